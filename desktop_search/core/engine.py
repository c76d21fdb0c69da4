"""The engine: one data directory's model, database, vector index, indexer and searcher.

Created and used on one thread (the owner). The CLI, the GUI's worker
thread, tests and benchmarks all drive this same object.
"""

from __future__ import annotations

import functools
import logging
import os
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any, Concatenate, ParamSpec, TypeVar

from . import switch
from .common import reasons
from .common.config import Paths
from .common.settings import Settings
from .common.texts import QT_TRANSLATE_NOOP
from .contracts import EngineStatus, RerankerOffer
from .elsewhere.searching import SharedSearch
from .extract import Document, ocr
from .extract.mailstore import StoreBatch
from .extract.recording import SpeechPiece
from .extract.sandbox import ExtractorProcess
from .extract.speech import SpeechOptions, piece_timeout_s
from .indexing.changes import ChangeSet
from .indexing.folders import find_folder, folder_json, move_guesses, normal_path, relink
from .indexing.indexer import Indexer
from .indexing.mailplaces import find_mail, not_yet_chosen
from .indexing.progress import IndexReport, ProgressSink
from .indexing.recognition import OcrSetup
from .indexing.speech import PIECE_S, SpeechSetup, SpeechUnavailable
from .models.builtin import builtin_model, resolve_model, setting_for
from .models.choice import open_embedder
from .models.convert import ConversionError
from .models.embedder import Embedder, EmbedderSettings
from .models.profiles import ModelProfile, profile_of
from .models.runtime import ModelError
from .searching.filters import SearchFilters
from .searching.results import SearchResult
from .searching.searcher import FirstStage, RerankerLike, Searcher, SearchResponse
from .store.db import Database
from .store.index import IndexStore, model_fingerprint
from .store.vectors import VectorIndex
from .store.writer_lock import WriterLock
from .switch import ModelSwitch
from .text.languages import LanguageMix, ModelOffer, multilingual_offer

log = logging.getLogger(__name__)


_T = TypeVar("_T")
_P = ParamSpec("_P")


def _writes(method: Callable[Concatenate[Engine, _P], _T]) -> Callable[Concatenate[Engine, _P], _T]:
    """The method changes the index: it runs holding the writer lock (:meth:`Engine.writing`)."""

    @functools.wraps(method)
    def wrapper(self: Engine, /, *args: _P.args, **kwargs: _P.kwargs) -> _T:
        with self.writing(wait=self.on_busy):
            return method(self, *args, **kwargs)

    return wrapper


