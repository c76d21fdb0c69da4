"""File names, paths and error text are shown as they are: never read as HTML by Qt."""

from __future__ import annotations

import json
from pathlib import Path

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import Qt as QtGuiNamespace
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import QApplication, QLabel, QMessageBox

from desktop_search.core.common.settings import Settings
from desktop_search.ui.crash import CrashReporter
from desktop_search.ui.failures_dialog import FailuresDialog
from desktop_search.ui.settings_dialog import SettingsDialog

EVIL = "<img src=x><b>bold&amp;evil.txt"  # a possible file name: no "/"


def test_the_crash_dialog_shows_an_error_naming_markup_as_plain_text(qtbot, tmp_path: Path) -> None:
    reporter = CrashReporter(tmp_path / "app.log")
    seen: list[tuple[Qt.TextFormat, str]] = []

    def close_the_dialog() -> None:
        boxes = [w for w in QApplication.topLevelWidgets() if isinstance(w, QMessageBox) and w.isVisible()]
        if not boxes:
            return
        timer.stop()
        label = boxes[0].findChild(QLabel, "qt_msgbox_label")
        seen.append((label.textFormat(), label.text()))
        boxes[0].close()

    timer = QTimer()
    timer.timeout.connect(close_the_dialog)
    timer.start(20)
    reporter._show(f"FileNotFoundError: {EVIL}")  # modal: returns when the timer closed it
    assert QtGuiNamespace.mightBeRichText(f"An unexpected error occurred (FileNotFoundError: {EVIL}).")
    assert seen
    text_format, text = seen[0]
    assert text_format == Qt.TextFormat.PlainText
    assert EVIL in text


def test_the_failures_dialog_shows_names_paths_and_reasons_as_they_are(qtbot, tmp_path: Path) -> None:
    path = str(tmp_path / "<i>folder</i>" / EVIL)
    reason = "cannot read <b>this</b> & that"
    dialog = FailuresDialog([[path, "failed", reason]])
    qtbot.addWidget(dialog)
    name, folder, why = (dialog.table.item(0, column) for column in range(3))
    assert name.text() == EVIL
    assert folder.text() == str(Path(path).parent)
    assert why.text() == reason
    # tooltips hold the whole text; Qt reads a tooltip as HTML when it looks like markup
    for item, full in ((name, path), (folder, path), (why, reason)):
        document = QTextDocument()
        document.setHtml(item.toolTip())
        assert document.toPlainText() == full


def test_settings_warnings_in_the_dialog_are_plain_text(qtbot, tmp_path: Path) -> None:
    path = tmp_path / "<b>cfg<b>" / "settings.json"
    path.parent.mkdir()
    path.write_text(json.dumps({"embedder_model": 3, "exclude_globs": "<img src=x>"}))
    settings = Settings.load(path)
    dialog = SettingsDialog(settings, [])
    qtbot.addWidget(dialog)
    assert dialog.warnings.textFormat() == Qt.TextFormat.PlainText
    assert '"embedder_model"' in dialog.warnings.text()
    assert str(path) in dialog.warnings.text()
