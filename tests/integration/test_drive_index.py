"""An index that travels with its drive: a folder indexed by one computer into its own
``.desktop-search/`` is searched by another computer at another mount path, read-only or not,
with nothing embedded there; a damaged or hostile drive index is refused and nothing outside the
folder is ever shown. Real model, real SQLite and Faiss, real files (and real mounts where the
machine allows them)."""

from __future__ import annotations

import shutil
import sqlite3
import time
from pathlib import Path

import pytest

from desktop_search.core.common.config import Paths
from desktop_search.core.common.settings import Settings
from desktop_search.core.elsewhere.db_pulling import replica_paths
from desktop_search.core.elsewhere.drive_copying import DriveCopy, DriveIndexRefused, drive_db_path, drive_url
from desktop_search.core.elsewhere.drive_writing import drive_paths, index_on_drive
from desktop_search.core.elsewhere.puller import shared_name
from desktop_search.core.engine import Engine
from desktop_search.core.store.verify import verify_index

from ..helpers.corpus import NOTES, PARAPHRASES, write_notes
from ..helpers.models import data_with_model
from ..helpers.mounts import bind_mount, can_mount


def _archive(where: Path, default_model: Path) -> tuple[Path, Paths]:
    """Computer A indexes its "drive" folder into the drive itself; returns the folder."""
    folder = where / "media" / "anna" / "Archive"
    write_notes(folder / "notes")
    a = data_with_model(where / "computer-a", default_model)
    report = index_on_drive(folder, settings=Settings(), model_path=default_model)
    assert (report.files_indexed, report.meaning_pending) == (len(NOTES), 0)
    return folder, a


def _computer(where: Path, default_model: Path, folder: Path) -> Paths:
    paths = data_with_model(where, default_model)
    Settings(drive_indexes=[str(folder)]).save(paths.settings_path)
    return paths


def _pull(paths: Paths, folder: Path, *, full: bool = False):
    return DriveCopy(folder, replica_paths(paths.data_dir, drive_url(folder))).pull(full=full)


def test_another_computer_searches_the_drive_at_another_mount_with_nothing_embedded(
    default_model, tmp_path
) -> None:
    folder, _a = _archive(tmp_path / "a", default_model)
    report = verify_index(drive_paths(folder).db_path, drive_paths(folder).vectors_path)
    assert report.ok, report.problems
    assert not Path(f"{drive_db_path(folder)}-wal").exists(), "the drive's index is left in one file"
    # The drive moves to computer B, mounted at another path.
    there = tmp_path / "b" / "run" / "media" / "ben" / "Archive"
    there.parent.mkdir(parents=True)
    shutil.move(folder, there)
    b = _computer(tmp_path / "b" / "data", default_model, there)
    with Engine(b, pull_shared=False) as engine:
        tokens = engine.embedder.stats.tokens
        started = time.monotonic()
        pulled = _pull(b, there)
        assert pulled.files == len(NOTES)
        assert time.monotonic() - started < 30
        assert engine.embedder.stats.tokens == tokens, "attaching embeds nothing"
        where = shared_name(drive_url(there))
        for query, expected in PARAPHRASES.items():
            results = engine.search(query, top=5)
            assert (results[0].path, results[0].shared) == (str(there / "notes" / expected), where), query
        assert engine.status().files == 0, "the local index holds none of the drive's files"
    assert _pull(b, there).files == 0, "an unchanged drive index is not copied again"


def test_the_writer_follows_the_folder_to_another_mount_reading_only_what_changed(
    default_model, tmp_path
) -> None:
    folder, _a = _archive(tmp_path / "a", default_model)
    there = tmp_path / "elsewhere" / "Archive"
    there.parent.mkdir(parents=True)
    shutil.move(folder, there)
    (there / "notes" / "taxes.txt").write_text("The zeppelin moored above the harbour at dusk.\n")
    report = index_on_drive(there, settings=Settings(), model_path=default_model)
    assert (report.files_indexed, report.files_unchanged) == (1, len(NOTES) - 1)
    assert report.passages_embedded == 1, "only the changed file is embedded"
    b = _computer(tmp_path / "b", default_model, there)
    _pull(b, there)
    with Engine(b, pull_shared=False) as engine:
        assert engine.search("airship over the port", top=1)[0].path == str(there / "notes" / "taxes.txt")
    verified = verify_index(drive_paths(there).db_path, drive_paths(there).vectors_path)
    assert verified.ok, verified.problems


