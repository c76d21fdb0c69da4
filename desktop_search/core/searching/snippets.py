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
#: The most of one passage a search reads for its snippet and its share of the query's terms. The
#: app's passages are far shorter (the chunker's 512 tokens; a copy of a drive or a database index
#: takes at most ``elsewhere.border.MAX_PASSAGE_CHARS``, 8,192 characters: a test keeps this limit
#: above it). A longer passage (an older index, a planted row) is read by its head: whatever its
#: length, it costs a search no more than this (#49: one of 300 KB held every search 15 s).
MAX_READ_CHARS = 16_384
_SPACE = re.compile(r"\s+")


@dataclass(frozen=True)
class Snippet:
    text: str
    highlights: list[tuple[int, int]]  # [start, end) character ranges in ``text``
    #: Added to a position in ``text``, its position in the flattened passage (whitespace runs
    #: made one space): where a marked word lies in the passage (a recording's moment).
    offset: int = 0


def match_spans(text: str, query: Query, lang: str | None = None) -> list[tuple[int, int]]:
    """Character ranges of ``text`` (a passage in ``lang``) that match the query, merged."""
    return query.spans(text, lang)


def term_coverage(text: str, query: Query, lang: str | None = None) -> float:
    """Share of the query's terms that occur in ``text`` (0..1); the same matching as :func:`match_spans`,
    over the passage's first :data:`MAX_READ_CHARS` characters (one long passage never holds up a search)."""
    return query.coverage(text[:MAX_READ_CHARS], lang)


def make_snippet(text: str, query: Query, *, lang: str | None = None, limit: int = SNIPPET_CHARS) -> Snippet:
    """The window of ``text`` (flattened to one line) with the most distinct matching terms.

    Only the passage's first :data:`MAX_READ_CHARS` characters are read, so that what a snippet
    costs is bounded whatever the passage's length (a longer one ends in `` …``)."""
    cut = len(text) > MAX_READ_CHARS
    flat = _SPACE.sub(" ", text[:MAX_READ_CHARS]).strip()
    per_term = query.matches(flat, lang) if query else []
    spans = merge_spans(per_term)
    if len(flat) <= limit and not cut:
        return Snippet(flat, spans)
    start = _best_window_start(per_term, spans, limit)
    end = min(len(flat), start + limit)
    # Snap to word boundaries (text without spaces, e.g. Chinese, is cut where the window ends).
    if start > 0:
        space = flat.find(" ", start, start + 30)
        start = space + 1 if space >= 0 and _outside(spans, space) else start
    if end < len(flat):
        space = flat.rfind(" ", start, end)
        end = space if space > start + limit // 2 else end
    start, end = _not_inside(spans, start, end)
    body = flat[start:end]
    prefix = "… " if start > 0 else ""
    suffix = " …" if end < len(flat) or cut else ""
    shift = len(prefix) - start
    marks = [(s + shift, e + shift) for s, e in spans if s >= start and e <= end]
    return Snippet(prefix + body + suffix, marks, start - len(prefix))


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
    """Where a window of ``limit`` characters holds matches of the most distinct query terms.

    The windows tried start a little before each match (the first of the best wins). They move
    only forward, so one pass with two pointers counts what each holds: a match enters once the
    window's end reaches its end and leaves once the window's start has passed its start (time
    linear in the matches, after sorting them; trying each window anew grew with their square).
    """
    if not spans:
        return 0
    matches = sorted((a, b, term) for term, ranges in enumerate(per_term) for a, b in ranges)
    by_end = sorted(range(len(matches)), key=lambda i: matches[i][1])
    entered = [False] * len(matches)
    left = [False] * len(matches)
    held = [0] * len(per_term)  # matches of each term in the window
    distinct = 0  # terms with a match in the window
    came, went = 0, 0  # the next match to enter (by end) and to leave (by start)
    best_start, best_count = 0, -1
    for s, _e in spans:
        # A window that starts a little before this match.
        start = max(0, s - limit // 4)
        while came < len(by_end) and matches[by_end[came]][1] <= start + limit:
            i = by_end[came]
            entered[i] = True
            if not left[i]:
                held[matches[i][2]] += 1
                distinct += held[matches[i][2]] == 1
            came += 1
        while went < len(matches) and matches[went][0] < start:
            left[went] = True
            if entered[went]:
                held[matches[went][2]] -= 1
                distinct -= held[matches[went][2]] == 0
            went += 1
        if distinct > best_count:
            best_start, best_count = start, distinct
    return best_start
