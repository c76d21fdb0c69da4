"""The keyword index in the database: analysed passages and names, kept in step, migrated."""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from pathlib import Path

import numpy as np
import pytest

from desktop_search.core.searching.routes.keyword import keyword_search
from desktop_search.core.searching.routes.names import name_search
from desktop_search.core.store.db import Database
from desktop_search.core.store.passages import ChunkIn
from desktop_search.core.store.schema import MIGRATIONS
from desktop_search.core.text.lexical import PassageTerms, Query

DIM = 4
NOTES = {
    "/n/zh.txt": "我的猫很可爱，它每天都睡在窗台上晒太阳。",
    "/n/ja.txt": "今年の税金の申告は新幹線の中で済ませました。",
    "/n/th.txt": "แมวของฉันชอบนอนบนโซฟาทั้งวัน",
    "/n/de.txt": "Die alten Häuser am Fluss werden im Sommer renoviert.",
    "/n/fr.txt": "Le café près de la gare est fermé le dimanche matin.",
    "/n/en.txt": "Invoices for the plumbing repair are payable within thirty days.",
}


def chunk(text: str, ord_: int = 0) -> ChunkIn:
    return ChunkIn(ord=ord_, char_start=0, char_end=len(text), text=text, vector=np.ones(DIM, np.float32))


def fill(db: Database) -> int:
    folder = db.add_folder("/n")
    for path, text in NOTES.items():
        db.replace_file(
            folder_id=folder, path=path, size=1, mtime_ns=1, content_hash="h", chunks=[chunk(text)]
        )
    return folder


@pytest.fixture
def db(tmp_path: Path) -> Iterator[Database]:
    database = Database(tmp_path / "index.sqlite3")
    yield database
    database.close()


def found(db: Database, query: str) -> list[str]:
    q = Query.parse(query, db.stem_languages())
    hits = db.chunks_by_id(cid for cid, _ in keyword_search(db, q, limit=10))
    ranked = [cid for cid, _ in keyword_search(db, q, limit=10)]
    return [hits[cid].path for cid in ranked]


@pytest.mark.parametrize(
    ("query", "path"),
    [
        ("猫", "/n/zh.txt"),
        ("税", "/n/ja.txt"),
        ("新幹線", "/n/ja.txt"),
        ("แมว", "/n/th.txt"),
        ("Haus", "/n/de.txt"),
        ("häusern", "/n/de.txt"),
        ("cafe ferme", "/n/fr.txt"),
        ("invoice", "/n/en.txt"),
    ],
)
def test_keywords_in_every_script(db: Database, query: str, path: str) -> None:
    fill(db)
    assert found(db, query)[:1] == [path]


def test_language_of_each_passage_and_the_mix(db: Database) -> None:
    fill(db)
    langs = dict(db._conn.execute("SELECT f.path, c.lang FROM chunks c JOIN files f ON f.id = c.file_id"))
    assert langs == {
        "/n/zh.txt": "zh",
        "/n/ja.txt": "ja",
        "/n/th.txt": "th",
        "/n/de.txt": "de",
        "/n/fr.txt": "fr",
        "/n/en.txt": "en",
    }
    assert db.language_mix() == dict.fromkeys(("de", "en", "fr", "ja", "th", "zh"), 1)
    assert db.stem_languages() == ["en", "de", "fr"]
    db.remove_files(["/n/de.txt"])
    assert "de" not in db.language_mix()


def test_short_passages_have_no_language(db: Database) -> None:
    folder = db.add_folder("/n")
    db.replace_file(
        folder_id=folder, path="/n/a", size=1, mtime_ns=1, content_hash="h", chunks=[chunk("ok 42")]
    )
    assert db.language_mix() == {}
    assert db._conn.execute("SELECT lang FROM chunks").fetchone() == (None,)


def test_file_names_in_every_script(db: Database) -> None:
    folder = db.add_folder("/n")
    db.record_failure(
        folder_id=folder, path="/n/税金の申告.pdf", size=1, mtime_ns=1, status="error", reason="x"
    )
    db.replace_file(
        folder_id=folder, path="/n/Häuser.txt", size=1, mtime_ns=1, content_hash="h", chunks=[chunk("x")]
    )
    assert [fid for fid, _ in name_search(db, Query.parse("税金"), limit=5)] == [
        db.file("/n/税金の申告.pdf").id
    ]
    assert [hit.path for _, hit in name_search(db, Query.parse("hauser"), limit=5)] == ["/n/Häuser.txt"]
    # Names are not stemmed ("haus" is the stem of "häuser"); only the last word typed is a prefix.
    assert name_search(db, Query.parse("haus zimmer", ["de"]), limit=5) == []
    assert [hit.path for _, hit in name_search(db, Query.parse("hau"), limit=5)] == ["/n/Häuser.txt"]
    db.move_file("/n/Häuser.txt", "/n/sub/Gärten.txt", folder_id=folder, size=1, mtime_ns=1)
    assert name_search(db, Query.parse("hauser"), limit=5) == []
    assert [hit.path for _, hit in name_search(db, Query.parse("garten"), limit=5)] == ["/n/sub/Gärten.txt"]


