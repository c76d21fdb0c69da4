"""Paints a search result as rich text: name, folder and date, snippet."""

from __future__ import annotations

import html
import unicodedata
from collections import OrderedDict
from pathlib import Path
from typing import Any

from PySide6.QtCore import (
    QCoreApplication,
    QFileInfo,
    QModelIndex,
    QPersistentModelIndex,
    QRect,
    QRectF,
    QSize,
    Qt,
)
from PySide6.QtGui import (
    QAbstractTextDocumentLayout,
    QColor,
    QGuiApplication,
    QIcon,
    QPainter,
    QPalette,
    QTextDocument,
)
from PySide6.QtWidgets import (
    QApplication,
    QFileIconProvider,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
)

from ..core.common import texts
from ..core.common.texts import QT_TRANSLATE_NOOP
from ..core.searching.moments import clock
from ..core.searching.results import SearchResult

RESULT_ROLE = Qt.ItemDataRole.UserRole + 1
#: The result as rich text, made once per result (:func:`item_html`); painting only fills in colours.
HTML_ROLE = Qt.ItemDataRole.UserRole + 2
#: Stands for the muted colour in :data:`HTML_ROLE` text (it depends on the palette and selection).
MUTED = "#0a0b0c"
#: Laid-out documents kept for painting and size hints: a view asks for each row's size many times.
_DOC_CACHE = 256
_PADDING = 6
_ICON = 32

Index = QModelIndex | QPersistentModelIndex


def marked_html(text: str, highlights: list[tuple[int, int]] | list[list[int]]) -> str:
    """``text`` as HTML with the highlighted ranges in bold."""
    out, pos = [], 0
    for start, end in sorted((int(a), int(b)) for a, b in highlights):
        if start < pos:
            continue
        out += [html.escape(text[pos:start]), "<b>", html.escape(text[start:end]), "</b>"]
        pos = end
    out.append(html.escape(text[pos:]))
    return "".join(out)


#: How a result was found ("matched by ..."), in English: :func:`translate` gives the user's language.
ROUTES = {
    "both": QT_TRANSLATE_NOOP("ResultDelegate", "words and meaning"),
    "keyword": QT_TRANSLATE_NOOP("ResultDelegate", "words"),
    "vector": QT_TRANSLATE_NOOP("ResultDelegate", "meaning"),
    "name": QT_TRANSLATE_NOOP("ResultDelegate", "file name"),
    "filter": QT_TRANSLATE_NOOP("ResultDelegate", "the filters alone"),
}


#: Said of a passage whose text was recognised from pixels (a scan, a photo, a screenshot);
#: in English, :func:`ocr_label` in the user's language.
OCR_LABEL = QT_TRANSLATE_NOOP("ResultDelegate", "recognised text (OCR)")


def ocr_label() -> str:
    """:data:`OCR_LABEL` in the user's language."""
    return QCoreApplication.translate("ResultDelegate", OCR_LABEL)


def moment_label(seconds: float) -> str:
    """Where a recording's result is said: "at 12:34" (h:mm:ss over an hour)."""
    return QCoreApplication.translate("ResultDelegate", "at {time}").format(time=clock(seconds))


def shared_label(where: str) -> str:
    """The marker of a result found in a shared index's copy: "shared: nas/documents"."""
    return QCoreApplication.translate("ResultDelegate", "shared: {where}").format(where=where)


