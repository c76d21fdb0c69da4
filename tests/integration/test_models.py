"""The model library (catalog, download, import) and switching the embedding model, with real models."""

from __future__ import annotations

import hashlib
import re
import shutil
import sqlite3
import subprocess
import sys
import threading
from dataclasses import replace
from pathlib import Path

import pytest

from desktop_search.core import switch
from desktop_search.core.common.config import Paths
from desktop_search.core.common.settings import Settings
from desktop_search.core.engine import Engine
from desktop_search.core.indexing.progress import Progress
from desktop_search.core.models.convert import bundled_minilm_dir
from desktop_search.core.models.download import DownloadError
from desktop_search.core.models.library import (
    EMBEDDER,
    RERANKER,
    CatalogEntry,
    catalog,
    fetch,
    import_model,
    model_kind,
)
from desktop_search.core.models.runtime import ModelError
from tests.helpers.corpus import PARAPHRASES
from tests.helpers.https import HAVE_OPENSSL, https_server, payload_handler

# -- the catalog ---------------------------------------------------------------


def test_catalog_entries_are_pinned_verifiable_and_cover_both_kinds() -> None:
    entries = catalog()
    assert len({e.id for e in entries}) == len(entries)
    assert {e.kind for e in entries} == {EMBEDDER, RERANKER}
    for e in entries:
        assert e.url == f"https://huggingface.co/{e.repo}/resolve/{e.revision}/{e.filename}", e.id
        assert e.filename.endswith(".gguf"), e.id
        assert e.sha256 is None or re.fullmatch(r"[0-9a-f]{64}", e.sha256), e.id
        assert e.size_bytes is None or e.size_bytes > 1_000_000, e.id
        assert e.source, f"{e.id}: where the checksum came from must be recorded"
        assert (e.kind == EMBEDDER) == (e.dims is not None), e.id
    downloadable = [e for e in entries if e.downloadable]
    # pinned to a commit (immutable), not to a moving branch
    assert all(re.fullmatch(r"[0-9a-f]{40}", e.revision) for e in downloadable)
    families = {e.family for e in entries}
    assert {"bge-m3", "embeddinggemma", "nomic", "qwen3-embedding", "bge-reranker"} <= families


# -- downloads from a local HTTPS server ------------------------------------------


@pytest.fixture(scope="module")
def model_server(tmp_path_factory: pytest.TempPathFactory, default_model: Path):
    if not HAVE_OPENSSL:
        pytest.skip("needs openssl to make a test certificate")
    payload = default_model.read_bytes()

    Handler = payload_handler(payload)

    with https_server(Handler, tmp_path_factory.mktemp("certs")) as (base, ctx):
        yield base, ctx, hashlib.sha256(payload).hexdigest(), len(payload)


def _entry(base: str, sha: str | None, size: int, *, kind: str = EMBEDDER) -> CatalogEntry:
    return CatalogEntry(
        id="test", name="Test model", kind=kind, family="minilm", repo="test/test", revision="0" * 40,
        filename="served-model.gguf", url=f"{base}/served-model.gguf", size_bytes=size, sha256=sha,
        dims=384 if kind == EMBEDDER else None, max_tokens=256, languages="en", license="Apache-2.0",
        quant="F16", notes="", source="test",
    )  # fmt: skip


def test_fetch_downloads_verifies_and_checks_the_kind(model_server, tmp_path: Path) -> None:
    base, ctx, sha, size = model_server
    entry = _entry(base, sha, size)
    path = fetch(entry, tmp_path, ssl_context=ctx)
    assert path == tmp_path / "served-model.gguf"
    assert entry.installed(tmp_path) == path
    assert model_kind(path) == EMBEDDER


def test_fetch_refuses_a_model_of_the_other_kind_and_keeps_nothing(model_server, tmp_path: Path) -> None:
    base, ctx, sha, size = model_server
    with pytest.raises(ModelError, match="is an embedding model, not a reranker"):
        fetch(_entry(base, sha, size, kind=RERANKER), tmp_path, ssl_context=ctx)
    assert not list(tmp_path.iterdir())


def test_fetch_refuses_an_entry_without_a_published_checksum(model_server, tmp_path: Path) -> None:
    base, ctx, _sha, size = model_server
    with pytest.raises(DownloadError, match="no published checksum"):
        fetch(_entry(base, None, size), tmp_path, ssl_context=ctx)
    assert not list(tmp_path.iterdir())


