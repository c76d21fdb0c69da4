"""Speech (#48): how fast, how right, how near the moment, how soon found, how much memory.

    PYTHONPATH=$PWD .venv/bin/python bench/speech.py [--quick] [--parts rtf,wer,moment,latency,long]
        [--repeat 3] [--long-minutes 120] [--cache DIR] [--out bench/results]

Every recording is made here with espeak-ng and sox (tests/helpers/recordings.py), so the
text and the time each sentence starts are known exactly. Five figures:

* **rtf**: real-time factor (seconds of work per second of recording) of each shipped model
  with the app's settings, on a few minutes of English speech, and of the alternatives
  (beam size, voice activity filter, threads) as ratios to the default measured in the same run;
* **wer**: word error rate on sentences with known text in five espeak-ng voices (en-us, en-gb,
  de, es, fr), clean and with white noise added by sox at two levels;
* **moment**: how far the moment a result opens at lies from where the phrase was said, for
  recordings indexed by the real indexer and found by the real search (exact words and a
  paraphrase);
* **latency**: from the start of an index run that finds a new recording to the recording being
  found by its words;
* **long**: a long file (two hours; ``--quick``: ten minutes) transcribed through the extraction
  child as the app does, piece by piece: the wall time per hour of recording (the issue's "one
  hour of speech in at most 15 minutes with the default model" is this figure, measured, never
  extrapolated from a shorter clip) and the child's peak resident memory, sampled with psutil.

The machine is shared while helpers work: each figure is printed with the load average
before and after it, and the process's CPU seconds beside the wall seconds. Results go to
``bench/results/speech.{json,md}`` (``speech-quick.*`` with ``--quick``).

Where a part of the app has not landed yet the part says so and measures the engine alone
(faster-whisper on the assembled model), labelled "engine only".
"""

from __future__ import annotations

import argparse
import contextlib
import datetime as dt
import json
import os
import platform
import re
import statistics
import subprocess
import sys
import tempfile
import threading
import time
import unicodedata
import wave
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tests.helpers.recordings import Spoken, encode, missing_tools, speak  # noqa: E402

RESULTS = ROOT / "bench" / "results"

# -- texts ----------------------------------------------------------------------------------------

#: A talk of many different sentences: the real-time factor clip and the long file's block.
TALK = (
    "Good morning everyone, and thank you for coming to this short talk about our city's libraries.",
    "Last year the central library lent more books than in any year since it opened.",
    "Most of the growth came from children and from people who had never held a library card.",
    "We think the reason is simple: the opening hours changed, and the building stayed open until nine.",
    "Families could visit after work, and students had a quiet place to read in the evening.",
    "The second change was the small branch that moved into the old railway station.",
    "Commuters return books on the way to the platform and pick up new ones on the way home.",
    "Some of our colleagues were worried that nobody would use a library next to a ticket machine.",
    "They were wrong, and the branch now lends almost a third of all our audio books.",
    "Let me say a few words about the budget, because that is the question we hear most often.",
    "The city council kept the budget the same, so the longer hours were paid for by other savings.",
    "We stopped printing the monthly newsletter and send it by email to those who ask for it.",
    "We also share one delivery van with the museum and the archive instead of running three.",
    "The heating system in the central building was replaced, which cut the energy bill by a quarter.",
    "Volunteers now run the reading groups, the chess club and the homework help on Saturdays.",
    "Without them, none of the evening events would be possible at the current cost.",
    "Now for the plans for next year, which are more ambitious than anything we have tried so far.",
    "We want to open a repair cafe where people can bring broken lamps, radios and bicycles.",
    "A retired engineer has offered to teach the first course about fixing household machines.",
    "The library will also lend tools, from drills and ladders to sewing machines and tents.",
    "Many people need a drill twice a year, and it makes little sense for every family to buy one.",
    "The third plan is a reading garden behind the central library, with trees and benches.",
    "The garden will be planted in the spring by pupils from the two schools nearby.",
    "Finally, we are going to digitise the old photographs of the harbour and the market square.",
    "Those pictures show the city as it was a hundred years ago, and many have never been shown.",
    "Anyone who recognises a face or a street in them is invited to tell us the story behind it.",
    "We hope to publish the collection online and in a small printed book before the winter.",
    "If you would like to help with any of these projects, please leave your name at the front desk.",
    "Thank you again for listening, and I am happy to answer a few questions now.",
    "The first question was about parking, and yes, the car park behind the station is free after six.",
)

