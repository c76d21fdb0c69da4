"""Images (PNG, JPEG, TIFF, WebP, BMP, GIF) as documents whose pages wait for OCR.

Reading an image only looks at its header: the declared size is checked against
:data:`MAX_PIXELS` before anything is decoded (a decompression bomb is refused
here), and the document lists the pages to recognise (one per TIFF frame, the
first frame of a GIF or WebP animation). :func:`recognise_page` then decodes and
recognises one page; the indexer asks for it later, page by page (see
:mod:`..indexer`), because recognition is slow and must not hold up other files.
"""

from __future__ import annotations

import logging
import re
import warnings
from pathlib import Path
from typing import Any

from ..common import reasons
from .document import Document, ExtractionError

log = logging.getLogger(__name__)

#: The most pixels an image (or a frame, or a rendered PDF page) may declare: a 600 dpi A4 scan
#: is 35 million, a 50 MP phone photo 50 million.
MAX_PIXELS = 100_000_000
#: PDF pages are rendered at this resolution for recognition (fewer pixels for huge pages).
PDF_DPI = 300
MAX_FRAMES = 10_000

IMAGE_SUFFIXES = (".png", ".jpg", ".jpeg", ".jpe", ".jfif", ".tif", ".tiff", ".webp", ".bmp", ".gif")
_MULTI_PAGE = ("TIFF",)  # formats whose frames are pages; other animations: the first frame


def extract_image(path: Path, *, max_chars: int) -> Document:
    """An image as a document of pages to recognise (``needs_ocr``); no text yet."""
    with _open(path) as image:
        frames = 1
        if image.format in _MULTI_PAGE:
            frames = min(getattr(image, "n_frames", 1), MAX_FRAMES)
    return Document(kind="image", pages=[], needs_ocr=tuple(range(1, frames + 1)))


def recognise_page(path: Path, page: int, *, kind: str, languages: tuple[str, ...]) -> str:
    """The recognised text of page ``page`` (1-based) of an image or a PDF."""
    from .ocr import OcrUnavailable, load_engine

    try:
        engine = load_engine(languages)
    except OcrUnavailable as exc:
        raise ExtractionError(str(exc)) from exc
    picture = _render_pdf_page(path, page) if kind == "pdf" else _decode_frame(path, page)
    try:
        return engine.recognise(picture)
    finally:
        picture.close()


def _open(path: Path) -> Any:
    """The image at ``path``, header read, not decoded; refuses declared sizes past MAX_PIXELS."""
    from PIL import Image, UnidentifiedImageError

    Image.MAX_IMAGE_PIXELS = MAX_PIXELS
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("error", Image.DecompressionBombWarning)
            image = Image.open(path)
    except (Image.DecompressionBombError, Image.DecompressionBombWarning) as exc:
        raise ExtractionError(reasons.IMAGE_TOO_LARGE(pixels=_declared(exc))) from exc
    except UnidentifiedImageError as exc:
        raise ExtractionError(reasons.IMAGE_UNREADABLE()) from exc
    except (SyntaxError, ValueError, EOFError) as exc:  # Pillow's plugins raise these for bad headers
        raise ExtractionError(reasons.IMAGE_DAMAGED(error=exc)) from exc
    except OSError as exc:
        if exc.errno is not None:  # a real read error (permissions, I/O): said as such by the caller
            raise
        # Pillow's own decoding errors are plain OSErrors ("Truncated File Read", "broken data stream").
        raise ExtractionError(_damaged(exc)) from exc
    _check_size(image)
    return image


def _check_size(image: Any) -> None:
    width, height = image.size
    if width * height > MAX_PIXELS:
        image.close()
        raise ExtractionError(
            reasons.IMAGE_TOO_LARGE_SIZE(width=width, height=height, million=MAX_PIXELS // 1_000_000)
        )
    if width < 1 or height < 1:
        image.close()
        raise ExtractionError(reasons.IMAGE_NO_PIXELS())


def _damaged(exc: BaseException) -> str:
    """One wording for a damaged image, whichever format and step found it."""
    if "truncated" in str(exc).lower():
        return reasons.IMAGE_TRUNCATED()
    return reasons.IMAGE_DAMAGED(error=str(exc)[:80])


def _declared(exc: Exception) -> str:
    found = re.search(r"\((\d+) pixels\)", str(exc))
    return reasons.IMAGE_PIXELS(count=int(found[1])) if found else reasons.IMAGE_TOO_MANY_PIXELS()


def _decode_frame(path: Path, page: int) -> Any:
    from PIL import ImageOps

    image = _open(path)
    try:
        if page > 1:
            image.seek(page - 1)
            _check_size(image)
        image.load()
        upright = ImageOps.exif_transpose(image)  # phone photos say how they were held
    except (OSError, EOFError, SyntaxError, ValueError) as exc:
        image.close()
        raise ExtractionError(_damaged(exc)) from exc
    if upright is not image:
        image.close()
    return upright


def _render_pdf_page(path: Path, page: int) -> Any:
    import pypdfium2 as pdfium

    try:
        pdf = pdfium.PdfDocument(path)
    except pdfium.PdfiumError as exc:
        raise ExtractionError(reasons.NOT_VALID_BECAUSE(format="PDF", reason=exc)) from exc
    try:
        if not 1 <= page <= len(pdf):
            raise ExtractionError(reasons.NO_PAGE(page=page))
        pdf_page = pdf[page - 1]
        try:
            width_pt, height_pt = pdf_page.get_size()
            scale = PDF_DPI / 72
            pixels = width_pt * height_pt * scale * scale
            if pixels > MAX_PIXELS:
                scale *= (MAX_PIXELS / pixels) ** 0.5
            bitmap = pdf_page.render(scale=scale, grayscale=True)
            try:
                return bitmap.to_pil().copy()
            finally:
                bitmap.close()
        finally:
            pdf_page.close()
    except pdfium.PdfiumError as exc:
        raise ExtractionError(reasons.CANNOT_RENDER_PAGE(page=page, error=exc)) from exc
    finally:
        pdf.close()
