"""One index on disk: the SQLite record and the Faiss file that caches its vectors, kept in step.

:class:`IndexStore` is the only object that changes both. Every operation that
changes chunks commits to the database first, in one transaction that bumps the
generation (the database is the record), and then changes the in-memory vectors
the same way. The Faiss file is saved atomically with the generation it reflects:
every 30 s during a run (less often for a large index, see :meth:`IndexStore.maybe_save`),
at the end of a run, after a folder is forgotten, and when the store is closed. A file
that lags (a crash between two saves) is rebuilt from the database when the index is
next opened. Opening also checks the model fingerprint: an index another model built
loses its chunks and is indexed again.

Use from one thread only (the owner of the index: see docs/ARCHITECTURE.md).
"""

from __future__ import annotations

import hashlib
import logging
import time
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING

import numpy as np

from ..models.convert import verify_model_file
from .db import Database
from .messages import MessageRow
from .passages import ChunkIn
from .vectors import VectorIndex
from .writer_lock import WriterLock

if TYPE_CHECKING:
    from ..common.config import Paths
    from ..models.embedder import Embedder

log = logging.getLogger(__name__)

#: The Faiss file is saved at least this far apart during a run.
SAVE_EVERY_S = 30.0


def model_identity(path: Path) -> str:
    """A cheap, stable id of a model file (its recorded checksum when there is one)."""
    record = verify_model_file(path)
    if record is not None:
        return record.sha256
    digest = hashlib.sha256(str(path.stat().st_size).encode())
    with open(path, "rb") as fh:
        digest.update(fh.read(1 << 20))
        fh.seek(max(0, path.stat().st_size - (1 << 20)))
        digest.update(fh.read(1 << 20))
    return digest.hexdigest()


def model_fingerprint(embedder: Embedder) -> str:
    """What the vectors ``embedder`` makes depend on: the model file, output size and prefixes."""
    return embedder.profile.fingerprint(model_sha256=model_identity(embedder.info.path), dim=embedder.dim)


