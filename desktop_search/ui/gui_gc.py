"""Python's cycle collector, run on the GUI thread only.

Python collects reference cycles on whichever thread happens to allocate when a threshold is
crossed: the preview's reader, the engine's thread or the indexer. A cycle that holds a Qt
object owned by Python (a document, a timer, a window's helper) is then destroyed on that
thread, while the GUI thread may be using it or delivering its events: the process crashes
with nothing in the log. So automatic collection is turned off once the application exists,
and this collector runs it from a GUI-thread timer with Python's own thresholds, as calibre
and other long-lived PySide/PyQt programs do.
"""

from __future__ import annotations

import gc

from PySide6.QtCore import QObject, QTimer

#: How often the GUI thread looks at the allocation counts (collecting costs nothing when under).
CHECK_EVERY_MS = 500


class GuiGarbageCollector(QObject):
    """Collects cycles on the GUI thread, generation by generation as the counts call for.

    Install once per application: :func:`install`.
    """

    def __init__(self, parent: QObject) -> None:
        super().__init__(parent)
        self.thresholds = gc.get_threshold()
        self.timer = QTimer(self)
        self.timer.setInterval(CHECK_EVERY_MS)
        self.timer.timeout.connect(self.check)
        gc.disable()
        self.timer.start()
        parent.destroyed.connect(gc.enable)  # without the application, Python's own way again

    def stop(self) -> None:
        """Python's automatic collection again (the collector is done with)."""
        if not self.timer.isActive():
            return
        self.timer.stop()
        gc.enable()
        self.setParent(None)
        self.deleteLater()

    def check(self) -> int:
        """Collect the generations whose counts passed their thresholds; returns how many objects
        were freed."""
        counts = gc.get_count()
        freed = 0
        if counts[0] > self.thresholds[0]:
            freed += gc.collect(0)
            if counts[1] > self.thresholds[1]:
                freed += gc.collect(1)
                if counts[2] > self.thresholds[2]:
                    freed += gc.collect(2)
        return freed


def install(app: QObject) -> GuiGarbageCollector:
    """The collector of ``app`` (the QApplication), made on first call."""
    found = app.findChild(GuiGarbageCollector)
    return found if isinstance(found, GuiGarbageCollector) else GuiGarbageCollector(app)
