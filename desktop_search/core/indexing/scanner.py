"""Walk folders cheaply: which files exist, their size and modification time.

Exclusions are applied while walking so excluded trees are never entered:
hidden files and folders, dependency/build/VCS folders, Python virtual
environments (any folder holding ``pyvenv.cfg``), conda environments (any folder
holding ``conda-meta/``), build output (``build/``, ``dist/``, ``target/`` beside
a project file such as ``pyproject.toml``), the user's glob patterns,
files over the size limit and files of types nothing can read. Symbolic
links are not followed (no loops, no duplicates). Problems (an unreadable
folder, a name that is not valid UTF-8) are reported, never raised.
"""

from __future__ import annotations

import fnmatch
import logging
import os
import stat
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path

from ..common import reasons
from ..common.settings import Settings
from ..common.texts import QT_TRANSLATE_NOOP, translate
from ..extract.mailstore import store_kind
from ..extract.recording import is_media

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class FileStat:
    path: Path
    size: int
    mtime_ns: int


@dataclass(frozen=True)
class Skipped:
    path: str  # printable, even for names that are not valid UTF-8
    reason: str
    #: Size and mtime when the skip is to be remembered (listed by ``status --errors``, not retried
    #: until the file changes): a name that is not valid UTF-8, a file over the size limit.
    size: int | None = None
    mtime_ns: int | None = None
    #: a folder that could not be listed: what the index holds below it is kept, not deleted
    folder: bool = False


#: Folders that hold build output when a project file sits beside them (a plain "build" folder
#: of notes does not).
BUILD_OUTPUT_DIRS = frozenset({"build", "dist", "target"})
#: The files that make their folder a project whose ``build/``, ``dist/`` or ``target/`` is output.
PROJECT_FILES = frozenset(
    {
        "pyproject.toml",
        "setup.py",
        "Cargo.toml",
        "package.json",
        "pom.xml",
        "build.gradle",
        "build.gradle.kts",
        "CMakeLists.txt",
    }
)
PROJECT_SUFFIXES = (".csproj", ".fsproj", ".vbproj")

#: What is left out by rule rather than by name, as the Settings dialog lists it: English source
#: texts, ``{project_files}`` to be filled in (:func:`exclusion_rules` says them).
_RULES = (
    QT_TRANSLATE_NOOP("Scanner", "Python virtual environments (a folder holding pyvenv.cfg)"),
    QT_TRANSLATE_NOOP("Scanner", "conda environments (a folder holding conda-meta/)"),
    QT_TRANSLATE_NOOP(
        "Scanner", "build output: build/, dist/ and target/ beside a project file ({project_files})"
    ),
)
_PROJECT_FILES = ", ".join(
    [*sorted(PROJECT_FILES, key=str.lower), *(f"*{suffix}" for suffix in PROJECT_SUFFIXES)]
)


def exclusion_rules() -> tuple[str, ...]:
    """What is left out by rule rather than by name, in the user's language (:mod:`.texts`)."""
    return tuple(translate("Scanner", rule).format(project_files=_PROJECT_FILES) for rule in _RULES)


#: The rules in English (the command line's words).
EXCLUSION_RULES: tuple[str, ...] = tuple(rule.format(project_files=_PROJECT_FILES) for rule in _RULES)


def is_build_output(path: Path) -> bool:
    """``path`` is a ``build/``, ``dist/`` or ``target/`` folder beside a project file."""
    if path.name not in BUILD_OUTPUT_DIRS:
        return False
    try:
        with os.scandir(path.parent) as entries:
            return any(
                (e.name in PROJECT_FILES or e.name.endswith(PROJECT_SUFFIXES)) and e.is_file()
                for e in entries
            )
    except OSError:  # an unreadable parent: not excluded by this rule
        return False


def is_environment(path: Path) -> bool:
    """``path`` is a Python virtual environment (``pyvenv.cfg``) or a conda one (``conda-meta/``)."""
    try:
        return (path / "pyvenv.cfg").is_file() or (path / "conda-meta").is_dir()
    except OSError:  # an unreadable folder: not excluded, the walk reports why it is not read
        return False


