"""Typos: words no passage holds are also searched as the nearest words of the index.

Not a route of its own: it mends the query's terms before the routes read them (a mended
term is ``guessed``; the fusion then trusts the keyword route more: see
:data:`..fusion.TYPO_KEYWORD_WEIGHT`), and says which words it also searched for.
"""

from __future__ import annotations

import re
from dataclasses import replace

from ...store.db import Database
from ...text.lexical import WORD, Query, QueryTerm
from ...text.spelling import Vocabulary, correct
from .base import fts_rows

#: Words no file holds are also searched as the nearest words of the index (:mod:`...text.spelling`).
SPELLING = True


def vocabulary(db: Database) -> dict[str, int]:
    """Every term of the passages' words column with the number of passages holding it."""
    db._conn.execute(
        "CREATE VIRTUAL TABLE IF NOT EXISTS temp.chunks_vocab_col USING fts5vocab(main, chunks_fts, 'col')"
    )
    rows = db._conn.execute("SELECT term, doc FROM temp.chunks_vocab_col WHERE col = 'words'")
    return {str(term): int(doc) for term, doc in rows}


def index_vocabulary(db: Database) -> Vocabulary:
    """The keyword index's words, for typos (read when first needed, and as the index changes)."""
    return Vocabulary(lambda: vocabulary(db), lambda: db.generation)


def starts_a_word(db: Database, prefix: str) -> bool:
    """Whether some file name or passage holds a word that begins with ``prefix`` (folded)."""
    expr = 'words : "' + prefix.replace('"', '""') + '"*'
    return any(
        fts_rows(db, f"SELECT 1 FROM {table} WHERE {table} MATCH ? LIMIT 1", (expr,), "prefix look-up")
        for table in ("files_fts", "chunks_fts")
    )


def mend(
    terms: Query,
    query: str,
    *,
    db: Database,
    words: Vocabulary,
    query_lang: str | None,
    as_typed: bool,
) -> tuple[Query, str, tuple[tuple[str, str], ...]]:
    """``terms`` with each word that no passage holds also searched as its nearest words in
    the index (:mod:`...text.spelling`), and the query text with those words for the meaning
    route; unchanged when the query is to be searched as typed."""
    # Typos in English (or in a query too short to tell): the word list that keeps real
    # words from being "corrected" is English; a German word is not a misspelt English one.
    if not (SPELLING and terms and not as_typed and query_lang in (None, "en")):
        return terms, query, ()
    stem = terms.stemmer()
    fixed: list[QueryTerm] = []
    also: list[tuple[str, str]] = []
    last = terms.terms[-1]
    for term in terms.terms:
        found = correct(term.forms[0], words, stem) if term.kind == WORD else []
        if found and term is last and starts_a_word(db, term.forms[0]):
            found = []  # the last word is still being typed: it begins a word of the index
        if not found:
            fixed.append(term)
            continue
        extra = [f for c in found for f in (c.word, c.term)]
        fixed.append(replace(term, forms=tuple(dict.fromkeys([*term.forms, *extra])), guessed=True))
        also += [(c.typed, c.word) for c in found]
        # The meaning route reads the corrected word too (word pieces of a typo mislead it).
        pattern = re.compile(rf"\b{re.escape(term.forms[0])}\b", re.IGNORECASE)
        query = pattern.sub(found[0].word, query)
    if not also:
        return terms, query, ()
    return replace(terms, terms=tuple(fixed)), query, tuple(also)
