"""The rare-words route: the files holding the rare words typed (an order number, a surname).

The passages holding every rare term of the query (one that at most :data:`RARE_SHARE` of the
passages hold, and at least :data:`RARE_MIN_DOCS`), or lying in one of the few files holding
all its words (:data:`RARE_TOGETHER`), ranked in the keyword route's order, one per file. The
fusion weighs the route by :data:`..fusion.RARE_TERMS_WEIGHT`. Here too: how much of the query
each keyword candidate holds (:func:`measure_coverage`), from the same look-ups of the terms'
rarity.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence

from ...store.db import Database
from ...text.lexical import WORD, Query, term_forms
from .. import fusion
from ..candidates import Candidates
from .base import Ask, fts_rows

#: A query term held by more passages than this is matched against the candidates one by one.
DOCLIST_LIMIT = 20_000

#: A term is rare when at most this share of the passages hold it, and at least RARE_MIN_DOCS
#: (see :data:`..fusion.RARE_TERMS_WEIGHT`).
RARE_SHARE = 0.002
RARE_MIN_DOCS = 2
#: Only for queries of at most this many terms (what a person types to re-find a file): with 4,
#: short questions of XQuAD lost up to 0.01 (es 0.957 against 0.960 with 2), and the known-item
#: sets' rare words (two words) need no more.
RARE_MAX_TERMS = 2
#: The files holding every word of such a query are the rare route when there are few of them
#: (as a term is rare: RARE_SHARE), however common each word is alone: a re-found file's words
#: are rare as typed ("forecasted", "intensified") while their stems, all the index holds, are
#: less so. Measured (bench/known_item.py, the two rarest words of a file): success@1 0.95
#: with each word's rarity alone, 0.98 with this (Recoll 0.99: "chained chaining", one stem).
RARE_TOGETHER = True
#: Coverage counts each term by its rarity (BM25's idf) rather than one each.
COVERAGE_BY_IDF = True


class RareWordsRoute:
    """The keyword candidates holding the query's rare words, in keyword order, one per file."""

    name = "rare"

    def retrieve(self, ask: Ask, found: Mapping[str, Candidates]) -> Candidates | None:
        keyword = found.get("keyword")
        if ask.fusion != "rrf" or not fusion.RARE_TERMS_WEIGHT or keyword is None:
            return None
        out = Candidates(self.name)
        full = sorted(keyword.rare, key=lambda cid: keyword.ranks[cid])
        seen: set[int] = set()  # one place per file: its best passage
        for cid in full:
            chunk = keyword.chunks[cid]
            if chunk.file_id not in seen:
                seen.add(chunk.file_id)
                out.add(chunk, len(out.ranks))
        return out


def measure_coverage(db: Database, keyword: Candidates, terms: Query, together: set[int] | None) -> None:
    """Each keyword candidate's share of the query's terms (one look-up in the keyword index
    per term, restricted to the candidates: no passage text is read), and whether it is rare
    (in a file of ``together``, :func:`files_holding_all_words`, or else holding its rare words)."""
    found = list(keyword.chunks.values())
    if not found or not terms:
        return
    ids = [c.chunk_id for c in found]
    df, n = document_frequencies(db, [term_forms(t) for t in terms.terms])
    held = term_matches(db, [" OR ".join(t.fts(stems=True)) for t in terms.terms], ids, df)
    weights = [math.log(1.0 + (n - d + 0.5) / (d + 0.5)) for d in df] if COVERAGE_BY_IDF else [1.0] * len(df)
    # A guessed correction of a typo is no evidence of which file was meant: never "rare".
    limit = max(RARE_MIN_DOCS, RARE_SHARE * n)
    rare = [
        i
        for i, d in enumerate(df)
        if 0 < d <= limit and terms.terms[i].kind == WORD and not terms.terms[i].guessed
    ]
    if len(terms) > RARE_MAX_TERMS:
        rare = []  # a long question: its rare words are details, not what identifies a file
    # Coverage counts words: a run of an unspaced script is a whole clause, which a passage
    # matches by some of its bigrams, so it says nothing of how much of the query is there.
    words = [i for i, t in enumerate(terms.terms) if t.kind == WORD]
    word_total = sum(weights[i] for i in words) or 1.0
    in_file: dict[int, set[int]] = {}  # the terms each file holds, over its candidate passages
    for chunk in found:
        cid = chunk.chunk_id
        mine = {i for i, matched in enumerate(held) if cid in matched}
        in_file.setdefault(chunk.file_id, set()).update(mine)
        if len(words) > 1:
            keyword.coverage[cid] = sum(weights[i] for i in words if i in mine) / word_total
    for chunk in found:
        if together is not None:
            is_rare = chunk.file_id in together
        else:
            is_rare = bool(rare) and all(i in in_file[chunk.file_id] for i in rare)
        if is_rare:
            keyword.rare.add(chunk.chunk_id)


