"""Watches on the roots: watchdog observers (native events or polling), timers for network
shares, and health checks that re-watch a root whose watch died, was replaced or reappeared.

The second part of :class:`.watcher.FolderWatcher`: the state its methods share is set in
``FolderWatcher.__init__``. Scheduling runs under ``_sched_lock``.
"""

from __future__ import annotations

import logging
import os
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import ClassVar

from watchdog.events import (
    DirCreatedEvent,
    DirDeletedEvent,
    DirMovedEvent,
    FileAttribEvent,
    FileClosedEvent,
    FileCreatedEvent,
    FileDeletedEvent,
    FileModifiedEvent,
    FileMovedEvent,
    FileSystemEvent,
    FileSystemEventHandler,
)
from watchdog.observers import Observer
from watchdog.observers.api import BaseObserver, ObservedWatch
from watchdog.observers.polling import PollingObserverVFS

from .changes import Bucket, under
from .fsinfo import is_network_filesystem
from .volumes import NoAnswer, bounded, look, may_hang
from .watchevents import PendingChanges

log = logging.getLogger(__name__)

EVENTS = "events"
POLLING = "polling"
#: How often a network share is looked at for changes until a pass over it has been timed
#: (then :func:`.volumes.poll_interval` of that pass).
NETWORK_POLL_S = 300.0
UNAVAILABLE = "unavailable"  # the root is missing or cannot be watched; reconciliation still covers it
INACTIVE = "inactive"  # the watcher is not running


# Opened / closed-without-write events are not even subscribed to: the indexer reading
# a file must never look like a change (a feedback loop).
EVENT_FILTER: list[type[FileSystemEvent]] = [
    FileCreatedEvent,
    FileModifiedEvent,
    FileAttribEvent,
    FileClosedEvent,
    FileDeletedEvent,
    FileMovedEvent,
    DirCreatedEvent,
    DirDeletedEvent,
    DirMovedEvent,
]


class Handler(FileSystemEventHandler):
    """Forwards one root's watchdog events; runs on watchdog's dispatcher thread."""

    def __init__(self, on_event: Callable[[FileSystemEvent, Path], None], root: Path) -> None:
        self._on_event = on_event
        self._root = root

    def dispatch(self, event: FileSystemEvent) -> None:
        self._on_event(event, self._root)


class TroubleLogHandler(logging.Handler):
    """watchdog only *logs* inotify queue overflows; turn those records into rescans."""

    _MARKERS = ("overflow", "unable to rebuild")

    def __init__(self, on_trouble: Callable[[], None]) -> None:
        super().__init__(level=logging.WARNING)
        self._on_trouble = on_trouble

    def emit(self, record: logging.LogRecord) -> None:
        message = str(record.msg).lower()
        if any(marker in message for marker in self._MARKERS):
            self._on_trouble()


