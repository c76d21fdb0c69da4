"""Which drive or share a folder is on, and whether it is there now, without hanging on it.

A folder that goes away is *offline*, not deleted: an unplugged USB disk or an unmounted
NAS leaves an empty mount point (a directory on the parent filesystem), a share whose
server went away answers EIO or ENOTCONN, a share whose server hangs does not answer at
all (the call sleeps in the kernel where not even SIGKILL ends it). This module tells
these apart from a folder that really changed:

* :func:`volume_of` reads the mount table only (never the folder itself, so it cannot
  hang): mount point, filesystem type, source, and the filesystem UUID and label where
  the platform names them (``/dev/disk/by-uuid``, ``/dev/disk/by-label`` on Linux).
* :func:`probe_folder` looks at a folder through :func:`bounded`: the call runs in a
  daemon thread that is abandoned when it does not answer within the budget, so a hung
  share costs the caller seconds, never the run, the window or quitting.
* :func:`folder_check` combines both with what the index recorded: a different or no
  volume at the folder's path, an unreadable or unreachable folder, and an empty folder
  that the index holds files for (an empty mount point; Recoll's rule) are all offline.

The indexer deletes a file's entry only on positive evidence (see :mod:`.planning`).
"""

from __future__ import annotations

import errno
import json
import os
import pickle
import queue
import select
import signal
import sys
import threading
import time
from collections.abc import Callable
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any, TypeVar

from ..common import reasons
from ..store.folder_state import MISSING, OFFLINE, ONLINE, UNREACHABLE, UNREADABLE
from .fsinfo import NETWORK_FSTYPES, mount_entries

T = TypeVar("T")

#: How long a look at a local folder may take before it counts as not answering (seconds).
LOCAL_BUDGET_S = 30.0
#: The same on a network share or a removable drive (a NAS waking up answers well within this).
REMOTE_BUDGET_S = 10.0

#: Errors that say "the share or drive is not there now", not "the file is gone".
UNREACHABLE_ERRNOS = frozenset(
    code
    for code in (
        errno.EIO, errno.ENOTCONN, errno.ESTALE, errno.EHOSTDOWN, errno.EHOSTUNREACH, errno.ENETDOWN,
        errno.ENETUNREACH, errno.ETIMEDOUT, errno.ECONNREFUSED, errno.ECONNRESET, errno.ECONNABORTED,
        errno.ENODEV, errno.ENXIO, getattr(errno, "ENOMEDIUM", None), getattr(errno, "EREMOTEIO", None),
    )
    if code is not None
)  # fmt: skip
#: Mount points under these folders are removable drives (Linux desktops, macOS).
REMOVABLE_PREFIXES = ("/media/", "/run/media/", "/mnt/", "/Volumes/")


class NoAnswer(OSError):
    """A file-system call did not answer within its budget (a hung share); it was abandoned."""

    def __init__(self, what: str, budget_s: float) -> None:
        super().__init__(errno.ETIMEDOUT, reasons.NO_ANSWER_WITHIN(seconds=f"{budget_s:g}"), what)
        self.budget_s = budget_s


_stuck_lock = threading.Lock()
#: Calls that did not answer, by what they looked at: while one still sleeps, another look at the
#: same place answers :class:`NoAnswer` at once (a hung share costs one thread, not one a look).
_stuck: dict[str, threading.Thread] = {}


def bounded(fn: Callable[[], T], *, budget_s: float, what: str = "") -> T:
    """``fn()``, or :class:`NoAnswer` when it has not returned after ``budget_s`` seconds.

    The call runs in a daemon thread. One that never returns (a hung NFS or FUSE share)
    is abandoned: it holds one sleeping thread, and the process can still quit. While it
    sleeps, a new call about the same ``what`` is not started.
    """
    with _stuck_lock:
        earlier = _stuck.get(what) if what else None
        if earlier is not None:
            if earlier.is_alive():
                raise NoAnswer(what, budget_s)
            del _stuck[what]
    answer: queue.SimpleQueue[tuple[bool, Any]] = queue.SimpleQueue()

    def call() -> None:
        try:
            answer.put((True, fn()))
        except BaseException as exc:  # handed to the caller
            answer.put((False, exc))

    thread = threading.Thread(target=call, name=f"fs-call {what}"[:60], daemon=True)
    thread.start()
    try:
        ok, value = answer.get(timeout=budget_s)
    except queue.Empty:
        if what:
            with _stuck_lock:
                _stuck[what] = thread
        raise NoAnswer(what, budget_s) from None
    if ok:
        return value  # type: ignore[no-any-return]
    raise value


