"""GUI fixtures: the real app wired as in production, on a private data directory."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QThread

from desktop_search.app import DesktopApp


@pytest.fixture
def desktop_app(qtbot, paths):
    app = DesktopApp(paths)
    qtbot.addWidget(app.window)
    with qtbot.waitSignal(app.worker.engine_ready, timeout=60_000):
        app.start()
    # On a real X server (xcb) keyboard shortcuts reach only the active window, as for a user.
    app.window.activateWindow()
    qtbot.waitActive(app.window, timeout=5_000)
    yield app
    app.shutdown()
    assert not app.thread.isRunning(), "the engine thread must end with the app"
    assert isinstance(app.thread, QThread)
