"""A log that keeps growing is read from where it grew, not again whole (#43 items 8 and 9).

Real llama.cpp (the default MiniLM), real extraction in the sandbox child, SQLite/FTS5 and Faiss,
a real log over the machine-text threshold on disk. The log is indexed, lines are appended, and
the next run (the watcher's change set, or a full scan) must keep every passage but the one open
at the old end, add passages for the new lines only, and leave every passage at its offsets.
"""

from __future__ import annotations

import itertools
import os
import signal
import sqlite3
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from desktop_search.core.common.config import Paths
from desktop_search.core.engine import Engine
from desktop_search.core.extract import text as text_module
from desktop_search.core.extract.text import read_text
from desktop_search.core.indexing.changes import ChangeSet
from desktop_search.core.indexing.progress import Progress
from desktop_search.core.searching.places import load_text
from desktop_search.core.store.read_state import ReadState
from desktop_search.core.store.verify import verify_index
from desktop_search.core.text.machine_text import MIN_CHARS
from tools.logs import write_log

FIRST_LAST = "2026-12-02 01:59:59 ERROR [billing] payment gateway rejected order QX-11111-ORIGINAL"
APPENDED = [
    "2026-12-02 02:00:01 INFO [billing] retry of order QX-22222-APPENDED for customer Wexford\n",
    "2026-12-02 02:00:02 WARN [billing] gateway latency 1240 ms\n",
]

Row = tuple[int, int, int, str]  # ord, char_start, char_end, text


def _passages(paths: Paths, path: Path) -> dict[int, Row]:
    with sqlite3.connect(paths.db_path) as con:
        rows = con.execute(
            "SELECT c.id, c.ord, c.char_start, c.char_end, c.text FROM chunks c"
            " JOIN files f ON f.id = c.file_id WHERE f.path = ?",
            (str(path),),
        ).fetchall()
    return {r[0]: (r[1], r[2], r[3], r[4]) for r in rows}


def _assert_covers(passages: dict[int, Row], path: Path) -> None:
    """The passages are the file's text at their offsets, in order, without gaps or repeats."""
    text = read_text(path, max_chars=10**8)
    rows = sorted(passages.values())
    assert [r[0] for r in rows] == list(range(len(rows)))  # numbered in order, none missing
    assert text[: rows[0][1]].strip() == ""
    for (_o, _s, end, _t), (_o2, start, _e, _t2) in itertools.pairwise(rows):
        assert end <= start
        assert text[end:start].strip() == ""
    assert text[rows[-1][2] :].strip() == ""
    for _ord, start, end, passage in rows:
        assert text[start:end] == passage


def _append(path: Path, lines: list[str]) -> None:
    with path.open("a", encoding="utf-8") as f:
        f.writelines(lines)


def _log(folder: Path) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "plan.txt").write_text("We agreed to move the garden shed next spring.", encoding="utf-8")
    log = write_log(folder / "app.log", 1_500_000, last_line=FIRST_LAST)
    assert log.stat().st_size > MIN_CHARS  # machine-written, by its name and its lines
    return log


def test_a_growing_log_indexes_only_its_appended_tail(paths: Paths, tmp_path: Path) -> None:
    folder = tmp_path / "home"
    log = _log(folder)
    with Engine(paths) as engine:
        engine.index([folder])
        before = _passages(paths, log)
        assert len(before) > 1000
        _assert_covers(before, log)

        for round_, (lines, how) in enumerate(
            [
                (APPENDED, "watcher"),
                ([f"2026-12-02 02:00:{n:02d} DEBUG tick {n}\n" for n in range(3, 9)], "scan"),
            ]
        ):
            _append(log, lines)
            if how == "watcher":
                report = engine.index(changes=ChangeSet(changed=frozenset({log})))
            else:
                report = engine.index()
            after = _passages(paths, log)
            kept = before.keys() & after.keys()
            assert len(before) - len(kept) <= 1, round_  # at most the passage open at the old end
            assert 1 <= len(after) - len(kept) <= 2, round_  # the new lines' passages
            assert report.chunks_added == len(after) - len(kept)
            assert report.files_indexed == 1
            assert report.passages_embedded == 0  # words only, as before
            assert all(after[i] == before[i] for i in kept)  # offsets and text untouched
            _assert_covers(after, log)
            before = after

        found = engine.query("QX-22222-APPENDED Wexford", top=1, rerank=False).results
        assert found[0].path == str(log)
        assert found[0].words_only
        assert "QX-22222-APPENDED" in found[0].snippet
        assert engine.query("QX-11111-ORIGINAL", top=1, rerank=False).results[0].path == str(log)
        # The preview shows the passage where the file has it.
        window = load_text(log, focus=found[0].char_start)
        assert window.holds(found[0].char_start)
        shown = window.text[found[0].char_start - window.start : found[0].char_end - window.start]
        assert "QX-22222-APPENDED" in shown
        assert engine.status().words_only_files == 1
        assert engine.notes() == [
            (str(log), "found by its words only: machine-written text (a log), not read for meaning")
        ]

    checked = verify_index(paths.db_path, paths.vectors_path)
    assert checked.ok, checked.problems


