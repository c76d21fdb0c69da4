"""X11: a passive key grab on the root window. (see the package's docstring)."""

from __future__ import annotations

import contextlib
import logging
import os
import select
import threading
from typing import Any

from PySide6.QtCore import QCoreApplication

from ...core.common.shortcuts import X_LOCK, X_MOD2, Shortcut, ShortcutError
from .base import Activated

log = logging.getLogger(__name__)


class X11Grab:
    """A passive key grab on the root window, read on a thread of its own connection."""

    name = "X11"

    def __init__(self, display_name: str | None = None) -> None:
        self.display_name = display_name or os.environ.get("DISPLAY", "")
        self._display: Any = None
        self._thread: threading.Thread | None = None
        self._stop = threading.Event()

    def start(self, shortcut: Shortcut, activated: Activated) -> None:
        try:
            from Xlib import XK, X, error
            from Xlib.display import Display
        except ImportError as exc:
            raise ShortcutError(
                QCoreApplication.translate(
                    "GlobalShortcut", "the X11 key grab needs python-xlib ({error})"
                ).format(error=exc)
            ) from None
        try:
            display = Display(self.display_name or None)
        except Exception as exc:  # Xlib.error.DisplayError and friends
            reason = QCoreApplication.translate(
                "GlobalShortcut", "cannot reach the X server {display} ({error})"
            )
            raise ShortcutError(reason.format(display=repr(self.display_name), error=exc)) from None
        keysym = XK.string_to_keysym(shortcut.x11_keysym)
        keycode = display.keysym_to_keycode(keysym) if keysym else 0
        if not keycode:
            display.close()
            reason = QCoreApplication.translate(
                "GlobalShortcut", "{shortcut}: this keyboard layout has no {key} key"
            )
            raise ShortcutError(reason.format(shortcut=shortcut.text, key=shortcut.key))
        root = display.screen().root
        taken = error.CatchError(error.BadAccess)
        # The grab is for an exact modifier state: also grab it with Caps Lock and Num Lock on.
        for extra in (0, X_LOCK, X_MOD2, X_LOCK | X_MOD2):
            root.grab_key(
                keycode, shortcut.x11_mask | extra, True, X.GrabModeAsync, X.GrabModeAsync, onerror=taken
            )
        display.sync()
        if taken.get_error() is not None:
            display.close()
            reason = QCoreApplication.translate(
                "GlobalShortcut", "{shortcut} is taken by another program on this desktop"
            )
            raise ShortcutError(reason.format(shortcut=shortcut.text))
        self._display = display
        self._stop.clear()
        mask = shortcut.x11_mask

        def read() -> None:
            while not self._stop.is_set():
                try:
                    ready, _, _ = select.select([display.fileno()], [], [], 0.5)
                    if not ready and not display.pending_events():
                        continue
                    while display.pending_events():
                        event = display.next_event()
                        if (
                            event.type == X.KeyPress
                            and event.detail == keycode
                            and event.state & mask == mask
                        ):
                            activated()
                except Exception:  # the connection closed under us (stop, or the server went)
                    if not self._stop.is_set():
                        log.exception("the global shortcut's X11 connection failed")
                    return

        self._thread = threading.Thread(target=read, name="global-shortcut-x11", daemon=True)
        self._thread.start()

    def stop(self) -> None:
        self._stop.set()
        if self._thread is not None:
            self._thread.join(2.0)
            self._thread = None
        if self._display is not None:
            with contextlib.suppress(Exception):
                self._display.close()  # the grabs end with the connection
            self._display = None
