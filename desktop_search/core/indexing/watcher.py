"""Watch folders and report what changed, in debounced, coalesced change sets.

``FolderWatcher`` turns watchdog's raw events into :class:`ChangeSet` values:

* Events are **coalesced** per path (final state wins) and **debounced**: a change
  set goes out once no event arrived for ``debounce_s``, and at the latest
  ``max_delay_s`` after the first pending event, so an endless stream still
  produces regular updates.
* Temporary and partial files (editor swap files, Office locks, downloads in
  progress, anything in a hidden folder) are never reported; renaming one onto a
  real name (``x.pdf.part`` -> ``x.pdf``, an editor's safe save) reports the real
  name as changed.
* A **storm** (more than ``storm_threshold`` pending paths under one root), a
  kernel queue overflow, a dead or restarted backend and a deleted root all
  collapse to "rescan this root": a cheap size+mtime scan beats thousands of
  events, and it is the only honest answer once events were lost. (watchdog only
  *logs* an inotify overflow, so that log record is the signal; Windows buffer
  overflows are dropped silently by watchdog and left to reconciliation.)
* Every ``reconcile_interval_s`` the watcher asks for a rescan of all roots, to
  catch what no watcher sees (network drives, sleep, inotify limits).
* A root is watched with native events when it can be; when scheduling fails
  (inotify limits) or the root is on a network filesystem, it is polled instead.

Coalescing per path within one change set is tabled in :mod:`.changes`, with the order
in which to apply a change set.

Links follow the full scan's rule: never followed, never indexed, wherever they
point (outside the roots, into a loop, or at a file already indexed under its own
name). A link is reported as deleted, so an index entry its path held before (a
file replaced by a link) goes. Polling stats with ``lstat`` for the same reason:
a linked folder is not walked.

Threads: watchdog's threads only record events (under one lock); ``on_changes``
is called from one dispatcher thread of ours, never concurrently. The core never
imports Qt.
"""

from __future__ import annotations

import logging
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import ClassVar

from watchdog.observers.api import BaseObserver, ObservedWatch

from .changes import Bucket, ChangeSet, under
from .volumes import NoAnswer, bounded
from .watchroots import INACTIVE, NETWORK_POLL_S, UNAVAILABLE, RootWatches, TroubleLogHandler, normalize

log = logging.getLogger(__name__)

__all__ = ["FolderWatcher"]


