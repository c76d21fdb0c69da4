"""Build the frozen app and the Linux packages: ``make package`` runs this.

    .venv/bin/python packaging/build.py [--skip-freeze] [--deb-compression zstd|xz|gzip|none]

1. PyInstaller one-folder build from packaging/desktop-search.spec (the default model is
   converted there, at build time) into build/dist/desktop-search/;
2. dist/desktop-search-<version>-linux-<arch>.tar.gz: the portable folder;
3. dist/desktop-search_<version>-1_<arch>.deb: the app under /opt/desktop-search, a launcher
   in /usr/bin, the desktop entry, icons and AppStream metainfo in /usr/share (see linux/).

Each step prints its time and the size of what it made. Windows and macOS are built on
their own systems (packaging/README.md).
"""

from __future__ import annotations

import argparse
import gzip
import hashlib
import os
import platform
import re
import shutil
import stat
import struct
import subprocess
import sys
import tarfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from desktop_search import APP_NAME, __version__  # noqa: E402
from desktop_search.ui.qt_libraries import debian_package  # noqa: E402

APP_ID = "io.github.desktop_search.DesktopSearch"
DEB_REVISION = "1"
BUILD = ROOT / "build"
FROZEN = BUILD / "dist" / APP_NAME
DIST = ROOT / "dist"
LINUX = ROOT / "packaging" / "linux"
RESOURCES = ROOT / "resources"
#: The desktop's search box, below share/: the D-Bus service that starts the read-only provider
#: when asked, GNOME Shell's search provider and KRunner's D-Bus runner (docs/DESKTOP.md).
SEARCH_BOX_FILES = (
    f"dbus-1/services/{APP_ID}.SearchProvider.service",
    f"gnome-shell/search-providers/{APP_ID}.search-provider.ini",
    f"krunner/dbusplugins/{APP_ID}.desktop",
)
# Libraries the frozen folder needs from the system, for sonames that are not installed on the
# build machine (dpkg -S cannot name their package there). Extend when a build says so.
KNOWN_PACKAGES = {
    "libxcb-icccm.so.4": "libxcb-icccm4",
    "libxcb-keysyms.so.1": "libxcb-keysyms1",
    "libxcb-cursor.so.0": "libxcb-cursor0",
    "libxcb-image.so.0": "libxcb-image0",
    "libxcb-render-util.so.0": "libxcb-render-util0",
    "libxkbcommon-x11.so.0": "libxkbcommon-x11-0",
    "libwayland-cursor.so.0": "libwayland-cursor0",
    "libwayland-egl.so.1": "libwayland-egl1",
    "libgtk-3.so.0": "libgtk-3-0",
    "libgdk-3.so.0": "libgtk-3-0",
}
# X11 client libraries PyInstaller copies from the build machine when they are installed there. The
# .deb leaves them out and depends on Debian's packages instead (security updates, and a package that
# does not change with the build machine); the portable .tar.gz keeps them, to run anywhere.
SYSTEM_X11 = re.compile(
    r"^lib(xcb(-[a-z]+(-[a-z]+)?)?|xkbcommon(-x11)?|X11(-xcb)?|Xau|Xdmcp|Xext|Xrender)\.so\.\d+$"
)
# The sound libraries Qt Multimedia (the window's player, #48) loads from the build machine:
# PulseAudio's client (which PipeWire also serves) and the codecs libsndfile links. The .deb leaves
# them out and depends on libpulse0 (found by dpkg -S from libQt6Multimedia's NEEDED), which brings
# the rest; the portable .tar.gz keeps them.
SYSTEM_AUDIO = re.compile(
    r"^lib(pulse|pulsecommon-[0-9.]+|sndfile|FLAC|vorbis|vorbisenc|ogg|opus|mp3lame|mpg123|asyncns)\.so(\.\d+)*$"
)
# OCR's language data: the frozen folder bundles English and orientation (the spec's tessdata/, for the
# portable .tar.gz, Windows and macOS); the .deb leaves that folder out and depends on Debian's packages,
# which the app finds in /usr/share/tesseract-ocr/<version>/tessdata along with any other language the
# user installs (tesseract-ocr-deu, -chi-sim, ...: Suggests, through tesseract-ocr-all).
OCR_DEPENDS = ["tesseract-ocr-eng", "tesseract-ocr-osd"]
# Plugins whose system libraries are optional: Qt skips a plugin it cannot load.
OPTIONAL_ELF = re.compile(r"plugins/platformthemes/libqgtk3|plugins/wayland-|plugins/xcbglintegrations")


