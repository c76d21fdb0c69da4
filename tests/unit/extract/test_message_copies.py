"""The .eml copies of opened messages are removed (#43 item 10): a process's own when it is done
with them (and an hour-old one when it makes another), and at start what a crash left, never
anything else (another name, a link, another user's folder, a copy being opened right now).
Real mbox files, real folders, real links."""

from __future__ import annotations

import mailbox
import os
import time
from email.message import EmailMessage
from pathlib import Path

import pytest

from desktop_search.core.extract.mailstore import read_store
from desktop_search.core.extract.message_copies import KEEP_S, PREFIX, MessageCopies, remove_leftovers

HOURS_AGO = time.time() - 2 * KEEP_S


def _store(path: Path) -> tuple[Path, list[tuple[str, str]]]:
    """An mbox of two messages, and each one's (location, subject)."""
    box = mailbox.mbox(path)
    for n, body in enumerate(("Meet at the pier at noon.", "The ferry leaves at five.")):
        msg = EmailMessage()
        msg["From"] = f"Person {n} <p{n}@example.org>"
        msg["Subject"] = f"Message {n}"
        msg["Message-ID"] = f"<{n}@example.org>"
        msg.set_content(body)
        box.add(msg)
    box.flush()
    box.close()
    batch = read_store(path, 0, max_chars=100_000)
    return path, [(m.location, m.subject) for m in batch.members]


@pytest.fixture
def temp(tmp_path: Path) -> Path:
    folder = tmp_path / "tmp"
    folder.mkdir()
    return folder


def test_a_process_removes_its_copies_when_it_is_done(tmp_path: Path, temp: Path) -> None:
    store, messages = _store(tmp_path / "Inbox")
    before = store.read_bytes()
    copies = MessageCopies(temp)
    made = [copies.make(store, location, subject=subject) for location, subject in messages]
    assert [p.name for p in made] == ["Message 0.eml", "Message 1.eml"]
    assert all(p.parent.parent == temp and p.parent.name.startswith(PREFIX) for p in made)
    assert b"Meet at the pier" in made[0].read_bytes()
    copies.close()
    assert list(temp.iterdir()) == []
    assert store.read_bytes() == before  # the store itself is never touched
    copies.close()  # again: nothing left to do


def test_a_copy_older_than_an_hour_goes_when_another_is_made(tmp_path: Path, temp: Path) -> None:
    store, messages = _store(tmp_path / "Inbox")
    copies = MessageCopies(temp, keep_s=0.0)  # every copy is "old" at once
    first = copies.make(store, messages[0][0], subject=messages[0][1])
    second = copies.make(store, messages[1][0], subject=messages[1][1])
    assert not first.parent.exists()
    assert second.exists()
    assert MessageCopies(temp).keep_s == KEEP_S


def test_what_a_crash_left_is_removed_at_start_and_nothing_else(tmp_path: Path, temp: Path) -> None:
    crashed = temp / f"{PREFIX}crashed"
    crashed.mkdir(mode=0o700)
    (crashed / "Old.eml").write_bytes(b"Subject: Old\n\nForgotten.\n")
    outside = tmp_path / "outside.txt"
    outside.write_text("the user's file", encoding="utf-8")
    (crashed / "link.eml").symlink_to(outside)  # a link inside is removed, its target kept
    fresh = temp / f"{PREFIX}fresh"  # another process's copy, being opened now
    fresh.mkdir(mode=0o700)
    (fresh / "New.eml").write_bytes(b"Subject: New\n\nReading.\n")
    precious = tmp_path / "precious"
    precious.mkdir()
    (precious / "keep.txt").write_text("keep", encoding="utf-8")
    planted = temp / f"{PREFIX}planted"  # a link with the name: left alone, never followed
    planted.symlink_to(precious)
    a_file = temp / f"{PREFIX}file.eml"  # a file with the name: not a copy's folder
    a_file.write_text("a file", encoding="utf-8")
    other_name = temp / "other-program-folder"
    other_name.mkdir()
    for path in (crashed, planted, a_file, other_name):
        os.utime(path, (HOURS_AGO, HOURS_AGO), follow_symlinks=False)

    assert remove_leftovers(temp) == 1
    assert not crashed.exists()
    assert outside.read_text(encoding="utf-8") == "the user's file"
    assert (fresh / "New.eml").exists()
    assert planted.is_symlink()
    assert (precious / "keep.txt").read_text(encoding="utf-8") == "keep"
    assert a_file.read_text(encoding="utf-8") == "a file"
    assert other_name.is_dir()


@pytest.mark.skipif(os.name != "posix" or os.geteuid() != 0, reason="giving a folder away needs root")
def test_another_users_folder_is_left_alone(temp: Path) -> None:
    theirs = temp / f"{PREFIX}theirs"
    theirs.mkdir()
    (theirs / "Theirs.eml").write_bytes(b"Subject: Theirs\n\n")
    os.chown(theirs, 4321, 4321)
    os.utime(theirs, (HOURS_AGO, HOURS_AGO))
    assert remove_leftovers(temp) == 0
    assert (theirs / "Theirs.eml").exists()


def test_no_temporary_folder_is_no_error(tmp_path: Path) -> None:
    assert remove_leftovers(tmp_path / "missing") == 0
