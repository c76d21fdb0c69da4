"""More like this: from an indexed file, the files closest in meaning, itself left out, from its
stored vectors (nothing is embedded again); the engine and the CLI's ``similar``."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from desktop_search.cli import main
from desktop_search.core.common.config import Paths
from desktop_search.core.engine import Engine

# Each says what a note says in other words.
TWINS = {
    "loaf-at-home.txt": "Kept the leaven alive all week and turned out a crusty country loaf from my "
    "own oven.",
    "network-trouble.txt": "Our wireless network at home kept cutting out at night until we moved the base "
    "station and installed new software on it.",
}


@pytest.fixture
def folder(notes_dir: Path) -> Path:
    for name, text in TWINS.items():
        (notes_dir / name).write_text(text, encoding="utf-8")
    return notes_dir


@pytest.mark.parametrize(
    ("source", "twin"), [("sourdough.md", "loaf-at-home.txt"), ("router.md", "network-trouble.txt")]
)
def test_more_like_this_returns_the_paraphrased_twin_first(
    paths: Paths, folder: Path, source: str, twin: str
) -> None:
    with Engine(paths) as engine:
        engine.index([folder])

        def no_embedding(*_args: object, **_kwargs: object) -> None:
            raise AssertionError("more like this must use the stored vectors, not embed again")

        engine.embedder.embed_query = no_embedding  # type: ignore[method-assign]
        engine.embedder.embed_documents = no_embedding  # type: ignore[method-assign]
        results = engine.similar(folder / source, top=5)
        assert Path(results[0].path).name == twin
        assert str(folder / source) not in [r.path for r in results]  # never itself
        assert len({r.path for r in results}) == len(results)  # one result per file


def test_similar_on_the_command_line(paths: Paths, folder: Path, capsys: pytest.CaptureFixture[str]) -> None:
    with Engine(paths) as engine:
        engine.index([folder])
    home = ["--data-dir", str(paths.data_dir)]
    assert main([*home, "similar", str(folder / "router.md"), "--json", "--top", "3"]) == 0
    results = json.loads(capsys.readouterr().out)
    assert Path(results[0]["path"]).name == "network-trouble.txt"
    assert main([*home, "similar", str(folder / "nowhere.txt")]) == 1
    assert "is not in the index" in capsys.readouterr().err
