"""An index that travels with its drive: the writer's side.

A folder kept "with its index on its drive" has, inside it, ``.desktop-search/``: an ordinary
data directory of this app (its own settings, writer lock and ``index/`` with the SQLite
database and vector file) whose one folder is that folder. It is written by an :class:`Engine`
of its own, the same pipeline with the same crash safety as the local index (words first, then
meaning, one transaction per file or batch; an unplugged drive loses at most the batch in
flight, and the next run finishes it), with this computer's embedding model. Nothing else goes
there: the settings it keeps are the folder rules, not the user's other folders or shared indexes.
The local index keeps only a reference (``Settings.drive_indexes``) and searches a copy
(:mod:`.drive_copying`).

The folder may be mounted elsewhere the next time (``/media/anna/Archive`` here,
``/run/media/ben/Archive`` there): the index is moved to where it is now (its paths are
relinked, nothing is read again) before it is brought up to date.

When the run ends, the database is left in one file (no write-ahead log beside it), so a
computer that mounts the drive read-only can read it.

The writer's Faiss file is the laptop's, never the drive's: Faiss reads its files with native
code, and a file crafted on a stranger's drive would be parsed by it here. The writer keeps it in
the laptop's data directory (``drives/<key>/vectors.faiss``, see :func:`drive_paths`); when another
computer wrote the drive since, its generation is not the database's and it is rebuilt from the
drive's database (checked first, like everything there). No vector file is written on the drive:
readers rebuild theirs from the database (:mod:`.drive_copying`), and one an older version left
there is removed after a run, never read.

A computer whose model is not the drive index's never rewrites it (:class:`DriveModelDiffers`):
the vectors there are another computer's work. When the user accepts, :func:`add_vectors` adds
this computer's model's vectors of the same passages beside them, in a file of their own
(``vectors/<fingerprint>.sqlite3``, a transaction per batch: a drive pulled out loses at most the
batch in flight), and tops them up after each full run while the drive is writable. Each
computer then searches the drive in its own model's space (:mod:`.drive_copying`).
"""

from __future__ import annotations

import errno
import hashlib
import logging
import os
import re
import shutil
import sqlite3
import threading
import time
import uuid
from collections.abc import Callable, Iterator
from dataclasses import dataclass, replace
from pathlib import Path
from typing import TYPE_CHECKING, ClassVar, cast

import numpy as np

from ..common.config import Paths, make_private_dir
from ..common.safe_files import SafeDir, UnsafePath, safe_dir
from ..common.settings import Settings
from ..engine import Engine
from ..indexing.progress import IndexReport, ProgressSink
from ..store.base import DiskFullError
from ..store.writer_lock import IndexBusy, WriterLock
from .drive_copying import (
    DRIVE_DIR,
    VECTORS_DIR,
    VECTORS_SCHEMA,
    WRITTEN_MARK,
    DriveIndexRefused,
    _check,
    drive_db_path,
    vectors_file,
)

if TYPE_CHECKING:
    from ..models.embedder import Embedder

log = logging.getLogger(__name__)


class DriveModelDiffers(RuntimeError):
    """The drive's index holds another model's vectors: it is not rewritten with this one's."""


class DriveNotWritten(RuntimeError):
    """Something under the folder's ``.desktop-search/`` is not what this app makes there (a link,
    a folder on another device, a damaged or foreign database), or another writer kept it too
    long: the drive's index is not written, and nothing outside the folder is touched."""


class DriveIndexFull(RuntimeError):
    """The drive's index cannot grow: the drive is full, or its filesystem holds no larger file
    (FAT32: 4 GiB). What it held stays, consistent and searchable."""


