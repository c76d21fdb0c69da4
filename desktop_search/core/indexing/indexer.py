"""Bring the index in line with the folders on disk, as a stream of progress events.

A run has three steps.

**Plan** (:mod:`.planning`). Disk is compared with the database, cheaply: size
and modification time decide whether a file is looked at; moved files keep their
rows, chunks and vectors; vanished files are deleted. A change set from the
watcher narrows the plan to what changed.

**Words.** Every planned file, newest modified first: a prefetch thread hashes
it, has it extracted in a separate, resource-limited process
(:class:`~.extract.sandbox.ExtractorProcess`), chunks it and analyses each
passage for keyword search; the indexing thread commits the file's passages
and keyword terms in one transaction, without vectors. From that moment the
file is found by its name and its words. Unchanged content (same hash) is
never read again. Files with pages to recognise (OCR) come after every other
file, still in the words step (``Indexer.ocr_in_words_step``: measured, see there).
Machine-written text (a log) is read by the prefetch thread itself, a piece at a
time, each piece committed with how far the file was read; a log that only grew is
read from where it grew (:mod:`.pieces`).

**Meaning.** Passages without vectors are a state in SQLite (an empty vector
and the file's place in the meaning queue: newest modified first, a change the
watcher saw while the app ran before all). They are read from there in queue
order, embedded in streamed batches and stored batch by batch. A kill at any
moment loses at most the batch in flight; the next run carries on where this
one stopped and embeds nothing twice. A watcher change can ``interrupt`` this
step between two batches: its words and meaning go first, the backlog after.

Every change goes through the :class:`~.store.index.IndexStore`, which keeps
the database and the vectors in step and decides when the vector file is saved.
"""

from __future__ import annotations

import contextlib
import dataclasses
import errno
import json
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

from ..common import reasons
from ..common.hashing import sha256_file
from ..common.settings import Settings
from ..common.texts import QT_TRANSLATE_NOOP
from ..extract import Document, ExtractionError, UnsupportedFile, is_supported, mailstore
from ..extract.document import ExtractionTimeout
from ..extract.mailstore import (
    Member,
    StoreBatch,
    after_message,
    legacy_key,
    read_store,
    store_kind,
    tail_digest,
)
from ..extract.registry import is_image
from ..models.embedder import Embedder, Tokens
from ..models.runtime import compute
from ..store.db import Database
from ..store.files import RETRY, FolderInfo
from ..store.index import IndexStore
from ..store.messages import MessageRow, StoredMember, member_path
from ..store.passages import ChunkIn, meaning_rank
from ..text.chunking import Chunk, chunk_text
from ..text.lexical import PassageTerms, analyse_passage, detect_language, index_terms
from .pieces import Piece, ReadState, grown, read_in_pieces
from .planning import Candidate, Plan, Scope, folder_scopes, plan_changes, plan_scopes
from .power import PAUSE, RECHECK_S, SLOW, PowerState, on_battery, run_in_background
from .recognition import OcrCache, OcrSetup, OcrState, recognise_document
from .scanner import Exclusions
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

    #: "scanning" | "indexing" (words: files read and made findable by their words) | "meaning"
    #: (passages given vectors) | "paused" | "saving" | "done" | "cancelled"
    phase: str
    files_done: int  #: planned files of this run through the words step (findable by their words)
    files_total: int  #: files planned in this run
    chunks_done: int  #: passages written in this run
    current: str = ""
    #: Planned files of this run that could not be read (failed or skipped): not searchable by
    #: their words (those read before keep their last passages).
    failed: int = 0
    elapsed_s: float = 0.0
    #: OCR: the file whose pages are being recognised ("" when none), which of how many pages,
    #: and the pages recognised so far in this run (pages found in the OCR cache not counted).
    recognising: str = ""
    ocr_page: int = 0
    ocr_pages: int = 0
    pages_recognised: int = 0
    #: Meaning: passages given vectors in this run, passages of the whole index still waiting
    #: for theirs, all passages of the index, and the passages per second measured in this run.
    meaning_done: int = 0
    meaning_pending: int = 0
    passages_total: int = 0  #: passages that have or wait for meaning (words-only ones are not)
    meaning_rate: float = 0.0
    #: Seconds into the run when every planned file had its words (None until then).
    words_s: float | None = None
    #: Why the run is paused when not by the user: "on battery" (English; the "Progress" context
    #: translates it where it is shown).
    paused_by: str = ""


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
    #: Messages of mail stores: read and stored anew, known again unchanged, gone from their store.
    messages_indexed: int = 0
    messages_unchanged: int = 0
    messages_removed: int = 0
    truncated: int = 0
    pages_recognised: int = 0
    ocr_cache_hits: int = 0
    seconds: float = 0.0
    errors: list[tuple[str, str]] = field(default_factory=list)
    #: Files indexed with something left out, and what ("recognised 1 of 50 pages; ...").
    notes: list[tuple[str, str]] = field(default_factory=list)
    cancelled: bool = False
    #: Meaning: passages given vectors in this run, and passages still waiting at its end.
    passages_embedded: int = 0
    meaning_pending: int = 0
    #: Seconds until every planned file of the run was findable by its words (None: never got there).
    words_s: float | None = None
    #: The meaning step gave way to a watcher change (it goes on in the next run).
    interrupted: bool = False
    #: Files of the plan left unread (OCR still running when the run stopped): a full scan finds them.
    words_unfinished: bool = False
    #: Folders found away (offline, unreachable, unreadable, missing): ``(path, "state: reason")``.
    #: Their entries are kept, and so are ``files_kept`` entries below folders that could not be listed.
    folders_away: list[tuple[str, str]] = field(default_factory=list)
    files_kept: int = 0
    #: Seconds one pass over each network share took (the watcher looks at it as often as that affords).
    share_pass_s: dict[str, float] = field(default_factory=dict)


@dataclass
class _Prepared:
    """What the prefetch thread hands to the indexing thread for one candidate."""

    cand: Candidate
    digest: str = ""
    document: Document | None = None
    chunks: list[Chunk] = field(default_factory=list)
    analysed: list[PassageTerms] = field(default_factory=list)  # one per chunk: language, keyword terms
    failure: str = ""
    unsupported: bool = False
    #: The failure is of the moment (a time or memory limit, a child that crashed or could not
    #: start, a read error): the file keeps its passages and is read again at the next run.
    passing: bool = False
    #: Machine-written text stored for its words only (no vectors; see :mod:`.machine_text`).
    words_only: bool = False
    #: A message of the mail store ``cand`` (its words go in as a row of their own below the store).
    member: Member | None = None
    #: A step of reading the mail store ``cand``: its start, or its end (what moved, what went).
    store: _StoreStep | None = None
    #: A piece of the machine-written text file ``cand``, read in pieces (see :mod:`.pieces`).
    piece: Piece | None = None


