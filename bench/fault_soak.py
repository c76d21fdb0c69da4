"""Fault soak: SIGKILL at random points over many rounds, a full disk, a watcher storm. Prints a summary.

    .venv/bin/python bench/fault_soak.py [--rounds 20] [--files 300] [--seed 7]
                                         [--disk-files 600] [--storm 30000] [--only crash|disk|storm]

**Crash rounds.** A folder of a few hundred text files is indexed by the
real CLI (``desktop-search index``) in a child process that is killed with
SIGKILL after a random delay, ``--rounds`` times; between rounds files are
edited, renamed, deleted and created. After every kill SQLite's integrity is
checked and no file may be half-written. At the end one uninterrupted run,
``desktop-search verify``, and the check that matters: every file on disk is
indexed exactly once, with the content it has now (its SHA-256), and nothing
else is in the index (no lost, duplicated or stale files).

**Disk full.** The index directory is a tmpfs of a few MB (needs root);
indexing must stop with a one-line "disk full" error, keep whole files only,
and finish without duplicates once the tmpfs is grown.

**Watcher storm.** ``--storm`` changes within seconds on a watched folder,
applied by the engine as ``desktop-search watch`` does: CPU time, RSS growth,
number of index runs and the watcher's peak pending map are printed.

Exit status 0 when every check passed. Runs in well under 15 minutes on 2 cores.
"""

from __future__ import annotations

import argparse
import hashlib
import os
import queue
import random
import signal
import sqlite3
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from desktop_search.core.common.config import Paths  # noqa: E402
from desktop_search.core.models.builtin import ensure_default_model  # noqa: E402
from tools.storm import seed_storm_folder, write_storm  # noqa: E402

WORDS = (
    "harbour lighthouse ferry glacier orchard quarry violin beekeeper cartographer estuary "
    "timetable invoice budget garden recipe tomato marathon router firmware mountain river "
    "kiln pottery museum concert library archive telescope comet lantern compass"
).split()


def cli(data_dir: Path) -> list[str]:
    return [sys.executable, "-m", "desktop_search", "--data-dir", str(data_dir)]


def text_for(rng: random.Random, tag: str) -> str:
    paragraphs = [
        " ".join(rng.choice(WORDS) for _ in range(rng.randint(15, 70))) + "."
        for _ in range(rng.choice((1, 1, 2, 3)))
    ]
    return f"{tag}\n\n" + "\n\n".join(paragraphs)


def sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def index_rows(db_path: Path) -> tuple[list[tuple[str, str, str | None, int]], int, str]:
    """(path, status, hash, chunks) per file, the number of duplicated (file, ord) chunks, integrity."""
    con = sqlite3.connect(db_path)
    try:
        integrity = con.execute("PRAGMA integrity_check").fetchone()[0]
        rows = con.execute(
            "SELECT f.path, f.status, f.content_hash, COUNT(c.id) FROM files f"
            " LEFT JOIN chunks c ON c.file_id = f.id GROUP BY f.id"
        ).fetchall()
        dup = con.execute(
            "SELECT COUNT(*) FROM (SELECT 1 FROM chunks GROUP BY file_id, ord HAVING COUNT(*) > 1)"
        ).fetchone()[0]
    finally:
        con.close()
    return rows, dup, integrity


# -- crash rounds -----------------------------------------------------------------------------------


class Corpus:
    """A folder of notes that changes between rounds, with what it should hold."""

    def __init__(self, root: Path, rng: random.Random) -> None:
        self.root = root
        self.rng = rng
        self.serial = 0

    def create(self, n: int) -> None:
        for _ in range(n):
            self.serial += 1
            path = self.root / f"d{self.serial % 9}" / f"note-{self.serial:05}.txt"
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(text_for(self.rng, f"Note {self.serial}"), encoding="utf-8")

    def files(self) -> list[Path]:
        return sorted(p for p in self.root.rglob("*.txt") if p.is_file())

    def mutate(self) -> dict[str, int]:
        files = self.files()
        self.rng.shuffle(files)
        edits, renames, deletes = files[:25], files[25:35], files[35:45]
        for path in edits:
            path.write_text(text_for(self.rng, f"Edited {path.stem}"), encoding="utf-8")
        for path in renames:
            self.serial += 1
            target = self.root / f"d{self.serial % 9}" / f"moved-{self.serial:05}.txt"
            path.rename(target)
        for path in deletes:
            path.unlink()
        self.create(20)
        return {"edited": len(edits), "renamed": len(renames), "deleted": len(deletes), "created": 20}


