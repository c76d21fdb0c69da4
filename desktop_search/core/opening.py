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

Opening a result *at its place* (:func:`open_command`): a PDF at the page of the
best passage, a text file at its line in the user's editor. What works where:

* Linux: the desktop's default PDF application (``xdg-mime query default
  application/pdf``) is asked to open the page when it is one that takes a page on
  its command line: Evince, Atril and Xreader (``--page-index=N``), Okular
  (``--page N``), Zathura (``--page=N``), qpdfview (``FILE#N``), MuPDF (``FILE N``),
  Firefox, Chromium, Chrome, Edge and Brave (a ``file://`` URL ending in ``#page=N``).
  Any other default, or none, opens through the desktop's default handler at the
  first page: another installed viewer is never started instead of the user's own.
* Windows: the program the ``.pdf`` type opens with (the user's choice in the
  registry): SumatraPDF (``-page N``; also looked for in ``PATH``, Program Files
  and ``%LOCALAPPDATA%``), Acrobat and Acrobat Reader (``/A page=N``), Edge,
  Chrome, Firefox and Brave (the ``#page=N`` URL). Others: the default handler.
* macOS: Preview takes no page from outside (neither its command line nor its
  AppleScript dictionary moves to a page), so the file opens where Preview opens
  it. When Skim is the default PDF application (LaunchServices), it is told the
  page through AppleScript (``osascript``, file and page passed as arguments).
* A text file at its line: only when the user configured an editor command (the
  ``editor`` setting), e.g. ``code -g {file}:{line}`` or ``gedit +{line} {file}``.
  The template is split like a shell would (never run by one); ``{file}``,
  ``{line}`` and ``{column}`` are filled in inside the split words, so the path
  stays one argument whatever it holds.
"""

from __future__ import annotations

import ntpath
import os
import plistlib
import re
import shutil
import stat
import subprocess
import sys
from collections.abc import Callable, Mapping
from pathlib import Path, PurePosixPath, PureWindowsPath
from typing import Literal

from .common.editor_template import PLACEHOLDER, split_command

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


# -- opening at a place ---------------------------------------------------------

Which = Callable[[str], str | None]
#: (program, path, page) -> the command line that opens ``path`` at ``page`` (1-based).
PageArgs = Callable[[str, str, int], list[str]]


def _page_index(program: str, path: str, page: int) -> list[str]:
    return [program, f"--page-index={page}", path]  # Evince, Atril, Xreader: the page's number, not its label


def _okular(program: str, path: str, page: int) -> list[str]:
    return [program, "--page", str(page), path]


def _zathura(program: str, path: str, page: int) -> list[str]:
    return [program, f"--page={page}", path]


def _qpdfview(program: str, path: str, page: int) -> list[str]:
    return [program, f"{path}#{page}"]


def _mupdf(program: str, path: str, page: int) -> list[str]:
    return [program, path, str(page)]


def _browser(program: str, path: str, page: int) -> list[str]:
    return [program, page_url(path, page, windows=False)]


#: Linux PDF viewers: a word of the desktop entry's id (first match wins, so Zathura's
#: "zathura-pdf-mupdf" is Zathura), the programs that may run it, and how it takes a page.
LINUX_PDF_VIEWERS: tuple[tuple[str, tuple[str, ...], PageArgs], ...] = (
    ("evince", ("evince",), _page_index),
    ("okular", ("okular",), _okular),
    ("atril", ("atril",), _page_index),
    ("xreader", ("xreader",), _page_index),
    ("zathura", ("zathura",), _zathura),
    ("qpdfview", ("qpdfview",), _qpdfview),
    ("mupdf", ("mupdf", "mupdf-gl", "mupdf-x11"), _mupdf),
    ("firefox", ("firefox", "firefox-esr"), _browser),
    ("chromium", ("chromium", "chromium-browser"), _browser),
    ("google-chrome", ("google-chrome", "google-chrome-stable"), _browser),
    ("microsoft-edge", ("microsoft-edge", "microsoft-edge-stable"), _browser),
    ("brave", ("brave-browser", "brave"), _browser),
)
#: Viewers that read ``#...`` at the end of their argument as a place, not as part of the name.
_HASH_IS_A_PLACE = frozenset({"okular", "qpdfview"})
_WINDOWS_BROWSERS = frozenset({"msedge.exe", "chrome.exe", "firefox.exe", "brave.exe"})
_ACROBAT = frozenset({"acrord32.exe", "acrobat.exe", "acrord64.exe"})
SKIM_BUNDLE_ID = "net.sourceforge.skim-app.skim"
#: cmd.exe reads these in the arguments of a batch file even in quotes (%VAR%, !VAR!) or, outside
#: quotes, as command separators and redirections: a path holding one is never given to a batch file.
_CMD_SPECIAL = frozenset('%!^&|<>()"\n\r')


def open_command(
    path: str,
    page: int | None = None,
    line: int | None = None,
    column: int | None = None,
    *,
    editor: str = "",
    platform: str = sys.platform,
    which: Which = shutil.which,
    default_pdf_app: Callable[[], str | None] | None = None,
    environ: Mapping[str, str] | None = None,
    exists: Callable[[str], bool] = os.path.isfile,
) -> list[str] | None:
    """The command line that opens ``path`` at its place, or None for the desktop's default handler.

    ``line`` (1-based; give it for a text file only) opens the file in ``editor``, the user's
    editor command (:func:`editor_command`); without an editor the default handler opens it.
    ``page`` (1-based) opens a ``.pdf`` at that page where the default PDF application takes a
    page (see the module docstring). Never decides whether the file may be opened at all:
    :func:`open_action` does, first.

    ``default_pdf_app`` stands in for the platform's lookup of the default PDF application
    (Linux: the desktop entry id; Windows: the open command of the ``.pdf`` type; macOS: the
    bundle id; None: not known). ``which``, ``environ`` and ``exists`` stand in for
    ``shutil.which``, ``os.environ`` and ``os.path.isfile``.
    """
    if line is not None and editor.strip():
        try:
            return editor_command(editor, path, line, column, platform=platform, which=which)
        except ValueError:
            return None  # a template that does not split (the settings check prevents it)
    if page is None or page < 1 or not path.lower().endswith(".pdf"):
        return None
    lookup = default_pdf_app or (lambda: default_pdf_application(platform))
    default = lookup()
    if not default:
        return None
    if platform in ("win32", "cygwin"):
        env = os.environ if environ is None else environ
        return _windows_pdf_command(path, page, default, which=which, environ=env, exists=exists)
    if platform == "darwin":
        return _skim_command(path, page) if default.lower() == SKIM_BUNDLE_ID else None
    return _linux_pdf_command(path, page, default, which=which)


def editor_command(
    template: str,
    path: str,
    line: int | None = None,
    column: int | None = None,
    *,
    platform: str = sys.platform,
    which: Which = shutil.which,
) -> list[str] | None:
    """The user's editor command with ``{file}``, ``{line}`` and ``{column}`` filled in.

    The template is split first (:func:`split_command`), then each word is filled in, so the
    path is always (part of) one argument; without ``{file}`` the path is added at the end.
    An unknown line or column is 1. The program is looked up in ``PATH`` (kept as written when
    it is not found: starting it then fails, and the caller says so). None for an empty
    template, or on Windows for a batch-file editor (``code.cmd``) given a path that cmd.exe
    would read as commands. Raises ``ValueError`` for a template that does not split.
    """
    words = split_command(template, platform=platform)
    if not words or PLACEHOLDER.search(words[0]):
        return None  # no program, or the file itself as the program: never run a document
    values = {"file": path, "line": str(max(1, line or 1)), "column": str(max(1, column or 1))}
    argv = [PLACEHOLDER.sub(lambda m: values[m.group(1)], word) for word in words]
    if not any("{file}" in word for word in words):
        argv.append(path)
    argv[0] = which(argv[0]) or argv[0]
    batch = platform in ("win32", "cygwin") and argv[0].lower().endswith((".bat", ".cmd"))
    if batch and any(_CMD_SPECIAL & set(arg) for arg in argv[1:]):
        return None
    return argv


def page_url(path: str, page: int, *, windows: bool) -> str:
    """``path`` as a ``file://`` URL that PDF viewers in browsers open at ``page``."""
    pure = PureWindowsPath(path) if windows else PurePosixPath(path)
    return f"{pure.as_uri()}#page={page}"


def default_pdf_application(platform: str = sys.platform) -> str | None:
    """The user's default PDF application, as :func:`open_command` reads it; None when unknown."""
    try:
        if platform in ("win32", "cygwin"):
            return _windows_pdf_open_command()
        if platform == "darwin":
            return _macos_pdf_handler(Path.home())
        return _xdg_default("application/pdf")
    except (OSError, ValueError, subprocess.SubprocessError):
        return None


def _linux_pdf_command(path: str, page: int, desktop_id: str, *, which: Which) -> list[str] | None:
    name = desktop_id.strip().lower().removesuffix(".desktop")
    for word, programs, args in LINUX_PDF_VIEWERS:
        if word not in name:
            continue
        if word in _HASH_IS_A_PLACE and "#" in path:
            return None
        program = next((found for p in programs if (found := which(p))), None)
        if program is None:
            return None  # a Flatpak or Snap entry without a command in PATH: the handler opens it
        try:
            return args(program, path, page)
        except ValueError:  # a relative path has no file:// URL
            return None
    return None


def _windows_pdf_command(
    path: str,
    page: int,
    open_with: str,
    *,
    which: Which,
    environ: Mapping[str, str],
    exists: Callable[[str], bool],
) -> list[str] | None:
    program = _program_of(open_with, environ)
    if not program:
        return None
    name = ntpath.basename(program).lower()
    if name == "sumatrapdf.exe":
        found = program if exists(program) else _find_sumatra(which=which, environ=environ, exists=exists)
        return [found, "-page", str(page), path] if found else None
    if not exists(program):
        return None
    if name in _ACROBAT:
        return [program, "/A", f"page={page}", path]
    if name in _WINDOWS_BROWSERS:
        try:
            return [program, page_url(path, page, windows=True)]
        except ValueError:
            return None
    return None


def _find_sumatra(*, which: Which, environ: Mapping[str, str], exists: Callable[[str], bool]) -> str | None:
    found = which("SumatraPDF.exe") or which("SumatraPDF")
    if found:
        return found
    for base in ("LOCALAPPDATA", "ProgramFiles", "ProgramW6432", "ProgramFiles(x86)"):
        folder = environ.get(base)
        if folder:
            candidate = ntpath.join(folder, "SumatraPDF", "SumatraPDF.exe")
            if exists(candidate):
                return candidate
    return None


def _program_of(command: str, environ: Mapping[str, str]) -> str:
    """The program of a registry open command: ``"C:\\...\\app.exe" "%1"`` -> ``C:\\...\\app.exe``."""
    command = re.sub(r"%([^%\s]+)%", lambda m: environ.get(m.group(1), m.group(0)), command.strip())
    if command.startswith('"'):
        end = command.find('"', 1)
        return command[1:end] if end > 0 else command[1:]
    exe = command.lower().find(".exe")
    return command[: exe + 4] if exe >= 0 else command.split(" ", 1)[0]


def _skim_command(path: str, page: int) -> list[str]:
    script = (
        "on run argv",
        'tell application "Skim"',
        "activate",
        "set theDocument to open (POSIX file (item 1 of argv))",
        "tell theDocument to go to page ((item 2 of argv) as integer)",
        "end tell",
        "end run",
    )
    return ["osascript", *(part for line in script for part in ("-e", line)), path, str(page)]


def _xdg_default(mime: str) -> str | None:
    program = shutil.which("xdg-mime")
    if program is None:
        return None
    done = subprocess.run(
        [program, "query", "default", mime], capture_output=True, text=True, timeout=3, check=False
    )
    answer = done.stdout.strip().splitlines()
    return answer[0].strip() if done.returncode == 0 and answer else None


def _windows_pdf_open_command() -> str | None:
    if sys.platform != "win32":
        return None
    import winreg

    root = winreg.HKEY_CLASSES_ROOT
    try:
        key = r"Software\Microsoft\Windows\CurrentVersion\Explorer\FileExts\.pdf\UserChoice"
        with winreg.OpenKey(winreg.HKEY_CURRENT_USER, key) as choice:
            prog_id = str(winreg.QueryValueEx(choice, "ProgId")[0])
    except OSError:
        prog_id = str(winreg.QueryValue(root, ".pdf"))
    return str(winreg.QueryValue(root, prog_id + r"\shell\open\command")) or None


def _macos_pdf_handler(home: Path) -> str | None:
    prefs = home / "Library/Preferences/com.apple.LaunchServices/com.apple.launchservices.secure.plist"
    with prefs.open("rb") as f:
        handlers = plistlib.load(f).get("LSHandlers", [])
    for handler in handlers:
        if isinstance(handler, dict) and handler.get("LSHandlerContentType") == "com.adobe.pdf":
            bundle = handler.get("LSHandlerRoleViewer") or handler.get("LSHandlerRoleAll")
            return str(bundle).lower() if bundle else None
    return None  # not chosen by the user: Preview, the system's default


# -- a recording at a moment ---------------------------------------------------------

#: (program, path, seconds) -> the command line that plays ``path`` from ``seconds``.
StartArgs = Callable[[str, str, float], list[str]]


def _seconds(value: float) -> str:
    return f"{max(0.0, value):.3f}".rstrip("0").rstrip(".")


def _mpv(program: str, path: str, at: float) -> list[str]:
    return [program, f"--start={_seconds(at)}", path]


def _vlc(program: str, path: str, at: float) -> list[str]:
    return [program, f"--start-time={_seconds(at)}", path]


def _celluloid(program: str, path: str, at: float) -> list[str]:
    return [program, f"--mpv-start={_seconds(at)}", path]


def _ss(program: str, path: str, at: float) -> list[str]:
    return [program, "-ss", _seconds(at), path]  # MPlayer, SMPlayer


def _mpc(program: str, path: str, at: float) -> list[str]:
    return [program, path, "/start", str(round(max(0.0, at) * 1000))]  # MPC-HC, MPC-BE: milliseconds


def _potplayer(program: str, path: str, at: float) -> list[str]:
    whole = int(max(0.0, at))
    return [program, path, f"/seek={whole // 3600:02d}:{whole // 60 % 60:02d}:{whole % 60:02d}"]


#: Linux media players that take a start time: a word of the desktop entry's id (first match
#: wins), the programs that may run it, how it takes the time. Totem, Rhythmbox, Audacious and
#: the like take none: they open the recording at its start.
LINUX_MEDIA_PLAYERS: tuple[tuple[str, tuple[str, ...], StartArgs], ...] = (
    ("celluloid", ("celluloid",), _celluloid),
    ("mpv", ("mpv",), _mpv),
    ("vlc", ("vlc",), _vlc),
    ("smplayer", ("smplayer",), _ss),
    ("mplayer", ("mplayer", "gmplayer"), _ss),
)
#: Windows players (the program the recording's type opens with) that take a start time.
WINDOWS_MEDIA_PLAYERS: dict[str, StartArgs] = {
    "vlc.exe": _vlc,
    "mpv.exe": _mpv,
    "mpc-hc.exe": _mpc,
    "mpc-hc64.exe": _mpc,
    "mpc-be.exe": _mpc,
    "mpc-be64.exe": _mpc,
    "potplayermini.exe": _potplayer,
    "potplayermini64.exe": _potplayer,
}


def media_command(
    path: str,
    start_s: float,
    *,
    platform: str = sys.platform,
    which: Which = shutil.which,
    default_player: Callable[[], str | None] | None = None,
    environ: Mapping[str, str] | None = None,
    exists: Callable[[str], bool] = os.path.isfile,
) -> list[str] | None:
    """The command line that plays the recording ``path`` from ``start_s`` seconds in the user's
    own player, or None when their player takes no start time (or it is not known).

    Only the user's default player for the recording's type is asked, never another one installed:
    Linux reads the desktop entry (``xdg-mime query default``), Windows the program the type opens
    with. macOS players take no start time from outside: None. ``default_player`` stands in for
    that lookup (the desktop entry id, or the open command); ``which``, ``environ`` and ``exists``
    for ``shutil.which``, ``os.environ`` and ``os.path.isfile``.
    """
    if platform == "darwin":
        return None
    lookup = default_player or (lambda: default_media_player(path, platform))
    default = lookup()
    if not default:
        return None
    if platform in ("win32", "cygwin"):
        env = os.environ if environ is None else environ
        program = _program_of(default, env)
        args = WINDOWS_MEDIA_PLAYERS.get(ntpath.basename(program).lower()) if program else None
        if args is None or not exists(program):
            return None
        return args(program, path, start_s)
    name = default.strip().lower().removesuffix(".desktop")
    for word, programs, start_args in LINUX_MEDIA_PLAYERS:
        if word not in name:
            continue
        player = next((found for p in programs if (found := which(p))), None)
        return start_args(player, path, start_s) if player else None
    return None


def default_media_player(path: str, platform: str = sys.platform) -> str | None:
    """The user's default player for the recording ``path`` (by its type), as :func:`media_command`
    reads it; None when unknown."""
    import mimetypes

    mime = mimetypes.guess_type(path)[0]
    suffix = _suffix(path.replace("\\", "/").rsplit("/", 1)[-1])
    try:
        if platform in ("win32", "cygwin"):
            return _windows_open_command(suffix) if suffix else None
        return _xdg_default(mime) if mime else None
    except (OSError, ValueError, subprocess.SubprocessError):
        return None


def _windows_open_command(suffix: str) -> str | None:
    if sys.platform != "win32":
        return None
    import winreg

    root = winreg.HKEY_CLASSES_ROOT
    try:
        key = rf"Software\Microsoft\Windows\CurrentVersion\Explorer\FileExts\{suffix}\UserChoice"
        with winreg.OpenKey(winreg.HKEY_CURRENT_USER, key) as choice:
            prog_id = str(winreg.QueryValueEx(choice, "ProgId")[0])
    except OSError:
        prog_id = str(winreg.QueryValue(root, suffix))
    return str(winreg.QueryValue(root, prog_id + r"\shell\open\command")) or None