#: How long a drive's writer waits for another one (another process, another computer sharing
#: the drive) before it gives up with a reason; the next run brings the drive up to date.
WAIT_FOR_WRITER_S = 600.0
#: The database's name in the drive's ``index/`` folder, and the files SQLite, the vector store
#: and the writer open beside it: each checked (a regular file, no link) before anything does.
DB_NAME = "index.sqlite3"
_INDEX_FILES = (DB_NAME, f"{DB_NAME}-wal", f"{DB_NAME}-shm", f"{DB_NAME}-journal", WRITTEN_MARK)
#: The vector file older versions kept on the drive: never read, removed after a run.
OLD_VECTORS = "vectors.faiss"
#: The folder of the laptop's data directory where the writer keeps each drive's vector file.
LOCAL_DRIVES_DIR = "drives"
#: A drive's id as the writer makes it (``uuid4().hex``): anything else never names a folder here.
_DRIVE_ID = re.compile(r"[0-9a-f]{32}")
#: The folders an engine keeps in a data directory (see :meth:`.Paths.ensure`; ``cache``: OCR's),
#: with the files opened there by their path.
_DATA_FOLDERS: dict[str, tuple[str, ...]] = {
    "index": _INDEX_FILES,
    "models": (),
    "logs": (),
    "config": ("settings.json",),
    "cache": ("ocr.sqlite3", "ocr.sqlite3-wal", "ocr.sqlite3-shm", "ocr.sqlite3-journal"),
}

#: Free space below which a write that did not fit means the drive is full.
ROOM_LEFT = 64 * 2**20
#: A file of the index this close to the largest file the filesystem holds has reached it.
LIMIT_MARGIN = 2**20


def _full(exc: BaseException) -> bool:
    """``exc`` says a write did not fit (the disk, or the largest file the filesystem holds)."""
    if isinstance(exc, DiskFullError):
        return True
    if isinstance(exc, OSError) and exc.errno in (errno.EFBIG, errno.ENOSPC, errno.EDQUOT):
        return True
    text = str(exc)
    if "File too large" in text or "disk is full" in text:
        return True
    return exc.__cause__ is not None and _full(exc.__cause__)


def _largest_file(folder: Path) -> int:
    """The largest file this process may write in ``folder``: what its filesystem holds (FAT32:
    4 GiB - 1) and the process's own limit, whichever is smaller."""
    largest = 2**63 - 1
    try:
        bits = os.pathconf(folder, "PC_FILESIZEBITS")
        if 0 < bits < 64:
            largest = 2**bits - 1
    except (AttributeError, OSError, ValueError):  # not on this platform, or not said
        pass
    try:
        import resource

        soft, _hard = resource.getrlimit(resource.RLIMIT_FSIZE)
        if soft != resource.RLIM_INFINITY:
            largest = min(largest, soft)
    except (ImportError, OSError, ValueError):
        pass
    return largest


def _why_full(folder: Path, exc: BaseException) -> str | None:
    """Why the drive index could not grow, when that is why ``exc`` happened (None: another
    failure, such as a drive pulled out: raised as it is)."""
    index_dir = drive_db_path(folder).parent
    try:
        largest = _largest_file(index_dir)
        sizes = [p.stat().st_size for p in index_dir.iterdir() if p.is_file()]
    except OSError:
        return None
    if any(size >= largest - LIMIT_MARGIN for size in sizes):
        return (
            "a file of its index reached the largest file the drive's filesystem holds (FAT32 stops at "
            "4 GiB a file; exFAT does not): reformat the drive as exFAT to keep more of its index there"
        )
    if not _full(exc):
        return None
    try:
        free = shutil.disk_usage(folder).free
    except OSError:
        free = 0
    return (
        "the drive is full: free some space on it"
        if free < ROOM_LEFT
        else "the drive refused more (a quota?)"
    )


def recorded_model(folder: Path) -> tuple[str, str] | None:
    """``(fingerprint, model name)`` of the drive index in ``folder``, or None when it has none."""
    db_path = drive_db_path(folder)
    if not db_path.is_file():
        return None
    conn = sqlite3.connect(f"{db_path.resolve().as_uri()}?mode=ro", uri=True)
    try:
        meta = dict(conn.execute("SELECT key, value FROM meta").fetchall())
    except sqlite3.Error:
        return None
    finally:
        conn.close()
    if not meta.get("model_fingerprint"):
        return None
    return str(meta["model_fingerprint"]), str(meta.get("model_name") or "?")


