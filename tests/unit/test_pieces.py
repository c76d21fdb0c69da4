"""A log read in pieces, and read again from where an append began, covers its text exactly.

Real files on disk, cut as the indexer cuts machine-written text: the passages kept from the
first read plus those of the append are the file's text, without a gap or a repeat, at their
offsets; a rewrite, a truncation and the other choice of meaning are not appends.
"""

from __future__ import annotations

import codecs
import itertools
from pathlib import Path

import pytest

from desktop_search.core.extract.text import read_pieces, read_text
from desktop_search.core.indexing.pieces import Piece, grown, read_in_pieces
from desktop_search.core.store.read_state import ReadState
from desktop_search.core.text.chunking import Chunk, chunk_text
from tools.logs import log_lines


def _cut(text: str, base: int, first: int) -> list[Chunk]:
    return chunk_text(
        text, count_tokens=lambda t: len(t) // 4 + 1, max_tokens=120, base_offset=base, first_ord=first
    )


def _lines(n: int, *, seed: int = 0) -> str:
    lines = log_lines(seed)
    out = []
    for i in range(n):
        line = next(lines)
        if i % 97 == 5:
            line = line.rstrip("\n") + " Größe naïve 東京 заметка " + "x" * (i % 3) * 300 + "\r\n"
        out.append(line)
    return "".join(out)


def _read(
    path: Path, encoding: str, *, after: ReadState | None = None, words_only: bool = True
) -> list[Piece]:
    return list(
        read_in_pieces(
            path,
            encoding=encoding,
            why="a log",
            words_only=words_only,
            cut=_cut,
            stop=path.stat().st_size,
            after=after,
            piece_bytes=2000,
        )
    )


def _apply(passages: dict[int, Chunk], pieces: list[Piece]) -> None:
    """What the database does with each piece: its passages from ``from_ord`` on replaced."""
    for piece in pieces:
        for ord_ in [o for o in passages if o >= piece.from_ord]:
            del passages[ord_]
        passages.update({c.ord: c for c in piece.chunks})


def _assert_covers(passages: dict[int, Chunk], text: str) -> None:
    chunks = [passages[o] for o in sorted(passages)]
    assert [c.char_start for c in chunks] == sorted(c.char_start for c in chunks)
    assert text[: chunks[0].char_start].strip() == ""
    for before, after in itertools.pairwise(chunks):
        assert before.char_end <= after.char_start, (before, after)  # no repeat
        assert text[before.char_end : after.char_start].strip() == ""  # no gap
    assert text[chunks[-1].char_end :].strip() == ""
    for chunk in chunks:
        assert text[chunk.char_start : chunk.char_end] == chunk.text  # offsets into the file's text


@pytest.mark.parametrize(("encoding", "bom"), [("utf-8", b""), ("utf-16-le", codecs.BOM_UTF16_LE)])
def test_an_append_is_read_from_the_open_passage_and_covers_the_text(
    tmp_path: Path, encoding: str, bom: bytes
) -> None:
    path = tmp_path / "app.log"
    first = _lines(1500)
    path.write_bytes(bom + first.encode(encoding))
    pieces = _read(path, encoding)
    assert len(pieces) > 10
    passages: dict[int, Chunk] = {}
    _apply(passages, pieces)
    _assert_covers(passages, read_text(path, max_chars=10**7))

    # Every piece's state says where a read that goes on after it starts: the text from there.
    whole = read_text(path, max_chars=10**7)
    for piece in pieces:
        again = "".join(p.text for p in read_pieces(path, encoding=encoding, start=piece.state.redo))
        assert again == whole[piece.state.redo_char :]
        assert all(c.char_end <= piece.state.redo_char for c in piece.chunks if c.ord < piece.state.redo_ord)

    state = pieces[-1].state
    kept = {o: c for o, c in passages.items() if o < state.redo_ord}
    assert len(passages) - len(kept) == 1  # only the passage open at the end is read again
    for added in ("2026-12-02 01:59:59 ERROR QX-77310 Wexford\n", "half a line wi", "th its end\n" * 40):
        with path.open("ab") as f:
            f.write(added.encode(encoding))
        assert grown(path, path.stat().st_size, state, words_only=True)
        tail = _read(path, encoding, after=state)
        assert tail[0].from_ord == state.redo_ord
        before = dict(passages)
        _apply(passages, tail)
        assert {o: c for o, c in before.items() if o < state.redo_ord}.items() <= passages.items()
        _assert_covers(passages, read_text(path, max_chars=10**7))
        state = tail[-1].state
    assert "QX-77310" in " ".join(c.text for c in passages.values())


def test_a_rewrite_a_truncation_and_the_other_choice_are_read_whole(tmp_path: Path) -> None:
    path = tmp_path / "app.log"
    path.write_text(_lines(1500), encoding="utf-8")
    state = _read(path, "utf-8")[-1].state
    assert state.end == path.stat().st_size
    assert ReadState.from_json(state.to_json()) == state
    assert ReadState.from_json('{"kind": "mbox", "end": 3}') is None  # a mail store's state

    assert not grown(path, path.stat().st_size, state, words_only=True)  # not grown: nothing new
    with path.open("a", encoding="utf-8") as f:
        f.write("one more line\n")
    assert grown(path, path.stat().st_size, state, words_only=True)
    assert not grown(path, path.stat().st_size, state, words_only=False)  # meaning asked for since

    path.write_text(_lines(1600, seed=1), encoding="utf-8")  # rotated: another log, larger
    assert path.stat().st_size > state.end
    assert not grown(path, path.stat().st_size, state, words_only=True)
    path.write_text(_lines(1500)[:-5000], encoding="utf-8")  # truncated
    assert not grown(path, path.stat().st_size, state, words_only=True)
