"""Typed, versioned user settings, stored as JSON in the config directory.

Loading never fails: a missing key takes its default, and a value of the wrong
kind (``"exclude_globs": "*.txt"``, ``"watch": "no"``, ``null``) or an
unreadable file falls back to the default with a warning naming the key, kept
in :attr:`Settings.warnings` for the window to show. Numbers out of range are
clamped. ``schema_version`` plus :data:`MIGRATIONS` upgrade old files; a file
from a newer version keeps its version and the keys this one does not know.

There is one way to change the file, :meth:`Settings.update`: under a lock it
re-reads the file, changes only the keys it is given and replaces the file
atomically (private, 0600). A writer never puts back values it read earlier, so
two writers (the settings dialog, a model switch) cannot undo each other.
"""

from __future__ import annotations

import contextlib
import json
import logging
import math
import os
import re
import sys
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field, fields
from pathlib import Path
from typing import Any

from .config import make_private_dir, write_private
from .editor_template import check_editor_template
from .shortcuts import DEFAULT_SHORTCUT, Shortcut, ShortcutError
from .texts import QT_TRANSLATE_NOOP, translate

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

#: The allowed range of each number; a value outside it is clamped (the settings dialog uses them too).
LIMITS: dict[str, tuple[float, float]] = {
    "max_file_mb": (0.1, 100_000.0),
    "extract_timeout_s": (1.0, 3600.0),
    "extract_memory_mb": (128, 1_048_576),
    "reconcile_minutes": (0.0, 10_080.0),  # 0: no periodic rescan
    "embedding_dim": (0, 65_536),
    "rerank_budget_s": (0.1, 60.0),
    "rerank_candidates": (1, 1000),
    "results_per_page": (5, 200),
    "multilingual_offer_declined": (0.0, 1.0),
    "ocr_max_pages": (1, 100_000),
    "ocr_file_budget_s": (1.0, 86_400.0),
    "forget_away_days": (0, 36_500),  # 0: never
    "speech_max_minutes": (1, 6000),
}
#: Whisper models the app can transcribe with (see core/models/whisper.py).
SPEECH_MODELS = ("whisper-base", "whisper-tiny.en")
FUSIONS = ("rrf", "blend")


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
    #: Forget the files of a folder whose drive or share has been away this many days (0: never;
    #: they stay searchable, marked offline, until the user removes the folder).
    forget_away_days: int = 0
    #: On battery power the meaning step "pause"s (the default; words go on), goes "slow" (half
    #: its pace) or "ignore"s it.
    on_battery: str = "pause"
    #: Index at background priority (Linux: SCHED_IDLE), so the machine's other work keeps its speed.
    background_priority: bool = True
    #: Give machine-written text (logs, traces, data dumps past a million characters; see
    #: core/text/machine_text.py) its meaning too. Off: such files are found by their words only.
    meaning_for_machine_text: bool = False
    #: Closing the window keeps the app (and indexing) running in the tray.
    keep_running_in_tray: bool = False
    #: The embedding model: a built-in model's name (e.g. "multilingual-e5-small") or a GGUF file;
    #: empty: the embedded default model.
    #: Changed through the Models window, which re-indexes before switching.
    embedder_model: str = ""
    #: Start the app (in the tray) when the user logs in.
    start_at_login: bool = False
    #: The key that brings the window to the front from anywhere, with the search field focused
    #: (Qt's portable text, core/common/shortcuts.py); empty: none.
    global_shortcut: str = DEFAULT_SHORTCUT
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
    #: Share of passages not in English when the user declined the multilingual model (0: never
    #: declined); the offer comes back only once that share has grown a lot.
    multilingual_offer_declined: float = 0.0
    #: Recognise text in images and in PDF pages without a text layer (OCR).
    ocr: bool = True
    #: Tesseract language codes ("eng", "deu", "chi_sim"...); empty: the system locale's language,
    #: English and the languages found in the folders, of those installed.
    ocr_languages: list[str] = field(default_factory=list)
    #: At most this many pages of one file are recognised.
    ocr_max_pages: int = 50
    #: Recognising one file's pages stops after this many seconds (and after its first page that
    #: times out): one slow file must not hold the run up for the better part of an hour.
    ocr_file_budget_s: float = 300.0
    #: Read audio and video for what is said in them (subtitles first, else speech recognition).
    speech: bool = True
    #: Folders whose recordings are read for speech; empty: every indexed folder.
    speech_folders: list[str] = field(default_factory=list)
    #: Recordings longer than this are found by their name, tags and subtitles only.
    speech_max_minutes: int = 240
    #: The speech recognition model: "whisper-base" (multilingual, the default) or
    #: "whisper-tiny.en" (English only, about twice as fast).
    speech_model: str = "whisper-base"
    #: The editor that opens a text result at its line: a command with ``{file}``, ``{line}`` and
    #: ``{column}`` (e.g. ``code -g {file}:{line}``, ``gedit +{line} {file}``); empty: the desktop's
    #: default application opens it (at the top).
    editor: str = ""
    #: Shared indexes searched beside the local one: ``postgresql://`` URLs, never with a password
    #: (that is kept in the system keyring or a ~/.pgpass file; see core/common/credentials.py).
    shared_indexes: list[str] = field(default_factory=list)
    #: Where this machine sees a shared index's server folders: ``SERVER=LOCAL`` pairs
    #: (``/volume1/Documents=/mnt/nas/Documents``); unmapped server paths are shown as they are.
    shared_path_map: list[str] = field(default_factory=list)
    #: Folders whose index is kept on their drive (``<folder>/.desktop-search/``, see
    #: core/drive.py): searched from a copy of that index, never indexed into the local one.
    drive_indexes: list[str] = field(default_factory=list)

    # Not settings: what loading found. Never saved, never compared.
    #: One readable sentence per problem in the file (a value replaced by its default, clamped...).
    warnings: list[str] = field(default_factory=list, init=False, compare=False, repr=False)
    #: The keys whose value in the file was of the wrong kind (their default is used).
    invalid_keys: frozenset[str] = field(default=frozenset(), init=False, compare=False, repr=False)
    #: Keys of a newer version, kept as they are when the settings are saved.
    extra: dict[str, Any] = field(default_factory=dict, init=False, compare=False, repr=False)

    @classmethod
    def load(cls, path: Path) -> Settings:
        """The settings in ``path``; never raises (problems become :attr:`warnings`)."""
        raw, problem = _read(path)
        settings = cls.from_dict(raw if raw is not None else {}, source=path)
        if problem:
            settings.warnings.insert(0, problem)
        held = raw.get("shared_indexes") if raw is not None else None
        if "shared_indexes" not in settings.invalid_keys and held not in (None, settings.shared_indexes):
            _move_passwords_out(held, path)  # an older version kept passwords there
        for warning in settings.warnings:
            log.warning("%s", warning)
        return settings

    @classmethod
    def from_dict(cls, raw: dict[str, Any], *, source: Path | str = "settings") -> Settings:
        """Settings from a parsed file: migrated, every value checked (see the module docstring)."""
        warnings: list[str] = []
        version = raw.get("schema_version", 1)
        if isinstance(version, bool) or not isinstance(version, int) or version < 1:
            warnings.append(
                translate(
                    "SettingsFile", 'In {source}, "schema_version" {value} is not a version; ignored.'
                ).format(source=source, value=_describe(version))
            )
            version = SCHEMA_VERSION
        raw = _migrate(raw, version)
        values: dict[str, Any] = {}
        invalid: set[str] = set()
        for name, check in _CHECKS.items():
            if name not in raw:
                continue
            try:
                value = check(raw[name])
            except _WrongKind as wrong:
                default = json.dumps(getattr(cls(), name), ensure_ascii=False)
                template = (
                    QT_TRANSLATE_NOOP(
                        "SettingsFile",
                        'In {source}, "{name}" must be {expected}, not {value}: '
                        "the default ({default}) is used.",
                    )
                    if len(default) <= 40
                    else QT_TRANSLATE_NOOP(
                        "SettingsFile",
                        'In {source}, "{name}" must be {expected}, not {value}: the default is used.',
                    )
                )
                warnings.append(
                    translate("SettingsFile", template).format(
                        source=source,
                        name=name,
                        expected=wrong.said(),
                        value=_describe(raw[name]),
                        default=default,
                    )
                )
                invalid.add(name)
                continue
            if value != raw[name] and name in LIMITS:  # clamped (a shortcut's text is only tidied)
                low, high = LIMITS[name]
                warnings.append(
                    translate(
                        "SettingsFile",
                        'In {source}, "{name}" is {value}, outside {low} to {high}: {used} is used.',
                    ).format(
                        source=source,
                        name=name,
                        value=repr(raw[name]),
                        low=f"{low:g}",
                        high=f"{high:g}",
                        used=f"{value:g}",
                    )
                )
            if name == "shared_indexes" and value != raw[name]:  # never keep a password
                warnings.append(
                    translate(
                        "SettingsFile",
                        'In {source}, "{name}" holds a password: it is not used from there. Keep it'
                        " in the system keyring or a ~/.pgpass file.",
                    ).format(source=source, name=name)
                )
            values[name] = value
        settings = cls(schema_version=max(version, SCHEMA_VERSION), **values)
        settings.warnings = warnings
        settings.invalid_keys = frozenset(invalid)
        settings.extra = {k: v for k, v in raw.items() if k not in _CHECKS and k != "schema_version"}
        return settings

    def to_dict(self) -> dict[str, Any]:
        """What is saved: the settings and the keys of a newer version."""
        values = {f.name: getattr(self, f.name) for f in fields(self) if f.name in _SAVED}
        return {**self.extra, **values}

    def save(self, path: Path) -> None:
        """Write all of these settings (a new file; to change a setting use :meth:`update`)."""
        with _locked(path):
            _write(path, self.to_dict())

    @classmethod
    def update(cls, path: Path, **changes: Any) -> Settings:
        """Change the given settings in ``path`` and nothing else; returns the settings now in force.

        Under a lock (threads and processes), the file is read again, the changed keys are set
        and the file is replaced atomically. Keys not named keep what the file holds, including
        values of a newer version. Raises ``ValueError`` for an unknown key or a wrong value.
        """
        for name, value in changes.items():
            check = _CHECKS.get(name)
            if check is None:
                raise ValueError(f"unknown setting {name!r}")
            try:
                if check(value) != value:
                    if name not in LIMITS:  # a shared index's URL with a password
                        raise ValueError(f"{name} must not hold a password")
                    raise ValueError(f"{name}={value!r} is outside {LIMITS[name]}")
            except _WrongKind as wrong:
                raise ValueError(f"{name} must be {wrong}, not {_describe(value, english=True)}") from None
        with _locked(path):
            raw, problem = _read(path)
            if raw is None:  # keep what was there for the user, start again from the defaults
                _keep_unreadable(path, problem)
                raw = {}
            version = raw.get("schema_version", 1)
            valid_version = isinstance(version, int) and not isinstance(version, bool) and version >= 1
            merged = _migrate(raw, version if valid_version else SCHEMA_VERSION)
            merged.update(changes)
            with contextlib.suppress(KeyError, _WrongKind):  # a password in the file: dropped now
                merged["shared_indexes"] = _shared_urls(merged["shared_indexes"])
            merged["schema_version"] = max(version, SCHEMA_VERSION) if valid_version else SCHEMA_VERSION
            if merged != raw or not path.exists():
                _write(path, merged)
        settings = cls.from_dict(merged, source=path)
        for warning in settings.warnings:
            log.warning("%s", warning)
        return settings

    @property
    def max_file_bytes(self) -> int:
        return int(self.max_file_mb * 1024 * 1024)


