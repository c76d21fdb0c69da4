"""A real X server for a test (Xvfb), and xdotool to press keys and read the focus on it."""

from __future__ import annotations

import os
import shutil
import subprocess
import time
from dataclasses import dataclass

import pytest


@dataclass
class XServer:
    display: str
    process: subprocess.Popen[bytes]
    wm: subprocess.Popen[bytes] | None = None

    @classmethod
    def start(cls, *, window_manager: bool = False, screen: str = "1280x800") -> XServer:
        """Xvfb on a free display; with ``window_manager``, Openbox too (focus as users have it:
        a window manager decides who gets the focus, with its focus-stealing prevention)."""
        tools = ("Xvfb", "xdotool", "openbox") if window_manager else ("Xvfb", "xdotool")
        for tool in tools:
            if shutil.which(tool) is None:
                pytest.skip(f"{tool} is not installed (Debian: xvfb, xdotool)")
        read, write = os.pipe()
        process = subprocess.Popen(
            ["Xvfb", "-displayfd", str(write), "-screen", "0", f"{screen}x24", "-nolisten", "tcp"],
            pass_fds=(write,),
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        os.close(write)
        with os.fdopen(read) as pipe:
            number = pipe.readline().strip()
        if not number:
            process.kill()
            raise RuntimeError("Xvfb did not start")
        server = cls(f":{number}", process)
        if window_manager:
            server.wm = subprocess.Popen(
                ["openbox", "--sm-disable"],
                env=server.env(),
                stdout=subprocess.DEVNULL,
                stderr=subprocess.DEVNULL,
            )
            server._wait_for_window_manager()
        return server

    def _wait_for_window_manager(self, timeout_s: float = 20.0) -> None:
        from Xlib.display import Display

        display = Display(self.display)
        try:
            check = display.intern_atom("_NET_SUPPORTING_WM_CHECK")
            deadline = time.monotonic() + timeout_s
            while display.screen().root.get_full_property(check, 0) is None:
                if time.monotonic() > deadline:
                    raise RuntimeError("openbox did not start")
                time.sleep(0.05)
        finally:
            display.close()

    def env(self) -> dict[str, str]:
        env = {k: v for k, v in os.environ.items() if k not in ("WAYLAND_DISPLAY",)}
        env.update(DISPLAY=self.display, QT_QPA_PLATFORM="xcb")
        return env

    def xdotool(self, *args: str) -> str:
        done = subprocess.run(
            ["xdotool", *args], env=self.env(), capture_output=True, text=True, timeout=10, check=False
        )
        return done.stdout.strip()

    def focused_name(self) -> str:
        return self.xdotool("getwindowfocus", "getwindowname")

    def wait_focus(self, name: str, timeout_s: float = 20.0) -> bool:
        deadline = time.monotonic() + timeout_s
        while time.monotonic() < deadline:
            if self.focused_name() == name:
                return True
            time.sleep(0.1)
        return False

    def keeps_focus(self, name: str, hold_s: float = 1.0, timeout_s: float = 20.0) -> bool:
        """Whether window ``name`` gets the focus and keeps it for ``hold_s`` (a window manager
        may hand the focus back once a new window has been mapped)."""
        deadline = time.monotonic() + timeout_s
        since: float | None = None
        while time.monotonic() < deadline:
            if self.focused_name() == name:
                since = since or time.monotonic()
                if time.monotonic() - since >= hold_s:
                    return True
            else:
                since = None
            time.sleep(0.1)
        return False

    def stop(self) -> None:
        if self.wm is not None:
            self.wm.terminate()
            self.wm.wait(10)
        self.process.terminate()
        try:
            self.process.wait(10)
        except subprocess.TimeoutExpired:
            self.process.kill()
