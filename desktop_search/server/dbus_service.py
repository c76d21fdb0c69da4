"""The search provider's D-Bus side: the two interfaces, the session calls it makes, the bus loop.

``org.gnome.Shell.SearchProvider2`` (GNOME Shell's overview) and ``org.kde.krunner1`` (KRunner)
are exported on one bus name, at two paths, over the same :class:`~.desktop_provider.SearchBox`.
Searches run off the event loop (in its executor), so the bus stays responsive while one runs.
dbus-fast is imported only here: nothing else in the app needs it.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from collections.abc import Callable
from pathlib import Path
from typing import Annotated, Any

from dbus_fast import BusType, DBusError, Message, MessageType, RequestNameReply, Variant
from dbus_fast.aio import MessageBus
from dbus_fast.annotations import DBusDict, DBusSignature, DBusStr, DBusUInt32
from dbus_fast.constants import NameFlag
from dbus_fast.service import ServiceInterface, dbus_method

from ..core.common.config import Paths
from ..core.extract.message_copies import remove_leftovers
from .desktop_provider import (
    BUS_NAME,
    GNOME_PATH,
    IDLE_EXIT_S,
    KRUNNER_ACTIONS,
    KRUNNER_PATH,
    KRUNNER_POSSIBLE,
    KRUNNER_WORDS,
    MIN_QUERY_CHARS,
    Desktop,
    Hit,
    LinuxDesktop,
    SearchBox,
    query_of,
    within_limit,
)
from .operations import Operations

log = logging.getLogger(__name__)

Strings = Annotated[list[str], DBusSignature("as")]
Metas = Annotated[list[dict[str, Variant]], DBusSignature("aa{sv}")]
Matches = Annotated[list[list[Any]], DBusSignature("a(sssida{sv})")]
Actions = Annotated[list[list[str]], DBusSignature("a(sss)")]


class _Base(ServiceInterface):
    def __init__(self, name: str, box: SearchBox, touch: Callable[[], None]) -> None:
        super().__init__(name)
        self.box = box
        self.touch = touch

    async def off_loop(self, fn: Callable[..., Any], *args: Any) -> Any:
        """``fn(*args)`` in the executor (searches and openings block), the idle clock kept."""
        self.touch()
        try:
            return await asyncio.get_running_loop().run_in_executor(None, fn, *args)
        finally:
            self.touch()

    async def search(self, query: str | None) -> list[Hit]:
        """The hits for ``query``; [] at once for None or a query too long (:func:`query_of`)."""
        if query is None or not within_limit(query):
            return []  # refused before it takes a ticket: it overtakes no one
        ticket = self.box.ticket()  # taken on the loop, in the order the requests came
        hits: list[Hit] = await self.off_loop(self.box.search, query, ticket)
        return hits


class GnomeProvider(_Base):
    """``org.gnome.Shell.SearchProvider2``."""

    def __init__(self, box: SearchBox, touch: Callable[[], None]) -> None:
        super().__init__("org.gnome.Shell.SearchProvider2", box, touch)

    @dbus_method()
    async def GetInitialResultSet(self, terms: Strings) -> Strings:
        return [h.id for h in await self.search(query_of(terms))]

    @dbus_method()
    async def GetSubsearchResultSet(self, previous: Strings, terms: Strings) -> Strings:
        # Searched again, not filtered: a longer word is a new query, for words and for meaning.
        return [h.id for h in await self.search(query_of(terms))]

    @dbus_method()
    def GetResultMetas(self, ids: Strings) -> Metas:
        self.touch()
        return [
            {
                "id": Variant("s", h.id),
                "name": Variant("s", h.name),
                "description": Variant("s", h.description),
                "gicon": Variant("s", ". GThemedIcon " + h.icon),
                "clipboardText": Variant("s", h.store or h.path),
            }
            for h in self.box.known(ids)
        ]

    @dbus_method()
    async def ActivateResult(self, id_: DBusStr, terms: Strings, timestamp: DBusUInt32):  # type: ignore[no-untyped-def]  # void: no return annotation for dbus-fast
        if not await self.off_loop(self.box.activate, id_):
            raise DBusError(f"{BUS_NAME}.Error.NotOpened", f"could not open {id_}")

    @dbus_method()
    async def LaunchSearch(self, terms: Strings, timestamp: DBusUInt32):  # type: ignore[no-untyped-def]  # void: no return annotation for dbus-fast
        query = query_of(terms)
        if query is None or not await self.off_loop(self.box.launch_search, query):
            raise DBusError(f"{BUS_NAME}.Error.NotStarted", "could not start desktop-search")


class KRunner(_Base):
    """``org.kde.krunner1``: Match, Actions (show in folder, copy path), Run."""

    def __init__(self, box: SearchBox, touch: Callable[[], None]) -> None:
        super().__init__("org.kde.krunner1", box, touch)

    @dbus_method()
    async def Match(self, query: DBusStr) -> Matches:
        hits = await self.search(query)
        return [
            [
                h.id,
                h.name,
                h.icon.split()[0],
                KRUNNER_WORDS if h.words else KRUNNER_POSSIBLE,
                round(1.0 - i / (2 * len(hits)), 4),  # in the answer's order, 1.0 down to 0.5
                {
                    "subtext": Variant("s", h.description),
                    "urls": Variant("as", [Path(h.store or h.path).as_uri()]),
                    "category": Variant("s", "Desktop Search"),
                    "actions": Variant("as", [a[0] for a in KRUNNER_ACTIONS]),
                },
            ]
            for i, h in enumerate(hits)
        ]

    @dbus_method()
    def Actions(self) -> Actions:
        self.touch()
        return [list(a) for a in KRUNNER_ACTIONS]

    @dbus_method()
    async def Run(self, match_id: DBusStr, action_id: DBusStr):  # type: ignore[no-untyped-def]  # void
        box = self.box
        act = {"": box.activate, "reveal": box.reveal, "copy": box.copy_path}.get(action_id)
        if act is None:
            raise DBusError(f"{BUS_NAME}.Error.UnknownAction", f"no action {action_id!r}")
        if not await self.off_loop(act, match_id):
            raise DBusError(f"{BUS_NAME}.Error.Failed", f"could not {action_id or 'open'} {match_id}")

    @dbus_method()
    def Config(self) -> DBusDict:
        self.touch()
        return {"MinLetterCount": Variant("i", MIN_QUERY_CHARS)}

    @dbus_method()
    def Teardown(self):  # type: ignore[no-untyped-def]  # void
        self.touch()


def session_calls(bus: MessageBus, loop: asyncio.AbstractEventLoop) -> LinuxDesktop:
    """The desktop, with the file manager and Klipper asked over ``bus`` (from executor threads)."""

    def call(destination: str, path: str, member: str, signature: str, body: list[Any]) -> bool:
        interface = {"/klipper": "org.kde.klipper.klipper"}.get(path, destination)
        message = Message(
            destination=destination,
            path=path,
            interface=interface,
            member=member,
            signature=signature,
            body=body,
        )
        future = asyncio.run_coroutine_threadsafe(asyncio.wait_for(bus.call(message), 5.0), loop)
        try:
            reply = future.result(6.0)
        except Exception as exc:  # a timeout: the caller falls back
            log.info("%s.%s unavailable: %s", interface, member, exc)
            return False
        if reply is None or reply.message_type != MessageType.METHOD_RETURN:
            log.info("%s.%s: %s", interface, member, reply.body if reply is not None else "no reply")
            return False
        return True

    def show_items(uri: str) -> bool:
        fm = "org.freedesktop.FileManager1"
        return call(fm, "/org/freedesktop/FileManager1", "ShowItems", "ass", [[uri], ""])

    def set_clipboard(text: str) -> bool:
        return call("org.kde.klipper", "/klipper", "setClipboardContents", "s", [text])

    return LinuxDesktop(show_items, set_clipboard)


async def serve_bus(paths: Paths, *, idle_exit_s: float = IDLE_EXIT_S, desktop: Desktop | None = None) -> int:
    """Own :data:`BUS_NAME` on the session bus and answer until idle; 0, or 1 when the name is taken."""
    loop = asyncio.get_running_loop()
    remove_leftovers()  # the message copies a provider that crashed left behind
    bus = await MessageBus(bus_type=BusType.SESSION).connect()
    ops = Operations(paths)
    ops.open()  # the model loads while the desktop sends its first request
    last = [time.monotonic()]

    def touch() -> None:
        last[0] = time.monotonic()

    box = SearchBox(ops, desktop if desktop is not None else session_calls(bus, loop))
    bus.export(GNOME_PATH, GnomeProvider(box, touch))
    bus.export(KRUNNER_PATH, KRunner(box, touch))
    try:
        reply = await bus.request_name(BUS_NAME, NameFlag.DO_NOT_QUEUE)
        if reply not in (RequestNameReply.PRIMARY_OWNER, RequestNameReply.ALREADY_OWNER):
            log.warning("%s is already served on this bus (%s)", BUS_NAME, reply.name)
            return 1
        log.info("serving %s at %s and %s", BUS_NAME, GNOME_PATH, KRUNNER_PATH)
        disconnected = asyncio.ensure_future(bus.wait_for_disconnect())  # type: ignore[no-untyped-call]
        while not disconnected.done():
            idle = time.monotonic() - last[0]
            if idle >= idle_exit_s:
                log.info("no request for %.0f s: quitting (the desktop starts it again when asked)", idle)
                break
            await asyncio.wait([disconnected], timeout=min(5.0, idle_exit_s - idle))
        return 0
    finally:
        box.close()  # the message copies it opened
        with contextlib.suppress(Exception):
            bus.disconnect()
        await loop.run_in_executor(None, ops.close)


def serve(paths: Paths, *, idle_exit_s: float = IDLE_EXIT_S) -> int:
    """Run the provider until idle (``desktop-search search-provider``): :func:`serve_bus` on a new
    event loop. Ask :func:`.desktop_provider.require_session_bus` first."""
    return asyncio.run(serve_bus(paths, idle_exit_s=idle_exit_s))
