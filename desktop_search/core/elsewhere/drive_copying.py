"""An index that travels with its drive: the reader's side.

A folder whose index is kept on its drive holds ``.desktop-search/``, an index of the app's own
kind (SQLite + the same schema; written by :mod:`.drive_writing`) whose one folder is that
folder. Any computer that sees the folder, at any mount path and read-only or not, searches it
through :class:`DriveCopy`: a copy of that index under its own data directory (``shared/<key>/``,
next to the shared indexes' copies, searched by the same code), with the paths moved to where the
folder is mounted here. Nothing is embedded again.

What comes from a drive is not trusted: :meth:`DriveCopy.pull` copies the database with
SQLite's backup (a consistent snapshot, even while the drive's writer commits), and refuses the
copy, with a reason, when

* SQLite finds it damaged (``quick_check``), or its schema is not exactly this app's (another
  version, extra triggers or views: nothing of the drive's runs here);
* FTS5 finds its keyword tables damaged (their ``integrity-check``: ``quick_check`` does not look
  inside them, and every search would fail on them);
* a vector is not ``dim`` floats (truncated), not finite or all zeros, or the model is not named;
* a passage is not text;
* it names a file that is not inside its folder (``..``, another root, a path that is not
  normal).

What is taken crosses :mod:`.border` as a database's rows do: a passage longer than the app makes
is cut (its keywords analysed again, so that they say what it holds), and a vector of another
length is brought to length one (3e38 in each number ranked first for any query).

The vectors are rebuilt from the database's passage vectors, never loaded from the drive's own
vector file (a native structure a damaged drive could make the app crash on). Files that are
links leading out of the folder on this computer are left out of the copy: nothing outside the
folder is ever shown or opened.

A drive indexed with another model than this computer's is never searched with mixed vectors.
Its copy takes this computer's model's vectors from ``.desktop-search/vectors/<fingerprint>.sqlite3``
(added on the drive by :func:`.drive_writing.add_vectors`, when the user accepts the offer); a
passage without one there is found by its words only, as a passage waiting for meaning is. That
file is checked like the index (its schema, model and vector lengths).
"""

from __future__ import annotations

import functools
import logging
import os
import sqlite3
import stat
import time
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

import numpy as np

from ..store.db import Database
from ..store.index import IndexStore
from ..store.schema import MIGRATIONS
from ..store.writer_lock import WriterLock
from ..text.lexical import analyse_passage
from . import border
from .db_connection import SharedIndexError
from .db_pulling import PullReport

if TYPE_CHECKING:
    from ..common.config import Paths

log = logging.getLogger(__name__)

#: The folder, inside a folder kept on its drive, that holds the drive's index.
DRIVE_DIR = ".desktop-search"
#: How a drive's folder is named among the shared indexes (``drive:/media/anna/Archive``).
DRIVE_SCHEME = "drive:"
#: The largest vector the app makes (e5-large: 1,024): a bigger ``dim`` is a damaged index.
MAX_DIM = 4096
#: At most this share of the time is spent copying a drive index that keeps changing ...
COPY_SHARE = 0.1
#: ... once a copy takes this long (a shorter one is made whenever the drive's index changed).
THROTTLE_FROM_S = 1.0
#: Beside the drive index's database: a new mark after every run of its writer (see ``_stamp``).
WRITTEN_MARK = "written"
#: Inside :data:`DRIVE_DIR`: other models' vectors of the drive index's passages, a file per model.
VECTORS_DIR = "vectors"
#: The one table of such a file besides ``meta`` (fingerprint, model name, dim).
VECTORS_SCHEMA = (
    "CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);"
    "CREATE TABLE IF NOT EXISTS vectors (chunk_id INTEGER PRIMARY KEY, vector BLOB NOT NULL);"
)


@dataclass(frozen=True)
class ModelSpace:
    """The model whose vectors this computer searches with (a drive's copy is made in its space)."""

    fingerprint: str
    name: str
    dim: int


class DriveIndexRefused(SharedIndexError):
    """The drive's index is damaged or not this app's: the reason is for the user."""


def drive_url(folder: Path | str) -> str:
    return DRIVE_SCHEME + str(folder)


def drive_folder(url: str) -> Path | None:
    """The folder of a ``drive:`` URL, or None for another kind of shared index."""
    return Path(url[len(DRIVE_SCHEME) :]) if url.startswith(DRIVE_SCHEME) else None


