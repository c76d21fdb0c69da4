"""What is said in one piece of a recording, recognised by Whisper in the extraction child.

A recording is read a piece at a time (:func:`transcribe_piece`): only its first audio stream is
demuxed and decoded, as a stream, from a seek to the piece's start until the piece is full, and
resampled to 16 kHz mono on the way. Memory is that of one piece (``piece_s`` × 64 kB/s of
float32) whatever the file's size or length: a 10 GB video's pictures are never decoded, and
faster-whisper's own ``decode_audio`` (which decodes a whole file into memory) is never used.

Each piece ends cleanly: unless the audio ended, speech that runs into the piece's end is left
to the next piece, which starts in the last pause the VAD heard in the piece's second half
(``reached_s``); only the audio before it is transcribed. Without such a pause (speech
without a breath), Whisper's last segment, cut by the end, is dropped and the next piece
starts where it started. Whisper's own segment ends are not used for this: they often lie
up to a second late, inside the next sentence.
The language is detected per piece, so a recording that changes language is not forced
into its first one.

Hallucinations are dropped: a segment Whisper itself doubts is speech (``no_speech_prob`` >
0.6 with ``avg_logprob`` < -1), one that repeats itself (compression ratio > 2.4), and the
same text said again right after itself (Whisper's loops; a real repeat loses no word to
search for).

A stream that cannot be decoded past some point (a truncated or damaged file) ends there:
the piece is transcribed up to it and is ``done`` (what was said before is kept); a piece
where nothing at all could be decoded is an ExtractionError with the reason.

Settings (:data:`DEFAULT_OPTIONS`), measured on this 2-core machine (int8 on the CPU, shared
with other work: load average 3-5, so CPU time is the steadier figure) over an 83 s English
recording of 16 espeak-ng sentences, clean and with sox white noise (amplitude 0.05), word
error rate against the text spoken; ``transcribe_piece`` on the whole file, model loaded::

    model   setting                  clean: CPU s / WER   noisy: CPU s / WER
    base    beam 1, VAD, 2 threads       6.3 / 0.071          7.5 / 0.234
    base    beam 5                       8.4 / 0.045          8.8 / 0.097   <- chosen
    base    no VAD                       7.9 / 0.104          8.2 / 0.344
    base    1 thread                     6.4 / 0.071          8.0 / 0.234
    base    condition_on_previous_text   7.1 / 0.045          6.9 / 0.104
    tiny.en beam 1                       2.7 / 0.078          3.0 / 0.318
    tiny.en beam 5                       3.5 / 0.078          3.3 / 0.253   <- chosen
    tiny.en condition_on_previous_text   2.9 / 0.286          2.1 / 0.442

Beam 5 costs 10-30 % more and halves the errors in noise; the VAD both saves time and avoids
hallucinating in the pauses, and hears no speech in 8 s of silence or a tone in 0.02 s (so a
piece without speech costs nothing more: Whisper is not run); conditioning on the previous
text helps base a little but makes tiny.en loop and drop sentences, and loops are the worst
failure for an index, so it is off. Threads change CPU time little; 2 use both cores of this
machine when it is idle. Wall time for 83 s: base 9-12 s (real-time factor 0.11-0.15), tiny.en
4-4.5 s (0.05), so an hour of speech takes 7-9 minutes with base here. Measured by a
loop calling :func:`transcribe_piece` with each setting on recordings made by
``tests/helpers/recordings.speak(sentences, gap_s=1.5, noise=0.05)``, WER as word-level edit
distance over lowercased alphanumeric words (``bench/speech.py`` measures the shipped setting).
"""

from __future__ import annotations

import ctypes
import logging
import os
import re
import sys
import threading
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..common import reasons
from ..models.whisper import SpeechDevice, SpeechModelError, check_model
from .document import ExtractionError
from .recording import Segment, SpeechPiece

if TYPE_CHECKING:
    import numpy as np
    import numpy.typing as npt

log = logging.getLogger(__name__)

SAMPLE_RATE = 16_000
#: A piece's length the indexer may use: long enough that a sentence is rarely cut and the
#: language is told from 30 s of it, short enough that a killed run loses little.
DEFAULT_PIECE_S = 120.0
#: Speech heard (or a last segment ending) this close to the piece's end is taken as cut by it.
CUT_MARGIN_S = 1.0
#: A piece may give back at most this share of itself to the next one (a longer last segment
#: is kept even if cut, so the recording always advances).
_MAX_GIVE_BACK = 0.5
_MAX_BAD_PACKETS = 200
_M_ARENA_MAX = -8  # glibc's malloc.h


