"""The prefetch thread: hash, extract, chunk and analyse the run's candidates ahead of the indexing thread."""

from __future__ import annotations

import contextlib
import dataclasses
import logging
import os
import queue
import sqlite3
import sys
import threading
from collections.abc import Callable
from pathlib import Path

from ..common import reasons
from ..common.hashing import sha256_file
from ..common.settings import Settings
from ..extract import Document, UnsupportedFile, is_supported
from ..extract.mailstore import StoreBatch, store_kind
from ..models.embedder import Embedder
from ..store.db import Database
from ..store.index import IndexStore
from ..store.read_state import ReadState
from ..text.chunking import Chunk, chunk_text
from ..text.lexical import analyse_passage
from ..text.transcript import analyse_spoken, transcript_base, transcript_passages
from .cutting import chunk_document, count_chars_as_tokens, words_only_chunks
from .failures import failures_recorded
from .mailreading import prefetch_store
from .pieces import grown, read_in_pieces
from .planning import Candidate
from .power import run_in_background
from .prepared import TEXT_DONE, Prepared
from .recognition import OcrCache, OcrSetup, OcrState, recognise_document

log = logging.getLogger(__name__)

PREFETCH_FILES = 8
PREFETCH_NICE = 10
#: A document waiting for OCR keeps its text pages in memory up to this size (else extracted again).
_KEEP_CHARS = 200_000


