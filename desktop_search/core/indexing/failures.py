"""A file that could not be read: why (of the moment or lasting), and what the index keeps of it."""

from __future__ import annotations

import contextlib
import errno
import logging
import os
from collections.abc import Iterator
from pathlib import Path

from ..common import reasons
from ..extract import ExtractionError, UnsupportedFile
from ..extract.document import ExtractionTimeout
from ..store.files import RETRY
from ..store.index import IndexStore
from .prepared import Prepared
from .progress import Run

log = logging.getLogger(__name__)


def record_failure(*, store: IndexStore, run: Run, prepared: Prepared) -> None:
    """A file that could not be read. It leaves the index only when its folder, listed, no
    longer holds it; else it keeps the passages of its last good read. A passing failure
    (:attr:`.Prepared.passing`) is read again at the next run; a lasting one (a damaged or
    unsupported file) when the file changes."""
    st, report = prepared.cand.stat, run.report
    path = str(st.path)
    before = store.db.file(path)
    if _gone(st.path, prepared.cand.root):  # vanished since the scan: just gone
        if before is not None:
            total, waiting = store.db.file_passages(before.id)
            run.pending -= waiting
            run.passages -= total
        store.remove_files([path])
        report.files_removed += 1
        return
    run.unread += 1
    if prepared.unsupported:
        report.files_skipped += 1
    else:
        report.files_failed += 1
    reason = prepared.failure
    if prepared.passing:
        kept = before is not None and store.db.file_passages(before.id) != (0, 0)
        reason = (reasons.KEPT_UNTIL_NEXT_RUN if kept else reasons.READ_AT_NEXT_RUN)(reason=reason)
    report.errors.append((path, reason))
    store.record_failure(
        folder_id=prepared.cand.folder_id,
        path=path,
        size=st.size,
        mtime_ns=st.mtime_ns,
        status="skipped" if prepared.unsupported else RETRY if prepared.passing else "error",
        reason=reason,
    )


def _gone(path: Path, root: Path) -> bool:
    """Positive evidence that ``path`` (below the chosen folder ``root``) is no longer there: the
    nearest folder above it that is still there is listed, without the way to it. A folder that
    cannot be listed, a share that stopped answering or a chosen folder not there (a drive away)
    is no evidence."""
    while path != root and root in path.parents:
        try:
            os.lstat(path)
            return False
        except (FileNotFoundError, NotADirectoryError):
            pass
        except OSError:
            return False
        try:
            with os.scandir(path.parent) as entries:
                return all(entry.name != path.name for entry in entries)
        except (FileNotFoundError, NotADirectoryError):
            path = path.parent  # its folder went too: look for that one in its own folder
        except OSError:
            return False
    return False


#: Read errors of the moment (a busy or unreachable disk or share, no memory or file handles
#: left, a file replaced while read): read again at the next run. Others (no permission, a name
#: too long) last until the user changes something: read again when the file changes, or asked.
_PASSING_ERRNOS = frozenset(
    getattr(errno, name)
    for name in (
        "EIO", "EAGAIN", "EBUSY", "EINTR", "ENOMEM", "ENFILE", "EMFILE", "ETIMEDOUT", "ESTALE",
        "ENOTCONN", "ECONNRESET", "ECONNABORTED", "EHOSTDOWN", "EHOSTUNREACH", "ENETDOWN",
        "ENETUNREACH", "ENETRESET", "ETXTBSY", "ENOBUFS", "ENOENT", "EDEADLK", "ENOLCK",
    )
    if hasattr(errno, name)
)  # fmt: skip
#: What the extraction child says when it failed for a reason of the moment, not of the file.
_PASSING = (reasons.EXTRACTOR_NOT_STARTED, reasons.CRASHED, reasons.OVER_MEMORY, reasons.EXTRACTOR_CLOSED)


def _passing(exc: ExtractionError) -> bool:
    """Whether a read failed for a reason of the moment (a time or memory limit, a child that
    crashed or could not start) rather than of the file (damaged, unsupported): the file is read
    again at the next run."""
    if isinstance(exc, UnsupportedFile):
        return False
    if isinstance(exc, ExtractionTimeout):
        return True
    return any(pattern.fullmatch(exc.reason) for reason in _PASSING for pattern in reason.patterns)


@contextlib.contextmanager
def failures_recorded(item: Prepared) -> Iterator[None]:
    """Turn what extraction raises into ``item.failure`` (a bug in an extractor must not stop the run)."""
    try:
        yield
    except UnsupportedFile as exc:
        item.failure, item.unsupported = exc.reason, True
    except ExtractionError as exc:
        item.failure, item.passing = exc.reason, _passing(exc)
    except OSError as exc:  # a vanished file is told apart later
        item.failure = reasons.CANNOT_READ(error=exc.strerror or exc)
        item.passing = exc.errno in _PASSING_ERRNOS
    except Exception as exc:
        log.exception("unexpected extraction error for %s", item.cand.stat.path)
        item.failure = reasons.UNEXPECTED_ERROR(error=exc)
