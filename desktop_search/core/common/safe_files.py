"""Writing into a place the user does not own (a drive, an unpacked archive, a cloned repository).

Such a place can carry links: ``.desktop-search/index`` leading to the laptop's own index,
``index/written`` leading to the user's thesis. Following one would let the drive write over
anything the user can write. So a path under such a root is reached part by part, each part
checked with ``lstat`` (a real folder, not a link, on the root's own device: a link or a mount
leading elsewhere is refused) and opened relative to the folder before it (``dir_fd``, with
``O_NOFOLLOW``), so a link swapped in between the check and the use cannot redirect it either.
A file is written by a temp file made with ``O_EXCL | O_NOFOLLOW`` (0600), fsynced, and renamed
over its name inside the folder's descriptor: a link planted at the name is replaced, never
followed. Every refusal is :class:`UnsafePath` with a one-line reason.

Where the platform has no ``dir_fd`` (Windows), the same checks are made on paths: weaker against
a race, as strong against a link already there.
"""

from __future__ import annotations

import errno
import os
import secrets
import stat
from pathlib import Path
from types import TracebackType

from .config import PRIVATE_DIR_MODE, PRIVATE_FILE_MODE, set_mode

_NOFOLLOW = getattr(os, "O_NOFOLLOW", 0)
_DIRECTORY = getattr(os, "O_DIRECTORY", 0)
_CLOEXEC = getattr(os, "O_CLOEXEC", 0)
#: Whether folders can be opened and used as ``dir_fd`` (POSIX).
_DIR_FD = os.open in os.supports_dir_fd and os.stat in os.supports_dir_fd and bool(_DIRECTORY)


class UnsafePath(OSError):
    """A path under a root that is not what it must be (a link, another device, not a folder)."""


def _what(info: os.stat_result) -> str:
    mode = info.st_mode
    if stat.S_ISLNK(mode):
        return "a link"
    if stat.S_ISDIR(mode):
        return "a folder"
    if stat.S_ISREG(mode):
        return "a file"
    return "not a regular file"


