"""Finding the user's mail to offer it ("Add my mail", #23): Thunderbird profiles (also Snap and
Flatpak homes), Evolution, KMail and a Maildir, on folders laid out as those programs lay them out."""

from __future__ import annotations

import mailbox
from pathlib import Path

from desktop_search.core.indexing.mailplaces import MailPlace, find_mail, not_yet_chosen


def _mbox(path: Path) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(b"From a@example.org Tue Apr 14 09:30:00 2026\nSubject: x\n\nbody\n")


def test_thunderbird_evolution_kmail_and_maildir_are_found(tmp_path: Path) -> None:
    home = tmp_path / "home"
    _mbox(home / ".thunderbird" / "ab12.default-release" / "Mail" / "Local Folders" / "Inbox")
    _mbox(home / ".thunderbird" / "ab12.default-release" / "ImapMail" / "imap.example.org" / "INBOX")
    (home / ".thunderbird" / "ab12.default-release" / "Mail").mkdir(exist_ok=True)
    (home / ".thunderbird" / "zz.empty").mkdir(parents=True)  # a profile without mail: nothing offered
    _mbox(
        home
        / "snap"
        / "thunderbird"
        / "common"
        / ".thunderbird"
        / "x.default"
        / "Mail"
        / "Local Folders"
        / "Inbox"
    )
    (home / ".local" / "share" / "evolution" / "mail").mkdir(parents=True)
    mailbox.Maildir(home / ".local" / "share" / "evolution" / "mail" / "local", create=True)
    (home / ".local" / "share" / "local-mail").mkdir(parents=True)
    mailbox.Maildir(home / ".local" / "share" / "local-mail" / "inbox", create=True)
    mailbox.Maildir(home / "Maildir", create=True).add(b"Subject: hi\n\nthere")
    (home / "Mail").mkdir()  # a folder named Mail without mail in it: not offered
    (home / "Mail" / "notes.txt").write_text("not mail")
    found = find_mail(home, platform="linux", environ={})
    assert [(p.program, p.path.relative_to(home).as_posix()) for p in found] == [
        ("Thunderbird", ".thunderbird/ab12.default-release/Mail"),
        ("Thunderbird", ".thunderbird/ab12.default-release/ImapMail"),
        ("Thunderbird", "snap/thunderbird/common/.thunderbird/x.default/Mail"),
        ("Evolution", ".local/share/evolution/mail"),
        ("KMail", ".local/share/local-mail"),
        ("Mail folder", "Maildir"),
    ]


def test_windows_and_macos_places(tmp_path: Path) -> None:
    home = tmp_path / "home"
    appdata = tmp_path / "AppData" / "Roaming"
    _mbox(appdata / "Thunderbird" / "Profiles" / "p.default" / "Mail" / "Local Folders" / "Inbox")
    (home / "Documents" / "Outlook Files").mkdir(parents=True)
    (home / "Documents" / "Outlook Files" / "archive.pst").write_bytes(b"!BDN")
    found = find_mail(home, platform="win32", environ={"APPDATA": str(appdata)})
    assert [p.program for p in found] == ["Thunderbird", "Outlook"]
    (home / "Library" / "Mail" / "V10").mkdir(parents=True)
    assert [p.program for p in find_mail(home, platform="darwin", environ={})] == ["Apple Mail"]


def test_only_what_no_chosen_folder_holds_is_offered(tmp_path: Path) -> None:
    profile = tmp_path / ".thunderbird" / "p" / "Mail"
    maildir = tmp_path / "Maildir"
    places = [MailPlace("Thunderbird", profile), MailPlace("Mail folder", maildir)]
    # The home folder holds ~/Maildir, not the hidden profile (hidden folders are skipped).
    assert not_yet_chosen(places, [str(tmp_path)]) == [places[0]]
    assert not_yet_chosen(places, [str(profile)]) == [places[1]]
    assert not_yet_chosen(places, []) == places
