"""The engine's owner thread: a QObject adapter around the Qt-free core.

Everything that touches Faiss or SQLite runs on this worker's thread (llama.cpp
decodes run on the process's one compute thread, ``core/models/runtime.py``).
Searches have their own lane: :meth:`EngineWorker.request_search` is called
*directly* from the GUI thread (it only puts the query in a thread-safe queue),
and the worker answers the newest queued query whenever it is idle *and* at
every heartbeat of an indexing run (every input packed, and every 50 ms while
it scans or waits for extraction), so a query waits at most for the decode in
flight. The folder watcher's change sets arrive the same way and are indexed one
run at a time. Pause and cancel are ``threading.Event`` flags set directly from
the GUI thread, so they act at the next batch even while the worker is busy.

Who may call what (see ``docs/ARCHITECTURE.md``): methods under "called from any
thread" are thread-safe and connected with ``Qt.DirectConnection``; every
``@Slot`` runs on the worker's thread and is reached through a queued
connection or ``QMetaObject.invokeMethod(..., QueuedConnection)``.
"""

from __future__ import annotations

import logging
import queue
import threading
import time
from dataclasses import asdict
from pathlib import Path
from typing import Any

from PySide6.QtCore import QMetaObject, QObject, Qt, Signal, Slot

from ..core.config import Paths
from ..core.indexer import IndexReport, Progress

log = logging.getLogger(__name__)

PROGRESS_INTERVAL_S = 0.1


