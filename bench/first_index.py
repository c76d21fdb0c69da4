"""First index of a big folder: when every file is findable by words, when every passage has meaning.

One run on one folder of ``--files`` files (default 20,000): the shared collections (SciFact
5,183, Cranfield 1,400 and the four XQuAD corpora, one file per document) plus generated notes
(plain text and Markdown of varied length, in English and a few in German, Spanish and
Chinese), PDFs, .docx, .odt and .xlsx files. Smaller ``--files`` scale every part alike, so a
small run has the same mix. Every file has an mtime spread over six years, except one:
``zzz-last/newest-note.md`` is the newest file of all and the last one the scan reaches.

Three systems index that folder, each in its own fresh process with its own data directory:

* **desktop-search, two phases** (this tree): ``Engine.index`` with a progress sink; words
  first (every planned file findable by keyword and name), meaning after (passages get their
  vectors, newest files first).
* **desktop-search, one phase** (``--old-commit``, default 6108e7c, the last commit before
  the two phases), from a ``git worktree`` of that commit, run through the same driver:
  a file is findable only once its vectors are stored, in scan order.
* **Recoll** (Debian ``recollcmd``): ``recollindex -z`` with a private configuration
  pointing at the folder (text only; no spelling dictionary).

For both desktop-search runs the sink notes when every planned file went through the words
step, when the meaning step ended, and, reading the index database (read-only, at most once
per ``--poll`` seconds), when the newest-but-scanned-last file had all its passages with
vectors. Times count from the call of ``Engine.index`` (the model is loaded before, as in the
app); Recoll's from the start of ``recollindex``. Peak memory is each process's own maximum
resident set (desktop-search: its extraction child separately; Recoll: the largest process
of its tree).

Done-when (issue #20, item 6): words / whole first index <= 10 %, words / recollindex <= 5x,
the newest-but-scanned-last file findable by meaning within the first third of the run.

    .venv/bin/python bench/first_index.py [--files 20000] [--work /tmp/first-index-bench]
        [--old-commit 6108e7c] [--skip-old] [--skip-recoll] [--json PATH]

The built folder is kept under ``--work`` (keyed by ``--files``) and reused by the next run.
"""

# Only the standard library at module level: the one-phase child imports the old commit's
# desktop_search, and the extraction child (multiprocessing "spawn") re-imports this module.
from __future__ import annotations

import argparse
import contextlib
import datetime as dt
import json
import os
import random
import re
import shlex
import shutil
import sqlite3
import subprocess
import sys
import time
import zipfile
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any
from xml.sax.saxutils import escape

ROOT = Path(__file__).resolve().parents[1]
TARGET_FILES = 20_000
#: Bump when the folder's contents change: a cached folder of another version is rebuilt.
GENERATOR_VERSION = 2
COLLECTIONS = ("scifact", "cranfield", "xquad-en", "xquad-de", "xquad-es", "xquad-zh")
#: Shares of --files, each at least one file.
BINARY_SHARES = {"pdf": 0.025, "docx": 0.015, "odt": 0.005, "xlsx": 0.005}
NOTE_LANGUAGES = (("en", 0.85), ("de", 0.05), ("es", 0.05), ("zh", 0.05))
PER_FOLDER = 500
LAST_FILE = "zzz-last/newest-note.md"
YEAR_S = 365 * 86400


# -- the folder ----------------------------------------------------------------------------------


def plan_mix(n: int, sizes: dict[str, int]) -> dict[str, int]:
    """Files of each kind for ``n`` files: the collections (scaled below 20,000), documents, notes."""
    share = min(1.0, n / TARGET_FILES)
    mix = {name: min(size, max(1, round(size * share))) for name, size in sizes.items()}
    mix.update({kind: max(1, round(n * s)) for kind, s in BINARY_SHARES.items()})
    mix["notes"] = n - sum(mix.values()) - 1
    if mix["notes"] < 1:
        raise SystemExit(f"--files {n} is too small for the mix (at least {n - mix['notes'] + 1})")
    mix["last"] = 1
    return mix


