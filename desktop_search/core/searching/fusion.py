"""Fusion: the routes' candidates (:mod:`.routes`) in one order of files, best first.

:func:`fuse` gives every candidate passage one score from its ranks on the routes, groups the
passages per file (best first) and adds what the file's name earns. The constants below are
its weights, each with the measurement behind it; ``bench/fusion_eval.py --variant`` sets them
by name to compare others through the app.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field, replace

import numpy as np

from ..store.hits import ChunkHit
from ..store.vectors import VectorIndex
from ..text.lexical import Query
from .candidates import Candidates
from .snippets import term_coverage

RRF_K = 60
NAME_WEIGHT = 0.5  # rrf: a file-name match counts half as much as a passage match
#: rrf: a file whose name holds every word of a query of several words (the last one may be the
#: start of a word: still typing) counts this much more: a name remembered in another order
#: outranks a passage that holds one of its words.
NAME_ALL_WEIGHT = 1.0
NAME_BONUS = 0.05  # blend: added to the similarity of a file whose name matches
KEYWORD_WEIGHT = 0.3  # blend: bonus for a passage holding all the query's words
#: rrf: how much a keyword rank counts for a passage in another language than the query's
#: (both known). Such a passage shares only incidental words with the query (names, numbers,
#: cognates), and the multilingual model finds it by its meaning. Measured through the app with
#: multilingual-e5-small on XQuAD, hybrid nDCG@10 for weights 1 / 0.5 / 0.25 / 0.1 / 0:
#: English questions over German paragraphs 0.789 / 0.837 / 0.872 / 0.896 / 0.917 (vector
#: route alone 0.921), over Chinese 0.807 / 0.820 / 0.828 / 0.836 / 0.842 (vector 0.844);
#: German over German unchanged (0.965).
CROSS_LANGUAGE_KEYWORD_WEIGHT = 0.0
#: rrf: how much the vector rank counts for such a passage. Words shared by chance aside, the
#: keyword route cannot find it at all, so under plain RRF every passage in the query's own
#: language that shares a word with it outranks the answer in another language (a folder of
#: English and Chinese notes, XQuAD, Chinese questions: hybrid 0.54 against 0.88 for the vector
#: route alone). Counted twice, its vector rank stands in for the keyword rank it cannot have.
CROSS_LANGUAGE_VECTOR_WEIGHT = 2.0
#: rrf: how much the vector rank counts for a passage (or query) in a language the embedding
#: model was not trained for (ModelProfile.languages; the English MiniLM on German, Chinese,
#: Thai...). Its nearest passages there are close by accident of shared word pieces, and plain
#: RRF let them drag the keyword route down (a Thai set: keyword alone 0.961, fused 0.366).
#: Small enough that any keyword match comes first, large enough to order the rest by meaning.
#: Measured through the app (bench/fusion_eval.py, MiniLM, 300 questions a set): xquad-zh fused
#: 0.823 with 0.2, 0.880 with 0.1, 0.964 with 0.02 (keyword alone 0.966); xquad-de 0.958 / 0.951
#: / 0.954 (keyword 0.952); xquad-es 0.952 / 0.953 / 0.960 (keyword 0.961).
UNKNOWN_LANGUAGE_VECTOR_WEIGHT = 0.02
#: rrf: a keyword rank counts the passage's share of the query's words (by their idf: see
#: COVERAGE_BY_IDF) to this power (0: not at all). A passage that holds one common word of a long
#: question is first on the keyword route when no passage holds more, and plain RRF counted that
#: first place as much as a passage that means what was asked. Measured with the other rules on
#: (MiniLM, 300 questions): SciFact 0.722 against 0.716 without, xquad-de 0.952 / 0.908,
#: Cranfield 0.400 / 0.403 (its long questions: the one set where it costs a little).
KEYWORD_COVERAGE_POWER = 1.0
#: rrf: a passage far closer in meaning than the rest counts that margin too: its cosine
#: similarity above the one at vector rank VECTOR_MARGIN_REF, times this (in RRF units: 0.1 of
#: similarity above the reference is worth VECTOR_MARGIN_WEIGHT / 10). 0: ranks alone.
VECTOR_MARGIN_WEIGHT = 0.0
VECTOR_MARGIN_REF = 10
#: rrf: the passages holding every rare term of the query (one that at most RARE_SHARE of the
#: passages hold, and at least RARE_MIN_DOCS: :mod:`.routes.rare`) form a route of their own,
#: ranked by the keyword route and weighted this much: the file that holds the rare words typed
#: (an order number, a surname) comes before files close in meaning that do not. 0: off.
RARE_TERMS_WEIGHT = 1.0
#: rrf: passages holding the words of a short query (2 to PROXIMITY_MAX_TERMS of them) near each
#: other, as typed (within the words typed and PROXIMITY_SLACK more: :mod:`.routes.proximity`),
#: form a route of their own, weighted this much: four words remembered from a text rank it above
#: files where the same words lie scattered. 0: off.
PROXIMITY_WEIGHT = 1.0
#: rrf: passages holding a phrase quoted inside a long question (query_syntax: emphasis) form a
#: route of their own among the keyword candidates, weighted this much. Measured with one word of
#: every judged question quoted (bench/fusion_eval.py --quotes, MiniLM): any boost costs more than
#: it gives (0.25: SciFact 0.700, Cranfield 0.378; 0.5: 0.686, 0.358; none: 0.704, 0.401; the
#: questions unquoted: 0.714, 0.401), so the quoted words count as the words they are.
EMPHASIS_WEIGHT = 0.0
#: rrf: a keyword rank counts this many times as much in a query whose words needed mending
#: (a typo: its meaning, from misspelt words, is the weaker guide). Measured (bench/known_item.py:
#: three long words of a file, each with two letters swapped): success@1 0.42 with 1, 0.68 with 2,
#: 0.76 with 4 (the keyword route alone 0.72); SciFact 0.7137 / 0.7145 with 1 / 4, Cranfield and
#: XQuAD unchanged (few of their questions need mending).
TYPO_KEYWORD_WEIGHT = 4.0
FUSIONS = ("rrf", "blend", "vector", "keyword")


@dataclass
class Hit:
    """One candidate passage: its ranks on the routes that found it, and its fused score."""

    chunk: ChunkHit
    score: float = 0.0
    vector_rank: int | None = None
    keyword_rank: int | None = None
    similarity: float | None = None
    #: share of the query's terms the passage holds, by their rarity (keyword candidates; 1.0
    #: when not measured)
    coverage: float = 1.0
    #: rank among the passages holding every rare term of the query, one per file (None: not among them)
    rare_rank: int | None = None
    #: rank among the passages holding the query's words near each other (None: not among them)
    near_rank: int | None = None
    #: where the keyword and proximity routes placed it by its own evidence (see
    #: :attr:`.Candidates.standing`; None: not on that route, or not measured)
    standing: float | None = None
    near_standing: float | None = None


@dataclass
class FileHits:
    """One candidate file: its passages (best first), its name's ranks and its fused score."""

    file_id: int
    hits: list[Hit] = field(default_factory=list)
    name_rank: int | None = None
    #: rank among the files whose name holds every word of the query (None: not among them)
    name_whole_rank: int | None = None
    score: float = 0.0
    rerank_score: float = math.nan


