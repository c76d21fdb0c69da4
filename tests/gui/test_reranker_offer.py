"""A new user hears of the reranker the product promises: the window offers the catalog's smallest
good one that reranks a search within its time budget on this machine, as a one-click download, with
its size and what it costs per search; none when none fits."""

from __future__ import annotations

import dataclasses
from pathlib import Path

from PySide6.QtCore import Qt

from desktop_search.core.common import texts
from desktop_search.core.models import catalog as catalog_module
from desktop_search.ui.model_tasks import ModelTasks

from .test_models_catalog import served  # noqa: F401 (the fixture: a tiny reranker over local HTTPS)


def test_a_reranker_that_cannot_rerank_within_the_budget_here_is_not_offered(qtbot, desktop_app) -> None:
    win = desktop_app.window
    with qtbot.waitSignal(desktop_app.worker.reranker_offered, timeout=60_000) as offered:
        pass
    smallest = catalog_module.pick_reranker()
    assert smallest is not None
    assert smallest.size_bytes is not None
    assert smallest.size_bytes > 500e6  # the catalog's smallest downloadable: far too slow on a CPU
    assert offered.args[0] is None  # before: "636 MB download, about 15 min per search here"
    assert not win.reranker_offer.isVisibleTo(win)


def test_the_smallest_fitting_reranker_is_offered_with_size_and_cost(
    qtbot,
    paths,
    monkeypatch,
    served,  # noqa: F811
) -> None:
    from desktop_search.app import DesktopApp

    entry, _ctx = served
    entry = dataclasses.replace(entry, quant="F16")
    monkeypatch.setattr(catalog_module, "catalog", lambda: [entry])
    app = DesktopApp(paths)
    qtbot.addWidget(app.window)
    try:
        with qtbot.waitSignal(app.worker.reranker_offered, timeout=60_000) as offered:
            app.start()
        assert offered.args[0] is not None
        assert offered.args[0].seconds_per_search <= offered.args[0].budget_s
        win = app.window
        qtbot.waitUntil(lambda: win.reranker_offer.isVisibleTo(win), timeout=10_000)
        assert entry.name in win.reranker_offer.toolTip()
        assert f"{texts.size(entry.size_bytes)} download" in win.reranker_offer.text()
        assert "per search here" in win.reranker_offer.text()
    finally:
        app.shutdown()


def test_one_click_downloads_the_offered_reranker_and_reranks_with_it(
    qtbot,
    paths,
    monkeypatch,
    served,  # noqa: F811
) -> None:
    from desktop_search.app import DesktopApp

    entry, ctx = served
    entry = dataclasses.replace(entry, quant="F16")
    monkeypatch.setattr(catalog_module, "pick_reranker", lambda entries=None, fits=None: entry)
    app = DesktopApp(paths)
    qtbot.addWidget(app.window)
    app.model_tasks = ModelTasks(paths.models_dir, entries=[entry], download_options={"ssl_context": ctx})
    try:
        with qtbot.waitSignal(app.worker.reranker_offered, timeout=60_000) as offered:
            app.start()
        assert offered.args[0].id == entry.id
        assert offered.args[0].seconds_per_search > 0
        win = app.window
        qtbot.waitUntil(lambda: win.reranker_offer.isVisibleTo(win), timeout=10_000)
        with qtbot.waitSignal(app.worker.engine_ready, timeout=60_000) as ready:
            qtbot.mouseClick(win.reranker_offer, Qt.MouseButton.LeftButton)
        assert ready.args[0].reranker == "tiny-cross-encoder"
        assert Path(ready.args[0].reranker_file) == paths.models_dir / entry.filename
        qtbot.waitUntil(lambda: not win.reranker_offer.isVisibleTo(win), timeout=10_000)
    finally:
        app.shutdown()
