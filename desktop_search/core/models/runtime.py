"""What the embedder and the reranker share: reading a GGUF header, loading it into llama.cpp,
routing llama.cpp's log, the batch defaults, and pooled decodes on one compute thread.

Both pack many sequences into one physical batch (distinct sequence ids,
``n_ubatch == n_batch`` because encoders attend over the whole batch) and read
one pooled row per sequence back.

Every decode in the process runs on one thread (:func:`compute`). llama.cpp's
CPU backend (built with OpenMP) keeps a team of worker threads for each thread
that starts a decode; once a process holds more OpenMP threads than cores,
libgomp stops spinning between parallel regions and every decode pays for
waking its team: indexing measured about 10 % slower after a single decode had
run on a second thread (``bench/throughput.py``, 2026-11-30). One thread also
means the embedder and the reranker never fight over the cores: a search's
reranking waits for at most the indexing decode in flight. Each model fills its
batch buffer and decodes it in one job on that thread, so the buffer needs no lock.
"""

from __future__ import annotations

import contextlib
import ctypes
import logging
import os
import sys
import threading
from collections.abc import Callable, Iterator
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TypeVar

import numpy as np

from ..common import reasons
from .gguf_header import GGUFError, read_header

T = TypeVar("T")

log = logging.getLogger(__name__)

GGUF_MAGIC = b"GGUF"
POOLING_NAMES = {0: "none", 1: "mean", 2: "cls", 3: "last", 4: "rank"}

# Chosen by measurement. On a quiet 2-core machine (2026-11-30, 1,865 SciFact
# chunks, bench/throughput.py's grid): 256 tokens x 8
# sequences with flash attention embeds 32.0 chunks/s, 512 x 8 31.3, 256 x 1
# 31.3; on 600 one-line notes 256 x 8 gives 342 chunks/s, 512 x 8 332, 256 x 1
# 235 (one decode per tiny input). llama.cpp attends across the whole physical
# batch and masks other sequences out, so cost grows with the square of the
# batch: small batches with flash attention (which skips masked blocks) win,
# and large batches without it are 8x slower. An input longer than the batch
# raises it to the model's input length (see ``Embedder.batch_tokens``).
DEFAULT_BATCH_TOKENS = 256
DEFAULT_SEQ_MAX = 8
#: None: llama.cpp's AUTO. Flash attention wins on the CPU (above), but a GPU backend may have no
#: kernel for a model's head size (CUDA has none for 32, the built-in models' size): forced on
#: there, every layer's attention runs on the CPU with copies both ways. AUTO asks the backend
#: and turns it off where the device cannot run it (:func:`load_llama` says which and why).
DEFAULT_FLASH_ATTN: bool | None = None
# On a GPU a decode costs mostly its launches and the Python around it, not arithmetic: a
# larger physical batch means fewer decodes. Its attention still grows with the square of the
# batch (and without flash attention, which CUDA lacks for head size 32, the whole N x N score
# matrix is made): 2048 tokens keeps a layer's attention (12 heads x 2048^2 x 32) near the size
# of its feed-forward work. Chosen by that arithmetic, NOT measured: no GPU was lent when it was
# set; bench/gpu/run.sh measures the grid around it on the next one.
DEFAULT_GPU_BATCH_TOKENS = 2048
DEFAULT_GPU_SEQ_MAX = 64
# Longest input ever fed, whatever the model could take: retrieval chunks are
# far shorter, and a long physical batch costs quadratically.
MAX_INPUT_TOKENS = 1024


class ModelError(RuntimeError):
    """The file is not a usable model (see :class:`.reranker.RerankerError` for rerankers)."""


class DecodeError(RuntimeError):
    """llama.cpp could not decode a batch, or returned no pooled output."""


