"""What a run tells: progress events while it runs, its report at the end, and the counters behind both."""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, field

from ..store.db import Database
from .recognition import OcrState

#: The progress sink is called at least this often while a run is busy (scanning, waiting for
#: extraction, packing inputs): front ends answer queued searches there, so a query waits at
#: most for this, or for the one decode in flight.
HEARTBEAT_S = 0.05


@dataclass(frozen=True)
class Progress:
    """One progress event. Plain values only, so any front end can show it."""

    #: "scanning" | "indexing" (words: files read and made findable by their words) | "meaning"
    #: (passages given vectors) | "speech" (recordings transcribed) | "paused" | "saving" | "done"
    #: | "cancelled"
    phase: str
    files_done: int  #: planned files of this run through the words step (findable by their words)
    files_total: int  #: files planned in this run
    chunks_done: int  #: passages written in this run
    current: str = ""
    #: Planned files of this run that could not be read (failed or skipped): not searchable by
    #: their words (those read before keep their last passages).
    failed: int = 0
    elapsed_s: float = 0.0
    #: OCR: the file whose pages are being recognised ("" when none), which of how many pages,
    #: and the pages recognised so far in this run (pages found in the OCR cache not counted).
    recognising: str = ""
    ocr_page: int = 0
    ocr_pages: int = 0
    pages_recognised: int = 0
    #: Meaning: passages given vectors in this run, passages of the whole index still waiting
    #: for theirs, all passages of the index, and the passages per second measured in this run.
    meaning_done: int = 0
    meaning_pending: int = 0
    passages_total: int = 0  #: passages that have or wait for meaning (words-only ones are not)
    meaning_rate: float = 0.0
    #: Seconds into the run when every planned file had its words (None until then).
    words_s: float | None = None
    #: Why the run is paused when not by the user: "on battery" (English; the "Progress" context
    #: translates it where it is shown).
    paused_by: str = ""
    #: Speech (after every other file's words and meaning): the recording being transcribed ("" when
    #: none), recordings read to their end of those pending when the step began, seconds of sound
    #: left in them, and how long that takes at the rate measured in this run (None until known).
    transcribing: str = ""
    speech_done: int = 0
    speech_total: int = 0
    speech_left_s: float = 0.0
    speech_eta_s: float | None = None


ProgressSink = Callable[[Progress], None]


@dataclass
class IndexReport:
    files_indexed: int = 0
    files_unchanged: int = 0
    files_moved: int = 0
    files_removed: int = 0
    files_failed: int = 0
    files_skipped: int = 0
    chunks_added: int = 0
    #: Messages of mail stores: read and stored anew, known again unchanged, gone from their store.
    messages_indexed: int = 0
    messages_unchanged: int = 0
    messages_removed: int = 0
    truncated: int = 0
    pages_recognised: int = 0
    ocr_cache_hits: int = 0
    seconds: float = 0.0
    errors: list[tuple[str, str]] = field(default_factory=list)
    #: Files indexed with something left out, and what ("recognised 1 of 50 pages; ...").
    notes: list[tuple[str, str]] = field(default_factory=list)
    cancelled: bool = False
    #: Meaning: passages given vectors in this run, and passages still waiting at its end.
    passages_embedded: int = 0
    meaning_pending: int = 0
    #: Seconds until every planned file of the run was findable by its words (None: never got there).
    words_s: float | None = None
    #: The meaning step gave way to a watcher change (it goes on in the next run).
    interrupted: bool = False
    #: Files of the plan left unread (OCR still running when the run stopped): a full scan finds them.
    words_unfinished: bool = False
    #: Folders found away (offline, unreachable, unreadable, missing): ``(path, "state: reason")``.
    #: Their entries are kept, and so are ``files_kept`` entries below folders that could not be listed.
    folders_away: list[tuple[str, str]] = field(default_factory=list)
    files_kept: int = 0
    #: Seconds one pass over each network share took (the watcher looks at it as often as that affords).
    share_pass_s: dict[str, float] = field(default_factory=dict)
    #: Speech: recordings of which something was transcribed, pieces read (and of them found in the
    #: cache), seconds of sound transcribed; why speech was not read at all ("" when it was, or
    #: when nothing waited for it).
    recordings_transcribed: int = 0
    speech_pieces: int = 0
    speech_cache_hits: int = 0
    speech_seconds: float = 0.0
    speech_unavailable: str = ""


