"""Typed, versioned settings and the scanner's exclusions."""

from __future__ import annotations

import json
import os
from pathlib import Path

from desktop_search.core.common.settings import SCHEMA_VERSION, Settings
from desktop_search.core.extract import is_supported
from desktop_search.core.indexing.scanner import Exclusions, Skipped, scan


def test_settings_round_trip_and_tolerance(tmp_path: Path) -> None:
    path = tmp_path / "cfg" / "settings.json"
    assert Settings.load(path) == Settings()  # missing file: defaults
    custom = Settings(exclude_globs=["*.bak"], max_file_mb=5, watch=False)
    custom.save(path)
    assert Settings.load(path) == custom
    raw = json.loads(path.read_text())
    raw["from_the_future"] = 1
    del raw["watch"]
    path.write_text(json.dumps(raw))
    loaded = Settings.load(path)
    assert loaded.exclude_globs == ["*.bak"]
    assert loaded.watch is True  # missing key: default
    assert loaded.schema_version == SCHEMA_VERSION
    path.write_text("{not json")
    assert Settings.load(path) == Settings()


def test_scan_applies_exclusions_and_reports_problems(tmp_path: Path) -> None:
    root = tmp_path / "root"
    for rel in (
        "a.txt",
        "b.md",
        "disk.iso",
        "talk.mp4",
        ".hidden.txt",
        "node_modules/x.txt",
        "env/pyvenv.cfg",
        "env/lib.txt",
        "keep/c.txt",
        "keep/skip.tmp.txt",
        "big.txt",
    ):
        path = root / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text("x" * (3_000_000 if rel in ("big.txt", "talk.mp4") else 10))
    (root / "link.txt").symlink_to(root / "a.txt")
    skipped: list[Skipped] = []
    settings = Settings(exclude_globs=["*.tmp.txt"], max_file_mb=1)
    found = {
        st.path.relative_to(root).as_posix()
        for st in scan(root, Exclusions(settings, supported=is_supported), on_skip=skipped.append)
    }
    # A recording is read as a stream (only its sound, piece by piece): the size limit is for documents.
    assert found == {"a.txt", "b.md", "keep/c.txt", "talk.mp4"}
    assert [(Path(s.path).name, s.reason) for s in skipped] == [("big.txt", "larger than 1 MB")]


def test_unreadable_folder_is_reported_not_raised(tmp_path: Path) -> None:
    root = tmp_path / "root"
    locked = root / "locked"
    locked.mkdir(parents=True)
    (locked / "a.txt").write_text("x")
    (root / "ok.txt").write_text("y")
    locked.chmod(0)
    try:
        skipped: list[Skipped] = []
        found = [
            p.path.name
            for p in scan(root, Exclusions(Settings(), supported=is_supported), on_skip=skipped.append)
        ]
    finally:
        locked.chmod(0o700)
    assert "ok.txt" in found
    if os.geteuid() != 0:  # root reads everything
        assert any("cannot read folder" in s.reason for s in skipped)
