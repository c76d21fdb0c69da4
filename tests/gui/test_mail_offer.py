"""A user with Thunderbird (#23): the first run offers "Add my mail" with the folder it found, adds
nothing until the click, then each message is a result of its own, shown by its subject and
sender, with its store as its folder."""

from __future__ import annotations

import mailbox
import os
import tempfile
import time
from email.message import EmailMessage
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from desktop_search.ui.opening import ResultOpener
from desktop_search.ui.result_delegate import HTML_ROLE, RESULT_ROLE


@pytest.fixture
def thunderbird_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    home = tmp_path / "user"
    mail = home / ".thunderbird" / "k3x9.default-release" / "Mail" / "Local Folders"
    mail.mkdir(parents=True)
    box = mailbox.mbox(mail / "Inbox")
    msg = EmailMessage()
    msg["From"] = "Harbourside Roofing <office@roofing.example>"
    msg["To"] = "me@example.org"
    msg["Subject"] = "Your repair"
    msg["Date"] = "Tue, 14 Apr 2026 09:30:00 +0100"
    msg["Message-ID"] = "<repair-1@roofing.example>"
    msg.set_content("We replaced the cracked slates above the bathroom and sealed the chimney flashing.")
    box.add(msg)
    box.flush()
    box.close()
    (mail / "Inbox.msf").write_text("// mork")
    monkeypatch.setenv("HOME", str(home))
    return home


@pytest.fixture
def own_temp(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """The system's temporary folder, for this test (where a message is copied to open it)."""
    folder = tmp_path / "tmp"
    folder.mkdir()
    monkeypatch.setattr(tempfile, "tempdir", str(folder))
    return folder


@pytest.fixture
def crashed_copy(own_temp: Path) -> Path:
    """A message copy an app that crashed two hours ago left behind (#43 item 10), in the test's
    own temporary folder."""
    folder = own_temp / "desktop-search-message-crashed"
    folder.mkdir(mode=0o700)
    (folder / "Old.eml").write_bytes(b"Subject: Old\n\nForgotten.\n")
    hours_ago = time.time() - 7200
    os.utime(folder, (hours_ago, hours_ago))
    return folder


def test_add_my_mail_is_offered_and_adds_the_profile_on_a_click(
    qtbot, thunderbird_home: Path, crashed_copy: Path, desktop_app, monkeypatch
) -> None:
    win = desktop_app.window
    profile_mail = thunderbird_home / ".thunderbird" / "k3x9.default-release" / "Mail"
    qtbot.waitUntil(lambda: win.mail_offer.isVisibleTo(win), timeout=10_000)
    assert "Thunderbird" in win.mail_offer_text.text()
    assert str(profile_mail) in win.mail_offer_text.text()
    assert win.folders == []  # nothing added without the click

    with qtbot.waitSignal(desktop_app.worker.indexing_finished, timeout=180_000):
        qtbot.mouseClick(win.mail_offer_add, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: win.folders == [str(profile_mail)], timeout=10_000)
    qtbot.waitUntil(lambda: not win.mail_offer.isVisibleTo(win), timeout=10_000)

    with qtbot.waitSignal(desktop_app.worker.results_ready, timeout=30_000):
        qtbot.keyClicks(win.search_box, "roof tiles fixed")
        qtbot.keyClick(win.search_box, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: win.results.count() > 0, timeout=10_000)
    item = win.results.item(0)
    result = item.data(RESULT_ROLE)
    assert result.subject == "Your repair"
    assert result.store == str(profile_mail / "Local Folders" / "Inbox")
    row = item.data(HTML_ROLE)
    assert "<b>Your repair</b>" in row
    assert "Harbourside Roofing" in row
    assert item.text().startswith("Your repair\n")
    preview = win.document_preview.browser.toPlainText()
    assert "Harbourside Roofing" in preview
    assert f"in {result.store}" in preview
    assert ".eml" not in preview  # the made-up name the index keeps the message by is not shown

    # Enter opens the message itself: an .eml copy, private, handed to the default mail program.
    opened: list[str] = []
    monkeypatch.setattr(ResultOpener, "open_path", staticmethod(lambda path: opened.append(path) or True))
    win.results.setCurrentRow(0)
    win.results.setFocus()
    qtbot.keyClick(win.results, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: bool(opened), timeout=5_000)
    copy = Path(opened[0])
    assert copy.suffix == ".eml"
    assert copy.stat().st_mode & 0o777 == 0o600
    assert b"Subject: Your repair" in copy.read_bytes()
    assert b"cracked slates" in copy.read_bytes()
    # Copies are not left behind (#43 item 10): one a crash left went when the app started, and
    # this one goes when the app quits.
    own_temp = crashed_copy.parent
    assert copy.parent.parent == own_temp
    assert not crashed_copy.exists()
    desktop_app.shutdown()
    assert not copy.parent.exists()
    assert list(own_temp.iterdir()) == []


def test_not_now_hides_the_mail_offer(qtbot, thunderbird_home: Path, desktop_app) -> None:
    win = desktop_app.window
    qtbot.waitUntil(lambda: win.mail_offer.isVisibleTo(win), timeout=10_000)
    qtbot.mouseClick(win.mail_offer_later, Qt.MouseButton.LeftButton)
    assert not win.mail_offer.isVisibleTo(win)
    assert win.folders == []


def test_settings_offers_add_my_mail_too(qtbot, thunderbird_home: Path, desktop_app, monkeypatch) -> None:
    from desktop_search.app import DesktopApp

    win = desktop_app.window
    profile_mail = str(thunderbird_home / ".thunderbird" / "k3x9.default-release" / "Mail")
    qtbot.waitUntil(lambda: win.last_status is not None and bool(win.last_status.mail_found), timeout=10_000)
    seen: list[list[str]] = []

    def drive(dialog) -> bool:
        assert dialog.add_mail.isVisibleTo(dialog)
        assert profile_mail in dialog.add_mail.toolTip()
        qtbot.mouseClick(dialog.add_mail, Qt.MouseButton.LeftButton)
        seen.append(dialog.folder_paths())
        assert not dialog.add_mail.isVisibleTo(dialog)
        return True  # OK: the mail folders are added

    monkeypatch.setattr(DesktopApp, "run_dialog", staticmethod(drive))
    with qtbot.waitSignal(desktop_app.worker.indexing_finished, timeout=180_000):
        desktop_app.edit_settings()
    assert seen == [[profile_mail]]
    qtbot.waitUntil(lambda: win.folders == [profile_mail], timeout=10_000)
