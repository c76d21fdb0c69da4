"""A found passage as every route and front end reads it (:class:`ChunkHit`), and passages by id.

The search queries themselves live beside their routes (:mod:`..searching.routes`); what they
share with the rest of the app (the server, benchmarks, the mail code) is this row and
:meth:`HitsMixin.chunks_by_id`.
"""

from __future__ import annotations

import json
import math
from collections.abc import Iterable
from dataclasses import dataclass

from .base import DatabaseBase


@dataclass(frozen=True)
class ChunkHit:
    chunk_id: int
    file_id: int
    path: str
    text: str
    char_start: int
    char_end: int
    page: int | None
    mtime_ns: int
    lang: str | None = None  #: the passage's language, when known
    ocr: int = 0  #: 1 when the passage was recognised from pixels (OCR)
    #: 0 while the passage waits for its vector (found by its words only until it has one)
    has_vector: int = 1
    #: A passage of a recording: where it is said, in seconds (None for other files).
    start_s: float | None = None
    end_s: float | None = None
    #: Where each of its segments starts, as the database keeps it (JSON; :attr:`segment_times`).
    times_json: str | None = None

    @property
    def segment_times(self) -> tuple[tuple[int, float], ...]:
        """Where each of the passage's segments starts: (character offset in ``text``, seconds),
        checked (:func:`segment_times`)."""
        return segment_times(self.times_json, len(self.text))


#: The columns of a :class:`ChunkHit`, in its order, over ``chunks c JOIN files f``.
HIT_COLUMNS = (
    "c.id, c.file_id, f.path, c.text, c.char_start, c.char_end, c.page, f.mtime_ns, c.lang, c.ocr,"
    " length(c.vector) > 0, c.start_s, c.end_s, c.times"
)
#: The most segments read of one passage's times (a passage holds a few dozen at most).
MAX_SEGMENTS = 1000


def segment_times(raw: str | None, text_length: int) -> tuple[tuple[int, float], ...]:
    """The ``times`` column read into (character offset, seconds) pairs: offsets inside the
    passage and rising, times finite and not negative. What does not fit (a damaged or planted
    row) is left out, never raised: a recording with no usable times opens at its passage start."""
    if not raw:
        return ()
    try:
        pairs = json.loads(raw)
    except ValueError:
        return ()
    if not isinstance(pairs, list):
        return ()
    out: list[tuple[int, float]] = []
    for pair in pairs[:MAX_SEGMENTS]:
        if not (isinstance(pair, list) and len(pair) == 2):
            continue
        offset, seconds = pair
        if isinstance(offset, bool) or not isinstance(offset, int) or not 0 <= offset <= text_length:
            continue
        if isinstance(seconds, bool) or not isinstance(seconds, int | float) or not math.isfinite(seconds):
            continue
        if seconds < 0 or (out and offset < out[-1][0]):
            continue
        out.append((offset, float(seconds)))
    return tuple(out)


class HitsMixin(DatabaseBase):
    """Passages by id, with what a result shows of them."""

    def chunks_by_id(self, ids: Iterable[int]) -> dict[int, ChunkHit]:
        ids = list(ids)
        if not ids:
            return {}
        marks = ",".join("?" * len(ids))
        rows = self._conn.execute(
            f"SELECT {HIT_COLUMNS} FROM chunks c JOIN files f ON f.id = c.file_id WHERE c.id IN ({marks})",
            ids,
        )
        return {int(r[0]): ChunkHit(*r) for r in rows}

    def passages_around(self, chunk_id: int, *, before: int, after: int) -> list[ChunkHit]:
        """The passage ``chunk_id`` and up to ``before`` and ``after`` passages of its file either
        side, in the file's order (a recording's transcript around a moment)."""
        row = self._conn.execute("SELECT file_id, ord FROM chunks WHERE id=?", (chunk_id,)).fetchone()
        if row is None:
            return []
        file_id, ord_ = int(row[0]), int(row[1])
        rows = self._conn.execute(
            f"SELECT {HIT_COLUMNS} FROM chunks c JOIN files f ON f.id = c.file_id"
            " WHERE c.file_id=? AND c.ord BETWEEN ? AND ? ORDER BY c.ord",
            (file_id, ord_ - before, ord_ + after),
        )
        return [ChunkHit(*r) for r in rows]
