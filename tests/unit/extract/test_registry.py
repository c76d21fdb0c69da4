"""Choosing the extractor: suffixes, content sniffing, refusals and zip-bomb limits."""

from __future__ import annotations

import zipfile
from pathlib import Path

import pytest

from desktop_search.core.extract import (
    SUPPORTED_SUFFIXES,
    ExtractionError,
    UnsupportedFile,
    container,
    extract_file,
    is_supported,
)

from . import samples

BOMB = "compressed content too large (zip bomb?)"


@pytest.fixture(scope="module")
def bomb(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return samples.zip_bomb_docx(tmp_path_factory.mktemp("bomb") / "bomb.docx", megabytes=600)


def test_supported_suffixes() -> None:
    for suffix in (".txt", ".md", ".py", ".html", ".pdf", ".docx", ".pptx", ".xlsx", ".xls", ".ods"):
        assert suffix in SUPPORTED_SUFFIXES
    for suffix in (".odt", ".odp", ".epub", ".rtf", ".eml", ".json", ".tsx", ".rs"):
        assert suffix in SUPPORTED_SUFFIXES
    assert is_supported(Path("/x/Report.PDF"))
    assert is_supported(Path("/x/photo.jpg"))  # read by OCR
    assert not is_supported(Path("/x/movie.mp4"))
    assert not is_supported(Path("/x/Makefile"))


def test_pdf_named_txt_is_read_as_pdf(tmp_path: Path) -> None:
    path = tmp_path / "disguised.txt"
    path.write_bytes(samples.pdf(tmp_path / "real.pdf", ["hidden in a pdf"]).read_bytes())
    doc = extract_file(path)
    assert (doc.kind, doc.text) == ("pdf", "hidden in a pdf")


def test_docx_named_odt_is_read_as_docx(tmp_path: Path) -> None:
    path = samples.docx(tmp_path / "report.docx").rename(tmp_path / "report.odt")
    assert extract_file(path).kind == "docx"


def test_unknown_suffix(tmp_path: Path) -> None:
    path = tmp_path / "thing.xyz"
    path.write_text("some words", encoding="utf-8")
    with pytest.raises(UnsupportedFile) as info:
        extract_file(path)
    assert info.value.reason == "unsupported type .xyz"


def test_no_suffix(tmp_path: Path) -> None:
    path = tmp_path / "README"
    path.write_text("words", encoding="utf-8")
    with pytest.raises(UnsupportedFile, match="unsupported type"):
        extract_file(path)


def test_mail_without_suffix_is_sniffed(tmp_path: Path) -> None:
    path = samples.eml(tmp_path / "picnic.eml").rename(tmp_path / "1712345678.M1P2.host")
    assert extract_file(path).kind == "eml"


def test_legacy_office_file(tmp_path: Path) -> None:
    path = tmp_path / "old.doc"
    path.write_bytes(b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1" + bytes(600))
    with pytest.raises(UnsupportedFile, match=r"unsupported type \.doc"):
        extract_file(path)


def test_encrypted_ooxml_is_an_ole2_container(tmp_path: Path) -> None:
    path = tmp_path / "locked.docx"
    path.write_bytes(b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1" + bytes(600))
    with pytest.raises(ExtractionError) as info:
        extract_file(path)
    assert info.value.reason == "password-protected or legacy-format DOCX file"


def test_not_a_zip_docx(tmp_path: Path) -> None:
    path = tmp_path / "broken.docx"
    path.write_text("this is not a zip", encoding="utf-8")
    with pytest.raises(ExtractionError) as info:
        extract_file(path)
    assert info.value.reason == "not a valid DOCX file (bad zip)"


def test_zip_without_document_part(tmp_path: Path) -> None:
    path = tmp_path / "empty.docx"
    with zipfile.ZipFile(path, "w") as zf:
        zf.writestr("[Content_Types].xml", "<Types/>")
    with pytest.raises(ExtractionError, match="not a valid DOCX file"):
        extract_file(path)


def test_missing_file(tmp_path: Path) -> None:
    with pytest.raises(ExtractionError) as info:
        extract_file(tmp_path / "gone.txt")
    assert info.value.reason == "cannot read file (No such file or directory)"


def test_zip_bomb_docx_is_refused_before_inflating(bomb: Path) -> None:
    assert bomb.stat().st_size < 5 * 1024 * 1024
    with pytest.raises(ExtractionError) as info:
        extract_file(bomb)
    assert info.value.reason == BOMB


@pytest.mark.parametrize("suffix", [".xlsx", ".odt", ".epub", ".pptx"])
def test_zip_bomb_in_any_container(bomb: Path, tmp_path: Path, suffix: str) -> None:
    path = tmp_path / f"bomb{suffix}"
    path.write_bytes(bomb.read_bytes())
    with pytest.raises(ExtractionError, match=r"zip bomb"):
        extract_file(path)


def test_highly_compressed_entry_under_the_total_limit(tmp_path: Path) -> None:
    path = samples.zip_bomb_docx(tmp_path / "dense.docx", megabytes=32)
    with pytest.raises(ExtractionError, match=r"zip bomb"):
        extract_file(path)


def test_too_many_entries(tmp_path: Path) -> None:
    path = tmp_path / "many.epub"
    with zipfile.ZipFile(path, "w") as zf:
        zf.writestr(zipfile.ZipInfo("mimetype"), "application/epub+zip")
        for i in range(container.MAX_ENTRIES + 1):
            zf.writestr(f"f{i}", b"")
    with pytest.raises(ExtractionError, match=r"zip bomb"):
        extract_file(path)


def test_max_chars_must_be_positive(tmp_path: Path) -> None:
    with pytest.raises(ValueError, match="max_chars"):
        extract_file(tmp_path / "a.txt", max_chars=0)
