"""Links made while watching obey the full scan's rule: never followed, never indexed.

``ln -s /etc/passwd watched/leak.txt`` during ``desktop-search watch`` once made
/etc/passwd searchable, and a linked folder pointing outside the roots (or back at
its own parent, a loop) was indexed through the link until the next full scan. The
scan never follows links; the watcher's change sets and the engine applying them
must not either. Real watcher (inotify and polling), real files, real engine.
"""

from __future__ import annotations

import os
import queue
import sqlite3
import threading
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

from desktop_search.core.common.config import Paths
from desktop_search.core.engine import Engine
from desktop_search.core.indexing.changes import ChangeSet
from desktop_search.core.indexing.watcher import FolderWatcher
from desktop_search.core.store.verify import verify_index

from ..unit.watcher_helpers import Collector, paths_in, wait_until

pytestmark = pytest.mark.skipif(os.name != "posix", reason="symbolic links")

FAST = {"debounce_s": 0.15, "max_delay_s": 2.0, "reconcile_interval_s": None, "polling_interval_s": 0.1}
SECRET = "The vault combination is kestrel walnut forty two."
SECRET_DEEP = "Deep outside lies the harbour tunnel blueprint."
REAL = "Sourdough starter needs feeding with rye flour every morning."
ORDINARY = "The bicycle chain was oiled before the mountain trip."
FRESH = "Tomato seedlings go into the greenhouse in early May."


@dataclass
class Tree:
    root: Path
    outside: Path

    @property
    def links(self) -> dict[str, Path]:
        return {
            "file outside": self.root / "leak.txt",
            "folder outside": self.root / "outlink",
            "loop": self.root / "loop",
            "file inside": self.root / "twin.txt",
        }

    def make_links(self) -> None:
        """Each kind of link the scan refuses to follow."""
        (self.root / "leak.txt").symlink_to(self.outside / "secret.txt")
        (self.root / "outlink").symlink_to(self.outside, target_is_directory=True)
        (self.root / "loop").symlink_to(self.root, target_is_directory=True)  # its own parent
        (self.root / "twin.txt").symlink_to(self.root / "real.txt")

    def make_ordinary(self) -> None:
        """Ordinary changes in the same window, which must still arrive."""
        (self.root / "ordinary.txt").write_text(ORDINARY)
        (self.root / "fresh").mkdir()
        (self.root / "fresh" / "inside.txt").write_text(FRESH)


@pytest.fixture
def tree(tmp_path: Path) -> Tree:
    root = tmp_path / "watched"
    root.mkdir()
    (root / "real.txt").write_text(REAL)
    outside = tmp_path / "outside"
    (outside / "sub").mkdir(parents=True)
    (outside / "secret.txt").write_text(SECRET)
    (outside / "sub" / "deep.txt").write_text(SECRET_DEEP)
    return Tree(root, outside)


@pytest.fixture
def no_thread_left_behind() -> Iterator[None]:
    before = set(threading.enumerate())
    yield
    wait_until(
        lambda: not set(threading.enumerate()) - before, timeout=5, what="the watcher's threads to end"
    )


def _through_a_link(path: Path, links: dict[str, Path]) -> bool:
    return any(path == link or link in path.parents for link in links.values())


# -- the watcher ----------------------------------------------------------------------------------


@pytest.mark.usefixtures("no_thread_left_behind")
@pytest.mark.parametrize("use_polling", [False, True], ids=["events", "polling"])
def test_links_are_never_files_to_index_nor_folders_to_rescan(tree: Tree, *, use_polling: bool) -> None:
    sink = Collector()
    watcher = FolderWatcher(on_changes=sink, use_polling=use_polling, **FAST)
    watcher.watch(tree.root)
    watcher.start()
    try:
        tree.make_links()
        tree.make_ordinary()
        sink.wait_for(lambda c: tree.root / "ordinary.txt" in c.changed and tree.root / "fresh" in c.rescan)
        # A later change still arrives (no loop keeps the watcher busy), after anything
        # the links could have caused.
        (tree.root / "later.txt").write_text("later")
        merged = sink.wait_for(lambda c: tree.root / "later.txt" in c.changed)
    finally:
        watcher.stop()

    to_index = set(merged.changed) | set(merged.rescan) | {dst for _src, dst in merged.moved}
    assert not {p for p in to_index if _through_a_link(p, tree.links)}, merged
    for kind, link in tree.links.items():
        assert link not in to_index, f"the {kind} link was reported for indexing"
    # Nothing from outside the root, not even a path reached through a linked folder.
    assert all(p == tree.root or tree.root in p.parents for p in paths_in(merged)), merged
    assert not {p for p in paths_in(merged) if tree.outside in p.parents}
    assert {tree.root / "ordinary.txt", tree.root / "later.txt"} <= merged.changed
    assert tree.root / "fresh" in merged.rescan