def fuse(
    found: Mapping[str, Candidates],
    *,
    how: str,
    terms: Query,
    query_lang: str | None,
    qvec: np.ndarray,
    vectors: VectorIndex,
    knows: Callable[[str | None], bool],
    emphasis: set[int],
) -> list[FileHits]:
    """The files the routes found (``found``: their candidates, by route name), best first.

    ``how`` is the searcher's fusion (:func:`score_passages`); ``emphasis``: the passages
    holding a phrase quoted for emphasis; ``knows``: whether the embedding model was trained
    for a language.
    """
    hits = _gather(found)
    score_passages(hits, how=how, terms=terms, query_lang=query_lang, qvec=qvec, vectors=vectors, knows=knows)
    if emphasis and how == "rrf" and EMPHASIS_WEIGHT:
        # Quoted for emphasis: the keyword candidates holding the phrase, in keyword order.
        stressed = sorted(
            (h for h in hits.values() if h.chunk.chunk_id in emphasis and h.keyword_rank is not None),
            key=lambda h: h.keyword_rank or 0,
        )
        for i, hit in enumerate(stressed):
            hit.score += EMPHASIS_WEIGHT / (RRF_K + i)

    files: dict[int, FileHits] = {}
    for hit in hits.values():
        files.setdefault(hit.chunk.file_id, FileHits(hit.chunk.file_id)).hits.append(hit)
    names = found.get("names")
    if names is not None:
        for file_id, rank in names.ranks.items():
            entry = files.get(file_id)
            if entry is None:  # found by its name only: show its first passage
                entry = files[file_id] = FileHits(file_id, hits=[Hit(names.chunks[file_id])])
            entry.name_rank = rank
        for file_id, rank in names.whole.items():
            files[file_id].name_whole_rank = rank
    for f in files.values():
        _score_file(f, how)
    return sorted((f for f in files.values() if f.hits), key=lambda f: f.score, reverse=True)


