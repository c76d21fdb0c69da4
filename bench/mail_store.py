"""A large mail store through the real pipeline: messages per second, peak memory, and what an
append and a compaction cost against reading the whole store (measured in the same run).

Builds one mbox of ``--messages`` messages (default 50,000; Thunderbird's layout: an
extension-less ``Inbox`` beside its ``Inbox.msf``), bodies of two to five sentences drawn from
SciFact's abstracts (real English prose, ``../shared/eval/scifact``), one in 200 with a small text
attachment. Then, with the app's engine (the sandbox child reads the store a piece at a time;
llama.cpp embeds; Faiss and SQLite store):

* the first index: seconds until every message is findable by its words, messages/s there,
  passages/s of the meaning step, and the peak resident memory of the app's process and of the
  extraction child (sampled every 0.2 s);
* an append of one message (as mail arriving does): seconds and messages read, against the
  first index's words step;
* a compaction (one message deleted, the file rewritten, every later message moved): seconds,
  messages read again, passages embedded (none is expected);
* a search while nothing runs: median of 20 queries.

    .venv/bin/python bench/mail_store.py [--messages 50000] [--keep DIR]
"""

from __future__ import annotations

import argparse
import json
import random
import re
import shutil
import statistics
import sys
import tempfile
import threading
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import psutil

from bench.common import EVAL_DIR, machine_line
from desktop_search.core.config import Paths
from desktop_search.core.engine import Engine
from desktop_search.core.models.builtin import DEFAULT_MODEL_NAME, ensure_builtin_model
from desktop_search.core.settings import Settings

SEED = 23


def sentences() -> list[str]:
    out: list[str] = []
    with open(EVAL_DIR / "scifact" / "corpus.jsonl", encoding="utf-8") as fh:
        for line in fh:
            text = json.loads(line)["text"]
            out += [s.strip() for s in re.split(r"(?<=[.!?])\s+", text) if 40 <= len(s.strip()) <= 400]
    return out


def message(i: int, rng: random.Random, pool: list[str]) -> bytes:
    body = " ".join(rng.sample(pool, rng.randint(2, 5)))
    subject = " ".join(body.split()[:6]).rstrip(".,;:")
    day = 1 + i % 28
    headers = (
        f"From: Sender {i % 997} <sender{i % 997}@example.org>\n"
        f"To: me@example.org\nSubject: {subject}\n"
        f"Date: Tue, {day:02d} Apr 2025 09:{i % 60:02d}:00 +0000\nMessage-ID: <bench-{i}@example.org>\n"
        "MIME-Version: 1.0\n"
    )
    if i % 200 == 0:
        note = " ".join(rng.sample(pool, 3))
        boundary = f"b{i}"
        return (
            f'{headers}Content-Type: multipart/mixed; boundary="{boundary}"\n\n'
            f"--{boundary}\nContent-Type: text/plain; charset=utf-8\n\n{body}\n"
            f"--{boundary}\nContent-Type: text/plain; charset=utf-8\n"
            f'Content-Disposition: attachment; filename="notes-{i}.txt"\n\n{note}\n--{boundary}--\n'
        ).encode()
    return f"{headers}Content-Type: text/plain; charset=utf-8\n\n{body}\n".encode()


def write_store(path: Path, count: int, pool: list[str]) -> None:
    rng = random.Random(SEED)
    with path.open("wb") as fh:
        for i in range(count):
            fh.write(b"From sender@example.org Tue Apr 01 09:00:00 2025\n")
            fh.write(message(i, rng, pool).replace(b"\nFrom ", b"\n>From "))
            fh.write(b"\n")


class PeakMemory:
    """Peak resident memory of this process and of its children, sampled in a thread."""

    def __init__(self) -> None:
        self.main = 0
        self.children = 0
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, daemon=True)

    def _run(self) -> None:
        me = psutil.Process()
        while not self._stop.wait(0.2):
            try:
                self.main = max(self.main, me.memory_info().rss)
                kids = [c.memory_info().rss for c in me.children(recursive=True)]
                self.children = max(self.children, max(kids, default=0))
            except psutil.Error:
                continue

    def __enter__(self) -> PeakMemory:
        self._thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self._stop.set()
        self._thread.join()