@dataclass
class _StoreStep:
    """The start (``end`` False) or the end of a mail store's reading, for the indexing thread."""

    end: bool = False
    moved: list[tuple[int, str]] = field(default_factory=list)
    #: Messages known by a key of an older form, with their key of today (content unchanged).
    rekeyed: list[tuple[int, str]] = field(default_factory=list)
    gone: list[int] = field(default_factory=list)
    state: str = ""
    note: str = ""
    #: Messages were not read for a passing reason: the next run reads the store again.
    read_again: bool = False
    messages: int = 0
    unchanged: int = 0


#: The prefetch thread's marker: every file without pages to recognise has been handed over.
_TEXT_DONE = _Prepared(cast(Candidate, None))
#: Waiting passages read from the database at a time during the meaning step.
MEANING_PAGE = 128


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
        read_store: Callable[[Path, int, int | None], StoreBatch] | None = None,
    ) -> None:
        self.store = store
        self.embedder = embedder
        self.extract = extract
        #: One piece of a mail store from a place in it (the sandbox child's, in the app).
        self.read_store = read_store or _read_store_here
        self.settings = settings or Settings()
        #: OCR for pages without text; None or ``settings.ocr`` off: images are not indexed.
        self.ocr = ocr if ocr is not None and self.settings.ocr else None
        self._ocr_state = OcrState()
        self.exclusions = Exclusions(self.settings, supported=self._supported)
        self.overlap_tokens = overlap_tokens
        self.chunk_tokens = chunk_budget(embedder)
        #: Where recognition (OCR) sits. True (the default): after every other file's words and
        #: before any meaning, so a scan is findable by its words early; False: beside the meaning
        #: step, at a lower priority. ``bench/ocr_order.py`` measures both: beside meaning, the
        #: low-priority recognition gets the cores only when llama.cpp leaves them, so scans were
        #: findable by their words only at the very end of the run (89 s against 13 s in the
        #: words step, 200 text files and 8 pages) and text files' meaning was not earlier.
        self.ocr_in_words_step = True
        #: The power state (True: on battery), asked between meaning batches; a seam for tests.
        self.power: PowerState = on_battery
        self._power_at = -RECHECK_S
        self._on_battery = False
        #: A machine-written text file that only grew is read from where its last passage starts
        #: (True, the default), or whole again (False). ``bench/growing_log.py`` measures both.
        self.appends_alone = True

    def apply_settings(self, settings: Settings, *, ocr: OcrSetup | None) -> None:
        """Use new settings (and OCR set-up) from the next run on."""
        self.settings = settings
        self.ocr = ocr if ocr is not None and settings.ocr else None
        self.exclusions = Exclusions(settings, supported=self._supported)

    def _supported(self, path: Path) -> bool:
        if is_supported(path):
            return self.ocr is not None or not is_image(path)
        return store_kind(path) is not None

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
        urgent: bool = False,
        interrupt: Callable[[], bool] | None = None,
    ) -> IndexReport:
        """Plan ``scopes`` (plus an ``extra`` plan from the watcher), write the words of every
        planned file, then give every waiting passage of the index its vector.

        ``urgent``: the plan holds changes seen while the app runs; their passages go to the head
        of the meaning queue. ``interrupt()`` is asked between two meaning batches; when it
        answers true the run ends there (the rest waits in the queue for the next run).
        """
        self._ocr_state = OcrState()
        if self.settings.background_priority:
            # The decodes' thread (llama.cpp's workers are started from it and inherit it): this
            # process indexes from now on as a quiet neighbour. Searches keep their keyword
            # stage at normal priority; see power.run_in_background.
            compute(run_in_background)
        run = _Run(self, time.monotonic(), progress or (lambda _p: None))
        cancel = cancel or threading.Event()
        pause = pause or threading.Event()
        report = run.report

        if self.settings.meaning_for_machine_text and (n := self.store.db.reread_words_only()):
            log.info("meaning asked for machine-written text: %d files are read again", n)
        run.emit_phase("scanning")
        plan = self.plan(scopes, heartbeat=lambda: run.emit_phase("scanning"))
        if extra is not None:
            plan.candidates += extra.candidates
            plan.gone.update(extra.gone)
            plan.moves += extra.moves
            plan.folder_states = {**extra.folder_states, **plan.folder_states}
        self._apply_plan_basics(plan, report)
        # Words newest first too: what the user touched last is what they look for first.
        candidates = sorted(plan.candidates, key=lambda c: c.stat.mtime_ns, reverse=True)
        run.total = len(candidates)
        run.rank_urgent = urgent
        run.start_counts()

        prepared: queue.Queue[_Prepared | None] = queue.Queue(maxsize=PREFETCH_FILES)
        stop = threading.Event()
        feeder = threading.Thread(
            target=self._prefetch, args=(candidates, prepared, stop), name="prefetch", daemon=True
        )
        feeder.start()
        try:
            self._words(run, prepared, cancel, pause)
            if not cancel.is_set():
                self._meaning(run, prepared, cancel, pause, interrupt or (lambda: False))
        finally:
            stop.set()
            feeder.join(timeout=5)
        report.cancelled = cancel.is_set()
        report.words_unfinished = run.done < run.total
        report.pages_recognised, report.ocr_cache_hits = self._ocr_state.recognised, self._ocr_state.cached
        report.meaning_pending = self.store.db.pending_count()  # counted, not worked out
        run.tick(phase="saving")
        self.store.save()
        report.seconds = time.monotonic() - run.started
        run.tick(phase="cancelled" if report.cancelled else "done")
        return report

    def _words(
        self,
        run: _Run,
        prepared: queue.Queue[_Prepared | None],
        cancel: threading.Event,
        pause: threading.Event,
    ) -> None:
        """Commit the words of every file the prefetch thread hands over, up to the last one
        without pages to recognise (those follow during the meaning step)."""
        run.tick()
        while not cancel.is_set():
            while pause.is_set() and not cancel.is_set():
                run.tick(phase="paused")
                cancel.wait(0.1)
            try:
                item = prepared.get(timeout=HEARTBEAT_S)
            except queue.Empty:
                run.beat()
                continue
            if item is None:
                run.feeder_done = True
                break
            if item is _TEXT_DONE:
                if self.ocr_in_words_step:
                    continue
                break
            self._take(run, item)
        if run.done == run.total and run.report.words_s is None:
            run.report.words_s = time.monotonic() - run.started

    def _take(self, run: _Run, item: _Prepared) -> None:
        """Commit one prepared file: its words, its failure or its unchanged state."""
        report = run.report
        if item.store is not None or item.member is not None:
            self._take_store(run, item)
            return
        if item.piece is not None and not item.failure:
            self._take_piece(run, item)
            return
        if item.failure:
            self._record_failure(run, item)
        elif item.document is None:  # touched, same content: keep the vectors
            st = item.cand.stat
            self.store.touch_file(str(st.path), size=st.size, mtime_ns=st.mtime_ns)
            report.files_unchanged += 1
        else:
            if note := file_note(item.document, words_only=item.words_only):
                report.notes.append((str(item.cand.stat.path), note))
            self._commit_words(run, item)
            report.files_indexed += 1
            report.chunks_added += len(item.chunks)
            run.chunks += len(item.chunks)
        run.done += 1
        if run.done == run.total and report.words_s is None:
            report.words_s = time.monotonic() - run.started
        run.tick(str(item.cand.stat.path))
        self.store.maybe_save()

    def _take_store(self, run: _Run, item: _Prepared) -> None:
        """One step of a mail store: its start, one changed message, or its end."""
        st, report, db = item.cand.stat, run.report, self.store.db
        store = str(st.path)
        if item.store is not None and not item.store.end:
            db.begin_store(folder_id=item.cand.folder_id, path=store, size=st.size, mtime_ns=st.mtime_ns)
            run.tick(store)
            return
        if item.member is not None:
            member = item.member
            assert item.document is not None
            path = member_path(store, member.key)
            before = db.file(path)
            old_total, old_waiting = db.file_passages(before.id) if before is not None else (0, 0)
            when = int(member.date * 1e9) if member.date is not None else st.mtime_ns
            self.store.commit_words(
                folder_id=item.cand.folder_id,
                path=path,
                size=_location_length(member.location),
                mtime_ns=when,
                content_hash=member.digest,
                chunks=self._chunks_in(item),
                title=member.subject,
                rank=meaning_rank(when, urgent=run.rank_urgent),
                note=item.document.note,
                container=store,
                message=MessageRow(
                    subject=member.subject,
                    sender=member.sender,
                    recipients=member.recipients,
                    date=member.date,
                    member=member.key,
                    location=member.location,
                ),
            )
            report.messages_indexed += 1
            report.chunks_added += len(item.chunks)
            run.chunks += len(item.chunks)
            run.pending += len(item.chunks) - old_waiting
            run.passages += len(item.chunks) - old_total
            run.tick(store)
            self.store.maybe_save()
            return
        step = item.store
        assert step is not None
        if item.failure:
            self._record_failure(run, item)
        else:
            if step.moved:
                db.relocate_members(store, step.moved)
            if step.rekeyed:
                db.rekey_members(step.rekeyed)
            for file_id in step.gone:  # their passages leave the counts with them
                total, waiting = db.file_passages(file_id)
                run.pending -= waiting
                run.passages -= total
            self.store.finish_store(
                path=store,
                size=st.size,
                mtime_ns=-1 if step.read_again else st.mtime_ns,  # -1: as a store not read yet
                state=step.state,
                note=step.note,
                gone=step.gone,
            )
            report.messages_removed += len(step.gone)
            report.messages_unchanged += step.unchanged
            report.files_indexed += 1
            if step.note:
                report.notes.append((store, step.note))
        run.done += 1
        if run.done == run.total and report.words_s is None:
            report.words_s = time.monotonic() - run.started
        run.tick(store)
        self.store.maybe_save()

    def _take_piece(self, run: _Run, item: _Prepared) -> None:
        """One piece of a file read in pieces: its passages and how far the file was read, in one
        transaction. The file counts as read with its last piece (recorded as it was planned when
        that piece reached the planned size; else as read in part, its size the bytes read: the
        next scan looks at it again, and goes on from there)."""
        piece, st, report = item.piece, item.cand.stat, run.report
        assert piece is not None
        path = str(st.path)
        done = piece.last and piece.state.end == st.size
        before = self.store.db.file(path)
        old_total, old_waiting = (
            self.store.db.file_passages(before.id, from_ord=piece.from_ord) if before is not None else (0, 0)
        )
        note = reasons.WORDS_ONLY(kind=piece.state.why) if piece.state.words_only else ""
        self.store.commit_piece(
            folder_id=item.cand.folder_id,
            path=path,
            size=st.size if done else piece.state.end,
            mtime_ns=st.mtime_ns if done else -1,
            content_hash=(item.digest or None) if done else None,
            from_ord=piece.from_ord,
            chunks=self._chunks_in(item),
            state=piece.state.to_json(),
            note=note,
            rank=meaning_rank(st.mtime_ns, urgent=run.rank_urgent),
        )
        meant = 0 if item.words_only else len(item.chunks)  # passages that have or wait for meaning
        run.pending += meant - old_waiting
        run.passages += meant - old_total
        report.chunks_added += len(item.chunks)
        run.chunks += len(item.chunks)
        if piece.last:
            if note:
                report.notes.append((path, note))
            report.files_indexed += 1
            run.done += 1
            if run.done == run.total and report.words_s is None:
                report.words_s = time.monotonic() - run.started
        run.tick(path)
        self.store.maybe_save()

    def _chunks_in(self, item: _Prepared) -> list[ChunkIn]:
        """A prepared file's (or message's) passages, to store by their words (no vectors yet)."""
        return [
            ChunkIn(
                ord=c.ord,
                char_start=c.char_start,
                char_end=c.char_end,
                text=c.text,
                vector=None,
                page=c.page,
                ocr=c.ocr,
                analysed=item.analysed[i] if item.analysed else None,
                words_only=item.words_only,
            )
            for i, c in enumerate(item.chunks)
        ]

    def _commit_words(self, run: _Run, item: _Prepared) -> None:
        assert item.document is not None
        chunks = self._chunks_in(item)
        st = item.cand.stat
        before = self.store.db.file(str(st.path))
        # Its old passages go: the run's counts follow without recounting the whole index.
        old_total, old_waiting = self.store.db.file_passages(before.id) if before is not None else (0, 0)
        self.store.commit_words(
            folder_id=item.cand.folder_id,
            path=str(st.path),
            size=st.size,
            mtime_ns=st.mtime_ns,
            content_hash=item.digest,
            chunks=chunks,
            title=item.document.title,
            rank=meaning_rank(st.mtime_ns, urgent=run.rank_urgent),
            note=file_note(item.document, words_only=item.words_only),
            message=_message_row(item.document),
        )
        meant = 0 if item.words_only else len(chunks)  # passages that have or wait for meaning
        run.pending += meant - old_waiting
        run.passages += meant - old_total

    def _meaning(
        self,
        run: _Run,
        prepared: queue.Queue[_Prepared | None],
        cancel: threading.Event,
        pause: threading.Event,
        interrupt: Callable[[], bool],
    ) -> None:
        """Embed the index's waiting passages in queue order, storing each batch as it lands;
        meanwhile commit the words of files whose pages the prefetch thread recognises."""
        db = self.store.db
        profile = self.embedder.profile
        started = time.monotonic()
        inflight: set[int] = set()  # read and handed to the embedder, not yet stored

        def take_recognised(wait: bool) -> None:
            while not run.feeder_done:
                try:
                    item = prepared.get(timeout=HEARTBEAT_S) if wait else prepared.get_nowait()
                except queue.Empty:
                    return
                if item is None:
                    run.feeder_done = True
                elif item is not _TEXT_DONE:
                    self._take(run, item)
                    return

        def items() -> Iterator[tuple[int, Tokens | str]]:
            while True:
                while pause.is_set() and not cancel.is_set():
                    run.tick(phase="paused")
                    cancel.wait(0.1)
                while self._battery_says_wait() and not cancel.is_set() and not interrupt():
                    run.paused_by = QT_TRANSLATE_NOOP("Progress", "on battery")  # meaning waits for mains
                    run.tick(phase="paused")
                    cancel.wait(0.2)
                run.paused_by = ""
                if cancel.is_set() or interrupt():
                    run.report.interrupted = not cancel.is_set()
                    return
                take_recognised(wait=False)
                page = [
                    p for p in db.pending_passages(MEANING_PAGE + len(inflight)) if p.chunk_id not in inflight
                ]
                if not page:
                    if run.feeder_done:
                        return
                    run.beat()
                    take_recognised(wait=True)  # OCR is still going: its words, then their meaning
                    continue
                for passage in page:
                    inflight.add(passage.chunk_id)
                    run.beat()  # searches are answered between decodes
                    yield passage.chunk_id, profile.format_document(passage.text, passage.title)
                    if cancel.is_set() or interrupt():
                        break

        run.phase = "meaning"
        run.tick()
        batch_started = time.monotonic()
        for batch in self.embedder.embed_stream(items()):
            run.report.truncated += batch.truncated
            ids = [cast(int, key) for key in batch.keys]
            stored = self.store.commit_vectors(ids, batch.vectors)
            inflight.difference_update(ids)
            run.meaning_done += stored
            run.report.passages_embedded += stored
            run.pending -= stored
            run.meaning_rate = run.meaning_done / max(time.monotonic() - started, 1e-9)
            run.tick()
            self.store.maybe_save()
            if self.settings.on_battery == SLOW and self._battery():  # half the pace on battery
                took = time.monotonic() - batch_started
                cancel.wait(min(took, 5.0))
            batch_started = time.monotonic()

    def _battery(self) -> bool:
        """On battery (asked at most every :data:`.power.RECHECK_S`)."""
        now = time.monotonic()
        if now - self._power_at >= RECHECK_S:
            self._power_at = now
            self._on_battery = bool(self.power())
        return self._on_battery

    def _battery_says_wait(self) -> bool:
        return self.settings.on_battery == PAUSE and self._battery()

    def _apply_plan_basics(self, plan: Plan, report: IndexReport) -> None:
        """Folder states, moves, deletions and recorded skips: no extraction or embedding needed."""
        db = self.store.db
        known = {f.folder_id: f for f in db.folder_infos()}
        for folder_id, check in plan.folder_states.items():
            if folder_id not in known:
                continue
            db.set_folder_state(
                folder_id,
                check.state,
                check.reason,
                volume=check.volume.to_json() if check.online and check.volume is not None else None,
            )
            if not check.online:
                report.folders_away.append((known[folder_id].path, f"{check.state}: {check.reason}"))
                self._forget_if_long_away(known[folder_id], report)
        report.files_kept = plan.kept
        report.share_pass_s = dict(plan.share_pass_s)
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

    def _forget_if_long_away(self, info: FolderInfo, report: IndexReport) -> None:
        """The user asked for it (``forget_away_days``): the files of a folder away that long go."""
        days = self.settings.forget_away_days
        since = info.state_since if info.state != "online" else None
        if not days or since is None or time.time() - since < days * 86400 or not info.files:
            return
        paths = list(self.store.db.files_under(info.path))
        self.store.remove_files(paths)
        report.files_removed += len(paths)
        log.info("forgot %d files of %s, away for more than %d days", len(paths), info.path, days)

    def _record_failure(self, run: _Run, prepared: _Prepared) -> None:
        """A file that could not be read. It leaves the index only when its folder, listed, no
        longer holds it; else it keeps the passages of its last good read. A passing failure
        (:attr:`_Prepared.passing`) is read again at the next run; a lasting one (a damaged or
        unsupported file) when the file changes."""
        st, report = prepared.cand.stat, run.report
        path = str(st.path)
        before = self.store.db.file(path)
        if _gone(st.path, prepared.cand.root):  # vanished since the scan: just gone
            if before is not None:
                total, waiting = self.store.db.file_passages(before.id)
                run.pending -= waiting
                run.passages -= total
            self.store.remove_files([path])
            report.files_removed += 1
            return
        run.unread += 1
        if prepared.unsupported:
            report.files_skipped += 1
        else:
            report.files_failed += 1
        reason = prepared.failure
        if prepared.passing:
            kept = before is not None and self.store.db.file_passages(before.id) != (0, 0)
            reason = (reasons.KEPT_UNTIL_NEXT_RUN if kept else reasons.READ_AT_NEXT_RUN)(reason=reason)
        report.errors.append((path, reason))
        self.store.record_failure(
            folder_id=prepared.cand.folder_id,
            path=path,
            size=st.size,
            mtime_ns=st.mtime_ns,
            status="skipped" if prepared.unsupported else RETRY if prepared.passing else "error",
            reason=reason,
        )

    # -- the stream ---------------------------------------------------------

    def _prefetch(
        self, candidates: list[Candidate], out: queue.Queue[_Prepared | None], stop: threading.Event
    ) -> None:
        """Hash, extract, chunk and tokenise ahead of the embedder (its own thread; no database access).

        Files with pages to recognise come last, after every other file of the run (OCR is slow
        and must not hold up embedding); their pages' text comes from the OCR cache when it can.
        """
        _yield_cores_to_the_embedder(background=self.settings.background_priority)
        deferred: list[_Prepared] = []
        machine: list[_Prepared] = []  # machine-written text, for its words only: after the rest

        def hand_over(item: _Prepared) -> None:
            while not stop.is_set():
                try:
                    out.put(item, timeout=0.1)
                    return
                except queue.Full:
                    continue

        members_db: Database | None = None

        def reader() -> Database:
            nonlocal members_db
            if members_db is None:  # this thread's own connection (reads only)
                members_db = Database(self.store.db.path)
            return members_db

        try:
            for cand in candidates:
                if stop.is_set():
                    break
                kind = None if is_supported(cand.stat.path) else store_kind(cand.stat.path)
                if kind is not None:
                    self._prefetch_store(cand, kind, reader(), hand_over, stop)
                    continue
                item = _Prepared(cand)
                with _failures_recorded(item):
                    state = self._grown(cand, reader)
                    if state is not None:  # a log that only grew: its new lines alone, at once
                        self._hand_pieces(
                            item,
                            encoding=state.encoding,
                            why=state.why,
                            hand_over=hand_over,
                            stop=stop,
                            after=state,
                        )
                        continue
                    item.digest = sha256_file(cand.stat.path)
                    if not (
                        cand.known and cand.known.status == "ok" and cand.known.content_hash == item.digest
                    ):
                        item.document = self.extract(cand.stat.path)
                        if item.document.needs_ocr and self._ocr_later(item):
                            deferred.append(item)
                            continue
                        if item.document.words_only and item.document.encoding:
                            # Machine-written text, read here in pieces (its head, read to decide,
                            # is not kept); after every other file's words: people's files first.
                            item.document = dataclasses.replace(item.document, pages=[])
                            machine.append(item)
                            continue
                        self._cut(item)
                hand_over(item)
            for item in machine:
                if stop.is_set():
                    break
                assert item.document is not None
                with _failures_recorded(item):
                    self._hand_pieces(
                        item,
                        encoding=item.document.encoding,
                        why=item.document.words_only,
                        hand_over=hand_over,
                        stop=stop,
                    )
                    continue
                hand_over(item)
            if deferred and not stop.is_set():
                hand_over(_TEXT_DONE)  # the words step ends here; recognition goes on beside meaning
                self._recognise_deferred(deferred, hand_over, stop)
        finally:
            if members_db is not None:
                members_db.close()
            if not stop.is_set():
                out.put(None)  # the consumer is still reading: this cannot block for long

    def _prefetch_store(
        self,
        cand: Candidate,
        kind: str,
        db: Database,
        hand_over: Callable[[_Prepared], None],
        stop: threading.Event,
    ) -> None:
        """Read a mail store a piece at a time: hand over each message that is new or changed (its
        passages cut), then the store's end with the messages that only moved and those gone.

        An mbox that only grew (its old last bytes where they were) is read from the start of
        its last message read before (it may have been caught half-written): an append reads,
        cuts and embeds the new messages alone. Places not read last time for a passing reason
        (``retry`` in the saved state) are read again first, and only they. Otherwise the whole
        store is read and each message is known again by its key and digest: a compaction that
        rewrites the file re-embeds nothing. A message is forgotten only when the places that
        could hold it were read and it was not there.
        """
        path, store = cand.stat.path, str(cand.stat.path)
        known = db.store_members(store)
        state = _store_state(db.store_state(store))
        segments: list[tuple[int, int | None]] = [(0, None)]
        appended = False
        end, resume = state.get("end"), state.get("resume")
        retry = _places(state.get("retry", []))
        # Places that stopped the reader (a hang, the time or memory limit) under the limits in
        # force now: not tried again while the store keeps its old bytes, so slow messages do not
        # cost their time limits again at every run; a change of the limits (or Retry) reads them.
        limits = [self.settings.extract_timeout_s, self.settings.extract_memory_mb]
        slow_before = (_places(state.get("slow", [])) or []) if state.get("limits") == limits else []
        if (
            kind == "mbox"
            and known
            and state.get("kind") == "mbox"
            and isinstance(end, int)
            # grown: an append; same size and time: only places to read again (a new time, same
            # size: flags changed in place, read in full)
            and (
                cand.stat.size > end > 0
                or (cand.stat.size == end > 0 and retry and cand.stat.mtime_ns == state.get("mtime"))
            )
            and retry is not None
            and tail_digest(path, end) == state.get("tail")
        ):
            appended = True
            resume = resume if isinstance(resume, int) and 0 <= resume < end else end
            kept_slow = [place for place in slow_before if place in (retry or []) and place[0] < resume]
            segments = _merged([*(p for p in retry or [] if p not in kept_slow), (resume, None)])
        else:
            kept_slow = []
        # Messages the index holds at the places read again: known again there, or gone.
        again = {key for key, m in known.items() if appended and _inside(_offset(m), segments)}
        hand_over(_Prepared(cand, store=_StoreStep()))
        step = _StoreStep(end=True)
        keys = _StoreKeys(known, appended=appended, again=again)
        last: tuple[int, str] | None = None  # the last message read: its place, its key when stored
        seen: set[str] = set()
        problems: list[str] = []
        more_not_read = 0  # messages of pieces stepped over whole, beyond one a piece
        #: Places not read for a passing reason (from, to; None: the end): what they hold stays.
        unsure: list[tuple[int, int | None]] = list(kept_slow)
        #: Of them, places stepped over because they stop the reader (kept unread next time).
        slow: list[tuple[int, int | None]] = list(kept_slow)
        stopped = read_any = False
        failure = _Prepared(cand)
        batch = None
        where = reasons.STORE_BYTE if kind == "mbox" else reasons.STORE_MESSAGE_NUMBER
        for first, _ in kept_slow:
            problems.append(reasons.STORE_MESSAGE_AT(place=where(at=first), reason=reasons.STORE_SLOW_KEPT()))
        limit: int | None = None  # 1: a message at a time, to find the one that stops the reader
        singles = stepped = 0
        with _failures_recorded(failure):
            for first, until in segments:
                next_start: int | None = first
                while next_start is not None and (until is None or next_start < until) and not stop.is_set():
                    try:
                        batch = self.read_store(path, next_start, limit)
                    except ExtractionError as exc:
                        if not _steps_over(exc):
                            if not read_any:
                                raise
                            problems.append(
                                reasons.STORE_READ_STOPPED(place=where(at=next_start), reason=exc.reason)
                            )
                            if _reader_away(exc):  # the child, not the store: the rest is read next run
                                unsure.append((next_start, None))
                            stopped = True
                            break
                        if limit != 1 and stepped < MAX_STEPPED_OVER:  # the piece again, a message at a time
                            limit, singles = 1, 0
                            continue
                        # Step over, unparsed, what stops the reader: this message, or once the budget
                        # of messages found one at a time is spent, the whole piece (tried once).
                        after, count = _step_over(
                            path, next_start, kind=kind, messages=1 if limit == 1 else None
                        )
                        if count == 1:
                            problems.append(
                                reasons.STORE_MESSAGE_AT(place=where(at=next_start), reason=exc.reason)
                            )
                        else:
                            problems.append(
                                reasons.STORE_MESSAGES_AT(
                                    place=where(at=next_start), count=count, reason=exc.reason
                                )
                            )
                            more_not_read += count - 1
                        unsure.append((next_start, after))
                        slow.append((next_start, after))
                        stepped += 1
                        next_start, batch = after, None
                        if stepped > MAX_STEPPED_OVER:
                            limit = None  # budget spent: whole pieces, one that fails stepped over whole
                        continue
                    read_any = True
                    if limit == 1 and (singles := singles + 1) >= mailstore.BATCH_MESSAGES:
                        limit = None  # no message failed alone: whole pieces again
                    next_start = batch.next_start
                    for read in batch.members:
                        place = read.location.split(":")[0]
                        if until is not None and place.isdigit() and int(place) >= until:
                            next_start = None  # this place is read again up to here only
                            break
                        last = (int(place), "") if place.isdigit() else None
                        if read.document is None:  # unreadable (why: its problem), or not a message
                            if read.problem:
                                problems.append(reasons.STORE_MESSAGE_AT(place=place, reason=read.problem))
                            continue
                        member = keys.unique(read)
                        last = (last[0], member.key) if last is not None else None
                        seen.add(member.key)
                        step.messages += 1
                        old = known.get(member.key)
                        if old is None and (earlier := keys.claim_legacy(member)):
                            seen.add(earlier)  # the same message under its key of an older form
                            old = known[earlier]
                            step.rekeyed.append((old.file_id, member.key))
                        if old is not None and old.digest == member.digest:
                            step.unchanged += 1
                            if old.location != member.location:
                                step.moved.append((old.file_id, member.location))
                            continue
                        item = _Prepared(cand, member=member, document=member.document)
                        with _failures_recorded(item):
                            self._cut(item)
                        if item.failure:
                            subject = member.subject or member.key
                            problems.append(reasons.STORE_MESSAGE(subject=subject, reason=item.failure))
                            continue
                        hand_over(item)
                if stopped:
                    break
        complete = not stopped
        if stop.is_set():
            return
        if failure.failure:
            hand_over(dataclasses.replace(failure, store=step))
            return
        if complete:
            # Not found where it could be (everywhere, or the places read again): gone.
            candidates = known.keys() if not appended else again
            step.gone = _messages_gone({key: known[key] for key in candidates if key not in seen}, unsure)
        if complete and batch is not None and batch.next_start is None:
            saved: dict[str, object] = {"kind": kind, "end": batch.end, "tail": batch.tail}
            if last is not None:
                saved["resume"], saved["last"] = last
            if unsure:
                saved["retry"], saved["mtime"] = unsure, cand.stat.mtime_ns
            if slow:
                saved["slow"], saved["limits"] = slow, limits
            step.state = json.dumps(saved)
        elif state:  # read in part: the next change reads it all again
            step.state = ""
        # Not read for a passing reason: the store is read again in the next run, changed or not.
        step.read_again = bool(unsure)
        if problems:
            listed = problems[:3] + ([reasons.AND_MORE(more=len(problems) - 3)] if len(problems) > 3 else [])
            step.note = reasons.MESSAGES_NOT_READ(len(problems) + more_not_read, problems="; ".join(listed))
        hand_over(_Prepared(cand, store=step))

    def _ocr_later(self, item: _Prepared) -> bool:
        """Whether ``item``'s pages are to be recognised at the end of the run; raises UnsupportedFile
        for an image that OCR cannot read here."""
        assert item.document is not None
        if self.ocr is None or not self.ocr.ready:
            if not item.document.pages and item.document.kind == "image":
                reason = self.ocr.unavailable if self.ocr is not None else reasons.OCR_OFF()
                raise UnsupportedFile(reason or reasons.OCR_UNAVAILABLE())
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

    def _grown(self, cand: Candidate, reader: Callable[[], Database]) -> ReadState | None:
        """The read state of ``cand`` when it is a file read in pieces that only grew since
        (see :mod:`.pieces`): its new lines are read alone. None: it is read as any file."""
        known = cand.known
        if not self.appends_alone or known is None or known.status != "ok" or known.size == cand.stat.size:
            return None
        state = ReadState.from_json(reader().store_state(str(cand.stat.path)))
        words_only = not self.settings.meaning_for_machine_text
        return state if grown(cand.stat.path, cand.stat.size, state, words_only=words_only) else None

    def _hand_pieces(
        self,
        item: _Prepared,
        *,
        encoding: str,
        why: str,
        hand_over: Callable[[_Prepared], None],
        stop: threading.Event,
        after: ReadState | None = None,
    ) -> None:
        """Read the machine-written text file of ``item`` in pieces, from its start (or from where
        ``after`` says an append begins), and hand over each piece's passages as it is cut."""
        words_only = not self.settings.meaning_for_machine_text
        if words_only:
            count: Callable[[str], int] = _count_chars_as_tokens
            overlap = 0
        else:  # meaning asked for: passages the model reads, as any file's
            count, overlap = self.embedder.count_tokens, self.overlap_tokens

        def cut(text: str, base: int, first: int) -> list[Chunk]:
            return chunk_text(
                text,
                count_tokens=count,
                max_tokens=self.chunk_tokens,
                overlap_tokens=overlap,
                base_offset=base,
                first_ord=first,
            )

        path = item.cand.stat.path
        for piece in read_in_pieces(
            path,
            encoding=encoding,
            why=why,
            words_only=words_only,
            cut=cut,
            stop=item.cand.stat.size,
            after=after,
        ):
            if stop.is_set():
                return
            hand_over(
                dataclasses.replace(
                    item,
                    document=None,
                    piece=piece,
                    chunks=piece.chunks,
                    analysed=piece.analysed,
                    words_only=words_only,
                )
            )

    def _words_only(self, document: Document) -> bool:
        """Whether ``document`` is stored for its words only (machine-written, meaning not asked for)."""
        return bool(document.words_only) and not self.settings.meaning_for_machine_text

    def _cut(self, item: _Prepared) -> None:
        """Chunks of the extracted document, and each chunk's language and keyword terms."""
        assert item.document is not None
        if self._words_only(item.document):
            item.words_only = True
            item.chunks, item.analysed = words_only_chunks(item.document, self.chunk_tokens)
            return
        item.chunks = chunk_document(
            item.document,
            count_tokens=self.embedder.count_tokens,
            max_tokens=self.chunk_tokens,
            overlap_tokens=self.overlap_tokens,
        )
        # Language and keyword terms here too, off the indexing thread.
        item.analysed = [analyse_passage(c.text) for c in item.chunks]


