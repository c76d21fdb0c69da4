"""The installed package works for a user who has nothing else: fresh home, no network.

The .deb is unpacked into a temporary root and its launcher (/usr/bin/desktop-search)
is run: --version, index a folder holding text, PDF and DOCX (the extraction sandbox
spawns a child process from the frozen executable), search by meaning, status, a
scanned (image-only) PDF found through OCR, a voice memo found by what was said (the shipped
speech model), and the window started offscreen for a
few seconds. The portable .tar.gz is checked too.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
from pathlib import Path

import pytest

from desktop_search import __version__
from tests.helpers.documents import write_docx, write_pdf
from tests.helpers.recordings import Spoken, need_tools, speak
from tools.ocr_samples import find_font, image_pdf
from tools.session_bus import SessionBus

APP_ID = "io.github.desktop_search.DesktopSearch"
TIMEOUT_S = 300
#: How trouble starts on stderr: log records, Python and faulthandler, a Qt plugin that failed to load.
SEARCH_BOX_FILES = (
    f"dbus-1/services/{APP_ID}.SearchProvider.service",
    f"gnome-shell/search-providers/{APP_ID}.search-provider.ini",
    f"krunner/dbusplugins/{APP_ID}.desktop",
)
STDERR_PROBLEMS = ("ERROR", "CRITICAL", "Traceback", "Fatal Python error", "qt.qpa.plugin: Could not")


def _offline_prefix() -> list[str]:
    """Run inside a new network namespace (no network at all) when this machine allows it."""
    unshare = shutil.which("unshare")
    if unshare is None:
        return []
    for prefix in ([unshare, "--net"], [unshare, "--map-root-user", "--net"]):
        if subprocess.run([*prefix, "true"], capture_output=True, check=False).returncode == 0:
            return prefix
    return []


OFFLINE = _offline_prefix()


def _env(home: Path, **extra: str) -> dict[str, str]:
    """A fresh user: empty HOME and data directory, no proxy, the offscreen Qt platform."""
    env = {
        "PATH": "/usr/bin:/bin",
        "HOME": str(home),
        "XDG_DATA_HOME": str(home / ".local" / "share"),
        "XDG_CONFIG_HOME": str(home / ".config"),
        "XDG_CACHE_HOME": str(home / ".cache"),
        "DESKTOP_SEARCH_HOME": str(home / "data"),
        "LANG": "C.UTF-8",
        "QT_QPA_PLATFORM": "offscreen",
    }
    env.update(extra)
    return env


def run(binary: Path, *args: str, env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    done = subprocess.run(
        [*OFFLINE, str(binary), *args],
        env=env,
        capture_output=True,
        text=True,
        timeout=TIMEOUT_S,
        check=False,
    )
    command = " ".join([binary.name, *args])
    assert done.returncode == 0, f"{command} -> {done.returncode}\n{done.stdout}\n{done.stderr}"
    return done


@pytest.fixture(scope="module")
def launcher(deb_root: Path) -> Path:
    path = deb_root / "usr" / "bin" / "desktop-search"
    assert os.access(path, os.X_OK)
    return path


@pytest.fixture(scope="module")
def documents(tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = tmp_path_factory.mktemp("documents")
    (folder / "sourdough.txt").write_text(
        "Feed the sourdough starter twice a day with rye flour and keep it warm.\n", encoding="utf-8"
    )
    write_pdf(
        folder / "harbour-report.pdf",
        ["The sailing boat capsized near the lighthouse during the storm; the crew was rescued."],
    )
    write_docx(
        folder / "vat.docx",
        "Taxes",
        ["The quarterly VAT return for the bakery must be filed by the fifteenth of the month."],
    )
    return folder


@pytest.fixture(scope="module")
def scans(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A scanned invoice (a PDF holding only a 300 dpi image of the text) next to two typed notes."""
    if find_font("en") is None:
        pytest.skip("needs a Latin font to render the scan (apt-get install fonts-dejavu-core)")
    folder = tmp_path_factory.mktemp("scans")
    image_pdf(folder / "scan-0042.pdf", langs=("en",))  # "Invoice 2291 ... forty almond croissants ..."
    (folder / "sourdough.txt").write_text(
        "Feed the sourdough starter twice a day with rye flour and keep it warm.\n", encoding="utf-8"
    )
    (folder / "harbour.txt").write_text(
        "The sailing boat capsized near the lighthouse during the storm; the crew was rescued.\n",
        encoding="utf-8",
    )
    return folder


