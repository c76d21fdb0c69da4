"""Machine-written text is told from what people write, by name and by its lines."""

from __future__ import annotations

import itertools
import json
import random
import sysconfig
from pathlib import Path

import pytest

from desktop_search.core.extract.document import WORDS_ONLY_CHARS, Document, Page, truncate
from desktop_search.core.extract.registry import extract_file
from desktop_search.core.extract.text import PIECE_BYTES, read_pieces
from desktop_search.core.indexing.cutting import words_only_chunks
from desktop_search.core.indexing.words import file_note
from desktop_search.core.text.machine_text import MIN_CHARS, machine_written
from tools.logs import write_log

BIG = 10 * MIN_CHARS


def _prose(n_chars: int, seed: int = 0) -> str:
    """Paragraphs of varied sentences, as in a book or a long report."""
    rng = random.Random(seed)
    words = (
        "the river ran past an old mill where children once watched boats carry grain to towns "
        "along its banks while merchants argued about prices and weather in the square"
    ).split()
    out, size = [], 0
    while size < n_chars:
        sentence = " ".join(rng.choice(words) for _ in range(rng.randint(6, 22))).capitalize() + ". "
        paragraph = "".join(sentence for _ in range(rng.randint(2, 6)))
        out.append(paragraph.strip() + "\n\n")
        size += len(out[-1])
    return "".join(out)


def test_a_time_stamped_log_is_machine_written_whatever_its_name(tmp_path: Path) -> None:
    text = write_log(tmp_path / "x", 300_000).read_text()
    assert machine_written("server-output.txt", text, BIG).startswith("a log")
    assert machine_written("notes", text, BIG).startswith("a log")


def test_names_only_programs_write_decide_alone() -> None:
    for name in ("app.log", "app.log.3", "syslog.1", "build.out", "trace.err"):
        assert machine_written(name, "anything", BIG) == "a log", name
    for name in ("events.jsonl", "export.csv", "table.tsv"):
        assert machine_written(name, "anything", BIG) == "data records", name


def test_one_json_record_per_line_is_data() -> None:
    text = "".join(json.dumps({"id": i, "name": f"item {i}", "tags": ["a", "b"]}) + "\n" for i in range(3000))
    assert machine_written("dump.txt", text, BIG) == "data records"


def test_repeated_lines_of_one_format_are_a_log() -> None:
    text = "".join(f"Processed record {i} of batch {i % 7}: ok ({i * 3} bytes)\n" for i in range(3000))
    assert machine_written("progress.txt", text, BIG) == "a log (repeated lines)"


def test_prose_code_and_small_files_are_what_people_write() -> None:
    assert machine_written("novel.txt", _prose(400_000), BIG) == ""
    stdlib = Path(sysconfig.get_paths()["stdlib"])
    code = "".join(p.read_text(errors="replace") for p in sorted(stdlib.glob("*.py"))[:60])  # real code
    assert len(code) > 500_000
    assert machine_written("module.py", code, BIG) == ""
    assert machine_written("app.log", "tiny log line\n", MIN_CHARS - 1) == ""  # small: embedded anyway


def test_a_book_with_dated_chapters_is_not_a_log() -> None:
    # Lines that start with dates now and then (a diary) are far from a majority of lines.
    diary = "".join(f"2024-01-{d % 28 + 1:02d}\n\n{_prose(3_000, seed=d)}" for d in range(40))
    assert machine_written("diary.txt", diary, BIG) == ""


def test_a_log_is_read_whole_past_the_character_limit_in_pieces(tmp_path: Path) -> None:
    log = write_log(tmp_path / "big.log", 3 * MIN_CHARS, last_line="END-OF-LOG zebra42")
    doc = extract_file(log, max_chars=100_000)
    assert doc.words_only == "a log"
    assert doc.note == ""  # nothing is cut: the indexer reads all of it
    # The extractor hands back only the head it read to decide (never the whole text through
    # the sandbox's pipe); the indexer reads the file itself, a piece at a time, to its end.
    assert doc.char_count == 100_000
    assert doc.encoding == "utf-8"
    pieces = list(read_pieces(log, encoding=doc.encoding))
    assert len(pieces) >= 3
    assert max(len(p.data) for p in pieces) <= PIECE_BYTES
    assert pieces[-1].text.rstrip().endswith("END-OF-LOG zebra42")
    assert sum(len(p.text) for p in pieces) == doc.total_chars
    prose = tmp_path / "book.txt"
    prose.write_text(_prose(300_000), encoding="utf-8")
    cut = extract_file(prose, max_chars=100_000)
    assert cut.words_only == ""
    assert cut.char_count == 100_000
    assert "first 100,000 of" in cut.note


