"""Passages waiting for meaning: a state in SQLite, ordered newest first, changes seen live first.

Real SQLite files under tmp_path; vectors are random (this is the store, not the model).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import numpy as np
import pytest

from desktop_search.core.progress_text import describe, duration, meaning_share
from desktop_search.core.store.db import Database
from desktop_search.core.store.passages import URGENT_RANK, ChunkIn, meaning_rank

DIM = 8


def words_only(n: int, *, prefix: str = "passage") -> list[ChunkIn]:
    return [
        ChunkIn(ord=i, char_start=i * 10, char_end=i * 10 + 9, text=f"{prefix} {i}", vector=None)
        for i in range(n)
    ]


@pytest.fixture
def db(tmp_path: Path) -> Iterator[Database]:
    database = Database(tmp_path / "index.sqlite3")
    yield database
    database.close()


def _store(
    db: Database, folder: int, path: str, n: int, *, mtime_ns: int, rank: int | None = None
) -> list[int]:
    _removed, added = db.replace_file(
        folder_id=folder,
        path=path,
        size=1,
        mtime_ns=mtime_ns,
        content_hash=path,
        chunks=words_only(n, prefix=Path(path).stem),
        title=f"title of {Path(path).stem}",
        rank=rank,
    )
    return added


def test_words_are_searchable_before_any_vector(db: Database) -> None:
    folder = db.add_folder("/docs")
    ids = _store(db, folder, "/docs/a.txt", 3, mtime_ns=10)
    assert db.counts()["pending"] == 3
    assert db.counts()["waiting_files"] == 1
    assert db.vector_ids() == set()
    assert db.chunk_ids() == set(ids)
    assert list(db.iter_vectors(DIM)) == []  # nothing for the vector index yet
    assert db.integrity_problems(DIM) == []


def test_the_queue_is_newest_first_and_live_changes_before_all(db: Database) -> None:
    folder = db.add_folder("/docs")
    _store(db, folder, "/docs/old.txt", 2, mtime_ns=100)
    _store(db, folder, "/docs/new.txt", 2, mtime_ns=900)
    _store(db, folder, "/docs/live.txt", 1, mtime_ns=50, rank=meaning_rank(50, urgent=True))
    order = [(p.title, p.text) for p in db.pending_passages(10)]
    assert order == [
        ("title of live", "live 0"),
        ("title of new", "new 0"),
        ("title of new", "new 1"),
        ("title of old", "old 0"),
        ("title of old", "old 1"),
    ]
    assert [p.text for p in db.pending_passages(2)] == ["live 0", "new 0"]
    assert meaning_rank(2**63 - 1, urgent=False) < URGENT_RANK <= meaning_rank(0, urgent=True)


def test_vectors_land_batch_by_batch_and_files_leave_the_queue(db: Database) -> None:
    folder = db.add_folder("/docs")
    a = _store(db, folder, "/docs/a.txt", 3, mtime_ns=200)
    b = _store(db, folder, "/docs/b.txt", 2, mtime_ns=100)
    generation = db.generation
    vecs = np.random.default_rng(0).standard_normal((3, DIM)).astype(np.float32)
    assert db.store_vectors([a[0], a[1], b[0]], vecs) == [a[0], a[1], b[0]]
    assert db.generation > generation
    assert db.counts()["pending"] == 2
    assert db.meaning_pending(db.file(p).id for p in ("/docs/a.txt", "/docs/b.txt")) == {
        db.file("/docs/a.txt").id,
        db.file("/docs/b.txt").id,
    }
    assert db.store_vectors([a[2]], vecs[:1]) == [a[2]]
    assert db.meaning_pending([db.file("/docs/a.txt").id]) == set()  # a is complete
    assert db.waiting_files() == 1
    assert db.vector_ids() == {a[0], a[1], a[2], b[0]}
    ids, stored = next(db.iter_vectors(DIM))  # what the vector index is rebuilt from
    assert ids.tolist() == sorted([a[0], a[1], a[2], b[0]])
    np.testing.assert_array_equal(stored[ids.tolist().index(b[0])], vecs[2])
    assert db.integrity_problems(DIM) == []


def test_a_passage_replaced_while_its_vector_was_computed_is_not_given_it(db: Database) -> None:
    folder = db.add_folder("/docs")
    old = _store(db, folder, "/docs/a.txt", 2, mtime_ns=100)
    new = _store(db, folder, "/docs/a.txt", 1, mtime_ns=200)  # edited meanwhile: old passages gone
    vecs = np.ones((2, DIM), np.float32)
    assert db.store_vectors(old, vecs) == []
    assert db.counts()["pending"] == 1
    assert [p.chunk_id for p in db.pending_passages(5)] == new
    # A vector is never written twice: once stored, the passage no longer waits.
    assert db.store_vectors(new, vecs[:1]) == new
    assert db.store_vectors(new, vecs[:1]) == []


def test_an_unqueued_waiting_passage_is_reported(db: Database) -> None:
    folder = db.add_folder("/docs")
    _store(db, folder, "/docs/a.txt", 2, mtime_ns=100)
    with db.transaction() as conn:
        conn.execute("UPDATE files SET meaning_rank = NULL")
    problems = db.integrity_problems(DIM)
    assert any("waiting for meaning but are not in its queue" in p for p in problems)


def test_a_file_queued_with_nothing_left_to_embed_leaves_the_queue(db: Database) -> None:
    folder = db.add_folder("/docs")
    _store(db, folder, "/docs/a.txt", 1, mtime_ns=100)
    with db.transaction() as conn:  # as a crash between the two updates could never leave it, but
        conn.execute("UPDATE chunks SET vector = zeroblob(32)")  # a repaired index might
    assert db.pending_passages(5) == []
    assert db.waiting_files() == 0


@dataclass
class _State:
    phase: str
    files_done: int = 0
    files_total: int = 0
    chunks_done: int = 0
    current: str = ""
    failed: int = 0
    recognising: str = ""
    ocr_page: int = 0
    ocr_pages: int = 0
    meaning_pending: int = 0
    passages_total: int = 0
    rate: float = 0.0
    eta_s: float | None = None
    meaning_eta_s: float | None = None
    switching: str = ""
    paused_by: str = ""


def test_progress_reads_as_a_person_would_say_it() -> None:
    words = _State("indexing", files_done=1200, files_total=20000, eta_s=300, current="/d/report.pdf")
    assert (
        describe(words)
        == "Reading files: 1,200 of 20,000 searchable by words · about 5 min left · report.pdf"
    )
    meaning = _State(
        "meaning", files_done=20000, files_total=20000, meaning_pending=132_000, passages_total=200_000,
        meaning_eta_s=4200,
    )  # fmt: skip
    assert meaning_share(meaning) == pytest.approx(0.34)
    assert describe(meaning) == (
        "All 20,000 files searchable by words · understanding meaning: 34 % · about 1 h 10 min left"
    )
    paused = _State("paused", files_done=20000, files_total=20000, meaning_pending=10, passages_total=20)
    assert describe(paused) == "Paused · All 20,000 files searchable by words · understanding meaning: 50 %"
    on_battery = _State(
        "paused",
        files_done=20000,
        files_total=20000,
        meaning_pending=10,
        passages_total=20,
        paused_by="on battery",
    )
    assert describe(on_battery).startswith("Paused (on battery) · All 20,000 files searchable by words")
    assert [duration(s) for s in (0.2, 45, 700, 5400, 7200)] == ["1 s", "45 s", "12 min", "1 h 30 min", "2 h"]


def test_files_that_could_not_be_read_are_not_counted_as_searchable_by_words() -> None:
    reading = _State("indexing", files_done=3, files_total=5, failed=1)
    assert describe(reading).startswith("Reading files: 2 of 5 searchable by words")
    done = _State("meaning", files_done=3, files_total=3, failed=1, meaning_pending=1, passages_total=2)
    assert describe(done) == (
        "2 of 3 files searchable by words · 1 could not be read · understanding meaning: 50 %"
    )
    none = _State("done", files_done=20, files_total=20, failed=20)
    assert describe(none) == "0 of 20 files searchable by words · 20 could not be read"
