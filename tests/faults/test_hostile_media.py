"""Hostile and broken media, read through the real extraction child under its limits.

Each file is made from a real recording (espeak-ng, sox, ffmpeg) and then cut, rewritten or
disguised: a recording cut in half, sample tables that claim a billion samples, a header that
claims 100 hours, subtitles of a hundred thousand cues, a video without sound, files that are
not what their names say. Each gives one line of reason (or what was readable, with a note),
in bounded time, and the same child reads the next recording afterwards.
"""

from __future__ import annotations

import struct
import subprocess
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from desktop_search.core.extract.document import Document, ExtractionError
from desktop_search.core.extract.sandbox import ExtractorProcess
from desktop_search.core.extract.subtitles import MAX_CUES
from tests.helpers.recordings import Spoken, speak, video_without_audio
from tests.unit.extract import samples

#: Generous: every case here takes well under a second on an idle machine.
BOUND_S = 20.0


@pytest.fixture(scope="module")
def child() -> Iterator[ExtractorProcess]:
    with ExtractorProcess(timeout_s=30, memory_limit_mb=768) as process:
        yield process


@pytest.fixture(scope="module")
def good(tmp_path_factory: pytest.TempPathFactory) -> Spoken:
    """The recording read after each hostile file: the child must still serve it."""
    return speak(tmp_path_factory.mktemp("good") / "good.mp3", ["Good evening."], tags={"title": "Evening"})


@pytest.fixture(scope="module")
def video(tmp_path_factory: pytest.TempPathFactory) -> Spoken:
    return speak(tmp_path_factory.mktemp("video") / "talk.mp4", ["The ferry leaves at noon."])


def read(child: ExtractorProcess, path: Path, good: Spoken) -> tuple[Document | str, float]:
    """The document (or the reason it was refused) and the seconds it took; then the child reads
    the good recording."""
    start = time.monotonic()
    result: Document | str
    try:
        result = child.extract(path)
    except ExtractionError as exc:
        result = exc.reason
    seconds = time.monotonic() - start
    assert seconds < BOUND_S
    if isinstance(result, str):
        assert result
        assert "\n" not in result  # one line
    assert child.extract(good.path).title == "Evening"
    return result, seconds


def document(result: Document | str) -> Document:
    assert isinstance(result, Document), result
    assert result.recording is not None
    return result


