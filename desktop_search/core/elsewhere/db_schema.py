"""The shared index's tables in PostgreSQL, their versioned migrations and who may read them.

``ds_schema`` holds how many of :data:`MIGRATIONS` were applied; an indexer applies the missing
ones under an advisory lock (several indexers, one per share, may start at once), a reader
refuses a database newer than it knows. ``ds_version`` orders every change: a file's row takes
a new number each time it is written and a removed file leaves one in ``ds_removed``, so a reader
asks only for what changed since the number it last saw.

Who may read what is row-level security: a folder on the server (a root, a folder inside one,
or one not published yet) may be restricted to the members of a role, and a file is readable by
a role that passes every restriction of the folders above it (none: every role granted the
tables). A reader's queries see only those files, their passages and removals, however they
are asked; ``ds_restrictions`` itself is never shown to a reader (it names closed folders).
"""

from __future__ import annotations

from typing import Any

from .db_connection import SharedIndexError

#: The advisory lock key of migrations ('desk' 'srch').
MIGRATION_LOCK = 0x6465736B73726368

#: Each a script of statements; append only, never change one that has shipped.
MIGRATIONS: tuple[str, ...] = (
    # 1: roots, files, passages with their vectors, removals, and who may read them
    """
    CREATE EXTENSION IF NOT EXISTS vector;
    CREATE TABLE ds_meta (key text PRIMARY KEY, value text NOT NULL);
    CREATE SEQUENCE ds_version;
    CREATE TABLE ds_roots (
        id serial PRIMARY KEY,
        path text NOT NULL UNIQUE,
        reader_role text
    );
    CREATE TABLE ds_files (
        id bigserial PRIMARY KEY,
        root_id integer NOT NULL REFERENCES ds_roots(id) ON DELETE CASCADE,
        path text NOT NULL UNIQUE,
        size bigint NOT NULL,
        mtime_ns bigint NOT NULL,
        content_hash text,
        title text NOT NULL DEFAULT '',
        status text NOT NULL DEFAULT 'ok',
        error text,
        owner text,
        grp text,
        mode integer,
        passages integer NOT NULL DEFAULT 0,
        vectors integer NOT NULL DEFAULT 0,
        version bigint NOT NULL DEFAULT nextval('ds_version')
    );
    CREATE INDEX ds_files_root ON ds_files(root_id);
    CREATE INDEX ds_files_version ON ds_files(version);
    CREATE TABLE ds_chunks (
        id bigserial PRIMARY KEY,
        file_id bigint NOT NULL REFERENCES ds_files(id) ON DELETE CASCADE,
        ord integer NOT NULL,
        char_start integer NOT NULL,
        char_end integer NOT NULL,
        page integer,
        ocr boolean NOT NULL DEFAULT false,
        words_only boolean NOT NULL DEFAULT false,
        text text NOT NULL,
        embedding vector
    );
    CREATE INDEX ds_chunks_file ON ds_chunks(file_id, ord);
    CREATE TABLE ds_removed (
        path text PRIMARY KEY,
        root_id integer NOT NULL REFERENCES ds_roots(id) ON DELETE CASCADE,
        version bigint NOT NULL DEFAULT nextval('ds_version')
    );
    CREATE INDEX ds_removed_version ON ds_removed(version);

    CREATE FUNCTION ds_may_read(root integer) RETURNS boolean
        LANGUAGE sql STABLE SECURITY DEFINER SET search_path = pg_catalog, public AS $$
            SELECT EXISTS (
                SELECT 1 FROM public.ds_roots r WHERE r.id = root
                AND (r.reader_role IS NULL OR pg_has_role(session_user, r.reader_role, 'MEMBER'))
            )
        $$;
    ALTER TABLE ds_roots ENABLE ROW LEVEL SECURITY;
    ALTER TABLE ds_files ENABLE ROW LEVEL SECURITY;
    ALTER TABLE ds_chunks ENABLE ROW LEVEL SECURITY;
    ALTER TABLE ds_removed ENABLE ROW LEVEL SECURITY;
    CREATE POLICY ds_roots_read ON ds_roots FOR SELECT USING (ds_may_read(id));
    CREATE POLICY ds_files_read ON ds_files FOR SELECT USING (ds_may_read(root_id));
    CREATE POLICY ds_removed_read ON ds_removed FOR SELECT USING (ds_may_read(root_id));
    CREATE POLICY ds_chunks_read ON ds_chunks FOR SELECT
        USING (EXISTS (SELECT 1 FROM ds_files f WHERE f.id = file_id));
    """,
    # 2: messages: the mail store (mbox, PST) holding one, and what the result list shows of any
    # message (subject, sender, recipients, date; a store's member key and where it is in the store)
    """
    ALTER TABLE ds_files ADD COLUMN container text;
    ALTER TABLE ds_files ADD COLUMN message jsonb;
    """,
    # 3: who may read what by folder, not by root: a restriction holds for every file under its
    # folder (a subfolder of an open root too) and may be made before anything of it is
    # published; a row is readable by a role that passes every restriction above it. Each row
    # keeps the restrictions that close it (``closed_by``: set by a trigger as it is written, and
    # by :func:`restrict_root`), so the policy compares two small arrays per row, and a reader
    # never learns a closed folder's name. Roles are kept by their oid (a role dropped later reads
    # nothing and breaks no one's pull: a name made again is another role) and checked for the
    # role in effect (``SET ROLE`` included).
    """
    CREATE TABLE ds_restrictions (
        id serial UNIQUE,
        path text PRIMARY KEY,
        reader oid,
        reader_name text NOT NULL
    );
    ALTER TABLE ds_restrictions ENABLE ROW LEVEL SECURITY;
    INSERT INTO ds_restrictions(path, reader, reader_name)
        SELECT r.path, (SELECT oid FROM pg_roles WHERE rolname = r.reader_role), r.reader_role
        FROM ds_roots r WHERE r.reader_role IS NOT NULL;
    DROP POLICY ds_roots_read ON ds_roots;
    DROP POLICY ds_files_read ON ds_files;
    DROP POLICY ds_removed_read ON ds_removed;
    DROP FUNCTION ds_may_read(integer);
    ALTER TABLE ds_roots DROP COLUMN reader_role;
    ALTER TABLE ds_roots ADD COLUMN closed_by integer[] NOT NULL DEFAULT '{}';
    ALTER TABLE ds_files ADD COLUMN closed_by integer[] NOT NULL DEFAULT '{}';
    ALTER TABLE ds_removed ADD COLUMN closed_by integer[] NOT NULL DEFAULT '{}';

    -- whether ``item`` is the folder ``folder`` or under it (a Windows indexer's separator too)
    CREATE FUNCTION ds_under(item text, folder text) RETURNS boolean
        LANGUAGE sql IMMUTABLE AS $$
            SELECT item = folder OR starts_with(item, rtrim(folder, '/\\') || '/')
                OR starts_with(item, rtrim(folder, '/\\') || '\\')
        $$;
    -- the restrictions that close ``item``: those above it or above its root (the indexer's;
    -- a reader may not read ds_restrictions, so it cannot ask)
    CREATE FUNCTION ds_closing(item text, root integer) RETURNS integer[]
        LANGUAGE sql STABLE SET search_path = pg_catalog, public AS $$
            SELECT coalesce(array_agg(r.id ORDER BY r.id), '{}') FROM public.ds_restrictions r
            WHERE public.ds_under(item, r.path)
                OR EXISTS (
                    SELECT 1 FROM public.ds_roots o WHERE o.id = root AND public.ds_under(o.path, r.path)
                )
        $$;
    -- a row written takes what closes it; a restriction being made waits for this transaction
    -- (and this one for it), so no file slips in between
    CREATE FUNCTION ds_close_root() RETURNS trigger
        LANGUAGE plpgsql SET search_path = pg_catalog, public AS $$
        BEGIN
            LOCK TABLE public.ds_restrictions IN SHARE MODE;
            NEW.closed_by := public.ds_closing(NEW.path, NULL);
            RETURN NEW;
        END $$;
    CREATE FUNCTION ds_close_file() RETURNS trigger
        LANGUAGE plpgsql SET search_path = pg_catalog, public AS $$
        BEGIN
            LOCK TABLE public.ds_restrictions IN SHARE MODE;
            NEW.closed_by := public.ds_closing(NEW.path, NEW.root_id);
            RETURN NEW;
        END $$;
    CREATE TRIGGER ds_roots_closed BEFORE INSERT OR UPDATE OF path ON ds_roots
        FOR EACH ROW EXECUTE FUNCTION ds_close_root();
    CREATE TRIGGER ds_files_closed BEFORE INSERT OR UPDATE OF path, root_id ON ds_files
        FOR EACH ROW EXECUTE FUNCTION ds_close_file();
    CREATE TRIGGER ds_removed_closed BEFORE INSERT OR UPDATE OF path, root_id ON ds_removed
        FOR EACH ROW EXECUTE FUNCTION ds_close_file();
    UPDATE ds_roots SET closed_by = ds_closing(path, NULL);
    UPDATE ds_files SET closed_by = ds_closing(path, root_id);
    UPDATE ds_removed SET closed_by = ds_closing(path, root_id);

    -- the restrictions ``who`` does not pass (the policies ask for the role in effect); asked
    -- about a role its session could not become, all of them
    CREATE FUNCTION ds_closed(who name) RETURNS integer[]
        LANGUAGE sql STABLE SECURITY DEFINER SET search_path = pg_catalog, public AS $$
            SELECT coalesce(array_agg(r.id), '{}') FROM public.ds_restrictions r
            WHERE NOT pg_has_role(session_user, who, 'MEMBER') OR NOT coalesce(
                (SELECT pg_has_role(who, a.oid, 'MEMBER') FROM pg_roles a WHERE a.oid = r.reader), false
            )
        $$;
    CREATE POLICY ds_roots_read ON ds_roots FOR SELECT
        USING (NOT (closed_by && (SELECT ds_closed(current_user))));
    CREATE POLICY ds_files_read ON ds_files FOR SELECT
        USING (NOT (closed_by && (SELECT ds_closed(current_user))));
    CREATE POLICY ds_removed_read ON ds_removed FOR SELECT
        USING (NOT (closed_by && (SELECT ds_closed(current_user))));
    """,
)

