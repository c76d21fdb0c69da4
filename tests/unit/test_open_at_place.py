"""Opening a result at its place: the command lines per platform, viewer and editor, and the line
of a passage in its file (counted in the text the indexer stored offsets into)."""

from __future__ import annotations

import plistlib
from pathlib import Path

import pytest

from desktop_search.core import opening
from desktop_search.core.common.editor_template import split_command
from desktop_search.core.common.settings import Settings
from desktop_search.core.extract.registry import extract_file
from desktop_search.core.opening import editor_command, open_command
from desktop_search.core.searching.places import TextWindow, first_match, line_and_column, load_text, place_of
from desktop_search.core.text.chunking import chunk_text
from desktop_search.core.text.lexical import Query


def installed(*names: str, folder: str = "/usr/bin"):
    """A stand-in for shutil.which: these programs are installed, nothing else."""
    return lambda name: f"{folder}/{name}" if name in names else None


def linux_pdf(path: str, page: int | None, default: str | None, *programs: str) -> list[str] | None:
    return open_command(
        path, page=page, platform="linux", which=installed(*programs), default_pdf_app=lambda: default
    )


# -- Linux: the user's default PDF application, told the page its own way ------------------------


@pytest.mark.parametrize(
    ("desktop_id", "program", "expected"),
    [
        ("org.gnome.Evince.desktop", "evince", ["/usr/bin/evince", "--page-index=7", "/d/r.pdf"]),
        ("evince.desktop", "evince", ["/usr/bin/evince", "--page-index=7", "/d/r.pdf"]),
        ("okularApplication_pdf.desktop", "okular", ["/usr/bin/okular", "--page", "7", "/d/r.pdf"]),
        ("org.kde.okular.desktop", "okular", ["/usr/bin/okular", "--page", "7", "/d/r.pdf"]),
        ("atril.desktop", "atril", ["/usr/bin/atril", "--page-index=7", "/d/r.pdf"]),
        ("xreader.desktop", "xreader", ["/usr/bin/xreader", "--page-index=7", "/d/r.pdf"]),
        # Zathura's entry names its MuPDF plugin: it is still Zathura that opens the file.
        ("org.pwmt.zathura-pdf-mupdf.desktop", "zathura", ["/usr/bin/zathura", "--page=7", "/d/r.pdf"]),
        ("qpdfview.desktop", "qpdfview", ["/usr/bin/qpdfview", "/d/r.pdf#7"]),
        ("mupdf.desktop", "mupdf", ["/usr/bin/mupdf", "/d/r.pdf", "7"]),
        ("firefox.desktop", "firefox", ["/usr/bin/firefox", "file:///d/r.pdf#page=7"]),
        ("chromium.desktop", "chromium", ["/usr/bin/chromium", "file:///d/r.pdf#page=7"]),
        ("google-chrome.desktop", "google-chrome", ["/usr/bin/google-chrome", "file:///d/r.pdf#page=7"]),
    ],
)
def test_linux_default_viewer_opens_the_page(desktop_id: str, program: str, expected: list[str]) -> None:
    assert linux_pdf("/d/r.pdf", 7, desktop_id, program) == expected


def test_linux_the_default_wins_over_another_installed_viewer() -> None:
    # Okular is the user's choice; Evince merely installed too.
    argv = linux_pdf("/d/r.pdf", 2, "org.kde.okular.desktop", "evince", "okular")
    assert argv == ["/usr/bin/okular", "--page", "2", "/d/r.pdf"]


@pytest.mark.parametrize("default", [None, "", "libreoffice-draw.desktop", "com.github.xournalpp.desktop"])
def test_linux_unknown_or_no_default_opens_through_the_desktop(default: str | None) -> None:
    # Never a surprise: an installed Evince is not started instead of the user's own application.
    assert linux_pdf("/d/r.pdf", 3, default, "evince", "okular") is None


def test_linux_default_without_its_program_in_path_opens_through_the_desktop() -> None:
    # A Flatpak Evince: its desktop entry is the default, but no "evince" command exists.
    assert linux_pdf("/d/r.pdf", 3, "org.gnome.Evince.desktop") is None


def test_linux_browser_url_escapes_the_path() -> None:
    argv = linux_pdf("/home/u/My Docs/résumé #2.pdf", 4, "firefox.desktop", "firefox")
    assert argv == ["/usr/bin/firefox", "file:///home/u/My%20Docs/r%C3%A9sum%C3%A9%20%232.pdf#page=4"]


