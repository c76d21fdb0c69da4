"""FolderWatcher: real files in tmp_path, real watchdog (inotify here, and polling)."""

from __future__ import annotations

import logging
import os
import shutil
import threading
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any, ClassVar

import pytest
from watchdog.events import (
    DirCreatedEvent,
    DirDeletedEvent,
    DirModifiedEvent,
    DirMovedEvent,
    FileClosedEvent,
    FileCreatedEvent,
    FileDeletedEvent,
    FileModifiedEvent,
    FileMovedEvent,
    FileSystemEvent,
    FileSystemEventHandler,
)
from watchdog.observers.api import ObservedWatch

from desktop_search.core.indexing.changes import ChangeSet
from desktop_search.core.indexing.fsinfo import filesystem_type, is_temporary
from desktop_search.core.indexing.watcher import FolderWatcher

from .watcher_helpers import Collector, paths_in, wait_until

FAST = {"debounce_s": 0.15, "max_delay_s": 2.0, "reconcile_interval_s": None, "polling_interval_s": 0.1}
# Coalescing checks need every step inside one debounce window, even on a slow machine.
ONE_WINDOW = {**FAST, "debounce_s": 0.5}

MakeWatcher = Callable[..., tuple[FolderWatcher, Collector]]


@pytest.fixture(autouse=True)
def _no_thread_left_behind() -> Iterator[None]:
    before = set(threading.enumerate())
    yield
    wait_until(
        lambda: not set(threading.enumerate()) - before, timeout=5, what="the watcher's threads to end"
    )


@pytest.fixture
def make_watcher() -> Iterator[MakeWatcher]:
    made: list[FolderWatcher] = []

    def make(
        *roots: Path, cls: type[FolderWatcher] = FolderWatcher, start: bool = True, **options: Any
    ) -> tuple[FolderWatcher, Collector]:
        sink = Collector()
        options = {**FAST, "on_changes": sink, **options}
        watcher = cls(**options)
        made.append(watcher)
        for root in roots:
            watcher.watch(root)
        if start:
            watcher.start()
        return watcher, sink

    yield make
    for watcher in made:
        watcher.stop()


@pytest.fixture(params=["events", "polling"])
def use_polling(request: pytest.FixtureRequest) -> bool:
    return bool(request.param == "polling")


def _root(tmp_path: Path, name: str = "root") -> Path:
    root = tmp_path / name
    root.mkdir()
    return root


# -- the change set ---------------------------------------------------------------------------


def test_an_empty_change_set_is_empty() -> None:
    assert ChangeSet().is_empty()
    assert not ChangeSet(rescan=frozenset({Path("/x")})).is_empty()
    assert not ChangeSet(moved=((Path("/a"), Path("/b")),)).is_empty()


def test_invalid_settings_are_refused() -> None:
    with pytest.raises(ValueError, match="storm_threshold"):
        FolderWatcher(on_changes=print, storm_threshold=0)
    with pytest.raises(ValueError, match="max_delay_s"):
        FolderWatcher(on_changes=print, max_delay_s=0)


# -- coalescing, fed straight to the watcher (deterministic, no timing) -------------------------

_KINDS: dict[str, Callable[..., FileSystemEvent]] = {
    "created": FileCreatedEvent,
    "modified": FileModifiedEvent,
    "closed": FileClosedEvent,
    "deleted": FileDeletedEvent,
    "moved": FileMovedEvent,
    "dir_created": DirCreatedEvent,
    "dir_modified": DirModifiedEvent,
    "dir_deleted": DirDeletedEvent,
    "dir_moved": DirMovedEvent,
    "synthetic_moved": lambda src, dst: FileMovedEvent(src, dst, is_synthetic=True),
}

