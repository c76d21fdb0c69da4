"""OCR engines compared on generated pages (issue 15, item 1): error rate, speed, memory, size, shipping.

Each engine runs in a fresh child process (so its peak memory is its own) with a fixed
number of threads, on the pages ``tools/ocr_samples.py`` renders: an English, a German
and a Chinese paragraph, clean and degraded, and rotated by 90 and 180 degrees. It prints

* the character error rate (edit distance / reference length, after NFKC and whitespace
  normalisation; Chinese with no whitespace at all) per language and variant;
* the seconds per paragraph image, and full A4 pages per second at 150 and 300 dpi;
* the model load time and the child's peak resident memory;
* the install size: the engine's wheels and models as installed (packages the app
  already has, numpy and Pillow, not counted), the Tesseract language data, and the
  Debian packages' installed size;
* whether the engine's packages exist for Linux, Windows and macOS;
* the OCR throughput while indexing: pages recognised per second through ``Engine.index`` on
  a folder of ``--index-pages`` different scanned A4 pages (English, 300 dpi PNG), next to the
  app's own engine (orientation, deskew, Tesseract) called directly on the same pages.

    .venv/bin/python bench/ocr.py [--engines tesserocr,rapidocr-onnxruntime,rapidocr]
        [--langs en,de,zh] [--variants clean,blur,...] [--threads 1] [--no-pages] [--index-pages 6]

``--engines ''`` leaves the engine table out (only the indexing figure); ``--index-pages 0``
leaves the indexing figure out.

An engine whose package or data is missing is skipped with a line saying why.
Tesseract language data comes from ``TESSDATA_PREFIX`` or the Debian path
(``apt-get install tesseract-ocr-eng tesseract-ocr-deu tesseract-ocr-chi-sim tesseract-ocr-osd``).
"""

from __future__ import annotations

import argparse
import concurrent.futures
import importlib.metadata
import multiprocessing
import os
import resource
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import common  # bench/common.py (this script's folder is on the path)
from PIL import ImageDraw, ImageFont

from tools.ocr_samples import TEXTS, VARIANTS, find_font, full_page, normalise, sample

TESSDATA_DIRS = ("/usr/share/tesseract-ocr/5/tessdata", "/usr/share/tesseract-ocr/4.00/tessdata")
TESS_LANG = {"en": "eng", "de": "deu", "zh": "chi_sim"}
# What each engine installs besides what the app already has (numpy, Pillow).
DISTS = {
    "tesserocr": ["tesserocr"],
    "pytesseract": ["pytesseract"],
    "rapidocr-onnxruntime": [
        "rapidocr-onnxruntime",
        "onnxruntime",
        "opencv-python-headless",
        "shapely",
        "pyclipper",
        "pyyaml",
        "six",
        "tqdm",
        "flatbuffers",
        "protobuf",
    ],
    "rapidocr": [
        "rapidocr",
        "onnxruntime",
        "opencv-python-headless",
        "shapely",
        "pyclipper",
        "pyyaml",
        "six",
        "tqdm",
        "omegaconf",
        "antlr4-python3-runtime",
        "colorlog",
        "requests",
        "flatbuffers",
        "protobuf",
    ],
}
DEBS = {
    "tesserocr": ["tesseract-ocr-eng", "tesseract-ocr-osd", "tesseract-ocr-deu", "tesseract-ocr-chi-sim"],
    "pytesseract": [
        "tesseract-ocr",
        "libtesseract5",
        "liblept5",
        "libarchive13",
        "tesseract-ocr-eng",
        "tesseract-ocr-osd",
        "tesseract-ocr-deu",
        "tesseract-ocr-chi-sim",
    ],
}
SHIPPING = {
    "tesserocr": "wheels bundle libtesseract 5.5 + leptonica: manylinux x86_64/aarch64, win_amd64, "
    "macOS 15 arm64 (no mac x86_64 wheel); traineddata shipped by us (or Debian tesseract-ocr-*)",
    "pytesseract": "needs the tesseract executable: Debian dependency; Windows/macOS must bundle a "
    "tesseract build (UB-Mannheim installer / Homebrew), no wheel carries it",
    "rapidocr-onnxruntime": "pure-Python wheel + onnxruntime/opencv/shapely/pyclipper wheels on all three; "
    "models inside the wheel (collect its data in PyInstaller); Python < 3.13; pulls opencv-python "
    "(Qt plugins; swap for -headless)",
    "rapidocr": "pure-Python wheel; onnxruntime installed separately; only the default ch/en PP-OCRv6 "
    "models are in the wheel, any other model is downloaded at first use",
}


# ---------------------------------------------------------------- engines (run in the child)


