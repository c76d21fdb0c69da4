"""What the command line writes to a terminal: escaped text, JSON and log lines.

Text output passes every string that comes from a document, a path or an
error through :func:`terminal_safe`: a file name or a document must not be
able to move the cursor, retitle or reprogram the terminal, write the
clipboard (OSC 52) or forge an output line. ``--json`` output is escaped by
JSON itself.
"""

from __future__ import annotations

import json
import logging


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