def test_package_layout(deb_root: Path) -> None:
    share = deb_root / "usr" / "share"
    assert (share / "applications" / f"{APP_ID}.desktop").is_file()
    assert (share / "metainfo" / f"{APP_ID}.metainfo.xml").is_file()
    assert (share / "icons" / "hicolor" / "scalable" / "apps" / "desktop-search.svg").is_file()
    for size in (16, 22, 24, 32, 48, 64, 96, 128, 256, 512):
        assert (share / "icons" / "hicolor" / f"{size}x{size}" / "apps" / "desktop-search.png").is_file()
    models = deb_root / "opt" / "desktop-search" / "_internal" / "models"
    assert (models / "all-MiniLM-L6-v2-f16.gguf").stat().st_size > 40_000_000
    assert (models / "all-MiniLM-L6-v2-f16.gguf.json").is_file()
    assert (models / "multilingual-e5-small-q4_0.gguf").stat().st_size > 70_000_000
    assert (models / "multilingual-e5-small-q4_0.gguf.json").is_file()
    assert (share / "doc" / "desktop-search" / "copyright").is_file()
    internal = deb_root / "opt" / "desktop-search" / "_internal"
    # The window's languages: the app's translations and Qt's own (file dialogs, OK/Cancel), no other Qt's.
    for language in ("de", "es", "fr", "zh_CN", "ru", "ar", "en"):
        assert list(internal.rglob(f"desktop_search_{language}.qm")), language
    qt_translations = {p.name for p in internal.rglob("PySide6/Qt/translations/*.qm")}
    assert {"qtbase_de.qm", "qtbase_ar.qm", "qtbase_zh_CN.qm"} <= qt_translations
    assert all(name.startswith("qtbase_") for name in qt_translations), sorted(qt_translations)[:5]
    # The desktop's search box, where GNOME Shell, D-Bus and KRunner look for it.
    for name in SEARCH_BOX_FILES:
        assert (share / name).is_file(), name
    service = (share / "dbus-1" / "services" / f"{APP_ID}.SearchProvider.service").read_text()
    assert "Exec=/usr/bin/desktop-search search-provider" in service
    # OCR: Tesseract comes in tesserocr's wheel libraries; its language data from Depends, not bundled.
    assert list((internal / "tesserocr.libs").glob("libtesseract-*.so*"))
    assert not (internal / "tessdata").exists()


def test_desktop_entry_and_metainfo_validate(deb_root: Path) -> None:
    share = deb_root / "usr" / "share"
    if shutil.which("desktop-file-validate") is None or shutil.which("appstreamcli") is None:
        pytest.skip("needs desktop-file-validate and appstreamcli (desktop-file-utils, appstream)")
    check = subprocess.run(
        ["desktop-file-validate", str(share / "applications" / f"{APP_ID}.desktop")],
        capture_output=True,
        text=True,
        check=False,
    )
    assert check.returncode == 0, check.stdout + check.stderr
    assert not check.stdout.strip(), check.stdout
    check = subprocess.run(
        ["appstreamcli", "validate", "--no-net", str(share / "metainfo" / f"{APP_ID}.metainfo.xml")],
        capture_output=True,
        text=True,
        check=False,
    )
    assert check.returncode == 0, check.stdout + check.stderr


def test_version(launcher: Path, tmp_path: Path) -> None:
    done = run(launcher, "--version", env=_env(tmp_path))
    assert done.stdout.strip() == f"desktop-search {__version__}"


