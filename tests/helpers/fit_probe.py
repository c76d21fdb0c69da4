"""Open every window and dialog of the app on this display and list the buttons off the screen.

Run by tests/gui/test_fits_the_screen.py in its own process (its own Qt, platform and scale):
prints one JSON object: the screen's free area and, per window, the buttons outside it.
"""

from __future__ import annotations

import json
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from PySide6.QtCore import QLocale, QRect
from PySide6.QtWidgets import QAbstractButton, QApplication, QScrollArea, QWidget

from desktop_search.core.common.settings import Settings
from desktop_search.ui import i18n
from desktop_search.ui.failures_dialog import FailuresDialog
from desktop_search.ui.main_window import MainWindow
from desktop_search.ui.model_tasks import ModelTasks
from desktop_search.ui.models_dialog import ModelsDialog
from desktop_search.ui.settings_dialog import SettingsDialog


def _on_screen(widget: QWidget, screen: QRect) -> bool:
    return screen.contains(QRect(widget.mapToGlobal(widget.rect().topLeft()), widget.size()))


def _scrolled_into_reach(widget: QWidget, screen: QRect) -> bool:
    """Inside a scroll area that is itself on the screen: scrolling brings it there."""
    parent = widget.parentWidget()
    while parent is not None:
        if isinstance(parent, QScrollArea):
            return _on_screen(parent.viewport(), screen)
        parent = parent.parentWidget()
    return False


def offscreen_buttons(window: QWidget, screen: QRect) -> list[str]:
    out = []
    for button in window.findChildren(QAbstractButton):
        if not button.isVisibleTo(window) or not button.text():
            continue
        rect = QRect(button.mapToGlobal(button.rect().topLeft()), button.size())
        if not _on_screen(button, screen) and not _scrolled_into_reach(button, screen):
            out.append(f"{button.text()} at {rect.getRect()}")
    return out


def app_windows(models_dir: Path) -> dict[str, QWidget]:
    """Every window and dialog of the app, filled as a user with a few folders sees them."""
    return {
        "main window": MainWindow(),
        "settings": SettingsDialog(Settings(), [f"/home/someone/Folder {i}" for i in range(6)]),
        "models": ModelsDialog(ModelTasks(models_dir)),
        "failures": FailuresDialog([[f"/home/someone/file-{i}.pdf", "failed", "damaged"] for i in range(40)]),
    }


def main() -> int:
    app = QApplication(sys.argv)
    i18n.install(app, QLocale(sys.argv[1]) if len(sys.argv) > 1 else None)
    screen = app.primaryScreen().availableGeometry()
    with tempfile.TemporaryDirectory() as tmp:
        windows = app_windows(Path(tmp))
        report: dict[str, object] = {"screen": screen.getRect()}
        for name, window in windows.items():
            window.show()
            app.processEvents()
            frame = window.frameGeometry()
            report[name] = {"frame": frame.getRect(), "off_screen": offscreen_buttons(window, screen)}
            window.close()
    print(json.dumps(report))
    return 0


if __name__ == "__main__":
    sys.exit(main())
