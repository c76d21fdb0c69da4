"""Bring the index in line with the folders on disk, as a stream of progress events.

A run has two steps.

**Plan** (:mod:`.planning`). Disk is compared with the database, cheaply: size
and modification time decide whether a file is looked at; moved files keep their
rows, chunks and vectors; vanished files are deleted. A change set from the
watcher narrows the plan to what changed.

**Stream.** Candidates flow through extract → chunk → embed → store. A
prefetch thread hashes each file, has it extracted in a separate,
resource-limited process (:class:`~.extract.sandbox.ExtractorProcess`), and
chunks and tokenises the text, so all of that overlaps embedding of the
current batch (at a lower priority than llama.cpp's threads) and a hostile
file cannot take the app down. The indexing thread only packs tokens into
decodes and commits. Unchanged content (same hash) is never
embedded again. Each file is committed in its own transaction as soon as all
its chunks have vectors: a crash loses at most the batch in flight, and the
next run resumes where this one stopped. Every change goes through the
:class:`~.store.index.IndexStore`, which keeps the database and the vectors in
step and decides when the vector file is saved.
"""

from __future__ import annotations

import contextlib
import dataclasses
import logging
import os
import queue
import sqlite3
import sys
import threading
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import cast

import numpy as np

from .chunking import Chunk, chunk_text
from .extract import Document, ExtractionError, UnsupportedFile, is_supported
from .extract.registry import is_image
from .hashing import sha256_file
from .lexical import PassageTerms, analyse_passage
from .models.embedder import Embedder, Tokens
from .planning import Candidate, Plan, Scope, folder_scopes, plan_changes, plan_scopes
from .recognition import OcrCache, OcrSetup, OcrState, recognise_document
from .scanner import Exclusions
from .settings import Settings
from .store.db import ChunkIn
from .store.index import IndexStore
from .watcher import ChangeSet

log = logging.getLogger(__name__)

# Passages longer than this match too many things and make poor snippets.
MAX_CHUNK_TOKENS = 512
PREFETCH_FILES = 8
PREFETCH_NICE = 10
PAGE_SEPARATOR = "\n\n"
#: The progress sink is called at least this often while a run is busy (scanning, waiting for
#: extraction, packing inputs): front ends answer queued searches there, so a query waits at
#: most for this, or for the one decode in flight.
HEARTBEAT_S = 0.05


@dataclass(frozen=True)
class Progress:
    """One progress event. Plain values only, so any front end can show it."""

    phase: str  # "scanning" | "indexing" | "paused" | "saving" | "done" | "cancelled"
    files_done: int
    files_total: int
    chunks_done: int
    current: str = ""
    failed: int = 0
    elapsed_s: float = 0.0
    #: OCR: the file whose pages are being recognised ("" when none), which of how many pages,
    #: and the pages recognised so far in this run (pages found in the OCR cache not counted).
    recognising: str = ""
    ocr_page: int = 0
    ocr_pages: int = 0
    pages_recognised: int = 0


ProgressSink = Callable[[Progress], None]


@dataclass
class IndexReport:
    files_indexed: int = 0
    files_unchanged: int = 0
    files_moved: int = 0
    files_removed: int = 0
    files_failed: int = 0
    files_skipped: int = 0
    chunks_added: int = 0
    truncated: int = 0
    pages_recognised: int = 0
    ocr_cache_hits: int = 0
    seconds: float = 0.0
    errors: list[tuple[str, str]] = field(default_factory=list)
    cancelled: bool = False


@dataclass
class _Prepared:
    """What the prefetch thread hands to the indexing thread for one candidate."""

    cand: Candidate
    digest: str = ""
    document: Document | None = None
    chunks: list[Chunk] = field(default_factory=list)
    inputs: list[Tokens] = field(default_factory=list)  # one per chunk, ready to decode
    analysed: list[PassageTerms] = field(default_factory=list)  # one per chunk: language, keyword terms
    failure: str = ""
    unsupported: bool = False


