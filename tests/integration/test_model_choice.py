"""Built-in models are chosen by name, the same way in settings.json, on the CLI and in a switch."""

from __future__ import annotations

from pathlib import Path

import pytest

from desktop_search.cli import main
from desktop_search.core.common.config import Paths
from desktop_search.core.common.settings import Settings
from desktop_search.core.engine import Engine
from desktop_search.core.models.builtin import MULTILINGUAL_MODEL_FILE, MULTILINGUAL_MODEL_NAME
from desktop_search.core.models.convert import DEFAULT_MODEL_NAME
from tests.helpers.models import link_model


@pytest.fixture
def ml_paths(paths: Paths, multilingual_model: Path) -> Paths:
    """A data directory holding both built-in models, already converted (as after a first use)."""
    return link_model(paths, multilingual_model)


def _notes(folder: Path) -> Path:
    folder.mkdir()
    (folder / "heizung.txt").write_text("Die Heizung im Keller ist seit Montag kaputt.", encoding="utf-8")
    (folder / "brot.txt").write_text("Für das Brot braucht man Mehl, Wasser und Salz.", encoding="utf-8")
    return folder


def test_settings_name_a_built_in_model(ml_paths: Paths) -> None:
    Settings(embedder_model=MULTILINGUAL_MODEL_NAME).save(ml_paths.settings_path)
    with Engine(ml_paths) as engine:
        assert engine.model_path == ml_paths.models_dir / MULTILINGUAL_MODEL_FILE
        assert engine.embedder.info.name == MULTILINGUAL_MODEL_NAME
        assert engine.model_warning == ""


def test_cli_index_model_records_the_name_and_reindexes(
    ml_paths: Paths, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    notes = _notes(tmp_path / "notes")
    base = ["--data-dir", str(ml_paths.data_dir)]
    assert main([*base, "index", str(notes)]) == 0
    assert main([*base, "index", "--model", MULTILINGUAL_MODEL_NAME]) == 0
    assert Settings.load(ml_paths.settings_path).embedder_model == MULTILINGUAL_MODEL_NAME
    assert "indexed 2 files" in capsys.readouterr().out  # another model: everything again
    assert main([*base, "search", "--no-rerank", "heating broken in the basement"]) == 0
    assert capsys.readouterr().out.splitlines()[0].endswith("heizung.txt  [vector]")
    assert main([*base, "index", "--model", DEFAULT_MODEL_NAME]) == 0
    assert Settings.load(ml_paths.settings_path).embedder_model == DEFAULT_MODEL_NAME


def test_cli_refuses_an_unknown_model(ml_paths: Paths, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--data-dir", str(ml_paths.data_dir), "index", "--model", "gpt-5"]) == 1
    assert "neither a built-in model nor a file" in capsys.readouterr().err
    assert Settings.load(ml_paths.settings_path).embedder_model == ""


def test_a_switch_to_a_built_in_model_is_recorded_by_name(ml_paths: Paths, tmp_path: Path) -> None:
    with Engine(ml_paths) as engine:
        engine.index([_notes(tmp_path / "notes")])
        assert engine.start_model_switch(MULTILINGUAL_MODEL_NAME) is True
        engine.run_model_switch()
        assert engine.embedder.info.name == MULTILINGUAL_MODEL_NAME
    assert Settings.load(ml_paths.settings_path).embedder_model == MULTILINGUAL_MODEL_NAME
