"""Keeping the copies of the indexes that live elsewhere current: the puller thread.

Each URL of ``Settings.shared_indexes`` (a database, or a drive's ``drive:`` URL) has a copy under
``<data_dir>/shared/<key>/`` (:mod:`.db_pulling`, :mod:`.drive_copying`). :class:`SharedPuller`, a
thread of its own (never the engine's nor the window's), pulls every :data:`PULL_EVERY_S` seconds
(a full pull every :data:`FULL_PULL_EVERY`-th time) through its own copy object. A database that
is away is logged once and tried again at the next interval; the copy stays. It saves the copy's
vector file at the end of every pull. :mod:`.searching` reads what it wrote.
"""

from __future__ import annotations

import logging
import os
import threading
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from urllib.parse import parse_qs, urlsplit

from ..store.db import Database
from .db_connection import SharedIndexError, without_password
from .db_pulling import AccessRevoked, PathMap, Replica, replica_paths
from .drive_copying import DRIVE_DIR, DriveCopy, DriveIndexRefused, ModelSpace, drive_folder

log = logging.getLogger(__name__)

#: Seconds between two pulls of a shared index.
PULL_EVERY_S = 60.0
#: Seconds after the start before the first pull (the window comes up first).
FIRST_PULL_AFTER_S = 2.0
#: Every this many pulls is a full one: every readable file listed even when their digest says
#: nothing changed (every pull takes what arrived and drops what the role may no longer read).
FULL_PULL_EVERY = 10


def shared_name(url: str) -> str:
    """How a shared index is named to the user: ``host/database`` (``nas/documents``); a
    folder's index kept on its drive: ``drive Archive``."""
    folder = drive_folder(url)
    if folder is not None:
        return f"drive {folder.name or folder}"
    parts = urlsplit(without_password(url))
    host = parts.hostname or ""
    if not host:  # a socket directory: postgresql://user@/db?host=/run/postgresql
        hosts = parse_qs(parts.query).get("host", [])
        host = Path(hosts[0]).name if hosts else "localhost"
    database = parts.path.lstrip("/")
    return f"{host}/{database}" if database else host


def shared_names(urls: Sequence[str]) -> dict[str, str]:
    """Each URL's :func:`shared_name`, told apart among ``urls``: those that would be named alike
    (two drives' folders both called Archive, one database read with two roles) are named by their
    whole place (``drive /media/anna/Archive``, the URL without its password). A result says
    where it lives by this name, and its passage is read from the copy so named (``get_passage``:
    the other drive's passage of the same number was read)."""
    plain = {url: shared_name(url) for url in urls}
    seen: dict[str, int] = {}
    for name in plain.values():
        seen[name] = seen.get(name, 0) + 1
    names = {}
    for url, name in plain.items():
        folder = drive_folder(url)
        whole = f"drive {folder}" if folder is not None else without_password(url)
        names[url] = whole if seen[name] > 1 else name
    return names


@dataclass(frozen=True)
class SharedState:
    """One shared index as the puller last found it (plain values: it crosses threads)."""

    url: str  #: without a password
    name: str  #: ``host/database``
    #: Pulls that reached the database so far (the engine's reader takes the copy again on a change).
    pulls: int = 0
    #: Wall-clock seconds since the database has been away (None while it is reachable).
    away_since: float | None = None
    error: str = ""
    #: The copy holds another model's vectors than the engine's: it is not searched.
    other_model: str = ""
    #: The copy could be made but is refused (a damaged or hostile drive index): ``error`` says why.
    refused: bool = False
    #: A drive indexed with another model than this computer's: that model's name, and the
    #: passages of the copy without this computer's vectors (found by their words only).
    drive_model: str = ""
    without_meaning: int = 0
    #: A drive folder this computer may write to (its index can be given this model's vectors).
    drive_writable: bool = False
    #: Files the copy holds (a mail store counts once), as of the last pull.
    files: int = 0

    def to_json(self) -> dict[str, object]:
        return {
            "url": self.url,
            "name": self.name,
            "pulls": self.pulls,
            "away_since": self.away_since,
            "error": self.error,
            "other_model": self.other_model,
            "refused": self.refused,
            "drive_model": self.drive_model,
            "without_meaning": self.without_meaning,
            "drive_writable": self.drive_writable,
            "files": self.files,
        }


