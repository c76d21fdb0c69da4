"""The local servers against clients that misbehave, and against another local user (issue #21).

* an MCP ``get_passage`` with a chunk id SQLite cannot hold is an invalid argument, not a bug;
* every line an MCP client sends gets an answer: a line that is not one JSON-RPC message gets
  the JSON-RPC error it deserves (parse error, invalid request), and the server keeps serving;
* the MCP server answers ``initialize`` even when it starts while a model loads: llama.cpp
  points stdout at the null device then, and the answers must not follow it there;
* a client that resets its connection leaves one debug line in the HTTP server's log, not a
  traceback, so nobody can fill the log without a token;
* the HTTP server proves it holds the token before a client sends it: a program squatting the
  port while the user's server is not running (or relaying to it from another port) gets no token.
"""

from __future__ import annotations

import hashlib
import hmac
import json
import logging
import os
import queue
import secrets
import select
import shutil
import socket
import struct
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import IO, Any

import anyio
import pytest
from mcp import ClientSession, StdioServerParameters, stdio_client

from desktop_search.core.common.config import Paths
from desktop_search.core.engine import Engine
from desktop_search.core.models.convert import sidecar_path
from desktop_search.server import http_server
from desktop_search.server.http_server import LocalServer, NotYourServer, connect_verified, server_proof
from desktop_search.server.operations import MAX_CHUNK_ID, OperationError, Operations

from ..helpers.corpus import write_notes
from ..helpers.server_process import HttpServer

BREAD = "how to make homemade bread"


@pytest.fixture(scope="module")
def index(tmp_path_factory: pytest.TempPathFactory, default_model: Path) -> Paths:
    """A data directory holding the model and an index of the notes."""
    root = tmp_path_factory.mktemp("hardened")
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
def http(index: Paths) -> Iterator[HttpServer]:
    server = HttpServer.start(index.data_dir)
    server.token = (index.data_dir / "server-token").read_text(encoding="ascii").strip()
    yield server
    server.stop()


def _serve_argv(index: Paths) -> list[str]:
    return [sys.executable, "-m", "desktop_search", "--data-dir", str(index.data_dir), "serve", "--mcp"]


# -- 1. chunk ids SQLite cannot hold ------------------------------------------------------------


def test_get_passage_answers_an_impossible_chunk_id_as_an_invalid_argument(
    index: Paths, tmp_path: Path
) -> None:
    log_path = tmp_path / "mcp.log"
    stage: list[str] = []  # how far the session got

    async def session() -> dict[str, Any]:
        params = StdioServerParameters(
            command=sys.executable, args=_serve_argv(index)[1:], env=dict(os.environ)
        )
        seen: dict[str, Any] = {}
        with log_path.open("w", encoding="utf-8") as errlog:
            async with (
                stdio_client(params, errlog=errlog) as (read, write),
                ClientSession(read, write) as client,
            ):
                stage.append("initialize")
                await client.initialize()
                stage.append("search")
                found = json.loads(
                    (await client.call_tool("search", {"query": BREAD, "top": 1})).content[0].text
                )
                seen["good"] = await client.call_tool("get_passage", {"chunk_id": found[0]["chunk_id"]})
                for name, chunk_id in [
                    ("2**63", 2**63),
                    ("2**64", 2**64),
                    ("huge", 10**30),
                    ("negative", -1),
                    ("text", "abc"),
                    ("fraction", 1.5),
                ]:
                    stage.append(f"get_passage {name}")
                    seen[name] = await client.call_tool("get_passage", {"chunk_id": chunk_id})
                stage.append("closing")
        return seen

    async def bounded() -> dict[str, Any]:
        # A server that stops answering fails here with its log, not after pytest's 10 minutes.
        with anyio.fail_after(120):
            return await session()

    try:
        seen = anyio.run(bounded)
    except TimeoutError:
        pytest.fail(
            f"the MCP server stopped answering at {stage[-1:]}; its log:\n"
            + log_path.read_text(encoding="utf-8")[-4000:]
        )
    assert not seen["good"].is_error
    for name in ("2**63", "2**64", "huge", "negative", "text", "fraction"):
        answer = seen[name]
        text = answer.content[0].text
        assert answer.is_error, name
        assert "internal error" not in text, (name, text)
        assert "chunk_id" in text, (name, text)
    assert "Traceback" not in log_path.read_text(encoding="utf-8")
    assert "OverflowError" not in log_path.read_text(encoding="utf-8")


