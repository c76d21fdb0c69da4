"""Re-finding a file you know (#28): success@1 and MRR@10 per kind of memory, route by route.

A folder of ``--docs`` SciFact abstracts, each saved as a file named after its title in one of
four naming styles (``Title words.txt``, ``title_words.txt``, ``title-words.txt``,
``2021-03-04 Title words.txt``); the title is only in the name, as in real files. Then
``--sought`` of them (drawn the same way every run) are sought the way a person remembers a file:

* **name**: three or four words of the name, in another order, in lower case;
* **rare words**: the two words of the file that the fewest other files hold;
* **phrase**: four words in a row from the text, typed without quotes;
* **typos**: three long words of the text, each with two neighbouring letters swapped;
* **gist**: the judged SciFact claim about that abstract (what a person remembers it says),
  for the abstracts with one.

Each kind is searched by the vector route, the keyword route and the fusion (plus each
``--variant`` of it, as in ``bench/fusion_eval.py``), and by Recoll (``recollq``) on the same
folder where it is installed. The folder and the index are kept under ``--cache``.

    .venv/bin/python bench/known_item.py [--docs 1500] [--sought 100] [--variant name:CONST=v,...]
"""

from __future__ import annotations

import argparse
import collections
import json
import os
import random
import re
import shutil
import statistics
import subprocess
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench.common import machine_line
from bench.fusion_eval import EVAL_DIR, Variant, parse_variant
from bench.multilingual import QueryVectors
from desktop_search.core.common.config import Paths
from desktop_search.core.common.settings import Settings
from desktop_search.core.engine import Engine
from desktop_search.core.text.lexical import tokens

SEED = 28
KINDS = ("name", "rare words", "phrase", "typos", "gist")
_WORD = re.compile(r"[A-Za-z][A-Za-z'-]+")


def file_name(title: str, style: int, day: int) -> str:
    words = re.findall(r"[A-Za-z0-9]+", title)[:12] or ["untitled"]
    if style == 0:
        name = " ".join(words)
    elif style == 1:
        name = "_".join(w.lower() for w in words)
    elif style == 2:
        name = "-".join(w.lower() for w in words)
    else:
        name = f"2021-{day % 12 + 1:02d}-{day % 28 + 1:02d} " + " ".join(words)
    return name[:120] + ".txt"


def swap_two(word: str, rng: random.Random) -> str:
    i = rng.randrange(1, len(word) - 2)  # not the first letter: people rarely get that wrong
    return word[:i] + word[i + 1] + word[i] + word[i + 2 :]


def build(cache: Path, n_docs: int, n_sought: int) -> tuple[Path, list[tuple[str, str, str]]]:
    """The folder (written once) and the (kind, query, file name) to seek."""
    claims: dict[str, str] = {}
    with open(EVAL_DIR / "scifact" / "queries.jsonl", encoding="utf-8") as fh:
        queries = {r["_id"]: r["text"] for r in map(json.loads, fh)}
    with open(EVAL_DIR / "scifact" / "qrels.tsv", encoding="utf-8") as fh:
        next(fh)
        for line in fh:
            qid, did, _grade = line.rstrip("\n").split("\t")
            claims.setdefault(did, queries[qid])
    # The abstracts with a judged claim first (the ones sought), then others up to n_docs.
    rows = []
    with open(EVAL_DIR / "scifact" / "corpus.jsonl", encoding="utf-8") as fh:
        for line in fh:
            row = json.loads(line)
            if row["title"].strip() and len(row["text"].split()) >= 40:
                rows.append((row["_id"], row["title"].strip(), row["text"].strip()))
    rows.sort(key=lambda r: r[0] not in claims)
    corpus = rows[:n_docs]
    folder = cache / "known-item" / "docs"
    names = {}
    for i, (doc_id, title, _text) in enumerate(corpus):
        names[doc_id] = file_name(title, i % 4, i)
    if not folder.is_dir() or len(list(folder.iterdir())) != len(corpus):
        shutil.rmtree(folder, ignore_errors=True)
        folder.mkdir(parents=True)
        for doc_id, _title, text in corpus:
            (folder / names[doc_id]).write_text(text, encoding="utf-8")
    # Document frequency of each folded word, for "rare".
    df: collections.Counter[str] = collections.Counter()
    for _id, _title, text in corpus:
        df.update({t.term for t in tokens(text)})
    rng = random.Random(SEED)
    with_claims = [c for c in corpus if c[0] in claims]
    chosen = rng.sample(with_claims, min(n_sought, len(with_claims)))
    out = []
    for doc_id, _title, text in chosen:
        name = names[doc_id]
        title_words = [w.lower() for w in dict.fromkeys(re.findall(r"[A-Za-z]{4,}", Path(name).stem))]
        pick = rng.sample(title_words, min(len(title_words), rng.choice((3, 4))))
        rng.shuffle(pick)
        out.append(("name", " ".join(pick), name))
        words = [w for w in _WORD.findall(text) if len(w) >= 4]
        # The file's own words as the index cuts them (letters only, four or more).
        folded = {t.term for t in tokens(text) if t.term.isalpha() and len(t.term) >= 4}
        rare = sorted(folded, key=lambda w: (df[w], w))[:2]
        out.append(("rare words", " ".join(rare), name))
        plain = [w.strip(".,;:()") for w in text.split()]
        starts = [i for i in range(len(plain) - 4) if sum(len(w) >= 5 for w in plain[i : i + 4]) >= 2]
        start = rng.choice(starts or [0])
        out.append(("phrase", " ".join(plain[start : start + 4]), name))
        long_words = sorted({w for w in words if len(w) >= 8})
        typo = [swap_two(w.lower(), rng) for w in rng.sample(long_words, min(3, len(long_words)))]
        out.append(("typos", " ".join(typo), name))
        out.append(("gist", claims[doc_id], name))
    return folder, out