def committed_since(db_path: Path, since: float) -> int:
    """Files the running indexer has committed since ``since`` (read beside the writer: WAL)."""
    if not db_path.exists():
        return 0
    try:
        con = sqlite3.connect(db_path, timeout=1.0)
        try:
            return int(
                con.execute("SELECT COUNT(*) FROM files WHERE indexed_at >= ?", (since,)).fetchone()[0]
            )
        finally:
            con.close()
    except sqlite3.Error:
        return 0


def run_and_kill(command: list[str], db_path: Path, *, rng: random.Random, pending: int) -> str:
    """Run ``command`` and SIGKILL it at a random point: a quarter of the time at a random moment
    of start-up (model loading, scan, moves and deletions), otherwise after a random number of
    committed files plus a random fraction of a batch."""
    t0, wall0 = time.monotonic(), time.time()
    early = rng.random() < 0.25
    deadline = t0 + rng.uniform(0.2, 3.0)
    target = rng.randint(1, max(1, pending))
    proc = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    while proc.poll() is None:
        if (early and time.monotonic() >= deadline) or (
            not early and committed_since(db_path, wall0) >= target
        ):
            if not early:
                time.sleep(rng.uniform(0.0, 0.4))
            os.kill(proc.pid, signal.SIGKILL)
            proc.communicate()
            where = f"{time.monotonic() - t0:.1f}s" if early else f"~{target} files in"
            return f"killed at {where} ({'start-up' if early else 'indexing'})"
        time.sleep(0.05)
    _, err = proc.communicate()
    if proc.returncode != 0:
        return f"failed (rc {proc.returncode}): {err.decode(errors='replace')[-2000:]}"
    return f"finished in {time.monotonic() - t0:.1f}s before the kill"


def crash_rounds(work: Path, *, rounds: int, files: int, seed: int) -> bool:
    rng = random.Random(seed)
    data = Paths(work / "crash-data").ensure()
    ensure_default_model(data.models_dir)
    corpus = Corpus(work / "crash-corpus", rng)
    corpus.create(files)
    index_cmd = [*cli(data.data_dir), "index", str(corpus.root)]
    print(f"crash rounds: {rounds} rounds over {files} files (seed {seed})", flush=True)
    killed = completed = torn = 0
    started = time.monotonic()
    for n in range(1, rounds + 1):
        if n > 1:
            corpus.mutate()
        rows, _, _ = index_rows(data.db_path) if data.db_path.exists() else ([], 0, "ok")
        pending = len(corpus.files()) - sum(r[1] == "ok" for r in rows) + 35  # + edited files
        outcome = run_and_kill(index_cmd, data.db_path, rng=rng, pending=pending)
        if outcome.startswith("failed"):
            print(outcome)
            return False
        killed += outcome.startswith("killed")
        completed += outcome.startswith("finished")
        rows, dup, integrity = index_rows(data.db_path) if data.db_path.exists() else ([], 0, "ok")
        bad = [r for r in rows if r[1] == "ok" and r[3] == 0]
        torn += len(bad) + dup + (integrity != "ok")
        print(f"  round {n:2}: {outcome}; {len(rows)} files in the index, integrity {integrity}", flush=True)

    final = subprocess.run(index_cmd, capture_output=True, text=True, check=False)
    verify = subprocess.run([*cli(data.data_dir), "verify"], capture_output=True, text=True, check=False)
    rows, dup, integrity = index_rows(data.db_path)
    on_disk = {str(p): sha256(p) for p in corpus.files()}
    indexed = [r[0] for r in rows]
    lost = sorted(set(on_disk) - set(indexed))
    extra = sorted(set(indexed) - set(on_disk))
    duplicated = len(indexed) - len(set(indexed)) + dup
    stale = [r[0] for r in rows if r[0] in on_disk and (r[1] != "ok" or r[2] != on_disk[r[0]])]
    empty = [r[0] for r in rows if r[3] == 0]
    print(
        f"crash rounds: {killed} killed, {completed} finished before the kill, "
        f"{time.monotonic() - started:.0f}s; final run: {final.stdout.strip()}"
    )
    print(f"  verify: {verify.stdout.strip().splitlines()[-1]} (exit {verify.returncode})")
    print(
        f"  {len(on_disk)} files on disk, {len(indexed)} indexed: {len(lost)} lost, {duplicated} duplicated, "
        f"{len(extra)} that no longer exist, {len(stale)} stale, {len(empty)} without passages, "
        f"{torn} torn after kills"
    )
    for what, items in (("lost", lost), ("extra", extra), ("stale", stale)):
        for item in items[:5]:
            print(f"    {what}: {item}")
    return (
        final.returncode == 0
        and verify.returncode == 0
        and integrity == "ok"
        and not (lost or extra or stale or empty or duplicated or torn)
        and killed >= rounds // 2
    )


