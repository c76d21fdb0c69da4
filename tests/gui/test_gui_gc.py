"""Reference cycles holding Qt objects are freed on the GUI thread, never on a worker's."""

from __future__ import annotations

import gc
import threading

import pytest
from PySide6.QtCore import QObject, Qt

from desktop_search.ui import gui_gc


class _Holder:
    def __init__(self) -> None:
        self.me = self  # a cycle: only the cycle collector frees it
        self.qobject = QObject()  # owned by Python: freed with the cycle


@pytest.mark.usefixtures("_cycles_on_the_gui_thread")
def test_a_cycle_left_by_the_gui_is_freed_on_the_gui_thread(qtbot) -> None:
    destroyed_on: list[str] = []
    holder = _Holder()
    holder.qobject.destroyed.connect(
        lambda: destroyed_on.append(threading.current_thread().name), Qt.ConnectionType.DirectConnection
    )
    del holder
    assert not gc.isenabled()

    def allocate() -> None:  # a worker's own garbage, cycles among it, as a reader's parsing leaves
        for i in range(20_000):
            node: list[object] = [i]
            node.append(node)

    worker = threading.Thread(target=allocate, name="worker")
    worker.start()
    worker.join()
    assert destroyed_on == [], "the worker's allocations must not free the GUI's objects"
    qtbot.waitUntil(lambda: destroyed_on != [], timeout=5_000)
    assert destroyed_on == [threading.main_thread().name]


def test_the_collector_gives_python_its_own_way_back(qapp) -> None:
    collector = gui_gc.install(qapp)
    assert gui_gc.install(qapp) is collector, "one collector per application"
    assert not gc.isenabled()
    collector.stop()
    assert gc.isenabled()
