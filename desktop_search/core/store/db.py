"""SQLite metadata: folders, files and chunks (with their vectors). The record.

Discipline: WAL journal, one writer connection owned by one thread,
``PRAGMA user_version`` with ordered migrations, every change in a
transaction. Each transaction that adds or removes chunks bumps the
``generation`` counter, which the Faiss file records so a stale vector index
is recognised and rebuilt from here.
"""

from __future__ import annotations

import hashlib
import logging
import os
import sqlite3
import time
from collections.abc import Callable, Iterable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from ..text.lexical import PassageTerms, analyse_passage, name_terms, stem_languages
from .writer_lock import WriterLock

log = logging.getLogger(__name__)


# The last component of a path, in SQL ('/' or '\\' separated): what follows the
# longest prefix that ends in a separator.
_BASENAME = (
    "substr({p}, length(rtrim(replace({p}, '\\', '/'), replace(replace({p}, '\\', '/'), '/', ''))) + 1)"
)


def _basename(path: str) -> str:
    """What :data:`_BASENAME` computes in SQL: the last component of a '/' or '\\' separated path."""
    return path.replace("\\", "/").rsplit("/", 1)[-1]


def _index_passage(conn: sqlite3.Connection, chunk_id: int, analysed: PassageTerms) -> None:
    conn.execute(
        "INSERT INTO chunks_fts(rowid, words, bigrams) VALUES (?, ?, ?)",
        (chunk_id, analysed.words, analysed.bigrams),
    )


def _index_name(conn: sqlite3.Connection, file_id: int, path: str, name: str | None = None) -> None:
    """(Re)write a file's name in the keyword index of names (a message's is its subject)."""
    conn.execute("DELETE FROM files_fts WHERE rowid=?", (file_id,))
    conn.execute(
        "INSERT INTO files_fts(rowid, words, bigrams) VALUES (?, ?, ?)",
        (file_id, *name_terms(_basename(path) if name is None else name)),
    )


def member_path(store: str, key: str) -> str:
    """The path a message of the mail store ``store`` is known by: below the store, as if the
    store were its folder (``in:``, the folder line and removal by prefix work as for files),
    named by a hash of its key (keys hold any character) with the suffix of a message."""
    sep = "\\" if "\\" in store and "/" not in store else "/"
    return f"{store}{sep}{hashlib.sha1(key.encode('utf-8', 'surrogatepass')).hexdigest()[:20]}.eml"


def _reindex_names(conn: sqlite3.Connection) -> None:
    """Schema 8: every file's name again, now also by its inner words (camelCase, digits)."""
    for file_id, path in conn.execute("SELECT id, path FROM files").fetchall():
        _index_name(conn, file_id, path)


def _keyword_search_in_every_script(conn: sqlite3.Connection) -> None:
    """Schema 3: keyword tables of pre-analysed text (:mod:`..lexical`), passages' languages.

    SQLite's tokenizers cannot cut CJK or Thai into searchable units nor stem other
    languages than English, and triggers cannot call Python: the app analyses each passage
    and writes its keyword row in the transaction that stores it. Deleting stays with
    triggers (folders and files cascade to chunks). ``languages`` counts passages and
    characters per language, kept by triggers so the mix costs nothing to read.
    """
    for statement in (
        "DROP TRIGGER chunks_ai",
        "DROP TRIGGER chunks_ad",
        "DROP TABLE chunks_fts",
        "DROP TRIGGER files_ai",
        "DROP TRIGGER files_ad",
        "DROP TRIGGER files_au",
        "DROP TABLE files_fts",
        "ALTER TABLE chunks ADD COLUMN lang TEXT",
        # 'ascii' keeps every non-ASCII character inside a term; terms hold no ASCII punctuation.
        "CREATE VIRTUAL TABLE chunks_fts USING fts5(words, bigrams, tokenize='ascii')",
        "CREATE VIRTUAL TABLE files_fts USING fts5(words, bigrams, tokenize='ascii')",
        "CREATE TABLE languages (lang TEXT PRIMARY KEY, chunks INTEGER NOT NULL, chars INTEGER NOT NULL)",
        """CREATE TRIGGER chunks_ai AFTER INSERT ON chunks BEGIN
            INSERT INTO languages(lang, chunks, chars) VALUES (coalesce(new.lang, ''), 1, length(new.text))
            ON CONFLICT(lang) DO UPDATE SET chunks = chunks + 1, chars = chars + excluded.chars;
        END""",
        """CREATE TRIGGER chunks_ad AFTER DELETE ON chunks BEGIN
            DELETE FROM chunks_fts WHERE rowid = old.id;
            UPDATE languages SET chunks = chunks - 1, chars = chars - length(old.text)
            WHERE lang = coalesce(old.lang, '');
        END""",
        """CREATE TRIGGER files_ad AFTER DELETE ON files BEGIN
            DELETE FROM files_fts WHERE rowid = old.id;
        END""",
    ):
        conn.execute(statement)
    rows = conn.execute("SELECT COUNT(*) FROM chunks").fetchone()[0]
    if rows:
        log.info("analysing %d passages for keyword search in every script (once)", rows)
    last = -1
    while batch := conn.execute(
        "SELECT id, text FROM chunks WHERE id > ? ORDER BY id LIMIT 500", (last,)
    ).fetchall():
        for chunk_id, text in batch:
            analysed = analyse_passage(text)
            conn.execute("UPDATE chunks SET lang=? WHERE id=?", (analysed.lang, chunk_id))
            _index_passage(conn, chunk_id, analysed)
        last = batch[-1][0]
    conn.execute(
        "INSERT INTO languages(lang, chunks, chars)"
        " SELECT coalesce(lang, ''), COUNT(*), SUM(length(text)) FROM chunks GROUP BY 1"
    )
    for file_id, path in conn.execute("SELECT id, path FROM files").fetchall():
        _index_name(conn, file_id, path)


