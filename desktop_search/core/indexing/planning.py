"""What an indexing run has to do: disk, or a watcher's change set, compared with the database.

Cheap by design: size and modification time decide whether a file is looked at.
Files that vanished while a file of the same size and content hash appeared elsewhere
were moved: they keep their rows, chunks and vectors. What is left of the vanished
files is deleted. Neither a full scan nor a change set ever reaches a file through a
symbolic link. :class:`~.indexer.Indexer` calls these; they only read the database.
"""

from __future__ import annotations

import dataclasses
import errno
import logging
import os
import pickle
import queue
import select
import signal
import struct
import sys
import threading
import time
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..common.hashing import sha256_file
from ..extract import is_supported
from ..extract.mailstore import store_kind
from ..extract.recording import is_media
from ..extract.subtitles import owner_stems
from ..store.db import Database
from ..store.files import RETRY, FileRow, FolderInfo
from ..store.folder_state import MISSING
from .changes import ChangeSet
from .folders import count_unchanged, sample_files
from .links import reached_through_link
from .scanner import Exclusions, FileStat, Skipped, scan
from .volumes import (
    REMOTE_BUDGET_S,
    FolderCheck,
    NoAnswer,
    Volume,
    budget_for,
    error_state,
    folder_check,
    keep_only,
    look,
    may_hang,
    probe_folder,
)

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class Scope:
    """A folder to scan in full: ``path`` is the folder root or a folder below it."""

    folder_id: int
    root: Path
    path: Path


@dataclass(frozen=True)
class Candidate:
    folder_id: int
    root: Path
    stat: FileStat
    known: FileRow | None


@dataclass
class Plan:
    candidates: list[Candidate] = field(default_factory=list)
    gone: dict[str, FileRow] = field(default_factory=dict)
    moves: list[tuple[FileRow, Candidate]] = field(default_factory=list)
    unchanged: int = 0
    skipped: list[tuple[int, Skipped, FileStat | None]] = field(default_factory=list)
    #: what each scanned folder was found to be (online with its volume, or why not)
    folder_states: dict[int, FolderCheck] = field(default_factory=dict)
    #: entries kept because the folder holding them could not be listed
    kept: int = 0
    #: seconds the walk of each whole network share took
    share_pass_s: dict[str, float] = field(default_factory=dict)


def folder_scopes(db: Database) -> list[Scope]:
    """Every indexed folder, in full."""
    return [Scope(fid, Path(p), Path(p)) for fid, p in db.folders()]


def plan_scopes(
    db: Database,
    scopes: list[Scope],
    *,
    exclusions: Exclusions,
    beat: Callable[[], None],
    mounts: str | None = None,
) -> Plan:
    """Compare the scopes on disk with the database (``beat`` is called for every file seen).

    An entry is dropped only on positive evidence: its folder is online on the volume it was
    indexed on, every folder between it and the root was listed completely, and the file was
    not there. A folder that is offline, unreachable or unreadable (or does not answer within
    its budget) keeps every entry and gets its state in :attr:`Plan.folder_states`.
    """
    plan = Plan()
    infos = {f.folder_id: f for f in db.folder_infos()}
    checks: dict[int, FolderCheck] = {}
    for scope in scopes:
        info = infos.get(scope.folder_id)
        check = checks.get(scope.folder_id)
        if check is None:
            check = checks[scope.folder_id] = _check(db, info, scope.root, mounts=mounts)
        if not check.online:
            log.warning(
                "folder %s is %s (%s); its index entries are kept", scope.root, check.state, check.reason
            )
            continue
        known = db.files_under(str(scope.path))
        if scope.path != scope.root:
            _empty, error = probe_folder(scope.path, budget_s=budget_for(check.volume or Volume("/")))
            if error is not None:
                state, reason = error_state(error)
                if state == MISSING:  # the root answers and this folder is not in it: gone
                    plan.gone.update(known)
                else:
                    plan.skipped.append(
                        (scope.folder_id, Skipped(str(scope.path), reason, folder=True), None)
                    )
                continue
        started = time.monotonic()
        try:
            _walk(
                plan,
                scope,
                known,
                exclusions=exclusions,
                beat=beat,
                budget_s=budget_for(check.volume or Volume("/")),
            )
        except OSError as exc:  # the share stopped answering, or went away, during the walk
            state, reason = error_state(exc)
            checks[scope.folder_id] = FolderCheck(state, reason, check.volume)
            log.warning("folder %s stopped answering (%s); its index entries are kept", scope.path, reason)
            continue
        if scope.path == scope.root and check.volume is not None and check.volume.network:
            plan.share_pass_s[str(scope.root)] = time.monotonic() - started
    plan.folder_states.update(checks)
    _match_moves(plan)
    return plan


