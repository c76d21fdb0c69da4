"""Headless front end on the same core: index, search, status, prepare-model, gui.

Text output passes every string that comes from a document, a path or an
error through :func:`terminal_safe`: a file name or a document must not be
able to move the cursor, retitle or reprogram the terminal, write the
clipboard (OSC 52) or forge an output line. ``--json`` output is escaped by
JSON itself.
"""

from __future__ import annotations

import argparse
import io
import json
import logging
import os
import sys
import time
from pathlib import Path
from typing import TYPE_CHECKING

from . import __version__
from .core.common.config import ENV_HOME, Paths
from .server import DEFAULT_PORT

if TYPE_CHECKING:
    from .core.contracts import Answer, EngineStatus, RerankerOffer, RunProgress, RunSummary
    from .core.searching.results import SearchResult
    from .core.text.languages import ModelOffer


def _escapes() -> dict[int, str]:
    table: dict[int, str] = {}
    # C0 controls, DEL and C1 controls (U+0080 to U+009F: 0x9B is a CSI to some terminals).
    for code in (*range(0x20), 0x7F, *range(0x80, 0xA0)):
        table[code] = f"\\x{code:02x}"
    table.update({ord("\t"): "\\t", ord("\n"): "\\n", ord("\r"): "\\r"})
    # Bidi embeddings, overrides and isolates reorder what follows; line and paragraph separators.
    for code in (*range(0x202A, 0x202F), *range(0x2066, 0x206A), 0x2028, 0x2029):
        table[code] = f"\\u{code:04x}"
    # Surrogates cannot be printed; U+DC80 to U+DCFF stand for the undecodable bytes of a file name.
    for code in range(0xD800, 0xE000):
        table[code] = f"\\x{code - 0xDC00:02x}" if 0xDC80 <= code <= 0xDCFF else f"\\u{code:04x}"
    return table


_ESCAPES = _escapes()
#: What JSON output writes as \u escapes although ``ensure_ascii=False`` would print it: DEL, C1
#: controls, bidi controls and separators (json.dumps escapes C0 controls already). Still valid JSON,
#: and the same strings to a parser.
_JSON_ESCAPES = {
    code: f"\\u{code:04x}"
    for code in (0x7F, *range(0x80, 0xA0), *range(0x202A, 0x202F), *range(0x2066, 0x206A), 0x2028, 0x2029)
}


def json_text(value: object, *, indent: int | None = None) -> str:
    """``value`` as JSON that a terminal shows as it is: non-ASCII text stays readable, but nothing
    in it can move the cursor, start an escape sequence or reorder what follows."""
    return json.dumps(value, ensure_ascii=False, indent=indent).translate(_JSON_ESCAPES)


def terminal_safe(text: object) -> str:
    """``text`` with control characters written as visible escapes (``\\x1b``, ``\\n``, ``\\u202e``)."""
    return str(text).translate(_ESCAPES)


class _TerminalFormatter(logging.Formatter):
    """Log lines for a terminal: the message escaped, a traceback keeps its line breaks only."""

    def formatMessage(self, record: logging.LogRecord) -> str:
        return terminal_safe(super().formatMessage(record))

    def formatException(self, ei) -> str:
        return "\n".join(terminal_safe(line) for line in super().formatException(ei).split("\n"))

    def formatStack(self, stack_info: str) -> str:
        return "\n".join(terminal_safe(line) for line in super().formatStack(stack_info).split("\n"))


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
    from .core.searching.query_syntax import QUERY_LANGUAGE

    width = max(len(typed) for typed, _does in QUERY_LANGUAGE)
    lines = [f"  {typed:<{width}}  {does}" for typed, does in QUERY_LANGUAGE]
    return "query language (combine freely; anything else is searched as words):\n" + "\n".join(lines)


def _add_model_option(parser: argparse.ArgumentParser) -> None:
    from .core.models.builtin import BUILTIN_MODELS

    parser.add_argument(
        "--model",
        metavar="NAME",
        help="embedding model from now on: a built-in one ("
        + ", ".join(BUILTIN_MODELS)
        + ") or a GGUF file; a change re-indexes everything",
    )


