"""``like:`` on an indexed file that has no vectors (#43 item 7): a mail store, a log found by
its words only, a file that could not be read, a file still waiting for meaning. Every front end
answers with a one-line reason that says which, never an internal error: the engine, the command
line's ``search`` and ``similar``, the HTTP server and the MCP server (the window: tests/gui).

Real llama.cpp (the default MiniLM), real extraction in the sandbox child, SQLite/FTS5 and Faiss,
real files; the servers run as ``python -m desktop_search serve``.
"""

from __future__ import annotations

import json
import mailbox
import os
import sys
from collections.abc import Iterator
from email.message import EmailMessage
from pathlib import Path
from typing import Any
from urllib.parse import quote

import anyio
import pytest
from mcp import ClientSession, StdioServerParameters, stdio_client

from desktop_search.cli import main
from desktop_search.core.engine import Engine
from tools.logs import write_log

from ..helpers.corpus import write_notes
from ..helpers.models import data_with_model
from ..helpers.server_process import HttpServer

#: Each kind of file without vectors, and the English reason ``like:`` gives for it (the failed
#: file's own reason is read from the index and put in place of ``{reason}``).
REASONS = {
    "mail store": "letters.mbox is a mail store: use like: on one of its messages",
    "words only": (
        "server.log is indexed by its words only (machine-written text): it has no meaning to compare"
    ),
    "failed": "broken.pdf could not be read: {reason}",
    "waiting": "waiting.txt is waiting for meaning: try again when indexing finishes",
    "not indexed": "nowhere.txt is not in the index",
}


def _message(subject: str, body: str) -> EmailMessage:
    msg = EmailMessage()
    msg["Subject"] = subject
    msg["From"] = "Choir <choir@example.org>"
    msg["To"] = "me@example.org"
    msg["Date"] = "Tue, 14 Apr 2026 09:30:00 +0100"
    msg["Message-ID"] = f"<{len(body)}.{len(subject)}@example.org>"
    msg.set_content(body)
    return msg


@pytest.fixture(scope="module")
def home(tmp_path_factory: pytest.TempPathFactory, default_model: Path) -> dict[str, Any]:
    """An index holding notes, a mail store, a words-only log, a broken PDF, and a note whose
    words are in but whose meaning waits (the run stopped between the two steps)."""
    root = tmp_path_factory.mktemp("like")
    folder = write_notes(root / "home")
    box = mailbox.mbox(folder / "letters.mbox")
    box.add(_message("Rehearsal moved", "The choir rehearsal moves to Thursday; bring the Brahms scores."))
    box.add(_message("Concert tickets", "Tickets for the spring concert are at the door from seven."))
    box.flush()
    box.close()
    write_log(folder / "server.log", 1_050_000)  # past machine_text.MIN_CHARS: read by its words only
    (folder / "broken.pdf").write_bytes(b"%PDF-1.7 garbage")
    paths = data_with_model(root / "data", default_model)
    with Engine(paths) as engine:
        first = engine.index([folder])
        assert first.files_failed == 1
        assert first.messages_indexed == 2
        (folder / "waiting.txt").write_text(
            "Notes on pruning the apple trees before the buds open in late winter.", encoding="utf-8"
        )
        second = engine.index([folder], interrupt=lambda: True)  # words, then stopped before meaning
        assert second.interrupted
        waiting = engine.db.file(str(folder / "waiting.txt"))
        assert waiting is not None
        assert engine.db.meaning_pending([waiting.id]) == {waiting.id}
        ((_, _, failure),) = engine.failures()
    paths_of = {
        "mail store": folder / "letters.mbox",
        "words only": folder / "server.log",
        "failed": folder / "broken.pdf",
        "waiting": folder / "waiting.txt",
        "not indexed": folder / "nowhere.txt",
    }
    reasons = {kind: text.replace("{reason}", failure) for kind, text in REASONS.items()}
    return {"paths": paths, "folder": folder, "files": paths_of, "reasons": reasons}


@pytest.mark.parametrize("kind", list(REASONS))
def test_the_engine_answers_with_the_reason(home: dict[str, Any], kind: str) -> None:
    path, reason = home["files"][kind], home["reasons"][kind]
    with Engine(home["paths"]) as engine:
        response = engine.query(f'like:"{path}"', top=5)
        assert response.results == []
        assert response.reason == reason
        with pytest.raises(KeyError) as raised:
            engine.similar(path, top=5)
        if kind != "not indexed":  # the engine says that one itself, with the whole path
            assert str(raised.value) == reason
        # A file with vectors still answers with files, and no reason.
        like_a_note = engine.query(f'like:"{home["folder"] / "sourdough.md"}"', top=5)
        assert like_a_note.results
        assert like_a_note.reason == ""


@pytest.mark.parametrize("kind", list(REASONS))
def test_the_command_line_says_why(
    home: dict[str, Any], kind: str, capsys: pytest.CaptureFixture[str]
) -> None:
    path, reason = home["files"][kind], home["reasons"][kind]
    data = ["--data-dir", str(home["paths"].data_dir)]
    assert main([*data, "search", f'like:"{path}"']) == 0
    out, err = capsys.readouterr()
    assert out.strip() == "no results"
    assert err.strip() == f"desktop-search: {reason}"
    assert main([*data, "search", f'like:"{path}"', "--json"]) == 0
    out, err = capsys.readouterr()
    assert json.loads(out) == []
    assert err.strip() == f"desktop-search: {reason}"

    assert main([*data, "similar", str(path)]) == 1
    out, err = capsys.readouterr()
    assert out == ""
    assert err.strip() == f"desktop-search: {reason}"


@pytest.fixture(scope="module")
def http_server(home: dict[str, Any]) -> Iterator[HttpServer]:
    data_dir: Path = home["paths"].data_dir
    server = HttpServer.start(data_dir)
    server.token = (data_dir / "server-token").read_text(encoding="ascii").strip()
    yield server
    server.stop()


def test_the_http_server_says_why(home: dict[str, Any], http_server: HttpServer) -> None:
    for kind, path in home["files"].items():
        answer = http_server.get(f"/search?q={quote(f'like:{path}')}", token=http_server.token)
        assert answer.status == 422, (kind, answer.body)
        assert answer.body == {"error": home["reasons"][kind]}
    note = quote(f"like:{home['folder'] / 'sourdough.md'}")
    assert http_server.get(f"/search?q={note}", token=http_server.token).body["results"]
    _code, err = http_server.stop()
    assert "Traceback" not in err
    assert "KeyError" not in err


def test_the_mcp_server_says_why(home: dict[str, Any]) -> None:
    data_dir = str(home["paths"].data_dir)

    async def session() -> dict[str, Any]:
        params = StdioServerParameters(
            command=sys.executable,
            args=["-m", "desktop_search", "--data-dir", data_dir, "serve", "--mcp"],
            env=dict(os.environ),
        )
        seen: dict[str, Any] = {}
        async with stdio_client(params) as (read, write), ClientSession(read, write) as client:
            await client.initialize()
            for kind, path in home["files"].items():
                seen[kind] = await client.call_tool("search", {"query": f"like:{path}"})
        return seen

    seen = anyio.run(session)
    for kind, answer in seen.items():
        assert answer.is_error, kind
        assert answer.content[0].text.endswith(f": {home['reasons'][kind]}")  # the SDK says which tool
