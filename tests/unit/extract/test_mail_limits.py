"""Messages built to hurt their reader (#43 items 5 and 11): headers of megabytes, which the email
package parses in time growing with the square of their length (a 1 MB header took 11.8 s, a
12.6 MB mbox of them 141 s on every full read), and parts nested 1,000 levels deep, which ran
the email package out of stack and cost the whole message, its subject and sender included.

Every message here is written byte by byte: the email package's own writer cannot write them.
The time a header costs is measured in ``bench/mail_headers.py``; these tests hold the property
that bounds it: the header parser is never handed more than :data:`MAX_HEADER_CHARS`.
"""

from __future__ import annotations

import gc
import tracemalloc
from collections.abc import Callable
from typing import Any

import pytest

from desktop_search.core.extract import mail
from desktop_search.core.extract.mail import MAX_HEADER_CHARS, read_message

HEAD = (
    b"From: Ann Example <ann@example.org>\r\n"
    b"To: me@example.org\r\n"
    b"Date: Tue, 14 Apr 2026 09:30:00 +0100\r\n"
    b"Message-ID: <hostile@example.org>\r\n"
)
BODY = "The picnic moved to the boathouse."
#: Four times the limit: what a header is cut to is plainly told from what it was.
OVERSIZED = 4 * MAX_HEADER_CHARS


def _repeat(unit: bytes, size: int) -> bytes:
    return unit * (size // len(unit))


def _with_header(header: bytes) -> bytes:
    return HEAD + header + b"\r\n\r\n" + BODY.encode() + b"\r\n"


HOSTILE_HEADERS: dict[str, Callable[[], bytes]] = {
    "long subject": lambda: b"Subject: Picnic " + _repeat(b"word ", OVERSIZED),
    "long recipient list": lambda: (
        b"Subject: Picnic\r\nCc: " + _repeat(b"Some Person <p@example.org>, ", OVERSIZED)
    ),
    "100,000 folded lines": lambda: b"Subject: Picnic" + b"\r\n y" * 100_000,
    "long content type": lambda: (
        b"Subject: Picnic\r\nContent-Type: text/plain; " + _repeat(b'a="x"; ', OVERSIZED)
    ),
}


@pytest.fixture
def parsed_lengths(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """The length of every header value the email package's header parser is handed."""
    lengths: list[int] = []
    factory = mail._POLICY.header_factory

    def counted(name: str, value: str) -> Any:
        lengths.append(len(value))
        return factory(name, value)

    monkeypatch.setattr(mail, "_POLICY", mail._POLICY.clone(header_factory=counted))
    return lengths


@pytest.mark.parametrize("header", HOSTILE_HEADERS.values(), ids=list(HOSTILE_HEADERS))
def test_an_oversized_header_is_cut_before_it_is_parsed(
    header: Callable[[], bytes], parsed_lengths: list[int]
) -> None:
    document, fields = read_message(_with_header(header()), max_chars=1_000_000)
    assert parsed_lengths
    assert max(parsed_lengths) <= MAX_HEADER_CHARS
    # The rest of the message is read as it always was.
    assert fields.subject.startswith("Picnic")
    assert len(fields.subject) <= MAX_HEADER_CHARS
    assert fields.sender == "Ann Example <ann@example.org>"
    assert fields.date is not None
    assert fields.message_id == "<hostile@example.org>"
    assert document.text.endswith("\n\n" + BODY)


def test_a_recipient_list_is_cut_after_a_whole_address_and_one_under_the_limit_is_whole() -> None:
    cut = _with_header(b"Subject: Picnic\r\nCc: " + _repeat(b"Some Person <p@example.org>, ", OVERSIZED))
    recipients = read_message(cut, max_chars=1_000_000)[1].recipients
    assert recipients.startswith("me@example.org, Some Person <p@example.org>, ")
    assert recipients.endswith("Some Person <p@example.org>")
    # A long list that real mail has (400 recipients, about 12 KiB) is kept whole.
    whole = b", ".join(b"Person %d <p%d@example.org>" % (n, n) for n in range(400))
    assert len(whole) < MAX_HEADER_CHARS
    recipients = read_message(_with_header(b"Subject: Picnic\r\nCc: " + whole), max_chars=1_000_000)[
        1
    ].recipients
    assert recipients.endswith("Person 398 <p398@example.org>, Person 399 <p399@example.org>")


def test_long_headers_are_not_held_after_their_message_is_read() -> None:
    """A parsed header keeps its parse tree (about 200 bytes a character for a subject, 600 for
    an address list), so the cache of parsed headers is bounded by the characters it holds: by
    a count of entries, 2,048 long headers held gigabytes, 40 subjects of 8 KiB 65 MB."""
    gc.collect()
    tracemalloc.start()
    try:
        before = tracemalloc.get_traced_memory()[0]
        for n in range(40):
            subject = b"Subject: Message %d " % n + _repeat(b"word ", 8 * 1024)
            read_message(_with_header(subject), max_chars=1_000)
        gc.collect()
        held = tracemalloc.get_traced_memory()[0] - before
    finally:
        tracemalloc.stop()
    assert held < 24 * 2**20
