"""The Models window, driven through real widgets: import, catalog download, switching models."""

from __future__ import annotations

import hashlib
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from desktop_search.core.common.settings import Settings
from desktop_search.core.contracts import RunSummary
from desktop_search.core.models.convert import bundled_minilm_dir
from desktop_search.core.models.library import RERANKER, CatalogEntry
from desktop_search.ui.model_tasks import ModelTasks
from desktop_search.ui.models_dialog import ModelsDialog
from tests.helpers.https import HAVE_OPENSSL, https_server, payload_handler

from .test_watching import _wait_for_search

pytestmark = pytest.mark.gui


def _open_models(qtbot, desktop_app) -> ModelsDialog:
    qtbot.mouseClick(desktop_app.window.models_button, Qt.MouseButton.LeftButton)
    dialog = desktop_app.models_dialog
    assert dialog is not None
    assert dialog.isVisible()
    return dialog


def test_models_window_shows_what_is_in_use(qtbot, desktop_app) -> None:
    dialog = _open_models(qtbot, desktop_app)
    assert "all-MiniLM-L6-v2" in dialog.embedder_label.text()
    assert "384 dimensions" in dialog.embedder_label.text()
    assert "CPU" in dialog.embedder_label.text()
    assert dialog.reranker_label.text().startswith("None")
    assert dialog.table.rowCount() == len(desktop_app.model_tasks.entries) > 5
    statuses = {dialog.table.item(r, 4).text() for r in range(dialog.table.rowCount())}
    assert statuses <= {"Available", "Manual download", "Unavailable"}  # see test_models_catalog.py


def test_import_a_reranker_file_uses_it_and_it_can_be_turned_off(
    qtbot, desktop_app, monkeypatch, tiny_gguf: Path, paths
) -> None:
    dialog = _open_models(qtbot, desktop_app)
    monkeypatch.setattr(ModelsDialog, "ask_model_file", classmethod(lambda cls, parent: str(tiny_gguf)))
    with qtbot.waitSignal(desktop_app.worker.engine_ready, timeout=60_000) as ready:
        qtbot.mouseClick(dialog.import_file_button, Qt.MouseButton.LeftButton)
    assert ready.args[0].reranker
    saved = Settings.load(paths.settings_path).reranker_model
    assert Path(saved).parent == paths.models_dir, "the model is copied into the app's models folder"
    qtbot.waitUntil(lambda: "Imported" in dialog.import_label.text(), timeout=10_000)
    name = ready.args[0].reranker
    qtbot.waitUntil(lambda: name in dialog.reranker_label.text(), timeout=10_000)
    with qtbot.waitSignal(desktop_app.worker.engine_ready, timeout=60_000) as ready:
        qtbot.mouseClick(dialog.no_rerank_button, Qt.MouseButton.LeftButton)
    assert ready.args[0].reranker is None
    assert Settings.load(paths.settings_path).reranker_model == ""


def test_a_wrong_file_is_refused_with_a_message(qtbot, desktop_app, monkeypatch, tmp_path: Path) -> None:
    junk = tmp_path / "holiday.gguf"
    junk.write_bytes(b"GGUF" + b"\0" * 64)
    dialog = _open_models(qtbot, desktop_app)
    monkeypatch.setattr(ModelsDialog, "ask_model_file", classmethod(lambda cls, parent: str(junk)))
    qtbot.mouseClick(dialog.import_file_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: "Could not import" in dialog.import_label.text(), timeout=10_000)
    assert "holiday.gguf" in dialog.import_label.text()
    assert "Traceback" not in dialog.import_label.text()
    assert dialog.import_file_button.isEnabled()


@pytest.fixture
def served_reranker(tmp_path_factory, tiny_gguf: Path):
    if not HAVE_OPENSSL:
        pytest.skip("needs openssl to make a test certificate")
    payload = tiny_gguf.read_bytes()

    Handler = payload_handler(payload)

    with https_server(Handler, tmp_path_factory.mktemp("certs")) as (base, ctx):
        entry = CatalogEntry(
            id="tiny-reranker", name="Tiny reranker", kind=RERANKER, family="test", repo="test/tiny",
            revision="0" * 40, filename="tiny-reranker.gguf", url=f"{base}/tiny-reranker.gguf",
            size_bytes=len(payload), sha256=hashlib.sha256(payload).hexdigest(), dims=None, max_tokens=512,
            languages="en", license="MIT", quant="F16", notes="a test model", source="test",
        )  # fmt: skip
        yield entry, ctx, Handler


