"""The indexer's side: what its working index holds of a folder, written into the shared index.

The pipeline runs unchanged into the indexer's own index (its SQLite record is the journal
that makes words first, meaning after, resume after a crash and ``verify`` hold as they do
locally); :func:`publish_folder` then makes the database hold the same files, passages and
vectors. It compares each file's size, time, hash, status and its counts of passages and
vectors with the row the database holds and writes only the files that differ, a batch per
transaction, so a publish that is killed (or loses its database) at any moment leaves every
file either as it was or as it is now, and the next publish finishes the rest without
embedding anything again. A file still waiting for meaning is published by its words and again
once its vectors are there.

A file that changed only at its end (a log that grew) is published by its tail: its passages on
the server are compared, in order, with the indexer's (position, offsets, a digest of the text,
whether it has a vector), and those of the longest common run from the start stay the same rows
(the same ids: a reader's copy keeps them, see :mod:`.db_pulling`); only the passages after it
are deleted and written. A file changed elsewhere shares no such run and is written whole.
"""

from __future__ import annotations

import grp
import hashlib
import logging
import os
import pwd
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import numpy as np
from psycopg.types.json import Jsonb

from ..store.db import Database
from ..store.index import model_fingerprint
from .db_connection import SharedIndexError
from .db_schema import migrate

if TYPE_CHECKING:
    from ..models.embedder import Embedder

log = logging.getLogger(__name__)

#: Files written per transaction.
BATCH_FILES = 100
#: Seconds an indexer waits for a lock another indexer holds; then it says so and publishes at
#: its next run. One stopped inside a transaction (SIGSTOP, a debugger) would hold it for good.
LOCK_WAIT_S = 60.0
#: Seconds the server lets an indexer's transaction sit idle before it ends that session (and its
#: locks with it): a stopped indexer is let go. A publishing indexer is never idle this long.
IDLE_TRANSACTION_S = 300.0


@dataclass
class PublishReport:
    written: int = 0  #: files (re)written
    removed: int = 0  #: files no longer in the folder
    unchanged: int = 0
    waiting: int = 0  #: written by their words, their meaning to follow
    passages: int = 0  #: passages written (of a file that grew: the new ones only)
    seconds: float = 0.0


@dataclass(frozen=True)
class _Local:
    id: int
    path: str
    size: int
    mtime_ns: int
    content_hash: str | None
    title: str
    status: str
    error: str | None
    passages: int
    vectors: int
    container: str | None = None  #: the mail store holding this message
    message: dict[str, Any] | None = None  #: what the result list shows of a message
    first_passage: int = 0  #: the id of its first passage in the indexer's index (0: none)

    def state(self) -> tuple[object, ...]:
        return (self.size, self.mtime_ns, self.content_hash, self.status, self.passages, self.vectors)


def bound_waits(conn: Any) -> None:
    """Make this session wait for another's lock at most :data:`LOCK_WAIT_S`, and let the server
    end it when it sits in a transaction idle for :data:`IDLE_TRANSACTION_S` (this process
    stopped): no indexer holds the others back for good."""
    conn.execute(
        "SELECT set_config('lock_timeout', %s, false),"
        " set_config('idle_in_transaction_session_timeout', %s, false)",
        (f"{round(LOCK_WAIT_S * 1000)}ms", f"{round(IDLE_TRANSACTION_S * 1000)}ms"),
    )


def lock_held() -> SharedIndexError:
    """What an indexer says when it waited :data:`LOCK_WAIT_S` for another's lock."""
    return SharedIndexError(
        f"another indexer has held the shared index's lock for more than {LOCK_WAIT_S:g} s (one stopped"
        f" mid-publish is let go by the server after {IDLE_TRANSACTION_S:g} s): not published now"
    )


def prepare(conn: Any, *, fingerprint: str, model_name: str, dim: int) -> None:
    """Bring the database's schema up to date and claim it for this model's vectors.

    Refuses a database that holds another model's vectors: its readers rank one space of
    meaning, and mixing two would rank nonsense. Waits for another indexer's lock a bounded
    time (:func:`bound_waits`).
    """
    import psycopg

    bound_waits(conn)
    try:
        _prepare(conn, fingerprint=fingerprint, model_name=model_name, dim=dim)
    except psycopg.errors.LockNotAvailable as exc:
        raise lock_held() from exc


