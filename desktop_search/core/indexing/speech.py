"""The speech step: what is said in recordings, read a piece at a time after every other file.

A recording's words step stores its tags (and subtitles) at once, and, when it has sound to
transcribe, a :class:`~..text.transcript.TranscriptState` that says "speech pending, reached
0 s" (``files.store_state``). This step runs at the end of every run, after the meaning of every
other file: documents come first. It finds its work by that state alone
(:meth:`~..store.files.FilesMixin.pending_speech`), not by the run's plan, so a run killed in
the middle of a recording is taken up by the next run, whatever that run plans, at the piece
where it stopped.

One recording at a time, newest modified first, a piece of :data:`PIECE_S` seconds at a time:
the extraction child transcribes the piece (its time and memory limits hold per piece), the
piece's segments are cut into passages (:func:`~..text.transcript.cut_transcript`) and stored
with the new state in one transaction (:meth:`~..store.index.IndexStore.commit_piece`), then
the meaning step gives them their vectors: a long recording is findable by its words and its
meaning as it goes, and a kill loses at most the piece in flight. Between pieces the step
honours cancel, pause, the battery (as the meaning step does) and ``interrupt`` (a change the
watcher saw goes first). The child works on a thread of this step's own, so searches are still
answered at every heartbeat while a piece is transcribed.

Each piece is kept in :class:`SpeechCache` by the file's content hash, the model and where it
starts: a copy, a renamed and changed-back file, a model switch or a piece abandoned by a
cancel is never transcribed twice.

Failures: a passing one (a time limit, a child that crashed) keeps what was read and is tried
again at the next run (:data:`MAX_TRIES` times at the same place); a lasting one (a broken
stream) keeps what was read, stops there and says why in the file's note (``status --errors``);
a recording in which no speech was found is marked so and never read again.
"""

from __future__ import annotations

import json
import logging
import os
import queue
import sqlite3
import threading
import time
from collections.abc import Callable
from concurrent.futures import Future
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import cast

from ..common import reasons
from ..common.settings import Settings
from ..common.texts import QT_TRANSLATE_NOOP
from ..extract import ExtractionError
from ..extract.recording import Segment, SpeechPiece
from ..store.files import SpeechRow
from ..store.index import IndexStore
from ..store.passages import ChunkIn, meaning_rank
from ..text.transcript import TranscriptState, analyse_spoken, open_tail, transcript_passages
from .failures import _passing
from .meaning import BatteryCheck
from .power import PAUSE, SLOW, PowerState, run_in_background
from .progress import HEARTBEAT_S, Run, SpeechState

log = logging.getLogger(__name__)

#: Seconds of a recording transcribed per request to the extraction child. Measured on this
#: 2-core machine (whisper-base, int8; a 376 s spoken recording read whole, then in pieces; CPU
#: seconds, two runs each, the machine shared): whole 27.7 s; pieces of 60 s 41.7 (+51%), 120 s
#: 31.2 (+12%), 180 s 28.5 (+3%), 240 s 28.5 (+3%), 300 s 27.9 (+1%). Below 180 s a piece's
#: fixed costs (the decoder's start, the language guess, Whisper's last window padded to 30 s,
#: a cut segment given back) show; above, the overhead is lost in the noise while what a kill
#: loses, and what a pause waits for, grows with the piece: at 180 s at most 12-15 s of work.
PIECE_S = 180.0
#: Passing failures in a row at the same place before the rest of a recording is given up.
MAX_TRIES = 3

#: transcribe(path, start_s, piece_s) -> the piece; raises ExtractionError (or SpeechUnavailable).
Transcribe = Callable[[Path, float, float], SpeechPiece]


