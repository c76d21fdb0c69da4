"""Whether llama.cpp may put weights into its "extra" CPU buffer types (AMX tiles, repacked layouts).

llama.cpp's CPU backend moves quantised weights (Q4_0, Q8_0, ...) into an AMX buffer when the
CPU reports AMX and the kernel grants the tile state. On some virtual machines both are true and
the first tile load still raises SIGILL, which kills the process with no Python traceback
(seen here: an Intel Xeon with amx_int8 under a Firecracker kernel, ``tileloadd`` in
``ggml_backend_amx_mul_mat``, while decoding the built-in multilingual-e5-small). Whether a tile
load works cannot be asked without risking the crash, so on a CPU with AMX the extra buffer types
are off unless ``DESKTOP_SEARCH_LLAMA_EXTRA_BUFFERS=1`` says they work; elsewhere llama.cpp's own
choice stands. Float weights (the default f16 MiniLM) never use these buffers, so their speed is
the same either way.
"""

from __future__ import annotations

import contextlib
import functools
import os
from collections.abc import Iterator
from typing import Any

ENV = "DESKTOP_SEARCH_LLAMA_EXTRA_BUFFERS"


@functools.cache
def extra_buffers_allowed() -> bool:
    """False on a CPU that reports AMX (unless the environment says its tiles work)."""
    choice = os.environ.get(ENV, "").strip().lower()
    if choice in ("1", "yes", "true", "on"):
        return True
    if choice in ("0", "no", "false", "off"):
        return False
    return not cpu_reports_amx()


def cpu_reports_amx() -> bool:
    """Whether the CPU reports AMX (Linux: /proc/cpuinfo; elsewhere llama.cpp's build decides)."""
    try:
        with open("/proc/cpuinfo", encoding="ascii", errors="replace") as fh:
            for line in fh:
                if line.startswith("flags"):
                    return "amx_int8" in line.split()
    except OSError:
        pass
    return False


@contextlib.contextmanager
def model_params_for_this_cpu(llama_module: Any) -> Iterator[None]:
    """While a ``llama_cpp.Llama`` is created: its model parameters keep to plain CPU buffers
    when :func:`extra_buffers_allowed` says so (``Llama`` has no argument for it)."""
    if extra_buffers_allowed():
        yield
        return
    original = llama_module.llama_model_default_params

    def plain_buffers() -> Any:
        params = original()
        params.use_extra_bufts = False
        return params

    llama_module.llama_model_default_params = plain_buffers
    try:
        yield
    finally:
        llama_module.llama_model_default_params = original
