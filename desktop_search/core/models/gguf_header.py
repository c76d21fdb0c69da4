"""A GGUF file's header (metadata and tensor table), read with bounds; never the weights.

A GGUF header states every count and length (key/value pairs, tensors, array
elements, string bytes) before the data it describes. A damaged or hostile
file can state 2**40 array elements in 124 bytes, and a reader that trusts
it allocates without bound. Here each count and length is checked against the
bytes the file still has and against caps far above any real model *before*
anything is read, and only small scalar values are kept, so reading a header
costs at most a few megabytes of memory whatever the file says.

:class:`GGUFError` says what is wrong in words a user can act on; its
``truncated`` flag tells a file cut short (a download stopped, a copy failed)
from one that cannot be a model at all.
"""

from __future__ import annotations

import os
import struct
import threading
from collections.abc import Callable
from dataclasses import dataclass
from functools import partial
from pathlib import Path
from typing import BinaryIO

from ..common import reasons

MAGIC = b"GGUF"

#: Caps far above real models (tens of keys, a few thousand tensors, vocabularies
#: of about 260,000 tokens, tensor names of at most 63 bytes in llama.cpp).
MAX_KEYS = 1 << 16
MAX_TENSORS = 1 << 20
MAX_ARRAY = 1 << 24
MAX_KEY_BYTES = 1 << 10
MAX_NAME_BYTES = 1 << 10
MAX_DIMS = 4  # GGML_MAX_DIMS
#: No string in a real model comes near this (chat templates are a few KiB, tokens a few bytes).
MAX_STRING = 64 << 20
#: A string value longer than this is skipped, not kept (chat templates are a few KiB).
MAX_KEPT_STRING = 1 << 16
#: Total bytes of string values kept from one header; the rest are skipped.
MAX_KEPT_TOTAL = 4 << 20
_CHUNK = 1 << 20

_UINT8, _INT8, _UINT16, _INT16, _UINT32, _INT32, _FLOAT32, _BOOL = range(8)
_STRING, _ARRAY, _UINT64, _INT64, _FLOAT64 = range(8, 13)
#: value type -> (struct format, size in bytes) for the fixed-size types
_SCALARS: dict[int, tuple[str, int]] = {
    _UINT8: ("<B", 1),
    _INT8: ("<b", 1),
    _UINT16: ("<H", 2),
    _INT16: ("<h", 2),
    _UINT32: ("<I", 4),
    _INT32: ("<i", 4),
    _FLOAT32: ("<f", 4),
    _BOOL: ("<?", 1),
    _UINT64: ("<Q", 8),
    _INT64: ("<q", 8),
    _FLOAT64: ("<d", 8),
}
_U64 = struct.Struct("<Q")
_STRING_MIN = 8  # a string is at least its 8-byte length
_KV_MIN = 8 + 4 + 1  # key length, value type, a one-byte value
_TENSOR_MIN = 8 + 4 + 8 + 4 + 8  # name length, n_dims, one dimension, type, offset

Scalar = str | int | float | bool


class GGUFError(ValueError):
    """The file is not a readable GGUF header; the message says why, for a user."""

    def __init__(self, message: str, *, truncated: bool = False) -> None:
        super().__init__(message)
        self.truncated = truncated


@dataclass(frozen=True)
class GGUFHeader:
    """What a GGUF header says, without its large arrays."""

    version: int
    #: scalar values and strings of at most MAX_KEPT_STRING bytes (longer ones are left out)
    metadata: dict[str, Scalar]
    #: element count of each array value (its elements are not kept)
    array_lengths: dict[str, int]
    n_tensors: int
    #: where the tensor data starts, and where the last tensor ends
    data_offset: int
    data_end: int


#: Where in the header a read is, for a message: its words, or a function that gives them only
#: when a message needs them (a header of a million tensors is not slowed down by sentences never
#: said).
Where = str | Callable[[], str]


def _words(where: Where) -> str:
    return where if isinstance(where, str) else where()


