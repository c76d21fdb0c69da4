"""Catalog honesty against the installed llama.cpp: what it cannot load is not offered for download."""

from __future__ import annotations

import dataclasses
import struct
from pathlib import Path

import pytest

from desktop_search.core.models.catalog import (
    RERANKER,
    CatalogEntry,
    architecture_supported,
    catalog,
    pick_reranker,
    unavailable_reason,
)
from desktop_search.core.models.download import DownloadError
from desktop_search.core.models.library import fetch, import_model
from desktop_search.core.models.runtime import ModelError


def _by_id() -> dict[str, CatalogEntry]:
    return {e.id: e for e in catalog()}


def test_every_catalog_entry_records_its_gguf_architecture() -> None:
    for entry in catalog():
        assert entry.architecture, entry.id


def test_the_architectures_this_app_runs_today_are_found_in_libllama() -> None:
    # MiniLM (the default model and the tests' rerankers) is "bert", a name the
    # linker may store only as the end of "nomic-bert"; the others are catalog entries.
    for name in ("bert", "nomic-bert", "gemma-embedding", "qwen3", "jina-bert-v2", "llama"):
        assert architecture_supported(name) is True, name
    assert architecture_supported("no-such-architecture-xyz") is False


def test_an_unknown_architecture_is_unavailable_with_the_reason() -> None:
    entry = dataclasses.replace(_by_id()["bge-small-en-v1.5-q8"], architecture="no-such-architecture-xyz")
    reason = unavailable_reason(entry)
    assert reason is not None
    assert reason.startswith(
        "needs a newer llama.cpp: architecture no-such-architecture-xyz is not supported"
    )
    assert unavailable_reason(_by_id()["bge-small-en-v1.5-q8"]) is None


def test_embeddinggemma_2_follows_what_the_installed_llama_cpp_knows() -> None:
    entry = _by_id()["embeddinggemma-2-q8"]
    assert entry.architecture == "gemma-embedding2"
    if architecture_supported("gemma-embedding2"):
        assert unavailable_reason(entry) is None
    else:
        assert "architecture gemma-embedding2 is not supported by this build" in (
            unavailable_reason(entry) or ""
        )


def test_fetch_refuses_an_unloadable_entry_before_any_connection(tmp_path: Path) -> None:
    entry = dataclasses.replace(
        _by_id()["bge-small-en-v1.5-q8"],
        architecture="no-such-architecture-xyz",
        url="https://localhost:9/never-contacted.gguf",
    )
    with pytest.raises(DownloadError, match=r"needs a newer llama\.cpp"):
        fetch(entry, tmp_path)
    assert list(tmp_path.iterdir()) == []


def _gguf_with_architecture(path: Path, arch: bytes) -> Path:
    def s(text: bytes) -> bytes:
        return struct.pack("<Q", len(text)) + text

    body = s(b"general.architecture") + struct.pack("<I", 8) + s(arch)
    body += s(arch + b".pooling_type") + struct.pack("<II", 4, 1)
    path.write_bytes(b"GGUF" + struct.pack("<IQQ", 3, 0, 2) + body)
    return path


def test_importing_a_model_of_an_unknown_architecture_says_so(tmp_path: Path) -> None:
    model = _gguf_with_architecture(tmp_path / "future.gguf", b"no-such-architecture-xyz")
    with pytest.raises(ModelError, match=r"needs a newer llama\.cpp: architecture no-such-architecture-xyz"):
        import_model(model, tmp_path / "models")
    assert not list((tmp_path / "models").iterdir())


def test_pick_reranker_offers_the_smallest_loadable_one_with_a_checksum_and_a_size() -> None:
    picked = pick_reranker()
    assert picked is not None
    assert picked.kind == RERANKER
    assert picked.sha256
    assert picked.size_bytes
    assert unavailable_reason(picked) is None
    offered = [
        e for e in catalog() if e.kind == RERANKER and e.sha256 and e.size_bytes and not unavailable_reason(e)
    ]
    assert picked.size_bytes == min(e.size_bytes or 0 for e in offered)


def test_pick_reranker_skips_unloadable_unchecked_and_unsized_entries() -> None:
    base = _by_id()["bge-reranker-v2-m3-q8"]
    tiny_future = dataclasses.replace(base, id="a", size_bytes=1_000, architecture="no-such-architecture-xyz")
    tiny_unchecked = dataclasses.replace(base, id="b", size_bytes=2_000, sha256=None)
    unsized = dataclasses.replace(base, id="c", size_bytes=None)
    fine = dataclasses.replace(base, id="d", size_bytes=5_000)
    bigger = dataclasses.replace(base, id="e", size_bytes=6_000)
    assert pick_reranker([bigger, tiny_future, tiny_unchecked, unsized, fine]) == fine
    assert pick_reranker([tiny_future, tiny_unchecked]) is None


def test_pick_reranker_offers_the_smallest_that_fits_or_none() -> None:
    base = _by_id()["bge-reranker-v2-m3-q8"]
    small = dataclasses.replace(base, id="s", size_bytes=5_000)
    large = dataclasses.replace(base, id="l", size_bytes=9_000)
    assert pick_reranker([large, small], fits=lambda e: True) == small
    assert pick_reranker([large, small], fits=lambda e: e.id == "l") == large
    assert pick_reranker([large, small], fits=lambda e: False) is None
