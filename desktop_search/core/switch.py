"""Changing the embedding model while search keeps working.

Vectors of two models cannot be mixed, so a new model needs a complete new
index. It is built next to the live one, in ``index-next/``, by its own
:class:`~desktop_search.core.indexing.indexer.Indexer` (same folders, same extraction
child), while the live index keeps answering queries. When it is complete the
two folders are swapped and the settings name the new model.

Crash safety rests on one marker file, ``index-next/switch.json``:

* ``{"state": "building"}``: an unfinished build. It is resumed (incrementally:
  what it has indexed stays) the next time the app runs, or abandoned. ``"waiting"``
  says why a build that ran to its end was not made the live index (see below).
* ``{"state": "complete"}``: the build is done. :func:`recover` finishes the
  swap (``index`` → ``index-old``, ``index-next`` → ``index``, settings) at the
  next start if the app stopped half-way; every step is idempotent.

A finished build becomes the live index only when it holds everything the live one holds,
less the files that are gone (:func:`shortfall`): a file the new model's run could not read
for a passing reason (a time or memory limit, an extraction child that could not start) would
otherwise drop out of search with the swap. Such a build stays ``building``, with the reason in
the marker for the front ends, and is resumed later: its run reads those files again and
nothing else. The live index keeps answering meanwhile.

The marker moves with its folder: after ``index-next`` → ``index`` it is
``index/switch.json`` until the settings name the new model, so a stop at any
step of :func:`swap` (:data:`SWAP_STEPS`) is finished by :func:`recover` at the
next start, and ``index-old`` is only deleted once ``index`` is the new one.
"""

from __future__ import annotations

import json
import logging
import os
import shutil
import threading
from collections.abc import Callable
from dataclasses import dataclass, replace
from pathlib import Path

from .common import reasons
from .common.config import Paths, fsync_dir
from .common.settings import Settings
from .extract import Document
from .extract.mailstore import StoreBatch
from .indexing.indexer import Indexer
from .indexing.progress import IndexReport, ProgressSink
from .indexing.recognition import OcrSetup
from .indexing.speech import SpeechSetup
from .models.builtin import setting_for
from .models.embedder import Embedder
from .store.db import Database
from .store.files import RETRY
from .store.index import IndexStore

log = logging.getLogger(__name__)

NEXT_INDEX = "index-next"
OLD_INDEX = "index-old"
MARKER = "switch.json"


def next_paths(paths: Paths) -> Paths:
    return replace(paths, index_name=NEXT_INDEX)


def pending_model(paths: Paths) -> Path | None:
    """The model of an unfinished build, if there is one."""
    marker = _read_marker(paths)
    if marker is None or marker.get("state") != "building":
        return None
    return Path(str(marker["model"]))


def waiting(paths: Paths) -> str:
    """Why an unfinished build that ran to its end is not the live index yet ("" when none is)."""
    marker = _read_marker(paths)
    if marker is None or marker.get("state") != "building":
        return ""
    return str(marker.get("waiting") or "")


@dataclass(frozen=True)
class Shortfall:
    """What a finished build lacks of what the live index holds (files only; a mail store's
    messages come and go with its reading, which decides what it holds)."""

    #: ``(path, reason)`` of files the build could not read for a passing reason.
    unread: list[tuple[str, str]]
    #: Files the build does not know at all, with no evidence that they are gone.
    missing: list[str]

    def reason(self) -> str:
        """Why the build is not made live ("" when nothing is lacking)."""
        if self.unread:
            return reasons.SWITCH_NOT_READ(len(self.unread), reason=_why(self.unread[0][1]))
        if self.missing:
            return reasons.SWITCH_NOT_FOUND(len(self.missing))
        return ""


def _why(stored: str) -> str:
    """A passing failure's reason without what the file list adds ("read again at the next run")."""
    for template in (reasons.READ_AT_NEXT_RUN, reasons.KEPT_UNTIL_NEXT_RUN):
        for pattern in template.patterns:
            if found := pattern.fullmatch(stored):
                return found["reason"]
    return stored


def shortfall(live: Database, build: Database, *, gone: Callable[[], set[str]]) -> Shortfall:
    """What ``build`` lacks of the files ``live`` holds. ``gone()``: the live index's files that
    a complete listing no longer shows (asked only when the build does not know some file).

    A file the build could not read for good (damaged, unsupported, too large now) is not
    lacking: it is listed with its reason, and the live index would not read it either.
    """
    states = build.file_states()
    unread: list[tuple[str, str]] = []
    unknown: list[str] = []
    for path in sorted(live.held_files()):
        state = states.get(path)
        if state is None:
            unknown.append(path)
        elif state[0] == RETRY:
            unread.append((path, state[1]))
    if unknown:
        away = gone()
        unknown = [path for path in unknown if path not in away]
    return Shortfall(unread, unknown)


#: The steps of :func:`swap`, in order; a stop after any of them is finished by :func:`recover`.
SWAP_STEPS = ("old-removed", "live-to-old", "next-to-live", "settings", "marker-removed", "old-dropped")


def _no_step(_step: str) -> None:
    """What :func:`swap` calls after each step (a seam: tests stop the process there)."""


after_step: Callable[[str], None] = _no_step


def on_drive(paths: Paths) -> bool:
    """``paths`` is a drive's data directory (:class:`.drive_writing.DrivePaths`): a place the user
    does not own, where a marker may be planted. No switch is finished or made there: a swap
    writes the settings and moves index folders, and its marker names any model file."""
    return bool(getattr(paths, "on_drive", False))


