"""Text embeddings with llama.cpp (llama-cpp-python), in streamed batches.

One :class:`Embedder` owns one llama.cpp context. Each decode is one job on the
process's compute thread (:func:`.runtime.submit`), so a search can slip a query
between two indexing batches instead of waiting for the whole queue.

How inputs become decodes: every input is tokenised with the model's own
tokenizer, cut to ``max_tokens`` on purpose when it is longer (the cut is
counted, and the trailing separator token is kept), then packed into
physical batches that respect both ``n_batch`` tokens and ``n_seq_max``
sequences. Encoder models need a whole batch in one micro-batch, so
``n_ubatch == n_batch``; the context is sized to hold a full batch.
Vectors come back batch by batch: memory does not grow with the number of
inputs. Decodes run on the process's one llama.cpp compute thread
(:func:`.runtime.compute`), one batch ahead of the caller, and the thread
count is re-chosen by measured speed (:class:`ThreadTuner`).
Each vector is checked (finite, right size, non-zero) before it is
L2-normalised.
"""

from __future__ import annotations

import contextlib
import logging
import threading
import time
from collections import OrderedDict
from collections.abc import Hashable, Iterable, Iterator
from concurrent.futures import Future
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, NamedTuple

import numpy as np

from ..common import reasons
from .profiles import ModelProfile, detect_profile
from .runtime import (
    DEFAULT_BATCH_TOKENS,
    DEFAULT_FLASH_ATTN,
    DEFAULT_GPU_BATCH_TOKENS,
    DEFAULT_GPU_SEQ_MAX,
    DEFAULT_SEQ_MAX,
    MAX_INPUT_TOKENS,
    POOLING_NAMES,
    DecodeError,
    ModelError,
    ModelInfo,
    decode_pooled,
    fill_batch,
    load_llama,
    route_llama_logs,
    submit,
    tokenize,
)

log = logging.getLogger(__name__)


class EmbeddingError(RuntimeError):
    """llama.cpp failed on an input or returned an invalid vector."""


@dataclass(frozen=True)
class EmbedderSettings:
    """Knobs that decide speed; ``None`` means "choose from the model"."""

    batch_tokens: int | None = None
    seq_max: int | None = None
    flash_attn: bool | None = None  #: None: llama.cpp decides (AUTO) by device and head size
    n_threads: int | None = None
    gpu: bool | None = None
    #: Matryoshka output size (0 = the model's native size).
    dim: int = 0


#: Queries whose vectors :meth:`Embedder.embed_query` keeps.
QUERY_CACHE = 32


@dataclass
class EmbedStats:
    inputs: int = 0
    tokens: int = 0
    truncated: int = 0
    batches: int = 0
    seconds: float = 0.0


@dataclass(frozen=True)
class EmbeddedBatch:
    """Vectors for one decode, in the order of ``keys``."""

    keys: list[Hashable]
    vectors: np.ndarray  # float32, shape (len(keys), dim), rows L2-normalised
    tokens: int
    truncated: int


class Tokens(NamedTuple):
    """One input as token ids, ready to decode; ``cut`` when it was longer than the model reads."""

    ids: list[int]
    cut: bool


@dataclass
class _Pending:
    keys: list[Hashable] = field(default_factory=list)
    tokens: list[list[int]] = field(default_factory=list)
    n_tokens: int = 0
    truncated: int = 0