#: Ordered schema changes: an SQL script, or a function that makes the change on a connection
#: (within the migration's transaction). Append only: never change one that has shipped.
MIGRATIONS: tuple[str | Callable[[sqlite3.Connection], None], ...] = (
    # 1: initial schema
    """
    CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
    CREATE TABLE folders (
        id INTEGER PRIMARY KEY,
        path TEXT NOT NULL UNIQUE,
        added_at REAL NOT NULL
    );
    CREATE TABLE files (
        id INTEGER PRIMARY KEY,
        folder_id INTEGER NOT NULL REFERENCES folders(id) ON DELETE CASCADE,
        path TEXT NOT NULL UNIQUE,
        size INTEGER NOT NULL,
        mtime_ns INTEGER NOT NULL,
        content_hash TEXT,
        indexed_at REAL,
        status TEXT NOT NULL DEFAULT 'ok',
        error TEXT
    );
    CREATE INDEX files_folder ON files(folder_id);
    CREATE INDEX files_hash ON files(content_hash);
    CREATE TABLE chunks (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        file_id INTEGER NOT NULL REFERENCES files(id) ON DELETE CASCADE,
        ord INTEGER NOT NULL,
        char_start INTEGER NOT NULL,
        char_end INTEGER NOT NULL,
        page INTEGER,
        text TEXT NOT NULL,
        vector BLOB NOT NULL
    );
    CREATE INDEX chunks_file ON chunks(file_id);
    INSERT INTO meta(key, value) VALUES ('generation', '0');
    """,
    # 2: keyword search (FTS5, BM25) over passages and over file names, kept in step by triggers
    f"""
    CREATE VIRTUAL TABLE chunks_fts USING fts5(
        text, content='chunks', content_rowid='id', tokenize='porter unicode61 remove_diacritics 2'
    );
    CREATE TRIGGER chunks_ai AFTER INSERT ON chunks BEGIN
        INSERT INTO chunks_fts(rowid, text) VALUES (new.id, new.text);
    END;
    CREATE TRIGGER chunks_ad AFTER DELETE ON chunks BEGIN
        INSERT INTO chunks_fts(chunks_fts, rowid, text) VALUES ('delete', old.id, old.text);
    END;
    INSERT INTO chunks_fts(chunks_fts) VALUES ('rebuild');
    CREATE VIRTUAL TABLE files_fts USING fts5(name, tokenize='porter unicode61 remove_diacritics 2');
    CREATE TRIGGER files_ai AFTER INSERT ON files BEGIN
        INSERT INTO files_fts(rowid, name) VALUES (new.id, {_BASENAME.format(p="new.path")});
    END;
    CREATE TRIGGER files_ad AFTER DELETE ON files BEGIN
        DELETE FROM files_fts WHERE rowid = old.id;
    END;
    CREATE TRIGGER files_au AFTER UPDATE OF path ON files BEGIN
        DELETE FROM files_fts WHERE rowid = old.id;
        INSERT INTO files_fts(rowid, name) VALUES (new.id, {_BASENAME.format(p="new.path")});
    END;
    INSERT INTO files_fts(rowid, name) SELECT id, {_BASENAME.format(p="path")} FROM files;
    """,
    # 3: keyword search in every script: analysed by the app, languages of passages
    _keyword_search_in_every_script,
    # 4: passages recognised from pixels (OCR) are marked
    "ALTER TABLE chunks ADD COLUMN ocr INTEGER NOT NULL DEFAULT 0;",
    # 5: words first, meaning after. A passage whose vector is an empty blob waits for meaning;
    # its file's ``meaning_rank`` (higher first) orders the queue and is NULL once every passage
    # of the file has its vector. ``title`` is the document's title, for the model's prefix.
    """
    ALTER TABLE files ADD COLUMN title TEXT;
    ALTER TABLE files ADD COLUMN meaning_rank INTEGER;
    CREATE INDEX files_meaning ON files(meaning_rank) WHERE meaning_rank IS NOT NULL;
    CREATE INDEX chunks_pending ON chunks(file_id, ord) WHERE length(vector) = 0;
    """,
    # 6: drives and shares come and go. ``volume`` is the JSON of the volume the folder was on when
    # it was last online (:class:`..volumes.Volume`); ``state`` is online, offline, unreachable,
    # unreadable or missing, since ``state_since``; files of a folder that is not online are kept.
    """
    ALTER TABLE folders ADD COLUMN volume TEXT;
    ALTER TABLE folders ADD COLUMN state TEXT NOT NULL DEFAULT 'online';
    ALTER TABLE folders ADD COLUMN state_since REAL;
    ALTER TABLE folders ADD COLUMN state_reason TEXT NOT NULL DEFAULT '';
    ALTER TABLE folders ADD COLUMN checked_at REAL;
    """,
    # 7: machine-written text (logs, dumps) is found by its words only: its passages hold no
    # vector and never wait for one. A file indexed in part (or words only) says so in ``error``
    # with status 'ok'.
    """
    ALTER TABLE chunks ADD COLUMN words_only INTEGER NOT NULL DEFAULT 0;
    DROP INDEX chunks_pending;
    CREATE INDEX chunks_pending ON chunks(file_id, ord) WHERE length(vector) = 0 AND words_only = 0;
    CREATE INDEX chunks_words_only ON chunks(file_id) WHERE words_only = 1;
    """,
    # 8: file names are also indexed by their inner words (camelCase, letters and digits)
    _reindex_names,
    # 9: a file may hold many items. A message of a mail store (mbox, PST) is a row of ``files``
    # below its store (``container_id``; path from :func:`member_path`) with its own passages and
    # vectors; ``messages`` holds what the list shows of any message, and where a store's message
    # is (``member``: its stable key, ``location``: where in the store). ``store_state``: how far
    # a store was read (JSON), so that an append is read alone. ``container_id`` is no foreign key
    # on purpose: a store's messages are deleted with it explicitly (their chunk ids are needed to
    # take their vectors out of Faiss), and a folder's go with the folder.
    """
    ALTER TABLE files ADD COLUMN container_id INTEGER;
    ALTER TABLE files ADD COLUMN store_state TEXT;
    CREATE INDEX files_container ON files(container_id) WHERE container_id IS NOT NULL;
    CREATE TABLE messages (
        file_id INTEGER PRIMARY KEY REFERENCES files(id) ON DELETE CASCADE,
        member TEXT,
        location TEXT,
        subject TEXT NOT NULL DEFAULT '',
        sender TEXT NOT NULL DEFAULT '',
        recipients TEXT NOT NULL DEFAULT '',
        date REAL
    );
    """,
    # 10: keys of mail messages carry their content's digest (#43). Before, a Message-ID that two
    # messages of a store shared kept only the last one read (the "#2" count started afresh for
    # each piece of a store). Every store is read whole once more: its messages are known again by
    # their new keys (nothing is embedded again) and the copies the old keys lost come back.
    """
    UPDATE files SET mtime_ns = -1, store_state = NULL
     WHERE id IN (SELECT DISTINCT container_id FROM files WHERE container_id IS NOT NULL);
    """,
)

