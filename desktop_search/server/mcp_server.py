"""``desktop-search serve --mcp``: the operations as MCP tools on stdin/stdout, for AI agents.

Built on the official SDK's :class:`MCPServer` (mcp 2). Its stdio transport moves the process's
own stdout to stderr while it serves, so a stray print or a native library's output cannot
corrupt the protocol; our logging goes to stderr anyway. The tools are async and wait for the
operation on its owner thread (:class:`~.operations.Operations`), so the event loop keeps
answering (pings, cancellations) while a search runs. The server ends when the client closes
stdin, or on Ctrl+C.

The descriptions below are what an agent reads to decide how to call the tools: they say what
the index is, how to write a query and what comes back.
"""

from __future__ import annotations

import asyncio
import json
from typing import Annotated, Any

from mcp.server.mcpserver import MCPServer
from mcp.server.mcpserver.exceptions import ToolError
from mcp_types import ToolAnnotations
from pydantic import Field

from .. import __version__
from . import operations
from .operations import MAX_CONTEXT, MAX_TOP, OperationError, Operations

INSTRUCTIONS = """\
Searches the user's own files (documents, notes, PDFs, slides, spreadsheets, e-mails saved as
files) on this computer by meaning and by keywords, with the index of the desktop-search app.
Read-only: nothing is changed. Use `search` to find files, then `get_passage` with a result's
chunk_id to read that passage and the text around it."""

SEARCH_HELP = f"""\
Search the user's indexed files by meaning and keywords; best matches first.

Write the query in plain words, in any language: it is searched by meaning and by keywords.
Operators make it precise (the app's own query language):
  "exact phrase"            passages holding these words in a row
  -word  -"a phrase"        leave out files holding the word or the phrase
  invoice OR recipe         either side (OR in capitals)
  type:pdf  ext:md          a file type: an extension, or a kind (document, text, code,
                            spreadsheet, presentation, email, image)
  in:Projects  in:~/work    under a folder: a folder's name, or a path
  name:report  name:*.md    the file's name holds the text (or matches the pattern)
  like:/path/to/file.md     files like that indexed file in meaning (a path from a result)
  after:2024-01-31  before:2024-06  modified:lastweek
                            dates (YYYY, YYYY-MM, YYYY-MM-DD) or periods (today, thisweek,
                            lastmonth, pastyear, 7d, 2w, 3m, 1y, ...)
Operators alone (say `type:pdf after:lastmonth`) list the files they keep, newest first.
Text that does not parse as an operator is searched as words: never an error.

Returns a JSON list, one entry per file (at most `top`, 1 to {MAX_TOP}): path, page (for PDFs
and slides, else null), snippet (the best passage, shortened), score (higher is better; only
comparable within one answer), chunk_id (pass it to get_passage to read the whole passage),
modified (UTC), route (how it was found: vector, keyword, both, name, ...), weak (true when only
loosely related), ocr (text recognised from an image: may hold misreadings) and passages (up to
three good passages of the file, each with its chunk_id). An empty list means nothing matched."""

PASSAGE_HELP = f"""\
Read one passage of an indexed file in full, by the chunk_id a `search` result gave, with up to
`context` passages before and after it from the same file (0 to {MAX_CONTEXT}; default 1).

Returns JSON: chunk_id, path, page, text, char_start and char_end (character offsets in the
file's extracted text), ocr, and `before` and `after`: the neighbouring passages in file order,
each with the same fields. Passages may overlap a little. An error saying the passage is not in
the index means the file changed since the search: search again."""

_READ_ONLY = ToolAnnotations(
    read_only_hint=True, destructive_hint=False, idempotent_hint=True, open_world_hint=False
)


def build_server(ops: Operations) -> MCPServer[Any]:
    """The MCP server with the two tools, answered by ``ops``."""
    server: MCPServer[Any] = MCPServer(name="desktop-search", version=__version__, instructions=INSTRUCTIONS)

    @server.tool(name="search", description=SEARCH_HELP, annotations=_READ_ONLY, structured_output=False)
    async def search(
        query: Annotated[
            str, Field(description="what to look for, in the query language above", min_length=1)
        ],
        top: Annotated[int, Field(description="how many files at most", ge=1, le=MAX_TOP)] = 10,
    ) -> str:
        return await _answer(ops, operations.search, query, top)

    @server.tool(
        name="get_passage", description=PASSAGE_HELP, annotations=_READ_ONLY, structured_output=False
    )
    async def get_passage(
        chunk_id: Annotated[int, Field(description="a search result's chunk_id")],
        context: Annotated[int, Field(description="passages before and after", ge=0, le=MAX_CONTEXT)] = 1,
    ) -> str:
        return await _answer(ops, operations.passage, chunk_id, context)

    return server


async def _answer(ops: Operations, fn: Any, *args: Any) -> str:
    """The operation's JSON as text; a request it cannot answer becomes the tool's error message."""
    try:
        value = await asyncio.wrap_future(ops.submit(fn, *args))
    except OperationError as exc:
        raise ToolError(exc.message) from None
    return json.dumps(value, ensure_ascii=False)


def serve_stdio(ops: Operations) -> None:
    """Serve MCP on stdin/stdout until the client closes stdin."""
    build_server(ops).run("stdio")