class SpeechUnavailable(Exception):
    """Speech cannot be read on this computer now (no model, no runtime): nothing of any recording
    is marked; the step stops and the run says why, once."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


@dataclass(frozen=True)
class SpeechSetup:
    """How a run reads speech: the transcriber, its cache, the model, the piece length; or why not.

    ``piece_s``: a kill, a cancel or a pause waits for (or loses) at most the piece in flight,
    and each piece costs a little more than its sound (the decoder's start, a language guess,
    the segment cut by the piece's end read again by the next). :data:`PIECE_S` keeps both small.
    """

    transcribe: Transcribe | None
    cache_path: Path | None
    model: str = "whisper-base"
    piece_s: float = PIECE_S
    unavailable: str = ""

    @property
    def ready(self) -> bool:
        return self.transcribe is not None and not self.unavailable


class SpeechCache:
    """Transcribed pieces by (content hash, model, start): SQLite, private (0600), like the OCR cache.

    Used by one thread at a time (the step's transcribing thread opens and closes it).
    """

    def __init__(self, path: Path) -> None:
        path.parent.mkdir(parents=True, exist_ok=True, mode=0o700)
        if not path.exists():
            os.close(os.open(path, os.O_WRONLY | os.O_CREAT, 0o600))
        self._conn = sqlite3.connect(str(path), isolation_level=None, timeout=10.0)
        self._conn.execute("PRAGMA journal_mode=WAL")
        self._conn.execute(
            "CREATE TABLE IF NOT EXISTS pieces(content_hash TEXT NOT NULL, model TEXT NOT NULL,"
            " start_ms INTEGER NOT NULL, piece TEXT NOT NULL, at REAL NOT NULL,"
            " PRIMARY KEY (content_hash, model, start_ms)) WITHOUT ROWID"
        )

    def get(self, digest: str, model: str, start_s: float) -> SpeechPiece | None:
        row = self._conn.execute(
            "SELECT piece FROM pieces WHERE content_hash=? AND model=? AND start_ms=?",
            (digest, model, round(start_s * 1000)),
        ).fetchone()
        return None if row is None else piece_from_json(row[0])

    def put(self, digest: str, model: str, piece: SpeechPiece) -> None:
        self._conn.execute(
            "INSERT OR REPLACE INTO pieces(content_hash, model, start_ms, piece, at) VALUES (?, ?, ?, ?, ?)",
            (digest, model, round(piece.start_s * 1000), piece_to_json(piece), time.time()),
        )

    def close(self) -> None:
        self._conn.close()


def piece_to_json(piece: SpeechPiece) -> str:
    return json.dumps(
        {
            "segments": [[s.start_s, s.end_s, s.text, s.lang] for s in piece.segments],
            "start_s": piece.start_s,
            "reached_s": piece.reached_s,
            "done": piece.done,
            "language": piece.language,
            "language_p": piece.language_p,
            "duration_s": piece.duration_s,
            "no_speech": piece.no_speech,
        },
        ensure_ascii=False,
    )


def piece_from_json(text: str) -> SpeechPiece | None:
    """A cached piece; None for one that does not read back (it is transcribed again)."""
    try:
        value = json.loads(text)
        segments = tuple(
            Segment(float(a), float(b), str(t), str(lang)) for a, b, t, lang in value["segments"]
        )
        duration = value.get("duration_s")
        return SpeechPiece(
            segments=segments,
            start_s=float(value["start_s"]),
            reached_s=float(value["reached_s"]),
            done=bool(value["done"]),
            language=str(value.get("language", "")),
            language_p=float(value.get("language_p", 0.0)),
            duration_s=None if duration is None else float(duration),
            no_speech=bool(value.get("no_speech", False)),
        )
    except (ValueError, KeyError, TypeError):
        return None


@dataclass
class _Request:
    path: Path
    digest: str
    start_s: float
    answer: Future[tuple[SpeechPiece, bool]] = field(default_factory=Future)


class _Transcriber:
    """A thread that asks the child for pieces (or finds them in the cache), so the engine thread
    keeps its heartbeat (searches are answered) while a piece is read. A piece whose caller
    stopped waiting (a cancel) still lands in the cache."""

    def __init__(self, setup: SpeechSetup, *, background: bool) -> None:
        self.setup = setup
        self._background = background
        self._requests: queue.Queue[_Request | None] = queue.Queue()
        self._thread = threading.Thread(target=self._work, name="speech", daemon=True)
        self._thread.start()

    def ask(self, path: Path, digest: str, start_s: float) -> Future[tuple[SpeechPiece, bool]]:
        request = _Request(path, digest, start_s)
        self._requests.put(request)
        return request.answer

    def close(self) -> None:
        self._requests.put(None)

    def _work(self) -> None:
        if self._background:
            run_in_background()  # a child started from here inherits it
        cache = None
        if self.setup.cache_path is not None:
            try:
                cache = SpeechCache(self.setup.cache_path)
            except (OSError, sqlite3.Error) as exc:
                log.warning(
                    "speech cache %s unusable (%s); transcribing without it", self.setup.cache_path, exc
                )
        try:
            while (request := self._requests.get()) is not None:
                if not request.answer.set_running_or_notify_cancel():
                    continue
                try:
                    request.answer.set_result(self._piece(request, cache))
                except BaseException as exc:  # handed to the engine thread, which decides
                    request.answer.set_exception(exc)
        finally:
            if cache is not None:
                cache.close()

    def _piece(self, request: _Request, cache: SpeechCache | None) -> tuple[SpeechPiece, bool]:
        setup = self.setup
        assert setup.transcribe is not None
        if cache is not None and request.digest:
            found = cache.get(request.digest, setup.model, request.start_s)
            if found is not None:
                return found, True
        piece = setup.transcribe(request.path, request.start_s, setup.piece_s)
        if cache is not None and request.digest:
            try:
                cache.put(request.digest, setup.model, piece)
            except sqlite3.Error as exc:
                log.warning("speech cache: cannot keep a piece of %s (%s)", request.path, exc)
        return piece, False


def at_time(seconds: float) -> str:
    """A moment as a player shows it: "12:34", "1:02:03"."""
    whole = max(0, int(seconds))
    hours, rest = divmod(whole, 3600)
    return f"{hours}:{rest // 60:02d}:{rest % 60:02d}" if hours else f"{rest // 60}:{rest % 60:02d}"


def first_state(*, next_ord: int, next_offset: int, duration_s: float | None, model: str, note: str) -> str:
    """The state a recording's words step stores when its speech is still to be read."""
    return TranscriptState(
        model=model, next_ord=next_ord, next_offset=next_offset, duration_s=duration_s, note=note
    ).to_json()


class SpeechStep:
    """Reads the speech of every recording whose state says it is pending (see the module)."""

    def __init__(
        self,
        *,
        store: IndexStore,
        setup: SpeechSetup,
        settings: Settings,
        count_tokens: Callable[[str], int],
        max_tokens: int,
        power: PowerState,
        battery: BatteryCheck,
        state: SpeechState,
    ) -> None:
        self.store = store
        self.setup = setup
        self.settings = settings
        self.count_tokens = count_tokens
        self.max_tokens = max_tokens
        self.power = power
        self.battery = battery
        self.state = state

    def eligible(self, row: SpeechRow, state: TranscriptState) -> bool:
        """Whether the settings let ``row`` be read now (asked each run: a recording left out by a
        folder or a length limit is read once the user widens them)."""
        s = self.settings
        if not s.speech:
            return False
        if s.speech_folders and not any(_under(row.path, folder) for folder in s.speech_folders):
            return False
        return state.duration_s is None or state.duration_s <= s.speech_max_minutes * 60

    def run(
        self,
        run: Run,
        *,
        embed: Callable[[], None],
        cancel: threading.Event,
        pause: threading.Event,
        interrupt: Callable[[], bool],
    ) -> None:
        """Read pending recordings, newest first, piece by piece; ``embed()`` gives each piece's
        passages their vectors (the meaning step, over what waits)."""
        report = run.report
        work: list[tuple[SpeechRow, TranscriptState]] = []
        for row in self.store.db.pending_speech():
            state = TranscriptState.from_json(row.state)
            if state is not None and self.eligible(row, state):
                work.append((row, state))
        if not work:
            return
        if not self.setup.ready:
            report.speech_unavailable = self.setup.unavailable or reasons.SPEECH_OFF()
            return
        st = self.state
        st.total = len(work)
        st.left_s = sum(max((s.duration_s or 0.0) - s.reached_s, 0.0) for _, s in work)
        transcriber = _Transcriber(self.setup, background=self.settings.background_priority)
        try:
            for row, state in work:
                if self._stopped(run, cancel=cancel, pause=pause, interrupt=interrupt):
                    return
                if not self._read(
                    run,
                    row,
                    state,
                    transcriber=transcriber,
                    embed=embed,
                    cancel=cancel,
                    pause=pause,
                    interrupt=interrupt,
                ):
                    return
        finally:
            transcriber.close()
            st.file = ""
            report.recordings_transcribed += st.recordings
            report.speech_pieces += st.pieces
            report.speech_cache_hits += st.cached
            report.speech_seconds += st.audio_s

    def _stopped(
        self, run: Run, *, cancel: threading.Event, pause: threading.Event, interrupt: Callable[[], bool]
    ) -> bool:
        """Wait while paused (by the user, or on battery as the settings say); True when the step
        is to stop here (cancelled, or a change the watcher saw goes first)."""
        while pause.is_set() and not cancel.is_set():
            run.tick(phase="paused")
            cancel.wait(0.1)
        while self._battery_says_wait() and not cancel.is_set() and not interrupt():
            run.paused_by = QT_TRANSLATE_NOOP("Progress", "on battery")
            run.tick(phase="paused")
            cancel.wait(0.2)
        run.paused_by = ""
        if cancel.is_set():
            return True
        if interrupt():
            run.report.interrupted = True
            return True
        return False

    def _battery_says_wait(self) -> bool:
        return self.settings.on_battery == PAUSE and self.battery(self.power)

    def _read(
        self,
        run: Run,
        row: SpeechRow,
        state: TranscriptState,
        *,
        transcriber: _Transcriber,
        embed: Callable[[], None],
        cancel: threading.Event,
        pause: threading.Event,
        interrupt: Callable[[], bool],
    ) -> bool:
        """Read one recording from where its state says, to its end or a stop; False when the
        whole step is to stop (cancelled, interrupted, speech unavailable)."""
        st = self.state
        path = Path(row.path)
        st.file = row.path
        model = self.setup.model
        transcribed = False  # a piece of it was transcribed (not all from the cache)
        while True:
            if not _unchanged(path, row):
                log.info("%s changed since it was read: its speech waits for the next scan", path)
                return True
            run.phase = "speech"
            run.tick(row.path)
            started = time.monotonic()
            answer = transcriber.ask(path, row.content_hash or "", state.reached_s)
            try:
                piece, cached = self._wait(run, answer, cancel)
            except _Abandoned:
                return False
            except SpeechUnavailable as exc:
                run.report.speech_unavailable = exc.reason
                return False
            except ExtractionError as exc:
                if _matches(exc, reasons.SPEECH_MODEL_REFUSED):  # the model, not the file
                    run.report.speech_unavailable = exc.reason
                    return False
                self._failed(run, row, state, exc)
                st.done += 1
                return True
            except Exception as exc:  # a bug must not end the run: speech waits, the rest stands
                log.exception("speech of %s failed unexpectedly", path)
                run.report.speech_unavailable = reasons.UNEXPECTED_ERROR(error=exc)
                return False
            took = time.monotonic() - started
            st.pieces += 1
            if cached:
                st.cached += 1
            else:
                heard = max(piece.reached_s - piece.start_s, 0.0)
                st.audio_s += heard
                st.busy_s += took
                transcribed = True
            if piece.reached_s <= state.reached_s and not piece.done:  # no way forward: stop here
                piece = replace(piece, done=True)
                state = replace(state, error=reasons.SPEECH_STALLED(at=at_time(state.reached_s)))
            state = self._commit(run, row, state, piece, model=model)
            st.left_s = max(st.left_s - max(piece.reached_s - piece.start_s, 0.0), 0.0)
            if not cancel.is_set():
                embed()  # the new passages' meaning, before the next piece
            if state.done:
                st.done += 1
                st.recordings += int(transcribed)
                return True
            if self.settings.on_battery == SLOW and self.battery(self.power) and not cached:
                until = time.monotonic() + min(took, 60.0)  # half the pace on battery
                while time.monotonic() < until and not cancel.is_set() and not interrupt():
                    cancel.wait(HEARTBEAT_S)
                    run.beat()  # searches are still answered
            if self._stopped(run, cancel=cancel, pause=pause, interrupt=interrupt):
                st.recordings += int(transcribed)
                return False

    def _wait(
        self, run: Run, answer: Future[tuple[SpeechPiece, bool]], cancel: threading.Event
    ) -> tuple[SpeechPiece, bool]:
        """The piece, beating while it is read (searches are answered at each beat); a cancel stops
        the wait (the piece still lands in the cache)."""
        while True:
            try:
                return answer.result(timeout=HEARTBEAT_S)
            except TimeoutError:
                if cancel.is_set():
                    raise _Abandoned from None
                run.beat()

    def _commit(
        self, run: Run, row: SpeechRow, state: TranscriptState, piece: SpeechPiece, *, model: str
    ) -> TranscriptState:
        """Store ``piece``'s passages and the state after it, in one transaction. The last passage
        of the piece before (left open) is cut again with this piece's segments and stored in its
        place; this piece's last passage is left open in turn, unless the recording ends here."""
        segments = [*_carried(state), *piece.segments]
        passages = transcript_passages(
            segments,
            count_tokens=self.count_tokens,
            max_tokens=self.max_tokens,
            first_ord=state.next_ord,
            base_offset=state.next_offset,
        )
        chunks = [
            ChunkIn(
                ord=c.ord,
                char_start=c.char_start,
                char_end=c.char_end,
                text=c.text,
                vector=None,
                analysed=analyse_spoken(c.text, lang or piece.language),
                start_s=c.start_s,
                end_s=c.end_s,
                times=c.times,
            )
            for c, lang in passages
        ]
        languages = dict(state.languages)
        for segment in piece.segments:
            lang = segment.lang or piece.language
            if lang:
                languages[lang] = round(
                    languages.get(lang, 0.0) + max(segment.end_s - segment.start_s, 0.0), 1
                )
        heard = state.heard or bool(chunks)
        duration = piece.duration_s if piece.duration_s is not None else state.duration_s
        open_from = None if piece.done or not passages else open_tail(segments, passages[-1][0])
        if open_from is not None:  # the last passage waits for the next piece's segments
            last = passages[-1][0]
            next_ord, next_offset = last.ord, last.char_start
            carry = [[x.start_s, x.end_s, x.text, x.lang] for x in segments[open_from:]]
        elif chunks:
            next_ord, next_offset, carry = chunks[-1].ord + 1, chunks[-1].char_end + 1, []
        else:
            next_ord, next_offset, carry = state.next_ord, state.next_offset, []
        new = replace(
            state,
            reached_s=max(piece.reached_s, state.reached_s),
            done=piece.done,
            model=model,
            next_ord=next_ord,
            next_offset=next_offset,
            duration_s=duration,
            languages=languages,
            heard=heard,
            tries=0,
            carry=carry,
        )
        speech_note = new.error
        if new.done and not heard and not new.error:
            speech_note = reasons.SPEECH_NONE_FOUND()
        old_total, old_waiting = self.store.db.file_passages(row.id, from_ord=state.next_ord)
        self.store.commit_piece(
            folder_id=row.folder_id,
            path=row.path,
            size=row.size,
            mtime_ns=row.mtime_ns,
            content_hash=row.content_hash,
            from_ord=state.next_ord,
            chunks=chunks,
            state=new.to_json(),
            note="; ".join(filter(None, (new.note, speech_note))),
            rank=meaning_rank(row.mtime_ns, urgent=False),
            title=row.title,
        )
        run.pending += len(chunks) - old_waiting
        run.passages += len(chunks) - old_total
        run.chunks += len(chunks)
        run.report.chunks_added += len(chunks)
        run.tick(row.path)
        self.store.maybe_save()
        return new

    def _failed(self, run: Run, row: SpeechRow, state: TranscriptState, exc: ExtractionError) -> None:
        """A piece that could not be read: what was read stays. A passing failure is tried again at
        the next run (up to :data:`MAX_TRIES` times in a row at one place); a lasting one, or one
        tried too often, ends the reading there and says why in the file's note."""
        at = at_time(state.reached_s)
        tries = state.tries + 1
        # A recognition that failed (CTranslate2's own error) may be of the moment too (memory).
        passing = _passing(exc) or _matches(exc, reasons.SPEECH_FAILED)
        if passing and tries < MAX_TRIES:
            note = reasons.SPEECH_AGAIN(at=at, reason=exc.reason)
            new = replace(state, tries=tries)
        else:
            note = reasons.SPEECH_STOPPED(at=at, reason=exc.reason)
            new = replace(state, done=True, tries=tries, error=note)
        log.info("%s: speech at %s: %s", row.path, at, exc.reason)
        run.report.errors.append((row.path, note))
        self.store.commit_piece(
            folder_id=row.folder_id,
            path=row.path,
            size=row.size,
            mtime_ns=row.mtime_ns,
            content_hash=row.content_hash,
            from_ord=state.next_ord,
            chunks=[],
            state=new.to_json(),
            note="; ".join(filter(None, (new.note, note))),
            title=row.title,
        )


class _Abandoned(Exception):
    """The run was cancelled while a piece was read."""


def _matches(exc: ExtractionError, reason: reasons.Reason) -> bool:
    return any(pattern.fullmatch(exc.reason) for pattern in reason.patterns)


def _carried(state: TranscriptState) -> list[Segment]:
    """The segments of the passage the last piece left open (checked when the state was read)."""
    return [
        Segment(float(cast(float, a)), float(cast(float, b)), str(t), str(lang))
        for a, b, t, lang in state.carry
    ]


def _unchanged(path: Path, row: SpeechRow) -> bool:
    """Whether the file is still the version the index read (its size and time)."""
    try:
        st = os.stat(path)
    except OSError:
        return False
    return st.st_size == row.size and st.st_mtime_ns == row.mtime_ns


def _under(path: str, folder: str) -> bool:
    folder = os.path.abspath(os.path.expanduser(folder)).rstrip(os.sep)
    return path == folder or path.startswith(folder + os.sep)
