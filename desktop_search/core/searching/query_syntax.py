"""The search field's query language: one grammar for the window, the command line and the servers.

Plain language stays plain: a query without operators is searched exactly as typed. Operators
make it precise where the user wants precision::

    "exact phrase"        files holding these words in a row (case and accents aside); in a
                          long question (QUOTES_AS_EMPHASIS_WORDS words or more besides the
                          quotes, or a sentence: a question mark, full stop or exclamation
                          mark at the end) quotation marks are emphasis, read as the words
                          they hold: no file is left out
    -word  -"a phrase"    leave out files holding the word (any of its forms) or the phrase
    invoice OR recipe     either word: each side is searched by meaning on its own
    type:pdf  ext:md      a file type: an extension, or a kind (document, text, code,
                          spreadsheet, presentation, email, image)
    in:Projects  in:~/x   under a folder: a folder's name, or a path (absolute, ~, or
                          relative to the chosen folders)
    name:report  name:*.md   the file's name holds the text (or matches the pattern)
    like:~/notes/a.md     files like that one in meaning ("more like this"; words aside,
                          the other operators apply)
    from:anna  to:bob  subject:"roof repair"
                          messages whose From, To or Cc, or Subject header holds the words
    after:2026-01-01  before:2026-03  modified:lastweek
                          dates (YYYY, YYYY-MM, YYYY-MM-DD) or periods: today, yesterday,
                          thisweek, lastweek, thismonth, lastmonth, thisyear, lastyear,
                          pastweek, pastmonth, pastyear, or 7d / 2w / 3m / 1y back from now

A date or period is a span of time: ``after:`` keeps files changed from its start on,
``before:`` those changed before its start, ``modified:`` those changed within it. Keys are
case-insensitive, ``OR`` must be written in capitals (a lower-case "or" is a word). Whatever
does not parse (an unclosed quote, a ``-`` alone, an unknown ``key:``, a date that is not
one) is searched as the words it is: never an error.
"""

from __future__ import annotations

import calendar
import fnmatch
import itertools
import os
import re
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import date, datetime, timedelta
from pathlib import Path
from typing import Any

from ..common.texts import QT_TRANSLATE_NOOP, Context, translate
from ..extract.image import IMAGE_SUFFIXES
from ..text.lexical import fold

QuerySyntax = Context("QuerySyntax")  # the plurals' context (lupdate reads the name)

#: ``type:`` words naming a kind of file, and the extensions each holds.
FILE_KINDS: dict[str, tuple[str, ...]] = {
    "document": (".pdf", ".docx", ".odt", ".rtf", ".epub", ".html", ".htm"),
    "text": (".txt", ".text", ".md", ".markdown", ".rst", ".org", ".adoc"),
    "markdown": (".md", ".markdown", ".mdown", ".mkd"),
    "code": tuple(
        ".py .js .ts .tsx .jsx .java .c .h .cc .cpp .hpp .cs .go .rs .rb .php .swift .kt .scala .sh "
        ".bash .ps1 .sql .r .lua .pl .tex .css .scss .vue .dart .hs .ml .ex .erl .clj .jl .zig".split()
    ),
    "spreadsheet": (".xlsx", ".xlsm", ".xlsb", ".xls", ".ods", ".csv", ".tsv"),
    "presentation": (".pptx", ".odp"),
    "email": (".eml", ".emlx"),
    "image": IMAGE_SUFFIXES,
}
_KIND_NAMES = {
    "doc": "document",
    "docs": "document",
    "documents": "document",
    "note": "text",
    "notes": "text",
    "md": "markdown",
    "source": "code",
    "sheet": "spreadsheet",
    "sheets": "spreadsheet",
    "spreadsheets": "spreadsheet",
    "excel": "spreadsheet",
    "slides": "presentation",
    "presentations": "presentation",
    "mail": "email",
    "emails": "email",
    "images": "image",
    "picture": "image",
    "pictures": "image",
    "photo": "image",
    "photos": "image",
    "scan": "image",
    "scans": "image",
}

