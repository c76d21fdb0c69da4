"""The local servers, end to end: a real MCP client over stdio and a real HTTP client.

Each server runs as ``python -m desktop_search serve ...`` on an index of the notes built with
the real default model, as a user would start it. The HTTP server must refuse a request without
the right token, from a foreign Host, or with another method than GET, and listen on 127.0.0.1
only; both must change nothing on disk, and see what the app indexes while they run.
"""

from __future__ import annotations

import json
import os
import shutil
import sqlite3
import stat
import subprocess
import sys
from collections.abc import Iterator
from contextlib import closing
from pathlib import Path
from typing import Any

import anyio
import psutil
import pytest
from mcp import ClientSession, StdioServerParameters, stdio_client

from desktop_search.core.common.config import Paths
from desktop_search.core.common.settings import Settings
from desktop_search.core.engine import Engine
from desktop_search.core.models.convert import sidecar_path
from desktop_search.server.operations import OperationError, Operations

from ..helpers.corpus import write_notes
from ..helpers.server_process import HttpServer

BREAD = "how to make homemade bread"


@pytest.fixture(scope="module")
def index(tmp_path_factory: pytest.TempPathFactory, default_model: Path) -> Paths:
    """A data directory holding the model and an index of the notes."""
    root = tmp_path_factory.mktemp("served")
    paths = Paths(root / "data").ensure()
    for src in (default_model, sidecar_path(default_model)):
        try:
            os.link(src, paths.models_dir / src.name)
        except OSError:
            shutil.copy2(src, paths.models_dir / src.name)
    with Engine(paths) as engine:
        engine.index([write_notes(root / "notes")])
    return paths


@pytest.fixture(scope="module")
def http_server(index: Paths) -> Iterator[HttpServer]:
    server = HttpServer.start(index.data_dir)
    server.token = (index.data_dir / "server-token").read_text(encoding="ascii").strip()
    yield server
    server.stop()


def test_an_mcp_client_lists_the_tools_and_gets_results(index: Paths) -> None:
    async def session() -> dict[str, Any]:
        params = StdioServerParameters(
            command=sys.executable,
            args=["-m", "desktop_search", "--data-dir", str(index.data_dir), "serve", "--mcp"],
            env=dict(os.environ),
        )
        seen: dict[str, Any] = {}
        async with stdio_client(params) as (read, write), ClientSession(read, write) as client:
            await client.initialize()
            seen["tools"] = {tool.name: tool for tool in (await client.list_tools()).tools}
            seen["search"] = await client.call_tool("search", {"query": BREAD, "top": 3})
            found = json.loads(seen["search"].content[0].text)
            seen["passage"] = await client.call_tool("get_passage", {"chunk_id": found[0]["chunk_id"]})
            seen["missing"] = await client.call_tool("get_passage", {"chunk_id": 10**9})
            seen["empty"] = await client.call_tool("search", {"query": "  "})
        return seen

    seen = anyio.run(session)
    tools = seen["tools"]
    assert {"search", "get_passage"} <= set(tools)
    assert tools["search"].input_schema["required"] == ["query"]
    assert {"query", "top"} <= set(tools["search"].input_schema["properties"])
    assert "type:pdf" in (tools["search"].description or "")  # the query language is explained
    assert tools["search"].annotations.read_only_hint is True

    assert not seen["search"].is_error
    results = json.loads(seen["search"].content[0].text)
    assert Path(results[0]["path"]).name == "sourdough.md"
    assert {"path", "page", "snippet", "score", "chunk_id"} <= set(results[0])

    assert not seen["passage"].is_error
    passage = json.loads(seen["passage"].content[0].text)
    assert passage["chunk_id"] == results[0]["chunk_id"]
    assert "starter" in passage["text"]
    assert {"before", "after"} <= set(passage)

    assert seen["missing"].is_error
    assert "no passage" in seen["missing"].content[0].text
    assert seen["empty"].is_error
    assert "Traceback" not in seen["empty"].content[0].text


def test_the_http_endpoint_answers_only_the_token_from_this_machine(
    index: Paths, http_server: HttpServer
) -> None:
    server, token = http_server, http_server.token
    vector_file = index.vectors_path.stat().st_mtime_ns

    refused = server.get("/search?q=bread")
    assert refused.status == 401
    assert "token" in refused.body["error"]
    assert refused.headers["WWW-Authenticate"].startswith("Bearer")
    assert server.get("/search?q=bread", token="not-the-token").status == 401
    assert server.get("/search?q=bread", token=token + "x").status == 401

    answer = server.get(f"/search?q={BREAD.replace(' ', '+')}&top=3", token=token)
    assert answer.status == 200, answer.body
    assert answer.headers["Content-Type"] == "application/json; charset=utf-8"
    results = answer.body["results"]
    assert Path(results[0]["path"]).name == "sourdough.md"
    assert {"path", "page", "snippet", "score", "chunk_id"} <= set(results[0])
    assert 1 <= len(results) <= 3

    # The app's query language: the operators are the core's, applied by the server too.
    text_only = server.get(f"/search?q={BREAD.replace(' ', '+')}+type%3Atxt", token=token)
    assert text_only.body["results"]
    assert all(r["path"].endswith(".txt") for r in text_only.body["results"])

    passage = server.get(f"/passage/{results[0]['chunk_id']}?context=0", token=token)
    assert passage.status == 200
    assert "starter" in passage.body["text"]
    assert passage.body["before"] == passage.body["after"] == []

    # DNS rebinding: a page on another name that now resolves to 127.0.0.1 sends its own name.
    assert server.get("/search?q=bread", token=token, host=f"evil.example:{server.port}").status == 403
    assert server.get("/search?q=bread", token=token, host=f"localhost:{server.port}").status == 200
    posted = server.get("/search?q=bread", token=token, method="POST")
    assert posted.status == 405
    assert posted.headers["Allow"] == "GET"
    assert server.get("/search?q=bread", token=token, method="DELETE").status == 405

    assert server.get("/search", token=token).status == 400
    assert server.get("/search?q=bread&top=lots", token=token).status == 400
    assert server.get("/passage/999999999", token=token).status == 404
    assert server.get("/elsewhere", token=token).status == 404

    listening = [
        c.laddr for c in psutil.Process(server.process.pid).net_connections("inet") if c.status == "LISTEN"
    ]
    assert listening == [("127.0.0.1", server.port)]
    assert f"http://127.0.0.1:{server.port}/" in server.banner
    assert str(index.data_dir / "server-token") in server.banner

    token_file = index.data_dir / "server-token"
    if os.name == "posix":
        assert stat.S_IMODE(token_file.stat().st_mode) == 0o600
    printed = subprocess.run(
        [sys.executable, "-m", "desktop_search", "--data-dir", str(index.data_dir), "serve", "--print-token"],
        capture_output=True,
        text=True,
        check=True,
    )
    assert printed.stdout.strip() == token
    assert index.vectors_path.stat().st_mtime_ns == vector_file  # read-only: the app's file untouched


