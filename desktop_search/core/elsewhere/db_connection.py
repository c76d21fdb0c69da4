"""Connecting to the shared index's PostgreSQL: credentials from the keyring or a pgpass file,
TLS when the server offers it, a short timeout, and the password never in a setting or a log."""

from __future__ import annotations

import contextlib
import logging
from typing import Any
from urllib.parse import urlsplit, urlunsplit

log = logging.getLogger(__name__)

#: The keyring service the passwords of shared indexes are kept under (one per URL, without it).
KEYRING_SERVICE = "desktop-search shared index"
#: Seconds a connection attempt may take: the window and the local index never wait longer.
CONNECT_TIMEOUT_S = 5


class SharedIndexError(RuntimeError):
    """The shared index cannot be used (away, refused, another model, an older app ...)."""


def is_store_url(text: str) -> bool:
    """Whether ``text`` names a PostgreSQL database (``postgresql://`` or ``postgres://``)."""
    return text.startswith(("postgresql://", "postgres://"))


def without_password(url: str) -> str:
    """``url`` with any password taken out: what settings, logs and the keyring's key hold."""
    parts = urlsplit(url)
    if parts.password is None:
        return url
    host = parts.hostname or ""
    if ":" in host:  # an IPv6 address
        host = f"[{host}]"
    netloc = f"{parts.username or ''}@{host}" if parts.username else host
    if parts.port:
        netloc += f":{parts.port}"
    return urlunsplit((parts.scheme, netloc, parts.path, parts.query, parts.fragment))


def password_in(url: str) -> str | None:
    """The password written into ``url``, if any."""
    return urlsplit(url).password


def _keyring_password(url: str) -> str | None:
    try:
        import keyring
        from keyring.errors import KeyringError
    except ImportError:
        return None
    try:
        return keyring.get_password(KEYRING_SERVICE, without_password(url))
    except (KeyringError, RuntimeError, OSError) as exc:  # no keyring daemon on a headless server
        log.info("no keyring to read the shared index's password from: %s", exc)
        return None


def remember_password(url: str, password: str) -> bool:
    """Keep ``password`` for ``url`` in the system keyring; False when there is none."""
    try:
        import keyring
        from keyring.errors import KeyringError
    except ImportError:
        return False
    try:
        keyring.set_password(KEYRING_SERVICE, without_password(url), password)
    except (KeyringError, RuntimeError, OSError) as exc:
        log.warning("could not keep the password in the keyring: %s", exc)
        return False
    return True


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
    if password_in(url) is None and (secret := _keyring_password(url)) is not None:
        options["password"] = secret
    try:
        conn = psycopg.connect(url, autocommit=autocommit, **options)
    except psycopg.Error as exc:
        raise SharedIndexError(
            f"cannot reach the shared index {without_password(url)}: {exc}".strip()
        ) from exc
    with contextlib.suppress(
        psycopg.ProgrammingError
    ):  # no pgvector yet: the indexer's first migration adds it
        register_vector(conn)
    return conn
