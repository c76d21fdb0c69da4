"""What a screen reader reads: plain descriptions, and announcements of what changed.

Qt gives a widget's tooltip to assistive technology as its description; a rich-text tooltip
would be read out with its markup ("<p><b>Search precisely</b>..."). :func:`plain_descriptions`
gives every such widget its tooltip's plain text as the description. :func:`plain_tooltip` makes
a tooltip of a text to be shown as it is (a path, a file or model name), never read as markup.

:class:`Announcer` tells a screen reader what changed without moving the focus ("12 results",
"Reading files: 300 of 2,000..."), the way a web page's live region does, at most every
:data:`MIN_INTERVAL_S` for the same kind of news so that indexing does not talk over the user.
"""

from __future__ import annotations

import html
import time
from collections.abc import Callable

from PySide6.QtGui import (  # Qt: mightBeRichText
    QAccessible,
    QAccessibleAnnouncementEvent,
    Qt,
    QTextDocumentFragment,
)
from PySide6.QtWidgets import QWidget

#: Seconds between two announcements of the same kind (results are announced each time).
MIN_INTERVAL_S = 15.0


def plain_text(text: str) -> str:
    """``text`` without markup (as it reads), when it is rich text; as it is otherwise."""
    if not Qt.mightBeRichText(text):
        return text
    return " ".join(QTextDocumentFragment.fromHtml(text).toPlainText().split())


def plain_tooltip(text: str) -> str:
    """``text`` as a tooltip shown literally (Qt reads a tooltip that looks like markup as markup)."""
    return "<qt>" + html.escape(text).replace("\n", "<br>") + "</qt>"


def plain_descriptions(root: QWidget) -> None:
    """Give ``root`` and its children with a rich tooltip (and no description) its plain text."""
    for widget in [root, *root.findChildren(QWidget)]:
        tip = widget.toolTip()
        if tip and Qt.mightBeRichText(tip) and not widget.accessibleDescription():
            widget.setAccessibleDescription(plain_text(tip))


class Announcer:
    """Announces short news on behalf of ``widget`` to assistive technology, throttled per kind."""

    def __init__(self, widget: QWidget, *, clock: Callable[[], float] = time.monotonic) -> None:
        self.widget = widget
        self._clock = clock
        self._last: dict[str, tuple[float, str]] = {}
        self.said: list[str] = []  # what was announced (tests, and the log of a session)

    def announce(self, kind: str, text: str, *, urgent: bool = False) -> bool:
        """Say ``text`` unless the same kind was said less than :data:`MIN_INTERVAL_S` ago
        (``urgent``: always, unless it is the very same text); returns whether it was said."""
        now = self._clock()
        last_time, last_text = self._last.get(kind, (float("-inf"), ""))
        if text == last_text or (not urgent and now - last_time < MIN_INTERVAL_S):
            return False
        self._last[kind] = (now, text)
        self.said.append(text)
        if QAccessible.isActive():  # a screen reader (or the AT-SPI bridge) is listening
            event = QAccessibleAnnouncementEvent(self.widget, text)
            QAccessible.updateAccessibility(event)
        return True
