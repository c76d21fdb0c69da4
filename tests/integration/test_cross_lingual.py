"""Cross-lingual search with the built-in multilingual model, through the app: an English query
finds the German or Chinese note that answers it, a German or Chinese query the English one (in a
folder that mixes languages, where the model's pull towards the query's own language is taken out:
core/searching/centering.py), and a word the query shares with a note in another language by chance (a place
name) does not outrank the note that means what was asked."""

from __future__ import annotations

from pathlib import Path

import pytest

from desktop_search.core.common.config import Paths
from desktop_search.core.engine import Engine
from desktop_search.core.searching.fusion import CROSS_LANGUAGE_KEYWORD_WEIGHT

from ..helpers.chinese_notes import write_chinese_notes
from ..helpers.corpus import write_notes

GERMAN_NOTES = {
    "fahrrad.txt": "Mein Fahrrad wurde gestern vor dem Bahnhof gestohlen. Ich habe den Diebstahl bei der "
    "Polizei angezeigt und die Rahmennummer angegeben.",
    "zahnarzt.txt": "Termin beim Zahnarzt am Donnerstag um neun Uhr: die Füllung im linken Backenzahn muss "
    "erneuert werden.",
    # Shares a place name with a question about the bicycle, and nothing else.
    "konzert.txt": "Hamburg: Karten für das Konzert in der Elbphilharmonie am Samstag, Reihe zwölf, "
    "Einlass ab neunzehn Uhr.",
}


@pytest.fixture(scope="module")
def folder(tmp_path_factory: pytest.TempPathFactory) -> Path:
    root = write_notes(tmp_path_factory.mktemp("cross-lingual") / "notes")  # English notes
    write_chinese_notes(root / "zh")
    (root / "de").mkdir()
    for name, text in GERMAN_NOTES.items():
        (root / "de" / name).write_text(text, encoding="utf-8")
    return root


@pytest.fixture
def engine(paths: Paths, folder: Path, multilingual_model: Path):
    with Engine(paths, model_path=multilingual_model) as eng:
        eng.index([folder])
        yield eng


@pytest.mark.parametrize(
    ("query", "expected"),
    [
        ("my bicycle was stolen outside the Hamburg railway station", "de/fahrrad.txt"),
        ("dentist appointment to replace a filling", "de/zahnarzt.txt"),
        ("the heating in the basement is broken", "zh/暖气.txt"),
        ("what does my cat do in the morning", "zh/猫.txt"),
        ("Probleme mit der Internetverbindung zu Hause", "router.md"),
        ("Wie trainiere ich für einen Marathon?", "marathon.txt"),
        ("家里的无线网络总是断线，路由器需要重启", "router.md"),  # the Wi-Fi at home keeps dropping
        ("我下个月要跑马拉松比赛，每周训练跑步三十公里", "marathon.txt"),  # a marathon next month
    ],
)
def test_a_query_finds_the_note_that_answers_it_in_another_language(
    engine: Engine, folder: Path, query: str, expected: str
) -> None:
    results = engine.query(query, top=5, rerank=False).results
    assert results, query
    assert results[0].path == str(folder / expected), [Path(r.path).name for r in results]


def test_the_query_language_s_common_words_are_not_searched_for(engine: Engine) -> None:
    """German "wie", "ich", "zu" are in the bicycle note; they must not make it an answer."""
    engine.searcher.fusion = "keyword"
    assert engine.query("Wie backe ich zu Hause Brot?", top=5, rerank=False).results == []


def test_a_word_shared_by_chance_across_languages_does_not_drown_the_meaning(
    engine: Engine, folder: Path
) -> None:
    """ "Hamburg" is the query's only word in the concert note: it ranks first by keyword, but it is
    German and the query English, so its keyword rank does not count against the vector route's."""
    query = "my bicycle was stolen outside the Hamburg railway station"
    engine.searcher.fusion = "keyword"
    by_words = [Path(r.path).name for r in engine.query(query, top=5, rerank=False).results]
    assert by_words[0] == "konzert.txt"  # the keyword route alone is misled
    engine.searcher.fusion = "rrf"
    hybrid = [Path(r.path).name for r in engine.query(query, top=5, rerank=False).results]
    assert hybrid[0] == "fahrrad.txt"
    assert CROSS_LANGUAGE_KEYWORD_WEIGHT < 1.0


def test_centering_applies_to_a_mix_of_languages_only(engine: Engine, paths: Paths, notes_dir: Path) -> None:
    qvec = engine.embedder.embed_query("the heating in the basement is broken")
    assert engine.searcher.centering is not None
    offsets = engine.searcher.centering.offsets(qvec)
    assert offsets is not None
    assert {"en", "zh"} <= offsets.keys()
    assert offsets["en"] != offsets["zh"]
    engine.close()
    english = Paths(paths.data_dir.parent / "english")
    with Engine(english, model_path=engine.model_path) as only_english:
        only_english.index([notes_dir])
        assert only_english.searcher.centering is not None
        assert only_english.searcher.centering.offsets(qvec) is None  # one language: nothing to correct
