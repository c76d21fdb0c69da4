"""The cross-encoder reranker, through real llama.cpp, on a tiny model the tests build and convert."""

from __future__ import annotations

import json
import shutil
import time
from pathlib import Path

import gguf
import numpy as np
import pytest

from desktop_search.core.models.convert import (
    ConversionError,
    convert_cross_encoder,
    convert_sentence_transformer,
    sha256_file,
    sidecar_path,
    verify_model_file,
)
from desktop_search.core.models.reranker import (
    Reranker,
    RerankerError,
    detect_family,
    order_by_scores,
)

from ..helpers import tiny_models
from ..helpers.tiny_models import build_tiny_cross_encoder

QUERY = "what is the capital of France"
CLS, SEP = 101, 102

# How far llama.cpp's score for one pair may move, for this tiny model (HIDDEN = 64, LAYERS = 2).
# The weights are f16, unit roundoff u = 2**-11 ~ 4.9e-4, and the CPU backend also rounds
# activations to f16 where they meet an f16 matrix, and Q, K and V in flash attention: about 7
# roundings per layer, k ~ 14 in all. Each leaves a relative error of rms u/sqrt(3) in a
# component, and LayerNorm keeps components of order one, so the last hidden state is off by
# rms ~ u * sqrt(k / 3) ~ 1.1e-3 per component; the score w . tanh(P h), with |w| ~ 1 (entries
# N(0, 1/HIDDEN)), moves by about as much. Which roundings and tilings a pair goes through depends
# on the CPU (AVX2, AVX-512, AMX kernels) and on the batch. Measured on an AMD EPYC (Zen 4,
# AVX-512, no AMX) with llama-cpp-python 0.3.36, by test_score_spread_over_threads_and_batching:
# a pair decoded alone vs sharing its decode moves by up to 1.55e-3 (1e-3 was too tight there),
# rms 3.5e-4 over 200 pairs; which pairs share the decode, their order and n_threads 1 vs 2
# change no bit. Against the exact float64 forward pass, one llama.cpp score is off by at most
# 1.3e-3 (alone) or 7e-4 (shared).
#: one llama.cpp score vs the exact (float64) one: 4x the measured worst, ~5 rms of the estimate
REFERENCE_TOLERANCE = 5e-3
#: two llama.cpp scores of one pair, decoded differently (each within REFERENCE_TOLERANCE)
SCORE_TOLERANCE = 2 * REFERENCE_TOLERANCE
#: rms of that difference over many pairs: 6x the measured 3.5e-4; positions not restarted for
#: each packed sequence (a packing bug) gives rms 1.6e-2 (max 4.8e-2) on test_many_pairs' docs
SCORE_RMS_TOLERANCE = 2e-3
#: the same tokens in a decode of the same make-up: the very same arithmetic, bitwise equal
#: (measured 0.0, n_threads 1 and 2). The smallest changes some tests must see are far below
#: SCORE_TOLERANCE: a cut document one word short moves by 1.5e-3, its tail instead of its head
#: by 2.2e-3, so those tests compare like with like.
SAME_DECODE_TOLERANCE = 1e-4


@pytest.fixture(scope="session")
def reranker(tiny_gguf: Path):
    # one thread: the machine may be busy, and spinning llama.cpp threads suffer most from that
    with Reranker(tiny_gguf, n_threads=1) as rr:
        yield rr


def _documents(n: int) -> list[str]:
    words = "paris france city river museum bread yeast cell energy python list sort market".split()
    rng = np.random.default_rng(7)
    return [" ".join(rng.choice(words, size=int(rng.integers(1, 120)))) for _ in range(n)]


# -- converter ------------------------------------------------------------------


def test_converter_writes_rank_pooling_and_the_classification_head(tiny_gguf: Path) -> None:
    reader = gguf.GGUFReader(str(tiny_gguf))
    field = reader.get_field
    assert field("general.architecture").contents() == "bert"
    assert field("bert.pooling_type").contents() == int(gguf.PoolingType.RANK)
    assert field("bert.classifier.output_labels").contents() == ["LABEL_0"]
    # pairs end with [SEP] as llama.cpp's server formats them: "BOS q EOS SEP d EOS"
    assert field("tokenizer.ggml.eos_token_id").contents() == SEP
    assert field("tokenizer.ggml.add_eos_token").contents() is True
    tensors = {t.name: t for t in reader.tensors}
    assert tensors["cls.weight"].tensor_type == gguf.GGMLQuantizationType.F16
    assert tensors["cls.bias"].tensor_type == gguf.GGMLQuantizationType.F32
    assert tensors["cls.output.weight"].tensor_type == gguf.GGMLQuantizationType.F16
    assert list(tensors["cls.output.weight"].shape) == [tiny_models.HIDDEN, 1]
    assert "cls.output.bias" in tensors
    assert not [name for name in tensors if "pooler" in name or "classifier" in name]
    assert json.loads(sidecar_path(tiny_gguf).read_text())["sha256"] == sha256_file(tiny_gguf)
    assert verify_model_file(tiny_gguf) is not None


