"""Extraction in a child process, with a time limit and a memory limit.

Parsers for PDF, Office and HTML are native code fed with files from
anywhere; a hostile or broken file can make one loop forever, crash or eat
all memory. :class:`ExtractorProcess` keeps one long-lived child (started
with ``spawn``: the parent runs llama.cpp and OpenMP threads, which must
never be forked) that serves requests over a pipe, and replaces it after a
crash or a kill.

Limits: the parent waits ``timeout_s`` for each file, then kills the child. The time counted is
the child's own (:class:`_ChildClock`): time it spent ready to run while the machine's cores were
busy with other programs does not count (indexing runs at background priority and waits for them;
a busy computer is no broken file). Time it spends running or blocked (a hung share) does.
The child caps its address space (``RLIMIT_AS``) at its idle footprint plus
``memory_limit_mb``, so an allocation past that raises MemoryError in it;
the parent also watches the child's resident memory (psutil) against the
same budget, which is what enforces it where ``RLIMIT_AS`` is unavailable.

Test seam: ``extra_extractors`` maps a suffix to a ``"module:function"``
string that the child imports and calls as ``function(path, max_chars=...)``
for files with that suffix, in place of the registry. Strings, not
functions, because a spawned child imports everything afresh.
"""

from __future__ import annotations

import contextlib
import importlib
import logging
import multiprocessing
import signal
import threading
import time
import warnings
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Any, cast

from ..common import reasons
from . import document
from .document import Document, ExtractionError, ExtractionTimeout, UnsupportedFile, truncate

if TYPE_CHECKING:
    from .mailstore import StoreBatch
    from .recording import SpeechPiece
    from .speech import SpeechOptions

log = logging.getLogger(__name__)

_START_TIMEOUT_S = 60.0
_GRACE_S = 3.0
_POLL_S = 0.1
_MB = 1024 * 1024
# Imported by the child before it measures its idle footprint (and so paid once, not per file).
_PRELOAD = (
    "charset_normalizer",
    "docx",
    "lxml.etree",
    "PIL.Image",
    "pptx",
    "pypdfium2",
    "python_calamine",
    "selectolax.lexbor",
    "striprtf.striprtf",
)


