"""Which extractor reads a file: by suffix, overruled by what the first bytes say.

Magic numbers win over suffixes (a PDF saved as ``.txt`` is read as a PDF,
an RTF saved as ``.doc`` as RTF); zip containers are told apart by their
``mimetype`` member (OpenDocument, EPUB) or ``[Content_Types].xml`` (Office).
Text-like suffixes whose content is an HTML page are read as HTML; files of
unknown type that start with mail headers are read as e-mail. Recordings (audio and video
suffixes) are the exception: they go to :mod:`.media` whatever their first bytes, which tells
the content itself (a PDF named ``.mp3`` is "not a recording", said so, not read as a PDF).
Extractor modules are imported only when first needed.
"""

from __future__ import annotations

import importlib
import logging
import re
import zipfile
from collections.abc import Callable
from pathlib import Path
from typing import cast

from ..common import reasons
from .document import Document, ExtractionError, UnsupportedFile, truncate
from .image import IMAGE_SUFFIXES
from .office import OLE2_MAGIC
from .recording import AUDIO_SUFFIXES, MEDIA_SUFFIXES, VIDEO_SUFFIXES

log = logging.getLogger(__name__)

Extractor = Callable[..., Document]

# Format name -> (module, function). Format names are Document kinds.
_EXTRACTORS: dict[str, tuple[str, str]] = {
    "text": ("text", "extract_text"),
    "code": ("text", "extract_code"),
    "markdown": ("text", "extract_markdown"),
    "html": ("htmltext", "extract_html"),
    "pdf": ("pdf", "extract_pdf"),
    "docx": ("office", "extract_docx"),
    "pptx": ("office", "extract_pptx"),
    "xlsx": ("office", "extract_spreadsheet"),
    "ods": ("office", "extract_ods"),
    "odt": ("odf", "extract_odt"),
    "odp": ("odf", "extract_odp"),
    "epub": ("epub", "extract_epub"),
    "rtf": ("rtf", "extract_rtf"),
    "eml": ("mail", "extract_eml"),
    "emlx": ("mail", "extract_emlx"),
    "image": ("image", "extract_image"),
    "audio": ("media", "extract_media"),  # the kind it gives is what it holds: audio or video
    "video": ("media", "extract_media"),
}

_TEXT_SUFFIXES = (
    ".txt .text .rst .org .adoc .asciidoc .csv .tsv .log .json .jsonl .ndjson .yaml .yml .toml .ini .cfg "
    ".conf .properties .xml .srt .vtt .bib"
)
_CODE_SUFFIXES = (
    ".py .pyi .pyw .js .mjs .cjs .ts .tsx .jsx .java .c .h .cc .cpp .cxx .hpp .hh .hxx .cs .go .rs .rb "
    ".php .swift .kt .kts .scala .sh .bash .zsh .fish .ps1 .psm1 .bat .cmd .sql .r .m .mm .lua .pl .pm .tex "
    ".sty .css .scss .sass .less .vue .svelte .dart .hs .ml .mli .fs .ex .exs .erl .clj .cljs .el .vim "
    ".jl .groovy .gradle .f90 .zig .nim .proto .graphql .cmake .mk .dockerfile"
)
_BY_SUFFIX: dict[str, str] = {
    **dict.fromkeys(_TEXT_SUFFIXES.split(), "text"),
    **dict.fromkeys(_CODE_SUFFIXES.split(), "code"),
    **dict.fromkeys((".md", ".markdown", ".mdown", ".mkd"), "markdown"),
    **dict.fromkeys((".html", ".htm", ".xhtml", ".shtml"), "html"),
    ".pdf": "pdf",
    ".docx": "docx",
    ".pptx": "pptx",
    **dict.fromkeys((".xlsx", ".xlsm", ".xlsb", ".xls"), "xlsx"),
    ".ods": "ods",
    ".odt": "odt",
    ".odp": "odp",
    ".epub": "epub",
    ".rtf": "rtf",
    ".eml": "eml",
    ".emlx": "emlx",
    **dict.fromkeys(IMAGE_SUFFIXES, "image"),
    **dict.fromkeys(AUDIO_SUFFIXES, "audio"),
    **dict.fromkeys(VIDEO_SUFFIXES, "video"),
}
SUPPORTED_SUFFIXES: frozenset[str] = frozenset(_BY_SUFFIX)

_ODF_MIMETYPES = {
    b"application/vnd.oasis.opendocument.text": "odt",
    b"application/vnd.oasis.opendocument.text-template": "odt",
    b"application/vnd.oasis.opendocument.spreadsheet": "ods",
    b"application/vnd.oasis.opendocument.spreadsheet-template": "ods",
    b"application/vnd.oasis.opendocument.presentation": "odp",
    b"application/vnd.oasis.opendocument.presentation-template": "odp",
    b"application/epub+zip": "epub",
}
_OOXML_TYPES = (
    (b"wordprocessingml.document.main+xml", "docx"),
    (b"wordprocessingml.template.main+xml", "docx"),
    (b"presentationml.presentation.main+xml", "pptx"),
    (b"presentationml.slideshow.main+xml", "pptx"),
    (b"spreadsheetml.sheet.main+xml", "xlsx"),
    (b"sheet.macroEnabled.main+xml", "xlsx"),
    (b"sheet.binary.macroEnabled.main", "xlsx"),
)
_HTML_START = re.compile(
    rb"\s*(?:<\?xml[^>]*>\s*)?(?:<!--.*?-->\s*)*<(?:!doctype\s+html|html[\s>])", re.I | re.S
)
_IMAGE_MAGIC = (b"\x89PNG\r\n\x1a\n", b"\xff\xd8\xff", b"GIF87a", b"GIF89a", b"II*\x00", b"MM\x00*")
_MAIL_HEADER = re.compile(
    rb"(?:return-path|received|from|to|subject|date|message-id|mime-version|delivered-to|reply-to"
    rb"|x-[a-z0-9-]+):[ \t]",
    re.I,
)


