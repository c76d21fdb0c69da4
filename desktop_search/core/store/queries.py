"""The search queries: passages and file names found by their terms (``chunks_fts``, ``files_fts``).

Moved verbatim from :mod:`.db`: the methods from ``chunks_by_id`` to ``name_search``.
"""

from __future__ import annotations

import logging
import sqlite3
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from ..text.lexical import Query
from .base import DatabaseBase

log = logging.getLogger(__name__)

#: A query term held by more passages than this is matched against the candidates one by one.
DOCLIST_LIMIT = 20_000


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


_HIT = (
    "c.id, c.file_id, f.path, c.text, c.char_start, c.char_end, c.page, f.mtime_ns, c.lang, c.ocr,"
    " length(c.vector) > 0"
)


class QueryMixin(DatabaseBase):
    """The reads of a search: keyword, name, proximity and term look-ups, and passages by id."""

    def chunks_by_id(self, ids: Iterable[int]) -> dict[int, ChunkHit]:
        ids = list(ids)
        if not ids:
            return {}
        marks = ",".join("?" * len(ids))
        rows = self._conn.execute(
            f"SELECT {_HIT} FROM chunks c JOIN files f ON f.id = c.file_id WHERE c.id IN ({marks})", ids
        )
        return {int(r[0]): ChunkHit(*r) for r in rows}

    def keyword_search(self, query: Query, *, limit: int) -> list[tuple[int, float]]:
        """(chunk id, BM25) of the passages that best match any of the query's terms; lower is better.

        A word matches the passages whose words column holds its folded form or one of its
        stems; a run of CJK or Thai characters, its units or the phrase of its bigrams.
        Measured on SciFact (keyword route alone, 5,183 documents): nDCG@10 0.693, against
        0.689 for SQLite's porter tokenizer it replaces.
        """
        if not query:
            return []
        try:
            rows = self._conn.execute(
                "SELECT rowid, bm25(chunks_fts) AS s FROM chunks_fts WHERE chunks_fts MATCH ?"
                " ORDER BY s LIMIT ?",
                (query.fts(), limit),
            ).fetchall()
        except sqlite3.OperationalError as exc:  # e.g. a term FTS5 cannot parse
            log.warning("keyword search failed for %r: %s", query.fts(), exc)
            return []
        return [(int(r[0]), float(r[1])) for r in rows]

    def name_term_matches(self, exprs: Sequence[str], file_ids: Sequence[int]) -> list[set[int]]:
        """For each FTS5 expression (one query term), which of ``file_ids`` hold it in their name."""
        wanted = {int(i) for i in file_ids}
        marks = ",".join("?" * len(wanted))
        return [
            {
                int(r[0])
                for r in self._fts(
                    f"SELECT rowid FROM files_fts WHERE files_fts MATCH ? AND rowid IN ({marks})",
                    (expr, *wanted),
                    "file name look-up",
                )
            }
            for expr in exprs
        ]

    def starts_a_word(self, prefix: str) -> bool:
        """Whether some file name or passage holds a word that begins with ``prefix`` (folded)."""
        expr = 'words : "' + prefix.replace('"', '""') + '"*'
        return any(
            self._fts(f"SELECT 1 FROM {table} WHERE {table} MATCH ? LIMIT 1", (expr,), "prefix look-up")
            for table in ("files_fts", "chunks_fts")
        )

    def vocabulary(self) -> dict[str, int]:
        """Every term of the passages' words column with the number of passages holding it."""
        self._conn.execute(
            "CREATE VIRTUAL TABLE IF NOT EXISTS temp.chunks_vocab_col"
            " USING fts5vocab(main, chunks_fts, 'col')"
        )
        rows = self._conn.execute("SELECT term, doc FROM temp.chunks_vocab_col WHERE col = 'words'")
        return {str(term): int(doc) for term, doc in rows}

    def passages_near(self, expr: str, *, limit: int) -> list[int]:
        """Ids of the passages matching a NEAR expression (:meth:`..lexical.Query.fts_near`), best first."""
        rows = self._fts(
            "SELECT rowid FROM chunks_fts WHERE chunks_fts MATCH ? ORDER BY bm25(chunks_fts) LIMIT ?",
            (expr, limit),
            "proximity search",
        )
        return [int(r[0]) for r in rows]

    def document_frequencies(self, forms: Sequence[Sequence[str]]) -> tuple[list[int], int]:
        """For each query term (its indexed forms), in how many passages its most frequent form
        occurs (FTS5's own vocabulary: no passage is read), and how many passages there are."""
        conn = self._conn
        if not self._vocab:
            conn.execute(
                "CREATE VIRTUAL TABLE IF NOT EXISTS temp.chunks_vocab"
                " USING fts5vocab(main, chunks_fts, 'row')"
            )
            self._vocab = True
        out = []
        for term_forms in forms:
            best = 0
            for form in term_forms:
                row = conn.execute("SELECT doc FROM temp.chunks_vocab WHERE term = ?", (form,)).fetchone()
                best = max(best, int(row[0]) if row else 0)
            out.append(best)
        generation = self.generation
        if self._passages[0] != generation:
            self._passages = (generation, int(conn.execute("SELECT COUNT(*) FROM chunks").fetchone()[0]))
        return out, self._passages[1]

    def term_matches(self, exprs: Sequence[str], ids: Sequence[int], df: Sequence[int]) -> list[set[int]]:
        """For each FTS5 expression (one query term, held by about ``df`` passages), which of the
        passages ``ids`` it matches. A term's whole list of passages is read and intersected
        (a few milliseconds); past :data:`DOCLIST_LIMIT` passages, the candidates are looked up
        one by one instead (FTS5 answers ``rowid IN`` a row at a time: bounded, but slower)."""
        wanted = {int(i) for i in ids}
        if not wanted:
            return [set() for _ in exprs]
        marks = ",".join("?" * len(wanted))
        out = []
        for expr, count in zip(exprs, df, strict=True):
            if count <= DOCLIST_LIMIT:
                rows = self._fts(
                    "SELECT rowid FROM chunks_fts WHERE chunks_fts MATCH ?", (expr,), "term look-up"
                )
            else:
                rows = self._fts(
                    f"SELECT rowid FROM chunks_fts WHERE chunks_fts MATCH ? AND rowid IN ({marks})",
                    (expr, *wanted),
                    "term look-up",
                )
            out.append({int(r[0]) for r in rows} & wanted)
        return out

    def keyword_search_in_files(self, query: Query, file_ids: Sequence[int]) -> list[tuple[int, float]]:
        """(chunk id, BM25) of the passages of ``file_ids`` that match any of the query's terms,
        best first (as :meth:`keyword_search`, for a few files)."""
        wanted = sorted({int(i) for i in file_ids})
        if not query or not wanted:
            return []
        marks = ",".join("?" * len(wanted))
        rows = self._fts(
            "SELECT rowid, bm25(chunks_fts) AS s FROM chunks_fts WHERE chunks_fts MATCH ?"
            f" AND rowid IN (SELECT id FROM chunks WHERE file_id IN ({marks})) ORDER BY s",
            (query.fts(), *wanted),
            "keyword search in files",
        )
        return [(int(r[0]), float(r[1])) for r in rows]

    def files_holding_all(self, exprs: Sequence[str], df: Sequence[int], limit: float) -> set[int] | None:
        """The files holding every FTS5 expression (one query term each, held by about ``df``
        passages), each in any of their passages; None when they are more than ``limit`` or a
        term is too common to look up whole (:data:`DOCLIST_LIMIT`). The rarest term first:
        the files it leaves are all the others are looked up in."""
        if not exprs or max(df) > DOCLIST_LIMIT:
            return None
        files: set[int] | None = None
        for expr, _count in sorted(zip(exprs, df, strict=True), key=lambda e: e[1]):
            rows = self._fts(
                "SELECT DISTINCT c.file_id FROM chunks_fts JOIN chunks c ON c.id = chunks_fts.rowid"
                " WHERE chunks_fts MATCH ?",
                (expr,),
                "term look-up",
            )
            held = {int(r[0]) for r in rows}
            files = held if files is None else files & held
            if not files:
                break
        assert files is not None
        return files if len(files) <= limit else None

    def _fts(self, sql: str, params: tuple[object, ...], what: str) -> list[tuple[Any, ...]]:
        """Rows of a full-text query; none (logged) when FTS5 cannot parse the expression."""
        try:
            return self._conn.execute(sql, params).fetchall()
        except sqlite3.OperationalError as exc:
            log.warning("%s failed for %r: %s", what, params[0], exc)
            return []

    def passages_matching(self, expr: str, *, limit: int | None) -> list[tuple[int, int, str]]:
        """(chunk id, file id, text) of the passages matching an FTS5 expression, best BM25 first
        (all of them when ``limit`` is None)."""
        rows = self._fts(
            "SELECT c.id, c.file_id, c.text FROM chunks_fts JOIN chunks c ON c.id = chunks_fts.rowid"
            " WHERE chunks_fts MATCH ? ORDER BY bm25(chunks_fts) LIMIT ?",
            (expr, -1 if limit is None else limit),
            "phrase search",
        )
        return [(int(r[0]), int(r[1]), r[2]) for r in rows]

    def names_matching(self, expr: str) -> list[tuple[int, str]]:
        """(file id, path) of the files whose name matches an FTS5 expression."""
        rows = self._fts(
            "SELECT f.id, f.path FROM files_fts JOIN files f ON f.id = files_fts.rowid"
            " WHERE files_fts MATCH ?",
            (expr,),
            "file name search",
        )
        return [(int(r[0]), r[1]) for r in rows]

    def files_matching(self, expr: str) -> set[int]:
        """Ids of the files with a passage or a name matching an FTS5 expression (one pass of
        the full-text index each: no passage text is read)."""
        rows = self._fts(
            "SELECT DISTINCT c.file_id FROM chunks_fts JOIN chunks c ON c.id = chunks_fts.rowid"
            " WHERE chunks_fts MATCH ?",
            (expr,),
            "exclusion search",
        )
        return {int(r[0]) for r in rows} | {file_id for file_id, _path in self.names_matching(expr)}

    def first_passages(self, keep: Callable[[ChunkHit], bool], limit: int) -> list[ChunkHit]:
        """The first passage of up to ``limit`` files that ``keep`` lets through, most recently
        changed files first (read in batches: a few files kept early cost a few rows)."""
        out: list[ChunkHit] = []
        cur = self._conn.execute(
            f"SELECT {_HIT} FROM files f JOIN chunks c ON c.file_id = f.id AND c.ord = 0"
            " ORDER BY f.mtime_ns DESC, f.id"
        )
        while len(out) < limit and (rows := cur.fetchmany(256)):
            out.extend(hit for hit in (ChunkHit(*r) for r in rows) if keep(hit))
        cur.close()
        return out[:limit]

    def name_search(self, query: Query, *, limit: int) -> list[tuple[int, ChunkHit | None]]:
        """Files whose name matches a query term (stems aside), best first, with their first passage."""
        if not query:
            return []
        try:
            rows = self._conn.execute(
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
        first = self._conn.execute(
            f"SELECT {_HIT} FROM chunks c JOIN files f ON f.id = c.file_id"
            f" WHERE c.file_id IN ({marks}) AND c.ord = 0",
            file_ids,
        )
        by_file = {int(r[1]): ChunkHit(*r) for r in first}
        return [(fid, by_file.get(fid)) for fid in file_ids]
