"""Where everything lives on disk.

All paths come from here. The data directory is, in order of precedence:
an explicit ``--data-dir``, the ``DESKTOP_SEARCH_HOME`` environment variable,
or the platform's per-user data directory (platformdirs). Everything below it
is created private to the user (0700), because the index holds the text of
the user's files.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

import platformdirs

APP_DIR_NAME = "desktop-search"
ENV_HOME = "DESKTOP_SEARCH_HOME"
PRIVATE_DIR_MODE = 0o700


def make_private_dir(path: Path) -> Path:
    """Create ``path`` (and parents) and make sure only the user can read it."""
    path.mkdir(parents=True, exist_ok=True, mode=PRIVATE_DIR_MODE)
    if os.name == "posix":
        os.chmod(path, PRIVATE_DIR_MODE)
    return path


@dataclass(frozen=True)
class Paths:
    """The on-disk layout of one data directory."""

    data_dir: Path

    @classmethod
    def resolve(cls, data_dir: str | os.PathLike[str] | None = None) -> Paths:
        if data_dir is None:
            data_dir = os.environ.get(ENV_HOME) or None
        if data_dir is None:
            data_dir = platformdirs.user_data_dir(APP_DIR_NAME, appauthor=False)
        return cls(Path(data_dir).expanduser().resolve())

    @property
    def models_dir(self) -> Path:
        return self.data_dir / "models"

    @property
    def index_dir(self) -> Path:
        return self.data_dir / "index"

    @property
    def db_path(self) -> Path:
        return self.index_dir / "index.sqlite3"

    @property
    def vectors_path(self) -> Path:
        return self.index_dir / "vectors.faiss"

    @property
    def log_dir(self) -> Path:
        return self.data_dir / "logs"

    def ensure(self) -> Paths:
        """Create the directories (private) and return self."""
        for path in (self.data_dir, self.models_dir, self.index_dir, self.log_dir):
            make_private_dir(path)
        return self
