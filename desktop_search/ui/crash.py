"""Crashes leave a trail: unexpected errors are logged and shown as a readable message.

Python exceptions on any thread go to the log file and to a dialog that says
what happened in one sentence and where the log is (never a traceback in the
dialog). Native crashes (llama.cpp, Faiss) are written by ``faulthandler`` to
``crash.log``; the next start shows that a crash happened and where its trace is.
"""

from __future__ import annotations

import logging
import sys
import threading
from pathlib import Path
from types import TracebackType

from PySide6.QtCore import QCoreApplication, QObject, Qt, Signal, Slot
from PySide6.QtWidgets import QMessageBox, QWidget

from ..core.common.config import private_open, write_private

log = logging.getLogger(__name__)


class CrashReporter(QObject):
    """Signals:
    error_reported(str): a readable one-line description of an unexpected error.
    """

    error_reported = Signal(str)

    def __init__(self, log_file: Path, parent_widget: QWidget | None = None) -> None:
        super().__init__()
        self.log_file = log_file
        self.parent_widget = parent_widget
        # Queued: the hook may run on any thread, the dialog only on the GUI thread.
        self.error_reported.connect(self._show, Qt.ConnectionType.QueuedConnection)

    def install(self) -> None:
        sys.excepthook = self._excepthook
        threading.excepthook = self._thread_excepthook

    def _excepthook(self, kind: type[BaseException], value: BaseException, tb: TracebackType | None) -> None:
        log.critical("unexpected error", exc_info=(kind, value, tb))
        self.error_reported.emit(f"{kind.__name__}: {value}")

    def _thread_excepthook(self, args: threading.ExceptHookArgs) -> None:
        log.critical(
            "unexpected error in thread %s",
            args.thread.name if args.thread else "?",
            exc_info=(args.exc_type, args.exc_value, args.exc_traceback),  # type: ignore[arg-type]
        )
        self.error_reported.emit(f"{args.exc_type.__name__}: {args.exc_value}")

    @Slot(str)
    def _show(self, summary: str) -> None:
        self.show_message(
            self.parent_widget,
            self.tr("Something went wrong"),
            self.tr(
                "An unexpected error occurred ({error}).\n\n"
                "The app keeps running. Details are in the log file:\n{log_file}"
            ).format(error=summary[:200], log_file=self.log_file),
        )

    @staticmethod
    def show_message(parent: QWidget | None, title: str, text: str) -> None:
        """The dialog (a seam: tests replace it)."""
        message_box(parent, title, text).exec()


def message_box(parent: QWidget | None, title: str, text: str) -> QMessageBox:
    """A warning whose text is shown as it is: an error naming ``<b>x</b>.txt`` is not markup."""
    box = QMessageBox(QMessageBox.Icon.Warning, title, text, QMessageBox.StandardButton.Ok, parent)
    box.setTextFormat(Qt.TextFormat.PlainText)
    return box


def previous_native_crash(crash_file: Path) -> str | None:
    """A note for the user when the last run ended in a native crash (then the file is cleared)."""
    try:
        text = crash_file.read_text(encoding="utf-8", errors="replace").strip()
    except OSError:
        return None
    if not text:
        return None
    write_private(crash_file.with_suffix(".previous.log"), text.encode("utf-8"))
    with private_open(crash_file, "w", encoding="utf-8"):
        pass  # emptied, still private
    return QCoreApplication.translate("Crash", "The app crashed last time; the trace is in {file}").format(
        file=crash_file.with_suffix(".previous.log")
    )
