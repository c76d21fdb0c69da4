"""What every platform's registration offers (:class:`Backend`)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from ...core.common.shortcuts import Shortcut

Activated = Callable[[], None]


class Backend(Protocol):
    name: str

    def start(self, shortcut: Shortcut, activated: Activated) -> None:
        """Register; raises :class:`ShortcutError` with the reason for the user."""

    def stop(self) -> None: ...
