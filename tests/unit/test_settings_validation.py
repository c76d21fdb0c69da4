"""Settings files with wrong values, from newer versions, and written by two writers at once."""

from __future__ import annotations

import json
import os
import stat
import threading
from pathlib import Path
from typing import Any

import pytest

from desktop_search.core.common.settings import DEFAULT_EXCLUDED_DIRS, SCHEMA_VERSION, Settings
from desktop_search.core.extract import is_supported
from desktop_search.core.indexing.scanner import Exclusions, scan


def _write(path: Path, content: Any) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(content if isinstance(content, str) else json.dumps(content), encoding="utf-8")
    return path


@pytest.mark.parametrize(
    ("key", "value"),
    [
        ("exclude_globs", "*.txt"),
        ("excluded_dirs", None),
        ("excluded_dirs", ["ok", 3]),
        ("watch", "no"),
        ("skip_hidden", 0),
        ("results_per_page", None),
        ("results_per_page", [20]),
        ("results_per_page", 7.5),
        ("max_file_mb", "5"),
        ("max_file_mb", True),
        ("reconcile_minutes", {}),
        ("embedder_model", 3),
        ("query_prefix", 1),
        ("fusion", "best"),
    ],
)
def test_a_wrong_kind_of_value_takes_its_default_with_a_warning_naming_it(
    tmp_path: Path, key: str, value: Any
) -> None:
    path = _write(tmp_path / "settings.json", {"schema_version": 1, key: value, "rerank": False})
    settings = Settings.load(path)
    assert getattr(settings, key) == getattr(Settings(), key)
    assert settings.rerank is False  # the other values are kept
    assert len(settings.warnings) == 1
    assert f'"{key}"' in settings.warnings[0]
    assert str(path) in settings.warnings[0]
    assert settings.invalid_keys == {key}


def test_a_glob_given_as_text_does_not_exclude_every_file(tmp_path: Path) -> None:
    """Today's bug: "*.txt" was iterated as "*", ".", "t"... and "*" left out everything."""
    path = _write(tmp_path / "settings.json", {"exclude_globs": "*.txt"})
    root = tmp_path / "root"
    root.mkdir()
    (root / "a.md").write_text("hello")
    settings = Settings.load(path)
    assert [st.path.name for st in scan(root, Exclusions(settings, supported=is_supported))] == ["a.md"]


@pytest.mark.parametrize(
    ("key", "value", "expected"),
    [
        ("results_per_page", 0, 5),
        ("results_per_page", 10_000, 200),
        ("max_file_mb", -1, 0.1),
        ("rerank_budget_s", 1e9, 60.0),
        ("reconcile_minutes", -5, 0.0),
        ("reconcile_minutes", 0.001, 1.0),
        ("extract_memory_mb", 1, 128),
        ("results_per_page", 30.0, 30),
    ],
)
def test_numbers_out_of_range_are_clamped(tmp_path: Path, key: str, value: Any, expected: Any) -> None:
    settings = Settings.load(_write(tmp_path / "settings.json", {key: value}))
    assert getattr(settings, key) == expected
    assert type(getattr(settings, key)) is type(expected)
    assert bool(settings.warnings) == (value != expected)


@pytest.mark.parametrize(
    "content",
    ["{not json", "[1, 2]", "null", '"text"', "3", "", "\x00\x01"],
)
def test_a_file_that_holds_no_settings_gives_defaults_and_a_warning(tmp_path: Path, content: str) -> None:
    path = _write(tmp_path / "settings.json", content)
    settings = Settings.load(path)
    assert settings == Settings()
    assert len(settings.warnings) == 1
    assert str(path) in settings.warnings[0]


