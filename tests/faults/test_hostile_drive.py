"""A hostile drive: what a stranger's drive (or an unpacked archive, a cloned repository) carries in
its ``.desktop-search/`` never reaches the laptop. Links to a user's file, to the laptop's own
index and to its config leave every user file, the local index and the settings byte-for-byte as
they were, and the run says why it did not write the drive (issue #49, findings 1 and 2).

Real command line, real model, real SQLite, real files and links in temporary folders."""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import sqlite3
import stat
import threading
from pathlib import Path

import pytest

from desktop_search.cli import main
from desktop_search.core.common.config import Paths
from desktop_search.core.common.settings import Settings
from desktop_search.core.elsewhere import drive_writing
from desktop_search.core.elsewhere.drive_copying import DRIVE_DIR, WRITTEN_MARK, drive_db_path
from desktop_search.core.elsewhere.drive_writing import DriveNotWritten, drive_paths, index_on_drive
from desktop_search.core.store.writer_lock import WriterLock

from ..helpers.corpus import NOTES, write_notes
from ..helpers.models import data_with_model

pytestmark = pytest.mark.skipif(os.name != "posix", reason="symbolic links")

THESIS = "Chapter 1. The migration of the arctic tern, written over four years.\n"


def _hashes(*roots: Path) -> dict[str, str]:
    """Every file under ``roots`` (links not followed) and its content's hash."""
    found = {}
    for root in roots:
        for path in sorted(root.rglob("*")):
            if path.is_file() and not path.is_symlink():
                found[str(path)] = hashlib.sha256(path.read_bytes()).hexdigest()
    return found


def _laptop(paths: Paths) -> dict[str, object]:
    """The laptop's own settings and index: their files' hashes, and the database's rows (a plain
    ``index`` stamps when it checked each folder, ``folders.checked_at``: that one is left out,
    as are the logs, which may grow)."""
    files: dict[str, object] = dict(_hashes(paths.config_dir, paths.index_dir))
    files.pop(str(paths.db_path))
    conn = sqlite3.connect(f"{paths.db_path.as_uri()}?mode=ro", uri=True)
    try:
        for (table,) in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name"):
            columns = [c[1] for c in conn.execute(f"PRAGMA table_info('{table}')")]
            kept = ", ".join(f'"{c}"' for c in columns if (table, c) != ("folders", "checked_at"))
            files[f"table {table}"] = sorted(map(repr, conn.execute(f'SELECT {kept} FROM "{table}"')))
    finally:
        conn.close()
    return files


def _cli(paths: Paths, *args: str) -> int:
    return main(["--data-dir", str(paths.data_dir), *args])


def _user_files(home: Path) -> Path:
    """A user's home: a thesis and a folder of notes the local index holds."""
    home.mkdir(parents=True)
    (home / "thesis.txt").write_text(THESIS, encoding="utf-8")
    write_notes(home / "notes")
    return home


def _relink(link: Path, target: Path) -> None:
    """``link`` (a file or a folder) replaced by a symbolic link to ``target``."""
    if link.is_dir() and not link.is_symlink():
        shutil.rmtree(link)
    else:
        link.unlink(missing_ok=True)
    link.symlink_to(target)


def test_a_written_mark_linked_to_a_users_file_leaves_the_file_as_it_was(
    default_model, tmp_path, capsys
) -> None:
    """Finding 1: computer A keeps the folder on its drive; ``index/written`` becomes a link to
    the thesis; computer B attaches the folder and runs a plain ``index``."""
    home = _user_files(tmp_path / "home")
    folder = tmp_path / "mnt" / "Archive"
    write_notes(folder / "notes")
    a = data_with_model(tmp_path / "a", default_model)
    assert _cli(a, "folders", "add", "--index-on-drive", str(folder)) == 0
    _relink(drive_db_path(folder).parent / WRITTEN_MARK, home / "thesis.txt")
    b = data_with_model(tmp_path / "b", default_model)
    assert _cli(b, "index", str(home / "notes")) == 0
    before = _hashes(home)
    assert _cli(b, "folders", "add", str(folder)) in (0, 1)
    capsys.readouterr()
    code = _cli(b, "index")
    err = capsys.readouterr().err
    assert (home / "thesis.txt").read_text(encoding="utf-8") == THESIS
    assert _hashes(home) == before
    assert code == 1, err
    assert "written is a link" in err, err