def test_the_operation_refuses_chunk_ids_out_of_range_before_sqlite_sees_them(index: Paths) -> None:
    ops = Operations(index)
    try:
        for chunk_id in (2**63, MAX_CHUNK_ID + 1, -1, -(2**63) - 1):
            with pytest.raises(OperationError) as refused:
                ops.passage(chunk_id)
            assert refused.value.status == 400, chunk_id
            assert "chunk_id" in refused.value.message
        with pytest.raises(OperationError) as missing:
            ops.passage(MAX_CHUNK_ID)  # in range: simply not in the index
        assert missing.value.status == 404
    finally:
        ops.close()


def test_the_http_passage_endpoint_says_what_a_chunk_id_is(http: HttpServer) -> None:
    for path in ("/passage/9223372036854775808", "/passage/99999999999999999999999", "/passage/-1"):
        answer = http.get(path, token=http.token)
        assert answer.status == 400, (path, answer.body)
        assert "chunk_id" in answer.body["error"]
    assert http.get(f"/passage/{MAX_CHUNK_ID}", token=http.token).status == 404


# -- 2. malformed JSON-RPC ----------------------------------------------------------------------


class _RawMcp:
    """The MCP server as a process, spoken to line by line without an SDK client."""

    def __init__(self, index: Paths, log: IO[str]) -> None:
        self.process = subprocess.Popen(
            _serve_argv(index), stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=log
        )
        self.lines: queue.Queue[bytes] = queue.Queue()
        self.reader = threading.Thread(target=self._read, daemon=True)
        self.reader.start()

    def _read(self) -> None:
        assert self.process.stdout is not None
        for line in self.process.stdout:
            self.lines.put(line)
        self.lines.put(b"")

    def send(self, line: bytes) -> None:
        assert self.process.stdin is not None
        self.process.stdin.write(line + b"\n")
        self.process.stdin.flush()

    def reply(self, timeout_s: float = 60.0) -> dict[str, Any]:
        try:
            line = self.lines.get(timeout=timeout_s)
        except queue.Empty:
            raise AssertionError(f"no reply in {timeout_s:.0f} s: the client would wait for ever") from None
        assert line, "the server closed its stdout"
        message = json.loads(line)
        assert isinstance(message, dict), message
        return message

    def close(self) -> int:
        assert self.process.stdin is not None
        self.process.stdin.close()
        try:
            return self.process.wait(timeout=60)
        except subprocess.TimeoutExpired:
            self.process.kill()
            raise
        finally:
            self.reader.join(timeout=10)
            assert self.process.stdout is not None
            self.process.stdout.close()


def _request(id_: int, method: str, params: dict[str, Any] | None = None) -> bytes:
    message: dict[str, Any] = {"jsonrpc": "2.0", "id": id_, "method": method}
    if params is not None:
        message["params"] = params
    return json.dumps(message).encode()


MALFORMED: list[tuple[str, bytes, int, Any]] = [
    # (what, the line, the error code, the id of the answer)
    ("not JSON", b"this is not json", -32700, None),
    ("cut short", b'{"jsonrpc": "2.0", "id": 3, "method": "pi', -32700, None),
    ("not UTF-8", b"\xff\xfe\x00{", -32700, None),
    ("too deep to read", b"[" * 100_000, -32700, None),
    ("deep in a request", b'{"jsonrpc": "2.0", "id": 4, "params": ' + b"[" * 100_000, -32700, None),
    ("an empty batch", b"[]", -32600, None),
    ("a batch", b'[{"jsonrpc": "2.0", "id": 7, "method": "ping"}]', -32600, 7),
    ("a batch of junk", b"[1, 2]", -32600, None),
    ("an id without a method", b'{"jsonrpc": "2.0", "id": 8}', -32600, 8),
    ("a method that is no name", b'{"jsonrpc": "2.0", "id": 9, "method": 5}', -32600, 9),
    ("no jsonrpc member", b'{"id": 10, "method": "ping"}', -32600, 10),
    ("JSON-RPC 1.0", b'{"jsonrpc": "1.0", "id": "eleven", "method": "ping"}', -32600, "eleven"),
    ("params that are a list", b'{"jsonrpc": "2.0", "id": 12, "method": "ping", "params": [1]}', -32600, 12),
    ("an id that is true", b'{"jsonrpc": "2.0", "id": true, "method": "ping"}', -32600, None),
    ("an id that is null", b'{"jsonrpc": "2.0", "id": null, "method": "ping"}', -32600, None),
    ("an id that is a fraction", b'{"jsonrpc": "2.0", "id": 1.5, "method": "ping"}', -32600, None),
    ("a number", b"42", -32600, None),
    ("a string", b'"hello"', -32600, None),
]


