"""Start the desktop app: composition of window, engine worker and its thread.

This is the one place where objects are built and signals are wired.
"""

from __future__ import annotations

import faulthandler
import logging
import logging.handlers
import os
import sys
import time
from pathlib import Path
from typing import IO, Any

from . import APP_NAME, __version__
from .core.common.config import Paths

log = logging.getLogger(__name__)
#: Seconds after which the app quits by itself (smoke tests of the packaged app).
ENV_QUIT_AFTER = "DESKTOP_SEARCH_QUIT_AFTER"
_crash_file: IO[str] | None = None
#: Exit status when the system lacks libraries Qt needs to open a window (said in one line).
EXIT_MISSING_LIBRARIES = 3


def display_available() -> bool:
    """Whether Qt can show a window here (X11/Wayland, or an explicit platform plugin)."""
    if os.environ.get("QT_QPA_PLATFORM"):
        return True
    if sys.platform.startswith("linux") or "bsd" in sys.platform:
        return bool(os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"))
    return True


def setup_logging(paths: Paths) -> Path:
    """A rotating log file in the data directory, and native crash traces next to it."""
    global _crash_file  # noqa: PLW0603 (one crash file per process)
    if _crash_file is not None:
        return paths.log_dir / f"{APP_NAME}.log"
    from .core.common.config import PrivateRotatingFileHandler, private_open

    log_file = paths.log_dir / f"{APP_NAME}.log"
    handler = PrivateRotatingFileHandler(log_file, max_bytes=2_000_000, backup_count=3)
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(threadName)s %(name)s: %(message)s"))
    root = logging.getLogger()
    root.addHandler(handler)
    root.setLevel(logging.INFO)
    # llama.cpp and Faiss crash natively, without a Python traceback.
    _crash_file = private_open(paths.log_dir / "crash.log", "a", encoding="utf-8")
    faulthandler.enable(_crash_file)
    return log_file


class DesktopApp:
    """The running app: main window + engine worker on its own QThread."""

    def __init__(self, paths: Paths) -> None:
        from PySide6.QtCore import QCoreApplication, Qt, QThread

        from .core.common.settings import Settings
        from .ui import gui_gc
        from .ui.main_window import MainWindow
        from .ui.worker import EngineWorker

        if (qt_app := QCoreApplication.instance()) is not None:
            gui_gc.install(qt_app)  # cycles (and the Qt objects in them) freed on this thread only
        self.paths = paths
        self.window = MainWindow()
        self.window.editor_command = Settings.load(paths.settings_path).editor
        self.thread = QThread()
        self.thread.setObjectName("engine")
        self.worker = EngineWorker(paths)
        self.worker.moveToThread(self.thread)

        w, win = self.worker, self.window
        # Every cross-thread connection states its type (docs/ARCHITECTURE.md, "Threads").
        # Worker -> window: queued, run by the GUI thread's event loop in decorated slots.
        queued, direct = Qt.ConnectionType.QueuedConnection, Qt.ConnectionType.DirectConnection
        # started is emitted on the engine thread itself: open the engine there, at once.
        self.thread.started.connect(w.open_engine, direct)
        w.engine_ready.connect(win.on_engine_ready, queued)
        w.engine_failed.connect(win.on_engine_failed, queued)
        w.progress_changed.connect(win.on_progress, queued)
        w.indexing_finished.connect(win.on_indexing_finished, queued)
        w.results_ready.connect(win.on_results, queued)
        w.error_occurred.connect(win.on_error, queued)
        w.failures_changed.connect(win.on_failures, queued)
        w.reranker_offered.connect(win.on_reranker_offered, queued)
        w.model_offered.connect(win.on_model_offered, queued)
        # Window -> worker. Searches and pause are direct calls of thread-safe methods (a queue,
        # a flag): a queued call would wait behind the indexing run on the busy engine thread.
        win.search_requested.connect(w.request_search, direct)
        win.pause_toggled.connect(w.set_paused, direct)
        # Work for the engine is queued to its thread and runs after the current slot returns.
        win.folders_added.connect(w.index_folders, queued)
        win.model_offer_accepted.connect(w.use_builtin_model, queued)
        win.model_offer_declined.connect(w.decline_model_offer, queued)
        win.drive_vectors_accepted.connect(w.add_drive_vectors, queued)
        win.settings_requested.connect(self.edit_settings)
        win.models_requested.connect(self.show_models)
        win.reranker_download_requested.connect(self.download_reranker)
        self.model_tasks: Any = None
        self._offered_reranker = ""
        self.models_dialog: Any = None
        win.failures_requested.connect(self.show_failures)
        self.tray = self._make_tray()
        from .ui.global_shortcut import GlobalShortcut

        self.shortcut = GlobalShortcut()
        self.shortcut.activated.connect(lambda: self.activate_search(None))

    def start(self, *, show: bool = True) -> None:
        """Start the engine thread and show the window (``show=False``: stay in the tray)."""
        from PySide6.QtCore import QSettings

        from .core.extract.message_copies import remove_leftovers

        remove_leftovers()  # the message copies an app that crashed left (one local folder: quick)
        geometry = QSettings(str(self.paths.config_dir / "window.ini"), QSettings.Format.IniFormat).value(
            "geometry"
        )
        if geometry is not None:
            self.window.restoreGeometry(geometry)
        self.thread.start()
        from .core.common.settings import Settings

        self.shortcut.set_shortcut(Settings.load(self.paths.settings_path).global_shortcut)
        if show:
            self.window.show()
        else:
            self.window.hide_on_close = True  # the tray is the app until the window is opened

    def save_window_state(self) -> None:
        from PySide6.QtCore import QSettings

        state = QSettings(str(self.paths.config_dir / "window.ini"), QSettings.Format.IniFormat)
        state.setValue("geometry", self.window.saveGeometry())
        state.sync()

    def _make_tray(self) -> Any:
        from .ui.tray import Tray

        if not Tray.available():
            return None
        tray = Tray()
        tray.show_requested.connect(self.activate)
        tray.pause_toggled.connect(self.window.pause_button.setChecked)
        tray.quit_requested.connect(self.quit)
        self.window.pause_toggled.connect(tray.set_paused)
        self.window.progress_described.connect(tray.show_progress)
        tray.show()
        from .core.common.settings import Settings

        self.window.hide_on_close = Settings.load(self.paths.settings_path).keep_running_in_tray
        return tray

    def quit(self) -> None:
        from PySide6.QtWidgets import QApplication

        self.shutdown()
        QApplication.quit()

    def show_failures(self) -> None:
        from PySide6.QtCore import QMetaObject, Qt

        from .ui.failures_dialog import FailuresDialog

        dialog = FailuresDialog(self.window.failures, self.window)
        dialog.retry_requested.connect(
            lambda: QMetaObject.invokeMethod(self.worker, "retry_failed", Qt.ConnectionType.QueuedConnection)
        )
        self.run_dialog(dialog)

    def show_models(self) -> None:
        """The Models window (modeless: downloads and re-indexing go on while the user searches)."""
        if self.models_dialog is None:
            from PySide6.QtCore import Qt

            from .ui.model_tasks import ModelTasks
            from .ui.models_dialog import ModelsDialog

            if self.model_tasks is None:
                self.model_tasks = ModelTasks(self.paths.models_dir)
            dialog = ModelsDialog(self.model_tasks, self.window)
            w = self.worker
            queued = Qt.ConnectionType.QueuedConnection
            dialog.use_embedder.connect(w.switch_model, queued)
            dialog.use_reranker.connect(w.use_reranker, queued)
            dialog.stop_switch.connect(self._stop_switch)  # GUI thread to GUI thread
            dialog.task_finished.connect(self._on_model_task_finished)  # GUI thread to GUI thread
            w.engine_ready.connect(dialog.on_status, queued)
            w.progress_changed.connect(dialog.on_progress, queued)
            w.indexing_finished.connect(dialog.on_indexing_finished, queued)
            self.models_dialog = dialog
        self.models_dialog.on_status(self.window.last_status)
        self.models_dialog.show()
        self.models_dialog.raise_()
        self.models_dialog.activateWindow()

    def download_reranker(self, entry_id: str) -> None:
        """The one-click offer: download the catalog reranker ``entry_id`` (in the Models window,
        which shows the progress), then rerank with it."""
        from PySide6.QtCore import QCoreApplication

        self.show_models()
        self._offered_reranker = entry_id
        try:
            self.models_dialog.start_download(entry_id)
        except (KeyError, ValueError) as exc:
            self.window.on_error(
                QCoreApplication.translate("DesktopApp", "Cannot download the reranker: {reason}").format(
                    reason=exc
                )
            )
            self.window.on_reranker_offered(None)

    def _on_model_task_finished(self, key: str, path: str, kind: str) -> None:
        if key == self._offered_reranker and kind == "reranker":
            self._offered_reranker = ""
            self.models_dialog.use_reranker.emit(path)  # queued to the worker, like the Use button

    def _stop_switch(self) -> None:
        from PySide6.QtCore import QMetaObject, Qt

        self.worker.cancel()  # stops the running re-index at the next batch
        QMetaObject.invokeMethod(self.worker, "abandon_switch", Qt.ConnectionType.QueuedConnection)

    def edit_settings(self) -> None:
        """The folders and settings dialog; changes are saved, then applied by the worker."""
        from PySide6.QtCore import Q_ARG, QCoreApplication, QMetaObject, Qt

        from .core.common.settings import Settings
        from .ui.settings_dialog import SettingsDialog

        status = self.window.last_status
        states = {f["path"]: f["described"] for f in status.folder_states} if status is not None else {}
        mail = status.mail_found if status is not None else []
        dialog = SettingsDialog(
            Settings.load(self.paths.settings_path),
            self.window.folders,
            self.window,
            states=states,
            mail_found=mail,
            shortcut_problem=self.shortcut.problem,
        )
        if self.run_dialog(dialog):
            added, removed = dialog.folder_changes()
            for folder in removed:  # forgetting a folder's files waits for OK, as everything here
                QMetaObject.invokeMethod(
                    self.worker, "remove_folder", Qt.ConnectionType.QueuedConnection, Q_ARG(str, folder)
                )
            if added:
                self.window.folders_added.emit(added)
            # Only what the dialog changed: a model switch that finished meanwhile is kept.
            settings = Settings.update(self.paths.settings_path, **dialog.changes())
            self.window.editor_command = settings.editor
            self.window.hide_on_close = self.tray is not None and settings.keep_running_in_tray
            self._apply_start_at_login(settings.start_at_login)
            changed = settings.global_shortcut != self.shortcut.text or self.shortcut.problem
            if changed and (problem := self.shortcut.set_shortcut(settings.global_shortcut)):
                self.window.on_error(
                    QCoreApplication.translate(
                        "DesktopApp", "The shortcut {shortcut} does not work: {problem}"
                    ).format(shortcut=settings.global_shortcut, problem=problem)
                )
            QMetaObject.invokeMethod(self.worker, "reload_settings", Qt.ConnectionType.QueuedConnection)

    def _apply_start_at_login(self, on: bool) -> None:
        from . import autostart

        if autostart.enabled() == on:
            return
        try:
            autostart.set_enabled(on)
        except OSError as exc:
            from PySide6.QtCore import QCoreApplication

            log.warning("start at login: %s", exc)
            self.window.on_error(
                QCoreApplication.translate(
                    "DesktopApp", "Could not change starting at login: {error}"
                ).format(error=exc)
            )

    @staticmethod
    def run_dialog(dialog: Any) -> bool:
        """Show a modal dialog (a seam: tests drive the dialog and accept it)."""
        return bool(dialog.exec())

    def activate(self) -> None:
        """Bring the window to the front (another launch asked for it)."""
        self.window.showNormal()
        self.window.raise_()
        self.window.activateWindow()

    def activate_search(self, query: str | None = None) -> None:
        """Bring the window to the front with the search field focused and its text selected
        (the global shortcut), searching for ``query`` when one is given (the desktop's search box)."""
        self.activate()
        if query:
            self.window.search_for(query)
        else:
            self.window._focus_search()

    def shutdown(self) -> None:
        """Stop indexing, close the engine on its own thread, end the thread."""
        from PySide6.QtCore import QMetaObject, Qt

        self.window.message_copies.close()  # the messages opened, copied to open them
        if not self.thread.isRunning():
            return
        self.shortcut.clear()
        self.save_window_state()
        if self.model_tasks is not None:
            self.model_tasks.shutdown()
        self.worker.cancel()
        QMetaObject.invokeMethod(self.worker, "close_engine", Qt.ConnectionType.BlockingQueuedConnection)
        self.thread.quit()
        self.thread.wait()
        # Deliver what the worker queued for the window while the window still exists: a Python
        # slot's queued call is not dropped when its widget is deleted, and would run on a dead one.
        from PySide6.QtCore import QCoreApplication

        QCoreApplication.sendPostedEvents()


def main(
    data_dir: str | os.PathLike[str] | None = None,
    argv: list[str] | None = None,
    *,
    hidden: bool = False,
    query: str | None = None,
) -> int:
    if not display_available():
        print(
            "desktop-search: no display available; use the command line instead (desktop-search --help).",
            file=sys.stderr,
        )
        return 2
    from .ui import qt_libraries

    if missing := qt_libraries.problem():
        # Checked before the QApplication exists: Qt would abort with a core dump instead.
        print(missing, file=sys.stderr)
        return EXIT_MISSING_LIBRARIES
    paths = Paths.resolve(data_dir).ensure()
    log_file = setup_logging(paths)
    log.info("%s %s starting; data in %s", APP_NAME, __version__, paths.data_dir)

    from PySide6.QtWidgets import QApplication

    qt_app: Any = QApplication.instance() or QApplication(argv if argv is not None else sys.argv)
    qt_app.setApplicationName(APP_NAME)
    qt_app.setApplicationDisplayName("Desktop Search")
    qt_app.setApplicationVersion(__version__)
    from .ui import i18n

    i18n.install(qt_app)  # the user's language, before the first word is shown
    from .ui.tray import app_icon

    qt_app.setWindowIcon(app_icon())

    from .ui.crash import CrashReporter, previous_native_crash
    from .ui.single_instance import SingleInstance

    instance = SingleInstance(str(paths.data_dir))
    if instance.notify_running(query):
        print("desktop-search is already running; it was brought to the front.", file=sys.stderr)
        return 0
    instance.listen()
    app = DesktopApp(paths)
    instance.activation_requested.connect(app.activate)
    instance.search_requested.connect(app.activate_search)
    reporter = CrashReporter(log_file, app.window)
    reporter.install()
    if note := previous_native_crash(paths.log_dir / "crash.log"):
        app.window.on_error(note)
    qt_app.aboutToQuit.connect(app.shutdown)
    if quit_after := os.environ.get(ENV_QUIT_AFTER):
        # Smoke tests of the packaged app: start, run a while, quit cleanly.
        from PySide6.QtCore import QTimer

        QTimer.singleShot(int(float(quit_after) * 1000), app.quit)
    app.start(show=not (hidden and app.tray is not None))
    if query:
        app.window.search_for(query)
    _log_startup_times(app)
    rc = int(qt_app.exec())
    app.shutdown()
    instance.close()
    log.info("exited with %d (log: %s)", rc, log_file)
    return rc


def _log_startup_times(app: DesktopApp) -> None:
    """Log how long the window and the engine took to be ready (``bench/startup.py`` reads it)."""
    import psutil
    from PySide6.QtCore import Qt, QTimer

    started = psutil.Process().create_time()
    # The first turn of the event loop: the window is shown and takes input.
    QTimer.singleShot(0, lambda: log.info("startup: window usable after %.2f s", time.time() - started))
    logged: list[bool] = []

    def engine_ready(_status: object) -> None:
        if not logged:
            logged.append(True)
            log.info("startup: engine ready after %.2f s", time.time() - started)

    # Direct: logged on the engine thread as it happens (a queued call to a plain function would
    # depend on where PySide6 places its hidden receiver).
    app.worker.engine_ready.connect(engine_ready, Qt.ConnectionType.DirectConnection)


if __name__ == "__main__":
    sys.exit(main())
