"""A file cut at the character limit says so: "first 5,000,000 of 157,433,760 characters indexed".

Real files under a small limit (the same code path as the 5,000,000 characters of the indexer):
plain text counts the whole file, so the note gives both numbers.
"""

from __future__ import annotations

from pathlib import Path

from desktop_search.core.extract import extract_file
from desktop_search.core.extract.sandbox import ExtractorProcess
from desktop_search.core.extract.text import read_text

LIMIT = 100_000


def _long_text(lines: int) -> str:
    # Multi-byte characters and Windows line ends: characters are counted as indexed (CRLF is one).
    return "".join(f"Zeile {i}: Größe {i * 7} — naïve café entry\r\n" for i in range(lines))


def test_a_text_file_over_the_limit_says_how_much_of_how_much_was_indexed(tmp_path: Path) -> None:
    text = _long_text(20_000)
    path = tmp_path / "server.log.txt"
    path.write_bytes(text.encode("utf-8"))
    total = len(text.replace("\r\n", "\n"))
    assert total > 4 * LIMIT  # more than is ever read: the rest is counted, not guessed

    doc = extract_file(path, max_chars=LIMIT)

    assert doc.char_count == LIMIT
    assert doc.note == f"first {LIMIT:,} of {total:,} characters indexed"
    assert doc.text == read_text(path, max_chars=LIMIT)[:LIMIT]


def test_utf16_with_a_bom_is_counted_in_characters_not_bytes(tmp_path: Path) -> None:
    text = _long_text(20_000)
    path = tmp_path / "export.txt"
    path.write_bytes(text.encode("utf-16"))  # a BOM, two bytes a character
    total = len(text.replace("\r\n", "\n"))

    assert extract_file(path, max_chars=LIMIT).note == f"first {LIMIT:,} of {total:,} characters indexed"


def test_a_file_within_the_limit_has_no_note(tmp_path: Path) -> None:
    path = tmp_path / "short.md"
    path.write_text("# Notes\n\n" + "x" * (LIMIT - 9), encoding="utf-8")
    doc = extract_file(path, max_chars=LIMIT)
    assert doc.char_count == LIMIT
    assert doc.note == ""


def test_the_note_comes_back_from_the_extractor_process(tmp_path: Path) -> None:
    text = _long_text(5_000)
    path = tmp_path / "trace.txt"
    path.write_text(text, encoding="utf-8", newline="")
    total = len(text.replace("\r\n", "\n"))
    with ExtractorProcess(max_chars=10_000) as extractor:
        doc = extractor.extract(path)
    assert doc.char_count == 10_000
    assert doc.note == f"first 10,000 of {total:,} characters indexed"