def _score_file(f: FileHits, how: str) -> None:
    """A file's score: its best passage's, and what its name earns."""
    f.hits.sort(key=lambda h: h.score, reverse=True)
    name_bonus = 0.0
    if f.name_rank is not None:
        name_bonus = NAME_WEIGHT / (RRF_K + f.name_rank) if how == "rrf" else NAME_BONUS
    if f.name_whole_rank is not None and how == "rrf":
        name_bonus += NAME_ALL_WEIGHT / (RRF_K + f.name_whole_rank)
    f.score = (f.hits[0].score if f.hits else 0.0) + name_bonus


def pool(
    indexes: Sequence[list[FileHits]],
    *,
    how: str,
    terms: Query,
    query_lang: str | None,
    knows: Callable[[str | None], bool],
) -> list[tuple[int, FileHits]]:
    """The candidates of several indexes searched with one query (the local index and the copies
    of shared indexes and drives, each fused by :func:`fuse`), fused once as one index's would be:
    ``(which index, file)``, best first.

    Ranks within each index would score each index's n-th passage alike whatever its evidence
    (merging two halves of a collection that way cost fused nDCG@10 up to 0.031:
    bench/merge_eval.py). So each route's candidates of all indexes are ranked again together by
    what the route measured: the vector route by cosine similarity (the same model's vectors),
    the keyword, rare-words and proximity routes by their standing (BM25), the names route by
    its ranks taken in turn; then the passages are scored as :func:`fuse` scores them (a phrase
    quoted for emphasis counts nothing here: :data:`EMPHASIS_WEIGHT` is 0). For ``rrf`` and
    ``vector`` (``elsewhere.searching.POOLED``: a blend's scores compare as they are, and the keyword
    route alone measured worse pooled). The candidates given are not changed (copies are scored).
    """
    files = [(i, _copy_file(f)) for i, found in enumerate(indexes) for f in found]
    hits = [(i, h) for i, f in files for h in f.hits]

    def rerank(attr: str, key: Callable[[int, Hit], tuple[float, ...]]) -> None:
        ranked = sorted((p for p in hits if getattr(p[1], attr) is not None), key=lambda p: key(*p))
        for rank, (_i, hit) in enumerate(ranked):
            setattr(hit, attr, rank)

    def unmeasured(value: float | None) -> float:
        return value if value is not None else math.inf

    rerank("vector_rank", lambda i, h: (-(h.similarity or 0.0), h.vector_rank or 0, i))
    rerank("keyword_rank", lambda i, h: (unmeasured(h.standing), h.keyword_rank or 0, i))
    rerank("rare_rank", lambda i, h: (unmeasured(h.standing), h.rare_rank or 0, i))
    rerank("near_rank", lambda i, h: (unmeasured(h.near_standing), h.near_rank or 0, i))
    for attr in ("name_rank", "name_whole_rank"):
        named = sorted(
            (p for p in files if getattr(p[1], attr) is not None), key=lambda p: (getattr(p[1], attr), p[0])
        )
        for rank, (_i, f) in enumerate(named):
            setattr(f, attr, rank)
    score_passages(
        {n: h for n, (_i, h) in enumerate(hits)},
        how=how,
        terms=terms,
        query_lang=query_lang,
        qvec=np.zeros(0, dtype=np.float32),
        vectors=None,
        knows=knows,
    )
    for _i, f in files:
        _score_file(f, how)
    return sorted(((i, f) for i, f in files if f.hits), key=lambda p: p[1].score, reverse=True)


def _copy_file(f: FileHits) -> FileHits:
    return replace(f, hits=[replace(h) for h in f.hits])


def _gather(found: Mapping[str, Candidates]) -> dict[int, Hit]:
    """Every candidate passage once (in the order the routes found them), with its ranks."""
    hits: dict[int, Hit] = {}
    for route, candidates in found.items():
        if route == "names":  # files, not passages: see fuse
            continue
        for chunk_id, rank in candidates.ranks.items():
            hit = hits.get(chunk_id)
            if hit is None:
                hit = hits[chunk_id] = Hit(candidates.chunks[chunk_id])
            if route == "vector":
                hit.vector_rank = rank
                hit.similarity = candidates.similarity[chunk_id]
            elif route == "keyword":
                hit.keyword_rank = rank
                hit.coverage = candidates.coverage.get(chunk_id, 1.0)
                hit.standing = candidates.standing.get(chunk_id)
            elif route == "rare":
                hit.rare_rank = rank
            elif route == "proximity":
                hit.near_rank = rank
                hit.near_standing = candidates.standing.get(chunk_id)
    return hits


