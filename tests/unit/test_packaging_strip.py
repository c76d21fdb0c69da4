"""packaging/build.py strips debug information only where the loaded image stays byte for byte the same."""

from __future__ import annotations

import ctypes
import importlib.util
import os
import shutil
import subprocess
import sys
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parents[2]

pytestmark = pytest.mark.skipif(
    not sys.platform.startswith("linux") or not (shutil.which("gcc") and shutil.which("strip")),
    reason="needs Linux, gcc and binutils",
)


def _build_module() -> ModuleType:
    spec = importlib.util.spec_from_file_location("packaging_build", ROOT / "packaging" / "build.py")
    assert spec is not None
    assert spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _library(folder: Path) -> Path:
    source = folder / "answer.c"
    source.write_text("int answer(void) { return 42; }\n", encoding="utf-8")
    lib = folder / "libanswer.so.1"
    subprocess.run(["gcc", "-g", "-O0", "-shared", "-fPIC", "-o", str(lib), str(source)], check=True)
    return lib


def test_debug_information_is_stripped_and_the_library_still_loads(tmp_path: Path) -> None:
    build = _build_module()
    lib = _library(tmp_path)
    before = lib.stat().st_size
    image = build._load_image(lib)
    build.strip_debug(tmp_path)
    assert lib.stat().st_size < before
    assert build._load_image(lib) == image
    sections = subprocess.run(["readelf", "-SW", str(lib)], check=True, capture_output=True, text=True).stdout
    assert ".debug_info" not in sections
    assert ".symtab" not in sections
    assert ctypes.CDLL(str(lib)).answer() == 42


def test_a_library_whose_loaded_bytes_strip_would_change_is_left_alone(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """As binutils does to some libraries patchelf rewrote: the original stays."""
    build = _build_module()
    (tmp_path / "lib").mkdir()
    lib = _library(tmp_path / "lib")
    original = lib.read_bytes()
    fake = tmp_path / "bin"
    fake.mkdir()
    # A "strip" (called as: strip --strip-unneeded -o OUT IN) that drops nothing but flips a byte
    # the loader maps: one in the first segment, past the ELF header.
    (fake / "strip").write_text(
        f"#!{sys.executable}\n"
        "import sys\n"
        "data = bytearray(open(sys.argv[4], 'rb').read())\n"
        "data[600] ^= 0xFF\n"
        "open(sys.argv[3], 'wb').write(data)\n",
        encoding="utf-8",
    )
    (fake / "strip").chmod(0o755)
    monkeypatch.setenv("PATH", f"{fake}{os.pathsep}{os.environ['PATH']}")
    build.strip_debug(lib.parent)
    assert lib.read_bytes() == original
    assert sorted(p.name for p in lib.parent.iterdir()) == ["answer.c", lib.name]
