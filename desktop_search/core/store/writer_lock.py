"""One writer per index, across processes: the window, the tray, ``watch``, ``index``.

A writer holds an exclusive lock on ``<data dir>/writer.lock`` while it changes the index
(an indexing run, a folder added, removed or moved, a model switch). The kernel releases it
when the holder exits, even after a crash or SIGKILL, so a stale lock never blocks anyone.
The file names its holder (pid, what it is, since when) for the message a second writer
shows while it waits. Readers (search, the servers, the desktop's search providers) never
take it: SQLite's WAL gives them a consistent view, and the vector file they load records
the database generation it reflects.

The file is opened without following a link, and only a regular file of this user with one
name is used: anything else planted at its name (a symbolic or hard link to another file, a
FIFO) is unlinked and a new file made in its place, so the file it led to is never written
(:func:`open_lock_file`).
"""

from __future__ import annotations

import errno
import json
import logging
import os
import stat
import sys
import time
from collections.abc import Callable
from pathlib import Path
from types import TracebackType

log = logging.getLogger(__name__)

LOCK_NAME = "writer.lock"
#: Not on Windows, where making a symbolic link takes a privilege (checked with lstat there).
_NOFOLLOW = getattr(os, "O_NOFOLLOW", 0)
#: How much of the file :func:`holder_of` reads (a holder's note is a line of JSON).
_NOTE_BYTES = 4096


class IndexBusy(RuntimeError):
    """Another process is writing the index; ``holder`` says who, for the message."""

    def __init__(self, holder: str) -> None:
        super().__init__(f"the index is being written by {holder}")
        self.holder = holder


class UnsafeLockFile(OSError):
    """Something at the lock file's name that is not a lock file and cannot be replaced."""


def _try_lock(fd: int) -> bool:
    if sys.platform == "win32":
        import msvcrt

        try:
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
        except OSError:
            return False
        return True
    import fcntl

    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        return False
    return True


def _unlock(fd: int) -> None:
    if sys.platform == "win32":
        import msvcrt

        os.lseek(fd, 0, os.SEEK_SET)
        msvcrt.locking(fd, msvcrt.LK_UNLCK, 1)
        return
    import fcntl

    fcntl.flock(fd, fcntl.LOCK_UN)


def holder_of(path: Path) -> str:
    """Who holds the lock, as its file says: "desktop-search index (pid 1234, since 14:02)"."""
    try:
        fd = _open_no_link(path, os.O_RDONLY)
        try:
            note = os.read(fd, _NOTE_BYTES) if stat.S_ISREG(os.fstat(fd).st_mode) else b""
        finally:
            os.close(fd)
        info = json.loads(note.decode("utf-8"))
        since = time.strftime("%H:%M", time.localtime(float(info["since"])))
        return f"{info['what']} (pid {int(info['pid'])}, since {since})"
    except (OSError, ValueError, KeyError, TypeError):
        return "another desktop-search process"


def _open_no_link(path: Path, flags: int, mode: int = 0o600) -> int:
    """``os.open`` that never follows a symbolic link at ``path`` (OSError ELOOP instead)."""
    if not _NOFOLLOW and os.path.islink(path):
        raise OSError(errno.ELOOP, "a symbolic link", str(path))
    return os.open(path, flags | _NOFOLLOW | getattr(os, "O_CLOEXEC", 0), mode)


def _not_a_lock_file(info: os.stat_result) -> str:
    """What the file opened at the lock's name is, when it is not a lock file of ours ("" when it is)."""
    if not stat.S_ISREG(info.st_mode):
        return "not a regular file"
    if info.st_nlink != 1:
        return "a hard link to another file"
    if os.name == "posix" and info.st_uid != os.getuid():
        return "another user's file"
    return ""


def open_lock_file(path: Path) -> int:
    """The lock file at ``path``, open for reading and writing: a regular file of this user with
    one name, made when missing (0600), never reached through a link.

    Anything else at its name is never written: a symbolic link (to a file or to nothing), a hard
    link to another file, a FIFO or another user's file is unlinked (unlinking a name leaves the
    file it pointed to as it was) and a new file made in its place. A folder cannot be replaced
    so: :class:`UnsafeLockFile`, which says what to remove.
    """
    for _attempt in range(3):
        try:
            fd = _open_no_link(path, os.O_RDWR | os.O_CREAT | getattr(os, "O_NONBLOCK", 0))
        except OSError as exc:
            if exc.errno == errno.EISDIR:
                raise UnsafeLockFile(f"{path} is a folder, not the index's lock file: remove it") from None
            if exc.errno != errno.ELOOP:
                raise
            problem = "a symbolic link"
        else:
            problem = _not_a_lock_file(os.fstat(fd))
            if not problem:
                return fd
            os.close(fd)
        log.warning("%s is %s, not the index's lock file: replaced by a new one", path, problem)
        try:
            os.unlink(path)  # the name only: what it pointed to is not touched
        except FileNotFoundError:
            pass  # another process replaced it meanwhile
        except OSError as exc:
            raise UnsafeLockFile(
                f"{path} is {problem}, not the index's lock file, and cannot be removed ({exc})"
            ) from exc
    raise UnsafeLockFile(f"{path} keeps being replaced by something that is not a lock file")


class WriterLock:
    """The exclusive writer's lock of one data directory; re-entrant within its owner."""

    def __init__(self, data_dir: Path, *, what: str, name: str = LOCK_NAME) -> None:
        self.path = data_dir / name
        self.what = what
        self._fd: int | None = None
        self._depth = 0

    @property
    def held(self) -> bool:
        return self._fd is not None

    def try_acquire(self) -> bool:
        """Take the lock if it is free (True), or say it is not (False)."""
        if self._fd is not None:
            self._depth += 1
            return True
        fd = open_lock_file(self.path)
        if not _try_lock(fd):
            os.close(fd)
            return False
        record = json.dumps({"pid": os.getpid(), "what": self.what, "since": time.time()}).encode()
        os.ftruncate(fd, 0)
        os.lseek(fd, 0, os.SEEK_SET)
        os.write(fd, record)
        self._fd, self._depth = fd, 1
        return True

    def acquire(
        self,
        *,
        wait: Callable[[str], bool] | None = None,
        poll_s: float = 0.5,
    ) -> None:
        """Take the lock; while another process holds it, call ``wait(holder)`` every ``poll_s``
        (it answers False to give up: :class:`IndexBusy`). Without ``wait``: IndexBusy at once."""
        while not self.try_acquire():
            holder = holder_of(self.path)
            if wait is None or not wait(holder):
                raise IndexBusy(holder)
            time.sleep(poll_s)

    def release(self) -> None:
        if self._fd is None:
            return
        self._depth -= 1
        if self._depth > 0:
            return
        fd, self._fd = self._fd, None
        try:
            os.ftruncate(fd, 0)
            _unlock(fd)
        finally:
            os.close(fd)

    def __enter__(self) -> WriterLock:
        self.acquire()
        return self

    def __exit__(
        self, exc_type: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None
    ) -> None:
        self.release()
