"""Recordings indexed by what is said in them, end to end: the real engine, the real extraction
child transcribing with the real Whisper model, real llama.cpp vectors (the multilingual model:
one recording is German), real SQLite and Faiss, real recordings made with espeak-ng, sox and
ffmpeg (tests/helpers/recordings.py).

Each recording is found by words said in it (the keyword route) and by a paraphrase that shares
no word with it (the vector route), and the result opens within 5 s of where the sentence was
said. A second run transcribes and embeds nothing; a recording with a sidecar ``.srt`` is found
by its subtitles without the transcriber ever running for it; ``verify`` is consistent; pause
stops speech between two pieces.
"""

from __future__ import annotations

import dataclasses
import json
import os
import shutil
import sqlite3
import threading
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from desktop_search.core.common import reasons
from desktop_search.core.common.config import Paths
from desktop_search.core.engine import Engine
from desktop_search.core.extract.recording import SpeechPiece
from desktop_search.core.indexing.progress import IndexReport, Progress
from desktop_search.core.models.convert import sidecar_path
from desktop_search.core.searching.results import SearchResult
from desktop_search.core.store.verify import verify_index
from desktop_search.core.text.transcript import TranscriptState

from ..helpers.recordings import Spoken, silence, speak, write_srt

#: How far the opened moment may lie from where its sentence was said (the issue's bound).
MOMENT_S = 5.0

ENGLISH = (
    "Welcome to the weekly planning call for the museum.",
    "The heron exhibition needs three more volunteers before the spring opening.",
    "Remember that the bakery on Miller Street closes early on Fridays.",
)
VIDEO = (
    "This short video explains how to mend a bicycle tyre.",
    "First take the wheel off and find the puncture in the inner tube.",
    "Then glue a patch over the hole and wait five minutes.",
)
GERMAN = (
    "Guten Morgen und willkommen zur Sitzung.",
    "Am Freitag fahren wir mit dem Zug nach Hamburg.",
    "Der Garten hinter der Schule braucht dringend Wasser.",
)
SUBTITLES = "The xylophone orchestra rehearses on Wednesday evenings."

#: (file, words said in it, the sentence they were said in, a paraphrase sharing no word with it)
FOUND = (
    ("english.mp3", "Miller Street bakery", 2, "bread shop shuts sooner ahead of Saturday"),
    ("repair.mp4", "inner tube puncture", 1, "repairing flats when cycling"),
    # Across languages: said in German, asked in English (the multilingual model's meaning).
    ("german.m4a", "Zug nach Hamburg", 1, "train journey to a northern port city"),
)


def _link_model(src: Path, models_dir: Path) -> None:
    for path in (src, sidecar_path(src)):
        if path.exists():
            try:
                os.link(path, models_dir / path.name)
            except OSError:
                shutil.copy2(path, models_dir / path.name)


class Counted:
    """The engine's real transcriber, wrapped to count what it is asked (nothing is faked)."""

    def __init__(self, engine: Engine, *, piece_s: float | None = None) -> None:
        setup = engine.indexer.speech
        assert setup is not None
        assert setup.ready, setup.unavailable
        self.real = setup.transcribe
        assert self.real is not None
        self.calls: list[tuple[str, float]] = []
        self.on_call: list[Callable[[], None]] = []
        engine.indexer.speech = dataclasses.replace(
            setup, transcribe=self, piece_s=piece_s if piece_s is not None else setup.piece_s
        )

    def __call__(self, path: Path, start_s: float, piece_s: float) -> SpeechPiece:
        self.calls.append((path.name, start_s))
        for hook in self.on_call:
            hook()
        assert self.real is not None
        return self.real(path, start_s, piece_s)


@pytest.fixture(scope="module")
def recordings(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Spoken]:
    folder = tmp_path_factory.mktemp("recordings")
    made = {
        "english.mp3": speak(folder / "english.mp3", ENGLISH, tags={"title": "Planning call"}),
        "repair.mp4": speak(folder / "repair.mp4", VIDEO),
        "german.m4a": speak(folder / "german.m4a", GERMAN, voice="de"),
        "choir.mp4": speak(folder / "choir.mp4", ("A few words that the subtitles say otherwise.",)),
    }
    write_srt(folder / "choir.srt", [(0.5, 3.5, SUBTITLES)])
    return made


