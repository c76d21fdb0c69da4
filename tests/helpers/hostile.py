"""A folder of hostile files next to good ones, for the fault-injection tests.

:func:`build_hostile_folder` writes real files with real writers (fpdf2 for
PDFs, zipfile for the containers) and records what must happen to each:

* ``good``: files that must be indexed and found by a phrase they hold,
  whatever is wrong with their name or encoding (a newline in the name,
  UTF-16 without a byte-order mark, Windows-1252, UTF-8 with stray bytes,
  100,000 nested HTML elements).
* ``refused``: files that must be skipped with a reason, which names the
  problem (truncated or encrypted PDF, zip bombs, a 2 GB sparse file, binary
  data named ``.txt``, names that are not valid UTF-8).
* ``not_files``: symlinks (loops, dangling) and a FIFO: never followed or
  opened, never listed.

Nothing binary is committed: everything is generated on the fly.
"""

from __future__ import annotations

import os
import struct
import zipfile
from dataclasses import dataclass, field
from pathlib import Path

# shared with bench/fault_soak.py; re-exported for the tests
from tools.storm import seed_storm_folder, write_storm  # noqa: F401

#: Phrases hidden in the good files, one per file; a search for it must find that file.
GOOD_TEXTS: dict[str, str] = {
    "plain/harbour.txt": "The harbour master logged forty fishing boats before the storm warning.",
    "plain/orchard.md": "# Orchard\n\nPruned the quince trees and grafted two pear branches in March.",
    "names/line\nbreak.txt": "A name with a newline still holds the violin varnish recipe.",
    "names/tab\tand émoji 🚲.txt": "Tabs and emoji in names: the bicycle chain was replaced on Tuesday.",
    "names/ leading space.txt": "Leading spaces in a name do not hide the lighthouse logbook.",
}

SPARSE_NAME = "huge/sparse-2GB.txt"


@dataclass
class HostileFolder:
    root: Path
    #: path -> a phrase from its text (the file must be indexed and found by it)
    good: dict[Path, str] = field(default_factory=dict)
    #: printable path -> a fragment of the reason it must be skipped with
    refused: dict[str, str] = field(default_factory=dict)
    #: symlinks and special files: never indexed, never reported as files
    not_files: list[Path] = field(default_factory=list)


def printable(path: Path | bytes) -> str:
    """How the app shows a path whose bytes are not valid UTF-8."""
    return os.fsencode(path).decode("utf-8", errors="backslashreplace")


def zip_bomb(path: Path, *, member: str, megabytes: int, extra: dict[str, str] | None = None) -> Path:
    """A small zip whose ``member`` inflates to ``megabytes`` of zeros (declared honestly)."""
    chunk = bytes(1024 * 1024)
    with zipfile.ZipFile(path, "w", compression=zipfile.ZIP_DEFLATED) as zf:
        for name, text in (extra or {}).items():
            zf.writestr(name, text)
        with zf.open(member, "w") as out:
            for _ in range(megabytes):
                out.write(chunk)
    return path


def lying_zip_bomb(path: Path, *, member: str, megabytes: int, extra: dict[str, str] | None = None) -> Path:
    """Like :func:`zip_bomb`, but the headers claim the member inflates to 100 bytes."""
    zip_bomb(path, member=member, megabytes=megabytes, extra=extra)
    data = bytearray(path.read_bytes())
    name = member.encode()
    # Local file header: signature PK\3\4, uncompressed size at offset 22.
    local = data.find(b"PK\x03\x04")
    while local != -1:
        name_len = struct.unpack_from("<H", data, local + 26)[0]
        if bytes(data[local + 30 : local + 30 + name_len]) == name:
            struct.pack_into("<I", data, local + 22, 100)
        local = data.find(b"PK\x03\x04", local + 4)
    # Central directory entry: signature PK\1\2, uncompressed size at offset 24.
    central = data.find(b"PK\x01\x02")
    while central != -1:
        name_len = struct.unpack_from("<H", data, central + 28)[0]
        if bytes(data[central + 46 : central + 46 + name_len]) == name:
            struct.pack_into("<I", data, central + 24, 100)
        central = data.find(b"PK\x01\x02", central + 4)
    path.write_bytes(bytes(data))
    return path


def _pdf(text: str, *, user_password: str | None = None) -> bytes:
    from fpdf import FPDF

    doc = FPDF()
    doc.set_font("helvetica", size=12)
    doc.add_page()
    doc.multi_cell(w=0, text=text)
    if user_password is not None:
        doc.set_encryption(owner_password="owner-secret", user_password=user_password)
    return bytes(doc.output())


EPUB_CONTAINER = (
    '<?xml version="1.0"?><container version="1.0" '
    'xmlns="urn:oasis:names:tc:opendocument:xmlns:container"><rootfiles>'
    '<rootfile full-path="content.opf" media-type="application/oebps-package+xml"/>'
    "</rootfiles></container>"
)


