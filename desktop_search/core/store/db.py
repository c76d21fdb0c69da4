"""SQLite metadata: folders, files and chunks (with their vectors). The record.

Discipline: WAL journal, one writer connection owned by one thread,
``PRAGMA user_version`` with ordered migrations, every change in a
transaction. Each transaction that adds or removes chunks bumps the
``generation`` counter, which the Faiss file records so a stale vector index
is recognised and rebuilt from here.

:class:`Database` is composed of one mixin per table family, each in its own module:
:mod:`.schema` (migrations), :mod:`.files` (folders and files), :mod:`.passages` (passages,
their terms, the meaning queue), :mod:`.messages` (mail stores) and :mod:`.queries` (the
search's reads), all on :mod:`.base` (the connection, transactions, ``meta``). Here: opening
the file, and the reads that span every table.
"""

from __future__ import annotations

import contextlib
import logging
import os
import sqlite3
import time
from pathlib import Path

from ..common.config import set_mode
from .base import StoreError
from .files import FilesMixin
from .hits import HitsMixin
from .messages import MessagesMixin
from .passages import PENDING_C, PassagesMixin
from .schema import SchemaMixin

log = logging.getLogger(__name__)


#: How long a process opening a new index tries to switch it to WAL while others hold it open.
_WAL_SWITCH_S = 30.0


def _wal_works(folder: Path) -> bool:
    """Whether SQLite's write-ahead log works in ``folder`` (its shared memory needs mmap and
    locks, which some filesystems lack: fusefat answers "disk I/O error" once in WAL, and a
    database in WAL cannot even go back). Tried on a small database of its own, removed after."""
    probe = folder / f".wal-probe-{os.getpid()}-{time.monotonic_ns()}.sqlite3"
    try:
        conn = sqlite3.connect(str(probe), isolation_level=None, timeout=5.0)
        try:
            conn.execute("PRAGMA journal_mode=WAL")
            conn.execute("CREATE TABLE probe (x)")
            conn.execute("INSERT INTO probe VALUES (1)")
            return bool(conn.execute("SELECT count(*) FROM probe").fetchone()[0] == 1)
        finally:
            conn.close()
    except sqlite3.Error:
        return False
    finally:
        for suffix in ("", "-wal", "-shm", "-journal"):
            with contextlib.suppress(OSError):
                os.unlink(f"{probe}{suffix}")


