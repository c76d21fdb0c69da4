"""How far a file read in pieces was read, as the record keeps it (``files.store_state``).

:mod:`.indexing.pieces` reads a log a piece at a time and commits each piece's passages with the
:class:`ReadState` it reached; the next run carries on from it. The same column holds a mail
store's state (its format as ``kind``): :meth:`ReadState.from_json` tells them apart.
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass

#: The ``kind`` of a :class:`ReadState` in ``files.store_state`` (a mail store's is its format).
KIND = "text"


@dataclass(frozen=True)
class ReadState:
    """How far a file read in pieces was read, and where the next read of it starts.

    ``end``: bytes read; ``tail``: digest of the bytes before ``end``. ``redo`` (a byte offset,
    the start of a line), ``redo_char`` (its character offset in the file's text) and
    ``redo_ord`` (the first passage from there): what the next read starts from when the file
    only grew. ``encoding``: the codec of the whole file; ``lang``: the language its words are
    analysed in; ``words_only``: its passages are found by their words only; ``why``: what
    machine-written text it is ("a log").
    """

    encoding: str
    end: int
    tail: str
    redo: int
    redo_char: int
    redo_ord: int
    lang: str | None
    words_only: bool
    why: str

    def to_json(self) -> str:
        return json.dumps({"kind": KIND, **asdict(self)})

    @classmethod
    def from_json(cls, text: str | None) -> ReadState | None:
        """The state saved as ``text``; None when there is none (or it is a mail store's)."""
        try:
            value = json.loads(text) if text else None
        except ValueError:
            return None
        if not isinstance(value, dict) or value.pop("kind", None) != KIND:
            return None
        try:
            state = cls(**value)
        except TypeError:
            return None
        ints = (state.end, state.redo, state.redo_char, state.redo_ord)
        if not all(isinstance(n, int) and n >= 0 for n in ints) or state.redo > state.end:
            return None
        return state
