"""Every output says where a recording's words are said: ``search`` ("at 0:09"), ``search --json``,
the HTTP server and MCP (``start_s``, ``end_s``, ``moment_s`` in seconds), other files unchanged.

The index is real (the app's store, the default model's vectors, a real spoken recording made with
espeak-ng); its passages carry the times each sentence was spoken, as the speech step stores them.
A word of the third sentence opens at the third sentence; a paraphrase with no word of the
recording opens at the sentence closest in meaning, found by the searcher's embedder.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import anyio
import pytest
from mcp import ClientSession, StdioServerParameters, stdio_client

from desktop_search.core.common.config import Paths
from desktop_search.core.engine import Engine
from desktop_search.core.models.convert import sidecar_path

from ..helpers.corpus import write_notes
from ..helpers.recordings import SENTENCES, WORDS, Spoken, index_recording, speak
from ..helpers.server_process import HttpServer

#: The second sentence in other words: none of them is said in the recording.
PARAPHRASE = "thirsty vegetable plants when it is hot"
#: How far (seconds) a moment may lie from where its sentence starts.
TOLERANCE_S = 0.01


@pytest.fixture(scope="module")
def index(tmp_path_factory: pytest.TempPathFactory, default_model: Path) -> tuple[Paths, Spoken]:
    root = tmp_path_factory.mktemp("moments")
    paths = Paths(root / "data").ensure()
    for src in (default_model, sidecar_path(default_model)):
        try:
            os.link(src, paths.models_dir / src.name)
        except OSError:
            shutil.copy2(src, paths.models_dir / src.name)
    with Engine(paths) as engine:
        engine.index([write_notes(root / "notes")])
    spoken = speak(root / "recordings" / "meeting.wav", SENTENCES, gap_s=0.5)
    index_recording(paths, spoken)
    return paths, spoken


def _cli(paths: Paths, *args: str) -> str:
    argv = [sys.executable, "-m", "desktop_search", "--data-dir", str(paths.data_dir), *args]
    return subprocess.run(argv, capture_output=True, text=True, check=True, timeout=300).stdout


def _recording(results: list[dict[str, Any]], spoken: Spoken) -> dict[str, Any]:
    found = [r for r in results if r["path"] == str(spoken.path)]
    assert found, [r["path"] for r in results]
    return found[0]


def _check_times(result: dict[str, Any], spoken: Spoken, sentence: int) -> None:
    assert result["moment_s"] == pytest.approx(spoken.starts[sentence], abs=TOLERANCE_S)
    assert result["start_s"] == pytest.approx(spoken.starts[0], abs=TOLERANCE_S)
    assert result["end_s"] == pytest.approx(spoken.ends[2], abs=TOLERANCE_S)
    timed = [p for p in result["passages"] if "start_s" in p]
    assert timed
    assert timed[0]["moment_s"] == pytest.approx(spoken.starts[sentence], abs=TOLERANCE_S)
    assert all(p.keys() >= {"start_s", "end_s", "moment_s"} for p in timed)


def test_search_says_at_and_json_gives_the_times(index: tuple[Paths, Spoken]) -> None:
    paths, spoken = index
    text = _cli(paths, "search", WORDS, "--no-rerank")
    line = next(line for line in text.splitlines() if "meeting.wav" in line)
    assert f"(at 0:{int(spoken.starts[2]):02d})" in line, text

    results = json.loads(_cli(paths, "search", WORDS, "--json", "--no-rerank"))
    _check_times(_recording(results, spoken), spoken, 2)
    # Other files say nothing of times: no nulls, no new keys.
    notes = json.loads(_cli(paths, "search", "homemade bread", "--json", "--no-rerank"))
    assert notes
    assert notes[0]["path"].endswith(".md")
    for r in notes:
        assert not {"start_s", "end_s", "moment_s", "transcript"} & r.keys()
        assert all(not {"start_s", "end_s", "moment_s"} & p.keys() for p in r["passages"])


def test_a_paraphrase_opens_at_the_sentence_closest_in_meaning(index: tuple[Paths, Spoken]) -> None:
    paths, spoken = index
    results = json.loads(_cli(paths, "search", PARAPHRASE, "--json", "--no-rerank", "--top", "20"))
    found = _recording(results, spoken)
    assert found["route"] == "vector"  # none of its words is said: found by meaning alone
    _check_times(found, spoken, 1)


@pytest.fixture(scope="module")
def http_server(index: tuple[Paths, Spoken]) -> Iterator[HttpServer]:
    paths, _spoken = index
    server = HttpServer.start(paths.data_dir)
    server.token = (paths.data_dir / "server-token").read_text(encoding="ascii").strip()
    yield server
    server.stop()


def test_the_http_server_gives_the_times(index: tuple[Paths, Spoken], http_server: HttpServer) -> None:
    _paths, spoken = index
    answer = http_server.get(f"/search?q={WORDS.replace(' ', '+')}", token=http_server.token)
    assert answer.status == 200, answer.body
    found = _recording(answer.body["results"], spoken)
    _check_times(found, spoken, 2)
    passage = http_server.get(
        f"/passage/{found['passages'][0]['chunk_id']}?context=1", token=http_server.token
    )
    assert passage.status == 200
    body = passage.body
    assert body["start_s"] == pytest.approx(spoken.starts[0], abs=TOLERANCE_S)
    assert [t[1] for t in body["times"]] == pytest.approx(spoken.starts[:3], abs=TOLERANCE_S)
    assert "start_s" not in body["before"][0]  # the tags: not said at any time
    plain = http_server.get("/search?q=homemade+bread", token=http_server.token).body["results"]
    assert plain
    assert all("start_s" not in r and "moment_s" not in r for r in plain)


def test_mcp_gives_the_times(index: tuple[Paths, Spoken]) -> None:
    paths, spoken = index

    async def session() -> list[dict[str, Any]]:
        params = StdioServerParameters(
            command=sys.executable,
            args=["-m", "desktop_search", "--data-dir", str(paths.data_dir), "serve", "--mcp"],
            env=dict(os.environ),
        )
        async with stdio_client(params) as (read, write), ClientSession(read, write) as client:
            await client.initialize()
            answer = await client.call_tool("search", {"query": WORDS, "top": 5})
            assert not answer.is_error
            return list(json.loads(answer.content[0].text))

    started = time.monotonic()
    results = anyio.run(session)
    assert time.monotonic() - started < 120
    _check_times(_recording(results, spoken), spoken, 2)
