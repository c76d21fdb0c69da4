"""Unit tests for desktop_search.core.text.chunking (no model: deterministic token counters)."""

from __future__ import annotations

import itertools
import random
import re

import pytest

from desktop_search.core.text.chunking import Chunk, chunk_text


def words(s: str) -> int:
    """One token per whitespace-separated word."""
    return len(s.split())


def chars3(s: str) -> int:
    """About three characters per token, like a subword tokenizer on plain text."""
    return len(s) // 3 + 1


def dense(s: str) -> int:
    """One token per character (e.g. CJK text): denser than the chunker's blind guess."""
    return len(s)


def check_invariants(text: str, chunks: list[Chunk], count, max_tokens: int, *, base_offset: int = 0) -> None:
    """Properties every chunking must have, whatever the input."""
    for i, c in enumerate(chunks):
        start, end = c.char_start - base_offset, c.char_end - base_offset
        assert 0 <= start < end <= len(text)
        assert text[start:end] == c.text, "offsets must point exactly at the chunk text"
        assert c.text == c.text.strip(), "chunks are trimmed"
        assert c.tokens <= max_tokens
        assert count(c.text) <= max_tokens
        if i:
            prev = chunks[i - 1]
            assert c.ord == prev.ord + 1
            assert c.char_start > prev.char_start
            assert c.char_end > prev.char_end


def covered_positions(chunks: list[Chunk], base_offset: int = 0) -> set[int]:
    pos: set[int] = set()
    for c in chunks:
        pos.update(range(c.char_start - base_offset, c.char_end - base_offset))
    return pos


def assert_covers_all_content(text: str, chunks: list[Chunk]) -> None:
    covered = covered_positions(chunks)
    missing = [i for i, ch in enumerate(text) if not ch.isspace() and i not in covered]
    assert not missing, f"non-whitespace characters not in any chunk: {[text[i] for i in missing[:20]]}"


def paragraph_spans(text: str) -> list[tuple[int, int]]:
    return [m.span() for m in re.finditer(r"\S(?:.*\S)?", text)]


# -- argument checks and trivial input ------------------------------------------------


@pytest.mark.parametrize("max_tokens", [-1, 0, 1, 7])
def test_max_tokens_below_8_is_rejected(max_tokens: int) -> None:
    with pytest.raises(ValueError, match="max_tokens"):
        chunk_text("some text", count_tokens=words, max_tokens=max_tokens)


def test_max_tokens_of_8_is_accepted() -> None:
    chunks = chunk_text("one two three", count_tokens=words, max_tokens=8)
    assert [c.text for c in chunks] == ["one two three"]


@pytest.mark.parametrize("text", ["", " ", "\n\n\n", " \t\n  \r\n \n\t "])
def test_empty_or_whitespace_text_yields_no_chunks(text: str) -> None:
    assert chunk_text(text, count_tokens=words, max_tokens=16, overlap_tokens=4) == []


def test_short_text_is_one_trimmed_chunk_with_exact_offsets() -> None:
    text = "\n\n   Hello there, world.  \n"
    [chunk] = chunk_text(text, count_tokens=words, max_tokens=16)
    assert chunk.text == "Hello there, world."
    assert text[chunk.char_start : chunk.char_end] == chunk.text
    assert chunk.tokens == 3
    assert chunk.ord == 0
    assert chunk.page is None


def test_chunk_tokens_match_the_counter_for_word_tokens() -> None:
    text = "\n\n".join(" ".join(f"w{p}_{i}" for i in range(p + 1)) for p in range(12))
    chunks = chunk_text(text, count_tokens=words, max_tokens=10, overlap_tokens=3)
    assert len(chunks) > 1
    for c in chunks:
        assert c.tokens == words(c.text)


def test_chunking_is_deterministic() -> None:
    text = "\n\n".join(f"Paragraph {i}. It has a few words. Some more here." for i in range(30))
    first = chunk_text(text, count_tokens=words, max_tokens=20, overlap_tokens=5)
    second = chunk_text(text, count_tokens=words, max_tokens=20, overlap_tokens=5)
    assert first == second


# -- page, offsets and ordinals -------------------------------------------------------


