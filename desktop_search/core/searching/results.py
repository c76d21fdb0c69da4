"""Group and present: the files found as results, each shown by its best passages.

A result carries a snippet of each of its best passages (:data:`PASSAGES_PER_FILE`) with the
query's words marked, says which route found it, and what the index knows of it (waiting for
meaning, read by its words only, offline, a message). Weak matches next to a strong one are left
out of every answer (:func:`drop_weak_matches`).
"""

from __future__ import annotations

import math
from dataclasses import asdict, dataclass, field, replace
from pathlib import Path
from typing import Any

import numpy as np

from ..store.db import Database
from ..store.folder_state import state_text
from ..store.vectors import VectorIndex
from ..text.lexical import Query
from .fusion import FileHits
from .snippets import make_snippet

PASSAGES_PER_FILE = 3
#: Cosine similarity below which a result found only by meaning (or only by its file name) is a
#: weak match: loosely related at best. A keyword match is never weak.
WEAK_MATCH = 0.15


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
    #: found in a shared index's local copy: where that index lives (``nas/documents``; "" for the
    #: app's own index). The path is this machine's own (the share mounted here).
    shared: str = ""

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


def present(
    files: list[FileHits],
    *,
    top: int,
    qvec: np.ndarray,
    terms: Query,
    built: dict[int, SearchResult],
    keep_weak: bool,
    reranked: bool,
    db: Database,
    vectors: VectorIndex,
) -> list[SearchResult]:
    """The answer's top files as results (reranked scores where there are), weak ones dropped
    unless ``keep_weak``. ``built``: the results already built, per file id (added to)."""
    results = []
    shown = files[:top]
    fresh = [f.file_id for f in shown if f.file_id not in built]
    waiting = db.meaning_pending(fresh)
    words_only = db.words_only(fresh)
    away = offline(db, fresh)
    messages = db.message_rows(fresh)
    for f in shown:
        result = built.get(f.file_id)
        if result is None:
            result = result_of(f, qvec, terms, vectors)
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
            built[f.file_id] = result
        if reranked and math.isfinite(f.rerank_score):
            result = replace(result, score=round(float(f.rerank_score), 6), reranked=True)
        results.append(result)
    return results if keep_weak else drop_weak_matches(results)


def offline(db: Database, file_ids: list[int]) -> dict[int, str]:
    """``file id -> "offline since 14:02"`` for files whose folder is not online (one small read
    when every folder is online)."""
    folders = db.offline_folders()
    if not folders or not file_ids:
        return {}
    owners = db.folder_ids_of(file_ids)
    return {
        file_id: state_text(*folders[folder_id][:2])
        for file_id, folder_id in owners.items()
        if folder_id in folders
    }


def result_of(f: FileHits, qvec: np.ndarray, terms: Query, vectors: VectorIndex) -> SearchResult:
    """The file ``f`` as a result: its best passages' snippets, its route and similarity."""
    best = f.hits[0]
    similarity = best.similarity
    if similarity is None:
        vec = vectors.reconstruct(best.chunk.chunk_id)
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


def as_messages(db: Database, results: list[SearchResult]) -> list[SearchResult]:
    """Results that are messages, with their subject, sender and store."""
    ids = _file_ids(db, results)
    messages = db.message_rows(ids)
    return [
        replace(r, subject=m.subject, sender=m.sender, store=m.store, location=m.location if m.store else "")
        if (m := messages.get(fid)) is not None
        else r
        for r, fid in zip(results, ids, strict=True)
    ]


def _file_ids(db: Database, results: list[SearchResult]) -> list[int]:
    hits = db.chunks_by_id([r.chunk_id for r in results])
    return [hits[r.chunk_id].file_id if r.chunk_id in hits else -1 for r in results]
