"""The files that could not be indexed, with their reasons, and a way to try again."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)


class FailuresDialog(QDialog):
    """Signals:
    retry_requested(): try every listed file again.
    """

    retry_requested = Signal()

    def __init__(self, failures: list[list[str]], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("Files not indexed")
        self.resize(760, 380)
        self.table = QTableWidget(len(failures), 3)
        self.table.setHorizontalHeaderLabels(["File", "Folder", "Reason"])
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        for row, (path, status, reason) in enumerate(failures):
            self.table.setItem(row, 0, QTableWidgetItem(Path(path).name))
            self.table.setItem(row, 1, QTableWidgetItem(str(Path(path).parent)))
            label = reason if status != "skipped" else f"skipped: {reason}"
            self.table.setItem(row, 2, QTableWidgetItem(label))
        self.table.horizontalHeader().setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.retry_button = buttons.addButton("Try again", QDialogButtonBox.ButtonRole.ActionRole)
        self.retry_button.setEnabled(bool(failures))
        self.retry_button.clicked.connect(self._on_retry)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.table)
        layout.addWidget(buttons)

    def _on_retry(self) -> None:
        self.retry_requested.emit()
        self.accept()