def test_base_offset_page_and_first_ord_are_applied() -> None:
    text = "\n\n".join(f"para {i} has five words" for i in range(10))
    plain = chunk_text(text, count_tokens=words, max_tokens=12)
    shifted = chunk_text(text, count_tokens=words, max_tokens=12, base_offset=1000, page=7, first_ord=42)
    assert len(shifted) == len(plain) > 1
    for i, (p, s) in enumerate(zip(plain, shifted, strict=True)):
        assert s.ord == 42 + i
        assert s.page == 7
        assert s.char_start == p.char_start + 1000
        assert s.char_end == p.char_end + 1000
        assert s.text == p.text
        assert s.tokens == p.tokens
    check_invariants(text, shifted, words, 12, base_offset=1000)


def test_pages_of_a_document_get_consecutive_ords_and_global_offsets() -> None:
    pages = ["First page text. " * 10, "Second page text. " * 10]
    chunks: list[Chunk] = []
    offset = 0
    for number, page_text in enumerate(pages, start=1):
        chunks += chunk_text(
            page_text,
            count_tokens=words,
            max_tokens=9,
            page=number,
            base_offset=offset,
            first_ord=len(chunks),
        )
        offset += len(page_text)
    document = "".join(pages)
    assert [c.ord for c in chunks] == list(range(len(chunks)))
    for c in chunks:
        assert document[c.char_start : c.char_end] == c.text
        assert c.page == (1 if c.char_start < len(pages[0]) else 2)


# -- boundaries -------------------------------------------------------------------------


def test_short_paragraphs_are_never_split() -> None:
    rng = random.Random(7)
    paragraphs = [" ".join(f"p{i}w{j}" for j in range(rng.randint(1, 9))) for i in range(60)]
    text = "\n\n".join(paragraphs)
    for overlap in (0, 4):
        chunks = chunk_text(text, count_tokens=words, max_tokens=20, overlap_tokens=overlap)
        check_invariants(text, chunks, words, 20)
        spans = paragraph_spans(text)
        for c in chunks:
            for start, end in spans:
                assert not start < c.char_start < end, "chunk starts inside a paragraph"
                assert not start < c.char_end < end, "chunk ends inside a paragraph"
        assert_covers_all_content(text, chunks)


def test_paragraphs_are_packed_together_up_to_the_limit() -> None:
    text = "\n\n".join(["a b c"] * 8)  # 8 paragraphs of 3 tokens
    chunks = chunk_text(text, count_tokens=words, max_tokens=10)
    assert [c.tokens for c in chunks] == [9, 9, 6]
    assert chunks[0].text == "a b c\n\na b c\n\na b c"


def test_paragraph_separator_may_contain_blank_whitespace_lines() -> None:
    text = "alpha beta\n   \t\n\n gamma delta"
    chunks = chunk_text(text, count_tokens=words, max_tokens=8)
    [chunk] = chunks
    assert chunk.text == text.strip()
    # Each paragraph is its own unit: with room for only one of them, they separate cleanly.
    long_text = "alpha beta gamma delta epsilon\n \t \n\nzeta eta theta iota kappa"
    first, second = chunk_text(long_text, count_tokens=words, max_tokens=8)
    assert first.text == "alpha beta gamma delta epsilon"
    assert second.text == "zeta eta theta iota kappa"


def test_long_paragraph_is_split_at_sentence_ends() -> None:
    sentences = [f"Sentence number {i} has six words." for i in range(20)]
    text = " ".join(sentences)  # one paragraph, 120 words
    chunks = chunk_text(text, count_tokens=words, max_tokens=16)
    check_invariants(text, chunks, words, 16)
    assert len(chunks) == 10
    for c in chunks:
        assert c.text.startswith("Sentence number")
        assert c.text.endswith("words.")
        assert c.tokens == 12  # two whole sentences fit, a third would not
    assert_covers_all_content(text, chunks)


@pytest.mark.parametrize("end", ["!", "?", "."])
def test_all_sentence_end_marks_are_boundaries(end: str) -> None:
    text = " ".join(f"This is sentence {i}{end}" for i in range(10))
    chunks = chunk_text(text, count_tokens=words, max_tokens=9)
    for c in chunks:
        assert c.text.endswith(end)
        assert c.text.startswith("This")


def test_closing_quotes_and_brackets_stay_with_their_sentence() -> None:
    text = " ".join(['He said "hello there, my friend." Then he left (the room, quietly.)'] * 6)
    chunks = chunk_text(text, count_tokens=words, max_tokens=10)
    check_invariants(text, chunks, words, 10)
    assert {c.text for c in chunks} == {
        'He said "hello there, my friend."',
        "Then he left (the room, quietly.)",
    }
    assert_covers_all_content(text, chunks)


