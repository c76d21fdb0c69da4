"""OCR in an indexing run: which pages to recognise, a cache by content hash, and progress.

The indexer's prefetch thread extracts every file first; files with pages that
only OCR can read (``Document.needs_ocr``) are set aside and recognised after
all other files of the run, so a folder of scans never holds up the embedding of
text files. Each page is one request to the extraction child (its time and memory
limits hold per page) and its text is kept in :class:`OcrCache` under the file's
content hash, so a copy, a rename, a model switch or a restart never recognises
a page twice.
"""

from __future__ import annotations

import logging
import os
import sqlite3
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from ..common import reasons
from ..extract import Document, ExtractionError, ExtractionTimeout, Page

log = logging.getLogger(__name__)

#: recognise(path, page, kind) -> text; raises ExtractionError.
Recognise = Callable[[Path, int, str], str]


@dataclass(frozen=True)
class OcrSetup:
    """How a run recognises pages. ``unavailable``: why OCR cannot run ("" when it can)."""

    recognise: Recognise | None
    cache_path: Path | None
    languages: tuple[str, ...] = ()
    max_pages: int = 50
    unavailable: str = ""
    #: Seconds one file's pages may take in all (see ``Settings.ocr_file_budget_s``).
    file_budget_s: float = 300.0
    engine: str = "tesseract"

    @property
    def config(self) -> str:
        """What the cached text depends on besides the content."""
        return f"{self.engine}:{'+'.join(self.languages)}"

    @property
    def ready(self) -> bool:
        return self.recognise is not None and not self.unavailable


@dataclass
class OcrState:
    """What recognition is doing now (written by the prefetch thread, read by the progress ticks)."""

    file: str = ""
    page: int = 0  # 1-based position among the file's pages to recognise
    pages: int = 0
    recognised: int = 0  # pages recognised in this run (cache hits not counted)
    cached: int = 0  # pages found in the cache
    lock: threading.Lock = field(default_factory=threading.Lock, repr=False)


class OcrCache:
    """Recognised text by (content hash, page, engine and languages): SQLite, private (0600).

    Used by one thread at a time (the prefetch thread of a run opens and closes it).
    """

    def __init__(self, path: Path) -> None:
        path.parent.mkdir(parents=True, exist_ok=True, mode=0o700)
        if not path.exists():
            os.close(os.open(path, os.O_WRONLY | os.O_CREAT, 0o600))
        self._conn = sqlite3.connect(str(path), isolation_level=None, timeout=10.0)
        self._conn.execute("PRAGMA journal_mode=WAL")
        self._conn.execute(
            "CREATE TABLE IF NOT EXISTS ocr(content_hash TEXT NOT NULL, page INTEGER NOT NULL,"
            " config TEXT NOT NULL, text TEXT NOT NULL, at REAL NOT NULL,"
            " PRIMARY KEY (content_hash, page, config)) WITHOUT ROWID"
        )

    def get(self, digest: str, page: int, config: str) -> str | None:
        row = self._conn.execute(
            "SELECT text FROM ocr WHERE content_hash=? AND page=? AND config=?", (digest, page, config)
        ).fetchone()
        return None if row is None else str(row[0])

    def put(self, digest: str, page: int, config: str, text: str) -> None:
        self._conn.execute(
            "INSERT OR REPLACE INTO ocr(content_hash, page, config, text, at) VALUES (?, ?, ?, ?, ?)",
            (digest, page, config, text, time.time()),
        )

    def close(self) -> None:
        self._conn.close()


def recognise_document(
    path: Path,
    document: Document,
    *,
    digest: str,
    setup: OcrSetup,
    cache: OcrCache | None,
    state: OcrState,
    stop: threading.Event,
) -> Document:
    """``document`` with the text of its ``needs_ocr`` pages (up to ``setup.max_pages``) added, marked OCR.

    Raises ExtractionError when no page could be read and the document has no other text.
    """
    assert setup.recognise is not None
    wanted = document.needs_ocr[: setup.max_pages]
    if len(document.needs_ocr) > len(wanted):
        log.info("%s: recognising %d of %d pages (ocr_max_pages)", path, len(wanted), len(document.needs_ocr))
    with state.lock:
        state.file, state.page, state.pages = str(path), 0, len(wanted)
    recognised: list[Page] = []
    failures: list[str] = []
    started = time.monotonic()
    stopped = ""  # why the rest of the file's pages were left out
    done = 0
    for position, number in enumerate(wanted, start=1):
        if stop.is_set():
            break
        if time.monotonic() - started > setup.file_budget_s:
            stopped = reasons.OCR_BUDGET_SPENT(seconds=f"{setup.file_budget_s:g}")
            break
        with state.lock:
            state.page = position
        text = cache.get(digest, number, setup.config) if cache is not None else None
        if text is not None:
            with state.lock:
                state.cached += 1
        else:
            try:
                text = setup.recognise(path, number, document.kind)
            except ExtractionTimeout as exc:
                # A page that takes this long (line art, a map) says the others will too.
                failures.append(exc.reason)
                stopped = reasons.OCR_PAGE_STOPPED(page=number, reason=exc.reason)
                done = position
                break
            except ExtractionError as exc:
                failures.append(exc.reason)
                log.info("%s page %d: OCR failed (%s)", path, number, exc.reason)
                done = position
                continue
            with state.lock:
                state.recognised += 1
            if cache is not None:
                cache.put(digest, number, setup.config, text)
        done = position
        if text.strip():
            paged = document.kind == "pdf" or len(document.needs_ocr) > 1
            recognised.append(Page(text, number if paged else None, ocr=True))
    with state.lock:
        state.file, state.page, state.pages = "", 0, 0
    note = ""
    if stopped:
        read = done - len(failures)
        note = reasons.OCR_STOPPED(read=read, pages=len(wanted), stopped=stopped)
        log.warning("%s: %s", path, note)
    elif len(document.needs_ocr) > len(wanted):
        note = reasons.OCR_PAGE_LIMIT(read=len(wanted), pages=len(document.needs_ocr))
    if failures and not recognised and not document.pages:
        if note:
            raise ExtractionError(note)
        raise ExtractionError(
            failures[0] if len(set(failures)) == 1 else reasons.OCR_FAILED(reason=failures[0])
        )
    pages = sorted([*document.pages, *recognised], key=lambda p: p.number or 0)
    note = "; ".join(filter(None, (document.note, note)))  # a cut at the limit is said too
    return Document(kind=document.kind, pages=pages, title=document.title, note=note)
