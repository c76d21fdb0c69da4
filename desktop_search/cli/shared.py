"""The shared index on the command line (docs/SHARED_INDEX.md).

The indexer's side: ``index --store URL`` and ``watch --store URL`` publish every folder of the
data directory's own index (its journal) into PostgreSQL after each run; ``shared grant`` and
``shared restrict`` say who may read what. A reader's side: ``shared add/list/remove/pull`` keep
the local copies, and ``search`` ranks them beside the local index (:func:`shared_searchers`).
A password is never kept in the settings: the keyring or ``~/.pgpass`` holds it.
"""

from __future__ import annotations

import argparse
import logging
import shutil
import sys
import time
from typing import TYPE_CHECKING, Any

from ..core.common.config import Paths
from .terminal import terminal_safe

if TYPE_CHECKING:
    pass

log = logging.getLogger(__name__)

#: The copy's meta key for when it was last pulled (seconds since the epoch).
PULLED_AT = "shared_pulled_at"
#: Why a ``--store`` URL with a password is refused, and where the password goes instead.
PASSWORD_ON_COMMAND_LINE = (
    "a password in the URL shows in the process list (ps) to every user of this computer: give the"
    " URL without it and keep the password in ~/.pgpass (mode 0600), the system keyring"
    " ('desktop-search shared add' keeps it there) or PGPASSWORD"
)


def store_url(text: str) -> str:
    """``--store``: a ``postgresql://`` URL (argparse type)."""
    from ..core.elsewhere.db_connection import is_store_url, password_in

    if not is_store_url(text):
        raise argparse.ArgumentTypeError("not a postgresql:// URL")
    if password_in(text) is not None:
        # Refused, not taken: ps shows a running program's command line to every user of the
        # computer (for the whole life of ``watch``), and a shell's history or a service file holds
        # it too. Kept where only its owner reads it, nothing of it is ever on a command line.
        raise argparse.ArgumentTypeError(PASSWORD_ON_COMMAND_LINE)
    return text


def _safe(url: str) -> str:
    from ..core.elsewhere.db_connection import without_password

    return terminal_safe(without_password(url))


# -- the indexer's side ------------------------------------------------------------


def publish_index(engine: Any, url: str) -> None:  # engine: Engine
    """Publish every folder of ``engine``'s index to ``url``, one line per folder on stdout.

    Raises :class:`SharedIndexError` (a ``RuntimeError``) when the database cannot be used.
    """
    import psycopg

    from ..core.elsewhere.db_connection import SharedIndexError, connect, scrub, without_password
    from ..core.elsewhere.db_writing import prepare_for, publish_folder

    conn = connect(url)
    try:
        prepare_for(conn, engine.embedder)
        for _folder_id, folder in engine.store.db.folders():
            r = publish_folder(conn, engine.store.db, folder)
            waiting = f", {r.waiting} waiting for meaning" if r.waiting else ""
            print(
                f"published {terminal_safe(folder)} to {_safe(url)}: {r.written} written,"
                f" {r.removed} removed, {r.unchanged} unchanged{waiting} in {r.seconds:.1f}s",
                flush=True,
            )
    except psycopg.Error as exc:  # the connection dropped mid-publish: the next one finishes it
        message = scrub(f"the shared index {without_password(url)} went away: {exc}", url)
        raise SharedIndexError(message) from None  # a logged cause would show libpq's own words
    finally:
        conn.close()


def publish_after_run(engine: Any, url: str) -> None:
    """``watch --store``: publish, and if the database is away say so and go on watching (the
    next run publishes again, finishing what this one could not)."""
    try:
        publish_index(engine, url)
    except Exception as exc:  # never stops the watcher
        log.warning("could not publish to the shared index: %s", exc)
        print(
            f"desktop-search: not published: {terminal_safe(str(exc))} (tried again after the next run)",
            file=sys.stderr,
            flush=True,
        )


# -- a reader's side ---------------------------------------------------------------


