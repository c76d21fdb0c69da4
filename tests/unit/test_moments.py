"""Where a recording's result opens: the segment with most of its marked words, said as "at 12:34"."""

from __future__ import annotations

import json

import pytest

from desktop_search.core.searching.moments import (
    clock,
    passage_offset,
    segment_at,
    segments,
    transcript,
    word_moment,
)
from desktop_search.core.searching.snippets import make_snippet
from desktop_search.core.store.hits import ChunkHit, segment_times
from desktop_search.core.text.lexical import Query

SENTENCES = (
    "Good morning and welcome to the weekly meeting.",
    "First the garden: the tomatoes need more water.",
    "Then the budget for the new bicycle shed was approved.",
    "Finally we agreed to meet again next Thursday.",
)
STARTS = (0.5, 4.25, 9.0, 14.75)


def _passage() -> tuple[str, tuple[tuple[int, float], ...]]:
    text, times = "", []
    for sentence, start in zip(SENTENCES, STARTS, strict=True):
        times.append((len(text), start))
        text += sentence + "  \n "  # whitespace runs, as a transcript joined from segments may have
    return text, tuple(times)


def test_clock_writes_minutes_and_over_an_hour_hours() -> None:
    assert clock(0) == "0:00"
    assert clock(7.9) == "0:07"
    assert clock(754) == "12:34"
    assert clock(3599.99) == "59:59"
    assert clock(3600) == "1:00:00"
    assert clock(3723.4) == "1:02:03"
    assert clock(36_000 + 61) == "10:01:01"
    assert clock(-3) == "0:00"


def test_a_word_in_the_third_segment_opens_at_the_third_segments_start() -> None:
    text, times = _passage()
    snippet = make_snippet(text, Query.parse("bicycle shed", ["en"]), lang="en")
    assert snippet.highlights, snippet
    assert word_moment(text, times, snippet) == pytest.approx(STARTS[2])


def test_the_segment_with_most_of_the_words_wins_and_a_cut_snippet_still_maps_back() -> None:
    text, times = _passage()
    # "tomatoes" (2nd) and "Thursday" (4th), one each: the first of them.
    snippet = make_snippet(text, Query.parse("tomatoes thursday", ["en"]), lang="en")
    assert word_moment(text, times, snippet) == pytest.approx(STARTS[1])
    # "meeting" is said first (1st), but "meet again Thursday" together in the 4th: the 4th.
    snippet = make_snippet(text, Query.parse("meeting again thursday", ["en"]), lang="en")
    assert len(snippet.highlights) >= 3, snippet
    assert word_moment(text, times, snippet) == pytest.approx(STARTS[3])
    # A long passage: the snippet is a window starting with "… ", the moment still the word's.
    long_text = "filler words here " * 40 + text
    shift = len("filler words here " * 40)
    long_times = ((0, 0.0), *((o + shift, s) for o, s in times))
    cut = make_snippet(long_text, Query.parse("Thursday", ["en"]), lang="en")
    assert cut.text.startswith("… ")
    assert word_moment(long_text, long_times, cut) == pytest.approx(STARTS[3])


def test_no_marked_word_or_no_times_gives_no_word_moment() -> None:
    text, times = _passage()
    assert word_moment(text, times, make_snippet(text, Query.parse("volcano", ["en"]))) is None
    assert word_moment(text, (), make_snippet(text, Query.parse("bicycle", ["en"]))) is None


def test_passage_offset_undoes_the_snippets_flattening() -> None:
    text = "  one\n\ttwo   three "
    flat = "one two three"
    for i, char in enumerate(flat):
        if char != " ":
            assert text[passage_offset(text, i)] == char


def test_segment_at_and_segments() -> None:
    times = ((0, 1.0), (10, 5.0), (20, 9.0))
    assert [segment_at(times, o) for o in (0, 9, 10, 19, 20, 500)] == [0, 0, 1, 1, 2, 2]
    parts = segments("x" * 30, times)
    assert [(p.start, p.end, p.start_s) for p in parts] == [(0, 10, 1.0), (10, 20, 5.0), (20, 30, 9.0)]


def test_stored_times_are_checked_and_what_does_not_fit_is_left_out() -> None:
    good = json.dumps([[0, 0.5], [12, 4.0], [30, 9.5]])
    assert segment_times(good, 40) == ((0, 0.5), (12, 4.0), (30, 9.5))
    assert segment_times(None, 40) == ()
    assert segment_times("not json", 40) == ()
    assert segment_times('{"a": 1}', 40) == ()
    planted = json.dumps([[0, 0.5], [99, 1.0], [5, -1], [3, "x"], [True, 2.0], [20, 3.0], [10, 4.0]])
    # beyond the text, a negative time, a text time, a boolean offset, going backwards: left out
    assert segment_times(planted, 40) == ((0, 0.5), (20, 3.0))
    assert segment_times("[[0, 1e999]]", 40) == ()  # infinity


def test_the_transcript_has_a_line_per_segment_and_leaves_out_untimed_passages() -> None:
    text, times = _passage()
    tags = ChunkHit(1, 1, "/m/meeting.mp3", "Weekly meeting", 0, 14, None, 0)
    said = ChunkHit(
        2, 1, "/m/meeting.mp3", text, 0, len(text), None, 0, start_s=0.5, end_s=18.0,
        times_json=json.dumps(times),
    )  # fmt: skip
    lines = transcript([tags, said])
    assert [line.text for line in lines] == list(SENTENCES)
    assert [line.start_s for line in lines] == list(STARTS)


def test_the_users_player_is_told_the_moment_where_it_takes_one() -> None:
    from desktop_search.core.opening import media_command

    def which(name: str) -> str | None:
        return f"/usr/bin/{name}" if name in {"mpv", "vlc", "celluloid"} else None

    def linux(entry: str | None) -> list[str] | None:
        path = "/m/talk.mp4"
        return media_command(path, 754.5, platform="linux", which=which, default_player=lambda: entry)

    assert linux("mpv.desktop") == ["/usr/bin/mpv", "--start=754.5", "/m/talk.mp4"]
    assert linux("org.videolan.VLC.desktop") == ["/usr/bin/vlc", "--start-time=754.5", "/m/talk.mp4"]
    assert linux("io.github.celluloid_player.Celluloid.desktop") == [
        "/usr/bin/celluloid",
        "--mpv-start=754.5",
        "/m/talk.mp4",
    ]
    assert linux("org.gnome.Totem.desktop") is None  # takes no start time: opened at its start
    assert linux("smplayer.desktop") is None  # the user's player, not installed as a command
    assert linux(None) is None
    windows = media_command(
        r"C:\m\talk.mp4",
        61,
        platform="win32",
        default_player=lambda: r'"C:\Program Files\MPC-HC\mpc-hc64.exe" "%1"',
        environ={},
        exists=lambda _p: True,
    )
    assert windows == [r"C:\Program Files\MPC-HC\mpc-hc64.exe", r"C:\m\talk.mp4", "/start", "61000"]
    assert media_command("/m/talk.mp4", 5, platform="darwin", default_player=lambda: "vlc") is None
