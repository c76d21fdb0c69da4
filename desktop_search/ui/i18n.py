"""The window in the user's language: the app's translations, Qt's own, and the locale's figures.

``install(app)`` loads, for the system locale (``LANG``/``LC_ALL``/``LC_MESSAGES`` on Linux, the
user's languages on Windows and macOS), Qt's ``qtbase_*.qm`` (file dialogs, OK/Cancel, context
menus) and the app's ``desktop_search_*.qm`` (compiled from ``resources/translations/*.ts`` by
``make``), mirrors the layout for right-to-left languages, and has the core's texts
(:mod:`..core.texts`) translated and their numbers and dates written the locale's way.
English needs a file too: its plural forms ("1 file", "2 files").
"""

from __future__ import annotations

import logging
from importlib.resources import files
from pathlib import Path

from PySide6.QtCore import (
    QCoreApplication,
    QDateTime,
    QLibraryInfo,
    QLocale,
    Qt,
    QTranslator,
)
from PySide6.QtWidgets import QApplication

from ..core.common import texts

log = logging.getLogger(__name__)
#: Between a figure and its unit in the window.
NO_BREAK_SPACE = "\u00a0"
#: The languages the app ships, besides English (the source).
LANGUAGES = ("de", "es", "fr", "zh_CN", "ru", "ar")
#: Where ``make`` compiles the .qm files (package data: the packages carry them).
TRANSLATIONS = Path(str(files(__package__).joinpath("translations")))
_installed: list[QTranslator] = []
_previous_default: list[QLocale] = []


def install(app: QCoreApplication, locale: QLocale | None = None) -> list[str]:
    """Load the translations for ``locale`` (default: the system's); returns the files loaded."""
    uninstall(app)
    locale = locale or QLocale.system()
    _previous_default.append(QLocale())
    QLocale.setDefault(locale)
    loaded: list[str] = []
    qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    for name, folder in (("qtbase", qt_dir), ("desktop_search", str(TRANSLATIONS))):
        translator = QTranslator(app)
        if translator.load(locale, name, "_", folder):
            app.installTranslator(translator)
            _installed.append(translator)
            loaded.append(translator.filePath())
    if not any("desktop_search" in path for path in loaded):
        # A language the app does not speak (or the C locale): English, with its plural forms.
        english = QTranslator(app)
        if english.load(str(TRANSLATIONS / "desktop_search_en.qm")):
            app.installTranslator(english)
            _installed.append(english)
            loaded.append(english.filePath())
        else:
            log.warning("the window's translations are not built (make translations): no plural forms")
    if isinstance(app, QApplication):
        app.setLayoutDirection(
            Qt.LayoutDirection.RightToLeft
            if locale.textDirection() == Qt.LayoutDirection.RightToLeft
            else Qt.LayoutDirection.LeftToRight
        )
    # A figure and its unit stay on one line in the window ("33 %" never broken before "%").
    if locale.language() == QLocale.Language.C:  # no locale set (LANG=C): plain figures, ISO dates
        texts.install(_translate, unit_space=NO_BREAK_SPACE)
    else:
        texts.install(_translate, _number, _date, _date_time, unit_space=NO_BREAK_SPACE)
    log.info("locale %s; translations: %s", locale.name(), ", ".join(loaded) or "none")
    return loaded


def uninstall(app: QCoreApplication) -> None:
    """Remove what :func:`install` loaded (the window's texts stay as they are until set again)."""
    for old in _installed:
        app.removeTranslator(old)
    _installed.clear()
    if _previous_default:
        QLocale.setDefault(_previous_default.pop())
    if isinstance(app, QApplication):
        app.setLayoutDirection(Qt.LayoutDirection.LeftToRight)


def _translate(context: str, text: str, n: int) -> str:
    return QCoreApplication.translate(context, text, None, n)


def _number(value: float, decimals: int) -> str:
    locale = QLocale()
    if decimals == 0:
        return locale.toString(round(value))
    return locale.toString(float(value), "f", decimals)


def _date(timestamp: float) -> str:
    day = QDateTime.fromSecsSinceEpoch(int(timestamp)).date()
    return QLocale().toString(day, QLocale.FormatType.ShortFormat)


def _date_time(timestamp: float) -> str:
    moment = QDateTime.fromSecsSinceEpoch(int(timestamp))
    return QLocale().toString(moment, QLocale.FormatType.ShortFormat)


class Context:
    """The translation context of a window's part that lives outside the window's class: the
    results list, the preview pane, the status line and the offers keep the main window's
    strings (``resources/translations/*.ts`` holds them under "MainWindow").

    ``MainWindow = Context("MainWindow")``, then ``MainWindow.tr("Pause")`` or
    ``MainWindow.tr("%Ln file(s)", "", n)``, as ``self.tr(...)`` was in the window's class.
    Name the variable as the context: lupdate reads it, and takes a plural only in this form.
    """

    def __init__(self, name: str) -> None:
        self.name = name

    def tr(self, text: str, disambiguation: str | None = None, n: int = -1) -> str:
        return QCoreApplication.translate(self.name, text, disambiguation, n)


def figure(value: float) -> str:
    """A number as the locale writes it: whole when it is, else with one decimal."""
    return texts.number(value, 0 if float(value).is_integer() else 1)


def seconds(value: float) -> str:
    """A duration as :func:`texts.duration` writes it, under a second with a decimal ("0.4 s")."""
    if value >= 1:
        return texts.duration(value)
    return texts.translate("Texts", "{seconds} s").format(seconds=texts.number(value, 1))
