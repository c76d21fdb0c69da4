"""Embedding throughput of the app's embedder on one device, and the comparison of two runs.

Runs the app's own ``Embedder`` (llama.cpp through llama-cpp-python, the
app's default model and settings) over the same chunks, once per batch
setting, and writes what it measured (and the vectors) to ``--out``. The GPU
and the CPU are measured in separate processes (``run.sh`` hides the GPU with
``CUDA_VISIBLE_DEVICES=`` for the CPU run), so a CUDA build cannot quietly
offload work in the CPU figures. ``--compare CPU.json GPU.json`` prints the
table: chunks/s, tokens/s, GPU against CPU, and how closely the two devices'
vectors agree (the same chunks must get the same vectors).

Needs only numpy and llama_cpp next to this repository's ``desktop_search``
package (no Qt, no Faiss), so it runs in a bare virtual environment.

    python bench/gpu/throughput.py --model M.gguf --texts texts.jsonl --device gpu --out gpu.json
    python bench/gpu/throughput.py --compare cpu.json gpu.json
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import sys
import time
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from desktop_search.core.models.embedder import Embedder, EmbedderSettings

#: (tokens per decode, sequences per decode, flash attention: None is llama.cpp's AUTO, the app's
#: default): the app's CPU choice first,
#: then larger batches, which a GPU can use and a CPU cannot (README, "llama.cpp settings").
SETTINGS = ((512, 8, None), (2048, 32, None), (8192, 64, None))


def load_texts(path: Path, count: int) -> list[str]:
    texts = []
    with open(path, encoding="utf-8") as fh:
        for line in fh:
            if not line.strip():
                continue
            row = json.loads(line)
            texts.append(row["text"] if "text" in row else f"{row.get('title', '')}\n\n{row['text']}")
            if len(texts) >= count:
                break
    if not texts:
        raise SystemExit(f"no texts in {path}")
    return texts


def measure(model: Path, texts: list[str], *, gpu: bool, settings: tuple[int, int, bool]) -> dict:
    batch_tokens, seq_max, flash = settings
    emb_settings = EmbedderSettings(batch_tokens=batch_tokens, seq_max=seq_max, flash_attn=flash, gpu=gpu)
    with Embedder(model, settings=emb_settings) as emb:
        emb.embed_documents(texts[:32])  # warm-up: kernels, caches
        emb.stats = type(emb.stats)()
        t0 = time.perf_counter()
        vectors = emb.embed_documents(texts)
        seconds = time.perf_counter() - t0
        return {
            "batch_tokens": batch_tokens,
            "seq_max": seq_max,
            "flash_attn": flash,
            "device": emb.device,
            "chunks": len(texts),
            "tokens": emb.stats.tokens,
            "seconds": seconds,
            "vectors": vectors,
        }


def run(args: argparse.Namespace) -> int:
    texts = load_texts(args.texts, args.count)
    gpu = args.device == "gpu"
    rows = []
    for setting in SETTINGS[: args.settings]:
        row = measure(args.model, texts, gpu=gpu, settings=setting)
        if gpu and not row["device"].startswith("GPU"):
            print(f"the GPU was not used: {row['device']}", file=sys.stderr)
            return 1
        np.save(args.out.with_suffix(f".{setting[0]}.npy"), row.pop("vectors"))
        rows.append(row)
        print(
            f"{args.device}: {setting[0]} tokens x {setting[1]} seqs: "
            f"{row['chunks'] / row['seconds']:.1f} chunks/s, {row['tokens'] / row['seconds']:.0f} tokens/s "
            f"({row['device']})",
            flush=True,
        )
    meta = {"host": platform.node(), "cpus": os.cpu_count(), "model": args.model.name, "rows": rows}
    args.out.write_text(json.dumps(meta, indent=1), encoding="utf-8")
    return 0


def compare(cpu_path: Path, gpu_path: Path) -> int:
    cpu, gpu = (json.loads(p.read_text(encoding="utf-8")) for p in (cpu_path, gpu_path))
    best_cpu = max(r["chunks"] / r["seconds"] for r in cpu["rows"])
    print(
        f"{cpu['rows'][0]['chunks']} chunks, {cpu['rows'][0]['tokens']} tokens, model {cpu['model']}, "
        f"{cpu['cpus']} CPU threads; CPU: {cpu['rows'][0]['device']}; GPU: {gpu['rows'][0]['device']}"
    )
    print("| device | tokens x seqs per decode | chunks/s | tokens/s | vs. best CPU | min cosine to CPU |")
    print("|---|---|---:|---:|---:|---:|")
    reference = np.load(cpu_path.with_suffix(f".{cpu['rows'][0]['batch_tokens']}.npy"))
    for name, data, path in (("CPU", cpu, cpu_path), ("GPU", gpu, gpu_path)):
        for r in data["rows"]:
            cps = r["chunks"] / r["seconds"]
            vectors = np.load(path.with_suffix(f".{r['batch_tokens']}.npy"))
            agree = float(np.min(np.sum(vectors * reference, axis=1)))
            print(
                f"| {name} | {r['batch_tokens']} x {r['seq_max']} | {cps:.1f} | "
                f"{r['tokens'] / r['seconds']:.0f} | {cps / best_cpu:.2f} | {agree:.4f} |"
            )
    return 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--model", type=Path)
    parser.add_argument("--texts", type=Path)
    parser.add_argument("--count", type=int, default=1000, help="chunks to embed")
    parser.add_argument("--device", choices=("cpu", "gpu"))
    parser.add_argument("--settings", type=int, default=len(SETTINGS), help="how many batch settings")
    parser.add_argument("--out", type=Path)
    parser.add_argument("--compare", nargs=2, type=Path, metavar=("CPU_JSON", "GPU_JSON"))
    args = parser.parse_args()
    if args.compare:
        return compare(*args.compare)
    if not (args.model and args.texts and args.device and args.out):
        parser.error("--model, --texts, --device and --out are needed (or --compare)")
    return run(args)


if __name__ == "__main__":
    sys.exit(main())
