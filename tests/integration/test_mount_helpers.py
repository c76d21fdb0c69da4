"""The mount helpers do what they say, with real mounts (tests/helpers/mounts.py).

Skipped, with the reason, where this machine cannot mount (not root, no /dev/fuse, no
sshfs or sshd). Each test of a failure state checks the errno that the helpers' module
docstring documents, so a change in sshfs or the kernel shows up here first.
"""

from __future__ import annotations

import errno
import os
import subprocess
import sys
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.helpers.mounts import (
    SHARE_USER,
    SshShare,
    bind_mount,
    can_mount,
    can_share,
    fs_type,
    is_mounted,
    tmpfs,
    unmount,
)

needs_mounts = pytest.mark.skipif(can_mount() is not None, reason=f"{can_mount()}")
needs_share = pytest.mark.skipif(can_share() is not None, reason=f"{can_share()}")

FILES = {"a.txt": "alpha", "notes/b.md": "# beta", "private/c.txt": "gamma"}


def fill(folder: Path) -> None:
    for rel, text in FILES.items():
        (folder / rel).parent.mkdir(parents=True, exist_ok=True)
        (folder / rel).write_text(text, encoding="utf-8")


def listing(folder: Path) -> set[str]:
    return {str(p.relative_to(folder)) for p in folder.rglob("*") if p.is_file()}


def errno_of(call: object, *args: object) -> int | None:
    try:
        call(*args)  # type: ignore[operator]
    except OSError as exc:
        return exc.errno
    return None


def running(pid: int) -> bool:
    try:
        stat = Path(f"/proc/{pid}/stat").read_text(encoding="utf-8", errors="replace")
    except OSError:
        return False
    return stat.rsplit(")", 1)[1].split()[0] != "Z"  # a zombie has ended


@pytest.fixture
def share(tmp_path: Path) -> Iterator[SshShare]:
    with SshShare(tmp_path / "nas") as sh:
        fill(sh.export)
        sh.give_to_server()
        yield sh


# -- bind mounts and tmpfs


@needs_mounts
def test_bind_mount_shows_the_files_and_unmount_leaves_an_empty_folder(tmp_path: Path) -> None:
    fill(tmp_path / "disk")
    target = tmp_path / "media" / "usb"
    with bind_mount(tmp_path / "disk", target):
        assert listing(target) == set(FILES)
        assert os.stat(target).st_dev == os.stat(tmp_path / "disk").st_dev
        unmount(target)  # the disk is unplugged in the middle of the test
        assert not is_mounted(target)
        assert target.is_dir()
        assert os.listdir(target) == []
    assert not is_mounted(target)
    assert listing(tmp_path / "disk") == set(FILES)  # the volume itself is untouched


@needs_mounts
def test_tmpfs_is_a_volume_of_its_own_and_is_unmounted_even_after_an_error(tmp_path: Path) -> None:
    target = tmp_path / "mnt"

    def failing_test() -> None:
        with tmpfs(target):
            assert fs_type(target) == "tmpfs"
            assert os.stat(target).st_dev != os.stat(tmp_path).st_dev
            (target / "x.txt").write_text("x", encoding="utf-8")
            raise RuntimeError("the test failed")

    with pytest.raises(RuntimeError, match="the test failed"):
        failing_test()
    assert not is_mounted(target)
    assert os.listdir(target) == []


# -- the sshfs share


@needs_share
def test_share_lists_the_files_and_serves_them_as_a_normal_account(share: SshShare) -> None:
    assert fs_type(share.mount_point) == "fuse.sshfs"
    assert listing(share.mount_point) == set(FILES)
    assert (share.mount_point / "notes" / "b.md").read_text(encoding="utf-8") == "# beta"
    (share.mount_point / "new.txt").write_text("written through the share", encoding="utf-8")
    assert (share.export / "new.txt").stat().st_uid == share.uid  # not root: the server's account
    assert SHARE_USER != "root"


