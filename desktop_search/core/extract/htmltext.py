"""HTML (and the XHTML inside EPUB) to readable text, paragraphs kept apart.

Parsing is selectolax's lexbor backend. The tree is walked without
recursion, so nesting depth is no danger to Python; lexbor itself slows
down quadratically on very deep stacks of block elements, so tags nested
deeper than ``MAX_DEPTH`` are dropped (their text stays) before parsing.
That pre-pass and every regex here run in linear time, whatever the input
(unclosed tags, quotes or comments included).
"""

from __future__ import annotations

import re
from bisect import bisect_left
from pathlib import Path
from typing import Any

from .document import Document, flowing
from .text import decode, normalise_newlines

MAX_DEPTH = 512
# Elements whose content is never text for a reader.
_SKIP = frozenset({"script", "style", "noscript", "template", "head", "svg", "object", "iframe", "select"})
# Elements separated from their neighbours by a blank line, or by a line break.
_PARAGRAPH = frozenset(
    "p h1 h2 h3 h4 h5 h6 blockquote pre ul ol dl table section article aside header footer nav main "
    "figure figcaption form fieldset address details summary hr body".split()
)
_LINE = frozenset("div li dt dd tr br caption option legend center dir menu".split())
_CELL = frozenset({"td", "th"})
_PRE = frozenset({"pre", "textarea", "listing", "xmp"})
# Tags whose end tag is optional (or that have none) do not deepen the nesting count.
_NO_DEPTH = frozenset(
    "area base br col embed hr img input link meta source track wbr p li dt dd tr td th "
    "option optgroup thead tbody tfoot colgroup rb rt rp caption".split()
)
# A tag: "<name" or "</name", then anything up to the first ">" outside a pair of quotes.
# Possessive, so a tag that never ends (an unclosed quote, or no ">") stops the match
# where it fails instead of leaving finditer to rescan the rest of the text (see _nesting_tags).
_TAG = re.compile(r"""<(/?)([a-zA-Z][a-zA-Z0-9:-]*)(?:[^>"']++|"[^"]*+"|'[^']*+')*+(>)?""")
_TAG_START = re.compile(r"<(/?)([a-zA-Z][a-zA-Z0-9:-]*)")
_TAG_SPECIAL = re.compile(r"""[>"']""")
_META_CHARSET = re.compile(rb"""<meta[^>]+charset\s*=\s*["']?\s*([a-zA-Z0-9_.:-]+)""", re.IGNORECASE)
_XML_ENCODING = re.compile(rb"""^\s*<\?xml[^>]*encoding\s*=\s*["']([a-zA-Z0-9_.:-]+)""")
# XHTML writes <title/> and <script/>; an HTML parser would swallow the rest of the file.
_SELF_CLOSED_RAW = re.compile(r"<(title|script|style|textarea|iframe|noscript|a|div|span|p)(\s[^<>]*?)?/>")
_SPACES = re.compile(r"[ \t\r\n\f\v]+")
_BLANK_LINES = re.compile(r"\n{3,}")


def extract_html(path: Path, *, max_chars: int) -> Document:
    with path.open("rb") as f:
        data = f.read(max_chars * 4 + 4)
    title, text = html_to_text(decode_html(data))
    return flowing("html", text, title=title)


def decode_html(data: bytes) -> str:
    """Bytes of an HTML page as text: a declared charset if it works, else text detection."""
    head = data[:2048]
    declared = _META_CHARSET.search(head) or _XML_ENCODING.search(head)
    if declared and not data.startswith((b"\xef\xbb\xbf", b"\xff\xfe", b"\xfe\xff")):
        try:
            return normalise_newlines(data.decode(declared.group(1).decode("ascii"), errors="replace"))
        except LookupError:
            pass
    return normalise_newlines(decode(data))


def html_to_text(html: str, *, xhtml: bool = False) -> tuple[str, str]:
    """``(title, text)`` of an HTML document."""
    from selectolax.lexbor import LexborHTMLParser

    if xhtml:
        html = _SELF_CLOSED_RAW.sub(r"<\1\2></\1>", html)
    tree = LexborHTMLParser(_flatten(html))
    title_node = tree.css_first("head > title") or tree.css_first("title")
    title = _SPACES.sub(" ", title_node.text(deep=True)).strip() if title_node else ""
    root = tree.root
    return title, _render(root) if root is not None else ""


def _flatten(html: str) -> str:
    """``html`` with tags nested deeper than MAX_DEPTH removed (their text kept)."""
    if html.count("<") < MAX_DEPTH:
        return html
    tags = _nesting_tags(html)
    depth = 0
    deepest = 0
    for _start, _end, step in tags:
        depth += step
        deepest = max(deepest, depth)
    if deepest <= MAX_DEPTH:
        return html
    kept: list[str] = []
    copied = 0
    depth = 0
    for start, end, step in tags:
        depth += step
        if depth > MAX_DEPTH or (step < 0 and depth >= MAX_DEPTH):
            kept.append(html[copied:start])
            copied = end
    kept.append(html[copied:])
    return "".join(kept)


