"""Why a file or a folder is not indexed, or only in part: written in English, read in the user's language.

These reasons are kept in the index (``files.error``, ``folders.state_reason``) and read from
there by the command line (``status --errors``), the servers and scripts: stored, they are the
same English text whatever the language of the program that wrote them, be it the window or
the command line, a child process extracting a file or an older version of the app.
The window reads them through :func:`shown`, which recognises a stored text as one of the
templates declared here with its fields filled in, and gives the template's translation with
the same fields. A field that holds a reason itself (:data:`NESTED`: "OCR failed ({reason},
...)") is shown in turn; a figure written with the English digit grouping (:data:`FIGURES`)
is written again the locale's way; any other field (a file's name, an OS or library error) is
shown as it is. Notes joined by "; " are shown one by one. A text no template matches (an
older version's wording, a library's own message) is shown as it is.

A reason is declared once, at module level, as ``NAME = Failures.tr("template")`` (``"", n``
for a plural: ``%n`` is the count), which pyside6-lupdate extracts with its context; the
code writes ``NAME(field=value)`` (``NAME(n, field=value)``), the English text to store.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import cached_property

from . import texts

#: Fields that hold a reason themselves: shown (translated) in turn.
NESTED = frozenset({"reason", "problems", "stopped", "kind", "volume", "pixels", "place"})
#: Fields that are counts written with the English grouping ("5,000,000"), written again the
#: locale's way when shown.
FIGURES = frozenset({"kept", "total", "count"})
#: Where a plural template's count goes (not a field: ``NAME(n)``).
PLURAL = 0

_GROUPED = re.compile(r"\d{1,3}(?:,\d{3})*")
_TOKEN = re.compile(r"\{([a-z_]+)\}|%L?n")


@dataclass(frozen=True)
class Reason:
    """One template of a reason, in its translation context."""

    context: str
    template: str
    plural: bool = False
    patterns: tuple[re.Pattern[str], ...] = field(default=(), compare=False, repr=False)

    def __call__(self, n: int = -1, /, **fields: object) -> str:
        """The English text, to store: ``template`` with ``fields`` (and the count ``n``)."""
        text = self.template
        if self.plural:
            text = texts.english_forms(text)[0 if n == 1 else 1]
            text = text.replace("%Ln", f"{n:,}").replace("%n", str(n))
        values = {
            name: f"{value:,}" if name in FIGURES and isinstance(value, int) else value
            for name, value in fields.items()
        }
        return text.format(**values)

    @cached_property
    def last_field(self) -> str:
        """The field the template ends with ("" when it ends with its own words)."""
        found = re.search(r"\{([a-z_]+)\}$", self.template)
        return found[1] if found else ""

    @property
    def specificity(self) -> int:
        """How many of the template's characters are its own words (the most specific matches first)."""
        return len(_TOKEN.sub("", self.template))


def _pattern(text: str) -> re.Pattern[str]:
    """A regular expression reading ``text`` (one English form of a template) back into its fields."""
    parts: list[str] = []
    last = 0
    for token in _TOKEN.finditer(text):
        parts.append(re.escape(text[last : token.start()]))
        if token[1]:
            parts.append(f"(?P<{token[1]}>.*?)")
        else:
            parts.append(r"(?P<_n>\d{1,3}(?:,\d{3})*)" if token[0] == "%Ln" else r"(?P<_n>\d+)")
        last = token.end()
    parts.append(re.escape(text[last:]))
    return re.compile("".join(parts), re.S)


_declared: list[Reason] = []
_ordered: list[Reason] = []


class Reasons:
    """A translation context of reasons: ``Failures = Reasons("Failures")``, then
    ``NAME = Failures.tr("template")``. Name the variable as the context: lupdate reads it."""

    def __init__(self, context: str) -> None:
        self.context = context

    def tr(self, template: str, disambiguation: str = "", n: int = -1) -> Reason:
        """Declare the reason ``template`` (a plural when ``n`` >= 0, e.g. :data:`PLURAL`)."""
        del disambiguation
        forms = texts.english_forms(template) if n >= 0 else (template,)
        reason = Reason(self.context, template, n >= 0, tuple(_pattern(form) for form in forms))
        _declared.append(reason)
        _ordered.clear()
        return reason


