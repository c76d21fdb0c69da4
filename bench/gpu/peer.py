"""The PyTorch peer: the app's model as a Hugging Face ``BertModel``, on the same token ids.

What a plain PyTorch embedder does with the same model on the same device: ``BertModel``
(transformers, its default attention: SDPA) in fp16 on a GPU (fp32 on a CPU, where fp16 is
slow and not what anyone runs), mean pooling over the real tokens, L2-normalised, inputs sorted
by length so a batch pads little, at most ``--max-tokens`` (256, the app's input length for this
model) per input. The weights come from the app's own GGUF file (read by ``gguf_tensors.py``),
the token ids from the app's own tokenizer (``throughput.py --tokens-out``), so both sides
embed exactly the same tokens with exactly the same weights: their vectors must agree
(``--against``: cosine of each text's two vectors).

Each batch size is timed over all texts after one warm-up pass, from token ids in host memory
to normalised vectors in host memory (the padding, the copies both ways and the pooling
included; the tokenizer not, as for the app's "token ids in" figure).

    python bench/gpu/peer.py --model M.gguf --tokens tokens.npz --device cuda --out peer-gpu.json \
        [--against app-gpu.256x8.npy]
"""

from __future__ import annotations

import argparse
import json
import platform
import sys
import time
from pathlib import Path
from typing import Any

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))

from gguf_tensors import read_gguf  # this folder, not a package

#: GGUF (llama.cpp's BERT names) -> Hugging Face BertModel, per layer and for the embeddings.
LAYER_NAMES = {
    "attn_q": "attention.self.query",
    "attn_k": "attention.self.key",
    "attn_v": "attention.self.value",
    "attn_output": "attention.output.dense",
    "attn_output_norm": "attention.output.LayerNorm",
    "ffn_up": "intermediate.dense",
    "ffn_down": "output.dense",
    "layer_output_norm": "output.LayerNorm",
}
EMBEDDING_NAMES = {
    "token_embd.weight": "embeddings.word_embeddings.weight",
    "position_embd.weight": "embeddings.position_embeddings.weight",
    "token_types.weight": "embeddings.token_type_embeddings.weight",
    "token_embd_norm.weight": "embeddings.LayerNorm.weight",
    "token_embd_norm.bias": "embeddings.LayerNorm.bias",
}


def hf_name(gguf_name: str) -> str:
    if gguf_name in EMBEDDING_NAMES:
        return EMBEDDING_NAMES[gguf_name]
    blk, index, rest = gguf_name.split(".", 2)
    part, kind = rest.rsplit(".", 1)
    if blk != "blk" or part not in LAYER_NAMES:
        raise KeyError(f"no BertModel tensor for {gguf_name}")
    return f"encoder.layer.{index}.{LAYER_NAMES[part]}.{kind}"


def bert_from_gguf(path: Path, *, dtype: Any, device: str) -> tuple[Any, dict[str, Any]]:
    """A ``BertModel`` holding the GGUF file's weights, in eval mode on ``device``."""
    import torch
    from transformers import BertConfig, BertModel

    meta, tensors = read_gguf(path)
    arch = meta["general.architecture"]
    if arch != "bert":
        raise SystemExit(f"{path.name} is a {arch} model: the peer is a BertModel")
    if int(meta.get("bert.pooling_type", 0)) != 1:
        raise SystemExit(f"{path.name} does not pool by the mean: the peer does")
    config = BertConfig(
        vocab_size=tensors["token_embd.weight"].shape[0],
        hidden_size=int(meta["bert.embedding_length"]),
        num_hidden_layers=int(meta["bert.block_count"]),
        num_attention_heads=int(meta["bert.attention.head_count"]),
        intermediate_size=int(meta["bert.feed_forward_length"]),
        max_position_embeddings=int(meta["bert.context_length"]),
        type_vocab_size=tensors["token_types.weight"].shape[0],
        layer_norm_eps=float(meta["bert.attention.layer_norm_epsilon"]),
        hidden_act="gelu",
        pad_token_id=int(meta.get("tokenizer.ggml.padding_token_id", 0) or 0),
    )
    model = BertModel(config, add_pooling_layer=False)
    state = {
        hf_name(name): torch.from_numpy(np.array(array, dtype=np.float32)) for name, array in tensors.items()
    }
    missing, unexpected = model.load_state_dict(state, strict=False)
    missing = [m for m in missing if not m.endswith("position_ids") and not m.endswith("token_type_ids")]
    if missing or unexpected:
        raise SystemExit(f"weights do not fit BertModel: missing {missing}, unexpected {unexpected}")
    model = model.to(device=device, dtype=dtype).eval()
    return model, meta


