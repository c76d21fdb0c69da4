"""Pending changes: watchdog's events recorded and coalesced per root, drained as a :class:`.ChangeSet`.

The first part of :class:`.watcher.FolderWatcher`: the state its methods share is set in
``FolderWatcher.__init__``. Recording runs on watchdog's threads, under ``_lock`` only.
"""

from __future__ import annotations

import logging
import os
import threading
import time
from collections.abc import Callable, Iterable
from pathlib import Path

from watchdog.events import FileSystemEvent

from .changes import Bucket, ChangeSet, gone, minimal, move_dir, move_file, touch, under
from .fsinfo import is_temporary
from .links import reached_through_link

log = logging.getLogger(__name__)


class PendingChanges:
    """Changes recorded since the last drain, one :class:`.Bucket` per scheduled (outermost) root."""

    _ignore: Callable[[Path], bool] | None
    _debounce_s: float
    _max_delay_s: float
    _storm_threshold: int
    _wake: threading.Event
    _lock: threading.Lock
    _roots: frozenset[Path]
    _roots_by_depth: tuple[Path, ...]
    _buckets: dict[Path, Bucket]
    _extra_rescan: set[Path]
    _first_at: float | None
    _last_at: float | None
    _peak_pending: int

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
        return next((r for r in self._roots_by_depth if under(path, r)), None)

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
                gone(bucket, src, is_dir=is_dir)
            elif is_dir:
                bucket.rescan.add(src)
            else:
                touch(bucket, src, created=kind == "created")
            self._after_change_locked(root, bucket)

    # -- coalescing (under _lock) -------------------------------------------------------------

    def _bucket_locked(self, root: Path) -> Bucket | None:
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

    def _after_change_locked(self, root: Path, bucket: Bucket) -> None:
        size = bucket.size()
        self._peak_pending = max(self._peak_pending, size)
        if size > self._storm_threshold:
            log.info(
                "more than %d changes pending under %s; rescanning it instead", self._storm_threshold, root
            )
            bucket.clear()
            bucket.whole = True

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
            gone(bucket, src, is_dir=is_dir)
        elif src_ignored:  # a finished download, an editor's safe save
            if is_dir:
                bucket.rescan.add(dst)
            else:
                touch(bucket, dst, created=False)
        elif is_dir:
            move_dir(bucket, src=src, dst=dst)
        else:
            move_file(bucket, src=src, dst=dst)
        self._after_change_locked(root, bucket)

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
        return ChangeSet(frozenset(changed), frozenset(deleted), tuple(moved), minimal(rescan))

    def _due_locked(self) -> float | None:
        if self._first_at is None or self._last_at is None:
            return None
        return min(self._last_at + self._debounce_s, self._first_at + self._max_delay_s)