class ExtractorProcess:
    """Runs extract_file in a child process with a time and a memory limit; restarts it after a crash or kill.

    Use as a context manager, or call :meth:`close`. One request runs at a
    time; calls from several threads queue.
    """

    def __init__(
        self,
        *,
        timeout_s: float = 60.0,
        memory_limit_mb: int = 2048,
        max_chars: int | None = None,
        extra_extractors: Mapping[str, str] | None = None,
    ) -> None:
        if max_chars is None:  # the indexer's limit, looked up now (a test may lower it)
            max_chars = document.INDEXED_CHARS
        if timeout_s <= 0 or memory_limit_mb <= 0 or max_chars <= 0:
            raise ValueError("timeout_s, memory_limit_mb and max_chars must be positive")
        extras = {suffix.lower(): spec for suffix, spec in (extra_extractors or {}).items()}
        for suffix, spec in extras.items():
            if not suffix.startswith(".") or spec.count(":") != 1:
                raise ValueError(f"extra extractor {suffix!r}: {spec!r} is not '.suffix': 'module:function'")
        self.timeout_s = timeout_s
        self.memory_limit_mb = memory_limit_mb
        self.max_chars = max_chars
        self._extras = extras
        self._context = multiprocessing.get_context("spawn")
        self._process: Any = None
        self._conn: Any = None
        self._rss_limit = 0
        self._watched: Any = None  # psutil.Process of the child
        self._lock = threading.Lock()
        self._closed = False

    @property
    def pid(self) -> int | None:
        """The child's process id, or None while no child runs."""
        process = self._process
        try:
            return process.pid if process is not None and process.is_alive() else None
        except ValueError:  # closed by another thread meanwhile
            return None

    def extract(self, path: Path) -> Document:
        """The text of ``path``, read by the child; raises ExtractionError/UnsupportedFile.

        ``timeout_s`` covers the extraction. Starting a child (first call, or
        after a crash or kill; well under a second) has its own limit of 60 s.
        """
        return cast(Document, self._ask(str(path)))

    def recognise(self, path: Path, page: int, *, kind: str, languages: tuple[str, ...]) -> str:
        """The OCR text of page ``page`` (1-based) of an image or PDF ``path`` (a document's
        ``needs_ocr``), recognised by the child under the same limits, one page per request."""
        return cast(str, self._ask(("ocr", str(path), page, kind, tuple(languages))))

    def read_store(self, path: Path, start: int, limit: int | None = None) -> StoreBatch:
        """One piece of the mail store at ``path`` from ``start`` (see :func:`.mailstore.read_store`),
        read by the child under the same limits, one piece per request."""
        return cast("StoreBatch", self._ask(("store", str(path), start, limit)))

    def transcribe(
        self,
        path: Path,
        start_s: float,
        piece_s: float,
        *,
        model_dir: Path,
        options: SpeechOptions,
        timeout_s: float,
    ) -> SpeechPiece:
        """What is said in ``path`` from ``start_s`` for ``piece_s`` seconds
        (:func:`.speech.transcribe_piece`), recognised by the child, one piece per request.

        ``timeout_s`` replaces the limit of a file for this request: recognising takes a good
        share of real time on a busy computer, and the child's first piece also loads the model
        (:func:`.speech.piece_timeout_s` gives a limit that fits). The child imports
        faster-whisper on its first speech request only and keeps the model loaded for the next.
        """
        request = ("speech", str(path), float(start_s), float(piece_s), str(model_dir), options)
        return cast("SpeechPiece", self._ask(request, timeout_s=timeout_s))

    def _ask(self, request: object, *, timeout_s: float | None = None) -> object:
        with self._lock:
            if self._closed:
                raise RuntimeError("ExtractorProcess is closed")
            self._ensure_started()
            try:
                self._conn.send(request)
            except (OSError, ValueError):
                raise self._crashed() from None
            reply = self._wait_reply(self.timeout_s if timeout_s is None else timeout_s)
            if reply[0] == "error" and reply[3]:
                self._stop(graceful=True)  # the child exits after running out of memory
        if reply[0] == "ok":
            return reply[1]
        _, error, reason, _ = reply
        raise (UnsupportedFile if error == "UnsupportedFile" else ExtractionError)(reason)

    def close(self) -> None:
        """Stop the child. Idempotent; a request running in another thread ends as an ExtractionError."""
        self._closed = True
        if self._lock.acquire(blocking=False):
            try:
                self._stop(graceful=True)
            finally:
                self._lock.release()
        else:
            process = self._process
            if process is not None:
                with contextlib.suppress(ValueError, OSError):
                    process.kill()

    def __enter__(self) -> ExtractorProcess:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # -- parent side --------------------------------------------------------

    def _ensure_started(self) -> None:
        if self._process is not None and self._process.is_alive():
            return
        if self._process is not None:
            log.info("extractor process %s is gone; starting a new one", self._process.pid)
            self._stop(graceful=False)
        parent_conn, child_conn = self._context.Pipe(duplex=True)
        process = self._context.Process(
            target=serve,
            kwargs={
                "conn": child_conn,
                "memory_limit_mb": self.memory_limit_mb,
                "max_chars": self.max_chars,
                "extras": self._extras,
            },
            name="desktop-search-extractor",
            daemon=True,
        )
        process.start()
        child_conn.close()  # so that the child's death reads as EOF here
        self._process, self._conn = process, parent_conn
        clock = _ChildClock(process.pid)
        try:
            while not parent_conn.poll(min(_POLL_S * 10, max(0.01, _START_TIMEOUT_S - clock.elapsed()))):
                if self._closed or clock.elapsed() >= _START_TIMEOUT_S or not process.is_alive():
                    break
            reply: tuple[str, Any] = (
                parent_conn.recv() if parent_conn.poll() else ("failed", reasons.NO_ANSWER())
            )
        except (EOFError, OSError):
            process.join(_GRACE_S)
            reply = ("failed", _exit_reason(process.exitcode))
        if reply[0] != "ready" or self._closed:
            self._stop(graceful=False)
            if self._closed:
                raise ExtractionError(reasons.EXTRACTOR_CLOSED())
            raise ExtractionError(reasons.EXTRACTOR_NOT_STARTED(reason=reply[1]))
        assert process.pid is not None  # started
        self._rss_limit = int(reply[1]) + self.memory_limit_mb * _MB
        self._watched = _watch(process.pid)
        log.debug("extractor process %s started", process.pid)

    def _wait_reply(self, timeout_s: float) -> tuple[Any, ...]:
        clock = _ChildClock(self._process.pid if self._process is not None else None)
        while True:
            if self._closed:  # close() from another thread
                self._stop(graceful=False)
                raise ExtractionError(reasons.EXTRACTOR_CLOSED())
            remaining = timeout_s - clock.elapsed()
            if remaining <= 0:
                log.warning("extractor timed out after %g s; killing it", timeout_s)
                self._stop(graceful=False)
                raise ExtractionTimeout(reasons.TIMED_OUT(seconds=f"{timeout_s:g}"))
            try:
                if self._conn.poll(min(_POLL_S, remaining)):
                    return cast(tuple[Any, ...], self._conn.recv())
            except (EOFError, OSError):
                raise self._crashed() from None
            if self._over_memory():
                log.warning("extractor went over %d MB; killing it", self.memory_limit_mb)
                self._stop(graceful=False)
                raise ExtractionError(reasons.OVER_MEMORY(limit=self.memory_limit_mb))

    def _over_memory(self) -> bool:
        import psutil

        if self._watched is None:
            return False
        try:
            return bool(self._watched.memory_info().rss > self._rss_limit)
        except psutil.Error:
            return False

    def _crashed(self) -> ExtractionError:
        process = self._process
        process.join(_GRACE_S)
        pid, code = process.pid, process.exitcode
        self._stop(graceful=False)
        if self._closed:
            return ExtractionError(reasons.EXTRACTOR_CLOSED())
        log.warning("extractor process %s died (%s)", pid, _exit_reason(code))
        return ExtractionError(reasons.CRASHED(reason=_exit_reason(code)))

    def _stop(self, *, graceful: bool) -> None:
        process, conn = self._process, self._conn
        self._process = self._conn = None
        if process is None:
            return
        if graceful and process.is_alive():
            with contextlib.suppress(OSError, ValueError):
                conn.send(None)
            process.join(_GRACE_S)
        if process.is_alive():
            process.kill()
            process.join(_GRACE_S)
        with contextlib.suppress(OSError):
            conn.close()
        with contextlib.suppress(ValueError):
            process.close()