def test_every_malformed_json_rpc_line_gets_its_error_and_the_server_keeps_serving(
    index: Paths, tmp_path: Path
) -> None:
    with (tmp_path / "mcp.log").open("w", encoding="utf-8") as log:
        mcp = _RawMcp(index, log)
        try:
            mcp.send(_request(1, "ping"))
            assert mcp.reply() == {"jsonrpc": "2.0", "id": 1, "result": {}}
            for what, line, code, id_ in MALFORMED:
                mcp.send(b"")  # a blank line is no message: ignored, as between messages
                mcp.send(line)
                answer = mcp.reply(timeout_s=20)
                assert answer.get("jsonrpc") == "2.0", (what, answer)
                assert answer.get("id", "missing") == id_, (what, answer)
                assert answer["error"]["code"] == code, (what, answer)
                assert answer["error"]["message"], what
                assert "result" not in answer, what
            # Still serving, properly: the handshake and a tool call after all that.
            mcp.send(
                _request(
                    2,
                    "initialize",
                    {
                        "protocolVersion": "2025-06-18",
                        "capabilities": {},
                        "clientInfo": {"name": "test", "version": "1"},
                    },
                )
            )
            initialized = mcp.reply()
            assert initialized["id"] == 2
            assert initialized["result"]["serverInfo"]["name"] == "desktop-search"
            mcp.send(json.dumps({"jsonrpc": "2.0", "method": "notifications/initialized"}).encode())
            mcp.send(_request(3, "tools/call", {"name": "search", "arguments": {"query": BREAD, "top": 1}}))
            called = mcp.reply()
            assert called["id"] == 3
            assert not called["result"].get("isError"), called
            assert "sourdough.md" in called["result"]["content"][0]["text"]
        finally:
            code = mcp.close()
    assert code == 0
    assert "Traceback" not in (tmp_path / "mcp.log").read_text(encoding="utf-8")


#: The MCP server started while the owner thread loads a model with llama.cpp's own stdout
#: suppression (what opening the index does at start), held open long enough that the transport
#: is set up inside it every time.
_SERVE_WHILE_A_MODEL_LOADS = """
import sys, threading, time
from llama_cpp._utils import suppress_stdout_stderr
from desktop_search.core.common.config import Paths
from desktop_search.server.mcp_server import claim_stdout, serve_stdio
from desktop_search.server.operations import Operations

wire = claim_stdout()  # as the command line does, before the index opens
ops = Operations(Paths(sys.argv[1]))
inside = threading.Event()

def load_a_model():
    with suppress_stdout_stderr(disable=False):  # fd 1 and sys.stdout: the null device
        inside.set()
        time.sleep(1.5)

ops._pool.submit(load_a_model)
inside.wait()
try:
    serve_stdio(ops, wire)
finally:
    ops.close()
"""


