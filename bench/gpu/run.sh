#!/usr/bin/env bash
# Embedding throughput on an NVIDIA GPU against the CPU, on the same chunks, offline.
#
#   bench/gpu/run.sh [--bundle DIR] [--count N] [--skip-cuda-build --python PY]
#
# 1. makes a virtual environment (--system-site-packages: the machine's numpy, jinja2,
#    scikit-build-core, cmake and ninja are used when present; bundle/wheels fills the gaps),
# 2. builds llama-cpp-python from the bundled sdist with CMAKE_ARGS="-DGGML_CUDA=on",
# 3. embeds the same chunks on the CPU (GPU hidden: CUDA_VISIBLE_DEVICES=) and on the GPU,
# 4. prints the comparison table (bench/gpu/throughput.py --compare).
#
# --skip-cuda-build: no build, no GPU; PY (default .venv/bin/python) must already have
# llama_cpp: only the CPU half runs. It is how the script is checked on machines without a GPU.
# Make the bundle first, on a machine with network: bench/gpu/prepare_bundle.sh
set -euo pipefail

here="$(cd "$(dirname "$0")" && pwd)"
repo="$(cd "$here/../.." && pwd)"
bundle="$here/bundle"
work="${WORK:-$here/work}"
count=1000
skip_build=0
py=""
while [ $# -gt 0 ]; do
    case "$1" in
        --bundle) bundle="$(cd "$2" && pwd)"; shift 2 ;;
        --count) count="$2"; shift 2 ;;
        --skip-cuda-build) skip_build=1; shift ;;
        --python) py="$2"; shift 2 ;;
        *) echo "unknown option: $1" >&2; exit 2 ;;
    esac
done
model="$(ls "$bundle"/*.gguf 2>/dev/null | head -n1 || true)"
texts="$bundle/texts.jsonl"
[ -n "$model" ] && [ -f "$texts" ] || { echo "no model or texts in $bundle: run bench/gpu/prepare_bundle.sh" >&2; exit 1; }
mkdir -p "$work"
say() { printf '== %s\n' "$*" >&2; }

if [ "$skip_build" = 1 ]; then
    py="${py:-$repo/.venv/bin/python}"
    say "CPU only, with $py (no CUDA build)"
    "$py" "$here/throughput.py" --model "$model" --texts "$texts" --count "$count" --device cpu --out "$work/cpu.json"
    exit 0
fi

command -v nvidia-smi >/dev/null && nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv,noheader >&2 \
    || { echo "nvidia-smi not found: this needs an NVIDIA GPU and driver" >&2; exit 1; }
command -v nvcc >/dev/null || { echo "nvcc not found: install the CUDA toolkit (or put it on PATH)" >&2; exit 1; }
sdist="$(ls "$bundle"/llama_cpp_python-*.tar.gz | head -n1)"

# 1. The environment.
base="${PYTHON:-python3}"
"$base" -m venv --system-site-packages "$work/venv"
vpy="$work/venv/bin/python"
need=()
for mod in numpy jinja2 typing_extensions diskcache scikit_build_core pathspec; do
    "$vpy" -c "import $mod" 2>/dev/null || need+=("${mod//_/-}")
done
if [ "${#need[@]}" -gt 0 ]; then
    say "installing from the bundle: ${need[*]}"
    "$vpy" -m pip install --quiet --no-index --find-links "$bundle/wheels" "${need[@]}"
fi
command -v cmake >/dev/null || "$vpy" -m pip install --quiet --no-index --find-links "$bundle/wheels" cmake ninja

# 2. cuBLAS: from the toolkit, else from the nvidia-cublas wheel (headers and libcublas.so.N only,
#    so CMake gets a small prefix with the unversioned names it looks for).
cuda_inc="$(dirname "$(command -v nvcc)")/../include"
cmake_extra=""
if [ ! -f "$cuda_inc/cublas_v2.h" ] && [ ! -f /usr/local/cuda/include/cublas_v2.h ]; then
    wheel_dir="$("$vpy" - <<'PY'
import glob, os, site
for root in site.getsitepackages():
    for hit in glob.glob(os.path.join(root, "nvidia", "**", "include", "cublas_v2.h"), recursive=True):
        print(os.path.dirname(os.path.dirname(hit)))
        raise SystemExit
PY
)"
    [ -n "$wheel_dir" ] || { echo "cuBLAS not found (neither in the CUDA toolkit nor as the nvidia-cublas wheel)" >&2; exit 1; }
    shim="$work/cublas"
    rm -rf "$shim" && mkdir -p "$shim/lib"
    ln -s "$wheel_dir/include" "$shim/include"
    for lib in "$wheel_dir"/lib/libcublas*.so.*; do
        name="$(basename "$lib")"
        ln -sf "$lib" "$shim/lib/$name"
        ln -sf "$lib" "$shim/lib/${name%%.so.*}.so"
    done
    say "cuBLAS from $wheel_dir"
    export CPATH="$shim/include${CPATH:+:$CPATH}"
    export LIBRARY_PATH="$shim/lib${LIBRARY_PATH:+:$LIBRARY_PATH}"
    export LD_LIBRARY_PATH="$shim/lib${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
    cmake_extra="-DCMAKE_PREFIX_PATH=$shim -DCMAKE_LIBRARY_PATH=$shim/lib"
fi

# 3. The CUDA build (native architecture of this GPU; no llava: the app does not use it).
arch="$(nvidia-smi --query-gpu=compute_cap --format=csv,noheader | head -n1 | tr -d .)"
say "building llama-cpp-python with CUDA for sm_$arch from $(basename "$sdist")"
started=$(date +%s)
CMAKE_ARGS="-DGGML_CUDA=on -DCMAKE_CUDA_ARCHITECTURES=$arch -DLLAVA_BUILD=off $cmake_extra" \
CMAKE_BUILD_PARALLEL_LEVEL="$(nproc)" \
    "$vpy" -m pip install --no-index --no-build-isolation --no-deps --force-reinstall "$sdist" >"$work/build.log" 2>&1 \
    || { tail -n 40 "$work/build.log" >&2; exit 1; }
say "built in $(( $(date +%s) - started )) s"

# 4. The same chunks on both devices, each in its own process.
CUDA_VISIBLE_DEVICES= "$vpy" "$here/throughput.py" --model "$model" --texts "$texts" --count "$count" \
    --device cpu --out "$work/cpu.json"
"$vpy" "$here/throughput.py" --model "$model" --texts "$texts" --count "$count" --device gpu --out "$work/gpu.json"
"$vpy" "$here/throughput.py" --compare "$work/cpu.json" "$work/gpu.json" | tee "$work/table.md"