def _settings(paths: Paths) -> Any:
    from ..core.common.settings import Settings

    return Settings.load(paths.settings_path)


def _replica(paths: Paths, url: str, path_map: list[str]) -> Any:
    from ..core.elsewhere.db_pulling import PathMap, Replica, replica_paths

    return Replica(url, replica_paths(paths.data_dir, url), PathMap.parse(path_map))


def _pull(replica: Any, *, full: bool = False) -> Any:  # -> PullReport
    report = replica.pull(full=full)
    if replica.store is not None:
        replica.store.db.set_meta(PULLED_AT, str(time.time()))
    return report


def _pulled_line(url: str, report: Any, files: int) -> str:
    removed = f", {report.removed} removed" if report.removed else ""
    return (
        f"pulled {_safe(url)}: {report.files} files written{removed}; its copy holds {files} files"
        f" ({report.seconds:.1f}s)"
    )


def _file_count(replica: Any) -> int:
    store = replica.open_local()
    return 0 if store is None else int(store.db.counts()["files"])


def _cmd_shared(args: argparse.Namespace, paths: Paths) -> int:
    action = args.shared_command or "list"
    return {
        "add": _add,
        "list": _list,
        "remove": _remove,
        "pull": _pull_all,
        "grant": _grant,
        "restrict": _restrict,
        "verify": _verify,
    }[action](args, paths)


def _add(args: argparse.Namespace, paths: Paths) -> int:
    from ..core.common.settings import Settings
    from ..core.elsewhere.db_connection import password_in, remember_password, without_password
    from ..core.elsewhere.db_pulling import PathMap

    url: str = args.url
    clean = without_password(url)
    PathMap.parse(args.map)  # a wrong map is refused before anything is kept
    password = password_in(url)
    if password is not None:
        if not remember_password(clean, password):
            raise ValueError(
                "there is no system keyring to keep the password in, and the settings never hold one:"
                " put it in ~/.pgpass (mode 0600) and add the URL without it"
            )
        print(
            f"the password of {_safe(url)} is kept in the system keyring now: give the URL without it"
            " from here on (ps shows a command line to every user; ~/.pgpass and PGPASSWORD work too)"
        )
    paths.ensure()
    settings = _settings(paths)
    urls = [u for u in settings.shared_indexes if u != clean] + [clean]
    maps = [*settings.shared_path_map, *(m for m in args.map if m not in settings.shared_path_map)]
    settings = Settings.update(paths.settings_path, shared_indexes=urls, shared_path_map=maps)
    print(f"added {_safe(url)}")
    replica = _replica(paths, url, settings.shared_path_map)  # this run may use the typed password
    try:
        report = _pull(replica)
        print(_pulled_line(url, report, _file_count(replica)))
    finally:
        replica.close()
    return 0


def _list(args: argparse.Namespace, paths: Paths) -> int:
    settings = _settings(paths)
    if not settings.shared_indexes:
        print("no shared indexes: 'desktop-search shared add URL'")
    for url in settings.shared_indexes:
        replica = _replica(paths, url, settings.shared_path_map)
        try:
            store = replica.open_local()
            if store is None:
                print(f"{_safe(url)}  not pulled yet")
                continue
            at = store.db.get_meta(PULLED_AT)
            when = time.strftime("%Y-%m-%d %H:%M", time.localtime(float(at))) if at else "unknown"
            print(f"{_safe(url)}  {store.db.counts()['files']} files  last pulled {when}")
        finally:
            replica.close()
    for spec in settings.shared_path_map:
        print(f"  path map: {terminal_safe(spec)}")
    return 0


