"""Unit tests for desktop_search.core.text.lexical: one analysis for the index, queries and highlights."""

from __future__ import annotations

import gc
import itertools
import time

import pytest

from desktop_search.core.text.lexical import (
    CJK,
    THAI,
    WORD,
    Query,
    analyse_passage,
    detect_language,
    fold,
    index_terms,
    name_terms,
    stemming_language,
    tokens,
)


def marked(text: str, query: str, lang: str | None, languages: tuple[str, ...] = ()) -> list[str]:
    return [text[s:e] for s, e in Query.parse(query, languages).spans(text, lang)]


# -- tokens and their offsets ---------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "Die Häuser am Fluss, 2024.",
        "我的猫很可爱。新幹線で東京へ",
        "แมวของฉันน่ารัก น้ำ",
        "e\u0301te\u0301 — Ｆｕｌｌ ｗｉｄｔｈ and ｶﾞｷ",
        "한국어 текст Ελληνικά עִבְרִית",
        "foo_bar\tbaz\n\nqux",
    ],
)
def test_every_token_points_at_its_own_characters(text: str) -> None:
    toks = tokens(text)
    assert toks
    for tok in toks:
        piece = text[tok.start : tok.end]
        assert piece
        assert piece.strip() == piece
        if tok.kind == WORD:
            assert fold(piece) == tok.term
    starts = [t.start for t in toks]
    assert starts == sorted(starts)
    assert all(a.end <= b.start for a, b in itertools.pairwise(toks))


def test_words_are_case_and_accent_folded() -> None:
    assert [t.term for t in tokens("Häuser CAFÉ naïve Straße")] == ["hauser", "cafe", "naive", "strasse"]


def test_decomposed_accents_stay_inside_their_word() -> None:
    text = "e\u0301te\u0301 ok"  # "été" written with combining accents
    assert [(t.start, t.end, t.term) for t in tokens(text)] == [(0, 5, "ete"), (6, 8, "ok")]


def test_thai_marks_belong_to_the_preceding_character() -> None:
    text = "กินน้ำ"  # to drink water: ก ิ น น ้ ำ
    toks = tokens(text)
    assert [text[t.start : t.end] for t in toks] == ["กิ", "น", "น้", "ำ"]
    assert {t.kind for t in toks} == {THAI}
    assert len({t.run for t in toks}) == 1


def test_cjk_is_cut_into_characters_and_runs_break_at_other_scripts() -> None:
    text = "東京2020年のiPhone"
    toks = tokens(text)
    assert [(text[t.start : t.end], t.kind) for t in toks] == [
        ("東", CJK),
        ("京", CJK),
        ("2020", WORD),
        ("年", CJK),
        ("の", CJK),
        ("iPhone", WORD),
    ]
    assert toks[0].run == toks[1].run != toks[3].run == toks[4].run


def test_half_width_katakana_is_read_as_full_width() -> None:
    assert [t.term for t in tokens("ｶﾞｷ")] == ["ガ", "キ"]
    assert Query.parse("ガキ").spans("ｶﾞｷ") == [(0, 3)]


def test_underscores_and_punctuation_separate_words() -> None:
    assert [t.term for t in tokens("snake_case, INV-2026-0042!")] == ["snake", "case", "inv", "2026", "0042"]


@pytest.mark.parametrize("text", ["", "   ", "\n\t\r ", "—–…。、!?", "\u0301"])
def test_empty_and_blank_text(text: str) -> None:
    if text == "\u0301":  # a lone mark is kept as a (meaningless) word; nothing crashes
        assert len(tokens(text)) <= 1
    else:
        assert tokens(text) == []
        assert index_terms(text, None) == ("", "")
    assert not Query.parse(text)
    assert Query.parse(text).fts() == ""


@pytest.mark.parametrize(
    "unit",
    ["word ", "猫", "แมว", "e\u0301", "\u0301", "a\u0301\u0302\u0303", "東京 Tokyo ", "x_"],
)
def test_time_is_linear_in_the_length(unit: str) -> None:
    def took(n: int) -> float:  # CPU time, the best of three: other work on the machine does not decide
        text = unit * n
        best = float("inf")
        for _ in range(3):
            # Without the cyclic collector: in the full suite its passes walk every object the
            # other tests left alive, which costs more the more this run allocates (27x seen in CI).
            gc.collect()
            gc.disable()
            try:
                t0 = time.process_time()
                index_terms(text, "en")
                Query.parse("tokyo 東京 แมว").spans(text)
                best = min(best, time.process_time() - t0)
            finally:
                gc.enable()
        return best

    took(1000)  # warm up
    small, large = took(5_000), took(50_000)
    assert large < 25 * max(small, 1e-3)


def test_one_huge_word_is_one_token() -> None:
    text = "a" + "\u0301" * 100_000 + "b" * 100_000
    toks = tokens(text)
    assert len(toks) == 1
    assert (toks[0].start, toks[0].end) == (0, len(text))


# -- what is indexed ------------------------------------------------------------------------------


def test_index_terms_hold_stems_units_and_bigrams() -> None:
    words, bigrams = index_terms("Die Häuser 新幹線", "de")
    assert words.split() == ["die", "haus", "新", "幹", "線"]
    assert bigrams.split() == ["新幹", "幹線"]


def test_a_lone_cjk_character_is_a_unit_without_bigram() -> None:
    words, bigrams = index_terms("猫 and dog", None)
    assert words.split() == ["猫", "and", "dog"]
    assert bigrams == ""