@pytest.mark.parametrize("how", ["index-on-drive", "attached"])
def test_an_index_folder_linked_to_the_laptops_own_index_leaves_it_as_it_was(
    default_model, tmp_path, capsys, how: str
) -> None:
    """Finding 2: ``.desktop-search/index`` a link to the laptop's own ``index`` folder, met by
    ``folders add --index-on-drive`` and by a plain ``index`` with the drive attached."""
    home = _user_files(tmp_path / "home")
    laptop = data_with_model(tmp_path / "laptop", default_model)
    assert _cli(laptop, "index", str(home / "notes")) == 0
    folder = tmp_path / "mnt" / "Archive"
    write_notes(folder / "notes")
    if how == "attached":
        assert _cli(laptop, "folders", "add", "--index-on-drive", str(folder)) == 0
    else:
        (folder / DRIVE_DIR).mkdir()
    _relink(folder / DRIVE_DIR / "index", laptop.index_dir)
    capsys.readouterr()
    before, files = _laptop(laptop), _hashes(home)
    if how == "attached":
        code = _cli(laptop, "index")
    else:
        code = _cli(laptop, "folders", "add", "--index-on-drive", str(folder))
    err = capsys.readouterr().err
    assert _laptop(laptop) == before, "the laptop's index and settings are untouched"
    assert _hashes(home) == files
    assert code == 1, err
    assert "not written" in err, err
    assert "index is a link" in err, err
    assert _cli(laptop, "search", "baking bread at the weekend") == 0
    assert str(home / "notes" / "sourdough.md") in capsys.readouterr().out.splitlines()[0]


def test_a_config_linked_to_the_users_and_a_planted_switch_change_no_setting(
    default_model, tmp_path, capsys
) -> None:
    """Finding 2: ``.desktop-search/config`` a link to the user's config folder and a planted
    ``index/switch.json`` (a switch "complete" to a model on the drive)."""
    home = _user_files(tmp_path / "home")
    laptop = data_with_model(tmp_path / "laptop", default_model)
    assert _cli(laptop, "index", str(home / "notes")) == 0
    folder = tmp_path / "mnt" / "Archive"
    write_notes(folder / "notes")
    assert _cli(laptop, "folders", "add", "--index-on-drive", str(folder)) == 0
    planted = folder / "m" / "model.gguf"
    planted.parent.mkdir()
    shutil.copy(default_model, planted)
    marker = json.dumps({"state": "complete", "model": str(planted)})
    (drive_db_path(folder).parent / "switch.json").write_text(marker, encoding="utf-8")
    _relink(folder / DRIVE_DIR / "config", laptop.config_dir)
    capsys.readouterr()
    before, files = _laptop(laptop), _hashes(home)
    code = _cli(laptop, "index")
    err = capsys.readouterr().err
    assert _laptop(laptop) == before, "the settings name no model of the drive"
    assert str(planted) not in laptop.settings_path.read_text(encoding="utf-8")
    assert _hashes(home) == files
    assert code == 1, err
    assert "config is a link" in err, err


def test_a_planted_switch_marker_on_a_drive_switches_nothing(default_model, tmp_path) -> None:
    """Even where nothing is linked, a drive's index never runs the model-switch recovery: a marker
    there would move its index folders and write settings."""
    folder = tmp_path / "Archive"
    write_notes(folder / "notes")
    index_on_drive(folder, settings=Settings(), model_path=default_model)
    nxt = folder / DRIVE_DIR / "index-next"
    nxt.mkdir()
    (nxt / "switch.json").write_text(json.dumps({"state": "complete", "model": "/x/model.gguf"}))
    before = drive_db_path(folder).stat().st_ino
    report = index_on_drive(folder, settings=Settings(), model_path=default_model)
    assert report.files_unchanged == len(NOTES)
    assert drive_db_path(folder).stat().st_ino == before, "the drive's index was not swapped"
    assert nxt.is_dir()
    assert not (folder / DRIVE_DIR / "index-old").exists()
    assert not drive_paths(folder).settings_path.exists(), "no settings written on the drive"


def test_a_hostile_drive_database_is_refused_before_anything_writes_it(default_model, tmp_path) -> None:
    """The writer runs the reader's checks: a trigger planted in the drive's database never runs."""
    folder = tmp_path / "Archive"
    write_notes(folder / "notes")
    index_on_drive(folder, settings=Settings(), model_path=default_model)
    conn = sqlite3.connect(drive_db_path(folder))
    conn.execute("CREATE TRIGGER sneaky AFTER UPDATE ON files BEGIN DELETE FROM chunks; END")
    conn.commit()
    conn.close()
    (folder / "notes" / "taxes.txt").write_text("Changed: the tax office wrote again.\n")
    before = drive_db_path(folder).read_bytes()
    with pytest.raises(DriveNotWritten, match="not desktop-search's"):
        index_on_drive(folder, settings=Settings(), model_path=default_model)
    assert drive_db_path(folder).read_bytes() == before


def test_the_written_mark_is_private(default_model, tmp_path) -> None:
    """``written`` is 0600 like every file the app makes (the drive's own default where the
    filesystem keeps no modes)."""
    folder = tmp_path / "Archive"
    write_notes(folder / "notes")
    old = os.umask(0o022)
    try:
        index_on_drive(folder, settings=Settings(), model_path=default_model)
    finally:
        os.umask(old)
    mark = drive_db_path(folder).parent / WRITTEN_MARK
    assert stat.S_IMODE(mark.lstat().st_mode) == 0o600
    assert len(mark.read_text()) == 32


