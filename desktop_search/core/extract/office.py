"""Microsoft Office files: DOCX (python-docx), PPTX (python-pptx), spreadsheets (python-calamine).

Spreadsheets cover XLSX, XLSM, XLSB, XLS and ODS, one page per sheet.
"""

from __future__ import annotations

import datetime as dt
import logging
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import Any

from ..common import reasons
from . import container
from .document import Document, ExtractionError, flowing, paged

log = logging.getLogger(__name__)

# The first bytes of OLE2 compound files: legacy .doc/.xls/.ppt, and password-protected OOXML.
OLE2_MAGIC = b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1"


def extract_docx(path: Path, *, max_chars: int) -> Document:
    import docx
    from docx.table import Table

    _check_container(path, label="DOCX")
    try:
        document = docx.Document(str(path))
        blocks: list[str] = []
        total = 0
        for block in document.iter_inner_content():
            text = _table_text(block) if isinstance(block, Table) else block.text
            blocks.append(text)
            total += len(text)
            if total > max_chars:
                break
        title = document.core_properties.title or ""
    except ExtractionError:
        raise
    except Exception as exc:  # python-docx raises KeyError, ValueError, lxml errors on damaged files
        raise ExtractionError(reasons.NOT_VALID_BECAUSE(format="DOCX", reason=_short(exc))) from exc
    text = "\n\n".join(b for b in blocks if b.strip())
    return flowing("docx", text, title=title)


def extract_pptx(path: Path, *, max_chars: int) -> Document:
    import pptx

    _check_container(path, label="PPTX")
    try:
        presentation = pptx.Presentation(str(path))
        slides: list[tuple[int, str]] = []
        total = 0
        for number, slide in enumerate(presentation.slides, start=1):
            parts = list(_shape_texts(slide.shapes))
            if slide.has_notes_slide:
                notes = slide.notes_slide.notes_text_frame
                if notes is not None and notes.text.strip():
                    parts.append(notes.text)
            text = "\n\n".join(p.replace("\v", "\n") for p in parts if p.strip())
            slides.append((number, text))
            total += len(text)
            if total > max_chars:
                break
        title = presentation.core_properties.title or ""
    except ExtractionError:
        raise
    except Exception as exc:  # python-pptx raises KeyError, ValueError, lxml errors on damaged files
        raise ExtractionError(reasons.NOT_VALID_BECAUSE(format="PPTX", reason=_short(exc))) from exc
    return paged("pptx", slides, title=title)


def extract_spreadsheet(path: Path, *, max_chars: int, kind: str = "xlsx") -> Document:
    """One page per sheet: the sheet's name, then its non-empty rows as tab-separated lines."""
    from python_calamine import CalamineWorkbook, PasswordError

    label = kind.upper()
    with path.open("rb") as f:
        head = f.read(8)
    if head.startswith(b"PK"):
        container.check_file(path, label=label)
    try:
        with path.open("rb") as f, CalamineWorkbook.from_filelike(f) as book:
            sheets: list[tuple[int, str]] = []
            total = 0
            for number, name in enumerate(book.sheet_names, start=1):
                text = _sheet_text(name, book.get_sheet_by_name(name).iter_rows(), limit=max_chars - total)
                sheets.append((number, text))
                total += len(text)
                if total > max_chars:
                    break
    except PasswordError as exc:
        raise ExtractionError(reasons.PASSWORD_SPREADSHEET()) from exc
    except ExtractionError:
        raise
    except Exception as exc:  # CalamineError subclasses, ValueError for unknown formats
        raise ExtractionError(reasons.NOT_VALID_BECAUSE(format=label, reason=_short(exc))) from exc
    return paged(kind, sheets)


def extract_ods(path: Path, *, max_chars: int) -> Document:
    return extract_spreadsheet(path, max_chars=max_chars, kind="ods")


def _check_container(path: Path, *, label: str) -> None:
    with path.open("rb") as f:
        head = f.read(8)
    if head == OLE2_MAGIC:
        raise ExtractionError(reasons.PASSWORD_OR_LEGACY(format=label))
    container.check_file(path, label=label)


def _table_text(table: Any) -> str:
    """Rows on lines, cells separated by tabs; a merged cell is written once."""
    lines = []
    for row in table.rows:
        cells: list[str] = []
        previous = None
        for cell in row.cells:
            if previous is not None and cell._tc is previous._tc:
                continue
            previous = cell
            cells.append(" ".join(cell.text.split()))
        if any(cells):
            lines.append("\t".join(cells))
    return "\n".join(lines)


def _shape_texts(shapes: Iterable[Any]) -> Iterator[str]:
    """Text of every shape, groups included, in slide order (without recursion)."""
    from pptx.enum.shapes import MSO_SHAPE_TYPE

    stack = [iter(shapes)]
    while stack:
        shape = next(stack[-1], None)
        if shape is None:
            stack.pop()
            continue
        if shape.shape_type == MSO_SHAPE_TYPE.GROUP:
            stack.append(iter(shape.shapes))
        elif shape.has_text_frame:
            yield shape.text_frame.text
        elif getattr(shape, "has_table", False):
            yield _table_text(shape.table)


def _sheet_text(name: str, rows: Iterable[list[Any]], *, limit: int) -> str:
    lines = [name]
    size = len(name)
    for row in rows:
        cells = [_cell(value) for value in row]
        if not any(cells):
            continue
        line = "\t".join(cells).rstrip("\t")
        lines.append(line)
        size += len(line) + 1
        if size > limit:
            break
    return "\n".join(lines) if len(lines) > 1 else ""


def _cell(value: Any) -> str:
    if value is None or value == "":
        return ""
    if isinstance(value, bool):
        return "TRUE" if value else "FALSE"
    if isinstance(value, float) and value.is_integer() and abs(value) < 1e15:
        return str(int(value))
    if isinstance(value, dt.datetime):
        return value.isoformat(sep=" ", timespec="seconds") if value.time() else value.date().isoformat()
    if isinstance(value, dt.date | dt.time):
        return value.isoformat()
    return " ".join(str(value).split())


def _short(exc: BaseException) -> str:
    message = str(exc).strip().splitlines()[0] if str(exc).strip() else ""
    name = type(exc).__name__
    return f"{name}: {message[:120]}" if message else name
