"""From a query to ranked files: hybrid first stage, then cross-encoder reranking.

A query is a pipeline, each step its own unit: parse (:mod:`.query_syntax`, typos:
:mod:`.routes.typos`, what the operators ask: :mod:`.constraints`) → retrieve per route
(:mod:`.routes`: vector, keyword, rare words, proximity, names) → fuse (:mod:`.fusion`) →
group and present → rerank. The searcher only composes them.

First stage: vector candidates (Faiss) and keyword candidates (SQLite FTS5,
BM25) are fused (reciprocal rank fusion by default, a calibrated score blend
on request: see :func:`.fusion.score_passages`); file names that match the query count
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
import sqlite3
import time
from collections import OrderedDict
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Protocol

import numpy as np

from ..common import reasons
from ..common.texts import QT_TRANSLATE_NOOP
from ..models.embedder import Embedder
from ..store.db import Database
from ..store.hits import ChunkHit
from ..store.read_state import ReadState
from ..store.vectors import VectorIndex
from ..text.lexical import Query, detect_language
from ..text.transcript import TranscriptState
from .candidates import Candidates
from .centering import LanguageCentering
from .constraints import Constraints, first_passages
from .filters import SearchFilters
from .fusion import FUSIONS, FileHits, Hit, fuse
from .moments import MeaningMoments
from .query_syntax import (
    ParsedQuery,
    parse_query,
)
from .results import SearchResult, as_messages, drop_weak_matches, present, result_of
from .routes import ROUTES
from .routes.base import Ask, ChunkRows, Route
from .routes.typos import index_vocabulary, mend

log = logging.getLogger(__name__)

#: Candidates taken from each route, per wanted result (at least MIN_CANDIDATES).
CANDIDATES_PER_RESULT = 10
MIN_CANDIDATES = 100
MAX_CANDIDATES = 300


class RerankerLike(Protocol):
    def score(self, query: str, documents: Sequence[str], *, deadline: float | None = None) -> np.ndarray: ...


def _name(path: str) -> str:
    """A file's name, as a reason says it (the path when it has none)."""
    return Path(path).name or path


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
class FirstStage:
    """One query's first stage: fused candidates grouped per file, best first.

    ``results`` is the answer without reranking (the top ``top`` files, weak matches
    dropped unless ``keep_weak``); ``candidates`` holds every file found, with the
    passages :meth:`Searcher.rerank` scores. Made and used on the searcher's thread.
    """

    query: str
    top: int
    keep_weak: bool
    candidates: list[FileHits]
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
    #: The query's language, when it is long enough to tell (how its candidates were fused).
    query_lang: str | None = None
    #: The shared indexes' copies searched with it: (where each lives, its searcher, its first
    #: stage), so a reranked answer reranks them too (see :mod:`desktop_search.core.elsewhere.searching`).
    shared: list[tuple[str, Searcher, FirstStage]] = field(default_factory=list)

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


