"""One long passage against search (#49, finding 6), through the real search path, in one run.

A passage the app makes is at most 512 tokens; one from outside may be of any length. This plants
one passage of ``--size`` characters, full of the query's words (its keyword index too, as a
hostile writer would), in two places, and times ``engine.query`` (first stage and presenting: the
snippets; reranking off, as its cost does not depend on the passage):

1. **a drive index**: the passage on the drive, then computer B's copy (``DriveCopy.pull``: time)
   and a search of that copy (the copy cuts the passage to ``border.MAX_PASSAGE_CHARS``);
2. **the local index**: the passage written straight into it (an older index, a planted row), then
   a search of it (snippets read a passage's first ``snippets.MAX_READ_CHARS`` characters).

Each search is timed ``--repeat`` times (median and worst). Before the fix, a 300 KB passage held
a search 15-19 s and one of 278 KB on a drive 53 s; run this file from an older commit's tree to
compare (``--size 100000`` keeps the old code's quadratic snippet within minutes).

    PYTHONPATH=$PWD .venv/bin/python bench/long_passage.py [--size 1000000] [--repeat 5] [--work DIR]
"""

from __future__ import annotations

import argparse
import shutil
import sqlite3
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench.common import machine_line
from bench.multilingual import resolve_model
from desktop_search.core.common.config import Paths
from desktop_search.core.common.settings import Settings
from desktop_search.core.elsewhere.db_pulling import replica_paths
from desktop_search.core.elsewhere.drive_copying import DriveCopy, drive_db_path, drive_url
from desktop_search.core.elsewhere.drive_writing import index_on_drive
from desktop_search.core.engine import Engine
from desktop_search.core.models.convert import DEFAULT_MODEL_NAME
from desktop_search.core.text.lexical import analyse_passage

NOTES = {
    "taxes.txt": "The annual declaration for the revenue office is due at the end of May; collect payslips.",
    "bread.txt": "Fed the starter on Friday night, folded the dough and baked it in a cast iron pot.",
    "router.txt": "The wifi kept dropping every evening; moved the access point away from the microwave.",
}
QUERY = "revenue office declaration payslips"


def plant(db_path: Path, size: int) -> int:
    """One passage of taxes.txt made ``size`` characters of the query's words (and its keywords
    analysed from them, as a writer would); returns its length."""
    text = (QUERY + " ") * (size // (len(QUERY) + 1) + 1)
    analysed = analyse_passage(text)
    conn = sqlite3.connect(db_path)
    try:
        (chunk_id,) = conn.execute(
            "SELECT c.id FROM chunks c JOIN files f ON f.id = c.file_id WHERE f.path LIKE '%taxes.txt'"
        ).fetchone()
        conn.execute("UPDATE chunks SET text = ? WHERE id = ?", (text, chunk_id))
        conn.execute("DELETE FROM chunks_fts WHERE rowid = ?", (chunk_id,))
        conn.execute(
            "INSERT INTO chunks_fts(rowid, words, bigrams) VALUES (?, ?, ?)",
            (chunk_id, analysed.words, analysed.bigrams),
        )
        conn.commit()
    finally:
        conn.close()
    return len(text)


def timed_searches(engine: Engine, repeat: int) -> tuple[float, float, str]:
    """Median and worst seconds of ``repeat`` searches, and the first result's path."""
    times, first = [], ""
    for _ in range(repeat):
        t0 = time.perf_counter()
        response = engine.query(QUERY, top=10, rerank=False)
        times.append(time.perf_counter() - t0)
        first = response.results[0].path if response.results else ""
    return statistics.median(times), max(times), first


def write(folder: Path) -> None:
    folder.mkdir(parents=True, exist_ok=True)
    for name, text in NOTES.items():
        (folder / name).write_text(text, encoding="utf-8")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--size", type=int, default=1_000_000, help="characters of the planted passage")
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--work", type=Path, default=Path("/tmp/ds-long-passage"))
    parser.add_argument("--models-dir", type=Path, default=Path("/tmp/ds-fusion-eval/models"))
    args = parser.parse_args()
    print(machine_line(), flush=True)
    model = resolve_model(DEFAULT_MODEL_NAME, args.models_dir)
    shutil.rmtree(args.work, ignore_errors=True)
    rules = Settings(background_priority=False)

    # 1. A drive index holding the long passage, copied and searched by computer B.
    folder = args.work / "usb" / "Archive"
    write(folder)
    index_on_drive(folder, settings=rules, model_path=model)
    length = plant(drive_db_path(folder), args.size)
    b = Paths(args.work / "computer-b")
    b_settings = Settings(background_priority=False, drive_indexes=[str(folder)], rerank=False)
    b_settings.save(b.ensure().settings_path)
    with Engine(b, model_path=model, settings=b_settings) as engine:
        t0 = time.perf_counter()
        DriveCopy(folder, replica_paths(b.data_dir, drive_url(folder))).pull()
        pulled = time.perf_counter() - t0
        engine.query("warm up", top=1, rerank=False)
        median, worst, first = timed_searches(engine, args.repeat)
    print(
        f"drive: a {length:,}-character passage; copy {pulled:.2f} s; search median {median:.3f} s,"
        f" worst {worst:.3f} s (first result {Path(first).name or '-'})",
        flush=True,
    )

    # 2. The local index holding the long passage (no border between it and the search).
    local = Paths(args.work / "computer-c")
    write(args.work / "home" / "notes")
    with Engine(local, model_path=model, settings=rules) as engine:
        engine.index([args.work / "home" / "notes"])
    length = plant(local.db_path, args.size)
    with Engine(
        local, model_path=model, settings=Settings(background_priority=False, rerank=False)
    ) as engine:
        engine.query("warm up", top=1, rerank=False)
        median, worst, first = timed_searches(engine, args.repeat)
    print(
        f"local: a {length:,}-character passage; search median {median:.3f} s, worst {worst:.3f} s"
        f" (first result {Path(first).name or '-'})",
        flush=True,
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
