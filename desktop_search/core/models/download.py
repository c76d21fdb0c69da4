"""Download a model file the user asked for: HTTPS only, resumable, verified, atomic.

The only network access the app ever makes. A partial download is kept as
``<name>.part`` and resumed with an HTTP range request; the finished file is
checked against its expected size and SHA-256 before it replaces anything.
A download never writes more than its expected size: a server that offers or
sends more is stopped there and the partial file deleted.
"""

from __future__ import annotations

import hashlib
import logging
import os
import ssl
import threading
import urllib.error
import urllib.request
from collections.abc import Callable
from pathlib import Path
from urllib.parse import urlparse

from ..common import reasons
from ..common.config import private_open

log = logging.getLogger(__name__)

CHUNK = 1 << 20
#: The most a download of unknown size may write (the catalog's models are all far smaller).
UNKNOWN_SIZE_LIMIT = 8 << 30


class DownloadError(RuntimeError):
    """The download failed or its result is not the expected file."""


class DownloadCancelled(DownloadError):
    """Stopped on request; the partial file is kept for a later resume."""


ProgressCallback = Callable[[int, int | None], None]  # bytes done, total (None if unknown)


class _HttpsOnlyRedirects(urllib.request.HTTPRedirectHandler):
    """urllib follows a redirect to plain HTTP; a download must not leave HTTPS that way."""

    def redirect_request(  # type: ignore[no-untyped-def]  # noqa: PLR0917 (urllib's signature)
        self, req, fp, code, msg, headers, newurl
    ):
        if urlparse(newurl).scheme != "https":
            raise DownloadError(reasons.DOWNLOAD_REDIRECT_NOT_HTTPS(url=newurl))
        return super().redirect_request(req, fp, code, msg, headers, newurl)


def download(
    url: str,
    dest: Path,
    *,
    sha256: str,
    size: int | None = None,
    progress: ProgressCallback | None = None,
    cancel: threading.Event | None = None,
    ssl_context: ssl.SSLContext | None = None,
    timeout_s: float = 30.0,
) -> Path:
    """Fetch ``url`` into ``dest`` (resuming a previous partial download) and verify it."""
    if urlparse(url).scheme != "https":
        raise DownloadError(reasons.DOWNLOAD_NOT_HTTPS(url=url))
    if len(sha256) != 64:
        raise DownloadError("a download needs the SHA-256 of the expected file")
    dest.parent.mkdir(parents=True, exist_ok=True)
    part = dest.with_name(dest.name + ".part")
    digest = hashlib.sha256()
    done = 0
    if size is not None and part.exists() and part.stat().st_size > size:
        part.unlink()  # longer than the file can be: not a partial download of it
    if part.exists():
        with open(part, "rb") as fh:
            while block := fh.read(CHUNK):
                digest.update(block)
                done += len(block)
    request = urllib.request.Request(url, headers={"User-Agent": "desktop-search"})
    if done:
        request.add_header("Range", f"bytes={done}-")
    try:
        opener = urllib.request.build_opener(
            _HttpsOnlyRedirects, urllib.request.HTTPSHandler(context=ssl_context)
        )
        response = opener.open(request, timeout=timeout_s)
    except urllib.error.HTTPError as exc:
        if exc.code == 416 and size is not None and done == size:  # already complete
            return _finish(part, dest, digest, done, sha256=sha256, size=size)
        raise DownloadError(
            reasons.DOWNLOAD_SERVER_ANSWERED(code=exc.code, phrase=exc.reason, url=url)
        ) from exc
    except (urllib.error.URLError, OSError) as exc:
        raise DownloadError(reasons.DOWNLOAD_CANNOT_REACH(host=urlparse(url).netloc, error=exc)) from exc
    with response:
        if done and response.status != 206:  # the server ignored the range: start again
            log.info("server does not resume downloads; starting %s again", dest.name)
            digest, done = hashlib.sha256(), 0
            part.unlink(missing_ok=True)
        length = _content_length(response.headers.get("Content-Length"))
        total = size if size is not None else (done + length if length is not None else None)
        # Never more than the expected size: a server sending more (or without end) would fill the disk.
        limit = total if total is not None else UNKNOWN_SIZE_LIMIT
        if length is not None and done + length > limit:
            part.unlink(missing_ok=True)
            raise DownloadError(
                reasons.DOWNLOAD_OFFERS_TOO_MUCH(name=dest.name, count=done + length, total=limit)
            )
        with private_open(part, "ab") as out:  # your models are yours: 0600
            while True:
                if cancel is not None and cancel.is_set():
                    raise DownloadCancelled(reasons.DOWNLOAD_PAUSED(name=dest.name, done=done))
                try:
                    block = response.read(min(CHUNK, limit - done + 1))
                except OSError as exc:
                    raise DownloadError(reasons.DOWNLOAD_CONNECTION_BROKE(done=done, error=exc)) from exc
                if not block:
                    break
                if done + len(block) > limit:
                    out.close()
                    part.unlink(missing_ok=True)
                    raise DownloadError(reasons.DOWNLOAD_SENT_TOO_MUCH(name=dest.name, total=limit))
                out.write(block)
                digest.update(block)
                done += len(block)
                if progress is not None:
                    progress(done, total)
            out.flush()
            os.fsync(out.fileno())
    return _finish(part, dest, digest, done, sha256=sha256, size=size)


def _content_length(value: str | None) -> int | None:
    try:
        return int(value) if value is not None and int(value) >= 0 else None
    except ValueError:
        return None


def _finish(part: Path, dest: Path, digest: object, done: int, *, sha256: str, size: int | None) -> Path:
    actual = digest.hexdigest()  # type: ignore[attr-defined]
    if (size is not None and done != size) or actual != sha256.lower():
        part.unlink(missing_ok=True)
        raise DownloadError(reasons.DOWNLOAD_NOT_EXPECTED_FILE(name=dest.name, done=done, digest=actual[:12]))
    os.replace(part, dest)
    return dest
