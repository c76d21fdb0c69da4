#!/usr/bin/env bash
# The app on an NVIDIA GPU against the app on the CPU and against a PyTorch peer, offline.
#
#   bench/gpu/run.sh [install] [embed] [index] [--budget S] [--out DIR] [--count N] [--cpu-count N]
#                    [--files N] [--shapes 256x8,...] [--batches 64,256,1024]
#   bench/gpu/run.sh embed index --cpu-only [--python PY] [--torch-python PY] [--index-wheels DIR]
#
# Every call first installs what it carries (bench/gpu/bundle/ and bench/gpu/bundle-index/, made by
# prepare_bundle.sh) into WORK (default /tmp/gpubench, which a warm device machine keeps between
# calls), and skips what an earlier call on the same machine installed already:
#   install  llama-cpp-python with CUDA into WORK/site, a --target folder on PYTHONPATH (no venv:
#            the machine's python3 is itself a venv, and a venv made from it would not see that
#            venv's torch and numpy): from a CUDA wheel in a bundle when it sees the GPU, else
#            built from the bundled sdist for this GPU's architecture; the index's wheels into
#            WORK/site-index; the model (with its sidecar) and the corpus into WORK.
# then runs the steps asked for (none: embed and index):
#   embed    the app's Embedder on the GPU over the decode shapes (texts in, and token ids in),
#            writing the app's token ids; the PyTorch peer (peer.py: BertModel fp16 from the app's
#            GGUF, the same token ids) on the GPU; the app's Embedder on the CPU (GPU hidden:
#            CUDA_VISIBLE_DEVICES=) over the same shapes,
#   index    a whole first index of --files SciFact abstracts with `desktop-search index` on the
#            GPU, then on the CPU (GPU hidden),
# and ends with the one table (report.py) in WORK/table.md, on standard output too. With
# --budget S the measurements stop S seconds after the start (each step is cut at what is left,
# and "not measured" in the table); --out DIR gets the table and the small results after each step.
#
# --cpu-only: no CUDA and no GPU, for machines without one (how the script is checked): PY
# (default .venv/bin/python) must have llama_cpp and, unless --index-wheels DIR gives them, the
# index's packages; the peer runs on the CPU with --torch-python (skipped without it).
set -euo pipefail

here="$(cd "$(dirname "$0")" && pwd)"
repo="$(cd "$here/../.." && pwd)"
work="${WORK:-/tmp/gpubench}"
bundle="$here/bundle"
index_bundle="$here/bundle-index"
steps=()
count=2000
cpu_count=500
files=5183
shapes="256x8,512x8,1024x32,2048x64,4096x128"
batches="64,256,1024"
cpu_only=0
py=""
torch_py=""
index_wheels=""
out=""
budget=0
while [ $# -gt 0 ]; do
    case "$1" in
        install|embed|index) steps+=("$1"); shift ;;
        all) steps+=(embed index); shift ;;
        --bundle) bundle="$(cd "$2" && pwd)"; shift 2 ;;
        --index-bundle) index_bundle="$(cd "$2" && pwd)"; shift 2 ;;
        --count) count="$2"; shift 2 ;;
        --cpu-count) cpu_count="$2"; shift 2 ;;
        --files) files="$2"; shift 2 ;;
        --shapes) shapes="$2"; shift 2 ;;
        --batches) batches="$2"; shift 2 ;;
        --cpu-only|--skip-cuda-build) cpu_only=1; shift ;;
        --python) py="$2"; shift 2 ;;
        --torch-python) torch_py="$2"; shift 2 ;;
        --index-wheels) index_wheels="$(cd "$2" && pwd)"; shift 2 ;;
        --out) out="$2"; shift 2 ;;
        --budget) budget="$2"; shift 2 ;;
        *) echo "unknown option: $1" >&2; exit 2 ;;
    esac
done
[ "${#steps[@]}" -gt 0 ] || steps=(embed index)
if [ "$cpu_only" = 1 ]; then
    py="${py:-$repo/.venv/bin/python}"
else
    py="${py:-${PYTHON:-python3}}"
    index_wheels="${index_wheels:-$index_bundle/wheels}"
fi
mkdir -p "$work"
work="$(cd "$work" && pwd)"
site="$work/site"
site_index="$work/site-index"
name="$(IFS=-; echo "${steps[*]}")"
say() { printf '== [%4d s] %s\n' "$SECONDS" "$*" >&2; }
export PYTHONUNBUFFERED=1
[ ! -f "$work/env.sh" ] || source "$work/env.sh"  # where an earlier call found the CUDA libraries