def recover(paths: Paths) -> None:
    """Finish a swap that a crash interrupted; drop leftovers. Call before opening the index.
    Never on a drive (:func:`on_drive`): a drive's index switches no model."""
    if on_drive(paths):
        return
    marker = _read_marker(paths)
    live, old = paths.index_dir, paths.data_dir / OLD_INDEX
    if marker is not None and marker.get("state") == "complete":
        log.info("finishing the switch to %s interrupted last time", marker["model"])
        swap(paths, Path(str(marker["model"])))
        return
    moved = _read_marker_at(live / MARKER)
    if moved is not None and moved.get("state") == "complete":
        # Stopped after index-next became index, before the settings named its model.
        log.info("finishing the switch to %s interrupted last time", moved["model"])
        swap(paths, Path(str(moved["model"])))
        return
    if old.exists() and not live.exists():
        # Stopped between index → index-old and index-next → index with no build left: the old
        # index is the only one there is, so it stays the live one.
        log.warning("restoring %s: no other index to use", old)
        os.replace(old, live)
        fsync_dir(paths.data_dir)
    elif old.exists():
        shutil.rmtree(old, ignore_errors=True)


def abandon(paths: Paths) -> None:
    """Forget an unfinished build (the live index is untouched)."""
    shutil.rmtree(next_paths(paths).index_dir, ignore_errors=True)


def swap(paths: Paths, model: Path) -> None:
    """Make the complete ``index-next`` the live index and record ``model`` in the settings."""
    if on_drive(paths):
        raise RuntimeError(f"{paths.data_dir} is a drive's index: it switches no model")
    live, nxt, old = paths.index_dir, next_paths(paths).index_dir, paths.data_dir / OLD_INDEX
    if nxt.exists():
        if live.exists():
            if old.exists():
                shutil.rmtree(old)
                after_step("old-removed")
            os.replace(live, old)
            fsync_dir(paths.data_dir)
            after_step("live-to-old")
        os.replace(nxt, live)
        fsync_dir(paths.data_dir)
        after_step("next-to-live")
    # this key only: no lost update; a built-in model is recorded by name, any other by path
    Settings.update(paths.settings_path, embedder_model=setting_for(model))
    after_step("settings")
    (live / MARKER).unlink(missing_ok=True)
    after_step("marker-removed")
    shutil.rmtree(old, ignore_errors=True)
    after_step("old-dropped")


class ModelSwitch:
    """The new model's index under construction, next to the live one."""

    def __init__(
        self,
        paths: Paths,
        *,
        embedder: Embedder,
        fingerprint: str,
        folders: list[Path],
        extract: Callable[[Path], Document],
        settings: Settings,
        ocr: OcrSetup | None = None,
        read_store: Callable[[Path, int, int | None], StoreBatch] | None = None,
        speech: SpeechSetup | None = None,
    ) -> None:
        if on_drive(paths):
            raise RuntimeError(f"{paths.data_dir} is a drive's index: it switches no model")
        self.paths = next_paths(paths).ensure()
        self.model_path = embedder.info.path
        self.embedder = embedder
        # An abandoned build for yet another model starts afresh (the store checks the fingerprint).
        self.store = IndexStore.open_for(embedder, self.paths, fingerprint=fingerprint)
        known = {Path(p) for _, p in self.store.db.folders()}
        for folder in folders:
            if folder not in known:
                self.store.db.add_folder(str(folder))
        self.indexer = Indexer(
            store=self.store,
            embedder=embedder,
            extract=extract,
            settings=settings,
            ocr=ocr,
            read_store=read_store,
            speech=speech,  # the live index's speech cache: recordings are not transcribed again
        )
        # A build resumed keeps saying why it was held back until a run of it ends.
        marker = _read_marker(paths) or {}
        held = waiting(paths) if marker.get("model") == str(self.model_path) else ""
        self._write_marker("building", waiting=held)

    def run(
        self,
        *,
        progress: ProgressSink | None = None,
        cancel: threading.Event | None = None,
        pause: threading.Event | None = None,
    ) -> IndexReport:
        scopes = self.indexer.folder_scopes()
        return self.indexer.run(scopes, progress=progress, cancel=cancel, pause=pause)

    def hold(self, reason: str) -> None:
        """The build ran to its end but is not made live: save, close, and leave it ``building``
        (resumed later, incrementally) with ``reason`` for the front ends."""
        self.store.save()
        self.close()
        self._write_marker("building", waiting=reason)

    def complete(self) -> None:
        """Everything is indexed: save, close, and mark the build complete (the swap may follow)."""
        self.store.save()
        self.close()
        self._write_marker("complete")

    def close(self) -> None:
        """Free the build; what is committed stays (the vector file is rebuilt if it lags)."""
        self.store.close(save=False)
        self.embedder.close()

    def _write_marker(self, state: str, *, waiting: str = "") -> None:
        path = self.paths.index_dir / MARKER
        tmp = path.with_suffix(".tmp")
        marker: dict[str, str] = {"state": state, "model": str(self.model_path)}
        if waiting:
            marker["waiting"] = waiting
        with open(tmp, "w", encoding="utf-8") as fh:
            json.dump(marker, fh)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, path)
        fsync_dir(path.parent)


def _read_marker(paths: Paths) -> dict[str, object] | None:
    return _read_marker_at(next_paths(paths).index_dir / MARKER)


def _read_marker_at(path: Path) -> dict[str, object] | None:
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        return None
    except (OSError, ValueError):
        log.warning("unreadable %s: the unfinished model switch is abandoned", path)
        return None
    return data if isinstance(data, dict) and "model" in data else None
