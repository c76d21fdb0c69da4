"""The preview pane: the selected result's passages at once, then (text formats) the whole file.

For plain text, Markdown and code the pane shows the file's whole text (a window of
:data:`~desktop_search.core.searching.places.PREVIEW_CHARS` characters around the best passage of a
longer one, said so), every match of the query marked, the best passage on a light
background and scrolled into view. The file is read and matched on a worker thread
(reading may be slow on a network drive, matching a long file takes a fraction of a
second); the passages are shown meanwhile. The text is inserted as plain text and marked
with character formats, never parsed as HTML: a file's content is shown as it is.

A recording shows its transcript around the moment (the result's passage and its neighbours, one
line per segment, from the index: :attr:`SearchResult.transcript`), each line with the time it is
said, the query's words marked, the moment's line shaded and scrolled into view; Enter plays it
from there (:mod:`.player`).

Other formats (PDF, Office, e-mail, HTML) show their matching passages only: their text
comes from parsers that indexing runs in a sandboxed process with limits on time and
memory, which the window has no business running in its own process.
"""

from __future__ import annotations

import functools
import html
import itertools
import logging
from collections import OrderedDict
from collections.abc import Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field

from PySide6.QtCore import QCoreApplication, QObject, Qt, QUrl, Signal, Slot
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontDatabase,
    QPalette,
    QTextBlockFormat,
    QTextCharFormat,
    QTextCursor,
    QTextDocument,
)
from PySide6.QtWidgets import QLabel, QTextBrowser, QVBoxLayout

from ..core.common import texts
from ..core.common.texts import QT_TRANSLATE_NOOP
from ..core.extract.document import ExtractionError
from ..core.indexing.volumes import REMOTE_BUDGET_S, look, may_hang
from ..core.searching.moments import Line, clock
from ..core.searching.places import TextWindow, load_text, place_of, text_kind
from ..core.searching.results import SearchResult
from ..core.text.lexical import Query, detect_language
from .i18n import Context
from .result_delegate import marked_html, moment_label, ocr_label

log = logging.getLogger(__name__)

MainWindow = Context("MainWindow")  # the pane's strings are the window's (lupdate reads the name)

#: Said at the end of every preview: what the keyboard does with the selected result (in English:
#: :func:`keys_hint` gives the user's language).
KEYS_HINT = QT_TRANSLATE_NOOP(
    "Preview",
    "Enter opens the file · Ctrl+R shows it in its folder · Ctrl+Shift+C copies its path · "
    "Ctrl+Shift+L finds files like it",
)
RECORDING_KEYS_HINT = QT_TRANSLATE_NOOP(
    "Preview",
    "Enter plays it from {time} · Ctrl+R shows it in its folder · Ctrl+Shift+C copies its path · "
    "Ctrl+Shift+L finds files like it",
)
MESSAGE_KEYS_HINT = QT_TRANSLATE_NOOP(
    "Preview",
    "Enter opens the message in your mail program · Ctrl+R shows its mail folder file · "
    "Ctrl+Shift+L finds messages and files like it",
)
#: Matches of the query: bold, dark on amber (readable in light and dark themes alike).
MATCH_BACKGROUND = QColor("#ffd54f")
MATCH_FOREGROUND = QColor("#000000")
#: Loaded documents kept for re-selection (the reranked answer selects the same file again).
_CACHE = 6


@dataclass(frozen=True)
class LoadedText:
    """A text file as the preview shows it: its text (or a window of it) and the query's matches."""

    window: TextWindow
    kind: str
    spans: list[tuple[int, int]] = field(default_factory=list)  #: into ``window.text``


def keyword_query(text: str, languages: Sequence[str] = ()) -> Query:
    """The query as the keyword index reads it (its words, their stems in the index's languages)."""
    return Query.parse(text, languages, lang=detect_language(text))


def load_document(path: str, focus: int, query: Query) -> LoadedText | None:
    """The text of a text-format file around ``focus`` and every match of ``query`` in it; None for
    other formats. Raises ``OSError`` or ``ExtractionError``. Runs on a worker thread."""
    kind = text_kind(path)
    if kind is None:
        return None
    window = load_text(path, focus=focus)
    spans = query.spans(window.text, detect_language(window.text)) if query else []
    return LoadedText(window, kind, spans)