class Embedder:
    """Embeds text with a GGUF model; every decode is one job on the compute thread."""

    def __init__(
        self,
        model_path: Path,
        *,
        settings: EmbedderSettings | None = None,
        profile: ModelProfile | None = None,
    ) -> None:
        import llama_cpp

        self.info = ModelInfo.read(Path(model_path))
        if self.info.pooling == 4:
            raise ModelError(reasons.MODEL_RANK_POOLING_NOT_EMBEDDER(name=self.info.name))
        if self.info.pooling in (None, 0):
            raise ModelError(
                reasons.MODEL_NO_POOLING(name=self.info.name, architecture=self.info.architecture)
            )
        settings = settings or EmbedderSettings()
        route_llama_logs()
        self.profile = profile or detect_profile(self.info.metadata, n_ctx_train=self.info.n_ctx_train)
        self.max_tokens = min(self.profile.max_tokens, self.info.n_ctx_train, MAX_INPUT_TOKENS)
        # An input must fit one physical batch.
        self.batch_tokens = max(settings.batch_tokens or DEFAULT_BATCH_TOKENS, self.max_tokens)
        try:
            loaded = load_llama(
                self.info.path,
                batch_tokens=self.batch_tokens,
                flash_attn=DEFAULT_FLASH_ATTN if settings.flash_attn is None else settings.flash_attn,
                gpu_batch_tokens=None
                if settings.batch_tokens
                else max(DEFAULT_GPU_BATCH_TOKENS, self.max_tokens),
                n_threads=settings.n_threads,
                gpu=settings.gpu,
            )
        except (ValueError, RuntimeError, OSError) as exc:
            raise ModelError(reasons.MODEL_LLAMA_CANNOT_LOAD(name=self.info.path.name, reason=exc)) from exc
        self._llm, self.device, self.n_threads = loaded.llm, loaded.device, loaded.n_threads
        self.batch_tokens = loaded.batch_tokens or self.batch_tokens
        #: What the context runs: asked for, or llama.cpp's AUTO choice for this device and model.
        self.flash_attn = loaded.flash_attn
        fixed = settings.n_threads is not None or not self.device.startswith("CPU")
        self._threads = ThreadTuner(self.n_threads, fixed=fixed)
        ctx = self._llm.ctx
        seq_max = settings.seq_max or (DEFAULT_GPU_SEQ_MAX if loaded.on_gpu else DEFAULT_SEQ_MAX)
        self.seq_max = max(1, min(seq_max, int(llama_cpp.llama_n_seq_max(ctx))))
        self.native_dim = int(llama_cpp.llama_model_n_embd(self._llm.model))
        self.dim = self.profile.check_dim(settings.dim, self.native_dim)
        self.pooling = POOLING_NAMES.get(int(llama_cpp.llama_pooling_type(ctx)), "unknown")
        self._memory = llama_cpp.llama_get_memory(ctx)
        self._vocab = llama_cpp.llama_model_get_vocab(self._llm.model)
        self._batch = llama_cpp.llama_batch_init(self.batch_tokens, 0, 1)
        self._inflight: set[Future[EmbeddedBatch]] = set()
        self._suffix = self._special_suffix()
        self.stats = EmbedStats()
        #: The last queries' vectors, by their text as embedded (:meth:`embed_query`).
        self._queries: OrderedDict[str, np.ndarray] = OrderedDict()
        self._queries_lock = threading.Lock()
        log.info(
            "embedder %s: dim=%d pooling=%s max_tokens=%d batch=%d seqs=%d flash_attn=%s device=%s",
            self.info.name,
            self.dim,
            self.pooling,
            self.max_tokens,
            self.batch_tokens,
            self.seq_max,
            self.flash_attn,
            self.device,
        )

    # -- tokenisation -------------------------------------------------------

    def tokenize(self, text: str) -> list[int]:
        """Token ids with the model's special tokens, as they will be decoded.

        Thread-safe: llama.cpp's vocabulary is read-only, so the indexer tokenises on its
        prefetch thread while a decode runs.
        """
        return tokenize(self._vocab, text, specials=True)

    def count_tokens(self, text: str) -> int:
        """Tokens of ``text`` alone, without special tokens."""
        return len(tokenize(self._vocab, text, specials=False))

    def _special_suffix(self) -> list[int]:
        """Tokens the tokenizer appends after the text (BERT's [SEP]); kept when cutting."""
        with_specials = self.tokenize("")
        bos = int(self._llm.token_bos())
        return [t for t in with_specials if t != bos][-1:] if with_specials else []

    def prepare(self, text: str) -> Tokens:
        """``text`` as the tokens one input will decode: cut to ``max_tokens``, specials kept."""
        tokens = self.tokenize(text)
        if not tokens:
            tokens = [int(self._llm.token_bos())]
        if len(tokens) <= self.max_tokens:
            return Tokens(tokens, False)
        keep = self.max_tokens - len(self._suffix)
        return Tokens(tokens[:keep] + self._suffix, True)

    # -- embedding ----------------------------------------------------------

    def embed_query(self, text: str) -> np.ndarray:
        """One normalised vector for a search query (with the model's query prefix).

        The last :data:`QUERY_CACHE` queries are kept: the local index and each shared index's
        copy are searched with the same query, which is embedded once.
        """
        formatted = self.profile.format_query(text)
        with self._queries_lock:
            kept = self._queries.get(formatted)
            if kept is not None:
                self._queries.move_to_end(formatted)
                return kept.copy()
        batch = next(self.embed_stream([(0, formatted)]))
        vector: np.ndarray = batch.vectors[0]
        with self._queries_lock:
            self._queries[formatted] = vector.copy()
            while len(self._queries) > QUERY_CACHE:
                self._queries.popitem(last=False)
        return vector

    def embed_documents(self, texts: Iterable[str]) -> np.ndarray:
        """All vectors at once (for small inputs and tests); rows follow ``texts``."""
        items = [(i, self.profile.format_document(t)) for i, t in enumerate(texts)]
        out = np.empty((len(items), self.dim), dtype=np.float32)
        for batch in self.embed_stream(items):
            out[np.asarray(batch.keys, dtype=np.int64)] = batch.vectors
        return out

    def embed_stream(self, items: Iterable[tuple[Hashable, str | Tokens]]) -> Iterator[EmbeddedBatch]:
        """Embed ``(key, text)`` pairs lazily, yielding one :class:`EmbeddedBatch` per decode.

        Texts are used as given (apply :meth:`ModelProfile.format_document` first); an
        input may also come already tokenised by :meth:`prepare` (the indexer does that on
        its prefetch thread, off the decoding cores' critical path).
        """
        # One decode runs on the compute thread (llama.cpp releases the GIL) while this
        # thread packs the next batch and the caller stores the previous one.
        pending = _Pending()
        inflight: Future[EmbeddedBatch] | None = None
        for key, text in items:
            tokens, cut = text if isinstance(text, Tokens) else self.prepare(text)
            if pending.keys and (
                pending.n_tokens + len(tokens) > self.batch_tokens or len(pending.keys) >= self.seq_max
            ):
                previous, inflight = inflight, self._submit(pending)
                pending = _Pending()
                if previous is not None:
                    yield previous.result()
            pending.keys.append(key)
            pending.tokens.append(tokens)
            pending.n_tokens += len(tokens)
            pending.truncated += int(cut)
        if pending.keys:
            previous, inflight = inflight, self._submit(pending)
            if previous is not None:
                yield previous.result()
        if inflight is not None:
            yield inflight.result()

    def _submit(self, pending: _Pending) -> Future[EmbeddedBatch]:
        future = submit(self._decode, pending)
        self._inflight.add(future)
        future.add_done_callback(self._inflight.discard)
        return future

    def _decode(self, pending: _Pending) -> EmbeddedBatch:
        """Fill the batch buffer and decode it; runs on the compute thread only (see :meth:`_submit`)."""
        import llama_cpp

        n_total = fill_batch(self._batch, pending.tokens)
        threads = self._threads.next()
        if threads != self._threads.current:
            llama_cpp.llama_set_n_threads(self._llm.ctx, threads, threads)
            self._threads.current = threads
        started = time.perf_counter()
        try:
            vectors = decode_pooled(
                self._llm, self._memory, self._batch, n_seqs=len(pending.keys), width=self.native_dim
            )
        except DecodeError as exc:
            raise EmbeddingError(f"{exc}, in a batch starting with input {pending.keys[0]!r}") from exc
        elapsed = time.perf_counter() - started
        self._threads.record(threads, elapsed / n_total)
        if self.dim != self.native_dim:  # Matryoshka: cut first, normalise after
            vectors = np.ascontiguousarray(vectors[:, : self.dim])
        _check_and_normalise(vectors, pending.keys)

        self.stats.inputs += len(pending.keys)
        self.stats.tokens += n_total
        self.stats.truncated += pending.truncated
        self.stats.batches += 1
        self.stats.seconds += elapsed
        return EmbeddedBatch(keys=pending.keys, vectors=vectors, tokens=n_total, truncated=pending.truncated)

    @property
    def parameters(self) -> int:
        """How many weights the model has (llama.cpp's count)."""
        import llama_cpp

        return int(llama_cpp.llama_model_n_params(self._llm.model))

    def tokens_per_second(self, *, min_tokens: int = 2000) -> float:
        """Document tokens embedded per second on this machine: measured while indexing (at least
        ``min_tokens``), else by embedding four short passages now (about 500 tokens: ~0.1 s with
        the default model; it runs at each start of an app that has no reranker and nothing new to
        index, so it is kept small)."""
        if self.stats.tokens < min_tokens:
            words = "the quick brown fox jumps over a lazy dog near the river bank " * 12
            self.embed_documents([words] * 4)
        return self.stats.tokens / self.stats.seconds if self.stats.seconds > 0 else 0.0

    @property
    def thread_choice(self) -> str:
        """The thread count in use and the candidates the tuner compares, e.g. ``"1 of [2, 1]"``."""
        return f"{self._threads.best} of {self._threads.candidates}"

    def close(self) -> None:
        import llama_cpp

        for future in list(getattr(self, "_inflight", ())):  # never free the model under a decode
            with contextlib.suppress(Exception):
                future.result()
        if getattr(self, "_batch", None) is not None:
            llama_cpp.llama_batch_free(self._batch)
            self._batch = None
        if getattr(self, "_llm", None) is not None:
            self._llm.close()
            self._llm = None

    def __enter__(self) -> Embedder:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def __del__(self) -> None:
        with contextlib.suppress(Exception):  # interpreter shutdown
            self.close()


