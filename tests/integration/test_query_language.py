"""The query language on a real index (files on disk, llama.cpp, Faiss, SQLite): each operator
filters every route, and what does not parse is searched as words."""

from __future__ import annotations

import json
import os
import shutil
import time
from pathlib import Path

import pytest

from desktop_search.cli import main
from desktop_search.core.common.config import Paths
from desktop_search.core.engine import Engine
from desktop_search.core.models.convert import sidecar_path
from tests.helpers.documents import write_pdf

DAY = 86400
NOTES = {
    "work/beta-release.txt": "Beta release notes: the new sync engine shipped to our testers on Monday. "
    "Feedback on the beta has been positive so far.",
    "work/beta-crash.txt": "During the beta the app would crash when opening large folders. We fixed the "
    "crash in build 12 and the beta testers confirmed it.",
    "work/budget-a.txt": "Agenda: a review of the quarterly budget and of the travel budget, then the "
    "quarterly targets. The budget review takes an hour.",
    "work/budget-b.txt": "Minutes: the quarterly budget review went well; the board approved the numbers.",
    "home/recipe.txt": "Recipe for lentil soup: fry onions with cumin, add carrots, lentils and stock, "
    "simmer for half an hour and finish with lemon.",
    "home/old-letter.txt": "Letter to the landlord about the heating, which has not worked since October.",
}


@pytest.fixture(scope="module")
def engine(tmp_path_factory: pytest.TempPathFactory, default_model: Path):
    root = tmp_path_factory.mktemp("query-language")
    folder = root / "notes"
    for name, text in NOTES.items():
        path = folder / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    write_pdf(
        folder / "work" / "invoice-march.pdf",
        ["Invoice 2026-031 for consulting services in March. Amount due: 1,200 euros."],
    )
    now = time.time()
    os.utime(folder / "home" / "old-letter.txt", (now - 400 * DAY, now - 400 * DAY))
    os.utime(folder / "home" / "recipe.txt", (now - 40 * DAY, now - 40 * DAY))
    paths = Paths(root / "data").ensure()
    for src in (default_model, sidecar_path(default_model)):
        shutil.copy2(src, paths.models_dir / src.name)
    with Engine(paths) as eng:
        eng.index([folder])
        eng.folder = folder  # type: ignore[attr-defined]
        yield eng


def names(engine: Engine, query: str, top: int = 10) -> list[str]:
    return [Path(r.path).name for r in engine.search(query, top=top)]


def test_an_excluded_word_removes_the_file_from_every_route(engine: Engine) -> None:
    assert "beta-crash.txt" in names(engine, "beta")
    found = names(engine, "beta -crash")
    assert found[0] == "beta-release.txt"
    assert "beta-crash.txt" not in found  # also not by meaning, though it is about the beta
    assert "beta-crash.txt" not in names(engine, "beta testers -crashes")  # any form of the word
    assert "beta-crash.txt" not in names(engine, 'beta -"large folders"')
    assert "beta-crash.txt" in names(engine, 'beta -"folders large"')  # a phrase is words in a row


def test_an_exact_phrase_ranks_the_file_holding_it_first_and_only_such_files(engine: Engine) -> None:
    plain = names(engine, "quarterly budget review")
    assert {"budget-a.txt", "budget-b.txt"} <= set(plain)
    found = names(engine, '"quarterly budget review"')
    assert found == ["budget-b.txt"]  # budget-a holds the words, not the phrase
    best = engine.search('"QUARTERLY budget review" board')[0]
    assert Path(best.path).name == "budget-b.txt"
    marked = {best.snippet[s:e].lower() for s, e in best.highlights}
    assert {"quarterly", "budget", "review"} <= marked


def test_or_finds_either_side(engine: Engine) -> None:
    found = names(engine, "invoice OR recipe", top=3)
    assert set(found[:2]) == {"invoice-march.pdf", "recipe.txt"}
    assert names(engine, "invoice or recipe")  # lower-case "or" is a word: still a search


