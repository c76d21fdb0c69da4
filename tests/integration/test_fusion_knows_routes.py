"""Fusion that knows what each route knows (#22, #28): the file that means what was typed is not
pushed down by files that share one word with the query, and the file that holds both rare words
typed is not pushed down by files close in meaning.

Real llama.cpp (the default MiniLM), SQLite/FTS5, Faiss, files on disk; 1,500 other files each
share a word with the queries.
"""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from desktop_search.core.engine import Engine
from desktop_search.core.searching.filters import SearchFilters
from tests.helpers.models import data_with_model

NOTE = "The feline dozed all afternoon on the sunny windowsill while rain hit the glass."
#: Its two words are each held by a tenth of the other files (see _SENSES); only this file holds both.
METER = (
    "Allotment shed, notes for the committee. The shed holds two spades, a fork, a rake, three "
    "watering cans, seed trays, a bag of compost, twine, labels, gloves and the padlock key, which "
    "lives under the brick by the door. Members sign the book when they borrow a tool and bring it "
    "back cleaned. Plot rents are due in March; the water is turned on in April and off in October. "
    "Bonfires only on the first Sunday of the month. Meter reading: leakage at the tap, runoff into "
    "the butt. The next working party is in May: the hedge wants cutting and the path needs gravel."
)
INVOICE = (
    "Invoice for the kitchen refit: cabinets, worktop and fitting, paid by bank transfer. "
    "Reference Zorvathy, order Kelmsfold."
)
#: Each of these shares one word with the paraphrases below, in an unrelated sense.
_SENSES = [
    "The clipping window of the graphics pipeline discards {a} primitives outside the {b} viewport.",
    "A Hann window reduces {a} spectral leakage before the {b} Fourier transform.",
    "The sun angle at noon decides the {a} tilt of the {b} solar panels.",
    "Storm drains carry {a} runoff away from the {b} streets after heavy rain.",
    "The cat command prints {a} files to standard output in the {b} shell.",
    "A packet storm flooded the {a} switch and took the {b} network down.",
    "The kitten heel came back into fashion with the {a} spring {b} collection.",
    "Near-field communication pays at the {a} till with a {b} phone.",
    "Napping policies at the {a} office were debated by the {b} committee.",
    "Window tax records show how {a} houses were taxed in the {b} century.",
]
_FILLERS = (
    "old new small large early late first second local remote main spare outer inner public private "
    "northern southern western eastern annual quarterly digital analogue cheap costly quiet noisy"
).split()


def _distractors(folder: Path, n: int) -> None:
    rng = random.Random(22)
    for i in range(n):
        sense = _SENSES[i % len(_SENSES)]
        text = sense.format(a=rng.choice(_FILLERS), b=rng.choice(_FILLERS))
        (folder / f"doc-{i:04}.txt").write_text(f"{text} Item {i}.", encoding="utf-8")


@pytest.fixture(scope="module")
def engine(tmp_path_factory: pytest.TempPathFactory, default_model: Path):
    root = tmp_path_factory.mktemp("fusion")
    paths = data_with_model(root / "data", default_model)
    folder = root / "home"
    folder.mkdir()
    _distractors(folder, 1500)
    (folder / "cat-note.txt").write_text(NOTE, encoding="utf-8")
    (folder / "kitchen.txt").write_text(INVOICE, encoding="utf-8")
    (folder / "shed.txt").write_text(METER, encoding="utf-8")
    (folder / "QuarterlyReport_RoofRepair-2024.txt").write_text(
        "Costs of the works on the house this spring, by contractor.", encoding="utf-8"
    )
    with Engine(paths) as eng:
        eng.index([folder])
        yield eng


@pytest.mark.parametrize(
    "query",
    ["cat napping by a window in the sun", "my kitten asleep near the window during a storm"],
)
def test_a_paraphrase_finds_the_note_among_files_that_share_one_word(engine: Engine, query: str) -> None:
    results = engine.query(query, top=5, rerank=False).results
    assert results[0].path.endswith("cat-note.txt"), [Path(r.path).name for r in results]
    assert results[0].route == "vector"  # it shares no word with the query


def test_two_rare_words_put_their_file_first(engine: Engine) -> None:
    results = engine.query("zorvathy kelmsfold", top=5, rerank=False).results
    assert results[0].path.endswith("kitchen.txt")
    # And with a common word that many files hold, the file holding the rare ones still leads.
    results = engine.query("kelmsfold window", top=5, rerank=False).results
    assert results[0].path.endswith("kitchen.txt"), [Path(r.path).name for r in results]


def test_two_common_words_held_together_by_one_file_put_it_first(engine: Engine) -> None:
    # 'leakage' and 'runoff' are each in 150 files, about storm drains or signal windows, which
    # are close in meaning to the pair; the one file that holds both is the one remembered.
    results = engine.query("leakage runoff", top=5, rerank=False).results
    assert results[0].path.endswith("shed.txt"), [Path(r.path).name for r in results]


def test_a_name_typed_in_another_order_and_lower_case_finds_the_file(engine: Engine) -> None:
    for query in ("repair roof quarterly", "roof quarterl"):  # the last word still being typed
        results = engine.query(query, top=3, rerank=False).results
        assert results[0].path.endswith("QuarterlyReport_RoofRepair-2024.txt"), (query, results[0].path)


def test_a_typo_finds_its_file_and_says_what_else_was_searched(engine: Engine) -> None:
    response = engine.searcher.search("kitchen cabinets invioce", top=3)
    assert response.also_searched == (("invioce", "invoice"),)
    assert response.results[0].path.endswith("kitchen.txt")
    exact = engine.searcher.search("kitchen cabinets invioce", top=3, filters=SearchFilters(as_typed=True))
    assert exact.also_searched == ()
    assert engine.searcher.search("kitchen invoice", top=3).also_searched == ()  # spelled right: as typed


def test_quotes_inside_a_long_question_are_emphasis_and_in_a_short_query_a_filter(engine: Engine) -> None:
    question = 'how does the "clipping" window of a graphics pipeline treat primitives outside the viewport'
    results = engine.query(question, top=200, rerank=False).results  # 150 files hold "clipping"
    texts = [Path(r.path).read_text(encoding="utf-8") for r in results]
    assert "clipping" in texts[0].lower()  # its words still count
    assert any("clipping" not in t.lower() for t in texts)  # none of the others left out
    short = engine.query('"clipping window" primitives', top=10, rerank=False).results
    assert short
    assert all("clipping window" in Path(r.path).read_text(encoding="utf-8").lower() for r in short)