def test_an_mp3_cut_in_half_keeps_what_it_holds(
    child: ExtractorProcess, good: Spoken, tmp_path: Path
) -> None:
    whole = speak(tmp_path / "whole.mp3", ["One two three four.", "Five six seven eight."])
    cut = tmp_path / "cut.mp3"
    data = whole.path.read_bytes()
    cut.write_bytes(data[: len(data) // 2])
    doc = document(read(child, cut, good)[0])
    recording = doc.recording
    assert recording is not None
    assert recording.duration_s is not None
    # Its Xing header still says the whole length; the packets say what is there.
    assert recording.duration_s == pytest.approx(whole.duration_s / 2, abs=0.5)
    assert doc.note.startswith("its header claims 0:0")
    assert recording.needs_speech


def test_an_mp4_cut_in_half(child: ExtractorProcess, good: Spoken, video: Spoken, tmp_path: Path) -> None:
    data = video.path.read_bytes()
    cut = tmp_path / "cut.mp4"
    cut.write_bytes(data[: len(data) // 2])  # its index (moov) was written last: gone
    assert read(child, cut, good)[0] == "damaged recording (moov atom not found)"
    fast = tmp_path / "fast.mp4"  # its index first, as made for the web: the first half is readable
    subprocess.run(
        ["ffmpeg", "-loglevel", "error", "-i", str(video.path), "-c", "copy", "-movflags", "+faststart",
         str(fast)], check=True, timeout=60,
    )  # fmt: skip
    data = fast.read_bytes()
    fast.write_bytes(data[: len(data) // 2])
    doc = document(read(child, fast, good)[0])
    assert doc.recording is not None
    assert doc.recording.duration_s is not None
    assert doc.recording.duration_s < 0.75 * video.duration_s + 0.5
    assert doc.note.startswith("its header claims")


@pytest.mark.parametrize("samples_claimed", [50_000_000, 0x3FFFFFFF])
def test_sample_tables_that_claim_millions_of_samples(
    child: ExtractorProcess, good: Spoken, video: Spoken, tmp_path: Path, samples_claimed: int
) -> None:
    data = bytearray(video.path.read_bytes())
    for box in (b"stsz", b"stts"):  # the sound track's sample sizes and durations
        at = data.rfind(box)
        assert at > 0
        data[at + 12 : at + 16] = struct.pack(">I", samples_claimed)
    bomb = tmp_path / "bomb.mp4"
    bomb.write_bytes(bytes(data))
    result, _ = read(child, bomb, good)
    if isinstance(result, str):  # FFmpeg refuses the larger claim before allocating for it
        assert result.startswith("damaged recording (")
    else:
        assert result.recording is not None
        assert result.recording.duration_s == pytest.approx(video.duration_s, abs=1.5)
    assert "memory" not in str(result)


def test_a_header_that_claims_100_hours(child: ExtractorProcess, good: Spoken, tmp_path: Path) -> None:
    real = speak(tmp_path / "real.mkv", ["Only a few seconds."])
    data = real.path.read_bytes()
    at = data.find(b"\x44\x89")  # Matroska's Duration, in milliseconds
    assert data[at + 2] in (0x84, 0x88)
    value = struct.pack(">f" if data[at + 2] == 0x84 else ">d", 100 * 3600 * 1000.0)
    claims = tmp_path / "claims.mkv"
    claims.write_bytes(data[: at + 3] + value + data[at + 3 + len(value) :])
    doc = document(read(child, claims, good)[0])
    assert doc.note.startswith("its header claims 100:00:00; it holds 0:0")
    assert doc.recording is not None
    assert doc.recording.duration_s is not None
    assert doc.recording.duration_s < 10
    assert doc.recording.needs_speech  # its few seconds are transcribed

    # A WAV whose data chunk claims 100 hours (8 kHz, 8-bit) and holds 2 s.
    rate, held = 8000, 2 * 8000
    header = b"RIFF" + struct.pack("<I", 36 + rate * 360_000) + b"WAVEfmt "
    header += (
        struct.pack("<IHHIIHH", 16, 1, 1, rate, rate, 1, 8) + b"data" + struct.pack("<I", rate * 360_000)
    )
    wav = tmp_path / "claims.wav"
    wav.write_bytes(header + bytes(128 + (i % 16) * 4 for i in range(held)))
    doc = document(read(child, wav, good)[0])
    assert doc.recording is not None
    assert doc.recording.duration_s == pytest.approx(2.0, abs=0.1)


def _srt(cues: int) -> str:
    def stamp(ms: int) -> str:
        return f"{ms // 3_600_000:02d}:{ms // 60_000 % 60:02d}:{ms // 1000 % 60:02d},{ms % 1000:03d}"

    return "".join(
        f"{i}\n{stamp(i * 100)} --> {stamp(i * 100 + 90)}\nword{i}\n\n" for i in range(1, cues + 1)
    )


def test_subtitles_of_a_hundred_thousand_cues(child: ExtractorProcess, good: Spoken, tmp_path: Path) -> None:
    recording = speak(tmp_path / "many.mp3", ["A short talk."])
    text = _srt(100_000)
    assert len(text) < 5 * 1024 * 1024
    (tmp_path / "many.srt").write_text(text, encoding="utf-8")
    doc = document(read(child, recording.path, good)[0])
    assert doc.recording is not None
    assert len(doc.recording.subtitles) == MAX_CUES
    assert doc.note == "subtitles many.srt: only the first 20,000 cues read"

    huge = tmp_path / "huge.mp3"  # over the size limit: not read at all, the sound is transcribed
    huge.write_bytes(recording.path.read_bytes())
    (tmp_path / "huge.srt").write_text(text * 2, encoding="utf-8")
    doc = document(read(child, huge, good)[0])
    assert doc.recording is not None
    assert doc.recording.subtitles == ()
    assert doc.recording.needs_speech
    assert doc.note == "subtitles huge.srt not read (larger than 5 MB)"


def test_a_sidecar_that_is_a_link_is_not_followed(
    child: ExtractorProcess, good: Spoken, tmp_path: Path
) -> None:
    recording = speak(tmp_path / "talk.ogg", ["Nothing to see."])
    secret = tmp_path / "elsewhere" / "secret.srt"
    secret.parent.mkdir()
    secret.write_text("1\n00:00:00,000 --> 00:00:01,000\nsecret words\n", encoding="utf-8")
    (tmp_path / "talk.srt").symlink_to(secret)
    doc = document(read(child, recording.path, good)[0])
    assert doc.recording is not None
    assert doc.recording.subtitles == ()
    assert doc.note == "subtitles talk.srt not read (a link or not a regular file)"


def test_a_video_without_a_sound_track(child: ExtractorProcess, good: Spoken, tmp_path: Path) -> None:
    doc = document(read(child, video_without_audio(tmp_path / "mute.mp4", 2.0), good)[0])
    assert doc.recording is not None
    assert (doc.recording.has_audio, doc.recording.needs_speech) == (False, False)
    assert doc.recording.speech_note == "no sound track"


def test_files_that_are_not_what_their_names_say(
    child: ExtractorProcess, good: Spoken, tmp_path: Path
) -> None:
    from PIL import Image

    text = tmp_path / "notes.mp3"
    text.write_text("Shopping list\n" * 50, encoding="utf-8")
    playlist = tmp_path / "stream.mp4"  # FFmpeg would follow it to another file
    playlist.write_text(f"#EXTM3U\n#EXTINF:10,\nfile://{good.path}\n#EXT-X-ENDLIST\n", encoding="utf-8")
    pdf = tmp_path / "report.mp4"
    pdf.write_bytes(samples.pdf(tmp_path / "report.pdf", ["quarterly figures"]).read_bytes())
    png = tmp_path / "photo.mp3"
    Image.new("RGB", (32, 32), "red").save(png, format="PNG")
    bmp = tmp_path / "drawing.wav"  # an image format FFmpeg reads, refused by the list of formats
    Image.new("RGB", (32, 32), "blue").save(bmp, format="BMP")
    empty = tmp_path / "empty.m4a"
    empty.write_bytes(b"")
    expected = {
        text: "not a recording: text",
        playlist: "not a recording: text",
        pdf: "not a recording: a PDF document",
        png: "not a recording: an image",
        bmp: "not a recording: no audio or video format recognised",
        empty: "empty file",
    }
    for path, reason in expected.items():
        assert read(child, path, good)[0] == reason, path.name