@dataclass(frozen=True)
class ModelInfo:
    """What the GGUF header says about a model, read without loading it."""

    path: Path
    architecture: str
    name: str
    n_ctx_train: int
    dim: int
    pooling: int | None
    metadata: dict[str, str]

    @classmethod
    def read(cls, path: Path) -> ModelInfo:
        """Read ``path``'s header with bounds (see :mod:`.gguf_header`); ModelError says what is wrong."""
        path = Path(path)
        if not path.is_file():
            raise ModelError(reasons.MODEL_FILE_NOT_FOUND(path=path))
        with open(path, "rb") as fh:
            if fh.read(4) != GGUF_MAGIC:
                raise ModelError(reasons.MODEL_NOT_GGUF(name=path.name))
        try:
            header = read_header(path)
        except GGUFError as exc:
            problem = reasons.MODEL_DAMAGED if exc.truncated else reasons.MODEL_NOT_VALID_GGUF
            raise ModelError(problem(name=path.name, reason=exc)) from exc
        except OSError as exc:
            raise ModelError(reasons.MODEL_CANNOT_READ(path=path.name, error=exc)) from exc
        meta = {
            key: str(value)
            for key, value in header.metadata.items()
            # the tokenizer's ids and flags are not needed here
            if not key.startswith("tokenizer.ggml.") or key == "tokenizer.ggml.model"
        }
        arch = meta.get("general.architecture", "")

        def number(key: str, default: int | None) -> int | None:
            value = header.metadata.get(key, default)
            if value is None or (isinstance(value, int) and not isinstance(value, bool) and value >= 0):
                return value
            not_a_count = reasons.MODEL_NOT_A_COUNT(key=key, value=repr(value))
            raise ModelError(reasons.MODEL_NOT_VALID_GGUF(name=path.name, reason=not_a_count))

        return cls(
            path=path,
            architecture=arch,
            name=meta.get("general.name", path.stem),
            n_ctx_train=number(f"{arch}.context_length", 512) or 0,
            dim=number(f"{arch}.embedding_length", 0) or 0,
            pooling=number(f"{arch}.pooling_type", None),
            metadata=meta,
        )


_LLAMA_LOG = logging.getLogger("llama.cpp")
_log_callback: Any = None
#: llama.cpp's lines while a model loads (``_open_llama`` holds ``_load_lock``), else None.
_captured: list[str] | None = None
_load_lock = threading.Lock()


def route_llama_logs() -> None:
    """Send llama.cpp's own log lines to Python logging instead of stderr.

    Only its errors are worth a user's attention; the rest goes to DEBUG.
    """
    global _log_callback  # noqa: PLW0603 (installed once per process)
    if _log_callback is not None:
        return
    import llama_cpp

    @llama_cpp.llama_log_callback  # type: ignore[untyped-decorator]
    def _forward(level: int, text: bytes, _user: ctypes.c_void_p) -> None:
        # ggml_log_level: 1 debug, 2 info, 3 warn, 4 error, 5 continuation
        py_level = {4: logging.WARNING, 3: logging.INFO}.get(level, logging.DEBUG)
        captured = _captured
        if captured is not None and b"Flash Attention" in text:
            captured.append(text.decode("utf-8", "replace").rstrip())
        if _LLAMA_LOG.isEnabledFor(py_level):
            _LLAMA_LOG.log(py_level, "%s", text.decode("utf-8", "replace").rstrip())

    _log_callback = _forward  # keep a reference: llama.cpp holds a raw pointer
    llama_cpp.llama_log_set(_forward, ctypes.c_void_p(0))


#: llama.cpp backend libraries that mean "a GPU build" when shipped next to libllama.
_GPU_BACKEND_LIBS = {"cuda": "CUDA", "metal": "Metal", "vulkan": "Vulkan", "hip": "ROCm", "sycl": "SYCL"}


_compute: ThreadPoolExecutor | None = None
_compute_ident: int | None = None
_compute_guard = threading.Lock()
COMPUTE_THREAD_NAME = "llama-compute"


def _mark_compute_thread() -> None:
    global _compute_ident  # noqa: PLW0603 (one per process)
    _compute_ident = threading.get_ident()


