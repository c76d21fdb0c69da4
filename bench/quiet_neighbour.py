"""Indexing as a quiet neighbour (#30 item 2): a foreground task's time alone and during a first
index, and the index's own speed with and without a competing task, at normal and at background
priority, all in one run.

The foreground task is single-threaded CPU work of a fixed size (what a user's editor, browser tab
or build step is to the machine); it is timed ``--samples`` times alone, then while a first index
of ``--docs`` SciFact abstracts runs (the CLI, in a child process, with a fresh data directory each
time). Every index run prints its words and meaning times; the table gives the foreground's median
time and slowdown, and the index's passages per second.

    .venv/bin/python bench/quiet_neighbour.py --docs 300 --samples 5
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.common import EVAL_DIR, load_corpus, machine_line, write_files

#: The foreground's work: about 0.7 s of one core on the development machine.
WORK = 6_000_000


def foreground_once() -> float:
    """One run of the foreground task, in a process of its own (its own core's worth of work)."""
    code = (
        f"import time; t = time.perf_counter(); s = 0\nfor i in range({WORK}): s += i * i\n"
        "print(time.perf_counter() - t)"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    return float(out.stdout)


def index_once(folder: Path, *, background: bool, foreground_samples: int) -> tuple[float, int, list[float]]:
    """A first index of ``folder`` (fresh data directory); the foreground timed while it runs.

    Returns the index's seconds, its passages, and the foreground's times during it.
    """
    with tempfile.TemporaryDirectory(prefix="ds-quiet-") as home:
        data = Path(home) / "data"
        (data / "config").mkdir(parents=True)
        (data / "config" / "settings.json").write_text(
            json.dumps({"background_priority": background}), encoding="utf-8"
        )
        cli = [sys.executable, "-m", "desktop_search", "--data-dir", str(data), "index", str(folder)]
        started = time.monotonic()
        proc = subprocess.Popen(cli, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
        times: list[float] = []
        if foreground_samples:
            time.sleep(8.0)  # past model loading and into the run
            while len(times) < foreground_samples and proc.poll() is None:
                times.append(foreground_once())
        out, _ = proc.communicate()
        took = time.monotonic() - started
        passages = 0
        for line in out.splitlines():
            if line.startswith("indexed "):
                passages = int(line.split("(")[1].split(" chunks")[0])
        return took, passages, times


def main() -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--docs", type=int, default=300, help="SciFact abstracts to index")
    parser.add_argument("--samples", type=int, default=5, help="foreground runs per condition")
    args = parser.parse_args()
    print(machine_line())
    with tempfile.TemporaryDirectory(prefix="ds-quiet-docs-") as tmp:
        folder = Path(tmp) / "scifact"
        write_files(folder, load_corpus(EVAL_DIR / "scifact", args.docs))
        alone = [foreground_once() for _ in range(args.samples)]
        base = statistics.median(alone)
        rows = [("foreground alone", base, None, None)]
        for background in (False, True):
            label = "background (SCHED_IDLE)" if background else "normal priority"
            idle_s, passages, _ = index_once(folder, background=background, foreground_samples=0)
            busy_s, _, during = index_once(folder, background=background, foreground_samples=args.samples)
            rows.append((f"during index, {label}", statistics.median(during), idle_s, busy_s))
            print(
                f"  {label}: index alone {idle_s:.1f} s ({passages / idle_s:.1f} passages/s), "
                f"beside the foreground {busy_s:.1f} s; foreground {', '.join(f'{t:.2f}' for t in during)} s",
                flush=True,
            )
        print()
        print("| condition | foreground median | slowdown | index alone | index with foreground |")
        print("|---|---:|---:|---:|---:|")
        for name, median, idle_s, busy_s in rows:
            slow = f"{(median / base - 1) * 100:+.0f} %" if idle_s is not None else "—"
            idle = f"{idle_s:.1f} s" if idle_s is not None else "—"
            busy = f"{busy_s:.1f} s" if busy_s is not None else "—"
            print(f"| {name} | {median:.2f} s | {slow} | {idle} | {busy} |")
    return 0


if __name__ == "__main__":
    threading.current_thread().name = "bench"
    sys.exit(main())
