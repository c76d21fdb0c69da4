"""Plain text, Markdown and source code: encoding detection and binary refusal.

Decoding order: a byte-order mark; UTF-16 without a BOM (recognised by the
zero bytes of ASCII text); strict UTF-8; then charset-normalizer, except
that Windows-1252 wins whenever it is among its candidates (its own pick
among Western code pages would turn "naïve" into "naďve" or "naļve").

Machine-written text (a log: see :mod:`..machine_text`) is not returned whole: the extractor
reads its head to decide, and the indexer reads the file itself in pieces of about a megabyte
(:func:`read_pieces`, decoded as the head was), from its start or from where an append began.
"""

from __future__ import annotations

import codecs
import hashlib
import logging
import re
from collections.abc import Iterator
from dataclasses import dataclass, replace
from pathlib import Path

from ..common import reasons
from ..text.machine_text import machine_written
from .document import Document, UnsupportedFile, flowing

log = logging.getLogger(__name__)

SNIFF_BYTES = 8192
BINARY = reasons.BINARY_FILE()
# Control bytes that do not occur in text (tab, newlines, form feed, escape and backspace do).
_CONTROL = frozenset(range(32)) - {0x08, 0x09, 0x0A, 0x0B, 0x0C, 0x0D, 0x1B}
_MAX_CONTROL_RATIO = 0.10
_BOMS = (
    (codecs.BOM_UTF32_LE, "utf-32-le"),
    (codecs.BOM_UTF32_BE, "utf-32-be"),
    (codecs.BOM_UTF8, "utf-8"),
    (codecs.BOM_UTF16_LE, "utf-16-le"),
    (codecs.BOM_UTF16_BE, "utf-16-be"),
)
# Bytes of a sample handed to charset-normalizer; it samples within this itself.
_DETECT_BYTES = 1024 * 1024
_NEWLINES = re.compile(r"\r\n?")
_ATX_H1 = re.compile(r"#[ \t]+(.+?)(?:[ \t]+#+)?[ \t]*")
_FENCE = re.compile(r"[ ]{0,3}(```|~~~)")
#: Bytes of machine-written text read, decoded, cut and committed at a time (memory stays flat).
PIECE_BYTES = 1 << 20
#: Bytes before a place in a file whose digest tells an append from a rewrite (as mail stores do).
TAIL_BYTES = 4096


def extract_text(path: Path, *, max_chars: int) -> Document:
    return _flowing_file("text", path, max_chars=max_chars)


def extract_code(path: Path, *, max_chars: int) -> Document:
    return _flowing_file("code", path, max_chars=max_chars)


def extract_markdown(path: Path, *, max_chars: int) -> Document:
    return _flowing_file("markdown", path, max_chars=max_chars)


def _flowing_file(kind: str, path: Path, *, max_chars: int) -> Document:
    """A text file as one page; a file longer than what is read says how long it is in all.

    Machine-written text is returned as far as it was read to decide so: the indexer reads all
    of it in pieces (:func:`read_pieces`, with the ``encoding`` the document names), never whole.
    """
    text, total, encoding = _read_counted(path, max_chars=max_chars)
    why = machine_written(path.name, text, total) if kind in ("text", "code") else ""
    if why:
        text = text[:max_chars]  # its head: what the limit lets through, never more
    doc = flowing(kind, text, title=markdown_title(text) if kind == "markdown" else "")
    return replace(doc, total_chars=total, words_only=why, encoding=encoding)


def read_text(path: Path, *, max_chars: int) -> str:
    """The decoded text of ``path`` (at most about ``max_chars``), newlines normalised to ``\\n``."""
    with path.open("rb") as f:
        # Four bytes per character covers UTF-32; reading more would only be cut away.
        data = f.read(max_chars * 4 + 4)
        cut = bool(f.read(1))
    return normalise_newlines(decode(data, truncated=cut))


