"""Turn a query into ranked files: vector search over chunks, grouped per file."""

from __future__ import annotations

import re
from dataclasses import asdict, dataclass
from typing import Any

from .models.embedder import Embedder
from .store.db import ChunkHit, Database
from .store.vectors import VectorIndex

SNIPPET_CHARS = 240
# Candidates fetched per wanted result: several chunks of one file may rank high.
CANDIDATES_PER_RESULT = 8
_SPACE = re.compile(r"\s+")


@dataclass(frozen=True)
class SearchResult:
    path: str
    score: float
    snippet: str
    chunk_id: int
    char_start: int
    char_end: int
    page: int | None
    mtime_ns: int

    def to_json(self) -> dict[str, Any]:
        return asdict(self)


def make_snippet(text: str, limit: int = SNIPPET_CHARS) -> str:
    """The passage as one line, cut at a word boundary."""
    flat = _SPACE.sub(" ", text).strip()
    if len(flat) <= limit:
        return flat
    cut = flat.rfind(" ", 0, limit)
    return flat[: cut if cut > limit // 2 else limit] + " …"


class Searcher:
    """Vector search over the chunks of the index, one result per file."""

    def __init__(self, *, db: Database, vectors: VectorIndex, embedder: Embedder) -> None:
        self.db = db
        self.vectors = vectors
        self.embedder = embedder

    def search(self, query: str, *, top: int = 10) -> list[SearchResult]:
        query = query.strip()
        if not query or len(self.vectors) == 0:
            return []
        qvec = self.embedder.embed_query(query)
        scores, ids = self.vectors.search(qvec, top * CANDIDATES_PER_RESULT)
        hits = self.db.chunks_by_id(int(i) for i in ids)
        best: dict[int, tuple[float, ChunkHit]] = {}
        for score, chunk_id in zip(scores.tolist(), ids.tolist(), strict=True):
            hit = hits.get(chunk_id)
            if hit is None or hit.file_id in best:
                continue  # stale id, or a weaker chunk of a file already listed
            best[hit.file_id] = (score, hit)
        ranked = sorted(best.values(), key=lambda pair: pair[0], reverse=True)[:top]
        return [
            SearchResult(
                path=hit.path,
                score=round(float(score), 4),
                snippet=make_snippet(hit.text),
                chunk_id=hit.chunk_id,
                char_start=hit.char_start,
                char_end=hit.char_end,
                page=hit.page,
                mtime_ns=hit.mtime_ns,
            )
            for score, hit in ranked
        ]
