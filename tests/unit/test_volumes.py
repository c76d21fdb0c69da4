"""Drives and shares that come and go, with the operating system's answers injected (#27).

The real mounts are in ``tests/integration/test_shares_and_drives.py``; these cover the same
rules where a test may not mount, plus the pieces: the mount table, volume identity, the budget
on a look that does not answer, and what an error on a folder means.
"""

from __future__ import annotations

import errno
import os
import threading
import time
from pathlib import Path

import pytest

from desktop_search.core.common.settings import Settings
from desktop_search.core.extract import is_supported
from desktop_search.core.indexing import planning, volumes
from desktop_search.core.indexing.planning import Scope, plan_scopes
from desktop_search.core.indexing.scanner import Exclusions
from desktop_search.core.indexing.volumes import (
    NoAnswer,
    Volume,
    bounded,
    error_state,
    folder_check,
    look,
    poll_interval,
    volume_of,
)
from desktop_search.core.store.db import Database
from desktop_search.core.store.folder_state import (
    MISSING,
    OFFLINE,
    ONLINE,
    UNREACHABLE,
    UNREADABLE,
    state_text,
)

MOUNTS = (
    "/dev/vda / ext4 rw 0 0\n"
    "/dev/sdb1 /media/ann/BACKUP vfat rw 0 0\n"
    "nas:/photos /mnt/nas nfs4 rw 0 0\n"
    "ann@host:/home/ann /home/ann/remote fuse.sshfs rw 0 0\n"
    "/dev/sdc1 /media/ann/My\\040Disk exfat rw 0 0\n"
)


def test_the_volume_of_a_path_comes_from_the_mount_table_alone() -> None:
    assert volume_of("/media/ann/BACKUP/Photos/2024", mounts=MOUNTS).mount_point == "/media/ann/BACKUP"
    assert volume_of("/media/ann/My Disk/x", mounts=MOUNTS).mount_point == "/media/ann/My Disk"
    nas = volume_of("/mnt/nas/2024", mounts=MOUNTS)
    assert (nas.fstype, nas.source, nas.network) == ("nfs4", "nas:/photos", True)
    assert volume_of("/home/ann/remote/notes", mounts=MOUNTS).network
    home = volume_of("/home/ann/Documents", mounts=MOUNTS)
    assert (home.mount_point, home.network, home.removable) == ("/", False, False)
    assert volume_of("/media/ann/BACKUP", mounts=MOUNTS).removable
    # never touches the path: a path that does not exist has a volume too
    assert volume_of("/mnt/nas/does/not/exist", mounts=MOUNTS).mount_point == "/mnt/nas"


def test_a_volume_is_the_same_by_place_and_uuid_or_source() -> None:
    usb = Volume("/media/ann/BACKUP", "vfat", "/dev/sdb1", uuid="AB12-34CD", label="BACKUP")
    assert usb.same_as(Volume("/media/ann/BACKUP", "vfat", "/dev/sdc1", uuid="AB12-34CD"))  # another port
    assert not usb.same_as(Volume("/media/ann/BACKUP", "vfat", "/dev/sdb1", uuid="FFFF-0000"))  # another disk
    assert not usb.same_as(Volume("/", "ext4", "/dev/vda"))  # unplugged: its mount point is on /
    nas = Volume("/mnt/nas", "nfs4", "nas:/photos")
    assert nas.same_as(Volume("/mnt/nas", "nfs4", "nas:/photos"))
    assert not nas.same_as(Volume("/mnt/nas", "nfs4", "other:/photos"))
    assert Volume.from_json(usb.to_json()) == usb
    assert Volume.from_json("not json") is None
    assert Volume.from_json(None) is None
    assert usb.describe() == "the drive ‘BACKUP’"
    assert nas.describe() == "the share nas:/photos"


