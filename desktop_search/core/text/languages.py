"""Which languages the indexed passages are in, and when to offer the multilingual model.

The indexer keeps the language of each passage (``chunks.lang``, detected by py3langid);
this module turns those counts into what a person reads (``Chinese 62 %, English 30 %``)
and decides when the English-only default model is the wrong one for a folder.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from ..common import texts
from ..common.texts import QT_TRANSLATE_NOOP, Context, translate

Languages = Context("Languages")  # the plurals' context (lupdate reads the name)

#: English names of the languages people most often have files in (ISO 639-1 codes, as
#: py3langid reports them), translated in the window; any other code is shown as it is.
LANGUAGE_NAMES = {
    "af": QT_TRANSLATE_NOOP("Languages", "Afrikaans"),
    "ar": QT_TRANSLATE_NOOP("Languages", "Arabic"),
    "bg": QT_TRANSLATE_NOOP("Languages", "Bulgarian"),
    "bn": QT_TRANSLATE_NOOP("Languages", "Bengali"),
    "ca": QT_TRANSLATE_NOOP("Languages", "Catalan"),
    "cs": QT_TRANSLATE_NOOP("Languages", "Czech"),
    "cy": QT_TRANSLATE_NOOP("Languages", "Welsh"),
    "da": QT_TRANSLATE_NOOP("Languages", "Danish"),
    "de": QT_TRANSLATE_NOOP("Languages", "German"),
    "el": QT_TRANSLATE_NOOP("Languages", "Greek"),
    "en": QT_TRANSLATE_NOOP("Languages", "English"),
    "eo": QT_TRANSLATE_NOOP("Languages", "Esperanto"),
    "es": QT_TRANSLATE_NOOP("Languages", "Spanish"),
    "et": QT_TRANSLATE_NOOP("Languages", "Estonian"),
    "eu": QT_TRANSLATE_NOOP("Languages", "Basque"),
    "fa": QT_TRANSLATE_NOOP("Languages", "Persian"),
    "fi": QT_TRANSLATE_NOOP("Languages", "Finnish"),
    "fr": QT_TRANSLATE_NOOP("Languages", "French"),
    "ga": QT_TRANSLATE_NOOP("Languages", "Irish"),
    "gl": QT_TRANSLATE_NOOP("Languages", "Galician"),
    "gu": QT_TRANSLATE_NOOP("Languages", "Gujarati"),
    "he": QT_TRANSLATE_NOOP("Languages", "Hebrew"),
    "hi": QT_TRANSLATE_NOOP("Languages", "Hindi"),
    "hr": QT_TRANSLATE_NOOP("Languages", "Croatian"),
    "hu": QT_TRANSLATE_NOOP("Languages", "Hungarian"),
    "hy": QT_TRANSLATE_NOOP("Languages", "Armenian"),
    "id": QT_TRANSLATE_NOOP("Languages", "Indonesian"),
    "is": QT_TRANSLATE_NOOP("Languages", "Icelandic"),
    "it": QT_TRANSLATE_NOOP("Languages", "Italian"),
    "ja": QT_TRANSLATE_NOOP("Languages", "Japanese"),
    "ka": QT_TRANSLATE_NOOP("Languages", "Georgian"),
    "kk": QT_TRANSLATE_NOOP("Languages", "Kazakh"),
    "km": QT_TRANSLATE_NOOP("Languages", "Khmer"),
    "kn": QT_TRANSLATE_NOOP("Languages", "Kannada"),
    "ko": QT_TRANSLATE_NOOP("Languages", "Korean"),
    "lo": QT_TRANSLATE_NOOP("Languages", "Lao"),
    "lt": QT_TRANSLATE_NOOP("Languages", "Lithuanian"),
    "lv": QT_TRANSLATE_NOOP("Languages", "Latvian"),
    "mk": QT_TRANSLATE_NOOP("Languages", "Macedonian"),
    "ml": QT_TRANSLATE_NOOP("Languages", "Malayalam"),
    "mn": QT_TRANSLATE_NOOP("Languages", "Mongolian"),
    "mr": QT_TRANSLATE_NOOP("Languages", "Marathi"),
    "ms": QT_TRANSLATE_NOOP("Languages", "Malay"),
    "mt": QT_TRANSLATE_NOOP("Languages", "Maltese"),
    "nb": QT_TRANSLATE_NOOP("Languages", "Norwegian"),
    "ne": QT_TRANSLATE_NOOP("Languages", "Nepali"),
    "nl": QT_TRANSLATE_NOOP("Languages", "Dutch"),
    "no": QT_TRANSLATE_NOOP("Languages", "Norwegian"),
    "pa": QT_TRANSLATE_NOOP("Languages", "Punjabi"),
    "pl": QT_TRANSLATE_NOOP("Languages", "Polish"),
    "pt": QT_TRANSLATE_NOOP("Languages", "Portuguese"),
    "ro": QT_TRANSLATE_NOOP("Languages", "Romanian"),
    "ru": QT_TRANSLATE_NOOP("Languages", "Russian"),
    "sk": QT_TRANSLATE_NOOP("Languages", "Slovak"),
    "sl": QT_TRANSLATE_NOOP("Languages", "Slovenian"),
    "sq": QT_TRANSLATE_NOOP("Languages", "Albanian"),
    "sr": QT_TRANSLATE_NOOP("Languages", "Serbian"),
    "sv": QT_TRANSLATE_NOOP("Languages", "Swedish"),
    "sw": QT_TRANSLATE_NOOP("Languages", "Swahili"),
    "ta": QT_TRANSLATE_NOOP("Languages", "Tamil"),
    "te": QT_TRANSLATE_NOOP("Languages", "Telugu"),
    "th": QT_TRANSLATE_NOOP("Languages", "Thai"),
    "tl": QT_TRANSLATE_NOOP("Languages", "Tagalog"),
    "tr": QT_TRANSLATE_NOOP("Languages", "Turkish"),
    "uk": QT_TRANSLATE_NOOP("Languages", "Ukrainian"),
    "ur": QT_TRANSLATE_NOOP("Languages", "Urdu"),
    "vi": QT_TRANSLATE_NOOP("Languages", "Vietnamese"),
    "zh": QT_TRANSLATE_NOOP("Languages", "Chinese"),
}

#: Share of passages (of those whose language is known) not in English from which the
#: English-only model is the wrong one: a fifth of a folder is too much to find badly.
OFFER_SHARE = 0.2
#: At least this many such passages: one foreign letter in a folder of English is no reason.
OFFER_MIN_PASSAGES = 5
#: A declined offer comes back when the share has grown by this much since ("the mix
#: changed a lot"), e.g. declined at 20 %, offered again at 45 %.
REOFFER_GROWTH = 0.25


def language_name(code: str, *, in_sentence: bool = False) -> str:
    """The language's name in the user's language ("Chinese"); ``in_sentence``: as it is written
    inside a sentence, lower case where the language writes it so (French "en chinois")."""
    name = LANGUAGE_NAMES.get(code)
    if not name:
        return code
    name = translate("Languages", name)
    # A switch the translator sets, as Qt's own QT_LAYOUT_DIRECTION: "lowercase" where the
    # language writes the names of languages in lower case inside a sentence (fr, es, ru, ...).
    if in_sentence and translate("Languages", "LANGUAGE_NAMES_IN_A_SENTENCE") == "lowercase":
        return name[:1].lower() + name[1:]
    return name


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
        more = Languages.tr(" and %Ln more", "", rest) if rest > 0 else ""
        return texts.listing(parts) + more


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
    others = [language_name(code, in_sentence=True) for code, _ in mix.top(4) if code != "en"][:3]
    return ModelOffer(model=offer_model, share=share, languages=others, current_model=current_model)


def offer_text(offer: ModelOffer) -> str:
    """What the offer says, in one sentence, for the window and the command line alike."""
    languages = texts.listing(offer.languages) or translate("Languages", "other languages")
    return translate(
        "Languages",
        "{share} of what is indexed is not in English ({languages}), which {current_model} does not "
        "understand well; the built-in {model} model does, also across languages (an English query "
        "finds a German or Chinese file).",
    ).format(
        share=_percent(offer.share), languages=languages, current_model=offer.current_model, model=offer.model
    )


def _percent(share: float) -> str:
    value = share * 100
    if 0 < value < 1:
        return translate("Texts", "<1 %")
    return translate("Texts", "{percent} %").format(percent=texts.number(value))