@needs_share
def test_chmod_on_server_makes_a_subfolder_unreadable_through_the_mount(share: SshShare) -> None:
    share.chmod_on_server("private", 0o000)
    assert errno_of(os.listdir, share.mount_point / "private") == errno.EACCES
    assert os.listdir(share.mount_point / "notes") == ["b.md"]  # the rest is still readable
    share.chmod_on_server(share.mount_point / "private", 0o755)
    assert os.listdir(share.mount_point / "private") == ["c.txt"]


@needs_share
def test_drop_without_reconnect_leaves_the_empty_mount_point(share: SshShare) -> None:
    share.drop()
    assert not is_mounted(share.mount_point)  # sshfs exited and unmounted itself
    assert os.listdir(share.mount_point) == []
    share.restore()
    assert listing(share.mount_point) == set(FILES)


@needs_share
def test_drop_with_reconnect_makes_every_call_on_the_share_fail_with_eio(tmp_path: Path) -> None:
    with SshShare(tmp_path / "nas", reconnect=True) as sh:
        fill(sh.export)
        assert listing(sh.mount_point) == set(FILES)
        sh.drop()
        assert is_mounted(sh.mount_point)
        for call in (os.listdir, os.stat, os.lstat, Path.is_dir, Path.exists):
            assert errno_of(call, sh.mount_point) == errno.EIO  # pathlib raises it too (3.11)
    assert not is_mounted(tmp_path / "nas")


@needs_share
def test_kill_client_leaves_a_dead_mount_that_fails_with_enotconn(share: SshShare) -> None:
    share.kill_client()
    assert is_mounted(share.mount_point)
    assert errno_of(os.listdir, share.mount_point) == errno.ENOTCONN
    assert errno_of(os.stat, share.mount_point) == errno.ENOTCONN
    assert errno_of(Path.is_dir, share.mount_point) == errno.ENOTCONN


@needs_share
def test_hang_blocks_a_listing_until_resume(tmp_path: Path) -> None:
    with SshShare(tmp_path / "nas", keepalive=None) as sh:
        fill(sh.export)
        assert listing(sh.mount_point) == set(FILES)
        sh.hang()
        answer: list[object] = []

        def list_share() -> None:
            try:
                answer.append(sorted(os.listdir(sh.mount_point)))
            except OSError as exc:
                answer.append(exc)

        worker = threading.Thread(target=list_share, daemon=True)
        worker.start()
        worker.join(2.0)
        assert worker.is_alive(), f"the listing returned while the server hung: {answer}"
        sh.resume()
        worker.join(10.0)
        assert not worker.is_alive()
        assert answer == [["a.txt", "notes", "private"]]


@needs_share
def test_a_daemon_thread_blocked_on_a_hung_share_does_not_hold_the_exit(tmp_path: Path) -> None:
    with SshShare(tmp_path / "nas", keepalive=None) as sh:
        fill(sh.export)
        sh.hang()
        code = (
            "import os, sys, threading, time\n"
            "threading.Thread(target=os.listdir, args=[sys.argv[1]], daemon=True).start()\n"
            "time.sleep(0.5)\n"
        )
        done = subprocess.run(
            [sys.executable, "-c", code, str(sh.mount_point / "notes")], timeout=10, check=False
        )
        assert done.returncode == 0


@needs_share
def test_hang_with_the_default_keepalives_fails_with_eio_within_a_few_seconds(share: SshShare) -> None:
    share.hang()
    # EIO when sshfs answers the waiting call, ENOTCONN when it exits first
    assert errno_of(os.listdir, share.mount_point) in {errno.EIO, errno.ENOTCONN}
    assert share.sshfs is not None
    share.sshfs.wait(timeout=10)
    assert not is_mounted(share.mount_point)  # sshfs gave up and unmounted
    share.restore()
    assert listing(share.mount_point) == set(FILES)


@needs_share
def test_leaving_the_block_while_hung_resumes_unmounts_and_stops_the_server(tmp_path: Path) -> None:
    with SshShare(tmp_path / "nas", keepalive=None) as sh:
        sh.hang()
        pids = sh.server_pids()
        assert pids
    assert not is_mounted(tmp_path / "nas")
    assert not any(running(pid) for pid in pids)
    assert not sh.base.exists()
