"""What an indexing run is doing, in words a person understands: one text for every front end.

The status bar, the tray's tooltip and the command line's ``index`` all say the same thing:
while files are read, how many are findable by their words so far; after that, that all of
them are, how far the model has got with their meaning and how long that will still take at
the rate measured in this run.
"""

from __future__ import annotations

from pathlib import Path
from typing import Protocol


class RunState(Protocol):
    """The fields of :class:`~.contracts.RunProgress` this module reads."""

    phase: str
    files_done: int
    files_total: int
    chunks_done: int
    current: str
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


def duration(seconds: float) -> str:
    """ "45 s", "12 min", "1 h 10 min"."""
    if seconds < 90:
        return f"{max(1, round(seconds))} s"
    minutes = round(seconds / 60)
    if minutes < 60:
        return f"{minutes} min"
    hours, minutes = divmod(minutes, 60)
    return f"{hours} h {minutes} min" if minutes else f"{hours} h"


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
        return "Looking for new and changed files…"
    if p.phase == "waiting":  # another process writes the index: ``current`` names it
        return f"Waiting for {p.current} to finish writing the index…"
    prefix = f"Re-indexing for {p.switching}: " if p.switching else ""
    parts: list[str] = []
    if not words_finished(p):
        parts.append(f"{prefix}Reading files: {p.files_done:,} of {p.files_total:,} searchable by words")
        if p.phase != "paused" and p.eta_s is not None:
            parts.append(f"about {duration(p.eta_s)} left")
    elif p.files_total:
        noun = "file" if p.files_total == 1 else "files"
        parts.append(f"{prefix}All {p.files_total:,} {noun} searchable by words")
    elif prefix:
        parts.append(prefix.rstrip(": "))
    if p.meaning_pending or p.phase == "meaning":
        parts.append(f"understanding meaning: {int(meaning_share(p) * 100)} %")
        if p.phase != "paused" and words_finished(p) and p.meaning_eta_s is not None:
            parts.append(f"about {duration(p.meaning_eta_s)} left")
    if p.phase == "paused":
        return (f"Paused ({p.paused_by}) · " if p.paused_by else "Paused · ") + " · ".join(parts)
    if p.recognising:  # OCR: slow, page by page, after the other files
        parts.append(f"recognising text in {Path(p.recognising).name}, page {p.ocr_page} of {p.ocr_pages}")
    elif p.current and not words_finished(p):
        parts.append(Path(p.current).name)
    return " · ".join(parts)