class Database(SchemaMixin, FilesMixin, PassagesMixin, MessagesMixin, HitsMixin):
    """The index database. Use from one thread only."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self._vocab = False  # temp.chunks_vocab made on this connection
        self._passages = (-1, 0)  # (generation, passages then)
        if not path.exists():
            # Create it private first: SQLite gives its -wal and -shm files the same mode.
            os.close(os.open(path, os.O_WRONLY | os.O_CREAT, 0o600))
        try:
            self._conn = sqlite3.connect(str(path), isolation_level=None, timeout=10.0)
            self._use_wal()
            self._conn.execute("PRAGMA synchronous=NORMAL")
            self._conn.execute("PRAGMA foreign_keys=ON")
            self._migrate()
        except sqlite3.DatabaseError as exc:
            raise StoreError(f"cannot open the index database {path}: {exc}") from exc
        set_mode(path, 0o600)

    # -- plumbing -----------------------------------------------------------

    def _use_wal(self) -> None:
        """Write-ahead logging, a lasting property of the file, set at its first open.

        Switching needs the file to itself and SQLite runs no busy handler for it: processes
        opening a new index at once (two ``index`` runs, the app and the command line) failed
        with "database is locked" (12 rounds of 30 with eight processes). So the mode is read
        first (after the first open there is nothing to do), and the switch is made by one
        process at a time, tried again while another still has the file open.
        """
        if self._journal_mode() == "wal":
            return
        if not _wal_works(self.path.parent):  # a FAT drive through FUSE: no shared memory there
            log.info(
                "%s keeps its rollback journal: this filesystem cannot hold a write-ahead log", self.path
            )
            return
        lock = self._migration_lock()
        lock.acquire(wait=lambda _holder: True, poll_s=0.05)
        try:
            deadline = time.monotonic() + _WAL_SWITCH_S
            while True:
                try:
                    mode = str(self._conn.execute("PRAGMA journal_mode=WAL").fetchone()[0]).lower()
                except sqlite3.OperationalError as exc:
                    if "locked" not in str(exc) and "busy" not in str(exc):
                        raise
                    mode = ""
                if mode == "wal":
                    return
                if time.monotonic() > deadline:  # as before: the rollback journal, still safe
                    log.warning("%s stays in %s journal mode: the switch to WAL was refused", self.path, mode)
                    return
                time.sleep(0.05)
        finally:
            lock.release()

    def _journal_mode(self) -> str:
        return str(self._conn.execute("PRAGMA journal_mode").fetchone()[0]).lower()

    # -- every table ----------------------------------------------------------

    def clear_chunks(self) -> None:
        """Forget every file and chunk (folders stay): the next run re-indexes all."""
        with self.transaction() as conn:
            conn.execute("DELETE FROM chunks")
            conn.execute("DELETE FROM files")
            self._bump_generation(conn)

    def counts(self) -> dict[str, int]:
        one = self._conn.execute
        return {
            "folders": one("SELECT COUNT(*) FROM folders").fetchone()[0],
            # A mail store counts as one file; its messages are counted on their own.
            "files": one("SELECT COUNT(*) FROM files WHERE status='ok' AND container_id IS NULL").fetchone()[
                0
            ],
            "messages": one("SELECT COUNT(*) FROM files WHERE container_id IS NOT NULL").fetchone()[0],
            "failed": one("SELECT COUNT(*) FROM files WHERE status IN ('error', 'retry')").fetchone()[0],
            "skipped": one("SELECT COUNT(*) FROM files WHERE status='skipped'").fetchone()[0],
            "chunks": one("SELECT COUNT(*) FROM chunks").fetchone()[0],
            "pending": self.pending_count(),
            "waiting_files": self.waiting_files(),
            "words_only": one(
                "SELECT COUNT(*) FROM chunks INDEXED BY chunks_words_only WHERE words_only = 1"
            ).fetchone()[0],
            "partly": one(
                "SELECT COUNT(*) FROM files WHERE status='ok' AND error IS NOT NULL AND error != ''"
            ).fetchone()[0],
        }

    def integrity_problems(self, dim: int) -> list[str]:
        """What SQLite's own checks, the FTS index and the stored vectors say is wrong."""
        problems = []
        check = [r[0] for r in self._conn.execute("PRAGMA integrity_check").fetchall()]
        if check != ["ok"]:
            problems.append("SQLite integrity check failed: " + "; ".join(check[:5]))
        try:
            self._conn.execute("INSERT INTO chunks_fts(chunks_fts, rank) VALUES ('integrity-check', 1)")
            self._conn.execute("INSERT INTO files_fts(files_fts, rank) VALUES ('integrity-check', 1)")
        except sqlite3.DatabaseError as exc:
            problems.append(f"the keyword index is damaged: {exc}")
        unindexed = self._conn.execute(
            "SELECT COUNT(*) FROM chunks WHERE id NOT IN (SELECT rowid FROM chunks_fts)"
        ).fetchone()[0]
        stale = self._conn.execute(
            "SELECT COUNT(*) FROM chunks_fts WHERE rowid NOT IN (SELECT id FROM chunks)"
        ).fetchone()[0]
        if unindexed or stale:
            problems.append(
                f"the keyword index is out of step: {unindexed} passages missing, {stale} left over"
            )
        wrong = self._conn.execute(
            "SELECT COUNT(*) FROM chunks WHERE length(vector) NOT IN (0, ?)", (dim * 4,)
        )
        if (n := wrong.fetchone()[0]) > 0:
            problems.append(f"{n} chunks have vectors of the wrong size")
        unqueued = self._conn.execute(
            "SELECT COUNT(DISTINCT c.file_id) FROM chunks c INDEXED BY chunks_pending"
            f" JOIN files f ON f.id = c.file_id WHERE {PENDING_C}"
            " AND f.meaning_rank IS NULL"
        )
        if (n := unqueued.fetchone()[0]) > 0:
            problems.append(f"{n} files have passages waiting for meaning but are not in its queue")
        orphans = self._conn.execute(
            "SELECT COUNT(*) FROM chunks WHERE file_id NOT IN (SELECT id FROM files)"
        )
        if (n := orphans.fetchone()[0]) > 0:
            problems.append(f"{n} chunks belong to no file")
        return problems