def _read(path: str, focus: int, query: Query) -> LoadedText | None:
    """:func:`load_document`; on a share or a removable drive in an abandonable child with a
    budget (a hung share must not hold the preview's thread, or quitting, for as long as it hangs)."""
    if not may_hang(path):
        return load_document(path, focus, query)
    return look(lambda: load_document(path, focus, query), budget_s=REMOTE_BUDGET_S, what=f"preview {path}")


class Preview:
    """The translation context of this module's plurals: ``Preview.tr("%Ln x(s)", "", n)``.

    lupdate reads the count of ``QCoreApplication.translate(context, text, None, n)`` only when
    it is a literal number (an identifier there is taken for an encoding); for ``Name.tr(...)`` it
    marks a plural whatever the count, with ``Name`` as the context.
    """

    @staticmethod
    def tr(text: str, disambiguation: str | None = None, n: int = -1) -> str:
        return QCoreApplication.translate("Preview", text, disambiguation, n)


def keys_hint(message: bool = False) -> str:
    """:data:`KEYS_HINT` (or, for a message of a mail store, :data:`MESSAGE_KEYS_HINT`) in the
    user's language."""
    return QCoreApplication.translate("Preview", MESSAGE_KEYS_HINT if message else KEYS_HINT)


#: The link of :func:`words_only_html`: the settings, where machine-written text can be read
#: for its meaning too (the window opens them when it is clicked).
MEANING_SETTING_LINK = "settings:meaning_for_machine_text"


def words_only_html(result: SearchResult) -> str:
    """What the preview says of a result found by its words only (machine-written text), with the
    link to the choice that reads such files for their meaning too; "" for other results."""
    if not result.words_only:
        return ""
    said = QCoreApplication.translate(
        "Preview", "Found by its words only: machine-written text, not read for its meaning."
    )
    choice = QCoreApplication.translate("Preview", "Read such files for their meaning too…")
    return f"<p>{html.escape(said)} <a href='{MEANING_SETTING_LINK}'>{html.escape(choice)}</a></p>"


def passages_html(result: SearchResult) -> str:
    """The result's matching passages, their words marked (for every format)."""
    parts = [f"<h3>{html.escape(result.name)}</h3>"]
    if result.store:  # a message of a mail store: who sent it, and in which store it is
        sender = f"{html.escape(result.sender)}<br>" if result.sender else ""
        store = QCoreApplication.translate("Preview", "in {mail_store}").format(mail_store=result.store)
        parts.append(f"<p style='color:gray'>{sender}{html.escape(store)}</p>")
    else:
        parts.append(f"<p style='color:gray'>{html.escape(result.path)}</p>")
    parts.append(words_only_html(result))
    passages = result.passages
    for number, passage in enumerate(passages, 1):
        if len(passages) > 1:
            where = QCoreApplication.translate("Preview", "Passage {number} of {total}").format(
                number=texts.number(number), total=texts.number(len(passages))
            )
        else:
            where = QCoreApplication.translate("Preview", "Matching passage")
        if passage.page:
            page = QCoreApplication.translate("Preview", "page {page}").format(
                page=texts.number(passage.page)
            )
            where += f" · {page}"
        if passage.moment_s is not None:
            where += f" · {moment_label(passage.moment_s)}"
        if passage.ocr:
            where += f" · {ocr_label()}"
        body = marked_html(passage.snippet, passage.highlights)
        parts.append(f"<p style='color:gray'>{html.escape(where)}</p><p>{body}</p>")
    parts.append(f"<p style='color:gray'>{html.escape(keys_hint(bool(result.store)))}</p>")
    return "".join(parts)


class _Relay(QObject):
    """Carries finished loads from the worker thread to the GUI thread.

    One for the whole process, never deleted: a worker thread may finish after the window it
    loaded for is gone, and emitting a signal of a deleted object would crash. Qt drops what
    it carries for a receiver that no longer exists.
    """

    #: (preview number, generation, cache key, LoadedText | None)
    loaded = Signal(int, int, object, object)


_numbers = itertools.count(1)


@functools.cache
def _the_relay() -> _Relay:
    return _Relay()  # made on the GUI thread, by the first preview (before any load)


