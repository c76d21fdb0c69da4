"""The query language's grammar (desktop_search/core/searching/query_syntax.py): what each operator means,
and that plain or malformed input stays words."""

from __future__ import annotations

from datetime import datetime

import pytest

from desktop_search.core.searching.filters import SearchFilters
from desktop_search.core.searching.query_syntax import (
    folder_prefixes,
    in_named_folder,
    name_matches,
    parse_query,
    period,
    type_suffixes,
)
from desktop_search.core.text.lexical import phrase_of, phrase_spans

# Wednesday 2026-03-18 15:00 local time
NOW = datetime(2026, 3, 18, 15, 0).timestamp()


def at(*ymd: int) -> float:
    return datetime(*ymd).timestamp()  # type: ignore[arg-type]


@pytest.mark.parametrize(
    "text",
    [
        "internet connection problems at home",
        "what's new in 2026? e.g. the 10:30 meeting",
        "state-of-the-art COVID-19 results, -5 °C and --verbose",
        "http://example.org/a:b",
        "Commelina yellow mottle virus' (ComYMV) genome",
        "猫 窗台 税",
        "or and OR",  # a lone OR joins nothing
    ],
)
def test_plain_text_is_searched_exactly_as_typed(text: str) -> None:
    parsed = parse_query(text)
    assert parsed.plain
    assert parsed.free == text
    assert not parsed.alternatives


def test_phrase_exclusion_or() -> None:
    p = parse_query('"exact phrase" beta -crash -"bad news" invoice OR recipe')
    assert p.phrases == ("exact phrase",)
    assert p.excluded == ("crash", "bad news")
    assert p.free == "exact phrase beta invoice recipe"
    assert p.alternatives == ("exact phrase beta invoice", "exact phrase beta recipe")
    assert [o.kind for o in p.operators] == ["phrase", "exclude", "exclude", "or"]
    assert [o.label for o in p.operators] == [
        "“exact phrase”",
        "not “crash”",
        "not “bad news”",
        "invoice or recipe",
    ]


def test_a_phrase_inside_or_is_a_choice_not_a_requirement() -> None:
    p = parse_query('"new york" OR boston hotels')
    assert p.phrases == ()
    assert p.alternatives == ("new york hotels", "boston hotels")


def test_too_many_readings_of_or_are_searched_as_one() -> None:
    p = parse_query("a OR b c OR d e OR f g OR h")
    assert len(p.operators) == 4
    assert p.alternatives == ()


@pytest.mark.parametrize(
    ("text", "free"),
    [
        ('"unclosed words', '"unclosed words'),
        ("-", "-"),
        ("beta -", "beta -"),
        ('""', '""'),
        ("type: beta", "type: beta"),
        ("type:!!! beta", "type:!!! beta"),
        ("after:someday beta", "after:someday beta"),
        ("before:2026-13-45 beta", "before:2026-13-45 beta"),
        ("colour:red beta", "colour:red beta"),
        ("OR beta OR", "OR beta OR"),
    ],
)
def test_what_does_not_parse_is_words(text: str, free: str) -> None:
    p = parse_query(text, now=NOW)
    assert p.plain
    assert p.free == free


def test_filters() -> None:
    p = parse_query('type:pdf ext:.MD in:Projects in:"~/My Notes" name:report name:*.md budget', now=NOW)
    assert p.free == "budget"
    assert p.suffixes == (".pdf", ".md")
    assert p.folders == ("Projects", "~/My Notes")
    assert p.names == ("report", "*.md")
    assert [o.label for o in p.operators] == [
        "type: pdf",
        "type: md",
        "in: Projects",
        "in: ~/My Notes",
        "name: report",
        "name: *.md",
    ]
    assert type_suffixes("image")[:2] == (".png", ".jpg")
    assert type_suffixes("Spreadsheets") == type_suffixes("excel")
    assert not parse_query("budget", now=NOW).operators


