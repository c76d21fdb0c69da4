"""The main window: a search box over the index, results, and "Add folder…"."""

from __future__ import annotations

import html
import os
from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt, QTimer, QUrl, Signal, Slot
from PySide6.QtGui import QDesktopServices, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QMainWindow,
    QProgressBar,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from .result_delegate import RESULT_ROLE, ResultDelegate

SEARCH_DEBOUNCE_MS = 250
PATH_ROLE = Qt.ItemDataRole.UserRole


class MainWindow(QMainWindow):
    """Search field, results list, indexing status.

    Signals:
        search_requested(int, str): a new query (request id, text).
        folders_added(list): folders the user picked, to index.
        pause_toggled(bool): the user paused (True) or resumed (False) indexing.
    """

    search_requested = Signal(int, str)
    folders_added = Signal(list)
    pause_toggled = Signal(bool)

    def __init__(self) -> None:
        super().__init__()
        self.setWindowTitle("Desktop Search")
        self.resize(820, 560)
        self._request_id = 0
        self._engine_ready = False

        self.search_box = QLineEdit(placeholderText="Search your files by meaning…")
        self.search_box.setClearButtonEnabled(True)
        self.add_button = QPushButton("Add folder…")
        self.results = QListWidget()
        self.results.setItemDelegate(ResultDelegate(self.results))
        self.results.setAlternatingRowColors(True)
        self.results.setUniformItemSizes(False)
        self.results.setVerticalScrollMode(QListWidget.ScrollMode.ScrollPerPixel)
        self.message = QLabel()
        self.message.setWordWrap(True)
        self.progress = QProgressBar()
        self.progress.setVisible(False)
        self.progress.setFormat("%p%")
        self.pause_button = QPushButton("Pause")
        self.pause_button.setCheckable(True)
        self.pause_button.setVisible(False)
        self.status_label = QLabel("Loading the model…")
        self.failures_label = QLabel()
        self.failures_label.setVisible(False)

        top = QHBoxLayout()
        top.addWidget(self.search_box, 1)
        top.addWidget(self.add_button)
        bottom = QHBoxLayout()
        bottom.addWidget(self.status_label, 1)
        bottom.addWidget(self.failures_label)
        bottom.addWidget(self.progress)
        bottom.addWidget(self.pause_button)
        layout = QVBoxLayout()
        layout.addLayout(top)
        layout.addWidget(self.message)
        layout.addWidget(self.results, 1)
        layout.addLayout(bottom)
        central = QWidget()
        central.setLayout(layout)
        self.setCentralWidget(central)

        self._debounce = QTimer(self, singleShot=True, interval=SEARCH_DEBOUNCE_MS)
        self._debounce.timeout.connect(self._emit_search)
        self.search_box.textChanged.connect(self._debounce.start)
        self.search_box.returnPressed.connect(self._emit_search)
        self.add_button.clicked.connect(self._on_add_clicked)
        self.pause_button.toggled.connect(self._on_pause_toggled)
        self.results.itemActivated.connect(self._on_result_activated)
        QShortcut(QKeySequence("Ctrl+L"), self, activated=self.search_box.setFocus)
        QShortcut(QKeySequence("Ctrl+O"), self, activated=self._on_add_clicked)
        self.search_box.setFocus()
        self._show_message("Add a folder to start: its text and Markdown files are indexed on this computer.")

    # -- seams (replaced in tests) -------------------------------------------

    @classmethod
    def ask_folder(cls, parent: QWidget) -> str:
        """The native folder dialog; returns "" when cancelled."""
        return QFileDialog.getExistingDirectory(parent, "Add a folder to index", str(Path.home()))

    @staticmethod
    def open_path(path: str) -> bool:
        return QDesktopServices.openUrl(QUrl.fromLocalFile(path))

    # -- slots for the worker's signals --------------------------------------

    @Slot(dict)
    def on_engine_ready(self, status: dict[str, Any]) -> None:
        self._engine_ready = True
        self._show_status(status)
        if status.get("chunks"):
            self._show_message("")
        if self.search_box.text().strip():
            self._emit_search()

    @Slot(str)
    def on_engine_failed(self, message: str) -> None:
        self.status_label.setText("The search engine could not start.")
        self._show_message(message, error=True)
        self.add_button.setEnabled(False)

    @Slot(dict)
    def on_progress(self, p: dict[str, Any]) -> None:
        done, total = p["files_done"], p["files_total"]
        indexing = p["phase"] in ("indexing", "paused")
        self.progress.setVisible(indexing or p["phase"] == "scanning")
        self.pause_button.setVisible(indexing)
        if p["phase"] == "scanning":
            self.progress.setMaximum(0)  # busy indicator: the total is not known yet
            self.status_label.setText("Looking for new and changed files…")
            return
        self.progress.setMaximum(max(total, 1))
        self.progress.setValue(done)
        if p["phase"] == "paused":
            self.status_label.setText(f"Paused: {done} of {total} files indexed")
            return
        parts = [f"Indexing {done} of {total} files", f"{p['chunks_done']} passages"]
        if p.get("rate"):
            parts.append(f"{p['rate']:.1f} files/s")
        if p.get("eta_s") is not None:
            parts.append(f"about {_duration(p['eta_s'])} left")
        if p.get("current"):
            parts.append(Path(p["current"]).name)
        self.status_label.setText(" · ".join(parts))

    @Slot(list)
    def on_failures(self, failures: list[list[str]]) -> None:
        self.failures_label.setVisible(bool(failures))
        self.failures_label.setText(f"{len(failures)} not indexed")
        lines = [f"{Path(path).name}: {reason}" for path, _status, reason in failures[:30]]
        more = len(failures) - len(lines)
        self.failures_label.setToolTip("\n".join(lines) + (f"\n… and {more} more" if more > 0 else ""))

    @Slot(dict)
    def on_indexing_finished(self, summary: dict[str, Any]) -> None:
        self.progress.setVisible(False)
        self.pause_button.setVisible(False)
        self.pause_button.setChecked(False)
        self._show_status(summary["status"])
        failed = summary.get("files_failed", 0)
        if summary.get("files_indexed") or failed:
            self._show_message(
                f"Indexed {summary['files_indexed']} new or changed files in {summary['seconds']:.1f} s"
                + (f"; {failed} could not be read." if failed else ".")
            )
        if self.search_box.text().strip():
            self._emit_search()

    @Slot(int, list)
    def on_results(self, request_id: int, results: list[dict[str, Any]]) -> None:
        if request_id != self._request_id:
            return  # superseded by a newer query
        self.results.clear()
        if not results:
            self._show_message("No matching files. Try other words, or add the folder that holds it.")
            return
        self._show_message("")
        for result in results:
            self._add_result_item(result)
        self.results.setCurrentRow(0)

    @Slot(str)
    def on_error(self, message: str) -> None:
        self._show_message(message, error=True)

    # -- internals ------------------------------------------------------------

    def _add_result_item(self, result: dict[str, Any]) -> None:
        path = Path(result["path"])
        item = QListWidgetItem(f"{path.name}\n{path.parent}\n{result['snippet']}")
        item.setData(PATH_ROLE, str(path))
        item.setData(RESULT_ROLE, result)
        item.setToolTip(html.escape(str(path)))
        self.results.addItem(item)

    @Slot()
    def _emit_search(self) -> None:
        self._debounce.stop()
        query = self.search_box.text().strip()
        if not query:
            self.results.clear()
            return
        self._request_id += 1
        self.search_requested.emit(self._request_id, query)

    @Slot()
    def _on_add_clicked(self) -> None:
        folder = self.ask_folder(self)
        if folder:
            self.folders_added.emit([os.path.abspath(folder)])

    @Slot(bool)
    def _on_pause_toggled(self, paused: bool) -> None:
        self.pause_button.setText("Resume" if paused else "Pause")
        self.pause_toggled.emit(paused)

    @Slot(QListWidgetItem)
    def _on_result_activated(self, item: QListWidgetItem) -> None:
        path = item.data(PATH_ROLE)
        if path and not self.open_path(path):
            self._show_message(f"Could not open {path}", error=True)

    def _show_status(self, status: dict[str, Any]) -> None:
        self.status_label.setText(
            f"{status.get('files', 0)} files, {status.get('chunks', 0)} passages indexed · "
            f"{status.get('model', '')} on {status.get('device', '')}"
        )

    def _show_message(self, text: str, *, error: bool = False) -> None:
        self.message.setText(text)
        self.message.setVisible(bool(text))
        self.message.setStyleSheet(
            "color: palette(bright-text); background: #b3261e; padding: 4px;" if error else ""
        )


def _duration(seconds: float) -> str:
    if seconds < 90:
        return f"{max(1, round(seconds))} s"
    if seconds < 5400:
        return f"{round(seconds / 60)} min"
    return f"{seconds / 3600:.1f} h"