def test_linux_hash_in_the_name_is_not_read_as_a_page() -> None:
    # Okular and qpdfview read "name#x" as a place in the file: such a name opens plainly.
    assert linux_pdf("/d/issue #4.pdf", 2, "org.kde.okular.desktop", "okular") is None
    assert linux_pdf("/d/issue #4.pdf", 2, "qpdfview.desktop", "qpdfview") is None
    assert linux_pdf("/d/issue #4.pdf", 2, "org.gnome.Evince.desktop", "evince") == [
        "/usr/bin/evince",
        "--page-index=2",
        "/d/issue #4.pdf",
    ]


def test_a_pdf_without_a_page_or_another_file_needs_no_command() -> None:
    assert linux_pdf("/d/r.pdf", None, "org.gnome.Evince.desktop", "evince") is None
    assert linux_pdf("/d/r.pdf", 0, "org.gnome.Evince.desktop", "evince") is None
    assert linux_pdf("/d/notes.txt", 3, "org.gnome.Evince.desktop", "evince") is None
    assert linux_pdf("/d/R.PDF", 3, "org.gnome.Evince.desktop", "evince") == [
        "/usr/bin/evince",
        "--page-index=3",
        "/d/R.PDF",
    ]


def test_the_default_is_not_looked_up_when_there_is_no_page() -> None:
    def lookup() -> str:
        raise AssertionError("no page: nothing to look up")

    assert open_command("/d/r.pdf", platform="linux", default_pdf_app=lookup) is None


# -- Windows: the program the .pdf type opens with ----------------------------------------------

SUMATRA = r"C:\Program Files\SumatraPDF\SumatraPDF.exe"
READER = r"C:\Program Files\Adobe\Acrobat DC\Acrobat\Acrobat.exe"
READER_32 = r"C:\Program Files (x86)\Adobe\Acrobat Reader DC\Reader\AcroRd32.exe"
EDGE = r"C:\Program Files (x86)\Microsoft\Edge\Application\msedge.exe"
DOC = r"C:\Users\u\My Docs\report.pdf"


def windows_pdf(
    open_with: str | None, *, files: tuple[str, ...] = (), which=None, environ=None
) -> list[str] | None:
    which = which or installed()
    return open_command(
        DOC,
        page=5,
        platform="win32",
        which=which,
        default_pdf_app=lambda: open_with,
        environ=environ or {},
        exists=lambda p: p in files,
    )


def test_windows_sumatra_opens_the_page() -> None:
    assert windows_pdf(f'"{SUMATRA}" "%1"', files=(SUMATRA,)) == [SUMATRA, "-page", "5", DOC]


def test_windows_sumatra_is_found_where_it_is_installed_for_the_user() -> None:
    local = r"C:\Users\u\AppData\Local\SumatraPDF\SumatraPDF.exe"
    env = {"LOCALAPPDATA": r"C:\Users\u\AppData\Local", "ProgramFiles": r"C:\Program Files"}
    # The registry names a copy that is gone; the user's own installation is there.
    assert windows_pdf(f'"{SUMATRA}" "%1"', files=(local,), environ=env) == [local, "-page", "5", DOC]
    on_path = windows_pdf(f'"{SUMATRA}" "%1"', which=installed("SumatraPDF.exe", folder=r"C:\tools"))
    assert on_path == [r"C:\tools/SumatraPDF.exe", "-page", "5", DOC]
    assert windows_pdf(f'"{SUMATRA}" "%1"', environ=env) is None  # nowhere: the default handler


@pytest.mark.parametrize("reader", [READER, READER_32])
def test_windows_acrobat_opens_the_page(reader: str) -> None:
    assert windows_pdf(f'"{reader}" "%1"', files=(reader,)) == [reader, "/A", "page=5", DOC]


def test_windows_edge_opens_the_page_url() -> None:
    argv = windows_pdf(f'"{EDGE}" --single-argument %1', files=(EDGE,))
    assert argv == [EDGE, "file:///C:/Users/u/My%20Docs/report.pdf#page=5"]


def test_windows_command_with_environment_variables() -> None:
    env = {"ProgramFiles": r"C:\Program Files"}
    argv = windows_pdf(r"%ProgramFiles%\SumatraPDF\SumatraPDF.exe %1", files=(SUMATRA,), environ=env)
    assert argv == [SUMATRA, "-page", "5", DOC]


