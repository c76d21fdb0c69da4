"""What the watcher saw in a drive folder goes to that drive's index, not to the local one."""

from __future__ import annotations

from pathlib import Path

from desktop_search.core.indexing.changes import ChangeSet
from desktop_search.core.session import split_drive_changes

DRIVE = Path("/media/anna/Archive")
HOME = Path("/home/anna/Notes")


def test_changes_in_a_drive_folder_are_taken_out_and_name_the_drive() -> None:
    changes = ChangeSet(
        changed=frozenset({HOME / "a.txt", DRIVE / "b.txt"}),
        deleted=frozenset({DRIVE / "old"}),
        rescan=frozenset({DRIVE, HOME}),
    )
    local, drives = split_drive_changes(changes, [DRIVE])
    assert drives == {DRIVE}
    assert local == ChangeSet(changed=frozenset({HOME / "a.txt"}), rescan=frozenset({HOME}))


def test_a_move_between_a_drive_and_a_local_folder_is_a_deletion_and_a_new_file() -> None:
    changes = ChangeSet(
        moved=(
            (HOME / "x.txt", DRIVE / "x.txt"),
            (DRIVE / "y.txt", HOME / "y.txt"),
            (HOME / "z.txt", HOME / "zz.txt"),
        )
    )
    local, drives = split_drive_changes(changes, [DRIVE])
    assert drives == {DRIVE}
    assert local.deleted == frozenset({HOME / "x.txt"})
    assert local.changed == frozenset({HOME / "y.txt"})
    assert local.moved == ((HOME / "z.txt", HOME / "zz.txt"),)


def test_without_drive_folders_nothing_changes() -> None:
    changes = ChangeSet(changed=frozenset({DRIVE / "b.txt"}))
    assert split_drive_changes(changes, []) == (changes, set())