@dataclass
class _FileWork:
    cand: Candidate
    digest: str
    chunks: list[Chunk]
    vectors: np.ndarray
    filled: int = 0
    analysed: list[PassageTerms] = field(default_factory=list)


class Indexer:
    """Indexes folders into one :class:`~.store.index.IndexStore` with one embedder."""

    def __init__(
        self,
        *,
        store: IndexStore,
        embedder: Embedder,
        extract: Callable[[Path], Document],
        settings: Settings | None = None,
        overlap_tokens: int = 32,
        ocr: OcrSetup | None = None,
    ) -> None:
        self.store = store
        self.embedder = embedder
        self.extract = extract
        self.settings = settings or Settings()
        #: OCR for pages without text; None or ``settings.ocr`` off: images are not indexed.
        self.ocr = ocr if ocr is not None and self.settings.ocr else None
        self._ocr_state = OcrState()
        self.exclusions = Exclusions(self.settings, supported=self._supported)
        self.overlap_tokens = overlap_tokens
        self.chunk_tokens = chunk_budget(embedder)

    def apply_settings(self, settings: Settings, *, ocr: OcrSetup | None) -> None:
        """Use new settings (and OCR set-up) from the next run on."""
        self.settings = settings
        self.ocr = ocr if ocr is not None and settings.ocr else None
        self.exclusions = Exclusions(settings, supported=self._supported)

    def _supported(self, path: Path) -> bool:
        return is_supported(path) and (self.ocr is not None or not is_image(path))

    # -- planning -----------------------------------------------------------

    def folder_scopes(self) -> list[Scope]:
        """Every indexed folder, to scan in full."""
        return folder_scopes(self.store.db)

    def plan(self, scopes: list[Scope], *, heartbeat: Callable[[], None] | None = None) -> Plan:
        """Compare the scopes on disk with the database (``heartbeat`` is called every
        :data:`HEARTBEAT_S` while the scan runs)."""
        return plan_scopes(self.store.db, scopes, exclusions=self.exclusions, beat=_Throttle(heartbeat))

    def plan_changes(self, changes: ChangeSet) -> tuple[list[Scope], Plan]:
        """A watcher's change set as folders to scan plus a plan (never through a link)."""
        return plan_changes(
            self.store.db,
            changes,
            exclusions=self.exclusions,
            max_file_bytes=self.settings.max_file_bytes,
        )

    # -- running ------------------------------------------------------------

    def run(
        self,
        scopes: list[Scope],
        *,
        extra: Plan | None = None,
        progress: ProgressSink | None = None,
        cancel: threading.Event | None = None,
        pause: threading.Event | None = None,
    ) -> IndexReport:
        """Plan ``scopes`` (plus an ``extra`` plan from the watcher) and carry the plan out."""
        started = time.monotonic()
        report = IndexReport()
        emit = progress or (lambda _p: None)
        cancel = cancel or threading.Event()
        pause = pause or threading.Event()

        emit(Progress("scanning", 0, 0, 0))
        plan = self.plan(scopes, heartbeat=lambda: emit(Progress("scanning", 0, 0, 0)))
        if extra is not None:
            plan.candidates += extra.candidates
            plan.gone.update(extra.gone)
            plan.moves += extra.moves
        self._apply_plan_basics(plan, report)

        total = len(plan.candidates)
        state = {"done": 0, "chunks": 0}
        last = {"current": ""}

        ocr = self._ocr_state = OcrState()

        def tick(current: str | None = None, phase: str = "indexing") -> None:
            if current is not None:
                last["current"] = current
            with ocr.lock:
                recognising, page, pages, recognised = ocr.file, ocr.page, ocr.pages, ocr.recognised
            busy = phase in ("indexing", "paused")
            emit(
                Progress(
                    phase,
                    state["done"],
                    total,
                    state["chunks"],
                    last["current"] if busy else "",
                    report.files_failed,
                    time.monotonic() - started,
                    recognising if busy else "",
                    page if busy else 0,
                    pages if busy else 0,
                    recognised,
                )
            )

        tick()
        for work in self._embedded_files(plan.candidates, report, cancel, pause, tick):
            if isinstance(work, _Prepared) and work.failure:
                self._record_failure(work, report)
            elif isinstance(work, _Prepared):  # touched, same content: keep the vectors
                st = work.cand.stat
                self.store.touch_file(str(st.path), size=st.size, mtime_ns=st.mtime_ns)
                report.files_unchanged += 1
            else:
                self._commit(work)
                report.files_indexed += 1
                report.chunks_added += len(work.chunks)
                state["chunks"] += len(work.chunks)
            state["done"] += 1
            tick(str(work.cand.stat.path))
            self.store.maybe_save()
        report.cancelled = cancel.is_set()
        report.pages_recognised, report.ocr_cache_hits = ocr.recognised, ocr.cached
        tick(phase="saving")
        self.store.save()
        report.seconds = time.monotonic() - started
        tick(phase="cancelled" if report.cancelled else "done")
        return report

    def _apply_plan_basics(self, plan: Plan, report: IndexReport) -> None:
        """Moves, deletions and recorded skips: no extraction or embedding needed."""
        for row, cand in plan.moves:
            self.store.move_file(
                row.path,
                str(cand.stat.path),
                folder_id=cand.folder_id,
                size=cand.stat.size,
                mtime_ns=cand.stat.mtime_ns,
            )
        report.files_moved = len(plan.moves)
        if plan.gone:
            self.store.remove_files(plan.gone)
            report.files_removed = len(plan.gone)
        report.files_unchanged = plan.unchanged
        for folder_id, item, st in plan.skipped:
            report.files_skipped += 1
            report.errors.append((item.path, item.reason))
            if st is not None:
                self.store.record_failure(
                    folder_id=folder_id,
                    path=str(st.path),
                    size=st.size,
                    mtime_ns=st.mtime_ns,
                    status="skipped",
                    reason=item.reason,
                )

    def _record_failure(self, prepared: _Prepared, report: IndexReport) -> None:
        st = prepared.cand.stat
        if not st.path.is_symlink() and not st.path.exists():  # vanished since the scan: just gone
            self.store.remove_files([str(st.path)])
            report.files_removed += 1
            return
        status = "skipped" if prepared.unsupported else "error"
        if prepared.unsupported:
            report.files_skipped += 1
        else:
            report.files_failed += 1
        report.errors.append((str(st.path), prepared.failure))
        self.store.record_failure(
            folder_id=prepared.cand.folder_id,
            path=str(st.path),
            size=st.size,
            mtime_ns=st.mtime_ns,
            status=status,
            reason=prepared.failure,
        )

    def _commit(self, work: _FileWork) -> None:
        chunks = [
            ChunkIn(
                ord=c.ord,
                char_start=c.char_start,
                char_end=c.char_end,
                text=c.text,
                vector=work.vectors[i],
                page=c.page,
                ocr=c.ocr,
                analysed=work.analysed[i] if work.analysed else None,
            )
            for i, c in enumerate(work.chunks)
        ]
        st = work.cand.stat
        self.store.commit_file(
            folder_id=work.cand.folder_id,
            path=str(st.path),
            size=st.size,
            mtime_ns=st.mtime_ns,
            content_hash=work.digest,
            chunks=chunks,
            vectors=work.vectors,
        )

    # -- the stream ---------------------------------------------------------

    def _prefetch(
        self, candidates: list[Candidate], out: queue.Queue[_Prepared | None], stop: threading.Event
    ) -> None:
        """Hash, extract, chunk and tokenise ahead of the embedder (its own thread; no database access).

        Files with pages to recognise come last, after every other file of the run (OCR is slow
        and must not hold up embedding); their pages' text comes from the OCR cache when it can.
        """
        _yield_cores_to_the_embedder()
        deferred: list[_Prepared] = []

        def hand_over(item: _Prepared) -> None:
            while not stop.is_set():
                try:
                    out.put(item, timeout=0.1)
                    return
                except queue.Full:
                    continue

        try:
            for cand in candidates:
                if stop.is_set():
                    break
                item = _Prepared(cand)
                with _failures_recorded(item):
                    item.digest = sha256_file(cand.stat.path)
                    if not (
                        cand.known and cand.known.status == "ok" and cand.known.content_hash == item.digest
                    ):
                        item.document = self.extract(cand.stat.path)
                        if item.document.needs_ocr and self._ocr_later(item):
                            deferred.append(item)
                            continue
                        self._cut(item)
                hand_over(item)
            if deferred and not stop.is_set():
                self._recognise_deferred(deferred, hand_over, stop)
        finally:
            if not stop.is_set():
                out.put(None)  # the consumer is still reading: this cannot block for long

    def _ocr_later(self, item: _Prepared) -> bool:
        """Whether ``item``'s pages are to be recognised at the end of the run; raises UnsupportedFile
        for an image that OCR cannot read here."""
        assert item.document is not None
        if self.ocr is None or not self.ocr.ready:
            if not item.document.pages and item.document.kind == "image":
                reason = self.ocr.unavailable if self.ocr is not None else "OCR is off"
                raise UnsupportedFile(reason or "OCR is unavailable")
            return False  # a PDF's text pages are indexed without its scanned ones
        if item.document.char_count > _KEEP_CHARS:
            item.document = None  # extracted again when its turn comes: memory stays bounded
        return True

    def _recognise_deferred(
        self, deferred: list[_Prepared], hand_over: Callable[[_Prepared], None], stop: threading.Event
    ) -> None:
        assert self.ocr is not None
        cache = None
        if self.ocr.cache_path is not None:
            try:
                cache = OcrCache(self.ocr.cache_path)
            except (OSError, sqlite3.Error) as exc:
                log.warning("OCR cache %s unusable (%s); recognising without it", self.ocr.cache_path, exc)
        try:
            for item in deferred:
                if stop.is_set():
                    return
                path = item.cand.stat.path
                with _failures_recorded(item):
                    document = item.document or self.extract(path)
                    item.document = recognise_document(
                        path, document, digest=item.digest, setup=self.ocr, cache=cache,
                        state=self._ocr_state, stop=stop,
                    )  # fmt: skip
                    if stop.is_set():
                        return
                    self._cut(item)
                hand_over(item)
        finally:
            if cache is not None:
                cache.close()

    def _embedded_files(
        self,
        candidates: list[Candidate],
        report: IndexReport,
        cancel: threading.Event,
        pause: threading.Event,
        tick: Callable[..., None],
    ) -> Iterator[_FileWork | _Prepared]:
        """Yield files whose chunks all have vectors (or that failed), in streamed batches."""
        prepared: queue.Queue[_Prepared | None] = queue.Queue(maxsize=PREFETCH_FILES)
        stop = threading.Event()
        feeder = threading.Thread(
            target=self._prefetch, args=(candidates, prepared, stop), name="prefetch", daemon=True
        )
        feeder.start()
        works: dict[int, _FileWork] = {}
        ready: list[_FileWork | _Prepared] = []
        beat = _Throttle(tick)

        def next_prepared() -> _Prepared | None:
            # Extraction of a large file can take a while: keep the heartbeat going meanwhile.
            while not cancel.is_set():
                try:
                    return prepared.get(timeout=HEARTBEAT_S)
                except queue.Empty:
                    beat()
            return None

        def items() -> Iterator[tuple[tuple[int, int], Tokens]]:
            number = 0
            while True:
                while pause.is_set() and not cancel.is_set():
                    tick(phase="paused")
                    cancel.wait(0.1)
                if cancel.is_set():
                    return
                item = next_prepared()
                if item is None:
                    return
                number += 1
                if item.failure or item.document is None:  # failed, or touched but unchanged
                    ready.append(item)
                    continue
                chunks = item.chunks
                work = _FileWork(
                    item.cand,
                    item.digest,
                    chunks,
                    np.empty((len(chunks), self.embedder.dim), np.float32),
                    analysed=item.analysed,
                )
                if not chunks:
                    ready.append(work)
                    continue
                works[number] = work
                for i, tokens in enumerate(item.inputs):
                    beat()  # a file of many chunks: searches are still answered between decodes
                    yield (number, i), tokens

        try:
            for batch in self.embedder.embed_stream(items()):
                report.truncated += batch.truncated
                for key, vector in zip(batch.keys, batch.vectors, strict=True):
                    number, i = cast(tuple[int, int], key)
                    work = works[number]
                    work.vectors[i] = vector
                    work.filled += 1
                    if work.filled == len(work.chunks):
                        ready.append(works.pop(number))
                yield from ready
                ready.clear()
            yield from ready
        finally:
            stop.set()
            feeder.join(timeout=5)

    def _cut(self, item: _Prepared) -> None:
        """Chunks of the extracted document, and each chunk as the tokens the model will read."""
        assert item.document is not None
        item.chunks = chunk_document(
            item.document,
            count_tokens=self.embedder.count_tokens,
            max_tokens=self.chunk_tokens,
            overlap_tokens=self.overlap_tokens,
        )
        title, profile = item.document.title, self.embedder.profile
        item.inputs = [self.embedder.prepare(profile.format_document(c.text, title)) for c in item.chunks]
        # Language and keyword terms here too, off the indexing thread.
        item.analysed = [analyse_passage(c.text) for c in item.chunks]


