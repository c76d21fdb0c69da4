"""Real spoken recordings for tests and benchmarks: espeak-ng speaks, sox joins and adds noise,
ffmpeg encodes (audio formats, and video with a picture track).

Each sentence's start time in the recording is known exactly (silence of a set length lies
between sentences), so a test can check where a result's moment lies.
"""

from __future__ import annotations

import shutil
import subprocess
import tempfile
import wave
from dataclasses import dataclass
from pathlib import Path

import pytest

from desktop_search.core.common.config import Paths
from desktop_search.core.engine import Engine
from desktop_search.core.store.passages import ChunkIn

TOOLS = ("espeak-ng", "sox", "ffmpeg")


def missing_tools() -> list[str]:
    return [tool for tool in TOOLS if shutil.which(tool) is None]


def need_tools() -> None:
    """Skip the calling test where the tools are missing (``make system-packages`` installs them)."""
    if missing := missing_tools():
        pytest.skip(f"needs {', '.join(missing)} (make system-packages)")


@dataclass(frozen=True)
class Spoken:
    """A recording made: its path and where each sentence starts and ends (seconds)."""

    path: Path
    sentences: tuple[str, ...]
    starts: tuple[float, ...]
    ends: tuple[float, ...]
    duration_s: float

    def start_of(self, words: str) -> float:
        """Where the sentence holding ``words`` starts."""
        for sentence, start in zip(self.sentences, self.starts, strict=True):
            if words.lower() in sentence.lower():
                return start
        raise KeyError(words)


def _run(*args: str) -> None:
    subprocess.run(args, check=True, capture_output=True, timeout=600)


def _seconds(wav: Path) -> float:
    with wave.open(str(wav)) as f:
        return f.getnframes() / f.getframerate()


def speak(
    path: Path,
    sentences: list[str] | tuple[str, ...],
    *,
    voice: str = "en-us",
    gap_s: float = 1.0,
    lead_s: float = 0.5,
    noise: float = 0.0,
    speed: int = 150,
    video: bool = False,
    tags: dict[str, str] | None = None,
) -> Spoken:
    """Speak ``sentences`` with espeak-ng ``voice`` into ``path`` (its suffix picks the format:
    .wav .mp3 .m4a .ogg .opus .flac .mp4 .mkv .webm .mov ...), ``gap_s`` of silence between
    sentences and ``lead_s`` before the first. ``noise``: the amplitude of white noise added by
    sox (0.0 none, 0.05 audible, 0.2 loud). ``video``: add a picture track (for video containers
    this is implied). ``tags``: container metadata (title, artist, album, comment)."""
    need_tools()
    path.parent.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as tmp:
        work = Path(tmp)
        parts: list[Path] = []
        starts: list[float] = []
        ends: list[float] = []
        at = 0.0
        lead = work / "lead.wav"
        _run("sox", "-n", "-r", "22050", "-c", "1", "-b", "16", str(lead), "trim", "0", f"{lead_s}")
        parts.append(lead)
        at += lead_s
        gap = work / "gap.wav"
        _run("sox", "-n", "-r", "22050", "-c", "1", "-b", "16", str(gap), "trim", "0", f"{gap_s}")
        for i, sentence in enumerate(sentences):
            raw = work / f"s{i}.raw.wav"
            _run("espeak-ng", "-v", voice, "-s", str(speed), "-w", str(raw), sentence)
            said = work / f"s{i}.wav"
            _run("sox", str(raw), "-r", "22050", "-c", "1", "-b", "16", str(said))
            starts.append(at)
            at += _seconds(said)
            ends.append(at)
            parts.append(said)
            if i < len(sentences) - 1:
                parts.append(gap)
                at += gap_s
        joined = work / "joined.wav"
        _run("sox", *map(str, parts), str(joined))
        if noise > 0:
            noisy = work / "noisy.wav"
            noise_wav = work / "noise.wav"
            _run("sox", "-n", "-r", "22050", "-c", "1", "-b", "16", str(noise_wav), "synth",
                 f"{_seconds(joined)}", "whitenoise", "vol", f"{noise}")  # fmt: skip
            _run("sox", "-m", str(joined), str(noise_wav), str(noisy))
            joined = noisy
        duration = _seconds(joined)
        encode(joined, path, video=video, tags=tags)
    return Spoken(path, tuple(sentences), tuple(starts), tuple(ends), duration)


_VIDEO = {".mp4", ".m4v", ".mkv", ".webm", ".mov", ".avi"}
_AUDIO_CODEC = {
    ".mp3": ["-c:a", "libmp3lame", "-b:a", "64k"],
    ".m4a": ["-c:a", "aac", "-b:a", "64k"],
    ".aac": ["-c:a", "aac", "-b:a", "64k", "-f", "adts"],
    ".ogg": ["-c:a", "libvorbis", "-q:a", "3"],
    ".oga": ["-c:a", "libvorbis", "-q:a", "3"],
    ".opus": ["-c:a", "libopus", "-b:a", "32k"],
    ".flac": ["-c:a", "flac"],
    ".wav": ["-c:a", "pcm_s16le"],
    ".wma": ["-c:a", "wmav2", "-b:a", "64k"],
    ".mp4": ["-c:a", "aac", "-b:a", "64k"],
    ".m4v": ["-c:a", "aac", "-b:a", "64k"],
    ".mov": ["-c:a", "aac", "-b:a", "64k"],
    ".mkv": ["-c:a", "libopus", "-b:a", "32k"],
    ".webm": ["-c:a", "libopus", "-b:a", "32k"],
    ".avi": ["-c:a", "libmp3lame", "-b:a", "64k"],
}
_VIDEO_CODEC = {
    ".webm": ["-c:v", "libvpx-vp9", "-b:v", "50k", "-deadline", "realtime", "-cpu-used", "8"],
    ".avi": ["-c:v", "mpeg4", "-b:v", "100k"],
}


