"""Mail stores read a piece at a time (#23): mbox files as Python's ``mailbox`` writes them and as
they go wrong (a "From " line inside a body, a message cut short at the end, a broken message in
the middle, one over the size limit), recognised with and without a suffix, and Outlook's PST
through libpff (a real PST from java-libpst's test data, see tests/fixtures/mail/README.md)."""

from __future__ import annotations

import mailbox
from email.message import EmailMessage
from pathlib import Path

import pytest

from desktop_search.core.extract import mailstore
from desktop_search.core.extract.document import ExtractionError
from desktop_search.core.extract.mailstore import (
    message_bytes,
    message_copy,
    read_store,
    store_kind,
    tail_digest,
)
from desktop_search.core.extract.sandbox import ExtractorProcess

FIXTURES = Path(__file__).parents[2] / "fixtures" / "mail"


def _message(n: int, body: str, *, subject: str | None = None, message_id: bool = True) -> EmailMessage:
    msg = EmailMessage()
    msg["From"] = f"Person {n} <p{n}@example.org>"
    msg["To"] = "me@example.org"
    msg["Subject"] = subject or f"Message {n}"
    msg["Date"] = "Tue, 14 Apr 2026 09:30:00 +0100"
    if message_id:
        msg["Message-ID"] = f"<{n}@example.org>"
    msg.set_content(body)
    return msg


def _mbox(path: Path, messages: list[EmailMessage]) -> Path:
    box = mailbox.mbox(path)
    for msg in messages:
        box.add(msg)
    box.flush()
    box.close()
    return path


def _all(path: Path) -> list[mailstore.Member]:
    members, start = [], 0
    while start is not None:
        batch = read_store(path, start, max_chars=100_000)
        members += batch.members
        start = batch.next_start
    return members