#: Quoted phrases in a query with at least this many other words (or one written as a sentence:
#: SENTENCE_ENDS) are emphasis, not a filter. Measured on judged questions with one of their
#: words quoted (bench/fusion_eval.py --quotes): as filters SciFact fell from 0.714 to 0.408,
#: XQuAD German from 0.954 to 0.513; see the README's table.
QUOTES_AS_EMPHASIS_WORDS = 5
#: A query ending like a sentence was written as prose, however short: a filter is not
#: punctuated. With the question mark alone, the ten SciFact claims of four words or fewer
#: besides a quoted one ("Cold exposure "reduces" BAT recruitment.") kept it as a filter and
#: lost 0.011 of the set's nDCG@10 (six of them found nothing relevant).
SENTENCE_ENDS = ("?", "？", "؟", ".", "。", "!", "！")

#: (what to type, what it does): the window's "?" and the command line's help show this.
QUERY_LANGUAGE: tuple[tuple[str, str], ...] = (
    (
        "heating broken in the basement",
        QT_TRANSLATE_NOOP("QuerySyntax", "plain words: found by meaning and by keyword"),
    ),
    (
        '"exact phrase"',
        QT_TRANSLATE_NOOP(
            "QuerySyntax",
            "only files with these words in a row (inside a long question or a sentence: not required)",
        ),
    ),
    (
        '-word   -"a phrase"',
        QT_TRANSLATE_NOOP("QuerySyntax", "leave out files that hold the word (any form) or the phrase"),
    ),
    ("invoice OR recipe", QT_TRANSLATE_NOOP("QuerySyntax", "either one (OR in capitals)")),
    (
        "type:pdf   ext:md",
        QT_TRANSLATE_NOOP(
            "QuerySyntax",
            "a file type; also type:document, text, code, spreadsheet, presentation, email, image",
        ),
    ),
    (
        "in:Projects   in:~/Notes/2026",
        QT_TRANSLATE_NOOP("QuerySyntax", "under a folder: its name, or a path"),
    ),
    (
        "name:report   name:*.md",
        QT_TRANSLATE_NOOP("QuerySyntax", "the file's name holds the text, or matches the pattern"),
    ),
    (
        "after:2026-01-01   before:2026-03",
        QT_TRANSLATE_NOOP("QuerySyntax", "changed since / before a date (YYYY, YYYY-MM, YYYY-MM-DD)"),
    ),
    (
        "modified:lastweek   after:30d",
        QT_TRANSLATE_NOOP(
            "QuerySyntax",
            "today, yesterday, thisweek, lastweek, thismonth, lastmonth, thisyear, lastyear, "
            "or 7d, 2w, 3m, 1y",
        ),
    ),
    (
        "like:~/Notes/plan.md",
        QT_TRANSLATE_NOOP(
            "QuerySyntax", "files like that one in meaning (in the window: right-click a result)"
        ),
    ),
    (
        "from:anna   to:bob   subject:invoice",
        QT_TRANSLATE_NOOP("QuerySyntax", "mail from, to (or copied to), or with a subject holding the words"),
    ),
)

#: At most this many ways to read a query with ``OR`` are searched by meaning (their product).
MAX_ALTERNATIVES = 8

_KEYS = ("type", "ext", "in", "name", "after", "before", "modified", "like", "from", "to", "subject")
#: ``key:`` of a message's header -> the header lines it looks in (``to:`` also in Cc).
HEADER_KEYS: dict[str, tuple[str, ...]] = {"from": ("From",), "to": ("To", "Cc"), "subject": ("Subject",)}
_TOKEN = re.compile(
    r"""(?P<neg>-)?"(?P<phrase>[^"]*)"              # "a phrase", -"a phrase"
      | (?P<key>[A-Za-z]+):(?:"(?P<qval>[^"]+)"|(?P<val>\S+))   # key:value, key:"a value"
      | (?P<word>\S+)""",
    re.VERBOSE,
)
_DATE = re.compile(r"(\d{4})(?:[-/.](\d{1,2})(?:[-/.](\d{1,2}))?)?$")
_AGO = re.compile(r"(\d{1,4})([dwmy])$")


