"""Real mounts for tests: bind mounts, tmpfs, and an sshfs share of a private sshd on 127.0.0.1.

Everything here needs root (CI runs as root) and, for the share, ``/dev/fuse``, ``sshfs``,
``ssh``, ``ssh-keygen`` and ``sshd`` (Debian: ``sshfs openssh-server``). :func:`can_mount`
and :func:`can_share` say why not in one line, :func:`require_mounts` and
:func:`require_share` turn that into ``pytest.skip``. The module imports no pytest at
module level: ``bench/share_scan.py`` uses the same share, and ``tests/helpers/mounts.py``
gives the tests their one place to import it from.

* :func:`bind_mount` and :func:`tmpfs` mount, yield the mount point and always unmount
  (``umount``, then ``umount -l`` as a last resort). :func:`unmount` unmounts in the middle
  of a test and leaves the empty mount point, as an unplugged USB disk or NAS leaves it.
* :class:`SshShare` starts a private ``sshd -D -e`` (its own config, host key and client
  key; ``UsePAM no``, key-only, 127.0.0.1 on a free port) that serves a folder as the
  normal account ``ds-share`` (created with ``useradd --system`` when missing), so the
  server's permissions apply, and mounts it with ``sshfs -f`` (no reconnect, no directory
  cache, FUSE attribute and entry caches 0 s, ``ServerAliveInterval=1``,
  ``ServerAliveCountMax=2``). :meth:`~SshShare.hang` / :meth:`~SshShare.resume` stop and
  continue the server's processes (the private sshd and its descendants only, found through
  ``/proc``); :meth:`~SshShare.drop` kills them; :meth:`~SshShare.restore` starts the
  server again and mounts the share again; :meth:`~SshShare.chmod_on_server` changes a
  mode on the server side. Leaving the ``with`` block resumes, unmounts (``fusermount -u``,
  then ``umount -l``) and stops the server, whatever the test did.

Measured on the CI machine (Debian 12, kernel 6.18, sshfs 3.7.3, FUSE 3.14, OpenSSH 9.2, as
root; ``tests/integration/test_mount_helpers.py`` checks these, except the signals):

* **unmount()** of a bind mount or tmpfs: the mount point is an empty directory again;
  ``os.listdir`` returns ``[]``, ``is_dir()`` is True, no error. Only the volume identity
  (``st_dev``, the mount table) tells it from a folder whose files were all deleted.
* **drop()** (server killed), default mount (no ``reconnect``): the ssh client sees the
  connection close at once, sshfs exits (status 1) and *unmounts itself* within a few ms:
  the mount point is an empty directory again, exactly as after unmount(); no call fails.
* **drop()** with ``reconnect=True``: the mount stays; ``os.listdir``, ``os.stat`` and
  ``os.lstat`` of the mount root raise ``OSError(EIO)`` at once (under 10 ms, every call:
  sshfs tries to reconnect, the port refuses). ``Path.is_dir()`` and ``Path.exists()``
  *raise* that ``OSError(EIO)`` as well on Python 3.11 (pathlib swallows only ENOENT,
  ENOTDIR, EBADF and ELOOP): this is the ``[Errno 5]`` on the share's root of issue #27.
* **kill_client()** (sshfs killed, a dead FUSE mount): every call on the mount root raises
  ``OSError(ENOTCONN)`` "Transport endpoint is not connected" at once (pathlib too).
* **hang()** (server SIGSTOPped) with the default keep-alives (``ServerAliveInterval=1``,
  ``ServerAliveCountMax=2``): a call blocks for 2.5 to 5 s, then raises ``EIO`` (sshfs
  answered it) or ``ENOTCONN`` (sshfs exited first); sshfs exits and unmounts itself, so
  later calls see the empty mount point. resume() does not bring that mount back (sshfs is
  gone): restore() does.
* **hang()** with ``keepalive=None`` (a hard mount of a NAS that stops answering): a call
  blocks for as long as the server is stopped and returns its normal result after resume().
  The blocked thread sleeps in ``request_wait_answer``; once sshfs has passed the request on,
  *no signal ends it*, not even SIGKILL: a process blocked in its main thread stays until
  resume() (then it dies of the pending signal). A *daemon* thread blocked there does not
  hold the interpreter's exit: the process ends at once (measured: exit 0, 2.1 s after a
  2 s sleep). A non-daemon thread holds the exit until resume() (``threading._shutdown``
  joins it). So: file-system calls on a share belong in daemon threads (or a child process
  that can be abandoned), never in the main thread.
"""