def test_no_stems_without_a_known_language_except_for_plain_ascii_text() -> None:
    assert index_terms("Häuser und Gärten", None)[0].split() == ["hauser", "und", "garten"]
    assert index_terms("Invoices", None)[0] == "invoic"  # short English: stemmed as English
    thai = "ข้อความภาษาไทย"
    assert index_terms(thai, "th")[0].split() == [t.term for t in tokens(thai)]


def test_file_names_have_no_stems() -> None:
    words, bigrams = name_terms("Häuser-Rechnungen_2024.pdf")
    assert words.split() == ["hauser", "rechnungen", "2024", "pdf"]
    assert bigrams == ""


def test_stemming_language() -> None:
    assert stemming_language("whatever", "de") == "de"
    assert stemming_language("whatever", "ja") is None
    assert stemming_language("plain words", None) == "en"
    assert stemming_language("Grüße aus Köln", None) is None


# -- languages ---------------------------------------------------------------------------


def test_languages_are_detected_in_passages_long_enough() -> None:
    assert detect_language("Die Heizung im Keller ist seit gestern kaputt.") == "de"
    assert detect_language("Le café est fermé le dimanche et les jours fériés.") == "fr"
    assert detect_language("我的猫很可爱，它喜欢睡觉。") == "zh"
    assert detect_language("猫は毎日よく寝ています。") == "ja"
    assert detect_language("แมวของฉันน่ารักมาก") == "th"
    assert detect_language("hello") is None
    assert detect_language("E1107 0042") is None
    assert detect_language("") is None


def test_analyse_passage_detects_then_analyses() -> None:
    analysed = analyse_passage("Die Häuser am Fluss sind sehr alt und schön.")
    assert analysed.lang == "de"
    assert "haus" in analysed.words.split()


# -- queries -----------------------------------------------------------------------------------


def test_query_drops_stopwords_and_lone_letters_and_keeps_lone_cjk_characters() -> None:
    q = Query.parse("the cat a 7 猫 税")
    assert [t.text for t in q.terms] == ["cat", "7", "猫", "税"]


def test_query_fts_expression() -> None:
    assert Query.parse("猫").fts() == 'words : "猫"'
    assert Query.parse("税金").fts() == 'bigrams : "税金"'
    assert Query.parse("新幹線").fts() == 'bigrams : "新幹 幹線"'
    # the folded word, its German stem and its English (Porter) stem, which is the word itself here
    assert Query.parse("Häuser", ["de"]).fts() == 'words : ("hauser" OR "haus")'
    assert Query.parse("Häuser", ["de"]).fts(stems=False) == 'words : ("hauser")'
    # a long run typed without spaces: any of its bigrams, the whole run scoring more
    assert Query.parse("東京の天気").fts() == (
        'bigrams : ("東京" OR "京の" OR "の天" OR "天気" OR "東京 京の の天 天気")'
    )


def test_quotes_in_a_query_cannot_inject_fts_syntax() -> None:
    expression = Query.parse('ab"cd NEAR(x*) OR x').fts()
    assert expression == 'words : ("ab") OR words : ("cd") OR words : ("near")'


# -- highlights ----------------------------------------------------------------------------------


def test_cjk_highlights_mark_exactly_the_matching_characters() -> None:
    text = "今日は新幹線で東京へ。猫が好き。幹線道路"
    assert marked(text, "新幹線", "ja") == ["新幹線"]
    assert marked(text, "猫", "ja") == ["猫"]
    assert marked(text, "東京", "ja") == ["東京"]


def test_thai_highlights_keep_the_marks() -> None:
    text = "ฉันชอบดื่มน้ำเย็น"
    assert marked(text, "น้ำ", "th") == ["น้ำ"]


def test_german_inflected_forms_mark_the_word_both_ways() -> None:
    assert marked("Die Häuser am Fluss sind alt.", "Haus", "de", ("de",)) == ["Häuser"]
    assert marked("Das Haus am Fluss ist alt.", "Häuser", "de", ("de",)) == ["Haus"]


def test_unaccented_query_marks_the_accented_word() -> None:
    assert marked("Le café est fermé le dimanche.", "cafe ferme", "fr", ("fr",)) == ["café", "fermé"]


def test_stems_of_another_language_do_not_mark() -> None:
    # an English passage: the German stem of the query does not apply to it
    assert marked("The Hauser family", "Haus", "en", ("de", "en")) == []


def test_coverage_counts_terms_found() -> None:
    q = Query.parse("invoice 猫 zebra")
    assert q.coverage("Invoices for the 猫.", "en") == pytest.approx(2 / 3)
    assert Query(()).coverage("anything") == 0.0


def test_file_names_are_also_indexed_by_their_inner_words() -> None:
    assert name_terms("myTaxReturn2023.pdf")[0].split() == [
        "mytaxreturn2023",
        "pdf",
        "my",
        "tax",
        "return",
        "2023",
    ]
    assert name_terms("HTMLParser.py")[0].split() == ["htmlparser", "py", "html", "parser"]
    assert name_terms("ÄrzteListe.txt")[0].split() == ["arzteliste", "txt", "arzte", "liste"]
    assert name_terms("the_bile_acid.txt")[0].split() == ["the", "bile", "acid", "txt"]  # nothing to add


def test_the_last_word_typed_matches_the_start_of_a_name_word() -> None:
    assert Query.parse("report quarterl").fts_names().endswith('words : "quarterl"*')
    assert "*" not in Query.parse("report qu").fts_names()  # two letters match too much
    assert "*" not in Query.parse("税金").fts_names()  # unspaced scripts match by their units
