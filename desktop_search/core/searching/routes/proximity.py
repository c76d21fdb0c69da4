"""The proximity route: passages holding the words of a short query near each other, as typed."""

from __future__ import annotations

from collections.abc import Mapping

from ...store.db import Database
from ...text.lexical import WORD, tokens
from .. import fusion
from ..candidates import Candidates
from .base import Ask, fts_rows

#: Queries of 2 to this many terms (what a person remembers of a text) have a proximity route.
PROXIMITY_MAX_TERMS = 8
#: The words may lie this many words further apart than typed (besides the stopwords typed).
PROXIMITY_SLACK = 2


def passages_near(db: Database, expr: str, *, limit: int) -> list[tuple[int, float]]:
    """``(id, BM25)`` of the passages matching a NEAR expression
    (:meth:`...text.lexical.Query.fts_near`), best first."""
    rows = fts_rows(
        db,
        "SELECT rowid, bm25(chunks_fts) AS s FROM chunks_fts WHERE chunks_fts MATCH ? ORDER BY s LIMIT ?",
        (expr, limit),
        "proximity search",
    )
    return [(int(r[0]), float(r[1])) for r in rows]


class ProximityRoute:
    """Passages holding every word of the query near each other, best BM25 first."""

    name = "proximity"

    def retrieve(self, ask: Ask, found: Mapping[str, Candidates]) -> Candidates | None:
        terms = ask.terms
        if ask.fusion != "rrf" or not fusion.PROXIMITY_WEIGHT or not 2 <= len(terms) <= PROXIMITY_MAX_TERMS:
            return None
        out = Candidates(self.name)
        dropped = sum(1 for t in tokens(ask.text) if t.kind == WORD) - len(terms)  # stopwords typed
        expr = terms.fts_near(max(0, dropped) + PROXIMITY_SLACK)
        if not expr:
            return out
        near = passages_near(ask.db, expr, limit=ask.k)
        chunks = ask.rows.read([chunk_id for chunk_id, _bm25 in near])
        for chunk_id, bm25 in near:
            chunk = chunks.get(chunk_id)
            if chunk is not None and ask.allowed(chunk):
                out.add(chunk, len(out.ranks))
                out.standing[chunk_id] = bm25
        return out
