"""The desktop's search box over a real session bus: GNOME Shell's provider and KRunner's runner.

A private bus (``dbus-run-session``) finds the provider's service file where ``install.sh`` puts
it (the portable folder's real install script, run for a temporary home), and starts the
provider the way that file says when the first call names its bus name, exactly as GNOME Shell
or KRunner would. The provider answers from a real index (real model, Faiss, SQLite). Opening a
result runs the desktop's own programs: here ``xdg-open``, ``xdg-mime`` and ``evince`` are small
scripts first on the PATH that write down how they were called. The provider's temporary folder
(``TMPDIR``, where a message is copied to open it) is the test's own.
"""

from __future__ import annotations

import mailbox
import os
import shutil
import signal
import stat
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import psutil
import pytest

from desktop_search.core.common.config import Paths
from desktop_search.core.engine import Engine
from desktop_search.core.models.convert import sidecar_path
from desktop_search.server.desktop_provider import BUS_NAME, GNOME_PATH, KRUNNER_PATH, query_of
from desktop_search.server.operations import MAX_QUERY_CHARS
from tools.session_bus import SessionBus, require_dbus

from ..helpers.corpus import write_notes
from ..helpers.documents import write_pdf

ROOT = Path(__file__).resolve().parents[2]
GNOME = "org.gnome.Shell.SearchProvider2"
KRUNNER = "org.kde.krunner1"
pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="D-Bus desktops are Linux")


def _script(path: Path, body: str) -> None:
    path.write_text("#!/bin/sh\n" + body, encoding="utf-8")
    path.chmod(path.stat().st_mode | stat.S_IXUSR)


def _portable(folder: Path) -> Path:
    """A portable folder as build_tarball lays it out, its program being this checkout."""
    sys.path.insert(0, str(ROOT / "packaging"))
    try:
        from build import SEARCH_BOX_FILES  # type: ignore[import-not-found]
    finally:
        sys.path.remove(str(ROOT / "packaging"))
    folder.mkdir()
    _script(folder / "desktop-search", f'exec "{sys.executable}" -m desktop_search "$@"\n')
    share = folder / "share"
    shutil.copytree(ROOT / "resources" / "icons", share / "icons")
    (share / "applications").mkdir(parents=True)
    shutil.copy2(
        ROOT / "resources" / "io.github.desktop_search.DesktopSearch.desktop", share / "applications"
    )
    for name in SEARCH_BOX_FILES:
        (share / name).parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(ROOT / "resources" / name, share / name)
    shutil.copy2(ROOT / "packaging" / "linux" / "install-portable.sh", folder / "install.sh")
    return folder


