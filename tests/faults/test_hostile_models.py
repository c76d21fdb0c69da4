"""Hostile GGUF headers: refused with a clear message, in bounded memory, never handed to llama.cpp.

Each file is 124 bytes and states counts or lengths it cannot hold (an array
of 2**40 elements, a 2**40-byte string, billions of metadata entries or
tensors). The import path, the model-kind check, the embedder and the reranker
read them in a child process limited to 1 GiB of address space; the engine's
start falls back to the default model and says why.
"""

from __future__ import annotations

import json
import os
import struct
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from desktop_search.core.common.config import Paths
from desktop_search.core.common.settings import Settings
from desktop_search.core.engine import Engine
from desktop_search.core.models import runtime
from desktop_search.core.models.embedder import Embedder
from desktop_search.core.models.gguf_header import GGUFError
from desktop_search.core.models.reranker import Reranker, RerankerError
from desktop_search.core.models.runtime import ModelError

_STRING, _ARRAY, _UINT8, _UINT32 = 8, 9, 0, 4
TERA = 1 << 40


def _s(text: bytes) -> bytes:
    return struct.pack("<Q", len(text)) + text


def _kv_str(key: bytes, value: bytes) -> bytes:
    return _s(key) + struct.pack("<I", _STRING) + _s(value)


def _kv_u32(key: bytes, value: int) -> bytes:
    return _s(key) + struct.pack("<II", _UINT32, value)


def _gguf(*, tensors: int, kvs: int, body: bytes) -> bytes:
    data = b"GGUF" + struct.pack("<IQQ", 3, tensors, kvs) + body
    return data + bytes(max(0, 124 - len(data)))


#: An embedding model's header as far as the app looks: BERT with mean pooling.
_EMBEDDER_KVS = _kv_str(b"general.architecture", b"bert") + _kv_u32(b"bert.pooling_type", 1)

#: file name -> (bytes, what the refusal must say)
HOSTILE: dict[str, tuple[bytes, str]] = {
    "huge-array.gguf": (
        _gguf(tensors=0, kvs=3, body=_EMBEDDER_KVS + _s(b"tokenizer.ggml.token_type")
              + struct.pack("<IIQ", _ARRAY, _UINT8, TERA)),
        "declares an array of 1,099,511,627,776 elements",
    ),
    "huge-string-array.gguf": (
        _gguf(tensors=0, kvs=3, body=_EMBEDDER_KVS + _s(b"tokenizer.ggml.tokens")
              + struct.pack("<IIQ", _ARRAY, _STRING, TERA)),
        "declares an array of 1,099,511,627,776 elements",
    ),
    "huge-string.gguf": (
        _gguf(tensors=0, kvs=3, body=_EMBEDDER_KVS + _s(b"general.name") + struct.pack("<IQ", _STRING, TERA)),
        "declares a string of 1,099,511,627,776 bytes",
    ),
    "billions-of-entries.gguf": (
        _gguf(tensors=0, kvs=3_000_000_000, body=_EMBEDDER_KVS),
        "declares 3,000,000,000 metadata entries",
    ),
    "billions-of-tensors.gguf": (
        _gguf(tensors=1 << 34, kvs=2, body=_EMBEDDER_KVS),
        "declares 17,179,869,184 tensors",
    ),
}  # fmt: skip


@pytest.fixture
def hostile_dir(tmp_path: Path) -> Path:
    folder = tmp_path / "hostile"
    folder.mkdir()
    for name, (data, _) in HOSTILE.items():
        (folder / name).write_bytes(data)
    return folder


