"""Bring the index in line with the folders on disk, as a stream of progress events.

A run compares disk with the database: size and modification time decide
whether a file is looked at, its content hash decides whether it is
re-embedded. Files flow through read → chunk → embed → store; each file is
committed in its own transaction as soon as all its chunks have vectors, so
an interrupted run loses at most the files in flight and the next run picks
up where this one stopped.
"""

from __future__ import annotations

import hashlib
import logging
import os
import threading
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np

from .chunking import Chunk, chunk_text
from .models.embedder import Embedder
from .store.db import ChunkIn, Database, FileRow
from .store.vectors import VectorIndex

log = logging.getLogger(__name__)

TEXT_SUFFIXES = frozenset({".txt", ".md", ".markdown", ".rst", ".text", ".org"})
SAVE_INTERVAL_S = 30.0


@dataclass(frozen=True)
class Progress:
    """One progress event. Plain values only, so any front end can show it."""

    phase: str  # "scanning" | "indexing" | "saving" | "done" | "cancelled"
    files_done: int
    files_total: int
    chunks_done: int
    current: str = ""


ProgressSink = Callable[[Progress], None]


@dataclass
class IndexReport:
    files_indexed: int = 0
    files_unchanged: int = 0
    files_removed: int = 0
    files_failed: int = 0
    chunks_added: int = 0
    truncated: int = 0
    seconds: float = 0.0
    errors: list[tuple[str, str]] = field(default_factory=list)
    cancelled: bool = False


@dataclass
class _FileWork:
    folder_id: int
    path: Path
    size: int
    mtime_ns: int
    content_hash: str
    chunks: list[Chunk]
    vectors: np.ndarray
    filled: int = 0


@dataclass(frozen=True)
class _Candidate:
    folder_id: int
    path: Path
    size: int
    mtime_ns: int
    known: FileRow | None