@pytest.fixture(scope="module")
def desktop(tmp_path_factory: pytest.TempPathFactory, default_model: Path) -> Iterator[dict]:
    require_dbus()
    root = tmp_path_factory.mktemp("desktop")
    paths = Paths(root / "data").ensure()
    for src in (default_model, sidecar_path(default_model)):
        shutil.copy2(src, paths.models_dir / src.name)
    notes = write_notes(root / "notes")
    write_pdf(
        notes / "lease.pdf",
        ["Tenancy agreement, general terms.", "The tenant pays the deposit of 900 pounds to the landlord."],
    )
    _script(notes / "cleanup.sh", "rm -rf ~/tmp/build\n")
    box = mailbox.mbox(notes / "choir.mbox")
    box.add(
        b"From: Choir <choir@example.org>\nTo: me@example.org\nSubject: Rehearsal moved\n"
        b"Message-ID: <rehearsal@example.org>\nDate: Tue, 14 Apr 2026 09:30:00 +0100\n\n"
        b"The choir rehearsal moves to Thursday; bring the Brahms scores.\n"
    )
    box.flush()
    box.close()
    with Engine(paths) as engine:
        engine.index([notes])

    home, fake_bin, record, tmp = root / "home", root / "bin", root / "record", root / "tmp"
    for folder in (home, fake_bin, record, tmp):
        folder.mkdir()
    for program in ("xdg-open", "evince", "gio"):
        # written aside, then renamed: the test never reads a record created but not yet written
        aside = f"{record}/.{program}.$$"
        _script(fake_bin / program, f'printf "%s\\n" "$@" > "{aside}" && mv "{aside}" "{record}/{program}"\n')
    _script(fake_bin / "xdg-mime", "echo org.gnome.Evince.desktop\n")
    env = {
        "PATH": f"{fake_bin}:{os.environ['PATH']}",
        "HOME": str(home),
        "XDG_DATA_HOME": str(home / ".local" / "share"),
        "XDG_CONFIG_HOME": str(home / ".config"),
        "XDG_CACHE_HOME": str(home / ".cache"),
        "DESKTOP_SEARCH_HOME": str(paths.data_dir),
        "TMPDIR": str(tmp),
        "LANG": "C.UTF-8",
        "PYTHONPATH": str(ROOT),
        "QT_QPA_PLATFORM": "offscreen",  # "show all results" starts the app's launcher here
    }
    portable = _portable(root / "portable")
    installed = subprocess.run(
        ["sh", str(portable / "install.sh")], env=env, capture_output=True, text=True, check=True
    )
    bus = SessionBus.start(env, root)
    yield {
        "bus": bus,
        "record": record,
        "notes": notes,
        "paths": paths,
        "env": env,
        "portable": portable,
        "installed": installed.stdout,
        "tmp": tmp,
    }
    bus.stop()


def _recorded(record: Path, program: str, timeout_s: float = 20.0) -> list[str]:
    path = record / program
    deadline = time.monotonic() + timeout_s
    while not path.exists() and time.monotonic() < deadline:
        time.sleep(0.05)
    assert path.exists(), f"{program} was not run"
    lines = path.read_text(encoding="utf-8").splitlines()
    path.unlink()
    return lines


def test_install_puts_the_service_and_runner_where_the_desktop_looks(desktop: dict) -> None:
    data = Path(desktop["env"]["XDG_DATA_HOME"])
    service = data / "dbus-1" / "services" / f"{BUS_NAME}.service"
    assert f'Exec="{desktop["portable"]}/desktop-search" search-provider' in service.read_text()
    runner = (data / "krunner" / "dbusplugins" / "io.github.desktop_search.DesktopSearch.desktop").read_text()
    assert f"X-Plasma-DBusRunner-Service={BUS_NAME}" in runner
    assert f"X-Plasma-DBusRunner-Path={KRUNNER_PATH}" in runner
    ini = (
        ROOT
        / "resources"
        / "gnome-shell"
        / "search-providers"
        / "io.github.desktop_search.DesktopSearch.search-provider.ini"
    ).read_text()
    assert f"BusName={BUS_NAME}" in ini
    assert f"ObjectPath={GNOME_PATH}" in ini
    assert "Version=2" in ini
    assert "DesktopId=io.github.desktop_search.DesktopSearch.desktop" in ini
    assert "sudo ./install.sh --gnome" in desktop["installed"]  # GNOME reads system folders only


