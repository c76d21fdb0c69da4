"""The engine a command works with, which says on the terminal when it waits for another writer."""

from __future__ import annotations

import sys

from ..core.common.config import Paths
from .terminal import terminal_safe


def _open_engine(paths: Paths, what: str = "desktop-search"):  # -> Engine, imported lazily
    from ..core.engine import Engine

    engine = Engine(paths, writer=what)
    said: list[str] = []

    def wait(holder: str) -> bool:  # another process writes the index: say so once, then wait
        if holder not in said:
            said.append(holder)
            print(
                f"desktop-search: waiting for {terminal_safe(holder)} to finish writing the index "
                "(Ctrl+C gives up)",
                file=sys.stderr,
                flush=True,
            )
        return True

    engine.on_busy = wait
    return engine