def read_corpus(path: Path) -> list[tuple[str, str, str]]:
    """``(id, title, text)`` of every document of a BEIR ``corpus.jsonl``."""
    with open(path, encoding="utf-8") as fh:
        rows = [json.loads(line) for line in fh if line.strip()]
    return [(r["_id"], r.get("title") or "", r.get("text") or "") for r in rows]


def sentences(text: str, lang: str) -> list[str]:
    parts = re.split(r"(?<=[。！？])" if lang == "zh" else r"(?<=[.!?])\s+", text)
    return [p.strip() for p in parts if len(p.strip()) >= (8 if lang == "zh" else 25)]


class Writer:
    """Writes the generated files: deterministic text from sentences of the collections."""

    def __init__(self, pools: dict[str, list[str]], seed: int = 20) -> None:
        self.pools = pools
        self.rng = random.Random(seed)

    def paragraphs(self, lang: str, count: int) -> list[str]:
        pool, rng = self.pools[lang], self.rng
        sep = "" if lang == "zh" else " "
        return [sep.join(rng.choice(pool) for _ in range(rng.randint(2, 6))) for _ in range(count)]

    def length(self) -> int:
        """Paragraphs of a note: most short, some of a few sections, a few long ones."""
        roll = self.rng.random()
        if roll < 0.70:
            return self.rng.randint(1, 2)
        if roll < 0.95:
            return self.rng.randint(3, 6)
        return self.rng.randint(8, 20)

    def lang(self) -> str:
        roll, acc = self.rng.random(), 0.0
        for lang, share in NOTE_LANGUAGES:
            acc += share
            if roll < acc:
                return lang
        return "en"

    def title(self, lang: str) -> str:
        first = self.rng.choice(self.pools[lang])
        return first[:24] if lang == "zh" else " ".join(first.split()[:6]).rstrip(".,;:")

    def note(self, path: Path, markdown: bool, paragraphs: int | None = None) -> None:
        lang = self.lang() if paragraphs is None else "en"
        paras = self.paragraphs(lang, paragraphs or self.length())
        title = self.title(lang)
        if not markdown:
            path.write_text(f"{title}\n\n" + "\n\n".join(paras) + "\n", encoding="utf-8")
            return
        out = [f"# {title}", ""]
        for i, para in enumerate(paras):
            if i and i % 3 == 0:
                out += [f"## {self.title(lang)}", ""]
            if self.rng.random() < 0.15:
                out += [f"- {s}" for s in sentences(para, lang)[:4] or [para]] + [""]
            else:
                out += [para, ""]
        path.write_text("\n".join(out), encoding="utf-8")

    def pdf(self, path: Path) -> None:
        from fpdf import FPDF

        doc = FPDF()
        doc.set_title(self.title("en"))
        doc.set_font("helvetica", size=11)
        for _ in range(self.rng.randint(1, 4)):
            doc.add_page()
            text = "\n\n".join(self.paragraphs("en", self.rng.randint(3, 6)))
            # the PDF core fonts hold Latin-1 only
            doc.multi_cell(w=0, h=6, text=text.encode("latin-1", "replace").decode("latin-1"))
        doc.output(str(path))

    def docx(self, path: Path) -> None:
        import docx

        doc = docx.Document()
        doc.core_properties.title = self.title("en")
        doc.add_heading(self.title("en"), level=1)
        for i, para in enumerate(self.paragraphs("en", self.rng.randint(2, 12))):
            if i and i % 4 == 0:
                doc.add_heading(self.title("en"), level=2)
            doc.add_paragraph(_xml_safe(para))
        doc.save(str(path))

    def odt(self, path: Path) -> None:
        ns = (
            'xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" '
            'xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" '
            'xmlns:dc="http://purl.org/dc/elements/1.1/" '
            'xmlns:manifest="urn:oasis:names:tc:opendocument:xmlns:manifest:1.0"'
        )
        mimetype = "application/vnd.oasis.opendocument.text"
        title = escape(self.title("en"))
        body = f'<text:h text:outline-level="1">{title}</text:h>' + "".join(
            f"<text:p>{escape(_xml_safe(p))}</text:p>" for p in self.paragraphs("en", self.rng.randint(2, 12))
        )
        content = (
            f'<?xml version="1.0" encoding="UTF-8"?><office:document-content {ns} office:version="1.3">'
            f"<office:body><office:text>{body}</office:text></office:body></office:document-content>"
        )
        # meta.xml as every office suite writes it (Recoll's ODF filter fails without one)
        meta = (
            f'<?xml version="1.0" encoding="UTF-8"?><office:document-meta {ns} office:version="1.3">'
            f"<office:meta><dc:title>{title}</dc:title></office:meta></office:document-meta>"
        )
        manifest = (
            f'<?xml version="1.0" encoding="UTF-8"?><manifest:manifest {ns}>'
            f'<manifest:file-entry manifest:full-path="/" manifest:media-type="{mimetype}"/>'
            '<manifest:file-entry manifest:full-path="content.xml" manifest:media-type="text/xml"/>'
            '<manifest:file-entry manifest:full-path="meta.xml" manifest:media-type="text/xml"/>'
            "</manifest:manifest>"
        )
        with zipfile.ZipFile(path, "w") as zf:
            zf.writestr(zipfile.ZipInfo("mimetype"), mimetype)  # stored, first
            zf.writestr("content.xml", content, compress_type=zipfile.ZIP_DEFLATED)
            zf.writestr("meta.xml", meta, compress_type=zipfile.ZIP_DEFLATED)
            zf.writestr("META-INF/manifest.xml", manifest, compress_type=zipfile.ZIP_DEFLATED)

    def xlsx(self, path: Path) -> None:
        from openpyxl import Workbook

        book = Workbook()
        sheet = book.active
        sheet.title = "Ledger"
        sheet.append(["Date", "Item", "Amount", "Note"])
        day = dt.date(2020, 1, 1)
        for _ in range(self.rng.randint(10, 40)):
            day += dt.timedelta(days=self.rng.randint(1, 20))
            note = _xml_safe(self.rng.choice(self.pools["en"]))
            sheet.append([day.isoformat(), self.title("en"), round(self.rng.uniform(1, 900), 2), note])
        notes = book.create_sheet("Notes")
        for para in self.paragraphs("en", self.rng.randint(1, 4)):
            notes.append([_xml_safe(para)])
        book.save(str(path))