def step(title: str):
    """Print a step's title now and its duration when it ends (a context manager)."""

    class _Step:
        def __enter__(self) -> None:
            self.start = time.monotonic()
            print(f"== {title}", flush=True)

        def __exit__(self, *exc: object) -> None:
            print(f"   {title}: {time.monotonic() - self.start:.1f} s", flush=True)

    return _Step()


def size_mb(path: Path) -> float:
    if path.is_file():
        return path.stat().st_size / 1e6
    return sum(p.lstat().st_size for p in path.rglob("*") if p.is_file() or p.is_symlink()) / 1e6


def deb_arch() -> str:
    done = subprocess.run(["dpkg", "--print-architecture"], check=True, capture_output=True, text=True)
    return done.stdout.strip()


# -- 1. frozen folder ---------------------------------------------------------------------------


def freeze() -> None:
    with step("PyInstaller one-folder build"):
        subprocess.run(
            [
                sys.executable,
                "-m",
                "PyInstaller",
                "--noconfirm",
                "--log-level=WARN",
                f"--distpath={BUILD / 'dist'}",
                f"--workpath={BUILD / 'pyinstaller'}",
                str(ROOT / "packaging" / "desktop-search.spec"),
            ],
            check=True,
            cwd=ROOT,
        )
    print(f"   {FROZEN}: {size_mb(FROZEN):.0f} MB")


def warn_if_cpu_specific(lib_dir: Path) -> None:
    """Say so when llama.cpp has its CPU backend linked in: pip compiles such a build for this
    machine's processor (``-march=native``), and it may stop with "illegal instruction" on an
    older one. The portable build (``make package GPU=cpu``) has the backend as a plugin.
    """
    ggml = next(iter(sorted(lib_dir.glob("libggml.so*"))), None)
    if ggml is None:
        return
    dyn = subprocess.run(["objdump", "-p", str(ggml)], check=False, capture_output=True, text=True).stdout
    if re.search(r"NEEDED\s+libggml-cpu", dyn):
        print(
            "   WARNING: llama.cpp's CPU code is linked in, as pip builds it for this machine's processor "
            "(-march=native); for packages meant for other computers run: make package GPU=cpu",
            flush=True,
        )


def _load_image(path: Path) -> list[tuple[int | str, ...]] | None:
    """What the dynamic loader maps from a 64-bit little-endian ELF file: each program header's
    type, flags, address, sizes and alignment, and the bytes of each loaded segment (None: not such a file).
    The ELF header's section-table fields (e_shoff, e_shentsize, e_shnum, e_shstrndx), which the loader
    never reads, count as zero: strip rewrites the section table.
    """
    data = bytearray(path.read_bytes())
    if data[:4] != b"\x7fELF" or data[4] != 2 or data[5] != 1:
        return None
    data[40:48] = bytes(8)
    data[58:64] = bytes(6)
    phoff, phentsize, phnum = struct.unpack_from("<Q", data, 32)[0], *struct.unpack_from("<HH", data, 54)
    image = []
    for i in range(phnum):
        p_type, p_flags, p_offset, p_vaddr, _paddr, p_filesz, p_memsz, p_align = struct.unpack_from(
            "<IIQQQQQQ", data, phoff + i * phentsize
        )
        loaded = data[p_offset : p_offset + p_filesz] if p_type == 1 else b""  # PT_LOAD
        digest = hashlib.sha256(loaded).hexdigest()
        image.append((p_type, p_flags, p_vaddr, p_filesz, p_memsz, p_align, digest))
    return image


