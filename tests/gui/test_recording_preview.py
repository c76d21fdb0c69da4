"""A recording in the real window: its row and preview say "at 0:09", the preview shows what is said
around the moment with the query's words marked and the moment's line shaded, and Enter plays it
in the window's player from that moment (Qt Multimedia, FFmpeg backend, a real spoken video).

The recording is spoken by espeak-ng and stored in the index with the times its sentences were
said (as the speech step stores them: :func:`..integration.test_moment_outputs.index_recording`),
by a second writer while the app runs, as another process would: the app's searches catch up.
Run under xcb too (``QT_QPA_PLATFORM=xcb xvfb-run -a pytest tests/gui/test_recording_preview.py``).
"""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QTextCursor

from desktop_search.core.searching.moments import clock
from desktop_search.core.searching.results import SearchResult
from desktop_search.ui.player import PlayerPanel
from desktop_search.ui.result_delegate import HTML_ROLE, RESULT_ROLE
from desktop_search.ui.results_list import PATH_ROLE

from ..helpers.recordings import SENTENCES, WORDS, index_recording, speak

pytestmark = pytest.mark.usefixtures("_ffmpeg_backend")


@pytest.fixture
def _ffmpeg_backend(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("QT_MEDIA_BACKEND", "ffmpeg")


def test_the_preview_shows_the_moment_and_enter_plays_from_it(
    qtbot, desktop_app, paths, tmp_path: Path
) -> None:
    win = desktop_app.window
    win.resize(1100, 700)
    never_outside: list[tuple[str, float]] = []
    win.opener.play_elsewhere = lambda path, at: never_outside.append((path, at))  # type: ignore[method-assign]
    spoken = speak(tmp_path / "recordings" / "meeting.mp4", SENTENCES, gap_s=0.5)
    index_recording(paths, spoken)
    moment = spoken.starts[2]  # the words searched for are said in the third sentence

    with qtbot.waitSignal(desktop_app.worker.results_ready, timeout=30_000):
        win.search_box.setText(WORDS)
    qtbot.waitUntil(lambda: win.results.count() > 0, timeout=10_000)
    row = next(
        i for i in range(win.results.count()) if win.results.item(i).data(PATH_ROLE) == str(spoken.path)
    )
    item = win.results.item(row)
    result: SearchResult = item.data(RESULT_ROLE)
    assert result.moment_s == pytest.approx(moment, abs=0.01)
    said = f"at {clock(moment)}"
    assert said in (item.data(HTML_ROLE) or "")  # the row says where

    win.results.setCurrentRow(row)
    text = win.preview.toPlainText()
    assert said in text
    for sentence in SENTENCES:  # the whole transcript around the moment, in order
        assert sentence in text
    assert text.index(SENTENCES[0]) < text.index(SENTENCES[2]) < text.index(SENTENCES[3])
    document = win.preview.document()
    for word in ("bicycle", "shed"):  # the words searched for, marked
        cursor = QTextCursor(document)
        cursor.setPosition(text.index(word) + 2)
        assert cursor.charFormat().fontWeight() == 700, word
    # The moment's line is shaded; the line before it is not.
    shaded = QTextCursor(document)
    shaded.setPosition(text.index(SENTENCES[2]))
    plain = QTextCursor(document)
    plain.setPosition(text.index(SENTENCES[1]))
    assert shaded.blockFormat().background().style() != Qt.BrushStyle.NoBrush
    assert plain.blockFormat().background().style() == Qt.BrushStyle.NoBrush
    assert f"{clock(moment)}  {SENTENCES[2]}" in text  # each line says when it is said

    player: PlayerPanel = win.player
    assert not player.isVisible()
    win.results.setFocus()
    with qtbot.waitSignal(player.playing_started, timeout=20_000) as started:
        qtbot.keyClick(win.results, Qt.Key.Key_Return)
    assert started.args == [str(spoken.path), pytest.approx(moment, abs=0.01)]
    assert player.isVisible()
    heard: list[float] = []
    player._player.positionChanged.connect(lambda ms: heard.append(ms / 1000))
    qtbot.waitUntil(lambda: player.is_playing() and player.position_s() >= moment, timeout=15_000)
    qtbot.waitUntil(lambda: len(heard) >= 3, timeout=10_000)
    # From the moment on: never from the start, and it plays on.
    assert min(heard) >= moment - 0.5, heard[:5]
    assert max(heard) > min(heard)
    assert clock(moment) in player.title.text()
    assert never_outside == []

    player.stop()
    assert not player.isVisible()


def test_the_speech_settings_are_shown_and_changed_in_the_dialog(qtbot, tmp_path: Path) -> None:
    from desktop_search.core.common.settings import Settings
    from desktop_search.ui.settings_dialog import SettingsDialog

    folders = [str(tmp_path / "Talks"), str(tmp_path / "Notes")]
    dialog = SettingsDialog(Settings(), folders)
    qtbot.addWidget(dialog)
    speech = dialog.speech_group
    assert speech.enabled.isChecked()
    assert speech.every_folder.isChecked()
    assert not speech.folders.isEnabled()  # every folder: none to choose
    assert speech.max_minutes.value() == 240
    assert speech.model.currentData() == "whisper-base"
    assert [speech.model.itemData(i) for i in range(speech.model.count())] == [
        "whisper-base",
        "whisper-tiny.en",
    ]
    assert dialog.changes() == {}

    speech.every_folder.setChecked(False)
    speech.folders.item(0).setCheckState(Qt.CheckState.Checked)
    speech.max_minutes.setValue(90)
    speech.model.setCurrentIndex(speech.model.findData("whisper-tiny.en"))
    assert dialog.changes() == {
        "speech_folders": [folders[0]],
        "speech_max_minutes": 90,
        "speech_model": "whisper-tiny.en",
    }
    speech.folders.item(0).setCheckState(Qt.CheckState.Unchecked)  # none chosen: every folder again
    assert speech.every_folder.isChecked()
    speech.enabled.setChecked(False)
    assert not speech.model.isEnabled()
    assert not speech.max_minutes.isEnabled()
    assert dialog.changes() == {"speech": False, "speech_max_minutes": 90, "speech_model": "whisper-tiny.en"}
