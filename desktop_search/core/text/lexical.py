"""One analysis of text for keyword search, in every script: what is indexed, queried and marked.

Text is cut into tokens that keep their exact character offsets in the original
text. A run of letters, digits and combining marks is a **word** in scripts written
with spaces (Latin, Cyrillic, Greek, Arabic, Devanagari, ...): case-folded, with
its diacritics folded ("Häuser" -> "hauser", "café" -> "cafe"). Scripts written
without spaces between words (Han, Hiragana, Katakana, Hangul; Thai, Lao, Khmer,
Myanmar) are cut into **units**: one character with the combining marks that
follow it (a Thai vowel or tone mark belongs to its consonant). Their keyword
terms are overlapping unit bigrams (in order, so a longer query is a phrase of
bigrams) plus single units, so one- and two-character queries match.

Stemming only where the language is known: a passage's language is detected
(:func:`detect_language`) and its words' Snowball stems stored next to the
surface forms; a query word is looked up as its surface form OR its stems in
each language the index holds (a query's language is too short to detect).

The keyword index holds pre-analysed text: space-separated terms that SQLite's
``ascii`` tokenizer keeps whole (every non-ASCII character is a token character
to it, and terms hold no ASCII punctuation), so SQLite's own Unicode tables
never decide what a word is.
"""

from __future__ import annotations

import bisect
import functools
import itertools
import re
import unicodedata
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import Any, NamedTuple

#: Words too common to be worth searching for or marking (English; queries only).
STOPWORDS = frozenset(
    "a an and are as at be but by for from has have how i in is it its my of on or our that the their "
    "this to was we were what when where which who why will with you your do does did can could should "
    "would about into than then there these those been being me".split()
)

#: stop-words' names of the languages whose code it does not know (its Norwegian is "nb").
_STOPWORD_CODES = {"no": "nb"}


@functools.cache
def stopwords_of(lang: str) -> frozenset[str]:
    """The common words of ``lang`` (the stop-words package's lists), folded as index terms;
    none for a language it has no list for, and never for unspaced scripts (units are kept)."""
    from stop_words import StopWordError, get_stop_words

    try:
        words = get_stop_words(_STOPWORD_CODES.get(lang, lang))
    except StopWordError:
        return frozenset()
    return frozenset(t.term for w in words for t in tokens(w) if t.kind == WORD)


WORD = 0  #: token kind: a word of a script written with spaces
# Scripts written without spaces: a token of these kinds is one unit (a character and its marks).
CJK, THAI, LAO, KHMER, MYANMAR = 1, 2, 3, 4, 5

# Code point ranges [start, end] of the scripts written without spaces, by kind.
_UNSPACED_RANGES: tuple[tuple[int, int, int], ...] = (
    (0x0E00, 0x0E7F, THAI),
    (0x0E80, 0x0EFF, LAO),
    (0x1000, 0x109F, MYANMAR),
    (0x1100, 0x11FF, CJK),  # Hangul Jamo
    (0x1780, 0x17FF, KHMER),
    (0x19E0, 0x19FF, KHMER),
    (0x2E80, 0x2FDF, CJK),  # radicals
    (0x3005, 0x3007, CJK),  # 々 〆 〇
    (0x3021, 0x3029, CJK),
    (0x3031, 0x3035, CJK),
    (0x3038, 0x303C, CJK),
    (0x3041, 0x30FF, CJK),  # Hiragana, Katakana
    (0x3130, 0x318F, CJK),  # Hangul compatibility Jamo
    (0x31F0, 0x31FF, CJK),
    (0x3400, 0x4DBF, CJK),
    (0x4E00, 0x9FFF, CJK),
    (0xA960, 0xA97F, CJK),
    (0xA9E0, 0xA9FF, MYANMAR),
    (0xAA60, 0xAA7F, MYANMAR),
    (0xAC00, 0xD7FF, CJK),  # Hangul syllables, Jamo extended B
    (0xF900, 0xFAFF, CJK),
    (0xFF66, 0xFF9F, CJK),  # half-width Katakana
    (0xFFA0, 0xFFDC, CJK),  # half-width Hangul
    (0x1B000, 0x1B16F, CJK),
    (0x20000, 0x323AF, CJK),
)
_RANGE_STARTS = [r[0] for r in _UNSPACED_RANGES]
# Combining marks that are accents of a letter: dropped when a word is folded.
_DIACRITICS = re.compile(
    "[\u0300-\u036f\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\ufe20-\ufe2f"  # Latin, Greek, Cyrillic
    "\u064b-\u065f\u0591-\u05c7]"  # Arabic harakat, Hebrew points
)
#: Longest passage prefix read to detect a language (py3langid is linear in it).
LANGUAGE_SAMPLE = 1000
#: A passage with fewer letters than this has no language (CJK characters count 3).
LANGUAGE_MIN_LETTERS = 16
#: Smallest normalised probability at which a detected language is believed.
LANGUAGE_MIN_PROB = 0.5
#: Unspaced runs up to this many units are queried as one phrase; longer ones by their bigrams.
PHRASE_UNITS = 4

