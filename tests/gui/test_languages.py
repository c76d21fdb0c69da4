"""The window in the user's language: the app's translations, Qt's own, mirrored for Arabic.

Each language is loaded as the app loads it at start (``i18n.install``) from the .qm files that
``make translations`` compiles from ``resources/translations``; the expected words are read from
those .ts files, so a test does not hard-code a translation.
"""

from __future__ import annotations

import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtCore import QLocale, Qt
from PySide6.QtWidgets import QDialogButtonBox

from desktop_search.core.common import texts
from desktop_search.core.common.settings import Settings
from desktop_search.core.progress_text import describe
from desktop_search.ui import i18n
from desktop_search.ui.main_window import MainWindow
from desktop_search.ui.settings_dialog import SettingsDialog

ROOT = Path(__file__).resolve().parents[2]


def _translation(language: str, context: str, source: str) -> str:
    tree = ET.parse(ROOT / "resources" / "translations" / f"desktop_search_{language}.ts")
    for ctx in tree.getroot().iter("context"):
        if ctx.findtext("name") != context:
            continue
        for message in ctx.iter("message"):
            if message.findtext("source") == source:
                return message.findtext("translation") or ""
    raise KeyError((language, context, source))


@pytest.fixture
def in_language(qapp):
    def load(name: str) -> list[str]:
        return i18n.install(qapp, QLocale(name))

    yield load
    i18n.uninstall(qapp)
    texts.reset()


@pytest.mark.parametrize(("locale", "language"), [("de_DE", "de"), ("zh_CN", "zh_CN"), ("ar_EG", "ar")])
def test_the_window_speaks_the_users_language(qtbot, in_language, locale: str, language: str) -> None:
    loaded = in_language(locale)
    names = {Path(f).name for f in loaded}
    assert f"desktop_search_{language}.qm" in names
    assert any(name.startswith("qtbase_") for name in names), "Qt's own words come from qtbase_*.qm"

    window = MainWindow()
    qtbot.addWidget(window)
    expected = _translation(language, "MainWindow", "Search your files by meaning…")
    assert expected
    assert window.search_box.placeholderText() == expected

    dialog = SettingsDialog(Settings(), [])
    qtbot.addWidget(dialog)
    assert dialog.windowTitle() == _translation(language, "SettingsDialog", "Folders and settings")
    cancel = dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Cancel)
    assert cancel.text().replace("&", "") not in ("Cancel", ""), "Qt's buttons stay in English"


def test_arabic_mirrors_the_layout(qtbot, qapp, in_language) -> None:
    in_language("ar_EG")
    assert qapp.layoutDirection() == Qt.LayoutDirection.RightToLeft
    window = MainWindow()
    qtbot.addWidget(window)
    assert window.layoutDirection() == Qt.LayoutDirection.RightToLeft
    in_language("de_DE")
    assert qapp.layoutDirection() == Qt.LayoutDirection.LeftToRight


def test_figures_follow_the_locale_in_the_window_and_stay_plain_on_the_command_line(in_language) -> None:
    class Run:  # a run's progress, as the worker reports it
        phase, files_done, files_total, chunks_done, failed = "indexing", 1234, 56789, 0, 0
        current, recognising, ocr_page, ocr_pages = "", "", 0, 0
        meaning_pending, passages_total, rate, eta_s = 0, 0, 0.0, 4000.0
        meaning_eta_s, switching, paused_by = None, "", ""

    texts.reset()
    assert texts.number(56789) == "56,789"
    assert texts.date(0).count("-") == 2  # the command line: ISO dates
    plain = describe(Run())
    assert "1,234 of 56,789" in plain
    assert "1 h 7 min" in plain

    in_language("de_DE")
    assert texts.number(56789) == "56.789"
    assert texts.number(2.5, 1) == "2,5"
    german = describe(Run())
    assert "1.234" in german
    assert "56.789" in german
    assert german != plain
    # A figure and its unit never part at a line's end in the window ("33 %" once wrapped as
    # "33" / "%" at 200 %); the command line keeps plain spaces.
    assert "1\u00a0h\u00a07\u00a0min" in german
    assert texts.percent(0.33) == "33\u00a0%"
    assert texts.size(42e6) == "42\u00a0MB"
    texts.reset()
    assert texts.percent(0.33) == "33 %"

    in_language("ar_EG")
    assert texts.number(56789) == QLocale("ar_EG").toString(56789)  # Arabic-Indic digits, as the spin boxes