def strip_debug(root: Path) -> None:
    """Remove debug information and symbol tables (``strip --strip-unneeded``) from the shared
    objects under ``root``, where that leaves what the loader maps byte for byte the same.

    Python's own libpython and extension modules (built with ``-g`` by pyenv) and a few locally
    built wheels carry tens of MB of DWARF data nobody reads at run time. Libraries that auditwheel
    rewrote with patchelf are often not left alone by binutils (it moves or empties their added
    segments: the old warning that ``strip`` corrupts them), so each result is compared with the
    original by its program headers and loaded bytes, and kept only when they are identical.
    """
    saved = stripped = refused = 0
    for path in sorted(root.rglob("*.so*")):
        if path.is_symlink() or not path.is_file():
            continue
        sections = subprocess.run(["readelf", "-SW", str(path)], check=False, capture_output=True, text=True)
        if not re.search(r"\]\s+(\.debug_|\.symtab\b)", sections.stdout):
            continue
        before = _load_image(path)
        if before is None:
            continue
        tmp = path.with_name(path.name + ".strip-tmp")
        command = ["strip", "--strip-unneeded", "-o", str(tmp), str(path)]
        done = subprocess.run(command, check=False, capture_output=True, text=True)
        if done.returncode == 0 and done.stderr == "" and _load_image(tmp) == before:
            saved += path.stat().st_size - tmp.stat().st_size
            shutil.copymode(path, tmp)
            tmp.replace(path)
            stripped += 1
        else:
            tmp.unlink(missing_ok=True)
            refused += 1
    print(f"   stripped {stripped} libraries ({saved / 1e6:.1f} MB); {refused} left as they are")


def dedupe_sonames(lib_dir: Path) -> None:
    """``libllama.so`` and ``libllama.so.0`` are copied as two files; make the copies symlinks."""
    if not lib_dir.is_dir():
        return
    by_digest: dict[str, Path] = {}
    for lib in sorted(lib_dir.iterdir(), key=lambda p: (len(p.name), p.name), reverse=True):
        if lib.is_symlink() or not lib.is_file():
            continue
        digest = hashlib.sha256(lib.read_bytes()).hexdigest()
        if digest in by_digest:
            lib.unlink()
            lib.symlink_to(by_digest[digest].name)
        else:
            by_digest[digest] = lib


# -- 2. portable tar.gz -------------------------------------------------------------------------


def _tar_filter(info: tarfile.TarInfo) -> tarfile.TarInfo:
    info.uid = info.gid = 0
    info.uname = info.gname = "root"
    info.mode = 0o755 if info.isdir() or info.mode & stat.S_IXUSR else 0o644
    return info


