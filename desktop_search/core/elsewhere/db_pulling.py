"""The reader's side: a read-only local copy of what its role may read of a shared index.

:meth:`Replica.pull` makes an index of the app's own kind under the data directory
(``shared/<key>/``) hold exactly the files its role may read in the database now: the same
passages, the same vectors (nothing is embedded here), the keyword terms made by the same
analysis. So the app's own searcher ranks the share exactly as it ranks a local folder, within
the same milliseconds, and the copy answers on while the database is away (the window says
since when). Rows the role may not read never arrive: row-level security filters them in the
database.

Every pull reconciles, not only follows the change numbers: a number is taken when a row is
written but seen when its transaction commits, so a slower indexer's files, files whose folder
became readable later (a role granted, a restriction lifted) and a database made again would
all be missed by "what is newer than the last number seen". So a pull lists the readable files'
ids and change numbers (cheap: a digest of them first, the list only when it changed), takes
what is missing or differs, and drops what is no longer listed. Which ``(id, number)`` each file
of the copy was taken at is kept beside the copy (``pulled.sqlite3``) with the database's
identity (its cluster, its oid): a database made again is taken anew, file by file, while the
old copy answers on, never emptied first.

A file that changed only at its end (a log that grew) is pulled by its tail. The indexer keeps
the passages it did not change as the same rows (:mod:`.db_writing`), so the copy remembers,
for each file of :data:`TAIL_PASSAGES` passages or more, the ids of the rows its passages came
from (in ``pulled.sqlite3``, forgotten before the file is written and kept again after, so a
crash in between takes the file whole); a pull sends them and the database answers how many of
them, from the first, it still holds in that order, with only the passages after those. The
copy keeps its own and replaces the rest (:meth:`.IndexStore.commit_piece`). A file changed
elsewhere shares no such run and is taken whole, as is any file whose kept passages the copy
cannot show to be what the record says.

Everything a row holds is someone else's data and crosses :mod:`.border` first: a path outside
its folder, a vector of the wrong size or not finite, a field of the wrong kind refuses that row,
with one line of reason (:attr:`PullReport.refused`), and the rest of the pull goes on; a field
a newer indexer added is ignored; a passage too long, or a file of more passages than the local
extraction makes of a file, is cut (the cut is noted on the file, as ``status --errors`` lists).
Passages are streamed from the database in bounded batches, so a planted file costs the reader
no more than that file indexed locally would.

A role that lost its access (its ``SELECT``, its ``CONNECT``, its login) is told so
(:class:`AccessRevoked`), and its copy is emptied: files it may no longer read are not searched.

Server paths become the laptop's own through :class:`PathMap` (``/volume1/Documents`` is
``/mnt/nas/Documents`` here), so opening, revealing and the preview read the mounted share.
"""

from __future__ import annotations

import hashlib
import logging
import sqlite3
import time
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

import numpy as np

from ..store.base import StoreError
from ..store.index import IndexStore
from ..store.messages import MessageRow
from ..store.passages import ChunkIn
from ..store.writer_lock import WriterLock
from . import border
from .db_connection import SharedIndexError, connect, without_password
from .db_schema import check_readable

if TYPE_CHECKING:
    from ..common.config import Paths

log = logging.getLogger(__name__)

#: Files asked for per round trip.
PULL_FILES = 200
#: A file of this many passages or more is pulled by its tail when it grew (smaller ones come
#: whole, many per round trip: sending what the copy holds would cost about as much).
TAIL_PASSAGES = 64
#: Passages kept in memory at once while a batch of files streams in (a file being applied is
#: held whole, within its :class:`.border.FileLimits`).
STREAM_ROWS = 2000
#: Refusals logged one by one per pull (the rest are counted).
LOGGED_REFUSALS = 20
#: What a message row's JSON may hold (others are a newer indexer's: ignored).
MESSAGE_FIELDS = ("subject", "sender", "recipients", "date", "member", "location")


class AccessRevoked(SharedIndexError):
    """The role no longer may read the shared index (its ``SELECT``, ``CONNECT`` or login taken
    away): not a database that went away. Its copy is emptied."""


