"""The preview shows a text result's whole file, its matches marked and the best passage in view;
Enter opens a text result at its line in the user's editor and a PDF at its page."""

from __future__ import annotations

import os
import stat
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QTextCursor

from desktop_search.core import opening
from desktop_search.core.contracts import Answer
from desktop_search.core.searching.results import SearchResult
from desktop_search.ui.main_window import MainWindow
from desktop_search.ui.opening import ResultOpener
from desktop_search.ui.results_list import PATH_ROLE

from ..helpers.documents import write_pdf

#: The line (1-based) of the long note that holds the words searched for.
FAR_LINE = 260


def _long_note(folder: Path) -> Path:
    lines = [
        f"Day {i}: the weather was mild and nothing else happened worth writing down." for i in range(1, 301)
    ]
    lines[FAR_LINE - 1] = "Day 260: we finally saw the zeppelin moored above the harbour at dusk."
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / "diary.txt"
    # Windows line ends: the editor's line numbers count them as one break each.
    path.write_bytes("\r\n".join(lines).encode("utf-8"))
    (folder / "other.md").write_text("A short note about zeppelin models on a shelf.\n", encoding="utf-8")
    return path


def _index(qtbot, desktop_app, folder: Path) -> None:
    with qtbot.waitSignal(desktop_app.worker.indexing_finished, timeout=120_000):
        desktop_app.window.folders_added.emit([str(folder)])


def _search(qtbot, desktop_app, text: str) -> None:
    win = desktop_app.window
    with qtbot.waitSignal(desktop_app.worker.results_ready, timeout=30_000):
        win.search_box.setText(text)
    qtbot.waitUntil(lambda: win.results.count() > 0, timeout=10_000)


def _select(win: MainWindow, path: Path) -> SearchResult:
    for row in range(win.results.count()):
        if win.results.item(row).data(PATH_ROLE) == str(path):
            win.results.setCurrentRow(row)
            return win.results.item(row).data(Qt.ItemDataRole.UserRole + 1)
    raise AssertionError(f"{path} is not among the results")


def test_whole_text_with_every_match_marked_and_the_passage_in_view(
    qtbot, desktop_app, tmp_path: Path
) -> None:
    win = desktop_app.window
    win.resize(900, 600)
    diary = _long_note(tmp_path / "notes")
    _index(qtbot, desktop_app, tmp_path / "notes")
    _search(qtbot, desktop_app, "zeppelin harbour")
    _select(win, diary)
    qtbot.waitUntil(lambda: win.document_preview.shown is not None, timeout=10_000)

    shown = win.preview.toPlainText()
    assert "Day 1: the weather was mild" in shown  # the file from its start, not only the passage
    assert "Day 300:" in shown  # to its end
    assert "\r" not in shown
    document = win.preview.document()
    for word in ("zeppelin", "harbour"):
        at = shown.index(word)
        cursor = QTextCursor(document)
        cursor.setPosition(at + 2)  # inside the word: the format of the character before
        assert cursor.charFormat().fontWeight() == QFont.Weight.Bold, f"{word} is not marked"
    plain = QTextCursor(document)
    plain.setPosition(shown.index("Day 1:") + 2)
    assert plain.charFormat().fontWeight() != QFont.Weight.Bold
    # Scrolled down to the passage, which is in view.
    assert win.preview.verticalScrollBar().value() > 0
    viewport = win.preview.viewport().rect()
    top = win.preview.cursorForPosition(viewport.topLeft()).blockNumber()
    bottom = win.preview.cursorForPosition(viewport.bottomLeft()).blockNumber()
    far = document.find("zeppelin moored").blockNumber()
    assert top <= far <= bottom
    assert "The whole file" in shown  # the header says what is shown


def test_file_content_is_never_markup(qtbot, tmp_path: Path) -> None:
    from desktop_search.core.searching.places import load_text
    from desktop_search.ui.preview import LoadedText, keyword_query, render_document

    evil = tmp_path / "evil.md"
    evil.write_text("<img src=x onerror=alert(1)> <b>not bold</b> <a href='file:///etc'>link</a> zeppelin\n")
    win = MainWindow()
    qtbot.addWidget(win)
    result = _result(str(evil), char_start=0, char_end=evil.stat().st_size)
    query = keyword_query("zeppelin")
    window = load_text(evil)
    render_document(win.preview, result, LoadedText(window, "markdown", query.spans(window.text)), query)
    text = win.preview.toPlainText()
    assert "<img src=x onerror=alert(1)> <b>not bold</b> <a href='file:///etc'>link</a>" in text
    assert "<img" not in win.preview.toHtml()
    assert "<a href" not in win.preview.toHtml()