#: Word error rate sets: the same six sentences in each language (English in two voices).
WER_SETS: dict[str, tuple[str, ...]] = {
    "en": (
        "The meeting about the new library budget starts after lunch on Thursday.",
        "Please remember to water the tomatoes in the greenhouse every evening.",
        "Our train to the coast was delayed by almost two hours because of a storm.",
        "The doctor said that my knee should heal within six weeks.",
        "We decided to paint the kitchen a pale shade of green.",
        "She forgot her umbrella at the museum and came home soaking wet.",
    ),
    "de": (
        "Die Besprechung über das neue Budget beginnt am Donnerstag nach dem Mittagessen.",
        "Bitte denk daran, die Tomaten im Gewächshaus jeden Abend zu gießen.",
        "Unser Zug an die Küste hatte wegen eines Sturms fast zwei Stunden Verspätung.",
        "Der Arzt sagte, dass mein Knie in sechs Wochen heilen sollte.",
        "Wir haben beschlossen, die Küche in einem hellen Grün zu streichen.",
        "Sie hat ihren Regenschirm im Museum vergessen und kam völlig durchnässt nach Hause.",
    ),
    "es": (
        "La reunión sobre el nuevo presupuesto empieza el jueves después de comer.",
        "Por favor, recuerda regar los tomates del invernadero cada tarde.",
        "Nuestro tren a la costa llegó casi dos horas tarde por una tormenta.",
        "El médico dijo que mi rodilla debería curarse en seis semanas.",
        "Decidimos pintar la cocina de un verde muy claro.",
        "Ella olvidó su paraguas en el museo y llegó a casa empapada.",
    ),
    "fr": (
        "La réunion sur le nouveau budget commence jeudi après le déjeuner.",
        "N'oublie pas d'arroser les tomates de la serre tous les soirs.",
        "Notre train pour la côte a eu presque deux heures de retard à cause d'une tempête.",
        "Le médecin a dit que mon genou devrait guérir en six semaines.",
        "Nous avons décidé de peindre la cuisine en vert pâle.",
        "Elle a oublié son parapluie au musée et est rentrée trempée.",
    ),
}
#: espeak-ng voice -> the language of its sentences.
VOICES = {"en-us": "en", "en-gb": "en", "de": "de", "es": "es", "fr": "fr"}
#: sox white noise amplitudes (tests/helpers/recordings.py: 0.05 audible, 0.2 loud).
NOISE = {"clean": 0.0, "noise 0.05": 0.05, "noise 0.2": 0.2}

#: Numbers a transcript may write as digits, in words (0 to 20), per language.
NUMBER_WORDS = {
    "en": "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen "
    "fifteen sixteen seventeen eighteen nineteen twenty",
    "de": "null eins zwei drei vier fünf sechs sieben acht neun zehn elf zwölf dreizehn vierzehn "
    "fünfzehn sechzehn siebzehn achtzehn neunzehn zwanzig",
    "es": "cero uno dos tres cuatro cinco seis siete ocho nueve diez once doce trece catorce quince "
    "dieciséis diecisiete dieciocho diecinueve veinte",
    "fr": "zéro un deux trois quatre cinq six sept huit neuf dix onze douze treize quatorze quinze "
    "seize dix-sept dix-huit dix-neuf vingt",
}

#: The moment recordings: (file name, voice, sentences, [(query, sentence words, kind)]).
#: Two seconds of silence lie between sentences, so a moment off by one sentence is visible.
MOMENT_SET: tuple[tuple[str, str, tuple[str, ...], tuple[tuple[str, str, str], ...]], ...] = (
    (
        "voice memo.mp3",
        "en-us",
        (
            "This is a note to myself about the week ahead.",
            "On Monday the plumber comes to look at the leaking pipe under the sink.",
            "The mechanic replaced both rear brake pads and the car is ready on Wednesday.",
            "Remember to buy a birthday present for Anna, perhaps a book about mountain birds.",
            "The dentist moved my appointment to Friday morning at half past eight.",
            "Finally, the insurance company still owes us money for the broken window.",
        ),
        (
            ("mechanic replaced both rear brake pads", "rear brake pads", "words"),
            ("car repair brakes fixed", "rear brake pads", "paraphrase"),
            ("insurance company still owes us money", "insurance company", "words"),
            ("gift for a friend who likes birds", "birthday present", "paraphrase"),
        ),
    ),
    (
        "lecture.mp4",
        "en-gb",
        (
            "Welcome to the third lecture of this course on the history of navigation.",
            "Sailors once crossed the ocean by watching the stars and the height of the sun.",
            "The invention of an accurate clock finally allowed them to measure longitude.",
            "A carpenter named John Harrison spent most of his life building such clocks.",
            "His fourth design was small enough to hold in one hand and kept near perfect time.",
            "Next week we will look at how radio signals replaced the clock at sea.",
        ),
        (
            ("carpenter named John Harrison", "John Harrison", "words"),
            ("clock to measure longitude at sea", "accurate clock", "paraphrase"),
            ("radio signals replaced the clock", "radio signals", "words"),
        ),
    ),
    (
        "besprechung.ogg",
        "de",
        (
            "Guten Morgen, wir beginnen mit dem Bericht aus der Buchhaltung.",
            "Die Rechnungen für den Umbau der Kantine sind noch nicht bezahlt.",
            "Der Umzug der Abteilung in das neue Gebäude beginnt im März.",
            "Frau Keller übernimmt ab sofort die Planung der Sommerfeier.",
            "Die Fenster im zweiten Stock werden nächste Woche ausgetauscht.",
        ),
        (
            ("Umbau der Kantine", "Umbau der Kantine", "words"),
            ("Planung der Sommerfeier", "Sommerfeier", "words"),
            ("Fenster im zweiten Stock", "zweiten Stock", "words"),
        ),
    ),
)