def test_bytes_that_are_not_utf8_give_defaults_and_a_warning(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    path.write_bytes(b'{"watch": "\xff"}')
    settings = Settings.load(path)
    assert settings == Settings()
    assert settings.warnings


@pytest.mark.parametrize("version", [None, "2", 0, -3, True, 1.5])
def test_a_wrong_schema_version_is_a_warning_not_a_traceback(tmp_path: Path, version: Any) -> None:
    settings = Settings.load(_write(tmp_path / "settings.json", {"schema_version": version, "watch": False}))
    assert settings.watch is False
    assert settings.schema_version == SCHEMA_VERSION
    assert any('"schema_version"' in w for w in settings.warnings)


def test_a_missing_file_gives_defaults_without_warnings(tmp_path: Path) -> None:
    settings = Settings.load(tmp_path / "none" / "settings.json")
    assert settings == Settings()
    assert settings.warnings == []


def test_a_file_from_a_newer_version_keeps_its_version_and_unknown_keys(tmp_path: Path) -> None:
    future = {
        "schema_version": SCHEMA_VERSION + 3,
        "watch": False,
        "color_theme": "dark",
        "nested": {"a": [1, 2]},
    }
    path = _write(tmp_path / "settings.json", future)
    settings = Settings.load(path)
    assert settings.watch is False
    assert settings.warnings == []
    Settings.update(path, results_per_page=50)
    saved = json.loads(path.read_text())
    assert saved["schema_version"] == SCHEMA_VERSION + 3
    assert saved["color_theme"] == "dark"
    assert saved["nested"] == {"a": [1, 2]}
    assert saved["results_per_page"] == 50
    # saving a whole loaded object keeps them too
    loaded = Settings.load(path)
    loaded.save(path)
    again = json.loads(path.read_text())
    assert again["schema_version"] == SCHEMA_VERSION + 3
    assert again["color_theme"] == "dark"


def test_update_changes_only_the_given_keys(tmp_path: Path) -> None:
    path = tmp_path / "cfg" / "settings.json"
    Settings(watch=False, embedder_model="/m/old.gguf").save(path)
    stale = Settings.load(path)  # a writer that read the file earlier ...
    Settings.update(path, embedder_model="/m/new.gguf")  # ... then someone else changed it
    now = Settings.update(path, results_per_page=stale.results_per_page + 1)
    assert now.embedder_model == "/m/new.gguf"
    assert Settings.load(path) == now
    assert now.watch is False
    assert now.results_per_page == 21


def test_update_keeps_a_wrong_value_it_was_not_asked_to_change(tmp_path: Path) -> None:
    """The user's hand edit is not thrown away behind their back; it keeps being reported."""
    path = _write(tmp_path / "settings.json", {"exclude_globs": "*.txt"})
    now = Settings.update(path, watch=False)
    assert json.loads(path.read_text())["exclude_globs"] == "*.txt"
    assert now.exclude_globs == []
    assert any('"exclude_globs"' in w for w in now.warnings)
    fixed = Settings.update(path, exclude_globs=["*.txt"])
    assert fixed.exclude_globs == ["*.txt"]
    assert fixed.warnings == []


def test_update_refuses_unknown_keys_and_wrong_values(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    with pytest.raises(ValueError, match="unknown setting"):
        Settings.update(path, colour="red")
    with pytest.raises(ValueError, match="exclude_globs"):
        Settings.update(path, exclude_globs="*.txt")
    with pytest.raises(ValueError, match="results_per_page"):
        Settings.update(path, results_per_page=0)
    assert not path.exists()


def test_update_keeps_a_copy_of_an_unreadable_file(tmp_path: Path) -> None:
    path = _write(tmp_path / "settings.json", "{broken")
    Settings.update(path, watch=False)
    assert (tmp_path / "settings.json.unreadable").read_text() == "{broken"
    assert Settings.load(path).watch is False


def test_update_does_not_write_when_nothing_changes(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    Settings.update(path, embedder_model="/m/a.gguf")
    before = path.stat().st_mtime_ns, path.stat().st_ino
    Settings.update(path, embedder_model="/m/a.gguf")
    assert (path.stat().st_mtime_ns, path.stat().st_ino) == before


def test_concurrent_updates_from_threads_are_all_kept(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    Settings().save(path)
    count = 16
    barrier = threading.Barrier(count)

    def writer(i: int) -> None:
        barrier.wait()
        # two kinds of writers of two different settings: neither may undo the other's change
        if i % 2:
            Settings.update(path, reranker_model=f"/r/{i}.gguf")
        else:
            Settings.update(path, embedder_model=f"/e/{i}.gguf")

    threads = [threading.Thread(target=writer, args=(i,)) for i in range(count)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    final = Settings.load(path)
    assert final.reranker_model.startswith("/r/")
    assert final.embedder_model.startswith("/e/")
    assert final.warnings == []
    assert not [p for p in tmp_path.iterdir() if p.name.endswith(".tmp")]


@pytest.mark.skipif(os.name != "posix", reason="POSIX file modes")
def test_settings_are_written_private_whatever_the_umask(tmp_path: Path) -> None:
    old = os.umask(0)
    try:
        path = tmp_path / "settings.json"
        Settings().save(path)
        assert stat.S_IMODE(path.stat().st_mode) == 0o600
        path.chmod(0o644)  # a file of an older version
        Settings.update(path, watch=False)
        assert stat.S_IMODE(path.stat().st_mode) == 0o600
    finally:
        os.umask(old)


def test_defaults_round_trip_and_are_not_compared_with_warnings(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    Settings().save(path)
    data = json.loads(path.read_text())
    assert not {"warnings", "invalid_keys", "extra"} & data.keys()
    assert data["excluded_dirs"] == list(DEFAULT_EXCLUDED_DIRS)
    assert Settings.load(path) == Settings()


def test_a_shared_index_url_never_keeps_its_password(tmp_path: Path, the_keyring) -> None:
    from ..helpers.keyrings import MemoryKeyring

    the_keyring(MemoryKeyring())  # loading moves the password there: never into this computer's own
    path = _write(
        tmp_path / "settings.json",
        {
            "shared_indexes": [
                "postgresql://mum:s3cret@nas.local:5432/household?sslmode=verify-full",
                "postgresql://kid@nas.local/household",
            ]
        },
    )
    settings = Settings.load(path)
    assert settings.shared_indexes == [
        "postgresql://mum@nas.local:5432/household?sslmode=verify-full",
        "postgresql://kid@nas.local/household",
    ]
    assert len(settings.warnings) == 1
    assert "shared_indexes" in settings.warnings[0]
    assert "password" in settings.warnings[0]
    assert "s3cret" not in settings.warnings[0]
    with pytest.raises(ValueError, match="password"):
        Settings.update(path, shared_indexes=["postgresql://mum:s3cret@nas.local/household"])
    Settings.update(path, multilingual_offer_declined=0.5)  # any later write drops the password
    assert "s3cret" not in path.read_text(encoding="utf-8")


def test_shared_index_urls_without_a_password_load_without_a_warning(tmp_path: Path) -> None:
    urls = ["postgresql://mum@[::1]:5433/household", "postgresql://@/db?host=/run/postgresql"]
    settings = Settings.load(_write(tmp_path / "settings.json", {"shared_indexes": urls}))
    assert (settings.shared_indexes, settings.warnings) == (urls, [])
