"""``desktop-search serve --mcp``: the operations as MCP tools on stdin/stdout, for AI agents.

Built on the official SDK's :class:`MCPServer` (mcp 2). Its stdio transport moves the process's
own stdout to stderr while it serves, so a stray print or a native library's output cannot
corrupt the protocol; our logging goes to stderr anyway. The tools are async and wait for the
operation on its owner thread (:class:`~.operations.Operations`), so the event loop keeps
answering (pings, cancellations) while a search runs. The server ends when the client closes
stdin, or on Ctrl+C.

The protocol's wire is taken before anything else can touch stdout (:func:`claim_stdout`,
called before the index opens). llama.cpp's Python binding swaps the process's stdout and
stderr for the null device while it loads a model (fd 1 and 2, and ``sys.stdout``), and the
index opens (so the model loads) on the owner thread while the server starts: a transport that
took fd 1 in that window kept the null device as its wire, answered ``initialize`` into the
void, and the client waited for ever. The claimed wire is a private duplicate of fd 1 that no
swap reaches; fd 1 itself then points at stderr, so a native library's stray print cannot
corrupt the protocol either.

Every line the client sends gets an answer. The SDK's transport drops a line that is not one
valid JSON-RPC message (it logs it at debug level and answers nothing), so a client that sent
one would wait for ever. :func:`checked_lines` stands between stdin and the transport: what the
SDK accepts goes on unchanged; anything else is answered with its JSON-RPC 2.0 error (-32700
for a line that is not JSON, -32600 for JSON that is not one request: a batch, which MCP does
not have, an object without a method, a bad id, ...) and the server reads the next line.

The descriptions below are what an agent reads to decide how to call the tools: they say what
the index is, how to write a query and what comes back.
"""

from __future__ import annotations

import asyncio
import contextlib
import io
import json
import logging
import os
import sys
from collections.abc import AsyncIterable, AsyncIterator, Awaitable, Callable
from typing import Annotated, Any, BinaryIO, cast

import anyio
from mcp.server.mcpserver import MCPServer
from mcp.server.mcpserver.exceptions import ToolError
from mcp.server.stdio import stdio_server
from mcp.shared.message import SessionMessage
from mcp_types import ErrorData, JSONRPCError, ToolAnnotations, jsonrpc_message_adapter
from pydantic import Field, ValidationError

from .. import __version__
from . import operations
from .operations import MAX_CHUNK_ID, MAX_CONTEXT, MAX_TOP, OperationError, Operations

log = logging.getLogger(__name__)

#: JSON-RPC 2.0's error codes for a message that cannot be read.
PARSE_ERROR = -32700
INVALID_REQUEST = -32600

INSTRUCTIONS = """\
Searches the user's own files (documents, notes, PDFs, slides, spreadsheets, e-mails saved as
files, and what is said in audio and video recordings) on this computer by meaning and by
keywords, with the index of the desktop-search app.
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
three good passages of the file, each with its chunk_id). A file found in a shared index (a
household's or team's, kept on a server) has `shared`, that index's name: pass it to get_passage
with the chunk_id. A recording (audio or video) has start_s and end_s (where its best passage is
said, in seconds from the start) and moment_s (where the matching words are said: play it from
there), on the result and on each of its passages. An empty list means nothing matched.
`like:` on a file that has nothing to compare (a mail store, a log indexed by its words only, a
file not read or still waiting for meaning, a file not in the index) is an error that says why."""