def _prepare(conn: Any, *, fingerprint: str, model_name: str, dim: int) -> None:
    migrate(conn)
    from pgvector.psycopg import register_vector

    register_vector(conn)
    with conn.transaction():
        conn.execute("LOCK TABLE ds_meta IN SHARE ROW EXCLUSIVE MODE")
        held = dict(conn.execute("SELECT key, value FROM ds_meta").fetchall())
        other = held.get("model_fingerprint") not in (None, fingerprint)
        if other and conn.execute("SELECT EXISTS (SELECT 1 FROM ds_chunks)").fetchone()[0]:
            raise SharedIndexError(
                f"the shared index holds vectors of {held.get('model_name')}; index with that model"
                " (--model), or into another database"
            )
        for key, value in (("model_fingerprint", fingerprint), ("model_name", model_name), ("dim", str(dim))):
            conn.execute(
                "INSERT INTO ds_meta(key, value) VALUES (%s, %s)"
                " ON CONFLICT (key) DO UPDATE SET value = excluded.value",
                (key, value),
            )


def prepare_for(conn: Any, embedder: Embedder) -> None:
    """:func:`prepare` for the vectors ``embedder`` makes (the indexer's own model)."""
    prepare(conn, fingerprint=model_fingerprint(embedder), model_name=embedder.info.name, dim=embedder.dim)


#: What the ``messages`` table holds of a message, in its column order.
_MESSAGE = ("subject", "sender", "recipients", "date", "member", "location")


def _local_files(db: Database, folder_id: int) -> dict[str, _Local]:
    """The folder's files as the indexer's index holds them; a mail store's messages with their
    store (only while the store itself is whole: its row is what they hang from)."""
    rows = db._conn.execute(
        "SELECT f.id, f.path, f.size, f.mtime_ns, f.content_hash, coalesce(f.title, ''), f.status, f.error,"
        " (SELECT count(*) FROM chunks c WHERE c.file_id = f.id),"
        " (SELECT count(*) FROM chunks c WHERE c.file_id = f.id AND length(c.vector) > 0),"
        " s.path, m.file_id, m.subject, m.sender, m.recipients, m.date, m.member, m.location,"
        " (SELECT coalesce(min(c.id), 0) FROM chunks c WHERE c.file_id = f.id)"
        " FROM files f LEFT JOIN files s ON s.id = f.container_id LEFT JOIN messages m ON m.file_id = f.id"
        " WHERE f.folder_id = ? AND f.status = 'ok' AND (f.container_id IS NULL OR s.status = 'ok')",
        (folder_id,),
    ).fetchall()
    found = {}
    for r in rows:
        message = dict(zip(_MESSAGE, r[12:18], strict=True)) if r[11] is not None else None
        found[r[1]] = _Local(
            r[0], r[1], r[2], r[3], r[4], r[5], r[6], r[7], r[8], r[9], r[10], message, r[18]
        )
    return found


def _owner(path: str) -> tuple[str | None, str | None, int | None]:
    """The file's owner, group and mode on the server (None where it cannot be told)."""
    try:
        st = os.stat(path)
    except OSError:
        return None, None, None
    try:
        owner: str | None = pwd.getpwuid(st.st_uid).pw_name
    except KeyError:
        owner = str(st.st_uid)
    try:
        group: str | None = grp.getgrgid(st.st_gid).gr_name
    except KeyError:
        group = str(st.st_gid)
    return owner, group, st.st_mode & 0o7777


