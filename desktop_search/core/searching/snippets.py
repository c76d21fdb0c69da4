"""Snippets that show why a passage matched: a window around the query's words, marked.

Matching is the keyword index's own (:class:`..lexical.Query`): a word marks the
words with its folded form ("cafe" marks "café") or its stem in the passage's
language ("Haus" marks "Häuser" in a German passage); a run of CJK or Thai
characters marks exactly where those characters occur in a row. Highlights are
character ranges into the snippet text, so every front end can render them its
own way.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from ..text.lexical import Query, merge_spans

SNIPPET_CHARS = 240
_SPACE = re.compile(r"\s+")


@dataclass(frozen=True)
class Snippet:
    text: str
    highlights: list[tuple[int, int]]  # [start, end) character ranges in ``text``


def match_spans(text: str, query: Query, lang: str | None = None) -> list[tuple[int, int]]:
    """Character ranges of ``text`` (a passage in ``lang``) that match the query, merged."""
    return query.spans(text, lang)


def term_coverage(text: str, query: Query, lang: str | None = None) -> float:
    """Share of the query's terms that occur in ``text`` (0..1); the same matching as :func:`match_spans`."""
    return query.coverage(text, lang)


def make_snippet(text: str, query: Query, *, lang: str | None = None, limit: int = SNIPPET_CHARS) -> Snippet:
    """The window of ``text`` (flattened to one line) with the most distinct matching terms."""
    flat = _SPACE.sub(" ", text).strip()
    per_term = query.matches(flat, lang) if query else []
    spans = merge_spans(per_term)
    if len(flat) <= limit:
        return Snippet(flat, spans)
    start = _best_window_start(per_term, spans, limit)
    end = min(len(flat), start + limit)
    # Snap to word boundaries (text without spaces, e.g. Chinese, is cut where the window ends).
    if start > 0:
        space = flat.find(" ", start)
        start = space + 1 if 0 <= space < start + 30 and _outside(spans, space) else start
    if end < len(flat):
        space = flat.rfind(" ", start, end)
        end = space if space > start + limit // 2 else end
    start, end = _not_inside(spans, start, end)
    body = flat[start:end]
    prefix = "… " if start > 0 else ""
    suffix = " …" if end < len(flat) else ""
    shift = len(prefix) - start
    marks = [(s + shift, e + shift) for s, e in spans if s >= start and e <= end]
    return Snippet(prefix + body + suffix, marks)


def _outside(spans: list[tuple[int, int]], at: int) -> bool:
    return not any(s < at < e for s, e in spans)


def _not_inside(spans: list[tuple[int, int]], start: int, end: int) -> tuple[int, int]:
    """Move the window's edges off any match they would cut in two."""
    for s, e in spans:
        if s < start < e:
            start = s
        if s < end < e:
            end = s
    return start, end


def _best_window_start(
    per_term: list[list[tuple[int, int]]], spans: list[tuple[int, int]], limit: int
) -> int:
    """Where a window of ``limit`` characters holds matches of the most distinct query terms."""
    if not spans:
        return 0
    best_start, best_count = 0, -1
    for s, _e in spans:
        # A window that starts a little before this match.
        start = max(0, s - limit // 4)
        count = sum(1 for ranges in per_term if any(a >= start and b <= start + limit for a, b in ranges))
        if count > best_count:
            best_start, best_count = start, count
    return best_start
