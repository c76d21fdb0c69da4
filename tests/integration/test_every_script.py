"""Keyword search in every script, through the app: real files, the real engine, its search.

A Chinese, a Japanese and a Thai note are found first by a one- or two-character word
of their script; a German note by another inflected form of its word; a French one by
its words without accents; each with exactly the matching characters marked. An index
written before (schema 2) is migrated when opened and finds them too.
"""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from desktop_search.core.common.config import Paths
from desktop_search.core.engine import Engine
from desktop_search.core.searching.results import SearchResult
from desktop_search.core.store.schema import MIGRATIONS

from ..helpers.corpus import write_notes

NOTES = {
    "zh/猫.txt": "我家的猫每天早上六点叫醒我，然后在窗台上晒太阳。晚上它喜欢睡在沙发上。",
    "zh/天气.txt": "今天下雨了，我们没有去公园散步，而是在家里看了一部电影。",
    "ja/税金.txt": "今年の税金の申告は三月十五日までです。領収書をまとめておくこと。",
    "ja/旅行.txt": "来週は新幹線で京都へ行きます。お寺を見て、抹茶を飲む予定です。",
    "th/แมว.txt": "แมวของฉันชอบนอนบนโซฟาทั้งวัน และตื่นมากินข้าวตอนเย็น",
    "th/ทะเล.txt": "เราไปเที่ยวทะเลที่ภูเก็ตเมื่อเดือนที่แล้ว อากาศดีมาก",
    "de/umzug.txt": "Die alten Häuser am Fluss werden im Sommer renoviert; wir ziehen im Herbst um.",
    "de/heizung.txt": "Unsere Wohnung hat eine neue Heizung bekommen, der Keller ist jetzt trocken.",
    "fr/café.txt": "Le café près de la gare est fermé le dimanche, mais la boulangerie est ouverte.",
}


@pytest.fixture(scope="module")
def folder(tmp_path_factory: pytest.TempPathFactory) -> Path:
    root = write_notes(tmp_path_factory.mktemp("every-script") / "notes")  # English notes next to them
    for name, text in NOTES.items():
        (root / name).parent.mkdir(parents=True, exist_ok=True)
        (root / name).write_text(text, encoding="utf-8")
    return root


@pytest.fixture
def engine(paths: Paths, folder: Path):
    with Engine(paths) as eng:
        eng.index([folder])
        yield eng


def marks(result: SearchResult) -> list[str]:
    return [result.snippet[s:e] for s, e in result.highlights]


@pytest.mark.parametrize(
    "case",
    [
        ("猫", "zh/猫.txt", ["猫"]),
        ("窗台", "zh/猫.txt", ["窗台"]),
        ("税", "ja/税金.txt", ["税"]),
        ("新幹線", "ja/旅行.txt", ["新幹線"]),
        ("แมว", "th/แมว.txt", ["แมว"]),
        ("ทะเล", "th/ทะเล.txt", ["ทะเล"]),
    ],
)
@pytest.mark.parametrize("fusion", ["keyword", "rrf"])
def test_a_word_of_an_unspaced_script_finds_its_note_first(
    engine: Engine, folder: Path, fusion: str, case: tuple[str, str, list[str]]
) -> None:
    query, note, marked = case
    engine.searcher.fusion = fusion
    best = engine.search(query, top=5)[0]
    assert best.path == str(folder / note)
    assert best.route in ("keyword", "both")
    assert marks(best) == marked


@pytest.mark.parametrize(
    "case",
    [
        ("Haus", "de/umzug.txt", ["Häuser"]),  # the note says "Häuser"
        ("Wohnungen Heizungen", "de/heizung.txt", ["Wohnung", "Heizung"]),  # it says "Wohnung", "Heizung"
        ("cafe ferme", "fr/café.txt", ["café", "fermé"]),
    ],
)
@pytest.mark.parametrize("fusion", ["keyword", "rrf"])
def test_inflected_and_unaccented_forms_find_european_notes(
    engine: Engine, folder: Path, fusion: str, case: tuple[str, str, list[str]]
) -> None:
    query, note, marked = case
    engine.searcher.fusion = fusion
    results = engine.search(query, top=5)
    assert results[0].path == str(folder / note)
    assert results[0].route in ("keyword", "both")
    assert marks(results[0]) == marked


def test_status_reports_the_language_mix(engine: Engine) -> None:
    mix = engine.db.language_mix()
    assert {"zh", "ja", "th", "de", "fr", "en"} <= set(mix)
    assert mix["en"] >= 5


def _downgrade_to_schema_2(db_path: Path) -> None:
    """Turn the index back into what the app wrote before analysing text itself (schema 2)."""
    conn = sqlite3.connect(db_path)
    conn.executescript(
        "BEGIN;"
        "ALTER TABLE chunks DROP COLUMN start_s; ALTER TABLE chunks DROP COLUMN end_s;"  # schema 11
        "ALTER TABLE chunks DROP COLUMN times;"
        "DROP TABLE messages; DROP INDEX files_container;"  # schema 9
        "ALTER TABLE files DROP COLUMN container_id; ALTER TABLE files DROP COLUMN store_state;"
        "DROP INDEX chunks_words_only;"  # schema 7 (its chunks_pending goes with schema 5's below)
        "ALTER TABLE folders DROP COLUMN volume; ALTER TABLE folders DROP COLUMN state;"  # schema 6
        "ALTER TABLE folders DROP COLUMN state_since; ALTER TABLE folders DROP COLUMN state_reason;"
        "ALTER TABLE folders DROP COLUMN checked_at;"
        "DROP INDEX chunks_pending; DROP INDEX files_meaning;"  # schema 5
        "ALTER TABLE files DROP COLUMN title; ALTER TABLE files DROP COLUMN meaning_rank;"
        "DROP TRIGGER chunks_ai; DROP TRIGGER chunks_ad; DROP TRIGGER files_ad;"
        "DROP TABLE chunks_fts; DROP TABLE files_fts; DROP TABLE languages;"
        "ALTER TABLE chunks DROP COLUMN lang;"
        "ALTER TABLE chunks DROP COLUMN ocr;"  # schema 4
        "ALTER TABLE chunks DROP COLUMN words_only;"  # schema 7
        f"{MIGRATIONS[1]};"
        "PRAGMA user_version=2;"
        "COMMIT;"
    )
    assert conn.execute("SELECT COUNT(*) FROM chunks_fts WHERE chunks_fts MATCH 'starter'").fetchone()[0]
    assert not conn.execute("SELECT COUNT(*) FROM chunks_fts WHERE chunks_fts MATCH '猫'").fetchone()[0]
    conn.close()


def test_an_index_of_the_previous_schema_is_migrated_and_finds_every_script(
    paths: Paths, folder: Path
) -> None:
    with Engine(paths) as eng:
        eng.index([folder])
    _downgrade_to_schema_2(paths.db_path)
    with Engine(paths) as eng:
        assert eng.db.integrity_problems(eng.embedder.dim) == []
        report = eng.index()
        assert report.files_indexed == 0  # nothing to redo: the migration kept every passage
        eng.searcher.fusion = "keyword"
        for query, note in (("猫", "zh/猫.txt"), ("税", "ja/税金.txt"), ("Haus", "de/umzug.txt")):
            assert eng.search(query, top=3)[0].path == str(folder / note)
        assert eng.search("starter dough", top=1)[0].path == str(folder / "sourdough.md")
        assert "zh" in eng.db.language_mix()