def test_gnome_shell_gets_results_and_their_metas(desktop: dict) -> None:
    bus: SessionBus = desktop["bus"]
    assert bus.owner_pid(BUS_NAME) is None  # nothing runs until the desktop asks
    (ids,) = bus.call(BUS_NAME, GNOME_PATH, GNOME, "GetInitialResultSet", "as", [["homemade", "bread"]])
    assert Path(ids[0]).name == "sourdough.md"  # a paraphrase: found by meaning
    pid = bus.owner_pid(BUS_NAME)
    assert pid is not None  # activated by the call, as its service file says
    assert "search-provider" in Path(f"/proc/{pid}/cmdline").read_bytes().decode().replace("\0", " ")

    (metas,) = bus.call(BUS_NAME, GNOME_PATH, GNOME, "GetResultMetas", "as", [[*ids[:2], "/etc/passwd"]])
    assert [m["id"].value for m in metas] == ids[:2]  # an id it never gave out is not described
    first = metas[0]
    assert first["name"].value == "sourdough.md"
    folder = str(desktop["notes"])
    assert first["description"].value.startswith(folder + " · ")  # where, then the passage
    assert "starter" in first["description"].value or "flour" in first["description"].value
    assert "text-x-generic" in first["gicon"].value or "text-markdown" in first["gicon"].value
    assert first["clipboardText"].value == ids[0]

    # Typing on: the shell asks for a subsearch with the longer terms; rare words come first.
    (more,) = bus.call(
        BUS_NAME, GNOME_PATH, GNOME, "GetSubsearchResultSet", "asas", [ids, ["tenant", "deposit"]]
    )
    assert Path(more[0]).name == "lease.pdf"
    (short,) = bus.call(BUS_NAME, GNOME_PATH, GNOME, "GetInitialResultSet", "as", [["b"]])
    assert short == []  # one letter means nothing yet


def test_activating_a_result_opens_it_at_its_place(desktop: dict) -> None:
    bus: SessionBus = desktop["bus"]
    record: Path = desktop["record"]
    (ids,) = bus.call(BUS_NAME, GNOME_PATH, GNOME, "GetInitialResultSet", "as", [["tenant", "deposit"]])
    pdf = str(desktop["notes"] / "lease.pdf")
    assert ids[0] == pdf
    bus.call(BUS_NAME, GNOME_PATH, GNOME, "ActivateResult", "sasu", [pdf, ["tenant", "deposit"], 0])
    assert _recorded(record, "evince") == ["--page-index=2", pdf]  # the page the words are on

    (ids,) = bus.call(BUS_NAME, GNOME_PATH, GNOME, "GetInitialResultSet", "as", [["homemade", "bread"]])
    bus.call(BUS_NAME, GNOME_PATH, GNOME, "ActivateResult", "sasu", [ids[0], [], 0])
    assert _recorded(record, "xdg-open") == [ids[0]]

    # A script is shown in its folder, never run (no file manager on this bus: its folder opens).
    script = str(desktop["notes"] / "cleanup.sh")
    bus.call(BUS_NAME, GNOME_PATH, GNOME, "ActivateResult", "sasu", [script, [], 0])
    assert _recorded(record, "xdg-open") == [str(desktop["notes"])]

    # Another program on the bus cannot have it open what the index does not hold.
    with pytest.raises(RuntimeError, match="NotOpened"):
        bus.call(BUS_NAME, GNOME_PATH, GNOME, "ActivateResult", "sasu", ["/etc/passwd", [], 0])
    assert not (record / "xdg-open").exists()


def test_krunner_matches_and_runs_its_actions(desktop: dict) -> None:
    bus: SessionBus = desktop["bus"]
    record: Path = desktop["record"]
    (actions,) = bus.call(BUS_NAME, KRUNNER_PATH, KRUNNER, "Actions")
    assert [a[0] for a in actions] == ["reveal", "copy"]
    (matches,) = bus.call(BUS_NAME, KRUNNER_PATH, KRUNNER, "Match", "s", ["filing taxes"])
    match_id, text, icon, kind, relevance, props = matches[0]
    assert Path(match_id).name == "taxes.txt"
    assert text == "taxes.txt"
    assert icon
    assert kind in (30, 50)
    assert 0.5 <= relevance <= 1.0
    assert [m[4] for m in matches] == sorted((m[4] for m in matches), reverse=True)
    assert props["urls"].value == [Path(match_id).as_uri()]
    assert props["subtext"].value.startswith(str(desktop["notes"]))
    assert props["actions"].value == ["reveal", "copy"]

    bus.call(BUS_NAME, KRUNNER_PATH, KRUNNER, "Run", "ss", [match_id, ""])
    assert _recorded(record, "xdg-open") == [match_id]
    bus.call(BUS_NAME, KRUNNER_PATH, KRUNNER, "Run", "ss", [match_id, "reveal"])
    assert _recorded(record, "xdg-open") == [str(Path(match_id).parent)]
    with pytest.raises(RuntimeError, match="UnknownAction"):
        bus.call(BUS_NAME, KRUNNER_PATH, KRUNNER, "Run", "ss", [match_id, "delete"])


