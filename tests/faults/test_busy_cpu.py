"""A busy computer is no broken file. Indexing runs at background priority (SCHED_IDLE on Linux),
so while other programs hold every core its extraction child barely runs; its time limit counts
the child's own time, not the time it waited for a core. Before, every file read while the CPU
was saturated failed with "timed out" or "extractor failed to start (no answer)"."""

from __future__ import annotations

import os
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from desktop_search.core.extract.sandbox import ExtractorProcess
from desktop_search.core.indexing.power import run_in_background

pytestmark = pytest.mark.skipif(
    not Path("/proc/self/schedstat").exists(), reason="no scheduler statistics here (Linux only)"
)

LIMIT_S = 1.0
BUSY_S = 4.0


def test_a_file_read_while_other_programs_hold_every_core_waits_instead_of_failing(tmp_path) -> None:
    note = tmp_path / "harbour.txt"
    line = "The harbour works went on through the winter, and the tide tables were kept. " * 40
    note.write_text((line + "\n") * 1500, encoding="utf-8")
    extractor = ExtractorProcess(timeout_s=LIMIT_S)
    started: list[bool] = []

    def start_in_background() -> None:
        # The child inherits the scheduling of the thread that starts it, as in a run.
        started.append(run_in_background())
        extractor.extract(note)

    starter = threading.Thread(target=start_in_background)
    starter.start()
    starter.join(120)
    if not started or not started[0]:
        extractor.close()
        pytest.skip("this machine does not allow background priority")
    # Two loops a core: one loop a core left the child a core now and then on a CI machine (the
    # read took 1.25 s and proved nothing).
    cores = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count() or 1
    hogs = [subprocess.Popen([sys.executable, "-c", "while True: pass"]) for _ in range(2 * cores)]
    stop = threading.Timer(BUSY_S, lambda: [h.kill() for h in hogs])
    try:
        time.sleep(0.5)  # the hogs hold every core
        stop.start()
        t0 = time.monotonic()
        document = extractor.extract(note)
        took = time.monotonic() - t0
    finally:
        stop.cancel()
        for hog in hogs:
            hog.kill()
            hog.wait()
        extractor.close()
    assert len(document.text) == len(line + "\n") * 1500
    if took <= 2 * LIMIT_S:
        # Read without waiting: the loops did not hold the cores here, so the time limit was never
        # at stake and this run shows nothing either way.
        pytest.skip(f"the busy loops did not hold the cores (the read took {took:.2f} s)")
