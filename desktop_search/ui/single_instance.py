"""One app per data directory: a second launch asks the first to show itself, then exits."""

from __future__ import annotations

import hashlib
import logging

from PySide6.QtCore import QObject, Signal
from PySide6.QtNetwork import QLocalServer, QLocalSocket

log = logging.getLogger(__name__)
_CONNECT_TIMEOUT_MS = 500


def server_name(key: str) -> str:
    return "desktop-search-" + hashlib.sha256(key.encode()).hexdigest()[:16]


class SingleInstance(QObject):
    """Owns the local server of the running instance.

    Signals:
        activation_requested(): another launch asked this instance to come to the front.
    """

    activation_requested = Signal()

    def __init__(self, key: str) -> None:
        super().__init__()
        self.name = server_name(key)
        self._server: QLocalServer | None = None

    def notify_running(self) -> bool:
        """True when another instance is running (and has been asked to show itself)."""
        socket = QLocalSocket()
        socket.connectToServer(self.name)
        if not socket.waitForConnected(_CONNECT_TIMEOUT_MS):
            return False
        socket.write(b"activate\n")
        socket.waitForBytesWritten(_CONNECT_TIMEOUT_MS)
        socket.disconnectFromServer()
        return True

    def listen(self) -> bool:
        server = QLocalServer(self)
        if not server.listen(self.name):
            # A stale socket from a crashed instance: remove it and try again.
            QLocalServer.removeServer(self.name)
            if not server.listen(self.name):
                log.warning("single-instance server unavailable: %s", server.errorString())
                return False
        server.newConnection.connect(self._on_new_connection)
        self._server = server
        return True

    def _on_new_connection(self) -> None:
        assert self._server is not None
        while (socket := self._server.nextPendingConnection()) is not None:
            socket.disconnected.connect(socket.deleteLater)
            self.activation_requested.emit()

    def close(self) -> None:
        if self._server is not None:
            self._server.close()
            self._server = None
