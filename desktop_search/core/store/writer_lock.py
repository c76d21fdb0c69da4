"""One writer per index, across processes: the window, the tray, ``watch``, ``index``.

A writer holds an exclusive lock on ``<data dir>/writer.lock`` while it changes the index
(an indexing run, a folder added, removed or moved, a model switch). The kernel releases it
when the holder exits, even after a crash or SIGKILL, so a stale lock never blocks anyone.
The file names its holder (pid, what it is, since when) for the message a second writer
shows while it waits. Readers (search, the servers, the desktop's search providers) never
take it: SQLite's WAL gives them a consistent view, and the vector file they load records
the database generation it reflects.
"""

from __future__ import annotations

import json
import os
import sys
import time
from collections.abc import Callable
from pathlib import Path
from types import TracebackType

LOCK_NAME = "writer.lock"


class IndexBusy(RuntimeError):
    """Another process is writing the index; ``holder`` says who, for the message."""

    def __init__(self, holder: str) -> None:
        super().__init__(f"the index is being written by {holder}")
        self.holder = holder


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
        info = json.loads(path.read_text(encoding="utf-8"))
        since = time.strftime("%H:%M", time.localtime(float(info["since"])))
        return f"{info['what']} (pid {int(info['pid'])}, since {since})"
    except (OSError, ValueError, KeyError, TypeError):
        return "another desktop-search process"


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
        fd = os.open(self.path, os.O_RDWR | os.O_CREAT, 0o600)
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
