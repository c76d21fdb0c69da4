"""The border: what comes from a drive or a database, checked before anything past it sees it.

A drive index and a shared database are someone else's data (docs/ARCHITECTURE.md, "Outside
data"). Both copies, :mod:`.drive_copying` and :mod:`.db_pulling`, turn what they read into the
app's values through these functions only, so the two sides refuse the same things for the same
reasons: a path outside its root, a vector of the wrong size or not finite, a passage longer than
the local chunker ever makes. A refusal is a :class:`Refused` with one line of reason; the caller
drops that one file or row and goes on (one bad row never freezes a copy).
"""

from __future__ import annotations

import math
import ntpath
import os
import posixpath
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np

from ..indexing.cutting import MAX_CHUNK_TOKENS

#: The longest passage a copy takes, in characters. The local chunker cuts passages of at most
#: :data:`MAX_CHUNK_TOKENS` tokens; a token of any tokenizer the app ships is far below 16
#: characters (long words are cut by the chunker itself), so a longer passage was not made by this
#: app's pipeline. A longer one is cut there, not refused: its head stays findable.
MAX_PASSAGE_CHARS = MAX_CHUNK_TOKENS * 16


class Refused(ValueError):
    """One value from outside that the app does not take; ``str()`` is the reason, one line."""


def passage_text(text: object) -> str:
    """A passage's text as the app keeps it: a string of at most :data:`MAX_PASSAGE_CHARS`."""
    if not isinstance(text, str):
        raise Refused(f"a passage is not text ({type(text).__name__})")
    if "\x00" in text:
        text = text.replace("\x00", " ")
    return text[:MAX_PASSAGE_CHARS]


def vector(values: object, dim: int) -> np.ndarray:
    """A vector as the app's index holds it: ``dim`` finite float32 numbers of length one.

    A vector of another length (cosine similarity does not depend on it) is brought to length one,
    computed in float64 so that huge values (3e38: float32's largest) cannot overflow to infinity
    and rank first for every query. A vector of the wrong size, with a NaN or an infinity, or of
    length zero is refused.
    """
    try:
        array = np.asarray(values, dtype=np.float64).reshape(-1)
    except (TypeError, ValueError) as exc:
        raise Refused(f"a vector is not a list of numbers ({exc})") from exc
    if array.size != dim:
        raise Refused(f"a vector has {array.size} numbers, not {dim}")
    if not np.isfinite(array).all():
        raise Refused("a vector holds a number that is not finite")
    scale = float(np.abs(array).max())
    if scale == 0.0:
        raise Refused("a vector is all zeros")
    scaled = array / scale  # no overflow below
    norm = math.sqrt(float(scaled @ scaled))
    return np.ascontiguousarray(scaled / norm, dtype=np.float32)


def vector_bytes(blob: object, dim: int) -> np.ndarray:
    """:func:`vector` of a float32 blob as SQLite stores it."""
    if not isinstance(blob, bytes | bytearray | memoryview):
        raise Refused("a vector is not a blob")
    if len(blob) != dim * 4:
        raise Refused(f"a vector has {len(blob) // 4} numbers, not {dim}")
    return vector(np.frombuffer(bytes(blob), dtype=np.float32), dim)


def relative_path(path: object) -> str:
    """A path relative to its root, as it may come from outside: no ``..``, not absolute, no NUL,
    written once only (``a/./b`` and ``a//b`` refused: two spellings of one file are not taken)."""
    if not isinstance(path, str) or not path:
        raise Refused("a file has no path")
    if "\x00" in path or path.startswith(("/", "\\")) or os.path.isabs(path):
        raise Refused(f"a path is not inside its folder: {path!r}")
    parts = path.split("/")
    if any(part in {"", ".", ".."} for part in parts):
        raise Refused(f"a path is not inside its folder: {path!r}")
    return path


