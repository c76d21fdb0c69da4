"""From a query to ranked files: hybrid first stage, then cross-encoder reranking.

First stage: vector candidates (Faiss) and keyword candidates (SQLite FTS5,
BM25) are fused (reciprocal rank fusion by default, a calibrated score blend
on request: see :meth:`Searcher._fuse`); file names that match the query count
too. Passages are grouped per file (best first). Second
stage: the best passage of each of the top files is rescored by a
cross-encoder, within a time budget; scores are cached by passage content.
Each result says which route found it and carries a snippet centred on its
best passage with the query's words marked. Weak matches next to a strong one are
left out of every answer (:func:`drop_weak_matches`), so the window, the command
line and the benchmarks show the same list.

A reranked answer runs the first stage once: :meth:`Searcher.first_stage` returns
the fused, grouped candidates (and the answer without reranking), which
:meth:`Searcher.rerank` then reorders; :meth:`Searcher.search` does both in one call.
"""

from __future__ import annotations

import hashlib
import logging
import math
import re
import sqlite3
import time
from collections import OrderedDict
from collections.abc import Callable, Iterator, Sequence
from dataclasses import asdict, dataclass, field, replace
from pathlib import Path
from typing import Any, Protocol

import numpy as np

from ..common import reasons
from ..common.texts import QT_TRANSLATE_NOOP
from ..extract.mail import HEADER_PREFIXES as MAIL_HEADERS
from ..extract.registry import kind_suffix
from ..indexing.pieces import ReadState
from ..indexing.volumes import state_text
from ..models.embedder import Embedder
from ..store.db import Database
from ..store.queries import ChunkHit
from ..store.vectors import VectorIndex
from ..text.lexical import (
    WORD,
    Query,
    QueryTerm,
    detect_language,
    phrase_of,
    phrase_spans,
    term_forms,
    tokens,
)
from ..text.spelling import Vocabulary, correct
from .centering import LanguageCentering
from .query_syntax import (
    HEADER_KEYS,
    ParsedQuery,
    folder_prefixes,
    in_named_folder,
    name_matches,
    parse_query,
)
from .snippets import make_snippet, term_coverage

log = logging.getLogger(__name__)

RRF_K = 60
#: Candidates taken from each route, per wanted result (at least MIN_CANDIDATES).
CANDIDATES_PER_RESULT = 10
MIN_CANDIDATES = 100
MAX_CANDIDATES = 300
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
#: passages hold, and at least RARE_MIN_DOCS) form a route of their own, ranked by the keyword
#: route and weighted this much: the file that holds the rare words typed (an order number, a
#: surname) comes before files close in meaning that do not. 0: off.
RARE_TERMS_WEIGHT = 1.0
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
#: rrf: passages holding the words of a short query (2 to PROXIMITY_MAX_TERMS of them) near each
#: other, as typed (within the words typed and PROXIMITY_SLACK more), form a route of their own,
#: weighted this much: four words remembered from a text rank it above files where the same
#: words lie scattered. 0: off.
PROXIMITY_WEIGHT = 1.0
PROXIMITY_MAX_TERMS = 8
PROXIMITY_SLACK = 2
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
#: Words no file holds are also searched as the nearest words of the index (:mod:`.spelling`).
SPELLING = True
PASSAGES_PER_FILE = 3
FUSIONS = ("rrf", "blend", "vector", "keyword")
#: Cosine similarity below which a result found only by meaning (or only by its file name) is a
#: weak match: loosely related at best. A keyword match is never weak.
WEAK_MATCH = 0.15


class RerankerLike(Protocol):
    def score(self, query: str, documents: Sequence[str], *, deadline: float | None = None) -> np.ndarray: ...


@dataclass(frozen=True)
class SearchFilters:
    """Restrict results to some folders, file types, names and a modification-date range.

    ``folders`` and ``suffixes`` are the window's and the command line's own filters; the
    query's operators (:mod:`.query_syntax`) add ``types``, ``within``, ``folder_names`` and
    ``names`` (:meth:`with_query`). A file must pass every kind of filter given; within a
    kind, any one value will do.
    """

    folders: tuple[str, ...] = ()
    suffixes: tuple[str, ...] = ()  # lower case, with the dot: ".pdf"
    modified_after: float | None = None  # seconds since the epoch
    modified_before: float | None = None
    types: tuple[str, ...] = ()  #: ``type:``/``ext:`` extensions
    within: tuple[str, ...] = ()  #: ``in:`` path prefixes
    folder_names: tuple[str, ...] = ()  #: ``in:`` folder names (folded)
    roots: tuple[str, ...] = ()  #: the chosen folders, where ``folder_names`` are looked for
    names: tuple[str, ...] = ()  #: ``name:`` texts or patterns
    #: Search the words exactly as typed: no word is also searched as a correction of a typo.
    as_typed: bool = False

    def __bool__(self) -> bool:
        return bool(
            self.folders
            or self.suffixes
            or self.modified_after
            or self.modified_before
            or self.types
            or self.within
            or self.folder_names
            or self.names
        )

    def with_query(self, query: ParsedQuery, roots: Sequence[str] = ()) -> SearchFilters:
        """These filters and the query's operators, together."""
        within, folder_names = folder_prefixes(query.folders, roots)
        after = [t for t in (self.modified_after, query.modified_after) if t is not None]
        before = [t for t in (self.modified_before, query.modified_before) if t is not None]
        return replace(
            self,
            types=query.suffixes,
            within=within,
            folder_names=folder_names,
            roots=tuple(roots),
            names=query.names,
            modified_after=max(after) if after else None,
            modified_before=min(before) if before else None,
        )

    def matches(self, path: str, mtime_ns: int) -> bool:
        suffix = kind_suffix(path)
        if self.suffixes and suffix not in self.suffixes:
            return False
        if self.types and suffix not in self.types:
            return False
        if self.folders and not _under(path, self.folders):
            return False
        if (self.within or self.folder_names) and not (
            _under(path, self.within)
            or (self.folder_names and in_named_folder(path, self.folder_names, self.roots))
        ):
            return False
        if self.names and not name_matches(path, self.names):
            return False
        if self.modified_after is not None and mtime_ns < self.modified_after * 1e9:
            return False
        return not (self.modified_before is not None and mtime_ns >= self.modified_before * 1e9)


