"""A private D-Bus session bus for a test or a benchmark (``dbus-run-session``), and calls over it
with dbus-fast.

The bus is started as a user's login would start it: ``dbus-run-session`` with the standard
session configuration, so its services are found in ``$XDG_DATA_HOME/dbus-1/services`` (where
``install.sh`` puts them) and activated services inherit the environment given here.
"""

from __future__ import annotations

import asyncio
import os
import shutil
import signal
import subprocess
import time
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any


def require_dbus() -> None:
    """``pytest.skip`` with the reason when this machine has no D-Bus daemon to start."""
    if shutil.which("dbus-run-session") is None or shutil.which("dbus-daemon") is None:
        import pytest  # not at the top: the benchmarks import this module without pytest

        pytest.skip("dbus-run-session is not installed (Debian: dbus-daemon / dbus-bin)")


@dataclass
class SessionBus:
    address: str
    process: subprocess.Popen[bytes]

    @classmethod
    def start(cls, env: Mapping[str, str], work: Path) -> SessionBus:
        require_dbus()
        note = work / "bus-address"
        note.unlink(missing_ok=True)
        script = (
            f'echo "$DBUS_SESSION_BUS_ADDRESS" > "{note}.tmp" && mv "{note}.tmp" "{note}" && exec sleep 3600'
        )
        process = subprocess.Popen(
            ["dbus-run-session", "--", "sh", "-c", script],
            env=dict(env),
            stdin=subprocess.DEVNULL,
            start_new_session=True,
        )
        deadline = time.monotonic() + 30
        while not note.exists():
            if process.poll() is not None or time.monotonic() > deadline:
                process.kill()
                raise RuntimeError("dbus-run-session did not start a bus")
            time.sleep(0.05)
        return cls(note.read_text().strip(), process)

    def call(  # noqa: PLR0917 (a D-Bus call's own parts, in their order)
        self,
        destination: str,
        path: str,
        interface: str,
        member: str,
        signature: str = "",
        body: list[Any] | None = None,
        *,
        timeout_s: float = 120.0,
    ) -> Any:
        """One method call; returns the reply's body (a list), raises RuntimeError on an error reply."""
        return asyncio.run(self._call(destination, path, interface, member, signature, body or [], timeout_s))

    async def _call(  # noqa: PLR0917
        self,
        destination: str,
        path: str,
        interface: str,
        member: str,
        signature: str,
        body: list[Any],
        timeout_s: float,
    ) -> Any:
        from dbus_fast import Message, MessageType
        from dbus_fast.aio import MessageBus

        bus = await MessageBus(bus_address=self.address).connect()
        try:
            message = Message(
                destination=destination,
                path=path,
                interface=interface,
                member=member,
                signature=signature,
                body=body,
            )
            reply = await asyncio.wait_for(bus.call(message), timeout_s)
        finally:
            bus.disconnect()
        assert reply is not None
        if reply.message_type == MessageType.ERROR:
            raise RuntimeError(f"{reply.error_name}: {reply.body}")
        return reply.body

    def owner_pid(self, name: str) -> int | None:
        try:
            (pid,) = self.call(
                "org.freedesktop.DBus",
                "/org/freedesktop/DBus",
                "org.freedesktop.DBus",
                "GetConnectionUnixProcessID",
                "s",
                [name],
                timeout_s=5,
            )
        except RuntimeError:
            return None
        return int(pid)

    def stop(self) -> None:
        if self.process.poll() is None:
            os.killpg(self.process.pid, signal.SIGTERM)
            try:
                self.process.wait(10)
            except subprocess.TimeoutExpired:
                os.killpg(self.process.pid, signal.SIGKILL)
                self.process.wait(10)