def declared() -> list[Reason]:
    """Every reason declared, the most specific first (the order :func:`shown` tries them)."""
    if not _ordered:
        _ordered.extend(sorted(_declared, key=lambda r: -r.specificity))
    return list(_ordered)


def shown(stored: str) -> str:
    """A stored reason in the user's language (:mod:`.texts`; English by default, as stored)."""
    if not stored:
        return stored
    whole = _translated(stored)
    if whole is not None:
        return whole
    parts = stored.split("; ")
    if len(parts) == 1:
        return stored
    out: list[str] = []
    start = 0
    while start < len(parts):  # the longest run of parts that reads as one reason, else one part
        for stop in range(len(parts), start, -1):
            found = _translated("; ".join(parts[start:stop]))
            if found is not None:
                out.append(found)
                start = stop
                break
        else:
            out.append(parts[start])
            start += 1
    text = out[0]
    for note in out[1:]:  # "；" in Chinese, "؛" in Arabic
        text = texts.translate("Failures", "{notes}; {note}").format(notes=text, note=note)
    return text


def _translated(text: str) -> str | None:
    for reason in declared():
        for pattern in reason.patterns:
            found = pattern.fullmatch(text)
            if found is None:
                continue
            values = found.groupdict()
            tail = values.get(reason.last_field) if reason.last_field else None
            if tail is not None and "; " in tail and _translated(tail) is None:
                # A field at the end took the notes that follow ("message at byte 0: x; and 2
                # more"): this template reads the first note only (shown() tries it alone).
                continue
            count = values.pop("_n", None)
            n = int(count.replace(",", "")) if count is not None else -1
            fields = {name: _field(name, value) for name, value in values.items()}
            return texts.translate(reason.context, reason.template, n).format(**fields)
    return None


def _field(name: str, value: str) -> str:
    if name in NESTED:
        return shown(value)
    if name in FIGURES and _GROUPED.fullmatch(value):
        return texts.number(int(value.replace(",", "")))
    return value


# -- the reasons ----------------------------------------------------------------------------------

Failures = Reasons("Failures")  # the context of a file's reasons (lupdate reads the name)
Volumes = Reasons("Volumes")  # the context of a folder's reasons

