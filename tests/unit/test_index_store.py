"""Unit tests for desktop_search.core.store.index (real SQLite, real Faiss, no model)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import numpy as np
import pytest

from desktop_search.core.common.config import Paths
from desktop_search.core.store.index import IndexStore
from desktop_search.core.store.passages import ChunkIn
from desktop_search.core.store.vectors import VectorIndex
from desktop_search.core.store.verify import verify_index

DIM = 16


def unit_vectors(n: int, *, seed: int = 0) -> np.ndarray:
    vecs = np.random.default_rng(seed).standard_normal((n, DIM)).astype(np.float32)
    return vecs / np.linalg.norm(vecs, axis=1, keepdims=True)


def chunks_for(vecs: np.ndarray) -> list[ChunkIn]:
    return [ChunkIn(ord=i, char_start=i, char_end=i + 1, text=f"t{i}", vector=v) for i, v in enumerate(vecs)]


@pytest.fixture
def paths(tmp_path: Path) -> Paths:
    paths = Paths(tmp_path / "data")
    paths.index_dir.mkdir(parents=True)
    return paths


def open_store(paths: Paths, fingerprint: str = "model-a") -> IndexStore:
    return IndexStore.open(paths, fingerprint=fingerprint, model_name="a", dim=DIM)


@pytest.fixture
def store(paths: Paths) -> Iterator[IndexStore]:
    opened = open_store(paths)
    yield opened
    opened.close()


def commit(store: IndexStore, folder_id: int, path: str, vecs: np.ndarray) -> None:
    store.commit_file(
        folder_id=folder_id,
        path=path,
        size=10,
        mtime_ns=20,
        content_hash="h",
        chunks=chunks_for(vecs),
        vectors=vecs,
    )


def test_a_new_index_records_the_model(store: IndexStore) -> None:
    assert store.fingerprint == "model-a"
    assert store.db.get_meta("model_name") == "a"
    assert store.db.get_meta("dim") == str(DIM)
    assert store.counts()["chunks"] == 0
    assert store.counts()["vectors"] == 0


def test_commit_file_keeps_database_and_vectors_in_step(store: IndexStore) -> None:
    folder = store.db.add_folder("/docs")
    generation = store.db.generation
    commit(store, folder, "/docs/a.txt", unit_vectors(3))
    commit(store, folder, "/docs/a.txt", unit_vectors(2, seed=1))  # replaced: old vectors go

    assert store.db.generation == generation + 2
    assert set(store.vectors.ids().tolist()) == store.db.chunk_ids()
    assert len(store.vectors) == 2
    counts = store.counts()
    assert (counts["chunks"], counts["vectors"]) == (2, 2)


def test_a_failed_commit_leaves_the_database_and_the_vectors_as_they_were(store: IndexStore) -> None:
    folder = store.db.add_folder("/docs")
    commit(store, folder, "/docs/a.txt", unit_vectors(3))
    before, generation = set(store.vectors.ids().tolist()), store.db.generation
    vecs = unit_vectors(2, seed=1)

    def failing_chunks() -> Iterator[ChunkIn]:
        yield chunks_for(vecs)[0]
        raise OSError("the disk went away")

    with pytest.raises(OSError, match="went away"):
        store.commit_file(
            folder_id=folder,
            path="/docs/a.txt",
            size=1,
            mtime_ns=2,
            content_hash="h2",
            chunks=failing_chunks(),  # type: ignore[arg-type]
            vectors=vecs,
        )
    assert store.db.generation == generation
    assert set(store.vectors.ids().tolist()) == before == store.db.chunk_ids()


def test_remove_files_and_forget_folder_drop_their_vectors(paths: Paths, store: IndexStore) -> None:
    docs = store.db.add_folder("/docs")
    notes = store.db.add_folder("/notes")
    commit(store, docs, "/docs/a.txt", unit_vectors(3))
    commit(store, docs, "/docs/b.txt", unit_vectors(2, seed=1))
    commit(store, notes, "/notes/n.txt", unit_vectors(4, seed=2))

    assert store.remove_files(["/docs/a.txt", "/docs/missing.txt"]) == 3
    assert set(store.vectors.ids().tolist()) == store.db.chunk_ids()

    store.forget_folder(docs)
    assert set(store.vectors.ids().tolist()) == store.db.chunk_ids()
    assert len(store.vectors) == 4
    saved = VectorIndex.load(paths.vectors_path, DIM)  # forgetting a folder saves at once
    assert saved is not None
    assert saved.generation == store.db.generation


def test_moved_and_touched_files_keep_their_vectors(store: IndexStore) -> None:
    folder = store.db.add_folder("/docs")
    commit(store, folder, "/docs/a.txt", unit_vectors(3))
    ids = set(store.vectors.ids().tolist())
    generation = store.db.generation

    assert store.move_file("/docs/a.txt", "/docs/b.txt", folder_id=folder, size=10, mtime_ns=20)
    store.touch_file("/docs/b.txt", size=11, mtime_ns=21)

    assert set(store.vectors.ids().tolist()) == ids == store.db.chunk_ids()
    assert store.db.generation == generation
    row = store.db.file("/docs/b.txt")
    assert row is not None
    assert (row.size, row.mtime_ns) == (11, 21)


def test_a_failure_is_recorded_and_earlier_vectors_stay(store: IndexStore) -> None:
    folder = store.db.add_folder("/docs")
    commit(store, folder, "/docs/a.txt", unit_vectors(3))
    store.record_failure(
        folder_id=folder, path="/docs/a.txt", size=1, mtime_ns=2, status="error", reason="bad"
    )
    assert store.db.failures() == [("/docs/a.txt", "error", "bad")]
    assert len(store.vectors) == 3


def test_maybe_save_waits_for_the_interval(paths: Paths, store: IndexStore) -> None:
    folder = store.db.add_folder("/docs")
    commit(store, folder, "/docs/a.txt", unit_vectors(3))
    store.maybe_save()
    saved = VectorIndex.load(paths.vectors_path, DIM)
    assert saved is not None
    assert saved.generation < store.db.generation, "saved at open, not again so soon"

    store._save_every_s = 0.0
    store.maybe_save()
    saved = VectorIndex.load(paths.vectors_path, DIM)
    assert saved is not None
    assert saved.generation == store.db.generation


def test_close_saves_a_lagging_vector_file_and_reopening_uses_it(paths: Paths) -> None:
    store = open_store(paths)
    folder = store.db.add_folder("/docs")
    commit(store, folder, "/docs/a.txt", unit_vectors(3))
    store.close()

    report = verify_index(paths.db_path, paths.vectors_path)
    assert report.ok, report.problems
    assert not report.notes
    again = open_store(paths)
    try:
        assert again.vectors.generation == again.db.generation
        assert len(again.vectors) == 3
    finally:
        again.close()


def test_close_without_saving_leaves_the_file_to_be_rebuilt(paths: Paths) -> None:
    store = open_store(paths)
    folder = store.db.add_folder("/docs")
    commit(store, folder, "/docs/a.txt", unit_vectors(3))
    store.close(save=False)

    assert any("lags the database" in n for n in verify_index(paths.db_path, paths.vectors_path).notes)
    again = open_store(paths)  # rebuilt from the database
    try:
        assert again.vectors.generation == again.db.generation
        assert set(again.vectors.ids().tolist()) == again.db.chunk_ids()
    finally:
        again.close()


def test_another_model_empties_the_index_but_keeps_the_folders(paths: Paths) -> None:
    store = open_store(paths)
    folder = store.db.add_folder("/docs")
    commit(store, folder, "/docs/a.txt", unit_vectors(3))
    store.close()

    other = open_store(paths, fingerprint="model-b")
    try:
        assert other.fingerprint == "model-b"
        assert other.db.folders() == [(folder, "/docs")]
        assert other.db.chunk_ids() == set()
        assert len(other.vectors) == 0
        assert other.vectors.generation == other.db.generation
    finally:
        other.close()
