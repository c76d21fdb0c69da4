"""The engine's own words reach the window in the user's language, and stay English elsewhere.

Why a file was not indexed is stored in English (the command line and scripts read it) and shown
translated (:func:`desktop_search.core.common.reasons.shown`); a folder's state, the settings file's
warnings, the catalog's notes and the rules of what is always left out are said in the language
:mod:`desktop_search.core.common.texts` was given. Here with a marking translator (every word that went
through translation is bracketed), and with the real German translation file as the window loads
it; and by default, byte for byte the English the command line has always printed.
"""

from __future__ import annotations

import json
import re
import struct
import time
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path
from types import SimpleNamespace

import pytest

from desktop_search.core.common import reasons, texts
from desktop_search.core.common.settings import Settings
from desktop_search.core.extract.document import cut_note
from desktop_search.core.indexing.scanner import EXCLUSION_RULES, exclusion_rules
from desktop_search.core.indexing.volumes import Volume, error_state
from desktop_search.core.models import catalog as catalog_module
from desktop_search.core.models.builtin import BUILTIN_MODELS
from desktop_search.core.models.catalog import (
    CATALOG_TEXTS,
    catalog,
    description,
    languages_text,
    unavailable_reason,
)
from desktop_search.core.searching.searcher import FirstStage
from desktop_search.core.session import Session, _answer
from desktop_search.core.store.folder_state import OFFLINE, ONLINE, UNREACHABLE, state_text

ROOT = Path(__file__).resolve().parents[2]
QM = ROOT / "desktop_search" / "ui" / "translations" / "desktop_search_de.qm"


def _marked(context: str, text: str, n: int) -> str:
    """The English text, bracketed: shows which words went through translation."""
    return "⟦" + texts._english(context, text, n) + "⟧"


@pytest.fixture
def marking() -> Iterator[None]:
    texts.install(_marked)
    yield
    texts.reset()


@pytest.fixture
def german() -> Iterator[None]:
    """The window's translate hook, on the compiled German file (no Qt application needed)."""
    if not QM.exists():
        pytest.skip("the translations are not built (make translations)")
    from PySide6.QtCore import QTranslator

    translator = QTranslator()
    assert translator.load(str(QM))

    def translate(context: str, text: str, n: int) -> str:
        found = translator.translate(context, text, None, n) or text
        return found.replace("%n", str(n)) if n >= 0 else found

    texts.install(translate)
    yield
    texts.reset()


def _de(context: str, source: str) -> str:
    """The German translation of ``source`` as the .ts file has it."""
    tree = ET.parse(ROOT / "resources" / "translations" / "desktop_search_de.ts")
    for ctx in tree.getroot().iter("context"):
        if ctx.findtext("name") == context:
            for message in ctx.iter("message"):
                if message.findtext("source") == source:
                    return message.findtext("translation") or ""
    raise KeyError((context, source))


def _samples(reason: reasons.Reason) -> list[str]:
    """``reason`` written as the code writes it, with sample fields (each plural form)."""
    names = re.findall(r"\{([a-z_]+)\}", reason.template)
    fields = {name: 5_000_000 if name in reasons.FIGURES else f"<{name} value>" for name in names}
    if reason.plural:
        return [reason(1, **fields), reason(4, **fields)]
    return [reason(**fields)]


STORED = [
    ("/d/secret.pdf", "error", "encrypted PDF"),
    ("/d/broken.pdf", "error", "not a valid PDF file (damaged or not a PDF)"),
    ("/d/huge.iso", "skipped", "larger than 100 MB"),
    ("/d/odd.xyz", "skipped", "a library's own words, from an older version"),
]
NOTES = [
    ("/d/big.log", "found by its words only: machine-written text (a log), not read for meaning"),
    (
        "/d/inbox.mbox",
        "2 messages not read (message at byte 0: timed out after 30 s; message at byte 99: binary file)",
    ),
]


def _failures() -> list[list[str]]:
    """What the session sends the window's Failures list, for an index holding these rows."""
    engine = SimpleNamespace(failures=lambda: list(STORED), notes=lambda: list(NOTES))
    return Session._failures(SimpleNamespace(engine=engine))  # type: ignore[arg-type]


# -- English by default: what is stored, and what the command line prints ------------------------


def test_every_reason_reads_back_as_it_was_written() -> None:
    """By default a stored reason is shown exactly as stored: the CLI's and old lists' English."""
    for reason in reasons.declared():
        for text in _samples(reason):
            assert reasons.shown(text) == text, reason.template


