"""The system tray icon: show the window, pause or resume indexing, quit."""

from __future__ import annotations

from importlib.resources import files

from PySide6.QtCore import QObject, Signal, Slot
from PySide6.QtGui import QAction, QIcon
from PySide6.QtWidgets import QMenu, QSystemTrayIcon


def app_icon() -> QIcon:
    return QIcon(str(files("desktop_search.ui") / "assets" / "desktop-search.svg"))


class Tray(QObject):
    """Signals:
    show_requested(): bring the window back.
    pause_toggled(bool): pause (True) or resume (False) indexing.
    quit_requested(): leave the app (indexing stops).
    """

    show_requested = Signal()
    pause_toggled = Signal(bool)
    quit_requested = Signal()

    def __init__(self) -> None:
        super().__init__()
        self.icon = QSystemTrayIcon(app_icon(), self)
        self.icon.setToolTip("Desktop Search")
        menu = QMenu()
        show = QAction(self.tr("Show Desktop Search"), menu)
        show.triggered.connect(self.show_requested)
        self.pause_action = QAction(self.tr("Pause indexing"), menu, checkable=True)
        self.pause_action.toggled.connect(self._on_pause_toggled)
        quit_action = QAction(self.tr("Quit"), menu)
        quit_action.triggered.connect(self.quit_requested)
        for action in (show, self.pause_action, quit_action):
            menu.addAction(action)
        self._menu = menu
        self.icon.setContextMenu(menu)
        self.icon.activated.connect(self._on_activated)

    @staticmethod
    def available() -> bool:
        return QSystemTrayIcon.isSystemTrayAvailable()

    def show(self) -> None:
        self.icon.show()

    @Slot(str)
    def show_progress(self, line: str) -> None:
        """The indexing status as the tooltip ("All 20,000 files searchable by words · …")."""
        self.icon.setToolTip(f"Desktop Search\n{line}" if line else "Desktop Search")

    def set_paused(self, paused: bool) -> None:
        """Mirror a pause made elsewhere (the window's button) without re-emitting."""
        self.pause_action.blockSignals(True)
        self.pause_action.setChecked(paused)
        self.pause_action.blockSignals(False)

    @Slot(bool)
    def _on_pause_toggled(self, paused: bool) -> None:
        self.pause_toggled.emit(paused)

    @Slot(QSystemTrayIcon.ActivationReason)
    def _on_activated(self, reason: QSystemTrayIcon.ActivationReason) -> None:
        if reason == QSystemTrayIcon.ActivationReason.Trigger:
            self.show_requested.emit()
