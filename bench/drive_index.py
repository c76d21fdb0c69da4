"""An index that travels with its drive (#42), measured in one run on a real eval collection.

1. **Computer A** keeps a folder's index on its drive (``index_on_drive``): time, and the size of
   ``FOLDER/.desktop-search`` against the folder's files.
2. **Computer B** (another data directory) sees the folder at another path (moved, as a drive
   mounted elsewhere, and bind-mounted read-only when this machine may mount) and attaches it:
   the copy's pull, then the first search answered. Tokens embedded on B by attaching: must be 0.
   Against it, B indexing the same folder from scratch, as it must without a drive index.
3. **Quality**: nDCG@10 (fused) on B's copy against the drive index itself, every judged question
   (the design makes them identical: the same passages, vectors and code).
4. **Catch-up**: 1 % of the files change on the drive; A brings the drive index up to date (time,
   passages embedded) and B pulls it again.

    PYTHONPATH=$PWD .venv/bin/python bench/drive_index.py [--set scifact] [--limit N] [--work DIR]
"""

from __future__ import annotations

import argparse
import contextlib
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
from bench.shared_index import EVAL_DIR, folder_size, mb, ndcg
from desktop_search.core.common.config import Paths
from desktop_search.core.common.settings import Settings
from desktop_search.core.elsewhere.db_pulling import replica_paths
from desktop_search.core.elsewhere.drive_copying import DriveCopy, drive_url
from desktop_search.core.elsewhere.drive_writing import drive_paths, index_on_drive
from desktop_search.core.engine import Engine
from desktop_search.core.models.convert import DEFAULT_MODEL_NAME
from desktop_search.core.searching.searcher import Searcher
from desktop_search.core.store.verify import verify_index
from tools.mounts import bind_mount, can_mount

K = 10


