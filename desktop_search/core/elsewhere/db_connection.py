"""Connecting to the shared index's PostgreSQL: credentials from the keyring or a pgpass file,
TLS when the server offers it, a short timeout, and the password never in a setting or a log."""

from __future__ import annotations

import contextlib
import logging
from typing import Any

from ..common.credentials import (
    KEYRING_SERVICE,
    keyring_password,
    password_in,
    remember_password,
    scrub,
    without_password,
)

log = logging.getLogger(__name__)

#: Seconds a connection attempt may take: the window and the local index never wait longer.
CONNECT_TIMEOUT_S = 5

__all__ = [
    "CONNECT_TIMEOUT_S",
    "KEYRING_SERVICE",
    "SharedIndexError",
    "connect",
    "is_store_url",
    "password_in",
    "remember_password",
    "scrub",
    "without_password",
]


class SharedIndexError(RuntimeError):
    """The shared index cannot be used (away, refused, another model, an older app ...)."""


def is_store_url(text: str) -> bool:
    """Whether ``text`` names a PostgreSQL database (``postgresql://`` or ``postgres://``)."""
    return text.startswith(("postgresql://", "postgres://"))


def connect(url: str, *, autocommit: bool = True) -> Any:
    """A psycopg connection to ``url`` (autocommit: each ``conn.transaction()`` is a real one).

    The password comes from ``url`` itself (typed once on the command line), else the system
    keyring, else libpq's own ``~/.pgpass`` (``PGPASSFILE``), which libpq reads only when no
    one but its owner can. ``sslmode`` is ``prefer`` unless the URL says otherwise: TLS
    whenever the server offers it.
    """
    import psycopg
    from pgvector.psycopg import register_vector

    options: dict[str, Any] = {"connect_timeout": CONNECT_TIMEOUT_S, "application_name": "desktop-search"}
    if "sslmode=" not in url:
        options["sslmode"] = "prefer"
    secret = None
    if password_in(url) is None and (secret := keyring_password(url)) is not None:
        options["password"] = secret
    try:
        conn = psycopg.connect(url, autocommit=autocommit, **options)
    except psycopg.Error as exc:
        # libpq's message may echo the password or the whole URL ("invalid percent-encoded
        # token", a malformed host): scrubbed, and not chained (a logged traceback shows the cause).
        message = scrub(f"cannot reach the shared index {without_password(url)}: {exc}".strip(), url, secret)
        raise SharedIndexError(message) from None
    with contextlib.suppress(
        psycopg.ProgrammingError
    ):  # no pgvector yet: the indexer's first migration adds it
        register_vector(conn)
    return conn