def drive_db_path(folder: Path) -> Path:
    """The database of the folder's drive index (see :func:`desktop_search.core.drive.drive_paths`)."""
    return folder / DRIVE_DIR / "index" / "index.sqlite3"


def vectors_file(folder: Path, fingerprint: str) -> Path:
    """Where the vectors of the model with ``fingerprint`` for ``folder``'s drive index are kept
    (when that model is not the one the index was made with)."""
    return folder / DRIVE_DIR / VECTORS_DIR / f"{fingerprint}.sqlite3"


def has_drive_index(folder: Path) -> bool:
    try:
        return drive_db_path(folder).is_file()
    except OSError:
        return False


class DriveCopy:
    """This computer's copy of one folder's drive index (the :class:`.Replica` of a drive)."""

    def __init__(self, folder: Path, paths: Paths, space: ModelSpace | None = None) -> None:
        self.folder = Path(os.path.abspath(folder))
        self.url = drive_url(self.folder)
        self.paths = paths
        #: This computer's model: a drive index of another model is copied into its space (None:
        #: copied as it is, and searched only by a computer of the same model).
        self.space = space
        self._seen: str | None = None
        #: When the last copy was made (monotonic) and how long it took: a drive that changes
        #: often (it is watched) is copied at most :data:`COPY_SHARE` of the time.
        self._copied_at: float | None = None
        self._copy_s = 0.0

    def close(self) -> None:
        pass  # the copy is opened and closed within each pull

    def open_local(self) -> IndexStore | None:
        """The copy as last pulled (None before the first pull)."""
        if not self.paths.db_path.exists():
            return None
        db = Database(self.paths.db_path)
        try:
            fingerprint, name, dim = (db.get_meta(k) for k in ("model_fingerprint", "model_name", "dim"))
        finally:
            db.close()
        if not (fingerprint and name and dim):
            return None
        return IndexStore.open(self.paths, fingerprint=fingerprint, model_name=name, dim=int(dim))

    def pull(self, *, full: bool = False) -> PullReport:
        """Copy the drive's index when it changed since the last pull (``full``: in any case).
        Raises :class:`SharedIndexError` when the folder or its index cannot be read now (the
        drive is away: the copy stays), :class:`DriveIndexRefused` when it is damaged or hostile
        (the copy stays as it was)."""
        started = time.monotonic()
        source = drive_db_path(self.folder)
        side = vectors_file(self.folder, self.space.fingerprint) if self.space is not None else None
        try:
            stamp = _stamp(source, side, self.space)
        except OSError as exc:
            raise SharedIndexError(f"the drive index in {self.folder} cannot be read now: {exc}") from exc
        if not full and stamp == (self._seen or self._recorded_stamp()):
            return PullReport()
        if not full and self._copied_at is not None and self._copy_s >= THROTTLE_FROM_S:
            wait = self._copy_s / COPY_SHARE - (started - self._copied_at)
            if wait > 0:  # copied a moment ago, and a copy takes long: a little later
                return PullReport(deferred_s=wait)
        self.paths.index_dir.mkdir(parents=True, exist_ok=True)
        lock = WriterLock(self.paths.data_dir, what="a desktop-search process updating this drive's copy")
        if not lock.try_acquire():
            raise SharedIndexError(f"the copy of the drive index in {self.folder} is being updated elsewhere")
        incoming = self.paths.index_dir / "incoming.sqlite3"
        try:
            _remove_db(incoming)
            _snapshot(source, incoming)
            _dim, root, files = _check(incoming)
            if self.space is not None and _model_of(incoming)[0] != self.space.fingerprint:
                assert side is not None
                self._into_space(incoming, side, self.space)
            _cross_border(incoming)
            left_out = self._rebase(incoming, root)
            report = self._take(incoming, lock, stamp)
            report.files = files - len(left_out)
        finally:
            _remove_db(incoming)
            _remove_db(self.paths.index_dir / "incoming-vectors.sqlite3")
            lock.release()
        self._seen = stamp
        self._copied_at, self._copy_s = time.monotonic(), time.monotonic() - started
        report.roots = [str(self.folder)]
        report.seconds = time.monotonic() - started
        return report

    def _into_space(self, incoming: Path, side: Path, space: ModelSpace) -> None:
        """The snapshot ``incoming`` (another model's index) made an index of ``space``: each
        passage gets this model's vector from the drive's ``side`` file, or none (found by its
        words only). The other model's vectors never reach the copy."""
        drive_fingerprint, drive_model = _model_of(incoming)
        conn = sqlite3.connect(incoming, isolation_level=None)
        try:
            conn.execute("PRAGMA trusted_schema = OFF")
            taken = side.is_file()
            if taken:
                side_copy = self.paths.index_dir / "incoming-vectors.sqlite3"
                _remove_db(side_copy)
                _snapshot(side, side_copy)
                _check_vectors(side_copy, space, side)
                conn.execute("ATTACH DATABASE ? AS side", (str(side_copy),))
            conn.execute("BEGIN")
            conn.execute(
                "UPDATE chunks SET vector ="
                " coalesce((SELECT v.vector FROM side.vectors v WHERE v.chunk_id = chunks.id), X'')"
                " WHERE words_only = 0"
                if taken
                else "UPDATE chunks SET vector = X'' WHERE words_only = 0"
            )
            conn.execute("UPDATE files SET meaning_rank = NULL")  # the copy is never embedded
            conn.executemany(
                "INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)",
                [
                    ("model_fingerprint", space.fingerprint),
                    ("model_name", space.name),
                    ("dim", str(space.dim)),
                    ("drive_model_name", drive_model),
                    ("drive_model_fingerprint", drive_fingerprint),
                ],
            )
            conn.execute("COMMIT")
            if taken:
                conn.execute("DETACH DATABASE side")
        finally:
            conn.close()

    def describe(self) -> tuple[str, int]:
        """``(the drive index's model when it is not this computer's, passages of the copy found
        by their words only)``: ``("", 0)`` for a copy of this computer's model or none yet."""
        if not self.paths.db_path.exists():
            return "", 0
        db = Database(self.paths.db_path)
        try:
            model = db.get_meta("drive_model_name") or ""
            if not model:
                return "", 0
            (missing,) = db._conn.execute(
                "SELECT count(*) FROM chunks WHERE length(vector) = 0 AND words_only = 0"
            ).fetchone()
            return model, int(missing)
        finally:
            db.close()

    def _rebase(self, incoming: Path, root: str) -> list[str]:
        """The paths of ``root`` (where the writer saw the folder) moved to where it is here; files
        that lead out of the folder here (links) dropped. Returns the paths dropped."""
        db = Database(incoming)
        try:
            ((folder_id, _path),) = db.folders()
            if root != str(self.folder):
                db.relink_folder(folder_id, str(self.folder))
            real_root = os.path.realpath(self.folder)
            # Any link on the way counts: the file itself, or a folder above it (notes -> /etc).
            leaving = [
                path
                for (path,) in db._conn.execute("SELECT path FROM files WHERE container_id IS NULL")
                if not _inside(os.path.realpath(path), real_root)
            ]
            if leaving:
                log.warning("%d files of %s lead out of it (links): left out", len(leaving), self.folder)
                db.remove_files(leaving)  # a store's messages go with it
            db._conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
            return leaving
        finally:
            db.close()

    def _recorded_stamp(self) -> str | None:
        """The drive index's state the copy was last made from (kept in the copy)."""
        if not self.paths.db_path.exists():
            return None
        db = Database(self.paths.db_path)
        try:
            return db.get_meta("drive_stamp")
        finally:
            db.close()

    def _take(self, incoming: Path, lock: WriterLock, stamp: str) -> PullReport:
        """Replace the copy's content with ``incoming`` in one step (readers on other
        connections see the old copy or the new one), then rebuild and save its vectors."""
        self.paths.ensure()
        copy = Database(self.paths.db_path)
        try:
            before = copy.generation
        finally:
            copy.close()
        src = sqlite3.connect(incoming, isolation_level=None)
        try:
            # A generation the copy never had: readers take the new vectors once they are saved.
            src.execute(
                "UPDATE meta SET value = CAST(? AS TEXT) WHERE key = 'generation'",
                (max(before, _generation(src)) + 1,),
            )
            src.execute("INSERT OR REPLACE INTO meta (key, value) VALUES ('drive_stamp', ?)", (stamp,))
            dst = sqlite3.connect(self.paths.db_path, isolation_level=None, timeout=30.0)
            try:
                src.backup(dst)
            finally:
                dst.close()
        finally:
            src.close()
        # The vectors are rebuilt from the passages' vectors (never from the drive's vector file).
        self.paths.vectors_path.unlink(missing_ok=True)
        store = self.open_local()
        if store is None:
            raise DriveIndexRefused(f"the drive index in {self.folder} names no model")
        try:
            store.writer = lock
            store.save()
        finally:
            store.close(save=False)
        return PullReport()


