"""Model downloads against a local HTTPS server: verified, resumable, HTTPS only (no internet)."""

from __future__ import annotations

import contextlib
import hashlib
import http.server
import threading
from pathlib import Path
from typing import ClassVar

import pytest

from desktop_search.core.models.download import DownloadCancelled, DownloadError, download
from tests.helpers.https import HAVE_OPENSSL, https_server

pytestmark = pytest.mark.skipif(not HAVE_OPENSSL, reason="needs openssl to make a test certificate")
PAYLOAD = bytes(range(256)) * 8192  # 2 MiB
SHA = hashlib.sha256(PAYLOAD).hexdigest()


class _Handler(http.server.BaseHTTPRequestHandler):
    ranges: ClassVar[list[str]] = []

    def do_GET(self) -> None:
        start = 0
        if header := self.headers.get("Range"):
            type(self).ranges.append(header)
            start = int(header.split("=")[1].split("-")[0])
            self.send_response(206)
        else:
            self.send_response(200)
        body = PAYLOAD[start:]
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *args: object) -> None:
        pass


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory):
    with https_server(_Handler, tmp_path_factory.mktemp("certs")) as (base, client_ctx):
        yield f"{base}/model.gguf", client_ctx


def test_download_verifies_and_moves_into_place(server, tmp_path: Path) -> None:
    url, ctx = server
    seen: list[int] = []
    dest = download(url, tmp_path / "m.gguf", sha256=SHA, size=len(PAYLOAD), ssl_context=ctx,
                    progress=lambda done, total: seen.append(done))  # fmt: skip
    assert dest.read_bytes() == PAYLOAD
    assert seen[-1] == len(PAYLOAD)
    assert not (tmp_path / "m.gguf.part").exists()


def test_wrong_checksum_is_refused_and_nothing_is_kept(server, tmp_path: Path) -> None:
    url, ctx = server
    with pytest.raises(DownloadError, match="not the expected file"):
        download(url, tmp_path / "m.gguf", sha256="0" * 64, ssl_context=ctx)
    assert list(tmp_path.iterdir()) == []


def test_cancel_keeps_the_part_and_a_later_call_resumes(server, tmp_path: Path) -> None:
    url, ctx = server
    cancel = threading.Event()

    def stop_after_first_block(done: int, _total: int | None) -> None:
        cancel.set()

    with pytest.raises(DownloadCancelled):
        download(url, tmp_path / "m.gguf", sha256=SHA, ssl_context=ctx, cancel=cancel,
                 progress=stop_after_first_block)  # fmt: skip
    kept = (tmp_path / "m.gguf.part").stat().st_size
    assert 0 < kept < len(PAYLOAD)
    _Handler.ranges.clear()
    dest = download(url, tmp_path / "m.gguf", sha256=SHA, size=len(PAYLOAD), ssl_context=ctx)
    assert _Handler.ranges == [f"bytes={kept}-"]  # resumed, not restarted
    assert dest.read_bytes() == PAYLOAD


def test_plain_http_is_refused_before_any_connection(tmp_path: Path) -> None:
    with pytest.raises(DownloadError, match="plain HTTP"):
        download("http://example.invalid/model.gguf", tmp_path / "m.gguf", sha256=SHA)
    assert list(tmp_path.iterdir()) == []


class _EndlessHandler(http.server.BaseHTTPRequestHandler):
    """Sends bytes until the client hangs up (1 GiB at most), without a Content-Length."""

    def do_GET(self) -> None:
        self.send_response(200)
        self.end_headers()
        block = b"\0" * 65536
        with contextlib.suppress(OSError):
            for _ in range((1 << 30) // len(block)):
                self.wfile.write(block)

    def log_message(self, *args: object) -> None:
        pass


class _OversizedHandler(http.server.BaseHTTPRequestHandler):
    """Announces and sends twice the payload."""

    def do_GET(self) -> None:
        body = PAYLOAD * 2
        self.send_response(200)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        with contextlib.suppress(OSError):
            self.wfile.write(body)

    def log_message(self, *args: object) -> None:
        pass


def test_an_endless_body_stops_at_the_expected_size_and_keeps_nothing(tmp_path: Path) -> None:
    (tmp_path / "certs").mkdir()
    with (
        https_server(_EndlessHandler, tmp_path / "certs") as (base, ctx),
        pytest.raises(DownloadError, match=r"sent more than the expected 2,097,152 bytes"),
    ):
        download(f"{base}/m.gguf", tmp_path / "m.gguf", sha256=SHA, size=len(PAYLOAD), ssl_context=ctx)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["certs"], "the partial file is deleted"


def test_a_server_offering_more_than_expected_is_refused_before_writing(tmp_path: Path) -> None:
    (tmp_path / "certs").mkdir()
    with (
        https_server(_OversizedHandler, tmp_path / "certs") as (base, ctx),
        pytest.raises(DownloadError, match=r"offers 4,194,304 bytes, more than the expected 2,097,152"),
    ):
        download(f"{base}/m.gguf", tmp_path / "m.gguf", sha256=SHA, size=len(PAYLOAD), ssl_context=ctx)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["certs"]


def test_a_downloaded_model_is_private(server, tmp_path: Path) -> None:
    import os
    import stat

    url, ctx = server
    old = os.umask(0o022)  # a usual umask: files would be 0644
    try:
        dest = download(url, tmp_path / "model.gguf", sha256=SHA, ssl_context=ctx)
    finally:
        os.umask(old)
    assert stat.S_IMODE(dest.stat().st_mode) == 0o600


def test_imported_and_converted_models_are_private(
    tmp_path: Path, tiny_gguf: Path, default_model: Path
) -> None:
    import os
    import stat

    from desktop_search.core.models.builtin import ensure_default_model
    from desktop_search.core.models.convert import sidecar_path
    from desktop_search.core.models.library import import_model

    old = os.umask(0o022)
    try:
        tiny_gguf.chmod(0o644)  # a file the user keeps readable elsewhere
        imported, _kind = import_model(tiny_gguf, tmp_path / "models")
        converted = ensure_default_model(tmp_path / "converted")
    finally:
        os.umask(old)
    for path in (imported, converted, sidecar_path(converted)):
        assert stat.S_IMODE(path.stat().st_mode) == 0o600, path