def test_sentence_transformer_import_of_a_cross_encoder_makes_a_reranker(
    tiny_folder: Path, tiny_gguf: Path, tmp_path: Path
) -> None:
    dest = tmp_path / "imported.gguf"
    convert_sentence_transformer(tiny_folder, dest, name="tiny-cross-encoder")
    assert sha256_file(dest) == sha256_file(tiny_gguf)


def test_converter_refuses_a_multi_label_classifier_and_a_missing_head(
    tiny_folder: Path, tmp_path: Path
) -> None:
    nli = tmp_path / "nli"
    shutil.copytree(tiny_folder, nli)
    config = json.loads((nli / "config.json").read_text())
    config["id2label"] = {"0": "contradiction", "1": "entailment", "2": "neutral"}
    (nli / "config.json").write_text(json.dumps(config))
    with pytest.raises(ConversionError, match="3 outputs"):
        convert_cross_encoder(nli, tmp_path / "nli.gguf")

    from safetensors.numpy import load_file, save_file

    headless = tmp_path / "headless"
    shutil.copytree(tiny_folder, headless)
    weights = load_file(str(headless / "model.safetensors"))
    save_file(
        {k: v for k, v in weights.items() if not k.startswith("classifier")},
        str(headless / "model.safetensors"),
    )
    with pytest.raises(ConversionError, match="classification head incomplete"):
        convert_cross_encoder(headless, tmp_path / "headless.gguf")
    assert not list(tmp_path.glob("*.gguf*"))


# -- scoring --------------------------------------------------------------------


def test_scores_follow_a_numpy_bert_for_sequence_classification(
    reranker: Reranker, tiny_folder: Path
) -> None:
    """Pooler (tanh) then classifier on [CLS], as transformers computes it (token type 0, as llama.cpp)."""
    docs = [
        "Paris is the capital and largest city of France.",
        "The mitochondria is the powerhouse of the cell.",
    ]
    scores = reranker.score(QUERY, docs)
    expected = [_reference_score(tiny_folder, reranker.pair_tokens(QUERY, d)) for d in docs]
    # measured off by <= 5.3e-4; token type 1 on the document would be 0.017-0.023 off, no closing
    # [SEP] 0.05-0.07, mean pooling or no tanh > 0.27
    np.testing.assert_allclose(scores, expected, atol=REFERENCE_TOLERANCE)


def test_one_finite_score_per_document_in_the_given_order(reranker: Reranker) -> None:
    docs = ["Paris is the capital of France.", "Cells need energy.", "", "bread " * 30]
    scores = reranker.score(QUERY, docs)
    assert scores.dtype == np.float32
    assert scores.shape == (4,)
    assert np.isfinite(scores).all()
    alone = [reranker.score(QUERY, [d])[0] for d in docs]
    np.testing.assert_allclose(scores, alone, atol=SCORE_TOLERANCE)
    np.testing.assert_allclose(reranker.score(QUERY, docs[::-1]), scores[::-1], atol=SCORE_TOLERANCE)
    # documents mixed up could not pass: their scores lie farther apart (0.063 measured)
    assert np.diff(np.sort(scores)).min() > 4 * SCORE_TOLERANCE
    assert reranker.score(QUERY, []).shape == (0,)


def test_many_pairs_of_mixed_length_are_packed_and_match_one_by_one(reranker: Reranker) -> None:
    docs = _documents(200)
    before = reranker.stats.batches
    together = reranker.score(QUERY, docs)
    batches = reranker.stats.batches - before
    assert batches < len(docs) / 3, "pairs should share decodes"
    alone = np.array([reranker.score(QUERY, [d])[0] for d in docs])
    # f16 rounds a little differently per batch (see SCORE_TOLERANCE)
    np.testing.assert_allclose(together, alone, atol=SCORE_TOLERANCE)
    assert np.sqrt(np.mean((together - alone) ** 2)) < SCORE_RMS_TOLERANCE
    # scores handed to the wrong documents could not pass (measured 0.35 off at worst)
    assert np.abs(together - np.roll(alone, 1)).max() > 10 * SCORE_TOLERANCE
    assert len(np.unique(np.round(together, 4))) > 50