class ThreadTuner:
    """Chooses llama.cpp's thread count by measured speed, again and again.

    On an idle machine one thread per core is fastest; when other programs
    keep the cores busy, llama.cpp's threads wait on each other at every
    barrier and half as many threads can be twice as fast (measured with
    bench/throughput.py on a shared 2-core machine). So each period starts
    by trying every candidate for ``probes`` decodes, then keeps the one with
    the least time per token for the rest of the period.

    Probing costs: a probe with half the threads on a quiet machine is a
    decode at half speed. So while all threads keep winning clearly the
    period doubles (up to ``max_period``); when the decodes in use turn
    markedly slower than their probe (load arrived), the next period starts
    at once and the period is back to ``period``.
    """

    SLOWER = 1.5  # "clearly" and "markedly": per-token time ratios

    def __init__(
        self,
        threads: int,
        *,
        fixed: bool = False,
        period: int = 200,
        probes: int = 2,
        max_period: int = 1600,
    ) -> None:
        self.current = threads
        self.candidates = [threads] if fixed or threads < 2 else [threads, max(1, threads // 2)]
        self.base_period, self.max_period, self.probes = period, max(period, max_period), probes
        self.period = period
        self._phase = 0
        self._samples: dict[int, list[float]] = {t: [] for t in self.candidates}
        self._reference = 0.0  # the chosen count's probe median, seconds per token
        self._slow_run = 0
        self.best = threads

    def next(self) -> int:
        """The thread count for the next decode."""
        if len(self.candidates) == 1:
            return self.best
        if self._phase >= self.period:
            self._phase = 0
        if self._phase == 0:  # only this period's probes count
            for samples in self._samples.values():
                samples.clear()
        phase = self._phase
        self._phase += 1
        exploring = len(self.candidates) * self.probes
        if phase < exploring:
            return self.candidates[phase % len(self.candidates)]
        if phase == exploring:
            self._choose()
        return self.best

    def _choose(self) -> None:
        medians = {t: float(np.median(s)) if s else float("inf") for t, s in self._samples.items()}
        self.best = min(self.candidates, key=lambda t: medians[t])
        self._reference = medians[self.best]
        others = [m for t, m in medians.items() if t != self.best]
        clear_win = self.best == self.candidates[0] and min(others) >= self.SLOWER * self._reference
        self.period = min(self.period * 2, self.max_period) if clear_win else self.base_period
        self._slow_run = 0

    def record(self, threads: int, seconds_per_token: float) -> None:
        if threads in self._samples and self._phase <= len(self.candidates) * self.probes:
            self._samples[threads].append(seconds_per_token)
            return
        if threads == self.best and self._reference > 0:
            slow = seconds_per_token > self.SLOWER * self._reference
            self._slow_run = self._slow_run + 1 if slow else 0
            if self._slow_run >= 2 * self.probes:  # load changed: probe again now
                self._phase = self.period
                self.period = self.base_period


def _check_and_normalise(vectors: np.ndarray, keys: list[Any]) -> None:
    finite = np.isfinite(vectors).all(axis=1)
    norms = np.linalg.norm(vectors, axis=1)
    for i in np.flatnonzero(~finite | (norms <= 1e-12)):
        what = "non-finite values" if not finite[i] else "a zero vector"
        raise EmbeddingError(f"the model returned {what} for input {keys[i]!r}")
    vectors /= norms[:, None]
