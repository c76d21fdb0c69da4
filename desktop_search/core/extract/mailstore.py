"""Mail stores: one file holding many messages (mbox, Outlook's PST/OST), read a batch at a time.

A store is read in bounded pieces: :func:`read_store` starts at a place in the store (a byte
offset in an mbox, a message number in a PST), reads up to :data:`BATCH_MESSAGES` messages or
:data:`BATCH_SECONDS` of work, and says where the next piece starts. Each request is one call
into the sandbox child (its own time and memory limits), so a 10 GB mbox of 200,000 messages
streams through in flat memory and one broken message costs only itself.

Every message comes back as a :class:`Member`: a stable ``key`` (its Message-ID with the start
of its ``digest``, so copies of one ID with different text differ whatever their order; without
an ID, a hash of its bytes; byte-identical copies share a key, which the indexer numbers across
the whole store, "#2" on), a ``digest`` of what is
indexed of it (a change of flags, such as Thunderbird's ``X-Mozilla-Status`` when a message is
read, or a move to another offset by a compaction, leaves it equal: nothing is read again),
where it is (``location``, to open it), its header fields for the result list, and its text.

mbox: Thunderbird keeps each folder as an mbox file without a suffix (an ``.msf`` summary
beside it), mutt, Evolution's older stores and Apple's exports use ``.mbox``/``.mbx``. A
message starts at a line ``From <sender> <date>`` at the start of the file or after a blank
line; a "From " line inside a body that is not followed by that shape (or not after a blank
line) stays in the body, and ``>From`` escapes (mboxrd) are undone.
PST/OST: read through libpff (the ``libpff-python`` package, pypff), when it is installed.
"""

from __future__ import annotations

import email.utils
import hashlib
import logging
import re
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from datetime import UTC
from pathlib import Path
from typing import Any

from ..common import reasons
from .document import Document, ExtractionError, Page, UnsupportedFile
from .mail import attachment_page, parse_date, read_message

log = logging.getLogger(__name__)

#: Messages read per request at most, and seconds of work per request (then the next one goes on).
BATCH_MESSAGES = 200
BATCH_SECONDS = 5.0
#: A single message larger than this is skipped (named in the store's notes), not parsed.
MAX_MESSAGE_BYTES = 200 * 2**20
MBOX_SUFFIXES = frozenset({".mbox", ".mbx"})
PST_SUFFIXES = frozenset({".pst", ".ost"})
#: Summary and index files that mail programs keep beside their stores: never read.
SUMMARY_SUFFIXES = frozenset({".msf", ".dat", ".sqlite", ".ibex", ".summary", ".ev-summary", ".cmeta"})

# "From sender@example.com Sat Jan  3 01:05:34 1996" (asctime date; some writers add a zone).
_FROM_LINE = re.compile(rb"From \S*.*\b\d{4}\b")
_ESCAPED_FROM = re.compile(rb"^>(>*From )", re.M)


@dataclass(frozen=True)
class Member:
    """One message of a store, as :func:`read_store` reads it."""

    key: str
    digest: str
    location: str  #: mbox: "offset:length" in bytes; PST: "pst:<item identifier>"
    subject: str = ""
    sender: str = ""
    recipients: str = ""
    date: float | None = None  #: seconds since the epoch, from the Date header
    document: Document | None = None  #: None: the message could not be read (see ``problem``)
    problem: str = ""


@dataclass
class StoreBatch:
    """One piece of a store: its messages, where the next piece starts (None: the store has been
    read to its end), and how far the store went when this piece was read."""

    members: list[Member] = field(default_factory=list)
    next_start: int | None = None
    size: int = 0
    #: mbox: SHA-256 of the last bytes read (up to 4 KiB before ``end``): an append keeps them.
    tail: str = ""
    end: int = 0


def store_kind(path: Path) -> str | None:
    """ "mbox" or "pst" when ``path`` is a mail store (by its suffix, or, without a known suffix,
    by the summary file beside it or its first bytes), else None."""
    suffix = path.suffix.lower()
    if suffix in MBOX_SUFFIXES:
        return "mbox"
    if suffix in PST_SUFFIXES:
        return "pst"
    if suffix in SUMMARY_SUFFIXES:
        return None
    from .registry import SUPPORTED_SUFFIXES

    if suffix in SUPPORTED_SUFFIXES:
        return None
    try:
        if Path(f"{path}.msf").is_file():  # Thunderbird: "Inbox" beside "Inbox.msf"
            return "mbox"
        if suffix:  # "Rechnungen 2.0" is still a folder name, but only with its summary beside it
            return None
        with path.open("rb") as fh:
            head = fh.read(1024)
    except OSError:
        return None
    first = head.split(b"\n", 1)[0]
    return "mbox" if _FROM_LINE.match(first) else None