def test_what_the_app_indexes_meanwhile_is_found(
    index: Paths, http_server: HttpServer, tmp_path: Path
) -> None:
    server, token = http_server, http_server.token
    words = "varroa mites in the hives"
    query = f"/search?q={words.replace(' ', '+')}&top=3"
    before = server.get(query, token=token)
    assert before.status == 200
    assert all(Path(r["path"]).name != "hives.txt" for r in before.body["results"])

    # Indexed by another process's engine while the server runs (and holds its connection).
    folder = tmp_path / "more"
    folder.mkdir()
    (folder / "hives.txt").write_text(
        "Checked both hives: the queen is laying, added a super for the summer nectar flow and "
        "treated the colony against varroa mites.",
        encoding="utf-8",
    )
    with Engine(index) as engine:
        engine.index([folder])
        expected = [(r.path, r.route, round(r.score, 4)) for r in engine.search(words, top=3)]
    after = server.get(query, token=token)
    assert Path(after.body["results"][0]["path"]).name == "hives.txt"
    # The app's own answer: found by meaning too, so the new vectors are in the server's index.
    assert [(r["path"], r["route"], r["score"]) for r in after.body["results"]] == expected
    assert after.body["results"][0]["route"] == "both"

    # A file removed from the index is gone from the answers, and its passages too.
    chunk_id = after.body["results"][0]["chunk_id"]
    (folder / "hives.txt").unlink()
    with Engine(index) as engine:
        engine.index()
    gone = server.get(query, token=token)
    assert all(Path(r["path"]).name != "hives.txt" for r in gone.body["results"])
    assert server.get(f"/passage/{chunk_id}", token=token).status == 404

    code, stderr = server.stop()
    assert code == 0, stderr
    assert "Traceback" not in stderr


def test_the_operations_write_nothing_hold_no_lock_and_follow_the_settings(
    paths: Paths, notes_dir: Path
) -> None:
    with Engine(paths) as engine:
        engine.index([notes_dir])
    paths.vectors_path.unlink()  # the vectors are read from the database then, and not saved
    ops = Operations(paths)
    try:
        words = "flour water salt dough"
        rrf = ops.search(words, top=1)
        assert rrf[0]["route"] == "both"
        assert not paths.vectors_path.exists()
        # No transaction is left open between requests: the app can checkpoint the whole log.
        with closing(sqlite3.connect(paths.db_path)) as app:
            busy, _, _ = app.execute("PRAGMA wal_checkpoint(TRUNCATE)").fetchone()
        assert busy == 0
        Settings.update(paths.settings_path, fusion="blend")  # as the settings dialog does
        blend = ops.search(words, top=1)
        assert blend[0]["path"] == rrf[0]["path"]
        assert blend[0]["score"] != rrf[0]["score"]  # a blend of similarities, not a sum of 1/rank
    finally:
        ops.close()


def test_without_an_index_the_operations_say_so_and_create_nothing(tmp_path: Path) -> None:
    ops = Operations(Paths(tmp_path / "nothing"))
    try:
        with pytest.raises(OperationError) as refused:
            ops.search("bread")
    finally:
        ops.close()
    assert refused.value.status == 503
    assert "no index yet" in refused.value.message
    assert not (tmp_path / "nothing").exists()


@pytest.mark.parametrize("damage", ["missing", "corrupt"])
def test_a_configured_model_that_is_gone_or_corrupt_is_replaced_by_the_default_as_in_the_app(
    paths: Paths, notes_dir: Path, tmp_path: Path, damage: str
) -> None:
    broken = tmp_path / "my-model.gguf"
    if damage == "corrupt":
        broken.write_bytes(b"GGUF" + os.urandom(4096))
    Settings.update(paths.settings_path, embedder_model=str(broken))
    with Engine(paths) as engine:  # the app: warns and indexes with the default model
        assert engine.model_warning
        engine.index([notes_dir])
    ops = Operations(paths)
    try:
        found = ops.search("flour water salt dough", top=1)  # before: "internal error (ModelError)"
    finally:
        ops.close()
    assert Path(found[0]["path"]).name == "sourdough.md"
    assert found[0]["route"] == "both"  # the meaning route answers too: the same model as the app's