def read_text_counted(path: Path, *, max_chars: int) -> tuple[str, int]:
    """:func:`read_text`, and how many characters the whole file holds. What is past the part
    read is decoded as it streams by, in blocks, never held: a 150 MB log costs about a second."""
    text, total, _encoding = _read_counted(path, max_chars=max_chars)
    return text, total


def _read_counted(path: Path, *, max_chars: int) -> tuple[str, int, str]:
    """:func:`read_text_counted`, and the codec the text was decoded with."""
    with path.open("rb") as f:
        data = f.read(max_chars * 4 + 4)
        more = f.read(1)
        text, encoding, start = _decode(data, truncated=bool(more))
        if not more:
            text = normalise_newlines(text)
            return text, len(text), encoding
        decoder = codecs.getincrementaldecoder(encoding)(errors="replace")
        total, carried_cr = 0, False
        block = data[start:] + more
        while block:
            piece = decoder.decode(block)
            total += _normalised_length(piece, after_cr=carried_cr)
            carried_cr = piece.endswith("\r") if piece else carried_cr
            block = f.read(1 << 20)
        piece = decoder.decode(b"", final=True)
        total += _normalised_length(piece, after_cr=carried_cr)
    return normalise_newlines(text), total, encoding


@dataclass(frozen=True)
class TextPiece:
    """A piece of a text file read by :func:`read_pieces`: its decoded text (newlines made
    ``\\n``), the bytes it came from (``start``..``end`` in the file), the digest of the
    :data:`TAIL_BYTES` bytes before ``end`` (:func:`tail_digest` of ``end``), and whether it is
    the last piece read."""

    text: str
    start: int
    end: int
    data: bytes
    tail: str
    last: bool = False


def read_pieces(
    path: Path, *, encoding: str, start: int = 0, stop: int | None = None, piece_bytes: int | None = None
) -> Iterator[TextPiece]:
    """The text of ``path`` from byte ``start`` (its first byte, or the start of a line) up to byte
    ``stop`` (None: its end), in pieces of about ``piece_bytes`` bytes (:data:`PIECE_BYTES`) that
    end at line ends.

    Decoded with ``encoding`` as the extractor decoded the file's head (a byte-order mark at the
    start is left out); the pieces' texts joined are :func:`read_text`'s text of those bytes.
    Only a line longer than a piece is cut inside, between two characters (never between
    the ``\\r`` and ``\\n`` of a line end). The last piece may end inside a character of a file
    still being written: it is read again from its line's start when the file grows.
    """
    held: TextPiece | None = None
    size = piece_bytes or PIECE_BYTES
    for piece in _pieces(path, encoding=encoding, start=start, stop=stop, piece_bytes=size):
        if held is not None:
            yield held
        held = piece
    if held is not None:
        yield replace(held, last=True)


def _pieces(
    path: Path, *, encoding: str, start: int, stop: int | None, piece_bytes: int
) -> Iterator[TextPiece]:
    newline = "\n".encode(encoding)
    unit = len(newline)
    with path.open("rb") as f:
        pos = start
        if start == 0:
            head = f.read(4)
            boms = (len(bom) for bom, codec in _BOMS if head.startswith(bom) and _same_codec(codec, encoding))
            pos = next(boms, 0)
        f.seek(max(0, pos - TAIL_BYTES))
        tail = f.read(pos - max(0, pos - TAIL_BYTES))
        while stop is None or pos < stop:
            want = piece_bytes if stop is None else min(piece_bytes, stop - pos)
            data = f.read(want)
            if not data:
                return
            end = len(data) < want or (stop is not None and pos + len(data) >= stop)
            if end:
                text = data.decode(encoding, errors="replace")
            else:
                data, text = _cut_at_line_end(data, encoding, newline, unit)
                f.seek(pos + len(data))
            tail = (tail + data)[-TAIL_BYTES:]
            yield TextPiece(
                normalise_newlines(text), pos, pos + len(data), data, hashlib.sha256(tail).hexdigest()
            )
            pos += len(data)
            if end:
                return