def test_index_search_status_with_the_shipped_model(
    launcher: Path, deb_root: Path, documents: Path, tmp_path: Path
) -> None:
    env = _env(tmp_path)
    done = run(launcher, "index", str(documents), env=env)
    assert "indexed 3 files" in done.stdout, done.stdout + done.stderr
    assert "0 failed" in done.stdout, done.stdout + done.stderr

    def top_file(query: str) -> str:
        results = json.loads(run(launcher, "search", query, "--json", "--top", "3", env=env).stdout)
        assert results, f"nothing found for {query!r}"
        return Path(results[0]["path"]).name

    # Paraphrases, not the documents' words: found by the embedded model's meaning.
    assert top_file("ship overturned in bad weather near the coast") == "harbour-report.pdf"
    assert top_file("deadline for sales tax paperwork") == "vat.docx"
    assert top_file("bread yeast culture care") == "sourdough.txt"

    status = json.loads(run(launcher, "status", "--json", env=env).stdout)
    assert status["files"] == 3
    assert status["failed"] == 0
    assert status["device"].startswith(("CPU", "GPU"))
    # The model is used read-only from the installation; nothing is converted or fetched at first start.
    assert Path(status["model_file"]).is_relative_to(deb_root / "opt" / "desktop-search")
    assert not list((tmp_path / "data" / "models").glob("*.gguf"))
    verify = run(launcher, "verify", env=env)
    assert "index is consistent" in verify.stdout


def test_the_installed_search_provider_answers_the_desktop(
    launcher: Path, deb_root: Path, documents: Path, tmp_path: Path
) -> None:
    """The frozen app, started by D-Bus activation from the package's service file, answers GNOME and KRunner.

    The bus runs outside the offline namespace (its socket must be reachable from this process);
    the service file is the package's, its Exec pointed at the unpacked root.
    """
    env = _env(tmp_path)
    run(launcher, "index", str(documents), env=env)
    name = f"{APP_ID}.SearchProvider.service"
    packaged = (deb_root / "usr" / "share" / "dbus-1" / "services" / name).read_text()
    services = tmp_path / ".local" / "share" / "dbus-1" / "services"
    services.mkdir(parents=True)
    (services / name).write_text(packaged.replace("/usr/bin/desktop-search", str(launcher)))
    bus = SessionBus.start(env, tmp_path)
    try:
        base = "/" + APP_ID.replace(".", "/")
        gnome, krunner = "org.gnome.Shell.SearchProvider2", "org.kde.krunner1"
        (ids,) = bus.call(
            f"{APP_ID}.SearchProvider",
            base + "/SearchProvider",
            gnome,
            "GetInitialResultSet",
            "as",
            [["bread", "yeast", "culture"]],
        )
        assert ids, "nothing found"
        assert Path(ids[0]).name == "sourdough.txt", ids
        (metas,) = bus.call(
            f"{APP_ID}.SearchProvider", base + "/SearchProvider", gnome, "GetResultMetas", "as", [ids[:1]]
        )
        assert metas[0]["name"].value == "sourdough.txt"
        assert "rye flour" in metas[0]["description"].value
        (matches,) = bus.call(
            f"{APP_ID}.SearchProvider", base + "/KRunner", krunner, "Match", "s", ["quarterly VAT return"]
        )
        assert Path(matches[0][0]).name == "vat.docx"
    finally:
        bus.stop()


def test_the_installed_app_serves_an_mcp_client(launcher: Path, documents: Path, tmp_path: Path) -> None:
    """serve --mcp from the package (the frozen app brings the MCP SDK), with the query language."""
    import asyncio

    from mcp import ClientSession, StdioServerParameters, stdio_client

    env = _env(tmp_path)
    done = run(launcher, "index", str(documents), env=env)
    assert "indexed 3 files" in done.stdout, done.stdout + done.stderr

    async def ask() -> tuple[set[str], list[str], list[str]]:
        argv = [*OFFLINE, str(launcher), "serve", "--mcp"]
        params = StdioServerParameters(command=argv[0], args=argv[1:], env=env)
        async with stdio_client(params) as (read, write), ClientSession(read, write) as client:
            await client.initialize()
            tools = {tool.name for tool in (await client.list_tools()).tools}
            found = []
            for query in ("bread yeast culture care", "bread yeast culture care -starter"):
                reply = await client.call_tool("search", {"query": query, "top": 3})
                found.append([Path(r["path"]).name for r in json.loads(reply.content[0].text)])
        return tools, found[0], found[1]

    tools, plain, excluded = asyncio.run(ask())
    assert {"search", "get_passage"} <= tools
    assert plain[0] == "sourdough.txt"
    assert "sourdough.txt" not in excluded  # the query language, in the package


