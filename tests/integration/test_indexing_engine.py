"""The indexing engine on real files: formats, moves, deletions, failures, exclusions, pause."""

from __future__ import annotations

import json
import shutil
import sqlite3
import subprocess
import sys
import threading
from pathlib import Path

import pytest

from desktop_search.core.common.config import Paths
from desktop_search.core.common.settings import Settings
from desktop_search.core.engine import Engine
from desktop_search.core.indexing.changes import ChangeSet
from desktop_search.core.indexing.progress import Progress
from desktop_search.core.store.db import Database
from desktop_search.core.store.verify import verify_index

from ..helpers import cli_as_in_a_terminal
from ..helpers.corpus import NOTES, write_notes
from ..helpers.documents import write_docx, write_pdf


@pytest.fixture
def engine(paths: Paths):
    eng = Engine(paths)
    yield eng
    eng.close()


def _paths_found(engine: Engine, query: str, top: int = 10) -> list[str]:
    return [r.path for r in engine.search(query, top=top)]


def test_office_and_pdf_documents_are_found_with_page_numbers(engine: Engine, tmp_path: Path) -> None:
    folder = tmp_path / "docs"
    folder.mkdir()
    write_docx(
        folder / "offer.docx",
        "Job offer",
        ["We are pleased to offer you the position of senior gardener.", "Your salary will be paid monthly."],
    )
    write_pdf(
        folder / "manual.pdf",
        [
            "Chapter one explains how to assemble the bookshelf from the included panels.",
            "Chapter two: descaling the espresso machine with citric acid every month keeps it working.",
        ],
    )
    report = engine.index([folder])
    assert report.files_indexed == 2, report.errors
    best = engine.search("cleaning limescale from a coffee maker", top=1)[0]
    assert best.path == str(folder / "manual.pdf")
    assert best.page == 2
    assert _paths_found(engine, "employment contract for a gardening role")[0] == str(folder / "offer.docx")


def test_rename_and_move_keep_vectors_without_embedding(engine: Engine, notes_dir: Path) -> None:
    engine.index([notes_dir])
    embedded = engine.embedder.stats.inputs
    chunks_before = engine.status().chunks
    (notes_dir / "archive").mkdir()
    (notes_dir / "taxes.txt").rename(notes_dir / "archive" / "tax-2026.txt")
    (notes_dir / "router.md").rename(notes_dir / "wifi.md")
    report = engine.index()
    assert report.files_moved == 2
    assert report.files_indexed == 0
    assert engine.embedder.stats.inputs == embedded  # nothing embedded again
    assert engine.status().chunks == chunks_before
    found = _paths_found(engine, "paying income tax to the government")
    assert found[0] == str(notes_dir / "archive" / "tax-2026.txt")
    assert str(notes_dir / "taxes.txt") not in found


def test_deleted_files_leave_nothing_behind(engine: Engine, paths: Paths, notes_dir: Path) -> None:
    engine.index([notes_dir])
    (notes_dir / "marathon.txt").unlink()
    shutil.rmtree(notes_dir / "garden")
    report = engine.index()
    assert report.files_removed == 2
    con = sqlite3.connect(paths.db_path)
    assert (
        con.execute(
            "SELECT COUNT(*) FROM files WHERE path LIKE '%marathon%' OR path LIKE '%garden%'"
        ).fetchone()[0]
        == 0
    )
    con.close()
    found = _paths_found(engine, "preparing for a long distance running competition")
    assert str(notes_dir / "marathon.txt") not in found
    assert len(engine.vectors) == engine.status().chunks


def test_changes_made_while_closed_are_found_at_next_start(paths: Paths, notes_dir: Path) -> None:
    with Engine(paths) as eng:
        eng.index([notes_dir])
    (notes_dir / "new-note.txt").write_text("The cat needs its vaccination at the vet next Thursday.")
    (notes_dir / "sourdough.md").unlink()
    with Engine(paths) as eng:
        report = eng.index()
        assert report.files_indexed == 1
        assert report.files_removed == 1
        assert _paths_found(eng, "appointment for my pet at the animal doctor")[0] == str(
            notes_dir / "new-note.txt"
        )


def test_broken_and_binary_files_are_recorded_and_the_run_goes_on(engine: Engine, notes_dir: Path) -> None:
    (notes_dir / "broken.pdf").write_bytes(b"%PDF-1.7\n1 0 obj << /Type /Catalog >> garbage without xref")
    (notes_dir / "data.txt").write_bytes(bytes(range(256)) * 64)
    report = engine.index([notes_dir])
    assert report.files_indexed == len(NOTES)
    reasons = {Path(p).name: reason for p, _status, reason in engine.failures()}
    assert set(reasons) == {"broken.pdf", "data.txt"}
    assert "binary" in reasons["data.txt"]
    assert reasons["broken.pdf"]
    # not retried while unchanged; retried on request
    again = engine.index()
    assert again.files_failed == 0
    assert again.files_skipped == 0
    assert engine.retry_failed() == 2
    assert engine.index().files_failed == 1