#: A document waiting for OCR keeps its text pages in memory up to this size (else extracted again).
_KEEP_CHARS = 200_000


@contextlib.contextmanager
def _failures_recorded(item: _Prepared) -> Iterator[None]:
    """Turn what extraction raises into ``item.failure`` (a bug in an extractor must not stop the run)."""
    try:
        yield
    except UnsupportedFile as exc:
        item.failure, item.unsupported = exc.reason, True
    except ExtractionError as exc:
        item.failure = exc.reason
    except OSError as exc:
        item.failure = f"cannot read: {exc.strerror or exc}"
    except Exception as exc:
        log.exception("unexpected extraction error for %s", item.cand.stat.path)
        item.failure = f"unexpected error: {exc}"


class _Throttle:
    """Calls ``fn`` when at least :data:`HEARTBEAT_S` passed since the last call."""

    def __init__(self, fn: Callable[[], None] | None) -> None:
        self._fn = fn
        self._last = time.monotonic()

    def __call__(self) -> None:
        if self._fn is not None and (now := time.monotonic()) - self._last >= HEARTBEAT_S:
            self._last = now
            self._fn()


def _yield_cores_to_the_embedder() -> None:
    """Lower this thread's priority so llama.cpp's threads win the cores when both want them.

    Extraction, chunking and tokenising only have to stay ahead of the embedder;
    when they preempt one of llama.cpp's threads, the others wait at the next
    barrier. On Linux a thread's nice value is its own and the extraction child
    it starts inherits it.
    """
    if sys.platform == "linux":
        with contextlib.suppress(OSError):
            os.setpriority(os.PRIO_PROCESS, threading.get_native_id(), PREFETCH_NICE)


def chunk_budget(embedder: Embedder) -> int:
    """Text tokens per chunk: the model's input less its special tokens and document prefix."""
    profile = embedder.profile
    prefix_tokens = embedder.count_tokens(profile.format_document("")) if profile.document_prefix else 0
    return min(embedder.max_tokens, MAX_CHUNK_TOKENS) - 2 - prefix_tokens


def chunk_document(
    document: Document, *, count_tokens: Callable[[str], int], max_tokens: int, overlap_tokens: int
) -> list[Chunk]:
    """The chunks of every page of ``document``, numbered and offset across pages.

    A module function so benchmarks can cut exactly the chunks the indexer embeds.
    """
    chunks: list[Chunk] = []
    offset = 0
    for page in document.pages:
        cut = chunk_text(
            page.text,
            count_tokens=count_tokens,
            max_tokens=max_tokens,
            overlap_tokens=overlap_tokens,
            page=page.number,
            base_offset=offset,
            first_ord=len(chunks),
        )
        chunks += [dataclasses.replace(c, ocr=True) for c in cut] if page.ocr else cut
        offset += len(page.text) + len(PAGE_SEPARATOR)
    return chunks
