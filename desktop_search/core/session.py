"""One engine's life for any front end: the window's worker and the command line's ``watch``.

A :class:`Session` owns an :class:`~.engine.Engine` on one *owner thread* (the GUI's engine
``QThread``, or the CLI's main thread) and does there everything a front end needs besides
showing things: opening the engine and catching up with changes made while the app was closed,
resuming an unfinished model switch, indexing runs one at a time, the folder watcher's lifetime
and its change sets, and the **search lane**: the newest query wins, answered at once when idle
and at every heartbeat of a run (so a query waits at most for the decode in flight), first the
first stage and then, when a reranker is set, the reranked order.

Threads (docs/ARCHITECTURE.md): methods marked *any thread* only touch thread-safe queues and
``threading.Event`` flags, then ask the front end, through ``wake(name)``, to call the owner-thread
method ``name`` soon; every other method runs on the owner thread. What happens is reported to an
:class:`SessionEvents` sink, on the owner thread. The core never imports Qt.
"""

from __future__ import annotations

import logging
import os
import queue
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Protocol, TypeVar

from .common import reasons
from .common.config import Paths
from .common.texts import QT_TRANSLATE_NOOP, translate
from .contracts import Answer, EngineStatus, RerankerOffer, RunProgress, RunSummary
from .elsewhere.drive_copying import DRIVE_DIR
from .indexing.folders import normal_path
from .indexing.progress import IndexReport, Progress
from .indexing.volumes import poll_interval

if TYPE_CHECKING:
    from .engine import Engine
    from .indexing.changes import ChangeSet
    from .indexing.watcher import FolderWatcher
    from .searching.filters import SearchFilters
    from .searching.searcher import SearchResponse
    from .text.languages import ModelOffer

log = logging.getLogger(__name__)

PROGRESS_INTERVAL_S = 0.1
_T = TypeVar("_T")


class SessionEvents(Protocol):
    """What a session reports, on its owner thread. Payloads are the typed values of :mod:`.contracts`."""

    def engine_ready(self, status: EngineStatus) -> None: ...
    def engine_failed(self, message: str) -> None: ...
    def progress(self, progress: RunProgress) -> None: ...
    def indexing_finished(self, summary: RunSummary) -> None: ...
    def failures_changed(self, failures: list[list[str]]) -> None: ...
    def results(self, request_id: int, answer: Answer) -> None: ...
    def error(self, message: str) -> None: ...
    def reranker_offered(self, offer: RerankerOffer | None) -> None: ...
    def model_offered(self, offer: ModelOffer | None) -> None: ...


