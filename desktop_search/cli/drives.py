"""Folders whose index is kept on their drive: ``folders add --index-on-drive``, attaching a
folder that carries one, keeping them current with ``index``, listing and removing them."""

from __future__ import annotations

import os
import shutil
import sqlite3
import sys
from pathlib import Path
from typing import Any

from ..core.common.config import Paths
from ..core.common.settings import Settings
from ..core.elsewhere.db_connection import SharedIndexError
from ..core.elsewhere.db_pulling import PullReport, replica_paths
from ..core.elsewhere.drive_copying import DriveCopy, ModelSpace, drive_url, has_drive_index
from .terminal import terminal_safe


def wants_drive(folder: Path, *, index_on_drive: bool) -> bool:
    """Whether ``folders add`` keeps ``folder`` with its index on its drive: asked for, or it
    already carries one (another computer made it)."""
    return index_on_drive or has_drive_index(folder.expanduser().resolve())


def keep_on_drive(engine: Any, paths: Paths, folder: Path, *, make: bool) -> int:  # Engine
    """Index ``folder`` on its drive (``make``; else attach the index it carries), search it
    from a copy, and drop it from the local index if it was there. Returns an exit status."""
    from ..core.elsewhere.drive_writing import (
        DriveIndexFull,
        DriveModelDiffers,
        DriveNotWritten,
        index_on_drive,
    )

    folder = folder.expanduser().resolve()
    if not folder.is_dir():
        print(f"desktop-search: not a folder: {terminal_safe(str(folder))}", file=sys.stderr)
        return 1
    if make:
        try:
            report = index_on_drive(
                folder,
                settings=engine.settings,
                model_path=engine.model_path,
                fingerprint=engine.store.fingerprint,
                wait=_says_it_waits(folder),
                local_data=paths.data_dir,
            )
        except (DriveModelDiffers, DriveIndexFull, DriveNotWritten) as exc:
            print(f"desktop-search: {terminal_safe(str(exc))}", file=sys.stderr)
            return 1
        print(
            f"{terminal_safe(str(folder))}: indexed on its drive: {report.files_indexed} files read, "
            f"{report.passages_embedded} passages embedded, {report.files_unchanged} unchanged"
        )
    try:
        pulled = pull(paths, folder, full=True, space=engine.shared.space())
    except SharedIndexError as exc:
        print(f"desktop-search: {terminal_safe(str(exc))}", file=sys.stderr)
        return 1
    drives = Settings.load(paths.settings_path).drive_indexes
    moved = _mounted_elsewhere_before(paths, folder, drives)
    kept = sorted({*(d for d in drives if d not in moved), str(folder)})
    Settings.update(paths.settings_path, drive_indexes=kept)
    for old in moved:
        shutil.rmtree(replica_paths(paths.data_dir, drive_url(old)).data_dir, ignore_errors=True)
        here = terminal_safe(str(folder))
        print(f"{terminal_safe(old)}: no longer listed (its drive is mounted at {here} now)")
    if any(Path(p) == folder for p in engine.folders()):
        engine.remove_folder(folder)
        print(f"{terminal_safe(str(folder))}: left the local index (its index is on its drive now)")
    print(
        f"{terminal_safe(str(folder))}: {pulled.files} files searchable from the index on its drive "
        f"in {pulled.seconds:.1f}s, nothing embedded here"
    )
    _say_other_model(paths, folder, engine.shared.space())
    return 0


def _drive_id(copy_db: Path) -> str:
    """The drive's own id (made by its writer, kept in each copy), or "" (none, or no copy)."""
    if not copy_db.is_file():
        return ""
    conn = sqlite3.connect(f"{copy_db.as_uri()}?mode=ro", uri=True)
    try:
        row = conn.execute("SELECT value FROM meta WHERE key = 'drive_id'").fetchone()
    except sqlite3.Error:
        return ""
    finally:
        conn.close()
    return str(row[0]) if row and row[0] else ""


def _mounted_elsewhere_before(paths: Paths, folder: Path, drives: list[str]) -> list[str]:
    """The folders of ``drives`` that are ``folder``'s drive at a path where it is not mounted now
    (the same id in their copies): listed once, where it is now."""
    here = _drive_id(replica_paths(paths.data_dir, drive_url(folder)).db_path)
    if not here:
        return []  # a drive index of an older version, not written since: no id to know it by
    return [
        old
        for old in drives
        if old != str(folder)
        and not has_drive_index(Path(old))
        and _drive_id(replica_paths(paths.data_dir, drive_url(old)).db_path) == here
    ]


def _says_it_waits(folder: Path):  # -> Callable[[str], bool]
    """While another process writes ``folder``'s drive index: say so once, then wait."""
    said: list[str] = []

    def wait(holder: str) -> bool:
        if holder not in said:
            said.append(holder)
            print(
                f"desktop-search: waiting for {terminal_safe(holder)} to finish writing the index on "
                f"the drive of {terminal_safe(str(folder))} (Ctrl+C gives up)",
                file=sys.stderr,
                flush=True,
            )
        return True

    return wait