@dataclass(frozen=True)
class LikeTarget:
    """The file ``like:`` names, as the index holding it has it: for searching the other indexes
    searched with it (a shared index's copy next to the local one) by the same vector."""

    path: str  #: as that index holds it
    vector: np.ndarray  #: the unit mean of its passages' vectors


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
        self.vocabulary = index_vocabulary(db)
        #: The retrieval routes asked, in order (:data:`.routes.ROUTES`).
        self.routes: tuple[Route, ...] = ROUTES
        self._rerank_cache: OrderedDict[str, float] = OrderedDict()
        #: Rank vector candidates by their similarity less their language's pull (:mod:`.centering`).
        self.centering: LanguageCentering | None = LanguageCentering(db, embedder.dim)
        #: A recording found by meaning alone opens at its segment closest to the query: its
        #: segments are embedded like passages (decodes on the compute thread, as the query's).
        self.moments = MeaningMoments(embedder.embed_documents)

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
        self, parsed: ParsedQuery, filters: SearchFilters | None, top: int, like: LikeTarget | None = None
    ) -> tuple[list[SearchResult], str]:
        """``like:FILE``: :meth:`similar` under the query's other operators, and "" ; or no
        results and why (not an error) when the file is not indexed or has no vectors.

        ``like``: the file as another index holds it (a shared index's copy, searched next to
        this one): when this index does not hold it, the files here closest to that vector."""
        assert parsed.like is not None
        path = self.indexed_path(parsed.like)
        if path is None and like is None:
            return [], reasons.LIKE_NOT_INDEXED(name=_name(parsed.like))
        filters = (filters if filters is not None else SearchFilters()).with_query(parsed, self._roots())
        must = Constraints.of(self.db, parsed, self.db.stem_languages())
        try:
            if path is not None:
                found = self.similar(path, top=top, filters=filters, allow=must.allows)
            else:
                assert like is not None
                found = self.similar_to(
                    like.vector, leave_out=like.path, top=top, filters=filters, allow=must.allows
                )
        except NothingToCompare as nothing:
            return [], nothing.reason
        # Loosely related files next to close ones are left out, as in every answer.
        return drop_weak_matches(found), ""

    def like_target(self, path: str | Path) -> LikeTarget | None:
        """The file at ``path`` as this index holds it, for ``like:`` in other indexes: its path
        here and its passages' mean vector; None when it is not indexed here. Raises
        :class:`NothingToCompare` when it is indexed without vectors."""
        found = self.indexed_path(path)
        if found is None:
            return None
        return LikeTarget(found, self._file_vector(found)[0])

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
        log read in pieces, and a recording whose speech is being read, save how far they were
        read too: neither is a store."""
        try:
            state = self.db.store_state(path)
            theirs = state is not None and ReadState.from_json(state) is None
            return (theirs and TranscriptState.from_json(state) is None) or bool(self.db.store_members(path))
        except sqlite3.OperationalError:  # a server reading an index of an older schema: no stores
            return False

    def _file_vector(self, path: str) -> tuple[np.ndarray, int]:
        """The unit mean of the indexed file's passage vectors, and how many it has;
        :class:`NothingToCompare` if it has none."""
        vecs = self.db.file_vectors(path, self.embedder.dim)
        if not len(vecs):
            raise NothingToCompare(self.nothing_to_compare(path))
        qvec = vecs.mean(axis=0)
        norm = float(np.linalg.norm(qvec))
        return (qvec / norm if norm else qvec).astype(np.float32), len(vecs)

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
        qvec, passages = self._file_vector(path)
        return self.similar_to(
            qvec, leave_out=path, leave_out_passages=passages, top=top, filters=filters, allow=allow
        )

    def similar_to(
        self,
        qvec: np.ndarray,
        *,
        leave_out: str,
        leave_out_passages: int = 0,
        top: int = 10,
        filters: SearchFilters | None = None,
        allow: Callable[[int], bool] | None = None,
    ) -> list[SearchResult]:
        """The files closest to the unit vector ``qvec`` (a file's mean vector), the file
        ``leave_out`` (of ``leave_out_passages`` passages in this index) left out, scored by cosine
        similarity (comparable across indexes of one model)."""
        filters = filters if filters is not None else SearchFilters()
        k = min(MAX_CANDIDATES, max(MIN_CANDIDATES, top * CANDIDATES_PER_RESULT)) + leave_out_passages
        scores, ids = self.vectors.search(qvec, k * (5 if filters or allow is not None else 1))
        chunks = self.db.chunks_by_id(ids.tolist())
        files: dict[int, FileHits] = {}
        for score, chunk_id in zip(scores.tolist(), ids.tolist(), strict=True):
            chunk = chunks.get(chunk_id)
            if chunk is None or chunk.path == leave_out or not filters.matches(chunk.path, chunk.mtime_ns):
                continue
            if allow is not None and not allow(chunk.file_id):
                continue
            entry = files.setdefault(chunk.file_id, FileHits(chunk.file_id))
            entry.hits.append(Hit(chunk, score=score, vector_rank=len(entry.hits), similarity=score))
        ranked = sorted(files.values(), key=lambda f: f.hits[0].score, reverse=True)[:top]
        for f in ranked:
            f.score = f.hits[0].score
        return as_messages(self.db, [result_of(f, qvec, Query(()), self.vectors) for f in ranked])

    def first_stage(
        self,
        query: str,
        *,
        top: int = 10,
        filters: SearchFilters | None = None,
        candidates: int = 20,
        keep_weak: bool = False,
        like: LikeTarget | None = None,
    ) -> FirstStage:
        """Embed the query, search Faiss and FTS5, fuse and group per file: once per query.

        ``candidates`` is how many files :meth:`rerank` may reorder (enough are gathered).
        ``like``: for ``like:FILE``, the file as another index searched with this one holds it.
        """
        query = query.strip()
        if not query:
            return FirstStage(query, top, keep_weak, candidates=[], results=[], timings_ms={})
        t0 = time.perf_counter()
        parsed = parse_query(query)
        if parsed.like is not None:  # "more like this", as a query: filters and exclusions apply
            results, why = self._like(parsed, filters, top, like)
            timings = {"first_stage": (time.perf_counter() - t0) * 1e3, "results": 0.0}
            return FirstStage(query, top, True, [], results, timings, rerankable=False, reason=why)
        if parsed.filters_only:  # e.g. "type:pdf after:lastweek": the files they keep, newest first
            filters = (filters if filters is not None else SearchFilters()).with_query(parsed, self._roots())
            results = self._filtered_files(parsed, filters, top)
            t1 = time.perf_counter()
            timings = {"first_stage": (t1 - t0) * 1e3, "results": 0.0}
            return FirstStage(query, top, True, [], results, timings, rerankable=False)
        files, qvec, terms, also, query_lang = self._first_stage(
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
        first.query_lang = query_lang
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

    def _no_word_match(self, terms: Query, files: list[FileHits]) -> bool:
        """The query has words, the keyword route looked for them, and no passage nor file name
        among the candidates holds any (the route lists every passage that holds one)."""
        if not terms or self.fusion == "vector":
            return False
        return not any(
            f.name_rank is not None or any(h.keyword_rank is not None for h in f.hits) for f in files
        )

    def _first_stage(
        self, query: str, *, top: int, filters: SearchFilters | None, parsed: ParsedQuery | None = None
    ) -> tuple[list[FileHits], np.ndarray, Query, tuple[tuple[str, str], ...], str | None]:
        """The pipeline's first steps: parse, retrieve per route, fuse (files best first); also the
        query vector and terms, the words also searched for a typo and the query's language."""
        ask, must, also = self._ask(query, top=top, filters=filters, parsed=parsed)
        found = self.retrieve(ask)
        profile = getattr(self.embedder, "profile", None)
        knows = profile.knows if profile is not None else (lambda _lang: True)
        qvec = self._query_vector(ask.qvecs)
        files = fuse(
            found,
            how=self.fusion,
            terms=ask.terms,
            query_lang=ask.query_lang,
            qvec=qvec,
            vectors=self.vectors,
            knows=knows,
            emphasis=must.emphasis_chunks,
        )
        return files, qvec, ask.terms, also, ask.query_lang

    def _ask(
        self, query: str, *, top: int, filters: SearchFilters | None, parsed: ParsedQuery | None = None
    ) -> tuple[Ask, Constraints, tuple[tuple[str, str], ...]]:
        """Parse: the query as the routes read it, what its operators ask of a file, and the
        words also searched for a typo."""
        parsed = parsed or parse_query(query)
        filters = filters if filters is not None else SearchFilters()
        if not parsed.plain:
            filters = filters.with_query(parsed, self._roots())
            query = parsed.free.strip()
        k = min(MAX_CANDIDATES, max(MIN_CANDIDATES, top * CANDIDATES_PER_RESULT))
        query_lang = detect_language(query)
        languages = self.db.stem_languages()
        terms = Query.parse(query, languages, lang=query_lang)
        terms, query, also = mend(
            terms, query, db=self.db, words=self.vocabulary, query_lang=query_lang, as_typed=filters.as_typed
        )
        must = Constraints.of(self.db, parsed, languages)
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
        ask = Ask(
            text=query,
            terms=terms,
            query_lang=query_lang,
            qvecs=qvecs,
            k=k,
            narrowed=narrowed,
            allowed=allowed,
            phrase_chunks=must.phrase_chunks,
            fusion=self.fusion,
            db=self.db,
            vectors=self.vectors,
            centering=self.centering,
            rows=ChunkRows(self.db),
        )
        return ask, must, also

    def route_candidates(self, query: str, *, top: int = 10) -> dict[str, Candidates]:
        """Each route's candidates for ``query`` as the first stage asks them (parse, then
        retrieve per route; not fused): what a benchmark reports route by route."""
        ask, _must, _also = self._ask(query.strip(), top=top, filters=None)
        return self.retrieve(ask)

    def retrieve(self, ask: Ask) -> dict[str, Candidates]:
        """Retrieve per route: each route's candidates, by route name (those that apply)."""
        found: dict[str, Candidates] = {}
        for route in self.routes:
            candidates = route.retrieve(ask, found)
            if candidates is not None:
                found[route.name] = candidates
        return found

    @staticmethod
    def _query_vector(qvecs: list[np.ndarray]) -> np.ndarray:
        """One vector for the query: the mean of its readings' (OR), normalised."""
        qvec = qvecs[0]
        if len(qvecs) > 1:
            mean = np.mean(qvecs, axis=0)
            qvec = (mean / (np.linalg.norm(mean) or 1.0)).astype(np.float32)
        return qvec

    def _roots(self) -> list[str]:
        return [path for _id, path in self.db.folders()]

    def _filtered_files(self, parsed: ParsedQuery, filters: SearchFilters, top: int) -> list[SearchResult]:
        """A query of operators only: the files they let through, most recently changed first,
        each shown by its first passage."""
        must = Constraints.of(self.db, parsed, self.db.stem_languages())
        chosen = first_passages(
            self.db, lambda c: filters.matches(c.path, c.mtime_ns) and must.allows(c.file_id), top
        )
        no_query = np.zeros(self.embedder.dim, dtype=np.float32)
        results = []
        for chunk in chosen:
            found = FileHits(chunk.file_id, hits=[Hit(chunk, similarity=1.0)])
            results.append(
                replace(result_of(found, no_query, Query(()), self.vectors), route="filter", score=0.0)
            )
        return as_messages(self.db, results)

    def _rerank(
        self, query: str, files: list[FileHits], *, limit: int, budget_s: float
    ) -> tuple[list[FileHits], bool]:
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

    def _present(self, first: FirstStage, files: list[FileHits], *, reranked: bool) -> list[SearchResult]:
        """Group and present: the answer's top files as results (:func:`.results.present`)."""
        assert first.qvec is not None
        return present(
            files,
            top=first.top,
            qvec=first.qvec,
            terms=first.terms,
            built=first.built,
            keep_weak=first.keep_weak,
            reranked=reranked,
            db=self.db,
            vectors=self.vectors,
            moments=self.moments,
        )