@dataclass(frozen=True)
class SpeechOptions:
    """How a piece is recognised (sent to the child with each request; plain values)."""

    #: ISO 639-1 code, or None to detect it in each piece.
    language: str | None = None
    threads: int = 2
    device: str = "cpu"
    compute_type: str = "int8"
    beam_size: int = 5
    vad: bool = True
    condition_on_previous_text: bool = False
    #: Each word's time: a segment starts where its first word is said (Whisper's own segment
    #: start often lies in the silence before it), and one that holds two sentences is cut in two.
    #: Measured no slower (3.0-3.6 s against 5.3-5.7 s for 36 s of German speech, base, 2 cores).
    word_timestamps: bool = True


DEFAULT_OPTIONS = SpeechOptions()


def options_for(device: SpeechDevice, *, language: str | None = None) -> SpeechOptions:
    """The options that run on ``device`` (:func:`.whisper.speech_device`), else the defaults."""
    return SpeechOptions(
        language=language, threads=device.threads, device=device.device, compute_type=device.compute_type
    )


def piece_timeout_s(piece_s: float) -> float:
    """A time limit for one piece that a busy 2-core machine meets: loading the model (a few
    seconds, once) plus twice real time (measured 0.1-0.5× on 2 cores, shared with others)."""
    return 60.0 + 2.0 * piece_s


def transcribe_piece(
    path: Path, start_s: float, piece_s: float, *, model_dir: Path, options: SpeechOptions = DEFAULT_OPTIONS
) -> SpeechPiece:
    """What is said in ``path`` from ``start_s`` for ``piece_s`` seconds (see the module's doc).

    Raises ExtractionError: no audio track, a file the decoder cannot open or decode, a model
    refused by its checksums, a recognition that failed."""
    if piece_s < 1 or start_s < 0:
        raise ValueError("piece_s must be at least 1 s and start_s not negative")
    audio, first_s, ended = read_audio(path, start_s, piece_s)
    heard_s = first_s + len(audio) / SAMPLE_RATE
    piece_end = start_s + piece_s
    if len(audio) < SAMPLE_RATE // 10:  # the audio ended under 0.1 s after start_s: nothing to hear
        return SpeechPiece((), start_s, max(start_s, heard_s), True, duration_s=heard_s, no_speech=True)
    model = _model(model_dir, options)
    spans = _speech_spans(audio) if options.vad else [(0, len(audio))]
    if not spans:  # music, silence: told in 0.2 % of real time, Whisper never runs
        reached = heard_s if ended else piece_end
        return SpeechPiece((), start_s, reached, ended, duration_s=heard_s, no_speech=True)
    reached = heard_s if ended else piece_end
    cut_at_pause = False
    if not ended and spans[-1][1] > len(audio) - CUT_MARGIN_S * SAMPLE_RATE:
        pause = _last_pause(spans, after=int(len(audio) * (1 - _MAX_GIVE_BACK)))
        if pause is not None:  # speech runs on past the piece: left to the next, from a pause
            audio, reached, cut_at_pause = audio[:pause], first_s + pause / SAMPLE_RATE, True
    try:
        found, info = model.transcribe(
            audio,
            language=options.language,
            beam_size=options.beam_size,
            vad_filter=options.vad,
            condition_on_previous_text=options.condition_on_previous_text,
            word_timestamps=options.word_timestamps,
        )
        raw = list(found)  # a generator: the work happens here
    except (RuntimeError, ValueError) as exc:  # MemoryError goes up: the child restarts
        raise ExtractionError(reasons.SPEECH_FAILED(error=exc)) from exc
    vad_found_nothing = options.vad and info.duration_after_vad <= 0
    language = "" if vad_found_nothing else str(info.language or "")
    segments = _kept(raw, offset=first_s, language=language)
    # No pause to cut at (speech without a breath, or no VAD): Whisper's last segment is cut by
    # the piece's end; the next piece starts where it started, if that leaves this piece most
    # of its length (else the cut segment is kept, and the recording advances all the same).
    if (
        not ended
        and not cut_at_pause
        and segments
        and segments[-1].end_s > piece_end - CUT_MARGIN_S
        and segments[-1].start_s - start_s >= piece_s * (1 - _MAX_GIVE_BACK)
    ):
        segments, reached = segments[:-1], segments[-1].start_s
    return SpeechPiece(
        tuple(segments),
        start_s,
        reached,  # past start_s: the piece's end, or a pause or a segment's start past its half
        ended,
        language=language,
        language_p=0.0 if vad_found_nothing else float(info.language_probability or 0.0),
        duration_s=heard_s,
        no_speech=not segments,
    )


