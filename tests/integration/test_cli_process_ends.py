"""How the CLI ends as a real process: a reader that closes the pipe early, and a stop signal.

``desktop-search search … | head -1`` closes the pipe before the output is written: the
command ends quietly with status 0, as ``grep`` and ``head`` users expect. ``watch`` stops
on SIGTERM (a service manager's stop) as on Ctrl+C (SIGINT): the watcher stopped, the index
saved, status 0 and no traceback.
"""

from __future__ import annotations

import queue
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from desktop_search.core.common.config import Paths

from ..helpers import cli_as_in_a_terminal

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="POSIX signals and pipes")


def _cli(paths: Paths) -> list[str]:
    return [sys.executable, "-m", "desktop_search", "--data-dir", str(paths.data_dir)]


def test_a_pipe_closed_before_the_results_ends_search_quietly(paths: Paths, notes_dir: Path) -> None:
    cli = _cli(paths)
    subprocess.run([*cli, "index", str(notes_dir)], capture_output=True, check=True)
    # The reader goes away at once, as ``head -1`` does after its line: every write meets a closed pipe.
    child = subprocess.Popen(
        [*cli, "search", "--no-rerank", "--top", "50", "starter dough"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    )
    assert child.stdout is not None
    child.stdout.close()
    _, stderr = child.communicate(timeout=120)
    text = stderr.decode()
    assert child.returncode == 0, text
    assert "Broken pipe" not in text
    assert "Traceback" not in text
    assert "Exception ignored" not in text  # the interpreter's final flush did not fail either
    assert text == ""


def test_a_pipe_into_head_that_reads_nothing_ends_with_status_0(paths: Paths, notes_dir: Path) -> None:
    cli = _cli(paths)
    subprocess.run([*cli, "index", str(notes_dir)], capture_output=True, check=True)
    command = " ".join(
        f"'{part}'" for part in [*cli, "search", "--no-rerank", "--top", "50", "starter dough"]
    )
    shell = subprocess.run(
        ["bash", "-c", f"set -o pipefail; {command} | head -n 0"],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert shell.returncode == 0, shell.stderr
    assert "Broken pipe" not in shell.stderr


class _Lines:
    """A child's output, line by line, read on a thread so a wait can time out."""

    def __init__(self, stream) -> None:
        self.lines: queue.Queue[str] = queue.Queue()
        self.seen: list[str] = []
        threading.Thread(target=self._read, args=(stream,), daemon=True).start()

    def _read(self, stream) -> None:
        try:
            for line in stream:
                self.lines.put(line)
        except (ValueError, OSError):  # the test closed the pipe when it was done with the child
            return

    def wait_for(self, text: str, *, timeout_s: float = 120.0) -> str:
        deadline = time.monotonic() + timeout_s
        while (left := deadline - time.monotonic()) > 0:
            try:
                line = self.lines.get(timeout=left)
            except queue.Empty:
                break
            self.seen.append(line)
            if text in line:
                return line
        raise AssertionError(f"{text!r} never came; the output was: {''.join(self.seen)}")


@pytest.mark.parametrize("stop", [signal.SIGTERM, signal.SIGINT], ids=["SIGTERM", "SIGINT"])
def test_watch_stops_cleanly_on_a_signal(paths: Paths, notes_dir: Path, stop: signal.Signals) -> None:
    cli = _cli(paths)
    child = subprocess.Popen(
        [*cli_as_in_a_terminal(paths.data_dir), "watch", str(notes_dir)],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        assert child.stdout is not None
        out = _Lines(child.stdout)
        out.wait_for("watching ")
        # A change the watcher handles, so there is something the stop must save.
        (notes_dir / "lighthouse.txt").write_text(
            "The lighthouse keeper logged a quasar of fog horns at midnight.", encoding="utf-8"
        )
        out.wait_for("indexed 1 files")
        child.send_signal(stop)
        _, stderr = child.communicate(timeout=60)
    finally:
        if child.poll() is None:
            child.kill()
            child.wait()
    assert child.returncode == 0, stderr
    assert "Traceback" not in stderr
    assert "stopped watching" in stderr

    verify = subprocess.run([*cli, "verify"], capture_output=True, text=True, check=False)
    assert verify.returncode == 0, verify.stdout
    assert "index is consistent" in verify.stdout
    found = subprocess.run(
        [*cli, "search", "--no-rerank", "--json", "quasar"], capture_output=True, text=True, check=True
    )
    assert "lighthouse.txt" in found.stdout
