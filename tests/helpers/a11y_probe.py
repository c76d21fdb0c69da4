"""Show the main window and the Settings dialog and wait: for a screen reader's view over AT-SPI.

Run by tests/integration/test_atspi.py on Xvfb inside a private session bus; prints "ready"
once both are shown, and runs until it is terminated.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from PySide6.QtCore import QLocale, QTimer
from PySide6.QtWidgets import QApplication

from desktop_search.core.common.settings import Settings
from desktop_search.ui import i18n
from desktop_search.ui.main_window import MainWindow
from desktop_search.ui.settings_dialog import SettingsDialog


def main() -> int:
    app = QApplication(sys.argv)
    app.setApplicationName("desktop-search-probe")
    i18n.install(app, QLocale("en_US"))
    window = MainWindow()
    window.show()
    settings = SettingsDialog(Settings(), ["/home/someone/Documents"], window)
    settings.show()
    QTimer.singleShot(500, lambda: print("ready", flush=True))
    return app.exec()


if __name__ == "__main__":
    sys.exit(main())