class _ChildClock:
    """Seconds since it was made that count against a child's time limit: the wall clock, less
    the time the child was ready to run but got no core because other programs held them (it runs
    at background priority). Sampled at each call (Linux's ``/proc/PID/stat`` and ``schedstat``):
    over an interval in which the child was runnable, only the CPU time it got counts; one in
    which it was asleep or blocked (a hung share) counts whole. Elsewhere: the wall clock."""

    def __init__(self, pid: int | None) -> None:
        self._proc = f"/proc/{pid}" if pid is not None else ""
        self._last = time.monotonic()
        self._cpu = self._sample()[1]
        self._counted = 0.0

    def _sample(self) -> tuple[str, float]:
        """The child's state letter ("" when unknown) and its CPU time so far, in seconds."""
        if not self._proc:
            return "", 0.0
        try:
            with open(f"{self._proc}/stat", "rb") as fh:
                state = fh.read().rsplit(b")", 1)[1].split()[0].decode()
            with open(f"{self._proc}/schedstat", "rb") as fh:
                cpu = int(fh.read().split()[0]) / 1e9
        except (OSError, ValueError, IndexError):  # not Linux, or the child is gone
            return "", 0.0
        return state, cpu

    def elapsed(self) -> float:
        now = time.monotonic()
        interval, self._last = now - self._last, now
        state, cpu = self._sample()
        ran, self._cpu = max(0.0, cpu - self._cpu), cpu
        self._counted += min(interval, ran) if state == "R" else interval
        return self._counted


def _watch(pid: int) -> Any:
    import psutil

    try:
        return psutil.Process(pid)
    except psutil.Error:
        return None


def _exit_reason(code: int | None) -> str:
    if code is None:
        return reasons.STILL_RUNNING()
    if code < 0:
        return reasons.SIGNAL(signal=-code)
    return reasons.EXIT_CODE(code=code)


# -- child side -------------------------------------------------------------