def test_english_plurals(in_language) -> None:
    in_language("en_US")

    class Done:
        phase, files_done, files_total, chunks_done, failed = "meaning", 1, 1, 0, 0
        current, recognising, ocr_page, ocr_pages = "", "", 0, 0
        meaning_pending, passages_total, rate, eta_s = 0, 0, 0.0, None
        meaning_eta_s, switching, paused_by = None, "", ""

    assert "All 1 file searchable by words" in describe(Done())
    Done.files_done = Done.files_total = 2
    assert "All 2 files searchable by words" in describe(Done())


def _row_directions(result, qapp) -> list[Qt.LayoutDirection]:
    from PySide6.QtGui import QTextDocument

    from desktop_search.ui.result_delegate import result_html

    doc = QTextDocument()
    doc.setHtml(result_html(result, muted="#777"))
    block, out = doc.firstBlock(), []
    while block.isValid():
        out.append(block.textDirection())
        block = block.next()
    return out


def _result(path: str, snippet: str):
    from desktop_search.core.searching.results import SearchResult

    return SearchResult(
        path=path, score=0.9, snippet=snippet, highlights=[], page=None, chunk_id=1, char_start=0,
        char_end=len(snippet), mtime_ns=1_700_000_000 * 10**9, route="both", similarity=0.9,
    )  # fmt: skip


def test_a_result_row_gives_each_paragraph_its_own_direction(qapp, in_language) -> None:
    rtl, ltr = Qt.LayoutDirection.RightToLeft, Qt.LayoutDirection.LeftToRight
    arabic_name = _result("/home/ann/عقد الإيجار.txt", "The tenant pays the deposit.")
    # An English window: the Arabic name goes right to left, the folder line and the snippet do not.
    assert _row_directions(arabic_name, qapp) == [rtl, ltr, ltr]
    hebrew_snippet = _result("/home/ann/lease.txt", "השוכר משלם את הפיקדון.")
    assert _row_directions(hebrew_snippet, qapp) == [ltr, ltr, rtl]
    # An Arabic window: its folder line goes its way; an English name and passage stay left to right.
    in_language("ar_EG")
    assert _row_directions(_result("/home/ann/lease.txt", "The tenant pays."), qapp) == [ltr, rtl, ltr]


def test_no_locale_set_is_english_with_plain_figures(in_language) -> None:
    """LANG=C or unset: the window speaks English with its plurals, dates in ISO form."""
    loaded = in_language("C")
    assert any(Path(f).name == "desktop_search_en.qm" for f in loaded)
    assert texts.translate("MainWindow", "%Ln result(s)", 1) == "1 result"
    assert texts.date(1_700_000_000).startswith("2023-11-1")
    assert texts.number(12345) == "12,345"


def test_settings_say_in_german_why_a_shortcut_or_a_command_cannot_be_used(
    qtbot, in_language, monkeypatch
) -> None:
    """The reasons come from the core (stored and printed in English) and reach the dialog in German."""
    from PySide6.QtGui import QKeySequence

    from desktop_search.core.extract import ocr

    english_ocr = "OCR is unavailable: the tesserocr package is not installed"
    monkeypatch.setattr(ocr, "availability", lambda: ocr.Availability(False, english_ocr))
    in_language("de_DE")
    dialog = SettingsDialog(Settings(), [])
    qtbot.addWidget(dialog)
    assert dialog.ocr_group.reason.text() == _translation("de", "Failures", english_ocr)

    dialog.global_shortcut.setKeySequence(QKeySequence("Shift+K"))
    dialog.accept()
    reason = _translation(
        "de",
        "Preferences",
        "{shortcut} needs Ctrl, Alt or Meta: alone it would take {key} from every program",
    ).format(shortcut="Umschalt+K", key="K")  # the shortcut as the keyboard field shows it
    frame = _translation("de", "SettingsDialog", "This shortcut cannot be used: {reason}.")
    assert dialog.shortcut_note.text() == frame.format(reason=reason)
    assert "Ctrl, Alt oder Meta" in reason  # German, with the key names the settings file takes

    dialog.global_shortcut.clear()
    dialog.editor.setText('"unclosed {file}')
    dialog.accept()
    said = _translation("de", "Preferences", "a quotation mark or a backslash is not closed")
    assert said in dialog.editor_hint.text()
    dialog.editor.setText("{file} --line {line}")
    dialog.accept()
    assert (
        _translation("de", "Preferences", "the command must start with a program")
        in dialog.editor_hint.text()
    )
    assert dialog.result() != dialog.DialogCode.Accepted


