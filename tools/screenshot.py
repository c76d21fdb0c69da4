"""Render the app window with a small indexed folder and a query, to a PNG.

    xvfb-run -a .venv/bin/python tools/screenshot.py docs/screenshot.png
    xvfb-run -a .venv/bin/python tools/screenshot.py --dark docs/screenshot-dark.png
    QT_SCALE_FACTOR=2 xvfb-run -a .venv/bin/python tools/screenshot.py docs/screenshot-200.png
    xvfb-run -a .venv/bin/python tools/screenshot.py --models docs/models.png
    xvfb-run -a -s "-screen 0 1600x1000x24" env QT_QPA_PLATFORM=xcb QT_MEDIA_BACKEND=ffmpeg \
        .venv/bin/python tools/screenshot.py --recording docs/screenshot-speech.png

``--recording`` adds a spoken video (espeak-ng, as the tests make them) stored with the times its
sentences are said, searches words of its third sentence and plays it from there (Enter): the
row, the preview at the moment and the player.

``--dark`` gives the app a dark system palette (what a desktop in dark mode
hands to Qt), to check that nothing is drawn in hard-coded light colours.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QEventLoop, QObject, Qt, QTimer, Slot
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QApplication

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from desktop_search.app import DesktopApp
from desktop_search.core.common.config import Paths
from tools.sample_folder import write_sample


def wait_for(signal, timeout_ms: int = 120_000) -> list:
    loop = QEventLoop()
    got: list = []
    signal.connect(lambda *args: (got.extend(args), loop.quit()))
    QTimer.singleShot(timeout_ms, loop.quit)
    loop.exec()
    return got


def settle(ms: int = 300) -> None:
    loop = QEventLoop()
    QTimer.singleShot(ms, loop.quit)
    loop.exec()


def show_results(desktop: Any, query: str) -> None:
    """Search ``query`` in the app's window and wait for the answer: the first result selected
    (its preview shown), the focus back in the search box, as a user leaves it."""
    window = desktop.window
    window.search_box.setText(query)
    wait_for(desktop.worker.results_ready)
    settle()
    window.results.setCurrentRow(0)
    window.search_box.setFocus()
    settle()


def _write_backlog(folder: Path, n: int) -> None:
    """Older notes (a year back), each with an invoice number only its words can find."""
    import os
    import random
    import time

    folder.mkdir(parents=True, exist_ok=True)
    rng = random.Random(3)
    words = "supplier delivery order quantity pallet warehouse freight customs receipt".split()
    old = time.time() - 365 * 86400
    for i in range(n):
        path = folder / f"order-{i:04}.txt"
        body = " ".join(rng.choice(words) for _ in range(rng.randint(120, 200)))
        path.write_text(f"Order INV-2041-{i:04}. {body}.", encoding="utf-8")
        os.utime(path, (old + i, old + i))


def _wait_for_meaning(desktop: DesktopApp, *, share: float) -> None:
    """Until every file has its words and about ``share`` of the passages have their meaning."""
    loop = QEventLoop()

    class Watch(QObject):
        @Slot(object)
        def on_progress(self, p) -> None:
            if (
                p.phase == "meaning"
                and p.passages_total
                and 1 - p.meaning_pending / p.passages_total >= share
            ):
                loop.quit()

    watch = Watch()
    desktop.worker.progress_changed.connect(watch.on_progress, Qt.ConnectionType.QueuedConnection)
    QTimer.singleShot(300_000, loop.quit)
    loop.exec()
    desktop.worker.progress_changed.disconnect(watch.on_progress)


def _show_recording(desktop: DesktopApp, tmp: Path) -> None:
    """A spoken video stored with its sentences' times (by a second writer, as the speech step
    stores them), found by words of its third sentence, selected, and played from there."""
    from desktop_search.ui.results_list import PATH_ROLE
    from tests.helpers.recordings import SENTENCES, WORDS, index_recording, speak

    spoken = speak(tmp / "Recordings" / "planning-meeting.mp4", SENTENCES, gap_s=0.5)
    index_recording(desktop.paths, spoken, title="Weekly planning meeting")
    window = desktop.window
    window.search_box.setText(WORDS)
    wait_for(desktop.worker.results_ready)
    settle()
    for row in range(window.results.count()):
        if window.results.item(row).data(PATH_ROLE) == str(spoken.path):
            window.results.setCurrentRow(row)
    window.results.setFocus()
    settle()
    window.opener.open_item(window.results.currentItem(), editor="", place=lambda _r: None)
    wait_for(window.player.playing_started, 20_000)
    settle(1500)


def dark_palette() -> QPalette:
    p = QPalette()
    roles = {
        QPalette.ColorRole.Window: "#2b2b2b",
        QPalette.ColorRole.WindowText: "#e6e6e6",
        QPalette.ColorRole.Base: "#1e1e1e",
        QPalette.ColorRole.AlternateBase: "#262626",
        QPalette.ColorRole.Text: "#e6e6e6",
        QPalette.ColorRole.Button: "#353535",
        QPalette.ColorRole.ButtonText: "#e6e6e6",
        QPalette.ColorRole.Highlight: "#2f6fb3",
        QPalette.ColorRole.HighlightedText: "#ffffff",
        QPalette.ColorRole.ToolTipBase: "#353535",
        QPalette.ColorRole.ToolTipText: "#e6e6e6",
        QPalette.ColorRole.PlaceholderText: "#8c8c8c",
        QPalette.ColorRole.Link: "#6fa8ff",
    }
    for role, colour in roles.items():
        p.setColor(role, QColor(colour))
    p.setColor(QPalette.ColorGroup.Disabled, QPalette.ColorRole.Text, QColor("#8c8c8c"))
    p.setColor(QPalette.ColorGroup.Disabled, QPalette.ColorRole.WindowText, QColor("#8c8c8c"))
    return p


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", nargs="?", default="docs/screenshot.png")
    parser.add_argument("--dark", action="store_true", help="a dark system palette")
    parser.add_argument("--models", action="store_true", help="the Models window instead of the main window")
    parser.add_argument("--query", default="internet keeps disconnecting")
    parser.add_argument("--locale", help="the window in this locale (de_DE, ar_EG; default: the system's)")
    parser.add_argument(
        "--folder-dialog",
        action="store_true",
        help="Qt's folder chooser instead of the window",
    )
    parser.add_argument(
        "--recording", action="store_true", help="a spoken video, its preview at the moment and its player"
    )
    parser.add_argument(
        "--meaning-backlog",
        type=int,
        default=0,
        help="add this many older notes and take the shot while their meaning is still being read",
    )
    args = parser.parse_args()
    out = Path(args.out)
    app = QApplication.instance() or QApplication(sys.argv)
    from PySide6.QtCore import QLocale

    from desktop_search.ui import i18n

    i18n.install(app, QLocale(args.locale) if args.locale else None)
    if args.dark:
        app.setStyle("Fusion")
        app.setPalette(dark_palette())
    with tempfile.TemporaryDirectory() as tmp:
        notes = write_sample(Path(tmp) / "Documents")
        if args.meaning_backlog:
            _write_backlog(notes / "Archive", args.meaning_backlog)
        desktop = DesktopApp(Paths(Path(tmp) / "data"))
        desktop.start()
        wait_for(desktop.worker.engine_ready)
        desktop.window.folders_added.emit([str(notes)])
        if args.meaning_backlog:
            _wait_for_meaning(desktop, share=0.3)
        else:
            wait_for(desktop.worker.indexing_finished)
        if args.models:
            desktop.show_models()
            settle()
            widget = desktop.models_dialog
        elif args.folder_dialog:
            from PySide6.QtWidgets import QFileDialog

            widget = QFileDialog(
                desktop.window, QCoreApplication.translate("MainWindow", "Add a folder to index"), str(notes)
            )
            widget.setFileMode(QFileDialog.FileMode.Directory)
            widget.setOption(QFileDialog.Option.DontUseNativeDialog)
            widget.resize(820, 480)
            widget.show()
            settle(800)
        elif args.recording:
            widget = desktop.window
            widget.resize(1280, 820)
            _show_recording(desktop, Path(tmp))
        else:
            show_results(desktop, args.query)
            widget = desktop.window
        if args.recording:  # the video's picture is drawn by its own surface: read it from the screen
            from PySide6.QtGui import QGuiApplication

            QGuiApplication.primaryScreen().grabWindow(widget.winId()).save(str(out))
        else:
            widget.grab().save(str(out))
        desktop.shutdown()
    print(f"wrote {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
