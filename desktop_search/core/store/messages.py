"""Mail stores: many messages in one file (table ``messages``, rows of ``files`` below a store).

A message of a store (mbox, PST) is a row of ``files`` whose ``container_id`` is its store's,
at the path :func:`member_path` gives it, with its own passages and vectors; ``messages`` holds
what the result list shows of any message and where a store's message is.
"""

from __future__ import annotations

import hashlib
import sqlite3
import time
from collections.abc import Iterable
from dataclasses import dataclass

from .base import DatabaseBase
from .passages import index_name


def member_path(store: str, key: str) -> str:
    """The path a message of the mail store ``store`` is known by: below the store, as if the
    store were its folder (``in:``, the folder line and removal by prefix work as for files),
    named by a hash of its key (keys hold any character) with the suffix of a message."""
    sep = "\\" if "\\" in store and "/" not in store else "/"
    return f"{store}{sep}{hashlib.sha1(key.encode('utf-8', 'surrogatepass')).hexdigest()[:20]}.eml"


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


class MessagesMixin(DatabaseBase):
    """The messages of mail stores: what the index holds of a store, and its reads."""

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
                index_name(conn, int(cur.lastrowid or 0), path)
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
