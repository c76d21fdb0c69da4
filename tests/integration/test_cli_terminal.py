"""The CLI on a real index of hostile files: its text output cannot drive the terminal.

A document can carry escape sequences (OSC 52 writes the clipboard, OSC 0
sets the window title, CSI clears the screen) and a file name can carry a
newline that forges a result line. The text output shows them as visible
escapes; ``search --batch`` answers every input line, valid UTF-8 or not.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from desktop_search.cli.terminal import terminal_safe
from desktop_search.core.common.config import Paths

# A folder name that clears the screen; every path under it carries the sequence.
FOLDER = "inbox \x1b[2J\x1b[H"
# A newline in a name that would print a second, forged result line (and its snippet line).
FORGED_NAME = "minutes\n 2. 0.999  passwords.kdbx  [vector]\n      forged snippet.txt"
TITLE_NAME = "notes \x1b]0;owned\x07 \u202egnp.exe.txt"
HARBOUR = (
    "The harbour master logged the tides at dawn. \x1b]52;c;cm0gLXJmIH4K\x07 "
    "\x1b]0;pwned title\x07 \x1b[31m the tide tables \x9b2J were pinned to the wall."
)
JAM = "Grandmother's plum jam: \x1b]52;c;QUJD\x07 two kilos of plums, \u202eone of sugar\u202c, a lemon."
BROKEN_DOCX = "broken \x1b]52;c;QUFB\x07.docx"
UNDECODABLE_NAME = b"undecodable-\xff-\x1b]0;x\x07.txt"
RANK_LINE = re.compile(r" ?\d+\. \d\.\d{3}  .+  \[\w+\]")
SNIPPET_LINE = re.compile(r"      .*")
# What must never reach the terminal raw: C0 controls but newline, DEL, C1, bidi controls.
UNSAFE = re.compile("[\x00-\x09\x0b-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069\u2028\u2029]")


@pytest.fixture
def hostile_index(paths: Paths, tmp_path: Path) -> tuple[list[str], Path, subprocess.CompletedProcess]:
    folder = tmp_path / FOLDER
    folder.mkdir()
    (folder / FORGED_NAME).write_text(HARBOUR, encoding="utf-8")
    (folder / TITLE_NAME).write_text(JAM, encoding="utf-8")
    (folder / BROKEN_DOCX).write_bytes(b"PK\x03\x04 this is not really a Word document" * 10)
    with open(os.path.join(os.fsencode(folder), UNDECODABLE_NAME), "wb") as fh:
        fh.write(b"text behind a name that is not UTF-8")
    cli = [sys.executable, "-m", "desktop_search", "--data-dir", str(paths.data_dir)]
    indexed = _run([*cli, "index", str(folder)])
    return cli, folder, indexed


def _run(argv: list[str], *, stdin: bytes = b"") -> subprocess.CompletedProcess:
    # Standard streams as in a UTF-8 terminal: strict, no surrogateescape as the C locale would give.
    env = {**os.environ, "PYTHONIOENCODING": "utf-8:strict"}
    return subprocess.run(argv, input=stdin, capture_output=True, check=True, env=env)


def _safe_lines(out: bytes) -> list[str]:
    text = out.decode("utf-8")  # valid UTF-8: no lone surrogate, no raw byte
    assert not UNSAFE.findall(text), UNSAFE.findall(text)
    return text.splitlines()


def test_text_output_shows_escapes_instead_of_sending_them(
    hostile_index: tuple[list[str], Path, subprocess.CompletedProcess],
) -> None:
    cli, folder, indexed = hostile_index
    _safe_lines(indexed.stdout)
    not_indexed = [line for line in _safe_lines(indexed.stderr) if line.startswith("  not indexed: ")]
    assert len(not_indexed) == 2
    assert any("broken \\x1b]52;c;QUFB\\x07.docx" in line for line in not_indexed)
    # A name that is not UTF-8 shows its odd byte as an escape (printing it raw would fail).
    assert any("undecodable-\\xff-\\x1b]0;x\\x07.txt" in line for line in not_indexed)

    # Words from both documents: both are found by their words, so neither is a weak match that
    # the core leaves out after a strong one.
    query = "harbour master tide tables plum jam"
    found = json.loads(_run([*cli, "search", query, "--json"]).stdout)
    expected = {str(folder / FORGED_NAME), str(folder / TITLE_NAME)}
    assert expected <= {r["path"] for r in found}
    assert "\x1b]52;c;" in found[0]["snippet"]  # the document really carries the sequence

    searched = _run([*cli, "search", query])
    lines = _safe_lines(searched.stdout)
    _safe_lines(searched.stderr)
    # Two lines per result, numbered 1..n: the newline in a name forged none.
    assert len(lines) == 2 * len(found)
    for rank, (head, snippet) in enumerate(zip(lines[::2], lines[1::2], strict=True), start=1):
        assert RANK_LINE.fullmatch(head), head
        assert head.startswith(f"{rank:2}. ")
        assert SNIPPET_LINE.fullmatch(snippet), snippet
    text = "\n".join(lines)
    for path in expected:
        assert terminal_safe(path) in text
    assert "minutes\\n 2. 0.999  passwords.kdbx  [vector]\\n      forged snippet.txt" in text
    assert "\\x1b]52;c;cm0gLXJmIH4K\\x07" in text
    assert "\\x9b2J" in text

    failures = json.loads(_run([*cli, "status", "--errors", "--json"]).stdout)
    assert any(item["path"] == str(folder / BROKEN_DOCX) for item in failures)
    errors = _run([*cli, "status", "--errors"])
    listed = _safe_lines(errors.stdout)
    assert len(listed) == len(failures) + 1
    assert listed[-1] == f"{len(failures)} files not indexed"
    assert any(
        line.endswith("broken \\x1b]52;c;QUFB\\x07.docx: not a valid DOCX file (bad zip)") for line in listed
    )

    status = _run([*cli, "status"])
    assert any(
        line.strip().startswith("folders: ") and "inbox \\x1b[2J\\x1b[H" in line
        for line in _safe_lines(status.stdout)
    )


def test_batch_answers_every_line_even_after_invalid_utf8(
    hostile_index: tuple[list[str], Path, subprocess.CompletedProcess], tmp_path: Path
) -> None:
    cli, folder, _indexed = hostile_index
    queries = (
        b"harbour master tide tables\n"
        b"bad \xff\xfe bytes \xc3\n"  # not UTF-8
        b"\xe9t\xe9 in Latin-1\r\n"
        b"\n"
        b"how to make plum jam"  # no final newline
    )
    batch_file = tmp_path / "queries.txt"
    batch_file.write_bytes(queries)
    for source, stdin in (("-", queries), (str(batch_file), b"")):
        out = _run([*cli, "search", "--batch", source, "--top", "3"], stdin=stdin)
        answers = [json.loads(line) for line in out.stdout.decode("utf-8").splitlines()]
        assert len(answers) == 5, out.stderr
        assert all(isinstance(answer, list) for answer in answers)
        assert answers[0][0]["path"] == str(folder / FORGED_NAME)
        assert answers[3] == []
        assert answers[4][0]["path"] == str(folder / TITLE_NAME)
