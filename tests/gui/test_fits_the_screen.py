"""At 150 % on a 1366×768 laptop screen (911×512 logical pixels) every button of every window
and dialog is on the screen: the windows fit it, and Settings scrolls.

A real X server of that size (Xvfb) and Qt's xcb platform with QT_SCALE_FACTOR=1.5, the app's
windows in German (longer words than English), in their own process.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.helpers.xserver import XServer

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="Xvfb")
@pytest.mark.parametrize("locale", ["de_DE", "en_US"])
def test_every_button_is_on_a_small_screen_at_150_percent(locale: str) -> None:
    server = XServer.start(window_manager=True, screen="1366x768")
    try:
        env = {**os.environ, **server.env(), "QT_QPA_PLATFORM": "xcb", "QT_SCALE_FACTOR": "1.5"}
        done = subprocess.run(
            [sys.executable, str(ROOT / "tests" / "helpers" / "fit_probe.py"), locale],
            env=env,
            capture_output=True,
            text=True,
            timeout=120,
            check=False,
        )
    finally:
        server.stop()
    assert done.returncode == 0, done.stderr
    report = json.loads(done.stdout.strip().splitlines()[-1])
    assert report["screen"][2] <= 911  # the scale really is 150 %
    for name in ("main window", "settings", "models", "failures"):
        assert report[name]["off_screen"] == [], (name, report[name])


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="Xvfb")
@pytest.mark.parametrize("locale", ["de_DE", "en_US"])
def test_no_text_is_cut_off_at_200_percent(locale: str, tmp_path: Path) -> None:
    """Large text (200 %) on a 1080p screen leaves 960×540 logical pixels: every label, button,
    check box, combo box, group title and result row has the room its text needs, the status
    line with a long progress text and a search's results included."""
    server = XServer.start(window_manager=True, screen="1920x1080")
    try:
        env = {
            **os.environ,
            **server.env(),
            "QT_QPA_PLATFORM": "xcb",
            "QT_SCALE_FACTOR": "2",
            "CLIP_PROBE_SHOTS": str(tmp_path),  # what it looked like, when this fails
        }
        done = subprocess.run(
            [sys.executable, str(ROOT / "tests" / "helpers" / "clip_probe.py"), locale],
            env=env,
            capture_output=True,
            text=True,
            timeout=120,
            check=False,
        )
    finally:
        server.stop()
    assert done.returncode == 0, done.stderr
    report = json.loads(done.stdout.strip().splitlines()[-1])
    assert report["screen"][2] <= 960  # the scale really is 200 %
    for name in ("main window", "empty main window", "settings", "models", "failures"):
        assert report[name]["clipped"] == [], (name, report[name], f"screenshots in {tmp_path}")
