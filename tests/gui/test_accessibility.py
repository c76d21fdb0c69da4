"""What a screen reader gets: every control of every window named, descriptions without markup,
result rows read as sentences, and news announced.

The windows are walked through ``QAccessible`` (what Qt hands to AT-SPI on Linux, UI Automation
on Windows and NSAccessibility on macOS), not through the widgets' Python attributes.
"""

from __future__ import annotations

import pytest
from PySide6.QtGui import QAccessible, QAccessibleInterface, Qt
from PySide6.QtWidgets import QWidget

from desktop_search.ui import accessibility
from desktop_search.ui.accessibility import Announcer
from desktop_search.ui.failures_dialog import FailuresDialog

R = QAccessible.Role
#: Roles a user operates: each needs a name that says what it is for.
INTERACTIVE = {
    R.PushButton, R.CheckBox, R.RadioButton, R.ComboBox, R.EditableText, R.SpinBox, R.Slider,
    R.List, R.Table, R.Tree, R.PageTab, R.Splitter, R.ButtonMenu, R.ButtonDropDown, R.Link,
}  # fmt: skip


def _walk(iface: QAccessibleInterface | None, out: list[QAccessibleInterface]) -> list[QAccessibleInterface]:
    if iface is None or not iface.isValid() or iface.state().invisible:
        return out
    out.append(iface)
    if iface.role() in (R.List, R.Table, R.Tree):
        return out  # their rows are items, checked on their own
    for i in range(iface.childCount()):
        _walk(iface.child(i), out)
    return out


def _problems(window: QWidget) -> list[str]:
    problems = []
    for iface in _walk(QAccessible.queryAccessibleInterface(window), []):
        role = iface.role()
        name = iface.text(QAccessible.Text.Name).strip()
        what = f"{role.name} {iface.object().metaObject().className() if iface.object() else ''}"
        description = iface.text(QAccessible.Text.Description)
        if description and Qt.mightBeRichText(description):
            problems.append(f"{what} {name!r}: description with markup {description[:40]!r}")
        if role not in INTERACTIVE:
            continue
        if role == R.ComboBox:
            # On Linux Qt names a combo box by its value; what it is for comes from a label.
            labels = iface.relations(QAccessible.RelationFlag.Labelled)
            if not labels and not iface.object().accessibleName():
                problems.append(f"{what} {name!r}: no label says what it is for")
            continue
        if not name:
            problems.append(f"{what}: no accessible name")
    return problems


def test_the_main_window_names_every_control(qtbot, desktop_app, notes_dir) -> None:
    win = desktop_app.window
    with qtbot.waitSignal(desktop_app.worker.indexing_finished, timeout=120_000):
        win.folders_added.emit([str(notes_dir)])
    with qtbot.waitSignal(desktop_app.worker.results_ready, timeout=30_000):
        win.search_for("homemade bread")
    # The signal can be caught before the window's own queued slot has shown the answer.
    qtbot.waitUntil(lambda: win.pending_query == "" and win.results.count() > 0, timeout=10_000)
    win.search_box.setText(win.search_box.text())  # the clear button shows once there is text
    assert _problems(win) == []
    # A row reads as one sentence: name, folder, date, how it was found.
    rows = QAccessible.queryAccessibleInterface(win.results)
    first = rows.child(0)
    sentence = first.text(QAccessible.Text.Name)
    assert "sourdough.md" in sentence
    assert str(notes_dir) in sentence
    assert "matched by" in sentence
    assert "changed" in sentence
    # The number of results was announced, for a screen reader's user who stays in the field.
    assert any(said.endswith(("result", "results")) for said in win.announcer.said), win.announcer.said


def test_settings_and_models_name_every_control(qtbot, desktop_app) -> None:
    desktop_app.show_models()
    dialog = desktop_app.models_dialog
    assert dialog is not None
    assert _problems(dialog) == []
    dialog.close()

    from desktop_search.core.common.settings import Settings
    from desktop_search.ui.settings_dialog import SettingsDialog

    settings = SettingsDialog(Settings(), ["/home/someone/Documents"])
    qtbot.addWidget(settings)
    settings.show()
    assert _problems(settings) == []
    failures = FailuresDialog([["/home/someone/a.pdf", "failed", "the PDF is damaged"]])
    qtbot.addWidget(failures)
    failures.show()
    assert _problems(failures) == []


def test_the_walk_finds_an_unnamed_control(qtbot) -> None:
    """The check above can fail: a bare line edit and a rich tooltip are reported."""
    from PySide6.QtWidgets import QLineEdit, QPushButton, QVBoxLayout

    window = QWidget()
    layout = QVBoxLayout(window)
    layout.addWidget(QLineEdit())
    button = QPushButton("Go")
    button.setToolTip("<b>Go</b> somewhere")
    layout.addWidget(button)
    qtbot.addWidget(window)
    window.show()
    found = _problems(window)
    assert any("no accessible name" in p for p in found)
    assert any("markup" in p for p in found)
    accessibility.plain_descriptions(window)
    assert not any("markup" in p for p in _problems(window))


def test_announcements_are_throttled_per_kind(qtbot) -> None:
    now = [0.0]
    widget = QWidget()
    qtbot.addWidget(widget)
    announcer = Announcer(widget, clock=lambda: now[0])
    assert announcer.announce("progress", "Reading files: 1 of 9")
    now[0] += 1
    assert not announcer.announce("progress", "Reading files: 2 of 9")  # too soon
    assert announcer.announce("results", "3 results", urgent=True)  # another kind, urgent
    assert not announcer.announce("results", "3 results", urgent=True)  # said already
    now[0] += accessibility.MIN_INTERVAL_S
    assert announcer.announce("progress", "Reading files: 7 of 9")
    assert announcer.said == ["Reading files: 1 of 9", "3 results", "Reading files: 7 of 9"]


@pytest.mark.parametrize("tip", ["<p><b>Search precisely</b> — combine</p>", "<qt>a &amp; b</qt>"])
def test_plain_text_of_a_rich_tooltip(tip: str) -> None:
    text = accessibility.plain_text(tip)
    assert "<" not in text
    assert text.strip()
