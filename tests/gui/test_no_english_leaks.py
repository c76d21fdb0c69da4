"""No English reaches a translated window: every text it shows went through translation.

tests/unit/test_translations.py reads the source for literals that bypass ``tr()``; this test
runs the app. A *marking* translation is installed (Qt's, and the core's :mod:`.texts`): every
translated piece of text comes back as ``⟦source⟧``, the fields filled in after translation
(``{name}``) left outside the brackets, so an English reason put into a translated sentence is
still seen. Then every window and dialog is opened in the states a user meets (empty, indexing,
with results and a preview, with files that could not be read, the offers, Settings, Models,
the list of failures, the tray menu) and every text of every visible widget is read. Once the
marked spans and the user's own data (paths, file names, the files' words, model names) are
taken out, no Latin letter may be left: one left is English that bypassed translation.

The corpus is in Russian, so its words (snippets, the preview, spelling suggestions) hold no
Latin letter and need no filter; the few Latin names the app shows (paths under pytest's
temporary folder, the files' extensions, the model names) are listed as user data.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6 import QtGui
from PySide6.QtCore import QAbstractItemModel, QAbstractListModel, QModelIndex, QObject, Qt, QTranslator, Slot
from PySide6.QtGui import QTextDocumentFragment
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractSpinBox,
    QComboBox,
    QGroupBox,
    QLabel,
    QLineEdit,
    QMenu,
    QProgressBar,
    QSpinBox,
    QTabWidget,
    QTextEdit,
    QWidget,
)

from desktop_search.core.common import texts
from desktop_search.core.contracts import RerankerOffer, RunProgress
from desktop_search.ui.main_window import MainWindow

OPEN, CLOSE = "⟦", "⟧"
_FIELD = re.compile(r"(\{[a-z_]*\})")


def marked(source: str, n: int = -1) -> str:
    """``source`` as English (its plural resolved, ``%n`` filled), each piece between its fields
    bracketed: "⟦Cannot use ⟧{name}⟦ for search: ⟧{reason}". Brackets around the whole text
    would hide an untranslated field value ("{reason}" filled with English) inside them."""
    text = texts._english("", source, n)
    pieces = _FIELD.split(text)
    return "".join(
        piece if i % 2 else (f"{OPEN}{piece}{CLOSE}" if piece else "") for i, piece in enumerate(pieces)
    )


class MarkingTranslator(QTranslator):
    """Qt's side: the app's strings and Qt's own (buttons, key names) come back marked."""

    def translate(self, context: str, source: str, disambiguation: str | None = None, n: int = -1) -> str:
        del context, disambiguation
        return marked(source, n)

    def isEmpty(self) -> bool:
        return False


@pytest.fixture
def marking(qapp) -> Iterator[None]:
    translator = MarkingTranslator(qapp)
    qapp.installTranslator(translator)  # the last installed is asked first
    texts.install(lambda context, text, n: marked(text, n))
    yield
    qapp.removeTranslator(translator)
    texts.reset()


# -- what is left once the translated text and the user's data are taken out ---------------------

_MARKED = re.compile(f"{OPEN}[^{OPEN}{CLOSE}]*{CLOSE}")
#: Names that stay as they are in every language: products, formats, and the key names Qt
#: writes in a shortcut's native text (Qt translates those through its own QShortcut strings,
#: marked too; these are what a settings file takes and the notes name).
_KEPT = re.compile(
    r"(?<![A-Za-z])(?:llama\.cpp|llama-cpp-python|GGUF|CPU|GPU|OCR|Desktop Search"
    # File formats, as a reason names them ("not a valid {format} file"): the same in every language.
    r"|PDF|DOCX|XLSX|PPTX|ODT|ODS|ODP|EPUB|EMLX|RTF|HTML|XML|CSV|ZIP|PNG|JPEG"
    # The editor command's fields, typed as they are in every language ("gedit +{line} {file}").
    r"|\{file\}|\{line\}|\{column\})(?![A-Za-z])"
)
#: A library's own message in a reason ("CalamineError: Cannot detect file format"): shown as
#: it is by design (reasons.py: "an OS or library error ... is shown as it is"); taken out
#: before the marks, so that it ends where the translated text around it goes on.
_LIBRARY_ERROR = re.compile(f"(?<![A-Za-z])[A-Z][A-Za-z]*(?:Error|Exception): [^{OPEN}{CLOSE}\n]*")
_LETTERS = re.compile(r"[A-Za-z][A-Za-z'’.-]*")


