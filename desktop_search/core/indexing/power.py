"""Power and priority: indexing as a quiet neighbour, and what it does on battery.

* :func:`on_battery` asks the platform through psutil (``/sys/class/power_supply`` on Linux,
  the power source APIs on Windows and macOS): True on battery, False on mains, None when the
  machine has no battery (a desktop) or it cannot be told.
* :func:`run_in_background` puts the calling thread at background priority: ``SCHED_IDLE`` on
  Linux (it runs when a core would otherwise idle; threads it starts, such as llama.cpp's
  workers and the extraction child, inherit it), Windows' background processing mode, macOS'
  background QoS class through ``setpriority``. It cannot be undone by an unprivileged thread,
  so the indexer applies it to the threads that only index.
"""

from __future__ import annotations

import contextlib
import logging
import os
import sys
from collections.abc import Callable

log = logging.getLogger(__name__)

#: What the meaning step does on battery power (the setting ``on_battery``).
PAUSE, SLOW, IGNORE = "pause", "slow", "ignore"
BATTERY_CHOICES = (PAUSE, SLOW, IGNORE)
#: How often a paused run looks at the power state again (seconds).
RECHECK_S = 5.0


def on_battery() -> bool | None:
    """True on battery, False on mains, None without a battery (or when it cannot be told)."""
    try:
        import psutil

        battery = psutil.sensors_battery()
    except Exception:  # no sensors on this platform, or a broken driver: treat as unknown
        return None
    if battery is None or battery.power_plugged is None:
        return None
    return not battery.power_plugged


PowerState = Callable[[], bool | None]


def run_in_background() -> bool:
    """Lower the calling thread to background priority; True when the platform allowed it."""
    if sys.platform.startswith("linux"):
        try:
            os.sched_setscheduler(0, os.SCHED_IDLE, os.sched_param(0))  # 0: this thread
            return True
        except (OSError, AttributeError):
            with contextlib.suppress(OSError):
                os.setpriority(os.PRIO_PROCESS, 0, 19)
                return True
            return False
    if sys.platform == "win32":
        import ctypes

        kernel32 = ctypes.windll.kernel32
        thread_mode_background_begin = 0x00010000
        return bool(kernel32.SetThreadPriority(kernel32.GetCurrentThread(), thread_mode_background_begin))
    if sys.platform == "darwin":
        with contextlib.suppress(OSError):
            os.setpriority(os.PRIO_PROCESS, 0, 19)  # this thread's QoS follows its nice value's class
            return True
    return False


def background_policy() -> str:
    """This thread's scheduling, for status and tests: "idle", "nice 19" or "normal"."""
    if sys.platform.startswith("linux"):
        with contextlib.suppress(OSError, AttributeError):
            if os.sched_getscheduler(0) == os.SCHED_IDLE:
                return "idle"
        with contextlib.suppress(OSError):
            nice = os.getpriority(os.PRIO_PROCESS, 0)
            return f"nice {nice}" if nice else "normal"
    return "normal"