def test_a_folder_whose_drive_is_not_mounted_is_offline(tmp_path: Path) -> None:
    folder = tmp_path / "Photos"
    folder.mkdir()
    (folder / "a.jpg").write_bytes(b"x")  # even a folder with files (another disk's) is not it
    here = f"/dev/vda / ext4 rw 0 0\n/dev/sdb1 {tmp_path} vfat rw 0 0\n"
    recorded = volume_of(folder, mounts=here)
    gone = folder_check(folder, recorded=recorded, holds_files=True, mounts="/dev/vda / ext4 rw 0 0\n")
    assert gone.state == OFFLINE
    assert "is not mounted" in gone.reason
    other = folder_check(
        folder,
        recorded=recorded,
        holds_files=True,
        mounts=f"/dev/vda / ext4 rw 0 0\n/dev/sdz9 {tmp_path} ntfs rw 0 0\n",
    )
    assert other.state == OFFLINE
    assert "another volume" in other.reason
    same_data = folder_check(
        folder,
        recorded=recorded,
        holds_files=True,
        mounts="/dev/vda / ext4 rw 0 0\n",
        files_there=lambda: 1.0,
    )
    assert same_data.state == ONLINE  # the same files: a volume re-identified, not another one
    assert folder_check(folder, recorded=recorded, holds_files=True, mounts=here).online


def test_an_empty_folder_that_held_files_is_offline_and_a_new_empty_one_is_not(tmp_path: Path) -> None:
    empty = tmp_path / "nas"
    empty.mkdir()
    assert folder_check(empty, recorded=None, holds_files=True).state == OFFLINE
    assert folder_check(empty, recorded=None, holds_files=False).online
    # with its volume recorded, an empty folder on that volume was emptied by its user: online
    assert folder_check(empty, recorded=volume_of(empty), holds_files=True).online


@pytest.mark.parametrize(
    ("code", "state"),
    [
        (errno.EIO, UNREACHABLE),
        (errno.ENOTCONN, UNREACHABLE),
        (errno.ESTALE, UNREACHABLE),
        (errno.EHOSTDOWN, UNREACHABLE),
        (errno.EACCES, UNREADABLE),
        (errno.ENOENT, MISSING),
    ],
)
def test_what_an_error_on_a_folder_means(code: int, state: str) -> None:
    assert error_state(OSError(code, os.strerror(code)))[0] == state
    assert error_state(NoAnswer("/mnt/nas", 10))[0] == UNREACHABLE


def test_a_look_that_does_not_answer_is_abandoned_within_its_budget() -> None:
    release = threading.Event()
    started = time.monotonic()
    with pytest.raises(NoAnswer):
        bounded(lambda: release.wait(30), budget_s=0.3, what="test-hang-thread")
    assert time.monotonic() - started < 5
    # while it sleeps, another look at the same place does not start another thread
    before = threading.active_count()
    with pytest.raises(NoAnswer):
        bounded(lambda: release.wait(30), budget_s=0.3, what="test-hang-thread")
    assert threading.active_count() == before
    release.set()
    assert bounded(lambda: 42, budget_s=5, what="test-hang-thread-2") == 42

    def denied() -> None:
        raise PermissionError(errno.EACCES, "Permission denied")

    with pytest.raises(PermissionError):
        bounded(denied, budget_s=5)  # errors come back as they are


@pytest.mark.skipif(not volumes._FORK, reason="looks run in a child on Linux only")
def test_a_look_in_a_child_answers_and_one_that_sleeps_is_left_behind() -> None:
    assert look(lambda: os.stat("/").st_ino, budget_s=10, what="/") == os.stat("/").st_ino
    with pytest.raises(FileNotFoundError):
        look(lambda: os.stat("/no/such/path"), budget_s=10, what="/no/such/path")
    started = time.monotonic()
    with pytest.raises(NoAnswer):
        look(lambda: time.sleep(60), budget_s=0.5, what="test-hang-child")
    assert time.monotonic() - started < 5
    with pytest.raises(NoAnswer):  # answered at once while the first still sleeps
        look(lambda: 1, budget_s=5, what="test-hang-child")


def _exclusions() -> Exclusions:
    return Exclusions(Settings(), supported=is_supported)


def _indexed(db: Database, root: Path, names: list[str]) -> int:
    folder_id = db.add_folder(str(root))
    for name in names:
        path = root / name
        st = path.stat()
        db.record_failure(
            folder_id=folder_id,
            path=str(path),
            size=st.st_size,
            mtime_ns=st.st_mtime_ns,
            status="ok",
            reason="",
        )
    return folder_id


@pytest.fixture
def db(tmp_path: Path):
    database = Database(tmp_path / "index.db")
    yield database
    database.close()


def _tree(root: Path) -> list[str]:
    names = ["a.txt", "b.txt", "sub/c.txt", "sub/d.txt", "sub/deep/e.txt"]
    for name in names:
        (root / name).parent.mkdir(parents=True, exist_ok=True)
        (root / name).write_text(f"text of {name}", encoding="utf-8")
    return names


