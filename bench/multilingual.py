"""Search quality in several languages (XQuAD passage retrieval) through the app's own index and search.

For each set and each built-in model: write the 240 paragraphs as files, index them
with the engine as a user would, run the questions through the engine's search with
each first stage on that same index (keyword, vector, and the hybrid ``rrf``: fusion is
a search-time setting; each question is embedded once for the three), and print nDCG@10
and Recall@10 in one table, with the time taken; then the hybrid figures issue 14's
Done-when asks of the multilingual model.

    .venv/bin/python bench/multilingual.py [--sets xquad-zh,xquad-en2zh] \
        [--models all-MiniLM-L6-v2,multilingual-e5-small] [--queries N] [--eval-dir DIR]

A model is a built-in model's name or a GGUF file. A model that cannot be had or loaded
is skipped with a line saying why, and the rest still runs.
"""

from __future__ import annotations

import argparse
import importlib
import itertools
import pkgutil
import random
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np
from beir_quality import load, ndcg_at
from common import EVAL_DIR, machine_line, write_files

import desktop_search.core.models as models_pkg
from desktop_search.core.common.config import Paths
from desktop_search.core.common.settings import Settings
from desktop_search.core.engine import Engine
from desktop_search.core.models.builtin import ensure_default_model
from desktop_search.core.models.convert import DEFAULT_MODEL_NAME
from desktop_search.core.models.embedder import Embedder
from desktop_search.core.models.runtime import ModelError

SETS = (
    "xquad-zh",
    "xquad-de",
    "xquad-es",
    "xquad-en",
    "xquad-en2zh",
    "xquad-en2de",
    "mixed-en+zh:en",
    "mixed-en+zh:zh",
    "mixed-en+de:en",
    "mixed-en+de:de",
)
MODELS = (DEFAULT_MODEL_NAME, "multilingual-e5-small")
#: (column, the searcher's fusion setting); "uncentred": without language centering
#: (desktop_search/core/searching/centering.py), the baseline it is measured against in the same run.
ROUTES = (
    ("keyword", "keyword"),
    ("vector", "vector"),
    ("hybrid", "rrf"),
    ("vector uncentred", "vector"),
    ("hybrid uncentred", "rrf"),
)
K = 10
#: Issue 14, Done-when: hybrid nDCG@10 with the multilingual model, through the app.
TARGET_MODEL = "multilingual-e5-small"
TARGETS = {"xquad-zh": 0.93, "xquad-en2zh": 0.80}
SAMPLE_SEED = 14
FULL_QUERIES = 1190


@dataclass
class Row:
    collection: str
    model: str
    queries: int
    scores: dict[str, tuple[float, float]]  # route -> (nDCG@10, Recall@10)
    index_s: float
    search_s: float


class QueryVectors:
    """The engine's embedder for the searcher, remembering each question's vector.

    The three routes search with the same question: it is embedded once, and the searcher
    gets the very vector it would have computed (read-only, so no route can change it).
    """

    def __init__(self, embedder: Embedder) -> None:
        self._embedder = embedder
        self._vectors: dict[str, np.ndarray] = {}

    def embed_query(self, text: str) -> np.ndarray:
        if text not in self._vectors:
            vector = self._embedder.embed_query(text)
            vector.setflags(write=False)
            self._vectors[text] = vector
        return self._vectors[text]

    def __getattr__(self, name: str) -> Any:
        return getattr(self._embedder, name)


def _builtin_resolver() -> Callable[[str, Path], Path] | None:
    """The engine's ``ensure_builtin_model(name, models_dir)``, wherever in ``core.models`` it lives."""
    found = getattr(models_pkg, "ensure_builtin_model", None)
    if found is not None:
        return found  # type: ignore[no-any-return]
    for module in pkgutil.iter_modules(models_pkg.__path__, f"{models_pkg.__name__}."):
        try:
            found = getattr(importlib.import_module(module.name), "ensure_builtin_model", None)
        except Exception:  # a module that cannot be imported has no resolver to offer
            continue
        if found is not None:
            return found  # type: ignore[no-any-return]
    return None