class Session:
    """Runs an engine for a front end. See the module docstring for threads.

    ``wake(name)`` must arrange for ``getattr(session, name)()`` to run on the owner thread soon,
    after the current call returns (a queued call; never a direct one). ``watch``: None follows the
    settings' ``watch``, True always watches (the CLI's ``watch``), False never does.
    """

    def __init__(
        self,
        paths: Paths,
        events: SessionEvents,
        *,
        wake: Callable[[str], None],
        watch: bool | None = None,
        top: int = 20,
        writer: str = "the desktop-search app",
    ) -> None:
        self.paths = paths
        self.events = events
        self._writer = writer  # how other processes name this one while it writes the index
        self._wake = wake
        self._watch = watch
        self._top = top
        self.engine: Engine | None = None
        self.watcher: FolderWatcher | None = None
        self._searches: queue.Queue[tuple[int, str, SearchFilters | None]] = queue.Queue()
        self._changes: queue.Queue[ChangeSet] = queue.Queue()
        self._cancel = threading.Event()
        self._pause = threading.Event()
        self._indexing = False
        self._last_emit = 0.0
        self._watched_roots: list[Path] = []
        #: The model being switched to while its index is built ("" otherwise).
        self._switching = ""
        #: A run gave way to the watcher before it had read every planned file: scan again after.
        self._rescan = False
        #: Drive folders whose vectors the user asked for while a run was going on.
        self._vectors_wanted: list[str] = []

    # -- any thread ------------------------------------------------------------

    def request_search(self, request_id: int, query: str, filters: SearchFilters | None = None) -> None:
        """Queue a search, answered by ``events.results`` with the same id; older queued ones are dropped."""
        self._searches.put((request_id, query, filters))
        self._wake("answer_searches")

    def submit_changes(self, changes: ChangeSet) -> None:
        """A watcher change set: indexed after the current run, if any."""
        self._changes.put(changes)
        self._wake("run_pending_changes")

    def pause(self) -> None:
        self._pause.set()

    def resume(self) -> None:
        self._pause.clear()

    @property
    def paused(self) -> bool:
        return self._pause.is_set()

    def cancel(self) -> None:
        """Stop the current indexing run at the next batch."""
        self._cancel.set()
        self._pause.clear()

    # -- owner thread: life ----------------------------------------------------

    def open(self) -> None:
        """Open the engine, start watching, then catch up, resume a switch and offer a reranker."""
        from .engine import Engine

        try:
            self.engine = Engine(self.paths, writer=self._writer, pull_shared=True)
            self.engine.on_busy = self._wait_for_writer
            # Called on the shared indexes' puller thread: only a wake crosses to this one.
            self.engine.shared.on_change = lambda: self._wake("shared_changed")
        except Exception as exc:  # shown to the user as a message, logged in full
            log.exception("could not open the engine")
            self.events.engine_failed(str(exc))
            return
        engine = self.engine
        self._top = engine.settings.results_per_page
        status = engine.status()
        self.events.engine_ready(status)
        self.events.failures_changed(self._failures())
        if self._watch or (self._watch is None and engine.settings.watch):
            self._start_watcher()
        if status.folders or engine.settings.drive_indexes:
            self._wake("catch_up")  # changes made while the app was closed (drives' too)
        if engine.pending_model_switch() is not None:
            self._wake("resume_switch")  # a switch the last run did not finish
        # After the catch-up run, if any: its decodes have measured this machine's speed.
        self._wake("offer_reranker")
        self._wake("offer_model")

    def close(self) -> None:
        if self.watcher is not None:
            self.watcher.stop()
            self.watcher = None
        if self.engine is not None:
            self.engine.close()
            self.engine = None

    @property
    def indexing(self) -> bool:
        return self._indexing

    def watched(self) -> list[tuple[Path, str]]:
        """The folders watched now and how (``inotify``, ``polling``, …)."""
        if self.watcher is None:
            return []
        return [(root, self.watcher.backend(root)) for root in self._watched_roots]

    # -- owner thread: work ----------------------------------------------------

    def catch_up(self) -> None:
        self.index_folders([])

    def shared_changed(self) -> None:
        """A shared index's copy changed, or its database went away or came back: the front end
        shows the status again (and searches again with the copy as it is now)."""
        if self.engine is not None and not self._indexing:
            self.events.engine_ready(self.engine.status())

    def resume_switch(self) -> None:
        if self.engine is not None and (pending := self.engine.pending_model_switch()) is not None:
            self.switch_model(str(pending))

    def offer_reranker(self) -> None:
        if self.engine is not None:
            self.events.reranker_offered(_offer(self.engine.reranker_offer, "which reranker to offer"))

    def offer_model(self) -> None:
        """Say whether the multilingual model is worth offering for what is indexed now."""
        if self.engine is not None:
            offer = _offer(self.engine.model_offer, "whether to offer the multilingual model")
            self.events.model_offered(offer)

    def use_builtin_model(self, name: str) -> None:
        """Re-index with the built-in model ``name`` (converted on first use), then search with it."""
        self.events.model_offered(None)
        self.switch_model(name)  # says so plainly if it cannot be prepared; nothing changes then

    def decline_model_offer(self) -> None:
        """Not now: remember the share declined at, so the offer returns only if it grows a lot."""
        if self.engine is None:
            return
        from .common.settings import Settings
        from .text.languages import LanguageMix

        share = round(LanguageMix(self.engine.db.language_mix()).non_english_share, 4)
        self.engine.settings.multilingual_offer_declined = share
        Settings.update(self.paths.settings_path, multilingual_offer_declined=share)
        self.events.model_offered(None)

    def index_folders(self, folders: list[str]) -> None:
        """Add ``folders`` (if any) and bring every folder up to date."""
        if self.engine is None:
            return
        try:
            for folder in folders:
                self.engine.add_folder(Path(folder))
                self._watch_folder(Path(folder).resolve())
        except (OSError, ValueError) as exc:
            self.events.error(str(exc))
            return
        self._run(changes=None)

    def remove_folder(self, folder: str) -> None:
        if self.engine is None or self._indexing:
            return
        try:
            self.engine.remove_folder(Path(folder))
        except Exception as exc:  # shown to the user, logged in full
            log.exception("could not remove folder %s", folder)
            self.events.error(f"Could not remove {folder}: {exc}")
            return
        resolved = Path(normal_path(folder))  # not resolve(): the folder may be on a hung share
        self._watched_roots[:] = [r for r in self._watched_roots if r != resolved]
        if self.watcher is not None:
            try:
                self.watcher.unwatch(resolved)
            except Exception:  # the folder is forgotten either way; its events are now ignored
                log.exception("could not stop watching %s", resolved)
        self.events.indexing_finished(RunSummary(report=IndexReport(), status=self.engine.status()))
        self.offer_model()

    def reload_settings(self) -> None:
        """Settings were saved: apply them and rescan (exclusions may have changed)."""
        if self.engine is None:
            return
        from .common.settings import Settings

        settings = Settings.load(self.paths.settings_path)
        self.engine.apply_settings(settings)
        self._top = settings.results_per_page
        self._watch_drives()
        self.events.engine_ready(self.engine.status())
        self.offer_reranker()
        self._run(changes=None)

    def switch_model(self, path: str) -> None:
        """Re-index everything with another embedding model, then use it; search goes on meanwhile."""
        if self.engine is None:
            return
        try:
            started = self.engine.start_model_switch(Path(path))
        except Exception as exc:  # a wrong or unreadable model: said plainly, nothing changes
            log.exception("cannot switch to %s", path)
            self.events.error(f"Cannot use {Path(path).name} for search: {exc}")
            return
        self.events.engine_ready(self.engine.status())
        if started:  # else the same vector space: nothing to rebuild
            self._run(changes=None, switching=True)

    def abandon_switch(self) -> None:
        """Forget the new model's unfinished index (the current one is untouched)."""
        if self.engine is None:
            return
        self.engine.cancel_model_switch()
        self.events.engine_ready(self.engine.status())

    def use_reranker(self, path: str) -> None:
        """Rerank with ``path`` (a GGUF cross-encoder); an empty path turns reranking off."""
        if self.engine is None:
            return
        from .common.settings import Settings

        settings = Settings.load(self.paths.settings_path)
        settings.reranker_model = path
        self.engine.apply_settings(settings)
        if path and self.engine.reranker is None:
            self.events.error(f"Cannot rerank with {Path(path).name}: {self.engine.reranker_error}")
            return
        Settings.update(self.paths.settings_path, reranker_model=path)  # this key only: no lost update
        self.events.engine_ready(self.engine.status())
        self.offer_reranker()

    def add_drive_vectors(self, folder: str) -> None:
        """Add this computer's model's vectors to ``folder``'s drive index, made with another
        model (the offer accepted): its files are then found by meaning here too. Searches are
        answered between batches; Pause and Cancel work as in a run."""
        engine = self.engine
        if engine is None:
            return
        if self._indexing:  # after the run in progress (the offer was accepted: never dropped)
            self._vectors_wanted.append(folder)
            return
        from .elsewhere.drive_writing import add_vectors

        self._indexing = True
        self._cancel.clear()
        name = engine.embedder.info.name

        def progress(done: int, to_do: int, elapsed_s: float) -> None:
            while self._pause.is_set() and not self._cancel.is_set():
                self._on_progress(Progress("paused", 0, 0, 0, current=folder, elapsed_s=elapsed_s))
                self._cancel.wait(0.1)
            rate = done / elapsed_s if elapsed_s > 0 else 0.0
            self._on_progress(
                Progress(
                    "meaning", 0, 0, 0, current=folder, elapsed_s=elapsed_s, meaning_done=done,
                    meaning_pending=to_do - done, passages_total=to_do, meaning_rate=rate,
                )
            )  # fmt: skip

        try:
            added = add_vectors(
                Path(folder), engine.embedder, fingerprint=engine.store.fingerprint or "",
                progress=progress, cancel=self._cancel,
            )  # fmt: skip
            log.info(
                "%s: %d passages given %s's vectors in %.1fs", folder, added.embedded, name, added.seconds
            )
        except Exception as exc:  # a drive pulled out, read-only, full: said plainly; the next try goes on
            log.exception("adding vectors to the drive index of %s failed", folder)
            self.events.error(
                translate(
                    "Drive", "Could not add {model}'s vectors to the drive of {folder}: {error}"
                ).format(model=name, folder=folder, error=exc)
            )
        finally:
            self._indexing = False
        if engine.shared.puller is not None:
            engine.shared.puller.pull_now()  # the copy takes them: the folder is found by meaning here
        self.events.indexing_finished(RunSummary(report=IndexReport(), status=engine.status()))
        self.answer_searches()

    def add_wanted_drive_vectors(self) -> None:
        """The drives whose vectors were asked for while a run was going on."""
        while self._vectors_wanted and not self._indexing:
            self.add_drive_vectors(self._vectors_wanted.pop(0))

    def retry_failed(self) -> None:
        """Read every failed file again ("Try again"), then a model switch held back by files it
        could not read, if any."""
        if self.engine is None or self._indexing:
            return
        self.engine.retry_failed()
        self._run(changes=None)
        if self.engine is not None and self.engine.switch_waiting():
            self._wake("resume_switch")

    def run_pending_changes(self) -> None:
        """Index the watcher's queued change sets, one run each (later, if a run is going on).

        A long meaning step gives way to a change set between two batches (its words and meaning
        go first); each run ends with the meaning step, so the backlog goes on after it.
        """
        if self.engine is None or self._indexing:
            return  # picked up when the current run ends
        while True:
            try:
                changes = self._changes.get_nowait()
            except queue.Empty:
                break
            local, drives = split_drive_changes(
                changes, [Path(d) for d in self.engine.settings.drive_indexes]
            )
            if not local.is_empty():
                self._run(changes=local)
            if drives and self.engine is not None and not self._indexing:
                self._keep_drives_current(self.engine, only=drives)
        if self._rescan and not self._indexing:
            self._rescan = False
            self._run(changes=None)

    def answer_searches(self) -> None:
        """Answer the newest queued search; older ones are superseded and never answered."""
        latest: tuple[int, str, SearchFilters | None] | None = None
        while True:
            try:
                latest = self._searches.get_nowait()
            except queue.Empty:
                break
        if latest is None or self.engine is None:
            return
        request_id, query, filters = latest
        engine = self.engine
        try:
            will_rerank = engine.reranker is not None and engine.settings.rerank
            # The first stage runs once: its answer at once, then its candidates reranked.
            first = engine.first_stage(query, top=self._top, filters=filters)
            quick = (
                first.unreranked(QT_TRANSLATE_NOOP("Search", "reranking is off"))
                if will_rerank
                else engine.rerank(first)
            )
            self.events.results(request_id, _answer(quick, final=not will_rerank))
            if will_rerank and quick.results and self._searches.empty():
                reranked = engine.rerank(first)
                if self._searches.empty():  # not superseded meanwhile
                    self.events.results(request_id, _answer(reranked, final=True))
        except Exception as exc:
            log.exception("search failed")
            failed = translate("Search", "Search failed: {error}").format(error=exc)
            self.events.results(request_id, Answer(final=True, error=failed))

    # -- internals ---------------------------------------------------------------

    def _run(self, *, changes: ChangeSet | None, switching: bool = False) -> None:
        engine = self.engine
        assert engine is not None
        self._indexing = True
        self._cancel.clear()
        try:
            if switching:
                self._switching = engine.switch.embedder.info.name if engine.switch else ""
                report = engine.run_model_switch(
                    progress=self._on_progress, cancel=self._cancel, pause=self._pause
                )
            else:
                report = engine.index(
                    changes=changes,
                    progress=self._on_progress,
                    cancel=self._cancel,
                    pause=self._pause,
                    interrupt=lambda: not self._changes.empty(),
                )
                self._rescan = self._rescan or (report.words_unfinished and not report.cancelled)
                if changes is None and engine.settings.drive_indexes and not report.cancelled:
                    self._keep_drives_current(engine)
            status = engine.status()
        except Exception as exc:
            log.exception("indexing failed")
            self.events.error(f"Indexing stopped: {exc}")
            return
        finally:
            self._indexing = False
            self._switching = ""
        if self.watcher is not None:
            for root, pass_s in report.share_pass_s.items():  # look at a share as often as it affords
                self.watcher.set_network_poll(Path(root), poll_interval(pass_s))
        if switching and not report.cancelled:
            self.events.engine_ready(status)
        self.events.indexing_finished(RunSummary(report=report, status=status, switched=switching))
        if report.errors or report.files_indexed:
            self.events.failures_changed(self._failures())
        self.answer_searches()
        if report.files_indexed or switching:
            self.offer_model()  # the mix of languages may have changed
        if not self._changes.empty() or self._rescan:
            self._wake("run_pending_changes")
        if self._vectors_wanted:
            self._wake("add_wanted_drive_vectors")

    def _keep_drives_current(self, engine: Engine, *, only: set[Path] | None = None) -> None:
        """The folders whose index is on their drive (``only``: these of them, where the watcher
        saw changes), after a full run: brought up to date there (when mounted and writable),
        then copied here at once."""
        from .elsewhere.drive_writing import keep_drives_current

        was, self._indexing = self._indexing, True
        try:
            problems = keep_drives_current(
                engine, progress=self._on_progress, cancel=self._cancel, only=only, wait=self._wait_for_writer
            )
        finally:
            self._indexing = was
        for problem in problems:
            self.events.error(f"The index on a drive could not be brought up to date: {problem}")
        if engine.shared.puller is not None:
            engine.shared.puller.pull_now()
        if only is not None:  # a run of its own (after a full run, that run says it ended)
            self.events.indexing_finished(RunSummary(report=IndexReport(), status=engine.status()))

    def _wait_for_writer(self, holder: str) -> bool:
        """Another process writes the index: say so, keep answering searches, wait (unless cancelled)."""
        now = time.monotonic()
        if now - self._last_emit >= 1.0:
            self._last_emit = now
            self.events.progress(
                RunProgress(phase="waiting", files_done=0, files_total=0, chunks_done=0, current=holder)
            )
        if not self._searches.empty():
            self.answer_searches()
        return not self._cancel.is_set()

    def _on_progress(self, p: Progress) -> None:
        """The run's heartbeat: progress at most every 100 ms, and the search lane at every beat."""
        now = time.monotonic()
        busy = p.phase in ("indexing", "meaning", "speech", "paused")
        if not busy or now - self._last_emit >= PROGRESS_INTERVAL_S:
            self._last_emit = now
            self.events.progress(RunProgress.of(p, switching=self._switching))
        if not self._searches.empty():
            self.answer_searches()

    def _failures(self) -> list[list[str]]:
        assert self.engine is not None
        # Stored in English (the command line lists them too); shown in the user's language.
        failed = [[path, status, reasons.shown(reason)] for path, status, reason in self.engine.failures()]
        return failed + [[path, "partly", reasons.shown(note)] for path, note in self.engine.notes()]

    def _start_watcher(self) -> None:
        from .indexing.watcher import FolderWatcher

        assert self.engine is not None
        engine = self.engine
        exclusions = engine.indexer.exclusions
        roots = self._watched_roots

        def ignore(path: Path) -> bool:
            # Runs on the watcher's thread: static rules and a snapshot of roots only, no database.
            owner = max(
                (r for r in roots if r == path or r in path.parents), key=lambda r: len(r.parts), default=None
            )
            if owner is None:
                return True
            # A drive folder's own index (written by the drive's engine) is no change to its files.
            return DRIVE_DIR in path.relative_to(owner).parts or exclusions.excludes_path(path, owner)

        try:
            self.watcher = FolderWatcher(
                on_changes=self.submit_changes,
                ignore=ignore,
                reconcile_interval_s=engine.settings.reconcile_minutes * 60,
            )
            for folder in engine.folders():
                self._watch_folder(folder)
            self._watch_drives()
            self.watcher.start()
        except Exception:
            log.exception("the folder watcher could not start; changes are found by rescans only")
            self.watcher = None

    def _watch_drives(self) -> None:
        """Watch the drive folders that are mounted and writable here: a change there is brought
        to the drive's index at once (a read-only drive cannot change under this computer)."""
        if self.engine is None or self.watcher is None:
            return
        for text in self.engine.settings.drive_indexes:
            folder = Path(text)
            try:
                if folder in self._watched_roots or not folder.is_dir() or not os.access(folder, os.W_OK):
                    continue
                self._watch_folder(folder)
            except Exception:  # watching is a nicety: the next full run brings the drive up to date
                log.exception("could not watch the drive folder %s", folder)

    def _watch_folder(self, folder: Path) -> None:
        if folder not in self._watched_roots:
            self._watched_roots.append(folder)
        if self.watcher is not None:
            self.watcher.watch(folder)


