"""What a drive index holds crosses the border before this computer searches it (#49): a
passage of any length is cut to the longest the app makes (and its keywords with it), a vector
of huge numbers is brought to length one (3e38 ranked first for every query), a vector that is
not a number and damaged keyword tables (which ``quick_check`` passes) are refused with a reason,
the copy as it was kept. Two drives whose folders share a name are told apart wherever a result
says where it lives (``get_passage`` read the other drive's passage), and ``similar`` looks in the
copies as ``like:`` does. Real model, real SQLite and Faiss, real files."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import numpy as np
import pytest

from desktop_search.core.common.config import Paths
from desktop_search.core.common.settings import Settings
from desktop_search.core.elsewhere.border import MAX_PASSAGE_CHARS
from desktop_search.core.elsewhere.db_pulling import replica_paths
from desktop_search.core.elsewhere.drive_copying import DriveCopy, DriveIndexRefused, drive_db_path, drive_url
from desktop_search.core.elsewhere.drive_writing import index_on_drive
from desktop_search.core.engine import Engine
from desktop_search.core.text.lexical import analyse_passage
from desktop_search.server.operations import Operations

from ..helpers.corpus import NOTES, PARAPHRASES, write_notes
from ..helpers.models import data_with_model

OTHER = {
    "bike.txt": "Replaced the chain on my bicycle, oiled the gears and pumped the tyres for Sunday's ride.",
    "piano.txt": "Practised scales on the piano for an hour; the left hand still stumbles in the sonata.",
}


def _drive(folder: Path, default_model: Path, notes: dict[str, str] | None = None) -> Path:
    """A folder whose index is kept on its drive (written by computer A)."""
    if notes is None:
        write_notes(folder / "notes")
    else:
        for name, text in notes.items():
            (folder / "notes" / name).parent.mkdir(parents=True, exist_ok=True)
            (folder / "notes" / name).write_text(text, encoding="utf-8")
    index_on_drive(folder, settings=Settings(), model_path=default_model)
    return folder


def _computer(where: Path, default_model: Path, *folders: Path) -> Paths:
    paths = data_with_model(where, default_model)
    Settings(drive_indexes=[str(f) for f in folders]).save(paths.settings_path)
    return paths


def _copy(paths: Paths, folder: Path) -> DriveCopy:
    return DriveCopy(folder, replica_paths(paths.data_dir, drive_url(folder)))


def _on_drive(folder: Path, sql: str, *args: object) -> None:
    conn = sqlite3.connect(drive_db_path(folder))
    try:
        conn.execute(sql, args)
        conn.commit()
    finally:
        conn.close()


def _chunk_of(folder: Path, name: str) -> int:
    conn = sqlite3.connect(drive_db_path(folder))
    try:
        (chunk_id,) = conn.execute(
            "SELECT c.id FROM chunks c JOIN files f ON f.id = c.file_id WHERE f.path = ?"
            " ORDER BY c.id LIMIT 1",
            (str(folder / "notes" / name),),
        ).fetchone()
        return int(chunk_id)
    finally:
        conn.close()


def _in_copy(paths: Paths, folder: Path, sql: str, *args: object) -> list[tuple]:
    conn = sqlite3.connect(replica_paths(paths.data_dir, drive_url(folder)).db_path)
    try:
        return conn.execute(sql, args).fetchall()
    finally:
        conn.close()


def test_a_passage_longer_than_the_app_makes_is_cut_with_its_keywords(default_model, tmp_path) -> None:
    folder = _drive(tmp_path / "usb" / "Archive", default_model)
    chunk_id = _chunk_of(folder, "taxes.txt")
    # 1 MB of the note's own words, and a word that only comes after the cut.
    huge = ("revenue office declaration payslips " * 30_000) + " zeppelin"
    _on_drive(folder, "UPDATE chunks SET text = ? WHERE id = ?", huge, chunk_id)
    analysed = analyse_passage(huge)
    _on_drive(folder, "DELETE FROM chunks_fts WHERE rowid = ?", chunk_id)
    _on_drive(
        folder,
        "INSERT INTO chunks_fts(rowid, words, bigrams) VALUES (?, ?, ?)",
        chunk_id,
        analysed.words,
        analysed.bigrams,
    )
    b = _computer(tmp_path / "b", default_model, folder)
    assert _copy(b, folder).pull().files == len(NOTES)
    ((length,),) = _in_copy(b, folder, "SELECT length(text) FROM chunks WHERE id = ?", chunk_id)
    assert length <= MAX_PASSAGE_CHARS
    assert _in_copy(b, folder, "SELECT rowid FROM chunks_fts WHERE chunks_fts MATCH 'zeppelin'") == [], (
        "the keyword index says what the passage holds"
    )
    with Engine(b, pull_shared=False) as engine:
        found = engine.search("revenue office declaration", top=3)
        assert found[0].path == str(folder / "notes" / "taxes.txt")
        assert len(found[0].snippet) < 300


def test_a_vector_of_huge_numbers_does_not_rank_first_for_every_query(default_model, tmp_path) -> None:
    folder = _drive(tmp_path / "usb" / "Archive", default_model)
    conn = sqlite3.connect(drive_db_path(folder))
    try:
        (dim,) = conn.execute("SELECT value FROM meta WHERE key = 'dim'").fetchone()
    finally:
        conn.close()
    planted = np.full(int(dim), 3e38, dtype=np.float32).tobytes()
    _on_drive(folder, "UPDATE chunks SET vector = ? WHERE id = ?", planted, _chunk_of(folder, "router.md"))
    b = _computer(tmp_path / "b", default_model, folder)
    _copy(b, folder).pull()
    with Engine(b, pull_shared=False) as engine:
        for query, expected in PARAPHRASES.items():
            assert engine.search(query, top=3)[0].path == str(folder / "notes" / expected), query
    for (blob,) in _in_copy(b, folder, "SELECT vector FROM chunks WHERE length(vector) > 0"):
        vector = np.frombuffer(blob, dtype=np.float32).astype(np.float64)
        assert abs(float(np.linalg.norm(vector)) - 1.0) < 1e-3


def _damage_fts(folder: Path) -> None:
    """Blocks of the keyword index overwritten: SQLite's own check passes, FTS5's does not."""
    _on_drive(folder, "UPDATE chunks_fts_data SET block = zeroblob(length(block)) WHERE id > 10")


def _nan_vector(folder: Path) -> None:
    conn = sqlite3.connect(drive_db_path(folder))
    try:
        (dim,) = conn.execute("SELECT value FROM meta WHERE key = 'dim'").fetchone()
    finally:
        conn.close()
    nan = np.full(int(dim), np.nan, dtype=np.float32).tobytes()
    _on_drive(folder, "UPDATE chunks SET vector = ? WHERE id = ?", nan, _chunk_of(folder, "router.md"))


def _blob_text(folder: Path) -> None:
    _on_drive(folder, "UPDATE chunks SET text = X'00ff' WHERE id = ?", _chunk_of(folder, "router.md"))


@pytest.mark.parametrize(
    ("damage", "reason"),
    [
        (_damage_fts, "keyword index"),
        (_nan_vector, "not finite"),
        (_blob_text, "not text"),
    ],
)
def test_a_damaged_drive_index_is_refused_with_a_reason_and_the_copy_kept(
    default_model, tmp_path, damage, reason: str
) -> None:
    folder = _drive(tmp_path / "usb" / "Archive", default_model)
    b = _computer(tmp_path / "b", default_model, folder)
    assert _copy(b, folder).pull().files == len(NOTES)
    integrity = sqlite3.connect(drive_db_path(folder))
    damage(folder)
    try:
        assert integrity.execute("PRAGMA quick_check").fetchone()[0] == "ok", "SQLite's check passes"
    finally:
        integrity.close()
    with pytest.raises(DriveIndexRefused, match=reason):
        _copy(b, folder).pull(full=True)
    with Engine(b, pull_shared=False) as engine:  # the copy as it was
        for query, expected in PARAPHRASES.items():
            assert engine.search(query, top=3)[0].path == str(folder / "notes" / expected), query


def test_two_drives_whose_folders_share_a_name_are_told_apart(default_model, tmp_path) -> None:
    first = _drive(tmp_path / "usb1" / "Archive", default_model)
    second = _drive(tmp_path / "usb2" / "Archive", default_model, OTHER)
    b = _computer(tmp_path / "b", default_model, first, second)
    for folder in (first, second):
        _copy(b, folder).pull()
    Engine(b, pull_shared=False).close()  # the local index, empty
    ops = Operations(b)  # what serve --http and serve --mcp answer with
    try:
        taxes = ops.search("paying income tax to the government", top=3)[0]
        bike = ops.search("repairing my bicycle", top=3)[0]
        assert taxes["path"] == str(first / "notes" / "taxes.txt")
        assert bike["path"] == str(second / "notes" / "bike.txt")
        assert taxes["shared"] != bike["shared"], "each drive has a name of its own"
        assert "Archive" in taxes["shared"]
        assert "revenue office" in ops.passage(taxes["chunk_id"], 0, taxes["shared"])["text"]
        assert "bicycle" in ops.passage(bike["chunk_id"], 0, bike["shared"])["text"]
    finally:
        ops.close()


def test_similar_looks_in_the_copies_as_like_does(default_model, tmp_path) -> None:
    folder = _drive(tmp_path / "usb" / "Archive", default_model)
    b = _computer(tmp_path / "b", default_model, folder)
    home = tmp_path / "home" / "notes"
    home.mkdir(parents=True)
    (home / "bread.txt").write_text(
        "Baked a loaf of sourdough bread with a crunchy crust; the starter needs feeding.", encoding="utf-8"
    )
    (home / "bike.txt").write_text(OTHER["bike.txt"], encoding="utf-8")
    _copy(b, folder).pull()
    with Engine(b, pull_shared=False) as engine:
        engine.index([home])
        like_here = engine.similar(home / "bread.txt", top=3)
        assert like_here[0].path == str(folder / "notes" / "sourdough.md"), [r.path for r in like_here]
        assert like_here[0].shared, "a drive's file says where it lives"
        like_there = engine.similar(folder / "notes" / "sourdough.md", top=3)
        assert str(folder / "notes" / "sourdough.md") not in {r.path for r in like_there}
        assert like_there[0].path == str(home / "bread.txt")
        assert not like_there[0].shared
