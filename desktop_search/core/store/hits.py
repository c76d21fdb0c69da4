"""A found passage as every route and front end reads it (:class:`ChunkHit`), and passages by id.

The search queries themselves live beside their routes (:mod:`..searching.routes`); what they
share with the rest of the app (the server, benchmarks, the mail code) is this row and
:meth:`HitsMixin.chunks_by_id`.
"""

from __future__ import annotations

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


#: The columns of a :class:`ChunkHit`, in its order, over ``chunks c JOIN files f``.
HIT_COLUMNS = (
    "c.id, c.file_id, f.path, c.text, c.char_start, c.char_end, c.page, f.mtime_ns, c.lang, c.ocr,"
    " length(c.vector) > 0"
)


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
