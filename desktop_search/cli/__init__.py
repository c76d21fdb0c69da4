"""Headless front end on the same core: index, search, status, prepare-model, gui.

``main`` reads the arguments (:mod:`.parser`) and runs the command: the index's commands in
:mod:`.indexing`, searching in :mod:`.searching`, models in :mod:`.models`, serving other programs
in :mod:`.serving`; what reaches the terminal is escaped by :mod:`.terminal`.
"""

from __future__ import annotations

import logging
import os
import sys

from ..core.common.config import Paths
from .indexing import _cmd_folders, _cmd_index, _cmd_status, _cmd_verify, _cmd_watch
from .models import _cmd_prepare_model
from .parser import _build_parser
from .searching import _cmd_search, _cmd_similar
from .serving import _cmd_search_provider, _cmd_serve
from .shared import _cmd_shared
from .terminal import _TerminalFormatter, terminal_safe


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
        from ..app import main as gui_main

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
    "shared": _cmd_shared,
}