TABLES = ("ds_meta", "ds_roots", "ds_files", "ds_chunks", "ds_removed")


def applied(conn: Any) -> int:
    """How many migrations the database has (0: none, not a shared index yet)."""
    row = conn.execute("SELECT to_regclass('ds_schema') IS NOT NULL").fetchone()
    if not row[0]:
        return 0
    return int(conn.execute("SELECT version FROM ds_schema").fetchone()[0])


def migrate(conn: Any) -> int:
    """Bring the database up to this app's schema (as the indexer's role); returns its version.

    Refuses a database a newer app made: its rows may mean what this app cannot read.
    """
    with conn.transaction():
        conn.execute("SELECT pg_advisory_xact_lock(%s)", (MIGRATION_LOCK,))
        conn.execute("CREATE TABLE IF NOT EXISTS ds_schema (version integer NOT NULL)")
        if conn.execute("SELECT count(*) FROM ds_schema").fetchone()[0] == 0:
            conn.execute("INSERT INTO ds_schema(version) VALUES (0)")
        done = int(conn.execute("SELECT version FROM ds_schema").fetchone()[0])
        if done > len(MIGRATIONS):
            raise SharedIndexError(
                f"the shared index has schema {done}, newer than this app's {len(MIGRATIONS)}: update the app"
            )
        for number in range(done, len(MIGRATIONS)):
            conn.execute(MIGRATIONS[number])
            conn.execute("UPDATE ds_schema SET version = %s", (number + 1,))
    return len(MIGRATIONS)


