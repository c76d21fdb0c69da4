"""Relevance scores for (query, document) pairs with a cross-encoder reranker in llama.cpp.

A reranker reads the query and one document together and returns one number,
higher for more relevant; it reorders the first-stage (embedding) hits.
llama.cpp runs it with *rank pooling*: the pooled state of each sequence goes
through the model's classification head (``cls``, ``cls.output``) and
``llama_get_embeddings_seq`` hands back ``n_cls_out`` floats per sequence.
Files without rank pooling (an embedding model picked by mistake, a plain
chat model) are refused with a :class:`RerankerError`.

How a pair becomes tokens, as llama.cpp's server does it
(``format_prompt_rerank`` in ``tools/server``):

* a GGUF with a ``tokenizer.chat_template.rerank`` template (Qwen3-Reranker
  as converted by a recent ``convert_hf_to_gguf.py``) gets the template with
  ``{query}`` and ``{document}`` substituted, tokenised with special tokens
  parsed and none added;
* any other model gets ``BOS query EOS SEP document EOS``, each special only
  where the vocabulary asks for it (``add_bos``/``add_eos``/``add_sep``, EOS
  falling back to SEP). That is ``[CLS] q [SEP] d [SEP]`` for BERT and
  ``<s> q </s></s> d </s>`` for XLM-RoBERTa (bge-reranker). One deliberate
  difference: where the vocabulary adds a SEP but no EOS (BERT files made for
  embeddings), the closing separator is still written, as BERT's pair format
  has it.

A pair longer than :attr:`Reranker.max_tokens` loses the end of its
*document*; the query is kept (unless it alone would take more than half the
window) and so is the closing separator. Many pairs share one decode, each in
its own sequence, within ``n_batch`` tokens and ``n_seq_max`` sequences
(``n_ubatch == n_batch``: an encoder sees a whole batch at once).

Known limit: llama.cpp feeds every token with token type 0, while BERT
cross-encoders were trained with type 1 on the document half, so their
scores differ a little from sentence-transformers' (the ordering is what
matters here, and :meth:`Reranker.sanity_check` with ``strict=True`` checks
it on real models).
"""

from __future__ import annotations

import contextlib
import logging
import re
import time
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from ..common import reasons
from .runtime import (
    DEFAULT_BATCH_TOKENS,
    DEFAULT_FLASH_ATTN,
    DEFAULT_SEQ_MAX,
    POOLING_NAMES,
    DecodeError,
    ModelError,
    ModelInfo,
    compute,
    decode_pooled,
    fill_batch,
    load_llama,
    route_llama_logs,
)

log = logging.getLogger(__name__)

RANK_POOLING = 4
#: Longest pair ever fed, whatever the model could take: first-stage chunks
#: are short, and attention cost grows with the square of the length.
MAX_RERANK_TOKENS = 512
#: Scores closer together than this over varied pairs count as constant.
MIN_SCORE_SPREAD = 1e-4
_ENCODER_ARCHS = frozenset({"bert", "jina-bert-v2", "nomic-bert", "modern-bert", "neo-bert"})

#: (query, relevant passage, irrelevant passage): a reranker worth using
#: orders each pair right by a wide margin.
SANITY_TRIPLES: tuple[tuple[str, str, str], ...] = (
    (
        "what is the capital of France",
        "Paris is the capital and largest city of France.",
        "The mitochondria is the powerhouse of the cell.",
    ),
    (
        "how do I bake bread at home",
        "Mix flour, water, yeast and salt, let the dough rise, then bake it in a hot oven.",
        "The stock market closed higher on Friday after strong quarterly earnings.",
    ),
    (
        "symptoms of the flu",
        "Influenza commonly causes fever, cough, sore throat, muscle aches and tiredness.",
        "The Eiffel Tower was completed in 1889 for the World's Fair.",
    ),
    (
        "sort a list in python",
        "Call list.sort() to sort a Python list in place, or sorted() to get a new sorted list.",
        "Elephants are the largest living land animals.",
    ),
)


class RerankerError(ModelError):
    """The file is not a usable reranker, or llama.cpp failed while scoring."""


@dataclass(frozen=True)
class RerankerInfo:
    name: str
    #: "bert-classifier", "xlm-roberta-classifier", "qwen3-reranker" or "generic"
    family: str
    path: Path
    #: longest pair fed, specials included; documents are cut to fit
    max_tokens: int
    device: str


@dataclass
class RerankStats:
    pairs: int = 0
    tokens: int = 0
    truncated: int = 0
    batches: int = 0
    #: documents left unscored (NaN) because a deadline passed
    skipped: int = 0
    seconds: float = 0.0


