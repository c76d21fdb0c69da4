"""Whether a search result is safe to open, or is better shown in its folder.

Opening a result hands the file to the desktop's default handler. For a
document that starts the right application; for a program, a script, an
installer or a launcher the handler *runs* it, and a search result is no
place to run something from: ``invoice.pdf.exe`` or ``notes.desktop`` would
start just because it matched a query and Enter was pressed. For such files
:func:`open_action` answers ``"reveal"``: show the file selected in its
folder, where running it is a deliberate second step.

Windows decides by the name: the file types the shell executes, plus
``PATHEXT``. macOS and Linux decide by the types their desktops launch (app
bundles, ``.command``, ``.desktop`` entries, Java archives, and Windows
programs that Wine would run), and by executable files that start like a
program (``#!``, ELF or Mach-O). Only the first bytes of a file are read.
"""

from __future__ import annotations

import os
import stat
import sys
from typing import Literal

OpenAction = Literal["open", "reveal"]

# What the Windows shell runs, installs, or follows elsewhere when a file is opened.
WINDOWS_RUNS = frozenset(
    # programs, installers and packages
    ".exe .com .scr .pif .cpl .msc .msi .msp .mst .msu .msix .msixbundle .appx .appxbundle "
    ".appinstaller .application .appref-ms .xbap .gadget .diagcab .ppkg .wsb .xll "
    # scripts run by a built-in or a commonly installed interpreter
    ".bat .cmd .btm .js .jse .vbs .vbe .vb .wsf .wsh .ws .wsc .sct .hta .chm .hlp .jar .jnlp "
    ".ps1 .ps1xml .ps2 .ps2xml .psc1 .psc2 .psd1 .psm1 .msh .msh1 .msh2 .mshxml .msh1xml .msh2xml "
    ".py .pyw .pyc .pyo .pyz .pyzw .pl .rb .rbw .tcl "
    # settings changes and shortcuts to somewhere else
    ".reg .inf .ins .isp .lnk .url .scf .shb .shs .website .rdp .settingcontent-ms "
    ".library-ms .search-ms .searchconnector-ms".split()
)
# What macOS launches, installs, or follows elsewhere: bundles, Terminal scripts and locations.
MACOS_RUNS = frozenset(
    ".app .command .tool .terminal .workflow .action .jar .pkg .mpkg .prefpane .saver .osax "
    ".fileloc .webloc .inetloc".split()
)
# What Linux desktops launch: desktop entries, AppImages, Java archives, and Windows programs
# (Wine registers itself as their handler).
LINUX_RUNS = frozenset(".desktop .appimage .jar .exe .com .scr .pif .msi .bat .cmd .lnk".split())
# First bytes of executables: a script's #!, ELF, and Mach-O (thin 32/64 bit, either byte order; fat).
_PROGRAM_MAGIC = (
    b"#!",
    b"\x7fELF",
    b"\xfe\xed\xfa\xce",
    b"\xfe\xed\xfa\xcf",
    b"\xce\xfa\xed\xfe",
    b"\xcf\xfa\xed\xfe",
    b"\xca\xfe\xba\xbe",
)


def open_action(
    path: str | os.PathLike[str], *, platform: str = sys.platform, pathext: str | None = None
) -> OpenAction:
    """``"open"`` when the default handler may open ``path``, ``"reveal"`` when it could run it.

    ``platform`` is a ``sys.platform`` value; ``pathext`` stands in for the
    ``PATHEXT`` environment variable, which is read when it is ``None`` and
    ``platform`` is Windows.
    """
    text = os.fspath(path)
    if platform in ("win32", "cygwin"):
        if pathext is None:
            pathext = os.environ.get("PATHEXT", "")
        return "reveal" if _windows_runs(text, pathext) else "open"
    runs = MACOS_RUNS if platform == "darwin" else LINUX_RUNS
    name = text.rstrip("/").rsplit("/", 1)[-1]
    if _suffix(name) in runs:
        return "reveal"
    if _is_executable_file(text) and (
        _starts_like_program(text) or (platform == "darwin" and not _suffix(name))
    ):
        # macOS runs an executable file without an extension in Terminal, #! or not.
        return "reveal"
    return "open"


def _windows_runs(path: str, pathext: str) -> bool:
    name = path.replace("\\", "/").rstrip("/").rsplit("/", 1)[-1]
    # Windows ignores trailing dots and spaces: "setup.exe. " is setup.exe.
    name = name.rstrip(". ")
    if ":" in name:
        return True  # an alternate data stream ("notes.txt:payload.exe"), not a plain file
    suffix = _suffix(name)
    if not suffix:
        return False
    listed = {ext.strip().lower() for ext in pathext.split(";") if ext.strip().startswith(".")}
    return suffix in WINDOWS_RUNS or suffix in listed


def _suffix(name: str) -> str:
    """The lowercase extension of a file name, with its dot ("" for none or a dot file)."""
    dot = name.rfind(".")
    return name[dot:].lower() if 0 < dot < len(name) - 1 else ""


def _is_executable_file(path: str) -> bool:
    try:
        mode = os.stat(path).st_mode
    except (OSError, ValueError):
        return False
    return stat.S_ISREG(mode) and bool(mode & 0o111)


def _starts_like_program(path: str) -> bool:
    try:
        with open(path, "rb") as f:
            head = f.read(4)
    except (OSError, ValueError):
        return True  # executable but unreadable: assume the worst
    return head.startswith(_PROGRAM_MAGIC)