#: MIGRATIONS[n - 1] upgrades a schema-n dict to schema n + 1.
MIGRATIONS: tuple[Callable[[dict[str, Any]], dict[str, Any]], ...] = ()


# -- checking values ----------------------------------------------------------


class _WrongKind(Exception):
    """A value of the wrong kind; the message says what was expected ("true or false"): in English
    (``str()``, for the command line's errors) and in the user's language (:meth:`said`)."""

    def __init__(self, expected: str, *, error: str = "", choices: tuple[str, ...] = ()) -> None:
        self.expected, self.error, self.choices = expected, error, choices
        super().__init__(self._say(lambda text: text))

    def said(self) -> str:
        """What was expected, in the user's language."""
        return self._say(lambda text: translate("SettingsFile", text))

    def _say(self, say: Callable[[str], str]) -> str:
        if self.choices:  # '"pause" or "slow" or "ignore"'
            text = self.choices[0]
            for choice in self.choices[1:]:
                text = say(QT_TRANSLATE_NOOP("SettingsFile", "{choices} or {choice}")).format(
                    choices=text, choice=choice
                )
            return text
        return say(self.expected).format(error=self.error) if self.error else say(self.expected)


def _boolean(value: Any) -> bool:
    if isinstance(value, bool):
        return value
    raise _WrongKind(QT_TRANSLATE_NOOP("SettingsFile", "true or false"))


