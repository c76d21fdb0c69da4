"""Privacy checks beyond tests/integration/test_privacy.py and test_download.py.

* A download that starts on HTTPS and is redirected to plain HTTP is refused
  before the plain-HTTP server is contacted (urllib follows such redirects).
* While the engine is open, the SQLite journal files (``-wal``, ``-shm``) are
  private too, and the app's folders in a data directory that already existed
  with open permissions are made private (the data directory itself, the
  user's choice, keeps its mode).
"""

from __future__ import annotations

import hashlib
import http.server
import stat
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest

from desktop_search.core.common.config import Paths
from desktop_search.core.engine import Engine
from desktop_search.core.models.download import DownloadError, download
from tests.helpers.https import HAVE_OPENSSL, https_server, payload_handler

PAYLOAD = b"GGUF" + bytes(4096)
SHA = hashlib.sha256(PAYLOAD).hexdigest()


_PlainHandler = payload_handler(PAYLOAD)


@pytest.fixture
def plain_server() -> Iterator[str]:
    httpd = http.server.ThreadingHTTPServer(("localhost", 0), _PlainHandler)
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://localhost:{httpd.server_address[1]}"
    finally:
        httpd.shutdown()
        httpd.server_close()
        thread.join()


@pytest.mark.skipif(not HAVE_OPENSSL, reason="needs openssl to make a test certificate")
def test_a_redirect_to_plain_http_is_refused_before_connecting(plain_server: str, tmp_path: Path) -> None:
    class Redirect(http.server.BaseHTTPRequestHandler):
        def do_GET(self) -> None:
            self.send_response(302)
            self.send_header("Location", f"{plain_server}/model.gguf")
            self.send_header("Content-Length", "0")
            self.end_headers()

        def log_message(self, *args: object) -> None:
            pass

    _PlainHandler.requests.clear()
    with https_server(Redirect, tmp_path) as (base, ctx), pytest.raises(DownloadError, match="plain HTTP"):
        download(f"{base}/model.gguf", tmp_path / "m.gguf", sha256=SHA, ssl_context=ctx)
    assert _PlainHandler.requests == []
    assert not (tmp_path / "m.gguf").exists()


def _private(path: Path) -> bool:
    return stat.S_IMODE(path.stat().st_mode) & 0o077 == 0


def test_journal_files_are_private_while_open_and_the_apps_folders_are_closed(
    paths: Paths, notes_dir: Path
) -> None:
    paths.data_dir.chmod(0o755)
    paths.index_dir.chmod(0o755)
    with Engine(paths) as engine:
        engine.index([notes_dir])
        journal = [p for p in paths.index_dir.iterdir() if p.name.endswith(("-wal", "-shm"))]
        assert journal, "SQLite keeps its WAL files while the database is open"
        for file in paths.index_dir.iterdir():
            assert _private(file), file
        for folder in (paths.index_dir, paths.models_dir, paths.log_dir, paths.config_dir):
            assert stat.S_IMODE(folder.stat().st_mode) == 0o700, folder
        # the data directory existed: the app's folders in it are private, it keeps its own mode
        assert stat.S_IMODE(paths.data_dir.stat().st_mode) == 0o755
