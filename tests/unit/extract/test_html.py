"""HTML to text: paragraphs survive, scripts and styles do not, deep nesting is harmless."""

from __future__ import annotations

import time
from pathlib import Path

from desktop_search.core.extract import extract_file
from desktop_search.core.extract.htmltext import html_to_text

PAGE = """<!DOCTYPE html>
<html><head><title>  Mountain   Huts </title><style>body { color: red }</style>
<script>var secret = "do not index";</script><meta charset="utf-8"></head>
<body>
<noscript>enable javascript please</noscript>
<template><p>template text</p></template>
<h1>Huts of the Alps</h1>
<p>The first hut sits at
   2,000 metres.</p><p>The second is <b>higher</b> &amp; colder.</p>
<ul><li>Blankets</li><li>Soup</li></ul>
<table><tr><th>Hut</th><th>Beds</th></tr><tr><td>Refuge</td><td>40</td></tr></table>
<div>Line one<br>Line two</div>
<pre>  keep   spacing</pre>
<script>document.write("also hidden")</script>
</body></html>
"""


def test_html_page_text_and_title(tmp_path: Path) -> None:
    path = tmp_path / "huts.html"
    path.write_text(PAGE, encoding="utf-8")
    doc = extract_file(path)
    assert doc.kind == "html"
    assert doc.title == "Mountain Huts"
    assert doc.text == (
        "Huts of the Alps\n\n"
        "The first hut sits at 2,000 metres.\n\n"
        "The second is higher & colder.\n\n"
        "Blankets\nSoup\n\n"
        "Hut\tBeds\nRefuge\t40\n\n"
        "Line one\nLine two\n\n"
        "  keep   spacing"
    )
    for hidden in ("secret", "do not index", "color", "javascript", "template text", "also hidden"):
        assert hidden not in doc.text


def test_declared_charset_is_used(tmp_path: Path) -> None:
    path = tmp_path / "legacy.htm"
    path.write_bytes(
        b'<html><head><meta http-equiv="Content-Type" content="text/html; charset=windows-1252">'
        b"</head><body><p>caf\xe9 \x93quoted\x94</p></body></html>"
    )
    assert extract_file(path).text == "café “quoted”"


def test_html_saved_as_txt_is_read_as_html(tmp_path: Path) -> None:
    path = tmp_path / "saved page.txt"
    path.write_text("<!doctype html><html><body><p>Hello</p><script>x()</script></body></html>", "utf-8")
    doc = extract_file(path)
    assert doc.kind == "html"
    assert doc.text == "Hello"


def test_hundred_thousand_nested_divs(tmp_path: Path) -> None:
    depth = 100_000
    path = tmp_path / "deep.html"
    path.write_text(
        "<html><body><p>before</p>" + "<div>" * depth + "deep text" + "</div>" * depth + "<p>after</p>",
        encoding="utf-8",
    )
    started = time.monotonic()
    doc = extract_file(path)
    assert time.monotonic() - started < 10
    assert doc.text == "before\n\ndeep text\n\nafter"


def test_deeply_nested_inline_elements() -> None:
    depth = 100_000
    title, text = html_to_text("<p>" + "<span><b>" * depth + "x" + "</b></span>" * depth + "</p>")
    assert (title, text) == ("", "x")


def test_xhtml_self_closed_title_does_not_swallow_the_body() -> None:
    xhtml = '<html xmlns="http://www.w3.org/1999/xhtml"><head><title/></head><body><p>Body</p></body></html>'
    assert html_to_text(xhtml, xhtml=True) == ("", "Body")
