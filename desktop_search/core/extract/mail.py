"""E-mail messages: headers, the plain-text body (or the HTML one), attachment names.

One message a file: ``.eml``, a Maildir message (``cur/`` and ``new/``; no suffix) and Apple
Mail's ``.emlx`` (the message's length in bytes on the first line, the message, then a
property list of Mail's own flags, which is left unread).
"""

from __future__ import annotations

import email
import logging
from email import policy
from email.message import EmailMessage, Message, MIMEPart
from pathlib import Path

from .document import Document, ExtractionError, UnsupportedFile, flowing
from .htmltext import html_to_text
from .text import BINARY, SNIFF_BYTES, looks_binary, normalise_newlines

log = logging.getLogger(__name__)

_HEADERS = ("Subject", "From", "To", "Cc", "Date")


def extract_eml(path: Path, *, max_chars: int) -> Document:
    return _message(path.read_bytes(), max_chars=max_chars)


def extract_emlx(path: Path, *, max_chars: int) -> Document:
    data = path.read_bytes()
    first, _nl, rest = data.partition(b"\n")
    try:
        length = int(first.strip())
    except ValueError:
        raise ExtractionError("not a valid EMLX file (no message length on its first line)") from None
    if length <= 0:
        raise ExtractionError("not a valid EMLX file (no message length on its first line)")
    # A message cut short (a partial download: ".partial.emlx") is read as far as it goes.
    return _message(rest[:length], max_chars=max_chars)


def _message(data: bytes, *, max_chars: int) -> Document:
    if looks_binary(data[:SNIFF_BYTES]):
        raise UnsupportedFile(BINARY)
    message = email.message_from_bytes(data, policy=policy.default)
    lines = []
    for name in _HEADERS:
        value = _header(message, name)
        if value:
            lines.append(f"{name}: {value}")
    body = _body(message) if isinstance(message, EmailMessage) else ""
    attachments = _attachment_names(message) if isinstance(message, EmailMessage) else []
    if attachments:
        lines.append("Attachments: " + ", ".join(attachments))
    text = "\n".join(lines) + "\n\n" + body.strip()
    return flowing("eml", text[: max_chars + 1].strip(), title=_header(message, "Subject"))


def _header(message: Message, name: str) -> str:
    try:
        value = message.get(name)
    except Exception:  # a malformed header must not cost the rest of the message
        log.debug("cannot parse header %s", name, exc_info=True)
        return ""
    return " ".join(str(value).split()) if value is not None else ""


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
