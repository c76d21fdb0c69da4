"""Split text into chunks that fit the embedding model, with overlap.

Token counts come from the model's own tokenizer (passed in as a function),
so a chunk never exceeds what the model reads. Boundaries are chosen in this
order of preference: headings and paragraphs, then sentences, then words.
Every chunk keeps the character offsets of the text it covers (and the page
number, for paged documents), so snippets and previews can point back into
the file.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass

TokenCounter = Callable[[str], int]

_PARAGRAPH = re.compile(r"\n[ \t]*\n+")
# Group 1 is the gap between sentences; closing quotes/brackets stay with their sentence.
_SENTENCE_END = re.compile(r"[.!?。！？][\"')\]]*(\s+)")
_WORD = re.compile(r"\S+")
_HEADING = re.compile(r"^(#{1,6}\s|[^\n]{1,80}\n[=-]{3,}\s*$)")
# Roughly how many characters a token covers when text must be cut blind.
_CHARS_PER_TOKEN = 3


@dataclass(frozen=True)
class Chunk:
    ord: int
    char_start: int
    char_end: int
    text: str
    tokens: int
    page: int | None = None
    ocr: bool = False  #: recognised from pixels (OCR)
    #: A passage of a recording: where it is said, in seconds (None for other files).
    start_s: float | None = None
    end_s: float | None = None
    #: Where each of its segments starts: (character offset in ``text``, seconds), in order.
    times: tuple[tuple[int, float], ...] = ()


@dataclass(frozen=True)
class _Unit:
    start: int
    end: int
    tokens: int
    heading: bool = False


def chunk_text(
    text: str,
    *,
    count_tokens: TokenCounter,
    max_tokens: int,
    overlap_tokens: int = 0,
    page: int | None = None,
    base_offset: int = 0,
    first_ord: int = 0,
) -> list[Chunk]:
    """Chunks of ``text`` of at most ``max_tokens`` tokens each (as counted by ``count_tokens``).

    ``base_offset`` is added to every offset (for pages of a longer document).
    """
    if max_tokens < 8:
        raise ValueError("max_tokens must be at least 8")
    overlap_tokens = max(0, min(overlap_tokens, max_tokens // 2))
    units = list(_units(text, count_tokens, max_tokens))
    chunks: list[Chunk] = []
    current: list[_Unit] = []
    used = 0

    def flush() -> None:
        start, end = current[0].start, current[-1].end
        body = text[start:end]
        chunks.append(
            Chunk(
                ord=first_ord + len(chunks),
                char_start=base_offset + start,
                char_end=base_offset + end,
                text=body,
                tokens=used,
                page=page,
            )
        )

    for unit in units:
        heading_break = unit.heading and used >= max_tokens // 2
        if current and (used + unit.tokens > max_tokens or heading_break):
            flush()
            carried = [] if heading_break else _tail(current, overlap_tokens, max_tokens - unit.tokens)
            current = carried
            used = sum(u.tokens for u in carried)
        current.append(unit)
        used += unit.tokens
    if current:
        flush()
    return chunks


def _tail(units: list[_Unit], budget: int, room: int) -> list[_Unit]:
    """The last units of a chunk worth repeating at the start of the next one."""
    budget = min(budget, room)
    taken: list[_Unit] = []
    total = 0
    for unit in reversed(units):
        if total + unit.tokens > budget:
            break
        taken.append(unit)
        total += unit.tokens
    taken.reverse()
    return taken


def _units(text: str, count: TokenCounter, max_tokens: int) -> Iterator[_Unit]:
    """Paragraphs; sentences or words of paragraphs too long to fit."""
    for start, end in _spans(text, _PARAGRAPH):
        para = text[start:end]
        tokens = count(para)
        if tokens <= max_tokens:
            yield _Unit(start, end, tokens, heading=bool(_HEADING.match(para)))
            continue
        for s_start, s_end in _spans(para, _SENTENCE_END):
            sentence = para[s_start:s_end]
            s_tokens = count(sentence)
            if s_tokens <= max_tokens:
                yield _Unit(start + s_start, start + s_end, s_tokens)
            else:
                yield from _word_units(text, start + s_start, start + s_end, count, max_tokens)


def _word_units(text: str, start: int, end: int, count: TokenCounter, max_tokens: int) -> Iterator[_Unit]:
    """Runs of words that fit; a single giant "word" is cut by characters."""
    run_start = run_end = -1
    run_tokens = 0
    for match in _WORD.finditer(text, start, end):
        w_start, w_end = match.span()
        w_tokens = count(match.group())
        if w_tokens > max_tokens:
            if run_start >= 0:
                yield _Unit(run_start, run_end, run_tokens)
                run_start, run_tokens = -1, 0
            step = max(1, max_tokens * _CHARS_PER_TOKEN // 2)
            cut = w_start
            while cut < w_end:
                piece_end = min(cut + step, w_end)
                tokens = count(text[cut:piece_end])
                # The blind cut guessed too many characters for this tokenizer: halve until it fits.
                while tokens > max_tokens and piece_end - cut > 1:
                    piece_end = cut + (piece_end - cut) // 2
                    tokens = count(text[cut:piece_end])
                yield _Unit(cut, piece_end, min(tokens, max_tokens))
                cut = piece_end
            continue
        if run_start >= 0 and run_tokens + w_tokens > max_tokens:
            yield _Unit(run_start, run_end, run_tokens)
            run_start, run_tokens = -1, 0
        if run_start < 0:
            run_start = w_start
        run_end = w_end
        run_tokens += w_tokens
    if run_start >= 0:
        yield _Unit(run_start, run_end, run_tokens)


def _spans(text: str, separator: re.Pattern[str]) -> Iterator[tuple[int, int]]:
    """Non-blank pieces of ``text`` between ``separator`` matches, as (start, end), trimmed."""
    gap = 1 if separator.groups else 0
    pos = 0
    for match in separator.finditer(text):
        yield from _trimmed(text, pos, match.start(gap))
        pos = match.end(gap)
    yield from _trimmed(text, pos, len(text))


def _trimmed(text: str, start: int, end: int) -> Iterator[tuple[int, int]]:
    while start < end and text[start].isspace():
        start += 1
    while end > start and text[end - 1].isspace():
        end -= 1
    if start < end:
        yield start, end