def fused_ndcg(
    searcher: Searcher, texts: dict[str, str], qrels: dict[str, dict[str, int]], qids: list[str]
) -> float:
    searcher.fusion = "rrf"
    scores = []
    for qid in qids:
        results = searcher.search(texts[qid], top=K, rerank=False).results
        scores.append(ndcg([Path(r.path).stem for r in results], qrels[qid]))
    return statistics.fmean(scores)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--set", default="scifact")
    parser.add_argument("--limit", type=int, default=0, help="at most this many documents (0: all)")
    parser.add_argument("--queries", type=int, default=0, help="judged questions (0: all)")
    parser.add_argument("--work", type=Path, default=Path("/tmp/ds-drive-bench"))
    parser.add_argument("--models-dir", type=Path, default=Path("/tmp/ds-fusion-eval/models"))
    parser.add_argument("--json", type=Path, default=None)
    args = parser.parse_args()
    print(machine_line(), flush=True)

    model = resolve_model(DEFAULT_MODEL_NAME, args.models_dir)
    docs, texts, qrels = load_set(EVAL_DIR, args.set)
    docs = {d: t.removeprefix("\n\n") for d, t in docs.items()}
    if args.limit:
        docs = dict(list(docs.items())[: args.limit])
        qrels = {q: {d: g for d, g in j.items() if d in docs} for q, j in qrels.items()}
        qrels = {q: j for q, j in qrels.items() if j}
    qids = pick_queries(qrels, args.queries)
    shutil.rmtree(args.work, ignore_errors=True)
    folder = args.work / "media" / "anna" / "Archive"
    write_files(folder / "docs", docs)
    out: dict[str, Any] = {"set": args.set, "files": len(docs), "queries": len(qids)}
    rules = Settings(background_priority=False)

    # 1. Computer A keeps the folder's index on its drive.
    t0 = time.perf_counter()
    report = index_on_drive(folder, settings=rules, model_path=model)
    out["a_index_s"] = time.perf_counter() - t0
    out["a_embedded"] = report.passages_embedded
    out["drive_index_size"] = folder_size(folder / ".desktop-search")
    out["folder_size"] = folder_size(folder / "docs")
    print(f"A: {report.files_indexed} files indexed on the drive in {out['a_index_s']:.0f} s", flush=True)
    with Engine(drive_paths(folder), model_path=model, settings=rules) as on_drive:
        out["ndcg_drive"] = fused_ndcg(on_drive.searcher, texts, qrels, qids)

    # 2. Computer B: the drive at another path, attached.
    moved = args.work / "run" / "media" / "ben" / "Archive"
    moved.parent.mkdir(parents=True)
    shutil.move(folder, moved)
    readonly = can_mount() is None
    mount_b = args.work / "b-mount" / "Archive"
    mounted = bind_mount(moved, mount_b, read_only=True) if readonly else contextlib.nullcontext(moved)
    b = Paths(args.work / "computer-b")
    with mounted as seen:
        there = Path(seen)
        out["read_only_mount"] = readonly
        b_settings = Settings(background_priority=False, drive_indexes=[str(there)])
        b_settings.save(b.ensure().settings_path)
        with Engine(b, model_path=model, settings=b_settings) as engine:
            tokens = engine.embedder.stats.tokens
            t0 = time.perf_counter()
            pulled = DriveCopy(there, replica_paths(b.data_dir, drive_url(there))).pull()
            out["b_pull_s"] = time.perf_counter() - t0
            out["b_attach_tokens"] = engine.embedder.stats.tokens - tokens
            results = engine.search(texts[qids[0]], top=K)
            out["b_searchable_s"] = time.perf_counter() - t0
            out["b_files"] = pulled.files
            out["b_first_is_from_drive"] = bool(results and results[0].shared)
            out["copy_size"] = folder_size(replica_paths(b.data_dir, drive_url(there)).index_dir)
            (_url, copy), *_ = engine.shared._searchers()
            out["ndcg_copy"] = fused_ndcg(copy, texts, qrels, qids)
        print(
            f"B: searchable {out['b_searchable_s']:.1f} s after attaching ({pulled.files} files,"
            f" {out['b_attach_tokens']} tokens embedded)",
            flush=True,
        )

    # The peer: B indexing the same folder from scratch.
    scratch = Paths(args.work / "computer-b-from-scratch")
    with Engine(scratch, model_path=model, settings=rules) as engine:
        t0 = time.perf_counter()
        engine.index([moved])
        out["b_scratch_s"] = time.perf_counter() - t0
    print(f"B from scratch: {out['b_scratch_s']:.0f} s", flush=True)

    # 4. 1 % of the files change on the drive (at its new place): A catches up, B pulls again.
    changed = sorted((moved / "docs").iterdir())[::100]
    for path in changed:
        path.write_text(path.read_text(encoding="utf-8") + "\nAddendum: revised after review.\n")
    t0 = time.perf_counter()
    again = index_on_drive(moved, settings=rules, model_path=model)
    out["catchup_s"] = time.perf_counter() - t0
    out["catchup_files"] = again.files_indexed
    out["catchup_embedded"] = again.passages_embedded
    out["changed"] = len(changed)
    verified = verify_index(drive_paths(moved).db_path, drive_paths(moved).vectors_path)
    out["verify_ok"] = verified.ok
    t0 = time.perf_counter()
    out["catchup_pulled"] = DriveCopy(moved, replica_paths(b.data_dir, drive_url(moved))).pull().files
    out["catchup_pull_s"] = time.perf_counter() - t0

    print()
    print(f"| {args.set}: {len(docs):,} files, {len(qids)} judged questions | figure |")
    print("|---|---:|")
    print(f"| A: index the folder on its drive | {out['a_index_s']:.0f} s |")
    sizes = f"{mb(out['drive_index_size'])} / {mb(out['folder_size'])}"
    print(f"| drive index size / the folder's files | {sizes} |")
    ro = "read-only bind mount" if readonly else "moved folder"
    print(f"| B ({ro}, another path): pull the drive index | {out['b_pull_s']:.1f} s |")
    print(f"| B: attached and first search answered | {out['b_searchable_s']:.1f} s |")
    print(f"| B: tokens embedded to attach | {out['b_attach_tokens']} |")
    print(f"| B: index the same folder from scratch (peer) | {out['b_scratch_s']:.0f} s |")
    print(f"| ratio, from scratch / attached | {out['b_scratch_s'] / out['b_searchable_s']:.0f}× |")
    print(f"| nDCG@10 fused: drive index / B's copy | {out['ndcg_drive']:.4f} / {out['ndcg_copy']:.4f} |")
    print(
        f"| catch-up after {out['changed']} files changed (1 %): on the drive | {out['catchup_s']:.1f} s,"
        f" {out['catchup_files']} files, {out['catchup_embedded']} passages embedded |"
    )
    copied = f"{out['catchup_pull_s']:.1f} s (a copy of {out['catchup_pulled']} files)"
    print(f"| catch-up: B copies it again | {copied} |")
    print(f"| verify of the drive index after it | {'clean' if out['verify_ok'] else 'PROBLEMS'} |")
    if args.json:
        args.json.write_text(json.dumps(out, indent=2))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