#: A document waiting for OCR keeps its text pages in memory up to this size (else extracted again).
_KEEP_CHARS = 200_000
#: Characters counted as one token when machine-written text is cut without the model's tokenizer
#: (logs tokenise into short pieces: digits, punctuation; a passage stays near the model's size).
_CHARS_PER_TOKEN = 4


def _read_store_here(path: Path, start: int, limit: int | None = None) -> StoreBatch:
    """One piece of a mail store, read in this process (tests, the CLI's in-process runs)."""
    from ..searching import places

    return read_store(path, start, max_chars=places.INDEXED_CHARS, limit=limit)


#: Messages of one store found one at a time and stepped over in a run (each costs the reader's
#: time limit). Past them, one more that fails alone is stepped over, then the store is read on in
#: whole pieces and a piece that fails is stepped over whole, tried once: slow messages cost a
#: store at most about this many time limits and one a piece, not two a message.
MAX_STEPPED_OVER = 20


def _step_over(path: Path, start: int, *, kind: str, messages: int | None) -> tuple[int | None, int]:
    """Where reading goes on after ``messages`` messages (None: a whole piece) from ``start``,
    found without parsing them, and how many were stepped over."""
    after: int | None = start
    count = 0
    while after is not None and count < (messages or mailstore.BATCH_MESSAGES):
        after, count = after_message(path, after, kind=kind), count + 1
    return after, count


