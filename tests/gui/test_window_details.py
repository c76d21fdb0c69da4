"""Small things a user sees in the window: figures in rank order, no stale welcome, no sideways
scrolling, file names shown as they are."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from PySide6.QtCore import Qt

from desktop_search.core.contracts import Answer, RunProgress
from desktop_search.core.searching.results import SearchResult
from desktop_search.ui.main_window import MainWindow
from desktop_search.ui.mnemonics import plain
from desktop_search.ui.opening import ResultOpener
from desktop_search.ui.result_delegate import result_html

from ..helpers.contracts import engine_status


def _result(path: str, *, similarity: float, route: str = "vector") -> SearchResult:
    return SearchResult(
        path=path,
        score=similarity,
        snippet="a passage",
        highlights=[],
        page=None,
        chunk_id=1,
        char_start=0,
        char_end=9,
        mtime_ns=1_700_000_000 * 10**9,
        route=route,
        similarity=similarity,
    )


def test_no_relevance_figure_that_contradicts_the_order(qtbot) -> None:
    # Fused order: the first result has a lower cosine than the second (seen: 0.64, 0.58, 0.56, 0.57).
    ranked = [_result(f"/d/{i}.txt", similarity=s) for i, s in enumerate((0.64, 0.58, 0.56, 0.57, 0.61))]
    shown = [result_html(r, muted="#777") for r in ranked]
    for similarity, text in zip((0.64, 0.58, 0.56, 0.57, 0.61), shown, strict=True):
        assert f"{similarity:.2f}" not in text
    assert all("relevance" not in text for text in shown)


def test_welcome_goes_once_a_folder_is_added(qtbot, monkeypatch, tmp_path: Path) -> None:
    win = MainWindow()
    qtbot.addWidget(win)
    win.on_engine_ready(engine_status(folders=[], chunks=0, model="m"))
    assert "Welcome" in win.message.text()
    assert not win.message.isHidden()
    monkeypatch.setattr(MainWindow, "ask_folder", classmethod(lambda cls, parent: str(tmp_path)))
    with qtbot.waitSignal(win.folders_added):
        qtbot.mouseClick(win.add_button, Qt.MouseButton.LeftButton)
    assert win.message.isHidden()
    # and it does not come back with the next status while the folder is indexed
    win.on_progress(RunProgress(phase="scanning", files_done=0, files_total=0, chunks_done=0))
    assert win.message.isHidden()


def test_results_never_scroll_sideways(qtbot) -> None:
    win = MainWindow()
    qtbot.addWidget(win)
    win.resize(700, 500)
    win.show()
    qtbot.waitExposed(win)
    long_path = "/home/user/" + "/".join(f"a-rather-long-folder-name-{i}" for i in range(12)) + "/file.txt"
    win._request_id = 1
    win.on_results(1, Answer(results=[_result(long_path, similarity=0.9, route="both")], final=True))
    assert win.results.horizontalScrollBarPolicy() == Qt.ScrollBarPolicy.ScrollBarAlwaysOff
    assert not win.results.horizontalScrollBar().isVisible()


def test_names_and_paths_are_shown_as_plain_text(qtbot) -> None:
    win = MainWindow()
    qtbot.addWidget(win)
    evil = "/home/u/<b>bold<i><img src=x>.txt"  # a file name may hold anything but "/"
    win.on_progress(RunProgress(phase="indexing", files_done=1, files_total=2, chunks_done=1, current=evil))
    assert win.status_label.textFormat() == Qt.TextFormat.PlainText
    assert "<b>bold<i><img src=x>.txt" in win.status_label.text()
    win.on_error(f"Could not open {evil}")
    assert win.message.textFormat() == Qt.TextFormat.PlainText
    win.on_failures([[evil, "failed", "<i>broken</i>"]])
    tip = win.failures_label.toolTip()
    assert "&lt;b&gt;bold&lt;i&gt;&lt;img src=x&gt;" in tip
    assert "<img" not in tip
    win._request_id = 1
    win.on_results(1, Answer(results=[_result(evil, similarity=0.9, route="both")], final=True))
    assert "<img" not in win.results.item(0).toolTip()


def test_settings_warnings_are_shown(qtbot) -> None:
    win = MainWindow()
    qtbot.addWidget(win)
    warning = "settings.json: exclude_globs must be a list of patterns, not '*.txt'; using the default"
    win.on_engine_ready(engine_status(folders=["/d"], chunks=3, settings_warnings=[warning]))
    assert warning in win.message.text()
    assert not win.message.isHidden()


def test_enter_on_a_program_shows_its_folder_instead_of_running_it(
    qtbot, monkeypatch, tmp_path: Path
) -> None:
    from desktop_search.ui import opening

    opened: list[str] = []
    revealed: list[str] = []
    monkeypatch.setattr(ResultOpener, "open_path", staticmethod(lambda path: opened.append(path) or True))
    monkeypatch.setattr(ResultOpener, "reveal_path", staticmethod(lambda path: revealed.append(path) or True))
    # As on Windows, where the shell runs these instead of showing them.
    monkeypatch.setattr(
        opening, "open_action", lambda path: "reveal" if path.endswith((".bat", ".exe")) else "open"
    )
    win = MainWindow()
    qtbot.addWidget(win)
    win._request_id = 1
    results = [_result(str(tmp_path / n), similarity=0.9, route="both") for n in ("run.bat", "notes.txt")]
    win.on_results(1, Answer(results=results, final=True))
    for row in (0, 1):
        win.results.setCurrentRow(row)
        win.results.itemActivated.emit(win.results.item(row))
    assert revealed == [str(tmp_path / "run.bat")]
    assert opened == [str(tmp_path / "notes.txt")]


def test_windows_scripts_are_revealed_not_run() -> None:
    from desktop_search.core.opening import open_action

    for name in ("x.bat", "x.cmd", "x.js", "x.ps1", "x.py", "x.exe"):
        assert open_action(f"C:\\Users\\u\\{name}", platform="win32") == "reveal"
    assert open_action("C:\\Users\\u\\report.pdf", platform="win32") == "open"


def test_a_result_on_a_drive_that_is_away_says_so_and_opening_it_says_why(qtbot, monkeypatch) -> None:
    win = MainWindow()
    qtbot.addWidget(win)
    opened: list[str] = []
    monkeypatch.setattr(win.opener, "open_path", lambda path: opened.append(path) or True)
    away = replace(
        _result("/media/ann/BACKUP/report.txt", similarity=0.8, route="both"), offline="offline since 14:02"
    )
    win._request_id = 1
    win.on_results(1, Answer(results=[away], final=True))
    row = win.results.item(0)
    assert "offline since 14:02" in result_html(away, muted="#777")
    win.results.setCurrentItem(row)
    win._on_result_activated(row)
    assert opened == []  # not handed to a program that would fail on a missing drive
    assert "not connected" in win.message.text()
    assert "offline since 14:02" in win.message.text()


def test_the_folders_list_shows_a_folder_that_is_away(qtbot) -> None:
    from desktop_search.core.common.settings import Settings
    from desktop_search.ui.settings_dialog import SettingsDialog

    dialog = SettingsDialog(
        Settings(),
        ["/home/ann/Documents", "/mnt/nas"],
        states={"/mnt/nas": "unreachable since 09:12: does not answer (no answer within 10 s)"},
    )
    qtbot.addWidget(dialog)
    texts = [dialog.folders.item(i).text() for i in range(dialog.folders.count())]
    assert texts[0] == "/home/ann/Documents"
    assert texts[1].startswith("/mnt/nas")
    assert "unreachable since 09:12" in texts[1]
    assert dialog.folder_paths() == ["/home/ann/Documents", "/mnt/nas"]
    dialog.folders.setCurrentRow(1)
    dialog._on_remove()
    assert dialog.folder_changes() == ([], ["/mnt/nas"])  # the path, not the text with its state


def test_results_found_by_meaning_alone_say_that_no_file_holds_the_words(qtbot) -> None:
    from desktop_search.core.searching.searcher import NO_WORD_MATCH

    win = MainWindow()
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    meaning_only = [_result("/d/bread.md", similarity=0.9), _result("/d/cake.md", similarity=0.85)]
    win._request_id = 1
    win.on_results(1, Answer(results=meaning_only, final=True, no_word_match=True))
    assert win.message.text() == NO_WORD_MATCH
    assert win.message.isVisible()
    assert win.results.count() == 2  # the note is above the results, which are still listed
    # weak as well: both reasons, the words first
    weak = [_result("/d/bread.md", similarity=0.1)]
    win._request_id = 2
    win.on_results(2, Answer(results=weak, final=True, no_word_match=True))
    assert win.message.text().startswith("No file contains these words, and none is close in meaning")

    win._request_id = 3
    win.on_results(3, Answer(results=[_result("/d/bread.md", similarity=0.62, route="both")], final=True))
    assert win.message.isHidden()  # a file holds the words: no note


def test_files_indexed_in_part_are_counted_apart_from_failures(qtbot) -> None:
    from desktop_search.ui.failures_dialog import FailuresDialog

    win = MainWindow()
    qtbot.addWidget(win)
    rows = [
        ["/home/u/broken.pdf", "error", "damaged PDF"],
        [
            "/home/u/server.log",
            "partly",
            "found by its words only: machine-written text (a log), not read for meaning",
        ],
    ]
    win.on_failures(rows)
    assert plain(win.failures_label.text()) == "1 not indexed · 1 in part"
    win.on_failures(rows[1:])
    assert plain(win.failures_label.text()) == "1 in part"
    dialog = FailuresDialog(rows[1:])
    qtbot.addWidget(dialog)
    assert dialog.table.item(0, 2).text().startswith("indexed in part: found by its words only")
    assert not dialog.retry_button.isEnabled()  # nothing failed: trying again would change nothing


def test_a_typo_says_what_else_was_searched_and_one_click_searches_the_words_as_typed(qtbot) -> None:
    win = MainWindow()
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    win.search_box.setText("resluting findnigs")
    win._emit_search()
    assert not win.current_filters().as_typed
    also = (("resluting", "resulting"), ("findnigs", "findings"))
    win.on_results(
        win._request_id,
        Answer(results=[_result("/d/trial.txt", similarity=0.5, route="both")], also_searched=also),
    )
    assert win.spelling_note.isVisible()
    assert "Also searched for: <b>resulting</b>, <b>findings</b>" in win.spelling_note.text()
    with qtbot.waitSignal(win.search_requested) as sent:
        win.spelling_note.linkActivated.emit("as-typed")
    _request, text, filters = sent.args
    assert text == "resluting findnigs"
    assert filters.as_typed  # the same words, without their corrections
    win.on_results(win._request_id, Answer(results=[_result("/d/trial.txt", similarity=0.5, route="vector")]))
    assert win.spelling_note.isHidden()
    win.search_box.setText("resluting findnigs trial")  # new words: typos are looked for again
    assert not win.current_filters().as_typed


def test_the_empty_preview_says_what_it_is_for_on_as_many_lines_as_it_needs(qtbot) -> None:
    win = MainWindow()
    qtbot.addWidget(win)
    win.resize(700, 500)
    win.show()
    qtbot.waitExposed(win)
    note = win.preview_note
    assert note.isVisible()
    assert "matching passages" in note.text()
    win.preview.setFixedWidth(160)  # a narrow pane: Qt's own placeholder was cut off at one line
    qtbot.wait(50)
    assert note.heightForWidth(note.width()) <= note.height()
    assert note.height() > 2 * note.fontMetrics().height()  # wrapped
    win._request_id = 1
    win.on_results(1, Answer(results=[_result("/d/a.txt", similarity=0.9)], final=True))
    win.results.setCurrentRow(0)
    qtbot.waitUntil(lambda: not win.preview.document().isEmpty())
    assert not note.isVisible()
    win.preview.clear()
    assert note.isVisible()


def test_a_switch_held_back_says_why_the_old_model_still_answers(qtbot) -> None:
    from desktop_search.core.common import reasons

    win = MainWindow()
    qtbot.addWidget(win)
    why = reasons.SWITCH_NOT_READ(20, reason=reasons.EXTRACTOR_NOT_STARTED(reason="exit code 1"))
    win.on_engine_ready(
        engine_status(
            folders=["/d"],
            files=20,
            chunks=40,
            model="all-MiniLM-L6-v2",
            switching_to="/models/multilingual-e5-small.gguf",
            switch_waiting=why,
        )
    )
    assert "switching to multilingual-e5-small.gguf" in win.status_label.text()
    assert not win.message.isHidden()
    assert win.message.text() == f"Still searching with all-MiniLM-L6-v2: {reasons.shown(why)}"
    assert (
        "could not be read for the new model (extractor failed to start (exit code 1))" in win.message.text()
    )
    # The switch's run ends: its summary does not hide why the switch was not made.
    from desktop_search.core.contracts import RunSummary
    from desktop_search.core.indexing.progress import IndexReport

    status = win.last_status
    assert status is not None
    win.on_indexing_finished(RunSummary(report=IndexReport(files_failed=20), status=status, switched=True))
    assert win.message.text().startswith(f"Still searching with all-MiniLM-L6-v2: {reasons.shown(why)}\n")
    assert "could not be read." in win.message.text()