def check_readable(conn: Any) -> None:
    """Refuse a database that is not a shared index, or one newer than this app."""
    version = applied(conn)
    if version == 0:
        raise SharedIndexError("the database holds no shared index (run the indexer against it first)")
    if version > len(MIGRATIONS):
        raise SharedIndexError(
            f"the shared index has schema {version}, newer than this app's {len(MIGRATIONS)}: update the app"
        )


def grant_reader(conn: Any, role: str) -> None:
    """Let ``role`` read the shared index (what its roots allow it: see :func:`restrict_root`)."""
    from psycopg import sql

    with conn.transaction():
        conn.execute(sql.SQL("GRANT USAGE ON SCHEMA public TO {}").format(sql.Identifier(role)))
        conn.execute(
            sql.SQL("GRANT SELECT ON {} TO {}").format(
                sql.SQL(", ").join(sql.Identifier(t) for t in (*TABLES, "ds_schema")), sql.Identifier(role)
            )
        )


def folder_name(path: str) -> str:
    """A folder as a restriction names it: absolute (as the indexer sees it), without a trailing
    separator. Raises ValueError for a relative path (whose folder would it be on the server?)."""
    from pathlib import PurePosixPath, PureWindowsPath

    if not (PurePosixPath(path).is_absolute() or PureWindowsPath(path).is_absolute()):
        raise ValueError(f"name the folder by its full path as the indexer sees it, not {path!r}")
    trimmed = path.rstrip("/\\")
    return trimmed if trimmed and not trimmed.endswith(":") else path[: len(trimmed) + 1]


