"""Alt+letter reaches every button, check box and labelled field, in every language.

The letters are given out per window from its texts in the user's language
(``ui/mnemonics.py``): every window of the app, in each shipped language, must have a letter on
each control whose text has one, no letter twice, and the words unchanged. Alt and the letter
then really press the button or focus the field.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QLocale, Qt
from PySide6.QtWidgets import QAbstractButton, QCheckBox, QLabel, QPushButton, QToolButton, QWidget

from desktop_search.core.common import texts
from desktop_search.core.common.settings import Settings
from desktop_search.ui import i18n, mnemonics
from desktop_search.ui.failures_dialog import FailuresDialog
from desktop_search.ui.main_window import MainWindow
from desktop_search.ui.model_tasks import ModelTasks
from desktop_search.ui.models_dialog import ModelsDialog
from desktop_search.ui.settings_dialog import SettingsDialog

LOCALES = ("en_US", "de_DE", "es_ES", "fr_FR", "ru_RU", "ar_EG", "zh_CN")


@pytest.fixture
def in_language(qapp):
    yield lambda name: i18n.install(qapp, QLocale(name))
    i18n.uninstall(qapp)
    texts.reset()


def _windows(tmp_path: Path) -> dict[str, QWidget]:
    return {
        "main window": MainWindow(),
        "settings": SettingsDialog(Settings(), ["/home/someone/Notes"]),
        "models": ModelsDialog(ModelTasks(tmp_path)),
        "failures": FailuresDialog([["/home/someone/a.pdf", "failed", "damaged"]]),
    }


def _lettered(window: QWidget) -> list[QWidget]:
    """What should carry a letter: text buttons (not icon or chip buttons), buddied labels."""
    out: list[QWidget] = []
    for widget in window.findChildren(QWidget):
        if isinstance(widget, QAbstractButton) and not isinstance(widget, QToolButton):
            if widget.text():
                out.append(widget)
        elif isinstance(widget, QLabel) and widget.buddy() is not None and widget.text():
            out.append(widget)
    return out


@pytest.mark.parametrize("locale", LOCALES)
def test_every_control_of_every_window_has_its_own_letter(qtbot, in_language, tmp_path, locale) -> None:
    in_language(locale)
    for name, window in _windows(tmp_path).items():
        qtbot.addWidget(window)
        letters: dict[tuple[QWidget | None, str], str] = {}  # letters are given out per tab page
        for control in _lettered(window):
            text = control.text()  # type: ignore[attr-defined]
            shown = mnemonics.plain(text)
            if not any(mnemonics._typed(c) for c in shown) and not mnemonics._ideographic(shown):
                assert "&" not in text.replace("&&", ""), (name, text)  # "?"
                continue
            letter = mnemonics._carried(text)
            assert letter is not None, f"{name}: {shown!r} has no Alt+letter in {locale}"
            assert letter in shown.casefold()
            page = mnemonics.page_of(control, window)
            if control.property("desktop_search_mnemonic") == text:  # ours, not Qt's own
                for seen in {(page, letter), (None, letter)}:  # its page's, and the dialog's buttons'
                    assert seen not in letters, f"{name}: Alt+{letter} for {shown!r} and {letters[seen]!r}"
            letters[(page, letter)] = shown
        assert len(letters) >= 2, (name, locale, letters)  # the walk found the window's controls


def test_alt_and_the_letter_press_the_button_or_focus_the_field(qtbot, in_language) -> None:
    in_language("en_US")
    win = MainWindow()
    qtbot.addWidget(win)
    win.show()
    win.activateWindow()
    qtbot.waitActive(win)
    assert win.settings_button.text() == "&Settings…"
    assert win.add_button.text() == "&Add folder…"
    clicked: list[str] = []
    win.models_button.clicked.disconnect()
    win.models_button.clicked.connect(lambda: clicked.append("models"))
    # Pressed on the window, as the keyboard does: Qt matches shortcuts on that path.
    qtbot.keyClick(win.windowHandle(), Qt.Key.Key_M, Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil(lambda: clicked == ["models"])  # an animated click, as a mouse press shows
    # A filter's label: Alt and its letter move the focus to the box it names.
    label = next(w for w in win.findChildren(QLabel) if w.buddy() is win.type_filter)
    letter = mnemonics._carried(label.text())
    assert letter is not None
    qtbot.keyClick(win.windowHandle(), letter, Qt.KeyboardModifier.AltModifier)
    assert win.type_filter.hasFocus()
    # What a screen reader reads is the words, without the mark.
    assert win.settings_button.accessibleName() in ("", "Settings…")


def test_a_changed_text_gets_a_letter_and_the_others_keep_theirs(qtbot, in_language) -> None:
    in_language("en_US")
    win = MainWindow()
    qtbot.addWidget(win)
    before = {w: w.text() for w in win.findChildren(QPushButton) if w is not win.pause_button}
    win.pause_button.setCheckable(True)
    win.pause_button.setChecked(True)  # Pause → Resume
    assert mnemonics.plain(win.pause_button.text()) == "Resume"
    assert mnemonics._carried(win.pause_button.text()) is not None
    assert {w: w.text() for w in before} == before


def test_a_text_with_an_ampersand_keeps_it(qtbot) -> None:
    window = QWidget()
    qtbot.addWidget(window)
    button = QPushButton("Use Q and A", window)
    literal = QPushButton("Rock && Roll", window)  # a "&" written as Qt writes a literal one
    letters = mnemonics.assign(window)
    assert button.text() == "&Use Q and A"
    assert mnemonics.plain(literal.text()) == "Rock & Roll"
    assert letters[button] == "u"
    assert letters[literal] == "r"


def test_a_letter_reaches_the_control_of_the_page_shown(qtbot, in_language) -> None:
    """Settings gives out its letters per tab page: Alt and a letter two pages share reach the
    check box of the page shown, and leave the other page's alone."""
    in_language("en_US")
    dialog = SettingsDialog(Settings(), ["/home/someone/Notes"])
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.activateWindow()
    qtbot.waitActive(dialog)
    boxes = [b for b in dialog.findChildren(QCheckBox) if b.isEnabled() and mnemonics._carried(b.text())]
    pairs = [
        (shown, hidden)
        for shown in boxes
        for hidden in boxes
        if mnemonics._carried(shown.text()) == mnemonics._carried(hidden.text())
        and mnemonics.page_of(shown, dialog) is not mnemonics.page_of(hidden, dialog)
    ]
    assert pairs, "no two pages share a letter"
    shown, hidden = pairs[0]
    dialog.show_page_of(shown)
    before = (shown.isChecked(), hidden.isChecked())
    qtbot.keyClick(dialog.windowHandle(), mnemonics._carried(shown.text()), Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil(lambda: shown.isChecked() != before[0])
    assert hidden.isChecked() == before[1]
