"""The main window: search field, filters, results with a preview, indexing status.

The window composes its parts and wires their signals: the filter boxes (:mod:`.filters`), the
results list (:mod:`.results_list`, opened through :mod:`.opening`), the preview pane
(:mod:`.preview`), the status line (:mod:`.status_line`) and the offers (:mod:`.offers`). The
search itself (the field, its requests and their answers) and the messages above the results are
its own.
"""

from __future__ import annotations

import html
import os
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QSize, Qt, QTimer, Signal, Slot
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidgetItem,
    QMainWindow,
    QPushButton,
    QSplitter,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from ..core.common import reasons, texts
from ..core.contracts import Answer, EngineStatus, RerankerOffer, RunProgress, RunSummary
from ..core.extract.message_copies import MessageCopies
from ..core.searching.filters import SearchFilters
from ..core.searching.query_syntax import parse_query
from ..core.searching.results import SearchResult
from ..core.searching.searcher import NO_WORD_MATCH
from ..core.text.languages import ModelOffer
from . import mnemonics
from .accessibility import Announcer, plain_descriptions
from .filters import FilterBar
from .i18n import seconds
from .offers import DriveVectorsOfferBar, MailOfferBar, ModelOfferBar, RerankerOfferButton
from .opening import ResultOpener
from .player import PlayerPanel
from .preview import PreviewPane
from .query_chips import QueryChips, SyntaxHelpButton
from .result_delegate import RESULT_ROLE
from .results_list import PATH_ROLE, ResultsList
from .screen_fit import fit_to_screen
from .status_line import StatusLine, switch_note

