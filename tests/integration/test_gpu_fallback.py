"""When the GPU cannot be used, the real model loads on the CPU and says why.

No GPU here, so the GPU path is forced through runtime's seams: the build
claims offload support and creating the model with layers offloaded raises
(as llama.cpp does on out-of-memory or driver trouble). Everything after that
is the real llama.cpp on the CPU.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import numpy as np
import pytest

from desktop_search.core.engine import Engine
from desktop_search.core.models import runtime
from desktop_search.core.models.embedder import Embedder

#: one query embedded by two CPU loads of the same model: one input alone, the same arithmetic,
#: so bitwise-equal vectors (measured 1 - cos = 1.2e-7, the float32 dot; n_threads 1 vs 2 change no
#: bit). 0.9999 means |a - b| < 0.014, room for the session embedder on a GPU in a GPU build (other
#: kernels: |dv| ~ u * sqrt(k / 3) ~ 1.8e-3 with u = 2**-11, k ~ 42 f16 roundings, see
#: test_embedder.VECTOR_TOLERANCE); another model or garbage is far off (different texts of one
#: model lie >= 0.22 apart).
SAME_QUERY_MIN_COSINE = 0.9999


@pytest.fixture
def failing_gpu(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """GPU offload 'supported', but every attempt to offload fails; records n_gpu_layers tried."""
    attempts: list[int] = []
    real_open = runtime._open_llama

    def open_llama(**kwargs: Any) -> Any:
        attempts.append(kwargs["n_gpu_layers"])
        if kwargs["n_gpu_layers"] != 0:
            raise ValueError("Failed to create llama_context (cudaMalloc failed: out of memory)")
        return real_open(**kwargs)

    monkeypatch.setattr(runtime, "gpu_offload_supported", lambda: True)
    monkeypatch.setattr(runtime, "gpu_backend_name", lambda: "CUDA")
    monkeypatch.setattr(runtime, "_open_llama", open_llama)
    return attempts


def test_failed_gpu_load_falls_back_to_cpu_with_reason(
    failing_gpu: list[int], default_model: Path, embedder: Embedder
) -> None:
    loaded = runtime.load_llama(default_model, batch_tokens=512, flash_attn=True)
    try:
        assert failing_gpu == [-1, 0]
        assert loaded.device.startswith("CPU (")
        assert "GPU not used" in loaded.device
        assert "CUDA GPU failed" in loaded.fallback_reason
        assert "out of memory" in loaded.fallback_reason
    finally:
        loaded.llm.close()

    with Embedder(default_model) as fallback:
        assert "out of memory" in fallback.device
        text = "A man is eating a piece of bread."
        got = fallback.embed_query(text)
        want = embedder.embed_query(text)  # the session's embedder, loaded normally on the CPU
    assert np.isfinite(got).all()
    assert float(np.dot(got, want)) > SAME_QUERY_MIN_COSINE


def test_status_shows_the_fallback_reason(failing_gpu: list[int], paths) -> None:
    with Engine(paths) as engine:
        device = engine.status().device
    assert device.startswith("CPU (")
    assert "GPU not used: loading on the CUDA GPU failed" in device


def test_cpu_only_build_reports_plain_cpu(default_model: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(runtime, "gpu_offload_supported", lambda: False)
    monkeypatch.setattr(runtime, "shipped_gpu_backends", list)
    loaded = runtime.load_llama(default_model, batch_tokens=512, flash_attn=True)
    loaded.llm.close()
    assert loaded.fallback_reason == ""
    assert "GPU" not in loaded.device


def test_gpu_build_without_a_device_says_so(default_model: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(runtime, "gpu_offload_supported", lambda: False)
    monkeypatch.setattr(runtime, "shipped_gpu_backends", lambda: ["Vulkan"])
    loaded = runtime.load_llama(default_model, batch_tokens=512, flash_attn=True)
    loaded.llm.close()
    assert "Vulkan build but no usable GPU" in loaded.fallback_reason
    assert loaded.device.startswith("CPU (")


def test_llama_cpp_has_a_backend_registered() -> None:
    # Static builds have theirs linked in; GGML_BACKEND_DL builds get them loaded from llama_cpp/lib.
    assert runtime.load_backend_plugins() >= 1


def test_a_gpu_gets_larger_decodes_and_a_fallback_the_cpu_shape(
    default_model: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The decode shape follows the device the model really landed on: a GPU load takes the
    GPU's physical batch, a load that fell back to the CPU keeps the CPU's (no GPU here: a
    CPU-only build runs ``n_gpu_layers=-1`` on the CPU, so the 'GPU' context is real)."""
    tried: list[dict[str, Any]] = []
    real_open = runtime._open_llama

    def open_llama(**kwargs: Any) -> Any:
        tried.append(kwargs)
        return real_open(**kwargs)

    monkeypatch.setattr(runtime, "gpu_offload_supported", lambda: True)
    monkeypatch.setattr(runtime, "gpu_backend_name", lambda: "CUDA")
    monkeypatch.setattr(runtime, "_open_llama", open_llama)
    with Embedder(default_model) as on_gpu:
        assert on_gpu.device.startswith("GPU (CUDA")
        assert (on_gpu.batch_tokens, on_gpu.seq_max) == (
            runtime.DEFAULT_GPU_BATCH_TOKENS,
            runtime.DEFAULT_GPU_SEQ_MAX,
        )
        assert tried[-1]["n_ubatch"] == tried[-1]["n_ctx"] == runtime.DEFAULT_GPU_BATCH_TOKENS
        vectors = on_gpu.embed_documents([f"note {i} about the garden shed" for i in range(100)])
    assert vectors.shape == (100, 384)
    assert on_gpu.stats.batches < 100 / runtime.DEFAULT_SEQ_MAX  # fewer, larger decodes


def test_a_failed_gpu_load_keeps_the_cpu_decode_shape(failing_gpu: list[int], default_model: Path) -> None:
    with Embedder(default_model) as fallback:
        assert fallback.device.startswith("CPU (")
        assert fallback.batch_tokens == runtime.DEFAULT_BATCH_TOKENS
        assert fallback.seq_max == runtime.DEFAULT_SEQ_MAX
