"""The desktop's own search box: GNOME Shell's search provider and KRunner, over D-Bus.

People press Super and type. GNOME Shell asks every installed search provider
(``org.gnome.Shell.SearchProvider2``) and KDE's KRunner every D-Bus runner (``org.kde.krunner1``)
for matches as the user types. This module answers both from the app's index, read-only, the way
the MCP and HTTP servers do (:mod:`.operations`): the same ranking, snippets and query language,
while the app indexes or is closed.

How it is started: never at login. The desktop starts it through D-Bus activation when it first
asks (the service file names ``desktop-search search-provider``), and it quits after
:data:`IDLE_EXIT_S` without a request, so it costs nothing between searches. It connects to the
user's session bus only: the bus lets no other user connect, and nothing is sent anywhere else.

As the user types, each letter is a new request, and a request may come before the one before
it is answered. Searches run one at a time on the view's owner thread, and one that a newer one
has overtaken before it started is not run at all (its answer would be thrown away). Only the
first stage runs (words and meaning, fused): reranking costs more than a keystroke is worth.

A query longer than the servers take (:data:`.operations.MAX_QUERY_CHARS`) is refused before
anything is done with it (:func:`query_of`, :func:`within_limit`): a megabyte of terms once took
the provider seconds and gigabytes, and held up every query after it.

Results are named by an id: the file's path (a message's path below its store). Opening an id
checks it against the results given out (or the index, after a restart): another program on the
bus cannot make the provider open a file the index does not hold. A program or script is shown in
its folder instead of run, as in the window. A message is opened as an ``.eml`` copy, removed
when the provider ends (:class:`.MessageCopies`); one a crash left is removed at the next start.
"""

from __future__ import annotations

import logging
import mimetypes
import os
import shutil
import subprocess
import sys
from collections import OrderedDict
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Protocol

from ..core.extract import ExtractionError
from ..core.extract.message_copies import MessageCopies
from ..core.opening import open_action, open_command
from ..core.program import APP_ID, app_command
from ..core.searching.results import SearchResult
from .operations import MAX_QUERY_CHARS, OperationError, Operations
from .readonly import ReadOnlyIndex

log = logging.getLogger(__name__)

#: The provider's well-known name on the session bus (the service file and both desktops' files name it).
BUS_NAME = f"{APP_ID}.SearchProvider"
GNOME_PATH = "/" + APP_ID.replace(".", "/") + "/SearchProvider"
KRUNNER_PATH = "/" + APP_ID.replace(".", "/") + "/KRunner"
#: Seconds without a request after which the provider quits (D-Bus starts it again when asked).
IDLE_EXIT_S = 300.0
#: How many results one answer holds (GNOME shows up to five per provider, KRunner more).
TOP = 8
#: Queries shorter than this get no answer: one letter matches everything and means nothing.
MIN_QUERY_CHARS = 2
#: The longest id (a path) that can name a result: PATH_MAX on Linux.
MAX_ID_CHARS = 4096
#: How many answered results are remembered for GetResultMetas and opening.
REMEMBERED = 2000
#: KRunner's match categories (KRunner::QueryMatch: Low, Moderate).
KRUNNER_POSSIBLE, KRUNNER_WORDS = 30, 50
KRUNNER_ACTIONS = (("reveal", "Show in folder", "document-open-folder"), ("copy", "Copy path", "edit-copy"))


@dataclass(frozen=True)
class Hit:
    """One result as a desktop search box shows it."""

    id: str
    name: str  #: file name, or a message's subject
    folder: str  #: where it is, home as ~
    snippet: str  #: the passage that matched
    icon: str  #: a themed icon name (freedesktop naming)
    page: int | None
    store: str  #: a message's mail store ("" for a file)
    location: str
    subject: str
    words: bool  #: its words matched (not found by meaning alone)

    @property
    def path(self) -> str:
        return self.id

    @property
    def description(self) -> str:
        """One line: where it is, then why it matched."""
        return " · ".join(part for part in (self.folder, self.snippet) if part)


