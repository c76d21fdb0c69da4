"""A query typed while the first index runs is answered during the run, from what is indexed so far.

Real window, real worker thread, real engine (llama.cpp, Faiss, SQLite) and real files. The same flow
under Xvfb with the xcb platform is run by ``bench/gui_stall.py`` (see the README's figures).
"""

from __future__ import annotations

import os
import random
import time
from pathlib import Path

from PySide6.QtCore import QObject, Qt, Slot

from desktop_search.core.contracts import Answer, RunProgress, RunSummary
from desktop_search.ui.main_window import MainWindow
from desktop_search.ui.results_list import PATH_ROLE

from ..helpers.corpus import NOTES

FILLER_WORDS = (
    "orbit lantern quartz meadow violin harbor glacier pepper saddle copper velvet thunder "
    "canyon marble feather compass anchor willow ember prism"
).split()


class _Recorder(QObject):
    """Keeps the worker's progress and summaries, received on the GUI thread (a QObject's slots)."""

    def __init__(self) -> None:
        super().__init__()
        self.progress: list[RunProgress] = []
        self.finished: list[RunSummary] = []

    @Slot(object)
    def on_progress(self, p: RunProgress) -> None:
        self.progress.append(p)

    @Slot(object)
    def on_finished(self, summary: RunSummary) -> None:
        self.finished.append(summary)


def _folder_with_a_long_run(root: Path, *, fillers: int) -> Path:
    """Many fillers, then the notes, modified last: meaning goes newest first, so the notes get
    their vectors first, and the fillers' take the rest of the run."""
    rng = random.Random(7)
    filler = root / "zz-filler"
    filler.mkdir(parents=True)
    old = time.time() - 86400
    for i in range(fillers):
        words = " ".join(rng.choice(FILLER_WORDS) for _ in range(rng.randint(150, 220)))
        path = filler / f"filler-{i:04}.txt"
        path.write_text(f"Filler {i}. {words}.", encoding="utf-8")
        os.utime(path, (old, old))
    for name, text in NOTES.items():
        path = root / name.replace("/", "-")
        path.write_text(text, encoding="utf-8")
    return root


def test_a_query_typed_mid_run_is_answered_before_the_run_ends(
    qtbot, desktop_app, monkeypatch, tmp_path: Path
) -> None:
    folder = _folder_with_a_long_run(tmp_path / "docs", fillers=500)
    win, worker = desktop_app.window, desktop_app.worker
    recorder = _Recorder()
    worker.indexing_finished.connect(recorder.on_finished, Qt.ConnectionType.QueuedConnection)
    worker.progress_changed.connect(recorder.on_progress, Qt.ConnectionType.QueuedConnection)
    progress, finished = recorder.progress, recorder.finished

    # Query A before any folder: answered at once ("no folders yet").
    with qtbot.waitSignal(worker.results_ready, timeout=30_000):
        qtbot.keyClicks(win.search_box, "bicycle")

    monkeypatch.setattr(MainWindow, "ask_folder", classmethod(lambda cls, parent: str(folder)))
    qtbot.mouseClick(win.add_button, Qt.MouseButton.LeftButton)
    # Mid-way: every file has its words, the notes have their meaning, most fillers do not.
    qtbot.waitUntil(
        lambda: any(p.phase == "meaning" and p.meaning_done >= len(NOTES) + 10 for p in progress),
        timeout=120_000,
    )
    assert not finished

    # Query B replaces A: until B is answered, the list says it is searching (never A's results).
    win.search_box.clear()
    qtbot.keyClicks(win.search_box, "paying income tax to the government")
    assert win.results.count() == 0
    assert not win.list_note.isHidden()
    assert "paying income tax" in win.list_note.text()

    qtbot.waitUntil(lambda: win.results.count() > 0, timeout=10_000)
    assert not finished, "B must be answered while the run is still going"
    assert win.list_note.isHidden()
    assert win.results.item(0).data(PATH_ROLE) == str(folder / "taxes.txt")
    assert progress[-1].meaning_pending > 0  # the run was still giving the fillers their meaning

    with qtbot.waitSignal(worker.indexing_finished, timeout=60_000):
        worker.cancel()


def test_an_older_answer_never_shows_under_newer_text(qtbot, desktop_app, notes_dir: Path) -> None:
    win, worker = desktop_app.window, desktop_app.worker
    with qtbot.waitSignal(worker.indexing_finished, timeout=120_000):
        win.folders_added.emit([str(notes_dir)])
    answers: list[tuple[int, Answer]] = []
    # A plain function is called on the emitting (engine) thread: it may append after the window
    # has shown the answer, so wait for both.
    worker.results_ready.connect(lambda rid, answer: answers.append((rid, answer)))
    qtbot.keyClicks(win.search_box, "wifi keeps dropping")
    qtbot.keyClick(win.search_box, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: win.results.count() > 0 and bool(answers), timeout=30_000)
    old_id, old_answer = answers[-1]
    assert old_answer.results

    qtbot.keyClicks(win.search_box, " at night")  # newer text, not yet answered
    assert win.results.count() == 0
    assert "wifi keeps dropping at night" in win.list_note.text()
    win.on_results(old_id, old_answer)  # the older query's answer arrives late: dropped
    assert win.results.count() == 0
    assert not win.list_note.isHidden()
    qtbot.waitUntil(lambda: win.results.count() > 0, timeout=30_000)
    assert win.results.item(0).data(PATH_ROLE) == str(notes_dir / "router.md")


def test_a_failed_search_says_so_instead_of_searching_forever(qtbot, desktop_app) -> None:
    win = desktop_app.window
    qtbot.keyClicks(win.search_box, "anything")
    failed = Answer(results=[], final=True, note="", error="Search failed: disk")
    win.on_results(win._request_id, failed)
    assert win.list_note.isHidden()
    assert "Search failed: disk" in win.message.text()