def _stamp(path: Path, side: Path | None, space: ModelSpace | None) -> str:
    """What changes when the drive's writer commits (the database, and its log while it writes; the
    writer's mark after each run, as times on FAT and exFAT are coarse and a file may keep its
    size), when this computer's vectors on the drive change (their file's change counter: it keeps
    a rollback journal), or when this computer's model does."""
    st = path.stat()
    try:
        log_file = os.stat(f"{path}-wal")
        # An empty log is no change (a reader opening the database may leave one behind).
        wal = log_file.st_mtime_ns if log_file.st_size else 0
    except OSError:
        wal = 0
    written = _head(path.parent / WRITTEN_MARK, 0, 64).decode("ascii", "replace")
    vectors = "-"
    if side is not None:
        try:
            side_st = os.stat(side)
            vectors = f"{side_st.st_mtime_ns}:{side_st.st_size}:{_head(side, 24, 4).hex()}"
        except OSError:
            pass
    return f"{st.st_mtime_ns}:{st.st_size}:{wal}:{written}|{vectors}|{space.fingerprint if space else ''}"


def _head(path: Path, offset: int, size: int) -> bytes:
    """``size`` bytes of ``path`` from ``offset`` (none when it cannot be read, or is not a regular
    file of its own: a link planted there is not followed, and a FIFO or a device never blocks the
    puller)."""
    flags = os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_NONBLOCK", 0)
    try:
        fd = os.open(path, flags)
    except OSError:
        return b""
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            return b""
        return os.pread(fd, size, offset)
    except OSError:
        return b""
    finally:
        os.close(fd)


