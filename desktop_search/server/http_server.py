"""``desktop-search serve --http [PORT]``: the operations as JSON over HTTP, for scripts.

Local only, and only for the user:

* it listens on 127.0.0.1 and nowhere else (there is no option to change that), so no other
  computer can reach it;
* every request must carry ``Authorization: Bearer <token>``, the token in a file only the user
  can read (:func:`server_token`), so other users of this computer cannot use it either; the
  token is compared in constant time;
* a request whose ``Host`` header is not ``127.0.0.1:PORT`` or ``localhost:PORT`` is refused: a
  web page that rebinds its own name to 127.0.0.1 (DNS rebinding) sends its own name there. The
  server sends no CORS headers, so a page in a browser cannot read an answer either;
* only GET: the server reads the index and changes nothing (405 for any other method);
* it proves that it holds the token before a client sends it (``GET /proof?nonce=N``, no token
  needed): while the user's server is not running, another user can listen on its port, and a
  client that sent the token first would hand it over. The proof is
  HMAC-SHA256(token, ``desktop-search-proof:PORT:NONCE``), over the port the server listens on,
  so a program on another port that relays the client's nonce to the real server gets a proof
  that fails the check. :func:`connect_verified` is that check, for Python clients;
* a client that goes away mid-request (a reset connection, a broken pipe, a timeout) is one debug
  line in the log (:meth:`LocalServer.handle_error`), so nobody can fill the log without a token.

Endpoints (docs/SERVER.md): ``GET /search?q=...&top=N``,
``GET /passage/<chunk_id>?context=N[&shared=...]`` and ``GET /proof?nonce=N``. Every answer,
errors included, is a JSON object (a recording's result and passages carry ``start_s``,
``end_s`` and ``moment_s`` in seconds, as ``search --json`` does); an error is
``{"error": "..."}``, never a traceback. stdlib only: :class:`ThreadingHTTPServer`, one thread
per connection, the operations themselves one at a time on the index's owner thread.
"""

from __future__ import annotations

import contextlib
import hashlib
import hmac
import http.client
import json
import logging
import os
import re
import secrets
import socket
import socketserver
import stat
import sys
import tempfile
import threading
from http import HTTPStatus
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any
from urllib.parse import parse_qs, urlsplit

from ..core.common.config import PRIVATE_FILE_MODE, Paths, create_private_dir, make_private_file
from . import TOKEN_FILE, operations
from .operations import MAX_CHUNK_ID, OperationError, Operations

log = logging.getLogger(__name__)

HOST = "127.0.0.1"
_PASSAGE = re.compile(r"/passage/([^/]*)")
#: A client's nonce for ``/proof``: random, 16 to 128 URL-safe characters (say 32 hex digits).
_NONCE = re.compile(r"[A-Za-z0-9_-]{16,128}")
#: Errors of a client that went away: not the server's fault, one debug line each.
CLIENT_GONE = (ConnectionResetError, BrokenPipeError, ConnectionAbortedError, TimeoutError)
#: How many kinds of other errors get their traceback logged (once each): a bound on the log.
_LOUD_KINDS = 32


def token_path(paths: Paths) -> Path:
    return paths.data_dir / TOKEN_FILE


def server_token(paths: Paths) -> str:
    """The user's token for the HTTP server: made on first use, kept in a file only they can read.

    Made under a temporary name and linked into place, so two servers started at once agree on
    one token and neither reads a half-written file.
    """
    path = token_path(paths)
    if not path.exists():
        create_private_dir(path.parent)
        fd, tmp = tempfile.mkstemp(prefix=f".{TOKEN_FILE}.", dir=path.parent)
        try:
            with os.fdopen(fd, "w", encoding="ascii") as fh:
                make_private_file(fh.fileno())
                fh.write(secrets.token_urlsafe(32) + "\n")
                fh.flush()
                os.fsync(fh.fileno())
            with contextlib.suppress(FileExistsError):  # another server made it meanwhile: use that
                os.link(tmp, path)
        finally:
            os.unlink(tmp)
    if os.name == "posix" and stat.S_IMODE(path.stat().st_mode) & 0o077:
        os.chmod(path, PRIVATE_FILE_MODE)  # copied or restored with a wider mode
    token = path.read_text(encoding="ascii").strip()
    if len(token) < 32:
        raise RuntimeError(f"the token file {path} is damaged: delete it and start the server again")
    return token


