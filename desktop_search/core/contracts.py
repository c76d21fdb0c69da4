"""The typed values the core hands a front end (the window, the CLI): no dicts of string keys.

They cross threads as they are (frozen dataclasses of plain values), so a front end reads
attributes its type checker knows, and a renamed field is an error, not a silent ``None``.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import Any

from .indexing.progress import IndexReport, Progress
from .searching.results import SearchResult


@dataclass(frozen=True)
class EngineStatus:
    """What is indexed, with which models, and what is wrong with the set-up."""

    data_dir: str
    model: str
    model_file: str
    dimensions: int
    device: str
    folders: list[str]
    files: int
    failed: int
    skipped: int
    chunks: int
    vectors: int
    model_size: int | None
    model_warning: str
    settings_warnings: list[str]
    switching_to: str | None
    reranker: str | None
    reranker_file: str | None
    reranker_size: int | None
    reranker_device: str | None
    reranker_error: str
    #: Indexed passages per language (ISO 639-1 code); passages too short to tell are left out.
    languages: dict[str, int] = field(default_factory=dict)
    #: OCR: "on: eng+deu (tesseract)...", "off (settings: ocr)" or why it is unavailable.
    ocr: str = ""
    #: Speech: "on: whisper-base, ...", "off (settings: speech)" or why it is unavailable.
    speech: str = ""
    #: The speech model chosen and where it runs ("CPU (2 threads)", like ``device``); "" when off.
    speech_model: str = ""
    speech_device: str = ""
    #: Recordings indexed (with speech read or to be read, or a timed transcript from subtitles),
    #: those whose speech is not read to its end yet, and the minutes of sound they have left.
    recordings: int = 0
    speech_waiting: int = 0
    speech_left_min: float = 0.0
    #: Passages (and their files) findable by their words, still waiting for their vectors.
    meaning_pending: int = 0
    meaning_files: int = 0
    #: Files indexed in part (cut at a limit, pages left out) or found by their words only
    #: (machine-written text): ``status --errors`` lists them with what was left out.
    partly_indexed: int = 0
    words_only_files: int = 0
    #: Each folder's state: path, state (online, offline, unreachable, unreadable, missing), since,
    #: reason, described ("offline since 14:02: ..."), files, volume, network, removable.
    folder_states: list[dict[str, Any]] = field(default_factory=list)
    #: Mail found on this computer that no chosen folder holds: ``{"program", "path"}`` each
    #: (offered as "Add my mail"; nothing is added without the user's click).
    mail_found: list[dict[str, str]] = field(default_factory=list)
    #: Messages inside mail stores (each a result of its own; their stores count as files).
    messages: int = 0
    #: Why the model switch to ``switching_to`` ran to its end without making its index the one
    #: in use (an English reason of :mod:`.reasons`; "" when none): it is resumed later.
    switch_waiting: str = ""
    #: The shared indexes searched through their local copies (:class:`.elsewhere.puller.SharedState`
    #: as JSON): url, name, pulls, away_since (seconds since the epoch, or None), error, other_model.
    shared: list[dict[str, Any]] = field(default_factory=list)

    def to_json(self) -> dict[str, Any]:
        return asdict(self)


@dataclass(frozen=True)
class RunProgress(Progress):
    """One heartbeat of an indexing run, as a front end shows it: the indexer's :class:`Progress`
    plus what the session works out from it."""

    rate: float = 0.0  # files per second through the words step, 0 while unknown
    eta_s: float | None = None  # until every planned file is findable by its words
    meaning_eta_s: float | None = None  # until every passage has its vector, at this run's rate
    switching: str = ""  # the embedding model whose index is being built ("" for indexing)

    @classmethod
    def of(cls, p: Progress, *, switching: str = "") -> RunProgress:
        """``p`` with its rates and times left, from what this run has measured so far."""
        rate = p.files_done / p.elapsed_s if p.elapsed_s > 1 and p.files_done else 0.0
        eta = (p.files_total - p.files_done) / rate if rate else None
        # The meaning rate is this run's own, once it has seen enough to be worth quoting.
        meaning_eta = p.meaning_pending / p.meaning_rate if p.meaning_rate and p.meaning_done >= 16 else None
        return cls(**asdict(p), rate=rate, eta_s=eta, meaning_eta_s=meaning_eta, switching=switching)


@dataclass(frozen=True)
class RunSummary:
    """A finished run (or a folder removal), and the status after it."""

    report: IndexReport
    status: EngineStatus
    switched: bool = False


@dataclass(frozen=True)
class Answer:
    """The answer to one query: first-stage results, then (``final``) the reranked order."""

    results: list[SearchResult] = field(default_factory=list)
    reranked: bool = False
    final: bool = True
    #: Why the results are not reranked, an English source text (translated where shown).
    note: str = ""
    error: str = ""
    #: Not reranked for want of a reranker model (:attr:`.search.SearchResponse.no_reranker`).
    no_reranker: bool = False
    #: No file holds any of the query's words: the results were found by meaning alone
    #: (:attr:`.search.SearchResponse.no_word_match`).
    no_word_match: bool = False
    #: Typed words no file holds, also searched as (typed, searched)
    #: (:attr:`.search.SearchResponse.also_searched`).
    also_searched: tuple[tuple[str, str], ...] = ()
    #: Why there are no results, when the core knows: ``like:`` on a file it cannot compare
    #: (:attr:`.search.SearchResponse.reason`; English, shown with ``reasons.shown``).
    reason: str = ""


@dataclass(frozen=True)
class RerankerOffer:
    """The catalog reranker to offer while none is in use."""

    id: str
    name: str
    size_bytes: int | None
    seconds_per_search: float | None
    budget_s: float
