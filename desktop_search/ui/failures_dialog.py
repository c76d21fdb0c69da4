"""The files that could not be indexed, with their reasons, and a way to try again."""

from __future__ import annotations

import html
from pathlib import Path

from PySide6.QtCore import QSize, Signal
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

from . import mnemonics
from .screen_fit import fit_to_screen


def plain_tooltip(text: str) -> str:
    """A tooltip that shows ``text`` as it is (Qt reads a tooltip that looks like markup as HTML)."""
    return f"<p style='white-space:pre-wrap'>{html.escape(text)}</p>"


class FailuresDialog(QDialog):
    """Signals:
    retry_requested(): try every listed file again.
    """

    retry_requested = Signal()

    def __init__(self, failures: list[list[str]], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Files not indexed, or indexed in part"))
        fit_to_screen(self, QSize(760, 380))
        self.table = QTableWidget(len(failures), 3)
        self.table.setAccessibleName(self.windowTitle())
        self.table.setHorizontalHeaderLabels([self.tr("File"), self.tr("Folder"), self.tr("Reason")])
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        for row, (path, status, reason) in enumerate(failures):
            if status == "skipped":
                label = self.tr("skipped: {reason}").format(reason=reason)
            elif status == "partly":
                label = self.tr("indexed in part: {reason}").format(reason=reason)
            else:
                label = reason
            cells = (Path(path).name, str(Path(path).parent), label)
            tips = (path, path, label)  # the whole text where the column cuts it
            for column, (text, tip) in enumerate(zip(cells, tips, strict=True)):
                item = QTableWidgetItem(text)  # cells are plain text
                item.setToolTip(plain_tooltip(tip))
                self.table.setItem(row, column, item)
        self.table.horizontalHeader().setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.retry_button = buttons.addButton(self.tr("Try again"), QDialogButtonBox.ButtonRole.ActionRole)
        self.retry_button.setEnabled(any(status != "partly" for _path, status, _reason in failures))
        self.retry_button.clicked.connect(self._on_retry)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.table)
        layout.addWidget(buttons)
        mnemonics.assign(self)

    def _on_retry(self) -> None:
        self.retry_requested.emit()
        self.accept()