COALESCING = {
    "create+modify+close is changed": (
        [("created", "a"), ("modified", "a"), ("closed", "a")],
        {"changed": ["a"]},
    ),
    "create then delete is nothing": ([("created", "a"), ("modified", "a"), ("deleted", "a")], {}),
    "modify then delete is deleted": ([("modified", "a"), ("deleted", "a")], {"deleted": ["a"]}),
    "delete then create is changed": ([("deleted", "a"), ("created", "a")], {"changed": ["a"]}),
    "a rename is a move": ([("moved", "a", "b")], {"moved": [("a", "b")]}),
    "a renamed new file is just changed": ([("created", "a"), ("moved", "a", "b")], {"changed": ["b"]}),
    "modify then rename": (
        [("modified", "a"), ("moved", "a", "b")],
        {"moved": [("a", "b")], "changed": ["b"]},
    ),
    "rename then modify": (
        [("moved", "a", "b"), ("modified", "b")],
        {"moved": [("a", "b")], "changed": ["b"]},
    ),
    "rename then delete": (
        [("moved", "a", "b"), ("deleted", "b")],
        {"moved": [("a", "b")], "deleted": ["b"]},
    ),
    "rename chain keeps its order": (
        [("moved", "a", "b"), ("moved", "b", "c")],
        {"moved": [("a", "b"), ("b", "c")]},
    ),
    "finished download": (
        [("created", "x.pdf.part"), ("moved", "x.pdf.part", "x.pdf")],
        {"changed": ["x.pdf"]},
    ),
    "safe save through a temporary file": (
        [("created", "doc.txt.tmp"), ("modified", "doc.txt.tmp"), ("moved", "doc.txt.tmp", "doc.txt")],
        {"changed": ["doc.txt"]},
    ),
    "backup rename then rewrite (vim)": (
        [("moved", "doc", "doc~"), ("created", "doc"), ("modified", "doc"), ("deleted", "doc~")],
        {"changed": ["doc"]},
    ),
    "rename to an ignored name only": ([("moved", "doc", "doc~")], {"deleted": ["doc"]}),
    "out of a hidden folder": ([("moved", ".cache/x", "x")], {"changed": ["x"]}),
    "temporary files": ([("created", ".a.swp"), ("created", "~$b.docx"), ("created", ".h/c")], {}),
    "new folder is rescanned": ([("dir_created", "d"), ("dir_modified", "d")], {"rescan": ["d"]}),
    "new hidden folder is ignored": ([("dir_created", ".git"), ("created", ".git/HEAD")], {}),
    "folder created then deleted": ([("dir_created", "d"), ("created", "d/x"), ("dir_deleted", "d")], {}),
    "folder deletion covers its files": (
        [("modified", "d/x"), ("deleted", "d/x"), ("dir_deleted", "d")],
        {"deleted": ["d"]},
    ),
    "folder move carries pending changes": (
        [("modified", "d/x"), ("dir_moved", "d", "e"), ("synthetic_moved", "d/x", "e/x")],
        {"moved": [("d", "e")], "changed": ["e/x"]},
    ),
    "polling reports file moves before their folder's": (
        [("moved", "d/x", "e/x"), ("moved", "d/y", "e/y"), ("dir_moved", "d", "e")],
        {"moved": [("d", "e")]},
    ),
    "folder out of a hidden one": ([("dir_moved", ".tmp", "d")], {"rescan": ["d"]}),
    "deleted root is rescanned": ([("modified", "a"), ("dir_deleted", "")], {"rescan": [""]}),
    "user-ignored paths": ([("created", "a.log"), ("created", "build/b")], {}),
}


@pytest.mark.parametrize(("events", "expected"), COALESCING.values(), ids=COALESCING.keys())
def test_coalescing(
    tmp_path: Path, events: list[tuple[str, ...]], expected: dict[str, list[Any]], make_watcher: MakeWatcher
) -> None:
    def ignore(path: Path) -> bool:
        return path.suffix == ".log" or "build" in path.parts

    watcher, _ = make_watcher(tmp_path, start=False, ignore=ignore)
    for kind, *names in events:
        event = _KINDS[kind](*(str(tmp_path / n) if n else str(tmp_path) for n in names))
        watcher._on_event(event, tmp_path)

    def paths(key: str) -> frozenset[Path]:
        return frozenset(tmp_path / n if n else tmp_path for n in expected.get(key, []))

    moves = tuple((tmp_path / a, tmp_path / b) for a, b in expected.get("moved", []))
    assert watcher._drain() == ChangeSet(paths("changed"), paths("deleted"), moves, paths("rescan"))
    assert watcher._drain().is_empty()


