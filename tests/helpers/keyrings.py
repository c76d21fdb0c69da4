"""A keyring for tests: one that keeps passwords in this process (a laptop's Secret Service).
The ``the_keyring`` fixture (tests/conftest.py) sets which keyring the app finds."""

from __future__ import annotations

from keyring.backend import KeyringBackend


class MemoryKeyring(KeyringBackend):
    """A keyring that keeps passwords in this process (a laptop's Secret Service, in a test)."""

    priority = 1  # type: ignore[assignment]

    def __init__(self) -> None:
        super().__init__()
        self.kept: dict[tuple[str, str], str] = {}

    def get_password(self, service: str, username: str) -> str | None:
        return self.kept.get((service, username))

    def set_password(self, service: str, username: str, password: str) -> None:
        self.kept[(service, username)] = password

    def delete_password(self, service: str, username: str) -> None:
        self.kept.pop((service, username), None)
