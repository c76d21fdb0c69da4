"""The CLI writes text from documents, names and errors as visible escapes, never as controls."""

from __future__ import annotations

import logging
import sys

import pytest

from desktop_search.cli.terminal import _TerminalFormatter, terminal_safe


@pytest.mark.parametrize(
    ("raw", "shown"),
    [
        ("\x1b]52;c;cm0gLXJmIH4K\x07", "\\x1b]52;c;cm0gLXJmIH4K\\x07"),  # clipboard write (OSC 52)
        ("\x1b]0;owned\x1b\\", "\\x1b]0;owned\\x1b\\"),  # window title, ST-terminated
        ("a\nb\rc\td", "a\\nb\\rc\\td"),
        ("\x00\x08\x0b\x0c\x7f", "\\x00\\x08\\x0b\\x0c\\x7f"),
        ("\x80\x9b2J\x9d\x9f", "\\x80\\x9b2J\\x9d\\x9f"),  # C1, CSI and OSC among them
        ("x\u202egnp.exe", "x\\u202egnp.exe"),
        (
            "\u202a\u202b\u202c\u202d\u2066\u2067\u2068\u2069",
            "\\u202a\\u202b\\u202c\\u202d\\u2066\\u2067\\u2068\\u2069",
        ),
        ("line\u2028para\u2029", "line\\u2028para\\u2029"),
        ("caf\udce9.txt", "caf\\xe9.txt"),  # a byte of a name that is not UTF-8 (surrogateescape)
        ("\ud800", "\\ud800"),
    ],
)
def test_controls_become_visible_escapes(raw: str, shown: str) -> None:
    assert terminal_safe(raw) == shown


def test_printable_text_is_untouched() -> None:
    text = r"C:\Users\Zoë\Notes 🚲 日本語 (draft) [v2] ¡olé! naïve · 100%"
    assert terminal_safe(text) == text
    assert terminal_safe(42) == "42"


def test_no_control_is_left_anywhere_in_the_basic_plane() -> None:
    escaped = {*range(0x20), *range(0x7F, 0xA0), *range(0x202A, 0x202F), *range(0x2066, 0x206A)}
    escaped |= {0x2028, 0x2029, *range(0xD800, 0xE000)}
    shown = terminal_safe("".join(chr(c) for c in range(0x10000)))
    assert not [hex(ord(ch)) for ch in shown if ord(ch) in escaped]
    shown.encode("utf-8")  # no surrogate is left to break the output stream


def test_log_lines_are_escaped_and_tracebacks_keep_their_lines() -> None:
    formatter = _TerminalFormatter("%(levelname)s %(name)s: %(message)s")
    try:
        raise ValueError("bad \x1b]0;title\x07 name")
    except ValueError:
        exc_info = sys.exc_info()
    record = logging.LogRecord(
        "desktop_search.test", logging.WARNING, __file__, 1, "cannot read %s", ("a\nb\x1b[2J",), exc_info
    )
    text = formatter.format(record)
    assert text.startswith("WARNING desktop_search.test: cannot read a\\nb\\x1b[2J\n")
    assert "Traceback (most recent call last):\n" in text
    assert "bad \\x1b]0;title\\x07 name" in text
    assert "\x1b" not in text
    assert "\x07" not in text


def test_json_output_escapes_what_a_terminal_would_obey_and_stays_the_same_json() -> None:
    import json

    from desktop_search.cli.terminal import json_text

    value = {"path": "/d/\u009b2J\u202eevil\u2066.txt", "snippet": "café 中文 \x1b[31m", "n": [1, 2]}
    text = json_text(value, indent=2)
    assert json.loads(text) == value
    for code in (*range(0x20), 0x7F, *range(0x80, 0xA0), *range(0x202A, 0x202F), *range(0x2066, 0x206A)):
        if chr(code) != "\n":  # the indentation's own line breaks
            assert chr(code) not in text, hex(code)
    assert "café 中文" in text  # readable text stays as it is


@pytest.mark.parametrize("given", ["-1", "0", "1001", "1000000000", "ten"])
def test_top_outside_a_sane_range_is_refused_with_a_message(given: str, capsys) -> None:
    from desktop_search.cli.parser import _build_parser

    with pytest.raises(SystemExit) as exited:
        _build_parser().parse_args(["search", "bread", "--top", given])
    assert exited.value.code == 2
    assert "--top" in capsys.readouterr().err


def test_top_within_the_range_is_taken() -> None:
    from desktop_search.cli.parser import _build_parser

    assert _build_parser().parse_args(["search", "bread", "--top", "1000"]).top == 1000