def test_fetch_with_a_wrong_checksum_keeps_nothing(model_server, tmp_path: Path) -> None:
    base, ctx, _sha, size = model_server
    with pytest.raises(DownloadError):
        fetch(_entry(base, "f" * 64, size), tmp_path, ssl_context=ctx)
    assert entry_files(tmp_path) == []


def entry_files(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir() if p.suffix == ".gguf")


# -- imports -----------------------------------------------------------------


def test_import_a_gguf_copies_it_into_the_models_folder(default_model: Path, tmp_path: Path) -> None:
    models = tmp_path / "models"
    path, kind = import_model(default_model, models)
    assert (path.parent, kind) == (models, EMBEDDER)
    assert path.read_bytes() == default_model.read_bytes()
    again, _ = import_model(default_model, models)
    assert again != path, "a second import must not overwrite the first"


def test_import_converts_sentence_transformers_folders(tiny_folder: Path, tmp_path: Path) -> None:
    minilm = bundled_minilm_dir()
    assert minilm is not None
    models = tmp_path / "models"
    path, kind = import_model(minilm, models)
    assert kind == EMBEDDER
    assert path.suffix == ".gguf"
    assert path.parent == models
    rpath, rkind = import_model(tiny_folder, models)  # a CrossEncoder becomes a reranker
    assert rkind == RERANKER
    assert model_kind(rpath) == RERANKER


def test_import_refuses_wrong_files_with_a_clear_message(
    tiny_gguf: Path, default_model: Path, tmp_path: Path
) -> None:
    models = tmp_path / "models"
    junk = tmp_path / "notes.gguf"
    junk.write_text("not a model at all")
    with pytest.raises(ModelError, match="not a GGUF"):
        import_model(junk, models)
    with pytest.raises(ModelError, match="is a reranker, not an embedding model"):
        import_model(tiny_gguf, models, kind=EMBEDDER)
    with pytest.raises(ModelError, match="is an embedding model, not a reranker"):
        import_model(default_model, models, kind=RERANKER)
    assert entry_files(models) == [], "a refused model is not left behind"


# -- switching the embedding model ----------------------------------------------


