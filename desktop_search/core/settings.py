"""Typed, versioned user settings, stored as JSON in the config directory.

Unknown keys are ignored and missing keys take their defaults, so a file
written by an older or newer version still loads; ``schema_version`` plus
:data:`MIGRATIONS` upgrade old files explicitly. Writes are atomic.
"""

from __future__ import annotations

import json
import logging
import os
from collections.abc import Callable
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path
from typing import Any

log = logging.getLogger(__name__)

SCHEMA_VERSION = 1

#: Folder names never worth indexing: dependencies, build output, VCS data, caches.
DEFAULT_EXCLUDED_DIRS: tuple[str, ...] = (
    "node_modules",
    "bower_components",
    "__pycache__",
    ".git",
    ".hg",
    ".svn",
    ".venv",
    "venv",
    ".tox",
    ".nox",
    ".mypy_cache",
    ".pytest_cache",
    ".ruff_cache",
    ".gradle",
    ".idea",
    ".cache",
    "site-packages",
    "dist-packages",
    "$RECYCLE.BIN",
    "System Volume Information",
)


@dataclass
class Settings:
    schema_version: int = SCHEMA_VERSION
    #: Skip files and folders whose name starts with a dot.
    skip_hidden: bool = True
    excluded_dirs: list[str] = field(default_factory=lambda: list(DEFAULT_EXCLUDED_DIRS))
    #: Glob patterns matched against the path relative to its folder and against the name.
    exclude_globs: list[str] = field(default_factory=list)
    max_file_mb: float = 200.0
    extract_timeout_s: float = 60.0
    extract_memory_mb: int = 2048
    #: Watch folders for changes while the app runs.
    watch: bool = True
    #: Full cheap rescan (size + mtime) to catch what the watcher missed.
    reconcile_minutes: float = 10.0
    #: Closing the window keeps the app (and indexing) running in the tray.
    keep_running_in_tray: bool = False
    #: The embedding model (a GGUF file); empty: the embedded default model.
    #: Changed through the Models window, which re-indexes before switching.
    embedder_model: str = ""
    #: Start the app (in the tray) when the user logs in.
    start_at_login: bool = False
    #: Matryoshka output size of the embedding model (0 = native size).
    embedding_dim: int = 0
    #: Override the model family's prefixes (None = the profile's own).
    query_prefix: str | None = None
    document_prefix: str | None = None
    #: A GGUF cross-encoder (rank pooling); empty: results are not reranked.
    reranker_model: str = ""
    rerank: bool = True
    rerank_budget_s: float = 2.0
    rerank_candidates: int = 20
    results_per_page: int = 20
    #: How keyword and vector candidates are combined: "rrf" or "blend".
    fusion: str = "rrf"

    @classmethod
    def load(cls, path: Path) -> Settings:
        try:
            raw = json.loads(path.read_text(encoding="utf-8"))
        except FileNotFoundError:
            return cls()
        except (OSError, ValueError) as exc:
            log.warning("settings file %s is unreadable (%s); using defaults", path, exc)
            return cls()
        if not isinstance(raw, dict):
            return cls()
        version = int(raw.get("schema_version", 1))
        for migrate in MIGRATIONS[version - 1 :]:
            raw = migrate(raw)
        known = {f.name for f in fields(cls)}
        values = {k: v for k, v in raw.items() if k in known}
        values["schema_version"] = SCHEMA_VERSION
        try:
            return cls(**values)
        except TypeError as exc:
            log.warning("settings file %s has invalid values (%s); using defaults", path, exc)
            return cls()

    def save(self, path: Path) -> None:
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp = path.with_suffix(path.suffix + ".tmp")
        tmp.write_text(json.dumps(asdict(self), indent=2, sort_keys=True), encoding="utf-8")
        os.replace(tmp, path)

    @property
    def max_file_bytes(self) -> int:
        return int(self.max_file_mb * 1024 * 1024)


#: MIGRATIONS[n - 1] upgrades a schema-n dict to schema n + 1.
MIGRATIONS: tuple[Callable[[dict[str, Any]], dict[str, Any]], ...] = ()
