"""One markdown table of everything ``run.sh`` measured in WORK, with the ratios and the agreement checks.

Reads what the steps left in WORK (any of them may be missing: its rows say "not measured"):

* ``app-gpu.json``, ``app-cpu.json`` (``throughput.py``; vectors ``app-*.<shape>.npy``),
* ``peer-gpu.json``, ``peer-cpu.json`` (``peer.py``; vectors ``peer-*.b<batch>.npy``),
* ``index-gpu.json``, ``index-cpu.json`` (``index_run.py``), ``build.json`` (``run.sh``).

Vectors must agree: every app shape on the GPU against the app on the CPU (first shape), and the
peer against the app on the same device, cosine >= ``--min-cosine`` for every text compared. Exits 1
when one does not (the table marks it), 0 otherwise, also when parts were not measured.

    python bench/gpu/report.py WORK > WORK/table.md
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

import numpy as np

NOT = "not measured"


def load(path: Path) -> dict[str, Any] | None:
    try:
        data: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    return data


def shape(row: dict[str, Any]) -> str:
    return f"{row['batch_tokens']}x{row['seq_max']}"


def min_cosine(a: np.ndarray, b: np.ndarray) -> float:
    n = min(len(a), len(b))
    return float(np.min(np.sum(a[:n] * b[:n], axis=1)))


def vectors(work: Path, name: str, suffix: str) -> np.ndarray | None:
    path = work / f"{name}.{suffix}.npy"
    return np.load(path) if path.is_file() else None


def fmt(value: float | None, digits: int = 0) -> str:
    return NOT if value is None else f"{value:,.{digits}f}"


def ratio(a: float | None, b: float | None) -> str:
    return NOT if not a or not b else f"{a / b:.2f}x"


class Table:
    def __init__(self, min_cos: float) -> None:
        self.rows: list[list[str]] = []
        self.min_cos = min_cos
        self.failed: list[str] = []

    def agree(self, what: str, value: float | None) -> str:
        if value is None:
            return NOT
        if value < self.min_cos:
            self.failed.append(f"{what}: {value:.5f}")
            return f"**{value:.5f} FAIL**"
        return f"{value:.5f}"

    def add(self, *cells: str) -> None:
        self.rows.append(list(cells))

    def markdown(self) -> str:
        head = [
            "what",
            "device",
            "setting",
            "texts",
            "tokens",
            "seconds",
            "texts/s",
            "tokens/s",
            "min cosine",
            "note",
        ]
        lines = ["| " + " | ".join(head) + " |", "|" + "---|" * 3 + "---:|" * 5 + "---:|---|"]
        lines += ["| " + " | ".join(r) + " |" for r in self.rows]
        return "\n".join(lines)


def app_rows(t: Table, work: Path, name: str, label: str, reference: np.ndarray | None) -> dict[str, Any]:
    data = load(work / f"{name}.json")
    best: dict[str, Any] = {}
    if data is None or not data["rows"]:
        t.add(f"app Embedder ({label})", NOT, "", "", "", "", "", "", "", "")
        return best
    for row in data["rows"]:
        tps = row["tokens"] / row["seconds"]
        if tps > best.get("texts", 0.0):
            best["texts"], best["texts_shape"] = tps, shape(row)
        agree = None
        vec = vectors(work, name, shape(row))
        if reference is not None and vec is not None:
            agree = min_cosine(vec, reference)
        t.add(
            f"app Embedder, texts in ({label})",
            row["device"],
            shape(row) + (" (app default)" if shape(row) == "256x8" else ""),
            str(row["chunks"]),
            str(row["tokens"]),
            fmt(row["seconds"], 2),
            fmt(row["chunks"] / row["seconds"], 1),
            fmt(tps),
            t.agree(f"app {label} {shape(row)} vs app CPU", agree),
            f"{row['decodes']} decodes, {row['threads']} threads",
        )
        if "seconds_tokens_in" in row:
            tin = row["tokens"] / row["seconds_tokens_in"]
            best["tokens_in"] = max(best.get("tokens_in", 0.0), tin)
            t.add(
                f"app Embedder, token ids in ({label})",
                row["device"],
                shape(row),
                str(row["chunks"]),
                str(row["tokens"]),
                fmt(row["seconds_tokens_in"], 2),
                fmt(row["chunks"] / row["seconds_tokens_in"], 1),
                fmt(tin),
                "same vectors"
                if row.get("tokens_in_max_diff", 1.0) < 1e-5
                else f"max diff {row['tokens_in_max_diff']:.1e}",
                "tokenizer not timed",
            )
        if shape(row) == "256x8":
            best["default"] = tps
    return best


def peer_rows(t: Table, work: Path, name: str, label: str, app: np.ndarray | None) -> float | None:
    data = load(work / f"{name}.json")
    if data is None or not data["rows"]:
        t.add(f"PyTorch peer ({label})", NOT, "", "", "", "", "", "", "", "")
        return None
    best = 0.0
    for row in data["rows"]:
        tps = data["tokens"] / row["seconds"]
        best = max(best, tps)
        vec = vectors(work, name, f"b{row['batch']}")
        agree = min_cosine(vec, app) if vec is not None and app is not None else row.get("min_cosine_to_app")
        t.add(
            f"PyTorch peer, token ids in ({label})",
            data["device"],
            f"batch {row['batch']}, sorted by length",
            str(data["chunks"]),
            str(data["tokens"]),
            fmt(row["seconds"], 2),
            fmt(data["chunks"] / row["seconds"], 1),
            fmt(tps),
            t.agree(f"peer {label} batch {row['batch']} vs app {label}", agree),
            "mean pooling, max 256 tokens",
        )
    return best


def index_rows(t: Table, work: Path, label: str) -> dict[str, Any] | None:
    data = load(work / f"index-{label}.json")
    if data is None:
        t.add(f"first index ({label})", NOT, "", "", "", "", "", "", "", "")
        return None
    passages, words, meaning = data["passages"], data["words_s"], data["meaning_s"]
    device = data["device"]
    tokens = data.get("meaning_tokens")
    t.add(
        f"first index, whole run ({label})",
        device,
        "desktop-search index",
        str(data["files"]),
        "",
        fmt(data["seconds"], 1),
        fmt(data["files"] / data["seconds"], 1),
        "",
        "",
        f"{data['chunks']} chunks; {data['cpus']} CPU threads; "
        f"process {data['wall_s']:.1f} s with start and model load",
    )
    t.add(
        f"first index, words step ({label})",
        device,
        "every file searchable by words",
        str(data["files"]),
        "",
        fmt(words, 1),
        fmt(data["files"] / words if words else None, 1),
        "",
        "",
        "scan, extraction, keyword index",
    )
    t.add(
        f"first index, meaning step ({label})",
        device,
        "256x8 (app default)",
        f"{passages} passages",
        "" if tokens is None else str(tokens),
        fmt(meaning, 1),
        fmt(passages / meaning if meaning else None, 1),
        fmt(tokens / meaning if tokens and meaning else None),
        "",
        f"passages/s; the run after the words step ({data.get('meaning_state', '?')}); tokens counted again",
    )
    return data


def meaning_tps(data: dict[str, Any] | None) -> float | None:
    """Tokens per second of an index run's meaning step (None: not measured)."""
    if data is None or not data.get("meaning_tokens") or not data.get("meaning_s"):
        return None
    return float(data["meaning_tokens"] / data["meaning_s"])


