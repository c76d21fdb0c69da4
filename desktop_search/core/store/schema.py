"""The index database's schema: its ordered migrations and how a file is brought up to date.

``PRAGMA user_version`` counts the :data:`MIGRATIONS` applied; each runs in its own
transaction, by one process at a time (the others wait, then find the work done).
"""

from __future__ import annotations

import logging
import sqlite3
from collections.abc import Callable

from ..text.lexical import analyse_passage
from .base import DatabaseBase, StoreError
from .passages import index_name, index_passage
from .writer_lock import WriterLock

log = logging.getLogger(__name__)


# The last component of a path, in SQL ('/' or '\\' separated): what follows the
# longest prefix that ends in a separator.
_BASENAME = (
    "substr({p}, length(rtrim(replace({p}, '\\', '/'), replace(replace({p}, '\\', '/'), '/', ''))) + 1)"
)


def _reindex_names(conn: sqlite3.Connection) -> None:
    """Schema 8: every file's name again, now also by its inner words (camelCase, digits)."""
    for file_id, path in conn.execute("SELECT id, path FROM files").fetchall():
        index_name(conn, file_id, path)


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
            index_passage(conn, chunk_id, analysed)
        last = batch[-1][0]
    conn.execute(
        "INSERT INTO languages(lang, chunks, chars)"
        " SELECT coalesce(lang, ''), COUNT(*), SUM(length(text)) FROM chunks GROUP BY 1"
    )
    for file_id, path in conn.execute("SELECT id, path FROM files").fetchall():
        index_name(conn, file_id, path)


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
    # below its store (``container_id``; path from :func:`.messages.member_path`) with its own passages and
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
    # 11: recordings (#48). A passage of a recording says where it is said: ``start_s`` and
    # ``end_s`` in seconds, and ``times`` (JSON) where each of its segments starts, as
    # [character offset in the passage, seconds] pairs. A recording's speech is read in pieces
    # after everything else; how far is its file's ``store_state`` (:mod:`..indexing.speech`).
    """
    ALTER TABLE chunks ADD COLUMN start_s REAL;
    ALTER TABLE chunks ADD COLUMN end_s REAL;
    ALTER TABLE chunks ADD COLUMN times TEXT;
    """,
)


class SchemaMixin(DatabaseBase):
    """Bringing the file to the schema of :data:`MIGRATIONS`."""

    def _migration_lock(self) -> WriterLock:
        """Held by the one process that sets up or migrates the file while others open it."""
        name = self.path.name + ".migrating"
        return WriterLock(self.path.parent, what="a desktop-search process", name=name)

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
