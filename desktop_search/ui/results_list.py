"""The results list: a row per file or message found, drawn by :class:`.ResultDelegate`, what
can be done with the selected one (its context menu, and the same shortcuts anywhere in the
window), and the note said over the empty list while an answer is awaited."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt, Signal, Slot
from PySide6.QtGui import QAction, QGuiApplication, QKeySequence
from PySide6.QtWidgets import QLabel, QListWidget, QListWidgetItem, QVBoxLayout

from ..core.searching.results import SearchResult
from .accessibility import plain_tooltip
from .i18n import Context
from .result_delegate import HTML_ROLE, RESULT_ROLE, ResultDelegate, item_html, result_sentence

MainWindow = Context("MainWindow")  # the window's strings, their context (lupdate reads the name)

PATH_ROLE = Qt.ItemDataRole.UserRole


class ResultsList(QListWidget):
    """The results, the actions on the selected one, and the note over the list.

    Signals:
        open_requested(QListWidgetItem): a result activated (Enter, double click, "Open").
        reveal_requested(str): "Show in folder": the file to show (a message's: its mail store).
        like_requested(str): "More like this": the query that finds files like the selected one.
        said(str, bool): something to tell the user (the text, whether it is an error).
    """

    open_requested = Signal(QListWidgetItem)
    reveal_requested = Signal(str)
    like_requested = Signal(str)
    said = Signal(str, bool)

    def __init__(self) -> None:
        super().__init__()
        self.setItemDelegate(ResultDelegate(self))
        self.setAlternatingRowColors(True)
        self.setUniformItemSizes(False)
        self.setVerticalScrollMode(QListWidget.ScrollMode.ScrollPerPixel)
        # Results wrap to the list's width: never a horizontal scroll bar.
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setWordWrap(True)
        self.setResizeMode(QListWidget.ResizeMode.Adjust)
        self.setAccessibleName(MainWindow.tr("Results"))
        #: Said over the (empty) results list while an answer is awaited.
        self.list_note = QLabel()
        self.list_note.setTextFormat(Qt.TextFormat.PlainText)
        self.list_note.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.list_note.setWordWrap(True)
        self.list_note.setEnabled(False)  # quiet, like other secondary text
        self.list_note.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        note_layout = QVBoxLayout(self.viewport())
        note_layout.addWidget(self.list_note)
        self.list_note.hide()
        self.itemActivated.connect(self.open_requested)
        # What can be done with the selected result: its context menu, and the same shortcuts
        # anywhere in the window.
        self.open_result_action = self._result_action(
            MainWindow.tr("Open", "verb: opens the selected result"), "", self._open_current
        )
        self.reveal_action = self._result_action(
            MainWindow.tr("Show in folder"), "Ctrl+R", self._reveal_current
        )
        self.copy_path_action = self._result_action(
            MainWindow.tr("Copy path"), "Ctrl+Shift+C", self._copy_current_path
        )
        self.more_like_this_action = self._result_action(
            MainWindow.tr("More like this"), "Ctrl+Shift+L", self._more_like_this
        )
        self.setContextMenuPolicy(Qt.ContextMenuPolicy.ActionsContextMenu)
        self.currentItemChanged.connect(self._enable_result_actions)
        self._enable_result_actions()

    def show_searching(self, query: str) -> None:
        """Say over the list that an answer for ``query`` is coming."""
        self.list_note.setText(MainWindow.tr("Searching for “{query}”…").format(query=query))
        self.list_note.show()

    def hide_note(self) -> None:
        self.list_note.hide()

    def show_results(self, results: list[SearchResult], *, keep: str | None) -> None:
        """``results`` as rows, the one for the file ``keep`` selected (else the first)."""
        row = 0
        for i, result in enumerate(results):
            item = QListWidgetItem(f"{result.name}\n{Path(result.path).parent}\n{result.snippet}")
            item.setData(PATH_ROLE, result.path)
            item.setData(RESULT_ROLE, result)
            item.setData(HTML_ROLE, item_html(result, ocr=result.ocr))
            item.setData(Qt.ItemDataRole.AccessibleTextRole, result_sentence(result, ocr=result.ocr))
            item.setToolTip(plain_tooltip(result.path))
            self.addItem(item)
            if result.path == keep:
                row = i
        self.setCurrentRow(row)

    def current_path(self) -> str | None:
        item = self.currentItem()
        return item.data(PATH_ROLE) if item is not None else None

    def _result_action(self, text: str, keys: str, slot: Any) -> QAction:
        action = QAction(text, self)
        if keys:  # Enter stays the list's own key (itemActivated)
            action.setShortcut(QKeySequence(keys))
            action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        action.triggered.connect(slot)
        self.addAction(action)
        return action

    @Slot()
    def _enable_result_actions(self, *_args: object) -> None:
        has = self.currentItem() is not None
        for action in (
            self.open_result_action,
            self.reveal_action,
            self.copy_path_action,
            self.more_like_this_action,
        ):
            action.setEnabled(has)

    @Slot()
    def _open_current(self) -> None:
        item = self.currentItem()
        if item is not None:
            self.open_requested.emit(item)

    @Slot()
    def _more_like_this(self) -> None:
        """Search for the files like the selected one: the query ``like:"PATH"``, shown in the
        field (its chip says so; clearing it goes back), so other operators can be added."""
        path = self.current_path()
        if not path:
            return
        if '"' not in path:
            query = f'like:"{path}"'
        elif not any(ch.isspace() for ch in path):
            query = f"like:{path}"
        else:
            self.said.emit(
                MainWindow.tr(
                    "Cannot search for files like {path}: its name holds both quotes and spaces."
                ).format(path=path),
                False,
            )
            return
        self.like_requested.emit(query)

    @Slot()
    def _reveal_current(self) -> None:
        item = self.currentItem()
        result: SearchResult | None = item.data(RESULT_ROLE) if item is not None else None
        path = result.store if result is not None and result.store else self.current_path()
        if path:
            self.reveal_requested.emit(path)

    @Slot()
    def _copy_current_path(self) -> None:
        path = self.current_path()
        if path:
            QGuiApplication.clipboard().setText(path)
            self.said.emit(MainWindow.tr("Copied {path}").format(path=path), False)
