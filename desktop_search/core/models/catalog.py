"""The built-in catalog of well-known GGUF models, and which of them this app can run.

Each entry records its GGUF architecture (``general.architecture``). An entry
whose architecture the installed llama.cpp does not know is shown as
unavailable, with the reason, and never downloaded: llama.cpp would refuse the
file only after the user had waited for hundreds of megabytes.

Which architectures the installed llama.cpp knows is read from the library
itself: libllama holds its architecture name table as NUL-terminated strings.
The check looks for ``name + NUL`` (the linker shares a string's storage with a
longer one that ends with it, so ``"bert"`` may exist only as the end of
``"nomic-bert"``); a name that is merely the end of an unrelated string would
be taken as supported, which errs on the side of today's behaviour (offering
the model). When the library cannot be found or read, nothing is marked
unavailable.
"""

from __future__ import annotations

import importlib.util
import json
import logging
import mmap
import sys
import threading
from collections.abc import Callable, Iterable
from dataclasses import dataclass, fields
from importlib import metadata, resources
from pathlib import Path

from ..common.texts import QT_TRANSLATE_NOOP, translate

log = logging.getLogger(__name__)

EMBEDDER, RERANKER = "embedder", "reranker"

#: An architecture every llama.cpp build knows: when it is not found, the scan cannot be trusted.
_ANCHOR_ARCHITECTURE = "llama"
_LIBRARY_NAMES = ("libllama.so", "libllama.dylib", "llama.dll")


@dataclass(frozen=True)
class CatalogEntry:
    """One well-known GGUF model (see ``catalog.json`` for the sources of sizes and checksums)."""

    id: str
    name: str
    kind: str
    family: str
    repo: str
    revision: str
    filename: str
    url: str
    size_bytes: int | None
    sha256: str | None
    dims: int | None
    max_tokens: int | None
    languages: str
    license: str | None
    quant: str
    notes: str
    source: str
    #: the GGUF ``general.architecture`` llama.cpp must know to load the file (None: not recorded)
    architecture: str | None = None

    @property
    def downloadable(self) -> bool:
        return bool(self.sha256)

    def target(self, models_dir: Path) -> Path:
        return models_dir / self.filename

    def installed(self, models_dir: Path) -> Path | None:
        """The downloaded file, when it is complete."""
        path = self.target(models_dir)
        try:
            size = path.stat().st_size
        except OSError:
            return None
        return path if self.size_bytes is None or size == self.size_bytes else None


def catalog() -> list[CatalogEntry]:
    """The built-in catalog, embedders first (small to large), then rerankers."""
    text = resources.files(__package__).joinpath("catalog.json").read_text(encoding="utf-8")
    known = {f.name for f in fields(CatalogEntry)}
    return [
        CatalogEntry(**{k: v for k, v in item.items() if k in known}) for item in json.loads(text)["models"]
    ]


def unavailable_reason(entry: CatalogEntry, *, english: bool = False) -> str | None:
    """Why the installed llama.cpp cannot load ``entry`` (words for the user, in their language
    unless ``english``: :mod:`..texts`), or None when it can."""
    if not entry.architecture:
        return None
    if architecture_supported(entry.architecture) is not False:
        return None
    reason = QT_TRANSLATE_NOOP(
        "Catalog",
        "needs a newer llama.cpp: architecture {architecture} is not supported by this build ({version})",
    )
    return (reason if english else translate("Catalog", reason)).format(
        architecture=entry.architecture, version=_llama_cpp_version(english=english)
    )


def description(entry: CatalogEntry) -> str:
    """What the catalog says of ``entry`` (its ``notes``), in the user's language."""
    return translate("Catalog", entry.notes)


def languages_text(entry: CatalogEntry) -> str:
    """The languages ``entry`` reads ("en", "multilingual"), in the user's language."""
    return translate("Catalog", entry.languages)