@dataclass
class SpeechState:
    """What the speech step is doing now, for the progress events (the engine thread's own)."""

    file: str = ""
    done: int = 0  #: recordings read to their end in this run
    total: int = 0  #: recordings to read when the step began (more may come in a later run)
    left_s: float = 0.0  #: seconds of sound still to read in them (as their containers say)
    audio_s: float = 0.0  #: seconds of sound transcribed in this run (cache hits not counted)
    busy_s: float = 0.0  #: seconds spent transcribing them
    pieces: int = 0
    cached: int = 0  #: pieces found in the cache
    recordings: int = 0  #: recordings of which this run transcribed a piece (not all from the cache)

    @property
    def real_time_factor(self) -> float | None:
        """Seconds of work per second of sound, once enough was measured to quote it."""
        return self.busy_s / self.audio_s if self.audio_s >= 20.0 and self.busy_s > 0 else None

    @property
    def eta_s(self) -> float | None:
        factor = self.real_time_factor
        return None if factor is None else self.left_s * factor


class Run:
    """What one run counts and reports: the report, progress counters and the progress sink."""

    def __init__(
        self,
        *,
        db: Database,
        ocr: OcrState,
        started: float,
        emit: ProgressSink,
        speech: SpeechState | None = None,
    ) -> None:
        self.db = db
        #: The run's OCR state, written by the prefetch thread (read under its lock).
        self.ocr = ocr
        #: The run's speech state (written and read on the indexing thread).
        self.speech = speech or SpeechState()
        self.started = started
        self.emit = emit
        self.report = IndexReport()
        self.total = 0
        self.done = 0
        self.chunks = 0
        self.current = ""
        self.phase = "indexing"
        self.rank_urgent = False
        self.feeder_done = False
        self.meaning_done = 0
        self.meaning_rate = 0.0
        self.paused_by = ""
        self.pending = 0
        self.passages = 0
        self.unread = 0  #: planned files that could not be read (failed or skipped)
        self.beat = Throttle(self.tick)

    def start_counts(self) -> None:
        counts = self.db.counts()
        self.pending, self.passages = counts["pending"], counts["chunks"] - counts["words_only"]

    def emit_phase(self, phase: str) -> None:
        self.emit(Progress(phase, 0, 0, 0))

    def tick(self, current: str | None = None, phase: str | None = None) -> None:
        if current is not None:
            self.current = current
        phase = phase or self.phase
        ocr = self.ocr
        with ocr.lock:
            recognising, page, pages, recognised = ocr.file, ocr.page, ocr.pages, ocr.recognised
        busy = phase in ("indexing", "meaning", "paused", "speech")
        speech = self.speech
        self.emit(
            Progress(
                phase,
                self.done,
                self.total,
                self.chunks,
                self.current if busy else "",
                self.unread,
                time.monotonic() - self.started,
                recognising if busy else "",
                page if busy else 0,
                pages if busy else 0,
                recognised,
                meaning_done=self.meaning_done,
                meaning_pending=max(self.pending, 0),
                passages_total=self.passages,
                meaning_rate=self.meaning_rate,
                words_s=self.report.words_s,
                paused_by=self.paused_by if phase == "paused" else "",
                transcribing=speech.file if busy else "",
                speech_done=speech.done,
                speech_total=speech.total,
                speech_left_s=speech.left_s,
                speech_eta_s=speech.eta_s,
            )
        )


class Throttle:
    """Calls ``fn`` when at least :data:`HEARTBEAT_S` passed since the last call."""

    def __init__(self, fn: Callable[[], None] | None) -> None:
        self._fn = fn
        self._last = time.monotonic()

    def __call__(self) -> None:
        if self._fn is not None and (now := time.monotonic()) - self._last >= HEARTBEAT_S:
            self._last = now
            self._fn()