_CHILD = textwrap.dedent(
    """
    import json, resource, sys, time
    from pathlib import Path
    resource.setrlimit(resource.RLIMIT_AS, (1 << 30, 1 << 30))
    from desktop_search.core.models.embedder import Embedder
    from desktop_search.core.models.runtime import ModelInfo
    from desktop_search.core.models.library import import_model, model_kind
    from desktop_search.core.models.reranker import Reranker

    folder, models = Path(sys.argv[1]), Path(sys.argv[2])
    out = {}
    for path in sorted(folder.iterdir()):
        calls = {
            "read": lambda: ModelInfo.read(path),
            "kind": lambda: model_kind(path),
            "import": lambda: import_model(path, models),
            "embedder": lambda: Embedder(path),
            "reranker": lambda: Reranker(path),
        }
        for what, call in calls.items():
            start = time.monotonic()
            try:
                call()
                message = "accepted"
            except BaseException as exc:  # a MemoryError is a failure to report, not to crash on
                message = f"{type(exc).__name__}: {exc}"
            out[f"{path.name} {what}"] = [message, time.monotonic() - start]
    print(json.dumps(out))
    """
)


@pytest.mark.skipif(sys.platform != "linux", reason="RLIMIT_AS is enforced on Linux")
def test_hostile_headers_are_refused_clearly_in_bounded_memory(hostile_dir: Path, tmp_path: Path) -> None:
    env = dict(os.environ, OPENBLAS_NUM_THREADS="1", OMP_NUM_THREADS="1")
    child = subprocess.run(
        [sys.executable, "-c", _CHILD, str(hostile_dir), str(tmp_path / "models")],
        capture_output=True, text=True, timeout=240, env=env, check=False,
    )  # fmt: skip
    assert child.returncode == 0, child.stderr[-3000:]
    results = json.loads(child.stdout.splitlines()[-1])
    assert len(results) == 5 * len(HOSTILE)
    for key, (message, seconds) in results.items():
        name = key.split()[0]
        assert message.startswith(("ModelError:", "RerankerError:")), (key, message)
        assert f"{name} is not a valid GGUF model" in message or f"{name} is damaged" in message, (
            key,
            message,
        )
        assert HOSTILE[name][1] in message, (key, message)
        assert seconds < 5, (key, seconds)
    assert not list((tmp_path / "models").glob("*.gguf")), "nothing hostile is copied in"


def test_a_refused_file_is_never_handed_to_llama_cpp(hostile_dir: Path, monkeypatch) -> None:
    opened: list[object] = []

    def record(**kwargs: object) -> object:
        opened.append(kwargs["model_path"])
        raise ValueError("llama.cpp must not be asked to load this")

    monkeypatch.setattr(runtime, "_open_llama", record)
    for path in sorted(hostile_dir.iterdir()):
        with pytest.raises(GGUFError):
            runtime.load_llama(path, batch_tokens=64, flash_attn=False, gpu=False)
        with pytest.raises(ModelError, match="is not a valid GGUF model"):
            Embedder(path)
        with pytest.raises(RerankerError, match="is not a valid GGUF model"):
            Reranker(path)
    assert opened == []


def test_the_app_starts_with_a_hostile_model_configured_and_says_why(hostile_dir: Path, paths: Paths) -> None:
    embedder, reranker = hostile_dir / "billions-of-tensors.gguf", hostile_dir / "huge-string-array.gguf"
    Settings(embedder_model=str(embedder), reranker_model=str(reranker)).save(paths.settings_path)
    with Engine(paths) as engine:
        status = engine.status()
    assert "billions-of-tensors.gguf is not a valid GGUF model" in engine.model_warning
    assert HOSTILE[embedder.name][1] in engine.model_warning
    assert status.model == "all-MiniLM-L6-v2"
    assert "huge-string-array.gguf is not a valid GGUF model" in engine.reranker_error
    assert HOSTILE[reranker.name][1] in engine.reranker_error
    assert status.reranker is None


def test_a_file_cut_short_is_damaged_not_invalid(tmp_path: Path, default_model: Path) -> None:
    cut = tmp_path / "cut.gguf"
    cut.write_bytes(default_model.read_bytes()[:-4096])
    with pytest.raises(ModelError, match=r"cut.gguf is damaged or incomplete: tensor \d+ needs the file"):
        Embedder(cut)
