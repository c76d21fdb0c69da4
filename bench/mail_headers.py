"""What a message with a header of megabytes costs to read (#43 item 5): seconds a message, and
seconds per megabyte of header with its ratio to the smallest size, so that the growth is seen
in one run: a flat ratio (or a falling one) is linear, a ratio growing with the size is not
(the email package parsed a header in time growing with its square: a 1 MB header took 11.8 s).

Each kind of header at each size, read by ``read_message`` as a mail store's reader reads a
message (best of ``--repeat`` reads for sizes under 1 MB, one read above):

* ``subject``: one Subject line of words;
* ``to``: one To line of addresses ("Some Person <p@example.org>, " again and again);
* ``folded``: a Subject folded over as many continuation lines as the size holds (4 bytes each:
  100,000 lines is 0.4 MB);
* ``no colon``: a line without a colon among the headers (the email package ends the headers
  there, and the rest is body).

Then a whole mbox of such messages (``--mbox``, MB; 0 leaves it out) through ``read_store``, the
way a full read (a flag change included) reads it.

    .venv/bin/python bench/mail_headers.py [--sizes 0.1 1 4 10] [--mbox 12.6] [--repeat 3]
"""

from __future__ import annotations

import argparse
import itertools
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.common import machine_line
from desktop_search.core.extract.mail import read_message
from desktop_search.core.extract.mailstore import read_store

HEAD = b"From: Ann Example <ann@example.org>\r\nDate: Tue, 14 Apr 2026 09:30:00 +0100\r\n"
BODY = b"\r\n\r\nThe picnic moved to the boathouse.\r\n"
MB = 2**20


def _repeat(unit: bytes, size: int) -> bytes:
    return unit * max(1, size // len(unit))


KINDS: dict[str, Callable[[int, int], bytes]] = {
    "subject": lambda size, n: (
        HEAD + b"To: me@example.org\r\nSubject: %d " % n + _repeat(b"word ", size) + BODY
    ),
    "to": lambda size, n: (
        HEAD
        + b"Subject: Picnic\r\nTo: p%d@example.org, " % n
        + _repeat(b"Some Person <p@example.org>, ", size)
        + BODY
    ),
    "folded": lambda size, n: (
        HEAD + b"To: me@example.org\r\nSubject: Picnic %d" % n + _repeat(b"\r\n y", size) + BODY
    ),
    "no colon": lambda size, n: HEAD + b"%d" % n + _repeat(b"x", size) + b"\r\nSubject: Picnic" + BODY,
}
#: Each message read differs from every other in its first characters: a header value parsed
#: once is kept (``mail._PARSED``), and a read of the same value again would measure that.
_SERIAL = itertools.count(1)


def _seconds(build: Callable[[int, int], bytes], size: int, repeat: int) -> float:
    best = float("inf")
    for _ in range(repeat):
        data = build(size, next(_SERIAL))
        started = time.perf_counter()
        read_message(data, max_chars=1_000_000)
        best = min(best, time.perf_counter() - started)
    return best


def _mbox(path: Path, megabytes: float) -> int:
    """An mbox of 1 MB-header messages, the four kinds in turn, ``megabytes`` long."""
    written, n = 0, 0
    with path.open("wb") as fh:
        while written < megabytes * MB:
            message = list(KINDS.values())[n % len(KINDS)](MB, n).replace(b"\r\n", b"\n")
            chunk = b"From ann@example.org Tue Apr 14 09:30:00 2026\n" + message + b"\n"
            fh.write(chunk)
            written += len(chunk)
            n += 1
    return n


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--sizes", type=float, nargs="+", default=[0.1, 1, 4, 10], help="MB")
    parser.add_argument("--mbox", type=float, default=12.6, help="MB of mbox to read whole; 0: none")
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    print(machine_line())
    print(f"{'header':10} {'MB':>6} {'s':>9} {'s/MB':>9} {'ratio':>7}")
    for kind, build in KINDS.items():
        first = None
        for size in args.sizes:
            seconds = _seconds(build, int(size * MB), args.repeat if size < 1 else 1)
            per_mb = seconds / size
            first = first or per_mb
            print(f"{kind:10} {size:6g} {seconds:9.3f} {per_mb:9.3f} {per_mb / first:7.2f}", flush=True)
    if args.mbox:
        with tempfile.TemporaryDirectory() as folder:
            path = Path(folder) / "Hostile"
            messages = _mbox(path, args.mbox)
            started, start, read = time.perf_counter(), 0, 0
            while start is not None:
                batch = read_store(path, start, max_chars=1_000_000)
                read += len(batch.members)
                start = batch.next_start
            seconds = time.perf_counter() - started
            size = path.stat().st_size / MB
            print(
                f"mbox of {size:.1f} MB, {messages} messages with 1 MB headers: "
                f"{read} read in {seconds:.1f} s"
            )


if __name__ == "__main__":
    main()
