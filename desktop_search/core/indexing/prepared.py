"""What the prefetch thread hands to the indexing thread (the words step), one item at a time."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import cast

from ..extract import Document
from ..extract.mailstore import Member
from ..text.chunking import Chunk
from ..text.lexical import PassageTerms
from .pieces import Piece
from .planning import Candidate


@dataclass
class Prepared:
    """What the prefetch thread hands to the indexing thread for one candidate."""

    cand: Candidate
    digest: str = ""
    document: Document | None = None
    chunks: list[Chunk] = field(default_factory=list)
    analysed: list[PassageTerms] = field(default_factory=list)  # one per chunk: language, keyword terms
    failure: str = ""
    unsupported: bool = False
    #: The failure is of the moment (a time or memory limit, a child that crashed or could not
    #: start, a read error): the file keeps its passages and is read again at the next run.
    passing: bool = False
    #: Machine-written text stored for its words only (no vectors; see :mod:`.machine_text`).
    words_only: bool = False
    #: A message of the mail store ``cand`` (its words go in as a row of their own below the store).
    member: Member | None = None
    #: A step of reading the mail store ``cand``: its start, or its end (what moved, what went).
    store: StoreStep | None = None
    #: A piece of the machine-written text file ``cand``, read in pieces (see :mod:`.pieces`).
    piece: Piece | None = None


@dataclass
class StoreStep:
    """The start (``end`` False) or the end of a mail store's reading, for the indexing thread."""

    end: bool = False
    moved: list[tuple[int, str]] = field(default_factory=list)
    #: Messages known by a key of an older form, with their key of today (content unchanged).
    rekeyed: list[tuple[int, str]] = field(default_factory=list)
    gone: list[int] = field(default_factory=list)
    state: str = ""
    note: str = ""
    #: Messages were not read for a passing reason: the next run reads the store again.
    read_again: bool = False
    messages: int = 0
    unchanged: int = 0


#: The prefetch thread's marker: every file without pages to recognise has been handed over.
TEXT_DONE = Prepared(cast(Candidate, None))
