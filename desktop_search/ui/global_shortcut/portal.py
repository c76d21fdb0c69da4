"""Wayland: the XDG desktop portal's GlobalShortcuts. (see the package's docstring)."""

from __future__ import annotations

import contextlib
import logging
import secrets
import threading
from typing import Any

from PySide6.QtCore import QCoreApplication

from ...core.common.shortcuts import Shortcut, ShortcutError
from ...core.program import APP_ID
from .base import Activated

log = logging.getLogger(__name__)


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
