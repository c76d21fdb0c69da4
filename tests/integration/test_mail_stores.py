"""Mail stores (#23): Thunderbird's extension-less mbox folders, an ``.mbox`` export and an Outlook
PST, indexed from disk with the real pipeline (sandboxed reading, llama.cpp, Faiss, SQLite), one
result per message, found by paraphrase, by ``from:``, by an attachment's text and by its date;
an appended message is indexed alone, a compaction embeds nothing, a deleted message leaves
nothing, and a store cut short keeps its other messages."""

from __future__ import annotations

import dataclasses
import importlib.util
import mailbox
import os
import shutil
from email.message import EmailMessage
from pathlib import Path

import pytest

from desktop_search.core.engine import Engine
from desktop_search.core.extract.mailstore import message_copy
from desktop_search.core.indexing.changes import ChangeSet
from tests.helpers.documents import write_pdf
from tests.helpers.models import data_with_model

FIXTURES = Path(__file__).parents[1] / "fixtures" / "mail"


def _message(
    subject: str,
    sender: str,
    body: str,
    *,
    date: str = "Tue, 14 Apr 2026 09:30:00 +0100",
    attachment: tuple[str, bytes] | None = None,
) -> EmailMessage:
    msg = EmailMessage()
    msg["Subject"] = subject
    msg["From"] = sender
    msg["To"] = "me@example.org"
    msg["Date"] = date
    msg["Message-ID"] = f"<{abs(hash(subject))}.{len(body)}@example.org>"
    msg.set_content(body)
    if attachment:
        name, data = attachment
        msg.add_attachment(data, maintype="application", subtype="pdf", filename=name)
    return msg


def _thunderbird(root: Path) -> Path:
    """A Thunderbird profile's Mail folder: Inbox (with its .msf summary) and a subfolder."""
    mail = root / "profile" / "Mail" / "Local Folders"
    (mail / "Inbox.sbd").mkdir(parents=True)
    quote = write_pdf(
        root / "quote.pdf",
        ["Quotation: replacing fourteen slates and the lead valley, scaffold hire for a week."],
    ).read_bytes()
    inbox = mailbox.mbox(mail / "Inbox")
    inbox.add(
        _message(
            "Your repair",
            "Harbourside Roofing <office@roofing.example>",
            "We replaced the cracked slates above the bathroom and sealed the chimney flashing.\n"
            "From now on the gutter is clear. The invoice is attached.",
            attachment=("invoice-2291.pdf", quote),
        )
    )
    inbox.add(
        _message("Lunch on Friday?", "Sam <sam@example.org>", "Shall we try the noodle bar near the station?")
    )
    for i in range(6):
        inbox.add(
            _message(
                f"Newsletter {i}",
                "news@shop.example",
                f"Offers of the week number {i}: garden chairs.",
                date=f"Mon, {i + 1:02d} Dec 2025 08:00:00 +0000",
            )
        )
    inbox.flush()
    inbox.close()
    (mail / "Inbox.msf").write_text('// <!-- <mdb:mork:z v="1.4"/> -->')
    club = mailbox.mbox(mail / "Inbox.sbd" / "Club")
    club.add(_message("Rowing season", "Coach <coach@club.example>", "Training on the river starts in May."))
    club.flush()
    club.close()
    (mail / "Inbox.sbd" / "Club.msf").write_text("// mork")
    return root / "profile" / "Mail"


@pytest.fixture(scope="module")
def store_engine(tmp_path_factory: pytest.TempPathFactory, default_model: Path):
    root = tmp_path_factory.mktemp("stores")
    mail = _thunderbird(root)
    export = mailbox.mbox(mail / "export.mbox")
    export.add(_message("Piano lessons", "Ana <ana@example.org>", "The lessons move to Wednesday evenings."))
    export.flush()
    export.close()
    paths = data_with_model(root / "data", default_model)
    with Engine(paths) as eng:
        report = eng.index([mail])
        yield eng, mail, report


def _subjects(results) -> list[str]:  # type: ignore[no-untyped-def]
    return [r.subject for r in results]


