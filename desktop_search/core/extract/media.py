"""Recordings (audio and video) read in the extraction child: the cheap evidence, never the sound.

:func:`extract_media` opens a media file with PyAV (FFmpeg's libraries) and reads what its
container says: how long it is, whether it has sound and a picture, its tags (title, artist,
album, comment...: the words of the file, its first page) and its subtitles (a sidecar file
beside it, else a text stream inside it; see :mod:`.subtitles`). It decodes no sound: speech is
transcribed later, piece by piece, only for a recording whose :class:`~.recording.Recording`
``needs_speech``.

A media file is untrusted input, so the cost is bounded whatever it claims:

- the format is told by the content, from a short list of demuxers (:data:`_DEMUXERS`): a PDF,
  an image or a text named ``.mp3`` is "not a recording", and a playlist (HLS, concat) can never
  make FFmpeg open another file or a URL (only the ``file`` protocol is allowed);
- opening reads the headers and at most :data:`_PROBE_BYTES`; every FFmpeg call gives up after
  :data:`_OPEN_S` / :data:`_READ_S` seconds;
- a claimed length is not believed when the file is too small to hold it (fewer than
  :data:`_MIN_BYTES_PER_S` bytes a second, below any speech codec): its packets are then counted
  (no decoding) for at most :data:`_MEASURE_S` seconds;
- a subtitle stream is read packet by packet, the other streams discarded, for at most
  :data:`_SUBTITLE_S` seconds, :data:`~.subtitles.MAX_CUES` cues and ``max_chars`` characters.

Whether a recording is too long to transcribe is the user's setting (``speech_max_minutes``),
known to the indexer: :func:`speech_verdict` applies it to a recording read without a limit.
"""

from __future__ import annotations

import dataclasses
import logging
import os
import stat
import time
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from ..common import reasons
from .document import Document, ExtractionError, Page
from .recording import SUBTITLE_SUFFIXES, Recording, Segment
from .subtitles import MAX_CUES, Track, language_code, read_sidecar, sidecars, tidy, track_rank, user_language

log = logging.getLogger(__name__)

