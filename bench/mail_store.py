"""A large mail store through the real pipeline: messages per second, peak memory, and what an
append and a compaction cost against reading the whole store (measured in the same run).

Builds one mbox of ``--messages`` messages (default 50,000; Thunderbird's layout: an
extension-less ``Inbox`` beside its ``Inbox.msf``), bodies of two to five sentences drawn from
SciFact's abstracts (real English prose, ``../shared/eval/scifact``), one in 200 with a small text
attachment. Then, with the app's engine (the sandbox child reads the store a piece at a time;
llama.cpp embeds; Faiss and SQLite store):

* the first index: seconds until every message is findable by its words and messages/s there;
  passages/s of the meaning step over its first ``--meaning-sample`` passages (a steady rate: the
  rest waits in the queue, as it does for the user while search works on words; 0 embeds all);
  the peak resident memory of the app's process and of the extraction child (every 0.2 s);
* an append of one message, as the watcher reports it: seconds until the new message is
  findable by words and meaning, messages read (one is expected), against the first run;
* a compaction (one message deleted, the file rewritten, every later message moved): seconds to
  read the store again, messages known again, passages added to the meaning queue (none is
  expected), against the first words step;
* a search over the store: median and slowest of 20 queries.

    .venv/bin/python bench/mail_store.py [--messages 50000] [--meaning-sample 3000] [--keep DIR]
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
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))


from bench.common import EVAL_DIR, PeakMemory, machine_line
from desktop_search.core.common.config import Paths
from desktop_search.core.common.settings import Settings
from desktop_search.core.engine import Engine
from desktop_search.core.indexing.changes import ChangeSet
from desktop_search.core.models.builtin import DEFAULT_MODEL_NAME, ensure_builtin_model
from desktop_search.core.store.messages import member_path

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


class Sample:
    """Stops a run's meaning step once ``limit`` passages have their vectors (asked between two
    batches): the embedding rate is a steady state, so a sample measures it; what is left waits
    in the queue, as it would for the user."""

    def __init__(self, limit: int) -> None:
        self.limit = limit
        self.done = 0
        self.first: float | None = None  # when the meaning step stored its first batch

    def progress(self, p) -> None:  # type: ignore[no-untyped-def]
        if p.phase == "meaning" and p.meaning_done and self.first is None:
            self.first = time.monotonic()
        self.done = p.meaning_done

    def interrupt(self) -> bool:
        return self.done >= self.limit


def main() -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--messages", type=int, default=50_000)
    parser.add_argument(
        "--meaning-sample",
        type=int,
        default=3000,
        help="passages embedded in the first run before it stops (0: embed the whole store)",
    )
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
            sample = Sample(args.meaning_sample or 1 << 62)
            t0 = time.monotonic()
            first = eng.index([work / "Mail"], progress=sample.progress, interrupt=sample.interrupt)
            total = time.monotonic() - t0
            words = first.words_s or total
            meaning_s = time.monotonic() - (sample.first or t0 + words)
            rate = first.passages_embedded / max(meaning_s, 1e-9)
            print(
                f"first index: {first.messages_indexed:,} messages findable by their words in {words:.1f} s"
                f" ({first.messages_indexed / words:.0f} messages/s)"
            )
            left = eng.db.counts()["pending"]
            print(
                f"meaning: {first.passages_embedded:,} passages embedded at {rate:.1f} passages/s"
                f" (llama.cpp, {eng.embedder.n_threads} threads at most); {left:,} wait"
                f" (about {left / max(rate, 1e-9) / 60:.0f} min more at that rate)"
            )
            print(
                f"peak resident memory: app process {peak.main / 2**20:.0f} MB,"
                f" extraction child {peak.children / 2**20:.0f} MB"
            )
            rng = random.Random(SEED + 1)
            with inbox.open("ab") as fh:  # mail arrives: Thunderbird appends to the folder's file
                fh.write(b"From sender@example.org Tue Apr 01 09:00:00 2025\n")
                fh.write(message(args.messages + 1, rng, pool) + b"\n")
            # As the watcher reports it: the change's passages go to the head of the meaning queue.
            sample = Sample(1)
            t0 = time.monotonic()
            append = eng.index(changes=ChangeSet(changed=frozenset({inbox})), interrupt=sample.interrupt,
                               progress=sample.progress)  # fmt: skip
            append_s = time.monotonic() - t0
            arrived = eng.db.file(member_path(str(inbox), f"<bench-{args.messages + 1}@example.org>"))
            meant = arrived is not None and not eng.db.meaning_pending([arrived.id])
            print(
                f"append of 1 message: {append_s:.2f} s until it was findable by words and meaning;"
                f" {append.messages_indexed} message read and stored, {append.passages_embedded} passages"
                f" embedded, its own {'among them' if meant else 'NOT among them'};"
                f" {append_s / total:.4f} of the first run"
            )
            data = inbox.read_bytes()  # compaction: one message in the first tenth deleted, the rest moved
            cut = data.index(b"\nFrom sender@example.org", len(data) // 10) + 1
            after = data.index(b"\nFrom sender@example.org", cut + 10) + 1
            inbox.write_bytes(data[:cut] + data[after:])
            del data
            before = eng.db.counts()["pending"]
            t0 = time.monotonic()
            compact = eng.index(changes=ChangeSet(changed=frozenset({inbox})), interrupt=lambda: True)
            compact_s = time.monotonic() - t0
            queued = eng.db.counts()["pending"] - before
            print(
                f"compaction (1 deleted, the {args.messages - args.messages // 10:,} after it moved):"
                f" {compact_s:.1f} s to read the store again; {compact.messages_unchanged:,} known again,"
                f" {compact.messages_indexed} stored anew, {compact.messages_removed} removed,"
                f" {queued:+,} passages queued for meaning; {compact_s / words:.2f} of the first words step"
            )
            queries = [" ".join(rng.sample(pool, 1)[0].split()[:5]) for _ in range(20)]
            times = []
            for q in queries:
                t0 = time.perf_counter()
                eng.query(q, top=10, rerank=False)
                times.append(time.perf_counter() - t0)
            print(
                f"search over the store: median {statistics.median(times) * 1000:.0f} ms,"
                f" slowest {max(times) * 1000:.0f} ms over {len(times)} queries"
            )
    finally:
        if args.keep is None:
            shutil.rmtree(work, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
