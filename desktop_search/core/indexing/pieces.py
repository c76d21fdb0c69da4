"""Machine-written text read in pieces: from its start, or from where an append began.

A log is indexed a piece at a time (about a megabyte: :data:`.extract.text.PIECE_BYTES`), and
each piece's passages are committed together with a :class:`ReadState` that says how far the
file was read, in one transaction. Memory stays flat whatever the file's size (the whole text,
its passages and their keyword terms are never held at once), and a kill loses at most the
pieces in flight: the next run carries on from the last state committed.

A log mostly grows. When a file read this way has only grown since (it is larger, and the
:data:`.extract.text.TAIL_BYTES` bytes before the old end are what they were), only what follows
is read: the passages before the line where the last passage starts stay as they are (their
ids, vectors, offsets), that passage is read again with the new lines after it. A rewrite, a
truncation or a rotation (the file is shorter, or the old end's bytes differ) is read whole
again, as is a file whose state was saved with the other choice of meaning for machine text.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path

from ..extract.text import TextPiece, line_start_byte, read_pieces, tail_digest
from ..store.read_state import ReadState
from ..text.chunking import Chunk
from ..text.lexical import PassageTerms, analyse_passage, detect_language, index_terms

#: Cuts the text of a piece into passages: ``cut(text, base_offset, first_ord)``.
Cutter = Callable[[str, int, int], list[Chunk]]


@dataclass(frozen=True)
class Piece:
    """Passages of one piece of a file, to commit with ``state`` in one transaction: the file's
    passages from ``from_ord`` on are replaced by ``chunks``. ``last``: the read ends here."""

    chunks: list[Chunk]
    analysed: list[PassageTerms]
    from_ord: int
    state: ReadState
    last: bool


def grown(path: Path, size: int, state: ReadState | None, *, words_only: bool) -> bool:
    """Whether the file at ``path`` (now ``size`` bytes) only grew since ``state`` was saved, and
    is read as it was then (``words_only`` the same): then its new lines are read alone."""
    return (
        state is not None
        and state.words_only == words_only
        and size > state.end > 0
        and tail_digest(path, state.end) == state.tail
    )


def read_in_pieces(
    path: Path,
    *,
    encoding: str,
    why: str,
    words_only: bool,
    cut: Cutter,
    stop: int,
    after: ReadState | None = None,
    piece_bytes: int | None = None,
) -> Iterator[Piece]:
    """The passages of ``path`` up to byte ``stop`` (its planned size), a piece at a time: from
    its start, or (``after``: the state of a file that only grew) from ``after.redo``.

    ``cut`` cuts a piece's text; ``words_only`` passages are analysed in one language for the
    whole file (found once, in its first piece), others each in its own.
    """
    start, char, ord_ = (after.redo, after.redo_char, after.redo_ord) if after else (0, 0, 0)
    lang = after.lang if after else None
    first = True
    state = after or ReadState(encoding, 0, "", 0, 0, 0, None, words_only, why)
    for piece in read_pieces(path, encoding=encoding, start=start, stop=stop, piece_bytes=piece_bytes):
        chunks = cut(piece.text, char, ord_)
        if words_only:
            if first and after is None:
                sample = chunks[:: max(1, len(chunks) // 8)][:8]
                lang = detect_language("\n".join(c.text for c in sample))
            analysed = [PassageTerms(lang, *index_terms(c.text, lang)) for c in chunks]
        else:
            analysed = [analyse_passage(c.text) for c in chunks]
        redo, redo_char, redo_ord = _redo_from(piece, chunks, char=char, ord_=ord_, encoding=encoding)
        state = ReadState(
            encoding=encoding,
            end=piece.end,
            tail=piece.tail,
            redo=redo,
            redo_char=redo_char,
            redo_ord=redo_ord,
            lang=lang,
            words_only=words_only,
            why=why,
        )
        yield Piece(chunks, analysed, from_ord=ord_, state=state, last=piece.last)
        first = False
        char += len(piece.text)
        ord_ = chunks[-1].ord + 1 if chunks else ord_
    if first:  # nothing to read there (the file shrank meanwhile): read in part, looked at again
        yield Piece([], [], from_ord=ord_, state=state, last=True)


def _redo_from(
    piece: TextPiece, chunks: list[Chunk], *, char: int, ord_: int, encoding: str
) -> tuple[int, int, int]:
    """Where a read that goes on after ``piece`` starts: (byte, character, passage number) of
    the start of the piece's last passage, the one still open (``char``, ``ord_``: the piece's
    first character and passage). Without passages: the piece's end."""
    if not chunks:
        return piece.end, char + len(piece.text), ord_
    at = chunks[-1].char_start - char
    line = piece.text.rfind("\n", 0, at) + 1
    line_byte = line_start_byte(piece.data, encoding, piece.text.count("\n", 0, line))
    if line_byte is None:  # cannot happen for text read by read_pieces: read the piece again then
        return piece.start, char, ord_
    before = piece.text[line:at]  # no line break in it: its bytes are its characters encoded
    if "\ufffd" not in before:
        return piece.start + line_byte + len(before.encode(encoding)), char + at, chunks[-1].ord
    # Bytes that were no text (replaced) before it on its line: read again from the line's start.
    again = next(c.ord for c in chunks if c.char_start - char >= line)
    return piece.start + line_byte, char + line, again
