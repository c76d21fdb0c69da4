"""Where a passage is in its file: the text around it, its line, the matches near it.

A stored passage knows its character offsets (``char_start``/``char_end``) into the
*extracted* text of its file. For plain text, Markdown and source code that text is
the file decoded exactly as the indexer decodes it (:func:`.extract.text.read_text`:
the same encoding detection, every ``\\r\\n`` and lone ``\\r`` made ``\\n``), so an
offset counts the same lines as an editor does: line ``n`` is after ``n - 1``
line breaks, whichever kind the file uses. Other formats (PDF, Office, HTML) have
text that is not the file's: their passages are placed by page, not by line.

Reading a file here never runs a parser: only the text formats are read, by the
same decoder the indexer uses; :func:`load_text` reads at most a window of a
huge file, around the place that matters.
"""

from __future__ import annotations

import os
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from ..extract.document import INDEXED_CHARS, ExtractionError
from ..extract.registry import detect
from ..extract.text import read_text, read_window
from ..text.lexical import Query

#: The formats whose extracted text is the file's own text (offsets are the file's).
TEXT_KINDS = frozenset({"text", "code", "markdown"})
#: At most this many characters of a document are shown whole in the preview.
PREVIEW_CHARS = 500_000


@dataclass(frozen=True)
class TextWindow:
    """A piece of a text file's decoded text: the whole text when it is short enough.

    ``start`` is the offset of ``text[0]`` in the whole text (as stored passages count),
    ``first_line`` its 1-based line. ``cut_before``/``cut_after``: text before or after the
    window was left out.
    """

    path: str
    text: str
    start: int = 0
    first_line: int = 1
    cut_before: bool = False
    cut_after: bool = False

    @property
    def end(self) -> int:
        return self.start + len(self.text)

    @property
    def whole(self) -> bool:
        return not (self.cut_before or self.cut_after)

    @property
    def last_line(self) -> int:
        return self.first_line + self.text.count("\n")

    def holds(self, offset: int) -> bool:
        return self.start <= offset <= self.end

    def line_and_column(self, offset: int) -> tuple[int, int]:
        """The 1-based line and column of ``offset`` (a whole-text offset inside the window)."""
        at = min(max(offset - self.start, 0), len(self.text))
        line_start = self.text.rfind("\n", 0, at) + 1
        return self.first_line + self.text.count("\n", 0, at), at - line_start + 1


def text_kind(path: str | os.PathLike[str]) -> str | None:
    """``"text"``, ``"markdown"`` or ``"code"`` for a file read as its own text, else None.

    Reads the first bytes, as indexing does: a PDF named ``.txt`` is a PDF. None too for a
    file that cannot be read or is of no supported type.
    """
    try:
        kind = detect(Path(path))
    except (OSError, ExtractionError):
        return None
    return kind if kind in TEXT_KINDS else None


def is_text_file(path: str | os.PathLike[str]) -> bool:
    """Whether ``path`` is read as plain text, Markdown or code (its offsets are its own text's)."""
    return text_kind(path) is not None


def line_and_column(text: str, offset: int) -> tuple[int, int]:
    """The 1-based line and column of ``offset`` in ``text`` (decoded, newlines normalised)."""
    return TextWindow("", text).line_and_column(offset)


def load_text(
    path: str | os.PathLike[str],
    *,
    focus: int = 0,
    max_chars: int = PREVIEW_CHARS,
    read_chars: int = INDEXED_CHARS,
) -> TextWindow:
    """The decoded text of a text file: whole when it holds at most ``max_chars`` characters,
    else a window of about ``max_chars`` characters that shows offset ``focus``.

    The window starts at the top when ``focus`` is in its first half, else at the start of a
    line about half a window before ``focus``. Nothing past ``read_chars`` characters (what
    the indexer reads of most files) is held: a window further in (a log, read whole for its
    words) is found by counting what comes before it as it streams by. Raises ``OSError`` or
    ``ExtractionError`` (a binary file).
    """
    if max_chars < 1:
        raise ValueError("max_chars must be positive")
    wanted = max_chars if focus < max_chars // 2 else focus + max_chars // 2
    if wanted > read_chars:  # a passage past the limit: only a log's (read whole for its words)
        return _window_far_in(path, focus=focus, max_chars=max_chars)
    # Never less than the indexer's detection sample (1 MB), so a guessed encoding is its guess.
    text = read_text(Path(path), max_chars=min(max(wanted, 1 << 20), read_chars))
    start = 0
    if focus >= max_chars // 2 and len(text) > max_chars:
        start = max(0, min(focus - max_chars // 2, len(text) - max_chars))
        if start:
            line_start = text.find("\n", start, focus) + 1
            start = line_start if line_start > 0 else start
    end = min(len(text), start + max_chars)
    return TextWindow(
        path=os.fspath(path),
        text=text[start:end],
        start=start,
        first_line=text.count("\n", 0, start) + 1,
        cut_before=start > 0,
        cut_after=end < len(text),
    )


def _window_far_in(path: str | os.PathLike[str], *, focus: int, max_chars: int) -> TextWindow:
    """:func:`load_text`'s window around ``focus`` far into a long file: what comes before is
    counted as it streams by, not held (a log's last lines, 150 MB into it)."""
    begin = max(0, focus - max_chars // 2)
    text, breaks, more = read_window(
        Path(path), start=begin, length=max_chars + max_chars // 2, sample_chars=1 << 20
    )
    cut = text.find("\n", 0, focus - begin) + 1 if begin else 0  # start at a line
    shown = text[cut : cut + max_chars]
    return TextWindow(
        path=os.fspath(path),
        text=shown,
        start=begin + cut,
        first_line=breaks + text.count("\n", 0, cut) + 1,
        cut_before=begin + cut > 0,
        cut_after=more or cut + max_chars < len(text),
    )


def place_of(
    window: TextWindow, start: int, end: int, spans: Sequence[tuple[int, int]] = ()
) -> tuple[int, int]:
    """The line and column where a passage (``start``..``end``, whole-text offsets) is best shown:
    its first match among ``spans`` (offsets into ``window.text``), else its start."""
    for s, _e in spans:
        if window.start + s >= end:
            break
        if window.start + s >= start:
            return window.line_and_column(window.start + s)
    return window.line_and_column(start)


def first_match(
    text: str, start: int, end: int, query: Query, lang: str | None = None
) -> tuple[int, int] | None:
    """The first range of ``text[start:end]`` (a passage) the query matches, as offsets into ``text``."""
    start, end = max(0, start), min(len(text), end)
    if not query or start >= end:
        return None
    spans = query.spans(text[start:end], lang)
    return (start + spans[0][0], start + spans[0][1]) if spans else None
