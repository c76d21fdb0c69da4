"""The app's files are private (0600) whatever the umask; a folder the user chose keeps its mode.

Also: a settings file with wrong values is reported, not a traceback, by the command line.
"""

from __future__ import annotations

import json
import os
import stat
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from desktop_search import cli
from desktop_search.core.common.config import Paths, private_open, write_private
from desktop_search.ui.crash import previous_native_crash

pytestmark = pytest.mark.skipif(os.name != "posix", reason="POSIX file modes")


def _mode(path: Path) -> int:
    return stat.S_IMODE(path.stat().st_mode)


def test_log_files_rotated_logs_and_the_crash_log_are_private(tmp_path: Path) -> None:
    data = tmp_path / "data"
    logs = data / "logs"
    logs.mkdir(parents=True)
    old = logs / "desktop-search.log.2"
    old.write_text("from an older version\n")
    old.chmod(0o644)
    # In a child: setup_logging takes over faulthandler and the root logger for the whole process.
    script = textwrap.dedent(
        f"""
        import logging, os
        os.umask(0)
        from desktop_search.app import setup_logging
        from desktop_search.core.common.config import Paths
        log_file = setup_logging(Paths.resolve({str(data)!r}).ensure())
        logging.getLogger("t").warning("first")
        handler = next(h for h in logging.getLogger().handlers if hasattr(h, "doRollover"))
        handler.doRollover()
        logging.getLogger("t").warning("second")
        print(log_file)
        """
    )
    done = subprocess.run(
        [sys.executable, "-c", script], check=False, capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 0, done.stderr
    log_file = Path(done.stdout.strip())
    assert "second" in log_file.read_text()
    assert "first" in (logs / "desktop-search.log.1").read_text()
    assert "older version" in (logs / "desktop-search.log.3").read_text()  # rotated on from .2
    for path in (log_file, *(logs / f"desktop-search.log.{n}" for n in (1, 3)), logs / "crash.log"):
        assert _mode(path) == 0o600, path


def test_the_previous_crash_trace_is_private(tmp_path: Path) -> None:
    crash = tmp_path / "crash.log"
    with private_open(crash, "w", encoding="utf-8") as fh:
        fh.write("Fatal Python error: Segmentation fault\n")
    old = os.umask(0)
    try:
        assert previous_native_crash(crash)
    finally:
        os.umask(old)
    assert _mode(crash.with_suffix(".previous.log")) == 0o600
    assert _mode(crash) == 0o600
    assert crash.read_text() == ""


def test_private_files_ignore_the_umask_and_tighten_an_existing_file(tmp_path: Path) -> None:
    old = os.umask(0)
    try:
        with private_open(tmp_path / "a.bin", "wb") as fh:
            fh.write(b"x")
        loose = tmp_path / "b.txt"
        loose.write_text("y")
        loose.chmod(0o666)
        with private_open(loose, "a", encoding="utf-8") as fh:
            fh.write("z")
        write_private(tmp_path / "c.json", b"{}")
    finally:
        os.umask(old)
    assert loose.read_text() == "yz"
    for name in ("a.bin", "b.txt", "c.json"):
        assert _mode(tmp_path / name) == 0o600, name


def test_status_on_an_existing_data_dir_with_a_broken_settings_file(
    paths: Paths, capsys: pytest.CaptureFixture[str]
) -> None:
    paths.data_dir.chmod(0o755)  # the user's own folder, given with --data-dir
    paths.settings_path.write_text(
        json.dumps({"schema_version": None, "exclude_globs": "*.txt", "results_per_page": [1], "fusion": 3})
    )
    rc = cli.main(["--data-dir", str(paths.data_dir), "status", "--json"])
    out, err = capsys.readouterr()
    assert rc == 0, err
    assert "Traceback" not in err
    assert _mode(paths.data_dir) == 0o755  # never changed by the app
    status = json.loads(out)
    warnings = "\n".join(status["settings_warnings"])
    for key in ("schema_version", "exclude_globs", "results_per_page", "fusion"):
        assert f'"{key}"' in warnings
