"""Never worse than the best route (#22): vector, keyword and fused nDCG@10 side by side, for every
collection of ``../shared/eval`` and both built-in models, through the real pipeline.

Each collection is written as files and indexed with the app's engine once per model; the data
directory is kept under ``--cache`` (so variants of the fusion are compared on the same index,
and a second run does not embed again). Every judged query is then searched through the
engine's first stage (no reranker) by the vector route alone, the keyword route alone and the
fusion, and by each ``--variant`` of the fusion: ``name:CONST=value,CONST=value`` sets constants
of ``desktop_search.core.searching.fusion`` (or of a route's module, the searcher's or the query
language's: :data:`MODULES`) for that column only, e.g.

    .venv/bin/python bench/fusion_eval.py \\
        --variant "plain-rrf:UNKNOWN_LANGUAGE_VECTOR_WEIGHT=1,KEYWORD_COVERAGE_POWER=0"

A collection where the fused figure is below the best single route by more than 0.01 is flagged.

Then one column per route the searcher asks (``engine.searcher.routes``: vector, keyword, rare,
proximity, names), from the very route objects the app uses: the files in the order that route
alone ranks them (a file at its best passage's rank), for the same parsed query as the fusion
reads (``Searcher.route_candidates``). A route that does not apply to a question ranks nothing for it.

    .venv/bin/python bench/fusion_eval.py [--models all-MiniLM-L6-v2,multilingual-e5-small]
        [--sets scifact,cranfield,xquad-de,...] [--queries N] [--cache DIR]
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))  # bench/multilingual.py imports its siblings

from bench.common import machine_line, write_files
from bench.multilingual import QueryVectors, load_set, pick_queries, resolve_model
from desktop_search.core.common.config import Paths
from desktop_search.core.common.settings import Settings
from desktop_search.core.engine import Engine
from desktop_search.core.models.convert import DEFAULT_MODEL_NAME
from desktop_search.core.searching import constraints, fusion, query_syntax
from desktop_search.core.searching import searcher as search_module
from desktop_search.core.searching.candidates import Candidates
from desktop_search.core.searching.routes import keyword, names, proximity, rare, typos, vector

EVAL_DIR = Path(__file__).resolve().parents[2] / "shared" / "eval"
SETS = ("scifact", "cranfield", "xquad-en", "xquad-de", "xquad-es", "xquad-zh", "xquad-en2de", "xquad-en2zh")
MODELS = (DEFAULT_MODEL_NAME, "multilingual-e5-small")
K = 10
FLAG = 0.01


def ndcg(ranked: list[str], judged: dict[str, int], k: int = K) -> float:
    import math

    dcg = sum((2 ** judged.get(d, 0) - 1) / math.log2(i + 2) for i, d in enumerate(ranked[:k]))
    ideal = sorted(judged.values(), reverse=True)[:k]
    idcg = sum((2**g - 1) / math.log2(i + 2) for i, g in enumerate(ideal))
    return dcg / idcg if idcg else 0.0


#: Where ``--variant`` looks for a constant, in this order: the fusion's weights, the routes',
#: the searcher's (candidates per route), the query language's.
MODULES = (fusion, rare, proximity, keyword, names, vector, typos, constraints, search_module, query_syntax)
Variant = tuple[str, dict[tuple[Any, str], Any]]


def parse_variant(text: str) -> Variant:
    """``name:CONST=value,...``: constants of the fusion (or of a route's module, the searcher's or
    the query language's)."""
    name, _, assignments = text.partition(":")
    values: dict[tuple[Any, str], Any] = {}
    for part in filter(None, assignments.split(",")):
        key, _, raw = part.partition("=")
        module = next((m for m in MODULES if hasattr(m, key)), None)
        if module is None:
            raise SystemExit(f"no constant {key} in {', '.join(m.__name__ for m in MODULES)}")
        current = getattr(module, key)
        values[(module, key)] = type(current)(raw) if not isinstance(current, bool) else raw in ("1", "true")
    return name, values


def quoted(text: str, seed: str) -> str:
    """``text`` with one of its longer words in quotation marks (as scare quotes are written)."""
    words = text.split()
    picks = [i for i, w in enumerate(words) if len(w.strip("?.,;:!()")) >= 5 and '"' not in w]
    if not picks:
        return text
    i = random.Random(seed).choice(picks)
    core = words[i].strip("?.,;:!()")
    words[i] = words[i].replace(core, f'"{core}"', 1)
    return " ".join(words)


def run_queries(
    engine: Engine, texts: dict[str, str], qrels: dict[str, dict[str, int]], qids: list[str]
) -> float:
    scores = []
    for qid in qids:
        results = engine.query(texts[qid], top=K, rerank=False).results
        scores.append(ndcg([Path(r.path).stem for r in results], qrels[qid]))
    return statistics.fmean(scores)


def route_files(candidates: Candidates) -> list[str]:
    """The files one route ranks, best first: each at its best passage's rank (names: its own)."""
    best: dict[str, int] = {}
    for key, rank in candidates.ranks.items():
        path = candidates.chunks[key].path
        best[path] = min(rank, best.get(path, rank))
    return sorted(best, key=lambda path: best[path])


def run_routes(
    engine: Engine, texts: dict[str, str], qrels: dict[str, dict[str, int]], qids: list[str]
) -> dict[str, float]:
    """nDCG@K of every route alone (the searcher's own route objects, on the query as parsed and
    with as many candidates per route as :meth:`Engine.query` gathers)."""
    scores: dict[str, list[float]] = {route.name: [] for route in engine.searcher.routes}
    for qid in qids:
        found = engine.searcher.route_candidates(texts[qid], top=max(K, engine.settings.rerank_candidates))
        for name, got in scores.items():
            ranked = route_files(found[name]) if name in found else []
            got.append(ndcg([Path(p).stem for p in ranked], qrels[qid]))
    return {f"route:{name}": statistics.fmean(got) for name, got in scores.items()}


def evaluate(
    name: str,
    model: str,
    model_path: Path,
    *,
    cache: Path,
    queries: int,
    variants: list[Variant],
    quotes: bool = False,
) -> dict[str, float]:
    docs, texts, qrels = load_set(EVAL_DIR, name)
    if quotes:  # the same questions with one word quoted each
        texts = {qid: quoted(text, f"{name}:{qid}") for qid, text in texts.items()}
    docs = {d: t.removeprefix("\n\n") for d, t in docs.items()}
    qids = pick_queries(qrels, queries)
    work = cache / model / name
    folder = work / "docs"
    if not folder.is_dir() or len(list(folder.iterdir())) != len(docs):
        write_files(folder, docs)
    out: dict[str, float] = {}
    with Engine(
        Paths(work / "data"), model_path=model_path, settings=Settings(background_priority=False)
    ) as engine:
        t0 = time.perf_counter()
        report = engine.index([folder])
        if report.files_indexed:
            print(
                f"  {name} / {model}: indexed {report.files_indexed} files"
                f" in {time.perf_counter() - t0:.0f} s",
                flush=True,
            )
        engine.searcher.embedder = QueryVectors(engine.embedder)  # type: ignore[assignment]
        for route in ("vector", "keyword", "rrf"):
            engine.searcher.fusion = route
            out[route] = run_queries(engine, texts, qrels, qids)
        engine.searcher.fusion = "rrf"
        out.update(run_routes(engine, texts, qrels, qids))
        for variant, values in variants:
            saved = {(module, key): getattr(module, key) for module, key in values}
            try:
                for (module, key), value in values.items():
                    setattr(module, key, value)
                out[variant] = run_queries(engine, texts, qrels, qids)
            finally:
                for (module, key), value in saved.items():
                    setattr(module, key, value)
    return out


def main() -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--models", default=",".join(MODELS))
    parser.add_argument("--sets", default=",".join(SETS))
    parser.add_argument("--queries", type=int, default=0, help="judged queries per set (0: all)")
    parser.add_argument("--cache", type=Path, default=Path("/tmp/ds-fusion-eval"))
    parser.add_argument("--variant", action="append", default=[])
    parser.add_argument(
        "--quotes", action="store_true", help="quote one longer word of every question (scare quotes)"
    )
    args = parser.parse_args()
    variants = [parse_variant(v) for v in args.variant]
    print(machine_line(), flush=True)
    routes = ["route:vector", "route:keyword", "route:rare", "route:proximity", "route:names"]
    columns = ["vector", "keyword", "rrf", *routes, *[v for v, _ in variants]]
    print(f"{'set':<13} {'model':<22} " + " ".join(f"{c[:12]:>12}" for c in columns) + "  flag", flush=True)
    flagged = 0
    for model in args.models.split(","):
        model_path = resolve_model(model, args.cache / "models")
        for name in args.sets.split(","):
            got = evaluate(
                name,
                model,
                model_path,
                cache=args.cache,
                queries=args.queries,
                variants=variants,
                quotes=args.quotes,
            )
            best = max(got["vector"], got["keyword"])
            flag = "FUSED BELOW BEST ROUTE" if got["rrf"] < best - FLAG else ""
            flagged += bool(flag)
            print(
                f"{name:<13} {model:<22} " + " ".join(f"{got[c]:>12.4f}" for c in columns) + f"  {flag}",
                flush=True,
            )
    print(f"{flagged} collection(s) with the fused figure more than {FLAG} below the best route")
    return 0


if __name__ == "__main__":
    sys.exit(main())