class Desktop(Protocol):
    """What opening a result needs from the desktop (replaced in tests)."""

    def open(self, path: str, argv: list[str] | None) -> bool: ...

    def reveal(self, path: str) -> bool: ...

    def copy(self, text: str) -> bool: ...

    def launch(self, argv: list[str]) -> bool: ...


class LinuxDesktop:
    """Opening, showing and copying through the freedesktop tools and services of the session.

    ``show_items`` and ``set_clipboard`` are the D-Bus calls the running provider makes
    (``org.freedesktop.FileManager1.ShowItems``, Klipper's ``setClipboardContents``); without
    them (or when they fail) the command-line tools are used: ``xdg-open``, ``gio``, and
    ``wl-copy``/``xclip``/``xsel`` for the clipboard.
    """

    def __init__(
        self,
        show_items: Callable[[str], bool] | None = None,
        set_clipboard: Callable[[str], bool] | None = None,
    ) -> None:
        self.show_items = show_items
        self.set_clipboard = set_clipboard

    def open(self, path: str, argv: list[str] | None) -> bool:
        if argv and self.launch(argv):
            return True
        for opener in (["xdg-open", path], ["gio", "open", path]):
            if shutil.which(opener[0]) and self.launch(opener):
                return True
        return False

    def reveal(self, path: str) -> bool:
        if self.show_items is not None and self.show_items(Path(path).as_uri()):
            return True
        return self.open(str(Path(path).parent), None)

    def copy(self, text: str) -> bool:
        if self.set_clipboard is not None and self.set_clipboard(text):
            return True
        tools = (["wl-copy"], ["xclip", "-selection", "clipboard"], ["xsel", "--clipboard", "--input"])
        for tool in tools:
            if shutil.which(tool[0]) is None:
                continue
            try:  # the tool stays behind to own the selection: never wait for it to end
                proc = subprocess.Popen(
                    tool,
                    stdin=subprocess.PIPE,
                    stdout=subprocess.DEVNULL,
                    stderr=subprocess.DEVNULL,
                    start_new_session=True,
                )
                assert proc.stdin is not None
                proc.stdin.write(text.encode("utf-8"))
                proc.stdin.close()
                return True
            except OSError as exc:
                log.warning("cannot copy with %s: %s", tool[0], exc)
        return False

    def launch(self, argv: list[str]) -> bool:
        try:
            subprocess.Popen(
                argv,
                stdin=subprocess.DEVNULL,
                stdout=subprocess.DEVNULL,
                stderr=subprocess.DEVNULL,
                close_fds=True,
                start_new_session=True,
            )
            return True
        except OSError as exc:
            log.warning("cannot start %s: %s", argv[0], exc)
            return False


def within_limit(query: str) -> bool:
    """Whether ``query`` is short enough to search (:data:`MAX_QUERY_CHARS`, as the HTTP and MCP
    servers take); a longer one is logged and refused."""
    if len(query) <= MAX_QUERY_CHARS:
        return True
    _refused(len(query))
    return False


def query_of(terms: Sequence[str]) -> str | None:
    """GNOME's search terms as one query, or None when it would be longer than
    :data:`MAX_QUERY_CHARS` (logged): measured before a term is joined or read."""
    if len(terms) > MAX_QUERY_CHARS:  # more terms than characters allowed: none is looked at
        _refused(sum(map(len, terms)) + len(terms) - 1)  # about (empty terms add no space)
        return None
    words = [t for t in terms if t]
    size = sum(len(w) for w in words) + max(len(words) - 1, 0)
    if size > MAX_QUERY_CHARS:
        _refused(size)
        return None
    return " ".join(words)


def _refused(size: int) -> None:
    log.warning("refused a query of %s characters (the most is %s)", f"{size:,}", f"{MAX_QUERY_CHARS:,}")