def plain(text: str) -> str:
    """A label's or a tooltip's text as the user reads it (rich text without its markup)."""
    if QtGui.Qt.mightBeRichText(text):  # type: ignore[attr-defined]
        return QTextDocumentFragment.fromHtml(text).toPlainText()
    return text


def english_left(text: str, user_data: list[str]) -> list[str]:
    """The words of ``text`` that no translation went through and that are not user data."""
    text = _LIBRARY_ERROR.sub(" ", text)
    while True:  # nested spans: a translated text inside another
        stripped = _MARKED.sub(" ", text)
        if stripped == text:
            break
        text = stripped
    for data in user_data:  # longest first: a path before the file name it ends with
        # As whole words: the Tesseract code "por" is not taken out of "report".
        text = re.sub(f"(?<![A-Za-z]){re.escape(data)}(?![A-Za-z])", " ", text)
    text = _KEPT.sub(" ", text)
    return _LETTERS.findall(text)


def _columns(model: QAbstractItemModel, parent: QModelIndex) -> int:
    if isinstance(model, QAbstractListModel):  # its columnCount() is private in PySide6
        return 0 if parent.isValid() else 1
    return model.columnCount(parent)


def _index_texts(view: QAbstractItemView) -> Iterator[tuple[str, str]]:
    model = view.model()
    if model is None:
        return
    for orientation in (Qt.Orientation.Horizontal, Qt.Orientation.Vertical):
        count = _columns(model, QModelIndex()) if orientation == Qt.Orientation.Horizontal else 0
        for section in range(count):
            for role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
                value = model.headerData(section, orientation, role)
                if isinstance(value, str):
                    yield f"header {section}", value

    def walk(parent: QModelIndex) -> Iterator[tuple[str, str]]:
        for row in range(model.rowCount(parent)):
            for column in range(_columns(model, parent)):
                index = model.index(row, column, parent)
                for role, name in (
                    (Qt.ItemDataRole.DisplayRole, "item"),
                    (Qt.ItemDataRole.ToolTipRole, "item tooltip"),
                    (Qt.ItemDataRole.AccessibleTextRole, "item accessible name"),
                ):
                    value = index.data(role)
                    if isinstance(value, str):
                        yield f"{name} {row},{column}", value
                if column == 0:
                    yield from walk(index)

    yield from walk(QModelIndex())


def widget_texts(widget: QWidget) -> Iterator[tuple[str, str]]:
    """(what, text) for every text ``widget`` shows or says (to a screen reader too)."""
    if widget.isWindow():
        yield "windowTitle", widget.windowTitle()
    yield "toolTip", widget.toolTip()
    yield "statusTip", widget.statusTip()
    yield "whatsThis", widget.whatsThis()
    yield "accessibleName", widget.accessibleName()
    yield "accessibleDescription", widget.accessibleDescription()
    if isinstance(widget, QLabel):
        yield "text", widget.text()
    if isinstance(widget, QAbstractButton):
        yield "text", widget.text()
    if isinstance(widget, QLineEdit):
        yield "placeholderText", widget.placeholderText()
        if widget.isReadOnly():
            yield "text", widget.text()
    if isinstance(widget, QTextEdit):
        yield "placeholderText", widget.placeholderText()
        yield "plain text", widget.toPlainText()
    if isinstance(widget, QGroupBox):
        yield "title", widget.title()
    if isinstance(widget, QComboBox):
        for i in range(widget.count()):
            yield f"item {i}", widget.itemText(i)
            tip = widget.itemData(i, Qt.ItemDataRole.ToolTipRole)
            if isinstance(tip, str):
                yield f"item {i} tooltip", tip
    if isinstance(widget, QSpinBox):
        yield "prefix", widget.prefix()
        yield "suffix", widget.suffix()
    if isinstance(widget, QAbstractSpinBox):
        yield "specialValueText", widget.specialValueText()
    if isinstance(widget, QProgressBar) and widget.isTextVisible():
        yield "text", widget.text()
    if isinstance(widget, QTabWidget):
        for i in range(widget.count()):
            yield f"tab {i}", widget.tabText(i)
            yield f"tab {i} tooltip", widget.tabToolTip(i)
    if isinstance(widget, QAbstractItemView) and not isinstance(widget, QComboBox):
        yield from _index_texts(widget)
    for action in widget.actions():
        for what, text in (("action", action.text()), ("action tooltip", action.toolTip())):
            yield f"{what} {action.objectName()}", text
        if (menu := action.menu()) is not None and isinstance(menu, QMenu):
            for sub in menu.actions():
                yield "menu action", sub.text()


