"""A folder of hostile files: each is skipped with a reason, nothing crashes, nothing good is lost.

Real engine, real extraction child, real llama.cpp and SQLite; the folder comes
from :mod:`tests.helpers.hostile`. Unreadable files and folders are checked with
the CLI running without the capabilities that let root read everything
(``setpriv`` drops CAP_DAC_OVERRIDE and CAP_DAC_READ_SEARCH), because as root
``chmod 000`` would change nothing.
"""

from __future__ import annotations

import json
import os
import shutil
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from desktop_search.core.common.config import Paths
from desktop_search.core.engine import Engine
from desktop_search.core.store.verify import verify_index

from ..helpers.hostile import SPARSE_NAME, build_hostile_folder

pytestmark = pytest.mark.skipif(os.name != "posix", reason="symlinks, FIFOs and byte file names")


def _rows(paths: Paths) -> dict[str, tuple[str, str | None, int]]:
    con = sqlite3.connect(paths.db_path)
    try:
        rows = con.execute(
            "SELECT f.path, f.status, f.error, COUNT(c.id) FROM files f"
            " LEFT JOIN chunks c ON c.file_id = f.id GROUP BY f.id"
        ).fetchall()
    finally:
        con.close()
    return {path: (status, error, n) for path, status, error, n in rows}


@pytest.mark.slow
def test_hostile_files_are_skipped_with_reasons_and_good_ones_are_found(paths: Paths, tmp_path: Path) -> None:
    hostile = build_hostile_folder(tmp_path / "hostile")
    extracted: list[Path] = []
    with Engine(paths) as engine:
        real_extract = engine.indexer.extract

        def extract(path: Path):
            extracted.append(path)
            return real_extract(path)

        engine.indexer.extract = extract
        report = engine.index([hostile.root])
        reasons = dict(report.errors)

        # Every refused file is named with a reason that says what is wrong with it.
        for shown, fragment in hostile.refused.items():
            assert shown in reasons, f"{shown} was not reported"
            assert fragment in reasons[shown]
        assert report.files_indexed == len(hostile.good)
        assert report.files_failed + report.files_skipped == len(hostile.refused)
        # The 2 GB sparse file was refused by its size, never opened.
        assert hostile.root / SPARSE_NAME not in extracted

        # Nothing good is lost: each good file is found first by a phrase from its text.
        for path, phrase in hostile.good.items():
            results = engine.search(phrase, top=3)
            assert results, phrase
            assert results[0].path == str(path), (phrase, [r.path for r in results])

        # A second run changes nothing: no retries, no deletions of recorded skips.
        again = engine.index()
        assert (again.files_indexed, again.files_removed, again.files_failed) == (0, 0, 0)

    rows = _rows(paths)
    for path in hostile.good:
        assert rows[str(path)][0] == "ok"
        assert rows[str(path)][2] >= 1
    for link in hostile.not_files:
        assert str(link) not in rows
        assert str(link) not in reasons
    assert not any(path.startswith(str(hostile.root / "links")) for path in rows)
    assert verify_index(paths.db_path, paths.vectors_path).ok

    # What the CLI prints for such names: JSON that round-trips, a list that does not crash.
    cli = [sys.executable, "-m", "desktop_search", "--data-dir", str(paths.data_dir)]
    newline_name = next(p for p in hostile.good if "\n" in p.name)
    out = subprocess.run(
        [*cli, "search", hostile.good[newline_name], "--json", "--top", "1"],
        capture_output=True,
        text=True,
        check=True,
    )
    assert json.loads(out.stdout)[0]["path"] == str(newline_name)
    errors = subprocess.run(
        [*cli, "status", "--errors", "--json"], capture_output=True, text=True, check=True
    )
    listed = {item["path"]: item["reason"] for item in json.loads(errors.stdout)}
    assert listed[str(hostile.root / SPARSE_NAME)].startswith("larger than")
    assert "zip bomb" in listed[str(hostile.root / "bombs" / "bomb.epub")]


def test_files_that_vanish_between_scan_and_read_are_simply_gone(paths: Paths, tmp_path: Path) -> None:
    folder = tmp_path / "notes"
    folder.mkdir()
    names = [f"note-{i:02}.txt" for i in range(12)]
    for i, name in enumerate(names):
        (folder / name).write_text(f"Note {i} about the shipwreck survey, part {i}.", encoding="utf-8")
    doomed = {folder / names[5], folder / names[9]}
    with Engine(paths) as engine:
        real_extract = engine.indexer.extract

        def extract_after_deleting(path: Path):
            # The scan has listed every file; the first read makes two later ones vanish.
            for victim in doomed:
                victim.unlink(missing_ok=True)
            return real_extract(path)

        engine.indexer.extract = extract_after_deleting
        report = engine.index([folder])
        assert report.files_indexed == len(names) - len(doomed)
        assert report.files_failed == 0
        assert report.files_removed == len(doomed)
        assert not engine.failures()
    rows = _rows(paths)
    assert sorted(rows) == sorted(str(folder / n) for n in names if folder / n not in doomed)
    assert verify_index(paths.db_path, paths.vectors_path).ok


def _without_root_powers() -> list[str]:
    """A command prefix under which ``chmod 000`` really keeps this process out."""
    if os.geteuid() != 0:
        return []
    setpriv = shutil.which("setpriv")
    if setpriv is None:
        pytest.skip("running as root and util-linux setpriv is missing: cannot make a file unreadable")
    return [setpriv, "--bounding-set=-dac_override,-dac_read_search"]


@pytest.mark.slow
def test_unreadable_folders_and_files_are_reported_and_indexed_once_readable(
    paths: Paths, tmp_path: Path
) -> None:
    folder = tmp_path / "corpus"
    (folder / "locked").mkdir(parents=True)
    (folder / "open.txt").write_text("The beekeeper counted eleven hives in spring.", encoding="utf-8")
    (folder / "secret.txt").write_text("The ferry captain's log of the night crossing.", encoding="utf-8")
    (folder / "locked" / "inside.txt").write_text("A letter from the glassblower.", encoding="utf-8")
    (folder / "secret.txt").chmod(0)
    (folder / "locked").chmod(0)
    cli = [*_without_root_powers(), sys.executable, "-m", "desktop_search", "--data-dir", str(paths.data_dir)]
    try:
        run = subprocess.run([*cli, "index", str(folder)], capture_output=True, text=True, check=False)
    finally:
        (folder / "secret.txt").chmod(0o644)
        (folder / "locked").chmod(0o755)
    assert run.returncode == 0, run.stderr
    assert "Traceback" not in run.stderr
    assert f"{folder / 'locked'}: cannot read folder: Permission denied" in run.stderr
    assert f"{folder / 'secret.txt'}: cannot read: Permission denied" in run.stderr
    rows = _rows(paths)
    assert rows[str(folder / "open.txt")][0] == "ok"
    assert rows[str(folder / "secret.txt")][:2] == ("error", "cannot read: Permission denied")

    # Readable again: "Try again" (--retry-failed) and the next scan pick everything up, once.
    retry = subprocess.run([*cli, "index", "--retry-failed"], capture_output=True, text=True, check=True)
    assert retry.stdout.startswith("indexed 2 files"), retry.stdout
    rows = _rows(paths)
    assert sorted(rows) == sorted(str(folder / p) for p in ("open.txt", "secret.txt", "locked/inside.txt"))
    assert {status for status, _, _ in rows.values()} == {"ok"}
    assert verify_index(paths.db_path, paths.vectors_path).ok
