"""A folder's state as the record stores it (``folders.state``), and as a list or the status says it.

:mod:`.indexing.volumes` decides the state (a look at the folder and its volume); the record keeps
it with the time it began and the reason; a result list and the status show it in words.
"""

from __future__ import annotations

import time

from ..common import reasons, texts
from ..common.texts import QT_TRANSLATE_NOOP

#: Folder states, as stored in ``folders.state``.
ONLINE = "online"
OFFLINE = "offline"  # no volume, or another volume, at the folder's path; or an empty mount point
UNREACHABLE = "unreachable"  # the share does not answer or answers with an I/O error
UNREADABLE = "unreadable"  # the folder is there and may not be read (permissions)
MISSING = "missing"  # the folder's path does not exist (renamed, moved, or its drive's mount point gone)
STATES = (ONLINE, OFFLINE, UNREACHABLE, UNREADABLE, MISSING)

#: The states' names as a list or the status says them.
STATE_NAMES = {
    ONLINE: QT_TRANSLATE_NOOP("Volumes", "online"),
    OFFLINE: QT_TRANSLATE_NOOP("Volumes", "offline"),
    UNREACHABLE: QT_TRANSLATE_NOOP("Volumes", "unreachable"),
    UNREADABLE: QT_TRANSLATE_NOOP("Volumes", "unreadable"),
    MISSING: QT_TRANSLATE_NOOP("Volumes", "missing"),
}


def state_text(state: str, since: float | None, reason: str = "") -> str:
    """``"offline since 14:02"`` (or since a date, for an older change) for lists and status, in
    the user's language (:mod:`.texts`); ``reason`` is the stored one (:func:`.reasons.shown`)."""
    name = STATE_NAMES.get(state)
    text = texts.translate("Volumes", name) if name else state
    if state == ONLINE:
        return text
    if since:
        moment = time.localtime(since)
        if moment[:3] == time.localtime()[:3]:
            when = time.strftime("%H:%M", moment)
        else:
            when = texts.date_time(since)
        text = texts.translate("Volumes", "{state} since {time}").format(state=text, time=when)
    if reason:
        text = texts.translate("Volumes", "{state}: {reason}").format(
            state=text, reason=reasons.shown(reason)
        )
    return text
