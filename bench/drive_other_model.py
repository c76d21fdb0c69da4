"""A drive indexed with another model (#42), measured in one run on a real eval collection.

Computer A keeps a folder's index on its drive with the English default model (all-MiniLM-L6-v2).
Computer B searches with multilingual-e5-small:

1. B attaches the drive: the copy is made in B's model's space, found by its words only (the
   other model's vectors never reach B's search). Time, tokens embedded (must be 0), nDCG@10.
2. B accepts the offer and adds its model's vectors beside the drive's index (``add_vectors``):
   time, passages embedded, and nDCG@10 of B's copy then.
3. The peer: B indexing the same folder from scratch with its own model (its own passages).

nDCG@10 is given by the vector route alone, the keyword route alone and fused, side by side: the
added vectors embed A's passages (cut for A's model), B's own index embeds its own.

    PYTHONPATH=$PWD .venv/bin/python bench/drive_other_model.py [--set scifact] [--limit N]
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
from bench.multilingual import load_set, pick_queries, resolve_model
from bench.shared_index import EVAL_DIR, ndcg
from desktop_search.core.common.config import Paths
from desktop_search.core.common.settings import Settings
from desktop_search.core.elsewhere.db_pulling import replica_paths
from desktop_search.core.elsewhere.drive_copying import DriveCopy, drive_url
from desktop_search.core.elsewhere.drive_writing import add_vectors, index_on_drive
from desktop_search.core.engine import Engine
from desktop_search.core.models.builtin import MULTILINGUAL_MODEL_NAME
from desktop_search.core.models.convert import DEFAULT_MODEL_NAME
from desktop_search.core.searching.searcher import Searcher

K = 10
MODES = ("vector", "keyword", "rrf")


def ndcgs(
    searcher: Searcher, texts: dict[str, str], qrels: dict[str, dict[str, int]], qids: list[str]
) -> dict:
    out = {}
    for mode in MODES:
        searcher.fusion = mode
        scores = []
        for qid in qids:
            results = searcher.search(texts[qid], top=K, rerank=False).results
            scores.append(ndcg([Path(r.path).stem for r in results], qrels[qid]))
        out[mode] = statistics.fmean(scores)
    searcher.fusion = "rrf"
    return out


def row(name: str, scores: dict[str, float]) -> str:
    return f"| {name} | " + " | ".join(f"{scores[m]:.4f}" for m in MODES) + " |"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--set", default="scifact")
    parser.add_argument("--limit", type=int, default=0, help="at most this many documents (0: all)")
    parser.add_argument("--queries", type=int, default=0, help="judged questions (0: all)")
    parser.add_argument("--work", type=Path, default=Path("/tmp/ds-drive-other-model"))
    parser.add_argument("--models-dir", type=Path, default=Path("/tmp/ds-fusion-eval/models"))
    parser.add_argument("--json", type=Path, default=None)
    args = parser.parse_args()
    print(machine_line(), flush=True)

    model_a = resolve_model(DEFAULT_MODEL_NAME, args.models_dir)
    model_b = resolve_model(MULTILINGUAL_MODEL_NAME, args.models_dir)
    docs, texts, qrels = load_set(EVAL_DIR, args.set)
    docs = {d: t.removeprefix("\n\n") for d, t in docs.items()}
    if args.limit:
        docs = dict(list(docs.items())[: args.limit])
        qrels = {q: {d: g for d, g in j.items() if d in docs} for q, j in qrels.items()}
        qrels = {q: j for q, j in qrels.items() if j}
    qids = pick_queries(qrels, args.queries)
    shutil.rmtree(args.work, ignore_errors=True)
    folder = args.work / "media" / "Archive"
    write_files(folder / "docs", docs)
    out: dict[str, Any] = {"set": args.set, "files": len(docs), "queries": len(qids)}
    rules = Settings(background_priority=False)

    t0 = time.perf_counter()
    report = index_on_drive(folder, settings=rules, model_path=model_a)
    out["a_index_s"] = time.perf_counter() - t0
    out["a_passages"] = report.passages_embedded
    print(f"A: {report.files_indexed} files on the drive in {out['a_index_s']:.0f} s", flush=True)

    b = Paths(args.work / "computer-b")
    b_settings = Settings(background_priority=False, drive_indexes=[str(folder)])
    b_settings.save(b.ensure().settings_path)
    with Engine(b, model_path=model_b, settings=b_settings, pull_shared=False) as engine:
        out["b_model"] = engine.embedder.info.name
        copy = DriveCopy(folder, replica_paths(b.data_dir, drive_url(folder)), engine.shared.space())
        tokens = engine.embedder.stats.tokens
        t0 = time.perf_counter()
        copy.pull()
        out["attach_s"] = time.perf_counter() - t0
        out["attach_tokens"] = engine.embedder.stats.tokens - tokens
        out["words_only_passages"] = copy.describe()[1]
        (_url, searcher), *_ = engine.shared._searchers()
        out["ndcg_words_only"] = ndcgs(searcher, texts, qrels, qids)
        print(f"B: attached in {out['attach_s']:.1f} s, found by words only", flush=True)

        t0 = time.perf_counter()
        added = add_vectors(folder, engine.embedder, fingerprint=engine.store.fingerprint or "")
        out["add_s"] = time.perf_counter() - t0
        out["add_embedded"] = added.embedded
        t0 = time.perf_counter()
        copy.pull()
        out["pull_after_add_s"] = time.perf_counter() - t0
        out["left_after_add"] = copy.describe()[1]
        engine.shared.copies[drive_url(folder)].close()
        (_url, searcher), *_ = engine.shared._searchers()
        out["ndcg_added"] = ndcgs(searcher, texts, qrels, qids)
        print(f"B: {added.embedded} passages given its vectors in {out['add_s']:.0f} s", flush=True)

    scratch = Paths(args.work / "computer-b-from-scratch")
    with Engine(scratch, model_path=model_b, settings=rules, pull_shared=False) as engine:
        t0 = time.perf_counter()
        own = engine.index([folder / "docs"])
        out["scratch_s"] = time.perf_counter() - t0
        out["scratch_passages"] = own.passages_embedded
        out["ndcg_scratch"] = ndcgs(engine.searcher, texts, qrels, qids)
    print(f"B from scratch: {out['scratch_s']:.0f} s", flush=True)

    print()
    print(f"| {args.set}: {len(docs):,} files, {len(qids)} judged questions | figure |")
    print("|---|---:|")
    lines = [
        (f"A ({DEFAULT_MODEL_NAME}): index the folder on its drive", f"{out['a_index_s']:.0f} s"),
        ("A: passages on the drive", f"{out['a_passages']}"),
        (f"B ({out['b_model']}): attach, found by words only", f"{out['attach_s']:.1f} s"),
        ("B: tokens embedded to attach", f"{out['attach_tokens']}"),
        ("B: add its model's vectors to the drive", f"{out['add_s']:.0f} s, {out['add_embedded']} passages"),
        ("B: copy again after adding", f"{out['pull_after_add_s']:.1f} s"),
        ("B: passages still found by words only", f"{out['left_after_add']}"),
        ("B: index the folder from scratch (peer)", f"{out['scratch_s']:.0f} s"),
        ("B: its own passages from scratch", f"{out['scratch_passages']}"),
        ("ratio, from scratch / add vectors", f"{out['scratch_s'] / out['add_s']:.2f}×"),
    ]
    for name, figure in lines:
        print(f"| {name} | {figure} |")
    print()
    print("| nDCG@10 on B | vector | keyword | fused |")
    print("|---|---:|---:|---:|")
    print(row("attached, words only", out["ndcg_words_only"]))
    print(row("vectors added (A's passages)", out["ndcg_added"]))
    print(row("from scratch (B's own passages)", out["ndcg_scratch"]))
    if args.json:
        args.json.write_text(json.dumps(out, indent=2))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
