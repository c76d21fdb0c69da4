"""What an indexing run is doing, in words a person understands: one text for every front end.

The status bar, the tray's tooltip and the command line's ``index`` all say the same thing:
while files are read, how many are findable by their words so far; after that, that all of
them are, how far the model has got with their meaning and how long that will still take at
the rate measured in this run.
"""

from __future__ import annotations

from pathlib import Path
from typing import Protocol

from .common import texts
from .common.texts import Context, translate

Progress = Context("Progress")  # the plurals' context (lupdate reads the name)


class RunState(Protocol):
    """The fields of :class:`~.contracts.RunProgress` this module reads."""

    phase: str
    files_done: int
    files_total: int
    chunks_done: int
    current: str
    failed: int
    recognising: str
    ocr_page: int
    ocr_pages: int
    meaning_pending: int
    passages_total: int
    rate: float
    eta_s: float | None
    meaning_eta_s: float | None
    switching: str
    paused_by: str
    # Read when present (older states lack them): transcribing, speech_done, speech_total,
    # speech_eta_s (see :func:`speech_text`).


#: Kept for the callers that import it from here.
duration = texts.duration


def meaning_share(p: RunState) -> float:
    """The share of the index's passages that have their vectors (1.0 when there are none)."""
    if p.passages_total <= 0:
        return 1.0
    return max(0.0, min(1.0, 1.0 - p.meaning_pending / p.passages_total))


def words_finished(p: RunState) -> bool:
    return p.files_done >= p.files_total


def describe(p: RunState) -> str:
    """One line for a run's progress event (phases "indexing", "meaning" and "paused")."""
    if p.phase == "scanning":
        return translate("Progress", "Looking for new and changed files…")
    if p.phase == "waiting":  # another process writes the index: ``current`` names it
        return translate("Progress", "Waiting for {program} to finish writing the index…").format(
            program=p.current
        )
    parts: list[str] = []
    searchable = max(p.files_done - p.failed, 0)  # a file that could not be read is not
    if not words_finished(p):
        parts.append(
            translate("Progress", "Reading files: {done} of {total} searchable by words").format(
                done=texts.number(searchable), total=texts.number(p.files_total)
            )
        )
        if p.phase != "paused" and p.eta_s is not None:
            parts.append(translate("Progress", "about {duration} left").format(duration=duration(p.eta_s)))
    elif p.files_total and p.failed:
        parts.append(
            Progress.tr("{searchable} of %Ln file(s) searchable by words", "", p.files_total).format(
                searchable=texts.number(searchable)
            )
        )
        parts.append(Progress.tr("%Ln could not be read", "", p.failed))
    elif p.files_total:
        parts.append(Progress.tr("All %Ln file(s) searchable by words", "", p.files_total))
    if p.switching:
        switching = translate("Progress", "Re-indexing for {model}").format(model=p.switching)
        parts[:1] = [f"{switching}: {parts[0]}"] if parts else [switching]
    if p.meaning_pending or p.phase == "meaning":
        parts.append(
            translate("Progress", "understanding meaning: {percent}").format(
                percent=texts.percent(meaning_share(p))
            )
        )
        if p.phase != "paused" and words_finished(p) and p.meaning_eta_s is not None:
            parts.append(
                translate("Progress", "about {duration} left").format(duration=duration(p.meaning_eta_s))
            )
    transcribing: str = getattr(p, "transcribing", "")
    if getattr(p, "speech_total", 0) and (transcribing or p.phase in ("speech", "paused")):
        parts.append(speech_text(p))
    if p.phase == "paused":
        paused = (
            translate("Progress", "Paused ({reason})").format(reason=translate("Progress", p.paused_by))
            if p.paused_by
            else translate("Progress", "Paused")
        )
        return " · ".join([paused, *parts])
    if p.recognising:  # OCR: slow, page by page, after the other files
        parts.append(
            translate("Progress", "recognising text in {file}, page {page} of {pages}").format(
                file=Path(p.recognising).name, page=texts.number(p.ocr_page), pages=texts.number(p.ocr_pages)
            )
        )
    elif transcribing:
        parts.append(Path(transcribing).name)
    elif p.current and not words_finished(p):
        parts.append(Path(p.current).name)
    return " · ".join(parts)


def speech_text(p: RunState) -> str:
    """Speech, after every other file: "speech: 12 of 40 recordings, about 25 min left"."""
    total: int = getattr(p, "speech_total", 0)
    done: int = getattr(p, "speech_done", 0)
    eta_s: float | None = getattr(p, "speech_eta_s", None)
    counted = Progress.tr("speech: {done} of %Ln recording(s)", "", total).format(
        done=texts.number(min(done, total))
    )
    if p.phase != "paused" and eta_s is not None:
        left = translate("Progress", "about {duration} left").format(duration=duration(eta_s))
        return f"{counted}, {left}"
    return counted