def test_a_read_only_drive_is_searched(default_model, tmp_path) -> None:
    why = can_mount()
    if why:
        pytest.skip(why)
    folder, _a = _archive(tmp_path / "a", default_model)
    mount = tmp_path / "b" / "mnt" / "Archive"
    with bind_mount(folder, mount, read_only=True):
        with pytest.raises(OSError, match="Read-only file system"):  # even for root
            (mount / "probe.txt").write_text("x")
        b = _computer(tmp_path / "b" / "data", default_model, mount)
        assert _pull(b, mount).files == len(NOTES)
        with Engine(b, pull_shared=False) as engine:
            found = engine.search("paying income tax to the government", top=1)
            assert found[0].path == str(mount / "notes" / "taxes.txt")


def _damage(folder: Path, sql: str, *args: object) -> None:
    conn = sqlite3.connect(drive_db_path(folder))
    try:
        conn.execute(sql, args)
        conn.commit()
    finally:
        conn.close()


@pytest.mark.parametrize(
    ("damage", "reason"),
    [
        ("UPDATE files SET path = path || '/../../../../etc/passwd' WHERE id = 1", "outside its folder"),
        ("UPDATE files SET path = '/etc/passwd' WHERE id = 1", "outside its folder"),
        ("UPDATE chunks SET vector = substr(vector, 1, 10) WHERE id = 1", "damaged vectors"),
        (
            "CREATE TRIGGER sneaky AFTER UPDATE ON files BEGIN DELETE FROM chunks; END",
            "not desktop-search's",
        ),
        ("UPDATE meta SET value = 'many' WHERE key = 'dim'", "which model"),
        ("PRAGMA user_version = 999", "newer version"),
    ],
)
def test_a_damaged_or_hostile_drive_index_is_refused_and_nothing_of_it_shown(
    default_model, tmp_path, damage: str, reason: str
) -> None:
    folder, _a = _archive(tmp_path / "a", default_model)
    b = _computer(tmp_path / "b", default_model, folder)
    _damage(folder, damage)
    with pytest.raises(DriveIndexRefused, match=reason):
        _pull(b, folder)
    with Engine(b, pull_shared=False) as engine:
        engine.shared.start(first_after_s=0)
        deadline = time.monotonic() + 30
        while engine.shared.states()[0].away_since is None:
            assert time.monotonic() < deadline
            time.sleep(0.05)
        status = engine.status()
        assert reason in status.shared[0]["error"]
        assert status.shared[0]["refused"] is True
        from desktop_search.ui.status_line import shared_notes

        (note,) = shared_notes(status)  # what the window's status line says
        assert note.startswith("drive Archive is not searched: ")
        assert reason in note
        for query in (*PARAPHRASES, "passwd"):
            assert engine.search(query, top=10) == [], query


def test_a_drive_that_is_not_an_index_is_refused(default_model, tmp_path) -> None:
    folder, _a = _archive(tmp_path / "a", default_model)
    drive_db_path(folder).write_bytes(b"not a database at all" * 100)
    b = _computer(tmp_path / "b", default_model, folder)
    with pytest.raises(DriveIndexRefused, match=r"cannot be read|damaged"):
        _pull(b, folder)


def test_a_link_leading_out_of_the_folder_is_never_shown(default_model, tmp_path) -> None:
    folder, _a = _archive(tmp_path / "a", default_model)
    secret = tmp_path / "secret.txt"
    secret.write_text("my private notes on the tax declaration\n")
    taxes = folder / "notes" / "taxes.txt"
    taxes.unlink()
    taxes.symlink_to(secret)  # on this computer, the indexed name leads out of the folder
    # A folder on the way that leads out: garden/ becomes a link to a folder elsewhere.
    elsewhere = tmp_path / "elsewhere"
    shutil.move(folder / "notes" / "garden", elsewhere)
    (folder / "notes" / "garden").symlink_to(elsewhere, target_is_directory=True)
    b = _computer(tmp_path / "b", default_model, folder)
    assert _pull(b, folder).files == len(NOTES) - 2
    with Engine(b, pull_shared=False) as engine:
        for query in PARAPHRASES:
            found = {r.path for r in engine.search(query, top=10)}
            assert str(taxes) not in found, query
            assert str(folder / "notes" / "garden" / "tomatoes.txt") not in found, query


