"""The main window's bottom line: the index (counts, model and device, reranker, a model switch
under way, meaning still to read), an indexing run's progress with its pause button, and the
files that could not be indexed."""

from __future__ import annotations

from datetime import datetime
from pathlib import Path

from PySide6.QtCore import Qt, Signal, Slot
from PySide6.QtWidgets import QHBoxLayout, QLabel, QProgressBar, QPushButton, QWidget

from ..core.common import reasons, texts
from ..core.contracts import EngineStatus, RunProgress
from ..core.progress_text import describe as describe_progress
from ..core.progress_text import meaning_share, words_finished
from . import mnemonics
from .accessibility import plain_tooltip
from .i18n import Context, figure

MainWindow = Context("MainWindow")  # the window's strings, their context (lupdate reads the name)


def switch_note(status: EngineStatus) -> str:
    """Why a model switch that ran to its end left the index in use as it was ("" if none)."""
    if not (status.switch_waiting and status.switching_to):
        return ""
    return MainWindow.tr("Still searching with {model}: {reason}").format(
        model=status.model, reason=reasons.shown(status.switch_waiting)
    )


def shared_notes(status: EngineStatus) -> list[str]:
    """What the status line says of the shared indexes: one away, one of another model."""
    notes = []
    for shared in status.shared:
        name = str(shared.get("name") or shared.get("url") or "")
        if shared.get("other_model"):
            notes.append(
                MainWindow.tr(
                    "Shared index {name} holds another model's vectors ({model}): not searched"
                ).format(name=name, model=shared["other_model"])
            )
        elif shared.get("drive_model") and shared.get("without_meaning"):
            notes.append(
                MainWindow.tr(
                    "{name} was indexed with {model}: {passages} passages found by their words only"
                ).format(
                    name=name,
                    model=shared["drive_model"],
                    passages=figure(int(str(shared["without_meaning"]))),
                )
            )
        elif shared.get("refused"):
            notes.append(
                MainWindow.tr("{name} is not searched: {reason}").format(
                    name=name, reason=reasons.shown(str(shared.get("error") or ""))
                )
            )
        elif (since := shared.get("away_since")) is not None:
            when = datetime.fromtimestamp(float(since))
            shown = (
                when.strftime("%H:%M")
                if when.date() == datetime.now().date()
                else texts.date_time(float(since))
            )
            notes.append(
                MainWindow.tr("Shared index {name} is away since {time}; showing its copy").format(
                    name=name, time=shown
                )
            )
    return notes


