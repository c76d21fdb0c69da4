"""Folders whose index is kept on their drive: ``folders add --index-on-drive``, attaching a
folder that carries one, keeping them current with ``index``, listing and removing them."""

from __future__ import annotations

import os
import shutil
import sys
from pathlib import Path
from typing import Any

from ..core.common.config import Paths
from ..core.common.settings import Settings
from ..core.shared.connection import SharedIndexError
from ..core.shared.drive import DriveCopy, drive_url, has_drive_index
from ..core.shared.replica import PullReport, replica_paths
from .terminal import terminal_safe


def wants_drive(folder: Path, *, index_on_drive: bool) -> bool:
    """Whether ``folders add`` keeps ``folder`` with its index on its drive: asked for, or it
    already carries one (another computer made it)."""
    return index_on_drive or has_drive_index(folder.expanduser().resolve())


def keep_on_drive(engine: Any, paths: Paths, folder: Path, *, make: bool) -> int:  # Engine
    """Index ``folder`` on its drive (``make``; else attach the index it carries), search it
    from a copy, and drop it from the local index if it was there. Returns an exit status."""
    from ..core.drive import DriveModelDiffers, index_on_drive

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
            )
        except DriveModelDiffers as exc:
            print(f"desktop-search: {terminal_safe(str(exc))}", file=sys.stderr)
            return 1
        print(
            f"{terminal_safe(str(folder))}: indexed on its drive: {report.files_indexed} files read, "
            f"{report.passages_embedded} passages embedded, {report.files_unchanged} unchanged"
        )
    try:
        pulled = pull(paths, folder, full=True)
    except SharedIndexError as exc:
        print(f"desktop-search: {terminal_safe(str(exc))}", file=sys.stderr)
        return 1
    drives = Settings.load(paths.settings_path).drive_indexes
    Settings.update(paths.settings_path, drive_indexes=sorted({*drives, str(folder)}))
    if any(Path(p) == folder for p in engine.folders()):
        engine.remove_folder(folder)
        print(f"{terminal_safe(str(folder))}: left the local index (its index is on its drive now)")
    print(
        f"{terminal_safe(str(folder))}: {pulled.files} files searchable from the index on its drive "
        f"in {pulled.seconds:.1f}s, nothing embedded here"
    )
    return 0


def pull(paths: Paths, folder: Path, *, full: bool = False) -> PullReport:
    """Bring this computer's copy of ``folder``'s drive index up to date."""
    copy = DriveCopy(folder, replica_paths(paths.data_dir, drive_url(folder)))
    return copy.pull(full=full)


def update_drives(engine: Any, paths: Paths) -> int:  # Engine
    """After ``index``: each drive folder that is mounted is brought up to date on its drive
    (when the drive is writable) and copied here. Returns an exit status (1: one was refused)."""
    from ..core.drive import DriveModelDiffers, index_on_drive

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
                )
                print(
                    f"{terminal_safe(text)} (index on its drive): {report.files_indexed} files read, "
                    f"{report.passages_embedded} passages embedded"
                )
            pulled = pull(paths, folder)
        except (SharedIndexError, OSError, DriveModelDiffers) as exc:
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
    """Each drive folder: its path, whether it is mounted, and the files its copy here holds."""
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
        states.append({"path": text, "mounted": has_drive_index(Path(text)), "files": files})
    return states