class DocumentPreview(QObject):
    """Fills a QTextBrowser with the selected result (see the module docstring).

    :meth:`show_result` renders at once what it can and loads the rest on a worker thread;
    a load that finishes after another result was selected is dropped.
    """

    def __init__(self, browser: QTextBrowser, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.browser = browser
        self._executor = ThreadPoolExecutor(max_workers=1, thread_name_prefix="preview")
        self._generation = 0
        self._cache: OrderedDict[tuple[object, ...], LoadedText | None] = OrderedDict()
        self._result: SearchResult | None = None
        self._query = Query(())
        #: What the pane shows in full now (None: passages only, or nothing).
        self.shown: LoadedText | None = None
        #: The last document made for a whole text (the browser's own holds passages).
        self._document: QTextDocument | None = None
        self._number = next(_numbers)
        # Emitted on the worker thread, run on this (GUI) thread.
        _the_relay().loaded.connect(self._on_loaded, Qt.ConnectionType.QueuedConnection)

    # -- what the window calls ---------------------------------------------------------

    def show_result(self, result: SearchResult | None, query: str, languages: Sequence[str] = ()) -> None:
        """Show ``result`` (None: nothing) for the query text ``query``."""
        self._generation += 1
        self._result = result
        self.shown = None
        if result is None:
            self.browser.clear()
            return
        self._query = keyword_query(query, languages)
        if result.transcript:  # a recording: what is said around the moment, from the index
            self._replace_document(render_transcript(self.browser, result, self._query))
            return
        key = self._key(result, query)
        if key in self._cache:
            self._cache.move_to_end(key)
            self._show(result, self._cache[key])
            return
        self.browser.setHtml(passages_html(result))
        if result.offline or result.store:
            # Its drive or share is away, or it is a message inside a mail store: the stored
            # passages (the whole message, up to the character limit) are what there is to show.
            return
        generation, terms = self._generation, self._query
        self._executor.submit(self._load, generation, key, result.path, result.char_start, terms)

    def place(
        self, result: SearchResult, query: str, languages: Sequence[str] = ()
    ) -> tuple[int, int] | None:
        """The line and column of ``result``'s best match in its (text) file; None when not text.

        Uses the text loaded for the preview when it holds the passage; else reads the file (on
        this thread: only when the user opens a result before its preview has loaded).
        """
        key = self._key(result, query)
        loaded = self._cache.get(key) if key in self._cache else self._load_now(result, query, languages)
        if loaded is None or not loaded.window.holds(result.char_start):
            return None
        return place_of(loaded.window, result.char_start, result.char_end, loaded.spans)

    # -- internals -----------------------------------------------------------------------

    @staticmethod
    def _key(result: SearchResult, query: str) -> tuple[object, ...]:
        # The window of a long file depends on the passage; its matches on the query.
        return (result.path, result.mtime_ns, result.char_start, query)

    def _load_now(self, result: SearchResult, query: str, languages: Sequence[str]) -> LoadedText | None:
        try:
            return _read(result.path, result.char_start, keyword_query(query, languages))
        except (OSError, ExtractionError) as exc:
            log.info("cannot read %s for its place: %s", result.path, exc)
            return None

    def _load(self, generation: int, key: tuple[object, ...], path: str, focus: int, query: Query) -> None:
        if generation != self._generation:
            return  # another result was selected meanwhile
        try:
            loaded = _read(path, focus, query)
        except (OSError, ExtractionError) as exc:
            log.info("no whole-text preview of %s: %s", path, exc)
            loaded = None
        except Exception:  # never let the worker die silently on a bug
            log.exception("preview of %s failed", path)
            loaded = None
        _the_relay().loaded.emit(self._number, generation, key, loaded)

    @Slot(int, int, object, object)
    def _on_loaded(
        self, number: int, generation: int, key: tuple[object, ...], loaded: LoadedText | None
    ) -> None:
        if number != self._number:
            return  # another window's preview
        self._cache[key] = loaded
        while len(self._cache) > _CACHE:
            self._cache.popitem(last=False)
        if generation == self._generation and self._result is not None:
            self._show(self._result, loaded)

    def _show(self, result: SearchResult, loaded: LoadedText | None) -> None:
        if loaded is None:
            self.browser.setHtml(passages_html(result))
            return
        self.shown = loaded
        self._replace_document(render_document(self.browser, result, loaded, self._query))

    def _replace_document(self, document: QTextDocument) -> None:
        previous, self._document = self._document, document
        document.setParent(self)
        if previous is not None:
            previous.deleteLater()


class PreviewPane(QTextBrowser):
    """The pane beside the results: what :class:`DocumentPreview` shows of the selected result,
    a note over it while it is empty, and its one link (to the settings).

    Signals:
        settings_requested(): the user followed the link to "read such files for their meaning".
    """

    settings_requested = Signal()

    def __init__(self) -> None:
        super().__init__()
        self.setOpenLinks(False)
        self.anchorClicked.connect(self._on_anchor_clicked)
        # What the empty preview is for, word-wrapped over it (Qt's placeholder is one line: cut
        # off in a narrow pane, with large text or in a longer language).
        self.preview_note = QLabel(MainWindow.tr("The matching passages of the selected file appear here."))
        self.preview_note.setTextFormat(Qt.TextFormat.PlainText)
        self.preview_note.setWordWrap(True)
        self.preview_note.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeading)
        self.preview_note.setEnabled(False)  # quiet, like a placeholder
        self.preview_note.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        preview_note_layout = QVBoxLayout(self.viewport())
        preview_note_layout.addWidget(self.preview_note)
        self.textChanged.connect(self._show_preview_note)
        self.setAccessibleName(MainWindow.tr("Preview"))
        #: Fills the preview: passages at once, a text file's whole text once it is read.
        self.document_preview = DocumentPreview(self, self)

    @Slot()
    def _show_preview_note(self) -> None:
        self.preview_note.setVisible(self.document().isEmpty())

    @Slot(QUrl)
    def _on_anchor_clicked(self, url: QUrl) -> None:
        # The preview's only link: "read such files for their meaning too" (a words-only result).
        if url.toString() == MEANING_SETTING_LINK:
            self.settings_requested.emit()


