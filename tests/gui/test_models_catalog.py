"""The Models window's catalog: unloadable models shown as unavailable, downloads started by code,
and names from files (GGUF metadata, file names) shown as plain text, never as HTML."""

from __future__ import annotations

import dataclasses
import hashlib
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from desktop_search.core.models.catalog import RERANKER, CatalogEntry, architecture_supported, catalog
from desktop_search.core.models.convert import convert_cross_encoder
from desktop_search.core.models.runtime import ModelInfo
from desktop_search.ui.model_tasks import ModelTasks
from desktop_search.ui.models_dialog import COLUMNS, ModelsDialog
from tests.helpers.contracts import engine_status
from tests.helpers.https import HAVE_OPENSSL, https_server, payload_handler

pytestmark = pytest.mark.gui

EVIL = '<b>x</b><img src="file:///etc/hosts">'
STATUS = COLUMNS.index("Status")


def _dialog(qtbot, tasks: ModelTasks) -> ModelsDialog:
    dialog = ModelsDialog(tasks)
    qtbot.addWidget(dialog)
    return dialog


def _row(dialog: ModelsDialog, entry_id: str) -> int:
    dialog.select(entry_id)
    return dialog.table.currentRow()


def test_a_model_this_llama_cpp_cannot_load_is_unavailable_with_the_reason(qtbot, tmp_path: Path) -> None:
    real = {e.id: e for e in catalog()}
    future = dataclasses.replace(real["bge-small-en-v1.5-q8"], id="future", architecture="no-such-arch-xyz")
    entries = [real["bge-small-en-v1.5-q8"], future, real["embeddinggemma-2-q8"]]
    dialog = _dialog(qtbot, ModelTasks(tmp_path / "models", entries=entries))

    row = _row(dialog, "future")
    assert dialog.table.item(row, STATUS).text() == "Unavailable"
    assert not dialog.download_button.isEnabled()
    assert "needs a newer llama.cpp: architecture no-such-arch-xyz is not supported by this build" in (
        dialog.details.text()
    )
    assert "no-such-arch-xyz" in dialog.table.item(row, 0).toolTip()

    row = _row(dialog, "bge-small-en-v1.5-q8")
    assert dialog.table.item(row, STATUS).text() == "Available"
    assert dialog.download_button.isEnabled()

    row = _row(dialog, "embeddinggemma-2-q8")
    if architecture_supported("gemma-embedding2") is False:  # the llama.cpp shipped today
        assert dialog.table.item(row, STATUS).text() == "Unavailable"
        assert not dialog.download_button.isEnabled()
        assert "architecture gemma-embedding2 is not supported by this build" in dialog.details.text()
    else:
        assert dialog.download_button.isEnabled()
    with pytest.raises(ValueError, match="no-such-arch-xyz"):
        dialog.start_download("future")
    with pytest.raises(KeyError):
        dialog.start_download("no-such-entry")
    assert not dialog.tasks.busy("future")


@pytest.fixture
def served(tmp_path_factory, tiny_gguf: Path):
    if not HAVE_OPENSSL:
        pytest.skip("needs openssl to make a test certificate")
    payload = tiny_gguf.read_bytes()
    with https_server(payload_handler(payload), tmp_path_factory.mktemp("certs")) as (base, ctx):
        entry = CatalogEntry(
            id="tiny-reranker", name="Tiny reranker", kind=RERANKER, family="test", repo="test/tiny",
            revision="0" * 40, filename="tiny-reranker.gguf", url=f"{base}/tiny-reranker.gguf",
            size_bytes=len(payload), sha256=hashlib.sha256(payload).hexdigest(), dims=None, max_tokens=512,
            languages="en", license="MIT", quant="F16", notes="a test model", source="test",
            architecture="bert",
        )  # fmt: skip
        yield entry, ctx


def test_start_download_downloads_the_entry_as_its_button_does(qtbot, tmp_path: Path, served) -> None:
    entry, ctx = served
    other = dataclasses.replace(entry, id="other", filename="other.gguf")
    tasks = ModelTasks(tmp_path / "models", entries=[other, entry], download_options={"ssl_context": ctx})
    dialog = _dialog(qtbot, tasks)
    assert dialog.selected() == other
    with qtbot.waitSignal(tasks.finished, timeout=30_000) as done:
        dialog.start_download(entry.id)
        assert dialog.selected() == entry
        assert tasks.busy(entry.id)
    assert done.args[:2] == [entry.id, str(tmp_path / "models" / "tiny-reranker.gguf")]
    row = _row(dialog, entry.id)
    qtbot.waitUntil(lambda: dialog.table.item(row, STATUS).text() == "Downloaded", timeout=5_000)
    dialog.start_download(entry.id)  # already there: nothing starts
    assert not tasks.busy(entry.id)


def test_names_from_model_files_are_shown_as_plain_text(qtbot, tmp_path: Path, tiny_folder: Path) -> None:
    model = tmp_path / f"{EVIL.replace('/', '_')}.gguf"
    convert_cross_encoder(tiny_folder, model, name=EVIL)
    tasks = ModelTasks(tmp_path / "models", entries=[])
    dialog = _dialog(qtbot, tasks)
    labels = (
        dialog.embedder_label,
        dialog.reranker_label,
        dialog.import_label,
        dialog.switch_label,
        dialog.details,
    )
    assert all(label.textFormat() == Qt.TextFormat.PlainText for label in labels)

    used: list[str] = []
    dialog.ask_model_file = lambda parent: str(model)  # type: ignore[method-assign]
    dialog.use_reranker.connect(used.append)
    with qtbot.waitSignal(tasks.finished, timeout=30_000):
        qtbot.mouseClick(dialog.import_file_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: "Imported" in dialog.import_label.text(), timeout=5_000)
    assert model.name in dialog.import_label.text()
    imported = used[0]

    name = ModelInfo.read(Path(imported)).name
    assert name == EVIL  # the GGUF's general.name, as the engine reports it
    dialog.on_status(engine_status(
        model=name, model_file=imported, model_size=1 << 20, dimensions=64, device="CPU",
        reranker=name, reranker_file=imported, reranker_size=1 << 20, switching_to=imported,
    ))  # fmt: skip
    assert EVIL in dialog.embedder_label.text()
    assert imported in dialog.embedder_label.text()
    assert EVIL in dialog.reranker_label.text()
    assert Path(imported).name in dialog.switch_label.text()

    junk = tmp_path / f"{EVIL.replace('/', '_')}-junk.gguf"
    junk.write_bytes(b"GGUF" + bytes(64))
    dialog.ask_model_file = lambda parent: str(junk)  # type: ignore[method-assign]
    with qtbot.waitSignal(tasks.failed, timeout=30_000):
        qtbot.mouseClick(dialog.import_file_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: "Could not import" in dialog.import_label.text(), timeout=5_000)
    assert junk.name in dialog.import_label.text()


def test_the_speech_model_in_use_is_shown_with_its_device_or_why_not(qtbot, tmp_path: Path) -> None:
    from desktop_search.core.common import reasons

    dialog = ModelsDialog(ModelTasks(tmp_path))
    qtbot.addWidget(dialog)
    dialog.on_status(
        engine_status(speech="on", speech_model="whisper-base", speech_device=reasons.DEVICE_CPU(2))
    )
    assert dialog.speech_label.text() == "whisper-base · CPU (2 threads)"
    dialog.on_status(engine_status(speech=reasons.SPEECH_OFF()))
    assert dialog.speech_label.text() == "Not used: speech is not read (settings: speech)"