def _text(value: Any) -> str:
    if isinstance(value, str):
        return value
    raise _WrongKind(QT_TRANSLATE_NOOP("SettingsFile", "a text"))


def _shortcut(value: Any) -> str:
    if not isinstance(value, str):
        raise _WrongKind(
            QT_TRANSLATE_NOOP("SettingsFile", 'a shortcut such as "Ctrl+Alt+Space", or "" for none')
        )
    if not value.strip():
        return ""
    try:
        return Shortcut.parse(value).text
    except ShortcutError as exc:
        raise _WrongKind(
            QT_TRANSLATE_NOOP("SettingsFile", "a shortcut that can be used ({error})"), error=str(exc)
        ) from None


def _optional_text(value: Any) -> str | None:
    if value is None or isinstance(value, str):
        return value
    raise _WrongKind(QT_TRANSLATE_NOOP("SettingsFile", "a text or null"))


def _texts(value: Any) -> list[str]:
    if isinstance(value, list) and all(isinstance(item, str) for item in value):
        return list(value)
    raise _WrongKind(QT_TRANSLATE_NOOP("SettingsFile", "a list of texts"))


def _shared_urls(value: Any) -> list[str]:
    """Shared indexes' URLs, each without a password: a password is never kept in the settings."""
    return [_url_without_password(url) for url in _texts(value)]


