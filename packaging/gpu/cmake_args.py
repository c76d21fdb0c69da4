"""Print the CMAKE_ARGS that compile llama-cpp-python for one backend (used by the build scripts).

    python packaging/gpu/cmake_args.py cuda|vulkan|metal|cpu

Every variant is portable: ``GGML_NATIVE=OFF`` (no ``-march=native`` of the build machine)
and, except on macOS, ``GGML_BACKEND_DL`` with ``GGML_CPU_ALL_VARIANTS``: llama.cpp then
loads the GPU backend as a plugin at run time and picks the best CPU code for the user's
processor. A CUDA or Vulkan build therefore still starts, on the CPU, on a machine without
the GPU driver, and the app says why (``desktop-search status``: "GPU not used: ...").
"""

from __future__ import annotations

import sys

PORTABLE = ["-DGGML_NATIVE=OFF", "-DGGML_BACKEND_DL=ON", "-DGGML_CPU_ALL_VARIANTS=ON"]
VARIANTS = {
    "cpu": PORTABLE,
    # Turing (20xx) to Hopper; PTX for newer cards. CUDA runtime and cuBLAS are bundled by PyInstaller.
    "cuda": [*PORTABLE, "-DGGML_CUDA=ON", "-DCMAKE_CUDA_ARCHITECTURES=75-real;80-real;86-real;89-real;90"],
    "vulkan": [*PORTABLE, "-DGGML_VULKAN=ON"],
    # Apple silicon: Metal is built in; the shader library is embedded so nothing is compiled at start.
    "metal": ["-DGGML_NATIVE=OFF", "-DGGML_METAL=ON", "-DGGML_METAL_EMBED_LIBRARY=ON"],
}


def main(argv: list[str]) -> int:
    if len(argv) != 1 or argv[0] not in VARIANTS:
        print(f"usage: cmake_args.py {{{'|'.join(VARIANTS)}}}", file=sys.stderr)
        return 2
    print(" ".join(VARIANTS[argv[0]]))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
