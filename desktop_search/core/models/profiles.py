"""Per-family behaviour of embedding models: prefixes and useful input length.

A profile is recognised from the GGUF metadata (``general.name``,
``general.architecture``) and can be overridden by the caller. The index
records :meth:`ModelProfile.fingerprint` so that opening it with a different
model is detected instead of silently mixing vector spaces.
"""

from __future__ import annotations

import hashlib
import json
import re
from collections.abc import Mapping
from dataclasses import asdict, dataclass, replace
from pathlib import Path
from typing import Any

from ..common import reasons


@dataclass(frozen=True)
class ModelProfile:
    """How one model family wants to be fed."""

    family: str
    query_prefix: str = ""
    document_prefix: str = ""
    #: Longest input (in tokens, specials included) worth feeding the model.
    #: Chunks are sized to fit it; longer inputs are truncated deliberately.
    max_tokens: int = 512
    #: Matryoshka sizes the model was trained to be cut to (truncate, then
    #: re-normalise); empty: only its native size.
    mrl_dims: tuple[int, ...] = ()
    #: The languages (ISO 639-1) the model was trained for; empty: many (a multilingual model) or
    #: not known. Search trusts the meaning route less for passages in other languages. Not part
    #: of the :meth:`fingerprint`: it shapes how results are fused, not the vectors.
    languages: tuple[str, ...] = ()

    def knows(self, lang: str | None) -> bool:
        """Whether the model was trained for ``lang`` (an unknown language counts as known)."""
        return not self.languages or lang is None or lang in self.languages

    def check_dim(self, dim: int, native: int) -> int:
        """The output size to use: ``dim`` when the model allows it (0 = native)."""
        if dim in (0, native):
            return native
        if dim not in self.mrl_dims:
            allowed = ", ".join(str(d) for d in (*self.mrl_dims, native))
            raise ValueError(reasons.MODEL_CANNOT_CUT(family=self.family, dim=dim, allowed=allowed))
        return dim

    def format_query(self, text: str) -> str:
        return self.query_prefix + text

    def format_document(self, text: str, title: str = "") -> str:
        return self.document_prefix.replace("{title}", title or "none") + text

    def fingerprint(self, *, model_sha256: str, dim: int) -> str:
        """A stable id of everything that shapes the vector space."""
        shape = {k: v for k, v in asdict(self).items() if k != "languages"}
        payload = json.dumps({"model": model_sha256, "dim": dim, **shape}, sort_keys=True)
        return hashlib.sha256(payload.encode()).hexdigest()[:16]


# Ordered: the first pattern that matches the model name wins.
_KNOWN: tuple[tuple[str, ModelProfile], ...] = (
    # sentence-transformers MiniLM was trained on inputs of at most 256 word pieces.
    # all-MiniLM-L6-v2 was trained on English pairs only (its model card).
    (r"minilm", ModelProfile(family="minilm", max_tokens=256, languages=("en",))),
    (
        r"embeddinggemma",
        ModelProfile(
            family="embeddinggemma",
            query_prefix="task: search result | query: ",
            document_prefix="title: {title} | text: ",
            max_tokens=2048,
            mrl_dims=(512, 256, 128),
        ),
    ),
    (
        r"jina-embeddings-v[34]",
        ModelProfile(
            family="jina",
            query_prefix="Query: ",
            document_prefix="Passage: ",
            max_tokens=8192,
            mrl_dims=(32, 64, 128, 256, 512, 768),
        ),
    ),
    (
        r"nomic-embed",
        ModelProfile(
            family="nomic",
            query_prefix="search_query: ",
            document_prefix="search_document: ",
            max_tokens=2048,
            mrl_dims=(64, 128, 256, 512),
            languages=("en",),  # nomic-embed-text v1.5: English
        ),
    ),
    (
        r"multilingual-e5",  # about 100 languages (its model card)
        ModelProfile(family="e5", query_prefix="query: ", document_prefix="passage: "),
    ),
    (
        r"\be5\b",  # e5-small/base/large(-v2): English
        ModelProfile(family="e5", query_prefix="query: ", document_prefix="passage: ", languages=("en",)),
    ),
    (
        r"bge-(small|base|large)-en",
        ModelProfile(
            family="bge",
            query_prefix="Represent this sentence for searching relevant passages: ",
            languages=("en",),
        ),
    ),
    (r"bge-m3", ModelProfile(family="bge-m3", max_tokens=8192)),
    (
        r"qwen3-embedding",
        ModelProfile(
            family="qwen3-embedding",
            query_prefix=(
                "Instruct: Given a web search query, retrieve relevant passages that answer the query\nQuery:"
            ),
            max_tokens=8192,
        ),
    ),
)


def detect_profile(metadata: Mapping[str, str], *, n_ctx_train: int) -> ModelProfile:
    """Pick the profile for a model from its GGUF metadata."""
    name = " ".join(
        metadata.get(key, "") for key in ("general.name", "general.basename", "general.architecture")
    ).lower()
    for pattern, profile in _KNOWN:
        if re.search(pattern, name):
            return _capped(profile, metadata, n_ctx_train)
    return _capped(ModelProfile(family="generic"), metadata, n_ctx_train)


def profile_of(
    model_path: Path, *, query_prefix: str | None = None, document_prefix: str | None = None
) -> ModelProfile:
    """The profile of the GGUF file at ``model_path`` (read from its header), with the user's
    prefixes where they set them: how the engine and the servers alike embed with it."""
    from .runtime import ModelInfo

    info = ModelInfo.read(model_path)
    profile = detect_profile(info.metadata, n_ctx_train=info.n_ctx_train)
    overrides: dict[str, Any] = {"query_prefix": query_prefix, "document_prefix": document_prefix}
    return replace(profile, **{key: value for key, value in overrides.items() if value is not None})


def _capped(profile: ModelProfile, metadata: Mapping[str, str], n_ctx_train: int) -> ModelProfile:
    limit = n_ctx_train
    recorded = metadata.get("desktop_search.max_seq_length")
    if recorded and recorded.isdigit():
        limit = min(limit, int(recorded))
    if profile.max_tokens <= limit:
        return profile
    return replace(profile, max_tokens=limit)
