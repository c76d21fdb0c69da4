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
import os
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


class DriveModelDiffers(RuntimeError):
    """The drive's index holds another model's vectors: it is not rewritten with this one's."""


def recorded_model(folder: Path) -> tuple[str, str] | None:
    """``(fingerprint, model name)`` of the drive index in ``folder``, or None when it has none."""
    db_path = drive_db_path(folder)
    if not db_path.is_file():
        return None
    conn = sqlite3.connect(f"{db_path.resolve().as_uri()}?mode=ro", uri=True)
    try:
        meta = dict(conn.execute("SELECT key, value FROM meta").fetchall())
    except sqlite3.Error:
        return None
    finally:
        conn.close()
    if not meta.get("model_fingerprint"):
        return None
    return str(meta["model_fingerprint"]), str(meta.get("model_name") or "?")


def drive_paths(folder: Path) -> Paths:
    """The data directory of ``folder``'s drive index (inside the folder)."""
    base = folder / DRIVE_DIR
    return Paths(base, config_dir_override=base / "config")


def index_on_drive(
    folder: Path,
    *,
    settings: Settings,
    model_path: Path,
    fingerprint: str | None = None,
    progress: ProgressSink | None = None,
    cancel: threading.Event | None = None,
) -> IndexReport:
    """Bring ``folder``'s drive index up to date (made when there is none), with the model at
    ``model_path`` and the folder rules of ``settings``. ``fingerprint``: that model's; a drive
    index made with another model raises :class:`DriveModelDiffers` (its vectors are another
    computer's work: never thrown away to be made again with this one's)."""
    folder = Path(folder).expanduser().resolve()
    if not folder.is_dir():
        raise NotADirectoryError(f"not a folder: {folder}")
    recorded = recorded_model(folder)
    if fingerprint is not None and recorded is not None and recorded[0] != fingerprint:
        raise DriveModelDiffers(
            f"the index on the drive of {folder} was made with {recorded[1]}, not with this computer's "
            "model: it is searched as it is and not brought up to date here"
        )
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


def keep_drives_current(
    engine: Engine, *, progress: ProgressSink | None = None, cancel: threading.Event | None = None
) -> list[str]:
    """Every folder of ``engine.settings.drive_indexes`` whose drive is mounted and writable is
    brought up to date on its drive, with the engine's model and folder rules; a folder that was
    also in the local index leaves it once its drive holds it (the local index keeps only the
    reference). Returns one line per folder that could not be done (the others go on)."""
    problems = []
    local = {str(p) for p in engine.folders()}
    for text in engine.settings.drive_indexes:
        folder = Path(text)
        if cancel is not None and cancel.is_set():
            break
        try:
            if not folder.is_dir() or not os.access(folder, os.W_OK):
                continue  # not mounted, or read-only: searched from its copy as it is
            report = index_on_drive(
                folder,
                settings=engine.settings,
                model_path=engine.model_path,
                progress=progress,
                cancel=cancel,
            )
        except DriveModelDiffers as exc:  # the window says so where it lists the copy (its model)
            log.warning("%s", exc)
            continue
        except Exception as exc:  # a drive pulled out mid-run, a full disk: the next run goes on
            log.warning("the index on the drive of %s could not be brought up to date: %s", folder, exc)
            problems.append(f"{folder}: {exc}")
            continue
        if text in local and not report.cancelled and not report.meaning_pending:
            engine.remove_folder(folder)
            log.info("%s left the local index: its index is on its drive", folder)
    return problems