def read_store(
    path: Path, start: int = 0, *, max_chars: int, kind: str | None = None, limit: int | None = None
) -> StoreBatch:
    """Up to ``limit`` (default :data:`BATCH_MESSAGES`) messages of the store at ``path`` from
    ``start`` on."""
    kind = kind or store_kind(path)
    limit = BATCH_MESSAGES if limit is None else max(1, limit)
    try:
        if kind == "mbox":
            return _read_mbox(path, start, max_chars=max_chars, limit=limit)
        if kind == "pst":
            return _read_pst(path, start, max_chars=max_chars, limit=limit)
    except OSError as exc:
        raise ExtractionError(reasons.CANNOT_READ_FILE(error=exc.strerror or type(exc).__name__)) from exc
    raise UnsupportedFile(reasons.NOT_A_MAIL_STORE())


# -- mbox -----------------------------------------------------------------


def _read_mbox(path: Path, start: int, *, max_chars: int, limit: int) -> StoreBatch:
    batch = StoreBatch()
    began = time.monotonic()
    with path.open("rb") as fh:
        size = fh.seek(0, 2)
        batch.size = size
        fh.seek(start)
        if start == 0:
            first = fh.readline()
            if not _FROM_LINE.match(first):
                raise ExtractionError(reasons.NOT_MBOX())
            fh.seek(0)
        for offset, data, oversized in _mbox_messages(fh, start):
            if len(batch.members) >= limit or time.monotonic() - began > BATCH_SECONDS:
                batch.next_start = offset
                break
            location = f"{offset}:{oversized or len(data)}"
            if oversized:
                key = f"sha256:{hashlib.sha256(data).hexdigest()}"
                batch.members.append(
                    Member(
                        key,
                        key,
                        location,
                        problem=f"message of {oversized // 2**20} MB not read (over the limit)",
                    )
                )
                continue
            batch.members.append(_member(data, location, max_chars=max_chars, read=read_message))
        end = batch.next_start if batch.next_start is not None else size
        batch.end = end
        fh.seek(max(0, end - 4096))
        batch.tail = hashlib.sha256(fh.read(end - max(0, end - 4096))).hexdigest()
    return batch


def after_message(path: Path, start: int, *, kind: str | None = None) -> int | None:
    """Where the message after the one at ``start`` begins (None: it was the last), found
    without parsing it: how a message that stops its reader (a hang, a crash) is stepped over."""
    kind = kind or store_kind(path)
    if kind == "pst":
        return start + 1
    with path.open("rb") as fh:
        fh.seek(start)
        position = start + len(fh.readline())  # its own "From " line
        previous_blank = False
        while line := fh.readline(2**20):  # long lines in pieces: nothing of the message is kept
            if previous_blank and line.startswith(b"From ") and _FROM_LINE.match(line):
                return position
            position += len(line)
            previous_blank = line in (b"\n", b"\r\n")
    return None


def tail_digest(path: Path, end: int) -> str | None:
    """SHA-256 of the 4 KiB before ``end`` in ``path`` (as :class:`StoreBatch` ``tail``), or None
    when the file is shorter: what tells an append (the old end unchanged) from a rewrite."""
    try:
        with path.open("rb") as fh:
            if fh.seek(0, 2) < end:
                return None
            fh.seek(max(0, end - 4096))
            return hashlib.sha256(fh.read(end - max(0, end - 4096))).hexdigest()
    except OSError:
        return None


def _mbox_messages(fh, start: int):  # type: ignore[no-untyped-def]
    """(offset, bytes, oversized size or 0) of each message from ``start`` (a message's first byte):
    a message runs from its "From " line to the next one that follows a blank line."""
    offset: int | None = None
    lines: list[bytes] = []
    size = oversized = 0
    hasher = None
    previous_blank = True
    position = start
    for line in fh:
        if previous_blank and line.startswith(b"From ") and _FROM_LINE.match(line):
            if offset is not None:
                yield offset, _body_of(lines, hasher), oversized
            offset, lines, size, oversized, hasher = position, [], 0, 0, None
            position += len(line)
            previous_blank = False
            continue
        position += len(line)
        previous_blank = line in (b"\n", b"\r\n")
        if offset is None:
            continue  # not at a message: cannot happen from a message's start
        if hasher is not None:
            hasher.update(line)
            oversized += len(line)
            continue
        lines.append(line)
        size += len(line)
        if size > MAX_MESSAGE_BYTES:  # stop keeping it: hash the rest, to know it again
            hasher = hashlib.sha256()
            for kept in lines:
                hasher.update(kept)
            oversized, lines = size, []
    if offset is not None:
        yield offset, _body_of(lines, hasher), oversized


