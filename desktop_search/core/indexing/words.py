"""The words step: each prepared file's passages committed without vectors, findable by words at once."""

from __future__ import annotations

import queue
import threading
import time

from ..common import reasons
from ..common.settings import Settings
from ..extract import Document
from ..store.index import IndexStore
from ..store.messages import MessageRow, member_path
from ..store.passages import ChunkIn, meaning_rank
from ..text.transcript import transcript_base
from .failures import record_failure
from .prepared import TEXT_DONE, Prepared
from .progress import HEARTBEAT_S, Run
from .speech import first_state


class WordsStep:
    """Commits the words of what the prefetch thread hands over, one transaction a file."""

    def __init__(
        self, *, store: IndexStore, ocr_in_words_step: bool, settings: Settings | None = None
    ) -> None:
        self.store = store
        #: Files with pages to recognise are taken in this step (see ``Indexer.ocr_in_words_step``).
        self.ocr_in_words_step = ocr_in_words_step
        self.settings = settings or Settings()

    def take_all(
        self,
        run: Run,
        prepared: queue.Queue[Prepared | None],
        *,
        cancel: threading.Event,
        pause: threading.Event,
    ) -> None:
        """Commit the words of every file the prefetch thread hands over, up to the last one
        without pages to recognise (those follow during the meaning step)."""
        run.tick()
        while not cancel.is_set():
            while pause.is_set() and not cancel.is_set():
                run.tick(phase="paused")
                cancel.wait(0.1)
            try:
                item = prepared.get(timeout=HEARTBEAT_S)
            except queue.Empty:
                run.beat()
                continue
            if item is None:
                run.feeder_done = True
                break
            if item is TEXT_DONE:
                if self.ocr_in_words_step:
                    continue
                break
            self.take(run, item)
        if run.done == run.total and run.report.words_s is None:
            run.report.words_s = time.monotonic() - run.started

    def take(self, run: Run, item: Prepared) -> None:
        """Commit one prepared file: its words, its failure or its unchanged state."""
        report = run.report
        if item.store is not None or item.member is not None:
            self._take_store(run, item)
            return
        if item.piece is not None and not item.failure:
            self._take_piece(run, item)
            return
        if item.failure:
            record_failure(store=self.store, run=run, prepared=item)
        elif item.document is None:  # touched, same content: keep the vectors
            st = item.cand.stat
            self.store.touch_file(str(st.path), size=st.size, mtime_ns=st.mtime_ns)
            report.files_unchanged += 1
        else:
            if note := file_note(item.document, words_only=item.words_only):
                report.notes.append((str(item.cand.stat.path), note))
            self._commit_words(run, item)
            report.files_indexed += 1
            report.chunks_added += len(item.chunks)
            run.chunks += len(item.chunks)
        run.done += 1
        if run.done == run.total and report.words_s is None:
            report.words_s = time.monotonic() - run.started
        run.tick(str(item.cand.stat.path))
        self.store.maybe_save()

    def _take_store(self, run: Run, item: Prepared) -> None:
        """One step of a mail store: its start, one changed message, or its end."""
        st, report, db = item.cand.stat, run.report, self.store.db
        store = str(st.path)
        if item.store is not None and not item.store.end:
            db.begin_store(folder_id=item.cand.folder_id, path=store, size=st.size, mtime_ns=st.mtime_ns)
            run.tick(store)
            return
        if item.member is not None:
            member = item.member
            assert item.document is not None
            path = member_path(store, member.key)
            before = db.file(path)
            old_total, old_waiting = db.file_passages(before.id) if before is not None else (0, 0)
            when = int(member.date * 1e9) if member.date is not None else st.mtime_ns
            self.store.commit_words(
                folder_id=item.cand.folder_id,
                path=path,
                size=_location_length(member.location),
                mtime_ns=when,
                content_hash=member.digest,
                chunks=self._chunks_in(item),
                title=member.subject,
                rank=meaning_rank(when, urgent=run.rank_urgent),
                note=item.document.note,
                container=store,
                message=MessageRow(
                    subject=member.subject,
                    sender=member.sender,
                    recipients=member.recipients,
                    date=member.date,
                    member=member.key,
                    location=member.location,
                ),
            )
            report.messages_indexed += 1
            report.chunks_added += len(item.chunks)
            run.chunks += len(item.chunks)
            run.pending += len(item.chunks) - old_waiting
            run.passages += len(item.chunks) - old_total
            run.tick(store)
            self.store.maybe_save()
            return
        step = item.store
        assert step is not None
        if item.failure:
            record_failure(store=self.store, run=run, prepared=item)
        else:
            if step.moved:
                db.relocate_members(store, step.moved)
            if step.rekeyed:
                db.rekey_members(step.rekeyed)
            for file_id in step.gone:  # their passages leave the counts with them
                total, waiting = db.file_passages(file_id)
                run.pending -= waiting
                run.passages -= total
            self.store.finish_store(
                path=store,
                size=st.size,
                mtime_ns=-1 if step.read_again else st.mtime_ns,  # -1: as a store not read yet
                state=step.state,
                note=step.note,
                gone=step.gone,
            )
            report.messages_removed += len(step.gone)
            report.messages_unchanged += step.unchanged
            report.files_indexed += 1
            if step.note:
                report.notes.append((store, step.note))
        run.done += 1
        if run.done == run.total and report.words_s is None:
            report.words_s = time.monotonic() - run.started
        run.tick(store)
        self.store.maybe_save()

    def _take_piece(self, run: Run, item: Prepared) -> None:
        """One piece of a file read in pieces: its passages and how far the file was read, in one
        transaction. The file counts as read with its last piece (recorded as it was planned when
        that piece reached the planned size; else as read in part, its size the bytes read: the
        next scan looks at it again, and goes on from there)."""
        piece, st, report = item.piece, item.cand.stat, run.report
        assert piece is not None
        path = str(st.path)
        done = piece.last and piece.state.end == st.size
        before = self.store.db.file(path)
        old_total, old_waiting = (
            self.store.db.file_passages(before.id, from_ord=piece.from_ord) if before is not None else (0, 0)
        )
        note = reasons.WORDS_ONLY(kind=piece.state.why) if piece.state.words_only else ""
        self.store.commit_piece(
            folder_id=item.cand.folder_id,
            path=path,
            size=st.size if done else piece.state.end,
            mtime_ns=st.mtime_ns if done else -1,
            content_hash=(item.digest or None) if done else None,
            from_ord=piece.from_ord,
            chunks=self._chunks_in(item),
            state=piece.state.to_json(),
            note=note,
            rank=meaning_rank(st.mtime_ns, urgent=run.rank_urgent),
        )
        meant = 0 if item.words_only else len(item.chunks)  # passages that have or wait for meaning
        run.pending += meant - old_waiting
        run.passages += meant - old_total
        report.chunks_added += len(item.chunks)
        run.chunks += len(item.chunks)
        if piece.last:
            if note:
                report.notes.append((path, note))
            report.files_indexed += 1
            run.done += 1
            if run.done == run.total and report.words_s is None:
                report.words_s = time.monotonic() - run.started
        run.tick(path)
        self.store.maybe_save()

    def _chunks_in(self, item: Prepared) -> list[ChunkIn]:
        """A prepared file's (or message's) passages, to store by their words (no vectors yet)."""
        return [
            ChunkIn(
                ord=c.ord,
                char_start=c.char_start,
                char_end=c.char_end,
                text=c.text,
                vector=None,
                page=c.page,
                ocr=c.ocr,
                analysed=item.analysed[i] if item.analysed else None,
                words_only=item.words_only,
                start_s=c.start_s,
                end_s=c.end_s,
                times=c.times,
            )
            for i, c in enumerate(item.chunks)
        ]

    def _commit_words(self, run: Run, item: Prepared) -> None:
        assert item.document is not None
        chunks = self._chunks_in(item)
        recording = item.document.recording
        if recording is not None and recording.needs_speech:
            self._commit_recording(run, item, chunks)
            return
        st = item.cand.stat
        before = self.store.db.file(str(st.path))
        # Its old passages go: the run's counts follow without recounting the whole index.
        old_total, old_waiting = self.store.db.file_passages(before.id) if before is not None else (0, 0)
        self.store.commit_words(
            folder_id=item.cand.folder_id,
            path=str(st.path),
            size=st.size,
            mtime_ns=st.mtime_ns,
            content_hash=item.digest,
            chunks=chunks,
            title=item.document.title,
            rank=meaning_rank(st.mtime_ns, urgent=run.rank_urgent),
            note=file_note(item.document, words_only=item.words_only),
            message=_message_row(item.document),
        )
        meant = 0 if item.words_only else len(chunks)  # passages that have or wait for meaning
        run.pending += meant - old_waiting
        run.passages += meant - old_total

    def _commit_recording(self, run: Run, item: Prepared, chunks: list[ChunkIn]) -> None:
        """A recording whose speech is to be read: its tags (and what else it holds) now, with the
        state that says its speech is pending from its start, in one transaction. The speech
        step (:mod:`.speech`) reads it after every other file, found by that state."""
        document, st = item.document, item.cand.stat
        assert document is not None
        assert document.recording is not None
        recording = document.recording
        note = file_note(document, words_only=False)
        last = item.chunks[-1] if item.chunks else None
        spoken = last is not None and last.start_s is not None
        state = first_state(
            next_ord=last.ord + 1 if last is not None else 0,
            next_offset=last.char_end + 1
            if spoken and last is not None
            else transcript_base(len(document.text)),
            duration_s=recording.duration_s,
            model=self.settings.speech_model,
            note=note,
        )
        shown = note
        # Longer than the user's limit: said now; its speech stays pending (read once the limit
        # allows it: the speech step asks the settings at every run).
        from ..extract.media import speech_verdict  # only a media file's document has a recording

        limited = speech_verdict(recording, max_speech_s=self.settings.speech_max_minutes * 60)
        if not limited.needs_speech and limited.speech_note:
            shown = "; ".join(filter(None, (note, limited.speech_note)))
            run.report.notes.append((str(st.path), limited.speech_note))
        before = self.store.db.file(str(st.path))
        old_total, old_waiting = self.store.db.file_passages(before.id) if before is not None else (0, 0)
        self.store.commit_piece(
            folder_id=item.cand.folder_id,
            path=str(st.path),
            size=st.size,
            mtime_ns=st.mtime_ns,
            content_hash=item.digest,
            from_ord=0,
            chunks=chunks,
            state=state,
            note=shown,
            rank=meaning_rank(st.mtime_ns, urgent=run.rank_urgent),
            title=document.title,
        )
        run.pending += len(chunks) - old_waiting
        run.passages += len(chunks) - old_total


def _message_row(document: Document) -> MessageRow | None:
    """What the list shows of a message kept one a file (.eml, Maildir, .emlx), or None."""
    if document.message is None:
        return None
    subject, sender, recipients, date = document.message
    return MessageRow(subject=subject, sender=sender, recipients=recipients, date=date)


def _location_length(location: str) -> int:
    _, _, length = location.partition(":")
    return int(length) if length.isdigit() else 0


def file_note(document: Document, *, words_only: bool) -> str:
    """What the index says of a file it holds in part or in words only ("" when it holds it all)."""
    parts = []
    if words_only:
        parts.append(reasons.WORDS_ONLY(kind=document.words_only))
    if document.note:
        parts.append(document.note)
    recording = document.recording
    if recording is not None and recording.speech_note and recording.speech_note not in document.note:
        parts.append(recording.speech_note)  # why its sound is not read (no audio track, ...)
    return "; ".join(parts)
