"""The meaning step: the waiting passages of the index embedded in streamed batches, stored batch by batch."""

from __future__ import annotations

import queue
import threading
import time
from collections.abc import Callable, Iterator
from typing import cast

from ..common.settings import Settings
from ..common.texts import QT_TRANSLATE_NOOP
from ..models.embedder import Embedder, Tokens
from ..store.index import IndexStore
from .power import PAUSE, RECHECK_S, SLOW, PowerState
from .prepared import TEXT_DONE, Prepared
from .progress import HEARTBEAT_S, Run

#: Waiting passages read from the database at a time during the meaning step.
MEANING_PAGE = 128


class MeaningStep:
    """Gives the waiting passages of the index their vectors, in queue order."""

    def __init__(
        self,
        *,
        store: IndexStore,
        embedder: Embedder,
        settings: Settings,
        power: PowerState,
        battery: BatteryCheck,
        take: Callable[[Run, Prepared], None],
    ) -> None:
        self.store = store
        self.embedder = embedder
        self.settings = settings
        self.power = power
        self.battery = battery
        #: The words step's commit of one prepared file (files whose pages are recognised meanwhile).
        self._take = take

    def embed_waiting(
        self,
        run: Run,
        prepared: queue.Queue[Prepared | None],
        *,
        cancel: threading.Event,
        pause: threading.Event,
        interrupt: Callable[[], bool],
    ) -> None:
        """Embed the index's waiting passages in queue order, storing each batch as it lands;
        meanwhile commit the words of files whose pages the prefetch thread recognises."""
        db = self.store.db
        profile = self.embedder.profile
        started = time.monotonic()
        inflight: set[int] = set()  # read and handed to the embedder, not yet stored

        def take_recognised(wait: bool) -> None:
            while not run.feeder_done:
                try:
                    item = prepared.get(timeout=HEARTBEAT_S) if wait else prepared.get_nowait()
                except queue.Empty:
                    return
                if item is None:
                    run.feeder_done = True
                elif item is not TEXT_DONE:
                    self._take(run, item)
                    return

        def items() -> Iterator[tuple[int, Tokens | str]]:
            while True:
                while pause.is_set() and not cancel.is_set():
                    run.tick(phase="paused")
                    cancel.wait(0.1)
                while self._battery_says_wait() and not cancel.is_set() and not interrupt():
                    run.paused_by = QT_TRANSLATE_NOOP("Progress", "on battery")  # meaning waits for mains
                    run.tick(phase="paused")
                    cancel.wait(0.2)
                run.paused_by = ""
                if cancel.is_set() or interrupt():
                    run.report.interrupted = not cancel.is_set()
                    return
                take_recognised(wait=False)
                page = [
                    p for p in db.pending_passages(MEANING_PAGE + len(inflight)) if p.chunk_id not in inflight
                ]
                if not page:
                    if run.feeder_done:
                        return
                    run.beat()
                    take_recognised(wait=True)  # OCR is still going: its words, then their meaning
                    continue
                for passage in page:
                    inflight.add(passage.chunk_id)
                    run.beat()  # searches are answered between decodes
                    yield passage.chunk_id, profile.format_document(passage.text, passage.title)
                    if cancel.is_set() or interrupt():
                        break

        run.phase = "meaning"
        run.tick()
        batch_started = time.monotonic()
        for batch in self.embedder.embed_stream(items()):
            run.report.truncated += batch.truncated
            ids = [cast(int, key) for key in batch.keys]
            stored = self.store.commit_vectors(ids, batch.vectors)
            inflight.difference_update(ids)
            run.meaning_done += stored
            run.report.passages_embedded += stored
            run.pending -= stored
            run.meaning_rate = run.meaning_done / max(time.monotonic() - started, 1e-9)
            run.tick()
            self.store.maybe_save()
            if self.settings.on_battery == SLOW and self._battery():  # half the pace on battery
                took = time.monotonic() - batch_started
                cancel.wait(min(took, 5.0))
            batch_started = time.monotonic()

    def _battery(self) -> bool:
        return self.battery(self.power)

    def _battery_says_wait(self) -> bool:
        return self.settings.on_battery == PAUSE and self._battery()


class BatteryCheck:
    """The power state, asked at most every :data:`.power.RECHECK_S` (the answer kept across runs)."""

    def __init__(self) -> None:
        self._power_at = -RECHECK_S
        self._on_battery = False

    def __call__(self, power: PowerState) -> bool:
        """On battery (asked at most every :data:`.power.RECHECK_S`)."""
        now = time.monotonic()
        if now - self._power_at >= RECHECK_S:
            self._power_at = now
            self._on_battery = bool(power())
        return self._on_battery
