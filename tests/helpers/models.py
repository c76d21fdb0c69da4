"""A test's data folder with a built-in model in it (hard-linked where the file system allows:
the model is read, never written)."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

from desktop_search.core.common.config import Paths
from desktop_search.core.models.convert import sidecar_path


def link_model(paths: Paths, model: Path) -> Paths:
    """``model`` and its sidecar put into ``paths``' models folder, as after a first use."""
    for src in (model, sidecar_path(model)):
        if (paths.models_dir / src.name).exists():  # put there before (the same data folder again)
            continue
        try:
            os.link(src, paths.models_dir / src.name)
        except OSError:
            shutil.copy2(src, paths.models_dir / src.name)
    return paths


def data_with_model(root: Path, model: Path) -> Paths:
    """A fresh data folder at ``root`` holding ``model``."""
    return link_model(Paths(root).ensure(), model)
