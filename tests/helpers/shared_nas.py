"""A NAS for the shared index's tests: its own engine indexes a folder and publishes it into a
real PostgreSQL, and a laptop's data directory (the same model) searches it."""

from __future__ import annotations

import shutil
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from desktop_search.core.elsewhere import db_schema as schema
from desktop_search.core.elsewhere.db_connection import connect
from desktop_search.core.elsewhere.db_pulling import PathMap, Replica, replica_paths
from desktop_search.core.elsewhere.db_writing import prepare_for, publish_folder
from desktop_search.core.engine import Engine

from .corpus import write_notes
from .models import data_with_model


@dataclass
class Nas:
    share: Path  #: the NAS's folder, as the server sees it
    mount: Path  #: where the laptop sees it (a copy of the folder)
    database: str
    url: str  #: the reader's URL (no password)

    @property
    def mapping(self) -> list[str]:
        return [f"{self.share}={self.mount}"]


def publish_nas(postgres: Any, where: Path, default_model: Path) -> Nas:
    """Index the notes on a "NAS" engine, publish them, and mount a copy of the folder for the laptop."""
    database = postgres.new_database()
    postgres.role("nas")
    postgres.own(database, "nas")
    postgres.role("mum")
    share = write_notes(where / "volume1" / "Documents")
    with Engine(data_with_model(where / "nas-data", default_model)) as engine:
        engine.index([share])
        conn = connect(postgres.url(database, "nas"))
        try:
            prepare_for(conn, engine.embedder)
            schema.grant_reader(conn, "mum")
            publish_folder(conn, engine.store.db, str(share))
        finally:
            conn.close()
    mount = where / "mnt" / "nas"
    shutil.copytree(share, mount)
    return Nas(share=share, mount=mount, database=database, url=postgres.url(database, "mum"))


def away_url(nas: Nas, where: Path) -> str:
    """A URL of the same database through a socket directory that does not exist: away."""
    return f"postgresql://mum@/{nas.database}?host={where}/nowhere"


def pull_copy_for(nas: Nas, data_dir: Path, url: str) -> None:
    """Pull the NAS into the copy the app keeps for ``url`` (which may be away now)."""
    replica = Replica(nas.url, replica_paths(data_dir, url), PathMap.parse(nas.mapping))
    try:
        replica.pull()
    finally:
        replica.close()
