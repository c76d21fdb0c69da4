"""One reconciliation pass over a 20,000-file network folder, beside the same files on local disk.

A reconciliation pass is what every poll of a network folder costs (issue #27, item 6):
``planning.plan_scopes`` walks the folder (``scanner.scan``) and compares each file's size
and modification time with the index. The network folder is an sshfs share of a private
sshd on 127.0.0.1 (``tools/mounts.py``: the account ``ds-share``, no directory
cache and 0 s attribute caches, so every round is a cold pass, as a poll every minute or
more is: sshfs's own caches last 20 s at most). The local folder is the share's export
itself, the very same files.

The index is a real ``Database`` holding one ``files`` row per file (``replace_file`` with no
passages: nothing is extracted or embedded), each with the size and mtime the scan sees
through that path (sftp gives whole seconds). Each round times ``plan_scopes`` on each
folder: wall time, this process's CPU (``time.process_time``, every thread), and the CPU
of the share's client processes (sshfs and its ssh, from ``/proc/<pid>/stat``); the
server's CPU (sshd, sftp-server: the NAS's, not this machine's in real life) is shown
apart. Every pass must report every file unchanged and none gone.

The polling interval follows from the client CPU of one pass: poll no more than keeps the
polling under 1 % of one core, ``interval = pass CPU / 0.01``, bounded to [60 s, 15 min].

Needs root, /dev/fuse, sshfs and sshd (``make system-packages``), as the tests' share does.

    sudo .venv/bin/python bench/share_scan.py [--files 20000] [--rounds 3] [--json PATH]
"""

from __future__ import annotations

import argparse
import contextlib
import json
import statistics
import sys
import tempfile
import time
from dataclasses import asdict, dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from common import machine_line  # noqa: E402  (bench/, this script's folder)

from desktop_search.core.common.settings import Settings  # noqa: E402
from desktop_search.core.extract import is_supported  # noqa: E402
from desktop_search.core.indexing.planning import Scope, plan_scopes  # noqa: E402
from desktop_search.core.indexing.scanner import Exclusions, scan  # noqa: E402
from desktop_search.core.store.db import Database  # noqa: E402
from tools.mounts import SshShare, can_share, cpu_seconds  # noqa: E402

PER_FOLDER = 500
#: The share of one core that polling may take, and the bounds of the interval.
CPU_SHARE = 0.01
MIN_INTERVAL_S = 60.0
MAX_INTERVAL_S = 15 * 60.0
WORDS = "invoice garden meeting holiday recipe report contract repair camera letter river".split()


@dataclass
class Pass:
    folder: str
    files: int
    unchanged: int
    gone: int
    changed: int
    wall_s: float
    cpu_s: float  # this process
    client_cpu_s: float  # sshfs and ssh (0 for the local folder)
    server_cpu_s: float  # sshd and sftp-server (0 for the local folder)

    @property
    def total_cpu_s(self) -> float:
        return self.cpu_s + self.client_cpu_s


def write_folder(folder: Path, n: int) -> None:
    """``n`` small notes, 500 to a subfolder, as a user's folder of documents."""
    for i in range(n):
        path = folder / f"d{i // PER_FOLDER:03}" / f"note-{i:05}.txt"
        path.parent.mkdir(parents=True, exist_ok=True)
        words = " ".join(WORDS[(i + k) % len(WORDS)] for k in range(20 + i % 50))
        path.write_text(f"Note {i}\n\n{words}\n", encoding="utf-8")


def fill_index(db: Database, root: Path, exclusions: Exclusions) -> tuple[int, int]:
    """A ``files`` row for every file under ``root``, with the stat seen through ``root``."""
    folder_id = db.add_folder(str(root))
    count = 0
    for st in scan(root, exclusions):
        db.replace_file(
            folder_id=folder_id,
            path=str(st.path),
            size=st.size,
            mtime_ns=st.mtime_ns,
            content_hash=None,
            chunks=[],
        )
        count += 1
    return folder_id, count


def pids_cpu(pids: list[int]) -> float:
    total = 0.0
    for pid in pids:
        with contextlib.suppress(OSError):  # ended meanwhile
            total += cpu_seconds(pid)
    return total


def one_pass(
    db: Database, *, label: str, folder_id: int, root: Path, exclusions: Exclusions, share: SshShare | None
) -> Pass:
    client = share.client_pids() if share else []
    server = share.server_pids() if share else []
    client0, server0 = pids_cpu(client), pids_cpu(server)
    cpu0, wall0 = time.process_time(), time.perf_counter()
    plan = plan_scopes(db, [Scope(folder_id, root, root)], exclusions=exclusions, beat=lambda: None)
    wall, cpu = time.perf_counter() - wall0, time.process_time() - cpu0
    seen = plan.unchanged + len(plan.candidates) + len(plan.moves)
    return Pass(
        folder=label,
        files=seen,
        unchanged=plan.unchanged,
        gone=len(plan.gone),
        changed=len(plan.candidates),
        wall_s=wall,
        cpu_s=cpu,
        client_cpu_s=pids_cpu(client) - client0,
        server_cpu_s=pids_cpu(server) - server0,
    )