def _cut_at_line_end(data: bytes, encoding: str, newline: bytes, unit: int) -> tuple[bytes, str]:
    """``data`` up to its last line end, decoded; a piece without one is cut between characters."""
    at = data.rfind(newline)
    while at > 0 and at % unit:  # a UTF-16/32 newline starts at a character's first byte
        at = data.rfind(newline, 0, at)
    if at >= 0:
        data = data[: at + unit]
        return data, data.decode(encoding, errors="replace")
    decoder = codecs.getincrementaldecoder(encoding)(errors="replace")
    text = decoder.decode(data, final=False)
    used = len(data) - len(decoder.getstate()[0])
    if text.endswith("\r"):  # its "\n" may open the next piece: keep the pair together
        text, used = text[:-1], used - len("\r".encode(encoding))
    return data[:used], text


def _same_codec(a: str, b: str) -> bool:
    return codecs.lookup(a).name == codecs.lookup(b).name


def line_start_byte(data: bytes, encoding: str, breaks: int) -> int | None:
    """Where in ``data`` (bytes of text in ``encoding``, starting at a character) the line after
    its ``breaks``-th line break starts (``\\r\\n``, ``\\r`` and ``\\n`` each one break, as
    :func:`normalise_newlines` counts them); None when it has fewer."""
    if breaks <= 0:
        return 0
    lf, cr = "\n".encode(encoding), "\r".encode(encoding)
    unit = len(lf)
    pattern = re.compile(re.escape(cr) + b"(?:" + re.escape(lf) + b")?|" + re.escape(lf))
    seen = 0
    for match in pattern.finditer(data):
        if match.start() % unit:
            continue  # bytes of two UTF-16/32 characters that only look like a line break
        seen += 1
        if seen == breaks:
            return match.end()
    return None


def tail_digest(path: Path, end: int) -> str | None:
    """SHA-256 of the :data:`TAIL_BYTES` bytes before ``end`` in ``path`` (as :class:`TextPiece`
    ``tail``), or None when the file is shorter: what tells an append from a rewrite."""
    try:
        with path.open("rb") as fh:
            if fh.seek(0, 2) < end:
                return None
            fh.seek(max(0, end - TAIL_BYTES))
            return hashlib.sha256(fh.read(end - max(0, end - TAIL_BYTES))).hexdigest()
    except OSError:
        return None


def read_window(path: Path, *, start: int, length: int, sample_chars: int) -> tuple[str, int, bool]:
    """``length`` characters of the text of ``path`` from character ``start`` (offsets as the
    indexer counts them: decoded, newlines normalised), the line breaks before ``start``, and
    whether text follows. What comes before is decoded a block at a time and counted, never
    held; the encoding is found as :func:`read_text` finds it for ``sample_chars`` characters."""
    with path.open("rb") as f:
        head = f.read(sample_chars * 4 + 4)
        _text, encoding, at = _decode(head, truncated=bool(f.read(1)))
        f.seek(at)
        decoder = codecs.getincrementaldecoder(encoding)(errors="replace")
        seen = breaks = 0
        kept: list[str] = []
        got = 0
        carried = ""
        while True:
            block = f.read(1 << 20)
            piece = carried + decoder.decode(block, final=not block)
            carried = ""
            if block and piece.endswith("\r"):  # its "\n" may open the next block
                piece, carried = piece[:-1], "\r"
            piece = normalise_newlines(piece)
            if not kept and seen + len(piece) <= start:
                breaks += piece.count("\n")
            else:
                skip = max(0, start - seen)
                if not kept:
                    breaks += piece.count("\n", 0, skip)
                kept.append(piece[skip:])
                got += len(piece) - skip
            seen += len(piece)
            if not block or got > length:
                break
    text = "".join(kept)
    return text[:length], breaks, got > length


def _normalised_length(piece: str, *, after_cr: bool) -> int:
    """How many characters ``piece`` has once CRLF is one newline (``after_cr``: the piece
    before ended in CR, so a leading LF is the second half of a CRLF)."""
    length = len(piece) - piece.count("\r\n")
    return length - 1 if after_cr and piece.startswith("\n") else length