def _xml_safe(text: str) -> str:
    """Without the control characters XML (and so .docx/.odt/.xlsx) cannot hold."""
    return re.sub(r"[\x00-\x08\x0b\x0c\x0e-\x1f]", " ", text)


def build_folder(work: Path, n: int, eval_dir: Path) -> tuple[Path, dict[str, Any]]:
    """The folder of ``n`` files under ``work`` and its manifest: reused when already built."""
    folder, manifest_path = work / f"folder-{n}", work / f"folder-{n}.json"
    if folder.is_dir() and manifest_path.is_file():
        manifest = json.loads(manifest_path.read_text(encoding="utf-8"))
        if manifest.get("version") == GENERATOR_VERSION:
            return folder, {**manifest, "reused": True}
    started = time.perf_counter()
    corpora = {name: read_corpus(eval_dir / name / "corpus.jsonl") for name in COLLECTIONS}
    pools: dict[str, list[str]] = {"en": [], "de": [], "es": [], "zh": []}
    for name, docs in corpora.items():
        lang = name.split("-")[1] if name.startswith("xquad-") else "en"
        for _id, _title, text in docs:
            pools[lang] += sentences(text, lang)
    mix = plan_mix(n, {name: len(docs) for name, docs in corpora.items()})
    build = work / f"folder-{n}.partial"
    shutil.rmtree(build, ignore_errors=True)
    shutil.rmtree(folder, ignore_errors=True)
    manifest_path.unlink(missing_ok=True)
    now = time.time()
    rng = random.Random(6)
    written: list[Path] = []

    def place(rel: str) -> Path:
        path = build / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        written.append(path)
        return path

    for name, docs in corpora.items():
        for i, (doc_id, title, text) in enumerate(docs[: mix[name]]):
            safe = re.sub(r"[^\w.-]", "_", doc_id)
            place(f"collections/{name}/{i // PER_FOLDER:03}/{safe}.txt").write_text(
                f"{title}\n\n{text}", encoding="utf-8"
            )
    writer = Writer(pools)
    for i in range(mix["notes"]):
        markdown = rng.random() < 0.4
        writer.note(place(f"notes/{i // PER_FOLDER:03}/note-{i:05}.{'md' if markdown else 'txt'}"), markdown)
    for kind in BINARY_SHARES:
        make: Callable[[Path], None] = getattr(writer, kind)
        for i in range(mix[kind]):
            make(place(f"documents/{kind}/{i // PER_FOLDER:03}/{kind}-{i:05}.{kind}"))
    # Every file older than the last one, spread over six years; the last one is the newest.
    for path in written:
        mtime = now - rng.uniform(7 * 86400, 6 * YEAR_S)
        os.utime(path, (mtime, mtime))
    last = build / LAST_FILE
    last.parent.mkdir(parents=True, exist_ok=True)
    writer.note(last, markdown=True, paragraphs=8)
    os.utime(last, (now - 3600, now - 3600))
    files = [*written, last]
    size = sum(p.stat().st_size for p in files)
    build.rename(folder)
    manifest = {
        "version": GENERATOR_VERSION,
        "files": len(files),
        "mix": mix,
        "bytes": size,
        "last": LAST_FILE,
        "built_at": dt.datetime.fromtimestamp(now, dt.UTC).isoformat(timespec="seconds"),
        "build_s": round(time.perf_counter() - started, 1),
    }
    manifest_path.write_text(json.dumps(manifest, indent=1), encoding="utf-8")
    return folder, {**manifest, "reused": False}