def resolve_model(spec: str, models_dir: Path) -> Path:
    """The GGUF file for a built-in model's name or a path; LookupError says why there is none."""
    path = Path(spec).expanduser()
    if path.suffix == ".gguf" or path.is_file():
        if not path.is_file():
            raise LookupError(f"no such file: {path}")
        return path.resolve()
    resolver = _builtin_resolver()
    try:
        if resolver is not None:
            return Path(resolver(spec, models_dir))
        if spec == DEFAULT_MODEL_NAME:
            return ensure_default_model(models_dir)
    except Exception as exc:  # whatever the model's source raises, the bench goes on without it
        raise LookupError(f"{type(exc).__name__}: {exc}") from exc
    raise LookupError(
        "not a built-in model this engine knows (it has no ensure_builtin_model yet) and not a GGUF file"
    )


def pick_queries(qrels: dict[str, dict[str, int]], n: int) -> list[str]:
    """All judged query ids, or ``n`` of them drawn the same way every run (and for every set)."""
    qids = sorted(qrels)
    if 0 < n < len(qids):
        qids = sorted(random.Random(SAMPLE_SEED).sample(qids, n))
    return qids


def load_set(eval_dir: Path, name: str) -> tuple[dict[str, str], dict[str, str], dict[str, dict[str, int]]]:
    """A set of ``eval_dir`` by name, or a mixed folder ``mixed-A+B:Q``: XQuAD's paragraphs, the
    even ones in language A and the odd ones in language B (the sets are parallel: the same id is
    the same paragraph), searched with the questions of language Q. Half the answers are then in
    the question's language and half in the other, as in a folder of notes in two languages."""
    if not name.startswith("mixed-"):
        return load(eval_dir / name)
    pair, _, asked = name.removeprefix("mixed-").partition(":")
    first, second = pair.split("+")
    docs_a, _, qrels = load(eval_dir / f"xquad-{first}")
    docs_b, _, _ = load(eval_dir / f"xquad-{second}")
    docs = {d: (docs_a if int(d[1:]) % 2 == 0 else docs_b)[d] for d in docs_a}
    _, texts, _ = load(eval_dir / f"xquad-{asked or first}")
    return docs, texts, qrels


def measure(collection: Path, model_path: Path, *, model: str, queries: int, work: Path) -> Row:
    """Index ``collection`` once with ``model_path``; score every route on that index."""
    docs, texts, qrels = load_set(collection.parent, collection.name)
    docs = {doc_id: text.removeprefix("\n\n") for doc_id, text in docs.items()}  # XQuAD has no titles
    qids = pick_queries(qrels, queries)
    folder = work / "docs"
    write_files(folder, docs)
    with Engine(Paths(work / "data"), model_path=model_path, settings=Settings()) as engine:
        t0 = time.perf_counter()
        report = engine.index([folder])
        index_s = time.perf_counter() - t0
        if report.files_indexed != len(docs):
            print(
                f"  warning: {report.files_indexed} of {len(docs)} files indexed "
                f"({report.files_failed} failed, {report.files_skipped} skipped)",
                flush=True,
            )
        scores = {}
        engine.searcher.embedder = QueryVectors(engine.embedder)  # type: ignore[assignment]
        t0 = time.perf_counter()
        centering = engine.searcher.centering
        for route, fusion in ROUTES:
            engine.searcher.fusion = fusion
            engine.searcher.centering = None if route.endswith("uncentred") else centering
            ndcgs, recalls = [], []
            for qid in qids:
                results = engine.query(texts[qid], top=K, rerank=False).results
                ranked = [Path(r.path).stem for r in results]
                ndcgs.append(ndcg_at(ranked, qrels[qid], K))
                recalls.append(len(set(ranked[:K]) & qrels[qid].keys()) / len(qrels[qid]))
            scores[route] = (statistics.fmean(ndcgs), statistics.fmean(recalls))
        search_s = time.perf_counter() - t0
    return Row(collection.name, model, len(qids), scores, index_s, search_s)


