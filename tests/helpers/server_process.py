"""A ``desktop-search serve --http`` process for tests, and a small client for it."""

from __future__ import annotations

import json
import re
import signal
import subprocess
import sys
import time
import urllib.error
import urllib.request
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

_LISTENING = re.compile(r"serving http://127\.0\.0\.1:(\d+)/")


@dataclass
class Reply:
    status: int
    headers: dict[str, str]
    body: Any


@dataclass
class HttpServer:
    """The server process, the port it chose and the lines it wrote to stderr."""

    process: subprocess.Popen[str]
    port: int
    banner: str
    token: str = ""
    stderr: list[str] = field(default_factory=list)
    stopped: tuple[int, str] | None = None

    @classmethod
    def start(cls, data_dir: Path, *, timeout_s: float = 120.0) -> HttpServer:
        argv = [sys.executable, "-m", "desktop_search", "--data-dir", str(data_dir), "serve", "--http", "0"]
        process = subprocess.Popen(
            argv, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True
        )
        assert process.stderr is not None
        deadline = time.monotonic() + timeout_s
        seen: list[str] = []
        while time.monotonic() < deadline:
            line = process.stderr.readline()
            if not line:
                raise AssertionError(f"the server ended before listening: {''.join(seen)}")
            seen.append(line)
            if match := _LISTENING.search(line):
                return cls(process, int(match[1]), line, stderr=seen)
        process.kill()
        raise AssertionError(f"the server did not start listening: {''.join(seen)}")

    def get(
        self, path: str, *, token: str | None = None, host: str | None = None, method: str = "GET"
    ) -> Reply:
        request = urllib.request.Request(f"http://127.0.0.1:{self.port}{path}", method=method)
        if token is not None:
            request.add_header("Authorization", f"Bearer {token}")
        if host is not None:
            request.add_header("Host", host)
        try:
            with urllib.request.urlopen(request, timeout=120) as response:
                return Reply(response.status, dict(response.headers), json.loads(response.read()))
        except urllib.error.HTTPError as error:
            with error:
                return Reply(error.code, dict(error.headers), json.loads(error.read()))

    def stop(self) -> tuple[int, str]:
        """Stop it as a service manager would (SIGTERM); its exit code and all it wrote to stderr."""
        if self.stopped is not None:
            return self.stopped
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGTERM)
        try:
            _, rest = self.process.communicate(timeout=60)
        except subprocess.TimeoutExpired:
            self.process.kill()
            _, rest = self.process.communicate()
        self.stopped = self.process.returncode, "".join(self.stderr) + (rest or "")
        return self.stopped