def test_scanned_pdf_found_by_a_word_and_by_meaning(launcher: Path, scans: Path, tmp_path: Path) -> None:
    """OCR in the installed app: libtesseract from the package, English from tesseract-ocr-eng."""
    env = _env(tmp_path)
    status = json.loads(run(launcher, "status", "--json", env=env).stdout)
    assert status["ocr"].startswith("on: eng"), status["ocr"]
    done = run(launcher, "index", str(scans), env=env)
    assert "indexed 3 files" in done.stdout, done.stdout + done.stderr
    assert "0 failed" in done.stdout, done.stdout + done.stderr
    assert "1 pages recognised" in done.stderr, done.stderr

    def top(query: str) -> dict[str, object]:
        results = json.loads(run(launcher, "search", query, "--json", "--top", "3", env=env).stdout)
        assert results, f"nothing found for {query!r}"
        return results[0]

    for query in ("croissants", "unpaid bill for sweets at a marriage celebration"):
        found = top(query)
        assert Path(str(found["path"])).name == "scan-0042.pdf", (query, found)
        assert found["ocr"] is True  # shown as recognised text
        assert found["page"] == 1


@pytest.fixture(scope="module")
def spoken(tmp_path_factory: pytest.TempPathFactory) -> Spoken:
    """A voice memo (an mp3 spoken by espeak-ng) beside a typed note."""
    need_tools()
    folder = tmp_path_factory.mktemp("memos")
    (folder / "sourdough.txt").write_text(
        "Feed the sourdough starter twice a day with rye flour and keep it warm.\n", encoding="utf-8"
    )
    return speak(
        folder / "memo.mp3",
        (
            "Remember to call the plumber about the leaking kitchen tap.",
            "The school trip to the zoo is on the second Friday of May.",
        ),
        gap_s=1.5,
    )


def test_speech_found_at_its_moment_with_the_shipped_model(
    launcher: Path, spoken: Spoken, tmp_path: Path
) -> None:
    """Speech in the installed app, offline: the shipped whisper-base (nothing in the data
    directory's models), decoded and transcribed in the frozen extraction child."""
    env = _env(tmp_path)
    status = json.loads(run(launcher, "status", "--json", env=env).stdout)
    assert status["speech"].startswith("on: whisper-base"), status["speech"]
    done = run(launcher, "index", str(spoken.path.parent), env=env)
    assert "0 failed" in done.stdout, done.stdout + done.stderr
    assert "speech: 1 recording," in done.stdout, done.stdout + done.stderr
    assert not list((tmp_path / "data" / "models").glob("whisper*")), "the shipped model was not used"
    for query in ("zoo trip", "an outing with the pupils to see animals"):
        results = json.loads(run(launcher, "search", query, "--json", "--top", "3", env=env).stdout)
        assert results, f"nothing found for {query!r}"
        found = results[0]
        assert Path(str(found["path"])).name == "memo.mp3", (query, results)
        assert abs(float(found["moment_s"]) - spoken.starts[1]) <= 5.0, (query, found, spoken.starts)


def test_gui_starts_offscreen_and_quits_cleanly(launcher: Path, tmp_path: Path) -> None:
    env = _env(tmp_path, DESKTOP_SEARCH_QUIT_AFTER="4")
    done = run(launcher, "gui", env=env)
    problems = [line for line in done.stderr.splitlines() if line.startswith(STDERR_PROBLEMS)]
    assert not problems, done.stderr
    log_dir = tmp_path / "data" / "logs"
    log = (log_dir / "desktop-search.log").read_text(encoding="utf-8")
    assert "exited with 0" in log
    assert " ERROR " not in log, log
    assert (log_dir / "crash.log").read_text(encoding="utf-8") == ""


