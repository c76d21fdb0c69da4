"""The embedder's thread tuner keeps whichever thread count decodes faster, and keeps checking."""

from __future__ import annotations

from desktop_search.core.models.embedder import ThreadTuner


def _drive(tuner: ThreadTuner, cost: dict[int, float], decodes: int) -> list[int]:
    used = []
    for _ in range(decodes):
        threads = tuner.next()
        tuner.record(threads, cost[threads])
        used.append(threads)
    return used


def test_keeps_the_faster_count_after_probing_both() -> None:
    tuner = ThreadTuner(4, period=20, probes=2)
    used = _drive(tuner, {4: 3.0, 2: 1.0}, 20)
    assert sorted(set(used[:4])) == [2, 4]  # both probed first
    assert set(used[4:]) == {2}


def test_follows_a_change_of_load_at_the_next_period() -> None:
    tuner = ThreadTuner(2, period=10, probes=2)
    _drive(tuner, {2: 1.0, 1: 2.0}, 10)
    assert tuner.best == 2
    used = _drive(tuner, {2: 5.0, 1: 2.0}, 10)
    assert used[-1] == 1


def test_fixed_or_single_thread_never_switches() -> None:
    assert set(_drive(ThreadTuner(8, fixed=True), {8: 1.0}, 100)) == {8}
    assert set(_drive(ThreadTuner(1), {1: 1.0}, 100)) == {1}


def test_probes_less_and_less_while_all_threads_win_clearly() -> None:
    tuner = ThreadTuner(2, period=10, probes=2, max_period=80)
    used = _drive(tuner, {2: 1.0, 1: 2.0}, 300)
    assert used.count(1) <= 14  # a fixed period of 10 would spend 60 decodes on probes
    assert tuner.period == 80


def test_a_slowdown_between_probes_starts_a_new_probe_at_once() -> None:
    tuner = ThreadTuner(2, period=10, probes=2, max_period=800)
    _drive(tuner, {2: 1.0, 1: 2.0}, 300)  # quiet: the period has grown long
    used = _drive(tuner, {2: 5.0, 1: 2.0}, 12)  # load arrives
    assert used[-1] == 1  # switched within a dozen decodes, not at the end of the long period
    assert tuner.period == 10


def test_a_close_race_keeps_the_short_period() -> None:
    tuner = ThreadTuner(2, period=10, probes=2)
    _drive(tuner, {2: 1.0, 1: 1.2}, 100)
    assert tuner.period == 10