first_file() { ls "$@" 2>/dev/null | head -n1 || true; }
model_path() { first_file "$work"/model/*.gguf; }

# --- install ---------------------------------------------------------------------------------------

keep_inputs() {  # the model (with its sidecar) and the corpus, from a bundle into WORK
    local gguf corpus
    gguf="$(first_file "$bundle"/*.gguf "$index_bundle"/*.gguf)"
    if [ -n "$gguf" ]; then
        [ -f "$gguf.json" ] || { echo "$gguf.json (the model's sidecar) is missing" >&2; exit 1; }
        mkdir -p "$work/model"
        cp "$gguf" "$gguf.json" "$work/model/"
    fi
    corpus="$(first_file "$bundle/corpus.jsonl.gz" "$index_bundle/corpus.jsonl.gz")"
    [ -z "$corpus" ] || cp "$corpus" "$work/"
}

# Installs into $1 (a --target folder) the wheels (from the bundles) of the modules named after
# it that python cannot import yet.
install_missing() {
    local target="$1" need=() mod links=() dir
    shift
    for dir in "$bundle/wheels" "$index_wheels"; do
        [ ! -d "$dir" ] || links+=(--find-links "$dir")
    done
    for mod in "$@"; do
        PYTHONPATH="$target${PYTHONPATH:+:$PYTHONPATH}" "$py" -c "import $mod" 2>/dev/null || need+=("${mod//_/-}")
    done
    if [ "${#need[@]}" -gt 0 ]; then
        say "installing ${need[*]} into $target"
        "$py" -m pip install --quiet --no-index --no-deps --no-compile --target "$target" "${links[@]}" "${need[@]}"
    fi
}

gpu_seen() {  # whether the llama_cpp in $site offloads to a GPU (in its own process)
    PYTHONPATH="$site" "$py" -c 'import sys, llama_cpp; sys.exit(0 if llama_cpp.llama_supports_gpu_offload() else 1)' \
        2>/dev/null
}

# The CUDA runtime and cuBLAS where a wheel built elsewhere may not find them by itself: the
# toolkit's, or the nvidia-* wheels of this python (torch's).
find_cuda_libs() {
    gpu_seen && return 0
    local dirs
    dirs="$("$py" - <<'PY'
import glob, os, site
found = [d for d in ("/usr/local/cuda/lib64", "/usr/local/cuda/targets/x86_64-linux/lib") if os.path.isdir(d)]
for root in site.getsitepackages():
    for lib in glob.glob(os.path.join(root, "nvidia", "**", "libcu*.so.*"), recursive=True):
        found.append(os.path.dirname(lib))
print(":".join(dict.fromkeys(found)))
PY
)"
    [ -n "$dirs" ] || return 1
    export LD_LIBRARY_PATH="$dirs${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
    gpu_seen
}

build_from_sdist() {  # $1: the sdist, $2: the GPU's architecture (90 for sm_90)
    local sdist="$1" arch="$2" cuda_inc cmake_extra="" wheel_dir shim lib name
    command -v nvcc >/dev/null || { echo "nvcc not found: install the CUDA toolkit (or put it on PATH)" >&2; exit 1; }
    install_missing "$work/buildtools" scikit_build_core pathspec packaging
    # cuBLAS: from the toolkit, else from the nvidia-cublas wheel of this python (headers and
    # libcublas.so.N only, so CMake gets a small prefix with the unversioned names it looks for).
    cuda_inc="$(dirname "$(command -v nvcc)")/../include"
    if [ ! -f "$cuda_inc/cublas_v2.h" ] && [ ! -f /usr/local/cuda/include/cublas_v2.h ]; then
        wheel_dir="$("$py" - <<'PY'
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
    say "building llama-cpp-python with CUDA for sm_$arch from $(basename "$sdist") (log: $work/build.log)"
    # No build isolation: scikit-build-core, cmake and ninja of this python (or the bundle's).
    PYTHONPATH="$work/buildtools${PYTHONPATH:+:$PYTHONPATH}" \
    CMAKE_ARGS="-DGGML_CUDA=on -DCMAKE_CUDA_ARCHITECTURES=$arch -DLLAVA_BUILD=off $cmake_extra ${LLAMA_CMAKE_EXTRA:-}" \
    CMAKE_BUILD_PARALLEL_LEVEL="$(nproc)" \
        "$py" -m pip install --no-index --no-build-isolation --no-deps --no-compile --upgrade \
            --target "$site" "$sdist" >"$work/build.log" 2>&1 \
        || { tail -n 40 "$work/build.log" >&2; exit 1; }
    find_cuda_libs || { echo "the build does not see the GPU (llama_supports_gpu_offload is false)" >&2; exit 1; }
}

install_cuda_llama() {
    if [ -f "$work/build.json" ] && gpu_seen; then
        say "llama-cpp-python with CUDA already in $site (an earlier call on this machine): kept"
        return 0
    fi
    local prebuilt sdist
    prebuilt="$(first_file "$bundle"/llama_cpp-cuda-prebuilt.tar.gz "$index_bundle"/llama_cpp-cuda-prebuilt.tar.gz)"
    sdist="$(first_file "$bundle"/llama_cpp_python-*.tar.gz "$index_bundle"/llama_cpp_python-*.tar.gz)"
    [ -n "$prebuilt$sdist" ] || return 0  # nothing carried: the steps say what is missing
    command -v nvidia-smi >/dev/null || { echo "nvidia-smi not found: this needs an NVIDIA GPU and driver" >&2; exit 1; }
    "$py" -c 'import numpy' 2>/dev/null || { echo "$py has no numpy" >&2; exit 1; }
    local gpu arch nvcc_v started how=""
    gpu="$(nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv,noheader | head -n1)"
    arch="$(nvidia-smi --query-gpu=compute_cap --format=csv,noheader | head -n1 | tr -d .)"
    nvcc_v="$(nvcc --version 2>/dev/null | sed -n 's/.*release \([0-9.]*\).*/nvcc \1/p' || true)"
    say "GPU: $gpu (sm_$arch)"
    started=$(date +%s)
    mkdir -p "$site"
    install_missing "$site" diskcache jinja2 typing_extensions
    if [ -n "$prebuilt" ]; then
        # A CUDA wheel built elsewhere, repacked by slim_wheel.sh (the llama_cpp package; its
        # libraries are loaded with ctypes, whatever CPython the wheel was built with).
        say "unpacking the prebuilt CUDA build $(basename "$prebuilt")"
        rm -rf "$site"/llama_cpp "$site"/llama_cpp_python-*.dist-info
        if tar -xzf "$prebuilt" -C "$site" && find_cuda_libs; then
            how="prebuilt elsewhere ($(basename "$prebuilt"))"
        else
            say "the prebuilt CUDA build does not see the GPU here"
        fi
    fi
    if [ -z "$how" ]; then
        if [ -z "$sdist" ]; then  # the call that carries the sdist builds it; the rest installs now
            say "no llama_cpp_python sdist carried in this call to build from"
            return 0
        fi
        build_from_sdist "$sdist" "$arch"
        how="built from $(basename "$sdist")"
    fi
    local seconds=$(( $(date +%s) - started ))
    say "llama-cpp-python $how in $seconds s"
    PYTHONPATH="$site" "$py" - "$work/build.json" "$how" "$seconds" "$arch" "$nvcc_v" "$gpu" <<'PY'
import json, sys
import llama_cpp
out, how, seconds, arch, nvcc, gpu = sys.argv[1:]
info = {"version": llama_cpp.__version__, "how": how, "seconds": int(seconds), "arch": arch, "nvcc": nvcc, "gpu": gpu}
with open(out, "w") as fh:
    json.dump(info, fh)
PY
    printf 'export LD_LIBRARY_PATH=%q\n' "${LD_LIBRARY_PATH:-}" >"$work/env.sh"  # for the next call
}