def serve(*, conn: Any, memory_limit_mb: int, max_chars: int, extras: Mapping[str, str]) -> None:
    """The child's loop: read a path, answer with a Document or an error; stop when the pipe closes."""
    from .image import recognise_page
    from .registry import extract_file

    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl+C is the parent's to handle
    # A file's own oddities are not the user's console's business: Pillow warns once per odd EXIF
    # tag ("Metadata Warning, tag 282 had too many entries"), hundreds of lines for one photo.
    # (DecompressionBombWarning is a RuntimeWarning, turned into an error where images open.)
    warnings.filterwarnings("ignore", category=UserWarning, module=r"PIL(\..*)?$")
    logging.getLogger("PIL").setLevel(logging.ERROR)
    try:
        functions = {suffix: _load(spec) for suffix, spec in extras.items()}
        for module in _PRELOAD:
            with contextlib.suppress(ImportError):
                importlib.import_module(module)
        baseline = _limit_memory(memory_limit_mb)
    except Exception as exc:
        conn.send(("failed", f"{type(exc).__name__}: {exc}"))
        return
    conn.send(("ready", baseline))
    out_of_memory = ("error", "ExtractionError", reasons.OVER_MEMORY(limit=memory_limit_mb), True)
    while True:
        try:
            request = conn.recv()
        except (EOFError, OSError):
            return
        if request is None:
            return
        reply: tuple[Any, ...]
        try:
            if isinstance(request, tuple) and request[0] == "store":  # ("store", path, start)
                from .mailstore import read_store

                reply = (
                    "ok",
                    read_store(Path(request[1]), request[2], max_chars=max_chars, limit=request[3]),
                )
            elif isinstance(request, tuple) and request[0] == "speech":
                # ("speech", path, start_s, piece_s, model_dir, options): faster-whisper is
                # imported here, on the first such request, never by a child that reads no speech.
                from .speech import transcribe_piece

                _, name, start_s, piece_s, model_dir, options = request
                piece = transcribe_piece(
                    Path(name), start_s, piece_s, model_dir=Path(model_dir), options=options
                )
                reply = ("ok", piece)
            elif isinstance(request, tuple):  # ("ocr", path, page, kind, languages)
                _, name, page, kind, languages = request
                text = recognise_page(Path(name), page, kind=kind, languages=languages)
                reply = ("ok", text[:max_chars])
            elif (function := functions.get(Path(request).suffix.lower())) is not None:
                reply = ("ok", truncate(function(Path(request), max_chars=max_chars), max_chars))
            else:
                reply = ("ok", extract_file(Path(request), max_chars=max_chars))
        except MemoryError:
            reply = out_of_memory
        except ExtractionError as exc:
            if isinstance(exc.__cause__, MemoryError):
                reply = out_of_memory
            else:
                reply = ("error", type(exc).__name__, exc.reason, False)
        except Exception as exc:
            reply = ("error", "ExtractionError", reasons.EXTRACTOR_FAILED(error=type(exc).__name__), False)
        try:
            conn.send(reply)
        except (OSError, ValueError):
            return
        except MemoryError:  # the document was too large to pickle within the limit
            with contextlib.suppress(OSError, ValueError):
                conn.send(out_of_memory)
            return
        if reply[0] == "error" and len(reply) > 3 and reply[3]:
            return  # after running out of memory, start afresh


def _load(spec: str) -> Callable[..., Document]:
    module, _, name = spec.partition(":")
    return cast(Callable[..., Document], getattr(importlib.import_module(module), name))


def _limit_memory(memory_limit_mb: int) -> int:
    """Cap the address space at the current size plus the budget; return the resident size."""
    import psutil

    info = psutil.Process().memory_info()
    try:
        import resource
    except ImportError:  # Windows: the parent's RSS watch is the limit
        return int(info.rss)
    _, hard = resource.getrlimit(resource.RLIMIT_AS)
    limit = info.vms + memory_limit_mb * _MB
    if hard != resource.RLIM_INFINITY:
        limit = min(limit, hard)
    try:
        resource.setrlimit(resource.RLIMIT_AS, (limit, hard))
    except (ValueError, OSError):  # macOS does not enforce RLIMIT_AS; rely on the RSS watch
        log.debug("cannot set RLIMIT_AS", exc_info=True)
    return int(info.rss)
