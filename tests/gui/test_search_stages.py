"""The window's searches through the real worker: one first stage per query, the core's list."""

from __future__ import annotations

from pathlib import Path

import numpy as np

from desktop_search.core.contracts import Answer
from desktop_search.ui.results_list import PATH_ROLE

from ..helpers.corpus import NOTES


def test_a_reranked_search_runs_the_first_stage_once(qtbot, reranking_app) -> None:
    app = reranking_app
    # count the query embeddings (the first stage's first step) made on the engine thread
    embedder = app.worker.session.engine.searcher.embedder
    embed_query = embedder.embed_query
    calls: list[str] = []

    def counted(text: str) -> np.ndarray:
        calls.append(text)
        return embed_query(text)

    embedder.embed_query = counted
    answers: list[Answer] = []
    app.worker.results_ready.connect(lambda _rid, answer: answers.append(answer))
    app.window.search_box.setText("paying income tax to the government")
    qtbot.waitUntil(lambda: any(a.final for a in answers), timeout=30_000)
    assert [(a.final, a.reranked) for a in answers] == [(False, False), (True, True)]
    assert calls == ["paying income tax to the government"]


def test_the_window_shows_the_cores_list_and_says_when_no_match_is_good(
    qtbot, desktop_app, notes_dir: Path
) -> None:
    win = desktop_app.window
    with qtbot.waitSignal(desktop_app.worker.indexing_finished, timeout=120_000):
        win.folders_added.emit([str(notes_dir)])

    def search(text: str) -> list[str]:
        with qtbot.waitSignal(desktop_app.worker.results_ready, timeout=30_000):
            win.search_box.setText(text)
        qtbot.waitUntil(lambda: win.pending_query == "" and win.results.count() > 0, timeout=10_000)
        return [win.results.item(i).data(PATH_ROLE) for i in range(win.results.count())]

    # found by meaning; the other notes are only weakly like it, and the core left them out
    assert search("paying income tax to the government") == [str(notes_dir / "taxes.txt")]
    assert win.message.text() == "No file contains these words; closest in meaning:"  # none holds "tax"
    # nothing is like it: every note is shown, as the closest files there are
    assert len(search("quantum chromodynamics on a lattice")) == len(NOTES)
    assert "none is close in meaning: these are the closest files" in win.message.text()
    # words of a note: no note about them
    assert search("sourdough starter")[0] == str(notes_dir / "sourdough.md")
    assert win.message.isHidden()
