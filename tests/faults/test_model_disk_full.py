"""A disk that cannot hold the built-in model: the error names the file, the folder and the space.

The models folder is a real 1 MB tmpfs (root only: skipped with the reason otherwise), so the
converter's writes really fail (numpy's ``tofile`` says "Not enough free space to write …
bytes after offset …", which names neither the model nor the folder).
"""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

from desktop_search.core.models.builtin import ensure_builtin_model
from desktop_search.core.models.convert import DEFAULT_MODEL_FILE, DEFAULT_MODEL_NAME, ModelSpaceError
from tests.helpers.mounts import can_mount, tmpfs

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(sys.platform != "linux", reason="tmpfs mounts"),
]


@pytest.fixture
def small_disk(tmp_path: Path):
    if (why := can_mount()) is not None:
        pytest.skip(why)
    with tmpfs(tmp_path / "disk", size="1m") as disk:
        yield disk


def test_the_model_that_does_not_fit_is_named_with_its_folder_and_sizes(
    small_disk: Path, default_model: Path
) -> None:
    models = small_disk / "models"
    with pytest.raises(ModelSpaceError) as caught:
        ensure_builtin_model(DEFAULT_MODEL_NAME, models)
    error = caught.value
    assert error.dest == models / DEFAULT_MODEL_FILE
    size = default_model.stat().st_size  # the same model, converted where there was room
    assert 0.98 * size <= error.needed <= 1.02 * size
    assert error.free <= 1 << 20
    message = str(error)
    assert DEFAULT_MODEL_FILE in message
    assert str(models) in message
    assert f"{error.needed:,} bytes" in message
    assert f"{error.free:,} bytes" in message
    assert list(models.iterdir()) == []  # no partial file is left to fill the disk


def test_prepare_model_on_a_full_disk_says_what_it_needs(small_disk: Path) -> None:
    data = small_disk / "data"
    done = subprocess.run(
        [sys.executable, "-m", "desktop_search", "--data-dir", str(data), "prepare-model"],
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    assert done.returncode == 1, (done.stdout, done.stderr)
    assert "Traceback" not in done.stderr
    assert "Not enough free space to write" not in done.stderr  # numpy's words are replaced ...
    # ... by the model, where it goes, and how much it needs and has
    said = re.search(
        r"the model (\S+) into (.+): it needs about .+ \(([\d,]+) bytes\) and .+ \(([\d,]+) bytes\)",
        done.stderr,
    )
    assert said is not None, done.stderr
    assert said.group(1) == DEFAULT_MODEL_FILE
    assert said.group(2) == str(data / "models")
    assert int(said.group(3).replace(",", "")) > 20_000_000 > int(said.group(4).replace(",", ""))
