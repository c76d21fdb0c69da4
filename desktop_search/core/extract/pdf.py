"""PDF text with pypdfium2, one page per PDF page."""

from __future__ import annotations

import logging
from pathlib import Path
from typing import Any

from .document import Document, ExtractionError, paged
from .text import normalise_newlines

log = logging.getLogger(__name__)

# pdfium's FPDF_ERR_* codes for documents that fail to load.
_LOAD_ERRORS = {
    1: "unknown error",
    2: "file not found or unreadable",
    3: "damaged or not a PDF",
    4: "encrypted PDF",
    5: "unsupported security handler",
    6: "page not found or damaged",
}
# pdfium marks hyphens it added at line ends and unmapped glyphs with these.
_CLEAN = str.maketrans({"\x02": "-", "\x00": None, "\ufffe": None})


def extract_pdf(path: Path, *, max_chars: int) -> Document:
    import pypdfium2 as pdfium

    try:
        pdf = pdfium.PdfDocument(path)
    except pdfium.PdfiumError as exc:
        code = getattr(exc, "err_code", None)
        reason = _LOAD_ERRORS.get(code or 0, "damaged or not a PDF")
        if code in (4, 5):
            raise ExtractionError(reason) from exc
        raise ExtractionError(f"not a valid PDF file ({reason})") from exc
    try:
        title = _title(pdf)
        pages: list[tuple[int, str]] = []
        total = 0
        for index in range(len(pdf)):
            text = _page_text(pdf, index)
            pages.append((index + 1, text))
            total += len(text)
            if total > max_chars:
                break
    except pdfium.PdfiumError as exc:
        raise ExtractionError(f"not a valid PDF file ({exc})") from exc
    finally:
        pdf.close()
    return paged("pdf", pages, title=title)


def _page_text(pdf: Any, index: int) -> str:
    page = pdf[index]
    try:
        textpage = page.get_textpage()
        try:
            text = textpage.get_text_range()
        finally:
            textpage.close()
    finally:
        page.close()
    return normalise_newlines(text).translate(_CLEAN)


def _title(pdf: Any) -> str:
    try:
        meta = pdf.get_metadata_dict(skip_empty=True)
    except Exception:  # metadata is optional; a damaged info dictionary must not cost the text
        log.debug("cannot read PDF metadata", exc_info=True)
        return ""
    return str(meta.get("Title", "")).strip()
