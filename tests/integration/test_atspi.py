"""A screen reader's view of the window: the AT-SPI tree, as Orca reads it on Linux.

The main window and the Settings dialog run on Xvfb (xcb) inside a private session bus
(``dbus-run-session``), with Qt's AT-SPI bridge on; the accessibility bus is started by D-Bus
activation (``at-spi-bus-launcher``, Debian ``at-spi2-core``), as on a desktop. The test then
walks the tree over that bus, as a screen reader does, and fails on a control it could not name.
"""

from __future__ import annotations

import asyncio
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest

from tests.helpers.xserver import XServer
from tools.session_bus import SessionBus

ROOT = Path(__file__).resolve().parents[2]
ACCESSIBLE = "org.a11y.atspi.Accessible"
#: AT-SPI roles a user operates (by their role names).
INTERACTIVE = {
    "push button", "check box", "radio button", "toggle button", "combo box", "text", "spin box",
    "slider", "list", "table", "tree", "page tab", "splitter",
}  # fmt: skip
STATE_SHOWING = 25  # ATSPI_STATE_SHOWING
RELATION_LABELLED_BY = 2  # ATSPI_RELATION_LABELLED_BY

pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="AT-SPI is Linux's")


async def _call(  # noqa: PLR0917 (a D-Bus call's own parts, in their order)
    bus: Any, dest: str, path: str, interface: str, member: str, sig: str = "", body=None
) -> list:
    from dbus_fast import Message, MessageType

    reply = await asyncio.wait_for(
        bus.call(
            Message(
                destination=dest,
                path=path,
                interface=interface,
                member=member,
                signature=sig,
                body=body or [],
            )
        ),
        10,
    )
    if reply.message_type == MessageType.ERROR:
        raise RuntimeError(f"{member}: {reply.error_name} {reply.body}")
    return reply.body


async def _tree(session_address: str, app_name: str) -> list[dict]:
    """Every showing node of ``app_name``'s tree: role, name, relations (a list or table's rows aside)."""
    from dbus_fast.aio import MessageBus

    session = await MessageBus(bus_address=session_address).connect()
    (address,) = await _call(session, "org.a11y.Bus", "/org/a11y/bus", "org.a11y.Bus", "GetAddress")
    bus = await MessageBus(bus_address=address).connect()
    root = ("org.a11y.atspi.Registry", "/org/a11y/atspi/accessible/root")
    nodes: list[dict] = []

    async def name_of(dest: str, path: str) -> str:
        (value,) = await _call(
            bus, dest, path, "org.freedesktop.DBus.Properties", "Get", "ss", [ACCESSIBLE, "Name"]
        )
        return str(value.value)

    async def walk(dest: str, path: str) -> None:
        (state,) = await _call(bus, dest, path, ACCESSIBLE, "GetState")
        if not state[0] & (1 << STATE_SHOWING):
            return
        (role,) = await _call(bus, dest, path, ACCESSIBLE, "GetRoleName")
        (relations,) = await _call(bus, dest, path, ACCESSIBLE, "GetRelationSet")
        nodes.append(
            {"role": role, "name": await name_of(dest, path), "relations": [r[0] for r in relations]}
        )
        if role in ("list", "table", "tree"):
            return
        (children,) = await _call(bus, dest, path, ACCESSIBLE, "GetChildren")
        for child in children:
            await walk(*child)

    try:
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline:
            (apps,) = await _call(bus, *root, ACCESSIBLE, "GetChildren")
            for app in apps:
                if await name_of(*app) == app_name:
                    (children,) = await _call(bus, *app, ACCESSIBLE, "GetChildren")
                    for child in children:
                        await walk(*child)
                    return nodes
            await asyncio.sleep(0.2)
    finally:
        bus.disconnect()
        session.disconnect()
        await asyncio.gather(bus.wait_for_disconnect(), session.wait_for_disconnect(), return_exceptions=True)
    raise AssertionError(f"{app_name} never appeared on the accessibility bus")


def test_a_screen_reader_finds_every_control_named(tmp_path: Path) -> None:
    if not Path("/usr/libexec/at-spi-bus-launcher").exists() and shutil.which("at-spi-bus-launcher") is None:
        pytest.skip("at-spi-bus-launcher is not installed (Debian: at-spi2-core)")
    server = XServer.start()
    env = {**os.environ, **server.env(), "QT_QPA_PLATFORM": "xcb", "QT_LINUX_ACCESSIBILITY_ALWAYS_ON": "1"}
    bus = SessionBus.start(env, tmp_path)
    probe = subprocess.Popen(
        [sys.executable, str(ROOT / "tests" / "helpers" / "a11y_probe.py")],
        env={**env, "DBUS_SESSION_BUS_ADDRESS": bus.address},
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
    )
    try:
        assert probe.stdout is not None
        assert probe.stdout.readline().strip() == "ready"
        nodes = asyncio.run(_tree(bus.address, "desktop-search-probe"))
    finally:
        probe.terminate()
        probe.wait(20)
        if probe.stdout is not None:
            probe.stdout.close()
        bus.stop()
        server.stop()
    roles = {node["role"] for node in nodes}
    assert {"frame", "dialog", "push button", "combo box", "text", "list"} <= roles, (
        roles
    )  # both windows seen
    unnamed = []
    for node in nodes:
        if node["role"] not in INTERACTIVE:
            continue
        if node["role"] == "combo box":  # named by its value; what it filters comes from its label
            if RELATION_LABELLED_BY not in node["relations"]:
                unnamed.append(node)
        elif not node["name"].strip():
            unnamed.append(node)
    assert unnamed == []