# -- disk full --------------------------------------------------------------------------------------


def disk_full(work: Path, *, files: int, seed: int) -> bool:
    if os.geteuid() != 0:
        print("disk full: skipped (mounting a tmpfs needs root)")
        return True
    rng = random.Random(seed)
    data = Paths(work / "disk-data").ensure()
    ensure_default_model(data.models_dir)
    corpus = Corpus(work / "disk-corpus", rng)
    corpus.create(files)
    size_kb = 4096 + files * 3  # the WAL (up to 4 MB) fits, the whole index does not
    mount = subprocess.run(
        ["mount", "-t", "tmpfs", "-o", f"size={size_kb}k,mode=0700", "tmpfs", str(data.index_dir)],
        capture_output=True,
        text=True,
        check=False,
    )
    if mount.returncode != 0:
        print(f"disk full: skipped (cannot mount a tmpfs: {mount.stderr.strip()})")
        return True
    try:
        t0 = time.monotonic()
        full = subprocess.run(
            [*cli(data.data_dir), "index", str(corpus.root)], capture_output=True, text=True, check=False
        )
        failed_after = time.monotonic() - t0
        rows, dup, integrity = index_rows(data.db_path)
        whole = all(r[1] == "ok" and r[3] > 0 for r in rows)
        message = full.stderr.strip().splitlines()[-1] if full.stderr.strip() else "(nothing)"
        subprocess.run(["mount", "-o", "remount,size=256m", str(data.index_dir)], check=True)
        resumed = subprocess.run([*cli(data.data_dir), "index"], capture_output=True, text=True, check=False)
        verify = subprocess.run([*cli(data.data_dir), "verify"], capture_output=True, text=True, check=False)
        after, dup_after, _ = index_rows(data.db_path)
    finally:
        subprocess.run(["umount", "-l", str(data.index_dir)], check=False)
    on_disk = {str(p) for p in corpus.files()}
    indexed = [r[0] for r in after]
    ok = (
        full.returncode == 1
        and "disk full while writing the index" in full.stderr
        and "Traceback" not in full.stderr
        and integrity == "ok"
        and whole
        and dup == 0
        and 0 < len(rows) < files
        and resumed.returncode == 0
        and verify.returncode == 0
        and sorted(indexed) == sorted(on_disk)
        and dup_after == 0
    )
    print(f"disk full: {files} files, index on a {size_kb} kB tmpfs")
    print(f"  stopped after {failed_after:.1f}s with {len(rows)} whole files kept (integrity {integrity})")
    print(f"  the user saw: {message}")
    print(f"  after growing the disk: {resumed.stdout.strip()}")
    print(f"  verify: exit {verify.returncode}; {len(on_disk)} on disk, {len(set(indexed))} indexed")
    return ok


# -- watcher storm ----------------------------------------------------------------------------------


