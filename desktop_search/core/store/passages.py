"""Passages (table ``chunks``) and their keyword terms (``chunks_fts``, ``files_fts``).

A passage is stored with its vector, or with an empty blob while it waits for meaning (its
file's ``meaning_rank`` orders that queue), or for good when it is found by its words only.
Its language and terms are analysed by the app (:mod:`..text.lexical`) and written in the
transaction that stores it; a file's name is indexed the same way.
"""

from __future__ import annotations

import json
import sqlite3
import time
from collections.abc import Iterable, Iterator
from dataclasses import dataclass

import numpy as np

from ..text.lexical import PassageTerms, analyse_passage, name_terms, stem_languages
from .base import DatabaseBase

#: SQL condition of a passage that has its vector (a pending one holds an empty blob).
HAS_VECTOR = "length(vector) > 0"
#: SQL condition of a passage that waits for its vector (matches the partial index).
PENDING = "length(vector) = 0 AND words_only = 0"
#: :data:`PENDING` of chunks named ``c``.
PENDING_C = "length(c.vector) = 0 AND c.words_only = 0"
#: Meaning ranks at or above this are changes the watcher saw while the app ran: they go first.
URGENT_RANK = 1 << 62


def meaning_rank(mtime_ns: int, *, urgent: bool) -> int:
    """Where a file's passages wait for meaning: newest modified first; changes seen live first of all."""
    return URGENT_RANK + time.time_ns() if urgent else min(mtime_ns, URGENT_RANK - 1)


@dataclass(frozen=True)
class ChunkIn:
    """A chunk ready to store: its place in the file, its text and its vector."""

    ord: int
    char_start: int
    char_end: int
    text: str
    vector: np.ndarray | None  #: None: stored without one, waiting for meaning
    page: int | None = None
    ocr: bool = False  #: recognised from pixels
    #: its language and keyword terms, when analysed ahead (else they are, as it is stored)
    analysed: PassageTerms | None = None
    #: found by its words only: stored without a vector that it never waits for
    words_only: bool = False
    #: a passage of a recording: where it is said (seconds), and where each of its segments
    #: starts, as (character offset in ``text``, seconds) pairs
    start_s: float | None = None
    end_s: float | None = None
    times: tuple[tuple[int, float], ...] = ()


@dataclass(frozen=True)
class PendingPassage:
    """A passage waiting for its vector, with what the model's document prefix needs."""

    chunk_id: int
    file_id: int
    text: str
    title: str


def _basename(path: str) -> str:
    """What :data:`.schema._BASENAME` computes in SQL: the last component of a '/' or '\\' separated path."""
    return path.replace("\\", "/").rsplit("/", 1)[-1]


def index_passage(conn: sqlite3.Connection, chunk_id: int, analysed: PassageTerms) -> None:
    conn.execute(
        "INSERT INTO chunks_fts(rowid, words, bigrams) VALUES (?, ?, ?)",
        (chunk_id, analysed.words, analysed.bigrams),
    )


def index_name(conn: sqlite3.Connection, file_id: int, path: str, name: str | None = None) -> None:
    """(Re)write a file's name in the keyword index of names (a message's is its subject)."""
    conn.execute("DELETE FROM files_fts WHERE rowid=?", (file_id,))
    conn.execute(
        "INSERT INTO files_fts(rowid, words, bigrams) VALUES (?, ?, ?)",
        (file_id, *name_terms(_basename(path) if name is None else name)),
    )


def insert_chunks(
    conn: sqlite3.Connection, file_id: int, chunks: Iterable[ChunkIn]
) -> tuple[list[int], bool]:
    """Store ``chunks`` of a file; returns their ids and whether any waits for meaning."""
    added = []
    waiting = False
    for chunk in chunks:
        if chunk.vector is None:
            blob, waiting = b"", waiting or not chunk.words_only
        else:
            blob = np.ascontiguousarray(chunk.vector, dtype=np.float32).tobytes()
        analysed = chunk.analysed or analyse_passage(chunk.text)
        cur = conn.execute(
            "INSERT INTO chunks(file_id, ord, char_start, char_end, page, text, vector, lang, ocr,"
            " words_only, start_s, end_s, times) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (
                file_id,
                chunk.ord,
                chunk.char_start,
                chunk.char_end,
                chunk.page,
                chunk.text,
                blob,
                analysed.lang,
                int(chunk.ocr),
                int(chunk.words_only and chunk.vector is None),
                chunk.start_s,
                chunk.end_s,
                json.dumps(chunk.times) if chunk.times else None,
            ),
        )
        chunk_id = int(cur.lastrowid or 0)
        index_passage(conn, chunk_id, analysed)
        added.append(chunk_id)
    return added, waiting


