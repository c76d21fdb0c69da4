"""Single instance, readable crash reports, remembered window geometry."""

from __future__ import annotations

import threading
from pathlib import Path

from desktop_search.app import DesktopApp
from desktop_search.ui.crash import CrashReporter, previous_native_crash
from desktop_search.ui.mnemonics import plain
from desktop_search.ui.single_instance import SingleInstance


def test_second_launch_activates_the_first(qtbot, tmp_path: Path) -> None:
    first = SingleInstance(str(tmp_path))
    assert not first.notify_running()  # nobody there yet
    assert first.listen()
    second = SingleInstance(str(tmp_path))
    with qtbot.waitSignal(first.activation_requested, timeout=5_000):
        assert second.notify_running()
    first.close()
    assert not SingleInstance(str(tmp_path)).notify_running()


def test_unexpected_errors_are_logged_and_shown_readably(qtbot, tmp_path: Path, monkeypatch) -> None:
    import logging

    shown: list[str] = []
    monkeypatch.setattr(
        CrashReporter, "show_message", staticmethod(lambda parent, title, text: shown.append(text))
    )
    log_file = tmp_path / "app.log"
    handler = logging.FileHandler(log_file)
    logging.getLogger().addHandler(handler)
    try:
        reporter = CrashReporter(log_file)

        def fail() -> None:
            raise ValueError("the index went sideways")

        thread = threading.Thread(target=fail)
        monkeypatch.setattr(threading, "excepthook", reporter._thread_excepthook)
        thread.start()
        thread.join()
        qtbot.waitUntil(lambda: bool(shown), timeout=5_000)
    finally:
        logging.getLogger().removeHandler(handler)
        handler.close()
    assert "the index went sideways" in shown[0]
    assert str(log_file) in shown[0]
    assert "Traceback" not in shown[0]
    assert "Traceback" in log_file.read_text()  # the details are in the log


def test_previous_native_crash_is_reported_once(tmp_path: Path) -> None:
    crash = tmp_path / "crash.log"
    crash.write_text("Fatal Python error: Segmentation fault\n")
    note = previous_native_crash(crash)
    assert note is not None
    assert "crash.previous.log" in note
    assert previous_native_crash(crash) is None


def test_window_geometry_is_remembered(qtbot, paths) -> None:
    app = DesktopApp(paths)
    qtbot.addWidget(app.window)
    with qtbot.waitSignal(app.worker.engine_ready, timeout=60_000):
        app.start()
    app.window.resize(777, 555)
    app.shutdown()
    again = DesktopApp(paths)
    qtbot.addWidget(again.window)
    with qtbot.waitSignal(again.worker.engine_ready, timeout=60_000):
        again.start()
    try:
        assert (again.window.width(), again.window.height()) == (777, 555)
    finally:
        again.shutdown()


def test_tray_menu_actions(qtbot) -> None:
    from desktop_search.ui.tray import Tray, app_icon

    assert not app_icon().isNull()
    tray = Tray()
    with qtbot.waitSignal(tray.pause_toggled) as paused:
        tray.pause_action.trigger()
    assert paused.args == [True]
    tray.set_paused(False)  # mirrors the window without echoing a signal
    assert not tray.pause_action.isChecked()
    with qtbot.waitSignal(tray.quit_requested):
        tray._menu.actions()[-1].trigger()


def test_closing_hides_when_keeping_indexing_in_the_tray(qtbot) -> None:
    from desktop_search.ui.main_window import MainWindow

    win = MainWindow()
    qtbot.addWidget(win)
    win.show()
    win.hide_on_close = True
    win.close()
    assert not win.isVisible()
    win.hide_on_close = False
    win.show()
    win.close()
    assert not win.isVisible()


def test_failures_list_and_retry(qtbot, desktop_app, monkeypatch, notes_dir: Path) -> None:
    from PySide6.QtCore import Qt

    (notes_dir / "broken.pdf").write_bytes(b"%PDF-1.7 garbage")
    with qtbot.waitSignal(desktop_app.worker.indexing_finished, timeout=120_000):
        desktop_app.window.folders_added.emit([str(notes_dir)])
    win = desktop_app.window
    qtbot.waitUntil(win.failures_label.isVisible, timeout=10_000)
    assert plain(win.failures_label.text()) == "1 not indexed"
    seen = []

    def drive(dialog) -> bool:
        seen.append(dialog.table.item(0, 0).text())
        dialog.retry_button.click()
        return True

    monkeypatch.setattr(DesktopApp, "run_dialog", staticmethod(drive))
    with qtbot.waitSignal(desktop_app.worker.indexing_finished, timeout=60_000) as done:
        qtbot.mouseClick(win.failures_label, Qt.MouseButton.LeftButton)
    assert seen == ["broken.pdf"]
    assert done.args[0].report.files_failed == 1  # tried again (and failed again, it is still broken)


def test_first_run_welcomes_and_says_nothing_leaves(desktop_app) -> None:
    text = desktop_app.window.message.text()
    assert "Welcome" in text
    assert "nothing is sent anywhere" in text
