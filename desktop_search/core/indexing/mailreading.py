"""How the prefetch thread reads a mail store: a piece at a time, each new or changed message
handed over with its passages cut, then what only moved and what went."""

from __future__ import annotations

import dataclasses
import json
import threading
from collections.abc import Callable
from pathlib import Path

from ..common import reasons
from ..common.settings import Settings
from ..extract import ExtractionError, document, mailstore
from ..extract.document import ExtractionTimeout
from ..extract.mailstore import Member, StoreBatch, after_message, legacy_key, read_store, tail_digest
from ..store.db import Database
from ..store.messages import StoredMember
from .failures import failures_recorded
from .planning import Candidate
from .prepared import Prepared, StoreStep


def prefetch_store(
    cand: Candidate,
    *,
    kind: str,
    db: Database,
    hand_over: Callable[[Prepared], None],
    stop: threading.Event,
    read_piece: Callable[[Path, int, int | None], StoreBatch],
    settings: Settings,
    cut: Callable[[Prepared], None],
) -> None:
    """Read a mail store a piece at a time: hand over each message that is new or changed (its
    passages cut), then the store's end with the messages that only moved and those gone.

    An mbox that only grew (its old last bytes where they were) is read from the start of
    its last message read before (it may have been caught half-written): an append reads,
    cuts and embeds the new messages alone. Places not read last time for a passing reason
    (``retry`` in the saved state) are read again first, and only they. Otherwise the whole
    store is read and each message is known again by its key and digest: a compaction that
    rewrites the file re-embeds nothing. A message is forgotten only when the places that
    could hold it were read and it was not there.
    """
    path, store = cand.stat.path, str(cand.stat.path)
    known = db.store_members(store)
    state = _store_state(db.store_state(store))
    segments: list[tuple[int, int | None]] = [(0, None)]
    appended = False
    end, resume = state.get("end"), state.get("resume")
    retry = _places(state.get("retry", []))
    # Places that stopped the reader (a hang, the time or memory limit) under the limits in
    # force now: not tried again while the store keeps its old bytes, so slow messages do not
    # cost their time limits again at every run; a change of the limits (or Retry) reads them.
    limits = [settings.extract_timeout_s, settings.extract_memory_mb]
    slow_before = (_places(state.get("slow", [])) or []) if state.get("limits") == limits else []
    if (
        kind == "mbox"
        and known
        and state.get("kind") == "mbox"
        and isinstance(end, int)
        # grown: an append; same size and time: only places to read again (a new time, same
        # size: flags changed in place, read in full)
        and (
            cand.stat.size > end > 0
            or (cand.stat.size == end > 0 and retry and cand.stat.mtime_ns == state.get("mtime"))
        )
        and retry is not None
        and tail_digest(path, end) == state.get("tail")
    ):
        appended = True
        resume = resume if isinstance(resume, int) and 0 <= resume < end else end
        kept_slow = [place for place in slow_before if place in (retry or []) and place[0] < resume]
        segments = _merged([*(p for p in retry or [] if p not in kept_slow), (resume, None)])
    else:
        kept_slow = []
    # Messages the index holds at the places read again: known again there, or gone.
    again = {key for key, m in known.items() if appended and _inside(_offset(m), segments)}
    hand_over(Prepared(cand, store=StoreStep()))
    step = StoreStep(end=True)
    keys = _StoreKeys(known, appended=appended, again=again)
    last: tuple[int, str] | None = None  # the last message read: its place, its key when stored
    seen: set[str] = set()
    problems: list[str] = []
    more_not_read = 0  # messages of pieces stepped over whole, beyond one a piece
    #: Places not read for a passing reason (from, to; None: the end): what they hold stays.
    unsure: list[tuple[int, int | None]] = list(kept_slow)
    #: Of them, places stepped over because they stop the reader (kept unread next time).
    slow: list[tuple[int, int | None]] = list(kept_slow)
    stopped = read_any = False
    failure = Prepared(cand)
    batch = None
    where = reasons.STORE_BYTE if kind == "mbox" else reasons.STORE_MESSAGE_NUMBER
    for first, _ in kept_slow:
        problems.append(reasons.STORE_MESSAGE_AT(place=where(at=first), reason=reasons.STORE_SLOW_KEPT()))
    limit: int | None = None  # 1: a message at a time, to find the one that stops the reader
    singles = stepped = 0
    with failures_recorded(failure):
        for first, until in segments:
            next_start: int | None = first
            while next_start is not None and (until is None or next_start < until) and not stop.is_set():
                try:
                    batch = read_piece(path, next_start, limit)
                except ExtractionError as exc:
                    if not _steps_over(exc):
                        if not read_any:
                            raise
                        problems.append(
                            reasons.STORE_READ_STOPPED(place=where(at=next_start), reason=exc.reason)
                        )
                        if _reader_away(exc):  # the child, not the store: the rest is read next run
                            unsure.append((next_start, None))
                        stopped = True
                        break
                    if limit != 1 and stepped < MAX_STEPPED_OVER:  # the piece again, a message at a time
                        limit, singles = 1, 0
                        continue
                    # Step over, unparsed, what stops the reader: this message, or once the budget
                    # of messages found one at a time is spent, the whole piece (tried once).
                    after, count = _step_over(path, next_start, kind=kind, messages=1 if limit == 1 else None)
                    if count == 1:
                        problems.append(
                            reasons.STORE_MESSAGE_AT(place=where(at=next_start), reason=exc.reason)
                        )
                    else:
                        problems.append(
                            reasons.STORE_MESSAGES_AT(
                                place=where(at=next_start), count=count, reason=exc.reason
                            )
                        )
                        more_not_read += count - 1
                    unsure.append((next_start, after))
                    slow.append((next_start, after))
                    stepped += 1
                    next_start, batch = after, None
                    if stepped > MAX_STEPPED_OVER:
                        limit = None  # budget spent: whole pieces, one that fails stepped over whole
                    continue
                read_any = True
                if limit == 1 and (singles := singles + 1) >= mailstore.BATCH_MESSAGES:
                    limit = None  # no message failed alone: whole pieces again
                next_start = batch.next_start
                for read in batch.members:
                    place = read.location.split(":")[0]
                    if until is not None and place.isdigit() and int(place) >= until:
                        next_start = None  # this place is read again up to here only
                        break
                    last = (int(place), "") if place.isdigit() else None
                    if read.document is None:  # unreadable (why: its problem), or not a message
                        if read.problem:
                            problems.append(reasons.STORE_MESSAGE_AT(place=place, reason=read.problem))
                        continue
                    member = keys.unique(read)
                    last = (last[0], member.key) if last is not None else None
                    seen.add(member.key)
                    step.messages += 1
                    old = known.get(member.key)
                    if old is None and (earlier := keys.claim_legacy(member)):
                        seen.add(earlier)  # the same message under its key of an older form
                        old = known[earlier]
                        step.rekeyed.append((old.file_id, member.key))
                    if old is not None and old.digest == member.digest:
                        step.unchanged += 1
                        if old.location != member.location:
                            step.moved.append((old.file_id, member.location))
                        continue
                    item = Prepared(cand, member=member, document=member.document)
                    with failures_recorded(item):
                        cut(item)
                    if item.failure:
                        subject = member.subject or member.key
                        problems.append(reasons.STORE_MESSAGE(subject=subject, reason=item.failure))
                        continue
                    hand_over(item)
            if stopped:
                break
    complete = not stopped
    if stop.is_set():
        return
    if failure.failure:
        hand_over(dataclasses.replace(failure, store=step))
        return
    if complete:
        # Not found where it could be (everywhere, or the places read again): gone.
        candidates = known.keys() if not appended else again
        step.gone = _messages_gone({key: known[key] for key in candidates if key not in seen}, unsure)
    if complete and batch is not None and batch.next_start is None:
        saved: dict[str, object] = {"kind": kind, "end": batch.end, "tail": batch.tail}
        if last is not None:
            saved["resume"], saved["last"] = last
        if unsure:
            saved["retry"], saved["mtime"] = unsure, cand.stat.mtime_ns
        if slow:
            saved["slow"], saved["limits"] = slow, limits
        step.state = json.dumps(saved)
    elif state:  # read in part: the next change reads it all again
        step.state = ""
    # Not read for a passing reason: the store is read again in the next run, changed or not.
    step.read_again = bool(unsure)
    if problems:
        listed = problems[:3] + ([reasons.AND_MORE(more=len(problems) - 3)] if len(problems) > 3 else [])
        step.note = reasons.MESSAGES_NOT_READ(len(problems) + more_not_read, problems="; ".join(listed))
    hand_over(Prepared(cand, store=step))


