"""A user whose notes are mostly Chinese hears, at the first run, that the English-only default
model is the wrong one, and gets the built-in multilingual model in one click: after the background
re-index an English question finds the Chinese note that answers it."""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtCore import Qt

from desktop_search.core.models.convert import sidecar_path
from desktop_search.ui.main_window import MainWindow
from desktop_search.ui.mnemonics import plain
from desktop_search.ui.results_list import PATH_ROLE

from ..helpers.chinese_notes import ENGLISH_QUESTIONS, write_chinese_notes


def test_a_chinese_folder_is_offered_the_multilingual_model_in_one_click(
    qtbot, desktop_app, monkeypatch, tmp_path: Path, multilingual_model: Path
) -> None:
    app, win = desktop_app, desktop_app.window
    for src in (multilingual_model, sidecar_path(multilingual_model)):  # converted once per session
        os.link(src, app.paths.models_dir / src.name)
    folder = write_chinese_notes(tmp_path / "笔记")
    monkeypatch.setattr(MainWindow, "ask_folder", classmethod(lambda cls, parent: str(folder)))
    with qtbot.waitSignal(app.worker.model_offered, timeout=120_000, check_params_cb=bool) as offered:
        qtbot.mouseClick(win.add_button, Qt.MouseButton.LeftButton)
    assert offered.args[0].model == "multilingual-e5-small"
    qtbot.waitUntil(lambda: win.model_offer.isVisibleTo(win), timeout=10_000)
    assert "not in English (Chinese)" in win.model_offer_text.text()
    assert plain(win.model_offer_use.text()) == "Use multilingual-e5-small"

    with qtbot.waitSignal(
        app.worker.indexing_finished, timeout=180_000, check_params_cb=lambda summary: summary.switched
    ):
        qtbot.mouseClick(win.model_offer_use, Qt.MouseButton.LeftButton)
    assert not win.model_offer.isVisibleTo(win)
    assert win.last_status is not None
    qtbot.waitUntil(lambda: win.last_status.model == "multilingual-e5-small", timeout=10_000)

    question, note = next(iter(ENGLISH_QUESTIONS.items()))
    with qtbot.waitSignal(app.worker.results_ready, timeout=30_000):
        qtbot.keyClicks(win.search_box, question)
        qtbot.keyClick(win.search_box, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: win.results.count() > 0, timeout=10_000)
    assert win.results.item(0).data(PATH_ROLE) == str(folder / note)


def test_not_now_hides_the_offer_and_remembers_the_share_declined_at(
    qtbot, desktop_app, monkeypatch, tmp_path: Path
) -> None:
    from desktop_search.core.common.settings import Settings

    app, win = desktop_app, desktop_app.window
    folder = write_chinese_notes(tmp_path / "notes")
    monkeypatch.setattr(MainWindow, "ask_folder", classmethod(lambda cls, parent: str(folder)))
    with qtbot.waitSignal(app.worker.model_offered, timeout=120_000, check_params_cb=bool):
        qtbot.mouseClick(win.add_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: win.model_offer.isVisibleTo(win), timeout=10_000)
    qtbot.mouseClick(win.model_offer_later, Qt.MouseButton.LeftButton)
    assert not win.model_offer.isVisibleTo(win)
    qtbot.waitUntil(
        lambda: Settings.load(app.paths.settings_path).multilingual_offer_declined > 0.8, timeout=10_000
    )