def test_sentence_longer_than_the_limit_is_split_at_words() -> None:
    sentence_words = [f"word{i}" for i in range(53)]
    text = " ".join(sentence_words) + "."
    chunks = chunk_text(text, count_tokens=words, max_tokens=10)
    check_invariants(text, chunks, words, 10)
    assert [c.tokens for c in chunks] == [10, 10, 10, 10, 10, 3]
    # No word is cut: chunk words concatenate back to the sentence.
    rebuilt = [w for c in chunks for w in c.text.split()]
    assert rebuilt == text.split()


def test_giant_word_is_cut_by_characters() -> None:
    text = "x" * 10_000
    chunks = chunk_text(text, count_tokens=chars3, max_tokens=64)
    assert len(chunks) > 1
    check_invariants(text, chunks, chars3, 64)
    assert "".join(c.text for c in chunks) == text
    assert_covers_all_content(text, chunks)


def test_giant_word_with_overlap_does_not_raise_and_covers_everything() -> None:
    text = "y" * 10_000
    chunks = chunk_text(text, count_tokens=chars3, max_tokens=64, overlap_tokens=32)
    check_invariants(text, chunks, chars3, 64)
    assert_covers_all_content(text, chunks)


def test_giant_word_with_a_dense_tokenizer_still_fits() -> None:
    # One token per character: the blind cut (about 3 chars/token) guesses too long
    # and must shrink each piece until it fits.
    text = "字" * 500
    chunks = chunk_text(text, count_tokens=dense, max_tokens=10)
    check_invariants(text, chunks, dense, 10)
    assert "".join(c.text for c in chunks) == text


def test_giant_word_between_normal_words() -> None:
    text = "before the blob " + "z" * 3000 + " after the blob"
    chunks = chunk_text(text, count_tokens=chars3, max_tokens=32)
    check_invariants(text, chunks, chars3, 32)
    assert_covers_all_content(text, chunks)
    assert chunks[0].text.startswith("before the blob")
    assert chunks[-1].text.endswith("after the blob")


# -- overlap --------------------------------------------------------------------------


def test_no_overlap_when_overlap_is_zero() -> None:
    text = "\n\n".join(f"p{i} a b" for i in range(40))
    chunks = chunk_text(text, count_tokens=words, max_tokens=12, overlap_tokens=0)
    assert len(chunks) > 2
    for prev, nxt in itertools.pairwise(chunks):
        assert nxt.char_start > prev.char_end
    # Without overlap the chunks partition the content exactly.
    assert sum(c.tokens for c in chunks) == words(text)


def test_consecutive_chunks_overlap_when_overlap_is_positive() -> None:
    text = "\n\n".join(f"p{i} a b" for i in range(40))
    chunks = chunk_text(text, count_tokens=words, max_tokens=12, overlap_tokens=4)
    assert len(chunks) > 2
    for prev, nxt in itertools.pairwise(chunks):
        assert nxt.char_start < prev.char_end, "consecutive chunks should share text"
        shared = prev.text[nxt.char_start - prev.char_start :]
        assert nxt.text.startswith(shared)
        assert 0 < words(shared) <= 4
    check_invariants(text, chunks, words, 12)
    assert_covers_all_content(text, chunks)


def test_overlap_of_sentences_in_a_long_paragraph() -> None:
    text = " ".join(f"Short sentence {i} here." for i in range(30))
    chunks = chunk_text(text, count_tokens=words, max_tokens=16, overlap_tokens=4)
    check_invariants(text, chunks, words, 16)
    for prev, nxt in itertools.pairwise(chunks):
        shared = text[nxt.char_start : prev.char_end]
        assert shared.startswith("Short")
        assert shared.endswith("here.")
        assert words(shared) == 4


def test_overlap_is_capped_at_half_of_max_tokens() -> None:
    text = "\n\n".join(f"q{i} b" for i in range(60))
    chunks = chunk_text(text, count_tokens=words, max_tokens=10, overlap_tokens=1000)
    check_invariants(text, chunks, words, 10)
    assert_covers_all_content(text, chunks)
    for prev, nxt in itertools.pairwise(chunks):
        assert words(text[nxt.char_start : prev.char_end]) <= 5


def test_negative_overlap_means_none() -> None:
    text = "\n\n".join(f"p{i} a b" for i in range(20))
    assert chunk_text(text, count_tokens=words, max_tokens=12, overlap_tokens=-5) == chunk_text(
        text, count_tokens=words, max_tokens=12
    )


