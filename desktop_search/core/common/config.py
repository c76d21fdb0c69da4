"""Where everything lives on disk.

All paths come from here. The data directory is, in order of precedence:
an explicit ``--data-dir``, the ``DESKTOP_SEARCH_HOME`` environment variable,
or the platform's per-user data directory (platformdirs). Everything the app
keeps there is private to the user (folders 0700, files 0600), because the
index holds the text of the user's files. A data directory the user chose
that already exists keeps its mode: the app never changes a folder it did not
make (it logs a warning when others can read it).
"""

from __future__ import annotations

import errno
import logging
import logging.handlers
import os
import stat
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import IO, Any

import platformdirs

log = logging.getLogger(__name__)

APP_DIR_NAME = "desktop-search"
ENV_HOME = "DESKTOP_SEARCH_HOME"
PRIVATE_DIR_MODE = 0o700
PRIVATE_FILE_MODE = 0o600

_OPEN_FLAGS = {
    "w": os.O_WRONLY | os.O_CREAT | os.O_TRUNC,
    "a": os.O_WRONLY | os.O_CREAT | os.O_APPEND,
    "x": os.O_WRONLY | os.O_CREAT | os.O_EXCL,
}


#: What chmod answers on a filesystem without POSIX permissions (FAT32 and exFAT drives).
_NO_MODES = {errno.ENOSYS, errno.ENOTSUP, errno.EOPNOTSUPP}


def set_mode(target: Path | int, mode: int) -> None:
    """``chmod`` (a path) or ``fchmod`` (an open file) to ``mode``; on a filesystem that keeps no
    modes (FAT32, exFAT: an external drive) there is nothing to set, and that is no error."""
    try:
        if isinstance(target, int):
            os.fchmod(target, mode)
        else:
            os.chmod(target, mode)
    except OSError as exc:
        if exc.errno in _NO_MODES:
            return
        # Linux's vfat answers EPERM even to the file's owner: no modes there either.
        owner = os.fstat(target).st_uid if isinstance(target, int) else os.stat(target).st_uid
        if exc.errno == errno.EPERM and owner == os.geteuid():
            return
        raise


def make_private_dir(path: Path) -> Path:
    """Create ``path`` (and parents) and make sure only the user can read it.

    For the app's own folders; a folder the user chose goes through :func:`create_private_dir`.
    """
    path.mkdir(parents=True, exist_ok=True, mode=PRIVATE_DIR_MODE)
    if os.name == "posix":
        set_mode(path, PRIVATE_DIR_MODE)
    return path


def create_private_dir(path: Path) -> Path:
    """Create ``path`` private (0700) if it is missing; an existing folder keeps its mode."""
    if path.is_dir():
        if os.name == "posix" and stat.S_IMODE(path.stat().st_mode) & 0o077:
            log.info("%s can be read by other users; the folders the app keeps in it are private", path)
        return path
    path.parent.mkdir(parents=True, exist_ok=True)
    try:
        path.mkdir(mode=PRIVATE_DIR_MODE)
    except FileExistsError:  # made meanwhile (another process): as if it had been there
        if not path.is_dir():
            raise
        return path
    if os.name == "posix":
        set_mode(path, PRIVATE_DIR_MODE)  # mkdir's mode is reduced by the umask
    return path


def make_private_file(fd: int) -> None:
    """Make an open file readable by the user only (POSIX; elsewhere the folder protects it)."""
    if os.name == "posix":
        set_mode(fd, PRIVATE_FILE_MODE)


def private_open(
    path: Path, mode: str = "w", *, encoding: str | None = None, errors: str | None = None
) -> IO[Any]:
    """``open(path, mode)`` for the app's own files: created (or kept) 0600 whatever the umask.

    ``mode`` is ``"w"``, ``"a"`` or ``"x"``, optionally with ``"b"``; text modes need ``encoding``.
    """
    flags = _OPEN_FLAGS[mode.replace("b", "")] | getattr(os, "O_BINARY", 0)
    fd = os.open(path, flags, PRIVATE_FILE_MODE)
    try:
        make_private_file(fd)
        return os.fdopen(fd, mode, encoding=encoding, errors=errors)
    except BaseException:
        os.close(fd)
        raise


def write_private(path: Path, data: bytes) -> None:
    """Replace ``path`` with ``data`` atomically and durably (temp file, fsync, rename); 0600."""
    fd, tmp_name = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as fh:
            make_private_file(fh.fileno())
            fh.write(data)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp_name, path)
    except BaseException:
        Path(tmp_name).unlink(missing_ok=True)
        raise
    fsync_dir(path.parent)


class PrivateRotatingFileHandler(logging.handlers.RotatingFileHandler):
    """A rotating log file readable by the user only (0600), the rotated files too."""

    def __init__(self, path: Path, *, max_bytes: int, backup_count: int) -> None:
        super().__init__(path, maxBytes=max_bytes, backupCount=backup_count, encoding="utf-8", delay=True)
        if os.name == "posix":  # files of an older version, made before they were private
            for old in (path, *(path.with_name(f"{path.name}.{n}") for n in range(1, backup_count + 1))):
                if old.exists():
                    set_mode(old, PRIVATE_FILE_MODE)

    def _open(self) -> Any:  # rotation renames, so the rotated files keep this mode
        return private_open(Path(self.baseFilename), self.mode, encoding=self.encoding, errors=self.errors)


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
    #: The data directory is the app's own (the platform default), made private even when it
    #: exists; a directory the user chose is made private only when the app creates it.
    owns_data_dir: bool = False

    @classmethod
    def resolve(cls, data_dir: str | os.PathLike[str] | None = None) -> Paths:
        if data_dir is None:
            data_dir = os.environ.get(ENV_HOME) or None
        if data_dir is None:
            return cls(
                Path(platformdirs.user_data_dir(APP_DIR_NAME, appauthor=False)).expanduser().resolve(),
                Path(platformdirs.user_config_dir(APP_DIR_NAME, appauthor=False)).expanduser().resolve(),
                owns_data_dir=True,
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
        """Create the directories (private) and return self.

        The folders the app keeps in the data directory are its own and made private; the data
        directory itself only when it is the app's (see :attr:`owns_data_dir`) or created now.
        """
        if self.owns_data_dir:
            make_private_dir(self.data_dir)
        else:
            create_private_dir(self.data_dir)
        for path in (self.models_dir, self.index_dir, self.log_dir, self.config_dir):
            make_private_dir(path)
        return self