@dataclass(frozen=True)
class Operator:
    """One thing the query language understood, for the window to show (a filter chip)."""

    kind: str  #: phrase, emphasis, exclude, or, type, in, name, header, after, before, modified, like
    label: str  #: what it does, in words: 'type: pdf', 'not “crash”', 'changed after 2026-01-01'
    start: int  #: where it was typed: ``text[start:end]`` removes it
    end: int


@dataclass(frozen=True)
class ParsedQuery:
    """A query taken apart: what to search for, and what to keep or leave out."""

    text: str  #: as typed
    #: What to search for by meaning and by keyword: the words and phrases typed, operators
    #: out. The whole text, unchanged, when there are no operators.
    free: str
    #: Phrases every result must hold (each as typed, unquoted).
    phrases: tuple[str, ...] = ()
    #: Phrases quoted inside a long question: files holding them come first, none is left out.
    emphasis: tuple[str, ...] = ()
    #: Words and phrases no result may hold.
    excluded: tuple[str, ...] = ()
    #: With ``OR``: each way of reading the query, searched by meaning on its own.
    alternatives: tuple[str, ...] = ()
    suffixes: tuple[str, ...] = ()  #: lower case, with the dot
    folders: tuple[str, ...] = ()  #: ``in:`` values as typed
    names: tuple[str, ...] = ()  #: ``name:`` values as typed
    #: ``from:``, ``to:``, ``subject:``: (key, value as typed); messages whose header holds it
    headers: tuple[tuple[str, str], ...] = ()
    modified_after: float | None = None  #: seconds since the epoch
    modified_before: float | None = None
    #: ``like:FILE``: the files closest in meaning to that indexed file ("more like this")
    like: str | None = None
    operators: tuple[Operator, ...] = field(default=())

    @property
    def plain(self) -> bool:
        """No operators: the query is searched exactly as it was before there were any."""
        return not self.operators

    @property
    def filters_only(self) -> bool:
        """Operators, but nothing to search for: list the files they let through."""
        return bool(self.operators) and not self.free.strip() and self.like is None

    def without(self, op: Operator) -> str:
        """The query text with ``op`` taken out (a chip's close button)."""
        return " ".join((self.text[: op.start] + " " + self.text[op.end :]).split())


