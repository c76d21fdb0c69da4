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


def fsync_dir(path: Path) -> None:
    """Make a rename in ``path`` durable (POSIX; a no-op elsewhere)."""
    if os.name != "posix":
        return
    fd = os.open(path, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


@dataclass(frozen=True)
class Paths:
    """The on-disk layout of one data directory."""

    data_dir: Path
    #: Where settings live; by default ``<data_dir>/config`` (so a separate
    #: data directory is a separate profile), the user config directory for
    #: the default profile.
    config_dir_override: Path | None = None
    #: The index folder's name: "index" is the live index; another embedding
    #: model's index is built next to it (see ``core/switch.py``) and then renamed.
    index_name: str = "index"

    @classmethod
    def resolve(cls, data_dir: str | os.PathLike[str] | None = None) -> Paths:
        if data_dir is None:
            data_dir = os.environ.get(ENV_HOME) or None
        if data_dir is None:
            return cls(
                Path(platformdirs.user_data_dir(APP_DIR_NAME, appauthor=False)).expanduser().resolve(),
                Path(platformdirs.user_config_dir(APP_DIR_NAME, appauthor=False)).expanduser().resolve(),
            )
        return cls(Path(data_dir).expanduser().resolve())

    @property
    def config_dir(self) -> Path:
        return self.config_dir_override or self.data_dir / "config"

    @property
    def settings_path(self) -> Path:
        return self.config_dir / "settings.json"

    @property
    def models_dir(self) -> Path:
        return self.data_dir / "models"

    @property
    def index_dir(self) -> Path:
        return self.data_dir / self.index_name

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
        for path in (self.data_dir, self.models_dir, self.index_dir, self.log_dir, self.config_dir):
            make_private_dir(path)
        return self