def server_proof(token: str | bytes, port: int, nonce: str) -> str:
    """What the server on ``port`` answers to ``GET /proof?nonce=NONCE``: hex HMAC-SHA256, keyed
    with the token, of the ASCII text ``desktop-search-proof:PORT:NONCE``."""
    key = token.encode("ascii") if isinstance(token, str) else token
    message = f"desktop-search-proof:{port}:{nonce}".encode("ascii")
    return hmac.new(key, message, hashlib.sha256).hexdigest()


class NotYourServer(ConnectionError):
    """Nothing answers on the port, or what answers cannot prove it holds the token."""


class VerifiedConnection(http.client.HTTPConnection):
    """A connection that never opens a second socket by itself: its requests all go to the server
    that proved itself on the first. (http.client would reconnect silently once the server
    closed the connection, to whatever listens on the port by then.)"""

    verified = False

    def connect(self) -> None:
        if self.verified:
            raise ConnectionError("the server closed the verified connection: connect_verified again")
        super().connect()


def connect_verified(port: int, token: str, *, timeout: float = 60.0) -> VerifiedConnection:
    """A connection to the server on 127.0.0.1:``port`` once it proved it holds ``token``.

    Send the token on this connection only. Raises :class:`NotYourServer` when nothing answers
    there or what answers cannot give the proof (another program on the port, or a server with
    another token: another user's, another data directory's). The server closes the connection
    after an error answer (4xx, 5xx) and when it was idle for a minute: connect again then.
    """
    nonce = secrets.token_hex(16)
    connection = VerifiedConnection(HOST, port, timeout=timeout)
    try:
        connection.request("GET", f"/proof?nonce={nonce}")
        response = connection.getresponse()
        length = response.length
        body = response.read() if response.status == 200 and length is not None and length <= 4096 else b""
        answer = json.loads(body) if body else None
    except (OSError, http.client.HTTPException, ValueError) as exc:
        connection.close()
        raise NotYourServer(f"no desktop-search server answers on {HOST}:{port} ({exc})") from exc
    proof = answer.get("proof") if isinstance(answer, dict) else None
    expected = server_proof(token, port, nonce)
    if not isinstance(proof, str) or not hmac.compare_digest(proof.encode(), expected.encode()):
        connection.close()
        raise NotYourServer(
            f"what answers on {HOST}:{port} is not your desktop-search server: "
            "it cannot prove it holds your token, so it must not be sent the token"
        )
    if response.will_close:  # the real server keeps it open: the token would go to a new socket
        connection.close()
        raise NotYourServer(f"the server on {HOST}:{port} closed the connection after its proof")
    connection.verified = True
    return connection


