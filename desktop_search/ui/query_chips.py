"""What the search field understood: a chip per operator (click to take it out) and a "?" with help.

The grammar lives in the core (:mod:`desktop_search.core.searching.query_syntax`); this only shows it, so
the window says exactly what the search does: a word typed as ``-crash`` becomes the chip
"not “crash”", and a query that does not parse shows no chip at all (it is searched as words).
"""

from __future__ import annotations

import html

from PySide6.QtCore import QCoreApplication, Qt, Signal, Slot
from PySide6.QtWidgets import QHBoxLayout, QLabel, QMessageBox, QSizePolicy, QToolButton, QWidget

from ..core.common import texts
from ..core.searching.query_syntax import QUERY_LANGUAGE, Operator, ParsedQuery, parse_query


def syntax_html() -> str:
    """The query language as a table: what to type (never translated), what it does."""
    rows = "".join(
        f"<tr><td><code>{html.escape(typed)}</code></td>"
        f"<td>&nbsp;&nbsp;{html.escape(QCoreApplication.translate('QuerySyntax', does))}</td></tr>"
        for typed, does in QUERY_LANGUAGE
    )
    title = html.escape(QCoreApplication.translate("QueryChips", "Search precisely"))
    rest = html.escape(
        QCoreApplication.translate("QueryChips", "combine freely; anything else is searched as words.")
    )
    return f"<p><b>{title}</b> — {rest}</p><table cellspacing='3'>{rows}</table>"


class QueryChips(QWidget):
    """One chip per operator the query holds; hidden when there is none.

    Signals:
        query_edited(str): a chip was clicked: the query without that operator.
    """

    query_edited = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._parsed: ParsedQuery = parse_query("")
        self._layout = QHBoxLayout(self)
        self._layout.setContentsMargins(0, 0, 0, 0)
        self._layout.setSpacing(6)
        self.caption = QLabel(self.tr("Understood:"))
        self.caption.setStyleSheet("color: gray")
        self._layout.addWidget(self.caption)
        self._layout.addStretch(1)
        self.chips: list[QToolButton] = []
        #: "+N more" after :data:`MAX_CHIPS` chips (a pasted query can hold thousands of operators).
        self._more: QLabel | None = None
        self.setVisible(False)

    @property
    def operators(self) -> tuple[Operator, ...]:
        return self._parsed.operators

    def show_query(self, text: str) -> None:
        """Show the chips of ``text`` (cheap: the grammar is a regular-expression scan)."""
        parsed = parse_query(text)
        if parsed.operators == self._parsed.operators and parsed.text == self._parsed.text:
            return
        self._parsed = parsed
        for chip in self.chips:
            self._layout.removeWidget(chip)
            chip.deleteLater()
        self.chips = []
        if self._more is not None:
            self._layout.removeWidget(self._more)
            self._more.deleteLater()
            self._more = None
        shown, hidden = parsed.operators[:MAX_CHIPS], parsed.operators[MAX_CHIPS:]
        for op in shown:
            chip = QToolButton(self)
            # Plain text on a button; "&" would make a keyboard mnemonic, so it is doubled.
            chip.setText(f"{op.label}  ✕".replace("&", "&&"))
            chip.setToolTip(_plain(self.tr("Remove {filter} from the search").format(filter=op.label)))
            chip.setAccessibleName(self.tr("filter {filter}, click to remove").format(filter=op.label))
            chip.setProperty("operator", op.kind)
            chip.setCursor(Qt.CursorShape.PointingHandCursor)
            chip.setSizePolicy(QSizePolicy.Policy.Maximum, QSizePolicy.Policy.Fixed)
            chip.setStyleSheet(
                "QToolButton { border: 1px solid palette(mid); border-radius: 9px; padding: 1px 8px;"
                " background: palette(alternate-base); }"
                "QToolButton:hover { border-color: palette(highlight); }"
            )
            chip.clicked.connect(lambda _checked=False, o=op: self._remove(o))
            self._layout.insertWidget(self._layout.count() - 1, chip)
            self.chips.append(chip)
        if hidden:
            self._more = QLabel(self.tr("+%Ln more", "", len(hidden)), self)
            listed = texts.listing(op.label for op in hidden[:40]) + (" …" if len(hidden) > 40 else "")
            self._more.setToolTip(_plain(self.tr("Also understood: {filters}").format(filters=listed)))
            self._layout.insertWidget(self._layout.count() - 1, self._more)
        self.setVisible(bool(self.chips))

    def _remove(self, op: Operator) -> None:
        self.query_edited.emit(self._parsed.without(op))


#: Chips shown at most; the rest are counted in one label (each chip is a widget to build and lay out).
MAX_CHIPS = 12


def _plain(text: str) -> str:
    """A tooltip shown literally (Qt reads a tooltip that looks like markup as markup)."""
    return "<qt>" + html.escape(text) + "</qt>"


class SyntaxHelpButton(QToolButton):
    """The "?" next to the search field: the query language in a tooltip, and in a box on click."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setText("?")
        self.setAccessibleName(self.tr("How to search precisely"))
        self.setToolTip(syntax_html())
        self.setCursor(Qt.CursorShape.WhatsThisCursor)
        self.clicked.connect(self._show)
        self.box: QMessageBox | None = None

    @Slot()
    def _show(self) -> None:
        if self.box is None:
            self.box = QMessageBox(
                QMessageBox.Icon.NoIcon, self.tr("Search precisely"), "", parent=self.window()
            )
            self.box.setTextFormat(Qt.TextFormat.RichText)
            self.box.setText(syntax_html())
            self.box.setModal(False)
        self.box.show()
        self.box.raise_()
