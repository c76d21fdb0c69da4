"""The Qt-free session service on a real engine: the search lane, runs, the watcher's lifetime.

The window's worker and the CLI's ``watch`` are thin front ends over it; these tests drive it the
way they do, with a plain queue standing in for the owner thread's event loop.
"""

from __future__ import annotations

import os
import queue
import threading
from pathlib import Path
from typing import Any

import pytest

from desktop_search.core.common.config import Paths
from desktop_search.core.contracts import Answer, EngineStatus, RerankerOffer, RunProgress, RunSummary
from desktop_search.core.indexing.progress import IndexReport
from desktop_search.core.models.convert import sidecar_path
from desktop_search.core.session import Session
from desktop_search.core.text.languages import ModelOffer

from ..helpers.chinese_notes import ENGLISH_QUESTIONS, write_chinese_notes
from ..helpers.corpus import PARAPHRASES


class Recorder:
    """Collects the session's events (the role the worker's signals play in the app)."""

    def __init__(self) -> None:
        self.events: list[tuple[str, Any]] = []
        self.answers: list[tuple[int, Answer]] = []
        self.finished: list[IndexReport] = []

    def engine_ready(self, status: EngineStatus) -> None:
        self.events.append(("ready", status))

    def engine_failed(self, message: str) -> None:
        self.events.append(("failed", message))

    def progress(self, progress: RunProgress) -> None:
        self.events.append(("progress", progress))

    def indexing_finished(self, summary: RunSummary) -> None:
        self.finished.append(summary.report)

    def failures_changed(self, failures: list[list[str]]) -> None:
        self.events.append(("failures", failures))

    def results(self, request_id: int, answer: Answer) -> None:
        self.answers.append((request_id, answer))

    def error(self, message: str) -> None:
        self.events.append(("error", message))

    def reranker_offered(self, offer: RerankerOffer | None) -> None:
        self.events.append(("offer", offer))

    def model_offered(self, offer: ModelOffer | None) -> None:
        self.events.append(("model offer", offer))


@pytest.fixture
def session(paths: Paths):
    wakes: queue.Queue[str] = queue.Queue()
    recorder = Recorder()
    s = Session(paths, recorder, wake=wakes.put, watch=False)
    s.open()
    assert s.engine is not None
    yield s, recorder, wakes
    s.close()


def _run_wakes(s: Session, wakes: queue.Queue[str]) -> list[str]:
    """What the owner thread's event loop does: run what the session asked for, in order."""
    done = []
    while not wakes.empty():
        name = wakes.get_nowait()
        getattr(s, name)()
        done.append(name)
    return done


def test_open_reports_ready_and_offers_a_reranker_once_idle(session) -> None:
    s, recorder, wakes = session
    assert recorder.events[0][0] == "ready"
    assert _run_wakes(s, wakes) == ["offer_reranker", "offer_model"]  # no folders: nothing to catch up
    assert [kind for kind, _ in recorder.events].count("offer") == 1


def test_the_newest_query_wins(session, notes_dir: Path) -> None:
    s, recorder, wakes = session
    s.index_folders([str(notes_dir)])
    _run_wakes(s, wakes)
    recorder.answers.clear()
    s.request_search(1, "how to make homemade bread")
    s.request_search(2, "paying income tax to the government")  # typed before the first was answered
    _run_wakes(s, wakes)
    assert [rid for rid, _ in recorder.answers] == [2]
    best = recorder.answers[0][1].results[0].path
    assert best == str(notes_dir / PARAPHRASES["paying income tax to the government"])


def test_the_window_hears_when_no_file_holds_the_querys_words(session, notes_dir: Path) -> None:
    s, recorder, wakes = session
    s.index_folders([str(notes_dir)])
    _run_wakes(s, wakes)
    for request_id, query, expected in ((1, "zorblaxian quintessoid", True), (2, "sourdough starter", False)):
        recorder.answers.clear()
        s.request_search(request_id, query)
        _run_wakes(s, wakes)
        assert recorder.answers, query
        assert all(answer.no_word_match is expected for _rid, answer in recorder.answers), query


def test_a_query_is_answered_at_a_heartbeat_of_the_run(session, tmp_path: Path, notes_dir: Path) -> None:
    s, recorder, _wakes = session
    s.index_folders([str(notes_dir)])
    more = tmp_path / "more"
    more.mkdir()
    for i in range(60):
        (more / f"n{i:03}.txt").write_text(f"Note {i}: " + "quartz lantern meadow " * 40, encoding="utf-8")
    answered_during_run: list[bool] = []
    original = recorder.results

    def results(request_id: int, answer: Answer) -> None:
        answered_during_run.append(s.indexing)
        original(request_id, answer)

    recorder.results = results  # type: ignore[method-assign]
    asked = threading.Event()

    def progress(p: RunProgress) -> None:
        # Words of 60 notes take a fraction of a second; meaning takes the run's time.
        if p.phase == "meaning" and p.meaning_done >= 5 and not asked.is_set():
            asked.set()
            s.request_search(7, "growing vegetables in my backyard")  # as the GUI thread would

    recorder.progress = progress  # type: ignore[method-assign]
    s.index_folders([str(more)])
    assert asked.is_set()
    assert answered_during_run[:1] == [True]
    rid, answer = recorder.answers[0]
    assert rid == 7
    assert answer.results[0].path == str(notes_dir / PARAPHRASES["growing vegetables in my backyard"])
    assert recorder.finished[-1].files_indexed == 60


