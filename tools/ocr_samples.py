"""Test pages for OCR, rendered with a real font: English, German and Chinese, clean and degraded.

Every function is deterministic (fixed seeds) and returns the image (or the file it
wrote) together with its ground-truth text, so a test or a benchmark can compare what
an engine read against what was drawn. The tests (issue 15) and ``bench/ocr.py`` import
it from here; ``python tools/ocr_samples.py DIR`` writes every sample to look at.

Fonts: Latin text needs DejaVu Sans (Debian ``fonts-dejavu-core``), Chinese a CJK font:
WenQuanYi Zen Hei (``fonts-wqy-zenhei``), Noto Sans CJK (``fonts-noto-cjk``) or Droid
Sans Fallback (``fonts-droid-fallback``), whichever is found first. :func:`find_font`
returns ``None`` when none is installed, so a test can skip with that reason.

Variants (:data:`VARIANTS`): ``clean`` (300 dpi), ``clean150`` (150 dpi), ``blur``
(Gaussian), ``noise`` (Gaussian noise and specks), ``skew`` (rotated 4 degrees), ``photo``
(a phone photo: perspective warp, uneven lighting, slight blur, JPEG), and ``rot90`` /
``rot180`` for orientation detection.
"""

from __future__ import annotations

import io
import struct
import sys
import unicodedata
import zlib
from pathlib import Path

import numpy as np
from PIL import Image, ImageDraw, ImageFilter, ImageFont

TEXTS = {
    "en": (
        "Invoice 2291 from the Harbour Street bakery. Thank you for ordering the wedding cake "
        "and forty almond croissants. The delivery van will arrive on Saturday morning between "
        "eight and nine. Please pay the remaining balance of 184.50 euros within fourteen days "
        "by bank transfer, quoting the invoice number. Keep this receipt for the warranty on "
        "the cake stand, which may be returned undamaged within one month."
    ),
    "de": (
        "Mietvertrag für die Wohnung in der Große Straße 17, drittes Obergeschoss. Die "
        "monatliche Miete beträgt 845 Euro zuzüglich Nebenkosten für Heizung, Müllabfuhr und "
        "Treppenhausreinigung. Die Kaution in Höhe von drei Monatsmieten ist vor der Übergabe "
        "der Schlüssel zu überweisen. Schäden an Fußböden, Türen und Fenstern müssen "
        "unverzüglich gemeldet werden. Haustiere sind nur mit schriftlicher Zustimmung erlaubt."
    ),
    "zh": (
        "这是一份体检报告的摘要。受检者在上午八点空腹抽血，血糖和血脂均在正常范围内。"
        "医生建议每周至少运动三次，每次三十分钟以上，并减少油炸食品和含糖饮料的摄入。"
        "视力检查显示左眼轻度近视，需要在半年后复查。心电图结果正常，血压略高，"
        "请注意休息，保持良好的睡眠习惯，必要时到内科门诊咨询。"
    ),
}

LATIN_FONTS = (
    "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
    "/Library/Fonts/Arial.ttf",
    "C:/Windows/Fonts/arial.ttf",
)
CJK_FONTS = (
    "/usr/share/fonts/truetype/wqy/wqy-zenhei.ttc",
    "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc",
    "/usr/share/fonts/truetype/droid/DroidSansFallbackFull.ttf",
    "C:/Windows/Fonts/msyh.ttc",
    "/System/Library/Fonts/PingFang.ttc",
)

VARIANTS = ("clean", "clean150", "blur", "noise", "skew", "photo", "rot90", "rot180")

_CJK_LANGS = frozenset({"zh", "ja"})


def find_font(lang: str) -> Path | None:
    """The first installed font that draws ``lang``'s script, or ``None``."""
    for candidate in CJK_FONTS if lang in _CJK_LANGS else LATIN_FONTS:
        path = Path(candidate)
        if path.is_file():
            return path
    return None


def normalise(text: str, lang: str) -> str:
    """The form texts are compared in: NFKC, whitespace collapsed (removed for Chinese)."""
    text = unicodedata.normalize("NFKC", text)
    if lang in _CJK_LANGS:
        return "".join(text.split())
    return " ".join(text.split())


def _wrap(text: str, font: ImageFont.FreeTypeFont, width: int, lang: str) -> list[str]:
    """Greedy line breaking: at spaces for Latin text, between any two characters for Chinese."""
    tokens = list(text) if lang in _CJK_LANGS else text.split(" ")
    joiner = "" if lang in _CJK_LANGS else " "
    lines: list[str] = []
    line = ""
    for token in tokens:
        trial = f"{line}{joiner}{token}" if line else token
        if line and font.getlength(trial) > width:
            lines.append(line)
            line = token
        else:
            line = trial
    if line:
        lines.append(line)
    return lines