def test_a_second_drive_writer_waits_for_the_first(default_model, tmp_path, capsys) -> None:
    """Another process writes the drive (its lock held here for 2 s): ``index`` waits, says so,
    and then brings the drive up to date instead of giving up."""
    folder = tmp_path / "Archive"
    write_notes(folder / "notes")
    laptop = data_with_model(tmp_path / "laptop", default_model)
    assert _cli(laptop, "folders", "add", "--index-on-drive", str(folder)) == 0
    (folder / "notes" / "zeppelin.txt").write_text("The zeppelin moored above the harbour at dusk.\n")
    other = WriterLock(drive_paths(folder).data_dir, what="computer B's run")
    assert other.try_acquire()
    timer = threading.Timer(2.0, other.release)
    timer.start()
    try:
        capsys.readouterr()
        code = _cli(laptop, "index")
    finally:
        timer.join()
    out, err = capsys.readouterr()
    assert code == 0, err
    assert "waiting for computer B's run" in err
    assert "1 files read" in out


def test_a_drive_writer_held_up_too_long_gives_up_with_a_reason(default_model, tmp_path, monkeypatch) -> None:
    folder = tmp_path / "Archive"
    write_notes(folder / "notes")
    index_on_drive(folder, settings=Settings(), model_path=default_model)
    monkeypatch.setattr(drive_writing, "WAIT_FOR_WRITER_S", 1.0)
    other = WriterLock(drive_paths(folder).data_dir, what="computer B's run")
    assert other.try_acquire()
    try:
        with pytest.raises(DriveNotWritten, match="being written by computer B's run"):
            index_on_drive(folder, settings=Settings(), model_path=default_model)
    finally:
        other.release()


def test_a_drive_mounted_at_a_new_path_is_listed_once(default_model, tmp_path, capsys) -> None:
    """Computer B attached the drive at one path; mounted at another next time and added there,
    it is listed at the new path only (its copy at the old one dropped)."""
    folder = tmp_path / "media" / "Archive"
    write_notes(folder / "notes")
    a = data_with_model(tmp_path / "a", default_model)
    assert _cli(a, "folders", "add", "--index-on-drive", str(folder)) == 0
    b = data_with_model(tmp_path / "b", default_model)
    assert _cli(b, "folders", "add", str(folder)) == 0
    there = tmp_path / "run" / "media" / "Archive"
    there.parent.mkdir(parents=True)
    shutil.move(folder, there)
    assert _cli(b, "folders", "add", str(there)) == 0
    capsys.readouterr()
    assert _cli(b, "folders", "--json") == 0
    listed = [f["path"] for f in json.loads(capsys.readouterr().out) if f.get("index_on_drive")]
    assert listed == [str(there)]
    assert Settings.load(b.settings_path).drive_indexes == [str(there)]


def test_a_drive_index_whose_first_run_stopped_before_its_folder_is_taken_up(default_model, tmp_path) -> None:
    """The reader's checks want one folder; a database made by a first run that stopped before it
    added the folder (a drive pulled out) is no hostile one: the next run goes on with it."""
    from desktop_search.core.engine import Engine

    folder = tmp_path / "Archive"
    write_notes(folder / "notes")
    with Engine(drive_paths(folder), model_path=default_model, settings=Settings()):
        pass  # the database made, no folder in it yet
    report = index_on_drive(folder, settings=Settings(), model_path=default_model)
    assert report.files_indexed == len(NOTES)


def test_a_folder_of_another_filesystem_inside_the_drive_index_is_refused(default_model, tmp_path) -> None:
    """A real mount (a tmpfs) at ``.desktop-search/index``: it lies on another device than the
    folder, so nothing is written there, with a reason."""
    from ..helpers.mounts import can_mount, tmpfs

    why = can_mount()
    if why:
        pytest.skip(why)
    folder = tmp_path / "Archive"
    write_notes(folder / "notes")
    with tmpfs(folder / DRIVE_DIR / "index"):
        with pytest.raises(DriveNotWritten, match="another device"):
            index_on_drive(folder, settings=Settings(), model_path=default_model)
        assert list((folder / DRIVE_DIR / "index").iterdir()) == []


def test_a_written_mark_planted_after_the_checks_is_replaced_not_followed(tmp_path) -> None:
    """safe_files writes by temp file and rename inside the checked folder: a link put at the
    name at the last moment is replaced, and the file it led to is untouched."""
    from desktop_search.core.common.safe_files import UnsafePath, safe_dir

    (tmp_path / "thesis.txt").write_text(THESIS)
    drive = tmp_path / "drive"
    with safe_dir(drive.parent, drive.name, DRIVE_DIR, "index", make=True) as index:
        (index.path / WRITTEN_MARK).symlink_to(tmp_path / "thesis.txt")
        index.write(WRITTEN_MARK, b"fresh")
        (index.path / "other").symlink_to(tmp_path / "thesis.txt")
        with pytest.raises(UnsafePath, match="is a link"):
            index.read("other", limit=10)
    assert (tmp_path / "thesis.txt").read_text() == THESIS
    assert (drive / DRIVE_DIR / "index" / WRITTEN_MARK).read_bytes() == b"fresh"
    assert not (drive / DRIVE_DIR / "index" / WRITTEN_MARK).is_symlink()
    (drive / "elsewhere").symlink_to(tmp_path)
    with pytest.raises(UnsafePath, match="a link, not a folder"):
        safe_dir(drive, "elsewhere")