# -- headings -------------------------------------------------------------------------


def test_markdown_heading_starts_a_new_chunk_when_current_is_half_full() -> None:
    text = "one two three four five six\n\n# Heading\n\nseven eight"
    chunks = chunk_text(text, count_tokens=words, max_tokens=12)
    assert [c.text for c in chunks] == ["one two three four five six", "# Heading\n\nseven eight"]


def test_markdown_heading_joins_a_chunk_that_is_less_than_half_full() -> None:
    text = "one two\n\n## Heading\n\nseven eight"
    [chunk] = chunk_text(text, count_tokens=words, max_tokens=12)
    assert chunk.text == text


def test_heading_break_carries_no_overlap() -> None:
    text = "a b c d e f g\n\n### Section two\n\nh i j"
    chunks = chunk_text(text, count_tokens=words, max_tokens=12, overlap_tokens=6)
    assert len(chunks) == 2
    assert chunks[1].text.startswith("### Section two")
    assert chunks[1].char_start > chunks[0].char_end


def test_setext_heading_starts_a_new_chunk() -> None:
    text = "one two three four five six\n\nTitle\n=====\n\nseven eight"
    chunks = chunk_text(text, count_tokens=words, max_tokens=12)
    assert [c.text for c in chunks] == ["one two three four five six", "Title\n=====\n\nseven eight"]


def test_hash_without_space_is_not_a_heading() -> None:
    text = "one two three four five six\n\n#hashtag\n\nseven eight"
    [chunk] = chunk_text(text, count_tokens=words, max_tokens=12)
    assert chunk.text == text


# -- property-style test over many random texts -----------------------------------------

_VOCAB = ["the", "a", "file", "search", "meaning", "Ünïcode", "naïve", "data", "x1", "42", "über", "日本語"]


def _random_text(rng: random.Random) -> str:
    paragraphs = []
    for _ in range(rng.randint(0, 14)):
        kind = rng.random()
        if kind < 0.1:
            paragraphs.append(
                "#" * rng.randint(1, 6) + " " + " ".join(rng.choices(_VOCAB, k=rng.randint(1, 5)))
            )
            continue
        if kind < 0.15:
            paragraphs.append("q" * rng.randint(50, 400))
            continue
        sentences = []
        for _ in range(rng.randint(1, 12)):
            sentence = " ".join(rng.choices(_VOCAB, k=rng.randint(1, 30)))
            sentence += rng.choice([".", "!", "?", '."', ".)", "", ";"])
            sentences.append(sentence)
        paragraphs.append(rng.choice([" ", "  ", "\n", " \t"]).join(sentences))
    seps = ["\n\n", "\n \n", "\n\n\n\n", "\n\t\n  "]
    text = "".join(p + rng.choice(seps) for p in paragraphs)
    return rng.choice(["", "  ", "\n\n"]) + text


@pytest.mark.parametrize("counter", [words, chars3], ids=["words", "chars3"])
def test_random_texts_satisfy_all_invariants(counter) -> None:
    rng = random.Random(20240601)
    for _ in range(300):
        text = _random_text(rng)
        max_tokens = rng.randint(8, 64)
        overlap = rng.choice([0, 0, rng.randint(1, 40)])
        base_offset = rng.choice([0, rng.randint(1, 10_000)])
        first_ord = rng.randint(0, 50)
        chunks = chunk_text(
            text,
            count_tokens=counter,
            max_tokens=max_tokens,
            overlap_tokens=overlap,
            base_offset=base_offset,
            page=3,
            first_ord=first_ord,
        )
        if not text.strip():
            assert chunks == []
            continue
        assert chunks, text
        assert chunks[0].ord == first_ord
        assert all(c.page == 3 for c in chunks)
        for c in chunks:
            start = c.char_start - base_offset
            assert text[start : c.char_end - base_offset] == c.text
            assert c.text == c.text.strip()
            assert c.tokens <= max_tokens
            if counter is words:
                assert words(c.text) <= max_tokens
        for prev, nxt in itertools.pairwise(chunks):
            assert nxt.ord == prev.ord + 1
            assert nxt.char_start > prev.char_start
            assert nxt.char_end > prev.char_end
            if overlap == 0:
                assert nxt.char_start >= prev.char_end  # pieces of a cut word may touch
        covered = covered_positions(chunks, base_offset)
        assert all(ch.isspace() or i in covered for i, ch in enumerate(text))
