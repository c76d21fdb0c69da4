"""A search's two stages on a real index: the first stage once, then reranking; weak matches."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

from desktop_search.core.common.config import Paths
from desktop_search.core.engine import Engine
from desktop_search.core.searching.results import drop_weak_matches

from ..helpers.corpus import PARAPHRASES

QUERIES = [*PARAPHRASES, "invoice payable", "E1107", "anything about my notes"]


@pytest.fixture
def folder(notes_dir: Path) -> Path:
    (notes_dir / "invoice.txt").write_text("Invoice INV-7 for the roof repair, payable within 30 days.")
    (notes_dir / "errors.log.txt").write_text("The build failed with error E1107 after the upgrade.")
    return notes_dir


def _engine(paths: Paths, tiny_gguf: Path) -> Engine:
    """An engine with the tiny test reranker (closed with the engine)."""
    from desktop_search.core.models.reranker import Reranker

    return Engine(paths, reranker=Reranker(tiny_gguf, n_threads=1))


def _count_first_stages(engine: Engine, monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Every query embedding (the first stage's first step) the engine's searcher makes."""
    calls: list[str] = []
    embed_query = engine.searcher.embedder.embed_query

    def counted(text: str) -> np.ndarray:
        calls.append(text)
        return embed_query(text)

    monkeypatch.setattr(engine.searcher.embedder, "embed_query", counted)
    return calls


def test_the_two_step_answer_is_the_one_call_answer(paths: Paths, folder: Path, tiny_gguf: Path) -> None:
    with _engine(paths, tiny_gguf) as eng:
        eng.index([folder])
        two_step = {}
        for query in QUERIES:
            first = eng.first_stage(query, top=5)
            quick = eng.query(query, top=5, rerank=False)
            assert first.unreranked("reranking is off").results == quick.results
            two_step[query] = eng.rerank(first)
            assert two_step[query].reranked, query
    # a fresh engine (and so no cached reranker scores) answering in one call
    with _engine(paths, tiny_gguf) as eng:
        for query in QUERIES:
            one_call = eng.query(query, top=5)
            answer = two_step[query]
            assert answer.results == one_call.results, query
            assert (answer.reranked, answer.rerank_note) == (one_call.reranked, one_call.rerank_note)


def test_a_reranked_query_runs_the_first_stage_once(
    paths: Paths, folder: Path, tiny_gguf: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    with _engine(paths, tiny_gguf) as eng:
        eng.index([folder])
        calls = _count_first_stages(eng, monkeypatch)
        first = eng.first_stage("invoice payable", top=5)
        assert first.results
        assert eng.rerank(first).reranked
        assert calls == ["invoice payable"]
        assert eng.query("preparing for a long distance running competition", top=5).reranked
        assert len(calls) == 2


def test_weak_matches_are_left_out_in_the_core(paths: Paths, folder: Path) -> None:
    with Engine(paths) as eng:
        eng.index([folder])
        for query in QUERIES:
            everything = eng.first_stage(query, top=10, keep_weak=True).results
            answer = eng.query(query, top=10)
            assert answer.results == drop_weak_matches(everything), query
            if any(not r.weak for r in everything):
                assert not answer.best_is_weak
                assert not any(r.weak for r in answer.results)
            else:
                assert answer.best_is_weak
                assert answer.results == everything  # no good match: the closest files, all of them
        # a paraphrase finds its note by meaning; the unrelated notes are weak, and left out
        query = "paying income tax to the government"
        assert [r for r in eng.first_stage(query, top=10, keep_weak=True).results if r.weak]
        expected = [r.path for r in eng.query(query, top=10).results]
        assert expected == [str(folder / "taxes.txt")]

    # the command line shows the same list
    cli = [sys.executable, "-m", "desktop_search", "--data-dir", str(paths.data_dir)]
    out = subprocess.run(
        [*cli, "search", query, "--json", "--top", "10"], capture_output=True, text=True, check=True
    )
    assert [r["path"] for r in json.loads(out.stdout)] == expected