def _name(path: str) -> str:
    """A file's name, as a reason says it (the path when it has none)."""
    return Path(path).name or path


def _under(path: str, folders: Sequence[str]) -> bool:
    return any(path.startswith(f.rstrip("/\\") + p) for f in folders for p in "/\\")


@dataclass(frozen=True)
class Passage:
    chunk_id: int
    snippet: str
    highlights: list[tuple[int, int]]
    page: int | None
    char_start: int
    char_end: int
    ocr: bool = False  #: recognised from pixels (a scan, a photo): the text may hold misreadings


@dataclass(frozen=True)
class SearchResult:
    path: str
    score: float
    snippet: str
    highlights: list[tuple[int, int]]
    page: int | None
    chunk_id: int
    char_start: int
    char_end: int
    mtime_ns: int
    route: str  # "vector", "keyword", "both" or "name"
    similarity: float  # cosine similarity of the best passage to the query
    reranked: bool = False
    passages: list[Passage] = field(default_factory=list)
    ocr: bool = False  #: the best passage was recognised from pixels (OCR)
    #: found by its words and name only so far: its passages are still waiting for their vectors
    meaning_pending: bool = False
    #: machine-written text (a log, a data dump) found by its words only: it is not read for meaning
    words_only: bool = False
    #: its folder's drive or share is away: "offline since 14:02" (empty when the folder is online)
    offline: str = ""
    #: a message: its subject and sender (shown in place of a file name), and the mail store
    #: holding it ("" for a message that is a file of its own); ``mtime_ns`` is its date
    subject: str = ""
    sender: str = ""
    store: str = ""
    location: str = ""  #: where in its store (to open it)

    def to_json(self) -> dict[str, Any]:
        return asdict(self)

    @property
    def weak(self) -> bool:
        return is_weak_match(self.similarity, self.route)

    @property
    def name(self) -> str:
        """What the result is called: a message's subject, else its file name."""
        if self.subject:
            return self.subject
        return "(no subject)" if self.store else Path(self.path).name


def is_weak_match(similarity: float, route: str) -> bool:
    """Found only by meaning or by name, and barely like the query (a keyword match never is)."""
    return similarity < WEAK_MATCH and route not in ("keyword", "both")


def drop_weak_matches(results: list[SearchResult]) -> list[SearchResult]:
    """Weak matches are noise next to a strong one: leave them out, wherever they rank.

    When none is strong, all are kept: they are the closest files there are (and the best
    is weak: :attr:`SearchResponse.best_is_weak`). Whether a result is weak does not depend
    on the order, so an answer and its reranked order keep the same files.
    """
    if any(not r.weak for r in results):
        return [r for r in results if not r.weak]
    return results


#: What the list says above results found by meaning alone, when no file holds the query's words.
NO_WORD_MATCH = QT_TRANSLATE_NOOP("Search", "No file contains these words; closest in meaning:")


@dataclass
class SearchResponse:
    results: list[SearchResult]
    reranked: bool
    #: Why results are not reranked ("" when they are): an English source text, translated where
    #: shown (``texts.translate("Search", note)``).
    rerank_note: str = ""
    #: Not reranked because no reranker model is set up (the window offers one instead of the note).
    no_reranker: bool = False
    timings_ms: dict[str, float] = field(default_factory=dict)
    #: The query has words and no file searched holds any of them (nor in its name): whatever
    #: is listed was found by meaning alone ("No file contains these words; closest in meaning:").
    no_word_match: bool = False
    #: Words typed that no file holds, also searched as the index's words they are nearest:
    #: ("resluting", "resulting") pairs; the window offers to search only for what was typed.
    also_searched: tuple[tuple[str, str], ...] = ()
    #: Why there are no results, when the search knows a reason the user can act on: ``like:``
    #: names a file it cannot compare (:class:`NothingToCompare`). An English reason of
    #: :mod:`.reasons` ("" otherwise), shown with ``reasons.shown``.
    reason: str = ""

    @property
    def best_is_weak(self) -> bool:
        """No good match: the best result is weak, and so are all the others."""
        return bool(self.results) and self.results[0].weak


@dataclass
class _Hit:
    chunk: ChunkHit
    score: float = 0.0
    vector_rank: int | None = None
    keyword_rank: int | None = None
    similarity: float | None = None
    #: share of the query's terms the passage holds, by their rarity (keyword candidates; 1.0
    #: when not measured), and whether it holds every rare term of the query (there being one)
    coverage: float = 1.0
    rare: bool = False
    #: rank among the passages holding the query's words near each other (None: not among them)
    near_rank: int | None = None


@dataclass
class _FileHits:
    file_id: int
    hits: list[_Hit] = field(default_factory=list)
    name_rank: int | None = None
    #: rank among the files whose name holds every word of the query (None: not among them)
    name_whole_rank: int | None = None
    score: float = 0.0
    rerank_score: float = math.nan