#: A query term held by more passages than this is matched against the candidates one by one.
DOCLIST_LIMIT = 20_000
#: SQL condition of a passage that has its vector (a pending one holds an empty blob).
HAS_VECTOR = "length(vector) > 0"
#: SQL condition of a passage that waits for its vector (matches the partial index).
PENDING = "length(vector) = 0 AND words_only = 0"
#: :data:`PENDING` of chunks named ``c``.
PENDING_C = "length(c.vector) = 0 AND c.words_only = 0"
#: A file's status after a read that failed for a passing reason (a time or memory limit, an
#: extraction child that crashed or could not start): its earlier passages stay, the next scan
#: reads it again. ``"error"`` and ``"skipped"`` are failures that last while the file is unchanged.
RETRY = "retry"
#: Meaning ranks at or above this are changes the watcher saw while the app ran: they go first.
URGENT_RANK = 1 << 62


def meaning_rank(mtime_ns: int, *, urgent: bool) -> int:
    """Where a file's passages wait for meaning: newest modified first; changes seen live first of all."""
    return URGENT_RANK + time.time_ns() if urgent else min(mtime_ns, URGENT_RANK - 1)


class StoreError(RuntimeError):
    """The index database cannot be used (disk full, locked, unreadable, ...)."""


class DiskFullError(StoreError):
    """The disk holding the index is full: nothing of the failed transaction was kept."""


def _store_error(exc: sqlite3.Error, doing: str) -> StoreError:
    """An environment problem as a message the CLI and the GUI can show as it is."""
    if getattr(exc, "sqlite_errorcode", None) == sqlite3.SQLITE_FULL or "disk is full" in str(exc):
        return DiskFullError(f"disk full while writing the index ({exc}); free some space and index again")
    return StoreError(f"{doing}: {exc}")


@dataclass(frozen=True)
class FileRow:
    id: int
    folder_id: int
    path: str
    size: int
    mtime_ns: int
    content_hash: str | None
    status: str
    error: str | None


@dataclass(frozen=True)
class ChunkIn:
    """A chunk ready to store: its place in the file, its text and its vector."""

    ord: int
    char_start: int
    char_end: int
    text: str
    vector: np.ndarray | None  #: None: stored without one, waiting for meaning
    page: int | None = None
    ocr: bool = False  #: recognised from pixels
    #: its language and keyword terms, when analysed ahead (else they are, as it is stored)
    analysed: PassageTerms | None = None
    #: found by its words only: stored without a vector that it never waits for
    words_only: bool = False


@dataclass(frozen=True)
class MessageRow:
    """What the result list shows of a message; ``store``: the mail store holding it (else "")."""

    subject: str = ""
    sender: str = ""
    recipients: str = ""
    date: float | None = None
    member: str = ""
    location: str = ""
    store: str = ""


@dataclass(frozen=True)
class StoredMember:
    """A message of a store as the index holds it."""

    file_id: int
    digest: str
    location: str


@dataclass(frozen=True)
class PendingPassage:
    """A passage waiting for its vector, with what the model's document prefix needs."""

    chunk_id: int
    file_id: int
    text: str
    title: str


@dataclass(frozen=True)
class ChunkHit:
    chunk_id: int
    file_id: int
    path: str
    text: str
    char_start: int
    char_end: int
    page: int | None
    mtime_ns: int
    lang: str | None = None  #: the passage's language, when known
    ocr: int = 0  #: 1 when the passage was recognised from pixels (OCR)
    #: 0 while the passage waits for its vector (found by its words only until it has one)
    has_vector: int = 1


@dataclass(frozen=True)
class FolderInfo:
    """A chosen folder as the index knows it (see migration 6 for the states)."""

    folder_id: int
    path: str
    volume: str | None
    state: str
    state_since: float | None
    state_reason: str
    checked_at: float | None
    files: int


_HIT = (
    "c.id, c.file_id, f.path, c.text, c.char_start, c.char_end, c.page, f.mtime_ns, c.lang, c.ocr,"
    " length(c.vector) > 0"
)


#: How long a process opening a new index tries to switch it to WAL while others hold it open.
_WAL_SWITCH_S = 30.0


