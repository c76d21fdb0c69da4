"""Helpers for the folder watcher tests: collect change sets, wait on conditions (never blind sleeps)."""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from pathlib import Path

from desktop_search.core.indexing.changes import ChangeSet


def wait_until(condition: Callable[[], bool], *, timeout: float = 5.0, what: str = "the condition") -> None:
    """Poll ``condition`` until it holds; fail the test after ``timeout`` seconds."""
    deadline = time.monotonic() + timeout
    while not condition():
        if time.monotonic() > deadline:
            raise AssertionError(f"timed out after {timeout} s waiting for {what}")
        time.sleep(0.01)


def paths_in(changes: ChangeSet) -> set[Path]:
    """Every path a change set mentions, whatever the reason."""
    moved = {p for pair in changes.moved for p in pair}
    return set(changes.changed) | set(changes.deleted) | set(changes.rescan) | moved


class Collector:
    """An ``on_changes`` callback that records what it is given (thread-safe)."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._sets: list[ChangeSet] = []

    def __call__(self, changes: ChangeSet) -> None:
        with self._lock:
            self._sets.append(changes)

    @property
    def sets(self) -> list[ChangeSet]:
        with self._lock:
            return list(self._sets)

    def merged(self) -> ChangeSet:
        """All change sets so far as one (unions; moves concatenated)."""
        sets = self.sets
        return ChangeSet(
            changed=frozenset().union(*(s.changed for s in sets)),
            deleted=frozenset().union(*(s.deleted for s in sets)),
            moved=tuple(m for s in sets for m in s.moved),
            rescan=frozenset().union(*(s.rescan for s in sets)),
        )

    def mentions(self, path: Path) -> int:
        """In how many change sets ``path`` appears."""
        return sum(path in paths_in(s) for s in self.sets)

    def wait_for(self, predicate: Callable[[ChangeSet], bool], *, timeout: float = 5.0) -> ChangeSet:
        """Wait until the merged change sets satisfy ``predicate``; return them."""
        try:
            wait_until(lambda: predicate(self.merged()), timeout=timeout, what="the expected changes")
        except AssertionError as exc:
            raise AssertionError(f"{exc}; received {self.sets}") from None
        return self.merged()