def parse_query(text: str, *, now: float | None = None) -> ParsedQuery:
    """Take ``text`` apart (see the module's docstring). Never raises; ``now``: for tests."""
    now = time.time() if now is None else now
    items: list[tuple[str, str, int, int]] = []  # (kind, text, start, end): word/phrase/OR
    operators: list[Operator] = []
    excluded: list[str] = []
    suffixes: list[str] = []
    folders: list[str] = []
    names: list[str] = []
    headers: list[Any] = []
    after: list[float] = []
    before: list[float] = []
    like: str | None = None

    for m in _TOKEN.finditer(text):
        start, end = m.span()
        if m.group("phrase") is not None:
            phrase = " ".join(m.group("phrase").split())
            if not phrase:
                continue
            if m.group("neg"):
                excluded.append(phrase)
                operators.append(Operator("exclude", f"not “{phrase}”", start, end))
            else:
                items.append(("phrase", phrase, start, end))
            continue
        if m.group("key") is not None:
            key, value = m.group("key").lower(), (m.group("qval") or m.group("val") or "").strip()
            op = _filter(key, value, now, start, end)
            if op is not None:
                label, kind, values = op
                operators.append(Operator(kind, label, start, end))
                {"type": suffixes, "in": folders, "name": names, "header": headers}.get(kind, []).extend(
                    values
                )
                if kind == "like":
                    like = values[0]
                if kind in ("after", "modified"):
                    after.append(values[0])
                if kind in ("before", "modified") and values[-1] is not None:
                    before.append(values[-1])
                continue
            items.append(("word", m.group(), start, end))
            continue
        word = m.group("word")
        if word == "OR":
            items.append(("OR", word, start, end))
        elif len(word) > 1 and word[0] == "-" and not (word[1].isdigit() or word[1] in "-.,"):
            excluded.append(word[1:])
            operators.append(Operator("exclude", f"not “{word[1:]}”", start, end))
        else:
            items.append(("word", word, start, end))

    groups = _or_groups(items)
    phrases: list[str] = []
    emphasis: list[str] = []
    # Quotation marks inside a long question (a pasted paragraph, a question in full) are
    # emphasis, as in prose ("during the "training" phase"); in a short query they are a filter.
    question = (
        sum(len(t.split()) for k, t, _s, _e in items if k == "word") >= QUOTES_AS_EMPHASIS_WORDS
        or text.rstrip().endswith(SENTENCE_ENDS)  # a sentence written in full, however short
    )
    for group in groups:
        if len(group) > 1:
            first, last = group[0], group[-1]
            label = " or ".join(f"“{t}”" if k == "phrase" else t for k, t, _s, _e in group)
            operators.append(Operator("or", label, first[2], last[3]))
        elif group[0][0] == "phrase":
            _k, phrase, s, e = group[0]
            if question:
                emphasis.append(phrase)
                operators.append(Operator("emphasis", f"“{phrase}”: not required", s, e))
            else:
                phrases.append(phrase)
                operators.append(Operator("phrase", f"“{phrase}”", s, e))
    if not operators:
        return ParsedQuery(text, text)
    operators.sort(key=lambda o: o.start)
    free = _free_text(text, [item for group in groups for item in group])
    return ParsedQuery(
        text,
        free,
        phrases=tuple(dict.fromkeys(phrases)),
        emphasis=tuple(dict.fromkeys(emphasis)),
        excluded=tuple(dict.fromkeys(excluded)),
        alternatives=_alternatives(groups),
        suffixes=tuple(dict.fromkeys(suffixes)),
        folders=tuple(dict.fromkeys(folders)),
        names=tuple(dict.fromkeys(names)),
        headers=tuple(dict.fromkeys(headers)),
        modified_after=max(after) if after else None,
        modified_before=min(before) if before else None,
        like=like,
        operators=tuple(operators),
    )


def _free_text(text: str, kept: list[tuple[str, str, int, int]]) -> str:
    """The words and phrases ``kept`` as they stand in ``text``, a phrase without its quotation
    marks: what is typed right after a closing quote stays joined to it ("the "training"?"
    reads "the training?", as the same question typed without quotes is read by meaning)."""
    out = ""
    last_end = None
    for kind, value, start, end in kept:
        piece = value if kind == "phrase" else text[start:end]
        out += piece if (start == last_end and kind == "word") or not out else " " + piece
        last_end = end
    return out


def _or_groups(items: list[tuple[str, str, int, int]]) -> list[list[tuple[str, str, int, int]]]:
    """Words and phrases in order, those joined by ``OR`` in one group; a stray ``OR`` is a word."""
    groups: list[list[tuple[str, str, int, int]]] = []
    i = 0
    while i < len(items):
        item = items[i]
        if item[0] == "OR":  # nothing before it to join: the word "OR"
            groups.append([("word", item[1], item[2], item[3])])
            i += 1
            continue
        group = [item]
        while i + 2 < len(items) and items[i + 1][0] == "OR" and items[i + 2][0] != "OR":
            group.append(items[i + 2])
            i += 2
        groups.append(group)
        i += 1
    return groups


def _alternatives(groups: list[list[tuple[str, str, int, int]]]) -> tuple[str, ...]:
    if all(len(g) == 1 for g in groups):
        return ()
    count = 1
    for g in groups:
        count *= len(g)
    if count > MAX_ALTERNATIVES:
        return ()
    return tuple(" ".join(item[1] for item in choice) for choice in itertools.product(*groups))


