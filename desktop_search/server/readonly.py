"""A read-only view of one data directory's index, kept up to date with the app that writes it.

Why not :class:`~desktop_search.core.engine.Engine`: opening an engine may write (it finishes an
interrupted model switch, migrates the database, clears an index another model built, rebuilds
and saves a stale vector file) and closing it saves the vector file. A server runs next to the
app, which owns the index, so it only reads:

* the database is opened with SQLite's ``mode=ro``: any write would fail. In WAL mode a reader
  never blocks the writer, and the view holds no transaction between requests (nor a
  half-read cursor), so the app's commits and checkpoints go through while the server runs;
* the vectors come from the vector file the app saves, read once, then kept in step with the
  database in memory (never saved: the file is the app's);
* the embedding model, its prefixes and the reranker are the ones the settings name, as the
  engine chooses them; the model's fingerprint must be the one the index records, so the
  query vectors are always comparable with the stored ones;
* searching goes through the app's own :class:`~desktop_search.core.searching.searcher.Searcher`: the same
  ranking, snippets and query language.

Keeping up (:meth:`ReadOnlyIndex.stale` and :meth:`ReadOnlyIndex.catch_up`, before every
request): the app commits every change to SQLite first and bumps the database's generation.
Another generation means chunks came or went: chunk ids are never reused (AUTOINCREMENT) and a
chunk never changes, so the vectors are brought up to date by the difference of two id sets,
with only the new vectors read. That costs one query while nothing changed, and about the
changed files while the app indexes. Keyword search reads SQLite and is always current. Another
database file (a model switch swapped the index folder) or changed settings open the view again.

Use from one thread only: the SQLite connection and the searcher belong to it.
"""

from __future__ import annotations

import logging
import os
import sqlite3
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np

from ..core.common.config import Paths
from ..core.common.settings import Settings
from ..core.elsewhere.searching import SharedSearch
from ..core.models.choice import open_embedder
from ..core.models.embedder import Embedder, EmbedderSettings
from ..core.models.profiles import profile_of
from ..core.searching.searcher import FirstStage, RerankerLike, Searcher, SearchResponse
from ..core.store.db import Database
from ..core.store.hits import ChunkHit
from ..core.store.index import model_fingerprint
from ..core.store.schema import MIGRATIONS
from ..core.store.vectors import VectorIndex

log = logging.getLogger(__name__)


class IndexUnavailable(RuntimeError):
    """The index cannot be read now (none yet, another version, another model): a message to show."""


class ReadOnlyDatabase(Database):
    """The index database through a read-only connection, with the reads the servers add."""

    def __init__(self, path: Path) -> None:  # no super().__init__: it creates, migrates and chmods
        self.path = path
        if not path.is_file():
            raise IndexUnavailable(f"no index yet in {path.parent.parent}: index some folders first")
        try:
            self._conn = sqlite3.connect(
                f"{path.as_uri()}?mode=ro", uri=True, isolation_level=None, timeout=10.0
            )
            version = int(self._conn.execute("PRAGMA user_version").fetchone()[0])
        except sqlite3.DatabaseError as exc:
            raise IndexUnavailable(f"cannot read the index database {path}: {exc}") from exc
        if version != len(MIGRATIONS):
            self._conn.close()
            raise IndexUnavailable(
                f"the index is in another format (schema {version}, this version reads {len(MIGRATIONS)}): "
                "open the app or run 'desktop-search status' once to bring it up to date"
            )

    @contextmanager
    def snapshot(self) -> Iterator[None]:
        """One read transaction: the reads inside it see one committed state of the index."""
        self._conn.execute("BEGIN")
        try:
            yield
        finally:
            self._conn.execute("COMMIT")

    def vectors_of(self, ids: Iterable[int], dim: int) -> tuple[np.ndarray, np.ndarray]:
        """``(ids, vectors)`` of the given chunks that still exist."""
        wanted = list(ids)
        rows: list[Any] = []
        for start in range(0, len(wanted), 500):
            part = wanted[start : start + 500]
            marks = ",".join("?" * len(part))
            rows += self._conn.execute(
                f"SELECT id, vector FROM chunks WHERE id IN ({marks}) AND length(vector) > 0", part
            ).fetchall()
        found = np.fromiter((r[0] for r in rows), dtype=np.int64, count=len(rows))
        vectors = np.frombuffer(b"".join(r[1] for r in rows), dtype=np.float32).reshape(len(rows), dim)
        return found, vectors

    def neighbours(self, chunk_id: int, context: int) -> list[ChunkHit]:
        """The chunk and up to ``context`` chunks before and after it in its file, in order."""
        row = self._conn.execute("SELECT file_id, ord FROM chunks WHERE id=?", (chunk_id,)).fetchone()
        if row is None:
            return []
        file_id, ord_ = int(row[0]), int(row[1])
        ids = [
            int(r[0])
            for r in self._conn.execute(
                "SELECT id FROM chunks WHERE file_id=? AND ord BETWEEN ? AND ? ORDER BY ord",
                (file_id, ord_ - context, ord_ + context),
            ).fetchall()
        ]
        hits = self.chunks_by_id(ids)
        return [hits[i] for i in ids if i in hits]


@dataclass(frozen=True)
class _Source:
    """What the view was opened from: another database file or settings mean opening it again."""

    db: tuple[int, int] | None
    settings: int | None

    @classmethod
    def of(cls, paths: Paths) -> _Source:
        return cls(db=_identity(paths.db_path), settings=_mtime(paths.settings_path))