def test_lists_and_language_names_inside_a_sentence_follow_the_language(in_language) -> None:
    """French writes "en chinois, allemand" in a sentence (names in lower case), Chinese lists
    with "、", and the command line keeps the English it always printed."""
    from desktop_search.core.text.languages import LanguageMix, multilingual_offer, offer_text

    mix = LanguageMix({"zh": 6_000, "de": 3_000, "en": 1_000})

    def offer() -> str:
        made = multilingual_offer(
            mix, current_model="minilm", english_only=True, offer_model="e5", declined_at=0.0
        )
        assert made is not None
        return offer_text(made)

    assert "(Chinese, German)" in offer()
    assert mix.describe() == "Chinese 60 %, German 30 %, English 10 %"

    in_language("fr_FR")
    chinese, german = (_translation("fr", "Languages", name) for name in ("Chinese", "German"))
    assert chinese[0].isupper(), "listed (the OCR languages) the names are capitalised"
    assert f"({chinese[0].lower()}{chinese[1:]}, {german[0].lower()}{german[1:]})" in offer()

    in_language("de_DE")
    chinese, german = (_translation("de", "Languages", name) for name in ("Chinese", "German"))
    assert f"({chinese}, {german})" in offer()  # German nouns keep their capital

    in_language("zh_CN")
    chinese, german = (_translation("zh_CN", "Languages", name) for name in ("Chinese", "German"))
    assert f"{chinese}、{german}" in offer()


def test_where_the_model_runs_is_said_in_the_users_language(in_language) -> None:
    """The status line's "on CPU (2 threads)": English as the command line prints it, German in
    a German window (the texts models/runtime.py writes when it loads a model)."""
    from desktop_search.core.common import reasons

    assert reasons.DEVICE_CPU(1) == "CPU (1 thread)"
    no_gpu = reasons.DEVICE_CPU_NO_GPU(8, reason=reasons.GPU_NOT_BUILT())
    assert no_gpu == "CPU (8 threads; GPU not used: this build of llama.cpp has no GPU support)"
    in_language("de_DE")
    assert reasons.shown(reasons.DEVICE_CPU(2)) == "CPU (2 Threads)"
    shown = reasons.shown(no_gpu)
    assert shown.startswith("CPU (8 Threads; GPU nicht genutzt: ")
    assert _translation("de", "Models", "this build of llama.cpp has no GPU support") in shown


def test_the_flash_attention_note_beside_the_device_is_translated(in_language) -> None:
    """ "GPU (CUDA, NVIDIA H200) · flash attention off: no CUDA kernel for head size 32" (what
    runtime.load_llama writes) is shown with both halves in the user's language."""
    from desktop_search.core.common import reasons

    off = reasons.FLASH_ATTN_OFF_NO_KERNEL(backend="CUDA", size=32)
    line = reasons.DEVICE_AND_ATTENTION(device=reasons.DEVICE_CPU(2), attention=off)
    assert line == "CPU (2 threads) · flash attention off: no CUDA kernel for head size 32"
    in_language("de_DE")
    assert reasons.shown(line) == "CPU (2 Threads) · Flash Attention aus: kein CUDA-Kernel für Kopfgröße 32"