def _write(conn: Any, db: Database, root_id: int, files: Sequence[_Local]) -> tuple[int, int]:
    """Write ``files`` (their rows, and the passages and vectors the database lacks: see the
    module docstring) in one transaction; returns how many wait for meaning and how many
    passages were written."""
    waiting = written = 0
    with conn.transaction():
        for f in files:
            owner, group, mode = _owner(f.container or f.path)  # a message: its store's
            file_id = conn.execute(
                "INSERT INTO ds_files(root_id, path, size, mtime_ns, content_hash, title, status, error,"
                " owner, grp, mode, passages, vectors, container, message)"
                " VALUES (%s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s)"
                " ON CONFLICT (path) DO UPDATE SET root_id = excluded.root_id, size = excluded.size,"
                " mtime_ns = excluded.mtime_ns, content_hash = excluded.content_hash,"
                " title = excluded.title, status = excluded.status, error = excluded.error,"
                " owner = excluded.owner, grp = excluded.grp,"
                " mode = excluded.mode, passages = excluded.passages, vectors = excluded.vectors,"
                " container = excluded.container, message = excluded.message,"
                " version = nextval('ds_version') RETURNING id",
                (root_id, f.path, f.size, f.mtime_ns, f.content_hash, f.title, f.status, f.error,
                 owner, group, mode, f.passages, f.vectors, f.container,
                 None if f.message is None else Jsonb(f.message)),
            ).fetchone()[0]  # fmt: skip
            conn.execute("DELETE FROM ds_removed WHERE path = %s", (f.path,))
            kept, stale = _kept_passages(conn, db, file_id=file_id, local_id=f.id)
            if stale:
                conn.execute("DELETE FROM ds_chunks WHERE id = ANY(%s)", (stale,))
            rows = db._conn.execute(
                "SELECT ord, char_start, char_end, page, ocr, words_only, text, vector FROM chunks"
                " WHERE file_id = ? ORDER BY ord, id LIMIT -1 OFFSET ?",
                (f.id, kept),
            )
            with conn.cursor().copy(
                "COPY ds_chunks (file_id, ord, char_start, char_end, page, ocr, words_only, text, embedding)"
                " FROM STDIN"
            ) as copy:
                for ord_, start, end, page, ocr, words_only, text, blob in rows:
                    vector = np.frombuffer(blob, dtype=np.float32) if blob else None
                    copy.write_row(
                        (file_id, ord_, start, end, page, bool(ocr), bool(words_only), text, vector)
                    )
                    written += 1
            if (
                f.vectors < f.passages
                and db._conn.execute(
                    "SELECT EXISTS (SELECT 1 FROM chunks WHERE file_id = ? AND words_only = 0"
                    " AND length(vector) = 0)",
                    (f.id,),
                ).fetchone()[0]
            ):
                waiting += 1
    return waiting, written


def _kept_passages(conn: Any, db: Database, *, file_id: int, local_id: int) -> tuple[int, list[int]]:
    """How many of the file's passages, from its first, the database holds as the indexer does
    (a log that grew: all but the one open at its old end), and the ids of the database's
    passages after those (to delete). A passage is the same when its position, offsets, page,
    kind, text (by its MD5) and whether it has a vector are: the text is compared by digest, so
    only digests cross the network, and the indexer's texts are read only as far as they match.
    """
    held = conn.execute(
        "SELECT id, ord, char_start, char_end, page, ocr, words_only, md5(text), embedding IS NOT NULL"
        " FROM ds_chunks WHERE file_id = %s ORDER BY ord, id",
        (file_id,),
    ).fetchall()
    kept = 0
    if held:
        local = db._conn.execute(
            "SELECT ord, char_start, char_end, page, ocr, words_only, text, length(vector) > 0 FROM chunks"
            " WHERE file_id = ? ORDER BY ord, id",
            (local_id,),
        )
        for there, (ord_, start, end, page, ocr, words_only, text, has_vector) in zip(
            held, local, strict=False
        ):
            digest = hashlib.md5(text.encode("utf-8", "surrogatepass")).hexdigest()
            if tuple(there[1:]) != (
                ord_,
                start,
                end,
                page,
                bool(ocr),
                bool(words_only),
                digest,
                bool(has_vector),
            ):
                break
            kept += 1
        local.close()
    return kept, [int(r[0]) for r in held[kept:]]


def publish_folder(
    conn: Any,
    db: Database,
    folder: str,
    *,
    batch: int = BATCH_FILES,
    cancelled: Callable[[], bool] = lambda: False,
) -> PublishReport:
    """Make the shared index hold what ``db`` holds of ``folder`` (see the module docstring).

    Raises :class:`SharedIndexError` when the database goes away meanwhile: what was written
    stays (whole files), the rest is written by the next publish."""
    import psycopg

    try:
        return _publish(conn, db, folder, batch=batch, cancelled=cancelled)
    except psycopg.errors.LockNotAvailable as exc:
        raise lock_held() from exc
    except psycopg.Error as exc:
        raise SharedIndexError(f"the shared index went away while publishing {folder}: {exc}") from exc