def _tessdata() -> str:
    for candidate in (os.environ.get("TESSDATA_PREFIX", ""), *TESSDATA_DIRS):
        if candidate and Path(candidate, "eng.traineddata").is_file():
            return candidate
    raise FileNotFoundError("no eng.traineddata: apt-get install tesseract-ocr-eng (or set TESSDATA_PREFIX)")


def _osd_turn(api: Any, image: Any) -> int:
    """Degrees to rotate ``image`` counter-clockwise so its text is upright, by Tesseract's OSD."""
    api.SetImage(image)
    found = api.DetectOrientationScript()
    return int(found["orient_deg"]) if found else 0


def _make_tesserocr(threads: int) -> Callable[[Any, str, bool], str]:
    import tesserocr

    tessdata = _tessdata()
    apis: dict[str, Any] = {}
    osd = tesserocr.PyTessBaseAPI(path=tessdata, lang="osd", psm=tesserocr.PSM.OSD_ONLY)

    def run(image: Any, lang: str, orient: bool) -> str:
        dpi = round(image.info.get("dpi", (300, 300))[0])
        if orient:
            turn = _osd_turn(osd, image)
            if turn:
                image = image.rotate(
                    turn, expand=True, fillcolor=255 if image.mode == "L" else (255, 255, 255)
                )
        code = TESS_LANG[lang]
        if code not in apis:
            apis[code] = tesserocr.PyTessBaseAPI(path=tessdata, lang=code, psm=tesserocr.PSM.AUTO)
        api = apis[code]
        api.SetImage(image)
        # Without the resolution Tesseract assumes 70 dpi and its layout analysis fails on Chinese.
        api.SetSourceResolution(dpi)
        return str(api.GetUTF8Text())

    return run


def _make_pytesseract(threads: int) -> Callable[[Any, str, bool], str]:
    import pytesseract

    _tessdata()

    def run(image: Any, lang: str, orient: bool) -> str:
        if orient:
            found = pytesseract.image_to_osd(image, output_type=pytesseract.Output.DICT)
            turn = int(found.get("rotate", 0))
            if turn:
                image = image.rotate(
                    -turn, expand=True, fillcolor=255 if image.mode == "L" else (255, 255, 255)
                )
        return str(pytesseract.image_to_string(image, lang=TESS_LANG[lang]))

    return run


def _join(lines: list[str], lang: str) -> str:
    return ("" if lang == "zh" else " ").join(lines)


def _make_rapidocr_onnxruntime(threads: int) -> Callable[[Any, str, bool], str]:
    import numpy as np
    from rapidocr_onnxruntime import RapidOCR

    engine = RapidOCR(intra_op_num_threads=threads, inter_op_num_threads=1)

    def run(image: Any, lang: str, orient: bool) -> str:
        result, _ = engine(np.asarray(image.convert("RGB"))[:, :, ::-1], use_cls=orient)
        return _join([line[1] for line in result or []], lang)

    return run


def _make_rapidocr(threads: int) -> Callable[[Any, str, bool], str]:
    import numpy as np
    from rapidocr import RapidOCR

    engine = RapidOCR(
        params={
            "Global.log_level": "error",
            "EngineConfig.onnxruntime.intra_op_num_threads": threads,
            "EngineConfig.onnxruntime.inter_op_num_threads": 1,
        }
    )

    def run(image: Any, lang: str, orient: bool) -> str:
        out = engine(np.asarray(image.convert("RGB"))[:, :, ::-1], use_cls=orient)
        return _join(list(out.txts or ()), lang)

    return run


ENGINES: dict[str, Callable[[int], Callable[[Any, str, bool], str]]] = {
    "tesserocr": _make_tesserocr,
    "pytesseract": _make_pytesseract,
    "rapidocr-onnxruntime": _make_rapidocr_onnxruntime,
    "rapidocr": _make_rapidocr,
}


def edit_distance(a: str, b: str) -> int:
    """Levenshtein distance between two strings (insertions, deletions, substitutions)."""
    if len(a) < len(b):
        a, b = b, a
    previous = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        current = [i]
        for j, cb in enumerate(b, 1):
            current.append(min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (ca != cb)))
        previous = current
    return previous[-1]


def cer(reference: str, hypothesis: str, lang: str) -> float:
    ref, hyp = normalise(reference, lang), normalise(hypothesis, lang)
    return edit_distance(ref, hyp) / max(1, len(ref))


def _installed_mb(dists: list[str]) -> float:
    total = 0
    for name in dists:
        try:
            files = importlib.metadata.distribution(name).files or []
        except importlib.metadata.PackageNotFoundError:
            continue
        for file in files:
            path = Path(str(file.locate()))
            if path.is_file():
                total += path.stat().st_size
    return total / 1e6


