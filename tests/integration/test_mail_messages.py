"""Mail kept one message a file (#23, first part): a Maildir folder as Evolution, KMail, mutt and
offlineimap keep it (written by Python's ``mailbox``, as those programs write it) and Apple Mail's
``.emlx``, indexed from disk with the real pipeline (llama.cpp, Faiss, SQLite) and found by
paraphrase, by ``type:email`` and by an attachment's name; a Thunderbird summary file is skipped."""

from __future__ import annotations

import email
import mailbox
from email import policy
from email.message import EmailMessage
from pathlib import Path

import pytest

from desktop_search.core.engine import Engine
from tests.helpers.documents import write_pdf
from tests.helpers.models import data_with_model


def _message(
    subject: str, sender: str, body: str, attachment: tuple[str, bytes] | None = None
) -> EmailMessage:
    msg = EmailMessage()
    msg["Subject"] = subject
    msg["From"] = sender
    msg["To"] = "me@example.org"
    msg["Date"] = "Tue, 14 Apr 2026 09:30:00 +0100"
    msg["Message-ID"] = f"<{abs(hash(subject))}@example.org>"
    msg.set_content(body)
    if attachment:
        name, data = attachment
        msg.add_attachment(data, maintype="application", subtype="pdf", filename=name)
    return msg


def _quote_pdf(root: Path) -> bytes:
    text = "Quotation: replacing fourteen slates and the lead valley, scaffold hire for a week."
    return write_pdf(root / "quote.pdf", [text]).read_bytes()


@pytest.fixture(scope="module")
def engine(tmp_path_factory: pytest.TempPathFactory, default_model: Path):
    root = tmp_path_factory.mktemp("mail")
    home = root / "home"
    (home / "Mail").mkdir(parents=True)
    box = mailbox.Maildir(home / "Mail" / "Inbox", create=True)
    key = box.add(
        _message(
            "Your repair",
            "Harbourside Roofing <office@roofing.example>",
            "We replaced the cracked slates above the bathroom and sealed the chimney flashing. "
            "The invoice is attached.",
            attachment=("invoice-2291.pdf", _quote_pdf(root)),
        )
    )
    box.add(
        _message("Lunch on Friday?", "Sam <sam@example.org>", "Shall we try the noodle bar near the station?")
    )
    for i in range(8):
        box.add(
            _message(f"Newsletter {i}", "news@shop.example", f"Offers of the week number {i}: garden chairs.")
        )
    read = box[key]
    read.set_subdir("cur")
    read.add_flag("S")  # a read message: cur/, with the ":2,S" suffix
    box[key] = read
    apple = home / "Library" / "Mail" / "V10" / "1234.emlx"
    apple.parent.mkdir(parents=True)
    raw = _message(
        "Piano lessons", "Ana <ana@example.org>", "The lessons move to Wednesday evenings."
    ).as_bytes()
    apple.write_bytes(str(len(raw)).encode() + b"\n" + raw + b"<?xml version='1.0'?><plist><dict/></plist>")
    # Thunderbird's summary of a folder: not a message, never indexed.
    (home / "Mail" / "Inbox.msf").write_bytes(b'// <!-- <mdb:mork:z v="1.4"/> -->\n< <(a=c)> >')
    paths = data_with_model(root / "data", default_model)
    with Engine(paths) as eng:
        eng.index([home])
        yield eng


def test_a_message_is_found_by_paraphrase_and_as_email(engine: Engine) -> None:
    for query in ("roof tiles fixed over the bathroom", "roofer bill type:email"):
        results = engine.query(query, top=3, rerank=False).results
        assert results, query
        top = Path(results[0].path)
        assert top.parent.name in ("cur", "new"), (query, top)
        assert "slates" in results[0].passages[0].snippet or "Your repair" in results[0].passages[0].snippet


def test_an_attachment_name_finds_its_message(engine: Engine) -> None:
    results = engine.query("invoice-2291.pdf", top=3, rerank=False).results
    assert results
    assert Path(results[0].path).parent.name in ("cur", "new")


def test_an_attachment_text_finds_its_message_and_says_where_it_came_from(engine: Engine) -> None:
    results = engine.query("scaffold hire lead valley", top=3, rerank=False).results
    assert Path(results[0].path).parent.name == "cur"
    found = engine.db.chunks_by_id([p.chunk_id for p in results[0].passages])
    assert any("invoice-2291.pdf, attached to ‘Your repair’" in c.text for c in found.values())


def test_apple_mail_emlx_is_read_without_its_length_line_and_property_list(engine: Engine) -> None:
    results = engine.query("music lessons on another weekday", top=3, rerank=False).results
    assert results[0].path.endswith("1234.emlx")
    text = " ".join(p.snippet for p in results[0].passages)
    assert "plist" not in text


def test_every_message_is_its_own_result_and_summaries_are_skipped(engine: Engine) -> None:
    counts = engine.db.counts()
    assert counts["files"] == 11  # ten Maildir messages and one .emlx; the .msf is not one
    paths = {Path(r.path).name for r in engine.query("type:email", top=50, rerank=False).results}
    assert len(paths) == 11
    assert not any(name.endswith(".msf") for name in paths)


@pytest.mark.parametrize(
    ("query", "subjects"),
    [
        ("from:harbourside", {"Your repair"}),
        ("from:sam", {"Lunch on Friday?"}),
        ("roof from:sam", {"Lunch on Friday?"}),  # a filter: only Sam's mail, however far in meaning
        ('subject:"your repair"', {"Your repair"}),
        ("subject:newsletter from:news@shop.example", {f"Newsletter {i}" for i in range(8)}),
        ("to:me@example.org from:ana", {"Piano lessons"}),
        ("from:nobody", set()),
        ("from:repair", set()),  # in the subject and the body, not in the sender
    ],
)
def test_from_to_and_subject_filter_on_the_headers(engine: Engine, query: str, subjects: set[str]) -> None:
    results = engine.query(query, top=20, rerank=False).results
    assert {_subject(Path(r.path)) for r in results} == subjects, query
    assert len(results) == len(subjects)


def _subject(path: Path) -> str:
    data = path.read_bytes()
    if path.suffix == ".emlx":
        data = data.split(b"\n", 1)[1]
    return str(email.message_from_bytes(data, policy=policy.default)["Subject"])


def test_a_message_kept_as_a_file_is_shown_by_its_subject_and_sender(engine: Engine) -> None:
    top = engine.query("roof tiles fixed over the bathroom", top=1, rerank=False).results[0]
    assert Path(top.path).parent.name == "cur"
    assert (top.name, top.sender, top.store) == (
        "Your repair",
        "Harbourside Roofing <office@roofing.example>",
        "",
    )
    apple = engine.query("music lessons on another weekday", top=1, rerank=False).results[0]
    assert (apple.name, apple.sender) == ("Piano lessons", "Ana <ana@example.org>")