def _model_of(path: Path) -> tuple[str, str]:
    """``(fingerprint, name)`` of the model an index's vectors were made with."""
    conn = sqlite3.connect(path)
    try:
        meta = dict(
            conn.execute("SELECT key, value FROM meta WHERE key IN ('model_fingerprint', 'model_name')")
        )
    finally:
        conn.close()
    return str(meta.get("model_fingerprint") or ""), str(meta.get("model_name") or "?")


def _check_vectors(path: Path, space: ModelSpace, where: Path) -> None:
    """Refuse a file of this computer's vectors on the drive that is damaged or not this model's."""
    again = f"delete {where} to add them again"
    conn = sqlite3.connect(path)
    try:
        conn.execute("PRAGMA trusted_schema = OFF")
        try:
            problems = [r[0] for r in conn.execute("PRAGMA quick_check(5)")]
            schema = _schema(conn)
            meta = dict(conn.execute("SELECT key, value FROM meta").fetchall()) if problems == ["ok"] else {}
        except sqlite3.DatabaseError as exc:
            raise DriveIndexRefused(
                f"this computer's vectors on the drive are damaged ({exc}): {again}"
            ) from exc
        if problems != ["ok"]:
            raise DriveIndexRefused(
                f"this computer's vectors on the drive are damaged ({'; '.join(problems)}): {again}"
            )
        if schema != _vectors_schema():
            raise DriveIndexRefused(f"the vectors file on the drive is not desktop-search's: {again}")
        if meta.get("model_fingerprint") != space.fingerprint or meta.get("dim") != str(space.dim):
            raise DriveIndexRefused(f"the vectors file on the drive is not of {space.name}: {again}")
        (bad,) = conn.execute(
            "SELECT count(*) FROM vectors WHERE length(vector) IS NOT ?", (space.dim * 4,)
        ).fetchone()
        if bad:
            raise DriveIndexRefused(
                f"this computer's vectors on the drive hold {bad} damaged vectors "
                f"(not {space.dim} numbers each): {again}"
            )
    finally:
        conn.close()


@functools.cache
def _vectors_schema() -> set[tuple[str, str, str]]:
    conn = sqlite3.connect(":memory:")
    try:
        conn.executescript(VECTORS_SCHEMA)
        return _schema(conn)
    finally:
        conn.close()


def _snapshot(source: Path, target: Path) -> None:
    """A consistent copy of the drive's database, read-only (also from read-only media)."""
    uri = source.resolve().as_uri()
    try:
        src = sqlite3.connect(f"{uri}?mode=ro", uri=True, timeout=30.0)
        src.execute("SELECT count(*) FROM sqlite_master").fetchone()
    except sqlite3.DatabaseError:
        # Read-only media with a write-ahead log SQLite cannot open: read the file as it is.
        src = sqlite3.connect(f"{uri}?immutable=1", uri=True)
    try:
        src.execute("PRAGMA trusted_schema = OFF")
        dst = sqlite3.connect(target)
        try:
            src.backup(dst)
        finally:
            dst.close()
    except sqlite3.DatabaseError as exc:
        raise DriveIndexRefused(f"the drive index {source} cannot be read: {exc}") from exc
    finally:
        src.close()