@dataclass(frozen=True)
class PathMap:
    """Server folders and where this machine sees them: the longest matching prefix wins."""

    pairs: tuple[tuple[str, str], ...] = ()

    @classmethod
    def parse(cls, specs: Sequence[str]) -> PathMap:
        """From ``SERVER=LOCAL`` texts (``/volume1/Documents=/mnt/nas/Documents``)."""
        pairs = []
        for spec in specs:
            server, sep, local = spec.partition("=")
            if not sep or not server or not local:
                raise ValueError(f"a path map is SERVER=LOCAL, not {spec!r}")
            pairs.append((server.rstrip("/") or "/", local.rstrip("/") or "/"))
        return cls(tuple(sorted(pairs, key=lambda p: -len(p[0]))))

    def local(self, server_path: str) -> str:
        """Where this machine sees ``server_path`` (unchanged when no pair covers it)."""
        for server, here in self.pairs:
            if server_path == server or server_path.startswith(server.rstrip("/") + "/"):
                return here + server_path[len(server) :]
        return server_path

    def specs(self) -> list[str]:
        return [f"{s}={h}" for s, h in self.pairs]


@dataclass
class PullReport:
    files: int = 0  #: files written or rewritten here
    passages: int = 0  #: passages fetched (of a file that grew: the ones the copy lacked)
    removed: int = 0
    seconds: float = 0.0
    version: int = 0  #: the newest change number the copy holds
    roots: list[str] = field(default_factory=list)  #: the server folders this role may read
    #: Not copied now though it changed (a drive copied a moment ago, whose copy takes long):
    #: try again in this many seconds.
    deferred_s: float = 0.0
    #: Rows not taken, one line of reason each (a path outside its folder, a bad vector ...).
    refused: list[str] = field(default_factory=list)
    #: Files whose passages were cut to what a local file of theirs would hold.
    cut: int = 0


def replica_key(url: str) -> str:
    """The folder name of a shared index's copy: the same URL (whatever its password) is the same copy."""
    return hashlib.sha256(without_password(url).encode()).hexdigest()[:16]


@dataclass(frozen=True)
class _Listed:
    """A file the role may read, as the database lists it (checked)."""

    id: int
    version: int
    folder: str  #: the root's path on the server
    local: str  #: where this machine sees it
    container: str | None  #: a message: its mail store, where this machine sees it


class _Record:
    """Beside the copy: at which ``(id, change number)`` each file of the copy was taken, from
    which database, and the digest of the readable rows at the last pull that left nothing to do.

    Written after the copy (a crash in between takes a file again: harmless) and checked
    against it, so it never claims a file the copy does not hold."""

    def __init__(self, path: Path) -> None:
        self._conn = sqlite3.connect(str(path), isolation_level=None, timeout=10.0)
        self._conn.execute("PRAGMA journal_mode=WAL")
        self._conn.execute("CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)")
        self._conn.execute(
            "CREATE TABLE IF NOT EXISTS taken (path TEXT PRIMARY KEY, id INTEGER NOT NULL,"
            " version INTEGER NOT NULL)"
        )
        # the database's passage ids (int64, in order) that a file's passages in the copy came from
        self._conn.execute("CREATE TABLE IF NOT EXISTS passages (path TEXT PRIMARY KEY, ids BLOB NOT NULL)")

    def get(self, key: str) -> str:
        row = self._conn.execute("SELECT value FROM meta WHERE key = ?", (key,)).fetchone()
        return str(row[0]) if row else ""

    def set(self, key: str, value: str) -> None:
        self._conn.execute("INSERT OR REPLACE INTO meta(key, value) VALUES (?, ?)", (key, value))

    def taken(self) -> dict[str, tuple[int, int]]:
        return {p: (i, v) for p, i, v in self._conn.execute("SELECT path, id, version FROM taken")}

    def took(self, path: str, row_id: int, version: int, passages: Sequence[int] = ()) -> None:
        """The copy holds ``path`` as row ``row_id`` at ``version``; its passages came from the
        database's ``passages`` (kept only for a file of :data:`TAIL_PASSAGES` or more)."""
        self._conn.execute("BEGIN")
        try:
            self._conn.execute("INSERT OR REPLACE INTO taken VALUES (?, ?, ?)", (path, row_id, version))
            if len(passages) >= TAIL_PASSAGES:
                ids = np.asarray(passages, dtype="<i8").tobytes()
                self._conn.execute("INSERT OR REPLACE INTO passages VALUES (?, ?)", (path, ids))
            else:
                self._conn.execute("DELETE FROM passages WHERE path = ?", (path,))
        except BaseException:
            self._conn.execute("ROLLBACK")
            raise
        self._conn.execute("COMMIT")

    def passages(self, path: str) -> list[int]:
        """The database's passage ids the copy's passages of ``path`` came from (empty: not kept)."""
        row = self._conn.execute("SELECT ids FROM passages WHERE path = ?", (path,)).fetchone()
        if row is None or not isinstance(row[0], bytes) or len(row[0]) % 8:
            return []
        return [int(i) for i in np.frombuffer(row[0], dtype="<i8")]

    def forget_passages(self, paths: Iterable[str]) -> None:
        """Before the copy's passages of ``paths`` change: what the record says of them goes."""
        self._execute_many("DELETE FROM passages WHERE path = ?", paths)

    def forget(self, paths: Iterable[str]) -> None:
        paths = list(paths)
        self._execute_many("DELETE FROM taken WHERE path = ?", paths)
        self._execute_many("DELETE FROM passages WHERE path = ?", paths)

    def _execute_many(self, statement: str, paths: Iterable[str]) -> None:
        """``statement`` for each path, in one transaction (none for no path)."""
        paths = list(paths)
        if not paths:
            return
        self._conn.execute("BEGIN")
        try:
            self._conn.executemany(statement, [(p,) for p in paths])
        except BaseException:
            self._conn.execute("ROLLBACK")
            raise
        self._conn.execute("COMMIT")

    def clear(self) -> None:
        self._conn.execute("DELETE FROM taken")
        self._conn.execute("DELETE FROM passages")
        self._conn.execute("DELETE FROM meta")

    def close(self) -> None:
        self._conn.close()


