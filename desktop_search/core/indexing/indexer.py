"""Bring the index in line with the folders on disk, as a stream of progress events.

A run has three steps.

**Plan** (:mod:`.planning`). Disk is compared with the database, cheaply: size
and modification time decide whether a file is looked at; moved files keep their
rows, chunks and vectors; vanished files are deleted. A change set from the
watcher narrows the plan to what changed.

**Words** (:mod:`.prefetch` reads, :mod:`.words` commits). Every planned file, newest
modified first: a prefetch thread hashes it, has it extracted in a separate, resource-limited
process (:class:`~.extract.sandbox.ExtractorProcess`), chunks it and analyses each
passage for keyword search; the indexing thread commits the file's passages
and keyword terms in one transaction, without vectors. From that moment the
file is found by its name and its words. Unchanged content (same hash) is
never read again. Files with pages to recognise (OCR) come after every other
file, still in the words step (``Indexer.ocr_in_words_step``: measured, see there).
Machine-written text (a log) is read by the prefetch thread itself, a piece at a
time, each piece committed with how far the file was read; a log that only grew is
read from where it grew (:mod:`.pieces`). A mail store is read a piece at a time, each new or
changed message a row of its own (:mod:`.mailreading`). A file that could not be read keeps
what the index held of it until there is evidence that it is gone (:mod:`.failures`).

**Meaning** (:mod:`.meaning`). Passages without vectors are a state in SQLite (an empty vector
and the file's place in the meaning queue: newest modified first, a change the
watcher saw while the app ran before all). They are read from there in queue
order, embedded in streamed batches and stored batch by batch. A kill at any
moment loses at most the batch in flight; the next run carries on where this
one stopped and embeds nothing twice. A watcher change can ``interrupt`` this
step between two batches: its words and meaning go first, the backlog after.

Every change goes through the :class:`~.store.index.IndexStore`, which keeps
the database and the vectors in step and decides when the vector file is saved.
:class:`Indexer` plans and runs the steps over it; what a run tells (progress events, its
report) is in :mod:`.progress`.
"""

from __future__ import annotations

import logging
import queue
import threading
import time
from collections.abc import Callable
from pathlib import Path

from ..common.settings import Settings
from ..extract import Document, is_supported
from ..extract.mailstore import StoreBatch, store_kind
from ..extract.registry import is_image
from ..models.embedder import Embedder
from ..models.runtime import compute
from ..store.files import FolderInfo
from ..store.index import IndexStore
from .changes import ChangeSet
from .cutting import chunk_budget
from .mailreading import read_store_here
from .meaning import BatteryCheck, MeaningStep
from .planning import Plan, Scope, folder_scopes, plan_changes, plan_scopes
from .power import PowerState, on_battery, run_in_background
from .prefetch import PREFETCH_FILES, Prefetch
from .prepared import Prepared
from .progress import IndexReport, ProgressSink, Run, SpeechState, Throttle
from .recognition import OcrSetup, OcrState
from .scanner import Exclusions
from .speech import SpeechSetup, SpeechStep
from .words import WordsStep

log = logging.getLogger(__name__)


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
        speech: SpeechSetup | None = None,
    ) -> None:
        self.store = store
        self.embedder = embedder
        self.extract = extract
        #: One piece of a mail store from a place in it (the sandbox child's, in the app).
        self.read_store = read_store or read_store_here
        self.settings = settings or Settings()
        #: OCR for pages without text; None or ``settings.ocr`` off: images are not indexed.
        self.ocr = ocr if ocr is not None and self.settings.ocr else None
        self._ocr_state = OcrState()
        #: Speech for recordings (:mod:`.speech`); None: their speech waits (they are found by
        #: name, tags and subtitles) until a run that has it.
        self.speech = speech
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
        self._battery = BatteryCheck()
        #: A machine-written text file that only grew is read from where its last passage starts
        #: (True, the default), or whole again (False). ``bench/growing_log.py`` measures both.
        self.appends_alone = True

    def apply_settings(
        self, settings: Settings, *, ocr: OcrSetup | None, speech: SpeechSetup | None = None
    ) -> None:
        """Use new settings (and OCR and speech set-ups) from the next run on."""
        self.settings = settings
        self.ocr = ocr if ocr is not None and settings.ocr else None
        if speech is not None:
            self.speech = speech
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
        :data:`.progress.HEARTBEAT_S` while the scan runs)."""
        return plan_scopes(self.store.db, scopes, exclusions=self.exclusions, beat=Throttle(heartbeat))

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
        run = Run(
            db=self.store.db,
            ocr=self._ocr_state,
            started=time.monotonic(),
            emit=progress or (lambda _p: None),
            speech=SpeechState(),
        )
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

        prepared: queue.Queue[Prepared | None] = queue.Queue(maxsize=PREFETCH_FILES)
        stop = threading.Event()
        prefetch = Prefetch(
            store=self.store,
            settings=self.settings,
            extract=self.extract,
            read_store=self.read_store,
            ocr=self.ocr,
            ocr_state=self._ocr_state,
            embedder=self.embedder,
            chunk_tokens=self.chunk_tokens,
            overlap_tokens=self.overlap_tokens,
            appends_alone=self.appends_alone,
        )
        feeder = threading.Thread(
            target=prefetch.run, args=(candidates, prepared, stop), name="prefetch", daemon=True
        )
        feeder.start()
        try:
            words = WordsStep(
                store=self.store, ocr_in_words_step=self.ocr_in_words_step, settings=self.settings
            )
            words.take_all(run, prepared, cancel=cancel, pause=pause)
            interrupt = interrupt or (lambda: False)
            if not cancel.is_set():
                meaning = MeaningStep(
                    store=self.store,
                    embedder=self.embedder,
                    settings=self.settings,
                    power=self.power,
                    battery=self._battery,
                    take=words.take,
                )
                meaning.embed_waiting(run, prepared, cancel=cancel, pause=pause, interrupt=interrupt)
                speech_step = self.speech is not None
                if speech_step and not (cancel.is_set() or run.report.interrupted) and run.feeder_done:
                    self._speech(run, meaning, prepared, cancel=cancel, pause=pause, interrupt=interrupt)
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

    def _speech(
        self,
        run: Run,
        meaning: MeaningStep,
        prepared: queue.Queue[Prepared | None],
        *,
        cancel: threading.Event,
        pause: threading.Event,
        interrupt: Callable[[], bool],
    ) -> None:
        """The speech of pending recordings, after every other file's words and meaning: each
        piece's passages embedded before the next piece is read (see :mod:`.speech`)."""

        def embed() -> None:
            meaning.embed_waiting(run, prepared, cancel=cancel, pause=pause, interrupt=interrupt)
            run.phase = "speech"

        step = SpeechStep(
            store=self.store,
            setup=self.speech or SpeechSetup(None, None),
            settings=self.settings,
            count_tokens=self.embedder.count_tokens,
            max_tokens=self.chunk_tokens,
            power=self.power,
            battery=self._battery,
            state=run.speech,
        )
        step.run(run, embed=embed, cancel=cancel, pause=pause, interrupt=interrupt)
        run.phase = "meaning"

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