class StatusLine(QWidget):
    """The status text, the files not indexed (a flat button), the progress bar and Pause.

    Signals:
        pause_toggled(bool): the user paused (True) or resumed (False) indexing.
        failures_requested(): the user wants the list of files not indexed.
        progress_described(str): the indexing status line changed (words, then meaning).
    """

    pause_toggled = Signal(bool)
    failures_requested = Signal()
    progress_described = Signal(str)

    def __init__(self) -> None:
        super().__init__()
        self.progress = QProgressBar()
        self.progress.setVisible(False)
        self.progress.setFormat(MainWindow.tr("%p%", "progress bar: %p is the percentage done"))
        self.pause_button = QPushButton(MainWindow.tr("Pause"))
        self.pause_button.setCheckable(True)
        self.pause_button.setVisible(False)
        self.status_label = QLabel(MainWindow.tr("Loading the model…"))
        self.failures_label = QPushButton()
        self.failures_label.setFlat(True)
        self.failures_label.setVisible(False)
        # Paths, file names and model names are shown as they are, never read as markup.
        self.status_label.setTextFormat(Qt.TextFormat.PlainText)
        # Progress says a lot (files, meaning, time left): on a narrow window or with large text
        # it takes a second line rather than being cut off.
        self.status_label.setWordWrap(True)
        bottom = QHBoxLayout(self)
        bottom.setContentsMargins(0, 0, 0, 0)
        bottom.addWidget(self.status_label, 1)
        bottom.addWidget(self.failures_label)
        bottom.addWidget(self.progress)
        bottom.addWidget(self.pause_button)
        self.failures_label.clicked.connect(self.failures_requested)
        self.pause_button.toggled.connect(self._on_pause_toggled)

    def show_status(self, status: EngineStatus) -> None:
        """The index as it stands: counts, model and device, reranker, switch, meaning to read."""
        files = MainWindow.tr("%Ln file(s)", "", status.files)
        passages = MainWindow.tr("%Ln passage(s) indexed", "", status.chunks)
        if status.messages:
            messages = MainWindow.tr("%Ln message(s) in mail stores", "", status.messages)
            counts = MainWindow.tr("{files}, {messages}, {passages}").format(
                files=files, messages=messages, passages=passages
            )
        else:
            counts = MainWindow.tr("{files}, {passages}").format(files=files, passages=passages)
        elsewhere = sum(int(str(s.get("files") or 0)) for s in status.shared if not s.get("other_model"))
        if elsewhere:  # the drives' and shared indexes' copies are searched too
            counts += " + " + MainWindow.tr("%Ln file(s) from drives and shared indexes", "", elsewhere)
        parts = [
            counts,
            MainWindow.tr("{model} on {device}").format(
                model=status.model, device=reasons.shown(status.device)
            ),
            status.reranker or MainWindow.tr("no reranker"),
        ]
        if status.switching_to:
            parts.append(MainWindow.tr("switching to {model}").format(model=Path(status.switching_to).name))
        if status.meaning_pending:
            parts.append(
                MainWindow.tr(
                    "%Ln file(s) searchable by words, their meaning not yet read ({passages})",
                    "",
                    status.meaning_files,
                ).format(passages=MainWindow.tr("%Ln passage(s)", "", status.meaning_pending))
            )
        parts += shared_notes(status)
        self.status_label.setText(" · ".join(parts))
        self._fit()

    def show_engine_failed(self) -> None:
        self.status_label.setText(MainWindow.tr("The search engine could not start."))
        self._fit()

    def show_progress(self, p: RunProgress) -> None:
        indexing = p.phase in ("indexing", "meaning", "speech", "paused")
        self.progress.setVisible(indexing or p.phase == "scanning")
        self.pause_button.setVisible(indexing)
        if p.phase == "scanning":
            self.progress.setMaximum(0)  # busy indicator: the total is not known yet
            self.status_label.setText(describe_progress(p))
            self._fit()
            return
        if words_finished(p) and (p.meaning_pending or p.phase == "meaning"):
            # Every file is findable by its words: the bar shows how much has meaning.
            self.progress.setMaximum(1000)
            self.progress.setValue(round(1000 * meaning_share(p)))
        else:
            self.progress.setMaximum(max(p.files_total, 1))
            self.progress.setValue(p.files_done)
        self.status_label.setText(describe_progress(p))
        self._fit()
        self.progress_described.emit(self.status_label.text())

    def show_indexing_finished(self) -> None:
        self.progress.setVisible(False)
        self.pause_button.setVisible(False)
        self.pause_button.setChecked(False)
        self._fit()

    def show_failures(self, failures: list[list[str]]) -> None:
        self.failures_label.setVisible(bool(failures))
        partly = sum(1 for _path, status, _reason in failures if status == "partly")
        failed = len(failures) - partly
        shown = [MainWindow.tr("%Ln not indexed", "", failed)] if failed else []
        shown += [MainWindow.tr("%Ln in part", "", partly)] if partly else []
        self.failures_label.setText(" · ".join(shown))
        mnemonics.assign(self.window())
        lines = [
            MainWindow.tr("{file}: {reason}").format(file=Path(path).name, reason=reason)
            for path, _status, reason in failures[:30]
        ]
        more = len(failures) - len(lines)
        if more > 0:
            lines.append(MainWindow.tr("… and %Ln more", "", more))
        self.failures_label.setToolTip(plain_tooltip("\n".join(lines)))
        self._fit()

    @Slot(bool)
    def _on_pause_toggled(self, paused: bool) -> None:
        self.pause_button.setText(MainWindow.tr("Resume") if paused else MainWindow.tr("Pause"))
        mnemonics.assign(self.window())  # its letter may change with its word
        self._fit()
        self.pause_toggled.emit(paused)

    def _fit(self) -> None:
        """Have the window's layout give this line the height its texts now need in the same turn
        of the event loop as the change. Left to itself, this line's own layout would ask for it
        only once it is redone, a turn later: a long progress text would be cut off meanwhile."""
        self.updateGeometry()
