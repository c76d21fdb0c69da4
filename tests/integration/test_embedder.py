"""The llama.cpp embedder: batching, truncation, validation, on the real model."""

from __future__ import annotations

import random
from pathlib import Path

import numpy as np
import pytest

from desktop_search.core.models.embedder import Embedder, EmbedderSettings
from desktop_search.core.models.runtime import ModelError

# How far llama.cpp's vector for one text may move (all-MiniLM-L6-v2: 384 dims, 6 layers, f16).
# f16 has unit roundoff u = 2**-11 ~ 4.9e-4; the CPU backend rounds the weights, the activations
# that meet them and Q, K and V in flash attention to f16: about 7 roundings per layer, k ~ 42.
# Each leaves a relative error of rms u/sqrt(3) per component, LayerNorm keeps components of order
# one, so a normalised vector is off by |dv| ~ u * sqrt(k / 3) ~ 1.8e-3 (less once mean pooling
# averages over tokens). Which roundings and tilings a text goes through depends on the CPU
# (AVX2, AVX-512, AMX kernels) and on the batch. Measured on an AMD EPYC (Zen 4, AVX-512, no AMX),
# llama-cpp-python 0.3.36: a text embedded alone vs in a batch moves by |dv| <= 1.05e-3 (largest
# component 2e-4, 1 - cos <= 6e-7); the order in the batch and n_threads 1 vs 2 change no bit.
# The two closest different texts of _texts(40) lie 0.22 apart (cos 0.975).
#: |a - b| for one text embedded two ways (1 - cos <= 5e-5): ~10x the measured worst
VECTOR_TOLERANCE = 1e-2
#: the same texts in a batch of the same make-up: the same arithmetic, so bitwise-equal llama.cpp
#: output; what is left is float32 (u = 6e-8) renormalising, a few roundings per component
SAME_DECODE_TOLERANCE = 1e-5
#: norms of normalised float32 rows: pairwise summation of 384 squares errs by
#: <= log2(384) * 6e-8 ~ 5e-7 (measured 1.2e-7)
NORM_TOLERANCE = 1e-5


def _texts(n: int, seed: int = 7) -> list[str]:
    rng = random.Random(seed)
    words = "river stone light paper music garden winter market engine letter ocean forest".split()
    return [" ".join(rng.choice(words) for _ in range(rng.randint(1, 120))) for _ in range(n)]


def test_batched_vectors_equal_one_by_one_vectors(embedder) -> None:
    texts = [*_texts(40), "", "x"]
    together = embedder.embed_documents(texts)
    alone = np.stack([embedder.embed_documents([t])[0] for t in texts])
    assert together.shape == (len(texts), embedder.dim)
    assert np.isfinite(together).all()
    assert np.linalg.norm(together - alone, axis=1).max() < VECTOR_TOLERANCE
    # inputs mixed up could not pass: different texts lie far farther apart
    distance = np.linalg.norm(alone[:, None] - alone[None], axis=2)
    different = np.array([[a != b for b in texts] for a in texts])
    assert distance[different].min() > 10 * VECTOR_TOLERANCE
    assert np.allclose(np.linalg.norm(together, axis=1), 1.0, atol=NORM_TOLERANCE)


def test_batches_respect_token_and_sequence_limits(default_model: Path) -> None:
    with Embedder(default_model, settings=EmbedderSettings(batch_tokens=512, seq_max=4)) as emb:
        texts = _texts(60, seed=3)
        keys = []
        for batch in emb.embed_stream(enumerate(texts)):
            assert len(batch.keys) <= 4
            assert batch.tokens <= 512
            assert batch.vectors.shape == (len(batch.keys), emb.dim)
            keys += batch.keys
        assert keys == list(range(60))  # every input exactly once, in order
        assert emb.stats.batches >= 15


def test_input_longer_than_the_model_is_truncated_and_counted(embedder) -> None:
    long_text = "the quick brown fox jumps over the lazy dog " * 200  # ~1800 tokens
    before = embedder.stats.truncated
    batches = list(embedder.embed_stream([("long", long_text), ("short", "a short one")]))
    assert sum(b.truncated for b in batches) == 1
    assert embedder.stats.truncated == before + 1
    # what the model saw is the head of the text, closed by [SEP]
    tokens, cut = embedder.prepare(long_text)
    assert cut
    assert len(tokens) == embedder.max_tokens
    assert tokens[-1] == 102
    head = embedder.embed_documents([" ".join(long_text.split()[:230])])[0]
    assert float(batches[0].vectors[0] @ head) > 0.99


