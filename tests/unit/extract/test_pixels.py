"""Which pages wait for OCR, and what is refused before decoding (no OCR engine needed)."""

from __future__ import annotations

from pathlib import Path

import pytest
from fpdf import FPDF

from desktop_search.core.extract import ExtractionError, extract_file
from desktop_search.core.extract.ocr import Availability, choose_languages, default_languages, tidy
from desktop_search.core.extract.pdf import is_garbage
from tools.ocr_images import decompression_bomb_png, render


def test_multi_page_tiff_is_a_page_per_frame_and_a_gif_its_first(tmp_path: Path) -> None:
    frames = [render(f"Page {n} of the fax") for n in (1, 2, 3)]
    frames[0].save(tmp_path / "fax.tiff", save_all=True, append_images=frames[1:])
    assert extract_file(tmp_path / "fax.tiff").needs_ocr == (1, 2, 3)
    frames[0].save(tmp_path / "anim.gif", save_all=True, append_images=frames[1:])
    doc = extract_file(tmp_path / "anim.gif")
    assert (doc.kind, doc.pages, doc.needs_ocr) == ("image", [], (1,))


def test_decompression_bomb_is_refused_from_its_header(tmp_path: Path) -> None:
    bomb = decompression_bomb_png(tmp_path / "bomb.png")
    assert bomb.stat().st_size < 10_000
    with pytest.raises(ExtractionError, match="decompression bomb"):
        extract_file(bomb)


def test_pdf_pages_without_text_wait_for_ocr_and_text_pages_do_not(tmp_path: Path) -> None:
    picture = tmp_path / "page.png"
    render("A scanned page").save(picture)
    pdf = FPDF()
    pdf.add_page()
    pdf.set_font("helvetica", size=12)
    pdf.multi_cell(0, 8, "A typed page about the annual general meeting of the rowing club. " * 3)
    pdf.add_page()
    pdf.image(str(picture), x=10, y=10, w=180)
    pdf.add_page()  # blank: nothing to read, nothing to recognise
    pdf.output(str(tmp_path / "mixed.pdf"))
    doc = extract_file(tmp_path / "mixed.pdf")
    assert [p.number for p in doc.pages] == [1]
    assert doc.needs_ocr == (2,)


def test_garbage_text_layers_are_recognised_instead() -> None:
    assert is_garbage("\ue000\ue001\ue002 " * 8)  # private-use glyphs: fonts without a Unicode map
    assert is_garbage("\ufffd" * 30 + "ab")
    assert not is_garbage("An ordinary line of text, with a few symbols: € § ©.")
    assert not is_garbage("\ufffd")  # too short to tell


def test_languages_default_to_the_locale_and_english_among_those_installed(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv("LC_ALL", "de_DE.UTF-8")
    assert default_languages(["eng", "deu", "chi_sim"]) == ("eng", "deu")
    assert default_languages(["eng", "deu", "chi_sim"], also=["zh"]) == ("eng", "deu", "chi_sim")
    assert default_languages(["eng"]) == ("eng",)
    found = Availability(True, "", "/x", ("deu", "eng"), True)
    assert choose_languages(["fra", "deu"], found) == ("deu",)  # French is not installed
    assert choose_languages(["fra"], found) == ("eng", "deu")


def test_tidy_joins_cjk_characters_and_blank_lines() -> None:
    assert tidy("发 票 金 额 480 元\n\n\n\nTotal  due\f") == "发票金额 480 元\n\nTotal  due"


@pytest.mark.parametrize("keep", [0.4, 0.05, 0.002])
def test_a_truncated_jpeg_says_what_a_truncated_png_says(tmp_path: Path, keep: float) -> None:
    from desktop_search.core.extract.image import recognise_page
    from tools.ocr_images import truncated_jpeg

    jpeg = truncated_jpeg(tmp_path / "cut.jpg", render("a receipt for the bicycle repair"), keep=keep)
    png = tmp_path / "cut.png"
    render("a receipt for the bicycle repair").save(png)
    png.write_bytes(png.read_bytes()[: int(png.stat().st_size * keep)] or b"\x89PNG")
    reasons = []

    def read(path: Path) -> None:  # the header first, then the pixels, as indexing does
        extract_file(path)
        recognise_page(path, 1, kind="image", languages=("eng",))

    for path in (jpeg, png):
        with pytest.raises(ExtractionError) as failed:
            read(path)
        reasons.append(failed.value.reason)
    assert reasons[0] == "damaged image (truncated)"  # before: "cannot read file (OSError)"
    assert reasons[0].startswith("damaged image")
    assert reasons[1].startswith("damaged image") or reasons[1].startswith("not a readable image")