@pytest.mark.parametrize(
    ("name", "temporary"),
    [
        (".notes.md.swp", True),
        (".x.swo", True),
        ("notes.md~", True),
        (".#notes.md", True),
        ("#notes.md#", True),
        ("~$report.docx", True),
        (".~lock.report.odt#", True),
        ("x.pdf.part", True),
        ("x.pdf.crdownload", True),
        ("x.pdf.download/x.pdf", True),
        ("x.partial", True),
        ("X.TMP", True),
        ("a.temp", True),
        (".DS_Store", True),
        ("Thumbs.db", True),
        ("desktop.ini", True),
        (".hidden/notes.md", True),
        ("a/.git/config", True),
        ("notes.md", False),
        ("report.docx", False),
        ("partial results.txt", False),
        ("a/b/template.docx", False),
    ],
)
def test_temporary_names(tmp_path: Path, name: str, *, temporary: bool) -> None:
    assert is_temporary(tmp_path / name, tmp_path) is temporary


def test_a_root_inside_a_hidden_folder_is_not_hidden(tmp_path: Path) -> None:
    root = tmp_path / ".local" / "notes"
    assert not is_temporary(root / "a.md", root)


MOUNTS = """sysfs /sys sysfs rw 0 0
/dev/sda1 / ext4 rw,relatime 0 0
server:/export /mnt/nas nfs4 rw 0 0
//srv/share /mnt/my\\040share cifs rw 0 0
gvfsd-fuse /run/user/1000/gvfs fuse.gvfsd-fuse rw 0 0
"""


@pytest.mark.parametrize(
    ("path", "fstype"),
    [
        ("/mnt/nas/docs/a.pdf", "nfs4"),
        ("/mnt/nas", "nfs4"),
        ("/mnt/nasty/a", "ext4"),
        ("/mnt/my share/a", "cifs"),
        ("/run/user/1000/gvfs/smb-share:server=x/a", "fuse.gvfsd-fuse"),
        ("/home/me", "ext4"),
    ],
)
def test_filesystem_type_from_the_mount_table(path: str, fstype: str) -> None:
    assert filesystem_type(Path(path), mounts=MOUNTS) == fstype


# -- real files --------------------------------------------------------------------------------


def test_create_modify_rename_delete(tmp_path: Path, make_watcher: MakeWatcher, *, use_polling: bool) -> None:
    root = _root(tmp_path)
    (root / "old.txt").write_text("old")
    (root / "gone.txt").write_text("gone")
    watcher, sink = make_watcher(root, use_polling=use_polling)
    assert watcher.backend(root) == ("polling" if use_polling else "events")

    (root / "new.txt").write_text("new")
    sink.wait_for(lambda c: root / "new.txt" in c.changed)
    (root / "old.txt").write_text("old, edited")
    sink.wait_for(lambda c: root / "old.txt" in c.changed)
    (root / "old.txt").rename(root / "renamed.txt")
    sink.wait_for(lambda c: (root / "old.txt", root / "renamed.txt") in c.moved)
    (root / "gone.txt").unlink()
    merged = sink.wait_for(lambda c: root / "gone.txt" in c.deleted)

    assert merged.deleted == {root / "gone.txt"}
    assert merged.changed == {root / "new.txt", root / "old.txt"}
    assert merged.moved == ((root / "old.txt", root / "renamed.txt"),)
    assert merged.rescan == set()


