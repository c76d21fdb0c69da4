"""The drive writer never loads a Faiss file from the drive (issue #49).

Faiss reads its files with native code: a file crafted on a stranger's drive would be parsed on the
laptop by it. The writer's vector file is the laptop's own (``<data>/drives/<key>/vectors.faiss``,
rebuilt from the drive's SQLite database when another computer wrote the drive since), and none is
kept on the drive (readers rebuild theirs from the database too). Here a drive's
``index/vectors.faiss`` is replaced by a valid Faiss file holding planted vectors under the wrong
ids, and by garbage; the next write run must not read it, must not crash, and what the writer keeps
must be exactly the database's vectors.

Real command line, real model, real SQLite and Faiss, real files in temporary folders."""

from __future__ import annotations

import os
from pathlib import Path

import numpy as np
import pytest

from desktop_search.cli import main
from desktop_search.core.common.config import Paths
from desktop_search.core.common.settings import Settings
from desktop_search.core.elsewhere.drive_copying import DRIVE_DIR, drive_db_path
from desktop_search.core.elsewhere.drive_writing import (
    drive_paths,
    index_on_drive,
    keep_drives_current,
)
from desktop_search.core.engine import Engine
from desktop_search.core.store.db import Database
from desktop_search.core.store.vectors import VectorIndex
from desktop_search.core.store.verify import verify_index

from ..helpers.corpus import NOTES, write_notes
from ..helpers.models import data_with_model


def _cli(paths: Paths, *args: str) -> int:
    return main(["--data-dir", str(paths.data_dir), *args])


@pytest.fixture
def loaded(monkeypatch) -> list[Path]:
    """Every Faiss file :meth:`VectorIndex.load` is asked to read in this test (the one way the
    app hands a file to Faiss's native reader)."""
    paths: list[Path] = []
    original = VectorIndex.load.__func__  # type: ignore[attr-defined]

    def spying(cls, path, dim, **kwargs):
        paths.append(Path(path))
        return original(cls, path, dim, **kwargs)

    monkeypatch.setattr(VectorIndex, "load", classmethod(spying))
    return paths


def _database_vectors(folder: Path) -> tuple[int, dict[int, np.ndarray]]:
    """The drive database's generation and its vectors by passage id."""
    db = Database(drive_db_path(folder))
    try:
        dim = int(db.get_meta("dim", "0") or 0)
        vectors = {
            int(i): v.copy() for ids, vecs in db.iter_vectors(dim) for i, v in zip(ids, vecs, strict=True)
        }
        return db.generation, vectors
    finally:
        db.close()


def _plant(folder: Path) -> bytes:
    """A valid vector file on the drive that says it is current (the database's generation, as
    many vectors), holding other vectors under other passages' ids: loaded, it would be used."""
    generation, vectors = _database_vectors(folder)
    ids = np.array(sorted(vectors), dtype=np.int64)
    dim = len(next(iter(vectors.values())))
    planted = np.random.default_rng(49).standard_normal((len(ids), dim)).astype(np.float32)
    planted /= np.linalg.norm(planted, axis=1, keepdims=True)
    index = VectorIndex(dim)
    index.add(ids[::-1].copy(), planted)  # the wrong ids, too
    target = drive_db_path(folder).parent / "vectors.faiss"
    index.save(target, generation)
    return target.read_bytes()


def _assert_exactly_the_databases(folder: Path, local: Path) -> None:
    """The writer's vector file on the laptop holds the drive database's vectors, and no other."""
    generation, vectors = _database_vectors(folder)
    kept = VectorIndex.load(local, len(next(iter(vectors.values()))))
    assert kept is not None
    assert kept.generation == generation
    assert sorted(kept.ids().tolist()) == sorted(vectors)
    for chunk_id, vector in vectors.items():
        got = kept.reconstruct(chunk_id)
        assert got is not None
        assert np.allclose(got, vector), chunk_id


def _never_from(folder: Path, loaded: list[Path]) -> None:
    on_drive = [p for p in loaded if p.resolve().is_relative_to(folder.resolve())]
    assert not on_drive, f"the writer handed a Faiss file of the drive to Faiss: {on_drive}"


def test_a_planted_vector_file_on_the_drive_is_never_loaded_and_never_reflected(
    default_model, tmp_path, capsys, loaded
) -> None:
    folder = tmp_path / "mnt" / "Archive"
    write_notes(folder / "notes")
    laptop = data_with_model(tmp_path / "laptop", default_model)
    assert _cli(laptop, "folders", "add", "--index-on-drive", str(folder)) == 0
    planted = _plant(folder)
    (folder / "notes" / "zeppelin.txt").write_text("The zeppelin moored above the harbour at dusk.\n")
    loaded.clear()
    capsys.readouterr()
    code = _cli(laptop, "index")
    out, err = capsys.readouterr()
    assert code == 0, err
    assert "1 files read" in out
    _never_from(folder, loaded)
    local = drive_paths(folder, local_data=laptop.data_dir).vectors_path
    assert local.is_relative_to(laptop.data_dir / "drives"), local
    _assert_exactly_the_databases(folder, local)
    left = drive_db_path(folder).parent / "vectors.faiss"
    assert not left.exists() or left.read_bytes() == planted, "the planted file is never written from"
    assert not left.exists(), "no vector file is kept on the drive (readers rebuild their own)"


