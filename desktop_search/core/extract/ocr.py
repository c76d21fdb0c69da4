"""Optical character recognition: pixels to text, behind one small interface.

The engine is Tesseract through ``tesserocr`` (its wheels bundle libtesseract; the
language data, ``*.traineddata``, comes from the system or the package). It runs
in the extraction child only (:mod:`.sandbox`), one page per request, so the
child's time and memory limits hold for it too. :func:`availability` answers in
the parent without loading the engine: whether it can run, and which languages
are installed.

Swapping the engine means another :class:`OcrEngine` and another branch in
:func:`load_engine`; nothing else knows Tesseract.
"""

from __future__ import annotations

import importlib.util
import locale
import logging
import os
import re
import sys
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Protocol

from ..common import reasons

log = logging.getLogger(__name__)

ENGINE = "tesseract"
#: Below this mean word confidence (0-100) a page's text is taken as noise (a photo without words).
MIN_CONFIDENCE = 30
#: Images are scaled so their long side is at most this many pixels before recognition.
MAX_SIDE = 4200
#: ... and small images (screenshots at screen resolution) are doubled below this.
SMALL_SIDE = 1400
#: Pages photographed up to this many degrees off level are straightened.
SKEW_RANGE = 8.0
#: OSD orientation answers below this confidence are ignored.
MIN_ORIENTATION_CONFIDENCE = 1.5

# Where Tesseract's language data lives on the platforms the packages target.
_TESSDATA_DIRS = (
    "/usr/share/tesseract-ocr/5/tessdata",
    "/usr/share/tesseract-ocr/4.00/tessdata",
    "/usr/share/tessdata",
    "/usr/local/share/tessdata",
    "/opt/homebrew/share/tessdata",
    "/usr/local/share/tesseract-ocr/tessdata",
    "C:/Program Files/Tesseract-OCR/tessdata",
)
# ISO 639-1 (the locale's and py3langid's codes) -> Tesseract's language data names.
_TESSERACT_CODES = {
    "en": "eng", "de": "deu", "fr": "fra", "es": "spa", "it": "ita", "pt": "por", "nl": "nld",
    "zh": "chi_sim", "ja": "jpn", "ko": "kor", "ru": "rus", "pl": "pol", "sv": "swe", "da": "dan",
    "fi": "fin", "no": "nor", "nb": "nor", "cs": "ces", "tr": "tur", "ar": "ara", "hi": "hin",
    "el": "ell", "he": "heb", "uk": "ukr", "hu": "hun", "ro": "ron", "sk": "slk", "bg": "bul",
    "ca": "cat", "hr": "hrv", "vi": "vie", "th": "tha", "id": "ind",
}  # fmt: skip
_CJK = "\u2e80-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uffef"
_CJK_GAP = re.compile(f"(?<=[{_CJK}]) +(?=[{_CJK}])")
_BLANK_LINES = re.compile(r"\n{3,}")


@dataclass(frozen=True)
class Availability:
    """Whether OCR can run here, and if not, why (a sentence for the status and failure lists)."""

    available: bool
    reason: str = ""
    tessdata: str = ""
    languages: tuple[str, ...] = field(default_factory=tuple)  # installed, without "osd"
    orientation: bool = False  # OSD data installed


def find_tessdata() -> Path | None:
    """The folder of Tesseract's ``*.traineddata`` files: ``$TESSDATA_PREFIX``, a frozen app's own, or
    the usual system places."""
    candidates: list[Path] = []
    if env := os.environ.get("TESSDATA_PREFIX"):
        candidates += [Path(env), Path(env) / "tessdata"]
    if frozen := getattr(sys, "_MEIPASS", None):
        candidates.append(Path(frozen) / "tessdata")
    candidates += [Path(p) for p in _TESSDATA_DIRS]
    for folder in candidates:
        try:
            if any(folder.glob("*.traineddata")):
                return folder
        except OSError:
            continue
    return None


def availability() -> Availability:
    """Whether OCR can run, without loading the engine (cheap; for the parent process)."""
    if importlib.util.find_spec("tesserocr") is None:
        return Availability(False, reasons.OCR_NO_TESSEROCR())
    tessdata = find_tessdata()
    if tessdata is None:
        return Availability(False, reasons.OCR_NO_TESSDATA())
    installed = sorted(p.name.removesuffix(".traineddata") for p in tessdata.glob("*.traineddata"))
    languages = tuple(code for code in installed if code != "osd")
    if not languages:
        return Availability(False, reasons.OCR_NO_LANGUAGE_DATA(folder=tessdata))
    return Availability(True, "", str(tessdata), languages, "osd" in installed)


def default_languages(installed: Iterable[str], *, also: Iterable[str] = ()) -> tuple[str, ...]:
    """The system locale's language, English and ``also`` (ISO 639-1 codes, e.g. the languages found
    in the folders), as Tesseract codes, keeping only those installed."""
    wanted = ["eng"]
    for code in [_locale_language(), *also]:
        tess = _TESSERACT_CODES.get(code or "")
        if tess and tess not in wanted:
            wanted.append(tess)
    have = set(installed)
    return tuple(code for code in wanted if code in have)


def choose_languages(
    requested: Iterable[str], available: Availability, *, also: Iterable[str] = ()
) -> tuple[str, ...]:
    """The languages OCR uses: the requested ones that are installed, else the defaults."""
    have = set(available.languages)
    chosen = tuple(dict.fromkeys(code for code in requested if code in have))
    return chosen or default_languages(available.languages, also=also) or available.languages[:1]