def test_the_mcp_server_answers_when_it_starts_while_a_model_loads(tmp_path: Path) -> None:
    """1 start in 10 never answered ``initialize`` (CI hung): the transport took stdout while
    llama.cpp had it pointed at the null device, and wrote every answer there."""
    with (tmp_path / "mcp.log").open("w", encoding="utf-8") as log:
        process = subprocess.Popen(
            [sys.executable, "-c", _SERVE_WHILE_A_MODEL_LOADS, str(tmp_path / "data")],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=log,
        )
        assert process.stdin is not None
        assert process.stdout is not None
        try:
            process.stdin.write(
                _request(
                    1,
                    "initialize",
                    {
                        "protocolVersion": "2025-06-18",
                        "capabilities": {},
                        "clientInfo": {"name": "test", "version": "1"},
                    },
                )
                + b"\n"
            )
            process.stdin.flush()
            ready, _, _ = select.select([process.stdout], [], [], 60)
            assert ready, "no answer to initialize in 60 s: it went to the null device"
            answer = json.loads(process.stdout.readline())
            assert answer["id"] == 1
            assert answer["result"]["serverInfo"]["name"] == "desktop-search"
            process.stdin.close()  # the client goes: the server ends
            assert process.wait(timeout=60) == 0
        finally:
            if process.poll() is None:
                process.kill()
                process.wait()
            process.stdout.close()
    assert "Traceback" not in (tmp_path / "mcp.log").read_text(encoding="utf-8")


# -- 3. clients that go away ----------------------------------------------------------------------


def _reset(sock: socket.socket) -> None:
    """Close with a TCP reset, as a client that crashes or is killed does."""
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
    sock.close()


def test_clients_that_reset_their_connection_leave_no_traceback_in_the_log(index: Paths) -> None:
    server = HttpServer.start(index.data_dir)
    token = (index.data_dir / "server-token").read_text(encoding="ascii").strip()
    host = f"127.0.0.1:{server.port}"
    try:
        for _ in range(20):
            # Half a request, then gone: the server is reading the request line or the headers.
            sock = socket.create_connection(("127.0.0.1", server.port), timeout=10)
            sock.sendall(b"GET /search?q=bread HTTP/1.1\r\nHost: " + host.encode())
            time.sleep(0.01)
            _reset(sock)
        for _ in range(5):
            # A whole request, gone before the answer: the server writes to a reset connection.
            sock = socket.create_connection(("127.0.0.1", server.port), timeout=10)
            request = f"GET /search?q=bread HTTP/1.1\r\nHost: {host}\r\nAuthorization: Bearer {token}\r\n\r\n"
            sock.sendall(request.encode())
            _reset(sock)
        time.sleep(0.5)
        assert server.get("/search?q=bread", token=token).status == 200  # still serving
    finally:
        code, stderr = server.stop()
    assert code == 0, stderr
    assert "Traceback" not in stderr
    assert "ConnectionResetError" not in stderr
    assert len(stderr.splitlines()) < 10, stderr  # no line per connection at the default level


@pytest.fixture
def local_server(tmp_path: Path) -> Iterator[LocalServer]:
    ops = Operations(Paths(tmp_path / "nothing"))
    server = LocalServer(ops, token=secrets.token_urlsafe(32), port=0)
    try:
        yield server
    finally:
        server.server_close()
        ops.close()


@pytest.mark.parametrize(
    "gone", [ConnectionResetError, BrokenPipeError, ConnectionAbortedError, TimeoutError]
)
def test_a_client_that_went_away_is_one_debug_line(
    local_server: LocalServer, caplog: pytest.LogCaptureFixture, gone: type[OSError]
) -> None:
    caplog.set_level(logging.DEBUG, logger=http_server.__name__)
    for _ in range(3):
        try:
            raise gone("the peer went away")
        except OSError:
            local_server.handle_error(None, ("127.0.0.1", 40000))
    records = [r for r in caplog.records if r.name == http_server.__name__]
    assert len(records) == 3
    assert all(r.levelno == logging.DEBUG and r.exc_info is None for r in records)
    assert all("\n" not in r.getMessage() for r in records)


def test_another_error_is_logged_once_with_its_traceback(
    local_server: LocalServer, caplog: pytest.LogCaptureFixture, capsys: pytest.CaptureFixture[str]
) -> None:
    caplog.set_level(logging.DEBUG, logger=http_server.__name__)
    for _ in range(50):
        try:
            raise ValueError("a bug")
        except ValueError:
            local_server.handle_error(None, ("127.0.0.1", 40000))
    records = [r for r in caplog.records if r.name == http_server.__name__]
    loud = [r for r in records if r.levelno >= logging.WARNING]
    assert len(loud) == 1
    assert loud[0].exc_info is not None
    assert all(r.levelno == logging.DEBUG and r.exc_info is None for r in records if r is not loud[0])
    assert "Traceback" not in capsys.readouterr().err  # not socketserver's own print to stderr