class PassagesMixin(DatabaseBase):
    """Passages: the queue of those waiting for meaning, their vectors and their languages."""

    # -- meaning (passages waiting for their vectors) --------------------------

    def pending_passages(self, limit: int) -> list[PendingPassage]:
        """Up to ``limit`` passages waiting for vectors, first those of the highest-ranked files
        (newest modified first, changes seen live before all), in file order."""
        out: list[PendingPassage] = []
        cur = self._conn.execute(
            "SELECT id, coalesce(title, '') FROM files WHERE meaning_rank IS NOT NULL"
            " ORDER BY meaning_rank DESC, id"
        )
        done: list[int] = []  # queued, but nothing left to embed (cannot happen through this class)
        while len(out) < limit and (files := cur.fetchmany(64)):
            for file_id, title in files:
                rows = self._conn.execute(
                    f"SELECT id, text FROM chunks WHERE file_id=? AND {PENDING} ORDER BY ord LIMIT ?",
                    (file_id, limit - len(out)),
                ).fetchall()
                if not rows:
                    done.append(file_id)
                out += [PendingPassage(int(r[0]), int(file_id), r[1], title) for r in rows]
                if len(out) >= limit:
                    break
        cur.close()
        if done:
            with self.transaction() as conn:
                conn.executemany("UPDATE files SET meaning_rank=NULL WHERE id=?", [(f,) for f in done])
        return out

    def store_vectors(self, ids: Iterable[int], vectors: np.ndarray) -> list[int]:
        """Give waiting passages their vectors (row ``i`` for the ``i``-th id), in one transaction.

        Passages that no longer wait (gone, or replaced since they were read) are left alone.
        Returns the ids that were stored, in order; files with nothing left to wait for leave the queue.
        """
        ids = [int(i) for i in ids]
        stored: list[int] = []
        with self.transaction() as conn:
            for row, chunk_id in enumerate(ids):
                blob = np.ascontiguousarray(vectors[row], dtype=np.float32).tobytes()
                cur = conn.execute(f"UPDATE chunks SET vector=? WHERE id=? AND {PENDING}", (blob, chunk_id))
                if cur.rowcount:
                    stored.append(chunk_id)
            if stored:
                marks = ",".join("?" * len(stored))
                conn.execute(
                    "UPDATE files SET meaning_rank=NULL WHERE meaning_rank IS NOT NULL AND id IN"
                    f" (SELECT DISTINCT file_id FROM chunks WHERE id IN ({marks}))"
                    f" AND NOT EXISTS (SELECT 1 FROM chunks c WHERE c.file_id = files.id AND {PENDING})",
                    stored,
                )
                self._bump_generation(conn)
        return stored

    def pending_count(self) -> int:
        """Passages waiting for their vectors (a count over a partial index: cheap)."""
        return int(
            self._conn.execute(
                f"SELECT COUNT(*) FROM chunks INDEXED BY chunks_pending WHERE {PENDING}"
            ).fetchone()[0]
        )

    def file_passages(self, file_id: int, *, from_ord: int = 0) -> tuple[int, int]:
        """(passages that have or wait for meaning, passages waiting for it) of one file, those
        from ``from_ord`` on (look-ups on its indexes; passages found by their words only are in
        neither)."""
        one = self._conn.execute
        total = one(
            "SELECT COUNT(*) FROM chunks WHERE file_id=? AND ord>=? AND words_only = 0", (file_id, from_ord)
        ).fetchone()[0]
        waiting = one(
            f"SELECT COUNT(*) FROM chunks WHERE file_id=? AND ord>=? AND {PENDING}", (file_id, from_ord)
        ).fetchone()[0]
        return int(total), int(waiting)

    def waiting_files(self) -> int:
        """Files with at least one passage waiting for its vector."""
        return int(
            self._conn.execute("SELECT COUNT(*) FROM files WHERE meaning_rank IS NOT NULL").fetchone()[0]
        )

    def meaning_pending(self, file_ids: Iterable[int]) -> set[int]:
        """Which of ``file_ids`` still have passages waiting for meaning."""
        ids = list(file_ids)
        if not ids:
            return set()
        marks = ",".join("?" * len(ids))
        rows = self._conn.execute(
            f"SELECT id FROM files WHERE meaning_rank IS NOT NULL AND id IN ({marks})", ids
        )
        return {int(r[0]) for r in rows}

    def words_only(self, file_ids: Iterable[int]) -> set[int]:
        """Which of ``file_ids`` are found by their words only (machine-written text)."""
        ids = list(file_ids)
        if not ids:
            return set()
        marks = ",".join("?" * len(ids))
        rows = self._conn.execute(
            f"SELECT DISTINCT file_id FROM chunks INDEXED BY chunks_words_only WHERE words_only = 1"
            f" AND file_id IN ({marks})",
            ids,
        )
        return {int(r[0]) for r in rows}

    def reread_words_only(self) -> int:
        """Have every file found by its words only read again at the next scan (its meaning was
        asked for: ``meaning_for_machine_text``). Returns how many files."""
        with self.transaction() as conn:
            return conn.execute(
                "UPDATE files SET content_hash = NULL, mtime_ns = -1 WHERE id IN"
                " (SELECT DISTINCT file_id FROM chunks INDEXED BY chunks_words_only WHERE words_only = 1)"
            ).rowcount

    def words_only_files(self) -> int:
        """Files found by their words only (machine-written text)."""
        return int(
            self._conn.execute(
                "SELECT COUNT(DISTINCT file_id) FROM chunks INDEXED BY chunks_words_only WHERE words_only = 1"
            ).fetchone()[0]
        )

    # -- vectors and languages ------------------------------------------------

    def file_vectors(self, path: str, dim: int) -> np.ndarray:
        """The stored passage vectors of the file at ``path`` (none when it is not indexed; only
        those that have their vectors while it waits for meaning)."""
        rows = self._conn.execute(
            "SELECT c.vector FROM chunks c JOIN files f ON f.id = c.file_id"
            " WHERE f.path = ? AND length(c.vector) > 0 ORDER BY c.ord",
            (path,),
        ).fetchall()
        blob = b"".join(r[0] for r in rows)
        return np.frombuffer(blob, dtype=np.float32).reshape(len(rows), dim)

    def iter_vectors(self, dim: int, batch: int = 4096) -> Iterator[tuple[np.ndarray, np.ndarray]]:
        """All ``(ids, vectors)`` in batches, for rebuilding the vector index."""
        cur = self._conn.execute(f"SELECT id, vector FROM chunks WHERE {HAS_VECTOR} ORDER BY id")
        while rows := cur.fetchmany(batch):
            ids = np.fromiter((r[0] for r in rows), dtype=np.int64, count=len(rows))
            vecs = np.frombuffer(b"".join(r[1] for r in rows), dtype=np.float32).reshape(len(rows), dim)
            yield ids, vecs

    def language_mix(self) -> dict[str, int]:
        """Passages per language (py3langid's code, ISO 639-1 where there is one), largest first.

        Passages too short or too mixed to tell are left out. Kept up to date by triggers
        as passages come and go (table ``languages``, which also counts their characters),
        so reading it costs one query of a few rows.
        """
        rows = self._conn.execute(
            "SELECT lang, chunks FROM languages WHERE chunks > 0 AND lang != '' ORDER BY chunks DESC, lang"
        )
        return {r[0]: int(r[1]) for r in rows}

    def language_counts(self) -> dict[str, int]:
        """Passages per language, "" for those whose language is unknown (one query of a few rows)."""
        rows = self._conn.execute("SELECT lang, chunks FROM languages WHERE chunks > 0")
        return {r[0]: int(r[1]) for r in rows}

    def sample_vectors_by_language(self, dim: int, *, limit: int) -> dict[str, np.ndarray]:
        """Passage vectors per language ("" = unknown): all of them when the index holds at most
        ``limit`` passages, else about ``limit`` drawn at random (by id, without a full scan)."""
        one = self._conn.execute
        low, high, total = one("SELECT min(id), max(id), COUNT(*) FROM chunks").fetchone()
        if not total:
            return {}
        if total <= limit:
            rows = one(f"SELECT coalesce(lang, ''), vector FROM chunks WHERE {HAS_VECTOR}").fetchall()
        else:
            rng = np.random.default_rng(total)
            ids = sorted({int(i) for i in rng.integers(low, high + 1, size=limit)})
            rows = []
            for start in range(0, len(ids), 500):
                part = ids[start : start + 500]
                marks = ",".join("?" * len(part))
                sql = f"SELECT coalesce(lang, ''), vector FROM chunks WHERE id IN ({marks}) AND {HAS_VECTOR}"
                rows += one(sql, part).fetchall()
        grouped: dict[str, list[bytes]] = {}
        for lang, blob in rows:
            grouped.setdefault(lang, []).append(blob)
        return {
            lang: np.frombuffer(b"".join(blobs), dtype=np.float32).reshape(len(blobs), dim)
            for lang, blobs in grouped.items()
        }

    def stem_languages(self) -> list[str]:
        """The languages of the index that have a stemmer (see :func:`..lexical.stemming_language`)."""
        return stem_languages(self.language_mix())

    def chunk_ids(self) -> set[int]:
        return {r[0] for r in self._conn.execute("SELECT id FROM chunks")}

    def vector_ids(self) -> set[int]:
        """Ids of the passages that have their vectors (what the vector index must hold)."""
        return {r[0] for r in self._conn.execute(f"SELECT id FROM chunks WHERE {HAS_VECTOR}")}