def test_exclusions_and_size_limit(paths: Paths, tmp_path: Path) -> None:
    root = write_notes(tmp_path / "home")
    for excluded in ("node_modules/pkg", ".git", ".hidden", "venv-proj"):
        (root / excluded).mkdir(parents=True)
        (root / excluded / "readme.txt").write_text("Instructions for the bread machine and its dough hook.")
    (root / "venv-proj" / "pyvenv.cfg").write_text("home = /usr/bin\n")
    (root / ".secret.txt").write_text("hidden file about bread")
    (root / "debug.log").write_text("bread " * 10)
    (root / "big.txt").write_text("bread and butter " * 120_000)  # ~2 MB
    settings = Settings(exclude_globs=["*.log"], max_file_mb=1.0)
    with Engine(paths, settings=settings) as eng:
        report = eng.index([root])
        indexed = {Path(p).name for p in _paths_found(eng, "bread", top=50)}
        failures = {Path(p).name: (status, reason) for p, status, reason in eng.failures()}
    assert report.files_indexed == len(NOTES)
    assert indexed <= {Path(n).name for n in NOTES}
    assert failures == {"big.txt": ("skipped", "larger than 1 MB")}


def test_watcher_change_sets_are_applied(engine: Engine, notes_dir: Path) -> None:
    engine.index([notes_dir])
    embedded = engine.embedder.stats.inputs
    new = notes_dir / "insurance.txt"
    new.write_text("The car insurance policy renews in October; compare quotes before then.")
    (notes_dir / "marathon.txt").rename(notes_dir / "running.txt")
    (notes_dir / "router.md").unlink()
    report = engine.index(
        changes=ChangeSet(
            changed=frozenset({new}),
            deleted=frozenset({notes_dir / "router.md"}),
            moved=((notes_dir / "marathon.txt", notes_dir / "running.txt"),),
            rescan=frozenset(),
        )
    )
    assert (report.files_indexed, report.files_moved, report.files_removed) == (1, 1, 1)
    assert engine.embedder.stats.inputs == embedded + 1
    assert _paths_found(engine, "vehicle coverage renewal")[0] == str(new)
    assert _paths_found(engine, "preparing for a long distance running competition")[0] == str(
        notes_dir / "running.txt"
    )
    assert str(notes_dir / "router.md") not in _paths_found(engine, "internet connection problems at home")


def test_pause_holds_the_run_and_resume_finishes_it(engine: Engine, tmp_path: Path) -> None:
    folder = tmp_path / "many"
    folder.mkdir()
    for i in range(30):
        (folder / f"note{i:02}.txt").write_text(f"Note number {i} about topic {i * 7 % 11}.")
    pause = threading.Event()
    pause.set()
    phases: list[str] = []

    def progress(p: Progress) -> None:
        phases.append(p.phase)
        if p.phase == "paused" and phases.count("paused") == 3:
            assert engine.status().files == 0  # nothing was committed while paused
            pause.clear()

    report = engine.index([folder], progress=progress, pause=pause)
    assert phases.count("paused") >= 3
    assert report.files_indexed == 30
    assert phases[-1] == "done"


def test_cancel_stops_promptly_and_the_next_run_completes(engine: Engine, tmp_path: Path) -> None:
    folder = tmp_path / "many"
    folder.mkdir()
    for i in range(60):
        (folder / f"note{i:02}.txt").write_text(f"Entry {i}: " + "details about the project plan. " * 20)
    cancel = threading.Event()

    def progress(p: Progress) -> None:
        if p.phase == "indexing" and p.files_done >= 5:
            cancel.set()

    first = engine.index([folder], progress=progress, cancel=cancel)
    assert first.cancelled
    assert first.files_indexed < 60
    second = engine.index()
    assert first.files_indexed + second.files_indexed == 60


