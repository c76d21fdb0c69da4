"""The Faiss vector index: the fast path over the vectors SQLite holds.

Ids are chunk ids; vectors are L2-normalised, so inner product is cosine
similarity. Two structures, chosen by size and switched automatically:

* **exact** (``IndexIDMap2(IndexFlatIP)``) up to ``exact_limit`` chunks: every
  search scans every vector, which is cheap for a typical personal index and
  never misses anything;
* **approximate** (``IndexIVFFlat``, inner product, hash-table direct map)
  above it: vectors are grouped around ``nlist`` k-means centroids and a search
  scans the ``nprobe`` nearest groups only. IVF was chosen over HNSW because
  files are removed and changed all the time, and IVF removes ids in place
  (HNSW cannot remove at all), adds need no graph work, and it costs no memory
  beyond the vectors and their ids. ``bench/scale.py`` measures the latency,
  recall against exact search and build time behind ``EXACT_LIMIT``.

The switch happens in :meth:`VectorIndex.fit`, called by :meth:`save` and
:meth:`open`, with hysteresis (back to exact below half the limit) and a
retraining of the groups when the index has grown or shrunk about fourfold
since they were made (new vectors go to the nearest existing group until
then). Converting streams the vectors out of the old structure.

The file on disk carries the database generation it reflects; it is written to
a temporary file, flushed and renamed, so a crash leaves either the old or the
new file. When the file is missing, damaged or behind the database, it is
rebuilt from SQLite, straight into the structure its size calls for.
"""

from __future__ import annotations

import errno
import logging
import math
import os
import struct
import tempfile
import time
from collections.abc import Callable, Iterable, Iterator
from pathlib import Path
from typing import Any

import numpy as np

from ..common.config import fsync_dir
from .base import DiskFullError
from .db import Database

log = logging.getLogger(__name__)

_MAGIC = b"DSVX"
_HEADER = struct.Struct("<4sIQI")  # magic, format version, generation, dim
_FORMAT = 1  # exact; readers before the approximate index know only this one
_FORMAT_APPROXIMATE = 2  # older readers reject it and rebuild an exact index: nothing is lost
_FORMATS = (_FORMAT, _FORMAT_APPROXIMATE)

EXACT_LIMIT = 50_000
"""Chunks up to which search is exact.

Measured with bench/scale.py on 2 cores: one exact query costs about 0.1 ms per 1,000 chunks
(5 ms at 50,000, 16 ms at 100,000, 190 ms at 1M), IVF 0.6 ms at 50,000 and 9 ms at 1M with
recall@100 of 1.000 against exact search. Up to here exact search stays a small part of a
hybrid query (about 25 ms) and is never wrong; above it the cost would grow with the index.
"""

_LISTS_PER_SQRT = 4  # nlist = 4 * sqrt(n): the usual rule for IVF
_MIN_POINTS_PER_LIST = 39  # below this k-means is poorly fed (Faiss warns)
_TRAIN_POINTS_PER_LIST = 40
_TRAIN_ITERATIONS = 10
_NPROBE_SHARE = 16  # search 1/16 of the lists ...
_MIN_NPROBE = 32  # ... but never fewer than this many
_BATCH = 65_536

Batches = Iterable[tuple[np.ndarray, np.ndarray]]


