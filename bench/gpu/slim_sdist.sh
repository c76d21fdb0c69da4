#!/usr/bin/env bash
# Repack a llama-cpp-python sdist without what a Linux CPU/CUDA build never reads.
#   bench/gpu/slim_sdist.sh SDIST.tar.gz OUT.tar.gz
# Removed: the git history, docs, the vocabulary test models, web UI, benchmarks, and the
# ggml backends other than CPU, CUDA and BLAS (ggml adds a backend's folder only when it
# is switched on, so their absence changes nothing for -DGGML_CUDA=on).
set -euo pipefail
src="$1"; out="$2"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
tar -xzf "$src" -C "$tmp"
top="$(ls "$tmp")"
v="$tmp/$top/vendor/llama.cpp"
rm -rf "$tmp/$top/.git" "$tmp/$top/docs" "$tmp/$top/tests" \
    "$v/.git" "$v/docs" "$v/models" "$v/media" "$v/benches" "$v/tools/ui" "$v/tools/server" \
    "$v/examples" "$v/tests" "$v/app" "$v/pocs" "$v/gguf-py"
for backend in cann et hexagon hip metal musa opencl openvino sycl virtgpu vulkan webgpu zdnn zendnn; do
    rm -rf "$v/ggml/src/ggml-$backend"
done
tar -czf "$out" -C "$tmp" "$top"
echo "$(du -h "$src" | cut -f1) -> $(du -h "$out" | cut -f1): $out"