def submit(fn: Callable[..., T], *args: Any) -> Future[T]:
    """Run ``fn(*args)`` on the process's llama.cpp compute thread, in submission order."""
    global _compute  # noqa: PLW0603 (one per process)
    with _compute_guard:
        if _compute is None:
            _compute = ThreadPoolExecutor(
                max_workers=1, thread_name_prefix=COMPUTE_THREAD_NAME, initializer=_mark_compute_thread
            )
        return _compute.submit(fn, *args)


def compute(fn: Callable[..., T], *args: Any) -> T:
    """``fn(*args)`` on the compute thread, waiting for the result (inline when already on it)."""
    if threading.get_ident() == _compute_ident:
        return fn(*args)
    return submit(fn, *args).result()


@dataclass(frozen=True)
class Loaded:
    llm: Any  # llama_cpp.Llama
    #: What runs the model, shown by ``desktop-search status`` and the window: "GPU (CUDA)",
    #: "CPU (8 threads)", or "CPU (8 threads; GPU not used: <why>)".
    device: str
    n_threads: int
    #: Why a GPU build runs on the CPU ("" when it does not, or when there is no GPU build).
    fallback_reason: str = ""
    #: Whether the context runs flash attention (llama.cpp's AUTO decides by default).
    flash_attn: bool = True
    #: Tokens per physical batch the context holds (``gpu_batch_tokens`` when on a GPU); 0: not known.
    batch_tokens: int = 0
    on_gpu: bool = False


def gpu_backend_name() -> str:
    import llama_cpp

    summary = bytes(llama_cpp.llama_print_system_info()).decode(errors="replace").upper()
    for name in ("CUDA", "Metal", "Vulkan", "ROCm", "HIP", "SYCL", "OpenCL"):
        if name.upper() in summary:
            return name
    return "GPU"


_plugins_checked = False


def _loaded_ggml(lib_dir: Path) -> ctypes.CDLL | None:
    """The libggml that libllama uses (its backend registry), or None.

    Wheels cannot hold symlinks, so ``libggml.so`` and ``libggml.so.0`` are separate copies
    on Linux: opening the former by path would give a second registry. Opened by its soname,
    the dynamic loader hands back the copy already loaded for libllama.
    """
    if sys.platform.startswith("linux"):
        for soname in sorted(p.name for p in lib_dir.glob("libggml.so.*") if p.name.count(".") == 2):
            try:
                return ctypes.CDLL(soname)
            except OSError:
                continue
    for name in ("libggml.dylib", "ggml.dll", "libggml.so"):
        if (lib_dir / name).exists():
            return ctypes.CDLL(str(lib_dir / name))
    return None


def load_backend_plugins() -> int:
    """Register llama.cpp's backends when they are plugins; returns how many are registered.

    Builds made with ``GGML_BACKEND_DL`` (the packaged portable and GPU builds, see
    packaging/gpu/) keep the CPU and GPU backends in separate libraries that llama.cpp
    looks for next to the *executable*, which is Python or the frozen app, not next to
    itself. They sit in llama_cpp/lib, so they are loaded from there, once, before
    anything asks llama.cpp for a device. Ordinary builds have them linked in already.
    """
    global _plugins_checked  # noqa: PLW0603 (once per process, like llama.cpp's registry)
    import llama_cpp

    lib_dir = Path(llama_cpp.__file__).resolve().parent / "lib"
    ggml = _loaded_ggml(lib_dir)
    if ggml is None:
        return -1  # an unusual layout: leave llama.cpp to its own search
    ggml.ggml_backend_reg_count.restype = ctypes.c_size_t
    if not _plugins_checked and ggml.ggml_backend_reg_count() == 0:
        ggml.ggml_backend_load_all_from_path.argtypes = [ctypes.c_char_p]
        ggml.ggml_backend_load_all_from_path(os.fsencode(lib_dir))
        log.info("llama.cpp backends loaded from %s", lib_dir)
    _plugins_checked = True
    return int(ggml.ggml_backend_reg_count())