#: py3langid codes of the languages a Snowball stemmer covers, and its name in PyStemmer.
STEMMERS: dict[str, str] = {
    "ar": "arabic", "hy": "armenian", "eu": "basque", "ca": "catalan", "cs": "czech",
    "da": "danish", "nl": "dutch", "en": "porter", "eo": "esperanto", "et": "estonian",
    "fi": "finnish", "fr": "french", "de": "german", "el": "greek", "hi": "hindi",
    "hu": "hungarian", "id": "indonesian", "ga": "irish", "it": "italian", "lt": "lithuanian",
    "ne": "nepali", "no": "norwegian", "nn": "norwegian", "fa": "persian", "pl": "polish",
    "pt": "portuguese", "ro": "romanian", "ru": "russian", "sr": "serbian", "st": "sesotho",
    "es": "spanish", "sv": "swedish", "ta": "tamil", "tr": "turkish",
}  # fmt: skip


def _kind(ch: str) -> int:
    """The token kind of a non-ASCII character that is part of a token."""
    cp = ord(ch)
    i = bisect.bisect_right(_RANGE_STARTS, cp) - 1
    if i >= 0 and cp <= _UNSPACED_RANGES[i][1]:
        return _UNSPACED_RANGES[i][2]
    return WORD


@functools.cache
def _marks_class() -> str:
    """A regex character class body holding every combining mark (category M*)."""
    marks = [cp for cp in range(0x323B0) if unicodedata.category(chr(cp))[0] == "M"]
    marks += list(range(0xE0100, 0xE01F0))  # variation selectors supplement
    marks += [0xFF9E, 0xFF9F]  # half-width (semi-)voiced sound marks: Lm, but they mark a Katakana
    spans: list[tuple[int, int]] = []
    for cp in marks:
        if spans and spans[-1][1] == cp - 1:
            spans[-1] = (spans[-1][0], cp)
        else:
            spans.append((cp, cp))
    return "".join(f"\\U{a:08x}" if a == b else f"\\U{a:08x}-\\U{b:08x}" for a, b in spans)


@functools.cache
def _run_pattern() -> re.Pattern[str]:
    """A run of token characters: letters, digits and combining marks (no underscore)."""
    marks = _marks_class()
    # Linear: every repetition takes at least one mark; a lone run of marks is a token too.
    return re.compile(f"[^\\W_]+(?:[{marks}]+[^\\W_]*)*|[{marks}]+")


@functools.cache
def _mark_pattern() -> re.Pattern[str]:
    return re.compile(f"[{_marks_class()}]")


def _is_mark(ch: str) -> bool:
    return _mark_pattern().match(ch) is not None


