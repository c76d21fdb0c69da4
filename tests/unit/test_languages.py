"""When the multilingual model is offered, and how the language mix reads."""

from __future__ import annotations

import pytest

from desktop_search.core.text.languages import (
    OFFER_MIN_PASSAGES,
    LanguageMix,
    multilingual_offer,
    offer_text,
)


def offer(counts: dict[str, int], *, english_only: bool = True, declined_at: float = 0.0):
    return multilingual_offer(
        LanguageMix(counts),
        current_model="all-MiniLM-L6-v2",
        english_only=english_only,
        offer_model="multilingual-e5-small",
        declined_at=declined_at,
    )


def test_mostly_chinese_folder_gets_the_offer_with_its_languages_named():
    made = offer({"zh": 60, "en": 30, "de": 10})
    assert made is not None
    assert made.model == "multilingual-e5-small"
    assert made.share == pytest.approx(0.7)
    assert made.languages == ["Chinese", "German"]
    text = offer_text(made)
    assert text.startswith("70 % of what is indexed is not in English (Chinese, German)")
    assert "all-MiniLM-L6-v2" in text


@pytest.mark.parametrize(
    "counts",
    [
        {"en": 95, "fr": 5},  # a few French passages in an English folder
        {"en": 0, "zh": OFFER_MIN_PASSAGES - 1},  # too few passages to judge
        {},  # nothing indexed, or nothing long enough to tell
    ],
)
def test_no_offer_for_english_folders_or_too_little_to_judge(counts):
    assert offer(counts) is None


def test_no_offer_when_the_model_is_not_english_only():
    assert offer({"zh": 100}, english_only=False) is None


def test_declined_offer_returns_only_when_the_share_grew_a_lot():
    assert offer({"zh": 30, "en": 70}, declined_at=0.3) is None
    assert offer({"zh": 50, "en": 50}, declined_at=0.3) is None  # grew, but not by a quarter
    again = offer({"zh": 60, "en": 40}, declined_at=0.3)
    assert again is not None
    assert again.share == pytest.approx(0.6)


def test_describe_names_the_largest_languages_and_counts_the_rest():
    mix = LanguageMix({"en": 50, "zh": 30, "de": 15, "fr": 4, "xx": 1})
    assert mix.describe(3) == "English 50 %, Chinese 30 %, German 15 % and 2 more"
    assert LanguageMix({}).describe() == ""
    assert LanguageMix({"en": 999, "th": 1}).describe() == "English 100 %, Thai <1 %"
