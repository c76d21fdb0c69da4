"""Folders and settings: what is indexed, what is left out, how search behaves."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QLocale, QSize, Qt, Slot
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFileDialog,
    QFormLayout,
    QFrame,
    QGroupBox,
    QHBoxLayout,
    QKeySequenceEdit,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPlainTextEdit,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QTabWidget,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from ..core.common import reasons, texts
from ..core.common.editor_template import check_editor_template
from ..core.common.settings import DEFAULT_EXCLUDED_DIRS, LIMITS, SPEECH_MODELS, Settings
from ..core.common.shortcuts import Shortcut, ShortcutError
from ..core.common.texts import QT_TRANSLATE_NOOP
from ..core.elsewhere.db_connection import is_store_url, password_in, remember_password, without_password
from ..core.extract import ocr
from ..core.indexing.scanner import exclusion_rules
from . import mnemonics
from .accessibility import plain_descriptions
from .screen_fit import fit_to_screen


class SettingsDialog(QDialog):
    """Edits the settings it is shown; ``changes()`` returns what the user changed when accepted.

    Only the settings on this dialog are ever returned, and only those the user changed, so
    saving them (``Settings.update``) never undoes a change made meanwhile elsewhere (a model
    switch that finishes while the dialog is open).

    Everything, the folders too, is applied on OK and nothing on Cancel (the convention for a
    dialog with OK and Cancel): :meth:`folder_changes` says which folders to add and to remove.
    """

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
        self.setWindowTitle(self.tr("Folders and settings"))
        self._settings = settings
        self._mail_found = [m["path"] for m in mail_found or []]

        self.folders = QListWidget()
        self.folders.setAccessibleName(self.tr("Folders"))
        #: The folders whose index is on their drive when the dialog opened (not in the local index).
        self._shown_on_drive = list(settings.drive_indexes)
        self._local = list(folders)
        for folder in folders:
            self._add_folder_item(folder, (states or {}).get(folder, "online"))
        for folder in self._shown_on_drive:
            if folder not in self.folder_paths():
                self._add_folder_item(folder, on_drive=True)
            else:
                self._set_on_drive(self._item_of(folder), True)
        #: The chosen folder's index is kept on its drive (core/drive.py): any computer searches it.
        self.on_drive = QCheckBox(self.tr("Build and keep this folder's index on its drive"))
        self.on_drive.setToolTip(
            self.tr(
                "For an external drive: its index is kept in a hidden .desktop-search folder inside "
                "it, so any computer that sees the drive, at any place, searches it at once without "
                "reading it again. This computer keeps only a copy to search."
            )
        )
        self.on_drive.setEnabled(False)
        self.on_drive.toggled.connect(self._on_drive_toggled)
        self.folders.currentItemChanged.connect(self._on_folder_chosen)
        add = QPushButton(self.tr("Add…"))
        remove = QPushButton(self.tr("Remove"))
        add.clicked.connect(self._on_add)
        remove.clicked.connect(self._on_remove)
        #: The mail folders of this computer's mail programs that no chosen folder holds.
        self.add_mail = QPushButton(self.tr("Add my mail"))
        self.add_mail.setVisible(bool(self._mail_found))
        if self._mail_found:
            self.add_mail.setToolTip(
                "\n".join([self.tr("Index the mail found on this computer:"), *self._mail_found])
            )
        self.add_mail.clicked.connect(self._on_add_mail)
        folder_buttons = QVBoxLayout()
        folder_buttons.addWidget(add)
        folder_buttons.addWidget(remove)
        folder_buttons.addWidget(self.add_mail)
        folder_buttons.addStretch(1)
        folder_list = QVBoxLayout()
        folder_list.addWidget(self.folders, 1)
        folder_list.addWidget(self.on_drive)
        folder_row = QHBoxLayout()
        folder_row.addLayout(folder_list, 1)
        folder_row.addLayout(folder_buttons)

        self.skip_hidden = QCheckBox(self.tr("Skip hidden files and folders"))
        self.skip_hidden.setChecked(settings.skip_hidden)
        self.excluded_dirs = QLineEdit(", ".join(settings.excluded_dirs))
        self.excluded_dirs.setToolTip(
            self.tr("Left out by default: {names}").format(names=", ".join(DEFAULT_EXCLUDED_DIRS))
        )
        # What is left out by rule, not by name: always, whatever the list above says.
        self.exclusion_rules = QLabel(
            self.tr("Always left out: {rules}.").format(rules="; ".join(exclusion_rules()))
        )
        self.exclusion_rules.setTextFormat(Qt.TextFormat.PlainText)
        self.exclusion_rules.setWordWrap(True)
        self.exclusion_rules.setEnabled(False)  # quiet, secondary text
        self.exclude_globs = QLineEdit(", ".join(settings.exclude_globs))
        self.exclude_globs.setPlaceholderText(self.tr("e.g. *.log, Archive/*"))
        self.max_file_mb = QDoubleSpinBox(decimals=1, suffix=self.tr(" MB"))
        self.max_file_mb.setRange(*LIMITS["max_file_mb"])
        self.max_file_mb.setValue(settings.max_file_mb)
        self.machine_meaning = QCheckBox(self.tr("Read logs and data dumps for their meaning too (slow)"))
        self.machine_meaning.setChecked(settings.meaning_for_machine_text)
        self.machine_meaning.setToolTip(
            self.tr(
                "Logs, traces and data dumps over a million characters are found by their words, whole."
                " Reading them for meaning as well takes long: a 40 MB log is hours of work on a laptop."
            )
        )
        self.watch = QCheckBox(self.tr("Watch folders for changes while the app runs"))
        self.watch.setChecked(settings.watch)
        self.keep_running = QCheckBox(self.tr("Keep indexing in the tray when the window is closed"))
        self.keep_running.setChecked(settings.keep_running_in_tray)
        self.start_at_login = QCheckBox(self.tr("Start Desktop Search in the tray when I log in"))
        self.start_at_login.setChecked(settings.start_at_login)
        # The global shortcut: one key combination; Backspace or the clear button: none.
        self.global_shortcut = QKeySequenceEdit(QKeySequence(settings.global_shortcut))
        self.global_shortcut.setMaximumSequenceLength(1)
        self.global_shortcut.setClearButtonEnabled(True)
        self.global_shortcut.setAccessibleName(self.tr("Shortcut that shows the window from anywhere"))
        for field in self.global_shortcut.findChildren(QLineEdit):  # where the keys are typed
            field.setAccessibleName(self.global_shortcut.accessibleName())
            for clear in field.findChildren(QToolButton):
                clear.setAccessibleName(self.tr("Clear the shortcut"))
        self.global_shortcut.setToolTip(
            self.tr("Press it in any program: the window comes to the front, ready to type a search.")
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
        self.rerank = QCheckBox(self.tr("Rerank results with the cross-encoder"))
        self.rerank.setChecked(settings.rerank)
        self.rerank_budget = QDoubleSpinBox(decimals=1, suffix=self.tr(" s", "seconds"))
        self.rerank_budget.setRange(*LIMITS["rerank_budget_s"])
        self.rerank_budget.setValue(settings.rerank_budget_s)
        self.reranker_model = QLineEdit(settings.reranker_model)
        self.reranker_model.setPlaceholderText(self.tr("none: results are not reranked"))
        self.reranker_model.setAccessibleName(self.tr("Reranker model (GGUF)"))
        browse = QPushButton(self.tr("Choose…"))
        browse.clicked.connect(self._on_browse_reranker)
        reranker_row = QHBoxLayout()
        reranker_row.addWidget(self.reranker_model, 1)
        reranker_row.addWidget(browse)
        self.editor = QLineEdit(settings.editor)
        self.editor.setPlaceholderText(self.tr("none: the default application, at the top"))
        self.editor.setAccessibleName(self.tr("Editor command"))
        self.editor_hint = QLabel(self._editor_hint())
        self.editor_hint.setTextFormat(Qt.TextFormat.PlainText)
        self.editor_hint.setWordWrap(True)
        self.editor_hint.setEnabled(False)  # quiet, secondary text
        editor_box = QVBoxLayout()
        editor_box.addWidget(self.editor)
        editor_box.addWidget(self.editor_hint)

        self.shared_group = SharedIndexSettings(settings)

        # Five pages, each of a size to read at a glance (and each with its own Alt+letters).
        folders_form = QFormLayout()
        folders_form.addRow(self.tr("Folders"), folder_row)
        folders_form.addRow("", self.skip_hidden)
        folders_form.addRow(self.tr("Never index folders named"), self.excluded_dirs)
        folders_form.addRow("", self.exclusion_rules)
        folders_form.addRow(self.tr("Also leave out"), self.exclude_globs)
        folders_form.addRow(self.tr("Largest file"), self.max_file_mb)
        folders_form.addRow("", self.watch)
        reading_form = QFormLayout()
        reading_form.addRow("", self.machine_meaning)
        self.ocr_group = OcrSettings(settings)
        reading_form.addRow(self.ocr_group)
        self.speech_group = SpeechSettings(settings, folders)
        reading_form.addRow(self.speech_group)
        results_form = QFormLayout()
        results_form.addRow(self.tr("Results shown"), self.results_per_page)
        results_form.addRow("", self.rerank)
        results_form.addRow(self.tr("Reranking time budget"), self.rerank_budget)
        results_form.addRow(self.tr("Reranker model (GGUF)"), reranker_row)
        results_form.addRow(self.tr("Open text files in"), editor_box)
        window_form = QFormLayout()
        window_form.addRow("", self.keep_running)
        window_form.addRow("", self.start_at_login)
        window_form.addRow(self.tr("Show the window from anywhere"), shortcut_box)
        shared_form = QFormLayout()
        shared_form.addRow(self.shared_group)
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
        self.pages = QTabWidget()
        self.pages.setDocumentMode(True)
        pages: list[QWidget] = []
        for form, title in (
            (folders_form, self.tr("Folders")),
            (reading_form, self.tr("Reading")),
            (results_form, self.tr("Results")),
            (window_form, self.tr("Window")),
            (shared_form, self.tr("Shared indexes")),
        ):
            # A page scrolls where the screen is too small for it (150 % on a laptop); the buttons stay.
            page = QWidget()
            column = QVBoxLayout(page)
            column.addLayout(form)
            column.addStretch(1)  # a short page keeps its fields at the top
            scroll = QScrollArea()
            scroll.setWidget(page)
            scroll.setWidgetResizable(True)
            scroll.setFrameShape(QFrame.Shape.NoFrame)
            scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
            self.pages.addTab(scroll, title)
            pages.append(page)
        layout.addWidget(self.pages, 1)
        layout.addWidget(buttons)
        bar = scroll.verticalScrollBar().sizeHint().width()
        tabs = self.pages.tabBar().sizeHint()
        wanted = QSize(
            max(max(p.sizeHint().width() for p in pages) + bar + 24, tabs.width() + 24),
            max(p.minimumSizeHint().height() for p in pages)
            + tabs.height()
            + buttons.sizeHint().height()
            + 40,
        )
        fit_to_screen(self, wanted)
        self._shown = self._values()
        plain_descriptions(self)  # a screen reader reads the tooltips' words, not their markup
        mnemonics.assign(self)  # Alt+letter for every field and button, in the user's language

    def show_page_of(self, widget: QWidget) -> None:
        """Bring forward the tab page that holds ``widget``."""
        for i in range(self.pages.count()):
            if self.pages.widget(i).isAncestorOf(widget):
                self.pages.setCurrentIndex(i)
                return

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
            **self.speech_group.values(),
            **self.shared_group.values(),
            "drive_indexes": self.on_drive_paths(),
        }

    def accept(self) -> None:  # Qt override: an editor command that cannot be run is not saved
        if text := self._shortcut_text():
            try:
                Shortcut.parse(text)
            except ShortcutError as exc:
                self.shortcut_note.setEnabled(True)
                reason = reasons.shown(str(exc)).replace(text, _native(text))
                cannot = self.tr("This shortcut cannot be used: {reason}.")
                self.shortcut_note.setText(cannot.format(reason=reason))
                self.global_shortcut.setFocus()
                return
        try:
            check_editor_template(self.editor.text().strip())
        except ValueError as exc:
            self.editor_hint.setEnabled(True)
            cannot = self.tr("This command cannot be used ({reason}).").format(reason=reasons.shown(str(exc)))
            self.editor_hint.setText(f"{cannot} {self._editor_hint()}")
            self.editor.setFocus()
            return
        if not self.shared_group.check():
            return
        super().accept()

    def _shortcut_text(self) -> str:
        return self.global_shortcut.keySequence().toString(QKeySequence.SequenceFormat.PortableText)

    def _shortcut_note(self, text: str, problem: str) -> str:
        if not text:
            return self.tr("None: the window is opened from the menu or the tray.")
        if problem:
            return self.tr("{shortcut} does not work now: {problem}. Choose another key, or none.").format(
                shortcut=_native(text), problem=problem.replace(text, _native(text))
            )
        return self.tr("Press {shortcut} in any program to bring this window to the front.").format(
            shortcut=_native(text)
        )

    def _editor_hint(self) -> str:
        """Said under the editor field: what the placeholders are, commands that work as they are."""
        # The {file}, {line} and {column} here are the editor command's, not filled in by the app.
        return self.tr(
            "Enter opens a text or code result at its line in this editor. {file} is the file, {line} "
            "its line, {column} its column. For example: code -g {file}:{line} (VS Code), "
            "subl {file}:{line} (Sublime Text), gedit +{line} {file}, kate --line {line} {file}, "
            "notepad++ -n{line} {file}. Empty: the file opens in its default application."
        )

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
        title = QCoreApplication.translate("SettingsDialog", "Add a folder to index")
        return QFileDialog.getExistingDirectory(parent, title, str(Path.home()))

    @classmethod
    def ask_model_file(cls, parent: QWidget) -> str:
        title = QCoreApplication.translate("SettingsDialog", "Choose a reranker model")
        name, _ = QFileDialog.getOpenFileName(parent, title, str(Path.home()), "GGUF (*.gguf)")
        return name

    # -- slots ------------------------------------------------------------

    def _add_folder_item(self, folder: str, state: str = "online", *, on_drive: bool = False) -> None:
        """A folder row: its path, and its state when it is not online ("offline since 14:02: ...")."""
        item = QListWidgetItem(folder)
        item.setData(Qt.ItemDataRole.UserRole, folder)
        item.setData(_STATE_ROLE, state)
        if state != "online":
            stays = self.tr("Its files stay searchable. Remove the folder to forget them.")
            item.setToolTip(f"{state}\n{stays}")
        self.folders.addItem(item)
        self._set_on_drive(item, on_drive)

    def _item_of(self, folder: str) -> QListWidgetItem:
        return next(
            self.folders.item(i)
            for i in range(self.folders.count())
            if self.folders.item(i).data(Qt.ItemDataRole.UserRole) == folder
        )

    def _set_on_drive(self, item: QListWidgetItem, on: bool) -> None:
        """Mark a folder row as kept on its drive (its text says so after the path)."""
        item.setData(_ON_DRIVE_ROLE, on)
        folder, state = item.data(Qt.ItemDataRole.UserRole), item.data(_STATE_ROLE)
        notes = [self.tr("index on its drive")] if on else []
        if state != "online":
            notes.append(state)
        item.setText("  —  ".join([folder, *notes]))

    def folder_paths(self) -> list[str]:
        return [self.folders.item(i).data(Qt.ItemDataRole.UserRole) for i in range(self.folders.count())]

    def on_drive_paths(self) -> list[str]:
        """The folders whose index is to be kept on their drive."""
        return sorted(
            self.folders.item(i).data(Qt.ItemDataRole.UserRole)
            for i in range(self.folders.count())
            if self.folders.item(i).data(_ON_DRIVE_ROLE)
        )

    @Slot(QListWidgetItem, QListWidgetItem)
    def _on_folder_chosen(self, item: QListWidgetItem | None, _previous: QListWidgetItem | None) -> None:
        self.on_drive.setEnabled(item is not None)
        self.on_drive.blockSignals(True)
        self.on_drive.setChecked(bool(item is not None and item.data(_ON_DRIVE_ROLE)))
        self.on_drive.blockSignals(False)

    @Slot(bool)
    def _on_drive_toggled(self, on: bool) -> None:
        item = self.folders.currentItem()
        if item is not None:
            self._set_on_drive(item, on)

    @Slot()
    def _on_add(self) -> None:
        folder = self.ask_folder(self)
        if folder and folder not in self.folder_paths():
            self._add_folder_item(folder)

    @Slot()
    def _on_add_mail(self) -> None:
        for folder in self._mail_found:
            if folder not in self.folder_paths():
                self._add_folder_item(folder)
        self.add_mail.setVisible(False)

    @Slot()
    def _on_remove(self) -> None:
        item = self.folders.currentItem()
        if item is not None:
            self.folders.takeItem(self.folders.row(item))

    def folder_changes(self) -> tuple[list[str], list[str]]:
        """(folders to add, folders to remove) in the local index: what OK applies, compared with
        those shown at first. Folders kept on their drive are a setting (``drive_indexes``), not
        folders of the local index (the app indexes them on their drive, and moves a local folder
        there); one no longer kept on its drive comes back to the local index."""
        now, on_drive = self.folder_paths(), set(self.on_drive_paths())
        return [f for f in now if f not in self._local and f not in on_drive], [
            f for f in self._local if f not in now
        ]

    @Slot()
    def _on_browse_reranker(self) -> None:
        name = self.ask_model_file(self)
        if name:
            self.reranker_model.setText(name)


#: Item data of a folder row: its state ("online" or how it is away), kept on its drive or not.
_STATE_ROLE = Qt.ItemDataRole.UserRole + 1
_ON_DRIVE_ROLE = Qt.ItemDataRole.UserRole + 2

#: Names QLocale does not know, and what Tesseract's suffixes mean (translated where shown).
_SPECIAL_NAMES = {
    "frk": QT_TRANSLATE_NOOP("OcrLanguages", "German Fraktur"),
    "enm": QT_TRANSLATE_NOOP("OcrLanguages", "Middle English"),
    "equ": QT_TRANSLATE_NOOP("OcrLanguages", "Equations"),
    "kmr": QT_TRANSLATE_NOOP("OcrLanguages", "Kurmanji"),
}
_VARIANTS = {
    "sim": QT_TRANSLATE_NOOP("OcrLanguages", "simplified"),
    "tra": QT_TRANSLATE_NOOP("OcrLanguages", "traditional"),
    "vert": QT_TRANSLATE_NOOP("OcrLanguages", "vertical"),
    "old": QT_TRANSLATE_NOOP("OcrLanguages", "old"),
    "frak": QT_TRANSLATE_NOOP("OcrLanguages", "Fraktur"),
    "cyrl": QT_TRANSLATE_NOOP("OcrLanguages", "Cyrillic"),
    "latn": QT_TRANSLATE_NOOP("OcrLanguages", "Latin"),
}


def language_name(code: str) -> str:
    """A Tesseract language code as a reader knows it: "German (deu)", "Chinese (simplified; chi_sim)"."""
    base, *variants = code.split("_")
    special = _SPECIAL_NAMES.get(base)
    if special is not None:
        name = texts.translate("OcrLanguages", special)
    else:
        language = QLocale.codeToLanguage(base, QLocale.LanguageCodeType.ISO639Part2)
        if language == QLocale.Language.AnyLanguage:
            return code
        # QLocale names languages in English: the core's "Languages" texts translate the common ones.
        name = texts.translate("Languages", QLocale.languageToString(language))
    details = [texts.translate("OcrLanguages", _VARIANTS[v]) if v in _VARIANTS else v for v in variants]
    return QCoreApplication.translate("OcrLanguages", "{language} ({code})").format(
        language=name, code="; ".join([*details, code])
    )


class SharedIndexSettings(QGroupBox):
    """Shared indexes searched beside this computer's own (docs/SHARED_INDEX.md): their database
    addresses, and where this computer sees the server's folders. A password typed into an
    address goes to the system keyring, never into the settings."""

    def __init__(self, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(self.tr("Shared indexes"), parent)
        self.urls = QPlainTextEdit("\n".join(settings.shared_indexes))
        self.urls.setPlaceholderText(self.tr("postgresql://me@nas.local/desktop_search", "an example"))
        self.urls.setAccessibleName(self.tr("Shared index addresses, one per line"))
        self.urls.setTabChangesFocus(True)
        self.urls.setFixedHeight(self.urls.fontMetrics().lineSpacing() * 3 + 12)
        self.path_map = QPlainTextEdit("\n".join(settings.shared_path_map))
        self.path_map.setPlaceholderText(self.tr("/volume1/Documents=/mnt/nas/Documents", "an example"))
        self.path_map.setAccessibleName(self.tr("Server folders as this computer sees them, one per line"))
        self.path_map.setTabChangesFocus(True)
        self.path_map.setFixedHeight(self.path_map.fontMetrics().lineSpacing() * 3 + 12)
        self.note = QLabel(self._hint())
        self.note.setTextFormat(Qt.TextFormat.PlainText)
        self.note.setWordWrap(True)
        self.note.setEnabled(False)  # quiet, secondary text
        form = QFormLayout(self)
        form.addRow(self.tr("Addresses"), self.urls)
        form.addRow(self.tr("Server folders seen here as"), self.path_map)
        form.addRow(self.note)

    def _hint(self) -> str:
        return self.tr(
            "Search an index that a NAS or server keeps in PostgreSQL, beside this computer's own. "
            "A password is kept in the system keyring (or put it in ~/.pgpass). Folders: "
            "SERVER=HERE, e.g. /volume1/Documents=/mnt/nas/Documents."
        )

    @staticmethod
    def _lines(edit: QPlainTextEdit) -> list[str]:
        return [line.strip() for line in edit.toPlainText().splitlines() if line.strip()]

    def values(self) -> dict[str, Any]:
        return {
            "shared_indexes": [without_password(url) for url in self._lines(self.urls)],
            "shared_path_map": self._lines(self.path_map),
        }

    def check(self) -> bool:
        """Refuse what cannot be used (saying why); keep typed passwords in the keyring."""
        for url in self._lines(self.urls):
            if not is_store_url(url):
                return self._refuse(
                    self.urls, self.tr("{url} is not a PostgreSQL address (postgresql://…).").format(url=url)
                )
        for pair in self._lines(self.path_map):
            server, sep, here = pair.partition("=")
            if not (sep and server.strip() and here.strip()):
                return self._refuse(self.path_map, self.tr("{pair} is not SERVER=HERE.").format(pair=pair))
        for url in self._lines(self.urls):
            password = password_in(url)
            if password is not None and not remember_password(url, password):
                return self._refuse(
                    self.urls,
                    self.tr(
                        "There is no system keyring to keep the password of {url} in. "
                        "Put it in ~/.pgpass instead and leave it out of the address."
                    ).format(url=without_password(url)),
                )
        return True

    def _refuse(self, field: QPlainTextEdit, why: str) -> bool:
        self.note.setEnabled(True)
        self.note.setText(f"{why} {self._hint()}")
        field.setFocus()
        return False


class OcrSettings(QGroupBox):
    """The OCR settings: on or off, the languages (automatic, or those checked), pages per file.

    Where OCR cannot run here (:func:`ocr.availability`), the controls are disabled and a line
    says why; the values shown are still the file's, so saving the dialog keeps them.
    """

    def __init__(self, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setTitle(self.tr("Text in images"))
        found = ocr.availability()
        self._installed = found.languages

        self.enabled = QCheckBox(self.tr("Recognise text in images and scanned PDFs (OCR)"))
        self.enabled.setChecked(settings.ocr)
        self.automatic = QCheckBox(
            self.tr("Automatic (system language, English and the languages of your files)")
        )
        self.languages = QListWidget()
        self.languages.setAccessibleName(self.tr("Languages"))
        self.languages.setMaximumHeight(self.languages.fontMetrics().height() * 7)
        codes = sorted(found.languages, key=language_name)
        codes += [code for code in settings.ocr_languages if code not in found.languages]
        for code in dict.fromkeys(codes):
            text = language_name(code)
            if code not in found.languages:
                text = self.tr("{language}, not installed").format(language=text)
            item = QListWidgetItem(text)
            item.setData(Qt.ItemDataRole.UserRole, code)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            checked = code in settings.ocr_languages
            item.setCheckState(Qt.CheckState.Checked if checked else Qt.CheckState.Unchecked)
            self.languages.addItem(item)
        self.automatic.setChecked(not settings.ocr_languages)
        self.max_pages = QSpinBox(prefix=self.tr("At most "), suffix=self.tr(" pages per file"))
        self.max_pages.setRange(*(int(limit) for limit in LIMITS["ocr_max_pages"]))
        self.max_pages.setValue(settings.ocr_max_pages)
        self.max_pages.setAccessibleName(self.tr(" pages per file").strip())

        layout = QVBoxLayout(self)
        self.reason = QLabel(reasons.shown(found.reason))  # plain text, never markup
        self.reason.setTextFormat(Qt.TextFormat.PlainText)
        self.reason.setWordWrap(True)
        self.reason.setVisible(not found.available)
        layout.addWidget(self.reason)
        layout.addWidget(self.enabled)
        layout.addWidget(QLabel(self.tr("Languages")))
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


class SpeechSettings(QGroupBox):
    """The speech settings: on or off, which folders (none checked: all of them), how long a
    recording may be, and the recognition model. The folders listed are the dialog's when it
    opened, and those the settings name (a folder named that is no longer indexed stays checked,
    so saving keeps it)."""

    def __init__(self, settings: Settings, folders: list[str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setTitle(self.tr("Speech in audio and video"))
        self.enabled = QCheckBox(self.tr("Find recordings by what is said in them"))
        self.enabled.setToolTip(
            self.tr(
                "Subtitles are read first; other recordings are transcribed on this computer, "
                "after every other file, one at a time"
            )
        )
        self.enabled.setChecked(settings.speech)
        self.every_folder = QCheckBox(self.tr("In every folder"))
        self.folders = QListWidget()
        self.folders.setAccessibleName(self.tr("Folders whose recordings are read"))
        self.folders.setMaximumHeight(self.folders.fontMetrics().height() * 5)
        for folder in dict.fromkeys([*folders, *settings.speech_folders]):
            item = QListWidgetItem(folder)
            item.setData(Qt.ItemDataRole.UserRole, folder)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            checked = folder in settings.speech_folders
            item.setCheckState(Qt.CheckState.Checked if checked else Qt.CheckState.Unchecked)
            self.folders.addItem(item)
        self.every_folder.setChecked(not settings.speech_folders)
        self.max_minutes = QSpinBox(prefix=self.tr("Recordings up to "), suffix=self.tr(" minutes long"))
        self.max_minutes.setRange(*(int(limit) for limit in LIMITS["speech_max_minutes"]))
        self.max_minutes.setValue(settings.speech_max_minutes)
        self.max_minutes.setAccessibleName(self.tr("Longest recording read, in minutes"))
        self.max_minutes.setToolTip(self.tr("A longer recording is found by its name, tags and subtitles"))
        self.model = QComboBox()
        self.model.setAccessibleName(self.tr("Speech recognition model"))
        for name in SPEECH_MODELS:
            self.model.addItem(_speech_model_label(name), name)
        if settings.speech_model not in SPEECH_MODELS:  # a newer version's model: kept as it is
            self.model.addItem(settings.speech_model, settings.speech_model)
        self.model.setCurrentIndex(max(0, self.model.findData(settings.speech_model)))

        layout = QVBoxLayout(self)
        layout.addWidget(self.enabled)
        layout.addWidget(self.every_folder)
        layout.addWidget(self.folders)
        layout.addWidget(self.max_minutes)
        model_row = QHBoxLayout()
        model_label = QLabel(self.tr("Model"))
        model_label.setBuddy(self.model)
        model_row.addWidget(model_label)
        model_row.addWidget(self.model, 1)
        layout.addLayout(model_row)

        self.enabled.toggled.connect(self._on_enabled_toggled)
        self.every_folder.toggled.connect(self._on_every_folder_toggled)
        self.folders.itemChanged.connect(self._on_folders_item_changed)
        self._update_enabled()

    def values(self) -> dict[str, Any]:
        """The settings as shown: ``speech_folders`` is empty for every folder."""
        return {
            "speech": self.enabled.isChecked(),
            "speech_folders": [] if self.every_folder.isChecked() else self._checked(),
            "speech_max_minutes": self.max_minutes.value(),
            "speech_model": self.model.currentData(),
        }

    def _checked(self) -> list[str]:
        items = (self.folders.item(row) for row in range(self.folders.count()))
        checked = Qt.CheckState.Checked
        return [item.data(Qt.ItemDataRole.UserRole) for item in items if item.checkState() == checked]

    def _update_enabled(self) -> None:
        on = self.enabled.isChecked()
        for widget in (self.every_folder, self.max_minutes, self.model):
            widget.setEnabled(on)
        self.folders.setEnabled(on and not self.every_folder.isChecked())

    @Slot(bool)
    def _on_enabled_toggled(self, _on: bool) -> None:
        self._update_enabled()

    @Slot(bool)
    def _on_every_folder_toggled(self, every: bool) -> None:
        if every:
            self.folders.blockSignals(True)
            for row in range(self.folders.count()):
                self.folders.item(row).setCheckState(Qt.CheckState.Unchecked)
            self.folders.blockSignals(False)
        self._update_enabled()

    @Slot(QListWidgetItem)
    def _on_folders_item_changed(self, _item: QListWidgetItem) -> None:
        if not self._checked():  # no folder chosen is every folder
            self.every_folder.setChecked(True)


def _speech_model_label(name: str) -> str:
    """A speech model as the list shows it: its name and what it is for, in the user's language."""
    try:
        from ..core.models.whisper import SPEECH_MODELS as CATALOG
    except ImportError:  # the catalog is not part of this build: the name says enough
        return name
    model = CATALOG.get(name)
    if model is None:
        return name
    return f"{name} — {texts.translate('Catalog', model.description)}"


def _native(shortcut: str) -> str:
    """A shortcut's portable text ("Ctrl+Alt+Space", as the settings file holds it) as the
    keyboard field shows it, in the user's language ("Strg+Alt+Leertaste")."""
    return QKeySequence(shortcut).toString(QKeySequence.SequenceFormat.NativeText) or shortcut