from __future__ import annotations

import contextlib
import errno
import os
import pwd
import shutil
import signal
import socket
import subprocess
import tempfile
import time
from collections.abc import Iterator
from functools import cache
from pathlib import Path

SHARE_USER = "ds-share"
SSHD = "/usr/sbin/sshd"
SFTP_SERVER = "/usr/lib/openssh/sftp-server"
#: The tools a share needs, by the Debian package that brings them.
SHARE_TOOLS = {"sshfs": "sshfs", "ssh": "openssh-client", "ssh-keygen": "openssh-client"}


# -- can this machine mount? -------------------------------------------------------------------


@cache
def can_mount() -> str | None:
    """None when this process may mount (a tmpfs is tried), else why not, in one line."""
    if not hasattr(os, "geteuid") or not Path("/proc/self/mountinfo").is_file():
        return "mounts are tested on Linux only"
    if os.geteuid() != 0:
        return "mounting needs root"
    if shutil.which("mount") is None or shutil.which("umount") is None:
        return "mount/umount (util-linux) are missing"
    probe = Path(tempfile.mkdtemp(prefix="ds-mount-probe-"))
    try:
        done = _run(["mount", "-t", "tmpfs", "-o", "size=1m", "tmpfs", str(probe)])
        if done.returncode != 0:
            return f"cannot mount a tmpfs here: {done.stderr.strip() or done.returncode}"
        _run(["umount", str(probe)])
        return None
    finally:
        with contextlib.suppress(OSError):
            probe.rmdir()


@cache
def can_share() -> str | None:
    """None when an sshfs share of a local sshd can be mounted here, else why not."""
    if (why := can_mount()) is not None:
        return why
    try:
        os.close(os.open("/dev/fuse", os.O_RDWR))
    except OSError as exc:
        return f"/dev/fuse cannot be opened: {exc.strerror}"
    missing = [f"{tool} ({pkg})" for tool, pkg in SHARE_TOOLS.items() if shutil.which(tool) is None]
    if not os.access(SSHD, os.X_OK):
        missing.append(f"{SSHD} (openssh-server)")
    if shutil.which("fusermount3") is None and shutil.which("fusermount") is None:
        missing.append("fusermount (fuse3)")
    if missing:
        return "missing: " + ", ".join(missing)
    try:
        pwd.getpwnam(SHARE_USER)
    except KeyError:
        if shutil.which("useradd") is None:
            return f"no user {SHARE_USER} and no useradd to create it"
    return None


def require_mounts() -> None:
    """``pytest.skip`` with the reason when this machine cannot mount."""
    if (why := can_mount()) is not None:
        import pytest

        pytest.skip(why)


def require_share() -> None:
    """``pytest.skip`` with the reason when this machine cannot mount an sshfs share."""
    if (why := can_share()) is not None:
        import pytest

        pytest.skip(why)


# -- bind mounts and tmpfs -----------------------------------------------------------------------


def _run(argv: list[str], *, timeout: float = 30.0) -> subprocess.CompletedProcess[str]:
    return subprocess.run(argv, capture_output=True, text=True, timeout=timeout, check=False)


def _mount_points() -> dict[str, str]:
    """``{mount point: filesystem type}`` of this process's mount namespace (the last mount wins)."""
    points: dict[str, str] = {}
    with open("/proc/self/mountinfo", encoding="utf-8") as fh:
        for line in fh:
            fields = line.split()
            sep = fields.index("-")
            # octal escapes (\040 for a space) as the kernel writes them
            point = fields[4].encode("latin-1").decode("unicode_escape")
            points[point] = fields[sep + 1]
    return points