def _found_soon(engine: Engine, query: str, first: str = "", timeout_s: float = 30.0) -> list:
    deadline = time.monotonic() + timeout_s
    while True:
        found = engine.search(query, top=3)
        if found and (not first or found[0].path == first):
            return found
        assert time.monotonic() < deadline, f"nothing for {query!r} after {timeout_s} s"
        time.sleep(0.1)


def test_the_app_moves_a_folder_to_its_drive_and_keeps_it_current(paths: Paths, tmp_path) -> None:
    """Settings → "Keep this folder's index on its drive" on a folder the app already indexes:
    the session's next run writes the drive index, the folder leaves the local index, and its
    files are still found (from the drive index's copy); an edit reaches it at the next run."""
    import queue

    from desktop_search.core.session import Session

    from .test_session import Recorder, _run_wakes

    folder = tmp_path / "usb" / "Archive"
    write_notes(folder / "notes")
    wakes: queue.Queue[str] = queue.Queue()
    recorder = Recorder()
    s = Session(paths, recorder, wake=wakes.put, watch=False)
    s.open()
    try:
        s.index_folders([str(folder)])
        _run_wakes(s, wakes)
        assert s.engine is not None
        assert s.engine.status().files == len(NOTES)
        Settings.update(paths.settings_path, drive_indexes=[str(folder)])  # as the dialog saves it
        s.reload_settings()
        _run_wakes(s, wakes)
        assert drive_db_path(folder).is_file()
        assert s.engine.folders() == [], "the local index keeps only the reference"
        assert s.engine.status().files == 0
        assert not any("could not" in e for kind, e in recorder.events if kind == "error")
        # The app's puller copies the drive index at once after the run (its own thread).
        found = _found_soon(s.engine, "paying income tax to the government")
        assert (found[0].path, found[0].shared) == (str(folder / "notes" / "taxes.txt"), "drive Archive")
        (folder / "notes" / "taxes.txt").write_text("The zeppelin moored above the harbour at dusk.\n")
        s.index_folders([])  # the next full run (the app's reconcile)
        _run_wakes(s, wakes)
        found = _found_soon(s.engine, "airship over the port", str(folder / "notes" / "taxes.txt"))
        assert found[0].path == str(folder / "notes" / "taxes.txt")
    finally:
        s.close()


def test_a_file_added_to_a_mounted_drive_folder_while_the_app_runs_is_found_soon(
    paths: Paths, default_model, tmp_path
) -> None:
    """The watcher watches drive folders too: a change there goes to the drive's index (not the
    local one) and the copy follows, with no full run in between."""
    import queue

    from desktop_search.core.session import Session

    from .test_session import Recorder, _run_wakes

    folder = tmp_path / "usb" / "Archive"
    write_notes(folder / "notes")
    index_on_drive(folder, settings=Settings(), model_path=default_model)
    Settings(drive_indexes=[str(folder)], watch=True).save(paths.settings_path)
    wakes: queue.Queue[str] = queue.Queue()
    recorder = Recorder()
    s = Session(paths, recorder, wake=wakes.put, watch=True)
    s.open()
    try:
        _run_wakes(s, wakes)
        assert s.engine is not None
        assert s.watcher is not None
        before = len(recorder.finished)
        (folder / "notes" / "zeppelin.txt").write_text("The zeppelin moored above the harbour at dusk.\n")
        deadline = time.monotonic() + 60
        while True:
            _run_wakes(s, wakes)
            found = s.engine.search("airship over the port", top=3)
            if found and found[0].path == str(folder / "notes" / "zeppelin.txt"):
                break
            assert time.monotonic() < deadline, "the new file never reached the drive's index"
            time.sleep(0.2)
        assert found[0].shared == "drive Archive"
        assert len(recorder.finished) > before, "the drive's run says it ended"
        assert s.engine.folders() == [], "nothing of the drive went into the local index"
        assert not any(kind == "error" for kind, _ in recorder.events)
    finally:
        s.close()


def test_a_drive_index_of_another_model_is_never_rewritten_with_this_ones(default_model, tmp_path) -> None:
    from desktop_search.core.elsewhere.drive_writing import DriveModelDiffers

    folder, _a = _archive(tmp_path / "a", default_model)
    before = drive_db_path(folder).read_bytes()
    with pytest.raises(DriveModelDiffers, match="made with"):
        index_on_drive(folder, settings=Settings(), model_path=default_model, fingerprint="another model's")
    assert drive_db_path(folder).read_bytes() == before, "the other computer's vectors are kept"


