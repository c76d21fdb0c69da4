"""Downloads and imports of models, off the GUI thread and off the engine thread.

A download can take minutes and an import (copy or conversion) seconds; the
window keeps painting and search keeps answering meanwhile. Each task runs on
a plain Python thread and reports through Qt signals (queued to the GUI
thread). Downloads resume where they stopped: the partial file is kept.
"""

from __future__ import annotations

import logging
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, Signal

from ..core.models.library import CatalogEntry, catalog, fetch, import_model

log = logging.getLogger(__name__)

IMPORT_KEY = "import"
_EMIT_INTERVAL_S = 0.1


class ModelTasks(QObject):
    """Starts and cancels model downloads and imports.

    Signals:
        progress(str, int, int): task key (a catalog id, or "import"), bytes done, bytes total (0: unknown).
        finished(str, str, str): task key, the model's path, its kind ("embedder" or "reranker").
        failed(str, str): task key, a readable message (a cancelled download says so).
    """

    progress = Signal(str, "qint64", "qint64")
    finished = Signal(str, str, str)
    failed = Signal(str, str)

    def __init__(
        self,
        models_dir: Path,
        *,
        entries: list[CatalogEntry] | None = None,
        download_options: dict[str, Any] | None = None,
    ) -> None:
        super().__init__()
        self.models_dir = models_dir
        self.entries = {e.id: e for e in (entries if entries is not None else catalog())}
        self._download_options = download_options or {}
        self._cancels: dict[str, threading.Event] = {}
        self._threads: list[threading.Thread] = []

    def busy(self, key: str) -> bool:
        return key in self._cancels

    def download(self, entry_id: str) -> None:
        if self.busy(entry_id):
            return
        entry = self.entries[entry_id]
        cancel = threading.Event()
        last = [0.0]

        def report(done: int, total: int | None) -> None:
            now = time.monotonic()
            if now - last[0] >= _EMIT_INTERVAL_S or (total and done >= total):
                last[0] = now
                self.progress.emit(entry_id, done, total or 0)

        def work() -> tuple[Path, str]:
            path = fetch(
                entry,
                self.models_dir,
                progress=report,
                cancel=cancel,
                **self._download_options,
            )
            return path, entry.kind

        self._start(entry_id, work, cancel)

    def import_path(self, source: str, kind: str | None = None) -> None:
        if self.busy(IMPORT_KEY):
            return
        self._start(IMPORT_KEY, lambda: import_model(Path(source), self.models_dir, kind=kind), None)

    def cancel(self, key: str) -> None:
        if (event := self._cancels.get(key)) is not None:
            event.set()

    def shutdown(self) -> None:
        """Stop every download (partial files are kept for later) and wait for the threads."""
        for event in self._cancels.values():
            event.set()
        for thread in self._threads:
            thread.join(timeout=30)

    def _start(self, key: str, work: Callable[[], tuple[Path, str]], cancel: threading.Event | None) -> None:
        self._cancels[key] = cancel or threading.Event()

        def run() -> None:
            try:
                path, kind = work()
            except Exception as exc:  # every failure reaches the user as a sentence
                log.warning("model task %s failed: %s", key, exc)
                self._cancels.pop(key, None)
                self.failed.emit(key, str(exc))
                return
            self._cancels.pop(key, None)
            self.finished.emit(key, str(path), kind)

        thread = threading.Thread(target=run, name=f"model-{key}", daemon=True)
        self._threads = [t for t in self._threads if t.is_alive()] + [thread]
        thread.start()
