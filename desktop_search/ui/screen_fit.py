"""Windows that fit the screen they open on, at any scale (150 % on a 1366×768 laptop is 911×512).

A window or dialog asks for its natural size; :func:`fit_to_screen` gives it no more than the
screen's free area (less the desktop's frame) and keeps it on that screen, so every button
stays reachable. Dialogs whose content is taller than that scroll (Settings).
"""

from __future__ import annotations

from PySide6.QtCore import QSize
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QWidget

#: Left for the window manager's title bar and borders (logical pixels).
FRAME_MARGIN = QSize(16, 48)


def available_size(widget: QWidget) -> QSize:
    """The room for ``widget``'s client area on its screen (the primary one before it is shown)."""
    screen = widget.screen() or QGuiApplication.primaryScreen()
    free = screen.availableGeometry().size()
    return QSize(
        max(200, free.width() - FRAME_MARGIN.width()), max(150, free.height() - FRAME_MARGIN.height())
    )


def fit_to_screen(widget: QWidget, wanted: QSize | None = None) -> None:
    """Resize ``widget`` to ``wanted`` (its size hint by default), no larger than its screen allows."""
    room = available_size(widget)
    size = (wanted or widget.sizeHint()).boundedTo(room)
    widget.resize(size)
    if widget.minimumWidth() > room.width() or widget.minimumHeight() > room.height():
        widget.setMinimumSize(widget.minimumSize().boundedTo(room))
