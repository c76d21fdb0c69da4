"""A drive whose index another computer made with another model (#42): the window says its files
are found by their words only, offers to add this computer's model's vectors, adds nothing until
the click, and afterwards finds the drive's files by meaning. Real app, real models on both sides."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from desktop_search.core.common.settings import Settings
from desktop_search.core.elsewhere.drive_copying import vectors_file
from desktop_search.core.elsewhere.drive_writing import index_on_drive
from desktop_search.ui.result_delegate import RESULT_ROLE

from ..helpers.corpus import write_notes


@pytest.fixture
def e5_drive(tmp_path, paths, multilingual_model):
    """A drive folder indexed on the drive by a computer whose model is multilingual-e5-small;
    this computer (``paths``: the English default model) keeps it among its drives."""
    folder = tmp_path / "media" / "Archive"
    write_notes(folder / "notes")
    index_on_drive(folder, settings=Settings(), model_path=multilingual_model)
    Settings(drive_indexes=[str(folder)]).save(paths.settings_path)
    return folder


def test_another_models_drive_is_offered_this_models_vectors_and_found_by_meaning_after(
    qtbot, e5_drive, desktop_app
) -> None:
    win = desktop_app.window
    qtbot.waitUntil(lambda: win.drive_offer.isVisibleTo(win), timeout=30_000)
    text = win.drive_offer.text_label.text()
    assert "multilingual-e5-small" in text
    assert "words only" in text
    assert "found by their words only" in win.status_label.text()
    # The drive's files are counted with the local index's (which holds none here).
    assert "0 files, 0 passages indexed + 5 files from drives and shared indexes" in win.status_label.text()
    added = vectors_file(e5_drive, "x").parent
    assert not list(added.glob("*.sqlite3")), "nothing is added before the click"

    with qtbot.waitSignal(desktop_app.worker.indexing_finished, timeout=120_000):
        qtbot.mouseClick(win.drive_offer.add_button, Qt.MouseButton.LeftButton)
    assert len(list(added.glob("*.sqlite3"))) == 1
    qtbot.waitUntil(lambda: "found by their words only" not in win.status_label.text(), timeout=30_000)
    assert not win.drive_offer.isVisibleTo(win)

    qtbot.keyClicks(win.search_box, "paying income tax to the government")
    qtbot.keyClick(win.search_box, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: win.results.count() > 0, timeout=30_000)
    first = win.results.item(0).data(RESULT_ROLE)
    assert (first.path, first.shared) == (str(e5_drive / "notes" / "taxes.txt"), "drive Archive")


def test_not_now_hides_the_drive_offer(qtbot, e5_drive, desktop_app) -> None:
    win = desktop_app.window
    qtbot.waitUntil(lambda: win.drive_offer.isVisibleTo(win), timeout=30_000)
    qtbot.mouseClick(win.drive_offer.later_button, Qt.MouseButton.LeftButton)
    assert not win.drive_offer.isVisibleTo(win)
    with qtbot.waitSignal(desktop_app.worker.engine_ready, timeout=30_000):  # the status again
        desktop_app.worker._wake_requested.emit("shared_changed")  # as the puller asks for it
    assert win.last_status is not None
    assert win.last_status.shared[0]["without_meaning"]
    assert not win.drive_offer.isVisibleTo(win), "declined: not offered again in this session"