class SearchBox:
    """The answers of a desktop search box, over one data directory's index (no D-Bus here).

    Blocking methods; :class:`ProviderService` calls them off the event loop. ``copies`` makes
    the ``.eml`` copies of messages opened; :meth:`close` removes them.
    """

    def __init__(
        self, ops: Operations, desktop: Desktop, *, top: int = TOP, copies: MessageCopies | None = None
    ) -> None:
        self.ops = ops
        self.desktop = desktop
        self.top = top
        self.copies = copies if copies is not None else MessageCopies()
        self._hits: OrderedDict[str, Hit] = OrderedDict()
        self._latest = 0  # the newest request's number: an overtaken one is not run

    # -- searching ---------------------------------------------------------------------------

    def ticket(self) -> int:
        """A number for a new request (called on the event loop, in arrival order)."""
        self._latest += 1
        return self._latest

    def search(self, query: str, ticket: int | None = None) -> list[Hit]:
        """The best files for ``query``; [] when it is too short or too long, or a newer request
        overtook it."""
        if not within_limit(query):
            return []
        query = " ".join(query.split())
        if len(query) < MIN_QUERY_CHARS:
            return []
        try:
            hits = self.ops.submit(self._search_on_owner, query, ticket).result()
        except OperationError as exc:
            log.warning("cannot answer %r: %s", query, exc.message)
            return []
        for hit in hits:
            self._remember(hit)
        return hits

    def _search_on_owner(self, index: ReadOnlyIndex, query: str, ticket: int | None) -> list[Hit]:
        if ticket is not None and ticket != self._latest:
            return []  # the user typed on: this answer would be thrown away
        first = index.first_stage(query, top=self.top)
        return [hit_of(r) for r in first.unreranked("desktop search box").results]

    # -- what the desktop asks about results ---------------------------------------------------

    def known(self, ids: Sequence[str]) -> list[Hit]:
        """The hits for ``ids`` that this provider gave out (others are left out)."""
        return [self._hits[i] for i in ids if i in self._hits]

    def hit(self, id_: str) -> Hit | None:
        """The hit named ``id_``: given out before, or (after a restart) a file the index holds."""
        if len(id_) > MAX_ID_CHARS:
            return None
        if id_ in self._hits:
            return self._hits[id_]
        try:
            hit = self.ops.submit(_indexed_hit, id_).result()
        except OperationError as exc:
            log.warning("cannot look up %.300r: %s", id_, exc.message)
            return None
        if hit is not None:
            self._remember(hit)
        return hit

    def activate(self, id_: str) -> bool:
        """Open the result at its place (a PDF at its page, a message as an .eml copy)."""
        hit = self.hit(id_)
        if hit is None:
            log.warning("asked to open %.300r, which is not in the index", id_)
            return False
        if hit.store:
            try:
                copy = self.copies.make(Path(hit.store), hit.location, subject=hit.subject)
            except ExtractionError as exc:
                log.warning("cannot open %s: %s", hit.name, exc.reason)
                return False
            return self.desktop.open(str(copy), None)
        if open_action(hit.path) == "reveal":
            return self.desktop.reveal(hit.path)  # a program: shown, never run
        try:
            argv = open_command(hit.path, page=hit.page if hit.path.lower().endswith(".pdf") else None)
        except Exception:  # a platform lookup gone wrong must not stop the file from opening
            log.exception("cannot work out how to open %s at its place", hit.path)
            argv = None
        return self.desktop.open(hit.path, argv)

    def reveal(self, id_: str) -> bool:
        hit = self.hit(id_)
        return hit is not None and self.desktop.reveal(hit.store or hit.path)

    def copy_path(self, id_: str) -> bool:
        hit = self.hit(id_)
        return hit is not None and self.desktop.copy(hit.store or hit.path)

    def launch_search(self, query: str) -> bool:
        """The app's window, searching for ``query`` (a running app is asked to show it)."""
        if not within_limit(query):
            return False
        data_dir = str(self.ops.paths.data_dir)
        return self.desktop.launch(
            app_command("--data-dir", data_dir, "gui", "--search", " ".join(query.split()))
        )

    def close(self) -> None:
        """Remove the copies of the messages opened (the provider ends)."""
        self.copies.close()

    def _remember(self, hit: Hit) -> None:
        self._hits[hit.id] = hit
        self._hits.move_to_end(hit.id)
        while len(self._hits) > REMEMBERED:
            self._hits.popitem(last=False)