def test_the_provider_sees_what_the_app_indexes_meanwhile(desktop: dict) -> None:
    bus: SessionBus = desktop["bus"]
    paths: Paths = desktop["paths"]
    notes: Path = desktop["notes"]
    (notes / "kayak.txt").write_text("Paddled the kayak across the fjord; the spray skirt kept us dry.\n")
    with Engine(paths) as engine:  # the app indexes while the provider runs
        engine.index([notes])
    (ids,) = bus.call(BUS_NAME, GNOME_PATH, GNOME, "GetInitialResultSet", "as", [["fjord", "kayak"]])
    assert Path(ids[0]).name == "kayak.txt"


def test_launch_search_asks_the_running_app_to_search(
    desktop: dict, qtbot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """GNOME's "show all results": the app's window comes to the front searching for the terms."""
    from desktop_search.ui.single_instance import SingleInstance

    monkeypatch.delenv("XDG_RUNTIME_DIR", raising=False)  # the bus's programs have none either
    running = SingleInstance(str(desktop["paths"].data_dir))
    assert running.listen()
    try:
        with qtbot.waitSignal(running.search_requested, timeout=60_000) as asked:
            bus: SessionBus = desktop["bus"]
            bus.call(BUS_NAME, GNOME_PATH, GNOME, "LaunchSearch", "asu", [["tenant", "deposit"], 0])
        assert asked.args == ["tenant deposit"]
    finally:
        running.close()


def _stop_provider(bus: SessionBus) -> None:
    """End the running provider as the end of a session does (SIGTERM), and wait until it is gone."""
    pid = bus.owner_pid(BUS_NAME)
    if pid is None:
        return
    os.kill(pid, signal.SIGTERM)
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        try:
            if psutil.Process(pid).status() == psutil.STATUS_ZOMBIE:
                return
        except psutil.NoSuchProcess:
            return
        time.sleep(0.05)
    raise AssertionError("the provider did not end on SIGTERM")


def test_the_terms_are_measured_against_the_servers_limit() -> None:
    assert query_of(["ab", "", "cd"]) == "ab cd"
    assert query_of(["a" * MAX_QUERY_CHARS]) == "a" * MAX_QUERY_CHARS
    assert query_of(["a" * (MAX_QUERY_CHARS - 2), "b"]) == "a" * (MAX_QUERY_CHARS - 2) + " b"
    assert query_of(["a" * (MAX_QUERY_CHARS - 1), "b"]) is None  # 1,001 with the space
    assert query_of([""] * (MAX_QUERY_CHARS + 1)) is None  # more terms than characters allowed


def test_a_query_longer_than_the_servers_take_is_refused_before_any_work(desktop: dict) -> None:
    """#43 item 10: a 1 MB query took 11.9 s, held a normal query up for 10.9 s and left the
    provider at 792 MB. Now it is refused at the door, as the HTTP server refuses it."""
    bus: SessionBus = desktop["bus"]
    terms = ["tenant", "deposit"]
    (ids,) = bus.call(BUS_NAME, GNOME_PATH, GNOME, "GetInitialResultSet", "as", [terms])
    assert ids
    provider = psutil.Process(bus.owner_pid(BUS_NAME))
    before = provider.memory_info().rss
    huge = [*terms, "x" * 1_000_000]
    assert bus.call(BUS_NAME, GNOME_PATH, GNOME, "GetInitialResultSet", "as", [huge]) == [[]]
    assert bus.call(BUS_NAME, GNOME_PATH, GNOME, "GetSubsearchResultSet", "asas", [ids, huge]) == [[]]
    many = ["ab"] * (MAX_QUERY_CHARS // 2)  # short terms, 1,499 characters with their spaces
    assert bus.call(BUS_NAME, GNOME_PATH, GNOME, "GetInitialResultSet", "as", [many]) == [[]]
    assert bus.call(BUS_NAME, KRUNNER_PATH, KRUNNER, "Match", "s", [" ".join(huge)]) == [[]]
    with pytest.raises(RuntimeError, match="NotStarted"):  # the app is not started with it either
        bus.call(BUS_NAME, GNOME_PATH, GNOME, "LaunchSearch", "asu", [huge, 0])
    # The provider did none of the work and is as it was: the next query is answered as before.
    assert bus.call(BUS_NAME, GNOME_PATH, GNOME, "GetInitialResultSet", "as", [terms]) == [ids]
    assert provider.memory_info().rss - before < 64 * 2**20
    log = (desktop["paths"].log_dir / "desktop-search.log").read_text(encoding="utf-8")
    assert f"refused a query of 1,000,015 characters (the most is {MAX_QUERY_CHARS:,})" in log
    assert f"refused a query of 1,499 characters (the most is {MAX_QUERY_CHARS:,})" in log


def test_message_copies_are_removed_when_the_provider_ends_and_leftovers_when_it_starts(
    desktop: dict,
) -> None:
    """#43 item 10: each message opened from the desktop's search box left its
    /tmp/desktop-search-message-* folder behind for good."""
    bus: SessionBus = desktop["bus"]
    tmp: Path = desktop["tmp"]
    _stop_provider(bus)
    hours_ago = time.time() - 2 * 3600
    crashed = tmp / "desktop-search-message-crashed"  # left by a provider that crashed
    crashed.mkdir(mode=0o700)
    (crashed / "Old news.eml").write_bytes(b"Subject: Old news\n\nForgotten.\n")
    fresh = tmp / "desktop-search-message-fresh"  # the window's copy, being opened right now
    fresh.mkdir(mode=0o700)
    (fresh / "Just opened.eml").write_bytes(b"Subject: Just opened\n\nBeing read.\n")
    precious = tmp / "precious"
    precious.mkdir()
    (precious / "keep.txt").write_text("not a message copy", encoding="utf-8")
    planted = tmp / "desktop-search-message-planted"  # a link with the name: never followed
    planted.symlink_to(precious)
    not_ours = tmp / "desktop-search-message-notes.txt"  # a file with the name: not a copy folder
    not_ours.write_text("a file", encoding="utf-8")
    for path in (crashed, fresh, planted, not_ours):
        if path != fresh:
            os.utime(path, (hours_ago, hours_ago), follow_symlinks=False)

    (matches,) = bus.call(BUS_NAME, KRUNNER_PATH, KRUNNER, "Match", "s", ["choir rehearsal Brahms"])
    assert not crashed.exists()  # the provider's start cleared what a crash left
    assert (fresh / "Just opened.eml").exists()
    assert planted.is_symlink()
    assert (precious / "keep.txt").read_text(encoding="utf-8") == "not a message copy"
    assert not_ours.read_text(encoding="utf-8") == "a file"

    message_id = next(m[0] for m in matches if m[1] == "Rehearsal moved")
    bus.call(BUS_NAME, KRUNNER_PATH, KRUNNER, "Run", "ss", [message_id, ""])
    (opened,) = _recorded(desktop["record"], "xdg-open")
    copy = Path(opened)
    assert copy.parent.parent == tmp
    assert b"bring the Brahms scores" in copy.read_bytes()

    _stop_provider(bus)
    assert not copy.parent.exists()  # gone with the provider
    assert (fresh / "Just opened.eml").exists()  # another process's copy is left to it
    assert (precious / "keep.txt").read_text(encoding="utf-8") == "not a message copy"