@dataclass
class FirstStage:
    """One query's first stage: fused candidates grouped per file, best first.

    ``results`` is the answer without reranking (the top ``top`` files, weak matches
    dropped unless ``keep_weak``); ``candidates`` holds every file found, with the
    passages :meth:`Searcher.rerank` scores. Made and used on the searcher's thread.
    """

    query: str
    top: int
    keep_weak: bool
    candidates: list[_FileHits]
    results: list[SearchResult]
    timings_ms: dict[str, float]
    qvec: np.ndarray | None = None
    terms: Query = field(default_factory=lambda: Query(()))
    #: results already built, per file id (without reranking), so none is built twice
    built: dict[int, SearchResult] = field(default_factory=dict)
    #: False when there is nothing to rerank by: a query of filters only lists the files they keep
    rerankable: bool = True
    #: See :attr:`SearchResponse.no_word_match`.
    no_word_match: bool = False
    #: See :attr:`SearchResponse.also_searched`.
    also_searched: tuple[tuple[str, str], ...] = ()
    #: See :attr:`SearchResponse.reason`.
    reason: str = ""

    def unreranked(self, note: str = "", *, no_reranker: bool = False) -> SearchResponse:
        """The answer without reranking, saying why (``note``; ``no_reranker``: for want of a model)."""
        if not self.results:
            return SearchResponse(
                [],
                reranked=False,
                timings_ms=dict(self.timings_ms),
                no_word_match=self.no_word_match,
                also_searched=self.also_searched,
                reason=self.reason,
            )
        timings = {
            "first_stage": self.timings_ms.get("first_stage", 0.0),
            "rerank": 0.0,
            "results": self.timings_ms.get("results", 0.0),
        }
        return SearchResponse(
            list(self.results),
            reranked=False,
            rerank_note=note,
            no_reranker=no_reranker,
            timings_ms=timings,
            no_word_match=self.no_word_match,
            also_searched=self.also_searched,
            reason=self.reason,
        )


