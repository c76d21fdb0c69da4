"""The user's models: a built-in catalog to download from, and imports of local models.

Every model the app uses lives in the data directory's ``models/`` folder, so
the index never depends on a file the user may move or delete elsewhere.
Downloads come only from the catalog's pinned HTTPS URLs and are verified
against the SHA-256 published for them (``catalog.json`` records where each
checksum was found); an entry without a published checksum is offered for
manual download and import, never fetched blindly.
"""

from __future__ import annotations

import logging
import os
import re
import shutil
import threading
from pathlib import Path

from ..config import private_open
from .catalog import (
    EMBEDDER,
    RERANKER,
    CatalogEntry,
    architecture_supported,
    catalog,
    pick_reranker,
    unavailable_reason,
)
from .convert import convert_sentence_transformer
from .download import DownloadError, ProgressCallback, download
from .runtime import ModelError, ModelInfo

log = logging.getLogger(__name__)

# The catalog lives in catalog.py; these names are used from here too.
__all__ = [
    "EMBEDDER",
    "RERANKER",
    "CatalogEntry",
    "catalog",
    "fetch",
    "import_model",
    "model_kind",
    "pick_reranker",
    "unavailable_reason",
]

_RANK_POOLING = 4


def model_kind(path: Path) -> str:
    """``"embedder"`` or ``"reranker"``, read from the GGUF header; ModelError for anything else."""
    info = ModelInfo.read(path)
    if info.architecture and architecture_supported(info.architecture) is False:
        raise ModelError(
            f"{info.name} needs a newer llama.cpp: "
            f"architecture {info.architecture} is not supported by this build"
        )
    if info.pooling == _RANK_POOLING:
        return RERANKER
    if info.pooling in (None, 0):
        raise ModelError(
            f"{info.name} ({info.architecture}) is neither an embedding model nor a reranker: "
            "it has no pooling (a chat or text-generation model?)"
        )
    return EMBEDDER


def fetch(
    entry: CatalogEntry,
    models_dir: Path,
    *,
    progress: ProgressCallback | None = None,
    cancel: threading.Event | None = None,
    **download_options: object,
) -> Path:
    """Download ``entry`` into ``models_dir`` (resuming a partial download) and check what it is."""
    if not entry.sha256:
        raise DownloadError(
            f"{entry.name} has no published checksum, so it is not downloaded automatically. "
            f"Download it yourself from {entry.url} and import it."
        )
    if reason := unavailable_reason(entry, english=True):
        raise DownloadError(f"{entry.name} is not downloaded: it {reason}")
    path = download(
        entry.url,
        entry.target(models_dir),
        sha256=entry.sha256,
        size=entry.size_bytes,
        progress=progress,
        cancel=cancel,
        **download_options,  # type: ignore[arg-type]
    )
    kind = model_kind(path)
    if kind != entry.kind:
        path.unlink(missing_ok=True)
        raise ModelError(f"{entry.filename} is {_describe(kind)}, not {_describe(entry.kind)}")
    return path


def import_model(source: Path, models_dir: Path, *, kind: str | None = None) -> tuple[Path, str]:
    """Bring a GGUF file or a sentence-transformers folder into ``models_dir``.

    A folder is converted to GGUF (an embedding model, or a reranker when it
    is a CrossEncoder). Returns the model's path and kind; raises ModelError
    (or ConversionError) with a readable message for anything unusable,
    including a model of the other ``kind`` than asked for.
    """
    source = Path(source).expanduser()
    models_dir.mkdir(parents=True, exist_ok=True)
    if source.is_dir():
        dest = _free_name(models_dir / f"{_slug(source.name)}-f16.gguf")
        convert_sentence_transformer(source, dest, name=source.name)
    else:
        model_kind(source)  # refuse a wrong file before copying gigabytes
        if source.resolve().parent == models_dir.resolve():
            dest = source.resolve()
        else:
            dest = _free_name(models_dir / source.name)
            part = dest.with_name(dest.name + ".importing")
            try:
                with source.open("rb") as src, private_open(part, "wb") as dst:  # 0600
                    shutil.copyfileobj(src, dst, 1 << 20)
                os.replace(part, dest)
            finally:
                part.unlink(missing_ok=True)
    actual = model_kind(dest)
    if kind is not None and actual != kind:
        if dest.parent == models_dir.resolve() and source.resolve() != dest:
            dest.unlink(missing_ok=True)
        raise ModelError(f"{source.name} is {_describe(actual)}, not {_describe(kind)}")
    log.info("imported %s as %s (%s)", source, dest, actual)
    return dest, actual


def _describe(kind: str) -> str:
    return "an embedding model" if kind == EMBEDDER else "a reranker"


def _slug(name: str) -> str:
    return re.sub(r"[^A-Za-z0-9._-]+", "-", name).strip("-.") or "model"


def _free_name(path: Path) -> Path:
    """``path``, or ``name-2.gguf`` etc. when a different model already has that name."""
    if not path.exists():
        return path
    for n in range(2, 1000):
        candidate = path.with_name(f"{path.stem}-{n}{path.suffix}")
        if not candidate.exists():
            return candidate
    raise ModelError(f"too many models named like {path.name}")