def test_reasons_are_stored_in_english_whatever_the_language(marking: None) -> None:
    """The window's process writes the index too: what it stores is the English, not its language."""
    assert reasons.CANNOT_READ_FILE(error="Permission denied") == "cannot read file (Permission denied)"
    assert cut_note(5_000_000, 157_433_760) == "first 5,000,000 of 157,433,760 characters indexed"
    assert reasons.MESSAGES_NOT_READ(1, problems="x") == "1 message not read (x)"
    assert reasons.MESSAGES_NOT_READ(3, problems="x") == "3 messages not read (x)"
    assert error_state(OSError(2, "No such file or directory")) == ("missing", "the folder is not there")


def test_the_failures_list_is_english_by_default() -> None:
    assert _failures() == [list(row) for row in STORED] + [[path, "partly", note] for path, note in NOTES]


def test_folder_states_settings_and_rules_are_english_by_default() -> None:
    now = time.time()
    assert state_text(ONLINE, None) == "online"
    assert state_text(OFFLINE, now, "the drive ‘BACKUP’ is not mounted") == (
        f"offline since {time.strftime('%H:%M', time.localtime(now))}: the drive ‘BACKUP’ is not mounted"
    )
    earlier = now - 400 * 86400
    assert state_text(UNREACHABLE, earlier) == (
        f"unreachable since {time.strftime('%Y-%m-%d %H:%M', time.localtime(earlier))}"
    )
    warnings = Settings.from_dict({"rerank": "yes", "max_file_mb": 10**9}, source="s.json").warnings
    assert warnings == [
        'In s.json, "max_file_mb" is 1000000000, outside 0.1 to 100000: 100000 is used.',
        'In s.json, "rerank" must be true or false, not a text ("yes"): the default (true) is used.',
    ]
    assert exclusion_rules() == EXCLUSION_RULES
    assert EXCLUSION_RULES[0] == "Python virtual environments (a folder holding pyvenv.cfg)"


def test_settings_errors_for_the_command_line_stay_english(tmp_path: Path, marking: None) -> None:
    with pytest.raises(ValueError, match=r'^fusion must be "rrf" or "blend", not a number \(3\)$'):
        Settings.update(tmp_path / "settings.json", fusion=3)


# -- through translation: the marking translator ---------------------------------------------------


def test_a_stored_reason_is_shown_translated_field_by_field(marking: None) -> None:
    assert reasons.shown("not a valid PDF file (damaged or not a PDF)") == (
        "⟦not a valid PDF file (⟦damaged or not a PDF⟧)⟧"
    )
    # A raw OS error stays as it is; joined notes are shown one by one; a figure in the locale's way.
    assert reasons.shown("cannot read file (Permission denied)") == "⟦cannot read file (Permission denied)⟧"
    assert reasons.shown(NOTES[1][1]) == (
        "⟦2 messages not read (⟦⟦message at ⟦byte 0⟧: ⟦timed out after 30 s⟧⟧; "
        "⟦message at ⟦byte 99⟧: ⟦binary file⟧⟧⟧)⟧"
    )
    assert reasons.shown("first 5,000 of 9,000 characters indexed; an older note") == (
        "⟦⟦first 5,000 of 9,000 characters indexed⟧; an older note⟧"  # "; " is the language's too
    )
    assert reasons.shown("words from nowhere") == "words from nowhere"


def test_every_reason_goes_through_translation(marking: None) -> None:
    for reason in reasons.declared():
        for text in _samples(reason):
            assert reasons.shown(text).startswith("⟦"), reason.template


def test_engine_texts_go_through_translation(marking: None) -> None:
    assert state_text(OFFLINE, None, "the folder is not there") == "⟦⟦offline⟧: ⟦the folder is not there⟧⟧"
    warning = Settings.from_dict({"rerank": "yes"}, source="s.json").warnings[0]
    assert warning.startswith("⟦In s.json")
    assert "⟦true or false⟧" in warning
    assert '⟦a text ("yes")⟧' in warning
    assert all(rule.startswith("⟦") for rule in exclusion_rules())
    entry = catalog()[0]
    assert description(entry) == f"⟦{entry.notes}⟧"
    assert languages_text(entry) == f"⟦{entry.languages}⟧"


def test_every_catalog_text_is_marked_for_translation() -> None:
    """lupdate reads code, not catalog.json: its notes and languages are repeated in catalog.py."""
    data = json.loads((ROOT / "desktop_search" / "core" / "models" / "catalog.json").read_text("utf-8"))
    shown = {m["notes"] for m in data["models"]} | {m["languages"] for m in data["models"]}
    assert shown == set(CATALOG_TEXTS)


def test_the_no_reranker_case_is_a_flag_not_a_text() -> None:
    """The window hides the note next to its reranker offer by this flag, whatever the note's language."""
    results: list = [object()]  # a result as such is not looked at
    first = FirstStage(query="q", top=10, keep_weak=False, candidates=[], results=results, timings_ms={})
    response = first.unreranked("no reranker model: results are not reranked", no_reranker=True)
    assert response.no_reranker
    assert _answer(response, final=True).no_reranker
    assert not _answer(first.unreranked("reranking is off"), final=True).no_reranker