def score_passages(
    hits: Mapping[int, Hit],
    *,
    how: str,
    terms: Query,
    query_lang: str | None,
    qvec: np.ndarray,
    vectors: VectorIndex | None,
    knows: Callable[[str | None], bool],
) -> None:
    """Give every candidate passage one score.

    ``query_lang``: the query's language when it is long enough to tell. A passage in
    another language shares only incidental words with it (names, numbers, cognates), so
    its keyword rank counts :data:`CROSS_LANGUAGE_KEYWORD_WEIGHT` as much (see there).

    ``rrf`` (default): reciprocal rank fusion of the two routes. ``blend``: the
    passage's cosine similarity plus a bonus for the share of query words it
    contains. Measured on SciFact through the app (bench/beir_quality.py) RRF is
    as good or better (nDCG@10 0.7097 vs 0.7086 on all 5,183 documents, 0.7916
    vs 0.7539 on the first 1,500) and faster. The blend keeps the size of
    similarity gaps, which RRF throws away: in a folder of a handful of files a
    passage sharing one common word with the query can outrank the one that
    means the same under RRF.
    """
    if how in ("rrf", "vector", "keyword"):
        rrf = how == "rrf"
        guessed = any(t.guessed for t in terms.terms)
        # A query in a language the model was not trained for: its vector is no better guide.
        query_known = knows(query_lang)
        reference = None
        if rrf and VECTOR_MARGIN_WEIGHT:
            sims = sorted(
                (
                    h.similarity
                    for h in hits.values()
                    if h.vector_rank is not None and h.similarity is not None
                ),
                reverse=True,
            )
            reference = sims[min(VECTOR_MARGIN_REF, len(sims) - 1)] if sims else None
        for hit in hits.values():
            hit.score = 0.0
            other_language = bool(query_lang and hit.chunk.lang and hit.chunk.lang != query_lang)
            if hit.vector_rank is not None:
                # The keyword route cannot see a passage in another language: its vector rank
                # stands in for the missing keyword rank, so it competes on equal terms.
                weight = CROSS_LANGUAGE_VECTOR_WEIGHT if other_language and rrf else 1.0
                if rrf and not (query_known and knows(hit.chunk.lang)):
                    weight = UNKNOWN_LANGUAGE_VECTOR_WEIGHT
                hit.score += weight / (RRF_K + hit.vector_rank)
                if reference is not None and hit.similarity is not None and hit.similarity > reference:
                    hit.score += weight * VECTOR_MARGIN_WEIGHT * (hit.similarity - reference)
            if hit.rare_rank is not None:
                hit.score += RARE_TERMS_WEIGHT / (RRF_K + hit.rare_rank)
            if rrf and hit.near_rank is not None:
                hit.score += PROXIMITY_WEIGHT / (RRF_K + hit.near_rank)
            if hit.keyword_rank is not None:
                weight = CROSS_LANGUAGE_KEYWORD_WEIGHT if other_language else 1.0
                if rrf and guessed:  # its words needed mending: they, not its meaning, decide
                    weight *= TYPO_KEYWORD_WEIGHT
                if rrf and KEYWORD_COVERAGE_POWER:
                    weight *= hit.coverage**KEYWORD_COVERAGE_POWER
                hit.score += weight / (RRF_K + hit.keyword_rank)
                if not hit.chunk.has_vector and how == "rrf":
                    # Still waiting for its vector: the vector route cannot see it yet, so its
                    # keyword rank stands in for the missing vector rank (words are the floor:
                    # a file is not ranked below what its words earn because its meaning is late).
                    hit.score += 1.0 / (RRF_K + hit.keyword_rank)
        return
    assert vectors is not None, "a blend reads the passages' vectors"
    for hit in hits.values():
        if hit.similarity is None:
            vec = vectors.reconstruct(hit.chunk.chunk_id)
            hit.similarity = float(vec @ qvec) if vec is not None else 0.0
        coverage = 0.0
        if hit.keyword_rank is not None:
            coverage = term_coverage(hit.chunk.text, terms, hit.chunk.lang)
        hit.score = hit.similarity + KEYWORD_WEIGHT * coverage * coverage