def restrict_root(conn: Any, root_path: str, role: str | None) -> bool:
    """Only members of ``role`` may read the files under the folder ``root_path`` (a root, a folder
    inside one, or one not published yet: its files are closed from their first publish); None
    lifts that folder's own restriction (one above it still holds: :func:`restrictions_over`).

    Returns whether anything of the folder is published now. Raises :class:`SharedIndexError`
    for a role the server does not have: it would leave the folder readable by no one, unsaid."""
    folder = folder_name(root_path)
    with conn.transaction():
        # An indexer writing now finishes first (its rows then get this restriction below), or
        # waits for it (its trigger then sees it): no file slips in between.
        conn.execute("LOCK TABLE ds_restrictions IN EXCLUSIVE MODE")
        if role is None:
            conn.execute("DELETE FROM ds_restrictions WHERE path = %s", (folder,))
        else:
            row = conn.execute("SELECT oid FROM pg_roles WHERE rolname = %s", (role,)).fetchone()
            if row is None:
                raise SharedIndexError(
                    f'role "{role}" does not exist on the server: create it first (CREATE ROLE),'
                    " or check its spelling; nothing was restricted"
                )
            conn.execute(
                "INSERT INTO ds_restrictions(path, reader, reader_name) VALUES (%s, %s, %s)"
                " ON CONFLICT (path) DO UPDATE"
                " SET reader = excluded.reader, reader_name = excluded.reader_name",
                (folder, row[0], role),
            )
        # Every row under the folder, or under a root inside it, takes what closes it now.
        touched = conn.execute(
            "UPDATE ds_roots SET closed_by = ds_closing(path, NULL) WHERE ds_under(path, %s)", (folder,)
        ).rowcount
        for table in ("ds_files", "ds_removed"):
            touched += conn.execute(
                f"UPDATE {table} SET closed_by = ds_closing(path, root_id)"  # a name of ours
                " WHERE ds_under(path, %s) OR root_id IN (SELECT id FROM ds_roots WHERE ds_under(path, %s))",
                (folder, folder),
            ).rowcount
        return bool(touched)


def restrictions_over(conn: Any, path: str) -> list[tuple[str, str | None]]:
    """The restrictions of the folders above ``path`` (not its own), outermost first: each
    folder and the role whose members may read it (None: a role since dropped, no one)."""
    folder = folder_name(path)
    return [
        (str(r[0]), None if r[1] is None else str(r[1]))
        for r in conn.execute(
            "SELECT r.path, a.rolname FROM ds_restrictions r LEFT JOIN pg_roles a ON a.oid = r.reader"
            " WHERE r.path <> %s AND ds_under(%s, r.path) ORDER BY length(r.path)",
            (folder, folder),
        ).fetchall()
    ]
