"""Network shares and external drives (#27): a folder that goes away is offline, not deleted.

Real mounts where this machine may mount (root: bind mounts; an sshfs share of a private sshd
on 127.0.0.1, :mod:`tests.helpers.mounts`), the real default model, SQLite, Faiss and files.
Each test skips with the reason where mounting is impossible; ``tests/unit/test_volumes.py``
covers the same rules with the operating system's errors injected.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from desktop_search.core.common.config import Paths
from desktop_search.core.engine import Engine
from desktop_search.core.indexing import volumes
from desktop_search.core.indexing.changes import ChangeSet
from desktop_search.core.store.verify import verify_index

from ..helpers.mounts import SshShare, bind_mount, require_mounts, require_share, unmount


def _notes(folder: Path, n: int, word: str, *, sub: str = "") -> list[Path]:
    target = folder / sub if sub else folder
    target.mkdir(parents=True, exist_ok=True)
    out = []
    for i in range(n):
        path = target / f"{word}-{i:02}.txt"
        path.write_text(
            f"Note {i} about the {word} harbour lantern, filed in {sub or 'the top'}.", encoding="utf-8"
        )
        out.append(path)
    return out


def _state(engine: Engine, folder: Path) -> dict[str, object]:
    return next(f for f in engine.folder_states() if f["path"] == str(folder))


def _found(engine: Engine, word: str) -> list[str]:
    """The files found by ``word`` itself (not the ones only near it in meaning)."""
    results = engine.query(word, top=50, rerank=False).results
    return [r.path for r in results if r.route != "vector"]


@pytest.fixture
def engine(paths: Paths):
    eng = Engine(paths)
    yield eng
    eng.close()


def test_an_unmounted_drive_keeps_every_entry_is_found_marked_offline_and_costs_nothing_back(
    engine: Engine, tmp_path: Path
) -> None:
    require_mounts()
    disk, mount_point = tmp_path / "disk", tmp_path / "usb"
    mount_point.mkdir()
    _notes(disk, 20, "kestrelwing")
    with bind_mount(disk, mount_point):
        first = engine.index([mount_point])
        assert first.files_indexed == 20
        assert _state(engine, mount_point)["state"] == "online"
        unmount(mount_point)  # the empty mount point an unplugged disk leaves
        assert mount_point.is_dir()
        assert not any(mount_point.iterdir())

        away = engine.index()
        assert away.files_removed == 0
        assert engine.db.counts()["files"] == 20
        state = _state(engine, mount_point)
        assert state["state"] == "offline", state
        assert str(state["described"]).startswith("offline since ")
        assert away.folders_away
        assert away.folders_away[0][0] == str(mount_point)
        results = [
            r for r in engine.query("kestrelwing", top=50, rerank=False).results if r.route != "vector"
        ]
        assert len(results) == 20
        assert all(r.offline.startswith("offline since") for r in results)
        # ... and by meaning: the vectors are still there
        assert engine.query("a lamp by the port", top=5, rerank=False).results

        subprocess.run(["mount", "--bind", str(disk), str(mount_point)], check=True)
        back = engine.index()
        assert (back.files_indexed, back.passages_embedded, back.files_unchanged) == (0, 0, 20)
        assert _state(engine, mount_point)["state"] == "online"
        assert all(not r.offline for r in engine.query("kestrelwing", top=50, rerank=False).results)
    verify = verify_index(engine.paths.db_path, engine.paths.vectors_path)
    assert verify.ok, verify.problems


def test_the_watchers_deletions_on_an_unmounted_drive_delete_nothing(engine: Engine, tmp_path: Path) -> None:
    """What a watcher may report as the volume goes (every file deleted) is no evidence either."""
    require_mounts()
    disk, mount_point = tmp_path / "disk", tmp_path / "usb"
    mount_point.mkdir()
    files = _notes(disk, 6, "marrowfen")
    with bind_mount(disk, mount_point):
        engine.index([mount_point])
        unmount(mount_point)
        report = engine.index(changes=ChangeSet(deleted=frozenset(mount_point / f.name for f in files)))
        assert report.files_removed == 0
        assert len(_found(engine, "marrowfen")) == 6
        report = engine.index(changes=ChangeSet(rescan=frozenset({mount_point})))
        assert report.files_removed == 0
        assert _state(engine, mount_point)["state"] == "offline"


def test_an_unreadable_subfolder_on_a_share_keeps_its_files_and_none_is_read_again(
    engine: Engine, tmp_path: Path
) -> None:
    require_share()
    with SshShare(tmp_path / "nas") as share:
        _notes(share.export, 5, "quillmoss")
        _notes(share.export, 7, "quillmoss", sub="private")
        share.give_to_server()
        first = engine.index([share.mount_point])
        assert first.files_indexed == 12
        share.chmod_on_server("private", 0o000)  # its permissions changed on the server
        locked = engine.index()
        assert locked.files_removed == 0
        assert locked.files_kept == 7
        assert len(_found(engine, "quillmoss")) == 12
        share.chmod_on_server("private", 0o755)
        back = engine.index()
        assert (back.files_indexed, back.passages_embedded, back.files_removed) == (0, 0, 0)
        assert back.files_unchanged == 12


def test_a_share_whose_server_went_away_does_not_stop_another_folder(engine: Engine, tmp_path: Path) -> None:
    require_share()
    local = tmp_path / "local"
    _notes(local, 3, "brackenwold")
    with SshShare(tmp_path / "nas", reconnect=True) as share:  # stays mounted, answers EIO
        _notes(share.export, 4, "tidewrack")
        share.give_to_server()
        engine.index([share.mount_point, local])
        share.drop()
        with pytest.raises(OSError, match="Input/output error"):
            os.listdir(share.mount_point)
        _notes(local, 1, "fernhollow")
        report = engine.index()
        assert report.files_indexed == 1
        assert report.files_removed == 0
        assert _found(engine, "fernhollow")
        assert len(_found(engine, "tidewrack")) == 4
        state = _state(engine, share.mount_point)
        assert state["state"] == "unreachable", state
        assert "not reachable" in str(state["reason"])


def test_a_hung_share_does_not_block_another_folder_a_search_or_quitting(
    paths: Paths, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    require_share()
    monkeypatch.setattr(volumes, "REMOTE_BUDGET_S", 2.0)
    local = tmp_path / "local"
    _notes(local, 3, "brackenwold")
    with SshShare(tmp_path / "nas", keepalive=None) as share:  # a hard mount: waits for as long as it hangs
        _notes(share.export, 4, "tidewrack")
        share.give_to_server()
        with Engine(paths) as engine:
            engine.index([share.mount_point, local])
        share.hang()
        try:
            _notes(local, 1, "fernhollow")
            done: dict[str, object] = {}

            def run() -> None:
                with Engine(paths) as engine:
                    done["report"] = engine.index()
                    done["found"] = _found(engine, "fernhollow")
                    done["share"] = _found(engine, "tidewrack")
                    done["state"] = _state(engine, share.mount_point)

            worker = threading.Thread(target=run, daemon=True)
            started = time.monotonic()
            worker.start()
            worker.join(60)
            assert not worker.is_alive(), "indexing another folder waited for the hung share"
            assert time.monotonic() - started < 60
            assert done["found"]
            assert len(done["share"]) == 4
            assert done["state"]["state"] == "unreachable"  # type: ignore[index]
            # The command line quits too, with the share still hung (its look is abandoned).
            _notes(local, 1, "sallowmere")
            cli = subprocess.run(
                [sys.executable, "-m", "desktop_search", "--data-dir", str(paths.data_dir), "index"],
                capture_output=True,
                text=True,
                timeout=120,
                check=False,
            )
            assert cli.returncode == 0, cli.stderr
            assert "Traceback" not in cli.stderr
            assert "unreachable" in cli.stderr
        finally:
            share.resume()


def test_a_renamed_folder_is_followed_without_reading_anything_again(engine: Engine, tmp_path: Path) -> None:
    old = tmp_path / "Projects"
    _notes(old, 30, "wickerbay")
    engine.index([old])
    new = tmp_path / "Projects-2026"
    old.rename(new)
    assert _state(engine, old)["state"] == "online"  # not looked at yet
    engine.index()
    assert _state(engine, old)["state"] == "missing"  # kept, not deleted
    report = engine.index([new])
    assert (report.files_indexed, report.passages_embedded, report.files_removed) == (0, 0, 0)
    assert [f["path"] for f in engine.folder_states()] == [str(new)]
    found = _found(engine, "wickerbay")
    assert len(found) == 30
    assert all(p.startswith(str(new) + os.sep) for p in found)
    assert engine.move_notes
    assert "nothing read again" in engine.move_notes[0]
    verify = verify_index(engine.paths.db_path, engine.paths.vectors_path)
    assert verify.ok, verify.problems


def test_a_folder_that_only_looks_moved_is_asked_about_not_relinked(engine: Engine, tmp_path: Path) -> None:
    old = tmp_path / "Notes"
    _notes(old, 10, "sorrelgate")
    engine.index([old])
    new = tmp_path / "Elsewhere"
    new.mkdir()
    shutil.copy2(old / "sorrelgate-00.txt", new / "sorrelgate-00.txt")  # one of ten, same stat
    shutil.rmtree(old)
    engine.index([new])
    assert {f["path"] for f in engine.folder_states()} == {str(old), str(new)}
    assert any("folders move" in note for note in engine.move_notes)


def test_folders_on_the_command_line_list_move_and_remove(paths: Paths, tmp_path: Path) -> None:
    a, b = tmp_path / "a", tmp_path / "b"
    _notes(a, 3, "thistledown")
    _notes(b, 2, "gorsebrook")
    env = {**os.environ, "DESKTOP_SEARCH_HOME": str(paths.data_dir)}

    def cli(*args: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run(
            [sys.executable, "-m", "desktop_search", "--data-dir", str(paths.data_dir), *args],
            capture_output=True,
            text=True,
            timeout=300,
            env=env,
            check=False,
        )

    assert cli("folders", "add", str(a), str(b)).returncode == 0
    assert cli("index").returncode == 0
    listed = cli("folders")
    assert f"{a}  3 files" in listed.stdout
    assert f"{b}  2 files" in listed.stdout
    a.rename(tmp_path / "a2")
    moved = cli("folders", "move", str(a), str(tmp_path / "a2"))
    assert moved.returncode == 0, moved.stderr
    assert "3 files kept" in moved.stdout
    removed = cli("folders", "remove", str(b))
    assert removed.returncode == 0
    assert "2 files forgotten" in removed.stdout
    assert cli("folders", "remove", str(b)).returncode == 1
    with Engine(paths) as engine:
        assert [f["path"] for f in engine.folder_states()] == [str(tmp_path / "a2")]
        assert not _found(engine, "gorsebrook")
        assert len(_found(engine, "thistledown")) == 3
        assert engine.db.counts()["files"] == 3
    verify = verify_index(paths.db_path, paths.vectors_path)
    assert verify.ok, verify.problems
    assert verify.vectors == 3


def test_files_of_a_folder_away_for_longer_than_the_user_allows_are_forgotten(
    engine: Engine, tmp_path: Path
) -> None:
    folder = tmp_path / "Old laptop backup"
    _notes(folder, 4, "hazelspur")
    engine.index([folder])
    folder.rename(tmp_path / "gone-for-good")
    engine.index()
    assert len(_found(engine, "hazelspur")) == 4  # nothing purged on its own
    engine.indexer.settings.forget_away_days = 30
    engine.index()
    assert len(_found(engine, "hazelspur")) == 4  # away for minutes, not 30 days
    with engine.db.transaction() as conn:  # as if the folder went away 40 days ago
        conn.execute("UPDATE folders SET state_since = ?", (time.time() - 40 * 86400,))
    report = engine.index()
    assert report.files_removed == 4
    assert not _found(engine, "hazelspur")
    assert [f["path"] for f in engine.folder_states()] == [str(folder)]  # the folder stays chosen


def test_the_watcher_notices_a_drive_going_away_and_coming_back(tmp_path: Path) -> None:
    require_mounts()
    from desktop_search.core.indexing.watcher import FolderWatcher

    class QuickHealth(FolderWatcher):
        _health_interval_s = 0.1

    disk, mount_point = tmp_path / "disk", tmp_path / "usb"
    mount_point.mkdir()
    _notes(disk, 2, "pebblerun")
    seen: list[ChangeSet] = []
    arrived = threading.Event()

    def on_changes(changes: ChangeSet) -> None:
        seen.append(changes)
        arrived.set()

    with bind_mount(disk, mount_point):
        watcher = QuickHealth(
            on_changes=on_changes, debounce_s=0.1, max_delay_s=1.0, reconcile_interval_s=None
        )
        watcher.watch(mount_point)
        watcher.start()
        try:
            unmount(mount_point)
            assert arrived.wait(10), "no change set after the drive went away"
            assert any(mount_point in c.rescan for c in seen)  # a rescan, never "every file deleted"
            assert not any(c.deleted for c in seen)
            arrived.clear()
            seen.clear()
            subprocess.run(["mount", "--bind", str(disk), str(mount_point)], check=True)
            assert arrived.wait(10), "no change set after the drive came back"
            assert any(mount_point in c.rescan for c in seen)
            arrived.clear()
            (mount_point / "new.txt").write_text("written after the drive came back", encoding="utf-8")
            assert arrived.wait(10)
            assert any(mount_point / "new.txt" in c.changed for c in seen)  # watched again
        finally:
            watcher.stop()


def test_the_last_file_deleted_from_a_folder_leaves_the_index(engine: Engine, tmp_path: Path) -> None:
    """An empty folder on the volume it was indexed on was emptied by its user: not offline."""
    folder = tmp_path / "inbox"
    (only,) = _notes(folder, 1, "lonefern")
    engine.index([folder])
    only.unlink()
    report = engine.index()
    assert report.files_removed == 1
    assert not _found(engine, "lonefern")
    assert _state(engine, folder)["state"] == "online"


def test_a_drive_mounted_inside_another_chosen_folder_keeps_its_files_when_unmounted(
    engine: Engine, tmp_path: Path
) -> None:
    """Home and the NAS mounted inside it both chosen: home's scan must not delete the NAS's files."""
    require_mounts()
    home, disk = tmp_path / "home", tmp_path / "disk"
    _notes(home, 2, "hearthmoss")
    nas = home / "nas"
    nas.mkdir()
    _notes(disk, 5, "cairnwell")
    with bind_mount(disk, nas):
        engine.index([home, nas])
        unmount(nas)
        report = engine.index()
        assert report.files_removed == 0
        assert len(_found(engine, "cairnwell")) == 5
        assert _state(engine, nas)["state"] == "offline"
        assert _state(engine, home)["state"] == "online"