def test_catalog_download_shows_progress_verifies_and_is_used(
    qtbot, desktop_app, served_reranker, paths
) -> None:
    entry, ctx, handler = served_reranker
    desktop_app.model_tasks = ModelTasks(
        paths.models_dir, entries=[entry], download_options={"ssl_context": ctx}
    )
    dialog = _open_models(qtbot, desktop_app)
    dialog.select(entry.id)
    assert dialog.download_button.isEnabled()
    assert not dialog.use_button.isEnabled()
    with qtbot.waitSignal(desktop_app.model_tasks.finished, timeout=30_000) as done:
        qtbot.mouseClick(dialog.download_button, Qt.MouseButton.LeftButton)
    assert done.args[0] == entry.id
    assert len(handler.requests) == 1
    qtbot.waitUntil(lambda: dialog.table.item(0, 4).text() == "Downloaded", timeout=5_000)
    assert dialog.use_button.isEnabled()
    assert not dialog.download_button.isEnabled()
    with qtbot.waitSignal(desktop_app.worker.engine_ready, timeout=60_000) as ready:
        qtbot.mouseClick(dialog.use_button, Qt.MouseButton.LeftButton)
    assert ready.args[0].reranker_file == str(paths.models_dir / "tiny-reranker.gguf")
    qtbot.waitUntil(lambda: dialog.table.item(0, 4).text() == "In use", timeout=5_000)


def test_importing_an_embedding_model_reindexes_in_the_background_then_switches(
    qtbot, desktop_app, monkeypatch, notes_dir: Path, paths
) -> None:
    with qtbot.waitSignal(desktop_app.worker.indexing_finished, timeout=120_000):
        desktop_app.window.folders_added.emit([str(notes_dir)])
    bread = str(notes_dir / "sourdough.md")
    dialog = _open_models(qtbot, desktop_app)
    minilm = bundled_minilm_dir()
    assert minilm is not None
    monkeypatch.setattr(ModelsDialog, "ask_model_folder", classmethod(lambda cls, parent: str(minilm)))
    asked: list[str] = []
    monkeypatch.setattr(
        ModelsDialog, "confirm", classmethod(lambda cls, p, title, text: asked.append(text) or True)
    )

    def switched(summary: RunSummary) -> bool:
        return summary.switched

    with qtbot.waitSignal(
        desktop_app.worker.indexing_finished, timeout=180_000, check_params_cb=switched
    ) as done:
        qtbot.mouseClick(dialog.import_folder_button, Qt.MouseButton.LeftButton)
    assert asked
    assert "re-indexed" in asked[0]
    status = done.args[0].status
    assert Path(status.model_file).parent == paths.models_dir
    assert status.model_file != str(paths.models_dir / "all-MiniLM-L6-v2-f16.gguf")
    assert status.switching_to is None
    assert status.files == done.args[0].report.files_indexed > 0
    assert Settings.load(paths.settings_path).embedder_model == status.model_file
    found = _wait_for_search(qtbot, desktop_app, "how to make homemade bread", lambda f: f[:1] == [bread])
    assert found[0] == bread
    assert "switching" not in desktop_app.window.status_label.text()


def test_the_built_in_multilingual_model_is_chosen_in_the_models_window(
    qtbot, desktop_app, monkeypatch, notes_dir: Path, multilingual_model: Path
) -> None:
    import os

    from desktop_search.core.models.convert import sidecar_path

    paths = desktop_app.paths

    for src in (multilingual_model, sidecar_path(multilingual_model)):  # converted once per session
        os.link(src, paths.models_dir / src.name)
    with qtbot.waitSignal(desktop_app.worker.indexing_finished, timeout=120_000):
        desktop_app.window.folders_added.emit([str(notes_dir)])
    dialog = _open_models(qtbot, desktop_app)
    names = [dialog.builtin_combo.itemData(i) for i in range(dialog.builtin_combo.count())]
    assert names == ["all-MiniLM-L6-v2", "multilingual-e5-small"]
    assert not dialog.builtin_use_button.isEnabled()  # the one in use is selected first
    monkeypatch.setattr(ModelsDialog, "confirm", classmethod(lambda cls, p, title, text: True))
    dialog.builtin_combo.setCurrentIndex(1)
    assert dialog.builtin_use_button.isEnabled()
    with qtbot.waitSignal(
        desktop_app.worker.indexing_finished, timeout=180_000, check_params_cb=lambda s: s.switched
    ) as done:
        qtbot.mouseClick(dialog.builtin_use_button, Qt.MouseButton.LeftButton)
    assert done.args[0].status.model == "multilingual-e5-small"
    assert Settings.load(paths.settings_path).embedder_model == "multilingual-e5-small"
    qtbot.waitUntil(lambda: not dialog.builtin_use_button.isEnabled(), timeout=10_000)
    bread = str(notes_dir / "sourdough.md")
    found = _wait_for_search(qtbot, desktop_app, "how to make homemade bread", lambda f: f[:1] == [bread])
    assert found[0] == bread
