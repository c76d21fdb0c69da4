"""A text file read in pieces is the file's text, piece by piece, with exact byte places.

Real files in the encodings and line ends the extractor decodes: each piece is decoded as the
head was, the pieces joined are :func:`read_text`'s text, a piece ends at a line end (a line
longer than a piece is cut between characters), and its tail digest is the file's there.
"""

from __future__ import annotations

import codecs
import itertools
from pathlib import Path

import pytest

from desktop_search.core.extract.text import (
    TAIL_BYTES,
    line_start_byte,
    normalise_newlines,
    read_pieces,
    read_text,
    tail_digest,
)


def _mixed(lines: int) -> str:
    """Lines of several scripts with Windows, Unix and old Mac line ends, and one very long line."""
    out = []
    for i in range(lines):
        end = ("\r\n", "\n", "\r")[i % 3] if i % 17 else "\n"
        out.append(f"{i:05d} Größe naïve café ✓ 東京 заметка{end}")
        if i == lines // 2:
            out.append("word " * 3000 + "\r\n")  # 15,000 characters: longer than a piece
    return "".join(out)


CASES = {
    "utf-8": ("utf-8", b""),
    "utf-8 with a BOM": ("utf-8", codecs.BOM_UTF8),
    "utf-16-le with a BOM": ("utf-16-le", codecs.BOM_UTF16_LE),
    "utf-16-be with a BOM": ("utf-16-be", codecs.BOM_UTF16_BE),
}


@pytest.mark.parametrize("case", list(CASES))
def test_pieces_joined_are_the_file_s_text(tmp_path: Path, case: str) -> None:
    encoding, bom = CASES[case]
    text = _mixed(3000)
    path = tmp_path / "a.log"
    path.write_bytes(bom + text.encode(encoding))
    pieces = list(read_pieces(path, encoding=encoding, piece_bytes=4096))

    assert len(pieces) > 20
    assert "".join(p.text for p in pieces) == read_text(path, max_chars=10**7) == normalise_newlines(text)
    assert pieces[0].start == len(bom)
    assert [p.last for p in pieces] == [False] * (len(pieces) - 1) + [True]
    for before, after in itertools.pairwise(pieces):
        assert before.end == after.start  # every byte read once
        assert len(before.data) <= 4096
        assert before.text.endswith("\n") or "word" in before.text  # a line end, or inside the long line
        assert not before.text.endswith("\r")  # never between the two halves of a CRLF
    for piece in pieces:
        assert piece.tail == tail_digest(path, piece.end)
        with path.open("rb") as f:
            f.seek(piece.start)
            assert f.read(piece.end - piece.start) == piece.data


def test_reading_stops_at_the_planned_size_and_starts_at_a_line(tmp_path: Path) -> None:
    text = "".join(f"line {i} 東京\n" for i in range(2000))
    path = tmp_path / "b.log"
    path.write_bytes(text.encode("utf-8"))
    whole = text.encode("utf-8")
    line_500 = whole.index(b"line 500 ")
    stop = whole.index(b"line 1500 ") + 3  # inside a line: a file being written
    pieces = list(read_pieces(path, encoding="utf-8", start=line_500, stop=stop, piece_bytes=1000))
    assert pieces[-1].end == stop
    assert "".join(p.text for p in pieces) == whole[line_500:stop].decode()


def test_a_line_break_s_byte_place_in_every_encoding() -> None:
    text = "ab\r\ncd\ref\ngh"
    for encoding in ("utf-8", "utf-16-le", "utf-16-be", "utf-32-le", "cp1252"):
        data = text.encode(encoding)
        unit = len("a".encode(encoding))
        assert line_start_byte(data, encoding, 0) == 0
        assert line_start_byte(data, encoding, 1) == 4 * unit  # after "\r\n": one break
        assert line_start_byte(data, encoding, 2) == 7 * unit  # after a lone "\r"
        assert line_start_byte(data, encoding, 3) == 10 * unit
        assert line_start_byte(data, encoding, 4) is None


def test_the_tail_digest_is_of_the_bytes_before_a_place(tmp_path: Path) -> None:
    path = tmp_path / "c.log"
    path.write_bytes(b"x" * 10_000)
    assert tail_digest(path, 10_000) == tail_digest(path, 9_000)  # the same 4 KiB of x
    path.write_bytes(b"y" + b"x" * 9_999)
    assert tail_digest(path, TAIL_BYTES + 1) == tail_digest(path, 9_000)
    assert tail_digest(path, TAIL_BYTES) != tail_digest(path, 9_000)  # holds the y
    assert tail_digest(path, 10_001) is None  # past the end: shorter than it was