@pytest.mark.parametrize(
    "open_with",
    [None, "", r'"C:\Program Files\Foxit\FoxitPDFReader.exe" "%1"', r"C:\Windows\system32\OpenWith.exe %1"],
)
def test_windows_other_defaults_open_with_the_shell(open_with: str | None) -> None:
    # SumatraPDF is installed, but the user chose another reader (or none is known).
    assert windows_pdf(open_with, files=(SUMATRA,), which=installed("SumatraPDF.exe")) is None


# -- macOS ----------------------------------------------------------------------------------------


def test_macos_skim_is_told_the_page_by_applescript() -> None:
    path = '/Users/u/Papers/a "quoted" name.pdf'
    argv = open_command(path, page=12, platform="darwin", default_pdf_app=lambda: opening.SKIM_BUNDLE_ID)
    assert argv is not None
    assert argv[0] == "osascript"
    # The file and page are arguments of the script, never part of its text.
    assert argv[-2:] == [path, "12"]
    script = "\n".join(argv[2:-2:2])
    assert path not in script
    assert 'tell application "Skim"' in script
    assert "go to page" in script


@pytest.mark.parametrize("default", [None, "com.apple.preview", "com.adobe.acrobat.pdfreaderdc"])
def test_macos_preview_and_others_open_with_open(default: str | None) -> None:
    assert open_command("/Users/u/a.pdf", page=3, platform="darwin", default_pdf_app=lambda: default) is None


def test_macos_default_pdf_handler_is_read_from_launchservices(tmp_path: Path) -> None:
    prefs = tmp_path / "Library/Preferences/com.apple.LaunchServices"
    prefs.mkdir(parents=True)
    handlers = {
        "LSHandlers": [
            {"LSHandlerContentType": "public.html", "LSHandlerRoleAll": "org.mozilla.firefox"},
            {"LSHandlerContentType": "com.adobe.pdf", "LSHandlerRoleAll": "net.sourceforge.skim-app.Skim"},
        ]
    }
    (prefs / "com.apple.launchservices.secure.plist").write_bytes(
        plistlib.dumps(handlers, fmt=plistlib.FMT_BINARY)
    )
    assert opening._macos_pdf_handler(tmp_path) == opening.SKIM_BUNDLE_ID


# -- a text file at its line in the user's editor -------------------------------------------------


def editor(template: str, path: str = "/home/u/My notes/plan.txt", line: int = 42, column: int = 7, **kw):
    kw.setdefault("platform", "linux")
    kw.setdefault("which", installed("code", "gedit", "subl", "kate"))
    return open_command(path, line=line, column=column, editor=template, **kw)


def test_editor_templates_fill_in_the_place() -> None:
    path = "/home/u/My notes/plan.txt"
    assert editor("code -g {file}:{line}:{column}") == ["/usr/bin/code", "-g", f"{path}:42:7"]
    assert editor("gedit +{line} {file}") == ["/usr/bin/gedit", "+42", path]
    assert editor("subl {file}:{line}") == ["/usr/bin/subl", f"{path}:42"]
    assert editor("kate --line {line} --column {column} {file}") == [
        "/usr/bin/kate",
        "--line",
        "42",
        "--column",
        "7",
        path,
    ]


def test_editor_without_file_placeholder_gets_the_path_last() -> None:
    assert editor("gedit") == ["/usr/bin/gedit", "/home/u/My notes/plan.txt"]


def test_editor_not_found_is_kept_as_written_so_starting_it_fails_visibly() -> None:
    assert editor("nano-gui +{line} {file}") == ["nano-gui", "+42", "/home/u/My notes/plan.txt"]


def test_editor_program_path_with_spaces_and_quoted_words() -> None:
    argv = editor("'/opt/My Editor/bin/ed' --title 'a b' {file}", which=installed())
    assert argv == ["/opt/My Editor/bin/ed", "--title", "a b", "/home/u/My notes/plan.txt"]


def test_a_hostile_file_name_stays_one_argument() -> None:
    path = "/tmp/x; rm -rf ~ $(reboot) `id` '\" {line} {file}.txt"
    argv = editor("code -g {file}:{line}", path=path)
    # The path is filled in once, as it is: its own "{line}" and quotes are text, not placeholders.
    assert argv == ["/usr/bin/code", "-g", f"{path}:42"]