def _chosen_model(args: argparse.Namespace, paths: Paths) -> str:
    """``--model`` as the Models window records it: a built-in model's name (converted now: its
    errors are the command's) or a file's path; "" when not given."""
    chosen = getattr(args, "model", None)
    if not chosen:
        return ""
    from .core.models.builtin import builtin_model, ensure_builtin_model

    model = builtin_model(chosen)
    if model is not None:
        ensure_builtin_model(model.name, paths.ensure().models_dir)
        return model.name
    path = Path(chosen).expanduser()
    if not path.is_file():
        raise ValueError(f"--model {chosen}: neither a built-in model nor a file")
    return str(path.resolve())


def _choose_model_at_once(model: str, paths: Paths) -> bool:
    """Record ``model`` in the settings when there is no index yet to keep (nothing to switch
    from: the engine opened next builds the index with it). False when there is one: another
    model's index is then built beside it and replaces it only once complete
    (:meth:`.Engine.start_model_switch`), never cleared first."""
    from .core.common.settings import Settings

    if not model or paths.db_path.exists():
        return False
    if Settings.load(paths.settings_path).embedder_model != model:
        Settings.update(paths.settings_path, embedder_model=model)
    return True


def main(argv: list[str] | None = None) -> int:
    args = _build_parser().parse_args(argv)
    level = logging.INFO if args.verbose else logging.WARNING
    terminal = logging.StreamHandler(sys.stderr)
    terminal.setFormatter(_TerminalFormatter("%(levelname)s %(name)s: %(message)s"))
    logging.basicConfig(level=level, handlers=[terminal])
    for handler in logging.getLogger().handlers:
        handler.setLevel(level)  # the app's log file may take INFO; the terminal only what was asked
    paths = Paths.resolve(args.data_dir)
    if args.command in (None, "gui"):
        from .app import main as gui_main

        return gui_main(
            data_dir=args.data_dir, hidden=getattr(args, "hidden", False), query=getattr(args, "search", None)
        )
    try:
        code = _COMMANDS[args.command](args, paths)
        sys.stdout.flush()  # here, where a closed pipe can still be caught
        return code
    except BrokenPipeError:
        _quiet_stdout()
        return 0  # the reader has read all it wanted (``| head -1``): not an error
    except KeyboardInterrupt:
        print("interrupted", file=sys.stderr)
        return 130
    except (OSError, RuntimeError, ValueError) as exc:
        print(f"desktop-search: error: {terminal_safe(exc)}", file=sys.stderr)
        return 1