@dataclass(frozen=True)
class DrivePaths(Paths):
    """The data directory of a folder's drive index: a place the user does not own (a stranger's
    drive, an unpacked archive). :meth:`ensure` makes and checks every folder an engine opens there
    (a real folder on the drive, reached without a link); an engine on it never runs the
    model-switch recovery (:func:`.switch.recover`: a ``switch.json`` planted there would name a
    model and rewrite settings)."""

    #: Read by :mod:`..switch`: nothing found in this data directory finishes or starts a switch.
    on_drive: ClassVar[bool] = True
    #: The writer's vector file, on the laptop (see :func:`drive_paths`); None: no engine may
    #: open this data directory (the checks before a run use it so).
    local_vectors: Path | None = None

    @property
    def folder(self) -> Path:
        return self.data_dir.parent

    @property
    def vectors_path(self) -> Path:
        """The laptop's file, never one on the drive: Faiss parses it with native code."""
        if self.local_vectors is None:
            raise ValueError(
                f"no place on this computer for the vectors of the index on the drive of {self.folder}"
            )
        return self.local_vectors

    def ensure(self) -> DrivePaths:
        """Make the folders private where missing; refuse (:class:`.UnsafePath`) a link, a folder
        on another device or a file that is not a regular one where SQLite will open its files.
        The laptop's folder of the vector file is made private too."""
        with safe_dir(self.folder, DRIVE_DIR, make=True) as base:
            for name, files in _DATA_FOLDERS.items():
                with base.sub(name, make=True) as sub:
                    for file in files:
                        sub.check_file(file)
        if self.local_vectors is not None:
            make_private_dir(self.local_vectors.parent)
        return self


def drive_paths(folder: Path, *, local_data: Path | None = None) -> DrivePaths:
    """The data directory of ``folder``'s drive index (inside the folder: its settings too, never
    the user's), with its vector file in the laptop's data directory ``local_data`` (None: this
    user's, :meth:`.Paths.resolve`): ``drives/<key>/vectors.faiss``, the key being the drive's id
    (its database's ``drive_id``, so the file follows the drive to another mount path), or, until
    it has one, a hash of the folder's place."""
    return _paths_for(folder, local_data=local_data, key=_drive_key(folder))


def _paths_for(folder: Path, *, local_data: Path | None, key: str) -> DrivePaths:
    base = folder / DRIVE_DIR
    local = Path(local_data) if local_data is not None else Paths.resolve().data_dir
    place = local / LOCAL_DRIVES_DIR / key
    return DrivePaths(base, config_dir_override=base / "config", local_vectors=place / "vectors.faiss")


def _drive_key(folder: Path) -> str:
    """The name of the laptop's folder for ``folder``'s drive: its id when it has one as the
    writer makes them (a drive's id is the drive's word: a path there names nothing here)."""
    drive_id = _drive_id(drive_db_path(folder))
    if drive_id is not None:
        return drive_id
    return "at-" + hashlib.sha256(os.fsencode(str(folder))).hexdigest()[:32]


def _drive_id(db_path: Path) -> str | None:
    try:
        if not db_path.is_file():
            return None
        conn = sqlite3.connect(f"{db_path.resolve().as_uri()}?mode=ro", uri=True)
    except (OSError, sqlite3.Error):
        return None
    try:
        conn.execute("PRAGMA trusted_schema = OFF")
        row = conn.execute("SELECT value FROM meta WHERE key = 'drive_id'").fetchone()
    except sqlite3.Error:
        return None
    finally:
        conn.close()
    value = row[0] if row else None
    return value if isinstance(value, str) and _DRIVE_ID.fullmatch(value) else None