def _remove(args: argparse.Namespace, paths: Paths) -> int:
    from ..core.common.settings import Settings
    from ..core.elsewhere.db_connection import without_password
    from ..core.elsewhere.db_pulling import replica_paths

    clean = without_password(args.url)
    settings = _settings(paths)
    if clean not in settings.shared_indexes:
        print(f"desktop-search: {_safe(clean)} is not a shared index here", file=sys.stderr)
        return 1
    Settings.update(paths.settings_path, shared_indexes=[u for u in settings.shared_indexes if u != clean])
    copy = replica_paths(paths.data_dir, clean).data_dir
    shutil.rmtree(copy, ignore_errors=True)
    print(f"removed {_safe(clean)} and its copy")
    return 0


def _pull_all(args: argparse.Namespace, paths: Paths) -> int:
    settings = _settings(paths)
    if not settings.shared_indexes:
        print("no shared indexes: 'desktop-search shared add URL'")
    code = 0
    for url in settings.shared_indexes:
        replica = _replica(paths, url, settings.shared_path_map)
        try:
            report = _pull(replica, full=args.full)
            print(_pulled_line(url, report, _file_count(replica)), flush=True)
        except RuntimeError as exc:  # SharedIndexError: the others are still pulled
            print(f"desktop-search: not pulled: {terminal_safe(str(exc))}", file=sys.stderr, flush=True)
            code = 1
        finally:
            replica.close()
    return code


def _admin(args: argparse.Namespace, do: Any) -> int:
    import psycopg

    from ..core.elsewhere import db_schema as schema
    from ..core.elsewhere.db_connection import SharedIndexError, connect, scrub
    from ..core.elsewhere.db_writing import bound_waits, lock_held

    conn = connect(args.store)
    try:
        bound_waits(conn)
        schema.check_readable(conn)
        return int(do(conn))
    except psycopg.errors.LockNotAvailable as exc:
        raise lock_held() from exc
    except psycopg.Error as exc:
        raise SharedIndexError(scrub(str(exc).strip(), args.store)) from None
    finally:
        conn.close()


def _grant(args: argparse.Namespace, paths: Paths) -> int:
    from ..core.elsewhere import db_schema as schema

    def do(conn: Any) -> int:
        schema.grant_reader(conn, args.role)
        print(f"{terminal_safe(args.role)} may now read {_safe(args.store)} (what its folders allow)")
        return 0

    return _admin(args, do)


def _restrict(args: argparse.Namespace, paths: Paths) -> int:
    """Who may read a folder: a root, a folder inside one, or one not published yet (closed from
    its first publish); a role the server does not have is refused (SharedIndexError)."""
    from ..core.elsewhere import db_schema as schema

    if (args.role is None) == (not args.open):
        raise ValueError("give a ROLE or --open (not both)")
    folder = schema.folder_name(args.folder)

    def do(conn: Any) -> int:
        published = schema.restrict_root(conn, folder, None if args.open else args.role)
        above = schema.restrictions_over(conn, folder)
        who = "every reader" if args.open else f"members of {terminal_safe(args.role)} only"
        if not published:
            print(
                f"{terminal_safe(folder)}: not published yet: its files will be readable by {who} from"
                " their first publish (named as the indexer sees it: a root given to 'index', or a"
                " folder inside one)"
            )
        else:
            print(f"{terminal_safe(folder)}: readable by {who} (readers' copies follow at their next pull)")
        if above:
            roles = " and of ".join(
                "no one (its role was dropped)" if role is None else terminal_safe(role) for _p, role in above
            )
            print(
                f"  still readable by members of {roles} only: "
                + ", ".join(f"{terminal_safe(p)} is restricted" for p, _r in above)
            )
        return 0

    return _admin(args, do)


def _verify(args: argparse.Namespace, paths: Paths) -> int:
    from ..core.elsewhere.db_writing import verify_shared

    def do(conn: Any) -> int:
        problems = verify_shared(conn)
        for problem in problems:
            print(terminal_safe(problem))
        files = conn.execute("SELECT count(*) FROM ds_files").fetchone()[0]
        print(
            f"{_safe(args.store)}: {files} files, "
            + (f"{len(problems)} problems" if problems else "consistent")
        )
        return 1 if problems else 0

    return _admin(args, do)
