"""Print the CMAKE_ARGS that compile llama-cpp-python for one backend (used by the build scripts).

    python packaging/gpu/cmake_args.py cuda|vulkan|metal|cpu

Every Linux/Windows variant is portable and modular: ``GGML_NATIVE=OFF`` (no ``-march=native``
of the build machine; the CPU code targets x86-64-v3, i.e. AVX2/FMA/F16C/BMI2, Intel Haswell and
AMD Zen or newer) and ``GGML_BACKEND_DL=ON``: llama.cpp's backends are plugins
(``libggml-cpu.so``, ``libggml-cuda.so``, ...) that the app loads at start from llama_cpp/lib
(``core/models/runtime.py: load_backend_plugins``). A CUDA or Vulkan build therefore still starts,
on the CPU, on a machine without the GPU driver, and the app says why (``desktop-search
status``: "GPU not used: ..."). ``GGML_CPU_ALL_VARIANTS`` is not used: llama-cpp-python
0.3.x installs only a backend named ``ggml-cpu``, not the per-CPU variants it would build.
"""

from __future__ import annotations

import sys

X86_64_V3 = ["-DGGML_AVX=ON", "-DGGML_AVX2=ON", "-DGGML_FMA=ON", "-DGGML_F16C=ON", "-DGGML_BMI2=ON"]
PORTABLE = ["-DGGML_NATIVE=OFF", "-DGGML_BACKEND_DL=ON", *X86_64_V3]
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