@pytest.fixture(scope="module")
def indexed(
    tmp_path_factory: pytest.TempPathFactory, multilingual_model: Path, recordings: dict[str, Spoken]
) -> Iterator[tuple[Engine, Counted, dict[str, object]]]:
    paths = Paths(tmp_path_factory.mktemp("speech") / "data").ensure()
    _link_model(multilingual_model, paths.models_dir)
    folder = next(iter(recordings.values())).path.parent
    with Engine(paths, model_path=paths.models_dir / multilingual_model.name) as engine:
        counted = Counted(engine)
        first = engine.index([folder])
        yield engine, counted, {"first": first}


def _result(engine: Engine, query: str, name: str) -> SearchResult:
    results = engine.search(query, top=5)
    assert results, f"nothing found for {query!r}"
    assert Path(results[0].path).name == name, (query, [(Path(r.path).name, r.route) for r in results])
    return results[0]


def _among(engine: Engine, query: str, name: str) -> SearchResult:
    """The result for ``name`` among the first five (a sidecar subtitle file is a text file of
    its own, found by the same words)."""
    results = engine.search(query, top=5)
    found = [r for r in results if Path(r.path).name == name]
    assert found, (query, [Path(r.path).name for r in results])
    return found[0]


def _passage_times(engine: Engine, chunk_id: int) -> tuple[float | None, float | None, list[float]]:
    row = engine.db._conn.execute(
        "SELECT start_s, end_s, times FROM chunks WHERE id=?", (chunk_id,)
    ).fetchone()
    times = [t for _, t in json.loads(row[2])] if row[2] else []
    return row[0], row[1], times


def test_every_recording_is_transcribed_once_and_subtitles_are_not(
    indexed: tuple[Engine, Counted, dict[str, object]],
) -> None:
    engine, counted, runs = indexed
    report = runs["first"]
    assert isinstance(report, IndexReport)
    transcribed = {name for name, _ in counted.calls}
    assert transcribed == {"english.mp3", "repair.mp4", "german.m4a"}
    assert "choir.mp4" not in transcribed  # its sidecar subtitles are its transcript
    assert report.recordings_transcribed == 3
    assert report.speech_seconds > 10
    for name in ("english.mp3", "repair.mp4", "german.m4a"):
        state = TranscriptState.from_json(engine.db.store_state(_path_of(engine, name)))
        assert state is not None
        assert state.done
        assert state.heard
        assert not state.error
    german = TranscriptState.from_json(engine.db.store_state(_path_of(engine, "german.m4a")))
    assert german is not None
    assert max(german.languages, key=lambda k: german.languages[k]) == "de"
    assert engine.db.pending_count() == 0
    status = engine.status()  # where speech runs is said like the embedder's device
    assert (status.speech_model, status.recordings, status.speech_waiting) == ("whisper-base", 4, 0)
    assert status.speech_device.startswith("CPU (") or status.speech_device.startswith("GPU (")
    assert status.speech.startswith("on: whisper-base on ")


@pytest.mark.parametrize(("name", "words", "sentence", "_paraphrase"), FOUND)
def test_found_by_its_words_at_the_moment_they_were_said(
    indexed: tuple[Engine, Counted, dict[str, object]],
    recordings: dict[str, Spoken],
    name: str,
    words: str,
    sentence: int,
    _paraphrase: str,
) -> None:
    engine, _, _ = indexed
    said_at = recordings[name].starts[sentence]
    result = _result(engine, words, name)
    assert result.route in {"keyword", "both"}
    assert result.moment_s is not None
    assert abs(result.moment_s - said_at) <= MOMENT_S, (result.moment_s, said_at)
    start, end, times = _passage_times(engine, result.chunk_id)
    assert start is not None
    assert end is not None
    assert start - MOMENT_S <= said_at <= end + MOMENT_S
    assert any(abs(t - said_at) <= MOMENT_S for t in times), (times, said_at)