def reading_lines(ix: dict[str, Any] | None, gpu: dict[str, Any], tok: dict[str, Any] | None) -> list[str]:
    """What bounds the first index on the GPU, in measured figures only."""
    if ix is None:
        return []
    rate = meaning_tps(ix)
    out = [
        f"First index on the GPU: words step {ix['words_s']:.1f} s of {ix['seconds']:.1f} s "
        f"({ix['words_s'] / ix['seconds']:.0%}), meaning step {ix['meaning_s']:.1f} s"
        + (f" at {rate:,.0f} tokens/s." if rate else ".")
    ]
    if rate and gpu.get("default"):
        out.append(
            f"That is {rate / gpu['default']:.2f}x the app Embedder's own rate on the GPU at the "
            f"index's 256x8 ({gpu['default']:,.0f} tokens/s) and {rate / gpu['texts']:.2f}x its best "
            f"GPU shape ({gpu['texts_shape']}: {gpu['texts']:,.0f} tokens/s)."
        )
    if tok and rate:
        out.append(f"The tokenizer alone, one thread: {tok['tokens'] / tok['seconds']:,.0f} tokens/s.")
    return out


def build_line(work: Path) -> str:
    data = load(work / "build.json")
    if data is None:
        return "llama-cpp-python: no CUDA build in this run"
    return (
        f"llama-cpp-python {data.get('version', '?')} {data.get('how', '')}: {data.get('seconds', '?')} s "
        f"(CUDA sm_{data.get('arch', '?')}, {data.get('nvcc', '?')}); GPU {data.get('gpu', '?')}"
    )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("work", type=Path)
    parser.add_argument("--min-cosine", type=float, default=0.999)
    args = parser.parse_args()
    work: Path = args.work
    t = Table(args.min_cosine)

    cpu_data = load(work / "app-cpu.json")
    cpu_ref = vectors(work, "app-cpu", shape(cpu_data["rows"][0])) if cpu_data and cpu_data["rows"] else None
    gpu_data = load(work / "app-gpu.json")
    gpu_ref = vectors(work, "app-gpu", shape(gpu_data["rows"][0])) if gpu_data and gpu_data["rows"] else None

    gpu = app_rows(t, work, "app-gpu", "GPU", cpu_ref)
    cpu = app_rows(t, work, "app-cpu", "CPU", cpu_ref)
    peer_gpu = peer_rows(t, work, "peer-gpu", "GPU", gpu_ref)
    peer_cpu = peer_rows(t, work, "peer-cpu", "CPU", cpu_ref)
    tok = (load(work / "app-gpu.json") or load(work / "app-cpu.json") or {}).get("tokenizer")
    if tok:
        t.add(
            "app tokenizer alone",
            "CPU, 1 thread",
            "llama.cpp vocab",
            str(tok["texts"]),
            str(tok["tokens"]),
            fmt(tok["seconds"], 2),
            fmt(tok["texts"] / tok["seconds"], 1),
            fmt(tok["tokens"] / tok["seconds"]),
            "",
            "cut to 256 tokens, specials in",
        )
    index_gpu = index_rows(t, work, "gpu")
    index_cpu = index_rows(t, work, "cpu")

    def seconds(data: dict[str, Any] | None, key: str) -> float | None:
        return None if data is None else data.get(key)

    ratios = [
        (
            "app GPU best (token ids in) / PyTorch peer GPU best",
            ratio(gpu.get("tokens_in"), peer_gpu),
            "tokens/s",
        ),
        ("app GPU best (texts in) / PyTorch peer GPU best", ratio(gpu.get("texts"), peer_gpu), "tokens/s"),
        ("app GPU best / app CPU best (texts in)", ratio(gpu.get("texts"), cpu.get("texts")), "tokens/s"),
        (
            "app GPU / app CPU at 256x8 (the index's shape)",
            ratio(gpu.get("default"), cpu.get("default")),
            "tokens/s",
        ),
        (
            "app CPU best (token ids in) / PyTorch peer CPU best",
            ratio(cpu.get("tokens_in"), peer_cpu),
            "tokens/s",
        ),
        (
            "first index: CPU time / GPU time, whole run",
            ratio(seconds(index_cpu, "seconds"), seconds(index_gpu, "seconds")),
            "speed-up",
        ),
        (
            "first index: CPU time / GPU time, meaning step",
            ratio(seconds(index_cpu, "meaning_s"), seconds(index_gpu, "meaning_s")),
            "speed-up",
        ),
        (
            "first index: CPU time / GPU time, words step",
            ratio(seconds(index_cpu, "words_s"), seconds(index_gpu, "words_s")),
            "same work on the same CPU: ~1x",
        ),
        (
            "first index on the GPU: meaning step tokens/s / app Embedder GPU at 256x8",
            ratio(meaning_tps(index_gpu), gpu.get("default")),
            "~1x: bound by the decodes; well below: by the rest of the meaning step",
        ),
        (
            "first index on the CPU: meaning step tokens/s / app Embedder CPU at 256x8",
            ratio(meaning_tps(index_cpu), cpu.get("default")),
            "the same on the CPU",
        ),
        (
            "first index on the GPU: words step / whole run",
            NOT if index_gpu is None else f"{index_gpu['words_s'] / index_gpu['seconds']:.0%}",
            "share of the run",
        ),
    ]
    for what, value, note in ratios:
        t.add(f"ratio: {what}", "", "", "", "", "", "", value, "", note)

    reading = reading_lines(index_gpu, gpu, tok)

    machine = []
    for name in ("app-gpu", "app-cpu"):
        data = load(work / f"{name}.json")
        if data:
            machine.append(f"{name}: {data['host']}, {data['cpus']} CPU threads, model {data['model']}")
    print(build_line(work))
    print("; ".join(machine) or "no embedder runs")
    print()
    print(t.markdown())
    if reading:
        print("\n" + " ".join(reading))
    if t.failed:
        print(f"\nvectors disagree (cosine < {args.min_cosine}): " + "; ".join(t.failed))
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
