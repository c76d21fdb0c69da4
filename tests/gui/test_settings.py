"""Folders and settings through the real dialog, saved and applied by the engine."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt

from desktop_search.app import DesktopApp
from desktop_search.core.contracts import RunSummary
from desktop_search.core.settings import Settings

from .test_watching import _wait_for_search


def _index(qtbot, desktop_app, folder: Path) -> None:
    with qtbot.waitSignal(desktop_app.worker.indexing_finished, timeout=120_000):
        desktop_app.window.folders_added.emit([str(folder)])


def test_exclusion_pattern_is_saved_and_applied(
    qtbot, desktop_app, monkeypatch, notes_dir: Path, paths
) -> None:
    _index(qtbot, desktop_app, notes_dir)
    bread = str(notes_dir / "sourdough.md")
    found = _wait_for_search(qtbot, desktop_app, "how to make homemade bread", lambda f: f[:1] == [bread])
    assert found[0] == bread

    def drive(dialog) -> bool:
        assert dialog.folders.count() == 1
        dialog.exclude_globs.setText("*.md")
        dialog.results_per_page.setValue(7)
        return True

    monkeypatch.setattr(DesktopApp, "run_dialog", staticmethod(drive))
    with qtbot.waitSignal(desktop_app.worker.indexing_finished, timeout=60_000) as done:
        qtbot.mouseClick(desktop_app.window.settings_button, Qt.MouseButton.LeftButton)
    assert done.args[0].report.files_removed == 2  # sourdough.md and router.md are now excluded
    saved = Settings.load(paths.settings_path)
    assert saved.exclude_globs == ["*.md"]
    assert saved.results_per_page == 7
    gone = str(notes_dir / "sourdough.md")
    assert gone not in _wait_for_search(
        qtbot, desktop_app, "how to make homemade bread", lambda f: gone not in f
    )


def test_removing_a_folder_forgets_its_files(qtbot, desktop_app, monkeypatch, notes_dir: Path) -> None:
    _index(qtbot, desktop_app, notes_dir)
    qtbot.waitUntil(lambda: desktop_app.window.folders == [str(notes_dir)], timeout=30_000)

    def drive(dialog) -> bool:
        assert dialog.folders.count() == 1
        dialog.folders.setCurrentRow(0)
        dialog._on_remove()
        return False  # removing applies at once, even when the dialog is cancelled

    def forgotten(summary: RunSummary) -> bool:  # not a watcher run that may still have been under way
        return summary.status.folders == []

    monkeypatch.setattr(DesktopApp, "run_dialog", staticmethod(drive))
    with qtbot.waitSignal(
        desktop_app.worker.indexing_finished, timeout=60_000, check_params_cb=forgotten
    ) as done:
        qtbot.mouseClick(desktop_app.window.settings_button, Qt.MouseButton.LeftButton)
    status = done.args[0].status
    assert status.files == 0
    assert status.chunks == 0
    # only "All folders" left (the window handles the same signal after this test's wait returns)
    qtbot.waitUntil(lambda: desktop_app.window.folder_filter.count() == 1, timeout=10_000)


def test_start_at_login_is_saved_and_registered_with_the_desktop(
    qtbot, desktop_app, monkeypatch, paths
) -> None:
    from desktop_search import autostart

    def drive(dialog) -> bool:
        assert not dialog.start_at_login.isChecked()
        dialog.start_at_login.setChecked(True)
        return True

    monkeypatch.setattr(DesktopApp, "run_dialog", staticmethod(drive))
    qtbot.mouseClick(desktop_app.window.settings_button, Qt.MouseButton.LeftButton)
    assert Settings.load(paths.settings_path).start_at_login
    assert autostart.enabled()
    assert "--hidden" in autostart.entry_path().read_text(encoding="utf-8")

    def undo(dialog) -> bool:
        assert dialog.start_at_login.isChecked()
        dialog.start_at_login.setChecked(False)
        return True

    monkeypatch.setattr(DesktopApp, "run_dialog", staticmethod(undo))
    qtbot.mouseClick(desktop_app.window.settings_button, Qt.MouseButton.LeftButton)
    assert not autostart.enabled()


def test_a_hidden_start_keeps_the_window_closed_but_the_engine_running(qtbot, paths) -> None:
    app = DesktopApp(paths)
    qtbot.addWidget(app.window)
    with qtbot.waitSignal(app.worker.engine_ready, timeout=60_000):
        app.start(show=False)
    assert not app.window.isVisible()
    assert app.window.hide_on_close
    app.activate()  # what the tray's "Show" and a second launch do
    assert app.window.isVisible()
    app.shutdown()