def render_text(
    text: str, *, lang: str, dpi: int = 300, width_in: float = 6.5, font_pt: float = 11.0
) -> Image.Image:
    """``text`` typeset in a column ``width_in`` inches wide at ``dpi``, with half-inch margins (L mode).

    The page is as tall as the text needs, so one paragraph is a small image; the
    pixel scale (a 11 pt font at 150 or 300 dpi) is that of a scanned letter.
    """
    font_path = find_font(lang)
    if font_path is None:
        raise FileNotFoundError(f"no font for {lang!r}: install fonts-dejavu-core and fonts-wqy-zenhei")
    font = ImageFont.truetype(str(font_path), size=round(font_pt / 72 * dpi))
    margin = dpi // 2
    column = round(width_in * dpi)
    lines = _wrap(text, font, column, lang)
    line_height = round(font_pt / 72 * dpi * 1.45)
    image = Image.new("L", (column + 2 * margin, len(lines) * line_height + 2 * margin), 255)
    image.info["dpi"] = (dpi, dpi)
    draw = ImageDraw.Draw(image)
    for row, line in enumerate(lines):
        draw.text((margin, margin + row * line_height), line, font=font, fill=0)
    return image


def full_page(lang: str, *, dpi: int = 300) -> tuple[Image.Image, str]:
    """A whole A4 page (8.27 x 11.69 in) of ``lang`` paragraphs, for pages-per-second figures."""
    paragraph = TEXTS[lang]
    font_pt = 11.0
    per_page = int((11.69 - 1.0) / (font_pt / 72 * 1.45))
    probe = ImageFont.truetype(str(find_font(lang)), size=round(font_pt / 72 * dpi))
    lines_per_paragraph = len(_wrap(paragraph, probe, round(7.27 * dpi), lang)) + 1
    count = max(1, per_page // lines_per_paragraph)
    text = ("\n" if lang in _CJK_LANGS else " ").join([paragraph] * count)
    page = Image.new("L", (round(8.27 * dpi), round(11.69 * dpi)), 255)
    body = Image.new("L", page.size, 255)
    offset = 0
    for _ in range(count):
        block = render_text(paragraph, lang=lang, dpi=dpi, width_in=7.27, font_pt=font_pt)
        block = block.crop((0, 0 if offset == 0 else dpi // 2, block.width, block.height - dpi // 2))
        body.paste(block, (0, offset))
        offset += block.height + round(font_pt / 72 * dpi * 1.45)
    page.paste(body, (0, 0))
    page.info["dpi"] = (dpi, dpi)
    return page, text


def _noisy(image: Image.Image, rng: np.random.Generator) -> Image.Image:
    pixels = np.asarray(image, dtype=np.float32)
    pixels = pixels + rng.normal(0.0, 40.0, pixels.shape)
    specks = rng.random(pixels.shape)
    pixels[specks < 0.004] = 0
    pixels[specks > 0.996] = 255
    return Image.fromarray(np.clip(pixels, 0, 255).astype(np.uint8), "L")


def _perspective_coefficients(src: list[tuple[float, float]], dst: list[tuple[float, float]]) -> list[float]:
    """Coefficients for ``Image.transform(PERSPECTIVE)`` mapping output corners ``dst`` to input ``src``."""
    matrix = []
    for (x, y), (u, v) in zip(dst, src, strict=True):
        matrix.append([x, y, 1, 0, 0, 0, -u * x, -u * y])
        matrix.append([0, 0, 0, x, y, 1, -v * x, -v * y])
    rhs = np.array([c for point in src for c in point], dtype=np.float64)
    return [float(c) for c in np.linalg.solve(np.array(matrix, dtype=np.float64), rhs)]


def _photo(image: Image.Image, rng: np.random.Generator) -> Image.Image:
    """A phone photo of the page: seen at an angle, lit from one side, a little soft, JPEG-compressed."""
    width, height = image.size
    pad = round(0.08 * width)
    canvas = Image.new("L", (width + 2 * pad, height + 2 * pad), 120)
    canvas.paste(image, (pad, pad))
    w, h = canvas.size
    jitter = rng.uniform(0.03, 0.08, size=8)
    dst = [
        (jitter[0] * w, jitter[1] * h),
        (w - jitter[2] * w * 2.0, jitter[3] * h),
        (w - jitter[4] * w, h - jitter[5] * h),
        (jitter[6] * w * 2.0, h - jitter[7] * h),
    ]
    src = [(0.0, 0.0), (float(w), 0.0), (float(w), float(h)), (0.0, float(h))]
    warped = canvas.transform(
        (w, h),
        Image.Transform.PERSPECTIVE,
        _perspective_coefficients(src, dst),
        Image.Resampling.BICUBIC,
        fillcolor=90,
    )
    xs = np.linspace(0.0, 1.0, w, dtype=np.float32)[None, :]
    ys = np.linspace(0.0, 1.0, h, dtype=np.float32)[:, None]
    light = 0.55 + 0.45 * (1.0 - 0.6 * xs) * (1.0 - 0.3 * ys)
    pixels = np.asarray(warped, dtype=np.float32) * light + rng.normal(0.0, 6.0, (h, w))
    shot = Image.fromarray(np.clip(pixels, 0, 255).astype(np.uint8), "L").filter(
        ImageFilter.GaussianBlur(1.0)
    )
    buffer = io.BytesIO()
    shot.convert("RGB").save(buffer, "JPEG", quality=70)
    buffer.seek(0)
    return Image.open(buffer).convert("RGB")


def sample(lang: str, variant: str = "clean", *, seed: int = 0) -> tuple[Image.Image, str]:
    """The ``lang`` paragraph in ``variant`` (one of :data:`VARIANTS`) and its ground truth."""
    if variant not in VARIANTS:
        raise ValueError(f"unknown variant {variant!r}; one of {', '.join(VARIANTS)}")
    text = TEXTS[lang]
    rng = np.random.default_rng(seed + VARIANTS.index(variant) * 101 + sorted(TEXTS).index(lang))
    dpi = 150 if variant == "clean150" else 300
    image = render_text(text, lang=lang, dpi=dpi)
    if variant == "blur":
        image = image.filter(ImageFilter.GaussianBlur(2.0))
    elif variant == "noise":
        image = _noisy(image, rng)
    elif variant == "skew":
        image = image.rotate(4.0, resample=Image.Resampling.BICUBIC, expand=True, fillcolor=255)
    elif variant == "photo":
        image = _photo(image, rng)
    elif variant == "rot90":
        image = image.transpose(Image.Transpose.ROTATE_90)
    elif variant == "rot180":
        image = image.transpose(Image.Transpose.ROTATE_180)
    image.info["dpi"] = (dpi, dpi)
    return image, text


def image_pdf(
    path: Path, *, langs: tuple[str, ...] = ("en", "de"), variant: str = "clean"
) -> tuple[Path, list[str]]:
    """A PDF with one scanned page per language and no text layer; returns it and each page's text."""
    pages = [sample(lang, variant) for lang in langs]
    first, *rest = [image.convert("RGB") for image, _ in pages]
    first.save(path, "PDF", save_all=True, append_images=rest, resolution=300.0)
    return path, [text for _, text in pages]


def multipage_tiff(path: Path, *, langs: tuple[str, ...] = ("en", "de", "zh")) -> tuple[Path, list[str]]:
    """A multi-page TIFF (fax-like 1-bit, Group 4), one page per language; returns it and the texts."""
    pages = [sample(lang) for lang in langs]
    first, *rest = [image.point(lambda v: 255 if v > 128 else 0).convert("1") for image, _ in pages]
    first.save(path, "TIFF", save_all=True, append_images=rest, compression="group4", dpi=(300, 300))
    return path, [text for _, text in pages]


def _png_chunk(kind: bytes, data: bytes) -> bytes:
    return (
        struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)
    )


def decompression_bomb_png(path: Path, *, side: int = 40_000) -> tuple[Path, str]:
    """A valid all-white 1-bit PNG of ``side`` x ``side`` pixels in a small file.

    40,000 x 40,000 is 1.6 G pixels (Pillow refuses more than 179 M at open), 200 MB as
    1-bit rows and over 1.6 GB once decoded to 8-bit, in a file of about 200 KB. Its text is empty.
    """
    row = b"\x00" + b"\xff" * ((side + 7) // 8)
    squeeze = zlib.compressobj(9)
    rows = row * 256
    body = bytearray()
    for _ in range(side // 256):
        body += squeeze.compress(rows)
    body += squeeze.compress(row * (side % 256))
    body += squeeze.flush()
    header = struct.pack(">IIBBBBB", side, side, 1, 0, 0, 0, 0)
    with open(path, "wb") as fh:
        fh.write(b"\x89PNG\r\n\x1a\n")
        fh.write(_png_chunk(b"IHDR", header))
        fh.write(_png_chunk(b"IDAT", bytes(body)))
        fh.write(_png_chunk(b"IEND", b""))
    return path, ""


def truncated_jpeg(path: Path, *, lang: str = "en", keep: float = 0.5) -> tuple[Path, str]:
    """The ``lang`` page as a JPEG cut after ``keep`` of its bytes; returns it and the full text."""
    image, text = sample(lang)
    buffer = io.BytesIO()
    image.save(buffer, "JPEG", quality=85)
    data = buffer.getvalue()
    path.write_bytes(data[: int(len(data) * keep)])
    return path, text


def main(argv: list[str]) -> int:
    if len(argv) != 1:
        print("usage: python tools/ocr_samples.py OUTPUT_DIR", file=sys.stderr)
        return 2
    out = Path(argv[0])
    out.mkdir(parents=True, exist_ok=True)
    for lang, text in TEXTS.items():
        for variant in VARIANTS:
            image, _ = sample(lang, variant)
            image.save(out / f"{lang}-{variant}.png")
        (out / f"{lang}.txt").write_text(text + "\n", encoding="utf-8")
    image_pdf(out / "scan.pdf")
    multipage_tiff(out / "fax.tiff")
    decompression_bomb_png(out / "bomb.png")
    truncated_jpeg(out / "truncated.jpg")
    print(f"wrote samples to {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