def _default_max_file_bytes() -> int:
    from ..common.settings import Settings

    return Settings().max_file_bytes


class Replica:
    """The local copy of one shared index. Use from one thread (the engine's)."""

    def __init__(
        self, url: str, paths: Paths, mapping: PathMap = PathMap(), *, max_file_bytes: int | None = None
    ) -> None:
        self.url = url
        self.paths = paths
        self.mapping = mapping
        #: What the copy takes of one file at most: what the local extraction takes
        #: (``Settings.max_file_bytes``).
        self.limits = border.FileLimits.for_bytes(max_file_bytes or _default_max_file_bytes())
        self.store: IndexStore | None = None
        #: When the last pull reached the database (monotonic seconds; None: never).
        self.reached_at: float | None = None
        self.error: str | None = None

    @property
    def record_path(self) -> Path:
        return self.paths.data_dir / "pulled.sqlite3"

    # -- the copy -------------------------------------------------------------------

    def open_local(self) -> IndexStore | None:
        """The copy as it was last pulled (None before the first pull)."""
        if self.store is None and self.paths.db_path.exists():
            from ..store.db import Database

            db = Database(self.paths.db_path)
            try:
                fingerprint, name, dim = (db.get_meta(k) for k in ("model_fingerprint", "model_name", "dim"))
            finally:
                db.close()
            if fingerprint and name and dim:
                self.store = IndexStore.open(
                    self.paths, fingerprint=fingerprint, model_name=name, dim=int(dim)
                )
        return self.store

    def close(self) -> None:
        if self.store is not None:
            self.store.close()
            self.store = None

    # -- pulling --------------------------------------------------------------------

    def pull(self, *, full: bool = False, conn: Any = None) -> PullReport:
        """Make the copy hold what the role may read now (see the module docstring); raises
        :class:`SharedIndexError` when the database cannot be reached (the copy stays as it was),
        :class:`AccessRevoked` when the role lost its access (the copy is emptied).

        ``full``: list every readable file even when their digest says nothing changed."""
        import psycopg

        started = time.monotonic()
        self.paths.index_dir.mkdir(parents=True, exist_ok=True)
        lock = WriterLock(
            self.paths.data_dir, what="a desktop-search process updating this shared index's copy"
        )
        if not lock.try_acquire():  # the app's puller and `shared pull` at once: one of them writes
            raise SharedIndexError(
                f"the copy of {without_password(self.url)} is being updated by another process"
            )
        own = conn is None
        try:
            try:
                conn = conn or connect(self.url)
            except SharedIndexError as exc:
                if _says_revoked(str(exc)):
                    raise self._revoked(str(exc).split(": ", 1)[-1], lock) from None
                raise
            try:
                report = self._pull(conn, full=full, lock=lock)
            except psycopg.errors.InsufficientPrivilege as exc:
                raise self._revoked(_one_line(exc), lock) from exc
            except psycopg.Error as exc:  # the connection dropped mid-pull
                raise SharedIndexError(
                    f"the shared index {without_password(self.url)} went away: {_one_line(exc)}"
                ) from exc
            finally:
                if own:
                    conn.close()
        except SharedIndexError as exc:
            self.error = str(exc)
            raise
        finally:
            if self.store is not None:
                self.store.writer = None
            lock.release()
        self.reached_at = time.monotonic()
        self.error = None
        report.seconds = time.monotonic() - started
        return report

    def _revoked(self, why: str, lock: WriterLock) -> AccessRevoked:
        """The role lost its access: its copy emptied (what it may no longer read is not
        searched), and the error that says so."""
        store = self.open_local()
        if store is not None:
            store.writer = lock
            for folder_id, _path in store.db.folders():
                store.forget_folder(folder_id)
            store.save()
        if self.record_path.exists():
            record = _Record(self.record_path)
            try:
                record.clear()
            finally:
                record.close()
        return AccessRevoked(
            f"access to the shared index {without_password(self.url)} was revoked for this role"
            f" ({why}); its copy is emptied until access is given again"
        )

    def _pull(self, conn: Any, *, full: bool, lock: WriterLock) -> PullReport:
        from pgvector.psycopg import register_vector

        check_readable(conn)
        register_vector(conn)
        meta = dict(conn.execute("SELECT key, value FROM ds_meta").fetchall())
        if not meta.get("model_fingerprint"):
            raise SharedIndexError("the shared index holds nothing yet")
        try:
            dim = int(meta.get("dim", ""))
        except ValueError:
            dim = 0
        if not 0 < dim <= 16_000:
            raise SharedIndexError(
                f"the shared index's vector size is not a number of dimensions: {meta.get('dim')!r}"
            )
        store = self._store_for(meta)
        store.writer = lock  # saves its vector file only while it holds the copy's lock
        record = _Record(self.record_path)
        try:
            return self._reconcile(conn, store, record, dim=dim, full=full)
        finally:
            record.close()

    def _reconcile(
        self, conn: Any, store: IndexStore, record: _Record, *, dim: int, full: bool
    ) -> PullReport:
        """The copy made to hold what the role may read now: see the module docstring."""
        db = store.db
        report = PullReport()
        identity = _identity(conn)
        if record.get("identity") != identity or record.get("model") != store.fingerprint:
            record.clear()  # another database (made again), or another model: every file taken anew
            record.set("identity", identity)
            record.set("model", store.fingerprint or "")
        digest, newest = conn.execute(
            "SELECT md5(coalesce((SELECT string_agg(id || ':' || version, ',' ORDER BY id) FROM ds_files),"
            " '') || '/' || coalesce("
            "(SELECT string_agg(id || ':' || md5(path), ',' ORDER BY id) FROM ds_roots), '')),"
            " (SELECT coalesce(max(version), 0) FROM ds_files)"
        ).fetchone()
        roots: dict[int, str] = {}
        for root_id, path in conn.execute(
            "SELECT id, left(path, %s) FROM ds_roots ORDER BY path", (border.MAX_PATH_CHARS + 1,)
        ):
            try:
                roots[int(root_id)] = border.root_path(path)
            except border.Refused as refused:
                report.refused.append(str(refused))
        report.roots = sorted(roots.values())
        report.version = int(newest)
        if not full and digest == record.get("digest"):
            return report  # nothing readable changed since a pull that left nothing to do
        record.set("digest", "")  # until this pull is done and clean
        folder_of = {rid: db.add_folder(self.mapping.local(path)) for rid, path in roots.items()}
        listed = self._listed(conn, roots, report)
        held = {p for (p,) in db._conn.execute("SELECT path FROM files")}
        gone = sorted(held - listed.keys())
        if gone:
            store.remove_files(gone)
            report.removed += len(gone)
        record.forget(gone)
        readable = set(folder_of.values())
        for folder_id, _path in db.folders():
            if folder_id not in readable:
                store.forget_folder(folder_id)
        taken = record.taken()
        held -= set(gone)
        wanted = sorted(
            (f for p, f in listed.items() if p not in held or taken.get(p) != (f.id, f.version)),
            key=lambda f: (f.container is not None, f.version),  # mail stores before their messages
        )
        for start in range(0, len(wanted), PULL_FILES):
            self._take(
                conn, store, record, wanted[start : start + PULL_FILES], folder_of, dim=dim, report=report
            )
        store.save()
        for line in report.refused[:LOGGED_REFUSALS]:
            log.warning("the shared index %s: a row is refused: %s", without_password(self.url), line)
        if len(report.refused) > LOGGED_REFUSALS:
            log.warning(
                "the shared index %s: %d more rows refused",
                without_password(self.url),
                len(report.refused) - LOGGED_REFUSALS,
            )
        if not report.refused:
            record.set("digest", str(digest))
        return report

    def _listed(self, conn: Any, roots: dict[int, str], report: PullReport) -> dict[str, _Listed]:
        """The files the role may read now, by where this machine sees them (a row naming a
        path outside its folder refused)."""
        listed: dict[str, _Listed] = {}
        limit = border.MAX_PATH_CHARS + 1
        for row_id, root_id, path, version, container in conn.execute(
            "SELECT id, root_id, left(path, %s), version, left(container, %s) FROM ds_files", (limit, limit)
        ):
            folder = roots.get(int(root_id))
            if folder is None:  # its folder refused (said once), or made since the roots were read
                continue
            try:
                border.server_inside(path, folder)
                if container is not None:
                    border.server_inside(container, folder)
                    border.server_inside(path, container)
            except border.Refused as refused:
                report.refused.append(str(refused))
                continue
            local = self.mapping.local(path)
            listed[local] = _Listed(
                id=int(row_id),
                version=int(version),
                folder=folder,
                local=local,
                container=None if container is None else self.mapping.local(container),
            )
        return listed

    def _take(
        self,
        conn: Any,
        store: IndexStore,
        record: _Record,
        files: Sequence[_Listed],
        folder_of: dict[int, int],
        *,
        dim: int,
        report: PullReport,
    ) -> None:
        """Take ``files`` from the database into the copy, each as it is now, its passages
        streamed and cut to :attr:`limits` (a file that grew: only those the copy lacks); a
        refused one leaves the copy (never kept stale)."""
        by_id = {f.id: f for f in files}
        rows = {
            int(r[0]): r
            for r in conn.execute(
                "SELECT id, root_id, size, mtime_ns, left(content_hash, 200), left(title, %s), version,"
                " CASE WHEN octet_length(message::text) <= %s THEN message END, message IS NOT NULL"
                " FROM ds_files WHERE id = ANY(%s)",
                (border.MAX_FIELD_CHARS, 16 * border.MAX_FIELD_CHARS, list(by_id)),
            )
        }
        gone = [f.local for i, f in by_id.items() if i not in rows]  # removed since the listing
        if gone:
            store.remove_files(gone)
            record.forget(gone)
        had = {i: record.passages(by_id[i].local) for i in by_id if i in rows}
        had = {i: ids for i, ids in had.items() if ids}
        record.forget_passages(by_id[i].local for i in had)  # kept again once written
        tails = [
            i
            for i, ids in had.items()
            if by_id[i].container is None and not rows[i][8] and _holds(store, by_id[i].local, len(ids))
        ]  # not a message, and the copy holds what the record says

        def settle(
            file_id: int, passages: list[tuple[Any, ...]], total: int, kept: Sequence[int] = ()
        ) -> None:
            self._settle(
                store, record, listed=by_id[file_id], row=rows[file_id], passages=passages,
                folder_of=folder_of, dim=dim, report=report, total=total, kept=kept,
            )  # fmt: skip

        for file_id in tails:
            kept, passages, total = self._tail(conn, file_id, had[file_id])
            if kept is None:  # the database's answer does not fit the copy: the file whole
                for _id, passages, total in self._passages(conn, [file_id]):
                    settle(file_id, passages, total)
            else:
                settle(file_id, passages, total, had[file_id][:kept])
        whole = [i for i in by_id if i in rows and i not in tails]
        for file_id, passages, total in self._passages(conn, whole):
            settle(file_id, passages, total)

    def _settle(
        self,
        store: IndexStore,
        record: _Record,
        *,
        listed: _Listed,
        row: tuple[Any, ...],
        passages: list[tuple[Any, ...]],
        folder_of: dict[int, int],
        dim: int,
        report: PullReport,
        total: int,
        kept: Sequence[int] = (),
    ) -> None:
        """One file's fetched passages into the copy and the record, or refused (out of the copy)."""
        report.passages += len(passages)
        try:
            ids = self._apply(
                store, listed, row, passages, folder_of, dim=dim, report=report, total=total, kept=kept
            )
        except (border.Refused, StoreError) as refused:
            report.refused.append(f"{listed.local}: {refused}")
            store.remove_files([listed.local])
            record.forget([listed.local])
            return
        record.took(listed.local, listed.id, int(row[6]), ids)
        report.files += 1

    def _tail(self, conn: Any, file_id: int, had: list[int]) -> tuple[int | None, list[tuple[Any, ...]], int]:
        """A file whose copy came from the database's passages ``had``: how many of those, from
        the first, it still holds in that order (within :attr:`limits`), the passages after
        them (as :meth:`_passages` gives them) and how many it has in all; ``None`` for the first
        when the answer cannot be (the file is then taken whole). One statement: one snapshot."""
        limits = self.limits
        query = (
            "WITH w AS ("
            " SELECT id, n, total, n <= %(passages)s AND kept_chars <= %(all_chars)s"
            "  AND meaning <= %(meaning)s AND meaning_chars <= %(meaning_chars)s AS within"
            " FROM ("
            "  SELECT id, row_number() OVER w AS n,"
            "   sum(least(length(text), %(chars)s)) OVER w AS kept_chars,"
            "   count(embedding) OVER w AS meaning,"
            "   sum(CASE WHEN embedding IS NULL THEN 0 ELSE least(length(text), %(chars)s) END) OVER w"
            "    AS meaning_chars,"
            "   count(*) OVER () AS total"
            "  FROM ds_chunks WHERE file_id = %(id)s WINDOW w AS (ORDER BY ord, id)"
            " ) s"
            "), k AS ("
            " SELECT coalesce("
            "  min(n) FILTER (WHERE NOT within OR (%(had)s::bigint[])[n::int] IS DISTINCT FROM id) - 1,"
            "  count(*)) AS kept, coalesce(max(total), 0) AS total FROM w"
            ")"
            " SELECT k.kept, k.total, c.id, c.ord, c.char_start, c.char_end, c.page, c.ocr, c.words_only,"
            "  left(c.text, %(chars)s), c.embedding"
            " FROM k LEFT JOIN (w JOIN ds_chunks c ON c.id = w.id) ON w.within AND w.n > k.kept"
            " ORDER BY w.n"
        )
        params = {
            "id": file_id,
            "had": had,
            "chars": border.MAX_PASSAGE_CHARS,
            "passages": limits.passages,
            "all_chars": limits.chars,
            "meaning": limits.meaning_passages,
            "meaning_chars": limits.meaning_chars,
        }
        kept: int | None = None
        total = 0
        passages: list[tuple[Any, ...]] = []
        for row in conn.cursor().stream(query, params, size=STREAM_ROWS):
            kept, total = row[0], row[1]
            if row[2] is not None:
                passages.append(row[2:11])
                if len(passages) > limits.passages:  # more than the database was asked for
                    return None, [], 0
        if not isinstance(kept, int) or not 0 <= kept <= len(had) or not isinstance(total, int):
            return None, [], 0
        return kept, passages, total

    def _passages(self, conn: Any, ids: list[int]) -> Iterator[tuple[int, list[tuple[Any, ...]], int]]:
        """Each file of ``ids`` with its first passages within :attr:`limits` (their database id,
        then ord, offsets, page, kinds, text and vector; their text cut to
        :data:`.border.MAX_PASSAGE_CHARS`) and how many it has in all: the limits applied in the
        database, so a planted file of a million passages sends only what the copy keeps;
        streamed, a file at a time (a file without passages too)."""
        limits = self.limits
        query = (
            "SELECT f.id, c.id, c.ord, c.char_start, c.char_end, c.page, c.ocr, c.words_only, c.text,"
            " c.embedding, c.total"
            " FROM unnest(%(ids)s::bigint[]) AS f(id) LEFT JOIN LATERAL ("
            "  SELECT * FROM ("
            "   SELECT id, ord, char_start, char_end, page, ocr, words_only, left(text, %(chars)s) AS text,"
            "    embedding, row_number() OVER w AS n,"
            "    sum(least(length(text), %(chars)s)) OVER w AS kept_chars,"
            "    count(embedding) OVER w AS meaning,"
            "    sum(CASE WHEN embedding IS NULL THEN 0 ELSE least(length(text), %(chars)s) END) OVER w"
            "     AS meaning_chars,"
            "    count(*) OVER () AS total"
            "   FROM ds_chunks WHERE file_id = f.id WINDOW w AS (ORDER BY ord, id)"
            "  ) k WHERE n <= %(passages)s AND kept_chars <= %(all_chars)s"
            "   AND meaning <= %(meaning)s AND meaning_chars <= %(meaning_chars)s"
            " ) c ON true ORDER BY f.id, c.n"
        )
        params = {
            "ids": ids,
            "chars": border.MAX_PASSAGE_CHARS,
            "passages": limits.passages,
            "all_chars": limits.chars,
            "meaning": limits.meaning_passages,
            "meaning_chars": limits.meaning_chars,
        }
        current: int | None = None
        passages: list[tuple[Any, ...]] = []
        total = 0
        for row in conn.cursor().stream(query, params, size=STREAM_ROWS):
            file_id = int(row[0])
            if file_id != current:
                if current is not None:
                    yield current, passages, total
                current, passages, total = file_id, [], 0
            if row[1] is not None:
                passages.append(row[1:10])
                total = int(row[10])
        if current is not None:
            yield current, passages, total

    def _apply(
        self,
        store: IndexStore,
        listed: _Listed,
        row: tuple[Any, ...],
        passages: list[tuple[Any, ...]],
        folder_of: dict[int, int],
        *,
        dim: int,
        report: PullReport,
        total: int,
        kept: Sequence[int] = (),
    ) -> list[int]:
        """One file checked at the border and written into the copy (or :class:`.border.Refused`):
        whole, or (``kept``: the database ids of the passages the copy keeps, its first ones) its
        passages after those replaced by ``passages``. Returns the database ids of the copy's
        passages of the file, in order."""
        _id, root_id, size, mtime_ns, content_hash, title, _version, message, has_message = row
        if root_id not in folder_of:  # moved to a folder made since the roots were read
            raise border.Refused("its folder is not one this role may read")
        held = _held_before(store, listed.local, len(kept)) if kept else (0, 0, 0, 0)
        chunks, ids, cut = self._chunks(passages, dim=dim, held=held)
        cut = cut or len(kept) + len(chunks) < total
        if has_message and message is None:
            raise border.Refused("its message fields are too long")
        note = ""
        if cut:
            report.cut += 1
            note = (
                f"the shared index's copy is cut to its first {len(kept) + len(chunks):,} passages: as many"
                " as a file indexed here would hold"
            )
        if kept:
            _removed, added = store.commit_piece(
                folder_id=folder_of[root_id],
                path=listed.local,
                size=int(size),
                mtime_ns=int(mtime_ns),
                content_hash=content_hash or "",
                from_ord=len(kept),
                chunks=chunks,
                state=None,
                note=note,
                title=border.field_text(title, "a title"),
            )
        else:
            added = store.commit_words(
                folder_id=folder_of[root_id],
                path=listed.local,
                size=int(size),
                mtime_ns=int(mtime_ns),
                content_hash=content_hash or "",
                chunks=chunks,
                title=border.field_text(title, "a title"),
                note=note,
                container=listed.container,
                message=None if message is None else _message(message),
            )
        with_vectors = [i for i, c in enumerate(chunks) if c.vector is not None]
        if with_vectors:
            store.vectors.add(
                np.asarray([added[i] for i in with_vectors], dtype=np.int64),
                np.stack([chunks[i].vector for i in with_vectors]),  # type: ignore[misc]
            )
        return [*kept, *ids]

    def _chunks(
        self, passages: list[tuple[Any, ...]], *, dim: int, held: tuple[int, int, int, int] = (0, 0, 0, 0)
    ) -> tuple[list[ChunkIn], list[int], bool]:
        """A file's passages as the copy keeps them, numbered anew in their order after the
        ``held`` ones it keeps (their number, characters, and those with vectors: their number
        and characters), within :attr:`limits`; their database ids; and whether any were cut away."""
        limits = self.limits
        chunks: list[ChunkIn] = []
        ids: list[int] = []
        first, chars, meaning, meaning_chars = held
        for row_id, _ord, start, end, page, ocr, words_only, raw, embedding in passages:
            text = border.passage_text(raw)
            vector = None if embedding is None else border.vector(_floats(embedding), dim)
            chars += len(text)
            if vector is not None:
                meaning += 1
                meaning_chars += len(text)
            if (
                first + len(chunks) >= limits.passages
                or chars > limits.chars
                or meaning > limits.meaning_passages
                or meaning_chars > limits.meaning_chars
            ):
                return chunks, ids, True
            begin = max(0, int(start)) if isinstance(start, int) else 0
            ids.append(int(row_id))
            chunks.append(
                ChunkIn(
                    ord=first + len(chunks),
                    char_start=begin,
                    char_end=max(begin, int(end)) if isinstance(end, int) else begin + len(text),
                    text=text,
                    vector=vector,
                    page=page if isinstance(page, int) else None,
                    ocr=bool(ocr),
                    words_only=bool(words_only),
                )
            )
        return chunks, ids, False

    def _store_for(self, meta: dict[str, str]) -> IndexStore:
        """The copy, opened for the shared index's model (another model's copy starts over)."""
        store = self.open_local()
        if store is not None and store.fingerprint != meta["model_fingerprint"]:
            self.close()
            store = None
        if store is None:
            self.paths.ensure()
            store = IndexStore.open(
                self.paths,
                fingerprint=meta["model_fingerprint"],
                model_name=meta["model_name"],
                dim=int(meta["dim"]),
            )
            self.store = store
        return store