def _messages_gone(unseen: dict[str, StoredMember], unsure: list[tuple[int, int | None]]) -> list[int]:
    """File ids of the messages a read of the places that could hold them did not find. A
    message leaves only on evidence that it is gone: when places were not read for a passing
    reason (a timeout), one whose last known place lies in them stays, and when such a place
    held none of them (the store was rewritten, or it holds a message never indexed: no
    telling), every one stays."""
    if not unsure:
        return [m.file_id for m in unseen.values()]
    places = [_offset(m) for m in unseen.values()]
    if not all(any(_inside(at, [place]) for at in places) for place in unsure):
        return []
    return [m.file_id for m, at in zip(unseen.values(), places, strict=True) if not _inside(at, unsure)]


def _reader_away(exc: ExtractionError) -> bool:
    """Whether reading stopped for a reason that passes (the child could not start, or was
    closed) rather than for the store itself: nothing of it is recorded as read."""
    return exc.reason.startswith(("extractor failed to start", "extractor was closed"))


def _gone(path: Path, root: Path) -> bool:
    """Positive evidence that ``path`` (below the chosen folder ``root``) is no longer there: the
    nearest folder above it that is still there is listed, without the way to it. A folder that
    cannot be listed, a share that stopped answering or a chosen folder not there (a drive away)
    is no evidence."""
    while path != root and root in path.parents:
        try:
            os.lstat(path)
            return False
        except (FileNotFoundError, NotADirectoryError):
            pass
        except OSError:
            return False
        try:
            with os.scandir(path.parent) as entries:
                return all(entry.name != path.name for entry in entries)
        except (FileNotFoundError, NotADirectoryError):
            path = path.parent  # its folder went too: look for that one in its own folder
        except OSError:
            return False
    return False


