"""Small images and scanned PDFs with known text, rendered with real fonts (for OCR tests and
``bench/ocr_order.py``), and broken or hostile images for the pixel readers' limits."""

from __future__ import annotations

import random
import struct
import textwrap
import zlib
from pathlib import Path

from PIL import Image, ImageDraw, ImageFilter, ImageFont

LATIN_FONT = Path("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf")
CJK_FONTS = (
    Path("/usr/share/fonts/truetype/wqy/wqy-zenhei.ttc"),
    Path("/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc"),
)


def cjk_font() -> Path | None:
    return next((f for f in CJK_FONTS if f.is_file()), None)


def render(
    text: str, *, font: Path = LATIN_FONT, size: int = 30, width: int = 1300, cjk: bool = False
) -> Image.Image:
    """``text`` on a white page, wrapped; a CJK text is wrapped by characters."""
    face = ImageFont.truetype(str(font), size)
    lines = [text[i : i + 28] for i in range(0, len(text), 28)] if cjk else textwrap.wrap(text, 60)
    image = Image.new("RGB", (width, 120 + len(lines) * int(size * 1.8)), "white")
    draw = ImageDraw.Draw(image)
    for i, line in enumerate(lines):
        draw.text((70, 60 + i * int(size * 1.8)), line, font=face, fill=(20, 20, 20))
    return image


def photo_like(image: Image.Image, *, angle: float = 3.0, seed: int = 1) -> Image.Image:
    """A slightly skewed, blurred, noisy, unevenly lit copy: like a phone photo of a page."""
    rng = random.Random(seed)
    skewed = image.convert("L").rotate(angle, expand=True, fillcolor=235, resample=Image.Resampling.BICUBIC)
    skewed = skewed.filter(ImageFilter.GaussianBlur(0.8))
    pixels = skewed.load()
    width, height = skewed.size
    for y in range(height):
        shade = int(25 * y / height)
        for x in range(0, width):
            pixels[x, y] = max(0, min(255, pixels[x, y] - shade + rng.randint(-18, 18)))
    return skewed


def image_pdf(path: Path, pages: list[Image.Image]) -> Path:
    """A PDF of images only (no text layer), one per page, as a scanner makes them."""
    first, *rest = [p.convert("RGB") for p in pages]
    first.save(path, "PDF", resolution=150, save_all=True, append_images=rest)
    return path


def decompression_bomb_png(path: Path, *, side: int = 40_000) -> Path:
    """A tiny PNG that declares ``side`` × ``side`` pixels (decoding it would take gigabytes)."""

    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))

    header = struct.pack(">IIBBBBB", side, side, 8, 0, 0, 0, 0)
    row = b"\x00" + b"\xff" * side
    body = zlib.compress(row * 64, 9)
    path.write_bytes(
        b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", body) + chunk(b"IEND", b"")
    )
    return path


def truncated_jpeg(path: Path, image: Image.Image, *, keep: float = 0.4) -> Path:
    """``image`` as a JPEG cut off part way (a download that stopped)."""
    image.save(path, "JPEG", quality=85)
    data = path.read_bytes()
    path.write_bytes(data[: int(len(data) * keep)])
    return path


def hostile_exif_jpeg(path: Path, *, entries: int = 5000) -> Path:
    """A small JPEG whose EXIF block lists ``entries`` tags, each claiming more data than the file
    holds: Pillow warns once per tag (a distinct message each) while it reads them."""
    import struct

    tiff = bytearray(b"II*\x00" + struct.pack("<I", 8) + struct.pack("<H", entries))
    for i in range(entries):
        tiff += struct.pack("<HHII", 40000 + i, 7, 100_000 + i, 8)  # UNDEFINED, too long, at offset 8
    tiff += struct.pack("<I", 0)
    Image.new("RGB", (32, 32), "white").save(path, "JPEG", exif=b"Exif\x00\x00" + bytes(tiff))
    return path
