"""Start at login: the XDG autostart entry is written, valid, and removed again."""

from __future__ import annotations

import configparser
import shlex
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from desktop_search import autostart

pytestmark = pytest.mark.skipif(sys.platform in ("win32", "darwin"), reason="XDG autostart (Linux/BSD)")


@pytest.fixture
def config_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "my config"))
    return tmp_path / "my config"


def test_enable_writes_an_entry_that_starts_the_app_hidden(config_home: Path) -> None:
    assert not autostart.enabled()
    autostart.set_enabled(True)
    path = config_home / "autostart" / f"{autostart.APP_ID}.desktop"
    assert autostart.entry_path() == path
    assert autostart.enabled()
    entry = configparser.ConfigParser(interpolation=None)
    entry.read(path, encoding="utf-8")
    command = shlex.split(entry["Desktop Entry"]["Exec"])
    assert command == autostart.launch_command()
    assert command[-2:] == ["gui", "--hidden"]
    if shutil.which("desktop-file-validate"):
        validate = ["desktop-file-validate", str(path)]
        result = subprocess.run(validate, check=False, capture_output=True, text=True)
        assert result.returncode == 0, result.stdout + result.stderr
    autostart.set_enabled(False)
    assert not path.exists()
    assert not autostart.enabled()


def test_arguments_with_spaces_and_specials_are_quoted() -> None:
    line = autostart._exec_line(["/opt/My Apps/desktop-search", "gui", "--hidden", "100%"])
    assert line == '"/opt/My Apps/desktop-search" gui --hidden 100%%'


def test_the_hidden_flag_is_accepted_by_the_command_line() -> None:
    from desktop_search.cli.parser import _build_parser

    args = _build_parser().parse_args(["gui", "--hidden"])
    assert args.command == "gui"
    assert args.hidden
