"""What the query's operators ask of a file: quoted phrases, ``from:``-style headers, exclusions.

Worked out once per query (:meth:`Constraints.of`) before the routes run: every route leaves
out the files they exclude, and the passages holding a required phrase head the keyword route.
A query of operators only lists the files they keep (:func:`first_passages`).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from ..extract.mail import HEADER_PREFIXES as MAIL_HEADERS
from ..store.db import Database
from ..store.hits import HIT_COLUMNS, ChunkHit
from ..text.lexical import Query, phrase_of, phrase_spans
from .query_syntax import HEADER_KEYS, ParsedQuery
from .routes.base import fts_rows

#: Passages looked at for each quoted phrase (best BM25 first): the files holding it are those.
PHRASE_CANDIDATES = 2_000


@dataclass
class Constraints:
    """What the query's quoted phrases and exclusions ask of a file, worked out once per query."""

    #: files holding every required phrase (None: no phrase required)
    required: set[int] | None = None
    #: files holding an excluded word or phrase, in a passage or in their name
    excluded: set[int] = field(default_factory=set)
    #: passages holding a required phrase, best first
    phrase_chunks: list[int] = field(default_factory=list)
    #: passages holding a phrase quoted for emphasis inside a long question
    emphasis_chunks: set[int] = field(default_factory=set)

    def __bool__(self) -> bool:
        return self.required is not None or bool(self.excluded)

    def allows(self, file_id: int) -> bool:
        return file_id not in self.excluded and (self.required is None or file_id in self.required)

    @classmethod
    def of(cls, db: Database, parsed: ParsedQuery, languages: Sequence[str]) -> Constraints:
        must = cls()
        if parsed.plain:
            return must
        for phrase in parsed.phrases:
            chunk_ids, file_ids = _holding(db, phrase, languages, limit=PHRASE_CANDIDATES)
            must.phrase_chunks.extend(c for c in chunk_ids if c not in must.phrase_chunks)
            must.required = file_ids if must.required is None else must.required & file_ids
        for key, value in parsed.headers:
            file_ids = _with_header(db, HEADER_KEYS[key], value, languages)
            must.required = file_ids if must.required is None else must.required & file_ids
        for phrase in parsed.emphasis:  # a bonus in the fusion, none required
            chunk_ids, _files = _holding(db, phrase, languages, limit=PHRASE_CANDIDATES)
            must.emphasis_chunks.update(chunk_ids)
        for text in parsed.excluded:
            if len(phrase_of(text)) > 1:
                must.excluded |= _holding(db, text, languages, limit=None)[1]
            else:
                terms = Query.parse(text, languages, every_word=True)
                if terms:
                    must.excluded |= files_matching(db, terms.fts_all())
        return must


def _with_header(db: Database, names: Sequence[str], value: str, languages: Sequence[str]) -> set[int]:
    """The messages (mail read as one message a file) whose header lines ``names`` ("From")
    hold the words of ``value`` in order, case and accents aside: the passages holding them
    all, then their header block (the lines at the start, before the first blank one)."""
    terms = Query.parse(value, languages, every_word=True)
    wanted = phrase_of(value)
    if not terms or not wanted:
        return set()
    starts = tuple(f"{name.lower()}:" for name in names)
    found: set[int] = set()
    for _chunk_id, file_id, text in passages_matching(db, terms.fts_all(), limit=None):
        if file_id in found or not text.startswith(MAIL_HEADERS):
            continue
        head = text.split("\n\n", 1)[0]
        if any(line.lower().startswith(starts) and phrase_spans(line, wanted) for line in head.splitlines()):
            found.add(file_id)
    return found


def _holding(
    db: Database, phrase: str, languages: Sequence[str], *, limit: int | None
) -> tuple[list[int], set[int]]:
    """(passages, files) holding ``phrase``: passages with all its words, checked word by word
    in order (case and accents aside); a file also when its name holds it."""
    terms = Query.parse(phrase, languages, every_word=True)
    wanted = phrase_of(phrase)
    if not terms or not wanted:
        return [], set()
    expr = terms.fts_all()
    chunk_ids: list[int] = []
    file_ids: set[int] = set()
    for chunk_id, file_id, text in passages_matching(db, expr, limit=limit):
        if phrase_spans(text, wanted):
            chunk_ids.append(chunk_id)
            file_ids.add(file_id)
    for file_id, path in names_matching(db, expr):
        if phrase_spans(Path(path).name, wanted):
            file_ids.add(file_id)
    return chunk_ids, file_ids


def passages_matching(db: Database, expr: str, *, limit: int | None) -> list[tuple[int, int, str]]:
    """(chunk id, file id, text) of the passages matching an FTS5 expression, best BM25 first
    (all of them when ``limit`` is None)."""
    rows = fts_rows(
        db,
        "SELECT c.id, c.file_id, c.text FROM chunks_fts JOIN chunks c ON c.id = chunks_fts.rowid"
        " WHERE chunks_fts MATCH ? ORDER BY bm25(chunks_fts) LIMIT ?",
        (expr, -1 if limit is None else limit),
        "phrase search",
    )
    return [(int(r[0]), int(r[1]), r[2]) for r in rows]


def names_matching(db: Database, expr: str) -> list[tuple[int, str]]:
    """(file id, path) of the files whose name matches an FTS5 expression."""
    rows = fts_rows(
        db,
        "SELECT f.id, f.path FROM files_fts JOIN files f ON f.id = files_fts.rowid WHERE files_fts MATCH ?",
        (expr,),
        "file name search",
    )
    return [(int(r[0]), r[1]) for r in rows]


def files_matching(db: Database, expr: str) -> set[int]:
    """Ids of the files with a passage or a name matching an FTS5 expression (one pass of
    the full-text index each: no passage text is read)."""
    rows = fts_rows(
        db,
        "SELECT DISTINCT c.file_id FROM chunks_fts JOIN chunks c ON c.id = chunks_fts.rowid"
        " WHERE chunks_fts MATCH ?",
        (expr,),
        "exclusion search",
    )
    return {int(r[0]) for r in rows} | {file_id for file_id, _path in names_matching(db, expr)}


def first_passages(db: Database, keep: Callable[[ChunkHit], bool], limit: int) -> list[ChunkHit]:
    """The first passage of up to ``limit`` files that ``keep`` lets through, most recently
    changed files first (read in batches: a few files kept early cost a few rows)."""
    out: list[ChunkHit] = []
    cur = db._conn.execute(
        f"SELECT {HIT_COLUMNS} FROM files f JOIN chunks c ON c.file_id = f.id AND c.ord = 0"
        " ORDER BY f.mtime_ns DESC, f.id"
    )
    while len(out) < limit and (rows := cur.fetchmany(256)):
        out.extend(hit for hit in (ChunkHit(*r) for r in rows) if keep(hit))
    cur.close()
    return out[:limit]
