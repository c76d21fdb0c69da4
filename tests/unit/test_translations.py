"""Every string the window shows is in every shipped language, with its placeholders intact.

The code's strings are extracted afresh with ``pyside6-lupdate`` (as ``make translations-update``
does) and compared with ``resources/translations/*.ts``: a string added to the code without a
translation fails here, not in a user's window. A second check reads the window's code and fails
on a user-visible literal that does not go through ``tr()``.
"""

from __future__ import annotations

import ast
import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from desktop_search.core.common.texts import PLACEHOLDER
from tools.english_plurals import forms

ROOT = Path(__file__).resolve().parents[2]
TS_DIR = ROOT / "resources" / "translations"
LANGUAGES = ("de", "es", "fr", "zh_CN", "ru", "ar")
#: How many plural forms Qt's rules give each language (lrelease rejects a wrong count).
PLURAL_FORMS = {"de": 2, "es": 2, "fr": 2, "zh_CN": 1, "ru": 3, "ar": 6, "en": 2}

Key = tuple[str, str, str]  # context, source, disambiguation


def _messages(path: Path) -> dict[Key, ET.Element]:
    out: dict[Key, ET.Element] = {}
    for context in ET.parse(path).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            key = (name, message.findtext("source") or "", message.findtext("comment") or "")
            out[key] = message
    return out


def _lupdate() -> Path:
    found = Path(sys.executable).parent / "pyside6-lupdate"
    if found.exists():
        return found
    which = shutil.which("pyside6-lupdate")
    if which is None:
        pytest.skip("pyside6-lupdate is not installed")
    return Path(which)


@pytest.fixture(scope="module")
def code_strings(tmp_path_factory: pytest.TempPathFactory) -> dict[Key, ET.Element]:
    out = tmp_path_factory.mktemp("lupdate") / "code.ts"
    sources = sorted(str(p) for p in (ROOT / "desktop_search").rglob("*.py"))
    subprocess.run([str(_lupdate()), "-silent", *sources, "-locations", "none", "-ts", str(out)], check=True)
    found = _messages(out)
    assert len(found) > 100, "lupdate found almost nothing: is the window still translatable?"
    return found


def _forms(message: ET.Element) -> list[str]:
    translation = message.find("translation")
    if translation is None:
        return []
    if message.get("numerus") == "yes":
        return [form.text or "" for form in translation.iter("numerusform")]
    return [translation.text or ""]


def _fields(text: str) -> set[str]:
    return {p for p in PLACEHOLDER.findall(text) if not p.startswith("%")}


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_string_of_the_code_is_translated(language: str, code_strings: dict) -> None:
    shipped = _messages(TS_DIR / f"desktop_search_{language}.ts")
    missing = [key for key in code_strings if key not in shipped]
    assert not missing, (
        f"{len(missing)} strings lack a {language} entry (make translations-update): {missing[:5]}"
    )
    unfinished = [
        key
        for key in code_strings
        if shipped[key].find("translation") is None
        or shipped[key].find("translation").get("type") == "unfinished"
        or not all(f.strip() for f in _forms(shipped[key]))
    ]
    assert not unfinished, f"{len(unfinished)} {language} translations unfinished: {unfinished[:5]}"


@pytest.mark.parametrize("language", LANGUAGES)
def test_translations_keep_their_placeholders(language: str) -> None:
    """{fields} are filled after translation: one lost or renamed is a KeyError in the window."""
    wrong = []
    for (context, source, _), message in _messages(TS_DIR / f"desktop_search_{language}.ts").items():
        plural = message.get("numerus") == "yes"
        forms_found = _forms(message)
        if plural:
            assert len(forms_found) == PLURAL_FORMS[language], (context, source, forms_found)
        for text in forms_found:
            if _fields(text) != _fields(source):
                wrong.append((context, source, text))
            # Qt's own numbered placeholders must survive too; %n may be left out of a plural form
            # (Arabic's "one" and "two" forms say the number in the word).
            if set(re.findall(r"%\d", text)) != set(re.findall(r"%\d", source)):
                wrong.append((context, source, text))
            if not plural and ("%n" in source) != ("%n" in text):
                wrong.append((context, source, text))
    assert not wrong, wrong[:5]