def _has_marks(text: str) -> bool:
    """Whether ``text`` holds a combining mark (checking each distinct character once)."""
    if text.isascii():
        return False
    return any(unicodedata.category(ch)[0] == "M" or ch in "\uff9e\uff9f" for ch in set(text) if ch > "\x7f")


_PLAIN_RUN = re.compile(r"[^\W_]+")  # a run of token characters in text without combining marks


def fold(word: str) -> str:
    """A word as it is compared: case-folded, compatibility-decomposed, accents dropped."""
    if word.isascii():
        return word.lower()
    return _DIACRITICS.sub("", unicodedata.normalize("NFKD", word.casefold()))


def fold_unit(unit: str) -> str:
    """A unit of an unspaced script as it is compared (half-width Katakana as full-width, ...)."""
    return unicodedata.normalize("NFKC", unit)


class Token(NamedTuple):
    """A word, or one unit of an unspaced script, with its place in the original text."""

    start: int
    end: int
    term: str  #: the folded form
    kind: int  #: WORD, or the script of a unit (CJK, THAI, ...)
    run: int  #: units of the same run have the same number: bigrams never cross runs


def tokens(text: str) -> list[Token]:
    """Every token of ``text``, in order, with exact offsets (linear in the length)."""
    out: list[Token] = []
    run_no = 0
    pattern = _run_pattern() if _has_marks(text) else _PLAIN_RUN
    for match in pattern.finditer(text):
        run, base = match.group(), match.start()
        if run.isascii():
            out.append(Token(base, match.end(), run.lower(), WORD, run_no))
            run_no += 1
            continue
        run_no = _split_run(run, base, run_no, out)
    return out


def _split_run(run: str, base: int, run_no: int, out: list[Token]) -> int:
    """Cut a mixed run into words and units; returns the next run number."""
    is_mark = _is_mark
    seg_start, seg_kind = 0, -1
    i, n = 0, len(run)
    while i <= n:
        if i < n:
            ch = run[i]
            if is_mark(ch) and i > 0:  # a mark belongs to what precedes it
                i += 1
                continue
            kind = WORD if ch.isascii() else _kind(ch)
            if kind == seg_kind and kind == WORD:
                i += 1
                continue
        else:
            kind = -2
        # the segment [seg_start, i) ends here (a unit ends at every non-mark in unspaced scripts)
        if seg_kind == WORD and i > seg_start:
            word = run[seg_start:i]
            out.append(Token(base + seg_start, base + i, fold(word), WORD, run_no))
            run_no += 1
        elif seg_kind > 0 and i > seg_start:
            out.append(Token(base + seg_start, base + i, fold_unit(run[seg_start:i]), seg_kind, run_no))
            if kind != seg_kind:
                run_no += 1
        seg_start, seg_kind = i, kind
        i += 1
    return run_no


# -- languages and stems -----------------------------------------------------------------


@functools.cache
def _identifier() -> Any:
    from py3langid import langid

    return langid.LanguageIdentifier.from_model_file(langid.MODEL_FILE, norm_probs=True)


def detect_language(text: str) -> str | None:
    """The language of a passage (py3langid's code: ISO 639-1 where there is one), or None.

    None when the passage is too short (fewer than :data:`LANGUAGE_MIN_LETTERS` letters,
    CJK characters counting three) or the identifier is unsure (normalised probability
    below :data:`LANGUAGE_MIN_PROB`, or no language content at all).
    """
    sample = text[:LANGUAGE_SAMPLE]
    letters = 0
    for ch in sample:
        if ch.isalpha():
            letters += 1 if ch < "\u0e00" or _kind(ch) == WORD else 3
            if letters >= LANGUAGE_MIN_LETTERS:
                break
    else:
        return None
    lang, prob = _identifier().classify(sample)
    if prob < LANGUAGE_MIN_PROB or lang == "zxx":
        return None
    return _WRITTEN_AS.get(str(lang), str(lang))