def is_mounted(target: Path) -> bool:
    """Whether something is mounted at ``target`` (a dead FUSE mount counts)."""
    return os.path.abspath(target) in _mount_points()


def fs_type(target: Path) -> str | None:
    """The filesystem type mounted at ``target`` (``tmpfs``, ``fuse.sshfs``, ...), or None."""
    return _mount_points().get(os.path.abspath(target))


def unmount(target: Path) -> None:
    """Unmount ``target`` now, leaving the empty mount point; lazily when it is busy."""
    done = _run(["umount", str(target)])
    if done.returncode != 0 and is_mounted(target):
        lazy = _run(["umount", "-l", str(target)])
        if lazy.returncode != 0 and is_mounted(target):
            raise OSError(errno.EBUSY, f"cannot unmount {target}: {lazy.stderr.strip()}")


def _release(target: Path) -> None:
    """The exit path of every mount: unmount what is still mounted at ``target``."""
    while is_mounted(target):  # stacked mounts: one at a time
        unmount(target)


def _mount(argv: list[str], target: Path) -> None:
    target.mkdir(parents=True, exist_ok=True)
    done = _run(argv)
    if done.returncode != 0:
        raise OSError(errno.EPERM, f"{' '.join(argv)} failed: {done.stderr.strip()}")


@contextlib.contextmanager
def bind_mount(src: Path, target: Path, *, read_only: bool = False) -> Iterator[Path]:
    """``src`` bind-mounted at ``target`` (created when missing; ``read_only``: no one, not even
    root, may write through it); unmounted on exit."""
    _mount(["mount", "--bind", str(src), str(target)], target)
    if read_only:
        try:
            _mount(["mount", "-o", "remount,bind,ro", str(target)], target)
        except BaseException:
            _release(target)
            raise
    try:
        yield target
    finally:
        _release(target)


@contextlib.contextmanager
def tmpfs(target: Path, *, size: str = "64m") -> Iterator[Path]:
    """A fresh tmpfs of ``size`` at ``target`` (created when missing); unmounted on exit."""
    _mount(["mount", "-t", "tmpfs", "-o", f"size={size},mode=0755", "tmpfs", str(target)], target)
    try:
        yield target
    finally:
        _release(target)


# -- processes through /proc ---------------------------------------------------------------------


def _children() -> dict[int, list[int]]:
    """``{parent pid: [child pids]}`` of every process now."""
    tree: dict[int, list[int]] = {}
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/stat", encoding="utf-8", errors="replace") as fh:
                stat = fh.read()
        except OSError:  # ended meanwhile
            continue
        ppid = int(stat.rsplit(")", 1)[1].split()[1])
        tree.setdefault(ppid, []).append(int(entry))
    return tree


def descendants(pid: int) -> list[int]:
    """Every process below ``pid``, parents before their children."""
    tree, found, todo = _children(), [], [pid]
    while todo:
        for child in tree.get(todo.pop(0), []):
            found.append(child)
            todo.append(child)
    return found


def cpu_seconds(pid: int) -> float:
    """User plus system CPU time of process ``pid`` (its own threads, not its children)."""
    with open(f"/proc/{pid}/stat", encoding="utf-8", errors="replace") as fh:
        fields = fh.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def _signal(pids: list[int], sig: signal.Signals) -> None:
    for pid in pids:
        with contextlib.suppress(ProcessLookupError):
            os.kill(pid, sig)


# -- the sshfs share -----------------------------------------------------------------------------