class LocalServer(ThreadingHTTPServer):
    """An HTTP server on 127.0.0.1 answering :class:`Operations` to holders of ``token``."""

    daemon_threads = True  # a client that keeps its connection open does not delay the exit
    # On Windows SO_REUSEADDR would let another program bind the port while we listen: exclusive.
    allow_reuse_address = os.name != "nt"

    def __init__(self, ops: Operations, *, token: str, port: int) -> None:
        self.ops = ops
        self.token = token.encode("ascii")
        self._loud_errors: set[str] = set()
        self._errors_lock = threading.Lock()
        super().__init__((HOST, port), _Handler)

    def server_bind(self) -> None:
        exclusive = getattr(socket, "SO_EXCLUSIVEADDRUSE", None)  # Windows only
        if exclusive is not None:
            self.socket.setsockopt(socket.SOL_SOCKET, exclusive, 1)
        # HTTPServer.server_bind looks the host's name up (socket.getfqdn): needless, slow offline.
        socketserver.TCPServer.server_bind(self)
        self.server_name, self.server_port = HOST, self.server_address[1]

    def handle_error(self, request: Any, client_address: Any) -> None:
        """An error no handler answered (socketserver prints its traceback to stderr by default).

        A client that went away is one debug line: anyone on this computer can connect and reset,
        token or not, and must not fill the log. Another error is a bug: its traceback is logged
        once per kind of error, later ones are a debug line each.
        """
        exc = sys.exc_info()[1]
        peer = _peer(client_address)
        kind = type(exc).__qualname__ if exc is not None else "unknown"
        if isinstance(exc, CLIENT_GONE):
            log.debug("%s went away (%s)", peer, kind)
            return
        with self._errors_lock:
            first = kind not in self._loud_errors and len(self._loud_errors) < _LOUD_KINDS
            self._loud_errors.add(kind)
        if first:
            log.error("a connection from %s failed (%s; logged once)", peer, kind, exc_info=exc)
        else:
            log.debug("a connection from %s failed (%s)", peer, kind)

    def prove(self, nonce: str) -> str:
        return server_proof(self.token, self.port, nonce)

    @property
    def port(self) -> int:
        return int(self.server_address[1])

    def allowed_hosts(self) -> set[str]:
        return {f"{HOST}:{self.port}", f"localhost:{self.port}"}


class _Handler(BaseHTTPRequestHandler):
    server: LocalServer
    protocol_version = "HTTP/1.1"  # keep-alive: a script's many requests share one connection
    timeout = 60  # an idle connection does not hold its thread for ever

    def version_string(self) -> str:
        return "desktop-search"  # not Python's version

    def do_GET(self) -> None:
        if self.headers.get("Content-Length", "0") != "0" or "Transfer-Encoding" in self.headers:
            self.close_connection = True  # a body we never read must not be taken for the next request
        url = urlsplit(self.path)
        if not self._permitted(needs_token=url.path != "/proof"):
            return
        try:
            params = parse_qs(url.query, keep_blank_values=True, max_num_fields=10)
            if url.path == "/proof":  # no token: the client sends it once the server proved itself
                self._reply(200, {"proof": self.server.prove(_nonce(params))})
            elif url.path == "/search":
                query = _one(params, "q")
                top = _number(params, "top", 10)
                self._reply(200, {"query": query, "results": self._run(operations.search, query, top)})
            elif match := _PASSAGE.fullmatch(url.path):
                chunk_id = _chunk_id(match[1])
                context = _number(params, "context", 1)
                shared = _one(params, "shared") if "shared" in params else ""
                self._reply(200, self._run(operations.passage, chunk_id, context, shared))
            else:
                self._error(404, "no such endpoint: use GET /search?q=... or GET /passage/<chunk_id>")
        except OperationError as exc:
            self._error(exc.status, exc.message)
        except CLIENT_GONE:
            raise  # writing the answer failed: nobody to answer (LocalServer.handle_error)
        except ValueError as exc:  # parse_qs: too many parameters
            self._error(400, str(exc))
        except Exception:  # a bug: the traceback goes to the log, the client gets JSON
            log.exception("answering %s failed", url.path)
            self._error(500, "internal error; see the server's log")

    def _not_allowed(self) -> None:
        if self._host_ok():
            self._error(405, "read-only: only GET is answered", headers={"Allow": "GET"})
        else:
            self._error(403, "refused: the Host header must be 127.0.0.1:PORT or localhost:PORT")

    do_POST = do_PUT = do_PATCH = do_DELETE = do_OPTIONS = do_HEAD = do_TRACE = do_CONNECT = _not_allowed

    def _run(self, fn: Any, *args: Any) -> Any:
        return self.server.ops.submit(fn, *args).result()

    def _host_ok(self) -> bool:
        return (self.headers.get("Host") or "").strip().lower() in self.server.allowed_hosts()

    def _permitted(self, *, needs_token: bool = True) -> bool:
        if not self._host_ok():
            self._error(403, "refused: the Host header must be 127.0.0.1:PORT or localhost:PORT")
            return False
        if not needs_token:
            return True
        scheme, _, given = (self.headers.get("Authorization") or "").partition(" ")
        if scheme.lower() != "bearer" or not hmac.compare_digest(given.strip().encode(), self.server.token):
            self._error(
                401,
                "a token is needed: send 'Authorization: Bearer <token>' "
                "(the token: desktop-search serve --print-token)",
                headers={"WWW-Authenticate": 'Bearer realm="desktop-search"'},
            )
            return False
        return True

    def _reply(self, status: int, body: Any, headers: dict[str, str] | None = None) -> None:
        data = b"" if self.command == "HEAD" else json.dumps(body, ensure_ascii=False).encode("utf-8")
        self.send_response(status)
        self.send_header("Content-Type", "application/json; charset=utf-8")
        self.send_header("Content-Length", str(len(data)))
        self.send_header("Cache-Control", "no-store")
        self.send_header("X-Content-Type-Options", "nosniff")
        for name, value in (headers or {}).items():
            self.send_header(name, value)
        if status >= 400:
            self.close_connection = True  # a refused request's body is never read
        if self.close_connection:
            self.send_header("Connection", "close")
        self.end_headers()
        self.wfile.write(data)

    def _error(self, status: int, message: str, headers: dict[str, str] | None = None) -> None:
        self._reply(status, {"error": message}, headers)

    def send_error(self, code: int, message: str | None = None, explain: str | None = None) -> None:
        """Errors the base class finds (a malformed request, an unknown method): JSON, like ours."""
        if code == HTTPStatus.NOT_IMPLEMENTED:  # a method it has no do_ method for
            self._error(405, "read-only: only GET is answered", headers={"Allow": "GET"})
            return
        try:
            phrase = HTTPStatus(code).phrase
        except ValueError:
            phrase = "error"
        self._error(code, message or phrase)

    def log_message(self, format: str, *args: Any) -> None:
        log.info("%s %s", self.address_string(), format % args)