def _body_of(lines: list[bytes], hasher) -> bytes:  # type: ignore[no-untyped-def]
    if hasher is not None:
        return bytes(hasher.digest())
    data = b"".join(lines)
    if data.endswith(b"\r\n\r\n"):
        data = data[:-2]
    elif data.endswith(b"\n\n"):
        data = data[:-1]  # the blank line before the next separator belongs to the store
    return _ESCAPED_FROM.sub(rb"\1", data)


def _member(data: bytes, location: str, *, max_chars: int, read) -> Member:  # type: ignore[no-untyped-def]
    if _expunged(data):  # deleted in Thunderbird, still in the file until the folder is compacted
        return Member(f"expunged:{location}", "", location)
    try:
        document, fields = read(data, max_chars=max_chars)
    except ExtractionError as exc:
        key = f"sha256:{hashlib.sha256(data).hexdigest()}"
        return Member(key, key, location, problem=exc.reason)
    except Exception as exc:  # a parser's own failure costs this message only
        log.debug("message at %s unreadable", location, exc_info=True)
        key = f"sha256:{hashlib.sha256(data).hexdigest()}"
        return Member(key, key, location, problem=f"message not read ({type(exc).__name__})")
    digest = document_digest(document)
    key = _identity(fields.message_id, digest) or f"sha256:{hashlib.sha256(data).hexdigest()}"
    return Member(
        key=key,
        digest=digest,
        location=location,
        subject=fields.subject,
        sender=fields.sender,
        recipients=fields.recipients,
        date=fields.date,
        document=document,
    )


_MOZILLA_STATUS = re.compile(rb"^X-Mozilla-Status: *([0-9A-Fa-f]{1,4})\s*$", re.M)
#: Thunderbird's "expunged" flag (MSG_FLAG_EXPUNGED): deleted, its bytes kept until a compaction.
_EXPUNGED = 0x0008


def _expunged(data: bytes) -> bool:
    head = data[: data.find(b"\n\n") if b"\n\n" in data[:65536] else 65536]
    found = _MOZILLA_STATUS.search(head)
    return found is not None and bool(int(found.group(1), 16) & _EXPUNGED)


def _identity(message_id: str, digest: str) -> str:
    """A message's key: its Message-ID and the start of the digest of what is indexed of it.

    The digest keeps copies of one ID apart (a list server's repeated ID, a message saved twice
    with other text) by their content, not by their order: a compaction that removes one copy,
    an append read from the old end and a full read give every other copy the key it had. An
    occurrence counter (carried across a store's pieces by the indexer) is left to copies with
    the same text, where it does not matter which copy is which."""
    message_id = message_id.strip()
    if not message_id:
        return ""
    return f"{message_id} {digest[:16]}"


def legacy_key(key: str) -> str | None:
    """The Message-ID of a key of the form the index held before keys carried a digest
    ("<id>" or "<id>#2"), or None for a key of today's form (or one made of a hash)."""
    if " " in key or key.startswith(("sha256:", "pst:", "expunged:")):
        return None
    base, sep, n = key.rpartition("#")
    return base if sep and n.isdigit() else key


def document_digest(document: Document) -> str:
    """What is indexed of a message, hashed: equal digests need no new passages or vectors."""
    digest = hashlib.sha256(document.title.encode("utf-8", "surrogatepass"))
    for page in document.pages:
        digest.update(b"\x00")
        digest.update(page.text.encode("utf-8", "surrogatepass"))
    return digest.hexdigest()


def message_bytes(path: Path, location: str) -> bytes:
    """The raw message of an mbox at ``location`` ("offset:length"), as an .eml file holds it."""
    offset, _, length = location.partition(":")
    with path.open("rb") as fh:
        fh.seek(int(offset))
        fh.readline()  # its "From " line
        data = fh.read(int(length))
    return _ESCAPED_FROM.sub(rb"\1", data)


# -- PST / OST (libpff) -----------------------------------------------------

#: MAPI property tags read from a PST item's record set.
_TAG_MESSAGE_ID = 0x1035
_TAG_DISPLAY_TO = 0x0E04
_TAG_SENDER_EMAIL = 0x0C1F
_TAG_ATTACH_LONG_NAME = 0x3707
_TAG_ATTACH_NAME = 0x3704