def _url_without_password(url: str) -> str:
    """``url`` without any password, in either place libpq reads one (``user:pw@``, ``?password=``)."""
    from .credentials import without_password

    return without_password(url)


def _move_passwords_out(urls: list[str], path: Path) -> None:
    """An older version kept passwords in ``path``: each goes to the system keyring where there
    is one, and the file is written again without them (each URL stays, and so its copy)."""
    from .credentials import password_in, remember_password, without_password

    for url in urls:
        password = password_in(url)
        if password is None:
            continue
        clean = without_password(url)
        if remember_password(url, password):
            log.warning("the password of %s is kept in the system keyring now", clean)
        else:
            log.warning("no system keyring to keep the password of %s in: put it in ~/.pgpass", clean)
    try:
        Settings.update(path)  # cleans the file, under its lock
    except (OSError, ValueError) as exc:  # a read-only file: it is never used from there all the same
        log.warning("could not write %s again without its passwords: %s", path, exc)


def _language_codes(value: Any) -> list[str]:
    if isinstance(value, list) and all(isinstance(v, str) and _LANGUAGE_CODE.fullmatch(v) for v in value):
        return list(value)
    raise _WrongKind(
        QT_TRANSLATE_NOOP("SettingsFile", 'a list of Tesseract language codes (such as ["eng", "deu"])')
    )


_LANGUAGE_CODE = re.compile(r"[a-z]{3}(?:_[a-z]{3,4})?")


def _editor(value: Any) -> str:
    if isinstance(value, str):
        try:
            return check_editor_template(value)
        except ValueError:
            pass
    # {file} and {line} are the command's own fields, said as they are (not filled in).
    raise _WrongKind(
        QT_TRANSLATE_NOOP("SettingsFile", 'an editor command such as "code -g {file}:{line}" (or "")')
    )


def _choice(*options: str) -> Callable[[Any], str]:
    def check(value: Any) -> str:
        if isinstance(value, str) and value in options:
            return value
        raise _WrongKind("", choices=tuple(json.dumps(o) for o in options))

    return check


def _number(name: str, *, whole: bool) -> Callable[[Any], Any]:
    low, high = LIMITS[name]

    def check(value: Any) -> Any:
        if isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value):
            raise _WrongKind(
                QT_TRANSLATE_NOOP("SettingsFile", "a whole number")
                if whole
                else QT_TRANSLATE_NOOP("SettingsFile", "a number")
            )
        if whole and value != int(value):
            raise _WrongKind(QT_TRANSLATE_NOOP("SettingsFile", "a whole number"))
        clamped = min(max(value, low), high)
        if name == "reconcile_minutes" and 0 < clamped < 1:
            clamped = 1.0  # a rescan every few seconds would never stop
        return int(clamped) if whole else float(clamped)

    return check


