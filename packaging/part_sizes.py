"""What each part of the frozen folder weighs: on disk, and compressed as the packages compress it.

    .venv/bin/python packaging/part_sizes.py [build/dist/desktop-search] [--json]

A part is a set of paths below ``_internal/`` (its package folders, the libraries PyInstaller
linked into the top folder for them, its models). Each part is measured as the bytes of its
files (links not followed, counted once), as ``tar | gzip -6`` (the portable .tar.gz) and as
``tar | zstd -12`` (the .deb's data). What no part claims is "the rest". The speech parts (#48)
are what the packages grew by for speech; docs/SPEECH.md gives the figures.
"""

from __future__ import annotations

import argparse
import fnmatch
import io
import json
import subprocess
import sys
import tarfile
import zlib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

#: part -> glob patterns relative to ``_internal/`` (a pattern matching a folder takes all of it).
PARTS: dict[str, tuple[str, ...]] = {
    "speech: Whisper base model": ("models/whisper-*",),
    "speech: CTranslate2": ("ctranslate2", "ctranslate2.libs", "libctranslate2-*", "libgomp-e985bcbb*"),
    "speech: PyAV and its FFmpeg": (
        "av",
        "av.libs",
        *(
            f"lib{name}-*"
            for name in (
                "avcodec avdevice avfilter avformat avutil swresample swscale SvtAv1Enc dav1d mp3lame opus "
                "vpx x264 x265 webp webpmux sharpyuv opencore-amrnb opencore-amrwb gnutls gmp hogweed nettle "
                "unistring vpl drm asound Xau xcb xcb-shape xcb-shm xcb-xfixes"
            ).split()
        ),
    ),
    "speech: ONNX Runtime (voice activity)": ("onnxruntime",),
    "speech: faster-whisper (Silero VAD model)": ("faster_whisper",),
    "speech: tokenizers": ("tokenizers",),
    "player: Qt Multimedia and its FFmpeg": (
        "PySide6/QtMultimedia*",
        "PySide6/Qt/plugins/multimedia",
        "PySide6/Qt/lib/libQt6Multimedia*",
        "PySide6/Qt/lib/libQt6FFmpegStub*",
        "PySide6/Qt/lib/libav*.so.*",
        "PySide6/Qt/lib/libsw*.so.*",
        "libQt6Multimedia*",
        "libQt6FFmpegStub*",
        "libavcodec.so.*",
        "libavformat.so.*",
        "libavutil.so.*",
        "libswresample.so.*",
        "libswscale.so.*",
        # PulseAudio's client and libsndfile's codecs, from the build machine (the .deb depends on
        # libpulse0 instead).
        *(
            f"lib{n}.so*"
            for n in "pulse sndfile FLAC vorbis vorbisenc ogg opus mp3lame mpg123 asyncns".split()
        ),
        "libpulsecommon-*",
    ),
    "embedding models (GGUF)": ("models/*.gguf*",),
    "llama.cpp": ("llama_cpp", "libllama*", "libggml*"),
    "Qt (the rest of PySide6)": ("PySide6", "libQt6*", "shiboken6"),
    "the executable (Python code, PYZ)": ("../desktop-search",),
}


def _claims(rel: str, patterns: tuple[str, ...]) -> bool:
    parts = rel.split("/")
    for pattern in patterns:
        depth = pattern.count("/") + 1
        if fnmatch.fnmatch("/".join(parts[:depth]), pattern):
            return True
    return False


def measure(frozen: Path) -> dict[str, dict[str, float]]:
    internal = frozen / "_internal"
    files = sorted(p for p in frozen.rglob("*") if p.is_file() or p.is_symlink())
    groups: dict[str, list[Path]] = {name: [] for name in [*PARTS, "the rest"]}
    for path in files:
        rel = Path("..", path.relative_to(frozen)).as_posix()
        if path.is_relative_to(internal):
            rel = path.relative_to(internal).as_posix()
        name = next((n for n, pats in PARTS.items() if _claims(rel, pats)), "the rest")
        groups[name].append(path)
    out = {}
    for name, paths in groups.items():
        raw = io.BytesIO()
        with tarfile.open(fileobj=raw, mode="w", format=tarfile.PAX_FORMAT) as tar:
            for path in paths:
                tar.add(path, arcname=path.relative_to(frozen).as_posix(), recursive=False)
        data = raw.getvalue()
        gz = zlib.compressobj(6, zlib.DEFLATED, 31)
        gzip_size = len(gz.compress(data) + gz.flush())
        zstd = subprocess.run(["zstd", "-12", "-T0", "-c"], input=data, capture_output=True, check=True)
        out[name] = {
            "files": len(paths),
            "disk_mb": sum(p.lstat().st_size for p in paths) / 1e6,
            "gzip6_mb": gzip_size / 1e6,
            "zstd12_mb": len(zstd.stdout) / 1e6,
        }
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("frozen", nargs="?", type=Path, default=ROOT / "build" / "dist" / "desktop-search")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    if not (args.frozen / "_internal").is_dir():
        print(f"{args.frozen}: not a frozen folder (run make package first)", file=sys.stderr)
        return 2
    sizes = measure(args.frozen)
    if args.json:
        print(json.dumps(sizes, indent=1))
        return 0
    print("| part | files | on disk MB | .tar.gz (gzip -6) MB | .deb (zstd -12) MB |")
    print("|---|---|---|---|---|")
    for name, s in sizes.items():
        print(f"| {name} | {s['files']} | {s['disk_mb']:.1f} | {s['gzip6_mb']:.1f} | {s['zstd12_mb']:.1f} |")
    speech = [s for n, s in sizes.items() if n.startswith(("speech:", "player:"))]
    print(
        f"| **speech and player together** | {sum(s['files'] for s in speech)} | "
        f"{sum(s['disk_mb'] for s in speech):.1f} | {sum(s['gzip6_mb'] for s in speech):.1f} | "
        f"{sum(s['zstd12_mb'] for s in speech):.1f} |"
    )
    total = list(sizes.values())
    print(
        f"| all | {sum(s['files'] for s in total)} | {sum(s['disk_mb'] for s in total):.1f} | "
        f"{sum(s['gzip6_mb'] for s in total):.1f} | {sum(s['zstd12_mb'] for s in total):.1f} |"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
