"""Subtitles as cheap evidence of what a recording says: sidecar files and the cues of streams.

A recording's subtitles are used in place of transcribing it. They come from files beside it
(``talk.srt``, ``talk.en.vtt``, ``talk.eng.srt``: same stem, a language or none) or from a text
stream in its container (read by :mod:`.media`). Both are untrusted input read in the extraction
child: a sidecar larger than :data:`MAX_SIDECAR_BYTES` is not read, at most :data:`MAX_CUES` cues
are kept, links are not followed.

One track is used, not all: a film's tracks are translations of the same lines, so keeping them
all would give each moment several passages (ranked as if the file said it several times) and
interleave languages inside a passage. The multilingual model finds a track in another language
by its meaning. Which track: the user's language first, then one without a language, then
English, then the first (:func:`track_rank`).

The indexer learns that a recording must be read again when a subtitle file beside it changes,
appears or goes from :func:`owner_stems`: the stems of the recordings a subtitle file belongs to.
"""

from __future__ import annotations

import errno
import locale
import os
import re
import stat
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

from ..common import reasons
from .document import ExtractionError, UnsupportedFile
from .recording import SUBTITLE_SUFFIXES, Segment

#: A sidecar larger than this is not read (a film's subtitles are 50-200 kB).
MAX_SIDECAR_BYTES = 5 * 1024 * 1024
#: At most this many cues of one track are kept (a three-hour film has about 2,500; captions
#: that roll up line by line about four times as many).
MAX_CUES = 20_000
#: Cues this close (seconds) with the same text are one cue shown twice.
_JOIN_GAP_S = 0.5

_TAG = re.compile(r"<[^>]*>|\{\\[^}]*\}")  # HTML-like (<i>, <font ...>, <c.x>, <v Bob>, <00:01.000>) and ASS
_SPACES = re.compile(r"[ \t\u00a0]+")
_LANGUAGE = re.compile(r"[a-z]{2,3}(?:[-_][a-z0-9]{2,4})?\Z", re.I)
#: ISO 639-2 (bibliographic and terminology) codes of common languages, to ISO 639-1.
_ISO639_2 = {
    "ara": "ar", "bul": "bg", "cat": "ca", "ces": "cs", "cze": "cs", "chi": "zh", "zho": "zh",
    "dan": "da", "deu": "de", "ger": "de", "ell": "el", "gre": "el", "eng": "en", "est": "et",
    "fas": "fa", "per": "fa", "fin": "fi", "fra": "fr", "fre": "fr", "heb": "he", "hin": "hi",
    "hrv": "hr", "hun": "hu", "ind": "id", "ita": "it", "jpn": "ja", "kor": "ko", "lav": "lv",
    "lit": "lt", "msa": "ms", "may": "ms", "nld": "nl", "dut": "nl", "nor": "no", "nob": "nb",
    "nno": "nn", "pol": "pl", "por": "pt", "ron": "ro", "rum": "ro", "rus": "ru", "slk": "sk",
    "slo": "sk", "slv": "sl", "spa": "es", "srp": "sr", "swe": "sv", "tha": "th", "tur": "tr",
    "ukr": "uk", "vie": "vi",
}  # fmt: skip


@dataclass(frozen=True)
class Track:
    """A subtitle track that may be read: a sidecar file or a text stream of the container."""

    #: For the user: the sidecar's name ("talk.en.srt") or the stream ("stream 2 (eng)").
    source: str
    #: ISO 639-1 code ("" when unknown).
    lang: str
    #: The sidecar's path, or None for a stream.
    path: Path | None = None
    #: The stream's index in the container, or -1 for a sidecar.
    stream: int = -1
    #: Only the lines not in the recording's main language (a "forced" track): not a transcript.
    forced: bool = False
    default: bool = False


def language_code(code: str) -> str:
    """ISO 639-1 for a track's language tag ("eng", "en", "pt-BR", "und"), "" when unknown."""
    code = code.strip().lower().replace("_", "-").split("-")[0]
    if len(code) == 2 and code.isalpha():
        return code
    return _ISO639_2.get(code, "")


def user_language() -> str:
    """The ISO 639-1 code of the user's language, from the locale ("" when unknown)."""
    for name in ("LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE"):
        if value := os.environ.get(name):
            return language_code(value.split(":")[0].split(".")[0])
    try:
        code = locale.getlocale()[0] or ""
    except ValueError:
        code = ""
    return language_code(code)


def track_rank(track: Track, wanted: str) -> tuple[int, ...]:
    """Sort key of the tracks, best first: a whole transcript, the user's language, none, English,
    a sidecar (chosen by the user) before a stream, the container's default, then their order."""
    lang = track.lang
    return (
        track.forced,
        not (wanted and lang == wanted),
        lang != "",
        lang != "en",
        track.path is None,
        not track.default,
    )


# -- sidecar files --------------------------------------------------------------------------------


def owner_stems(name: str) -> tuple[str, ...]:
    """The stems of the recordings a subtitle file named ``name`` belongs to, or () when it is not
    a subtitle file: "talk.en.srt" belongs to "talk.en.*" and to "talk.*" (a recording
    "talk.mp4" beside it is read again when it changes, appears or goes)."""
    base, dot, suffix = name.rpartition(".")
    if not dot or f".{suffix.lower()}" not in SUBTITLE_SUFFIXES or not base:
        return ()
    stem, dot, tag = base.rpartition(".")
    if dot and stem and _LANGUAGE.match(tag):
        return (base, stem)
    return (base,)