def inside(path: str, root: str) -> bool:
    """Whether the absolute, normal ``path`` lies strictly inside the folder ``root``."""
    if not os.path.isabs(path) or os.path.normpath(path) != path or "\x00" in path:
        return False
    return path.startswith(root.rstrip(os.sep) + os.sep)


def known_fields(row: dict[str, object], known: Sequence[str]) -> dict[str, object]:
    """``row`` with only the fields this version knows: a newer writer's extra field is ignored,
    never an error (a reader older than the writer keeps working)."""
    return {key: row[key] for key in known if key in row}


def _flavour(path: str) -> Any:
    """The path module of the system that wrote ``path``: a Windows server's ``C:\\Shares``, or
    POSIX."""
    return ntpath if ntpath.isabs(path) and not path.startswith("/") else posixpath


def root_path(path: object) -> str:
    """A shared folder as its server names it: an absolute path written once (``/volume1/Docs``,
    or a Windows server's ``D:\\Shares\\Docs``); a file is then taken only :func:`server_inside` it."""
    if not isinstance(path, str) or not path or "\x00" in path or len(path) > MAX_PATH_CHARS:
        raise Refused(f"a shared folder is not an absolute path, so no file is inside it: {path!r}")
    flavour = _flavour(path)
    if not flavour.isabs(path) or flavour.normpath(path) != path or flavour.dirname(path) == path:
        raise Refused(f"a shared folder is not an absolute path, so no file is inside it: {path!r}")
    return path


def server_inside(path: object, root: str) -> str:
    """``path`` as a server names a file, checked to lie strictly inside the folder ``root``
    (:func:`root_path`), written once (no ``..``, ``.``, doubled separators); else refused."""
    flavour = _flavour(root)
    sep = "\\" if flavour is ntpath else "/"
    if (
        not isinstance(path, str)
        or "\x00" in path
        or len(path) > MAX_PATH_CHARS
        or not path.startswith(root.rstrip(sep) + sep)
        or flavour.normpath(path) != path
    ):
        raise Refused(f"a file is not inside its shared folder {root}: {path!r}")
    return path


#: Characters a path from outside may have (the longest path Linux takes is 4,096 bytes).
MAX_PATH_CHARS = 4096
#: Characters a short field from outside keeps (a title, a subject, a sender, recipients).
MAX_FIELD_CHARS = 10_000


def field_text(value: object, what: str) -> str:
    """A short text field (a title, a message's subject): a string, cut to :data:`MAX_FIELD_CHARS`."""
    if value is None:
        return ""
    if not isinstance(value, str):
        raise Refused(f"{what} is not text ({type(value).__name__})")
    return value.replace("\x00", " ")[:MAX_FIELD_CHARS]


#: Characters of text a passage that is read for meaning stands for at least, and one read for its
#: words only (a log: the local chunker cuts those near ``MAX_CHUNK_TOKENS * 4`` characters), on
#: average over a file: what bounds the passages of one file as the local extraction's limits do.
MEANING_PASSAGE_CHARS = 256
WORDS_PASSAGE_CHARS = 1024


@dataclass(frozen=True)
class FileLimits:
    """The most a copy takes of one file: what the local extraction makes of a file at most.

    Locally a file is read only up to ``Settings.max_file_bytes``, and for meaning only its first
    ``document.INDEXED_CHARS`` characters; so a copy keeps a file's passages, in order, while their
    text stays within ``chars`` and their number within ``passages``, those with vectors within
    ``meaning_chars`` and ``meaning_passages``. The rest is cut (the head stays findable, the cut
    said), never refused.
    """

    chars: int
    passages: int
    meaning_chars: int
    meaning_passages: int

    @classmethod
    def for_bytes(cls, max_file_bytes: int) -> FileLimits:
        from ..extract import document

        meaning = min(document.INDEXED_CHARS, max_file_bytes)
        return cls(
            chars=max_file_bytes,
            passages=max(1, max_file_bytes // WORDS_PASSAGE_CHARS),
            meaning_chars=meaning,
            meaning_passages=max(1, meaning // MEANING_PASSAGE_CHARS),
        )