#: Read errors of the moment (a busy or unreachable disk or share, no memory or file handles
#: left, a file replaced while read): read again at the next run. Others (no permission, a name
#: too long) last until the user changes something: read again when the file changes, or asked.
_PASSING_ERRNOS = frozenset(
    getattr(errno, name)
    for name in (
        "EIO", "EAGAIN", "EBUSY", "EINTR", "ENOMEM", "ENFILE", "EMFILE", "ETIMEDOUT", "ESTALE",
        "ENOTCONN", "ECONNRESET", "ECONNABORTED", "EHOSTDOWN", "EHOSTUNREACH", "ENETDOWN",
        "ENETUNREACH", "ENETRESET", "ETXTBSY", "ENOBUFS", "ENOENT", "EDEADLK", "ENOLCK",
    )
    if hasattr(errno, name)
)  # fmt: skip
#: What the extraction child says when it failed for a reason of the moment, not of the file.
_PASSING = (reasons.EXTRACTOR_NOT_STARTED, reasons.CRASHED, reasons.OVER_MEMORY, reasons.EXTRACTOR_CLOSED)


def _passing(exc: ExtractionError) -> bool:
    """Whether a read failed for a reason of the moment (a time or memory limit, a child that
    crashed or could not start) rather than of the file (damaged, unsupported): the file is read
    again at the next run."""
    if isinstance(exc, UnsupportedFile):
        return False
    if isinstance(exc, ExtractionTimeout):
        return True
    return any(pattern.fullmatch(exc.reason) for reason in _PASSING for pattern in reason.patterns)