def ensure_share_user() -> pwd.struct_passwd:
    """The normal account the share's server runs as, created when missing."""
    try:
        return pwd.getpwnam(SHARE_USER)
    except KeyError:
        pass
    done = _run(["useradd", "--system", "--create-home", "--shell", "/bin/sh", SHARE_USER])
    if done.returncode != 0 and "already exists" not in done.stderr:
        raise OSError(errno.EPERM, f"useradd {SHARE_USER} failed: {done.stderr.strip()}")
    # sshd without PAM refuses a locked account ("!" in /etc/shadow); "*" only rules out passwords
    _run(["usermod", "-p", "*", SHARE_USER])
    return pwd.getpwnam(SHARE_USER)


def _free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def _chown_tree(path: Path, uid: int, gid: int) -> None:
    os.chown(path, uid, gid, follow_symlinks=False)
    for dirpath, dirnames, filenames in os.walk(path):
        for name in dirnames + filenames:
            os.chown(os.path.join(dirpath, name), uid, gid, follow_symlinks=False)


_SSHD_CONFIG = """\
ListenAddress 127.0.0.1
Port {port}
HostKey {host_key}
PidFile none
UsePAM no
PermitRootLogin no
AllowUsers {user}
PubkeyAuthentication yes
AuthenticationMethods publickey
PasswordAuthentication no
KbdInteractiveAuthentication no
AuthorizedKeysFile {authorized_keys}
StrictModes no
X11Forwarding no
AllowTcpForwarding no
PrintMotd no
LogLevel ERROR
Subsystem sftp {sftp_server}
"""


