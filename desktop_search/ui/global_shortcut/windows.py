"""Windows: RegisterHotKey on a thread of its own. (see the package's docstring)."""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable
from typing import Protocol

from PySide6.QtCore import QCoreApplication

from ...core.common.shortcuts import Shortcut, ShortcutError
from .base import Activated

log = logging.getLogger(__name__)


WM_HOTKEY, WM_QUIT = 0x0312, 0x0012
ERROR_HOTKEY_ALREADY_REGISTERED = 1409
HOTKEY_ID = 0xD5  # any id from 0x0000 to 0xBFFF, unique within the thread


class WindowsApi(Protocol):
    """The user32 calls (a thread's own message queue: no window is needed)."""

    def register(self, modifiers: int, vk: int) -> int:
        """RegisterHotKey(NULL, HOTKEY_ID, ...); 0 on success, else GetLastError()."""

    def unregister(self) -> None: ...

    def next_message(self) -> int:
        """GetMessageW: the message id (WM_QUIT ends the loop)."""

    def thread_id(self) -> int: ...

    def post_quit(self, thread_id: int) -> None: ...


class User32:
    """:class:`WindowsApi` through ctypes."""

    def __init__(self) -> None:
        import ctypes
        from ctypes import wintypes

        self._ctypes, self._wintypes = ctypes, wintypes
        self._user32 = ctypes.WinDLL("user32", use_last_error=True)  # type: ignore[attr-defined]
        self._kernel32 = ctypes.WinDLL("kernel32")  # type: ignore[attr-defined]

    def register(self, modifiers: int, vk: int) -> int:
        if self._user32.RegisterHotKey(None, HOTKEY_ID, modifiers, vk):
            return 0
        return int(self._ctypes.get_last_error())  # type: ignore[attr-defined]

    def unregister(self) -> None:
        self._user32.UnregisterHotKey(None, HOTKEY_ID)

    def next_message(self) -> int:
        msg = self._wintypes.MSG()
        if self._user32.GetMessageW(self._ctypes.byref(msg), None, 0, 0) <= 0:
            return WM_QUIT
        return int(msg.message)

    def thread_id(self) -> int:
        return int(self._kernel32.GetCurrentThreadId())

    def post_quit(self, thread_id: int) -> None:
        self._user32.PostThreadMessageW(thread_id, WM_QUIT, 0, 0)


class WindowsHotkey:
    """RegisterHotKey on a thread whose message loop receives WM_HOTKEY."""

    name = "Windows"

    def __init__(self, api: Callable[[], WindowsApi] = User32) -> None:
        self._make_api = api
        self._thread: threading.Thread | None = None
        self._thread_id = 0
        self._api: WindowsApi | None = None

    def start(self, shortcut: Shortcut, activated: Activated) -> None:
        modifiers, vk = shortcut.windows
        outcome: list[int] = []
        registered = threading.Event()

        def run() -> None:  # a hot key belongs to the thread that registered it
            api = self._make_api()
            self._api = api
            self._thread_id = api.thread_id()
            outcome.append(api.register(modifiers, vk))
            registered.set()
            if outcome[0] != 0:
                return
            try:
                while (message := api.next_message()) != WM_QUIT:
                    if message == WM_HOTKEY:
                        activated()
            finally:
                api.unregister()

        self._thread = threading.Thread(target=run, name="global-shortcut-windows", daemon=True)
        self._thread.start()
        registered.wait(5.0)
        code = outcome[0] if outcome else -1
        if code == ERROR_HOTKEY_ALREADY_REGISTERED:
            raise ShortcutError(
                QCoreApplication.translate("GlobalShortcut", "{shortcut} is taken by another program").format(
                    shortcut=shortcut.text
                )
            )
        if code != 0:
            reason = QCoreApplication.translate(
                "GlobalShortcut", "Windows did not register {shortcut} (error {code})"
            )
            raise ShortcutError(reason.format(shortcut=shortcut.text, code=code))

    def stop(self) -> None:
        if self._thread is not None and self._api is not None:
            self._api.post_quit(self._thread_id)
            self._thread.join(2.0)
        self._thread = self._api = None
