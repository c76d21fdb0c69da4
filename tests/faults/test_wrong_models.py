"""Wrong model files are refused with a message naming the problem, where the user picks them.

An embedding model is picked by importing it or switching the index to it
(``Engine.start_model_switch``), or by ``embedder_model`` in the settings; a
reranker by ``reranker_model``. The wrong files are real: a zip, GGUF files
cut short, a tiny but loadable llama-architecture chat model, the tiny
cross-encoder reranker and the real MiniLM embedder. Refusing one never
touches the live index.
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

from desktop_search.core.common.config import Paths
from desktop_search.core.common.settings import Settings
from desktop_search.core.engine import Engine
from desktop_search.core.models.library import import_model
from desktop_search.core.models.runtime import ModelError

from ..helpers.tiny_models import build_tiny_chat_model


@pytest.fixture(scope="module")
def chat_model(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = build_tiny_chat_model(tmp_path_factory.mktemp("chat") / "tiny-chat-f32.gguf")
    import llama_cpp

    from desktop_search.core.models.runtime import route_llama_logs

    route_llama_logs()  # verbose=False would leak /dev/null handles
    # It really is a working causal language model, not a broken file.
    llm = llama_cpp.Llama(str(path), n_ctx=64, verbose=True)
    try:
        assert len(llm.create_completion("hello", max_tokens=2, temperature=0)["choices"]) == 1
    finally:
        llm.close()
    return path


def _cut(source: Path, dest: Path, length: int) -> Path:
    with open(source, "rb") as fh:
        dest.write_bytes(fh.read(length))
    return dest


def _not_gguf(tmp_path: Path) -> Path:
    path = tmp_path / "model.gguf"
    path.write_bytes(b"PK\x03\x04 a zip file renamed to .gguf" + bytes(4096))
    return path


@pytest.mark.slow
def test_wrong_embedding_models_are_refused_and_the_index_keeps_answering(
    paths: Paths, notes_dir: Path, tmp_path: Path, *, chat_model: Path, tiny_gguf: Path, default_model: Path
) -> None:
    size = default_model.stat().st_size
    wrong = {
        _not_gguf(tmp_path): "is not a GGUF model file",
        _cut(default_model, tmp_path / "cut-in-header.gguf", 200_000): "damaged or incomplete",
        _cut(default_model, tmp_path / "cut-in-tensors.gguf", size - 4096): "damaged or incomplete",
        chat_model: "no pooling",
        tiny_gguf: "is a reranker",
    }
    with Engine(paths) as engine:
        engine.index([notes_dir])
        before = [r.path for r in engine.search("internet connection problems at home")]
        fingerprint = engine.db.get_meta("model_fingerprint")
        for path, message in wrong.items():
            with pytest.raises(ModelError, match=message) as refused:
                engine.start_model_switch(path)
            assert path.name in str(refused.value) or "tiny-" in str(refused.value)
            with pytest.raises(ModelError):
                import_model(path, tmp_path / "imported", kind="embedder")
            assert engine.switch is None
        assert engine.settings.embedder_model == ""
        assert engine.db.get_meta("model_fingerprint") == fingerprint
        assert [r.path for r in engine.search("internet connection problems at home")] == before
    assert not (tmp_path / "imported").exists() or not any((tmp_path / "imported").iterdir())


def test_a_chat_model_in_the_settings_falls_back_to_the_default_and_says_why(
    paths: Paths, chat_model: Path
) -> None:
    Settings(embedder_model=str(chat_model)).save(paths.settings_path)
    cli = [sys.executable, "-m", "desktop_search", "--data-dir", str(paths.data_dir)]
    out = subprocess.run([*cli, "status", "--json"], capture_output=True, text=True, check=False)
    assert out.returncode == 0, out.stderr
    assert "Traceback" not in out.stderr
    status = json.loads(out.stdout)
    assert Path(status["model_file"]).name == "all-MiniLM-L6-v2-f16.gguf"
    assert "no pooling" in status["model_warning"]
    assert "chat" in status["model_warning"]
    assert "default model is used instead" in status["model_warning"]


@pytest.mark.slow
def test_wrong_rerankers_are_refused_and_search_goes_on_unreranked(
    paths: Paths, notes_dir: Path, tmp_path: Path, *, chat_model: Path, tiny_gguf: Path, default_model: Path
) -> None:
    wrong = {
        _not_gguf(tmp_path): "not a GGUF",
        _cut(tiny_gguf, tmp_path / "cut-reranker.gguf", 100_000): "damaged or incomplete",
        chat_model: r"\(llama\) has no pooling: it is not a reranker",
        default_model: r"is an embedding model \(mean pooling\), not a reranker",
    }
    with Engine(paths) as engine:
        engine.index([notes_dir])
        for path, message in wrong.items():
            engine.apply_settings(Settings(reranker_model=str(path)))
            assert engine.reranker is None
            assert engine.reranker_error
            assert re.search(message, engine.reranker_error), engine.reranker_error
            assert engine.status().reranker_error == engine.reranker_error
            response = engine.query("internet connection problems at home")
            assert response.results[0].path == str(notes_dir / "router.md")
            assert not response.reranked
            with pytest.raises(ModelError):
                import_model(path, tmp_path / "imported", kind="reranker")

    # The command line says the same.
    Settings(reranker_model=str(chat_model)).save(paths.settings_path)
    cli = [sys.executable, "-m", "desktop_search", "--data-dir", str(paths.data_dir)]
    status = subprocess.run([*cli, "status", "--json"], capture_output=True, text=True, check=True)
    assert "has no pooling: it is not a reranker" in json.loads(status.stdout)["reranker_error"]