def _quiet_stdout() -> None:
    """Point standard output at the null device, so the interpreter's last flush of what is
    still buffered for a closed pipe does not fail again (the recipe of Python's ``signal`` docs)."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        os.close(devnull)
    except (OSError, ValueError):  # no file descriptor behind sys.stdout (a test's StringIO)
        pass


def _open_engine(paths: Paths, what: str = "desktop-search"):  # -> Engine, imported lazily
    from .core.engine import Engine

    engine = Engine(paths, writer=what)
    said: list[str] = []

    def wait(holder: str) -> bool:  # another process writes the index: say so once, then wait
        if holder not in said:
            said.append(holder)
            print(
                f"desktop-search: waiting for {terminal_safe(holder)} to finish writing the index "
                "(Ctrl+C gives up)",
                file=sys.stderr,
                flush=True,
            )
        return True

    engine.on_busy = wait
    return engine


def _cmd_prepare_model(args: argparse.Namespace, paths: Paths) -> int:
    from .core.models.builtin import ensure_builtin_model
    from .core.models.convert import DEFAULT_MODEL_NAME

    name = args.name or DEFAULT_MODEL_NAME
    try:
        model = ensure_builtin_model(name, paths.ensure().models_dir)
    except KeyError as exc:
        raise ValueError(exc.args[0]) from None
    label = "default model" if name == DEFAULT_MODEL_NAME else name
    print(f"{label} ready: {terminal_safe(model)}")
    return 0


def _cmd_index(args: argparse.Namespace, paths: Paths) -> int:
    from .core.indexing.progress import Progress

    interactive = sys.stderr.isatty()
    last = [0.0]

    from .core.contracts import RunProgress
    from .core.progress_text import describe

    said = {"words": False}

    def show(p: Progress) -> None:
        now = time.monotonic()
        busy = p.phase in ("indexing", "meaning", "paused")
        if busy and now - last[0] < 0.2:
            return
        last[0] = now
        if p.phase in ("done", "cancelled", "saving"):
            line = f"{p.phase}: {p.files_done}/{p.files_total} files read"
            line += f", {p.meaning_done} passages given meaning"
        else:
            line = terminal_safe(describe(RunProgress.of(p)))
        if p.pages_recognised and not p.recognising:
            line += f", {p.pages_recognised} pages recognised"
        if interactive:
            print(f"\r\033[K{line}", end="", file=sys.stderr, flush=True)
        elif p.phase in ("done", "cancelled"):
            print(line, file=sys.stderr)
        # Both phases on their own line, also when the output is not a terminal.
        if p.words_s is not None and not said["words"] and p.phase != "scanning":
            said["words"] = True
            end = "\n" if interactive else ""
            if p.failed:  # read before, a file keeps its last passages; else it is found by name only
                which = f"{p.files_total - p.failed} of {p.files_total} files"
                unread = f" ({p.failed} could not be read)"
            else:
                which, unread = f"all {p.files_total} files", ""
            print(f"{end}words: {which} searchable by words after {p.words_s:.1f}s{unread}", file=sys.stderr)

    model = _chosen_model(args, paths)
    if _choose_model_at_once(model, paths):
        model = ""
    with _open_engine(paths, "desktop-search index") as engine:
        if args.retry_failed:
            engine.retry_failed()
        if model:
            return _switch_model(engine, model=model, folders=args.paths, show=show, interactive=interactive)
        report = engine.index(args.paths, progress=show)
        if interactive:
            print(file=sys.stderr)
        _print_report(report)
        if (pending := engine.pending_model_switch()) is not None:
            print(
                f"desktop-search: the switch to {terminal_safe(pending.name)} is not done yet "
                f"(index --model {terminal_safe(str(pending))} goes on with it)",
                file=sys.stderr,
            )
        if (offer := engine.model_offer()) is not None:
            _WatchEvents().model_offered(offer)
    return 0


#: The exit status of ``index --model`` when the switch could not be made yet (the index in use
#: stays; running the command again goes on with it).
SWITCH_NOT_DONE = 3


def _switch_model(engine, *, model: str, folders: list[Path], show, interactive: bool) -> int:  # Engine
    """``index --model``: another model's index is built beside the one in use and replaces it
    once it holds all that one holds; until then searches use the old one."""
    for folder in folders:
        engine.add_folder(folder)
    old = engine.embedder.info.name
    if not engine.start_model_switch(model):  # the same vectors: nothing to build again
        report = engine.index(progress=show)
        if interactive:
            print(file=sys.stderr)
        _print_report(report)
        return 0
    report = engine.run_model_switch(progress=show)
    if interactive:
        print(file=sys.stderr)
    _print_report(report)
    if engine.pending_model_switch() is None:
        print(f"switched to {terminal_safe(engine.embedder.info.name)}")
        return 0
    why = engine.switch_waiting() or ("interrupted" if report.cancelled else "not every file was read yet")
    print(
        f"desktop-search: not switched to {terminal_safe(Path(model).name)}: {terminal_safe(why)}. "
        f"Searches still use {terminal_safe(old)}, with all it held; "
        f"'desktop-search index --model {terminal_safe(model)}' goes on with the switch.",
        file=sys.stderr,
    )
    return SWITCH_NOT_DONE


def _print_report(report) -> None:  # IndexReport
    print(
        f"indexed {report.files_indexed} files ({report.chunks_added} chunks), "
        f"{report.files_unchanged} unchanged, {report.files_moved} moved, {report.files_removed} removed, "
        f"{report.files_failed} failed, {report.files_skipped} skipped in {report.seconds:.1f}s"
    )
    words = f"{report.words_s:.1f}s" if report.words_s is not None else "not reached"
    state = (
        f"{report.meaning_pending} still waiting" if report.meaning_pending else "all passages have meaning"
    )
    if report.interrupted:
        state += " (gave way to a change; the next run goes on)"
    unread = report.files_failed + report.files_skipped
    which = "every file read" if unread else "every file"
    but = f" ({unread} could not be read)" if unread else ""
    print(
        f"words: {which} searchable by its words after {words}{but}; "
        f"meaning: {report.passages_embedded} passages embedded, {state}"
    )
    for path, reason in report.errors:
        print(f"  not indexed: {terminal_safe(path)}: {terminal_safe(reason)}", file=sys.stderr)
    for path, note in report.notes:
        print(f"  partly indexed: {terminal_safe(path)}: {terminal_safe(note)}", file=sys.stderr)
    for path, why in report.folders_away:
        print(f"  kept as it was: {terminal_safe(path)} is {terminal_safe(why)}", file=sys.stderr)
    if report.files_kept:
        print(f"  kept {report.files_kept} files below folders that could not be read", file=sys.stderr)


def _cmd_folders(args: argparse.Namespace, paths: Paths) -> int:
    action = args.folders_command or "list"
    with _open_engine(paths, "desktop-search folders") as engine:
        if action == "add":
            for folder in args.paths:
                engine.add_folder(folder)
            for note in engine.move_notes:
                print(terminal_safe(note))
            print(f"{len(args.paths)} folders chosen; 'desktop-search index' reads them")
            return 0
        if action == "remove":
            code = 0
            for folder in args.paths:
                try:
                    forgotten = engine.remove_folder(folder)
                except KeyError as exc:
                    print(f"desktop-search: {terminal_safe(str(exc.args[0]))}", file=sys.stderr)
                    code = 1
                    continue
                print(f"removed {terminal_safe(folder)}: {forgotten} files forgotten")
            return code
        if action == "move":
            kept = engine.move_folder(args.old, args.new)
            print(f"{terminal_safe(args.old)} is now {terminal_safe(str(args.new))}: {kept} files kept")
            return 0
        states = engine.folder_states()
    if args.json:
        print(json_text(states, indent=2))
        return 0
    if not states:
        print("no folders yet: 'desktop-search folders add PATH' or 'desktop-search index PATH'")
    for f in states:
        where = f" on {f['volume']}" if f["volume"] and (f["network"] or f["removable"]) else ""
        line = f"{f['path']}  {f['files']} files{where}  {f['described']}"
        print(terminal_safe(line))
    return 0


def _cmd_verify(args: argparse.Namespace, paths: Paths) -> int:
    from .core.store.verify import verify_index

    report = verify_index(paths.db_path, paths.vectors_path)
    print(f"{report.files} files, {report.chunks} chunks, {report.vectors} vectors")
    for problem in report.problems:
        print(f"problem: {terminal_safe(problem)}")
    for note in report.notes:
        print(f"note: {terminal_safe(note)}")
    print("index is consistent" if report.ok else "index is NOT consistent")
    return 0 if report.ok else 1


def _cmd_watch(args: argparse.Namespace, paths: Paths) -> int:
    """Index, then keep the index current, with the same session (and watcher rules) as the window.

    Ctrl+C (SIGINT) and a service manager's stop (SIGTERM) end it cleanly: the watcher is
    stopped, the index saved and closed, and the exit status is 0.
    """
    import queue
    import signal

    from .core.session import Session

    model = _chosen_model(args, paths)
    if _choose_model_at_once(model, paths):
        model = ""
    wakes: queue.Queue[str] = queue.Queue()
    events = _WatchEvents()
    # SIGTERM stops as Ctrl+C does; both may come while indexing or while waiting.
    signal.signal(signal.SIGTERM, signal.default_int_handler)
    session = Session(paths, events, wake=wakes.put, watch=True, writer="desktop-search watch")
    try:
        session.open()
        if session.engine is None:
            return 1
        session.index_folders([str(p) for p in args.paths])  # also brings known folders up to date
        if model:  # built beside the index in use, which answers until the new one holds all it holds
            session.switch_model(model)
        for folder, backend in session.watched():
            print(f"watching {terminal_safe(folder)} ({backend})", flush=True)
        while True:
            name = wakes.get()
            # Known folders were just brought up to date; a reranker offer is for the window.
            if name not in ("catch_up", "offer_reranker"):
                getattr(session, name)()
                sys.stdout.flush()
    except KeyboardInterrupt:
        print("desktop-search: stopping: saving the index", file=sys.stderr, flush=True)
    finally:
        # A second Ctrl+C or SIGTERM must not cut the save short.
        signal.signal(signal.SIGINT, signal.SIG_IGN)
        signal.signal(signal.SIGTERM, signal.SIG_IGN)
        session.close()
    print("desktop-search: stopped watching", file=sys.stderr)
    return 0


class _WatchEvents:
    """The session's events, as ``watch`` prints them."""

    def indexing_finished(self, summary: RunSummary) -> None:
        _print_report(summary.report)

    def engine_failed(self, message: str) -> None:
        print(f"desktop-search: error: {terminal_safe(message)}", file=sys.stderr)

    def error(self, message: str) -> None:
        print(f"desktop-search: {terminal_safe(message)}", file=sys.stderr)

    _said_waiting = ""

    def engine_ready(self, status: EngineStatus) -> None:
        if status.switching_to and status.switch_waiting and status.switch_waiting != self._said_waiting:
            self._said_waiting = status.switch_waiting
            print(
                f"desktop-search: not switched to {terminal_safe(Path(status.switching_to).name)} yet: "
                f"{terminal_safe(status.switch_waiting)}",
                file=sys.stderr,
            )

    def progress(self, progress: RunProgress) -> None:
        pass

    def failures_changed(self, failures: list[list[str]]) -> None:
        pass

    def results(self, request_id: int, answer: Answer) -> None:
        pass

    def reranker_offered(self, offer: RerankerOffer | None) -> None:
        pass

    _offered = False

    def model_offered(self, offer: ModelOffer | None) -> None:
        if offer is not None and not self._offered:  # said once, not after every run
            self._offered = True
            from .core.text.languages import offer_text

            print(f"desktop-search: {offer_text(offer)} Use it: --model {offer.model}", file=sys.stderr)


