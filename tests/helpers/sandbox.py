"""Extraction children that cannot start, for the tests of passing failures."""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from contextlib import contextmanager
from multiprocessing import resource_tracker, spawn


@contextmanager
def extraction_child_cannot_start() -> Iterator[None]:
    """Every extraction child started meanwhile exits at once, before it says it is ready: it is
    spawned with ``false`` as its interpreter, so :class:`~desktop_search.core.extract.sandbox.
    ExtractorProcess` raises "extractor failed to start (exit code 1)", as when the machine cannot
    start one (no memory, too many processes). A child already running is not touched: open the
    engine inside the block."""
    resource_tracker.ensure_running()  # started with the real interpreter, before the break
    real = spawn.get_executable()
    false = shutil.which("false")
    assert false is not None
    spawn.set_executable(false)
    try:
        yield
    finally:
        spawn.set_executable(real)
