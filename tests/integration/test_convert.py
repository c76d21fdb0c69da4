"""The product's converter turns all-MiniLM-L6-v2 (safetensors) into a faithful GGUF."""

from __future__ import annotations

import json
from pathlib import Path

import gguf
import numpy as np
import pytest

from desktop_search.core.models.builtin import ensure_default_model
from desktop_search.core.models.convert import (
    DEFAULT_MODEL_FILE,
    ConversionError,
    bundled_minilm_dir,
    convert_sentence_transformer,
    sha256_file,
    sidecar_path,
    verify_model_file,
)

#: llama.cpp's cosine vs sentence-transformers' documented float32 value (0.7553). Each unit vector
#: is off by |dv| ~ u * sqrt(k / 3) ~ 1.8e-3 (f16: u = 2**-11; k ~ 42 f16 roundings of weights,
#: activations and Q, K, V over 6 layers; see test_embedder.VECTOR_TOLERANCE), so the cosine by at
#: most |da| + |db| ~ 4e-3: 2.5x margin. Measured 0.75529 here (AMD EPYC Zen 4, AVX-512). A wrong
#: pooling is far outside: CLS 0.817, last token 0.816.
FIDELITY_TOLERANCE = 0.01
#: norms of normalised float32 rows: pairwise summation of 384 squares errs by
#: <= log2(384) * 6e-8 ~ 5e-7 (measured 1.2e-7)
NORM_TOLERANCE = 1e-5


def test_gguf_has_bert_architecture_wordpiece_vocab_and_mean_pooling(default_model: Path) -> None:
    reader = gguf.GGUFReader(str(default_model))
    field = reader.get_field
    assert field("general.architecture").contents() == "bert"
    assert field("bert.pooling_type").contents() == int(gguf.PoolingType.MEAN)
    assert field("bert.attention.causal").contents() is False
    assert field("general.file_type").contents() == int(gguf.LlamaFileType.MOSTLY_F16)
    assert field("tokenizer.ggml.model").contents() == "bert"
    tokens = field("tokenizer.ggml.tokens").contents()
    assert len(tokens) == 30522
    # phantom-space form: word starts carry U+2581, "##" continuations lose their marker
    assert tokens[101] == "[CLS]"
    assert "\u2581the" in tokens
    assert "##ing" not in tokens
    assert "ing" in tokens
    types = {t.name: t.tensor_type for t in reader.tensors}
    assert types["blk.0.attn_q.weight"] == gguf.GGMLQuantizationType.F16
    assert types["blk.0.attn_q.bias"] == gguf.GGMLQuantizationType.F32
    assert "token_embd.weight" in types
    assert "position_embd.weight" in types


def test_checksum_is_recorded_and_verified(default_model: Path) -> None:
    record = json.loads(sidecar_path(default_model).read_text())
    assert record["sha256"] == sha256_file(default_model)
    assert verify_model_file(default_model) is not None


def test_damaged_model_is_detected_and_reconverted(tmp_path: Path, default_model: Path) -> None:
    models = tmp_path / "models"
    first = ensure_default_model(models)
    assert first.name == DEFAULT_MODEL_FILE
    with open(first, "r+b") as fh:  # flip one byte in the middle of the weights
        fh.seek(first.stat().st_size // 2)
        byte = fh.read(1)
        fh.seek(-1, 1)
        fh.write(bytes([byte[0] ^ 0xFF]))
    assert verify_model_file(first) is None
    again = ensure_default_model(models)
    assert verify_model_file(again) is not None
    assert sha256_file(again) == sha256_file(default_model)
    assert sorted(p.name for p in models.iterdir()) == [DEFAULT_MODEL_FILE, DEFAULT_MODEL_FILE + ".json"]


def test_non_bert_folder_is_refused_and_leaves_nothing(tmp_path: Path) -> None:
    src = tmp_path / "roberta"
    src.mkdir()
    (src / "config.json").write_text(json.dumps({"model_type": "roberta"}))
    dest = tmp_path / "out" / "model.gguf"
    with pytest.raises(ConversionError, match="only BERT"):
        convert_sentence_transformer(src, dest)
    assert not dest.exists()


def test_tokenizer_matches_the_reference_wordpiece(embedder) -> None:
    from tokenizers import Tokenizer

    src = bundled_minilm_dir()
    assert src is not None
    reference = Tokenizer.from_file(str(src / "tokenizer.json"))
    reference.no_padding()
    reference.no_truncation()
    for text in [
        "A man is eating food.",
        "Tokenization's FUNNY-ness, e-mail: someone@example.com (2024)!",
        "Héllo wörld, naïve café — 東京 and Ünïcödé",
        "   leading and trailing spaces   ",
    ]:
        assert embedder.tokenize(text) == reference.encode(text).ids, text


def test_fidelity_matches_the_reference_implementation(embedder) -> None:
    """sentence-transformers documents cos = 0.7553 for this pair."""
    vecs = embedder.embed_documents(
        [
            "A man is eating food.",
            "A man is eating a piece of bread.",
            "The new movie is awesome.",
            "A cheetah is running behind its prey.",
        ]
    )
    sims = vecs @ vecs.T
    assert sims[0, 1] == pytest.approx(0.7553, abs=FIDELITY_TOLERANCE)
    assert sims[0, 2] < 0.2  # measured -0.046 and 0.142: meaning, far beyond rounding
    assert sims[0, 3] < 0.2
    assert np.allclose(np.linalg.norm(vecs, axis=1), 1.0, atol=NORM_TOLERANCE)