#: Varieties py3langid tells apart that are written as one language: a Chinese question is
#: sometimes "Wu" or "Cantonese" to it, while the passages that answer it are "zh".
_WRITTEN_AS = {"wuu": "zh", "yue": "zh", "nb": "no", "nn": "no"}


@functools.cache
def _stemmer(lang: str) -> Callable[[list[str]], list[str]] | None:
    name = STEMMERS.get(lang)
    if name is None:
        return None
    import Stemmer  # PyStemmer: Snowball stemmers in C

    return Stemmer.Stemmer(name).stemWords  # type: ignore[no-any-return]


def stem_languages(languages: Iterable[str | None]) -> list[str]:
    """Those of ``languages`` that have a stemmer, English first."""
    found = {lang for lang in languages if lang and lang in STEMMERS}
    return sorted(found, key=lambda lang: (lang != "en", lang))


def _stems(words: list[str], lang: str) -> list[str]:
    """The folded stems of (case-folded, unfolded) ``words`` in ``lang``."""
    stem = _stemmer(lang)
    if stem is None:
        return words
    return [fold(s) for s in stem(words)]


# -- what the keyword index holds ---------------------------------------------------------


def stemming_language(text: str, lang: str | None, toks: Sequence[Token] | None = None) -> str | None:
    """The language whose stems a passage's words get: its own when a stemmer covers it.

    A passage whose language is unknown (too short to tell) but whose words are nearly all
    ASCII is stemmed as English, as every passage was before languages were detected.
    """
    if lang is not None:
        return lang if lang in STEMMERS else None
    if text.isascii():
        return "en" if any(ch.isalpha() for ch in text) else None
    toks = tokens(text) if toks is None else toks
    ascii_chars = other = 0
    for tok in toks:
        if tok.kind == WORD and text[tok.start : tok.end].isascii():
            ascii_chars += tok.end - tok.start
        else:
            other += tok.end - tok.start
    return "en" if ascii_chars and other * 10 <= ascii_chars else None


def _word_forms(text: str, words: Sequence[Token], stem_lang: str | None) -> list[str]:
    """What the index holds for each word: its stem in ``stem_lang``, else its folded form."""
    if stem_lang is None:
        return [t.term for t in words]
    stems = _stems([text[t.start : t.end].casefold() for t in words], stem_lang)
    return [s or t.term for s, t in zip(stems, words, strict=True)]


def index_terms(text: str, lang: str | None, *, stem: bool = True) -> tuple[str, str]:
    """The two keyword columns of a passage in ``lang`` (None: unknown): ``(words, bigrams)``.

    ``words``: each word as its stem in the passage's :func:`stemming_language` (its folded
    form when there is none, or when ``stem`` is false), and every unit, in order;
    ``bigrams``: the bigrams of units, in order (a run of units is a phrase of them).
    """
    words: list[Token] = []
    column: list[str] = []  # units as they are, a placeholder for each word
    bigrams: list[str] = []
    toks = tokens(text)
    last = len(toks) - 1
    for i, tok in enumerate(toks):
        if tok.kind == WORD:
            words.append(tok)
            column.append("")
            continue
        column.append(tok.term)
        if i < last and toks[i + 1].run == tok.run:
            bigrams.append(tok.term + toks[i + 1].term)
    stem_lang = stemming_language(text, lang, toks) if stem and words else None
    forms = iter(_word_forms(text, words, stem_lang))
    return " ".join(term or next(forms) for term in column), " ".join(bigrams)


def name_parts(word: str) -> list[str]:
    """The inner words of a word of a file name: camelCase humps and letter-digit boundaries
    ("myTaxReturn2023" -> my, Tax, Return, 2023; "HTMLParser" -> HTML, Parser; "Übersicht" whole)."""
    parts: list[str] = []
    start = 0
    for i in range(1, len(word)):
        a, b = word[i - 1], word[i]
        nxt = word[i + 1] if i + 1 < len(word) else ""
        if (
            (a.isdigit() != b.isdigit())
            or (a.islower() and b.isupper())
            or (a.isupper() and b.isupper() and nxt.islower())
        ):
            parts.append(word[start:i])
            start = i
    parts.append(word[start:])
    return parts