def test_watcher_lifetime_follows_the_session(paths: Paths, notes_dir: Path) -> None:
    wakes: queue.Queue[str] = queue.Queue()
    s = Session(paths, Recorder(), wake=wakes.put, watch=True)
    s.open()
    try:
        s.index_folders([str(notes_dir)])
        assert [root for root, _backend in s.watched()] == [notes_dir.resolve()]
        watcher = s.watcher
        assert watcher is not None
    finally:
        s.close()
    assert s.watcher is None
    assert s.engine is None


def _model_offers(recorder: Recorder) -> list[ModelOffer | None]:
    return [offer for kind, offer in recorder.events if kind == "model offer"]


def test_a_chinese_folder_is_offered_the_multilingual_model_and_english_then_finds_chinese(
    session, tmp_path: Path, multilingual_model: Path
) -> None:
    s, recorder, wakes = session
    _run_wakes(s, wakes)
    folder = write_chinese_notes(tmp_path / "笔记")
    s.index_folders([str(folder)])
    offer = _model_offers(recorder)[-1]
    assert offer is not None, "8 of 9 notes are Chinese: the English-only model is the wrong one"
    assert offer.model == "multilingual-e5-small"
    assert offer.languages == ["Chinese"]
    assert offer.share > 0.8
    status = s.engine.status()
    assert status.languages["zh"] >= 8

    # Accepting re-indexes with the built-in model in the background, then searches with it.
    for src in (multilingual_model, sidecar_path(multilingual_model)):  # converted once per session
        os.link(src, s.paths.models_dir / src.name)
    s.use_builtin_model(offer.model)
    assert recorder.finished[-1].files_indexed == 9
    assert s.engine.status().model == "multilingual-e5-small"
    assert _model_offers(recorder)[-1] is None  # nothing left to offer
    for rid, (question, note) in enumerate(ENGLISH_QUESTIONS.items()):
        s.request_search(rid, question)
        _run_wakes(s, wakes)
        assert recorder.answers[-1][1].results[0].path == str(folder / note), question


def test_declining_the_offer_is_remembered_until_the_mix_changes_a_lot(session, tmp_path: Path) -> None:
    from desktop_search.core.common.settings import Settings

    s, recorder, wakes = session
    _run_wakes(s, wakes)
    s.index_folders([str(write_chinese_notes(tmp_path / "notes"))])
    assert _model_offers(recorder)[-1] is not None
    s.decline_model_offer()
    assert _model_offers(recorder)[-1] is None
    assert Settings.load(s.paths.settings_path).multilingual_offer_declined == pytest.approx(8 / 9, abs=1e-3)
    s.offer_model()  # e.g. at the next start
    assert _model_offers(recorder)[-1] is None


def test_a_watched_change_during_a_long_meaning_step_is_served_before_the_backlog(
    session, tmp_path: Path
) -> None:
    from desktop_search.core.indexing.changes import ChangeSet

    s, recorder, wakes = session
    folder = tmp_path / "backlog"
    folder.mkdir()
    for i in range(120):
        (folder / f"n{i:03}.txt").write_text(
            f"Note {i}: " + "quartz lantern meadow harbour " * 60, encoding="utf-8"
        )
    edited = folder / "n000.txt"
    db = s.engine.db if s.engine is not None else None
    assert db is not None

    def waiting(path: Path) -> int:
        row = db._conn.execute(
            "SELECT COUNT(*) FROM chunks c JOIN files f ON f.id = c.file_id"
            " WHERE f.path=? AND length(c.vector)=0",
            (str(path),),
        ).fetchone()
        return int(row[0])

    state: dict[str, Any] = {}

    def progress(p: RunProgress) -> None:
        if p.phase == "meaning" and p.meaning_done >= 16 and "submitted" not in state:
            state["submitted"] = True  # the user saves a file: the watcher's change set arrives
            edited.write_text("Edited now: the zyxwarblefrob harbour ledger.", encoding="utf-8")
            s.submit_changes(ChangeSet(changed=frozenset({edited})))
        elif (
            state.get("submitted") and p.phase == "meaning" and p.meaning_done and "first" not in state
        ) and recorder.finished:  # the change's own run: at its first stored batch
            state["first"] = (waiting(edited), p.meaning_pending)

    recorder.progress = progress  # type: ignore[method-assign]
    s.index_folders([str(folder)])
    assert recorder.finished[-1].interrupted  # the backlog gave way between two batches
    assert recorder.finished[-1].meaning_pending > 0
    assert "run_pending_changes" in _run_wakes(s, wakes)
    edited_waiting, backlog = state["first"]
    assert edited_waiting == 0  # the change had its meaning first ...
    assert backlog > 0  # ... while the backlog still waited
    assert recorder.finished[-1].meaning_pending == 0  # and the same run finished the backlog
    assert s.engine.search("zyxwarblefrob", top=1)[0].path == str(edited)