#: Looks at folders run in a forked child where the platform allows it: a thread asleep in a
#: hung share holds the whole process (it cannot exit until the share answers; not even
#: SIGKILL ends such a call), a child is simply left behind.
_FORK = sys.platform.startswith("linux") and hasattr(os, "fork")
_abandoned: dict[str, int] = {}  # what -> pid of a child still asleep in the share


def _reap() -> None:
    for what, pid in list(_abandoned.items()):
        try:
            done, _status = os.waitpid(pid, os.WNOHANG)
        except ChildProcessError:
            done = pid
        if done:
            del _abandoned[what]


def keep_only(fd: int) -> None:
    """In a forked child: close every inherited file descriptor but ``fd`` (the standard ones
    become ``/dev/null``).

    A child left asleep in a hung share must not hold the parent's pipes open (a sandbox's
    sentinel, a socket): the parent would wait for their end as long as the share hangs.
    """
    null = os.open(os.devnull, os.O_RDWR)
    for standard in (0, 1, 2):  # nor a terminal's or a pipeline's stdout
        os.dup2(null, standard)
    os.closerange(3, fd)
    os.closerange(fd + 1, 1 << 20)


def look(fn: Callable[[], T], *, budget_s: float, what: str) -> T:
    """``fn()`` for a look at the file system that may hang (a share): :class:`NoAnswer` when it
    has not answered within ``budget_s`` seconds.

    On Linux ``fn`` runs in a forked child that returns its answer through a pipe (so it must
    only read: nothing it changes reaches this process, and its answer must pickle); a child
    that does not answer is killed and left to die when the share wakes. While one is still
    asleep on ``what``, another look at it answers :class:`NoAnswer` at once. Elsewhere
    :func:`bounded` (a thread).
    """
    if not _FORK:
        return bounded(fn, budget_s=budget_s, what=what)
    with _stuck_lock:
        _reap()
        if what in _abandoned:
            raise NoAnswer(what, budget_s)
        read_end, write_end = os.pipe()
        pid = os.fork()
        if pid == 0:  # the child: answer, and leave without running anything of the parent's
            try:
                keep_only(write_end)
                try:
                    answer: tuple[bool, Any] = (True, fn())
                except BaseException as exc:
                    answer = (False, exc if isinstance(exc, OSError) else OSError(str(exc)))
                try:
                    data = pickle.dumps(answer)
                except Exception:
                    data = pickle.dumps((False, OSError(f"unpicklable answer from {what}")))
                view = memoryview(data)
                while view:
                    view = view[os.write(write_end, view) :]
            finally:
                os._exit(0)
    os.close(write_end)
    chunks = []
    deadline = time.monotonic() + budget_s
    try:
        while True:
            left = deadline - time.monotonic()
            ready, _w, _x = select.select([read_end], [], [], max(left, 0.0))
            if not ready:
                os.kill(pid, signal.SIGKILL)  # pending until the share answers, then it dies
                with _stuck_lock:
                    _abandoned[what] = pid
                raise NoAnswer(what, budget_s)
            chunk = os.read(read_end, 1 << 16)
            if not chunk:
                break
            chunks.append(chunk)
    finally:
        os.close(read_end)
    os.waitpid(pid, 0)  # it has answered: it is exiting
    ok, value = pickle.loads(b"".join(chunks))
    if ok:
        return value  # type: ignore[no-any-return]
    raise value


