"""E-mail messages: headers, the plain-text body (or the HTML one), attachment names.

One message a file: ``.eml``, a Maildir message (``cur/`` and ``new/``; no suffix) and Apple
Mail's ``.emlx`` (the message's length in bytes on the first line, the message, then a
property list of Mail's own flags, which is left unread).
"""

from __future__ import annotations

import contextvars
import email.utils
import logging
import re
import tempfile
import threading
from collections import OrderedDict
from collections.abc import Iterator
from dataclasses import dataclass
from email import policy
from email.feedparser import BytesFeedParser
from email.message import EmailMessage, Message, MIMEPart
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..common import reasons
from .document import Document, ExtractionError, Page, UnsupportedFile
from .htmltext import html_to_text
from .text import BINARY, SNIFF_BYTES, looks_binary, normalise_newlines

log = logging.getLogger(__name__)

_HEADERS = ("Subject", "From", "To", "Cc", "Date")
#: How a message's text begins (its header lines): what from:, to: and subject: look in.
HEADER_PREFIXES = tuple(f"{name}: " for name in _HEADERS)
#: Attachments larger than this (decoded) are named, not read.
ATTACHMENT_MAX_BYTES = 64 * 2**20
#: Messages attached inside messages are read this deep.
MAX_NESTING = 3
#: A header value longer than this is cut to it before it is parsed. The email package parses a
#: header in time growing with the square of its length (1 MB: 11.8 s; 10 MB: over 280 s): up to
#: about 16 KiB its time per character stays flat (an address list 5 to 9 ms a KiB), past it the
#: time per character doubles with each doubling (64 KiB: 12 ms a KiB, 128 KiB: 22), so cut
#: there a hostile header costs what the same bytes of ordinary headers cost. Real headers stay
#: far under it: sendmail refuses a whole header block over 32 KiB by default, and 16 KiB holds
#: a list of 300 to 500 recipients.
MAX_HEADER_CHARS = 16 * 1024
#: Parts inside parts (multipart, message/rfc822) are read this many levels deep, the message
#: itself level 0: a part at this level is read as one piece, and parts inside it are left
#: unparsed, which the message's note says.
#: A forward of a forward ten times over is some 30 levels; each level is a few frames of the
#: email package's recursive parser and walkers, and 1,000 levels ran it out of stack.
MAX_PART_DEPTH = 50
_depth: contextvars.ContextVar[int] = contextvars.ContextVar("attachment_depth", default=0)


class _ParsedOnce(policy.EmailPolicy):
    """The default policy, parsing each header value once: the email package parses a header
    anew on every access (``get_body`` and ``iter_attachments`` ask each part's Content-Type and
    Content-Disposition many times), which made header parsing most of a mail store's reading.
    Parsed headers are immutable strings, so a small cache of them is safe to share. A value is
    cut to :data:`MAX_HEADER_CHARS` first."""

    def header_fetch_parse(self, name: str, value: str) -> Any:
        if hasattr(value, "name"):
            return value
        value = "".join(_LINE_BREAK.split(value))
        if len(value) > MAX_HEADER_CHARS:
            value = _cut(value)
        try:
            return _PARSED.get(self.header_factory, name, value)
        except RecursionError:  # comments nested thousands deep: the value as it is written
            return value.encode("ascii", "surrogateescape").decode("utf-8", "replace")


#: What the email package itself joins a folded header's lines at (not str.splitlines: that
#: splits at more than CR and LF).
_LINE_BREAK = re.compile(r"\n|\r")


