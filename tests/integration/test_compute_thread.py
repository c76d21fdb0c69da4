"""Every llama.cpp decode in the process runs on one thread, whoever asks for it.

llama.cpp's OpenMP backend keeps a team of threads per thread that decodes; a
second team makes libgomp stop spinning between decodes and indexing slows
down (see ``runtime.py``). These run real decodes through real llama.cpp and
record which thread each one ran on.
"""

from __future__ import annotations

import threading
from pathlib import Path

import numpy as np
import pytest

from desktop_search.core.models import embedder as embedder_module
from desktop_search.core.models import reranker as reranker_module
from desktop_search.core.models.embedder import Embedder, EmbedderSettings
from desktop_search.core.models.reranker import Reranker
from desktop_search.core.models.runtime import COMPUTE_THREAD_NAME


@pytest.fixture
def decode_threads(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Names of the threads the real decodes ran on."""
    seen: list[str] = []
    real = embedder_module.decode_pooled

    def recording(*args, **kwargs):
        seen.append(threading.current_thread().name)
        return real(*args, **kwargs)

    monkeypatch.setattr(embedder_module, "decode_pooled", recording)
    monkeypatch.setattr(reranker_module, "decode_pooled", recording)
    return seen


def test_embedder_and_reranker_decode_on_the_one_compute_thread(
    default_model: Path, tiny_gguf: Path, decode_threads: list[str]
) -> None:
    with (
        Embedder(default_model, settings=EmbedderSettings(n_threads=1)) as emb,
        Reranker(tiny_gguf, n_threads=1) as rr,
    ):
        vectors: list[np.ndarray] = []
        scores: list[np.ndarray] = []
        # from this thread and from two others, as the app's index and search threads do
        vectors.append(emb.embed_documents(["a note about the garden", "tax return"]))
        workers = [
            threading.Thread(target=lambda: vectors.append(emb.embed_documents(["bread and yeast"] * 20))),
            threading.Thread(target=lambda: scores.append(rr.score("paris", ["paris france", "yeast"]))),
        ]
        for w in workers:
            w.start()
        for w in workers:
            w.join()
        scores.append(rr.score("bread", ["bread yeast", "python list"]))

    assert len(vectors) == 2
    assert len(scores) == 2
    assert all(np.isfinite(s).all() for s in scores)
    assert len(decode_threads) >= 5
    assert {name.rsplit("_", 1)[0] for name in decode_threads} == {COMPUTE_THREAD_NAME}
