"""A disk that fills up mid-index: a clear error, a consistent index, and a clean resume.

The index directory is a small tmpfs (root only: skipped with the reason
otherwise), so SQLite's and Faiss's writes really hit ENOSPC. After the
failure the filesystem is grown in place (``remount``, contents kept), like a
user freeing space, and the same command is run again.
"""

from __future__ import annotations

import os
import sqlite3
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import numpy as np
import pytest

from desktop_search.core.common.config import Paths
from desktop_search.core.store.base import DiskFullError
from desktop_search.core.store.vectors import VectorIndex

pytestmark = [pytest.mark.slow, pytest.mark.skipif(sys.platform != "linux", reason="tmpfs mounts")]

FILES = 40


def _mount(target: Path, size: str, *, remount: bool = False) -> subprocess.CompletedProcess[str]:
    options = f"remount,size={size}" if remount else f"size={size},mode=0700"
    command = ["mount", "-o", options, str(target)] if remount else ["mount", "-t", "tmpfs"]
    if not remount:
        command += ["-o", options, "tmpfs", str(target)]
    return subprocess.run(command, capture_output=True, text=True, check=False)


@pytest.fixture
def small_index_disk(paths: Paths) -> Iterator[Path]:
    """``paths.index_dir`` on a 1 MB tmpfs, unmounted afterwards."""
    yield from _small_disk(paths.index_dir, "1m")


def _small_disk(target: Path, size: str) -> Iterator[Path]:
    if os.geteuid() != 0:
        pytest.skip("mounting a small tmpfs needs root")
    target.mkdir(parents=True, exist_ok=True)
    mounted = _mount(target, size)
    if mounted.returncode != 0:
        pytest.skip(f"cannot mount a tmpfs here: {mounted.stderr.strip()}")
    try:
        yield target
    finally:
        subprocess.run(["umount", "-l", str(target)], check=False)


def test_a_full_disk_while_saving_vectors_keeps_the_old_file(tmp_path: Path) -> None:
    for disk in _small_disk(tmp_path / "disk", "256k"):
        path = disk / "vectors.faiss"
        rng = np.random.default_rng(0)
        index = VectorIndex(384)
        index.add(np.arange(50, dtype=np.int64), rng.normal(size=(50, 384)).astype(np.float32))
        index.save(path, generation=1)
        saved = path.read_bytes()
        index.add(np.arange(50, 400, dtype=np.int64), rng.normal(size=(350, 384)).astype(np.float32))
        with pytest.raises(DiskFullError, match="disk full while writing the index"):
            index.save(path, generation=2)
        assert path.read_bytes() == saved  # the last good file is untouched ...
        assert [p.name for p in disk.iterdir()] == ["vectors.faiss"]  # ... and no partial file is left
        assert VectorIndex.load(path, 384) is not None


def _write_corpus(folder: Path) -> list[str]:
    folder.mkdir()
    paths = []
    for i in range(FILES):
        path = folder / f"report-{i:03}.txt"
        body = " ".join(
            f"Section {j} of report {i}: the river gauge at station {i * 7 + j} read {j * 3 + i} cm."
            for j in range(12)
        )
        path.write_text(body, encoding="utf-8")
        paths.append(str(path))
    return paths


def test_disk_full_mid_index_gives_a_clear_error_and_the_index_recovers(
    paths: Paths, tmp_path: Path, small_index_disk: Path
) -> None:
    files = _write_corpus(tmp_path / "corpus")
    cli = [sys.executable, "-m", "desktop_search", "--data-dir", str(paths.data_dir)]

    full = subprocess.run(
        [*cli, "index", str(tmp_path / "corpus")], capture_output=True, text=True, check=False
    )
    assert full.returncode == 1, (full.stdout, full.stderr)
    assert "Traceback" not in full.stderr
    assert "disk full while writing the index" in full.stderr
    assert "free some space" in full.stderr

    # What was committed is whole: SQLite is intact and no file is half-written.
    con = sqlite3.connect(paths.db_path)
    try:
        assert con.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
        kept = con.execute(
            "SELECT f.path, f.status, COUNT(c.id) FROM files f LEFT JOIN chunks c ON c.file_id = f.id"
            " GROUP BY f.id"
        ).fetchall()
    finally:
        con.close()
    assert 0 < len(kept) < FILES, "the disk should fill part of the way through"
    assert all(status == "ok" and chunks >= 1 for _, status, chunks in kept)

    # Space is freed: the same command finishes the job, with nothing twice.
    grown = _mount(small_index_disk, "64m", remount=True)
    assert grown.returncode == 0, grown.stderr
    resumed = subprocess.run([*cli, "index"], capture_output=True, text=True, check=True)
    assert f"indexed {FILES - len(kept)} files" in resumed.stdout
    assert f"{len(kept)} unchanged" in resumed.stdout
    verify = subprocess.run([*cli, "verify"], capture_output=True, text=True, check=False)
    assert verify.returncode == 0, verify.stdout

    con = sqlite3.connect(paths.db_path)
    try:
        rows = con.execute("SELECT path FROM files WHERE status = 'ok'").fetchall()
        duplicates = con.execute(
            "SELECT COUNT(*) FROM (SELECT file_id, ord FROM chunks GROUP BY file_id, ord HAVING COUNT(*) > 1)"
        ).fetchone()[0]
    finally:
        con.close()
    assert sorted(r[0] for r in rows) == sorted(files)
    assert duplicates == 0
