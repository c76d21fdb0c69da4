"""A recording's transcript cut into passages: whole segments, token and time limits, offsets
that hold across pieces, and the times of every segment (core/text/transcript.py)."""

from __future__ import annotations

import pytest

from desktop_search.core.extract.recording import Segment
from desktop_search.core.text.transcript import (
    MAX_PASSAGE_S,
    TranscriptState,
    cut_transcript,
    moment_at,
    open_tail,
    transcript_passages,
)


def words(text: str) -> int:
    return len(text.split())


def seg(start: float, end: float, text: str, lang: str = "en") -> Segment:
    return Segment(start, end, text, lang)


def _transcript(segments: list[Segment]) -> str:
    return "\n".join(" ".join(s.text.split()) for s in segments if s.text.strip())


def test_whole_segments_are_joined_by_lines_with_their_times() -> None:
    segments = [
        seg(0.5, 2.0, " Hello there."),
        seg(3.0, 5.5, " The roof leaks\n again."),
        seg(6.0, 8.0, "Call Bob."),
    ]
    [chunk] = cut_transcript(segments, count_tokens=words, max_tokens=50, first_ord=3, base_offset=100)
    assert chunk.text == "Hello there.\nThe roof leaks again.\nCall Bob."
    assert (chunk.ord, chunk.char_start, chunk.char_end) == (3, 100, 100 + len(chunk.text))
    assert (chunk.start_s, chunk.end_s) == (0.5, 8.0)
    assert chunk.times == ((0, 0.5), (13, 3.0), (35, 6.0))
    assert chunk.text[13:].startswith("The roof")
    assert chunk.text[35:].startswith("Call")


def test_passages_keep_to_the_token_budget_and_to_their_longest_stretch() -> None:
    # 40 sentences of 6 words, one every 4 s: the time limit binds before 60 tokens.
    segments = [seg(4.0 * i, 4.0 * i + 3.0, f"sentence {i} has six words here") for i in range(40)]
    chunks = cut_transcript(segments, count_tokens=words, max_tokens=60, first_ord=0, base_offset=0)
    assert len(chunks) > 1
    for chunk in chunks:
        assert chunk.end_s is not None
        assert chunk.start_s is not None
        assert chunk.end_s - chunk.start_s <= MAX_PASSAGE_S
        assert words(chunk.text) <= 60
    # Every segment in exactly one passage, in order, nothing lost.
    assert "\n".join(c.text for c in chunks) == _transcript(segments)
    # By tokens: 12 words a passage at most.
    small = cut_transcript(segments, count_tokens=words, max_tokens=12, first_ord=0, base_offset=0)
    assert all(words(c.text) <= 12 for c in small)
    assert len(small) == 20


def test_offsets_hold_across_pieces() -> None:
    segments = [seg(2.0 * i, 2.0 * i + 1.5, f"words of segment number {i}") for i in range(30)]
    whole = cut_transcript(segments, count_tokens=words, max_tokens=20, first_ord=0, base_offset=50)
    text = _transcript(segments)
    for chunk in whole:
        assert text[chunk.char_start - 50 : chunk.char_end - 50] == chunk.text
    # The same transcript in two pieces: the second starts after the first's last passage.
    first = cut_transcript(segments[:13], count_tokens=words, max_tokens=20, first_ord=0, base_offset=50)
    second = cut_transcript(
        segments[13:],
        count_tokens=words,
        max_tokens=20,
        first_ord=first[-1].ord + 1,
        base_offset=first[-1].char_end + 1,
    )
    for chunk in [*first, *second]:
        assert text[chunk.char_start - 50 : chunk.char_end - 50] == chunk.text
    assert [c.ord for c in [*first, *second]] == list(range(len(first) + len(second)))


def test_a_segment_longer_than_the_budget_is_cut_by_words_its_times_shared_out() -> None:
    long = seg(10.0, 30.0, " ".join(f"w{i}" for i in range(40)))
    chunks = cut_transcript(
        [seg(0, 2, "before"), long], count_tokens=words, max_tokens=10, first_ord=0, base_offset=0
    )
    assert all(words(c.text) <= 10 for c in chunks)
    assert " ".join(c.text.replace("\n", " ") for c in chunks) == "before " + long.text
    starts = [c.start_s for c in chunks]
    assert starts == sorted(starts)
    last = chunks[-1]
    assert last.start_s is not None
    assert 24.0 <= last.start_s < 30.0
    assert last.end_s == pytest.approx(30.0)


