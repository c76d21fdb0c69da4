"""The desktop's search box: how fast the D-Bus search provider answers, over 10,000 real files.

GNOME Shell asks its search providers on every keystroke and KRunner on every change of the
text; an answer that comes late is dropped. This benchmark builds an index of 10,000 text files
(SciFact abstracts, Cranfield reports, XQuAD paragraphs in four languages and excerpts of
further abstracts: real text, several languages) with the real pipeline, starts a private
session bus (``dbus-run-session``) that knows the provider's service file, and times, over the
bus as the shell calls them:

* the first answer: D-Bus activation of the provider, its start and the model load;
* ``GetInitialResultSet`` for whole queries (SciFact's and Cranfield's questions);
* typing: ``GetInitialResultSet`` for the first letters, then ``GetSubsearchResultSet`` for each
  further letter, as GNOME Shell sends them;
* ``GetResultMetas`` for the answer, and KRunner's ``Match``;
* whole queries again while the app indexes 500 new files in another process.

The baseline, measured in the same run, is the same first stage called in this process
without D-Bus (the servers' read-only view): the ratio is what the provider adds. Medians and
95th percentiles in milliseconds.

    .venv/bin/python bench/search_box.py [--files 10000] [--queries 100] [--data /tmp/ds-search-box]

The index is kept in ``--data`` and reused by the next run (delete it to rebuild).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.common import EVAL_DIR, load_corpus, machine_line
from desktop_search.core.common.config import Paths
from desktop_search.core.common.settings import Settings
from desktop_search.core.engine import Engine
from desktop_search.server.desktop_provider import BUS_NAME, GNOME_PATH, KRUNNER_PATH
from desktop_search.server.operations import Operations
from tools.session_bus import SessionBus

ROOT = Path(__file__).resolve().parents[1]
GNOME = "org.gnome.Shell.SearchProvider2"


def build_folder(folder: Path, files: int) -> int:
    """Write ``files`` text files of real text into ``folder`` (kept when already complete)."""
    done = folder / ".complete"
    if done.exists():
        return int(done.read_text())
    shutil.rmtree(folder, ignore_errors=True)
    written = 0
    sources = [("scifact", "scifact"), ("cranfield", "cranfield")]
    sources += [(f"xquad-{lang}", f"xquad/{lang}") for lang in ("en", "de", "es", "zh")]
    for collection, sub in sources:
        out = folder / sub
        out.mkdir(parents=True, exist_ok=True)
        for doc_id, text in load_corpus(EVAL_DIR / collection).items():
            if written >= files:
                break
            (out / f"{doc_id}.txt").write_text(text, encoding="utf-8")
            written += 1
    notes = folder / "notes"
    notes.mkdir(exist_ok=True)
    for doc_id, text in load_corpus(EVAL_DIR / "scifact").items():  # the rest: excerpts of abstracts
        if written >= files:
            break
        sentences = text.split(". ")
        if len(sentences) < 4:
            continue
        (notes / f"excerpt-{doc_id}.txt").write_text(
            ". ".join(sentences[len(sentences) // 2 :]), encoding="utf-8"
        )
        written += 1
    done.write_text(str(written))
    return written


def build_index(data: Path, folder: Path) -> tuple[Paths, float]:
    paths = Paths(data).ensure()
    marker = data / ".indexed"
    if marker.exists():
        return paths, float(marker.read_text())
    Settings.update(paths.settings_path, background_priority=False)
    start = time.perf_counter()
    with Engine(paths) as engine:
        engine.index([folder])
    took = time.perf_counter() - start
    marker.write_text(f"{took:.1f}")
    return paths, took


class _Client:
    """Calls over one connection to the bus, kept for the whole run (as GNOME Shell keeps one)."""

    def __init__(self, address: str) -> None:
        from dbus_fast.aio import MessageBus

        async def connect() -> MessageBus:  # dbus-fast makes its bus inside a running loop
            return await MessageBus(bus_address=address).connect()

        self.loop = asyncio.new_event_loop()
        self.bus = self.loop.run_until_complete(connect())

    def call(  # noqa: PLR0917
        self, destination: str, path: str, interface: str, member: str, signature: str, body: list
    ) -> list:
        from dbus_fast import Message, MessageType

        message = Message(
            destination=destination,
            path=path,
            interface=interface,
            member=member,
            signature=signature,
            body=body,
        )
        reply = self.loop.run_until_complete(self.bus.call(message))
        if reply is None or reply.message_type == MessageType.ERROR:
            raise RuntimeError(f"{member}: {reply.body if reply else 'no reply'}")
        return reply.body

    def close(self) -> None:
        self.bus.disconnect()
        self.loop.run_until_complete(asyncio.sleep(0.05))
        self.loop.close()


def med_p95(ms: list[float]) -> str:
    ordered = sorted(ms)
    p95 = ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]
    return f"median {statistics.median(ordered):6.1f} ms, p95 {p95:6.1f} ms (n={len(ordered)})"


def timed(call) -> float:
    start = time.perf_counter()
    call()
    return (time.perf_counter() - start) * 1000


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--files", type=int, default=10_000)
    parser.add_argument("--queries", type=int, default=100)
    parser.add_argument("--typed", type=int, default=20, help="queries typed letter by letter")
    parser.add_argument("--data", type=Path, default=Path(tempfile.gettempdir()) / "ds-search-box")
    args = parser.parse_args()
    print(machine_line())
    folder = args.data / "files"
    count = build_folder(folder, args.files)
    paths, took = build_index(args.data / "data", folder)
    with Engine(paths) as engine:
        status = engine.status()
    print(f"index: {status.files} files, {status.chunks} passages (built in {took:.0f} s, in {args.data})")
    assert status.files >= count, "the index does not hold every file"

    rng = random.Random(7)
    queries = [json.loads(line)["text"] for line in (EVAL_DIR / "scifact" / "queries.jsonl").open()]
    queries += [json.loads(line)["text"] for line in (EVAL_DIR / "cranfield" / "queries.jsonl").open()]
    rng.shuffle(queries)
    queries = [" ".join(q.split()[:12]) for q in queries[: args.queries]]  # what people type in a box
    typed = queries[: args.typed]

    # Baseline: the same first stage in this process, no D-Bus (the servers' read-only view).
    ops = Operations(paths)
    settings = Settings.load(paths.settings_path)

    def first_stage(index, query: str) -> int:
        return len(index.searcher.first_stage(query, top=8, candidates=settings.rerank_candidates).results)

    ops.submit(first_stage, "warm up").result()
    direct = [timed(lambda q=q: ops.submit(first_stage, q).result()) for q in queries]
    ops.close()

    work = Path(tempfile.mkdtemp(prefix="ds-search-box-bus-"))
    services = work / "share" / "dbus-1" / "services"
    services.mkdir(parents=True)
    service = (ROOT / "resources" / "dbus-1" / "services" / f"{BUS_NAME}.service").read_text()
    exec_line = f"Exec={sys.executable} -m desktop_search search-provider"
    (services / f"{BUS_NAME}.service").write_text(
        "\n".join(exec_line if line.startswith("Exec=") else line for line in service.splitlines()) + "\n"
    )
    env = {
        **os.environ,
        "XDG_DATA_HOME": str(work / "share"),
        "DESKTOP_SEARCH_HOME": str(paths.data_dir),
        "PYTHONPATH": str(ROOT),
    }
    session = SessionBus.start(env, work)
    bus = _Client(session.address)  # one connection, as the shell keeps
    try:
        cold = timed(
            lambda: bus.call(BUS_NAME, GNOME_PATH, GNOME, "GetInitialResultSet", "as", [["protein"]])
        )
        initial = [
            timed(lambda q=q: bus.call(BUS_NAME, GNOME_PATH, GNOME, "GetInitialResultSet", "as", [q.split()]))
            for q in queries
        ]
        keystrokes: list[float] = []
        for q in typed:
            previous: list[str] = []
            for end in range(2, len(q) + 1):
                terms = q[:end].split()
                if end == 2:
                    call = ("GetInitialResultSet", "as", [terms])
                else:
                    call = ("GetSubsearchResultSet", "asas", [previous, terms])
                start = time.perf_counter()
                (previous,) = bus.call(BUS_NAME, GNOME_PATH, GNOME, *call)
                keystrokes.append((time.perf_counter() - start) * 1000)
        metas = []
        krunner = []
        for q in queries[:30]:
            (ids,) = bus.call(BUS_NAME, GNOME_PATH, GNOME, "GetInitialResultSet", "as", [q.split()])
            metas.append(
                timed(
                    lambda ids=ids: bus.call(BUS_NAME, GNOME_PATH, GNOME, "GetResultMetas", "as", [ids[:5]])
                )
            )
            krunner.append(
                timed(lambda q=q: bus.call(BUS_NAME, KRUNNER_PATH, "org.kde.krunner1", "Match", "s", [q]))
            )

        # While the app indexes: 500 new files in another process, searched meanwhile.
        more = args.data / "more"
        shutil.rmtree(more, ignore_errors=True)
        more.mkdir()
        for i, (doc_id, text) in enumerate(load_corpus(EVAL_DIR / "scifact").items()):
            if i >= 500:
                break
            (more / f"new-{doc_id}.txt").write_text(
                text[::-1][:2000], encoding="utf-8"
            )  # new text, same words
        indexer = subprocess.Popen(
            [sys.executable, "-m", "desktop_search", "--data-dir", str(paths.data_dir), "index", str(more)],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        during: list[float] = []
        while indexer.poll() is None and len(during) < 5000:
            q = queries[len(during) % len(queries)]
            during.append(
                timed(
                    lambda q=q: bus.call(
                        BUS_NAME, GNOME_PATH, GNOME, "GetInitialResultSet", "as", [q.split()]
                    )
                )
            )
        indexer.wait()
        subprocess.run(
            [
                sys.executable,
                "-m",
                "desktop_search",
                "--data-dir",
                str(paths.data_dir),
                "folders",
                "remove",
                str(more),
            ],
            check=False,
            capture_output=True,
        )
    finally:
        bus.close()
        session.stop()
        shutil.rmtree(work, ignore_errors=True)

    base = statistics.median(direct)
    print(f"in-process first stage (baseline)      {med_p95(direct)}")
    print(f"first answer, D-Bus activation + model {cold:6.0f} ms")
    ratio = statistics.median(initial) / base
    print(f"GetInitialResultSet, whole queries     {med_p95(initial)}  ×{ratio:.2f} of baseline")
    print(f"typing, one call per letter            {med_p95(keystrokes)}")
    print(f"GetResultMetas (5 results)             {med_p95(metas)}")
    print(f"KRunner Match                          {med_p95(krunner)}")
    ratio = statistics.median(during) / base
    print(f"GetInitialResultSet while indexing     {med_p95(during)}  ×{ratio:.2f} of baseline")
    return 0


if __name__ == "__main__":
    sys.exit(main())