class SharedPuller(threading.Thread):
    """Pulls every shared index on a thread of its own. ``on_change()`` (called on this thread)
    says a copy changed or a database went away or came back."""

    def __init__(
        self,
        urls: Sequence[str],
        data_dir: Path,
        mapping: PathMap,
        *,
        every_s: float = PULL_EVERY_S,
        first_after_s: float = FIRST_PULL_AFTER_S,
        on_change: Callable[[], None] | None = None,
        space: ModelSpace | None = None,
    ) -> None:
        super().__init__(name="shared-index-puller", daemon=True)
        self.urls = list(urls)
        #: This computer's model: a drive index of another model is copied into its space.
        self.space = space
        self.data_dir = data_dir
        self.mapping = mapping
        self.every_s = every_s
        self.first_after_s = first_after_s
        self.on_change = on_change
        self._lock = threading.Lock()
        names = shared_names(urls)
        self._states = {url: SharedState(url=without_password(url), name=names[url]) for url in urls}
        self._halt = threading.Event()
        self._wake = threading.Event()
        self.rounds = 0

    def states(self) -> dict[str, SharedState]:
        """Each URL's state now (any thread)."""
        with self._lock:
            return dict(self._states)

    def pull_now(self) -> None:
        """Pull at once instead of at the end of the interval (any thread)."""
        self._wake.set()

    def stop(self, timeout_s: float = 2.0) -> None:
        """Stop after the pull in progress (waits at most ``timeout_s``; any thread)."""
        self._halt.set()
        self._wake.set()
        if self.is_alive():
            self.join(timeout_s)

    def run(self) -> None:
        replicas = {url: self._replica(url) for url in self.urls}
        try:
            self._wait(self.first_after_s)
            while not self._halt.is_set():
                self.rounds += 1
                full = self.rounds % FULL_PULL_EVERY == 0
                wait = self.every_s
                for url, replica in replicas.items():
                    if self._halt.is_set():
                        break
                    deferred = self._pull(url, replica, full=full)
                    if deferred:  # a drive's copy put off: taken as soon as it may be
                        wait = min(wait, deferred)
                self._wait(wait)
        finally:
            for replica in replicas.values():
                try:
                    replica.close()
                except Exception:
                    log.exception("closing the copy of %s failed", without_password(replica.url))

    def _replica(self, url: str) -> Replica | DriveCopy:
        folder = drive_folder(url)
        if folder is not None:
            return DriveCopy(folder, replica_paths(self.data_dir, url), self.space)
        return Replica(url, replica_paths(self.data_dir, url), self.mapping)

    def _wait(self, seconds: float) -> None:
        self._wake.wait(seconds)
        self._wake.clear()

    def _pull(self, url: str, replica: Replica | DriveCopy, *, full: bool) -> float:
        """Pull one shared index; the seconds until a copy that was put off may be made (0: none)."""
        state = self.states()[url]
        try:
            # A drive's copy is taken again whenever the drive's index changed: a full pull of it
            # (for a database: every readable file listed, even when their digest is unchanged)
            # would copy it for nothing.
            report = replica.pull(full=full and not isinstance(replica, DriveCopy))
        except Exception as exc:  # away, refused, nothing published yet, a broken copy: try again later
            error = str(exc) if isinstance(exc, SharedIndexError) else f"{type(exc).__name__}: {exc}"
            if isinstance(exc, AccessRevoked):  # not away: refused, and its copy emptied (taken again)
                if not state.refused or state.error != error:
                    log.warning("%s", error)
                    self._set(
                        url,
                        replace(
                            state, pulls=state.pulls + 1, away_since=time.time(), error=error, refused=True
                        ),
                    )
                return 0.0
            if state.away_since is None:
                if isinstance(exc, SharedIndexError):
                    log.warning("%s; searching its copy meanwhile", error)
                else:
                    log.exception("pulling the shared index %s failed", state.url)
                refused = isinstance(exc, DriveIndexRefused)
                self._set(url, replace(state, away_since=time.time(), error=error, refused=refused))
            return 0.0
        drive_model, without_meaning = replica.describe() if isinstance(replica, DriveCopy) else ("", 0)
        writable = isinstance(replica, DriveCopy) and os.access(replica.folder / DRIVE_DIR, os.W_OK)
        files = copy_files(replica.paths.db_path)
        changed = (
            state.away_since is not None
            or report.files
            or report.removed
            or state.pulls == 0
            or (drive_model, without_meaning, writable, files)
            != (state.drive_model, state.without_meaning, state.drive_writable, state.files)
        )
        if state.away_since is not None:
            log.info("the shared index %s is back", state.url)
        self._set(
            url,
            replace(
                state,
                pulls=state.pulls + 1,
                away_since=None,
                # rows refused (a path outside its folder, a bad vector): said, the rest pulled
                error=_refusals(getattr(report, "refused", [])),
                refused=False,
                drive_model=drive_model,
                without_meaning=without_meaning,
                drive_writable=writable,
                files=files,
            ),
            notify=bool(changed),
        )
        return report.deferred_s

    def _set(self, url: str, state: SharedState, *, notify: bool = True) -> None:
        with self._lock:
            self._states[url] = state
        if notify and self.on_change is not None:
            try:
                self.on_change()
            except Exception:
                log.exception("telling the engine of a shared index's change failed")


def _refusals(refused: Sequence[str]) -> str:
    """One line for the rows a pull refused ("" for none): how many, and the first one's reason."""
    if not refused:
        return ""
    more = f" (and {len(refused) - 1:,} more)" if len(refused) > 1 else ""
    return f"a row of the shared index is refused: {refused[0]}{more}"


def copy_files(db_path: Path) -> int:
    """The files a copy holds (0 when it cannot be read now)."""
    if not db_path.exists():
        return 0
    try:
        db = Database(db_path)
    except Exception:
        log.exception("reading the copy %s failed", db_path)
        return 0
    try:
        return int(db.counts().get("files", 0))
    finally:
        db.close()
