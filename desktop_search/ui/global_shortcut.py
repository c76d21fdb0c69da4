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

import contextlib
import logging
import os
import secrets
import select
import sys
import threading
from collections.abc import Callable
from typing import Any, Protocol

from PySide6.QtCore import QCoreApplication, QObject, Signal

from ..core.common import reasons
from ..core.common.shortcuts import X_LOCK, X_MOD2, Shortcut, ShortcutError
from ..core.program import APP_ID

log = logging.getLogger(__name__)

Activated = Callable[[], None]


class Backend(Protocol):
    name: str

    def start(self, shortcut: Shortcut, activated: Activated) -> None:
        """Register; raises :class:`ShortcutError` with the reason for the user."""

    def stop(self) -> None: ...


# -- X11 ------------------------------------------------------------------------------------------


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


# -- Wayland: the XDG desktop portal ------------------------------------------------------------

PORTAL_NAME = "org.freedesktop.portal.Desktop"
PORTAL_PATH = "/org/freedesktop/portal/desktop"
PORTAL_IFACE = "org.freedesktop.portal.GlobalShortcuts"
SHORTCUT_ID = "show-window"


def _ours(body: list[Any], session: list[str]) -> bool:
    """Whether an ``Activated`` signal is for this app's session and shortcut."""
    return bool(session) and body[:2] == [session[0], SHORTCUT_ID]