def test_editor_wins_for_a_line_pdf_page_for_a_page() -> None:
    # The window passes a line only for text files, a page only for PDFs.
    assert editor("code -g {file}:{line}", path="/d/a.md", line=3, column=1) == [
        "/usr/bin/code",
        "-g",
        "/d/a.md:3",
    ]
    no_editor = open_command("/d/a.md", line=3, editor="  ", platform="linux")
    assert no_editor is None  # no editor configured: the default application
    assert open_command("/d/a.md", line=3, editor='code "unclosed', platform="linux") is None


def test_the_file_is_never_the_program() -> None:
    # "{file} ..." would run the document itself.
    assert editor_command("{file} --line {line}", "/d/a.txt", 3, which=installed()) is None
    assert open_command("/d/a.txt", line=3, editor="{file}", platform="linux") is None


def test_unknown_line_or_column_is_one() -> None:
    assert editor_command("ed +{line}:{column} {file}", "/a.txt", None, None, which=installed()) == [
        "ed",
        "+1:1",
        "/a.txt",
    ]


def test_windows_editor_templates() -> None:
    template = r'"C:\Program Files\Notepad++\notepad++.exe" -n{line} {file}'
    argv = editor_command(template, r"C:\Users\u\My notes\a.txt", 9, platform="win32", which=installed())
    assert argv == [r"C:\Program Files\Notepad++\notepad++.exe", "-n9", r"C:\Users\u\My notes\a.txt"]
    assert split_command(r'code -g "{file}:{line}"', platform="win32") == ["code", "-g", "{file}:{line}"]


def test_windows_batch_file_editor_never_gets_a_path_cmd_would_run() -> None:
    code_cmd = installed("code", folder=r"C:\Users\u\AppData\Local\Programs\Microsoft VS Code\bin")
    template = "code -g {file}:{line}"

    def which(name: str) -> str | None:
        found = code_cmd(name)
        return found + ".cmd" if found else None

    safe = editor_command(template, r"C:\notes\plan.txt", 3, platform="win32", which=which)
    assert safe is not None
    assert safe[1:] == ["-g", r"C:\notes\plan.txt:3"]
    hostile = editor_command(template, r"C:\notes\a&calc.txt", 3, platform="win32", which=which)
    assert hostile is None  # the default application opens it instead
    # A real program (not a batch file) gets the name as one argument, whatever it holds.
    exe = editor_command(template, r"C:\notes\a&calc.txt", 3, platform="win32", which=installed("code"))
    assert exe == ["/usr/bin/code", "-g", r"C:\notes\a&calc.txt:3"]


def test_editor_setting_is_checked() -> None:
    assert Settings.from_dict({"editor": "code -g {file}:{line}"}).editor == "code -g {file}:{line}"
    assert Settings.from_dict({}).editor == ""
    for wrong in ['code "unclosed', 12, "{file}:{line}"]:
        settings = Settings.from_dict({"editor": wrong})
        assert settings.editor == ""
        assert any('"editor"' in w for w in settings.warnings)