def test_the_words_only_limit_still_bounds_a_document() -> None:
    doc = Document(kind="text", pages=[Page("x" * 10)], words_only="a log")
    assert truncate(doc, 5) is doc  # under WORDS_ONLY_CHARS: kept whole
    assert WORDS_ONLY_CHARS > 200 * 1024 * 1024  # more than the largest file the default size limit admits


def test_words_only_chunks_cover_the_text_at_line_ends_without_overlap(tmp_path: Path) -> None:
    log = write_log(tmp_path / "a.log", 200_000)
    doc = extract_file(log)
    chunks, analysed = words_only_chunks(doc, 254)
    assert len(chunks) == len(analysed) > 100
    text = doc.text
    for before, after in itertools.pairwise(chunks):
        assert before.char_end <= after.char_start  # no overlap: no model reads them
        assert text[after.char_start - 1] in "\n "  # cut at a line end (or a space in a long line)
    assert all(len(c.text) <= 254 * 4 + 4 for c in chunks)
    assert {a.lang for a in analysed} == {analysed[0].lang}  # one language for the file
    assert "zebra" not in analysed[0].words  # (sanity: the terms are this passage's own)
    assert chunks[0].text.split()[0] in text[:40]


def test_the_file_note_says_words_only_and_what_was_cut() -> None:
    doc = Document(kind="text", pages=[Page("x")], words_only="a log", note="first 5 of 9 characters indexed")
    note = file_note(doc, words_only=True)
    assert note.startswith("found by its words only: machine-written text (a log)")
    assert note.endswith("first 5 of 9 characters indexed")
    assert file_note(doc, words_only=False) == "first 5 of 9 characters indexed"  # meaning asked for


@pytest.mark.parametrize("share", [0.3, 0.45])
def test_a_minority_of_stamped_lines_is_not_enough(share: float) -> None:
    rng = random.Random(1)
    lines = [
        f"2026-01-01 10:00:{i % 60:02d} event {i}" if rng.random() < share else _prose(60, seed=i).strip()
        for i in range(2000)
    ]
    assert machine_written("mixed.txt", "\n".join(lines), BIG) == ""


def _diary(n_entries: int, *, seed: int = 0, stamp: str = "%Y-%m-%d") -> str:
    """A diary kept in one file: every entry one line that starts with its date and goes on in prose."""
    from datetime import date, timedelta

    rng = random.Random(seed)
    out = []
    for i in range(n_entries):
        day = (date(2019, 1, 1) + timedelta(days=i)).strftime(stamp)
        prose = " ".join(_prose(rng.randint(160, 700), seed=seed + i).split())  # sentences on one line
        out.append(f"{day} {prose}\n")
    return "".join(out)


@pytest.mark.parametrize("stamp", ["%Y-%m-%d", "%d.%m.%Y", "%b %d %H:%M:%S"])
def test_a_diary_whose_entries_start_with_dates_is_prose(stamp: str) -> None:
    diary = _diary(2500, stamp=stamp)
    assert len(diary) > MIN_CHARS
    assert machine_written("diary.txt", diary, len(diary)) == ""
    assert machine_written("journal", diary, len(diary)) == ""


def test_prose_named_like_a_log_is_prose() -> None:
    diary = _diary(2500)
    assert machine_written("captain.log", diary, len(diary)) == ""


def test_real_looking_logs_stay_logs_with_long_messages(tmp_path: Path) -> None:
    # Application logs whose messages are whole English sentences are records still: a level, a
    # component or a process after the stamp says a program wrote them.
    rng = random.Random(3)
    lines = []
    for i in range(3000):
        sentence = " ".join(_prose(200, seed=i).split())
        level = rng.choice(("INFO", "WARN", "ERROR", "DEBUG"))
        lines.append(
            rng.choice(
                (
                    f"2026-03-01 06:{i // 60 % 60:02d}:{i % 60:02d},123 {level} [app.sync] {sentence}",
                    f"Mar  1 06:{i // 60 % 60:02d}:{i % 60:02d} nas01 backupd[{400 + i}]: {sentence}",
                )
            )
        )
    text = "\n".join(lines)
    assert machine_written("service-output.txt", text, BIG).startswith("a log")
    assert machine_written("service.log", text, BIG) == "a log"
    generated = write_log(tmp_path / "x", 300_000).read_text()  # dpkg, sshd and app lines
    assert machine_written("notes.txt", generated, BIG) == "a log (time-stamped lines)"