def _path_of(widget: QWidget, window: QWidget) -> str:
    """Where ``widget`` is: the window's attribute that holds it, else its parents' classes."""
    names = {id(value): name for name, value in vars(window).items() if isinstance(value, QWidget)}
    parts = []
    node: QWidget | None = widget
    while node is not None and node is not window:
        parts.append(names.get(id(node)) or node.objectName() or type(node).__name__)
        node = node.parentWidget()
    return f"{type(window).__name__}/" + "/".join(reversed(parts))


class Leaks:
    """English found so far, window by window (a text reported once)."""

    def __init__(self, user_data: list[str]) -> None:
        self.user_data = sorted(set(user_data), key=len, reverse=True)
        self.found: dict[str, str] = {}
        self.seen = 0

    def add_data(self, *data: str) -> None:
        self.user_data = sorted({*self.user_data, *(d for d in data if d)}, key=len, reverse=True)

    def check_text(self, where: str, text: str) -> None:
        if not text:
            return
        self.seen += 1
        shown = plain(text)
        words = english_left(shown, self.user_data)
        if words and shown not in self.found:
            self.found[shown] = f"{where}: {' '.join(words)!r} in {shown[:300]!r}"

    def check(self, window: QWidget, state: str) -> None:
        for widget in [window, *window.findChildren(QWidget)]:
            if widget is not window and not widget.isVisibleTo(window):
                continue
            if isinstance(widget, QMenu):
                continue  # a menu is read through the actions of the widget it belongs to
            for what, text in widget_texts(widget):
                self.check_text(f"[{state}] {type(widget).__name__} {_path_of(widget, window)} {what}", text)

    def report(self) -> str:
        return "English that bypassed translation:\n" + "\n".join(sorted(self.found.values()))


# -- the app in the states a user meets -----------------------------------------------------------

#: A few notes in Russian: a real index, real results, no Latin letter in their words.
NOTES = {
    "налоги.txt": (
        "Напоминание: годовую налоговую декларацию нужно сдать в конце мая.\n"
        "Собрать квитанции о вычетах и справку из пенсионного фонда."
    ),
    "хлеб.md": (
        "# Выпечка по выходным\n\nПокормил закваску в пятницу вечером. Смешал муку, воду и соль, "
        "оставил тесто подниматься в холодильнике на ночь. Корочка вышла тёмной и хрустящей."
    ),
    "сад/томаты.txt": (
        "Посадил рассаду вдоль южного забора. Поливать на рассвете, добавлять компост "
        "каждые две недели и подвязывать стебли к колышкам."
    ),
}


def _write_folder(root: Path) -> Path:
    folder = root / "документы"
    for name, text in NOTES.items():
        path = folder / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    # Files that cannot be read, indexed for real: their reasons come from the extractors.
    (folder / "испорчен.pdf").write_bytes(b"%PDF-1.4\n" + bytes(range(256)) * 8)
    (folder / "испорчен.docx").write_bytes(b"PK\x03\x04 this is not a zip archive at all")
    (folder / "испорчен.epub").write_bytes(b"PK\x03\x04" + b"\x00" * 64)
    (folder / "таблица.xlsx").write_bytes(bytes(range(256)) * 4)
    (folder / "картинка.png").write_bytes(b"\x89PNG\r\n\x1a\n" + b"\x00" * 40)
    # A log, found by its words only (a note, "indexed in part").
    lines = [
        f"2024-05-{1 + i % 28:02d} 12:{i % 60:02d}:{i % 60:02d} запрос {i} обслужен за {i % 97} мс"
        for i in range(400)
    ]
    (folder / "сервер.log").write_text("\n".join(lines) + "\n", encoding="utf-8")
    return folder


