"""Hybrid retrieval on real files: exact words, meaning, names, filters, snippets, reranking."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from desktop_search.core.common.config import Paths
from desktop_search.core.engine import Engine
from desktop_search.core.searching.filters import SearchFilters

from ..helpers.corpus import write_notes


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    root = write_notes(tmp_path / "notes")
    (root / "invoices").mkdir()
    (root / "invoices" / "march.txt").write_text(
        "Invoice INV-2026-0042 for the plumbing repair, payable within 30 days."
    )
    (root / "invoices" / "april.txt").write_text("Invoice for the roof inspection, payable within 14 days.")
    (root / "errors.log.txt").write_text("The build failed with error E1107 after the dependency upgrade.")
    (root / "kubernetes-notes.md").write_text("Some thoughts about container orchestration at work.")
    old = root / "old-diary.txt"
    old.write_text("A diary entry from long ago about a summer holiday by the sea.")
    long_ago = time.time() - 400 * 86400
    os.utime(old, (long_ago, long_ago))
    return root


@pytest.fixture
def engine(paths: Paths, folder: Path):
    with Engine(paths) as eng:
        eng.index([folder])
        yield eng


def test_exact_codes_are_found_by_keyword(engine: Engine, folder: Path) -> None:
    for query, expected in (("INV-2026-0042", "invoices/march.txt"), ("E1107", "errors.log.txt")):
        best = engine.search(query, top=3)[0]
        assert best.path == str(folder / expected), query
        assert best.route in ("keyword", "both")
        assert best.highlights  # the code is marked in the snippet


def test_meaning_still_wins_over_a_shared_common_word(engine: Engine, folder: Path) -> None:
    assert engine.search("how to make homemade bread", top=1)[0].path == str(folder / "sourdough.md")


def test_file_names_count(engine: Engine, folder: Path) -> None:
    found = [r.path for r in engine.search("kubernetes", top=3)]
    assert found[0] == str(folder / "kubernetes-notes.md")


def test_filters_by_folder_type_and_date(engine: Engine, folder: Path) -> None:
    in_invoices = engine.search("payment", top=10, filters=SearchFilters(folders=(str(folder / "invoices"),)))
    assert {Path(r.path).parent for r in in_invoices} == {folder / "invoices"}
    markdown = engine.search("anything about my notes", top=10, filters=SearchFilters(suffixes=(".md",)))
    assert markdown
    assert {Path(r.path).suffix for r in markdown} == {".md"}
    recent = engine.search(
        "holiday by the sea", top=10, filters=SearchFilters(modified_after=time.time() - 86400)
    )
    assert str(folder / "old-diary.txt") not in [r.path for r in recent]
    old = engine.search(
        "holiday by the sea", top=1, filters=SearchFilters(modified_before=time.time() - 86400)
    )
    assert old[0].path == str(folder / "old-diary.txt")


def test_results_are_grouped_per_file_with_marked_snippets(engine: Engine) -> None:
    results = engine.search("invoice payable", top=10)
    assert len({r.path for r in results}) == len(results)
    top = results[0]
    marked = [top.snippet[a:b].lower() for a, b in top.highlights]
    assert any(m.startswith("invoice") for m in marked)
    assert any(m.startswith("payable") for m in marked)
    assert top.passages
    assert top.passages[0].snippet == top.snippet


def test_without_reranker_the_response_says_so(engine: Engine) -> None:
    response = engine.query("bread", top=3)
    assert not response.reranked
    assert "not reranked" in response.rerank_note


def test_reranking_orders_by_cross_encoder_scores(paths: Paths, folder: Path, tiny_gguf: Path) -> None:
    from desktop_search.core.models.reranker import Reranker

    with Reranker(tiny_gguf, n_threads=1) as reranker, Engine(paths, reranker=reranker) as eng:
        eng.index([folder])
        response = eng.query("invoice payable", top=5)
        assert response.reranked
        scores = [r.score for r in response.results]
        assert scores == sorted(scores, reverse=True)  # final order follows the cross-encoder
        # the cross-encoder reorders the first stage's candidates, it does not add any
        first = eng.query("invoice payable", top=eng.settings.rerank_candidates, rerank=False)
        assert {r.path for r in response.results} <= {r.path for r in first.results}
        # scores are cached by passage content: a repeat costs no decode
        pairs = reranker.stats.pairs
        eng.query("invoice payable", top=5)
        assert reranker.stats.pairs == pairs


def test_cli_batch_json(paths: Paths, folder: Path) -> None:
    cli = [sys.executable, "-m", "desktop_search", "--data-dir", str(paths.data_dir)]
    subprocess.run([*cli, "index", str(folder)], capture_output=True, check=True)
    queries = "INV-2026-0042\nhow to make homemade bread\n"
    out = subprocess.run(
        [*cli, "search", "--batch", "-", "--json", "--top", "2"],
        input=queries,
        capture_output=True,
        text=True,
        check=True,
    )
    lines = [json.loads(line) for line in out.stdout.splitlines()]
    assert len(lines) == 2
    assert lines[0][0]["path"].endswith("march.txt")
    assert lines[1][0]["path"].endswith("sourdough.md")
    assert {"path", "score", "snippet", "route", "page"} <= lines[0][0].keys()


def test_blend_fusion_keeps_meaning_ahead_of_a_shared_common_word(paths: Paths, tmp_path: Path) -> None:
    """The documented weakness of RRF in tiny folders, and the blend that avoids it."""
    folder = tmp_path / "two"
    folder.mkdir()
    (folder / "offer.txt").write_text("We are pleased to offer you the position of senior gardener.")
    (folder / "espresso.txt").write_text("Descaling the espresso machine every month keeps it working.")
    with Engine(paths) as eng:
        eng.index([folder])
        eng.searcher.fusion = "blend"
        assert eng.search("employment contract for landscaping work", top=1)[0].path == str(
            folder / "offer.txt"
        )