def build_hostile_folder(
    root: Path, *, sparse_bytes: int = 2 * 1024**3, bomb_megabytes: int = 64, nesting: int = 100_000
) -> HostileFolder:
    """Write the hostile folder at ``root`` (created) and return what must become of each file."""
    root.mkdir(parents=True)
    out = HostileFolder(root)

    def good(rel: str, data: bytes, phrase: str) -> None:
        path = root / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data)
        out.good[path] = phrase

    def refused(rel: str | bytes, data: bytes, reason: str) -> Path:
        path = Path(os.fsdecode(os.path.join(os.fsencode(root), os.fsencode(rel))))
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data)
        out.refused[printable(path)] = reason
        return path

    for rel, text in GOOD_TEXTS.items():
        good(rel, text.encode("utf-8"), text.split(".")[0].lstrip("# ").splitlines()[-1])

    # Encodings: UTF-16 without a byte-order mark, Windows-1252, UTF-8 with stray invalid bytes.
    utf16le = "Die Bergführerin notierte den Lawinenbericht für den Gletscherpass am Morgen. " * 4
    utf16be = "Der Imker zählte im Herbst die Bienenvölker und schleuderte den Waldhonig. " * 4
    good("encodings/utf16le-no-bom.txt", utf16le.encode("utf-16-le"), "Lawinenbericht")
    good("encodings/utf16be-no-bom.txt", utf16be.encode("utf-16-be"), "Bienenvölker")
    cp1252 = "Le pâtissier a noté la crème brûlée, les œufs et le café crème pour la réunion. " * 3
    good("encodings/windows-1252.txt", cp1252.encode("cp1252"), "pâtissier")
    broken = (
        b"The cartographer redrew the coastline near the estuary. \xff\xfe\xc3 stray bytes "
        b"\x80 follow, then the survey of the tidal flats continues for many pages. " * 3
    )
    good("encodings/broken-utf8.txt", broken, "cartographer")

    depth_html = (
        "<html><body><p>Nested deep: the glassblower's kiln schedule.</p>"
        + "<div>" * nesting
        + "innermost"
        + "</div>" * nesting
        + "</body></html>"
    )
    good("html/deeply-nested.html", depth_html.encode(), "glassblower")

    # PDFs: truncated and encrypted.
    whole = _pdf("The ferry timetable for the winter season, all routes. " * 40)
    refused("pdf/truncated.pdf", whole[: len(whole) // 3], "not a valid PDF")
    refused("pdf/encrypted.pdf", _pdf("secret", user_password="hunter2"), "encrypted PDF")

    # Zip bombs in DOCX and EPUB (declared honestly, and with lying headers).
    bombs = root / "bombs"
    bombs.mkdir()
    content_types = {"[Content_Types].xml": "<Types/>"}
    zip_bomb(bombs / "bomb.docx", member="word/document.xml", megabytes=bomb_megabytes, extra=content_types)
    out.refused[str(bombs / "bomb.docx")] = "zip bomb"
    epub_extra = {"mimetype": "application/epub+zip", "META-INF/container.xml": EPUB_CONTAINER}
    zip_bomb(bombs / "bomb.epub", member="content.opf", megabytes=bomb_megabytes, extra=epub_extra)
    out.refused[str(bombs / "bomb.epub")] = "zip bomb"
    lying_zip_bomb(
        bombs / "lying-bomb.docx", member="word/document.xml", megabytes=bomb_megabytes, extra=content_types
    )
    out.refused[str(bombs / "lying-bomb.docx")] = ""  # any reason: the headers lie, the content is bad

    # A 2 GB file that takes no space: refused by the size limit without being read.
    sparse = root / SPARSE_NAME
    sparse.parent.mkdir()
    with open(sparse, "wb") as fh:
        fh.truncate(sparse_bytes)
    out.refused[str(sparse)] = "larger than"

    refused("binary/random-bytes.txt", os.urandom(64 * 1024), "binary file")
    refused("binary/elf-like.md", b"\x7fELF\x02\x01\x01" + bytes(range(256)) * 100, "binary file")

    # Names that are not valid UTF-8 (a file, and a folder holding a good-looking file).
    refused(b"names/bad-\xff\xfe-name.txt", b"text behind an undecodable name", "not valid UTF-8")
    bad_dir = os.path.join(os.fsencode(root), b"names", b"dir-\xe9\xff")
    os.mkdir(bad_dir)
    with open(os.path.join(bad_dir, b"inside.txt"), "wb") as fh:
        fh.write(b"inside a folder with an undecodable name")
    out.refused[printable(bad_dir)] = "not valid UTF-8"

    # Not files: symlink loops, a dangling link, a FIFO named like text.
    links = root / "links"
    links.mkdir()
    for name, target in (
        ("loop", "."),
        ("up", ".."),
        ("a.txt", "b.txt"),
        ("b.txt", "a.txt"),
        ("gone.txt", "nowhere"),
    ):
        (links / name).symlink_to(target)
        out.not_files.append(links / name)
    (links / "to-plain").symlink_to(root / "plain", target_is_directory=True)
    out.not_files.append(links / "to-plain")
    if hasattr(os, "mkfifo"):
        os.mkfifo(root / "links" / "pipe.txt")
        out.not_files.append(root / "links" / "pipe.txt")
    return out
