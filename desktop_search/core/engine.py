"""The engine: one data directory's model, database, vector index, indexer and searcher.

Created and used on one thread (the owner). The CLI, the GUI's worker
thread, tests and benchmarks all drive this same object.
"""

from __future__ import annotations

import hashlib
import logging
import threading
from pathlib import Path
from typing import Any

from .config import Paths
from .indexer import Indexer, IndexReport, ProgressSink
from .models.convert import ensure_default_model, verify_model_file
from .models.embedder import Embedder, EmbedderSettings
from .search import Searcher, SearchResult
from .store.db import Database
from .store.vectors import VectorIndex

log = logging.getLogger(__name__)


def model_identity(path: Path) -> str:
    """A cheap, stable id of a model file (its recorded checksum when there is one)."""
    record = verify_model_file(path)
    if record is not None:
        return record.sha256
    digest = hashlib.sha256(str(path.stat().st_size).encode())
    with open(path, "rb") as fh:
        digest.update(fh.read(1 << 20))
        fh.seek(max(0, path.stat().st_size - (1 << 20)))
        digest.update(fh.read(1 << 20))
    return digest.hexdigest()


class Engine:
    def __init__(
        self,
        paths: Paths,
        *,
        model_path: Path | None = None,
        settings: EmbedderSettings | None = None,
    ) -> None:
        self.paths = paths.ensure()
        self.model_path = model_path or ensure_default_model(paths.models_dir)
        self.embedder = Embedder(self.model_path, settings=settings)
        self.db = Database(paths.db_path)
        self._check_fingerprint()
        self.vectors = VectorIndex.open(paths.vectors_path, self.db, self.embedder.dim)
        self.indexer = Indexer(
            db=self.db,
            vectors=self.vectors,
            vectors_path=paths.vectors_path,
            embedder=self.embedder,
        )
        self.searcher = Searcher(db=self.db, vectors=self.vectors, embedder=self.embedder)

    def _check_fingerprint(self) -> None:
        fingerprint = self.embedder.profile.fingerprint(
            model_sha256=model_identity(self.model_path), dim=self.embedder.dim
        )
        recorded = self.db.get_meta("model_fingerprint")
        if recorded == fingerprint:
            return
        if recorded is not None:
            log.warning(
                "the index was built with another model; it will be rebuilt with %s", self.model_path.name
            )
            self.db.clear_chunks()
        self.db.set_meta("model_fingerprint", fingerprint)
        self.db.set_meta("model_name", self.embedder.info.name)

    # -- operations ---------------------------------------------------------

    def add_folder(self, folder: Path) -> int:
        folder = Path(folder).expanduser().resolve()
        if not folder.is_dir():
            raise NotADirectoryError(f"not a folder: {folder}")
        return self.db.add_folder(str(folder))

    def index(
        self,
        folders: list[Path] | None = None,
        *,
        progress: ProgressSink | None = None,
        cancel: threading.Event | None = None,
    ) -> IndexReport:
        """Add ``folders`` (if any) and bring every known folder up to date."""
        for folder in folders or []:
            self.add_folder(folder)
        known = [(fid, Path(path)) for fid, path in self.db.folders()]
        return self.indexer.run(known, progress=progress, cancel=cancel)

    def search(self, query: str, *, top: int = 10) -> list[SearchResult]:
        return self.searcher.search(query, top=top)

    def status(self) -> dict[str, Any]:
        return {
            "data_dir": str(self.paths.data_dir),
            "model": self.embedder.info.name,
            "model_file": str(self.model_path),
            "dimensions": self.embedder.dim,
            "device": self.embedder.device,
            "folders": [path for _, path in self.db.folders()],
            **self.db.counts(),
            "vectors": len(self.vectors),
        }

    def close(self) -> None:
        try:
            if self.vectors.generation != self.db.generation:
                self.indexer.save()
        finally:
            self.db.close()
            self.embedder.close()

    def __enter__(self) -> Engine:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
