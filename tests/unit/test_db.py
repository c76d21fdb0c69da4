"""Unit tests for desktop_search.core.store.db (real SQLite files under tmp_path)."""

from __future__ import annotations

import os
import sqlite3
import stat
from collections.abc import Iterator
from pathlib import Path

import numpy as np
import pytest

from desktop_search.core.store.base import StoreError
from desktop_search.core.store.db import Database
from desktop_search.core.store.passages import ChunkIn
from desktop_search.core.store.schema import MIGRATIONS

DIM = 8

posix_only = pytest.mark.skipif(os.name != "posix", reason="POSIX file modes")


def make_chunks(n: int, *, seed: int = 0, page: int | None = None, prefix: str = "chunk") -> list[ChunkIn]:
    rng = np.random.default_rng(seed)
    return [
        ChunkIn(
            ord=i,
            char_start=i * 10,
            char_end=i * 10 + 9,
            text=f"{prefix} {i}",
            vector=rng.standard_normal(DIM).astype(np.float32),
            page=page,
        )
        for i in range(n)
    ]


@pytest.fixture
def db(tmp_path: Path) -> Iterator[Database]:
    database = Database(tmp_path / "index.sqlite3")
    yield database
    database.close()


def store(
    db: Database, folder_id: int, path: str, chunks: list[ChunkIn], **kw
) -> tuple[list[int], list[int]]:
    args = {"size": 100, "mtime_ns": 1_000, "content_hash": "h"} | kw
    return db.replace_file(folder_id=folder_id, path=path, chunks=chunks, **args)


def raw(path: Path) -> sqlite3.Connection:
    """A second, independent connection to look at what is really on disk."""
    return sqlite3.connect(str(path))


# -- opening and migrations ---------------------------------------------------------------


