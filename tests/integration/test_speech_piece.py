"""Pieces of real recordings transcribed by the real Whisper base model in the extraction child.

Recordings are spoken by espeak-ng, so each sentence's start is known: a segment's time is
checked against it (Whisper's segment times fall within a few tenths of a second of the speech;
1.0 s of tolerance leaves room for its 20 ms steps and the codecs' padding).
"""

from __future__ import annotations

import itertools
import subprocess
from collections.abc import Iterator
from pathlib import Path

import psutil
import pytest

from desktop_search.core.extract.document import ExtractionError
from desktop_search.core.extract.recording import SpeechPiece
from desktop_search.core.extract.sandbox import ExtractorProcess
from desktop_search.core.extract.speech import SpeechOptions, piece_timeout_s
from desktop_search.core.models.whisper import SPEECH_MODELS, sources_present, speech_model_dir
from tests.helpers.recordings import need_tools, silence, speak, video_without_audio

ENGLISH = (
    "The quarterly budget review is scheduled for next Tuesday afternoon.",
    "Please remember to bring the signed contracts to the meeting.",
    "Our new warehouse in Rotterdam will open in the spring.",
)
GERMAN = (
    "Der Zug nach München fährt heute eine Stunde später ab.",
    "Bitte vergessen Sie nicht, die Heizung im Winter zu prüfen.",
)
OPTIONS = SpeechOptions()
TOLERANCE_S = 1.0


@pytest.fixture(scope="module")
def model_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    if not sources_present(SPEECH_MODELS["whisper-base"]):
        pytest.skip("the Whisper wheels are not downloaded (make setup)")
    return speech_model_dir("whisper-base", tmp_path_factory.mktemp("models"))


@pytest.fixture(scope="module")
def child() -> Iterator[ExtractorProcess]:
    with ExtractorProcess() as process:  # the default limits: 60 s a file, 2048 MB
        yield process


def _piece(
    child: ExtractorProcess, model_dir: Path, path: Path, start_s: float = 0.0, piece_s: float = 120.0
) -> SpeechPiece:
    return child.transcribe(
        path, start_s, piece_s, model_dir=model_dir, options=OPTIONS, timeout_s=piece_timeout_s(piece_s)
    )


def _words(text: str) -> list[str]:
    return "".join(ch if ch.isalnum() else " " for ch in text.lower()).split()


def test_an_english_mp3_is_heard_as_english_at_the_moments_it_was_said(
    child: ExtractorProcess, model_dir: Path, tmp_path: Path
) -> None:
    spoken = speak(tmp_path / "memo.mp3", ENGLISH, gap_s=1.5)
    piece = _piece(child, model_dir, spoken.path)
    assert piece.done
    assert not piece.no_speech
    assert (piece.language, piece.segments[0].lang) == ("en", "en")
    assert piece.language_p > 0.8
    heard = " ".join(_words(" ".join(s.text for s in piece.segments)))
    for words in ("quarterly budget review", "signed contract", "warehouse in rotterdam"):
        assert words in heard
    for words in ("budget", "contracts", "Rotterdam"):
        segment = next(s for s in piece.segments if words.lower() in s.text.lower())
        assert segment.start_s == pytest.approx(spoken.start_of(words), abs=TOLERANCE_S)
    assert piece.duration_s == pytest.approx(spoken.duration_s, abs=0.2)
    assert piece.reached_s == pytest.approx(spoken.duration_s, abs=0.2)


def test_a_german_video_is_heard_as_german(child: ExtractorProcess, model_dir: Path, tmp_path: Path) -> None:
    spoken = speak(tmp_path / "clip.mp4", GERMAN, voice="de", gap_s=1.5)
    piece = _piece(child, model_dir, spoken.path)
    assert piece.language == "de"
    assert {s.lang for s in piece.segments} == {"de"}
    heard = _words(" ".join(s.text for s in piece.segments))
    # espeak-ng's German is no native speaker's: Whisper hears "Wünchen" for "München" at times
    expected = ("zug", "münchen", "stunde", "später", "heizung", "winter")
    assert len([word for word in expected if word in heard]) >= 4, heard
    second = next(s for s in piece.segments if "heizung" in s.text.lower())
    assert second.start_s == pytest.approx(spoken.starts[1], abs=TOLERANCE_S)