install_index_wheels() {
    [ -n "$index_wheels" ] && [ -d "$index_wheels" ] || return 0
    [ ! -f "$site_index/.installed" ] || { say "the index's wheels already in $site_index: kept"; return 0; }
    say "installing the index's wheels from $index_wheels into $site_index"
    mkdir -p "$site_index"
    "$py" -m pip install --quiet --no-index --no-deps --no-compile --upgrade --target "$site_index" "$index_wheels"/*.whl
    touch "$site_index/.installed"
}

# --- measurements ----------------------------------------------------------------------------------

# The table and every small result (JSON, logs; not the vectors) to --out after each step, so a
# call stopped at its time limit still brings back what it measured (at most 8 files come back).
agree=0
pack() {
    agree=0
    "$py" "$here/report.py" "$work" >"$work/table.md" 2>&1 || agree=$?
    [ -n "$out" ] || return 0
    mkdir -p "$out"
    (cd "$work" && tar -czf "$out/gpubench-$name.tgz" $(ls ./*.json ./*.md ./*.log ./bisect/*.json ./bisect/*.fault 2>/dev/null))
    cp "$work/table.md" "$out/"
}

# step NAME COMMAND...: one measurement, within what is left of --budget; when it fails or the
# budget is spent it is noted and the next step runs (the table says "not measured").
failed=()
step() {
    local what="$1" left="" rc=0
    shift
    if [ "$budget" -gt 0 ]; then
        left=$((budget - SECONDS - 20))  # 20 s for the table and the copies
        if [ "$left" -lt 10 ]; then
            say "$what: skipped, the budget of $budget s is spent"
            failed+=("$what (no time left)")
            return 0
        fi
    fi
    say "$what"
    if [ -n "$left" ]; then timeout "$left" "$@" || rc=$?; else "$@" || rc=$?; fi
    if [ "$rc" != 0 ]; then
        say "$what: failed (exit $rc${left:+; 124: the budget ran out})"
        failed+=("$what (exit $rc)")
    fi
    pack
}

need_inputs() {  # $1: the step
    local missing=""
    [ -n "$(model_path)" ] || missing+=" the model"
    [ -f "$work/corpus.jsonl.gz" ] || missing+=" the corpus"
    if [ "$cpu_only" = 0 ] && { [ ! -f "$work/build.json" ] || ! gpu_seen; }; then
        missing+=" llama-cpp-python with CUDA"
    fi
    if [ -n "$missing" ]; then
        echo "$1: no$missing in $work. The bundle that holds it must be carried in this call, or in an" \
            "earlier call on the same machine, made at once before this one while it was warm." >&2
        exit 3
    fi
}

run_embed() {
    local first="${shapes%%,*}" texts="$work/corpus.jsonl.gz"
    need_inputs embed
    if [ "$cpu_only" = 0 ]; then
        step "the app's Embedder on the GPU: $count texts, shapes $shapes" \
            "$py" "$here/throughput.py" --model "$(model_path)" --texts "$texts" --count "$count" --device gpu \
            --shapes "$shapes" --tokens-in --tokens-out "$work/tokens.npz" --out "$work/app-gpu.json"
        if [ ! -s "$work/app-gpu.json" ]; then  # the app's load died: which of its steps does it
            step "the app's model load against the plain one, one candidate cause at a time" \
                "$py" "$here/load_bisect.py" --model "$(model_path)" --out "$work/bisect"
        fi
        step "the PyTorch peer on the GPU: batches $batches" \
            "$py" "$here/peer.py" --model "$(model_path)" --tokens "$work/tokens.npz" --device cuda \
            --batches "$batches" --against "$work/app-gpu.$first.npy" --out "$work/peer-gpu.json"
        step "the app's Embedder on the CPU (GPU hidden): $cpu_count texts, shapes $shapes" \
            env CUDA_VISIBLE_DEVICES= "$py" "$here/throughput.py" --model "$(model_path)" --texts "$texts" \
            --count "$cpu_count" --device cpu --shapes "$shapes" --out "$work/app-cpu.json"
    else
        step "the app's Embedder on the CPU, with $py: $cpu_count texts, shapes $shapes" \
            env CUDA_VISIBLE_DEVICES= "$py" "$here/throughput.py" --model "$(model_path)" --texts "$texts" \
            --count "$cpu_count" --device cpu --shapes "$shapes" --tokens-in --tokens-out "$work/tokens.npz" \
            --out "$work/app-cpu.json"
        if [ -n "$torch_py" ]; then
            step "the PyTorch peer on the CPU, with $torch_py: batches $batches" \
                env CUDA_VISIBLE_DEVICES= "$torch_py" "$here/peer.py" --model "$(model_path)" \
                --tokens "$work/tokens.npz" --device cpu --batches "$batches" --count "$cpu_count" \
                --against "$work/app-cpu.$first.npy" --out "$work/peer-cpu.json"
        fi
    fi
}

run_index() {
    need_inputs index
    local devices=(gpu cpu) device hide
    [ "$cpu_only" = 0 ] || devices=(cpu)
    for device in "${devices[@]}"; do
        hide=()
        [ "$device" = gpu ] || hide=(env CUDA_VISIBLE_DEVICES=)
        step "first index of $files files on the $device" \
            "${hide[@]}" "$py" "$here/index_run.py" --corpus "$work/corpus.jsonl.gz" --files "$files" \
            --model "$(model_path)" --device "$device" --work "$work" --out "$work/index-$device.json"
    done
}

keep_inputs
[ "$cpu_only" = 1 ] || install_cuda_llama
install_index_wheels
export PYTHONPATH="$site:$site_index:$repo${PYTHONPATH:+:$PYTHONPATH}"
for s in "${steps[@]}"; do
    case "$s" in
        embed) run_embed ;;
        index) run_index ;;
    esac
done
pack
cat "$work/table.md"
if [ "${#failed[@]}" -gt 0 ]; then
    printf 'not measured: %s\n' "${failed[@]}" >&2
    exit 1
fi
exit "$agree"  # 1: vectors disagree (the table says where)
