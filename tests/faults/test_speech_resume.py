"""A run killed in the middle of a recording goes on from where it stopped, not from its start.

A real indexing process (the engine, the extraction child, the real Whisper model) reads a
spoken recording in pieces of a few seconds; it is killed with SIGKILL once the index says some
of the recording's speech is stored and some is not (read from the database while the process
writes it). The next run, in this process, asks the transcriber for nothing before the place the
killed run had reached, reads the rest, and leaves every passage once, in order, with an index
that ``verify`` finds consistent.
"""

from __future__ import annotations

import dataclasses
import json
import os
import signal
import sqlite3
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

from desktop_search.core.common.config import Paths
from desktop_search.core.engine import Engine
from desktop_search.core.extract.recording import SpeechPiece
from desktop_search.core.store.verify import verify_index
from desktop_search.core.text.transcript import TranscriptState

from ..helpers.recordings import speak

PIECE_S = 5.0
SENTENCES = (
    "The first item on the agenda is the village hall roof.",
    "A builder looked at the tiles last week and found three broken beams.",
    "The repair will cost about four thousand pounds in total.",
    "We agreed to ask the county for a grant before the winter.",
    "The second item is the summer fair and its new parking plan.",
    "Cars will park in the field behind the church this year.",
    "Finally the treasurer thanked everyone for the cake sale.",
)

#: The child: the app's engine indexing the folder, reading speech in pieces of PIECE_S seconds.
CHILD = textwrap.dedent(
    """
    import dataclasses, sys
    from pathlib import Path
    from desktop_search.core.common.config import Paths
    from desktop_search.core.engine import Engine

    with Engine(Paths(Path(sys.argv[1]))) as engine:
        setup = engine.indexer.speech
        engine.indexer.speech = dataclasses.replace(setup, piece_s=float(sys.argv[3]))
        engine.index([Path(sys.argv[2])])
    """
)


def _state(db_path: Path) -> TranscriptState | None:
    try:
        with sqlite3.connect(f"file:{db_path}?mode=ro", uri=True, timeout=1) as conn:
            row = conn.execute("SELECT store_state FROM files WHERE path LIKE '%.mp3'").fetchone()
    except sqlite3.Error:
        return None
    return TranscriptState.from_json(row[0]) if row else None


def test_a_recording_killed_midway_resumes_where_it_stopped(paths: Paths, tmp_path: Path) -> None:
    folder = tmp_path / "recordings"
    spoken = speak(folder / "meeting.mp3", SENTENCES, gap_s=1.0)
    assert spoken.duration_s > 4 * PIECE_S
    log = tmp_path / "child.log"
    reached = None
    with (
        log.open("wb") as err,
        subprocess.Popen(
            [sys.executable, "-c", CHILD, str(paths.data_dir), str(folder), str(PIECE_S)],
            stdout=subprocess.DEVNULL,
            stderr=err,
            start_new_session=True,
        ) as child,
    ):
        try:
            deadline = time.monotonic() + 300
            while time.monotonic() < deadline and child.poll() is None:
                state = _state(paths.db_path)
                if (
                    state is not None
                    and 0 < state.reached_s < spoken.duration_s - 2 * PIECE_S
                    and not state.done
                ):
                    os.killpg(child.pid, signal.SIGKILL)  # the engine and its extraction child
                    reached = state.reached_s
                    break
                time.sleep(0.02)
        finally:
            if child.poll() is None:
                os.killpg(child.pid, signal.SIGKILL)
    assert reached is not None, f"the child never stopped mid-recording: {log.read_text()[-2000:]}"
    killed = _state(paths.db_path)
    assert killed is not None
    assert not killed.done
    assert killed.reached_s >= reached  # a piece may have landed between the read and the kill

    asked: list[float] = []
    with Engine(paths) as engine:
        setup = engine.indexer.speech
        assert setup is not None
        assert setup.transcribe is not None
        real = setup.transcribe

        def counted(path: Path, start_s: float, piece_s: float) -> SpeechPiece:
            asked.append(start_s)
            return real(path, start_s, piece_s)

        engine.indexer.speech = dataclasses.replace(setup, transcribe=counted, piece_s=PIECE_S)
        report = engine.index()
        assert report.recordings_transcribed == 1
        found = engine.search("county grant before the winter", top=3)
        assert found
        assert Path(found[0].path).name == "meeting.mp3"
        last = engine.search("treasurer cake sale", top=3)
        assert last
        assert last[0].moment_s is not None
        assert abs(last[0].moment_s - spoken.start_of("cake sale")) <= 5.0
    # Nothing before the place the killed run reached is read again (the piece in flight when it
    # was killed may come from the cache: then the first ask is further on).
    assert asked, "the rest of the recording was not read"
    assert min(asked) >= killed.reached_s - 1e-6, (asked, killed.reached_s)
    assert asked == sorted(asked)
    done = _state(paths.db_path)
    assert done is not None
    assert done.done
    assert done.reached_s == pytest.approx(spoken.duration_s, abs=1.0)
    with sqlite3.connect(paths.db_path) as conn:
        rows = conn.execute(
            "SELECT ord, char_start, char_end, start_s, times FROM chunks ORDER BY ord"
        ).fetchall()
    assert [r[0] for r in rows] == list(range(len(rows)))  # every passage once, in order
    spoken_rows = [r for r in rows if r[3] is not None]
    assert len(spoken_rows) >= 2
    starts = [r[3] for r in spoken_rows]
    assert starts == sorted(starts)
    ends = [r[2] for r in rows]
    assert all(a < b for a, b in zip(ends, [r[1] for r in rows[1:]], strict=False))  # no overlap
    assert all(json.loads(r[4]) for r in spoken_rows)
    checked = verify_index(paths.db_path, paths.vectors_path)
    assert checked.ok, checked.problems