def test_subfolders_are_watched(tmp_path: Path, make_watcher: MakeWatcher, *, use_polling: bool) -> None:
    root = _root(tmp_path)
    (root / "a" / "b").mkdir(parents=True)
    _, sink = make_watcher(root, use_polling=use_polling)
    (root / "a" / "b" / "deep.txt").write_text("deep")
    sink.wait_for(lambda c: root / "a" / "b" / "deep.txt" in c.changed)
    (root / "new").mkdir()
    (root / "new" / "f.txt").write_text("f")
    sink.wait_for(lambda c: root / "new" in c.rescan)


def test_writes_coalesce_into_one_change(tmp_path: Path, make_watcher: MakeWatcher) -> None:
    root = _root(tmp_path)
    _, sink = make_watcher(root, **ONE_WINDOW)
    note = root / "note.txt"
    note.write_text("one")
    with note.open("a") as f:
        f.write(" two")
        f.flush()
        f.write(" three")
    sink.wait_for(lambda c: note in c.changed)
    (root / "marker").write_text("")
    sink.wait_for(lambda c: root / "marker" in c.changed)
    assert sink.mentions(note) == 1
    assert sink.sets[0] == ChangeSet(changed=frozenset({note}))


def test_created_then_deleted_is_never_reported(tmp_path: Path, make_watcher: MakeWatcher) -> None:
    root = _root(tmp_path)
    _, sink = make_watcher(root, **ONE_WINDOW)
    (root / "brief.txt").write_text("short-lived")
    (root / "brief.txt").unlink()
    (root / "marker").write_text("")
    sink.wait_for(lambda c: root / "marker" in c.changed)
    assert sink.mentions(root / "brief.txt") == 0


def test_reading_files_is_not_a_change(tmp_path: Path, make_watcher: MakeWatcher) -> None:
    """The indexer reads files: that must never come back as a change (a feedback loop)."""
    root = _root(tmp_path)
    (root / "a.txt").write_text("content")
    _, sink = make_watcher(root)
    for _ in range(3):
        (root / "a.txt").read_bytes()
        os.stat(root / "a.txt")
    (root / "marker").write_text("")
    sink.wait_for(lambda c: root / "marker" in c.changed)
    assert sink.mentions(root / "a.txt") == 0


def test_temporary_files_never_appear(tmp_path: Path, make_watcher: MakeWatcher) -> None:
    root = _root(tmp_path)
    _, sink = make_watcher(root, ignore=lambda p: p.suffix == ".log")
    (root / ".hidden").mkdir()
    for name in [
        ".notes.md.swp",
        "notes.md~",
        "~$report.docx",
        ".~lock.report.odt#",
        "film.mkv.part",
        "setup.exe.crdownload",
        "x.tmp",
        ".DS_Store",
        ".hidden/secret.txt",
        "debug.log",
    ]:
        (root / name).write_text("temporary")
    (root / ".notes.md.swp").unlink()
    (root / "marker").write_text("")
    sink.wait_for(lambda c: root / "marker" in c.changed)
    assert set().union(*(paths_in(s) for s in sink.sets)) == {root / "marker"}


def test_finished_download_is_changed(
    tmp_path: Path, make_watcher: MakeWatcher, *, use_polling: bool
) -> None:
    root = _root(tmp_path)
    _, sink = make_watcher(root, use_polling=use_polling)
    (root / "paper.pdf.part").write_bytes(b"%PDF-1.4 partial")
    (root / "paper.pdf.part").rename(root / "paper.pdf")
    merged = sink.wait_for(lambda c: root / "paper.pdf" in c.changed)
    assert root / "paper.pdf" not in merged.deleted
    assert sink.mentions(root / "paper.pdf.part") == 0