class ReadOnlyIndex:
    """The app's index, read-only, with the searcher and settings the app would use on it."""

    def __init__(self, paths: Paths) -> None:
        self.paths = paths
        self.source = _Source.of(paths)
        self.settings = Settings.load(paths.settings_path)
        self.db = ReadOnlyDatabase(paths.db_path)
        self.embedder: Embedder | None = None
        self.reranker: RerankerLike | None = None
        self.shared: SharedSearch | None = None
        try:
            self.embedder = _embedder(paths, self.settings)
            recorded = self.db.get_meta("model_fingerprint")
            if recorded is not None and recorded != model_fingerprint(self.embedder):
                raise IndexUnavailable(
                    f"the index was made with another model ({self.db.get_meta('model_name')}) than the "
                    f"settings name ({self.embedder.info.name}); the app rebuilds it when it next starts"
                )
            self.vectors = _load_vectors(paths.vectors_path, self.embedder.dim)
            self.reranker = _reranker(self.settings)
            self.searcher = Searcher(
                db=self.db,
                vectors=self.vectors,
                embedder=self.embedder,
                reranker=self.reranker,
                fusion=self.settings.fusion,
            )
            # The shared indexes' copies the app keeps current (the app pulls; a server only reads).
            self.shared = SharedSearch.for_settings(
                self.settings,
                paths.data_dir,
                embedder=self.embedder,
                fingerprint=model_fingerprint(self.embedder),
                reranker=self.reranker,
                open_database=ReadOnlyDatabase,
            )
            self.catch_up()
        except BaseException:
            self.close()
            raise

    def stale(self) -> bool:
        """True when the index folder or the settings changed since the view was opened."""
        return _Source.of(self.paths) != self.source

    def catch_up(self) -> None:
        """Bring the vectors in step with the database, if it changed (one query if it did not)."""
        generation = self.db.generation
        if generation == self.vectors.generation:
            return
        dim = self.vectors.dim
        with self.db.snapshot():
            generation = self.db.generation
            stored = self.db.vector_ids()  # passages waiting for meaning have no vector yet
            held = {int(i) for i in self.vectors.ids()}
            gone, new = held - stored, stored - held
            ids, vectors = self.db.vectors_of(sorted(new), dim)
        self.vectors.remove(gone)
        self.vectors.add(ids, vectors)
        self.vectors.fit()  # exact or approximate, as the size calls for (in memory only)
        self.vectors.generation = generation
        log.info("index generation %d: %d passages added, %d removed", generation, len(ids), len(gone))

    def query(self, query: str, *, top: int) -> SearchResponse:
        """Search as the app does: first stage, then reranking when the settings ask for it; the
        shared indexes' copies next to the app's own index, as in the window."""
        s = self.settings
        assert self.shared is not None
        first = self.first_stage(query, top=top)
        if not s.rerank:
            return first.unreranked("reranking is off")
        return self.shared.rerank(
            self.searcher, first, budget_s=s.rerank_budget_s, candidates=s.rerank_candidates
        )

    def first_stage(self, query: str, *, top: int) -> FirstStage:
        """The first stage of :meth:`query` (the desktop's search box asks for it alone)."""
        assert self.shared is not None
        return self.shared.first_stage(
            self.searcher,
            query,
            top=top,
            filters=None,
            candidates=self.settings.rerank_candidates,
            keep_weak=False,
        )

    def database(self, shared: str = "") -> ReadOnlyDatabase:
        """The database holding the passages of results marked ``shared`` ("": the app's own)."""
        if not shared:
            return self.db
        found = self.shared.database(shared) if self.shared is not None else None
        if not isinstance(found, ReadOnlyDatabase):
            raise KeyError(shared)
        return found

    def close(self) -> None:
        """Free the models and the connection (nothing is saved: there is nothing to save)."""
        if self.shared is not None:
            self.shared.close()
        close = getattr(self.reranker, "close", None)
        if close is not None:
            close()
        if self.embedder is not None:
            self.embedder.close()
        self.db.close()


def _embedder(paths: Paths, settings: Settings) -> Embedder:
    """The embedding model as the engine makes it: the settings' model, dimension and prefixes, and
    the default model (a warning in the log) where the engine falls back to it."""

    def make(model_path: Path) -> Embedder:
        profile = profile_of(
            model_path, query_prefix=settings.query_prefix, document_prefix=settings.document_prefix
        )
        return Embedder(model_path, settings=EmbedderSettings(dim=settings.embedding_dim), profile=profile)

    return open_embedder(settings.embedder_model, paths.models_dir, make=make).embedder


def _reranker(settings: Settings) -> RerankerLike | None:
    """The configured cross-encoder, or None (search still works, unreranked), as the engine does."""
    if not settings.reranker_model:
        return None
    from ..core.models.reranker import configured_reranker

    return configured_reranker(settings.reranker_model)[0]


def _load_vectors(path: Path, dim: int) -> VectorIndex:
    """The app's vector file as it is (generation and all), or an empty index to fill from the database."""
    loaded = VectorIndex.load(path, dim)
    if loaded is None:
        empty = VectorIndex(dim)
        empty.generation = -1  # never a database's: the first catch-up reads every vector
        return empty
    return loaded


def _identity(path: Path) -> tuple[int, int] | None:
    try:
        st = os.stat(path)
    except OSError:
        return None
    return st.st_dev, st.st_ino


def _mtime(path: Path) -> int | None:
    try:
        return os.stat(path).st_mtime_ns
    except OSError:
        return None