def _follow_drive_id(before: DrivePaths, after: DrivePaths) -> None:
    """Another writer gave the drive its id while this run waited for it: the laptop's vector file
    moves to the folder named by that id (otherwise the next run would rebuild it for nothing)."""
    old, new = before.vectors_path, after.vectors_path
    if old == new or not old.is_file():
        return
    try:
        make_private_dir(new.parent)
        os.replace(old, new)
    except OSError as exc:  # the next run rebuilds it from the drive's database
        log.warning("could not keep the vectors of the index on the drive of %s: %s", before.folder, exc)
    shutil.rmtree(old.parent, ignore_errors=True)


def _index_dir(folder: Path) -> SafeDir:
    """The drive index's folder, open and checked (a real folder on the drive, reached without a
    link; its database files regular ones)."""
    index = safe_dir(folder, DRIVE_DIR, "index")
    try:
        for name in _INDEX_FILES:
            index.check_file(name)
    except BaseException:
        index.close()
        raise
    return index


def _check_before_writing(folder: Path) -> None:
    """The reader's checks (:func:`.drive_copying._check`: ``quick_check``, exactly this version's
    schema, the model named, every vector's size, every file inside its folder) on the drive's
    database before anything writes it: a hostile one is refused, never opened by an engine. One
    that a first run made and left before it added the folder (a drive pulled out) holds no
    folder and no file: everything else checked, it is taken up."""
    with _index_dir(folder) as index:
        if not index.check_file(DB_NAME):
            return  # none yet: the engine makes it
        db_path = index.path / DB_NAME
    _check(db_path, no_folder_yet=True)


def _checked(folder: Path, *, make: bool) -> None:
    """``folder``'s drive data directory, its folders made (``make``) and checked, its database
    checked as a reader checks it: :class:`DriveNotWritten` with the reason otherwise."""
    base = folder / DRIVE_DIR
    try:
        if make:
            DrivePaths(base, config_dir_override=base / "config").ensure()
        _check_before_writing(folder)
    except (UnsafePath, DriveIndexRefused) as exc:
        raise DriveNotWritten(f"the index on the drive of {folder} is not written: {exc}") from exc


def _bounded(folder: Path, wait: Callable[[str], bool] | None, *, limit_s: float) -> Callable[[str], bool]:
    """Wait for another writer of the drive (``wait(holder)``: the caller's progress and cancel;
    False gives up), at most ``limit_s``."""
    deadline = time.monotonic() + limit_s
    said: list[str] = []

    def waiting(holder: str) -> bool:
        if time.monotonic() > deadline:
            return False
        if holder not in said:
            said.append(holder)
            log.info("waiting for %s to finish writing the index on the drive of %s", holder, folder)
        return wait(holder) if wait is not None else True

    return waiting


def _busy(folder: Path, exc: IndexBusy) -> DriveNotWritten:
    return DriveNotWritten(
        f"the index on the drive of {folder} is being written by {exc.holder}: it is brought up to "
        "date at the next run"
    )