def _locale_language() -> str:
    for name in ("LC_ALL", "LC_MESSAGES", "LANG"):
        if value := os.environ.get(name):
            return value.split("_")[0].split(".")[0].lower()
    try:
        code = locale.getlocale()[0] or ""
    except ValueError:
        code = ""
    return code.split("_")[0].lower()


# -- the engine (child process only) -------------------------------------------


class OcrEngine(Protocol):
    def recognise(self, image: Any) -> str:
        """The text in ``image`` (a PIL image), upright, or "" when there is none."""
        ...


class TesseractEngine:
    """Tesseract through tesserocr: one API object per language set, kept between pages."""

    def __init__(self, *, tessdata: str, languages: tuple[str, ...], orientation: bool) -> None:
        os.environ.setdefault("OMP_THREAD_LIMIT", "1")  # one core: the embedder has the others
        import tesserocr

        self._tesserocr = tesserocr
        self._api = tesserocr.PyTessBaseAPI(path=tessdata, lang="+".join(languages), psm=tesserocr.PSM.AUTO)
        self._osd = (
            tesserocr.PyTessBaseAPI(path=tessdata, lang="osd", psm=tesserocr.PSM.OSD_ONLY)
            if orientation
            else None
        )

    def recognise(self, image: Any) -> str:
        image = _prepare(image)
        image = image.rotate(self._orientation(image), expand=True)
        if angle := skew(image):
            image = image.rotate(angle, expand=True, fillcolor=255, resample=_bicubic())
        self._api.SetImage(image)
        text = self._api.GetUTF8Text()
        if self._api.MeanTextConf() < MIN_CONFIDENCE:
            return ""
        return tidy(text)

    def _orientation(self, image: Any) -> int:
        """Degrees (counter-clockwise) that turn ``image`` upright."""
        if self._osd is not None:
            self._osd.SetImage(image)
            try:
                found = self._osd.DetectOrientationScript()
            except RuntimeError:
                found = None
            if found and found.get("orient_conf", 0) >= MIN_ORIENTATION_CONFIDENCE:
                return int(found["orient_deg"])
            return 0
        # No OSD data: recognise a small copy each way round and keep the most confident.
        small = image.copy()
        small.thumbnail((1000, 1000))
        best, best_conf = 0, -1
        for angle in (0, 90, 180, 270):
            self._api.SetImage(small.rotate(angle, expand=True))
            self._api.GetUTF8Text()
            if (conf := self._api.MeanTextConf()) > best_conf:
                best, best_conf = angle, conf
        return best


def _prepare(image: Any) -> Any:
    """Grey, and scaled to a size Tesseract reads well."""
    from PIL import Image

    if image.mode not in ("L", "1"):
        if "A" in image.getbands() or image.mode == "P":
            rgba = image.convert("RGBA")
            background = Image.new("RGBA", rgba.size, (255, 255, 255, 255))
            image = Image.alpha_composite(background, rgba)
        image = image.convert("L")
    long_side = max(image.size)
    if long_side > MAX_SIDE:
        scale = MAX_SIDE / long_side
    elif long_side < SMALL_SIDE:
        scale = 2.0
    else:
        return image
    return image.resize(
        (max(1, round(image.width * scale)), max(1, round(image.height * scale))), Image.Resampling.LANCZOS
    )


def skew(image: Any) -> float:
    """Degrees (counter-clockwise) that level ``image``'s lines of text (within ±8°; 0 when level).

    Tesseract cuts a page photographed a few degrees off into pieces of lines; the angle at
    which the rows of ink are sharpest (the row profile varies most) levels them. 30 ms a page.
    """
    import numpy as np
    from PIL import Image, ImageOps

    small = image.copy()
    small.thumbnail((900, 900))
    ink = ImageOps.invert(small.convert("L")).point(lambda v: 255 if v > 100 else 0)
    best, best_score = 0.0, -1.0
    for angle in np.arange(-SKEW_RANGE, SKEW_RANGE + 0.01, 0.5):
        rows = np.asarray(ink.rotate(float(angle), resample=Image.Resampling.NEAREST), dtype=np.float32)
        score = float(np.var(np.diff(rows.sum(axis=1))))
        if score > best_score:
            best, best_score = float(angle), score
    return best


def _bicubic() -> Any:
    from PIL import Image

    return Image.Resampling.BICUBIC


def tidy(text: str) -> str:
    """Tesseract's output as text: no spaces between CJK characters, no runs of blank lines."""
    lines = [line.strip() for line in text.replace("\f", "\n").splitlines()]
    text = _BLANK_LINES.sub("\n\n", "\n".join(lines)).strip()
    return _CJK_GAP.sub("", text)


_engines: dict[tuple[str, ...], OcrEngine] = {}


def load_engine(languages: tuple[str, ...]) -> OcrEngine:
    """The engine for ``languages``, loaded once per child; raises OcrUnavailable."""
    engine = _engines.get(languages)
    if engine is None:
        found = availability()
        if not found.available:
            raise OcrUnavailable(found.reason)
        missing = [code for code in languages if code not in found.languages]
        if missing:
            raise OcrUnavailable(reasons.OCR_LANGUAGES_MISSING(languages=", ".join(missing)))
        engine = TesseractEngine(tessdata=found.tessdata, languages=languages, orientation=found.orientation)
        _engines[languages] = engine
    return engine


class OcrUnavailable(RuntimeError):
    """OCR cannot run here (no engine, no language data)."""