def split_drive_changes(changes: ChangeSet, drives: list[Path]) -> tuple[ChangeSet, set[Path]]:
    """``changes`` without what happened in the drive folders ``drives``, and those drive folders
    (brought up to date on their drive instead of in the local index). A move between a drive
    folder and a local one is a deletion on one side and a new file on the other."""
    from .indexing.changes import ChangeSet

    def drive_of(path: Path) -> Path | None:
        return next((d for d in drives if d == path or d in path.parents), None)

    touched: set[Path] = set()

    def local(paths: frozenset[Path]) -> frozenset[Path]:
        kept = set()
        for path in paths:
            if (drive := drive_of(path)) is not None:
                touched.add(drive)
            else:
                kept.add(path)
        return frozenset(kept)

    changed, deleted = set(local(changes.changed)), set(local(changes.deleted))
    moved = []
    for src, dest in changes.moved:
        src_drive, dest_drive = drive_of(src), drive_of(dest)
        touched.update(d for d in (src_drive, dest_drive) if d is not None)
        if src_drive is None and dest_drive is None:
            moved.append((src, dest))
        elif src_drive is None:
            deleted.add(src)
        elif dest_drive is None:
            changed.add(dest)
    rest = ChangeSet(
        changed=frozenset(changed),
        deleted=frozenset(deleted),
        moved=tuple(moved),
        rescan=local(changes.rescan),
    )
    return rest, touched


def _offer(make: Callable[[], _T], what: str) -> _T | None:
    """An offer, or None when working it out failed: an offer is a nicety, never let it stop the engine."""
    try:
        return make()
    except Exception:
        log.exception("could not work out %s", what)
        return None


def _answer(response: SearchResponse, *, final: bool) -> Answer:
    note = response.rerank_note
    if not final and not response.reranked:
        note = QT_TRANSLATE_NOOP("Search", "reranking…")
    return Answer(
        results=list(response.results),
        reranked=response.reranked,
        final=final,
        note=note,
        no_reranker=response.no_reranker,
        no_word_match=response.no_word_match,
        also_searched=response.also_searched,
        reason=response.reason,
    )