class FolderWatcher(RootWatches):
    """Watches folders recursively and calls ``on_changes`` with debounced :class:`ChangeSet` values.

    ``on_changes`` runs on the watcher's dispatcher thread (one call at a time); it
    should hand the change set over quickly (e.g. queue it for the indexer thread).
    Its exceptions are logged and swallowed. ``stop()`` may be called from inside it.
    ``ignore`` runs on watchdog's thread for every event: keep it fast and thread-safe.
    A watcher is single-use: ``start()`` once, ``stop()`` any number of times.
    Pending changes are dropped at ``stop()``; the next start's reconciliation covers them.
    ``start()`` and ``watch()`` set up the watches synchronously (one inotify watch per
    folder, or polling's first snapshot), in time proportional to the folder tree: call
    them off the GUI thread. Nested roots share their outermost root's watch.
    """

    _health_interval_s: ClassVar[float] = 5.0  # dead emitters, deleted/restored roots

    def __init__(
        self,
        *,
        on_changes: Callable[[ChangeSet], None],
        ignore: Callable[[Path], bool] | None = None,
        debounce_s: float = 1.0,
        max_delay_s: float = 10.0,
        storm_threshold: int = 2000,
        reconcile_interval_s: float | None = 600.0,
        use_polling: bool | None = None,
        polling_interval_s: float = 5.0,
        network_poll_s: float = NETWORK_POLL_S,
    ) -> None:
        if debounce_s < 0 or max_delay_s <= 0 or polling_interval_s <= 0 or storm_threshold < 1:
            raise ValueError("debounce_s >= 0, max_delay_s > 0, polling_interval_s > 0, storm_threshold >= 1")
        self._on_changes = on_changes
        self._ignore = ignore
        self._debounce_s = debounce_s
        self._max_delay_s = max_delay_s
        self._storm_threshold = storm_threshold
        self._reconcile_interval_s = reconcile_interval_s or None
        self._use_polling = use_polling
        self._polling_interval_s = polling_interval_s
        self._network_poll_s = network_poll_s
        # Roots on network shares: rescanned every so often (no watchdog emitter walks them; one
        # asleep in a hung share would hold the process), by when each is next due.
        self._network_due: dict[Path, float] = {}
        self._last_clocks: tuple[float, float] | None = None
        self._network_every: dict[Path, float] = {}

        self._stop = threading.Event()
        self._wake = threading.Event()
        # _lock guards pending state and is the only lock watchdog's threads take.
        # _sched_lock guards roots, observers and scheduling. Never call into an
        # observer while holding _lock (watchdog holds its own lock while dispatching).
        self._lock = threading.Lock()
        self._sched_lock = threading.RLock()
        self._state = "new"  # new -> running -> stopped

        self._roots: frozenset[Path] = frozenset()
        self._roots_by_depth: tuple[Path, ...] = ()  # innermost first, for ignore rules
        self._buckets: dict[Path, Bucket] = {}  # one per scheduled (outermost) root
        self._extra_rescan: set[Path] = set()
        self._first_at: float | None = None
        self._last_at: float | None = None
        self._peak_pending = 0  # the largest bucket ever held (tests check storms stay bounded)

        self._observers: dict[str, BaseObserver] = {}
        self._watches: dict[Path, ObservedWatch] = {}
        self._backends: dict[Path, str] = {}
        self._retry_at: dict[Path, float] = {}
        self._identity: dict[Path, tuple[int, int] | None] = {}  # (device, inode) of each watched root
        self._trouble_handler = TroubleLogHandler(self._on_backend_trouble)
        self._thread: threading.Thread | None = None

    # -- public API ---------------------------------------------------------------------------

    @property
    def roots(self) -> frozenset[Path]:
        return self._roots

    def backend(self, root: Path) -> str:
        """``events`` or ``polling``; ``unavailable`` if it cannot be watched; ``inactive`` if not running."""
        root = normalize(root)
        with self._sched_lock:
            if root not in self._roots:
                raise KeyError(root)
            if self._state != "running":
                return INACTIVE
            scheduled = next(s for s in self._buckets if under(root, s))
            return self._backends.get(scheduled, UNAVAILABLE)

    def start(self) -> None:
        with self._sched_lock:
            if self._state != "new":
                raise RuntimeError("a FolderWatcher can only be started once")
            self._state = "running"
            logging.getLogger("watchdog.observers").addHandler(self._trouble_handler)
            for root in sorted(self._buckets):
                self._schedule_root(root)
            self._thread = threading.Thread(target=self._run, name="FolderWatcher", daemon=True)
            self._thread.start()

    def stop(self) -> None:
        """Stop watching and join the threads; prompt, idempotent, safe from inside ``on_changes``."""
        with self._sched_lock:
            if self._state == "stopped":
                return
            self._state = "stopped"
            self._stop.set()
            self._wake.set()
            observers = list(self._observers.values())
            self._observers.clear()
            self._watches.clear()
            self._backends.clear()
        logging.getLogger("watchdog.observers").removeHandler(self._trouble_handler)
        for observer in observers:
            # watchdog joins each emitter without a timeout: one stuck on a hung share would
            # hold quitting forever, so the stop is abandoned after the join timeout.
            try:
                bounded(observer.stop, budget_s=self._join_timeout_s, what="stopping a watch")
            except NoAnswer:
                log.warning("a folder watch did not stop (a share that does not answer); left behind")
        for observer in observers:
            observer.join(self._join_timeout_s)
        thread = self._thread
        if thread is not None and thread is not threading.current_thread():
            thread.join(self._join_timeout_s)
            if thread.is_alive():
                log.warning("the folder watcher's dispatcher is still busy in on_changes")

    def watch(self, root: Path) -> None:
        """Watch ``root`` recursively (before or after ``start()``)."""
        root = normalize(root)
        with self._sched_lock:
            if root in self._roots:
                return
            self._set_roots(self._roots | {root})

    def unwatch(self, root: Path) -> None:
        """Stop watching ``root``; its pending changes are dropped."""
        root = normalize(root)
        with self._sched_lock:
            if root not in self._roots:
                return
            self._set_roots(self._roots - {root})
            with self._lock:
                self._extra_rescan = {p for p in self._extra_rescan if not under(p, root)}

    # -- delivery (dispatcher thread) ---------------------------------------------------------

    #: A wall-clock step this much larger than the monotonic clock's (which stands still while the
    #: machine sleeps, on Linux) means the machine slept: the watcher may have missed changes.
    _sleep_gap_s: ClassVar[float] = 60.0

    @staticmethod
    def _clocks() -> tuple[float, float]:
        """(wall, monotonic) now; a seam for tests."""
        return time.time(), time.monotonic()

    def _woke_from_sleep(self) -> bool:
        wall, mono = self._clocks()
        last = self._last_clocks
        self._last_clocks = (wall, mono)
        return last is not None and (wall - last[0]) - (mono - last[1]) > self._sleep_gap_s

    def _run(self) -> None:
        now = time.monotonic()
        interval = self._reconcile_interval_s
        next_reconcile = now + interval if interval else None
        next_health = now + self._health_interval_s
        while not self._stop.is_set():
            with self._lock:
                due = self._due_locked()
            wake_at = min(
                t for t in (due, next_reconcile, next_health, self._next_share_at()) if t is not None
            )
            self._wake.wait(max(0.0, wake_at - time.monotonic()))
            self._wake.clear()
            if self._stop.is_set():
                break
            now = time.monotonic()
            slept = self._woke_from_sleep()
            if slept:  # reconcile: a rescan purges nothing that is only away (see planning)
                log.info("the machine slept; looking at every folder again")
                with self._lock:
                    self._extra_rescan |= self._roots
            if now >= next_health:
                try:
                    self._check_health()
                except Exception:
                    log.exception("checking the folder watches failed")
                next_health = now + self._health_interval_s
            reconcile = next_reconcile is not None and now >= next_reconcile
            if reconcile and interval:
                with self._lock:
                    self._extra_rescan |= self._roots
                next_reconcile = now + interval
            shares = self._shares_due(now)
            if shares:
                with self._lock:
                    self._extra_rescan |= shares
                reconcile = True
            with self._lock:
                due = self._due_locked()
            if reconcile or slept or (due is not None and now >= due):
                self._deliver(self._drain())

    def _deliver(self, changes: ChangeSet) -> None:
        if changes.is_empty() or self._stop.is_set():
            return
        try:
            self._on_changes(changes)
        except Exception:
            log.exception("on_changes failed; the watcher keeps running")
