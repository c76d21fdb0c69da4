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

from desktop_search.core.common import reasons
from desktop_search.core.extract import mail
from desktop_search.core.extract.mail import MAX_HEADER_CHARS, MAX_PART_DEPTH, read_message

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


def _nested_parts(depth: int, *, level_text: bool = True) -> bytes:
    """``depth`` multipart/mixed parts inside each other (the message itself the outermost), each
    holding a line of its own ("Level 3 of the letter.") before the next; the innermost holds
    text only."""
    part = b"Content-Type: text/plain\r\n\r\nThe innermost words.\r\n"
    for level in range(depth, 0, -1):
        boundary = b"b%d" % level
        own = b"Content-Type: text/plain\r\n\r\nLevel %d of the letter.\r\n--%s\r\n" % (level, boundary)
        part = (
            b"Content-Type: multipart/mixed; boundary=%s\r\n\r\n--%s\r\n" % (boundary, boundary)
            + (own if level_text else b"")
            + part
            + b"\r\n--%s--\r\n" % boundary
        )
    return HEAD + b"Subject: Deep one\r\nMIME-Version: 1.0\r\n" + part


def _nested_messages(depth: int) -> bytes:
    """Messages forwarded inside messages (message/rfc822), ``depth`` deep."""
    inner = b"Subject: The innermost\r\nContent-Type: text/plain\r\n\r\nThe innermost words.\r\n"
    for level in range(depth - 1, 0, -1):
        inner = b"Subject: Level %d\r\nContent-Type: message/rfc822\r\n\r\n" % level + inner
    return HEAD + b"Subject: Deep one\r\nMIME-Version: 1.0\r\nContent-Type: message/rfc822\r\n\r\n" + inner


@pytest.mark.parametrize(
    "message", [_nested_parts(1_000), _nested_messages(1_000)], ids=["parts", "messages"]
)
def test_a_message_nested_1000_deep_keeps_what_can_be_read_and_says_the_rest_was_cut(
    message: bytes,
) -> None:
    document, fields = read_message(message, max_chars=1_000_000)
    assert fields.subject == "Deep one"
    assert fields.sender == "Ann Example <ann@example.org>"
    assert fields.date is not None
    assert fields.message_id == "<hostile@example.org>"
    assert document.text.startswith("Subject: Deep one\nFrom: Ann Example <ann@example.org>\n")
    assert "The innermost words." not in document.text
    assert document.note == reasons.PARTS_TOO_DEEP(depth=MAX_PART_DEPTH)


def test_the_text_of_the_levels_that_can_be_read_is_kept() -> None:
    document, _fields = read_message(_nested_parts(1_000), max_chars=1_000_000)
    assert document.text.endswith("\n\nLevel 1 of the letter.")


def test_parts_nested_up_to_the_limit_are_read_whole() -> None:
    # The innermost text lies under MAX_PART_DEPTH multiparts, the message itself the first.
    document, _fields = read_message(_nested_parts(MAX_PART_DEPTH, level_text=False), max_chars=10_000)
    assert document.text.endswith("\n\nThe innermost words.")
    assert document.note == ""
    # One level more and it is past the limit: the message is kept, the deep part named.
    document, fields = read_message(_nested_parts(MAX_PART_DEPTH + 1, level_text=False), max_chars=10_000)
    assert fields.subject == "Deep one"
    assert "The innermost words." not in document.text
    assert document.note == reasons.PARTS_TOO_DEEP(depth=MAX_PART_DEPTH)


def test_comments_nested_thousands_deep_in_a_header_cost_that_header_at_most() -> None:
    message = _with_header(b"Subject: Picnic\r\nContent-Type: text/plain; " + b"(" * 5_000)
    document, fields = read_message(message, max_chars=10_000)
    assert fields.subject == "Picnic"
    assert fields.sender == "Ann Example <ann@example.org>"
    assert document.text.endswith("\n\n" + BODY)