def read_store_here(path: Path, start: int, limit: int | None = None) -> StoreBatch:
    """One piece of a mail store, read in this process (tests, the CLI's in-process runs)."""
    return read_store(path, start, max_chars=document.INDEXED_CHARS, limit=limit)


#: Messages of one store found one at a time and stepped over in a run (each costs the reader's
#: time limit). Past them, one more that fails alone is stepped over, then the store is read on in
#: whole pieces and a piece that fails is stepped over whole, tried once: slow messages cost a
#: store at most about this many time limits and one a piece, not two a message.
MAX_STEPPED_OVER = 20


def _step_over(path: Path, start: int, *, kind: str, messages: int | None) -> tuple[int | None, int]:
    """Where reading goes on after ``messages`` messages (None: a whole piece) from ``start``,
    found without parsing them, and how many were stepped over."""
    after: int | None = start
    count = 0
    while after is not None and count < (messages or mailstore.BATCH_MESSAGES):
        after, count = after_message(path, after, kind=kind), count + 1
    return after, count


def _messages_gone(unseen: dict[str, StoredMember], unsure: list[tuple[int, int | None]]) -> list[int]:
    """File ids of the messages a read of the places that could hold them did not find. A
    message leaves only on evidence that it is gone: when places were not read for a passing
    reason (a timeout), one whose last known place lies in them stays, and when such a place
    held none of them (the store was rewritten, or it holds a message never indexed: no
    telling), every one stays."""
    if not unsure:
        return [m.file_id for m in unseen.values()]
    places = [_offset(m) for m in unseen.values()]
    if not all(any(_inside(at, [place]) for at in places) for place in unsure):
        return []
    return [m.file_id for m, at in zip(unseen.values(), places, strict=True) if not _inside(at, unsure)]


