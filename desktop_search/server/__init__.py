"""Local servers for other tools: ``desktop-search serve --mcp`` and ``serve --http [PORT]``.

Both answer the same two read-only operations (:mod:`.operations`): search the index with the
app's query language, and read a passage of a result with its neighbours. ``--mcp`` speaks the
Model Context Protocol on stdin/stdout for AI agents (:mod:`.mcp_server`); ``--http`` answers
JSON on 127.0.0.1 only, to a client that shows the per-user token (:mod:`.http_server`).

They read the index the app writes, next to it, and never change it (:mod:`.readonly`).
This module imports nothing heavy: the CLI reads its constants.
"""

from __future__ import annotations

#: The HTTP server's port when ``--http`` names none.
DEFAULT_PORT = 8765
#: The token file's name in the data directory.
TOKEN_FILE = "server-token"
