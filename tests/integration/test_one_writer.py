"""One writer per index across processes (#30 item 1): real processes, real model, real files.

Before: with ``watch`` running, ``index B`` from a terminal indexed B, and the watcher's next save
wrote its own vector file over it (120 chunks, 60 vectors, "NOT consistent", and nothing
repaired it). Now every writer holds the data directory's lock while it writes, catches up with
what another wrote before it writes, never saves vectors it does not know to be current, and a
vector file that claims to be current but is not is rebuilt from the database on open.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from desktop_search.core.common.config import Paths
from desktop_search.core.engine import Engine
from desktop_search.core.store.verify import verify_index
from desktop_search.core.store.writer_lock import LOCK_NAME, IndexBusy, WriterLock, holder_of

from ..helpers import cli_as_in_a_terminal


def _notes(folder: Path, n: int, word: str) -> list[Path]:
    folder.mkdir(parents=True, exist_ok=True)
    out = []
    for i in range(n):
        path = folder / f"{word}-{i:03}.txt"
        path.write_text(
            f"Note {i}: the {word} ledger for week {i}, kept by the harbour master.", encoding="utf-8"
        )
        out.append(path)
    return out


def _cli(paths: Paths) -> list[str]:
    return [sys.executable, "-u", "-m", "desktop_search", "--data-dir", str(paths.data_dir)]


def _consistent(paths: Paths) -> None:
    report = verify_index(paths.db_path, paths.vectors_path)
    assert report.ok, report.problems
    assert report.vectors == report.chunks


def _keyword_hits(paths: Paths, word: str) -> set[str]:
    out = subprocess.run(
        [*_cli(paths), "search", word, "--json", "--top", "200"], capture_output=True, text=True, check=True
    )
    return {r["path"] for r in json.loads(out.stdout) if r["route"] != "vector"}


def test_the_lock_is_exclusive_across_processes_names_its_holder_and_dies_with_it(tmp_path: Path) -> None:
    holder = subprocess.Popen(
        [
            sys.executable,
            "-c",
            "import sys, time; from pathlib import Path;"
            "from desktop_search.core.store.writer_lock import WriterLock;"
            f"lock = WriterLock(Path({str(tmp_path)!r}), what='desktop-search watch'); lock.acquire();"
            "print('held', flush=True); time.sleep(60)",
        ],
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        assert holder.stdout is not None
        assert holder.stdout.readline().strip() == "held"
        mine = WriterLock(tmp_path, what="desktop-search index")
        with pytest.raises(IndexBusy, match=rf"desktop-search watch \(pid {holder.pid}, since"):
            mine.acquire()
        asked: list[str] = []
        with pytest.raises(IndexBusy):
            mine.acquire(wait=lambda who: len(asked) < 2 and not asked.append(who), poll_s=0.05)
        assert len(asked) == 2
        assert f"pid {holder.pid}" in asked[0]
        holder.send_signal(signal.SIGKILL)  # a crash: the kernel releases the lock
        holder.wait(10)
        mine.acquire()
        assert f"pid {os.getpid()}" in holder_of(tmp_path / LOCK_NAME)
        assert (tmp_path / LOCK_NAME).stat().st_mode & 0o077 == 0  # private, like the index
        mine.release()
        assert holder_of(tmp_path / LOCK_NAME) == "another desktop-search process"  # emptied on release
    finally:
        holder.kill()
        holder.wait(10)
        if holder.stdout is not None:
            holder.stdout.close()


def test_index_from_a_terminal_while_watch_runs_loses_no_vector(paths: Paths, tmp_path: Path) -> None:
    a, b = tmp_path / "A", tmp_path / "B"
    _notes(a, 20, "quaywright")
    b_files = _notes(b, 30, "saltmarrow")
    with subprocess.Popen(
        [*cli_as_in_a_terminal(paths.data_dir), "watch", str(a)],
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
    ) as watch:
        try:
            assert watch.stdout is not None
            for line in watch.stdout:
                if line.startswith("watching"):
                    break
            index_b = subprocess.run(
                [*_cli(paths), "index", str(b)], capture_output=True, text=True, timeout=300, check=False
            )
            assert index_b.returncode == 0, index_b.stderr
            assert "indexed 30 files" in index_b.stdout
            (a / "quaywright-000.txt").write_text("An edit: the quaywright ledger moved.", encoding="utf-8")
            for line in watch.stdout:  # the watcher handles the edit and saves
                if line.startswith("indexed 1 files"):
                    break
            else:
                pytest.fail("the watcher never indexed the edit")
        finally:
            watch.send_signal(signal.SIGINT)
            watch.wait(timeout=60)
    _consistent(paths)
    assert _keyword_hits(paths, "saltmarrow") == {str(p) for p in b_files}
    with Engine(paths) as engine:
        similar = engine.similar(b_files[0], top=5)
        assert any(r.path.startswith(str(b)) for r in similar)  # B's vectors are there


def test_two_index_runs_started_together_end_consistent_and_embed_nothing_twice(
    paths: Paths, tmp_path: Path
) -> None:
    a, b = tmp_path / "A", tmp_path / "B"
    _notes(a, 40, "fathomreed")
    _notes(b, 40, "gullcrest")
    runs = [
        subprocess.Popen(
            [*_cli(paths), "index", str(folder)], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True
        )
        for folder in (a, b, a)
    ]
    outs = [run.communicate(timeout=600) for run in runs]
    for run, (_out, err) in zip(runs, outs, strict=True):
        assert run.returncode == 0, err
    embedded = 0
    for out, _err in outs:
        line = next(x for x in out.splitlines() if x.startswith("words:"))
        embedded += int(line.split("meaning: ")[1].split(" passages embedded")[0])
    _consistent(paths)
    report = verify_index(paths.db_path, paths.vectors_path)
    assert embedded == report.chunks == 80  # each passage embedded once, by one of the runs
    waited = [err for _out, err in outs if "waiting for desktop-search index" in err]
    assert waited  # at least one run saw another holding the index, and said so


def test_a_vector_file_that_claims_to_be_current_but_lacks_vectors_is_rebuilt_on_open(
    paths: Paths, tmp_path: Path
) -> None:
    a, b = tmp_path / "A", tmp_path / "B"
    _notes(a, 10, "brinestone")
    with Engine(paths) as engine:
        engine.index([a])
    stale = paths.vectors_path.read_bytes()  # A's vectors only
    _notes(b, 10, "kelpmoor")
    with Engine(paths) as engine:
        engine.index([b])
        generation = engine.db.generation
    # What the old watcher did: its own copy of the vectors saved as if it were current.
    header = bytearray(stale)
    header[8:16] = generation.to_bytes(8, "little")
    paths.vectors_path.write_bytes(bytes(header))
    before = verify_index(paths.db_path, paths.vectors_path)
    assert not before.ok
    assert any("rebuilt from it when the index is next opened" in p for p in before.problems)
    started = time.monotonic()
    with Engine(paths) as engine:
        assert len(engine.vectors) == 20  # rebuilt from the database: SQLite holds every vector
        report = engine.index()
        assert report.passages_embedded == 0  # nothing embedded again
    assert time.monotonic() - started < 120
    _consistent(paths)


def _open_index(path: str, start: object, answers: object) -> None:
    from desktop_search.core.store.db import Database

    start.wait()  # type: ignore[attr-defined]
    try:
        db = Database(Path(path))
        answers.put(db._journal_mode())  # type: ignore[attr-defined]
        db.close()
    except Exception as exc:  # what the process would print and exit with
        answers.put(f"{type(exc).__name__}: {exc}")  # type: ignore[attr-defined]


def test_processes_that_open_a_new_index_at_once_all_open_it(tmp_path: Path) -> None:
    """Switching a new file to WAL needs it to itself, and SQLite runs no busy handler for that:
    eight processes opening a new index at once failed "database is locked" in 12 rounds of 30."""
    import multiprocessing

    context = multiprocessing.get_context("fork")  # started at once: no import in between
    for round_ in range(10):
        path = tmp_path / f"round-{round_}" / "index.sqlite3"
        path.parent.mkdir()
        start, answers = context.Barrier(8), context.Queue()
        processes = [context.Process(target=_open_index, args=(str(path), start, answers)) for _ in range(8)]
        for process in processes:
            process.start()
        said = [answers.get(timeout=120) for _ in processes]
        for process in processes:
            process.join(timeout=60)
        assert said == ["wal"] * 8, said
