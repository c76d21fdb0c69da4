"""Nothing leaves the machine: index and search run with network sockets denied."""

from __future__ import annotations

import json
import os
import stat
import subprocess
import sys
from pathlib import Path

from desktop_search.core.common.config import Paths

from ..helpers.corpus import NOTES

# Loaded by every Python process of the run (the CLI and its extraction child) via PYTHONPATH.
SITECUSTOMIZE = """
import os, socket, traceback
_Real = socket.socket

class _NoNetwork(_Real):
    def __init__(self, family=-1, type=-1, proto=-1, fileno=None):
        if fileno is None and family in (-1, socket.AF_INET, socket.AF_INET6):
            with open(os.environ["NO_NETWORK_LOG"], "a") as log:
                log.write("".join(traceback.format_stack()) + "\\n")
            raise OSError("network access denied by the privacy test")
        super().__init__(family, type, proto, fileno)

socket.socket = _NoNetwork
"""


def test_index_and_search_make_no_network_connection(paths: Paths, notes_dir: Path, tmp_path: Path) -> None:
    site = tmp_path / "site"
    site.mkdir()
    (site / "sitecustomize.py").write_text(SITECUSTOMIZE)
    attempts = tmp_path / "attempts.log"
    (notes_dir / "manual.docx").write_bytes(b"PK\x03\x04 broken on purpose")  # exercise the extraction child
    env = {**os.environ, "PYTHONPATH": str(site), "NO_NETWORK_LOG": str(attempts)}
    cli = [sys.executable, "-m", "desktop_search", "--data-dir", str(paths.data_dir)]
    probe = subprocess.run(
        [sys.executable, "-c", "import socket; socket.socket()"], env=env, capture_output=True, check=False
    )
    assert probe.returncode != 0  # the guard is really active in child processes
    attempts.unlink()

    subprocess.run([*cli, "index", str(notes_dir)], env=env, capture_output=True, check=True)
    out = subprocess.run(
        [*cli, "search", "paying income tax to the government", "--json"],
        env=env,
        capture_output=True,
        text=True,
        check=True,
    )
    assert json.loads(out.stdout)[0]["path"] == str(notes_dir / "taxes.txt")
    assert not attempts.exists(), attempts.read_text()
    status = subprocess.run([*cli, "status", "--json"], env=env, capture_output=True, text=True, check=True)
    assert json.loads(status.stdout)["files"] == len(NOTES)


def test_data_directory_and_index_files_are_private(paths: Paths, notes_dir: Path) -> None:
    from desktop_search.core.engine import Engine

    with Engine(paths) as engine:
        engine.index([notes_dir])
    assert stat.S_IMODE(paths.data_dir.stat().st_mode) == 0o700
    assert stat.S_IMODE(paths.index_dir.stat().st_mode) == 0o700
    for file in paths.index_dir.iterdir():
        assert stat.S_IMODE(file.stat().st_mode) & 0o077 == 0, file