# -- the machine ----------------------------------------------------------------------------------


def load() -> float:
    return os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")


def machine_line() -> str:
    cpu = platform.machine()
    with contextlib.suppress(OSError, StopIteration), open("/proc/cpuinfo", encoding="utf-8") as fh:
        cpu = next(line.split(":", 1)[1].strip() for line in fh if line.startswith("model name"))
    import ctranslate2
    import faster_whisper

    now = dt.datetime.now(dt.UTC).strftime("%Y-%m-%d %H:%M UTC")
    return (
        f"{now}; {platform.platform()}; {cpu}, {os.cpu_count()} CPU threads, load {load():.2f}; "
        f"Python {platform.python_version()}, faster-whisper {faster_whisper.__version__}, "
        f"CTranslate2 {ctranslate2.__version__}"
    )


@dataclass
class Timed:
    """Wall and CPU seconds of a ``with`` block, and the load average around it."""

    wall: float = 0.0
    cpu: float = 0.0
    load_before: float = 0.0
    load_after: float = 0.0

    @contextlib.contextmanager
    def run(self) -> Iterator[Timed]:
        self.load_before = load()
        w, c = time.perf_counter(), time.process_time()
        yield self
        self.wall, self.cpu = time.perf_counter() - w, time.process_time() - c
        self.load_after = load()

    @property
    def loads(self) -> str:
        return f"{self.load_before:.1f}/{self.load_after:.1f}"


class PeakRss:
    """Peak resident memory of one process (the extraction child), sampled every ``interval`` s."""

    def __init__(self, pid: Callable[[], int | None], interval: float = 0.2) -> None:
        self.peak = 0
        self._pid = pid
        self._interval = interval
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, daemon=True)

    def _run(self) -> None:
        import psutil

        while not self._stop.wait(self._interval):
            pid = self._pid()
            if pid is None:
                continue
            with contextlib.suppress(psutil.Error):
                self.peak = max(self.peak, psutil.Process(pid).memory_info().rss)

    def __enter__(self) -> PeakRss:
        self._thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self._stop.set()
        self._thread.join()


# -- models and settings --------------------------------------------------------------------------


def model_dir(name: str, cache: Path) -> Path:
    """The model's folder as the app gets it (core/models/whisper.py: joined from the wheels,
    checked by its SHA-256), assembled once into the cache."""
    from desktop_search.core.models.whisper import speech_model_dir

    return speech_model_dir(name, cache / "models")


def app_options() -> Any:
    """The options the app transcribes with (core/extract/speech.py's DEFAULT_OPTIONS)."""
    from desktop_search.core.extract.speech import DEFAULT_OPTIONS

    return DEFAULT_OPTIONS


def label(options: Any) -> str:
    return (
        f"beam {options.beam_size}, vad {'on' if options.vad else 'off'}, "
        f"{options.threads} thread{'s' if options.threads != 1 else ''}, {options.compute_type}"
    )


def load_model(folder: Path, options: Any) -> None:
    """Load (and check) the model in this process as transcribe_piece does, so that the pieces
    timed after it do not include the load."""
    from desktop_search.core.extract import speech

    speech._model(folder, options)  # the load, timed apart from the work