def test_english_has_every_plural_form(code_strings: dict) -> None:
    english = _messages(TS_DIR / "desktop_search_en.ts")
    plurals = [key for key, message in code_strings.items() if message.get("numerus") == "yes"]
    assert plurals, "no plural in the code: %n strings are expected (results, files)"
    for key in plurals:
        assert key in english, f"{key} has no English plural (make translations-update)"
        assert _forms(english[key]) == list(forms(key[1])), key


def test_english_forms_read_as_english() -> None:
    assert forms("%n file(s)") == ("%n file", "%n files")
    assert forms("%Ln match(es) of your words") == ("%Ln match of your words", "%Ln matches of your words")


#: Calls that put their text arguments in front of the user.
USER_TEXT_CALLS = {
    "setText", "setToolTip", "setWindowTitle", "setPlaceholderText", "setStatusTip", "setWhatsThis",
    "showMessage", "addItem", "insertItem", "setItemText", "addAction", "addMenu", "setTitle",
    "setAccessibleName", "setAccessibleDescription", "setLabelText", "setHeaderLabels", "setTabText",
    "setSuffix", "setPrefix", "setSpecialValueText", "setInformativeText", "setDetailedText",
    "addRow", "information", "warning", "critical", "question", "about", "getExistingDirectory",
    "getOpenFileName", "getSaveFileName", "addButton", "setButtonText", "showMessage_",
    "QLabel", "QPushButton", "QCheckBox", "QRadioButton", "QGroupBox", "QAction", "QToolButton",
    "QMenu", "QMessageBox", "QTreeWidgetItem", "QListWidgetItem", "QStandardItem",
}  # fmt: skip
#: The window's modules (qt_libraries speaks before Qt runs, on the terminal; i18n has no words).
WINDOW_CODE = [
    *sorted((ROOT / "desktop_search" / "ui").glob("*.py")),
    ROOT / "desktop_search" / "app.py",
]
NOT_WINDOW = {"qt_libraries.py", "i18n.py", "__init__.py", "single_instance.py"}
#: Names that stay as they are in every language: the product's, and a format's file filter.
NAMES = re.compile(r"Desktop Search|[A-Z0-9]+ \(\*\.[a-z0-9]+\)")
TAG = re.compile(r"<[^>]*>")
WORD = re.compile(r"[^\W\d_]{2,}")  # two letters in a row: words, not symbols or separators


def _has_words(text: str) -> bool:
    return bool(WORD.search(NAMES.sub("", TAG.sub("", text))))


def _words(node: ast.AST) -> str | None:
    """The words of a literal or f-string handed over as is (None when it holds none)."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value if _has_words(node.value) else None
    if isinstance(node, ast.JoinedStr):
        text = "".join(
            v.value for v in node.values if isinstance(v, ast.Constant) and isinstance(v.value, str)
        )
        return text if _has_words(text) else None
    if isinstance(node, ast.BinOp):
        return _words(node.left) or _words(node.right)
    return None


def _name(call: ast.Call) -> str:
    if isinstance(call.func, ast.Attribute):
        return call.func.attr
    return call.func.id if isinstance(call.func, ast.Name) else ""


def test_no_user_visible_literal_bypasses_tr() -> None:
    """A literal or f-string given straight to a label, tooltip, title or message is not translated."""
    bypasses = []
    for path in WINDOW_CODE:
        if path.name in NOT_WINDOW:
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Call) or _name(node) not in USER_TEXT_CALLS:
                continue
            receiver = node.func.value if isinstance(node.func, ast.Attribute) else None
            if isinstance(receiver, ast.Name) and receiver.id in {"log", "logger", "logging", "warnings"}:
                continue  # the log file is for whoever reads logs, in English
            for arg in [*node.args, *(k.value for k in node.keywords)]:
                if (text := _words(arg)) is not None:
                    bypasses.append(f"{path.name}:{node.lineno}: {_name(node)}({text!r})")
    assert not bypasses, "user-visible text without tr():\n" + "\n".join(bypasses)