def test_new_database_is_migrated_to_the_latest_schema(tmp_path: Path) -> None:
    path = tmp_path / "index.sqlite3"
    Database(path).close()
    conn = raw(path)
    try:
        assert conn.execute("PRAGMA user_version").fetchone()[0] == len(MIGRATIONS)
        tables = {r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type='table'")}
        assert {"meta", "folders", "files", "chunks"} <= tables
        assert conn.execute("SELECT value FROM meta WHERE key='generation'").fetchone() == ("0",)
    finally:
        conn.close()


def test_database_uses_wal_journal(tmp_path: Path) -> None:
    path = tmp_path / "index.sqlite3"
    Database(path).close()
    conn = raw(path)
    try:
        assert conn.execute("PRAGMA journal_mode").fetchone()[0].lower() == "wal"
    finally:
        conn.close()


def test_foreign_keys_are_enforced(db: Database) -> None:
    with pytest.raises(sqlite3.IntegrityError):
        store(db, 12345, "/nowhere/file.txt", make_chunks(1))
    assert db.counts()["files"] == 0


@posix_only
def test_database_file_is_private(tmp_path: Path) -> None:
    path = tmp_path / "index.sqlite3"
    Database(path).close()
    assert stat.S_IMODE(path.stat().st_mode) == 0o600


@posix_only
def test_reopening_tightens_a_loose_file_mode(tmp_path: Path) -> None:
    path = tmp_path / "index.sqlite3"
    Database(path).close()
    path.chmod(0o644)
    Database(path).close()
    assert stat.S_IMODE(path.stat().st_mode) == 0o600


def test_reopening_keeps_data_and_does_not_remigrate(tmp_path: Path) -> None:
    path = tmp_path / "index.sqlite3"
    first = Database(path)
    folder = first.add_folder("/docs")
    _, added = store(first, folder, "/docs/a.txt", make_chunks(3))
    generation = first.generation
    first.close()

    second = Database(path)
    try:
        assert second.folders() == [(folder, "/docs")]
        assert second.chunk_ids() == set(added)
        assert second.generation == generation
    finally:
        second.close()


def test_database_from_a_newer_schema_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "index.sqlite3"
    conn = raw(path)
    conn.execute("PRAGMA user_version=99")
    conn.close()
    with pytest.raises(StoreError, match="newer"):
        Database(path)
    conn = raw(path)
    try:
        assert conn.execute("PRAGMA user_version").fetchone()[0] == 99
        assert conn.execute("SELECT name FROM sqlite_master").fetchall() == []
    finally:
        conn.close()


def test_file_that_is_not_a_database_raises_store_error(tmp_path: Path) -> None:
    path = tmp_path / "index.sqlite3"
    path.write_bytes(b"this is certainly not an SQLite database file " * 50)
    with pytest.raises(StoreError, match="cannot open"):
        Database(path)


# -- meta -------------------------------------------------------------------------------


def test_meta_get_and_set(db: Database) -> None:
    assert db.get_meta("model") is None
    assert db.get_meta("model", "fallback") == "fallback"
    db.set_meta("model", "minilm")
    assert db.get_meta("model") == "minilm"
    db.set_meta("model", "other")
    assert db.get_meta("model") == "other"


# -- folders ----------------------------------------------------------------------------


def test_add_folder_is_idempotent(db: Database) -> None:
    first = db.add_folder("/home/u/docs")
    again = db.add_folder("/home/u/docs")
    other = db.add_folder("/home/u/notes")
    assert first == again
    assert other != first
    assert db.folders() == [(first, "/home/u/docs"), (other, "/home/u/notes")]
    assert db.counts()["folders"] == 2


def test_folders_are_sorted_by_path(db: Database) -> None:
    for path in ["/z", "/a", "/m"]:
        db.add_folder(path)
    assert [p for _, p in db.folders()] == ["/a", "/m", "/z"]


def test_remove_folder_cascades_to_files_and_chunks(db: Database) -> None:
    docs = db.add_folder("/docs")
    notes = db.add_folder("/notes")
    _, a_ids = store(db, docs, "/docs/a.txt", make_chunks(3, seed=1))
    _, b_ids = store(db, docs, "/docs/b.txt", make_chunks(2, seed=2))
    _, n_ids = store(db, notes, "/notes/n.txt", make_chunks(4, seed=3))
    generation = db.generation

    removed = db.remove_folder(docs)

    assert sorted(removed) == sorted(a_ids + b_ids)
    assert db.folders() == [(notes, "/notes")]
    assert db.files_under("/docs") == {}
    assert db.chunk_ids() == set(n_ids)
    assert set(db.files_under("/notes")) == {"/notes/n.txt"}
    assert db.counts() == {
        "folders": 1,
        "files": 1,
        "messages": 0,
        "failed": 0,
        "skipped": 0,
        "chunks": 4,
        "pending": 0,
        "waiting_files": 0,
        "words_only": 0,
        "partly": 0,
    }
    assert db.generation == generation + 1
    assert db.chunks_by_id(a_ids + b_ids) == {}


def test_remove_folder_without_files_returns_nothing(db: Database) -> None:
    folder = db.add_folder("/empty")
    assert db.remove_folder(folder) == []
    assert db.folders() == []


# -- files and chunks -----------------------------------------------------------------------


def test_replace_file_inserts_file_and_chunks(db: Database) -> None:
    folder = db.add_folder("/docs")
    removed, added = store(
        db, folder, "/docs/a.txt", make_chunks(3), size=123, mtime_ns=456, content_hash="abc"
    )
    assert removed == []
    assert len(added) == 3
    assert len(set(added)) == 3
    assert db.chunk_ids() == set(added)
    [(path, row)] = db.files_under("/docs").items()
    assert path == "/docs/a.txt"
    assert row.path == path
    assert row.folder_id == folder
    assert (row.size, row.mtime_ns, row.content_hash) == (123, 456, "abc")
    assert (row.status, row.error) == ("ok", None)


def test_replace_file_again_replaces_the_old_chunks(db: Database) -> None:
    folder = db.add_folder("/docs")
    _, old = store(db, folder, "/docs/a.txt", make_chunks(3, seed=1))
    file_id = db.files_under("/docs")["/docs/a.txt"].id

    removed, new = store(db, folder, "/docs/a.txt", make_chunks(2, seed=2, prefix="new"), size=999)

    assert sorted(removed) == sorted(old)
    assert len(new) == 2
    assert db.chunk_ids() == set(new)
    row = db.files_under("/docs")["/docs/a.txt"]
    assert row.id == file_id, "the file row is updated in place"
    assert row.size == 999
    assert sorted(h.text for h in db.chunks_by_id(new).values()) == ["new 0", "new 1"]
    assert db.counts()["files"] == 1


def test_replace_file_does_not_touch_other_files(db: Database) -> None:
    folder = db.add_folder("/docs")
    _, a_ids = store(db, folder, "/docs/a.txt", make_chunks(3, seed=1))
    _, b_ids = store(db, folder, "/docs/b.txt", make_chunks(2, seed=2))
    removed, new_a = store(db, folder, "/docs/a.txt", make_chunks(1, seed=3))
    assert sorted(removed) == sorted(a_ids)
    assert db.chunk_ids() == set(b_ids) | set(new_a)


def test_replace_file_can_move_a_file_to_another_folder(db: Database) -> None:
    docs = db.add_folder("/docs")
    other = db.add_folder("/other")
    store(db, docs, "/shared/a.txt", make_chunks(1))
    store(db, other, "/shared/a.txt", make_chunks(1))
    # the one row for the path now belongs to the other folder, none to /docs
    assert {path: row.folder_id for path, row in db.files_under("/shared").items()} == {
        "/shared/a.txt": other
    }


def test_failed_file_is_recorded_with_its_error(db: Database) -> None:
    folder = db.add_folder("/docs")
    removed, added = store(db, folder, "/docs/bad.pdf", [], status="error", error="cannot parse")
    assert (removed, added) == ([], [])
    row = db.files_under("/docs")["/docs/bad.pdf"]
    assert (row.status, row.error) == ("error", "cannot parse")
    assert db.counts() == {
        "folders": 1,
        "files": 0,
        "messages": 0,
        "failed": 1,
        "skipped": 0,
        "chunks": 0,
        "pending": 0,
        "waiting_files": 0,
        "words_only": 0,
        "partly": 0,
    }


def test_generation_increments_only_when_chunks_change(db: Database) -> None:
    folder = db.add_folder("/docs")
    assert db.generation == 0

    store(db, folder, "/docs/a.txt", make_chunks(2))
    assert db.generation == 1

    store(db, folder, "/docs/empty.txt", [])  # new file, no chunks: no-op for vectors
    assert db.generation == 1

    store(db, folder, "/docs/a.txt", make_chunks(3))  # removes 2, adds 3
    assert db.generation == 2

    store(db, folder, "/docs/a.txt", [])  # removes 3
    assert db.generation == 3

    store(db, folder, "/docs/a.txt", [])  # nothing to remove or add
    assert db.generation == 3

    db.touch_file("/docs/a.txt", size=1, mtime_ns=2)
    db.set_meta("other", "x")
    db.add_folder("/more")
    assert db.remove_files(["/docs/never-indexed.txt"]) == []
    assert db.generation == 3


def test_generation_increments_once_per_transaction(db: Database) -> None:
    folder = db.add_folder("/docs")
    store(db, folder, "/docs/a.txt", make_chunks(50))
    assert db.generation == 1
    for name in "bc":
        store(db, folder, f"/docs/{name}.txt", make_chunks(2))
    db.remove_files(["/docs/a.txt", "/docs/b.txt", "/docs/c.txt"])
    assert db.generation == 4


def test_remove_files_deletes_rows_and_returns_chunk_ids(db: Database) -> None:
    folder = db.add_folder("/docs")
    _, a_ids = store(db, folder, "/docs/a.txt", make_chunks(3, seed=1))
    _, b_ids = store(db, folder, "/docs/b.txt", make_chunks(2, seed=2))
    _, c_ids = store(db, folder, "/docs/c.txt", make_chunks(1, seed=3))
    generation = db.generation

    removed = db.remove_files(iter(["/docs/a.txt", "/docs/c.txt", "/docs/missing.txt"]))

    assert sorted(removed) == sorted(a_ids + c_ids)
    assert set(db.files_under("/docs")) == {"/docs/b.txt"}
    assert db.chunk_ids() == set(b_ids)
    assert db.generation == generation + 1


def test_remove_files_of_a_file_without_chunks_deletes_the_row(db: Database) -> None:
    folder = db.add_folder("/docs")
    store(db, folder, "/docs/bad.pdf", [], status="error", error="boom")
    generation = db.generation
    assert db.remove_files(["/docs/bad.pdf"]) == []
    assert db.files_under("/docs") == {}
    assert db.generation == generation


def test_touch_file_updates_size_and_mtime_only(db: Database) -> None:
    folder = db.add_folder("/docs")
    _, ids = store(db, folder, "/docs/a.txt", make_chunks(2), size=10, mtime_ns=20, content_hash="same")
    db.touch_file("/docs/a.txt", size=11, mtime_ns=21)
    row = db.files_under("/docs")["/docs/a.txt"]
    assert (row.size, row.mtime_ns, row.content_hash) == (11, 21, "same")
    assert db.chunk_ids() == set(ids)
    assert all(hit.mtime_ns == 21 for hit in db.chunks_by_id(ids).values())


def test_touch_file_of_unknown_path_is_harmless(db: Database) -> None:
    db.touch_file("/nope.txt", size=1, mtime_ns=1)
    assert db.counts()["files"] == 0


def test_clear_chunks_forgets_files_but_keeps_folders(db: Database) -> None:
    docs = db.add_folder("/docs")
    store(db, docs, "/docs/a.txt", make_chunks(3))
    store(db, docs, "/docs/bad.txt", [], status="error", error="x")
    generation = db.generation
    db.clear_chunks()
    assert db.counts() == {
        "folders": 1,
        "files": 0,
        "messages": 0,
        "failed": 0,
        "skipped": 0,
        "chunks": 0,
        "pending": 0,
        "waiting_files": 0,
        "words_only": 0,
        "partly": 0,
    }
    assert db.folders() == [(docs, "/docs")]
    assert db.chunk_ids() == set()
    assert db.generation == generation + 1


def test_counts(db: Database) -> None:
    assert db.counts() == {
        "folders": 0,
        "files": 0,
        "messages": 0,
        "failed": 0,
        "skipped": 0,
        "chunks": 0,
        "pending": 0,
        "waiting_files": 0,
        "words_only": 0,
        "partly": 0,
    }
    docs = db.add_folder("/docs")
    db.add_folder("/notes")
    store(db, docs, "/docs/a.txt", make_chunks(3))
    store(db, docs, "/docs/b.txt", make_chunks(4))
    store(db, docs, "/docs/c.bin", [], status="error", error="binary")
    assert db.counts() == {
        "folders": 2,
        "files": 2,
        "messages": 0,
        "failed": 1,
        "skipped": 0,
        "chunks": 7,
        "pending": 0,
        "waiting_files": 0,
        "words_only": 0,
        "partly": 0,
    }


# -- reading chunks back ----------------------------------------------------------------------


def test_chunks_by_id_returns_hits_joined_with_file(db: Database) -> None:
    folder = db.add_folder("/docs")
    chunks = make_chunks(3, page=4)
    _, ids = store(db, folder, "/docs/a.pdf", chunks, mtime_ns=777)
    _, other = store(db, folder, "/docs/b.txt", make_chunks(1))
    file_id = db.files_under("/docs")["/docs/a.pdf"].id

    hits = db.chunks_by_id([ids[2], ids[0], 999_999])

    assert set(hits) == {ids[0], ids[2]}
    for chunk_id, chunk in ((ids[0], chunks[0]), (ids[2], chunks[2])):
        hit = hits[chunk_id]
        assert hit.chunk_id == chunk_id
        assert hit.file_id == file_id
        assert hit.path == "/docs/a.pdf"
        assert hit.text == chunk.text
        assert (hit.char_start, hit.char_end) == (chunk.char_start, chunk.char_end)
        assert hit.page == 4
        assert hit.mtime_ns == 777
    assert db.chunks_by_id(other)[other[0]].path == "/docs/b.txt"
    assert db.chunks_by_id(other)[other[0]].page is None


def test_chunks_by_id_with_no_ids(db: Database) -> None:
    assert db.chunks_by_id([]) == {}
    assert db.chunks_by_id(iter(())) == {}


def test_chunk_text_round_trips_unicode(db: Database) -> None:
    folder = db.add_folder("/docs")
    text = "naïve Ünïcode 日本語 🙂 \x00 nul"
    chunk = ChunkIn(ord=0, char_start=0, char_end=len(text), text=text, vector=np.zeros(DIM, np.float32))
    _, [chunk_id] = store(db, folder, "/docs/u.txt", [chunk])
    assert db.chunks_by_id([chunk_id])[chunk_id].text == text


def test_iter_vectors_round_trips_float32_exactly(db: Database) -> None:
    folder = db.add_folder("/docs")
    a = make_chunks(3, seed=11)
    b = make_chunks(4, seed=12)
    _, a_ids = store(db, folder, "/docs/a.txt", a)
    _, b_ids = store(db, folder, "/docs/b.txt", b)

    batches = list(db.iter_vectors(DIM))
    ids = np.concatenate([i for i, _ in batches])
    vecs = np.concatenate([v for _, v in batches])

    assert ids.dtype == np.int64
    assert vecs.dtype == np.float32
    assert vecs.shape == (7, DIM)
    assert list(ids) == sorted(a_ids + b_ids)
    expected = {i: c.vector for i, c in zip(a_ids + b_ids, a + b, strict=True)}
    for chunk_id, vec in zip(ids, vecs, strict=True):
        assert np.array_equal(vec, expected[int(chunk_id)])


def test_iter_vectors_converts_float64_to_float32(db: Database) -> None:
    folder = db.add_folder("/docs")
    vec64 = np.linspace(-1.0, 1.0, DIM, dtype=np.float64)
    chunk = ChunkIn(ord=0, char_start=0, char_end=1, text="x", vector=vec64)
    store(db, folder, "/docs/a.txt", [chunk])
    [(_, vecs)] = list(db.iter_vectors(DIM))
    assert np.array_equal(vecs[0], vec64.astype(np.float32))


def test_iter_vectors_batches(db: Database) -> None:
    folder = db.add_folder("/docs")
    _, ids = store(db, folder, "/docs/a.txt", make_chunks(5))
    batches = list(db.iter_vectors(DIM, batch=2))
    assert [len(i) for i, _ in batches] == [2, 2, 1]
    assert [v.shape for _, v in batches] == [(2, DIM), (2, DIM), (1, DIM)]
    assert [int(x) for i, _ in batches for x in i] == sorted(ids)


def test_iter_vectors_on_empty_database(db: Database) -> None:
    assert list(db.iter_vectors(DIM)) == []


# -- transactions -------------------------------------------------------------------------


def test_transaction_rolls_back_on_exception(db: Database) -> None:
    class Boom(Exception):
        pass

    def insert_then_fail() -> None:
        with db.transaction() as conn:
            conn.execute("INSERT INTO folders(path, added_at) VALUES ('/partial', 0)")
            raise Boom

    with pytest.raises(Boom):
        insert_then_fail()
    assert db.folders() == []
    # The connection is usable afterwards.
    folder = db.add_folder("/docs")
    assert db.folders() == [(folder, "/docs")]


def test_transaction_commits_on_success(tmp_path: Path) -> None:
    path = tmp_path / "index.sqlite3"
    database = Database(path)
    with database.transaction() as conn:
        conn.execute("INSERT INTO folders(path, added_at) VALUES ('/ok', 0)")
    database.close()
    conn = raw(path)
    try:
        assert conn.execute("SELECT path FROM folders").fetchall() == [("/ok",)]
    finally:
        conn.close()


def test_failed_replace_file_leaves_no_partial_rows(db: Database) -> None:
    folder = db.add_folder("/docs")
    _, old_ids = store(db, folder, "/docs/a.txt", make_chunks(2, seed=1), size=1)
    generation = db.generation

    def failing_chunks() -> Iterator[ChunkIn]:
        yield from make_chunks(3, seed=2)
        raise RuntimeError("embedding failed halfway")

    with pytest.raises(RuntimeError, match="halfway"):
        store(db, folder, "/docs/a.txt", failing_chunks(), size=2)
    with pytest.raises(RuntimeError, match="halfway"):
        store(db, folder, "/docs/new.txt", failing_chunks())

    assert db.chunk_ids() == set(old_ids)
    assert set(db.files_under("/docs")) == {"/docs/a.txt"}
    assert db.files_under("/docs")["/docs/a.txt"].size == 1
    assert db.generation == generation
    assert db.counts()["chunks"] == 2


def test_failed_remove_files_leaves_everything(db: Database) -> None:
    folder = db.add_folder("/docs")
    _, ids = store(db, folder, "/docs/a.txt", make_chunks(2))
    _, more = store(db, folder, "/docs/b.txt", make_chunks(2))

    def paths() -> Iterator[str]:
        yield "/docs/a.txt"
        raise OSError("listing failed")

    with pytest.raises(OSError, match="listing failed"):
        db.remove_files(paths())
    assert db.chunk_ids() == set(ids) | set(more)
    assert set(db.files_under("/docs")) == {"/docs/a.txt", "/docs/b.txt"}


def test_move_failure_records_and_retry(db: Database) -> None:
    folder = db.add_folder("/docs")
    _removed, added = store(db, folder, "/docs/a.txt", make_chunks(2))
    assert db.move_file("/docs/a.txt", "/docs/sub/b.txt", folder_id=folder, size=9, mtime_ns=7)
    assert db.file("/docs/a.txt") is None
    moved = db.file("/docs/sub/b.txt")
    assert moved is not None
    assert (moved.size, moved.mtime_ns) == (9, 7)
    assert set(db.chunks_by_id(added)) == set(added)  # same chunks, same ids
    assert set(db.files_under("/docs/sub")) == {"/docs/sub/b.txt"}
    assert db.files_under("/doc") == {}  # a prefix of a name is not a parent folder

    db.record_failure(
        folder_id=folder, path="/docs/big.iso", size=5, mtime_ns=1, status="skipped", reason="too big"
    )
    db.record_failure(
        folder_id=folder, path="/docs/sub/b.txt", size=10, mtime_ns=8, status="error", reason="locked"
    )
    assert db.failures() == [("/docs/big.iso", "skipped", "too big"), ("/docs/sub/b.txt", "error", "locked")]
    assert set(db.chunks_by_id(added)) == set(added)  # a failure keeps the earlier chunks searchable
    assert db.counts()["skipped"] == 1
    assert db.reset_failures() == 2
    assert db.file("/docs/big.iso").mtime_ns == -1  # changed as far as the next scan is concerned
