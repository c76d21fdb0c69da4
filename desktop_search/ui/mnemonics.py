"""Alt+letter for every button, check box and labelled field of a window, in any language.

Keyboard users reach a control with Alt and an underlined letter. Letters written into the
source texts would have to be chosen again by every translator, for every window, without two
controls of one window sharing a letter; so, as KDE's accelerator manager does, the letters are
given out when a window is built, from its texts in the user's language: the first letter of
the text if it is free, else the first letter of a later word, else any other letter. A letter
a text already carries (Qt's own "&Cancel") is kept and taken from the pool.

A text in Chinese, Japanese or Korean characters, which no key types directly, gets a free
Latin letter after it, as those languages write it ("设置(&S)…"); "?" gets none. A control
whose text changes later (Pause / Resume) calls :func:`assign` again: the other controls keep
their letters, the new text gets a free one.
"""

from __future__ import annotations

import re
import unicodedata

from PySide6.QtWidgets import QAbstractButton, QCheckBox, QLabel, QTabWidget, QToolButton, QWidget

#: The property holding the text a control was given its letter in (its own text, once given).
_DONE = "desktop_search_mnemonic"
_RAW = "desktop_search_mnemonic_raw"  #: and the text it had before
_CARRIED = re.compile(r"&([^&\s])")


def _typed(char: str) -> bool:
    """A letter or digit a keyboard types with one key: not a CJK ideograph or syllable."""
    if not char.isalnum():
        return False
    return unicodedata.east_asian_width(char) not in ("W", "F")


def _ideographic(text: str) -> bool:
    """Whether ``text`` is written in wide characters (Chinese, Japanese, Korean)."""
    return any(unicodedata.east_asian_width(c) in ("W", "F") and c.isalpha() for c in text)


def _carried(text: str) -> str | None:
    """The letter ``text`` already marks with "&" (lower case), or None."""
    for match in _CARRIED.finditer(text.replace("&&", "")):
        return match.group(1).casefold()
    return None


def _controls(window: QWidget) -> list[QWidget]:
    """The window's controls that take a letter, in the order they were made."""
    out: list[QWidget] = []
    for widget in window.findChildren(QWidget):
        if isinstance(widget, QToolButton):
            continue  # query chips and icon buttons: no text to underline
        if (isinstance(widget, QAbstractButton) and widget.text()) or (
            isinstance(widget, QLabel)
            and widget.buddy() is not None
            and widget.text()
            and widget.textFormat() != widget.textFormat().RichText
            and "<" not in widget.text()
        ):
            out.append(widget)
    # Push buttons first (what is done most), then labelled fields, then check boxes.
    rank = {QLabel: 1, QCheckBox: 2}
    return sorted(out, key=lambda w: next((r for t, r in rank.items() if isinstance(w, t)), 0))


def _candidates(text: str) -> list[int]:
    """Positions in ``text`` worth a letter, best first: word starts, then the rest."""
    starts, rest = [], []
    for i, char in enumerate(text):
        if not _typed(char):
            continue
        (starts if i == 0 or not text[i - 1].isalnum() else rest).append(i)
    return starts + rest


def page_of(control: QWidget, window: QWidget) -> QWidget | None:
    """The tab page of ``window`` that holds ``control``, or None (outside every tab: the dialog's
    buttons). Qt fires the letters of shown controls only, so each page gives out its letters
    apart from the others, and none of the letters used outside the pages."""
    for tabs in window.findChildren(QTabWidget):
        for i in range(tabs.count()):
            page = tabs.widget(i)
            if page is not None and page.isAncestorOf(control):
                return page
    return None


def assign(window: QWidget) -> dict[QWidget, str]:
    """Give each control of ``window`` without one a free letter (free on its tab page, when the
    window has pages); returns every control's letter."""
    controls = _controls(window)
    groups: dict[QWidget | None, list[QWidget]] = {None: []}
    for control in controls:
        groups.setdefault(page_of(control, window), []).append(control)
    shared = _assign(groups.pop(None), {})
    out = {control: letter for letter, control in shared.items()}
    for members in groups.values():
        taken = _assign(members, dict(shared))
        out.update({control: letter for letter, control in taken.items()})
    return out


def _assign(controls: list[QWidget], taken: dict[str, QWidget]) -> dict[str, QWidget]:
    """Letters for ``controls``, none of those ``taken`` (added to it, which is returned)."""
    fresh: list[tuple[QWidget, str]] = []  # (control, its text without a letter)
    for control in controls:
        text = control.text()  # type: ignore[attr-defined]
        ours = control.property(_DONE) == text
        letter = _carried(text) if ours or "&" in text.replace("&&", "") else None
        if letter is not None and letter not in taken:
            taken[letter] = control
        elif ours:  # its letter went to another control: it gets a new one
            fresh.append((control, str(control.property(_RAW))))
        elif letter is None:
            fresh.append((control, text))
    for control, plain in fresh:
        marked = ""
        for i in _candidates(plain):
            letter = plain[i].casefold()
            if letter not in taken:
                # A text without a mark holds "&" only as Qt's literal "&&": kept as it is.
                marked = plain[:i] + "&" + plain[i:]
                break
        else:
            if _ideographic(plain):  # Chinese, Japanese: a Latin letter after it, "设置(&S)…"
                letter = next((c for c in "abcdefghijklmnopqrstuvwxyz" if c not in taken), "")
                if letter:
                    body, dots = (plain[:-1], plain[-1]) if plain.endswith("…") else (plain, "")
                    marked = f"{body}(&{letter.upper()}){dots}"
        if marked:
            control.setText(marked)  # type: ignore[attr-defined]
            control.setProperty(_DONE, marked)
            control.setProperty(_RAW, plain)
            taken[letter] = control
    return taken


def plain(text: str) -> str:
    """``text`` as it reads, without its "&" marks ("&&" is a "&")."""
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&")
