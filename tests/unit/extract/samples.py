"""Real sample files for the extraction tests, generated on the fly (nothing binary is committed)."""

from __future__ import annotations

import zipfile
from email.message import EmailMessage
from pathlib import Path

ODF_NS = (
    'xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" '
    'xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" '
    'xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" '
    'xmlns:draw="urn:oasis:names:tc:opendocument:xmlns:drawing:1.0" '
    'xmlns:presentation="urn:oasis:names:tc:opendocument:xmlns:presentation:1.0" '
    'xmlns:dc="http://purl.org/dc/elements/1.1/" '
    'xmlns:manifest="urn:oasis:names:tc:opendocument:xmlns:manifest:1.0" '
    'xmlns:svg="urn:oasis:names:tc:opendocument:xmlns:svg-compatible:1.0" '
    'xmlns:meta="urn:oasis:names:tc:opendocument:xmlns:meta:1.0" '
    'xmlns:fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0"'
)


def pdf(path: Path, pages: list[str], *, user_password: str | None = None, title: str = "") -> Path:
    from fpdf import FPDF

    doc = FPDF()
    if title:
        doc.set_title(title)
    doc.set_font("helvetica", size=12)
    for text in pages:
        doc.add_page()
        doc.multi_cell(w=0, text=text)
    if user_password is not None:
        doc.set_encryption(owner_password="owner-secret", user_password=user_password)
    doc.output(str(path))
    return path


def docx(path: Path) -> Path:
    import docx as python_docx

    doc = python_docx.Document()
    doc.core_properties.title = "Quarterly Report"
    doc.add_heading("Revenue Overview", level=1)
    doc.add_paragraph("Revenue grew strongly in the northern region.")
    table = doc.add_table(rows=2, cols=3)
    for col, value in enumerate(("Region", "Q1", "Q2")):
        table.cell(0, col).text = value
    table.cell(1, 0).text = "North"
    table.cell(1, 1).merge(table.cell(1, 2)).text = "merged figure"
    doc.add_paragraph("Closing remarks after the table.")
    doc.save(str(path))
    return path


def pptx(path: Path) -> Path:
    from pptx import Presentation
    from pptx.util import Inches

    prs = Presentation()
    first = prs.slides.add_slide(prs.slide_layouts[1])
    first.shapes.title.text = "Launch plan"
    first.placeholders[1].text = "Ship the telescope firmware"
    first.notes_slide.notes_text_frame.text = "Speaker note about budgets"
    second = prs.slides.add_slide(prs.slide_layouts[5])
    second.shapes.title.text = "Risks"
    table = second.shapes.add_table(2, 2, Inches(1), Inches(2), Inches(4), Inches(1)).table
    table.cell(0, 0).text = "Risk"
    table.cell(0, 1).text = "Owner"
    table.cell(1, 0).text = "Supply delays"
    table.cell(1, 1).text = "Dana"
    prs.save(str(path))
    return path


def xlsx(path: Path) -> Path:
    from openpyxl import Workbook

    book = Workbook()
    sales = book.active
    sales.title = "Sales"
    sales.append(["Product", "Units", "Price"])
    sales.append(["Widget", 12, 2.5])
    sales.append([None, None, None])
    sales.append(["Gadget", 3, 10.0])
    people = book.create_sheet("People")
    people.append(["Name", "City"])
    people.append(["Ada", "London"])
    book.save(str(path))
    return path


def _odf_zip(path: Path, *, mimetype: str, content: str, meta_title: str = "") -> Path:
    with zipfile.ZipFile(path, "w") as zf:
        zf.writestr(zipfile.ZipInfo("mimetype"), mimetype)  # stored, first
        zf.writestr("content.xml", content, compress_type=zipfile.ZIP_DEFLATED)
        if meta_title:
            meta = (
                f'<?xml version="1.0" encoding="UTF-8"?><office:document-meta {ODF_NS}>'
                f"<office:meta><dc:title>{meta_title}</dc:title></office:meta></office:document-meta>"
            )
            zf.writestr("meta.xml", meta, compress_type=zipfile.ZIP_DEFLATED)
        manifest = (
            f'<?xml version="1.0" encoding="UTF-8"?><manifest:manifest {ODF_NS}>'
            f'<manifest:file-entry manifest:full-path="/" manifest:media-type="{mimetype}"/>'
            '<manifest:file-entry manifest:full-path="content.xml" manifest:media-type="text/xml"/>'
            "</manifest:manifest>"
        )
        zf.writestr("META-INF/manifest.xml", manifest, compress_type=zipfile.ZIP_DEFLATED)
    return path


def odt(path: Path) -> Path:
    content = (
        f'<?xml version="1.0" encoding="UTF-8"?><office:document-content {ODF_NS} office:version="1.3">'
        "<office:body><office:text>"
        "<text:tracked-changes><text:changed-region><text:deletion><text:p>deleted words</text:p>"
        "</text:deletion></text:changed-region></text:tracked-changes>"
        '<text:h text:outline-level="1">Garden notes</text:h>'
        '<text:p>Tomatoes need <text:span>full sun</text:span>,<text:s text:c="2"/>water'
        "<text:tab/>daily.<text:line-break/>Second line.</text:p>"
        "<text:list><text:list-item><text:p>Basil</text:p></text:list-item>"
        "<text:list-item><text:p>Mint</text:p></text:list-item></text:list>"
        "<table:table><table:table-row><table:table-cell><text:p>Plant</text:p></table:table-cell>"
        "<table:table-cell><text:p>Height</text:p></table:table-cell></table:table-row>"
        "<table:table-row><table:table-cell><text:p>Sunflower</text:p></table:table-cell>"
        "<table:table-cell><text:p>2 m</text:p></table:table-cell></table:table-row></table:table>"
        "</office:text></office:body></office:document-content>"
    )
    return _odf_zip(
        path, mimetype="application/vnd.oasis.opendocument.text", content=content, meta_title="Garden"
    )