def _filters(args: argparse.Namespace):  # -> SearchFilters
    from datetime import datetime

    from .core.searching.filters import SearchFilters

    def day(text: str | None) -> float | None:
        return datetime.strptime(text, "%Y-%m-%d").timestamp() if text else None

    return SearchFilters(
        folders=tuple(str(Path(f).expanduser().resolve()) for f in args.folder),
        suffixes=tuple("." + t.lower().lstrip(".") for t in args.type),
        modified_after=day(args.after),
        modified_before=day(args.before),
        as_typed=bool(getattr(args, "as_typed", False)),
    )


def _cmd_search(args: argparse.Namespace, paths: Paths) -> int:
    if (args.query is None) == (args.batch is None):
        raise ValueError("give a query or --batch FILE (not both)")
    filters = _filters(args)
    rerank = False if args.no_rerank else None
    with _open_engine(paths) as engine:
        if args.batch is not None:
            # Undecodable bytes become U+FFFD: every input line gets its output line.
            raw = sys.stdin.buffer if str(args.batch) == "-" else open(args.batch, "rb")  # noqa: SIM115
            with io.TextIOWrapper(raw, encoding="utf-8-sig", errors="replace") as source:
                for line in source:
                    response = engine.query(line.strip(), top=args.top, filters=filters, rerank=rerank)
                    print(json_text([r.to_json() for r in response.results]), flush=True)
            return 0
        response = engine.query(args.query, top=args.top, filters=filters, rerank=rerank)
    if response.no_word_match and response.results and not args.json:
        from .core.searching.searcher import NO_WORD_MATCH

        # Above the results on a terminal, and out of the way of a script that reads the results.
        print(NO_WORD_MATCH, file=sys.stderr, flush=True)
    if response.also_searched and not args.json:  # a typo: what else its words were searched as
        fixes = ", ".join(f"{word} (for {typed})" for typed, word in response.also_searched)
        print(
            f"also searched for: {terminal_safe(fixes)} (--as-typed: only the words as typed)",
            file=sys.stderr,
        )
    _print_results(response.results, as_json=args.json, empty="no results")
    if response.reason:  # like: on a file it cannot compare: why (JSON on stdout stays a list)
        print(f"desktop-search: {terminal_safe(response.reason)}", file=sys.stderr)
    if response.rerank_note and not args.json:
        print(f"({terminal_safe(response.rerank_note)})", file=sys.stderr)
    return 0