def _user_data(root: Path, folder: Path, app) -> list[str]:
    from PySide6.QtGui import QGuiApplication

    from desktop_search.core.common import settings
    from desktop_search.core.extract import ocr
    from desktop_search.core.indexing import scanner
    from desktop_search.core.searching.query_syntax import QUERY_LANGUAGE

    names = [p.name for p in folder.rglob("*")] + [p.name for p in app.paths.models_dir.iterdir()]
    entries = _catalog()
    suffixes = sorted({p.suffix for p in folder.rglob("*") if p.suffix})
    status = app.window.last_status
    models = [status.model, Path(status.model).stem] if status is not None and status.model else []
    return [
        str(root),
        str(root.parent),
        str(app.paths.data_dir),
        str(app.paths.models_dir),
        *names,
        *suffixes,  # a file's extension (".pdf"), in the type filter and the failures
        *models,
        *(
            value
            for e in entries
            for value in (e.name, e.filename, e.repo, e.license or "", e.architecture or "")
        ),
        # What the syntax help says to type: the query language's own words, never translated
        # (ui/query_chips.syntax_html; the command line's help prints the same).
        *(" ".join(typed.split()) for typed, _does in QUERY_LANGUAGE),  # as rich text shows it
        *(typed for typed, _does in QUERY_LANGUAGE),
        # The names of folders and project files that are always left out, as the disk has them.
        *settings.DEFAULT_EXCLUDED_DIRS,
        *scanner.PROJECT_FILES,
        *scanner.PROJECT_SUFFIXES,
        # Tesseract's language codes, shown with the language's name ("German (deu)").
        *ocr._TESSERACT_CODES.values(),
        "osd",
        # Qt's platform plugin, named where a global shortcut cannot be registered.
        QGuiApplication.platformName(),
    ]


