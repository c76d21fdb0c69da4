"""Index a BEIR collection as files through the real pipeline, then search it.

Writes each document to its own file (``<id>.txt``: title, blank line, text)
in a temporary folder, indexes that folder with the engine exactly as a user
would, runs every judged query through the engine's search, and prints
indexing throughput, search latency (median, p95) and retrieval quality
(nDCG@10, Recall@100) next to the published reference numbers.

    .venv/bin/python bench/beir_quality.py [--collection scifact] [--limit-docs N]
"""

from __future__ import annotations

import argparse
import contextlib
import json
import math
import statistics
import sys
import tempfile
import time
from collections import defaultdict
from collections.abc import Iterator
from pathlib import Path

from desktop_search.core.common.config import Paths
from desktop_search.core.engine import Engine
from desktop_search.core.searching import searcher as search_module
from desktop_search.core.searching.query_syntax import ParsedQuery, parse_query

EVAL_DIR = Path(__file__).resolve().parents[2] / "shared" / "eval"


def load(collection: Path) -> tuple[dict[str, str], dict[str, str], dict[str, dict[str, int]]]:
    docs = {}
    with open(collection / "corpus.jsonl", encoding="utf-8") as fh:
        for line in fh:
            row = json.loads(line)
            docs[row["_id"]] = f"{row['title']}\n\n{row['text']}"
    with open(collection / "queries.jsonl", encoding="utf-8") as fh:
        queries = {row["_id"]: row["text"] for row in map(json.loads, fh)}
    qrels: dict[str, dict[str, int]] = defaultdict(dict)
    with open(collection / "qrels.tsv", encoding="utf-8") as fh:
        next(fh)
        for line in fh:
            qid, did, grade = line.rstrip("\n").split("\t")
            if int(grade) > 0:
                qrels[qid][did] = int(grade)
    return docs, queries, qrels


def ndcg_at(ranked: list[str], judged: dict[str, int], k: int = 10) -> float:
    dcg = sum((2 ** judged.get(d, 0) - 1) / math.log2(i + 2) for i, d in enumerate(ranked[:k]))
    ideal = sorted(judged.values(), reverse=True)[:k]
    idcg = sum((2**g - 1) / math.log2(i + 2) for i, g in enumerate(ideal))
    return dcg / idcg if idcg else 0.0


CANDIDATES = 20


def _rerank_latency(engine: Engine, texts: list[str], tmp: Path) -> list[float]:
    """Milliseconds to rerank each query's capped candidate set (the app's default of 20)."""
    if not texts:
        return []
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
    from desktop_search.core.models.convert import convert_cross_encoder
    from desktop_search.core.models.reranker import Reranker
    from tools.tiny_models import build_tiny_cross_encoder

    folder = build_tiny_cross_encoder(tmp / "minilm-sized", hidden=384, layers=6, heads=12, intermediate=1536)
    gguf = convert_cross_encoder(folder, tmp / "minilm-sized.gguf")
    times = []
    with Reranker(tmp / gguf.file) as reranker:
        for text in texts:
            results = engine.query(text, top=CANDIDATES, rerank=False).results
            chunks = engine.db.chunks_by_id(r.chunk_id for r in results)
            passages = [chunks[r.chunk_id].text for r in results]
            t0 = time.perf_counter()
            reranker.score(text, passages)
            times.append((time.perf_counter() - t0) * 1000)
    return times


#: Operator variants of each judged query, for their latency (quality is the plain queries').
OPERATOR_VARIANTS = {
    "phrase": '"first two words" quoted, the rest plain',
    "exclude": "-lastword: the last word excluded",
    "or": "first OR second word, the rest plain",
    "filters": "type:txt after:2000 in:docs added",
    "filters-only": "type:txt after:2000 alone (a listing)",
}


def _with_operator(kind: str, text: str) -> str:
    words = text.replace('"', " ").split()
    if kind == "phrase":
        return f'"{" ".join(words[:2])}" {" ".join(words[2:])}'
    if kind == "exclude":
        return f"{' '.join(words[:-1])} -{words[-1].strip('.,;:?')}"
    if kind == "or":
        return f"{words[0]} OR {' '.join(words[1:])}"
    if kind == "filters":
        return f"{text} type:txt after:2000 in:docs"
    return "type:txt after:2000"


def _latency(engine: Engine, texts: list[str], top: int) -> list[float]:
    """Milliseconds per query, sorted."""
    out = []
    for text in texts:
        t1 = time.perf_counter()
        engine.query(text, top=top, rerank=False)
        out.append((time.perf_counter() - t1) * 1000)
    return sorted(out)