def test_verify_passes_then_detects_damage(engine: Engine, paths: Paths, notes_dir: Path) -> None:
    engine.index([notes_dir])
    engine.store.save()
    assert verify_index(paths.db_path, paths.vectors_path).ok
    cli = [sys.executable, "-m", "desktop_search", "--data-dir", str(paths.data_dir), "verify"]
    assert subprocess.run(cli, capture_output=True, check=False).returncode == 0
    con = sqlite3.connect(paths.db_path)
    with con:
        con.execute("DELETE FROM chunks WHERE id = (SELECT MIN(id) FROM chunks)")
    con.close()
    report = verify_index(paths.db_path, paths.vectors_path)
    assert not report.ok
    assert any("have no chunk" in p for p in report.problems)
    out = subprocess.run(cli, capture_output=True, text=True, check=False)
    assert out.returncode == 1
    assert "NOT consistent" in out.stdout


def test_verify_notes_a_lagging_vector_file_and_the_next_open_rebuilds_it(
    engine: Engine, paths: Paths, notes_dir: Path
) -> None:
    engine.index([notes_dir])
    engine.close()
    # What a kill between a commit and the next save of the vector file leaves behind:
    # the database has moved on (one file removed), the vector file has not.
    db = Database(paths.db_path)
    db.remove_files([sorted(db.files_under(str(notes_dir)))[0]])
    db.close()

    report = verify_index(paths.db_path, paths.vectors_path)
    assert report.ok, report.problems
    assert any("lags the database" in n for n in report.notes)
    cli = [sys.executable, "-m", "desktop_search", "--data-dir", str(paths.data_dir), "verify"]
    out = subprocess.run(cli, capture_output=True, text=True, check=False)
    assert out.returncode == 0
    assert "note: the vector file lags" in out.stdout

    with Engine(paths) as reopened:  # opening rebuilds the vector file from the database
        assert reopened.vectors.generation == reopened.db.generation
    after = verify_index(paths.db_path, paths.vectors_path)
    assert after.ok
    assert not after.notes
    assert after.vectors == after.chunks


def test_status_errors_lists_failures(paths: Paths, notes_dir: Path) -> None:
    (notes_dir / "broken.docx").write_bytes(b"PK\x03\x04 not really a zip")
    cli = [sys.executable, "-m", "desktop_search", "--data-dir", str(paths.data_dir)]
    subprocess.run([*cli, "index", str(notes_dir)], capture_output=True, check=True)
    out = subprocess.run([*cli, "status", "--errors"], capture_output=True, text=True, check=True)
    assert "broken.docx" in out.stdout
    assert "1 files not indexed" in out.stdout


def test_cli_watch_indexes_new_files_until_interrupted(paths: Paths, notes_dir: Path) -> None:
    import signal

    cli = [sys.executable, "-u", "-m", "desktop_search", "--data-dir", str(paths.data_dir)]
    watch = cli_as_in_a_terminal(paths.data_dir)  # this test means Ctrl+C in a terminal
    with subprocess.Popen(
        [*watch, "watch", str(notes_dir)], stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True
    ) as proc:
        try:
            assert proc.stdout is not None
            lines = []
            for line in proc.stdout:
                lines.append(line)
                if line.startswith("watching"):
                    break
            assert f"indexed {len(NOTES)} files" in "".join(lines)
            (notes_dir / "vet.txt").write_text("The cat needs its vaccination at the vet next Thursday.")
            for line in proc.stdout:  # the watcher delivers the change after its debounce
                if line.startswith("indexed 1 files"):
                    break
            else:
                pytest.fail("the watcher never indexed the new file")
        finally:
            proc.send_signal(signal.SIGINT)
        assert proc.wait(timeout=30) == 0  # a clean stop (#30): the index saved, no traceback
    out = subprocess.run(
        [*cli, "search", "appointment for my pet at the animal doctor", "--json"],
        capture_output=True,
        text=True,
        check=True,
    )
    assert json.loads(out.stdout)[0]["path"] == str(notes_dir / "vet.txt")


@pytest.mark.skipif(sys.platform != "linux", reason="Linux file names are bytes")
def test_a_name_that_is_not_utf8_is_listed_with_its_reason_run_after_run(
    engine: Engine, tmp_path: Path
) -> None:
    import os

    folder = tmp_path / "docs"
    folder.mkdir()
    (folder / "fine.txt").write_text("a plain note about tomatoes", encoding="utf-8")
    with open(os.path.join(os.fsencode(folder), b"caf\xe9-notes.txt"), "wb") as fh:
        fh.write(b"notes about the cafe")
    for _run in range(2):
        report = engine.index([folder])
        status = engine.status()
        assert status.files == 1
        assert status.skipped == 1  # before: reported once by index, then "skipped: 0"
        listed = engine.failures()
        assert [(Path(p).name, state, reason) for p, state, reason in listed] == [
            ("caf\\xe9-notes.txt", "skipped", "file name is not valid UTF-8")
        ]
    assert report.files_indexed == 0
