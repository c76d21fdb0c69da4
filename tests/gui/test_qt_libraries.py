"""A desktop without Qt's xcb libraries gets one line naming them and the install command, not a core dump."""

from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

import pytest

from desktop_search import app as app_module
from desktop_search.ui import qt_libraries

pytestmark = pytest.mark.skipif(shutil.which("cc") is None, reason="needs a C compiler to build the stand-in")


def _plugin_missing(tmp_path: Path, *sonames: str) -> Path:
    """A shared object linked against ``sonames`` that are then removed: what a desktop without them sees."""
    libs = tmp_path / "libs"
    libs.mkdir()
    links = []
    for soname in sonames:
        lib = libs / soname
        src = tmp_path / "stub.c"
        src.write_text("int stub_symbol(void) { return 1; }\n")
        soname_flag = f"-Wl,-soname,{soname}"
        subprocess.run(["cc", "-shared", "-fPIC", soname_flag, "-o", str(lib), str(src)], check=True)
        links.append(str(lib))
    plugin = tmp_path / "platforms" / "libqxcb.so"
    plugin.parent.mkdir()
    src = tmp_path / "plugin.c"
    src.write_text("int plugin_symbol(void) { return 2; }\n")
    subprocess.run(
        ["cc", "-shared", "-fPIC", "-Wl,--no-as-needed", "-o", str(plugin), str(src), *links], check=True
    )
    shutil.rmtree(libs)
    return plugin


def test_missing_libraries_are_named(tmp_path: Path) -> None:
    # Invented sonames: no system has them, whatever is installed on the machine running the test.
    plugin = _plugin_missing(tmp_path, "libxcb-nothere.so.0", "libxcb-gone.so.4", "libxkbnothere-x11.so.0")
    assert qt_libraries.missing_libraries(plugin) == [
        "libxcb-gone.so.4",
        "libxcb-nothere.so.0",
        "libxkbnothere-x11.so.0",
    ]


def test_sonames_map_to_their_packages() -> None:
    assert [
        qt_libraries.debian_package(s)
        for s in ("libxcb-cursor.so.0", "libxcb-icccm.so.4", "libxkbcommon-x11.so.0", "libEGL.so.1")
    ] == ["libxcb-cursor0", "libxcb-icccm4", "libxkbcommon-x11-0", "libegl1"]
    assert qt_libraries.fedora_package("libxcb-cursor.so.0") == "xcb-util-cursor"
    assert qt_libraries.fedora_package("libxcb-icccm.so.4") == "xcb-util-wm"


def test_only_the_x11_platform_is_checked() -> None:
    assert qt_libraries.uses_xcb({"DISPLAY": ":0"})
    assert qt_libraries.uses_xcb({"QT_QPA_PLATFORM": "xcb"})
    assert not qt_libraries.uses_xcb({"QT_QPA_PLATFORM": "offscreen", "DISPLAY": ":0"})
    assert not qt_libraries.uses_xcb({"DISPLAY": ":0", "WAYLAND_DISPLAY": "wayland-0"})


def test_the_app_says_what_is_missing_before_qt_starts(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    plugin = _plugin_missing(tmp_path, "libxcb-nothere.so.0", "libxcb-gone.so.4")
    monkeypatch.setattr(qt_libraries, "xcb_plugin", lambda: plugin)
    monkeypatch.setenv("QT_QPA_PLATFORM", "xcb")
    monkeypatch.setenv("DISPLAY", ":99")
    created: list[object] = []
    monkeypatch.setattr(app_module.DesktopApp, "__init__", lambda self, paths: created.append(paths))

    rc = app_module.main(tmp_path / "data", argv=["desktop-search"])

    assert rc == app_module.EXIT_MISSING_LIBRARIES
    assert not created
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1
    assert "libxcb-gone.so.4, libxcb-nothere.so.0" in err[0]
    assert "sudo apt-get install libxcb-gone4 libxcb-nothere0" in err[0]
    assert "sudo dnf install" in err[0]


def test_the_check_agrees_with_the_dynamic_loader_on_the_real_plugin() -> None:
    import ctypes

    plugin = qt_libraries.xcb_plugin()
    assert plugin is not None
    assert plugin.name.startswith("libqxcb")
    missing = qt_libraries.missing_libraries(plugin)
    if missing:
        with pytest.raises(OSError, match="|".join(re.escape(s) for s in missing)):
            ctypes.CDLL(str(plugin))
    else:
        ctypes.CDLL(str(plugin))  # loads: the window can open on X11 here