def _check(db: Database, info: FolderInfo | None, root: Path, *, mounts: str | None) -> FolderCheck:
    """:func:`.volumes.folder_check` of a chosen folder, with what the index knows of it."""

    def files_there() -> float:
        """The share of the index's files still there unchanged: asked only when another volume is
        at the folder's path (the database is read here, the files are looked at bounded)."""
        rows = sample_files(db, str(root))
        found = look(
            lambda: count_unchanged(rows, str(root), str(root)), budget_s=REMOTE_BUDGET_S, what=str(root)
        )
        return found / len(rows) if rows else 0.0

    return folder_check(
        root,
        recorded=Volume.from_json(info.volume) if info else None,
        holds_files=bool(info and info.files),
        mounts=mounts,
        files_there=files_there,
    )


def _walk(
    plan: Plan,
    scope: Scope,
    known: dict[str, FileRow],
    *,
    exclusions: Exclusions,
    beat: Callable[[], None],
    budget_s: float,
) -> None:
    """One scope into ``plan``; on :class:`NoAnswer` nothing of the scope is added."""
    seen: set[str] = set()
    unread: list[str] = []
    candidates: list[Candidate] = []
    skipped: list[tuple[int, Skipped, FileStat | None]] = []
    unchanged = 0
    recordings: list[tuple[FileStat, FileRow]] = []  # unchanged, read again if their subtitles changed
    for item in bounded_scan(scope.path, exclusions, budget_s=budget_s):
        if isinstance(item, Skipped):
            seen.add(item.path)  # still there: a recorded skip is not a deletion
            if item.folder:
                unread.append(item.path.rstrip(os.sep) + os.sep)
            remembered = None
            if item.size is not None and item.mtime_ns is not None:
                remembered = FileStat(Path(item.path), item.size, item.mtime_ns)
            skipped.append((scope.folder_id, item, remembered))
            continue
        beat()
        key = str(item.path)
        seen.add(key)
        row = known.get(key)
        if row is not None and _unchanged(row, item):
            unchanged += 1
            if is_media(item.path.name):
                recordings.append((item, row))
            continue
        candidates.append(Candidate(scope.folder_id, scope.root, item, row))
    plan.candidates += candidates
    plan.skipped += skipped
    plan.unchanged += unchanged
    gone: list[Path] = []
    for path, row in known.items():
        if path in seen:
            continue
        if row.folder_id != scope.folder_id:
            continue  # a chosen folder inside this one (a share mounted below it) decides for its own
        if any(path.startswith(folder) for folder in unread):
            plan.kept += 1  # its folder could not be listed: no evidence that it is gone
            continue
        plan.gone[path] = row
        gone.append(Path(path))
    owners = subtitle_owners([c.stat.path for c in candidates] + gone)
    for item, row in recordings:
        if (str(item.path.parent), item.path.stem) in owners:  # its subtitles changed, came or went
            plan.candidates.append(Candidate(scope.folder_id, scope.root, item, read_again(row)))
            plan.unchanged -= 1


def subtitle_owners(paths: Iterable[Path]) -> set[tuple[str, str]]:
    """(folder, stem) of the recordings that the subtitle files among ``paths`` belong to: a
    recording is read again when a subtitle file beside it changes, comes or goes (its
    subtitles are its transcript, or no longer are)."""
    return {(str(path.parent), stem) for path in paths for stem in owner_stems(path.name)}


def read_again(row: FileRow) -> FileRow:
    """A recording's row with its content hash forgotten: the prefetch thread reads it again
    although its bytes did not change (what lies beside it did)."""
    return dataclasses.replace(row, content_hash=None)


def _unchanged(row: FileRow, stat: FileStat) -> bool:
    """Nothing to read: the file is as the index last saw it, and its last read did not fail for
    a passing reason (that one is read again at every run until it succeeds)."""
    return row.status != RETRY and row.size == stat.size and row.mtime_ns == stat.mtime_ns


