"""Query latency of this tree against another commit's, on one shared index, alternated.

The whole first stage of a search (real MiniLM query embedding through llama.cpp, Faiss, SQLite
FTS5, the routes, fusion, grouping, snippets; no reranking) is timed for the same three-word
queries over the same 10,000-passage index (``bench/scale.py``'s synthetic vectors and text,
built once), by this tree and by ``--other`` (a worktree of another commit), each in its own
process, ``--rounds`` times in turn. For a change that should not change speed: the paired
differences say whether it did, against the spread between runs of one tree.

    git worktree add --detach /tmp/old 8435779
    .venv/bin/python bench/search_ab.py --other /tmp/old [--rounds 6] [--queries 300]
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parents[1]

# Runs in a child with PYTHONPATH at one tree; older trees kept some modules elsewhere.
CHILD = r"""
import shutil, statistics, sys, time
from pathlib import Path
tree, work, queries = Path(sys.argv[1]), Path(sys.argv[2]), int(sys.argv[3])
sys.path.insert(0, str(tree))
import numpy as np
from bench import scale
try:
    from desktop_search.core.searching.searcher import Searcher
except ImportError:
    from desktop_search.core.search import Searcher
try:
    from desktop_search.core.common.config import Paths
except ImportError:
    from desktop_search.core.config import Paths
try:
    from desktop_search.core.models.builtin import ensure_default_model
except ImportError:
    from desktop_search.core.models.convert import ensure_default_model
from desktop_search.core.models.embedder import Embedder
from desktop_search.core.store.db import Database
from desktop_search.core.store.vectors import VectorIndex
n = 10_000
rng = np.random.default_rng(scale.SEED)
words = scale.vocabulary(20_000, rng)
texts = [" ".join(rng.choice(words[100:5000], 3)) for _ in range(queries)]
shared = work / "index.sqlite3"
if not shared.exists():
    try:
        from desktop_search.core.store.passages import ChunkIn
    except ImportError:
        from desktop_search.core.store.db import ChunkIn
    vecs = scale.points(scale.topic_model(n, rng), n, rng)
    db = Database(shared)
    folder = db.add_folder("/bench")
    r2 = np.random.default_rng(scale.SEED + n)
    for f in range(0, n, 10):
        chunks = [
            ChunkIn(ord=j, char_start=0, char_end=1,
                    text=" ".join(scale.zipf_words(words, 100, r2)), vector=vecs[f + j])
            for j in range(min(10, n - f))
        ]
        db.replace_file(folder_id=folder, path=f"/bench/{f // 10:07d}.txt", size=1, mtime_ns=1,
                        content_hash=None, chunks=chunks)
    db.close()
own = work / str(abs(hash(str(tree))))
shutil.rmtree(own, ignore_errors=True)
own.mkdir()
shutil.copy(shared, own / "index.sqlite3")
db = Database(own / "index.sqlite3")
searcher = Searcher(db=db, vectors=VectorIndex.open(own / "index.faiss", db, scale.DIM),
                    embedder=Embedder(ensure_default_model(Paths.resolve().ensure().models_dir)))
for text in texts[:5]:
    searcher.search(text, top=10, rerank=False)
ms = []
for text in texts:
    t0 = time.perf_counter()
    searcher.search(text, top=10, rerank=False)
    ms.append((time.perf_counter() - t0) * 1000)
ms.sort()
print(f"{statistics.median(ms):.2f} {ms[int(0.95 * len(ms))]:.2f}")
"""


def run(tree: Path, work: Path, queries: int) -> tuple[float, float]:
    env = {**os.environ, "PYTHONPATH": str(tree)}
    out = subprocess.run(
        [sys.executable, "-c", CHILD, str(tree), str(work), str(queries)],
        cwd=tree,
        env=env,
        capture_output=True,
        text=True,
        check=True,
    ).stdout.split()
    return float(out[-2]), float(out[-1])


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--other", type=Path, required=True, help="a worktree of the commit to compare with")
    parser.add_argument("--rounds", type=int, default=6)
    parser.add_argument("--queries", type=int, default=300)
    args = parser.parse_args()
    now = time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime())
    print(f"{now}; load {os.getloadavg()[0]:.2f}; {os.cpu_count()} CPU threads")
    with tempfile.TemporaryDirectory(prefix="search-ab-") as tmp:
        work = Path(tmp)
        run(HERE, work, 5)  # builds the shared index
        diffs = []
        print("| round | other: median / p95 ms | this tree: median / p95 ms |\n|---:|---:|---:|")
        for i in range(args.rounds):
            if i % 2:  # alternate which tree runs first
                this = run(HERE, work, args.queries)
                other = run(args.other.resolve(), work, args.queries)
            else:
                other = run(args.other.resolve(), work, args.queries)
                this = run(HERE, work, args.queries)
            diffs.append(this[0] - other[0])
            print(
                f"| {i + 1} | {other[0]:.1f} / {other[1]:.1f} | {this[0]:.1f} / {this[1]:.1f} |", flush=True
            )
    print(
        f"median differences (this - other): mean {statistics.fmean(diffs):+.2f} ms, "
        f"range {min(diffs):+.2f} to {max(diffs):+.2f} ms"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
