"""A 40 MB log is found by its last line without being embedded; meaning for it when asked.

Real llama.cpp (the default MiniLM), real extraction in the sandbox child, SQLite/FTS5 and Faiss.
"""

from __future__ import annotations

import io
from contextlib import redirect_stdout
from pathlib import Path

import pytest

from desktop_search.cli import main
from desktop_search.core.common.config import Paths
from desktop_search.core.common.settings import Settings
from desktop_search.core.engine import Engine
from desktop_search.core.extract.registry import extract_file
from desktop_search.core.store.verify import verify_index
from desktop_search.core.text import machine_text
from tools.logs import write_log

LAST = (
    "2026-12-02 01:59:59 ERROR [billing] payment gateway rejected order QX-77310-ZEBRA for customer Wexford"
)


def _notes(folder: Path) -> None:
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "plan.txt").write_text("We agreed to move the garden shed next spring.", encoding="utf-8")
    (folder / "recipe.txt").write_text(
        "Bake the rye bread for forty minutes at 220 degrees.", encoding="utf-8"
    )


def test_a_40_mb_log_is_found_by_its_last_line_and_not_embedded(paths: Paths, tmp_path: Path) -> None:
    folder = tmp_path / "home"
    _notes(folder)
    log = write_log(folder / "server.log", 40 * 1024 * 1024, last_line=LAST)

    with Engine(paths) as engine:
        report = engine.index([folder])
        assert report.files_indexed == 3
        assert report.files_failed == 0
        assert report.passages_embedded == 2  # the two notes; not one passage of the log
        assert report.meaning_pending == 0
        assert (
            str(log),
            "found by its words only: machine-written text (a log), not read for meaning",
        ) in report.notes

        status = engine.status()
        assert status.words_only_files == 1
        assert status.partly_indexed == 1
        assert status.meaning_pending == 0
        assert status.vectors == 2
        assert status.chunks > 40_000  # the whole log, past the 5,000,000-character limit of other files

        found = engine.query("QX-77310-ZEBRA Wexford", top=3, rerank=False).results
        assert found
        assert found[0].path == str(log)
        assert found[0].words_only
        assert not found[0].meaning_pending
        assert "Wexford" in found[0].snippet
        # The notes are found by meaning as before.
        assert (
            engine.query("relocating the shed in the garden", top=1, rerank=False)
            .results[0]
            .path.endswith("plan.txt")
        )
        assert engine.notes() == [(str(log), report.notes[0][1])]

    checked = verify_index(paths.db_path, paths.vectors_path)
    assert checked.ok, checked.problems
    assert checked.pending == 0

    out = io.StringIO()
    with redirect_stdout(out):
        assert main(["--data-dir", str(paths.data_dir), "status", "--errors"]) == 0
    assert f" partly  {log}: found by its words only" in out.getvalue()
    assert "1 files indexed in part (or by their words only)" in out.getvalue()


def test_meaning_for_machine_text_when_asked(
    paths: Paths, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(machine_text, "MIN_CHARS", 20_000)  # a small log stands for a big one
    folder = tmp_path / "home"
    _notes(folder)
    log = write_log(folder / "sync.log", 30_000, last_line=LAST)

    with Engine(paths) as engine:
        engine.indexer.extract = extract_file  # in this process, where MIN_CHARS is patched
        first = engine.index([folder])
        assert first.passages_embedded == 2
        assert engine.status().words_only_files == 1

        engine.apply_settings(Settings(meaning_for_machine_text=True))
        second = engine.index([folder])
        assert second.files_indexed == 1  # the log, read again for its meaning
        status = engine.status()
        assert status.words_only_files == 0
        assert status.partly_indexed == 0
        assert status.meaning_pending == 0
        assert status.vectors == status.chunks
        found = engine.query("QX-77310-ZEBRA Wexford", top=1, rerank=False).results
        assert found[0].path == str(log)
        assert not found[0].words_only
        third = engine.index([folder])
        assert third.files_indexed == 0
        assert third.passages_embedded == 0  # nothing read again

    checked = verify_index(paths.db_path, paths.vectors_path)
    assert checked.ok, checked.problems
