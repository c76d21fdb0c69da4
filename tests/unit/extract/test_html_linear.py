"""HTML flattening takes time in proportion to the page, whatever the page holds.

The depth pre-pass once found tags with a regex that rescanned the rest of
the text from every ``<`` that did not close: 48 kB of ``<a `` took 20 s.
"""

from __future__ import annotations

import gc
import random
import re
import time
from collections.abc import Callable

import pytest

from desktop_search.core.extract import htmltext
from desktop_search.core.extract.htmltext import _NO_DEPTH, MAX_DEPTH, html_to_text

# The regex the tag scanner replaces: it must find the same tags at the same offsets.
OLD_TAG = re.compile(r"""<(/?)([a-zA-Z][a-zA-Z0-9:-]*)(?:[^>"']|"[^"]*"|'[^']*')*>""")

SMALL = 20_000  # characters
LARGE = 10 * SMALL


def _repeat(unit: str) -> Callable[[int], str]:
    return lambda size: (unit * (size // len(unit) + 1))[:size]


PATHOLOGICAL = {
    "open tags": _repeat("<a "),
    "unclosed double quotes": _repeat('<a b="'),
    "unclosed single quotes": _repeat("<a b='"),
    "closed quotes, no end": _repeat('<a b="c" '),
    "unclosed comment": lambda size: "<!--" + _repeat("<a ")(size - 4),
    "bare angle brackets": _repeat("<"),
    "close tags": _repeat("</div "),
    "mixed quotes": _repeat("<p x='\" y=\"'"),
    "deep, then open tags": lambda size: "<div>" * (size // 10) + _repeat("<a ")(size // 2),
    "inline spaces": _repeat("<b> </b>"),
    "spaces in pre": lambda size: "<pre>" + " \t" * (size // 2) + "x</pre>",
}


def _seconds(html: str) -> float:
    best = float("inf")
    for _ in range(3):
        gc.collect()
        gc.disable()  # the collector's passes over what other tests left alive are not this code's
        try:
            started = time.perf_counter()
            html_to_text(html)
            html_to_text(html, xhtml=True)  # EPUB chapters also rewrite self-closed tags first
            best = min(best, time.perf_counter() - started)
        finally:
            gc.enable()
    return best


@pytest.mark.timeout(120)
@pytest.mark.parametrize("name", PATHOLOGICAL)
def test_pathological_pages_take_linear_time(name: str) -> None:
    make = PATHOLOGICAL[name]
    small = _seconds(make(SMALL))
    assert small < 2, f"{name}: {small:.2f} s for {SMALL} characters"
    large = _seconds(make(LARGE))
    # Ten times the input may take up to thirty times as long (noise, caches), never a hundred.
    assert large < 30 * max(small, 0.005), f"{name}: {small:.4f} s, then {large:.4f} s for 10x"
    assert large < 5, f"{name}: {large:.2f} s for {LARGE} characters"


def _old_tags(html: str) -> list[tuple[int, int, int]]:
    return [
        (m.start(), m.end(), 0 if m.group(2).lower() in _NO_DEPTH else -1 if m.group(1) else 1)
        for m in OLD_TAG.finditer(html)
    ]


def _random_html(rng: random.Random) -> str:
    pieces = ["<", ">", "/", '"', "'", "a", "div", "B", "td", " ", "x=", "-", ":", "1", "<!--", "-->", "\n"]
    return "".join(rng.choice(pieces) for _ in range(rng.randrange(0, 60)))


def test_tags_are_found_exactly_where_the_old_regex_found_them() -> None:
    rng = random.Random(20240611)
    slow_only = 0
    for _ in range(20_000):
        html = _random_html(rng)
        old = _old_tags(html)
        assert htmltext._tags_slow(html) == old, repr(html)
        assert htmltext._nesting_tags(html) == [tag for tag in old if tag[2]], repr(html)
        slow_only += any(m.group(3) is None for m in htmltext._TAG.finditer(html))
    assert 1000 < slow_only < 19_000  # both the one-pass and the slow path were exercised


def test_tags_in_a_real_page() -> None:
    html = """<p title='a > b' data-x="<i>">One</p><br/><A HREF="x">two</A><!-- <div> --></div x="""
    assert htmltext._tags_slow(html) == _old_tags(html)
    # <p> and <br> never deepen the nesting; "<i>" is an attribute value; "</div x=" never ends.
    nesting = htmltext._nesting_tags(html)
    assert [(html[start:end], step) for start, end, step in nesting] == [
        ('<A HREF="x">', 1),
        ("</A>", -1),
        ("<div>", 1),
    ]
    assert htmltext._nesting_tags(html + ">") == [tag for tag in _old_tags(html + ">") if tag[2]]


def test_flattening_keeps_text_and_drops_only_tags_past_the_limit() -> None:
    depth = MAX_DEPTH + 50
    html = "<body>" + "<div title='&lt;x&gt;'>" * depth + "deep" + "</div>" * depth + "<p>after</p></body>"
    flat = htmltext._flatten(html)
    assert flat.count("<div") == MAX_DEPTH - 1  # body counts as one level
    assert flat.count("</div>") == MAX_DEPTH - 1
    assert "deep" in flat
    assert html_to_text(html) == ("", "deep\n\nafter")


def test_trailing_blanks_go_but_pre_keeps_its_inner_spacing() -> None:
    assert html_to_text("<pre>a  \t\n  b \t</pre><p>c</p>") == ("", "a\n  b\n\nc")
