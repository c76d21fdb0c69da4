"""What an extractor returns: a document made of pages, and the errors it may raise."""

from __future__ import annotations

import logging
from dataclasses import dataclass, field, replace

from ..common import reasons
from .recording import Recording

log = logging.getLogger(__name__)

#: The indexer reads at most this many characters of a file (see :func:`.registry.extract_file`);
#: read where it is used (``document.INDEXED_CHARS``), so a test may lower it.
INDEXED_CHARS = 5_000_000
#: Machine-written text is read whole up to this many characters (more than the largest file
#: the default size limit lets in): its words are cheap to index, so its last line is found too.
WORDS_ONLY_CHARS = 250_000_000


@dataclass(frozen=True)
class Page:
    """A piece of a document's text.

    ``number`` is the 1-based page (PDF), slide (PPTX, ODP) or sheet index
    (XLSX, ODS); it is ``None`` for flowing text. ``ocr``: the text was recognised from pixels.
    """

    text: str
    number: int | None = None
    ocr: bool = False


@dataclass(frozen=True)
class Document:
    """The text of one file. ``kind`` names the format it was read as (``"pdf"``, ``"markdown"``...).

    ``needs_ocr`` lists the pages (1-based) that hold no usable text, only pixels: an image's
    frames, a scanned PDF's pages. Their text is recognised later, page by page.
    """

    kind: str
    pages: list[Page] = field(default_factory=list)
    title: str = ""
    needs_ocr: tuple[int, ...] = ()
    #: What was left out of an otherwise readable file ("recognised 1 of 50 pages; the rest timed out").
    note: str = ""
    #: How many characters the whole file holds, when its extractor knows (plain text counts
    #: what it does not read); None when unknown (a format whose extractor stops at the limit).
    total_chars: int | None = None
    #: Machine-written text (a log, data records: see :mod:`..machine_text`), and why: it is
    #: read whole, past the character limit (up to :data:`WORDS_ONLY_CHARS`), for its words.
    #: A plain-text file's document holds only the head its extractor read: the indexer reads the
    #: file in pieces (:func:`.text.read_pieces`), decoded with ``encoding``.
    words_only: str = ""
    #: The codec a plain-text file was decoded with ("" for other formats).
    encoding: str = ""
    #: A mail message: (subject, sender, recipients, date in seconds since the epoch or None),
    #: what the result list shows of it in place of its file name.
    message: tuple[str, str, str, float | None] | None = None
    #: A recording (audio, video): its length, sound, subtitles, and whether speech is to be read
    #: (see :mod:`.recording`). Its tags are its pages' text.
    recording: Recording | None = None

    @property
    def text(self) -> str:
        """All pages joined by blank lines."""
        return "\n\n".join(page.text for page in self.pages)

    @property
    def char_count(self) -> int:
        return sum(len(page.text) for page in self.pages)


class ExtractionError(Exception):
    """A file whose text could not be read; ``reason`` says why in a few words."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


class ExtractionTimeout(ExtractionError):
    """The extractor ran out of time (and was stopped)."""


class UnsupportedFile(ExtractionError):
    """A file of a type this layer does not read (unknown suffix, binary data)."""


def flowing(kind: str, text: str, *, title: str = "") -> Document:
    """A document of one page of flowing text (no page number); empty text gives no pages."""
    pages = [Page(text)] if text.strip() else []
    return Document(kind=kind, pages=pages, title=title)


def paged(kind: str, texts: list[tuple[int, str]], *, title: str = "") -> Document:
    """A document of numbered pages; blank pages are left out (their numbers stay unused)."""
    return Document(kind=kind, pages=[Page(t, n) for n, t in texts if t.strip()], title=title)


def truncate(doc: Document, max_chars: int, *, name: str = "") -> Document:
    """``doc`` cut to at most ``max_chars`` characters: whole pages up to the limit, then part of one.

    The cut document says so in its :attr:`~Document.note`: "first 5,000,000 of 157,433,760
    characters indexed" (the whole count when the extractor knows it).
    """
    if doc.words_only:
        max_chars = max(max_chars, WORDS_ONLY_CHARS)
    if doc.char_count <= max_chars:
        return doc
    pages: list[Page] = []
    left = max_chars
    for page in doc.pages:
        if left <= 0:
            break
        if len(page.text) > left:
            pages.append(Page(page.text[:left], page.number, page.ocr))
            break
        pages.append(page)
        left -= len(page.text)
    log.info("truncated %s from %d to %d characters", name or doc.kind, doc.char_count, max_chars)
    note = "; ".join(filter(None, (doc.note, cut_note(max_chars, doc.total_chars))))
    return replace(doc, pages=pages, note=note)  # the rest (a recording, a message) kept


def cut_note(kept: int, total: int | None) -> str:
    """What a document cut at the character limit says: how much of how much was indexed."""
    if total is not None and total > kept:
        return reasons.CUT_OF(kept=kept, total=total)
    return reasons.CUT(kept=kept)