def _check(path: Path, *, no_folder_yet: bool = False) -> tuple[int, str, int]:
    """Refuse a damaged or foreign index; ``(dim, the folder's recorded path, files)``.
    ``no_folder_yet`` (the writer's): one its first run made before it added its folder (no
    folder, no file; everything else checked) passes, as ``(dim, "", 0)``."""
    conn = sqlite3.connect(path)
    try:
        conn.execute("PRAGMA trusted_schema = OFF")
        try:
            problems = [r[0] for r in conn.execute("PRAGMA quick_check(5)")]
            version = int(conn.execute("PRAGMA user_version").fetchone()[0])
            schema = _schema(conn)
        except sqlite3.DatabaseError as exc:
            raise DriveIndexRefused(f"the drive index is damaged: {exc}") from exc
        if problems != ["ok"]:
            raise DriveIndexRefused(f"the drive index is damaged: {'; '.join(problems)}")
        if version != len(MIGRATIONS):
            newer = "a newer" if version > len(MIGRATIONS) else "an older"
            raise DriveIndexRefused(
                f"the drive index was made by {newer} version of desktop-search (schema {version}, "
                f"this one reads {len(MIGRATIONS)}): update it from the computer that made it"
            )
        if schema != _own_schema():
            raise DriveIndexRefused("the drive index's tables are not desktop-search's: it is not read")
        for table in _keyword_tables():  # this app's own FTS5 tables (the schema is this app's)
            try:
                conn.execute(f"INSERT INTO {table}({table}, rank) VALUES ('integrity-check', 1)")
            except sqlite3.DatabaseError as exc:
                raise DriveIndexRefused(
                    f"the drive index's keyword index is damaged ({exc}): it is not read"
                ) from exc
        meta = dict(conn.execute("SELECT key, value FROM meta").fetchall())
        try:
            dim = int(meta.get("dim") or 0)
        except ValueError:
            dim = 0
        if not (0 < dim <= MAX_DIM) or not meta.get("model_fingerprint") or not meta.get("model_name"):
            raise DriveIndexRefused("the drive index does not say which model made its vectors")
        bad = conn.execute(
            "SELECT count(*) FROM chunks WHERE vector IS NOT NULL AND length(vector) NOT IN (0, ?)",
            (dim * 4,),
        ).fetchone()[0]
        if bad:
            raise DriveIndexRefused(f"the drive index has {bad} damaged vectors (not {dim} numbers each)")
        folders = [r[0] for r in conn.execute("SELECT path FROM folders")]
        if no_folder_yet and not folders and not conn.execute("SELECT 1 FROM files LIMIT 1").fetchone():
            return dim, "", 0
        if len(folders) != 1 or not _normal(folders[0]):
            raise DriveIndexRefused("the drive index is not one folder's")
        root = folders[0]
        outside = [
            p
            for (p,) in conn.execute("SELECT path FROM files")
            if not isinstance(p, str) or not _normal(p) or not _inside(p, root)
        ]
        if outside:
            raise DriveIndexRefused(
                f"the drive index names {len(outside)} files outside its folder (such as {outside[0]!r}): "
                "it is not read"
            )
        files = int(conn.execute("SELECT count(*) FROM files WHERE container_id IS NULL").fetchone()[0])
        return dim, root, files
    finally:
        conn.close()


#: Vectors read and checked at a time (:func:`_cross_border`).
_VECTOR_BATCH = 4096