@pytest.fixture(scope="module")
def other_model(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """MiniLM converted again under another name: another file, so another vector space to the index."""
    minilm = bundled_minilm_dir()
    assert minilm is not None
    path, _ = import_model(minilm, tmp_path_factory.mktemp("other"))
    return path


def _first(engine: Engine, query: str) -> str:
    return Path(engine.search(query, top=1)[0].path).name


def test_switch_reindexes_while_the_old_index_answers_then_swaps(
    paths: Paths, notes_dir: Path, other_model: Path
) -> None:
    query, expected = next(iter(PARAPHRASES.items()))
    with Engine(paths) as engine:
        engine.index([notes_dir])
        old_name = engine.status().model
        assert engine.start_model_switch(other_model) is True
        answers: list[str] = []

        def search_meanwhile(p: Progress) -> None:
            if p.phase == "indexing" and p.files_done == 2:
                answers.append(_first(engine, query))  # served by the old index

        report = engine.run_model_switch(progress=search_meanwhile)
        assert report.files_indexed == len(list(notes_dir.rglob("*.*")))
        assert answers == [Path(expected).name]
        status = engine.status()
        assert status.model_file == str(other_model)
        assert status.model != old_name
        assert status.switching_to is None
        assert _first(engine, query) == Path(expected).name
        assert not (paths.data_dir / switch.NEXT_INDEX).exists()
    assert Settings.load(paths.settings_path).embedder_model == str(other_model)
    with Engine(paths) as engine:  # the choice is remembered and the index kept
        assert engine.model_path == other_model
        assert engine.index().files_indexed == 0
        assert _first(engine, query) == Path(expected).name


def test_an_interrupted_switch_resumes_and_a_finished_one_is_completed_at_start(
    paths: Paths, notes_dir: Path, other_model: Path
) -> None:
    with Engine(paths) as engine:
        engine.index([notes_dir])
        engine.start_model_switch(other_model)
        cancel = threading.Event()

        def stop_after_two(p: Progress) -> None:
            if p.files_done >= 2:
                cancel.set()

        assert engine.run_model_switch(progress=stop_after_two, cancel=cancel).cancelled
    with Engine(paths) as engine:  # the app was closed half-way
        assert engine.pending_model_switch() == other_model
        assert engine.model_path != other_model, "the old model answers until the switch completes"
        engine.start_model_switch(other_model)
        report = engine.run_model_switch()
        assert report.files_unchanged >= 2, "what was indexed before is kept"
        # now simulate a crash between "complete" and the swap of the folders
        engine.start_model_switch(paths.models_dir / "all-MiniLM-L6-v2-f16.gguf")
        engine.switch.run()
        engine.switch.complete()
        engine.switch = None
    assert (paths.data_dir / switch.NEXT_INDEX / switch.MARKER).is_file()
    with Engine(paths) as engine:
        assert engine.model_path.name == "all-MiniLM-L6-v2-f16.gguf"
        assert engine.index().files_indexed == 0
        assert engine.status().chunks > 0
    assert not (paths.data_dir / switch.NEXT_INDEX).exists()


def test_switching_to_an_unusable_model_is_refused_and_changes_nothing(
    paths: Paths, notes_dir: Path, tiny_gguf: Path
) -> None:
    with Engine(paths) as engine:
        engine.index([notes_dir])
        with pytest.raises(ModelError, match="reranker"):
            engine.start_model_switch(tiny_gguf)
        assert engine.pending_model_switch() is None
        assert engine.status().chunks > 0


def test_a_missing_configured_model_falls_back_to_the_default_with_a_warning(paths: Paths) -> None:
    Settings.save(
        replace(Settings(), embedder_model=str(paths.models_dir / "gone.gguf")), paths.settings_path
    )
    with Engine(paths) as engine:
        assert engine.model_path.name == "all-MiniLM-L6-v2-f16.gguf"
        assert "missing" in engine.status().model_warning


@pytest.fixture(scope="module")
def completed_switch(
    tmp_path_factory: pytest.TempPathFactory, default_model: Path, other_model: Path
) -> Path:
    """A data directory whose live index (default model) has a complete build for ``other_model``
    beside it, and a stale ``index-old`` from before: the state :func:`switch.swap` starts from."""
    from tests.helpers.corpus import write_notes

    root = tmp_path_factory.mktemp("switch-template")
    paths = Paths(root / "data").ensure()
    shutil.copy2(default_model, paths.models_dir / default_model.name)
    shutil.copy2(default_model.with_name(default_model.name + ".json"), paths.models_dir)
    notes = write_notes(root / "notes")
    with Engine(paths) as engine:
        engine.index([notes])
        assert engine.start_model_switch(other_model)
        assert engine.switch is not None
        engine.switch.run()
        engine.switch.complete()
        engine.switch = None
    (paths.data_dir / switch.OLD_INDEX).mkdir()  # a leftover, so the swap's first step runs too
    return root


_KILL_AT_STEP = """
import os, sys
from pathlib import Path
from desktop_search.core import switch
from desktop_search.core.common.config import Paths
target = sys.argv[2]
switch.after_step = lambda step: os._exit(9) if step == target else None
switch.swap(Paths(Path(sys.argv[1])), Path(sys.argv[3]))
os._exit(0)
"""


@pytest.mark.parametrize("step", switch.SWAP_STEPS)
def test_a_swap_killed_after_any_step_is_finished_at_the_next_start(
    completed_switch: Path, other_model: Path, tmp_path: Path, step: str
) -> None:
    root = tmp_path / "copy"
    shutil.copytree(completed_switch, root, symlinks=True)
    paths = Paths(root / "data")
    # Read, not opened: opening an engine would finish the swap before it is started.
    con = sqlite3.connect(f"file:{switch.next_paths(paths).db_path}?mode=ro", uri=True)
    files_before = con.execute("SELECT COUNT(*) FROM files WHERE status='ok'").fetchone()[0]
    con.close()
    assert files_before > 0
    killed = subprocess.run(
        [sys.executable, "-c", _KILL_AT_STEP, str(paths.data_dir), step, str(other_model)],
        check=False,
        timeout=60,
    )
    assert killed.returncode == 9, f"the swap did not reach {step}"

    with Engine(paths) as engine:  # a plain start: status, search, or the app
        status = engine.status()
        assert engine.model_path == other_model, f"stopped after {step}: the user's choice was lost"
        assert status.files == files_before, f"stopped after {step}: the index was lost"
        assert status.chunks == status.vectors > 0
        assert engine.index().files_indexed == 0  # nothing to re-read: the new index is whole
    assert Settings.load(paths.settings_path).embedder_model == str(other_model)
    assert not (paths.index_dir / switch.MARKER).exists()
    assert not (paths.data_dir / switch.OLD_INDEX).exists()
    assert not (paths.data_dir / switch.NEXT_INDEX).exists()
