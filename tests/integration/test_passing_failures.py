"""A file leaves the index only on positive evidence that it is gone.

A read that fails for a passing reason (the extraction child cannot start, a time or memory
limit) keeps the file's last good passages, is listed with its reason and is read again at the
next run. A model switch makes its new index live only when it holds what the old one held, less
the files really gone; else the old index stays live and says why.
"""

from __future__ import annotations

import queue
from pathlib import Path
from typing import Any

import pytest

from desktop_search.cli import main
from desktop_search.cli.indexing import SWITCH_NOT_DONE
from desktop_search.core import switch
from desktop_search.core.common.config import Paths
from desktop_search.core.common.settings import Settings
from desktop_search.core.contracts import EngineStatus
from desktop_search.core.engine import Engine
from desktop_search.core.models.convert import DEFAULT_MODEL_FILE, bundled_minilm_dir
from desktop_search.core.models.library import import_model
from desktop_search.core.session import Session
from desktop_search.core.store.verify import verify_index
from tests.helpers.corpus import NOTES, PARAPHRASES, write_notes
from tests.helpers.sandbox import extraction_child_cannot_start


@pytest.fixture(scope="module")
def other_model(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """MiniLM converted again under another name: another file, so another vector space to the index."""
    minilm = bundled_minilm_dir()
    assert minilm is not None
    path, _ = import_model(minilm, tmp_path_factory.mktemp("other"))
    return path


QUERY, EXPECTED = next(iter(PARAPHRASES.items()))


def _first(engine: Engine, query: str = QUERY) -> str:
    results = engine.search(query, top=1)
    return Path(results[0].path).name if results else ""


def _indexed(paths: Paths, folder: Path) -> None:
    with Engine(paths) as engine:  # closed: its extraction child goes with it
        assert engine.index([folder]).files_indexed == len(NOTES)


# -- a normal run --------------------------------------------------------------------------------


def test_a_file_whose_reread_fails_keeps_its_passages_is_listed_and_read_at_the_next_run(
    paths: Paths, notes_dir: Path
) -> None:
    _indexed(paths, notes_dir)
    changed = notes_dir / "taxes.txt"
    changed.write_text("The zeppelin hangar was repainted in silver last spring.", encoding="utf-8")
    with extraction_child_cannot_start(), Engine(paths) as engine:
        report = engine.index()
        assert (report.files_indexed, report.files_failed) == (0, 1)
        assert engine.search("income tax return", top=1)[0].path == str(changed), "old passages kept"
        [(path, _status, reason)] = engine.failures()
        assert path == str(changed)
        assert "extractor failed to start" in reason
        assert "next run" in reason
    with Engine(paths) as engine:  # the child starts again: no --retry-failed needed
        report = engine.index()
        assert (report.files_indexed, report.files_unchanged, report.files_failed) == (1, len(NOTES) - 1, 0)
        assert engine.search("zeppelin hangar", top=1)[0].path == str(changed)
        assert engine.failures() == []


def test_a_permanent_failure_is_not_read_again_while_the_file_is_unchanged(
    paths: Paths, notes_dir: Path
) -> None:
    (notes_dir / "broken.pdf").write_bytes(b"%PDF-1.7\n1 0 obj << /Type /Catalog >> garbage without xref")
    with Engine(paths) as engine:
        assert engine.index([notes_dir]).files_failed == 1
        again = engine.index()
        assert (again.files_failed, again.files_unchanged) == (0, len(NOTES) + 1)


# -- a model switch ------------------------------------------------------------------------------


def test_a_switch_whose_reads_all_fail_keeps_the_old_index_live_and_resumes_later(
    paths: Paths, notes_dir: Path, other_model: Path
) -> None:
    _indexed(paths, notes_dir)
    with extraction_child_cannot_start(), Engine(paths) as engine:
        before = engine.status()
        assert engine.start_model_switch(other_model) is True
        report = engine.run_model_switch()
        assert (report.files_indexed, report.files_failed) == (0, len(NOTES))
        status = engine.status()
        assert engine.model_path.name == DEFAULT_MODEL_FILE, "the old model still answers"
        assert (status.files, status.chunks, status.vectors) == (before.files, before.chunks, before.vectors)
        assert _first(engine) == Path(EXPECTED).name
        assert status.switching_to == str(other_model), "the switch is still to be made"
        assert "could not be read" in status.switch_waiting
        assert engine.pending_model_switch() == other_model
    assert Settings.load(paths.settings_path).embedder_model == ""
    assert verify_index(paths.db_path, paths.vectors_path).ok
    with Engine(paths) as engine:  # the next start: the child starts again, the switch is resumed
        assert engine.model_path.name == DEFAULT_MODEL_FILE
        assert engine.pending_model_switch() == other_model
        engine.start_model_switch(other_model)
        report = engine.run_model_switch()
        assert report.files_indexed == len(NOTES)
        assert engine.model_path == other_model
        status = engine.status()
        assert (status.files, status.switching_to, status.switch_waiting) == (len(NOTES), None, "")
        assert _first(engine) == Path(EXPECTED).name
    assert not (paths.data_dir / switch.NEXT_INDEX).exists()


def test_a_switch_leaves_out_a_file_deleted_since_the_last_run(
    paths: Paths, notes_dir: Path, other_model: Path
) -> None:
    _indexed(paths, notes_dir)
    (notes_dir / "router.md").unlink()  # the live index still holds it: the listing says it is gone
    with Engine(paths) as engine:
        engine.start_model_switch(other_model)
        engine.run_model_switch()
        assert engine.model_path == other_model
        assert engine.status().files == len(NOTES) - 1


def test_cli_index_model_whose_reads_all_fail_keeps_the_old_index_and_says_so(
    paths: Paths, notes_dir: Path, other_model: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    base = ["--data-dir", str(paths.data_dir)]
    assert main([*base, "index", str(notes_dir)]) == 0
    capsys.readouterr()
    with extraction_child_cannot_start():
        code = main([*base, "index", "--model", str(other_model)])
    out, err = capsys.readouterr()
    assert code == SWITCH_NOT_DONE
    assert f"not switched to {other_model.name}" in err
    assert "could not be read" in err
    assert f"words: 0 of {len(NOTES)} files searchable by words" in err
    assert f"indexed 0 files (0 chunks), 0 unchanged, 0 moved, 0 removed, {len(NOTES)} failed" in out
    assert Settings.load(paths.settings_path).embedder_model == ""
    with Engine(paths) as engine:
        assert engine.model_path.name == DEFAULT_MODEL_FILE
        assert engine.status().files == len(NOTES)
        assert _first(engine) == Path(EXPECTED).name
    assert main([*base, "index", "--model", str(other_model)]) == 0  # the child starts again
    assert Settings.load(paths.settings_path).embedder_model == str(other_model)
    with Engine(paths) as engine:
        assert engine.model_path == other_model
        assert engine.status().files == len(NOTES)
        assert _first(engine) == Path(EXPECTED).name


class _Events:
    """A session's events, as the window's worker hears them: here, the statuses only."""

    def __init__(self) -> None:
        self.statuses: list[EngineStatus] = []

    def engine_ready(self, status: EngineStatus) -> None:
        self.statuses.append(status)

    def __getattr__(self, name: str) -> Any:
        return lambda *args: None  # progress, results, offers...: not looked at here


def test_the_window_is_told_why_and_try_again_makes_the_switch(
    paths: Paths, notes_dir: Path, other_model: Path
) -> None:
    _indexed(paths, notes_dir)
    events, wakes = _Events(), queue.Queue[str]()
    session = Session(paths, events, wake=wakes.put, watch=False)  # type: ignore[arg-type]
    try:
        with extraction_child_cannot_start():
            session.open()
            session.switch_model(str(other_model))
        held = events.statuses[-1]
        assert held.switching_to == str(other_model)
        assert "could not be read" in held.switch_waiting
        assert Path(held.model_file).name == DEFAULT_MODEL_FILE, "the old model still answers"
        assert held.files == len(NOTES)
        session.retry_failed()  # "Try again" in the window: the child starts again
        while not wakes.empty():
            getattr(session, wakes.get_nowait())()
        assert session.engine is not None
        assert session.engine.model_path == other_model
        assert (events.statuses[-1].switching_to, events.statuses[-1].files) == (None, len(NOTES))
    finally:
        session.close()


# -- what the command line counts ----------------------------------------------------------------


def test_cli_counts_a_file_that_could_not_be_read_as_not_searchable(
    paths: Paths, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    folder = write_notes(tmp_path / "three")
    for name in list(NOTES)[2:]:
        (folder / name).unlink()
    (folder / "broken.pdf").write_bytes(b"%PDF-1.4 broken")
    assert main(["--data-dir", str(paths.data_dir), "index", str(folder)]) == 0
    out, err = capsys.readouterr()
    assert "1 failed" in out
    assert "words: 2 of 3 files searchable by words" in err
    assert "(1 could not be read)" in err
    assert "words: every file read searchable by its words after" in out
    assert "s (1 could not be read); meaning" in out


def test_cli_never_counts_a_negative_number_of_passages_waiting(
    paths: Paths, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    folder = tmp_path / "mail"
    folder.mkdir()
    messages = [
        f"From a@example.org Mon Jan  1 00:00:0{i} 2024\nFrom: a@example.org\nSubject: note {i}\n"
        f"Message-ID: <m{i}@example.org>\n\nMessage {i} is about tomatoes in the garden.\n\n"
        for i in range(3)
    ]
    box = folder / "box.mbox"
    box.write_text("".join(messages), encoding="utf-8")
    base = ["--data-dir", str(paths.data_dir)]
    assert main([*base, "index", str(folder)]) == 0
    capsys.readouterr()
    box.write_text("".join(messages[:2]), encoding="utf-8")  # a message deleted: its vectors go
    assert main([*base, "index"]) == 0
    out, _err = capsys.readouterr()
    assert "all passages have meaning" in out
    assert "still waiting" not in out