PASSAGE_HELP = f"""\
Read one passage of an indexed file in full, by the chunk_id a `search` result gave, with up to
`context` passages before and after it from the same file (0 to {MAX_CONTEXT}; default 1). For a
result with `shared`, pass that too.

Returns JSON: chunk_id, path, page, text, char_start and char_end (character offsets in the
file's extracted text), ocr, for a passage of a recording start_s, end_s (seconds) and times
([character offset in text, seconds] where each of its segments starts), and `before` and
`after`: the neighbouring passages in file order, each with the same fields. Passages may
overlap a little. An error saying the passage is not in
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
        chunk_id: Annotated[int, Field(description="a search result's chunk_id", ge=0, le=MAX_CHUNK_ID)],
        context: Annotated[int, Field(description="passages before and after", ge=0, le=MAX_CONTEXT)] = 1,
        shared: Annotated[
            str, Field(description="the search result's `shared`, if it has one", max_length=1000)
        ] = "",
    ) -> str:
        return await _answer(ops, operations.passage, chunk_id, context, shared)

    return server


async def _answer(ops: Operations, fn: Any, *args: Any) -> str:
    """The operation's JSON as text; a request it cannot answer becomes the tool's error message."""
    try:
        value = await asyncio.wrap_future(ops.submit(fn, *args))
    except OperationError as exc:
        raise ToolError(exc.message) from None
    return json.dumps(value, ensure_ascii=False)


def claim_stdout() -> BinaryIO:
    """The protocol's wire: a private duplicate of fd 1, taken before the index (and a model)
    opens; fd 1 then points at stderr for the rest of the process (strays go to the log)."""
    sys.stdout.flush()
    wire = os.dup(1)  # not inherited by child processes (the extractor)
    os.dup2(2, 1)
    return os.fdopen(wire, "wb")


def serve_stdio(ops: Operations, wire: BinaryIO) -> None:
    """Serve MCP on stdin and ``wire`` (:func:`claim_stdout`) until the client closes stdin."""
    anyio.run(_serve_stdio, build_server(ops), wire)


async def _serve_stdio(server: MCPServer[Any], wire: BinaryIO) -> None:
    """:meth:`MCPServer.run_stdio_async`, on ``wire``, with stdin read through :func:`checked_lines`.

    Both streams are given to the SDK's transport, so it claims neither descriptor: fd 1 was
    claimed before (:func:`claim_stdout`), and stdin is read in place (fd 0 is not swapped for
    the null device as the SDK would: nothing the server runs reads it). The errors are sent
    through the transport's own write stream, so they never tear a frame the server writes.
    """
    lowlevel = server._lowlevel_server  # MCPServer has no public way to serve on given streams
    replies: Replies = Replies()
    stdin = checked_lines(_lines(sys.stdin.buffer), replies.send)
    stdout = anyio.wrap_file(io.TextIOWrapper(wire, encoding="utf-8"))
    async with stdio_server(stdin=cast("anyio.AsyncFile[str]", stdin), stdout=stdout) as (
        read_stream,
        write_stream,
    ):
        replies.attach(write_stream.send)
        await lowlevel.run(read_stream, write_stream, lowlevel.create_initialization_options())


async def _lines(stream: Any) -> AsyncIterator[str]:
    """The lines of a binary stream, decoded as the SDK does (UTF-8, bad bytes replaced)."""
    async for line in anyio.wrap_file(stream):
        yield line.decode("utf-8", errors="replace")


class Replies:
    """Sends errors into the transport's write stream, once the transport has made it."""

    def __init__(self) -> None:
        self._send: Callable[[SessionMessage], Awaitable[None]] | None = None
        self._ready = anyio.Event()

    def attach(self, send: Callable[[SessionMessage], Awaitable[None]]) -> None:
        self._send = send
        self._ready.set()

    async def send(self, error: JSONRPCError) -> None:
        await self._ready.wait()
        assert self._send is not None
        with contextlib.suppress(anyio.ClosedResourceError, anyio.BrokenResourceError):
            await self._send(SessionMessage(error))  # fails only while the server closes


async def checked_lines(
    lines: AsyncIterable[str], answer: Callable[[JSONRPCError], Awaitable[None]]
) -> AsyncIterator[str]:
    """The lines that hold one JSON-RPC message the SDK accepts; the others ``answer``ed, skipped.

    A blank line is no message and is skipped silently (a newline too many between messages).
    """
    async for line in lines:
        try:
            errors = malformed(line)
        except Exception:  # a bug here must not end the session: the SDK reads the line, as before
            log.exception("checking a message failed")
            errors = []
        if not errors:
            if line.strip():
                yield line
            continue
        for error in errors:
            log.debug("answered a malformed message with %s: %.200r", error.error.message, line)
            await answer(error)


def malformed(line: str) -> list[JSONRPCError]:
    """The errors a line deserves when it is not one valid JSON-RPC message; none when it is one.

    What is answered, by JSON-RPC 2.0 (and MCP's rules for ids):

    * not JSON (or too deeply nested to read): -32700, id null;
    * a batch (a JSON array): MCP has no batches. -32600 for each request in it, with its id, so
      no request waits for an answer; -32600 with id null when it holds none (an empty batch);
    * not an object (a number, a string): -32600, id null;
    * an ``id`` that is not a string or an integer (null, true, 1.5, ...): -32600, id null;
    * anything else the SDK refuses (no method, ``"jsonrpc"`` not "2.0", ``params`` not an
      object, ...): -32600, with the message's id where it has a good one, else null.
    """
    if not line.strip():
        return []
    try:
        value = json.loads(line)
    except (ValueError, RecursionError):
        return [_error(None, PARSE_ERROR, "Parse error: the line is not JSON (one message a line)")]
    if isinstance(value, list):
        ids = [v["id"] for v in value if isinstance(v, dict) and _good_id(v.get("id"))]
        why = "Invalid Request: batches are not supported, send one message a line"
        return [_error(i, INVALID_REQUEST, why) for i in ids] or [_error(None, INVALID_REQUEST, why)]
    if not isinstance(value, dict):
        return [_error(None, INVALID_REQUEST, "Invalid Request: a message is a JSON object")]
    if "id" in value and not _good_id(value["id"]):
        return [_error(None, INVALID_REQUEST, "Invalid Request: the id must be a string or an integer")]
    try:
        jsonrpc_message_adapter.validate_json(line, by_name=False)  # just as the SDK reads it
    except (ValidationError, RecursionError):
        id_ = value.get("id")
        return [_error(id_, INVALID_REQUEST, _why(value))]
    return []


def _good_id(value: Any) -> bool:
    return isinstance(value, str) or (isinstance(value, int) and not isinstance(value, bool))


def _why(message: dict[str, Any]) -> str:
    if message.get("jsonrpc") != "2.0":
        return 'Invalid Request: "jsonrpc" must be "2.0"'
    if "method" not in message and not {"result", "error"} & message.keys():
        return "Invalid Request: a request needs a method"
    if "method" in message and not isinstance(message["method"], str):
        return "Invalid Request: the method must be a string"
    if "params" in message and not isinstance(message["params"], dict):
        return "Invalid Request: params must be an object"
    return "Invalid Request: not a JSON-RPC request, notification or response"


def _error(id_: Any, code: int, message: str) -> JSONRPCError:
    return JSONRPCError(jsonrpc="2.0", id=id_, error=ErrorData(code=code, message=message))