class Prefetch:
    """One run's prefetch: its candidates in, prepared items out, on a thread of its own."""

    def __init__(
        self,
        *,
        store: IndexStore,
        settings: Settings,
        extract: Callable[[Path], Document],
        read_store: Callable[[Path, int, int | None], StoreBatch],
        ocr: OcrSetup | None,
        ocr_state: OcrState,
        embedder: Embedder,
        chunk_tokens: int,
        overlap_tokens: int,
        appends_alone: bool,
    ) -> None:
        self.store = store
        self.settings = settings
        self.extract = extract
        self.read_store = read_store
        self.ocr = ocr
        self._ocr_state = ocr_state
        self.embedder = embedder
        self.chunk_tokens = chunk_tokens
        self.overlap_tokens = overlap_tokens
        self.appends_alone = appends_alone

    def run(
        self, candidates: list[Candidate], out: queue.Queue[Prepared | None], stop: threading.Event
    ) -> None:
        """Hash, extract, chunk and tokenise ahead of the embedder (its own thread; no database access).

        Files with pages to recognise come last, after every other file of the run (OCR is slow
        and must not hold up embedding); their pages' text comes from the OCR cache when it can.
        """
        _yield_cores_to_the_embedder(background=self.settings.background_priority)
        deferred: list[Prepared] = []
        machine: list[Prepared] = []  # machine-written text, for its words only: after the rest

        def hand_over(item: Prepared) -> None:
            while not stop.is_set():
                try:
                    out.put(item, timeout=0.1)
                    return
                except queue.Full:
                    continue

        members_db: Database | None = None

        def reader() -> Database:
            nonlocal members_db
            if members_db is None:  # this thread's own connection (reads only)
                members_db = Database(self.store.db.path)
            return members_db

        try:
            for cand in candidates:
                if stop.is_set():
                    break
                kind = None if is_supported(cand.stat.path) else store_kind(cand.stat.path)
                if kind is not None:
                    prefetch_store(
                        cand,
                        kind=kind,
                        db=reader(),
                        hand_over=hand_over,
                        stop=stop,
                        read_piece=self.read_store,
                        settings=self.settings,
                        cut=self._cut,
                    )
                    continue
                item = Prepared(cand)
                with failures_recorded(item):
                    state = self._grown(cand, reader)
                    if state is not None:  # a log that only grew: its new lines alone, at once
                        self._hand_pieces(
                            item,
                            encoding=state.encoding,
                            why=state.why,
                            hand_over=hand_over,
                            stop=stop,
                            after=state,
                        )
                        continue
                    item.digest = sha256_file(cand.stat.path)
                    if not (
                        cand.known and cand.known.status == "ok" and cand.known.content_hash == item.digest
                    ):
                        item.document = self.extract(cand.stat.path)
                        if item.document.needs_ocr and self._ocr_later(item):
                            deferred.append(item)
                            continue
                        if item.document.words_only and item.document.encoding:
                            # Machine-written text, read here in pieces (its head, read to decide,
                            # is not kept); after every other file's words: people's files first.
                            item.document = dataclasses.replace(item.document, pages=[])
                            machine.append(item)
                            continue
                        self._cut(item)
                hand_over(item)
            for item in machine:
                if stop.is_set():
                    break
                assert item.document is not None
                with failures_recorded(item):
                    self._hand_pieces(
                        item,
                        encoding=item.document.encoding,
                        why=item.document.words_only,
                        hand_over=hand_over,
                        stop=stop,
                    )
                    continue
                hand_over(item)
            if deferred and not stop.is_set():
                hand_over(TEXT_DONE)  # the words step ends here; recognition goes on beside meaning
                self._recognise_deferred(deferred, hand_over, stop)
        finally:
            if members_db is not None:
                members_db.close()
            if not stop.is_set():
                out.put(None)  # the consumer is still reading: this cannot block for long

    def _ocr_later(self, item: Prepared) -> bool:
        """Whether ``item``'s pages are to be recognised at the end of the run; raises UnsupportedFile
        for an image that OCR cannot read here."""
        assert item.document is not None
        if self.ocr is None or not self.ocr.ready:
            if not item.document.pages and item.document.kind == "image":
                reason = self.ocr.unavailable if self.ocr is not None else reasons.OCR_OFF()
                raise UnsupportedFile(reason or reasons.OCR_UNAVAILABLE())
            return False  # a PDF's text pages are indexed without its scanned ones
        if item.document.char_count > _KEEP_CHARS:
            item.document = None  # extracted again when its turn comes: memory stays bounded
        return True

    def _recognise_deferred(
        self, deferred: list[Prepared], hand_over: Callable[[Prepared], None], stop: threading.Event
    ) -> None:
        assert self.ocr is not None
        cache = None
        if self.ocr.cache_path is not None:
            try:
                cache = OcrCache(self.ocr.cache_path)
            except (OSError, sqlite3.Error) as exc:
                log.warning("OCR cache %s unusable (%s); recognising without it", self.ocr.cache_path, exc)
        try:
            for item in deferred:
                if stop.is_set():
                    return
                path = item.cand.stat.path
                with failures_recorded(item):
                    document = item.document or self.extract(path)
                    item.document = recognise_document(
                        path, document, digest=item.digest, setup=self.ocr, cache=cache,
                        state=self._ocr_state, stop=stop,
                    )  # fmt: skip
                    if stop.is_set():
                        return
                    self._cut(item)
                hand_over(item)
        finally:
            if cache is not None:
                cache.close()

    def _grown(self, cand: Candidate, reader: Callable[[], Database]) -> ReadState | None:
        """The read state of ``cand`` when it is a file read in pieces that only grew since
        (see :mod:`.pieces`): its new lines are read alone. None: it is read as any file."""
        known = cand.known
        if not self.appends_alone or known is None or known.status != "ok" or known.size == cand.stat.size:
            return None
        state = ReadState.from_json(reader().store_state(str(cand.stat.path)))
        words_only = not self.settings.meaning_for_machine_text
        return state if grown(cand.stat.path, cand.stat.size, state, words_only=words_only) else None

    def _hand_pieces(
        self,
        item: Prepared,
        *,
        encoding: str,
        why: str,
        hand_over: Callable[[Prepared], None],
        stop: threading.Event,
        after: ReadState | None = None,
    ) -> None:
        """Read the machine-written text file of ``item`` in pieces, from its start (or from where
        ``after`` says an append begins), and hand over each piece's passages as it is cut."""
        words_only = not self.settings.meaning_for_machine_text
        if words_only:
            count: Callable[[str], int] = count_chars_as_tokens
            overlap = 0
        else:  # meaning asked for: passages the model reads, as any file's
            count, overlap = self.embedder.count_tokens, self.overlap_tokens

        def cut(text: str, base: int, first: int) -> list[Chunk]:
            return chunk_text(
                text,
                count_tokens=count,
                max_tokens=self.chunk_tokens,
                overlap_tokens=overlap,
                base_offset=base,
                first_ord=first,
            )

        path = item.cand.stat.path
        for piece in read_in_pieces(
            path,
            encoding=encoding,
            why=why,
            words_only=words_only,
            cut=cut,
            stop=item.cand.stat.size,
            after=after,
        ):
            if stop.is_set():
                return
            hand_over(
                dataclasses.replace(
                    item,
                    document=None,
                    piece=piece,
                    chunks=piece.chunks,
                    analysed=piece.analysed,
                    words_only=words_only,
                )
            )

    def _words_only(self, document: Document) -> bool:
        """Whether ``document`` is stored for its words only (machine-written, meaning not asked for)."""
        return bool(document.words_only) and not self.settings.meaning_for_machine_text

    def _cut(self, item: Prepared) -> None:
        """Chunks of the extracted document, and each chunk's language and keyword terms."""
        assert item.document is not None
        if self._words_only(item.document):
            item.words_only = True
            item.chunks, item.analysed = words_only_chunks(item.document, self.chunk_tokens)
            return
        item.chunks = chunk_document(
            item.document,
            count_tokens=self.embedder.count_tokens,
            max_tokens=self.chunk_tokens,
            overlap_tokens=self.overlap_tokens,
        )
        # Language and keyword terms here too, off the indexing thread.
        item.analysed = [analyse_passage(c.text) for c in item.chunks]
        recording = item.document.recording
        if recording is not None and recording.subtitles:
            # Subtitles are the transcript: cut as speech is, with their times, after the tags.
            spoken = transcript_passages(
                recording.subtitles,
                count_tokens=self.embedder.count_tokens,
                max_tokens=self.chunk_tokens,
                first_ord=len(item.chunks),
                base_offset=transcript_base(len(item.document.text)),
            )
            item.chunks += [chunk for chunk, _ in spoken]
            item.analysed += [analyse_spoken(chunk.text, lang) for chunk, lang in spoken]


def _yield_cores_to_the_embedder(*, background: bool = False) -> None:
    """Lower this thread's priority so llama.cpp's threads win the cores when both want them.

    Extraction, chunking and tokenising only have to stay ahead of the embedder;
    when they preempt one of llama.cpp's threads, the others wait at the next
    barrier. On Linux a thread's nice value is its own and the extraction child
    it starts inherits it.
    """
    if background and run_in_background():
        return  # SCHED_IDLE (Linux): below every normal thread, the foreground's and llama.cpp's alike
    if sys.platform == "linux":
        with contextlib.suppress(OSError):
            os.setpriority(os.PRIO_PROCESS, threading.get_native_id(), PREFETCH_NICE)
