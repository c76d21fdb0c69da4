"""macOS: Carbon's RegisterEventHotKey. (see the package's docstring)."""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Any, Protocol

from PySide6.QtCore import QCoreApplication

from ...core.common.shortcuts import Shortcut, ShortcutError
from .base import Activated

log = logging.getLogger(__name__)


EVENT_HOT_KEY_EXISTS = -9878  # eventHotKeyExistsErr


class CarbonApi(Protocol):
    def install_handler(self, pressed: Callable[[], None]) -> int:
        """InstallApplicationEventHandler for kEventHotKeyPressed; an OSStatus (0: done)."""

    def register(self, keycode: int, modifiers: int) -> int:
        """RegisterEventHotKey on the application's event target; an OSStatus."""

    def unregister(self) -> None: ...


class Carbon:
    """:class:`CarbonApi` through ctypes (Carbon.framework's hot key calls)."""

    def __init__(self) -> None:
        import ctypes

        self._ctypes = ctypes
        self._lib = ctypes.cdll.LoadLibrary("/System/Library/Frameworks/Carbon.framework/Carbon")
        self._ref = ctypes.c_void_p()
        self._callback: Any = None

    def install_handler(self, pressed: Callable[[], None]) -> int:
        ctypes = self._ctypes

        class EventTypeSpec(ctypes.Structure):
            _fields_ = (("eventClass", ctypes.c_uint32), ("eventKind", ctypes.c_uint32))

        handler_type = ctypes.CFUNCTYPE(ctypes.c_int32, ctypes.c_void_p, ctypes.c_void_p, ctypes.c_void_p)

        def on_event(_call: Any, _event: Any, _data: Any) -> int:
            pressed()
            return 0

        self._callback = handler_type(on_event)  # kept: Carbon holds only the pointer
        spec = EventTypeSpec(int.from_bytes(b"keyb", "big"), 5)  # kEventClassKeyboard, kEventHotKeyPressed
        self._lib.GetApplicationEventTarget.restype = ctypes.c_void_p
        target = self._lib.GetApplicationEventTarget()
        return int(
            self._lib.InstallEventHandler(
                ctypes.c_void_p(target), self._callback, 1, ctypes.byref(spec), None, None
            )
        )

    def register(self, keycode: int, modifiers: int) -> int:
        ctypes = self._ctypes

        class EventHotKeyID(ctypes.Structure):
            _fields_ = (("signature", ctypes.c_uint32), ("id", ctypes.c_uint32))

        self._lib.GetApplicationEventTarget.restype = ctypes.c_void_p
        target = self._lib.GetApplicationEventTarget()
        hotkey = EventHotKeyID(int.from_bytes(b"DSrc", "big"), 1)
        return int(
            self._lib.RegisterEventHotKey(
                ctypes.c_uint32(keycode),
                ctypes.c_uint32(modifiers),
                hotkey,
                ctypes.c_void_p(target),
                0,
                ctypes.byref(self._ref),
            )
        )

    def unregister(self) -> None:
        if self._ref:
            self._lib.UnregisterEventHotKey(self._ref)
            self._ref = self._ctypes.c_void_p()


class MacHotkey:
    """Carbon's RegisterEventHotKey: the press comes on the main run loop, which Qt runs."""

    name = "macOS"

    def __init__(self, api: Callable[[], CarbonApi] = Carbon) -> None:
        self._make_api = api
        self._api: CarbonApi | None = None

    def start(self, shortcut: Shortcut, activated: Activated) -> None:
        api = self._make_api()
        keycode, modifiers = shortcut.macos
        status = api.install_handler(activated)
        if status != 0:
            reason = QCoreApplication.translate(
                "GlobalShortcut", "macOS did not accept the hot key handler (status {status})"
            )
            raise ShortcutError(reason.format(status=status))
        status = api.register(keycode, modifiers)
        if status == EVENT_HOT_KEY_EXISTS:
            raise ShortcutError(
                QCoreApplication.translate("GlobalShortcut", "{shortcut} is taken by another program").format(
                    shortcut=shortcut.text
                )
            )
        if status != 0:
            reason = QCoreApplication.translate(
                "GlobalShortcut", "macOS did not register {shortcut} (status {status})"
            )
            raise ShortcutError(reason.format(shortcut=shortcut.text, status=status))
        self._api = api

    def stop(self) -> None:
        if self._api is not None:
            self._api.unregister()
            self._api = None