# -- the desktop-search child (either commit) ----------------------------------------------------

LAST_SQL = (
    "SELECT COUNT(c.id), COALESCE(SUM(length(c.vector) = 0), 0) "
    "FROM files f JOIN chunks c ON c.file_id = f.id WHERE f.path = ?"
)


class Watch:
    """The progress sink: phase times, and the last file's state read from the database.

    It runs on the indexing thread, so its own read-only connection is opened there.
    """

    def __init__(self, db_path: Path, last: str, poll: float) -> None:
        self.db_path, self.last, self.poll = db_path, last, poll
        self.t0 = time.monotonic()
        self.conn: sqlite3.Connection | None = None
        self.next_check = 0.0
        self.phases: dict[str, float] = {}
        self.words_all: float | None = None
        self.last_words: float | None = None
        self.last_meaning: float | None = None
        self.last_miss = 0.0  # the last check that found the file without all its vectors
        self.checks = 0
        #: (seconds, phase, files through the words step, passages given vectors, passages waiting)
        self.timeline: list[tuple[float, str, int, int, int]] = []

    def start(self) -> None:
        self.t0 = time.monotonic()

    def now(self) -> float:
        return time.monotonic() - self.t0

    def __call__(self, p: Any) -> None:
        t = self.now()
        self.phases.setdefault(p.phase, t)
        if self.words_all is None and p.phase == "indexing" and 0 < p.files_total <= p.files_done:
            self.words_all = t
        if t >= self.next_check or p.phase in ("saving", "done"):
            self.next_check = t + self.poll
            meaning = (getattr(p, "meaning_done", 0), getattr(p, "meaning_pending", 0))  # two phases only
            self.timeline.append((round(t, 2), p.phase, p.files_done, *meaning))
            if self.last_meaning is None:
                self.check(t)

    def check(self, t: float) -> None:
        if self.conn is None:
            self.conn = sqlite3.connect(f"file:{self.db_path}?mode=ro", uri=True, isolation_level=None)
        self.checks += 1
        count, pending = self.conn.execute(LAST_SQL, (self.last,)).fetchone()
        if count and self.last_words is None:
            self.last_words = t
        if count and not pending:
            self.last_meaning = t
        else:
            self.last_miss = t