def transcribe(path: Path, folder: Path, options: Any) -> tuple[str, list[str], int]:
    """The whole of ``path`` through the app's transcribe_piece, a piece after the other as the
    indexer reads it (in this process, without the child): the transcript, the languages
    detected, and the number of pieces."""
    from desktop_search.core.extract.speech import transcribe_piece
    from desktop_search.core.indexing.speech import PIECE_S

    texts: list[str] = []
    langs: list[str] = []
    start, pieces = 0.0, 0
    while True:
        piece = transcribe_piece(path, start, PIECE_S, model_dir=folder, options=options)
        pieces += 1
        texts += [s.text for s in piece.segments]
        if piece.language:
            langs.append(piece.language)
        if piece.done or piece.reached_s <= start:
            return " ".join(texts), langs, pieces
        start = piece.reached_s


def segments_of(path: Path, folder: Path, options: Any) -> list[Any]:
    """Every segment of ``path`` through transcribe_piece (recording times)."""
    from desktop_search.core.extract.speech import transcribe_piece
    from desktop_search.core.indexing.speech import PIECE_S

    out: list[Any] = []
    start = 0.0
    while True:
        piece = transcribe_piece(path, start, PIECE_S, model_dir=folder, options=options)
        out += piece.segments
        if piece.done or piece.reached_s <= start:
            return out
        start = piece.reached_s


# -- word error rate -----------------------------------------------------------------------------


def words(text: str, lang: str) -> list[str]:
    """Words to compare: NFKC, case folded, punctuation gone (apostrophes and hyphens split),
    small numbers written as digits spelled out in ``lang``."""
    text = unicodedata.normalize("NFKC", text).casefold().replace("’", "'")
    numbers = NUMBER_WORDS.get(lang, NUMBER_WORDS["en"]).split()
    text = re.sub(r"\d+", lambda m: numbers[int(m[0])] if int(m[0]) < len(numbers) else m[0], text)
    text = re.sub(r"[^\w\s]", " ", text)
    return text.split()


def wer(reference: str, hypothesis: str, lang: str) -> tuple[int, int]:
    """(word edits, reference words): substitutions, deletions and insertions over words
    (rapidfuzz's Levenshtein over the word lists; jiwer computes the same with rapidfuzz)."""
    from rapidfuzz.distance import Levenshtein

    ref, hyp = words(reference, lang), words(hypothesis, lang)
    return Levenshtein.distance(ref, hyp), len(ref)


# -- recordings -----------------------------------------------------------------------------------


def wav_seconds(path: Path) -> float:
    with wave.open(str(path)) as f:
        return f.getnframes() / f.getframerate()


def media_seconds(path: Path) -> float:
    import av

    with av.open(str(path)) as container:
        return float(container.duration or 0) / 1e6


def talk(cache: Path, sentences: int) -> Spoken:
    """The English talk's first ``sentences`` as an MP3 (made once, cached)."""
    path = cache / f"talk-{sentences}.mp3"
    meta = path.with_suffix(".json")
    if path.is_file() and meta.is_file():
        data = json.loads(meta.read_text())
        return Spoken(
            path, tuple(data["sentences"]), tuple(data["starts"]), tuple(data["ends"]), data["duration"]
        )
    spoken = speak(path, TALK[:sentences], voice="en-us", gap_s=0.8)
    meta.write_text(
        json.dumps(
            {
                "sentences": spoken.sentences,
                "starts": spoken.starts,
                "ends": spoken.ends,
                "duration": spoken.duration_s,
            }
        )
    )
    return spoken


def long_file(cache: Path, minutes: float) -> tuple[Path, float, float]:
    """A recording of ``minutes`` (the talk, again and again, as AAC in .m4a), made once and
    cached; its path, its length and the seconds of it that are speech."""
    path = cache / f"long-{minutes:g}min.m4a"
    meta = path.with_suffix(".json")
    if path.is_file() and meta.is_file():
        data = json.loads(meta.read_text())
        return path, data["duration"], data["speech"]
    block = cache / "talk-block.wav"
    spoken = speak(block, TALK, voice="en-us", gap_s=0.8)
    block_s = spoken.duration_s + 0.8
    copies = max(1, round(minutes * 60 / block_s))
    with tempfile.TemporaryDirectory(dir=cache) as tmp:
        gap = Path(tmp) / "gap.wav"
        subprocess.run(
            ["sox", "-n", "-r", "22050", "-c", "1", "-b", "16", str(gap), "trim", "0", "0.8"],
            check=True,
            capture_output=True,
        )
        joined = Path(tmp) / "long.wav"
        subprocess.run(
            ["sox", *([str(block), str(gap)] * copies), str(joined)], check=True, capture_output=True
        )
        encode(joined, path)
    speech_s = copies * sum(e - s for s, e in zip(spoken.starts, spoken.ends, strict=True))
    duration = media_seconds(path)
    meta.write_text(json.dumps({"duration": duration, "speech": speech_s, "copies": copies}))
    return path, duration, speech_s


