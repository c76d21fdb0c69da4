"""Open every window and dialog of the app with large text and list the texts that do not fit.

Run by tests/gui/test_fits_the_screen.py in its own process (its own Qt, platform and font DPI):
prints one JSON object: per window, each label, button, check box, group box title and result
row whose text needs more room than it has, with the room it has and the room it needs.
"""

from __future__ import annotations

import json
import os
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from PySide6.QtCore import QLocale, QSize
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QComboBox,
    QGroupBox,
    QLabel,
    QStyle,
    QStyleOptionGroupBox,
    QWidget,
)

from desktop_search.core.contracts import Answer, RunProgress
from desktop_search.core.searching.results import SearchResult
from desktop_search.ui import i18n
from desktop_search.ui.main_window import MainWindow
from tests.helpers.fit_probe import app_windows


def _needs(widget: QWidget) -> QSize | None:
    """The room ``widget``'s text needs at its present width, or None for no text."""
    if isinstance(widget, QLabel):
        if not widget.text() or (widget.pixmap() is not None and not widget.pixmap().isNull()):
            return None
        if widget.wordWrap():
            return QSize(widget.minimumSizeHint().width(), widget.heightForWidth(widget.width()))
        return widget.sizeHint()
    if isinstance(widget, QAbstractButton):
        return widget.sizeHint() if widget.text() else None
    if isinstance(widget, QComboBox):
        return widget.minimumSizeHint()
    if isinstance(widget, QGroupBox) and widget.title():
        option = QStyleOptionGroupBox()
        widget.initStyleOption(option)
        title = widget.style().subControlRect(
            QStyle.ComplexControl.CC_GroupBox, option, QStyle.SubControl.SC_GroupBoxLabel, widget
        )
        return QSize(title.right() + 1, title.bottom() + 1)
    return None


def clipped(window: QWidget) -> list[str]:
    out = []
    for widget in [window, *window.findChildren(QWidget)]:
        if not widget.isVisibleTo(window) or widget.width() == 0:
            continue
        needs = _needs(widget)
        if needs is None:
            continue
        if needs.width() > widget.width() or needs.height() > widget.height():
            text = widget.text() if hasattr(widget, "text") else widget.objectName()
            if isinstance(widget, QGroupBox):
                text = widget.title()
            if isinstance(widget, QComboBox):
                text = widget.currentText()
            out.append(
                f"{type(widget).__name__} {text[:60]!r}: has {widget.width()}×{widget.height()},"
                f" needs {needs.width()}×{needs.height()}"
            )
    return out


def clipped_rows(window: MainWindow) -> list[str]:
    """Result rows drawn shorter than their text (the delegate lays out rich text)."""
    view = window.results
    model = view.model()
    out = []
    for row in range(model.rowCount()):
        index = model.index(row, 0)
        needs = view.itemDelegate().sizeHint(_option(view), index)
        has = view.visualRect(index)
        if needs.height() > has.height():
            out.append(f"result row {row}: has {has.height()} px, needs {needs.height()}")
    return out


def _option(view: object) -> object:
    from PySide6.QtWidgets import QStyleOptionViewItem

    option = QStyleOptionViewItem()
    view.initViewItemOption(option)  # type: ignore[attr-defined]
    return option


def _results() -> Answer:
    words = "tenant deposit returned within thirty days of the end of the lease " * 4
    results = [
        SearchResult(
            path=f"/home/someone/Documents/Rental agreements/{name}",
            score=0.9 - i / 10,
            snippet=words,
            highlights=[],
            page=3 if name.endswith(".pdf") else None,
            chunk_id=i + 1,
            char_start=0,
            char_end=len(words),
            mtime_ns=int(time.time()) * 10**9,
            route=route,
            similarity=0.9 - i / 10,
        )
        for i, (name, route) in enumerate(
            [("lease-2024.pdf", "both"), ("letter to the landlord.txt", "vector"), ("notes.md", "keyword")]
        )
    ]
    return Answer(results=results, final=True)


def _progress() -> RunProgress:
    """Indexing under way, words and meaning both: the longest status line."""
    return RunProgress(
        phase="meaning",
        files_done=12_345,
        files_total=23_456,
        chunks_done=54_321,
        current="/home/someone/Documents/Rental agreements/lease-2024.pdf",
        failed=12,
        elapsed_s=1_000.0,
        meaning_done=5_000,
        meaning_pending=40_000,
        passages_total=60_000,
        meaning_rate=12.5,
        rate=12.3,
        eta_s=900.0,
        meaning_eta_s=3_200.0,
    )


def main() -> int:
    app = QApplication(sys.argv)
    i18n.install(app, QLocale(sys.argv[1]) if len(sys.argv) > 1 else None)
    report: dict[str, object] = {
        "screen": app.primaryScreen().availableGeometry().getRect(),
    }
    with tempfile.TemporaryDirectory() as tmp:
        windows: dict[str, QWidget] = {
            "empty main window": MainWindow(),  # before the first search: the notes say what goes where
            **app_windows(Path(tmp)),
        }
        main_window = windows["main window"]
        for name, window in windows.items():
            window.show()
            app.processEvents()
            if window is main_window:
                main_window.search_box.setText("tenant deposit")
                main_window.on_results(main_window._request_id, _results())
                main_window.on_progress(_progress())
                app.processEvents()
            if shots := os.environ.get("CLIP_PROBE_SHOTS"):  # to look at, when a check fails
                window.grab().save(str(Path(shots) / f"{name.replace(' ', '-')}.png"))
            problems = clipped(window)
            if window is main_window:
                problems += clipped_rows(main_window)
            report[name] = {"size": [window.width(), window.height()], "clipped": problems}
            window.close()
    print(json.dumps(report))
    return 0


if __name__ == "__main__":
    sys.exit(main())