class Exclusions:
    """Decides what is never indexed."""

    def __init__(self, settings: Settings, *, supported: Callable[[Path], bool]) -> None:
        self.skip_hidden = settings.skip_hidden
        self.dir_names = frozenset(settings.excluded_dirs)
        self.globs = tuple(settings.exclude_globs)
        self.max_bytes = settings.max_file_bytes
        self.supported = supported

    def _glob_hit(self, rel: str, name: str) -> bool:
        return any(fnmatch.fnmatch(rel, g) or fnmatch.fnmatch(name, g) for g in self.globs)

    def excludes_dir(self, path: Path, rel: str) -> bool:
        name = path.name
        if (self.skip_hidden and name.startswith(".")) or name in self.dir_names:
            return True
        if is_environment(path) or is_build_output(path):
            return True
        return self._glob_hit(rel, name)

    def file_reason(self, path: Path, rel: str, size: int) -> str | None:
        """Why a file is not indexed, or None when it is."""
        name = path.name
        if self.skip_hidden and name.startswith("."):
            return "hidden"
        if self._glob_hit(rel, name):
            return "excluded by pattern"
        if not self.supported(path):
            return "unsupported type"
        # A mail store and a recording (only its audio decoded, a piece at a time) stream: any size.
        if size > self.max_bytes and store_kind(path) is None and not is_media(name):
            return reasons.LARGER_THAN(limit=self.max_bytes // (1024 * 1024))
        return None

    def excludes_path(self, path: Path, root: Path) -> bool:
        """For a single path (from the watcher): is it or any parent folder excluded?"""
        try:
            rel_parts = path.relative_to(root).parts
        except ValueError:
            return True
        current = root
        for i, part in enumerate(rel_parts[:-1]):
            current = current / part
            if self.excludes_dir(current, "/".join(rel_parts[: i + 1])):
                return True
        name = rel_parts[-1] if rel_parts else path.name
        return (self.skip_hidden and name.startswith(".")) or self._glob_hit("/".join(rel_parts), name)


def printable(path: str | Path) -> str:
    """A path as text that SQLite and screens accept, even with undecodable bytes."""
    return os.fsencode(path).decode("utf-8", errors="backslashreplace")


def is_valid_text(path: str) -> bool:
    try:
        path.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def scan(
    root: Path,
    exclusions: Exclusions,
    *,
    on_skip: Callable[[Skipped], None] | None = None,
) -> Iterator[FileStat]:
    """Indexable files under ``root`` (not following symlinks)."""
    skip = on_skip or (lambda _s: None)

    def on_error(exc: OSError) -> None:
        where = printable(exc.filename) if exc.filename else printable(root)
        skip(Skipped(where, reasons.CANNOT_READ_FOLDER(error=exc.strerror or exc), folder=True))

    for dirpath, dirnames, filenames in os.walk(root, onerror=on_error):
        here = Path(dirpath)
        rel_dir = os.path.relpath(dirpath, root)
        rel_dir = "" if rel_dir == "." else rel_dir.replace(os.sep, "/") + "/"
        kept = []
        for name in sorted(dirnames):
            sub = here / name
            # os.path.islink answers False on an error (EIO on a share going away): never raises.
            if os.path.islink(sub) or exclusions.excludes_dir(sub, rel_dir + name):
                continue
            if not is_valid_text(str(sub)):
                skip(Skipped(printable(sub), reasons.FOLDER_NAME_NOT_UTF8()))
                continue
            kept.append(name)
        dirnames[:] = kept
        for name in sorted(filenames):
            path = here / name
            try:
                st = os.lstat(path)
            except OSError as exc:  # vanished or unreadable between listing and stat
                skip(Skipped(printable(path), exc.strerror or str(exc)))
                continue
            if not stat.S_ISREG(st.st_mode):
                continue  # symlinks, sockets, devices
            reason = exclusions.file_reason(path, rel_dir + name, st.st_size)
            if reason in {"unsupported type", "hidden", "excluded by pattern"}:
                continue
            if not is_valid_text(str(path)):
                skip(Skipped(printable(path), reasons.FILE_NAME_NOT_UTF8(), st.st_size, st.st_mtime_ns))
                continue
            if reason is not None:  # too large: remembered with its stat, not tried again until it changes
                skip(Skipped(str(path), reason, st.st_size, st.st_mtime_ns))
                continue
            yield FileStat(path, st.st_size, st.st_mtime_ns)