def lists_for(count: int) -> int:
    """The number of IVF lists for ``count`` vectors."""
    wanted = round(_LISTS_PER_SQRT * math.sqrt(max(count, 1)))
    return max(1, min(wanted, count // _MIN_POINTS_PER_LIST))


def probes_for(nlist: int) -> int:
    """How many lists a search scans: recall@100 stays near 1 on clustered data."""
    return min(nlist, max(_MIN_NPROBE, nlist // _NPROBE_SHARE))


class VectorIndex:
    """In-memory Faiss index with atomic persistence and an automatic exact/approximate switch."""

    def __init__(self, dim: int, *, exact_limit: int = EXACT_LIMIT) -> None:
        self.dim = dim
        self.exact_limit = exact_limit
        self.generation = 0
        self._index: Any = _new_exact(dim)

    def __len__(self) -> int:
        return int(self._index.ntotal)

    @property
    def approximate(self) -> bool:
        """True when searches scan the nearest IVF lists only."""
        return hasattr(self._index, "nlist")

    @property
    def nlist(self) -> int:
        return int(self._index.nlist) if self.approximate else 0

    def add(self, ids: np.ndarray, vectors: np.ndarray) -> None:
        if len(ids) == 0:
            return
        vectors = np.ascontiguousarray(vectors, dtype=np.float32)
        if vectors.shape[1] != self.dim:
            raise ValueError(f"vector size {vectors.shape[1]} does not match the index ({self.dim})")
        self._index.add_with_ids(vectors, np.ascontiguousarray(ids, dtype=np.int64))

    def remove(self, ids: Iterable[int]) -> int:
        """Remove many ids at once: one pass over an exact index, a hash look-up each for IVF."""
        import faiss

        arr = np.fromiter(ids, dtype=np.int64)
        if arr.size == 0:
            return 0
        if self.approximate:
            # The hash-table direct map removes in place, but only ids given as an array.
            return int(self._index.remove_ids(faiss.IDSelectorArray(arr.size, faiss.swig_ptr(arr))))
        return int(self._index.remove_ids(arr))

    def search(self, query: np.ndarray, k: int) -> tuple[np.ndarray, np.ndarray]:
        """Top ``k`` ``(scores, ids)`` for one query vector; ids of -1 are padding."""
        if len(self) == 0 or k <= 0:
            return np.empty(0, dtype=np.float32), np.empty(0, dtype=np.int64)
        import faiss

        q = np.ascontiguousarray(query, dtype=np.float32).reshape(1, -1)
        # One query gains nothing from OpenMP's threads (Faiss splits the work by query), and
        # while llama.cpp keeps every core busy (indexing) waking them costs 10 to 50 times the
        # search itself: 40 ms instead of 0.7 ms for 10,000 vectors, measured on 2 busy cores.
        threads = faiss.omp_get_max_threads()
        faiss.omp_set_num_threads(1)
        try:
            scores, ids = self._index.search(q, min(k, len(self)))
        finally:
            faiss.omp_set_num_threads(threads)
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

        if not self.approximate:
            return faiss.vector_to_array(self._index.id_map).astype(np.int64)
        parts = [ids for ids, _ in self._batches()]
        return np.concatenate(parts) if parts else np.empty(0, dtype=np.int64)

    # -- structure ----------------------------------------------------------

    def fit(self) -> bool:
        """Switch structure when the size calls for it; True when it was rebuilt.

        Exact above ``exact_limit`` becomes approximate; approximate goes back to
        exact below half the limit (so an index near the limit does not flip at
        every save) and retrains its lists when the count has moved so far that
        :func:`lists_for` would pick twice or half as many (about fourfold for
        large indexes, where ``nlist`` grows with the square root).
        """
        n = len(self)
        approximate = n > self.exact_limit or (self.approximate and n >= self.exact_limit // 2)
        if approximate == self.approximate and (
            not approximate or self.nlist // 2 < lists_for(n) < 2 * self.nlist
        ):
            return False
        started = time.monotonic()
        was = self._describe()
        self._index = _build(self.dim, n, self._batches, approximate=approximate)
        log.info("vector index: %s -> %s in %.1f s", was, self._describe(), time.monotonic() - started)
        return True

    def _describe(self) -> str:
        n = len(self)
        return f"IVF ({self.nlist} lists, {n} vectors)" if self.approximate else f"exact ({n} vectors)"

    def _batches(self) -> Iterator[tuple[np.ndarray, np.ndarray]]:
        """``(ids, vectors)`` straight out of the structure (views: use before changing it)."""
        import faiss

        index, n, d = self._index, len(self), self.dim
        if not self.approximate:
            if n == 0:
                return
            flat = faiss.downcast_index(index.index)
            vectors = faiss.rev_swig_ptr(flat.get_xb(), n * d).reshape(n, d)
            ids = faiss.vector_to_array(index.id_map).astype(np.int64)
            for start in range(0, n, _BATCH):
                yield ids[start : start + _BATCH], vectors[start : start + _BATCH]
            return
        lists = index.invlists
        for list_no in range(index.nlist):
            size = lists.list_size(list_no)
            if size == 0:
                continue
            ids = faiss.rev_swig_ptr(lists.get_ids(list_no), size).astype(np.int64)
            codes = faiss.rev_swig_ptr(lists.get_codes(list_no), size * lists.code_size)
            yield ids, codes.view(np.float32).reshape(size, d)

    # -- persistence --------------------------------------------------------

    def save(self, path: Path, generation: int) -> None:
        """Fit the structure to the size, then write it atomically."""
        import faiss

        self.fit()
        fmt = _FORMAT_APPROXIMATE if self.approximate else _FORMAT
        # A unique temporary name: another process (the CLI next to the app) may save too.
        fd, tmp_name = tempfile.mkstemp(prefix=path.name + ".", suffix=".tmp", dir=path.parent)
        tmp = Path(tmp_name)
        try:
            with os.fdopen(fd, "wb") as fh:
                fh.write(_HEADER.pack(_MAGIC, fmt, generation, self.dim))
                # Streamed: no second copy of the whole index in memory.
                faiss.write_index(self._index, faiss.PyCallbackIOWriter(fh.write))
                fh.flush()
                os.fsync(fh.fileno())
            os.replace(tmp, path)
        except BaseException as exc:
            tmp.unlink(missing_ok=True)
            if isinstance(exc, OSError) and exc.errno == errno.ENOSPC:
                raise DiskFullError(
                    "disk full while writing the index (the vector file); free some space and index again"
                ) from exc
            raise
        fsync_dir(path.parent)
        self.generation = generation

    @staticmethod
    def saved_generation(path: Path) -> int | None:
        """The generation the saved file reflects (its header only), or None without a readable one."""
        try:
            with open(path, "rb") as fh:
                head = fh.read(_HEADER.size)
        except OSError:
            return None
        if len(head) < _HEADER.size:
            return None
        magic, _fmt, generation, _dim = _HEADER.unpack(head)
        return int(generation) if magic == _MAGIC else None

    @classmethod
    def load(cls, path: Path, dim: int, *, exact_limit: int = EXACT_LIMIT) -> VectorIndex | None:
        """The saved index as it is, or None when it is missing, damaged or of another size."""
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
            if magic != _MAGIC or fmt not in _FORMATS or file_dim != dim:
                return None
            try:
                # Streamed from the file: no second copy of the whole index in memory.
                index = faiss.read_index(faiss.PyCallbackIOReader(fh.read))
            except RuntimeError as exc:
                log.warning("vector index %s is damaged (%s); it will be rebuilt", path, exc)
                return None
        if not _expected_structure(index, fmt, dim):
            log.warning("vector index %s holds an unexpected structure; it will be rebuilt", path)
            return None
        self = cls.__new__(cls)
        self.dim = dim
        self.exact_limit = exact_limit
        self._index = index
        self.generation = generation
        if self.approximate:
            index.nprobe = probes_for(index.nlist)
        return self

    @classmethod
    def open(cls, path: Path, db: Database, dim: int, *, exact_limit: int = EXACT_LIMIT) -> VectorIndex:
        """Load the index and make sure it reflects the database; rebuild it otherwise."""
        _remove_stale_temporaries(path)
        current = db.generation
        index = cls.load(path, dim, exact_limit=exact_limit)
        counts = db.counts()
        # Passages waiting for meaning have no vector yet; those found by their words only, never.
        count = counts["chunks"] - counts["pending"] - counts["words_only"]
        if index is not None and index.generation == current and len(index) == count:
            if index.fit():
                index.save(path, current)
            return index
        if index is None:
            state = "missing"
        elif index.generation != current:
            state = f"stale (generation {index.generation})"
        else:  # a file that says it is current but is not (another process saved its own copy)
            state = f"incomplete ({len(index)} vectors for {count} passages)"
        (log.info if index is None else log.warning)(
            "vector index is %s; rebuilding it from the database (generation %d)", state, current
        )
        del index  # free it before the rebuild
        index = cls(dim, exact_limit=exact_limit)
        batches = lambda: db.iter_vectors(dim)  # noqa: E731
        index._index = _build(dim, count, batches, approximate=count > exact_limit)
        index.save(path, current)
        return index


def _new_exact(dim: int) -> Any:
    import faiss

    return faiss.IndexIDMap2(faiss.IndexFlatIP(dim))


def _new_approximate(dim: int, nlist: int) -> Any:
    import faiss

    quantizer = faiss.IndexFlatIP(dim)
    index = faiss.IndexIVFFlat(quantizer, dim, nlist, faiss.METRIC_INNER_PRODUCT)
    quantizer.this.disown()  # the IVF index owns (and frees) its quantizer
    index.own_fields = True
    index.cp.niter = _TRAIN_ITERATIONS
    index.set_direct_map_type(faiss.DirectMap.Hashtable)  # reconstruct and in-place removal by id
    index.nprobe = probes_for(nlist)
    return index


def _build(dim: int, count: int, batches: Callable[[], Batches], *, approximate: bool) -> Any:
    """A new structure for ``count`` vectors streamed (twice for IVF: sample, then add) from ``batches``."""
    if not approximate:
        index = _new_exact(dim)
    else:
        nlist = lists_for(count)
        index = _new_approximate(dim, nlist)
        index.train(_sample(batches(), count, nlist * _TRAIN_POINTS_PER_LIST))
    for ids, vecs in batches():
        index.add_with_ids(
            np.ascontiguousarray(vecs, dtype=np.float32), np.ascontiguousarray(ids, dtype=np.int64)
        )
    return index


def _sample(batches: Batches, count: int, size: int) -> np.ndarray:
    """About ``size`` vectors spread evenly over the stream (every step-th one)."""
    step = max(1, count // max(size, 1))
    parts, seen = [], 0
    for _, vecs in batches:
        parts.append(np.array(vecs[(-seen) % step :: step], dtype=np.float32))
        seen += len(vecs)
    return np.ascontiguousarray(np.concatenate(parts)[:size])


def _expected_structure(index: Any, fmt: int, dim: int) -> bool:
    import faiss

    if index.d != dim:
        return False
    if fmt == _FORMAT_APPROXIMATE:
        return isinstance(index, faiss.IndexIVFFlat) and index.direct_map.type == faiss.DirectMap.Hashtable
    return isinstance(index, faiss.IndexIDMap2)


def _remove_stale_temporaries(path: Path, older_than_s: float = 600.0) -> None:
    """Temporary files left by a save that was killed (a recent one may be another process's)."""
    now = time.time()
    for tmp in path.parent.glob(path.name + ".*.tmp"):
        try:
            if now - tmp.stat().st_mtime > older_than_s:
                tmp.unlink()
        except OSError:
            continue