def _steps_over(exc: ExtractionError) -> bool:
    """Whether a store's reader stopped on one message (a hang, a crash, too much memory) rather
    than on the store itself (not a store, unreadable): then the message is stepped over."""
    return isinstance(exc, ExtractionTimeout) or exc.reason.startswith(
        ("extractor crashed", "used more than")
    )


class _StoreKeys:
    """Keys unique across a whole store, the same in every run.

    The reader gives each message a key of its Message-ID and content digest (or a hash of its
    bytes), so only copies with the same text share one; those are numbered here in store order
    ("#2" on) across every piece. A read of some places only (an append, places read again)
    gives a message the index holds there its key back and numbers a new copy after the
    highest number held. Keys of the older form (the Message-ID alone, "#2" counted afresh in
    each piece) are claimed by a message of that ID with the same digest: it keeps its passages
    and vectors under its new key.
    """

    def __init__(
        self, known: dict[str, StoredMember], *, appended: bool, again: set[str] | None = None
    ) -> None:
        self.known = known
        self.appended = appended
        self.copies: dict[str, int] = {}
        #: The keys held at the places read again, by their key without its number, in store order.
        self.reuse: dict[str, list[str]] = {}
        for key in sorted(again or (), key=lambda k: _copy(k)[1]):
            self.reuse.setdefault(_copy(key)[0], []).append(key)
        self.legacy: dict[tuple[str, str], list[str]] = {}
        for key, old in sorted(known.items()):
            if appended and key not in (again or ()):
                continue  # not read in this run: it stays as it is
            if (message_id := legacy_key(key)) is not None:
                self.legacy.setdefault((message_id, old.digest), []).append(key)

    def unique(self, member: Member) -> Member:
        base = member.key
        if self.appended:
            if waiting := self.reuse.get(base):
                return dataclasses.replace(member, key=waiting.pop(0))
            if base not in self.copies:
                self.copies[base] = max((n for key, n in map(_copy, self.known) if key == base), default=0)
        n = self.copies[base] = self.copies.get(base, 0) + 1
        return member if n == 1 else dataclasses.replace(member, key=f"{base}#{n}")

    def claim_legacy(self, member: Member) -> str | None:
        """The key of the older form that ``member`` had, if the index holds one (taken once)."""
        if " " not in member.key:
            return None
        waiting = self.legacy.get((member.key[: member.key.rfind(" ")], member.digest))
        return waiting.pop(0) if waiting else None


