"""Zip containers (DOCX, XLSX, ODF, EPUB...) and the XML inside them, read safely.

Zip-bomb limits are checked against the sizes the central directory
declares, before anything is decompressed. Python's ``zipfile`` never
returns more bytes than an entry declares, so a lying header cannot get
past them when members are read through :func:`read_member`. XML is parsed
without resolving entities, loading DTDs or touching the network, and with
libxml2's nesting limit (256 levels) kept.
"""

from __future__ import annotations

import zipfile
from pathlib import Path
from typing import Any

from ..common import reasons
from .document import ExtractionError

MAX_ENTRIES = 10_000
MAX_TOTAL_BYTES = 512 * 1024 * 1024
# Entries larger than this must not be compressed more than MAX_RATIO to 1.
RATIO_CHECK_BYTES = 8 * 1024 * 1024
MAX_RATIO = 200
# A single XML part read into memory for parsing.
MAX_MEMBER_BYTES = 256 * 1024 * 1024

BOMB = reasons.ZIP_BOMB()


def check(zf: zipfile.ZipFile) -> None:
    """Raise ExtractionError if ``zf`` declares too many entries, too many bytes or encrypted entries."""
    infos = zf.infolist()
    if len(infos) > MAX_ENTRIES:
        raise ExtractionError(BOMB)
    total = 0
    for info in infos:
        total += info.file_size
        if total > MAX_TOTAL_BYTES:
            raise ExtractionError(BOMB)
        if info.file_size > RATIO_CHECK_BYTES and info.file_size > MAX_RATIO * max(info.compress_size, 1):
            raise ExtractionError(BOMB)
        if info.flag_bits & 0x1:
            raise ExtractionError(reasons.ENCRYPTED_ZIP())


def open_checked(path: Path, *, label: str) -> zipfile.ZipFile:
    """``path`` opened as a zip and checked; ``label`` names the format in error reasons ("DOCX")."""
    try:
        zf = zipfile.ZipFile(path)
    except (zipfile.BadZipFile, zipfile.LargeZipFile, ValueError, EOFError) as exc:
        raise ExtractionError(reasons.BAD_ZIP(format=label)) from exc
    try:
        check(zf)
    except BaseException:
        zf.close()
        raise
    return zf


def check_file(path: Path, *, label: str) -> None:
    """Check ``path`` before a library that opens the zip itself (python-docx, calamine) reads it."""
    open_checked(path, label=label).close()


def read_member(zf: zipfile.ZipFile, name: str, *, label: str, limit: int = MAX_MEMBER_BYTES) -> bytes:
    """The bytes of member ``name``; a missing, oversized or corrupt member raises ExtractionError."""
    try:
        info = zf.getinfo(name)
    except KeyError as exc:
        raise ExtractionError(reasons.ZIP_MEMBER_MISSING(format=label, member=name)) from exc
    if info.file_size > limit:
        raise ExtractionError(BOMB)
    try:
        with zf.open(info) as member:
            return member.read(limit + 1)[:limit]
    except Exception as exc:  # BadZipFile, zlib.error, EOFError, unsupported compression...
        raise ExtractionError(reasons.ZIP_MEMBER_CORRUPT(format=label, member=name)) from exc


def xml_parser() -> Any:
    """An lxml parser that is safe for untrusted XML."""
    from lxml import etree

    return etree.XMLParser(
        resolve_entities=False, no_network=True, huge_tree=False, load_dtd=False, dtd_validation=False
    )


def parse_xml(data: bytes, *, label: str) -> Any:
    """The root element of ``data``; malformed XML raises ExtractionError."""
    from lxml import etree

    try:
        return etree.fromstring(data, xml_parser())
    except etree.XMLSyntaxError as exc:
        raise ExtractionError(reasons.BAD_XML(format=label, error=str(exc)[:80])) from exc
