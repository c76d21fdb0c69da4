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
import time
from collections import OrderedDict
from collections.abc import Sequence
from dataclasses import asdict, dataclass, field, replace
from pathlib import Path
from typing import Any, Protocol

import numpy as np

from .centering import LanguageCentering
from .lexical import Query, detect_language
from .models.embedder import Embedder
from .snippets import make_snippet, term_coverage
from .store.db import ChunkHit, Database
from .store.vectors import VectorIndex

log = logging.getLogger(__name__)

RRF_K = 60
#: Candidates taken from each route, per wanted result (at least MIN_CANDIDATES).
CANDIDATES_PER_RESULT = 10
MIN_CANDIDATES = 100
MAX_CANDIDATES = 300
NAME_WEIGHT = 0.5  # rrf: a file-name match counts half as much as a passage match
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
PASSAGES_PER_FILE = 3
FUSIONS = ("rrf", "blend", "vector", "keyword")
#: Cosine similarity below which a result found only by meaning (or only by its file name) is a
#: weak match: loosely related at best. A keyword match is never weak.
WEAK_MATCH = 0.15


class RerankerLike(Protocol):
    def score(self, query: str, documents: Sequence[str], *, deadline: float | None = None) -> np.ndarray: ...


@dataclass(frozen=True)
class SearchFilters:
    """Restrict results to some folders, file types and a modification-date range."""

    folders: tuple[str, ...] = ()
    suffixes: tuple[str, ...] = ()  # lower case, with the dot: ".pdf"
    modified_after: float | None = None  # seconds since the epoch
    modified_before: float | None = None

    def __bool__(self) -> bool:
        return bool(self.folders or self.suffixes or self.modified_after or self.modified_before)

    def matches(self, path: str, mtime_ns: int) -> bool:
        if self.suffixes and Path(path).suffix.lower() not in self.suffixes:
            return False
        if self.folders and not any(
            path.startswith(f.rstrip("/\\") + p) for f in self.folders for p in "/\\"
        ):
            return False
        if self.modified_after is not None and mtime_ns < self.modified_after * 1e9:
            return False
        return not (self.modified_before is not None and mtime_ns > self.modified_before * 1e9)


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

    def to_json(self) -> dict[str, Any]:
        return asdict(self)

    @property
    def weak(self) -> bool:
        return is_weak_match(self.similarity, self.route)


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


@dataclass
class SearchResponse:
    results: list[SearchResult]
    reranked: bool
    #: Why results are not reranked ("" when they are).
    rerank_note: str = ""
    timings_ms: dict[str, float] = field(default_factory=dict)

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