# -- 4. proving the server before sending the token -----------------------------------------------


def _expected(token: str, port: int, nonce: str) -> str:
    """The proof as docs/SERVER.md tells a client to compute it."""
    message = f"desktop-search-proof:{port}:{nonce}".encode("ascii")
    return hmac.new(token.encode("ascii"), message, hashlib.sha256).hexdigest()


def test_the_server_proves_it_holds_the_token_without_being_sent_it(http: HttpServer) -> None:
    nonce = secrets.token_hex(16)
    answer = http.get(f"/proof?nonce={nonce}")  # no token: the client does not trust it yet
    assert answer.status == 200, answer.body
    assert answer.body["proof"] == _expected(http.token, http.port, nonce)
    assert answer.body["proof"] == server_proof(http.token, http.port, nonce)
    assert answer.headers["Cache-Control"] == "no-store"
    again = http.get(f"/proof?nonce={secrets.token_hex(16)}")
    assert again.body["proof"] != answer.body["proof"]

    for bad in (
        "",
        "?nonce=",
        "?nonce=short",
        f"?nonce={nonce}&nonce={nonce}",
        "?nonce=" + "a" * 300,
        "?nonce=a%20b" * 9,
    ):
        refused = http.get(f"/proof{bad}")
        assert refused.status == 400, (bad, refused.body)
        assert "nonce" in refused.body["error"]
    assert http.get(f"/proof?nonce={nonce}", host=f"evil.example:{http.port}").status == 403
    assert http.get(f"/proof?nonce={nonce}", method="POST").status == 405

    # The helper for Python clients: verifies, then hands over the same connection.
    connection = connect_verified(http.port, http.token)
    try:
        connection.request("GET", "/search?q=bread&top=1", headers={"Authorization": f"Bearer {http.token}"})
        response = connection.getresponse()
        assert response.status == 200
        assert json.loads(response.read())["results"]
    finally:
        connection.close()
    with pytest.raises(NotYourServer):
        connect_verified(http.port, secrets.token_urlsafe(32))  # another user's token: not their server


class _Squatter(ThreadingHTTPServer):
    """What another local user runs on the port: records every header, and may relay the challenge
    to the user's real server on its other port."""

    daemon_threads = True

    def __init__(self, relay_to: int | None) -> None:
        self.relay_to = relay_to
        self.seen: list[str] = []
        super().__init__(("127.0.0.1", 0), _SquatterHandler)


class _SquatterHandler(BaseHTTPRequestHandler):
    server: _Squatter

    def do_GET(self) -> None:
        self.server.seen.append(str(self.headers))
        body = b'{"proof": "0000"}'
        if self.server.relay_to is not None:
            import urllib.request

            relayed = f"http://127.0.0.1:{self.server.relay_to}{self.path}"
            with urllib.request.urlopen(relayed, timeout=30) as response:  # the real server's proof
                body = response.read()
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, format: str, *args: Any) -> None:
        pass


@pytest.mark.parametrize("relay", [False, True], ids=["fake", "relaying"])
def test_a_program_squatting_the_port_never_gets_the_token(http: HttpServer, relay: bool) -> None:
    squatter = _Squatter(http.port if relay else None)
    threading.Thread(target=squatter.serve_forever, daemon=True).start()
    try:
        with pytest.raises(NotYourServer):
            connect_verified(squatter.server_address[1], http.token)
    finally:
        squatter.shutdown()
        squatter.server_close()
    assert squatter.seen  # it was asked to prove itself...
    assert all(http.token not in headers and "Authorization" not in headers for headers in squatter.seen)


def test_nothing_listening_is_not_a_server_either() -> None:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        free = probe.getsockname()[1]
    with pytest.raises(NotYourServer):
        connect_verified(free, secrets.token_urlsafe(32), timeout=5)
