"""The names route: files whose name matches the query's words, each shown by its first passage."""

from __future__ import annotations

import logging
import sqlite3
from collections.abc import Mapping, Sequence

from ...store.db import Database
from ...store.hits import HIT_COLUMNS, ChunkHit
from ...text.lexical import Query
from .. import fusion
from ..candidates import Candidates
from .base import Ask, fts_rows

log = logging.getLogger(__name__)


def name_search(db: Database, query: Query, *, limit: int) -> list[tuple[int, ChunkHit | None]]:
    """Files whose name matches a query term (stems aside), best first, with their first passage."""
    if not query:
        return []
    try:
        rows = db._conn.execute(
            "SELECT rowid FROM files_fts WHERE files_fts MATCH ? ORDER BY bm25(files_fts) LIMIT ?",
            (query.fts_names(), limit),
        ).fetchall()
    except sqlite3.OperationalError as exc:
        log.warning("file name search failed for %r: %s", query.fts_names(), exc)
        return []
    file_ids = [int(r[0]) for r in rows]
    if not file_ids:
        return []
    marks = ",".join("?" * len(file_ids))
    first = db._conn.execute(
        f"SELECT {HIT_COLUMNS} FROM chunks c JOIN files f ON f.id = c.file_id"
        f" WHERE c.file_id IN ({marks}) AND c.ord = 0",
        file_ids,
    )
    by_file = {int(r[1]): ChunkHit(*r) for r in first}
    return [(fid, by_file.get(fid)) for fid in file_ids]


def name_term_matches(db: Database, exprs: Sequence[str], file_ids: Sequence[int]) -> list[set[int]]:
    """For each FTS5 expression (one query term), which of ``file_ids`` hold it in their name."""
    wanted = {int(i) for i in file_ids}
    marks = ",".join("?" * len(wanted))
    return [
        {
            int(r[0])
            for r in fts_rows(
                db,
                f"SELECT rowid FROM files_fts WHERE files_fts MATCH ? AND rowid IN ({marks})",
                (expr, *wanted),
                "file name look-up",
            )
        }
        for expr in exprs
    ]


class NamesRoute:
    """Files whose name matches a word of the query (best BM25 first), and among them those whose
    name holds every word typed (the last one may be its start: still typing)."""

    name = "names"

    def retrieve(self, ask: Ask, found: Mapping[str, Candidates]) -> Candidates | None:
        terms = ask.terms
        if ask.fusion not in ("rrf", "blend") or not terms:  # file names as a signal too
            return None
        out = Candidates(self.name)
        hits = [(f, c) for f, c in name_search(ask.db, terms, limit=50) if c is not None and ask.allowed(c)]
        for rank, (file_id, chunk) in enumerate(hits):
            out.ranks[file_id] = rank
            out.chunks[file_id] = chunk
        if fusion.NAME_ALL_WEIGHT and len(terms) > 1 and hits:
            held = name_term_matches(ask.db, terms.fts_names_per_term(), [f for f, _c in hits])
            whole = [f for f, _c in hits if all(f in h for h in held)]
            out.whole = {file_id: rank for rank, file_id in enumerate(whole)}
        return out
