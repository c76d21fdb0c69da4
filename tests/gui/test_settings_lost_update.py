"""The settings dialog saves only what the user changed: a model switch meanwhile is not undone."""

from __future__ import annotations

import json

from PySide6.QtCore import Qt

from desktop_search.app import DesktopApp
from desktop_search.core import switch
from desktop_search.core.common.settings import Settings
from desktop_search.ui.settings_dialog import SettingsDialog


def test_a_model_switch_finishing_while_the_dialog_is_open_survives_ok(
    qtbot, desktop_app, monkeypatch, paths
) -> None:
    new_model = paths.models_dir / "another-model.gguf"

    def drive(dialog) -> bool:
        # While the dialog is open the switch completes and records its model (core/switch.py).
        switch.swap(paths, new_model)
        assert Settings.load(paths.settings_path).embedder_model == str(new_model)
        dialog.watch.setChecked(False)
        return True

    monkeypatch.setattr(DesktopApp, "run_dialog", staticmethod(drive))
    with qtbot.waitSignal(desktop_app.worker.indexing_finished, timeout=60_000):
        qtbot.mouseClick(desktop_app.window.settings_button, Qt.MouseButton.LeftButton)
    saved = Settings.load(paths.settings_path)
    assert saved.embedder_model == str(new_model)  # the next start keeps the new model
    assert saved.watch is False


def test_the_dialog_returns_only_the_settings_the_user_changed(qtbot) -> None:
    dialog = SettingsDialog(Settings(rerank_budget_s=2.25, results_per_page=3), [])
    qtbot.addWidget(dialog)
    assert dialog.changes() == {}  # shown values (rounded, clamped) are not changes
    dialog.watch.setChecked(False)
    dialog.exclude_globs.setText("*.log, Archive/*")
    assert dialog.changes() == {"watch": False, "exclude_globs": ["*.log", "Archive/*"]}
    assert "embedder_model" not in dialog.changes()


def test_ok_writes_the_shown_value_of_a_setting_the_file_held_wrongly(qtbot, tmp_path) -> None:
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"exclude_globs": "*.txt", "watch": False}))
    dialog = SettingsDialog(Settings.load(path), [])
    qtbot.addWidget(dialog)
    assert dialog.changes() == {"exclude_globs": []}
    fixed = Settings.update(path, **dialog.changes())
    assert fixed.warnings == []
    assert fixed.watch is False
