"""Parsers that misbehave, for the sandbox tests. The extractor child imports them by name."""

from __future__ import annotations

import os
import signal
import time
from pathlib import Path

from desktop_search.core.extract import Document, Page


def echo(path: Path, *, max_chars: int) -> Document:
    """A well-behaved extractor: the file's text, uppercased (so a test can tell it ran)."""
    return Document(kind="text", pages=[Page(path.read_text(encoding="utf-8").upper())])


def hang(path: Path, *, max_chars: int) -> Document:
    while True:
        time.sleep(0.05)


def spin(path: Path, *, max_chars: int) -> Document:
    """Busy forever without sleeping, holding the GIL like a parser stuck in a loop."""
    n = 0
    while True:
        n += 1


def abort(path: Path, *, max_chars: int) -> Document:
    os.abort()


def segfault(path: Path, *, max_chars: int) -> Document:
    os.kill(os.getpid(), signal.SIGSEGV)
    time.sleep(10)
    raise AssertionError("still alive after SIGSEGV")


def hog(path: Path, *, max_chars: int) -> Document:
    """Touch memory in 64 MB steps up to 4 GB."""
    chunks = []
    for _ in range(64):
        chunks.append(b"x" * (64 * 1024 * 1024))
    return Document(kind="text", pages=[Page(f"survived with {len(chunks)} chunks")])


def boom(path: Path, *, max_chars: int) -> Document:
    raise KeyError("an ordinary bug in a parser")
