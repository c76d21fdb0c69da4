"""A key that brings the window to the front from anywhere: each platform's own registration.

* X11 (Qt's ``xcb`` platform): a passive grab of the key on the root window (python-xlib, its own
  connection, read on a thread), for every state of Caps Lock and Num Lock. Another program that
  holds the same grab makes it fail with ``BadAccess``: Settings says the key is taken.
* Wayland: programs cannot grab keys; the XDG desktop portal's ``GlobalShortcuts`` lets the
  desktop bind one for us (the user confirms, and may choose another key, in the desktop's own
  dialog). Desktops without that portal (GNOME before 48, others) are said so in Settings.
* Windows: ``RegisterHotKey`` on a thread of its own, which receives ``WM_HOTKEY``.
* macOS: Carbon's ``RegisterEventHotKey``, the one system-wide hot key API that needs no
  accessibility permission; the press arrives on the main run loop Qt runs.

Each backend reaches the platform through one small object (``api``), so tests run the logic of
every backend on any machine with the platform's calls replaced, and the X11 and portal ones
against a real X server and a real D-Bus. :class:`GlobalShortcut` picks the backend, and says
why when none could register the key (:attr:`GlobalShortcut.problem`).
"""

from __future__ import annotations

import logging
import sys
from collections.abc import Callable

from PySide6.QtCore import QObject, Signal

from ...core.common import reasons
from ...core.common.shortcuts import Shortcut, ShortcutError
from .base import Backend
from .mac import MacHotkey
from .portal import PortalShortcut
from .windows import WindowsHotkey
from .x11 import X11Grab

log = logging.getLogger(__name__)


def backend_for(platform_name: str, system: str = sys.platform) -> Backend | None:
    """The registration for Qt's platform plugin ``platform_name`` on ``system``; None: none here."""
    if system == "win32":
        return WindowsHotkey()
    if system == "darwin":
        return MacHotkey()
    if platform_name == "xcb":
        return X11Grab()
    if platform_name.startswith("wayland"):
        return PortalShortcut()
    return None


class GlobalShortcut(QObject):
    """The app's global shortcut; ``activated`` is emitted on the GUI thread when it is pressed.

    :meth:`set_shortcut` registers the settings' text (empty: none) and leaves in :attr:`problem`
    why it could not, for Settings to show ("" when registered or off).
    """

    activated = Signal()

    def __init__(self, make_backend: Callable[[], Backend | None] | None = None) -> None:
        super().__init__()
        self._make_backend = make_backend or self._default_backend
        self._backend: Backend | None = None
        self.text = ""
        self.problem = ""

    @staticmethod
    def _default_backend() -> Backend | None:
        from PySide6.QtGui import QGuiApplication

        return backend_for(QGuiApplication.platformName())

    def set_shortcut(self, text: str) -> str:
        """Register ``text`` in place of the current one; returns :attr:`problem`."""
        self.clear()
        self.text = text.strip()
        if not self.text:
            return ""
        try:
            shortcut = Shortcut.parse(self.text)
        except ShortcutError as exc:
            self.problem = reasons.shown(str(exc))
            return self.problem
        backend = self._make_backend()
        if backend is None:
            from PySide6.QtGui import QGuiApplication

            self.problem = self.tr("this session ({platform}) lets no program register global keys").format(
                platform=QGuiApplication.platformName()
            )
            return self.problem
        try:
            # Emitted from the backend's thread: Qt queues it to this object's (the GUI) thread.
            backend.start(shortcut, self.activated.emit)
        except ShortcutError as exc:
            self.problem = str(exc)
            log.warning("global shortcut %s: %s", self.text, exc)
            return self.problem
        self._backend = backend
        log.info("global shortcut %s registered through %s", shortcut.text, backend.name)
        return ""

    def clear(self) -> None:
        if self._backend is not None:
            self._backend.stop()
            self._backend = None
        self.problem = ""