class SafeDir:
    """A folder under a root, open, reached without following any link; files in it are opened
    and written relative to it. Close it (or use it as a context manager)."""

    def __init__(self, path: Path, fd: int, dev: int) -> None:
        self.path = path
        #: The open folder (``dir_fd``), or -1 where the platform has none.
        self.fd = fd
        #: The root's device: nothing under it may lie on another.
        self.dev = dev

    def close(self) -> None:
        if self.fd >= 0:
            os.close(self.fd)
            self.fd = -1

    def __enter__(self) -> SafeDir:
        return self

    def __exit__(
        self, exc_type: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None
    ) -> None:
        self.close()

    # -- looking ---------------------------------------------------------------

    def _lstat(self, name: str) -> os.stat_result | None:
        _one_name(name)
        try:
            if self.fd >= 0:
                return os.stat(name, dir_fd=self.fd, follow_symlinks=False)
            return os.lstat(self.path / name)
        except FileNotFoundError:
            return None

    def check_file(self, name: str) -> bool:
        """``name`` is a regular file of this folder's device with one name (True), or is not there
        (False). Anything else (a link, a folder, a FIFO, a hard link to another file, another
        device): :class:`UnsafePath`. For the files another program (SQLite) opens by path."""
        info = self._lstat(name)
        if info is None:
            return False
        problem = _what(info) if not stat.S_ISREG(info.st_mode) else ""
        if not problem and info.st_dev != self.dev:
            problem = "on another device"
        if not problem and info.st_nlink != 1:
            problem = "a hard link to another file"
        if problem:
            raise UnsafePath(f"{self.path / name} is {problem}: it is not used")
        return True

    # -- folders ---------------------------------------------------------------

    def sub(self, name: str, *, make: bool = False) -> SafeDir:
        """The folder ``name`` in this one (made, private, when ``make`` and it is missing)."""
        info = self._lstat(name)
        if info is None and make:
            try:
                if self.fd >= 0:
                    os.mkdir(name, PRIVATE_DIR_MODE, dir_fd=self.fd)
                else:
                    os.mkdir(self.path / name, PRIVATE_DIR_MODE)
            except FileExistsError:
                pass  # made meanwhile: checked below as if it had been there
            info = self._lstat(name)
        if info is None:
            raise FileNotFoundError(errno.ENOENT, "no such folder", str(self.path / name))
        _check_dir(self.path / name, info, self.dev)
        if self.fd < 0:
            return SafeDir(self.path / name, -1, self.dev)
        try:
            fd = os.open(name, os.O_RDONLY | _DIRECTORY | _NOFOLLOW | _CLOEXEC, dir_fd=self.fd)
        except OSError as exc:
            if exc.errno in (errno.ELOOP, errno.ENOTDIR):
                raise UnsafePath(f"{self.path / name} was replaced by a link: it is not used") from None
            raise
        opened = os.fstat(fd)
        if (opened.st_dev, opened.st_ino) != (info.st_dev, info.st_ino):
            os.close(fd)
            raise UnsafePath(f"{self.path / name} changed while it was opened: it is not used")
        return SafeDir(self.path / name, fd, self.dev)

    # -- files -----------------------------------------------------------------

    def read(self, name: str, *, limit: int) -> bytes | None:
        """At most ``limit`` bytes of the regular file ``name`` (None when it is not there)."""
        if not self.check_file(name):
            return None
        fd = self._open(name, os.O_RDONLY)
        try:
            if not stat.S_ISREG(os.fstat(fd).st_mode):
                raise UnsafePath(f"{self.path / name} is not a regular file: it is not read")
            return os.read(fd, limit)
        finally:
            os.close(fd)

    def write(self, name: str, data: bytes, *, mode: int = PRIVATE_FILE_MODE) -> None:
        """Replace ``name`` with ``data``: a temp file (``O_EXCL | O_NOFOLLOW``, ``mode``), fsynced,
        renamed over the name in this folder. A link at the name is replaced, never followed; a
        folder there is refused."""
        info = self._lstat(name)
        if info is not None and stat.S_ISDIR(info.st_mode):
            raise UnsafePath(f"{self.path / name} is a folder: it is not written")
        tmp = f".{name}.{secrets.token_hex(6)}.tmp"
        fd = self._open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL, mode)
        try:
            try:
                set_mode(fd, mode)  # the umask narrows it; a filesystem without modes keeps its own
                view = memoryview(data)
                while view:
                    view = view[os.write(fd, view) :]
                os.fsync(fd)
            finally:
                os.close(fd)
            if self.fd >= 0:
                os.replace(tmp, name, src_dir_fd=self.fd, dst_dir_fd=self.fd)
            else:
                os.replace(self.path / tmp, self.path / name)
        except BaseException:
            self.remove(tmp)
            raise
        self.sync()

    def remove(self, name: str) -> None:
        """Unlink ``name`` (the name only: what a link led to is not touched); gone already is fine."""
        _one_name(name)
        try:
            if self.fd >= 0:
                os.unlink(name, dir_fd=self.fd)
            else:
                os.unlink(self.path / name)
        except FileNotFoundError:
            pass

    def sync(self) -> None:
        """Make the renames in this folder durable (POSIX)."""
        if self.fd >= 0:
            os.fsync(self.fd)

    def _open(self, name: str, flags: int, mode: int = PRIVATE_FILE_MODE) -> int:
        _one_name(name)
        flags |= _NOFOLLOW | _CLOEXEC
        try:
            if self.fd >= 0:
                return os.open(name, flags, mode, dir_fd=self.fd)
            if os.path.islink(self.path / name):
                raise OSError(errno.ELOOP, "a link", str(self.path / name))
            return os.open(self.path / name, flags | getattr(os, "O_BINARY", 0), mode)
        except OSError as exc:
            if exc.errno == errno.ELOOP:
                raise UnsafePath(f"{self.path / name} is a link: it is not used") from None
            raise


def _one_name(name: str) -> None:
    if not name or name in (".", "..") or "/" in name or os.sep in name or "\x00" in name:
        raise ValueError(f"not one name: {name!r}")


def _check_dir(path: Path, info: os.stat_result, dev: int) -> None:
    if not stat.S_ISDIR(info.st_mode):
        raise UnsafePath(f"{path} is {_what(info)}, not a folder: it is not used")
    if info.st_dev != dev:
        raise UnsafePath(f"{path} lies on another device than its folder: it is not used")


def open_root(root: Path) -> SafeDir:
    """The folder ``root`` itself (the user chose it; how it was reached is the user's), open: the
    device everything under it must be on is its own."""
    if not _DIR_FD:
        info = os.stat(root)
        if not stat.S_ISDIR(info.st_mode):
            raise NotADirectoryError(errno.ENOTDIR, "not a folder", str(root))
        return SafeDir(root, -1, info.st_dev)
    fd = os.open(root, os.O_RDONLY | _DIRECTORY | _CLOEXEC)
    return SafeDir(root, fd, os.fstat(fd).st_dev)


def safe_dir(root: Path, *parts: str, make: bool = False) -> SafeDir:
    """``root/part/part...``, each part a real folder on ``root``'s device, reached without following
    a link (made private where missing, when ``make``). :class:`UnsafePath` otherwise."""
    here = open_root(root)
    try:
        for part in parts:
            there = here.sub(part, make=make)
            here.close()
            here = there
    except BaseException:
        here.close()
        raise
    return here