class SshShare:
    """A folder served by a private sshd on 127.0.0.1 and mounted with sshfs.

    ``export`` (server side) is created when not given and is handed to ``ds-share``;
    one that is given must be reachable by that account (not under a 0700 folder such as
    pytest's ``tmp_path``). Files written into it as root are readable through the
    mount; :meth:`give_to_server` makes them the server account's, so the share can change
    them too. ``keepalive`` is ``(ServerAliveInterval, ServerAliveCountMax)``, or None for
    a hard mount that waits on a hung server for as long as it hangs. ``reconnect=True``
    mounts with ``-o reconnect``: a share whose server is gone then stays mounted and fails.

    Use as a context manager: ``with SshShare(tmp_path / "nas") as share: share.mount_point``.
    """

    def __init__(
        self,
        mount_point: Path,
        *,
        export: Path | None = None,
        keepalive: tuple[int, int] | None = (1, 2),
        reconnect: bool = False,
        sshfs_options: tuple[str, ...] = (),
    ) -> None:
        self.mount_point = mount_point
        self.keepalive = keepalive
        self.reconnect = reconnect
        self.sshfs_options = sshfs_options
        self.base = Path(tempfile.mkdtemp(prefix="ds-share-"))
        self.base.chmod(0o755)  # the server account reaches its export through it
        self.export = export if export is not None else self.base / "export"
        self.port = 0
        self.sshd: subprocess.Popen[bytes] | None = None
        self.sshfs: subprocess.Popen[bytes] | None = None
        self._hung: list[int] = []

    # -- life cycle

    def __enter__(self) -> SshShare:
        try:
            self.start()
        except BaseException:
            self.close()
            raise
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def start(self) -> None:
        """Create the account and keys, start the server, mount the share."""
        user = ensure_share_user()
        self.uid, self.gid = user.pw_uid, user.pw_gid
        server = self.base / "server"
        server.mkdir(mode=0o755, exist_ok=True)
        self.host_key = server / "host_ed25519"
        self.client_key = self.base / "client_ed25519"
        for key in (self.host_key, self.client_key):
            if not key.exists():
                made = _run(["ssh-keygen", "-q", "-t", "ed25519", "-N", "", "-C", "", "-f", str(key)])
                if made.returncode != 0:
                    raise OSError(errno.EIO, f"ssh-keygen failed: {made.stderr.strip()}")
        authorized = server / "authorized_keys"
        authorized.write_text(self.client_key.with_suffix(".pub").read_text(encoding="utf-8"))
        authorized.chmod(0o644)  # sshd reads it as the account
        self.export.mkdir(parents=True, exist_ok=True)
        self.give_to_server()
        self._start_sshd()
        self._mount()

    def _start_sshd(self) -> None:
        Path("/run/sshd").mkdir(mode=0o755, exist_ok=True)  # sshd's privilege-separation folder
        config = self.base / "server" / "sshd_config"
        for _attempt in range(5):
            self.port = self.port or _free_port()
            config.write_text(
                _SSHD_CONFIG.format(
                    port=self.port,
                    host_key=self.host_key,
                    user=SHARE_USER,
                    authorized_keys=self.base / "server" / "authorized_keys",
                    sftp_server=SFTP_SERVER if os.access(SFTP_SERVER, os.X_OK) else "internal-sftp",
                ),
                encoding="utf-8",
            )
            log = open(self.base / "sshd.log", "ab")  # noqa: SIM115 (the child keeps it)
            with log:
                self.sshd = subprocess.Popen(
                    [SSHD, "-D", "-e", "-f", str(config)],
                    stdin=subprocess.DEVNULL,
                    stdout=log,
                    stderr=log,
                )
            if self._wait_listening():
                return
            self._stop_sshd()
            self.port = 0  # taken meanwhile: another free port
        raise OSError(errno.EADDRINUSE, f"sshd did not start: {self._log('sshd.log')}")

    def _wait_listening(self, timeout: float = 10.0) -> bool:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.sshd is None or self.sshd.poll() is not None:
                return False
            with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
                if sock.connect_ex(("127.0.0.1", self.port)) == 0:
                    return True
            time.sleep(0.02)
        return False

    def _mount(self) -> None:
        self.mount_point.mkdir(parents=True, exist_ok=True)
        options = [
            "BatchMode=yes",
            "IdentitiesOnly=yes",
            f"IdentityFile={self.client_key}",
            "StrictHostKeyChecking=no",
            "UserKnownHostsFile=/dev/null",
            "LogLevel=ERROR",
            "ConnectTimeout=5",
            # what the tests look at is what the server has now
            "dir_cache=no",
            "attr_timeout=0",
            "entry_timeout=0",
            "negative_timeout=0",
            *(["reconnect"] if self.reconnect else []),
            *self.sshfs_options,
        ]
        if self.keepalive is not None:
            interval, count = self.keepalive
            options += [f"ServerAliveInterval={interval}", f"ServerAliveCountMax={count}"]
        argv = ["sshfs", "-f", "-F", "/dev/null", "-p", str(self.port)]
        argv += [f"{SHARE_USER}@127.0.0.1:{self.export}", str(self.mount_point), "-o", ",".join(options)]
        with open(self.base / "sshfs.log", "ab") as log:
            self.sshfs = subprocess.Popen(argv, stdin=subprocess.DEVNULL, stdout=log, stderr=log)
        deadline = time.monotonic() + 15
        while time.monotonic() < deadline:
            if fs_type(self.mount_point) == "fuse.sshfs":
                return
            if self.sshfs.poll() is not None:
                break
            time.sleep(0.02)
        raise OSError(errno.EIO, f"sshfs did not mount: {self._log('sshfs.log')} {self._log('sshd.log')}")

    def _log(self, name: str) -> str:
        try:
            return (self.base / name).read_text(encoding="utf-8", errors="replace").strip()[-2000:]
        except OSError:
            return ""

    def close(self) -> None:
        """Resume, unmount, stop the server, remove the keys (and the export when it is ours)."""
        self.resume()
        self._unmount()
        self._stop_sshd()
        shutil.rmtree(self.base, ignore_errors=True)

    def _unmount(self) -> None:
        fusermount = shutil.which("fusermount3") or shutil.which("fusermount") or "fusermount"
        if is_mounted(self.mount_point):
            _run([fusermount, "-u", str(self.mount_point)], timeout=10)
        if is_mounted(self.mount_point):
            _run(["umount", "-l", str(self.mount_point)], timeout=10)
        if self.sshfs is not None:
            try:
                self.sshfs.wait(timeout=5)
            except subprocess.TimeoutExpired:
                _signal([*descendants(self.sshfs.pid), self.sshfs.pid], signal.SIGKILL)
                self.sshfs.wait(timeout=5)
            self.sshfs = None

    def _stop_sshd(self) -> None:
        if self.sshd is None:
            return
        pids = self.server_pids()
        _signal(pids, signal.SIGCONT)
        _signal(pids, signal.SIGKILL)
        self.sshd.wait(timeout=10)
        self.sshd = None

    # -- what tests do to it

    def server_pids(self) -> list[int]:
        """The private sshd and every process below it (sessions, sftp-server); never other sshds."""
        if self.sshd is None or self.sshd.poll() is not None:
            return []
        return [self.sshd.pid, *descendants(self.sshd.pid)]

    def client_pids(self) -> list[int]:
        """sshfs and the ssh client it runs."""
        if self.sshfs is None or self.sshfs.poll() is not None:
            return []
        return [self.sshfs.pid, *descendants(self.sshfs.pid)]

    def hang(self) -> None:
        """Stop the server (SIGSTOP), as a NAS that stops answering; calls into the share block."""
        seen: set[int] = set()
        while pids := [p for p in self.server_pids() if p not in seen]:  # a fork meanwhile
            _signal(pids, signal.SIGSTOP)
            seen.update(pids)
        self._hung = sorted(seen)

    def resume(self) -> None:
        """Let a hung server go on (SIGCONT); harmless when it is not hung."""
        _signal(self._hung, signal.SIGCONT)
        self._hung = []

    def drop(self) -> None:
        """Kill the server. Without ``reconnect`` sshfs exits and unmounts (an empty mount point);
        with it the mount stays and every call fails with EIO."""
        self._stop_sshd()
        if self.sshfs is not None and not self.reconnect:
            deadline = time.monotonic() + 20
            with contextlib.suppress(subprocess.TimeoutExpired):
                self.sshfs.wait(timeout=20)
            # sshfs gone, the kernel's mount entry may go a moment later (on a busy machine, after
            # more than the wait above took): wait for it, so "dropped" means unmounted.
            while is_mounted(self.mount_point) and time.monotonic() < deadline:
                time.sleep(0.05)
            if self.sshfs.poll() is None or is_mounted(self.mount_point):
                # Seen once on a machine loaded by a parallel build: sshfs still there after 20 s.
                # A share that went away ends unmounted; make it so rather than leave a half state.
                _signal(self.client_pids(), signal.SIGKILL)
                with contextlib.suppress(subprocess.TimeoutExpired):
                    self.sshfs.wait(timeout=10)
                self._unmount()

    def kill_client(self) -> None:
        """SIGKILL sshfs (as the OOM killer would): a dead FUSE mount, every call fails with ENOTCONN."""
        _signal(self.client_pids(), signal.SIGKILL)
        if self.sshfs is not None:
            self.sshfs.wait(timeout=10)

    def restore(self) -> None:
        """The server back (same port and keys) and the share mounted again at the same place."""
        self.resume()
        self._unmount()
        self._stop_sshd()
        self._start_sshd()
        self._mount()

    def server_path(self, path: Path | str) -> Path:
        """``path`` (relative to the share, or under the export or the mount point) on the server."""
        path = Path(path)
        if path.is_absolute():
            with contextlib.suppress(ValueError):
                return self.export / path.relative_to(self.mount_point)
            path.relative_to(self.export)  # anything else is a mistake
            return path
        return self.export / path

    def chmod_on_server(self, path: Path | str, mode: int) -> None:
        """Change a mode on the server side (the sshfs mount is not used)."""
        os.chmod(self.server_path(path), mode, follow_symlinks=False)

    def give_to_server(self, path: Path | str | None = None) -> None:
        """Make ``path`` (default: the whole export) belong to the server account, recursively."""
        _chown_tree(self.export if path is None else self.server_path(path), self.uid, self.gid)
