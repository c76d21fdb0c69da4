"""Real mounts for tests: the helpers live in :mod:`tools.mounts` (the benchmarks share them)."""

from tools.mounts import (
    SHARE_USER,
    SshShare,
    bind_mount,
    can_mount,
    can_share,
    cpu_seconds,
    descendants,
    fs_type,
    is_mounted,
    require_mounts,
    require_share,
    tmpfs,
    unmount,
)

__all__ = [
    "SHARE_USER",
    "SshShare",
    "bind_mount",
    "can_mount",
    "can_share",
    "cpu_seconds",
    "descendants",
    "fs_type",
    "is_mounted",
    "require_mounts",
    "require_share",
    "tmpfs",
    "unmount",
]
