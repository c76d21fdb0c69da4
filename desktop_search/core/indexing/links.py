"""Links are never followed: is a path a symbolic link, or reached through one? (See :mod:`.watcher`.)"""

from __future__ import annotations

import os
import stat
from pathlib import Path

_JUNCTION_TAG = 0xA0000003  # IO_REPARSE_TAG_MOUNT_POINT: a Windows junction, followed like a link


def reached_through_link(path: Path, root: Path) -> bool:
    """Is ``path``, or a folder between ``root`` and it, a symbolic link or a Windows junction?

    The full scan never follows links, so such a path is never indexed: a link may
    lead outside the chosen folders, into a loop, or to a file indexed under its own
    name already. ``root`` itself is the user's choice and is not checked. A path
    outside ``root`` counts as linked. The check stops at the first part that does
    not exist (nothing below it can be reached).
    """
    try:
        parts = path.relative_to(root).parts
    except ValueError:
        return True
    current = root
    for part in parts:
        current = current / part
        try:
            st = os.lstat(current)
        except OSError:
            return False
        if stat.S_ISLNK(st.st_mode) or getattr(st, "st_reparse_tag", 0) == _JUNCTION_TAG:
            return True
    return False
