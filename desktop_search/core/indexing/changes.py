"""What changed under the watched roots, and how watchdog's events coalesce into it.

Coalescing, per file path, within one change set (the consumer's index is the
reference: "existed before" means the index may hold something for that path):

=========================================  ====================================
events                                     reported
=========================================  ====================================
created (+ modified ...)                   changed
modified, or deleted then created          changed
created then deleted                       nothing
modified then deleted / deleted            deleted
moved A->B (A existed before)              moved (A, B); B also changed if it
                                           was modified before or after
moved A->B (A created in this window)      changed B (nothing about A)
moved ignored->B (download done, save)     changed B
moved A->ignored (backup rename)           deleted A (a later write of A makes
                                           it changed again)
directory created (or moved in)            rescan of that directory
directory moved / deleted                  moved / deleted directory path (the
                                           consumer expands it)
directory modified, synthetic sub-events   ignored
a symbolic link, or a path reached         deleted (never changed, rescanned or
through a linked folder                    a move's destination)
=========================================  ====================================

Apply a change set in this order: ``moved`` (in order), ``deleted``, ``changed``,
then ``rescan``. ``deleted`` may name paths the consumer never indexed (a
conservative guess is cheaper than a stale index); ``rescan`` paths may have
vanished by the time they are scanned.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path


@dataclass(frozen=True)
class ChangeSet:
    """What changed under the watched roots; apply moved, deleted, changed, rescan in that order."""

    changed: frozenset[Path] = frozenset()  # created or modified files (final state: exists)
    deleted: frozenset[Path] = frozenset()  # files (or whole directories) that are gone
    moved: tuple[tuple[Path, Path], ...] = ()  # (src, dest) renames of files or directories, in order
    rescan: frozenset[Path] = frozenset()  # roots or subfolders to rescan in full

    def is_empty(self) -> bool:
        return not (self.changed or self.deleted or self.moved or self.rescan)


@dataclass
class Entry:
    existed_before: bool  # the consumer may hold something for this path
    exists: bool
    dirty: bool  # content differs from what the consumer has (after applying moves)


@dataclass
class Bucket:
    """Pending changes under one scheduled root."""

    entries: dict[Path, Entry] = field(default_factory=dict)
    moves: list[tuple[Path, Path]] = field(default_factory=list)
    rescan: set[Path] = field(default_factory=set)
    whole: bool = False  # storm, overflow or backend trouble: rescan the root, no detail

    def size(self) -> int:
        return len(self.entries) + len(self.moves) + len(self.rescan)

    def clear(self) -> None:
        self.entries.clear()
        self.moves.clear()
        self.rescan.clear()


def under(path: Path, folder: Path) -> bool:
    return path == folder or folder in path.parents


def rebase(path: Path, *, src: Path, dst: Path) -> Path:
    return dst / path.relative_to(src)


def minimal(paths: Iterable[Path]) -> frozenset[Path]:
    """Drop paths that lie under another path of the set."""
    ordered = sorted(set(paths), key=lambda p: len(p.parts))
    kept: list[Path] = []
    for p in ordered:
        if not any(under(p, k) for k in kept):
            kept.append(p)
    return frozenset(kept)


def touch(bucket: Bucket, path: Path, *, created: bool) -> None:
    entry = bucket.entries.get(path)
    if entry is None:
        bucket.entries[path] = Entry(existed_before=not created, exists=True, dirty=True)
    else:
        entry.exists = entry.dirty = True


def gone(bucket: Bucket, path: Path, *, is_dir: bool) -> None:
    if is_dir:  # the directory event covers everything pending below it
        created_here = path in bucket.rescan and path not in bucket.entries
        for p in [p for p in bucket.entries if under(p, path)]:
            del bucket.entries[p]
        bucket.rescan = {p for p in bucket.rescan if not under(p, path)}
        if not created_here:
            bucket.entries[path] = Entry(existed_before=True, exists=False, dirty=False)
        return
    entry = bucket.entries.get(path)
    if entry is None:
        bucket.entries[path] = Entry(existed_before=True, exists=False, dirty=False)
    elif not entry.existed_before:
        del bucket.entries[path]  # created then deleted: nothing happened
    else:
        entry.exists = entry.dirty = False


def move_file(bucket: Bucket, *, src: Path, dst: Path) -> None:
    entry = bucket.entries.pop(src, None)
    if entry is not None and not entry.existed_before:
        touch(bucket, dst, created=False)  # new content: nothing to carry over
        return
    bucket.moves.append((src, dst))
    # A deleted-looking source means events arrived oddly: re-read the destination.
    dirty = entry is not None and (entry.dirty or not entry.exists)
    bucket.entries[dst] = Entry(existed_before=True, exists=True, dirty=dirty)


def move_dir(bucket: Bucket, *, src: Path, dst: Path) -> None:
    # Polling reports the files' moves before their folder's: the folder move implies them.
    while bucket.moves and under(bucket.moves[-1][0], src) and bucket.moves[-1][0] != src:
        s, d = bucket.moves[-1]
        if d != rebase(s, src=src, dst=dst):
            break
        bucket.moves.pop()
    bucket.moves.append((src, dst))
    for p in [p for p in bucket.entries if under(p, src)]:
        bucket.entries[rebase(p, src=src, dst=dst)] = bucket.entries.pop(p)
    bucket.rescan = {rebase(p, src=src, dst=dst) if under(p, src) else p for p in bucket.rescan}
