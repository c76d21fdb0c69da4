"""A log that keeps growing (#43 item 8): what one append costs when its new lines are read alone,
against the whole log read again, both measured in the same run.

Writes a log of ``--log-mb`` MB (``tools/logs.py``: real logs' formats), indexes it with the app's
engine (extraction in the sandbox child, the log found by its words only), then appends
``--lines`` lines at a time and indexes each change as the watcher reports it:

* **tail** (today): ``--appends`` appends, each read from where the log grew;
* **whole** (before): ``--whole-appends`` appends with ``Indexer.appends_alone`` off, each read
  again from its first byte (as the app did before, in pieces now).

For each: CPU seconds per append (this process and the extraction child), wall seconds until the
new lines are findable, passages written and removed per append, and whether the line
appended is found by its words (the log first, a passage of it holding the line). The first
index prints its peak resident memory (the app's process and the extraction child, every 0.1 s).

    .venv/bin/python bench/growing_log.py [--log-mb 30] [--appends 10] [--whole-appends 3]
"""

from __future__ import annotations

import argparse
import sqlite3
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import psutil

from bench.common import PeakMemory, machine_line
from desktop_search.core.common.config import Paths
from desktop_search.core.common.settings import Settings
from desktop_search.core.engine import Engine
from desktop_search.core.indexing.changes import ChangeSet
from desktop_search.core.models.builtin import DEFAULT_MODEL_NAME, ensure_builtin_model
from tools.logs import log_lines, write_log


def cpu_seconds() -> float:
    """CPU time (user and system) of this process and its children alive now (the extractor)."""
    me = psutil.Process()
    total = sum(me.cpu_times()[:2])
    for child in me.children(recursive=True):
        try:
            total += sum(child.cpu_times()[:2])
        except psutil.Error:
            continue
    return total


def chunk_ids(paths: Paths, log: Path) -> set[int]:
    with sqlite3.connect(paths.db_path) as con:
        rows = con.execute(
            "SELECT c.id FROM chunks c JOIN files f ON f.id = c.file_id WHERE f.path = ?", (str(log),)
        )
        return {int(r[0]) for r in rows}


def stored(paths: Paths, log: Path, word: str) -> bool:
    """Whether a passage of ``log`` holds ``word``."""
    with sqlite3.connect(paths.db_path) as con:
        row = con.execute(
            "SELECT 1 FROM chunks c JOIN files f ON f.id = c.file_id WHERE f.path = ? AND instr(c.text, ?)",
            (str(log), word),
        ).fetchone()
        return row is not None


def appends(eng: Engine, paths: Paths, log: Path, *, count: int, lines: int, tag: str) -> dict[str, float]:
    """``count`` appends of ``lines`` lines, each indexed as the watcher reports it."""
    source = log_lines(seed=hash(tag) % 1000)
    cpu, wall, written, removed, found = [], [], [], [], 0
    for n in range(count):
        marker = "zq" + tag + "".join(chr(97 + int(d)) for d in f"{n:04d}")  # one word, found nowhere else
        block = [next(source) for _ in range(lines - 1)]
        block.append(f"2026-12-02 02:00:00 ERROR [bench] append {n} marker {marker}\n")
        before = chunk_ids(paths, log)
        with log.open("a", encoding="utf-8") as fh:
            fh.writelines(block)
        c0, t0 = cpu_seconds(), time.monotonic()
        eng.index(changes=ChangeSet(changed=frozenset({log})))
        wall.append(time.monotonic() - t0)
        cpu.append(cpu_seconds() - c0)
        after = chunk_ids(paths, log)
        written.append(len(after - before))
        removed.append(len(before - after))
        hits = eng.query(marker, top=1, rerank=False).results
        found += bool(hits) and hits[0].path == str(log) and stored(paths, log, marker)
    return {
        "cpu": statistics.mean(cpu),
        "wall": statistics.mean(wall),
        "written": statistics.mean(written),
        "removed": statistics.mean(removed),
        "found": found,
        "count": count,
    }


def main() -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--log-mb", type=float, default=30.0)
    parser.add_argument("--appends", type=int, default=10, help="appends read alone (today)")
    parser.add_argument("--whole-appends", type=int, default=3, help="appends read again whole (before)")
    parser.add_argument("--lines", type=int, default=1, help="lines per append")
    parser.add_argument("--keep", type=Path, help="work here (kept) instead of a temporary folder")
    args = parser.parse_args()
    work = args.keep or Path(tempfile.mkdtemp(prefix="ds-growing-log-"))
    print(machine_line())
    folder = work / "logs"
    folder.mkdir(parents=True, exist_ok=True)
    log = write_log(folder / "app.log", int(args.log_mb * 2**20))
    print(f"log: {log.stat().st_size / 2**20:.1f} MB, {args.lines} line(s) appended at a time")

    paths = Paths(work / "data").ensure()
    ensure_builtin_model(DEFAULT_MODEL_NAME, paths.models_dir)
    # Normal priority: the run is measured, not lived beside.
    with Engine(paths, settings=Settings(background_priority=False)) as eng:
        with PeakMemory(interval=0.1) as peak:
            c0, t0 = cpu_seconds(), time.monotonic()
            first = eng.index([folder])
            took, cpu = time.monotonic() - t0, cpu_seconds() - c0
        print(
            f"first index: {first.chunks_added:,} passages (words only) in {took:.1f} s, {cpu:.1f} CPU s;"
            f" peak resident memory: app process {peak.main / 2**20:.0f} MB,"
            f" extraction child {peak.children / 2**20:.0f} MB"
        )
        tail = appends(eng, paths, log, count=args.appends, lines=args.lines, tag="tail")
        eng.indexer.appends_alone = False
        whole = appends(eng, paths, log, count=args.whole_appends, lines=args.lines, tag="whole")
    print(f"{'per append':<16} {'CPU s':>8} {'wall s':>8} {'written':>9} {'removed':>9} {'found':>7}")
    for name, row in (("tail (today)", tail), ("whole (before)", whole)):
        print(
            f"{name:<16} {row['cpu']:>8.3f} {row['wall']:>8.3f} {row['written']:>9,.0f}"
            f" {row['removed']:>9,.0f} {row['found']:>3.0f}/{row['count']:.0f}"
        )
    if tail["cpu"]:
        print(f"an append costs {tail['cpu'] / whole['cpu']:.4f} of reading the log again whole (CPU)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