def test_the_command_line_keeps_a_folder_on_its_drive_and_another_computer_attaches_it(
    default_model, tmp_path, capsys
) -> None:
    from desktop_search.cli import main

    folder = tmp_path / "media" / "Archive"
    write_notes(folder / "notes")
    a = data_with_model(tmp_path / "a", default_model)
    assert main(["--data-dir", str(a.data_dir), "folders", "add", "--index-on-drive", str(folder)]) == 0
    out = capsys.readouterr().out
    assert f"{len(NOTES)} files searchable from the index on its drive" in out
    there = tmp_path / "elsewhere" / "Archive"
    there.parent.mkdir()
    shutil.move(folder, there)
    b = data_with_model(tmp_path / "b", default_model)
    # A folder that carries a drive index is attached, not indexed again.
    assert main(["--data-dir", str(b.data_dir), "folders", "add", str(there)]) == 0
    assert "nothing embedded here" in capsys.readouterr().out
    assert main(["--data-dir", str(b.data_dir), "search", "paying income tax to the government"]) == 0
    out = capsys.readouterr().out
    assert str(there / "notes" / "taxes.txt") in out.splitlines()[0]
    assert "[shared: drive Archive]" in out.splitlines()[0]
    assert main(["--data-dir", str(b.data_dir), "folders"]) == 0
    assert "index on its drive" in capsys.readouterr().out
    assert main(["--data-dir", str(b.data_dir), "folders", "remove", str(there)]) == 0
    assert "its index stays on its drive" in capsys.readouterr().out
    assert main(["--data-dir", str(b.data_dir), "search", "paying income tax to the government"]) == 0
    assert str(there) not in capsys.readouterr().out
    assert drive_db_path(there).is_file(), "the drive keeps its index"


_WRITER = """
import sys
from pathlib import Path
from desktop_search.core.common.settings import Settings
from desktop_search.core.elsewhere.drive_writing import index_on_drive
index_on_drive(Path(sys.argv[1]), settings=Settings(), model_path=Path(sys.argv[2]))
"""


def _embedded(db_path: Path) -> tuple[int, int]:
    """(passages with a vector, passages) on the drive, read without writing."""
    try:
        conn = sqlite3.connect(f"{db_path.as_uri()}?mode=ro", uri=True, timeout=5)
    except sqlite3.Error:
        return 0, 0  # not made yet
    try:
        return conn.execute(
            "SELECT count(*) FILTER (WHERE length(vector) > 0), count(*) FROM chunks"
        ).fetchone()
    except sqlite3.Error:
        return 0, 0
    finally:
        conn.close()


def test_a_drive_unmounted_mid_write_is_consistent_and_finished_without_embedding_twice(
    default_model, tmp_path
) -> None:
    """The writer dies with the drive (SIGKILL, then a real unmount) while it gives passages
    meaning; remounted, the drive index verifies clean and the next run embeds only the rest."""
    import os
    import signal
    import subprocess
    import sys

    from ..helpers.mounts import unmount

    why = can_mount()
    if why:
        pytest.skip(why)
    disk, usb = tmp_path / "disk", tmp_path / "usb"
    for i in range(150):  # enough passages that the meaning step lasts a few seconds
        (disk / "notes").mkdir(parents=True, exist_ok=True)
        text = f"Field note {i}: " + " ".join(
            f"heron{i % 7} marsh{i % 11} reed{i % 13} tide{i}" for _ in range(90)
        )
        (disk / "notes" / f"n{i:03}.txt").write_text(text, encoding="utf-8")
    with bind_mount(disk, usb):
        writer = subprocess.Popen(
            [sys.executable, "-c", _WRITER, str(usb), str(default_model)],
            env={**os.environ, "PYTHONPATH": str(Path(__file__).resolve().parents[2])},
        )
        deadline = time.monotonic() + 120
        while True:
            done, total = _embedded(drive_db_path(disk))
            if 0 < done < total - 50:
                break
            assert writer.poll() is None, "the writer ended before it could be cut off"
            assert time.monotonic() < deadline, (done, total)
            time.sleep(0.02)
        writer.send_signal(signal.SIGKILL)
        writer.wait(30)
        unmount(usb)
    assert not drive_db_path(usb).exists(), "unmounted: the mount point is empty"
    with bind_mount(disk, usb):
        verified = verify_index(drive_paths(usb).db_path, drive_paths(usb).vectors_path)
        assert verified.ok, verified.problems
        before, total = _embedded(drive_db_path(usb))
        assert 0 < before < total
        report = index_on_drive(usb, settings=Settings(), model_path=default_model)
        after, total_after = _embedded(drive_db_path(usb))
        assert total_after == total, "no file read twice into more passages"
        assert after == total
        assert report.passages_embedded == total - before, "nothing embedded twice"
        verified = verify_index(drive_paths(usb).db_path, drive_paths(usb).vectors_path)
        assert verified.ok, verified.problems


