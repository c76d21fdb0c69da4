"""The chosen folders: adding one (and noticing that it is a known folder that moved), removing
one, following a move, and each folder's state as the front ends show it.

A folder renamed or moved on its volume, or a drive mounted at another path, keeps its files'
size and modification time at the same paths below the folder: a new folder in which most of
a vanished folder's files are found, unchanged, at the same relative paths *is* that folder, and
it is relinked (paths rewritten, nothing read or embedded again). Fewer matches than that is not
proof: the caller is told, and the user decides (``desktop-search folders move OLD NEW``).
"""

from __future__ import annotations

import os
import random
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..store.db import Database
from ..store.files import FileRow, FolderInfo
from ..store.folder_state import ONLINE, state_text
from .volumes import NoAnswer, Volume, look, volume_of

#: Files of a vanished folder looked at to tell whether a new folder is it.
SAMPLE_FILES = 64
#: The share of those found unchanged at the same relative paths that proves a move.
MOVE_PROOF = 0.5
#: How long the look at a vanished folder's old path may take.
LOOK_BUDGET_S = 5.0


def normal_path(folder: str | os.PathLike[str]) -> str:
    """A folder path made absolute and normalised without touching the file system."""
    return os.path.normpath(os.path.abspath(os.path.expanduser(os.fspath(folder))))


def find_folder(db: Database, folder: str | os.PathLike[str]) -> FolderInfo | None:
    """The chosen folder at ``folder`` (as given, or with its links resolved), or None."""
    infos = db.folder_infos()
    wanted = normal_path(folder)
    for info in infos:
        if info.path == wanted:
            return info
    try:  # a path given through a link: resolving may touch a share, so only as a second try
        resolved = str(look(lambda: Path(wanted).resolve(), budget_s=LOOK_BUDGET_S, what=wanted))
    except OSError:
        return None
    return next((info for info in infos if info.path == resolved), None)


@dataclass(frozen=True)
class MoveGuess:
    """A vanished folder that a new folder may be: ``matched`` of ``sampled`` files agree."""

    old: FolderInfo
    new_root: str
    matched: int
    sampled: int

    @property
    def proven(self) -> bool:
        return self.sampled > 0 and self.matched >= MOVE_PROOF * self.sampled

    def describe(self) -> str:
        return (
            f"{self.new_root} may be {self.old.path} moved ({self.matched} of {self.sampled} files agree); "
            f'\'desktop-search folders move "{self.old.path}" "{self.new_root}"\' relinks it'
        )


def _gone(path: str) -> bool:
    try:
        return not look(lambda: os.path.lexists(path), budget_s=LOOK_BUDGET_S, what=path)
    except NoAnswer:
        return False  # a hung share: not known to be gone


def sample_files(db: Database, root: str, *, seed: int = 0) -> list[FileRow]:
    """Up to :data:`SAMPLE_FILES` of the files the index holds below ``root`` (reads the database)."""
    rows = [r for r in db.files_under(root).values() if r.status == "ok"]
    return random.Random(seed).sample(rows, min(SAMPLE_FILES, len(rows)))


def count_unchanged(rows: list[FileRow], old_root: str, new_root: str) -> int:
    """How many of ``rows`` (files below ``old_root``) are at the same relative path below
    ``new_root`` with the same size and mtime (looks at the file system only)."""
    matched = 0
    for row in rows:
        there = os.path.join(new_root, os.path.relpath(row.path, old_root))
        try:
            st = os.stat(there)
        except OSError:
            continue
        matched += st.st_size == row.size and st.st_mtime_ns == row.mtime_ns
    return matched


def move_guesses(db: Database, new_root: str) -> list[MoveGuess]:
    """Vanished folders whose files are found, unchanged, at the same places below ``new_root``."""
    guesses = []
    for info in db.folder_infos():
        if info.files == 0 or info.path == new_root or not _gone(info.path):
            continue
        sample = sample_files(db, info.path, seed=info.folder_id)
        matched = count_unchanged(sample, info.path, new_root)
        if matched:
            guesses.append(MoveGuess(info, new_root, matched, len(sample)))
    return sorted(guesses, key=lambda g: g.matched / g.sampled, reverse=True)


def relink(db: Database, old: FolderInfo, new_root: str) -> int:
    """Point the folder ``old`` at ``new_root`` (its files follow); returns the files relinked."""
    moved = db.relink_folder(old.folder_id, new_root)
    db.set_folder_state(old.folder_id, ONLINE, volume=volume_of(new_root).to_json())
    return moved


def folder_json(info: FolderInfo) -> dict[str, Any]:
    """One folder's state for ``status --json`` and ``folders --json``."""
    volume = Volume.from_json(info.volume)
    return {
        "path": info.path,
        "state": info.state,
        "since": info.state_since if info.state != ONLINE else None,
        "reason": info.state_reason,
        "described": state_text(info.state, info.state_since, info.state_reason),
        "files": info.files,
        "checked_at": info.checked_at,
        "volume": volume.describe() if volume else None,
        "network": bool(volume and volume.network),
        "removable": bool(volume and volume.removable),
    }


__all__ = [
    "MoveGuess",
    "find_folder",
    "folder_json",
    "move_guesses",
    "normal_path",
    "relink",
]
