"""Opening a result never runs it: programs, scripts and launchers are shown in their folder."""

from __future__ import annotations

import os
import stat
import sys
from pathlib import Path

import pytest

from desktop_search.core.opening import LINUX_RUNS, MACOS_RUNS, WINDOWS_RUNS, open_action

WINDOWS_PATHEXT = ".COM;.EXE;.BAT;.CMD;.VBS;.VBE;.JS;.JSE;.WSF;.WSH;.MSC;.PY;.PYW;.CPL"

BRIEF = ".bat .cmd .js .jse .vbs .vbe .wsf .wsh .ps1 .py .pyw .exe .com .scr .msi .lnk .hta .cpl .jar .reg"


@pytest.mark.parametrize("suffix", BRIEF.split())
def test_windows_reveals_what_the_shell_would_run(suffix: str) -> None:
    assert open_action(rf"C:\Users\me\Downloads\invoice{suffix}", platform="win32", pathext="") == "reveal"
    assert open_action(rf"C:\Users\me\Downloads\INVOICE{suffix.upper()}", platform="win32", pathext="") == (
        "reveal"
    )


@pytest.mark.parametrize(
    "name",
    [
        "report.pdf",
        "notes.txt",
        "budget.xlsx",
        "letter.docx",
        "macros.docm",
        "page.html",
        "photo.jpeg",
        "archive.zip",
        "README",
        ".bashrc",
        "exe",
        "script.py.txt",
        "setup.exe.pdf",
    ],
)
def test_windows_opens_documents(name: str) -> None:
    assert open_action(rf"C:\Users\me\Documents\{name}", platform="win32", pathext=WINDOWS_PATHEXT) == "open"


def test_windows_reads_pathext() -> None:
    assert open_action(r"C:\tools\build.xyz", platform="win32", pathext=".COM;.EXE;.XYZ") == "reveal"
    assert open_action(r"C:\tools\build.xyz", platform="win32", pathext=".COM;.EXE") == "open"
    # Entries are case-blind and may carry blanks or empty parts.
    assert open_action(r"C:\tools\run.Tcl", platform="win32", pathext=" .tcl ;;.EXE;") == "reveal"


def test_windows_pathext_comes_from_the_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("PATHEXT", ".COM;.EXE;.ZZZ")
    assert open_action(r"C:\tools\thing.zzz", platform="win32") == "reveal"
    monkeypatch.delenv("PATHEXT")
    assert open_action(r"C:\tools\thing.zzz", platform="win32") == "open"
    assert open_action(r"C:\tools\thing.exe", platform="win32") == "reveal"


@pytest.mark.parametrize(
    "path",
    [
        r"C:\Downloads\setup.exe.",  # Windows drops trailing dots and spaces
        "C:\\Downloads\\setup.exe . .",
        "C:/Downloads/setup.EXE",  # forward slashes
        r"\\server\share\tool.bat",
        r"C:\Downloads\notes.txt:hidden.exe",  # an alternate data stream
        r"C:\Downloads\notes.txt:stream",
        r"C:\Users\me\Desktop\Word.lnk",
        r"C:\Users\me\Favorites\site.url",
    ],
)
def test_windows_sees_through_disguises(path: str) -> None:
    assert open_action(path, platform="win32", pathext="") == "reveal"


def test_cygwin_is_windows() -> None:
    assert open_action("/cygdrive/c/tools/run.bat", platform="cygwin", pathext="") == "reveal"


def test_windows_ignores_the_unix_executable_bit(tmp_path: Path) -> None:
    script = tmp_path / "notes.txt"
    script.write_text("#!/bin/sh\necho hi\n")
    script.chmod(0o755)
    assert open_action(script, platform="win32", pathext="") == "open"


# Execute bits and symlinks as Linux and macOS have them.
posix_only = pytest.mark.skipif(sys.platform == "win32", reason="needs POSIX file modes")


def _file(path: Path, data: bytes, mode: int = 0o644) -> Path:
    path.write_bytes(data)
    path.chmod(mode)
    return path


@posix_only
@pytest.mark.parametrize("platform", ["linux", "darwin", "freebsd14"])
def test_unix_executable_scripts_and_binaries_are_revealed(tmp_path: Path, platform: str) -> None:
    assert open_action(_file(tmp_path / "backup.sh", b"#!/bin/sh\nrm -rf ~\n", 0o755), platform=platform) == (
        "reveal"
    )
    assert open_action(
        _file(tmp_path / "tool", b"\x7fELF\x02\x01\x01" + bytes(64), 0o700), platform=platform
    ) == ("reveal")
    assert open_action(
        _file(tmp_path / "macho.bin", b"\xcf\xfa\xed\xfe" + bytes(64), 0o711), platform=platform
    ) == ("reveal")
    # Any one execute bit (group, others) counts.
    assert open_action(_file(tmp_path / "run.py", b"#!/usr/bin/env python3\n", 0o654), platform=platform) == (
        "reveal"
    )