# Reading a file (the extractors).
CANNOT_READ_FILE = Failures.tr("cannot read file ({error})")
NESTED_TOO_DEEPLY = Failures.tr("document nested too deeply")
EXTRACTOR_FAILED = Failures.tr("extractor failed ({error})")
UNSUPPORTED_TYPE = Failures.tr("unsupported type {suffix}")
UNSUPPORTED_NO_SUFFIX = Failures.tr("unsupported type (no suffix)")
LEGACY_OFFICE = Failures.tr("unsupported type {suffix} (legacy Office file)")
LEGACY_OFFICE_NO_SUFFIX = Failures.tr("unsupported type (no suffix) (legacy Office file)")
BINARY_FILE = Failures.tr("binary file")
NOT_VALID = Failures.tr("not a valid {format} file")
NOT_VALID_BECAUSE = Failures.tr("not a valid {format} file ({reason})")
ZIP_BOMB = Failures.tr("compressed content too large (zip bomb?)")
ENCRYPTED_ZIP = Failures.tr("encrypted zip content")
BAD_ZIP = Failures.tr("not a valid {format} file (bad zip)")
ZIP_MEMBER_MISSING = Failures.tr("not a valid {format} file (no {member})")
ZIP_MEMBER_CORRUPT = Failures.tr("not a valid {format} file (corrupt {member})")
BAD_XML = Failures.tr("not a valid {format} file (bad XML: {error})")
PASSWORD_SPREADSHEET = Failures.tr("password-protected spreadsheet")
PASSWORD_OR_LEGACY = Failures.tr("password-protected or legacy-format {format} file")
PASSWORD_PROTECTED = Failures.tr("password-protected {format} file")
DRM_EPUB = Failures.tr("DRM-protected EPUB")
EPUB_NO_PACKAGE = Failures.tr("not a valid EPUB file (no package document)")
EMLX_NO_LENGTH = Failures.tr("not a valid EMLX file (no message length on its first line)")
# pdfium's reasons a document does not load (its FPDF_ERR_* codes).
PDF_UNKNOWN_ERROR = Failures.tr("unknown error")
PDF_FILE_UNREADABLE = Failures.tr("file not found or unreadable")
PDF_DAMAGED = Failures.tr("damaged or not a PDF")
PDF_ENCRYPTED = Failures.tr("encrypted PDF")
PDF_SECURITY_HANDLER = Failures.tr("unsupported security handler")
PDF_PAGE_DAMAGED = Failures.tr("page not found or damaged")
# Images, and pages rendered for OCR.
IMAGE_TOO_LARGE = Failures.tr("image too large to decode safely ({pixels}; decompression bomb?)")
IMAGE_PIXELS = Failures.tr("{count} pixels")
IMAGE_TOO_MANY_PIXELS = Failures.tr("too many pixels")
IMAGE_TOO_LARGE_SIZE = Failures.tr(
    "image too large to decode safely ({width}×{height} pixels, more than {million} million; "
    "decompression bomb?)"
)
IMAGE_UNREADABLE = Failures.tr("not a readable image (unknown or damaged format)")
IMAGE_DAMAGED = Failures.tr("damaged image ({error})")
IMAGE_TRUNCATED = Failures.tr("damaged image (truncated)")
IMAGE_NO_PIXELS = Failures.tr("damaged image (no pixels)")
NO_PAGE = Failures.tr("no page {page}")
CANNOT_RENDER_PAGE = Failures.tr("cannot render page {page} ({error})")
# The extractor's child process.
EXTRACTOR_CLOSED = Failures.tr("extractor was closed")
EXTRACTOR_NOT_STARTED = Failures.tr("extractor failed to start ({reason})")
NO_ANSWER = Failures.tr("no answer")
STILL_RUNNING = Failures.tr("still running")
SIGNAL = Failures.tr("signal {signal}")
EXIT_CODE = Failures.tr("exit code {code}")
TIMED_OUT = Failures.tr("timed out after {seconds} s")
OVER_MEMORY = Failures.tr("used more than {limit} MB of memory")
CRASHED = Failures.tr("extractor crashed ({reason})")
# Mail: attachments, stores and their messages.
ATTACHMENT_TOO_LARGE = Failures.tr("attachment {name} not read ({size} MB, over the limit)")
ATTACHMENT_NOT_READ = Failures.tr("attachment {name} not read ({reason})")
NOT_A_MAIL_STORE = Failures.tr("not a mail store")
NOT_MBOX = Failures.tr("not an mbox file (it does not start with a “From ” line)")
PST_NEEDS_LIBPFF = Failures.tr("Outlook PST/OST needs the libpff-python package (not installed)")
PST_UNREADABLE = Failures.tr("not a readable PST/OST file ({error})")
MESSAGE_GONE = Failures.tr("the message is no longer in its store")
MESSAGE_UNREADABLE = Failures.tr("cannot read the message from {store} ({error})")
STORE_READ_STOPPED = Failures.tr("read stopped at {place}: {reason}")
STORE_MESSAGE_AT = Failures.tr("message at {place}: {reason}")
STORE_BYTE = Failures.tr("byte {at}")
STORE_MESSAGE_NUMBER = Failures.tr("message {at}")
STORE_MESSAGE = Failures.tr("message {subject}: {reason}")
AND_MORE = Failures.tr("and {more} more")
MESSAGES_NOT_READ = Failures.tr("%n message(s) not read ({problems})", "", PLURAL)
# Indexing: what went wrong, what was left out.
CANNOT_READ = Failures.tr("cannot read: {error}")
UNEXPECTED_ERROR = Failures.tr("unexpected error: {error}")
WORDS_ONLY = Failures.tr("found by its words only: machine-written text ({kind}), not read for meaning")
A_LOG = Failures.tr("a log")
DATA_RECORDS = Failures.tr("data records")
A_LOG_TIME_STAMPED = Failures.tr("a log (time-stamped lines)")
A_LOG_REPEATED = Failures.tr("a log (repeated lines)")
CUT_OF = Failures.tr("first {kept} of {total} characters indexed")
CUT = Failures.tr("first {kept} characters indexed; the rest is past the limit")
# Scanning folders.
CANNOT_READ_FOLDER = Failures.tr("cannot read folder: {error}")
FOLDER_NAME_NOT_UTF8 = Failures.tr("folder name is not valid UTF-8")
FILE_NAME_NOT_UTF8 = Failures.tr("file name is not valid UTF-8")
LARGER_THAN = Failures.tr("larger than {limit} MB")
# Text from pixels (OCR).
OCR_OFF = Failures.tr("OCR is off")
OCR_UNAVAILABLE = Failures.tr("OCR is unavailable")
OCR_NO_TESSEROCR = Failures.tr("OCR is unavailable: the tesserocr package is not installed")
OCR_NO_TESSDATA = Failures.tr(
    "OCR is unavailable: no Tesseract language data found (install tesseract-ocr-eng)"
)
OCR_NO_LANGUAGE_DATA = Failures.tr("OCR is unavailable: no language data in {folder}")
OCR_LANGUAGES_MISSING = Failures.tr("OCR language data not installed: {languages}")
OCR_FAILED = Failures.tr("OCR failed ({reason}, ...)")
OCR_BUDGET_SPENT = Failures.tr("stopped after {seconds} s (ocr_file_budget_s)")
OCR_PAGE_STOPPED = Failures.tr("page {page} {reason}; the rest were left out")
OCR_STOPPED = Failures.tr("recognised {read} of {pages} pages; {stopped}")
OCR_PAGE_LIMIT = Failures.tr("recognised {read} of {pages} pages (ocr_max_pages)")