def test_editor_setting_update_refuses_a_broken_command(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    assert Settings.update(path, editor="gedit +{line} {file}").editor == "gedit +{line} {file}"
    with pytest.raises(ValueError, match="editor"):
        Settings.update(path, editor="gedit '")
    assert Settings.load(path).editor == "gedit +{line} {file}"


# -- the line of a passage ------------------------------------------------------------------------


def test_line_and_column() -> None:
    text = "first line\nsecond línea\n\nfourth"
    assert line_and_column(text, 0) == (1, 1)
    assert line_and_column(text, 6) == (1, 7)
    assert line_and_column(text, text.index("línea")) == (2, 8)
    assert line_and_column(text, text.index("fourth")) == (4, 1)
    assert line_and_column(text, len(text)) == (4, 7)  # the end of the last line (no newline after)


def write(path: Path, data: bytes) -> Path:
    path.write_bytes(data)
    return path


@pytest.mark.parametrize(
    ("name", "data"),
    [
        ("crlf.txt", b"alpha\r\nbeta\r\n\r\ngamma target here\r\nomega\r\n"),
        ("cr.txt", b"alpha\rbeta\r\rgamma target here\romega"),
        ("latin.txt", "caf\xe9 na\xefve\nbeta\n\ngamma target here\n".encode("cp1252")),
        ("utf16.txt", "\ufeffälpha\r\nbeta\r\n\r\ngamma target here\r\n".encode("utf-16-le")),
        ("emoji.md", "# 📎 notes 📎\nbeta ✓\n\ngamma target here\n".encode()),
    ],
)
def test_line_of_an_offset_counts_as_an_editor_does(tmp_path: Path, name: str, data: bytes) -> None:
    path = write(tmp_path / name, data)
    # The offsets a stored passage holds are into the extracted text: find the word there.
    extracted = extract_file(path).text
    window = load_text(path)
    assert window.text == extracted  # the same decoding, the same newlines
    offset = extracted.index("target")
    line, column = window.line_and_column(offset)
    assert line == 4
    # The editor's line 4 (any newline convention) holds the word, at that column.
    raw_lines = data.decode("utf-16" if name.startswith("utf16") else "utf-8", errors="replace").splitlines()
    if name != "latin.txt":
        assert raw_lines[line - 1].lstrip("\ufeff")[column - 1 :].startswith("target")


def test_a_passage_on_the_first_and_on_the_last_line(tmp_path: Path) -> None:
    text = "opening words here\n" + "".join(f"filler line {i}\n" for i in range(50)) + "closing words"
    path = write(tmp_path / "notes.txt", text.encode())
    window = load_text(path)
    assert window.line_and_column(0) == (1, 1)
    assert window.line_and_column(text.index("closing")) == (52, 1)
    assert window.last_line == 52


def test_place_of_a_chunk_is_its_first_match(tmp_path: Path) -> None:
    lines = [f"line {i} says nothing much at all" for i in range(1, 400)]
    lines[299] = "line 300 mentions the zeppelin harbour"
    text = "\n\n".join(lines)  # paragraphs: the chunker cuts between them
    path = write(tmp_path / "long.txt", text.encode())
    chunks = chunk_text(text, count_tokens=lambda s: len(s.split()), max_tokens=60, overlap_tokens=10)
    chunk = next(c for c in chunks if "zeppelin" in c.text)
    assert chunk.char_start < text.index("zeppelin")
    window = load_text(path)
    query = Query.parse("zeppelin")
    spans = query.spans(window.text)
    line, column = place_of(window, chunk.char_start, chunk.char_end, spans)
    assert (line, column) == (
        599,
        text[text.rindex("\n", 0, text.index("zeppelin")) + 1 :].index("zeppelin") + 1,
    )
    # Without matches: the passage's own start.
    assert place_of(window, chunk.char_start, chunk.char_end) == window.line_and_column(chunk.char_start)
    assert first_match(text, chunk.char_start, chunk.char_end, query) == (
        text.index("zeppelin"),
        text.index("zeppelin") + len("zeppelin"),
    )


def test_a_long_file_is_shown_as_a_window_around_the_passage(tmp_path: Path) -> None:
    text = "".join(f"line {i:06d}\n" for i in range(1, 20001))  # 12 characters a line
    path = write(tmp_path / "big.log", text.encode())
    head = load_text(path, max_chars=1200)
    assert (head.start, head.first_line, head.cut_before, head.cut_after) == (0, 1, False, True)
    focus = text.index("line 015000")
    window = load_text(path, focus=focus, max_chars=1200)
    assert window.cut_before
    assert window.cut_after
    assert window.holds(focus)
    assert window.text.startswith("line ")  # starts at a line
    assert window.line_and_column(focus) == (15000, 1)
    assert window.first_line == int(window.text[5:11])
    tail = load_text(path, focus=len(text) - 5, max_chars=1200)
    assert tail.cut_before
    assert not tail.cut_after
    assert tail.last_line == 20001  # the empty line after the last newline
    assert TextWindow("x", "abc").whole


def test_a_passage_of_a_log_past_the_character_limit_is_shown_where_it_is(tmp_path: Path) -> None:
    # A log is indexed whole (its words only): the passages of its newest lines lie far past the
    # characters other files are read to. The preview reads up to them, a block at a time.
    text = "".join(f"line {i:07d} ✓ naïve\r\n" for i in range(1, 60_001))
    path = write(tmp_path / "app.log", text.encode())
    norm = text.replace("\r\n", "\n")
    focus = norm.index("line 0059000")
    window = load_text(path, focus=focus, max_chars=1200, read_chars=100_000)  # the limit is before it
    assert window.holds(focus)
    assert window.text == norm[window.start : window.end]
    assert window.text.startswith("line ")  # at a line
    assert window.line_and_column(focus) == (59000, 1)
    assert (window.cut_before, window.cut_after) == (True, True)
    tail = load_text(path, focus=len(norm) - 5, max_chars=1200, read_chars=100_000)
    assert tail.holds(len(norm) - 5)
    assert not tail.cut_after
    assert tail.last_line == 60001
    assert tail.text == norm[tail.start :]