def index_on_drive(
    folder: Path,
    *,
    settings: Settings,
    model_path: Path,
    fingerprint: str | None = None,
    progress: ProgressSink | None = None,
    cancel: threading.Event | None = None,
    wait: Callable[[str], bool] | None = None,
    local_data: Path | None = None,
) -> IndexReport:
    """Bring ``folder``'s drive index up to date (made when there is none), with the model at
    ``model_path`` and the folder rules of ``settings``. ``fingerprint``: that model's; a drive
    index made with another model raises :class:`DriveModelDiffers` (its vectors are another
    computer's work: never thrown away to be made again with this one's). ``local_data``: the
    laptop's data directory, where the writer keeps its vector file (see :func:`drive_paths`).

    Nothing there is trusted: a link or a folder of another device under ``.desktop-search/``, or
    a database the reader would refuse, raises :class:`DriveNotWritten` before anything is
    written. Another writer of the drive is waited for (``wait(holder)`` every 0.5 s: False gives
    up), at most :data:`WAIT_FOR_WRITER_S`."""
    folder = Path(folder).expanduser().resolve()
    if not folder.is_dir():
        raise NotADirectoryError(f"not a folder: {folder}")
    _checked(folder, make=True)
    # The drive's id names the laptop's vector file from the first run on (one is given now
    # where there is none, or none as the writer makes them), so a run cut off keeps its file.
    drive_id = _drive_id(drive_db_path(folder)) or uuid.uuid4().hex
    paths = _paths_for(folder, local_data=local_data, key=drive_id)
    recorded = recorded_model(folder)
    if fingerprint is not None and recorded is not None and recorded[0] != fingerprint:
        raise DriveModelDiffers(
            f"the index on the drive of {folder} was made with {recorded[1]}, not with this computer's "
            "model: it is searched as it is and not brought up to date here"
        )
    rules = replace(
        settings,
        excluded_dirs=sorted({*settings.excluded_dirs, DRIVE_DIR}),
        shared_indexes=[],
        shared_path_map=[],
        drive_indexes=[],
        reranker_model="",  # the writer searches nothing: no model of any kind is loaded for it
    )
    waiting = _bounded(folder, wait, limit_s=WAIT_FOR_WRITER_S)
    try:
        with Engine(
            paths, model_path=model_path, settings=rules, writer="desktop-search (drive index)"
        ) as engine:
            engine.on_busy = waiting
            with engine.writing(wait=waiting):
                if not _DRIVE_ID.fullmatch(engine.db.get_meta("drive_id") or ""):
                    engine.store.db.set_meta("drive_id", drive_id)  # how a copy knows the drive elsewhere
                known = engine.folders()
                if len(known) == 1 and known[0] != folder:  # the drive is mounted elsewhere now
                    log.info("the drive index of %s was made at %s: moving it", folder, known[0])
                    engine.move_folder(known[0], folder)
                for other in engine.folders():
                    if other != folder:  # never more than the one folder
                        engine.remove_folder(other)
                report = engine.index([folder], progress=progress, cancel=cancel)
    except IndexBusy as exc:
        raise _busy(folder, exc) from exc
    except Exception as exc:
        why = _why_full(folder, exc)
        if why is None:
            raise
        raise DriveIndexFull(
            f"the index on the drive of {folder} cannot grow: {why}; what it holds stays searchable"
        ) from exc
    finally:
        _finish(folder)
    _follow_drive_id(paths, drive_paths(folder, local_data=local_data))
    return report


def _finish(folder: Path) -> None:
    """After a run: the database left in one file, the mark of a new state beside it, and the
    vector file an older version kept there removed (by its name: a link is not followed)."""
    try:
        with _index_dir(folder) as index:
            if not index.check_file(DB_NAME):
                return
            _one_file(index.path / DB_NAME)
            _mark_written(index)
            try:
                index.remove(OLD_VECTORS)
            except OSError as exc:  # a folder of that name: left as it is, never read
                log.info("left %s on the drive: %s", index.path / OLD_VECTORS, exc)
    except OSError as exc:  # the drive went away, or something was swapped in meanwhile
        log.warning("could not finish the index on the drive of %s: %s", folder, exc)


def _mark_written(index: SafeDir) -> None:
    """A new mark beside the drive's database after each run: readers see the change even where the
    filesystem keeps times coarsely and the file kept its size (FAT, exFAT: a rename in place).
    Written by temp file and rename in the checked folder, 0600: a link planted at its name is
    replaced, never followed."""
    try:
        index.write(WRITTEN_MARK, uuid.uuid4().hex.encode("ascii"))
    except OSError as exc:  # the drive went away: its next run marks it
        log.warning("could not mark the drive index in %s as written: %s", index.path, exc)


def _one_file(db_path: Path) -> None:
    """Fold the write-ahead log into the database and keep it in one file (readable read-only)."""
    try:
        conn = sqlite3.connect(db_path, isolation_level=None, timeout=30.0)
        try:
            conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
            conn.execute("PRAGMA journal_mode=DELETE")
        finally:
            conn.close()
    except sqlite3.Error as exc:  # another process has it open: it stays readable where writable
        log.warning("the drive index %s keeps its write-ahead log: %s", db_path, exc)