def result_html(result: SearchResult, *, muted: str, ocr: bool = False) -> str:
    path = Path(result.path)
    modified = texts.date(result.mtime_ns / 1e9)
    weak = result.weak
    page = ""
    if result.page:
        page_text = QCoreApplication.translate("ResultDelegate", "page {page}")
        page = " · " + html.escape(page_text.format(page=texts.number(result.page)))
    page += f" · {html.escape(ocr_label())}" if ocr else ""
    if result.moment_s is not None:  # a recording: where its words are said
        page += f" · <b>{html.escape(moment_label(result.moment_s))}</b>"
    route = ROUTES.get(result.route)
    found = QCoreApplication.translate("ResultDelegate", route) if route else result.route
    matched = QCoreApplication.translate("ResultDelegate", "matched by {route}").format(route=found)
    # No relevance figure: results are in the fused (or reranked) order, which no single number
    # shown here would follow; "weak match" marks what is only loosely related.
    # A message shows its subject and sender; one inside a mail store, the store as its folder.
    name = result.name
    where = "\u2066" + str(path.parent) + "\u2069"  # a path reads left to right, in any line (LRI…PDI)
    # A sender reads in its own direction, in any line ("Mesh Support <help@mesh.example>" keeps
    # its brackets in an Arabic line): first-strong isolate (FSI…PDI).
    sender = f"\u2068{html.escape(result.sender)}\u2069 · " if result.sender else ""
    weak_text = html.escape(QCoreApplication.translate("ResultDelegate", "weak match"))
    pending = html.escape(QCoreApplication.translate("ResultDelegate", "meaning still being read"))
    words_only = html.escape(
        QCoreApplication.translate("ResultDelegate", "words only (machine-written text)")
    )
    # Three paragraphs, each in its own direction: an Arabic name does not turn the folder line
    # under it right to left, nor an English name an Arabic window's line (the line is in the
    # window's language, so it goes the window's way).
    line = QGuiApplication.layoutDirection() == Qt.LayoutDirection.RightToLeft
    return (
        f"<p {_paragraph(direction(name))}><b>{html.escape(name)}</b>"
        + (f" <span style='color:{muted}'><i>{weak_text}</i></span>" if weak else "")
        + f"</p><p {_paragraph('rtl' if line else 'ltr')}><span style='color:{muted}'>{sender}"
        f"{html.escape(where)} · {html.escape(modified)}{page} · {html.escape(matched)}"
        + (f" · <i>{pending}</i>" if result.meaning_pending else "")
        + (f" · <i>{words_only}</i>" if result.words_only else "")
        + (f" · <b>{html.escape(result.offline)}</b>" if result.offline else "")
        + (f" · <i>{html.escape(shared_label(result.shared))}</i>" if result.shared else "")
        + "</span></p>"
        f"<p {_paragraph(direction(result.snippet))}>{marked_html(result.snippet, result.highlights)}</p>"
    )


def direction(text: str) -> str:
    """ "rtl" or "ltr": the direction of ``text``'s first strong character (Unicode's rule P2),
    the window's when it has none (digits, punctuation)."""
    for char in text:
        kind = unicodedata.bidirectional(char)
        if kind in ("R", "AL"):
            return "rtl"
        if kind == "L":
            return "ltr"
    return "rtl" if QGuiApplication.layoutDirection() == Qt.LayoutDirection.RightToLeft else "ltr"


def _paragraph(way: str) -> str:
    align = "right" if way == "rtl" else "left"
    return f"dir='{way}' align='{align}' style='margin-top:0; margin-bottom:0'"


def result_sentence(result: SearchResult, *, ocr: bool = False) -> str:
    """The row as a screen reader says it: one sentence with everything the row shows."""
    route = ROUTES.get(result.route)
    sentence = QCoreApplication.translate(
        "ResultDelegate", "{name}, in {folder}, changed {date}, matched by {route}"
    ).format(
        name=result.name,
        folder=str(Path(result.path).parent),
        date=texts.date(result.mtime_ns / 1e9),
        route=QCoreApplication.translate("ResultDelegate", route) if route else result.route,
    )
    extras = []
    if result.page:
        extras.append(
            QCoreApplication.translate("ResultDelegate", "page {page}").format(page=texts.number(result.page))
        )
    if result.moment_s is not None:
        extras.append(moment_label(result.moment_s))
    if ocr:
        extras.append(ocr_label())
    if result.weak:
        extras.append(QCoreApplication.translate("ResultDelegate", "weak match"))
    if result.offline:
        extras.append(result.offline)
    if result.shared:
        extras.append(shared_label(result.shared))
    return ", ".join([sentence, *extras]) + ". " + result.snippet


