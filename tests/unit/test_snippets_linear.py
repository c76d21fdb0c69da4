"""A snippet costs time linear in its passage, and a passage of any length is read by its head
(#49: one 300 KB passage held a search 15-19 s; the window search grew with the square of the
matches). Costs are counted as the Python lines the snippet code runs (``sys.settrace``: the same
count on any machine, however busy), not as wall time; the time of a 1 MB passage is printed."""

from __future__ import annotations

import sys
import time
from collections.abc import Callable
from pathlib import Path
from types import FrameType
from typing import Any

from desktop_search.core.elsewhere.border import MAX_PASSAGE_CHARS
from desktop_search.core.searching import snippets
from desktop_search.core.searching.snippets import MAX_READ_CHARS, make_snippet, term_coverage
from desktop_search.core.text.lexical import Query

SNIPPETS = str(Path(snippets.__file__).resolve())


def lines_run(work: Callable[[], Any]) -> int:
    """How many lines of snippets.py ``work()`` runs."""
    count = 0

    def trace(frame: FrameType, event: str, _arg: object) -> Any:
        nonlocal count
        if frame.f_code.co_filename != SNIPPETS:
            return None
        if event == "line":
            count += 1
        return trace

    sys.settrace(trace)
    try:
        work()
    finally:
        sys.settrace(None)
    return count


def passage(matches: int) -> str:
    """Two query words among other words, ``matches`` of each: every window holds both."""
    return " ".join(f"harbour filler{i} ledger words" for i in range(matches))


def test_the_window_search_is_linear_in_the_matches() -> None:
    query = Query.parse("harbour ledger")
    small = lines_run(lambda: make_snippet(passage(200), query))
    large = lines_run(lambda: make_snippet(passage(400), query))
    # Linear: twice the matches, about twice the lines (quadratic: four times).
    assert large < 2.5 * small, (small, large)


def test_a_passage_longer_than_any_the_app_makes_is_read_by_its_head() -> None:
    query = Query.parse("harbour ledger")
    assert MAX_PASSAGE_CHARS <= MAX_READ_CHARS, "a copy's passage is read whole"
    head = passage(MAX_READ_CHARS // 30)
    huge = passage(1_000_000 // 30)  # about 1 MB, the query's words all along
    assert len(huge) >= 1_000_000
    assert lines_run(lambda: make_snippet(huge, query)) < 1.5 * lines_run(lambda: make_snippet(head, query))
    started = time.perf_counter()
    snip = make_snippet(huge, query)
    took = time.perf_counter() - started
    print(f"\nsnippet of a {len(huge):,}-character passage: {took * 1e3:.1f} ms")
    assert snip.text.endswith(" …")
    assert snip.highlights
    for a, b in snip.highlights:
        assert snip.text[a:b] in {"harbour", "ledger"}
    assert term_coverage(huge, query) == 1.0
    assert term_coverage("x " * MAX_READ_CHARS + "harbour ledger", query) == 0.0, "read by its head"


def test_the_best_window_holds_the_most_distinct_words() -> None:
    """The window search keeps what it did: the window with matches of the most query terms."""
    text = "harbour " * 200 + "filler " * 100 + "ledger invoice harbour " + "filler " * 200
    snip = make_snippet(text, Query.parse("harbour ledger invoice"))
    marked = {snip.text[a:b] for a, b in snip.highlights}
    assert marked == {"harbour", "ledger", "invoice"}, snip.text
    assert len(snip.text) <= snippets.SNIPPET_CHARS + 4