def test_enter_opens_the_line_in_the_configured_editor(
    qtbot, desktop_app, monkeypatch, tmp_path: Path
) -> None:
    launched: list[list[str]] = []
    opened: list[str] = []
    monkeypatch.setattr(ResultOpener, "launch", staticmethod(launched.append))
    monkeypatch.setattr(ResultOpener, "open_path", staticmethod(lambda path: opened.append(path) or True))
    win = desktop_app.window
    diary = _long_note(tmp_path / "notes")
    _index(qtbot, desktop_app, tmp_path / "notes")
    _search(qtbot, desktop_app, "zeppelin harbour")
    win.editor_command = "my-editor --goto {file}:{line}:{column}"
    _select(win, diary)
    win.results.setFocus()
    qtbot.keyClick(win.results, Qt.Key.Key_Return)
    column = "Day 260: we finally saw the ".__len__() + 1
    assert launched == [["my-editor", "--goto", f"{diary}:{FAR_LINE}:{column}"]]
    assert opened == []

    # Without an editor: the default application, as before.
    win.editor_command = ""
    qtbot.keyClick(win.results, Qt.Key.Key_Return)
    assert opened == [str(diary)]
    assert len(launched) == 1

    # An editor that cannot be started: the default application, and the window says so.
    def fail(argv: list[str]) -> None:
        raise FileNotFoundError(2, "No such file or directory", argv[0])

    monkeypatch.setattr(ResultOpener, "launch", staticmethod(fail))
    win.editor_command = "no-such-editor +{line} {file}"
    qtbot.keyClick(win.results, Qt.Key.Key_Return)
    assert opened == [str(diary), str(diary)]
    assert "Could not start no-such-editor" in win.message.text()
    assert "default application" in win.message.text()


def test_enter_opens_the_line_before_the_preview_has_loaded(qtbot, monkeypatch, tmp_path: Path) -> None:
    launched: list[list[str]] = []
    monkeypatch.setattr(ResultOpener, "launch", staticmethod(launched.append))
    diary = _long_note(tmp_path / "notes")
    text = diary.read_bytes().decode().replace("\r\n", "\n")
    start = text.index("Day 259:")
    win = MainWindow()
    qtbot.addWidget(win)
    win.editor_command = "gedit +{line} {file}"
    win.search_box.blockSignals(True)
    win.search_box.setText("zeppelin")
    win.search_box.blockSignals(False)
    win._request_id = 1
    win.on_results(1, Answer(results=[_result(str(diary), char_start=start, char_end=start + 200)]))
    win.document_preview._cache.clear()  # as if the worker thread had not answered yet
    win.results.itemActivated.emit(win.results.item(0))
    assert launched[0][1:] == [f"+{FAR_LINE}", str(diary)]


@pytest.mark.skipif(sys.platform != "linux", reason="the Linux viewers' command lines")
@pytest.mark.parametrize("viewer", ["evince", "okular"])
def test_enter_opens_a_pdf_at_the_page_of_the_match(
    qtbot, desktop_app, monkeypatch, tmp_path: Path, viewer: str
) -> None:
    launched: list[list[str]] = []
    monkeypatch.setattr(ResultOpener, "launch", staticmethod(launched.append))
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    program = bin_dir / viewer
    program.write_text("#!/bin/sh\nexit 0\n")
    program.chmod(program.stat().st_mode | stat.S_IXUSR)
    monkeypatch.setenv("PATH", f"{bin_dir}{os.pathsep}{os.environ.get('PATH', '')}")
    desktop_id = {"evince": "org.gnome.Evince.desktop", "okular": "org.kde.okular.desktop"}[viewer]
    monkeypatch.setattr(opening, "default_pdf_application", lambda platform=None: desktop_id)

    folder = tmp_path / "papers"
    folder.mkdir()
    pdf = write_pdf(
        folder / "report.pdf",
        [
            "Quarterly report. Sales figures for the northern region were stable.",
            "Staffing: two new hires joined the support team in March.",
            "Incident: the zeppelin mooring mast at the harbour was damaged in a storm.",
        ],
    )
    _index(qtbot, desktop_app, folder)
    win = desktop_app.window
    _search(qtbot, desktop_app, "zeppelin mooring mast")
    result = _select(win, pdf)
    assert result.page == 3
    win.results.setFocus()
    qtbot.keyClick(win.results, Qt.Key.Key_Return)
    expected = {
        "evince": [str(program), "--page-index=3", str(pdf)],
        "okular": [str(program), "--page", "3", str(pdf)],
    }[viewer]
    assert launched == [expected]


