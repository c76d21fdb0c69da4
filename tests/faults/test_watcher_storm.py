"""A storm of 10,000 file changes on a watched folder is absorbed: bounded CPU and memory, exact index.

Wired like ``desktop-search watch``: a real :class:`FolderWatcher` (inotify)
feeds change sets into a queue, and the engine's owner thread (here the test)
applies them. A writer thread makes 10,000 changes within seconds: creates,
rewrites, deletes and renames. Afterwards the index holds exactly the files on
disk, the watcher's pending map stayed bounded (the storm collapsed into a
rescan), the process grew by less than 200 MB and sits idle without burning CPU.
"""

from __future__ import annotations

import queue
import sqlite3
import threading
import time
from pathlib import Path

import psutil
import pytest

from desktop_search.core.common.config import Paths
from desktop_search.core.engine import Engine
from desktop_search.core.indexing.changes import ChangeSet
from desktop_search.core.indexing.watcher import FolderWatcher
from desktop_search.core.store.verify import verify_index

from ..helpers.hostile import seed_storm_folder, write_storm

pytestmark = pytest.mark.slow

INITIAL = 40
CREATED = 4000
KEPT = 60  # of the created files, renamed at the end; the rest are deleted
STORM_THRESHOLD = 2000


def _indexed(paths: Paths) -> list[str]:
    con = sqlite3.connect(paths.db_path)
    try:
        return [r[0] for r in con.execute("SELECT path FROM files WHERE status = 'ok'")]
    finally:
        con.close()


def test_ten_thousand_changes_are_absorbed(paths: Paths, tmp_path: Path) -> None:
    folder = tmp_path / "watched"
    seed_storm_folder(folder, initial=INITIAL)
    proc = psutil.Process()
    changes: queue.Queue[ChangeSet] = queue.Queue()
    with Engine(paths) as engine:
        engine.index([folder])
        watcher = FolderWatcher(
            on_changes=changes.put,
            debounce_s=0.3,
            max_delay_s=3.0,
            storm_threshold=STORM_THRESHOLD,
            reconcile_interval_s=None,
        )
        watcher.watch(folder)
        watcher.start()
        try:
            rss_before = proc.memory_info().rss
            writer_result: list[int] = []
            writer = threading.Thread(
                target=lambda: writer_result.append(
                    write_storm(folder, initial=INITIAL, created=CREATED, kept=KEPT, total=10_000)
                ),
                name="storm",
            )
            writer.start()
            runs = rescans = 0
            deadline = time.monotonic() + 300
            on_disk: set[str] = set()
            while time.monotonic() < deadline:
                try:
                    change_set = changes.get(timeout=1.0)
                except queue.Empty:
                    if writer.is_alive():
                        continue
                    on_disk = {str(p) for p in folder.rglob("*.txt")}
                    if sorted(_indexed(paths)) == sorted(on_disk) and len(on_disk) == INITIAL + KEPT:
                        break
                    continue
                runs += 1
                rescans += bool(change_set.rescan)
                engine.index(changes=change_set)
            writer.join()
            rss_growth = proc.memory_info().rss - rss_before

            # Idle afterwards: nothing keeps spinning.
            cpu_before = sum(proc.cpu_times()[:2])
            time.sleep(2.0)  # measuring idle CPU needs wall time to pass
            idle_cpu = sum(proc.cpu_times()[:2]) - cpu_before
            peak_pending = watcher._peak_pending
        finally:
            watcher.stop()
        assert engine.search("Storm file, draft", top=3)

    assert writer_result == [10_000]
    assert sorted(_indexed(paths)) == sorted(on_disk), "the index does not match the folder"
    assert len(on_disk) == INITIAL + KEPT
    assert verify_index(paths.db_path, paths.vectors_path).ok
    assert rescans >= 1, "the storm should collapse into a rescan"
    assert peak_pending <= STORM_THRESHOLD + 1
    assert runs <= 40, f"{runs} index runs for one storm: change sets were not coalesced"
    assert rss_growth < 200 * 1024 * 1024, f"RSS grew by {rss_growth / 2**20:.0f} MB"
    assert idle_cpu < 0.5, f"{idle_cpu:.2f} s of CPU in 2 s of idling"