@contextlib.contextmanager
def _query_language_off() -> Iterator[None]:
    """Every query searched as the words it is, operators and all (the search before #16)."""
    original = search_module.parse_query
    search_module.parse_query = lambda text, **_kw: ParsedQuery(text, text)
    try:
        yield
    finally:
        search_module.parse_query = original


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--collection", default="scifact")
    parser.add_argument("--eval-dir", type=Path, default=EVAL_DIR)
    parser.add_argument("--limit-docs", type=int, default=0, help="index only the first N documents")
    parser.add_argument("--fusions", default="vector,keyword,rrf,blend", help="first stages to compare")
    parser.add_argument("--latency-top", type=int, default=10, help="results per query for the latency run")
    parser.add_argument(
        "--rerank-queries",
        type=int,
        default=30,
        help="queries timed with a MiniLM-sized cross-encoder (0: skip)",
    )
    args = parser.parse_args()

    docs, queries, qrels = load(args.eval_dir / args.collection)
    if args.limit_docs:
        docs = dict(list(docs.items())[: args.limit_docs])
        qrels = {q: {d: g for d, g in rel.items() if d in docs} for q, rel in qrels.items()}
        qrels = {q: rel for q, rel in qrels.items() if rel}
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp) / "docs"
        folder.mkdir()
        for doc_id, text in docs.items():
            (folder / f"{doc_id}.txt").write_text(text, encoding="utf-8")
        with Engine(Paths(Path(tmp) / "data")) as engine:
            t0 = time.perf_counter()
            report = engine.index([folder])
            index_s = time.perf_counter() - t0
            device = engine.embedder.device
            rows = []
            for fusion in args.fusions.split(","):
                engine.searcher.fusion = fusion
                latencies, ndcgs, recalls = [], [], []
                for qid, judged in qrels.items():
                    t1 = time.perf_counter()
                    results = engine.query(queries[qid], top=100, rerank=False).results
                    latencies.append(time.perf_counter() - t1)
                    ranked = [Path(r.path).stem for r in results]
                    ndcgs.append(ndcg_at(ranked, judged))
                    recalls.append(len(set(ranked) & judged.keys()) / len(judged))
                rows.append((fusion, sorted(latencies), statistics.fmean(ndcgs), statistics.fmean(recalls)))
            # The same queries with the query language off (every query searched as plain words):
            # a collection's queries are not written in it, and where one happens to look like an
            # operator (Cranfield's "-dash") the difference shows here.
            engine.searcher.fusion = "rrf"
            changed = [qid for qid in qrels if not parse_query(queries[qid]).plain]
            if changed:
                as_words: list[float] = []
                with _query_language_off():
                    for qid in changed:
                        ranked = [
                            Path(r.path).stem
                            for r in engine.query(queries[qid], top=100, rerank=False).results
                        ]
                        as_words.append(ndcg_at(ranked, qrels[qid]))
                with_ops = [
                    ndcg_at(
                        [
                            Path(r.path).stem
                            for r in engine.query(queries[qid], top=100, rerank=False).results
                        ],
                        qrels[qid],
                    )
                    for qid in changed
                ]
                rows_changed = (len(changed), statistics.fmean(with_ops), statistics.fmean(as_words))
            else:
                rows_changed = (0, 0.0, 0.0)
            query_texts = [queries[qid] for qid in qrels]
            latency = []
            for text in query_texts:
                t1 = time.perf_counter()
                engine.query(text, top=args.latency_top, rerank=False)
                latency.append(time.perf_counter() - t1)
            operator_ms = {
                kind: _latency(engine, [_with_operator(kind, text) for text in query_texts], args.latency_top)
                for kind in OPERATOR_VARIANTS
            }
            rerank_ms = _rerank_latency(engine, query_texts[: args.rerank_queries], Path(tmp))
    print(f"collection {args.collection}: {len(docs)} files, {len(qrels)} judged queries, {device}")
    print(
        f"indexing: {report.files_indexed} files, {report.chunks_added} chunks in {index_s:.1f} s "
        f"= {report.files_indexed / index_s:.1f} files/s, {report.chunks_added / index_s:.1f} chunks/s"
    )
    print(f"{'first stage':>12} {'nDCG@10':>8} {'R@100':>7} {'median ms':>10} {'p95 ms':>7}")
    for fusion, lat, ndcg, recall in rows:
        p95 = lat[int(0.95 * (len(lat) - 1))] * 1000
        print(f"{fusion:>12} {ndcg:>8.4f} {recall:>7.4f} {statistics.median(lat) * 1000:>10.1f} {p95:>7.1f}")
    n_changed, with_ops, as_words = rows_changed
    print(
        f"queries the query language reads as operators: {n_changed} of {len(qrels)}"
        + (
            f" (rrf nDCG@10 on them {with_ops:.4f}; searched as plain words {as_words:.4f})"
            if n_changed
            else ""
        )
    )
    latency.sort()
    p95_ms = latency[int(0.95 * (len(latency) - 1))] * 1000
    print(
        f"search latency, hybrid (rrf), top {args.latency_top}, no reranking: median "
        f"{statistics.median(latency) * 1000:.1f} ms, p95 {p95_ms:.1f} ms"
    )
    print(f"the same queries with an operator, top {args.latency_top}, median / p95 ms (ratio to plain):")
    plain_median = statistics.median(latency) * 1000
    for kind, lat in operator_ms.items():
        median = statistics.median(lat)
        print(
            f"  {OPERATOR_VARIANTS[kind]:<44} {median:7.1f} {lat[int(0.95 * (len(lat) - 1))]:7.1f}"
            f"  ({median / plain_median:.2f}x)"
        )
    if rerank_ms:
        rerank_ms.sort()
        print(
            f"reranking the capped {CANDIDATES} candidates with a MiniLM-L6-sized cross-encoder "
            f"(384 hidden, 6 layers; random weights, so timing only): "
            f"median {statistics.median(rerank_ms):.0f} ms, "
            f"p95 {rerank_ms[int(0.95 * (len(rerank_ms) - 1))]:.0f} ms over {len(rerank_ms)} queries"
        )
    if args.collection == "scifact" and not args.limit_docs:
        print("reference: all-MiniLM-L6-v2 (MTEB) nDCG@10 0.6451, Recall@100 0.925; BM25 0.665")
    return 0


if __name__ == "__main__":
    sys.exit(main())
