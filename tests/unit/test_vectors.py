"""Unit tests for desktop_search.core.store.vectors (real Faiss, real SQLite)."""

from __future__ import annotations

import os
import stat
from collections.abc import Iterator
from pathlib import Path

import numpy as np
import pytest

from desktop_search.core.store.db import Database
from desktop_search.core.store.passages import ChunkIn
from desktop_search.core.store.vectors import _HEADER, _MAGIC, VectorIndex, lists_for
from desktop_search.core.store.verify import verify_index

DIM = 16

posix_only = pytest.mark.skipif(os.name != "posix", reason="POSIX file modes")


def unit_vectors(n: int, dim: int = DIM, *, seed: int = 0) -> np.ndarray:
    vecs = np.random.default_rng(seed).standard_normal((n, dim)).astype(np.float32)
    return vecs / np.linalg.norm(vecs, axis=1, keepdims=True)


def filled_index(
    n: int = 50, *, seed: int = 0, first_id: int = 100
) -> tuple[VectorIndex, np.ndarray, np.ndarray]:
    index = VectorIndex(DIM)
    ids = np.arange(first_id, first_id + n, dtype=np.int64)
    vecs = unit_vectors(n, seed=seed)
    index.add(ids, vecs)
    return index, ids, vecs


def chunks_for(vecs: np.ndarray) -> list[ChunkIn]:
    return [ChunkIn(ord=i, char_start=i, char_end=i + 1, text=f"t{i}", vector=v) for i, v in enumerate(vecs)]


@pytest.fixture
def db(tmp_path: Path) -> Iterator[Database]:
    database = Database(tmp_path / "index.sqlite3")
    yield database
    database.close()


def fill_db(db: Database, files: int = 3, per_file: int = 5) -> dict[int, np.ndarray]:
    """Store some files with chunks; returns {chunk_id: vector}."""
    folder = db.add_folder("/docs")
    stored: dict[int, np.ndarray] = {}
    for f in range(files):
        vecs = unit_vectors(per_file, seed=100 + f)
        _, ids = db.replace_file(
            folder_id=folder,
            path=f"/docs/{f}.txt",
            size=1,
            mtime_ns=1,
            content_hash=None,
            chunks=chunks_for(vecs),
        )
        stored.update(zip(ids, vecs, strict=True))
    return stored


# -- in memory ------------------------------------------------------------------------------


def test_new_index_is_empty() -> None:
    index = VectorIndex(DIM)
    assert len(index) == 0
    assert index.dim == DIM
    assert index.generation == 0
    assert index.ids().size == 0


def test_add_and_search_top_hit_is_the_vector_itself() -> None:
    index, ids, vecs = filled_index(50)
    assert len(index) == 50
    for chosen in (0, 17, 49):
        scores, found = index.search(vecs[chosen], 5)
        assert found[0] == ids[chosen]
        assert scores[0] == pytest.approx(1.0, abs=1e-5)
        assert len(found) == 5


def test_search_scores_are_inner_products_in_descending_order() -> None:
    index, ids, vecs = filled_index(30, seed=3)
    query = unit_vectors(1, seed=99)[0]
    scores, found = index.search(query, 30)
    assert list(scores) == sorted(scores, reverse=True)
    assert sorted(found) == sorted(ids)
    by_id = dict(zip(ids, vecs, strict=True))
    for score, chunk_id in zip(scores, found, strict=True):
        assert score == pytest.approx(float(by_id[chunk_id] @ query), abs=1e-5)


def test_search_returns_at_most_len_results() -> None:
    index, _, vecs = filled_index(3)
    scores, found = index.search(vecs[0], 100)
    assert len(scores) == len(found) == 3
    assert found.dtype == np.int64
    assert -1 not in found


def test_search_with_k_zero_or_negative_is_empty() -> None:
    index, _, vecs = filled_index(3)
    for k in (0, -1):
        scores, found = index.search(vecs[0], k)
        assert scores.size == found.size == 0


def test_search_on_empty_index_returns_empty_arrays() -> None:
    scores, found = VectorIndex(DIM).search(unit_vectors(1)[0], 10)
    assert scores.shape == (0,)
    assert found.shape == (0,)
    assert scores.dtype == np.float32
    assert found.dtype == np.int64