def test_empty_segments_are_left_out_and_nothing_gives_no_passages() -> None:
    assert cut_transcript([], count_tokens=words, max_tokens=10, first_ord=0, base_offset=0) == []
    assert (
        cut_transcript([seg(0, 1, "  ")], count_tokens=words, max_tokens=10, first_ord=0, base_offset=0) == []
    )
    [chunk] = cut_transcript(
        [seg(0, 1, "a"), seg(1, 2, " "), seg(2, 3, "b")],
        count_tokens=words,
        max_tokens=10,
        first_ord=0,
        base_offset=0,
    )
    assert chunk.text == "a\nb"
    assert chunk.times == ((0, 0.0), (2, 2.0))


def test_a_passage_takes_the_language_most_of_it_was_said_in() -> None:
    segments = [
        seg(0, 2, "Guten Morgen allerseits", "de"),
        seg(2, 3, "ok", "en"),
        seg(3, 6, "wie geht es euch heute", "de"),
    ]
    [(_chunk, lang)] = transcript_passages(
        segments, count_tokens=words, max_tokens=50, first_ord=0, base_offset=0
    )
    assert lang == "de"
    [(_, unknown)] = transcript_passages(
        [seg(0, 1, "hm", "")], count_tokens=words, max_tokens=50, first_ord=0, base_offset=0
    )
    assert unknown == ""


def test_the_moment_of_a_match_is_its_segment_start() -> None:
    times = ((0, 12.0), (20, 15.5), (41, 19.0))
    assert moment_at(times, 0) == 12.0
    assert moment_at(times, 25) == 15.5
    assert moment_at(times, 41) == 19.0
    assert moment_at((), 5, default=3.0) == 3.0


def test_the_state_reads_back_and_refuses_what_is_not_its_own() -> None:
    state = TranscriptState(
        reached_s=120.5, model="whisper-base", next_ord=4, next_offset=900, languages={"en": 118.0}
    )
    assert TranscriptState.from_json(state.to_json()) == state
    assert TranscriptState.from_json(None) is None
    assert TranscriptState.from_json('{"kind": "text", "end": 5}') is None  # a log's read state
    assert TranscriptState.from_json('{"speech": {"reached_s": -1}}') is None
    assert TranscriptState.from_json('{"speech": {"reached_s": "NaN"}}') is None
    assert TranscriptState.from_json("not json") is None
    # A newer version's field is ignored, not refused.
    assert TranscriptState.from_json('{"speech": {"reached_s": 3, "later": 1}}') == TranscriptState(
        reached_s=3
    )


def test_a_pieces_last_passage_is_left_open_for_the_next_piece() -> None:
    """The last passage's segments, whole, are carried over: cut again with the next piece's
    segments, the passages are those of the two pieces read as one."""
    segments = [seg(3.0 * i, 3.0 * i + 2.5, f"sentence number {i} is here") for i in range(14)]
    first = segments[:7]
    cut = cut_transcript(first, count_tokens=words, max_tokens=15, first_ord=1, base_offset=20)
    i = open_tail(first, cut[-1])
    assert i is not None
    assert "\n".join(s.text for s in first[i:]) == cut[-1].text
    again = cut_transcript(
        [*first[i:], *segments[7:]],
        count_tokens=words,
        max_tokens=15,
        first_ord=cut[-1].ord,
        base_offset=cut[-1].char_start,
    )
    assert [*cut[:-1], *again] == cut_transcript(
        segments, count_tokens=words, max_tokens=15, first_ord=1, base_offset=20
    )
    # A last passage that begins inside a segment cut by words is not carried.
    long = [seg(0, 20, " ".join(f"w{n}" for n in range(30)))]
    pieces = cut_transcript(long, count_tokens=words, max_tokens=8, first_ord=0, base_offset=0)
    assert open_tail(long, pieces[-1]) is None
    assert TranscriptState.from_json('{"speech": {"carry": [[1, 2, "x"]]}}') is None
    assert TranscriptState.from_json('{"speech": {"carry": [[1, 2.5, "x", "en"]]}}') is not None