def gpu_offload_supported() -> bool:
    """Whether this llama.cpp build found a GPU it can offload layers to (a seam for tests)."""
    import llama_cpp

    load_backend_plugins()
    return bool(llama_cpp.llama_supports_gpu_offload())


def shipped_gpu_backends() -> list[str]:
    """GPU backends whose libraries ship with llama-cpp-python here (a GPU build), e.g. ["CUDA"]."""
    import llama_cpp

    lib_dir = Path(llama_cpp.__file__).resolve().parent / "lib"
    names = {p.name.lower() for p in lib_dir.glob("*ggml-*")} if lib_dir.is_dir() else set()
    found = {label for key, label in _GPU_BACKEND_LIBS.items() if any(f"ggml-{key}" in n for n in names)}
    return sorted(found)


@dataclass(frozen=True)
class FlashAttention:
    """Whether a context runs flash attention, and why (shown with the device)."""

    on: bool
    note: str


def _open_llama(**kwargs: Any) -> Any:
    """Create the ``llama_cpp.Llama`` (a seam: tests make the GPU attempt fail).

    ``flash_attn`` None asks llama.cpp for AUTO, which llama-cpp-python's ``Llama`` cannot
    pass (it maps its bool to ENABLED or DISABLED): the context parameters are set while this
    one ``Llama`` is made. What llama.cpp decided is read from its log and kept on the object
    as ``flash_attention_log``. Loads are one at a time: the patches are the module's.
    """
    import llama_cpp
    import llama_cpp.llama

    from .cpu_buffers import model_params_for_this_cpu

    global _captured  # noqa: PLW0603 (one load at a time, under _load_lock)
    flash = kwargs.pop("flash_attn", DEFAULT_FLASH_ATTN)
    with _load_lock, model_params_for_this_cpu(llama_cpp.llama.llama_cpp):
        lines: list[str] = []
        _captured = lines
        try:
            with _flash_attn_auto(llama_cpp.llama) if flash is None else contextlib.nullcontext():
                llm = llama_cpp.Llama(flash_attn=bool(flash), **kwargs)
        finally:
            _captured = None
    llm.flash_attention_log = lines
    return llm


@contextlib.contextmanager
def _flash_attn_auto(llama_module: Any) -> Iterator[None]:
    """While a ``Llama`` is made: its context asks for flash attention AUTO."""
    import llama_cpp

    original = llama_module.internals.LlamaContext

    def auto_context(*, model: Any, params: Any, verbose: bool = True) -> Any:
        params.flash_attn_type = llama_cpp.LLAMA_FLASH_ATTN_TYPE_AUTO
        return original(model=model, params=params, verbose=verbose)

    llama_module.internals.LlamaContext = auto_context
    try:
        yield
    finally:
        llama_module.internals.LlamaContext = original


def flash_attention_outcome(llm: Any, *, asked: bool | None, backend: str) -> FlashAttention:
    """What llama.cpp chose for ``llm``'s context, with the reason when it is off."""
    if asked is not None:
        return FlashAttention(asked, reasons.FLASH_ATTN_ON() if asked else reasons.FLASH_ATTN_OFF_CHOSEN())
    lines = getattr(llm, "flash_attention_log", [])
    if any("Flash Attention not supported" in line for line in lines):
        return FlashAttention(
            False, reasons.FLASH_ATTN_OFF_NO_KERNEL(backend=backend, size=attention_head_size(llm))
        )
    if not any("Flash Attention enabled" in line for line in lines):
        # another llama.cpp's wording: AUTO leaves it on unless the device lacks it
        log.debug("llama.cpp did not say what AUTO chose for flash attention: %s", lines)
    return FlashAttention(True, reasons.FLASH_ATTN_ON())


def attention_head_size(llm: Any) -> int:
    """The width of one attention head of ``llm``'s model (384 / 12 = 32 for MiniLM and e5-small)."""
    import llama_cpp

    heads = int(llama_cpp.llama_model_n_head(llm.model)) or 1
    return int(llama_cpp.llama_model_n_embd(llm.model)) // heads