def _speech_spans(audio: npt.NDArray[np.float32]) -> list[tuple[int, int]]:
    """Where Silero VAD (faster-whisper's) hears speech, in samples, split at pauses of 0.3 s.

    Asked before Whisper runs: given no speech, Whisper still detects a language and decodes
    (2.4 s for 8 s of silence, against 0.02 s for the VAD)."""
    from faster_whisper.vad import VadOptions, get_speech_timestamps

    found = get_speech_timestamps(audio, VadOptions(min_silence_duration_ms=300, speech_pad_ms=100))
    return [(int(span["start"]), int(span["end"])) for span in found]


def _last_pause(spans: list[tuple[int, int]], *, after: int) -> int | None:
    """The middle of the last pause between two spans of speech that lies past sample ``after``."""
    for (_, end), (start, _) in zip(reversed(spans[:-1]), reversed(spans[1:]), strict=True):
        middle = (end + start) // 2
        if middle < after:
            return None
        if start > end:
            return middle
    return None


def _kept(raw: list[Any], *, offset: float, language: str) -> list[Segment]:
    """Whisper's segments less its hallucinations, in the recording's time; with word times,
    each sentence of a segment a segment of its own, from its first word to its last."""
    kept: list[Segment] = []
    last_text = ""
    for seg in raw:
        text = " ".join(str(seg.text).split())
        if not text:
            continue
        if seg.no_speech_prob > 0.6 and seg.avg_logprob < -1.0:
            continue
        if seg.compression_ratio > 2.4:
            continue
        said = _normal(text)
        if said and said == last_text:
            continue
        last_text = said
        sentences = _sentences(getattr(seg, "words", None) or [])
        if not sentences:  # no word times: Whisper's segment as it is
            sentences = [(float(seg.start), float(seg.end), text)]
        for first, last, words in sentences:
            start = offset + max(0.0, first)
            kept.append(Segment(round(start, 3), round(max(start, offset + last), 3), words, language))
    return kept


#: What ends a sentence, in the scripts Whisper writes (a closing quote or bracket may follow).
_SENTENCE_END = re.compile(r"[.!?。！？…؟।][\"'”’»)\]]*$")


def _sentences(words: list[Any]) -> list[tuple[float, float, str]]:
    """``words`` (Whisper's, each with its start, end and text) grouped into sentences: (start of
    the first word, end of the last, the text)."""
    out: list[tuple[float, float, str]] = []
    group: list[Any] = []
    for word in words:
        group.append(word)
        if _SENTENCE_END.search(str(word.word).strip()):
            out.append(_joined(group))
            group = []
    if group:
        out.append(_joined(group))
    return [s for s in out if s[2]]


def _joined(words: list[Any]) -> tuple[float, float, str]:
    text = " ".join("".join(str(w.word) for w in words).split())  # words carry their own spaces
    return float(words[0].start), float(max(w.end for w in words)), text


def _normal(text: str) -> str:
    return "".join(ch for ch in text.lower() if ch.isalnum())


# -- decoding -----------------------------------------------------------------------------------


def read_audio(path: Path, start_s: float, piece_s: float) -> tuple[npt.NDArray[np.float32], float, bool]:
    """``piece_s`` seconds of the first audio stream from ``start_s``, as 16 kHz mono float32:
    the samples, the time of the first one, and whether the stream ended within the piece."""
    import av
    import numpy as np

    try:
        container = av.open(str(path), metadata_errors="ignore")
    except (av.FFmpegError, OSError, UnicodeDecodeError) as exc:
        raise ExtractionError(reasons.SPEECH_CANNOT_OPEN(error=_error(exc))) from exc
    with container:
        if not container.streams.audio:
            raise ExtractionError(reasons.SPEECH_NO_AUDIO())
        stream = container.streams.audio[0]
        if start_s > 0 and stream.time_base:
            try:
                container.seek(int(start_s / stream.time_base), stream=stream)
            except av.FFmpegError as exc:
                raise ExtractionError(
                    reasons.SPEECH_CANNOT_DECODE(at=_clock(start_s), error=_error(exc))
                ) from exc
        resampler = av.AudioResampler(format="flt", layout="mono", rate=SAMPLE_RATE)
        need = round(piece_s * SAMPLE_RATE)
        chunks: list[npt.NDArray[np.float32]] = []
        have = 0  # samples kept (from start_s on)
        first_s: float | None = None  # the time of the first decoded sample
        skip = 0  # samples before start_s still to drop
        ended, bad, error = True, 0, ""
        for frame in _frames(container, stream):
            if isinstance(frame, Exception):
                bad += 1
                error = _error(frame)
                if bad > _MAX_BAD_PACKETS:
                    break
                continue
            if first_s is None:
                first_s = float(frame.time) if frame.time is not None else (start_s if start_s > 0 else 0.0)
                skip = max(0, round((start_s - first_s) * SAMPLE_RATE))
            for out in resampler.resample(frame):
                samples = out.to_ndarray().reshape(-1).astype(np.float32, copy=False)
                if skip:
                    dropped = min(skip, len(samples))
                    samples, skip = samples[dropped:], skip - dropped
                take = samples[: need - have]
                if len(take):
                    chunks.append(take)
                    have += len(take)
            if have >= need:
                ended = False
                break
        if ended and first_s is not None:
            for out in resampler.resample(None):
                samples = out.to_ndarray().reshape(-1)[skip:][: need - have].astype(np.float32, copy=False)
                chunks.append(samples)
                have += len(samples)
        if first_s is None and error:
            raise ExtractionError(reasons.SPEECH_CANNOT_DECODE(at=_clock(start_s), error=error))
        if error:
            log.info(
                "%s: %d packet(s) could not be decoded from %s on (%s)", path, bad, _clock(start_s), error
            )
    audio = np.concatenate(chunks) if chunks else np.zeros(0, dtype=np.float32)
    return audio, max(start_s, first_s or 0.0), ended


