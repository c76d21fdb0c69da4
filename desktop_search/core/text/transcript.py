"""A recording's transcript as passages: time spans of what was said, and how far it was read.

**The transcript text.** A recording's text is its tags (its document's pages, joined as any
document's pages are), then :data:`TRANSCRIPT_SEPARATOR`, then its transcript: every segment
(a subtitle cue, a recognised sentence) on a line of its own, its whitespace folded to single
spaces. A passage's ``char_start``/``char_end`` are offsets into that text. A recording is
transcribed a piece at a time, so each piece's segments are cut with ``base_offset`` (where the
piece's first segment starts in the transcript text: the last passage's ``char_end`` + 1) and
``first_ord``; the offsets of a passage never change when the pieces after it arrive, and a piece
read again (after a kill) gets the same offsets it would have got the first time.

**A passage** is a run of whole segments, within the embedding model's token budget and at most
:data:`MAX_PASSAGE_S` seconds long (a segment longer than the budget is cut by words, its times
shared out by characters). It keeps ``start_s`` (its first segment's start), ``end_s`` (its last
one's end) and ``times``: where each of its segments starts, as (character offset in the
passage's text, seconds). A front end that found words at offset ``k`` of a passage opens the
recording at the last ``times`` entry at or before ``k`` (:func:`moment_at`).

**How far it was read** is :class:`TranscriptState`, saved with each piece's passages in one
transaction (``files.store_state``): a kill loses at most the piece in flight.
"""

from __future__ import annotations

import json
import math
from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from dataclasses import asdict, dataclass, field
from typing import Protocol

from .chunking import Chunk
from .lexical import PassageTerms, analyse_passage, index_terms

TokenCounter = Callable[[str], int]


class Segment(Protocol):
    """A stretch of what is said, as :class:`..extract.recording.Segment` holds it (this layer
    does not import extraction)."""

    @property
    def start_s(self) -> float: ...
    @property
    def end_s(self) -> float: ...
    @property
    def text(self) -> str: ...
    @property
    def lang(self) -> str: ...


#: Between a recording's tags and its transcript (the same as between two pages of a document).
TRANSCRIPT_SEPARATOR = "\n\n"
#: Between two segments of the transcript.
SEGMENT_SEPARATOR = "\n"
#: The longest stretch of speech one passage covers. Measured on a spoken recording of 18
#: unrelated sentences (98 s, espeak-ng, transcribed by whisper-base), each searched by a
#: paraphrase sharing no word with it (MiniLM; top-1: the passage holding the sentence ranked
#: first; "to the moment": from the top passage's start to where the sentence was said):
#: 6 s 18/18, median 0.7 s; 10 s 17/18, 0.9 s; 15 s 16/18, 5.5 s; 20 s 17/18, 5.9 s;
#: 30 s 15/18, 11.0 s; 45 s 15/18, 16.9 s; 60 s 16/18, 24.2 s. Past 20 s a passage holds
#: several topics and its vector stands for none of them well, and its start lies far from the
#: moment; below, passages become single sentences (a vector each, twice as many as at 20 s,
#: and a paraphrase of a thought spread over two sentences matches neither). 20 s is about 50
#: words, 40-60 tokens. A result's moment is narrowed to the sentence by ``times``.
MAX_PASSAGE_S = 20.0


def segment_text(segment: Segment) -> str:
    """A segment's text as the transcript holds it: one line, whitespace folded."""
    return " ".join(segment.text.split())


def transcript_base(tags_chars: int) -> int:
    """Where the transcript starts in a recording's text whose tags take ``tags_chars`` characters."""
    return tags_chars + len(TRANSCRIPT_SEPARATOR) if tags_chars else 0


@dataclass(frozen=True)
class _Unit:
    """A segment, or a run of words of a segment too long for one passage."""

    start: int  # offset in the piece's text
    end: int
    start_s: float
    end_s: float
    tokens: int
    lang: str


def cut_transcript(
    segments: Iterable[Segment],
    *,
    count_tokens: TokenCounter,
    max_tokens: int,
    first_ord: int,
    base_offset: int,
    max_seconds: float = MAX_PASSAGE_S,
) -> list[Chunk]:
    """Passages of ``segments`` (in time order): whole segments joined by lines, each passage
    within ``max_tokens`` (as ``count_tokens`` counts) and ``max_seconds``; see the module."""
    return [chunk for chunk, _lang in transcript_passages(
        segments, count_tokens=count_tokens, max_tokens=max_tokens, first_ord=first_ord,
        base_offset=base_offset, max_seconds=max_seconds,
    )]  # fmt: skip


