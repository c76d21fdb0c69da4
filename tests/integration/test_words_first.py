"""Words first, meaning after: every file is findable by its words before any vector is computed.

Real llama.cpp (the default MiniLM), real SQLite/FTS5 and Faiss, real files. The kill tests run
the command line in a child process and SIGKILL it in the state they want (read from the index
database while the child writes it), then resume in this process and check that nothing is
embedded twice and that ``verify`` is clean.
"""

from __future__ import annotations

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
from desktop_search.core.indexing.changes import ChangeSet
from desktop_search.core.indexing.progress import Progress
from desktop_search.core.store.verify import verify_index

RARE = "zyxwarblefrob"  # a word no model has seen: only the keyword route can find it


def _write_backlog(folder: Path, n: int, *, words: int = 60) -> list[Path]:
    """``n`` notes of several passages each, oldest first (mtime one minute apart)."""
    folder.mkdir(parents=True, exist_ok=True)
    out = []
    base = time.time() - 10 * 86400
    for i in range(n):
        path = folder / f"note-{i:04}.txt"
        text = " ".join(f"meadow{i % 13} lantern quartz harbour season{j}" for j in range(words))
        path.write_text(f"Note {i}. {text}", encoding="utf-8")
        os.utime(path, (base + 60 * i, base + 60 * i))
        out.append(path)
    return out


@pytest.fixture
def engine(paths: Paths):
    eng = Engine(paths)
    yield eng
    eng.close()


def test_a_file_is_found_by_its_words_while_its_meaning_is_pending(engine: Engine, tmp_path: Path) -> None:
    folder = tmp_path / "notes"
    _write_backlog(folder, 30)
    invoice = folder / "invoice.txt"
    invoice.write_text(f"Invoice {RARE} for the roof repair, paid in March.", encoding="utf-8")
    os.utime(invoice, (time.time() - 30 * 86400,) * 2)  # the oldest file: its meaning comes last
    seen: dict[str, object] = {}

    def progress(p: Progress) -> None:
        # Runs on the indexing thread between two batches, as the app answers searches.
        if p.phase == "meaning" and "during" not in seen:
            seen["during"] = engine.search(RARE, top=5)
            seen["pending"] = p.meaning_pending
            seen["files_done"] = (p.files_done, p.files_total, p.words_s)

    report = engine.index([folder], progress=progress)
    during = seen["during"]
    assert isinstance(during, list)
    assert during, "nothing found during the meaning step"
    assert during[0].path == str(invoice)
    assert during[0].route == "keyword"
    assert during[0].meaning_pending  # the result says its meaning is still being read
    assert seen["pending"]
    assert isinstance(seen["pending"], int)
    assert seen["pending"] > 0
    done, total, words_s = seen["files_done"]  # type: ignore[misc]
    assert done == total == 31
    assert words_s is not None
    assert report.words_s is not None
    assert report.words_s < report.seconds
    assert report.meaning_pending == 0
    assert report.passages_embedded == engine.status().chunks == engine.status().vectors
    after = engine.search(RARE, top=5)[0]
    assert after.path == str(invoice)
    assert not after.meaning_pending
    # Now found by meaning too, without its rare word.
    assert str(invoice) in [r.path for r in engine.search("bill for fixing the roof", top=3)]


def test_meaning_goes_newest_first_and_a_watched_change_jumps_the_queue(
    engine: Engine, tmp_path: Path
) -> None:
    folder = tmp_path / "notes"
    files = _write_backlog(folder, 40)
    newest, oldest = str(files[-1]), str(files[0])
    stored_order: list[str] = []
    state = {"batches": 0}

    def watch_order(p: Progress) -> None:
        if p.phase == "meaning" and p.meaning_done and len(stored_order) < 2:
            for path in (newest, oldest):
                if path not in stored_order and _pending_of(engine, path) == 0:
                    stored_order.append(path)

    def interrupt() -> bool:
        state["batches"] += 1
        return state["batches"] > 12  # a watcher change arrives after a few batches

    first = engine.index([folder], progress=watch_order, interrupt=interrupt)
    assert first.interrupted
    assert not first.cancelled
    assert first.meaning_pending > 0, "the backlog should still wait"
    assert stored_order[:1] == [newest]
    assert _pending_of(engine, oldest) > 0

    changed = folder / "note-0003.txt"  # an old file, edited now while the app runs
    waited_before = _pending_of(engine, str(changed))
    assert waited_before > 0
    changed.write_text(f"Edited today: the {RARE} ledger of the harbour.", encoding="utf-8")
    backlog: dict[str, int] = {}

    def first_batch(p: Progress) -> None:
        if p.phase == "meaning" and p.meaning_done and not backlog:
            backlog["changed"] = _pending_of(engine, str(changed))
            backlog["oldest"] = _pending_of(engine, oldest)

    second = engine.index(changes=ChangeSet(changed=frozenset({changed})), progress=first_batch)
    assert backlog == {"changed": 0, "oldest": backlog["oldest"]}
    assert backlog["oldest"] > 0
    assert second.meaning_pending == 0
    assert not second.interrupted
    # The backlog less the edited file's old passages, plus its one new passage: nothing twice.
    assert second.passages_embedded == first.meaning_pending - waited_before + 1
    report = verify_index(engine.paths.db_path, engine.paths.vectors_path)
    assert report.ok, report.problems


def _pending_of(engine: Engine, path: str) -> int:
    row = engine.db._conn.execute(
        "SELECT COUNT(*) FROM chunks c JOIN files f ON f.id = c.file_id"
        " WHERE f.path = ? AND length(c.vector) = 0",
        (path,),
    ).fetchone()
    return int(row[0])