class EngineWorker(QObject):
    """Owns the :class:`~desktop_search.core.engine.Engine`; lives on a QThread.

    Signals:
        engine_ready(dict): the engine is open; carries its status.
        engine_failed(str): the engine could not be opened (readable message).
        progress_changed(dict): phase, files_done, files_total, chunks_done, current, failed,
            elapsed_s, rate (files/s), eta_s (None while unknown) and switching (the name of
            the embedding model whose index is being built, "" for ordinary indexing); at most
            every 100 ms.
        indexing_finished(dict): summary of the run, plus the new status.
        failures_changed(list): [path, status, reason] of every file not indexed.
        results_ready(int, dict): request id and {"results": [result dicts], "reranked": bool,
            "final": bool, "note": str, "error": str}. A query is answered twice when a reranker
            is set: first-stage results at once ("final": False), then the reranked order. A
            failed search is answered too (no results, "error" says why).
        error_occurred(str): an operation failed (readable message).
        reranker_offered(dict): no reranker is in use: the catalog reranker to offer (id, name,
            size_bytes, seconds_per_search estimated on this machine, budget_s); {} when none
            is to be offered (a reranker is in use, reranking is off, or the catalog has none).
    """

    engine_ready = Signal(dict)
    engine_failed = Signal(str)
    progress_changed = Signal(dict)
    indexing_finished = Signal(dict)
    failures_changed = Signal(list)
    results_ready = Signal(int, dict)
    error_occurred = Signal(str)
    reranker_offered = Signal(dict)

    def __init__(self, paths: Paths, *, top: int = 20, watch: bool = True) -> None:
        super().__init__()
        self._paths = paths
        self._top = top
        self._watch = watch
        self._engine: Any = None
        self._watcher: Any = None
        self._searches: queue.Queue[tuple[int, str, Any]] = queue.Queue()
        self._changes: queue.Queue[Any] = queue.Queue()
        self._cancel = threading.Event()
        self._pause = threading.Event()
        self._indexing = False
        self._last_emit = 0.0
        self._watched_roots: list[Path] = []
        #: The model being switched to while its index is built ("" otherwise).
        self._switching = ""

    # -- called from any thread (thread-safe) --------------------------------

    def request_search(self, request_id: int, query: str, filters: object = None) -> None:
        """Queue a search; answered by ``results_ready`` with the same id.

        Called on the *caller's* thread (connect with ``Qt.DirectConnection``): a queued
        call would wait on the worker's thread until the indexing run in progress ends.
        The worker picks the query up at its next heartbeat, or at once when idle.
        """
        self._searches.put((request_id, query, filters))
        QMetaObject.invokeMethod(self, "_drain_searches", Qt.ConnectionType.QueuedConnection)

    def set_paused(self, paused: bool) -> None:
        """Pause or resume indexing at the next batch (a flag: call it directly, from any thread)."""
        if paused:
            self.pause()
        else:
            self.resume()

    def submit_changes(self, changes: Any) -> None:
        """A watcher change set: indexed after the current run, if any."""
        self._changes.put(changes)
        QMetaObject.invokeMethod(self, "_drain_changes", Qt.ConnectionType.QueuedConnection)

    def pause(self) -> None:
        self._pause.set()

    def resume(self) -> None:
        self._pause.clear()

    @property
    def paused(self) -> bool:
        return self._pause.is_set()

    def cancel(self) -> None:
        """Stop the current indexing run at the next batch (immediate, not queued)."""
        self._cancel.set()
        self._pause.clear()

    # -- slots, run on the worker thread ------------------------------------

    @Slot()
    def open_engine(self) -> None:
        from ..core.engine import Engine

        try:
            self._engine = Engine(self._paths)
        except Exception as exc:  # shown to the user as a message, logged in full
            log.exception("could not open the engine")
            self.engine_failed.emit(str(exc))
            return
        self._top = self._engine.settings.results_per_page
        status = self._engine.status()
        self.engine_ready.emit(status)
        self.failures_changed.emit(self._failures())
        if self._watch and self._engine.settings.watch:
            self._start_watcher()
        if status["folders"]:
            # Bring known folders up to date (changes made while the app was closed).
            self._queue("_catch_up")
        if self._engine.pending_model_switch() is not None:
            # A model switch the last run did not finish: carry on where it stopped.
            self._queue("_resume_switch")
        # After the catch-up run, if any: its decodes have measured this machine's speed.
        self._queue("_offer_reranker")

    @Slot()
    def _offer_reranker(self) -> None:
        if self._engine is None:
            return
        try:
            offer = self._engine.reranker_offer()
        except Exception:  # an offer is a nicety: never let it stop the engine
            log.exception("could not work out which reranker to offer")
            offer = None
        self.reranker_offered.emit(offer or {})

    def _start_watcher(self) -> None:
        from ..core.watcher import FolderWatcher

        exclusions = self._engine.indexer.exclusions
        roots = self._watched_roots

        def ignore(path: Path) -> bool:
            # Runs on the watcher's thread: static rules and a snapshot of roots only, no database.
            owner = max(
                (r for r in roots if r == path or r in path.parents), key=lambda r: len(r.parts), default=None
            )
            return owner is None or exclusions.excludes_path(path, owner)

        try:
            self._watcher = FolderWatcher(
                on_changes=self.submit_changes,
                ignore=ignore,
                reconcile_interval_s=self._engine.settings.reconcile_minutes * 60,
            )
            for folder in self._engine.folders():
                self._watch_folder(folder)
            self._watcher.start()
        except Exception:
            log.exception("the folder watcher could not start; changes are found by rescans only")
            self._watcher = None

    def _watch_folder(self, folder: Path) -> None:
        if folder not in self._watched_roots:
            self._watched_roots.append(folder)
        if self._watcher is not None:
            self._watcher.watch(folder)

    def _queue(self, slot: str) -> None:
        """Run ``slot`` on this thread after the current one returns.

        (Not ``QTimer.singleShot`` with a Python callable: its hidden timer may be
        collected on another thread, which Qt reports as killTimer warnings.)
        """
        QMetaObject.invokeMethod(self, slot, Qt.ConnectionType.QueuedConnection)

    @Slot()
    def _catch_up(self) -> None:
        self.index_folders([])

    @Slot()
    def _resume_switch(self) -> None:
        if self._engine is not None and (pending := self._engine.pending_model_switch()) is not None:
            self.switch_model(str(pending))

    @Slot(list)
    def index_folders(self, folders: list[str]) -> None:
        if self._engine is None:
            return
        try:
            for folder in folders:
                self._engine.add_folder(Path(folder))
                self._watch_folder(Path(folder).resolve())
        except (OSError, ValueError) as exc:
            self.error_occurred.emit(str(exc))
            return
        self._run(changes=None)

    @Slot(str)
    def remove_folder(self, folder: str) -> None:
        if self._engine is None or self._indexing:
            return
        try:
            self._engine.remove_folder(Path(folder))
        except Exception as exc:  # shown to the user, logged in full
            log.exception("could not remove folder %s", folder)
            self.error_occurred.emit(f"Could not remove {folder}: {exc}")
            return
        resolved = Path(folder).resolve()
        self._watched_roots[:] = [r for r in self._watched_roots if r != resolved]
        if self._watcher is not None:
            try:
                self._watcher.unwatch(resolved)
            except Exception:  # the folder is forgotten either way; its events are now ignored
                log.exception("could not stop watching %s", resolved)
        self.indexing_finished.emit({"status": self._engine.status(), **asdict(IndexReport())})

    @Slot()
    def reload_settings(self) -> None:
        """Settings were saved by the GUI: apply them and rescan (exclusions may have changed)."""
        if self._engine is None:
            return
        from ..core.settings import Settings

        settings = Settings.load(self._paths.settings_path)
        self._engine.apply_settings(settings)
        self._top = settings.results_per_page
        self.engine_ready.emit(self._engine.status())
        self._offer_reranker()
        self._run(changes=None)

    @Slot(str)
    def switch_model(self, path: str) -> None:
        """Re-index everything with another embedding model, then use it; search goes on meanwhile."""
        if self._engine is None:
            return
        try:
            started = self._engine.start_model_switch(Path(path))
        except Exception as exc:  # a wrong or unreadable model: said plainly, nothing changes
            log.exception("cannot switch to %s", path)
            self.error_occurred.emit(f"Cannot use {Path(path).name} for search: {exc}")
            return
        if not started:  # the same vector space: nothing to rebuild
            self.engine_ready.emit(self._engine.status())
            return
        self.engine_ready.emit(self._engine.status())
        self._run(changes=None, switching=True)

    @Slot()
    def abandon_switch(self) -> None:
        """Forget the new model's unfinished index (the current one is untouched)."""
        if self._engine is None:
            return
        self._engine.cancel_model_switch()
        self.engine_ready.emit(self._engine.status())

    @Slot(str)
    def use_reranker(self, path: str) -> None:
        """Rerank with ``path`` (a GGUF cross-encoder); an empty path turns reranking off."""
        if self._engine is None:
            return
        from ..core.settings import Settings

        settings = Settings.load(self._paths.settings_path)
        settings.reranker_model = path
        self._engine.apply_settings(settings)
        if path and self._engine.reranker is None:
            self.error_occurred.emit(f"Cannot rerank with {Path(path).name}: {self._engine.reranker_error}")
            return
        Settings.update(self._paths.settings_path, reranker_model=path)  # this key only: no lost update
        self.engine_ready.emit(self._engine.status())
        self._offer_reranker()

    @Slot()
    def retry_failed(self) -> None:
        if self._engine is None or self._indexing:
            return
        self._engine.retry_failed()
        self._run(changes=None)

    @Slot()
    def _drain_changes(self) -> None:
        if self._engine is None or self._indexing:
            return  # picked up when the current run ends
        while True:
            try:
                changes = self._changes.get_nowait()
            except queue.Empty:
                return
            self._run(changes=changes)

    def _run(self, *, changes: Any, switching: bool = False) -> None:
        self._indexing = True
        self._cancel.clear()
        engine = self._engine
        try:
            if switching:
                self._switching = engine.switch.embedder.info.name if engine.switch else ""
                report = engine.run_model_switch(
                    progress=self._on_progress, cancel=self._cancel, pause=self._pause
                )
            else:
                report = engine.index(
                    changes=changes, progress=self._on_progress, cancel=self._cancel, pause=self._pause
                )
            summary = {**asdict(report), "status": engine.status(), "switched": switching}
            summary.pop("errors")
        except Exception as exc:
            log.exception("indexing failed")
            self.error_occurred.emit(f"Indexing stopped: {exc}")
            return
        finally:
            self._indexing = False
            self._switching = ""
        if switching and not report.cancelled:
            self.engine_ready.emit(summary["status"])
        self.indexing_finished.emit(summary)
        if report.errors or report.files_indexed:
            self.failures_changed.emit(self._failures())
        self._drain_searches()
        if not self._changes.empty():
            self._queue("_drain_changes")

    def _failures(self) -> list[list[str]]:
        return [list(row) for row in self._engine.failures()]

    @Slot()
    def _drain_searches(self) -> None:
        """Answer the newest queued search; older ones are superseded."""
        latest: tuple[int, str, Any] | None = None
        while True:
            try:
                latest = self._searches.get_nowait()
            except queue.Empty:
                break
        if latest is None or self._engine is None:
            return
        request_id, query, filters = latest
        engine = self._engine
        try:
            will_rerank = engine.reranker is not None and engine.settings.rerank
            # The first stage runs once: its answer at once, then its candidates reranked.
            first = engine.first_stage(query, top=self._top, filters=filters)
            quick = first.unreranked("reranking is off") if will_rerank else engine.rerank(first)
            self.results_ready.emit(request_id, self._payload(quick, final=not will_rerank))
            if will_rerank and quick.results and self._searches.empty():
                reranked = engine.rerank(first)
                if self._searches.empty():  # not superseded meanwhile
                    self.results_ready.emit(request_id, self._payload(reranked, final=True))
        except Exception as exc:
            log.exception("search failed")
            failed = {"results": [], "reranked": False, "final": True, "note": ""}
            self.results_ready.emit(request_id, {**failed, "error": f"Search failed: {exc}"})

    @staticmethod
    def _payload(response: Any, *, final: bool) -> dict[str, Any]:
        note = response.rerank_note
        if not final and not response.reranked:
            note = "reranking…"
        return {
            "results": [r.to_json() for r in response.results],
            "reranked": response.reranked,
            "final": final,
            "note": note,
            "error": "",
        }

    @Slot()
    def close_engine(self) -> None:
        if self._watcher is not None:
            self._watcher.stop()
            self._watcher = None
        if self._engine is not None:
            self._engine.close()
            self._engine = None

    def _on_progress(self, p: Progress) -> None:
        now = time.monotonic()
        if p.phase not in ("indexing", "paused") or now - self._last_emit >= PROGRESS_INTERVAL_S:
            self._last_emit = now
            rate = p.files_done / p.elapsed_s if p.elapsed_s > 1 and p.files_done else 0.0
            eta = (p.files_total - p.files_done) / rate if rate else None
            extra = {"rate": rate, "eta_s": eta, "switching": self._switching}
            self.progress_changed.emit({**asdict(p), **extra})
        if not self._searches.empty():
            self._drain_searches()  # the search lane: answer the newest query at each heartbeat