def sidecars(recording: Path, names: Iterable[str]) -> list[Track]:
    """The subtitle files among ``names`` (the recording's folder) that belong to ``recording``."""
    stem = recording.stem
    found = []
    for name in sorted(names):
        if name != recording.name and stem in owner_stems(name):
            base = name.rpartition(".")[0]
            tag = base[len(stem) + 1 :] if base != stem else ""
            found.append(Track(source=name, lang=language_code(tag), path=recording.parent / name))
    return found


def read_sidecar(path: Path, *, lang: str, max_chars: int) -> tuple[tuple[Segment, ...], str]:
    """The cues of a sidecar subtitle file, and a note when not all were kept.

    Raises ExtractionError with a short reason (too large, a link, not subtitles).
    """
    data = _read_capped(path)
    try:
        from .text import decode

        text = decode(data)
    except UnsupportedFile:
        raise ExtractionError(
            reasons.SUBTITLES_NOT_READ(name=path.name, error=reasons.BINARY_FILE())
        ) from None
    text, note = _first_cues(text, path.name)
    import pysubs2

    fmt = "vtt" if path.suffix.lower() == ".vtt" or text.lstrip("\ufeff").startswith("WEBVTT") else "srt"
    try:
        events = pysubs2.SSAFile.from_string(text, format_=fmt)
    except Exception as exc:  # pysubs2 raises its own errors and ValueError on malformed files
        raise ExtractionError(
            reasons.SUBTITLES_NOT_READ(name=path.name, error=f"{type(exc).__name__}: {str(exc)[:80]}")
        ) from exc
    cues = [
        (event.start / 1000, event.end / 1000, event.text)
        for event in events
        if not event.is_comment and event.end >= event.start >= 0
    ]
    return tidy(cues, lang=lang, max_chars=max_chars), note


def _read_capped(path: Path) -> bytes:
    """The file's bytes, refusing a link, anything but a regular file, and more than the cap."""
    flags = os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_NONBLOCK", 0)
    try:
        fd = os.open(path, flags)
    except OSError as exc:
        if exc.errno == errno.ELOOP:
            raise ExtractionError(reasons.SUBTITLES_NOT_A_FILE(name=path.name)) from exc
        raise ExtractionError(
            reasons.SUBTITLES_NOT_READ(name=path.name, error=exc.strerror or type(exc).__name__)
        ) from exc
    with os.fdopen(fd, "rb") as fh:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise ExtractionError(reasons.SUBTITLES_NOT_A_FILE(name=path.name))
        if info.st_size > MAX_SIDECAR_BYTES:
            raise ExtractionError(
                reasons.SUBTITLES_TOO_LARGE(name=path.name, limit=MAX_SIDECAR_BYTES // (1024 * 1024))
            )
        data = fh.read(MAX_SIDECAR_BYTES + 1)
    if len(data) > MAX_SIDECAR_BYTES:  # grew since fstat
        raise ExtractionError(
            reasons.SUBTITLES_TOO_LARGE(name=path.name, limit=MAX_SIDECAR_BYTES // (1024 * 1024))
        )
    return data


def _first_cues(text: str, name: str) -> tuple[str, str]:
    """``text`` cut before its cue past :data:`MAX_CUES` (the parser's time grows with the cues)."""
    at = -1
    for _ in range(MAX_CUES + 1):
        at = text.find("-->", at + 1)
        if at < 0:
            return text, ""
    cut = text.rfind("\n\n", 0, at)
    cut = cut if cut > 0 else text.rfind("\n", 0, at)
    return text[: max(cut, 0)], reasons.SUBTITLES_CUES_LIMIT(name=name, count=MAX_CUES)


# -- cues to segments -----------------------------------------------------------------------------


def cue_text(raw: str) -> str:
    """A cue's words: markup (HTML-like tags, ASS override blocks) stripped, line breaks kept."""
    text = raw.replace("\\N", "\n").replace("\\n", "\n").replace("\\h", " ")
    text = _TAG.sub("", text)
    lines = (_SPACES.sub(" ", line).strip() for line in text.replace("\r", "").split("\n"))
    return "\n".join(line for line in lines if line)


def tidy(cues: Iterable[tuple[float, float, str]], *, lang: str, max_chars: int) -> tuple[Segment, ...]:
    """Cues as segments in time order: markup stripped, empty cues dropped, a cue repeated at once
    (the same text again, or the lines of the previous cue rolled up above a new line) merged into
    it, at most :data:`MAX_CUES` cues and ``max_chars`` characters."""
    segments: list[Segment] = []
    chars = 0
    for start, end, raw in sorted(cues, key=lambda cue: (cue[0], cue[1])):
        text = cue_text(raw)
        if not text:
            continue
        if segments:
            last = segments[-1]
            if start - last.end_s <= _JOIN_GAP_S:
                if text == last.text:
                    segments[-1] = Segment(last.start_s, max(last.end_s, end), last.text, lang)
                    continue
                text = _without_rolled_lines(text, last.text)
                if not text:
                    segments[-1] = Segment(last.start_s, max(last.end_s, end), last.text, lang)
                    continue
        if len(segments) >= MAX_CUES or chars + len(text) > max_chars:
            break
        chars += len(text)
        segments.append(Segment(start, max(start, end), text, lang))
    return tuple(segments)


def _without_rolled_lines(text: str, previous: str) -> str:
    """``text`` less its first lines when they repeat the end of ``previous`` (captions that roll
    up: each cue shows the last line of the one before above its new line)."""
    lines = text.split("\n")
    before = previous.split("\n")
    for keep in range(len(lines) - 1, 0, -1):
        if lines[:keep] == before[-keep:]:
            return "\n".join(lines[keep:])
    if lines == before[-len(lines) :]:
        return ""
    return text
