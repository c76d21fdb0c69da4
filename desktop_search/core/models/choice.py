"""Which embedding model to open: the one the settings name, or the default one when it cannot be used.

The app, the command line and the servers all open the same model for the same settings, so they
read the same index: a configured model that is missing, cannot be prepared or cannot be loaded
gives way to the default model, with a warning that says why (the app shows it; the servers log it).
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from ..common import reasons
from .builtin import builtin_model, ensure_builtin_model, ensure_default_model
from .convert import ConversionError
from .embedder import Embedder
from .runtime import ModelError

log = logging.getLogger(__name__)


@dataclass
class ChosenModel:
    path: Path
    embedder: Embedder
    #: Why the configured model was not used ("" when it was).
    warning: str = ""


def configured_model(chosen: str, models_dir: Path) -> tuple[Path, str]:
    """The model file ``chosen`` (a setting) names, or the default one and why."""
    if chosen and builtin_model(chosen) is not None:
        try:
            return ensure_builtin_model(chosen, models_dir), ""
        except ConversionError as exc:
            warning = reasons.DEFAULT_INSTEAD_OF_BUILTIN(name=chosen, reason=exc)
            log.warning("%s", warning)
            return ensure_default_model(models_dir), warning
    if chosen:
        path = Path(chosen)
        if path.is_file():
            return path, ""
        warning = reasons.DEFAULT_INSTEAD_OF_MISSING(path=path)
        log.warning("%s", warning)
    else:
        warning = ""
    return ensure_default_model(models_dir), warning


def open_embedder(chosen: str, models_dir: Path, *, make: Callable[[Path], Embedder]) -> ChosenModel:
    """The configured model opened with ``make``; the default one when it is unusable."""
    path, warning = configured_model(chosen, models_dir)
    try:
        return ChosenModel(path, make(path), warning)
    except ModelError as exc:
        if not chosen or warning:  # the default model itself failed: nothing else to fall back to
            raise
        warning = reasons.DEFAULT_INSTEAD_OF_UNUSABLE(name=path.name, reason=exc)
        log.warning("%s", warning)
        default = ensure_default_model(models_dir)
        return ChosenModel(default, make(default), warning)
