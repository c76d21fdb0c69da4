"""This installation of the app as other programs start it: its id on the desktop, its command."""

from __future__ import annotations

import sys
from pathlib import Path

#: The app's id on the desktop: its desktop entry, AppStream metainfo, D-Bus names.
APP_ID = "io.github.desktop_search.DesktopSearch"


def app_command(*args: str) -> list[str]:
    """How to run this installation of the app with ``args`` (the packaged app or the module)."""
    if getattr(sys, "frozen", False):  # the packaged app
        exe = Path(sys.executable)
        windowed = exe.with_name("desktop-search-gui.exe")  # no console window flashing at login
        if sys.platform == "win32" and windowed.is_file() and "gui" in args:
            exe = windowed
        return [str(exe), *args]
    return [sys.executable, "-m", "desktop_search", *args]
