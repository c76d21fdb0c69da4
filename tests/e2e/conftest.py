"""End-to-end tests of the built packages: ``make e2e`` builds them and points here.

They run only when ``DESKTOP_SEARCH_E2E_DIST`` names the folder holding the
``.deb`` and ``.tar.gz`` (``make e2e`` sets it); otherwise nothing here is
even collected, so ``make test`` stays fast.
"""

from __future__ import annotations

import os
import subprocess
import tarfile
from pathlib import Path

import pytest

ENV_DIST = "DESKTOP_SEARCH_E2E_DIST"

if not os.environ.get(ENV_DIST):
    collect_ignore_glob = ["test_*.py"]


def _one(dist: Path, pattern: str) -> Path:
    found = sorted(dist.glob(pattern))
    if len(found) != 1:
        pytest.fail(f"expected one {pattern} in {dist}, found {[p.name for p in found]}")
    return found[0]


@pytest.fixture(scope="session")
def dist() -> Path:
    return Path(os.environ[ENV_DIST]).resolve()


@pytest.fixture(scope="session")
def deb_root(dist: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The .deb installed into a temporary root (dpkg-deb -x: its files as dpkg would place them)."""
    root = tmp_path_factory.mktemp("root")
    subprocess.run(["dpkg-deb", "-x", str(_one(dist, "*.deb")), str(root)], check=True)
    return root


@pytest.fixture(scope="session")
def deb_file(dist: Path) -> Path:
    return _one(dist, "*.deb")


@pytest.fixture(scope="session")
def portable_dir(dist: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The portable .tar.gz unpacked; returns its top folder."""
    target = tmp_path_factory.mktemp("portable")
    with tarfile.open(_one(dist, "*.tar.gz")) as tar:
        tar.extractall(target, filter="tar")
    (top,) = list(target.iterdir())
    return top
