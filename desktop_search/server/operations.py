"""The read-only operations both servers answer: search, and a passage with its neighbours.

:class:`Operations` is safe to call from any thread (the HTTP server's request threads, the MCP
server's event loop): every operation runs on one owner thread, one at a time, because the
SQLite connection and the searcher belong to one thread (docs/ARCHITECTURE.md). The view of the
index is opened on first use and opened again when it went stale; each request first catches
up with what the app indexed meanwhile (:mod:`.readonly`).

Answers are plain JSON values. A request that cannot be answered raises :class:`OperationError`
with a message for the client and an HTTP status; anything else is a bug, logged with its
traceback here and answered with a short message, never the traceback.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from datetime import UTC, datetime
from typing import Any, TypeVar

from ..core.common.config import Paths
from ..core.searching.results import SearchResult
from ..core.store.hits import ChunkHit
from .readonly import IndexUnavailable, ReadOnlyIndex

log = logging.getLogger(__name__)

T = TypeVar("T")

MAX_TOP = 50
MAX_CONTEXT = 5
MAX_QUERY_CHARS = 1000
#: The largest chunk id: SQLite's integers are 64-bit and signed (ids count up from 1).
MAX_CHUNK_ID = 2**63 - 1


class OperationError(Exception):
    """A request that cannot be answered: ``message`` is for the client, ``status`` its HTTP code."""

    def __init__(self, message: str, status: int = 400) -> None:
        super().__init__(message)
        self.message = message
        self.status = status


class Operations:
    """Search and passages over one data directory, read-only; thread-safe."""

    def __init__(self, paths: Paths) -> None:
        self.paths = paths
        self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="desktop-search-serve")
        self._index: ReadOnlyIndex | None = None

    # -- called from any thread ------------------------------------------------

    def submit(self, fn: Callable[..., T], *args: Any) -> Future[T]:
        """Run ``fn(index_view, *args)`` on the owner thread (``search`` or ``passage`` below)."""
        return self._pool.submit(self._call, fn, *args)

    def open(self) -> Future[None]:
        """Open the index now (at start), so the first request does not wait for the model."""
        return self._pool.submit(self._open_quietly)

    def search(self, query: str, top: int = 10) -> list[dict[str, Any]]:
        return self.submit(search, query, top).result()

    def passage(self, chunk_id: int, context: int = 1, shared: str = "") -> dict[str, Any]:
        return self.submit(passage, chunk_id, context, shared).result()

    def close(self) -> None:
        """Finish the operation in flight, then free the models and the connection."""
        self._pool.submit(self._close).result()
        self._pool.shutdown()

    # -- on the owner thread -----------------------------------------------------

    def _view(self) -> ReadOnlyIndex:
        if self._index is not None and self._index.stale():
            log.info("the index folder or the settings changed: opening the index again")
            self._close()
        if self._index is None:
            try:
                self._index = ReadOnlyIndex(self.paths)
            except IndexUnavailable as exc:
                raise OperationError(str(exc), status=503) from None
        else:
            self._index.catch_up()
        return self._index

    def _call(self, fn: Callable[..., T], *args: Any) -> T:
        try:
            return fn(self._view(), *args)
        except OperationError:
            raise
        except Exception as exc:
            log.exception("%s failed", getattr(fn, "__name__", fn))
            raise OperationError(f"internal error ({type(exc).__name__}); see the server's log", 500) from exc

    def _open_quietly(self) -> None:
        try:
            self._view()
        except OperationError as exc:
            log.warning("%s (requests are answered once it can be read)", exc.message)
        except Exception:
            log.exception("opening the index failed")

    def _close(self) -> None:
        if self._index is not None:
            index, self._index = self._index, None
            index.close()


def search(index: ReadOnlyIndex, query: str, top: int = 10) -> list[dict[str, Any]]:
    """The best ``top`` files for ``query`` in the app's query language, best first."""
    if not isinstance(query, str) or not query.strip():
        raise OperationError("the query is empty")
    if len(query) > MAX_QUERY_CHARS:
        raise OperationError(f"the query is longer than {MAX_QUERY_CHARS} characters")
    if isinstance(top, bool) or not isinstance(top, int) or not 1 <= top <= MAX_TOP:
        raise OperationError(f"top must be a whole number from 1 to {MAX_TOP}")
    response = index.query(query, top=top)
    if response.reason and not response.results:
        # like: on a file with nothing to compare (a mail store, a log read by its words only,
        # a file waiting for meaning or not read): the reason, for the client to act on.
        raise OperationError(response.reason, status=422)
    return [result_json(r) for r in response.results]


