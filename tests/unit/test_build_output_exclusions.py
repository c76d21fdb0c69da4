"""Build output beside a project file and conda environments are left out by default.

A plain folder named ``build`` without a project file beside it (a user's notes) is indexed.
The walk and the watcher's single-path check agree.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from desktop_search.core.common.settings import Settings
from desktop_search.core.extract import is_supported
from desktop_search.core.indexing.scanner import PROJECT_FILES, Exclusions, scan


def _tree(root: Path, files: list[str]) -> None:
    for rel in files:
        path = root / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text("print('x')\n" if rel.endswith(".py") else "some notes about the garden")


def _found(root: Path) -> set[str]:
    exclusions = Exclusions(Settings(), supported=is_supported)
    return {st.path.relative_to(root).as_posix() for st in scan(root, exclusions)}


@pytest.mark.parametrize("project_file", sorted([*PROJECT_FILES, "App.csproj"]))
@pytest.mark.parametrize("output", ["build", "dist", "target"])
def test_build_output_beside_a_project_file_is_left_out(
    tmp_path: Path, project_file: str, output: str
) -> None:
    root = tmp_path / "home"
    _tree(root, [f"code/app/{project_file}", "code/app/src/main.py", f"code/app/{output}/lib/main.py"])
    found = _found(root)
    assert "code/app/src/main.py" in found
    assert not any(f"/{output}/" in path for path in found), found


def test_a_plain_build_folder_of_notes_is_indexed(tmp_path: Path) -> None:
    root = tmp_path / "home"
    # "build" notes, beside other notes but no project file; a project file *inside* does not count.
    _tree(
        root,
        ["house/build/permit.txt", "house/plan.md", "house/dist/leaflet.md", "house/target/pyproject.toml"],
    )
    assert _found(root) >= {"house/build/permit.txt", "house/dist/leaflet.md"}


def test_a_project_folder_named_like_a_project_file_does_not_count(tmp_path: Path) -> None:
    root = tmp_path / "home"
    _tree(root, ["p/package.json/readme.txt", "p/build/notes.txt"])  # a folder, not a file
    assert "p/build/notes.txt" in _found(root)


def test_a_conda_environment_is_left_out(tmp_path: Path) -> None:
    root = tmp_path / "home"
    _tree(
        root, ["miniconda3/envs/science/lib/python3.12/os.py", "miniconda3/envs/science/conda-meta/history"]
    )
    _tree(root, ["miniconda3/lib/python3.12/json/decoder.py", "miniconda3/conda-meta/history", "notes.md"])
    assert _found(root) == {"notes.md"}


def test_the_watchers_single_path_check_applies_the_same_rules(tmp_path: Path) -> None:
    root = tmp_path / "home"
    _tree(
        root,
        [
            "app/pyproject.toml",
            "app/dist/pkg/mod.py",
            "env/conda-meta/history",
            "env/lib/site.py",
            "house/build/permit.txt",
        ],
    )
    exclusions = Exclusions(Settings(), supported=is_supported)
    assert exclusions.excludes_path(root / "app" / "dist" / "pkg" / "mod.py", root)
    assert exclusions.excludes_path(root / "env" / "lib" / "site.py", root)
    assert not exclusions.excludes_path(root / "house" / "build" / "permit.txt", root)
    assert not exclusions.excludes_path(root / "app" / "pyproject.toml", root)