class _Cursor:
    """Sequential reads from a file of known size, refusing to read past its end."""

    def __init__(self, fh: BinaryIO, size: int) -> None:
        self._fh = fh
        self.size = size
        self.pos = 0
        self._buf = b""
        self._buf_start = 0

    def left(self) -> int:
        return self.size - self.pos

    def need(self, n: int, what: Where) -> None:
        if n > self.left():
            raise GGUFError(
                reasons.GGUF_NEEDS_BYTES(place=_words(what), count=n, total=self.left()), truncated=True
            )

    def take(self, n: int, what: Where) -> bytes:
        self.need(n, what)
        off = self.pos - self._buf_start
        if off < 0 or off + n > len(self._buf):
            self._fh.seek(self.pos)
            self._buf = self._fh.read(max(n, _CHUNK))
            self._buf_start, off = self.pos, 0
            if len(self._buf) < n:
                raise GGUFError(reasons.GGUF_ENDED_EARLY(place=_words(what)), truncated=True)
        self.pos += n
        return self._buf[off : off + n]

    def skip(self, n: int, what: Where) -> None:
        self.need(n, what)
        self.pos += n

    def skip_strings(self, n: int, key: str) -> None:
        """Step over ``n`` strings (a vocabulary: hundreds of thousands), reading only their lengths."""
        unpack, pos, size = _U64.unpack_from, self.pos, self.size
        for i in range(n):
            off = pos - self._buf_start
            if off < 0 or off + 8 > len(self._buf):
                self.pos = pos
                self.take(8, partial(reasons.GGUF_AT_STRING_LENGTH, index=i, key=key))  # refills the buffer
                off = pos - self._buf_start
            length = unpack(self._buf, off)[0]
            pos += 8 + length
            if pos > size:
                self.pos = pos - length
                self.need(length, partial(reasons.GGUF_AT_STRING, index=i, key=key))
        self.pos = pos

    def scalar(self, value_type: int, what: Where) -> int | float | bool:
        fmt, size = _SCALARS[value_type]
        return struct.unpack(fmt, self.take(size, what))[0]  # type: ignore[no-any-return]

    def u32(self, what: Where) -> int:
        return int(self.scalar(_UINT32, what))

    def u64(self, what: Where) -> int:
        return int(self.scalar(_UINT64, what))

    def string_length(self, what: Where, *, cap: int = MAX_STRING) -> int:
        n = self.u64(lambda: reasons.GGUF_AT_LENGTH(place=_words(what)))
        if n > cap:
            raise GGUFError(reasons.GGUF_STRING_TOO_LONG(count=n, place=_words(what), total=cap))
        self.need(n, what)
        return n


