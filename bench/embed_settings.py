"""Measure embedding throughput for combinations of llama.cpp settings.

Embeds the same SciFact documents (title + text, cut to the model's input
limit) with each combination of tokens per decode, sequences per decode and
flash attention, and prints chunks/s, tokens/s and the ratio to the slowest.

    .venv/bin/python bench/embed_settings.py [--docs 120] [--eval-dir ../shared/eval]
"""

from __future__ import annotations

import argparse
import itertools
import json
import os
import sys
import time
from pathlib import Path

from desktop_search.core.common.config import Paths
from desktop_search.core.models.builtin import ensure_default_model
from desktop_search.core.models.embedder import Embedder, EmbedderSettings


def load_docs(eval_dir: Path, n: int) -> list[str]:
    docs = []
    with open(eval_dir / "scifact" / "corpus.jsonl", encoding="utf-8") as fh:
        for line in itertools.islice(fh, n):
            row = json.loads(line)
            docs.append(f"{row['title']}\n\n{row['text']}")
    return docs


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--docs", type=int, default=120)
    parser.add_argument(
        "--eval-dir", type=Path, default=Path(__file__).resolve().parents[2] / "shared" / "eval"
    )
    parser.add_argument("--quick", action="store_true", help="fewer combinations")
    parser.add_argument("--combos", help="BATCH:SEQS:FLASH,... e.g. 512:2:1,1024:4:1")
    args = parser.parse_args()

    model = ensure_default_model(Paths.resolve().ensure().models_dir)
    docs = load_docs(args.eval_dir, args.docs)
    combos = [
        (256, 1, False),  # one sequence per decode: the baseline
        (2048, 64, False),
        (4096, 64, False),
        (8192, 64, True),
        (2048, 64, True),
        (512, 8, True),  # what the app uses
    ]
    if args.quick:
        combos = [(256, 1, False), (512, 8, True)]
    if args.combos:
        combos = [(int(b), int(q), f == "1") for b, q, f in (c.split(":") for c in args.combos.split(","))]
    print(f"{len(docs)} SciFact documents, model {model.name}, {os.cpu_count()} CPU threads")
    print("ratio = throughput against the first row (one sequence per decode, no flash attention)")
    print(f"{'batch':>6} {'seqs':>5} {'flash':>5} {'chunks/s':>9} {'tokens/s':>9} {'ratio':>6}", flush=True)
    base = None
    for batch_tokens, seq_max, flash in combos:
        settings = EmbedderSettings(batch_tokens=batch_tokens, seq_max=seq_max, flash_attn=flash)
        with Embedder(model, settings=settings) as emb:
            emb.embed_documents(docs[:16])  # warm-up
            emb.stats = type(emb.stats)()
            t0 = time.perf_counter()
            emb.embed_documents(docs)
            dt = time.perf_counter() - t0
        cps, tps = len(docs) / dt, emb.stats.tokens / dt
        base = base or cps
        print(
            f"{batch_tokens:>6} {seq_max:>5} {flash!s:>5} {cps:>9.1f} {tps:>9.0f} {cps / base:>6.2f}",
            flush=True,
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