def _say_other_model(paths: Paths, folder: Path, space: ModelSpace | None) -> None:
    other, missing = _copy(paths, folder, space).describe()
    if other and missing:
        where = terminal_safe(str(folder))
        print(
            f"{where}: its index was made with {terminal_safe(other)}: {missing} passages are found by "
            f"their words only here; 'desktop-search folders add-vectors {where}' adds this computer's "
            "model's vectors to the drive"
        )


def _copy(paths: Paths, folder: Path, space: ModelSpace | None) -> DriveCopy:
    return DriveCopy(folder, replica_paths(paths.data_dir, drive_url(folder)), space)


def pull(paths: Paths, folder: Path, *, full: bool = False, space: ModelSpace | None = None) -> PullReport:
    """Bring this computer's copy of ``folder``'s drive index up to date (in ``space``: this
    computer's model, when the drive's index was made with another)."""
    return _copy(paths, folder, space).pull(full=full)


def add_drive_vectors(engine: Any, paths: Paths, folder: Path) -> int:  # Engine
    """``folders add-vectors``: this computer's model's vectors added to ``folder``'s drive index
    (made with another model), then the copy taken again. Returns an exit status."""
    from ..core.elsewhere.drive_writing import DriveNotWritten, add_vectors

    folder = folder.expanduser().resolve()
    if str(folder) not in Settings.load(paths.settings_path).drive_indexes:
        print(
            f"desktop-search: {terminal_safe(str(folder))} is not a folder kept on its drive here "
            "('desktop-search folders add' attaches it)",
            file=sys.stderr,
        )
        return 1
    try:
        added = add_vectors(
            folder, engine.embedder, fingerprint=engine.store.fingerprint or "", wait=_says_it_waits(folder)
        )
        pull(paths, folder, space=engine.shared.space())
    except (OSError, RuntimeError, ValueError, sqlite3.Error, SharedIndexError, DriveNotWritten) as exc:
        print(f"desktop-search: {terminal_safe(str(folder))}: {terminal_safe(str(exc))}", file=sys.stderr)
        return 1
    if not added.total:
        print(f"{terminal_safe(str(folder))}: its index was made with this computer's model: nothing to add")
        return 0
    model = engine.embedder.info.name
    print(
        f"{terminal_safe(str(folder))}: {added.embedded} passages given {model}'s vectors in "
        f"{added.seconds:.1f}s ({added.dropped} of passages no longer there dropped)"
    )
    return 0


def update_drives(engine: Any, paths: Paths) -> int:  # Engine
    """After ``index``: each drive folder that is mounted is brought up to date on its drive
    (when the drive is writable) and copied here. Returns an exit status (1: one was refused)."""
    from ..core.elsewhere.drive_writing import (
        DriveIndexFull,
        DriveModelDiffers,
        DriveNotWritten,
        index_on_drive,
    )

    code = 0
    for text in Settings.load(paths.settings_path).drive_indexes:
        folder = Path(text)
        if not has_drive_index(folder):
            print(f"  kept as it was: {terminal_safe(text)} (its drive is not mounted)", file=sys.stderr)
            continue
        try:
            if os.access(folder, os.W_OK):
                report = index_on_drive(
                    folder,
                    settings=engine.settings,
                    model_path=engine.model_path,
                    fingerprint=engine.store.fingerprint,
                    wait=_says_it_waits(folder),
                    local_data=paths.data_dir,
                )
                print(
                    f"{terminal_safe(text)} (index on its drive): {report.files_indexed} files read, "
                    f"{report.passages_embedded} passages embedded"
                )
            pulled = pull(paths, folder, space=engine.shared.space())
        except (SharedIndexError, OSError, DriveModelDiffers, DriveIndexFull, DriveNotWritten) as exc:
            print(f"desktop-search: {terminal_safe(text)}: {terminal_safe(str(exc))}", file=sys.stderr)
            code = 1
            continue
        if pulled.files:
            print(f"{terminal_safe(text)}: {pulled.files} files copied from its drive's index")
    return code


def forget_drive(paths: Paths, folder: str) -> bool:
    """Stop searching ``folder``'s drive index here (its index stays on the drive)."""
    drives = Settings.load(paths.settings_path).drive_indexes
    wanted = [d for d in drives if d in (folder, str(Path(folder).expanduser().absolute()))]
    if not wanted:
        return False
    Settings.update(paths.settings_path, drive_indexes=[d for d in drives if d not in wanted])
    for d in wanted:
        shutil.rmtree(replica_paths(paths.data_dir, drive_url(d)).data_dir, ignore_errors=True)
    return True


def drive_states(paths: Paths) -> list[dict[str, Any]]:
    """Each drive folder: its path, whether it is mounted, the files its copy here holds, and the
    drive index's model when it is not this computer's (with the passages found by words only)."""
    from ..core.store.db import Database

    states = []
    for text in Settings.load(paths.settings_path).drive_indexes:
        copy = replica_paths(paths.data_dir, drive_url(text))
        files = 0
        if copy.db_path.exists():
            db = Database(copy.db_path)
            try:
                files = db.counts().get("files", 0)
            finally:
                db.close()
        other, missing = DriveCopy(Path(text), copy).describe()
        states.append(
            {
                "path": text,
                "mounted": has_drive_index(Path(text)),
                "files": files,
                "drive_model": other,
                "without_meaning": missing,
            }
        )
    return states
