"""An index that travels with its drive: the writer's side.

A folder kept "with its index on its drive" has, inside it, ``.desktop-search/``: an ordinary
data directory of this app (its own settings, writer lock and ``index/`` with the SQLite
database and vector file) whose one folder is that folder. It is written by an :class:`Engine`
of its own, the same pipeline with the same crash safety as the local index (words first, then
meaning, one transaction per file or batch; an unplugged drive loses at most the batch in
flight, and the next run finishes it), with this computer's embedding model. Nothing else goes
there: the settings it keeps are the folder rules, not the user's other folders or shared indexes.
The local index keeps only a reference (``Settings.drive_indexes``) and searches a copy
(:mod:`.shared.drive`).

The folder may be mounted elsewhere the next time (``/media/anna/Archive`` here,
``/run/media/ben/Archive`` there): the index is moved to where it is now (its paths are
relinked, nothing is read again) before it is brought up to date.

When the run ends, the database is left in one file (no write-ahead log beside it), so a
computer that mounts the drive read-only can read it.
"""

from __future__ import annotations

import logging
import sqlite3
import threading
from dataclasses import replace
from pathlib import Path

from .common.config import Paths
from .common.settings import Settings
from .engine import Engine
from .indexing.progress import IndexReport, ProgressSink
from .shared.drive import DRIVE_DIR, drive_db_path

log = logging.getLogger(__name__)


def drive_paths(folder: Path) -> Paths:
    """The data directory of ``folder``'s drive index (inside the folder)."""
    base = folder / DRIVE_DIR
    return Paths(base, config_dir_override=base / "config")


def index_on_drive(
    folder: Path,
    *,
    settings: Settings,
    model_path: Path,
    progress: ProgressSink | None = None,
    cancel: threading.Event | None = None,
) -> IndexReport:
    """Bring ``folder``'s drive index up to date (made when there is none), with the model at
    ``model_path`` and the folder rules of ``settings``."""
    folder = Path(folder).expanduser().resolve()
    if not folder.is_dir():
        raise NotADirectoryError(f"not a folder: {folder}")
    rules = replace(
        settings,
        excluded_dirs=sorted({*settings.excluded_dirs, DRIVE_DIR}),
        shared_indexes=[],
        shared_path_map=[],
        drive_indexes=[],
    )
    paths = drive_paths(folder)
    with Engine(
        paths, model_path=model_path, settings=rules, writer="desktop-search (drive index)"
    ) as engine:
        known = engine.folders()
        if len(known) == 1 and known[0] != folder:  # the drive is mounted elsewhere now
            log.info("the drive index of %s was made at %s: moving it", folder, known[0])
            engine.move_folder(known[0], folder)
        for other in engine.folders():
            if other != folder:  # never more than the one folder
                engine.remove_folder(other)
        report = engine.index([folder], progress=progress, cancel=cancel)
    _one_file(drive_db_path(folder))
    return report


def _one_file(db_path: Path) -> None:
    """Fold the write-ahead log into the database and keep it in one file (readable read-only)."""
    try:
        conn = sqlite3.connect(db_path, isolation_level=None, timeout=30.0)
        try:
            conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
            conn.execute("PRAGMA journal_mode=DELETE")
        finally:
            conn.close()
    except sqlite3.Error as exc:  # another process has it open: it stays readable where writable
        log.warning("the drive index %s keeps its write-ahead log: %s", db_path, exc)