def _publish(
    conn: Any, db: Database, folder: str, *, batch: int, cancelled: Callable[[], bool]
) -> PublishReport:
    started = time.monotonic()
    report = PublishReport()
    folder_id = next((fid for fid, path in db.folders() if path == folder), None)
    if folder_id is None:
        raise SharedIndexError(f"{folder} is not a folder of the indexer's index")
    with conn.transaction():
        root_id = conn.execute(
            "INSERT INTO ds_roots(path) VALUES (%s) ON CONFLICT (path) DO UPDATE SET path = excluded.path"
            " RETURNING id",
            (folder,),
        ).fetchone()[0]
    local = _local_files(db, folder_id)
    remote = {
        r[0]: tuple(r[1:])
        for r in conn.execute(
            "SELECT path, size, mtime_ns, content_hash, status, passages, vectors FROM ds_files"
            " WHERE root_id = %s",
            (root_id,),
        ).fetchall()
    }
    gone = sorted(set(remote) - set(local))
    for start in range(0, len(gone), 1000):
        part = gone[start : start + 1000]
        with conn.transaction():
            conn.execute("DELETE FROM ds_files WHERE path = ANY(%s)", (part,))
            conn.cursor().executemany(
                "INSERT INTO ds_removed(path, root_id) VALUES (%s, %s)"
                " ON CONFLICT (path) DO UPDATE"
                " SET root_id = excluded.root_id, version = nextval('ds_version')",
                [(path, root_id) for path in part],
            )
        report.removed += len(part)
    # In the order the indexer stored their passages (mail stores before their messages): a
    # reader's copy then stores them in the same order, and passages the ranking cannot tell
    # apart (equal scores) come in the same order there as here.
    changed = sorted(
        (f for path, f in local.items() if remote.get(path) != f.state()),
        key=lambda f: (f.container is not None, f.first_passage, f.path),
    )
    report.unchanged = len(local) - len(changed)
    for start in range(0, len(changed), batch):
        if cancelled():
            break
        part = changed[start : start + batch]
        waiting, passages = _write(conn, db, root_id, part)
        report.waiting += waiting
        report.passages += passages
        report.written += len(part)
    report.seconds = time.monotonic() - started
    log.info(
        "published %s: %d written (%d passages), %d removed, %d unchanged in %.1f s",
        folder, report.written, report.passages, report.removed, report.unchanged, report.seconds,
    )  # fmt: skip
    return report


def forget_root(conn: Any, folder: str) -> bool:
    """Take a folder the indexer no longer serves out of the shared index (its readers drop it)."""
    with conn.transaction():
        row = conn.execute("SELECT id FROM ds_roots WHERE path = %s", (folder,)).fetchone()
        if row is None:
            return False
        conn.execute(
            "INSERT INTO ds_removed(path, root_id) SELECT path, root_id FROM ds_files WHERE root_id = %s"
            " ON CONFLICT (path) DO UPDATE SET version = nextval('ds_version')",
            (row[0],),
        )
        conn.execute("DELETE FROM ds_files WHERE root_id = %s", (row[0],))
    return True


def verify_shared(conn: Any) -> list[str]:
    """What is inconsistent in the shared index (empty: nothing): a file whose passages or
    vectors are not all there, or a vector of another size than the index's model makes."""
    problems = [
        f"{path}: {held} of {passages} passages, {embedded} of {vectors} vectors"
        for path, passages, vectors, held, embedded in conn.execute(
            "SELECT f.path, f.passages, f.vectors, count(c.id), count(c.embedding) FROM ds_files f"
            " LEFT JOIN ds_chunks c ON c.file_id = f.id GROUP BY f.id"
            " HAVING count(c.id) <> f.passages OR count(c.embedding) <> f.vectors ORDER BY f.path"
        )
    ]
    dim = conn.execute("SELECT value FROM ds_meta WHERE key = 'dim'").fetchone()
    if dim is not None:
        wrong = conn.execute(
            "SELECT count(*) FROM ds_chunks WHERE embedding IS NOT NULL AND vector_dims(embedding) <> %s",
            (int(dim[0]),),
        ).fetchone()[0]
        if wrong:
            problems.append(f"{wrong} vectors are not of {dim[0]} dimensions")
    return problems