def load_tokens(path: Path) -> tuple[list[np.ndarray], int, float]:
    data = np.load(path)
    ids, offsets = data["ids"], data["offsets"]
    rows = [ids[offsets[i] : offsets[i + 1]] for i in range(len(offsets) - 1)]
    return rows, int(data["pad_id"]), float(data["tokenize_seconds"])


def embed(model: Any, rows: list[np.ndarray], *, batch: int, pad_id: int, device: str) -> np.ndarray:
    """Normalised mean-pooled vectors of ``rows`` (in their order), ``batch`` inputs per forward."""
    import torch

    order = sorted(range(len(rows)), key=lambda i: len(rows[i]))
    width = model.config.hidden_size
    out = np.empty((len(rows), width), dtype=np.float32)
    with torch.inference_mode():
        for start in range(0, len(order), batch):
            picked = order[start : start + batch]
            longest = max(len(rows[i]) for i in picked)
            ids = np.full((len(picked), longest), pad_id, dtype=np.int64)
            mask = np.zeros((len(picked), longest), dtype=np.int64)
            for j, i in enumerate(picked):
                ids[j, : len(rows[i])] = rows[i]
                mask[j, : len(rows[i])] = 1
            ids_t = torch.from_numpy(ids).to(device, non_blocking=True)
            mask_t = torch.from_numpy(mask).to(device, non_blocking=True)
            hidden = model(input_ids=ids_t, attention_mask=mask_t).last_hidden_state
            m = mask_t.unsqueeze(-1).to(hidden.dtype)
            pooled = (hidden * m).sum(dim=1).float() / m.sum(dim=1).float()
            pooled = torch.nn.functional.normalize(pooled, dim=1)
            out[picked] = pooled.cpu().numpy()
    return out


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--model", type=Path, required=True, help="the app's GGUF file")
    parser.add_argument("--tokens", type=Path, required=True, help="throughput.py --tokens-out")
    parser.add_argument("--device", choices=("cuda", "cpu"), required=True)
    parser.add_argument("--batches", default="64,256,1024", help="inputs per forward, comma-separated")
    parser.add_argument("--max-tokens", type=int, default=256)
    parser.add_argument("--count", type=int, default=0, help="only the first N texts (0: all)")
    parser.add_argument("--against", type=Path, help="the app's vectors (.npy) for the same texts")
    parser.add_argument("--out", type=Path, required=True)
    args = parser.parse_args()

    import torch
    import transformers

    if args.device == "cuda" and not torch.cuda.is_available():
        print("peer: torch sees no CUDA device", file=sys.stderr)
        return 1
    dtype = torch.float16 if args.device == "cuda" else torch.float32
    rows, pad_id, _ = load_tokens(args.tokens)
    if args.count:
        rows = rows[: args.count]
    too_long = sum(len(r) > args.max_tokens for r in rows)
    if too_long:  # the app cut them already; a longer row means the two sides disagree on the input
        raise SystemExit(f"{too_long} inputs are longer than {args.max_tokens} tokens")
    model, _ = bert_from_gguf(args.model, dtype=dtype, device=args.device)
    name = torch.cuda.get_device_name(0) if args.device == "cuda" else (platform.processor() or "CPU")
    sync = torch.cuda.synchronize if args.device == "cuda" else (lambda: None)
    n_tokens = int(sum(len(r) for r in rows))
    meta: dict[str, Any] = {
        "device": f"{name} (torch {torch.__version__}, transformers {transformers.__version__}, "
        f"{str(dtype).removeprefix('torch.')}, attention {model.config._attn_implementation})",
        "threads": torch.get_num_threads(),
        "chunks": len(rows),
        "tokens": n_tokens,
        "rows": [],
    }
    reference = np.load(args.against)[: len(rows)] if args.against else None
    for batch in (int(b) for b in args.batches.split(",")):
        embed(model, rows[: min(len(rows), 4 * batch)], batch=batch, pad_id=pad_id, device=args.device)
        sync()
        t0 = time.perf_counter()
        vectors = embed(model, rows, batch=batch, pad_id=pad_id, device=args.device)
        sync()
        seconds = time.perf_counter() - t0
        row: dict[str, Any] = {"batch": batch, "seconds": seconds}
        if reference is not None:
            row["min_cosine_to_app"] = float(np.min(np.sum(vectors * reference, axis=1)))
        np.save(args.out.with_suffix(f".b{batch}.npy"), vectors)
        meta["rows"].append(row)
        agree = f", min cosine to the app {row['min_cosine_to_app']:.5f}" if reference is not None else ""
        print(
            f"peer {args.device} batch {batch}: {len(rows) / seconds:.1f} chunks/s, "
            f"{n_tokens / seconds:.0f} tokens/s{agree}",
            flush=True,
        )
        args.out.write_text(json.dumps(meta, indent=1), encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
