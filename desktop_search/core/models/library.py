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

from ..common import reasons
from ..common.config import private_open
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
        raise ModelError(reasons.MODEL_NEEDS_NEWER_LLAMA(name=info.name, architecture=info.architecture))
    if info.pooling == _RANK_POOLING:
        return RERANKER
    if info.pooling in (None, 0):
        raise ModelError(reasons.MODEL_NEITHER_KIND(name=info.name, architecture=info.architecture))
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
        raise DownloadError(reasons.DOWNLOAD_NO_CHECKSUM(name=entry.name, url=entry.url))
    if reason := unavailable_reason(entry, english=True):
        raise DownloadError(reasons.DOWNLOAD_UNAVAILABLE(name=entry.name, reason=reason))
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
        raise ModelError(_wrong_kind(entry.filename, kind))
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
        raise ModelError(_wrong_kind(source.name, actual))
    log.info("imported %s as %s (%s)", source, dest, actual)
    return dest, actual


def _wrong_kind(name: str, actual: str) -> str:
    """Why the model ``name`` is refused: it is ``actual``, not the other kind asked for."""
    if actual == EMBEDDER:
        return reasons.MODEL_EMBEDDER_NOT_RERANKER(name=name)
    return reasons.MODEL_RERANKER_NOT_EMBEDDER(name=name)


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
    raise ModelError(reasons.MODEL_TOO_MANY_NAMED_LIKE(name=path.name))