def _holds(store: IndexStore, path: str, count: int) -> bool:
    """Whether the copy holds ``path`` with exactly ``count`` passages, numbered 0 to count - 1
    (as the record says it took them): else the record is not to be trusted for it."""
    row = store.db._conn.execute(
        "SELECT count(*), count(DISTINCT c.ord), min(c.ord), max(c.ord) FROM chunks c"
        " JOIN files f ON f.id = c.file_id WHERE f.path = ? AND f.container_id IS NULL",
        (path,),
    ).fetchone()
    return tuple(row) == (count, count, 0, count - 1)


def _held_before(store: IndexStore, path: str, count: int) -> tuple[int, int, int, int]:
    """What the copy keeps of ``path`` before its passage ``count``: how many passages, their
    characters, and of those with vectors their number and characters (for :attr:`Replica.limits`)."""
    row = store.db._conn.execute(
        "SELECT count(*), coalesce(sum(length(c.text)), 0), coalesce(sum(length(c.vector) > 0), 0),"
        " coalesce(sum(CASE WHEN length(c.vector) > 0 THEN length(c.text) ELSE 0 END), 0)"
        " FROM chunks c JOIN files f ON f.id = c.file_id WHERE f.path = ? AND c.ord < ?",
        (path, count),
    ).fetchone()
    if row[0] != count:
        raise StoreError(f"the copy holds {row[0]} of the {count} passages it keeps")
    return int(row[0]), int(row[1]), int(row[2]), int(row[3])


