"""What an indexing run has to do: disk, or a watcher's change set, compared with the database.

Cheap by design: size and modification time decide whether a file is looked at.
Files that vanished while a file of the same size and content hash appeared elsewhere
were moved: they keep their rows, chunks and vectors. What is left of the vanished
files is deleted. Neither a full scan nor a change set ever reaches a file through a
symbolic link. :class:`~.indexer.Indexer` calls these; they only read the database.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from .extract import is_supported
from .hashing import sha256_file
from .scanner import Exclusions, FileStat, Skipped, scan
from .store.db import Database, FileRow
from .watcher import ChangeSet, reached_through_link

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class Scope:
    """A folder to scan in full: ``path`` is the folder root or a folder below it."""

    folder_id: int
    root: Path
    path: Path


@dataclass(frozen=True)
class Candidate:
    folder_id: int
    root: Path
    stat: FileStat
    known: FileRow | None


@dataclass
class Plan:
    candidates: list[Candidate] = field(default_factory=list)
    gone: dict[str, FileRow] = field(default_factory=dict)
    moves: list[tuple[FileRow, Candidate]] = field(default_factory=list)
    unchanged: int = 0
    skipped: list[tuple[int, Skipped, FileStat | None]] = field(default_factory=list)


def folder_scopes(db: Database) -> list[Scope]:
    """Every indexed folder, in full."""
    return [Scope(fid, Path(p), Path(p)) for fid, p in db.folders()]


def plan_scopes(
    db: Database, scopes: list[Scope], *, exclusions: Exclusions, beat: Callable[[], None]
) -> Plan:
    """Compare the scopes on disk with the database (``beat`` is called for every file seen)."""
    plan = Plan()
    for scope in scopes:
        known = db.files_under(str(scope.path))
        seen: set[str] = set()
        if not scope.path.is_dir():
            # An unreachable folder (unmounted drive) keeps its entries; a
            # subfolder that is gone is handled by the caller as a deletion.
            log.warning("folder %s is not reachable; its index entries are kept", scope.path)
            continue

        def on_skip(item: Skipped, folder_id: int = scope.folder_id, seen: set[str] = seen) -> None:
            seen.add(item.path)  # still there: a recorded skip is not a deletion
            remembered = None
            if item.size is not None and item.mtime_ns is not None:
                remembered = FileStat(Path(item.path), item.size, item.mtime_ns)
            plan.skipped.append((folder_id, item, remembered))

        for st in scan(scope.path, exclusions, on_skip=on_skip):
            beat()
            key = str(st.path)
            seen.add(key)
            row = known.get(key)
            if row is not None and row.size == st.size and row.mtime_ns == st.mtime_ns:
                plan.unchanged += 1
                continue
            plan.candidates.append(Candidate(scope.folder_id, scope.root, st, row))
        for path, row in known.items():
            if path not in seen:
                plan.gone[path] = row
    # Size-limited files are recorded (with their stat) so they are not retried.
    for i, (folder_id, item, _none) in enumerate(plan.skipped):
        if item.reason.startswith("larger than"):
            try:
                info = Path(item.path).stat()
            except OSError:
                continue
            plan.skipped[i] = (folder_id, item, FileStat(Path(item.path), info.st_size, info.st_mtime_ns))
    _match_moves(plan)
    return plan


def _match_moves(plan: Plan) -> None:
    """Vanished file + new file with the same size and content = a move."""
    by_size: dict[int, list[FileRow]] = {}
    for row in plan.gone.values():
        if row.content_hash and row.status == "ok":
            by_size.setdefault(row.size, []).append(row)
    if not by_size:
        return
    remaining = []
    for cand in plan.candidates:
        rows = by_size.get(cand.stat.size) if cand.known is None else None
        if rows:
            try:
                digest = sha256_file(cand.stat.path)
            except OSError:
                digest = ""
            match = next((r for r in rows if r.content_hash == digest), None)
            if match is not None:
                rows.remove(match)
                del plan.gone[match.path]
                plan.moves.append((match, cand))
                continue
        remaining.append(cand)
    plan.candidates = remaining


def folder_of(db: Database, path: Path) -> tuple[int, Path] | None:
    """The indexed folder ``path`` lies in (the innermost one), as ``(folder_id, root)``."""
    best: tuple[int, Path] | None = None
    for folder_id, root in db.folders():
        root_path = Path(root)
        if (path == root_path or root_path in path.parents) and (
            best is None or len(root) > len(str(best[1]))
        ):
            best = (folder_id, root_path)
    return best


def plan_changes(
    db: Database, changes: ChangeSet, *, exclusions: Exclusions, max_file_bytes: int
) -> tuple[list[Scope], Plan]:
    """A watcher's change set as folders to scan in full plus a plan for single files."""
    plan = Plan()
    scopes: list[Scope] = []

    def linked(path: Path) -> bool:
        # The full scan's rule, enforced here too: a link, or a path reached through a
        # linked folder, is never indexed (it may lead outside the folders or loop).
        owner = folder_of(db, path)
        return owner is not None and reached_through_link(path, owner[1])

    def candidate(path: Path) -> Candidate | None:
        owner = folder_of(db, path)
        if owner is None or exclusions.excludes_path(path, owner[1]) or reached_through_link(path, owner[1]):
            return None
        try:
            st = path.stat()
        except OSError:
            return None
        if not path.is_file() or not is_supported(path) or st.st_size > max_file_bytes:
            return None
        stat = FileStat(path, st.st_size, st.st_mtime_ns)
        return Candidate(owner[0], owner[1], stat, db.file(str(path)))

    def forget(path: Path) -> None:
        row = db.file(str(path))
        rows = {row.path: row} if row else db.files_under(str(path))
        plan.gone.update(rows)

    for src, dest in changes.moved:
        rows = {r.path: r for r in [db.file(str(src))] if r} or db.files_under(str(src))
        for old_path, row in rows.items():
            new_path = dest / Path(old_path).relative_to(src) if old_path != str(src) else dest
            cand = candidate(new_path)
            if cand is None:
                plan.gone[old_path] = row
            elif cand.stat.size == row.size and cand.stat.mtime_ns == row.mtime_ns:
                plan.moves.append((row, cand))
            else:  # moved and changed: keep nothing stale
                plan.gone[old_path] = row
                plan.candidates.append(cand)
        if not rows and (c := candidate(dest)) is not None:
            plan.candidates.append(c)
    for path in changes.deleted:
        forget(path)
    for path in changes.changed:
        if linked(path):
            forget(path)  # whatever the path held before it became (or moved behind) a link
            continue
        if path.is_dir():
            owner = folder_of(db, path)
            if owner is not None:
                scopes.append(Scope(owner[0], owner[1], path))
            continue
        cand = candidate(path)
        if cand is None:
            if not path.exists():
                forget(path)
            continue
        known = cand.known
        if known is None or known.size != cand.stat.size or known.mtime_ns != cand.stat.mtime_ns:
            plan.candidates.append(cand)
    for path in changes.rescan:
        if linked(path):
            forget(path)  # never walked: anything once indexed through the link goes
            continue
        owner = folder_of(db, path)
        if owner is not None:
            scopes.append(Scope(owner[0], owner[1], path))
    return scopes, plan
