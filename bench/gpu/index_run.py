"""A whole first index with the app's own command line, on one device: words step, meaning step.

Writes ``--files`` SciFact abstracts as plain-text files (title, blank line, text; one folder,
the same files every run, made at run time from the corpus the bundle carries), then runs
``python -m desktop_search -v --data-dir DATA index FOLDER`` in a fresh data directory that
already holds the app's default model (copied with its sidecar, so nothing is converted) and
reads from the command's own output when every file was searchable by its words, how long the
whole run took, how many passages were embedded and (``-v``) which device the embedder used.
The meaning step is the rest of the run after the words step (``index`` does words first,
then meaning). ``--device cpu`` hides the GPU (``CUDA_VISIBLE_DEVICES=``), so a CUDA build of
llama.cpp runs on the CPU, as the app would on a machine without a GPU.

    python bench/gpu/index_run.py --corpus corpus.jsonl.gz --model M.gguf --device gpu \
        --work /tmp/gpubench --out /tmp/gpubench/index-gpu.json [--files 5183]
"""

from __future__ import annotations

import argparse
import gzip
import json
import os
import re
import shutil
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[2]


def write_files(corpus: Path, folder: Path, count: int) -> int:
    """``count`` abstracts as ``folder/<id>.txt`` (kept between runs: a marker records the count)."""
    marker = folder / ".written"
    if marker.is_file() and marker.read_text(encoding="utf-8") == str(count):
        return count
    shutil.rmtree(folder, ignore_errors=True)
    folder.mkdir(parents=True)
    written = 0
    with (
        gzip.open(corpus, "rt", encoding="utf-8")
        if corpus.suffix == ".gz"
        else open(corpus, encoding="utf-8") as fh
    ):
        for line in fh:
            if written >= count:
                break
            if not line.strip():
                continue
            row = json.loads(line)
            text = f"{row.get('title') or ''}\n\n{row['text']}\n"
            (folder / f"{row['_id']}.txt").write_text(text, encoding="utf-8")
            written += 1
    if written < count:
        raise SystemExit(f"{corpus} has only {written} documents, {count} were asked for")
    marker.write_text(str(count), encoding="utf-8")
    return written


def fresh_data_dir(data: Path, model: Path) -> None:
    shutil.rmtree(data, ignore_errors=True)
    (data / "models").mkdir(parents=True)
    shutil.copy2(model, data / "models" / model.name)
    sidecar = model.with_name(model.name + ".json")
    if not sidecar.is_file():
        raise SystemExit(f"{sidecar} is missing: the app would convert the model again")
    shutil.copy2(sidecar, data / "models" / sidecar.name)


def parse(stdout: str, stderr: str) -> dict[str, Any]:
    """The figures of ``index``'s own report (cli._print_report) and the embedder's log line."""
    found: dict[str, Any] = {}
    if m := re.search(
        r"indexed (\d+) files \((\d+) chunks\).*?(\d+) failed, (\d+) skipped in ([\d.]+)s", stdout
    ):
        found.update(
            files=int(m[1]), chunks=int(m[2]), failed=int(m[3]), skipped=int(m[4]), seconds=float(m[5])
        )
    if m := re.search(r"searchable by its words after ([\d.]+)s", stdout):
        found["words_s"] = float(m[1])
    if m := re.search(r"meaning: (\d+) passages embedded, (.*)$", stdout, re.MULTILINE):
        found["passages"] = int(m[1])
        found["meaning_state"] = m[2].strip()
    if m := re.search(r"embedder .*? device=(.*)$", stderr, re.MULTILINE):
        found["device"] = m[1].strip()
    if "seconds" in found and "words_s" in found:
        found["meaning_s"] = round(found["seconds"] - found["words_s"], 3)
    return found