def _filter(key: str, value: str, now: float, start: int, end: int) -> tuple[str, str, list[Any]] | None:
    """(label, kind, values) of a ``key:value`` filter, or None when it is not one."""
    if key not in _KEYS or not value:
        return None
    if key in ("type", "ext"):
        suffixes = type_suffixes(value)
        return (f"type: {value.lower().lstrip('.')}", "type", list(suffixes)) if suffixes else None
    if key == "in":
        return f"in: {value}", "in", [value]
    if key == "name":
        return f"name: {value}", "name", [value]
    if key == "like":
        return f"like: {Path(value).name or value}", "like", [value]
    if key in HEADER_KEYS:
        return f"{key}: {value}", "header", [(key, value)]
    span = period(value, now)
    if span is None:
        return None
    first, stop = span
    shown = _period_label(value)
    past = value[:1].isdigit() and _AGO.match(value.lower()) is not None
    if (past or value.lower().replace("-", "").replace("_", "").startswith("past")) and key != "before":
        return translate("QuerySyntax", "changed in {when}").format(when=shown), key, [first, stop]
    if key == "after":
        return translate("QuerySyntax", "changed since {when}").format(when=shown), "after", [first]
    if key == "before":
        return translate("QuerySyntax", "changed before {when}").format(when=shown), "before", [first]
    if value[:1].isdigit():  # a date: 2026, 2026-03, 2026-03-01
        return translate("QuerySyntax", "changed in {when}").format(when=shown), "modified", [first, stop]
    return translate("QuerySyntax", "changed {when}").format(when=shown), "modified", [first, stop]


def type_suffixes(value: str) -> tuple[str, ...]:
    """The extensions ``type:value`` keeps: a kind's, or the one named (``pdf``, ``.md``)."""
    word = value.lower().strip()
    kind = _KIND_NAMES.get(word, word)
    if kind in FILE_KINDS:
        return FILE_KINDS[kind]
    out = []
    for part in word.split(","):
        ext = part.strip().lstrip(".")
        if ext and re.fullmatch(r"[a-z0-9_+-]{1,12}", ext):
            out.append("." + ext)
    return tuple(out)


