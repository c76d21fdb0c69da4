"""The core stays Qt-free, and the app explains itself when no display exists."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import desktop_search

CORE = Path(desktop_search.__file__).parent / "core"


def test_core_never_imports_qt_or_the_ui() -> None:
    offenders = []
    for source in CORE.rglob("*.py"):
        tree = ast.parse(source.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            names = []
            if isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom):
                names = [node.module or ""]
                if node.level >= 2 and (node.module or "").startswith("ui"):
                    names.append("desktop_search.ui")
            offenders += [
                f"{source.name}: {n}" for n in names if n.startswith(("PySide6", "desktop_search.ui"))
            ]
    assert offenders == []


def test_core_and_cli_import_without_loading_qt() -> None:
    code = (
        "import sys, desktop_search.cli, desktop_search.core.engine;"
        "assert 'PySide6' not in sys.modules, 'Qt was imported';"
        "assert 'llama_cpp' not in sys.modules, 'llama.cpp must load lazily';"
        "assert 'faiss' not in sys.modules, 'Faiss must load lazily'"
    )
    subprocess.run([sys.executable, "-c", code], check=True)


def test_without_a_display_the_app_points_to_the_cli(tmp_path: Path) -> None:
    env = {"PATH": "/usr/bin:/bin", "HOME": str(tmp_path), "DESKTOP_SEARCH_HOME": str(tmp_path / "d")}
    out = subprocess.run(
        [sys.executable, "-m", "desktop_search"], capture_output=True, text=True, env=env, check=False
    )
    assert out.returncode == 2
    assert "no display" in out.stderr
    assert "desktop-search --help" in out.stderr
    assert len(out.stderr.strip().splitlines()) == 1
