"""Typos (desktop_search/core/text/spelling.py): only words no file holds, corrected to the index's own."""

from __future__ import annotations

from desktop_search.core.text.lexical import Query
from desktop_search.core.text.spelling import Vocabulary, correct, one_edit

# What an English index holds: stems ("result", "find") and folded words.
TERMS = {
    "result": 40,
    "find": 25,
    "supplement": 7,
    "mitochondria": 12,
    "cell": 300,
    "regulatori": 5,
    "zinc": 3,
}


def vocabulary(terms: dict[str, int] = TERMS) -> Vocabulary:
    reads = []

    def read() -> dict[str, int]:
        reads.append(1)
        return dict(terms)

    vocab = Vocabulary(read, lambda: 1)
    vocab.reads = reads  # type: ignore[attr-defined]
    return vocab


STEM = Query.parse("x").stemmer()  # English stems, as the index holds them


def test_one_edit_covers_damerau_operations() -> None:
    near = one_edit("cat")
    assert {"at", "act", "cut", "cart"} <= near
    assert "cat" not in near


def test_a_swapped_pair_is_found_through_its_stem() -> None:
    vocab = vocabulary()
    [fix] = correct("resluting", vocab, STEM)
    assert (fix.typed, fix.word, fix.term) == ("resluting", "resulting", "result")
    assert correct("findnigs", vocab, STEM)[0].word == "findings"
    assert correct("mitochondira", vocab, STEM)[0].term == "mitochondria"  # two edits: from the vocabulary


def test_a_word_the_index_holds_is_never_corrected() -> None:
    vocab = vocabulary()
    assert correct("results", vocab, STEM) == []  # its stem is there
    assert correct("cell", vocab, STEM) == []
    assert correct("zinc", vocab, STEM) == []


def test_short_words_numbers_and_other_scripts_are_left_alone() -> None:
    vocab = vocabulary()
    assert correct("zinx", vocab, STEM) != []  # four letters: corrected
    assert correct("cel", vocab, STEM) == []
    assert correct("2024", vocab, STEM) == []
    assert correct("税金申告", vocab, STEM) == []
    assert correct("qqqqqqqqq", vocab, STEM) == []  # nothing near: nothing added


def test_the_vocabulary_is_read_once_while_the_index_does_not_change() -> None:
    vocab = vocabulary()
    correct("resluting", vocab, STEM)
    correct("findnigs", vocab, STEM)
    assert len(vocab.reads) == 1  # type: ignore[attr-defined]
