"""The index database's connection: its transactions, its errors and its meta table.

What every table family of :class:`.db.Database` builds on (its mixins, one module per family,
derive from :class:`DatabaseBase`): the one connection, ``transaction()`` and the ``generation``
counter that each change of passages bumps (kept in ``meta`` with the model's name and
fingerprint).
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path


class StoreError(RuntimeError):
    """The index database cannot be used (disk full, locked, unreadable, ...)."""


class DiskFullError(StoreError):
    """The disk holding the index is full: nothing of the failed transaction was kept."""


def _store_error(exc: sqlite3.Error, doing: str) -> StoreError:
    """An environment problem as a message the CLI and the GUI can show as it is."""
    if getattr(exc, "sqlite_errorcode", None) == sqlite3.SQLITE_FULL or "disk is full" in str(exc):
        return DiskFullError(f"disk full while writing the index ({exc}); free some space and index again")
    return StoreError(f"{doing}: {exc}")


class DatabaseBase:
    """The connection and the ``meta`` table; :class:`.db.Database` opens the connection."""

    path: Path
    _conn: sqlite3.Connection

    #: temp.chunks_vocab made on this connection; (generation, passages then). Class defaults:
    #: the servers' read-only subclass does not run __init__.
    _vocab = False
    _passages = (-1, 0)

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
