"""Model profiles: recognised from GGUF metadata, prefixes, Matryoshka sizes, fingerprints."""

from __future__ import annotations

import pytest

from desktop_search.core.models.profiles import detect_profile


@pytest.mark.parametrize(
    ("name", "family", "query", "document"),
    [
        ("embeddinggemma-300m", "embeddinggemma", "task: search result | query: q", "title: none | text: d"),
        ("jina-embeddings-v3", "jina", "Query: q", "Passage: d"),
        ("nomic-embed-text-v1.5", "nomic", "search_query: q", "search_document: d"),
        ("bge-small-en-v1.5", "bge", "Represent this sentence for searching relevant passages: q", "d"),
        ("multilingual-e5-large", "e5", "query: q", "passage: d"),
        ("all-MiniLM-L6-v2", "minilm", "q", "d"),
        ("something-else", "generic", "q", "d"),
    ],
)
def test_families_are_recognised_with_their_prefixes(
    name: str, family: str, query: str, document: str
) -> None:
    profile = detect_profile({"general.name": name, "general.architecture": "bert"}, n_ctx_train=8192)
    assert profile.family == family
    assert profile.format_query("q") == query
    assert profile.format_document("d") == document


def test_gemma_document_prefix_carries_the_title() -> None:
    profile = detect_profile({"general.name": "EmbeddingGemma 300M"}, n_ctx_train=2048)
    assert profile.format_document("body", "Minutes") == "title: Minutes | text: body"


def test_max_tokens_capped_by_training_context_and_recorded_length() -> None:
    assert detect_profile({"general.name": "jina-embeddings-v3"}, n_ctx_train=1024).max_tokens == 1024
    meta = {"general.name": "x", "desktop_search.max_seq_length": "128"}
    assert detect_profile(meta, n_ctx_train=512).max_tokens == 128


def test_matryoshka_sizes_and_fingerprints() -> None:
    gemma = detect_profile({"general.name": "embeddinggemma"}, n_ctx_train=2048)
    assert gemma.check_dim(0, 768) == 768
    assert gemma.check_dim(256, 768) == 256
    with pytest.raises(ValueError, match="cannot be cut to 300"):
        gemma.check_dim(300, 768)
    minilm = detect_profile({"general.name": "all-MiniLM-L6-v2"}, n_ctx_train=512)
    with pytest.raises(ValueError, match="allowed: 384"):
        minilm.check_dim(128, 384)
    a = gemma.fingerprint(model_sha256="abc", dim=768)
    assert a == gemma.fingerprint(model_sha256="abc", dim=768)
    assert a != gemma.fingerprint(model_sha256="abc", dim=256)
    assert a != gemma.fingerprint(model_sha256="abd", dim=768)