@dataclass
class AddedVectors:
    """What :func:`add_vectors` did."""

    embedded: int = 0  #: passages given this computer's model's vectors now
    dropped: int = 0  #: vectors of passages the drive index no longer holds, taken out
    left: int = 0  #: passages still without (the run was cancelled)
    total: int = 0  #: passages of the drive index that have or wait for meaning
    seconds: float = 0.0


#: Passages read from the drive index at a time while adding vectors.
ADD_PAGE = 256


def add_vectors(
    folder: Path,
    embedder: Embedder,
    *,
    fingerprint: str,
    progress: Callable[[int, int, float], None] | None = None,
    cancel: threading.Event | None = None,
    wait: Callable[[str], bool] | None = None,
) -> AddedVectors:
    """Add the vectors of ``embedder`` (whose vectors' fingerprint is ``fingerprint``) to
    ``folder``'s drive index, which was made with another model: every passage that has none of
    this model yet, each batch committed as it lands; vectors of passages that are gone are
    dropped. ``progress(done, to_do, elapsed_s)`` after each batch. Nothing is read from the
    folder's files: the passages are the drive index's own. The drive index is checked as a
    reader checks it, and the vectors' folder and file as :func:`index_on_drive` checks its own
    (:class:`DriveNotWritten`); another process adding vectors is waited for (``wait``)."""
    started = time.monotonic()
    folder = Path(folder).expanduser().resolve()
    _checked(folder, make=False)
    recorded = recorded_model(folder)
    if recorded is None:
        raise FileNotFoundError(f"{folder} holds no index of its own")
    if recorded[0] == fingerprint:
        return AddedVectors()  # its own vectors are this model's
    target = vectors_file(folder, fingerprint)
    try:
        with safe_dir(folder, DRIVE_DIR, VECTORS_DIR, make=True) as checked:
            for suffix in ("", "-journal", "-wal", "-shm"):
                checked.check_file(target.name + suffix)
    except UnsafePath as exc:
        raise DriveNotWritten(f"vectors are not added to the index on the drive of {folder}: {exc}") from exc
    lock = WriterLock(target.parent, what="desktop-search adding vectors to this drive's index")
    try:
        lock.acquire(wait=_bounded(folder, wait, limit_s=WAIT_FOR_WRITER_S))
    except IndexBusy as exc:
        raise _busy(folder, exc) from exc
    report = AddedVectors()
    try:
        out = _open_vectors(target, fingerprint, embedder)
        src = sqlite3.connect(f"{drive_db_path(folder).resolve().as_uri()}?mode=ro", uri=True, timeout=30.0)
        try:
            live = {int(i) for (i,) in src.execute("SELECT id FROM chunks WHERE words_only = 0")}
            have = {int(i) for (i,) in out.execute("SELECT chunk_id FROM vectors")}
            gone = sorted(have - live)
            if gone:
                with out:
                    out.executemany("DELETE FROM vectors WHERE chunk_id = ?", [(i,) for i in gone])
            report.dropped = len(gone)
            todo = sorted(live - have)
            report.total = len(live)
            report.left = len(todo)
            profile = embedder.profile

            def items() -> Iterator[tuple[int, str]]:
                for at in range(0, len(todo), ADD_PAGE):
                    page = todo[at : at + ADD_PAGE]
                    marks = ",".join("?" * len(page))
                    rows = src.execute(
                        "SELECT c.id, c.text, coalesce(f.title, '') FROM chunks c"
                        " JOIN files f ON f.id = c.file_id"
                        f" WHERE c.id IN ({marks}) ORDER BY c.id",
                        page,
                    ).fetchall()
                    for chunk_id, text, title in rows:
                        if cancel is not None and cancel.is_set():
                            return
                        yield int(chunk_id), profile.format_document(text, title)

            for batch in embedder.embed_stream(items()):
                rows = [
                    (cast(int, key), np.ascontiguousarray(vector, dtype=np.float32).tobytes())
                    for key, vector in zip(batch.keys, batch.vectors, strict=True)
                ]
                with out:  # one transaction per batch
                    out.executemany("INSERT OR REPLACE INTO vectors (chunk_id, vector) VALUES (?, ?)", rows)
                report.embedded += len(rows)
                report.left -= len(rows)
                if progress is not None:
                    progress(report.embedded, len(todo), time.monotonic() - started)
        finally:
            src.close()
            out.close()
    finally:
        lock.release()
    report.seconds = time.monotonic() - started
    return report