def test_a_long_document_is_cut_and_the_query_kept(reranker: Reranker) -> None:
    words = [
        w
        for w in "river bridge music garden winter market".split()
        if len(reranker.pair_tokens("", w)) == 4  # [CLS] [SEP] w [SEP]
    ]
    assert words, "expected single-token words in the MiniLM vocabulary"
    long_doc = " ".join(words[i % len(words)] for i in range(5000))
    tokens = reranker.pair_tokens(QUERY, long_doc)
    query_part = reranker.pair_tokens(QUERY, "")[:-1]  # [CLS] query [SEP]
    assert len(tokens) == reranker.max_tokens == 512
    assert tokens[: len(query_part)] == query_part
    assert tokens[-1] == SEP
    room = reranker.max_tokens - len(query_part) - 1
    head = " ".join(long_doc.split()[:room])
    assert reranker.pair_tokens(QUERY, head) == tokens
    truncated = reranker.stats.truncated
    # each alone, so both go through the same arithmetic: one word more or less moves the score
    # by only 1.5e-3, less than batching can (hence SAME_DECODE_TOLERANCE)
    long_score = reranker.score(QUERY, [long_doc])[0]
    head_score = reranker.score(QUERY, [head])[0]
    assert reranker.stats.truncated == truncated + 1
    assert long_score == pytest.approx(head_score, abs=SAME_DECODE_TOLERANCE)


def test_a_passed_deadline_leaves_later_documents_unscored(reranker: Reranker) -> None:
    docs = _documents(40)
    full = reranker.score(QUERY, docs)
    skipped = reranker.stats.skipped
    partial = reranker.score(QUERY, docs, deadline=time.monotonic() - 1.0)
    done = int(np.isfinite(partial).sum())
    assert 1 <= done <= reranker.seq_max, "only the first decode runs"
    assert np.isfinite(partial[:done]).all()
    assert np.isnan(partial[done:]).all()
    # the same first decode as in the full run
    np.testing.assert_allclose(partial[:done], full[:done], atol=SAME_DECODE_TOLERANCE)
    assert reranker.stats.skipped == skipped + len(docs) - done
    assert np.isfinite(reranker.score(QUERY, docs, deadline=time.monotonic() + 600)).all()


def test_score_spread_over_threads_and_batching(reranker: Reranker, tiny_gguf: Path) -> None:
    """The measurement behind SCORE_TOLERANCE: n_threads 1 and 2, pairs packed, reversed, alone."""
    docs = ["Paris is the capital of France.", "Cells need energy.", "", "bread " * 30, *_documents(40)]
    ways = []
    with Reranker(tiny_gguf, n_threads=2, check=False) as two:
        for rr in (reranker, two):
            ways.append(rr.score(QUERY, docs))
            ways.append(rr.score(QUERY, docs[::-1])[::-1])
            ways.append(np.array([rr.score(QUERY, [d])[0] for d in docs]))
    all_ways = np.stack(ways)
    spread = all_ways.max(axis=0) - all_ways.min(axis=0)
    assert spread.max() <= SCORE_TOLERANCE, f"worst spread {spread.max():.2e} (doc {spread.argmax()})"
    # far below what tells documents apart: scores span 0.83, neighbours differ by 0.063 (median)
    assert np.median(np.abs(np.diff(all_ways[0]))) > 3 * SCORE_TOLERANCE


def test_the_rerank_order_follows_the_scores_with_unscored_last() -> None:
    scores = np.array([0.5, np.nan, 2.0, 0.5, np.nan, -1.0], dtype=np.float32)
    assert order_by_scores(scores) == [2, 0, 3, 5, 1, 4]
    assert order_by_scores(np.array([], dtype=np.float32)) == []


def test_rerank_returns_documents_best_first(reranker: Reranker) -> None:
    docs = _documents(12)
    scores = reranker.score(QUERY, docs)
    order = reranker.rerank(QUERY, docs)
    assert sorted(order) == list(range(12))
    assert list(scores[order]) == sorted(scores, reverse=True)


# -- refusals and sanity checks -----------------------------------------------------


def test_a_model_with_a_zeroed_head_is_refused_for_constant_scores(tmp_path: Path) -> None:
    src = build_tiny_cross_encoder(tmp_path / "zero-src", zero_head=True)
    dest = tmp_path / "zero.gguf"
    convert_cross_encoder(src, dest)
    with pytest.raises(RerankerError, match="constant scores"):
        Reranker(dest, n_threads=1)


