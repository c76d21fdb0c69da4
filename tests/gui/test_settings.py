"""Folders and settings through the real dialog, saved and applied by the engine."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from desktop_search.app import DesktopApp
from desktop_search.core.common.settings import Settings
from desktop_search.core.contracts import RunSummary
from desktop_search.core.extract import ocr
from desktop_search.ui.settings_dialog import SettingsDialog

from .test_watching import _wait_for_search


def _index(qtbot, desktop_app, folder: Path) -> None:
    with qtbot.waitSignal(desktop_app.worker.indexing_finished, timeout=120_000):
        desktop_app.window.folders_added.emit([str(folder)])


def test_exclusion_pattern_is_saved_and_applied(
    qtbot, desktop_app, monkeypatch, notes_dir: Path, paths
) -> None:
    _index(qtbot, desktop_app, notes_dir)
    bread = str(notes_dir / "sourdough.md")
    found = _wait_for_search(qtbot, desktop_app, "how to make homemade bread", lambda f: f[:1] == [bread])
    assert found[0] == bread

    def drive(dialog) -> bool:
        assert dialog.folders.count() == 1
        dialog.exclude_globs.setText("*.md")
        dialog.results_per_page.setValue(7)
        return True

    monkeypatch.setattr(DesktopApp, "run_dialog", staticmethod(drive))
    with qtbot.waitSignal(desktop_app.worker.indexing_finished, timeout=60_000) as done:
        qtbot.mouseClick(desktop_app.window.settings_button, Qt.MouseButton.LeftButton)
    assert done.args[0].report.files_removed == 2  # sourdough.md and router.md are now excluded
    saved = Settings.load(paths.settings_path)
    assert saved.exclude_globs == ["*.md"]
    assert saved.results_per_page == 7
    gone = str(notes_dir / "sourdough.md")
    assert gone not in _wait_for_search(
        qtbot, desktop_app, "how to make homemade bread", lambda f: gone not in f
    )


def test_removing_a_folder_forgets_its_files_on_ok_only(
    qtbot, desktop_app, monkeypatch, notes_dir: Path
) -> None:
    _index(qtbot, desktop_app, notes_dir)
    qtbot.waitUntil(lambda: desktop_app.window.folders == [str(notes_dir)], timeout=30_000)

    def cancel(dialog) -> bool:
        dialog.folders.setCurrentRow(0)
        dialog._on_remove()
        return False  # Cancel: nothing is applied, the folder stays

    monkeypatch.setattr(DesktopApp, "run_dialog", staticmethod(cancel))
    desktop_app.edit_settings()
    # A removal would have been queued to the worker before this search, and run first.
    with qtbot.waitSignal(desktop_app.worker.results_ready, timeout=30_000) as found:
        desktop_app.window.search_for("homemade bread")
    assert found.args[1].results, "Cancel removed the folder"
    assert desktop_app.window.folders == [str(notes_dir)]

    def drive(dialog) -> bool:
        assert dialog.folders.count() == 1
        dialog.folders.setCurrentRow(0)
        dialog._on_remove()
        return True  # OK applies the removal

    def forgotten(summary: RunSummary) -> bool:  # not a watcher run that may still have been under way
        return summary.status.folders == []

    monkeypatch.setattr(DesktopApp, "run_dialog", staticmethod(drive))
    with qtbot.waitSignal(
        desktop_app.worker.indexing_finished, timeout=60_000, check_params_cb=forgotten
    ) as done:
        qtbot.mouseClick(desktop_app.window.settings_button, Qt.MouseButton.LeftButton)
    status = done.args[0].status
    assert status.files == 0
    assert status.chunks == 0
    # only "All folders" left (the window handles the same signal after this test's wait returns)
    qtbot.waitUntil(lambda: desktop_app.window.folder_filter.count() == 1, timeout=10_000)


def test_start_at_login_is_saved_and_registered_with_the_desktop(
    qtbot, desktop_app, monkeypatch, paths
) -> None:
    from desktop_search import autostart

    def drive(dialog) -> bool:
        assert not dialog.start_at_login.isChecked()
        dialog.start_at_login.setChecked(True)
        return True

    monkeypatch.setattr(DesktopApp, "run_dialog", staticmethod(drive))
    qtbot.mouseClick(desktop_app.window.settings_button, Qt.MouseButton.LeftButton)
    assert Settings.load(paths.settings_path).start_at_login
    assert autostart.enabled()
    assert "--hidden" in autostart.entry_path().read_text(encoding="utf-8")

    def undo(dialog) -> bool:
        assert dialog.start_at_login.isChecked()
        dialog.start_at_login.setChecked(False)
        return True

    monkeypatch.setattr(DesktopApp, "run_dialog", staticmethod(undo))
    qtbot.mouseClick(desktop_app.window.settings_button, Qt.MouseButton.LeftButton)
    assert not autostart.enabled()


def test_a_hidden_start_keeps_the_window_closed_but_the_engine_running(qtbot, paths) -> None:
    app = DesktopApp(paths)
    qtbot.addWidget(app.window)
    with qtbot.waitSignal(app.worker.engine_ready, timeout=60_000):
        app.start(show=False)
    assert not app.window.isVisible()
    assert app.window.hide_on_close
    app.activate()  # what the tray's "Show" and a second launch do
    assert app.window.isVisible()
    app.shutdown()


# -- OCR ----------------------------------------------------------------------


@pytest.fixture
def three_languages(monkeypatch) -> None:
    """OCR available with English, German and simplified Chinese, whatever this machine has."""
    found = ocr.Availability(True, "", "/tessdata", ("chi_sim", "deu", "eng"), orientation=True)
    monkeypatch.setattr(ocr, "availability", lambda: found)
    monkeypatch.setenv("LC_ALL", "de_DE.UTF-8")  # the system language automatic would choose


def _language_rows(dialog: SettingsDialog) -> dict[str, object]:
    languages = dialog.ocr_group.languages
    return {
        languages.item(row).data(Qt.ItemDataRole.UserRole): languages.item(row)
        for row in range(languages.count())
    }


def test_turning_ocr_off_saves_only_that(qtbot, desktop_app, monkeypatch, paths, three_languages) -> None:
    Settings(ocr_languages=["deu"], ocr_max_pages=12, results_per_page=9).save(paths.settings_path)
    before = json.loads(paths.settings_path.read_text(encoding="utf-8"))

    def drive(dialog) -> bool:
        group = dialog.ocr_group
        assert group.enabled.isChecked()
        assert group.max_pages.value() == 12
        assert not group.automatic.isChecked()
        group.enabled.setChecked(False)
        assert not group.languages.isEnabled()
        assert not group.max_pages.isEnabled()
        return True

    monkeypatch.setattr(DesktopApp, "run_dialog", staticmethod(drive))
    qtbot.mouseClick(desktop_app.window.settings_button, Qt.MouseButton.LeftButton)
    after = json.loads(paths.settings_path.read_text(encoding="utf-8"))
    assert after == {**before, "ocr": False}


def test_chosen_ocr_languages_are_saved_and_shown_again(qtbot, tmp_path, three_languages) -> None:
    path = tmp_path / "settings.json"
    dialog = SettingsDialog(Settings.load(path), [])
    qtbot.addWidget(dialog)
    group = dialog.ocr_group
    rows = _language_rows(dialog)
    assert [rows[code].text() for code in rows] == [
        "Chinese (simplified; chi_sim)",
        "English (eng)",
        "German (deu)",
    ]
    assert group.reason.isHidden()
    assert group.automatic.isChecked()  # the default: ocr_languages stays empty
    assert not group.languages.isEnabled()
    assert dialog.changes() == {}

    group.automatic.setChecked(False)  # starts from the system language and English
    assert group.languages.isEnabled()
    assert {c for c, item in rows.items() if item.checkState() == Qt.CheckState.Checked} == {"eng", "deu"}
    rows["chi_sim"].setCheckState(Qt.CheckState.Checked)
    rows["eng"].setCheckState(Qt.CheckState.Unchecked)
    assert dialog.changes() == {"ocr_languages": ["chi_sim", "deu"]}
    saved = Settings.update(path, **dialog.changes())
    assert json.loads(path.read_text(encoding="utf-8"))["ocr_languages"] == ["chi_sim", "deu"]

    again = SettingsDialog(saved, [])
    qtbot.addWidget(again)
    assert not again.ocr_group.automatic.isChecked()
    assert again.changes() == {}
    rows = _language_rows(again)
    rows["chi_sim"].setCheckState(Qt.CheckState.Unchecked)
    rows["deu"].setCheckState(Qt.CheckState.Unchecked)  # no language left: automatic again
    assert again.ocr_group.automatic.isChecked()
    assert again.changes() == {"ocr_languages": []}


def test_ocr_unavailable_disables_the_group_and_says_why(qtbot, monkeypatch) -> None:
    reason = "OCR is unavailable: no Tesseract language data found (install tesseract-ocr-eng) <b>"
    monkeypatch.setattr(ocr, "availability", lambda: ocr.Availability(False, reason))
    dialog = SettingsDialog(Settings(ocr_languages=["fra"]), [])
    qtbot.addWidget(dialog)
    dialog.show()
    group = dialog.ocr_group
    dialog.show_page_of(group)
    assert group.reason.isVisible()
    assert group.reason.text() == reason
    assert group.reason.textFormat() == Qt.TextFormat.PlainText
    for control in (group.enabled, group.automatic, group.languages, group.max_pages):
        assert not control.isEnabled()
    assert [group.languages.item(0).text()] == ["French (fra), not installed"]
    assert dialog.changes() == {}  # the file's values are kept


def test_the_dialog_shows_every_default_exclusion(qtbot) -> None:
    from desktop_search.core.common.settings import DEFAULT_EXCLUDED_DIRS

    dialog = SettingsDialog(Settings(excluded_dirs=["Archive"]), [])  # the user's own list
    qtbot.addWidget(dialog)
    defaults = dialog.excluded_dirs.toolTip()
    assert all(name in defaults for name in DEFAULT_EXCLUDED_DIRS)
    rules = dialog.exclusion_rules.text()
    for rule in ("pyvenv.cfg", "conda-meta", "build/, dist/ and target/", "pyproject.toml", "*.csproj"):
        assert rule in rules
    assert dialog.exclusion_rules.textFormat() == Qt.TextFormat.PlainText


def test_meaning_for_logs_is_a_choice_in_settings(qtbot, tmp_path: Path) -> None:
    dialog = SettingsDialog(Settings(), [])
    qtbot.addWidget(dialog)
    assert not dialog.machine_meaning.isChecked()  # the default: logs are found by their words only
    assert "40 MB log" in dialog.machine_meaning.toolTip()
    dialog.machine_meaning.setChecked(True)
    assert dialog.changes() == {"meaning_for_machine_text": True}
    saved = Settings.update(tmp_path / "settings.json", **dialog.changes())
    assert saved.meaning_for_machine_text
