"""The Qt binding in use does not corrupt the interpreter: a long session emits signals by the thousand.

PySide6 6.12.0's ``Signal.emit()`` returned ``True`` without a new reference, so on Python 3.11
(where ``True`` is an ordinary, counted object) each emit dropped one reference to ``True`` and the
app aborted with "bool_dealloc: deallocating True or False" after a few hundred signals, often
while indexing a large folder. pyproject.toml excludes that release; this test catches any other.
"""

from __future__ import annotations

import sys

import pytest
from PySide6.QtCore import QObject, Signal


class _Emitter(QObject):
    ticked = Signal()
    answered = Signal(int, dict)


@pytest.mark.skipif(sys.version_info >= (3, 12), reason="True is immortal from Python 3.12 on")
def test_emitting_signals_keeps_reference_counts() -> None:
    emitter = _Emitter()
    received: list[int] = []
    emitter.answered.connect(lambda rid, _payload: received.append(rid))
    before = sys.getrefcount(True)
    for i in range(200):
        emitter.ticked.emit()
        emitter.answered.emit(i, {"final": True, "reranked": False})
    after = sys.getrefcount(True)
    assert len(received) == 200
    assert abs(after - before) < 50, f"references to True went from {before} to {after} over 400 emits"