def test_no_english_reaches_a_translated_window(qtbot, marking, paths, tmp_path, monkeypatch) -> None:
    from desktop_search.app import DesktopApp
    from desktop_search.core.text.languages import LanguageMix, multilingual_offer
    from desktop_search.ui.tray import Tray

    folder = _write_folder(tmp_path / "дом")
    app = DesktopApp(paths)
    qtbot.addWidget(app.window)
    try:
        with qtbot.waitSignal(app.worker.engine_ready, timeout=60_000):
            app.start()
        win = app.window
        qtbot.waitUntil(lambda: win.last_status is not None, timeout=10_000)
        leaks = Leaks(_user_data(tmp_path, folder, app))
        leaks.add_data(
            "Thunderbird",
            str(tmp_path / "дом" / "Mail"),
            "bge-reranker-v2-m3",
            "multilingual-e5-small",
            "whisper-base",  # the speech model's name, as the Models window shows it
        )
        leaks.check(win, "empty")

        # Indexing: the window read at every heartbeat, as the user sees the progress line.
        reader = _OnTheGuiThread(lambda: leaks.check(win, "indexing"))
        app.worker.progress_changed.connect(reader.run, Qt.ConnectionType.QueuedConnection)
        monkeypatch.setattr(MainWindow, "ask_folder", classmethod(lambda cls, parent: str(folder)))
        with qtbot.waitSignal(app.worker.indexing_finished, timeout=180_000):
            qtbot.mouseClick(win.add_button, Qt.MouseButton.LeftButton)
        app.worker.progress_changed.disconnect(reader.run)
        qtbot.waitUntil(lambda: win.failures_label.isVisibleTo(win), timeout=10_000)
        leaks.check(win, "indexed, with failures")

        # The steps of a long run the small folder passes too quickly to be seen.
        base: dict = {"files_total": 23_456, "chunks_done": 54_321, "elapsed_s": 1_000.0, "rate": 12.3}
        for progress in (
            RunProgress(phase="scanning", files_done=0, **base),
            RunProgress(
                phase="indexing", files_done=12_345, current=str(folder / "хлеб.md"), eta_s=900.0, **base
            ),
            RunProgress(
                phase="indexing", files_done=12_345, recognising=str(folder / "картинка.png"),
                ocr_page=3, ocr_pages=12, pages_recognised=40, **base,
            ),
            RunProgress(
                phase="meaning", files_done=23_456, meaning_done=5_000, meaning_pending=40_000,
                passages_total=60_000, meaning_rate=12.5, eta_s=None, meaning_eta_s=3_200.0, **base,
            ),
            RunProgress(phase="paused", files_done=100, paused_by="on battery", **base),
            RunProgress(phase="meaning", files_done=23_456, switching="multilingual-e5-small", **base),
            RunProgress(phase="saving", files_done=23_456, **base),
        ):  # fmt: skip
            win.on_progress(progress)
            leaks.check(win, f"progress {progress.phase}")

        # Results, and the preview of the first.
        with qtbot.waitSignal(app.worker.results_ready, timeout=30_000):
            win.search_box.setText("налоговая декларация квитанции")
        qtbot.waitUntil(lambda: win.results.count() > 0, timeout=10_000)
        win.results.setCurrentRow(0)
        qtbot.waitUntil(lambda: bool(win.preview.toPlainText()), timeout=10_000)
        qtbot.wait(500)  # the whole file replaces the passages once it is loaded
        leaks.check(win, "results")
        with qtbot.waitSignal(app.worker.results_ready, timeout=30_000):
            win.search_box.setText("жзщъыэюя")
        qtbot.waitUntil(lambda: win.pending_query == "", timeout=10_000)  # the window has shown it
        leaks.check(win, "no match")

        # The offers.
        status = win.last_status
        win.on_engine_ready(
            dataclasses.replace(
                status, mail_found=[{"program": "Thunderbird", "path": str(tmp_path / "дом" / "Mail")}]
            )
        )
        win.on_reranker_offered(RerankerOffer("bge", "bge-reranker-v2-m3", 636_000_000, 900.0, 10.0))
        offer = multilingual_offer(
            LanguageMix({"ru": 8_000, "de": 1_000, "en": 1_000}),
            current_model=status.model,
            english_only=True,
            offer_model="multilingual-e5-small",
            declined_at=0.0,
        )
        win.on_model_offered(offer)
        leaks.check(win, "offers")
        win.on_error("Cannot use all-MiniLM-L6-v2 for search: this build of llama.cpp has no GPU support")
        leaks.add_data("all-MiniLM-L6-v2")
        leaks.check(win, "a model's error")

        # Settings, the Failures list, the Models window.
        def read(dialog: QWidget, state: str) -> bool:
            dialog.show()
            qtbot.wait(100)
            leaks.check(dialog, state)
            dialog.close()
            return False

        monkeypatch.setattr(DesktopApp, "run_dialog", staticmethod(lambda d: read(d, "settings")))
        app.edit_settings()
        monkeypatch.setattr(DesktopApp, "run_dialog", staticmethod(lambda d: read(d, "failures")))
        app.show_failures()
        app.show_models()
        qtbot.wait(1_000)
        leaks.check(app.models_dialog, "models")
        app.models_dialog.close()

        tray = Tray()
        tray.show_progress(win.status_label.text())
        leaks.check_text("[tray] icon tooltip", tray.icon.toolTip())
        for action in tray._menu.actions():
            leaks.check_text("[tray] menu action", action.text())
    finally:
        app.shutdown()
    assert leaks.seen > 100, "the windows were read"
    assert not leaks.found, leaks.report()


class _OnTheGuiThread(QObject):
    """A slot that runs on the GUI thread, after the window's own (queued in the same order)."""

    def __init__(self, action: Callable[[], None]) -> None:
        super().__init__()
        self.action = action

    @Slot(object)
    def run(self, _value: object) -> None:
        self.action()


def _catalog() -> list:
    from desktop_search.core.models import catalog

    return list(catalog.catalog())


def test_the_check_sees_english_outside_the_marks() -> None:
    """The filter itself: translated text and user data pass, an English field value does not."""
    data = ["/tmp/x/документы", "налоги.txt"]
    text = marked("Cannot use {name} for search: {reason}").format(name="налоги.txt", reason="disk full")
    assert english_left(text, data) == ["disk", "full"]
    assert english_left(marked("%n file(s)", 2) + " · /tmp/x/документы · llama.cpp", data) == []
    assert english_left(f"{OPEN}a {OPEN}b{CLOSE} c{CLOSE} d", data) == ["d"]
