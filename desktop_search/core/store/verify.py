"""Check that the index on disk is consistent, without loading any model.

Consistent means: SQLite passes its integrity check; every stored vector has
the recorded size and is finite; every passage still waiting for meaning (no
vector yet: indexing is words first, meaning after) is in the meaning queue; the
vector file exists and, when it reflects the database's generation, holds exactly
the ids of the passages that have vectors.

SQLite is the record (vectors included); the Faiss file is a cache of it. A
vector file older than the database is what a crash or a kill between two
saves leaves behind, and the app rebuilds it from the database when it next
opens the index: that is reported as a note, not as damage.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

import numpy as np

from .db import Database
from .vectors import VectorIndex


@dataclass
class VerifyReport:
    problems: list[str] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)  # expected states the app repairs by itself
    chunks: int = 0
    vectors: int = 0
    files: int = 0
    #: passages (and their files) waiting for meaning: searchable by their words, not yet by meaning
    pending: int = 0
    waiting_files: int = 0

    @property
    def ok(self) -> bool:
        return not self.problems


def verify_index(db_path: Path, vectors_path: Path) -> VerifyReport:
    report = VerifyReport()
    if not db_path.exists():
        report.problems.append(f"no index database at {db_path}")
        return report
    db = Database(db_path)
    try:
        dim = int(db.get_meta("dim", "0") or 0)
        report.problems += db.integrity_problems(dim)
        counts = db.counts()
        report.files = counts["files"]
        report.pending, report.waiting_files = counts["pending"], counts["waiting_files"]
        if report.pending:
            report.notes.append(
                f"{report.pending} passages of {report.waiting_files} files wait for meaning"
                " (searchable by their words; the next run gives them vectors)"
            )
        report.chunks = counts["chunks"]
        chunk_ids = db.vector_ids()
        if dim:
            for ids, vecs in db.iter_vectors(dim):
                bad = ~np.isfinite(vecs).all(axis=1)
                if bad.any():
                    report.problems.append(f"chunks with non-finite vectors: {ids[bad][:10].tolist()}")
        index = VectorIndex.load(vectors_path, dim) if dim else None
        if index is None:
            if chunk_ids:
                report.problems.append("the vector index file is missing or unreadable")
            return report
        report.vectors = len(index)
        if index.generation < db.generation:
            report.notes.append(
                f"the vector file lags the database (generation {index.generation} < {db.generation}), "
                "as after an interrupted run; it is rebuilt from the database when the index is next opened"
            )
            return report
        if index.generation > db.generation:
            report.problems.append(
                "the vector file is newer than the database "
                f"(generation {index.generation} > {db.generation})"
            )
        faiss_ids = set(index.ids().tolist())
        missing = chunk_ids - faiss_ids
        extra = faiss_ids - chunk_ids
        repaired = (
            "; the database holds every vector: the vector file is rebuilt from it when the index is"
            " next opened (nothing is embedded again)"
        )
        if missing:
            report.problems.append(
                f"{len(missing)} chunks have no vector in the vector file"
                f" (e.g. {sorted(missing)[:5]}){repaired}"
            )
        if extra:
            report.problems.append(
                f"{len(extra)} vectors in the vector file have no chunk (e.g. {sorted(extra)[:5]}){repaired}"
            )
        if len(faiss_ids) != len(index):
            report.problems.append("the vector index holds duplicate ids")
    finally:
        db.close()
    return report