@posix_only
@pytest.mark.parametrize("platform", ["linux", "darwin"])
def test_unix_opens_documents_and_non_executable_scripts(tmp_path: Path, platform: str) -> None:
    # Without the execute bit a script is text for an editor.
    assert open_action(_file(tmp_path / "backup.sh", b"#!/bin/sh\nrm -rf ~\n"), platform=platform) == "open"
    assert open_action(_file(tmp_path / "notes.txt", b"shopping list\n"), platform=platform) == "open"
    # Files on FAT or NTFS mounts often all carry the execute bit: a document is still a document.
    assert open_action(_file(tmp_path / "report.pdf", b"%PDF-1.7\n", 0o777), platform=platform) == "open"
    assert open_action(_file(tmp_path / "notes.md", b"# Notes\n", 0o755), platform=platform) == "open"
    assert open_action(tmp_path, platform=platform) == "open"  # a folder
    assert open_action(tmp_path / "missing.txt", platform=platform) == "open"


@posix_only
def test_linux_opens_an_executable_text_file_without_an_extension(tmp_path: Path) -> None:
    assert open_action(_file(tmp_path / "README", b"Read me first.\n", 0o755), platform="linux") == "open"


@posix_only
def test_macos_runs_any_executable_file_without_an_extension_in_terminal(tmp_path: Path) -> None:
    assert open_action(_file(tmp_path / "README", b"echo owned\n", 0o755), platform="darwin") == "reveal"
    assert open_action(_file(tmp_path / "LICENSE", b"MIT\n"), platform="darwin") == "open"


@posix_only
@pytest.mark.parametrize("suffix", [".desktop", ".AppImage", ".jar", ".exe", ".msi", ".bat"])
def test_linux_reveals_launchers_whatever_their_mode(tmp_path: Path, suffix: str) -> None:
    path = _file(tmp_path / f"file{suffix}", b"[Desktop Entry]\nExec=sh -c 'rm -rf ~'\n")
    assert open_action(path, platform="linux") == "reveal"
    assert open_action(f"/nowhere/file{suffix}", platform="linux") == "reveal"


@pytest.mark.parametrize(
    "suffix", [".app", ".command", ".tool", ".terminal", ".workflow", ".jar", ".pkg", ".fileloc"]
)
def test_macos_reveals_bundles_and_terminal_scripts(tmp_path: Path, suffix: str) -> None:
    assert open_action(f"/Users/me/Downloads/Thing{suffix}", platform="darwin") == "reveal"
    assert open_action(f"/Users/me/Downloads/THING{suffix.upper()}/", platform="darwin") == "reveal"


def test_macos_app_bundle_folder_is_revealed(tmp_path: Path) -> None:
    bundle = tmp_path / "Calculator.app"
    (bundle / "Contents").mkdir(parents=True)
    assert open_action(bundle, platform="darwin") == "reveal"
    assert open_action(str(bundle) + "/", platform="darwin") == "reveal"


def test_desktop_entry_is_opened_on_macos_and_windows() -> None:
    # Only Linux desktops launch .desktop files.
    assert open_action("/Users/me/app.desktop", platform="darwin") == "open"
    assert open_action(r"C:\Users\me\app.desktop", platform="win32", pathext="") == "open"


@posix_only
@pytest.mark.skipif(getattr(os, "geteuid", lambda: -1)() == 0, reason="root reads every file")
def test_unreadable_executable_is_revealed(tmp_path: Path) -> None:
    path = _file(tmp_path / "secret.dat", b"#!/bin/sh\n", 0o311)
    try:
        assert open_action(path, platform="linux") == "reveal"
    finally:
        path.chmod(stat.S_IRWXU)


@posix_only
def test_a_link_to_a_program_is_judged_by_its_target(tmp_path: Path) -> None:
    target = _file(tmp_path / "real-tool", b"#!/bin/sh\n", 0o755)
    link = tmp_path / "harmless.txt"
    link.symlink_to(target)
    assert open_action(link, platform="linux") == "reveal"


def test_suffix_lists_are_lowercase_with_a_dot() -> None:
    for names in (WINDOWS_RUNS, MACOS_RUNS, LINUX_RUNS):
        assert all(s.startswith(".") and s == s.lower() and " " not in s for s in names)
    assert set(BRIEF.split()) <= WINDOWS_RUNS
