"""The embedding model a command is told to use (``--model``) and ``prepare-model`` (which
also assembles the speech model)."""

from __future__ import annotations

import argparse
from pathlib import Path

from ..core.common.config import Paths
from .terminal import terminal_safe


def _chosen_model(args: argparse.Namespace, paths: Paths) -> str:
    """``--model`` as the Models window records it: a built-in model's name (converted now: its
    errors are the command's) or a file's path; "" when not given."""
    chosen = getattr(args, "model", None)
    if not chosen:
        return ""
    from ..core.models.builtin import builtin_model, ensure_builtin_model

    model = builtin_model(chosen)
    if model is not None:
        ensure_builtin_model(model.name, paths.ensure().models_dir)
        return model.name
    path = Path(chosen).expanduser()
    if not path.is_file():
        raise ValueError(f"--model {chosen}: neither a built-in model nor a file")
    return str(path.resolve())


def _choose_model_at_once(model: str, paths: Paths) -> bool:
    """Record ``model`` in the settings when there is no index yet to keep (nothing to switch
    from: the engine opened next builds the index with it). False when there is one: another
    model's index is then built beside it and replaces it only once complete
    (:meth:`.Engine.start_model_switch`), never cleared first."""
    from ..core.common.settings import Settings

    if not model or paths.db_path.exists():
        return False
    if Settings.load(paths.settings_path).embedder_model != model:
        Settings.update(paths.settings_path, embedder_model=model)
    return True


def _cmd_prepare_model(args: argparse.Namespace, paths: Paths) -> int:
    """Convert a built-in embedding model (the default one unless named) and assemble the speech
    model the settings choose, so that both are ready offline. Naming a speech model
    (``prepare-model whisper-tiny.en``) assembles only that one."""
    from ..core.models.builtin import ensure_builtin_model
    from ..core.models.convert import DEFAULT_MODEL_NAME
    from ..core.models.whisper import SPEECH_MODELS

    if args.name in SPEECH_MODELS:
        return _prepare_speech_model(args.name, paths, required=True)
    name = args.name or DEFAULT_MODEL_NAME
    try:
        model = ensure_builtin_model(name, paths.ensure().models_dir)
    except KeyError as exc:
        raise ValueError(exc.args[0]) from None
    label = "default model" if name == DEFAULT_MODEL_NAME else name
    print(f"{label} ready: {terminal_safe(model)}")
    from ..core.common.settings import Settings

    return _prepare_speech_model(Settings.load(paths.settings_path).speech_model, paths, required=False)


def _prepare_speech_model(name: str, paths: Paths, *, required: bool) -> int:
    """Assemble the speech model ``name``; when not ``required`` (beside an embedding model), a
    model whose wheels are missing is only reported: search works without speech."""
    import sys

    from ..core.models.whisper import SpeechModelError, speech_model_dir

    try:
        folder = speech_model_dir(name, paths.ensure().models_dir)
    except SpeechModelError as exc:
        if required:
            raise
        print(f"speech model {name} not prepared: {terminal_safe(exc.reason)}", file=sys.stderr)
        return 0
    print(f"speech model {name} ready: {terminal_safe(folder)}")
    return 0