def _reader_away(exc: ExtractionError) -> bool:
    """Whether reading stopped for a reason that passes (the child could not start, or was
    closed) rather than for the store itself: nothing of it is recorded as read."""
    return exc.reason.startswith(("extractor failed to start", "extractor was closed"))


def _steps_over(exc: ExtractionError) -> bool:
    """Whether a store's reader stopped on one message (a hang, a crash, too much memory) rather
    than on the store itself (not a store, unreadable): then the message is stepped over."""
    return isinstance(exc, ExtractionTimeout) or exc.reason.startswith(
        ("extractor crashed", "used more than")
    )


class _StoreKeys:
    """Keys unique across a whole store, the same in every run.

    The reader gives each message a key of its Message-ID and content digest (or a hash of its
    bytes), so only copies with the same text share one; those are numbered here in store order
    ("#2" on) across every piece. A read of some places only (an append, places read again)
    gives a message the index holds there its key back and numbers a new copy after the
    highest number held. Keys of the older form (the Message-ID alone, "#2" counted afresh in
    each piece) are claimed by a message of that ID with the same digest: it keeps its passages
    and vectors under its new key.
    """

    def __init__(
        self, known: dict[str, StoredMember], *, appended: bool, again: set[str] | None = None
    ) -> None:
        self.known = known
        self.appended = appended
        self.copies: dict[str, int] = {}
        #: The keys held at the places read again, by their key without its number, in store order.
        self.reuse: dict[str, list[str]] = {}
        for key in sorted(again or (), key=lambda k: _copy(k)[1]):
            self.reuse.setdefault(_copy(key)[0], []).append(key)
        self.legacy: dict[tuple[str, str], list[str]] = {}
        for key, old in sorted(known.items()):
            if appended and key not in (again or ()):
                continue  # not read in this run: it stays as it is
            if (message_id := legacy_key(key)) is not None:
                self.legacy.setdefault((message_id, old.digest), []).append(key)

    def unique(self, member: Member) -> Member:
        base = member.key
        if self.appended:
            if waiting := self.reuse.get(base):
                return dataclasses.replace(member, key=waiting.pop(0))
            if base not in self.copies:
                self.copies[base] = max((n for key, n in map(_copy, self.known) if key == base), default=0)
        n = self.copies[base] = self.copies.get(base, 0) + 1
        return member if n == 1 else dataclasses.replace(member, key=f"{base}#{n}")

    def claim_legacy(self, member: Member) -> str | None:
        """The key of the older form that ``member`` had, if the index holds one (taken once)."""
        if " " not in member.key:
            return None
        waiting = self.legacy.get((member.key[: member.key.rfind(" ")], member.digest))
        return waiting.pop(0) if waiting else None


def _copy(key: str) -> tuple[str, int]:
    """A key without its copy number, and the number (1 for none)."""
    base, sep, n = key.rpartition("#")
    return (base, int(n)) if sep and n.isdigit() else (key, 1)


def _offset(member: StoredMember) -> int | None:
    """Where in its mbox a message the index holds was (None: not in an mbox)."""
    offset = member.location.split(":")[0]
    return int(offset) if offset.isdigit() else None


def _inside(at: int | None, places: list[tuple[int, int | None]]) -> bool:
    return at is not None and any(start <= at and (end is None or at < end) for start, end in places)


def _places(value: object) -> list[tuple[int, int | None]] | None:
    """The places to read again of a saved state (None: not of the form saved)."""
    if not isinstance(value, list):
        return None
    places: list[tuple[int, int | None]] = []
    for item in value:
        if not (
            isinstance(item, list)
            and len(item) == 2
            and isinstance(item[0], int)
            and (item[1] is None or isinstance(item[1], int))
        ):
            return None
        places.append((item[0], item[1]))
    return places


def _merged(places: list[tuple[int, int | None]]) -> list[tuple[int, int | None]]:
    """Places in store order, those that meet or overlap made one (nothing is read twice)."""
    out: list[tuple[int, int | None]] = []
    for start, end in sorted(places, key=lambda p: p[0]):
        if out and (out[-1][1] is None or start <= out[-1][1]):
            before, stop = out[-1]
            out[-1] = (before, None if end is None or stop is None else max(stop, end))
        else:
            out.append((start, end))
    return out


def _store_state(text: str | None) -> dict[str, object]:
    try:
        value = json.loads(text) if text else {}
    except ValueError:
        return {}
    return value if isinstance(value, dict) else {}