# -- the parts ------------------------------------------------------------------------------------


@dataclass
class Report:
    quick: bool
    machine: str
    lines: list[str] = field(default_factory=list)
    data: dict[str, Any] = field(default_factory=dict)

    def say(self, line: str = "") -> None:
        print(line, flush=True)
        self.lines.append(line)


def part_rtf(report: Report, cache: Path, repeat: int) -> None:
    from dataclasses import replace

    from desktop_search.core.indexing.speech import PIECE_S

    default = app_options()
    clip = talk(cache, 12 if report.quick else len(TALK))
    report.say(f"## Real-time factor ({clip.duration_s:.0f} s of English speech, en-us voice, MP3)")
    report.say(
        "Each row transcribes the whole clip through the app's transcribe_piece, in pieces as long as "
        f"the indexer's ({PIECE_S:.0f} s), in this process; the app's settings (core/extract/speech.py): "
        f"{label(default)}."
    )
    rows: list[tuple[str, Any]] = [
        ("whisper-base", default),
        ("whisper-base", replace(default, beam_size=5 if default.beam_size == 1 else 1)),
        ("whisper-base", replace(default, vad=not default.vad)),
        ("whisper-base", replace(default, threads=1 if default.threads != 1 else 2)),
        ("whisper-base", replace(default, condition_on_previous_text=not default.condition_on_previous_text)),
        ("whisper-tiny.en", default),
        ("whisper-tiny.en", replace(default, beam_size=5 if default.beam_size == 1 else 1)),
    ]
    report.say("")
    report.say("| model | settings | load s | wall s | CPU s | RTF | vs default | WER | load avg |")
    report.say("|---|---|---|---|---|---|---|---|---|")
    reference = " ".join(clip.sentences)
    runs: list[list[tuple[Timed, Timed, int, int]]] = [[] for _ in rows]
    # Rounds, each row once a round, so that a busy minute on the shared machine falls on every
    # row alike; each row's first piece is warmed up (a 10 s piece, untimed) after its load.
    from desktop_search.core.extract.speech import transcribe_piece

    for _round in range(repeat):
        for i, (name, options) in enumerate(rows):
            folder = model_dir(name, cache)
            loading = Timed()
            with loading.run():
                load_model(folder, options)
            transcribe_piece(clip.path, 0.0, 10.0, model_dir=folder, options=options)
            t = Timed()
            with t.run():
                text, _langs, _pieces = transcribe(clip.path, folder, options)
            edits, n = wer(reference, text, "en")
            runs[i].append((loading, t, edits, n))
    out = []
    base_wall = statistics.median(t.wall for _l, t, _e, _n in runs[0])
    for (name, options), done in zip(rows, runs, strict=True):
        wall = statistics.median(t.wall for _l, t, _e, _n in done)
        cpu = statistics.median(t.cpu for _l, t, _e, _n in done)
        load_s = max(lo.wall for lo, _t, _e, _n in done)
        edits, n = sum(e for *_x, e, _n in done), sum(n for *_x, n in done)
        rtf = wall / clip.duration_s
        settings = label(options)
        if options.condition_on_previous_text != default.condition_on_previous_text:
            settings += (
                f", condition on previous text {'on' if options.condition_on_previous_text else 'off'}"
            )
        low = min(t.load_before for _l, t, _e, _n in done)
        loads = f"{low:.1f}-{max(t.load_after for _l, t, _e, _n in done):.1f}"
        out.append(
            {
                "model": name,
                "settings": settings,
                "load_s": load_s,
                "wall_s": [t.wall for _l, t, _e, _n in done],
                "cpu_s": [t.cpu for _l, t, _e, _n in done],
                "rtf": rtf,
                "ratio_to_default": wall / base_wall,
                "wer": edits / n,
                "load_avg": loads,
                "default": not out,
            }
        )
        mark = " **(default)**" if len(out) == 1 else ""
        report.say(
            f"| {name} | {settings}{mark} | {load_s:.1f} | {wall:.1f} | {cpu:.1f} | "
            f"{rtf:.3f} | {wall / base_wall:.2f}x | {edits / n:.1%} | {loads} |"
        )
    report.say("")
    report.say(
        f"Median of {repeat} run(s) a row. RTF: wall seconds per second of recording (decoding the MP3 "
        "included; the model's load and checksum not, they are 'load s', the longest of the runs); "
        "CPU s: this process's CPU time (all threads); WER over all runs; load avg: the 1-minute "
        "load average's lowest and highest around the row's runs."
    )
    report.data["rtf"] = {"clip_s": clip.duration_s, "rows": out}