def measure(name: str, *, langs: list[str], variants: list[str], threads: int, pages: bool) -> dict[str, Any]:
    """Runs in the child: every sample through engine ``name``; returns rows and figures."""
    os.environ["OMP_THREAD_LIMIT"] = str(threads)
    started = time.perf_counter()
    run = ENGINES[name](threads)
    load_s = time.perf_counter() - started
    rows = []
    for lang in langs:
        for variant in variants:
            image, text = sample(lang, variant)
            started = time.perf_counter()
            got = run(image, lang, variant.startswith("rot"))
            seconds = time.perf_counter() - started
            rows.append(
                {"lang": lang, "variant": variant, "cer": cer(text, got, lang), "s": seconds, "text": got}
            )
    page_rate = {}
    if pages:
        for dpi in (150, 300):
            image, text = full_page("en", dpi=dpi)
            started = time.perf_counter()
            got = run(image, "en", False)
            page_rate[dpi] = (1.0 / (time.perf_counter() - started), cer(text, got, "en"))
    tessdata_mb = 0.0
    if "tess" in name:
        tessdata = Path(_tessdata())
        tessdata_mb = sum(
            (tessdata / f"{code}.traineddata").stat().st_size for code in (*TESS_LANG.values(), "osd")
        )
        tessdata_mb /= 1e6
    return {
        "rows": rows,
        "load_s": load_s,
        "pages": page_rate,
        "rss_mb": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024,
        "wheel_mb": _installed_mb(DISTS[name]),
        "tessdata_mb": tessdata_mb,
    }


# ---------------------------------------------------------------- report (in the parent)


def _deb_mb(packages: list[str]) -> float | None:
    if not packages or shutil.which("dpkg-query") is None:
        return None
    out = subprocess.run(
        ["dpkg-query", "-W", "-f=${Installed-Size}\n", *packages], capture_output=True, text=True, check=False
    )
    sizes = [int(v) for v in out.stdout.split() if v.isdigit()]
    return sum(sizes) / 1024 if len(sizes) == len(packages) else None


def machine_line(threads: int) -> str:
    return f"{common.machine_line()}; each engine limited to {threads} thread(s)"


def _mean_cer(result: dict[str, Any], lang: str) -> float:
    rates = [row["cer"] for row in result["rows"] if row["lang"] == lang]
    return sum(rates) / max(1, len(rates))


def _version(name: str) -> str:
    try:
        return importlib.metadata.version(name)
    except importlib.metadata.PackageNotFoundError:
        return "?"


# -- OCR throughput while indexing -------------------------------------------------------------


