"""How long does the window's event loop stall while a folder is indexed and searched?

Starts the real app (offscreen unless a display is set), adds a generated folder,
and while it is indexed types a query every 0.5 s. A 10 ms QTimer heartbeat
records the gaps between ticks; the longest gap is the worst stall a user
would feel. Goal: no stall over 50 ms.

    QT_QPA_PLATFORM=offscreen .venv/bin/python bench/gui_stall.py [--files 600]
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QElapsedTimer, QEventLoop, QTimer
from PySide6.QtWidgets import QApplication

sys.path.insert(0, str(Path(__file__).resolve().parent))
from index_folder import write_corpus

from desktop_search.app import DesktopApp
from desktop_search.core.config import Paths

QUERIES = ["budget meeting", "doctor appointment", "tax return salary", "kitchen repair", "river walk dog"]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--files", type=int, default=600)
    args = parser.parse_args()
    qt = QApplication.instance() or QApplication(sys.argv)
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp) / "corpus"
        write_corpus(folder, args.files)
        app = DesktopApp(Paths(Path(tmp) / "data"))
        loop = QEventLoop()
        app.worker.engine_ready.connect(loop.quit)
        app.start()
        loop.exec()

        gaps: list[float] = []
        clock = QElapsedTimer()
        clock.start()
        last = [clock.elapsed()]

        def beat() -> None:
            now = clock.elapsed()
            gaps.append(now - last[0])
            last[0] = now

        heartbeat = QTimer(interval=10)
        heartbeat.timeout.connect(beat)
        searches = QTimer(interval=500)
        n_query = [0]

        def search() -> None:
            app.window.search_box.setText(QUERIES[n_query[0] % len(QUERIES)])
            n_query[0] += 1

        searches.timeout.connect(search)
        done = QEventLoop()
        app.worker.indexing_finished.connect(done.quit)
        started = time.perf_counter()
        heartbeat.start()
        searches.start()
        app.window.folders_added.emit([str(folder)])
        done.exec()
        heartbeat.stop()
        searches.stop()
        took = time.perf_counter() - started
        app.shutdown()
    del qt
    stalls = sorted(gaps)
    p99 = stalls[int(0.99 * (len(stalls) - 1))]
    print(f"indexed {args.files} files in {took:.1f} s while typing {n_query[0]} queries")
    print(
        f"event-loop heartbeat (10 ms): {len(gaps)} ticks, median gap {statistics.median(gaps):.0f} ms, "
        f"p99 {p99:.0f} ms, longest {stalls[-1]:.0f} ms (goal: under 50 ms)"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