def engine_child(job_path: Path) -> None:
    """One ``Engine.index`` of the folder, in this fresh process; the figures go to a JSON file."""
    import resource
    from dataclasses import asdict

    job = json.loads(job_path.read_text(encoding="utf-8"))
    import desktop_search
    from desktop_search.core.common.config import Paths
    from desktop_search.core.engine import Engine

    code = Path(desktop_search.__file__).resolve()
    if not code.is_relative_to(Path(job["code_root"]).resolve()):
        raise SystemExit(f"imported desktop_search from {code}, not from {job['code_root']}")
    folder = Path(job["folder"])
    paths = Paths(Path(job["data"]))
    opened = time.perf_counter()
    with Engine(paths, model_path=Path(job["model"])) as engine:
        open_s = time.perf_counter() - opened
        watch = Watch(paths.db_path, str(folder / job["last"]), job["poll"])
        watch.start()
        report = engine.index([folder], progress=watch)
        index_s = watch.now()
        if watch.last_meaning is None:
            watch.check(index_s)
        if watch.conn is not None:
            watch.conn.close()
        closing = time.perf_counter()
    close_s = time.perf_counter() - closing
    with contextlib.closing(sqlite3.connect(f"file:{paths.db_path}?mode=ro", uri=True)) as conn:
        files, chunks, pending = conn.execute(
            "SELECT (SELECT COUNT(*) FROM files WHERE status = 'ok'), (SELECT COUNT(*) FROM chunks), "
            "(SELECT COUNT(*) FROM chunks WHERE length(vector) = 0)"
        ).fetchone()
    figures = asdict(report)
    figures["errors"] = [list(e) for e in report.errors[:10]]
    result = {
        "code": str(code.parent),
        "open_s": open_s,
        "index_s": index_s,
        "close_s": close_s,
        "words_all_s": watch.words_all,
        "meaning_all_s": watch.phases.get("saving", index_s),
        "last_words_s": watch.last_words,
        "last_meaning_s": watch.last_meaning,
        "last_miss_s": watch.last_miss,
        "checks": watch.checks,
        "phases": watch.phases,
        "report": figures,
        "db": {"files_ok": files, "chunks": chunks, "pending": pending},
        "rss_mb": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024,
        "children_rss_mb": resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024,
        "timeline": watch.timeline,
    }
    Path(job["out"]).write_text(json.dumps(result), encoding="utf-8")


# -- the parent side -----------------------------------------------------------------------------


def wait_child(cmd: list[str], log: Path, **kw: Any) -> tuple[int, float, float]:
    """Run ``cmd`` (output to ``log``): exit status, wall seconds, peak RSS in MB of it and its tree."""
    with open(log, "wb") as out:
        started = time.perf_counter()
        proc = subprocess.Popen(cmd, stdout=out, stderr=subprocess.STDOUT, **kw)
        _pid, status, usage = os.wait4(proc.pid, 0)
        seconds = time.perf_counter() - started
    proc.returncode = os.waitstatus_to_exitcode(status)
    return proc.returncode, seconds, usage.ru_maxrss / 1024


def tail(log: Path, lines: int = 15) -> str:
    return "\n".join(log.read_text(encoding="utf-8", errors="replace").splitlines()[-lines:])


def run_engine(
    name: str, code_root: Path, folder: Path, run_dir: Path, *, model: Path, poll: float
) -> dict[str, Any]:
    """``Engine.index`` of ``folder`` with the code under ``code_root``, in a fresh process."""
    from desktop_search.core.models.convert import sidecar_path

    data = run_dir / f"data-{name}"
    models = data / "models"
    models.mkdir(parents=True)
    for src in (model, sidecar_path(model)):  # the same model file for every run
        try:
            os.link(src, models / src.name)
        except OSError:
            shutil.copy2(src, models / src.name)
    job = {
        "code_root": str(code_root),
        "folder": str(folder),
        "data": str(data),
        "model": str(models / model.name),
        "last": LAST_FILE,
        "poll": poll,
        "out": str(run_dir / f"{name}.json"),
    }
    job_path = run_dir / f"{name}-job.json"
    job_path.write_text(json.dumps(job), encoding="utf-8")
    env = {**os.environ, "PYTHONPATH": str(code_root), "DESKTOP_SEARCH_HOME": str(data)}
    log = run_dir / f"{name}.log"
    rc, wall, tree_mb = wait_child(
        [sys.executable, str(Path(__file__).resolve()), "--child", str(job_path)], log, env=env, cwd=run_dir
    )
    if rc != 0:
        raise RuntimeError(f"{name} run failed (exit {rc}):\n{tail(log)}")
    result = dict(json.loads(Path(job["out"]).read_text(encoding="utf-8")))
    result.update(wall_s=wall, tree_rss_mb=tree_mb, data_bytes=dir_size(data))
    return result


