"""A small, realistic folder of personal files (notes, a PDF manual, a Word letter, a web page, mail).

Used for the README screenshots and for trying the app: ``python tools/sample_folder.py ~/Sample``.
"""

from __future__ import annotations

import sys
from email.message import EmailMessage
from pathlib import Path

NOTES = {
    "Home/router.md": "# Wifi trouble\n\nThe wifi kept dropping every evening. Moved the access point "
    "away from the microwave, switched to channel 11 and updated the firmware. Stable since.",
    "Home/smart-plugs.txt": "The smart plugs lose their connection whenever the router reboots at night. "
    "Gave them fixed addresses and turned off band steering; they reconnect on their own now.",
    "Home/heating.md": "# Heating\n\nBled the radiators in October. The boiler pressure should stay between "
    "1 and 1.5 bar; top it up from the filling loop under the sink.",
    "Kitchen/sourdough.md": "# Weekend baking\n\nFed the starter on Friday night, folded the dough every "
    "half hour, let it rise slowly in the fridge overnight and baked it in a cast iron pot.",
    "Kitchen/soup.txt": "Lentil soup: onions, carrots, celery, red lentils, cumin. Simmer 25 minutes, "
    "blend half, finish with lemon juice.",
    "Running/marathon.txt": "Training log. Ran 32 km on Sunday at an easy pace, legs heavy after km 25. "
    "Next week intervals on Tuesday, then taper before the race in April.",
    "Money/taxes.txt": "The annual declaration for the revenue office is due at the end of May. Collect "
    "payslips, receipts for deductible expenses and the pension fund statement.",
    "Garden/tomatoes.txt": "Planted seedlings along the south fence. Water them at dawn, compost every "
    "fortnight, tie the stems to stakes once they reach knee height.",
}

MANUAL_PAGES = [
    "Mesh router quick start. Unpack the base station and the two satellites. Connect the base station to "
    "the modem with the supplied cable and wait until the light turns white.",
    "Troubleshooting. If wireless clients disconnect frequently, check for interference from microwave ovens "
    "and cordless phones, choose a less crowded channel, and install the latest firmware.",
    "Resetting. Hold the reset button for ten seconds to restore the factory settings. Your network name and "
    "password return to the values printed on the label.",
]


def write_sample(root: Path) -> Path:
    for rel, text in NOTES.items():
        path = root / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text + "\n", encoding="utf-8")
    _pdf(root / "Manuals" / "mesh-router-manual.pdf")
    _docx(root / "Letters" / "letter-to-internet-provider.docx")
    _mail(root / "Mail" / "outage.eml")
    _mail_store(root / "Mail" / "Local Folders")
    _scan(root / "Receipts" / "electronics-store-receipt.jpg")
    (root / "Web").mkdir(parents=True, exist_ok=True)
    (root / "Web" / "hiking-trip.html").write_text(
        "<html><head><title>Hiking trip</title></head><body><h1>Three days in the hills</h1>"
        "<p>Pack a rain jacket, two litres of water and the paper map; the ridge has no phone signal.</p>"
        "</body></html>",
        encoding="utf-8",
    )
    return root


def _pdf(path: Path) -> None:
    from fpdf import FPDF

    path.parent.mkdir(parents=True, exist_ok=True)
    pdf = FPDF()
    pdf.set_font("helvetica", size=12)
    for text in MANUAL_PAGES:
        pdf.add_page()
        pdf.multi_cell(0, 8, text)
    pdf.output(str(path))


def _docx(path: Path) -> None:
    import docx

    path.parent.mkdir(parents=True, exist_ok=True)
    document = docx.Document()
    document.add_heading("Complaint about repeated outages", level=1)
    document.add_paragraph(
        "Dear customer service, since March our internet connection has been cutting out several times a "
        "day, usually for a few minutes. We have already replaced the cable and restarted the modem."
    )
    document.save(str(path))


def _mail(path: Path) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    msg = EmailMessage()
    msg["From"] = "support@provider.example"
    msg["To"] = "me@example.org"
    msg["Subject"] = "Planned maintenance in your area"
    msg.set_content(
        "Between 01:00 and 05:00 on Thursday the network in your street is upgraded; "
        "your connection may be interrupted for up to an hour."
    )
    path.write_bytes(bytes(msg))


def _mail_store(folder: Path) -> None:
    """A Thunderbird folder: an mbox without a suffix, its .msf summary beside it."""
    import mailbox

    folder.mkdir(parents=True, exist_ok=True)
    box = mailbox.mbox(folder / "Inbox")
    for sender, subject, date, body in (
        (
            "Mesh Support <help@mesh.example>",
            "Your replacement router has shipped",
            "Mon, 09 Mar 2026 10:12:00 +0100",
            "The satellite unit that kept losing the connection is replaced free of charge under the "
            "warranty. Pair the new unit with the app, then keep it away from the microwave.",
        ),
        (
            "Anna Berg <anna@example.org>",
            "Sunday hike",
            "Fri, 13 Mar 2026 18:40:00 +0100",
            "Shall we do the ridge walk on Sunday? I'll bring the map and sandwiches.",
        ),
    ):
        msg = EmailMessage()
        msg["From"], msg["To"], msg["Subject"], msg["Date"] = sender, "me@example.org", subject, date
        msg["Message-ID"] = f"<{'-'.join(subject.lower().split())}@sample.example>"
        msg.set_content(body)
        box.add(msg)
    box.flush()
    box.close()
    (folder / "Inbox.msf").write_text('// <!-- <mdb:mork:z v="1.4"/> -->\n', encoding="utf-8")


RECEIPT = [
    "CITY ELECTRONICS",
    "Market Street 12",
    "",
    "Mesh WiFi system, 3 units   189.00",
    "Ethernet cable 5 m            9.90",
    "",
    "TOTAL EUR                   198.90",
    "Paid by card",
    "",
    "Keep this receipt: two years warranty",
    "on all devices from the date of purchase.",
]


def _scan(path: Path) -> None:
    """A receipt photographed with a phone: no text layer, only pixels (found through OCR)."""
    from PIL import Image, ImageDraw, ImageFilter, ImageFont

    from tools.ocr_samples import find_font

    font_path = find_font("en")
    font = ImageFont.truetype(str(font_path), 34) if font_path else ImageFont.load_default()
    page = Image.new("L", (1000, 860), 246)
    draw = ImageDraw.Draw(page)
    for i, line in enumerate(RECEIPT):
        draw.text((70, 50 + i * 66), line, fill=30, font=font)
    page = page.rotate(2.0, resample=Image.Resampling.BICUBIC, fillcolor=200, expand=True)
    page = page.filter(ImageFilter.GaussianBlur(0.6))
    path.parent.mkdir(parents=True, exist_ok=True)
    page.convert("RGB").save(path, quality=80, dpi=(200, 200))


if __name__ == "__main__":
    print(write_sample(Path(sys.argv[1] if len(sys.argv) > 1 else "Sample").expanduser()))