def test_an_exfat_drive_holds_its_index_and_travels(default_model, tmp_path) -> None:
    """A real exFAT filesystem (no POSIX modes, case-insensitive names) through the kernel's loop
    device and exfat-fuse, mounted here and then at another path."""
    import subprocess

    from ..helpers.mounts import unmount

    why = can_mount()
    tools = [shutil.which(t) for t in ("mkfs.exfat", "mount.exfat-fuse", "losetup")]
    if why or not all(tools):
        pytest.skip(why or "exfatprogs and exfat-fuse are not installed (make system-packages)")
    image = tmp_path / "exfat.img"
    with image.open("wb") as fh:
        fh.truncate(64 * 2**20)
    subprocess.run(["mkfs.exfat", str(image)], check=True, capture_output=True)
    loop = subprocess.run(
        ["losetup", "--find", "--show", str(image)], capture_output=True, text=True, check=False
    )
    if loop.returncode != 0:
        pytest.skip(f"no loop device: {loop.stderr.strip()}")
    device = loop.stdout.strip()
    here, there = tmp_path / "media" / "anna" / "EXFAT", tmp_path / "run" / "media" / "ben" / "EXFAT"
    try:
        for mount_point in (here, there):
            mount_point.mkdir(parents=True)
        subprocess.run(["mount.exfat-fuse", device, str(here)], check=True, capture_output=True)
        try:
            write_notes(here / "Notes")
            (here / "Notes" / "README.TXT").write_text("Upper-case names, as old cameras write them.\n")
            report = index_on_drive(here, settings=Settings(), model_path=default_model)
            assert report.files_indexed == len(NOTES) + 1
            assert report.errors == []
        finally:
            unmount(here)
        subprocess.run(["mount.exfat-fuse", device, str(there)], check=True, capture_output=True)
        try:
            b = _computer(tmp_path / "b", default_model, there)
            assert _pull(b, there).files == len(NOTES) + 1
            with Engine(b, pull_shared=False) as engine:
                found = engine.search("paying income tax to the government", top=1)
                assert found[0].path == str(there / "Notes" / "taxes.txt")
            again = index_on_drive(there, settings=Settings(), model_path=default_model)
            assert (again.files_indexed, again.files_unchanged) == (0, len(NOTES) + 1)
            # Case-insensitive names: a rename that changes only the case is that file, once, by
            # its new name (the old name still "exists" on this filesystem: the listing decides).
            (there / "Notes" / "taxes.txt").rename(there / "Notes" / "Taxes.txt")
            index_on_drive(there, settings=Settings(), model_path=default_model)
            conn = sqlite3.connect(drive_db_path(there))
            try:
                names = {Path(p).name for (p,) in conn.execute("SELECT path FROM files")}
            finally:
                conn.close()
            assert "Taxes.txt" in names
            assert "taxes.txt" not in names
            assert len(names) == len(NOTES) + 1
            assert _pull(b, there).files == len(NOTES) + 1
            with Engine(b, pull_shared=False) as engine:
                found = engine.search("paying income tax to the government", top=1)
                assert found[0].path == str(there / "Notes" / "Taxes.txt")
            verified = verify_index(drive_paths(there).db_path, drive_paths(there).vectors_path)
            assert verified.ok, verified.problems
        finally:
            unmount(there)
    finally:
        subprocess.run(["losetup", "--detach", device], check=False, capture_output=True)


_LIMITED_WRITER = """
import resource, signal, sys
from pathlib import Path

signal.signal(signal.SIGXFSZ, signal.SIG_IGN)  # a write past the limit fails with EFBIG, as on FAT32
from desktop_search.core.common.settings import Settings
from desktop_search.core.elsewhere.drive_writing import index_on_drive

limit = int(sys.argv[3])
resource.setrlimit(resource.RLIMIT_FSIZE, (limit, limit))
try:
    index_on_drive(Path(sys.argv[1]), settings=Settings(), model_path=Path(sys.argv[2]))
except Exception as exc:
    print(f"{type(exc).__name__}: {exc}")
    sys.exit(3)
"""