# A folder that is not online (its state's reason).
VOLUME_ANOTHER = Volumes.tr("another volume is mounted at {mount_point}, not {volume}")
VOLUME_NOT_MOUNTED = Volumes.tr("{volume} is not mounted")
VOLUME_SHARE = Volumes.tr("the share {source}")
VOLUME_DRIVE_LABEL = Volumes.tr("the drive ‘{label}’")
VOLUME_DRIVE_AT = Volumes.tr("the drive at {mount_point}")
VOLUME_AT = Volumes.tr("the volume at {mount_point}")
FOLDER_EMPTY = Volumes.tr("the folder is empty (a drive or share that is not connected?)")
FOLDER_NOT_ANSWERING = Volumes.tr("does not answer ({reason})")
FOLDER_NOT_THERE = Volumes.tr("the folder is not there")
FOLDER_CANNOT_BE_READ = Volumes.tr("cannot be read ({error})")
FOLDER_NOT_REACHABLE = Volumes.tr("not reachable ({error})")
NO_ANSWER_WITHIN = Volumes.tr("no answer within {seconds} s")

# Why a global shortcut or an editor command from the settings cannot be used.
Preferences = Reasons("Preferences")  # the context of the settings' reasons
SHORTCUT_PLUS_KEY = Preferences.tr("{shortcut}: the + key cannot be used; choose a letter, a digit or Space")
SHORTCUT_NOT_ONE_KEY = Preferences.tr("{shortcut} is not one key with modifiers (for example Ctrl+Alt+Space)")
SHORTCUT_NOT_A_MODIFIER = Preferences.tr("{shortcut}: {modifier} is not a modifier (Ctrl, Alt, Shift, Meta)")
SHORTCUT_KEY_NOT_EVERYWHERE = Preferences.tr(
    "{shortcut}: {key} cannot be grabbed on every desktop; use a letter, a digit, F1–F12 or Space"
)
SHORTCUT_NEEDS_MODIFIER = Preferences.tr(
    "{shortcut} needs Ctrl, Alt or Meta: alone it would take {key} from every program"
)
COMMAND_NO_PROGRAM = Preferences.tr("the command must start with a program")
COMMAND_UNBALANCED = Preferences.tr("a quotation mark or a backslash is not closed")