def files_holding_all_words(db: Database, terms: Query) -> set[int] | None:
    """The few files (as a term is rare: RARE_SHARE) that hold every word of a short query,
    each in any of its forms; None when there are more (or none), or the query is long,
    holds a run of an unspaced script or a guessed correction. Two words that are each
    common can be rare together: the invoice number's file among many invoices."""
    if not RARE_TOGETHER or not 1 <= len(terms) <= RARE_MAX_TERMS:
        return None
    if any(t.kind != WORD or t.guessed for t in terms.terms):
        return None
    df, n = document_frequencies(db, [term_forms(t) for t in terms.terms])
    limit = max(RARE_MIN_DOCS, RARE_SHARE * n)
    together = files_holding_all(db, [" OR ".join(t.fts(stems=True)) for t in terms.terms], df, limit)
    return together or None


def document_frequencies(db: Database, forms: Sequence[Sequence[str]]) -> tuple[list[int], int]:
    """For each query term (its indexed forms), in how many passages its most frequent form
    occurs (FTS5's own vocabulary: no passage is read), and how many passages there are."""
    conn = db._conn
    if not db._vocab:
        conn.execute(
            "CREATE VIRTUAL TABLE IF NOT EXISTS temp.chunks_vocab USING fts5vocab(main, chunks_fts, 'row')"
        )
        db._vocab = True
    out = []
    for one_term in forms:
        best = 0
        for form in one_term:
            row = conn.execute("SELECT doc FROM temp.chunks_vocab WHERE term = ?", (form,)).fetchone()
            best = max(best, int(row[0]) if row else 0)
        out.append(best)
    generation = db.generation
    if db._passages[0] != generation:
        db._passages = (generation, int(conn.execute("SELECT COUNT(*) FROM chunks").fetchone()[0]))
    return out, db._passages[1]


def term_matches(db: Database, exprs: Sequence[str], ids: Sequence[int], df: Sequence[int]) -> list[set[int]]:
    """For each FTS5 expression (one query term, held by about ``df`` passages), which of the
    passages ``ids`` it matches. A term's whole list of passages is read and intersected
    (a few milliseconds); past :data:`DOCLIST_LIMIT` passages, the candidates are looked up
    one by one instead (FTS5 answers ``rowid IN`` a row at a time: bounded, but slower)."""
    wanted = {int(i) for i in ids}
    if not wanted:
        return [set() for _ in exprs]
    marks = ",".join("?" * len(wanted))
    out = []
    for expr, count in zip(exprs, df, strict=True):
        if count <= DOCLIST_LIMIT:
            rows = fts_rows(
                db, "SELECT rowid FROM chunks_fts WHERE chunks_fts MATCH ?", (expr,), "term look-up"
            )
        else:
            rows = fts_rows(
                db,
                f"SELECT rowid FROM chunks_fts WHERE chunks_fts MATCH ? AND rowid IN ({marks})",
                (expr, *wanted),
                "term look-up",
            )
        out.append({int(r[0]) for r in rows} & wanted)
    return out


def files_holding_all(db: Database, exprs: Sequence[str], df: Sequence[int], limit: float) -> set[int] | None:
    """The files holding every FTS5 expression (one query term each, held by about ``df``
    passages), each in any of their passages; None when they are more than ``limit`` or a
    term is too common to look up whole (:data:`DOCLIST_LIMIT`). The rarest term first:
    the files it leaves are all the others are looked up in."""
    if not exprs or max(df) > DOCLIST_LIMIT:
        return None
    files: set[int] | None = None
    for expr, _count in sorted(zip(exprs, df, strict=True), key=lambda e: e[1]):
        rows = fts_rows(
            db,
            "SELECT DISTINCT c.file_id FROM chunks_fts JOIN chunks c ON c.id = chunks_fts.rowid"
            " WHERE chunks_fts MATCH ?",
            (expr,),
            "term look-up",
        )
        held = {int(r[0]) for r in rows}
        files = held if files is None else files & held
        if not files:
            break
    assert files is not None
    return files if len(files) <= limit else None