def decode(data: bytes, *, truncated: bool = False) -> str:
    """``data`` as text; raises UnsupportedFile("binary file") if it does not look like text."""
    return _decode(data, truncated=truncated)[0]


def _decode(data: bytes, *, truncated: bool) -> tuple[str, str, int]:
    """``data`` as text, with the encoding used and where the text starts (after a BOM)."""
    for bom, encoding in _BOMS:
        if data.startswith(bom):
            return _decode_tail_safe(data[len(bom) :], encoding, truncated=truncated), encoding, len(bom)
    utf16 = _utf16_without_bom(data[:SNIFF_BYTES])
    if utf16:
        try:
            return _decode_tail_safe(data, utf16, truncated=truncated, strict=True), utf16, 0
        except UnicodeDecodeError:
            raise UnsupportedFile(BINARY) from None
    if looks_binary(data[:SNIFF_BYTES]):
        raise UnsupportedFile(BINARY)
    try:
        return _decode_tail_safe(data, "utf-8", truncated=truncated, strict=True), "utf-8", 0
    except UnicodeDecodeError:
        pass
    guessed = _guess_encoding(data[:_DETECT_BYTES])
    if guessed is None:
        raise UnsupportedFile(BINARY)
    return data.decode(guessed, errors="replace"), guessed, 0


def looks_binary(sample: bytes) -> bool:
    """True for data with NUL bytes or many control characters."""
    if not sample:
        return False
    if b"\x00" in sample:
        return True
    controls = sum(1 for byte in sample if byte in _CONTROL)
    return controls / len(sample) > _MAX_CONTROL_RATIO


def normalise_newlines(text: str) -> str:
    return _NEWLINES.sub("\n", text)


def markdown_title(text: str) -> str:
    """The first level-1 ATX heading (``# Title``) outside fenced code blocks, or ""."""
    fence = ""
    for line in text.split("\n", 2000)[:2000]:
        marker = _FENCE.match(line)
        if marker:
            if not fence:
                fence = marker.group(1)
            elif marker.group(1) == fence:
                fence = ""
            continue
        if not fence:
            heading = _ATX_H1.fullmatch(line)
            if heading:
                return heading.group(1).strip()
    return ""


def _utf16_without_bom(sample: bytes) -> str:
    """The codec of mostly-ASCII UTF-16 text without a BOM (every other byte zero), or ""."""
    pairs = len(sample) // 2
    if pairs < 2:
        return ""
    even_zero = sample[0 : pairs * 2 : 2].count(0)
    odd_zero = sample[1 : pairs * 2 : 2].count(0)
    if odd_zero >= 0.4 * pairs and even_zero <= 0.02 * pairs:
        return "utf-16-le"
    if even_zero >= 0.4 * pairs and odd_zero <= 0.02 * pairs:
        return "utf-16-be"
    return ""


def _decode_tail_safe(data: bytes, encoding: str, *, truncated: bool, strict: bool = False) -> str:
    """Decode ``data``; when it was cut mid-character, drop the partial character at the end."""
    errors = "strict" if strict else "replace"
    if truncated:
        decoder = codecs.getincrementaldecoder(encoding)(errors=errors)
        return decoder.decode(data, final=False)
    return data.decode(encoding, errors=errors)


def _guess_encoding(sample: bytes) -> str | None:
    from charset_normalizer import from_bytes

    matches = from_bytes(sample)
    best = matches.best()
    if best is None:
        return None
    # Western text decodes plausibly under several code pages and charset-normalizer's pick among
    # them is close to arbitrary (Baltic for French); Windows-1252, when plausible at all, is the
    # likeliest. Scripts it cannot spell (Cyrillic, Greek, CJK, Czech) never list it.
    if any("cp1252" in match.could_be_from_charset for match in matches):
        return "cp1252"
    log.debug("guessed encoding %s", best.encoding)
    return str(best.encoding)