class NothingToCompare(KeyError):
    """``like:`` on a file that has no vectors to compare (or is not indexed): ``reason`` says
    why, an English reason of :mod:`.reasons` ("server.log is indexed by its words only ...").
    A ``KeyError``, as :meth:`Searcher.similar` raised before it said why."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason

    def __str__(self) -> str:
        return self.reason


class Searcher:
    """Hybrid retrieval over one index, with an optional cross-encoder."""

    def __init__(
        self,
        *,
        db: Database,
        vectors: VectorIndex,
        embedder: Embedder,
        reranker: RerankerLike | None = None,
        fusion: str = "rrf",
    ) -> None:
        if fusion not in FUSIONS:
            raise ValueError(f"unknown fusion {fusion!r}")
        self.db = db
        self.vectors = vectors
        self.embedder = embedder
        self.reranker = reranker
        self.fusion = fusion
        #: The keyword index's words, for typos (read when first needed, and as the index changes).
        self.vocabulary = Vocabulary(db.vocabulary, lambda: db.generation)
        self._rerank_cache: OrderedDict[str, float] = OrderedDict()
        #: Rank vector candidates by their similarity less their language's pull (:mod:`.centering`).
        self.centering: LanguageCentering | None = LanguageCentering(db, embedder.dim)

    # -- the two stages -----------------------------------------------------

    def search(
        self,
        query: str,
        *,
        top: int = 10,
        filters: SearchFilters | None = None,
        rerank: bool = True,
        budget_s: float = 2.0,
        rerank_candidates: int = 20,
        keep_weak: bool = False,
    ) -> SearchResponse:
        """Both stages in one call: the first stage, then reranking when asked."""
        first = self.first_stage(
            query, top=top, filters=filters, candidates=rerank_candidates, keep_weak=keep_weak
        )
        if not rerank:
            return first.unreranked(QT_TRANSLATE_NOOP("Search", "reranking is off"))
        return self.rerank(first, budget_s=budget_s, candidates=rerank_candidates)

    def _like(
        self, parsed: ParsedQuery, filters: SearchFilters | None, top: int
    ) -> tuple[list[SearchResult], str]:
        """``like:FILE``: :meth:`similar` under the query's other operators, and "" ; or no
        results and why (not an error) when the file is not indexed or has no vectors."""
        assert parsed.like is not None
        path = self.indexed_path(parsed.like)
        if path is None:
            return [], reasons.LIKE_NOT_INDEXED(name=_name(parsed.like))
        filters = (filters if filters is not None else SearchFilters()).with_query(parsed, self._roots())
        must = _Constraints.of(self.db, parsed, self.db.stem_languages())
        try:
            found = self.similar(path, top=top, filters=filters, allow=must.allows)
        except NothingToCompare as nothing:
            return [], nothing.reason
        # Loosely related files next to close ones are left out, as in every answer.
        return drop_weak_matches(found), ""

    def nothing_to_compare(self, path: str) -> str:
        """Why the file at ``path`` has no vectors for :meth:`similar`: an English reason.

        A mail store has none of its own (its messages have theirs); a file that failed or was
        skipped says its own reason; the passages of a file still waiting for meaning have none
        yet; machine-written text is found by its words only; an empty file has no passages.
        """
        name = _name(path)
        row = self.db.file(path)
        if row is None:
            return reasons.LIKE_NOT_INDEXED(name=name)
        if row.status == "error":
            return reasons.LIKE_NOT_READ(name=name, reason=row.error or reasons.PDF_UNKNOWN_ERROR())
        if row.status != "ok":
            return reasons.LIKE_SKIPPED(name=name, reason=row.error or row.status)
        if self._is_mail_store(path):
            return reasons.LIKE_MAIL_STORE(name=name)
        if self.db.meaning_pending([row.id]):
            return reasons.LIKE_WAITING(name=name)
        if self.db.words_only([row.id]):
            return reasons.LIKE_WORDS_ONLY(name=name)
        return reasons.LIKE_NO_TEXT(name=name)

    def indexed_path(self, path: str | Path) -> str | None:
        """``path`` as the index holds it (``~`` expanded, made absolute, or with its links
        resolved), or None when the file is not indexed."""
        given = Path(path).expanduser()
        for candidate in dict.fromkeys((str(given.absolute()), str(given.resolve()))):
            if self.db.file(candidate) is not None:
                return candidate
        return None

    def _is_mail_store(self, path: str) -> bool:
        """Whether the file at ``path`` is a mail store (read, or being read: it has messages). A
        log read in pieces saves how far it was read too: that is no store."""
        try:
            state = self.db.store_state(path)
            return (state is not None and ReadState.from_json(state) is None) or bool(
                self.db.store_members(path)
            )
        except sqlite3.OperationalError:  # a server reading an index of an older schema: no stores
            return False

    def similar(
        self,
        path: str,
        *,
        top: int = 10,
        filters: SearchFilters | None = None,
        allow: Callable[[int], bool] | None = None,
    ) -> list[SearchResult]:
        """The files closest in meaning to the indexed file ``path``, itself left out ("more like
        this"). Its stored passage vectors are averaged into one query vector: nothing is embedded
        again. ``allow``: which file ids may be shown. Raises :class:`NothingToCompare` (a
        ``KeyError``) saying why when ``path`` has no vectors (or is not indexed)."""
        vecs = self.db.file_vectors(path, self.embedder.dim)
        if not len(vecs):
            raise NothingToCompare(self.nothing_to_compare(path))
        qvec = vecs.mean(axis=0)
        norm = float(np.linalg.norm(qvec))
        qvec = (qvec / norm if norm else qvec).astype(np.float32)
        filters = filters if filters is not None else SearchFilters()
        k = min(MAX_CANDIDATES, max(MIN_CANDIDATES, top * CANDIDATES_PER_RESULT)) + len(vecs)
        scores, ids = self.vectors.search(qvec, k * (5 if filters or allow is not None else 1))
        chunks = self.db.chunks_by_id(ids.tolist())
        files: dict[int, _FileHits] = {}
        for score, chunk_id in zip(scores.tolist(), ids.tolist(), strict=True):
            chunk = chunks.get(chunk_id)
            if chunk is None or chunk.path == path or not filters.matches(chunk.path, chunk.mtime_ns):
                continue
            if allow is not None and not allow(chunk.file_id):
                continue
            entry = files.setdefault(chunk.file_id, _FileHits(chunk.file_id))
            entry.hits.append(_Hit(chunk, score=score, vector_rank=len(entry.hits), similarity=score))
        ranked = sorted(files.values(), key=lambda f: f.hits[0].score, reverse=True)[:top]
        for f in ranked:
            f.score = f.hits[0].score
        return self._as_messages([self._result(f, qvec, Query(())) for f in ranked])

    def _as_messages(self, results: list[SearchResult]) -> list[SearchResult]:
        """Results that are messages, with their subject, sender and store."""
        ids = self._file_ids(results)
        messages = self.db.message_rows(ids)
        return [
            replace(
                r, subject=m.subject, sender=m.sender, store=m.store, location=m.location if m.store else ""
            )
            if (m := messages.get(fid)) is not None
            else r
            for r, fid in zip(results, ids, strict=True)
        ]

    def _file_ids(self, results: list[SearchResult]) -> list[int]:
        hits = self.db.chunks_by_id([r.chunk_id for r in results])
        return [hits[r.chunk_id].file_id if r.chunk_id in hits else -1 for r in results]

    def first_stage(
        self,
        query: str,
        *,
        top: int = 10,
        filters: SearchFilters | None = None,
        candidates: int = 20,
        keep_weak: bool = False,
    ) -> FirstStage:
        """Embed the query, search Faiss and FTS5, fuse and group per file: once per query.

        ``candidates`` is how many files :meth:`rerank` may reorder (enough are gathered).
        """
        query = query.strip()
        if not query:
            return FirstStage(query, top, keep_weak, candidates=[], results=[], timings_ms={})
        t0 = time.perf_counter()
        parsed = parse_query(query)
        if parsed.like is not None:  # "more like this", as a query: filters and exclusions apply
            results, why = self._like(parsed, filters, top)
            timings = {"first_stage": (time.perf_counter() - t0) * 1e3, "results": 0.0}
            return FirstStage(query, top, True, [], results, timings, rerankable=False, reason=why)
        if parsed.filters_only:  # e.g. "type:pdf after:lastweek": the files they keep, newest first
            filters = (filters if filters is not None else SearchFilters()).with_query(parsed, self._roots())
            results = self._filtered_files(parsed, filters, top)
            t1 = time.perf_counter()
            timings = {"first_stage": (t1 - t0) * 1e3, "results": 0.0}
            return FirstStage(query, top, True, [], results, timings, rerankable=False)
        files, qvec, terms, also = self._first_stage(
            query, top=max(top, candidates), filters=filters, parsed=parsed
        )
        t1 = time.perf_counter()
        # The cross-encoder reads the words searched for, not the operators around them.
        rerank_query = query if parsed.plain else parsed.free.strip()
        first = FirstStage(
            rerank_query, top, keep_weak, candidates=files, results=[], timings_ms={}, qvec=qvec, terms=terms
        )
        first.no_word_match = self._no_word_match(terms, files)
        first.also_searched = also
        first.results = self._present(first, files, reranked=False)
        t2 = time.perf_counter()
        first.timings_ms = {"first_stage": (t1 - t0) * 1e3, "results": (t2 - t1) * 1e3}
        return first

    def rerank(self, first: FirstStage, *, budget_s: float = 2.0, candidates: int = 20) -> SearchResponse:
        """Reorder the first stage's top ``candidates`` files by the cross-encoder, within ``budget_s``."""
        if not first.query:
            return SearchResponse([], reranked=False)
        if not first.rerankable:
            return first.unreranked()
        if self.reranker is None:
            return first.unreranked(
                QT_TRANSLATE_NOOP("Search", "no reranker model: results are not reranked"), no_reranker=True
            )
        t0 = time.perf_counter()
        files, reranked, note = first.candidates, False, ""
        if files:
            files, complete = self._rerank(first.query, files, limit=candidates, budget_s=budget_s)
            reranked = True
            note = (
                ""
                if complete
                else QT_TRANSLATE_NOOP("Search", "time budget reached: only the top results were reranked")
            )
        t1 = time.perf_counter()
        results = self._present(first, files, reranked=reranked)
        t2 = time.perf_counter()
        timings = {
            "first_stage": first.timings_ms["first_stage"],
            "rerank": (t1 - t0) * 1e3,
            "results": first.timings_ms["results"] + (t2 - t1) * 1e3,
        }
        return SearchResponse(
            results,
            reranked=reranked,
            rerank_note=note,
            timings_ms=timings,
            no_word_match=first.no_word_match,
            also_searched=first.also_searched,
        )

    def _no_word_match(self, terms: Query, files: list[_FileHits]) -> bool:
        """The query has words, the keyword route looked for them, and no passage nor file name
        among the candidates holds any (the route lists every passage that holds one)."""
        if not terms or self.fusion == "vector":
            return False
        return not any(
            f.name_rank is not None or any(h.keyword_rank is not None for h in f.hits) for f in files
        )

    def _first_stage(
        self, query: str, *, top: int, filters: SearchFilters | None, parsed: ParsedQuery | None = None
    ) -> tuple[list[_FileHits], np.ndarray, Query, tuple[tuple[str, str], ...]]:
        parsed = parsed or parse_query(query)
        filters = filters if filters is not None else SearchFilters()
        if not parsed.plain:
            filters = filters.with_query(parsed, self._roots())
            query = parsed.free.strip()
        k = min(MAX_CANDIDATES, max(MIN_CANDIDATES, top * CANDIDATES_PER_RESULT))
        query_lang = detect_language(query)
        languages = self.db.stem_languages()
        terms = Query.parse(query, languages, lang=query_lang)
        also: tuple[tuple[str, str], ...] = ()
        # Typos in English (or in a query too short to tell): the word list that keeps real
        # words from being "corrected" is English; a German word is not a misspelt English one.
        if SPELLING and terms and not filters.as_typed and query_lang in (None, "en"):
            terms, query, also = self._corrected(terms, query)
        must = _Constraints.of(self.db, parsed, languages)
        narrowed = bool(filters) or bool(must)

        def allowed(chunk: ChunkHit | None) -> bool:
            return (
                chunk is not None
                and filters.matches(chunk.path, chunk.mtime_ns)
                and must.allows(chunk.file_id)
            )

        # With OR, each way of reading the query is searched by meaning on its own.
        readings = parsed.alternatives or (query,)
        qvecs = [self.embedder.embed_query(text) for text in readings]
        qvec = qvecs[0]
        if len(qvecs) > 1:
            mean = np.mean(qvecs, axis=0)
            qvec = (mean / (np.linalg.norm(mean) or 1.0)).astype(np.float32)
        hits: dict[int, _Hit] = {}

        if self.fusion != "keyword" and len(self.vectors):
            for reading_vec in qvecs:
                self._vector_candidates(hits, reading_vec, k, allowed, narrowed)
        keyword: list[tuple[int, float]] = []
        together: set[int] | None = None  # the few files holding every word of a short query
        if self.fusion != "vector" and (terms or must.phrase_chunks):
            # Passages holding a quoted phrase come first on the keyword route.
            keyword = [(cid, 0.0) for cid in must.phrase_chunks]
            if terms:
                keyword += self.db.keyword_search(terms, limit=k * (5 if narrowed else 1))
            rank = 0
            for hit in self._hits_of([cid for cid, _bm25 in keyword], hits, allowed):
                if hit.keyword_rank is not None:  # a phrase passage met again
                    continue
                hit.keyword_rank = rank
                rank += 1
            if self.fusion == "rrf" and RARE_TERMS_WEIGHT and terms:
                together = self._files_holding_all(terms)
                # The few files holding every word typed are candidates, however far down the
                # keyword list their long passages fall: further down it, in its order.
                seen = {h.chunk.file_id for h in hits.values() if h.keyword_rank is not None}
                missing = [f for f in together or () if f not in seen]
                for hit in self._hits_of(
                    [cid for cid, _bm25 in self.db.keyword_search_in_files(terms, missing)], hits, allowed
                ):
                    if hit.keyword_rank is None:
                        hit.keyword_rank = rank
                        rank += 1
            if self.fusion == "rrf" and PROXIMITY_WEIGHT and 2 <= len(terms) <= PROXIMITY_MAX_TERMS:
                self._near_candidates(hits, query, terms, k, allowed)
        if self.fusion == "rrf" and (KEYWORD_COVERAGE_POWER or RARE_TERMS_WEIGHT):
            self._measure_coverage(hits, terms, together)
        self._fuse(hits, qvec, terms, query_lang)
        if must.emphasis_chunks and self.fusion == "rrf" and EMPHASIS_WEIGHT:
            # Quoted for emphasis: the keyword candidates holding the phrase, in keyword order.
            stressed = sorted(
                (
                    h
                    for h in hits.values()
                    if h.chunk.chunk_id in must.emphasis_chunks and h.keyword_rank is not None
                ),
                key=lambda h: h.keyword_rank or 0,
            )
            for i, hit in enumerate(stressed):
                hit.score += EMPHASIS_WEIGHT / (RRF_K + i)

        files: dict[int, _FileHits] = {}
        for hit in hits.values():
            files.setdefault(hit.chunk.file_id, _FileHits(hit.chunk.file_id)).hits.append(hit)
        if self.fusion in ("rrf", "blend") and terms:  # file names as a signal too
            self._add_name_matches(files, terms, allowed)
        for f in files.values():
            f.hits.sort(key=lambda h: h.score, reverse=True)
            name_bonus = 0.0
            if f.name_rank is not None:
                name_bonus = NAME_WEIGHT / (RRF_K + f.name_rank) if self.fusion == "rrf" else NAME_BONUS
            if f.name_whole_rank is not None and self.fusion == "rrf":
                name_bonus += NAME_ALL_WEIGHT / (RRF_K + f.name_whole_rank)
            f.score = (f.hits[0].score if f.hits else 0.0) + name_bonus
        ranked = sorted((f for f in files.values() if f.hits), key=lambda f: f.score, reverse=True)
        return ranked, qvec, terms, also

    def _corrected(self, terms: Query, query: str) -> tuple[Query, str, tuple[tuple[str, str], ...]]:
        """``terms`` with each word that no passage holds also searched as its nearest words in
        the index (:mod:`.spelling`), and the query text with those words for the meaning route."""
        stem = terms.stemmer()
        fixed: list[QueryTerm] = []
        also: list[tuple[str, str]] = []
        last = terms.terms[-1]
        for term in terms.terms:
            found = correct(term.forms[0], self.vocabulary, stem) if term.kind == WORD else []
            if found and term is last and self.db.starts_a_word(term.forms[0]):
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

    def _vector_candidates(
        self,
        hits: dict[int, _Hit],
        qvec: np.ndarray,
        k: int,
        allowed: Callable[[ChunkHit | None], bool],
        narrowed: bool,
    ) -> None:
        """The ``k`` passages nearest ``qvec`` that ``allowed`` lets through, into ``hits``
        (a passage found by several readings of an OR query keeps its best rank)."""
        offsets = self.centering.offsets(qvec) if self.centering is not None else None
        scores, ids = self.vectors.search(qvec, k * (5 if narrowed else 1) * (2 if offsets else 1))
        chunks = self.db.chunks_by_id(ids.tolist())
        found = list(zip(scores.tolist(), ids.tolist(), strict=True))
        if offsets:  # each language's pull taken out: the best answer in any language first
            found.sort(key=lambda sc: -(sc[0] - offsets.get(_lang(chunks.get(sc[1])), 0.0)))
        rank = 0
        for score, chunk_id in found:
            chunk = chunks.get(chunk_id)
            if chunk is None or not allowed(chunk):
                continue
            hit = hits.get(chunk_id)
            if hit is None:
                hits[chunk_id] = _Hit(chunk, vector_rank=rank, similarity=score)
            else:
                hit.vector_rank = rank if hit.vector_rank is None else min(hit.vector_rank, rank)
                hit.similarity = score if hit.similarity is None else max(hit.similarity, score)
            rank += 1
            if rank >= k:
                break

    def _roots(self) -> list[str]:
        return [path for _id, path in self.db.folders()]

    def _filtered_files(self, parsed: ParsedQuery, filters: SearchFilters, top: int) -> list[SearchResult]:
        """A query of operators only: the files they let through, most recently changed first,
        each shown by its first passage."""
        must = _Constraints.of(self.db, parsed, self.db.stem_languages())
        chosen = self.db.first_passages(
            lambda c: filters.matches(c.path, c.mtime_ns) and must.allows(c.file_id), top
        )
        no_query = np.zeros(self.embedder.dim, dtype=np.float32)
        results = []
        for chunk in chosen:
            found = _FileHits(chunk.file_id, hits=[_Hit(chunk, similarity=1.0)])
            results.append(replace(self._result(found, no_query, Query(())), route="filter", score=0.0))
        return self._as_messages(results)

    def _near_candidates(
        self,
        hits: dict[int, _Hit],
        query: str,
        terms: Query,
        k: int,
        allowed: Callable[[ChunkHit | None], bool],
    ) -> None:
        """Passages holding every word of the query near each other: their rank, into ``hits``."""
        dropped = sum(1 for t in tokens(query) if t.kind == WORD) - len(terms)  # stopwords typed
        expr = terms.fts_near(max(0, dropped) + PROXIMITY_SLACK)
        if not expr:
            return
        for rank, hit in enumerate(self._hits_of(self.db.passages_near(expr, limit=k), hits, allowed)):
            hit.near_rank = rank

    def _hits_of(
        self, ids: list[int], hits: dict[int, _Hit], allowed: Callable[[ChunkHit | None], bool]
    ) -> Iterator[_Hit]:
        """The candidates ``ids`` in order, as hits: those already in ``hits``, the others read
        once and added (passages the filters leave out are skipped)."""
        chunks = self.db.chunks_by_id([cid for cid in ids if cid not in hits])
        for chunk_id in ids:
            hit = hits.get(chunk_id)
            if hit is None:
                chunk = chunks.get(chunk_id)
                if chunk is None or not allowed(chunk):
                    continue
                hit = hits[chunk_id] = _Hit(chunk)
            yield hit

    def _measure_coverage(self, hits: dict[int, _Hit], terms: Query, together: set[int] | None) -> None:
        """Each keyword candidate's share of the query's terms (one look-up in the keyword index
        per term, restricted to the candidates: no passage text is read), and whether it is rare
        (in a file of ``together``, :meth:`_files_holding_all`, or else holding its rare words)."""
        found = [h for h in hits.values() if h.keyword_rank is not None]
        if not found or not terms:
            return
        ids = [h.chunk.chunk_id for h in found]
        df, n = self.db.document_frequencies([term_forms(t) for t in terms.terms])
        held = self.db.term_matches([" OR ".join(t.fts(stems=True)) for t in terms.terms], ids, df)
        if COVERAGE_BY_IDF:
            weights = [math.log(1.0 + (n - d + 0.5) / (d + 0.5)) for d in df]
        else:
            weights = [1.0] * len(df)
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
        for hit in found:
            cid = hit.chunk.chunk_id
            mine = {i for i, matched in enumerate(held) if cid in matched}
            in_file.setdefault(hit.chunk.file_id, set()).update(mine)
            if len(words) > 1:
                hit.coverage = sum(weights[i] for i in words if i in mine) / word_total
        for hit in found:
            if together is not None:
                hit.rare = hit.chunk.file_id in together
            else:
                hit.rare = bool(rare) and all(i in in_file[hit.chunk.file_id] for i in rare)

    def _files_holding_all(self, terms: Query) -> set[int] | None:
        """The few files (as a term is rare: RARE_SHARE) that hold every word of a short query,
        each in any of its forms; None when there are more (or none), or the query is long,
        holds a run of an unspaced script or a guessed correction. Two words that are each
        common can be rare together: the invoice number's file among many invoices."""
        if not RARE_TOGETHER or not 1 <= len(terms) <= RARE_MAX_TERMS:
            return None
        if any(t.kind != WORD or t.guessed for t in terms.terms):
            return None
        df, n = self.db.document_frequencies([term_forms(t) for t in terms.terms])
        limit = max(RARE_MIN_DOCS, RARE_SHARE * n)
        together = self.db.files_holding_all([" OR ".join(t.fts(stems=True)) for t in terms.terms], df, limit)
        return together or None

    def _fuse(self, hits: dict[int, _Hit], qvec: np.ndarray, terms: Query, query_lang: str | None) -> None:
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
        if self.fusion in ("rrf", "vector", "keyword"):
            profile = getattr(self.embedder, "profile", None)
            knows = profile.knows if profile is not None else (lambda _lang: True)
            rrf = self.fusion == "rrf"
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
            complete: dict[int, int] = {}  # passages holding every rare term: their keyword order
            if rrf and RARE_TERMS_WEIGHT:
                full = sorted((h for h in hits.values() if h.rare), key=lambda h: h.keyword_rank or 0)
                seen: set[int] = set()  # one place per file: its best passage
                for h in full:
                    if h.chunk.file_id not in seen:
                        seen.add(h.chunk.file_id)
                        complete[h.chunk.chunk_id] = len(complete)
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
                if hit.chunk.chunk_id in complete:
                    hit.score += RARE_TERMS_WEIGHT / (RRF_K + complete[hit.chunk.chunk_id])
                if rrf and hit.near_rank is not None:
                    hit.score += PROXIMITY_WEIGHT / (RRF_K + hit.near_rank)
                if hit.keyword_rank is not None:
                    weight = CROSS_LANGUAGE_KEYWORD_WEIGHT if other_language else 1.0
                    if rrf and guessed:  # its words needed mending: they, not its meaning, decide
                        weight *= TYPO_KEYWORD_WEIGHT
                    if rrf and KEYWORD_COVERAGE_POWER:
                        weight *= hit.coverage**KEYWORD_COVERAGE_POWER
                    hit.score += weight / (RRF_K + hit.keyword_rank)
                    if not hit.chunk.has_vector and self.fusion == "rrf":
                        # Still waiting for its vector: the vector route cannot see it yet, so its
                        # keyword rank stands in for the missing vector rank (words are the floor:
                        # a file is not ranked below what its words earn because its meaning is late).
                        hit.score += 1.0 / (RRF_K + hit.keyword_rank)
            return
        for hit in hits.values():
            if hit.similarity is None:
                vec = self.vectors.reconstruct(hit.chunk.chunk_id)
                hit.similarity = float(vec @ qvec) if vec is not None else 0.0
            coverage = 0.0
            if hit.keyword_rank is not None:
                coverage = term_coverage(hit.chunk.text, terms, hit.chunk.lang)
            hit.score = hit.similarity + KEYWORD_WEIGHT * coverage * coverage

    def _add_name_matches(
        self, files: dict[int, _FileHits], terms: Query, allowed: Callable[[ChunkHit | None], bool]
    ) -> None:
        found = [(f, c) for f, c in self.db.name_search(terms, limit=50) if c is not None and allowed(c)]
        whole: list[int] = []  # names holding every word typed (the last one may be its start)
        if NAME_ALL_WEIGHT and len(terms) > 1 and found:
            held = self.db.name_term_matches(terms.fts_names_per_term(), [f for f, _c in found])
            whole = [f for f, _c in found if all(f in h for h in held)]
        for rank, (file_id, chunk) in enumerate(found):
            entry = files.get(file_id)
            if entry is None:  # found by its name only: show its first passage
                entry = files[file_id] = _FileHits(file_id, hits=[_Hit(chunk)])
            entry.name_rank = rank
        for rank, file_id in enumerate(whole):
            files[file_id].name_whole_rank = rank

    def _rerank(
        self, query: str, files: list[_FileHits], *, limit: int, budget_s: float
    ) -> tuple[list[_FileHits], bool]:
        assert self.reranker is not None
        head, tail = files[:limit], files[limit:]
        texts = [f.hits[0].chunk.text for f in head]
        keys = [hashlib.sha1(f"{query}\0{t}".encode()).hexdigest() for t in texts]
        todo = [i for i, key in enumerate(keys) if key not in self._rerank_cache]
        if todo:
            deadline = time.monotonic() + budget_s
            scores = self.reranker.score(query, [texts[i] for i in todo], deadline=deadline)
            for i, score in zip(todo, scores.tolist(), strict=True):
                if math.isfinite(score):
                    self._rerank_cache[keys[i]] = score
            while len(self._rerank_cache) > 10_000:
                self._rerank_cache.popitem(last=False)
        for f, key in zip(head, keys, strict=True):
            f.rerank_score = self._rerank_cache.get(key, math.nan)
        scored = sorted((f for f in head if math.isfinite(f.rerank_score)), key=lambda f: -f.rerank_score)
        unscored = [f for f in head if not math.isfinite(f.rerank_score)]
        return scored + unscored + tail, not unscored

    # -- presentation -------------------------------------------------------

    def _present(self, first: FirstStage, files: list[_FileHits], *, reranked: bool) -> list[SearchResult]:
        """The answer's top files as results (reranked scores where there are), weak ones dropped."""
        assert first.qvec is not None
        results = []
        shown = files[: first.top]
        fresh = [f.file_id for f in shown if f.file_id not in first.built]
        waiting = self.db.meaning_pending(fresh)
        words_only = self.db.words_only(fresh)
        away = self._away(fresh)
        messages = self.db.message_rows(fresh)
        for f in shown:
            result = first.built.get(f.file_id)
            if result is None:
                result = self._result(f, first.qvec, first.terms)
                if f.file_id in waiting:
                    result = replace(result, meaning_pending=True)
                if f.file_id in words_only:
                    result = replace(result, words_only=True)
                if f.file_id in away:
                    result = replace(result, offline=away[f.file_id])
                if (message := messages.get(f.file_id)) is not None:
                    result = replace(
                        result,
                        subject=message.subject,
                        sender=message.sender,
                        store=message.store,
                        location=message.location if message.store else "",
                    )
                first.built[f.file_id] = result
            if reranked and math.isfinite(f.rerank_score):
                result = replace(result, score=round(float(f.rerank_score), 6), reranked=True)
            results.append(result)
        return results if first.keep_weak else drop_weak_matches(results)

    def _away(self, file_ids: list[int]) -> dict[int, str]:
        """``file id -> "offline since 14:02"`` for files whose folder is not online (one small read
        when every folder is online)."""
        folders = self.db.offline_folders()
        if not folders or not file_ids:
            return {}
        owners = self.db.folder_ids_of(file_ids)
        return {
            file_id: state_text(*folders[folder_id][:2])
            for file_id, folder_id in owners.items()
            if folder_id in folders
        }

    def _result(self, f: _FileHits, qvec: np.ndarray, terms: Query) -> SearchResult:
        best = f.hits[0]
        similarity = best.similarity
        if similarity is None:
            vec = self.vectors.reconstruct(best.chunk.chunk_id)
            similarity = float(vec @ qvec) if vec is not None else 0.0
        passages = []
        for hit in f.hits[:PASSAGES_PER_FILE]:
            snip = make_snippet(hit.chunk.text, terms, lang=hit.chunk.lang)
            c = hit.chunk
            passages.append(
                Passage(c.chunk_id, snip.text, snip.highlights, c.page, c.char_start, c.char_end, bool(c.ocr))
            )
        routes = {"vector" if h.vector_rank is not None else "" for h in f.hits} | {
            "keyword" if h.keyword_rank is not None else "" for h in f.hits
        }
        routes.discard("")
        route = "both" if len(routes) == 2 else (routes.pop() if routes else "name")
        top = passages[0]
        return SearchResult(
            path=best.chunk.path,
            score=round(float(f.score), 6),
            snippet=top.snippet,
            highlights=top.highlights,
            page=top.page,
            chunk_id=top.chunk_id,
            char_start=top.char_start,
            char_end=top.char_end,
            mtime_ns=best.chunk.mtime_ns,
            route=route,
            similarity=round(float(similarity), 4),
            passages=passages,
            ocr=top.ocr,
        )


def _lang(chunk: ChunkHit | None) -> str:
    return (chunk.lang or "") if chunk is not None else ""


#: Passages looked at for each quoted phrase (best BM25 first): the files holding it are those.
PHRASE_CANDIDATES = 2_000


@dataclass
class _Constraints:
    """What the query's quoted phrases and exclusions ask of a file, worked out once per query."""

    #: files holding every required phrase (None: no phrase required)
    required: set[int] | None = None
    #: files holding an excluded word or phrase, in a passage or in their name
    excluded: set[int] = field(default_factory=set)
    #: passages holding a required phrase, best first
    phrase_chunks: list[int] = field(default_factory=list)
    #: passages holding a phrase quoted for emphasis inside a long question
    emphasis_chunks: set[int] = field(default_factory=set)

    def __bool__(self) -> bool:
        return self.required is not None or bool(self.excluded)

    def allows(self, file_id: int) -> bool:
        return file_id not in self.excluded and (self.required is None or file_id in self.required)

    @classmethod
    def of(cls, db: Database, parsed: ParsedQuery, languages: Sequence[str]) -> _Constraints:
        must = cls()
        if parsed.plain:
            return must
        for phrase in parsed.phrases:
            chunk_ids, file_ids = _holding(db, phrase, languages, limit=PHRASE_CANDIDATES)
            must.phrase_chunks.extend(c for c in chunk_ids if c not in must.phrase_chunks)
            must.required = file_ids if must.required is None else must.required & file_ids
        for key, value in parsed.headers:
            file_ids = _with_header(db, HEADER_KEYS[key], value, languages)
            must.required = file_ids if must.required is None else must.required & file_ids
        for phrase in parsed.emphasis:  # a bonus in the fusion, none required
            chunk_ids, _files = _holding(db, phrase, languages, limit=PHRASE_CANDIDATES)
            must.emphasis_chunks.update(chunk_ids)
        for text in parsed.excluded:
            if len(phrase_of(text)) > 1:
                must.excluded |= _holding(db, text, languages, limit=None)[1]
            else:
                terms = Query.parse(text, languages, every_word=True)
                if terms:
                    must.excluded |= db.files_matching(terms.fts_all())
        return must


def _with_header(db: Database, names: Sequence[str], value: str, languages: Sequence[str]) -> set[int]:
    """The messages (mail read as one message a file) whose header lines ``names`` ("From")
    hold the words of ``value`` in order, case and accents aside: the passages holding them
    all, then their header block (the lines at the start, before the first blank one)."""
    terms = Query.parse(value, languages, every_word=True)
    wanted = phrase_of(value)
    if not terms or not wanted:
        return set()
    starts = tuple(f"{name.lower()}:" for name in names)
    found: set[int] = set()
    for _chunk_id, file_id, text in db.passages_matching(terms.fts_all(), limit=None):
        if file_id in found or not text.startswith(MAIL_HEADERS):
            continue
        head = text.split("\n\n", 1)[0]
        if any(line.lower().startswith(starts) and phrase_spans(line, wanted) for line in head.splitlines()):
            found.add(file_id)
    return found


def _holding(
    db: Database, phrase: str, languages: Sequence[str], *, limit: int | None
) -> tuple[list[int], set[int]]:
    """(passages, files) holding ``phrase``: passages with all its words, checked word by word
    in order (case and accents aside); a file also when its name holds it."""
    terms = Query.parse(phrase, languages, every_word=True)
    wanted = phrase_of(phrase)
    if not terms or not wanted:
        return [], set()
    expr = terms.fts_all()
    chunk_ids: list[int] = []
    file_ids: set[int] = set()
    for chunk_id, file_id, text in db.passages_matching(expr, limit=limit):
        if phrase_spans(text, wanted):
            chunk_ids.append(chunk_id)
            file_ids.add(file_id)
    for file_id, path in db.names_matching(expr):
        if phrase_spans(Path(path).name, wanted):
            file_ids.add(file_id)
    return chunk_ids, file_ids