def render_document(
    browser: QTextBrowser, result: SearchResult, loaded: LoadedText, query: Query
) -> QTextDocument:
    """The whole (or a window of the) text in ``browser``: matches marked, best passage shown.

    The text goes into a new document that is handed to ``browser`` once complete: built apart
    from the view, it is laid out once, and only as far as the view needs (returned: its owner
    deletes it when it is replaced).
    """
    window, spans = loaded.window, loaded.spans
    document = QTextDocument()
    document.setUndoRedoEnabled(False)  # a read-only view: no copy of every edit
    document.setDefaultFont(browser.document().defaultFont())
    document.setDocumentMargin(browser.document().documentMargin())
    cursor = QTextCursor(document)
    cursor.beginEditBlock()
    cursor.insertHtml(_header_html(result, loaded, query))
    body = QTextCharFormat()
    if loaded.kind == "code":
        body.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
    cursor.insertBlock(QTextBlockFormat(), body)
    base = cursor.position()
    cursor.insertText(window.text, body)  # plain text: nothing in it is read as markup
    # The best passage: a light tint of the selection colour over its whole extent.
    best_start = max(result.char_start - window.start, 0)
    best_end = min(result.char_end - window.start, len(window.text))
    if best_start < best_end:
        tint = QTextCharFormat()
        colour = QColor(browser.palette().color(QPalette.ColorRole.Highlight))
        colour.setAlpha(60)
        tint.setBackground(colour)
        _format(cursor, base + best_start, base + best_end, tint)
    mark = QTextCharFormat()
    mark.setFontWeight(QFont.Weight.Bold)
    mark.setBackground(MATCH_BACKGROUND)
    mark.setForeground(MATCH_FOREGROUND)
    for start, end in spans:
        _format(cursor, base + start, base + end, mark)
    cursor.endEditBlock()
    browser.setDocument(document)
    # Scroll the best passage (its first match, where it has one) to near the top of the pane.
    target = next((s for s, _e in spans if best_start <= s < best_end), best_start)
    at = QTextCursor(document)
    at.setPosition(base + min(target, len(window.text)))
    bar = browser.verticalScrollBar()
    wanted = bar.value() + browser.cursorRect(at).top() - browser.viewport().height() // 5
    if wanted > bar.maximum():  # laid out this far, but the view has not been told the new size yet
        bar.setRange(0, wanted)
    bar.setValue(wanted)
    return document


def _format(cursor: QTextCursor, start: int, end: int, fmt: QTextCharFormat) -> None:
    cursor.setPosition(start)
    cursor.setPosition(end, QTextCursor.MoveMode.KeepAnchor)
    cursor.mergeCharFormat(fmt)


