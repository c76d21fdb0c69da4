"""A drive indexed by a computer with another model: searched here by its words at once, never
with mixed vectors; once this computer's model's vectors are added beside the drive's index
(offered, never done silently), by meaning too. The drive's own index is never rewritten.
Real models on both sides (the English default and multilingual-e5-small), real SQLite and Faiss."""

from __future__ import annotations

import contextlib
import hashlib
import json
import queue
import sqlite3
import threading
from pathlib import Path

import pytest

from desktop_search.core.common.config import Paths
from desktop_search.core.common.settings import Settings
from desktop_search.core.elsewhere.db_pulling import replica_paths
from desktop_search.core.elsewhere.drive_copying import (
    DriveCopy,
    DriveIndexRefused,
    drive_db_path,
    drive_url,
    vectors_file,
)
from desktop_search.core.elsewhere.drive_writing import add_vectors, index_on_drive, keep_drives_current
from desktop_search.core.elsewhere.puller import shared_name
from desktop_search.core.engine import Engine

from ..helpers.corpus import NOTES, PARAPHRASES, write_notes
from ..helpers.models import data_with_model


def _digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def _archive(where: Path, default_model: Path, *, more: int = 0) -> Path:
    """Computer A (the English default model) indexes its drive folder onto the drive (``more``:
    that many short letters besides the notes)."""
    folder = where / "media" / "anna" / "Archive"
    write_notes(folder / "notes")
    for i in range(more):
        (folder / "letters" / f"letter-{i:02d}.txt").parent.mkdir(parents=True, exist_ok=True)
        (folder / "letters" / f"letter-{i:02d}.txt").write_text(
            f"Dear aunt, letter number {i} from the coast.\n"
        )
    report = index_on_drive(folder, settings=Settings(), model_path=default_model)
    assert report.files_indexed == len(NOTES) + more
    return folder


def _passages(folder: Path) -> int:
    conn = sqlite3.connect(drive_db_path(folder))
    try:
        return int(conn.execute("SELECT count(*) FROM chunks WHERE words_only = 0").fetchone()[0])
    finally:
        conn.close()


def _copy(paths: Paths, folder: Path, engine: Engine) -> DriveCopy:
    return DriveCopy(folder, replica_paths(paths.data_dir, drive_url(folder)), engine.shared.space())


def _copy_vectors(copy: DriveCopy) -> int:
    store = copy.open_local()
    assert store is not None
    try:
        return len(store.vectors)
    finally:
        store.close(save=False)


@pytest.fixture
def computer_b(tmp_path, multilingual_model):
    """Computer B, whose model is multilingual-e5-small, with the drive folder among its drives."""

    def make(folder: Path) -> tuple[Paths, Engine]:
        paths = data_with_model(tmp_path / "b", multilingual_model)
        Settings(drive_indexes=[str(folder)]).save(paths.settings_path)
        return paths, Engine(paths, model_path=multilingual_model, pull_shared=False)

    return make


def test_another_models_drive_is_found_by_words_then_by_meaning_once_vectors_are_added(
    default_model, computer_b, tmp_path
) -> None:
    folder = _archive(tmp_path / "a", default_model)
    drive_before = _digest(drive_db_path(folder))
    total = _passages(folder)
    b, engine = computer_b(folder)
    with engine:
        where = shared_name(drive_url(folder))
        copy = _copy(b, folder, engine)
        assert copy.pull().files == len(NOTES)
        model, missing = copy.describe()
        assert model != engine.embedder.info.name
        assert missing == total
        assert _copy_vectors(copy) == 0, "the other model's vectors never reach this computer's search"
        # Found by its words at once (nothing embedded: only the query).
        found = engine.search("cast iron pot crust", top=3)
        assert (found[0].path, found[0].shared) == (str(folder / "notes" / "sourdough.md"), where)

        added = add_vectors(folder, engine.embedder, fingerprint=engine.store.fingerprint or "")
        assert (added.embedded, added.left, added.dropped, added.total) == (total, 0, 0, total)
        assert _digest(drive_db_path(folder)) == drive_before, "the drive's own index is not rewritten"
        assert add_vectors(folder, engine.embedder, fingerprint=engine.store.fingerprint or "").embedded == 0

        assert copy.pull().files == len(NOTES), "the copy is taken again when this model's vectors change"
        assert copy.describe() == (model, 0)
        assert _copy_vectors(copy) == total
        engine.shared.copies[drive_url(folder)].close()  # the engine's reader takes the new copy
        for query, expected in PARAPHRASES.items():
            found = engine.search(query, top=3)
            assert str(folder / "notes" / expected) in [r.path for r in found], query

        # Computer A changes a file on the drive: its passages wait for this model's vectors here
        # (found by words meanwhile); adding embeds only them and drops the old ones' vectors.
        (folder / "notes" / "taxes.txt").write_text("The zeppelin moored above the harbour at dusk.\n")
        index_on_drive(folder, settings=Settings(), model_path=default_model)
        copy.pull()
        _model, waiting = copy.describe()
        assert waiting >= 1
        again = add_vectors(folder, engine.embedder, fingerprint=engine.store.fingerprint or "")
        assert again.embedded == waiting
        assert again.dropped >= 1
        copy.pull()
        assert copy.describe() == (model, 0)


