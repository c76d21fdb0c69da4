"""A quiet neighbour on a laptop (#30 items 2 and 3): background priority, and meaning that waits
for mains power. Real model, real files; the power state is injected (a test cannot unplug)."""

from __future__ import annotations

import os
import sys
import threading
import time
from pathlib import Path

import pytest

from desktop_search.core.common.config import Paths
from desktop_search.core.common.settings import Settings
from desktop_search.core.contracts import RunProgress
from desktop_search.core.engine import Engine
from desktop_search.core.indexing import meaning as meaning_module
from desktop_search.core.indexing.power import background_policy, on_battery
from desktop_search.core.indexing.progress import Progress
from desktop_search.core.models.runtime import compute
from desktop_search.core.progress_text import describe


def _notes(folder: Path, n: int) -> None:
    folder.mkdir(parents=True, exist_ok=True)
    for i in range(n):
        text = " ".join(f"tidal ledger {i} of the pier, entry {j}" for j in range(40))
        (folder / f"note-{i:03}.txt").write_text(text, encoding="utf-8")


def test_meaning_pauses_on_battery_words_go_on_and_it_resumes_on_mains(
    paths: Paths, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(meaning_module, "RECHECK_S", 0.05)
    folder = tmp_path / "notes"
    _notes(folder, 12)
    power = {"battery": True}
    seen: list[Progress] = []
    done = threading.Event()
    after: dict[str, int] = {}

    def run() -> None:  # the engine lives in one thread, as in the app's worker
        with Engine(paths) as engine:
            engine.indexer.power = lambda: power["battery"]
            engine.index([folder], progress=seen.append)
            after.update(engine.db.counts())
        done.set()

    worker = threading.Thread(target=run, daemon=True)
    worker.start()
    deadline = time.monotonic() + 120
    while not any(p.phase == "paused" and p.paused_by == "on battery" for p in list(seen)):
        assert time.monotonic() < deadline, "meaning never paused on battery"
        assert worker.is_alive(), "the run ended without pausing"
        time.sleep(0.05)
    paused = next(p for p in list(seen) if p.paused_by == "on battery")
    assert paused.files_done == paused.files_total == 12  # every file findable by its words
    assert paused.meaning_done == 0
    assert describe(RunProgress.of(paused)).startswith("Paused (on battery)")
    time.sleep(0.5)
    assert not done.is_set()  # still waiting for mains
    power["battery"] = False
    assert done.wait(120), "meaning never resumed on mains"
    worker.join(10)
    assert after["pending"] == 0
    assert after["chunks"] > 0


def test_on_battery_ignore_does_not_wait(
    paths: Paths, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(meaning_module, "RECHECK_S", 0.05)
    folder = tmp_path / "notes"
    _notes(folder, 3)
    settings = Settings(on_battery="ignore")
    with Engine(paths, settings=settings) as engine:
        engine.indexer.power = lambda: True
        seen: list[Progress] = []
        report = engine.index([folder], progress=seen.append)
        assert report.meaning_pending == 0
        assert not any(p.paused_by for p in seen)


def test_the_settings_refuse_an_unknown_battery_choice(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    path.write_text('{"on_battery": "sometimes", "background_priority": "yes"}', encoding="utf-8")
    settings = Settings.load(path)
    assert settings.on_battery == "pause"
    assert settings.background_priority is True
    assert len(settings.warnings) == 2


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="SCHED_IDLE is Linux's")
def test_indexing_runs_at_background_priority_and_the_window_does_not(paths: Paths, tmp_path: Path) -> None:
    folder = tmp_path / "notes"
    _notes(folder, 2)
    with Engine(paths) as engine:
        engine.index([folder])
        assert compute(background_policy) == "idle"  # the decodes' thread (llama.cpp's workers inherit it)
    assert background_policy() == "normal"  # the caller's thread (the window's, in the app) is untouched
    assert os.sched_getscheduler(0) == os.SCHED_OTHER


def test_the_power_state_of_this_machine_is_known_or_honestly_unknown() -> None:
    assert on_battery() in (True, False, None)  # a VM without a battery: None, never an exception
