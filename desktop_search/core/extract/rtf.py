"""RTF documents through striprtf."""

from __future__ import annotations

import re
from pathlib import Path

from ..common import reasons
from .document import Document, ExtractionError, flowing
from .text import normalise_newlines

_TITLE = re.compile(rb"\{\\info[^{}]*?\{\\title\s*([^{}]*)\}")


def extract_rtf(path: Path, *, max_chars: int) -> Document:
    from striprtf.striprtf import rtf_to_text

    with path.open("rb") as f:
        # RTF escapes everything outside ASCII; markup often outweighs text many times over.
        data = f.read(max(max_chars * 20, 1 << 20))
    if not data.lstrip().startswith(b"{\\rtf"):
        raise ExtractionError(reasons.NOT_VALID(format="RTF"))
    try:
        text = rtf_to_text(data.decode("latin-1"), errors="replace")
    except (ValueError, IndexError, LookupError) as exc:
        raise ExtractionError(reasons.NOT_VALID_BECAUSE(format="RTF", reason=type(exc).__name__)) from exc
    text = "\n".join(line.rstrip() for line in normalise_newlines(text).split("\n"))
    return flowing("rtf", text.strip(), title=_title(data[:65536]))


def _title(head: bytes) -> str:
    match = _TITLE.search(head)
    return match.group(1).decode("latin-1").strip() if match else ""
