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


# The layers of docs/ARCHITECTURE.md, lowest first, ranked by package (not by file, so a module
# split inside a package keeps its rank). An import may go down or sideways, never up.
PACKAGE = Path(desktop_search.__file__).parent
LAYERS = {
    "desktop_search.core.common": 0,
    "desktop_search.core.text": 1,
    "desktop_search.core.extract": 2,
    "desktop_search.core.models": 2,
    "desktop_search.core.store": 3,
    "desktop_search.core.indexing": 4,
    "desktop_search.core.searching": 4,
    # The indexes that live elsewhere (drives, PostgreSQL): written by an engine of their own, searched
    # beside the local one, so beside the application services.
    "desktop_search.core.elsewhere": 5,
}
APPLICATION_SERVICES = 5  # core's own top-level modules: engine, session, switch, ...
FRONT_ENDS = 6  # ui, server, cli, app, autostart, __main__
NEVER_EACH_OTHER = (
    "desktop_search.core.indexing",
    "desktop_search.core.searching",
)
# Known offenders, each one the test names until it is gone (then the allowance must go too).
KNOWN_UPWARD_OR_SIDEWAYS: set[tuple[str, str]] = set()


def _modules() -> dict[str, Path]:
    """Every module of the package by dotted name (a package by its ``__init__``)."""
    modules = {}
    for source in PACKAGE.rglob("*.py"):
        parts = list(source.relative_to(PACKAGE.parent).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        modules[".".join(parts)] = source
    return modules


def _imports(modules: dict[str, Path]) -> dict[str, dict[str, int]]:
    """Each module's imports of the package (all of them: at the top, in functions, for typing),
    as target module to the first line that imports it."""
    graph: dict[str, dict[str, int]] = {}
    for name, source in modules.items():
        package = name if source.name == "__init__.py" else name.rpartition(".")[0]
        targets: dict[str, int] = {}
        for node in ast.walk(ast.parse(source.read_text(encoding="utf-8"))):
            candidates = []
            if isinstance(node, ast.Import):
                candidates = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom):
                base = node.module or ""
                if node.level:
                    anchor = package.split(".")[: len(package.split(".")) - (node.level - 1)]
                    base = ".".join([*anchor, *([node.module] if node.module else [])])
                # `from package import module` imports the module; `from module import name`, the module.
                candidates = [
                    f"{base}.{alias.name}" if f"{base}.{alias.name}" in modules else base
                    for alias in node.names
                ]
            for candidate in candidates:
                target = candidate
                while target and target not in modules:
                    target = target.rpartition(".")[0]
                if target and target != name and target.startswith("desktop_search."):
                    targets.setdefault(target, node.lineno)
        graph[name] = targets
    return graph


def _layer(module: str) -> tuple[int, str]:
    """A module's rank and the package that gives it."""
    for package, rank in LAYERS.items():
        if module == package or module.startswith(package + "."):
            return rank, package
    if module in {"desktop_search", "desktop_search.core"}:
        return -1, module  # the packages themselves: name, version and a docstring
    if module.startswith("desktop_search.core.") and module.count(".") == 2:
        return APPLICATION_SERVICES, "desktop_search.core"
    return FRONT_ENDS, module


def test_no_import_circles() -> None:
    graph = _imports(_modules())
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    circles = []

    def visit(module: str) -> None:  # Tarjan's strongly connected components
        index[module] = low[module] = len(index)
        stack.append(module)
        for target in graph[module]:
            if target not in index:
                visit(target)
                low[module] = min(low[module], low[target])
            elif target in stack:
                low[module] = min(low[module], index[target])
        if low[module] == index[module]:
            component = []
            while True:
                member = stack.pop()
                component.append(member)
                if member == module:
                    break
            if len(component) > 1:
                circles.append(sorted(component))

    for module in graph:
        if module not in index:
            visit(module)
    assert circles == [], "\n".join(" <-> ".join(circle) for circle in circles)


def test_imports_go_down_the_layers() -> None:
    modules = _modules()
    graph = _imports(modules)
    offenders = [
        f"{module} no longer imports {target}: delete its allowance"
        for module, target in sorted(KNOWN_UPWARD_OR_SIDEWAYS)
        if target not in graph.get(module, {})
    ]
    for module, targets in graph.items():
        rank, package = _layer(module)
        for target, line in targets.items():
            target_rank, target_package = _layer(target)
            upward = target_rank > rank
            across = package != target_package and {package, target_package} <= set(NEVER_EACH_OTHER)
            if (upward or across) and (module, target) not in KNOWN_UPWARD_OR_SIDEWAYS:
                where = modules[module].relative_to(PACKAGE.parent)
                offenders.append(f"{where}:{line} imports {target}")
    assert offenders == [], "\n".join(offenders)