def test_safe_saves_are_changes_never_deletions(tmp_path: Path, make_watcher: MakeWatcher) -> None:
    root = _root(tmp_path)
    doc = root / "doc.txt"
    doc.write_text("v1")
    _, sink = make_watcher(root, **ONE_WINDOW)

    # Write a temporary file, then rename it over the original (most editors, LibreOffice).
    (root / "doc.txt.tmp").write_text("v2")
    os.replace(root / "doc.txt.tmp", doc)
    sink.wait_for(lambda c: doc in c.changed)

    # Rename the original to a backup, write anew, drop the backup (vim's default).
    doc.rename(root / "doc.txt~")
    doc.write_text("v3")
    (root / "doc.txt~").unlink()
    wait_until(lambda: sum(doc in s.changed for s in sink.sets) == 2, what="the second save")

    assert all(doc not in s.deleted for s in sink.sets)
    assert all(paths_in(s) == {doc} for s in sink.sets)


def test_a_storm_becomes_a_rescan_of_the_root(
    tmp_path: Path, make_watcher: MakeWatcher, caplog: pytest.LogCaptureFixture
) -> None:
    root = _root(tmp_path)
    caplog.set_level(logging.INFO, logger="desktop_search.core.indexing.watchevents")
    watcher, sink = make_watcher(root, storm_threshold=500, debounce_s=0.3)
    for i in range(3000):
        (root / f"f{i:04}.txt").write_text("x")
    sink.wait_for(lambda c: root in c.rescan, timeout=10)
    assert "more than 500 changes pending" in caplog.text
    assert watcher._peak_pending <= 501  # the pending map stayed bounded
    assert all(len(s.changed) <= 500 for s in sink.sets)


def test_max_delay_delivers_during_a_steady_trickle(tmp_path: Path, make_watcher: MakeWatcher) -> None:
    root = _root(tmp_path)
    _, sink = make_watcher(root, debounce_s=0.5, max_delay_s=0.6)
    delivered_while_writing = False
    for i in range(30):  # one write every 0.05 s for 1.5 s: the debounce never expires
        (root / f"log{i}.txt").write_text(str(i))
        time.sleep(0.05)  # pacing the workload, not waiting for the watcher
        delivered_while_writing = delivered_while_writing or bool(sink.sets)
    assert delivered_while_writing
    sink.wait_for(lambda c: root / "log29.txt" in c.changed)


def test_reconciliation_rescans_all_roots(tmp_path: Path, make_watcher: MakeWatcher) -> None:
    a, b = _root(tmp_path, "a"), _root(tmp_path, "b")
    _, sink = make_watcher(a, b, reconcile_interval_s=0.5)
    wait_until(lambda: any(s.rescan == {a, b} for s in sink.sets), what="a reconciliation")


def test_unwatch_stops_events_from_that_root(tmp_path: Path, make_watcher: MakeWatcher) -> None:
    a, b = _root(tmp_path, "a"), _root(tmp_path, "b")
    watcher, sink = make_watcher(a, b)
    watcher.unwatch(a)
    assert watcher.roots == {b}
    with pytest.raises(KeyError):
        watcher.backend(a)
    (a / "x.txt").write_text("x")
    (b / "y.txt").write_text("y")
    sink.wait_for(lambda c: b / "y.txt" in c.changed)
    assert sink.mentions(a / "x.txt") == 0


def test_watch_after_start_and_nested_roots(tmp_path: Path, make_watcher: MakeWatcher) -> None:
    outer = _root(tmp_path, "outer")
    inner = _root(outer, "inner")
    watcher, sink = make_watcher()
    watcher.watch(inner)
    watcher.watch(outer)
    assert watcher.roots == {outer, inner}
    assert watcher.backend(inner) == watcher.backend(outer) == "events"
    (inner / "f.txt").write_text("f")
    (outer / "marker").write_text("")
    sink.wait_for(lambda c: {inner / "f.txt", outer / "marker"} <= c.changed)
    assert sink.mentions(inner / "f.txt") == 1  # one watch, one report
    watcher.unwatch(outer)  # the inner root stays watched
    (inner / "g.txt").write_text("g")
    sink.wait_for(lambda c: inner / "g.txt" in c.changed)


