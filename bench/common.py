"""What the benchmarks share: the machine they ran on, the SciFact files, the product's chunks.

Every benchmark prints where and when it ran, because figures from a shared
2-core laptop and a 16-core workstation are not comparable. The chunk texts
are cut by the product's own extractor and chunker, so a benchmark that
embeds them outside the app embeds exactly what the app embeds.
"""

from __future__ import annotations

import datetime as dt
import json
import os
import platform
import threading
from pathlib import Path

from desktop_search.core.extract import extract_file
from desktop_search.core.indexing.cutting import chunk_budget, chunk_document
from desktop_search.core.models.embedder import Embedder

EVAL_DIR = Path(__file__).resolve().parents[2] / "shared" / "eval"


def machine_line() -> str:
    """One line: date (UTC), OS, CPU model and count, llama-cpp-python version."""
    import llama_cpp

    cpu = platform.processor() or platform.machine()
    try:
        with open("/proc/cpuinfo", encoding="utf-8") as fh:
            cpu = next(line.split(":", 1)[1].strip() for line in fh if line.startswith("model name"))
    except (OSError, StopIteration):
        pass
    now = dt.datetime.now(dt.UTC).strftime("%Y-%m-%d %H:%M UTC")
    load = f", load {os.getloadavg()[0]:.2f}" if hasattr(os, "getloadavg") else ""
    return (
        f"{now}; {platform.platform()}; {cpu}, {os.cpu_count()} CPU threads{load}; "
        f"Python {platform.python_version()}, llama-cpp-python {llama_cpp.__version__}"
    )


def load_corpus(collection: Path, limit: int = 0) -> dict[str, str]:
    """``{doc_id: "title\\n\\ntext"}`` of a BEIR corpus, the first ``limit`` documents (0 = all)."""
    docs: dict[str, str] = {}
    with open(collection / "corpus.jsonl", encoding="utf-8") as fh:
        for line in fh:
            row = json.loads(line)
            docs[row["_id"]] = f"{row['title']}\n\n{row['text']}"
            if limit and len(docs) >= limit:
                break
    return docs


def write_files(folder: Path, docs: dict[str, str]) -> list[Path]:
    """One ``<id>.txt`` per document, as a user's folder of notes would look."""
    folder.mkdir(parents=True, exist_ok=True)
    paths = []
    for doc_id, text in docs.items():
        path = folder / f"{doc_id}.txt"
        path.write_text(text, encoding="utf-8")
        paths.append(path)
    return paths


def product_chunks(paths: list[Path], embedder: Embedder, overlap_tokens: int = 32) -> list[str]:
    """The texts the indexer feeds the embedder for ``paths``: extracted, chunked, formatted."""
    budget = chunk_budget(embedder)
    texts = []
    for path in paths:
        document = extract_file(path)
        for chunk in chunk_document(
            document, count_tokens=embedder.count_tokens, max_tokens=budget, overlap_tokens=overlap_tokens
        ):
            texts.append(embedder.profile.format_document(chunk.text, document.title))
    return texts


def scifact_folder(folder: Path, docs: dict[str, str], model: Path) -> tuple[list[str], Embedder]:
    """Write ``docs`` as files into ``folder``; their chunk texts and the (closed) embedder that cut them.

    The closed embedder still answers ``max_tokens``, ``n_threads`` and its profile.
    """
    paths = write_files(folder, docs)
    with Embedder(model) as emb:
        return product_chunks(paths, emb), emb


class PeakMemory:
    """Peak resident memory of this process and of its largest child (the extraction child),
    sampled every ``interval`` seconds in a thread while the ``with`` block runs."""

    def __init__(self, interval: float = 0.2) -> None:
        self.main = 0
        self.children = 0
        self._interval = interval
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, daemon=True)

    def _run(self) -> None:
        import psutil

        me = psutil.Process()
        while not self._stop.wait(self._interval):
            try:
                self.main = max(self.main, me.memory_info().rss)
                kids = [c.memory_info().rss for c in me.children(recursive=True)]
                self.children = max(self.children, max(kids, default=0))
            except psutil.Error:
                continue

    def __enter__(self) -> PeakMemory:
        self._thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self._stop.set()
        self._thread.join()
