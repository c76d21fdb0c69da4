"""Folders and settings: what is indexed, what is left out, how search behaves."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QLocale, Qt, Signal, Slot
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFileDialog,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QKeySequenceEdit,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ..core.extract import ocr
from ..core.opening import check_editor_template
from ..core.scanner import EXCLUSION_RULES
from ..core.settings import DEFAULT_EXCLUDED_DIRS, LIMITS, Settings
from ..core.shortcuts import Shortcut, ShortcutError

#: Said under the editor field: what the placeholders are, commands that work as they are.
EDITOR_HINT = (
    "Enter opens a text or code result at its line in this editor. {file} is the file, {line} "
    "its line, {column} its column. For example: code -g {file}:{line} (VS Code), "
    "subl {file}:{line} (Sublime Text), gedit +{line} {file}, kate --line {line} {file}, "
    "notepad++ -n{line} {file}. Empty: the file opens in its default application."
)


class SettingsDialog(QDialog):
    """Edits the settings it is shown; ``changes()`` returns what the user changed when accepted.

    Only the settings on this dialog are ever returned, and only those the user changed, so
    saving them (``Settings.update``) never undoes a change made meanwhile elsewhere (a model
    switch that finishes while the dialog is open).

    Signals:
        folder_removed(str): the user removed an indexed folder (applied at once).
        folder_added(str): the user added a folder (applied at once).
    """

    folder_removed = Signal(str)
    folder_added = Signal(str)

    def __init__(
        self,
        settings: Settings,
        folders: list[str],
        parent: QWidget | None = None,
        *,
        states: dict[str, str] | None = None,
        mail_found: list[dict[str, str]] | None = None,
        shortcut_problem: str = "",
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle("Folders and settings")
        self._settings = settings
        self._mail_found = [m["path"] for m in mail_found or []]

        self.folders = QListWidget()
        for folder in folders:
            self._add_folder_item(folder, (states or {}).get(folder, "online"))
        add = QPushButton("Add…")
        remove = QPushButton("Remove")
        add.clicked.connect(self._on_add)
        remove.clicked.connect(self._on_remove)
        #: The mail folders of this computer's mail programs that no chosen folder holds.
        self.add_mail = QPushButton("Add my mail")
        self.add_mail.setVisible(bool(self._mail_found))
        if self._mail_found:
            self.add_mail.setToolTip("Index the mail found on this computer:\n" + "\n".join(self._mail_found))
        self.add_mail.clicked.connect(self._on_add_mail)
        folder_buttons = QVBoxLayout()
        folder_buttons.addWidget(add)
        folder_buttons.addWidget(remove)
        folder_buttons.addWidget(self.add_mail)
        folder_buttons.addStretch(1)
        folder_row = QHBoxLayout()
        folder_row.addWidget(self.folders, 1)
        folder_row.addLayout(folder_buttons)

        self.skip_hidden = QCheckBox("Skip hidden files and folders")
        self.skip_hidden.setChecked(settings.skip_hidden)
        self.excluded_dirs = QLineEdit(", ".join(settings.excluded_dirs))
        self.excluded_dirs.setToolTip("Left out by default: " + ", ".join(DEFAULT_EXCLUDED_DIRS))
        # What is left out by rule, not by name: always, whatever the list above says.
        self.exclusion_rules = QLabel("Always left out: " + "; ".join(EXCLUSION_RULES) + ".")
        self.exclusion_rules.setTextFormat(Qt.TextFormat.PlainText)
        self.exclusion_rules.setWordWrap(True)
        self.exclusion_rules.setEnabled(False)  # quiet, secondary text
        self.exclude_globs = QLineEdit(", ".join(settings.exclude_globs))
        self.exclude_globs.setPlaceholderText("e.g. *.log, Archive/*")
        self.max_file_mb = QDoubleSpinBox(decimals=1, suffix=" MB")
        self.max_file_mb.setRange(*LIMITS["max_file_mb"])
        self.max_file_mb.setValue(settings.max_file_mb)
        self.machine_meaning = QCheckBox("Read logs and data dumps for their meaning too (slow)")
        self.machine_meaning.setChecked(settings.meaning_for_machine_text)
        self.machine_meaning.setToolTip(
            "Logs, traces and data dumps over a million characters are found by their words, whole."
            " Reading them for meaning as well takes long: a 40 MB log is hours of work on a laptop."
        )
        self.watch = QCheckBox("Watch folders for changes while the app runs")
        self.watch.setChecked(settings.watch)
        self.keep_running = QCheckBox("Keep indexing in the tray when the window is closed")
        self.keep_running.setChecked(settings.keep_running_in_tray)
        self.start_at_login = QCheckBox("Start Desktop Search in the tray when I log in")
        self.start_at_login.setChecked(settings.start_at_login)
        # The global shortcut: one key combination; Backspace or the clear button: none.
        self.global_shortcut = QKeySequenceEdit(QKeySequence(settings.global_shortcut))
        self.global_shortcut.setMaximumSequenceLength(1)
        self.global_shortcut.setClearButtonEnabled(True)
        self.global_shortcut.setAccessibleName("Shortcut that shows the window from anywhere")
        self.global_shortcut.setToolTip(
            "Press it in any program: the window comes to the front, ready to type a search."
        )
        self.shortcut_note = QLabel(self._shortcut_note(settings.global_shortcut, shortcut_problem))
        self.shortcut_note.setTextFormat(Qt.TextFormat.PlainText)
        self.shortcut_note.setWordWrap(True)
        self.shortcut_note.setEnabled(bool(shortcut_problem))  # quiet unless something is wrong
        shortcut_box = QVBoxLayout()
        shortcut_box.addWidget(self.global_shortcut)
        shortcut_box.addWidget(self.shortcut_note)
        self.results_per_page = QSpinBox()
        self.results_per_page.setRange(*(int(limit) for limit in LIMITS["results_per_page"]))
        self.results_per_page.setValue(settings.results_per_page)
        self.rerank = QCheckBox("Rerank results with the cross-encoder")
        self.rerank.setChecked(settings.rerank)
        self.rerank_budget = QDoubleSpinBox(decimals=1, suffix=" s")
        self.rerank_budget.setRange(*LIMITS["rerank_budget_s"])
        self.rerank_budget.setValue(settings.rerank_budget_s)
        self.reranker_model = QLineEdit(settings.reranker_model)
        self.reranker_model.setPlaceholderText("none: results are not reranked")
        browse = QPushButton("Choose…")
        browse.clicked.connect(self._on_browse_reranker)
        reranker_row = QHBoxLayout()
        reranker_row.addWidget(self.reranker_model, 1)
        reranker_row.addWidget(browse)
        self.editor = QLineEdit(settings.editor)
        self.editor.setPlaceholderText("none: the default application, at the top")
        self.editor.setAccessibleName("Editor command")
        self.editor_hint = QLabel(EDITOR_HINT)
        self.editor_hint.setTextFormat(Qt.TextFormat.PlainText)
        self.editor_hint.setWordWrap(True)
        self.editor_hint.setEnabled(False)  # quiet, secondary text
        editor_box = QVBoxLayout()
        editor_box.addWidget(self.editor)
        editor_box.addWidget(self.editor_hint)

        form = QFormLayout()
        form.addRow("Folders", folder_row)
        form.addRow("", self.skip_hidden)
        form.addRow("Never index folders named", self.excluded_dirs)
        form.addRow("", self.exclusion_rules)
        form.addRow("Also leave out", self.exclude_globs)
        form.addRow("Largest file", self.max_file_mb)
        form.addRow("", self.machine_meaning)
        self.ocr_group = OcrSettings(settings)
        form.addRow(self.ocr_group)
        form.addRow("", self.watch)
        form.addRow("", self.keep_running)
        form.addRow("", self.start_at_login)
        form.addRow("Show the window from anywhere", shortcut_box)
        form.addRow("Results shown", self.results_per_page)
        form.addRow("", self.rerank)
        form.addRow("Reranking time budget", self.rerank_budget)
        form.addRow("Reranker model (GGUF)", reranker_row)
        form.addRow("Open text files in", editor_box)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        if settings.warnings:  # file names and values are shown as they are, never as markup
            self.warnings = QLabel("\n".join(settings.warnings))
            self.warnings.setTextFormat(Qt.TextFormat.PlainText)
            self.warnings.setWordWrap(True)
            layout.addWidget(self.warnings)
        layout.addLayout(form)
        layout.addWidget(buttons)
        self._shown = self._values()

    def _values(self) -> dict[str, Any]:
        def split(text: str) -> list[str]:
            return [part.strip() for part in text.split(",") if part.strip()]

        return {
            "skip_hidden": self.skip_hidden.isChecked(),
            "excluded_dirs": split(self.excluded_dirs.text()),
            "exclude_globs": split(self.exclude_globs.text()),
            "max_file_mb": self.max_file_mb.value(),
            "meaning_for_machine_text": self.machine_meaning.isChecked(),
            "watch": self.watch.isChecked(),
            "keep_running_in_tray": self.keep_running.isChecked(),
            "start_at_login": self.start_at_login.isChecked(),
            "results_per_page": self.results_per_page.value(),
            "rerank": self.rerank.isChecked(),
            "rerank_budget_s": self.rerank_budget.value(),
            "reranker_model": self.reranker_model.text().strip(),
            "editor": self.editor.text().strip(),
            "global_shortcut": self._shortcut_text(),
            **self.ocr_group.values(),
        }

    def accept(self) -> None:  # Qt override: an editor command that cannot be run is not saved
        if text := self._shortcut_text():
            try:
                Shortcut.parse(text)
            except ShortcutError as exc:
                self.shortcut_note.setEnabled(True)
                self.shortcut_note.setText(f"This shortcut cannot be used: {exc}.")
                self.global_shortcut.setFocus()
                return
        try:
            check_editor_template(self.editor.text().strip())
        except ValueError as exc:
            self.editor_hint.setEnabled(True)
            self.editor_hint.setText(f"This command cannot be used ({exc}). {EDITOR_HINT}")
            self.editor.setFocus()
            return
        super().accept()

    def _shortcut_text(self) -> str:
        return self.global_shortcut.keySequence().toString(QKeySequence.SequenceFormat.PortableText)

    @staticmethod
    def _shortcut_note(text: str, problem: str) -> str:
        if not text:
            return "None: the window is opened from the menu or the tray."
        if problem:
            return f"{text} does not work now: {problem}. Choose another key, or none."
        return f"Press {text} in any program to bring this window to the front."

    def changes(self) -> dict[str, Any]:
        """The settings the user changed (and those the file held wrongly: saved as shown)."""
        return {
            name: value
            for name, value in self._values().items()
            if value != self._shown[name] or name in self._settings.invalid_keys
        }

    # -- seams ------------------------------------------------------------

    @classmethod
    def ask_folder(cls, parent: QWidget) -> str:
        return QFileDialog.getExistingDirectory(parent, "Add a folder to index", str(Path.home()))

    @classmethod
    def ask_model_file(cls, parent: QWidget) -> str:
        name, _ = QFileDialog.getOpenFileName(
            parent, "Choose a reranker model", str(Path.home()), "GGUF (*.gguf)"
        )
        return name

    # -- slots ------------------------------------------------------------

    def _add_folder_item(self, folder: str, state: str = "online") -> None:
        """A folder row: its path, and its state when it is not online ("offline since 14:02: ...")."""
        item = QListWidgetItem(folder if state == "online" else f"{folder}  —  {state}")
        item.setData(Qt.ItemDataRole.UserRole, folder)
        if state != "online":
            item.setToolTip(f"{state}\nIts files stay searchable. Remove the folder to forget them.")
        self.folders.addItem(item)

    def folder_paths(self) -> list[str]:
        return [self.folders.item(i).data(Qt.ItemDataRole.UserRole) for i in range(self.folders.count())]

    @Slot()
    def _on_add(self) -> None:
        folder = self.ask_folder(self)
        if folder and folder not in self.folder_paths():
            self._add_folder_item(folder)
            self.folder_added.emit(folder)

    @Slot()
    def _on_add_mail(self) -> None:
        for folder in self._mail_found:
            if folder not in self.folder_paths():
                self._add_folder_item(folder)
                self.folder_added.emit(folder)
        self.add_mail.setVisible(False)

    @Slot()
    def _on_remove(self) -> None:
        item = self.folders.currentItem()
        if item is not None:
            self.folder_removed.emit(item.data(Qt.ItemDataRole.UserRole))
            self.folders.takeItem(self.folders.row(item))

    @Slot()
    def _on_browse_reranker(self) -> None:
        name = self.ask_model_file(self)
        if name:
            self.reranker_model.setText(name)


#: Names QLocale does not know, and what Tesseract's suffixes mean.
_SPECIAL_NAMES = {"frk": "German Fraktur", "enm": "Middle English", "equ": "Equations", "kmr": "Kurmanji"}
_VARIANTS = {
    "sim": "simplified",
    "tra": "traditional",
    "vert": "vertical",
    "old": "old",
    "frak": "Fraktur",
    "cyrl": "Cyrillic",
    "latn": "Latin",
}


def language_name(code: str) -> str:
    """A Tesseract language code as a reader knows it: "German (deu)", "Chinese (simplified; chi_sim)"."""
    base, *variants = code.split("_")
    name = _SPECIAL_NAMES.get(base)
    if name is None:
        language = QLocale.codeToLanguage(base, QLocale.LanguageCodeType.ISO639Part2)
        if language == QLocale.Language.AnyLanguage:
            return code
        name = QLocale.languageToString(language)
    details = [_VARIANTS.get(v, v) for v in variants]
    return f"{name} ({'; '.join([*details, code])})" if details else f"{name} ({code})"


class OcrSettings(QGroupBox):
    """The OCR settings: on or off, the languages (automatic, or those checked), pages per file.

    Where OCR cannot run here (:func:`ocr.availability`), the controls are disabled and a line
    says why; the values shown are still the file's, so saving the dialog keeps them.
    """

    def __init__(self, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__("Text in images", parent)
        found = ocr.availability()
        self._installed = found.languages

        self.enabled = QCheckBox("Recognise text in images and scanned PDFs (OCR)")
        self.enabled.setChecked(settings.ocr)
        self.automatic = QCheckBox("Automatic (system language, English and the languages of your files)")
        self.languages = QListWidget()
        self.languages.setMaximumHeight(self.languages.fontMetrics().height() * 7)
        codes = sorted(found.languages, key=language_name)
        codes += [code for code in settings.ocr_languages if code not in found.languages]
        for code in dict.fromkeys(codes):
            text = language_name(code) + ("" if code in found.languages else ", not installed")
            item = QListWidgetItem(text)
            item.setData(Qt.ItemDataRole.UserRole, code)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            checked = code in settings.ocr_languages
            item.setCheckState(Qt.CheckState.Checked if checked else Qt.CheckState.Unchecked)
            self.languages.addItem(item)
        self.automatic.setChecked(not settings.ocr_languages)
        self.max_pages = QSpinBox(prefix="At most ", suffix=" pages per file")
        self.max_pages.setRange(*(int(limit) for limit in LIMITS["ocr_max_pages"]))
        self.max_pages.setValue(settings.ocr_max_pages)

        layout = QVBoxLayout(self)
        self.reason = QLabel(found.reason)  # shown as it is, never as markup
        self.reason.setTextFormat(Qt.TextFormat.PlainText)
        self.reason.setWordWrap(True)
        self.reason.setVisible(not found.available)
        layout.addWidget(self.reason)
        layout.addWidget(self.enabled)
        layout.addWidget(QLabel("Languages"))
        layout.addWidget(self.automatic)
        layout.addWidget(self.languages)
        layout.addWidget(self.max_pages)

        self._available = found.available
        self.enabled.toggled.connect(self._on_enabled_toggled)
        self.automatic.toggled.connect(self._on_automatic_toggled)
        self.languages.itemChanged.connect(self._on_languages_item_changed)
        self._update_enabled()

    def values(self) -> dict[str, Any]:
        """The settings as shown: ``ocr_languages`` is empty when automatic."""
        chosen = [] if self.automatic.isChecked() else self._checked()
        return {
            "ocr": self.enabled.isChecked(),
            "ocr_languages": chosen,
            "ocr_max_pages": self.max_pages.value(),
        }

    def _checked(self) -> list[str]:
        items = (self.languages.item(row) for row in range(self.languages.count()))
        return [
            item.data(Qt.ItemDataRole.UserRole)
            for item in items
            if item.checkState() == Qt.CheckState.Checked
        ]

    def _update_enabled(self) -> None:
        on = self._available and self.enabled.isChecked()
        self.enabled.setEnabled(self._available)
        self.automatic.setEnabled(on)
        self.languages.setEnabled(on and not self.automatic.isChecked())
        self.max_pages.setEnabled(on)

    @Slot(bool)
    def _on_enabled_toggled(self, _on: bool) -> None:
        self._update_enabled()

    @Slot(bool)
    def _on_automatic_toggled(self, automatic: bool) -> None:
        if not automatic and not self._checked():
            # Start from what automatic would choose without the folders' languages.
            defaults = set(ocr.default_languages(self._installed))
            self.languages.blockSignals(True)
            for row in range(self.languages.count()):
                item = self.languages.item(row)
                if item.data(Qt.ItemDataRole.UserRole) in defaults:
                    item.setCheckState(Qt.CheckState.Checked)
            self.languages.blockSignals(False)
        self._update_enabled()

    @Slot(QListWidgetItem)
    def _on_languages_item_changed(self, _item: QListWidgetItem) -> None:
        if not self._checked():  # no language chosen is the automatic choice
            self.automatic.setChecked(True)
