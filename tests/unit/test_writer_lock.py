"""The writer's lock file is opened without following a link (#43 item 11): a ``writer.lock``
planted as a symbolic or hard link to another file is replaced by a file of its own, and the
other file keeps every byte. Real files, real links, real flock."""

from __future__ import annotations

import os
import stat
from pathlib import Path

import pytest

from desktop_search.core.store.writer_lock import LOCK_NAME, IndexBusy, UnsafeLockFile, WriterLock, holder_of

posix_only = pytest.mark.skipif(os.name != "posix", reason="POSIX links and owners")

PRECIOUS = "keep me: the user's own notes, not a lock\n" * 20


@pytest.fixture
def data_dir(tmp_path: Path) -> Path:
    folder = tmp_path / "data"
    folder.mkdir(mode=0o700)
    return folder


def _assert_a_lock_file_of_its_own(lock_path: Path) -> None:
    info = os.lstat(lock_path)
    assert stat.S_ISREG(info.st_mode)  # no longer a link
    assert info.st_nlink == 1
    assert stat.S_IMODE(info.st_mode) & 0o077 == 0


@posix_only
def test_a_planted_symlink_is_replaced_and_its_target_keeps_its_content(
    data_dir: Path, tmp_path: Path
) -> None:
    target = tmp_path / "notes.txt"
    target.write_text(PRECIOUS, encoding="utf-8")
    (data_dir / LOCK_NAME).symlink_to(target)

    lock = WriterLock(data_dir, what="desktop-search index")
    lock.acquire()
    try:
        assert target.read_text(encoding="utf-8") == PRECIOUS  # not truncated, not written
        _assert_a_lock_file_of_its_own(data_dir / LOCK_NAME)
        assert f"pid {os.getpid()}" in holder_of(data_dir / LOCK_NAME)
        with pytest.raises(IndexBusy):  # and it still excludes a second writer
            WriterLock(data_dir, what="desktop-search watch").acquire()
    finally:
        lock.release()
    assert target.read_text(encoding="utf-8") == PRECIOUS  # release truncates its own file only


@posix_only
def test_a_dangling_symlink_does_not_create_its_target(data_dir: Path, tmp_path: Path) -> None:
    target = tmp_path / "elsewhere" / "created-by-us"
    target.parent.mkdir()
    (data_dir / LOCK_NAME).symlink_to(target)
    with WriterLock(data_dir, what="desktop-search index"):
        assert not target.exists()
        _assert_a_lock_file_of_its_own(data_dir / LOCK_NAME)


@posix_only
def test_a_planted_hard_link_is_replaced_and_the_other_name_keeps_its_content(
    data_dir: Path, tmp_path: Path
) -> None:
    other = tmp_path / "letter.txt"
    other.write_text(PRECIOUS, encoding="utf-8")
    os.link(other, data_dir / LOCK_NAME)
    with WriterLock(data_dir, what="desktop-search index"):
        assert other.read_text(encoding="utf-8") == PRECIOUS
        _assert_a_lock_file_of_its_own(data_dir / LOCK_NAME)
    assert other.read_text(encoding="utf-8") == PRECIOUS
    assert os.stat(other).st_nlink == 1


@posix_only
def test_holder_of_reads_no_link(data_dir: Path, tmp_path: Path) -> None:
    target = tmp_path / "lock-like.json"
    target.write_text('{"pid": 4242, "what": "a planted note", "since": 0}', encoding="utf-8")
    (data_dir / LOCK_NAME).symlink_to(target)
    assert holder_of(data_dir / LOCK_NAME) == "another desktop-search process"


def test_something_that_cannot_be_replaced_is_a_clear_error(data_dir: Path) -> None:
    (data_dir / LOCK_NAME).mkdir()
    (data_dir / LOCK_NAME / "inside.txt").write_text(PRECIOUS, encoding="utf-8")
    with pytest.raises(
        UnsafeLockFile, match=r"writer\.lock is a folder, not the index.s lock file: remove it"
    ):
        WriterLock(data_dir, what="desktop-search index").acquire()
    assert (data_dir / LOCK_NAME / "inside.txt").read_text(encoding="utf-8") == PRECIOUS


def test_an_ordinary_lock_file_is_kept(data_dir: Path) -> None:
    lock = WriterLock(data_dir, what="desktop-search index")
    lock.acquire()
    lock.release()
    before = os.stat(data_dir / LOCK_NAME).st_ino
    with WriterLock(data_dir, what="desktop-search index"):
        assert os.stat(data_dir / LOCK_NAME).st_ino == before  # the same file, not made again
