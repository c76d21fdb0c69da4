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

from PySide6.QtCore import QObject, Signal, Slot
from PySide6.QtNetwork import QLocalServer, QLocalSocket

from ..core.common.config import make_private_dir

log = logging.getLogger(__name__)
_CONNECT_TIMEOUT_MS = 500
#: The longest request line read (a query is at most 1,000 characters, in UTF-8 up to 4 bytes each).
_MAX_LINE = 4096
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
        search_requested(str): another launch (the desktop's search box: "show all results")
            asked this instance to come to the front and search for the text.
    """

    activation_requested = Signal()
    search_requested = Signal(str)

    def __init__(self, key: str, data_dir: Path | None = None) -> None:
        """``key`` names the instance (its data directory, also the default ``data_dir``)."""
        super().__init__()
        try:
            self.name: str | None = socket_path(key, Path(data_dir if data_dir is not None else key))
        except OSError as exc:
            log.warning("single-instance check unavailable: %s", exc)
            self.name = None
        self._server: QLocalServer | None = None
        self._sockets: set[QLocalSocket] = set()  # connections being read (Python holds them)

    def notify_running(self, query: str | None = None) -> bool:
        """True when another instance is running (and has been asked to show itself, and to
        search for ``query`` when one is given)."""
        if self.name is None or (os.name == "posix" and _foreign(self.name)):
            return False
        socket = QLocalSocket()
        socket.connectToServer(self.name)
        if not socket.waitForConnected(_CONNECT_TIMEOUT_MS):
            return False
        line = "activate" if query is None else "search " + " ".join(query.split())
        socket.write(line.encode("utf-8")[:_MAX_LINE] + b"\n")
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
            self._sockets.add(socket)
            socket.readyRead.connect(self._on_ready_read)
            socket.disconnected.connect(self._on_disconnected)
            self._read(socket)  # what came with the connection

    @Slot()
    def _on_ready_read(self) -> None:
        socket = self.sender()
        if isinstance(socket, QLocalSocket):
            self._read(socket)

    @Slot()
    def _on_disconnected(self) -> None:
        socket = self.sender()
        if isinstance(socket, QLocalSocket):
            self._read(socket)  # a last line without its newline
            self._sockets.discard(socket)
            socket.deleteLater()

    def _read(self, socket: QLocalSocket) -> None:
        """One request per line: ``activate``, or ``search <text>``."""
        while socket.canReadLine() or (
            socket.state() != QLocalSocket.LocalSocketState.ConnectedState and socket.bytesAvailable() > 0
        ):
            raw = bytes(socket.readLine(_MAX_LINE).data())
            line = raw.decode("utf-8", "replace").strip()
            if line.startswith("search "):
                self.search_requested.emit(line.removeprefix("search ").strip())
            elif line:  # "activate", and whatever an older or newer version says
                self.activation_requested.emit()

    def close(self) -> None:
        if self._server is not None:
            self._server.close()
            self._server = None
