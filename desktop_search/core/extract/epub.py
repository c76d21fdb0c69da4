"""EPUB books: the spine's XHTML documents in reading order, through the HTML extractor."""

from __future__ import annotations

import logging
import posixpath
import zipfile
from pathlib import Path
from typing import Any
from urllib.parse import unquote, urldefrag

from ..common import reasons
from . import container
from .container import parse_xml
from .document import Document, ExtractionError, UnsupportedFile, flowing
from .htmltext import decode_html, html_to_text

log = logging.getLogger(__name__)

_CONTAINER = "{urn:oasis:names:tc:opendocument:xmlns:container}"
_OPF = "{http://www.idpf.org/2007/opf}"
_DC_TITLE = "{http://purl.org/dc/elements/1.1/}title"
_ENC = "{http://www.w3.org/2001/04/xmlenc#}"
# Font obfuscation is the only "encryption" that leaves the text readable.
_FONT_OBFUSCATION = frozenset({"http://www.idpf.org/2008/embedding", "http://ns.adobe.com/pdf/enc#RC"})
_DOCUMENT_TYPES = frozenset({"application/xhtml+xml", "text/html", "application/x-dtbook+xml"})


def extract_epub(path: Path, *, max_chars: int) -> Document:
    with container.open_checked(path, label="EPUB") as zf:
        opf_path = _rootfile(zf)
        opf = parse_xml(container.read_member(zf, opf_path, label="EPUB"), label="EPUB")
        title_node = opf.find(f"{_OPF}metadata/{_DC_TITLE}")
        title = " ".join((title_node.text or "").split()) if title_node is not None else ""
        encrypted = _encrypted(zf)
        chapters: list[str] = []
        total = 0
        for name in _spine(opf, base=posixpath.dirname(opf_path)):
            if name in encrypted:
                raise ExtractionError(reasons.DRM_EPUB())
            if name not in zf.NameToInfo:
                log.debug("EPUB spine item %s is missing", name)
                continue
            try:
                text = html_to_text(decode_html(container.read_member(zf, name, label="EPUB")), xhtml=True)[1]
            except UnsupportedFile:  # one unreadable chapter does not cost the book
                log.info("skipping binary EPUB chapter %s", name)
                continue
            if text:
                chapters.append(text)
                total += len(text)
            if total > max_chars:
                break
    return flowing("epub", "\n\n".join(chapters), title=title)


def _rootfile(zf: zipfile.ZipFile) -> str:
    root = parse_xml(container.read_member(zf, "META-INF/container.xml", label="EPUB"), label="EPUB")
    rootfile = root.find(f"{_CONTAINER}rootfiles/{_CONTAINER}rootfile")
    if rootfile is None or not rootfile.get("full-path"):
        raise ExtractionError(reasons.EPUB_NO_PACKAGE())
    return str(rootfile.get("full-path"))


def _spine(opf: Any, *, base: str) -> list[str]:
    """Zip member names of the spine's documents, in reading order."""
    manifest = {}
    for item in opf.iterfind(f"{_OPF}manifest/{_OPF}item"):
        href = item.get("href")
        if item.get("id") and href and item.get("media-type", "") in _DOCUMENT_TYPES:
            manifest[item.get("id")] = _member(base, href)
    names = []
    for ref in opf.iterfind(f"{_OPF}spine/{_OPF}itemref"):
        name = manifest.get(ref.get("idref", ""))
        if name and name not in names:
            names.append(name)
    return names


def _member(base: str, href: str) -> str:
    return posixpath.normpath(posixpath.join(base, unquote(urldefrag(href).url))).lstrip("/")


def _encrypted(zf: zipfile.ZipFile) -> set[str]:
    """Members that META-INF/encryption.xml marks as encrypted by something other than font obfuscation."""
    if "META-INF/encryption.xml" not in zf.NameToInfo:
        return set()
    root = parse_xml(container.read_member(zf, "META-INF/encryption.xml", label="EPUB"), label="EPUB")
    names = set()
    for data in root.iter(f"{_ENC}EncryptedData"):
        method = data.find(f"{_ENC}EncryptionMethod")
        reference = data.find(f"{_ENC}CipherData/{_ENC}CipherReference")
        if reference is None or (method is not None and method.get("Algorithm") in _FONT_OBFUSCATION):
            continue
        names.add(_member("", reference.get("URI", "")))
    return names
