"""Text extraction: files in many formats to a Document of pages.

``extract_file`` reads a file in this process; ``ExtractorProcess`` does
the same in a child process with a time and memory limit, for files that
come from anywhere (a hostile or broken file can hang or crash a parser).
"""

from __future__ import annotations

from .document import Document, ExtractionError, ExtractionTimeout, Page, UnsupportedFile
from .registry import SUPPORTED_SUFFIXES, extract_file, is_supported
from .sandbox import ExtractorProcess

__all__ = [
    "SUPPORTED_SUFFIXES",
    "Document",
    "ExtractionError",
    "ExtractionTimeout",
    "ExtractorProcess",
    "Page",
    "UnsupportedFile",
    "extract_file",
    "is_supported",
]
