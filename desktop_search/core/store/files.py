"""Chosen folders (table ``folders``) and the files found in them (table ``files``).

A file's row holds the size and time of the version its passages come from, or why it is not
indexed (its ``status`` and ``error``); its passages are replaced in one transaction.
"""

from __future__ import annotations

import os
import sqlite3
import time
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from .base import DatabaseBase, StoreError
from .messages import MessageRow
from .passages import ChunkIn, index_name, insert_chunks, meaning_rank

#: A file's status after a read that failed for a passing reason (a time or memory limit, an
#: extraction child that crashed or could not start): its earlier passages stay, the next scan
#: reads it again. ``"error"`` and ``"skipped"`` are failures that last while the file is unchanged.
RETRY = "retry"


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
class SpeechRow:
    """A recording whose speech is still to be read (see :mod:`..indexing.speech`): its row as
    its last piece left it, and its state (``store_state``, ``{"speech": {...}}``)."""

    id: int
    folder_id: int
    path: str
    size: int
    mtime_ns: int
    content_hash: str | None
    title: str
    note: str
    state: str


@dataclass(frozen=True)
class FolderInfo:
    """A chosen folder as the index knows it (see migration 6 in :mod:`.schema` for the states)."""

    folder_id: int
    path: str
    volume: str | None
    state: str
    state_since: float | None
    state_reason: str
    checked_at: float | None
    files: int


class FilesMixin(DatabaseBase):
    """Folders and files: what was read of each, what failed, and their removal."""

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
                index_name(conn, file_id, path, message.subject if container_id and message else None)
            else:
                conn.execute(
                    "UPDATE files SET folder_id=?, size=?, mtime_ns=?, content_hash=?, indexed_at=?,"
                    " status=?, error=?, title=?, meaning_rank=NULL, store_state=NULL WHERE id=?",
                    (folder_id, size, mtime_ns, content_hash, time.time(), status, error, title, file_id),
                )
                if container_id and message:
                    index_name(conn, file_id, path, message.subject)
            added, waiting = insert_chunks(conn, file_id, chunks)
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
        state: str | None,
        note: str | None,
        rank: int | None = None,
        title: str = "",
    ) -> tuple[list[int], list[int]]:
        """A piece of a file read in pieces (see :mod:`..pieces`), in one transaction: its passages
        from ``from_ord`` on are replaced by ``chunks`` and its read ``state`` saved with them, so
        the state always says how far the stored passages go. ``mtime_ns`` -1 marks a file read
        in part: the next scan looks at it again; ``state`` None: a file not read in pieces (a
        shared index's copy of a file that grew). Returns ``(removed_chunk_ids, added_chunk_ids)``."""
        with self.transaction() as conn:
            row = conn.execute("SELECT id FROM files WHERE path=?", (path,)).fetchone()
            if row is None:
                cur = conn.execute(
                    "INSERT INTO files(folder_id, path, size, mtime_ns, content_hash, indexed_at, status,"
                    " error, title) VALUES (?, ?, ?, ?, ?, ?, 'ok', ?, ?)",
                    (folder_id, path, size, mtime_ns, content_hash, time.time(), note, title),
                )
                file_id = int(cur.lastrowid or 0)
                index_name(conn, file_id, path)
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
                    " status='ok', error=?, title=? WHERE id=?",
                    (folder_id, size, mtime_ns, content_hash, time.time(), note, title, file_id),
                )
                conn.execute("DELETE FROM messages WHERE file_id=?", (file_id,))
            added, waiting = insert_chunks(conn, file_id, chunks)
            conn.execute("UPDATE files SET store_state=? WHERE id=?", (state, file_id))
            if waiting:
                conn.execute(
                    "UPDATE files SET meaning_rank=max(coalesce(meaning_rank, 0), ?) WHERE id=?",
                    (meaning_rank(mtime_ns, urgent=False) if rank is None else rank, file_id),
                )
            if removed or added:
                self._bump_generation(conn)
        return removed, added

    def pending_speech(self) -> list[SpeechRow]:
        """Recordings whose speech is not read to its end, newest modified first: found by their
        state alone, so a run that was killed is taken up by the next whatever it plans."""
        rows = self._conn.execute(
            "SELECT id, folder_id, path, size, mtime_ns, content_hash, coalesce(title, ''),"
            " coalesce(error, ''), store_state FROM files"
            " WHERE status = 'ok' AND store_state LIKE '{\"speech\":%'"
            " AND json_valid(store_state) AND json_extract(store_state, '$.speech.done') = 0"
            " ORDER BY mtime_ns DESC, id"
        )
        return [SpeechRow(*r) for r in rows]

    def speech_counts(self) -> tuple[int, int, float]:
        """(recordings indexed: those whose speech is read or to be read, and those with a timed
        transcript from their subtitles; of them, those whose speech is not read to its end; the
        seconds of sound these have left: those of unknown length count none)."""
        speech = "store_state LIKE '{\"speech\":%' AND json_valid(store_state)"
        waiting = f"{speech} AND json_extract(store_state, '$.speech.done') = 0"
        total, pending, left = self._conn.execute(
            f"SELECT count(*), coalesce(sum({waiting}), 0),"
            f" coalesce(sum(CASE WHEN {waiting} THEN max(coalesce(json_extract(store_state,"
            " '$.speech.duration_s'), 0) - json_extract(store_state, '$.speech.reached_s'), 0)"
            " ELSE 0 END), 0) FROM files f"
            f" WHERE status = 'ok' AND container_id IS NULL AND (({speech}) OR EXISTS"
            " (SELECT 1 FROM chunks c WHERE c.file_id = f.id AND c.start_s IS NOT NULL))"
        ).fetchone()
        return int(total), int(pending), float(left)

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
            index_name(conn, int(row[0]), new)
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
                index_name(conn, int(cur.lastrowid or 0), path)

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