def test_filters_alone() -> None:
    p = parse_query("type:pdf after:2026-01-01", now=NOW)
    assert p.filters_only
    assert p.free == ""
    assert not parse_query("budget type:pdf").filters_only


def test_dates_and_periods() -> None:
    assert period("2026-03-05", NOW) == (at(2026, 3, 5), at(2026, 3, 6))
    assert period("2026-03", NOW) == (at(2026, 3, 1), at(2026, 4, 1))
    assert period("2026-12", NOW) == (at(2026, 12, 1), at(2027, 1, 1))
    assert period("2025", NOW) == (at(2025, 1, 1), at(2026, 1, 1))
    assert period("2026/3/5", NOW) == (at(2026, 3, 5), at(2026, 3, 6))
    assert period("today", NOW) == (at(2026, 3, 18), None)
    assert period("yesterday", NOW) == (at(2026, 3, 17), at(2026, 3, 18))
    assert period("thisweek", NOW) == (at(2026, 3, 16), None)  # weeks start on Monday
    assert period("last-week", NOW) == (at(2026, 3, 9), at(2026, 3, 16))
    assert period("lastmonth", NOW) == (at(2026, 2, 1), at(2026, 3, 1))
    assert period("lastyear", NOW) == (at(2025, 1, 1), at(2026, 1, 1))
    assert period("pastweek", NOW) == (NOW - 7 * 86400, None)
    assert period("10d", NOW) == (NOW - 10 * 86400, None)
    assert period("2w", NOW) == (NOW - 14 * 86400, None)
    assert period("3m", NOW) == (at(2025, 12, 18, 15), None)
    assert period("1y", NOW) == (at(2025, 3, 18, 15), None)
    for nonsense in ("someday", "2026-02-30", "99999y", "2026-", "d"):
        assert period(nonsense, NOW) is None

    p = parse_query("after:2026-01 before:2026-03 taxes", now=NOW)
    assert (p.modified_after, p.modified_before) == (at(2026, 1, 1), at(2026, 3, 1))
    p = parse_query("modified:lastweek", now=NOW)
    assert (p.modified_after, p.modified_before) == (at(2026, 3, 9), at(2026, 3, 16))
    assert p.operators[0].label == "changed last week"
    assert parse_query("after:7d", now=NOW).operators[0].label == "changed in the past 7 days"
    # two afters: the later one holds
    assert parse_query("after:2025 after:2026-02", now=NOW).modified_after == at(2026, 2, 1)


def test_a_chip_removes_its_operator() -> None:
    p = parse_query('budget  type:pdf "quarterly review" -draft')
    ops = {o.kind: o for o in p.operators}
    assert p.without(ops["type"]) == 'budget "quarterly review" -draft'
    assert p.without(ops["exclude"]) == 'budget type:pdf "quarterly review"'


def test_path_filters(tmp_path) -> None:
    root = str(tmp_path / "Notes")
    prefixes, names = folder_prefixes(["Work", "~/Archive", "sub/deeper", "/abs/olute"], [root])
    assert names == ("work",)
    assert prefixes[0].endswith("Archive")
    assert not prefixes[0].startswith("~")
    assert prefixes[1:] == (f"{root}/sub/deeper", "/abs/olute")
    assert in_named_folder(f"{root}/Work/2026/a.txt", ["work"], [root])
    assert in_named_folder(f"{root}/a.txt", ["notes"], [root])  # the chosen folder's own name
    assert not in_named_folder(f"{root}/a.txt", [tmp_path.name.lower()], [root])  # above it: no
    assert not in_named_folder(f"{root}/Workshop/a.txt", ["work"], [root])
    assert name_matches("/x/Quarterly Report.PDF", ["report"])
    assert name_matches("/x/notes.md", ["*.MD"])
    assert not name_matches("/x/notes.md.bak", ["*.md"])
    assert name_matches("/x/Café menu.txt", ["cafe"])