def _copy(key: str) -> tuple[str, int]:
    """A key without its copy number, and the number (1 for none)."""
    base, sep, n = key.rpartition("#")
    return (base, int(n)) if sep and n.isdigit() else (key, 1)


def _offset(member: StoredMember) -> int | None:
    """Where in its mbox a message the index holds was (None: not in an mbox)."""
    offset = member.location.split(":")[0]
    return int(offset) if offset.isdigit() else None


def _inside(at: int | None, places: list[tuple[int, int | None]]) -> bool:
    return at is not None and any(start <= at and (end is None or at < end) for start, end in places)


def _places(value: object) -> list[tuple[int, int | None]] | None:
    """The places to read again of a saved state (None: not of the form saved)."""
    if not isinstance(value, list):
        return None
    places: list[tuple[int, int | None]] = []
    for item in value:
        if not (
            isinstance(item, list)
            and len(item) == 2
            and isinstance(item[0], int)
            and (item[1] is None or isinstance(item[1], int))
        ):
            return None
        places.append((item[0], item[1]))
    return places


def _merged(places: list[tuple[int, int | None]]) -> list[tuple[int, int | None]]:
    """Places in store order, those that meet or overlap made one (nothing is read twice)."""
    out: list[tuple[int, int | None]] = []
    for start, end in sorted(places, key=lambda p: p[0]):
        if out and (out[-1][1] is None or start <= out[-1][1]):
            before, stop = out[-1]
            out[-1] = (before, None if end is None or stop is None else max(stop, end))
        else:
            out.append((start, end))
    return out