def fts_rows(db: Database) -> tuple[int, int]:
    one = db._conn.execute
    return one("SELECT COUNT(*) FROM chunks_fts").fetchone()[0], one(
        "SELECT COUNT(*) FROM files_fts"
    ).fetchone()[0]


def test_every_way_of_dropping_passages_drops_their_keywords(db: Database) -> None:
    folder = fill(db)
    assert fts_rows(db) == (6, 6)
    db.replace_file(
        folder_id=folder,
        path="/n/zh.txt",
        size=1,
        mtime_ns=2,
        content_hash="h2",
        chunks=[chunk("狗在花园里跑", 0), chunk("狗很高兴", 1)],
    )
    assert fts_rows(db) == (7, 6)
    assert found(db, "猫") == []
    assert found(db, "狗")[:1] == ["/n/zh.txt"]
    db.remove_files(["/n/ja.txt"])
    assert fts_rows(db) == (6, 5)
    assert db.integrity_problems(DIM) == []
    db.remove_folder(folder)  # cascades to files and chunks in SQL
    assert fts_rows(db) == (0, 0)
    assert db.language_mix() == {}
    fill(db)
    db.clear_chunks()
    assert fts_rows(db) == (0, 0)
    assert db.integrity_problems(DIM) == []


def test_a_failed_transaction_leaves_no_keywords(db: Database) -> None:
    folder = fill(db)
    # a passage SQLite refuses (no text) after a good one: neither may stay
    bad = ChunkIn(0, 0, 1, None, np.ones(DIM, np.float32), analysed=PassageTerms(None, "x", ""))  # type: ignore[arg-type]
    with pytest.raises(sqlite3.IntegrityError):
        db.replace_file(
            folder_id=folder,
            path="/n/zh.txt",
            size=1,
            mtime_ns=3,
            content_hash="h3",
            chunks=[chunk("新的"), bad],
        )
    assert fts_rows(db) == (6, 6)
    assert found(db, "猫")[:1] == ["/n/zh.txt"]
    assert db.integrity_problems(DIM) == []


def test_integrity_problems_notice_a_keyword_index_out_of_step(db: Database) -> None:
    fill(db)
    db._conn.execute("DELETE FROM chunks_fts WHERE rowid = (SELECT MIN(id) FROM chunks)")
    assert any("keyword index is out of step" in p for p in db.integrity_problems(DIM))


def schema_2_database(path: Path) -> None:
    """An index as the app wrote it before keyword search in every script (schema 2)."""
    conn = sqlite3.connect(path)
    for number, script in enumerate(MIGRATIONS[:2], start=1):
        assert isinstance(script, str)
        conn.executescript(f"BEGIN;\n{script}\nPRAGMA user_version={number};\nCOMMIT;")
    conn.execute("INSERT INTO folders(id, path, added_at) VALUES (1, '/n', 0)")
    for i, (p, text) in enumerate(NOTES.items(), start=1):
        conn.execute(
            "INSERT INTO files(id, folder_id, path, size, mtime_ns, content_hash)"
            " VALUES (?, 1, ?, 1, 1, 'h')",
            (i, p),
        )
        conn.execute(
            "INSERT INTO chunks(file_id, ord, char_start, char_end, text, vector) VALUES (?, 0, 0, ?, ?, ?)",
            (i, len(text), text, np.ones(DIM, np.float32).tobytes()),
        )
    conn.commit()
    assert conn.execute("SELECT COUNT(*) FROM chunks_fts WHERE chunks_fts MATCH '猫'").fetchone() == (0,)
    conn.close()


def test_a_schema_2_index_is_migrated_and_finds_every_script(tmp_path: Path) -> None:
    path = tmp_path / "index.sqlite3"
    schema_2_database(path)
    db = Database(path)
    try:
        assert db._conn.execute("PRAGMA user_version").fetchone()[0] == len(MIGRATIONS)
        assert found(db, "猫")[:1] == ["/n/zh.txt"]
        assert found(db, "Haus")[:1] == ["/n/de.txt"]
        assert [hit.path for _, hit in name_search(db, Query.parse("fr"), limit=5)] == ["/n/fr.txt"]
        assert db.language_mix() == dict.fromkeys(("de", "en", "fr", "ja", "th", "zh"), 1)
        assert db.integrity_problems(DIM) == []
        assert fts_rows(db) == (6, 6)
        db.remove_folder(1)
        assert fts_rows(db) == (0, 0)
    finally:
        db.close()


def test_a_failed_migration_leaves_the_old_schema(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "index.sqlite3"
    schema_2_database(path)

    def broken(text: str) -> object:
        raise sqlite3.OperationalError("disk I/O error")

    monkeypatch.setattr("desktop_search.core.store.schema.analyse_passage", broken)
    with pytest.raises(Exception, match="disk I/O"):
        Database(path)
    conn = sqlite3.connect(path)
    try:
        assert conn.execute("PRAGMA user_version").fetchone()[0] == 2
        columns = [r[1] for r in conn.execute("PRAGMA table_info(chunks)")]
        assert "lang" not in columns
        assert conn.execute(
            "SELECT COUNT(*) FROM chunks_fts WHERE chunks_fts MATCH 'invoices'"
        ).fetchone() == (1,)
    finally:
        conn.close()