class PortalShortcut:
    """The GlobalShortcuts portal: a session, one bound shortcut, its ``Activated`` signal.

    Runs its own asyncio loop on a thread (dbus-fast). ``bus_address`` is the session bus's
    (None: the user's). Portal requests answer through a ``Response`` signal on a request object
    whose path the caller can know beforehand, so the signal is listened for before the call.
    """

    name = "the desktop portal"

    def __init__(self, bus_address: str | None = None, *, timeout_s: float = 120.0) -> None:
        self.bus_address = bus_address
        self.timeout_s = timeout_s  # the desktop may show the user a dialog to confirm the key
        self._loop: Any = None
        self._thread: threading.Thread | None = None
        self._bus: Any = None

    def start(self, shortcut: Shortcut, activated: Activated) -> None:
        import asyncio

        try:
            import dbus_fast  # noqa: F401
        except ImportError as exc:
            reason = QCoreApplication.translate(
                "GlobalShortcut", "the portal's global shortcut needs dbus-fast ({error})"
            )
            raise ShortcutError(reason.format(error=exc)) from None
        ready: dict[str, Any] = {}
        started = threading.Event()

        def run() -> None:
            loop = asyncio.new_event_loop()
            self._loop = loop
            try:
                loop.run_until_complete(self._serve(shortcut, activated, ready, started))
            except Exception as exc:
                ready.setdefault("error", exc)
            finally:
                started.set()
                if self._bus is not None and self._bus.connected:
                    self._bus.disconnect()  # a failed start: the connection closes with the loop
                    loop.run_until_complete(asyncio.sleep(0.05))
                loop.close()

        self._thread = threading.Thread(target=run, name="global-shortcut-portal", daemon=True)
        self._thread.start()
        if not started.wait(self.timeout_s + 5):
            self.stop()
            raise ShortcutError(
                QCoreApplication.translate("GlobalShortcut", "the desktop portal did not answer")
            )
        if "error" in ready:
            self.stop()
            error = ready["error"]
            raise (
                error
                if isinstance(error, ShortcutError)
                else ShortcutError(
                    QCoreApplication.translate(
                        "GlobalShortcut", "the desktop portal failed ({error})"
                    ).format(error=error)
                )
            )

    async def _serve(
        self, shortcut: Shortcut, activated: Activated, ready: dict[str, Any], started: threading.Event
    ) -> None:
        import asyncio

        from dbus_fast import BusType, Message, MessageType, Variant
        from dbus_fast.aio import MessageBus

        if self.bus_address:
            bus = await MessageBus(bus_address=self.bus_address).connect()
        else:
            bus = await MessageBus(bus_type=BusType.SESSION).connect()
        self._bus = bus
        sender = bus.unique_name.lstrip(":").replace(".", "_")
        responses: dict[str, asyncio.Future[tuple[int, dict[str, Any]]]] = {}
        session: list[str] = []

        def on_message(msg: Message) -> None:
            if msg.message_type != MessageType.SIGNAL:
                return
            if msg.member == "Response" and msg.path in responses:
                future = responses.pop(msg.path)
                if not future.done():
                    future.set_result((int(msg.body[0]), dict(msg.body[1])))
            elif msg.member == "Activated" and msg.interface == PORTAL_IFACE and _ours(msg.body, session):
                activated()

        bus.add_message_handler(on_message)

        async def call(member: str, signature: str, body: list[Any]) -> Message:
            reply = await asyncio.wait_for(
                bus.call(
                    Message(
                        destination=PORTAL_NAME,
                        path=PORTAL_PATH,
                        interface=PORTAL_IFACE,
                        member=member,
                        signature=signature,
                        body=body,
                    )
                ),
                self.timeout_s,
            )
            assert reply is not None
            if reply.message_type == MessageType.ERROR:
                raise ShortcutError(self._why(reply.error_name or "", reply.body))
            return reply

        async def request(
            member: str, signature: str, body: list[Any], options: dict[str, Any]
        ) -> dict[str, Any]:
            token = "desktop_search_" + secrets.token_hex(4)
            path = f"/org/freedesktop/portal/desktop/request/{sender}/{token}"
            responses[path] = asyncio.get_running_loop().create_future()
            await bus.call(
                Message(
                    destination="org.freedesktop.DBus",
                    path="/org/freedesktop/DBus",
                    interface="org.freedesktop.DBus",
                    member="AddMatch",
                    signature="s",
                    body=[f"type='signal',interface='org.freedesktop.portal.Request',path='{path}'"],
                )
            )
            options["handle_token"] = Variant("s", token)
            await call(member, signature, [*body, options])
            code, results = await asyncio.wait_for(responses[path], self.timeout_s)
            if code != 0:
                raise ShortcutError(
                    QCoreApplication.translate("GlobalShortcut", "the desktop did not allow the shortcut")
                    if code == 1
                    else QCoreApplication.translate(
                        "GlobalShortcut", "the desktop portal refused the shortcut"
                    )
                )
            return results

        # A program outside Flatpak or Snap says which app it is, so the desktop can name it in its
        # dialog and keep its shortcuts (xdg-desktop-portal 1.19+; older ones lack it: ignored).
        await bus.call(
            Message(
                destination=PORTAL_NAME,
                path=PORTAL_PATH,
                interface="org.freedesktop.host.portal.Registry",
                member="Register",
                signature="sa{sv}",
                body=[APP_ID, {}],
            )
        )
        await bus.call(
            Message(
                destination="org.freedesktop.DBus",
                path="/org/freedesktop/DBus",
                interface="org.freedesktop.DBus",
                member="AddMatch",
                signature="s",
                body=[f"type='signal',interface='{PORTAL_IFACE}',member='Activated'"],
            )
        )
        created = await request(
            "CreateSession",
            "a{sv}",
            [],
            {"session_handle_token": Variant("s", "desktop_search_" + secrets.token_hex(4))},
        )
        handle = created["session_handle"].value
        session.append(handle)
        described = {
            "description": Variant(
                "s",
                QCoreApplication.translate("GlobalShortcut", "Show Desktop Search, ready to type a search"),
            ),
            "preferred_trigger": Variant("s", shortcut.portal_trigger),
        }
        await request("BindShortcuts", "oa(sa{sv})sa{sv}", [handle, [[SHORTCUT_ID, described]], ""], {})
        started.set()
        await bus.wait_for_disconnect()  # type: ignore[no-untyped-call]

    @staticmethod
    def _why(name: str, body: list[Any]) -> str:
        if name in (
            "org.freedesktop.DBus.Error.ServiceUnknown",
            "org.freedesktop.DBus.Error.UnknownInterface",
            "org.freedesktop.DBus.Error.UnknownMethod",
            "org.freedesktop.DBus.Error.UnknownObject",
        ):
            return QCoreApplication.translate(
                "GlobalShortcut",
                "this desktop offers no global shortcuts to programs (its portal has no GlobalShortcuts)",
            )
        return QCoreApplication.translate(
            "GlobalShortcut", "the desktop portal refused the shortcut ({name}: {detail})"
        ).format(name=name, detail=body[0] if body else "")

    def stop(self) -> None:
        loop, bus = self._loop, self._bus
        if loop is not None and bus is not None and not loop.is_closed():
            with contextlib.suppress(RuntimeError):
                loop.call_soon_threadsafe(bus.disconnect)  # the session ends with the connection
        if self._thread is not None:
            self._thread.join(5.0)
            self._thread = None
        self._loop = self._bus = None


# -- Windows --------------------------------------------------------------------------------------

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


# -- macOS ----------------------------------------------------------------------------------------

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


# -- choosing ------------------------------------------------------------------------------------


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