def _message(value: object) -> MessageRow:
    """A message row's JSON as the copy keeps it: its known fields checked, others ignored."""
    if not isinstance(value, dict):
        raise border.Refused(f"its message is not a set of fields ({type(value).__name__})")
    known = border.known_fields(value, MESSAGE_FIELDS)
    date = known.pop("date", None)
    if date is not None and (isinstance(date, bool) or not isinstance(date, int | float)):
        raise border.Refused(f"its message's date is not a number ({type(date).__name__})")
    texts = {
        name: border.field_text(known.get(name), f"its message's {name}")
        for name in MESSAGE_FIELDS
        if name != "date"
    }
    return MessageRow(date=None if date is None else float(date), **texts)


def _identity(conn: Any) -> str:
    """Which database this is: its cluster's system identifier (where the role may read it), the
    database's oid and its files table's: a database (or its tables) made again is another."""
    import psycopg

    try:
        system = str(conn.execute("SELECT system_identifier FROM pg_control_system()").fetchone()[0])
    except psycopg.errors.InsufficientPrivilege:
        system = ""
    row = conn.execute(
        "SELECT d.oid, 'ds_files'::regclass::oid FROM pg_database d WHERE d.datname = current_database()"
    ).fetchone()
    return f"{system}:{row[0]}:{row[1]}"


