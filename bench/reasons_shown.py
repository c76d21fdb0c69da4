"""What showing the index's reasons in the user's language costs the Failures list.

A home folder's index can hold thousands of files that were not indexed or only in part, each
with its reason stored in English; the window shows each one through
:func:`desktop_search.core.common.reasons.shown`, which reads the text back into one of the declared
templates and translates it (German here, from the real .qm). The list is made of every declared
reason with sample fields, plus nested and joined ones, repeated as a real list repeats them.

Baseline, measured in the same run: the same list with every row read back and translated
anew (what :func:`~desktop_search.core.common.reasons.shown` does the first time it meets a text),
against the list as the window shows it, where a text already shown in this language is kept.
Printed in milliseconds for the list and microseconds a row, and their ratio.

    .venv/bin/python bench/reasons_shown.py [--rows 10000]
"""

from __future__ import annotations

import argparse
import re
import time
from pathlib import Path

from PySide6.QtCore import QTranslator

from desktop_search.core.common import reasons, texts

QM = Path(__file__).resolve().parents[1] / "desktop_search" / "ui" / "translations" / "desktop_search_de.qm"


def samples() -> list[str]:
    out = []
    for reason in reasons.declared():
        names = re.findall(r"\{([a-z_]+)\}", reason.template)
        fields = {name: 5_000_000 if name in reasons.FIGURES else f"<{name}>" for name in names}
        out += [reason(1, **fields), reason(4, **fields)] if reason.plural else [reason(**fields)]
    cut = reasons.MODEL_DAMAGED(name="cut.gguf", reason=reasons.NO_ANSWER())
    out += [reasons.CANNOT_RERANK_WITH(name="cut.gguf", reason=cut), reasons.NOT_RERANKED(reason=cut)]
    out.append(reasons.MESSAGES_NOT_READ(2, problems=f"{reasons.BINARY_FILE()}; {reasons.NO_ANSWER()}"))
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rows", type=int, default=10_000)
    args = parser.parse_args()
    translator = QTranslator()
    if not translator.load(str(QM)):
        raise SystemExit(f"no {QM}: run make translations")

    def german(context: str, text: str, n: int) -> str:
        found = translator.translate(context, text, None, n) or text
        return found.replace("%n", str(n)) if n >= 0 else found

    texts_ = samples()
    rows = [texts_[i % len(texts_)] for i in range(args.rows)]

    texts.install(german)
    start = time.perf_counter()
    anew = [reasons._shown(text)[0] for text in rows]  # read back and translated, every row
    anew_s = time.perf_counter() - start
    texts.install(german)  # a new language: nothing kept yet
    start = time.perf_counter()
    shown = [reasons.shown(text) for text in rows]
    list_s = time.perf_counter() - start
    texts.reset()
    assert shown == anew, "keeping a translation must not change it"

    changed = len({text for text, german_text in zip(rows, shown, strict=True) if text != german_text})
    print(f"{len(texts_)} distinct reasons ({changed} read differently in German), {args.rows:,} rows")
    print(f"every row read back (baseline): {anew_s * 1e3:7.1f} ms  {anew_s / args.rows * 1e6:6.1f} µs a row")
    print(f"as the window shows them:       {list_s * 1e3:7.1f} ms  {list_s / args.rows * 1e6:6.1f} µs a row")
    print(f"ratio: {list_s / anew_s:.2f}")


if __name__ == "__main__":
    main()
