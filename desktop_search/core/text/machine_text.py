"""Machine-written text: logs, traces and data dumps, told apart from what people write.

A 150 MB log is a few hundred thousand passages: hours of embedding on a laptop for text whose
meaning no one searches (a log is looked up by an error code, a host, a time: by its words).
Such a file is indexed by its words whole, past the character limit of other files, and is not
embedded unless the user asks (setting ``meaning_for_machine_text``).

The decision needs both size and evidence. Small files are always embedded: their meaning costs
seconds. Past :data:`MIN_CHARS`, the name decides for kinds that only programs write (``.log``,
``syslog.1``, ``.jsonl``, ``.csv``...); for any other plain-text file the content decides, from a
sample of its lines: most of them are time-stamped records, or most of them repeat the same
shape once digits are masked (a program printing one format string), or most of them are
one-line records (JSON objects). Prose, notes, books and code fail all three.

A time stamp alone does not make a record: a diary's entries start with their dates too. A
stamped line whose rest reads as prose (many words, nearly all of them plain words of letters)
is what a person wrote, unless a program's fields follow the stamp (a level such as ``ERROR``, a
``[component]``, a ``process[pid]:``, ``key=value``). When most lines read as prose, even a name
that programs use (``captain.log``) does not make the file machine-written.
"""

from __future__ import annotations

import re
from collections import Counter
from pathlib import PurePath

from ..common import reasons

#: Below this many characters (about 500 passages: well under a minute of embedding on a
#: laptop's CPU) a file is embedded whatever wrote it.
MIN_CHARS = 1_000_000
#: Lines sampled from the start and the middle of the text.
SAMPLE_LINES = 2000
#: Share of sampled lines that must carry the evidence.
TIMESTAMP_SHARE = 0.5
REPEATED_SHARE = 0.6
RECORD_SHARE = 0.8
#: A line (after its time stamp) reads as prose from this many words on, when at least
#: :data:`PROSE_WORD_SHARE` of them are plain words; :data:`PROSE_SHARE` of such lines: prose.
PROSE_WORDS = 12
PROSE_WORD_SHARE = 0.8
PROSE_SHARE = 0.5

_LOG_NAME = re.compile(
    r"(?:\.(?:log|out|err|trace)(?:\.\d+)?|^(?:syslog|messages|kern\.log|auth\.log|daemon\.log)(?:\.\d+)?)$",
    re.I,
)
_RECORD_SUFFIXES = frozenset((".jsonl", ".ndjson", ".csv", ".tsv"))
# A time stamp at the start of a line, after at most a bracket or a level: ISO dates, syslog's
# "Dec  2 01:33:55", a clock time, epoch seconds, a kernel's "[   12.345678]".
_STAMP = re.compile(
    r"^\W{0,3}(?:[A-Z]{3,7}\W{1,3})?(?:\d{4}[-/.]\d\d[-/.]\d\d|\d\d[-/.]\d\d[-/.]\d{2,4}|\d\d:\d\d:\d\d"
    r"|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]* +\d{1,2} +\d\d:\d\d|\d{10}(?:\.\d+)?\b"
    r"|\[ *\d+\.\d+\])",
    re.I,
)
# What a program writes near the start of a record: a level, a [component] or process[pid]: ...
_LEVELS = frozenset(
    "TRACE DEBUG INFO NOTICE WARN WARNING ERROR ERR FATAL CRIT CRITICAL SEVERE ALERT EMERG".split()
)
_BRACKETED = re.compile(r"[\[<][^\]>\s]*[\]>]")
# ... or key=value anywhere in it.
_KEY_VALUE = re.compile(r"\b[\w.-]+=\S")
# A plain word: letters (with inner apostrophes or hyphens), maybe quoted, maybe followed by punctuation.
_PLAIN_WORD = re.compile(r"[\"'(\u2018\u201c]?[^\W\d_]+(?:['\u2019-][^\W\d_]+)*[,.;:!?\"')\u2019\u201d]*")
# Scripts written without spaces between words (CJK, Thai): a run this long of their letters is prose.
_UNSPACED_PROSE = re.compile(r"[\u0e00-\u0e7f\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]{20}")
_DIGITS = re.compile(r"[0-9a-f]*\d[0-9a-f]*", re.I)
_RECORD = re.compile(r"^\s*[\[{].*[\]}],?\s*$")


def machine_written(name: str, text: str, total_chars: int) -> str:
    """Why a file of ``total_chars`` characters named ``name`` whose text starts with ``text``
    is machine-written ("a log", "data records"), or "" when it is not (or is small)."""
    if total_chars < MIN_CHARS:
        return ""
    path = PurePath(name)
    if path.suffix.lower() in _RECORD_SUFFIXES:
        return reasons.DATA_RECORDS()
    lines = sample_lines(text)
    log_name = bool(_LOG_NAME.search(path.name))
    if len(lines) < 50:  # a few huge lines: a minified file or a dump without lines; no evidence
        return reasons.A_LOG() if log_name else ""
    n = len(lines)
    stamped = [(line, _STAMP.match(line)) for line in lines]
    prose = [_prose(line[m.end() :] if m else line) for line, m in stamped]
    if sum(prose) >= PROSE_SHARE * n:  # people wrote it, whatever its name says
        return ""
    if log_name:
        return reasons.A_LOG()
    if (
        sum(1 for (_line, m), written in zip(stamped, prose, strict=True) if m and not written)
        >= TIMESTAMP_SHARE * n
    ):
        return reasons.A_LOG_TIME_STAMPED()
    if sum(1 for line in lines if _RECORD.match(line)) >= RECORD_SHARE * n:
        return reasons.DATA_RECORDS()
    shapes = Counter(_shape(line) for line in lines)
    if sum(count for count in shapes.values() if count >= 3) >= REPEATED_SHARE * n:
        return reasons.A_LOG_REPEATED()
    return ""


def sample_lines(text: str) -> list[str]:
    """Non-blank lines from the start and the middle of ``text`` (at most :data:`SAMPLE_LINES`)."""
    half = SAMPLE_LINES // 2
    out: list[str] = []
    for start in (0, len(text) // 2):
        piece = text[start : start + 200 * half]
        lines = [line for line in piece.split("\n")[1 if start else 0 :] if line.strip()]
        out += lines[:half]
    return out


def _prose(rest: str) -> bool:
    """Whether ``rest`` (a line, after its time stamp if it has one) reads as what a person wrote:
    many words, nearly all plain words of letters, and no field a program writes in a record."""
    tokens = rest.split()
    if any(t.strip("[]<>():") in _LEVELS or _BRACKETED.search(t) for t in tokens[:4]):
        return False
    if _KEY_VALUE.search(rest):
        return False
    if _UNSPACED_PROSE.search(rest):
        return True
    if len(tokens) < PROSE_WORDS:
        return False
    return sum(1 for t in tokens if _PLAIN_WORD.fullmatch(t)) >= PROSE_WORD_SHARE * len(tokens)


def _shape(line: str) -> str:
    """A line's format: its first words with numbers and hex masked (a program's format string)."""
    return " ".join(_DIGITS.sub("0", line).split()[:4])[:60]
