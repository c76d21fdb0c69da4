"""Where a recording's result opens: the moment its matching words were said.

A passage of a recording carries where each of its segments starts (``times``: character offset
in the passage, seconds; schema 11). Its moment is:

1. the start of the segment holding the most different words its snippet marks (found by its
   words; the first such segment on a tie);
2. else (found by meaning alone) the start of the segment closest in meaning to the query: the
   segments are embedded like passages and compared with the query's vector. This costs a decode,
   so it is bounded: only the best passage of the first :data:`MEANING_RESULTS` recordings shown
   of an answer, at most :data:`MEANING_PIECES` texts each (a longer passage's segments are taken
   in runs, then the best run's own segments), and every vector is kept (:class:`MeaningMoments`:
   a segment's vector does not depend on the query, so a refined query costs nothing more);
3. else (no times, no embedder) the start of the passage.

Every time is in seconds from the start of the recording; :func:`clock` writes one for people
("12:34", "1:02:03").
"""

from __future__ import annotations

import logging
import re
import threading
from collections import OrderedDict
from collections.abc import Callable, Sequence
from dataclasses import dataclass

import numpy as np

from ..store.hits import ChunkHit
from .snippets import MAX_READ_CHARS, Snippet

log = logging.getLogger(__name__)

#: Recordings of one answer whose moment may be found by meaning (the first ones shown).
MEANING_RESULTS = 3
#: The most texts embedded for one passage's moment, per step (runs of segments, then segments).
MEANING_PIECES = 6
#: Segment vectors kept (by text) for later searches.
KEPT_VECTORS = 4096
_WORD = re.compile(r"\S+")


def clock(seconds: float) -> str:
    """A time for people: "0:07", "12:34", and over an hour "1:02:03" (rounded down to the second)."""
    whole = max(0, int(seconds))
    hours, rest = divmod(whole, 3600)
    minutes, secs = divmod(rest, 60)
    return f"{hours}:{minutes:02d}:{secs:02d}" if hours else f"{minutes}:{secs:02d}"


@dataclass(frozen=True)
class Segment:
    """One segment of a passage: its characters ``[start, end)`` in the passage, when it is said."""

    start: int
    end: int
    start_s: float


def segments(text: str, times: Sequence[tuple[int, float]]) -> list[Segment]:
    """The passage's segments, in order (each runs to the next one's start)."""
    out = []
    for i, (offset, seconds) in enumerate(times):
        end = times[i + 1][0] if i + 1 < len(times) else len(text)
        out.append(Segment(offset, max(offset, end), seconds))
    return out


def segment_at(times: Sequence[tuple[int, float]], offset: int) -> int:
    """The index of the segment holding character ``offset`` (the first when it lies before it)."""
    found = 0
    for i, (start, _seconds) in enumerate(times):
        if start > offset:
            break
        found = i
    return found


def passage_offset(text: str, flat: int) -> int:
    """The character of ``text`` at position ``flat`` of its snippet form (whitespace runs made one
    space, ends stripped: :func:`.snippets.make_snippet`)."""
    at = 0
    for word in _WORD.finditer(text[:MAX_READ_CHARS]):
        length = word.end() - word.start()
        if flat < at + length:
            return word.start() + (flat - at)
        at += length + 1  # the one space after it
    return len(text)


def word_moment(text: str, times: Sequence[tuple[int, float]], snippet: Snippet) -> float | None:
    """The start of the segment holding the most different words the snippet marks (the first
    such segment on a tie: a query's words said together, not a common one of them said before);
    None when no word is marked."""
    if not times or not snippet.highlights:
        return None
    marked: dict[int, set[str]] = {}
    for start, end in snippet.highlights:
        offset = passage_offset(text, start + snippet.offset)
        marked.setdefault(segment_at(times, offset), set()).add(snippet.text[start:end].casefold())
    best = max(sorted(marked), key=lambda i: len(marked[i]))  # max keeps the first of equals
    return times[best][1]


Embed = Callable[[list[str]], np.ndarray]


class MeaningMoments:
    """The segment of a passage closest in meaning to a query (step 2 of the module docstring).

    ``embed`` turns texts into unit vectors as passages are embedded (the searcher's embedder:
    its decodes run on the compute thread, so this is safe on any thread that may search).
    """

    def __init__(self, embed: Embed, *, kept: int = KEPT_VECTORS) -> None:
        self._embed = embed
        self._kept = kept
        self._vectors: OrderedDict[str, np.ndarray] = OrderedDict()
        self._lock = threading.Lock()
        #: Texts embedded so far (for measurements).
        self.embedded = 0

    def moment(self, text: str, times: Sequence[tuple[int, float]], qvec: np.ndarray) -> float | None:
        """The start of the segment of ``text`` most like ``qvec``; None without segments."""
        parts = [s for s in segments(text, times) if text[s.start : s.end].strip()]
        if not parts:
            return None
        if len(parts) == 1:
            return parts[0].start_s
        while len(parts) > MEANING_PIECES:  # runs of segments first, then the best run's own
            runs = _runs(parts, MEANING_PIECES)
            best = self._closest([text[r[0].start : r[-1].end] for r in runs], qvec)
            parts = runs[best]
        best = self._closest([text[s.start : s.end] for s in parts], qvec)
        return parts[best].start_s

    def _closest(self, texts: list[str], qvec: np.ndarray) -> int:
        vectors = self._vectors_of([t.strip() for t in texts])
        return int(np.argmax(vectors @ qvec))

    def _vectors_of(self, texts: list[str]) -> np.ndarray:
        with self._lock:
            missing = [t for t in dict.fromkeys(texts) if t not in self._vectors]
        if missing:
            fresh = self._embed(missing)
            self.embedded += len(missing)
            with self._lock:
                for t, v in zip(missing, fresh, strict=True):
                    self._vectors[t] = v
                while len(self._vectors) > self._kept:
                    self._vectors.popitem(last=False)
        with self._lock:
            found = [self._vectors.get(t) for t in texts]
        kept = [v for v in found if v is not None]
        if len(kept) < len(texts):  # pushed out meanwhile: embed them again
            return self._embed(texts)
        return np.stack(kept)


def _runs(parts: list[Segment], count: int) -> list[list[Segment]]:
    """``parts`` cut into ``count`` runs of neighbours, about equal in number."""
    size = -(-len(parts) // count)
    return [parts[i : i + size] for i in range(0, len(parts), size)]


@dataclass(frozen=True)
class Line:
    """A line of a recording's transcript: one segment, and when it is said."""

    start_s: float
    text: str


#: Passages read either side of a result's passage for its transcript (the preview's).
TRANSCRIPT_AROUND = 1


def transcript(passages: Sequence[ChunkHit]) -> tuple[Line, ...]:
    """The lines of a recording's passages (in their order): one per segment, passages without
    times (its tags) left out."""
    lines = []
    for passage in passages:
        if passage.start_s is None:
            continue
        times = passage.segment_times or ((0, float(passage.start_s)),)
        for part in segments(passage.text, times):
            said = " ".join(passage.text[part.start : part.end].split())
            if said:
                lines.append(Line(part.start_s, said))
    return tuple(lines)
