"""A storm of file changes for the watcher: tests/faults/test_watcher_storm.py and bench/fault_soak.py.

:func:`seed_storm_folder` writes the starting folder, :func:`write_storm` makes
the changes (creations, rewrites, deletions, renames) as fast as Python can.
"""

from __future__ import annotations

from pathlib import Path


def seed_storm_folder(folder: Path, *, initial: int) -> Path:
    """The folder :func:`write_storm` expects: ``initial`` base notes and an empty ``new/``."""
    (folder / "new").mkdir(parents=True)
    for i in range(initial):
        (folder / f"base-{i:03}.txt").write_text(f"Base note {i} about the quarry.", encoding="utf-8")
    return folder


def write_storm(folder: Path, *, initial: int, created: int, kept: int, total: int) -> int:
    """Make ``total`` file changes under ``folder`` as fast as Python can; returns how many.

    ``folder`` holds ``base-NNN.txt`` for ``initial`` files and an empty ``new/``.
    ``created`` files appear in ``new/``, every base file and many new ones are
    rewritten, all but ``kept`` new files are deleted and those ``kept`` are
    renamed to ``kept-NNN.txt``: afterwards ``initial + kept`` files remain.
    """
    rewrites = total - created - initial - (created - kept) - kept
    if rewrites < 0:
        raise ValueError("total is too small for these counts")
    new = folder / "new"
    changes = 0
    for i in range(created):
        (new / f"s-{i:05}.txt").write_text(f"Storm file {i}, first draft.", encoding="utf-8")
        changes += 1
    for i in range(initial):
        (folder / f"base-{i:03}.txt").write_text(f"Base note {i}, rewritten in the storm.", encoding="utf-8")
        changes += 1
    for i in range(rewrites):
        (new / f"s-{i % created:05}.txt").write_text(f"Storm file {i}, draft {i}.", encoding="utf-8")
        changes += 1
    for i in range(kept, created):
        (new / f"s-{i:05}.txt").unlink()
        changes += 1
    for i in range(kept):
        (new / f"s-{i:05}.txt").rename(folder / f"kept-{i:03}.txt")
        changes += 1
    return changes
