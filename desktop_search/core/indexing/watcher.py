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

Coalescing, per file path, within one change set (the consumer's index is the
reference: "existed before" means the index may hold something for that path):

=========================================  ====================================
events                                     reported
=========================================  ====================================
created (+ modified ...)                   changed
modified, or deleted then created          changed
created then deleted                       nothing
modified then deleted / deleted            deleted
moved A->B (A existed before)              moved (A, B); B also changed if it
                                           was modified before or after
moved A->B (A created in this window)      changed B (nothing about A)
moved ignored->B (download done, save)     changed B
moved A->ignored (backup rename)           deleted A (a later write of A makes
                                           it changed again)
directory created (or moved in)            rescan of that directory
directory moved / deleted                  moved / deleted directory path (the
                                           consumer expands it)
directory modified, synthetic sub-events   ignored
a symbolic link, or a path reached         deleted (never changed, rescanned or
through a linked folder                    a move's destination)
=========================================  ====================================

Links follow the full scan's rule: never followed, never indexed, wherever they
point (outside the roots, into a loop, or at a file already indexed under its own
name). A link is reported as deleted, so an index entry its path held before (a
file replaced by a link) goes. Polling stats with ``lstat`` for the same reason:
a linked folder is not walked.

Apply a change set in this order: ``moved`` (in order), ``deleted``, ``changed``,
then ``rescan``. ``deleted`` may name paths the consumer never indexed (a
conservative guess is cheaper than a stale index); ``rescan`` paths may have
vanished by the time they are scanned.

Threads: watchdog's threads only record events (under one lock); ``on_changes``
is called from one dispatcher thread of ours, never concurrently. The core never
imports Qt.
"""

from __future__ import annotations

import logging
import os
import stat
import threading
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
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

from .fsinfo import NETWORK_FSTYPES, filesystem_type, is_network_filesystem, is_temporary
from .volumes import NoAnswer, bounded, look, may_hang

log = logging.getLogger(__name__)

__all__ = [
    "NETWORK_FSTYPES",
    "ChangeSet",
    "FolderWatcher",
    "filesystem_type",
    "is_network_filesystem",
    "is_temporary",
    "reached_through_link",
]

EVENTS = "events"
POLLING = "polling"
#: How often a network share is looked at for changes until a pass over it has been timed
#: (then :func:`.volumes.poll_interval` of that pass).
NETWORK_POLL_S = 300.0
UNAVAILABLE = "unavailable"  # the root is missing or cannot be watched; reconciliation still covers it
INACTIVE = "inactive"  # the watcher is not running

_JUNCTION_TAG = 0xA0000003  # IO_REPARSE_TAG_MOUNT_POINT: a Windows junction, followed like a link

# Opened / closed-without-write events are not even subscribed to: the indexer reading
# a file must never look like a change (a feedback loop).
_EVENT_FILTER: list[type[FileSystemEvent]] = [
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


@dataclass(frozen=True)
class ChangeSet:
    """What changed under the watched roots; apply moved, deleted, changed, rescan in that order."""

    changed: frozenset[Path] = frozenset()  # created or modified files (final state: exists)
    deleted: frozenset[Path] = frozenset()  # files (or whole directories) that are gone
    moved: tuple[tuple[Path, Path], ...] = ()  # (src, dest) renames of files or directories, in order
    rescan: frozenset[Path] = frozenset()  # roots or subfolders to rescan in full

    def is_empty(self) -> bool:
        return not (self.changed or self.deleted or self.moved or self.rescan)


@dataclass
class _Entry:
    existed_before: bool  # the consumer may hold something for this path
    exists: bool
    dirty: bool  # content differs from what the consumer has (after applying moves)


@dataclass
class _Bucket:
    """Pending changes under one scheduled root."""

    entries: dict[Path, _Entry] = field(default_factory=dict)
    moves: list[tuple[Path, Path]] = field(default_factory=list)
    rescan: set[Path] = field(default_factory=set)
    whole: bool = False  # storm, overflow or backend trouble: rescan the root, no detail

    def size(self) -> int:
        return len(self.entries) + len(self.moves) + len(self.rescan)

    def clear(self) -> None:
        self.entries.clear()
        self.moves.clear()
        self.rescan.clear()


def _under(path: Path, folder: Path) -> bool:
    return path == folder or folder in path.parents


def _rebase(path: Path, *, src: Path, dst: Path) -> Path:
    return dst / path.relative_to(src)


def _minimal(paths: Iterable[Path]) -> frozenset[Path]:
    """Drop paths that lie under another path of the set."""
    ordered = sorted(set(paths), key=lambda p: len(p.parts))
    kept: list[Path] = []
    for p in ordered:
        if not any(_under(p, k) for k in kept):
            kept.append(p)
    return frozenset(kept)


class _Handler(FileSystemEventHandler):
    """Forwards one root's watchdog events; runs on watchdog's dispatcher thread."""

    def __init__(self, on_event: Callable[[FileSystemEvent, Path], None], root: Path) -> None:
        self._on_event = on_event
        self._root = root

    def dispatch(self, event: FileSystemEvent) -> None:
        self._on_event(event, self._root)


class _TroubleLogHandler(logging.Handler):
    """watchdog only *logs* inotify queue overflows; turn those records into rescans."""

    _MARKERS = ("overflow", "unable to rebuild")

    def __init__(self, on_trouble: Callable[[], None]) -> None:
        super().__init__(level=logging.WARNING)
        self._on_trouble = on_trouble

    def emit(self, record: logging.LogRecord) -> None:
        message = str(record.msg).lower()
        if any(marker in message for marker in self._MARKERS):
            self._on_trouble()


class FolderWatcher:
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
    _retry_interval_s: ClassVar[float] = 30.0  # re-try a root that could not be watched
    _join_timeout_s: ClassVar[float] = 5.0

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
        self._buckets: dict[Path, _Bucket] = {}  # one per scheduled (outermost) root
        self._extra_rescan: set[Path] = set()
        self._first_at: float | None = None
        self._last_at: float | None = None
        self._peak_pending = 0  # the largest bucket ever held (tests check storms stay bounded)

        self._observers: dict[str, BaseObserver] = {}
        self._watches: dict[Path, ObservedWatch] = {}
        self._backends: dict[Path, str] = {}
        self._retry_at: dict[Path, float] = {}
        self._identity: dict[Path, tuple[int, int] | None] = {}  # (device, inode) of each watched root
        self._trouble_handler = _TroubleLogHandler(self._on_backend_trouble)
        self._thread: threading.Thread | None = None

    # -- public API ---------------------------------------------------------------------------

    @property
    def roots(self) -> frozenset[Path]:
        return self._roots

    def backend(self, root: Path) -> str:
        """``events`` or ``polling``; ``unavailable`` if it cannot be watched; ``inactive`` if not running."""
        root = _normalize(root)
        with self._sched_lock:
            if root not in self._roots:
                raise KeyError(root)
            if self._state != "running":
                return INACTIVE
            scheduled = next(s for s in self._buckets if _under(root, s))
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
        root = _normalize(root)
        with self._sched_lock:
            if root in self._roots:
                return
            self._set_roots(self._roots | {root})

    def unwatch(self, root: Path) -> None:
        """Stop watching ``root``; its pending changes are dropped."""
        root = _normalize(root)
        with self._sched_lock:
            if root not in self._roots:
                return
            self._set_roots(self._roots - {root})
            with self._lock:
                self._extra_rescan = {p for p in self._extra_rescan if not _under(p, root)}

    # -- roots and scheduling (under _sched_lock) ---------------------------------------------

    def _set_roots(self, roots: frozenset[Path]) -> None:
        old_cover = set(self._buckets)
        new_cover = {r for r in roots if not any(o != r and _under(r, o) for o in roots)}
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
                self._buckets[root] = _Bucket()
                if any(_under(root, r) for r in removed):  # was covered by a root now gone
                    self._extra_rescan.add(root)
                    self._mark_pending_locked()
        if self._state != "running":
            return
        for root in sorted(added):  # schedule before unscheduling, so nothing is missed
            self._schedule_root(root)
        for root in removed:
            self._unschedule_root(root)

    def _schedule_root(self, root: Path) -> None:
        handler = _Handler(self._on_event, root)
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
        return self._observer(EVENTS).schedule(handler, str(root), recursive=True, event_filter=_EVENT_FILTER)

    def _schedule_polling(self, root: Path, handler: FileSystemEventHandler) -> ObservedWatch:
        return self._observer(POLLING).schedule(
            handler, str(root), recursive=True, event_filter=_EVENT_FILTER
        )

    def _is_network_fs(self, root: Path) -> bool:
        """Seam: is ``root`` somewhere native change events do not arrive?"""
        return is_network_filesystem(root)

    def set_network_poll(self, root: Path, every_s: float) -> None:
        """Look for changes on the network share ``root`` every ``every_s`` seconds from now on
        (see :func:`.volumes.poll_interval`)."""
        root = _normalize(root)
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

    def _rescan_whole(self, roots: Iterable[Path]) -> None:
        with self._lock:
            for root in roots:
                bucket = self._buckets.get(root)
                if bucket is not None:
                    bucket.clear()
                    bucket.whole = True
                    self._mark_pending_locked()

    # -- events (watchdog's thread) -----------------------------------------------------------

    def _ignored(self, path: Path, *, is_dir: bool) -> bool:
        base = self._base(path)
        if base is None:
            return True
        if path == base:
            return False
        if is_temporary(path, base, is_dir=is_dir):
            return True
        if self._ignore is None:
            return False
        try:
            return bool(self._ignore(path))
        except Exception:
            log.exception("the ignore callback failed for %s", path)
            return False

    def _base(self, path: Path) -> Path | None:
        """The innermost watched root holding ``path``."""
        return next((r for r in self._roots_by_depth if _under(path, r)), None)

    def _linked(self, path: Path) -> bool:
        base = self._base(path)
        return base is not None and reached_through_link(path, base)

    def _on_event(self, event: FileSystemEvent, root: Path) -> None:
        try:
            self._record(event, root)
        except Exception:  # never let an event kill watchdog's thread
            log.exception("cannot record %r", event)

    def _record(self, event: FileSystemEvent, root: Path) -> None:
        # Synthetic events are watchdog's expansion of a directory move/creation: the
        # directory-level event (a move, or a rescan of a created folder) covers them.
        if event.is_synthetic:
            return
        kind, is_dir = event.event_type, event.is_directory
        src = Path(os.fsdecode(event.src_path))
        if kind == "moved":
            dst = Path(os.fsdecode(event.dest_path))
            src_ignored = self._ignored(src, is_dir=is_dir) or self._linked(src)
            dst_ignored = self._ignored(dst, is_dir=is_dir) or self._linked(dst)  # renamed onto a link
            with self._lock:
                self._apply_move(
                    root, src=src, dst=dst, is_dir=is_dir, src_ignored=src_ignored, dst_ignored=dst_ignored
                )
            return
        if kind not in ("created", "deleted") and (is_dir or kind not in ("modified", "closed", "attrib")):
            return
        if self._ignored(src, is_dir=is_dir):
            return
        with self._lock:
            bucket = self._bucket_locked(root)
            if bucket is None:
                return
            if kind == "deleted" and src in self._roots:  # a vanished root is not "delete everything"
                log.warning("watched folder %s was deleted", src)
                if src == root:
                    bucket.clear()
                    bucket.whole = True
                else:
                    bucket.rescan.add(src)
            elif bucket.whole:
                pass
            elif kind == "deleted":
                self._gone(bucket, src, is_dir=is_dir)
            elif is_dir:
                bucket.rescan.add(src)
            else:
                self._touch(bucket, src, created=kind == "created")
            self._after_change_locked(root, bucket)

    # -- coalescing (under _lock) -------------------------------------------------------------

    def _bucket_locked(self, root: Path) -> _Bucket | None:
        bucket = self._buckets.get(root)
        if bucket is not None:
            self._mark_pending_locked()
        return bucket

    def _mark_pending_locked(self) -> None:
        now = time.monotonic()
        if self._first_at is None:
            self._first_at = now
            self._wake.set()
        self._last_at = now

    def _after_change_locked(self, root: Path, bucket: _Bucket) -> None:
        size = bucket.size()
        self._peak_pending = max(self._peak_pending, size)
        if size > self._storm_threshold:
            log.info(
                "more than %d changes pending under %s; rescanning it instead", self._storm_threshold, root
            )
            bucket.clear()
            bucket.whole = True

    @staticmethod
    def _touch(bucket: _Bucket, path: Path, *, created: bool) -> None:
        entry = bucket.entries.get(path)
        if entry is None:
            bucket.entries[path] = _Entry(existed_before=not created, exists=True, dirty=True)
        else:
            entry.exists = entry.dirty = True

    @staticmethod
    def _gone(bucket: _Bucket, path: Path, *, is_dir: bool) -> None:
        if is_dir:  # the directory event covers everything pending below it
            created_here = path in bucket.rescan and path not in bucket.entries
            for p in [p for p in bucket.entries if _under(p, path)]:
                del bucket.entries[p]
            bucket.rescan = {p for p in bucket.rescan if not _under(p, path)}
            if not created_here:
                bucket.entries[path] = _Entry(existed_before=True, exists=False, dirty=False)
            return
        entry = bucket.entries.get(path)
        if entry is None:
            bucket.entries[path] = _Entry(existed_before=True, exists=False, dirty=False)
        elif not entry.existed_before:
            del bucket.entries[path]  # created then deleted: nothing happened
        else:
            entry.exists = entry.dirty = False

    def _apply_move(
        self, root: Path, *, src: Path, dst: Path, is_dir: bool, src_ignored: bool, dst_ignored: bool
    ) -> None:
        if src_ignored and dst_ignored:
            return
        bucket = self._bucket_locked(root)
        if bucket is None:
            return
        if bucket.whole:
            pass
        elif dst_ignored:  # e.g. an editor renaming the original to a backup
            self._gone(bucket, src, is_dir=is_dir)
        elif src_ignored:  # a finished download, an editor's safe save
            if is_dir:
                bucket.rescan.add(dst)
            else:
                self._touch(bucket, dst, created=False)
        elif is_dir:
            self._move_dir(bucket, src=src, dst=dst)
        else:
            self._move_file(bucket, src=src, dst=dst)
        self._after_change_locked(root, bucket)

    def _move_file(self, bucket: _Bucket, *, src: Path, dst: Path) -> None:
        entry = bucket.entries.pop(src, None)
        if entry is not None and not entry.existed_before:
            self._touch(bucket, dst, created=False)  # new content: nothing to carry over
            return
        bucket.moves.append((src, dst))
        # A deleted-looking source means events arrived oddly: re-read the destination.
        dirty = entry is not None and (entry.dirty or not entry.exists)
        bucket.entries[dst] = _Entry(existed_before=True, exists=True, dirty=dirty)

    @staticmethod
    def _move_dir(bucket: _Bucket, *, src: Path, dst: Path) -> None:
        # Polling reports the files' moves before their folder's: the folder move implies them.
        while bucket.moves and _under(bucket.moves[-1][0], src) and bucket.moves[-1][0] != src:
            s, d = bucket.moves[-1]
            if d != _rebase(s, src=src, dst=dst):
                break
            bucket.moves.pop()
        bucket.moves.append((src, dst))
        for p in [p for p in bucket.entries if _under(p, src)]:
            bucket.entries[_rebase(p, src=src, dst=dst)] = bucket.entries.pop(p)
        bucket.rescan = {_rebase(p, src=src, dst=dst) if _under(p, src) else p for p in bucket.rescan}

    # -- delivery (dispatcher thread) ---------------------------------------------------------

    def _drain(self) -> ChangeSet:
        """Take everything pending as one change set."""
        changed: set[Path] = set()
        deleted: set[Path] = set()
        moved: list[tuple[Path, Path]] = []
        with self._lock:
            rescan = set(self._extra_rescan)
            self._extra_rescan.clear()
            for root, bucket in self._buckets.items():
                if bucket.whole:
                    rescan.add(root)
                else:
                    moved += bucket.moves
                    rescan |= bucket.rescan
                    for path, entry in bucket.entries.items():
                        if entry.exists and entry.dirty:
                            changed.add(path)
                        elif not entry.exists and entry.existed_before:
                            deleted.add(path)
                bucket.clear()
                bucket.whole = False
            self._first_at = self._last_at = None
        # Final state, checked here off watchdog's thread: a path that is (or lies under) a link
        # is never a file to index nor a folder to rescan, only a possible deletion.
        for path in [p for p in changed | rescan if self._linked(p)]:
            changed.discard(path)
            rescan.discard(path)
            deleted.add(path)
        return ChangeSet(frozenset(changed), frozenset(deleted), tuple(moved), _minimal(rescan))

    def _due_locked(self) -> float | None:
        if self._first_at is None or self._last_at is None:
            return None
        return min(self._last_at + self._debounce_s, self._first_at + self._max_delay_s)

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

    def _shares_due(self, now: float) -> set[Path]:
        with self._sched_lock:
            due = {root for root, at in self._network_due.items() if now >= at}
            for root in due:
                self._network_due[root] = now + self._network_every.get(root, self._network_poll_s)
        return due

    def _next_share_at(self) -> float | None:
        with self._sched_lock:
            return min(self._network_due.values(), default=None)

    def _deliver(self, changes: ChangeSet) -> None:
        if changes.is_empty() or self._stop.is_set():
            return
        try:
            self._on_changes(changes)
        except Exception:
            log.exception("on_changes failed; the watcher keeps running")


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


def reached_through_link(path: Path, root: Path) -> bool:
    """Is ``path``, or a folder between ``root`` and it, a symbolic link or a Windows junction?

    The full scan never follows links, so such a path is never indexed: a link may
    lead outside the chosen folders, into a loop, or to a file indexed under its own
    name already. ``root`` itself is the user's choice and is not checked. A path
    outside ``root`` counts as linked. The check stops at the first part that does
    not exist (nothing below it can be reached).
    """
    try:
        parts = path.relative_to(root).parts
    except ValueError:
        return True
    current = root
    for part in parts:
        current = current / part
        try:
            st = os.lstat(current)
        except OSError:
            return False
        if stat.S_ISLNK(st.st_mode) or getattr(st, "st_reparse_tag", 0) == _JUNCTION_TAG:
            return True
    return False


def _normalize(root: Path | str) -> Path:
    return Path(os.path.abspath(root))