def _frames(container: Any, stream: Any) -> Any:
    """The stream's decoded frames; a packet that fails to decode yields its error instead, a
    demuxer that fails (a truncated file) ends the stream."""
    import av

    packets = container.demux(stream)
    while True:
        try:
            packet = next(packets)
        except StopIteration:
            return
        except av.FFmpegError as exc:
            log.info("the audio ends early: %s", exc)
            return
        try:
            frames = packet.decode()
        except av.FFmpegError as exc:
            yield exc
            continue
        yield from frames


def _clock(seconds: float) -> str:
    whole = int(seconds)
    return f"{whole // 3600}:{whole // 60 % 60:02d}:{whole % 60:02d}"


def _error(exc: BaseException) -> str:
    return f"{type(exc).__name__}: {exc}" if str(exc) else type(exc).__name__


# -- the model ----------------------------------------------------------------------------------

_lock = threading.Lock()
#: The one model loaded in this process, by (folder, device, compute type, threads).
_loaded: dict[tuple[str, str, str, int], Any] = {}


def _model(model_dir: Path, options: SpeechOptions) -> Any:
    """The WhisperModel for ``model_dir`` on the options' device, checked and loaded once."""
    key = (str(model_dir), options.device, options.compute_type, options.threads)
    with _lock:
        if key in _loaded:
            return _loaded[key]
        _loaded.clear()  # free the old one first
        try:
            check_model(model_dir, model_dir.name)
        except (SpeechModelError, KeyError) as exc:
            reason = exc.reason if isinstance(exc, SpeechModelError) else str(exc)
            raise ExtractionError(reasons.SPEECH_MODEL_REFUSED(reason=reason)) from exc
        _fewer_malloc_arenas()
        from faster_whisper import WhisperModel

        try:
            model = WhisperModel(
                str(model_dir),
                device=options.device,
                compute_type=options.compute_type,
                cpu_threads=max(1, options.threads),
                num_workers=1,
            )
        except (RuntimeError, ValueError, OSError) as exc:
            raise ExtractionError(reasons.SPEECH_MODEL_CANNOT_LOAD(name=model_dir.name, error=exc)) from exc
        log.info(
            "speech model %s loaded (%s, %s) in process %d",
            model_dir.name,
            options.device,
            options.compute_type,
            os.getpid(),
        )
        _loaded[key] = model
        return model


def _fewer_malloc_arenas() -> None:
    """Let glibc's malloc keep at most 2 arenas in this process (``M_ARENA_MAX``).

    The child runs under ``RLIMIT_AS`` (its idle size + 2048 MB by default), which counts address
    space, not memory used: glibc reserves 64 MB of it for each thread that allocates (up to 8
    per core), and CTranslate2's and ONNX Runtime's threads each do. Measured with the base
    model on 2 threads: 2,050 MB of address space after a piece (200 MB under the limit) for
    430 MB resident; with 2 arenas, about 420 MB less, at no measurable cost in time. A no-op
    where malloc is not glibc's."""
    if not sys.platform.startswith("linux"):
        return
    try:
        ctypes.CDLL(None).mallopt(_M_ARENA_MAX, 2)
    except (OSError, AttributeError):  # musl and others: nothing to tune
        log.debug("mallopt is not available", exc_info=True)
