"""The Wayland path of the global shortcut: the XDG desktop portal's GlobalShortcuts, over D-Bus.

A private session bus (``dbus-run-session``) carries a portal that behaves as
xdg-desktop-portal does: requests answer through a ``Response`` signal on the request object
named by the caller's token, the session is bound, and a press is the ``Activated`` signal.
The app's :class:`PortalShortcut` talks to it over the real bus.
"""

from __future__ import annotations

import asyncio
import os
import sys
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Annotated, Any

import pytest

from desktop_search.core.common.shortcuts import Shortcut, ShortcutError
from desktop_search.ui.global_shortcut.portal import (
    PORTAL_IFACE,
    PORTAL_NAME,
    PORTAL_PATH,
    SHORTCUT_ID,
    PortalShortcut,
)
from tools.session_bus import SessionBus

pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="D-Bus")
pytest.importorskip("dbus_fast")
from dbus_fast import Message, Variant  # noqa: E402
from dbus_fast.aio import MessageBus  # noqa: E402
from dbus_fast.annotations import DBusDict, DBusObjectPath, DBusSignature, DBusStr  # noqa: E402
from dbus_fast.service import ServiceInterface, dbus_method  # noqa: E402

Shortcuts = Annotated[list[Any], DBusSignature("a(sa{sv})")]


def _request_path(sender: str, options: dict[str, Any]) -> str:
    token = options["handle_token"].value
    return f"/org/freedesktop/portal/desktop/request/{sender.lstrip(':').replace('.', '_')}/{token}"


class GlobalShortcuts(ServiceInterface):
    """The portal's interface, as xdg-desktop-portal answers it (a dialog the user accepts or not)."""

    def __init__(self, portal: Portal) -> None:
        super().__init__(PORTAL_IFACE)
        self.portal = portal

    @dbus_method()
    def CreateSession(self, options: DBusDict) -> DBusObjectPath:
        path = _request_path(self.portal.caller, options)
        session = "/org/freedesktop/portal/desktop/session/x/" + options["session_handle_token"].value
        self.portal.sessions.append(session)
        self.portal.respond(path, 0, {"session_handle": Variant("s", session)})
        return path

    @dbus_method()
    def BindShortcuts(
        self, session: DBusObjectPath, shortcuts: Shortcuts, parent: DBusStr, options: DBusDict
    ) -> DBusObjectPath:
        path = _request_path(self.portal.caller, options)
        self.portal.bound.append((session, shortcuts))
        self.portal.respond(path, 0 if self.portal.allow else 1, {})
        return path


class Portal:
    """A GlobalShortcuts portal on its own thread and loop; ``allow=False``: the user says no."""

    def __init__(self, address: str, *, allow: bool = True) -> None:
        self.address, self.allow = address, allow
        self.bound: list[Any] = []
        self.sessions: list[str] = []
        self.loop = asyncio.new_event_loop()
        self.ready = threading.Event()
        self.thread = threading.Thread(target=self._run, daemon=True)
        self.thread.start()
        assert self.ready.wait(20)

    def _run(self) -> None:
        try:
            self.loop.run_until_complete(self._serve())
        finally:
            self.loop.close()

    async def _serve(self) -> None:
        bus = await MessageBus(bus_address=self.address).connect()
        self.bus = bus

        def remember_caller(msg: Message) -> None:  # runs before the method: who is asking
            if msg.member in ("CreateSession", "BindShortcuts") and msg.sender:
                self.caller = msg.sender

        self.caller = ""
        bus.add_message_handler(remember_caller)
        bus.export(PORTAL_PATH, GlobalShortcuts(self))
        await bus.request_name(PORTAL_NAME)
        self.ready.set()
        await bus.wait_for_disconnect()

    def respond(self, path: str, code: int, results: dict[str, Any]) -> None:
        async def later() -> None:
            await asyncio.sleep(0.05)  # after the method's reply, as the real portal answers
            signal = Message.new_signal(
                path, "org.freedesktop.portal.Request", "Response", "ua{sv}", [code, results]
            )
            await self.bus.send(signal)

        self.pending = asyncio.ensure_future(later())

    def press(self) -> None:
        async def send() -> None:
            await self.bus.send(
                Message.new_signal(
                    PORTAL_PATH,
                    PORTAL_IFACE,
                    "Activated",
                    "osta{sv}",
                    [self.sessions[-1], SHORTCUT_ID, 0, {}],
                )
            )

        asyncio.run_coroutine_threadsafe(send(), self.loop).result(10)

    def stop(self) -> None:
        self.loop.call_soon_threadsafe(self.bus.disconnect)
        self.thread.join(10)


@pytest.fixture
def bus(tmp_path: Path) -> Iterator[SessionBus]:
    session = SessionBus.start(dict(os.environ), tmp_path)
    yield session
    session.stop()


def test_the_portal_binds_the_shortcut_and_its_press_shows_the_window(bus: SessionBus) -> None:
    portal = Portal(bus.address)
    pressed = threading.Event()
    shortcut = PortalShortcut(bus.address, timeout_s=20)
    try:
        shortcut.start(Shortcut.parse("Ctrl+Alt+Space"), pressed.set)
        ((session, shortcuts),) = portal.bound
        assert session == portal.sessions[0]
        ((ident, described),) = shortcuts
        assert ident == SHORTCUT_ID
        assert described["preferred_trigger"].value == "CTRL+ALT+space"
        assert described["description"].value
        portal.press()
        assert pressed.wait(10)
    finally:
        shortcut.stop()
        portal.stop()


def test_a_shortcut_the_user_declines_is_said_so(bus: SessionBus) -> None:
    portal = Portal(bus.address, allow=False)
    try:
        with pytest.raises(ShortcutError, match="did not allow"):
            PortalShortcut(bus.address, timeout_s=20).start(Shortcut.parse("Ctrl+Alt+Space"), lambda: None)
    finally:
        portal.stop()


def test_a_desktop_without_the_portal_is_said_so(bus: SessionBus) -> None:
    with pytest.raises(ShortcutError, match="offers no global shortcuts"):
        PortalShortcut(bus.address, timeout_s=20).start(Shortcut.parse("Ctrl+Alt+Space"), lambda: None)
