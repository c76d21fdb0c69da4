"""Unit tests for desktop_search.core.common.config."""

from __future__ import annotations

import os
import stat
from pathlib import Path

import platformdirs
import pytest

from desktop_search.core.common.config import (
    APP_DIR_NAME,
    ENV_HOME,
    PRIVATE_DIR_MODE,
    Paths,
    make_private_dir,
)

posix_only = pytest.mark.skipif(os.name != "posix", reason="POSIX file modes")


def mode(path: Path) -> int:
    return stat.S_IMODE(path.stat().st_mode)


# -- resolve --------------------------------------------------------------------------------


def test_explicit_data_dir_wins_over_environment(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(ENV_HOME, str(tmp_path / "from-env"))
    paths = Paths.resolve(tmp_path / "explicit")
    assert paths.data_dir == (tmp_path / "explicit").resolve()


def test_explicit_data_dir_as_string(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(ENV_HOME, raising=False)
    assert Paths.resolve(str(tmp_path / "s")).data_dir == (tmp_path / "s").resolve()


def test_environment_variable_is_used_without_explicit_dir(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv(ENV_HOME, str(tmp_path / "from-env"))
    assert Paths.resolve().data_dir == (tmp_path / "from-env").resolve()
    assert Paths.resolve(None).data_dir == (tmp_path / "from-env").resolve()


def test_platform_default_without_env(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(ENV_HOME, raising=False)
    paths = Paths.resolve()
    assert paths.data_dir.name == APP_DIR_NAME == "desktop-search"
    assert paths.data_dir.is_absolute()
    assert paths.data_dir == Path(platformdirs.user_data_dir(APP_DIR_NAME, appauthor=False)).resolve()


def test_empty_environment_variable_falls_back_to_default(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(ENV_HOME, "")
    assert Paths.resolve().data_dir.name == APP_DIR_NAME


def test_home_is_expanded(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("HOME", str(tmp_path))
    monkeypatch.setenv("USERPROFILE", str(tmp_path))
    assert Paths.resolve("~/search-data").data_dir == (tmp_path / "search-data").resolve()
    monkeypatch.setenv(ENV_HOME, "~/from-env")
    assert Paths.resolve().data_dir == (tmp_path / "from-env").resolve()


def test_relative_path_is_made_absolute(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    paths = Paths.resolve("relative/data")
    assert paths.data_dir.is_absolute()
    assert paths.data_dir == tmp_path.resolve() / "relative" / "data"


def test_resolve_creates_nothing(tmp_path: Path) -> None:
    Paths.resolve(tmp_path / "not-yet")
    assert not (tmp_path / "not-yet").exists()


def test_layout_below_the_data_dir(tmp_path: Path) -> None:
    paths = Paths.resolve(tmp_path)
    root = tmp_path.resolve()
    assert paths.models_dir == root / "models"
    assert paths.index_dir == root / "index"
    assert paths.db_path == root / "index" / "index.sqlite3"
    assert paths.vectors_path == root / "index" / "vectors.faiss"
    assert paths.log_dir == root / "logs"


# -- ensure ---------------------------------------------------------------------------------


@posix_only
def test_ensure_creates_private_directories(tmp_path: Path) -> None:
    paths = Paths.resolve(tmp_path / "deep" / "data")
    assert paths.ensure() is paths
    for directory in (paths.data_dir, paths.models_dir, paths.index_dir, paths.log_dir):
        assert directory.is_dir()
        assert mode(directory) == PRIVATE_DIR_MODE == 0o700


def test_ensure_is_idempotent_and_keeps_contents(tmp_path: Path) -> None:
    paths = Paths.resolve(tmp_path / "data").ensure()
    marker = paths.models_dir / "model.gguf"
    marker.write_bytes(b"weights")
    paths.ensure()
    assert marker.read_bytes() == b"weights"


@posix_only
def test_ensure_tightens_the_apps_own_folders_but_not_a_chosen_data_dir(tmp_path: Path) -> None:
    paths = Paths.resolve(tmp_path / "data")
    paths.index_dir.mkdir(parents=True)
    paths.data_dir.chmod(0o755)
    paths.index_dir.chmod(0o777)
    paths.ensure()
    assert mode(paths.data_dir) == 0o755  # the user's folder: never changed
    assert mode(paths.index_dir) == 0o700  # the app's own folder in it


@posix_only
def test_ensure_tightens_the_default_data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(ENV_HOME, raising=False)
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "share"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    paths = Paths.resolve()
    assert paths.owns_data_dir
    paths.data_dir.mkdir(parents=True)
    paths.data_dir.chmod(0o755)
    paths.ensure()
    assert mode(paths.data_dir) == 0o700


@posix_only
def test_make_private_dir_ignores_umask(tmp_path: Path) -> None:
    old = os.umask(0)
    try:
        created = make_private_dir(tmp_path / "a" / "b")
    finally:
        os.umask(old)
    assert created == tmp_path / "a" / "b"
    assert mode(created) == 0o700