def _indexed_hit(index: ReadOnlyIndex, path: str) -> Hit | None:
    """A hit for ``path`` when the index holds it (no passage: the desktop asked by id alone)."""
    if not isinstance(path, str) or not os.path.isabs(path) or index.db.file(path) is None:
        return None
    message = index.db.message_of(path)
    subject = message.subject if message is not None else ""
    store = message.store if message is not None else ""
    return Hit(
        id=path,
        name=subject or ("(no subject)" if store else Path(path).name),
        folder=_folder(store or path),
        snippet="",
        icon=icon_for(path, message=message is not None),
        page=None,
        store=store,
        location=message.location if message is not None else "",
        subject=subject,
        words=True,
    )


def hit_of(r: SearchResult) -> Hit:
    return Hit(
        id=r.path,
        name=r.name,
        folder=_folder(r.store or r.path),
        snippet=" ".join(r.snippet.split()),
        icon=icon_for(r.path, message=bool(r.subject or r.sender or r.store)),
        page=r.page,
        store=r.store,
        location=r.location,
        subject=r.subject,
        words=r.route in ("keyword", "both"),
    )


def _folder(path: str) -> str:
    """The folder holding ``path``, the home folder written as ~ (as file managers show it)."""
    folder = os.path.dirname(path)
    home = os.path.expanduser("~")
    if folder == home:
        return "~"
    if home not in ("", "/") and folder.startswith(home + os.sep):
        return "~" + folder[len(home) :]
    return folder


#: Freedesktop icon names by media type (the Icon Naming Specification's generic names).
_ICONS = {
    "application/pdf": "application-pdf x-office-document",
    "application/msword": "x-office-document",
    "application/rtf": "x-office-document",
    "application/epub+zip": "x-office-document",
    "application/vnd.oasis.opendocument.text": "x-office-document",
    "application/vnd.openxmlformats-officedocument.wordprocessingml.document": "x-office-document",
    "application/vnd.ms-excel": "x-office-spreadsheet",
    "application/vnd.oasis.opendocument.spreadsheet": "x-office-spreadsheet",
    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": "x-office-spreadsheet",
    "text/csv": "x-office-spreadsheet",
    "application/vnd.ms-powerpoint": "x-office-presentation",
    "application/vnd.oasis.opendocument.presentation": "x-office-presentation",
    "application/vnd.openxmlformats-officedocument.presentationml.presentation": "x-office-presentation",
    "text/html": "text-html text-x-generic",
    "message/rfc822": "mail-read",
}


def icon_for(path: str, *, message: bool = False) -> str:
    """Themed icon names for ``path``, best first, separated by spaces (a GThemedIcon's fallbacks)."""
    if message:
        return "mail-read"
    mime = mimetypes.guess_type(path, strict=False)[0] or ""
    if mime in _ICONS:
        return _ICONS[mime]
    kind = mime.split("/", 1)[0]
    if kind in ("image", "audio", "video", "text"):
        return f"{mime.replace('/', '-')} {kind}-x-generic"
    return "text-x-generic"


def require_session_bus() -> None:
    """Raise ``RuntimeError`` saying why the provider cannot run here; asked before
    :func:`.dbus_service.serve` is imported (dbus-fast is installed on Linux only)."""
    if not sys.platform.startswith("linux") and "bsd" not in sys.platform:
        raise RuntimeError("the desktop search provider is for GNOME and KDE (Linux and BSD)")
    if not os.environ.get("DBUS_SESSION_BUS_ADDRESS") and not os.environ.get("XDG_RUNTIME_DIR"):
        raise RuntimeError("no session bus here (DBUS_SESSION_BUS_ADDRESS is not set)")