def meaning_tokens(data: Path, model: Path) -> tuple[int, float]:
    """Tokens the meaning step decoded (every passage with a vector, tokenised again as the
    indexer feeds it: the model's document format, cut to its input length), and the seconds
    the tokenizer took for them on one thread."""
    import sqlite3

    sys.path.insert(0, str(REPO))
    from desktop_search.core.common.config import Paths
    from desktop_search.core.models.embedder import Embedder, EmbedderSettings

    db = sqlite3.connect(f"file:{Paths(data).db_path}?mode=ro", uri=True)
    try:
        texts = [row[0] for row in db.execute("SELECT text FROM chunks WHERE length(vector) > 0")]
    finally:
        db.close()
    with Embedder(model, settings=EmbedderSettings(gpu=False)) as emb:
        t0 = time.perf_counter()
        total = sum(len(emb.prepare(emb.profile.format_document(t)).ids) for t in texts)
        return total, time.perf_counter() - t0


def run(args: argparse.Namespace) -> int:
    folder = args.work / f"files-{args.files}"
    t0 = time.perf_counter()
    write_files(args.corpus, folder, args.files)
    print(f"{args.files} files in {folder} ({time.perf_counter() - t0:.1f} s to write)", flush=True)
    data = args.work / f"data-{args.device}"
    fresh_data_dir(data, args.model)
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join(p for p in (str(REPO), env.get("PYTHONPATH", "")) if p)
    env["DESKTOP_SEARCH_HOME"] = str(data)
    env["XDG_CONFIG_HOME"] = str(data / "xdg-config")
    if args.device == "cpu":
        env["CUDA_VISIBLE_DEVICES"] = ""
    command = [sys.executable, "-m", "desktop_search", "-v", "--data-dir", str(data), "index", str(folder)]
    t0 = time.perf_counter()
    done = subprocess.run(command, env=env, capture_output=True, text=True, check=False)
    wall = time.perf_counter() - t0
    log = args.out.with_suffix(".log")
    log.write_text(
        f"$ {' '.join(command)}\n--- stdout\n{done.stdout}\n--- stderr\n{done.stderr}", encoding="utf-8"
    )
    if done.returncode != 0:
        print(done.stderr[-4000:], file=sys.stderr)
        print(f"index on {args.device} failed ({done.returncode}); the whole log: {log}", file=sys.stderr)
        return 1
    result = {
        "device_asked": args.device,
        "cpus": os.cpu_count(),
        "wall_s": wall,
        **parse(done.stdout, done.stderr),
    }
    missing = [k for k in ("files", "seconds", "words_s", "passages", "device") if k not in result]
    if missing:
        print(f"could not read {missing} from the output of index (see {log})", file=sys.stderr)
        return 1
    if args.device == "gpu" and not result["device"].startswith("GPU"):
        print(f"the GPU was not used: {result['device']}", file=sys.stderr)
        return 1
    result["meaning_tokens"], result["tokenize_s"] = meaning_tokens(data, args.model)
    args.out.write_text(json.dumps(result, indent=1), encoding="utf-8")
    print(
        f"index {args.device}: {result['files']} files, {result['passages']} passages "
        f"in {result['seconds']:.1f} s "
        f"(words {result['words_s']:.1f} s, meaning {result['meaning_s']:.1f} s: "
        f"{result['meaning_tokens'] / max(result['meaning_s'], 1e-9):.0f} tokens/s; process {wall:.1f} s); "
        f"{result['device']}",
        flush=True,
    )
    return 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--corpus", type=Path, required=True, help="BEIR corpus.jsonl (.gz too)")
    parser.add_argument("--files", type=int, default=5183, help="files to index (SciFact has 5,183)")
    parser.add_argument(
        "--model", type=Path, required=True, help="the app's GGUF (its .json sidecar beside it)"
    )
    parser.add_argument("--device", choices=("cpu", "gpu"), required=True)
    parser.add_argument("--work", type=Path, required=True)
    parser.add_argument("--out", type=Path, required=True)
    return run(parser.parse_args())


if __name__ == "__main__":
    sys.exit(main())
