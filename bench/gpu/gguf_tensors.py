"""A GGUF file's metadata and its F32/F16 tensors as numpy arrays: the weights for the PyTorch peer.

Only what ``peer.py`` needs from the app's own model file (GGUF v2/v3, little-endian, tensors of
type F32 or F16), with numpy alone, since the ``gguf`` package is not on every machine that runs
the peer. The app reads headers with bounds (``desktop_search.core.models.gguf_header``); this
reader trusts the file, which the bench made itself.

    meta, tensors = read_gguf(Path("all-MiniLM-L6-v2-f16.gguf"))
    tensors["blk.0.attn_q.weight"].shape   # (384, 384): rows are output features, as in PyTorch
"""

from __future__ import annotations

import struct
from pathlib import Path
from typing import Any, BinaryIO

import numpy as np

MAGIC = b"GGUF"
#: GGUF metadata value types -> struct format of the fixed-size ones.
_SCALARS = {
    0: "<B",
    1: "<b",
    2: "<H",
    3: "<h",
    4: "<I",
    5: "<i",
    6: "<f",
    7: "<?",
    10: "<Q",
    11: "<q",
    12: "<d",
}
_STRING, _ARRAY = 8, 9
#: ggml tensor types this reader turns into arrays.
_DTYPES = {0: np.dtype("<f4"), 1: np.dtype("<f2")}


def _read(fh: BinaryIO, fmt: str) -> Any:
    size = struct.calcsize(fmt)
    data = fh.read(size)
    if len(data) != size:
        raise ValueError("the GGUF file ends early")
    return struct.unpack(fmt, data)[0]


def _string(fh: BinaryIO) -> str:
    n = _read(fh, "<Q")
    return fh.read(n).decode("utf-8", "replace")


def _value(fh: BinaryIO, kind: int) -> Any:
    if kind in _SCALARS:
        return _read(fh, _SCALARS[kind])
    if kind == _STRING:
        return _string(fh)
    if kind == _ARRAY:
        item, count = _read(fh, "<I"), _read(fh, "<Q")
        if item in _SCALARS:  # read at once: vocabularies are arrays of 30,000+ items
            fmt = _SCALARS[item]
            size = struct.calcsize(fmt)
            return list(struct.unpack(f"<{count}{fmt[1]}", fh.read(size * count)))
        return [_value(fh, item) for _ in range(count)]
    raise ValueError(f"unknown GGUF value type {kind}")


def read_gguf(path: Path) -> tuple[dict[str, Any], dict[str, np.ndarray]]:
    """``(metadata, tensors)``: every key's value, and every tensor as a read-only array in
    PyTorch's order of dimensions (GGUF lists the innermost dimension first)."""
    with open(path, "rb") as fh:
        if fh.read(4) != MAGIC:
            raise ValueError(f"{path} is not a GGUF file")
        version = _read(fh, "<I")
        if version not in (2, 3):
            raise ValueError(f"GGUF version {version} is not supported here")
        n_tensors, n_kv = _read(fh, "<Q"), _read(fh, "<Q")
        meta: dict[str, Any] = {}
        for _ in range(n_kv):
            key = _string(fh)
            meta[key] = _value(fh, _read(fh, "<I"))
        table = []
        for _ in range(n_tensors):
            name = _string(fh)
            dims = [_read(fh, "<Q") for _ in range(_read(fh, "<I"))]
            kind, offset = _read(fh, "<I"), _read(fh, "<Q")
            table.append((name, dims, kind, offset))
        alignment = int(meta.get("general.alignment", 32))
        start = -(-fh.tell() // alignment) * alignment
    data = np.memmap(path, dtype=np.uint8, mode="r")
    tensors = {}
    for name, dims, kind, offset in table:
        if kind not in _DTYPES:
            raise ValueError(f"tensor {name} has ggml type {kind}: only F32 and F16 are read here")
        dtype = _DTYPES[kind]
        count = int(np.prod(dims))
        begin = start + offset
        raw = data[begin : begin + count * dtype.itemsize]
        tensors[name] = raw.view(dtype).reshape(tuple(reversed(dims)))
    return meta, tensors
