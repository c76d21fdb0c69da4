"""Index a generated folder of many text files and print throughput and peak memory.

    .venv/bin/python bench/index_folder.py [--files 20000] [--keep DIR]

Prints files/s, chunks/s, peak RSS of the indexing process (and of the
extraction child) against the budget: model file size + 300 MB.
"""

from __future__ import annotations

import argparse
import random
import resource
import sys
import tempfile
import time
from pathlib import Path

from desktop_search.core.common.config import Paths
from desktop_search.core.engine import Engine

WORDS = (
    "budget meeting garden invoice holiday recipe project train ticket doctor appointment school "
    "report insurance contract rent flat repair bicycle camera photo music concert birthday gift "
    "letter bank account tax return salary pension plan energy bill water heating window roof "
    "paint kitchen bathroom neighbour dog cat vet walk river mountain lake forest city museum"
).split()


def write_corpus(folder: Path, n: int, seed: int = 1) -> int:
    rng = random.Random(seed)
    total = 0
    for i in range(n):
        paragraphs = []
        for _ in range(rng.choice((1, 1, 2, 3, 5))):
            paragraphs.append(" ".join(rng.choice(WORDS) for _ in range(rng.randint(20, 90))) + ".")
        text = f"Note {i}\n\n" + "\n\n".join(paragraphs)
        path = folder / f"d{i // 500:03}" / f"note-{i:05}.txt"
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
        total += len(text)
    return total


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--files", type=int, default=20_000)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp) / "corpus"
        chars = write_corpus(folder, args.files)
        print(f"generated {args.files} files, {chars / 1e6:.1f} M characters", flush=True)
        with Engine(Paths(Path(tmp) / "data")) as engine:
            model_mb = engine.model_path.stat().st_size / 2**20
            t0 = time.perf_counter()
            report = engine.index([folder])
            dt = time.perf_counter() - t0
            tokens = engine.embedder.stats.tokens
            rescan_t0 = time.perf_counter()
            again = engine.index()
            rescan_s = time.perf_counter() - rescan_t0
    peak_mb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    child_mb = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024
    budget = model_mb + 300
    print(
        f"indexed {report.files_indexed} files, {report.chunks_added} chunks, {tokens} tokens in {dt:.1f} s"
    )
    print(
        f"  {report.files_indexed / dt:.1f} files/s, {report.chunks_added / dt:.1f} chunks/s, "
        f"{tokens / dt:.0f} tokens/s; failed {report.files_failed}"
    )
    print(f"  unchanged rescan of {again.files_unchanged} files: {rescan_s:.2f} s")
    print(
        f"  peak RSS {peak_mb:.0f} MB (extraction child {child_mb:.0f} MB); "
        f"budget model {model_mb:.0f} MB + 300 MB = {budget:.0f} MB -> "
        f"{'OK' if peak_mb <= budget else 'OVER'}"
    )
    return 0 if peak_mb <= budget else 1


if __name__ == "__main__":
    sys.exit(main())