def test_gui_starts_on_x11(launcher: Path, tmp_path: Path) -> None:
    """The real desktop path: Qt's xcb platform plugin and its bundled libraries, under Xvfb."""
    xvfb_run = shutil.which("xvfb-run")
    if xvfb_run is None:
        pytest.skip("xvfb-run is not installed (apt-get install xvfb)")
    env = _env(tmp_path, QT_QPA_PLATFORM="xcb", DESKTOP_SEARCH_QUIT_AFTER="3")
    done = subprocess.run(
        [xvfb_run, "-a", str(launcher), "gui"],
        env={**env, "PATH": "/usr/bin:/bin"},
        capture_output=True,
        text=True,
        timeout=TIMEOUT_S,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    assert not [line for line in done.stderr.splitlines() if line.startswith(STDERR_PROBLEMS)], done.stderr
    assert "exited with 0" in (tmp_path / "data" / "logs" / "desktop-search.log").read_text(encoding="utf-8")


def test_deb_depends_on_what_qt_needs_for_a_window(deb_file: Path) -> None:
    """Installing the .deb brings Qt's X11 libraries, which a fresh Debian 12 lacks."""
    fields = subprocess.run(
        ["dpkg-deb", "-f", str(deb_file), "Depends"], capture_output=True, text=True, check=True
    ).stdout
    depends = {part.strip().split(" ")[0] for part in fields.split(",")}
    needed = {"libxcb-cursor0", "libxcb-icccm4", "libxcb-keysyms1", "libxcb-image0", "libxkbcommon-x11-0"}
    needed |= {"tesseract-ocr-eng", "tesseract-ocr-osd"}  # OCR's language data (English, orientation)
    assert needed <= depends, f"missing from Depends: {sorted(needed - depends)}"


def test_portable_tarball_runs(portable_dir: Path, tmp_path: Path) -> None:
    binary = portable_dir / "desktop-search"
    env = _env(tmp_path)
    assert run(binary, "--version", env=env).stdout.strip() == f"desktop-search {__version__}"
    status = json.loads(run(binary, "status", "--json", env=env).stdout)
    assert status["files"] == 0
    assert Path(status["model_file"]).is_relative_to(portable_dir)
    assert (portable_dir / "share" / "applications" / f"{APP_ID}.desktop").is_file()
    assert os.access(portable_dir / "install.sh", os.X_OK)


def test_portable_install_adds_the_search_box_and_uninstall_removes_it(
    portable_dir: Path, tmp_path: Path
) -> None:
    env = _env(tmp_path)
    data = tmp_path / ".local" / "share"
    done = subprocess.run(
        ["sh", str(portable_dir / "install.sh")], env=env, capture_output=True, text=True, check=True
    )
    assert "KRunner" in done.stdout
    service = data / "dbus-1" / "services" / f"{APP_ID}.SearchProvider.service"
    assert f'Exec="{portable_dir}/desktop-search" search-provider' in service.read_text()
    assert (data / "krunner" / "dbusplugins" / f"{APP_ID}.desktop").is_file()
    assert (data / "applications" / f"{APP_ID}.desktop").is_file()
    subprocess.run(
        ["sh", str(portable_dir / "install.sh"), "--uninstall"], env=env, capture_output=True, check=True
    )
    assert not service.exists()
    assert not (data / "krunner" / "dbusplugins" / f"{APP_ID}.desktop").exists()
    assert not (data / "applications" / f"{APP_ID}.desktop").exists()
    assert portable_dir.joinpath("desktop-search").exists()  # the folder itself is left in place


def test_portable_tarball_brings_its_own_ocr_data(portable_dir: Path, tmp_path: Path) -> None:
    """English and orientation data ship inside the tarball, and the app reads them from there."""
    tessdata = portable_dir / "_internal" / "tessdata"
    assert sorted(p.name for p in tessdata.iterdir()) == ["eng.traineddata", "osd.traineddata"]
    # A German locale asks for German too: the bundled data has none, so OCR stays English even
    # where the system's tessdata holds deu.traineddata (as on the build machine).
    status = json.loads(
        run(
            portable_dir / "desktop-search", "status", "--json", env=_env(tmp_path, LANG="de_DE.UTF-8")
        ).stdout
    )
    assert status["ocr"].startswith("on: eng ("), status["ocr"]


@pytest.mark.timeout(1500)  # lintian reads every file of a 375 MB tree: minutes on a busy machine
def test_deb_passes_lintian(deb_file: Path) -> None:
    """No lintian errors; the overrides and the warnings left are explained in packaging/README.md."""
    if shutil.which("lintian") is None:
        pytest.skip("lintian is not installed (apt-get install lintian)")
    check = subprocess.run(
        ["lintian", "--fail-on", "error", "--tag-display-limit", "0", str(deb_file)],
        capture_output=True,
        text=True,
        timeout=1200,
        check=False,
    )
    errors = [line for line in check.stdout.splitlines() if line.startswith("E:")]
    assert check.returncode == 0, check.stdout + check.stderr
    assert not errors, "\n".join(errors)