#: The words of ``catalog.json`` the Models window shows, for lupdate, which reads only code
#: (tests/unit/test_catalog_texts.py keeps them the same as the file's).
CATALOG_TEXTS = (
    QT_TRANSLATE_NOOP("Catalog", "en"),
    QT_TRANSLATE_NOOP("Catalog", "multilingual"),
    QT_TRANSLATE_NOOP(
        "Catalog",
        "Smallest and fastest: 33M-parameter English embedder, 384-d. ~37 MB file, ~150 MB RAM in "
        "use. Good default for low-end laptops and English-only libraries. Queries take the BGE "
        "instruction prefix.",
    ),
    QT_TRANSLATE_NOOP(
        "Catalog",
        "English, 768-d with Matryoshka cuts (512/256/128/64). Needs 'search_query: ' / "
        "'search_document: ' prefixes. ~146 MB file, ~300-400 MB RAM. The GGUF declares a "
        "2048-token context (the model card advertises 8192 with RoPE scaling).",
    ),
    QT_TRANSLATE_NOOP(
        "Catalog",
        "Google's 308M on-device embedder, 100+ languages, 768-d with Matryoshka cuts "
        "(512/256/128). Uses 'task: search result | query: ' and 'title: … | text: ' prefixes. "
        "~334 MB file, ~0.5-0.7 GB RAM. Needs a llama.cpp build with the gemma-embedding "
        "architecture.",
    ),
    QT_TRANSLATE_NOOP(
        "Catalog",
        "Google's second-generation EmbeddingGemma (Oct 2026); this is the ~270M text part only "
        "(the image/audio projector is a separate mmproj file, not needed for text). 768-d with "
        "Matryoshka cuts (512/256/128), 8192-token context, same task prefixes as EmbeddingGemma. "
        "~310 MB file, ~0.5-1 GB RAM. REQUIRES a llama.cpp new enough to know the "
        "'gemma-embedding2' architecture (added upstream 2026-10-06, llama.cpp PR #30054; reported "
        "working from release b11452-b11476): the llama-cpp-python wheel must bundle such a build, "
        "older ones fail to load it. Needs a llama.cpp with the gemma-embedding2 architecture "
        "(newer than the llama-cpp-python 0.3.36 build this app ships); until then the Models "
        "window shows it as unavailable and does not download it.",
    ),
    QT_TRANSLATE_NOOP(
        "Catalog",
        "Multilingual XLM-R based embedder, 1024-d with Matryoshka cuts, 8192 tokens, mean "
        "pooling. NON-COMMERCIAL licence (CC-BY-NC-4.0). GGUF architecture 'jina-bert-v3' needs a "
        "recent llama.cpp. This is the base model only: v3's task LoRA adapters are separate GGUF "
        "files in the same repo and are not loaded. ~601 MB file, ~1-1.5 GB RAM.",
    ),
    QT_TRANSLATE_NOOP(
        "Catalog",
        "Strong multilingual dense retriever (XLM-R large), 1024-d, 8192 tokens, no prefixes "
        "needed, CLS pooling. ~635 MB file, ~1-1.5 GB RAM; long inputs need a large batch/ubatch.",
    ),
    QT_TRANSLATE_NOOP(
        "Catalog",
        "Decoder-based multilingual embedder (also good for code), 1024-d, last-token pooling, 32k "
        "context (cap it, e.g. 2048-8192, to bound RAM). Queries need the 'Instruct: …\\nQuery:' "
        "prefix, documents none. ~640 MB file, ~1-1.5 GB RAM at a few thousand tokens.",
    ),
    QT_TRANSLATE_NOOP(
        "Catalog",
        "EXPERIMENTAL. Tiny English BERT cross-encoder (22M params, ~25 MB, ~100 MB RAM). Public "
        "reports disagree on whether llama.cpp scores it correctly: the llama.cpp conversion drops "
        "the BERT pooler (score = classifier(CLS) instead of classifier(tanh(pooler(CLS)))) and "
        "llama.cpp does not pass segment ids; one llama-cpp-python trial got flat scores "
        "(0.50/0.48/0.49) and rejected it, another llama-server test ranked correctly. Its GGUF "
        "metadata also names the L12 model. Verify before recommending; prefer "
        "jina-reranker-v1-tiny-en for a small English reranker.",
    ),
    QT_TRANSLATE_NOOP(
        "Catalog",
        "Very small English cross-encoder (JinaBERT with ALiBi, 8k context), ~35 MB file, ~100-200 "
        "MB RAM. Fast CPU reranking for English libraries; its head is a direct projection, so "
        "llama.cpp scores it as intended.",
    ),
    QT_TRANSLATE_NOOP(
        "Catalog",
        "Strong multilingual cross-encoder (XLM-R, 568M). Outputs a logit (apply sigmoid for 0-1). "
        "~636 MB file, ~0.8-1 GB RAM; a few seconds for top-10 on CPU.",
    ),
    QT_TRANSLATE_NOOP(
        "Catalog",
        "Decoder-based multilingual reranker (yes/no head, rank pooling). The (query, document) "
        "pair must be rendered with the GGUF's tokenizer.chat_template.rerank template and "
        "tokenized with special tokens; llama.cpp already returns a probability (do not apply "
        "another sigmoid). ~640 MB file, ~1 GB RAM.",
    ),
)