def name_terms(name: str) -> tuple[str, str]:
    """The keyword columns of a file name: as for a passage, without stems; a word made of
    several (camelCase, letters and digits run together) is also indexed as its parts."""
    words, bigrams = index_terms(name, None, stem=False)
    parts = [
        " ".join(fold(p) for p in pieces)
        for tok in tokens(name)
        if tok.kind == WORD and len(pieces := name_parts(name[tok.start : tok.end])) > 1
    ]
    return " ".join([words, *parts]).strip(), bigrams


# -- queries -------------------------------------------------------------------------------


#: The last word of a query matches file names it begins from this many letters on.
PREFIX_LETTERS = 3


@dataclass(frozen=True)
class QueryTerm:
    """One thing the user typed: a word (with its stems) or a run of units of an unspaced script."""

    kind: int
    forms: tuple[str, ...]  #: word: folded surface first, then its stems; run: its units
    #: word: its stem in each of the query's stemming languages, as (language, stem)
    stems: tuple[tuple[str, str], ...] = ()
    #: word: its forms include corrections of a typo (core/text/spelling.py), not only what was typed
    guessed: bool = False

    @property
    def text(self) -> str:
        return self.forms[0] if self.kind == WORD else "".join(self.forms)

    def fts(self, *, stems: bool) -> list[str]:
        """FTS5 expressions (to be ORed) that find this term, in columns ``words`` and ``bigrams``."""
        if self.kind == WORD:
            forms = self.forms if stems else self.forms[:1]
            return ["words : (" + " OR ".join(_quote(f) for f in forms) + ")"]
        units = self.forms
        if len(units) == 1:
            return ["words : " + _quote(units[0])]
        bigrams = [a + b for a, b in itertools.pairwise(units)]
        if len(units) <= PHRASE_UNITS:
            return ["bigrams : " + _quote(" ".join(bigrams))]
        # A long run (a sentence typed without spaces): any bigram, the whole run scoring more.
        every = [_quote(b) for b in dict.fromkeys(bigrams)] + [_quote(" ".join(bigrams))]
        return ["bigrams : (" + " OR ".join(every) + ")"]


def term_forms(term: QueryTerm) -> list[str]:
    """The indexed terms a query term is looked up as (its word forms; a run's units or bigrams)."""
    if term.kind == WORD:
        return list(term.forms)
    units = term.forms
    return list(units) if len(units) == 1 else [a + b for a, b in itertools.pairwise(units)]


def _quote(term: str) -> str:
    return '"' + term.replace('"', '""') + '"'


