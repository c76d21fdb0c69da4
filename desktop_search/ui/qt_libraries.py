"""Can Qt's X11 platform plugin load here? Asked before the QApplication exists.

Without the system's xcb libraries (a fresh Debian lacks ``libxcb-cursor0``, ``libxcb-icccm4``
and friends) Qt prints "could not load the Qt platform plugin" and aborts with a core dump. This
module finds what the plugin cannot load, so the app can say in one line what is missing and how
to install it. It imports only ``PySide6.QtCore`` (no platform plugin is loaded by that).
"""

from __future__ import annotations

import ctypes
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

#: Sonames whose Debian/Ubuntu package name the rule in :func:`debian_package` gets wrong.
DEBIAN_PACKAGES = {
    "libEGL.so.1": "libegl1",
    "libGL.so.1": "libgl1",
    "libOpenGL.so.0": "libopengl0",
    "libglib-2.0.so.0": "libglib2.0-0",
    "libgthread-2.0.so.0": "libglib2.0-0",
    "libfontconfig.so.1": "libfontconfig1",
    "libfreetype.so.6": "libfreetype6",
    "libX11.so.6": "libx11-6",
    "libX11-xcb.so.1": "libx11-xcb1",
    "libdbus-1.so.3": "libdbus-1-3",
}
#: The same libraries on Fedora (dnf), for the message on an RPM-based system.
FEDORA_PACKAGES = {
    "libxcb-cursor.so.0": "xcb-util-cursor",
    "libxcb-icccm.so.4": "xcb-util-wm",
    "libxcb-image.so.0": "xcb-util-image",
    "libxcb-keysyms.so.1": "xcb-util-keysyms",
    "libxcb-render-util.so.0": "xcb-util-renderutil",
    "libxkbcommon-x11.so.0": "libxkbcommon-x11",
    "libxkbcommon.so.0": "libxkbcommon",
    "libEGL.so.1": "libglvnd-egl",
    "libGL.so.1": "libglvnd-glx",
    "libOpenGL.so.0": "libglvnd-opengl",
    "libfontconfig.so.1": "fontconfig",
    "libdbus-1.so.3": "dbus-libs",
    "libX11-xcb.so.1": "libX11-xcb",
}
_NOT_FOUND = re.compile(r"^\s*(\S+)\s+=>\s+not found", re.MULTILINE)


def debian_package(soname: str) -> str:
    """The Debian/Ubuntu package that ships ``soname`` (``libxcb-cursor.so.0`` -> ``libxcb-cursor0``)."""
    if soname in DEBIAN_PACKAGES:
        return DEBIAN_PACKAGES[soname]
    stem, _, version = soname.partition(".so.")
    stem, version = stem.lower(), version.split(".")[0]
    return f"{stem}-{version}" if stem[-1:].isdigit() else f"{stem}{version}"


def fedora_package(soname: str) -> str:
    return FEDORA_PACKAGES.get(soname, soname.partition(".so")[0])


def uses_xcb(environ: dict[str, str] | os._Environ[str] = os.environ) -> bool:
    """Whether Qt will load its xcb (X11) plugin: on Linux/BSD with X and no Wayland session."""
    if not (sys.platform.startswith("linux") or "bsd" in sys.platform):
        return False
    platform = environ.get("QT_QPA_PLATFORM", "")
    if platform:
        return platform.split(":")[0] == "xcb"
    return bool(environ.get("DISPLAY")) and not environ.get("WAYLAND_DISPLAY")


def xcb_plugin() -> Path | None:
    """Qt's xcb platform plugin file, where this Qt keeps its plugins (also in the frozen app)."""
    from PySide6.QtCore import QLibraryInfo

    plugins = Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.PluginsPath))
    found = sorted((plugins / "platforms").glob("libqxcb*.so*"))
    return found[0] if found else None


def missing_libraries(plugin: Path) -> list[str]:
    """Sonames that ``plugin`` (and what it links) needs and the system cannot provide."""
    ldd = shutil.which("ldd")
    if ldd is not None:
        out = subprocess.run([ldd, str(plugin)], check=False, capture_output=True, text=True, timeout=30)
        return sorted(set(_NOT_FOUND.findall(out.stdout + out.stderr)))
    try:  # no ldd: the dynamic loader names the first library it misses
        ctypes.CDLL(str(plugin))
    except OSError as exc:
        name = re.match(r"^([^:]+\.so[.\d]*):", str(exc).split(": ", 1)[-1])
        return [name.group(1)] if name else [str(exc)]
    return []


def problem(environ: dict[str, str] | os._Environ[str] = os.environ) -> str:
    """One line that names what keeps Qt's X11 plugin from loading and how to install it, or ""."""
    if not uses_xcb(environ):
        return ""
    plugin = xcb_plugin()
    if plugin is None:
        return ""  # a Qt without the plugin: Qt's own message names the platforms it has
    missing = missing_libraries(plugin)
    if not missing:
        return ""
    debian = " ".join(dict.fromkeys(debian_package(s) for s in missing))
    fedora = " ".join(dict.fromkeys(fedora_package(s) for s in missing))
    return (
        f"desktop-search: the window cannot open: Qt's X11 support needs {', '.join(missing)}, which "
        f"this system lacks. Install them (Debian/Ubuntu: sudo apt-get install {debian}; "
        f"Fedora: sudo dnf install {fedora}), or use the command line (desktop-search --help)."
    )
