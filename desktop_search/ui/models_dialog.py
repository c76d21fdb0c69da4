"""The Models window: what is in use, the built-in catalog, downloads and imports.

Changing the embedding model re-indexes in the background (the current index
keeps answering until the new one is complete); changing the reranker applies
at once. Downloads and imports run in :class:`~desktop_search.ui.model_tasks.ModelTasks`.
A catalog model the installed llama.cpp cannot load is shown as unavailable,
with the reason, and cannot be downloaded. Every label is plain text: file
names and GGUF metadata (a model's name) are never read as HTML.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QSize, Qt, Signal, Slot
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMessageBox,
    QProgressBar,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ..core.common import reasons, texts
from ..core.contracts import EngineStatus, RunProgress, RunSummary
from ..core.models.builtin import BUILTIN_MODELS
from ..core.models.catalog import description, languages_text
from ..core.models.library import EMBEDDER, CatalogEntry, unavailable_reason
from ..core.progress_text import meaning_share
from . import mnemonics
from .accessibility import plain_descriptions
from .model_tasks import IMPORT_KEY, ModelTasks
from .screen_fit import fit_to_screen

#: The catalog's columns (names for the code; the headers shown are translated).
COLUMNS = ("Model", "Kind", "Size", "Languages", "Status")


class ModelsDialog(QDialog):
    """Modeless; the app keeps one and refreshes it from the worker's signals.

    Signals:
        use_embedder(str): re-index with this embedding model, then search with it.
        use_reranker(str): rerank with this model ("" turns reranking off).
        stop_switch(): give up the re-indexing for a new embedding model.
        task_finished(str, str, str): a download or import ended (key, the model's path, its kind),
            emitted on the GUI thread after the window updated.
    """

    use_embedder = Signal(str)
    use_reranker = Signal(str)
    stop_switch = Signal()
    task_finished = Signal(str, str, str)

    def __init__(self, tasks: ModelTasks, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Models"))
        fit_to_screen(self, QSize(820, 560))
        self.tasks = tasks
        self._status: EngineStatus | None = None
        self._progress: dict[str, tuple[int, int]] = {}
        self._errors: dict[str, str] = {}

        self.embedder_label = _plain_label()
        self.embedder_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.switch_label = _plain_label()
        self.stop_switch_button = QPushButton(self.tr("Stop re-indexing"))
        self.stop_switch_button.clicked.connect(self._on_stop_switch)
        self.reranker_label = _plain_label()
        self.speech_label = _plain_label()
        self.no_rerank_button = QPushButton(self.tr("Don't rerank"))
        self.no_rerank_button.clicked.connect(lambda: self.use_reranker.emit(""))
        self.import_file_button = QPushButton(self.tr("Import GGUF file…"))
        self.import_folder_button = QPushButton(self.tr("Import sentence-transformers folder…"))
        self.import_file_button.clicked.connect(self._on_import_file)
        self.import_folder_button.clicked.connect(self._on_import_folder)
        self.import_label = _plain_label()
        #: The models that come with the app (nothing to download): English, multilingual.
        self.builtin_combo = QComboBox()
        self.builtin_combo.setAccessibleName(self.tr("Built-in embedding models"))
        for model in BUILTIN_MODELS.values():
            described = texts.translate("Catalog", model.description)
            self.builtin_combo.addItem(f"{model.name}: {described}", model.name)
        self.builtin_use_button = QPushButton(self.tr("Use"))
        self._shown_model = ""
        self.builtin_use_button.setToolTip(
            self.tr("Re-index your files with this model in the background, then search with it")
        )
        self.builtin_combo.currentIndexChanged.connect(lambda _i: self._refresh_builtin())
        self.builtin_use_button.clicked.connect(self._on_use_builtin)

        in_use = QFormLayout()
        switch_row = QHBoxLayout()
        switch_row.addWidget(self.switch_label, 1)
        switch_row.addWidget(self.stop_switch_button)
        rerank_row = QHBoxLayout()
        rerank_row.addWidget(self.reranker_label, 1)
        rerank_row.addWidget(self.no_rerank_button)
        in_use.addRow(self.tr("Embedding model"), self.embedder_label)
        in_use.addRow("", switch_row)
        builtin_row = QHBoxLayout()
        builtin_row.addWidget(self.builtin_combo, 1)
        builtin_row.addWidget(self.builtin_use_button)
        in_use.addRow(self.tr("Built in"), builtin_row)
        in_use.addRow(self.tr("Reranker"), rerank_row)
        in_use.addRow(self.tr("Speech"), self.speech_label)
        imports = QHBoxLayout()
        imports.addWidget(self.import_file_button)
        imports.addWidget(self.import_folder_button)
        imports.addStretch(1)
        in_use.addRow(self.tr("Your own model"), imports)
        in_use.addRow("", self.import_label)
        in_use_box = QGroupBox(self.tr("In use"))
        in_use_box.setLayout(in_use)

        self.table = QTableWidget(0, len(COLUMNS))
        self.table.setHorizontalHeaderLabels(
            [self.tr("Model"), self.tr("Kind"), self.tr("Size"), self.tr("Languages"), self.tr("Status")]
        )
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().setVisible(False)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        for col in range(1, len(COLUMNS)):
            header.setSectionResizeMode(col, QHeaderView.ResizeMode.ResizeToContents)
        self.table.setAccessibleName(self.tr("Model catalog"))
        self.details = _plain_label()
        self.details.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.download_button = QPushButton(self.tr("Download"))
        self.cancel_button = QPushButton(self.tr("Cancel download"))
        self.use_button = QPushButton(self.tr("Use"))
        self.bar = QProgressBar()
        self.bar.setVisible(False)
        actions = QHBoxLayout()
        actions.addWidget(self.bar, 1)
        actions.addWidget(self.download_button)
        actions.addWidget(self.cancel_button)
        actions.addWidget(self.use_button)
        catalog_layout = QVBoxLayout()
        catalog_layout.addWidget(self.table, 1)
        catalog_layout.addWidget(self.details)
        catalog_layout.addLayout(actions)
        catalog_box = QGroupBox(
            self.tr("Catalog: well-known models, downloaded only if you ask, checked by SHA-256")
        )
        catalog_box.setLayout(catalog_layout)

        close = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        close.rejected.connect(self.close)
        layout = QVBoxLayout(self)
        layout.addWidget(in_use_box)
        layout.addWidget(catalog_box, 1)
        layout.addWidget(close)

        self._entries: list[CatalogEntry] = list(tasks.entries.values())
        self._fill_table()
        self.table.currentCellChanged.connect(lambda *_: self._refresh_actions())
        self.download_button.clicked.connect(self._on_download)
        self.cancel_button.clicked.connect(self._on_cancel)
        self.use_button.clicked.connect(self._on_use)
        # Tasks report from their own threads: queued into this window's slots on the GUI thread.
        queued = Qt.ConnectionType.QueuedConnection
        tasks.progress.connect(self._on_task_progress, queued)
        tasks.finished.connect(self._on_task_finished, queued)
        tasks.failed.connect(self._on_task_failed, queued)
        if self._entries:
            self.table.selectRow(0)
        self.on_status(None)
        plain_descriptions(self)  # a screen reader reads the tooltips' words, not their markup
        mnemonics.assign(self)  # Alt+letter for every button, in the user's language

    # -- seams (tests replace these) ------------------------------------------

    @classmethod
    def ask_model_file(cls, parent: QWidget) -> str:
        home = str(Path.home())
        title = QCoreApplication.translate("ModelsDialog", "Import a GGUF model")
        name, _ = QFileDialog.getOpenFileName(parent, title, home, "GGUF (*.gguf)")
        return name

    @classmethod
    def ask_model_folder(cls, parent: QWidget) -> str:
        title = QCoreApplication.translate("ModelsDialog", "Import a sentence-transformers model folder")
        return QFileDialog.getExistingDirectory(parent, title, str(Path.home()))

    @classmethod
    def confirm(cls, parent: QWidget, title: str, text: str) -> bool:
        box = QMessageBox(QMessageBox.Icon.Question, title, text, parent=parent)
        box.setTextFormat(Qt.TextFormat.PlainText)  # the text holds a file name
        box.setStandardButtons(QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No)
        return box.exec() == QMessageBox.StandardButton.Yes

    # -- state from the worker --------------------------------------------------

    @Slot(object)
    def on_status(self, status: EngineStatus | None) -> None:
        """The engine's status; None while the engine is not ready yet."""
        self._status = status
        if status is not None and status.model:
            dimensions = self.tr("%Ln dimension(s)", "", status.dimensions)
            facts = " · ".join(
                [status.model, _size(status.model_size), dimensions, reasons.shown(status.device)]
            )
            self.embedder_label.setText(f"{facts}\n{status.model_file}")
        else:
            self.embedder_label.setText(self.tr("Loading…"))
        switching = status.switching_to if status is not None else None
        self.switch_label.setText(
            self.tr(
                "Re-indexing your files for {model}. Search keeps using the current model "
                "until the new index is complete."
            ).format(model=Path(switching).name)
            if switching
            else ""
        )
        if switching and status is not None and status.switch_waiting:  # ran to its end, not made
            waiting = self.tr("Not switched yet: {reason}").format(
                reason=reasons.shown(status.switch_waiting)
            )
            self.switch_label.setText(self.switch_label.text() + "\n" + waiting)
        self.switch_label.setVisible(bool(switching))
        self.stop_switch_button.setVisible(bool(switching))
        if status is not None and status.reranker:
            self.reranker_label.setText(
                " · ".join(
                    [
                        status.reranker,
                        _size(status.reranker_size),
                        reasons.shown(status.reranker_device or ""),
                    ]
                )
            )
        elif status is not None and status.reranker_error:
            self.reranker_label.setText(
                self.tr("Not used: {reason}").format(reason=reasons.shown(status.reranker_error))
            )
        else:
            self.reranker_label.setText(self.tr("None: results are ranked without a cross-encoder."))
        self.no_rerank_button.setEnabled(status is not None and bool(status.reranker))
        if status is not None and status.speech_model and status.speech_device:
            self.speech_label.setText(f"{status.speech_model} · {reasons.shown(status.speech_device)}")
        elif status is not None and status.speech:  # off, or why it cannot run
            self.speech_label.setText(
                self.tr("Not used: {reason}").format(reason=reasons.shown(status.speech))
            )
        else:
            self.speech_label.setText("")
        self._refresh_builtin()
        self._fill_table()

    def _refresh_builtin(self) -> None:
        """ "Use" is for a built-in model other than the one in use (or being switched to)."""
        status = self._status
        if status is not None and status.model != self._shown_model:  # show the one in use first
            self._shown_model = status.model
            if (index := self.builtin_combo.findData(status.model)) >= 0:
                self.builtin_combo.setCurrentIndex(index)
        name = self.builtin_combo.currentData()
        busy = status is None or bool(status.switching_to)
        self.builtin_use_button.setEnabled(not busy and name != status.model if status else False)

    @Slot()
    def _on_use_builtin(self) -> None:
        if name := self.builtin_combo.currentData():
            self._use(name, EMBEDDER)  # a built-in model's name: the engine resolves it

    @Slot(object)
    def on_indexing_finished(self, summary: RunSummary) -> None:
        self.on_status(summary.status)

    @Slot(object)
    def on_progress(self, p: RunProgress) -> None:
        if p.switching and p.files_total:
            if p.files_done < p.files_total:
                step = self.tr("reading {done} of %Ln file(s)", "", p.files_total).format(
                    done=texts.number(p.files_done)
                )
            else:  # every file read: the new model is working through their meaning
                step = self.tr("understanding meaning: {percent}").format(
                    percent=texts.percent(meaning_share(p))
                )
            self.switch_label.setText(
                self.tr(
                    "Re-indexing your files for {model}: {step}. "
                    "Search keeps using the current model until the new index is complete."
                ).format(model=p.switching, step=step)
            )

    # -- the catalog table -----------------------------------------------------

    def _fill_table(self) -> None:
        current = self.table.currentRow()
        self.table.setRowCount(len(self._entries))
        for row, entry in enumerate(self._entries):
            kind = (
                self.tr("Embedding", "model kind")
                if entry.kind == EMBEDDER
                else self.tr("Reranker", "model kind")
            )
            cells = (entry.name, kind, _size(entry.size_bytes), languages_text(entry), self._state(entry))
            tip = description(entry)
            if reason := unavailable_reason(entry):
                tip = self.tr("Unavailable: {reason}.").format(reason=reason) + "\n" + tip
            for col, text in enumerate(cells):
                item = QTableWidgetItem(text)
                item.setToolTip(tip)
                self.table.setItem(row, col, item)
        if current >= 0:
            self.table.setCurrentCell(current, 0)
        self._refresh_actions()

    def _state(self, entry: CatalogEntry) -> str:
        """The catalog's Status column for ``entry``."""
        state = self._state_key(entry)
        if state == "downloading":
            done, total = self._progress[entry.id]
            if total:
                return self.tr("Downloading {percent}").format(percent=texts.percent(done / total))
            return self.tr("Downloading {size}").format(size=_size(done))
        return {
            "in use": self.tr("In use", "a model's status"),
            "switching": self.tr("Re-indexing…"),
            "downloaded": self.tr("Downloaded"),
            "failed": self.tr("Failed"),
            "unavailable": self.tr("Unavailable"),
            "available": self.tr("Available"),
        }.get(state, self.tr("Manual download"))

    def _state_key(self, entry: CatalogEntry) -> str:
        """Where ``entry`` stands, in words for the code (:meth:`_state` says it to the user)."""
        if entry.id in self._progress:
            return "downloading"
        if entry.installed(self.tasks.models_dir) is not None:
            path = str(entry.target(self.tasks.models_dir))
            status = self._status
            if status is not None and path in (status.model_file, status.reranker_file):
                return "in use"
            if status is not None and path == status.switching_to:
                return "switching"
            return "downloaded"
        if entry.id in self._errors:
            return "failed"
        if unavailable_reason(entry):
            return "unavailable"
        return "available" if entry.downloadable else "manual"

    def selected(self) -> CatalogEntry | None:
        row = self.table.currentRow()
        return self._entries[row] if 0 <= row < len(self._entries) else None

    def select(self, entry_id: str) -> None:
        for row, entry in enumerate(self._entries):
            if entry.id == entry_id:
                self.table.setCurrentCell(row, 0)
                return
        raise KeyError(entry_id)

    def _refresh_actions(self) -> None:
        entry = self.selected()
        if entry is None:
            for button in (self.download_button, self.cancel_button, self.use_button):
                button.setEnabled(False)
            self.details.setText("")
            self.bar.setVisible(False)
            return
        busy = self.tasks.busy(entry.id)
        installed = entry.installed(self.tasks.models_dir) is not None
        unavailable = unavailable_reason(entry)
        self.download_button.setEnabled(self.can_download(entry) and not busy)
        self.cancel_button.setEnabled(busy)
        self.use_button.setEnabled(
            installed and not unavailable and self._state_key(entry) not in ("in use", "switching")
        )
        license_text = entry.license or self.tr("see the model page")
        details = [
            description(entry),
            self.tr("License: {license} · {repo}").format(license=license_text, repo=entry.repo),
        ]
        if unavailable:
            details.insert(0, self.tr("Unavailable: this model {reason}.").format(reason=unavailable))
        elif not entry.downloadable:
            details.append(
                self.tr(
                    "No published checksum was found for this file, so it is not downloaded automatically: "
                    "download {url} yourself and import it."
                ).format(url=entry.url)
            )
        if error := self._errors.get(entry.id):
            details.append(self.tr("Last attempt: {error}").format(error=reasons.shown(error)))
        self.details.setText("\n".join(details))
        progress = self._progress.get(entry.id)
        self.bar.setVisible(progress is not None)
        if progress is not None:
            done, total = progress
            self.bar.setMaximum(max(total, 1) if total else 0)
            self.bar.setValue(done)

    # -- actions -----------------------------------------------------------------

    def can_download(self, entry: CatalogEntry) -> bool:
        """Whether ``entry`` can be downloaded now (a checksum, loadable here, not already downloaded)."""
        return (
            entry.downloadable
            and unavailable_reason(entry) is None
            and entry.installed(self.tasks.models_dir) is None
        )

    def start_download(self, entry_id: str) -> None:
        """Select the catalog entry ``entry_id`` and download it, as its Download button does.

        Nothing starts when it is already downloading or downloaded. Raises KeyError for an
        unknown id and ValueError, with a sentence for the user, for an entry that cannot be
        downloaded automatically.
        """
        self.select(entry_id)
        entry = self.tasks.entries[entry_id]
        if self.tasks.busy(entry_id) or entry.installed(self.tasks.models_dir) is not None:
            return
        if reason := unavailable_reason(entry):
            raise ValueError(
                self.tr("{model} {reason}", "a model's name, then why it cannot be used").format(
                    model=entry.name, reason=reason
                )
            )
        if not entry.downloadable:
            raise ValueError(
                self.tr("{model} has no published checksum, so it is not downloaded automatically").format(
                    model=entry.name
                )
            )
        self._download(entry)

    def _on_download(self) -> None:
        entry = self.selected()
        if entry is None or not self.can_download(entry):
            return
        self._download(entry)

    def _download(self, entry: CatalogEntry) -> None:
        self._errors.pop(entry.id, None)
        self._progress[entry.id] = (0, entry.size_bytes or 0)
        self.tasks.download(entry.id)
        self._fill_table()

    def _on_cancel(self) -> None:
        if (entry := self.selected()) is not None:
            self.tasks.cancel(entry.id)

    def _on_use(self) -> None:
        entry = self.selected()
        if entry is None or (path := entry.installed(self.tasks.models_dir)) is None:
            return
        self._use(str(path), entry.kind)

    def _use(self, path: str, kind: str) -> None:
        if kind == EMBEDDER:
            name = Path(path).name
            if not self.confirm(
                self,
                self.tr("Switch the embedding model?"),
                self.tr(
                    "Your files are re-indexed with {model} in the background. Search keeps working with the "
                    "current model until the new index is complete. Continue?"
                ).format(model=name),
            ):
                return
            self.use_embedder.emit(path)
        else:
            self.use_reranker.emit(path)

    def _on_import_file(self) -> None:
        if name := self.ask_model_file(self):
            self._import(name)

    def _on_import_folder(self) -> None:
        if folder := self.ask_model_folder(self):
            self._import(folder)

    def _import(self, source: str) -> None:
        self.import_label.setText(self.tr("Importing {name}…").format(name=Path(source).name))
        self.import_file_button.setEnabled(False)
        self.import_folder_button.setEnabled(False)
        self.tasks.import_path(source)

    def _on_stop_switch(self) -> None:
        self.stop_switch.emit()

    # -- task reports ----------------------------------------------------------------

    @Slot(str, "qint64", "qint64")
    def _on_task_progress(self, key: str, done: int, total: int) -> None:
        self._progress[key] = (done, total)
        row = next((r for r, e in enumerate(self._entries) if e.id == key), None)
        if row is not None and (item := self.table.item(row, len(COLUMNS) - 1)) is not None:
            item.setText(self._state(self._entries[row]))
        if (entry := self.selected()) is not None and entry.id == key:
            self._refresh_actions()

    @Slot(str, str, str)
    def _on_task_finished(self, key: str, path: str, kind: str) -> None:
        self._progress.pop(key, None)
        if key == IMPORT_KEY:
            self.import_file_button.setEnabled(True)
            self.import_folder_button.setEnabled(True)
            imported = (
                self.tr("Imported {name} (embedding model).")
                if kind == EMBEDDER
                else self.tr("Imported {name} (reranker).")
            )
            self.import_label.setText(imported.format(name=Path(path).name))
            self._use(path, kind)
        self._fill_table()
        self.task_finished.emit(key, path, kind)

    @Slot(str, str)
    def _on_task_failed(self, key: str, message: str) -> None:
        self._progress.pop(key, None)
        if key == IMPORT_KEY:
            self.import_file_button.setEnabled(True)
            self.import_folder_button.setEnabled(True)
            self.import_label.setText(
                self.tr("Could not import: {reason}").format(reason=reasons.shown(message))
            )
        else:
            self._errors[key] = message
        self._fill_table()


def _plain_label() -> QLabel:
    """A word-wrapped label that never reads its text as HTML (it shows names from files)."""
    label = QLabel()
    label.setTextFormat(Qt.TextFormat.PlainText)
    label.setWordWrap(True)
    return label


def _size(n: int | None) -> str:
    """A model's size in the locale's figures ("636 MB", "1.3 GB"), or that it is unknown."""
    if not n:
        return QCoreApplication.translate("ModelsDialog", "size unknown")
    return texts.size(n)