@dataclass(frozen=True)
class Query:
    """A query analysed as the index is: its terms, their FTS5 expression, their matches in text."""

    terms: tuple[QueryTerm, ...]
    languages: tuple[str, ...] = ()  #: the languages whose stems the query's words are looked up by

    @classmethod
    def parse(
        cls,
        text: str,
        languages: Iterable[str | None] = (),
        *,
        lang: str | None = None,
        every_word: bool = False,
    ) -> Query:
        """The content terms of ``text`` (no stopwords or lone letters), stems in ``languages``.

        English is always among the languages: a passage too short to tell its language
        is stemmed as English when its words are (:func:`stemming_language`). ``lang``: the
        query's own language, when known; its stopwords are left out too (German "wie",
        "ich", "zu" would otherwise find every German note that says them). ``every_word``:
        keep stopwords and lone letters too (the words of a quoted phrase, or of one to exclude).
        """
        langs = tuple(stem_languages([*languages, "en"]))
        stopwords = STOPWORDS | stopwords_of(lang) if lang and lang != "en" else STOPWORDS
        if every_word:
            stopwords = frozenset()
        terms: list[QueryTerm] = []
        seen: set[tuple[int, tuple[str, ...]]] = set()
        toks = tokens(text)
        i = 0
        while i < len(toks):
            tok = toks[i]
            if tok.kind == WORD:
                i += 1
                if tok.term in stopwords or (len(tok.term) < 2 and not tok.term.isdigit() and not every_word):
                    continue
                raw = text[tok.start : tok.end].casefold()
                by_lang = tuple((lang, stem) for lang in langs if (stem := _stems([raw], lang)[0]))
                term = QueryTerm(
                    WORD, tuple(dict.fromkeys([tok.term, *(s for _l, s in by_lang)])), stems=by_lang
                )
            else:
                j = i
                while j < len(toks) and toks[j].run == tok.run:
                    j += 1
                term = QueryTerm(tok.kind, tuple(t.term for t in toks[i:j]))
                i = j
            key = (term.kind, term.forms)
            if key not in seen:
                seen.add(key)
                terms.append(term)
        return cls(tuple(terms), langs)

    def __bool__(self) -> bool:
        return bool(self.terms)

    def __len__(self) -> int:
        return len(self.terms)

    def fts(self, *, stems: bool = True) -> str:
        """The FTS5 MATCH expression: any of the terms (no query syntax from the user)."""
        return " OR ".join(e for t in self.terms for e in t.fts(stems=stems))

    def stemmer(self) -> Callable[[Iterable[str]], list[str]]:
        """Folded words to what the index holds for them in the query's first stemming language
        (English first): the stems a correction is looked up as."""
        lang = self.languages[0] if self.languages else None
        return lambda words: _stems([fold(w) for w in words], lang) if lang else [fold(w) for w in words]

    def fts_near(self, slack: int) -> str:
        """The FTS5 expression of passages holding every word of the query within a window
        of their count plus ``slack`` words (the words left out of the query, stopwords, fit in
        it): a phrase typed without quotes. One NEAR group per way the index may hold the words
        (folded as they are, or stemmed in one of the query's languages). "" when the query has
        fewer than two words or a run of an unspaced script (those match by their bigrams)."""
        words = [t for t in self.terms if t.kind == WORD]
        if len(words) < 2 or len(words) != len(self.terms):
            return ""
        readings = {tuple(t.forms[0] for t in words)}
        for lang in self.languages:
            readings.add(tuple(dict(t.stems).get(lang, t.forms[0]) for t in words))
        width = len(words) - 2 + slack  # FTS5 counts the tokens between the first and the last
        return " OR ".join(
            "words : NEAR(" + " ".join(_quote(w) for w in reading) + f", {width})"
            for reading in sorted(readings)
        )

    def fts_names_per_term(self) -> list[str]:
        """:meth:`fts_names` term by term: one FTS5 expression for each term of the query."""
        out = []
        for i, t in enumerate(self.terms):
            parts = t.fts(stems=False)
            if i == len(self.terms) - 1 and t.kind == WORD and len(t.forms[0]) >= PREFIX_LETTERS:
                parts = [*parts, f"words : {_quote(t.forms[0])}*"]
            out.append(" OR ".join(parts))
        return out

    def fts_names(self) -> str:
        """The FTS5 expression for file names: any of the terms as typed, the last word also as
        the start of a word (while typing: "quarterl" finds "Quarterly report.docx")."""
        parts = [e for t in self.terms for e in t.fts(stems=False)]
        last = self.terms[-1] if self.terms else None
        if last is not None and last.kind == WORD and len(last.forms[0]) >= PREFIX_LETTERS:
            parts.append(f"words : {_quote(last.forms[0])}*")
        return " OR ".join(parts)

    def fts_all(self) -> str:
        """The FTS5 MATCH expression of passages that hold every term (in any of its forms)."""
        return " AND ".join("(" + " OR ".join(t.fts(stems=True)) + ")" for t in self.terms)

    def matches(self, text: str, lang: str | None = None) -> list[list[tuple[int, int]]]:
        """Per query term, the character ranges of ``text`` (a passage in ``lang``) it matches.

        Exactly what the keyword index matches: a word, the words whose indexed form (their
        stem in the passage's :func:`stemming_language`, else their folded form) is the
        query word's folded form or one of its stems; a run of units, where its units occur
        in a row (a long run: where any two of its units do).
        """
        toks = tokens(text)
        found: list[list[tuple[int, int]]] = [[] for _ in self.terms]
        words = [t for t in toks if t.kind == WORD]
        forms: list[str] = []
        if words and any(t.kind == WORD for t in self.terms):
            forms = _word_forms(text, words, stemming_language(text, lang, toks))
        for q, term in enumerate(self.terms):
            if term.kind == WORD:
                wanted = set(term.forms)
                found[q] = [(t.start, t.end) for t, f in zip(words, forms, strict=True) if f in wanted]
            else:
                found[q] = _unit_matches(toks, term)
        return found

    def spans(self, text: str, lang: str | None = None) -> list[tuple[int, int]]:
        """Every matched range of ``text``, sorted, overlapping ones merged."""
        return merge_spans(self.matches(text, lang))

    def coverage(self, text: str, lang: str | None = None) -> float:
        """Share of the query's terms found in ``text`` (0..1)."""
        if not self.terms:
            return 0.0
        return sum(1 for m in self.matches(text, lang) if m) / len(self.terms)