# -- the engine -----------------------------------------------------------------------------------


def _files(paths: Paths) -> set[str]:
    con = sqlite3.connect(paths.db_path)
    try:
        return {r[0] for r in con.execute("SELECT path FROM files")}
    finally:
        con.close()


def _chunks_containing(paths: Paths, text: str) -> list[str]:
    con = sqlite3.connect(paths.db_path)
    try:
        rows = con.execute(
            "SELECT f.path FROM chunks c JOIN files f ON f.id = c.file_id WHERE instr(c.text, ?) > 0", (text,)
        )
        return [r[0] for r in rows]
    finally:
        con.close()


def _assert_only_real_files(engine: Engine, paths: Paths, expected: set[Path]) -> None:
    assert _files(paths) == {str(p) for p in expected}
    assert _chunks_containing(paths, "kestrel walnut") == []
    assert _chunks_containing(paths, "harbour tunnel") == []
    assert len(_chunks_containing(paths, "Sourdough starter")) == 1  # real.txt once, not via twin or loop
    for query in (SECRET, SECRET_DEEP, REAL):
        found = {r.path for r in engine.search(query, top=10)}
        assert found <= {str(p) for p in expected}, (query, found)


@pytest.mark.slow
def test_links_made_while_watching_never_reach_the_index(paths: Paths, tree: Tree) -> None:
    """Wired like ``desktop-search watch``: the watcher's change sets applied by the engine."""
    changes: queue.Queue[ChangeSet] = queue.Queue()
    expected = {tree.root / "real.txt", tree.root / "ordinary.txt", tree.root / "fresh" / "inside.txt"}
    with Engine(paths) as engine:
        engine.index([tree.root])
        watcher = FolderWatcher(on_changes=changes.put, **FAST)
        watcher.watch(tree.root)
        watcher.start()
        try:
            tree.make_links()
            tree.make_ordinary()
            deadline = time.monotonic() + 60
            while not {str(p) for p in expected} <= _files(paths):
                assert time.monotonic() < deadline, f"the ordinary files were not indexed: {_files(paths)}"
                try:
                    engine.index(changes=changes.get(timeout=0.5))
                except queue.Empty:
                    continue
            # The links' events came before the ordinary file's; apply whatever is still queued.
            while True:
                try:
                    engine.index(changes=changes.get(timeout=1.0))
                except queue.Empty:
                    break
        finally:
            watcher.stop()

        _assert_only_real_files(engine, paths, expected)
        # The watcher's result is the full scan's: a scan now finds nothing to add or remove.
        report = engine.index()
        assert (report.files_indexed, report.files_removed) == (0, 0), report.errors
    assert verify_index(paths.db_path, paths.vectors_path).ok


@pytest.mark.slow
def test_applying_a_change_set_never_follows_a_link(paths: Paths, tree: Tree) -> None:
    """The engine's own guard: a change set naming links (from any source) indexes nothing through them."""
    replaced = tree.root / "replaced.txt"
    replaced.write_text("This note about winter tyres is replaced by a link.")
    with Engine(paths) as engine:
        engine.index([tree.root])
        assert str(replaced) in _files(paths)
        tree.make_links()
        replaced.unlink()
        replaced.symlink_to(tree.outside / "secret.txt")
        (tree.root / "leak.txt").rename(tree.root / "leak-renamed.txt")
        root, links = tree.root, tree.links
        report = engine.index(
            changes=ChangeSet(
                changed=frozenset(
                    {
                        replaced,
                        links["file inside"],
                        links["folder outside"],
                        links["loop"],
                        root / "outlink" / "secret.txt",
                        root / "loop" / "real.txt",
                    }
                ),
                rescan=frozenset({links["folder outside"], links["loop"], root / "outlink" / "sub"}),
                moved=((root / "leak.txt", root / "leak-renamed.txt"),),
            )
        )
        assert report.files_indexed == 0, report.errors
        assert report.files_removed == 1  # replaced.txt: a link now
        _assert_only_real_files(engine, paths, {root / "real.txt"})
    assert verify_index(paths.db_path, paths.vectors_path).ok