def test_streaming_pulls_inputs_lazily(default_model: Path) -> None:
    pulled = 0

    def source():
        nonlocal pulled
        for i, text in enumerate(_texts(200, seed=11)):
            pulled += 1
            yield i, text

    with Embedder(default_model, settings=EmbedderSettings(seq_max=8)) as emb:
        stream = emb.embed_stream(source())
        first = next(stream)
        assert len(first.keys) <= 8
        # The batch yielded, the next one decoding meanwhile, and the input that did not fit.
        assert pulled <= 17


def test_query_and_device_are_reported(embedder) -> None:
    vec = embedder.embed_query("where did I put the invoice")
    assert vec.shape == (384,)
    assert embedder.device.startswith(("CPU", "GPU"))
    assert embedder.pooling == "mean"


def test_non_gguf_file_is_refused(tmp_path: Path) -> None:
    bogus = tmp_path / "model.gguf"
    bogus.write_bytes(b"PK\x03\x04 this is a zip, not a model")
    with pytest.raises(ModelError, match="not a GGUF"):
        Embedder(bogus)


def test_truncated_gguf_is_refused(tmp_path: Path, default_model: Path) -> None:
    cut = tmp_path / "cut.gguf"
    cut.write_bytes(default_model.read_bytes()[:1_000_000])
    with pytest.raises(ModelError):
        Embedder(cut)


def test_missing_file_is_refused(tmp_path: Path) -> None:
    with pytest.raises(ModelError, match="not found"):
        Embedder(tmp_path / "nope.gguf")


def test_matryoshka_truncation_renormalises(default_model: Path, embedder) -> None:
    from dataclasses import replace

    profile = replace(embedder.profile, mrl_dims=(128,))
    with Embedder(default_model, settings=EmbedderSettings(dim=128), profile=profile) as small:
        assert small.dim == 128
        cut = small.embed_documents(["A man is eating food.", "A cheetah runs."])
    full = embedder.embed_documents(["A man is eating food.", "A cheetah runs."])
    expected = full[:, :128] / np.linalg.norm(full[:, :128], axis=1, keepdims=True)
    assert cut.shape == (2, 128)
    assert np.allclose(cut, expected, atol=SAME_DECODE_TOLERANCE)


def test_pre_tokenised_inputs_embed_like_text(embedder) -> None:
    texts = ["a note about the garden", "quarterly tax return for the flat"]
    from_text = embedder.embed_documents(texts)
    prepared = [(i, embedder.prepare(embedder.profile.format_document(t))) for i, t in enumerate(texts)]
    vectors = np.concatenate([b.vectors for b in embedder.embed_stream(prepared)])
    assert np.allclose(vectors, from_text, atol=SAME_DECODE_TOLERANCE)


def test_tokeniser_agrees_with_llama_cpp_python(embedder) -> None:
    llm = embedder._llm
    for text in ["", "plain words", "Ünïcödé ✓ and emoji 🙂 " * 40, "x" * 5000]:
        data = text.encode("utf-8")
        assert embedder.tokenize(text) == list(llm.tokenize(data, add_bos=True, special=False))
        assert embedder.count_tokens(text) == len(llm.tokenize(data, add_bos=False, special=False))


def test_a_query_asked_again_is_embedded_once(embedder) -> None:
    """The local index and each shared index's copy are searched with the same query."""
    text = f"a question about lighthouses number {random.random()}"
    tokens = embedder.stats.tokens
    first = embedder.embed_query(text)
    once = embedder.stats.tokens - tokens
    assert once > 0
    again = embedder.embed_query(text)
    assert embedder.stats.tokens - tokens == once, "the second asking is not embedded again"
    np.testing.assert_array_equal(first, again)
    again[:] = 0  # a caller's own array: what is kept is untouched
    np.testing.assert_array_equal(embedder.embed_query(text), first)
    other = embedder.embed_query(text + " and ships")
    assert embedder.stats.tokens - tokens > once
    assert float(other @ first) < 0.9999