_CHECKS: dict[str, Callable[[Any], Any]] = {
    "skip_hidden": _boolean,
    "excluded_dirs": _texts,
    "exclude_globs": _texts,
    "shared_indexes": _shared_urls,
    "shared_path_map": _texts,
    "drive_indexes": _texts,
    "max_file_mb": _number("max_file_mb", whole=False),
    "extract_timeout_s": _number("extract_timeout_s", whole=False),
    "extract_memory_mb": _number("extract_memory_mb", whole=True),
    "watch": _boolean,
    "reconcile_minutes": _number("reconcile_minutes", whole=False),
    "keep_running_in_tray": _boolean,
    "embedder_model": _text,
    "start_at_login": _boolean,
    "global_shortcut": _shortcut,
    "embedding_dim": _number("embedding_dim", whole=True),
    "query_prefix": _optional_text,
    "document_prefix": _optional_text,
    "reranker_model": _text,
    "rerank": _boolean,
    "rerank_budget_s": _number("rerank_budget_s", whole=False),
    "rerank_candidates": _number("rerank_candidates", whole=True),
    "results_per_page": _number("results_per_page", whole=True),
    "fusion": _choice(*FUSIONS),
    "multilingual_offer_declined": _number("multilingual_offer_declined", whole=False),
    "ocr": _boolean,
    "ocr_languages": _language_codes,
    "ocr_max_pages": _number("ocr_max_pages", whole=True),
    "ocr_file_budget_s": _number("ocr_file_budget_s", whole=False),
    "forget_away_days": _number("forget_away_days", whole=True),
    "on_battery": _choice("pause", "slow", "ignore"),
    "background_priority": _boolean,
    "meaning_for_machine_text": _boolean,
    "editor": _editor,
    "speech": _boolean,
    "speech_folders": _texts,
    "speech_max_minutes": _number("speech_max_minutes", whole=True),
    "speech_model": _choice(*SPEECH_MODELS),
}
_SAVED = {"schema_version", *_CHECKS}


def _describe(value: Any, *, english: bool = False) -> str:
    """A JSON value as a user reads it: 'a text ("*.txt")', 'null', 'a list' (in the user's
    language, or in English for the command line's errors)."""

    def say(text: str) -> str:
        return text if english else translate("SettingsFile", text)

    if value is None:
        return "null"
    if isinstance(value, bool):
        return json.dumps(value)
    if isinstance(value, str):
        shown = value if len(value) <= 40 else value[:40] + "…"
        return say(QT_TRANSLATE_NOOP("SettingsFile", "a text ({text})")).format(
            text=json.dumps(shown, ensure_ascii=False)
        )
    if isinstance(value, (int, float)):
        return say(QT_TRANSLATE_NOOP("SettingsFile", "a number ({number})")).format(number=repr(value))
    if isinstance(value, list):
        return say(QT_TRANSLATE_NOOP("SettingsFile", "a list"))
    return say(QT_TRANSLATE_NOOP("SettingsFile", "an object"))


# -- the file -----------------------------------------------------------------

_thread_lock = threading.Lock()


def _read(path: Path) -> tuple[dict[str, Any] | None, str | None]:
    """The file's object (``{}`` when there is no file), or None and why it cannot be used."""
    try:
        raw = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        return {}, None
    except (OSError, ValueError) as exc:  # UnicodeDecodeError and JSONDecodeError are ValueErrors
        problem = translate(
            "SettingsFile", "The settings file {path} cannot be read ({error}): the defaults are used."
        )
        return None, problem.format(path=path, error=exc)
    if not isinstance(raw, dict):
        problem = translate(
            "SettingsFile",
            "The settings file {path} does not hold settings (an object): the defaults are used.",
        )
        return None, problem.format(path=path)
    return raw, None


def _migrate(raw: dict[str, Any], version: int) -> dict[str, Any]:
    for migrate in MIGRATIONS[version - 1 :]:
        raw = migrate(raw)
    return dict(raw)


def _write(path: Path, values: dict[str, Any]) -> None:
    make_private_dir(path.parent)
    text = json.dumps(values, indent=2, sort_keys=True, ensure_ascii=False) + "\n"
    write_private(path, text.encode("utf-8"))


def _keep_unreadable(path: Path, problem: str | None) -> None:
    """Before an unreadable settings file is replaced, keep a copy next to it."""
    try:
        data = path.read_bytes()
    except OSError:
        return
    copy = path.with_name(path.name + ".unreadable")
    write_private(copy, data)
    log.warning("%s A copy is kept in %s.", problem or "The settings file cannot be used.", copy)


@contextmanager
def _locked(path: Path) -> Iterator[None]:
    """One writer at a time: a lock for this process's threads, a file lock for other processes."""
    with _thread_lock:
        make_private_dir(path.parent)
        fd = os.open(path.with_name(path.name + ".lock"), os.O_RDWR | os.O_CREAT, 0o600)
        try:
            if sys.platform == "win32":
                import msvcrt

                msvcrt.locking(fd, msvcrt.LK_LOCK, 1)  # retries for 10 s, then raises OSError
                try:
                    yield
                finally:
                    os.lseek(fd, 0, os.SEEK_SET)
                    msvcrt.locking(fd, msvcrt.LK_UNLCK, 1)
            else:
                import fcntl

                fcntl.flock(fd, fcntl.LOCK_EX)
                try:
                    yield
                finally:
                    fcntl.flock(fd, fcntl.LOCK_UN)
        finally:
            os.close(fd)