@pytest.mark.parametrize(("name", "_words", "sentence", "paraphrase"), FOUND)
def test_found_by_a_paraphrase_through_its_meaning(
    indexed: tuple[Engine, Counted, dict[str, object]],
    recordings: dict[str, Spoken],
    name: str,
    _words: str,
    sentence: int,
    paraphrase: str,
) -> None:
    engine, _, _ = indexed
    said_at = recordings[name].starts[sentence]
    # Among a handful of files, fusion lifts a passage in another language than the query's (its
    # vector rank stands in for the keyword rank it cannot have): the file is among the first
    # three, and the nearest in meaning of all.
    results = engine.search(paraphrase, top=3)
    found = [r for r in results if Path(r.path).name == name]
    assert found, (paraphrase, [(Path(r.path).name, r.similarity) for r in results])
    result = found[0]
    assert result.route == "vector", result.route  # no word of the paraphrase is said in it
    best = max(r.similarity for r in results if r.similarity is not None)
    assert result.similarity == best, (paraphrase, [(Path(r.path).name, r.similarity) for r in results])
    start, end, times = _passage_times(engine, result.chunk_id)
    assert start is not None
    assert end is not None
    assert start - MOMENT_S <= said_at <= end + MOMENT_S
    assert any(abs(t - said_at) <= MOMENT_S for t in times), (times, said_at)


def test_subtitles_are_found_with_their_times(indexed: tuple[Engine, Counted, dict[str, object]]) -> None:
    engine, _, _ = indexed
    result = _result(engine, "xylophone orchestra", "choir.mp4")
    assert result.moment_s is not None
    assert abs(result.moment_s - 0.5) <= 0.01
    # The sidecar says the same words with no moment: the recording beside it is its result.
    names = [Path(r.path).name for r in engine.search("xylophone orchestra", top=10)]
    assert "choir.srt" not in names, names
    assert engine.db.file(str(Path(result.path).with_suffix(".srt"))) is not None  # still indexed


def test_a_second_run_transcribes_and_embeds_nothing_and_verify_is_consistent(
    indexed: tuple[Engine, Counted, dict[str, object]],
) -> None:
    engine, counted, _ = indexed
    before = len(counted.calls)
    again = engine.index()
    assert len(counted.calls) == before
    assert again.recordings_transcribed == 0
    assert again.speech_pieces == 0
    assert again.passages_embedded == 0
    assert again.files_indexed == 0
    engine.store.save()
    checked = verify_index(engine.paths.db_path, engine.paths.vectors_path)
    assert checked.ok, checked.problems


def test_a_copy_is_not_transcribed_again(
    indexed: tuple[Engine, Counted, dict[str, object]], recordings: dict[str, Spoken]
) -> None:
    """A copy has the content of a recording already read: its speech comes from the cache (by
    content, model and place), the transcriber is not asked, and the copy is found by its words."""
    engine, counted, _ = indexed
    before = len(counted.calls)
    original = recordings["english.mp3"].path
    copy = original.with_name("english copy.mp3")
    shutil.copy2(original, copy)
    report = engine.index()
    assert len(counted.calls) == before
    assert report.speech_cache_hits == 1
    assert report.speech_pieces == 1
    assert report.recordings_transcribed == 0
    names = [Path(r.path).name for r in engine.search("Miller Street bakery", top=5)]
    assert "english copy.mp3" in names


def test_pause_stops_speech_between_pieces(
    tmp_path: Path, default_model: Path, recordings: dict[str, Spoken]
) -> None:
    """Paused while the first piece is read: no second piece is asked for while paused; the
    progress says speech is paused; resumed, the recording is read to its end."""
    paths = Paths(tmp_path / "data").ensure()
    _link_model(default_model, paths.models_dir)
    folder = tmp_path / "one"
    folder.mkdir()
    shutil.copy2(recordings["english.mp3"].path, folder / "english.mp3")
    pause = threading.Event()
    seen: dict[str, int] = {"paused_ticks": 0, "calls_while_paused": -1}
    with Engine(paths) as engine:
        counted = Counted(engine, piece_s=4.0)
        counted.on_call.append(lambda: pause.set() if len(counted.calls) == 1 else None)

        def progress(p: Progress) -> None:
            if p.phase == "paused" and pause.is_set() and p.speech_total:
                seen["paused_ticks"] += 1
                if seen["paused_ticks"] == 15:  # 1.5 s paused (a tick each 0.1 s): long enough
                    seen["calls_while_paused"] = len(counted.calls)
                    pause.clear()

        report = engine.index([folder], progress=progress, pause=pause)
    assert seen["calls_while_paused"] == 1
    assert len(counted.calls) >= 3  # about 12 s of sound in pieces of 4 s
    starts = [start for _, start in counted.calls]
    assert starts == sorted(starts)
    assert starts[0] == 0.0
    assert report.recordings_transcribed == 1
    with sqlite3.connect(paths.db_path) as conn:
        (state,) = conn.execute("SELECT store_state FROM files").fetchone()
    read = TranscriptState.from_json(state)
    assert read is not None
    assert read.done


