"""Recordings read for their cheap evidence: tags, length, sound, picture and subtitles.

Real files made by espeak-ng, sox and ffmpeg (tests/helpers/recordings.py), read through the
registry as the extraction child reads them. Nothing is transcribed here: a recording with
subtitles does not need speech, one without says it does.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from desktop_search.core.extract.media import speech_verdict
from desktop_search.core.extract.recording import Segment
from desktop_search.core.extract.registry import extract_file
from desktop_search.core.extract.subtitles import owner_stems
from tests.helpers.recordings import Spoken, speak, video_without_audio, with_subtitles, write_srt

TAGS = {
    "title": "Harbour Lecture",
    "artist": "Quentin Blake",
    "album": "Autumn Series",
    "comment": "Recorded beside the lighthouse",
    "genre": "Speech",
}
AUDIO = (".mp3", ".m4a", ".ogg", ".flac")
VIDEO = (".mp4", ".mkv")
CUES = [
    (0.5, 1.5, "<i>The tide</i> comes in"),
    (1.5, 2.0, "The tide comes in"),  # the same line shown again at once: one cue
    (2.5, 3.5, "{\\an8}at <b>seven</b> tonight"),
]


@pytest.fixture(scope="module")
def made(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Spoken]:
    """One short spoken recording in each format, with tags (each in its own folder)."""
    root = tmp_path_factory.mktemp("recordings")
    return {
        suffix: speak(root / suffix[1:] / f"talk{suffix}", ["Hello from the harbour."], tags=TAGS)
        for suffix in AUDIO + VIDEO
    }


@pytest.mark.parametrize("suffix", AUDIO + VIDEO)
def test_tags_are_the_words_of_the_file(made: dict[str, Spoken], suffix: str) -> None:
    spoken = made[suffix]
    doc = extract_file(spoken.path)
    assert doc.kind == ("video" if suffix in VIDEO else "audio")
    assert doc.title == "Harbour Lecture"
    assert doc.text.splitlines() == [
        "Harbour Lecture",
        "Quentin Blake",
        "Autumn Series",
        "Recorded beside the lighthouse",
        "Speech",
    ]
    recording = doc.recording
    assert recording is not None
    assert recording.has_audio
    assert recording.video == (suffix in VIDEO)
    assert recording.subtitles == ()
    assert recording.needs_speech
    assert recording.speech_note == ""
    assert recording.duration_s is not None
    if suffix in AUDIO:
        assert recording.duration_s == pytest.approx(spoken.duration_s, abs=0.2)
    else:  # the picture track runs on a little past the sound (the encoder's frames)
        assert spoken.duration_s - 0.2 <= recording.duration_s <= spoken.duration_s + 1.5


def test_a_sidecar_srt_is_the_transcript(made: dict[str, Spoken]) -> None:
    spoken = made[".mp3"]
    srt = write_srt(spoken.path.with_suffix(".srt"), CUES)
    try:
        doc = extract_file(spoken.path)
    finally:
        srt.unlink()
    recording = doc.recording
    assert recording is not None
    assert recording.subtitles == (
        Segment(0.5, 2.0, "The tide comes in"),
        Segment(2.5, 3.5, "at seven tonight"),
    )
    assert recording.subtitle_source == "talk.srt"
    assert not recording.needs_speech
    assert recording.speech_note == ""
    assert doc.title == "Harbour Lecture"  # the tags stay the file's words


def test_a_sidecar_vtt_in_the_users_language(
    made: dict[str, Spoken], monkeypatch: pytest.MonkeyPatch
) -> None:
    spoken = made[".m4a"]
    folder = spoken.path.parent
    (folder / "talk.en.vtt").write_text(
        "WEBVTT\n\n00:00:00.400 --> 00:00:01.900 align:start\n"
        "<v Anna>Hello from <c.yellow>the harbour</c>\n\n"
        "00:00:02.000 --> 00:00:03.000\nHello from the harbour\n<00:00:02.500>and goodbye\n",
        encoding="utf-8",
    )
    (folder / "talk.deu.vtt").write_text(
        "WEBVTT\n\n00:00:00.400 --> 00:00:01.900\nGrüße vom Hafen\n", encoding="utf-8"
    )
    try:
        monkeypatch.setenv("LC_ALL", "de_DE.UTF-8")
        german = extract_file(spoken.path).recording
        monkeypatch.setenv("LC_ALL", "fr_FR.UTF-8")  # neither: English
        english = extract_file(spoken.path).recording
    finally:
        (folder / "talk.en.vtt").unlink()
        (folder / "talk.deu.vtt").unlink()
    assert german is not None
    assert german.subtitle_source == "talk.deu.vtt"
    assert german.subtitles == (Segment(0.4, 1.9, "Grüße vom Hafen", "de"),)
    assert english is not None
    assert english.subtitle_source == "talk.en.vtt"
    # Markup and voice tags gone; the second cue rolls the first line up: only its new line kept.
    assert english.subtitles == (
        Segment(0.4, 1.9, "Hello from the harbour", "en"),
        Segment(2.0, 3.0, "and goodbye", "en"),
    )
    assert not english.needs_speech


def test_a_new_sidecar_is_seen_by_the_same_reader(made: dict[str, Spoken]) -> None:
    """The child keeps a folder's subtitle names while the folder is unchanged: a new file changes
    it, and its recording is read with it (the indexer reads it again: see owner_stems)."""
    spoken = made[".ogg"]
    before = extract_file(spoken.path).recording
    srt = write_srt(spoken.path.parent / "talk.en.srt", CUES)
    try:
        after = extract_file(spoken.path).recording
    finally:
        srt.unlink()
    assert before is not None
    assert before.needs_speech
    assert after is not None
    assert after.subtitle_source == "talk.en.srt"
    assert owner_stems("talk.en.srt") == ("talk.en", "talk")
    assert owner_stems("talk.srt") == ("talk",)
    assert owner_stems("notes.txt") == ()


@pytest.mark.parametrize(("suffix", "codec"), [(".mkv", "srt"), (".mp4", "mov_text")])
def test_an_embedded_subtitle_stream_is_the_transcript(
    made: dict[str, Spoken], tmp_path: Path, suffix: str, codec: str
) -> None:
    srt = write_srt(tmp_path / "cues.srt", CUES)
    out = with_subtitles(made[suffix].path, srt, tmp_path / f"subtitled{suffix}")
    srt.unlink()  # no sidecar: the stream is read
    doc = extract_file(out)
    recording = doc.recording
    assert recording is not None
    assert recording.subtitle_source == "stream 2 (eng)"
    assert [(s.start_s, s.end_s, s.text, s.lang) for s in recording.subtitles] == [
        (pytest.approx(0.5, abs=0.01), pytest.approx(2.0, abs=0.01), "The tide comes in", "en"),
        (pytest.approx(2.5, abs=0.01), pytest.approx(3.5, abs=0.01), "at seven tonight", "en"),
    ], codec
    assert not recording.needs_speech
    assert recording.has_audio
    assert recording.video


def test_a_video_without_sound(tmp_path: Path) -> None:
    doc = extract_file(video_without_audio(tmp_path / "silent film.mp4", 3.0))
    recording = doc.recording
    assert doc.kind == "video"
    assert recording is not None
    assert recording.duration_s == pytest.approx(3.0, abs=0.2)
    assert (recording.has_audio, recording.video, recording.needs_speech) == (False, True, False)
    assert recording.speech_note == "no sound track"


def test_the_length_limit_is_the_users(made: dict[str, Spoken]) -> None:
    recording = extract_file(made[".flac"].path).recording
    assert recording is not None
    assert recording.needs_speech
    short = speech_verdict(recording, max_speech_s=1.0)
    assert not short.needs_speech
    assert short.speech_note.startswith("longer than ")
    assert speech_verdict(recording, max_speech_s=60.0).needs_speech