def test_stop_is_prompt_and_idempotent(
    tmp_path: Path, make_watcher: MakeWatcher, *, use_polling: bool
) -> None:
    root = _root(tmp_path)
    watcher, _ = make_watcher(root, use_polling=use_polling, polling_interval_s=5.0)
    started = time.monotonic()
    watcher.stop()
    assert time.monotonic() - started < 1.0
    watcher.stop()
    assert watcher.backend(root) == "inactive"
    with pytest.raises(RuntimeError):
        watcher.start()


def test_stop_from_inside_on_changes_does_not_deadlock(tmp_path: Path, make_watcher: MakeWatcher) -> None:
    root = _root(tmp_path)
    calls: list[ChangeSet] = []

    def stop_on_first(changes: ChangeSet) -> None:
        calls.append(changes)
        watcher.stop()

    watcher, _ = make_watcher(root, on_changes=stop_on_first)
    (root / "a.txt").write_text("a")
    wait_until(lambda: bool(calls), what="the first change set")
    wait_until(lambda: not any(t.name.startswith("FolderWatcher") for t in threading.enumerate()))
    assert len(calls) == 1


def test_on_changes_errors_are_logged_and_swallowed(
    tmp_path: Path, make_watcher: MakeWatcher, caplog: pytest.LogCaptureFixture
) -> None:
    root = _root(tmp_path)
    received: list[ChangeSet] = []

    def flaky(changes: ChangeSet) -> None:
        received.append(changes)
        if len(received) == 1:
            raise RuntimeError("consumer bug")

    make_watcher(root, on_changes=flaky)
    (root / "a.txt").write_text("a")
    wait_until(lambda: len(received) == 1)
    (root / "b.txt").write_text("b")
    wait_until(lambda: len(received) == 2, what="a delivery after the failure")
    assert "on_changes failed" in caplog.text


def test_idle_watcher_burns_no_cpu(tmp_path: Path, make_watcher: MakeWatcher) -> None:
    root = _root(tmp_path)
    (root / "sub").mkdir()
    make_watcher(root, reconcile_interval_s=600.0)
    cpu_before = time.process_time()
    threading.Event().wait(1.0)  # the measurement window, not a synchronisation
    assert time.process_time() - cpu_before < 0.05


# -- backends and trouble --------------------------------------------------------------------


class _NoInotify(FolderWatcher):
    def _schedule_events(self, root: Path, handler: FileSystemEventHandler) -> ObservedWatch:
        raise OSError(28, "inotify watch limit reached")


class _NetworkDrive(FolderWatcher):
    def _is_network_fs(self, root: Path) -> bool:
        return True


class _QuickHealth(FolderWatcher):
    _health_interval_s = 0.05


def test_falls_back_to_polling_when_events_cannot_be_scheduled(
    tmp_path: Path, make_watcher: MakeWatcher, caplog: pytest.LogCaptureFixture
) -> None:
    root = _root(tmp_path)
    with caplog.at_level(logging.WARNING, logger="desktop_search.core.indexing.watchroots"):
        watcher, sink = make_watcher(root, cls=_NoInotify)
    assert watcher.backend(root) == "polling"
    assert "inotify watch limit reached" in caplog.text
    (root / "a.txt").write_text("a")
    sink.wait_for(lambda c: root / "a.txt" in c.changed)


def test_polling_forbidden_leaves_the_root_to_reconciliation(
    tmp_path: Path, make_watcher: MakeWatcher
) -> None:
    root = _root(tmp_path)
    watcher, _ = make_watcher(root, cls=_NoInotify, use_polling=False)
    assert watcher.backend(root) == "unavailable"


def test_network_shares_are_rescanned_on_a_timer(tmp_path: Path, make_watcher: MakeWatcher) -> None:
    """No watchdog emitter walks a share (one asleep in a hung share would hold the process, and a
    full poll every 5 s costs most of a core on a large share: bench/share_scan.py); the root is
    rescanned every ``network_poll_s``, which :meth:`set_network_poll` adapts."""
    root = _root(tmp_path)
    watcher, sink = make_watcher(root, cls=_NetworkDrive, network_poll_s=0.3)
    assert watcher.backend(root) == "polling"
    sink.wait_for(lambda c: root in c.rescan)
    watcher.set_network_poll(root, 3600.0)
    seen = len(sink.sets)
    threading.Event().wait(1.0)  # the old interval passes three times: no rescan comes
    assert len(sink.sets) <= seen + 1  # one already due may still arrive