def encode(wav: Path, path: Path, *, video: bool = False, tags: dict[str, str] | None = None) -> None:
    """Encode a WAV file as ``path`` (format by suffix); video containers get a small picture track."""
    suffix = path.suffix.lower()
    args = ["ffmpeg", "-y", "-loglevel", "error"]
    picture = video or suffix in _VIDEO
    if picture:
        args += ["-f", "lavfi", "-i", "color=c=navy:s=160x120:r=5"]
    args += ["-i", str(wav)]
    if picture:
        args += ["-map", "0:v", "-map", "1:a", "-shortest"]
        args += _VIDEO_CODEC.get(suffix, ["-c:v", "libx264", "-preset", "ultrafast", "-pix_fmt", "yuv420p"])
    args += _AUDIO_CODEC.get(suffix, [])
    for key, value in (tags or {}).items():
        args += ["-metadata", f"{key}={value}"]
    args.append(str(path))
    _run(*args)


def silence(path: Path, seconds: float, *, tone_hz: float = 0.0) -> Path:
    """A recording without speech: silence, or a steady tone (``tone_hz``) like music."""
    need_tools()
    with tempfile.TemporaryDirectory() as tmp:
        wav = Path(tmp) / "s.wav"
        synth = ["synth", f"{seconds}", "sine", f"{tone_hz}"] if tone_hz else ["trim", "0", f"{seconds}"]
        _run("sox", "-n", "-r", "16000", "-c", "1", "-b", "16", str(wav), *synth)
        encode(wav, path)
    return path


def video_without_audio(path: Path, seconds: float = 3.0) -> Path:
    """A video with a picture track and no sound."""
    need_tools()
    _run(
        "ffmpeg", "-y", "-loglevel", "error", "-f", "lavfi", "-i", "color=c=red:s=160x120:r=5",
        "-t", f"{seconds}", "-c:v", "libx264", "-preset", "ultrafast", "-pix_fmt", "yuv420p",
        str(path),
    )  # fmt: skip
    return path


def with_subtitles(media: Path, srt: Path, out: Path) -> Path:
    """``media`` with the subtitles of ``srt`` as a stream inside the container ``out`` (.mkv or .mp4)."""
    need_tools()
    codec = "mov_text" if out.suffix.lower() in {".mp4", ".m4v", ".mov"} else "srt"
    _run("ffmpeg", "-y", "-loglevel", "error", "-i", str(media), "-i", str(srt), "-map", "0", "-map", "1",
         "-c", "copy", "-c:s", codec, "-metadata:s:s:0", "language=eng", str(out))  # fmt: skip
    return out


def write_srt(path: Path, cues: list[tuple[float, float, str]]) -> Path:
    """An SRT file of ``(start_s, end_s, text)`` cues."""

    def stamp(t: float) -> str:
        ms = round(t * 1000)
        return f"{ms // 3_600_000:02d}:{ms // 60_000 % 60:02d}:{ms // 1000 % 60:02d},{ms % 1000:03d}"

    lines = []
    for i, (start, end, text) in enumerate(cues, start=1):
        lines += [str(i), f"{stamp(start)} --> {stamp(end)}", text, ""]
    path.write_text("\n".join(lines), encoding="utf-8")
    return path


#: A meeting's sentences, for the tests that store a recording's passages with known times.
SENTENCES = (
    "Good morning everyone, welcome to the weekly planning meeting.",
    "The tomatoes in the garden need more water during the summer.",
    "We approved the money for a new bicycle shed next to the school.",
    "The next meeting will be held on Thursday afternoon.",
)
#: Words said in the third sentence only.
WORDS = "bicycle shed"


def index_recording(paths: Paths, spoken: Spoken, *, title: str = "Weekly meeting") -> None:
    """Store ``spoken`` in the index of ``paths`` as the speech step does: its tags as a first
    passage without times, then its sentences (two passages), each sentence a segment with the
    time it was spoken; vectors by the engine's own embedder."""
    path = spoken.path
    with Engine(paths) as engine:
        folder_id = engine.add_folder(path.parent)
        chunks = [ChunkIn(ord=0, char_start=0, char_end=len(title), text=title, vector=None)]
        offset = len(title) + 1
        for ord_, group in enumerate(((0, 1, 2), (3,)), start=1):
            text, times = "", []
            for i in group:
                times.append((len(text), spoken.starts[i]))
                text += spoken.sentences[i] + " "
            text = text.rstrip()
            chunks.append(
                ChunkIn(
                    ord=ord_,
                    char_start=offset,
                    char_end=offset + len(text),
                    text=text,
                    vector=None,
                    start_s=spoken.starts[group[0]],
                    end_s=spoken.ends[group[-1]],
                    times=tuple(times),
                )
            )
            offset += len(text) + 1
        st = path.stat()
        with engine.writing():
            ids = engine.store.commit_words(
                folder_id=folder_id,
                path=str(path),
                size=st.st_size,
                mtime_ns=st.st_mtime_ns,
                content_hash="recording",
                chunks=chunks,
                title=title,
            )
            engine.store.commit_vectors(ids, engine.embedder.embed_documents([c.text for c in chunks]))