def _open_vectors(target: Path, fingerprint: str, embedder: Embedder) -> sqlite3.Connection:
    """The file of this model's vectors on the drive, made when there is none. A rollback journal,
    not a write-ahead log: readable from read-only media and on filesystems without shared memory."""
    conn = sqlite3.connect(target, timeout=30.0)
    try:
        conn.execute("PRAGMA journal_mode=DELETE")
        conn.execute("PRAGMA synchronous=FULL")
        conn.executescript(VECTORS_SCHEMA)
        meta = dict(conn.execute("SELECT key, value FROM meta").fetchall())
        wanted = {
            "model_fingerprint": fingerprint,
            "model_name": embedder.info.name,
            "dim": str(embedder.dim),
        }
        if meta and (meta.get("model_fingerprint"), meta.get("dim")) != (fingerprint, str(embedder.dim)):
            raise ValueError(f"{target} holds another model's vectors: it is not added to")
        with conn:
            conn.executemany("INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)", list(wanted.items()))
    except BaseException:
        conn.close()
        raise
    return conn


def keep_drives_current(
    engine: Engine,
    *,
    progress: ProgressSink | None = None,
    cancel: threading.Event | None = None,
    only: set[Path] | None = None,
    wait: Callable[[str], bool] | None = None,
) -> list[str]:
    """Every folder of ``engine.settings.drive_indexes`` whose drive is mounted and writable is
    brought up to date on its drive, with the engine's model and folder rules; a folder that was
    also in the local index leaves it once its drive holds it (the local index keeps only the
    reference). ``only``: just these of them; ``wait``: called while another process writes a
    drive (see :func:`index_on_drive`). The writer's vector files are kept in the engine's data
    directory (never on the drives). Returns one line per folder that could not be done (the
    others go on)."""
    problems = []
    local = {str(p) for p in engine.folders()}
    fingerprint = engine.store.fingerprint or ""
    for text in engine.settings.drive_indexes:
        folder = Path(text)
        if cancel is not None and cancel.is_set():
            break
        if only is not None and folder not in only:
            continue
        try:
            if not folder.is_dir() or not os.access(folder, os.W_OK):
                continue  # not mounted, or read-only: searched from its copy as it is
            report = index_on_drive(
                folder,
                settings=engine.settings,
                model_path=engine.model_path,
                fingerprint=fingerprint,
                progress=progress,
                cancel=cancel,
                wait=wait,
                local_data=engine.paths.data_dir,
            )
        except DriveModelDiffers as exc:
            # Another computer's model: this one's vectors are topped up once the user added them
            # (the window offers that while the copy is searched by words only).
            if vectors_file(folder, fingerprint).is_file():
                try:
                    add_vectors(folder, engine.embedder, fingerprint=fingerprint, cancel=cancel, wait=wait)
                except Exception as add_exc:
                    log.warning("adding vectors to the index on the drive of %s failed: %s", folder, add_exc)
                    problems.append(f"{folder}: {add_exc}")
            else:
                log.info("%s", exc)
            continue
        except Exception as exc:  # a drive pulled out mid-run, a full disk: the next run goes on
            log.warning("the index on the drive of %s could not be brought up to date: %s", folder, exc)
            problems.append(f"{folder}: {exc}")
            continue
        if text in local and not report.cancelled and not report.meaning_pending:
            engine.remove_folder(folder)
            log.info("%s left the local index: its index is on its drive", folder)
    return problems