def _cut(value: str) -> str:
    """The first :data:`MAX_HEADER_CHARS` of a longer header value, ending before its last comma
    there when that is in their last quarter: a list of addresses keeps whole addresses."""
    kept = value[:MAX_HEADER_CHARS]
    comma = kept.rfind(",", MAX_HEADER_CHARS * 3 // 4)
    return kept[:comma] if comma > 0 else kept


class _ParsedHeaders:
    """Parsed header values, the least recently used dropped first once the values held come to
    more than ``chars`` characters. A parsed header keeps its parse tree, some 200 bytes a
    character for a subject and 600 for an address list, so a count of entries bounded nothing:
    2,048 headers of 16 KiB would have held 20 GB. Shared by the threads that read mail."""

    def __init__(self, *, chars: int) -> None:
        self._chars = chars
        self._held = 0
        self._parsed: OrderedDict[tuple[Any, str, str], Any] = OrderedDict()
        self._lock = threading.Lock()

    def get(self, factory: Any, name: str, value: str) -> Any:
        key = (factory, name, value)
        with self._lock:
            if key in self._parsed:
                self._parsed.move_to_end(key)
                return self._parsed[key]
        parsed = factory(name, value)
        with self._lock:
            if key not in self._parsed:
                self._parsed[key] = parsed
                self._held += len(value)
                while self._held > self._chars:
                    (_factory, _name, dropped), _header = self._parsed.popitem(last=False)
                    self._held -= len(dropped)
        return parsed


#: Ordinary header values are some 20 to 100 characters: this holds a thousand or more of them,
#: and at most some 40 MB of parse trees whatever the values.
_PARSED = _ParsedHeaders(chars=64 * 1024)
_POLICY = _ParsedOnce()


if TYPE_CHECKING:
    _FeedParser = BytesFeedParser[Message]
else:
    _FeedParser = BytesFeedParser  # not subscriptable at run time


class _DepthBoundedParser(_FeedParser):
    """The email package's parser, reading parts :data:`MAX_PART_DEPTH` levels deep: a part at
    that level is parsed as the package parses with ``headersonly`` (its headers, then the rest
    of it up to its parent's boundary kept as its payload), so nothing inside it is parsed. The
    package's parser recurses once a level (``_parsegen``), and had no bound."""

    _msgstack: list[Message]  # the parts open around the one being parsed
    _cur: Message  # the part being parsed
    _headersonly: bool

    def __init__(self) -> None:
        super().__init__(policy=_POLICY)
        self.cut = False  # parts past the depth were left unparsed

    def _parsegen(self) -> Iterator[object]:
        if len(self._msgstack) < MAX_PART_DEPTH:
            yield from super()._parsegen()  # type: ignore[misc]
            return
        self._headersonly = True
        try:
            yield from super()._parsegen()  # type: ignore[misc]
        finally:
            self._headersonly = False
        if self._cur.get_content_maintype() in ("multipart", "message"):  # not a text at the bottom
            self.cut = True


def _parse(data: bytes) -> tuple[Message, bool]:
    """The message in ``data``, and whether parts of it were past :data:`MAX_PART_DEPTH`."""
    parser = _DepthBoundedParser()
    parser.feed(data)
    return parser.close(), parser.cut


def extract_eml(path: Path, *, max_chars: int) -> Document:
    return _message(path.read_bytes(), max_chars=max_chars)


def extract_emlx(path: Path, *, max_chars: int) -> Document:
    data = path.read_bytes()
    first, _nl, rest = data.partition(b"\n")
    try:
        length = int(first.strip())
    except ValueError:
        raise ExtractionError(reasons.EMLX_NO_LENGTH()) from None
    if length <= 0:
        raise ExtractionError(reasons.EMLX_NO_LENGTH())
    # A message cut short (a partial download: ".partial.emlx") is read as far as it goes.
    return _message(rest[:length], max_chars=max_chars)


@dataclass(frozen=True)
class MessageFields:
    """What the result list shows of a message, and its identity."""

    subject: str = ""
    sender: str = ""
    recipients: str = ""
    date: float | None = None
    message_id: str = ""


def _message(data: bytes, *, max_chars: int) -> Document:
    return read_message(data, max_chars=max_chars)[0]


def read_message(data: bytes, *, max_chars: int) -> tuple[Document, MessageFields]:
    """A message's document (headers and body, then each readable attachment) and its fields."""
    if looks_binary(data[:SNIFF_BYTES]):
        raise UnsupportedFile(BINARY)
    message, cut = _parse(data)
    lines = []
    for name in _HEADERS:
        value = _header(message, name)
        if value:
            lines.append(f"{name}: {value}")
    body = _body(message) if isinstance(message, EmailMessage) else ""
    attachments = _attachment_names(message) if isinstance(message, EmailMessage) else []
    if attachments:
        lines.append("Attachments: " + ", ".join(attachments))
    text = ("\n".join(lines) + "\n\n" + body.strip())[: max_chars + 1].strip()
    subject = _header(message, "Subject")
    pages = [Page(text)] if text else []
    notes = [reasons.PARTS_TOO_DEEP(depth=MAX_PART_DEPTH)] if cut else []
    if isinstance(message, EmailMessage):
        pages += _attachment_pages(message, subject, max_chars - len(text), notes)
    fields = MessageFields(
        subject=subject,
        sender=_header(message, "From"),
        recipients=", ".join(v for v in (_header(message, "To"), _header(message, "Cc")) if v),
        date=parse_date(_header(message, "Date")),
        message_id=_header(message, "Message-ID"),
    )
    document = Document(
        kind="eml",
        pages=pages,
        title=subject,
        note="; ".join(notes),
        message=(fields.subject, fields.sender, fields.recipients, fields.date),
    )
    return document, fields


def _attachment_pages(message: EmailMessage, subject: str, budget: int, notes: list[str]) -> list[Page]:
    """The text of each attachment in a format this layer reads (PDF, Office, text...), as a
    passage of its own headed "invoice.pdf, attached to ‘Your repair’" (see :func:`attachment_page`)."""
    depth = _depth.get()
    if depth >= MAX_NESTING:  # a message attached to a message attached to...
        return []
    pages: list[Page] = []
    try:
        parts = list(message.iter_attachments())
    except Exception:  # malformed MIME structure: the body is kept
        log.debug("cannot list attachments", exc_info=True)
        return []
    for part in parts:
        name = " ".join((part.get_filename() or "").split())
        if budget <= 0 or not _readable_attachment(name):
            continue
        try:
            payload = part.get_payload(decode=True)
        except Exception:  # a broken transfer encoding
            payload = None
        page = attachment_page(name, payload if isinstance(payload, bytes) else None, subject, budget, notes)
        if page is not None:
            pages.append(page)
            budget -= len(page.text)
    return pages


def _readable_attachment(name: str) -> bool:
    from .image import IMAGE_SUFFIXES
    from .registry import SUPPORTED_SUFFIXES

    suffix = Path(name).suffix.lower()
    return suffix in SUPPORTED_SUFFIXES and suffix not in IMAGE_SUFFIXES


def attachment_page(
    name: str, payload: bytes | None, subject: str, budget: int, notes: list[str], *, size: int | None = None
) -> Page | None:
    """The passage of one attachment, or None. Images are left to their names (text from pixels
    is read for files, page by page, not inside mail); an attachment over
    :data:`ATTACHMENT_MAX_BYTES` or one that cannot be read is named in ``notes``."""
    from .registry import extract_file

    if budget <= 0 or not _readable_attachment(name):
        return None
    size = len(payload) if payload is not None else (size or 0)
    if size > ATTACHMENT_MAX_BYTES:
        notes.append(reasons.ATTACHMENT_TOO_LARGE(name=name, size=size // 2**20))
        return None
    if not payload:
        return None
    depth = _depth.get()
    if depth >= MAX_NESTING:
        return None
    token = _depth.set(depth + 1)
    try:
        # A private folder (0700) that is gone when the attachment has been read.
        with tempfile.TemporaryDirectory(prefix="desktop-search-attachment-") as folder:
            copy = Path(folder) / f"attachment{Path(name).suffix.lower()}"
            copy.write_bytes(payload)
            doc = extract_file(copy, max_chars=budget)
    except ExtractionError as exc:
        notes.append(reasons.ATTACHMENT_NOT_READ(name=name, reason=exc.reason))
        return None
    finally:
        _depth.reset(token)
    body = doc.text.strip()
    if not body:
        return None
    heading = f"{name}, attached to ‘{subject}’" if subject else f"{name}, attached"
    return Page(f"{heading}\n\n{body}")


def _header(message: Message, name: str) -> str:
    try:
        value = message.get(name)
    except Exception:  # a malformed header must not cost the rest of the message
        log.debug("cannot parse header %s", name, exc_info=True)
        return ""
    return " ".join(str(value).split()) if value is not None else ""


def parse_date(value: str) -> float | None:
    """Seconds since the epoch of an RFC 5322 date, or None."""
    if not value:
        return None
    try:
        parsed = email.utils.parsedate_to_datetime(value)
    except (TypeError, ValueError, IndexError, OverflowError):
        return None
    try:
        return parsed.timestamp()
    except (ValueError, OverflowError, OSError):
        return None


def _body(message: EmailMessage) -> str:
    part = message.get_body(preferencelist=("plain",))
    if part is not None:
        return normalise_newlines(_content(part))
    part = message.get_body(preferencelist=("html",))
    if part is not None:
        return html_to_text(_content(part))[1]
    return ""


def _content(part: MIMEPart) -> str:
    try:
        content = part.get_content()
    except (LookupError, ValueError, AssertionError):  # unknown charset, broken transfer encoding
        payload = part.get_payload(decode=True)
        content = payload.decode("utf-8", errors="replace") if isinstance(payload, bytes) else ""
    return content if isinstance(content, str) else ""


def _attachment_names(message: EmailMessage) -> list[str]:
    names = []
    try:
        for part in message.iter_attachments():
            name = part.get_filename()
            if name:
                names.append(" ".join(name.split()))
    except Exception:  # malformed MIME structure: the names are a nicety
        log.debug("cannot list attachments", exc_info=True)
    return names
