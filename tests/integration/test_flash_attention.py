"""Flash attention is left to llama.cpp's AUTO, which asks the device whether it can run it.

llama-cpp-python maps ``flash_attn=True`` to ENABLED, never AUTO. Forced on, a backend without a
kernel for the model's head size (CUDA has none for 32, the built-in models' size) runs every
layer's attention on the CPU with copies both ways (#39). No GPU here: these tests check that the
real context is made with AUTO, that the CPU (which has every head size) keeps it on, and that
what llama.cpp says when a device lacks it becomes the reason shown with the device.
"""

from __future__ import annotations

import logging
from pathlib import Path

import pytest

from desktop_search.core.common import reasons
from desktop_search.core.models import runtime
from desktop_search.core.models.embedder import Embedder, EmbedderSettings


def _context_lines(caplog: pytest.LogCaptureFixture) -> list[str]:
    return [
        r.getMessage() for r in caplog.records if r.name == "llama.cpp" and "flash_attn" in r.getMessage()
    ]


def test_the_default_asks_llama_cpp_for_auto(default_model: Path, caplog: pytest.LogCaptureFixture) -> None:
    caplog.set_level(logging.DEBUG, logger="llama.cpp")
    with Embedder(default_model) as emb:
        assert emb.flash_attn is True  # the CPU backend runs head size 32: AUTO keeps it on
        assert emb.device.endswith(" · flash attention on")
    lines = _context_lines(caplog)
    assert lines, "llama.cpp logged no context parameters"
    assert all(line.split("=")[-1].strip() == "auto" for line in lines), lines


@pytest.mark.parametrize(("asked", "mode"), [(True, "enabled"), (False, "disabled")])
def test_an_explicit_choice_is_passed_as_it_is(
    default_model: Path, caplog: pytest.LogCaptureFixture, asked: bool, mode: str
) -> None:
    caplog.set_level(logging.DEBUG, logger="llama.cpp")
    with Embedder(default_model, settings=EmbedderSettings(flash_attn=asked)) as emb:
        assert emb.flash_attn is asked
        assert emb.device.endswith("flash attention " + ("on" if asked else "off"))
    assert [line.split("=")[-1].strip() for line in _context_lines(caplog)] == [mode]


def test_auto_turned_off_by_the_device_says_why(default_model: Path) -> None:
    """What llama.cpp logs when a layer's device cannot run the op (llama-context.cpp,
    resolve_fused_ops) becomes "no CUDA kernel for head size 32": the model's own head size."""
    loaded = runtime.load_llama(default_model, batch_tokens=256, gpu=False)
    try:
        loaded.llm.flash_attention_log = [
            "resolve_fused_ops: layer 0 is assigned to device CUDA0 but Flash Attention is assigned"
            " to device CPU (usually due to missing support)",
            "resolve_fused_ops: Flash Attention not supported, set to disabled",
        ]
        outcome = runtime.flash_attention_outcome(loaded.llm, asked=None, backend="CUDA")
    finally:
        loaded.llm.close()
    assert outcome.on is False
    assert outcome.note == "flash attention off: no CUDA kernel for head size 32"
    device = runtime._with_attention(reasons.DEVICE_GPU(backend="CUDA, NVIDIA H200"), outcome)
    assert device == "GPU (CUDA, NVIDIA H200) · flash attention off: no CUDA kernel for head size 32"


def test_the_head_size_is_read_from_the_model(default_model: Path) -> None:
    loaded = runtime.load_llama(default_model, batch_tokens=256, gpu=False)
    try:
        assert runtime.attention_head_size(loaded.llm) == 384 // 12
    finally:
        loaded.llm.close()