def transcript_passages(
    segments: Iterable[Segment],
    *,
    count_tokens: TokenCounter,
    max_tokens: int,
    first_ord: int,
    base_offset: int,
    max_seconds: float = MAX_PASSAGE_S,
) -> list[tuple[Chunk, str]]:
    """:func:`cut_transcript`'s passages, each with the language most of its text was said in
    (as its segments say; "" when they do not)."""
    if max_tokens < 8:
        raise ValueError("max_tokens must be at least 8")
    lines: list[str] = []
    units: list[_Unit] = []
    at = 0
    for segment in segments:
        line = segment_text(segment)
        if not line:
            continue
        if lines:
            at += len(SEGMENT_SEPARATOR)
        lines.append(line)
        units += _units(line, at, segment, count_tokens, max_tokens)
        at += len(line)
    text = SEGMENT_SEPARATOR.join(lines)
    out: list[tuple[Chunk, str]] = []
    group: list[_Unit] = []
    used = 0

    def flush() -> None:
        first, last = group[0], group[-1]
        langs: Counter[str] = Counter()
        for unit in group:
            langs[unit.lang] += unit.end - unit.start
        lang = max((n, code) for code, n in langs.items() if code)[1] if any(langs.keys() - {""}) else ""
        chunk = Chunk(
            ord=first_ord + len(out),
            char_start=base_offset + first.start,
            char_end=base_offset + last.end,
            text=text[first.start : last.end],
            tokens=used,
            start_s=first.start_s,
            end_s=max(last.end_s, first.start_s),
            times=tuple((unit.start - first.start, round(unit.start_s, 3)) for unit in group),
        )
        out.append((chunk, lang))

    for unit in units:
        if group and (used + unit.tokens > max_tokens or unit.end_s - group[0].start_s > max_seconds):
            flush()
            group, used = [], 0
        group.append(unit)
        used += unit.tokens
    if group:
        flush()
    return out


def open_tail(segments: Sequence[Segment], last: Chunk) -> int | None:
    """Where the segments of ``last`` (the last passage cut from ``segments``) begin: the index
    ``i`` such that ``segments[i:]`` are exactly its segments, whole. None when it begins inside
    a segment (one cut by words), which is then not carried over.

    A piece's last passage is left open: the next piece's segments join it (the passage is
    cut again from these segments and the next piece's, and stored in its place), so a piece's
    end does not leave a fragment of a passage behind."""
    wanted = len(last.text)
    length = 0
    for i in range(len(segments) - 1, -1, -1):
        line = segment_text(segments[i])
        if not line:
            continue
        length += len(line) + (len(SEGMENT_SEPARATOR) if length else 0)
        if length == wanted:
            lines = [segment_text(s) for s in segments[i:]]
            return i if SEGMENT_SEPARATOR.join(x for x in lines if x) == last.text else None
        if length > wanted:
            return None
    return None


def _units(line: str, at: int, segment: Segment, count: TokenCounter, max_tokens: int) -> list[_Unit]:
    """The segment as one unit, or as runs of words that fit when it does not; the runs' times
    are shared out by characters (speech goes at an even pace, near enough)."""
    start_s, end_s = _finite(segment.start_s), _finite(segment.end_s)
    end_s = max(end_s, start_s)
    tokens = count(line)
    if tokens <= max_tokens:
        return [_Unit(at, at + len(line), start_s, end_s, tokens, segment.lang)]
    spans: list[tuple[int, int, int]] = []  # (start, end, tokens) in the line
    run_start, run_end, run_tokens = -1, -1, 0
    pos = 0
    for word in line.split(" "):
        w_start, w_end = pos, pos + len(word)
        pos = w_end + 1
        w_tokens = count(word)
        if w_tokens > max_tokens:  # one giant "word": cut by characters, halving until it fits
            if run_start >= 0:
                spans.append((run_start, run_end, run_tokens))
                run_start, run_tokens = -1, 0
            cut = w_start
            while cut < w_end:
                stop = w_end
                while count(line[cut:stop]) > max_tokens and stop - cut > 1:
                    stop = cut + (stop - cut) // 2
                spans.append((cut, stop, min(count(line[cut:stop]), max_tokens)))
                cut = stop
            continue
        if run_start >= 0 and run_tokens + w_tokens > max_tokens:
            spans.append((run_start, run_end, run_tokens))
            run_start, run_tokens = -1, 0
        if run_start < 0:
            run_start = w_start
        run_end = w_end
        run_tokens += w_tokens
    if run_start >= 0:
        spans.append((run_start, run_end, run_tokens))
    span_s = end_s - start_s

    def time_at(offset: int) -> float:
        return start_s + span_s * offset / len(line)

    return [_Unit(at + s, at + e, time_at(s), time_at(e), t, segment.lang) for s, e, t in spans]