def test_search_filters_combine_the_window_and_the_query(tmp_path) -> None:
    root = str(tmp_path)
    window = SearchFilters(suffixes=(".pdf", ".txt"), modified_after=at(2026, 1, 1))
    f = window.with_query(parse_query("type:txt in:work before:2026-03 x", now=NOW), [root])
    mtime = int(at(2026, 2, 1) * 1e9)
    assert f.matches(f"{root}/work/a.txt", mtime)
    assert not f.matches(f"{root}/work/a.pdf", mtime)  # the window's PDF and the query's txt: both
    assert not f.matches(f"{root}/home/a.txt", mtime)
    assert not f.matches(f"{root}/work/a.txt", int(at(2026, 3, 1) * 1e9))  # before is exclusive
    assert not f.matches(f"{root}/work/a.txt", int(at(2025, 12, 31) * 1e9))


def test_phrases_match_words_in_a_row_in_any_script() -> None:
    text = "The Quarterly  budget-review, and a café fermé; 新幹線の切符"
    assert phrase_spans(text, phrase_of("quarterly budget review")) == [(4, text.index(","))]
    start = text.index("café")
    assert phrase_spans(text, phrase_of("cafe ferme")) == [(start, start + len("café fermé"))]
    start = text.index("幹線")
    assert phrase_spans(text, phrase_of("幹線")) == [(start, start + 2)]
    assert phrase_spans(text, phrase_of("budget quarterly")) == []
    assert phrase_spans(text, phrase_of("")) == []


def test_like_names_a_file() -> None:
    p = parse_query('like:"/home/me/My Notes/router.md" type:pdf')
    assert p.like == "/home/me/My Notes/router.md"
    assert not p.filters_only
    assert [o.label for o in p.operators] == ["like: router.md", "type: pdf"]


def test_quotes_in_a_long_question_are_emphasis_not_a_filter() -> None:
    p = parse_query('how do neural networks change during the "training" phase of learning')
    assert p.phrases == ()
    assert p.emphasis == ("training",)
    assert p.free == "how do neural networks change during the training phase of learning"
    assert [(o.kind, o.label) for o in p.operators] == [("emphasis", "“training”: not required")]
    short_question = parse_query('When was "Tesla" born?')  # a question asked in full
    assert short_question.emphasis == ("Tesla",)
    assert not short_question.phrases
    # A claim written as a sentence is prose too: its scare quotes leave no file out.
    claim = parse_query('Cold exposure "reduces" BAT recruitment.')
    assert claim.emphasis == ("reduces",)
    assert not claim.phrases


def test_quotes_in_a_short_query_stay_a_filter() -> None:
    for text in ('"roof repair" invoice', '"quarterly report"', 'the "gas bill" from march'):
        p = parse_query(text)
        assert p.phrases, text
        assert not p.emphasis, text
        assert p.operators[0].kind == "phrase"
    # Operators are not words of a question: four words and a filter keep the phrase a filter.
    p = parse_query('"roof repair" invoice from the builder type:pdf after:2025')
    assert p.phrases == ("roof repair",)
    assert not p.emphasis


def test_mail_headers_are_operators() -> None:
    p = parse_query('roof from:harbourside to:me subject:"your repair"')
    assert p.headers == (("from", "harbourside"), ("to", "me"), ("subject", "your repair"))
    assert p.free == "roof"
    assert [o.label for o in p.operators] == ["from: harbourside", "to: me", "subject: your repair"]
    assert parse_query("from:anna").filters_only
    assert parse_query("Re: the plan").headers == ()  # a word with a colon is a word


def test_a_question_with_quotes_reads_as_the_same_question_without_them() -> None:
    # Punctuation typed right after a closing quote stays with the word (the meaning route reads
    # the same text as for the question typed without quotes).
    assert parse_query('Which year did "Tesla" die?').free == "Which year did Tesla die?"
    assert parse_query('Deleting "Raptor", they say, reduces G-CSF levels.').free == (
        "Deleting Raptor, they say, reduces G-CSF levels."
    )