def scanned_pages(folder: Path, count: int, *, dpi: int = 300) -> list[Path]:
    """``count`` scanned A4 pages of English as PNG files, each numbered at its foot so that no two
    have the same content (the OCR cache would otherwise answer for all but the first)."""
    page, _ = full_page("en", dpi=dpi)
    font = ImageFont.truetype(str(find_font("en")), size=round(11 / 72 * dpi))
    paths = []
    for number in range(1, count + 1):
        image = page.copy()
        ImageDraw.Draw(image).text(
            (dpi // 2, page.height - dpi * 2 // 5), f"Page {number} of {count}", font=font, fill=0
        )
        path = folder / f"scan-{number:03}.png"
        image.save(path, dpi=(dpi, dpi))
        paths.append(path)
    return paths


def engine_alone(files: list[str]) -> float:
    """Pages per second of the app's OCR engine called directly, one page after another (in a child)."""
    from PIL import Image

    from desktop_search.core.extract import ocr

    engine = ocr.load_engine(("eng",))
    started = time.perf_counter()
    for name in files:
        with Image.open(name) as image:
            engine.recognise(image)
    return len(files) / (time.perf_counter() - started)


def through_index(folder: str, data: str) -> dict[str, Any]:
    """``Engine.index`` on ``folder`` with OCR in English: pages recognised, seconds (in a child)."""
    from desktop_search.core.common.config import Paths
    from desktop_search.core.common.settings import Settings
    from desktop_search.core.engine import Engine
    from desktop_search.core.models.builtin import ensure_default_model

    model = ensure_default_model(Paths.resolve().ensure().models_dir)
    paths = Paths.resolve(data).ensure()
    Settings.update(paths.settings_path, ocr_languages=["eng"])
    with Engine(paths, model_path=model) as engine:
        started = time.perf_counter()
        report = engine.index([Path(folder)])
        seconds = time.perf_counter() - started
    if report.files_failed:
        raise RuntimeError(f"{report.files_failed} files failed: {report.errors[:3]}")
    return {"pages": report.pages_recognised, "chunks": report.chunks_added, "seconds": seconds}


def indexing_figure(count: int) -> None:
    """Print pages per second through the pipeline next to the engine alone, on the same pages."""
    if find_font("en") is None:
        print("\nOCR throughput while indexing: skipped (no Latin font: apt-get install fonts-dejavu-core)")
        return
    spawn = multiprocessing.get_context("spawn")
    with tempfile.TemporaryDirectory(prefix="bench-ocr-") as tmp:
        folder = Path(tmp) / "scans"
        folder.mkdir()
        files = [str(p) for p in scanned_pages(folder, count)]
        with concurrent.futures.ProcessPoolExecutor(max_workers=1, mp_context=spawn) as pool:
            alone = pool.submit(engine_alone, files).result()
        with concurrent.futures.ProcessPoolExecutor(max_workers=1, mp_context=spawn) as pool:
            indexed = pool.submit(through_index, str(folder), str(Path(tmp) / "data")).result()
    rate = indexed["pages"] / indexed["seconds"]
    print(f"\nOCR throughput while indexing ({count} different English A4 pages at 300 dpi, OCR in eng)")
    print(f"{'OCR engine alone (orientation, deskew, Tesseract)':60} {alone:6.2f} pages/s")
    print(
        f"{'through Engine.index (extraction child, cache, embedding)':60} {rate:6.2f} pages/s "
        f"({indexed['pages']} pages, {indexed['chunks']} chunks in {indexed['seconds']:.1f} s; "
        f"{rate / alone:.0%} of the engine alone)"
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--engines", default="tesserocr,rapidocr-onnxruntime,rapidocr")
    parser.add_argument("--langs", default=",".join(TEXTS))
    parser.add_argument("--variants", default=",".join(VARIANTS))
    parser.add_argument("--threads", type=int, default=1)
    parser.add_argument("--no-pages", action="store_true", help="skip the full A4 page timings")
    parser.add_argument("--show-text", action="store_true", help="print what each engine read")
    parser.add_argument(
        "--index-pages", type=int, default=6, help="scanned pages for the indexing figure (0: leave it out)"
    )
    args = parser.parse_args(argv)
    langs = args.langs.split(",")
    variants = args.variants.split(",")
    print(machine_line(args.threads))
    results: dict[str, dict[str, Any]] = {}
    spawn = multiprocessing.get_context("spawn")
    for name in filter(None, args.engines.split(",")):
        if name not in ENGINES:
            print(f"{name}: unknown engine (one of {', '.join(ENGINES)})")
            continue
        with concurrent.futures.ProcessPoolExecutor(max_workers=1, mp_context=spawn) as pool:
            job = pool.submit(
                measure, name, langs=langs, variants=variants, threads=args.threads, pages=not args.no_pages
            )
            try:
                results[name] = job.result()
            except Exception as exc:
                print(f"{name}: skipped ({type(exc).__name__}: {exc})")
    if not results:
        if args.index_pages:
            indexing_figure(args.index_pages)
        return 1 if args.engines else 0

    names = list(results)
    print("\nCharacter error rate (lower is better; rot* with the engine's orientation detection on)")
    header = f"{'lang':4} {'variant':9} " + " ".join(f"{n:>22}" for n in names)
    print(header)
    for lang in langs:
        for variant in variants:
            cells = []
            for name in names:
                row = next(r for r in results[name]["rows"] if r["lang"] == lang and r["variant"] == variant)
                cells.append(f"{row['cer']:>15.3f} {row['s']:>5.2f}s")
            print(f"{lang:4} {variant:9} " + " ".join(cells))
        print(
            f"{lang:4} {'mean':9} " + " ".join(f"{_mean_cer(results[n], lang):>15.3f}       " for n in names)
        )
    if args.show_text:
        for name in names:
            for row in results[name]["rows"]:
                print(f"--- {name} {row['lang']} {row['variant']}: {normalise(row['text'], row['lang'])}")

    print("\nEngine figures")
    print(
        f"{'engine':22} {'version':8} {'load s':>6} {'peak RSS MB':>11} "
        f"{'A4/s 150dpi':>11} {'A4/s 300dpi':>11} {'wheels MB':>9} {'tessdata MB':>11} {'deb MB':>6}"
    )
    for name in names:
        res = results[name]
        pages = res["pages"]
        rate = {
            dpi: f"{pages[dpi][0]:.2f} ({pages[dpi][1]:.2f})" if dpi in pages else "-" for dpi in (150, 300)
        }
        deb = _deb_mb(DEBS.get(name, []))
        print(
            f"{name:22} {_version(name):8} {res['load_s']:>6.2f} {res['rss_mb']:>11.0f} {rate[150]:>11} "
            f"{rate[300]:>11} {res['wheel_mb']:>9.1f} {res['tessdata_mb']:>11.1f} "
            f"{'-' if deb is None else f'{deb:.1f}':>6}"
        )
    print("(A4/s: one English page; in brackets its character error rate)")
    print("\nShipping")
    for name in names:
        print(f"{name:22} {SHIPPING[name]}")
    if args.index_pages:
        indexing_figure(args.index_pages)
    return 0


if __name__ == "__main__":
    sys.exit(main())