def print_table(rows: list[Row]) -> None:
    head = "".join(f"{route:<17}" for route, _ in ROUTES)
    print(f"{'':<16} {'':<22} {'':>7}  {head}{'index':>7} {'search':>7}")
    sub = "".join(f"{'nDCG@10':>8} {'R@10':>7} " for _ in ROUTES)
    print(f"{'set':<16} {'model':<22} {'queries':>7} {sub}{'s':>7} {'s':>7}")
    for row in rows:
        cells = "".join(f"{row.scores[r][0]:>8.4f} {row.scores[r][1]:>7.4f} " for r, _ in ROUTES)
        times = f"{row.index_s:>7.1f} {row.search_s:>7.1f}"
        print(f"{row.collection:<16} {row.model:<22} {row.queries:>7} {cells}{times}")


def print_targets(rows: list[Row], models: list[str], skipped: dict[str, str]) -> None:
    goal = ", ".join(f"{name} >= {bar:.2f}" for name, bar in TARGETS.items())
    print(f"issue 14 Done-when, hybrid nDCG@10 through the app ({goal}; asked of {TARGET_MODEL}):")
    for model in models:
        if model in skipped:
            print(f"  {model}: not measured (skipped: {skipped[model]})")
            continue
        found = {row.collection: row for row in rows if row.model == model}
        parts, ok = [], True
        for name, bar in TARGETS.items():
            if name not in found:
                parts.append(f"{name} not run")
                ok = False
                continue
            value = found[name].scores["hybrid"][0]
            ok &= value >= bar
            parts.append(f"{name} {value:.4f} {'>=' if value >= bar else '<'} {bar:.2f}")
        sampled = any(found[name].queries < FULL_QUERIES for name in TARGETS if name in found)
        verdict = "not judged" if not TARGETS.keys() <= found.keys() else "PASS" if ok else "FAIL"
        note = " (on a sample of the questions)" if sampled else ""
        print(f"  {model}: {verdict}: {', '.join(parts)}{note}")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sets", default=",".join(SETS), help="comma-separated sets in --eval-dir")
    parser.add_argument("--models", default=",".join(MODELS), help="built-in model names or GGUF files")
    parser.add_argument(
        "--queries", type=int, default=0, help="N questions per set, the same each run (0: all)"
    )
    parser.add_argument("--eval-dir", type=Path, default=EVAL_DIR)
    args = parser.parse_args()
    sets = [s for s in args.sets.split(",") if s]
    models = [m for m in args.models.split(",") if m]
    labels = {model: Path(model).name for model in models}  # a GGUF file by its name in the table
    missing = [
        s for s in sets if not s.startswith("mixed-") and not (args.eval_dir / s / "corpus.jsonl").is_file()
    ]
    if missing:
        parser.error(f"no such set in {args.eval_dir}: {', '.join(missing)}")

    print(machine_line(), flush=True)
    start = time.perf_counter()
    rows: list[Row] = []
    skipped: dict[str, str] = {}
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp)
        paths: dict[str, Path] = {}
        runs = itertools.count()
        for model in models:
            try:
                paths[labels[model]] = resolve_model(model, root / "models")
            except LookupError as exc:
                skipped[labels[model]] = str(exc)
                print(f"model {model} skipped: {exc}", flush=True)
        for collection in sets:
            for model, model_path in paths.items():
                if model in skipped:
                    continue
                work = root / f"run-{next(runs)}"
                try:
                    row = measure(
                        args.eval_dir / collection, model_path, model=model, queries=args.queries, work=work
                    )
                except ModelError as exc:
                    skipped[model] = f"cannot be loaded: {exc}"
                    print(f"model {model} skipped: {skipped[model]}", flush=True)
                    continue
                rows.append(row)
                print(
                    f"{collection} / {model}: indexed in {row.index_s:.1f} s, "
                    f"{row.queries} questions x {len(ROUTES)} routes in {row.search_s:.1f} s",
                    flush=True,
                )
    print()
    print_table(rows)
    print(f"total {time.perf_counter() - start:.0f} s")
    print_targets(rows, list(labels.values()), skipped)
    return 0


if __name__ == "__main__":
    sys.exit(main())
