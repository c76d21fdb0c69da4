"""The main window: search field, filters, results with a preview, indexing status."""

from __future__ import annotations

import html
import logging
import os
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QSize, Qt, QTimer, QUrl, Signal, Slot
from PySide6.QtGui import QAction, QDesktopServices, QGuiApplication, QKeySequence, QPalette, QShortcut
from PySide6.QtWidgets import (
    QComboBox,
    QFileDialog,
    QFrame,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QMainWindow,
    QProgressBar,
    QPushButton,
    QSplitter,
    QTextBrowser,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from ..core.common import reasons, texts
from ..core.common.texts import QT_TRANSLATE_NOOP
from ..core.contracts import Answer, EngineStatus, RerankerOffer, RunProgress, RunSummary
from ..core.extract.document import ExtractionError
from ..core.extract.message_copies import MessageCopies
from ..core.opening import open_action, open_command
from ..core.progress_text import describe as describe_progress
from ..core.progress_text import meaning_share, words_finished
from ..core.searching.places import is_text_file
from ..core.searching.query_syntax import FILE_KINDS, parse_query
from ..core.searching.searcher import NO_WORD_MATCH, SearchFilters, SearchResult
from ..core.text.languages import ModelOffer, offer_text
from . import mnemonics
from .accessibility import Announcer, plain_descriptions
from .preview import MEANING_SETTING_LINK, DocumentPreview
from .query_chips import QueryChips, SyntaxHelpButton
from .result_delegate import HTML_ROLE, RESULT_ROLE, ResultDelegate, item_html, result_sentence
from .screen_fit import fit_to_screen

log = logging.getLogger(__name__)

SEARCH_DEBOUNCE_MS = 250
PATH_ROLE = Qt.ItemDataRole.UserRole

#: The file-type box: the query language's kinds (``type:document`` ...), one list for both.
#: Keyed by the English label (each item's data); the box shows it translated.
FILE_TYPES: dict[str, tuple[str, ...]] = {
    QT_TRANSLATE_NOOP("MainWindow", "Any type"): (),
    QT_TRANSLATE_NOOP("MainWindow", "Documents"): FILE_KINDS["document"],
    QT_TRANSLATE_NOOP("MainWindow", "PDF"): (".pdf",),
    QT_TRANSLATE_NOOP("MainWindow", "Text and Markdown"): FILE_KINDS["text"],
    QT_TRANSLATE_NOOP("MainWindow", "Spreadsheets"): FILE_KINDS["spreadsheet"],
    QT_TRANSLATE_NOOP("MainWindow", "Presentations"): FILE_KINDS["presentation"],
    QT_TRANSLATE_NOOP("MainWindow", "E-mail"): FILE_KINDS["email"],
}
DATES: dict[str, float | None] = {
    QT_TRANSLATE_NOOP("MainWindow", "Any time"): None,
    QT_TRANSLATE_NOOP("MainWindow", "Past week"): 7,
    QT_TRANSLATE_NOOP("MainWindow", "Past month"): 31,
    QT_TRANSLATE_NOOP("MainWindow", "Past year"): 366,
}


class MainWindow(QMainWindow):
    """Search field, filters, results and preview, indexing status.

    Signals:
        search_requested(int, str, object): a new query (request id, text, SearchFilters).
        folders_added(list): folders the user picked, to index.
        pause_toggled(bool): the user paused (True) or resumed (False) indexing.
        settings_requested(): the user wants the folders and settings dialog.
        models_requested(): the user wants the models window.
        failures_requested(): the user wants the list of files not indexed.
        reranker_download_requested(str): the user accepted the offered reranker (catalog id).
        model_offer_accepted(str): the user chose the offered built-in model (its name).
        model_offer_declined(): the user said "Not now" to it.
        progress_described(str): the indexing status line changed (words, then meaning).
    """

    search_requested = Signal(int, str, object)
    folders_added = Signal(list)
    pause_toggled = Signal(bool)
    settings_requested = Signal()
    models_requested = Signal()
    failures_requested = Signal()
    reranker_download_requested = Signal(str)
    model_offer_accepted = Signal(str)
    model_offer_declined = Signal()
    #: The status line of an indexing run changed (the tray shows it as its tooltip).
    progress_described = Signal(str)

    def __init__(self) -> None:
        super().__init__()
        self.setWindowTitle(self.tr("Desktop Search"))
        fit_to_screen(self, QSize(1000, 640))  # at 150 % a laptop's screen is smaller than that
        self._request_id = 0
        self._has_folders = False
        #: Chunk ids of the shown results whose text was recognised from pixels (OCR).
        self._folders: list[str] = []
        self.failures: list[list[str]] = []
        #: The engine's latest status (model, device, counts), for other windows.
        self.last_status: EngineStatus | None = None
        #: The .eml copies of the messages opened (removed when the app quits: DesktopApp.shutdown).
        self.message_copies = MessageCopies()

        self.search_box = QLineEdit(placeholderText=self.tr("Search your files by meaning…"))
        self.search_box.setClearButtonEnabled(True)
        self.search_box.setAccessibleName(self.tr("Search"))
        for clear in self.search_box.findChildren(QToolButton):  # Qt's clear button, unnamed
            clear.setAccessibleName(self.tr("Clear the search"))
        #: What the field understood (a chip per operator), and the query language on "?".
        self.query_chips = QueryChips()
        self.syntax_help = SyntaxHelpButton()
        self.add_button = QPushButton(self.tr("Add folder…"))
        self.add_button.setToolTip(self.tr("Choose a folder to search (Ctrl+O)"))
        self.settings_button = QPushButton(self.tr("Settings…"))
        self.settings_button.setToolTip(self.tr("Folders, exclusions, reranking (Ctrl+,)"))
        self.models_button = QPushButton(self.tr("Models…"))
        self.models_button.setToolTip(
            self.tr("Embedding and reranking models: download, import, switch (Ctrl+M)")
        )
        # Each item's data is its English label, the key of FILE_TYPES / DATES.
        self.type_filter = QComboBox()
        for label in FILE_TYPES:
            self.type_filter.addItem(QCoreApplication.translate("MainWindow", label), label)
        self.date_filter = QComboBox()
        for label in DATES:
            self.date_filter.addItem(QCoreApplication.translate("MainWindow", label), label)
        self.folder_filter = QComboBox()
        self.folder_filter.addItem(self.tr("All folders"), "")
        #: Each filter box with what it filters: its accessible name, tooltip and visible label.
        self._filter_boxes = (
            (self.type_filter, self.tr("File type")),
            (self.date_filter, self.tr("Modified")),
            (self.folder_filter, self.tr("Folder")),
        )
        for combo, name in self._filter_boxes:
            combo.setAccessibleName(name)
            combo.setToolTip(name)
        self.results = QListWidget()
        self.results.setItemDelegate(ResultDelegate(self.results))
        self.results.setAlternatingRowColors(True)
        self.results.setUniformItemSizes(False)
        self.results.setVerticalScrollMode(QListWidget.ScrollMode.ScrollPerPixel)
        # Results wrap to the list's width: never a horizontal scroll bar.
        self.results.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.results.setWordWrap(True)
        self.results.setResizeMode(QListWidget.ResizeMode.Adjust)
        self.results.setAccessibleName(self.tr("Results"))
        self.preview = QTextBrowser()
        self.preview.setOpenLinks(False)
        self.preview.anchorClicked.connect(self._on_preview_anchor_clicked)
        # What the empty preview is for, word-wrapped over it (Qt's placeholder is one line: cut
        # off in a narrow pane, with large text or in a longer language).
        self.preview_note = QLabel(self.tr("The matching passages of the selected file appear here."))
        self.preview_note.setTextFormat(Qt.TextFormat.PlainText)
        self.preview_note.setWordWrap(True)
        self.preview_note.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeading)
        self.preview_note.setEnabled(False)  # quiet, like a placeholder
        self.preview_note.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        preview_note_layout = QVBoxLayout(self.preview.viewport())
        preview_note_layout.addWidget(self.preview_note)
        self.preview.textChanged.connect(self._show_preview_note)
        self.preview.setAccessibleName(self.tr("Preview"))
        #: Fills the preview: passages at once, a text file's whole text once it is read.
        self.document_preview = DocumentPreview(self.preview, self)
        self.message = QLabel()
        self.message.setWordWrap(True)
        #: "Also searched for: resulting · Search only for what you typed" (typos, core/text/spelling.py).
        self.spelling_note = QLabel()
        self.spelling_note.setTextFormat(Qt.TextFormat.RichText)
        self.spelling_note.setVisible(False)
        self.spelling_note.linkActivated.connect(self._on_search_as_typed)
        self._as_typed = False
        self.search_note = QLabel()
        self.search_note.setEnabled(False)  # a quiet, secondary line
        self.progress = QProgressBar()
        self.progress.setVisible(False)
        self.progress.setFormat(self.tr("%p%", "progress bar: %p is the percentage done"))
        self.pause_button = QPushButton(self.tr("Pause"))
        self.pause_button.setCheckable(True)
        self.pause_button.setVisible(False)
        self.status_label = QLabel(self.tr("Loading the model…"))
        self.failures_label = QPushButton()
        self.failures_label.setFlat(True)
        self.failures_label.setVisible(False)
        #: One click to download the reranker the catalog offers (shown while none is in use).
        self.reranker_offer = QPushButton()
        self.reranker_offer.setFlat(True)
        self.reranker_offer.setVisible(False)
        self._offer: RerankerOffer | None = None
        #: The built-in multilingual model, offered when much of the index is not in English.
        self.model_offer = QFrame()
        self.model_offer.setFrameShape(QFrame.Shape.StyledPanel)
        self.model_offer_text = QLabel()
        self.model_offer_text.setTextFormat(Qt.TextFormat.PlainText)
        self.model_offer_text.setWordWrap(True)
        self.model_offer_use = QPushButton()
        self.model_offer_later = QPushButton(self.tr("Not now"))
        offer_row = QHBoxLayout(self.model_offer)
        offer_row.addWidget(self.model_offer_text, 1)
        offer_row.addWidget(self.model_offer_use)
        offer_row.addWidget(self.model_offer_later)
        self.model_offer.setVisible(False)
        self._model_offer: ModelOffer | None = None
        #: Mail found on this computer that no chosen folder holds: offered, added on a click.
        self.mail_offer = QFrame()
        self.mail_offer.setFrameShape(QFrame.Shape.StyledPanel)
        self.mail_offer_text = QLabel()
        self.mail_offer_text.setTextFormat(Qt.TextFormat.PlainText)
        self.mail_offer_text.setWordWrap(True)
        self.mail_offer_add = QPushButton(self.tr("Add my mail"))
        self.mail_offer_later = QPushButton(self.tr("Not now"))
        mail_row = QHBoxLayout(self.mail_offer)
        mail_row.addWidget(self.mail_offer_text, 1)
        mail_row.addWidget(self.mail_offer_add)
        mail_row.addWidget(self.mail_offer_later)
        self.mail_offer.setVisible(False)
        self._mail_found: list[str] = []
        self._mail_declined = False
        # Paths, file names and model names are shown as they are, never read as markup.
        for label in (self.message, self.search_note, self.status_label):
            label.setTextFormat(Qt.TextFormat.PlainText)
        # Progress says a lot (files, meaning, time left): on a narrow window or with large text
        # it takes a second line rather than being cut off.
        self.status_label.setWordWrap(True)
        #: The text of the query whose answer is awaited ("" when none is).
        self.pending_query = ""
        self._welcome = False
        #: Said over the (empty) results list while an answer is awaited.
        self.list_note = QLabel()
        self.list_note.setTextFormat(Qt.TextFormat.PlainText)
        self.list_note.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.list_note.setWordWrap(True)
        self.list_note.setEnabled(False)  # quiet, like other secondary text
        self.list_note.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        note_layout = QVBoxLayout(self.results.viewport())
        note_layout.addWidget(self.list_note)
        self.list_note.hide()

        top = QHBoxLayout()
        top.addWidget(self.search_box, 1)
        top.addWidget(self.syntax_help)
        top.addWidget(self.add_button)
        top.addWidget(self.models_button)
        top.addWidget(self.settings_button)
        filters = QHBoxLayout()
        # Each box has a label: on Linux a screen reader names a combo box by its current value
        # ("Any type") and says what it filters through the label that is its buddy.
        for widget, label in self._filter_boxes:
            buddy = QLabel(label)
            buddy.setBuddy(widget)
            # Quiet, secondary text, yet enabled: a disabled label would not pass Alt+letter on.
            buddy.setForegroundRole(QPalette.ColorRole.PlaceholderText)
            filters.addWidget(buddy)
            filters.addWidget(widget)
        filters.addStretch(1)
        filters.addWidget(self.search_note)
        filters.addWidget(self.reranker_offer)
        splitter = QSplitter()
        splitter.setAccessibleName(self.tr("Results and preview"))
        splitter.addWidget(self.results)
        splitter.addWidget(self.preview)
        splitter.setStretchFactor(0, 3)
        splitter.setStretchFactor(1, 2)
        bottom = QHBoxLayout()
        bottom.addWidget(self.status_label, 1)
        bottom.addWidget(self.failures_label)
        bottom.addWidget(self.progress)
        bottom.addWidget(self.pause_button)
        layout = QVBoxLayout()
        layout.addLayout(top)
        layout.addWidget(self.query_chips)
        layout.addLayout(filters)
        layout.addWidget(self.message)
        layout.addWidget(self.spelling_note)
        layout.addWidget(self.model_offer)
        layout.addWidget(self.mail_offer)
        layout.addWidget(splitter, 1)
        layout.addLayout(bottom)
        central = QWidget()
        central.setLayout(layout)
        self.setCentralWidget(central)

        self._debounce = QTimer(self, singleShot=True, interval=SEARCH_DEBOUNCE_MS)
        self._debounce.timeout.connect(self._emit_search)
        self.search_box.textChanged.connect(self._on_search_text_changed)
        self.search_box.returnPressed.connect(self._emit_search)
        for combo in (self.type_filter, self.date_filter, self.folder_filter):
            combo.currentIndexChanged.connect(self._emit_search)
        self.add_button.clicked.connect(self._on_add_clicked)
        self.settings_button.clicked.connect(self.settings_requested)
        self.models_button.clicked.connect(self.models_requested)
        QShortcut(QKeySequence("Ctrl+M"), self, activated=self.models_requested.emit)
        self.failures_label.clicked.connect(self.failures_requested)
        self.reranker_offer.clicked.connect(self._on_reranker_offer_clicked)
        self.model_offer_use.clicked.connect(self._on_model_offer_accepted)
        self.model_offer_later.clicked.connect(self._on_model_offer_declined)
        self.mail_offer_add.clicked.connect(self._on_mail_offer_accepted)
        self.mail_offer_later.clicked.connect(self._on_mail_offer_declined)
        QShortcut(QKeySequence("Ctrl+,"), self, activated=self.settings_requested.emit)
        self.pause_button.toggled.connect(self._on_pause_toggled)
        self.results.itemActivated.connect(self._on_result_activated)
        self.results.currentItemChanged.connect(self._on_current_changed)
        QShortcut(QKeySequence("Ctrl+L"), self, activated=self._focus_search)
        QShortcut(QKeySequence("Ctrl+O"), self, activated=self._on_add_clicked)
        #: Tells a screen reader the number of results and, now and then, how indexing goes.
        self.announcer = Announcer(self)
        plain_descriptions(self)
        mnemonics.assign(self)  # Alt+letter for every button and filter, in the user's language
        # What can be done with the selected result: its context menu, and the same shortcuts
        # anywhere in the window.
        self.open_result_action = self._result_action(
            self.tr("Open", "verb: opens the selected result"), "", self._open_current
        )
        self.reveal_action = self._result_action(self.tr("Show in folder"), "Ctrl+R", self._reveal_current)
        self.copy_path_action = self._result_action(
            self.tr("Copy path"), "Ctrl+Shift+C", self._copy_current_path
        )
        self.more_like_this_action = self._result_action(
            self.tr("More like this"), "Ctrl+Shift+L", self._more_like_this
        )
        self.results.setContextMenuPolicy(Qt.ContextMenuPolicy.ActionsContextMenu)
        self.results.currentItemChanged.connect(self._enable_result_actions)
        self._enable_result_actions()
        self.query_chips.query_edited.connect(self._on_chip_removed)
        self.search_box.installEventFilter(self)
        self.search_box.setFocus()
        self._show_welcome(
            self.tr("Add a folder to start: its documents are indexed on this computer, nothing leaves it.")
        )

    #: Set by the app when the user chose to keep indexing with the window closed (tray).
    hide_on_close = False
    #: The user's editor command (the ``editor`` setting; set by the app): Enter opens a text
    #: result at its line with it. Empty: the desktop's default application opens it.
    editor_command = ""

    def closeEvent(self, event: Any) -> None:  # Qt override
        if self.hide_on_close:
            self.hide()
            event.ignore()
            return
        super().closeEvent(event)

    # -- seams (replaced in tests) -------------------------------------------

    @classmethod
    def ask_folder(cls, parent: QWidget) -> str:
        """The native folder dialog; returns "" when cancelled."""
        title = QCoreApplication.translate("MainWindow", "Add a folder to index")
        return QFileDialog.getExistingDirectory(parent, title, str(Path.home()))

    @staticmethod
    def open_path(path: str) -> bool:
        """Open ``path`` with the desktop's default application for its type."""
        return QDesktopServices.openUrl(QUrl.fromLocalFile(path))

    @staticmethod
    def launch(argv: list[str]) -> None:
        """Start ``argv`` (an editor, a PDF viewer) detached, without waiting; raises ``OSError``."""
        detached: dict[str, Any] = {"start_new_session": True}
        if sys.platform == "win32":
            flags = subprocess.DETACHED_PROCESS | subprocess.CREATE_NEW_PROCESS_GROUP
            detached = {"creationflags": flags}
        subprocess.Popen(
            argv,
            stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
            close_fds=True,
            **detached,
        )

    @staticmethod
    def reveal_path(path: str) -> bool:
        """Show the file in the system's file manager (selected where the platform allows)."""
        if sys.platform == "darwin":
            return subprocess.run(["open", "-R", path], check=False).returncode == 0
        if sys.platform == "win32":
            return subprocess.run(["explorer", "/select,", path], check=False).returncode in (0, 1)
        return QDesktopServices.openUrl(QUrl.fromLocalFile(str(Path(path).parent)))

    # -- slots for the worker's signals --------------------------------------

    @Slot(object)
    def on_engine_ready(self, status: EngineStatus) -> None:
        self._set_folders(status.folders)
        if status.chunks:
            self._show_message("")
        elif not status.folders:
            self._show_welcome(
                self.tr(
                    "Welcome! Choose the folders to search with “Add folder…” (add as many as you like, "
                    "remove them later in Settings). Files are read and understood on this computer by "
                    "{model}; nothing is sent anywhere. You can search while they are indexed."
                ).format(model=status.model or self.tr("the embedded model"))
            )
        self._show_status(status)  # after the welcome: a warning about the set-up wins
        self._offer_mail(status.mail_found)
        if self.search_box.text().strip():
            self._emit_search()

    def _offer_mail(self, found: list[dict[str, str]]) -> None:
        """Offer the mail found on this computer (until the user adds it or says not now)."""
        self._mail_found = [m["path"] for m in found]
        if not found or self._mail_declined:
            self.mail_offer.setVisible(False)
            return
        programs = sorted({m["program"] for m in found})
        where = texts.listing([m["path"] for m in found[:3]] + (["…"] if len(found) > 3 else []), strong=True)
        self.mail_offer_text.setText(
            self.tr(
                "Found your mail ({programs}: {where}). Add it to find your messages too? "
                "Each message is its own result; it is read on this computer, nothing is sent anywhere."
            ).format(programs=texts.listing(programs), where=where)
        )
        self.mail_offer_add.setToolTip(
            plain_tooltip(self.tr("Index these mail folders:") + "\n" + "\n".join(self._mail_found))
        )
        self.mail_offer.setVisible(True)

    @Slot()
    def _on_mail_offer_accepted(self) -> None:
        self.mail_offer.setVisible(False)
        if self._mail_found:
            if self._welcome:
                self._show_message("")
            self.folders_added.emit(list(self._mail_found))

    @Slot()
    def _on_mail_offer_declined(self) -> None:
        self._mail_declined = True
        self.mail_offer.setVisible(False)

    @Slot(object)
    def on_reranker_offered(self, offer: RerankerOffer | None) -> None:
        """Offer the catalog's reranker while none is in use (None: nothing to offer)."""
        self._offer = offer
        self.reranker_offer.setVisible(offer is not None)
        self.reranker_offer.setEnabled(True)
        if offer is None:
            return
        size = texts.size(offer.size_bytes) if offer.size_bytes else self.tr("size unknown")
        if (seconds := offer.seconds_per_search) is not None:
            self.reranker_offer.setText(
                self.tr("Rerank results: {size} download, about {duration} per search here…").format(
                    size=size, duration=_seconds(seconds)
                )
            )
        else:
            self.reranker_offer.setText(self.tr("Rerank results: {size} download…").format(size=size))
        budget = offer.budget_s or 0
        tip = self.tr(
            "Download {model} and rerank with it. A reranker reads your query with each of the "
            "best passages and puts the truly relevant files first. It is downloaded once ({size}) and "
            "runs on this computer; nothing about your files is sent anywhere."
        ).format(model=offer.name, size=size)
        if seconds is not None and budget and seconds > budget:
            tip += " " + self.tr(
                "On this computer it would need about {duration} for a whole search: within "
                "the {budget} s time budget (Settings) it reranks the best few results."
            ).format(duration=texts.duration(seconds), budget=_figure(budget))
        self.reranker_offer.setToolTip(plain_tooltip(tip))
        mnemonics.assign(self)

    @Slot(object)
    def on_model_offered(self, offer: ModelOffer | None) -> None:
        """Offer the built-in multilingual model (None: nothing to offer, or no longer)."""
        self._model_offer = offer
        self.model_offer.setVisible(offer is not None)
        if offer is None:
            return
        text = offer_text(offer) + " " + self.tr("Re-indexing takes a while; search goes on meanwhile.")
        self.model_offer_text.setText(text)
        self.model_offer_use.setText(self.tr("Use {model}").format(model=offer.model))
        mnemonics.assign(self)
        self.model_offer_use.setToolTip(
            plain_tooltip(
                self.tr(
                    "Re-index your files with {model} in the background (built in: nothing is "
                    "downloaded), then search with it. {current_model} is used until it is done."
                ).format(model=offer.model, current_model=offer.current_model)
            )
        )

    @Slot()
    def _on_model_offer_accepted(self) -> None:
        if self._model_offer is not None:
            self.model_offer.setVisible(False)
            self.model_offer_accepted.emit(self._model_offer.model)

    @Slot()
    def _on_model_offer_declined(self) -> None:
        self.model_offer.setVisible(False)
        self.model_offer_declined.emit()

    @Slot()
    def _on_reranker_offer_clicked(self) -> None:
        if self._offer is None:
            return
        self.reranker_offer.setEnabled(False)
        self.reranker_offer.setText(
            self.tr("Downloading {model}… (Models window)").format(model=self._offer.name)
        )
        mnemonics.assign(self)
        self.reranker_download_requested.emit(self._offer.id)

    @Slot(str)
    def on_engine_failed(self, message: str) -> None:
        self.status_label.setText(self.tr("The search engine could not start."))
        self._show_message(reasons.shown(message), error=True)
        self.add_button.setEnabled(False)

    @Slot(object)
    def on_progress(self, p: RunProgress) -> None:
        if self._welcome:
            self._show_message("")  # a folder is being indexed: the welcome has done its job
        indexing = p.phase in ("indexing", "meaning", "paused")
        self.progress.setVisible(indexing or p.phase == "scanning")
        self.pause_button.setVisible(indexing)
        if p.phase == "scanning":
            self.progress.setMaximum(0)  # busy indicator: the total is not known yet
            self.status_label.setText(describe_progress(p))
            return
        if words_finished(p) and (p.meaning_pending or p.phase == "meaning"):
            # Every file is findable by its words: the bar shows how much has meaning.
            self.progress.setMaximum(1000)
            self.progress.setValue(round(1000 * meaning_share(p)))
        else:
            self.progress.setMaximum(max(p.files_total, 1))
            self.progress.setValue(p.files_done)
        self.status_label.setText(describe_progress(p))
        self.progress_described.emit(self.status_label.text())
        self.announcer.announce("progress", self.status_label.text())

    @Slot(list)
    def on_failures(self, failures: list[list[str]]) -> None:
        self.failures = failures
        self.failures_label.setVisible(bool(failures))
        partly = sum(1 for _path, status, _reason in failures if status == "partly")
        failed = len(failures) - partly
        shown = [self.tr("%Ln not indexed", "", failed)] if failed else []
        shown += [self.tr("%Ln in part", "", partly)] if partly else []
        self.failures_label.setText(" · ".join(shown))
        mnemonics.assign(self)
        lines = [
            self.tr("{file}: {reason}").format(file=Path(path).name, reason=reason)
            for path, _status, reason in failures[:30]
        ]
        more = len(failures) - len(lines)
        if more > 0:
            lines.append(self.tr("… and %Ln more", "", more))
        self.failures_label.setToolTip(plain_tooltip("\n".join(lines)))

    @Slot(object)
    def on_indexing_finished(self, summary: RunSummary) -> None:
        self.progress.setVisible(False)
        self.pause_button.setVisible(False)
        self.pause_button.setChecked(False)
        self._show_status(summary.status)
        self._set_folders(summary.status.folders)
        report = summary.report
        failed = report.files_failed
        if report.files_indexed or failed:
            took = _seconds(report.seconds)
            if failed:
                text = self.tr(
                    "Indexed %Ln new or changed file(s) in {duration}; {failed} could not be read.",
                    "",
                    report.files_indexed,
                ).format(duration=took, failed=texts.number(failed))
            else:
                text = self.tr("Indexed %Ln new or changed file(s) in {duration}.", "", report.files_indexed)
                text = text.format(duration=took)
            held = self._switch_note(summary.status) if summary.switched else ""
            if held:  # the run was a model switch's, and the switch is not made: that matters most
                text = f"{held}\n{text}"
            self._show_message(text, error=bool(held))
            self.announcer.announce("progress", text, urgent=True)
        if self.search_box.text().strip():
            self._emit_search()

    @Slot(int, object)
    def on_results(self, request_id: int, answer: Answer) -> None:
        if request_id != self._request_id:
            return  # superseded by a newer query (or the text changed since it was sent)
        self.pending_query = ""
        self.list_note.hide()
        results = answer.results
        current = self.results.currentItem()
        keep = current.data(PATH_ROLE) if current is not None else None
        self.results.clear()
        note = answer.note or (self.tr("reranked") if answer.reranked else "")
        if self._offer is not None and answer.no_reranker:
            note = ""  # the offer next to it says so, with what to do about it
        self.search_note.setText(_search_note(note) if answer.note else note)
        if error := answer.error:
            self.preview.clear()
            self.spelling_note.setVisible(False)
            self._show_message(error, error=True)
            return
        if not results:
            self.preview.clear()
            self._show_spelling(answer.also_searched)
            self._show_message(
                reasons.shown(answer.reason)  # like: on a file it cannot compare, and why
                if answer.reason
                else self.tr("No matching files. Try other words, or add the folder that holds the file.")
                if self._has_folders
                else self.tr("No folders yet: use “Add folder…” to choose what to search.")
            )
            self.announcer.announce("results", self.message.text(), urgent=True)
            return
        self._show_spelling(answer.also_searched)
        # The core leaves out weak matches next to a strong one: a weak best means no good match.
        if answer.no_word_match and results[0].weak:
            self._show_message(
                self.tr(
                    "No file contains these words, and none is close in meaning: these are the closest "
                    "files. Try describing what the file says."
                )
            )
        elif answer.no_word_match:  # found by meaning alone: say so above them (the core's text)
            self._show_message(texts.translate("Search", NO_WORD_MATCH))
        elif results[0].weak:
            self._show_message(
                self.tr("No good match: these are the closest files. Try describing what the file says.")
            )
        else:
            self._show_message("")
        row = 0
        for i, result in enumerate(results):
            item = QListWidgetItem(f"{result.name}\n{Path(result.path).parent}\n{result.snippet}")
            item.setData(PATH_ROLE, result.path)
            item.setData(RESULT_ROLE, result)
            item.setData(HTML_ROLE, item_html(result, ocr=result.ocr))
            item.setData(Qt.ItemDataRole.AccessibleTextRole, result_sentence(result, ocr=result.ocr))
            item.setToolTip(plain_tooltip(result.path))
            self.results.addItem(item)
            if result.path == keep:
                row = i
        self.results.setCurrentRow(row)
        self.announcer.announce("results", self.tr("%Ln result(s)", "", len(results)), urgent=True)

    @Slot(str)
    def _show_preview_note(self) -> None:
        self.preview_note.setVisible(self.preview.document().isEmpty())

    def on_error(self, message: str) -> None:
        self._show_message(reasons.shown(message), error=True)  # a model's reason, in the user's words

    # -- internals ------------------------------------------------------------

    def current_filters(self) -> SearchFilters:
        days = DATES.get(self.date_filter.currentData())
        folder = self.folder_filter.currentData() or ""
        return SearchFilters(
            folders=(folder,) if folder else (),
            suffixes=FILE_TYPES.get(self.type_filter.currentData(), ()),
            modified_after=time.time() - days * 86400 if days else None,
            as_typed=self._as_typed,
        )

    def _show_spelling(self, also: tuple[tuple[str, str], ...]) -> None:
        """Which typed words were also searched as others, and the way back to the words as typed."""
        if not also:
            self.spelling_note.setVisible(False)
            return
        words = texts.listing(f"<b>{html.escape(word)}</b>" for _typed, word in also)  # ", " "、" "، "
        typed = html.escape(" ".join(typed for typed, _word in also))
        # The translated words are escaped first, then the (escaped) query words put in.
        also_text = html.escape(self.tr("Also searched for: {words}")).format(words=words)
        as_typed = html.escape(self.tr("Search only for “{typed}”")).format(typed=typed)
        self.spelling_note.setText(f"{also_text} · <a href='as-typed'>{as_typed}</a>")
        self.spelling_note.setVisible(True)

    @Slot(str)
    def _on_search_as_typed(self, _link: str) -> None:
        self._as_typed = True
        self._emit_search()

    @Slot(QUrl)
    def _on_preview_anchor_clicked(self, url: QUrl) -> None:
        # The preview's only link: "read such files for their meaning too" (a words-only result).
        if url.toString() == MEANING_SETTING_LINK:
            self.settings_requested.emit()

    def eventFilter(self, watched: Any, event: Any) -> bool:
        # Down arrow in the search field moves into the results.
        is_down = event.type() == event.Type.KeyPress and event.key() == Qt.Key.Key_Down
        if watched is self.search_box and is_down and self.results.count():
            self.results.setFocus()
            self.results.setCurrentRow(max(0, self.results.currentRow()))
            return True
        return super().eventFilter(watched, event)

    @Slot(str)
    def _on_search_text_changed(self, _text: str) -> None:
        # Whatever is in flight answers the old text now: drop it, say an answer is coming.
        self._request_id += 1
        self._as_typed = False  # new words: typos are looked for again
        self.query_chips.show_query(self.search_box.text())
        if self.search_box.text().strip():
            self._show_pending()
            self._debounce.start()
        else:
            self._emit_search()  # cleared: empty the list at once

    @Slot()
    def _emit_search(self) -> None:
        self._debounce.stop()
        query = self.search_box.text().strip()
        self._request_id += 1
        self.pending_query = ""  # a new request (new text or filters): the list says so again
        if not query:
            self.list_note.hide()
            self.spelling_note.setVisible(False)
            self.results.clear()
            self.preview.clear()
            self.search_note.setText("")
            return
        self._show_pending()
        self.search_requested.emit(self._request_id, query, self.current_filters())

    def _show_pending(self) -> None:
        """Never leave an older query's results under the newer text: the list says we are searching."""
        query = self.search_box.text().strip()
        if not query or query == self.pending_query:
            return
        self.pending_query = query
        self.results.clear()
        self.preview.clear()
        self.list_note.setText(self.tr("Searching for “{query}”…").format(query=query))
        self.list_note.show()
        self.search_note.setText(self.tr("searching…"))

    @property
    def folders(self) -> list[str]:
        return list(self._folders)

    def _set_folders(self, folders: list[str]) -> None:
        self._folders = list(folders)
        self._has_folders = bool(folders)
        if folders and self._welcome:
            self._show_message("")  # the welcome has done its job
        chosen = self.folder_filter.currentData()
        self.folder_filter.blockSignals(True)
        while self.folder_filter.count() > 1:
            self.folder_filter.removeItem(1)
        for folder in folders:
            self.folder_filter.addItem(Path(folder).name or folder, folder)
            self.folder_filter.setItemData(
                self.folder_filter.count() - 1, plain_tooltip(folder), Qt.ItemDataRole.ToolTipRole
            )
        self.folder_filter.setCurrentIndex(max(0, self.folder_filter.findData(chosen)))
        self.folder_filter.blockSignals(False)

    @Slot()
    def _focus_search(self) -> None:
        self.search_box.setFocus()
        self.search_box.selectAll()

    @Slot(str)
    def search_for(self, query: str) -> None:
        """Search for ``query`` as if typed (the desktop's search box: "show all results")."""
        self.search_box.setText(query)
        self._emit_search()
        self._focus_search()

    @Slot()
    def _on_add_clicked(self) -> None:
        folder = self.ask_folder(self)
        if folder:
            if self._welcome:
                self._show_message("")
            self.folders_added.emit([os.path.abspath(folder)])

    @Slot(bool)
    def _on_pause_toggled(self, paused: bool) -> None:
        self.pause_button.setText(self.tr("Resume") if paused else self.tr("Pause"))
        mnemonics.assign(self)  # its letter may change with its word
        self.pause_toggled.emit(paused)

    @Slot(QListWidgetItem)
    def _on_result_activated(self, item: QListWidgetItem) -> None:
        path = item.data(PATH_ROLE)
        if not path:
            return
        away: SearchResult | None = item.data(RESULT_ROLE)
        if away is not None and away.offline:
            # Found by what the index keeps; the file itself is on a drive or share that is away.
            self._show_message(
                self.tr(
                    "{file} is on a drive or share that is not connected ({offline}). "
                    "Connect it to open the file."
                ).format(file=Path(path).name, offline=away.offline),
                error=True,
            )
            return
        result_here: SearchResult | None = item.data(RESULT_ROLE)
        if result_here is not None and result_here.store:
            self._open_message(result_here)
            return
        if open_action(path) == "reveal":
            # A program or script: the desktop would run it, not show it. Show it in its folder.
            if not self.reveal_path(path):
                self._show_message(
                    self.tr("Could not show {path} in its folder").format(path=path), error=True
                )
            else:
                self._show_message(
                    self.tr("{file} is a program: shown in its folder instead of run.").format(
                        file=Path(path).name
                    )
                )
            return
        result: SearchResult | None = item.data(RESULT_ROLE)
        argv = self._open_command(result) if result is not None else None
        if argv:
            try:
                self.launch(argv)
                return
            except OSError as exc:
                log.warning("cannot start %s: %s", argv[0], exc)
                program, error = Path(argv[0]).name, exc.strerror or str(exc)
                if self.open_path(path):
                    self._show_message(
                        self.tr(
                            "Could not start {program} ({error}): opened {file} with its default application."
                        ).format(program=program, error=error, file=Path(path).name)
                    )
                else:
                    self._show_message(
                        self.tr("Could not start {program} ({error}): could not open {path} either.").format(
                            program=program, error=error, path=path
                        ),
                        error=True,
                    )
                return
        if not self.open_path(path):
            self._show_message(self.tr("Could not open {path}").format(path=path), error=True)

    def _open_message(self, result: SearchResult) -> None:
        """A message of a mail store: written as an .eml file in a private temporary folder and
        opened with the default application for mail (its store cannot be addressed from here);
        the copy is removed an hour later or when the app quits (:class:`.MessageCopies`)."""
        title = result.subject or self.tr("the message")
        try:
            copy = self.message_copies.make(Path(result.store), result.location, subject=result.subject)
        except ExtractionError as exc:
            self._show_message(
                self.tr("Could not open {title}: {reason}").format(title=title, reason=exc.reason), error=True
            )
            return
        if not self.open_path(str(copy)):
            self._show_message(self.tr("Could not open {path}").format(path=copy), error=True)

    def _open_command(self, result: SearchResult) -> list[str] | None:
        """How to open ``result`` at its place (PDF page, text line); None: the default handler."""
        path = result.path
        line = column = None
        editor = self.editor_command.strip()
        if editor and is_text_file(path):
            place = self.document_preview.place(result, self._query_text(), self._query_languages())
            line, column = place or (1, 1)
        page = result.page if path.lower().endswith(".pdf") else None
        try:
            return open_command(path, page=page, line=line, column=column, editor=editor)
        except Exception:  # a platform lookup gone wrong must not stop the file from opening
            log.exception("cannot work out how to open %s at its place", path)
            return None

    def _query_text(self) -> str:
        """The words of the query whose results are shown (their matches are marked in the
        preview): operators such as ``type:pdf`` or ``-draft`` are not words to mark."""
        return parse_query(self.search_box.text().strip()).free.strip()

    def _result_action(self, text: str, keys: str, slot: Any) -> QAction:
        action = QAction(text, self.results)
        if keys:  # Enter stays the list's own key (itemActivated)
            action.setShortcut(QKeySequence(keys))
            action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        action.triggered.connect(slot)
        self.results.addAction(action)
        return action

    @Slot()
    def _enable_result_actions(self, *_args: object) -> None:
        has = self.results.currentItem() is not None
        for action in (
            self.open_result_action,
            self.reveal_action,
            self.copy_path_action,
            self.more_like_this_action,
        ):
            action.setEnabled(has)

    @Slot()
    def _open_current(self) -> None:
        item = self.results.currentItem()
        if item is not None:
            self._on_result_activated(item)

    @Slot()
    def _more_like_this(self) -> None:
        """Search for the files like the selected one: the query ``like:"PATH"``, shown in the
        field (its chip says so; clearing it goes back), so other operators can be added."""
        path = self._current_path()
        if not path:
            return
        if '"' not in path:
            query = f'like:"{path}"'
        elif not any(ch.isspace() for ch in path):
            query = f"like:{path}"
        else:
            self._show_message(
                self.tr("Cannot search for files like {path}: its name holds both quotes and spaces.").format(
                    path=path
                )
            )
            return
        self.search_box.setText(query)
        self._emit_search()

    @Slot(str)
    def _on_chip_removed(self, query: str) -> None:
        self.search_box.setText(query)
        self._emit_search()
        self.search_box.setFocus()

    def _query_languages(self) -> list[str]:
        """The languages of the index, whose stems the query's words are matched by."""
        return list(self.last_status.languages) if self.last_status is not None else []

    @Slot(QListWidgetItem, QListWidgetItem)
    def _on_current_changed(self, current: QListWidgetItem | None, _previous: QListWidgetItem | None) -> None:
        result: SearchResult | None = current.data(RESULT_ROLE) if current is not None else None
        self.document_preview.show_result(result, self._query_text(), self._query_languages())

    def _current_path(self) -> str | None:
        item = self.results.currentItem()
        return item.data(PATH_ROLE) if item is not None else None

    @Slot()
    def _reveal_current(self) -> None:
        item = self.results.currentItem()
        result: SearchResult | None = item.data(RESULT_ROLE) if item is not None else None
        path = result.store if result is not None and result.store else self._current_path()
        if path and not self.reveal_path(path):
            self._show_message(self.tr("Could not show {path} in its folder").format(path=path), error=True)

    @Slot()
    def _copy_current_path(self) -> None:
        path = self._current_path()
        if path:
            QGuiApplication.clipboard().setText(path)
            self._show_message(self.tr("Copied {path}").format(path=path))

    def _show_status(self, status: EngineStatus) -> None:
        self.last_status = status
        files = self.tr("%Ln file(s)", "", status.files)
        passages = self.tr("%Ln passage(s) indexed", "", status.chunks)
        if status.messages:
            messages = self.tr("%Ln message(s) in mail stores", "", status.messages)
            counts = self.tr("{files}, {messages}, {passages}").format(
                files=files, messages=messages, passages=passages
            )
        else:
            counts = self.tr("{files}, {passages}").format(files=files, passages=passages)
        parts = [
            counts,
            self.tr("{model} on {device}").format(model=status.model, device=reasons.shown(status.device)),
            status.reranker or self.tr("no reranker"),
        ]
        if status.switching_to:
            parts.append(self.tr("switching to {model}").format(model=Path(status.switching_to).name))
        if status.meaning_pending:
            parts.append(
                self.tr(
                    "%Ln file(s) searchable by words, their meaning not yet read ({passages})",
                    "",
                    status.meaning_files,
                ).format(passages=self.tr("%Ln passage(s)", "", status.meaning_pending))
            )
        self.status_label.setText(" · ".join(parts))
        warnings = [reasons.shown(status.model_warning)] if status.model_warning else []
        warnings += status.settings_warnings
        if note := self._switch_note(status):
            warnings.append(note)
        if warnings:
            self._show_message("\n".join(warnings), error=True)

    def _switch_note(self, status: EngineStatus) -> str:
        """Why a model switch that ran to its end left the index in use as it was ("" if none)."""
        if not (status.switch_waiting and status.switching_to):
            return ""
        return self.tr("Still searching with {model}: {reason}").format(
            model=status.model, reason=reasons.shown(status.switch_waiting)
        )

    def _show_welcome(self, text: str) -> None:
        self._show_message(text)
        self._welcome = True

    def _show_message(self, text: str, *, error: bool = False) -> None:
        self._welcome = False
        self.message.setText(text)
        self.message.setVisible(bool(text))
        self.message.setStyleSheet("color: white; background: #b3261e; padding: 4px;" if error else "")


def _search_note(note: str) -> str:
    """The engine's note on a search, in the user's language: one of its own words ("reranking…"),
    or a reason ("not reranked: <why the reranker cannot be used>")."""
    said = texts.translate("Search", note)
    return reasons.shown(note) if said == note else said


def plain_tooltip(text: str) -> str:
    """``text`` as a tooltip shown literally (Qt reads a tooltip that looks like markup as markup)."""
    return "<qt>" + html.escape(text).replace("\n", "<br>") + "</qt>"


def _figure(value: float) -> str:
    """A number as the locale writes it: whole when it is, else with one decimal."""
    return texts.number(value, 0 if float(value).is_integer() else 1)


def _seconds(seconds: float) -> str:
    """A duration as :func:`texts.duration` writes it, under a second with a decimal ("0.4 s")."""
    if seconds >= 1:
        return texts.duration(seconds)
    return texts.translate("Texts", "{seconds} s").format(seconds=texts.number(seconds, 1))