def test_adding_vectors_stopped_mid_way_loses_at_most_the_batch_and_resumes(
    default_model, computer_b, tmp_path
) -> None:
    folder = _archive(tmp_path / "a", default_model, more=24)
    total = _passages(folder)
    b, engine = computer_b(folder)
    with engine:
        engine.embedder.seq_max = 1  # a batch per passage: many batches from a small folder
        cancel = threading.Event()
        seen: list[int] = []

        def progress(done: int, to_do: int, _elapsed: float) -> None:
            seen.append(done)
            cancel.set()  # stopped after the first batch is stored

        first = add_vectors(
            folder,
            engine.embedder,
            fingerprint=engine.store.fingerprint or "",
            progress=progress,
            cancel=cancel,
        )
        assert 0 < first.embedded < total
        assert first.left == total - first.embedded
        side = vectors_file(folder, engine.store.fingerprint or "")
        conn = sqlite3.connect(side)
        try:
            assert conn.execute("PRAGMA quick_check").fetchone()[0] == "ok"
            stored = conn.execute("SELECT count(*) FROM vectors").fetchone()[0]
        finally:
            conn.close()
        assert stored >= first.embedded  # a batch in flight may have landed too
        copy = _copy(b, folder, engine)
        copy.pull()
        assert copy.describe()[1] == total - stored, "what has no vector yet is found by its words"
        rest = add_vectors(folder, engine.embedder, fingerprint=engine.store.fingerprint or "")
        assert rest.embedded == total - stored, "nothing is embedded twice"


def _hostile(side: Path, sql: str, *args: object) -> None:
    conn = sqlite3.connect(side)
    try:
        conn.execute(sql, args)
        conn.commit()
    finally:
        conn.close()


@pytest.mark.parametrize(
    ("damage", "reason"),
    [
        (
            "UPDATE vectors SET vector = X'00010203' WHERE chunk_id = (SELECT min(chunk_id) FROM vectors)",
            "damaged",
        ),
        ("UPDATE meta SET value = 'another model' WHERE key = 'model_fingerprint'", "not of"),
        ("CREATE TRIGGER t AFTER INSERT ON meta BEGIN DELETE FROM vectors; END", "not desktop-search's"),
    ],
)
def test_a_damaged_vectors_file_on_the_drive_is_refused_with_a_reason(
    default_model, computer_b, tmp_path, damage, reason
) -> None:
    folder = _archive(tmp_path / "a", default_model)
    b, engine = computer_b(folder)
    with engine:
        add_vectors(folder, engine.embedder, fingerprint=engine.store.fingerprint or "")
        copy = _copy(b, folder, engine)
        copy.pull()
        side = vectors_file(folder, engine.store.fingerprint or "")
        _hostile(side, damage)
        with pytest.raises(DriveIndexRefused, match=reason) as refused:
            copy.pull()
        assert str(side) in str(refused.value), "the reason says which file to delete"
        assert copy.describe()[1] == 0, "the copy stays as it was"
        assert _copy_vectors(copy) == _passages(folder)