def _cmd_similar(args: argparse.Namespace, paths: Paths) -> int:
    from .core.common import reasons
    from .core.searching.searcher import NothingToCompare

    with _open_engine(paths) as engine:
        try:
            results = engine.similar(args.path, top=args.top, filters=_filters(args))
        except NothingToCompare as nothing:  # a mail store, words only, waiting for meaning...
            print(f"desktop-search: {terminal_safe(nothing.reason)}", file=sys.stderr)
            return 1
        except KeyError:
            name = args.path.name or str(args.path)
            print(f"desktop-search: {terminal_safe(reasons.LIKE_NOT_INDEXED(name=name))}", file=sys.stderr)
            return 1
    _print_results(results, as_json=args.json, empty="no other files")
    return 0


def _print_results(results: list[SearchResult], *, as_json: bool, empty: str) -> None:
    if as_json:
        print(json_text([r.to_json() for r in results]))
        return
    if not results:
        print(empty)
    for rank, r in enumerate(results, start=1):
        page = f" (page {r.page})" if r.page else ""
        away = f"  ({r.offline}: its drive or share is not connected)" if r.offline else ""
        print(f"{rank:2}. {r.score:.3f}  {terminal_safe(r.path)}{page}  [{r.route}]{terminal_safe(away)}")
        if r.store:  # a message inside a mail store: what it is, not its made-up file name
            print(f"      {terminal_safe(r.name)}  ({terminal_safe(r.sender)})")
        print(f"      {terminal_safe(r.snippet)}")