def ods(path: Path) -> Path:
    def row(*cells: str) -> str:
        return (
            "<table:table-row>"
            + "".join(
                f'<table:table-cell office:value-type="string"><text:p>{c}</text:p></table:table-cell>'
                for c in cells
            )
            + "</table:table-row>"
        )

    content = (
        f'<?xml version="1.0" encoding="UTF-8"?><office:document-content {ODF_NS} office:version="1.3">'
        "<office:body><office:spreadsheet>"
        f'<table:table table:name="Birds">{row("Species", "Count")}{row("Heron", "4")}</table:table>'
        f'<table:table table:name="Trees">{row("Oak", "Ash")}</table:table>'
        "</office:spreadsheet></office:body></office:document-content>"
    )
    return _odf_zip(path, mimetype="application/vnd.oasis.opendocument.spreadsheet", content=content)


def odp(path: Path) -> Path:
    def frame(text: str) -> str:
        return f"<draw:frame><draw:text-box><text:p>{text}</text:p></draw:text-box></draw:frame>"

    content = (
        f'<?xml version="1.0" encoding="UTF-8"?><office:document-content {ODF_NS} office:version="1.3">'
        "<office:body><office:presentation>"
        f'<draw:page draw:name="page1">{frame("Welcome aboard")}{frame("Agenda for today")}'
        f"<presentation:notes>{frame('Remember the coffee')}</presentation:notes></draw:page>"
        f'<draw:page draw:name="page2">{frame("Questions and answers")}</draw:page>'
        "</office:presentation></office:body></office:document-content>"
    )
    return _odf_zip(path, mimetype="application/vnd.oasis.opendocument.presentation", content=content)


def epub(path: Path) -> Path:
    container = (
        '<?xml version="1.0"?><container version="1.0" '
        'xmlns="urn:oasis:names:tc:opendocument:xmlns:container"><rootfiles>'
        '<rootfile full-path="OEBPS/content.opf" media-type="application/oebps-package+xml"/>'
        "</rootfiles></container>"
    )
    opf = (
        '<?xml version="1.0" encoding="UTF-8"?>'
        '<package xmlns="http://www.idpf.org/2007/opf" version="3.0" unique-identifier="id">'
        '<metadata xmlns:dc="http://purl.org/dc/elements/1.1/">'
        '<dc:identifier id="id">urn:test:1</dc:identifier><dc:title>The Lighthouse Keeper</dc:title>'
        "</metadata><manifest>"
        '<item id="c2" href="text/chapter%202.xhtml" media-type="application/xhtml+xml"/>'
        '<item id="c1" href="text/chapter1.xhtml" media-type="application/xhtml+xml"/>'
        '<item id="css" href="style.css" media-type="text/css"/>'
        '</manifest><spine><itemref idref="c1"/><itemref idref="c2"/></spine></package>'
    )

    def chapter(heading: str, body: str) -> str:
        return (
            '<?xml version="1.0" encoding="UTF-8"?><html xmlns="http://www.w3.org/1999/xhtml">'
            f"<head><title/><style>p {{ color: red; }}</style></head>"
            f"<body><h1>{heading}</h1><p>{body}</p></body></html>"
        )

    with zipfile.ZipFile(path, "w") as zf:
        zf.writestr(zipfile.ZipInfo("mimetype"), "application/epub+zip")
        zf.writestr("META-INF/container.xml", container, compress_type=zipfile.ZIP_DEFLATED)
        zf.writestr("OEBPS/content.opf", opf, compress_type=zipfile.ZIP_DEFLATED)
        zf.writestr("OEBPS/style.css", "p { color: red; }")
        zf.writestr(
            "OEBPS/text/chapter1.xhtml",
            chapter("Chapter One", "The lamp was lit at dusk."),
            compress_type=zipfile.ZIP_DEFLATED,
        )
        zf.writestr(
            "OEBPS/text/chapter 2.xhtml",
            chapter("Chapter Two", "A storm rolled in from the sea."),
            compress_type=zipfile.ZIP_DEFLATED,
        )
    return path


def eml(path: Path, *, with_plain: bool = True) -> Path:
    msg = EmailMessage()
    msg["Subject"] = "Picnic on Saturday"
    msg["From"] = "Alice Example <alice@example.org>"
    msg["To"] = "bob@example.org"
    msg["Date"] = "Mon, 01 Jun 2026 10:00:00 +0000"
    if with_plain:
        msg.set_content("Bring sandwiches and a blanket.\nSee you at noon.")
        msg.add_alternative("<p>Bring <b>sandwiches</b> (html version)</p>", subtype="html")
    else:
        msg.set_content(
            "<html><body><p>Only HTML here: lemonade</p><script>var x;</script></body></html>",
            subtype="html",
        )
    msg.add_attachment(b"%PDF-1.4 fake", maintype="application", subtype="pdf", filename="map.pdf")
    path.write_bytes(msg.as_bytes())
    return path


def zip_bomb_docx(path: Path, *, megabytes: int = 600) -> Path:
    """A small DOCX-named zip whose one entry inflates to ``megabytes`` of zeros."""
    chunk = bytes(16 * 1024 * 1024)
    with zipfile.ZipFile(path, "w", compression=zipfile.ZIP_DEFLATED) as zf:
        zf.writestr("[Content_Types].xml", "<Types/>")
        with zf.open("word/document.xml", "w", force_zip64=True) as member:
            for _ in range(megabytes // 16):
                member.write(chunk)
    return path
