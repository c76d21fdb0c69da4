"""What kind of name or filesystem a path is: temporary files, network mounts.

The watcher uses these to ignore editor swap files, Office locks and partial
downloads, and to poll instead of waiting for events on network filesystems
(where change events do not arrive).
"""

from __future__ import annotations

import os
import re
import sys
from dataclasses import dataclass
from pathlib import Path

NETWORK_FSTYPES = frozenset(
    {
        "nfs", "nfs4", "cifs", "smb3", "smbfs", "sshfs", "fuse.sshfs", "9p", "drvfs",
        "davfs", "fuse.davfs2", "fuse.gvfsd-fuse", "fuse.rclone", "afs", "ceph", "glusterfs",
    }
)  # fmt: skip

_TEMP_NAME = re.compile(
    r"""^(?:
        \..*\.sw[a-p]        # vim swap files
        | .*~                # backups
        | \.\#.*             # emacs locks
        | \#.*\#             # emacs autosaves
        | ~\$.*              # MS Office owner files
        | \.~lock\..*\#      # LibreOffice locks
        | .*\.(?:part|crdownload|download|partial|tmp|temp)  # downloads, temporaries
        | \.ds_store | thumbs\.db | desktop\.ini
    )$""",
    re.VERBOSE | re.IGNORECASE | re.DOTALL,
)
# Safari downloads into a "name.download" folder; ignore its contents too.
_TEMP_DIR_SUFFIXES = (".download", ".crdownload", ".part", ".partial")


def is_temporary(path: Path, root: Path, *, is_dir: bool = False) -> bool:
    """Is ``path`` a temporary/partial file, or (in) a hidden folder below ``root``?"""
    try:
        parts = path.relative_to(root).parts
    except ValueError:
        parts = path.parts[-1:]
    if not parts:
        return False
    folders = parts if is_dir else parts[:-1]
    if any(part.startswith(".") or part.lower().endswith(_TEMP_DIR_SUFFIXES) for part in folders):
        return True
    return _TEMP_NAME.match(parts[-1]) is not None


def _unescape_mount(field_text: str) -> str:
    return re.sub(r"\\([0-7]{3})", lambda m: chr(int(m[1], 8)), field_text)


@dataclass(frozen=True)
class MountEntry:
    source: str
    mount_point: str
    fstype: str


def mount_entries(mounts: str | None = None) -> list[MountEntry]:
    """The mount table (``/proc/self/mounts`` on Linux; ``mounts`` is its text, for tests)."""
    if mounts is None:
        try:
            mounts = Path("/proc/self/mounts").read_text(encoding="utf-8", errors="replace")
        except OSError:
            return []
    entries = []
    for line in mounts.splitlines():
        fields = line.split()
        if len(fields) >= 3:
            entries.append(MountEntry(_unescape_mount(fields[0]), _unescape_mount(fields[1]), fields[2]))
    return entries


def filesystem_type(path: Path, *, mounts: str | None = None) -> str | None:
    """The type of the filesystem holding ``path`` per ``/proc/self/mounts`` (Linux), or None.

    Reads the mount table only: ``path`` itself is never touched (it may be on a hung share).
    """
    target = os.path.normpath(os.path.abspath(path))
    best: tuple[int, str] | None = None
    for entry in mount_entries(mounts):
        prefix = entry.mount_point.rstrip("/") + "/"
        if (target == entry.mount_point or target.startswith(prefix)) and (
            best is None or len(entry.mount_point) >= best[0]
        ):
            best = (len(entry.mount_point), entry.fstype)
    return best[1] if best else None


def is_network_filesystem(path: Path) -> bool:
    """Obvious cases of a filesystem whose change events do not arrive (network, 9p)."""
    if sys.platform == "win32":
        text = str(path)
        if text.startswith("\\\\"):
            return True
        import ctypes

        drive = os.path.splitdrive(os.path.abspath(text))[0] + "\\"
        return bool(ctypes.windll.kernel32.GetDriveTypeW(drive) == 4)  # DRIVE_REMOTE
    if sys.platform.startswith("linux"):
        return filesystem_type(path) in NETWORK_FSTYPES
    return False  # macOS/BSD: not detected; reconciliation covers it