def test_a_drive_index_that_reaches_the_filesystems_largest_file_stops_clearly_and_stays_consistent(
    default_model, tmp_path
) -> None:
    """FAT32 holds no file over 4 GiB: a drive index that grows to that limit (here a small one,
    set with RLIMIT_FSIZE: writes past it fail with EFBIG as FAT32's do) stops with a reason that
    says so, keeps what it had, and the next run without the limit finishes it."""
    import subprocess
    import sys

    folder, _a = _archive(tmp_path / "a", default_model)
    size = drive_db_path(folder).stat().st_size
    for i in range(120):
        words = " ".join(f"word{i}x{j}" for j in range(400))
        (folder / "big" / f"report-{i:03d}.txt").parent.mkdir(parents=True, exist_ok=True)
        (folder / "big" / f"report-{i:03d}.txt").write_text(f"Report {i} on the harbour works. {words}\n")
    limited = subprocess.run(
        [sys.executable, "-c", _LIMITED_WRITER, str(folder), str(default_model), str(size + 256 * 1024)],
        capture_output=True,
        text=True,
        timeout=600,
        check=False,
    )
    assert limited.returncode == 3, limited.stdout + limited.stderr
    assert "DriveIndexFull" in limited.stdout, limited.stdout
    assert "largest file the drive's filesystem holds (FAT32 stops at 4 GiB" in limited.stdout
    verified = verify_index(drive_paths(folder).db_path, drive_paths(folder).vectors_path)
    assert verified.ok, verified.problems
    b = _computer(tmp_path / "b", default_model, folder)
    assert _pull(b, folder).files >= len(NOTES), "what the drive index held is still searched"
    again = index_on_drive(folder, settings=Settings(), model_path=default_model)
    assert again.errors == []
    conn = sqlite3.connect(drive_db_path(folder))
    try:
        files = conn.execute("SELECT count(*) FROM files").fetchone()[0]
        waiting = conn.execute(
            "SELECT count(*) FROM chunks WHERE length(vector) = 0 AND words_only = 0"
        ).fetchone()[0]
    finally:
        conn.close()
    assert (files, waiting) == (len(NOTES) + 120, 0)


def test_a_change_that_keeps_the_databases_size_and_time_is_still_copied(default_model, tmp_path) -> None:
    """FAT and exFAT keep times coarsely, and a rename changes a page in place: the database's
    size and time may say nothing changed. The writer's mark after each run says it did."""
    import os

    folder, _a = _archive(tmp_path / "a", default_model)
    b = _computer(tmp_path / "b", default_model, folder)
    assert _pull(b, folder).files == len(NOTES)
    db = drive_db_path(folder)
    before = db.stat()
    (folder / "notes" / "taxes.txt").rename(folder / "notes" / "levies.txt")
    index_on_drive(folder, settings=Settings(), model_path=default_model)
    os.utime(db, ns=(before.st_atime_ns, before.st_mtime_ns))  # as a filesystem with 2 s times would
    assert _pull(b, folder).files == len(NOTES), "the rename reaches the copy"
    with Engine(b, pull_shared=False) as engine:
        found = engine.search("paying income tax to the government", top=1)
        assert found[0].path == str(folder / "notes" / "levies.txt")


def test_a_drive_that_keeps_changing_is_copied_at_most_a_tenth_of_the_time(default_model, tmp_path) -> None:
    folder, _a = _archive(tmp_path / "a", default_model)
    b = _computer(tmp_path / "b", default_model, folder)
    copy = DriveCopy(folder, replica_paths(b.data_dir, drive_url(folder)))
    assert copy.pull().files == len(NOTES)
    copy._copy_s = 60.0  # as if a copy of this index took a minute
    (folder / "notes" / "new.txt").write_text("The zeppelin moored above the harbour at dusk.\n")
    index_on_drive(folder, settings=Settings(), model_path=default_model)
    put_off = copy.pull()
    assert put_off.files == 0, "a copy a moment ago that took a minute: not again yet"
    assert 590 < put_off.deferred_s <= 600, "but as soon as a tenth of the time allows it"
    copy._copied_at = time.monotonic() - 601.0  # ten minutes on
    assert copy.pull().files == len(NOTES) + 1