def _header_html(result: SearchResult, loaded: LoadedText, query: Query) -> str:
    window = loaded.window
    count = len(loaded.spans)
    if window.whole:
        extent = QCoreApplication.translate("Preview", "The whole file")
    elif not window.cut_before:
        extent = QCoreApplication.translate(
            "Preview", "Lines {first}–{last} (the file is longer than the preview shows)"
        ).format(first=texts.number(1), last=texts.number(window.last_line))
    else:
        extent = QCoreApplication.translate(
            "Preview", "Lines {first}–{last} of a long file, around the best passage"
        ).format(first=texts.number(window.first_line), last=texts.number(window.last_line))
    if query:
        words = Preview.tr("%Ln match(es) of your words marked", "", count)
    else:
        words = QCoreApplication.translate("Preview", "no words to mark")
    shaded = QCoreApplication.translate("Preview", "the best passage is shaded")
    return (
        f"<h3>{html.escape(result.name)}</h3>"
        f"<p style='color:gray'>{html.escape(result.path)}<br>"
        f"{html.escape(extent)} · {html.escape(words)} · {html.escape(shaded)}<br>"
        f"{html.escape(keys_hint())}</p>{words_only_html(result)}"
    )


def moment_line(lines: Sequence[Line], moment_s: float) -> int:
    """The line of the transcript said at ``moment_s`` (the last one starting by then)."""
    found = 0
    for i, line in enumerate(lines):
        if line.start_s <= moment_s + 1e-3:
            found = i
    return found


def render_transcript(browser: QTextBrowser, result: SearchResult, query: Query) -> QTextDocument:
    """A recording's transcript around its moment in ``browser``: a line per segment with the time
    it is said, the query's words marked, the moment's line shaded and near the top of the pane.
    Inserted as plain text (nothing said is read as markup), like :func:`render_document`."""
    lines = result.transcript
    at = moment_line(lines, result.moment_s or 0.0)
    document = QTextDocument()
    document.setUndoRedoEnabled(False)
    document.setDefaultFont(browser.document().defaultFont())
    document.setDocumentMargin(browser.document().documentMargin())
    cursor = QTextCursor(document)
    cursor.beginEditBlock()
    spans = [query.spans(line.text, detect_language(line.text)) if query else [] for line in lines]
    cursor.insertHtml(_transcript_header_html(result, sum(len(s) for s in spans), query))
    stamp = QTextCharFormat()
    stamp.setForeground(browser.palette().color(QPalette.ColorGroup.Disabled, QPalette.ColorRole.Text))
    body = QTextCharFormat()
    now = QTextCharFormat()  # the moment's time: as readable as its words, on the shade
    now.setFontWeight(QFont.Weight.Bold)
    mark = QTextCharFormat()
    mark.setFontWeight(QFont.Weight.Bold)
    mark.setBackground(MATCH_BACKGROUND)
    mark.setForeground(MATCH_FOREGROUND)
    shaded = QTextBlockFormat()
    colour = QColor(browser.palette().color(QPalette.ColorRole.Highlight))
    colour.setAlpha(60)
    shaded.setBackground(colour)
    target = 0
    for i, (line, found) in enumerate(zip(lines, spans, strict=True)):
        cursor.insertBlock(shaded if i == at else QTextBlockFormat(), body)
        if i == at:
            target = cursor.position()
        cursor.insertText(clock(line.start_s) + "  ", now if i == at else stamp)
        base = cursor.position()
        cursor.insertText(line.text, body)  # plain text: nothing said is read as markup
        for start, end in found:
            _format(cursor, base + start, base + end, mark)
        cursor.movePosition(QTextCursor.MoveOperation.End)
    cursor.endEditBlock()
    browser.setDocument(document)
    place = QTextCursor(document)
    place.setPosition(target)
    bar = browser.verticalScrollBar()
    wanted = bar.value() + browser.cursorRect(place).top() - browser.viewport().height() // 5
    if wanted > bar.maximum():
        bar.setRange(0, wanted)
    bar.setValue(max(0, wanted))
    return document


def _transcript_header_html(result: SearchResult, count: int, query: Query) -> str:
    when = clock(result.moment_s or 0.0)
    if query:
        words = Preview.tr("%Ln match(es) of your words marked", "", count)
    else:
        words = QCoreApplication.translate("Preview", "no words to mark")
    extent = QCoreApplication.translate("Preview", "What is said around the moment")
    shaded = QCoreApplication.translate("Preview", "the moment is shaded")
    hint = QCoreApplication.translate("Preview", RECORDING_KEYS_HINT).format(time=when)
    return (
        f"<h3>{html.escape(result.name)} · {html.escape(moment_label(result.moment_s or 0.0))}</h3>"
        f"<p style='color:gray'>{html.escape(result.path)}<br>"
        f"{html.escape(extent)} · {html.escape(words)} · {html.escape(shaded)}<br>"
        f"{html.escape(hint)}</p>"
    )
