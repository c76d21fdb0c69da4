"""The Faiss vector index: the fast path over the vectors SQLite holds.

Ids are chunk ids (``IndexIDMap2`` over an inner-product index; vectors are
L2-normalised, so inner product is cosine similarity). The file on disk
carries the database generation it reflects; it is written to a temporary
file, flushed and renamed, so a crash leaves either the old or the new file.
When the file is missing, damaged or behind the database, it is rebuilt from
SQLite.
"""

from __future__ import annotations

import logging
import os
import struct
import tempfile
import time
from collections.abc import Iterable
from pathlib import Path

import numpy as np

from .db import Database

log = logging.getLogger(__name__)

_MAGIC = b"DSVX"
_HEADER = struct.Struct("<4sIQI")  # magic, format version, generation, dim
_FORMAT = 1


class VectorIndex:
    """In-memory Faiss index with atomic persistence."""

    def __init__(self, dim: int) -> None:
        import faiss

        self.dim = dim
        self._index = faiss.IndexIDMap2(faiss.IndexFlatIP(dim))
        self.generation = 0

    def __len__(self) -> int:
        return int(self._index.ntotal)

    def add(self, ids: np.ndarray, vectors: np.ndarray) -> None:
        if len(ids) == 0:
            return
        vectors = np.ascontiguousarray(vectors, dtype=np.float32)
        if vectors.shape[1] != self.dim:
            raise ValueError(f"vector size {vectors.shape[1]} does not match the index ({self.dim})")
        self._index.add_with_ids(vectors, np.ascontiguousarray(ids, dtype=np.int64))

    def remove(self, ids: Iterable[int]) -> int:
        """Remove many ids in one pass (each ``remove_ids`` is a full scan)."""
        arr = np.fromiter(ids, dtype=np.int64)
        if arr.size == 0:
            return 0
        return int(self._index.remove_ids(arr))

    def search(self, query: np.ndarray, k: int) -> tuple[np.ndarray, np.ndarray]:
        """Top ``k`` ``(scores, ids)`` for one query vector; ids of -1 are padding."""
        if len(self) == 0 or k <= 0:
            return np.empty(0, dtype=np.float32), np.empty(0, dtype=np.int64)
        q = np.ascontiguousarray(query, dtype=np.float32).reshape(1, -1)
        scores, ids = self._index.search(q, min(k, len(self)))
        keep = ids[0] >= 0
        return scores[0][keep], ids[0][keep]

    def reconstruct(self, chunk_id: int) -> np.ndarray | None:
        """The stored vector of one chunk, or None when it is not in the index."""
        try:
            return np.asarray(self._index.reconstruct(int(chunk_id)), dtype=np.float32)
        except RuntimeError:
            return None

    def ids(self) -> np.ndarray:
        import faiss

        return faiss.vector_to_array(self._index.id_map).astype(np.int64)

    # -- persistence --------------------------------------------------------

    def save(self, path: Path, generation: int) -> None:
        import faiss

        # A unique temporary name: another process (the CLI next to the app) may save too.
        fd, tmp_name = tempfile.mkstemp(prefix=path.name + ".", suffix=".tmp", dir=path.parent)
        tmp = Path(tmp_name)
        try:
            with os.fdopen(fd, "wb") as fh:
                fh.write(_HEADER.pack(_MAGIC, _FORMAT, generation, self.dim))
                # Streamed: no second copy of the whole index in memory.
                faiss.write_index(self._index, faiss.PyCallbackIOWriter(fh.write))
                fh.flush()
                os.fsync(fh.fileno())
            os.replace(tmp, path)
        except BaseException:
            tmp.unlink(missing_ok=True)
            raise
        _fsync_dir(path.parent)
        self.generation = generation

    @classmethod
    def load(cls, path: Path, dim: int) -> VectorIndex | None:
        """The saved index, or None when it is missing, damaged or of another size."""
        import faiss

        try:
            fh = open(path, "rb")  # noqa: SIM115 (closed below)
        except FileNotFoundError:
            return None
        with fh:
            head = fh.read(_HEADER.size)
            if len(head) < _HEADER.size:
                return None
            magic, fmt, generation, file_dim = _HEADER.unpack(head)
            if magic != _MAGIC or fmt != _FORMAT or file_dim != dim:
                return None
            try:
                # Streamed from the file: no second copy of the whole index in memory.
                index = faiss.read_index(faiss.PyCallbackIOReader(fh.read))
            except RuntimeError as exc:
                log.warning("vector index %s is damaged (%s); it will be rebuilt", path, exc)
                return None
        self = cls.__new__(cls)
        self.dim = dim
        self._index = index
        self.generation = generation
        return self

    @classmethod
    def open(cls, path: Path, db: Database, dim: int) -> VectorIndex:
        """Load the index and make sure it reflects the database; rebuild it otherwise."""
        _remove_stale_temporaries(path)
        current = db.generation
        index = cls.load(path, dim)
        if index is not None and index.generation == current:
            return index
        log.info(
            "vector index is %s; rebuilding from the database (generation %d)",
            "missing" if index is None else f"stale (generation {index.generation})",
            current,
        )
        index = cls(dim)
        for ids, vecs in db.iter_vectors(dim):
            index.add(ids, vecs)
        index.save(path, current)
        return index


def _remove_stale_temporaries(path: Path, older_than_s: float = 600.0) -> None:
    """Temporary files left by a save that was killed (a recent one may be another process's)."""
    now = time.time()
    for tmp in path.parent.glob(path.name + ".*.tmp"):
        try:
            if now - tmp.stat().st_mtime > older_than_s:
                tmp.unlink()
        except OSError:
            continue


def _fsync_dir(path: Path) -> None:
    if os.name != "posix":
        return
    fd = os.open(path, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)
