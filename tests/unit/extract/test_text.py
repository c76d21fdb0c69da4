"""Plain text, Markdown and code: encodings, binary refusal, newlines, titles."""

from __future__ import annotations

import codecs
from pathlib import Path

import pytest

from desktop_search.core.extract import UnsupportedFile, extract_file
from desktop_search.core.extract.text import decode, markdown_title

WESTERN = "café naïve façade, déjà vu — “quoted” "


def test_utf8_with_bom_and_crlf(tmp_path: Path) -> None:
    path = tmp_path / "notes.txt"
    path.write_bytes(codecs.BOM_UTF8 + "first line\r\nsecond ünïcode line\rthird".encode())
    doc = extract_file(path)
    assert doc.kind == "text"
    assert doc.text == "first line\nsecond ünïcode line\nthird"
    assert doc.pages[0].number is None


def test_utf16_with_bom(tmp_path: Path) -> None:
    path = tmp_path / "utf16.txt"
    path.write_bytes(("Grüße aus Köln\r\n" * 20).encode("utf-16"))  # BOM included
    assert extract_file(path).text.startswith("Grüße aus Köln\nGrüße aus Köln\n")


@pytest.mark.parametrize("codec", ["utf-16-le", "utf-16-be"])
def test_utf16_without_bom(tmp_path: Path, codec: str) -> None:
    path = tmp_path / "nobom.txt"
    path.write_bytes(("plain words in utf-16, naïve\n" * 30).encode(codec))
    assert extract_file(path).text.startswith("plain words in utf-16, naïve\n")


@pytest.mark.parametrize("codec", ["latin-1", "cp1252"])
def test_western_single_byte_text(tmp_path: Path, codec: str) -> None:
    text = WESTERN if codec == "cp1252" else WESTERN.replace("—", "-").replace("“", '"').replace("”", '"')
    path = tmp_path / "western.txt"
    path.write_bytes((text * 40).encode(codec))
    assert extract_file(path).text == (text * 40)


def test_central_european_text_keeps_its_code_page(tmp_path: Path) -> None:
    text = "Příliš žluťoučký kůň úpěl ďábelské ódy. " * 20
    path = tmp_path / "czech.txt"
    path.write_bytes(text.encode("cp1250"))
    assert extract_file(path).text == text


def test_binary_named_txt_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "data.txt"
    path.write_bytes(bytes(range(256)) * 64)
    with pytest.raises(UnsupportedFile) as info:
        extract_file(path)
    assert info.value.reason == "binary file"


def test_control_characters_without_nul_are_binary() -> None:
    with pytest.raises(UnsupportedFile, match="binary file"):
        decode(b"\x01\x02\x03\x04abc" * 100)
    assert decode(b"colour \x1b[31mred\x1b[0m\tand a form feed\x0c").startswith("colour")


def test_empty_file_has_no_pages(tmp_path: Path) -> None:
    path = tmp_path / "empty.md"
    path.write_bytes(b"")
    doc = extract_file(path)
    assert doc.pages == []
    assert doc.text == ""


def test_markdown_keeps_text_and_finds_title(tmp_path: Path) -> None:
    source = "```sh\n# not a title\n```\n\n# Travel Plans #\n\n## Day one\n\nTrain to Lyon.\n"
    path = tmp_path / "plans.md"
    path.write_text(source, encoding="utf-8")
    doc = extract_file(path)
    assert doc.kind == "markdown"
    assert doc.title == "Travel Plans"
    assert doc.text == source


def test_markdown_title_needs_a_level_one_heading() -> None:
    assert markdown_title("## Only level two\ntext") == ""
    assert markdown_title("#hashtag is not a heading\n# Real") == "Real"


def test_source_code_is_code(tmp_path: Path) -> None:
    path = tmp_path / "tool.py"
    path.write_text("def main():\n    return 42\n", encoding="utf-8")
    doc = extract_file(path)
    assert doc.kind == "code"
    assert doc.text == "def main():\n    return 42\n"


def test_truncation_keeps_whole_text_up_to_limit(tmp_path: Path) -> None:
    path = tmp_path / "long.txt"
    path.write_text("abcdefghij" * 1000, encoding="utf-8")
    doc = extract_file(path, max_chars=25)
    assert doc.text == "abcdefghij" * 2 + "abcde"


def test_truncated_read_never_splits_a_character(tmp_path: Path) -> None:
    path = tmp_path / "multibyte.txt"
    path.write_text("é" * 100, encoding="utf-8")  # 200 bytes; the read stops at 4 * 10 + 4
    assert extract_file(path, max_chars=10).text == "é" * 10
