"""The commands that answer other programs: serve (MCP, HTTP) and search-provider (D-Bus)."""

from __future__ import annotations

import argparse
import sys

from ..core.common.config import Paths


def _cmd_serve(args: argparse.Namespace, paths: Paths) -> int:
    """Serve search to other programs until stopped (Ctrl+C, SIGTERM, or stdin closed for --mcp)."""
    if args.print_token:
        from ..server.http_server import server_token

        print(server_token(paths))
        return 0
    import signal

    from ..server.operations import Operations

    signal.signal(signal.SIGTERM, signal.default_int_handler)  # stop as on Ctrl+C: models freed
    if args.mcp:
        try:
            from ..server.mcp_server import claim_stdout, serve_stdio
        except ImportError as exc:
            raise RuntimeError(f"the MCP server needs the 'mcp' package ({exc})") from exc
        wire = claim_stdout()  # before a model loads: llama.cpp points fd 1 at the null device then
    ops = Operations(paths)
    ops.open()  # the model loads while the server starts
    try:
        if args.mcp:
            serve_stdio(ops, wire)
        else:
            from ..server.http_server import serve_http

            serve_http(ops, paths=paths, port=args.http)
    except KeyboardInterrupt:
        print("desktop-search: server stopped", file=sys.stderr)
    finally:
        ops.close()
    return 0


def _cmd_search_provider(args: argparse.Namespace, paths: Paths) -> int:
    """GNOME Shell's search provider and KRunner's runner on the session bus, until idle."""
    import signal

    from ..app import setup_logging
    from ..server.desktop_provider import IDLE_EXIT_S, require_session_bus

    signal.signal(signal.SIGTERM, signal.default_int_handler)  # stop as on Ctrl+C: models freed
    setup_logging(paths.ensure())  # started by D-Bus, with no terminal: the app's log says what it did
    idle = IDLE_EXIT_S if args.idle_exit is None else args.idle_exit
    try:
        require_session_bus()
        from ..server.dbus_service import serve  # dbus-fast: only where there is a session bus

        return serve(paths, idle_exit_s=max(1.0, idle))
    except KeyboardInterrupt:
        return 0