def _counts(db_path: Path) -> tuple[int, int, int]:
    """(files, passages, passages with vectors), read as another process would."""
    try:
        con = sqlite3.connect(f"file:{db_path}?mode=ro", uri=True, timeout=5)
    except sqlite3.OperationalError:  # not created yet
        return 0, 0, 0
    try:
        files = con.execute("SELECT COUNT(*) FROM files").fetchone()[0]
        chunks, embedded = con.execute(
            "SELECT COUNT(*), COALESCE(SUM(length(vector) > 0), 0) FROM chunks"
        ).fetchone()
        return int(files), int(chunks), int(embedded)
    except sqlite3.OperationalError:  # not created yet, or busy
        return 0, 0, 0
    finally:
        con.close()


def _kill_when(paths: Paths, folder: Path, ready: object, timeout: float = 120.0) -> tuple[int, int, int]:
    cmd = [sys.executable, "-m", "desktop_search", "--data-dir", str(paths.data_dir), "index", str(folder)]
    proc = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    deadline = time.monotonic() + timeout
    try:
        while time.monotonic() < deadline:
            if proc.poll() is not None:
                pytest.fail("the run ended before the state to kill it in was reached")
            counts = _counts(paths.db_path)
            if ready(*counts):  # type: ignore[operator]
                os.kill(proc.pid, signal.SIGKILL)
                proc.wait()
                return _counts(paths.db_path)
            time.sleep(0.005)
        pytest.fail("the state to kill the run in was never reached")
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()


@pytest.mark.slow
@pytest.mark.parametrize("phase", ["words", "meaning"])
def test_a_kill_in_either_phase_resumes_and_embeds_nothing_twice(
    paths: Paths, tmp_path: Path, phase: str
) -> None:
    folder = tmp_path / "notes"
    files = _write_backlog(folder, 160, words=25)
    if phase == "words":
        # Some files have their words, none has meaning yet.
        files_at_kill, chunks_at_kill, embedded_at_kill = _kill_when(
            paths, folder, lambda f, c, e: 5 <= f < len(files) and e == 0
        )
        assert embedded_at_kill == 0
        assert 0 < files_at_kill < len(files)
    else:
        # Every file has its words; some passages have vectors, many wait.
        files_at_kill, chunks_at_kill, embedded_at_kill = _kill_when(
            paths, folder, lambda f, c, e: f == len(files) and 16 <= e < c // 2
        )
        assert files_at_kill == len(files)
        assert 0 < embedded_at_kill < chunks_at_kill
    assert verify_index(paths.db_path, paths.vectors_path).ok  # consistent as the kill left it

    with Engine(paths) as engine:
        report = engine.index()
        status = engine.status()
    files_now, chunks_now, embedded_now = _counts(paths.db_path)
    assert files_now == len(files)
    assert chunks_now == embedded_now == status.vectors
    # Nothing embedded twice: the resumed run embedded exactly what was still waiting.
    assert report.passages_embedded == chunks_now - embedded_at_kill
    if phase == "meaning":
        assert report.files_indexed == 0  # the words were all there: no file was read again
    verify = verify_index(paths.db_path, paths.vectors_path)
    assert verify.ok, verify.problems
    assert verify.pending == 0


def test_pause_holds_the_meaning_step(engine: Engine, tmp_path: Path) -> None:
    folder = tmp_path / "notes"
    _write_backlog(folder, 20)
    pause, cancel = threading.Event(), threading.Event()
    seen: list[tuple[str, int]] = []

    def progress(p: Progress) -> None:
        seen.append((p.phase, p.meaning_done))
        if p.phase == "meaning" and p.meaning_done and not pause.is_set() and len(seen) < 1000:
            pause.set()
        if p.phase == "paused" and [s for s, _ in seen].count("paused") >= 5:
            held = {done for s, done in seen if s == "paused"}
            assert len(held) == 1  # nothing was stored while paused
            pause.clear()

    report = engine.index([folder], progress=progress, pause=pause, cancel=cancel)
    assert [s for s, _ in seen].count("paused") >= 5
    assert report.meaning_pending == 0


def test_a_file_waiting_for_meaning_is_not_ranked_below_what_its_words_earn(
    engine: Engine, tmp_path: Path
) -> None:
    """Every order shares "INV" and "2041"; only one has "0003". While the newer orders already
    have their vectors and the old one waits, its words still put it first."""
    folder = tmp_path / "orders"
    folder.mkdir()
    old = time.time() - 365 * 86400
    for i in range(80):
        path = folder / f"order-{i:04}.txt"
        path.write_text(
            f"Order INV-2041-{i:04}. " + "supplier delivery pallet warehouse freight customs receipt " * 25,
            encoding="utf-8",
        )
        os.utime(path, (old + 60 * i, old + 60 * i))  # order-0000 is the oldest: its meaning comes last
    seen: dict[str, object] = {}

    def progress(p: Progress) -> None:
        if p.phase == "meaning" and p.meaning_done >= 40 and "during" not in seen:
            seen["during"] = engine.search("INV-2041-0003", top=5)

    engine.index([folder], progress=progress)
    during = seen["during"]
    assert isinstance(during, list)
    assert during[0].path == str(folder / "order-0003.txt")
    assert during[0].meaning_pending
    assert any(not r.meaning_pending for r in during[1:])  # those ahead in the queue had theirs
    assert engine.search("INV-2041-0003", top=1)[0].path == str(folder / "order-0003.txt")