def bounded_scan(root: Path, exclusions: Exclusions, *, budget_s: float) -> Iterator[FileStat | Skipped]:
    """:func:`.scanner.scan`, raising :class:`NoAnswer` when it makes no progress for ``budget_s``
    seconds (a hung share). On a share or a removable drive under Linux the walk runs in a forked
    child (a thread asleep in a hung share would hold the process until the share answers);
    elsewhere in a thread. What does not answer is abandoned."""
    if SCAN_IN_CHILD and may_hang(root):
        yield from _scan_in_child(root, exclusions, budget_s=budget_s)
        return
    items: queue.Queue[FileStat | Skipped | BaseException | None] = queue.Queue(maxsize=4096)
    stop = threading.Event()

    def put(item: FileStat | Skipped | BaseException | None) -> None:
        while not stop.is_set():
            try:
                items.put(item, timeout=0.5)
                return
            except queue.Full:
                continue

    def produce() -> None:
        try:
            for st in scan(root, exclusions, on_skip=put):
                put(st)
                if stop.is_set():
                    return
        except BaseException as exc:  # handed to the consumer
            put(exc)
            return
        put(None)

    threading.Thread(target=produce, name="scan", daemon=True).start()
    try:
        while True:
            try:
                item = items.get(timeout=budget_s)
            except queue.Empty:
                raise NoAnswer(str(root), budget_s) from None
            if item is None:
                return
            if isinstance(item, BaseException):  # e.g. EIO from a share that went away mid-walk
                raise item
            yield item
    finally:
        stop.set()


#: Walk shares and removable drives in a forked child (Linux).
SCAN_IN_CHILD = sys.platform.startswith("linux") and hasattr(os, "fork")
_BATCH = 512
_FRAME = struct.Struct("!I")


def _scan_in_child(root: Path, exclusions: Exclusions, *, budget_s: float) -> Iterator[FileStat | Skipped]:
    read_end, write_end = os.pipe()
    pid = os.fork()
    if pid == 0:  # the child: walk, send batches, leave without running anything of the parent's
        try:
            keep_only(write_end)
            batch: list[FileStat | Skipped] = []

            def send(payload: object) -> None:
                data = pickle.dumps(payload)
                view = memoryview(_FRAME.pack(len(data)) + data)
                while view:
                    view = view[os.write(write_end, view) :]

            def keep(item: FileStat | Skipped) -> None:
                batch.append(item)
                if len(batch) >= _BATCH:
                    send(("items", batch[:]))
                    batch.clear()

            try:
                for st in scan(root, exclusions, on_skip=keep):
                    keep(st)
                send(("items", batch))
                send(("done", None))
            except OSError as exc:
                send(("items", batch))
                send(("error", OSError(exc.errno, exc.strerror, exc.filename)))
        finally:
            os._exit(0)
    os.close(write_end)
    reader = _Frames(read_end, budget_s, str(root))
    finished = False
    try:
        while True:
            kind, payload = reader.next()
            if kind == "items":
                yield from payload
            elif kind == "error":
                raise payload
            else:
                finished = True
                return
    finally:
        os.close(read_end)
        os.kill(pid, signal.SIGKILL)  # done, stopped early, or asleep in the share (dies when it wakes)
        if finished or not reader.stalled:
            os.waitpid(pid, 0)
        else:  # never waited for here: a thread reaps it whenever the share answers
            threading.Thread(target=os.waitpid, args=(pid, 0), name="reap-scan", daemon=True).start()


class _Frames:
    """Length-prefixed pickles from a pipe, each within ``budget_s`` of the one before."""

    def __init__(self, fd: int, budget_s: float, what: str) -> None:
        self.fd, self.budget_s, self.what = fd, budget_s, what
        self.stalled = False

    def _read(self, n: int) -> bytes:
        out = b""
        while len(out) < n:
            ready, _w, _x = select.select([self.fd], [], [], self.budget_s)
            if not ready:
                self.stalled = True
                raise NoAnswer(self.what, self.budget_s)
            chunk = os.read(self.fd, n - len(out))
            if not chunk:
                raise OSError(errno.EIO, "the walk stopped without an answer", self.what)
            out += chunk
        return out

    def next(self) -> tuple[str, Any]:
        (size,) = _FRAME.unpack(self._read(_FRAME.size))
        return pickle.loads(self._read(size))  # type: ignore[no-any-return]


def _match_moves(plan: Plan) -> None:
    """Vanished file + new file with the same size and content = a move."""
    by_size: dict[int, list[FileRow]] = {}
    for row in plan.gone.values():
        if row.content_hash and row.status == "ok":
            by_size.setdefault(row.size, []).append(row)
    if not by_size:
        return
    remaining = []
    for cand in plan.candidates:
        rows = by_size.get(cand.stat.size) if cand.known is None else None
        if rows:
            try:
                digest = sha256_file(cand.stat.path)
            except OSError:
                digest = ""
            match = next((r for r in rows if r.content_hash == digest), None)
            if match is not None:
                rows.remove(match)
                del plan.gone[match.path]
                plan.moves.append((match, cand))
                continue
        remaining.append(cand)
    plan.candidates = remaining


