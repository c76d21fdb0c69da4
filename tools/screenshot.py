"""Render the app window with a small indexed folder and a query, to a PNG.

QT_QPA_PLATFORM=offscreen .venv/bin/python tools/screenshot.py docs/screenshot.png
"""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path

from PySide6.QtCore import QEventLoop, QTimer
from PySide6.QtWidgets import QApplication

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from desktop_search.app import DesktopApp
from desktop_search.core.config import Paths
from tests.helpers.corpus import write_notes


def wait_for(signal, timeout_ms: int = 120_000) -> list:
    loop = QEventLoop()
    got: list = []
    signal.connect(lambda *args: (got.extend(args), loop.quit()))
    QTimer.singleShot(timeout_ms, loop.quit)
    loop.exec()
    return got


def main() -> int:
    out = Path(sys.argv[1] if len(sys.argv) > 1 else "docs/screenshot.png")
    app = QApplication.instance() or QApplication(sys.argv)
    with tempfile.TemporaryDirectory() as tmp:
        notes = write_notes(Path(tmp) / "Notes")
        desktop = DesktopApp(Paths(Path(tmp) / "data"))
        desktop.start()
        wait_for(desktop.worker.engine_ready)
        desktop.window.folders_added.emit([str(notes)])
        wait_for(desktop.worker.indexing_finished)
        desktop.window.search_box.setText("why does the wifi keep dropping")
        wait_for(desktop.worker.results_ready)
        app.processEvents()
        desktop.window.grab().save(str(out))
        desktop.shutdown()
    print(f"wrote {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
