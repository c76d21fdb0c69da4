"""Live watching and pause/resume, through the real app wiring."""

from __future__ import annotations

import time
from pathlib import Path

from PySide6.QtCore import Qt

from desktop_search.ui.main_window import MainWindow
from desktop_search.ui.mnemonics import plain
from desktop_search.ui.result_delegate import RESULT_ROLE
from desktop_search.ui.results_list import PATH_ROLE


def _search(qtbot, desktop_app, query: str) -> list[str]:
    win = desktop_app.window
    with qtbot.waitSignal(desktop_app.worker.results_ready, timeout=30_000):
        win.search_box.setText(query)
        qtbot.keyClick(win.search_box, Qt.Key.Key_Return)
    # The signal can be caught before the window's own queued slot has shown the answer.
    qtbot.waitUntil(lambda: win.pending_query == "", timeout=10_000)
    return [win.results.item(i).data(PATH_ROLE) for i in range(win.results.count())]


def _top_chunk_id(desktop_app) -> int:
    return desktop_app.window.results.item(0).data(RESULT_ROLE).chunk_id


def _wait_for_search(qtbot, desktop_app, query: str, condition, timeout_s: float = 30.0) -> list[str]:
    """Search again until ``condition(paths)`` holds: the watcher decides when it indexes."""
    deadline = time.monotonic() + timeout_s
    while True:
        found = _search(qtbot, desktop_app, query)
        if condition(found) or time.monotonic() > deadline:
            return found
        qtbot.wait(200)


def test_files_created_renamed_and_deleted_while_watching(
    qtbot, desktop_app, monkeypatch, notes_dir: Path
) -> None:
    monkeypatch.setattr(MainWindow, "ask_folder", classmethod(lambda cls, parent: str(notes_dir)))
    with qtbot.waitSignal(desktop_app.worker.indexing_finished, timeout=120_000):
        qtbot.mouseClick(desktop_app.window.add_button, Qt.MouseButton.LeftButton)
    query = "vehicle coverage renewal"

    new = notes_dir / "insurance.txt"
    new.write_text("The car insurance policy renews in October; compare quotes before then.")
    found = _wait_for_search(qtbot, desktop_app, query, lambda f: f[:1] == [str(new)])
    assert found[0] == str(new)
    chunk_id = _top_chunk_id(desktop_app)

    moved = notes_dir / "garden" / "car-policy.txt"
    new.rename(moved)
    found = _wait_for_search(qtbot, desktop_app, query, lambda f: f[:1] == [str(moved)])
    assert found[0] == str(moved)
    assert str(new) not in found
    assert _top_chunk_id(desktop_app) == chunk_id  # same stored passage: a rename is never embedded again

    moved.unlink()
    found = _wait_for_search(qtbot, desktop_app, query, lambda f: str(moved) not in f)
    assert str(moved) not in found


def test_pause_and_resume_from_the_window(qtbot, desktop_app, tmp_path: Path) -> None:
    folder = tmp_path / "many"
    folder.mkdir()
    for i in range(120):
        (folder / f"note{i:03}.txt").write_text(f"Entry {i}: " + "notes about the renovation budget. " * 30)
    win = desktop_app.window
    phases: list[str] = []
    desktop_app.worker.progress_changed.connect(lambda p: phases.append(p.phase))
    win.folders_added.emit([str(folder)])
    qtbot.waitUntil(win.pause_button.isVisible, timeout=60_000)
    qtbot.mouseClick(win.pause_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: "paused" in phases, timeout=30_000)
    assert plain(win.pause_button.text()) == "Resume"
    # The recorder above runs on the engine thread; the window hears the same progress through its
    # queued slot a moment later.
    qtbot.waitUntil(lambda: win.status_label.text().startswith("Paused"), timeout=10_000)
    with qtbot.waitSignal(desktop_app.worker.indexing_finished, timeout=180_000) as done:
        qtbot.mouseClick(win.pause_button, Qt.MouseButton.LeftButton)
    assert done.args[0].report.files_indexed == 120
    assert not win.pause_button.isVisible()
