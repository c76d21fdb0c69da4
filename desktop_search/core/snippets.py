"""Snippets that show why a passage matched: a window around the query's words, marked.

Matching is by word stem prefix, case- and accent-insensitively, so "invoices"
marks "invoice" and "café" marks "cafe". Highlights are character ranges into
the snippet text, so every front end can render them its own way.
"""

from __future__ import annotations

import functools
import re
import unicodedata
from dataclasses import dataclass

SNIPPET_CHARS = 240
_WORD = re.compile(r"\w+", re.UNICODE)
_SPACE = re.compile(r"\s+")
# Words too common to be worth marking or searching for.
STOPWORDS = frozenset(
    "a an and are as at be but by for from has have how i in is it its my of on or our that the their "
    "this to was we were what when where which who why will with you your do does did can could should "
    "would about into than then there these those been being me".split()
)


@dataclass(frozen=True)
class Snippet:
    text: str
    highlights: list[tuple[int, int]]  # [start, end) character ranges in ``text``


def fold(text: str) -> str:
    """Lower case without accents: the form words are compared in."""
    decomposed = unicodedata.normalize("NFKD", text.casefold())
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch))


def query_terms(query: str) -> list[str]:
    """Content words of a query, folded, in order, without duplicates."""
    seen: dict[str, None] = {}
    for word in _WORD.findall(fold(query)):
        if word not in STOPWORDS and (len(word) > 1 or word.isdigit()):
            seen.setdefault(word, None)
    return list(seen)


def _stem(term: str) -> str:
    """A crude stem for prefix matching: enough to join plurals and verb forms."""
    for suffix in ("ing", "ies", "es", "ed", "s"):
        if len(term) > len(suffix) + 3 and term.endswith(suffix):
            return term[: -len(suffix)]
    return term


def match_spans(text: str, terms: list[str]) -> list[tuple[int, int]]:
    """Character ranges of words in ``text`` that match one of ``terms``."""
    stems = [_stem(t) for t in terms]
    spans = []
    for match in _WORD.finditer(text):
        word = fold(match.group())
        if any(word.startswith(stem) and len(word) <= len(stem) + 4 for stem in stems):
            spans.append(match.span())
    return spans


@functools.lru_cache(maxsize=64)
def _term_patterns(terms: tuple[str, ...]) -> tuple[re.Pattern[str], ...]:
    """One pattern per term: its stem at a word start, with at most four more letters."""
    return tuple(re.compile(rf"(?<!\w){re.escape(_stem(t))}\w{{0,4}}(?!\w)") for t in terms)


def term_coverage(text: str, terms: list[str]) -> float:
    """Share of ``terms`` that occur in ``text`` (0..1); the same matching as :func:`match_spans`."""
    if not terms:
        return 0.0
    folded = fold(text)
    hit = sum(1 for pattern in _term_patterns(tuple(terms)) if pattern.search(folded))
    return hit / len(terms)


def make_snippet(text: str, terms: list[str], *, limit: int = SNIPPET_CHARS) -> Snippet:
    """The window of ``text`` (flattened to one line) with the most distinct matching terms."""
    flat = _SPACE.sub(" ", text).strip()
    spans = match_spans(flat, terms) if terms else []
    if len(flat) <= limit:
        return Snippet(flat, spans)
    start = _best_window_start(flat, spans, limit)
    end = min(len(flat), start + limit)
    # Snap to word boundaries.
    if start > 0:
        space = flat.find(" ", start)
        start = space + 1 if 0 <= space < start + 30 else start
    if end < len(flat):
        space = flat.rfind(" ", start, end)
        end = space if space > start + limit // 2 else end
    body = flat[start:end]
    prefix = "… " if start > 0 else ""
    suffix = " …" if end < len(flat) else ""
    shift = len(prefix) - start
    marks = [(s + shift, e + shift) for s, e in spans if s >= start and e <= end]
    return Snippet(prefix + body + suffix, marks)


def _best_window_start(flat: str, spans: list[tuple[int, int]], limit: int) -> int:
    if not spans:
        return 0
    best_start, best_count = 0, -1
    for i, (s, _e) in enumerate(spans):
        # A window that starts a little before this match.
        start = max(0, s - limit // 4)
        words = {fold(flat[a:b]) for a, b in spans[i:] if b <= start + limit}
        if len(words) > best_count:
            best_start, best_count = start, len(words)
    return best_start
