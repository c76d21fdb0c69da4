"""What searching two indexes side by side costs in ranking (#41, #42): the local index and a
shared index's or a drive's copy, each ranked by its own searcher and merged into one list
(``elsewhere.searching.merge``: by score, then by similarity), against one index holding every file.

Each eval collection of ``../shared/eval`` is written as files and indexed three times by the
app's engine: all of it (one index), and its documents split in two halves (even and odd
positions: "this computer" and "the NAS" or "the drive"). Every judged question is asked of
the one index and of the two halves merged, exactly as the app merges them
(``SharedSearch.first_stage``: each half's first stage, then ``pooled_results``: their candidates
fused once), on each route (vector, keyword, fused), and nDCG@10 is printed side by side with the
earlier way (``merge``: each half's order merged by score), and how many questions' top 10 differ
from the one index's.

    PYTHONPATH=$PWD .venv/bin/python bench/merge_eval.py [--sets scifact,cranfield,xquad-en,...]
        [--queries N] [--work DIR] [--json out.json]
"""

from __future__ import annotations

import argparse
import json
import shutil
import statistics
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench.common import machine_line, write_files
from bench.multilingual import QueryVectors, load_set, pick_queries, resolve_model
from bench.shared_index import EVAL_DIR, model_for, ndcg
from desktop_search.core.common.config import Paths
from desktop_search.core.common.settings import Settings
from desktop_search.core.elsewhere.searching import merge, pooled_results
from desktop_search.core.engine import Engine

K = 10
ROUTES = (("vector", "vector"), ("keyword", "keyword"), ("fused", "rrf"))
SETS = "scifact,cranfield,xquad-en,xquad-de,xquad-es,xquad-zh,xquad-en2de,xquad-en2zh"


def run_set(name: str, *, work: Path, models_dir: Path, queries: int, reuse: bool) -> dict[str, Any]:
    model = resolve_model(model_for(name), models_dir)
    docs, texts, qrels = load_set(EVAL_DIR, name)
    docs = {d: t.removeprefix("\n\n") for d, t in docs.items()}
    qids = pick_queries(qrels, queries)
    base = work / name
    if not reuse:
        shutil.rmtree(base, ignore_errors=True)
    ids = list(docs)
    halves = {"all": ids, "here": ids[0::2], "there": ids[1::2]}
    folders = {}
    for part, members in halves.items():
        folders[part] = base / part / "docs"
        if not reuse:
            write_files(folders[part], {d: docs[d] for d in members})
    out: dict[str, Any] = {"set": name, "model": model.name, "docs": len(docs), "queries": len(qids)}
    rules = Settings(background_priority=False)
    engines = {part: Engine(Paths(base / part / "data"), model_path=model, settings=rules) for part in halves}
    try:
        t0 = time.perf_counter()
        for part, engine in engines.items():
            engine.index([folders[part]])
        print(f"  {name}: indexed whole and halves in {time.perf_counter() - t0:.0f} s", flush=True)
        vectors = QueryVectors(engines["all"].embedder)
        for qid in qids:  # every question embedded once (the same vectors for every index)
            vectors.embed_query(texts[qid])
        for engine in engines.values():
            engine.searcher.embedder = vectors  # type: ignore[assignment]
        for label, fusion in ROUTES:
            for engine in engines.values():
                engine.searcher.fusion = fusion
            one, merged, pooled, differ = [], [], [], 0
            knows = engines["all"].embedder.profile.knows
            for qid in qids:
                query = texts[qid]
                whole = engines["all"].searcher.first_stage(query, top=K, candidates=20).results
                here = engines["here"].searcher.first_stage(query, top=K, candidates=20)
                there = engines["there"].searcher.first_stage(query, top=K, candidates=20)
                # Before: each index's order merged by score; now (the app): fused once.
                both = merge(here.results, [("there", there.results)], top=K, keep_weak=False)
                once = pooled_results(
                    [("", engines["here"].searcher, here), ("there", engines["there"].searcher, there)],
                    fusion=fusion,
                    knows=knows,
                    top=K,
                    keep_weak=False,
                )
                once = once if once is not None else both  # what the app does for this fusion
                a = [Path(r.path).stem for r in whole]
                b = [Path(r.path).stem for r in both]
                c = [Path(r.path).stem for r in once]
                one.append(ndcg(a, qrels[qid]))
                merged.append(ndcg(b, qrels[qid]))
                pooled.append(ndcg(c, qrels[qid]))
                differ += a != c
            out[label] = {
                "one": statistics.fmean(one),
                "merged": statistics.fmean(merged),
                "pooled": statistics.fmean(pooled),
                "differ": differ,
            }
    finally:
        for engine in engines.values():
            engine.close()
    return out


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sets", default=SETS)
    parser.add_argument("--queries", type=int, default=0, help="judged questions per set (0: all)")
    parser.add_argument("--work", type=Path, default=Path("/tmp/ds-merge-eval"))
    parser.add_argument("--models-dir", type=Path, default=Path("/tmp/ds-fusion-eval/models"))
    parser.add_argument("--json", type=Path, default=None)
    parser.add_argument(
        "--reuse", action="store_true", help="the indexes of an earlier run in --work (unchanged files)"
    )
    args = parser.parse_args()
    print(machine_line(), flush=True)
    rows = [
        run_set(name, work=args.work, models_dir=args.models_dir, queries=args.queries, reuse=args.reuse)
        for name in args.sets.split(",")
        if name
    ]
    print()
    print(
        "| set | model | questions | vector: one / merged before / fused once | keyword: the same"
        " | fused: the same |"
    )
    print("|---|---|---:|---:|---:|---:|")
    for r in rows:
        cells = [
            f"{r[label]['one']:.4f} / {r[label]['merged']:.4f} / {r[label]['pooled']:.4f}"
            f" ({r[label]['pooled'] - r[label]['one']:+.4f}, {r[label]['differ']} differ)"
            for label, _f in ROUTES
        ]
        print(f"| {r['set']} | {r['model']} | {r['queries']} | " + " | ".join(cells) + " |")
    if args.json:
        args.json.write_text(json.dumps(rows, indent=2))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
