"""Settings → "Keep this folder's index on its drive", through the real dialog and the app: the
folder is indexed on its drive, leaves the local index, and is still found, marked as on its drive."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt

from desktop_search.app import DesktopApp
from desktop_search.core.common.settings import Settings
from desktop_search.core.contracts import RunSummary
from desktop_search.core.elsewhere.drive_copying import drive_db_path
from desktop_search.ui.settings_dialog import SettingsDialog

from ..helpers.corpus import write_notes
from .test_settings import _index
from .test_watching import _wait_for_search


def test_a_folder_kept_on_its_drive_leaves_the_local_index_and_is_still_found(
    qtbot, desktop_app, monkeypatch, tmp_path: Path, paths
) -> None:
    folder = tmp_path / "usb" / "Archive"
    write_notes(folder)
    _index(qtbot, desktop_app, folder)
    qtbot.waitUntil(lambda: desktop_app.window.folders == [str(folder)], timeout=30_000)

    def keep_on_drive(dialog: SettingsDialog) -> bool:
        assert not dialog.on_drive.isEnabled(), "no folder chosen yet"
        dialog.folders.setCurrentRow(0)
        assert dialog.on_drive.isEnabled()
        assert not dialog.on_drive.isChecked()
        dialog.on_drive.click()
        assert "index on its drive" in dialog.folders.item(0).text()
        assert dialog.folder_changes() == ([], []), "not added again, not forgotten: moved"
        return True

    def moved(summary: RunSummary) -> bool:
        return summary.status.folders == []

    monkeypatch.setattr(DesktopApp, "run_dialog", staticmethod(keep_on_drive))
    with qtbot.waitSignal(desktop_app.worker.indexing_finished, timeout=120_000, check_params_cb=moved):
        qtbot.mouseClick(desktop_app.window.settings_button, Qt.MouseButton.LeftButton)
    assert Settings.load(paths.settings_path).drive_indexes == [str(folder)]
    assert drive_db_path(folder).is_file()
    taxes = str(folder / "taxes.txt")
    found = _wait_for_search(
        qtbot, desktop_app, "paying income tax to the government", lambda f: f[:1] == [taxes]
    )
    assert found[0] == taxes

    def shown_again(dialog: SettingsDialog) -> bool:
        assert dialog.folder_paths() == [str(folder)], "a drive folder is listed with the others"
        dialog.folders.setCurrentRow(0)
        assert dialog.on_drive.isChecked()
        assert dialog.changes() == {}
        return False

    monkeypatch.setattr(DesktopApp, "run_dialog", staticmethod(shown_again))
    desktop_app.edit_settings()