class RootWatches(PendingChanges):
    """One watch per scheduled (outermost) root, and what to do when it stops."""

    _retry_interval_s: ClassVar[float] = 30.0  # re-try a root that could not be watched
    _join_timeout_s: ClassVar[float] = 5.0

    _use_polling: bool | None
    _polling_interval_s: float
    _network_poll_s: float
    _network_due: dict[Path, float]
    _network_every: dict[Path, float]
    _sched_lock: threading.RLock
    _state: str
    _observers: dict[str, BaseObserver]
    _watches: dict[Path, ObservedWatch]
    _backends: dict[Path, str]
    _retry_at: dict[Path, float]
    _identity: dict[Path, tuple[int, int] | None]

    # -- roots and scheduling (under _sched_lock) ---------------------------------------------

    def _set_roots(self, roots: frozenset[Path]) -> None:
        old_cover = set(self._buckets)
        new_cover = {r for r in roots if not any(o != r and under(r, o) for o in roots)}
        added, removed = new_cover - old_cover, old_cover - new_cover
        with self._lock:
            self._roots = roots
            self._roots_by_depth = tuple(sorted(roots, key=lambda p: len(p.parts), reverse=True))
            for root in removed:
                bucket = self._buckets.pop(root)  # events still in flight for it are dropped
                if root in roots and (bucket.size() or bucket.whole):  # now under a new outer root
                    self._extra_rescan.add(root)
                    self._mark_pending_locked()
            for root in added:
                self._buckets[root] = Bucket()
                if any(under(root, r) for r in removed):  # was covered by a root now gone
                    self._extra_rescan.add(root)
                    self._mark_pending_locked()
        if self._state != "running":
            return
        for root in sorted(added):  # schedule before unscheduling, so nothing is missed
            self._schedule_root(root)
        for root in removed:
            self._unschedule_root(root)

    def _schedule_root(self, root: Path) -> None:
        handler = Handler(self._on_event, root)
        self._backends[root] = UNAVAILABLE
        if not _is_dir(root):
            log.warning("cannot watch %s: not a folder (will watch it when it appears)", root)
            self._retry_at[root] = 0.0
            return
        self._retry_at[root] = time.monotonic() + self._retry_interval_s
        self._identity[root] = _identity(root)
        polling = self._use_polling is True
        if self._use_polling is None and self._is_network_fs(root):
            every = self._network_every.get(root, self._network_poll_s)
            log.info("%s is on a network share; looking for changes every %g s", root, every)
            self._network_due[root] = time.monotonic() + every
            self._backends[root] = POLLING
            return
        if not polling:
            try:
                self._watches[root] = self._schedule_events(root, handler)
            except OSError as exc:
                if self._use_polling is False:
                    log.error("cannot watch %s for changes (%s); relying on reconciliation", root, exc)
                    return
                log.warning("cannot watch %s for events (%s); polling it instead", root, exc)
            else:
                self._backends[root] = EVENTS
                return
        try:
            self._watches[root] = self._schedule_polling(root, handler)
        except OSError as exc:
            log.error("cannot poll %s (%s); relying on reconciliation", root, exc)
        else:
            self._backends[root] = POLLING

    def _unschedule_root(self, root: Path) -> None:
        self._network_due.pop(root, None)
        backend = self._backends.pop(root, UNAVAILABLE)
        watch = self._watches.pop(root, None)
        self._retry_at.pop(root, None)
        self._identity.pop(root, None)
        observer = self._observers.get(backend)
        if watch is not None and observer is not None:
            try:
                bounded(lambda: observer.unschedule(watch), budget_s=self._join_timeout_s, what=str(root))
            except KeyError:
                pass
            except NoAnswer:
                log.warning("the watch on %s did not stop (a share that does not answer); left behind", root)

    def _observer(self, kind: str) -> BaseObserver:
        observer = self._observers.get(kind)
        if observer is None or not observer.is_alive():
            observer = Observer() if kind == EVENTS else self._polling_observer()
            observer.name = f"FolderWatcher-{kind}"
            observer.start()
            self._observers[kind] = observer
        return observer

    def _polling_observer(self) -> BaseObserver:
        # lstat, not stat: a linked folder is a leaf, never walked (no loops, nothing from outside).
        return PollingObserverVFS(os.lstat, os.scandir, polling_interval=self._polling_interval_s)

    def _schedule_events(self, root: Path, handler: FileSystemEventHandler) -> ObservedWatch:
        """Seam: raises OSError when native events are unavailable (e.g. inotify limits)."""
        return self._observer(EVENTS).schedule(handler, str(root), recursive=True, event_filter=EVENT_FILTER)

    def _schedule_polling(self, root: Path, handler: FileSystemEventHandler) -> ObservedWatch:
        return self._observer(POLLING).schedule(handler, str(root), recursive=True, event_filter=EVENT_FILTER)

    def _is_network_fs(self, root: Path) -> bool:
        """Seam: is ``root`` somewhere native change events do not arrive?"""
        return is_network_filesystem(root)

    def set_network_poll(self, root: Path, every_s: float) -> None:
        """Look for changes on the network share ``root`` every ``every_s`` seconds from now on
        (see :func:`.volumes.poll_interval`)."""
        root = normalize(root)
        with self._sched_lock:
            self._network_every[root] = every_s
            if root in self._network_due:
                self._network_due[root] = min(self._network_due[root], time.monotonic() + every_s)

    def _emitter_alive(self, root: Path) -> bool:
        if root in self._network_due:
            return True  # rescanned on a timer, nothing to die
        observer = self._observers.get(self._backends.get(root, UNAVAILABLE))
        watch = self._watches.get(root)
        if observer is None or watch is None or not observer.is_alive():
            return False
        return any(e.watch == watch and e.is_alive() for e in list(observer.emitters))

    def _check_health(self) -> None:
        """Re-watch roots whose emitter died (root deleted, backend error), that were replaced
        (a watch follows the folder it was given, not the path) or that reappeared."""
        with self._sched_lock:
            if self._state != "running":
                return
            now = time.monotonic()
            for root in sorted(self._buckets):
                if self._backends.get(root, UNAVAILABLE) == UNAVAILABLE:
                    if now >= self._retry_at.get(root, 0.0) and _is_dir(root):
                        self._schedule_root(root)
                        if self._backends[root] != UNAVAILABLE:
                            log.info("watching %s again", root)
                            self._rescan_whole([root])
                    continue
                if self._emitter_alive(root) and _identity(root) == self._identity.get(root):
                    continue
                log.warning("the watch on %s stopped (folder deleted or replaced, or backend error)", root)
                self._unschedule_root(root)
                self._rescan_whole([root])
                if _is_dir(root):
                    self._schedule_root(root)
                else:
                    self._backends[root] = UNAVAILABLE
                    self._retry_at[root] = 0.0  # re-watch as soon as it reappears

    def _on_backend_trouble(self) -> None:
        """watchdog reported lost events (queue overflow): rescan every root it watches."""
        self._rescan_whole([r for r, b in dict(self._backends).items() if b == EVENTS])

    def _shares_due(self, now: float) -> set[Path]:
        with self._sched_lock:
            due = {root for root, at in self._network_due.items() if now >= at}
            for root in due:
                self._network_due[root] = now + self._network_every.get(root, self._network_poll_s)
        return due

    def _next_share_at(self) -> float | None:
        with self._sched_lock:
            return min(self._network_due.values(), default=None)


#: How long the watcher waits for one look at a root (a hung share must not stop the watcher).
LOOK_BUDGET_S = 5.0


def _identity(path: Path) -> tuple[int, int] | None:
    """``(st_dev, st_ino)`` of a root; None when it is gone or does not answer (a hung share)."""
    try:
        st = look(path.stat, budget_s=LOOK_BUDGET_S, what=str(path)) if may_hang(path) else path.stat()
    except OSError:
        return None
    return (st.st_dev, st.st_ino)


def _is_dir(path: Path) -> bool:
    try:
        if not may_hang(path):
            return path.is_dir()
        return bool(look(path.is_dir, budget_s=LOOK_BUDGET_S, what=str(path)))
    except OSError:  # EIO from a share gone away, or no answer
        return False


def normalize(root: Path | str) -> Path:
    return Path(os.path.abspath(root))
