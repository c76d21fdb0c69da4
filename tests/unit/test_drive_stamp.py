"""A drive's change stamp reads the writer's mark without following what a stranger planted there."""

from __future__ import annotations

import os
import threading
from pathlib import Path

from desktop_search.core.elsewhere import drive_copying
from desktop_search.core.elsewhere.drive_copying import WRITTEN_MARK


def _index(tmp_path: Path) -> Path:
    db = tmp_path / "index" / "index.sqlite3"
    db.parent.mkdir()
    db.write_bytes(b"SQLite format 3\x00")
    return db


def test_a_mark_linked_to_a_users_file_is_not_read(tmp_path: Path) -> None:
    db = _index(tmp_path)
    secret = tmp_path / "thesis.txt"
    secret.write_text("my secret thesis text")
    (db.parent / WRITTEN_MARK).symlink_to(secret)
    stamp = drive_copying._stamp(db, None, None)
    assert "secret" not in stamp


def test_a_mark_that_is_a_fifo_never_blocks_the_puller(tmp_path: Path) -> None:
    db = _index(tmp_path)
    os.mkfifo(db.parent / WRITTEN_MARK)
    stamps: list[str] = []
    reader = threading.Thread(target=lambda: stamps.append(drive_copying._stamp(db, None, None)), daemon=True)
    reader.start()
    reader.join(5)
    blocked = reader.is_alive()
    if blocked:  # let the blocked open() go, so that the thread ends
        os.close(os.open(db.parent / WRITTEN_MARK, os.O_WRONLY | os.O_NONBLOCK))
        reader.join(5)
    assert not blocked, "reading the writer's mark blocked on a FIFO planted on the drive"
    assert len(stamps) == 1