def phrase_of(text: str) -> tuple[str, ...]:
    """The tokens of a quoted phrase as they are compared: folded words and units, in order."""
    return tuple(t.term for t in tokens(text))


def phrase_spans(text: str, phrase: Sequence[str]) -> list[tuple[int, int]]:
    """Where ``phrase`` (from :func:`phrase_of`) occurs in ``text``: its tokens in a row, exact
    but for case and accents (no stems: "exact phrase" means these words)."""
    n = len(phrase)
    if not n:
        return []
    toks = tokens(text)
    terms = [t.term for t in toks]
    first = phrase[0]
    return [
        (toks[i].start, toks[i + n - 1].end)
        for i in range(len(terms) - n + 1)
        if terms[i] == first and tuple(terms[i : i + n]) == tuple(phrase)
    ]


def merge_spans(per_term: Iterable[list[tuple[int, int]]]) -> list[tuple[int, int]]:
    """Ranges of every term, sorted, overlapping or touching ones merged."""
    merged: list[tuple[int, int]] = []
    for s, e in sorted(r for ranges in per_term for r in ranges):
        if merged and s <= merged[-1][1]:
            merged[-1] = (merged[-1][0], max(e, merged[-1][1]))
        else:
            merged.append((s, e))
    return merged


def _unit_matches(toks: list[Token], term: QueryTerm) -> list[tuple[int, int]]:
    """Where a run's units occur in a row in ``toks`` (a long run: where any two of them do)."""
    units = term.forms
    width = len(units) if len(units) <= PHRASE_UNITS else 2
    patterns = {units[k : k + width] for k in range(len(units) - width + 1)}
    firsts = {p[0] for p in patterns}
    out = []
    for k in range(len(toks) - width + 1):
        first = toks[k]
        if first.kind == WORD or first.term not in firsts:
            continue
        window = toks[k : k + width]
        if window[-1].run == first.run and tuple(t.term for t in window) in patterns:
            out.append((first.start, window[-1].end))
    return out


@dataclass(frozen=True, slots=True)
class PassageTerms:
    """A passage analysed for the keyword index: its language and its two keyword columns."""

    lang: str | None
    words: str
    bigrams: str


def analyse_passage(text: str) -> PassageTerms:
    """Detect a passage's language and analyse it (what the index stores with it)."""
    lang = detect_language(text)
    return PassageTerms(lang, *index_terms(text, lang))