def passage(index: ReadOnlyIndex, chunk_id: int, context: int = 1, shared: str = "") -> dict[str, Any]:
    """A passage by its ``chunk_id`` (from a search result), with ``context`` passages either side;
    ``shared``: the result's ``shared`` (its chunk_id is one of that shared index's copy)."""
    if isinstance(chunk_id, bool) or not isinstance(chunk_id, int) or not 0 <= chunk_id <= MAX_CHUNK_ID:
        # Out of SQLite's range the query itself would fail (OverflowError): an argument, not a bug.
        raise OperationError(
            f"chunk_id must be a whole number from 0 to {MAX_CHUNK_ID} (a search result's chunk_id)"
        )
    if isinstance(context, bool) or not isinstance(context, int) or not 0 <= context <= MAX_CONTEXT:
        raise OperationError(f"context must be a whole number from 0 to {MAX_CONTEXT}")
    if not isinstance(shared, str) or len(shared) > MAX_QUERY_CHARS:
        raise OperationError("shared must be a search result's 'shared' (a shared index's name) or empty")
    try:
        db = index.database(shared)
    except KeyError:
        raise OperationError(
            f"no shared index {shared!r} is searched here (the settings may have changed: search again)", 404
        ) from None
    chunks = db.neighbours(chunk_id, context)
    at = next((i for i, c in enumerate(chunks) if c.chunk_id == chunk_id), None)
    if at is None:
        raise OperationError(
            f"no passage {chunk_id} in the index (the file may have changed since: search again)", 404
        )
    answer = _chunk_json(chunks[at])
    answer["before"] = [_chunk_json(c) for c in chunks[:at]]
    answer["after"] = [_chunk_json(c) for c in chunks[at + 1 :]]
    return answer


def result_json(r: SearchResult) -> dict[str, Any]:
    """A search result for another program: where, how good, what it says, how to read more."""
    return {
        "path": r.path,
        "page": r.page,
        "snippet": r.snippet,
        "score": round(float(r.score), 4),
        "chunk_id": r.chunk_id,
        "modified": _iso(r.mtime_ns),
        "route": r.route,
        "weak": r.weak,
        "ocr": r.ocr,
        "passages": [
            {
                "chunk_id": p.chunk_id,
                "page": p.page,
                "snippet": p.snippet,
                "ocr": p.ocr,
                **_times(p.start_s, p.end_s, p.moment_s),
            }
            for p in r.passages
        ],
        # A recording: where its best passage is said and the moment to play it from (seconds).
        **_times(r.start_s, r.end_s, r.moment_s),
        # A message: what it is called and who sent it; "store" is the mail store file holding it
        # (its "path" is the name the index keeps it by, below the store), "modified" its date.
        **({"subject": r.subject, "sender": r.sender} if r.subject or r.sender or r.store else {}),
        **({"store": r.store} if r.store else {}),
        # Found in a shared index (its local copy): which one; pass it to the passage request
        # with this chunk_id (a copy's passages are numbered apart from the app's own index).
        **({"shared": r.shared} if r.shared else {}),
    }


def _times(start_s: float | None, end_s: float | None, moment_s: float | None = None) -> dict[str, float]:
    """A recording's times in seconds, rounded to the millisecond; nothing for other files."""
    if start_s is None:
        return {}
    times = {"start_s": start_s, "end_s": end_s if end_s is not None else start_s}
    if moment_s is not None:
        times["moment_s"] = moment_s
    return {key: round(float(value), 3) for key, value in times.items()}


def _chunk_json(c: ChunkHit) -> dict[str, Any]:
    return {
        "chunk_id": c.chunk_id,
        "path": c.path,
        "page": c.page,
        "text": c.text,
        "char_start": c.char_start,
        "char_end": c.char_end,
        "ocr": bool(c.ocr),
        # A passage of a recording: where it is said, and where each of its segments starts
        # ([character offset in text, seconds] pairs).
        **_times(c.start_s, c.end_s),
        **({"times": [list(t) for t in c.segment_times]} if c.start_s is not None else {}),
    }


def _iso(mtime_ns: int) -> str:
    return datetime.fromtimestamp(mtime_ns / 1e9, tz=UTC).isoformat(timespec="seconds")