class Database:
    """The index database. Use from one thread only."""

    #: temp.chunks_vocab made on this connection; (generation, passages then). Class defaults:
    #: the servers' read-only subclass does not run __init__.
    _vocab = False
    _passages = (-1, 0)

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
        path.chmod(0o600)

    # -- plumbing -----------------------------------------------------------

    def _migration_lock(self) -> WriterLock:
        """Held by the one process that sets up or migrates the file while others open it."""
        name = self.path.name + ".migrating"
        return WriterLock(self.path.parent, what="a desktop-search process", name=name)

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

    def _migrate(self) -> None:
        version = self._conn.execute("PRAGMA user_version").fetchone()[0]
        if version > len(MIGRATIONS):
            raise StoreError(f"the index was written by a newer version (schema {version}); update the app")
        if version == len(MIGRATIONS):
            return
        # Two processes opening a new (or old) index at once: one migrates, the other waits and
        # then finds the work done (the version is read again under the lock).
        lock = self._migration_lock()
        lock.acquire(wait=lambda _holder: True, poll_s=0.05)
        try:
            self._migrate_locked()
        finally:
            lock.release()

    def _migrate_locked(self) -> None:
        version = self._conn.execute("PRAGMA user_version").fetchone()[0]
        for number, script in enumerate(MIGRATIONS[version:], start=version + 1):
            try:
                if isinstance(script, str):
                    self._conn.executescript(
                        f"BEGIN IMMEDIATE;\n{script}\nPRAGMA user_version={number};\nCOMMIT;"
                    )
                else:
                    self._conn.execute("BEGIN IMMEDIATE")
                    script(self._conn)
                    self._conn.execute(f"PRAGMA user_version={number}")
                    self._conn.execute("COMMIT")
            except sqlite3.DatabaseError:
                if self._conn.in_transaction:
                    self._conn.execute("ROLLBACK")
                raise
            log.info("index database migrated to schema %d", number)

    @contextmanager
    def transaction(self) -> Iterator[sqlite3.Connection]:
        """``BEGIN IMMEDIATE`` ... ``COMMIT``; rolls back on any error."""
        conn = self._conn
        try:
            conn.execute("BEGIN IMMEDIATE")
        except sqlite3.OperationalError as exc:
            raise StoreError(f"the index database is busy or unwritable: {exc}") from exc
        try:
            yield conn
        except BaseException as exc:
            if conn.in_transaction:  # SQLite may have rolled back itself (disk full, I/O error)
                conn.execute("ROLLBACK")
            if isinstance(exc, sqlite3.OperationalError):
                raise _store_error(exc, "could not write to the index") from exc
            raise
        try:
            conn.execute("COMMIT")
        except sqlite3.OperationalError as exc:  # e.g. disk full at commit time
            if conn.in_transaction:
                conn.execute("ROLLBACK")
            raise _store_error(exc, "could not save to the index") from exc

    def close(self) -> None:
        self._conn.close()

    # -- meta ---------------------------------------------------------------

    def get_meta(self, key: str, default: str | None = None) -> str | None:
        row = self._conn.execute("SELECT value FROM meta WHERE key=?", (key,)).fetchone()
        return row[0] if row else default

    def set_meta(self, key: str, value: str) -> None:
        with self.transaction() as conn:
            conn.execute("INSERT OR REPLACE INTO meta(key, value) VALUES (?, ?)", (key, value))

    @property
    def generation(self) -> int:
        return int(self.get_meta("generation", "0") or 0)

    @staticmethod
    def _bump_generation(conn: sqlite3.Connection) -> None:
        conn.execute("UPDATE meta SET value = CAST(value AS INTEGER) + 1 WHERE key='generation'")

    # -- folders ------------------------------------------------------------

    def add_folder(self, path: str) -> int:
        with self.transaction() as conn:
            conn.execute("INSERT OR IGNORE INTO folders(path, added_at) VALUES (?, ?)", (path, time.time()))
            return int(conn.execute("SELECT id FROM folders WHERE path=?", (path,)).fetchone()[0])

    def folders(self) -> list[tuple[int, str]]:
        return [(int(r[0]), r[1]) for r in self._conn.execute("SELECT id, path FROM folders ORDER BY path")]

    def folder_infos(self) -> list[FolderInfo]:
        """Every folder with its state and how many files the index holds for it."""
        rows = self._conn.execute(
            "SELECT d.id, d.path, d.volume, d.state, d.state_since, d.state_reason, d.checked_at,"
            " (SELECT COUNT(*) FROM files f WHERE f.folder_id = d.id AND f.status = 'ok')"
            " FROM folders d ORDER BY d.path"
        )
        return [FolderInfo(int(r[0]), r[1], r[2], r[3], r[4], r[5], r[6], int(r[7])) for r in rows]

    def set_folder_state(
        self, folder_id: int, state: str, reason: str = "", *, volume: str | None = None
    ) -> None:
        """Note what a look at the folder found (``volume``: the JSON of its volume, kept while online)."""
        now = time.time()
        with self.transaction() as conn:
            conn.execute(
                "UPDATE folders SET state_since = CASE WHEN state = ? AND state_since IS NOT NULL"
                " THEN state_since ELSE ? END, state = ?, state_reason = ?, checked_at = ?,"
                " volume = coalesce(?, volume) WHERE id = ?",
                (state, now, state, reason, now, volume if state == "online" else None, folder_id),
            )

    def offline_folders(self) -> dict[int, tuple[str, float | None, str]]:
        """``folder id -> (state, since, reason)`` of every folder that is not online."""
        rows = self._conn.execute(
            "SELECT id, state, state_since, state_reason FROM folders WHERE state != 'online'"
        )
        return {int(r[0]): (r[1], r[2], r[3]) for r in rows}

    def folder_ids_of(self, file_ids: Iterable[int]) -> dict[int, int]:
        ids = list(file_ids)
        if not ids:
            return {}
        marks = ",".join("?" * len(ids))
        return {
            int(a): int(b)
            for a, b in self._conn.execute(f"SELECT id, folder_id FROM files WHERE id IN ({marks})", ids)
        }

    def relink_folder(self, folder_id: int, new_root: str) -> int:
        """The folder now lives at ``new_root``: its files' paths follow, their passages and vectors stay.

        Returns how many files were relinked.
        """
        with self.transaction() as conn:
            old_root = conn.execute("SELECT path FROM folders WHERE id=?", (folder_id,)).fetchone()[0]
            rows = conn.execute("SELECT id, path FROM files WHERE folder_id=?", (folder_id,)).fetchall()
            conn.execute("UPDATE folders SET path=? WHERE id=?", (new_root, folder_id))
            for file_id, path in rows:
                rel = os.path.relpath(path, old_root)
                conn.execute("UPDATE files SET path=? WHERE id=?", (os.path.join(new_root, rel), file_id))
            self._bump_generation(conn)
        return len(rows)

    def remove_folder(self, folder_id: int) -> list[int]:
        """Forget a folder and everything under it; returns the removed chunk ids."""
        with self.transaction() as conn:
            ids = [
                r[0]
                for r in conn.execute(
                    "SELECT c.id FROM chunks c JOIN files f ON f.id = c.file_id WHERE f.folder_id=?",
                    (folder_id,),
                )
            ]
            conn.execute("DELETE FROM folders WHERE id=?", (folder_id,))
            self._bump_generation(conn)
        return ids

    # -- files --------------------------------------------------------------

    def replace_file(
        self,
        *,
        folder_id: int,
        path: str,
        size: int,
        mtime_ns: int,
        content_hash: str | None,
        chunks: Iterable[ChunkIn],
        status: str = "ok",
        error: str | None = None,
        title: str = "",
        rank: int | None = None,
        container: str | None = None,
        message: MessageRow | None = None,
    ) -> tuple[list[int], list[int]]:
        """Store a file's new chunks in place of its old ones, in one transaction.

        Chunks without a vector wait for meaning at ``rank`` (default: the file's mtime, see
        :func:`meaning_rank`). ``container``: the path of the mail store that holds this message
        (its row must exist); ``message``: what the list shows of a message.
        Returns ``(removed_chunk_ids, added_chunk_ids)``.
        """
        with self.transaction() as conn:
            removed, file_id = self._drop_chunks(conn, path)
            container_id = None
            if container is not None:
                row = conn.execute("SELECT id FROM files WHERE path=?", (container,)).fetchone()
                if row is None:
                    raise StoreError(f"no mail store {container} in the index")
                container_id = int(row[0])
            if file_id is None:
                cur = conn.execute(
                    "INSERT INTO files(folder_id, path, size, mtime_ns, content_hash, indexed_at,"
                    " status, error, title, container_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                    (folder_id, path, size, mtime_ns, content_hash, time.time(), status, error, title,
                     container_id),
                )  # fmt: skip
                file_id = int(cur.lastrowid or 0)
                _index_name(conn, file_id, path, message.subject if container_id and message else None)
            else:
                conn.execute(
                    "UPDATE files SET folder_id=?, size=?, mtime_ns=?, content_hash=?, indexed_at=?,"
                    " status=?, error=?, title=?, meaning_rank=NULL, store_state=NULL WHERE id=?",
                    (folder_id, size, mtime_ns, content_hash, time.time(), status, error, title, file_id),
                )
                if container_id and message:
                    _index_name(conn, file_id, path, message.subject)
            added, waiting = self._insert_chunks(conn, file_id, chunks)
            if message is None:  # not (or no longer) a message
                conn.execute("DELETE FROM messages WHERE file_id=?", (file_id,))
            else:
                conn.execute(
                    "INSERT OR REPLACE INTO messages(file_id, member, location, subject, sender, recipients,"
                    " date) VALUES (?, ?, ?, ?, ?, ?, ?)",
                    (file_id, message.member or None, message.location or None, message.subject,
                     message.sender, message.recipients, message.date),
                )  # fmt: skip
            if waiting:
                conn.execute(
                    "UPDATE files SET meaning_rank=? WHERE id=?",
                    (meaning_rank(mtime_ns, urgent=False) if rank is None else rank, file_id),
                )
            if removed or added:
                self._bump_generation(conn)
        return removed, added

    @staticmethod
    def _insert_chunks(
        conn: sqlite3.Connection, file_id: int, chunks: Iterable[ChunkIn]
    ) -> tuple[list[int], bool]:
        """Store ``chunks`` of a file; returns their ids and whether any waits for meaning."""
        added = []
        waiting = False
        for chunk in chunks:
            if chunk.vector is None:
                blob, waiting = b"", waiting or not chunk.words_only
            else:
                blob = np.ascontiguousarray(chunk.vector, dtype=np.float32).tobytes()
            analysed = chunk.analysed or analyse_passage(chunk.text)
            cur = conn.execute(
                "INSERT INTO chunks(file_id, ord, char_start, char_end, page, text, vector, lang, ocr,"
                " words_only) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (
                    file_id,
                    chunk.ord,
                    chunk.char_start,
                    chunk.char_end,
                    chunk.page,
                    chunk.text,
                    blob,
                    analysed.lang,
                    int(chunk.ocr),
                    int(chunk.words_only and chunk.vector is None),
                ),
            )
            chunk_id = int(cur.lastrowid or 0)
            _index_passage(conn, chunk_id, analysed)
            added.append(chunk_id)
        return added, waiting

    def replace_passages_from(
        self,
        *,
        folder_id: int,
        path: str,
        size: int,
        mtime_ns: int,
        content_hash: str | None,
        from_ord: int,
        chunks: Sequence[ChunkIn],
        state: str,
        note: str | None,
        rank: int | None = None,
    ) -> tuple[list[int], list[int]]:
        """A piece of a file read in pieces (see :mod:`..pieces`), in one transaction: its passages
        from ``from_ord`` on are replaced by ``chunks`` and its read ``state`` saved with them, so
        the state always says how far the stored passages go. ``mtime_ns`` -1 marks a file read
        in part: the next scan looks at it again. Returns ``(removed_chunk_ids, added_chunk_ids)``."""
        with self.transaction() as conn:
            row = conn.execute("SELECT id FROM files WHERE path=?", (path,)).fetchone()
            if row is None:
                cur = conn.execute(
                    "INSERT INTO files(folder_id, path, size, mtime_ns, content_hash, indexed_at, status,"
                    " error, title) VALUES (?, ?, ?, ?, ?, ?, 'ok', ?, '')",
                    (folder_id, path, size, mtime_ns, content_hash, time.time(), note),
                )
                file_id = int(cur.lastrowid or 0)
                _index_name(conn, file_id, path)
                removed: list[int] = []
            else:
                file_id = int(row[0])
                removed = [
                    r[0]
                    for r in conn.execute(
                        "SELECT id FROM chunks WHERE file_id=? AND ord>=?", (file_id, from_ord)
                    )
                ]
                conn.execute("DELETE FROM chunks WHERE file_id=? AND ord>=?", (file_id, from_ord))
                conn.execute(
                    "UPDATE files SET folder_id=?, size=?, mtime_ns=?, content_hash=?, indexed_at=?,"
                    " status='ok', error=?, title='' WHERE id=?",
                    (folder_id, size, mtime_ns, content_hash, time.time(), note, file_id),
                )
                conn.execute("DELETE FROM messages WHERE file_id=?", (file_id,))
            added, waiting = self._insert_chunks(conn, file_id, chunks)
            conn.execute("UPDATE files SET store_state=? WHERE id=?", (state, file_id))
            if waiting:
                conn.execute(
                    "UPDATE files SET meaning_rank=max(coalesce(meaning_rank, 0), ?) WHERE id=?",
                    (meaning_rank(mtime_ns, urgent=False) if rank is None else rank, file_id),
                )
            if removed or added:
                self._bump_generation(conn)
        return removed, added

    # -- meaning (passages waiting for their vectors) --------------------------

    def pending_passages(self, limit: int) -> list[PendingPassage]:
        """Up to ``limit`` passages waiting for vectors, first those of the highest-ranked files
        (newest modified first, changes seen live before all), in file order."""
        out: list[PendingPassage] = []
        cur = self._conn.execute(
            "SELECT id, coalesce(title, '') FROM files WHERE meaning_rank IS NOT NULL"
            " ORDER BY meaning_rank DESC, id"
        )
        done: list[int] = []  # queued, but nothing left to embed (cannot happen through this class)
        while len(out) < limit and (files := cur.fetchmany(64)):
            for file_id, title in files:
                rows = self._conn.execute(
                    f"SELECT id, text FROM chunks WHERE file_id=? AND {PENDING} ORDER BY ord LIMIT ?",
                    (file_id, limit - len(out)),
                ).fetchall()
                if not rows:
                    done.append(file_id)
                out += [PendingPassage(int(r[0]), int(file_id), r[1], title) for r in rows]
                if len(out) >= limit:
                    break
        cur.close()
        if done:
            with self.transaction() as conn:
                conn.executemany("UPDATE files SET meaning_rank=NULL WHERE id=?", [(f,) for f in done])
        return out

    def store_vectors(self, ids: Iterable[int], vectors: np.ndarray) -> list[int]:
        """Give waiting passages their vectors (row ``i`` for the ``i``-th id), in one transaction.

        Passages that no longer wait (gone, or replaced since they were read) are left alone.
        Returns the ids that were stored, in order; files with nothing left to wait for leave the queue.
        """
        ids = [int(i) for i in ids]
        stored: list[int] = []
        with self.transaction() as conn:
            for row, chunk_id in enumerate(ids):
                blob = np.ascontiguousarray(vectors[row], dtype=np.float32).tobytes()
                cur = conn.execute(f"UPDATE chunks SET vector=? WHERE id=? AND {PENDING}", (blob, chunk_id))
                if cur.rowcount:
                    stored.append(chunk_id)
            if stored:
                marks = ",".join("?" * len(stored))
                conn.execute(
                    "UPDATE files SET meaning_rank=NULL WHERE meaning_rank IS NOT NULL AND id IN"
                    f" (SELECT DISTINCT file_id FROM chunks WHERE id IN ({marks}))"
                    f" AND NOT EXISTS (SELECT 1 FROM chunks c WHERE c.file_id = files.id AND {PENDING})",
                    stored,
                )
                self._bump_generation(conn)
        return stored

    def pending_count(self) -> int:
        """Passages waiting for their vectors (a count over a partial index: cheap)."""
        return int(
            self._conn.execute(
                f"SELECT COUNT(*) FROM chunks INDEXED BY chunks_pending WHERE {PENDING}"
            ).fetchone()[0]
        )

    def file_passages(self, file_id: int, *, from_ord: int = 0) -> tuple[int, int]:
        """(passages that have or wait for meaning, passages waiting for it) of one file, those
        from ``from_ord`` on (look-ups on its indexes; passages found by their words only are in
        neither)."""
        one = self._conn.execute
        total = one(
            "SELECT COUNT(*) FROM chunks WHERE file_id=? AND ord>=? AND words_only = 0", (file_id, from_ord)
        ).fetchone()[0]
        waiting = one(
            f"SELECT COUNT(*) FROM chunks WHERE file_id=? AND ord>=? AND {PENDING}", (file_id, from_ord)
        ).fetchone()[0]
        return int(total), int(waiting)

    def waiting_files(self) -> int:
        """Files with at least one passage waiting for its vector."""
        return int(
            self._conn.execute("SELECT COUNT(*) FROM files WHERE meaning_rank IS NOT NULL").fetchone()[0]
        )

    def meaning_pending(self, file_ids: Iterable[int]) -> set[int]:
        """Which of ``file_ids`` still have passages waiting for meaning."""
        ids = list(file_ids)
        if not ids:
            return set()
        marks = ",".join("?" * len(ids))
        rows = self._conn.execute(
            f"SELECT id FROM files WHERE meaning_rank IS NOT NULL AND id IN ({marks})", ids
        )
        return {int(r[0]) for r in rows}

    def words_only(self, file_ids: Iterable[int]) -> set[int]:
        """Which of ``file_ids`` are found by their words only (machine-written text)."""
        ids = list(file_ids)
        if not ids:
            return set()
        marks = ",".join("?" * len(ids))
        rows = self._conn.execute(
            f"SELECT DISTINCT file_id FROM chunks INDEXED BY chunks_words_only WHERE words_only = 1"
            f" AND file_id IN ({marks})",
            ids,
        )
        return {int(r[0]) for r in rows}

    def reread_words_only(self) -> int:
        """Have every file found by its words only read again at the next scan (its meaning was
        asked for: ``meaning_for_machine_text``). Returns how many files."""
        with self.transaction() as conn:
            return conn.execute(
                "UPDATE files SET content_hash = NULL, mtime_ns = -1 WHERE id IN"
                " (SELECT DISTINCT file_id FROM chunks INDEXED BY chunks_words_only WHERE words_only = 1)"
            ).rowcount

    def files_under(self, prefix: str) -> dict[str, FileRow]:
        """Known files at ``prefix`` or below it (a folder), by path."""
        sep = "/" if "/" in prefix else os.sep
        base = prefix.rstrip(sep) + sep
        # Range scan on the unique path index: every string starting with base sorts
        # between base and base with its last character bumped.
        upper = base[:-1] + chr(ord(base[-1]) + 1)
        rows = self._conn.execute(
            "SELECT id, folder_id, path, size, mtime_ns, content_hash, status, error FROM files"
            " WHERE (path = ? OR (path >= ? AND path < ?)) AND container_id IS NULL",
            (prefix, base, upper),
        )  # a store's messages are not files on disk: they live and die with their store
        return {r[2]: FileRow(*r) for r in rows}

    def file(self, path: str) -> FileRow | None:
        row = self._conn.execute(
            "SELECT id, folder_id, path, size, mtime_ns, content_hash, status, error FROM files WHERE path=?",
            (path,),
        ).fetchone()
        return FileRow(*row) if row else None

    def file_vectors(self, path: str, dim: int) -> np.ndarray:
        """The stored passage vectors of the file at ``path`` (none when it is not indexed; only
        those that have their vectors while it waits for meaning)."""
        rows = self._conn.execute(
            "SELECT c.vector FROM chunks c JOIN files f ON f.id = c.file_id"
            " WHERE f.path = ? AND length(c.vector) > 0 ORDER BY c.ord",
            (path,),
        ).fetchall()
        blob = b"".join(r[0] for r in rows)
        return np.frombuffer(blob, dtype=np.float32).reshape(len(rows), dim)

    def move_file(self, old: str, new: str, *, folder_id: int, size: int, mtime_ns: int) -> bool:
        """Give a known file a new path, keeping its chunks and vectors."""
        with self.transaction() as conn:
            conn.execute("DELETE FROM files WHERE path=? AND path!=?", (new, old))  # replaced target
            cur = conn.execute(
                "UPDATE files SET path=?, folder_id=?, size=?, mtime_ns=? WHERE path=?",
                (new, folder_id, size, mtime_ns, old),
            )
            if cur.rowcount != 1:
                return False
            row = conn.execute("SELECT id FROM files WHERE path=?", (new,)).fetchone()
            conn.execute(  # a mail store's messages move with it
                "UPDATE files SET path = ? || substr(path, ?), folder_id = ? WHERE container_id = ?",
                (new, len(old) + 1, folder_id, int(row[0])),
            )
            _index_name(conn, int(row[0]), new)
            return True

    def record_failure(
        self, *, folder_id: int, path: str, size: int, mtime_ns: int, status: str, reason: str
    ) -> None:
        """Remember why a file is not indexed; its earlier chunks (if any) stay searchable.

        ``status`` :data:`RETRY` (a read that failed for a passing reason): a known file keeps the
        size and time of the version its passages hold, and the next scan reads it again whatever
        they are. Any other status records the file as it is on disk now (not read again while it
        stays so)."""
        with self.transaction() as conn:
            if status == RETRY:
                cur = conn.execute(
                    "UPDATE files SET folder_id=?, status=?, error=? WHERE path=?",
                    (folder_id, status, reason, path),
                )
            else:
                cur = conn.execute(
                    "UPDATE files SET folder_id=?, size=?, mtime_ns=?, status=?, error=? WHERE path=?",
                    (folder_id, size, mtime_ns, status, reason, path),
                )
            if cur.rowcount == 0:
                cur = conn.execute(
                    "INSERT INTO files(folder_id, path, size, mtime_ns, status, error)"
                    " VALUES (?, ?, ?, ?, ?, ?)",
                    (folder_id, path, size, mtime_ns, status, reason),
                )
                _index_name(conn, int(cur.lastrowid or 0), path)

    def held_files(self) -> set[str]:
        """Paths of the files (a mail store counts as one, its messages not) this index holds:
        read as they are, or kept searchable by the passages of an earlier read."""
        rows = self._conn.execute(
            "SELECT path FROM files f WHERE container_id IS NULL"
            " AND (status = 'ok' OR EXISTS (SELECT 1 FROM chunks c WHERE c.file_id = f.id))"
        )
        return {r[0] for r in rows}

    def file_states(self) -> dict[str, tuple[str, str]]:
        """``path -> (status, reason)`` of every file (a mail store counts as one, its messages not)."""
        rows = self._conn.execute("SELECT path, status, error FROM files WHERE container_id IS NULL")
        return {r[0]: (r[1], r[2] or "") for r in rows}

    def failures(self) -> list[tuple[str, str, str]]:
        """(path, status, reason) of every file that is not indexed as it is on disk."""
        rows = self._conn.execute("SELECT path, status, error FROM files WHERE status != 'ok' ORDER BY path")
        return [(r[0], r[1], r[2] or "") for r in rows]

    def notes(self) -> list[tuple[str, str]]:
        """(path, note) of every file indexed in part, or by its words only, and what was left out."""
        rows = self._conn.execute(
            "SELECT path, error FROM files WHERE status = 'ok' AND error IS NOT NULL AND error != ''"
            " ORDER BY path"
        )
        return [(r[0], r[1]) for r in rows]

    def words_only_files(self) -> int:
        """Files found by their words only (machine-written text)."""
        return int(
            self._conn.execute(
                "SELECT COUNT(DISTINCT file_id) FROM chunks INDEXED BY chunks_words_only WHERE words_only = 1"
            ).fetchone()[0]
        )

    def reset_failures(self) -> int:
        """Forget recorded failures so the next run tries those files again."""
        with self.transaction() as conn:
            return conn.execute("UPDATE files SET mtime_ns = -1 WHERE status != 'ok'").rowcount

    def touch_file(self, path: str, *, size: int, mtime_ns: int) -> None:
        """Record a new size and mtime for a file whose content did not change."""
        with self.transaction() as conn:
            conn.execute("UPDATE files SET size=?, mtime_ns=? WHERE path=?", (size, mtime_ns, path))

    def remove_files(self, paths: Iterable[str]) -> list[int]:
        """Forget files (gone from disk); returns their chunk ids."""
        removed: list[int] = []
        with self.transaction() as conn:
            for path in paths:
                ids, file_id = self._drop_chunks(conn, path)
                removed.extend(ids)
                if file_id is not None:
                    removed += [  # a mail store's messages go with it
                        r[0]
                        for r in conn.execute(
                            "SELECT c.id FROM chunks c JOIN files f ON f.id = c.file_id"
                            " WHERE f.container_id=?",
                            (file_id,),
                        )
                    ]
                    conn.execute("DELETE FROM files WHERE container_id=?", (file_id,))
                    conn.execute("DELETE FROM files WHERE id=?", (file_id,))
            if removed:
                self._bump_generation(conn)
        return removed

    @staticmethod
    def _drop_chunks(conn: sqlite3.Connection, path: str) -> tuple[list[int], int | None]:
        row = conn.execute("SELECT id FROM files WHERE path=?", (path,)).fetchone()
        if row is None:
            return [], None
        file_id = int(row[0])
        ids = [r[0] for r in conn.execute("SELECT id FROM chunks WHERE file_id=?", (file_id,))]
        conn.execute("DELETE FROM chunks WHERE file_id=?", (file_id,))
        return ids, file_id

    # -- mail stores: many messages in one file ------------------------------

    def store_members(self, store: str) -> dict[str, StoredMember]:
        """The messages the index holds of the mail store at ``store``, by key."""
        rows = self._conn.execute(
            "SELECT m.member, f.id, coalesce(f.content_hash, ''), coalesce(m.location, '')"
            " FROM files s JOIN files f ON f.container_id = s.id JOIN messages m ON m.file_id = f.id"
            " WHERE s.path = ?",
            (store,),
        )
        return {r[0]: StoredMember(int(r[1]), r[2], r[3]) for r in rows}

    def store_state(self, store: str) -> str | None:
        row = self._conn.execute("SELECT store_state FROM files WHERE path=?", (store,)).fetchone()
        return row[0] if row else None

    def begin_store(self, *, folder_id: int, path: str, size: int, mtime_ns: int) -> None:
        """Make sure the mail store at ``path`` has its row (messages hang below it); its size and
        time are those it had when it was last read to its end (a new one's: -1, unread)."""
        with self.transaction() as conn:
            if conn.execute("SELECT 1 FROM files WHERE path=?", (path,)).fetchone() is None:
                cur = conn.execute(
                    "INSERT INTO files(folder_id, path, size, mtime_ns, content_hash, indexed_at, status)"
                    " VALUES (?, ?, ?, -1, NULL, ?, 'ok')",
                    (folder_id, path, size, time.time()),
                )
                _index_name(conn, int(cur.lastrowid or 0), path)
            else:  # a failure recorded earlier is past: the store is being read
                conn.execute("UPDATE files SET status='ok' WHERE path=?", (path,))

    def relocate_members(self, store: str, moved: Iterable[tuple[int, str]]) -> None:
        """New places in their store of messages whose content did not change (a compaction)."""
        with self.transaction() as conn:
            conn.executemany(
                "UPDATE messages SET location=? WHERE file_id=?", [(loc, fid) for fid, loc in moved]
            )

    def rekey_members(self, rekeyed: Iterable[tuple[int, str]]) -> None:
        """New keys of messages whose content did not change (keys of an older form)."""
        with self.transaction() as conn:
            conn.executemany("UPDATE messages SET member=? WHERE file_id=?", [(k, fid) for fid, k in rekeyed])

    def finish_store(
        self,
        *,
        path: str,
        size: int,
        mtime_ns: int,
        state: str,
        note: str,
        gone: Iterable[int] = (),
    ) -> list[int]:
        """Record a store read to its end (or as far as it could be): its size, time and
        ``state``, what was left out (``note``), and forget its messages ``gone`` (file ids of
        messages no longer in it). Returns the chunk ids that went."""
        removed: list[int] = []
        with self.transaction() as conn:
            for file_id in gone:
                removed += [r[0] for r in conn.execute("SELECT id FROM chunks WHERE file_id=?", (file_id,))]
                conn.execute("DELETE FROM chunks WHERE file_id=?", (file_id,))
                conn.execute("DELETE FROM files WHERE id=? AND container_id IS NOT NULL", (file_id,))
            conn.execute(
                "UPDATE files SET size=?, mtime_ns=?, content_hash=NULL, store_state=?, error=?,"
                " status='ok', indexed_at=? WHERE path=?",
                (size, mtime_ns, state, note or None, time.time(), path),
            )
            if removed:
                self._bump_generation(conn)
        return removed

    def message_rows(self, file_ids: Iterable[int]) -> dict[int, MessageRow]:
        """What the result list shows of each message among ``file_ids``."""
        ids = list(file_ids)
        if not ids:
            return {}
        marks = ",".join("?" * len(ids))
        try:
            rows = self._conn.execute(
                "SELECT m.file_id, m.subject, m.sender, m.recipients, m.date, coalesce(m.member, ''),"
                " coalesce(m.location, ''), coalesce(s.path, '')"
                " FROM messages m JOIN files f ON f.id = m.file_id"
                f" LEFT JOIN files s ON s.id = f.container_id WHERE m.file_id IN ({marks})",
                ids,
            ).fetchall()
        except sqlite3.OperationalError:  # a server reading an index of an older schema: no messages
            return {}
        return {int(r[0]): MessageRow(*r[1:]) for r in rows}

    def message_of(self, path: str) -> MessageRow | None:
        row = self._conn.execute("SELECT id FROM files WHERE path=?", (path,)).fetchone()
        return self.message_rows([int(row[0])]).get(int(row[0])) if row else None

    def clear_chunks(self) -> None:
        """Forget every file and chunk (folders stay): the next run re-indexes all."""
        with self.transaction() as conn:
            conn.execute("DELETE FROM chunks")
            conn.execute("DELETE FROM files")
            self._bump_generation(conn)

    # -- chunks -------------------------------------------------------------

    def chunks_by_id(self, ids: Iterable[int]) -> dict[int, ChunkHit]:
        ids = list(ids)
        if not ids:
            return {}
        marks = ",".join("?" * len(ids))
        rows = self._conn.execute(
            f"SELECT {_HIT} FROM chunks c JOIN files f ON f.id = c.file_id WHERE c.id IN ({marks})", ids
        )
        return {int(r[0]): ChunkHit(*r) for r in rows}

    def iter_vectors(self, dim: int, batch: int = 4096) -> Iterator[tuple[np.ndarray, np.ndarray]]:
        """All ``(ids, vectors)`` in batches, for rebuilding the vector index."""
        cur = self._conn.execute(f"SELECT id, vector FROM chunks WHERE {HAS_VECTOR} ORDER BY id")
        while rows := cur.fetchmany(batch):
            ids = np.fromiter((r[0] for r in rows), dtype=np.int64, count=len(rows))
            vecs = np.frombuffer(b"".join(r[1] for r in rows), dtype=np.float32).reshape(len(rows), dim)
            yield ids, vecs

    def language_mix(self) -> dict[str, int]:
        """Passages per language (py3langid's code, ISO 639-1 where there is one), largest first.

        Passages too short or too mixed to tell are left out. Kept up to date by triggers
        as passages come and go (table ``languages``, which also counts their characters),
        so reading it costs one query of a few rows.
        """
        rows = self._conn.execute(
            "SELECT lang, chunks FROM languages WHERE chunks > 0 AND lang != '' ORDER BY chunks DESC, lang"
        )
        return {r[0]: int(r[1]) for r in rows}

    def language_counts(self) -> dict[str, int]:
        """Passages per language, "" for those whose language is unknown (one query of a few rows)."""
        rows = self._conn.execute("SELECT lang, chunks FROM languages WHERE chunks > 0")
        return {r[0]: int(r[1]) for r in rows}

    def sample_vectors_by_language(self, dim: int, *, limit: int) -> dict[str, np.ndarray]:
        """Passage vectors per language ("" = unknown): all of them when the index holds at most
        ``limit`` passages, else about ``limit`` drawn at random (by id, without a full scan)."""
        one = self._conn.execute
        low, high, total = one("SELECT min(id), max(id), COUNT(*) FROM chunks").fetchone()
        if not total:
            return {}
        if total <= limit:
            rows = one(f"SELECT coalesce(lang, ''), vector FROM chunks WHERE {HAS_VECTOR}").fetchall()
        else:
            rng = np.random.default_rng(total)
            ids = sorted({int(i) for i in rng.integers(low, high + 1, size=limit)})
            rows = []
            for start in range(0, len(ids), 500):
                part = ids[start : start + 500]
                marks = ",".join("?" * len(part))
                sql = f"SELECT coalesce(lang, ''), vector FROM chunks WHERE id IN ({marks}) AND {HAS_VECTOR}"
                rows += one(sql, part).fetchall()
        grouped: dict[str, list[bytes]] = {}
        for lang, blob in rows:
            grouped.setdefault(lang, []).append(blob)
        return {
            lang: np.frombuffer(b"".join(blobs), dtype=np.float32).reshape(len(blobs), dim)
            for lang, blobs in grouped.items()
        }

    def stem_languages(self) -> list[str]:
        """The languages of the index that have a stemmer (see :func:`..lexical.stemming_language`)."""
        return stem_languages(self.language_mix())

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

    def chunk_ids(self) -> set[int]:
        return {r[0] for r in self._conn.execute("SELECT id FROM chunks")}

    def vector_ids(self) -> set[int]:
        """Ids of the passages that have their vectors (what the vector index must hold)."""
        return {r[0] for r in self._conn.execute(f"SELECT id FROM chunks WHERE {HAS_VECTOR}")}
