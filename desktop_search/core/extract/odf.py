"""OpenDocument text and presentations (ODT, ODP): ``content.xml`` read with lxml.

Spreadsheets (ODS) go through calamine in :mod:`.office`. The XML parser
keeps libxml2's nesting limit (256 levels), so the recursion below stays shallow.
"""

from __future__ import annotations

import zipfile
from pathlib import Path
from typing import Any

from ..common import reasons
from . import container
from .container import parse_xml
from .document import Document, ExtractionError, flowing, paged

_TEXT = "{urn:oasis:names:tc:opendocument:xmlns:text:1.0}"
_TABLE = "{urn:oasis:names:tc:opendocument:xmlns:table:1.0}"
_DRAW = "{urn:oasis:names:tc:opendocument:xmlns:drawing:1.0}"
_OFFICE = "{urn:oasis:names:tc:opendocument:xmlns:office:1.0}"
_SVG = "{urn:oasis:names:tc:opendocument:xmlns:svg-compatible:1.0}"
_DC_TITLE = "{http://purl.org/dc/elements/1.1/}title"

_META_BYTES = 4 * 1024 * 1024
_PARAGRAPHS = frozenset({_TEXT + "p", _TEXT + "h"})
_SKIP = frozenset(
    {
        _TEXT + "tracked-changes",  # deleted text of change tracking
        _TEXT + "note-citation",
        _TEXT + "sequence-decls",
        _TEXT + "variable-decls",
        _TEXT + "user-field-decls",
        _OFFICE + "forms",
        _SVG + "title",
        _SVG + "desc",
    }
)
_ROW_GROUPS = frozenset({_TABLE + "table-header-rows", _TABLE + "table-rows", _TABLE + "table-row-group"})
_CELLS = frozenset({_TABLE + "table-cell", _TABLE + "covered-table-cell"})


def extract_odt(path: Path, *, max_chars: int) -> Document:
    with _open(path, label="ODT") as zf:
        root = parse_xml(container.read_member(zf, "content.xml", label="ODT"), label="ODT")
        title = _title(zf)
    body = root.find(f"{_OFFICE}body/{_OFFICE}text")
    blocks: list[str] = []
    if body is not None:
        _blocks(body, blocks, limit=max_chars)
    return flowing("odt", "\n\n".join(b for b in blocks if b.strip()), title=title)


def extract_odp(path: Path, *, max_chars: int) -> Document:
    with _open(path, label="ODP") as zf:
        root = parse_xml(container.read_member(zf, "content.xml", label="ODP"), label="ODP")
        title = _title(zf)
    slides: list[tuple[int, str]] = []
    total = 0
    for number, page in enumerate(root.iterfind(f"{_OFFICE}body/{_OFFICE}presentation/{_DRAW}page"), 1):
        blocks: list[str] = []
        _blocks(page, blocks, limit=max_chars)
        text = "\n".join(b for b in blocks if b.strip())
        slides.append((number, text))
        total += len(text)
        if total > max_chars:
            break
    return paged("odp", slides, title=title)


def _open(path: Path, *, label: str) -> zipfile.ZipFile:
    zf = container.open_checked(path, label=label)
    try:
        if "META-INF/manifest.xml" in zf.namelist():
            manifest = container.read_member(zf, "META-INF/manifest.xml", label=label, limit=_META_BYTES)
            if b"encryption-data" in manifest:
                raise ExtractionError(reasons.PASSWORD_PROTECTED(format=label))
    except BaseException:
        zf.close()
        raise
    return zf


def _title(zf: zipfile.ZipFile) -> str:
    if "meta.xml" not in zf.namelist():
        return ""
    try:
        meta = parse_xml(container.read_member(zf, "meta.xml", label="ODF", limit=_META_BYTES), label="ODF")
    except ExtractionError:
        return ""
    title = meta.find(f".//{_DC_TITLE}")
    return " ".join((title.text or "").split()) if title is not None else ""


def _blocks(element: Any, out: list[str], *, limit: int) -> int:
    """Append the paragraphs and tables under ``element`` to ``out``; returns characters added."""
    added = 0
    for child in element:
        tag = child.tag
        if not isinstance(tag, str) or tag in _SKIP:
            continue
        if tag in _PARAGRAPHS:
            text = _inline(child)
        elif tag == _TABLE + "table":
            text = _table(child)
        else:
            added += _blocks(child, out, limit=limit - added)
            text = ""
        if text:
            out.append(text)
            added += len(text)
        if added > limit:
            break
    return added


def _inline(paragraph: Any) -> str:
    parts: list[str] = []
    _collect(paragraph, parts)
    return "".join(parts).strip()


def _collect(element: Any, parts: list[str]) -> None:
    """A paragraph's text: spans, spaces, tabs, line breaks; nested paragraphs (frames, notes) spaced."""
    if element.text:
        parts.append(element.text)
    for child in element:
        tag = child.tag
        if isinstance(tag, str) and tag not in _SKIP:
            if tag == _TEXT + "s":
                parts.append(" " * _spaces(child.get(_TEXT + "c")))
            elif tag == _TEXT + "tab":
                parts.append("\t")
            elif tag == _TEXT + "line-break":
                parts.append("\n")
            elif tag in _PARAGRAPHS:
                parts.append(" ")
                _collect(child, parts)
                parts.append(" ")
            else:
                _collect(child, parts)
        if child.tail:
            parts.append(child.tail)


def _table(table: Any) -> str:
    lines = []
    for row in _rows(table):
        cells = []
        for cell in row:
            if cell.tag in _CELLS:
                blocks: list[str] = []
                _blocks(cell, blocks, limit=1_000_000)
                cells.append(" ".join(" ".join(blocks).split()))
        line = "\t".join(cells).rstrip("\t")
        if line.strip():
            lines.append(line)
    return "\n".join(lines)


def _rows(element: Any) -> Any:
    """The rows of a table, through header rows and row groups but not into nested tables."""
    for child in element:
        if child.tag == _TABLE + "table-row":
            yield child
        elif child.tag in _ROW_GROUPS:
            yield from _rows(child)


def _spaces(count: str | None) -> int:
    try:
        return max(1, min(int(count or 1), 100))
    except ValueError:
        return 1
