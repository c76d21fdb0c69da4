"""Folders and settings: what is indexed, what is left out, how search behaves."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt, Signal, Slot
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ..core.settings import LIMITS, Settings


class SettingsDialog(QDialog):
    """Edits the settings it is shown; ``changes()`` returns what the user changed when accepted.

    Only the settings on this dialog are ever returned, and only those the user changed, so
    saving them (``Settings.update``) never undoes a change made meanwhile elsewhere (a model
    switch that finishes while the dialog is open).

    Signals:
        folder_removed(str): the user removed an indexed folder (applied at once).
        folder_added(str): the user added a folder (applied at once).
    """

    folder_removed = Signal(str)
    folder_added = Signal(str)

    def __init__(self, settings: Settings, folders: list[str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("Folders and settings")
        self._settings = settings

        self.folders = QListWidget()
        self.folders.addItems(folders)
        add = QPushButton("Add…")
        remove = QPushButton("Remove")
        add.clicked.connect(self._on_add)
        remove.clicked.connect(self._on_remove)
        folder_buttons = QVBoxLayout()
        folder_buttons.addWidget(add)
        folder_buttons.addWidget(remove)
        folder_buttons.addStretch(1)
        folder_row = QHBoxLayout()
        folder_row.addWidget(self.folders, 1)
        folder_row.addLayout(folder_buttons)

        self.skip_hidden = QCheckBox("Skip hidden files and folders")
        self.skip_hidden.setChecked(settings.skip_hidden)
        self.excluded_dirs = QLineEdit(", ".join(settings.excluded_dirs))
        self.exclude_globs = QLineEdit(", ".join(settings.exclude_globs))
        self.exclude_globs.setPlaceholderText("e.g. *.log, Archive/*")
        self.max_file_mb = QDoubleSpinBox(decimals=1, suffix=" MB")
        self.max_file_mb.setRange(*LIMITS["max_file_mb"])
        self.max_file_mb.setValue(settings.max_file_mb)
        self.watch = QCheckBox("Watch folders for changes while the app runs")
        self.watch.setChecked(settings.watch)
        self.keep_running = QCheckBox("Keep indexing in the tray when the window is closed")
        self.keep_running.setChecked(settings.keep_running_in_tray)
        self.start_at_login = QCheckBox("Start Desktop Search in the tray when I log in")
        self.start_at_login.setChecked(settings.start_at_login)
        self.results_per_page = QSpinBox()
        self.results_per_page.setRange(*(int(limit) for limit in LIMITS["results_per_page"]))
        self.results_per_page.setValue(settings.results_per_page)
        self.rerank = QCheckBox("Rerank results with the cross-encoder")
        self.rerank.setChecked(settings.rerank)
        self.rerank_budget = QDoubleSpinBox(decimals=1, suffix=" s")
        self.rerank_budget.setRange(*LIMITS["rerank_budget_s"])
        self.rerank_budget.setValue(settings.rerank_budget_s)
        self.reranker_model = QLineEdit(settings.reranker_model)
        self.reranker_model.setPlaceholderText("none: results are not reranked")
        browse = QPushButton("Choose…")
        browse.clicked.connect(self._on_browse_reranker)
        reranker_row = QHBoxLayout()
        reranker_row.addWidget(self.reranker_model, 1)
        reranker_row.addWidget(browse)

        form = QFormLayout()
        form.addRow("Folders", folder_row)
        form.addRow("", self.skip_hidden)
        form.addRow("Never index folders named", self.excluded_dirs)
        form.addRow("Also leave out", self.exclude_globs)
        form.addRow("Largest file", self.max_file_mb)
        form.addRow("", self.watch)
        form.addRow("", self.keep_running)
        form.addRow("", self.start_at_login)
        form.addRow("Results shown", self.results_per_page)
        form.addRow("", self.rerank)
        form.addRow("Reranking time budget", self.rerank_budget)
        form.addRow("Reranker model (GGUF)", reranker_row)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        if settings.warnings:  # file names and values are shown as they are, never as markup
            self.warnings = QLabel("\n".join(settings.warnings))
            self.warnings.setTextFormat(Qt.TextFormat.PlainText)
            self.warnings.setWordWrap(True)
            layout.addWidget(self.warnings)
        layout.addLayout(form)
        layout.addWidget(buttons)
        self._shown = self._values()

    def _values(self) -> dict[str, Any]:
        def split(text: str) -> list[str]:
            return [part.strip() for part in text.split(",") if part.strip()]

        return {
            "skip_hidden": self.skip_hidden.isChecked(),
            "excluded_dirs": split(self.excluded_dirs.text()),
            "exclude_globs": split(self.exclude_globs.text()),
            "max_file_mb": self.max_file_mb.value(),
            "watch": self.watch.isChecked(),
            "keep_running_in_tray": self.keep_running.isChecked(),
            "start_at_login": self.start_at_login.isChecked(),
            "results_per_page": self.results_per_page.value(),
            "rerank": self.rerank.isChecked(),
            "rerank_budget_s": self.rerank_budget.value(),
            "reranker_model": self.reranker_model.text().strip(),
        }

    def changes(self) -> dict[str, Any]:
        """The settings the user changed (and those the file held wrongly: saved as shown)."""
        return {
            name: value
            for name, value in self._values().items()
            if value != self._shown[name] or name in self._settings.invalid_keys
        }

    # -- seams ------------------------------------------------------------

    @classmethod
    def ask_folder(cls, parent: QWidget) -> str:
        return QFileDialog.getExistingDirectory(parent, "Add a folder to index", str(Path.home()))

    @classmethod
    def ask_model_file(cls, parent: QWidget) -> str:
        name, _ = QFileDialog.getOpenFileName(
            parent, "Choose a reranker model", str(Path.home()), "GGUF (*.gguf)"
        )
        return name

    # -- slots ------------------------------------------------------------

    @Slot()
    def _on_add(self) -> None:
        folder = self.ask_folder(self)
        if folder and not self.folders.findItems(folder, Qt.MatchFlag.MatchExactly):
            self.folders.addItem(folder)
            self.folder_added.emit(folder)

    @Slot()
    def _on_remove(self) -> None:
        item = self.folders.currentItem()
        if item is not None:
            self.folder_removed.emit(item.text())
            self.folders.takeItem(self.folders.row(item))

    @Slot()
    def _on_browse_reranker(self) -> None:
        name = self.ask_model_file(self)
        if name:
            self.reranker_model.setText(name)
