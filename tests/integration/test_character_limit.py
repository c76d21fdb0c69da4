"""An index run names the file it cut at the character limit, with how much of it was indexed."""

from __future__ import annotations

from pathlib import Path

import pytest

from desktop_search.cli.indexing import _print_report
from desktop_search.core.common.config import Paths
from desktop_search.core.engine import Engine
from desktop_search.core.extract import document


def test_a_file_cut_at_the_limit_is_indexed_and_reported_with_the_reason(
    paths: Paths, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr(document, "INDEXED_CHARS", 3_000)  # the indexer's limit, made small
    folder = tmp_path / "docs"
    folder.mkdir()
    head = "The glacier survey of 2019 measured the ice tongue retreating by forty metres. "
    tail = "Finally the zeppelin manifest lists three crates of marmalade. "
    text = head * 40 + tail * 30  # the marmalade is past the first 3,000 characters
    log = folder / "survey.log.txt"
    log.write_text(text, encoding="utf-8")
    (folder / "short.txt").write_text("A short note about the lighthouse.", encoding="utf-8")

    with Engine(paths) as engine:
        report = engine.index([folder])
        assert report.files_indexed == 2
        assert report.notes == [(str(log), f"first 3,000 of {len(text):,} characters indexed")]
        found = [r.path for r in engine.query("glacier ice tongue retreating", top=3, rerank=False).results]
        assert found[0] == str(log)  # indexed, as far as the limit
        words = engine.query('"zeppelin manifest"', top=3, rerank=False).results
        assert str(log) not in [r.path for r in words if r.route in ("keyword", "both")]

    _print_report(report)  # what ``desktop-search index`` prints
    said = capsys.readouterr().err
    assert f"partly indexed: {log}: first 3,000 of {len(text):,} characters indexed" in said
