"""The real app in a real X11 window, reporting what the user would see of its focus.

``python -m tests.helpers.shortcut_probe DATA_DIR [TEXT]`` starts :class:`DesktopApp` (engine
thread, window, global shortcut from the settings) on Qt's xcb platform, puts TEXT in the
search field, and prints one JSON line whenever the window's activation, the focused widget or
the field's selection changes, until it is ended (SIGTERM).
"""

from __future__ import annotations

import json
import sys

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from desktop_search.app import DesktopApp
from desktop_search.core.common.config import Paths


def main() -> int:
    qt = QApplication(sys.argv[:1])
    app = DesktopApp(Paths.resolve(sys.argv[1]).ensure())
    app.start(show=True)
    if len(sys.argv) > 2:
        app.window.search_box.setText(sys.argv[2])
    app.window.results.setFocus()  # somewhere else than the field: the shortcut must move it
    last: list[str] = []

    def report() -> None:
        box = app.window.search_box
        state = json.dumps(
            {
                "active": app.window.isActiveWindow(),
                "field_focused": QApplication.focusWidget() is box,
                "selected": box.selectedText(),
                "text": box.text(),
                "shortcut": app.shortcut.text,
                "problem": app.shortcut.problem,
            }
        )
        if state != (last[0] if last else None):
            last[:] = [state]
            print(state, flush=True)

    timer = QTimer()
    timer.timeout.connect(report)
    timer.start(50)
    rc = qt.exec()
    app.shutdown()
    return rc


if __name__ == "__main__":
    sys.exit(main())