@pytest.mark.parametrize("garbage", ["random bytes", "our header, then junk", "empty"])
def test_garbage_in_the_drives_vector_file_crashes_nothing(
    default_model, tmp_path, loaded, garbage: str
) -> None:
    """The app's own run over its drive folders (what the window does after a full run): a
    damaged vector file on the drive is not read, and the drive is brought up to date."""
    folder = tmp_path / "mnt" / "Archive"
    write_notes(folder / "notes")
    laptop = data_with_model(tmp_path / "laptop", default_model)
    Settings(drive_indexes=[str(folder)]).save(laptop.settings_path)
    with Engine(laptop, pull_shared=False) as engine:
        assert keep_drives_current(engine) == []
        target = drive_db_path(folder).parent / "vectors.faiss"
        junk = os.urandom(4096)
        if garbage == "our header, then junk":
            junk = b"DSVX" + (1).to_bytes(4, "little") + (10**6).to_bytes(8, "little") + junk
        target.write_bytes(b"" if garbage == "empty" else junk)
        (folder / "notes" / "zeppelin.txt").write_text("The zeppelin moored above the harbour at dusk.\n")
        loaded.clear()
        assert keep_drives_current(engine) == []
    _never_from(folder, loaded)
    local = drive_paths(folder, local_data=laptop.data_dir).vectors_path
    _assert_exactly_the_databases(folder, local)
    assert verify_index(drive_db_path(folder), local).ok


def test_the_writers_vector_file_is_rebuilt_after_another_computer_wrote_the_drive(
    default_model, tmp_path, loaded
) -> None:
    """Each computer keeps its own vector file of the drive; one that lags the drive's database
    (another computer wrote it since) is rebuilt from the database, never taken from the drive."""
    folder = tmp_path / "mnt" / "Archive"
    write_notes(folder / "notes")
    a, b = tmp_path / "a", tmp_path / "b"
    index_on_drive(folder, settings=Settings(), model_path=default_model, local_data=a)
    (folder / "notes" / "zeppelin.txt").write_text("The zeppelin moored above the harbour at dusk.\n")
    assert (
        index_on_drive(folder, settings=Settings(), model_path=default_model, local_data=b).files_indexed == 1
    )
    behind = drive_paths(folder, local_data=a).vectors_path
    assert VectorIndex.saved_generation(behind) != _database_vectors(folder)[0]
    (folder / "notes" / "taxes.txt").unlink()
    report = index_on_drive(folder, settings=Settings(), model_path=default_model, local_data=a)
    assert report.files_removed == 1
    _never_from(folder, loaded)
    _assert_exactly_the_databases(folder, behind)
    assert not (drive_db_path(folder).parent / "vectors.faiss").exists()
    # The key is the drive's own id, given at the first run: every computer's file is named by it.
    assert [p.name for p in (a / "drives").iterdir()] == [behind.parent.name]
    assert sorted(p.name for p in (b / "drives").iterdir()) == [behind.parent.name]
    assert len(NOTES) > 1


def test_a_drive_id_that_is_no_id_never_names_a_place_on_the_laptop(default_model, tmp_path) -> None:
    """The drive's id comes from the drive: one that is not what the writer makes (a path, say)
    never names the laptop's folder; the writer gives the drive a new one."""
    folder = tmp_path / "mnt" / "Archive"
    write_notes(folder / "notes")
    local = tmp_path / "laptop"
    index_on_drive(folder, settings=Settings(), model_path=default_model, local_data=local)
    db = Database(drive_db_path(folder))
    try:
        db.set_meta("drive_id", "../../../escaped")
    finally:
        db.close()
    index_on_drive(folder, settings=Settings(), model_path=default_model, local_data=local)
    assert not (tmp_path / "escaped").exists()
    where = drive_paths(folder, local_data=local).vectors_path
    assert where.parent.parent == local / "drives"
    assert where.is_file()
    assert not (folder / DRIVE_DIR / "index" / "vectors.faiss").exists()


def test_a_first_runs_database_without_its_folder_is_taken_up_only_when_every_other_check_holds(
    default_model, tmp_path
) -> None:
    """A database a first run left before it added the folder (a drive pulled out) is taken up
    (``no_folder_yet``, no message text matched); one with no folder and a planted trigger is
    still refused, before any engine opens it."""
    import sqlite3

    from desktop_search.core.elsewhere.drive_writing import DriveNotWritten

    folder = tmp_path / "Archive"
    write_notes(folder / "notes")
    with Engine(drive_paths(folder), model_path=default_model, settings=Settings()):
        pass  # the database made, no folder in it yet
    conn = sqlite3.connect(drive_db_path(folder))
    conn.execute("CREATE TRIGGER sneaky AFTER INSERT ON folders BEGIN DELETE FROM meta; END")
    conn.commit()
    conn.close()
    before = drive_db_path(folder).read_bytes()
    with pytest.raises(DriveNotWritten, match="not desktop-search's"):
        index_on_drive(folder, settings=Settings(), model_path=default_model)
    assert drive_db_path(folder).read_bytes() == before
    conn = sqlite3.connect(drive_db_path(folder))
    conn.execute("DROP TRIGGER sneaky")
    conn.commit()
    conn.close()
    assert index_on_drive(folder, settings=Settings(), model_path=default_model).files_indexed == len(NOTES)