def _cross_border(path: Path) -> None:
    """The snapshot at ``path`` (checked by :func:`_check`) made of values the app takes
    (:mod:`.border`): each passage a string of at most :data:`.border.MAX_PASSAGE_CHARS`, its
    keywords analysed again when it was cut; each vector finite, of length one. Raises
    :class:`DriveIndexRefused` for a passage that is not text or a vector that is not a number.

    Only what the border would change is read in Python: the passages SQLite finds too long (in
    bytes: never fewer than characters), with a NUL or not text, and the vectors whose length
    numpy finds not one (a copy of thousands of passages is checked in a few batches)."""
    conn = sqlite3.connect(path, isolation_level=None)
    try:
        conn.execute("PRAGMA trusted_schema = OFF")
        (dim,) = conn.execute("SELECT CAST(value AS INTEGER) FROM meta WHERE key = 'dim'").fetchone()
        conn.execute("BEGIN")
        odd = conn.execute(
            "SELECT id, text FROM chunks WHERE typeof(text) != 'text' OR length(CAST(text AS BLOB)) > ?"
            " OR instr(CAST(text AS BLOB), X'00') > 0",
            (border.MAX_PASSAGE_CHARS,),
        ).fetchall()
        cut = 0
        for chunk_id, text in odd:
            try:
                kept = border.passage_text(text)
            except border.Refused as exc:
                raise DriveIndexRefused(f"the drive index is damaged ({exc}): it is not read") from exc
            if kept == text:
                continue
            cut += 1
            analysed = analyse_passage(kept)
            conn.execute("UPDATE chunks SET text = ? WHERE id = ?", (kept, chunk_id))
            conn.execute("DELETE FROM chunks_fts WHERE rowid = ?", (chunk_id,))
            conn.execute(
                "INSERT INTO chunks_fts(rowid, words, bigrams) VALUES (?, ?, ?)",
                (chunk_id, analysed.words, analysed.bigrams),
            )
        if cut:
            log.warning("%d passages of a drive index were longer than the app makes: cut", cut)
            conn.execute("DELETE FROM languages")  # its characters counted again
            conn.execute(
                "INSERT INTO languages (lang, chunks, chars)"
                " SELECT coalesce(lang, ''), count(*), sum(length(text)) FROM chunks GROUP BY 1"
            )
        rows = conn.execute("SELECT id, vector FROM chunks WHERE length(vector) > 0 ORDER BY id")
        fixed: list[tuple[bytes, int]] = []
        bad, why = 0, ""
        while batch := rows.fetchmany(_VECTOR_BATCH):
            matrix = np.frombuffer(b"".join(blob for _id, blob in batch), dtype=np.float32)
            matrix = matrix.reshape(len(batch), dim).astype(np.float64)  # lengths checked by _check
            with np.errstate(invalid="ignore", over="ignore"):
                norms = np.sqrt(np.einsum("ij,ij->i", matrix, matrix))
            for at in np.flatnonzero(~(np.abs(norms - 1.0) < 1e-4)):  # NaN fails this too
                chunk_id, blob = batch[at]
                try:
                    fixed.append((border.vector_bytes(blob, dim).tobytes(), chunk_id))
                except border.Refused as exc:
                    bad, why = bad + 1, why or str(exc)
        if bad:
            raise DriveIndexRefused(f"the drive index has {bad} damaged vectors ({why}): it is not read")
        conn.executemany("UPDATE chunks SET vector = ? WHERE id = ?", fixed)
        conn.execute("COMMIT")
    finally:
        conn.close()


@functools.cache
def _keyword_tables() -> tuple[str, ...]:
    """The FTS5 tables of this version's index (``chunks_fts``, ``files_fts``)."""
    return tuple(
        sorted(name for kind, name, sql in _own_schema() if kind == "table" and " USING fts5(" in sql)
    )


def _schema(conn: sqlite3.Connection) -> set[tuple[str, str, str]]:
    return {
        (str(t), str(n), " ".join(str(s or "").split()))
        for t, n, s in conn.execute("SELECT type, name, sql FROM sqlite_master")
    }


@functools.cache
def _own_schema() -> set[tuple[str, str, str]]:
    """The tables, indexes and triggers this version's index has (made once per process)."""
    import tempfile

    with tempfile.TemporaryDirectory(prefix="desktop-search-schema-") as tmp:
        db = Database(Path(tmp) / "index.sqlite3")
        try:
            return _schema(db._conn)
        finally:
            db.close()


def _normal(path: str) -> bool:
    return os.path.isabs(path) and os.path.normpath(path) == path and "\x00" not in path


def _inside(path: str, root: str) -> bool:
    return path.startswith(root.rstrip(os.sep) + os.sep)


def _generation(conn: sqlite3.Connection) -> int:
    row = conn.execute("SELECT value FROM meta WHERE key = 'generation'").fetchone()
    try:
        return int(row[0]) if row else 0
    except (TypeError, ValueError):
        return 0


def _remove_db(path: Path) -> None:
    for suffix in ("", "-wal", "-shm", "-journal"):
        Path(f"{path}{suffix}").unlink(missing_ok=True)
