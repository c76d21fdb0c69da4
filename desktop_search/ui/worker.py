"""The engine's owner thread: a QObject adapter around the Qt-free core.

Everything that touches llama.cpp, Faiss or SQLite runs on this worker's
thread. Searches have their own lane: requests go into a queue that the
worker drains whenever it is idle *and* between indexing batches, so a query
never waits for a whole folder to finish.
"""

from __future__ import annotations

import logging
import queue
import threading
import time
from pathlib import Path
from typing import Any

from PySide6.QtCore import QMetaObject, QObject, Qt, QTimer, Signal, Slot

from ..core.config import Paths
from ..core.indexer import Progress

log = logging.getLogger(__name__)

PROGRESS_INTERVAL_S = 0.1


class EngineWorker(QObject):
    """Owns the :class:`~desktop_search.core.engine.Engine`; lives on a QThread.

    Signals:
        engine_ready(dict): the engine is open; carries its status.
        engine_failed(str): the engine could not be opened (readable message).
        progress_changed(str, int, int, int, str): phase, files done, files total, chunks, current file.
        indexing_finished(dict): summary of the run, plus the new status.
        results_ready(int, list): request id and a list of result dicts.
        error_occurred(str): an operation failed (readable message).
    """

    engine_ready = Signal(dict)
    engine_failed = Signal(str)
    progress_changed = Signal(str, int, int, int, str)
    indexing_finished = Signal(dict)
    results_ready = Signal(int, list)
    error_occurred = Signal(str)

    def __init__(self, paths: Paths, *, top: int = 20) -> None:
        super().__init__()
        self._paths = paths
        self._top = top
        self._engine: Any = None
        self._searches: queue.Queue[tuple[int, str]] = queue.Queue()
        self._cancel = threading.Event()
        self._indexing = False
        self._last_emit = 0.0

    # -- called from the GUI thread (thread-safe) ----------------------------

    def request_search(self, request_id: int, query: str) -> None:
        """Queue a search; answered by ``results_ready`` with the same id."""
        self._searches.put((request_id, query))
        QMetaObject.invokeMethod(self, "_drain_searches", Qt.ConnectionType.QueuedConnection)

    def cancel(self) -> None:
        """Stop the current indexing run at the next batch (immediate, not queued)."""
        self._cancel.set()

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
        self.engine_ready.emit(self._engine.status())
        if self._engine.status()["folders"]:
            # Bring known folders up to date (changes made while the app was closed).
            QTimer.singleShot(0, lambda: self.index_folders([]))

    @Slot(list)
    def index_folders(self, folders: list[str]) -> None:
        if self._engine is None or self._indexing:
            return
        self._indexing = True
        self._cancel.clear()
        try:
            report = self._engine.index(
                [Path(f) for f in folders], progress=self._on_progress, cancel=self._cancel
            )
            summary = {
                "files_indexed": report.files_indexed,
                "files_unchanged": report.files_unchanged,
                "files_removed": report.files_removed,
                "files_failed": report.files_failed,
                "chunks_added": report.chunks_added,
                "seconds": report.seconds,
                "cancelled": report.cancelled,
                "status": self._engine.status(),
            }
        except Exception as exc:
            log.exception("indexing failed")
            self.error_occurred.emit(f"Indexing stopped: {exc}")
            return
        finally:
            self._indexing = False
        self.indexing_finished.emit(summary)
        self._drain_searches()

    @Slot()
    def _drain_searches(self) -> None:
        """Answer the newest queued search; older ones are superseded."""
        latest: tuple[int, str] | None = None
        while True:
            try:
                latest = self._searches.get_nowait()
            except queue.Empty:
                break
        if latest is None or self._engine is None:
            return
        request_id, query = latest
        try:
            results = [r.to_json() for r in self._engine.search(query, top=self._top)]
        except Exception as exc:
            log.exception("search failed")
            self.error_occurred.emit(f"Search failed: {exc}")
            return
        self.results_ready.emit(request_id, results)

    @Slot()
    def close_engine(self) -> None:
        if self._engine is not None:
            self._engine.close()
            self._engine = None

    def _on_progress(self, p: Progress) -> None:
        now = time.monotonic()
        if p.phase != "indexing" or now - self._last_emit >= PROGRESS_INTERVAL_S:
            self._last_emit = now
            self.progress_changed.emit(p.phase, p.files_done, p.files_total, p.chunks_done, p.current)
        self._drain_searches()  # the search lane: answer queries between batches