# -- the real German translation, as the window loads it -----------------------------------------


def test_the_failures_window_reads_german(german: None) -> None:
    failures = _failures()
    assert failures[0][2] == _de("Failures", "encrypted PDF")
    assert failures[1][2] == _de("Failures", "not a valid {format} file ({reason})").format(
        format="PDF", reason=_de("Failures", "damaged or not a PDF")
    )
    assert failures[2][2] == _de("Failures", "larger than {limit} MB").format(limit=100)
    assert failures[3][2] == STORED[3][2]  # no template: as stored
    assert failures[4][2] == _de(
        "Failures", "found by its words only: machine-written text ({kind}), not read for meaning"
    ).format(kind=_de("Failures", "a log"))
    assert failures[5][2].startswith("2 Nachrichten nicht gelesen (Nachricht bei Byte 0: ")
    assert all(row[2] != english[2] for row, english in zip(failures[:3], STORED, strict=False))


def test_the_models_settings_and_folders_read_german(german: None, monkeypatch: pytest.MonkeyPatch) -> None:
    for entry in catalog():
        assert description(entry) == _de("Catalog", entry.notes), entry.id
        assert description(entry) != entry.notes
    assert languages_text(catalog()[0]) == _de("Catalog", catalog()[0].languages)
    for model in BUILTIN_MODELS.values():
        assert texts.translate("Catalog", model.description) == _de("Catalog", model.description)

    monkeypatch.setattr(catalog_module, "architecture_supported", lambda _name: False)
    monkeypatch.setattr(catalog_module, "_llama_cpp_version", lambda english=False: "llama-cpp-python 0.3")
    future = replace(catalog()[0], architecture="no-such-arch")
    german_reason = unavailable_reason(future)
    assert german_reason == _de(
        "Catalog",
        "needs a newer llama.cpp: architecture {architecture} is not supported by this build ({version})",
    ).format(architecture="no-such-arch", version="llama-cpp-python 0.3")
    assert unavailable_reason(future, english=True) == (
        "needs a newer llama.cpp: architecture no-such-arch is not supported by this build "
        "(llama-cpp-python 0.3)"
    )

    warning = Settings.from_dict({"rerank": "yes"}, source="s.json").warnings[0]
    assert warning == _de(
        "SettingsFile",
        'In {source}, "{name}" must be {expected}, not {value}: the default ({default}) is used.',
    ).format(
        source="s.json",
        name="rerank",
        expected=_de("SettingsFile", "true or false"),
        value=_de("SettingsFile", "a text ({text})").format(text='"yes"'),
        default="true",
    )
    assert exclusion_rules()[0] == _de("Scanner", "Python virtual environments (a folder holding pyvenv.cfg)")

    nas = Volume(mount_point="/mnt/nas", fstype="nfs", source="nas:/photos")
    assert state_text(OFFLINE, None, reasons.VOLUME_NOT_MOUNTED(volume=nas.describe())) == _de(
        "Volumes", "{state}: {reason}"
    ).format(
        state=_de("Volumes", "offline"),
        reason=_de("Volumes", "{volume} is not mounted").format(
            volume=_de("Volumes", "the share {source}").format(source="nas:/photos")
        ),
    )


# -- the models' errors: raised in English, shown in the user's language -------------------------


def _model_errors(tmp_path: Path) -> dict[str, str]:
    """What importing, reading and downloading a model really raise, for files made here."""
    from desktop_search.core.models.download import DownloadError, download
    from desktop_search.core.models.library import fetch, import_model
    from desktop_search.core.models.runtime import ModelError, ModelInfo

    errors: dict[str, str] = {}
    text_file = tmp_path / "notes.gguf"
    text_file.write_bytes(b"just some words, not a model\n")
    with pytest.raises(ModelError) as raised:
        import_model(text_file, tmp_path / "models")
    errors["not gguf"] = str(raised.value)
    cut = tmp_path / "cut.gguf"
    cut.write_bytes(b"GGUF" + struct.pack("<I", 3))  # the file ends before its tensor count
    with pytest.raises(ModelError) as raised:
        ModelInfo.read(cut)
    errors["cut"] = str(raised.value)
    future = tmp_path / "future.gguf"
    future.write_bytes(b"GGUF" + struct.pack("<I", 7) + bytes(64))
    with pytest.raises(ModelError) as raised:
        import_model(future, tmp_path / "models")
    errors["version"] = str(raised.value)
    with pytest.raises(DownloadError) as raised:
        download("http://example.com/model.gguf", tmp_path / "model.gguf", sha256="0" * 64)
    errors["http"] = str(raised.value)
    unpublished = replace(catalog()[0], sha256="")
    with pytest.raises(DownloadError) as raised:
        fetch(unpublished, tmp_path / "models")
    errors["no checksum"] = str(raised.value)
    return errors


