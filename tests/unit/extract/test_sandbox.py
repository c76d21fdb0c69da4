"""The extractor child: limits on time and memory, survival of crashes, clean shutdown."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import psutil
import pytest

from desktop_search.core.extract import ExtractionError, ExtractorProcess, UnsupportedFile

from . import samples

HOSTILE = {
    suffix: f"tests.unit.extract.hostile:{name}"
    for suffix, name in {
        ".echo": "echo",
        ".hang": "hang",
        ".spin": "spin",
        ".abort": "abort",
        ".segv": "segfault",
        ".hog": "hog",
        ".boom": "boom",
    }.items()
}
posix_only = pytest.mark.skipif(os.name != "posix", reason="signals and RLIMIT_AS are POSIX")


def _spawned_children() -> list[psutil.Process]:
    """Child processes started by multiprocessing's spawn (not its resource tracker)."""
    found = []
    for child in psutil.Process().children(recursive=True):
        try:
            if any("spawn_main" in part for part in child.cmdline()):
                found.append(child)
        except psutil.Error:
            pass
    return found


@pytest.fixture
def sandbox() -> Iterator[ExtractorProcess]:
    with ExtractorProcess(timeout_s=2, memory_limit_mb=256, extra_extractors=HOSTILE) as process:
        yield process


@pytest.fixture
def note(tmp_path: Path) -> Path:
    path = tmp_path / "note.txt"
    path.write_text("an ordinary note\r\nwith two lines", encoding="utf-8")
    return path


def _hostile_file(tmp_path: Path, suffix: str) -> Path:
    path = tmp_path / f"bad{suffix}"
    path.write_text("payload", encoding="utf-8")
    return path


def test_extracts_through_the_child(sandbox: ExtractorProcess, note: Path, tmp_path: Path) -> None:
    doc = sandbox.extract(note)
    assert (doc.kind, doc.text) == ("text", "an ordinary note\nwith two lines")
    pdf = sandbox.extract(samples.pdf(tmp_path / "p.pdf", ["first", "second"]))
    assert [(p.number, p.text) for p in pdf.pages] == [(1, "first"), (2, "second")]
    assert sandbox.extract(_hostile_file(tmp_path, ".echo")).text == "PAYLOAD"
    assert sandbox.pid is not None
    assert sandbox.pid != os.getpid()


def test_errors_keep_their_type_and_reason(sandbox: ExtractorProcess, tmp_path: Path) -> None:
    binary = tmp_path / "blob.txt"
    binary.write_bytes(bytes(range(256)) * 10)
    with pytest.raises(UnsupportedFile) as unsupported:
        sandbox.extract(binary)
    assert unsupported.value.reason == "binary file"
    locked = samples.pdf(tmp_path / "locked.pdf", ["x"], user_password="pw")
    with pytest.raises(ExtractionError) as encrypted:
        sandbox.extract(locked)
    assert encrypted.value.reason == "encrypted PDF"
    with pytest.raises(ExtractionError, match=r"extractor failed \(KeyError\)"):
        sandbox.extract(_hostile_file(tmp_path, ".boom"))


@pytest.mark.parametrize("suffix", [".hang", ".spin"])
def test_hanging_parser_is_killed_and_the_next_file_extracts(
    sandbox: ExtractorProcess, note: Path, tmp_path: Path, suffix: str
) -> None:
    sandbox.extract(note)
    first_pid = sandbox.pid
    started = time.monotonic()
    with pytest.raises(ExtractionError) as info:
        sandbox.extract(_hostile_file(tmp_path, suffix))
    assert info.value.reason == "timed out after 2 s"
    assert 1.9 < time.monotonic() - started < 5
    assert first_pid is not None
    assert not psutil.pid_exists(first_pid) or psutil.Process(first_pid).status() == psutil.STATUS_ZOMBIE
    assert sandbox.extract(note).text.startswith("an ordinary note")
    assert sandbox.pid != first_pid


@posix_only
@pytest.mark.parametrize(("suffix", "signum"), [(".abort", signal.SIGABRT), (".segv", signal.SIGSEGV)])
def test_crashing_parser_is_reported_and_the_next_file_extracts(
    sandbox: ExtractorProcess, note: Path, tmp_path: Path, suffix: str, signum: int
) -> None:
    with pytest.raises(ExtractionError) as info:
        sandbox.extract(_hostile_file(tmp_path, suffix))
    assert info.value.reason == f"extractor crashed (signal {signum})"
    assert sandbox.extract(note).text.startswith("an ordinary note")


