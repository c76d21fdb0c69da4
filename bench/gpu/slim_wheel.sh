#!/usr/bin/env bash
# Repack a llama-cpp-python wheel (a CUDA build made elsewhere) as a small tarball for run.sh.
#   bench/gpu/slim_wheel.sh llama_cpp_python-0.3.36-py3-none-linux_x86_64.whl OUT.tar.gz
# Wheels cannot hold symbolic links, so a CUDA wheel holds each library six times (lib/ and
# llama_cpp/lib/, as NAME.so, NAME.so.0 and NAME.so.0.x.y: 139 MiB for one with
# libggml-cuda.so of 39 MiB). Kept: the llama_cpp package and its dist-info, each library of
# llama_cpp/lib once under its soname (NAME.so.0) with NAME.so a link to it; dropped: lib/,
# include/ and the fully versioned copies (nothing loads them). run.sh unpacks it into its
# --target folder.
set -euo pipefail
src="$(realpath "$1")"; out="$(realpath -m "$2")"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
cd "$tmp"
python3 -m zipfile -e "$src" unpacked
cd unpacked
rm -rf lib include bin share
cd llama_cpp/lib
for f in *.so; do
    base="${f%.so}"
    keep="$(ls "$base".so.[0-9]* 2>/dev/null | awk -F. 'NF == 3' | head -n1 || true)"  # NAME.so.N
    [ -n "$keep" ] || continue
    cmp -s "$f" "$keep" || { echo "$f and $keep differ: not a plain copy" >&2; exit 1; }
    rm -f "$f" "$base".so.[0-9]*.[0-9]*
    ln -s "$keep" "$f"
done
chmod 755 ./*.so.* 2>/dev/null || true
cd "$tmp/unpacked"
tar -czf "$out" llama_cpp llama_cpp_python-*.dist-info
echo "$(du -h "$src" | cut -f1) -> $(du -h "$out" | cut -f1): $out"