def pst_available() -> bool:
    try:
        import pypff  # noqa: F401
    except ImportError:
        return False
    return True


def _read_pst(path: Path, start: int, *, max_chars: int, limit: int) -> StoreBatch:
    try:
        import pypff
    except ImportError:
        raise UnsupportedFile(reasons.PST_NEEDS_LIBPFF()) from None
    batch = StoreBatch(size=path.stat().st_size)
    began = time.monotonic()
    pst = pypff.file()
    try:
        pst.open(str(path))
    except OSError as exc:
        raise ExtractionError(reasons.PST_UNREADABLE(error=str(exc).splitlines()[0][:120])) from None
    try:
        for number, folder, item in _pst_items(pst.get_root_folder(), "", start):
            if item is None:
                continue
            if len(batch.members) >= limit or time.monotonic() - began > BATCH_SECONDS:
                batch.next_start = number
                break
            batch.members.append(_pst_member(item, folder, max_chars=max_chars))
    finally:
        pst.close()
    return batch


def _pst_items(folder, where: str, start: int = 0, number: int = 0):  # type: ignore[no-untyped-def]
    """(number, folder path, item or None) of every message, contact, appointment... in folder
    order, from item ``start`` on (``number``: the first item's number here). A folder wholly
    before ``start`` is skipped by its counts alone, so a piece deep into a large PST does not
    fetch every item before it; an item that cannot be read is numbered and given as None."""
    count = _messages_in(folder)
    for i in range(max(0, start - number), count):
        try:
            item = folder.get_sub_message(i)
        except OSError:
            item = None
        yield number + i, where, item
    number += count
    for sub in _subfolders(folder):
        total = _items_below(sub)
        if number + total > start:
            name = _text(lambda s=sub: s.name)
            yield from _pst_items(sub, f"{where}/{name}" if where else name, start, number)
        number += total


def _messages_in(folder: Any) -> int:
    try:
        return int(folder.number_of_sub_messages)
    except OSError:
        return 0


def _subfolders(folder: Any) -> Iterator[Any]:
    try:
        count = folder.number_of_sub_folders
    except OSError:
        return
    for i in range(count):
        try:
            yield folder.get_sub_folder(i)
        except OSError:
            continue


def _items_below(folder: Any) -> int:
    return _messages_in(folder) + sum([_items_below(sub) for sub in _subfolders(folder)])


def _text(get) -> str:  # type: ignore[no-untyped-def]
    try:
        value = get()
    except (OSError, AttributeError, UnicodeDecodeError):
        return ""
    if isinstance(value, bytes):
        value = value.decode("utf-8", errors="replace")
    return " ".join(str(value).split()) if value else ""


def _entry(item, tag: int) -> str:  # type: ignore[no-untyped-def]
    try:
        for r in range(item.number_of_record_sets):
            record = item.get_record_set(r)
            for e in range(record.number_of_entries):
                entry = record.get_entry(e)
                if entry.entry_type == tag:
                    return _text(entry.get_data_as_string)
    except OSError:
        pass
    return ""