class Engine:
    def __init__(
        self,
        paths: Paths,
        *,
        model_path: Path | None = None,
        settings: Settings | None = None,
        embedder_settings: EmbedderSettings | None = None,
        reranker: RerankerLike | None = None,
        writer: str = "desktop-search",
        pull_shared: bool = False,
    ) -> None:
        self.paths = paths.ensure()
        #: One writer per index across processes (``writer`` names this one in others' messages).
        self.writer = WriterLock(self.paths.data_dir, what=writer)
        #: Called with the holder's name while another process writes the index (every 0.5 s);
        #: False gives up (:class:`.IndexBusy`). None: give up at once.
        self.on_busy: Callable[[str], bool] | None = None
        switch.recover(paths)  # a model switch that a crash interrupted is finished first
        self.settings = settings or Settings.load(paths.settings_path)
        self._embedder_settings = embedder_settings
        self.model_warning = ""
        #: Folders added that look like a known folder moved (or were relinked as one), for the user.
        self.move_notes: list[str] = []
        if model_path is not None:
            self.model_path = model_path
            self.embedder = self._make_embedder(model_path)
        else:  # the settings' model; the default one (with a warning) when it cannot be used
            chosen = open_embedder(
                self.settings.embedder_model, self.paths.models_dir, make=self._make_embedder
            )
            self.model_path, self.embedder, self.model_warning = chosen.path, chosen.embedder, chosen.warning
        self._closed = False
        self._extractor: ExtractorProcess | None = None
        self._speech_device: str | None = None  # found once: where speech would run
        self.reranker_error = ""
        self.reranker = reranker if reranker is not None else self._load_reranker()
        #: The next embedding model's index while it is being built (see ``switch.py``).
        self.switch: ModelSwitch | None = None
        self._open_index()
        #: The shared indexes' local copies, searched with the live index (see :mod:`.elsewhere.searching`);
        #: ``pull_shared``: keep them current from a thread of their own (the app and ``watch`` do;
        #: a one-shot command reads the copies as last pulled and never reaches the network).
        self._pull_shared = pull_shared
        self.shared = self._open_shared()

    def _open_shared(self) -> SharedSearch:
        shared = SharedSearch.for_settings(
            self.settings,
            self.paths.data_dir,
            embedder=self.embedder,
            fingerprint=self.store.fingerprint or "",
            reranker=self.reranker,
        )
        if self._pull_shared:
            shared.start()
        return shared

    def _open_index(self) -> None:
        """Open the live index for ``self.embedder`` (rebuilt if another model made it)."""
        self.store = IndexStore.open_for(self.embedder, self.paths)
        self.store.writer = self.writer
        self.indexer = Indexer(
            store=self.store,
            embedder=self.embedder,
            extract=self._extract,
            settings=self.settings,
            ocr=self._ocr_setup(),
            read_store=self._read_store,
            speech=self._speech_setup(),
        )
        self.searcher = Searcher(
            db=self.store.db,
            vectors=self.store.vectors,
            embedder=self.embedder,
            reranker=self.reranker,
            fusion=self.settings.fusion,
        )

    @property
    def db(self) -> Database:
        """The live index's database: read it; change the index through :attr:`store`."""
        return self.store.db

    @property
    def vectors(self) -> VectorIndex:
        """The live index's vectors: search them; change the index through :attr:`store`."""
        return self.store.vectors

    def _close_index(self) -> None:
        self.store.close()

    def _make_embedder(self, model_path: Path) -> Embedder:
        return Embedder(
            model_path,
            settings=self._embedder_settings or EmbedderSettings(dim=self.settings.embedding_dim),
            profile=self._profile(model_path),
        )

    def apply_settings(self, settings: Settings) -> None:
        """Use new settings: exclusions apply at the next scan, search options at once."""
        old = self.settings
        self.settings = settings
        self.indexer.apply_settings(settings, ocr=self._ocr_setup(), speech=self._speech_setup())
        self.searcher.fusion = settings.fusion
        if settings.reranker_model != old.reranker_model:
            close = getattr(self.reranker, "close", None)
            if close is not None:
                close()
            self.reranker_error = ""
            self.reranker = self._load_reranker()
            self.searcher.reranker = self.reranker
        self.shared.reranker, self.shared.fusion = self.reranker, settings.fusion
        shared_of = (settings.shared_indexes, settings.shared_path_map, settings.drive_indexes)
        if shared_of != (old.shared_indexes, old.shared_path_map, old.drive_indexes):
            on_change = self.shared.on_change
            self.shared.close()
            self.shared = self._open_shared()
            self.shared.on_change = on_change
        if settings.embedding_dim != old.embedding_dim or (
            settings.query_prefix,
            settings.document_prefix,
        ) != (
            old.query_prefix,
            old.document_prefix,
        ):
            log.warning("embedding settings change when the app restarts (the index is rebuilt then)")

    def _profile(self, model_path: Path) -> ModelProfile:
        """The model family's profile, with the user's prefix overrides."""
        s = self.settings
        return profile_of(model_path, query_prefix=s.query_prefix, document_prefix=s.document_prefix)

    def _load_reranker(self) -> RerankerLike | None:
        """The configured cross-encoder, or None (search still works, unreranked)."""
        if not self.settings.reranker_model:
            return None
        from .models.reranker import configured_reranker

        reranker, self.reranker_error = configured_reranker(self.settings.reranker_model)
        return reranker

    def _extract_process(self) -> ExtractorProcess:
        if self._extractor is None:
            self._extractor = ExtractorProcess(
                timeout_s=self.settings.extract_timeout_s,
                memory_limit_mb=self.settings.extract_memory_mb,
            )
        return self._extractor

    def _extract(self, path: Path) -> Document:
        return self._extract_process().extract(path)

    def _read_store(self, path: Path, start: int, limit: int | None = None) -> StoreBatch:
        return self._extract_process().read_store(path, start, limit)

    def _ocr_setup(self) -> OcrSetup:
        """How indexing recognises pages now: the engine, the languages, the cache, or why not."""
        found = ocr.availability()
        if not found.available:
            return OcrSetup(None, None, unavailable=found.reason)
        mix = self.store.db.language_mix() if hasattr(self, "store") else {}
        known = sum(count for lang, count in mix.items() if lang)
        frequent = [lang for lang, count in mix.items() if lang and known and count >= 0.2 * known]
        languages = ocr.choose_languages(self.settings.ocr_languages, found, also=frequent)

        def recognise(path: Path, page: int, kind: str) -> str:
            return self._extract_process().recognise(path, page, kind=kind, languages=languages)

        return OcrSetup(
            recognise,
            self.paths.data_dir / "cache" / "ocr.sqlite3",
            languages,
            max_pages=self.settings.ocr_max_pages,
            file_budget_s=self.settings.ocr_file_budget_s,
        )

    def _speech_setup(self) -> SpeechSetup:
        """How indexing reads speech now: the model, the transcriber in the extraction child, the
        cache; or why not (speech off, faster-whisper or the model missing: recordings are then
        found by their names, tags and subtitles, and their speech waits for a run that can)."""
        s = self.settings
        if not s.speech:
            return SpeechSetup(None, None, model=s.speech_model, unavailable=reasons.SPEECH_OFF())
        from .models.whisper import speech_availability

        found = speech_availability(s.speech_model, self.paths.models_dir)
        if not found.ok:
            return SpeechSetup(None, None, model=s.speech_model, unavailable=found.reason)
        name, models_dir = s.speech_model, self.paths.models_dir
        ready: list[tuple[Path, SpeechOptions]] = []  # the model's folder and options, found once

        def transcribe(path: Path, start_s: float, piece_s: float) -> SpeechPiece:
            if not ready:
                from .models.whisper import SpeechModelError, speech_device, speech_model_dir

                try:
                    folder = speech_model_dir(name, models_dir)
                    device = speech_device(_speech_threads())
                except SpeechModelError as exc:
                    raise SpeechUnavailable(exc.reason) from exc
                except (ImportError, OSError) as exc:
                    raise SpeechUnavailable(reasons.SPEECH_NOT_READ(reason=str(exc))) from exc
                options = SpeechOptions(
                    threads=device.threads, device=device.device, compute_type=device.compute_type
                )
                ready.append((folder, options))
            folder, options = ready[0]
            return self._extract_process().transcribe(
                path,
                start_s,
                piece_s,
                model_dir=folder,
                options=options,
                timeout_s=piece_timeout_s(piece_s),
            )

        return SpeechSetup(
            transcribe,
            self.paths.data_dir / "cache" / "speech.sqlite3",
            model=name,
            piece_s=PIECE_S,
        )

    def speech_note(self, setup: SpeechSetup | None = None) -> str:
        """One line on speech for the status: on (with its model), off, or unavailable and why."""
        setup = setup or self.indexer.speech or self._speech_setup()
        if setup.unavailable:
            return setup.unavailable
        return f"on: {setup.model} on {self.speech_device()}, {setup.piece_s:g} s a piece"

    def speech_device(self) -> str:
        """Where the speech model runs, as the embedder's device is said ("CPU (2 threads)", "GPU
        (CUDA, float16)"); "" when CTranslate2 cannot be loaded. Found once per engine."""
        if self._speech_device is None:
            try:
                from .models.whisper import speech_device

                self._speech_device = speech_device(_speech_threads()).description
            except (ImportError, OSError, RuntimeError) as exc:
                log.warning("cannot tell where speech would run: %s", exc)
                self._speech_device = ""
        return self._speech_device

    def ocr_note(self) -> str:
        """One line on OCR for the status: on (with its languages), off, or unavailable and why."""
        if not self.settings.ocr:
            return "off (settings: ocr)"
        setup = self.indexer.ocr or self._ocr_setup()
        if setup.unavailable:
            return setup.unavailable
        return f"on: {'+'.join(setup.languages)} ({setup.engine}), at most {setup.max_pages} pages a file"

    @_writes
    def start_model_switch(self, model_path: Path | str) -> bool:
        """Start building the index for another embedding model; the live index keeps answering.

        ``model_path`` is a GGUF file or a built-in model's name (converted first, if need be).
        Raises :class:`~desktop_search.core.models.runtime.ModelError` for a file that is not a
        usable embedding model. Returns False when no rebuild is needed (the same vectors).
        """
        try:
            model_path = resolve_model(str(model_path), self.paths.models_dir).resolve()
        except ConversionError as exc:
            raise ModelError(str(exc)) from exc
        embedder = self._make_embedder(model_path)
        fingerprint = model_fingerprint(embedder)
        if self.switch is not None:
            self.switch.close()
            self.switch = None
        if fingerprint == self.store.fingerprint:
            embedder.close()
            switch.abandon(self.paths)
            switch.swap(self.paths, model_path)  # nothing to move: records the choice
            self.settings.embedder_model = setting_for(model_path)
            self.model_path = model_path
            return False
        self.switch = ModelSwitch(
            self.paths,
            embedder=embedder,
            fingerprint=fingerprint,
            folders=self.folders(),
            extract=self._extract,
            settings=self.settings,
            ocr=self.indexer.ocr,
            read_store=self._read_store,
            speech=self.indexer.speech,
        )
        return True

    @_writes
    def run_model_switch(
        self,
        *,
        progress: ProgressSink | None = None,
        cancel: threading.Event | None = None,
        pause: threading.Event | None = None,
    ) -> IndexReport:
        """Index everything with the next model, then make it the live one: unless cancelled,
        and only when it holds all the live index holds, less the files that are gone
        (:func:`.switch.shortfall`). Else the live index stays, the build is resumed later
        (what it has indexed stays) and :meth:`switch_waiting` says why."""
        if self.switch is None:
            raise RuntimeError("no model switch in progress")
        report = self.switch.run(progress=progress, cancel=cancel, pause=pause)
        if report.cancelled or report.words_unfinished or self.switch.store.db.pending_count():
            return report  # resumed later: what is indexed stays in index-next
        lacking = switch.shortfall(self.db, self.switch.store.db, gone=self._gone_from_live)
        if why := lacking.reason():
            log.info("the index for %s is not used yet: %s", self.switch.model_path.name, why)
            self.switch.hold(why)  # its second model is not kept in memory meanwhile
            self.switch = None
            return report
        model = self.switch.model_path
        self.switch.complete()
        self.switch = None
        self._close_index()
        self.embedder.close()
        switch.swap(self.paths, model)
        self.settings.embedder_model = setting_for(model)
        self.model_path = model
        self.model_warning = ""
        self.embedder = self._make_embedder(model)
        self._open_index()
        self.shared.close()  # its copies are searched with the new model's query vectors, if alike
        on_change = self.shared.on_change
        self.shared = self._open_shared()
        self.shared.on_change = on_change
        return report

    def _gone_from_live(self) -> set[str]:
        """The live index's files that a listing of its folders shows are gone (or moved): what
        a run of it would drop. Nothing is changed."""
        plan = self.indexer.plan(self.indexer.folder_scopes())
        return set(plan.gone) | {row.path for row, _cand in plan.moves}

    def switch_waiting(self) -> str:
        """Why a model switch that ran to its end has not made its index the live one ("" if none)."""
        return switch.waiting(self.paths)

    def cancel_model_switch(self) -> None:
        """Give up the next model's index; the live one is untouched."""
        if self.switch is not None:
            self.switch.close()
            self.switch = None
        switch.abandon(self.paths)

    def pending_model_switch(self) -> Path | None:
        """The model of a switch in progress or left unfinished by the last run."""
        if self.switch is not None:
            return self.switch.model_path
        return switch.pending_model(self.paths)

    # -- folders ------------------------------------------------------------

    @contextmanager
    def writing(self, *, wait: Callable[[str], bool] | None = None) -> Iterator[None]:
        """Hold the index's writer lock (another process writing: ``wait(holder)`` is called until
        it is free, or :class:`.IndexBusy`), with the vectors caught up with what others wrote;
        the vector file is saved when the outermost hold ends."""
        outer = not self.writer.held
        self.writer.acquire(wait=wait)
        try:
            if outer and self.store.catch_up(writing=True):
                self.searcher.vectors = self.store.vectors
            yield
        finally:
            try:
                if outer:
                    self.store.save()
            finally:
                self.writer.release()

    def _catch_up_reading(self) -> None:
        """Between writes, searches see what another process wrote once it saved its vectors."""
        if not self.writer.held and self.store.catch_up(writing=False):
            self.searcher.vectors = self.store.vectors

    @_writes
    def add_folder(self, folder: Path) -> int:
        """Choose ``folder``. A vanished folder found again here (renamed, moved, its drive mounted
        elsewhere) is relinked: nothing is read or embedded again. A weaker likeness is only
        noted in :attr:`move_notes` for the user to decide."""
        folder = Path(folder).expanduser().resolve()
        if not folder.is_dir():
            raise NotADirectoryError(f"not a folder: {folder}")
        known = find_folder(self.db, folder)
        if known is not None:
            return known.folder_id
        for guess in move_guesses(self.db, str(folder)):
            if guess.proven:
                moved = relink(self.db, guess.old, str(folder))
                log.info("%s is %s moved: %d files relinked", folder, guess.old.path, moved)
                self.move_notes.append(
                    f"{folder} is {guess.old.path} moved: {moved} files kept, nothing read again"
                )
                return guess.old.folder_id
            self.move_notes.append(guess.describe())
        return self.db.add_folder(str(folder))

    @_writes
    def move_folder(self, old: Path | str, new: Path | str) -> int:
        """The user says ``old`` now lives at ``new``: relink it (returns the files kept)."""
        info = find_folder(self.db, old)
        if info is None:
            raise KeyError(f"not an indexed folder: {old}")
        target = Path(new).expanduser().resolve()
        if not target.is_dir():
            raise NotADirectoryError(f"not a folder: {target}")
        if find_folder(self.db, target) is not None:
            raise ValueError(f"{target} is already an indexed folder: remove one of the two first")
        return relink(self.db, info, str(target))

    @_writes
    def remove_folder(self, folder: Path | str) -> int:
        """Stop indexing a folder and forget everything found in it (returns the files forgotten).

        Found by its path as given, without touching it: a folder on a hung share can be removed.
        """
        info = find_folder(self.db, folder)
        if info is None:
            raise KeyError(f"not an indexed folder: {normal_path(folder)}")
        self.store.forget_folder(info.folder_id)
        return info.files

    def folders(self) -> list[Path]:
        return [Path(p) for _, p in self.db.folders()]

    def folder_states(self) -> list[dict[str, Any]]:
        """Every chosen folder with its state (online, offline since, unreadable and why ...)."""
        return [folder_json(info) for info in self.db.folder_infos()]

    # -- indexing -----------------------------------------------------------

    @_writes
    def index(
        self,
        folders: list[Path] | None = None,
        *,
        changes: ChangeSet | None = None,
        progress: ProgressSink | None = None,
        cancel: threading.Event | None = None,
        pause: threading.Event | None = None,
        interrupt: Callable[[], bool] | None = None,
    ) -> IndexReport:
        """Add ``folders`` (if any) and bring the index up to date: words first, then meaning.

        Without ``changes`` every known folder is scanned (cheap: size and mtime);
        with a watcher's change set only what changed is looked at, and its passages go to
        the head of the meaning queue. ``interrupt()`` true ends the meaning step between
        two batches (see :meth:`.Indexer.run`).
        """
        for folder in folders or []:
            self.add_folder(folder)
        if changes is None:
            scopes, extra = self.indexer.folder_scopes(), None
        else:
            scopes, extra = self.indexer.plan_changes(changes)
        return self.indexer.run(
            scopes,
            extra=extra,
            progress=progress,
            cancel=cancel,
            pause=pause,
            urgent=changes is not None,
            interrupt=interrupt,
        )

    @_writes
    def retry_failed(self) -> int:
        """Make the next run try every failed or skipped file again."""
        return self.db.reset_failures()

    # -- searching and reporting --------------------------------------------

    def similar(
        self, path: Path | str, *, top: int = 10, filters: SearchFilters | None = None
    ) -> list[SearchResult]:
        """Files like the indexed file ``path`` ("more like this"), here and in the copies of the
        indexes that live elsewhere, as ``like:`` finds them; ``KeyError`` if no index holds it."""
        self._catch_up_reading()
        return self.shared.similar(self.searcher, path, top=top, filters=filters)

    def search(
        self, query: str, *, top: int = 10, filters: SearchFilters | None = None
    ) -> list[SearchResult]:
        return self.query(query, top=top, filters=filters).results

    def query(
        self,
        query: str,
        *,
        top: int = 10,
        filters: SearchFilters | None = None,
        rerank: bool | None = None,
    ) -> SearchResponse:
        """Search with everything: results, whether they were reranked and why not, timings."""
        first = self.first_stage(query, top=top, filters=filters)
        return self._answer(first, rerank=self.settings.rerank if rerank is None else rerank)

    def first_stage(
        self,
        query: str,
        *,
        top: int = 10,
        filters: SearchFilters | None = None,
        keep_weak: bool = False,
    ) -> FirstStage:
        """The first stage of :meth:`query`, run once: ``first.results`` is the answer without
        reranking, and :meth:`rerank` reorders it (weak matches next to a strong one are left
        out, unless ``keep_weak``)."""
        self._catch_up_reading()
        return self.shared.first_stage(
            self.searcher,
            query,
            top=top,
            filters=filters,
            candidates=self.settings.rerank_candidates,
            keep_weak=keep_weak,
        )

    def rerank(self, first: FirstStage) -> SearchResponse:
        """The second stage of :meth:`query`: ``first`` reranked as the settings say, or why not."""
        return self._answer(first, rerank=self.settings.rerank)

    def _answer(self, first: FirstStage, *, rerank: bool) -> SearchResponse:
        s = self.settings
        if rerank:
            response = self.shared.rerank(
                self.searcher, first, budget_s=s.rerank_budget_s, candidates=s.rerank_candidates
            )
        else:
            response = first.unreranked(QT_TRANSLATE_NOOP("Search", "reranking is off"))
        if self.reranker is None and self.reranker_error and s.rerank:
            response.rerank_note = f"not reranked: {self.reranker_error}"
        return response

    def reranker_offer(self) -> RerankerOffer | None:
        """The catalog reranker to offer when none is in use: id, name, size and what one search
        would cost on this machine (estimated against the embedder's measured speed)."""
        if self.reranker is not None or not self.settings.rerank:
            return None
        from .models.catalog import CatalogEntry, estimated_rerank_seconds, pick_reranker

        def seconds_of(entry: CatalogEntry) -> float | None:
            return estimated_rerank_seconds(
                entry,
                embedder_parameters=self.embedder.parameters,
                embedder_tokens_per_s=self.embedder.tokens_per_second(),
                pairs=self.settings.rerank_candidates,
                tokens_per_pair=self.indexer.chunk_tokens,
            )

        def fits(entry: CatalogEntry) -> bool:
            # No one should be offered a reranker that cannot rerank within the search's budget.
            seconds = seconds_of(entry)
            return seconds is not None and seconds <= self.settings.rerank_budget_s

        entry = pick_reranker(fits=fits)
        if entry is None:
            smallest = pick_reranker()
            if smallest is not None:
                log.info(
                    "no reranker offered: the smallest in the catalog (%s, %s bytes) would take about %s s a"
                    " search here, over the %g s budget; a smaller one needs a pinned size and checksum"
                    " (the catalog's jina-reranker-v1-tiny-en has no published byte size)",
                    smallest.name, smallest.size_bytes, seconds_of(smallest), self.settings.rerank_budget_s,
                )  # fmt: skip
            return None
        seconds = seconds_of(entry)
        return RerankerOffer(
            id=entry.id,
            name=entry.name,
            size_bytes=entry.size_bytes,
            seconds_per_search=seconds,
            budget_s=self.settings.rerank_budget_s,
        )

    def model_offer(self) -> ModelOffer | None:
        """The built-in multilingual model, when the English-only model is in use and a meaningful
        share of the indexed passages is in other languages (see :mod:`.languages`)."""
        if self.pending_model_switch() is not None:
            return None
        from .models.builtin import MULTILINGUAL_MODEL_NAME

        name = self.embedder.info.name
        builtin = builtin_model(name)
        return multilingual_offer(
            LanguageMix(self.db.language_mix()),
            current_model=name,
            english_only=builtin is not None and builtin.english_only,
            offer_model=MULTILINGUAL_MODEL_NAME,
            declined_at=self.settings.multilingual_offer_declined,
        )

    def failures(self) -> list[tuple[str, str, str]]:
        return self.db.failures()

    def notes(self) -> list[tuple[str, str]]:
        """(path, what was left out) of every file indexed in part or by its words only."""
        return self.db.notes()

    def status(self) -> EngineStatus:
        reranker_info = getattr(self.reranker, "info", None)
        counts = self.db.counts()  # its "folders" count: the status lists the folders instead
        recordings, speech_waiting, speech_left_s = self.db.speech_counts()
        speech = self.indexer.speech or self._speech_setup()
        speech_ready = not speech.unavailable
        return EngineStatus(
            data_dir=str(self.paths.data_dir),
            model=self.embedder.info.name,
            model_file=str(self.model_path),
            dimensions=self.embedder.dim,
            device=self.embedder.device,
            folders=[path for _, path in self.db.folders()],
            folder_states=self.folder_states(),
            files=counts["files"],
            failed=counts["failed"],
            skipped=counts["skipped"],
            chunks=counts["chunks"],
            vectors=len(self.vectors),
            meaning_pending=counts["pending"],
            meaning_files=counts["waiting_files"],
            partly_indexed=counts["partly"],
            words_only_files=self.db.words_only_files(),
            model_size=_file_size(self.model_path),
            model_warning=self.model_warning,
            settings_warnings=list(self.settings.warnings),
            switching_to=str(pending) if (pending := self.pending_model_switch()) else None,
            switch_waiting=self.switch_waiting() if pending else "",
            reranker=reranker_info.name if reranker_info is not None else None,
            reranker_file=self.settings.reranker_model or None,
            reranker_size=_file_size(Path(self.settings.reranker_model))
            if self.settings.reranker_model
            else None,
            reranker_device=reranker_info.device if reranker_info is not None else None,
            reranker_error=self.reranker_error,
            languages=self.db.language_mix(),
            ocr=self.ocr_note(),
            speech=self.speech_note(speech),
            speech_model=self.settings.speech_model if speech_ready else "",
            speech_device=self.speech_device() if speech_ready else "",
            recordings=recordings,
            speech_waiting=speech_waiting,
            speech_left_min=round(speech_left_s / 60, 1),
            mail_found=self.mail_found(),
            messages=counts["messages"],
            shared=[state.to_json() for state in self.shared.states()],
        )

    def mail_found(self) -> list[dict[str, str]]:
        """Mail folders of this computer's mail programs that no chosen folder holds yet."""
        try:
            places = not_yet_chosen(find_mail(), [path for _, path in self.db.folders()])
        except OSError:  # a home folder that cannot be listed: nothing to offer
            return []
        return [{"program": p.program, "path": str(p.path)} for p in places]

    def close(self) -> None:
        """Save what is pending and free everything; a second call does nothing."""
        if self._closed:
            return
        self._closed = True
        try:
            self.shared.close()
            self._close_index()
        finally:
            if self.switch is not None:
                self.switch.close()
                self.switch = None
            if self._extractor is not None:
                self._extractor.close()
            close = getattr(self.reranker, "close", None)
            if close is not None:
                close()
            self.embedder.close()

    def __enter__(self) -> Engine:
        return self

    def __exit__(self, exc_type: object, exc: object, tb: object) -> None:
        if exc is None:
            self.close()
            return
        try:
            self.close()
        except Exception as again:  # keep the error that ended the block (a full disk fails the save too)
            log.warning("closing the index after an error failed too: %s", again)


def _speech_threads() -> int:
    """Threads for the speech model: every core (it runs at background priority, alone: the
    meaning step waits for each piece)."""
    return max(1, os.cpu_count() or 1)


def _file_size(path: Path) -> int | None:
    try:
        return path.stat().st_size
    except OSError:
        return None