def test_each_message_of_a_store_is_its_own_result(store_engine) -> None:  # type: ignore[no-untyped-def]
    eng, mail, report = store_engine
    assert report.messages_indexed == 10
    assert report.files_failed == 0
    results = eng.query("type:email", top=50, rerank=False).results
    assert len(results) == 10
    assert len({r.path for r in results}) == 10
    assert not any(r.path.endswith(".msf") for r in results)
    inbox = str(mail / "Local Folders" / "Inbox")
    repair = next(r for r in results if r.subject == "Your repair")
    assert repair.store == inbox
    assert repair.sender == "Harbourside Roofing <office@roofing.example>"
    assert repair.name == "Your repair"
    assert repair.path.startswith(inbox + "/")
    counts = eng.db.counts()  # three stores are three files; their messages are counted apart
    assert (counts["files"], counts["messages"]) == (3, 10)


def test_a_message_is_found_by_paraphrase_and_opens_as_itself(store_engine, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    eng, _mail, _ = store_engine
    top = eng.query("roof tiles fixed over the bathroom", top=3, rerank=False).results[0]
    assert top.subject == "Your repair"
    copy = message_copy(Path(top.store), top.location, subject=top.subject, folder=tmp_path)
    data = copy.read_bytes()
    assert b"Subject: Your repair" in data
    assert b"invoice-2291.pdf" in data
    assert b"\nFrom now on the gutter is clear." in data  # mbox's ">From" escape undone


def test_an_attachment_text_finds_its_message(store_engine) -> None:  # type: ignore[no-untyped-def]
    eng, _, _ = store_engine
    top = eng.query("scaffold hire lead valley", top=3, rerank=False).results[0]
    assert top.subject == "Your repair"
    found = eng.db.chunks_by_id([p.chunk_id for p in top.passages])
    assert any("invoice-2291.pdf, attached to ‘Your repair’" in c.text for c in found.values())


@pytest.mark.parametrize(
    ("query", "subjects"),
    [
        ("from:sam", {"Lunch on Friday?"}),
        ("from:coach", {"Rowing season"}),
        ("subject:newsletter before:2025-12-04", {"Newsletter 0", "Newsletter 1", "Newsletter 2"}),
        ("in:Club", {"Rowing season"}),
        ("lessons from:ana type:email", {"Piano lessons"}),
    ],
)
def test_mail_operators_and_message_dates_filter(store_engine, query: str, subjects: set[str]) -> None:  # type: ignore[no-untyped-def]
    eng, _, _ = store_engine
    results = eng.query(query, top=20, rerank=False).results
    assert set(_subjects(results)) == subjects, query


def test_more_like_this_works_on_a_message(store_engine) -> None:  # type: ignore[no-untyped-def]
    eng, _, _ = store_engine
    newsletter = next(r for r in eng.query("type:email subject:newsletter", top=20, rerank=False).results)
    similar = eng.similar(newsletter.path, top=3)
    assert similar
    assert all(r.subject.startswith("Newsletter") for r in similar)


def _index(eng: Engine, folder: Path):  # type: ignore[no-untyped-def]
    return eng.index([folder])


def test_append_compaction_and_deletion(tmp_path: Path, default_model: Path) -> None:
    mail = _thunderbird(tmp_path)
    inbox_path = mail / "Local Folders" / "Inbox"
    with Engine(data_with_model(tmp_path / "data", default_model)) as eng:
        first = _index(eng, mail)
        assert first.messages_indexed == 9
        embedded = eng.db.counts()["chunks"]

        # An append (what Thunderbird does when mail arrives): only the new message is read.
        box = mailbox.mbox(inbox_path)
        box.add(_message("Boat trip", "Alice <alice@example.org>", "We sail to the island on Saturday."))
        box.flush()
        box.close()
        appended = _index(eng, mail)
        # the last message read before is read again (it may have been caught half-written)
        assert (appended.messages_indexed, appended.messages_unchanged) == (1, 1)
        assert appended.passages_embedded == eng.db.counts()["chunks"] - embedded
        assert (
            eng.query("sailing excursion to an island", top=1, rerank=False).results[0].subject == "Boat trip"
        )

        # A deletion and compaction: the file is rewritten, every other message moves.
        box = mailbox.mbox(inbox_path)
        lunch = next(k for k, m in box.items() if m["Subject"] == "Lunch on Friday?")
        box.remove(lunch)
        box.flush()
        box.close()
        compacted = _index(eng, mail)
        assert compacted.messages_indexed == 0
        assert compacted.passages_embedded == 0
        assert compacted.messages_removed == 1
        assert compacted.messages_unchanged == 8
        assert not eng.query("from:sam", top=5, rerank=False).results
        assert not eng.query("noodle bar near the station", top=10, rerank=False).results or all(
            r.subject != "Lunch on Friday?" for r in eng.query("noodle bar", top=10, rerank=False).results
        )
        assert not eng.db.integrity_problems(eng.embedder.dim)
        # Moved messages open at their new place.
        top = eng.query("sailing excursion to an island", top=1, rerank=False).results[0]
        assert (
            b"Subject: Boat trip" in message_copy(Path(top.store), top.location, folder=tmp_path).read_bytes()
        )

        # The store goes: its messages, passages and vectors go with it.
        shutil.rmtree(mail / "Local Folders" / "Inbox.sbd")
        inbox_path.unlink()
        gone = _index(eng, mail)
        assert gone.files_removed == 2
        assert eng.db.counts()["chunks"] == 0
        assert not eng.query("type:email", top=5, rerank=False).results
        assert not eng.db.integrity_problems(eng.embedder.dim)


def test_a_store_cut_short_keeps_its_other_messages(tmp_path: Path, default_model: Path) -> None:
    folder = tmp_path / "mail"
    folder.mkdir()
    box = mailbox.mbox(folder / "old.mbox")
    box.add(_message("Tax return", "Office <tax@example.org>", "Your tax return for 2025 was received."))
    box.add(_message("Garden plans", "Ben <ben@example.org>", "Tomatoes along the south wall this year."))
    box.flush()
    box.close()
    data = (folder / "old.mbox").read_bytes()
    second = data.index(b"\nFrom ", 10) + 1
    binary = b"From y@example.org Tue Apr 14 09:30:00 2026\n" + b"\x00\x9f\xffnot mail" * 300 + b"\n\n"
    # a broken message between the two, and a copy that stopped in the middle of a message
    data = (
        data[:second]
        + binary
        + data[second:]
        + b"From x@example.org Tue Apr 14 09:30:00 2026\nSubject: Half a mes"
    )
    (folder / "old.mbox").write_bytes(data)
    with Engine(data_with_model(tmp_path / "data", default_model)) as eng:
        report = eng.index([folder])
        assert report.files_failed == 0
        assert report.messages_indexed >= 2
        ((where, note),) = eng.notes()  # status --errors: the store, and what of it was left out
        assert where == str(folder / "old.mbox")
        assert note.startswith("1 message not read (message at ")
        assert eng.query("vegetables by the wall", top=1, rerank=False).results[0].subject == "Garden plans"
        assert eng.query("from:office", top=3, rerank=False).results[0].subject == "Tax return"


@pytest.mark.skipif(importlib.util.find_spec("pypff") is None, reason="libpff-python is not installed")
def test_an_outlook_pst_is_indexed_message_by_message(tmp_path: Path, default_model: Path) -> None:
    folder = tmp_path / "Outlook"
    folder.mkdir()
    shutil.copy(FIXTURES / "dist-list.pst", folder / "archive.pst")
    (folder / "broken.pst").write_bytes(b"!BDN" + b"\x00" * 600)
    with Engine(data_with_model(tmp_path / "data", default_model)) as eng:
        report = eng.index([folder])
        assert report.messages_indexed == 3
        assert [path for path, _ in report.errors] == [str(folder / "broken.pst")]
        top = eng.query("a complete test appointment", top=1, rerank=False).results[0]
        assert top.subject == "Test appointment"
        assert top.store == str(folder / "archive.pst")
        copy = message_copy(Path(top.store), top.location, subject=top.subject, folder=tmp_path)
        assert b"This is a complete test" in copy.read_bytes()
        stat = (folder / "archive.pst").stat()  # changed on disk (Outlook rewrites in place): read again
        os.utime(folder / "archive.pst", ns=(stat.st_atime_ns, stat.st_mtime_ns + 10**9))
        again = eng.index([folder])
        assert (again.messages_indexed, again.messages_unchanged, again.passages_embedded) == (0, 3, 0)


def test_the_watcher_s_changes_reach_a_store_and_a_renamed_store_keeps_its_messages(
    tmp_path: Path, default_model: Path
) -> None:
    mail = _thunderbird(tmp_path)
    club = mail / "Local Folders" / "Inbox.sbd" / "Club"
    with Engine(data_with_model(tmp_path / "data", default_model)) as eng:
        eng.index([mail])
        box = mailbox.mbox(club)
        box.add(
            _message("Regatta", "Coach <coach@club.example>", "The regatta is on the first Sunday of June.")
        )
        box.flush()
        box.close()
        seen = eng.index(changes=ChangeSet(changed=frozenset({club})))
        assert (seen.messages_indexed, seen.messages_unchanged) == (1, 1)  # the old last one again
        assert eng.query("regatta on a Sunday in June", top=1, rerank=False).results[0].subject == "Regatta"
        # Thunderbird renames a folder: the store moves, its messages and vectors move with it.
        renamed = club.with_name("Rowing")
        club.rename(renamed)
        club.with_suffix(".msf").rename(renamed.with_suffix(".msf"))
        moved = eng.index(changes=ChangeSet(moved=((club, renamed),)))
        assert moved.passages_embedded == 0
        assert moved.messages_indexed == 0
        results = eng.query("from:coach", top=5, rerank=False).results
        assert {r.subject for r in results} == {"Rowing season", "Regatta"}
        assert all(r.store == str(renamed) and r.path.startswith(str(renamed) + "/") for r in results)
        assert eng.query("in:Rowing regatta", top=1, rerank=False).results[0].subject == "Regatta"
        assert not eng.db.integrity_problems(eng.embedder.dim)


def test_a_message_deleted_in_thunderbird_goes_before_the_folder_is_compacted(
    tmp_path: Path, default_model: Path
) -> None:
    folder = tmp_path / "Mail"
    folder.mkdir()
    box = mailbox.mbox(folder / "Inbox")
    for subject, body in (("Keep me", "The spare key is under the blue pot."), ("Delete me", "Old offer.")):
        msg = _message(subject, "Kim <kim@example.org>", body)
        msg["X-Mozilla-Status"] = "0001"  # read
        box.add(msg)
    box.flush()
    box.close()
    (folder / "Inbox.msf").write_text("// mork")
    with Engine(data_with_model(tmp_path / "data", default_model)) as eng:
        eng.index([folder])
        assert {r.subject for r in eng.query("from:kim", top=5, rerank=False).results} == {
            "Keep me",
            "Delete me",
        }
        # Thunderbird deletes in place: the message's status flags gain "expunged", same size.
        data = (folder / "Inbox").read_bytes()
        flag = data.index(b"X-Mozilla-Status: 0001", data.index(b"Subject: Delete me"))  # its own header
        (folder / "Inbox").write_bytes(data[:flag] + b"X-Mozilla-Status: 0009" + data[flag + 22 :])
        stat = (folder / "Inbox").stat()
        os.utime(folder / "Inbox", ns=(stat.st_atime_ns, stat.st_mtime_ns + 10**9))
        report = eng.index()
        assert (report.messages_removed, report.messages_unchanged, report.passages_embedded) == (1, 1, 0)
        assert {r.subject for r in eng.query("from:kim", top=5, rerank=False).results} == {"Keep me"}


def test_the_servers_answer_with_messages_too(store_engine) -> None:  # type: ignore[no-untyped-def]
    from desktop_search.server.operations import Operations

    eng, mail, _ = store_engine
    ops = Operations(eng.paths)  # read-only, as the MCP and HTTP servers read the app's index
    try:
        (top,) = ops.search("from:coach rowing", top=1)
    finally:
        ops.close()
    assert top["subject"] == "Rowing season"
    assert top["sender"] == "Coach <coach@club.example>"
    assert top["store"] == str(mail / "Local Folders" / "Inbox.sbd" / "Club")
    assert top["modified"].startswith("2026-04-14")


def test_a_message_that_stops_the_reader_is_stepped_over(tmp_path: Path, default_model: Path) -> None:
    """A message whose reading hangs (the child is killed at its time limit) costs only itself:
    the piece is read again a message at a time, that one is stepped over unparsed, and the rest
    of the store is read; status --errors names it."""
    from desktop_search.core.extract.document import ExtractionTimeout
    from desktop_search.core.indexing import mailreading

    folder = tmp_path / "mail"
    folder.mkdir()
    box = mailbox.mbox(folder / "big.mbox")
    for i in range(12):
        box.add(
            _message(f"Note {i}", "Dana <dana@example.org>", f"Item {i} of the list: number {i} in words.")
        )
    box.flush()
    box.close()
    data = (folder / "big.mbox").read_bytes()
    poison = data.rfind(b"\nFrom ", 0, data.index(b"Subject: Note 5")) + 1
    calls: list[tuple[int, int | None]] = []

    def hangs_on_note_5(path: Path, start: int, limit: int | None = None):  # type: ignore[no-untyped-def]
        calls.append((start, limit))
        batch = mailreading.read_store_here(path, start, limit)
        if any(int(m.location.split(":")[0]) == poison for m in batch.members):
            raise ExtractionTimeout("timed out after 60 s")  # as the sandbox says when it kills the child
        return batch

    with Engine(data_with_model(tmp_path / "data", default_model)) as eng:
        eng.indexer.read_store = hangs_on_note_5
        report = eng.index([folder])
        subjects = {r.subject for r in eng.query("from:dana", top=20, rerank=False).results}
        assert subjects == {f"Note {i}" for i in range(12)} - {"Note 5"}
        assert report.messages_indexed == 11
        ((where, note),) = eng.notes()
        assert where == str(folder / "big.mbox")
        assert note == f"1 message not read (message at byte {poison}: timed out after 60 s)"
        assert (0, 1) in calls  # the piece again, a message at a time


def _pieces_of(size: int):  # type: ignore[no-untyped-def]
    """A store reader that reads ``size`` messages a piece (in this process): what a store of
    thousands of messages does at 200 a piece, with a dozen."""
    from desktop_search.core.indexing import mailreading

    def read(path: Path, start: int, limit: int | None = None):  # type: ignore[no-untyped-def]
        return mailreading.read_store_here(path, start, min(limit or size, size))

    return read


def _shared_id(subject: str, body: str) -> EmailMessage:
    msg = _message(subject, "List <list@example.org>", body)
    msg.replace_header("Message-ID", "<same@example.org>")  # a list server that repeats its ID
    return msg


def _write_box(path: Path, messages: list[EmailMessage]) -> None:
    box = mailbox.mbox(path)
    box.lock()
    for msg in messages:
        box.add(msg)
    box.flush()
    box.unlock()
    box.close()


def test_messages_sharing_a_message_id_across_pieces_are_all_kept_and_embedded_once(
    tmp_path: Path, default_model: Path
) -> None:
    """#43 item 1: the same Message-ID in different pieces of a store gave the same key, so later
    copies overwrote earlier ones; each is kept, a touch, an append and a compaction that removes
    one copy embed nothing again, and the run's counts are what was stored (item 11)."""
    folder = tmp_path / "mail"
    folder.mkdir()
    store = folder / "list.mbox"
    topics = ["apples", "boats", "clocks", "dunes", "eagles", "ferns", "glass", "harps", "ice"]
    messages = [_shared_id(f"Digest {t}", f"Today the list talks about {t}.") for t in topics]
    messages += [_shared_id("Digest again", "The same digest, sent twice.")] * 2  # byte-identical
    _write_box(store, messages)
    with Engine(data_with_model(tmp_path / "data", default_model)) as eng:
        eng.indexer.read_store = _pieces_of(4)
        first = eng.index([folder])
        assert eng.db.counts()["messages"] == 11
        assert first.messages_indexed == 11
        assert first.chunks_added == eng.db.counts()["chunks"]
        assert {r.subject for r in eng.query("from:list", top=20, rerank=False).results} == {
            f"Digest {t}" for t in [*topics, "again"]
        }

        stat = store.stat()  # touched: read again in full, nothing embedded again
        os.utime(store, ns=(stat.st_atime_ns, stat.st_mtime_ns + 10**9))
        again = eng.index([folder])
        assert (again.messages_indexed, again.messages_unchanged, again.passages_embedded) == (0, 11, 0)

        box = mailbox.mbox(store)  # an append with the same ID: read from the old end, alone
        box.add(_shared_id("Digest jam", "Today the list talks about jam."))
        box.flush()
        box.close()
        appended = eng.index([folder])
        assert appended.messages_indexed == 1
        assert eng.db.counts()["messages"] == 12

        box = mailbox.mbox(store)  # a compaction removing the first copy and one identical one
        keys = list(box.keys())
        box.remove(keys[0])
        box.remove(keys[9])
        box.flush()
        box.close()
        compacted = eng.index([folder])
        assert (compacted.messages_indexed, compacted.passages_embedded) == (0, 0)
        assert (compacted.messages_removed, compacted.messages_unchanged) == (2, 10)
        assert eng.db.counts()["messages"] == 10
        assert not eng.db.integrity_problems(eng.embedder.dim)


def test_an_index_with_keys_of_the_older_form_loses_and_doubles_nothing(
    tmp_path: Path, default_model: Path
) -> None:
    """#43 item 1, the upgrade: an index made before keys carried a digest (the Message-ID alone,
    "#2" for a repeat) keeps every message once, and embeds nothing again."""
    import sqlite3

    folder = tmp_path / "mail"
    folder.mkdir()
    store = folder / "old.mbox"
    messages = [_message(f"Letter {i}", "Pat <pat@example.org>", f"Letter number {i} about {w}.")
                for i, w in enumerate(["rain", "sun", "snow"])]  # fmt: skip
    messages += [
        _shared_id("Repeat one", "First text under one ID."),
        _shared_id("Repeat two", "Other text."),
    ]
    _write_box(store, messages)
    with Engine(data_with_model(tmp_path / "data", default_model)) as eng:
        eng.index([folder])
        assert eng.db.counts()["messages"] == 5
        with sqlite3.connect(eng.db.path) as conn:  # what the older version wrote
            rows = conn.execute("SELECT file_id, member FROM messages ORDER BY location").fetchall()
            legacy = {}
            for file_id, key in rows:
                message_id = key.split(" ")[0]
                legacy[message_id] = legacy.get(message_id, 0) + 1
                n = legacy[message_id]
                conn.execute(
                    "UPDATE messages SET member=? WHERE file_id=?",
                    (message_id if n == 1 else f"{message_id}#{n}", file_id),
                )
        stat = store.stat()
        os.utime(store, ns=(stat.st_atime_ns, stat.st_mtime_ns + 10**9))
        upgraded = eng.index([folder])
        assert (upgraded.messages_indexed, upgraded.messages_removed, upgraded.passages_embedded) == (0, 0, 0)
        assert eng.db.counts()["messages"] == 5
        os.utime(store, ns=(stat.st_atime_ns, stat.st_mtime_ns + 2 * 10**9))
        again = eng.index([folder])
        assert (again.messages_indexed, again.messages_unchanged, again.passages_embedded) == (0, 5, 0)
        assert not eng.db.integrity_problems(eng.embedder.dim)


def test_copies_the_older_keys_lost_come_back_when_the_index_is_upgraded(
    tmp_path: Path, default_model: Path
) -> None:
    """#43 item 1, what the old keys had already lost: of two messages sharing a Message-ID, an
    index of the older form held one. Opened by this version (schema 10), every store is read once
    more although unchanged: the lost copy is indexed, the others are known again, not re-embedded."""
    import sqlite3

    folder = tmp_path / "mail"
    folder.mkdir()
    store = folder / "archive.mbox"
    _write_box(
        store,
        [
            _message("Plain", "Pat <pat@example.org>", "A letter of its own."),
            _shared_id("Repeat one", "First text under one ID about the orchard."),
            _shared_id("Repeat two", "Other text about the harbour."),
        ],
    )
    data = data_with_model(tmp_path / "data", default_model)
    with Engine(data) as eng:
        eng.index([folder])
        assert eng.db.counts()["messages"] == 3
        with sqlite3.connect(eng.db.path) as conn:
            (lost,) = conn.execute(
                "SELECT f.path FROM files f JOIN messages m ON m.file_id = f.id"
                " WHERE m.subject = 'Repeat two'"
            ).fetchone()
        eng.store.remove_files([lost])  # what the older keys did: one copy overwrote the other
        with sqlite3.connect(eng.db.path) as conn:  # the keys as the older version wrote them
            for file_id, key in conn.execute("SELECT file_id, member FROM messages").fetchall():
                conn.execute("UPDATE messages SET member=? WHERE file_id=?", (key.split(" ")[0], file_id))
            for column in ("start_s", "end_s", "times"):  # schema 11 (#48) came after
                conn.execute(f"ALTER TABLE chunks DROP COLUMN {column}")
            conn.execute("PRAGMA user_version=9")
        assert eng.db.counts()["messages"] == 2
    with Engine(data) as eng:  # the upgrade
        upgraded = eng.index([folder])
        assert (upgraded.messages_indexed, upgraded.messages_removed) == (1, 0)
        assert eng.db.counts()["messages"] == 3
        top = eng.query("harbour", top=1, rerank=False).results[0]
        assert top.subject == "Repeat two"
        again = eng.index([folder])
        assert (again.messages_indexed, again.passages_embedded) == (0, 0)
        assert not eng.db.integrity_problems(eng.embedder.dim)


def _offset_of(store: Path, subject: str) -> int:
    data = store.read_bytes()
    return data.rfind(b"\nFrom ", 0, data.index(f"Subject: {subject}\n".encode())) + 1


def _times_out_on(offsets: set[int], failures: list[int]):  # type: ignore[no-untyped-def]
    """A store reader (in this process) whose child is killed at its time limit on a piece that
    holds a message at one of ``offsets``, as the sandbox's reader is on a slow message."""
    from desktop_search.core.extract.document import ExtractionTimeout
    from desktop_search.core.indexing import mailreading

    def read(path: Path, start: int, limit: int | None = None):  # type: ignore[no-untyped-def]
        batch = mailreading.read_store_here(path, start, limit)
        if any(int(m.location.split(":")[0]) in offsets for m in batch.members):
            failures.append(start)
            raise ExtractionTimeout("timed out after 1 s")
        return batch

    return read


def test_a_message_whose_reading_times_out_keeps_its_words_and_is_read_again(
    tmp_path: Path, default_model: Path
) -> None:
    """#43 item 3: a message indexed before whose read times out (a passing failure) is not
    removed: it keeps its passages, status --errors says so, and the next run reads the store
    again although the file did not change."""
    from desktop_search.core.indexing import mailreading

    folder = tmp_path / "mail"
    folder.mkdir()
    store = folder / "box.mbox"
    _write_box(
        store,
        [
            _message("First", "Lee <lee@example.org>", "Bread and butter."),
            _message("Lighthouse", "Lee <lee@example.org>", "The lighthouse keeper retires in May."),
            _message("Last", "Lee <lee@example.org>", "Tea at four."),
        ],
    )
    with Engine(data_with_model(tmp_path / "data", default_model)) as eng:
        eng.index([folder])
        assert eng.db.counts()["messages"] == 3
        slow = _offset_of(store, "Lighthouse")
        eng.indexer.read_store = _times_out_on({slow}, [])  # extract_timeout_s set to 1
        usual = eng.indexer.settings
        eng.indexer.settings = dataclasses.replace(usual, extract_timeout_s=1.0)
        stat = store.stat()
        os.utime(store, ns=(stat.st_atime_ns, stat.st_mtime_ns + 10**9))
        report = eng.index([folder])
        assert (report.messages_removed, report.messages_unchanged) == (0, 2)
        assert eng.db.counts()["messages"] == 3
        top = eng.query("lighthouse keeper", top=1, rerank=False).results[0]
        assert top.subject == "Lighthouse"
        ((where, note),) = eng.notes()
        assert (where, note) == (
            str(store),
            f"1 message not read (message at byte {slow}: timed out after 1 s)",
        )

        eng.indexer.read_store = mailreading.read_store_here  # the timeout restored, the file unchanged
        eng.indexer.settings = usual
        again = eng.index([folder])  # reads the place it could not read, and the last message
        assert (again.messages_unchanged, again.messages_indexed, again.messages_removed) == (2, 0, 0)
        assert eng.db.counts()["messages"] == 3
        assert not eng.notes()
        stat = store.stat()
        os.utime(store, ns=(stat.st_atime_ns, stat.st_mtime_ns + 10**9))
        assert eng.index([folder]).messages_unchanged == 3  # flags changed in place: read in full


def test_slow_messages_cost_a_bounded_time_and_the_store_is_read_on_after_them(
    tmp_path: Path, default_model: Path
) -> None:
    """#43 item 4: 21 messages that each stop the reader were stepped over one by one (each
    tried twice) until 20, then the read stopped: the 5 after them were never indexed. The
    reader fails once per slow message at most, then goes on; status --errors counts them."""
    from desktop_search.core.indexing import mailreading

    folder = tmp_path / "mail"
    folder.mkdir()
    store = folder / "slow.mbox"
    sender = "Max <max@example.org>"
    _write_box(
        store,
        [_message("Before", sender, "The first letter.")]
        + [_message(f"Slow {i}", sender, f"Slow letter {i}.") for i in range(21)]
        + [_message(f"After {i}", sender, f"Letter {i} after the slow ones.") for i in range(5)],
    )
    slow = {_offset_of(store, f"Slow {i}") for i in range(21)}
    failures: list[int] = []
    with Engine(data_with_model(tmp_path / "data", default_model)) as eng:
        eng.indexer.read_store = _times_out_on(slow, failures)
        report = eng.index([folder])
        subjects = {r.subject for r in eng.query("from:max", top=50, rerank=False).results}
        assert subjects == {"Before"} | {f"After {i}" for i in range(5)}
        assert report.messages_indexed == 6
        ((where, note),) = eng.notes()
        assert where == str(store)
        assert note.startswith("21 messages not read (message at byte ")
        assert len(failures) <= mailreading.MAX_STEPPED_OVER + 2  # one try per slow message, then fewer

        # The next run (an append) reads the places not read and what is new, not the whole store.
        calls: list[int] = []
        reader = _times_out_on(slow, failures)

        def counted(path: Path, start: int, limit: int | None = None):  # type: ignore[no-untyped-def]
            calls.append(start)
            return reader(path, start, limit)

        eng.indexer.read_store = counted
        _write_box(store, [_message("Latest", sender, "The newest letter.")])
        failures.clear()
        appended = eng.index([folder])
        assert (appended.messages_indexed, appended.messages_removed) == (1, 0)
        assert 0 not in calls
        # Under the same limits the places that stopped the reader are not tried again: slow
        # messages do not cost their time limits at every run (before: 22 tries each run).
        assert failures == []
        assert eng.db.counts()["messages"] == 7
        assert eng.notes()[0][1].startswith("21 messages not read")
        assert "read again when the time or memory limit changes" in eng.notes()[0][1]

        # A change of the limits reads them again (and they stop the reader again here).
        eng.indexer.settings = dataclasses.replace(eng.indexer.settings, extract_timeout_s=120.0)
        again = eng.index([folder])
        assert len(failures) >= 1
        assert again.messages_removed == 0
        assert eng.db.counts()["messages"] == 7


def test_a_message_caught_half_written_is_read_whole_after_the_append(
    tmp_path: Path, default_model: Path
) -> None:
    """#43 item 6: the run after an append started at the old end, inside the message that was
    being written, so its second half was never read; now the last message is read again."""
    folder = tmp_path / "mail"
    folder.mkdir()
    store = folder / "Inbox.mbox"
    _write_box(store, [_message("Early", "Ida <ida@example.org>", "Morning swim at seven.")])
    _write_box(
        store,
        [
            _message(
                "Arriving", "Ida <ida@example.org>", "Pack the umbrella.\n\nThe ferry to the zebra island."
            )
        ],
    )
    data = store.read_bytes()
    cut = data.index(b"The ferry")
    store.write_bytes(data[:cut])  # caught while the mail program was writing it
    with Engine(data_with_model(tmp_path / "data", default_model)) as eng:
        eng.index([folder])
        assert eng.db.counts()["messages"] == 2
        store.write_bytes(data)  # the rest of it arrives, then another message
        _write_box(store, [_message("Later", "Ida <ida@example.org>", "Dinner is at eight.")])
        appended = eng.index([folder])
        assert appended.messages_indexed == 2
        assert eng.db.counts()["messages"] == 3
        assert eng.query("zebra island ferry", top=1, rerank=False).results[0].subject == "Arriving"
        assert not eng.db.integrity_problems(eng.embedder.dim)


def test_a_store_whose_reader_cannot_start_midway_is_read_again_next_run(
    tmp_path: Path, default_model: Path
) -> None:
    """#43 item 3: a child that cannot start is a passing failure too: the read stops there, but
    the store is not recorded as read, so the next run reads the rest though the file is unchanged."""
    from desktop_search.core.common import reasons
    from desktop_search.core.extract.document import ExtractionError
    from desktop_search.core.indexing import mailreading

    folder = tmp_path / "mail"
    folder.mkdir()
    store = folder / "box.mbox"
    sender = "Joy <joy@example.org>"
    _write_box(store, [_message(f"Part {i}", sender, f"Part {i} of the story.") for i in range(6)])
    second_piece = _offset_of(store, "Part 3")

    def cannot_start_midway(path: Path, start: int, limit: int | None = None):  # type: ignore[no-untyped-def]
        if start == second_piece:
            raise ExtractionError(reasons.EXTRACTOR_NOT_STARTED(reason=reasons.NO_ANSWER()))
        return mailreading.read_store_here(path, start, min(limit or 3, 3))

    with Engine(data_with_model(tmp_path / "data", default_model)) as eng:
        eng.indexer.read_store = cannot_start_midway
        first = eng.index([folder])
        assert first.messages_indexed == 3
        ((_, note),) = eng.notes()
        stopped = f"read stopped at byte {second_piece}: extractor failed to start (no answer)"
        assert note == f"1 message not read ({stopped})"
        eng.indexer.read_store = _pieces_of(3)  # the child starts again; the file did not change
        again = eng.index([folder])
        assert (again.messages_indexed, again.messages_unchanged) == (3, 3)
        assert eng.db.counts()["messages"] == 6
        assert not eng.notes()