def test_an_mbox_is_read_in_pieces_and_every_message_once(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = _mbox(tmp_path / "Inbox", [_message(n, f"Body number {n}.") for n in range(7)])
    monkeypatch.setattr(mailstore, "BATCH_MESSAGES", 3)
    first = read_store(path, 0, max_chars=100_000)
    assert len(first.members) == 3
    assert first.next_start is not None
    members = _all(path)
    assert [m.subject for m in members] == [f"Message {n}" for n in range(7)]
    assert [m.key for m in members] == [f"<{n}@example.org> {m.digest[:16]}" for n, m in enumerate(members)]
    assert members[2].sender == "Person 2 <p2@example.org>"
    assert members[2].date == pytest.approx(1776155400.0)
    # Each location holds its message: the bytes read back there are that message.
    for member in members:
        assert f"Subject: {member.subject}".encode() in message_bytes(path, member.location)


def test_from_lines_inside_a_body_stay_in_the_body(tmp_path: Path) -> None:
    body = "Dear all,\nFrom the harbour we walk.\n\nFrom now on: meetings at 9.\nBye"
    path = _mbox(tmp_path / "a.mbox", [_message(1, body), _message(2, "second")])  # ">From" escapes
    # Written by hand, unescaped (mboxo writers that forgot): not after a blank line, or not shaped
    # like a separator, such a line does not start a message.
    raw = path.read_bytes() + (
        b"From someone@example.org Tue Apr 14 09:30:00 2026\nSubject: Third\nMessage-ID: <3@x>\n\n"
        b"Line one\nFrom me to you, a poem\n\nFrom here\n"
    )
    path.write_bytes(raw)
    members = _all(path)
    assert [m.subject for m in members] == ["Message 1", "Message 2", "Third"]
    assert "From the harbour we walk." in members[0].document.text
    assert ">From" not in members[0].document.text
    assert "From here" in members[2].document.text
    assert "a poem" in members[2].document.text


def test_a_store_cut_short_keeps_every_message_before_the_cut(tmp_path: Path) -> None:
    path = _mbox(tmp_path / "Sent", [_message(n, f"Complete message {n}.") for n in range(3)])
    data = path.read_bytes()
    path.write_bytes(data + b"From x@example.org Tue Apr 14 09:30:00 2026\nSubject: Cut sh")
    members = _all(path)
    assert [m.subject for m in members[:3]] == ["Message 0", "Message 1", "Message 2"]
    assert all(m.document is not None for m in members[:3])
    assert len(members) == 4  # the cut one is read as far as it goes, or named with its problem


def test_a_broken_message_costs_only_itself(tmp_path: Path) -> None:
    path = _mbox(tmp_path / "Junk", [_message(1, "before"), _message(2, "after")])
    data = path.read_bytes().replace(b"Subject: Message 2", b"Subject: Message 2", 1)
    broken = b"From x@example.org Tue Apr 14 09:30:00 2026\n" + b"\x00\x01\x02binary\xff" * 400 + b"\n\n"
    first_end = data.index(b"From ", 10)
    path.write_bytes(data[:first_end] + broken + data[first_end:])
    members = _all(path)
    assert [m.subject for m in members if m.document is not None] == ["Message 1", "Message 2"]
    assert [m.problem for m in members if m.document is None] == ["binary data"] or all(
        m.problem for m in members if m.document is None
    )


def test_a_message_over_the_size_limit_is_named_not_parsed(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(mailstore, "MAX_MESSAGE_BYTES", 4096)
    path = _mbox(
        tmp_path / "Big", [_message(1, "small"), _message(2, "x" * 20_000), _message(3, "small too")]
    )
    members = _all(path)
    assert [m.subject for m in members if m.document is not None] == ["Message 1", "Message 3"]
    (big,) = [m for m in members if m.document is None]
    assert "over the limit" in big.problem


def test_digest_ignores_flags_and_place_and_same_ids_are_told_apart(tmp_path: Path) -> None:
    one = _mbox(tmp_path / "one", [_message(1, "the same text"), _message(1, "the same id, other text")])
    first = _all(one)
    # one ID, other text: told apart by what is indexed of them, not by their order
    assert [m.key for m in first] == [f"<1@example.org> {m.digest[:16]}" for m in first]
    assert first[0].key != first[1].key
    flagged = _message(1, "the same text")
    flagged["X-Mozilla-Status"] = "0001"  # Thunderbird marks it read inside the message
    two = _mbox(tmp_path / "two", [_message(9, "another first"), flagged])
    again = _all(two)[1]
    assert again.key == first[0].key
    assert again.digest == first[0].digest
    assert again.location != first[0].location
    no_id = _all(_mbox(tmp_path / "three", [_message(5, "no id", message_id=False)]))[0]
    assert no_id.key.startswith("sha256:")


def test_tail_digest_tells_an_append_from_a_rewrite(tmp_path: Path) -> None:
    path = _mbox(tmp_path / "Inbox", [_message(1, "one"), _message(2, "two")])
    batch = read_store(path, 0, max_chars=100_000)
    assert batch.next_start is None
    assert batch.end == path.stat().st_size
    assert tail_digest(path, batch.end) == batch.tail
    _mbox(path, [_message(3, "three")])  # mailbox appends
    assert tail_digest(path, batch.end) == batch.tail
    appended = read_store(path, batch.end, max_chars=100_000)
    assert [m.subject for m in appended.members] == ["Message 3"]
    box = mailbox.mbox(path)
    box.remove(next(iter(box.keys())))
    box.flush()  # rewrites the file, as a compaction does
    box.close()
    assert tail_digest(path, batch.end) != batch.tail


def test_stores_are_recognised_by_suffix_summary_or_first_line(tmp_path: Path) -> None:
    mbox = _mbox(tmp_path / "Archive 2.0", [_message(1, "x")])
    assert store_kind(mbox) is None  # an unknown suffix: only with Thunderbird's summary beside it
    (tmp_path / "Archive 2.0.msf").write_text("// mork")
    assert store_kind(mbox) == "mbox"
    plain = _mbox(tmp_path / "Inbox", [_message(1, "x")])
    assert store_kind(plain) == "mbox"  # no suffix: its first line says so
    (tmp_path / "README").write_text("From the start, this is prose.\n")
    assert store_kind(tmp_path / "README") is None
    assert store_kind(tmp_path / "Inbox.msf") is None
    assert store_kind(tmp_path / "x.pst") == "pst"
    assert store_kind(tmp_path / "notes.txt") is None


def test_not_an_mbox_is_an_error(tmp_path: Path) -> None:
    path = tmp_path / "fake.mbox"
    path.write_text("Just some text\n")
    with pytest.raises(ExtractionError):
        read_store(path, 0, max_chars=1000)


def test_the_sandbox_child_reads_stores_and_a_copy_opens_as_eml(tmp_path: Path) -> None:
    path = _mbox(tmp_path / "Inbox", [_message(1, "Meet at the pier at noon.", subject="Pier / noon?")])
    with ExtractorProcess(timeout_s=30) as child:
        batch = child.read_store(path, 0)
    (member,) = batch.members
    copy = message_copy(path, member.location, subject=member.subject, folder=tmp_path)
    assert copy.suffix == ".eml"
    assert "/" not in copy.name
    assert copy.stat().st_mode & 0o777 == 0o600
    assert copy.parent.stat().st_mode & 0o777 == 0o700
    assert b"Meet at the pier at noon." in copy.read_bytes()
    assert copy.read_bytes().startswith(b"From: Person 1")


pypff = pytest.importorskip("pypff", reason="libpff-python is not installed")


def test_a_real_pst_is_read_item_by_item_with_attachments() -> None:
    members = _all(FIXTURES / "dist-list.pst")
    subjects = {m.subject for m in members}
    assert {"Test appointment", "test dist list", "contact name 1"} <= subjects
    appointment = next(m for m in members if m.subject == "Test appointment")
    assert "This is a complete test" in appointment.document.text
    assert appointment.location.startswith("pst:")
    assert appointment.date is not None
    assert len({m.key for m in members}) == len(members)
    # The same store read again gives the same keys and digests (nothing would be embedded anew).
    assert [(m.key, m.digest) for m in _all(FIXTURES / "dist-list.pst")] == [
        (m.key, m.digest) for m in members
    ]


def test_a_damaged_pst_is_an_error_not_a_crash(tmp_path: Path) -> None:
    path = tmp_path / "broken.pst"
    path.write_bytes((FIXTURES / "dist-list.pst").read_bytes()[:5000])
    with pytest.raises(ExtractionError):
        _all(path)


def test_a_pst_read_one_item_a_piece_gives_the_same_messages(monkeypatch: pytest.MonkeyPatch) -> None:
    whole = [(m.key, m.digest) for m in _all(FIXTURES / "dist-list.pst")]
    monkeypatch.setattr(mailstore, "BATCH_MESSAGES", 1)  # every piece skips the folders before it
    assert [(m.key, m.digest) for m in _all(FIXTURES / "dist-list.pst")] == whole


def test_wrong_and_unknown_charsets_cost_no_message(tmp_path: Path) -> None:
    sep = b"From a@example.org Tue Apr 14 09:30:00 2026\n"
    raw = (
        sep + b"Subject: Bogus charset\nMessage-ID: <c1@x>\nContent-Type: text/plain; charset=x-no-such\n\n"
        b"Caf\xe9 au lait at noon.\n\n"
        + sep + b"Subject: =?utf-8?q?Gr=C3=BC=C3=9Fe?=\nMessage-ID: <c2@x>\n"
        b"Content-Type: text/plain; charset=utf-8\n\n"
        b"Latin-1 bytes said to be UTF-8: M\xfcnchen.\n\n"
        + sep + b"Subject: \xe4rger in the subject\nMessage-ID: <c3@x>\n\nEight-bit header, no MIME at all.\n"
    )  # fmt: skip
    path = tmp_path / "charsets.mbox"
    path.write_bytes(raw)
    members = _all(path)
    assert [m.key.split(" ")[0] for m in members] == ["<c1@x>", "<c2@x>", "<c3@x>"]
    assert all(m.document is not None for m in members)
    assert "au lait at noon" in members[0].document.text
    assert members[1].subject == "Grüße"
    assert "nchen" in members[1].document.text
    assert "Eight-bit header" in members[2].document.text


def test_the_message_after_one_is_found_without_parsing_it(tmp_path: Path) -> None:
    path = _mbox(tmp_path / "Inbox", [_message(n, f"From the start {n}.\n\nFrom here too") for n in range(3)])
    starts = [int(m.location.split(":")[0]) for m in _all(path)]
    assert [mailstore.after_message(path, s) for s in starts] == [starts[1], starts[2], None]
    assert mailstore.after_message(tmp_path / "x.pst", 7, kind="pst") == 8
