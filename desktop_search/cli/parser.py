"""The command line's arguments: every command, its options and their help."""

from __future__ import annotations

import argparse
from pathlib import Path

from .. import __version__
from ..core.common.config import ENV_HOME
from ..server import DEFAULT_PORT

#: How many files a search may list (more is never useful on a terminal and costs a rerank each).
MAX_TOP = 1000


def _top(value: str) -> int:
    """``--top``: a whole number from 1 to :data:`MAX_TOP`."""
    try:
        top = int(value)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a whole number: {value!r}") from None
    if not 1 <= top <= MAX_TOP:
        raise argparse.ArgumentTypeError(f"{top} is out of range: give 1 to {MAX_TOP}")
    return top


def _build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="desktop-search",
        description="Find your own files by meaning, fully on your machine.",
    )
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    parser.add_argument(
        "--data-dir",
        type=Path,
        help=f"where the index and models live (default: ${ENV_HOME} or the user data directory)",
    )
    parser.add_argument("-v", "--verbose", action="store_true", help="log more")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")

    p_index = sub.add_parser("index", help="add folders and index them (incrementally)")
    p_index.add_argument("paths", nargs="*", type=Path, help="folders to add; none: refresh known folders")
    p_index.add_argument("--retry-failed", action="store_true", help="try failed and skipped files again")
    _add_model_option(p_index)
    _add_store_option(p_index)

    p_search = sub.add_parser(
        "search",
        help="search the index",
        epilog=_query_language_help(),
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    p_search.add_argument(
        "query",
        nargs="?",
        help="what to look for, in plain words or the query language below (or --batch FILE)",
    )
    p_search.add_argument("--top", type=_top, default=10, help="number of files to show (default 10)")
    p_search.add_argument("--json", action="store_true", help="print results as JSON")
    p_search.add_argument(
        "--batch", type=Path, help="read one query per line ('-': stdin); print one JSON list per line"
    )
    p_search.add_argument("--folder", action="append", default=[], help="only files under this folder")
    p_search.add_argument("--type", action="append", default=[], help="only this file type, e.g. pdf")
    p_search.add_argument("--after", help="only files modified on or after this date (YYYY-MM-DD)")
    p_search.add_argument("--before", help="only files modified before this date (YYYY-MM-DD)")
    p_search.add_argument("--no-rerank", action="store_true", help="first-stage results only")
    p_search.add_argument(
        "--as-typed",
        action="store_true",
        help="search the words as typed (no word is searched as a typo's fix)",
    )

    p_similar = sub.add_parser("similar", help="files closest in meaning to a file in the index")
    p_similar.add_argument("path", type=Path, help="an indexed file")
    p_similar.add_argument("--top", type=_top, default=10, help="number of files to show (default 10)")
    p_similar.add_argument("--json", action="store_true", help="print results as JSON")
    p_similar.add_argument("--folder", action="append", default=[], help="only files under this folder")
    p_similar.add_argument("--type", action="append", default=[], help="only this file type, e.g. pdf")
    p_similar.add_argument("--after", help="only files modified on or after this date (YYYY-MM-DD)")
    p_similar.add_argument("--before", help="only files modified before this date (YYYY-MM-DD)")

    p_status = sub.add_parser("status", help="show what is indexed")
    p_status.add_argument("--json", action="store_true", help="print status as JSON")
    p_status.add_argument("--errors", action="store_true", help="list files that could not be indexed")

    sub.add_parser("verify", help="check the index on disk is consistent (exit 1 if not)")

    p_folders = sub.add_parser("folders", help="list, add, remove or move the folders to search")
    p_folders.add_argument("--json", action="store_true", help="print the list as JSON")
    folder_cmd = p_folders.add_subparsers(dest="folders_command", metavar="ACTION")
    folder_cmd.add_parser("list", help="each folder, its state and how many files it holds (the default)")
    p_fadd = folder_cmd.add_parser("add", help="choose folders (indexed by the next 'index' or by the app)")
    p_fadd.add_argument("paths", nargs="+", type=Path)
    p_fadd.add_argument(
        "--index-on-drive",
        action="store_true",
        help="keep the folders' index on their drive (in FOLDER/.desktop-search): any computer that "
        "mounts it searches it at once (a folder that already carries one is always added so)",
    )
    p_fvec = folder_cmd.add_parser(
        "add-vectors",
        help="a folder whose index on its drive was made with another model: add this computer's "
        "model's vectors beside it (on the drive), so that it is found by meaning here too",
    )
    p_fvec.add_argument("paths", nargs="+", type=Path)
    p_fremove = folder_cmd.add_parser("remove", help="stop searching folders and forget all they held")
    p_fremove.add_argument("paths", nargs="+", help="the folders, as listed (they need not be reachable)")
    p_fmove = folder_cmd.add_parser(
        "move", help="a folder now lives elsewhere: relink it, reading nothing again"
    )
    p_fmove.add_argument("old", help="the folder as listed")
    p_fmove.add_argument("new", type=Path, help="where it is now")

    p_watch = sub.add_parser("watch", help="index folders, then keep the index current until Ctrl+C")
    p_watch.add_argument("paths", nargs="*", type=Path, help="folders to add; none: watch known folders")
    _add_model_option(p_watch)
    _add_store_option(p_watch)

    p_shared = sub.add_parser(
        "shared", help="search a shared index (a NAS's) beside the local one, and administer it"
    )
    shared_cmd = p_shared.add_subparsers(dest="shared_command", metavar="ACTION")
    p_sadd = shared_cmd.add_parser("add", help="search a shared index from now on (pulls it once)")
    p_sadd.add_argument("url", help="postgresql://ROLE@HOST/DATABASE (a password goes to the keyring)")
    p_sadd.add_argument(
        "--map",
        action="append",
        default=[],
        metavar="SERVER=LOCAL",
        help="where this machine sees a server folder, e.g. /volume1/Documents=/mnt/nas/Documents",
    )
    shared_cmd.add_parser("list", help="each shared index, how many files its copy holds (the default)")
    p_sremove = shared_cmd.add_parser("remove", help="stop searching a shared index and delete its copy")
    p_sremove.add_argument("url")
    p_spull = shared_cmd.add_parser("pull", help="bring each shared index's copy up to date")
    p_spull.add_argument("--full", action="store_true", help="also drop what this role may no longer read")
    p_sgrant = shared_cmd.add_parser("grant", help="(the indexer's admin) let a role read the shared index")
    p_sgrant.add_argument("role")
    _add_store_option(p_sgrant, required=True)
    p_srestrict = shared_cmd.add_parser(
        "restrict", help="(the indexer's admin) only members of ROLE may read FOLDER (--open: everyone)"
    )
    p_srestrict.add_argument("folder", help="the folder as the indexer sees it")
    p_srestrict.add_argument("role", nargs="?")
    p_srestrict.add_argument("--open", action="store_true", help="every reader may read FOLDER")
    _add_store_option(p_srestrict, required=True)
    p_sverify = shared_cmd.add_parser(
        "verify",
        help="(the indexer's admin) check every file's passages and vectors are whole (exit 1 if not)",
    )
    _add_store_option(p_sverify, required=True)

    p_serve = sub.add_parser(
        "serve", help="answer searches from other programs on this computer, read-only (docs/SERVER.md)"
    )
    mode = p_serve.add_mutually_exclusive_group(required=True)
    mode.add_argument("--mcp", action="store_true", help="an MCP server on stdin/stdout, for AI agents")
    mode.add_argument(
        "--http",
        nargs="?",
        type=_port,
        const=DEFAULT_PORT,
        metavar="PORT",
        help=f"JSON over HTTP on 127.0.0.1 only, with a token (default port {DEFAULT_PORT})",
    )
    mode.add_argument("--print-token", action="store_true", help="print the HTTP server's token and exit")

    p_provider = sub.add_parser(
        "search-provider",
        help="answer GNOME's and KDE's search box over D-Bus, read-only (D-Bus starts it when asked)",
    )
    p_provider.add_argument(
        "--idle-exit",
        type=float,
        default=None,
        metavar="SECONDS",
        help="quit after SECONDS without a request (default 300; D-Bus starts it again)",
    )

    p_prepare = sub.add_parser("prepare-model", help="convert a built-in model (done once)")
    p_prepare.add_argument("name", nargs="?", help="which built-in model (default: the default model)")
    p_gui = sub.add_parser("gui", help="start the desktop app (the default without a command)")
    p_gui.add_argument(
        "--hidden", action="store_true", help="start in the tray without showing the window (at login)"
    )
    p_gui.add_argument(
        "--search", metavar="QUERY", help="show the window searching for QUERY (also in the running app)"
    )
    return parser


def _port(text: str) -> int:
    if not text.isdigit() or not 0 <= int(text) <= 65535:
        raise argparse.ArgumentTypeError(f"not a port number: {text!r}")
    return int(text)


def _query_language_help() -> str:
    from ..core.searching.query_syntax import QUERY_LANGUAGE

    width = max(len(typed) for typed, _does in QUERY_LANGUAGE)
    lines = [f"  {typed:<{width}}  {does}" for typed, does in QUERY_LANGUAGE]
    return "query language (combine freely; anything else is searched as words):\n" + "\n".join(lines)


def _add_model_option(parser: argparse.ArgumentParser) -> None:
    from ..core.models.builtin import BUILTIN_MODELS

    parser.add_argument(
        "--model",
        metavar="NAME",
        help="embedding model from now on: a built-in one ("
        + ", ".join(BUILTIN_MODELS)
        + ") or a GGUF file; a change re-indexes everything",
    )


def _add_store_option(parser: argparse.ArgumentParser, *, required: bool = False) -> None:
    from .shared import store_url

    parser.add_argument(
        "--store",
        type=store_url,
        required=required,
        metavar="URL",
        help=(
            "a shared index's PostgreSQL (postgresql://ROLE@HOST/DATABASE): publish every folder there"
            " after each run"
            if not required
            else "the shared index's PostgreSQL, as its indexer's role"
        )
        + "; no password in it (ps shows it): ~/.pgpass, the system keyring or PGPASSWORD",
    )
