#!/usr/bin/env bash
# Run on a machine WITH network (or a local package index) and the project's .venv: gathers what
# the GPU benchmark needs into two folders, one per call on the device machine (each call may
# carry at most 64 MiB, the repository's own files included), so that machine needs no network.
#
#   bench/gpu/prepare_bundle.sh [--sdist llama_cpp_python-0.3.36.tar.gz] [--llama-wheel CUDA.whl]
#                               [--python PY] [--device-python 3.12] [--corpus corpus.jsonl]
#
# bundle/ (call 1, run.sh embed)
#   llama_cpp_python-0.3.36-slim.tar.gz   the PyPI sdist without what a Linux CUDA build never
#                                         reads (git history, docs, vocab test models, other GPU
#                                         backends): 77 MB -> 6 MB
#   wheels/                               pure-Python wheels llama_cpp and its build need
#                                         (installed only where the machine lacks them)
#   all-MiniLM-L6-v2-f16.gguf(.json)      the app's default model as the app converts it, with
#                                         its sidecar (the index then converts nothing)
#   corpus.jsonl.gz                       SciFact's 5,183 abstracts (public BEIR data, from
#                                         ../shared/eval/scifact): the texts embedded and the
#                                         files indexed, written as files at run time
# bundle-index/wheels/ (call 2, run.sh index)
#   the wheels `desktop-search index` imports that the device's python3 does not have (its
#   package list: /work/.library/device/KINDS.md), for CPython --device-python on manylinux
#   x86_64, in the versions of PY's environment: faiss-cpu, the extractors, stemmers, ...
#   and, with --llama-wheel, that CUDA wheel of llama-cpp-python built elsewhere, repacked by
#   slim_wheel.sh as llama_cpp-cuda-prebuilt.tar.gz (139 MiB -> 22 MiB)
set -euo pipefail

VERSION=0.3.36
LIMIT=$((64 * 1024 * 1024))
#: Imported by `desktop-search index` (its process and its extraction child, seen on a 300-file
#: run) and missing from the device's python3 (diskcache is llama_cpp's).
INDEX_PACKAGES=(faiss-cpu platformdirs gguf PyStemmer py3langid rapidfuzz selectolax striprtf
    python-docx python-pptx python-calamine pypdfium2 watchdog diskcache)
BUILD_PACKAGES=(diskcache jinja2 typing-extensions scikit-build-core pathspec packaging)
here="$(cd "$(dirname "$0")" && pwd)"
repo="$(cd "$here/../.." && pwd)"
bundle="$here/bundle"
index_bundle="$here/bundle-index"
sdist=""
llama_wheel=""
py="$repo/.venv/bin/python"
device_python=3.12
corpus="$repo/../shared/eval/scifact/corpus.jsonl"
while [ $# -gt 0 ]; do
    case "$1" in
        --sdist) sdist="$(realpath "$2")"; shift 2 ;;
        --llama-wheel) llama_wheel="$(realpath "$2")"; shift 2 ;;
        --python) py="$2"; shift 2 ;;
        --device-python) device_python="$2"; shift 2 ;;
        --corpus) corpus="$2"; shift 2 ;;
        *) echo "unknown option: $1" >&2; exit 2 ;;
    esac
done
[ -x "$py" ] || { echo "run 'make setup' first (needs $py), or give --python" >&2; exit 1; }

rm -rf "$bundle" "$index_bundle"
mkdir -p "$bundle/wheels" "$index_bundle/wheels"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
version_of() { "$py" -c "import importlib.metadata as m, sys; print(m.version(sys.argv[1]))" "$1"; }

# 1. The source distribution, slimmed; a prebuilt CUDA wheel when given.
if [ -z "$sdist" ]; then
    "$py" -m pip download --quiet --no-binary :all: --no-deps "llama-cpp-python==$VERSION" -d "$tmp"
    sdist="$tmp/llama_cpp_python-$VERSION.tar.gz"
fi
"$here/slim_sdist.sh" "$sdist" "$bundle/llama_cpp_python-$VERSION-slim.tar.gz"
# A CUDA wheel, slimmed, goes with the index's wheels: that call installs both (run.sh install),
# the other carries the model and measures everything (README, "With a CUDA wheel built elsewhere").
[ -z "$llama_wheel" ] || "$here/slim_wheel.sh" "$llama_wheel" "$index_bundle/llama_cpp-cuda-prebuilt.tar.gz"

# 2. Pure-Python wheels for llama_cpp and its build.
"$py" -m pip download --quiet --no-deps --only-binary=:all: -d "$bundle/wheels" "${BUILD_PACKAGES[@]}"

# 3. The default model, as the app converts it, with its sidecar.
model="$(PYTHONPATH="$repo" "$py" -c 'from desktop_search.core.common.config import Paths
from desktop_search.core.models.builtin import ensure_default_model
print(ensure_default_model(Paths.resolve().ensure().models_dir))')"
cp "$model" "$model.json" "$bundle/"

# 4. The texts: SciFact's corpus, as it is.
gzip -9 -c "$corpus" >"$bundle/corpus.jsonl.gz"

# 5. The index's wheels for the device's python, the versions this project runs.
pins=()
for name in "${INDEX_PACKAGES[@]}"; do
    pins+=("$name==$(version_of "$name")")
done
platforms=()
for p in manylinux_2_{17,24,27,28,31,34,35}_x86_64 manylinux2014_x86_64 manylinux1_x86_64 manylinux_2_5_x86_64; do
    platforms+=(--platform "$p")
done
"$py" -m pip download --quiet --no-deps --only-binary=:all: --python-version "$device_python" --implementation cp \
    "${platforms[@]}" -d "$index_bundle/wheels" "${pins[@]}"

# 6. Sizes: each call carries the repository's own files and one bundle.
tree_bytes="$(cd "$repo" && { git ls-files -z; git ls-files -z --others --exclude-standard; } \
    | xargs -0 -r stat -c %s 2>/dev/null | awk '{s += $1} END {print s + 0}')"
size() { du -sb "$1" | cut -f1; }
mib() { awk -v b="$1" 'BEGIN {printf "%.1f MiB", b / 1048576}'; }
fail=0
for dir in "$bundle" "$index_bundle"; do
    total=$((tree_bytes + $(size "$dir")))
    echo "the call that carries $(basename "$dir"): repository $(mib "$tree_bytes") + $(mib "$(size "$dir")") = $(mib "$total") of 64 MiB"
    [ "$total" -le "$LIMIT" ] || { echo "the call that carries $(basename "$dir") is over 64 MiB" >&2; fail=1; }
done
du -b "$bundle"/* "$bundle"/wheels/* "$index_bundle"/* "$index_bundle"/wheels/* | sort -n | awk '{printf "%10.2f MiB  %s\n", $1 / 1048576, $2}'
exit "$fail"