def _pst_member(item, folder: str, *, max_chars: int) -> Member:  # type: ignore[no-untyped-def]
    from .htmltext import html_to_text

    identifier = _text(lambda: item.identifier)
    location = f"pst:{identifier}"
    subject = _text(lambda: item.subject)
    headers = _text(lambda: item.transport_headers) and str(item.transport_headers or "")
    parsed = email.message_from_string(headers) if headers else None
    sender = _text(lambda: parsed.get("From", "")) if parsed else ""
    sender = sender or _text(lambda: item.sender_name)
    email_address = _entry(item, _TAG_SENDER_EMAIL)
    if email_address and email_address not in sender:
        sender = f"{sender} <{email_address}>" if sender else email_address
    recipients = (_text(lambda: parsed.get("To", "")) if parsed else "") or _entry(item, _TAG_DISPLAY_TO)
    date = parse_date(_text(lambda: parsed.get("Date", ""))) if parsed else None
    if date is None:
        for getter in (
            lambda: item.delivery_time,
            lambda: item.client_submit_time,
            lambda: item.creation_time,
        ):
            try:
                when = getter()  # type: ignore[no-untyped-call]
            except (OSError, AttributeError):  # not every item kind has every time
                when = None
            if when is not None:
                try:
                    date = when.replace(tzinfo=UTC).timestamp()
                except (ValueError, OverflowError, OSError):
                    date = None
                break
    message_id = (_text(lambda: parsed.get("Message-ID", "")) if parsed else "") or _entry(
        item, _TAG_MESSAGE_ID
    )
    body = ""
    try:
        plain = item.plain_text_body
        if plain:
            body = plain.decode("utf-8", errors="replace") if isinstance(plain, bytes) else str(plain)
        else:
            html = item.html_body
            if html:
                body = html_to_text(
                    html.decode("utf-8", errors="replace") if isinstance(html, bytes) else html
                )[1]
    except AttributeError:  # an item that is not a message (free/busy data, a view): nothing to read
        return Member(f"pst:{identifier}", f"pst:{identifier}", location)
    except OSError as exc:
        return Member(
            f"pst:{identifier}",
            f"pst:{identifier}",
            location,
            subject=subject,
            problem=f"body not read ({exc})",
        )
    lines = [
        f"{name}: {value}"
        for name, value in (("Subject", subject), ("From", sender), ("To", recipients))
        if value
    ]
    if date is not None:
        lines.append("Date: " + email.utils.formatdate(date, localtime=False))
    if folder:
        lines.append(f"Folder: {folder}")
    pages: list[Page] = []
    notes: list[str] = []
    names: list[str] = []
    budget = max_chars
    try:
        attachments = item.number_of_attachments
    except (OSError, AttributeError):
        attachments = 0
    for i in range(attachments):
        try:
            attachment = item.get_attachment(i)
            name = (
                _text(lambda a=attachment: a.long_filename)
                or _entry(attachment, _TAG_ATTACH_LONG_NAME)
                or _entry(attachment, _TAG_ATTACH_NAME)
            )
            size = attachment.size or 0
        except OSError:
            continue
        if name:
            names.append(name)
        if not name or not size:
            continue
        try:
            payload = attachment.read_buffer(size) if size <= 64 * 2**20 else None
        except OSError:
            payload = None
        page = attachment_page(name, payload, subject, budget, notes, size=size)
        if page is not None:
            pages.append(page)
            budget -= len(page.text)
    if names:
        lines.append("Attachments: " + ", ".join(names))
    text = ("\n".join(lines) + "\n\n" + body.strip())[: max_chars + 1].strip()
    document = Document(
        kind="eml", pages=[Page(text), *pages] if text else pages, title=subject, note="; ".join(notes)
    )
    digest = document_digest(document)
    key = _identity(message_id, digest) or f"pst:{identifier}"
    return Member(
        key=key,
        digest=digest,
        location=location,
        subject=subject,
        sender=sender,
        recipients=recipients,
        date=date,
        document=document,
    )


def pst_message_text(path: Path, location: str) -> tuple[str, str]:
    """(subject, text) of the PST item at ``location`` ("pst:<identifier>"), for opening it."""
    import pypff

    wanted = location.partition(":")[2]
    pst = pypff.file()
    pst.open(str(path))
    try:
        for _number, _folder, item in _pst_items(pst.get_root_folder(), ""):
            if item is not None and _text(lambda i=item: i.identifier) == wanted:
                member = _pst_member(item, _folder, max_chars=5_000_000)
                return member.subject, member.document.text if member.document else ""
    finally:
        pst.close()
    raise ExtractionError(reasons.MESSAGE_GONE())


def message_copy(store: Path, location: str, *, subject: str = "", folder: Path | None = None) -> Path:
    """The message of ``store`` at ``location`` written as an ``.eml`` file that the user's mail
    program (or any default application for messages) opens: in a private folder (0700) of the
    system's temporary space (or ``folder``), the file itself 0600. Raises ExtractionError when
    the store no longer holds it there."""
    import os
    import tempfile

    try:
        if location.startswith("pst:"):
            from email.message import EmailMessage

            subject, text = pst_message_text(store, location)
            message = EmailMessage()
            message["Subject"] = subject
            message.set_content(text)
            data = bytes(message)
        else:
            data = message_bytes(store, location)
    except (OSError, ValueError) as exc:
        raise ExtractionError(reasons.MESSAGE_UNREADABLE(store=store.name, error=exc)) from exc
    if not data.strip():
        raise ExtractionError(reasons.MESSAGE_GONE())
    where = Path(tempfile.mkdtemp(prefix="desktop-search-message-", dir=folder))
    name = re.sub(r"[^\w\s.,()'-]+", "", subject, flags=re.UNICODE).strip()[:80] or "message"
    target = where / f"{name}.eml"
    fd = os.open(target, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    with os.fdopen(fd, "wb") as fh:
        fh.write(data)
    return target
