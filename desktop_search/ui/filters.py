"""The boxes under the search field that limit a search: file type, modified, folder, each with
the label that says what it filters."""

from __future__ import annotations

import time
from pathlib import Path

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QLabel, QWidget

from ..core.common.texts import QT_TRANSLATE_NOOP
from ..core.searching.filters import SearchFilters
from ..core.searching.query_syntax import FILE_KINDS
from .accessibility import plain_tooltip
from .i18n import Context

MainWindow = Context("MainWindow")  # the window's strings, their context (lupdate reads the name)

#: The file-type box: the query language's kinds (``type:document`` ...), one list for both.
#: Keyed by the English label (each item's data); the box shows it translated.
FILE_TYPES: dict[str, tuple[str, ...]] = {
    QT_TRANSLATE_NOOP("MainWindow", "Any type"): (),
    QT_TRANSLATE_NOOP("MainWindow", "Documents"): FILE_KINDS["document"],
    QT_TRANSLATE_NOOP("MainWindow", "PDF"): (".pdf",),
    QT_TRANSLATE_NOOP("MainWindow", "Text and Markdown"): FILE_KINDS["text"],
    QT_TRANSLATE_NOOP("MainWindow", "Spreadsheets"): FILE_KINDS["spreadsheet"],
    QT_TRANSLATE_NOOP("MainWindow", "Presentations"): FILE_KINDS["presentation"],
    QT_TRANSLATE_NOOP("MainWindow", "E-mail"): FILE_KINDS["email"],
}
DATES: dict[str, float | None] = {
    QT_TRANSLATE_NOOP("MainWindow", "Any time"): None,
    QT_TRANSLATE_NOOP("MainWindow", "Past week"): 7,
    QT_TRANSLATE_NOOP("MainWindow", "Past month"): 31,
    QT_TRANSLATE_NOOP("MainWindow", "Past year"): 366,
}


class FilterBar(QWidget):
    """The three filter boxes with their labels.

    Signals:
        changed(): the user chose another file type, date or folder.
    """

    changed = Signal()

    def __init__(self) -> None:
        super().__init__()
        # Each item's data is its English label, the key of FILE_TYPES / DATES.
        self.type_filter = QComboBox()
        for label in FILE_TYPES:
            self.type_filter.addItem(QCoreApplication.translate("MainWindow", label), label)
        self.date_filter = QComboBox()
        for label in DATES:
            self.date_filter.addItem(QCoreApplication.translate("MainWindow", label), label)
        self.folder_filter = QComboBox()
        self.folder_filter.addItem(MainWindow.tr("All folders"), "")
        #: Each filter box with what it filters: its accessible name, tooltip and visible label.
        self._filter_boxes = (
            (self.type_filter, MainWindow.tr("File type")),
            (self.date_filter, MainWindow.tr("Modified")),
            (self.folder_filter, MainWindow.tr("Folder")),
        )
        for combo, name in self._filter_boxes:
            combo.setAccessibleName(name)
            combo.setToolTip(name)
        filters = QHBoxLayout(self)
        filters.setContentsMargins(0, 0, 0, 0)
        # Each box has a label: on Linux a screen reader names a combo box by its current value
        # ("Any type") and says what it filters through the label that is its buddy.
        for widget, label in self._filter_boxes:
            buddy = QLabel(label)
            buddy.setBuddy(widget)
            # Quiet, secondary text, yet enabled: a disabled label would not pass Alt+letter on.
            buddy.setForegroundRole(QPalette.ColorRole.PlaceholderText)
            filters.addWidget(buddy)
            filters.addWidget(widget)
        for combo in (self.type_filter, self.date_filter, self.folder_filter):
            combo.currentIndexChanged.connect(self.changed)

    def current_filters(self, *, as_typed: bool) -> SearchFilters:
        """What the boxes limit the search to (``as_typed``: no other spellings of its words)."""
        days = DATES.get(self.date_filter.currentData())
        folder = self.folder_filter.currentData() or ""
        return SearchFilters(
            folders=(folder,) if folder else (),
            suffixes=FILE_TYPES.get(self.type_filter.currentData(), ()),
            modified_after=time.time() - days * 86400 if days else None,
            as_typed=as_typed,
        )

    def set_folders(self, folders: list[str]) -> None:
        """The folder box: all folders, then each of ``folders`` (the choice kept if still there)."""
        chosen = self.folder_filter.currentData()
        self.folder_filter.blockSignals(True)
        while self.folder_filter.count() > 1:
            self.folder_filter.removeItem(1)
        for folder in folders:
            self.folder_filter.addItem(Path(folder).name or folder, folder)
            self.folder_filter.setItemData(
                self.folder_filter.count() - 1, plain_tooltip(folder), Qt.ItemDataRole.ToolTipRole
            )
        self.folder_filter.setCurrentIndex(max(0, self.folder_filter.findData(chosen)))
        self.folder_filter.blockSignals(False)
