"""One app per data directory: a second launch asks the first to show itself, then exits.

The local socket lives in a folder only the user can enter (``$XDG_RUNTIME_DIR``,
else ``run/`` in the data directory), not under a predictable name in ``/tmp``
where another user could take it and make every launch exit as "already
running". A socket there that the user does not own is never trusted and is
replaced. On Windows the pipe's name includes the user name and its access is
limited to the user.
"""

from __future__ import annotations

import contextlib
import getpass
import hashlib
import logging
import os
import stat
import tempfile
from collections.abc import Iterator
from pathlib import Path

from PySide6.QtCore import QObject, Signal
from PySide6.QtNetwork import QLocalServer, QLocalSocket

from ..core.config import make_private_dir

log = logging.getLogger(__name__)
_CONNECT_TIMEOUT_MS = 500
#: sockaddr_un holds 104 (macOS) to 108 (Linux) bytes, the final NUL included.
_MAX_SOCKET_PATH = 100


def server_name(key: str) -> str:
    """The name of the instance for ``key`` (its data directory), without a folder."""
    return "desktop-search-" + hashlib.sha256(key.encode()).hexdigest()[:16]


def _private_dir(path: Path) -> bool:
    """Whether ``path`` is a real folder of this user that no one else can enter."""
    try:
        st = os.lstat(path)
    except OSError:
        return False
    return stat.S_ISDIR(st.st_mode) and st.st_uid == os.getuid() and stat.S_IMODE(st.st_mode) & 0o077 == 0


def socket_path(key: str, data_dir: Path) -> str:
    """Where the instance for ``key`` listens: a name for QLocalServer / QLocalSocket."""
    name = server_name(key)
    if os.name != "posix":
        return f"{name}-{getpass.getuser()}"
    for folder in _runtime_dirs(data_dir):
        path = folder / name
        if len(os.fsencode(path)) <= _MAX_SOCKET_PATH and _private_dir(folder):
            return str(path)
    raise OSError("no private folder for the single-instance socket")


def _runtime_dirs(data_dir: Path) -> Iterator[Path]:
    """Folders for the socket, best first; each is checked to be private before it is used."""
    if runtime := os.environ.get("XDG_RUNTIME_DIR"):
        yield Path(runtime)  # the user's own (0700), made by the login session: used as it is
    own = data_dir / "run"
    with contextlib.suppress(OSError):
        make_private_dir(own)  # the app's own folder
    yield own
    # A data directory too deep for a socket path: a folder of this user's in the temp folder,
    # never one that someone else made there (that one is not private, so it is skipped).
    short = Path(tempfile.gettempdir()) / f"desktop-search-{os.getuid()}"
    with contextlib.suppress(OSError):
        short.mkdir(mode=0o700)
    yield short


def _foreign(path: str) -> bool:
    """Whether a socket file at ``path`` belongs to another user (never trusted)."""
    try:
        return os.lstat(path).st_uid != os.getuid()
    except OSError:
        return False


class SingleInstance(QObject):
    """Owns the local server of the running instance.

    Signals:
        activation_requested(): another launch asked this instance to come to the front.
    """

    activation_requested = Signal()

    def __init__(self, key: str, data_dir: Path | None = None) -> None:
        """``key`` names the instance (its data directory, also the default ``data_dir``)."""
        super().__init__()
        try:
            self.name: str | None = socket_path(key, Path(data_dir if data_dir is not None else key))
        except OSError as exc:
            log.warning("single-instance check unavailable: %s", exc)
            self.name = None
        self._server: QLocalServer | None = None

    def notify_running(self) -> bool:
        """True when another instance is running (and has been asked to show itself)."""
        if self.name is None or (os.name == "posix" and _foreign(self.name)):
            return False
        socket = QLocalSocket()
        socket.connectToServer(self.name)
        if not socket.waitForConnected(_CONNECT_TIMEOUT_MS):
            return False
        socket.write(b"activate\n")
        socket.waitForBytesWritten(_CONNECT_TIMEOUT_MS)
        socket.disconnectFromServer()
        return True

    def listen(self) -> bool:
        if self.name is None:
            return False
        server = QLocalServer(self)
        server.setSocketOptions(QLocalServer.SocketOption.UserAccessOption)
        if not server.listen(self.name):
            # A stale socket from a crashed instance (or not the user's own): remove it, try again.
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