def folder_of(db: Database, path: Path) -> tuple[int, Path] | None:
    """The indexed folder ``path`` lies in (the innermost one), as ``(folder_id, root)``."""
    best: tuple[int, Path] | None = None
    for folder_id, root in db.folders():
        root_path = Path(root)
        if (path == root_path or root_path in path.parents) and (
            best is None or len(root) > len(str(best[1]))
        ):
            best = (folder_id, root_path)
    return best


def plan_changes(
    db: Database,
    changes: ChangeSet,
    *,
    exclusions: Exclusions,
    max_file_bytes: int,
    mounts: str | None = None,
) -> tuple[list[Scope], Plan]:
    """A watcher's change set as folders to scan in full plus a plan for single files."""
    plan = Plan()
    scopes: list[Scope] = []

    def linked(path: Path) -> bool:
        # The full scan's rule, enforced here too: a link, or a path reached through a
        # linked folder, is never indexed (it may lead outside the folders or loop).
        owner = folder_of(db, path)
        return owner is not None and reached_through_link(path, owner[1])

    def candidate(path: Path) -> Candidate | None:
        owner = folder_of(db, path)
        if owner is None or exclusions.excludes_path(path, owner[1]) or reached_through_link(path, owner[1]):
            return None
        try:
            st = path.stat()
        except OSError:
            return None
        if not path.is_file():
            return None
        # A mail store is read a piece at a time, a recording's audio too: no size is too large.
        too_large = st.st_size > max_file_bytes and not is_media(path.name)
        if (not is_supported(path) or too_large) and store_kind(path) is None:
            return None
        stat = FileStat(path, st.st_size, st.st_mtime_ns)
        return Candidate(owner[0], owner[1], stat, db.file(str(path)))

    infos = {f.folder_id: f for f in db.folder_infos()}

    def online(path: Path) -> bool:
        """Is the folder holding ``path`` there (a vanished drive's files are offline, not deleted)?"""
        owner = folder_of(db, path)
        if owner is None:
            return True
        if owner[0] not in plan.folder_states:
            plan.folder_states[owner[0]] = _check(db, infos.get(owner[0]), owner[1], mounts=mounts)
        return plan.folder_states[owner[0]].online

    def forget(path: Path) -> None:
        if not online(path):
            return  # no evidence that it is gone: its drive or share is away
        row = db.file(str(path))
        rows = {row.path: row} if row else db.files_under(str(path))
        plan.gone.update(rows)

    for src, dest in changes.moved:
        rows = {r.path: r for r in [db.file(str(src))] if r} or db.files_under(str(src))
        for old_path, row in rows.items():
            new_path = dest / Path(old_path).relative_to(src) if old_path != str(src) else dest
            cand = candidate(new_path)
            if cand is None:
                if online(Path(old_path)):
                    plan.gone[old_path] = row
            elif cand.stat.size == row.size and cand.stat.mtime_ns == row.mtime_ns:
                plan.moves.append((row, cand))
            else:  # moved and changed: keep nothing stale
                plan.gone[old_path] = row
                plan.candidates.append(cand)
        if not rows and (c := candidate(dest)) is not None:
            plan.candidates.append(c)
    for path in changes.deleted:
        forget(path)
    for path in changes.changed:
        if linked(path):
            forget(path)  # whatever the path held before it became (or moved behind) a link
            continue
        if path.is_dir():
            owner = folder_of(db, path)
            if owner is not None:
                scopes.append(Scope(owner[0], owner[1], path))
            continue
        cand = candidate(path)
        if cand is None:
            if not path.exists():
                forget(path)
            continue
        if cand.known is None or not _unchanged(cand.known, cand.stat):
            plan.candidates.append(cand)
    owners = subtitle_owners(
        [*changes.changed, *changes.deleted, *(p for pair in changes.moved for p in pair)]
    )
    queued = {str(c.stat.path) for c in plan.candidates}
    for folder, stem in owners:
        for row in db.files_under(folder).values():
            path = Path(row.path)
            if (
                str(path.parent) != folder
                or path.stem != stem
                or not is_media(path.name)
                or row.path in queued
            ):
                continue
            cand = candidate(path)
            if cand is not None and cand.known is not None:
                plan.candidates.append(dataclasses.replace(cand, known=read_again(cand.known)))
                queued.add(row.path)
    for path in changes.rescan:
        if linked(path):
            forget(path)  # never walked: anything once indexed through the link goes
            continue
        owner = folder_of(db, path)
        if owner is not None:
            scopes.append(Scope(owner[0], owner[1], path))
    return scopes, plan