def test_speech_of_a_recording_waits_when_speech_is_off(
    tmp_path: Path, default_model: Path, recordings: dict[str, Spoken]
) -> None:
    """Off in the settings: the recording is found by its name and tags at once; its speech waits
    (pending, never asked for) and is read by the first run with speech on."""
    paths = Paths(tmp_path / "data").ensure()
    _link_model(default_model, paths.models_dir)
    folder = tmp_path / "off"
    folder.mkdir()
    shutil.copy2(recordings["english.mp3"].path, folder / "english.mp3")
    with Engine(paths) as engine:
        counted = Counted(engine)
        engine.settings.speech = False
        report = engine.index([folder])
        assert counted.calls == []
        assert report.recordings_transcribed == 0
        assert [Path(r.path).name for r in engine.search("Planning call", top=3)] == ["english.mp3"]
        engine.settings.speech = True
        report = engine.index()
        assert {name for name, _ in counted.calls} == {"english.mp3"}
        assert report.recordings_transcribed == 1
        assert Path(engine.search("Miller Street bakery", top=3)[0].path).name == "english.mp3"


def _paths(engine: Engine) -> list[str]:
    return [r[0] for r in engine.db._conn.execute("SELECT path FROM files")]


def _path_of(engine: Engine, name: str) -> str:
    return next(p for p in _paths(engine) if Path(p).name == name)


def test_a_recording_is_read_again_when_its_subtitles_go(
    tmp_path: Path, default_model: Path, recordings: dict[str, Spoken]
) -> None:
    """With its sidecar, a recording is found by the subtitles and never transcribed; the sidecar
    removed, the next run reads the recording again (its bytes did not change) and transcribes it."""
    paths = Paths(tmp_path / "data").ensure()
    _link_model(default_model, paths.models_dir)
    folder = tmp_path / "subs"
    folder.mkdir()
    shutil.copy2(recordings["choir.mp4"].path, folder / "choir.mp4")
    shutil.copy2(recordings["choir.mp4"].path.with_suffix(".srt"), folder / "choir.srt")
    with Engine(paths) as engine:
        counted = Counted(engine)
        engine.index([folder])
        assert counted.calls == []
        _among(engine, "xylophone orchestra", "choir.mp4")
        (folder / "choir.srt").unlink()
        report = engine.index()
        assert [name for name, _ in counted.calls] == ["choir.mp4"]
        assert report.recordings_transcribed == 1
        found = engine.search("subtitles say otherwise", top=3)
        assert found
        assert Path(found[0].path).name == "choir.mp4"
    with sqlite3.connect(paths.db_path) as conn:
        (held,) = conn.execute("SELECT count(*) FROM chunks WHERE text LIKE '%xylophone%'").fetchone()
    assert held == 0  # the subtitles' passages went with them


def test_a_recording_without_speech_is_marked_and_not_read_again(tmp_path: Path, default_model: Path) -> None:
    """A tone (music, as far as speech goes): read once, its state done, the file's note says no
    speech was found, and the next run asks the transcriber nothing."""
    paths = Paths(tmp_path / "data").ensure()
    _link_model(default_model, paths.models_dir)
    folder = tmp_path / "music"
    folder.mkdir()
    silence(folder / "tone.mp3", 6.0, tone_hz=440.0)
    with Engine(paths) as engine:
        counted = Counted(engine)
        engine.index([folder])
        assert [name for name, _ in counted.calls] == ["tone.mp3"]
        state = TranscriptState.from_json(engine.db.store_state(_path_of(engine, "tone.mp3")))
        assert state is not None
        assert state.done
        assert not state.heard
        assert dict(engine.notes()).get(_path_of(engine, "tone.mp3")) == reasons.SPEECH_NONE_FOUND()
        again = engine.index()
        assert len(counted.calls) == 1
        assert again.speech_pieces == 0