def test_an_unreadable_subfolder_keeps_its_entries(
    db: Database, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    root = tmp_path / "docs"
    folder_id = _indexed(db, root, _tree(root))
    real = os.scandir

    def scandir(path: object = ".") -> object:
        if os.fspath(path) == str(root / "sub"):  # type: ignore[arg-type]
            raise PermissionError(errno.EACCES, "Permission denied", str(path))
        return real(path)  # type: ignore[arg-type]

    monkeypatch.setattr(os, "scandir", scandir)
    plan = plan_scopes(db, [Scope(folder_id, root, root)], exclusions=_exclusions(), beat=lambda: None)
    assert plan.gone == {}
    assert plan.kept == 3
    assert plan.unchanged == 2
    assert plan.folder_states[folder_id].online
    (root / "b.txt").unlink()  # a file gone from a folder that was listed completely does go
    plan = plan_scopes(db, [Scope(folder_id, root, root)], exclusions=_exclusions(), beat=lambda: None)
    assert list(plan.gone) == [str(root / "b.txt")]


@pytest.mark.parametrize("code", [errno.EIO, errno.ENOTCONN, errno.EACCES])
def test_a_root_that_answers_with_an_error_keeps_everything_and_the_next_folder_goes_on(
    db: Database, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, code: int
) -> None:
    share, local = tmp_path / "share", tmp_path / "local"
    share_id = _indexed(db, share, _tree(share))
    local_id = _indexed(db, local, _tree(local))
    (local / "new.txt").write_text("new", encoding="utf-8")
    real = os.scandir

    def scandir(path: object = ".") -> object:
        if os.fspath(path).startswith(str(share)):  # type: ignore[arg-type]
            raise OSError(code, os.strerror(code), str(path))
        return real(path)  # type: ignore[arg-type]

    monkeypatch.setattr(os, "scandir", scandir)
    scopes = [Scope(share_id, share, share), Scope(local_id, local, local)]
    plan = plan_scopes(db, scopes, exclusions=_exclusions(), beat=lambda: None)
    assert plan.gone == {}
    assert [c.stat.path for c in plan.candidates] == [local / "new.txt"]
    assert plan.folder_states[share_id].state == (UNREADABLE if code == errno.EACCES else UNREACHABLE)
    assert plan.folder_states[local_id].online


def test_a_hung_root_is_given_up_after_its_budget_and_the_next_folder_goes_on(
    db: Database, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    share, local = tmp_path / "share", tmp_path / "local"
    share_id = _indexed(db, share, _tree(share))
    local_id = _indexed(db, local, _tree(local))
    (local / "new.txt").write_text("new", encoding="utf-8")
    monkeypatch.setattr(volumes, "LOCAL_BUDGET_S", 0.5)
    monkeypatch.setattr(planning, "SCAN_IN_CHILD", False)
    release = threading.Event()
    real = os.scandir

    def scandir(path: object = ".") -> object:
        if os.fspath(path) == str(share / "sub"):  # type: ignore[arg-type]
            release.wait(60)  # the share hangs in the middle of the walk: the call does not return
        return real(path)  # type: ignore[arg-type]

    monkeypatch.setattr(os, "scandir", scandir)
    try:
        started = time.monotonic()
        scopes = [Scope(share_id, share, share), Scope(local_id, local, local)]
        plan = plan_scopes(db, scopes, exclusions=_exclusions(), beat=lambda: None)
        assert time.monotonic() - started < 10
        assert plan.gone == {}
        assert [c.stat.path for c in plan.candidates] == [local / "new.txt"]
        assert plan.folder_states[share_id].state == UNREACHABLE
        assert "does not answer" in plan.folder_states[share_id].reason
    finally:
        release.set()


def test_the_polling_interval_follows_the_cost_of_a_pass() -> None:
    assert poll_interval(10.25) == pytest.approx(307.5)  # bench/share_scan.py: 20,000 files over sshfs
    assert poll_interval(0.1) == 60.0
    assert poll_interval(100.0) == 900.0


def test_state_text_says_since_when() -> None:
    assert state_text(ONLINE, None) == "online"
    now = time.time()
    assert state_text(OFFLINE, now, "the drive ‘BACKUP’ is not mounted") == (
        f"offline since {time.strftime('%H:%M', time.localtime(now))}: the drive ‘BACKUP’ is not mounted"
    )
    assert state_text(OFFLINE, now - 400 * 86400).startswith("offline since 20")
