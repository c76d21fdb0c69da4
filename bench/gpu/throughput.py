"""Embedding throughput of the app's ``Embedder`` on one device, over a grid of decode shapes.

Runs the app's own ``Embedder`` (llama.cpp through llama-cpp-python, the app's default model,
flash attention left to llama.cpp's AUTO as in the app) over the same texts once per decode shape
(tokens per micro-batch x sequences per decode), and writes what it measured to ``--out`` (JSON)
and each shape's vectors next to it (``OUT.<tokens>x<seqs>.npy``). The GPU and the CPU are
measured in separate processes (``run.sh`` hides the GPU with ``CUDA_VISIBLE_DEVICES=`` for the
CPU run), so a CUDA build cannot quietly offload work in the CPU figures.

Each shape is measured twice where ``--tokens-in`` is given: texts in (``embed_documents``: the
model's tokenizer runs on the calling thread, one batch ahead of the decode) and token ids in
(``embed_stream`` of ``Embedder.prepare`` results, as the indexer feeds it from its prefetch
thread, and as the PyTorch peer is fed). ``--tokens-out`` writes those token ids (one row per
text, as the app decodes them: special tokens in, cut to the model's input length) for
``peer.py``, with how fast the tokenizer alone ran.

Needs only numpy and llama_cpp next to this repository's ``desktop_search`` package (no Qt, no
Faiss).

    python bench/gpu/throughput.py --model M.gguf --texts corpus.jsonl.gz --device gpu --out gpu.json
"""

from __future__ import annotations

import argparse
import gzip
import json
import os
import platform
import sys
import time
from pathlib import Path
from typing import Any

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from desktop_search.core.models.embedder import Embedder, EmbedderSettings, Tokens

#: Tokens per micro-batch x sequences per decode: the app's default first (what an index runs),
#: then larger decodes, which a GPU can fill and a CPU cannot.
SHAPES = ((256, 8), (512, 8), (1024, 32), (2048, 64), (4096, 128))


def parse_shapes(text: str) -> list[tuple[int, int]]:
    """``"512x8,1024x32"`` -> ``[(512, 8), (1024, 32)]``."""
    shapes = []
    for part in text.split(","):
        tokens, seqs = part.lower().split("x")
        shapes.append((int(tokens), int(seqs)))
    return shapes


def load_texts(path: Path, count: int) -> list[str]:
    """The first ``count`` texts of a JSON-lines file (``.gz`` too): ``{"text"}`` rows, or BEIR
    corpus rows (``{"title", "text"}``: title, blank line, text, as a file of them would read)."""
    opener = gzip.open if path.suffix == ".gz" else open
    texts = []
    with opener(path, "rt", encoding="utf-8") as fh:
        for line in fh:
            if not line.strip():
                continue
            row = json.loads(line)
            title = row.get("title") or ""
            texts.append(f"{title}\n\n{row['text']}" if title else row["text"])
            if len(texts) >= count:
                break
    if not texts:
        raise SystemExit(f"no texts in {path}")
    return texts


def save_tokens(path: Path, prepared: list[Tokens], *, seconds: float, pad_id: int) -> None:
    lengths = np.array([len(t.ids) for t in prepared], dtype=np.int64)
    flat = np.fromiter((i for t in prepared for i in t.ids), dtype=np.int32, count=int(lengths.sum()))
    np.savez(
        path,
        ids=flat,
        offsets=np.concatenate([[0], np.cumsum(lengths)]),
        tokenize_seconds=seconds,
        pad_id=pad_id,
    )