def build_tarball(arch: str, variant: str) -> Path:
    top = f"{APP_NAME}-{__version__}"
    out = DIST / f"{top}{'-' + variant if variant else ''}-linux-{arch}.tar.gz"
    with step("portable .tar.gz"):
        DIST.mkdir(exist_ok=True)
        staging = BUILD / "tar" / top
        shutil.rmtree(staging.parent, ignore_errors=True)
        shutil.copytree(FROZEN, staging, symlinks=True)
        share = staging / "share"
        shutil.copytree(RESOURCES / "icons" / "hicolor", share / "icons" / "hicolor")
        (share / "icons" / "hicolor" / "scalable" / "apps").mkdir(parents=True)
        shutil.copy2(RESOURCES / f"{APP_NAME}.svg", share / "icons" / "hicolor" / "scalable" / "apps")
        (share / "applications").mkdir()
        shutil.copy2(RESOURCES / f"{APP_ID}.desktop", share / "applications")
        for name in SEARCH_BOX_FILES:  # install.sh puts them where the desktop looks (for the user)
            (share / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(RESOURCES / name, share / name)
        shutil.copy2(LINUX / "install-portable.sh", staging / "install.sh")
        shutil.copy2(LINUX / "README-portable.txt", staging / "README.txt")
        tmp = out.with_suffix(".tmp")
        # gzip level 6: level 9 is much slower for a few percent on these binaries.
        with tarfile.open(tmp, "w:gz", compresslevel=6) as tar:
            tar.add(staging, arcname=top, filter=_tar_filter)
        tmp.replace(out)
    print(f"   {out}: {size_mb(out):.1f} MB")
    return out


# -- 3. .deb ------------------------------------------------------------------------------------


def _elf_files(root: Path) -> list[Path]:
    found = []
    for path in root.rglob("*"):
        if path.is_file() and not path.is_symlink():
            with open(path, "rb") as fh:
                if fh.read(4) == b"\x7fELF":
                    found.append(path)
    return found


def system_dependencies(root: Path) -> tuple[list[str], list[str], str]:
    """(Depends, Recommends, minimum glibc) from the libraries the frozen ELF files load from the system."""
    needed: dict[str, bool] = {}  # soname -> required (False: only optional plugins need it)
    glibc = (2, 17)
    bundled = {p.name for p in root.rglob("*.so*")}
    for elf in _elf_files(root):
        optional = bool(OPTIONAL_ELF.search(elf.as_posix()))
        dyn = subprocess.run(["objdump", "-p", str(elf)], check=False, capture_output=True, text=True).stdout
        for soname in re.findall(r"^\s+NEEDED\s+(\S+)", dyn, re.MULTILINE):
            if soname not in bundled:
                needed[soname] = needed.get(soname, False) or not optional
        if not optional:
            for major, minor in re.findall(r"GLIBC_(\d+)\.(\d+)", dyn):
                glibc = max(glibc, (int(major), int(minor)))
    packages: dict[str, bool] = {}
    unknown = []
    for soname, required in sorted(needed.items()):
        found = subprocess.run(["dpkg", "-S", f"*/{soname}"], check=False, capture_output=True, text=True)
        if found.returncode == 0:
            package = found.stdout.split(":", 1)[0].split(",")[0].strip()
        elif soname in KNOWN_PACKAGES:
            package = KNOWN_PACKAGES[soname]
        elif SYSTEM_X11.match(soname):
            package = debian_package(soname)
        else:
            unknown.append(soname)
            continue
        packages[package] = packages.get(package, False) or required
    if unknown:
        raise SystemExit(f"no Debian package known for {unknown}: add them to KNOWN_PACKAGES")
    glibc_version = f"{glibc[0]}.{glibc[1]}"
    depends = sorted(p for p, required in packages.items() if required and p != "libc6")
    recommends = sorted(p for p, required in packages.items() if not required)
    return [f"libc6 (>= {glibc_version})", *depends], recommends, glibc_version


def _write(path: Path, text: str | bytes, mode: int = 0o644) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    if isinstance(text, str):
        text = text.encode("utf-8")
    path.write_bytes(text)
    path.chmod(mode)


def _gzip_n(src: Path, dest: Path) -> None:
    """gzip -9n: no name and no time stamp, as Debian wants (reproducible)."""
    dest.parent.mkdir(parents=True, exist_ok=True)
    with (
        open(dest, "wb") as raw,
        gzip.GzipFile(filename="", mode="wb", fileobj=raw, compresslevel=9, mtime=0) as gz,
    ):
        gz.write(src.read_bytes())
    dest.chmod(0o644)


def _fix_modes(root: Path) -> None:
    """Directories 0755, executables 0755, everything else 0644 (PyInstaller copies some 0700/0600)."""
    for path in [root, *root.rglob("*")]:
        if path.is_symlink():
            continue
        if path.is_dir():
            path.chmod(0o755)
        else:
            executable = path.stat().st_mode & stat.S_IXUSR
            path.chmod(0o755 if executable else 0o644)


def build_deb(arch: str, compression: str, variant: str) -> Path:
    # A GPU variant sorts after the plain build of the same version ("0.1.0-1+cuda" > "0.1.0-1").
    version = f"{__version__}-{DEB_REVISION}{'+' + variant if variant else ''}"
    out = DIST / f"{APP_NAME}_{version}_{arch}.deb"
    root = BUILD / "deb" / "root"
    with step(".deb staging"):
        shutil.rmtree(root.parent, ignore_errors=True)
        opt = root / "opt" / APP_NAME
        shutil.copytree(FROZEN, opt, symlinks=True)
        for lib in (opt / "_internal").iterdir():
            if SYSTEM_X11.match(lib.name) or SYSTEM_AUDIO.match(lib.name):
                lib.unlink()  # Depends names its package (system_dependencies)
        shutil.rmtree(opt / "_internal" / "tessdata")  # Depends: OCR_DEPENDS
        # Shared objects do not need the executable bit (lintian: shared-library-is-executable).
        for lib in opt.rglob("*.so*"):
            if lib.is_file() and not lib.is_symlink():
                lib.chmod(0o644)
        _write(root / "usr" / "bin" / APP_NAME, (LINUX / "launcher.sh").read_text(), 0o755)
        share = root / "usr" / "share"
        for name, folder in ((f"{APP_ID}.desktop", "applications"), (f"{APP_ID}.metainfo.xml", "metainfo")):
            _write(share / folder / name, (RESOURCES / name).read_bytes())
        for name in SEARCH_BOX_FILES:  # their Exec is /usr/bin/desktop-search, the launcher above
            _write(share / name, (RESOURCES / name).read_bytes())
        hicolor = RESOURCES / "icons" / "hicolor"
        for png in hicolor.rglob("*.png"):
            _write(share / "icons" / "hicolor" / png.relative_to(hicolor), png.read_bytes())
        svg = (RESOURCES / f"{APP_NAME}.svg").read_bytes()
        _write(share / "icons" / "hicolor" / "scalable" / "apps" / f"{APP_NAME}.svg", svg)
        _write(share / "pixmaps" / f"{APP_NAME}.svg", svg)
        doc = share / "doc" / APP_NAME
        _write(doc / "copyright", (LINUX / "copyright").read_text())
        changelog = (LINUX / "changelog").read_text().replace("@VERSION@", version)
        tmp_changelog = BUILD / "deb" / "changelog"
        tmp_changelog.write_text(changelog, encoding="utf-8")
        _gzip_n(tmp_changelog, doc / "changelog.Debian.gz")
        man = (LINUX / f"{APP_NAME}.1").read_text().replace("@VERSION@", __version__)
        (BUILD / "deb" / "man").write_text(man, encoding="utf-8")
        _gzip_n(BUILD / "deb" / "man", share / "man" / "man1" / f"{APP_NAME}.1.gz")
        _write(share / "lintian" / "overrides" / APP_NAME, (LINUX / "lintian-overrides").read_text())
        _fix_modes(root)

        depends, recommends, glibc = system_dependencies(opt)
        depends += OCR_DEPENDS
        installed_kb = int(size_mb(root) * 1000 / 1.024)
        control = (LINUX / "control").read_text()
        control = control.replace("@VERSION@", version).replace("@ARCH@", arch)
        control = control.replace("@DEPENDS@", ", ".join(depends))
        control = control.replace("@RECOMMENDS@", ", ".join(recommends))
        control = control.replace("@INSTALLED_SIZE@", str(installed_kb))
        if not recommends:
            control = control.replace("Recommends: \n", "")
        _write(root / "DEBIAN" / "control", control)
        sums = []
        for path in sorted(root.rglob("*")):
            if path.is_file() and not path.is_symlink() and "DEBIAN" not in path.relative_to(root).parts:
                digest = hashlib.md5(path.read_bytes()).hexdigest()  # dpkg's md5sums format
                sums.append(f"{digest}  {path.relative_to(root).as_posix()}\n")
        _write(root / "DEBIAN" / "md5sums", "".join(sums))
        print(f"   needs glibc >= {glibc}; Depends: {', '.join(depends)}")
    with step(f".deb ({compression})"):
        DIST.mkdir(exist_ok=True)
        cmd = ["dpkg-deb", "--root-owner-group", f"-Z{compression}"]
        if compression in ("xz", "zstd"):
            cmd += ["-z6" if compression == "xz" else "-z12", "--threads-max", str(os.cpu_count() or 1)]
        elif compression == "gzip":
            cmd += ["-z6"]
        subprocess.run([*cmd, "--build", str(root), str(out)], check=True, stdout=subprocess.DEVNULL)
    installed_mb = installed_kb * 1.024 / 1000  # as apt says it: "After this operation, N MB ..."
    print(f"   {out}: {size_mb(out):.1f} MB (installed: {installed_mb:.0f} MB, {installed_kb} KiB)")
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--skip-freeze", action="store_true", help="reuse build/dist/desktop-search")
    parser.add_argument(
        "--variant",
        default="",
        help="llama.cpp build in this Python (cuda, vulkan, cpu...): named in the package file names; "
        "packaging/gpu/build_variant.sh compiles it and passes it",
    )
    # zstd -12: 8 % smaller than gzip -6 and faster to build and to install (dpkg reads zstd since
    # 1.21.18: Debian 12, Ubuntu 21.10). xz -6 is another 10 % smaller but takes about 3 minutes on
    # 2 cores, zstd -19 as long for less (packaging/README.md).
    parser.add_argument("--deb-compression", choices=("zstd", "xz", "gzip", "none"), default="zstd")
    args = parser.parse_args(argv)
    if platform.system() != "Linux":
        print("packaging/build.py builds the Linux packages; see packaging/README.md for Windows and macOS")
        return 2
    if not args.skip_freeze or not FROZEN.is_dir():
        freeze()
    with step("strip debug information"):
        strip_debug(FROZEN / "_internal")
    dedupe_sonames(FROZEN / "_internal" / "llama_cpp" / "lib")
    warn_if_cpu_specific(FROZEN / "_internal" / "llama_cpp" / "lib")
    arch = deb_arch()
    build_tarball(platform.machine(), args.variant)
    build_deb(arch, args.deb_compression, args.variant)
    return 0


if __name__ == "__main__":
    sys.exit(main())
