"""Drive the real window, worker thread and engine through pytest-qt."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt

from desktop_search.ui.main_window import PATH_ROLE, MainWindow

from ..helpers.corpus import NOTES


def _add_folder(qtbot, desktop_app, monkeypatch, folder: Path) -> dict:
    monkeypatch.setattr(MainWindow, "ask_folder", classmethod(lambda cls, parent: str(folder)))
    with qtbot.waitSignal(desktop_app.worker.indexing_finished, timeout=120_000) as finished:
        qtbot.mouseClick(desktop_app.window.add_button, Qt.MouseButton.LeftButton)
    return finished.args[0]


def test_add_folder_index_and_find_by_meaning(qtbot, desktop_app, monkeypatch, notes_dir: Path) -> None:
    win = desktop_app.window
    assert win.search_box.hasFocus() or win.focusWidget() is win.search_box
    summary = _add_folder(qtbot, desktop_app, monkeypatch, notes_dir)
    assert summary["files_indexed"] == len(NOTES)
    assert f"{len(NOTES)} files" in win.status_label.text()

    with qtbot.waitSignal(desktop_app.worker.results_ready, timeout=30_000):
        qtbot.keyClicks(win.search_box, "paying income tax to the government")
        qtbot.keyClick(win.search_box, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: win.results.count() > 0, timeout=10_000)
    first = win.results.item(0)
    assert first.data(PATH_ROLE) == str(notes_dir / "taxes.txt")
    assert "taxes.txt" in first.text()
    assert "revenue office" in first.text()  # the snippet shows why it matched


def test_activating_a_result_opens_the_file(qtbot, desktop_app, monkeypatch, notes_dir: Path) -> None:
    opened: list[str] = []
    monkeypatch.setattr(MainWindow, "open_path", staticmethod(lambda path: opened.append(path) or True))
    _add_folder(qtbot, desktop_app, monkeypatch, notes_dir)
    win = desktop_app.window
    with qtbot.waitSignal(desktop_app.worker.results_ready, timeout=30_000):
        win.search_box.setText("growing vegetables in my backyard")
    qtbot.waitUntil(lambda: win.results.count() > 0, timeout=10_000)
    win.results.setFocus()
    win.results.setCurrentRow(0)
    qtbot.keyClick(win.results, Qt.Key.Key_Return)
    assert opened == [str(notes_dir / "garden" / "tomatoes.txt")]


def test_cancelled_dialog_changes_nothing(qtbot, desktop_app, monkeypatch) -> None:
    monkeypatch.setattr(MainWindow, "ask_folder", classmethod(lambda cls, parent: ""))
    with qtbot.assertNotEmitted(desktop_app.window.folders_added):
        qtbot.mouseClick(desktop_app.window.add_button, Qt.MouseButton.LeftButton)


def test_query_without_matches_says_what_to_do(qtbot, desktop_app) -> None:
    win = desktop_app.window
    with qtbot.waitSignal(desktop_app.worker.results_ready, timeout=30_000):
        win.search_box.setText("anything at all")
    assert win.results.count() == 0
    assert "No matching files" in win.message.text()