def test_the_strict_check_refuses_a_model_that_orders_pairs_wrongly(
    tiny_gguf: Path, reranker: Reranker
) -> None:
    reranker.sanity_check()  # random weights still give usable, varied scores
    with pytest.raises(RerankerError, match="irrelevant passage above the relevant one"):
        reranker.sanity_check(strict=True)
    with pytest.raises(RerankerError, match="irrelevant passage"):
        Reranker(tiny_gguf, n_threads=1, strict=True)


def test_an_embedding_model_is_refused(default_model: Path) -> None:
    with pytest.raises(RerankerError, match=r"embedding model \(mean pooling\), not a reranker"):
        Reranker(default_model, n_threads=1)


def test_a_file_that_is_not_gguf_is_refused(tmp_path: Path) -> None:
    fake = tmp_path / "reranker.gguf"
    fake.write_text("not a model")
    with pytest.raises(RerankerError, match="not a GGUF"):
        Reranker(fake)
    with pytest.raises(RerankerError, match="not found"):
        Reranker(tmp_path / "missing.gguf")


def test_a_closed_reranker_refuses_to_score(tiny_gguf: Path) -> None:
    with Reranker(tiny_gguf, n_threads=1, check=False) as rr:
        assert np.isfinite(rr.score(QUERY, ["Paris"])).all()
    with pytest.raises(RerankerError, match="closed"):
        rr.score(QUERY, ["Paris"])
    rr.close()  # idempotent


def test_the_family_comes_from_metadata(reranker: Reranker) -> None:
    assert reranker.info.family == "bert-classifier"
    assert reranker.info.name == "tiny-cross-encoder"
    assert (
        detect_family({"general.name": "Qwen3-Reranker-0.6B", "general.architecture": "qwen3"})
        == "qwen3-reranker"
    )
    assert (
        detect_family({"general.architecture": "bert", "tokenizer.ggml.model": "t5"})
        == "xlm-roberta-classifier"
    )
    assert detect_family({"general.architecture": "llama", "tokenizer.ggml.model": "gpt2"}) == "generic"


# -- reference ------------------------------------------------------------------


def _reference_score(folder: Path, ids: list[int]) -> float:
    """transformers' BertForSequenceClassification in numpy, with llama.cpp's f16 matrices."""
    from safetensors.numpy import load_file

    w = {
        k: v.astype(np.float16).astype(np.float64) if v.ndim >= 2 else v.astype(np.float64)
        for k, v in load_file(str(folder / "model.safetensors")).items()
    }

    def linear(x: np.ndarray, name: str) -> np.ndarray:
        return x @ w[f"{name}.weight"].T + w[f"{name}.bias"]

    def norm(x: np.ndarray, name: str) -> np.ndarray:
        x = (x - x.mean(-1, keepdims=True)) / np.sqrt(x.var(-1, keepdims=True) + 1e-12)
        return x * w[f"{name}.weight"] + w[f"{name}.bias"]

    n, heads = len(ids), tiny_models.HEADS
    x = w["bert.embeddings.word_embeddings.weight"][ids] + w["bert.embeddings.position_embeddings.weight"][:n]
    x = norm(x + w["bert.embeddings.token_type_embeddings.weight"][0], "bert.embeddings.LayerNorm")
    for i in range(tiny_models.LAYERS):
        layer = f"bert.encoder.layer.{i}"
        q, k, v = (
            linear(x, f"{layer}.attention.self.{p}").reshape(n, heads, -1).transpose(1, 0, 2)
            for p in ("query", "key", "value")
        )
        att = q @ k.transpose(0, 2, 1) / np.sqrt(q.shape[-1])
        att = np.exp(att - att.max(-1, keepdims=True))
        ctx = ((att / att.sum(-1, keepdims=True)) @ v).transpose(1, 0, 2).reshape(n, -1)
        x = norm(x + linear(ctx, f"{layer}.attention.output.dense"), f"{layer}.attention.output.LayerNorm")
        h = linear(x, f"{layer}.intermediate.dense")
        h = 0.5 * h * (1.0 + np.tanh(np.sqrt(2.0 / np.pi) * (h + 0.044715 * h**3)))
        x = norm(x + linear(h, f"{layer}.output.dense"), f"{layer}.output.LayerNorm")
    pooled = np.tanh(linear(x[0], "bert.pooler.dense"))
    return float(linear(pooled, "classifier")[0])