@dataclass(frozen=True)
class Volume:
    """The filesystem a folder lies on, as the mount table names it."""

    mount_point: str
    fstype: str = ""
    source: str = ""
    uuid: str = ""
    label: str = ""

    @property
    def network(self) -> bool:
        return (
            self.fstype in NETWORK_FSTYPES
            or self.fstype.startswith("fuse.sshfs")
            or (sys.platform == "win32" and self.mount_point.startswith("\\\\"))
        )

    @property
    def removable(self) -> bool:
        return self.mount_point.startswith(REMOVABLE_PREFIXES) or (
            sys.platform == "win32" and self.fstype == "removable"
        )

    def same_as(self, other: Volume) -> bool:
        """The same drive or share mounted at the same place (a drive mounted elsewhere puts the
        folder at another path: that is a move, see :mod:`.folders`)."""
        if self.mount_point != other.mount_point:
            return False
        if self.uuid and other.uuid:
            return self.uuid == other.uuid
        if self.fstype and other.fstype and self.fstype != other.fstype:
            return False
        return not (self.source and other.source and self.source != other.source)

    def describe(self) -> str:
        """ "the share nas:/photos", "the drive ‘BACKUP’" — for messages."""
        if self.network:
            return reasons.VOLUME_SHARE(source=self.source or self.mount_point)
        if self.label:
            return reasons.VOLUME_DRIVE_LABEL(label=self.label)
        if self.removable:
            return reasons.VOLUME_DRIVE_AT(mount_point=self.mount_point)
        return reasons.VOLUME_AT(mount_point=self.mount_point)

    def to_json(self) -> str:
        return json.dumps(asdict(self), sort_keys=True)

    @classmethod
    def from_json(cls, text: str | None) -> Volume | None:
        if not text:
            return None
        try:
            data = json.loads(text)
            return cls(**{k: str(v) for k, v in data.items() if k in cls.__dataclass_fields__})
        except (ValueError, TypeError):
            return None


def _disk_names(kind: str) -> dict[str, str]:
    """``/dev/sdb1`` -> its UUID or label, from ``/dev/disk/by-uuid`` (or ``by-label``)."""
    names: dict[str, str] = {}
    folder = Path("/dev/disk") / kind
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return names
    for entry in entries:
        try:
            device = os.path.realpath(entry.path)
        except OSError:
            continue
        names[device] = entry.name.replace("\\x20", " ")
    return names


def volume_of(path: Path | str, *, mounts: str | None = None) -> Volume:
    """The volume ``path`` lies on, from the mount table alone (never touches ``path``)."""
    target = os.path.normpath(os.path.abspath(os.fspath(path)))
    if sys.platform.startswith("linux"):
        best = None
        for entry in mount_entries(mounts):
            point = entry.mount_point
            prefix = point.rstrip("/") + "/"
            if (target == point or target.startswith(prefix)) and (
                best is None or len(point) >= len(best.mount_point)
            ):
                best = entry
        if best is not None:
            uuid = label = ""
            if best.source.startswith("/dev/"):
                try:
                    device = os.path.realpath(best.source)
                except OSError:
                    device = best.source
                uuid = _disk_names("by-uuid").get(device, "")
                label = _disk_names("by-label").get(device, "")
            return Volume(best.mount_point, best.fstype, best.source, uuid, label)
    if sys.platform == "win32":
        drive = os.path.splitdrive(target)[0]
        return Volume(drive + "\\" if drive and not drive.startswith("\\\\") else drive)
    # macOS/BSD: the mount point is where the device number changes going up (lstat of
    # the parents, not of the folder: a parent of a mount point is on a local volume).
    return Volume(_mount_point_by_device(target))


def _mount_point_by_device(target: str) -> str:
    current = target
    for prefix in REMOVABLE_PREFIXES:  # /Volumes/NAME: the mount point without touching it
        if target.startswith(prefix):
            return prefix + target[len(prefix) :].split("/", 1)[0]
    while True:
        parent = os.path.dirname(current)
        if parent == current:
            return current
        current = parent
        if os.path.ismount(current):
            return current


def may_hang(path: Path | str, *, mounts: str | None = None) -> bool:
    """Is ``path`` on a network share or a removable drive (where a look may never answer)?"""
    volume = volume_of(path, mounts=mounts)
    return volume.network or volume.removable


@dataclass(frozen=True)
class FolderCheck:
    """What a look at a folder found: its state, why, and the volume at its path now."""

    state: str
    reason: str = ""
    volume: Volume | None = None

    @property
    def online(self) -> bool:
        return self.state == ONLINE


def budget_for(volume: Volume) -> float:
    return REMOTE_BUDGET_S if volume.network or volume.removable else LOCAL_BUDGET_S