def dir_size(path: Path) -> int:
    return sum(p.stat().st_size for p in path.rglob("*") if p.is_file())


def run_recoll(folder: Path, run_dir: Path) -> dict[str, Any] | str:
    if not shutil.which("recollindex"):
        return "not installed (apt-get install recollcmd)"
    conf = run_dir / "recoll"
    conf.mkdir()
    (conf / "recoll.conf").write_text(
        f"topdirs = {folder}\nindexStemmingLanguages = english\nnoaspell = 1\nloglevel = 1\n",
        encoding="utf-8",
    )
    diags = run_dir / "recoll-diags.txt"
    log = run_dir / "recoll.log"
    env = {**os.environ, "RECOLL_CONFDIR": str(conf)}
    cmd = ["recollindex", "-c", str(conf), "-z", "--diagsfile", str(diags)]
    rc, seconds, rss = wait_child(cmd, log, env=env, cwd=run_dir)
    if rc != 0:
        return f"recollindex failed (exit {rc}): {tail(log, 1)[:100]}"
    skipped: dict[str, int] = {}
    if diags.is_file():
        for line in diags.read_text(encoding="utf-8", errors="replace").splitlines():
            if line.strip():
                key = line.split()[0]
                skipped[key] = skipped.get(key, 0) + 1
    missing = conf / "missing"
    return {
        "seconds": seconds,
        "rss_mb": rss,
        "bytes": dir_size(conf),
        "diagnostics": skipped,
        "missing_helpers": missing.read_text(encoding="utf-8").strip() if missing.is_file() else "",
        "version": package_version("recollcmd"),
    }


def package_version(package: str) -> str:
    with contextlib.suppress(OSError, subprocess.CalledProcessError):
        out = subprocess.run(
            ["dpkg-query", "-W", "-f", "${Version}", package], capture_output=True, text=True, check=True
        )
        return out.stdout.strip()
    return ""


def git(*args: str) -> str:
    return subprocess.run(["git", "-C", str(ROOT), *args], capture_output=True, text=True, check=True).stdout


@contextlib.contextmanager
def old_tree(commit: str, where: Path) -> Iterator[tuple[Path, str]]:
    """A detached ``git worktree`` of ``commit``, removed afterwards."""
    if where.exists():
        with contextlib.suppress(subprocess.CalledProcessError):
            git("worktree", "remove", "--force", str(where))
        shutil.rmtree(where, ignore_errors=True)
        git("worktree", "prune")
    git("worktree", "add", "--detach", str(where), commit)
    try:
        yield where, git("-C", str(where), "rev-parse", "--short", "HEAD").strip()
    finally:
        with contextlib.suppress(subprocess.CalledProcessError):
            git("worktree", "remove", "--force", str(where))
        shutil.rmtree(where, ignore_errors=True)
        git("worktree", "prune")


def this_commit() -> str:
    head = git("rev-parse", "--short", "HEAD").strip()
    dirty = git("status", "--porcelain", "--untracked-files=no", "--", "desktop_search").strip()
    return head + ("+changes" if dirty else "")


# -- the table -----------------------------------------------------------------------------------


def fmt(value: float | None, spec: str = ".1f") -> str:
    return "–" if value is None else format(value, spec)


def row_of(name: str, r: dict[str, Any]) -> list[str]:
    whole = r["index_s"]
    last = r["last_meaning_s"]
    last_cell = "–" if last is None else f"{last:.1f} ({100 * last / whole:.0f} %)"
    memory = f"{r['rss_mb']:.0f} (+{r['children_rss_mb']:.0f} extraction)"
    passages = r["report"]["chunks_added"]
    return [
        name,
        fmt(r["words_all_s"]),
        fmt(r["meaning_all_s"]),
        fmt(whole),
        last_cell,
        memory,
        f"{passages:,}",
    ]