def _finite(value: float) -> float:
    return value if math.isfinite(value) and value >= 0 else 0.0


def analyse_spoken(text: str, lang: str) -> PassageTerms:
    """A spoken passage's keyword terms in the language it was said in (the speech model's guess
    from the sound is better than one from a few words of text); detected from the text when
    the language is not known."""
    if len(lang) == 2 and lang.isalpha() and lang.islower():
        return PassageTerms(lang, *index_terms(text, lang))
    return analyse_passage(text)


def moment_at(
    times: Sequence[tuple[int, float]], offset: int, *, default: float | None = None
) -> float | None:
    """The moment to open a passage's recording at for a match at character ``offset`` of its
    text: the start of the segment that holds it (``default`` when ``times`` is empty)."""
    if not times:
        return default
    moment = times[0][1]
    for at, seconds in times:
        if at > offset:
            break
        moment = seconds
    return moment


@dataclass(frozen=True)
class TranscriptState:
    """How far a recording's speech was read, saved with its passages (``files.store_state``,
    as ``{"speech": {...}}``).

    ``reached_s``: the next piece starts there; ``done``: read to its end (or given up:
    ``error`` says why). ``next_ord``/``next_offset``: the next piece's first passage number and
    where its text starts (see the module). ``languages``: seconds of speech read in each
    language. ``heard``: some speech was found. ``tries``: passing failures in a row at
    ``reached_s``. ``note``: what the words step said of the file (kept in its note).
    ``duration_s``: the recording's length as its container says (None: unknown). ``model``:
    the speech model that read it. ``carry``: the segments of the last passage stored, left open
    (see :func:`open_tail`), as [start_s, end_s, text, lang]; ``next_ord``/``next_offset`` are
    then that passage's, and the next piece stores it again with its own segments after them.
    """

    reached_s: float = 0.0
    done: bool = False
    model: str = ""
    next_ord: int = 0
    next_offset: int = 0
    duration_s: float | None = None
    languages: dict[str, float] = field(default_factory=dict)
    heard: bool = False
    tries: int = 0
    error: str = ""
    note: str = ""
    carry: list[list[object]] = field(default_factory=list)

    def to_json(self) -> str:
        return json.dumps({"speech": asdict(self)}, ensure_ascii=False)

    @classmethod
    def from_json(cls, text: str | None) -> TranscriptState | None:
        """The state saved as ``text``; None when there is none, or it is another kind's (a log's
        read state, a mail store's) or not well formed."""
        try:
            value = json.loads(text) if text else None
        except ValueError:
            return None
        inner = value.get("speech") if isinstance(value, dict) else None
        if not isinstance(inner, dict):
            return None
        known = cls.__dataclass_fields__
        try:
            state = cls(**{k: v for k, v in inner.items() if k in known})
        except TypeError:
            return None
        numbers_ok = (
            isinstance(state.reached_s, int | float)
            and math.isfinite(state.reached_s)
            and state.reached_s >= 0
            and all(isinstance(n, int) and n >= 0 for n in (state.next_ord, state.next_offset, state.tries))
            and isinstance(state.languages, dict)
            and (state.duration_s is None or isinstance(state.duration_s, int | float))
            and isinstance(state.carry, list)
            and all(_segment_row(row) for row in state.carry)
        )
        return state if numbers_ok else None


def _segment_row(row: object) -> bool:
    """Whether ``row`` is a carried segment as :class:`TranscriptState` keeps one."""
    if not (isinstance(row, list) and len(row) == 4):
        return False
    start, end, text, lang = row
    return (
        all(isinstance(t, int | float) and not isinstance(t, bool) and math.isfinite(t) for t in (start, end))
        and isinstance(text, str)
        and isinstance(lang, str)
    )