def error_state(exc: OSError) -> tuple[str, str]:
    """The folder state an error on a folder means, and the reason shown to the user."""
    if isinstance(exc, NoAnswer):
        return UNREACHABLE, reasons.FOLDER_NOT_ANSWERING(reason=exc.strerror)
    if exc.errno in (errno.ENOENT, errno.ENOTDIR):
        return MISSING, reasons.FOLDER_NOT_THERE()
    if exc.errno in (errno.EACCES, errno.EPERM):
        return UNREADABLE, reasons.FOLDER_CANNOT_BE_READ(error=exc.strerror)
    if exc.errno in UNREACHABLE_ERRNOS:
        return UNREACHABLE, reasons.FOLDER_NOT_REACHABLE(error=exc.strerror)
    return UNREACHABLE, reasons.FOLDER_CANNOT_BE_READ(error=exc.strerror or exc)


def _look(path: str) -> bool:
    """Is the folder empty? (Raises what the file system raises.)"""
    with os.scandir(path) as entries:
        for _ in entries:
            return False
    return True


def probe_folder(path: Path | str, *, budget_s: float) -> tuple[bool | None, OSError | None]:
    """``(empty, None)`` for a folder that can be listed, ``(None, error)`` otherwise."""
    try:
        if not may_hang(path):
            return _look(os.fspath(path)), None
        return look(lambda: _look(os.fspath(path)), budget_s=budget_s, what=os.fspath(path)), None
    except OSError as exc:
        return None, exc


def folder_check(
    root: Path | str,
    *,
    recorded: Volume | None,
    holds_files: bool,
    path: Path | str | None = None,
    mounts: str | None = None,
    files_there: Callable[[], float] | None = None,
) -> FolderCheck:
    """Is the indexed folder ``root`` (or ``path`` below it) there, on the volume it was indexed on?

    ``recorded``: the volume noted when the folder was last online; ``holds_files``: the
    index has files under the folder (an empty folder then means its drive is away).
    ``files_there()``: the share of the index's files found unchanged in the folder now; when
    another volume is at the path and it holds the folder's files (the same data, a volume
    re-identified: a home moved to its own partition), the folder is online on it.
    """
    now = volume_of(root, mounts=mounts)
    if recorded is not None and not recorded.same_as(now) and not _holds_the_files(files_there):
        if recorded.mount_point == now.mount_point:
            why = reasons.VOLUME_ANOTHER(mount_point=now.mount_point, volume=recorded.describe())
        else:
            why = reasons.VOLUME_NOT_MOUNTED(volume=recorded.describe())
        return FolderCheck(OFFLINE, why, now)
    target = path if path is not None else root
    empty, error = probe_folder(target, budget_s=budget_for(now))
    if error is not None:
        state, reason = error_state(error)
        return FolderCheck(state, reason, now)
    if empty and holds_files and path is None and recorded is None:
        # No volume recorded yet (an index from before schema 6): an empty folder that held files
        # is an unmounted drive's mount point until shown otherwise (Recoll's rule). With a volume
        # recorded, the volume says it: an empty folder on the same volume was emptied by its user.
        return FolderCheck(OFFLINE, reasons.FOLDER_EMPTY(), now)
    return FolderCheck(ONLINE, "", now)


def _holds_the_files(files_there: Callable[[], float] | None) -> bool:
    if files_there is None:
        return False
    try:
        return files_there() >= 0.5
    except OSError:
        return False


#: A share is looked at for changes at most this often, and at least this often (seconds).
POLL_BOUNDS_S = (60.0, 900.0)
#: A pass over a share may keep it busy this share of the time.
POLL_DUTY = 1 / 30


def poll_interval(pass_s: float) -> float:
    """How often to look at a share for changes, from how long one pass over it took.

    A pass keeps the share (and about half as much of one core here) busy for ``pass_s``;
    looking every ``pass_s / POLL_DUTY`` keeps that to ~3 % of the time. Measured
    (``bench/share_scan.py``): 20,000 files over sshfs on 127.0.0.1 take 10.3 s a pass
    (3.9 s of CPU), so about every 5 minutes (1.3 % of a core).
    """
    low, high = POLL_BOUNDS_S
    return min(max(pass_s / POLL_DUTY, low), high)
