"""Which step of the app's model load crashes llama.cpp: each candidate alone, in its own process.

The first time the app met a GPU (an H200, CUDA 13, llama-cpp-python 0.3.36 built with
``-DGGML_CUDA=on``), its ``Embedder`` died with SIGSEGV while loading the default model, with
the GPU visible and with it hidden, inside ``llama_model::print_info()``; a plain
``llama_cpp.Llama(path, embedding=True, n_gpu_layers=-1, verbose=False)`` loaded the same file in
the same build (#39). The crash did not reproduce on a machine with a CUDA build and no NVIDIA
driver (there the CUDA backend never starts: "CUDA driver version is insufficient"), so the
cause has to be found where a driver is.

Each variant below differs from the app's load in ONE of the candidates the issue named (the log
callback, the model-parameter patch for AMX hosts, the backend-plugin registration, the compute
thread, the thread count), runs in a fresh process with ``faulthandler`` writing to a file (llama.cpp
points fd 1 and 2 at /dev/null while it loads, so a native crash prints nothing), with the GPU
visible and hidden. The table says which variants crash; the variant that does not crash names
the cause. With ``gdb`` (or ``cuda-gdb``) on PATH, a crashing variant's native stack is added.

    python bench/gpu/load_bisect.py --model all-MiniLM-L6-v2-f16.gguf [--out DIR]
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]

#: name -> (what differs from the app's load, the Python that loads the model)
_PRELUDE = """
import faulthandler, os, sys
faulthandler.enable(open(os.environ["BISECT_FAULT"], "w"))
sys.path.insert(0, os.environ["BISECT_REPO"])
from pathlib import Path
MODEL = Path(os.environ["BISECT_MODEL"])
"""
_PLAIN = (
    "import llama_cpp\nllm = llama_cpp.Llama(str(MODEL), embedding=True, n_gpu_layers=-1, verbose=False)\n"
)
_APP = """
from desktop_search.core.models.embedder import Embedder
emb = Embedder(MODEL)
print("DEVICE", emb.device, flush=True)
assert emb.embed_query("a load check").shape[0] > 0
"""
VARIANTS: dict[str, tuple[str, str]] = {
    "plain": (
        "llama_cpp.Llama alone, as the issue's working load",
        _PLAIN + "print('DEVICE plain', flush=True)\nassert len(llm.embed('a load check')) > 0\n",
    ),
    "plain+log": (
        "the plain load with the app's log callback installed",
        "from desktop_search.core.models import runtime\nruntime.route_llama_logs()\n"
        + _PLAIN
        + "print('DEVICE plain+log', flush=True)\nassert len(llm.embed('a load check')) > 0\n",
    ),
    "app": ("the app's Embedder, as it runs", _APP),
    "app-no-log": (
        "no log callback",
        "from desktop_search.core.models import runtime, embedder\n"
        "runtime.route_llama_logs = embedder.route_llama_logs = lambda: None\n" + _APP,
    ),
    "app-no-params-patch": (
        "no model-parameter patch (use_extra_bufts left to llama.cpp)",
        "os.environ['DESKTOP_SEARCH_LLAMA_EXTRA_BUFFERS'] = '1'\n" + _APP,
    ),
    "app-forced-params-patch": (
        "the model-parameter patch forced on (as on an AMX host)",
        "os.environ['DESKTOP_SEARCH_LLAMA_EXTRA_BUFFERS'] = '0'\n" + _APP,
    ),
    "app-no-plugins": (
        "no backend-plugin registration through a second handle on libggml",
        "from desktop_search.core.models import runtime\nruntime.load_backend_plugins = lambda: 1\n" + _APP,
    ),
    "app-half-threads": (
        "half the cores as threads (llama-cpp-python's default)",
        "from desktop_search.core.models.embedder import Embedder, EmbedderSettings\n"
        "emb = Embedder(MODEL, settings=EmbedderSettings(n_threads=max(1, (os.cpu_count() or 2) // 2)))\n"
        "print('DEVICE', emb.device, flush=True)\n",
    ),
    "app-compute-thread": (
        "loaded on the llama-compute thread",
        "from desktop_search.core.models import runtime\n"
        "from desktop_search.core.models.embedder import Embedder\n"
        "emb = runtime.compute(lambda: Embedder(MODEL))\nprint('DEVICE', emb.device, flush=True)\n",
    ),
}


def run_variant(name: str, *, model: Path, hidden: bool, out: Path, python: str) -> dict:
    code = _PRELUDE + VARIANTS[name][1]
    fault = out / f"{name}{'-hidden' if hidden else ''}.fault"
    env = {**os.environ, "BISECT_FAULT": str(fault), "BISECT_REPO": str(REPO), "BISECT_MODEL": str(model)}
    if hidden:
        env["CUDA_VISIBLE_DEVICES"] = ""
    try:
        done = subprocess.run(
            [python, "-c", code], check=False, env=env, capture_output=True, text=True, timeout=300
        )
        rc, output = done.returncode, done.stdout + done.stderr
    except subprocess.TimeoutExpired:
        rc, output = "timeout", ""
    device = next((line[7:] for line in output.splitlines() if line.startswith("DEVICE ")), "")
    row = {
        "variant": name,
        "gpu": "hidden" if hidden else "visible",
        "rc": rc,
        "device": device,
        "fault": fault.read_text(errors="replace").strip()[:2000] if fault.exists() else "",
        "tail": output[-800:] if rc != 0 else "",
    }
    debugger = shutil.which("gdb") or shutil.which("cuda-gdb")
    if rc not in (0, "timeout") and debugger:
        script = out / f"{name}.py"
        script.write_text(code, encoding="utf-8")
        trace = subprocess.run(
            [debugger, "-batch", "-ex", "run", "-ex", "bt 40", "--args", python, str(script)],
            check=False, env=env, capture_output=True, text=True, timeout=600,
        )  # fmt: skip
        row["native_stack"] = "\n".join(line for line in trace.stdout.splitlines() if line.startswith("#"))[
            :4000
        ]
    return row


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--model", type=Path, required=True)
    parser.add_argument("--out", type=Path, default=None)
    parser.add_argument("--python", default=sys.executable)
    parser.add_argument("--only", nargs="*", choices=sorted(VARIANTS), help="variants to run (default: all)")
    parser.add_argument("--no-hidden", action="store_true", help="skip the runs with the GPU hidden")
    args = parser.parse_args()
    out = args.out or Path(tempfile.mkdtemp(prefix="load-bisect-"))
    out.mkdir(parents=True, exist_ok=True)
    rows = []
    for name in args.only or list(VARIANTS):
        for hidden in (False,) if args.no_hidden else (False, True):
            row = run_variant(name, model=args.model.resolve(), hidden=hidden, out=out, python=args.python)
            rows.append(row)
            print(f"{name:24} GPU {row['gpu']:7} rc={row['rc']!s:8} {row['device']}", flush=True)
    (out / "load_bisect.json").write_text(json.dumps(rows, indent=1), encoding="utf-8")
    print("\n| variant | differs from the app by | GPU | result | device |\n|---|---|---|---|---|")
    for row in rows:
        result = "ok" if row["rc"] == 0 else f"CRASH ({row['rc']})"
        what = VARIANTS[row["variant"]][0]
        print(f"| {row['variant']} | {what} | {row['gpu']} | {result} | {row['device']} |")
    for row in rows:
        if row["rc"] != 0:
            print(f"\n## {row['variant']} (GPU {row['gpu']}): rc {row['rc']}\n{row['fault'] or row['tail']}")
            if row.get("native_stack"):
                print(row["native_stack"])
    return 0


if __name__ == "__main__":
    sys.exit(main())
