"""Opening a result as the user asked: with its application (a PDF at its page, a text file at its
line in the user's editor), a recording played from its moment (in the window's player, else in
the user's player with a start time where it takes one), a program shown in its folder rather
than run, a message of a mail store as an .eml copy, a file on a drive that is away explained
rather than opened."""

from __future__ import annotations

import logging
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, QUrl, Signal, Slot
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import QListWidgetItem

from ..core.extract.document import ExtractionError
from ..core.extract.message_copies import MessageCopies
from ..core.extract.recording import is_media
from ..core.opening import media_command, open_action, open_command
from ..core.searching.moments import clock
from ..core.searching.places import is_text_file
from ..core.searching.results import SearchResult
from .i18n import Context
from .player import PlayerPanel
from .result_delegate import RESULT_ROLE
from .results_list import PATH_ROLE

log = logging.getLogger(__name__)

MainWindow = Context("MainWindow")  # the window's strings, their context (lupdate reads the name)

#: Where in a text file a result is (line, column), None when not found: the preview knows.
Place = Callable[[SearchResult], tuple[int, int] | None]


class ResultOpener(QObject):
    """Opens and reveals results; says what went wrong (or what was done instead).

    Signals:
        said(str, bool): something to tell the user (the text, whether it is an error).
    """

    said = Signal(str, bool)

    def __init__(self, message_copies: MessageCopies, parent: QObject | None = None) -> None:
        super().__init__(parent)
        #: The .eml copies of the messages opened.
        self.message_copies = message_copies
        #: The window's player: Enter plays a recording there, from its moment (None: the user's
        #: player plays it).
        self.player: PlayerPanel | None = None

    def set_player(self, player: PlayerPanel) -> None:
        """Play recordings in ``player``; what it cannot play goes to the user's player."""
        self.player = player
        player.failed.connect(self._on_player_failed)
        player.external_requested.connect(self.play_elsewhere)

    # -- seams (replaced in tests) -------------------------------------------

    @staticmethod
    def open_path(path: str) -> bool:
        """Open ``path`` with the desktop's default application for its type."""
        return QDesktopServices.openUrl(QUrl.fromLocalFile(path))

    @staticmethod
    def launch(argv: list[str]) -> None:
        """Start ``argv`` (an editor, a PDF viewer) detached, without waiting; raises ``OSError``."""
        detached: dict[str, Any] = {"start_new_session": True}
        if sys.platform == "win32":
            flags = subprocess.DETACHED_PROCESS | subprocess.CREATE_NEW_PROCESS_GROUP
            detached = {"creationflags": flags}
        subprocess.Popen(
            argv,
            stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
            close_fds=True,
            **detached,
        )

    @staticmethod
    def media_command(path: str, start_s: float) -> list[str] | None:
        """The user's player's command line that plays ``path`` from ``start_s`` (None: it takes
        no start time)."""
        return media_command(path, start_s)

    @staticmethod
    def reveal_path(path: str) -> bool:
        """Show the file in the system's file manager (selected where the platform allows)."""
        if sys.platform == "darwin":
            return subprocess.run(["open", "-R", path], check=False).returncode == 0
        if sys.platform == "win32":
            return subprocess.run(["explorer", "/select,", path], check=False).returncode in (0, 1)
        return QDesktopServices.openUrl(QUrl.fromLocalFile(str(Path(path).parent)))

    # -- what the window calls -----------------------------------------------

    def open_item(self, item: QListWidgetItem, *, editor: str, place: Place) -> None:
        """Open the result of ``item``: with ``editor`` (the user's command, "" for none) at its
        ``place`` when it is a text file, else with the desktop's application for it."""
        path = item.data(PATH_ROLE)
        if not path:
            return
        away: SearchResult | None = item.data(RESULT_ROLE)
        if away is not None and away.offline:
            # Found by what the index keeps; the file itself is on a drive or share that is away.
            self._say(
                MainWindow.tr(
                    "{file} is on a drive or share that is not connected ({offline}). "
                    "Connect it to open the file."
                ).format(file=Path(path).name, offline=away.offline),
                error=True,
            )
            return
        result_here: SearchResult | None = item.data(RESULT_ROLE)
        if result_here is not None and result_here.store:
            self._open_message(result_here)
            return
        if open_action(path) == "reveal":
            # A program or script: the desktop would run it, not show it. Show it in its folder.
            if not self.reveal_path(path):
                self._say(MainWindow.tr("Could not show {path} in its folder").format(path=path), error=True)
            else:
                self._say(
                    MainWindow.tr("{file} is a program: shown in its folder instead of run.").format(
                        file=Path(path).name
                    )
                )
            return
        result: SearchResult | None = item.data(RESULT_ROLE)
        if is_media(path):  # a recording: played from the moment its words are said
            at = result.moment_s if result is not None and result.moment_s is not None else 0.0
            if self.player is not None:
                self.player.play(path, at)
            else:
                self.play_elsewhere(path, at)
            return
        argv = self._open_command(result, editor=editor, place=place) if result is not None else None
        if argv:
            try:
                self.launch(argv)
                return
            except OSError as exc:
                log.warning("cannot start %s: %s", argv[0], exc)
                program, error = Path(argv[0]).name, exc.strerror or str(exc)
                if self.open_path(path):
                    self._say(
                        MainWindow.tr(
                            "Could not start {program} ({error}): opened {file} with its default application."
                        ).format(program=program, error=error, file=Path(path).name)
                    )
                else:
                    self._say(
                        MainWindow.tr(
                            "Could not start {program} ({error}): could not open {path} either."
                        ).format(program=program, error=error, path=path),
                        error=True,
                    )
                return
        if not self.open_path(path):
            self._say(MainWindow.tr("Could not open {path}").format(path=path), error=True)

    @Slot(str, float)
    def play_elsewhere(self, path: str, at_s: float) -> None:
        """Play ``path`` in the user's player from ``at_s`` where it takes a start time; else open
        it with the desktop's application, and say it starts at the beginning."""
        argv = None
        try:
            argv = self.media_command(path, at_s)
        except Exception:  # a platform lookup gone wrong must not stop the recording from opening
            log.exception("cannot work out how to play %s at its moment", path)
        if argv:
            try:
                self.launch(argv)
                return
            except OSError as exc:
                log.warning("cannot start %s: %s", argv[0], exc)
        if not self.open_path(path):
            self._say(MainWindow.tr("Could not open {path}").format(path=path), error=True)
        elif at_s >= 1:
            self._say(
                MainWindow.tr(
                    "{file} opened at its start: your player cannot be told to start at {time}."
                ).format(file=Path(path).name, time=clock(at_s))
            )

    def reveal(self, path: str) -> None:
        """Show ``path`` in its folder (the file manager's window)."""
        if not self.reveal_path(path):
            self._say(MainWindow.tr("Could not show {path} in its folder").format(path=path), error=True)

    # -- internals ------------------------------------------------------------

    @Slot(str, float, str)
    def _on_player_failed(self, path: str, at_s: float, why: str) -> None:
        log.info("playing %s in your player instead: %s", path, why)
        self.play_elsewhere(path, at_s)

    def _say(self, text: str, *, error: bool = False) -> None:
        self.said.emit(text, error)

    def _open_message(self, result: SearchResult) -> None:
        """A message of a mail store: written as an .eml file in a private temporary folder and
        opened with the default application for mail (its store cannot be addressed from here);
        the copy is removed an hour later or when the app quits (:class:`.MessageCopies`)."""
        title = result.subject or MainWindow.tr("the message")
        try:
            copy = self.message_copies.make(Path(result.store), result.location, subject=result.subject)
        except ExtractionError as exc:
            self._say(
                MainWindow.tr("Could not open {title}: {reason}").format(title=title, reason=exc.reason),
                error=True,
            )
            return
        if not self.open_path(str(copy)):
            self._say(MainWindow.tr("Could not open {path}").format(path=copy), error=True)

    def _open_command(self, result: SearchResult, *, editor: str, place: Place) -> list[str] | None:
        """How to open ``result`` at its place (PDF page, text line); None: the default handler."""
        path = result.path
        line = column = None
        editor = editor.strip()
        if editor and is_text_file(path):
            line, column = place(result) or (1, 1)
        page = result.page if path.lower().endswith(".pdf") else None
        try:
            return open_command(path, page=page, line=line, column=column, editor=editor)
        except Exception:  # a platform lookup gone wrong must not stop the file from opening
            log.exception("cannot work out how to open %s at its place", path)
            return None