def part_wer(report: Report, cache: Path) -> None:
    from dataclasses import replace

    default = app_options()
    other_beam = replace(default, beam_size=5 if default.beam_size == 1 else 1)
    report.say("## Word error rate (six sentences a voice, espeak-ng, 1 s gaps, WAV)")
    report.say(
        f"App settings ({label(default)}), and whisper-base with beam {other_beam.beam_size} beside them; "
        "the language detected by the model in each piece (as the app does). Words compared after "
        "case folding, punctuation removed and numbers 0-20 written as words."
    )
    report.say("")
    report.say("| model | beam | voice | " + " | ".join(NOISE) + " | detected language |")
    report.say("|---|---|---|" + "---|" * len(NOISE) + "---|")
    rows = []
    totals: dict[tuple[str, int, str, str], list[int]] = {}
    models = (("whisper-base", default), ("whisper-base", other_beam), ("whisper-tiny.en", default))
    for name, options in models:
        folder = model_dir(name, cache)
        for voice, lang in VOICES.items():
            if name.endswith(".en") and lang != "en":
                continue
            cells, langs = [], []
            for noise, amp in NOISE.items():
                path = cache / "wer" / f"{voice}-{amp:g}.wav"
                if not path.is_file():
                    speak(path, WER_SETS[lang], voice=voice, noise=amp)
                text, detected, _pieces = transcribe(path, folder, options)
                edits, n = wer(" ".join(WER_SETS[lang]), text, lang)
                group = "English voices" if lang == "en" else "de, es, fr"
                total = totals.setdefault((name, options.beam_size, group, noise), [0, 0])
                total[0] += edits
                total[1] += n
                cells.append(f"{edits / n:.1%}")
                langs += detected
                rows.append(
                    {
                        "model": name,
                        "beam_size": options.beam_size,
                        "voice": voice,
                        "noise": amp,
                        "wer": edits / n,
                        "edits": edits,
                        "words": n,
                        "detected": detected,
                        "transcript": text,
                    }
                )
            report.say(
                f"| {name} | {options.beam_size} | {voice} | "
                + " | ".join(cells)
                + f" | {', '.join(sorted(set(langs)))} |"
            )
    report.say("")
    for name, options in models:
        for group in ("English voices", "de, es, fr"):
            summary = ", ".join(
                f"{noise} {e / n:.1%}"
                for (m, beam, g, noise), (e, n) in totals.items()
                if (m, beam, g) == (name, options.beam_size, group)
            )
            if summary:
                report.say(f"- {name}, beam {options.beam_size}, {group}: {summary}.")
    report.data["wer"] = {"rows": rows}


def _engine_ready() -> bool:
    """Whether the indexer reads speech (core/indexing/speech.py has landed)."""
    try:
        from desktop_search.core.indexing import speech  # noqa: F401
    except ImportError:
        return False
    return True


def _moment_of(result: Any) -> float | None:
    """Where a search result opens: its ``moment_s``, else its best passage's ``start_s``."""
    for attr in ("moment_s", "start_s"):
        value = getattr(result, attr, None)
        if value is not None:
            return float(value)
    for passage in getattr(result, "passages", []) or []:
        value = getattr(passage, "start_s", None)
        if value is not None:
            return float(value)
    return None


def make_moment_folder(folder: Path) -> dict[str, Spoken]:
    spoken = {}
    for name, voice, sentences, _queries in MOMENT_SET:
        spoken[name] = speak(folder / name, sentences, voice=voice, gap_s=2.0, lead_s=1.0)
    return spoken