def watcher_storm(work: Path, *, total: int) -> bool:
    import psutil

    from desktop_search.core.engine import Engine
    from desktop_search.core.indexing.changes import ChangeSet
    from desktop_search.core.indexing.watcher import FolderWatcher
    from desktop_search.core.store.verify import verify_index

    initial, kept, threshold = 100, 200, 2000
    created = (total - initial) // 3
    data = Paths(work / "storm-data").ensure()
    folder = work / "storm"
    seed_storm_folder(folder, initial=initial)
    proc = psutil.Process()
    changes: queue.Queue[ChangeSet] = queue.Queue()
    with Engine(data) as engine:
        engine.index([folder])
        watcher = FolderWatcher(
            on_changes=changes.put, debounce_s=0.5, storm_threshold=threshold, reconcile_interval_s=None
        )
        watcher.watch(folder)
        watcher.start()
        try:
            rss0, cpu0, t0 = proc.memory_info().rss, sum(proc.cpu_times()[:2]), time.monotonic()
            made: list[int] = []
            writer = threading.Thread(
                target=lambda: made.append(
                    write_storm(folder, initial=initial, created=created, kept=kept, total=total)
                )
            )
            writer.start()
            runs = rescans = 0
            peak_rss = rss0
            settled = False
            while time.monotonic() - t0 < 600:
                peak_rss = max(peak_rss, proc.memory_info().rss)
                try:
                    change_set = changes.get(timeout=1.0)
                except queue.Empty:
                    if writer.is_alive():
                        continue
                    on_disk = sorted(str(p) for p in folder.rglob("*.txt"))
                    rows, _, _ = index_rows(data.db_path)
                    if sorted(r[0] for r in rows if r[1] == "ok") == on_disk:
                        settled = True
                        break
                    continue
                runs += 1
                rescans += bool(change_set.rescan)
                engine.index(changes=change_set)
            writer.join()
            wall = time.monotonic() - t0
            busy_cpu = sum(proc.cpu_times()[:2]) - cpu0
            cpu1 = sum(proc.cpu_times()[:2])
            time.sleep(3.0)  # idle CPU needs wall time to pass
            idle_cpu = sum(proc.cpu_times()[:2]) - cpu1
            peak_pending = watcher._peak_pending
        finally:
            watcher.stop()
    growth = (peak_rss - rss0) / 2**20
    report = verify_index(data.db_path, data.vectors_path)
    print(f"watcher storm: {made[0] if made else 0} changes, {initial + kept} files left")
    print(
        f"  settled in {wall:.1f}s: {runs} index runs ({rescans} rescans), peak pending {peak_pending}, "
        f"CPU {busy_cpu:.1f}s, RSS growth {growth:.0f} MB, idle CPU {idle_cpu:.2f}s in 3s, "
        f"verify {'ok' if report.ok else report.problems}"
    )
    return settled and report.ok and growth < 200 and idle_cpu < 0.5 and peak_pending <= threshold + 1


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=20)
    parser.add_argument("--files", type=int, default=300)
    parser.add_argument("--disk-files", type=int, default=600)
    parser.add_argument("--storm", type=int, default=30_000)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--only", choices=("crash", "disk", "storm"))
    args = parser.parse_args()
    now = time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime())
    print(f"{now}, {os.cpu_count()} CPUs, load {os.getloadavg()[0]:.1f}")
    started = time.monotonic()
    results = {}
    with tempfile.TemporaryDirectory(prefix="fault-soak-") as tmp:
        work = Path(tmp)
        os.environ["DESKTOP_SEARCH_HOME"] = str(work / "home")  # never the real user directory
        if args.only in (None, "crash"):
            results["crash rounds"] = crash_rounds(work, rounds=args.rounds, files=args.files, seed=args.seed)
        if args.only in (None, "disk"):
            results["disk full"] = disk_full(work, files=args.disk_files, seed=args.seed)
        if args.only in (None, "storm"):
            results["watcher storm"] = watcher_storm(work, total=args.storm)
    print(f"summary ({time.monotonic() - started:.0f}s):")
    for name, ok in results.items():
        print(f"  {name}: {'PASS' if ok else 'FAIL'}")
    return 0 if all(results.values()) else 1


if __name__ == "__main__":
    sys.exit(main())
