"""What a recording (audio or video) gives the index: cheap evidence first, then speech.

Reading a media file in the extraction child gives a :class:`Recording` on its
:class:`~.document.Document`: how long it is, whether it has sound, the text of the subtitles it
carries or that lie beside it (``.srt``/``.vtt``). Its tags (title, artist, album, comment) are the
document's first page. Only a recording with sound and no subtitles ``needs_speech``; it is then
transcribed later, a piece at a time (:class:`SpeechPiece`), after the words and meaning of every
other file (see :mod:`..indexing.speech`).

Every time is in seconds from the start of the recording.
"""

from __future__ import annotations

from dataclasses import dataclass

#: Suffixes read as audio and as video (where the decoder reads them).
AUDIO_SUFFIXES = frozenset({".mp3", ".m4a", ".aac", ".ogg", ".oga", ".opus", ".flac", ".wav", ".wma"})
VIDEO_SUFFIXES = frozenset({".mp4", ".m4v", ".mkv", ".webm", ".mov", ".avi"})
MEDIA_SUFFIXES = AUDIO_SUFFIXES | VIDEO_SUFFIXES
#: Subtitle files read beside a recording of the same stem (``talk.mp4`` + ``talk.srt``, ``talk.en.vtt``).
SUBTITLE_SUFFIXES = (".srt", ".vtt")


def is_media(name: str) -> bool:
    """Whether a file name is read as a recording (by its suffix)."""
    dot = name.rfind(".")
    return dot >= 0 and name[dot:].lower() in MEDIA_SUFFIXES


@dataclass(frozen=True)
class Segment:
    """A stretch of what is said (a subtitle cue, a recognised sentence)."""

    start_s: float
    end_s: float
    text: str
    #: ISO 639-1 code of its language ("" when unknown).
    lang: str = ""


@dataclass(frozen=True)
class Recording:
    """A recording's cheap evidence, read without transcribing."""

    #: Length in seconds as the container says (None: unknown).
    duration_s: float | None
    has_audio: bool
    video: bool
    #: Subtitles found (sidecar file or a stream in the container), in time order. When there are
    #: any, the recording is not transcribed.
    subtitles: tuple[Segment, ...] = ()
    #: Where the subtitles came from ("talk.en.srt", "stream 2 (eng)"), for the user.
    subtitle_source: str = ""
    #: There is sound to transcribe: audio, no subtitles, and not longer than the limit.
    needs_speech: bool = False
    #: Why a recording with sound is not transcribed (too long, no audio track...), "" if it is.
    speech_note: str = ""


@dataclass(frozen=True)
class SpeechPiece:
    """One piece of a recording transcribed in the extraction child.

    The piece began at ``start_s``; the next piece begins at ``reached_s`` (a segment cut by the
    piece's end is left to the next piece). ``done``: the recording was read to its end.
    """

    segments: tuple[Segment, ...]
    start_s: float
    reached_s: float
    done: bool
    #: The language detected in this piece, and how sure (0..1).
    language: str = ""
    language_p: float = 0.0
    #: The recording's length as decoded so far (None: unknown).
    duration_s: float | None = None
    #: No speech was found in the piece (music, silence).
    no_speech: bool = False