def test_type_keeps_only_that_type(engine: Engine) -> None:
    assert names(engine, "type:pdf consulting") == ["invoice-march.pdf"]
    assert set(names(engine, "type:pdf soup")) <= {"invoice-march.pdf"}  # the soup is in a .txt
    assert all(n.endswith(".txt") for n in names(engine, "ext:txt invoice"))
    assert set(names(engine, "type:document")) == {"invoice-march.pdf"}  # filters only: lists them
    found = names(engine, "type:text soup")
    assert found[0] == "recipe.txt"
    assert "invoice-march.pdf" not in found


def test_in_and_name(engine: Engine) -> None:
    folder: Path = engine.folder  # type: ignore[attr-defined]
    assert set(names(engine, "in:home")) == {"recipe.txt", "old-letter.txt"}
    assert all(not n.startswith("beta") for n in names(engine, "in:home beta"))
    assert set(names(engine, f"in:{folder / 'work'} budget")) <= {
        "budget-a.txt",
        "budget-b.txt",
        "beta-release.txt",
        "beta-crash.txt",
        "invoice-march.pdf",
    }
    assert set(names(engine, "in:work/ -beta -budget")) == {"invoice-march.pdf"}
    assert names(engine, "in:notes soup")[0] == "recipe.txt"  # the chosen folder's own name
    assert names(engine, "in:nowhere soup") == []
    assert set(names(engine, "name:budget")) == {"budget-a.txt", "budget-b.txt"}
    assert names(engine, "name:*.pdf") == ["invoice-march.pdf"]


def test_dates(engine: Engine) -> None:
    today = time.strftime("%Y-%m-%d")
    recent = set(names(engine, f"after:{today}"))
    assert "old-letter.txt" not in recent
    assert "recipe.txt" not in recent
    assert "budget-b.txt" in recent
    assert names(engine, "before:pastyear heating") == ["old-letter.txt"]
    assert set(names(engine, "modified:60d -beta -budget")) == {"recipe.txt", "invoice-march.pdf"}
    assert "recipe.txt" not in names(engine, "modified:pastweek soup")


@pytest.mark.parametrize(
    "query", ['"unclosed beta', "-", "beta -", "type: beta", "after:someday beta", "OR beta OR"]
)
def test_malformed_input_is_searched_as_words(engine: Engine, query: str) -> None:
    found = names(engine, query)  # never an error
    if query != "-":
        assert any(n.startswith("beta") for n in found)


def test_a_plain_query_is_searched_as_before(engine: Engine) -> None:
    first = engine.searcher.first_stage("lentil soup with lemon")
    assert first.query == "lentil soup with lemon"
    assert first.rerankable
    assert Path(first.results[0].path).name == "recipe.txt"


def test_the_command_line_speaks_the_same_language(
    engine: Engine, capsys: pytest.CaptureFixture[str]
) -> None:
    home = ["--data-dir", str(engine.paths.data_dir)]
    assert main([*home, "search", "beta -crash", "--json"]) == 0
    found = [Path(r["path"]).name for r in json.loads(capsys.readouterr().out)]
    assert "beta-crash.txt" not in found
    assert found[0] == "beta-release.txt"
    assert main([*home, "search", "type:pdf", "--json"]) == 0
    assert [Path(r["path"]).name for r in json.loads(capsys.readouterr().out)] == ["invoice-march.pdf"]


def test_like_is_more_like_this_as_a_query(engine: Engine) -> None:
    folder: Path = engine.folder  # type: ignore[attr-defined]
    source = folder / "work" / "beta-release.txt"
    found = names(engine, f'like:"{source}"')
    assert found[0] == "beta-crash.txt"  # the other note about the beta
    assert "beta-release.txt" not in found  # never itself
    assert "beta-crash.txt" not in names(engine, f"like:{source} -crash")  # the operators apply
    assert set(names(engine, f"like:{source} in:home")) <= {"recipe.txt", "old-letter.txt"}
    assert names(engine, "like:/nowhere/at/all.txt") == []  # not indexed: nothing, no error
