"""Search at scale: latency, recall and size of the vector index at 10k, 100k and 1M chunks.

The vectors are synthetic but shaped like embeddings (normalised 384-d points
around topics and sub-topics, so the nearest neighbours of a query are a
small, meaningful set and recall is not trivially 1 or 0). For every size it
prints, for the exact index and for the approximate (IVF) one that
``desktop_search.core.store.vectors`` switches to above ``EXACT_LIMIT``:

* build time, bytes on disk per chunk,
* top-10 vector search latency (median, p95) one query at a time, as the app
  searches, and at the app's candidate depth (top 100 for 10 results),
* recall@10 and recall@100 of the approximate index against exact search;

then, for the ``--hybrid-sizes`` (10k and 100k), the whole hybrid path of the app
(real MiniLM query embedding through llama.cpp, Faiss, SQLite FTS5 over
synthetic text rows, fusion, grouping, snippets) without and with reranking
the capped 20 candidates by a cross-encoder the size of ms-marco-MiniLM-L-6
(random weights: timing only). 1M is vector-only: filling SQLite with a
million synthetic rows would take longer than the rest of the run.

    .venv/bin/python bench/scale.py [--sizes 10000,50000,100000,1000000] [--queries 100]
"""

from __future__ import annotations

import argparse
import math
import os
import platform
import statistics
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

import numpy as np

from desktop_search.core.store.vectors import EXACT_LIMIT, VectorIndex

DIM = 384
SEED = 7
RERANK_CANDIDATES = 20


# -- synthetic data ---------------------------------------------------------------------------