def main() -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--messages", type=int, default=50_000)
    parser.add_argument("--keep", type=Path, help="work here (kept) instead of a temporary folder")
    args = parser.parse_args()
    work = args.keep or Path(tempfile.mkdtemp(prefix="ds-mail-bench-"))
    print(machine_line())
    pool = sentences()
    mail = work / "Mail" / "Local Folders"
    mail.mkdir(parents=True, exist_ok=True)
    inbox = mail / "Inbox"
    began = time.monotonic()
    write_store(inbox, args.messages, pool)
    (mail / "Inbox.msf").write_text("// mork")
    size = inbox.stat().st_size
    print(
        f"store: {args.messages:,} messages, {size / 2**20:.1f} MB,"
        f" written in {time.monotonic() - began:.1f} s"
    )

    paths = Paths(work / "data").ensure()
    ensure_builtin_model(DEFAULT_MODEL_NAME, paths.models_dir)
    try:
        # Normal priority: the run is measured, not lived beside.
        with Engine(paths, settings=Settings(background_priority=False)) as eng, PeakMemory() as peak:
            t0 = time.monotonic()
            first = eng.index([work / "Mail"])
            total = time.monotonic() - t0
            words = first.words_s or total
            meaning = total - words
            print(
                f"first index: {first.messages_indexed:,} messages; words in {words:.1f} s "
                f"({first.messages_indexed / words:.0f} messages/s), meaning {first.passages_embedded:,} "
                f"passages in {meaning:.1f} s"
                f" ({first.passages_embedded / max(meaning, 1e-9):.0f} passages/s), "
                f"total {total:.1f} s"
            )
            print(
                f"peak resident memory: app process {peak.main / 2**20:.0f} MB, "
                f"extraction child {peak.children / 2**20:.0f} MB"
            )
            rng = random.Random(SEED + 1)
            with inbox.open("ab") as fh:  # mail arrives: Thunderbird appends to the folder's file
                fh.write(b"From sender@example.org Tue Apr 01 09:00:00 2025\n")
                fh.write(message(args.messages + 1, rng, pool) + b"\n")
            t0 = time.monotonic()
            append = eng.index()
            append_s = time.monotonic() - t0
            print(
                f"append of 1 message: {append_s:.2f} s, {append.messages_indexed} read and stored, "
                f"{append.passages_embedded} passages embedded;"
                f" {append_s / words:.4f} of the first words step"
            )
            data = inbox.read_bytes()  # compaction: one message in the first tenth deleted, the rest moved
            cut = data.index(b"\nFrom sender@example.org", len(data) // 10) + 1
            after = data.index(b"\nFrom sender@example.org", cut + 10) + 1
            inbox.write_bytes(data[:cut] + data[after:])
            del data
            t0 = time.monotonic()
            compact = eng.index()
            compact_s = time.monotonic() - t0
            print(
                f"compaction (1 deleted, {args.messages - args.messages // 10:,} moved): {compact_s:.1f} s, "
                f"{compact.messages_unchanged:,} known again, {compact.messages_indexed} stored anew, "
                f"{compact.messages_removed} removed, {compact.passages_embedded} passages embedded; "
                f"{compact_s / total:.3f} of the first index"
            )
            queries = [" ".join(rng.sample(pool, 1)[0].split()[:5]) for _ in range(20)]
            times = []
            for q in queries:
                t0 = time.perf_counter()
                eng.query(q, top=10, rerank=False)
                times.append(time.perf_counter() - t0)
            print(
                f"search over the store: median {statistics.median(times) * 1000:.0f} ms"
                f" over {len(times)} queries"
            )
    finally:
        if args.keep is None:
            shutil.rmtree(work, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
