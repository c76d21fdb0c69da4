"""Drive the real window, worker thread and engine through pytest-qt."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt

from desktop_search.core.contracts import Answer, RunSummary
from desktop_search.ui.main_window import MainWindow
from desktop_search.ui.opening import ResultOpener
from desktop_search.ui.results_list import PATH_ROLE

from ..helpers.corpus import NOTES


def _add_folder(qtbot, desktop_app, monkeypatch, folder: Path) -> RunSummary:
    monkeypatch.setattr(MainWindow, "ask_folder", classmethod(lambda cls, parent: str(folder)))
    with qtbot.waitSignal(desktop_app.worker.indexing_finished, timeout=120_000) as finished:
        qtbot.mouseClick(desktop_app.window.add_button, Qt.MouseButton.LeftButton)
    return finished.args[0]


def test_add_folder_index_and_find_by_meaning(qtbot, desktop_app, monkeypatch, notes_dir: Path) -> None:
    win = desktop_app.window
    assert win.search_box.hasFocus() or win.focusWidget() is win.search_box
    summary = _add_folder(qtbot, desktop_app, monkeypatch, notes_dir)
    assert summary.report.files_indexed == len(NOTES)
    qtbot.waitUntil(lambda: f"{len(NOTES)} files" in win.status_label.text(), timeout=10_000)

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
    monkeypatch.setattr(ResultOpener, "open_path", staticmethod(lambda path: opened.append(path) or True))
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
    qtbot.waitUntil(lambda: win.pending_query == "", timeout=10_000)  # the window has shown it
    assert win.results.count() == 0
    assert "Add folder" in win.message.text()  # no folders yet: says what to do


def test_keyboard_reveal_copy_preview_and_filters(qtbot, desktop_app, monkeypatch, notes_dir: Path) -> None:
    from PySide6.QtGui import QGuiApplication

    revealed: list[str] = []
    monkeypatch.setattr(ResultOpener, "reveal_path", staticmethod(lambda path: revealed.append(path) or True))
    _add_folder(qtbot, desktop_app, monkeypatch, notes_dir)
    win = desktop_app.window
    with qtbot.waitSignal(desktop_app.worker.results_ready, timeout=30_000):
        qtbot.keyClicks(win.search_box, "wifi keeps dropping")
        qtbot.keyClick(win.search_box, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: win.results.count() > 0, timeout=10_000)
    assert win.results.item(0).data(PATH_ROLE) == str(notes_dir / "router.md")
    assert "<b>wifi</b>" in win.preview.toHtml() or "font-weight" in win.preview.toHtml()  # terms marked
    assert "dropping" in win.preview.toPlainText()

    qtbot.keyClick(win.search_box, Qt.Key.Key_Down)  # into the results
    assert win.results.hasFocus() or win.focusWidget() is win.results
    qtbot.keyClick(win, Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier)
    assert revealed == [str(notes_dir / "router.md")]
    qtbot.keyClick(win, Qt.Key.Key_C, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert QGuiApplication.clipboard().text() == str(notes_dir / "router.md")

    # a type filter that excludes Markdown: the router note can no longer be first
    win.type_filter.setCurrentText("PDF")
    assert not win.list_note.isHidden()  # the list says it is searching until the answer comes
    qtbot.waitUntil(win.list_note.isHidden, timeout=30_000)
    assert win.results.count() == 0
    assert "No matching files" in win.message.text()


def test_reranked_results_replace_the_first_stage(qtbot, reranking_app) -> None:
    app = reranking_app
    answers: list[Answer] = []
    app.worker.results_ready.connect(lambda _rid, answer: answers.append(answer))
    app.window.search_box.setText("paying income tax to the government")
    qtbot.waitUntil(lambda: any(a.final for a in answers), timeout=30_000)
    first, final = answers[0], answers[-1]
    assert not first.final
    assert first.note == "reranking…"
    assert final.reranked
    assert all(r.reranked for r in final.results)
    assert sorted(r.path for r in final.results) == sorted(r.path for r in first.results)
    qtbot.waitUntil(lambda: app.window.search_note.text() in ("reranked", ""), timeout=30_000)