def _cmd_serve(args: argparse.Namespace, paths: Paths) -> int:
    """Serve search to other programs until stopped (Ctrl+C, SIGTERM, or stdin closed for --mcp)."""
    if args.print_token:
        from .server.http_server import server_token

        print(server_token(paths))
        return 0
    import signal

    from .server.operations import Operations

    signal.signal(signal.SIGTERM, signal.default_int_handler)  # stop as on Ctrl+C: models freed
    if args.mcp:
        try:
            from .server.mcp_server import claim_stdout, serve_stdio
        except ImportError as exc:
            raise RuntimeError(f"the MCP server needs the 'mcp' package ({exc})") from exc
        wire = claim_stdout()  # before a model loads: llama.cpp points fd 1 at the null device then
    ops = Operations(paths)
    ops.open()  # the model loads while the server starts
    try:
        if args.mcp:
            serve_stdio(ops, wire)
        else:
            from .server.http_server import serve_http

            serve_http(ops, paths=paths, port=args.http)
    except KeyboardInterrupt:
        print("desktop-search: server stopped", file=sys.stderr)
    finally:
        ops.close()
    return 0


def _cmd_search_provider(args: argparse.Namespace, paths: Paths) -> int:
    """GNOME Shell's search provider and KRunner's runner on the session bus, until idle."""
    import signal

    from .app import setup_logging
    from .server.desktop_provider import IDLE_EXIT_S, require_session_bus

    signal.signal(signal.SIGTERM, signal.default_int_handler)  # stop as on Ctrl+C: models freed
    setup_logging(paths.ensure())  # started by D-Bus, with no terminal: the app's log says what it did
    idle = IDLE_EXIT_S if args.idle_exit is None else args.idle_exit
    try:
        require_session_bus()
        from .server.dbus_service import serve  # dbus-fast: only where there is a session bus

        return serve(paths, idle_exit_s=max(1.0, idle))
    except KeyboardInterrupt:
        return 0


def _cmd_status(args: argparse.Namespace, paths: Paths) -> int:
    with _open_engine(paths) as engine:
        status = engine.status()
        failures = engine.failures() if args.errors else []
        notes = engine.notes() if args.errors else []
    if args.errors:
        if args.json:
            listed = [{"path": p, "status": s, "reason": r} for p, s, r in failures]
            listed += [{"path": p, "status": "partly", "reason": r} for p, r in notes]
            print(json_text(listed, indent=2))
            return 0
        for path, state, reason in failures:
            print(f"{state:>7}  {terminal_safe(path)}: {terminal_safe(reason)}")
        print(f"{len(failures)} files not indexed")
        if notes:
            for path, note in notes:
                print(f" partly  {terminal_safe(path)}: {terminal_safe(note)}")
            print(f"{len(notes)} files indexed in part (or by their words only)")
        return 0
    if args.json:
        print(json_text(status.to_json(), indent=2))
        return 0
    from .core.text.languages import LanguageMix

    data = status.to_json()
    states = data.pop("folder_states")
    if states:  # each folder with its state: "offline since 14:02: ..."
        data["folders"] = [f"{f['path']} ({f['described']})" for f in states]
    # Mail not indexed yet, offered (``desktop-search index PATH`` adds it).
    data["mail_found"] = [f"{m['program']}: {m['path']}" for m in data["mail_found"]]
    for key, value in data.items():
        shown = (", ".join(value) or "(none)") if isinstance(value, list) else value
        if key == "languages":  # passages per language, as shares of those whose language is known
            shown = LanguageMix(value).describe(6) or "(none known)"
        print(f"{key:>12}: {terminal_safe(shown)}")
    return 0


_COMMANDS = {
    "index": _cmd_index,
    "search": _cmd_search,
    "similar": _cmd_similar,
    "status": _cmd_status,
    "prepare-model": _cmd_prepare_model,
    "verify": _cmd_verify,
    "folders": _cmd_folders,
    "watch": _cmd_watch,
    "serve": _cmd_serve,
    "search-provider": _cmd_search_provider,
}

if __name__ == "__main__":
    sys.exit(main())
