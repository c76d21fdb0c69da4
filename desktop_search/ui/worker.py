"""The engine thread's QObject: a thin adapter between the window and the Qt-free session.

Everything happens in :class:`~desktop_search.core.session.Session` (the engine, runs, the
watcher, the newest-query-wins search lane); this class only moves calls onto the engine thread
and the session's events back to the GUI thread as signals.

Who may call what (see ``docs/ARCHITECTURE.md``): the methods under "any thread" are thread-safe
(a queue put or an ``Event``) and are connected with ``Qt.DirectConnection``; every ``@Slot`` runs
on the engine thread and is reached through a queued connection or
``QMetaObject.invokeMethod(..., QueuedConnection)``. The session asks for owner-thread work through
``_wake_requested``, a signal queued to this object's thread.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Qt, Signal, Slot

from ..core.common.config import Paths
from ..core.contracts import Answer, EngineStatus, RerankerOffer, RunProgress, RunSummary
from ..core.indexing.changes import ChangeSet
from ..core.searching.filters import SearchFilters
from ..core.session import Session
from ..core.text.languages import ModelOffer

#: Session methods the engine thread may be woken for (nothing else is called by name).
_WAKE = frozenset(
    {
        "answer_searches",
        "run_pending_changes",
        "catch_up",
        "resume_switch",
        "offer_reranker",
        "offer_model",
        "shared_changed",  # from the shared indexes' puller thread (see core/elsewhere/puller.py)
        "add_wanted_drive_vectors",
    }
)


class EngineWorker(QObject):
    """Runs a :class:`Session` on the QThread it is moved to.

    The payloads are the core's typed values (:mod:`desktop_search.core.contracts`), passed as
    they are (``Signal(object)``): frozen dataclasses of plain values.

    Signals:
        engine_ready(EngineStatus): the engine is open (or its set-up changed); its status.
        engine_failed(str): the engine could not be opened (readable message).
        progress_changed(RunProgress): phase, files done and total, passages, the current file,
            rate (files/s), eta_s (None while unknown) and switching (the name of the embedding
            model whose index is being built, "" for ordinary indexing); at most every 100 ms.
        indexing_finished(RunSummary): the run's report, the new status, and whether it was a
            model switch.
        failures_changed(list): [path, status, reason] of every file not indexed.
        results_ready(int, Answer): request id and the answer (SearchResult objects, reranked,
            final, note, error). A query is answered twice when a reranker is set: first-stage
            results at once (``final`` false, note "reranking…"), then the reranked order. A
            failed search is answered too (no results, ``error`` says why).
        error_occurred(str): an operation failed (readable message).
        reranker_offered(RerankerOffer | None): the catalog reranker to offer while none is in
            use; None when none is to be offered (a reranker is in use, reranking is off, or
            the catalog has none).
        model_offered(ModelOffer | None): the built-in multilingual model, offered because much
            of what is indexed is not in English and the model in use knows English only; None
            when there is nothing to offer (any more).
    """

    engine_ready = Signal(object)
    engine_failed = Signal(str)
    progress_changed = Signal(object)
    indexing_finished = Signal(object)
    failures_changed = Signal(list)
    results_ready = Signal(int, object)
    error_occurred = Signal(str)
    reranker_offered = Signal(object)
    model_offered = Signal(object)
    _wake_requested = Signal(str)

    def __init__(self, paths: Paths, *, top: int = 20, watch: bool = True) -> None:
        super().__init__()
        # Queued: the slot runs on this object's thread (the engine thread once moved there).
        self._wake_requested.connect(self._on_wake_requested, Qt.ConnectionType.QueuedConnection)
        self.session = Session(
            paths, _Signals(self), wake=self._wake_requested.emit, watch=None if watch else False, top=top
        )

    # -- any thread (thread-safe; connect with Qt.DirectConnection) -------------

    def request_search(self, request_id: int, query: str, filters: SearchFilters | None = None) -> None:
        """Queue a search; answered by ``results_ready`` with the same id.

        Called on the *caller's* thread: a queued call would wait on the engine thread until the
        indexing run in progress ends. The session picks the query up at the run's next
        heartbeat, or at once when idle.
        """
        self.session.request_search(request_id, query, filters)

    def submit_changes(self, changes: ChangeSet) -> None:
        """A watcher change set: indexed after the current run, if any."""
        self.session.submit_changes(changes)

    def set_paused(self, paused: bool) -> None:
        """Pause or resume indexing at the next batch."""
        if paused:
            self.session.pause()
        else:
            self.session.resume()

    def pause(self) -> None:
        self.session.pause()

    def resume(self) -> None:
        self.session.resume()

    @property
    def paused(self) -> bool:
        return self.session.paused

    def cancel(self) -> None:
        """Stop the current indexing run at the next batch (immediate, not queued)."""
        self.session.cancel()

    # -- slots, run on the engine thread ------------------------------------------

    @Slot()
    def open_engine(self) -> None:
        self.session.open()

    @Slot(list)
    def index_folders(self, folders: list[str]) -> None:
        self.session.index_folders(folders)

    @Slot(str)
    def remove_folder(self, folder: str) -> None:
        self.session.remove_folder(folder)

    @Slot()
    def reload_settings(self) -> None:
        self.session.reload_settings()

    @Slot(str)
    def switch_model(self, path: str) -> None:
        self.session.switch_model(path)

    @Slot(str)
    def use_builtin_model(self, name: str) -> None:
        self.session.use_builtin_model(name)

    @Slot()
    def decline_model_offer(self) -> None:
        self.session.decline_model_offer()

    @Slot()
    def abandon_switch(self) -> None:
        self.session.abandon_switch()

    @Slot(str)
    def use_reranker(self, path: str) -> None:
        self.session.use_reranker(path)

    @Slot()
    def retry_failed(self) -> None:
        self.session.retry_failed()

    @Slot(str)
    def add_drive_vectors(self, folder: str) -> None:
        self.session.add_drive_vectors(folder)

    @Slot()
    def close_engine(self) -> None:
        self.session.close()

    @Slot(str)
    def _on_wake_requested(self, name: str) -> None:
        if name not in _WAKE:
            raise ValueError(f"no session method {name!r} to wake for")
        getattr(self.session, name)()


class _Signals:
    """The session's events, emitted as the worker's signals (queued to the GUI thread)."""

    def __init__(self, worker: EngineWorker) -> None:
        self._w = worker

    def engine_ready(self, status: EngineStatus) -> None:
        self._w.engine_ready.emit(status)

    def engine_failed(self, message: str) -> None:
        self._w.engine_failed.emit(message)

    def progress(self, progress: RunProgress) -> None:
        self._w.progress_changed.emit(progress)

    def indexing_finished(self, summary: RunSummary) -> None:
        self._w.indexing_finished.emit(summary)

    def failures_changed(self, failures: list[list[str]]) -> None:
        self._w.failures_changed.emit(failures)

    def results(self, request_id: int, answer: Answer) -> None:
        self._w.results_ready.emit(request_id, answer)

    def error(self, message: str) -> None:
        self._w.error_occurred.emit(message)

    def reranker_offered(self, offer: RerankerOffer | None) -> None:
        self._w.reranker_offered.emit(offer)

    def model_offered(self, offer: ModelOffer | None) -> None:
        self._w.model_offered.emit(offer)