def test_a_program_is_still_revealed_with_an_editor_configured(qtbot, monkeypatch, tmp_path: Path) -> None:
    launched: list[list[str]] = []
    revealed: list[str] = []
    monkeypatch.setattr(ResultOpener, "launch", staticmethod(launched.append))
    monkeypatch.setattr(ResultOpener, "reveal_path", staticmethod(lambda path: revealed.append(path) or True))
    script = tmp_path / "deploy.sh"
    script.write_text("#!/bin/sh\necho deploy zeppelin\n")
    script.chmod(0o755)
    win = MainWindow()
    qtbot.addWidget(win)
    win.editor_command = "gedit +{line} {file}"
    win._request_id = 1
    win.on_results(1, Answer(results=[_result(str(script), char_start=10, char_end=30)]))
    win.results.itemActivated.emit(win.results.item(0))
    assert revealed == [str(script)]
    assert launched == []


def test_settings_dialog_takes_an_editor_command_and_refuses_a_broken_one(qtbot) -> None:
    from desktop_search.core.common.settings import Settings
    from desktop_search.ui.settings_dialog import SettingsDialog

    dialog = SettingsDialog(Settings(editor="gedit +{line} {file}"), [])
    qtbot.addWidget(dialog)
    assert dialog.editor.text() == "gedit +{line} {file}"
    assert "{line}" in dialog.editor_hint.text()  # says what the placeholders are
    dialog.editor.setText('code -g "{file}:{line}')  # unbalanced quote
    dialog.accept()
    assert dialog.result() != dialog.DialogCode.Accepted
    assert "cannot be used" in dialog.editor_hint.text()
    dialog.editor.setText("code -g {file}:{line}")
    dialog.accept()
    assert dialog.result() == dialog.DialogCode.Accepted
    assert dialog.changes() == {"editor": "code -g {file}:{line}"}


def _result(path: str, *, char_start: int, char_end: int, page: int | None = None) -> SearchResult:
    return SearchResult(
        path=path,
        score=1.0,
        snippet="a passage",
        highlights=[],
        page=page,
        chunk_id=1,
        char_start=char_start,
        char_end=char_end,
        mtime_ns=1_700_000_000 * 10**9,
        route="both",
        similarity=0.9,
    )


def test_the_editor_setting_reaches_the_window(qtbot, paths) -> None:
    """Saved in settings.json (by the dialog or by hand), the editor is the window's at start."""
    from desktop_search.app import DesktopApp
    from desktop_search.core.common.settings import Settings

    Settings(editor="gedit +{line} {file}").save(paths.settings_path)
    app = DesktopApp(paths)
    qtbot.addWidget(app.window)
    try:
        assert app.window.editor_command == "gedit +{line} {file}"
    finally:
        app.shutdown()


def test_a_words_only_result_says_so_and_reaches_the_setting(qtbot, tmp_path: Path) -> None:
    """A log (or a diary taken for one) found by its words only says so in the preview, with the
    way to have such files read for their meaning too: the settings, one click away."""
    import dataclasses

    log = tmp_path / "app.log"
    log.write_text(
        "2026-12-02 01:59:59 ERROR payment gateway rejected order QX-77310\n" * 40, encoding="utf-8"
    )
    win = MainWindow()
    qtbot.addWidget(win)
    win.resize(900, 600)
    win.show()
    qtbot.waitExposed(win)
    win.search_box.blockSignals(True)
    win.search_box.setText("QX-77310")
    win.search_box.blockSignals(False)
    win._request_id = 1
    result = dataclasses.replace(_result(str(log), char_start=0, char_end=60), words_only=True)
    win.on_results(1, Answer(results=[result]))
    win.results.setCurrentRow(0)
    for shown in ("passages", "whole text"):
        if shown == "whole text":
            qtbot.waitUntil(lambda: win.document_preview.shown is not None, timeout=10_000)
        text = win.preview.toPlainText()
        assert "Found by its words only: machine-written text, not read for its meaning." in text, shown
        link = "Read such files for their meaning too…"
        assert link in text, shown
        # A click on the link opens the settings, where the choice is.
        cursor = win.preview.document().find(link)
        cursor.setPosition(cursor.selectionStart() + 3)
        win.preview.setTextCursor(cursor)
        win.preview.ensureCursorVisible()
        at = win.preview.cursorRect(cursor).center()
        with qtbot.waitSignal(win.settings_requested, timeout=2_000):
            qtbot.mouseClick(win.preview.viewport(), Qt.MouseButton.LeftButton, pos=at)
