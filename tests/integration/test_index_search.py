"""From a folder of real files to ranked results, through the real engine."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from desktop_search.core.common.config import Paths
from desktop_search.core.engine import Engine
from desktop_search.core.indexing.progress import Progress

from ..helpers.corpus import NOTES, PARAPHRASES


@pytest.fixture
def engine(paths: Paths):
    eng = Engine(paths)
    yield eng
    eng.close()


def _first(engine: Engine, query: str) -> str:
    results = engine.search(query, top=3)
    assert results, query
    return results[0].path


def test_paraphrased_queries_find_the_right_file(engine: Engine, notes_dir: Path) -> None:
    events: list[Progress] = []
    report = engine.index([notes_dir], progress=events.append)
    assert report.files_indexed == len(NOTES)
    assert report.files_failed == 0
    assert events[0].phase == "scanning"
    assert events[-1].phase == "done"
    assert events[-1].files_done == events[-1].files_total == len(NOTES)
    for query, expected in PARAPHRASES.items():
        assert _first(engine, query) == str(notes_dir / expected), query
    top = engine.search("how to make homemade bread", top=10)
    assert len({r.path for r in top}) == len(top)  # one result per file
    assert top[0].snippet.startswith("# Weekend baking")
    assert top == sorted(top, key=lambda r: r.score, reverse=True)


def test_unchanged_files_are_not_embedded_again(engine: Engine, notes_dir: Path) -> None:
    engine.index([notes_dir])
    tokens = engine.embedder.stats.tokens
    report = engine.index()
    assert report.files_indexed == 0
    assert report.files_unchanged == len(NOTES)
    assert engine.embedder.stats.tokens == tokens


def test_touched_but_identical_file_keeps_its_vectors(engine: Engine, notes_dir: Path) -> None:
    engine.index([notes_dir])
    target = notes_dir / "taxes.txt"
    os.utime(target, ns=(target.stat().st_atime_ns, target.stat().st_mtime_ns + 5_000_000_000))
    tokens = engine.embedder.stats.tokens
    report = engine.index()
    assert report.files_indexed == 0
    assert engine.embedder.stats.tokens == tokens
    assert engine.index().files_unchanged == len(NOTES)  # new mtime recorded


def test_changed_and_deleted_files_are_reflected(engine: Engine, notes_dir: Path) -> None:
    engine.index([notes_dir])
    (notes_dir / "router.md").write_text(
        "Recipe for a spicy lentil soup with cumin and lemon.", encoding="utf-8"
    )
    (notes_dir / "marathon.txt").unlink()
    report = engine.index()
    assert report.files_indexed == 1
    assert report.files_removed == 1
    assert _first(engine, "what to cook for dinner with beans") == str(notes_dir / "router.md")
    paths = {r.path for r in engine.search("preparing for a long distance running competition", top=10)}
    assert str(notes_dir / "marathon.txt") not in paths
    status = engine.status()
    assert status.files == len(NOTES) - 1
    assert status.chunks == status.vectors


def test_index_survives_reopen_and_a_lost_vector_file(paths: Paths, notes_dir: Path) -> None:
    with Engine(paths) as eng:
        eng.index([notes_dir])
        expected = [r.path for r in eng.search("internet connection problems at home")]
    with Engine(paths) as eng:
        assert [r.path for r in eng.search("internet connection problems at home")] == expected
    paths.vectors_path.unlink()
    with Engine(paths) as eng:  # rebuilt from SQLite, the record
        assert len(eng.vectors) == eng.status().chunks
        assert [r.path for r in eng.search("internet connection problems at home")] == expected


def test_another_model_fingerprint_forces_a_rebuild(paths: Paths, notes_dir: Path) -> None:
    with Engine(paths) as eng:
        eng.index([notes_dir])
        eng.db.set_meta("model_fingerprint", "built-with-something-else")
    with Engine(paths) as eng:
        assert eng.status().chunks == 0  # never mix vector spaces
        assert eng.index().files_indexed == len(NOTES)


def test_long_file_is_chunked_within_the_model_limit(engine: Engine, tmp_path: Path) -> None:
    folder = tmp_path / "long"
    folder.mkdir()
    paragraphs = [
        f"Paragraph {i}. " + " ".join(["The committee reviewed the budget and the schedule."] * 12)
        for i in range(40)
    ]
    paragraphs[27] = "The cat slept on the warm windowsill all afternoon, purring in the sun."
    (folder / "minutes.txt").write_text("\n\n".join(paragraphs), encoding="utf-8")
    report = engine.index([folder])
    assert report.chunks_added > 5
    assert report.truncated == 0
    best = engine.search("a sleepy kitten resting in sunshine", top=1)[0]
    assert (
        "windowsill" in best.snippet
        or "windowsill" in (folder / "minutes.txt").read_text()[best.char_start : best.char_end]
    )


def test_cli_index_then_search_json(paths: Paths, notes_dir: Path) -> None:
    cli = [sys.executable, "-m", "desktop_search", "--data-dir", str(paths.data_dir)]
    done = subprocess.run([*cli, "index", str(notes_dir)], capture_output=True, text=True, check=True)
    assert f"indexed {len(NOTES)} files" in done.stdout
    for query, expected in list(PARAPHRASES.items())[:3]:
        out = subprocess.run([*cli, "search", query, "--json"], capture_output=True, text=True, check=True)
        results = json.loads(out.stdout)
        assert results[0]["path"] == str(notes_dir / expected)
        assert {"path", "score", "snippet"} <= results[0].keys()
    status = subprocess.run([*cli, "status", "--json"], capture_output=True, text=True, check=True)
    assert json.loads(status.stdout)["files"] == len(NOTES)


def test_cli_reports_errors_readably(tmp_path: Path) -> None:
    out = subprocess.run(
        [
            sys.executable,
            "-m",
            "desktop_search",
            "--data-dir",
            str(tmp_path / "d"),
            "index",
            str(tmp_path / "nope"),
        ],
        capture_output=True,
        text=True,
        check=False,
    )
    assert out.returncode == 1
    assert "not a folder" in out.stderr
    assert "Traceback" not in out.stderr
