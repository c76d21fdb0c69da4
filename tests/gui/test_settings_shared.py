"""Shared indexes in the settings dialog: an address and its folders saved, a typed password
kept in the system keyring and never in the settings, what cannot be used refused with why."""

from __future__ import annotations

from keyring.backends.fail import Keyring as NoKeyring

from desktop_search.core.common.settings import Settings
from desktop_search.core.elsewhere.db_connection import KEYRING_SERVICE
from desktop_search.ui.settings_dialog import SettingsDialog

from ..helpers.keyrings import MemoryKeyring

URL = "postgresql://mum@nas.local/desktop_search"


def _dialog(qtbot, settings: Settings | None = None) -> SettingsDialog:
    dialog = SettingsDialog(settings or Settings(), [])
    qtbot.addWidget(dialog)
    return dialog


def test_an_address_and_its_folders_are_saved_and_the_password_goes_to_the_keyring(
    qtbot, the_keyring
) -> None:
    memory = MemoryKeyring()
    the_keyring(memory)
    dialog = _dialog(qtbot)
    dialog.shared_group.urls.setPlainText("postgresql://mum:s3cret@nas.local/desktop_search\n")
    dialog.shared_group.path_map.setPlainText("/volume1/Documents=/mnt/nas/Documents")
    dialog.accept()
    assert dialog.result() == SettingsDialog.DialogCode.Accepted
    changes = dialog.changes()
    assert changes["shared_indexes"] == [URL]
    assert changes["shared_path_map"] == ["/volume1/Documents=/mnt/nas/Documents"]
    assert memory.kept == {(KEYRING_SERVICE, URL): "s3cret"}
    assert "s3cret" not in repr(changes)


def test_without_a_keyring_a_password_is_refused_and_pgpass_suggested(qtbot, the_keyring) -> None:
    the_keyring(NoKeyring())
    dialog = _dialog(qtbot)
    dialog.shared_group.urls.setPlainText("postgresql://mum:s3cret@nas.local/desktop_search")
    dialog.accept()
    assert dialog.result() != SettingsDialog.DialogCode.Accepted
    assert "~/.pgpass" in dialog.shared_group.note.text()
    assert "s3cret" not in dialog.shared_group.note.text()


def test_what_is_not_a_database_or_a_folder_pair_is_refused(qtbot) -> None:
    dialog = _dialog(qtbot, Settings(shared_indexes=[URL]))
    assert dialog.shared_group.urls.toPlainText() == URL
    dialog.shared_group.urls.setPlainText("https://nas.local/index")
    dialog.accept()
    assert dialog.result() != SettingsDialog.DialogCode.Accepted
    assert "is not a PostgreSQL address" in dialog.shared_group.note.text()
    dialog.shared_group.urls.setPlainText(URL)
    dialog.shared_group.path_map.setPlainText("/volume1/Documents")
    dialog.accept()
    assert dialog.result() != SettingsDialog.DialogCode.Accepted
    assert "is not SERVER=HERE" in dialog.shared_group.note.text()
    assert "shared_indexes" not in dialog.changes()
