"""What every retrieval route speaks: the query as asked in, its scored candidates out.

A route (:class:`Route`) reads one :class:`Ask` (the query parsed, its words mended, its
vectors embedded, the filters it must respect and where to look) and the candidates of the
routes before it, and returns its own :class:`..candidates.Candidates`: passages (or, for file names, files)
best first, each with its rank on the route. :func:`..fusion.fuse` turns them into one order.
"""

from __future__ import annotations

import logging
import sqlite3
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from typing import Any, Protocol

import numpy as np

from ...store.db import Database
from ...store.hits import ChunkHit
from ...store.vectors import VectorIndex
from ...text.lexical import Query
from ..candidates import Candidates
from ..centering import LanguageCentering

log = logging.getLogger(__name__)


class ChunkRows:
    """Passage rows read once per query: a passage met by several routes is read once."""

    def __init__(self, db: Database) -> None:
        self.db = db
        self.rows: dict[int, ChunkHit] = {}

    def read(self, ids: Iterable[int]) -> dict[int, ChunkHit]:
        """The rows of ``ids`` (those that exist), reading only those not read yet."""
        ids = list(ids)
        self.rows.update(self.db.chunks_by_id([cid for cid in ids if cid not in self.rows]))
        return {cid: self.rows[cid] for cid in ids if cid in self.rows}


@dataclass
class Ask:
    """One query as the routes read it, made once per query by the searcher."""

    #: the words searched for (operators taken out, typos mended) and their terms
    text: str
    terms: Query
    #: the query's language when it is long enough to tell
    query_lang: str | None
    #: the query's vectors, one per way of reading it (OR)
    qvecs: list[np.ndarray]
    #: candidates wanted from each route
    k: int
    #: filters or the query's constraints leave passages out: routes read more to find ``k``
    narrowed: bool
    #: whether a passage passes the filters and the query's constraints
    allowed: Callable[[ChunkHit | None], bool]
    #: passages holding a required quoted phrase, best first (the head of the keyword route)
    phrase_chunks: list[int]
    #: the searcher's fusion ("rrf", "blend", "vector" or "keyword"): which routes it reads
    fusion: str
    db: Database
    vectors: VectorIndex
    centering: LanguageCentering | None
    rows: ChunkRows


class Route(Protocol):
    """One way of finding candidates. ``retrieve`` returns None when it does not apply."""

    name: str

    def retrieve(self, ask: Ask, found: Mapping[str, Candidates]) -> Candidates | None: ...


def fts_rows(db: Database, sql: str, params: tuple[object, ...], what: str) -> list[tuple[Any, ...]]:
    """Rows of a full-text query; none (logged) when FTS5 cannot parse the expression."""
    try:
        return db._conn.execute(sql, params).fetchall()
    except sqlite3.OperationalError as exc:
        log.warning("%s failed for %r: %s", what, params[0], exc)
        return []