def test_pieces_give_the_words_of_the_whole_and_always_advance(
    child: ExtractorProcess, model_dir: Path, tmp_path: Path
) -> None:
    sentences = (*ENGLISH, "The weather forecast predicts heavy rain over the weekend.")
    spoken = speak(tmp_path / "talk.wav", sentences, gap_s=1.0)  # about 19 s
    whole = _piece(child, model_dir, spoken.path)
    pieces: list[SpeechPiece] = []
    start = 0.0
    while not (pieces and pieces[-1].done):
        pieces.append(_piece(child, model_dir, spoken.path, start, piece_s=7.0))
        assert pieces[-1].start_s == start
        assert pieces[-1].reached_s > start or pieces[-1].done
        start = pieces[-1].reached_s
        assert len(pieces) < 10
    assert len(pieces) >= 3
    segments = [s for p in pieces for s in p.segments]
    assert all(a.end_s <= b.start_s + 0.05 for a, b in itertools.pairwise(segments))
    in_pieces = _words(" ".join(s.text for s in segments))
    in_whole = _words(" ".join(s.text for s in whole.segments))
    for words in ("budget", "signed", "rotterdam", "forecast", "weekend"):
        assert in_pieces.count(words) == in_whole.count(words) == 1, (in_pieces, in_whole)
    assert abs(len(in_pieces) - len(in_whole)) <= 2


def test_silence_and_a_tone_are_no_speech_and_cost_little(
    child: ExtractorProcess, model_dir: Path, tmp_path: Path
) -> None:
    for path in (silence(tmp_path / "quiet.wav", 6), silence(tmp_path / "tone.ogg", 6, tone_hz=440)):
        piece = _piece(child, model_dir, path)
        assert (piece.no_speech, piece.segments, piece.done) == (True, (), True)
        assert piece.reached_s == pytest.approx(6.0, abs=0.1)


def test_what_cannot_be_heard_says_why(child: ExtractorProcess, model_dir: Path, tmp_path: Path) -> None:
    with pytest.raises(ExtractionError, match="no audio track to transcribe"):
        _piece(child, model_dir, video_without_audio(tmp_path / "mute.mp4"))
    junk = tmp_path / "junk.mp3"
    junk.write_bytes(b"not a recording at all\n" * 500)
    with pytest.raises(ExtractionError, match=r"cannot (open the recording|decode the audio)"):
        _piece(child, model_dir, junk)
    assert child.pid is not None  # the child lives on


def test_a_truncated_recording_keeps_what_was_said_before_the_cut(
    child: ExtractorProcess, model_dir: Path, tmp_path: Path
) -> None:
    spoken = speak(tmp_path / "cut.mp3", ENGLISH, gap_s=1.5)
    data = spoken.path.read_bytes()
    cut = spoken.ends[1] / spoken.duration_s  # the cut falls in the gap after the second sentence
    spoken.path.write_bytes(data[: int(len(data) * (cut + 0.02))])
    piece = _piece(child, model_dir, spoken.path)
    assert piece.done
    heard = " ".join(_words(" ".join(s.text for s in piece.segments)))
    assert "budget" in heard
    assert "signed" in heard
    assert "rotterdam" not in heard
    assert piece.reached_s == pytest.approx(spoken.ends[1], abs=1.5)


def test_a_long_recording_is_read_in_pieces_in_flat_memory(
    child: ExtractorProcess, model_dir: Path, tmp_path: Path
) -> None:
    """20 minutes, spoken at the start and at the end, silence between: 20 pieces of a minute.

    Decoded whole it would take 77 MB of float32 samples (1,200 s × 64 kB/s); a piece takes
    3.8 MB. The child's resident memory after the first speech piece (model loaded, buffers
    warmed) may grow by at most 25 MB over the rest: it would grow by the whole recording if
    it were decoded whole or if pieces' samples were kept."""
    need_tools()
    first = speak(tmp_path / "a.wav", ENGLISH[:1])
    last = speak(tmp_path / "b.wav", ENGLISH[2:])
    gap = tmp_path / "gap.wav"
    long = tmp_path / "long.wav"
    subprocess.run(
        ["sox", "-n", "-r", "22050", "-c", "1", "-b", "16", str(gap), "trim", "0", "1180"], check=True
    )
    subprocess.run(["sox", str(first.path), str(gap), str(last.path), str(long)], check=True)
    last_start = first.duration_s + 1180 + last.starts[0]
    watched = psutil.Process(child.pid) if child.pid else None
    assert watched is not None
    start, rss, segments = 0.0, [], []
    while True:
        piece = _piece(child, model_dir, long, start, piece_s=60.0)
        rss.append(watched.memory_info().rss)
        segments += piece.segments
        if piece.done:
            break
        assert piece.reached_s > start
        start = piece.reached_s
    assert 20 <= len(rss) <= 22
    assert max(rss[1:]) - rss[0] < 25 * 1024 * 1024, [r >> 20 for r in rss]
    assert [s.start_s for s in segments] == pytest.approx([first.starts[0], last_start], abs=TOLERANCE_S)
    assert "warehouse" in segments[-1].text.lower()