class IndexStore:
    """The database and vector index of one index folder, and when the vector file is saved."""

    def __init__(self, db: Database, vectors: VectorIndex, vectors_path: Path) -> None:
        self.db = db
        self.vectors = vectors
        self.vectors_path = vectors_path
        self._last_save = time.monotonic()
        self._save_every_s = SAVE_EVERY_S
        #: The writer's lock of the data directory, when this store belongs to a process that may
        #: write: the vector file is saved only while it is held (a process that does not hold it
        #: may hold vectors older than the database, and must never write them as current).
        self.writer: WriterLock | None = None

    # -- opening --------------------------------------------------------------

    @classmethod
    def open_for(cls, embedder: Embedder, paths: Paths, *, fingerprint: str | None = None) -> IndexStore:
        """Open (or create) the index in ``paths.index_dir`` for ``embedder``'s vectors.

        ``fingerprint`` is :func:`model_fingerprint` of ``embedder`` when the caller has it already.
        """
        return cls.open(
            paths,
            fingerprint=fingerprint or model_fingerprint(embedder),
            model_name=embedder.info.name,
            dim=embedder.dim,
        )

    @classmethod
    def open(cls, paths: Paths, *, fingerprint: str, model_name: str, dim: int) -> IndexStore:
        """Open (or create) the index for vectors of ``dim`` floats made as ``fingerprint`` says.

        An index another model built keeps its folders and loses its files and chunks (the next
        run indexes everything again); a missing, damaged or stale vector file is rebuilt from
        the database.
        """
        db = Database(paths.db_path)
        try:
            recorded = db.get_meta("model_fingerprint")
            if recorded != fingerprint:
                if recorded is not None:
                    log.warning("the index was built with another model; rebuilding it with %s", model_name)
                    db.clear_chunks()
                db.set_meta("model_fingerprint", fingerprint)
                db.set_meta("model_name", model_name)
                db.set_meta("dim", str(dim))
            vectors = VectorIndex.open(paths.vectors_path, db, dim)
        except BaseException:
            db.close()
            raise
        return cls(db, vectors, paths.vectors_path)

    @property
    def fingerprint(self) -> str | None:
        """The fingerprint of the model whose vectors the index holds."""
        return self.db.get_meta("model_fingerprint")

    # -- changes (database first, then the vectors) --------------------------

    def commit_file(
        self,
        *,
        folder_id: int,
        path: str,
        size: int,
        mtime_ns: int,
        content_hash: str,
        chunks: Sequence[ChunkIn],
        vectors: np.ndarray,
    ) -> None:
        """A file's new chunks in place of its old ones: one transaction, then the vectors.

        Row ``i`` of ``vectors`` is the vector of ``chunks[i]``.
        """
        added = self.commit_words(
            folder_id=folder_id,
            path=path,
            size=size,
            mtime_ns=mtime_ns,
            content_hash=content_hash,
            chunks=chunks,
        )
        self.vectors.add(np.asarray(added, dtype=np.int64), vectors)

    def commit_words(
        self,
        *,
        folder_id: int,
        path: str,
        size: int,
        mtime_ns: int,
        content_hash: str,
        chunks: Sequence[ChunkIn],
        title: str = "",
        rank: int | None = None,
        note: str = "",
        container: str | None = None,
        message: MessageRow | None = None,
    ) -> list[int]:
        """A file's new passages, by their words only: findable by keyword and name at once, by
        meaning once :meth:`commit_vectors` has stored their vectors (they wait at ``rank``).
        ``note``: what of the file the index leaves out (listed by ``status --errors``).
        Returns the new passages' ids (chunks given with vectors are stored with them)."""
        removed, added = self.db.replace_file(
            folder_id=folder_id,
            path=path,
            size=size,
            mtime_ns=mtime_ns,
            content_hash=content_hash,
            chunks=chunks,
            title=title,
            rank=rank,
            error=note or None,
            container=container,
            message=message,
        )
        self.vectors.remove(removed)
        return added

    def commit_piece(
        self,
        *,
        folder_id: int,
        path: str,
        size: int,
        mtime_ns: int,
        content_hash: str | None,
        from_ord: int,
        chunks: Sequence[ChunkIn],
        state: str | None,
        note: str,
        rank: int | None = None,
        title: str = "",
    ) -> tuple[list[int], list[int]]:
        """A piece of a file read in pieces: its passages from ``from_ord`` on replaced by
        ``chunks``, with its read ``state``, in one transaction (see :mod:`..pieces`); then the
        vectors of the passages replaced go. Returns ``(removed, added)`` passage ids. Also the
        new tail of a shared index's file in its copy (``state`` None: not read here)."""
        removed, added = self.db.replace_passages_from(
            folder_id=folder_id,
            path=path,
            size=size,
            mtime_ns=mtime_ns,
            content_hash=content_hash,
            from_ord=from_ord,
            chunks=chunks,
            state=state,
            note=note or None,
            rank=rank,
            title=title,
        )
        self.vectors.remove(removed)
        return removed, added

    def finish_store(
        self, *, path: str, size: int, mtime_ns: int, state: str, note: str, gone: Sequence[int]
    ) -> int:
        """A mail store read to its end: forget its messages ``gone`` (their vectors too)."""
        removed = self.db.finish_store(
            path=path, size=size, mtime_ns=mtime_ns, state=state, note=note, gone=gone
        )
        self.vectors.remove(removed)
        return len(removed)

    def commit_vectors(self, ids: Sequence[int], vectors: np.ndarray) -> int:
        """Vectors for waiting passages (row ``i`` for ``ids[i]``): one transaction, then the
        vector index. Returns how many were stored (a passage replaced meanwhile is skipped)."""
        stored = self.db.store_vectors(ids, vectors)
        if len(stored) == len(ids):
            self.vectors.add(np.asarray(ids, dtype=np.int64), vectors)
        elif stored:
            row = {int(chunk_id): i for i, chunk_id in enumerate(ids)}
            keep = [row[chunk_id] for chunk_id in stored]
            self.vectors.add(np.asarray(stored, dtype=np.int64), vectors[keep])
        return len(stored)

    def move_file(self, old: str, new: str, *, folder_id: int, size: int, mtime_ns: int) -> bool:
        """Give a known file a new path; its chunks and vectors stay as they are."""
        return self.db.move_file(old, new, folder_id=folder_id, size=size, mtime_ns=mtime_ns)

    def touch_file(self, path: str, *, size: int, mtime_ns: int) -> None:
        """Record a new size and mtime for a file whose content did not change."""
        self.db.touch_file(path, size=size, mtime_ns=mtime_ns)

    def record_failure(
        self, *, folder_id: int, path: str, size: int, mtime_ns: int, status: str, reason: str
    ) -> None:
        """Remember why a file is not indexed; its earlier chunks (if any) stay searchable."""
        self.db.record_failure(
            folder_id=folder_id, path=path, size=size, mtime_ns=mtime_ns, status=status, reason=reason
        )

    def remove_files(self, paths: Iterable[str]) -> int:
        """Forget files and their chunks; returns how many chunks went."""
        removed = self.db.remove_files(paths)
        self.vectors.remove(removed)
        return len(removed)

    def forget_folder(self, folder_id: int) -> None:
        """Forget a folder and everything in it, and save the vector file at once."""
        self.vectors.remove(self.db.remove_folder(folder_id))
        self.save()

    # -- saving ---------------------------------------------------------------

    def save(self) -> None:
        """Write the vector file with the generation it reflects (atomically); nothing while
        another process may be the writer (see :attr:`writer`)."""
        if self.writer is not None and not self.writer.held:
            return
        started = time.monotonic()
        self.vectors.save(self.vectors_path, self.db.generation)
        took = time.monotonic() - started
        self._last_save = time.monotonic()
        # A large index takes long to write: save it less often, never more than 10% of the time.
        self._save_every_s = max(SAVE_EVERY_S, 10 * took)

    def maybe_save(self) -> None:
        """Save when the last save is long enough ago (call between files of a run)."""
        if time.monotonic() - self._last_save > self._save_every_s:
            self.save()

    def catch_up(self, *, writing: bool) -> bool:
        """Another process wrote the index: hold what it holds now. A writer (holding the lock)
        loads the vector file or rebuilds it from the database; a reader takes the vector file
        only when it reflects the database (a writer saved it), and otherwise keeps what it
        has until then. True when the vectors were replaced."""
        current = self.db.generation
        if self.vectors.generation == current:
            return False
        if writing:
            fresh = VectorIndex.open(self.vectors_path, self.db, self.vectors.dim)
        else:
            if VectorIndex.saved_generation(self.vectors_path) != current:
                return False  # the writer has not saved this state (yet): a header read, no load
            loaded = VectorIndex.load(self.vectors_path, self.vectors.dim)
            if loaded is None or loaded.generation != current:
                return False
            fresh = loaded
        self.vectors = fresh
        return True

    def counts(self) -> dict[str, int]:
        """The database's counts (folders, files, chunks, …) and the vectors held."""
        return {**self.db.counts(), "vectors": len(self.vectors)}

    def close(self, *, save: bool = True) -> None:
        """Save the vector file if it lags (unless ``save`` is false), then close the database."""
        try:
            if save and self.vectors.generation != self.db.generation:
                self.save()
        finally:
            self.db.close()