def _store_state(text: str | None) -> dict[str, object]:
    try:
        value = json.loads(text) if text else {}
    except ValueError:
        return {}
    return value if isinstance(value, dict) else {}


def _message_row(document: Document) -> MessageRow | None:
    """What the list shows of a message kept one a file (.eml, Maildir, .emlx), or None."""
    if document.message is None:
        return None
    subject, sender, recipients, date = document.message
    return MessageRow(subject=subject, sender=sender, recipients=recipients, date=date)


def _location_length(location: str) -> int:
    _, _, length = location.partition(":")
    return int(length) if length.isdigit() else 0


def _count_chars_as_tokens(text: str) -> int:
    return len(text) // _CHARS_PER_TOKEN + 1


def words_only_chunks(document: Document, max_tokens: int) -> tuple[list[Chunk], list[PassageTerms]]:
    """Passages of machine-written text for the keyword index alone: cut by characters at line
    ends (no tokenizer: a 40 MB log is cut in a second), without overlap (no model reads them),
    and analysed in the language of the file as a whole (one detection, not one per passage)."""
    chunks = chunk_document(
        document,
        count_tokens=_count_chars_as_tokens,
        max_tokens=max_tokens,
        overlap_tokens=0,
    )
    sample = "\n".join(c.text for c in chunks[:: max(1, len(chunks) // 8)][:8])
    lang = detect_language(sample)
    return chunks, [PassageTerms(lang, *index_terms(c.text, lang)) for c in chunks]


@contextlib.contextmanager
def _failures_recorded(item: _Prepared) -> Iterator[None]:
    """Turn what extraction raises into ``item.failure`` (a bug in an extractor must not stop the run)."""
    try:
        yield
    except UnsupportedFile as exc:
        item.failure, item.unsupported = exc.reason, True
    except ExtractionError as exc:
        item.failure, item.passing = exc.reason, _passing(exc)
    except OSError as exc:  # a vanished file is told apart later
        item.failure = reasons.CANNOT_READ(error=exc.strerror or exc)
        item.passing = exc.errno in _PASSING_ERRNOS
    except Exception as exc:
        log.exception("unexpected extraction error for %s", item.cand.stat.path)
        item.failure = reasons.UNEXPECTED_ERROR(error=exc)


class _Run:
    """What one run counts and reports: the report, progress counters and the progress sink."""

    def __init__(self, indexer: Indexer, started: float, emit: ProgressSink) -> None:
        self.indexer = indexer
        self.started = started
        self.emit = emit
        self.report = IndexReport()
        self.total = 0
        self.done = 0
        self.chunks = 0
        self.current = ""
        self.phase = "indexing"
        self.rank_urgent = False
        self.feeder_done = False
        self.meaning_done = 0
        self.meaning_rate = 0.0
        self.paused_by = ""
        self.pending = 0
        self.passages = 0
        self.unread = 0  #: planned files that could not be read (failed or skipped)
        self.beat = _Throttle(self.tick)

    def start_counts(self) -> None:
        counts = self.indexer.store.db.counts()
        self.pending, self.passages = counts["pending"], counts["chunks"] - counts["words_only"]

    def emit_phase(self, phase: str) -> None:
        self.emit(Progress(phase, 0, 0, 0))

    def tick(self, current: str | None = None, phase: str | None = None) -> None:
        if current is not None:
            self.current = current
        phase = phase or self.phase
        ocr = self.indexer._ocr_state
        with ocr.lock:
            recognising, page, pages, recognised = ocr.file, ocr.page, ocr.pages, ocr.recognised
        busy = phase in ("indexing", "meaning", "paused")
        self.emit(
            Progress(
                phase,
                self.done,
                self.total,
                self.chunks,
                self.current if busy else "",
                self.unread,
                time.monotonic() - self.started,
                recognising if busy else "",
                page if busy else 0,
                pages if busy else 0,
                recognised,
                meaning_done=self.meaning_done,
                meaning_pending=max(self.pending, 0),
                passages_total=self.passages,
                meaning_rate=self.meaning_rate,
                words_s=self.report.words_s,
                paused_by=self.paused_by if phase == "paused" else "",
            )
        )


class _Throttle:
    """Calls ``fn`` when at least :data:`HEARTBEAT_S` passed since the last call."""

    def __init__(self, fn: Callable[[], None] | None) -> None:
        self._fn = fn
        self._last = time.monotonic()

    def __call__(self) -> None:
        if self._fn is not None and (now := time.monotonic()) - self._last >= HEARTBEAT_S:
            self._last = now
            self._fn()


def _yield_cores_to_the_embedder(*, background: bool = False) -> None:
    """Lower this thread's priority so llama.cpp's threads win the cores when both want them.

    Extraction, chunking and tokenising only have to stay ahead of the embedder;
    when they preempt one of llama.cpp's threads, the others wait at the next
    barrier. On Linux a thread's nice value is its own and the extraction child
    it starts inherits it.
    """
    if background and run_in_background():
        return  # SCHED_IDLE (Linux): below every normal thread, the foreground's and llama.cpp's alike
    if sys.platform == "linux":
        with contextlib.suppress(OSError):
            os.setpriority(os.PRIO_PROCESS, threading.get_native_id(), PREFETCH_NICE)


def file_note(document: Document, *, words_only: bool) -> str:
    """What the index says of a file it holds in part or in words only ("" when it holds it all)."""
    parts = []
    if words_only:
        parts.append(reasons.WORDS_ONLY(kind=document.words_only))
    if document.note:
        parts.append(document.note)
    return "; ".join(parts)


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
