"""A local HTTPS server with a throwaway certificate: downloads are tested without the internet."""

from __future__ import annotations

import http.server
import shutil
import ssl
import subprocess
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import ClassVar

HAVE_OPENSSL = shutil.which("openssl") is not None


def payload_handler(payload: bytes) -> type[http.server.BaseHTTPRequestHandler]:
    """A handler that answers every GET with ``payload`` and records the paths asked for."""

    class Handler(http.server.BaseHTTPRequestHandler):
        requests: ClassVar[list[str]] = []

        def do_GET(self) -> None:
            type(self).requests.append(self.path)
            self.send_response(200)
            self.send_header("Content-Length", str(len(payload)))
            self.end_headers()
            self.wfile.write(payload)

        def log_message(self, *args: object) -> None:
            pass

    return Handler


@contextmanager
def https_server(
    handler: type[http.server.BaseHTTPRequestHandler], certs: Path
) -> Iterator[tuple[str, ssl.SSLContext]]:
    """Serve ``handler`` on localhost; yields the base URL and a client context trusting it."""
    key, cert = certs / "key.pem", certs / "cert.pem"
    subprocess.run(
        ["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", str(key), "-out", str(cert),
         "-days", "1", "-subj", "/CN=localhost", "-addext", "subjectAltName=DNS:localhost"],
        check=True, capture_output=True,
    )  # fmt: skip
    httpd = http.server.ThreadingHTTPServer(("localhost", 0), handler)
    server_ctx = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    server_ctx.load_cert_chain(cert, key)
    httpd.socket = server_ctx.wrap_socket(httpd.socket, server_side=True)
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"https://localhost:{httpd.server_address[1]}", ssl.create_default_context(cafile=str(cert))
    finally:
        httpd.shutdown()
        httpd.server_close()
        thread.join()