def _expected_model_errors() -> dict[str, str]:
    entry = catalog()[0]
    return {
        "not gguf": "notes.gguf is not a GGUF model file",
        "cut": (
            "cut.gguf is damaged or incomplete: "
            "the tensor count needs 8 bytes but the file ends 0 bytes later"
        ),
        "version": (
            "future.gguf is not a valid GGUF model: "
            "it is GGUF version 7, which is not supported (2 and 3 are)"
        ),
        "http": "refusing to download over plain HTTP (or another scheme): http://example.com/model.gguf",
        "no checksum": (
            f"{entry.name} has no published checksum, so it is not downloaded automatically. "
            f"Download it yourself from {entry.url} and import it."
        ),
    }


def test_model_errors_are_english_by_default(tmp_path: Path) -> None:
    """What the command line prints and the tests read: the English as it has always been."""
    errors = _model_errors(tmp_path)
    assert errors == _expected_model_errors()
    for text in errors.values():
        assert reasons.shown(text) == text


def test_every_model_reason_reads_back_as_itself() -> None:
    """Each of the models' reasons is recognised as itself (not as another context's), untranslated."""
    models = [reason for reason in reasons.declared() if reason.context == "Models"]
    assert len(models) >= 90

    def tagged(context: str, text: str, n: int) -> str:
        return f"⟦{context}|{texts._english(context, text, n)}⟧"

    for reason in models:
        for text in _samples(reason):
            assert reasons.shown(text) == text, reason.template
    texts.install(tagged)
    try:
        for reason in models:
            for text in _samples(reason):
                assert reasons.shown(text) == f"⟦Models|{text}⟧", reason.template
    finally:
        texts.reset()


def test_model_errors_read_german(tmp_path: Path, german: None) -> None:
    """Raised in English while the window speaks German; shown in German, field by field."""
    errors = _model_errors(tmp_path)
    assert errors == _expected_model_errors()  # raised (and logged, and printed) in English
    shown = {key: reasons.shown(text) for key, text in errors.items()}
    assert shown["not gguf"] == _de("Models", "{name} is not a GGUF model file").format(name="notes.gguf")
    assert shown["cut"] == _de("Models", "{name} is damaged or incomplete: {reason}").format(
        name="cut.gguf",
        reason=_de("Models", "{place} needs {count} bytes but the file ends {total} bytes later").format(
            place=_de("Models", "the tensor count"), count="8", total="0"
        ),
    )
    assert shown["version"] == _de("Models", "{name} is not a valid GGUF model: {reason}").format(
        name="future.gguf",
        reason=_de("Models", "it is GGUF version {version}, which is not supported (2 and 3 are)").format(
            version="7"
        ),
    )
    assert shown["http"] == _de(
        "Models", "refusing to download over plain HTTP (or another scheme): {url}"
    ).format(url="http://example.com/model.gguf")
    entry = catalog()[0]
    assert shown["no checksum"] == _de(
        "Models",
        "{name} has no published checksum, so it is not downloaded automatically. "
        "Download it yourself from {url} and import it.",
    ).format(name=entry.name, url=entry.url)
    for key, text in errors.items():
        assert shown[key] != text, key


def test_a_model_reason_inside_another_is_shown_in_its_place(tmp_path: Path, marking: None) -> None:
    """A reason beginning with a name ("cut.gguf is damaged ...") is not taken for the whole text
    when the session or the engine says it inside their own words."""
    cut = _model_errors(tmp_path)["cut"]
    inner = (
        "⟦cut.gguf is damaged or incomplete: "
        "⟦⟦the tensor count⟧ needs 8 bytes but the file ends 0 bytes later⟧⟧"
    )
    assert reasons.shown(cut) == inner
    said = {  # as session.py and engine.py write them
        f"Cannot rerank with cut.gguf: {cut}": "⟦Cannot rerank with cut.gguf: {inner}⟧",
        f"Cannot use cut.gguf for search: {cut}": "⟦Cannot use cut.gguf for search: {inner}⟧",
        f"not reranked: {cut}": "⟦not reranked: {inner}⟧",
        f"llama.cpp could not load cut.gguf: {cut}": "⟦llama.cpp could not load cut.gguf: {inner}⟧",
        reasons.DEFAULT_INSTEAD_OF_UNUSABLE(name="cut.gguf", reason=cut): (
            "⟦The embedding model cut.gguf cannot be used ({inner}); the default model is used instead.⟧"
        ),
    }
    for text, shown in said.items():
        assert reasons.shown(text) == shown.format(inner=inner), text
    assert reasons.CANNOT_RERANK_WITH(name="cut.gguf", reason=cut) == f"Cannot rerank with cut.gguf: {cut}"
    assert reasons.NOT_RERANKED(reason=cut) == f"not reranked: {cut}"