def period(value: str, now: float) -> tuple[float, float | None] | None:
    """The span of time ``value`` names, as (start, end) seconds since the epoch (local time);
    ``end`` None: up to now. None when ``value`` is not a date or period."""
    word = value.lower().replace("-", "").replace("_", "") if not value[:1].isdigit() else value
    today = datetime.fromtimestamp(now).date()

    def at(d: date) -> float:
        return datetime(d.year, d.month, d.day).timestamp()

    monday = today - timedelta(days=today.weekday())
    first_of_month = today.replace(day=1)
    last_month = (first_of_month - timedelta(days=1)).replace(day=1)
    named: dict[str, tuple[date, date | None]] = {
        "today": (today, None),
        "yesterday": (today - timedelta(days=1), today),
        "thisweek": (monday, None),
        "lastweek": (monday - timedelta(days=7), monday),
        "thismonth": (first_of_month, None),
        "lastmonth": (last_month, first_of_month),
        "thisyear": (date(today.year, 1, 1), None),
        "lastyear": (date(today.year - 1, 1, 1), date(today.year, 1, 1)),
    }
    if word in named:
        begin, stop = named[word]
        return at(begin), at(stop) if stop else None
    past = {"pastweek": 7, "pastmonth": 30, "pastyear": 365}
    if word in past:
        return now - past[word] * 86400, None
    if m := _AGO.match(word):
        n, unit = int(m.group(1)), m.group(2)
        if unit in "dw":
            return now - n * (7 if unit == "w" else 1) * 86400, None
        months = n * (12 if unit == "y" else 1)
        year, month = divmod(today.year * 12 + today.month - 1 - months, 12)
        if year < 1:
            return None
        day = min(today.day, calendar.monthrange(year, month + 1)[1])
        return datetime(year, month + 1, day).timestamp() + (now - at(today)), None
    if m := _DATE.match(value):
        y, mo, d = (int(g) if g else 0 for g in m.groups())
        try:
            if d:
                begin = date(y, mo, d)
                stop = begin + timedelta(days=1)
            elif mo:
                begin, stop = date(y, mo, 1), date(y + mo // 12, mo % 12 + 1, 1)
            else:
                begin, stop = date(y, 1, 1), date(y + 1, 1, 1)
            return at(begin), at(stop)
        except (ValueError, OverflowError):
            return None
    return None


def _period_label(value: str) -> str:
    if value[:1].isdigit():
        if m := _AGO.match(value.lower()):
            n = int(m.group(1))
            return {
                "d": QuerySyntax.tr("the past %n day(s)", "", n),
                "w": QuerySyntax.tr("the past %n week(s)", "", n),
                "m": QuerySyntax.tr("the past %n month(s)", "", n),
                "y": QuerySyntax.tr("the past %n year(s)", "", n),
            }[m.group(2)]
        return value
    word = value.lower().replace("-", "").replace("_", "")
    names = {
        "today": QT_TRANSLATE_NOOP("QuerySyntax", "today"),
        "yesterday": QT_TRANSLATE_NOOP("QuerySyntax", "yesterday"),
        "thisweek": QT_TRANSLATE_NOOP("QuerySyntax", "this week"),
        "lastweek": QT_TRANSLATE_NOOP("QuerySyntax", "last week"),
        "thismonth": QT_TRANSLATE_NOOP("QuerySyntax", "this month"),
        "lastmonth": QT_TRANSLATE_NOOP("QuerySyntax", "last month"),
        "thisyear": QT_TRANSLATE_NOOP("QuerySyntax", "this year"),
        "lastyear": QT_TRANSLATE_NOOP("QuerySyntax", "last year"),
        "pastweek": QT_TRANSLATE_NOOP("QuerySyntax", "the past week"),
        "pastmonth": QT_TRANSLATE_NOOP("QuerySyntax", "the past month"),
        "pastyear": QT_TRANSLATE_NOOP("QuerySyntax", "the past year"),
    }
    return translate("QuerySyntax", names[word]) if word in names else value


# -- applying path filters --------------------------------------------------------------------


def folder_prefixes(values: Sequence[str], roots: Sequence[str]) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """``in:`` values as (path prefixes, folder names).

    A value that looks like a path (absolute, ``~``, or holding a separator) is a prefix: an
    absolute one as it is, a relative one under each chosen folder (``roots``). A bare word
    is a folder's name: any folder of that name in (or being) a chosen folder.
    """
    prefixes: list[str] = []
    names: list[str] = []
    for value in values:
        if value.startswith("~") or os.path.isabs(value):
            prefixes.append(os.path.normpath(os.path.expanduser(value)))
        elif "/" in value or "\\" in value:
            prefixes.extend(os.path.normpath(os.path.join(root, value)) for root in roots)
        else:
            names.append(fold(value))
    return tuple(prefixes), tuple(names)


def in_named_folder(path: str, names: Sequence[str], roots: Sequence[str]) -> bool:
    """Whether a folder of ``path`` from its chosen folder down (that one included) has one of
    ``names`` (folded). Folders above the chosen folder do not count: ``in:home`` is not
    everything under /home."""
    parent = str(Path(path).parent)
    best = ""
    for root in roots:
        r = root.rstrip("/\\")
        if (parent == r or parent.startswith(r + os.sep) or parent.startswith(r + "/")) and len(r) > len(
            best
        ):
            best = r
    if best:
        rel = parent[len(best) :]
        parts = [Path(best).name, *re.split(r"[/\\]", rel)]
    else:
        parts = re.split(r"[/\\]", parent)
    return any(fold(p) in names for p in parts if p)


def name_matches(path: str, patterns: Sequence[str]) -> bool:
    """Whether the file's name holds one of ``patterns`` (case and accents aside), or matches
    it where it has wildcards (``*.md``, ``report-??``)."""
    name = fold(Path(path).name)
    for pattern in patterns:
        p = fold(pattern)
        if any(ch in p for ch in "*?["):
            if fnmatch.fnmatchcase(name, p):
                return True
        elif p in name:
            return True
    return False
