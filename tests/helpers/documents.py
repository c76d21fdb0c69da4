"""Real documents of several formats, generated on the fly (no binary fixtures)."""

from __future__ import annotations

from pathlib import Path


def write_docx(path: Path, heading: str, paragraphs: list[str]) -> Path:
    import docx

    doc = docx.Document()
    doc.add_heading(heading, level=1)
    for text in paragraphs:
        doc.add_paragraph(text)
    doc.save(str(path))
    return path


def write_pdf(path: Path, pages: list[str]) -> Path:
    from fpdf import FPDF

    pdf = FPDF()
    pdf.set_font("Helvetica", size=12)
    for text in pages:
        pdf.add_page()
        pdf.multi_cell(0, 8, text)
    pdf.output(str(path))
    return path