#: A message of a Maildir folder (Evolution, KMail, mutt, offlineimap...): in its ``cur`` or
#: ``new`` folder, named "<seconds>.<unique>.<host>" with the ":2,<flags>" suffix when read.
_MAILDIR_NAME = re.compile(r"\d{9,}\.[^/\\]+\Z")


def is_maildir_message(path: Path | str) -> bool:
    """Whether ``path`` names a Maildir message (by its name and folder alone: no file access)."""
    path = Path(path)
    return path.parent.name in ("cur", "new") and _MAILDIR_NAME.match(path.name) is not None


def kind_suffix(path: Path | str) -> str:
    """The suffix that says what ``path`` holds: its own (lower case), ".eml" for a Maildir
    message, whose name has none (type:email, the window's type filter)."""
    suffix = Path(path).suffix.lower()
    if suffix not in SUPPORTED_SUFFIXES and is_maildir_message(path):
        return ".eml"
    return suffix


def is_supported(path: Path) -> bool:
    """Whether ``path``'s suffix names a format this layer reads (cheap; no file access)."""
    return kind_suffix(path) in SUPPORTED_SUFFIXES


def is_image(path: Path) -> bool:
    """Whether ``path``'s suffix names an image (text only through OCR)."""
    return path.suffix.lower() in IMAGE_SUFFIXES


def extract_file(path: Path, *, max_chars: int = 5_000_000) -> Document:
    """The text of ``path``, cut to ``max_chars`` characters.

    Raises UnsupportedFile for unknown types and binary data, and
    ExtractionError (with a short ``reason``) for files that cannot be read.
    """
    if max_chars < 1:
        raise ValueError("max_chars must be positive")
    try:
        kind = detect(path)
        doc = extractor(kind)(path, max_chars=max_chars)
    except ExtractionError:
        raise
    except RecursionError as exc:
        raise ExtractionError(reasons.NESTED_TOO_DEEPLY()) from exc
    except OSError as exc:
        raise ExtractionError(reasons.CANNOT_READ_FILE(error=exc.strerror or type(exc).__name__)) from exc
    except MemoryError:
        raise
    except Exception as exc:  # a parser's own bug or an exotic failure: report it, do not crash the caller
        log.debug("extracting %s failed", path, exc_info=True)
        raise ExtractionError(
            reasons.EXTRACTOR_FAILED(error=f"{type(exc).__name__}: {str(exc)[:120]}")
        ) from exc
    return truncate(doc, max_chars, name=str(path))


def extractor(kind: str) -> Extractor:
    module, function = _EXTRACTORS[kind]
    return cast(Extractor, getattr(importlib.import_module(f".{module}", __package__), function))


def detect(path: Path) -> str:
    """The format to read ``path`` as (a Document kind); raises UnsupportedFile if there is none."""
    suffix = kind_suffix(path)
    if suffix in MEDIA_SUFFIXES:  # the media extractor tells what the content is
        return _BY_SUFFIX[suffix]
    with path.open("rb") as f:
        head = f.read(8192)
    sniffed = sniff(head, path)
    if sniffed:
        if sniffed != _BY_SUFFIX.get(suffix, sniffed):
            log.debug("%s is %s inside, not %s", path, sniffed, suffix)
        return sniffed
    kind = _BY_SUFFIX.get(suffix)
    if kind == "text" and _HTML_START.match(head[:1024]):
        return "html"
    if kind is not None:
        return kind
    if _looks_like_mail(head):
        return "eml"
    if head.startswith(OLE2_MAGIC):
        raise UnsupportedFile(
            reasons.LEGACY_OFFICE(suffix=suffix) if suffix else reasons.LEGACY_OFFICE_NO_SUFFIX()
        )
    raise UnsupportedFile(
        reasons.UNSUPPORTED_TYPE(suffix=suffix) if suffix else reasons.UNSUPPORTED_NO_SUFFIX()
    )


def sniff(head: bytes, path: Path) -> str | None:
    """The format the first bytes of a file reveal, if they reveal one."""
    if head.startswith(b"%PDF-"):
        return "pdf"
    if head.startswith(_IMAGE_MAGIC) or (head[:4] == b"RIFF" and head[8:12] == b"WEBP"):
        return "image"
    if head.lstrip()[:5] == b"{\\rtf":
        return "rtf"
    if head.startswith((b"PK\x03\x04", b"PK\x05\x06")):
        return _sniff_zip(path)
    if head.startswith(OLE2_MAGIC) and _BY_SUFFIX.get(path.suffix.lower()) == "xlsx":
        return "xlsx"
    return None


def _sniff_zip(path: Path) -> str | None:
    try:
        with zipfile.ZipFile(path) as zf:
            names = set(zf.namelist())
            if "mimetype" in names and zf.getinfo("mimetype").file_size < 256:
                return _ODF_MIMETYPES.get(zf.read("mimetype").strip())
            info = zf.NameToInfo.get("[Content_Types].xml")
            if info is not None and info.file_size < 4 * 1024 * 1024:
                types = zf.read(info)
                for marker, kind in _OOXML_TYPES:
                    if marker in types:
                        return kind
    except Exception:  # damaged zip: let the suffix decide, its extractor will say what is wrong
        log.debug("cannot look inside zip %s", path, exc_info=True)
    return None


def _looks_like_mail(head: bytes) -> bool:
    lines = head.split(b"\n", 12)[:12]
    headers = sum(1 for line in lines if _MAIL_HEADER.match(line))
    return headers >= 3
