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
    assert is_supported(Path("/x/movie.mp4"))  # a recording: its tags, subtitles and speech
    assert not is_supported(Path("/x/disk.iso"))
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


def test_maildir_messages_are_mail_by_their_folder_and_name(tmp_path: Path) -> None:
    from desktop_search.core.extract.registry import is_maildir_message, kind_suffix

    read = tmp_path / "Inbox" / "cur" / "1712345678.M1P2.host.example:2,RS"
    assert is_maildir_message(read)
    assert is_supported(read)
    assert kind_suffix(read) == ".eml"
    assert is_maildir_message(tmp_path / "Inbox" / "new" / "1712345678.M1P2.host")
    # Neither a note in a folder called "new" nor a Maildir's tmp/ (messages still being written).
    assert not is_supported(tmp_path / "new" / "plans.v2")
    assert not is_maildir_message(tmp_path / "Inbox" / "tmp" / "1712345678.M1P2.host")
    assert kind_suffix(tmp_path / "cur" / "1712345678.report.pdf") == ".pdf"
    read.parent.mkdir(parents=True)
    samples.eml(tmp_path / "m.eml").rename(read)
    assert extract_file(read).kind == "eml"


def test_emlx_is_read_from_its_length_line_to_the_property_list(tmp_path: Path) -> None:
    raw = samples.eml(tmp_path / "m.eml").read_bytes()
    path = tmp_path / "42.emlx"
    path.write_bytes(f"{len(raw)}\n".encode() + raw + b"<?xml version='1.0'?><plist><dict></dict></plist>\n")
    doc = extract_file(path)
    assert doc.kind == "eml"
    assert "plist" not in doc.text
    assert "Subject:" in doc.text
    partial = tmp_path / "43.partial.emlx"  # cut short: read as far as it goes
    partial.write_bytes(f"{len(raw) + 500}\n".encode() + raw)
    assert "Subject:" in extract_file(partial).text
    broken = tmp_path / "44.emlx"
    broken.write_bytes(b"not a length\n" + raw)
    with pytest.raises(ExtractionError, match="EMLX"):
        extract_file(broken)


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