def _nesting_tags(html: str) -> list[tuple[int, int, int]]:
    """``(start, end, +1 or -1)`` of each start and end tag that changes the nesting depth.

    A ``<name`` whose tag never ends is no tag; the search goes on from the
    next character, so a tag may still start inside its quoted values. A
    regex that does this rescans the rest of the text from every such
    ``<`` (quadratic: 48 kB of ``<a `` took 20 s). Pages where every tag
    ends take one possessive pass; the others go to :func:`_tags_slow`.
    """
    tags = []
    for match in _TAG.finditer(html):
        closing, name, end = match.group(1, 2, 3)
        if end is None:
            return [tag for tag in _tags_slow(html) if tag[2]]
        if name.lower() not in _NO_DEPTH:
            tags.append((match.start(), match.end(), -1 if closing else 1))
    return tags


def _tags_slow(html: str) -> list[tuple[int, int, int]]:
    """``(start, end, step)`` of every tag, ``step`` 0 for those in _NO_DEPTH, for any text.

    Where a tag ends is worked out once for each ``>``, ``"`` and ``'``, from the right.
    """
    specials = [m.start() for m in _TAG_SPECIAL.finditer(html)]
    # ends[i]: where a tag ends once its scan reaches specials[i]; -1: it never ends.
    ends = [-1] * (len(specials) + 1)
    next_quote = {'"': -1, "'": -1}  # index in specials of the next quote of each kind
    for i in range(len(specials) - 1, -1, -1):
        char = html[specials[i]]
        if char == ">":
            ends[i] = specials[i] + 1
        else:
            closing_quote = next_quote[char]
            ends[i] = ends[closing_quote + 1] if closing_quote >= 0 else -1
            next_quote[char] = i
    tags = []
    resume = 0
    for match in _TAG_START.finditer(html):
        if match.start() < resume:
            continue  # inside the previous tag, e.g. in a quoted attribute value
        end = ends[bisect_left(specials, match.end())]
        if end >= 0:
            closing, name = match.group(1, 2)
            step = 0 if name.lower() in _NO_DEPTH else -1 if closing else 1
            tags.append((match.start(), end, step))
            resume = end
    return tags


class _Writer:
    """Collects text runs and the breaks asked for between them."""

    def __init__(self) -> None:
        self.parts: list[str] = []
        self.pending = 0  # 0: nothing, 1: line break, 2: blank line
        self.cell = False

    def text(self, run: str, *, pre: bool) -> None:
        if not pre:
            run = _SPACES.sub(" ", run)
            if self.pending or not self.parts or self.parts[-1].endswith(("\n", "\t")):
                run = run.lstrip(" ")
        if not run:
            return
        if self.pending and self.parts:
            self.parts.append("\n" * self.pending)
        elif self.cell and self.parts:
            self.parts.append("\t")
        self.pending = 0
        self.cell = False
        self.parts.append(run)

    def brk(self, level: int) -> None:
        self.pending = max(self.pending, level)
        self.cell = False

    def result(self) -> str:
        # Trailing blanks go line by line: a regex for them backtracks on long runs of spaces.
        text = "\n".join(line.rstrip(" \t") for line in "".join(self.parts).split("\n"))
        return _BLANK_LINES.sub("\n\n", text).strip()


def _render(root: Any) -> str:
    """Text of the tree under ``root``, walked iteratively (enter, children, leave)."""
    out = _Writer()
    pre_depth = 0
    node = root.child
    while node is not None:
        tag = node.tag
        descend = False
        if tag == "-text":
            out.text(node.text_content or "", pre=pre_depth > 0)
        elif tag and not tag.startswith(("-", "_", "!")) and tag not in _SKIP:
            _enter(out, tag)
            if tag in _PRE:
                pre_depth += 1
            descend = node.child is not None
            if not descend:
                _leave(out, tag)
                if tag in _PRE:
                    pre_depth -= 1
        if descend:
            node = node.child
            continue
        while node is not None and node.next is None:
            node = node.parent
            if node is None or node.mem_id == root.mem_id:
                node = None
                break
            _leave(out, node.tag)
            if node.tag in _PRE:
                pre_depth -= 1
        if node is not None:
            node = node.next
    return out.result()


def _enter(out: _Writer, tag: str) -> None:
    if tag in _PARAGRAPH:
        out.brk(2)
    elif tag in _LINE:
        out.brk(1)
    elif tag in _CELL:
        out.cell = bool(out.parts) and not out.pending


def _leave(out: _Writer, tag: str) -> None:
    if tag in _PARAGRAPH:
        out.brk(2)
    elif tag in _LINE and tag != "br":
        out.brk(1)
