"""The single-instance socket lives in a private folder; someone else's socket cannot block a launch."""

from __future__ import annotations

import os
import shutil
import socket
import stat
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtNetwork import QLocalServer

from desktop_search.ui.single_instance import SingleInstance, server_name

pytestmark = pytest.mark.skipif(os.name != "posix", reason="Unix domain sockets in folders")


def _mode(path: Path) -> int:
    return stat.S_IMODE(path.stat().st_mode)


@pytest.fixture
def runtime_dir(monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    # A short path, like /run/user/UID: a socket path longer than ~100 bytes cannot be used, and
    # pytest's tmp_path (which grows with the test's name) would send the app to its fallback.
    folder = Path(tempfile.mkdtemp(prefix="xdg-run-", dir="/tmp"))
    folder.chmod(0o700)
    monkeypatch.setenv("XDG_RUNTIME_DIR", str(folder))
    yield folder
    shutil.rmtree(folder, ignore_errors=True)


def test_a_socket_at_the_old_tmp_name_does_not_make_the_app_think_it_runs(
    qtbot, tmp_path: Path, runtime_dir: Path
) -> None:
    data_dir = tmp_path / "data"
    squatter = QLocalServer()  # another process holding the predictable name in /tmp
    assert squatter.listen(server_name(str(data_dir)))
    try:
        first = SingleInstance(str(data_dir))
        assert Path(first.name).parent == runtime_dir
        assert not first.notify_running()
        assert first.listen()
        second = SingleInstance(str(data_dir))
        with qtbot.waitSignal(first.activation_requested, timeout=5_000):
            assert second.notify_running()
        first.close()
    finally:
        squatter.close()


def test_without_a_runtime_dir_the_socket_is_in_a_private_folder_of_the_data_dir(
    qtbot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("XDG_RUNTIME_DIR", raising=False)
    data_dir = tmp_path / "d"
    data_dir.mkdir()
    instance = SingleInstance(str(data_dir))
    assert Path(instance.name).parent == data_dir / "run"
    assert _mode(data_dir / "run") == 0o700
    assert instance.listen()
    try:
        with qtbot.waitSignal(instance.activation_requested, timeout=5_000):
            assert SingleInstance(str(data_dir)).notify_running()
    finally:
        instance.close()


def test_a_runtime_dir_others_can_enter_is_not_used(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    shared = tmp_path / "shared-run"
    shared.mkdir()
    shared.chmod(0o777)
    monkeypatch.setenv("XDG_RUNTIME_DIR", str(shared))
    data_dir = tmp_path / "d"
    instance = SingleInstance(str(data_dir))
    assert Path(instance.name).parent == data_dir / "run"


def test_a_data_dir_too_deep_for_a_socket_path_uses_a_private_temp_folder(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("XDG_RUNTIME_DIR", raising=False)
    deep = tmp_path / ("x" * 60) / ("y" * 60)
    instance = SingleInstance(str(deep))
    assert len(instance.name) <= 100
    folder = Path(instance.name).parent
    assert folder.stat().st_uid == os.getuid()
    assert _mode(folder) & 0o077 == 0


def test_a_stale_socket_left_by_a_crash_does_not_block_the_launch(
    qtbot, tmp_path: Path, runtime_dir: Path
) -> None:
    instance = SingleInstance(str(tmp_path / "data"))
    stale = socket.socket(socket.AF_UNIX)
    stale.bind(instance.name)  # bound, never listening, then abandoned: a crashed instance
    stale.close()
    assert Path(instance.name).exists()
    assert not instance.notify_running()
    assert instance.listen()
    try:
        with qtbot.waitSignal(instance.activation_requested, timeout=5_000):
            assert SingleInstance(str(tmp_path / "data")).notify_running()
    finally:
        instance.close()


@pytest.mark.skipif(os.geteuid() != 0, reason="making a socket someone else's needs root")
def test_a_socket_of_another_user_is_not_trusted_and_is_replaced(
    qtbot, tmp_path: Path, runtime_dir: Path
) -> None:
    key = str(tmp_path / "data")
    name = SingleInstance(key).name
    foreign = QLocalServer()  # listening, but not the user's own
    assert foreign.listen(name)
    try:
        os.chown(name, 65534, 65534)
        instance = SingleInstance(key)
        assert not instance.notify_running()
        assert instance.listen()
        assert os.lstat(name).st_uid == os.getuid()
        with qtbot.waitSignal(instance.activation_requested, timeout=5_000):
            assert SingleInstance(key).notify_running()
        instance.close()
    finally:
        foreign.close()


def test_a_second_launch_can_ask_the_running_app_to_search(qtbot, tmp_path: Path, runtime_dir: Path) -> None:
    """``gui --search QUERY`` (the desktop's "show all results") reaches the running app."""
    first = SingleInstance(str(tmp_path / "data"))
    assert first.listen()
    try:
        with qtbot.waitSignal(first.search_requested, timeout=5_000) as asked:
            assert SingleInstance(str(tmp_path / "data")).notify_running("tenant\n  deposit ")
        assert asked.args == ["tenant deposit"]  # one line: a newline in the query ends nothing
        with qtbot.waitSignal(first.activation_requested, timeout=5_000):
            assert SingleInstance(str(tmp_path / "data")).notify_running()
    finally:
        first.close()