def part_moment(report: Report, cache: Path) -> None:
    report.say("## The moment (where the result opens vs where the phrase was said)")
    with tempfile.TemporaryDirectory(dir=cache) as tmp:
        folder = Path(tmp) / "recordings"
        spoken = make_moment_folder(folder)
        rows = []
        if _engine_ready():
            from desktop_search.core.common.config import Paths
            from desktop_search.core.engine import Engine

            report.say(
                "Indexed by the real indexer (Engine.index), found by the real search (Engine.search)."
            )
            t = Timed()
            with Engine(Paths(Path(tmp) / "data")) as engine, t.run():
                engine.index([folder])
            with Engine(Paths(Path(tmp) / "data")) as engine:
                for name, _voice, _sentences, queries in MOMENT_SET:
                    for query, said, kind in queries:
                        results = engine.search(query, top=5)
                        rank = next((i for i, r in enumerate(results, 1) if Path(r.path).name == name), None)
                        moment = _moment_of(results[rank - 1]) if rank else None
                        rows.append((name, query, kind, rank, moment, spoken[name].start_of(said)))
            report.say(
                f"Index run: {t.wall:.1f} s for {len(spoken)} recordings "
                f"({sum(s.duration_s for s in spoken.values()):.0f} s of audio), load {t.loads}."
            )
            report.data["moment_mode"] = "app"
        else:
            report.say(
                "ENGINE ONLY (core/indexing/speech.py not landed): the start of the first segment holding "
                "the phrase's words, from faster-whisper with the app settings."
            )
            default = app_options()
            folder_model = model_dir("whisper-base", cache)
            for name, _voice, _sentences, queries in MOMENT_SET:
                segments = segments_of(spoken[name].path, folder_model, default)
                for query, said, kind in queries:
                    if kind != "words":
                        continue
                    key = " ".join(words(said, "de"))
                    hit = next((s for s in segments if key in " ".join(words(s.text, "de"))), None)
                    rows.append(
                        (
                            name,
                            query,
                            kind,
                            1 if hit else None,
                            hit.start_s if hit else None,
                            spoken[name].start_of(said),
                        )
                    )
            report.data["moment_mode"] = "engine only"
        report.say("")
        report.say("| recording | query | kind | rank | opens at s | said at s | off by s |")
        report.say("|---|---|---|---|---|---|---|")
        offs = []
        for name, query, kind, rank, moment, said_at in rows:
            off = None if moment is None else moment - said_at
            if off is not None:
                offs.append(abs(off))
            report.say(
                f"| {name} | {query} | {kind} | {rank or 'not found'} | "
                f"{'-' if moment is None else f'{moment:.1f}'} | {said_at:.1f} | "
                f"{'-' if off is None else f'{off:+.1f}'} |"
            )
        report.say("")
        if offs:
            report.say(
                f"Off by at most {max(offs):.1f} s, median {sorted(offs)[len(offs) // 2]:.1f} s "
                f"({len(offs)} of {len(rows)} queries found with a moment)."
            )
        report.data["moment"] = [
            {"recording": r[0], "query": r[1], "kind": r[2], "rank": r[3], "opens_at": r[4], "said_at": r[5]}
            for r in rows
        ]


def part_latency(report: Report, cache: Path) -> None:
    report.say("## Time until a new recording is searchable")
    if not _engine_ready():
        report.say("not measured: core/indexing/speech.py (the indexer's speech step) has not landed.")
        return
    from desktop_search.core.common.config import Paths
    from desktop_search.core.engine import Engine

    memo = (
        "Hello, this is a quick voice memo before the weekend.",
        "The caretaker will switch off the hot water on Saturday between ten and two.",
        "Please move the blue bicycles out of the cellar before the painters arrive.",
        "The spare key for the garden shed is hidden under the green flower pot.",
    )
    with tempfile.TemporaryDirectory(dir=cache) as tmp:
        folder = Path(tmp) / "folder"
        folder.mkdir()
        for i in range(20):
            (folder / f"note-{i}.txt").write_text(f"Note {i}: shopping list, bread, milk, apples and tea.\n")
        rows = []
        with Engine(Paths(Path(tmp) / "data")) as engine:
            engine.index([folder])
            spoken = speak(folder / "memo.m4a", memo, voice="en-us")
            t = Timed()
            with t.run():
                t0 = time.perf_counter()
                engine.index()
                index_s = time.perf_counter() - t0
                results = engine.search("spare key for the garden shed", top=5)
            found = any(Path(r.path).name == "memo.m4a" for r in results)
            rows.append(
                {
                    "recording_s": spoken.duration_s,
                    "index_s": index_s,
                    "until_found_s": t.wall,
                    "found": found,
                    "load_avg": [t.load_before, t.load_after],
                }
            )
        report.say(
            f"A {spoken.duration_s:.0f} s voice memo (m4a) added to an indexed folder of 20 notes; "
            f"`Engine.index()` then `Engine.search(...)` by its words: {t.wall:.1f} s until found "
            f"(the run {index_s:.1f} s; {'found' if found else 'NOT found'}), load {t.loads}."
        )
        report.data["latency"] = rows