def measure(
    model: Path, texts: list[str], *, gpu: bool, shape: tuple[int, int], tokens_in: bool
) -> tuple[dict[str, Any], np.ndarray]:
    batch_tokens, seq_max = shape
    settings = EmbedderSettings(batch_tokens=batch_tokens, seq_max=seq_max, flash_attn=None, gpu=gpu)
    with Embedder(model, settings=settings) as emb:
        emb.embed_documents(texts[:64])  # warm-up: kernels, buffers, caches
        emb.stats = type(emb.stats)()
        t0 = time.perf_counter()
        vectors = emb.embed_documents(texts)
        seconds = time.perf_counter() - t0
        row: dict[str, Any] = {
            "batch_tokens": emb.batch_tokens,
            "seq_max": emb.seq_max,
            "flash_attn_asked": "auto",
            "flash_attn": emb.flash_attn,
            "device": emb.device,
            "threads": emb.n_threads,
            "chunks": len(texts),
            "tokens": emb.stats.tokens,
            "decodes": emb.stats.batches,
            "seconds": seconds,
            "decode_seconds": emb.stats.seconds,
        }
        if tokens_in:
            prepared = [emb.prepare(emb.profile.format_document(t)) for t in texts]
            out = np.empty_like(vectors)
            t0 = time.perf_counter()
            for batch in emb.embed_stream(enumerate(prepared)):
                out[np.asarray(batch.keys, dtype=np.int64)] = batch.vectors
            row["seconds_tokens_in"] = time.perf_counter() - t0
            row["tokens_in_max_diff"] = float(np.max(np.abs(out - vectors)))
    return row, vectors


def run(args: argparse.Namespace) -> int:
    texts = load_texts(args.texts, args.count)
    gpu = args.device == "gpu"
    meta: dict[str, Any] = {
        "host": platform.node(),
        "cpus": os.cpu_count(),
        "model": args.model.name,
        "device_asked": args.device,
        "rows": [],
    }
    if args.tokens_out:
        with Embedder(args.model, settings=EmbedderSettings(gpu=False)) as emb:
            t0 = time.perf_counter()
            prepared = [emb.prepare(emb.profile.format_document(t)) for t in texts]
            seconds = time.perf_counter() - t0
            pad = int(emb.info.metadata.get("tokenizer.ggml.padding_token_id", 0) or 0)
            save_tokens(args.tokens_out, prepared, seconds=seconds, pad_id=pad)
            n_tokens = sum(len(t.ids) for t in prepared)
            meta["tokenizer"] = {"texts": len(texts), "tokens": n_tokens, "seconds": seconds, "threads": 1}
            print(
                f"tokenizer alone (one thread): {len(texts) / seconds:.0f} texts/s, "
                f"{n_tokens / seconds:.0f} tokens/s",
                flush=True,
            )
    for shape in args.shapes:
        row, vectors = measure(args.model, texts, gpu=gpu, shape=shape, tokens_in=args.tokens_in)
        if gpu and not row["device"].startswith("GPU"):
            print(f"the GPU was not used: {row['device']}", file=sys.stderr)
            return 1
        np.save(args.out.with_suffix(f".{shape[0]}x{shape[1]}.npy"), vectors)
        meta["rows"].append(row)
        line = (
            f"{args.device} {shape[0]}x{shape[1]}: {row['chunks'] / row['seconds']:.1f} chunks/s, "
            f"{row['tokens'] / row['seconds']:.0f} tokens/s"
        )
        if "seconds_tokens_in" in row:
            line += f" ({row['tokens'] / row['seconds_tokens_in']:.0f} tokens/s from token ids)"
        print(f"{line}; {row['device']}", flush=True)
        args.out.write_text(json.dumps(meta, indent=1), encoding="utf-8")  # what is done so far
    return 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--model", type=Path, required=True)
    parser.add_argument("--texts", type=Path, required=True, help="JSON lines (.gz too)")
    parser.add_argument("--count", type=int, default=1000, help="texts to embed")
    parser.add_argument("--device", choices=("cpu", "gpu"), required=True)
    parser.add_argument("--shapes", type=parse_shapes, default=list(SHAPES), help="e.g. 512x8,1024x32")
    parser.add_argument("--tokens-in", action="store_true", help="also measure with token ids in")
    parser.add_argument("--tokens-out", type=Path, help="write the token ids (.npz) for peer.py")
    parser.add_argument("--out", type=Path, required=True)
    return run(parser.parse_args())


if __name__ == "__main__":
    sys.exit(main())