def test_a_full_run_never_rewrites_another_models_drive_and_tops_up_once_vectors_were_added(
    default_model, computer_b, tmp_path
) -> None:
    folder = _archive(tmp_path / "a", default_model)
    drive_before = _digest(drive_db_path(folder))
    _b, engine = computer_b(folder)
    with engine:
        fingerprint = engine.store.fingerprint or ""
        assert keep_drives_current(engine) == []
        assert _digest(drive_db_path(folder)) == drive_before, "another computer's vectors are kept"
        assert not vectors_file(folder, fingerprint).exists(), "nothing is added before the user says so"
        add_vectors(folder, engine.embedder, fingerprint=fingerprint)
        (folder / "notes" / "new.txt").write_text(
            "Bought a second-hand cello and booked lessons for spring.\n"
        )
        index_on_drive(folder, settings=Settings(), model_path=default_model)  # computer A again
        assert keep_drives_current(engine) == []
        conn = sqlite3.connect(vectors_file(folder, fingerprint))
        try:
            have = conn.execute("SELECT count(*) FROM vectors").fetchone()[0]
        finally:
            conn.close()
        assert have == _passages(folder), "the new file's passages were given this model's vectors"


@contextlib.contextmanager
def _session_b(tmp_path: Path, folder: Path, multilingual_model: Path):
    """Computer B's session (multilingual-e5-small), the drive folder among its drives, opened and
    caught up: ``(session, its events, what it asked to run next)``."""
    from desktop_search.core.session import Session

    from .test_session import Recorder, _run_wakes

    paths = data_with_model(tmp_path / "b", multilingual_model)
    Settings(drive_indexes=[str(folder)], embedder_model="multilingual-e5-small").save(paths.settings_path)
    wakes: queue.Queue[str] = queue.Queue()
    recorder = Recorder()
    s = Session(paths, recorder, wake=wakes.put, watch=False)
    s.open()
    try:
        _run_wakes(s, wakes)
        assert s.engine is not None
        assert s.engine.embedder.info.path.name == multilingual_model.name
        yield s, recorder, wakes
    finally:
        s.close()


def test_the_session_adds_vectors_when_the_offer_is_accepted(
    default_model, multilingual_model, tmp_path
) -> None:
    folder = _archive(tmp_path / "a", default_model)
    with _session_b(tmp_path, folder, multilingual_model) as (s, recorder, _wakes):
        s.add_drive_vectors(str(folder))
        errors = [e for kind, e in recorder.events if kind == "error"]
        assert errors == []
        meaning = [p for kind, p in recorder.events if kind == "progress" and p.phase == "meaning"]
        assert meaning
        assert meaning[-1].meaning_done == _passages(folder)
        assert recorder.finished, "the window hears that the work ended"
        assert vectors_file(folder, s.engine.store.fingerprint or "").is_file()


def test_the_command_line_attaches_another_models_drive_and_adds_this_models_vectors(
    default_model, multilingual_model, tmp_path, capsys
) -> None:
    from desktop_search.cli import main

    folder = _archive(tmp_path / "a", default_model)
    b = data_with_model(tmp_path / "b", multilingual_model)
    Settings(embedder_model="multilingual-e5-small").save(b.settings_path)
    data = ["--data-dir", str(b.data_dir)]
    assert main([*data, "folders", "add", str(folder)]) == 0
    out = capsys.readouterr().out
    assert f"{len(NOTES)} files searchable from the index on its drive" in out
    assert f"{_passages(folder)} passages are found by their words only here" in out
    assert f"folders add-vectors {folder}" in out
    assert main([*data, "folders"]) == 0
    assert "found by their words only" in capsys.readouterr().out
    assert main([*data, "folders", "add-vectors", str(folder)]) == 0
    assert f"{_passages(folder)} passages given multilingual-e5-small" in capsys.readouterr().out
    assert main([*data, "search", "paying income tax to the government", "--json"]) == 0
    found = json.loads(capsys.readouterr().out)
    assert str(folder / "notes" / "taxes.txt") in [r["path"] for r in found[:3]]
    assert main([*data, "folders", "add-vectors", str(tmp_path)]) == 1, "not a drive folder here"


def test_vectors_asked_for_during_a_run_are_added_after_it(
    default_model, multilingual_model, tmp_path
) -> None:
    from .test_session import _run_wakes

    folder = _archive(tmp_path / "a", default_model)
    with _session_b(tmp_path, folder, multilingual_model) as (s, _recorder, wakes):
        side = vectors_file(folder, s.engine.store.fingerprint or "")
        s._indexing = True  # as while a run goes on: the click is kept, not dropped
        s.add_drive_vectors(str(folder))
        s._indexing = False
        assert not side.exists()
        s.index_folders([])  # the run ends, and says what waits after it
        _run_wakes(s, wakes)
        assert side.is_file()
