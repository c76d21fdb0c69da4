"""The ``.eml`` copies of messages handed to the mail program, and their removal.

A message inside a mail store cannot be opened by itself: :func:`.mailstore.message_copy` writes
it to a private folder of the system's temporary space (``desktop-search-message-XXXXXXXX/``,
0700, the file 0600), and the window or the desktop's search provider hands that file to the
default mail program. Nothing removed those folders: each message opened left one behind.

:class:`MessageCopies` makes the copies of one process and removes them: every one at
:meth:`~MessageCopies.close` (the app quits, the search provider ends), and meanwhile those made
more than :data:`KEEP_S` ago whenever it makes another (the app may run for weeks). The mail
program has long read a copy by then. :func:`remove_leftovers` removes, at start, what a process
that ended without closing (a crash, a kill) left: only a folder named with :data:`PREFIX`
that is a folder (a link with the name is left alone, never followed), of this user, and
older than :data:`KEEP_S` (a younger one is another running process's, perhaps being opened).
"""

from __future__ import annotations

import logging
import os
import shutil
import stat
import tempfile
import threading
import time
from collections.abc import Callable
from pathlib import Path

from .mailstore import message_copy

log = logging.getLogger(__name__)

#: How :func:`.mailstore.message_copy` names the folder of a copy (its ``tempfile.mkdtemp`` prefix).
PREFIX = "desktop-search-message-"
#: Seconds after which a copy has been read by the mail program that was handed it.
KEEP_S = 3600.0


class MessageCopies:
    """The copies one process made to open messages: removed when it is done with them.

    Thread-safe (the search provider opens results from its executor's threads).
    """

    def __init__(self, folder: Path | None = None, *, keep_s: float = KEEP_S) -> None:
        #: Where the copies go (None: the system's temporary folder, as ``tempfile`` finds it).
        self.folder = folder
        self.keep_s = keep_s
        self._made: dict[Path, float] = {}  # a copy's folder: when it was made (monotonic)
        self._lock = threading.Lock()

    def make(self, store: Path, location: str, *, subject: str = "") -> Path:
        """The message of ``store`` at ``location`` as an ``.eml`` file to open (see
        :func:`.mailstore.message_copy`, whose ExtractionError it raises); the copies made more
        than ``keep_s`` ago are removed first."""
        self.expire()
        copy = message_copy(store, location, subject=subject, folder=self.folder)
        with self._lock:
            self._made[copy.parent] = time.monotonic()
        return copy

    def expire(self) -> None:
        """Remove the copies made more than ``keep_s`` ago."""
        now = time.monotonic()
        self._remove(lambda made: now - made >= self.keep_s)

    def close(self) -> None:
        """Remove every copy made (done: the app quits, the provider ends). May be called again."""
        self._remove(lambda _made: True)

    def _remove(self, due: Callable[[float], bool]) -> None:
        with self._lock:
            gone = [folder for folder, made in self._made.items() if due(made)]
            for folder in gone:
                del self._made[folder]
        for folder in gone:
            remove_copy_folder(folder)


def remove_leftovers(folder: Path | None = None, *, older_than_s: float = KEEP_S) -> int:
    """Remove the copies' folders a process left in ``folder`` (the system's temporary folder)
    without removing them: only those named with :data:`PREFIX`, that are folders and not links,
    of this user, and older than ``older_than_s``. Returns how many went."""
    where = folder if folder is not None else Path(tempfile.gettempdir())
    now = time.time()
    try:
        with os.scandir(where) as entries:
            named = [Path(e.path) for e in entries if e.name.startswith(PREFIX)]
    except OSError as exc:
        log.info("cannot look for old message copies in %s: %s", where, exc)
        return 0
    removed = 0
    for path in named:
        try:
            info = os.lstat(path)
        except OSError:
            continue
        if now - info.st_mtime >= older_than_s and remove_copy_folder(path, info):
            removed += 1
    if removed:
        log.info("removed %d old message copies from %s", removed, where)
    return removed


def remove_copy_folder(path: Path, info: os.stat_result | None = None) -> bool:
    """Remove the folder of a copy at ``path``, when it is a folder of this user (not a link to
    one: nothing is followed); True when it is gone."""
    try:
        info = info or os.lstat(path)
    except FileNotFoundError:
        return True
    except OSError:
        return False
    if not stat.S_ISDIR(info.st_mode) or (os.name == "posix" and info.st_uid != os.getuid()):
        return False
    try:
        # Removes what is inside without following a link in it (on platforms with the
        # descriptor-based functions: shutil.rmtree.avoids_symlink_attacks).
        shutil.rmtree(path)
    except FileNotFoundError:
        return True
    except OSError as exc:
        log.warning("cannot remove the message copy %s: %s", path, exc)
        return False
    return True