class _Reader:
    def __init__(self, cursor: _Cursor) -> None:
        self.c = cursor
        self.kept = 0

    def header(self) -> GGUFHeader:
        c = self.c
        if c.take(4, reasons.GGUF_AT_MAGIC()) != MAGIC:
            raise GGUFError(reasons.GGUF_NO_MAGIC())
        version = c.u32(reasons.GGUF_AT_VERSION())
        if version not in (2, 3):
            raise GGUFError(reasons.GGUF_VERSION(version=version))
        n_tensors = c.u64(reasons.GGUF_AT_TENSOR_COUNT())
        n_keys = c.u64(reasons.GGUF_AT_METADATA_COUNT())
        tensors = (reasons.GGUF_TOO_MANY_TENSORS, reasons.GGUF_TENSORS_OVERRUN)
        self._check_count(n_tensors, cap=MAX_TENSORS, least=_TENSOR_MIN, said=tensors)
        entries = (reasons.GGUF_TOO_MANY_ENTRIES, reasons.GGUF_ENTRIES_OVERRUN)
        self._check_count(n_keys, cap=MAX_KEYS, least=_KV_MIN, said=entries)
        metadata: dict[str, Scalar] = {}
        arrays: dict[str, int] = {}
        for i in range(n_keys):
            n = c.string_length(partial(reasons.GGUF_AT_ENTRY_NAME, entry=i), cap=MAX_KEY_BYTES)
            key = c.take(n, reasons.GGUF_AT_A_NAME).decode("utf-8", "replace")
            value_type = c.u32(partial(reasons.GGUF_AT_TYPE, key=key))
            if value_type == _ARRAY:
                arrays[key] = self._skip_array(key)
            else:
                value = self._value(value_type, key)
                if value is not None:
                    metadata[key] = value
        alignment = metadata.get("general.alignment", 32)
        if not isinstance(alignment, int) or isinstance(alignment, bool) or alignment <= 0:
            raise GGUFError(reasons.GGUF_ALIGNMENT_NOT_POSITIVE(value=repr(alignment)))
        if alignment & (alignment - 1):
            raise GGUFError(reasons.GGUF_ALIGNMENT_NOT_POWER(value=alignment))
        data_end, last = 0, 0  # where the furthest tensor ends (relative to the data), and which
        for i in range(n_tensors):
            end = self._tensor(i, alignment)
            if end > data_end:
                data_end, last = end, i
        data_offset = -(-c.pos // alignment) * alignment
        if data_end and data_offset + data_end > c.size:
            raise GGUFError(
                reasons.GGUF_FILE_TOO_SHORT(tensor=last, count=data_offset + data_end, total=c.size),
                truncated=True,
            )
        return GGUFHeader(
            version=version,
            metadata=metadata,
            array_lengths=arrays,
            n_tensors=n_tensors,
            data_offset=data_offset,
            data_end=data_offset + data_end,
        )

    def _check_count(
        self, n: int, *, cap: int, least: int, said: tuple[reasons.Reason, reasons.Reason], **fields: object
    ) -> None:
        """Refuse ``n`` items of at least ``least`` bytes each: ``said`` is (more than ``cap``, more than
        the file holds), with the reasons' other ``fields``."""
        too_many, overrun = said
        if n > cap:
            raise GGUFError(too_many(count=n, total=cap, **fields))
        if n * least > self.c.left():
            raise GGUFError(overrun(count=n, total=self.c.left(), **fields), truncated=True)

    def _value(self, value_type: int, key: str) -> Scalar | None:
        c = self.c
        if value_type == _STRING:
            where = partial(reasons.GGUF_AT_VALUE, key=key)
            n = c.string_length(where)
            if n > MAX_KEPT_STRING or self.kept + n > MAX_KEPT_TOTAL:
                c.skip(n, where)
                return None
            self.kept += n
            return c.take(n, where).decode("utf-8", "replace")
        if value_type not in _SCALARS:
            raise GGUFError(reasons.GGUF_UNKNOWN_TYPE(key=key, type=value_type))
        return c.scalar(value_type, partial(reasons.GGUF_AT_VALUE, key=key))

    def _skip_array(self, key: str) -> int:
        c = self.c
        item_type = c.u32(partial(reasons.GGUF_AT_ELEMENT_TYPE, key=key))
        n = c.u64(partial(reasons.GGUF_AT_LENGTH, place=key))
        if n > MAX_ARRAY:
            raise GGUFError(reasons.GGUF_ARRAY_TOO_LONG(count=n, key=key, total=MAX_ARRAY))
        if item_type == _STRING:
            strings = (reasons.GGUF_TOO_MANY_STRINGS, reasons.GGUF_STRINGS_OVERRUN)
            self._check_count(n, cap=MAX_ARRAY, least=_STRING_MIN, said=strings, key=key)
            c.skip_strings(n, key)
        elif item_type in _SCALARS:
            c.skip(n * _SCALARS[item_type][1], partial(reasons.GGUF_AT_ELEMENTS, count=n, key=key))
        elif item_type == _ARRAY:
            raise GGUFError(reasons.GGUF_ARRAY_OF_ARRAYS(key=key))
        else:
            raise GGUFError(reasons.GGUF_ARRAY_UNKNOWN_TYPE(key=key, type=item_type))
        return n

    def _tensor(self, i: int, alignment: int) -> int:
        """Read tensor ``i``'s entry; returns where its data ends, relative to the data start."""
        c = self.c
        name = partial(reasons.GGUF_AT_TENSOR_NAME, tensor=i)
        c.skip(c.string_length(name, cap=MAX_NAME_BYTES), name)
        n_dims = c.u32(partial(reasons.GGUF_AT_TENSOR_DIMENSIONS, tensor=i))
        if not 1 <= n_dims <= MAX_DIMS:
            raise GGUFError(reasons.GGUF_DIMENSIONS(tensor=i, count=n_dims, most=MAX_DIMS))
        shape = partial(reasons.GGUF_AT_TENSOR_SHAPE, tensor=i)
        dims = [c.u64(shape) for _ in range(n_dims)]
        ggml_type = c.u32(partial(reasons.GGUF_AT_TENSOR_TYPE, tensor=i))
        offset = c.u64(partial(reasons.GGUF_AT_TENSOR_OFFSET, tensor=i))
        if offset % alignment:
            raise GGUFError(reasons.GGUF_NOT_ALIGNED(tensor=i, offset=offset, alignment=alignment))
        elements = 1
        for d in dims:
            elements *= d
        if elements >= 1 << 62:
            raise GGUFError(reasons.GGUF_TOO_MANY_ELEMENTS(tensor=i, count=elements))
        nbytes = _tensor_bytes(ggml_type, dims[0], elements)
        if nbytes is None:
            raise GGUFError(reasons.GGUF_SHAPE(tensor=i, shape=dims, type=ggml_type))
        return offset + nbytes


_quant_sizes: dict[int, tuple[int, int]] | None = None


def _tensor_bytes(ggml_type: int, row: int, elements: int) -> int | None:
    """Bytes of a tensor's data; 0 when the type is unknown here (llama.cpp checks it itself)."""
    global _quant_sizes  # noqa: PLW0603 (a table built once)
    if _quant_sizes is None:
        import gguf

        _quant_sizes = {int(t): (int(b), int(s)) for t, (b, s) in gguf.GGML_QUANT_SIZES.items()}
    block, size = _quant_sizes.get(ggml_type, (0, 0))
    if block == 0:
        return 0
    if row % block:
        return None
    return elements // block * size


_cache: dict[tuple[str, int, int, int], GGUFHeader] = {}
_cache_lock = threading.Lock()
_CACHE_SIZE = 8


def read_header(path: Path) -> GGUFHeader:
    """The header of the GGUF file at ``path``; GGUFError for anything that is not a sound one.

    Results are remembered per (path, size, modification time), so the several
    readers of one model at start-up walk its vocabulary once.
    """
    path = Path(path)
    with open(path, "rb") as fh:
        st = os.fstat(fh.fileno())
        key = (str(path.resolve()), st.st_size, st.st_mtime_ns, st.st_ino)
        with _cache_lock:
            if (hit := _cache.get(key)) is not None:
                return hit
        header = _Reader(_Cursor(fh, st.st_size)).header()
    with _cache_lock:
        while len(_cache) >= _CACHE_SIZE:
            _cache.pop(next(iter(_cache)))
        _cache[key] = header
    return header