#: FFmpeg demuxers a recording may be read with (their names as FFmpeg lists them).
_DEMUXERS = "mp3,mov,mp4,m4a,3gp,3g2,mj2,matroska,webm,ogg,flac,wav,w64,asf,avi,aac,wv,ape"
_PROBE_BYTES = 5_000_000
#: Seconds an FFmpeg call may take: opening (headers, stream parameters), one packet's read.
_OPEN_S = 20.0
_READ_S = 10.0
#: Seconds spent counting a recording's packets when its claimed length cannot be true.
_MEASURE_S = 10.0
#: Seconds spent reading a subtitle stream's cues.
_SUBTITLE_S = 15.0
#: No real recording with sound holds fewer bytes a second (speech codecs start at about 750).
_MIN_BYTES_PER_S = 100
#: Characters of one tag's value kept, and of all tags together.
_TAG_CHARS = 4_000
_TAGS_CHARS = 50_000
#: Tags that are words of the file (lower case; "lyrics-eng" and the like are taken as lyrics).
_WORD_TAGS = (
    "title", "artist", "album_artist", "album", "composer", "performer", "conductor", "lyricist",
    "comment", "description", "synopsis", "summary", "subject", "keywords", "genre", "show",
    "episode_id", "grouping", "publisher", "date",
)  # fmt: skip
#: Subtitle codecs whose packets are text.
_TEXT_SUBTITLES = frozenset({"subrip", "srt", "text", "ass", "ssa", "mov_text", "webvtt"})
#: What the first bytes of a file that is not a recording say it is.
_NOT_MEDIA_MAGIC = (
    (b"%PDF-", reasons.RECORDING_IS_PDF),
    (b"\x89PNG\r\n\x1a\n", reasons.RECORDING_IS_IMAGE),
    (b"\xff\xd8\xff", reasons.RECORDING_IS_IMAGE),
    (b"GIF8", reasons.RECORDING_IS_IMAGE),
    (b"PK\x03\x04", reasons.RECORDING_IS_ARCHIVE),
    (b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", reasons.RECORDING_IS_OFFICE),
)
#: First bytes of the containers read here, to tell a damaged recording from something else.
_MEDIA_MAGIC = (b"ID3", b"\xff\xfb", b"\xff\xf3", b"\xff\xf2", b"\xff\xf1", b"\xff\xf9", b"fLaC",
                b"OggS", b"RIFF", b"\x1aE\xdf\xa3", b"0&\xb2u", b"MAC ", b"wvpk")  # fmt: skip


def extract_media(path: Path, *, max_chars: int, max_speech_s: float | None = None) -> Document:
    """A recording's tags as its text, and its :class:`Recording` (length, sound, subtitles).

    ``max_speech_s``: recordings longer than this are not to be transcribed (None: no limit here;
    the indexer applies the user's with :func:`speech_verdict`). Raises ExtractionError with a
    one-line reason for a file that is not a recording or cannot be read as one.
    """
    import av
    import av.logging

    info = os.stat(path)
    if not stat.S_ISREG(info.st_mode):
        raise ExtractionError(reasons.RECORDING_NOT_A_FILE())
    if info.st_size == 0:
        raise ExtractionError(reasons.RECORDING_EMPTY())
    with path.open("rb") as fh:
        head = fh.read(4096)
    refused = _not_a_recording(head)
    if refused:
        raise ExtractionError(refused)
    av.logging.set_level(av.logging.ERROR)  # FFmpeg's last error becomes the exception's text
    with av.logging.Capture(local=True):  # and stays off the user's console
        container = _open(path, head)
        try:
            return _read(
                container, path, head, size=info.st_size, max_chars=max_chars, max_speech_s=max_speech_s
            )
        finally:
            container.close()


def speech_verdict(recording: Recording, *, max_speech_s: float | None) -> Recording:
    """``recording`` with ``needs_speech`` and ``speech_note`` decided for a length limit: sound
    that can be decoded, no subtitles (they are its transcript, so no note), and not longer than
    ``max_speech_s`` (None: no limit). A recording whose length is unknown is transcribed (the
    transcriber stops at the limit)."""
    note = ""
    if not recording.has_audio:
        note = reasons.SPEECH_NO_SOUND()
    elif recording.subtitles:
        return dataclasses.replace(recording, needs_speech=False, speech_note="")
    elif recording.speech_note.startswith(_NO_DECODER_START):
        note = recording.speech_note
    elif max_speech_s is not None and (recording.duration_s or 0) > max_speech_s:
        note = reasons.SPEECH_TOO_LONG(minutes=f"{max_speech_s / 60:g}")
    return dataclasses.replace(recording, needs_speech=not note, speech_note=note)


_NO_DECODER_START = reasons.SPEECH_NO_DECODER(codec="\0").partition("\0")[0]


# -- opening --------------------------------------------------------------------------------------


def _not_a_recording(head: bytes) -> str:
    """The reason a file whose first bytes are ``head`` is not a recording, or ""."""
    for magic, reason in _NOT_MEDIA_MAGIC:
        if head.startswith(magic):
            return str(reason())
    if head.startswith(_MEDIA_MAGIC) or head[4:8] == b"ftyp":
        return ""
    from .text import looks_binary

    if not looks_binary(head):
        try:
            head.decode("utf-8")
        except UnicodeDecodeError as exc:  # cut inside a character, or another encoding
            if exc.start < len(head) - 4:
                return ""
        return str(reasons.RECORDING_IS_TEXT())
    return ""


def _open(path: Path, head: bytes) -> Any:
    """The container, opened with the demuxers and protocol allowed; ExtractionError else."""
    import av

    options = {
        "format_whitelist": _DEMUXERS,
        "protocol_whitelist": "file",
        "probesize": str(_PROBE_BYTES),
    }
    try:
        return av.open(str(path), options=options, timeout=(_OPEN_S, _READ_S), metadata_errors="replace")
    except av.error.MemoryError:
        raise MemoryError from None
    except av.error.ExitError as exc:
        raise ExtractionError(reasons.RECORDING_TOO_SLOW(seconds=f"{_OPEN_S:g}")) from exc
    except (av.FFmpegError, UnicodeDecodeError, ValueError) as exc:
        if isinstance(exc, av.error.ArgumentError):  # refused by the format list
            raise ExtractionError(reasons.RECORDING_UNKNOWN_FORMAT()) from exc
        detail = _ffmpeg_error(exc)
        if head.startswith(_MEDIA_MAGIC) or head[4:8] == b"ftyp":
            raise ExtractionError(reasons.RECORDING_DAMAGED(error=detail)) from exc
        raise ExtractionError(reasons.RECORDING_UNKNOWN_FORMAT()) from exc


def _ffmpeg_error(exc: Exception) -> str:
    """FFmpeg's own words for a failure ("moov atom not found"), else the error's."""
    import av.logging

    last = av.logging.get_last_error()  # (repeats, (level, component, message)) or None
    message = str(last[1][2]).strip() if last and last[1] else ""
    if message:
        return message[:120]
    text = str(getattr(exc, "strerror", "") or exc)
    return text.partition(";")[0][:120]


# -- reading --------------------------------------------------------------------------------------


def _read(
    container: Any, path: Path, head: bytes, *, size: int, max_chars: int, max_speech_s: float | None
) -> Document:
    streams = list(container.streams)
    audio = [s for s in streams if s.type == "audio"]
    pictures = [s for s in streams if s.type == "video" and not _is_cover(s)]
    if not audio and not pictures:
        raise ExtractionError(reasons.RECORDING_NO_STREAMS())
    notes: list[str] = []
    duration, note = _duration(container, size)
    if note:
        notes.append(note)
    segments, source, note = _subtitles(container, path, head, max_chars=max_chars)
    if note:
        notes.append(note)
    decodable = [s for s in audio if s.codec_context is not None]
    speech_note = ""
    if audio and not decodable:
        speech_note = reasons.SPEECH_NO_DECODER(codec=_codec_name(audio[0]))
    recording = speech_verdict(
        Recording(
            duration_s=duration,
            has_audio=bool(audio),
            video=bool(pictures),
            subtitles=segments,
            subtitle_source=source,
            speech_note=speech_note,
        ),
        max_speech_s=max_speech_s,
    )
    words, title = _tags(container, audio, limit=min(max_chars, _TAGS_CHARS))
    return Document(
        kind="video" if pictures else "audio",
        pages=[Page(words)] if words else [],
        title=title,
        note="; ".join(notes),
        recording=recording,
    )


def _is_cover(stream: Any) -> bool:
    """A picture that is an album's cover (an MP3's or M4A's art), not a film."""
    import av.stream

    try:
        return bool(stream.disposition & av.stream.Disposition.attached_pic)
    except (AttributeError, TypeError):
        return False


def _codec_name(stream: Any) -> str:
    """The codec's name, for the reason (PyAV names none when FFmpeg has no decoder for it)."""
    codec = getattr(stream, "codec", None) or getattr(stream, "codec_context", None)
    return str(getattr(codec, "name", "") or reasons.UNKNOWN_CODEC())


def _tags(container: Any, audio: list[Any], *, limit: int) -> tuple[str, str]:
    """The words of the tags (values only, one a line) and the title."""
    found = _word_tags(container.metadata)
    if not found and audio:  # Ogg and Opus keep theirs on the sound stream
        found = _word_tags(audio[0].metadata)
    title = found.get("title", "").split("\n")[0].strip()[:_TAG_CHARS]
    lines: list[str] = []
    left = limit
    for value in dict.fromkeys(found.values()):
        kept = value[: min(_TAG_CHARS, left)]
        if not kept:
            break
        lines.append(kept)
        left -= len(kept) + 1
    return "\n".join(lines), title


def _word_tags(metadata: Any) -> dict[str, str]:
    tags: dict[str, str] = {}
    for key, value in dict(metadata or {}).items():
        name = str(key).lower()
        if name in _WORD_TAGS or name.startswith("lyrics"):
            text = str(value).replace("\x00", " ").strip()
            if text and name not in tags:
                tags[name] = text
    return {name: tags[name] for name in sorted(tags, key=_tag_order)}


def _tag_order(name: str) -> int:
    return _WORD_TAGS.index(name) if name in _WORD_TAGS else len(_WORD_TAGS)


# -- length ---------------------------------------------------------------------------------------


def _duration(container: Any, size: int) -> tuple[float | None, str]:
    """The recording's length in seconds (None: unknown), and a note when its header lied.

    A claim is believed unless the file is too small to hold it (fewer bytes a second than any
    recording with sound) or smaller than its streams' bit rates need (cut short): then its
    packets are counted. A count that runs out of time leaves the length unknown (an incredible
    claim) or the claim (a file that may be cut short)."""
    claimed = _claimed(container)
    incredible = claimed is None or claimed * _MIN_BYTES_PER_S > size
    if not incredible and not _cut_short(container, claimed or 0.0, size):
        return claimed, ""
    if claimed is None and size > _MEASURE_S * 50_000_000:
        return None, ""  # too large to count its packets in time; the transcriber finds its end
    measured, complete = _measure(container)
    if not complete or measured is None:
        return (None if incredible else claimed), ""
    if claimed is not None and measured < 0.9 * claimed:
        log.info("recording claims %.0f s, holds %.1f s", claimed, measured)
        return measured, reasons.RECORDING_CLAIMS(claimed=_clock(claimed), held=_clock(measured))
    return measured, ""


def _cut_short(container: Any, claimed: float, size: int) -> bool:
    """Whether the file holds less than 80 % of what its streams' bit rates need for the lengths
    its header claims (a download or a copy that stopped part way; an MP3's Xing header)."""
    needed = 0.0
    for s in container.streams:
        if s.type in ("audio", "video") and s.codec_context is not None and s.codec_context.bit_rate:
            length = float(s.duration * s.time_base) if s.duration and s.time_base else claimed
            needed += s.codec_context.bit_rate / 8 * length
    return size < 0.8 * needed


def _claimed(container: Any) -> float | None:
    if container.duration is not None and container.duration > 0:
        return float(container.duration) / 1_000_000
    ends = [
        float(s.duration * s.time_base) + float((s.start_time or 0) * s.time_base)
        for s in container.streams
        if s.duration and s.time_base
    ]
    return max(ends) if ends else None


def _measure(container: Any) -> tuple[float | None, bool]:
    """The end of the last packet (seconds) and whether the end of the file was reached, counting
    packets (none is decoded) for at most :data:`_MEASURE_S` seconds."""
    import av

    end: float | None = None
    deadline = time.monotonic() + _MEASURE_S
    streams = [s for s in container.streams if s.type in ("audio", "video")]
    try:
        for packet in container.demux(streams):
            if packet.pts is not None and packet.time_base is not None:
                at = float((packet.pts + (packet.duration or 0)) * packet.time_base)
                end = at if end is None else max(end, at)
            if time.monotonic() > deadline:
                return end, False
    except av.error.MemoryError:
        raise MemoryError from None
    except (av.FFmpegError, ValueError):  # a damaged tail: what was read counts
        log.debug("counting packets stopped", exc_info=True)
    return end, True


def _clock(seconds: float) -> str:
    whole = round(seconds)
    hours, rest = divmod(whole, 3600)
    return f"{hours}:{rest // 60:02d}:{rest % 60:02d}" if hours else f"{rest // 60}:{rest % 60:02d}"


# -- subtitles ------------------------------------------------------------------------------------


def _subtitles(
    container: Any, path: Path, head: bytes, *, max_chars: int
) -> tuple[tuple[Segment, ...], str, str]:
    """The best subtitle track's segments, where they came from, and a note on what was not read."""
    tracks = _sidecar_tracks(path) + _stream_tracks(container)
    wanted = user_language()
    notes: list[str] = []
    for track in sorted(tracks, key=lambda t: track_rank(t, wanted))[:3]:
        try:
            if track.path is not None:
                segments, note = read_sidecar(track.path, lang=track.lang, max_chars=max_chars)
            else:
                segments, note = _stream_cues(path, head, track, max_chars=max_chars)
        except ExtractionError as exc:
            notes.append(exc.reason)
            continue
        if note:
            notes.append(note)
        if segments:
            return segments, track.source, "; ".join(notes)
    return (), "", "; ".join(notes)


#: Folder -> (its mtime, the subtitle files in it), for the last few folders read.
_LISTINGS: dict[str, tuple[int, tuple[str, ...]]] = {}


def _sidecar_tracks(path: Path) -> list[Track]:
    """Subtitle files beside ``path``. A folder's names are kept while its mtime stays (a
    folder of a thousand voice memos is listed once, not a thousand times)."""
    folder = str(path.parent)
    try:
        mtime = os.stat(folder).st_mtime_ns
        known = _LISTINGS.get(folder)
        if known is None or known[0] != mtime:
            names = tuple(n for n in os.listdir(folder) if n.lower().endswith(SUBTITLE_SUFFIXES))
            if len(_LISTINGS) >= 8:
                _LISTINGS.clear()
            known = _LISTINGS[folder] = (mtime, names)
    except OSError:
        return []
    return sidecars(path, known[1])


def _stream_tracks(container: Any) -> list[Track]:
    import av.stream

    tracks = []
    for stream in container.streams.subtitles:
        codec = stream.codec_context.name if stream.codec_context is not None else ""
        if codec not in _TEXT_SUBTITLES:
            continue  # pictures of text (DVD, Blu-ray) would need OCR
        tag = str(stream.metadata.get("language", ""))
        disposition = int(stream.disposition)
        tracks.append(
            Track(
                source=reasons.SUBTITLE_STREAM(index=stream.index, language=tag or "?"),
                lang=language_code(tag),
                stream=stream.index,
                forced=bool(disposition & av.stream.Disposition.forced),
                default=bool(disposition & av.stream.Disposition.default),
            )
        )
    return tracks


def _stream_cues(path: Path, head: bytes, track: Track, *, max_chars: int) -> tuple[tuple[Segment, ...], str]:
    """The cues of a text subtitle stream, read packet by packet (nothing decoded) from an opening
    of its own (counting the packets may have read the first to its end), with a note when the
    read stopped early (too many cues, characters or seconds)."""
    container = _open(path, head)
    try:
        return _cues_of(container, track, max_chars=max_chars)
    finally:
        container.close()


def _cues_of(container: Any, track: Track, *, max_chars: int) -> tuple[tuple[Segment, ...], str]:
    import av
    import av.stream

    stream = container.streams[track.stream]
    codec = stream.codec_context.name
    for other in container.streams:
        if other.index != stream.index:
            other.discard = av.stream.Discard.all  # the demuxer skips their data (MP4 seeks past it)
    cues: list[tuple[float, float, str]] = []
    chars = 0
    deadline = time.monotonic() + _SUBTITLE_S
    note = ""
    try:
        for packet in container.demux(stream):
            if packet.pts is None or packet.size == 0:
                continue
            start = float(packet.pts * packet.time_base)
            text = _packet_text(bytes(packet), codec)
            cues.append((start, start + float((packet.duration or 0) * packet.time_base), text))
            chars += len(text)
            if len(cues) > MAX_CUES or chars > max_chars:
                note = reasons.SUBTITLES_CUES_LIMIT(name=track.source, count=len(cues) - 1)
                cues.pop()
                break
            if time.monotonic() > deadline:
                note = reasons.SUBTITLES_STOPPED_AT(name=track.source, at=_clock(start))
                break
    except av.error.MemoryError:
        raise MemoryError from None
    except av.error.ExitError:
        note = reasons.SUBTITLES_STOPPED_AT(name=track.source, at=_clock(cues[-1][0] if cues else 0))
    except (av.FFmpegError, ValueError) as exc:  # a damaged tail: the cues before it count
        log.debug("reading subtitles stopped", exc_info=True)
        if not cues:
            raise ExtractionError(
                reasons.SUBTITLES_NOT_READ(name=track.source, error=_ffmpeg_error(exc))
            ) from exc
    return tidy(_with_ends(cues), lang=track.lang, max_chars=max_chars), note


def _with_ends(cues: list[tuple[float, float, str]]) -> Iterable[tuple[float, float, str]]:
    """Cues whose stream gave no duration end where the next begins (or 3 s later)."""
    for i, (start, end, text) in enumerate(cues):
        following = cues[i + 1][0] if i + 1 < len(cues) and cues[i + 1][0] > start else start + 3.0
        yield start, end if end > start else following, text


def _packet_text(data: bytes, codec: str) -> str:
    """A subtitle packet's text: MP4's (mov_text) is length-prefixed, Matroska's ASS lines are
    "ReadOrder,Layer,Style,Name,MarginL,MarginR,MarginV,Effect,Text"."""
    if codec == "mov_text":
        length = int.from_bytes(data[:2], "big")
        body = data[2 : 2 + length]
        if body.startswith((b"\xfe\xff", b"\xff\xfe")):
            return body.decode("utf-16", errors="replace")
        return body.decode("utf-8", errors="replace")
    text = data.decode("utf-8", errors="replace")
    if codec in ("ass", "ssa"):
        fields = text.split(",", 8)
        text = fields[8] if len(fields) == 9 else text
    return text
