#!/usr/bin/env bash
# Run on a machine WITH network (and the project's .venv): gathers everything the GPU
# benchmark needs into bench/gpu/bundle/, so the GPU machine needs no network at all.
#
#   bench/gpu/prepare_bundle.sh [--sdist llama_cpp_python-0.3.36.tar.gz] [--with-cmake]
#
# bundle/
#   llama_cpp_python-0.3.36-slim.tar.gz   the PyPI sdist without what a Linux CUDA build never
#                                         reads (git history, docs, vocab test models, other GPU
#                                         backends): 77 MB -> a few MB
#   wheels/                               pure-Python wheels the build and llama_cpp need
#                                         (scikit-build-core, pathspec, packaging, diskcache,
#                                         jinja2, typing-extensions: any Python 3); numpy and
#                                         MarkupSafe must be on the GPU machine already;
#                                         --with-cmake adds cmake and ninja wheels (~30 MB, for
#                                         this machine's Python) where cmake >= 3.21 is missing
#   all-MiniLM-L6-v2-f16.gguf             the app's default model, converted here (44 MB)
#   texts.jsonl                           the chunks to embed: the first 1,000 SciFact abstracts
set -euo pipefail

VERSION=0.3.36
here="$(cd "$(dirname "$0")" && pwd)"
repo="$(cd "$here/../.." && pwd)"
bundle="$here/bundle"
sdist=""
with_cmake=0
while [ $# -gt 0 ]; do
    case "$1" in
        --sdist) sdist="$2"; shift 2 ;;
        --with-cmake) with_cmake=1; shift ;;
        *) echo "unknown option: $1" >&2; exit 2 ;;
    esac
done
py="$repo/.venv/bin/python"
[ -x "$py" ] || { echo "run 'make setup' first (needs $py)" >&2; exit 1; }

mkdir -p "$bundle/wheels"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT

# 1. The source distribution, slimmed.
if [ -z "$sdist" ]; then
    "$py" -m pip download --quiet --no-binary :all: --no-deps "llama-cpp-python==$VERSION" -d "$tmp"
    sdist="$tmp/llama_cpp_python-$VERSION.tar.gz"
fi
"$here/slim_sdist.sh" "$sdist" "$bundle/llama_cpp_python-$VERSION-slim.tar.gz"

# 2. Wheels for building and running it offline.
pure=("scikit-build-core>=0.9.2" pathspec packaging "diskcache>=5.6.1" "jinja2>=2.11.3" "typing-extensions>=4.5")
"$py" -m pip download --quiet --no-deps -d "$bundle/wheels" "${pure[@]}"
[ "$with_cmake" = 1 ] && "$py" -m pip download --quiet --no-deps -d "$bundle/wheels" "cmake>=3.21" ninja

# 3. The default model, as the app converts it.
model="$("$py" -c 'from desktop_search.core.config import Paths
from desktop_search.core.models.convert import ensure_default_model
print(ensure_default_model(Paths.resolve().ensure().models_dir))')"
cp "$model" "$bundle/"

# 4. The chunks: SciFact abstracts (public BEIR data), read in place.
"$py" - "$repo/../shared/eval/scifact/corpus.jsonl" "$bundle/texts.jsonl" <<'PY'
import itertools, json, sys
src, dest = sys.argv[1:]
with open(src, encoding="utf-8") as fh, open(dest, "w", encoding="utf-8") as out:
    for line in itertools.islice(fh, 1000):
        row = json.loads(line)
        out.write(json.dumps({"text": f"{row['title']}\n\n{row['text']}"}) + "\n")
PY
du -sh "$bundle" "$bundle"/*
