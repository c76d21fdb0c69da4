"""The reranker offer's cost figure: per-token work scales with the model's weights."""

from __future__ import annotations

import dataclasses

import pytest

from desktop_search.core.models.catalog import catalog, estimated_parameters, estimated_rerank_seconds


def _entry(entry_id: str):
    return next(e for e in catalog() if e.id == entry_id)


def test_weights_from_file_size_and_quantisation() -> None:
    bge = _entry("bge-reranker-v2-m3-q8")  # XLM-RoBERTa large: 568 M weights
    assert estimated_parameters(bge) == pytest.approx(568e6, rel=0.1)
    assert estimated_parameters(dataclasses.replace(bge, quant="no-such-quant")) is None
    assert estimated_parameters(dataclasses.replace(bge, size_bytes=None)) is None


def test_a_model_26_times_larger_is_26_times_slower() -> None:
    bge = _entry("bge-reranker-v2-m3-q8")
    # all-MiniLM-L6-v2: 22.7 M weights, measured at 5,000 tokens/s on a 2-core machine.
    seconds = estimated_rerank_seconds(
        bge, embedder_parameters=22_700_000, embedder_tokens_per_s=5000, pairs=20, tokens_per_pair=256
    )
    weights = estimated_parameters(bge)
    assert weights is not None
    assert seconds == pytest.approx(20 * 256 / (5000 * 22_700_000 / weights))
    assert 15 < seconds < 40
    assert (
        estimated_rerank_seconds(
            bge, embedder_parameters=22_700_000, embedder_tokens_per_s=0, pairs=20, tokens_per_pair=256
        )
        is None
    )