def load_llama(
    path: Path,
    *,
    batch_tokens: int,
    flash_attn: bool | None = DEFAULT_FLASH_ATTN,
    n_threads: int | None = None,
    gpu: bool | None = None,
    pooling_type: int | None = None,
    gpu_batch_tokens: int | None = None,
) -> Loaded:
    """A ``Llama`` in embedding mode whose context holds one full physical batch.

    Layers go to the GPU whenever the build supports offload (unless ``gpu`` is False). When the
    GPU cannot be used (loading with offload fails: out of memory, driver trouble; or a GPU
    build finds no usable device) the model is loaded on the CPU and the reason is kept in
    ``fallback_reason`` and the device string, so the user sees why it is slower.
    Raises ``ValueError``/``RuntimeError`` from llama.cpp when the file cannot be loaded at all,
    and :class:`~.gguf_header.GGUFError` (a ``ValueError``), without calling llama.cpp, for a
    file whose header the bounded reader refuses: llama.cpp's own reader trusts the counts
    in the header and could be made to allocate without bound.
    """
    read_header(path)
    route_llama_logs()
    threads = n_threads or max(1, os.cpu_count() or 1)
    if load_backend_plugins() == 0:
        raise RuntimeError(reasons.MODEL_NO_BACKEND())
    supported = gpu_offload_supported()
    use_gpu = supported if gpu is None else (gpu and supported)
    reason = ""
    if gpu is not False and not supported and (shipped := shipped_gpu_backends()):
        reason = reasons.GPU_NOT_FOUND(backends="/".join(shipped))
    elif gpu and not supported:
        reason = reasons.GPU_NOT_BUILT()
    kwargs: dict[str, Any] = {
        "model_path": str(path),
        "embedding": True,
        "n_ctx": batch_tokens,
        "n_batch": batch_tokens,
        "n_ubatch": batch_tokens,
        "n_threads": threads,
        "n_threads_batch": threads,
        "flash_attn": flash_attn,
        "verbose": False,
    }
    if pooling_type is not None:
        kwargs["pooling_type"] = pooling_type
    if use_gpu:
        backend = gpu_backend_name()
        on_gpu = kwargs
        if gpu_batch_tokens:
            on_gpu = {
                **kwargs,
                "n_ctx": gpu_batch_tokens,
                "n_batch": gpu_batch_tokens,
                "n_ubatch": gpu_batch_tokens,
            }
        try:
            llm = _open_llama(n_gpu_layers=-1, **on_gpu)
        except (ValueError, RuntimeError, OSError) as exc:
            reason = reasons.GPU_LOAD_FAILED(backend=backend, error=exc)
            log.warning("%s; using the CPU instead", reason)
        else:
            name = gpu_device_name()
            device = reasons.DEVICE_GPU(backend=f"{backend}, {name}" if name else backend)
            flash = flash_attention_outcome(llm, asked=flash_attn, backend=backend)
            return Loaded(
                llm,
                _with_attention(device, flash),
                threads,
                flash_attn=flash.on,
                batch_tokens=on_gpu["n_batch"],
                on_gpu=True,
            )
    llm = _open_llama(n_gpu_layers=0, **kwargs)
    device = reasons.DEVICE_CPU_NO_GPU(threads, reason=reason) if reason else reasons.DEVICE_CPU(threads)
    flash = flash_attention_outcome(llm, asked=flash_attn, backend="CPU")
    return Loaded(
        llm,
        _with_attention(device, flash),
        threads,
        fallback_reason=reason,
        flash_attn=flash.on,
        batch_tokens=batch_tokens,
    )


def _with_attention(device: str, flash: FlashAttention) -> str:
    return reasons.DEVICE_AND_ATTENTION(device=device, attention=flash.note)


