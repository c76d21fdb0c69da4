"""Where a person's mail programs keep their mail on this computer, to offer as folders.

Nothing is added by this module: the window offers what it finds ("Add my mail") and adds it
only when the user clicks. Looked for, by platform (each only where it exists and holds
something):

* Thunderbird: every profile's ``Mail`` (local folders, POP) and ``ImapMail`` (IMAP copies)
  folder, in the usual profile places: ``~/.thunderbird`` and its Snap and Flatpak homes on
  Linux, ``~/Library/Thunderbird/Profiles`` on macOS, ``%APPDATA%\\Thunderbird\\Profiles`` on
  Windows.
* Evolution: ``$XDG_DATA_HOME/evolution/mail`` (Maildir and its IMAP caches).
* KMail: ``$XDG_DATA_HOME/local-mail`` (Maildir).
* mutt, neomutt, offlineimap, mbsync: ``~/Maildir`` and ``~/Mail`` when they hold Maildir
  folders or mbox files.
* Apple Mail: ``~/Library/Mail`` (macOS).
* Outlook: ``Documents\\Outlook Files`` (PST) and ``%LOCALAPPDATA%\\Microsoft\\Outlook`` (OST).
"""

from __future__ import annotations

import os
import sys
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path


@dataclass(frozen=True)
class MailPlace:
    """A folder of mail found on this computer: which program keeps it, and where."""

    program: str
    path: Path

    @property
    def label(self) -> str:
        return f"{self.program}: {self.path}"


def _thunderbird_roots(home: Path, platform: str, environ: Mapping[str, str]) -> list[Path]:
    if platform == "win32":
        appdata = environ.get("APPDATA")
        return [Path(appdata) / "Thunderbird" / "Profiles"] if appdata else []
    if platform == "darwin":
        return [home / "Library" / "Thunderbird" / "Profiles"]
    return [
        home / ".thunderbird",
        home / "snap" / "thunderbird" / "common" / ".thunderbird",
        home / ".var" / "app" / "org.mozilla.Thunderbird" / ".thunderbird",
        home / ".var" / "app" / "net.thunderbird.Thunderbird" / ".thunderbird",
    ]


def _holds_anything(path: Path) -> bool:
    try:
        with os.scandir(path) as entries:
            return any(True for _ in entries)
    except OSError:
        return False


def _holds_mail(path: Path) -> bool:
    """A folder of Maildir folders (cur/new/tmp) or mbox files, a level or two down."""
    try:
        with os.scandir(path) as entries:
            for entry in entries:
                if entry.is_dir(follow_symlinks=False):
                    if entry.name in ("cur", "new") or (Path(entry.path) / "cur").is_dir():
                        return True
                elif entry.is_file(follow_symlinks=False):
                    with open(entry.path, "rb") as fh:
                        if fh.read(5) == b"From ":
                            return True
    except OSError:
        return False
    return False


def find_mail(
    home: Path | None = None,
    *,
    platform: str = sys.platform,
    environ: Mapping[str, str] | None = None,
) -> list[MailPlace]:
    """The mail folders found for the user whose home is ``home`` (no file is read but a few
    first bytes; nothing is changed)."""
    home = home or Path.home()
    env = os.environ if environ is None else environ
    found: list[MailPlace] = []
    for root in _thunderbird_roots(home, platform, env):
        try:
            profiles = sorted(p for p in root.iterdir() if p.is_dir())
        except OSError:
            continue
        for profile in profiles:
            for name in ("Mail", "ImapMail"):
                if _holds_anything(profile / name):
                    found.append(MailPlace("Thunderbird", profile / name))
    if platform not in ("win32", "darwin"):
        data = Path(env.get("XDG_DATA_HOME") or home / ".local" / "share")
        for program, path in (("Evolution", data / "evolution" / "mail"), ("KMail", data / "local-mail")):
            if _holds_anything(path):
                found.append(MailPlace(program, path))
    if platform == "darwin" and _holds_anything(home / "Library" / "Mail"):
        found.append(MailPlace("Apple Mail", home / "Library" / "Mail"))
    if platform == "win32":
        for path in (home / "Documents" / "Outlook Files",):
            if _holds_anything(path):
                found.append(MailPlace("Outlook", path))
        local = env.get("LOCALAPPDATA")
        if local and _holds_anything(Path(local) / "Microsoft" / "Outlook"):
            found.append(MailPlace("Outlook", Path(local) / "Microsoft" / "Outlook"))
    for name in ("Maildir", "Mail", "mail"):
        path = home / name
        if path.is_dir() and _holds_mail(path) and not any(p.path == path for p in found):
            found.append(MailPlace("Mail folder", path))
    return found


def not_yet_chosen(places: list[MailPlace], folders: list[str]) -> list[MailPlace]:
    """The places that no chosen folder holds already (a chosen home folder skips hidden folders,
    so Thunderbird's profile under ``~/.thunderbird`` is still offered)."""
    chosen = [Path(f) for f in folders]
    out = []
    for place in places:
        held = any(
            place.path == c or (c in place.path.parents and not _hidden_between(c, place.path))
            for c in chosen
        )
        if not held:
            out.append(place)
    return out


def _hidden_between(root: Path, path: Path) -> bool:
    return any(part.startswith(".") for part in path.relative_to(root).parts)