def test_search_accepts_float64_and_2d_queries() -> None:
    index, ids, vecs = filled_index(10)
    _, found64 = index.search(vecs[4].astype(np.float64), 1)
    _, found2d = index.search(vecs[4].reshape(1, -1), 1)
    assert found64[0] == found2d[0] == ids[4]


def test_add_with_wrong_dim_raises_and_leaves_index_unchanged() -> None:
    index, _, _ = filled_index(5)
    with pytest.raises(ValueError, match="does not match"):
        index.add(np.array([1, 2]), unit_vectors(2, dim=DIM + 1))
    assert len(index) == 5


def test_add_nothing_is_a_no_op() -> None:
    index = VectorIndex(DIM)
    index.add(np.array([], dtype=np.int64), np.empty((0, DIM), dtype=np.float32))
    assert len(index) == 0


def test_add_converts_float64_and_int32_ids() -> None:
    index = VectorIndex(DIM)
    vecs = unit_vectors(4).astype(np.float64)
    index.add(np.array([7, 8, 9, 10], dtype=np.int32), vecs)
    assert sorted(index.ids()) == [7, 8, 9, 10]
    _, found = index.search(vecs[2], 1)
    assert found[0] == 9


def test_remove_many_ids_at_once() -> None:
    index, ids, vecs = filled_index(20)
    gone = ids[::2]
    assert index.remove(int(i) for i in gone) == 10
    assert len(index) == 10
    assert sorted(index.ids()) == sorted(ids[1::2])
    _, found = index.search(vecs[0], 20)
    assert not set(found) & set(gone)
    # A kept vector is still its own top hit.
    _, found = index.search(vecs[1], 1)
    assert found[0] == ids[1]


def test_remove_unknown_or_no_ids() -> None:
    index, _, _ = filled_index(5)
    assert index.remove([]) == 0
    assert index.remove([123_456, 999_999]) == 0
    assert len(index) == 5


def test_remove_then_add_same_id_reflects_new_vector() -> None:
    index, ids, _ = filled_index(10)
    replacement = unit_vectors(1, seed=42)
    index.remove([int(ids[3])])
    index.add(ids[3:4], replacement)
    assert len(index) == 10
    _, found = index.search(replacement[0], 1)
    assert found[0] == ids[3]


# -- persistence --------------------------------------------------------------------------------


def test_save_and_load_round_trip(tmp_path: Path) -> None:
    path = tmp_path / "vectors.faiss"
    index, ids, vecs = filled_index(40)
    index.save(path, 17)
    assert index.generation == 17

    loaded = VectorIndex.load(path, DIM)

    assert loaded is not None
    assert loaded.generation == 17
    assert loaded.dim == DIM
    assert len(loaded) == 40
    assert sorted(loaded.ids()) == sorted(ids)
    query = unit_vectors(1, seed=5)[0]
    expected_scores, expected_ids = index.search(query, 10)
    scores, found = loaded.search(query, 10)
    assert np.array_equal(found, expected_ids)
    assert np.allclose(scores, expected_scores)
    # The loaded index is fully functional.
    assert loaded.remove([int(ids[0])]) == 1
    loaded.add(np.array([1]), vecs[:1])
    assert len(loaded) == 40


def test_save_empty_index_round_trips(tmp_path: Path) -> None:
    path = tmp_path / "vectors.faiss"
    VectorIndex(DIM).save(path, 0)
    loaded = VectorIndex.load(path, DIM)
    assert loaded is not None
    assert len(loaded) == 0
    assert loaded.generation == 0


def test_save_overwrites_and_leaves_no_temporary_file(tmp_path: Path) -> None:
    path = tmp_path / "vectors.faiss"
    index, _, _ = filled_index(5)
    index.save(path, 1)
    index.add(np.array([1, 2]), unit_vectors(2, seed=9))
    index.save(path, 2)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["vectors.faiss"]
    loaded = VectorIndex.load(path, DIM)
    assert loaded is not None
    assert (loaded.generation, len(loaded)) == (2, 7)