def median_pass(passes: list[Pass]) -> Pass:
    first = passes[0]
    med = {
        name: statistics.median(getattr(p, name) for p in passes)
        for name in ("wall_s", "cpu_s", "client_cpu_s", "server_cpu_s")
    }
    return Pass(first.folder, first.files, first.unchanged, first.gone, first.changed, **med)


def interval_for(pass_cpu_s: float, share: float = CPU_SHARE) -> float:
    return min(MAX_INTERVAL_S, max(MIN_INTERVAL_S, pass_cpu_s / share))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--files", type=int, default=20_000)
    parser.add_argument("--rounds", type=int, default=3, help="passes over each folder (median shown)")
    parser.add_argument("--json", type=Path, help="also write the passes here")
    args = parser.parse_args()
    if (why := can_share()) is not None:
        print(f"share_scan: cannot mount an sshfs share here: {why}", file=sys.stderr)
        return 2

    exclusions = Exclusions(Settings(), supported=is_supported)
    with tempfile.TemporaryDirectory(prefix="share-scan-") as tmp, SshShare(Path(tmp) / "nas") as share:
        t0 = time.perf_counter()
        write_folder(share.export, args.files)
        share.give_to_server()
        db = Database(Path(tmp) / "index.sqlite3")
        folders = {
            "local disk": (share.export, None),
            "sshfs, 127.0.0.1": (share.mount_point, share),
        }
        ids = {}
        for label, (root, _share) in folders.items():
            ids[label], count = fill_index(db, root, exclusions)
            if count != args.files:
                raise SystemExit(f"{label}: the scan saw {count} files, not {args.files}")
        print(f"# share_scan: {args.files:,} files, {args.rounds} rounds ({machine_line()})")
        print(f"built the folder and its {2 * args.files:,} index rows in {time.perf_counter() - t0:.1f} s")
        runs: dict[str, list[Pass]] = {label: [] for label in folders}
        for _round in range(args.rounds):
            for label, (root, sh) in folders.items():
                runs[label].append(
                    one_pass(
                        db, label=label, folder_id=ids[label], root=root, exclusions=exclusions, share=sh
                    )
                )
        db.close()

    bad = [p for ps in runs.values() for p in ps if p.unchanged != args.files or p.gone or p.changed]
    local, remote = (median_pass(ps) for ps in runs.values())
    print()
    print(
        "| folder | files | unchanged | gone | wall s | CPU s (this process) | CPU s (sshfs+ssh) "
        "| CPU s (client) | files/s | server CPU s |"
    )
    print("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
    for p in (local, remote):
        print(
            f"| {p.folder} | {p.files:,} | {p.unchanged:,} | {p.gone} | {p.wall_s:.2f} | {p.cpu_s:.2f} "
            f"| {p.client_cpu_s:.2f} | {p.total_cpu_s:.2f} | {p.files / p.wall_s:,.0f} "
            f"| {p.server_cpu_s:.2f} |"
        )
    print(
        f"| share / local | | | | {remote.wall_s / local.wall_s:.1f}x | {remote.cpu_s / local.cpu_s:.1f}x "
        f"| | {remote.total_cpu_s / local.total_cpu_s:.1f}x | | |"
    )
    per_file_us = remote.total_cpu_s / args.files * 1e6
    print()
    print(
        f"polling rule: interval = clamp(pass CPU / {CPU_SHARE:.0%} of one core, "
        f"{MIN_INTERVAL_S:.0f} s, {MAX_INTERVAL_S / 60:.0f} min); pass CPU = client CPU of one pass "
        f"= files x {per_file_us:.0f} us here"
    )
    pass_cpu = remote.total_cpu_s
    print(
        f"for this share: {pass_cpu:.2f} s / {CPU_SHARE:.0%} = {pass_cpu / CPU_SHARE:.0f} s "
        f"-> poll every {interval_for(remote.total_cpu_s):.0f} s "
        f"(at 2 % of a core: every {interval_for(remote.total_cpu_s, 0.02):.0f} s); "
        f"one pass then takes {remote.wall_s:.1f} s of wall time"
    )
    if args.json:
        rows = {label: [asdict(p) for p in ps] for label, ps in runs.items()}
        args.json.write_text(json.dumps({"files": args.files, "passes": rows}, indent=2), encoding="utf-8")
    if bad:
        print(f"FAILED: {len(bad)} passes did not find every file unchanged: {bad[:2]}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
