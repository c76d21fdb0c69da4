"""Tiny but real models, written by the tests themselves (no network).

:func:`build_tiny_cross_encoder` (and the shape constants) live in
:mod:`tools.tiny_models`, which the benchmarks share; they are imported here
so the tests keep one place to import from. :func:`build_tiny_chat_model`
writes a chat model GGUF that the model checks must refuse.
"""

from __future__ import annotations

from pathlib import Path

import numpy as np

from tools.tiny_models import (
    HEADS,
    HIDDEN,
    INTERMEDIATE,
    LAYERS,
    MAX_POSITIONS,
    VOCAB_SIZE,
    build_tiny_cross_encoder,
)

__all__ = [
    "HEADS",
    "HIDDEN",
    "INTERMEDIATE",
    "LAYERS",
    "MAX_POSITIONS",
    "VOCAB_SIZE",
    "build_tiny_chat_model",
    "build_tiny_cross_encoder",
]


def build_tiny_chat_model(path: Path, *, seed: int = 0, hidden: int = 64, layers: int = 2) -> Path:
    """Write a tiny causal language model GGUF (llama architecture, no pooling) at ``path``.

    What a user gets when they pick a chat model (Llama, Mistral, Qwen...) by
    mistake: a real, loadable text-generation model with a SentencePiece-style
    vocabulary of 256 byte tokens plus three specials, seeded random weights.
    """
    import gguf

    heads, n_ff = 4, hidden * 2
    vocab = ["<unk>", "<s>", "</s>", *(f"<0x{b:02X}>" for b in range(256))]
    token_types = [
        int(gguf.TokenType.UNKNOWN),
        int(gguf.TokenType.CONTROL),
        int(gguf.TokenType.CONTROL),
        *[int(gguf.TokenType.BYTE)] * 256,
    ]
    rng = np.random.default_rng(seed)

    def weight(*shape: int) -> np.ndarray:
        return rng.normal(0.0, 1.0 / np.sqrt(shape[-1]), size=shape).astype(np.float32)

    path.parent.mkdir(parents=True, exist_ok=True)
    writer = gguf.GGUFWriter(str(path), "llama")
    writer.add_name("tiny-chat")
    writer.add_context_length(256)
    writer.add_embedding_length(hidden)
    writer.add_block_count(layers)
    writer.add_feed_forward_length(n_ff)
    writer.add_head_count(heads)
    writer.add_head_count_kv(heads)
    writer.add_rope_dimension_count(hidden // heads)
    writer.add_layer_norm_rms_eps(1e-5)
    writer.add_file_type(gguf.LlamaFileType.ALL_F32)
    writer.add_tokenizer_model("llama")
    writer.add_token_list(vocab)
    writer.add_token_scores([0.0] * len(vocab))
    writer.add_token_types(token_types)
    writer.add_bos_token_id(1)
    writer.add_eos_token_id(2)
    writer.add_unk_token_id(0)
    writer.add_tensor("token_embd.weight", weight(len(vocab), hidden))
    for i in range(layers):
        writer.add_tensor(f"blk.{i}.attn_norm.weight", np.ones(hidden, np.float32))
        for part in ("q", "k", "v", "output"):
            writer.add_tensor(f"blk.{i}.attn_{part}.weight", weight(hidden, hidden))
        writer.add_tensor(f"blk.{i}.ffn_norm.weight", np.ones(hidden, np.float32))
        writer.add_tensor(f"blk.{i}.ffn_gate.weight", weight(n_ff, hidden))
        writer.add_tensor(f"blk.{i}.ffn_up.weight", weight(n_ff, hidden))
        writer.add_tensor(f"blk.{i}.ffn_down.weight", weight(hidden, n_ff))
    writer.add_tensor("output_norm.weight", np.ones(hidden, np.float32))
    writer.add_tensor("output.weight", weight(len(vocab), hidden))
    writer.write_header_to_file()
    writer.write_kv_data_to_file()
    writer.write_tensors_to_file()
    writer.close()
    return path
