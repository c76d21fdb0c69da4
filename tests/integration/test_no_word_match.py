"""A query whose words are in no file: the answer says so above the files found by meaning."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from desktop_search.core.common.config import Paths
from desktop_search.core.engine import Engine
from desktop_search.core.searching.searcher import NO_WORD_MATCH

#: Words no note holds, whose meaning is close to the bread note's.
UNHEARD = "zwieback levain boulangerie"


@pytest.fixture
def engine(paths: Paths, notes_dir: Path):
    with Engine(paths) as eng:
        eng.index([notes_dir])
        yield eng


def test_words_in_no_file_are_flagged_and_meaning_still_answers(engine: Engine) -> None:
    response = engine.query(UNHEARD, top=5, rerank=False)
    assert response.no_word_match
    assert response.results  # the closest files by meaning are still listed ...
    assert all(r.route == "vector" for r in response.results)  # ... found by meaning alone


@pytest.mark.parametrize("query", ["folded dough", "zwieback dough", "sourdough"])
def test_a_query_with_a_word_some_file_holds_is_not_flagged(engine: Engine, query: str) -> None:
    # In a passage, beside a word no file holds, or only in a file name (sourdough.md)
    response = engine.query(query, top=5, rerank=False)
    assert not response.no_word_match


def test_the_flag_comes_with_the_first_stage_and_counts_only_the_files_searched(
    engine: Engine, notes_dir: Path
) -> None:
    first = engine.first_stage(UNHEARD, top=5)
    assert first.unreranked().no_word_match
    # Words held only by files the filter leaves out: none of the files searched holds them.
    from desktop_search.core.searching.filters import SearchFilters

    away = SearchFilters(folders=(str(notes_dir / "garden"),))
    assert engine.query("dough", top=5, rerank=False, filters=away).no_word_match


def test_the_cli_says_it_above_the_results(paths: Paths, notes_dir: Path) -> None:
    cli = [sys.executable, "-m", "desktop_search", "--data-dir", str(paths.data_dir)]
    subprocess.run([*cli, "index", str(notes_dir)], capture_output=True, check=True)
    unheard = subprocess.run(
        [*cli, "search", "--no-rerank", UNHEARD], capture_output=True, text=True, check=True
    )
    assert unheard.stderr.splitlines()[0] == NO_WORD_MATCH  # before the results, on stderr
    assert unheard.stdout.splitlines()[0].lstrip().startswith("1. ")  # stdout: the results alone
    heard = subprocess.run(
        [*cli, "search", "--no-rerank", "dough"], capture_output=True, text=True, check=True
    )
    assert NO_WORD_MATCH not in heard.stdout + heard.stderr
    as_json = subprocess.run(
        [*cli, "search", "--no-rerank", "--json", UNHEARD], capture_output=True, text=True, check=True
    )
    assert json.loads(as_json.stdout)  # JSON stays a plain list of results