@dataclass
class _FileHits:
    file_id: int
    hits: list[_Hit] = field(default_factory=list)
    name_rank: int | None = None
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

    def unreranked(self, note: str = "") -> SearchResponse:
        """The answer without reranking, saying why (``note``)."""
        if not self.query:
            return SearchResponse([], reranked=False)
        timings = {
            "first_stage": self.timings_ms["first_stage"],
            "rerank": 0.0,
            "results": self.timings_ms["results"],
        }
        return SearchResponse(list(self.results), reranked=False, rerank_note=note, timings_ms=timings)


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
            return first.unreranked("reranking is off")
        return self.rerank(first, budget_s=budget_s, candidates=rerank_candidates)

    def similar(
        self, path: str, *, top: int = 10, filters: SearchFilters | None = None
    ) -> list[SearchResult]:
        """The files closest in meaning to the indexed file ``path``, itself left out ("more like
        this"). Its stored passage vectors are averaged into one query vector: nothing is embedded
        again. Raises ``KeyError`` when ``path`` is not indexed."""
        vecs = self.db.file_vectors(path, self.embedder.dim)
        if not len(vecs):
            raise KeyError(f"{path} is not indexed")
        qvec = vecs.mean(axis=0)
        norm = float(np.linalg.norm(qvec))
        qvec = (qvec / norm if norm else qvec).astype(np.float32)
        filters = filters or SearchFilters()
        k = min(MAX_CANDIDATES, max(MIN_CANDIDATES, top * CANDIDATES_PER_RESULT)) + len(vecs)
        scores, ids = self.vectors.search(qvec, k * (5 if filters else 1))
        chunks = self.db.chunks_by_id(ids.tolist())
        files: dict[int, _FileHits] = {}
        for score, chunk_id in zip(scores.tolist(), ids.tolist(), strict=True):
            chunk = chunks.get(chunk_id)
            if chunk is None or chunk.path == path or not filters.matches(chunk.path, chunk.mtime_ns):
                continue
            entry = files.setdefault(chunk.file_id, _FileHits(chunk.file_id))
            entry.hits.append(_Hit(chunk, score=score, vector_rank=len(entry.hits), similarity=score))
        ranked = sorted(files.values(), key=lambda f: f.hits[0].score, reverse=True)[:top]
        for f in ranked:
            f.score = f.hits[0].score
        return [self._result(f, qvec, Query(())) for f in ranked]

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
        files, qvec, terms = self._first_stage(query, top=max(top, candidates), filters=filters)
        t1 = time.perf_counter()
        first = FirstStage(
            query, top, keep_weak, candidates=files, results=[], timings_ms={}, qvec=qvec, terms=terms
        )
        first.results = self._present(first, files, reranked=False)
        t2 = time.perf_counter()
        first.timings_ms = {"first_stage": (t1 - t0) * 1e3, "results": (t2 - t1) * 1e3}
        return first

    def rerank(self, first: FirstStage, *, budget_s: float = 2.0, candidates: int = 20) -> SearchResponse:
        """Reorder the first stage's top ``candidates`` files by the cross-encoder, within ``budget_s``."""
        if not first.query:
            return SearchResponse([], reranked=False)
        if self.reranker is None:
            return first.unreranked("no reranker model: results are not reranked")
        t0 = time.perf_counter()
        files, reranked, note = first.candidates, False, ""
        if files:
            files, complete = self._rerank(first.query, files, limit=candidates, budget_s=budget_s)
            reranked = True
            note = "" if complete else "time budget reached: only the top results were reranked"
        t1 = time.perf_counter()
        results = self._present(first, files, reranked=reranked)
        t2 = time.perf_counter()
        timings = {
            "first_stage": first.timings_ms["first_stage"],
            "rerank": (t1 - t0) * 1e3,
            "results": first.timings_ms["results"] + (t2 - t1) * 1e3,
        }
        return SearchResponse(results, reranked=reranked, rerank_note=note, timings_ms=timings)

    def _first_stage(
        self, query: str, *, top: int, filters: SearchFilters | None
    ) -> tuple[list[_FileHits], np.ndarray, Query]:
        filters = filters or SearchFilters()
        k = min(MAX_CANDIDATES, max(MIN_CANDIDATES, top * CANDIDATES_PER_RESULT))
        query_lang = detect_language(query)
        terms = Query.parse(query, self.db.stem_languages(), lang=query_lang)
        qvec = self.embedder.embed_query(query)
        hits: dict[int, _Hit] = {}

        if self.fusion != "keyword" and len(self.vectors):
            offsets = self.centering.offsets(qvec) if self.centering is not None else None
            scores, ids = self.vectors.search(qvec, k * (5 if filters else 1) * (2 if offsets else 1))
            chunks = self.db.chunks_by_id(ids.tolist())
            found = list(zip(scores.tolist(), ids.tolist(), strict=True))
            if offsets:  # each language's pull taken out: the best answer in any language first
                found.sort(key=lambda sc: -(sc[0] - offsets.get(_lang(chunks.get(sc[1])), 0.0)))
            rank = 0
            for score, chunk_id in found:
                chunk = chunks.get(chunk_id)
                if chunk is None or not filters.matches(chunk.path, chunk.mtime_ns):
                    continue
                hits[chunk_id] = _Hit(chunk, vector_rank=rank, similarity=score)
                rank += 1
                if rank >= k:
                    break
        keyword: list[tuple[int, float]] = []
        if self.fusion != "vector" and terms:
            keyword = self.db.keyword_search(terms, limit=k * (5 if filters else 1))
            missing = [cid for cid, _ in keyword if cid not in hits]
            chunks = self.db.chunks_by_id(missing)
            rank = 0
            for chunk_id, _bm25 in keyword:
                hit = hits.get(chunk_id)
                if hit is None:
                    chunk = chunks.get(chunk_id)
                    if chunk is None or not filters.matches(chunk.path, chunk.mtime_ns):
                        continue
                    hit = hits[chunk_id] = _Hit(chunk)
                hit.keyword_rank = rank
                rank += 1
        self._fuse(hits, qvec, terms, query_lang)

        files: dict[int, _FileHits] = {}
        for hit in hits.values():
            files.setdefault(hit.chunk.file_id, _FileHits(hit.chunk.file_id)).hits.append(hit)
        if self.fusion in ("rrf", "blend") and terms:  # file names as a signal too
            self._add_name_matches(files, terms, filters)
        for f in files.values():
            f.hits.sort(key=lambda h: h.score, reverse=True)
            name_bonus = 0.0
            if f.name_rank is not None:
                name_bonus = NAME_WEIGHT / (RRF_K + f.name_rank) if self.fusion == "rrf" else NAME_BONUS
            f.score = (f.hits[0].score if f.hits else 0.0) + name_bonus
        ranked = sorted((f for f in files.values() if f.hits), key=lambda f: f.score, reverse=True)
        return ranked, qvec, terms

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
            for hit in hits.values():
                hit.score = 0.0
                other_language = bool(query_lang and hit.chunk.lang and hit.chunk.lang != query_lang)
                if hit.vector_rank is not None:
                    # The keyword route cannot see a passage in another language: its vector rank
                    # stands in for the missing keyword rank, so it competes on equal terms.
                    weight = CROSS_LANGUAGE_VECTOR_WEIGHT if other_language and self.fusion == "rrf" else 1.0
                    hit.score += weight / (RRF_K + hit.vector_rank)
                if hit.keyword_rank is not None:
                    weight = CROSS_LANGUAGE_KEYWORD_WEIGHT if other_language else 1.0
                    hit.score += weight / (RRF_K + hit.keyword_rank)
            return
        for hit in hits.values():
            if hit.similarity is None:
                vec = self.vectors.reconstruct(hit.chunk.chunk_id)
                hit.similarity = float(vec @ qvec) if vec is not None else 0.0
            coverage = 0.0
            if hit.keyword_rank is not None:
                coverage = term_coverage(hit.chunk.text, terms, hit.chunk.lang)
            hit.score = hit.similarity + KEYWORD_WEIGHT * coverage * coverage

    def _add_name_matches(self, files: dict[int, _FileHits], terms: Query, filters: SearchFilters) -> None:
        for rank, (file_id, chunk) in enumerate(self.db.name_search(terms, limit=50)):
            if chunk is None or not filters.matches(chunk.path, chunk.mtime_ns):
                continue
            entry = files.get(file_id)
            if entry is None:  # found by its name only: show its first passage
                entry = files[file_id] = _FileHits(file_id, hits=[_Hit(chunk)])
            entry.name_rank = rank

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
        for f in files[: first.top]:
            result = first.built.get(f.file_id)
            if result is None:
                result = first.built[f.file_id] = self._result(f, first.qvec, first.terms)
            if reranked and math.isfinite(f.rerank_score):
                result = replace(result, score=round(float(f.rerank_score), 6), reranked=True)
            results.append(result)
        return results if first.keep_weak else drop_weak_matches(results)

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