class Indexer:
    """Indexes folders into a database and vector index with one embedder."""

    def __init__(
        self,
        *,
        db: Database,
        vectors: VectorIndex,
        vectors_path: Path,
        embedder: Embedder,
        overlap_tokens: int = 32,
    ) -> None:
        self.db = db
        self.vectors = vectors
        self.vectors_path = vectors_path
        self.embedder = embedder
        self.overlap_tokens = overlap_tokens
        # Room for the model's special tokens and its document prefix.
        prefix_tokens = (
            embedder.count_tokens(embedder.profile.format_document(""))
            if (embedder.profile.document_prefix)
            else 0
        )
        self.chunk_tokens = embedder.max_tokens - 2 - prefix_tokens

    # -- planning -----------------------------------------------------------

    def _scan(self, folder_id: int, root: Path) -> tuple[list[_Candidate], list[str], int]:
        """Return (files to look at, paths gone from disk, unchanged count)."""
        known = self.db.files_in_folder(folder_id)
        seen: set[str] = set()
        todo: list[_Candidate] = []
        unchanged = 0
        for path in _walk(root):
            try:
                st = path.stat()
            except OSError:
                continue
            key = str(path)
            seen.add(key)
            row = known.get(key)
            if row is not None and row.size == st.st_size and row.mtime_ns == st.st_mtime_ns:
                unchanged += 1
                continue
            todo.append(_Candidate(folder_id, path, st.st_size, st.st_mtime_ns, row))
        gone = [p for p in known if p not in seen]
        return todo, gone, unchanged

    # -- running ------------------------------------------------------------

    def run(
        self,
        folders: list[tuple[int, Path]],
        *,
        progress: ProgressSink | None = None,
        cancel: threading.Event | None = None,
    ) -> IndexReport:
        started = time.perf_counter()
        report = IndexReport()
        emit = progress or (lambda _p: None)
        cancel = cancel or threading.Event()

        emit(Progress("scanning", 0, 0, 0))
        todo: list[_Candidate] = []
        gone: list[str] = []
        for folder_id, root in folders:
            if not root.is_dir():
                log.warning("folder %s is not reachable; its index entries are kept", root)
                continue
            f_todo, f_gone, unchanged = self._scan(folder_id, root)
            todo += f_todo
            gone += f_gone
            report.files_unchanged += unchanged
        if gone:
            self.vectors.remove(self.db.remove_files(gone))
            report.files_removed = len(gone)

        total = len(todo)
        done = 0
        chunks_done = 0
        last_save = time.monotonic()
        emit(Progress("indexing", 0, total, 0))
        for work in self._embedded_files(todo, report, cancel):
            self._commit(work)
            done += 1
            chunks_done += len(work.chunks)
            report.files_indexed += 1
            report.chunks_added += len(work.chunks)
            emit(Progress("indexing", done + report.files_failed, total, chunks_done, str(work.path)))
            if time.monotonic() - last_save > SAVE_INTERVAL_S:
                self.save()
                last_save = time.monotonic()
        report.cancelled = cancel.is_set()
        emit(Progress("saving", done, total, chunks_done))
        self.save()
        report.seconds = time.perf_counter() - started
        emit(Progress("cancelled" if report.cancelled else "done", done, total, chunks_done))
        return report

    def save(self) -> None:
        self.vectors.save(self.vectors_path, self.db.generation)

    def _commit(self, work: _FileWork) -> None:
        chunks = [
            ChunkIn(
                ord=c.ord,
                char_start=c.char_start,
                char_end=c.char_end,
                text=c.text,
                vector=work.vectors[i],
                page=c.page,
            )
            for i, c in enumerate(work.chunks)
        ]
        removed, added = self.db.replace_file(
            folder_id=work.folder_id,
            path=str(work.path),
            size=work.size,
            mtime_ns=work.mtime_ns,
            content_hash=work.content_hash,
            chunks=chunks,
        )
        self.vectors.remove(removed)
        self.vectors.add(np.asarray(added, dtype=np.int64), work.vectors)

    def _embedded_files(
        self, todo: list[_Candidate], report: IndexReport, cancel: threading.Event
    ) -> Iterator[_FileWork]:
        """Yield files whose chunks all have vectors, in streamed embedding batches."""
        works: dict[int, _FileWork] = {}
        ready: list[_FileWork] = []

        def items() -> Iterator[tuple[tuple[int, int], str]]:
            for number, cand in enumerate(todo):
                if cancel.is_set():
                    return
                work = self._prepare(cand, report)
                if work is None:
                    continue
                if not work.chunks:
                    ready.append(work)
                    continue
                works[number] = work
                for i, chunk in enumerate(work.chunks):
                    yield (number, i), self.embedder.profile.format_document(chunk.text)

        for batch in self.embedder.embed_stream(items()):
            report.truncated += batch.truncated
            for (number, i), vector in zip(batch.keys, batch.vectors, strict=True):
                work = works[number]
                work.vectors[i] = vector
                work.filled += 1
                if work.filled == len(work.chunks):
                    ready.append(works.pop(number))
            yield from ready
            ready.clear()
            if cancel.is_set():
                return
        yield from ready

    def _prepare(self, cand: _Candidate, report: IndexReport) -> _FileWork | None:
        """Read, hash and chunk one file; None when it is unchanged or unreadable."""
        try:
            data = cand.path.read_bytes()
        except OSError as exc:
            report.files_failed += 1
            report.errors.append((str(cand.path), exc.strerror or str(exc)))
            return None
        digest = hashlib.sha256(data).hexdigest()
        if cand.known is not None and cand.known.content_hash == digest:
            # Touched but not changed: record the new stat, keep the vectors.
            self.db.touch_file(str(cand.path), size=cand.size, mtime_ns=cand.mtime_ns)
            report.files_unchanged += 1
            return None
        text = data.decode("utf-8", errors="replace")
        chunks = chunk_text(
            text,
            count_tokens=self.embedder.count_tokens,
            max_tokens=self.chunk_tokens,
            overlap_tokens=self.overlap_tokens,
        )
        return _FileWork(
            folder_id=cand.folder_id,
            path=cand.path,
            size=cand.size,
            mtime_ns=cand.mtime_ns,
            content_hash=digest,
            chunks=chunks,
            vectors=np.empty((len(chunks), self.embedder.dim), dtype=np.float32),
        )


def _walk(root: Path) -> Iterator[Path]:
    """Indexable files under ``root``; hidden files and folders are skipped."""
    for dirpath, dirnames, filenames in os.walk(root, onerror=lambda e: log.warning("cannot read %s", e)):
        dirnames[:] = sorted(d for d in dirnames if not d.startswith("."))
        for name in sorted(filenames):
            if name.startswith("."):
                continue
            path = Path(dirpath, name)
            if path.suffix.lower() in TEXT_SUFFIXES and path.is_file():
                yield path