@posix_only
def test_memory_hog_is_stopped_and_the_next_file_extracts(
    sandbox: ExtractorProcess, note: Path, tmp_path: Path
) -> None:
    with pytest.raises(ExtractionError) as info:
        sandbox.extract(_hostile_file(tmp_path, ".hog"))
    assert info.value.reason == "used more than 256 MB of memory"
    assert sandbox.extract(note).text.startswith("an ordinary note")


def test_close_is_idempotent_and_leaves_no_children(note: Path) -> None:
    process = ExtractorProcess(timeout_s=5)
    process.extract(note)
    pid = process.pid
    assert pid is not None
    process.close()
    process.close()
    assert process.pid is None
    assert not psutil.pid_exists(pid) or psutil.Process(pid).status() == psutil.STATUS_ZOMBIE
    assert _spawned_children() == []
    with pytest.raises(RuntimeError, match="closed"):
        process.extract(note)


@posix_only
def test_child_ignores_ctrl_c(sandbox: ExtractorProcess, note: Path) -> None:
    sandbox.extract(note)
    pid = sandbox.pid
    assert pid is not None
    os.kill(pid, signal.SIGINT)
    assert sandbox.extract(note).text.startswith("an ordinary note")
    assert sandbox.pid == pid


def test_close_from_another_thread_ends_a_running_request(tmp_path: Path) -> None:
    process = ExtractorProcess(timeout_s=60, extra_extractors=HOSTILE)
    outcome: list[BaseException] = []

    def run() -> None:
        try:
            process.extract(_hostile_file(tmp_path, ".hang"))
        except BaseException as exc:
            outcome.append(exc)

    worker = threading.Thread(target=run)
    worker.start()
    deadline = time.monotonic() + 30
    while process.pid is None and time.monotonic() < deadline:
        time.sleep(0.01)
    process.close()
    worker.join(10)
    assert not worker.is_alive()
    assert len(outcome) == 1
    assert isinstance(outcome[0], ExtractionError)
    assert outcome[0].reason == "extractor was closed"
    assert _spawned_children() == []


def test_child_exits_when_its_parent_dies(tmp_path: Path, note: Path) -> None:
    """A parent killed without close(): the child reads EOF on its pipe and exits."""
    code = (
        "import os, sys\n"
        "from pathlib import Path\n"
        "from desktop_search.core.extract import ExtractorProcess\n"
        "if __name__ == '__main__':\n"
        "    p = ExtractorProcess(timeout_s=10)\n"
        "    p.extract(Path(sys.argv[1]))\n"
        "    print(p.pid, flush=True)\n"
        "    os._exit(0)\n"
    )
    script = tmp_path / "parent.py"
    script.write_text(code, encoding="utf-8")
    root = Path(__file__).resolve().parents[3]
    env = {
        **os.environ,
        "PYTHONPATH": os.pathsep.join(filter(None, [str(root), os.environ.get("PYTHONPATH")])),
    }
    out = subprocess.run(
        [sys.executable, str(script), str(note)],
        capture_output=True,
        text=True,
        cwd=root,
        env=env,
        timeout=60,
        check=True,
    )
    child = int(out.stdout.split()[0])
    deadline = time.monotonic() + 10
    while psutil.pid_exists(child) and time.monotonic() < deadline:
        try:
            if psutil.Process(child).status() == psutil.STATUS_ZOMBIE:
                break
        except psutil.NoSuchProcess:
            break
        time.sleep(0.05)
    assert not psutil.pid_exists(child) or psutil.Process(child).status() == psutil.STATUS_ZOMBIE


def test_bad_extra_extractor_spec() -> None:
    with pytest.raises(ValueError, match="module:function"):
        ExtractorProcess(extra_extractors={".x": "no_colon"})
    with pytest.raises(ValueError, match="module:function"):
        ExtractorProcess(extra_extractors={"x": "a:b"})


def test_unimportable_extra_extractor_fails_to_start(note: Path) -> None:
    with (
        ExtractorProcess(extra_extractors={".x": "tests.unit.extract.nowhere:f"}) as process,
        pytest.raises(ExtractionError, match="extractor failed to start"),
    ):
        process.extract(note)


def test_a_photo_with_thousands_of_odd_exif_tags_prints_nothing(tmp_path: Path, capfd) -> None:
    from tools.ocr_images import hostile_exif_jpeg

    photo = hostile_exif_jpeg(tmp_path / "odd.jpg")
    with ExtractorProcess(timeout_s=60) as child:
        document = child.extract(photo)
        child.recognise(photo, 1, kind="image", languages=("eng",))
    assert document.needs_ocr == (1,)
    printed = capfd.readouterr().err.splitlines()
    assert len(printed) < 5, printed[:5]  # before: two lines per tag, 20,000 for this photo
