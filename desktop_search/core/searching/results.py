"""Group and present: the files found as results, each shown by its best passages.

A result carries a snippet of each of its best passages (:data:`PASSAGES_PER_FILE`) with the
query's words marked, says which route found it, and what the index knows of it (waiting for
meaning, read by its words only, offline, a message). Weak matches next to a strong one are left
out of every answer (:func:`drop_weak_matches`).
"""

from __future__ import annotations

import logging
import math
from collections.abc import Callable, Sequence
from dataclasses import asdict, dataclass, field, replace
from pathlib import Path
from typing import Any

import numpy as np

from ..extract.recording import is_media
from ..extract.subtitles import owner_stems
from ..store.db import Database
from ..store.folder_state import state_text
from ..store.hits import ChunkHit
from ..store.vectors import VectorIndex
from ..text.lexical import Query
from .fusion import FileHits
from .moments import MEANING_RESULTS, TRANSCRIPT_AROUND, Line, MeaningMoments, transcript, word_moment
from .snippets import Snippet, make_snippet

log = logging.getLogger(__name__)

PASSAGES_PER_FILE = 3
#: A recording's fields, left out of the JSON of every other result (and the transcript of all:
#: the window's preview reads it, a script asks for a passage).
_MEDIA_FIELDS = ("start_s", "end_s", "moment_s")
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
    #: A passage of a recording: where it is said (seconds), and the moment to open it at (where
    #: its first marked word is said, else the segment closest in meaning: :mod:`.moments`).
    start_s: float | None = None
    end_s: float | None = None
    moment_s: float | None = None


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
    #: A recording: its best timed passage's span and the moment to play it from (seconds; None
    #: for other files, and for a recording found by its name or tags only).
    start_s: float | None = None
    end_s: float | None = None
    moment_s: float | None = None
    #: A recording: its transcript around the moment (the result's passage and its neighbours),
    #: one line per segment, for the preview.
    transcript: tuple[Line, ...] = ()

    def to_json(self) -> dict[str, Any]:
        """The result as JSON values: a recording's times only where it has them."""
        out = asdict(self)
        del out["transcript"]
        for holder in (out, *out["passages"]):
            for key in _MEDIA_FIELDS:
                if holder[key] is None:
                    del holder[key]
        return out

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
    moments: MeaningMoments | None = None,
) -> list[SearchResult]:
    """The answer's top files as results (reranked scores where there are), weak ones dropped
    unless ``keep_weak``. ``built``: the results already built, per file id (added to).
    ``moments``: finds a recording's moment by meaning where no word of it is marked (the first
    :data:`.moments.MEANING_RESULTS` recordings; without it, their passage's start)."""
    results = []
    meaning = _meaning(moments, qvec)
    shown = _without_sidecars(files)[:top]
    fresh = [f.file_id for f in shown if f.file_id not in built]
    waiting = db.meaning_pending(fresh)
    words_only = db.words_only(fresh)
    away = offline(db, fresh)
    messages = db.message_rows(fresh)
    for f in shown:
        result = built.get(f.file_id)
        if result is None:
            result = result_of(f, qvec, terms, vectors, meaning=meaning)
            if result.moment_s is not None:
                result = replace(result, transcript=_transcript(db, result))
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


def _without_sidecars(files: list[FileHits]) -> list[FileHits]:
    """``files`` less the subtitle files ("talk.srt", "talk.en.vtt") whose recording beside them
    ("talk.mp4") is a candidate too: the recording is that result, with the same words, its
    moment and its player; the subtitle file alone would be a second row saying less."""
    paths = [Path(f.hits[0].chunk.path) if f.hits else None for f in files]
    recordings = {(p.parent, p.stem) for p in paths if p is not None and is_media(p.name)}
    if not recordings:
        return files
    return [
        f
        for f, p in zip(files, paths, strict=True)
        if p is None or not any((p.parent, stem) in recordings for stem in owner_stems(p.name))
    ]


#: Finds a timed passage's moment by meaning: (text, times) -> seconds, None when it may not.
Meaning = Callable[[str, Sequence[tuple[int, float]]], float | None]


def _meaning(moments: MeaningMoments | None, qvec: np.ndarray) -> Meaning | None:
    """:meth:`MeaningMoments.moment` for the first :data:`MEANING_RESULTS` recordings asked."""
    if moments is None or not qvec.any():
        return None
    left = [MEANING_RESULTS]

    def meaning(text: str, times: Sequence[tuple[int, float]]) -> float | None:
        if left[0] <= 0:
            return None
        left[0] -= 1
        try:
            return moments.moment(text, times, qvec)
        except (RuntimeError, ValueError) as exc:  # the embedder failed: the passage's start
            log.warning("no moment by meaning: %s", exc)
            return None

    return meaning


def _transcript(db: Database, result: SearchResult) -> tuple[Line, ...]:
    """The recording's lines around the result's timed passage."""
    timed = next((p for p in result.passages if p.moment_s is not None), None)
    if timed is None:
        return ()
    return transcript(db.passages_around(timed.chunk_id, before=TRANSCRIPT_AROUND, after=TRANSCRIPT_AROUND))


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


def result_of(
    f: FileHits, qvec: np.ndarray, terms: Query, vectors: VectorIndex, *, meaning: Meaning | None = None
) -> SearchResult:
    """The file ``f`` as a result: its best passages' snippets, its route and similarity; a
    recording's moment (``meaning``: finds it where no word is marked, for its best timed passage)."""
    best = f.hits[0]
    similarity = best.similarity
    if similarity is None:
        vec = vectors.reconstruct(best.chunk.chunk_id)
        similarity = float(vec @ qvec) if vec is not None else 0.0
    passages: list[Passage] = []
    for hit in f.hits[:PASSAGES_PER_FILE]:
        snip = make_snippet(hit.chunk.text, terms, lang=hit.chunk.lang)
        c = hit.chunk
        moment = None
        if c.start_s is not None:
            first_timed = all(p.start_s is None for p in passages)
            moment = _moment(c, snip, meaning if first_timed else None)
        passages.append(
            Passage(
                c.chunk_id,
                snip.text,
                snip.highlights,
                c.page,
                c.char_start,
                c.char_end,
                bool(c.ocr),
                start_s=c.start_s,
                end_s=c.end_s,
                moment_s=moment,
            )
        )
    routes = {"vector" if h.vector_rank is not None else "" for h in f.hits} | {
        "keyword" if h.keyword_rank is not None else "" for h in f.hits
    }
    routes.discard("")
    route = "both" if len(routes) == 2 else (routes.pop() if routes else "name")
    top = passages[0]
    timed = next((p for p in passages if p.moment_s is not None), None)
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
        start_s=timed.start_s if timed is not None else None,
        end_s=timed.end_s if timed is not None else None,
        moment_s=timed.moment_s if timed is not None else None,
    )


def _moment(chunk: ChunkHit, snippet: Snippet, meaning: Meaning | None) -> float:
    """Where to open a passage of a recording (:mod:`.moments`): its first marked word's segment,
    else the segment closest in meaning (where ``meaning`` is given), else its start."""
    assert chunk.start_s is not None
    times = chunk.segment_times
    found = word_moment(chunk.text, times, snippet)
    if found is None and meaning is not None and times:
        found = meaning(chunk.text, times)
    return float(chunk.start_s) if found is None else found


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