SEARCH_DEBOUNCE_MS = 250


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
    drive_vectors_accepted = Signal(str)
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
        #: Opens what the user activates in the results (its seams are replaced in tests).
        self.opener = ResultOpener(self.message_copies, self)

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
        #: File type, modified, folder: what the search is limited to.
        self.filter_bar = FilterBar()
        self.type_filter = self.filter_bar.type_filter
        self.date_filter = self.filter_bar.date_filter
        self.folder_filter = self.filter_bar.folder_filter
        self.results = ResultsList()
        #: Said over the (empty) results list while an answer is awaited.
        self.list_note = self.results.list_note
        self.more_like_this_action = self.results.more_like_this_action
        self.preview = PreviewPane()
        self.preview_note = self.preview.preview_note
        #: Fills the preview: passages at once, a text file's whole text once it is read.
        self.document_preview = self.preview.document_preview
        #: Plays a recording from its moment (Enter on a recording), under the preview.
        self.player = PlayerPanel()
        self.opener.set_player(self.player)
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
        #: Counts, model and device, a switch under way, progress, Pause, the files not indexed.
        self.status_line = StatusLine()
        self.status_label = self.status_line.status_label
        self.failures_label = self.status_line.failures_label
        self.pause_button = self.status_line.pause_button
        #: One click to download the reranker the catalog offers (shown while none is in use).
        self.reranker_offer = RerankerOfferButton()
        #: The built-in multilingual model, offered when much of the index is not in English.
        self.model_offer = ModelOfferBar()
        self.model_offer_text = self.model_offer.text_label
        self.model_offer_use = self.model_offer.use_button
        self.model_offer_later = self.model_offer.later_button
        #: Mail found on this computer that no chosen folder holds: offered, added on a click.
        self.mail_offer = MailOfferBar()
        self.mail_offer_text = self.mail_offer.text_label
        self.mail_offer_add = self.mail_offer.add_button
        self.mail_offer_later = self.mail_offer.later_button
        #: A drive indexed with another model: this computer's model's vectors, added on a click.
        self.drive_offer = DriveVectorsOfferBar()
        # Paths, file names and model names are shown as they are, never read as markup.
        for label in (self.message, self.search_note):
            label.setTextFormat(Qt.TextFormat.PlainText)
        #: The text of the query whose answer is awaited ("" when none is).
        self.pending_query = ""
        self._welcome = False

        top = QHBoxLayout()
        top.addWidget(self.search_box, 1)
        top.addWidget(self.syntax_help)
        top.addWidget(self.add_button)
        top.addWidget(self.models_button)
        top.addWidget(self.settings_button)
        filters = QHBoxLayout()
        filters.addWidget(self.filter_bar)
        filters.addStretch(1)
        filters.addWidget(self.search_note)
        filters.addWidget(self.reranker_offer)
        splitter = QSplitter()
        splitter.setAccessibleName(self.tr("Results and preview"))
        splitter.addWidget(self.results)
        preview_side = QWidget()
        preview_layout = QVBoxLayout(preview_side)
        preview_layout.setContentsMargins(0, 0, 0, 0)
        preview_layout.addWidget(self.preview, 1)
        preview_layout.addWidget(self.player)
        splitter.addWidget(preview_side)
        splitter.setStretchFactor(0, 3)
        splitter.setStretchFactor(1, 2)
        layout = QVBoxLayout()
        layout.addLayout(top)
        layout.addWidget(self.query_chips)
        layout.addLayout(filters)
        layout.addWidget(self.message)
        layout.addWidget(self.spelling_note)
        layout.addWidget(self.model_offer)
        layout.addWidget(self.mail_offer)
        layout.addWidget(self.drive_offer)
        layout.addWidget(splitter, 1)
        layout.addWidget(self.status_line)
        central = QWidget()
        central.setLayout(layout)
        self.setCentralWidget(central)

        self._debounce = QTimer(self, singleShot=True, interval=SEARCH_DEBOUNCE_MS)
        self._debounce.timeout.connect(self._emit_search)
        self.search_box.textChanged.connect(self._on_search_text_changed)
        self.search_box.returnPressed.connect(self._emit_search)
        self.filter_bar.changed.connect(self._emit_search)
        self.add_button.clicked.connect(self._on_add_clicked)
        self.settings_button.clicked.connect(self.settings_requested)
        self.models_button.clicked.connect(self.models_requested)
        QShortcut(QKeySequence("Ctrl+M"), self, activated=self.models_requested.emit)
        self.status_line.failures_requested.connect(self.failures_requested)
        self.reranker_offer.download_requested.connect(self.reranker_download_requested)
        self.model_offer.accepted.connect(self.model_offer_accepted)
        self.model_offer.declined.connect(self.model_offer_declined)
        self.mail_offer.accepted.connect(self._on_mail_offer_accepted)
        self.drive_offer.accepted.connect(self.drive_vectors_accepted)
        QShortcut(QKeySequence("Ctrl+,"), self, activated=self.settings_requested.emit)
        self.status_line.pause_toggled.connect(self.pause_toggled)
        self.results.open_requested.connect(self._on_result_activated)
        self.results.reveal_requested.connect(self.opener.reveal)
        self.results.like_requested.connect(self._on_like_requested)
        self.results.said.connect(self._on_said)
        self.opener.said.connect(self._on_said)
        self.results.currentItemChanged.connect(self._on_current_changed)
        self.preview.settings_requested.connect(self.settings_requested)
        QShortcut(QKeySequence("Ctrl+L"), self, activated=self._focus_search)
        QShortcut(QKeySequence("Ctrl+O"), self, activated=self._on_add_clicked)
        #: Tells a screen reader the number of results and, now and then, how indexing goes.
        self.announcer = Announcer(self)
        self.status_line.progress_described.connect(self.progress_described)
        self.status_line.progress_described.connect(self._announce_progress)
        plain_descriptions(self)
        mnemonics.assign(self)  # Alt+letter for every button and filter, in the user's language
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
        self.mail_offer.show_offer(status.mail_found)
        if self.search_box.text().strip():
            self._emit_search()

    @Slot(list)
    def _on_mail_offer_accepted(self, folders: list[str]) -> None:
        if self._welcome:
            self._show_message("")
        self.folders_added.emit(folders)

    @Slot(object)
    def on_reranker_offered(self, offer: RerankerOffer | None) -> None:
        """Offer the catalog's reranker while none is in use (None: nothing to offer)."""
        self.reranker_offer.show_offer(offer)

    @Slot(object)
    def on_model_offered(self, offer: ModelOffer | None) -> None:
        """Offer the built-in multilingual model (None: nothing to offer, or no longer)."""
        self.model_offer.show_offer(offer)

    @Slot(str)
    def on_engine_failed(self, message: str) -> None:
        self.status_line.show_engine_failed()
        self._show_message(reasons.shown(message), error=True)
        self.add_button.setEnabled(False)

    @Slot(object)
    def on_progress(self, p: RunProgress) -> None:
        if self._welcome:
            self._show_message("")  # a folder is being indexed: the welcome has done its job
        self.status_line.show_progress(p)

    @Slot(str)
    def _announce_progress(self, text: str) -> None:
        self.announcer.announce("progress", text)

    @Slot(list)
    def on_failures(self, failures: list[list[str]]) -> None:
        self.failures = failures
        self.status_line.show_failures(failures)

    @Slot(object)
    def on_indexing_finished(self, summary: RunSummary) -> None:
        self.status_line.show_indexing_finished()
        self._show_status(summary.status)
        self._set_folders(summary.status.folders)
        report = summary.report
        failed = report.files_failed
        if report.files_indexed or failed:
            took = seconds(report.seconds)
            if failed:
                text = self.tr(
                    "Indexed %Ln new or changed file(s) in {duration}; {failed} could not be read.",
                    "",
                    report.files_indexed,
                ).format(duration=took, failed=texts.number(failed))
            else:
                text = self.tr("Indexed %Ln new or changed file(s) in {duration}.", "", report.files_indexed)
                text = text.format(duration=took)
            held = switch_note(summary.status) if summary.switched else ""
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
        self.results.hide_note()
        results = answer.results
        current = self.results.currentItem()
        keep = current.data(PATH_ROLE) if current is not None else None
        self.results.clear()
        note = answer.note or (self.tr("reranked") if answer.reranked else "")
        if self.reranker_offer.offer is not None and answer.no_reranker:
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
        self.results.show_results(results, keep=keep)
        self.announcer.announce("results", self.tr("%Ln result(s)", "", len(results)), urgent=True)

    def on_error(self, message: str) -> None:
        self._show_message(reasons.shown(message), error=True)  # a model's reason, in the user's words

    # -- internals ------------------------------------------------------------

    def current_filters(self) -> SearchFilters:
        return self.filter_bar.current_filters(as_typed=self._as_typed)

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
            self.results.hide_note()
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
        self.results.show_searching(query)
        self.search_note.setText(self.tr("searching…"))

    @property
    def folders(self) -> list[str]:
        return list(self._folders)

    def _set_folders(self, folders: list[str]) -> None:
        self._folders = list(folders)
        self._has_folders = bool(folders)
        if folders and self._welcome:
            self._show_message("")  # the welcome has done its job
        self.filter_bar.set_folders(folders)

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

    @Slot(QListWidgetItem)
    def _on_result_activated(self, item: QListWidgetItem) -> None:
        self.opener.open_item(item, editor=self.editor_command, place=self._place)

    def _place(self, result: SearchResult) -> tuple[int, int] | None:
        """Where the query's best match is in ``result``'s text file (line, column)."""
        return self.document_preview.place(result, self._query_text(), self._query_languages())

    def _query_text(self) -> str:
        """The words of the query whose results are shown (their matches are marked in the
        preview): operators such as ``type:pdf`` or ``-draft`` are not words to mark."""
        return parse_query(self.search_box.text().strip()).free.strip()

    @Slot(str)
    def _on_like_requested(self, query: str) -> None:
        """ "More like this": the query ``like:"PATH"``, shown in the field (its chip says so;
        clearing it goes back), so other operators can be added."""
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

    def _show_status(self, status: EngineStatus) -> None:
        self.last_status = status
        self.status_line.show_status(status)
        self.drive_offer.show_offer(status.shared, status.model)
        warnings = [reasons.shown(status.model_warning)] if status.model_warning else []
        warnings += status.settings_warnings
        if note := switch_note(status):
            warnings.append(note)
        if warnings:
            self._show_message("\n".join(warnings), error=True)

    def _show_welcome(self, text: str) -> None:
        self._show_message(text)
        self._welcome = True

    @Slot(str, bool)
    def _on_said(self, text: str, error: bool) -> None:
        self._show_message(text, error=error)

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
