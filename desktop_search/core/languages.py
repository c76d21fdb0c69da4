"""Which languages the indexed passages are in, and when to offer the multilingual model.

The indexer keeps the language of each passage (``chunks.lang``, detected by py3langid);
this module turns those counts into what a person reads (``Chinese 62 %, English 30 %``)
and decides when the English-only default model is the wrong one for a folder.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

#: English names of the languages people most often have files in (ISO 639-1 codes, as
#: py3langid reports them); any other code is shown as it is.
LANGUAGE_NAMES = {
    "af": "Afrikaans", "ar": "Arabic", "bg": "Bulgarian", "bn": "Bengali", "ca": "Catalan",
    "cs": "Czech", "cy": "Welsh", "da": "Danish", "de": "German", "el": "Greek", "en": "English",
    "eo": "Esperanto", "es": "Spanish", "et": "Estonian", "eu": "Basque", "fa": "Persian",
    "fi": "Finnish", "fr": "French", "ga": "Irish", "gl": "Galician", "gu": "Gujarati",
    "he": "Hebrew", "hi": "Hindi", "hr": "Croatian", "hu": "Hungarian", "hy": "Armenian",
    "id": "Indonesian", "is": "Icelandic", "it": "Italian", "ja": "Japanese", "ka": "Georgian",
    "kk": "Kazakh", "km": "Khmer", "kn": "Kannada", "ko": "Korean", "lo": "Lao",
    "lt": "Lithuanian", "lv": "Latvian", "mk": "Macedonian", "ml": "Malayalam", "mn": "Mongolian",
    "mr": "Marathi", "ms": "Malay", "mt": "Maltese", "nb": "Norwegian", "ne": "Nepali",
    "nl": "Dutch", "no": "Norwegian", "pa": "Punjabi", "pl": "Polish", "pt": "Portuguese",
    "ro": "Romanian", "ru": "Russian", "sk": "Slovak", "sl": "Slovenian", "sq": "Albanian",
    "sr": "Serbian", "sv": "Swedish", "sw": "Swahili", "ta": "Tamil", "te": "Telugu",
    "th": "Thai", "tl": "Tagalog", "tr": "Turkish", "uk": "Ukrainian", "ur": "Urdu",
    "vi": "Vietnamese", "zh": "Chinese",
}  # fmt: skip

#: Share of passages (of those whose language is known) not in English from which the
#: English-only model is the wrong one: a fifth of a folder is too much to find badly.
OFFER_SHARE = 0.2
#: At least this many such passages: one foreign letter in a folder of English is no reason.
OFFER_MIN_PASSAGES = 5
#: A declined offer comes back when the share has grown by this much since ("the mix
#: changed a lot"), e.g. declined at 20 %, offered again at 45 %.
REOFFER_GROWTH = 0.25


def language_name(code: str) -> str:
    return LANGUAGE_NAMES.get(code, code)


@dataclass(frozen=True)
class LanguageMix:
    """Passages per language (ISO 639-1 code; passages too short to tell are left out)."""

    counts: Mapping[str, int]

    @property
    def total(self) -> int:
        return sum(self.counts.values())

    @property
    def other_than_english(self) -> int:
        return self.total - self.counts.get("en", 0)

    @property
    def non_english_share(self) -> float:
        return self.other_than_english / self.total if self.total else 0.0

    def top(self, n: int = 3) -> list[tuple[str, float]]:
        """The ``n`` largest languages with their shares, largest first."""
        total = self.total
        ranked = sorted(self.counts.items(), key=lambda kv: (-kv[1], kv[0]))
        return [(code, count / total) for code, count in ranked[:n] if count] if total else []

    def describe(self, n: int = 3) -> str:
        """``Chinese 62 %, English 30 %, German 8 %`` (the ``n`` largest; "" when none is known)."""
        parts = [f"{language_name(code)} {_percent(share)}" for code, share in self.top(n)]
        rest = len([c for c in self.counts.values() if c]) - len(parts)
        return ", ".join(parts) + (f" and {rest} more" if rest > 0 else "")


@dataclass(frozen=True)
class ModelOffer:
    """The built-in multilingual model, offered because much of the index is not English."""

    model: str  # the built-in model's name, as ``embedder_model`` takes it
    share: float  # of passages not in English
    languages: list[str]  # the largest non-English languages, by name
    current_model: str


def multilingual_offer(
    mix: LanguageMix, *, current_model: str, english_only: bool, offer_model: str, declined_at: float
) -> ModelOffer | None:
    """The offer to make, or None: only for an English-only model, only when a meaningful share
    of the passages is in other languages, and after a decline only once that share has grown
    by :data:`REOFFER_GROWTH`."""
    if not english_only or mix.other_than_english < OFFER_MIN_PASSAGES:
        return None
    share = mix.non_english_share
    if share < OFFER_SHARE or (declined_at > 0 and share < declined_at + REOFFER_GROWTH):
        return None
    others = [language_name(code) for code, _ in mix.top(4) if code != "en"][:3]
    return ModelOffer(model=offer_model, share=share, languages=others, current_model=current_model)


def offer_text(offer: ModelOffer) -> str:
    """What the offer says, in one sentence, for the window and the command line alike."""
    languages = ", ".join(offer.languages) or "other languages"
    return (
        f"{_percent(offer.share)} of what is indexed is not in English ({languages}), which "
        f"{offer.current_model} does not understand well; the built-in {offer.model} model does, "
        "also across languages (an English query finds a German or Chinese file)."
    )


def _percent(share: float) -> str:
    value = share * 100
    return "<1 %" if 0 < value < 1 else f"{value:.0f} %"