def score(ranked: list[str], wanted: str) -> tuple[float, float]:
    """(success@1, reciprocal rank within 10)."""
    if wanted in ranked[:10]:
        rank = ranked.index(wanted) + 1
        return float(rank == 1), 1.0 / rank
    return 0.0, 0.0


def recoll(
    folder: Path, cache: Path, sought: list[tuple[str, str, str]]
) -> dict[str, tuple[float, float]] | str:
    if not (shutil.which("recollindex") and shutil.which("recollq")):
        return "not installed (apt-get install recollcmd)"
    conf = cache / "known-item" / "recoll"
    conf.mkdir(parents=True, exist_ok=True)
    (conf / "recoll.conf").write_text(
        f"topdirs = {folder}\nindexStemmingLanguages = english\nloglevel = 1\n", encoding="utf-8"
    )
    env = {**os.environ, "RECOLL_CONFDIR": str(conf)}
    subprocess.run(["recollindex", "-c", str(conf)], capture_output=True, check=False, env=env)
    got: dict[str, list[tuple[float, float]]] = collections.defaultdict(list)
    for kind, query, name in sought:
        out = subprocess.run(
            ["recollq", "-c", str(conf), "-b", "-n", "10", query],
            capture_output=True,
            text=True,
            check=False,
            env=env,
        ).stdout
        ranked = [Path(line.strip()).name for line in out.splitlines() if line.startswith("file://")]
        ranked = [_unquote(n) for n in ranked]
        got[kind].append(score(ranked, name))
    return {k: (statistics.fmean(s for s, _ in v), statistics.fmean(r for _, r in v)) for k, v in got.items()}


def _unquote(name: str) -> str:
    from urllib.parse import unquote

    return unquote(name)


def ours(
    folder: Path, cache: Path, sought: list[tuple[str, str, str]], variants: list[Variant]
) -> dict[str, dict[str, tuple[float, float]]]:
    out: dict[str, dict[str, tuple[float, float]]] = {}
    with Engine(Paths(cache / "known-item" / "data"), settings=Settings(background_priority=False)) as engine:
        report = engine.index([folder])
        if report.files_indexed:
            print(f"  indexed {report.files_indexed} files", flush=True)
        engine.searcher.embedder = QueryVectors(engine.embedder)  # type: ignore[assignment]
        columns: list[tuple[str, str, dict[tuple[Any, str], Any]]] = [
            ("vector", "vector", {}),
            ("keyword", "keyword", {}),
            ("fused", "rrf", {}),
            *[(name, "rrf", values) for name, values in variants],
        ]
        for column, fusion, values in columns:
            engine.searcher.fusion = fusion
            saved = {(m, k): getattr(m, k) for m, k in values}
            for (m, k), v in values.items():
                setattr(m, k, v)
            try:
                got: dict[str, list[tuple[float, float]]] = collections.defaultdict(list)
                for kind, query, name in sought:
                    results = engine.query(query, top=10, rerank=False).results
                    got[kind].append(score([Path(r.path).name for r in results], name))
            finally:
                for (m, k), v in saved.items():
                    setattr(m, k, v)
            out[column] = {
                k: (statistics.fmean(s for s, _ in v), statistics.fmean(r for _, r in v))
                for k, v in got.items()
            }
    return out


def main() -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--docs", type=int, default=1500)
    parser.add_argument("--sought", type=int, default=100)
    parser.add_argument("--cache", type=Path, default=Path("/tmp/ds-fusion-eval"))
    parser.add_argument("--variant", action="append", default=[])
    parser.add_argument("--no-recoll", action="store_true")
    parser.add_argument("--show", type=int, default=0, help="print this many queries of each kind")
    args = parser.parse_args()
    print(machine_line(), flush=True)
    folder, sought = build(args.cache, args.docs, args.sought)
    for kind in KINDS:
        for _k, query, name in [s for s in sought if s[0] == kind][: args.show]:
            print(f"  {kind}: {query!r} -> {name}")
    table = ours(folder, args.cache, sought, [parse_variant(v) for v in args.variant])
    if not args.no_recoll:
        theirs = recoll(folder, args.cache, sought)
        if isinstance(theirs, str):
            print(f"Recoll: {theirs}")
        else:
            table["Recoll"] = theirs
    files = sum(1 for _ in folder.iterdir())
    print(f"{files} files, {len(sought) // len(KINDS)} sought per kind; success@1 / MRR@10")
    print(f"{'kind':<12} " + " ".join(f"{c[:15]:>15}" for c in table))
    for kind in KINDS:
        cells = [
            f"{table[c][kind][0]:.2f} / {table[c][kind][1]:.2f}" if kind in table[c] else "-" for c in table
        ]
        print(f"{kind:<12} " + " ".join(f"{cell:>15}" for cell in cells))
    return 0


if __name__ == "__main__":
    sys.exit(main())