def verdict(ok: bool) -> str:
    return "PASS" if ok else "FAIL"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--files", type=int, default=TARGET_FILES, help="files in the folder (default 20000)")
    parser.add_argument("--work", type=Path, default=Path("/tmp/first-index-bench"))
    parser.add_argument("--eval-dir", type=Path, default=None, help="the shared collections (BEIR layout)")
    parser.add_argument("--old-commit", default="6108e7c", help="the one-phase commit to compare with")
    parser.add_argument("--skip-old", action="store_true", help="leave out the one-phase run")
    parser.add_argument("--skip-recoll", action="store_true", help="leave out recollindex")
    parser.add_argument("--poll", type=float, default=1.0, help="seconds between database reads")
    parser.add_argument("--keep-data", action="store_true", help="keep the data directories of the run")
    parser.add_argument("--json", type=Path, help="write every figure to this file")
    parser.add_argument("--child", type=Path, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        engine_child(args.child)
        return 0

    sys.path.insert(0, str(Path(__file__).resolve().parent))
    from common import EVAL_DIR, machine_line

    from desktop_search.core.common.config import Paths
    from desktop_search.core.models.builtin import ensure_default_model

    command, machine = shlex.join([sys.executable, *sys.argv]), machine_line()
    print(f"$ {command}")
    print(machine, flush=True)
    work = args.work.resolve()
    work.mkdir(parents=True, exist_ok=True)
    model = ensure_default_model(Paths.resolve().ensure().models_dir)
    folder, manifest = build_folder(work, args.files, (args.eval_dir or EVAL_DIR).resolve())
    mix = manifest["mix"]
    how = "reused" if manifest["reused"] else f"built in {manifest['build_s']:.0f} s"
    print(
        f"folder {folder} ({how}): {manifest['files']:,} files, {manifest['bytes'] / 2**20:.0f} MiB: "
        + ", ".join(f"{k} {v:,}" for k, v in mix.items()),
        flush=True,
    )
    print(f"model {model.name}; newest file, scanned last: {LAST_FILE}", flush=True)
    run_dir = work / f"run-{dt.datetime.now(dt.UTC).strftime('%Y%m%d-%H%M%S')}"
    run_dir.mkdir()
    results: dict[str, Any] = {
        "command": command,
        "machine": machine,
        "folder": str(folder),
        "manifest": manifest,
        "model": model.name,
        "poll_s": args.poll,
    }
    try:
        new_name = f"desktop-search, two phases ({this_commit()})"
        print(f"{new_name}: indexing ...", flush=True)
        results["new"] = new = run_engine("new", ROOT, folder, run_dir, model=model, poll=args.poll)
        results["new"]["name"] = new_name
        print(f"  whole run {new['index_s']:.1f} s, words {fmt(new['words_all_s'])} s", flush=True)
        if not args.skip_old:
            where = work / ("old-" + re.sub(r"[^\w.-]", "_", args.old_commit))
            with old_tree(args.old_commit, where) as (tree, short):
                old_name = f"desktop-search, one phase ({short})"
                print(f"{old_name}: indexing ...", flush=True)
                results["old"] = run_engine("old", tree, folder, run_dir, model=model, poll=args.poll)
                results["old"]["name"] = old_name
                print(f"  whole run {results['old']['index_s']:.1f} s", flush=True)
        if not args.skip_recoll:
            print("recollindex: indexing ...", flush=True)
            results["recoll"] = run_recoll(folder, run_dir)
    finally:
        if not args.keep_data:
            for data in [*run_dir.glob("data-*"), run_dir / "recoll"]:
                shutil.rmtree(data, ignore_errors=True)
    print(f"logs and figures of each run: {run_dir}")

    print()
    header = [
        "system",
        "all files searchable by words (s)",
        "all passages have meaning (s)",
        "whole first index (s)",
        "newest-but-scanned-last file by meaning (s, % of run)",
        "peak memory (MB)",
        "passages",
    ]
    rows = [row_of(new_name, new)]
    if "old" in results:
        rows.append(row_of(results["old"]["name"], results["old"]))
    recoll = results.get("recoll")
    if isinstance(recoll, dict):
        label = f"recollindex (Recoll {recoll['version']})" if recoll["version"] else "recollindex"
        rows.append(
            [label, fmt(recoll["seconds"]), "–", fmt(recoll["seconds"]), "–", f"{recoll['rss_mb']:.0f}", "–"]
        )
    elif isinstance(recoll, str):
        rows.append(["recollindex", recoll, "", "", "", "", ""])
    print("| " + " | ".join(header) + " |")
    print("|" + "|".join(["---"] + ["---:"] * (len(header) - 1)) + "|")
    for row in rows:
        print("| " + " | ".join(row) + " |")
    print()

    ratios: dict[str, Any] = {}
    whole, words = new["index_s"], new["words_all_s"]
    if words is not None:
        share = words / whole
        ratios["words_over_whole"] = share
        print(
            f"- words / whole first index (two phases): {100 * share:.1f} % (goal <= 10 %) "
            + verdict(share <= 0.10)
        )
    else:
        print("- words / whole first index: the words step never finished FAIL")
    last = new["last_meaning_s"]
    if last is not None:
        share = last / whole
        ratios["last_file_share"] = share
        print(
            f"- newest file, scanned last, findable by meaning after {last:.1f} s "
            f"(last check without: {new['last_miss_s']:.1f} s) = {100 * share:.1f} % of the run "
            f"(goal: within the first third) {verdict(share <= 1 / 3)}"
        )
    else:
        print("- newest file, scanned last: never had all its vectors FAIL")
    if isinstance(recoll, dict) and words is not None:
        times = words / recoll["seconds"]
        ratios["words_over_recoll"] = times
        print(f"- words / recollindex: {times:.2f}x (goal <= 5x) {verdict(times <= 5)}")
    if "old" in results:
        old = results["old"]
        ratios["new_whole_over_old_whole"] = whole / old["index_s"]
        print(f"- whole first index, two phases / one phase: {whole / old['index_s']:.2f} (information)")
        if words is not None and old["words_all_s"] is not None:
            ratios["old_words_over_new_words"] = old["words_all_s"] / words
            print(
                f"- every file findable by words {old['words_all_s'] / words:.1f}x sooner than "
                "in one phase (information)"
            )
        if old["last_meaning_s"] is not None and last is not None:
            print(
                f"- the newest file by meaning: {last:.1f} s (two phases) vs "
                f"{old['last_meaning_s']:.1f} s (one phase)"
            )
    results["ratios"] = ratios
    print()
    for key in ("new", "old"):
        if key in results:
            r = results[key]
            rep = r["report"]
            print(
                f"{r['name']}: {rep['files_indexed']:,} files indexed, {rep['files_failed']} failed, "
                f"{rep['files_skipped']} skipped; database: {r['db']['files_ok']:,} files, "
                f"{r['db']['chunks']:,} passages, {r['db']['pending']} without vectors; "
                f"engine opened in {r['open_s']:.1f} s, closed in {r['close_s']:.1f} s; "
                f"index on disk {r['data_bytes'] / 2**20:.0f} MiB (with the model)"
            )
            for path, reason in rep["errors"][:3]:
                print(f"  not indexed: {path}: {reason}")
            if r["db"]["pending"] or rep.get("interrupted"):
                print("  WARNING: the run ended with passages still waiting for their vectors")
    if isinstance(recoll, dict):
        diag = ", ".join(f"{k} {v}" for k, v in recoll["diagnostics"].items()) or "none"
        print(f"recollindex: index {recoll['bytes'] / 2**20:.0f} MiB; not indexed (diagnostics): {diag}")
        if recoll["missing_helpers"]:
            print(f"  missing helpers: {' '.join(recoll['missing_helpers'].split())}")
    print(
        "times from the call of Engine.index (model loaded before) or the start of recollindex; "
        f"the last file read from the database every {args.poll:g} s; peak memory: maximum resident set"
    )
    if args.json:
        args.json.write_text(json.dumps(results, indent=1), encoding="utf-8")
        print(f"figures written to {args.json}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
