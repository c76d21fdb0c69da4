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
* only GET: the server reads the index and changes nothing (405 for any other method).

Endpoints (docs/SERVER.md): ``GET /search?q=...&top=N`` and ``GET /passage/<chunk_id>?context=N``.
Every answer, errors included, is a JSON object; an error is ``{"error": "..."}``, never a
traceback. stdlib only: :class:`ThreadingHTTPServer`, one thread per connection, the operations
themselves one at a time on the index's owner thread.
"""

from __future__ import annotations

import contextlib
import hmac
import json
import logging
import os
import re
import secrets
import socketserver
import stat
import sys
import tempfile
from http import HTTPStatus
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any
from urllib.parse import parse_qs, urlsplit

from ..core.config import PRIVATE_FILE_MODE, Paths, create_private_dir, make_private_file
from . import TOKEN_FILE, operations
from .operations import OperationError, Operations

log = logging.getLogger(__name__)

HOST = "127.0.0.1"
_PASSAGE = re.compile(r"/passage/(\d{1,18})")


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


class LocalServer(ThreadingHTTPServer):
    """An HTTP server on 127.0.0.1 answering :class:`Operations` to holders of ``token``."""

    daemon_threads = True  # a client that keeps its connection open does not delay the exit

    def __init__(self, ops: Operations, *, token: str, port: int) -> None:
        self.ops = ops
        self.token = token.encode("ascii")
        super().__init__((HOST, port), _Handler)

    def server_bind(self) -> None:
        # HTTPServer.server_bind looks the host's name up (socket.getfqdn): needless, slow offline.
        socketserver.TCPServer.server_bind(self)
        self.server_name, self.server_port = HOST, self.server_address[1]

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
        if not self._permitted():
            return
        url = urlsplit(self.path)
        try:
            params = parse_qs(url.query, keep_blank_values=True, max_num_fields=10)
            if url.path == "/search":
                query = _one(params, "q")
                top = _number(params, "top", 10)
                self._reply(200, {"query": query, "results": self._run(operations.search, query, top)})
            elif match := _PASSAGE.fullmatch(url.path):
                context = _number(params, "context", 1)
                self._reply(200, self._run(operations.passage, int(match[1]), context))
            else:
                self._error(404, "no such endpoint: use GET /search?q=... or GET /passage/<chunk_id>")
        except OperationError as exc:
            self._error(exc.status, exc.message)
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

    def _permitted(self) -> bool:
        if not self._host_ok():
            self._error(403, "refused: the Host header must be 127.0.0.1:PORT or localhost:PORT")
            return False
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
