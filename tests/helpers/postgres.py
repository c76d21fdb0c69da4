"""The tests' PostgreSQL: :mod:`tools.postgres`, which the benchmarks share; imported here so
that the tests keep one place to reach their helpers."""

from tools.postgres import PostgresServer, start

__all__ = ["PostgresServer", "start"]
