"""The bounded GGUF header reader against gguf's own reader, and on files cut anywhere."""

from __future__ import annotations

import random
import re
import struct
from pathlib import Path

import gguf
import pytest

from desktop_search.core.models.gguf_header import MAX_ARRAY, GGUFError, read_header


def _scalars(path: Path) -> dict[str, object]:
    reader = gguf.GGUFReader(str(path))
    out: dict[str, object] = {}
    for key, field in reader.fields.items():
        if key.startswith("GGUF."):
            continue  # the reader's own pseudo-fields
        value = field.contents()
        if isinstance(value, str | int | float | bool):
            out[key] = value
    return out


def test_it_reads_what_gguf_reads(default_model: Path) -> None:
    header = read_header(default_model)
    assert header.metadata == _scalars(default_model)
    reader = gguf.GGUFReader(str(default_model))
    assert header.n_tensors == len(reader.tensors)
    assert header.array_lengths["tokenizer.ggml.tokens"] == 30522
    assert header.data_end == default_model.stat().st_size


def test_a_file_cut_anywhere_is_incomplete_never_a_crash(default_model: Path, tmp_path: Path) -> None:
    data = default_model.read_bytes()
    cut = tmp_path / "cut.gguf"
    rng = random.Random(0)
    header_end = read_header(default_model).data_offset
    for length in [5, 8, 23, 24, 100, header_end - 1, header_end, len(data) - 1]:
        cut.write_bytes(data[:length])
        with pytest.raises(GGUFError) as refused:
            read_header(cut)
        assert refused.value.truncated, (length, str(refused.value))
    for _ in range(40):
        length = rng.randrange(24, len(data) - 1)
        cut.write_bytes(data[:length])
        with pytest.raises(GGUFError):
            read_header(cut)


def _s(text: bytes) -> bytes:
    return struct.pack("<Q", len(text)) + text


@pytest.mark.parametrize(
    ("body", "message"),
    [
        (b"GGUF" + struct.pack("<IQQ", 1, 0, 0), "GGUF version 1"),
        (
            b"GGUF" + struct.pack("<IQQ", 3, 0, 1) + _s(b"a") + struct.pack("<IIQ", 9, 9, 1),
            "array of arrays",
        ),
        (b"GGUF" + struct.pack("<IQQ", 3, 0, 1) + _s(b"a") + struct.pack("<IB", 77, 0), "unknown type (77)"),
        (
            b"GGUF" + struct.pack("<IQQ", 3, 0, 1) + _s(b"a") + struct.pack("<IIQ", 9, 0, MAX_ARRAY + 1),
            "declares an array of 16,777,217 elements in a",
        ),
        (b"GGUF" + struct.pack("<IQQ", 3, 0, 1) + _s(b"k" * 5000) + bytes(16), "a string of 5,000 bytes"),
    ],
    ids=["version-1", "nested-array", "unknown-type", "long-array", "long-key"],
)
def test_impossible_headers_are_invalid(tmp_path: Path, body: bytes, message: str) -> None:
    path = tmp_path / "bad.gguf"
    path.write_bytes(body + bytes(64))
    with pytest.raises(GGUFError, match=re.escape(message)) as refused:
        read_header(path)
    assert not refused.value.truncated
