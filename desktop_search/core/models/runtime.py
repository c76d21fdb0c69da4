"""What the embedder and the reranker share: loading a GGUF into llama.cpp and pooled decodes.

Both pack many sequences into one physical batch (distinct sequence ids,
``n_ubatch == n_batch`` because encoders attend over the whole batch) and read
one pooled row per sequence back.
"""

from __future__ import annotations

import ctypes
import os
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np


class DecodeError(RuntimeError):
    """llama.cpp could not decode a batch, or returned no pooled output."""


@dataclass(frozen=True)
class Loaded:
    llm: Any  # llama_cpp.Llama
    device: str
    n_threads: int


def gpu_backend_name() -> str:
    import llama_cpp

    summary = bytes(llama_cpp.llama_print_system_info()).decode(errors="replace").upper()
    for name in ("CUDA", "Metal", "Vulkan", "ROCm", "HIP", "SYCL", "OpenCL"):
        if name.upper() in summary:
            return name
    return "GPU"


def load_llama(
    path: Path,
    *,
    batch_tokens: int,
    flash_attn: bool,
    n_threads: int | None = None,
    gpu: bool | None = None,
    pooling_type: int | None = None,
) -> Loaded:
    """A ``Llama`` in embedding mode whose context holds one full physical batch.

    Layers go to the GPU whenever the build supports offload (unless ``gpu`` is False).
    Raises ``ValueError``/``RuntimeError`` from llama.cpp when the file cannot be loaded.
    """
    import llama_cpp

    threads = n_threads or max(1, os.cpu_count() or 1)
    use_gpu = bool(llama_cpp.llama_supports_gpu_offload()) if gpu is None else gpu
    extra = {} if pooling_type is None else {"pooling_type": pooling_type}
    llm = llama_cpp.Llama(
        model_path=str(path),
        embedding=True,
        n_ctx=batch_tokens,
        n_batch=batch_tokens,
        n_ubatch=batch_tokens,
        n_threads=threads,
        n_threads_batch=threads,
        n_gpu_layers=-1 if use_gpu else 0,
        flash_attn=flash_attn,
        verbose=False,
        **extra,
    )
    device = f"GPU ({gpu_backend_name()})" if use_gpu else f"CPU ({threads} threads)"
    return Loaded(llm, device, threads)


def fill_batch(batch: Any, sequences: list[list[int]]) -> int:
    """Put ``sequences`` into ``batch`` with sequence ids 0..n-1; returns the token count."""
    flat = np.concatenate([np.asarray(s, dtype=np.int32) for s in sequences])
    n_total = len(flat)
    np.ctypeslib.as_array(batch.token, shape=(n_total,))[:] = flat
    np.ctypeslib.as_array(batch.pos, shape=(n_total,))[:] = np.concatenate(
        [np.arange(len(s), dtype=np.int32) for s in sequences]
    )
    np.ctypeslib.as_array(batch.n_seq_id, shape=(n_total,))[:] = 1
    # Every token is an output in embedding mode; the pooling picks what it needs.
    logits = ctypes.cast(batch.logits, ctypes.POINTER(ctypes.c_int8))
    np.ctypeslib.as_array(logits, shape=(n_total,))[:] = 1
    seq_ids = np.repeat(np.arange(len(sequences)), [len(s) for s in sequences])
    for j, seq in enumerate(seq_ids.tolist()):
        batch.seq_id[j][0] = seq
    batch.n_tokens = n_total
    return n_total


def decode_pooled(llm: Any, memory: Any, batch: Any, *, n_seqs: int, width: int) -> np.ndarray:
    """Decode ``batch`` and return the pooled output of each sequence, shape (n_seqs, width)."""
    import llama_cpp

    if memory:
        llama_cpp.llama_memory_clear(memory, True)
    rc = llama_cpp.llama_decode(llm.ctx, batch)
    if rc != 0:
        raise DecodeError(f"llama.cpp decode failed (code {rc})")
    out = np.empty((n_seqs, width), dtype=np.float32)
    for seq in range(n_seqs):
        ptr = llama_cpp.llama_get_embeddings_seq(llm.ctx, seq)
        if not ptr:
            raise DecodeError(f"llama.cpp returned no pooled output for sequence {seq}")
        out[seq] = np.ctypeslib.as_array(ptr, shape=(width,))
    return out
