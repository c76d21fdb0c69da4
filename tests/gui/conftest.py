"""GUI fixtures: the real app wired as in production, on a private data directory."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QThread

from desktop_search.app import DesktopApp


@pytest.fixture(autouse=True)
def _cycles_on_the_gui_thread(qapp):
    """Cycles collected on the GUI thread, as in the app (:mod:`desktop_search.ui.gui_gc`)."""
    from desktop_search.ui import gui_gc

    collector = gui_gc.install(qapp)
    yield collector
    collector.stop()


@pytest.fixture(autouse=True)
def _english_window(qapp):
    """The window in English, as in an English locale: its plural forms come from desktop_search_en.qm."""
    from PySide6.QtCore import QLocale

    from desktop_search.core.common import texts
    from desktop_search.ui import i18n

    loaded = i18n.install(qapp, QLocale(QLocale.Language.English, QLocale.Country.UnitedStates))
    assert any(Path(f).name == "desktop_search_en.qm" for f in loaded), "run `make translations` first"
    yield
    i18n.uninstall(qapp)
    texts.reset()


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


@pytest.fixture
def reranking_app(qtbot, paths, tiny_gguf, notes_dir):
    """The real app with the tiny test reranker, the notes folder indexed."""
    from desktop_search.core.common.settings import Settings

    Settings(reranker_model=str(tiny_gguf)).save(paths.settings_path)
    app = DesktopApp(paths)
    qtbot.addWidget(app.window)
    try:
        with qtbot.waitSignal(app.worker.engine_ready, timeout=60_000) as ready:
            app.start()
        assert ready.args[0].reranker == "tiny-cross-encoder"
        with qtbot.waitSignal(app.worker.indexing_finished, timeout=120_000):
            app.window.folders_added.emit([str(notes_dir)])
        yield app
    finally:
        app.shutdown()