def item_html(result: SearchResult, *, ocr: bool = False) -> str:
    """The rich text of a result row, with :data:`MUTED` where the muted colour goes."""
    return result_html(result, muted=MUTED, ocr=ocr)


class ResultDelegate(QStyledItemDelegate):
    """Icon of the file type at the left, then the result's rich text.

    The rich text comes ready in :data:`HTML_ROLE` and laid-out documents are cached, so painting
    and the view's many size queries stay cheap on the GUI thread (it shares the interpreter with
    the busy indexing threads: every call into Python costs a turn at the GIL).
    """

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._icons: dict[str, QIcon] = {}
        self._provider = QFileIconProvider()
        self._docs: OrderedDict[tuple[str, int, str, str], QTextDocument] = OrderedDict()

    def _icon(self, path: str) -> QIcon:
        """The desktop's icon for this kind of file (cached per extension: painting stays cheap)."""
        suffix = Path(path).suffix.lower()
        icon = self._icons.get(suffix)
        if icon is None:
            icon = self._provider.icon(QFileInfo(path))
            if icon.isNull():
                icon = self._provider.icon(QFileIconProvider.IconType.File)
            self._icons[suffix] = icon
        return icon

    def _document(
        self, option: QStyleOptionViewItem, index: Index, width: int, *, selected: bool = False
    ) -> QTextDocument:
        text_html = index.data(HTML_ROLE)
        if text_html is None:
            result = index.data(RESULT_ROLE)
            text_html = item_html(result) if result is not None else html.escape(str(index.data() or ""))
        if selected:
            muted = option.palette.color(QPalette.ColorRole.HighlightedText).name()
        else:  # between text and background: quiet, but readable in light and dark palettes
            text, base = (
                option.palette.color(QPalette.ColorRole.Text),
                option.palette.color(QPalette.ColorRole.Base),
            )
            muted = QColor(
                (2 * text.red() + base.red()) // 3,
                (2 * text.green() + base.green()) // 3,
                (2 * text.blue() + base.blue()) // 3,
            ).name()
        key = (text_html, width, muted, option.font.key())
        doc = self._docs.get(key)
        if doc is not None:
            self._docs.move_to_end(key)
            return doc
        doc = QTextDocument()
        doc.setDefaultFont(option.font)
        doc.setHtml(text_html.replace(MUTED, muted))
        doc.setTextWidth(max(50, width - 2 * _PADDING))
        self._docs[key] = doc
        if len(self._docs) > _DOC_CACHE:
            self._docs.popitem(last=False)
        return doc

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: Index) -> None:
        opt = QStyleOptionViewItem(option)
        self.initStyleOption(opt, index)
        opt.text = ""
        style = opt.widget.style() if opt.widget else QApplication.style()
        style.drawControl(QStyle.ControlElement.CE_ItemViewItem, opt, painter, opt.widget)
        selected = bool(option.state & QStyle.StateFlag.State_Selected)
        indent = _ICON + 2 * _PADDING
        if path := index.data(Qt.ItemDataRole.UserRole):  # the main window's PATH_ROLE
            top = option.rect.top() + _PADDING
            self._icon(path).paint(painter, QRect(option.rect.left() + _PADDING, top, _ICON, _ICON))
        doc = self._document(option, index, option.rect.width() - indent, selected=selected)
        ctx = QAbstractTextDocumentLayout.PaintContext()
        role = QPalette.ColorRole.HighlightedText if selected else QPalette.ColorRole.Text
        ctx.palette.setColor(QPalette.ColorRole.Text, option.palette.color(role))
        painter.save()
        painter.translate(option.rect.left() + indent, option.rect.top() + _PADDING)
        painter.setClipRect(QRectF(0, 0, option.rect.width() - indent, option.rect.height()))
        doc.documentLayout().draw(painter, ctx)
        painter.restore()

    def sizeHint(self, option: QStyleOptionViewItem, index: Index) -> QSize:
        width = option.widget.viewport().width() if option.widget else 600
        doc = self._document(option, index, width - _ICON - 2 * _PADDING)
        return QSize(width, max(int(doc.size().height()), _ICON) + 2 * _PADDING)