def _one(params: dict[str, list[str]], name: str) -> str:
    values = params.get(name)
    if not values:
        raise OperationError(f"missing parameter {name!r}")
    if len(values) > 1:
        raise OperationError(f"parameter {name!r} given more than once")
    return values[0]


def _nonce(params: dict[str, list[str]]) -> str:
    nonce = _one(params, "nonce")
    if not _NONCE.fullmatch(nonce):
        raise OperationError("the nonce must be 16 to 128 random letters, digits, '-' or '_'")
    return nonce


def _chunk_id(text: str) -> int:
    if not text.isascii() or not text.isdigit() or len(text) > len(str(MAX_CHUNK_ID)):
        raise OperationError(
            f"chunk_id must be a whole number from 0 to {MAX_CHUNK_ID} (a search result's chunk_id)"
        )
    return int(text)  # the operation checks the range


def _peer(address: Any) -> str:
    if isinstance(address, tuple) and len(address) >= 2:
        return f"{address[0]}:{address[1]}"
    return "a client"


def _number(params: dict[str, list[str]], name: str, default: int) -> int:
    if name not in params:
        return default
    text = _one(params, name)
    if not text.isascii() or not text.isdigit() or len(text) > 6:
        raise OperationError(f"parameter {name!r} must be a whole number")
    return int(text)


def serve_http(ops: Operations, *, paths: Paths, port: int) -> None:
    """Answer on 127.0.0.1:``port`` (0: any free port) until interrupted."""
    token = server_token(paths)
    try:
        server = LocalServer(ops, token=token, port=port)
    except OSError as exc:
        raise OSError(f"cannot listen on {HOST}:{port}: {exc.strerror or exc}") from exc
    with server:
        print(
            f"desktop-search: serving http://{HOST}:{server.port}/ (read-only; "
            f"send 'Authorization: Bearer <token>', the token is in {token_path(paths)})",
            file=sys.stderr,
            flush=True,
        )
        server.serve_forever()
