"""A document cut into passages, as the indexer cuts them (benchmarks cut the same)."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable

from ..extract import Document
from ..models.embedder import Embedder
from ..text.chunking import Chunk, chunk_text
from ..text.lexical import PassageTerms, detect_language, index_terms

# Passages longer than this match too many things and make poor snippets.
MAX_CHUNK_TOKENS = 512
PAGE_SEPARATOR = "\n\n"
#: Characters counted as one token when machine-written text is cut without the model's tokenizer
#: (logs tokenise into short pieces: digits, punctuation; a passage stays near the model's size).
_CHARS_PER_TOKEN = 4


def count_chars_as_tokens(text: str) -> int:
    return len(text) // _CHARS_PER_TOKEN + 1


def words_only_chunks(document: Document, max_tokens: int) -> tuple[list[Chunk], list[PassageTerms]]:
    """Passages of machine-written text for the keyword index alone: cut by characters at line
    ends (no tokenizer: a 40 MB log is cut in a second), without overlap (no model reads them),
    and analysed in the language of the file as a whole (one detection, not one per passage)."""
    chunks = chunk_document(
        document,
        count_tokens=count_chars_as_tokens,
        max_tokens=max_tokens,
        overlap_tokens=0,
    )
    sample = "\n".join(c.text for c in chunks[:: max(1, len(chunks) // 8)][:8])
    lang = detect_language(sample)
    return chunks, [PassageTerms(lang, *index_terms(c.text, lang)) for c in chunks]


def chunk_budget(embedder: Embedder) -> int:
    """Text tokens per chunk: the model's input less its special tokens and document prefix."""
    profile = embedder.profile
    prefix_tokens = embedder.count_tokens(profile.format_document("")) if profile.document_prefix else 0
    return min(embedder.max_tokens, MAX_CHUNK_TOKENS) - 2 - prefix_tokens


def chunk_document(
    document: Document, *, count_tokens: Callable[[str], int], max_tokens: int, overlap_tokens: int
) -> list[Chunk]:
    """The chunks of every page of ``document``, numbered and offset across pages.

    A module function so benchmarks can cut exactly the chunks the indexer embeds.
    """
    chunks: list[Chunk] = []
    offset = 0
    for page in document.pages:
        cut = chunk_text(
            page.text,
            count_tokens=count_tokens,
            max_tokens=max_tokens,
            overlap_tokens=overlap_tokens,
            page=page.number,
            base_offset=offset,
            first_ord=len(chunks),
        )
        chunks += [dataclasses.replace(c, ocr=True) for c in cut] if page.ocr else cut
        offset += len(page.text) + len(PAGE_SEPARATOR)
    return chunks
