"""One log must not take most of a first index (#30 item 4): words only for machine-written text.

A folder of ``--docs`` SciFact abstracts (what people write) plus one log of ``--log-mb`` MB, whose
last line holds words found nowhere else. The log is a real one when ``--real`` names it (its lines
repeated up to the size: Debian's ``/var/log/dpkg.log`` by default when present), else generated
in real logs' formats (``tools/logs.py``). Two first indexes in this run, each in a fresh data
directory, through the engine with its sandboxed extraction:

* **words only** (today): the log is read whole and indexed by its words; it is not embedded.
* **baseline** (before): the log is treated as prose, as the app did before: cut at the
  5,000,000-character limit and embedded like any file.

Each prints the run's seconds, when every file was findable by its words, the passages embedded,
whether the log's last line is found (and at which rank), and the ratio of the two runs.

    .venv/bin/python bench/machine_text.py --docs 300 --log-mb 40
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.common import EVAL_DIR, load_corpus, machine_line, write_files
from desktop_search.core.common.config import Paths
from desktop_search.core.common.settings import Settings
from desktop_search.core.engine import Engine
from desktop_search.core.extract.registry import extract_file
from desktop_search.core.text import machine_text
from tools.logs import write_log

LAST = "2026-12-02 01:59:59 ERROR payment gateway rejected order QX-77310-ZEBRA for customer Wexford"
QUERY = "QX-77310-ZEBRA Wexford"


def build_log(path: Path, size: int, real: Path | None) -> str:
    if real is None:
        write_log(path, size, last_line=LAST)
        return "generated (tools/logs.py)"
    lines = real.read_bytes()
    with path.open("wb") as f:
        written = 0
        while written < size:
            f.write(lines)
            written += len(lines)
        f.write(LAST.encode() + b"\n")
    return f"{real} ({len(lines):,} bytes) repeated"


def run(folder: Path, log: Path, *, baseline: bool) -> dict[str, float | int | str]:
    with tempfile.TemporaryDirectory(prefix="ds-machine-") as home:
        paths = Paths(Path(home) / "data")
        saved = machine_text.MIN_CHARS
        # Normal priority: the run is measured, not lived beside (SCHED_IDLE would time the neighbours).
        with Engine(paths, settings=Settings(background_priority=False)) as engine:
            if baseline:  # before: no file is machine-written, so the log is cut and embedded
                machine_text.MIN_CHARS = 1 << 62
                engine.indexer.extract = extract_file  # in this process, where the rule is off
            try:
                started = time.monotonic()
                report = engine.index([folder])
                seconds = time.monotonic() - started
            finally:
                machine_text.MIN_CHARS = saved
            found = [r.path for r in engine.query(QUERY, top=10, rerank=False).results]
            status = engine.status()
        return {
            "seconds": seconds,
            "words_s": report.words_s or 0.0,
            "embedded": report.passages_embedded,
            "passages": status.chunks,
            "log_rank": found.index(str(log)) + 1 if str(log) in found else 0,
            "notes": "; ".join(n for p, n in report.notes if p == str(log)),
        }


def main() -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--docs", type=int, default=300)
    parser.add_argument("--log-mb", type=float, default=40.0)
    parser.add_argument("--real", type=Path, default=Path("/var/log/dpkg.log"))
    parser.add_argument("--skip-baseline", action="store_true")
    args = parser.parse_args()
    real = args.real if args.real and args.real.is_file() else None
    print(machine_line(), flush=True)
    with tempfile.TemporaryDirectory(prefix="ds-machine-folder-") as tmp:
        folder = Path(tmp) / "home"
        corpus = load_corpus(EVAL_DIR / "scifact")
        write_files(folder, dict(list(corpus.items())[: args.docs]))
        log = folder / "var" / "server.log"
        log.parent.mkdir(parents=True)
        source = build_log(log, int(args.log_mb * 1024 * 1024), real)
        print(
            f"folder: {args.docs} SciFact abstracts + a {log.stat().st_size / 1e6:.1f} MB log, {source}",
            flush=True,
        )
        rows = [("words only (today)", run(folder, log, baseline=False))]
        print(f"  {rows[-1][0]}: {rows[-1][1]}", flush=True)
        if not args.skip_baseline:
            rows.append(("baseline (cut, embedded)", run(folder, log, baseline=True)))
            print(f"  {rows[-1][0]}: {rows[-1][1]}", flush=True)
    print(f"{'run':<26} {'index s':>8} {'words s':>8} {'embedded':>9} {'passages':>9} {'last line':>10}")
    for name, r in rows:
        rank = f"rank {r['log_rank']}" if r["log_rank"] else "not found"
        figures = f"{r['seconds']:>8.1f} {r['words_s']:>8.1f} {r['embedded']:>9,} {r['passages']:>9,}"
        print(f"{name:<26} {figures} {rank:>10}")
    for name, r in rows:
        print(f"  {name}: {r['notes'] or '(no note)'}")
    if len(rows) == 2:
        today, before = rows[0][1], rows[1][1]
        print(
            f"ratio today/baseline: index {float(today['seconds']) / float(before['seconds']):.2f}, "
            f"passages embedded {int(today['embedded']) / max(1, int(before['embedded'])):.3f}"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
