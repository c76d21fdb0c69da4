"""The reader's side: a read-only local copy of what its role may read of a shared index.

:meth:`Replica.pull` asks the database for the files written and removed since the change it
last saw (``ds_version``), and applies them to an index of the app's own kind under the data
directory (``shared/<key>/``): the same passages, the same vectors (nothing is embedded here),
the keyword terms made by the same analysis. So the app's own searcher ranks the share exactly
as it ranks a local folder, within the same milliseconds, and the copy answers on while the
database is away (the window says since when). Rows the role may not read never arrive:
row-level security filters them in the database; a full pull (:meth:`Replica.pull` with
``full=True``) also drops what the role may no longer read.

Server paths become the laptop's own through :class:`PathMap` (``/volume1/Documents`` is
``/mnt/nas/Documents`` here), so opening, revealing and the preview read the mounted share.
"""

from __future__ import annotations

import hashlib
import logging
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

import numpy as np

from ..store.index import IndexStore
from ..store.messages import MessageRow
from ..store.passages import ChunkIn
from ..store.writer_lock import WriterLock
from .db_connection import SharedIndexError, connect, without_password
from .db_schema import check_readable

if TYPE_CHECKING:
    from ..common.config import Paths

log = logging.getLogger(__name__)

#: Files asked for per round trip.
PULL_FILES = 500


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
    removed: int = 0
    seconds: float = 0.0
    version: int = 0  #: the last change applied
    roots: list[str] = field(default_factory=list)  #: the server folders this role may read
    #: Not copied now though it changed (a drive copied a moment ago, whose copy takes long):
    #: try again in this many seconds.
    deferred_s: float = 0.0


def replica_key(url: str) -> str:
    """The folder name of a shared index's copy: the same URL (whatever its password) is the same copy."""
    return hashlib.sha256(without_password(url).encode()).hexdigest()[:16]


