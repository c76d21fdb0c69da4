"""Scans, photos and screenshots found by their words and their meaning (OCR in the pipeline),
through the real engine: Tesseract in the extraction child, the MiniLM model, SQLite and Faiss."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest

from desktop_search.core.common.config import Paths
from desktop_search.core.common.settings import Settings
from desktop_search.core.engine import Engine
from desktop_search.core.extract import ocr
from desktop_search.core.indexing.progress import IndexReport, Progress
from desktop_search.core.models.convert import sidecar_path
from tools.ocr_images import (
    cjk_font,
    decompression_bomb_png,
    image_pdf,
    photo_like,
    render,
    truncated_jpeg,
)

pytestmark = pytest.mark.skipif(
    not ocr.availability().available or not {"eng", "chi_sim"} <= set(ocr.availability().languages),
    reason="Tesseract with English and Chinese data is needed (make system-packages)",
)

RECEIPT = (
    "Harbourside Plumbing invoice number 2291: replacement of the boiler valve in the basement, "
    "total due 480 euros by the end of June."
)
PHOTO = (
    "The dentist appointment has moved to Thursday morning at nine; please bring the insurance card "
    "and arrive ten minutes early."
)
VOLCANO = "The volcano on the island erupted last spring and the village was evacuated for three weeks."
BICYCLE = "Bicycle repair: the rear wheel needed new spokes and the chain was replaced."
CHINESE = "我们下周三去图书馆借书，然后在公园散步。锅炉维修的发票金额是四百八十元。"
NOTE = (
    "Grandmother's recipe for apple cake: butter, sugar, three eggs, flour and sliced apples, "
    "baked for forty minutes."
)


def _paths(root: Path, default_model: Path) -> Paths:
    p = Paths(root / "data").ensure()
    for src in (default_model, sidecar_path(default_model)):
        os.link(src, p.models_dir / src.name)
    return p


@pytest.fixture(scope="module")
def scans(tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = tmp_path_factory.mktemp("scans")
    render(RECEIPT).save(folder / "receipt.png")
    render(RECEIPT.replace("Plumbing", "Roofing")).convert("L").save(folder / "roof.webp")
    photo_like(render(PHOTO)).save(folder / "IMG_2041.jpg", quality=80)
    image_pdf(folder / "scan.pdf", [render(VOLCANO), render(BICYCLE)])
    font = cjk_font()
    assert font is not None, "a CJK font is needed (fonts-wqy-zenhei)"
    render(CHINESE, font=font, size=34, cjk=True).save(folder / "发票.png")
    (folder / "note.txt").write_text(NOTE)
    decompression_bomb_png(folder / "bomb.png")
    truncated_jpeg(folder / "broken.jpg", render("A picture cut off half way."))
    return folder


@pytest.fixture(scope="module")
def indexed(
    scans: Path, default_model: Path, tmp_path_factory: pytest.TempPathFactory
) -> tuple[Engine, IndexReport, list[Progress]]:
    paths = _paths(tmp_path_factory.mktemp("ocr-home"), default_model)
    Settings.update(paths.settings_path, ocr_languages=["eng", "chi_sim"])
    engine = Engine(paths)
    engine.add_folder(scans)
    events: list[Progress] = []
    report = engine.index(progress=events.append)
    yield engine, report, events
    engine.close()


@pytest.mark.parametrize(
    ("query", "name"),
    [
        # Both receipts carry the address (roof.webp is the same receipt, for roofing): either is right.
        ("Harbourside 2291", "receipt.png|roof.webp"),
        ("how much do I owe the plumber for fixing the heating", "receipt.png"),
        ("Roofing invoice", "roof.webp"),
        ("dentist Thursday", "IMG_2041.jpg"),
        ("when is my visit to the tooth doctor", "IMG_2041.jpg"),
        ("volcano evacuated", "scan.pdf"),
        ("eruption forced people to leave their homes", "scan.pdf"),
        ("spokes chain", "scan.pdf"),
        ("fixing my bike", "scan.pdf"),
        ("锅炉", "发票.png"),
        ("图书馆", "发票.png"),
    ],
)
def test_recognised_text_is_found_by_keyword_and_meaning(
    indexed: tuple[Engine, IndexReport, list[Progress]], query: str, name: str
) -> None:
    engine, _, _ = indexed
    results = engine.search(query, top=3)
    assert results, query
    assert Path(results[0].path).name in name.split("|"), (query, [r.path for r in results])
    assert results[0].ocr  # shown as OCR
    assert results[0].passages[0].ocr
    assert results[0].to_json()["ocr"] is True  # the CLI's --json says so too


def test_scanned_pages_keep_their_numbers(indexed: tuple[Engine, IndexReport, list[Progress]]) -> None:
    engine, _, _ = indexed
    assert engine.search("volcano evacuated", top=1)[0].page == 1
    assert engine.search("rear wheel spokes", top=1)[0].page == 2
    text_file = engine.search("apple cake recipe", top=1)[0]
    assert Path(text_file.path).name == "note.txt"
    assert not text_file.ocr  # typed text is not marked


def test_bomb_and_truncated_image_are_skipped_with_a_reason_and_nothing_else_is_lost(
    indexed: tuple[Engine, IndexReport, list[Progress]], scans: Path
) -> None:
    engine, report, _ = indexed
    reasons = {Path(path).name: reason for path, _, reason in engine.failures()}
    assert set(reasons) == {"bomb.png", "broken.jpg"}
    assert "decompression bomb" in reasons["bomb.png"]
    assert "truncated" in reasons["broken.jpg"]
    assert report.files_indexed == 6
    assert report.pages_recognised == 6  # the bomb is refused before decoding, the broken one fails


def test_progress_shows_pages_being_recognised_after_the_other_files(
    indexed: tuple[Engine, IndexReport, list[Progress]],
) -> None:
    _, _, events = indexed
    recognising = [e for e in events if e.recognising]
    assert recognising
    assert all(1 <= e.ocr_page <= e.ocr_pages for e in recognising)
    assert events[-1].pages_recognised == 6
    # files in the order they were stored: the text file before every recognised one
    done = list(dict.fromkeys(Path(e.current).name for e in events if e.current))
    assert done.index("note.txt") < min(done.index(n) for n in ("receipt.png", "scan.pdf", "发票.png"))


def test_status_says_ocr_is_on(indexed: tuple[Engine, IndexReport, list[Progress]]) -> None:
    engine, _, _ = indexed
    assert engine.status().ocr.startswith("on: eng+chi_sim")


def test_copied_or_renamed_scans_are_not_recognised_again(
    scans: Path, default_model: Path, tmp_path: Path
) -> None:
    folder = tmp_path / "folder"
    folder.mkdir()
    image_pdf(folder / "fax.pdf", [render(VOLCANO)])
    paths = _paths(tmp_path, default_model)
    with Engine(paths) as engine:
        engine.add_folder(folder)
        assert engine.index().pages_recognised == 1
        shutil.copy(folder / "fax.pdf", folder / "fax copy.pdf")
        (folder / "fax.pdf").rename(folder / "renamed.pdf")
        report = engine.index()
        assert (report.files_moved, report.files_indexed) == (1, 1)
        assert (report.pages_recognised, report.ocr_cache_hits) == (0, 1)
        assert {Path(r.path).name for r in engine.search("volcano", top=5)} == {"renamed.pdf", "fax copy.pdf"}
    shutil.rmtree(paths.index_dir)  # a restart with a new index (as after a model switch)
    with Engine(paths) as engine:
        engine.add_folder(folder)
        report = engine.index()
        assert (report.files_indexed, report.pages_recognised, report.ocr_cache_hits) == (2, 0, 2)
    cache = paths.data_dir / "cache" / "ocr.sqlite3"
    assert cache.stat().st_mode & 0o777 == 0o600


def test_without_tesseract_images_are_skipped_with_the_reason_and_status_says_so(
    paths: Paths, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(
        ocr, "availability", lambda: ocr.Availability(False, "OCR is unavailable: tesserocr is not installed")
    )
    folder = tmp_path / "folder"
    folder.mkdir()
    render(RECEIPT).save(folder / "receipt.png")
    (folder / "note.txt").write_text(NOTE)
    with Engine(paths) as engine:
        engine.add_folder(folder)
        report = engine.index()
        assert report.files_indexed == 1
        reason = "OCR is unavailable: tesserocr is not installed"
        assert engine.failures() == [(str(folder / "receipt.png"), "skipped", reason)]
        assert engine.status().ocr == "OCR is unavailable: tesserocr is not installed"


def test_ocr_off_leaves_images_out(paths: Paths, tmp_path: Path) -> None:
    folder = tmp_path / "folder"
    folder.mkdir()
    render(RECEIPT).save(folder / "receipt.png")
    Settings.update(paths.settings_path, ocr=False)
    with Engine(paths) as engine:
        engine.add_folder(folder)
        report = engine.index()
        assert (report.files_indexed, report.files_skipped, engine.failures()) == (0, 0, [])
        assert engine.status().ocr == "off (settings: ocr)"


def test_answers_mark_recognised_passages_and_the_window_says_so(
    indexed: tuple[Engine, IndexReport, list[Progress]],
) -> None:
    from desktop_search.core.session import _answer
    from desktop_search.ui.result_delegate import OCR_LABEL, result_html

    engine, _, _ = indexed
    answer = _answer(engine.rerank(engine.first_stage("volcano", top=3)), final=True)
    top = answer.results[0]
    assert top.ocr
    assert OCR_LABEL in result_html(top, muted="#777", ocr=top.ocr)
    note = _answer(engine.rerank(engine.first_stage("apple cake", top=1)), final=True)
    assert not note.results[0].ocr


@pytest.mark.parametrize(
    "query",
    [
        "修理锅炉花了多少钱",  # how much did repairing the boiler cost (a paraphrase: no bigram in common)
        "borrowing books at the library next Wednesday",  # its first sentence, asked in English
    ],
)
def test_a_chinese_scan_is_found_by_meaning_with_the_multilingual_model(
    scans: Path, default_model: Path, multilingual_model: Path, tmp_path: Path, query: str
) -> None:
    paths = _paths(tmp_path, default_model)
    Settings.update(paths.settings_path, ocr_languages=["eng", "chi_sim"])
    with Engine(paths, model_path=multilingual_model) as engine:
        engine.add_folder(scans)
        engine.index()
        engine.searcher.fusion = "vector"  # by meaning alone
        results = engine.search(query, top=3)
        assert Path(results[0].path).name == "发票.png", [Path(r.path).name for r in results]
        assert results[0].ocr