def pick_reranker(
    entries: Iterable[CatalogEntry] | None = None, *, fits: Callable[[CatalogEntry], bool] | None = None
) -> CatalogEntry | None:
    """The reranker to offer for a one-click download, or None.

    The smallest catalog reranker (by ``size_bytes``) that is downloaded
    automatically (a published checksum and a known size), that the
    installed llama.cpp can load and that ``fits`` (e.g. reranks a search
    within its time budget on this machine).
    """
    candidates = [
        e
        for e in (catalog() if entries is None else entries)
        if e.kind == RERANKER and e.downloadable and e.size_bytes and unavailable_reason(e) is None
    ]
    candidates.sort(key=lambda e: e.size_bytes or 0)
    return next((e for e in candidates if fits is None or fits(e)), None)


#: Bytes per weight of the catalog's quantisations (ggml block layouts: Q8_0 is 34 bytes per 32
#: weights, Q4_0 18 per 32), to estimate a model's size in weights from its file size.
BYTES_PER_WEIGHT = {"F32": 4.0, "F16": 2.0, "BF16": 2.0, "Q8_0": 34 / 32, "Q6_K": 210 / 256, "Q4_0": 18 / 32}


def estimated_parameters(entry: CatalogEntry) -> int | None:
    """About how many weights ``entry`` has (from its file size and quantisation), or None."""
    per_weight = BYTES_PER_WEIGHT.get((entry.quant or "").upper())
    if not entry.size_bytes or per_weight is None:
        return None
    return int(entry.size_bytes / per_weight)


def estimated_rerank_seconds(
    entry: CatalogEntry,
    *,
    embedder_parameters: int,
    embedder_tokens_per_s: float,
    pairs: int,
    tokens_per_pair: int,
) -> float | None:
    """About how long ``entry`` would take to rerank one search on this machine, or None.

    A transformer encoder's work per token grows with its weights, so the reranker reads about
    ``embedder_tokens_per_s * embedder_parameters / its parameters`` tokens a second, measured
    against the embedding model on this very machine (same llama.cpp, same threads). One search
    reranks ``pairs`` (query, passage) pairs of about ``tokens_per_pair`` tokens. An estimate
    within a factor of about two: attention's share and the vocabulary's size differ by model.
    """
    parameters = estimated_parameters(entry)
    if not parameters or embedder_parameters <= 0 or embedder_tokens_per_s <= 0:
        return None
    tokens_per_s = embedder_tokens_per_s * embedder_parameters / parameters
    return pairs * tokens_per_pair / tokens_per_s


_known: dict[str, bool | None] = {}
_known_lock = threading.Lock()


def architecture_supported(name: str) -> bool | None:
    """Whether the installed libllama knows the GGUF architecture ``name``; None when it cannot be told."""
    with _known_lock:
        if name not in _known:
            _known.update(_scan_library([name, _ANCHOR_ARCHITECTURE]))
        return _known[name]


def _scan_library(names: list[str]) -> dict[str, bool | None]:
    library = _libllama_path()
    unknown: dict[str, bool | None] = dict.fromkeys(names)
    if library is None:
        log.info("libllama not found; catalog entries are not checked against it")
        return unknown
    try:
        with open(library, "rb") as fh, mmap.mmap(fh.fileno(), 0, access=mmap.ACCESS_READ) as data:
            found = {name: data.find(name.encode() + b"\0") >= 0 for name in names}
    except (OSError, ValueError) as exc:
        log.warning("cannot read %s to list its architectures: %s", library, exc)
        return unknown
    if not found.get(_ANCHOR_ARCHITECTURE):
        log.warning("%s does not look like libllama; catalog entries are not checked against it", library)
        return unknown
    return dict(found)


def _libllama_path() -> Path | None:
    """The libllama that llama-cpp-python loads, found without importing it (a slow import)."""
    module = sys.modules.get("llama_cpp")
    if module is not None and getattr(module, "__file__", None):
        folders = [Path(module.__file__ or "").parent]
    else:
        try:
            spec = importlib.util.find_spec("llama_cpp")
        except (ImportError, ValueError):
            return None
        folders = [Path(p) for p in (spec.submodule_search_locations or [])] if spec else []
    for folder in folders:
        for where in (folder / "lib", folder):
            for name in _LIBRARY_NAMES:
                if (where / name).is_file():
                    return where / name
            # a layout that kept only the versioned copy (libllama.so.0)
            for path in sorted(where.glob("libllama.so.*")):
                return path
    return None


def _llama_cpp_version(*, english: bool = False) -> str:
    try:
        return f"llama-cpp-python {metadata.version('llama_cpp_python')}"
    except metadata.PackageNotFoundError:
        bundled = QT_TRANSLATE_NOOP("Catalog", "the bundled llama.cpp")
        return bundled if english else translate("Catalog", bundled)