@posix_only
def test_saved_file_is_private(tmp_path: Path) -> None:
    path = tmp_path / "vectors.faiss"
    filled_index(3)[0].save(path, 1)
    assert stat.S_IMODE(path.stat().st_mode) == 0o600


def test_load_missing_file_returns_none(tmp_path: Path) -> None:
    assert VectorIndex.load(tmp_path / "nope.faiss", DIM) is None


def test_load_with_other_dim_returns_none(tmp_path: Path) -> None:
    path = tmp_path / "vectors.faiss"
    filled_index(3)[0].save(path, 1)
    assert VectorIndex.load(path, DIM * 2) is None


@pytest.mark.parametrize(
    "keep", [0, 3, _HEADER.size - 1, _HEADER.size, _HEADER.size + 5, "half", "all-but-one"]
)
def test_load_truncated_file_returns_none(tmp_path: Path, keep: int | str) -> None:
    path = tmp_path / "vectors.faiss"
    filled_index(20)[0].save(path, 1)
    data = path.read_bytes()
    size = {"half": len(data) // 2, "all-but-one": len(data) - 1}.get(keep, keep)
    assert isinstance(size, int)
    path.write_bytes(data[:size])
    assert VectorIndex.load(path, DIM) is None


def test_load_garbage_returns_none(tmp_path: Path) -> None:
    path = tmp_path / "vectors.faiss"
    path.write_bytes(b"garbage! " * 100)
    assert VectorIndex.load(path, DIM) is None


def test_load_valid_header_with_garbage_payload_returns_none(tmp_path: Path) -> None:
    path = tmp_path / "vectors.faiss"
    path.write_bytes(_HEADER.pack(_MAGIC, 1, 5, DIM) + b"\x00\x01\x02\x03" * 64)
    assert VectorIndex.load(path, DIM) is None


def test_load_unknown_format_version_returns_none(tmp_path: Path) -> None:
    path = tmp_path / "vectors.faiss"
    filled_index(3)[0].save(path, 1)
    data = bytearray(path.read_bytes())
    _, _, generation, dim = _HEADER.unpack_from(data)
    data[: _HEADER.size] = _HEADER.pack(_MAGIC, 99, generation, dim)
    path.write_bytes(bytes(data))
    assert VectorIndex.load(path, DIM) is None


# -- open: load or rebuild from the database ------------------------------------------------------


def assert_matches_db(index: VectorIndex, stored: dict[int, np.ndarray]) -> None:
    assert len(index) == len(stored)
    assert set(index.ids().tolist()) == set(stored)
    for chunk_id, vec in stored.items():
        scores, found = index.search(vec, 1)
        assert found[0] == chunk_id
        assert scores[0] == pytest.approx(1.0, abs=1e-5)


def test_open_rebuilds_from_database_when_file_is_missing(tmp_path: Path, db: Database) -> None:
    stored = fill_db(db)
    path = tmp_path / "vectors.faiss"

    index = VectorIndex.open(path, db, DIM)

    assert_matches_db(index, stored)
    assert index.generation == db.generation
    assert path.exists(), "the rebuilt index is saved"
    reloaded = VectorIndex.load(path, DIM)
    assert reloaded is not None
    assert reloaded.generation == db.generation
    assert_matches_db(reloaded, stored)


def test_open_rebuilds_when_file_is_stale(tmp_path: Path, db: Database) -> None:
    stored = fill_db(db, files=2)
    path = tmp_path / "vectors.faiss"
    VectorIndex.open(path, db, DIM)
    stale_generation = db.generation

    # The database moves on without the vector file being saved.
    folder = db.folders()[0][0]
    removed = db.remove_files(["/docs/0.txt"])
    for chunk_id in removed:
        del stored[chunk_id]
    vecs = unit_vectors(4, seed=77)
    _, added = db.replace_file(
        folder_id=folder, path="/docs/new.txt", size=1, mtime_ns=1, content_hash=None, chunks=chunks_for(vecs)
    )
    stored.update(zip(added, vecs, strict=True))
    assert db.generation > stale_generation

    index = VectorIndex.open(path, db, DIM)

    assert index.generation == db.generation
    assert_matches_db(index, stored)
    reloaded = VectorIndex.load(path, DIM)
    assert reloaded is not None
    assert reloaded.generation == db.generation


def test_open_trusts_a_file_of_the_current_generation(tmp_path: Path, db: Database) -> None:
    stored = fill_db(db)
    path = tmp_path / "vectors.faiss"
    VectorIndex.open(path, db, DIM)  # built and saved
    written = path.stat().st_mtime_ns
    index = VectorIndex.open(path, db, DIM)
    assert path.stat().st_mtime_ns == written  # loaded as it is, not rebuilt
    assert_matches_db(index, stored)
    assert index.generation == db.generation


def test_open_rebuilds_a_file_that_claims_the_current_generation_but_lacks_vectors(
    tmp_path: Path, db: Database
) -> None:
    stored = fill_db(db)
    path = tmp_path / "vectors.faiss"
    # What another process's stale copy saved as current looked like (#30): too few vectors.
    VectorIndex(DIM).save(path, db.generation)
    index = VectorIndex.open(path, db, DIM)
    assert_matches_db(index, stored)
    assert index.generation == db.generation


def test_open_rebuilds_when_file_is_damaged(tmp_path: Path, db: Database) -> None:
    stored = fill_db(db)
    path = tmp_path / "vectors.faiss"
    VectorIndex.open(path, db, DIM)
    data = path.read_bytes()
    path.write_bytes(data[: len(data) // 2])

    index = VectorIndex.open(path, db, DIM)

    assert_matches_db(index, stored)
    assert VectorIndex.load(path, DIM) is not None


def test_open_rebuilds_when_dim_changes(tmp_path: Path, db: Database) -> None:
    path = tmp_path / "vectors.faiss"
    VectorIndex(DIM * 2).save(path, db.generation)
    index = VectorIndex.open(path, db, DIM)
    assert index.dim == DIM
    reloaded = VectorIndex.load(path, DIM)
    assert reloaded is not None
    assert reloaded.dim == DIM


def test_open_on_empty_database_creates_empty_index(tmp_path: Path, db: Database) -> None:
    path = tmp_path / "vectors.faiss"
    index = VectorIndex.open(path, db, DIM)
    assert len(index) == 0
    assert index.generation == 0
    assert path.exists()


def test_open_rebuilds_across_many_batches(tmp_path: Path, db: Database) -> None:
    # More chunks than one iter_vectors batch (4096).
    folder = db.add_folder("/big")
    vecs = unit_vectors(5000, seed=8)
    _, ids = db.replace_file(
        folder_id=folder, path="/big/file.txt", size=1, mtime_ns=1, content_hash=None, chunks=chunks_for(vecs)
    )
    index = VectorIndex.open(tmp_path / "vectors.faiss", db, DIM)
    assert len(index) == 5000
    for row in (0, 4095, 4096, 4999):
        _, found = index.search(vecs[row], 1)
        assert found[0] == ids[row]


# -- exact below the limit, approximate (IVF) above it ------------------------------------------

LIMIT = 400


def clustered_vectors(n: int, *, seed: int = 0, clusters: int = 40, spread: float = 0.6) -> np.ndarray:
    """Unit vectors around a few centres, like embeddings of related passages."""
    rng = np.random.default_rng(seed)
    centres = rng.standard_normal((clusters, DIM)).astype(np.float32)
    vecs = centres[rng.integers(0, clusters, n)] + spread * rng.standard_normal((n, DIM)).astype(np.float32)
    return vecs / np.linalg.norm(vecs, axis=1, keepdims=True)


def big_index(
    n: int = 1200, *, seed: int = 0, first_id: int = 10
) -> tuple[VectorIndex, np.ndarray, np.ndarray]:
    index = VectorIndex(DIM, exact_limit=LIMIT)
    ids = np.arange(first_id, first_id + n, dtype=np.int64)
    vecs = clustered_vectors(n, seed=seed)
    index.add(ids, vecs)
    return index, ids, vecs


def file_format(path: Path) -> int:
    return int(_HEADER.unpack_from(path.read_bytes())[1])


def test_index_stays_exact_up_to_the_limit(tmp_path: Path) -> None:
    index, _, _ = big_index(LIMIT)
    assert index.fit() is False
    index.save(tmp_path / "vectors.faiss", 1)
    assert not index.approximate
    assert file_format(tmp_path / "vectors.faiss") == 1


def test_index_becomes_approximate_at_save_above_the_limit(tmp_path: Path) -> None:
    path = tmp_path / "vectors.faiss"
    index, ids, vecs = big_index(LIMIT + 1)
    assert not index.approximate, "adding never rebuilds; saving does"
    index.save(path, 4)
    assert index.approximate
    assert index.nlist == lists_for(LIMIT + 1) > 1
    assert file_format(path) == 2
    loaded = VectorIndex.load(path, DIM, exact_limit=LIMIT)
    assert loaded is not None
    assert loaded.approximate
    assert (loaded.generation, len(loaded)) == (4, LIMIT + 1)
    assert sorted(loaded.ids()) == sorted(ids)
    assert np.allclose(loaded.reconstruct(int(ids[7])), vecs[7])


def test_approximate_search_agrees_with_exact() -> None:
    index, ids, vecs = big_index(3000)
    exact = VectorIndex(DIM, exact_limit=10_000)
    exact.add(ids, vecs)
    assert index.fit()
    # Every stored vector is its own top hit: its list is the first one probed.
    for row in range(0, 3000, 97):
        scores, found = index.search(vecs[row], 1)
        assert found[0] == ids[row]
        assert scores[0] == pytest.approx(1.0, abs=1e-5)
    queries = clustered_vectors(50, seed=99)
    overlap = 0
    for query in queries:
        _, exact_ids = exact.search(query, 10)
        scores, found = index.search(query, 10)
        assert list(scores) == sorted(scores, reverse=True)
        assert set(scores.tolist()) <= set(exact.search(query, 3000)[0].tolist()), "scores are exact"
        overlap += len(set(found.tolist()) & set(exact_ids.tolist()))
    assert overlap / (10 * len(queries)) >= 0.95


def test_removal_and_additions_in_the_approximate_index(tmp_path: Path) -> None:
    index, ids, vecs = big_index(1200)
    assert index.fit()
    gone = ids[::3]
    assert index.remove(int(i) for i in gone) == len(gone)
    assert index.remove([int(gone[0]), 999_999]) == 0
    assert len(index) == 1200 - len(gone)
    assert index.reconstruct(int(gone[1])) is None
    for row in range(0, 1200, 50):
        _, found = index.search(vecs[row], 20)
        assert not set(found.tolist()) & set(gone.tolist())
    # Re-adding an id with a new vector, and adding new ids, while approximate.
    fresh = clustered_vectors(5, seed=7)
    index.add(np.array([gone[0], 50_000, 50_001, 50_002, 50_003]), fresh)
    for row, chunk_id in enumerate([gone[0], 50_000, 50_001, 50_002, 50_003]):
        assert index.search(fresh[row], 1)[1][0] == chunk_id
    expected = (set(ids.tolist()) - set(gone.tolist())) | {int(gone[0]), 50_000, 50_001, 50_002, 50_003}
    assert set(index.ids().tolist()) == expected
    index.save(tmp_path / "vectors.faiss", 9)
    loaded = VectorIndex.load(tmp_path / "vectors.faiss", DIM, exact_limit=LIMIT)
    assert loaded is not None
    assert set(loaded.ids().tolist()) == expected
    assert loaded.remove([50_000]) == 1
    assert loaded.reconstruct(50_000) is None


def test_back_to_exact_only_below_half_the_limit(tmp_path: Path) -> None:
    path = tmp_path / "vectors.faiss"
    index, ids, vecs = big_index(LIMIT + 100)
    index.save(path, 1)
    assert index.approximate
    index.remove(int(i) for i in ids[: 100 + LIMIT // 2 - 10])  # 10 above half the limit
    index.save(path, 2)
    assert index.approximate, "no flip-flopping near the limit"
    index.remove(int(i) for i in ids[100 + LIMIT // 2 - 10 : 100 + LIMIT // 2 + 1])
    index.save(path, 3)
    assert not index.approximate
    assert file_format(path) == 1
    kept = ids[100 + LIMIT // 2 + 1 :]
    assert sorted(index.ids()) == sorted(kept)
    assert index.search(vecs[-1], 1)[1][0] == ids[-1]


def test_lists_are_retrained_when_the_index_outgrows_them() -> None:
    index, _, _ = big_index(LIMIT * 2)
    assert index.fit()
    first = index.nlist
    index.add(np.arange(100_000, 100_000 + LIMIT // 2), clustered_vectors(LIMIT // 2, seed=3))
    assert lists_for(len(index)) < 2 * first
    assert index.fit() is False, "a little growth keeps the lists"
    more = clustered_vectors(LIMIT * 4, seed=4)
    index.add(np.arange(200_000, 200_000 + LIMIT * 4), more)
    assert lists_for(len(index)) >= 2 * first
    assert index.fit() is True
    assert index.nlist == lists_for(len(index))
    assert index.search(more[3], 1)[1][0] == 200_003


def test_open_rebuilds_a_large_database_straight_into_the_approximate_index(
    tmp_path: Path, db: Database
) -> None:
    stored = fill_db(db, files=6, per_file=100)
    path = tmp_path / "vectors.faiss"

    index = VectorIndex.open(path, db, DIM, exact_limit=LIMIT)

    assert index.approximate
    assert_matches_db(index, stored)
    assert file_format(path) == 2
    db.set_meta("dim", str(DIM))
    report = verify_index(db.path, path)
    assert report.ok, report.problems
    assert report.vectors == len(stored)


def test_open_converts_an_exact_file_that_outgrew_the_limit(tmp_path: Path, db: Database) -> None:
    stored = fill_db(db, files=6, per_file=100)
    path = tmp_path / "vectors.faiss"
    VectorIndex.open(path, db, DIM)  # default limit: exact
    assert file_format(path) == 1

    index = VectorIndex.open(path, db, DIM, exact_limit=LIMIT)

    assert index.approximate
    assert file_format(path) == 2
    assert_matches_db(index, stored)


def test_open_rebuilds_a_damaged_or_stale_approximate_file(tmp_path: Path, db: Database) -> None:
    stored = fill_db(db, files=6, per_file=100)
    path = tmp_path / "vectors.faiss"
    VectorIndex.open(path, db, DIM, exact_limit=LIMIT)
    data = path.read_bytes()
    path.write_bytes(data[: len(data) * 2 // 3])
    assert VectorIndex.load(path, DIM, exact_limit=LIMIT) is None

    index = VectorIndex.open(path, db, DIM, exact_limit=LIMIT)
    assert index.approximate
    assert_matches_db(index, stored)

    for chunk_id in db.remove_files(["/docs/0.txt", "/docs/1.txt"]):
        del stored[chunk_id]
    index = VectorIndex.open(path, db, DIM, exact_limit=LIMIT)
    assert index.generation == db.generation
    assert_matches_db(index, stored)


def test_a_file_whose_structure_contradicts_its_header_is_rejected(tmp_path: Path) -> None:
    path = tmp_path / "vectors.faiss"
    index, _, _ = big_index(LIMIT + 1)
    index.save(path, 1)
    data = bytearray(path.read_bytes())
    data[: _HEADER.size] = _HEADER.pack(_MAGIC, 1, 1, DIM)  # says exact, holds IVF
    path.write_bytes(bytes(data))
    assert VectorIndex.load(path, DIM) is None


def test_lists_for_is_sane() -> None:
    assert lists_for(0) == lists_for(1) == 1
    assert lists_for(1000) == 1000 // 39
    assert lists_for(1_000_000) == 4000


def test_search_runs_on_one_thread_and_restores_faiss_threads() -> None:
    import faiss

    before = faiss.omp_get_max_threads()
    for index, _, vecs in (filled_index(30), big_index(LIMIT * 2)):
        index.fit()
        index.search(vecs[0], 5)
        assert faiss.omp_get_max_threads() == before