def topic_model(n: int, rng: np.random.Generator) -> np.ndarray:
    """Sub-topic centres grouped under topics: about ten passages per sub-topic."""
    topics = rng.standard_normal((max(10, n // 2000), DIM), dtype=np.float32)
    subtopics = topics[rng.integers(0, len(topics), max(20, n // 10))]
    return subtopics + 0.8 * rng.standard_normal(subtopics.shape, dtype=np.float32)


def points(centres: np.ndarray, n: int, rng: np.random.Generator, batch: int = 100_000) -> np.ndarray:
    out = np.empty((n, DIM), dtype=np.float32)
    for start in range(0, n, batch):
        stop = min(n, start + batch)
        x = centres[rng.integers(0, len(centres), stop - start)]
        x = x + 1.6 * rng.standard_normal(x.shape, dtype=np.float32)
        out[start:stop] = x / np.linalg.norm(x, axis=1, keepdims=True)
    return out


def vocabulary(size: int, rng: np.random.Generator) -> list[str]:
    """Pronounceable made-up words: the keyword index sees real-looking text of a known shape."""
    onsets = [*"bdfgklmnprstvz", "ch", "sh", "tr"]
    vowels = [*"aeiou", "ai", "ou"]
    words: set[str] = set()
    while len(words) < size:
        syllables = rng.integers(2, 4)
        words.add("".join(rng.choice(onsets) + rng.choice(vowels) for _ in range(syllables)))
    return sorted(words)


def zipf_words(words: list[str], count: int, rng: np.random.Generator) -> list[str]:
    ranks = np.minimum(rng.zipf(1.2, count), len(words)) - 1
    return [words[r] for r in ranks]


# -- measuring --------------------------------------------------------------------------------


def latencies(call: Callable[[int], object], n: int) -> list[float]:
    out = []
    for i in range(n):
        t0 = time.perf_counter()
        call(i)
        out.append((time.perf_counter() - t0) * 1000)
    return out


def med_p95(ms: list[float]) -> tuple[float, float]:
    ordered = sorted(ms)
    return statistics.median(ordered), ordered[int(0.95 * (len(ordered) - 1))]


def recall(found: list[np.ndarray], truth: np.ndarray, k: int) -> float:
    hits = sum(len(set(f[:k].tolist()) & set(t[:k].tolist())) for f, t in zip(found, truth, strict=True))
    return hits / (k * len(found))


@contextmanager
def stopwatch() -> Iterator[list[float]]:
    box: list[float] = []
    t0 = time.perf_counter()
    yield box
    box.append(time.perf_counter() - t0)


# -- the vector part --------------------------------------------------------------------------


def disk_per_chunk(index: VectorIndex, path: Path) -> float:
    index.save(path, 1)
    size = path.stat().st_size / len(index)
    path.unlink()
    return size


def timings(index: VectorIndex, queries: np.ndarray) -> tuple[list[float], list[float], list[np.ndarray]]:
    """Per-query milliseconds for top 10 and top 100 (the app's depth), and the top-100 ids."""
    lat10 = latencies(lambda i: index.search(queries[i], 10), len(queries))
    lat100 = latencies(lambda i: index.search(queries[i], 100), len(queries))
    return lat10, lat100, [index.search(q, 100)[1] for q in queries]


def vector_rows(n: int, vecs: np.ndarray, queries: np.ndarray, tmp: Path) -> list[str]:
    ids = np.arange(1, n + 1, dtype=np.int64)
    rows = []

    exact = VectorIndex(DIM, exact_limit=n)
    with stopwatch() as build:
        exact.add(ids, vecs)
    per_chunk = disk_per_chunk(exact, tmp / "exact.faiss")
    lat10, lat100, _ = timings(exact, queries)
    _, truth = exact._index.search(queries, 100)  # batched: the ground truth
    rows.append(("exact", "flat", build[0], per_chunk, lat10, lat100, 1.0, 1.0))
    del exact

    approx = VectorIndex(DIM, exact_limit=0)  # force the structure the app uses above the limit
    with stopwatch() as build:
        approx.add(ids, vecs)
        approx.fit()
    per_chunk = disk_per_chunk(approx, tmp / "ivf.faiss")
    chosen = approx._index.nprobe
    for nprobe in (chosen, 32, 16, 8):  # the app's choice, then what scanning fewer lists gives
        if nprobe > chosen or (nprobe == chosen and rows[-1][0] != "exact"):
            continue
        approx._index.nprobe = nprobe
        lat10, lat100, found = timings(approx, queries)
        r10, r100 = recall(found, truth, 10), recall(found, truth, 100)
        if nprobe == chosen:
            shape = f"{approx.nlist} lists, nprobe {chosen}"
            rows.append(("IVF*", shape, build[0], per_chunk, lat10, lat100, r10, r100))
        else:
            rows.append(("IVF", f"nprobe {nprobe}", math.nan, math.nan, lat10, lat100, r10, r100))
    out = []
    for kind, shape, build_s, per_chunk, l10, l100, r10, r100 in rows:
        mine = kind == ("exact" if n <= EXACT_LIMIT else "IVF*")  # what the app uses at this size
        label = kind.rstrip("*") + ("*" if mine else "")
        (m10, p10), (m100, p100) = med_p95(l10), med_p95(l100)
        out.append(
            (
                f"| {n:,} | {label} ({shape}) | {build_s:.1f} | {per_chunk:.0f} | "
                f"{m10:.2f} / {p10:.2f} | {m100:.2f} / {p100:.2f} | {r10:.3f} | {r100:.3f} |"
            ).replace("| nan ", "|  ")
        )
    return out


# -- the whole hybrid path --------------------------------------------------------------------


def hybrid_row(
    n: int, *, vecs: np.ndarray, words: list[str], query_texts: list[str], tools: dict[str, object], tmp: Path
) -> str:
    from desktop_search.core.searching.searcher import Searcher
    from desktop_search.core.store.db import Database
    from desktop_search.core.store.passages import ChunkIn

    rng = np.random.default_rng(SEED + n)
    db = Database(tmp / f"hybrid-{n}.sqlite3")
    try:
        folder = db.add_folder("/bench")
        per_file = 10
        t0 = time.perf_counter()
        for f in range(0, n, per_file):
            chunks = [
                ChunkIn(
                    ord=j,
                    char_start=0,
                    char_end=1,
                    text=" ".join(zipf_words(words, 100, rng)),
                    vector=vecs[f + j],
                )
                for j in range(min(per_file, n - f))
            ]
            db.replace_file(
                folder_id=folder,
                path=f"/bench/{f // per_file:07d}.txt",
                size=1,
                mtime_ns=1,
                content_hash=None,
                chunks=chunks,
            )
        fill_s = time.perf_counter() - t0
        vectors = VectorIndex.open(tmp / f"hybrid-{n}.faiss", db, DIM)
        searcher = Searcher(db=db, vectors=vectors, embedder=tools["embedder"])  # type: ignore[arg-type]
        for text in query_texts[:3]:  # warm the caches of SQLite and llama.cpp
            searcher.search(text, top=10, rerank=False)
        plain = latencies(lambda i: searcher.search(query_texts[i], top=10, rerank=False), len(query_texts))
        searcher.reranker = tools["reranker"]  # type: ignore[assignment]
        k = int(tools["rerank_queries"])  # type: ignore[call-overload]
        reranked = latencies(lambda i: searcher.search(query_texts[i], top=10, rerank=True, budget_s=60.0), k)
        kind = "IVF" if vectors.approximate else "exact"
    finally:
        db.close()
    p, r = med_p95(plain), med_p95(reranked)
    return f"| {n:>9,} | {kind} | {fill_s:6.0f} | {p[0]:7.1f} / {p[1]:7.1f} | {r[0]:7.0f} / {r[1]:7.0f} |"


def load_tools(tmp: Path, rerank_queries: int) -> dict[str, object]:
    from desktop_search.core.common.config import Paths
    from desktop_search.core.models.builtin import ensure_default_model
    from desktop_search.core.models.convert import convert_cross_encoder
    from desktop_search.core.models.embedder import Embedder
    from desktop_search.core.models.reranker import Reranker

    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
    from tools.tiny_models import build_tiny_cross_encoder

    embedder = Embedder(ensure_default_model(Paths.resolve().ensure().models_dir))
    folder = build_tiny_cross_encoder(tmp / "minilm-sized", hidden=384, layers=6, heads=12, intermediate=1536)
    gguf = convert_cross_encoder(folder, tmp / "minilm-sized.gguf")
    reranker = Reranker(tmp / gguf.file)
    return {"embedder": embedder, "reranker": reranker, "rerank_queries": rerank_queries}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", default="10000,50000,100000,1000000", help="chunk counts, comma-separated")
    parser.add_argument("--queries", type=int, default=100, help="queries timed per size")
    parser.add_argument(
        "--hybrid-sizes", default="10000,100000", help="sizes also timed through the whole search path"
    )
    parser.add_argument("--rerank-queries", type=int, default=10, help="queries timed with reranking")
    args = parser.parse_args()
    sizes = [int(s) for s in args.sizes.split(",") if s]
    hybrid_sizes = {int(s) for s in args.hybrid_sizes.split(",") if s}

    rng = np.random.default_rng(SEED)
    words = vocabulary(20_000, rng)
    # Queries are made of content words (frequency ranks 100 to 5,000), as people type them; the
    # most frequent words, found in most passages, would time SQLite scanning whole posting lists.
    query_texts = [" ".join(rng.choice(words[100:5000], 3)) for _ in range(args.queries)]
    print(
        f"{time.strftime('%Y-%m-%d')}, {platform.machine()}, {os.cpu_count()} CPU cores, "
        f"Faiss threads: all; exact limit of the app: {EXACT_LIMIT:,} chunks"
    )
    with tempfile.TemporaryDirectory(prefix="scale-") as tmp_name:
        tmp = Path(tmp_name)
        tools = load_tools(tmp, args.rerank_queries) if hybrid_sizes & set(sizes) else {}
        if tools:
            embedder = tools["embedder"]
            enc = latencies(lambda i: embedder.embed_query(query_texts[i]), len(query_texts))  # type: ignore[attr-defined]
            m, p = med_p95(enc)
            print(f"query embedding (MiniLM-L6 through llama.cpp): median {m:.1f} ms, p95 {p:.1f} ms")

        vector_table = [
            "| chunks | index (* = the app's choice) | build s | disk B/chunk | top-10 ms med / p95 "
            "| top-100 ms med / p95 | recall@10 | recall@100 |",
            "|---:|---|---:|---:|---:|---:|---:|---:|",
        ]
        hybrid_table = [
            "| chunks | vector index | fill s | hybrid top-10 ms med / p95 | + rerank 20 ms med / p95 |",
            "|---:|---|---:|---:|---:|",
        ]
        for n in sizes:
            t0 = time.perf_counter()
            rng = np.random.default_rng(SEED + n)
            centres = topic_model(n, rng)
            vecs = points(centres, n, rng)
            queries = points(centres, args.queries, rng)
            vector_table += vector_rows(n, vecs, queries, tmp)
            if n in hybrid_sizes and tools:
                hybrid_table.append(
                    hybrid_row(n, vecs=vecs, words=words, query_texts=query_texts, tools=tools, tmp=tmp)
                )
            del vecs
            print(f"  ({n:,} chunks measured in {time.perf_counter() - t0:.0f} s)", file=sys.stderr)
        if tools:
            tools["reranker"].close()  # type: ignore[attr-defined]
            tools["embedder"].close()  # type: ignore[attr-defined]
    print("\nVector search, one query at a time:")
    print("\n".join(vector_table))
    if len(hybrid_table) > 2:
        print("\nThe app's whole search path (other sizes: the vector part only, above):")
        print("\n".join(hybrid_table))
    return 0


if __name__ == "__main__":
    sys.exit(main())