def test_a_queue_overflow_rescans_the_root(tmp_path: Path, make_watcher: MakeWatcher) -> None:
    root = _root(tmp_path)
    _, sink = make_watcher(root)
    # watchdog only logs an inotify overflow; this is its message.
    logging.getLogger("watchdog.observers.inotify_c").warning(
        "Inotify queue overflowed; filesystem events were lost"
    )
    sink.wait_for(lambda c: c.rescan == {root})


def test_a_dead_emitter_is_replaced(tmp_path: Path, make_watcher: MakeWatcher) -> None:
    root = _root(tmp_path)
    watcher, sink = make_watcher(root, cls=_QuickHealth)
    for emitter in list(watcher._observers["events"].emitters):
        emitter.stop()
        emitter.join()
    sink.wait_for(lambda c: root in c.rescan)
    assert watcher.backend(root) == "events"
    (root / "after.txt").write_text("still watched")
    sink.wait_for(lambda c: root / "after.txt" in c.changed)


def test_a_deleted_root_is_rescanned_and_watched_again(
    tmp_path: Path, make_watcher: MakeWatcher, *, use_polling: bool
) -> None:
    root = _root(tmp_path)
    (root / "a.txt").write_text("a")
    watcher, sink = make_watcher(root, cls=_QuickHealth, use_polling=use_polling)
    shutil.rmtree(root)
    sink.wait_for(lambda c: root in c.rescan)
    assert sink.merged().deleted == set()  # a vanished root is not "delete everything"
    wait_until(lambda: watcher.backend(root) == "unavailable", what="the root to be marked unavailable")
    root.mkdir()
    wait_until(lambda: watcher.backend(root) != "unavailable", what="the root to be watched again")
    seen = len(sink.sets)
    (root / "b.txt").write_text("b")  # covered by the rescan if that is still pending
    wait_until(lambda: any(root / "b.txt" in s.changed or root in s.rescan for s in sink.sets[seen:]))
    (root / "c.txt").write_text("c")
    sink.wait_for(lambda c: root / "c.txt" in c.changed)


def test_a_replaced_root_is_watched_anew(tmp_path: Path, make_watcher: MakeWatcher) -> None:
    root = _root(tmp_path)
    watcher, sink = make_watcher(root, cls=_QuickHealth)
    root.rename(tmp_path / "old-root")  # the inotify watch follows the old folder
    root.mkdir()
    sink.wait_for(lambda c: root in c.rescan)
    assert watcher.backend(root) == "events"
    (root / "new.txt").write_text("new")
    sink.wait_for(lambda c: root / "new.txt" in c.changed)


class _SleepyMachine(FolderWatcher):
    """The wall clock jumps two hours ahead while the monotonic clock does not: a suspend."""

    _health_interval_s = 0.05
    jump_at: ClassVar[float] = 0.0

    @staticmethod
    def _clocks() -> tuple[float, float]:
        wall, mono = time.time(), time.monotonic()
        return (
            (wall + 7200.0, mono)
            if _SleepyMachine.jump_at and mono >= _SleepyMachine.jump_at
            else (wall, mono)
        )


def test_after_a_sleep_every_root_is_rescanned(tmp_path: Path, make_watcher: MakeWatcher) -> None:
    root = _root(tmp_path)
    _SleepyMachine.jump_at = 0.0
    _watcher, sink = make_watcher(root, cls=_SleepyMachine)
    threading.Event().wait(0.3)  # no jump: nothing to report
    assert not any(root in c.rescan for c in sink.sets)
    _SleepyMachine.jump_at = time.monotonic()
    try:
        sink.wait_for(lambda c: root in c.rescan)
    finally:
        _SleepyMachine.jump_at = 0.0
