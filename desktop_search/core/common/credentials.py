"""A database URL's password: found where libpq finds it, taken out, kept in the system keyring,
and scrubbed from every message.

libpq reads a password from two places of a ``postgresql://`` URL: ``user:password@host`` and
``?password=`` (percent-encoded in both). Each is taken out here, so that the settings, the
output, the logs and a copy's name only ever see the URL without it. Here in ``common`` because
the settings (which never keep a password) need it as much as the connection does.
"""

from __future__ import annotations

import logging
from urllib.parse import unquote, urlsplit, urlunsplit

log = logging.getLogger(__name__)

#: The keyring service the passwords of shared indexes are kept under (one per URL, without it).
KEYRING_SERVICE = "desktop-search shared index"
#: What stands in a message for a password or a URL's credentials.
HIDDEN = "***"


def _split(url: str) -> tuple[str, str, str, str, str] | None:
    """``url``'s five parts (scheme, netloc, path, query, fragment); a URL urllib refuses (an
    unclosed IPv6 bracket: libpq echoes it whole) is cut at its delimiters all the same, so that
    its password is still found. None: no ``scheme://`` at all."""
    try:
        parts = urlsplit(url)
    except ValueError:
        scheme, sep, rest = url.partition("://")
        if not sep:
            return None
        rest, _hash, fragment = rest.partition("#")
        rest, _mark, query = rest.partition("?")
        netloc, slash, path = rest.partition("/")
        return scheme, netloc, slash + path, query, fragment
    return parts.scheme, parts.netloc, parts.path, parts.query, parts.fragment


def _netloc_password(netloc: str) -> tuple[str, str | None]:
    """``netloc`` without its password, and the password as written (None: none)."""
    userinfo, at, hostport = netloc.rpartition("@")
    if not at:
        return netloc, None
    user, colon, password = userinfo.partition(":")
    if not colon:
        return netloc, None
    return (f"{user}@{hostport}" if user else hostport), password


def _query_passwords(query: str) -> tuple[str, list[str]]:
    """``query`` without its ``password=`` parameters (the others byte for byte as they were),
    and their values as written."""
    kept: list[str] = []
    found: list[str] = []
    for item in query.split("&") if query else []:
        key, _eq, value = item.partition("=")
        if unquote(key).strip().lower() == "password":
            found.append(value)
        else:
            kept.append(item)
    return "&".join(kept), found


def without_password(url: str) -> str:
    """``url`` with any password taken out: what settings, logs, the keyring's key and a copy's
    name hold. A URL without one is returned unchanged, byte for byte (a copy's name is its hash)."""
    split = _split(url)
    if split is None:
        return url
    scheme, netloc, path, query, fragment = split
    netloc, in_netloc = _netloc_password(netloc)
    query, in_query = _query_passwords(query)
    if in_netloc is None and not in_query:
        return url
    return urlunsplit((scheme, netloc, path, query, fragment))


def password_in(url: str) -> str | None:
    """The password written into ``url`` (decoded as libpq decodes it), if any; the last
    ``password=`` wins, as in libpq."""
    split = _split(url)
    if split is None:
        return None
    _scheme, netloc, _path, query, _fragment = split
    _rest, in_netloc = _netloc_password(netloc)
    _rest_query, in_query = _query_passwords(query)
    written = in_query[-1] if in_query else in_netloc
    return unquote(written) or None if written is not None else None  # "user:@host": none


def _written_passwords(url: str) -> set[str]:
    """Every way ``url``'s passwords may appear in a message: as written and decoded."""
    split = _split(url)
    if split is None:
        return set()
    written = _query_passwords(split[3])[1]
    in_netloc = _netloc_password(split[1])[1]
    if in_netloc is not None:
        written.append(in_netloc)
    return {form for value in written for form in (value, unquote(value)) if form}


def scrub(message: str, url: str, *secrets: str | None) -> str:
    """``message`` (libpq's, which may echo the URL or a part of it) with ``url`` shown without its
    password and every password of it, or among ``secrets``, replaced by :data:`HIDDEN`."""
    hidden = {s for s in secrets if s} | _written_passwords(url)
    if url and url != (clean := without_password(url)):
        message = message.replace(url, clean)
    for secret in sorted(hidden, key=len, reverse=True):  # longest first: a part never leaves the rest
        message = message.replace(secret, HIDDEN)
    return message


def keyring_password(url: str) -> str | None:
    """The password the system keyring holds for ``url`` (looked up without its password)."""
    try:
        import keyring
        from keyring.errors import KeyringError
    except ImportError:
        return None
    try:
        found = keyring.get_password(KEYRING_SERVICE, without_password(url))
    except (KeyringError, RuntimeError, OSError) as exc:  # no keyring daemon on a headless server
        log.info("no keyring to read the shared index's password from: %s", exc)
        return None
    return found


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
