"""Words and numbers the user reads, in the user's language.

The core writes text that both the window and the command line show (what a run is doing,
what a model would cost). It writes it through :func:`translate` and formats numbers, sizes,
dates and durations through the functions here. By default they give English with stable,
parseable figures (``12,345``, ``2026-03-01``): what the command line prints and scripts read.
The window calls :func:`install` with Qt's translations and ``QLocale`` (``ui/i18n.py``), so the
same text reads "12.345 Dateien" under German. The core never imports Qt. What the index keeps
for later (why a file was not indexed, why a folder is away) is stored in English and said in
the user's language where it is shown (:mod:`.reasons`).

Source texts follow Qt's conventions, so ``pyside6-lupdate`` extracts them from ``translate(...)``
calls with their context, and plurals from ``Ctx.tr("%n file(s)", "", n)`` where ``Ctx =
Context("Ctx")`` (lupdate takes a plural only in that form, the variable's name being the
context): ``%n`` is the count, ``%Ln`` the same count with the locale's digit grouping;
``{name}`` is a placeholder that :meth:`str.format` fills after translation.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from datetime import datetime

Translate = Callable[[str, str, int], str]


def english_forms(source: str) -> tuple[str, str]:
    """The singular and the plural of a source text written with "(s)" / "(es)" ("%n file(s)")."""
    singular = source.replace("(es)", "").replace("(s)", "")
    plural = source.replace("(es)", "es").replace("(s)", "s")
    return singular, plural


def _english(context: str, text: str, n: int) -> str:
    """The source text, its plural resolved (:func:`english_forms`) and its count filled in."""
    del context
    if n < 0:
        return text
    text = english_forms(text)[0 if n == 1 else 1]
    return text.replace("%Ln", f"{n:,}").replace("%n", str(n))


def _number(value: float, decimals: int) -> str:
    return f"{value:,.{decimals}f}"


def _date(timestamp: float) -> str:
    return datetime.fromtimestamp(timestamp).strftime("%Y-%m-%d")


def _date_time(timestamp: float) -> str:
    return datetime.fromtimestamp(timestamp).strftime("%Y-%m-%d %H:%M")


@dataclass
class _Hooks:
    translate: Translate = _english
    number: Callable[[float, int], str] = _number
    date: Callable[[float], str] = _date
    date_time: Callable[[float], str] = _date_time
    #: Between a figure and its unit ("42 %", "1 h 10 min"): the window keeps them on one line.
    unit_space: str = " "


_hooks = _Hooks()
_installed = [0]  # how many times the hooks were set: what a cache of translated texts keys on


def generation() -> int:
    """Changes whenever :func:`install` or :func:`reset` changes the language (for caches)."""
    return _installed[0]


def install(
    translate_fn: Translate,
    number_fn: Callable[[float, int], str] | None = None,
    date_fn: Callable[[float], str] | None = None,
    date_time_fn: Callable[[float], str] | None = None,
    *,
    unit_space: str = " ",
) -> None:
    """Used by the window: every text after this is translated, and localised by the functions
    given (those left out keep the plain English figures and ISO dates)."""
    _hooks.__init__()  # type: ignore[misc]
    _hooks.translate = translate_fn
    _hooks.number = number_fn or _hooks.number
    _hooks.date = date_fn or _hooks.date
    _hooks.date_time = date_time_fn or _hooks.date_time
    _hooks.unit_space = unit_space
    _installed[0] += 1


def reset() -> None:
    """Back to English with stable figures (tests, and the command line's default)."""
    _hooks.__init__()  # type: ignore[misc]
    _installed[0] += 1


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # the name lupdate looks for
    """Marks ``text`` for translation where it is written; :func:`translate` translates it where shown."""
    del context
    return text


def translate(context: str, text: str, n: int = -1) -> str:
    """``text`` in the user's language; ``n`` >= 0 picks the plural form and fills ``%n``."""
    return _hooks.translate(context, text, n)


def number(value: float, decimals: int = 0) -> str:
    """A number with the locale's digits, grouping and decimal mark ("12,345.6" in English)."""
    return _hooks.number(value, decimals)


def _unit(template: str) -> str:
    """A translated "{figure} unit" template, its spaces those the front end keeps together."""
    return template.replace(" ", _hooks.unit_space)


def percent(share: float) -> str:
    """A share of 0..1 as a whole percentage ("42 %"), never 100 % before it is complete."""
    whole = int(share * 100 + 1e-9)  # 29/100 is 28.999...: still 29 %, and never 100 before it is
    return _unit(translate("Texts", "{percent} %")).format(percent=number(whole))


def size(n_bytes: float) -> str:
    """A size: "850 KB", "42 MB", "1.3 GB" (units of 1,000,000 bytes)."""
    if n_bytes >= 1e9:
        return _unit(translate("Texts", "{size} GB")).format(size=number(n_bytes / 1e9, 1))
    if n_bytes >= 1e6:
        megabytes = number(n_bytes / 1e6, 0 if n_bytes >= 1e7 else 1)
        return _unit(translate("Texts", "{size} MB")).format(size=megabytes)
    return _unit(translate("Texts", "{size} KB")).format(size=number(max(1.0, n_bytes / 1e3), 0))


def duration(seconds: float) -> str:
    """ "45 s", "12 min", "1 h 10 min"."""
    if seconds < 90:
        return _unit(translate("Texts", "{seconds} s")).format(seconds=number(max(1, round(seconds))))
    minutes = round(seconds / 60)
    if minutes < 60:
        return _unit(translate("Texts", "{minutes} min")).format(minutes=number(minutes))
    hours, minutes = divmod(minutes, 60)
    if not minutes:
        return _unit(translate("Texts", "{hours} h")).format(hours=number(hours))
    both = _unit(translate("Texts", "{hours} h {minutes} min"))
    return both.format(hours=number(hours), minutes=number(minutes))


def listing(items: Iterable[str], *, strong: bool = False) -> str:
    """Items joined as the user's language lists them: "a, b, c" (Chinese "a、b、c", Arabic
    "a، b، c"); ``strong`` for items that may hold commas themselves (paths: "a; b")."""
    separator = translate("Lists", "; ") if strong else translate("Lists", ", ")
    return separator.join(items)


def date(timestamp: float) -> str:
    """A day, in the locale's short form ("2026-03-01" by default)."""
    return _hooks.date(timestamp)


def date_time(timestamp: float) -> str:
    """A day and a time of day, in the locale's short form."""
    return _hooks.date_time(timestamp)


class Context:
    """A translation context for the core's plurals: ``Progress = Context("Progress")``, then
    ``Progress.tr("%Ln file(s)", "", n)``. Name the variable as the context: lupdate reads it."""

    def __init__(self, name: str) -> None:
        self.name = name

    def tr(self, text: str, disambiguation: str = "", n: int = -1) -> str:
        del disambiguation
        return translate(self.name, text, n)


#: Placeholders a translation must keep: Qt's %n / %Ln / %1 and str.format's {name}.
PLACEHOLDER = re.compile(r"%L?n|%\d|\{[a-z_]*\}")