def test_a_rewritten_truncated_or_rotated_log_is_read_again_whole(paths: Paths, tmp_path: Path) -> None:
    folder = tmp_path / "home"
    log = _log(folder)
    with Engine(paths) as engine:
        engine.index([folder])
        first = _passages(paths, log)

        # Rewritten, larger: the bytes before the old end differ, so nothing of it is kept.
        write_log(log, 1_600_000, seed=7, last_line="2026-12-03 00:00:00 INFO [sync] QX-33333-REWRITTEN")
        engine.index(changes=ChangeSet(changed=frozenset({log})))
        rewritten = _passages(paths, log)
        assert not first.keys() & rewritten.keys()
        _assert_covers(rewritten, log)
        assert not any("QX-11111-ORIGINAL" in r[3] for r in rewritten.values())

        # Truncated (shorter): read whole again.
        log.write_bytes(log.read_bytes()[:1_200_000])
        engine.index(changes=ChangeSet(changed=frozenset({log})))
        truncated = _passages(paths, log)
        assert not rewritten.keys() & truncated.keys()
        _assert_covers(truncated, log)
        assert not any("QX-33333-REWRITTEN" in r[3] for r in truncated.values())

        # Rotated (as log4j's "app.%i.log"): the log moves to app.1.log and a new, small app.log starts.
        rotated = log.with_name("app.1.log")
        log.rename(rotated)
        log.write_text("2026-12-04 00:00:00 INFO [sync] started QX-44444-FRESH\n", encoding="utf-8")
        engine.index()
        _assert_covers(_passages(paths, rotated), rotated)
        assert _passages(paths, log)  # the new log, small: indexed (and embedded) as any file
        _assert_covers(_passages(paths, log), log)
        assert engine.query("QX-44444-FRESH", top=1, rerank=False).results[0].path == str(log)

    checked = verify_index(paths.db_path, paths.vectors_path)
    assert checked.ok, checked.problems


def test_a_log_read_in_part_goes_on_from_where_it_stopped(
    paths: Paths, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(text_module, "PIECE_BYTES", 64 * 1024)  # many pieces, each its own commit
    folder = tmp_path / "home"
    log = _log(folder)
    cancel = threading.Event()

    def stop_after_some_pieces(progress: Progress) -> None:
        if progress.chunks_done >= 200:
            cancel.set()

    with Engine(paths) as engine:
        engine.index([folder], progress=stop_after_some_pieces, cancel=cancel)
        part = _passages(paths, log)
        row = engine.db.file(str(log))
        assert row is not None
        assert row.mtime_ns == -1  # read in part: the next scan looks at it again
        state = ReadState.from_json(engine.db.store_state(str(log)))
        assert state is not None
        assert 0 < state.end < log.stat().st_size
        assert 200 <= len(part) < 1000
        # What is stored is what the state says was read: the passages before its open one.
        assert {r[0] for r in part.values()} == set(range(state.redo_ord + 1))

        report = engine.index()
        whole = _passages(paths, log)
        assert report.files_indexed == 1
        assert len(part) - len(part.keys() & whole.keys()) <= 1  # carried on: nothing read twice but one
        _assert_covers(whole, log)
        assert engine.query("QX-11111-ORIGINAL", top=1, rerank=False).results[0].path == str(log)
        row = engine.db.file(str(log))
        assert row is not None
        assert row.mtime_ns == log.stat().st_mtime_ns

    checked = verify_index(paths.db_path, paths.vectors_path)
    assert checked.ok, checked.problems


@pytest.mark.slow
@pytest.mark.skipif(os.name != "posix", reason="SIGKILL")
def test_a_kill_while_a_log_is_read_leaves_passages_and_state_in_step(paths: Paths, tmp_path: Path) -> None:
    """The command line indexes a 12 MB log; it is killed the moment a piece is committed (the
    file marked read in part). What is stored is then what the saved state says, and the next
    run goes on from there to a whole, exact index."""
    folder = tmp_path / "home"
    folder.mkdir()
    log = write_log(folder / "app.log", 12 * 2**20, last_line=FIRST_LAST)
    cli = [sys.executable, "-m", "desktop_search", "--data-dir", str(paths.data_dir)]
    proc = subprocess.Popen(
        [*cli, "index", str(folder)], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL
    )
    state = None
    try:
        deadline = time.monotonic() + 300
        while proc.poll() is None and time.monotonic() < deadline:
            if paths.db_path.exists():
                with sqlite3.connect(f"file:{paths.db_path}?mode=ro", uri=True) as con:
                    try:
                        row = con.execute(
                            "SELECT mtime_ns, store_state FROM files WHERE path=?", (str(log),)
                        ).fetchone()
                    except sqlite3.OperationalError:  # not created yet
                        row = None
                if row is not None and row[0] == -1:
                    os.kill(proc.pid, signal.SIGKILL)
                    break
            time.sleep(0.02)
    finally:
        proc.wait(timeout=60)
    assert proc.returncode == -signal.SIGKILL, "the run ended before a piece of the log was committed"

    with sqlite3.connect(paths.db_path) as con:
        state = ReadState.from_json(
            con.execute("SELECT store_state FROM files WHERE path=?", (str(log),)).fetchone()[0]
        )
    assert state is not None
    part = _passages(paths, log)
    ords = sorted(r[0] for r in part.values())
    assert ords == list(range(state.redo_ord + 1))  # what the state says was read, no more, no less
    text = read_text(log, max_chars=10**8)
    assert all(text[start:end] == passage for _o, start, end, passage in part.values())
    open_passage = next(r for r in part.values() if r[0] == state.redo_ord)
    assert open_passage[1] == state.redo_char  # the next read starts at the open passage
    subprocess.run([*cli, "index"], check=True, capture_output=True, timeout=600)
    whole = _passages(paths, log)
    assert len(part) - len(part.keys() & whole.keys()) <= 1  # it went on from where it stopped
    _assert_covers(whole, log)
    checked = verify_index(paths.db_path, paths.vectors_path)
    assert checked.ok, checked.problems