def _says_revoked(message: str) -> bool:
    """Whether a connection's refusal says this role may not (any longer) use the database:
    its ``CONNECT`` taken away, its login removed or the role dropped (not: away, a wrong
    password, a wrong address)."""
    return any(
        words in message
        for words in ("permission denied for database", "not permitted to log in", "does not have CONNECT")
    ) or ('role "' in message and "does not exist" in message)


def _one_line(exc: BaseException) -> str:
    return " ".join(str(exc).split())


def _floats(embedding: Any) -> np.ndarray:
    """A pgvector value as float32 (pgvector's ``Vector``, or an array from an older adapter)."""
    as_numpy = getattr(embedding, "to_numpy", None)
    return np.asarray(as_numpy() if as_numpy else embedding, dtype=np.float32)


def roots_path(conn: Any, root_id: int) -> str:
    row = conn.execute("SELECT path FROM ds_roots WHERE id = %s", (root_id,)).fetchone()
    if row is None:
        raise SharedIndexError(f"shared folder {root_id} vanished during the pull")
    return str(row[0])


def replica_paths(data_dir: Path, url: str) -> Paths:
    """Where the copy of ``url`` lives under the app's data directory."""
    from ..common.config import Paths

    return Paths(data_dir / "shared" / replica_key(url))
