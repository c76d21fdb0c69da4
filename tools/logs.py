"""Machine-written text for tests and benchmarks: a log of realistic lines, of any size.

The lines follow the formats of real Debian logs (dpkg's ``/var/log/dpkg.log``, syslog, an
application's INFO/WARN lines) with varying package names, versions, hosts and times, so what
is measured is what a real log costs: many short lines, time stamps, numbers and identifiers.
:func:`write_log` streams them to disk (a 40 MB log in about a second, in bounded memory).
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from datetime import datetime, timedelta
from pathlib import Path

_PACKAGES = (
    "libc6 libssl3 openssh-server python3.11 libxcb-cursor0 tesseract-ocr libqt6core6 zlib1g "
    "libsqlite3-0 ca-certificates tzdata systemd udev libgtk-3-0 libpoppler126 curl"
).split()
_HOSTS = ("nas01", "laptop", "build-7", "printer-3f", "router")
_ACTIONS = ("status installed", "status unpacked", "status half-configured", "configure", "upgrade")
_MESSAGES = (
    "connection from {ip} port {port} closed after {n} ms",
    "request GET /api/v2/items/{n} returned 200 in {ms} ms",
    "cache miss for key user:{n}:profile, fetching from backend {host}",
    "worker {n} finished batch {port} ({ms} records)",
    "retrying upload of chunk {n} to {host} (attempt {k} of 5)",
)


def log_lines(seed: int = 0, start: datetime | None = None) -> Iterator[str]:
    """An endless iterator of log lines (with their newlines), deterministic for ``seed``."""
    rng = random.Random(seed)
    when = start or datetime(2026, 3, 1, 6, 0, 0)
    while True:
        when += timedelta(milliseconds=rng.randint(5, 4000))
        stamp = when.strftime("%Y-%m-%d %H:%M:%S")
        kind = rng.random()
        if kind < 0.4:
            pkg = rng.choice(_PACKAGES)
            version = f"{rng.randint(1, 9)}.{rng.randint(0, 40)}-{rng.randint(1, 12)}"
            yield f"{stamp} {rng.choice(_ACTIONS)} {pkg}:amd64 {version}\n"
        elif kind < 0.7:
            host = rng.choice(_HOSTS)
            yield (
                f"{when.strftime('%b %d %H:%M:%S')} {host} sshd[{rng.randint(300, 99999)}]:"
                f" Accepted publickey for user{rng.randint(1, 9)}"
                f" from 10.0.{rng.randint(0, 255)}.{rng.randint(1, 254)}"
                f" port {rng.randint(1024, 65535)}\n"
            )
        else:
            level = rng.choice(("INFO", "INFO", "INFO", "WARN", "DEBUG"))
            message = rng.choice(_MESSAGES).format(
                ip=f"192.168.{rng.randint(0, 255)}.{rng.randint(1, 254)}",
                port=rng.randint(1, 9999),
                n=rng.randint(1, 10**6),
                ms=rng.randint(1, 5000),
                host=rng.choice(_HOSTS),
                k=rng.randint(1, 5),
            )
            yield f"{stamp},{when.microsecond // 1000:03d} {level} [app.sync] {message}\n"


def write_log(path: Path, size_bytes: int, *, last_line: str = "", seed: int = 0) -> Path:
    """A log of at least ``size_bytes`` bytes at ``path``, ending with ``last_line`` when given."""
    written = 0
    lines = log_lines(seed)
    with path.open("w", encoding="utf-8") as f:
        block: list[str] = []
        for line in lines:
            block.append(line)
            written += len(line)
            if len(block) >= 4096:
                f.write("".join(block))
                block.clear()
            if written >= size_bytes:
                break
        f.write("".join(block))
        if last_line:
            f.write(last_line.rstrip("\n") + "\n")
    return path
