"""One slow file's pages must not hold the run: a page that times out ends its file, and so does
the file's time budget; what was left out is said in words.

The recogniser is a seam here (the sandbox's real timeout is tested with the extraction child in
tests/integration/test_ocr.py); a timed-out page raises what the sandbox raises.
"""

from __future__ import annotations

import threading
import time
from pathlib import Path

import pytest

from desktop_search.core.extract import Document, ExtractionError, ExtractionTimeout, Page
from desktop_search.core.indexing.recognition import OcrSetup, OcrState, recognise_document


def _scan(pages: int, *, text_pages: int = 0) -> Document:
    return Document(
        kind="pdf",
        pages=[Page(f"typed page {i}", i) for i in range(1, text_pages + 1)],
        needs_ocr=tuple(range(text_pages + 1, text_pages + pages + 1)),
    )


def _setup(recognise, **kw) -> OcrSetup:
    return OcrSetup(recognise, None, ("eng",), **kw)


def _run(document: Document, setup: OcrSetup) -> Document:
    return recognise_document(
        Path("/x/map.pdf"),
        document,
        digest="d",
        setup=setup,
        cache=None,
        state=OcrState(),
        stop=threading.Event(),
    )


def test_a_page_that_times_out_ends_the_file_and_the_note_says_so() -> None:
    calls: list[int] = []

    def recognise(_path: Path, page: int, _kind: str) -> str:
        calls.append(page)
        if page >= 2:
            raise ExtractionTimeout("timed out after 60 s")
        return "legend of the map"

    out = _run(_scan(50), _setup(recognise))
    assert calls == [1, 2]  # not 50 pages of 60 s each
    assert [p.text for p in out.pages] == ["legend of the map"]
    assert out.note == "recognised 1 of 50 pages; page 2 timed out after 60 s; the rest were left out"


def test_a_file_with_no_page_read_in_time_fails_with_the_whole_story() -> None:
    def recognise(_path: Path, _page: int, _kind: str) -> str:
        raise ExtractionTimeout("timed out after 60 s")

    with pytest.raises(ExtractionError, match=r"recognised 0 of 3 pages; page 1 timed out after 60 s"):
        _run(_scan(3), _setup(recognise))


def test_the_files_budget_stops_recognition_between_pages() -> None:
    def recognise(_path: Path, page: int, _kind: str) -> str:
        time.sleep(0.05)
        return f"page {page} text"

    out = _run(_scan(40, text_pages=1), _setup(recognise, file_budget_s=0.12))
    read = [p for p in out.pages if p.ocr]
    assert 1 <= len(read) < 40
    assert out.pages[0].text == "typed page 1"  # the text layer is kept whatever happens
    assert out.note == f"recognised {len(read)} of 40 pages; stopped after 0.12 s (ocr_file_budget_s)"


def test_other_failures_do_not_end_the_file() -> None:
    def recognise(_path: Path, page: int, _kind: str) -> str:
        if page == 1:
            raise ExtractionError("damaged image (truncated)")
        return f"page {page} text"

    out = _run(_scan(3), _setup(recognise))
    assert [p.number for p in out.pages] == [2, 3]
    assert out.note == ""


def test_pages_past_the_limit_are_said_too() -> None:
    out = _run(_scan(5), _setup(lambda *_a: "text", max_pages=2))
    assert out.note == "recognised 2 of 5 pages (ocr_max_pages)"