def gpu_device_name() -> str:
    """The first GPU's description as ggml's registry gives it ("NVIDIA H200"), or ""."""
    import llama_cpp

    ggml = _loaded_ggml(Path(llama_cpp.__file__).resolve().parent / "lib")
    if ggml is None:
        return ""
    ggml.ggml_backend_dev_count.restype = ctypes.c_size_t
    ggml.ggml_backend_dev_get.restype = ctypes.c_void_p
    ggml.ggml_backend_dev_get.argtypes = [ctypes.c_size_t]
    ggml.ggml_backend_dev_type.restype = ctypes.c_int
    ggml.ggml_backend_dev_type.argtypes = [ctypes.c_void_p]
    ggml.ggml_backend_dev_description.restype = ctypes.c_char_p
    ggml.ggml_backend_dev_description.argtypes = [ctypes.c_void_p]
    for i in range(int(ggml.ggml_backend_dev_count())):
        dev = ggml.ggml_backend_dev_get(i)
        if dev and ggml.ggml_backend_dev_type(dev) in (_DEVICE_TYPE_GPU, _DEVICE_TYPE_IGPU):
            return (ggml.ggml_backend_dev_description(dev) or b"").decode("utf-8", "replace").strip()
    return ""


#: ``enum ggml_backend_dev_type`` (ggml-backend.h): CPU 0, GPU 1, IGPU 2, ACCEL 3.
_DEVICE_TYPE_GPU = 1
_DEVICE_TYPE_IGPU = 2


def tokenize(vocab: Any, text: str, *, specials: bool) -> list[int]:
    """``text`` as token ids of ``vocab``, with the model's special tokens when ``specials``.

    Straight to ``llama_tokenize`` with a buffer sized to the text: llama-cpp-python's
    wrapper allocates a context-sized buffer and asks for the training length at every call,
    which costs more than the tokenising itself for short texts. Safe from any thread.
    """
    import llama_cpp

    data = text.encode("utf-8", "replace")
    room = len(data) + 8  # a token covers at least one byte, plus a few special tokens
    while True:
        buf = (llama_cpp.llama_token * room)()
        n = llama_cpp.llama_tokenize(vocab, data, len(data), buf, room, specials, False)
        if n >= 0:
            return list(buf[:n])
        room = -n  # too small: llama.cpp says how many it needs


def fill_batch(batch: Any, sequences: list[list[int]]) -> int:
    """Put ``sequences`` into ``batch`` with sequence ids 0..n-1; returns the token count."""
    flat = np.concatenate([np.asarray(s, dtype=np.int32) for s in sequences])
    n_total = len(flat)
    np.ctypeslib.as_array(batch.token, shape=(n_total,))[:] = flat
    np.ctypeslib.as_array(batch.pos, shape=(n_total,))[:] = np.concatenate(
        [np.arange(len(s), dtype=np.int32) for s in sequences]
    )
    np.ctypeslib.as_array(batch.n_seq_id, shape=(n_total,))[:] = 1
    # Every token is an output in embedding mode; the pooling picks what it needs.
    logits = ctypes.cast(batch.logits, ctypes.POINTER(ctypes.c_int8))
    np.ctypeslib.as_array(logits, shape=(n_total,))[:] = 1
    seq_ids = np.repeat(np.arange(len(sequences)), [len(s) for s in sequences])
    for j, seq in enumerate(seq_ids.tolist()):
        batch.seq_id[j][0] = seq
    batch.n_tokens = n_total
    return n_total


def decode_pooled(llm: Any, memory: Any, batch: Any, *, n_seqs: int, width: int) -> np.ndarray:
    """Decode ``batch`` and return the pooled output of each sequence, shape (n_seqs, width)."""
    import llama_cpp

    if memory:
        llama_cpp.llama_memory_clear(memory, True)
    rc = llama_cpp.llama_decode(llm.ctx, batch)
    if rc != 0:
        raise DecodeError(f"llama.cpp decode failed (code {rc})")
    out = np.empty((n_seqs, width), dtype=np.float32)
    for seq in range(n_seqs):
        ptr = llama_cpp.llama_get_embeddings_seq(llm.ctx, seq)
        if not ptr:
            raise DecodeError(f"llama.cpp returned no pooled output for sequence {seq}")
        out[seq] = np.ctypeslib.as_array(ptr, shape=(width,))
    return out
