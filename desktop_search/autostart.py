"""Start at login: the platform's own mechanism, switched on and off from the settings.

* Linux and other XDG desktops: a desktop entry in ``$XDG_CONFIG_HOME/autostart``.
* macOS: a LaunchAgent property list in ``~/Library/LaunchAgents``.
* Windows: a value under ``HKCU\\Software\\Microsoft\\Windows\\CurrentVersion\\Run``.

The app started this way opens in the tray (``gui --hidden``) and keeps the
index current without putting a window in the user's face.
"""

from __future__ import annotations

import contextlib
import os
import plistlib
import sys
from pathlib import Path

from .core.program import APP_ID, app_command

_RUN_KEY = r"Software\Microsoft\Windows\CurrentVersion\Run"


def launch_command() -> list[str]:
    """How to start this installation of the app, hidden in the tray."""
    return app_command("gui", "--hidden")


def entry_path() -> Path:
    """Where the start-at-login entry lives on this platform (Windows: a registry value)."""
    if sys.platform == "darwin":
        return Path.home() / "Library" / "LaunchAgents" / f"{APP_ID}.plist"
    if sys.platform == "win32":
        return Path(f"HKCU\\{_RUN_KEY}\\DesktopSearch")
    config = os.environ.get("XDG_CONFIG_HOME") or str(Path.home() / ".config")
    return Path(config) / "autostart" / f"{APP_ID}.desktop"


def enabled() -> bool:
    if sys.platform == "win32":
        return _windows_value() is not None
    return entry_path().is_file()


def set_enabled(on: bool) -> None:
    """Create or remove the entry; raises OSError with the platform's reason when it cannot."""
    if sys.platform == "win32":
        _windows_set(on)
        return
    path = entry_path()
    if not on:
        path.unlink(missing_ok=True)
        return
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(path.name + ".tmp")
    if sys.platform == "darwin":
        plist = {"Label": APP_ID, "ProgramArguments": launch_command(), "RunAtLoad": True}
        tmp.write_bytes(plistlib.dumps(plist))
    else:
        tmp.write_text(_desktop_entry(launch_command()), encoding="utf-8")
    os.replace(tmp, path)


def _desktop_entry(command: list[str]) -> str:
    return "\n".join(
        [
            "[Desktop Entry]",
            "Type=Application",
            "Name=Desktop Search",
            "Comment=Keeps your file index current and ready to search",
            f"Exec={_exec_line(command)}",
            "Icon=desktop-search",
            "Terminal=false",
            "X-GNOME-Autostart-enabled=true",
            "",
        ]
    )


def _exec_line(command: list[str]) -> str:
    """Quote an argument list as the Desktop Entry spec wants (double quotes, escaped specials)."""

    def quote(arg: str) -> str:
        if arg and not any(c in arg for c in " \t\n\"'\\><~|&;$*?#()`="):
            return arg
        escaped = arg.replace("\\", "\\\\").replace('"', '\\"').replace("`", "\\`").replace("$", "\\$")
        return f'"{escaped}"'

    return " ".join(quote(a).replace("%", "%%") for a in command)


def _windows_value() -> str | None:  # pragma: no cover - Windows only
    import winreg  # type: ignore[import-not-found]

    try:
        with winreg.OpenKey(winreg.HKEY_CURRENT_USER, _RUN_KEY) as key:
            return str(winreg.QueryValueEx(key, "DesktopSearch")[0])
    except FileNotFoundError:
        return None


def _windows_set(on: bool) -> None:  # pragma: no cover - Windows only
    import winreg  # type: ignore[import-not-found]

    with winreg.CreateKey(winreg.HKEY_CURRENT_USER, _RUN_KEY) as key:
        if on:
            command = " ".join(f'"{a}"' if " " in a else a for a in launch_command())
            winreg.SetValueEx(key, "DesktopSearch", 0, winreg.REG_SZ, command)
        else:
            with contextlib.suppress(FileNotFoundError):
                winreg.DeleteValue(key, "DesktopSearch")