def detect_family(metadata: Mapping[str, str]) -> str:
    """The reranker family, from GGUF metadata (names, architecture, tokenizer)."""
    name = " ".join(metadata.get(k, "") for k in ("general.name", "general.basename")).lower()
    if "qwen3" in name and "rerank" in name:
        return "qwen3-reranker"
    if metadata.get("general.architecture") in _ENCODER_ARCHS:
        tokenizer = metadata.get("tokenizer.ggml.model")
        if tokenizer == "bert":
            return "bert-classifier"
        if tokenizer == "t5":  # SentencePiece unigram: XLM-RoBERTa (bge-reranker, ...)
            return "xlm-roberta-classifier"
    return "generic"


def order_by_scores(scores: np.ndarray) -> list[int]:
    """Indices by descending score; unscored (NaN) entries last, in their original order.

    Ties keep the original (first-stage) order too.
    """
    values = np.asarray(scores, dtype=np.float64)
    scored = np.isfinite(values)
    keys = np.where(scored, -values, 0.0)
    # lexsort: last key is primary -> unscored last, then score, then index (stable)
    return [int(i) for i in np.lexsort((np.arange(len(values)), keys, ~scored))]


class Reranker:
    """Scores documents against a query with a GGUF cross-encoder.

    Every decode, from whichever thread calls, is one job on the compute thread.
    """

    def __init__(
        self,
        model_path: Path,
        *,
        n_threads: int | None = None,
        gpu: bool | None = None,
        batch_tokens: int | None = None,
        check: bool = True,
        strict: bool = False,
    ) -> None:
        """Load ``model_path``; unless ``check`` is False, run :meth:`sanity_check` (with ``strict``)."""
        import llama_cpp

        try:
            model = ModelInfo.read(Path(model_path))
        except ModelError as exc:
            raise RerankerError(str(exc)) from exc
        family = detect_family(model.metadata)
        if model.pooling != RANK_POOLING:
            raise RerankerError(_not_a_reranker(model, family))
        route_llama_logs()
        limit = model.metadata.get("desktop_search.max_seq_length", "")
        self.max_tokens = min(
            model.n_ctx_train, MAX_RERANK_TOKENS, int(limit) if limit.isdigit() else 1 << 30
        )
        self.batch_tokens = max(batch_tokens or DEFAULT_BATCH_TOKENS, self.max_tokens)
        # what llama.cpp allocated, released in reverse order by close()
        self._owned = contextlib.ExitStack()
        try:
            loaded = load_llama(
                model.path,
                batch_tokens=self.batch_tokens,
                flash_attn=DEFAULT_FLASH_ATTN,
                n_threads=n_threads,
                gpu=gpu,
                pooling_type=llama_cpp.LLAMA_POOLING_TYPE_RANK,
            )
        except (ValueError, RuntimeError, OSError) as exc:
            raise RerankerError(reasons.MODEL_LLAMA_CANNOT_LOAD(name=model.path.name, reason=exc)) from exc
        self._llm = loaded.llm
        self._owned.callback(self._llm.close)
        self.info = RerankerInfo(
            name=model.name,
            family=family,
            path=model.path,
            max_tokens=self.max_tokens,
            device=loaded.device,
        )
        try:
            self._setup()
            if check:
                self.sanity_check(strict=strict)
        except BaseException:
            self.close()
            raise
        self.stats = RerankStats()

    def _setup(self) -> None:
        """Check the loaded model's head, read how pairs are formatted, allocate the batch."""
        import llama_cpp

        ctx, model, name = self._llm.ctx, self._llm.model, self.info.name
        if int(llama_cpp.llama_pooling_type(ctx)) != RANK_POOLING:
            raise RerankerError(reasons.RERANKER_NO_RANK_SETUP(name=name))
        self._n_out = int(llama_cpp.llama_model_n_cls_out(model))
        labels = [(llama_cpp.llama_model_cls_label(model, i) or b"").decode() for i in range(self._n_out)]
        if self._n_out != 1 and [label.lower() for label in labels] != ["yes", "no"]:
            raise RerankerError(reasons.RERANKER_CLASSIFIER(name=name, outputs=self._n_out, labels=labels))
        template = llama_cpp.llama_model_chat_template(model, b"rerank")
        self._template = template.decode("utf-8") if template else None
        self._prefix, self._middle, self._suffix = self._pair_specials()
        self.seq_max = max(1, min(DEFAULT_SEQ_MAX, int(llama_cpp.llama_n_seq_max(ctx))))
        self._memory = llama_cpp.llama_get_memory(ctx)
        self._batch = llama_cpp.llama_batch_init(self.batch_tokens, 0, 1)
        self._owned.callback(llama_cpp.llama_batch_free, self._batch)
        self.stats = RerankStats()
        log.info(
            "reranker %s: family=%s outputs=%d rerank template=%s max_tokens=%d batch=%d seqs=%d device=%s",
            name,
            self.info.family,
            self._n_out,
            self._template is not None,
            self.max_tokens,
            self.batch_tokens,
            self.seq_max,
            self.info.device,
        )

    # -- pairs --------------------------------------------------------------

    def _pair_specials(self) -> tuple[list[int], list[int], list[int]]:
        """Tokens before the query, between query and document, and after the document."""
        import llama_cpp

        vocab = llama_cpp.llama_model_get_vocab(self._llm.model)
        bos, eos, sep = (
            int(f(vocab))
            for f in (llama_cpp.llama_vocab_bos, llama_cpp.llama_vocab_eos, llama_cpp.llama_vocab_sep)
        )
        end = eos if eos >= 0 else sep
        add_bos = bool(llama_cpp.llama_vocab_get_add_bos(vocab)) and bos >= 0
        add_eos = bool(llama_cpp.llama_vocab_get_add_eos(vocab)) and end >= 0
        add_sep = bool(llama_cpp.llama_vocab_get_add_sep(vocab)) and sep >= 0
        closing = [end] if add_eos else [sep] if add_sep else []
        return [bos] * add_bos, [end] * add_eos + [sep] * add_sep, closing

    def _text_tokens(self, text: str, *, special: bool = False) -> list[int]:
        return list(self._llm.tokenize(text.encode("utf-8", "replace"), add_bos=False, special=special))

    def _detokenize(self, tokens: list[int]) -> str:
        return bytes(self._llm.detokenize(tokens)).decode("utf-8", "replace")

    def _prepare_query(self, query: str) -> tuple[str, list[int]]:
        """The query's text and tokens; cut only if it alone would take over half the window."""
        tokens = self._text_tokens(query)
        cap = self.max_tokens // 2
        if len(tokens) <= cap:
            return query, tokens
        log.debug("query of %d tokens cut to %d to leave room for documents", len(tokens), cap)
        return self._detokenize(tokens[:cap]), tokens[:cap]

    def pair_tokens(self, query: str, document: str) -> list[int]:
        """The tokens decoded for one pair (for tests and diagnostics)."""
        return self._pair(self._prepare_query(query), document)[0]

    def _pair(self, query: tuple[str, list[int]], document: str) -> tuple[list[int], bool]:
        if self._template is not None:
            return self._templated_pair(query[0], document)
        fixed = self._prefix + query[1] + self._middle
        room = self.max_tokens - len(fixed) - len(self._suffix)
        doc = self._text_tokens(document)
        return fixed + doc[:room] + self._suffix, len(doc) > room

    def _render(self, query: str, document: str) -> list[int]:
        assert self._template is not None
        values = {"{query}": query, "{document}": document}
        prompt = re.sub(r"\{query\}|\{document\}", lambda m: values[m.group(0)], self._template)
        return self._text_tokens(prompt, special=True)

    def _templated_pair(self, query: str, document: str) -> tuple[list[int], bool]:
        """The rerank template filled in; the document is cut (by its own tokens) until it fits."""
        tokens = self._render(query, document)
        if len(tokens) <= self.max_tokens:
            return tokens, False
        doc = self._text_tokens(document)
        while len(tokens) > self.max_tokens and doc:
            doc = doc[: max(0, len(doc) - (len(tokens) - self.max_tokens) - 2)]
            tokens = self._render(query, self._detokenize(doc))
        if len(tokens) > self.max_tokens:
            raise RerankerError(reasons.RERANKER_TEMPLATE_TOO_LONG(tokens=self.max_tokens))
        return tokens, True

    # -- scoring ------------------------------------------------------------

    def score(self, query: str, documents: Sequence[str], *, deadline: float | None = None) -> np.ndarray:
        """Relevance of each document to ``query`` (float32, same order; higher is more relevant).

        ``deadline`` is a :func:`time.monotonic` value. It is checked before
        each decode but the first (so a call always makes progress): once it
        has passed, no new decode starts and the documents not yet scored
        get NaN. Documents are decoded in the order given, so with
        first-stage order in, the best first-stage hits are scored first;
        callers keep first-stage order for the NaN ones (see
        :func:`order_by_scores`).
        """
        if self._llm is None:
            raise RerankerError(f"{self.info.name}: the reranker is closed")
        scores = np.full(len(documents), np.nan, dtype=np.float32)
        for n, batch in enumerate(self._batches(self._prepare_query(query), documents)):
            if n and deadline is not None and time.monotonic() >= deadline:
                break
            self._decode(batch, scores)
        self.stats.skipped += int(np.isnan(scores).sum())
        return scores

    def rerank(self, query: str, documents: Sequence[str], *, deadline: float | None = None) -> list[int]:
        """Indices of ``documents``, most relevant first (unscored ones last, in their given order)."""
        return order_by_scores(self.score(query, documents, deadline=deadline))

    def _batches(
        self, query: tuple[str, list[int]], documents: Sequence[str]
    ) -> Iterator[list[tuple[int, list[int]]]]:
        """Pairs packed into decodes of at most ``batch_tokens`` tokens and ``seq_max`` sequences."""
        batch: list[tuple[int, list[int]]] = []
        used = 0
        for index, document in enumerate(documents):
            tokens, cut = self._pair(query, document)
            self.stats.truncated += int(cut)
            if batch and (used + len(tokens) > self.batch_tokens or len(batch) >= self.seq_max):
                yield batch
                batch, used = [], 0
            batch.append((index, tokens))
            used += len(tokens)
        if batch:
            yield batch

    def _decode(self, pairs: list[tuple[int, list[int]]], scores: np.ndarray) -> None:
        started = time.perf_counter()
        try:
            n_total, out = compute(self._fill_and_decode, pairs)
        except DecodeError as exc:
            raise RerankerError(f"{exc} at document {pairs[0][0]}") from exc
        # one relevance logit, or yes/no (Qwen3-Reranker): their difference
        values = out[:, 0] if self._n_out == 1 else out[:, 0] - out[:, 1]
        for (index, _), value in zip(pairs, values.tolist(), strict=True):
            scores[index] = value
        self.stats.seconds += time.perf_counter() - started
        self.stats.pairs += len(pairs)
        self.stats.tokens += n_total
        self.stats.batches += 1

    def _fill_and_decode(self, pairs: list[tuple[int, list[int]]]) -> tuple[int, np.ndarray]:
        """Fill the batch buffer and decode it; returns the token count and the pooled rows.

        Runs on the compute thread only (see :meth:`_decode`), which serialises every use of
        the buffer: no lock is needed even when two threads score at once.
        """
        n_total = fill_batch(self._batch, [tokens for _, tokens in pairs])
        return n_total, decode_pooled(
            self._llm, self._memory, self._batch, n_seqs=len(pairs), width=self._n_out
        )

    # -- checks -------------------------------------------------------------

    def sanity_check(self, *, strict: bool = False) -> None:
        """Raise :class:`RerankerError` unless the model gives usable scores on :data:`SANITY_TRIPLES`.

        Always: scores must be finite and differ between pairs (a missing or
        zeroed classification head gives one constant). With ``strict`` (for
        real models: a random test model cannot pass it) every relevant
        passage must also outscore its irrelevant one.
        """
        results = [self.score(q, [good, bad]) for q, good, bad in SANITY_TRIPLES]
        self._check_scores_usable(np.concatenate(results))
        if strict:
            wrong = [q for (q, _, _), s in zip(SANITY_TRIPLES, results, strict=True) if not s[0] > s[1]]
            if wrong:
                raise RerankerError(
                    reasons.RERANKER_FAILS_CHECKS(
                        name=self.info.name,
                        wrong=len(wrong),
                        checks=len(SANITY_TRIPLES),
                        example=repr(wrong[0]),
                    )
                )

    def _check_scores_usable(self, scores: np.ndarray) -> None:
        if not np.isfinite(scores).all():
            raise RerankerError(reasons.RERANKER_NON_FINITE(name=self.info.name))
        spread = float(scores.max() - scores.min())
        if spread <= MIN_SCORE_SPREAD:
            raise RerankerError(
                reasons.RERANKER_CONSTANT(
                    name=self.info.name, score=f"{float(scores.min()):.6g}", spread=f"{spread:.2g}"
                )
            )

    # -- lifetime -----------------------------------------------------------

    def close(self) -> None:
        """Free the llama.cpp context and batch; idempotent."""
        owned = getattr(self, "_owned", None)
        if owned is not None:
            owned.close()
        self._llm = None

    def __enter__(self) -> Reranker:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def __del__(self) -> None:
        with contextlib.suppress(Exception):  # interpreter shutdown
            self.close()


def _not_a_reranker(model: ModelInfo, family: str) -> str:
    pooling = POOLING_NAMES.get(model.pooling, "no") if model.pooling is not None else "no"
    if family == "qwen3-reranker":
        return reasons.RERANKER_QWEN_NO_RANK(name=model.name, pooling=pooling)
    if model.pooling in (1, 2, 3):
        return reasons.RERANKER_IS_EMBEDDER(name=model.name, pooling=pooling)
    return reasons.RERANKER_OTHER_POOLING(name=model.name, architecture=model.architecture, pooling=pooling)


def configured_reranker(model: str) -> tuple[Reranker | None, str]:
    """The cross-encoder the settings name (``model``: a GGUF path, "" for none), or None and
    why it cannot be used: search still works then, unreranked."""
    if not model:
        return None, ""
    try:
        return Reranker(Path(model)), ""
    except (OSError, RuntimeError, ValueError) as exc:
        log.warning("reranker not used: %s", exc)
        return None, str(exc)
