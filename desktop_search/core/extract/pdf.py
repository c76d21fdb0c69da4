"""PDF text with pypdfium2, one page per PDF page.

A page whose text layer is missing or garbage is listed in ``needs_ocr`` (and
its garbage left out): a page with an image and fewer than :data:`MIN_LETTERS`
letters (a scan), or a layer mostly made of replacement, private-use or control
characters (fonts without a Unicode map).
"""

from __future__ import annotations

import logging
import unicodedata
from pathlib import Path
from typing import Any

from ..common import reasons
from .document import Document, ExtractionError, paged
from .text import normalise_newlines

log = logging.getLogger(__name__)

# pdfium's FPDF_ERR_* codes for documents that fail to load.
_LOAD_ERRORS = {
    1: reasons.PDF_UNKNOWN_ERROR,
    2: reasons.PDF_FILE_UNREADABLE,
    3: reasons.PDF_DAMAGED,
    4: reasons.PDF_ENCRYPTED,
    5: reasons.PDF_SECURITY_HANDLER,
    6: reasons.PDF_PAGE_DAMAGED,
}
MIN_LETTERS = 16
GARBAGE_SHARE = 0.3
# pdfium marks hyphens it added at line ends and unmapped glyphs with these.
_CLEAN = str.maketrans({"\x02": "-", "\x00": None, "\ufffe": None})


def extract_pdf(path: Path, *, max_chars: int) -> Document:
    import pypdfium2 as pdfium

    try:
        pdf = pdfium.PdfDocument(path)
    except pdfium.PdfiumError as exc:
        code = getattr(exc, "err_code", None)
        reason = _LOAD_ERRORS.get(code or 0, reasons.PDF_DAMAGED)()
        if code in (4, 5):
            raise ExtractionError(reason) from exc
        raise ExtractionError(reasons.NOT_VALID_BECAUSE(format="PDF", reason=reason)) from exc
    try:
        title = _title(pdf)
        pages: list[tuple[int, str]] = []
        scanned: list[int] = []
        total = 0
        for index in range(len(pdf)):
            text, pixels_only = _page_text(pdf, index)
            if pixels_only:
                scanned.append(index + 1)
                continue
            pages.append((index + 1, text))
            total += len(text)
            if total > max_chars:
                break
    except pdfium.PdfiumError as exc:
        raise ExtractionError(reasons.NOT_VALID_BECAUSE(format="PDF", reason=exc)) from exc
    finally:
        pdf.close()
    doc = paged("pdf", pages, title=title)
    return Document(kind=doc.kind, pages=doc.pages, title=doc.title, needs_ocr=tuple(scanned))


def _page_text(pdf: Any, index: int) -> tuple[str, bool]:
    """The page's text, and whether only recognition can read it (a scan, or a garbage layer)."""
    page = pdf[index]
    try:
        textpage = page.get_textpage()
        try:
            text = textpage.get_text_range()
        finally:
            textpage.close()
        text = normalise_newlines(text).translate(_CLEAN)
        if is_garbage(text):
            return "", True
        if sum(c.isalnum() for c in text) < MIN_LETTERS:
            return text, _has_image(page)
        return text, False
    finally:
        page.close()


def is_garbage(text: str) -> bool:
    """Mostly replacement, private-use or control characters: a text layer no one can read."""
    visible = [c for c in text if not c.isspace()]
    if len(visible) < MIN_LETTERS:
        return False
    bad = sum(c == "\ufffd" or "\ue000" <= c <= "\uf8ff" or unicodedata.category(c) == "Cc" for c in visible)
    return bad > GARBAGE_SHARE * len(visible)


def _has_image(page: Any) -> bool:
    import pypdfium2.raw as pdfium_c

    return next(iter(page.get_objects(filter=(pdfium_c.FPDF_PAGEOBJ_IMAGE,), max_depth=3)), None) is not None


def _title(pdf: Any) -> str:
    try:
        meta = pdf.get_metadata_dict(skip_empty=True)
    except Exception:  # metadata is optional; a damaged info dictionary must not cost the text
        log.debug("cannot read PDF metadata", exc_info=True)
        return ""
    return str(meta.get("Title", "")).strip()