def part_long(report: Report, cache: Path, minutes: float) -> None:
    path, duration, speech_s = long_file(cache, minutes)
    report.say(f"## A long recording: {duration / 60:.1f} min ({speech_s / duration:.0%} of it speech), m4a")
    from desktop_search.core.common.config import Paths
    from desktop_search.core.engine import Engine
    from desktop_search.core.extract.sandbox import ExtractorProcess
    from desktop_search.core.indexing.speech import PIECE_S

    if not hasattr(ExtractorProcess, "transcribe"):
        report.say("not measured: ExtractorProcess.transcribe (core/extract/sandbox.py) has not landed.")
        return
    pieces = 0
    words_out = 0
    t = Timed()
    with tempfile.TemporaryDirectory(dir=cache) as tmp, Engine(Paths(Path(tmp) / "data")) as engine:
        # The engine's own transcriber: its model (the settings' default), device and threads,
        # each piece a request to its extraction child with the piece's time limit.
        setup = engine._speech_setup()  # what the indexer is given
        if setup.transcribe is None:
            report.say(f"not measured: speech is unavailable here ({setup.unavailable}).")
            return
        child = engine._extract_process()  # its pid, for the memory
        with PeakRss(lambda: child.pid) as rss, t.run():
            start = 0.0
            while True:
                piece = setup.transcribe(path, start, setup.piece_s)
                pieces += 1
                words_out += sum(len(s.text.split()) for s in piece.segments)
                if piece.done or piece.reached_s <= start:
                    break
                start = piece.reached_s
        model = setup.model
    per_hour_min = t.wall / duration * 60
    report.say(
        f"{pieces} pieces of {PIECE_S:.0f} s through the engine's transcriber (ExtractorProcess.transcribe), "
        f"{model}: {t.wall / 60:.1f} min wall for {duration / 60:.1f} min of recording: RTF "
        f"{t.wall / duration:.3f}, **{per_hour_min:.1f} min per hour of recording** "
        f"({t.wall / speech_s * 60:.1f} min per hour of speech); {words_out} words; load {t.loads}."
    )
    report.say(f"Peak RSS of the extraction child: **{rss.peak / 2**20:.0f} MiB** (psutil, every 0.2 s).")
    report.data["long"] = {
        "duration_s": duration,
        "speech_s": speech_s,
        "model": model,
        "wall_s": t.wall,
        "cpu_s_parent": t.cpu,
        "pieces": pieces,
        "words": words_out,
        "peak_child_rss_mib": rss.peak / 2**20,
        "minutes_per_hour": per_hour_min,
        "load_avg": [t.load_before, t.load_after],
    }


PARTS = ("rtf", "wer", "moment", "latency", "long")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="a one-minute clip and a ten-minute long file")
    parser.add_argument("--parts", default=",".join(PARTS), help=f"comma-separated, of {','.join(PARTS)}")
    parser.add_argument(
        "--long-minutes", type=float, default=None, help="the long file (default 120, quick 10)"
    )
    parser.add_argument(
        "--cache", type=Path, default=Path(tempfile.gettempdir()) / "desktop-search-bench-speech"
    )
    parser.add_argument("--repeat", type=int, default=0, help="runs of each rtf row (default 3, quick 1)")
    parser.add_argument("--out", type=Path, default=RESULTS)
    args = parser.parse_args(argv)
    if missing := missing_tools():
        print(f"needs {', '.join(missing)} (make system-packages)", file=sys.stderr)
        return 2
    parts = [p for p in args.parts.split(",") if p]
    if unknown := set(parts) - set(PARTS):
        parser.error(f"unknown parts: {', '.join(sorted(unknown))}")
    args.cache.mkdir(parents=True, exist_ok=True)
    minutes = args.long_minutes or (10.0 if args.quick else 120.0)
    report = Report(quick=args.quick, machine=machine_line())
    report.say(f"# bench/speech.py{' --quick' if args.quick else ''}")
    report.say(report.machine)
    report.say("")
    started = time.perf_counter()
    for part in parts:
        if part == "rtf":
            part_rtf(report, args.cache, args.repeat or (1 if args.quick else 3))
        elif part == "wer":
            part_wer(report, args.cache)
        elif part == "moment":
            part_moment(report, args.cache)
        elif part == "latency":
            part_latency(report, args.cache)
        elif part == "long":
            part_long(report, args.cache, minutes)
        report.say("")
    report.say(f"Whole run: {(time.perf_counter() - started) / 60:.1f} min; load at the end {load():.2f}.")
    stem = "speech-quick" if args.quick else "speech"
    if set(parts) != set(PARTS):
        stem += "-" + "-".join(parts)
    args.out.mkdir(parents=True, exist_ok=True)
    (args.out / f"{stem}.md").write_text("\n".join(report.lines) + "\n", encoding="utf-8")
    payload = {"machine": report.machine, "quick": args.quick, "parts": parts, **report.data}
    (args.out / f"{stem}.json").write_text(json.dumps(payload, indent=1, ensure_ascii=False) + "\n")
    print(f"wrote {args.out / stem}.md and .json")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
