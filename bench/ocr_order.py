"""Where OCR sits in a run's two steps: beside the meaning step (the app) or inside the words step.

A folder of ``--docs`` SciFact abstracts as text files plus ``--scans`` scanned pages (PNG, each a
different SciFact abstract rendered at 300 dpi-like size with a real font) is indexed twice through
``Engine.index``, each time into a fresh data directory with OCR on and no OCR cache:

* **beside meaning** (``Indexer.ocr_in_words_step = False``, the app's order): text files' words,
  then the meaning step while the prefetch thread recognises the scans (at a lower priority);
* **in the words step** (``True``): every file's words, scans included, then meaning.

It prints, for each order, the seconds until every text file is findable by its words, until every
scan is, until every text passage has its vector, and the whole run.

    .venv/bin/python bench/ocr_order.py [--docs 300] [--scans 12]
"""

from __future__ import annotations

import argparse
import datetime
import json
import platform
import sqlite3
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from desktop_search.core.common.config import Paths  # noqa: E402
from desktop_search.core.common.settings import Settings  # noqa: E402
from desktop_search.core.engine import Engine  # noqa: E402
from desktop_search.core.indexing.progress import Progress  # noqa: E402
from tools.ocr_images import render  # noqa: E402

EVAL = ROOT.parent / "shared" / "eval" / "scifact" / "corpus.jsonl"


def build(folder: Path, docs: int, scans: int) -> None:
    rows = [json.loads(line) for line in EVAL.read_text(encoding="utf-8").splitlines()[: docs + scans]]
    (folder / "text").mkdir(parents=True)
    (folder / "scans").mkdir()
    for row in rows[:docs]:
        (folder / "text" / f"{row['_id']}.txt").write_text(
            f"{row['title']}\n\n{row['text']}", encoding="utf-8"
        )
    for row in rows[docs:]:
        render(row["text"][:1500], size=34, width=2000).save(folder / "scans" / f"{row['_id']}.png")


def _model(models_dir: Path) -> None:
    source = Paths.resolve().models_dir
    for item in source.glob("all-MiniLM-L6-v2*"):
        target = models_dir / item.name
        if not target.exists():
            target.symlink_to(item)


def run(folder: Path, *, in_words: bool) -> dict[str, float | None]:
    with tempfile.TemporaryDirectory(prefix="ocr-order-") as tmp:
        paths = Paths(Path(tmp) / "data").ensure()
        _model(paths.models_dir)
        settings = Settings.load(paths.settings_path)
        settings.ocr = True
        settings.save(paths.settings_path)
        marks: dict[str, float | None] = {"text_words": None, "scan_words": None, "text_meaning": None}
        start = time.monotonic()
        with Engine(paths) as engine:
            engine.indexer.ocr_in_words_step = in_words
            if engine.indexer.ocr is None or not engine.indexer.ocr.ready:
                raise SystemExit(f"OCR is not available here: {engine.ocr_note()}")
            db = sqlite3.connect(f"file:{paths.db_path}?mode=ro", uri=True)
            last = [0.0]
            text, scans = str(folder / "text") + "/", str(folder / "scans") + "/"

            def progress(p: Progress) -> None:
                now = time.monotonic()
                if p.phase not in ("indexing", "meaning") or now - last[0] < 0.25:
                    return
                last[0] = now
                q = db.execute(
                    "SELECT SUM(f.path LIKE ? || '%'), SUM(f.path LIKE ? || '%') FROM files f", (text, scans)
                ).fetchone()
                waiting = db.execute(
                    "SELECT COUNT(*) FROM chunks c JOIN files f ON f.id = c.file_id"
                    " WHERE f.path LIKE ? || '%' AND length(c.vector) = 0",
                    (text,),
                ).fetchone()[0]
                if marks["text_words"] is None and (q[0] or 0) >= n_text:
                    marks["text_words"] = now - start
                if marks["scan_words"] is None and (q[1] or 0) >= n_scans:
                    marks["scan_words"] = now - start
                if marks["text_meaning"] is None and marks["text_words"] is not None and not waiting:
                    marks["text_meaning"] = now - start

            n_text = len(list((folder / "text").iterdir()))
            n_scans = len(list((folder / "scans").iterdir()))
            report = engine.index([folder], progress=progress)
            db.close()
        marks["total"] = time.monotonic() - start
        marks["pages"] = float(report.pages_recognised)
        return marks


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--docs", type=int, default=300)
    parser.add_argument("--scans", type=int, default=12)
    parser.add_argument("--rounds", type=int, default=2, help="rounds, each order once, alternating")
    args = parser.parse_args()
    print(f"$ {' '.join(sys.argv)}")
    cpu = platform.processor() or platform.machine()
    print(f"{datetime.datetime.now(datetime.UTC):%Y-%m-%d %H:%M} UTC, {cpu}")
    with tempfile.TemporaryDirectory(prefix="ocr-order-folder-") as tmp:
        folder = Path(tmp) / "folder"
        build(folder, args.docs, args.scans)
        rows = []
        for r in range(args.rounds):  # alternate which goes first: a busy moment hits both
            orders = [("in the words step (app)", True), ("beside meaning", False)]
            for name, in_words in orders if r % 2 == 0 else orders[::-1]:
                rows.append((f"{name}, round {r + 1}", run(folder, in_words=in_words)))
    print(f"\n{args.docs} text files, {args.scans} scanned pages; seconds from the start of the run\n")
    print("| OCR placed | text files by words | scans by words | text files by meaning | whole run |")
    print("|---|---:|---:|---:|---:|")
    for name, m in rows:
        cells = [
            f"{m[k]:.1f}" if m[k] is not None else "–"
            for k in ("text_words", "scan_words", "text_meaning", "total")
        ]
        print(f"| {name} | " + " | ".join(cells) + " |")


if __name__ == "__main__":
    main()