class Replica:
    """The local copy of one shared index. Use from one thread (the engine's)."""

    def __init__(self, url: str, paths: Paths, mapping: PathMap = PathMap()) -> None:
        self.url = url
        self.paths = paths
        self.mapping = mapping
        self.store: IndexStore | None = None
        #: When the last pull reached the database (monotonic seconds; None: never).
        self.reached_at: float | None = None
        self.error: str | None = None

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
        """Apply what changed in the shared index since the last pull; raises
        :class:`SharedIndexError` when it cannot be reached (the copy stays as it was)."""
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
            conn = conn or connect(self.url)
        except BaseException:
            lock.release()
            raise
        try:
            report = self._pull(conn, full=full, lock=lock)
        except SharedIndexError as exc:
            self.error = str(exc)
            raise
        except Exception as exc:  # psycopg's errors: the connection dropped mid-pull
            import psycopg

            if not isinstance(exc, psycopg.Error):
                raise
            self.error = f"the shared index {without_password(self.url)} went away: {exc}"
            raise SharedIndexError(self.error) from exc
        finally:
            if self.store is not None:
                self.store.writer = None
            lock.release()
            if own:
                conn.close()
        self.reached_at = time.monotonic()
        self.error = None
        report.seconds = time.monotonic() - started
        return report

    def _pull(self, conn: Any, *, full: bool, lock: WriterLock) -> PullReport:
        from pgvector.psycopg import register_vector

        check_readable(conn)
        register_vector(conn)
        meta = dict(conn.execute("SELECT key, value FROM ds_meta").fetchall())
        if not meta.get("model_fingerprint"):
            raise SharedIndexError("the shared index holds nothing yet")
        store = self._store_for(meta)
        store.writer = lock  # saves its vector file only while it holds the copy's lock
        db = store.db
        report = PullReport()
        roots = dict(conn.execute("SELECT id, path FROM ds_roots ORDER BY path").fetchall())
        report.roots = sorted(roots.values())
        folder_of = {rid: db.add_folder(self.mapping.local(path)) for rid, path in roots.items()}
        if full:
            report.removed += self._drop_unreadable(conn, store, folder_of)
        seen = int(db.get_meta("shared_files_version") or 0)
        while True:
            files = conn.execute(
                "SELECT id, root_id, path, size, mtime_ns, content_hash, title, container, message, version"
                " FROM ds_files"
                " WHERE version > %s ORDER BY version LIMIT %s",
                (seen, PULL_FILES),
            ).fetchall()
            if not files:
                break
            chunks: dict[int, list[tuple[Any, ...]]] = {}
            for row in conn.execute(
                "SELECT file_id, ord, char_start, char_end, page, ocr, words_only, text, embedding"
                " FROM ds_chunks WHERE file_id = ANY(%s) ORDER BY file_id, ord",
                ([f[0] for f in files],),
            ):
                chunks.setdefault(row[0], []).append(row[1:])
            for file_id, root_id, path, size, mtime_ns, content_hash, title, container, message, _v in files:
                if root_id not in folder_of:  # a root made since this pull began
                    folder_of[root_id] = db.add_folder(self.mapping.local(roots_path(conn, root_id)))
                self._apply(
                    store,
                    folder_of[root_id],
                    self.mapping.local(path),
                    size=size,
                    mtime_ns=mtime_ns,
                    content_hash=content_hash,
                    title=title,
                    rows=chunks.get(file_id, []),
                    container=None if container is None else self.mapping.local(container),
                    message=None if message is None else MessageRow(**message),
                )
                report.files += 1
            seen = int(files[-1][9])
            db.set_meta("shared_files_version", str(seen))
        gone_seen = int(db.get_meta("shared_removed_version") or 0)
        removed = conn.execute(
            "SELECT path, version FROM ds_removed WHERE version > %s ORDER BY version", (gone_seen,)
        ).fetchall()
        if removed:
            store.remove_files([self.mapping.local(p) for p, _v in removed])
            report.removed += len(removed)
            db.set_meta("shared_removed_version", str(removed[-1][1]))
        report.version = max(seen, int(db.get_meta("shared_removed_version") or 0))
        store.save()
        return report

    def _store_for(self, meta: dict[str, str]) -> IndexStore:
        """The copy, opened for the shared index's model (another model's copy starts over)."""
        store = self.open_local()
        if store is not None and store.fingerprint != meta["model_fingerprint"]:
            self.close()
            store = None
        if store is None:
            recorded = self._recorded_fingerprint()
            self.paths.ensure()
            store = IndexStore.open(
                self.paths,
                fingerprint=meta["model_fingerprint"],
                model_name=meta["model_name"],
                dim=int(meta["dim"]),
            )
            if recorded != meta["model_fingerprint"]:  # a new copy, or the server switched models
                store.db.set_meta("shared_files_version", "0")
                store.db.set_meta("shared_removed_version", "0")
            self.store = store
        return store

    def _recorded_fingerprint(self) -> str | None:
        if not self.paths.db_path.exists():
            return None
        from ..store.db import Database

        db = Database(self.paths.db_path)
        try:
            return db.get_meta("model_fingerprint")
        finally:
            db.close()

    @staticmethod
    def _apply(
        store: IndexStore,
        folder_id: int,
        path: str,
        *,
        size: int,
        mtime_ns: int,
        content_hash: str | None,
        title: str,
        rows: list[tuple[Any, ...]],
        container: str | None = None,
        message: MessageRow | None = None,
    ) -> None:
        chunks = [
            ChunkIn(
                ord=ord_,
                char_start=start,
                char_end=end,
                text=text,
                vector=None if embedding is None else _floats(embedding),
                page=page,
                ocr=bool(ocr),
                words_only=bool(words_only),
            )
            for ord_, start, end, page, ocr, words_only, text, embedding in rows
        ]
        added = store.commit_words(
            folder_id=folder_id,
            path=path,
            size=size,
            mtime_ns=mtime_ns,
            content_hash=content_hash or "",
            chunks=chunks,
            title=title,
            container=container,
            message=message,
        )
        with_vectors = [i for i, c in enumerate(chunks) if c.vector is not None]
        if with_vectors:
            store.vectors.add(
                np.asarray([added[i] for i in with_vectors], dtype=np.int64),
                np.stack([chunks[i].vector for i in with_vectors]),  # type: ignore[misc]
            )

    def _drop_unreadable(self, conn: Any, store: IndexStore, folder_of: dict[int, int]) -> int:
        """Forget the files this role may no longer read (or that are gone unseen): what the
        copy holds and the database no longer shows it."""
        visible = {self.mapping.local(p) for (p,) in conn.execute("SELECT path FROM ds_files")}
        held = {p for (p,) in store.db._conn.execute("SELECT path FROM files WHERE container_id IS NULL")}
        stale = sorted(held - visible)
        if stale:
            store.remove_files(stale)
        readable = set(folder_of.values())
        for folder_id, _path in store.db.folders():
            if folder_id not in readable:
                store.forget_folder(folder_id)
        return len(stale)


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
