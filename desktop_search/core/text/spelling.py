"""Typos: a query word that no file holds, searched also as the index's words one or two edits away.

The vocabulary is the keyword index's own (FTS5's ``fts5vocab`` over the passages' words
column), so it follows the files as they change (read again when the index has changed and a
minute has passed). It holds what the index holds: stems for passages in a stemmed language
("result" for "resulting"), folded words otherwise. A typed word is a typo only when neither it
nor its stems are in the index; it is never "corrected" otherwise.

Candidates, nearest first:

1. The typed word's one-edit neighbours (a letter deleted, swapped with the next, changed or
   inserted: Damerau's four operations), stemmed as the index stems them, that the index holds
   ("resluting" -> "resulting" -> "result"). Generated, not searched: a few hundred look-ups.
2. Otherwise the vocabulary's terms within two edits of the word or of its stem (optimal string
   alignment distance, ``rapidfuzz``), for words of :data:`TWO_EDITS_FROM` letters or more.

The most frequent candidate at the smallest distance wins; up to :data:`MAX_CORRECTIONS` are kept.
Words of unspaced scripts, numbers and short words (under :data:`MIN_LETTERS`) are left alone, and
so is every word of English (SymSpell's frequency dictionary of 82,765 words, shipped with
``symspellpy``): a real word that no file holds ("connection" in a folder without it) is what was
meant, and two edits would turn it into another ("collect").
"""

from __future__ import annotations

import functools
import importlib.util
import logging
import string
import sys
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from pathlib import Path

from rapidfuzz import process
from rapidfuzz.distance import OSA

log = logging.getLogger(__name__)

MIN_LETTERS = 4
TWO_EDITS_FROM = 8
MAX_CORRECTIONS = 1
#: The vocabulary is read again at most this often while the index changes.
REFRESH_S = 60.0
_LETTERS = string.ascii_lowercase


@dataclass(frozen=True)
class Correction:
    typed: str  #: the word as typed (folded)
    word: str  #: what it is also searched as: a surface word where one is known, else the index term
    term: str  #: the index term that matched


class Vocabulary:
    """The words of the keyword index with the number of passages holding each (a cache)."""

    def __init__(self, read: Callable[[], dict[str, int]], generation: Callable[[], int]) -> None:
        self._read = read
        self._generation = generation
        self._terms: dict[str, int] = {}
        self._words: list[str] = []
        self._at = (-1, -REFRESH_S)

    def terms(self) -> dict[str, int]:
        generation, now = self._generation(), time.monotonic()
        if generation != self._at[0] and (now - self._at[1] >= REFRESH_S or self._at[0] < 0):
            self._terms = self._read()
            self._words = [t for t in self._terms if t.isalpha() and MIN_LETTERS <= len(t) <= 30]
            self._at = (generation, now)
        return self._terms

    def near(self, word: str, limit: int = 5) -> list[tuple[str, int]]:
        """Terms within two edits of ``word``: (term, distance)."""
        self.terms()
        found = process.extract(word, self._words, scorer=OSA.distance, score_cutoff=2, limit=limit)
        return [(term, int(distance)) for term, distance, _i in found]


ENGLISH_WORDS = "frequency_dictionary_en_82_765.txt"


@functools.cache
def english_words() -> frozenset[str]:
    """The words of SymSpell's English frequency dictionary (empty when it cannot be read).

    Found beside the installed ``symspellpy`` package without importing it (nothing of its code
    is used), or in the packaged app's bundle, where the spec puts it.
    """
    places = []
    spec = importlib.util.find_spec("symspellpy")
    if spec is not None and spec.submodule_search_locations:
        places += [Path(p) / ENGLISH_WORDS for p in spec.submodule_search_locations]
    if bundle := getattr(sys, "_MEIPASS", None):
        places.append(Path(bundle) / "symspellpy" / ENGLISH_WORDS)
    for place in places:
        try:
            text = place.read_text(encoding="utf-8")
        except OSError:
            continue
        return frozenset(line.split(" ", 1)[0] for line in text.splitlines() if line)
    log.warning("no English word list for typos (%s not found): real words may be corrected", ENGLISH_WORDS)
    return frozenset()


def one_edit(word: str) -> set[str]:
    """Every string one deletion, transposition, substitution or insertion away from ``word``."""
    splits = [(word[:i], word[i:]) for i in range(len(word) + 1)]
    deletes = {a + b[1:] for a, b in splits if b}
    swaps = {a + b[1] + b[0] + b[2:] for a, b in splits if len(b) > 1}
    changes = {a + c + b[1:] for a, b in splits if b for c in _LETTERS}
    inserts = {a + c + b for a, b in splits for c in _LETTERS}
    return (deletes | swaps | changes | inserts) - {word}


def correct(
    word: str, vocabulary: Vocabulary, stem: Callable[[Iterable[str]], list[str]]
) -> list[Correction]:
    """Corrections of ``word`` (folded, held by no passage), nearest and most frequent first."""
    if len(word) < MIN_LETTERS or not word.isascii() or not word.isalpha():
        return []
    terms = vocabulary.terms()
    if word in terms or any(s in terms for s in stem([word])):
        return []  # not a typo: the index holds it
    if word in english_words():
        return []  # a real word, just not in these files
    candidates = sorted(one_edit(word))
    stems = stem(candidates)
    scored: dict[str, tuple[int, int, str]] = {}  # term -> (distance, -df, surface)
    for surface, term in zip(candidates, stems, strict=True):
        for key in (term, surface):
            if key in terms:
                best = scored.get(key)
                if best is None or (1, -terms[key]) < best[:2]:
                    scored[key] = (1, -terms[key], surface)
    if not scored and len(word) >= TWO_EDITS_FROM:
        for probe in dict.fromkeys([word, *stem([word])]):
            for term, distance in vocabulary.near(probe):
                if distance <= 2 and term not in scored:
                    scored[term] = (distance, -terms.get(term, 0), term)
    ranked = sorted(scored.items(), key=lambda kv: kv[1])
    return [Correction(word, surface, term) for term, (_d, _df, surface) in ranked[:MAX_CORRECTIONS]]
