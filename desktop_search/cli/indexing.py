"""The commands that build and look after the index: index, folders, verify, watch, status."""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..core.common.config import Paths
from . import drives
from .models import _choose_model_at_once, _chosen_model
from .opening import _open_engine
from .shared import publish_after_run, publish_index
from .terminal import json_text, terminal_safe

if TYPE_CHECKING:
    from ..core.contracts import Answer, EngineStatus, RerankerOffer, RunProgress, RunSummary
    from ..core.text.languages import ModelOffer


def _cmd_index(args: argparse.Namespace, paths: Paths) -> int:
    from ..core.indexing.progress import Progress

    interactive = sys.stderr.isatty()
    last = [0.0]

    from ..core.contracts import RunProgress
    from ..core.progress_text import describe

    said = {"words": False}

    def show(p: Progress) -> None:
        now = time.monotonic()
        busy = p.phase in ("indexing", "meaning", "speech", "paused")
        if busy and now - last[0] < 0.2:
            return
        last[0] = now
        if p.phase in ("done", "cancelled", "saving"):
            line = f"{p.phase}: {p.files_done}/{p.files_total} files read"
            line += f", {p.meaning_done} passages given meaning"
        else:
            line = terminal_safe(describe(RunProgress.of(p)))
        if p.pages_recognised and not p.recognising:
            line += f", {p.pages_recognised} pages recognised"
        if interactive:
            print(f"\r\033[K{line}", end="", file=sys.stderr, flush=True)
        elif p.phase in ("done", "cancelled"):
            print(line, file=sys.stderr)
        # Both phases on their own line, also when the output is not a terminal.
        if p.words_s is not None and not said["words"] and p.phase != "scanning":
            said["words"] = True
            end = "\n" if interactive else ""
            if p.failed:  # read before, a file keeps its last passages; else it is found by name only
                which = f"{p.files_total - p.failed} of {p.files_total} files"
                unread = f" ({p.failed} could not be read)"
            else:
                which, unread = f"all {p.files_total} files", ""
            print(f"{end}words: {which} searchable by words after {p.words_s:.1f}s{unread}", file=sys.stderr)

    model = _chosen_model(args, paths)
    if _choose_model_at_once(model, paths):
        model = ""
    with _open_engine(paths, "desktop-search index") as engine:
        if args.retry_failed:
            engine.retry_failed()
        if model:
            code = _switch_model(engine, model=model, folders=args.paths, show=show, interactive=interactive)
            if args.store:
                publish_index(engine, args.store)
            return code
        report = engine.index(args.paths, progress=show)
        if interactive:
            print(file=sys.stderr)
        _print_report(report)
        if (pending := engine.pending_model_switch()) is not None:
            print(
                f"desktop-search: the switch to {terminal_safe(pending.name)} is not done yet "
                f"(index --model {terminal_safe(str(pending))} goes on with it)",
                file=sys.stderr,
            )
        if (offer := engine.model_offer()) is not None:
            _WatchEvents().model_offered(offer)
        if args.store:
            publish_index(engine, args.store)
        return drives.update_drives(engine, paths)


#: The exit status of ``index --model`` when the switch could not be made yet (the index in use
#: stays; running the command again goes on with it).
SWITCH_NOT_DONE = 3


def _switch_model(engine, *, model: str, folders: list[Path], show, interactive: bool) -> int:  # Engine
    """``index --model``: another model's index is built beside the one in use and replaces it
    once it holds all that one holds; until then searches use the old one."""
    for folder in folders:
        engine.add_folder(folder)
    old = engine.embedder.info.name
    if not engine.start_model_switch(model):  # the same vectors: nothing to build again
        report = engine.index(progress=show)
        if interactive:
            print(file=sys.stderr)
        _print_report(report)
        return 0
    report = engine.run_model_switch(progress=show)
    if interactive:
        print(file=sys.stderr)
    _print_report(report)
    if engine.pending_model_switch() is None:
        print(f"switched to {terminal_safe(engine.embedder.info.name)}")
        return 0
    why = engine.switch_waiting() or ("interrupted" if report.cancelled else "not every file was read yet")
    print(
        f"desktop-search: not switched to {terminal_safe(Path(model).name)}: {terminal_safe(why)}. "
        f"Searches still use {terminal_safe(old)}, with all it held; "
        f"'desktop-search index --model {terminal_safe(model)}' goes on with the switch.",
        file=sys.stderr,
    )
    return SWITCH_NOT_DONE


def _print_report(report) -> None:  # IndexReport
    print(
        f"indexed {report.files_indexed} files ({report.chunks_added} chunks), "
        f"{report.files_unchanged} unchanged, {report.files_moved} moved, {report.files_removed} removed, "
        f"{report.files_failed} failed, {report.files_skipped} skipped in {report.seconds:.1f}s"
    )
    words = f"{report.words_s:.1f}s" if report.words_s is not None else "not reached"
    state = (
        f"{report.meaning_pending} still waiting" if report.meaning_pending else "all passages have meaning"
    )
    if report.interrupted:
        state += " (gave way to a change; the next run goes on)"
    unread = report.files_failed + report.files_skipped
    which = "every file read" if unread else "every file"
    but = f" ({unread} could not be read)" if unread else ""
    print(
        f"words: {which} searchable by its words after {words}{but}; "
        f"meaning: {report.passages_embedded} passages embedded, {state}"
    )
    if report.recordings_transcribed or report.speech_pieces or report.speech_unavailable:
        print(f"speech: {_speech_summary(report)}")
    for path, reason in report.errors:
        print(f"  not indexed: {terminal_safe(path)}: {terminal_safe(reason)}", file=sys.stderr)
    for path, note in report.notes:
        print(f"  partly indexed: {terminal_safe(path)}: {terminal_safe(note)}", file=sys.stderr)
    for path, why in report.folders_away:
        print(f"  kept as it was: {terminal_safe(path)} is {terminal_safe(why)}", file=sys.stderr)
    if report.files_kept:
        print(f"  kept {report.files_kept} files below folders that could not be read", file=sys.stderr)


def _speech_summary(report) -> str:  # IndexReport
    """What the speech step did: "3 recordings, 14.2 min of sound transcribed (2 of 9 pieces
    from the cache)", or why speech was not read."""
    if not report.speech_pieces:
        return f"not read: {terminal_safe(report.speech_unavailable)}"
    minutes = report.speech_seconds / 60
    count = report.recordings_transcribed
    said = f"{count} recording{'' if count == 1 else 's'}, {minutes:.1f} min of sound transcribed"
    if report.speech_cache_hits:
        said += f" ({report.speech_cache_hits} of {report.speech_pieces} pieces from the cache)"
    if report.speech_unavailable:
        said += f"; stopped: {terminal_safe(report.speech_unavailable)}"
    return said


def _cmd_folders(args: argparse.Namespace, paths: Paths) -> int:
    action = args.folders_command or "list"
    with _open_engine(paths, "desktop-search folders") as engine:
        if action == "add":
            local, code = [], 0
            for folder in args.paths:
                if drives.wants_drive(folder, index_on_drive=args.index_on_drive):
                    code = max(code, drives.keep_on_drive(engine, paths, folder, make=args.index_on_drive))
                else:
                    local.append(folder)
            for folder in local:
                engine.add_folder(folder)
            for note in engine.move_notes:
                print(terminal_safe(note))
            if local:
                print(f"{len(local)} folders chosen; 'desktop-search index' reads them")
            return code
        if action == "add-vectors":
            return max((drives.add_drive_vectors(engine, paths, folder) for folder in args.paths), default=0)
        if action == "remove":
            code = 0
            for folder in args.paths:
                if drives.forget_drive(paths, folder):
                    print(f"removed {terminal_safe(folder)}: its index stays on its drive")
                    continue
                try:
                    forgotten = engine.remove_folder(folder)
                except KeyError as exc:
                    print(f"desktop-search: {terminal_safe(str(exc.args[0]))}", file=sys.stderr)
                    code = 1
                    continue
                print(f"removed {terminal_safe(folder)}: {forgotten} files forgotten")
            return code
        if action == "move":
            kept = engine.move_folder(args.old, args.new)
            print(f"{terminal_safe(args.old)} is now {terminal_safe(str(args.new))}: {kept} files kept")
            return 0
        states = engine.folder_states()
    on_drives = drives.drive_states(paths)
    if args.json:
        print(json_text(states + [{**d, "index_on_drive": True} for d in on_drives], indent=2))
        return 0
    if not states and not on_drives:
        print("no folders yet: 'desktop-search folders add PATH' or 'desktop-search index PATH'")
    for f in states:
        where = f" on {f['volume']}" if f["volume"] and (f["network"] or f["removable"]) else ""
        line = f"{f['path']}  {f['files']} files{where}  {f['described']}"
        print(terminal_safe(line))
    for d in on_drives:
        mounted = "index on its drive" if d["mounted"] else "index on its drive, not mounted now"
        if d["drive_model"]:
            mounted += (
                f", made with {d['drive_model']}: {d['without_meaning']} passages found by their words only"
            )
        print(terminal_safe(f"{d['path']}  {d['files']} files  {mounted}"))
    return 0


def _cmd_verify(args: argparse.Namespace, paths: Paths) -> int:
    """The local index and each copy of a shared or drive index this data directory searches.

    A data directory that only searches copies (no folder of its own, so no local index yet) is
    consistent when its copies are: each is checked as the local index is, and named.
    """
    import sqlite3

    from ..core.common.settings import Settings
    from ..core.elsewhere.db_pulling import replica_paths
    from ..core.elsewhere.drive_copying import drive_url
    from ..core.elsewhere.puller import shared_name
    from ..core.store.base import StoreError
    from ..core.store.verify import verify_index

    settings = Settings.load(paths.settings_path)
    urls = [*settings.shared_indexes, *(drive_url(folder) for folder in settings.drive_indexes)]
    ok = True
    if paths.db_path.exists() or not urls:
        report = verify_index(paths.db_path, paths.vectors_path)
        print(f"{report.files} files, {report.chunks} chunks, {report.vectors} vectors")
        ok = _said(report, "")
    else:
        print("no local index (no folder of this computer is indexed here): only copies")
    for url in urls:
        name = shared_name(url)
        copy = replica_paths(paths.data_dir, url)
        if not copy.db_path.exists():
            print(terminal_safe(f"note: copy of {name}: not pulled yet"))
            continue
        try:
            report = verify_index(copy.db_path, copy.vectors_path)
        except (StoreError, sqlite3.DatabaseError, OSError) as exc:  # damaged: the next full pull remakes it
            print(terminal_safe(f"problem: copy of {name}: {exc}"))
            ok = False
            continue
        counts = f"{report.files} files, {report.chunks} chunks, {report.vectors} vectors"
        print(terminal_safe(f"copy of {name}: {counts}"))
        ok = _said(report, f"copy of {name}: ") and ok
    print("index is consistent" if ok else "index is NOT consistent")
    return 0 if ok else 1


def _said(report: Any, prefix: str) -> bool:  # report: VerifyReport
    """Print ``report``'s problems and notes (each after ``prefix``); whether it is consistent."""
    for problem in report.problems:
        print(f"problem: {terminal_safe(prefix + problem)}")
    for note in report.notes:
        print(f"note: {terminal_safe(prefix + note)}")
    return bool(report.ok)


def _cmd_watch(args: argparse.Namespace, paths: Paths) -> int:
    """Index, then keep the index current, with the same session (and watcher rules) as the window.

    Ctrl+C (SIGINT) and a service manager's stop (SIGTERM) end it cleanly: the watcher is
    stopped, the index saved and closed, and the exit status is 0.
    """
    import queue
    import signal

    from ..core.session import Session

    model = _chosen_model(args, paths)
    if _choose_model_at_once(model, paths):
        model = ""
    wakes: queue.Queue[str] = queue.Queue()
    events = _WatchEvents()
    # SIGTERM stops as Ctrl+C does; both may come while indexing or while waiting.
    signal.signal(signal.SIGTERM, signal.default_int_handler)
    session = Session(paths, events, wake=wakes.put, watch=True, writer="desktop-search watch")
    if args.store:  # after each run (the first one too), on this thread, which owns the engine
        store = args.store
        events.after_run = lambda: session.engine is not None and publish_after_run(session.engine, store)
    try:
        session.open()
        if session.engine is None:
            return 1
        session.index_folders([str(p) for p in args.paths])  # also brings known folders up to date
        if model:  # built beside the index in use, which answers until the new one holds all it holds
            session.switch_model(model)
        for folder, backend in session.watched():
            print(f"watching {terminal_safe(folder)} ({backend})", flush=True)
        while True:
            name = wakes.get()
            # Known folders were just brought up to date; a reranker offer is for the window.
            if name not in ("catch_up", "offer_reranker"):
                getattr(session, name)()
                sys.stdout.flush()
    except KeyboardInterrupt:
        print("desktop-search: stopping: saving the index", file=sys.stderr, flush=True)
    finally:
        # A second Ctrl+C or SIGTERM must not cut the save short.
        signal.signal(signal.SIGINT, signal.SIG_IGN)
        signal.signal(signal.SIGTERM, signal.SIG_IGN)
        session.close()
    print("desktop-search: stopped watching", file=sys.stderr)
    return 0


class _WatchEvents:
    """The session's events, as ``watch`` prints them."""

    #: Called after each run's report (``watch --store`` publishes then).
    after_run: Callable[[], object] | None = None

    def indexing_finished(self, summary: RunSummary) -> None:
        _print_report(summary.report)
        if self.after_run is not None:
            self.after_run()

    def engine_failed(self, message: str) -> None:
        print(f"desktop-search: error: {terminal_safe(message)}", file=sys.stderr)

    def error(self, message: str) -> None:
        print(f"desktop-search: {terminal_safe(message)}", file=sys.stderr)

    _said_waiting = ""

    def engine_ready(self, status: EngineStatus) -> None:
        if status.switching_to and status.switch_waiting and status.switch_waiting != self._said_waiting:
            self._said_waiting = status.switch_waiting
            print(
                f"desktop-search: not switched to {terminal_safe(Path(status.switching_to).name)} yet: "
                f"{terminal_safe(status.switch_waiting)}",
                file=sys.stderr,
            )

    def progress(self, progress: RunProgress) -> None:
        pass

    def failures_changed(self, failures: list[list[str]]) -> None:
        pass

    def results(self, request_id: int, answer: Answer) -> None:
        pass

    def reranker_offered(self, offer: RerankerOffer | None) -> None:
        pass

    _offered = False

    def model_offered(self, offer: ModelOffer | None) -> None:
        if offer is not None and not self._offered:  # said once, not after every run
            self._offered = True
            from ..core.text.languages import offer_text

            print(f"desktop-search: {offer_text(offer)} Use it: --model {offer.model}", file=sys.stderr)


def _cmd_status(args: argparse.Namespace, paths: Paths) -> int:
    with _open_engine(paths) as engine:
        status = engine.status()
        failures = engine.failures() if args.errors else []
        notes = engine.notes() if args.errors else []
    if args.errors:
        if args.json:
            listed = [{"path": p, "status": s, "reason": r} for p, s, r in failures]
            listed += [{"path": p, "status": "partly", "reason": r} for p, r in notes]
            print(json_text(listed, indent=2))
            return 0
        for path, state, reason in failures:
            print(f"{state:>7}  {terminal_safe(path)}: {terminal_safe(reason)}")
        print(f"{len(failures)} files not indexed")
        if notes:
            for path, note in notes:
                print(f" partly  {terminal_safe(path)}: {terminal_safe(note)}")
            print(f"{len(notes)} files indexed in part (or by their words only)")
        return 0
    if args.json:
        print(json_text(status.to_json(), indent=2))
        return 0
    from ..core.text.languages import LanguageMix

    data = status.to_json()
    states = data.pop("folder_states")
    if states:  # each folder with its state: "offline since 14:02: ..."
        data["folders"] = [f"{f['path']} ({f['described']})" for f in states]
    # Mail not indexed yet, offered (``desktop-search index PATH`` adds it).
    data["mail_found"] = [f"{m['program']}: {m['path']}" for m in data["mail_found"]]
    # Shared and drive indexes searched through their copies: "nas/documents (120 files)".
    data["shared"] = [_shared_text(s) for s in data["shared"]]
    for key, value in data.items():
        shown = (", ".join(map(str, value)) or "(none)") if isinstance(value, list) else value
        if key == "languages":  # passages per language, as shares of those whose language is known
            shown = LanguageMix(value).describe(6) or "(none known)"
        print(f"{key:>12}: {terminal_safe(shown)}")
    return 0


def _shared_text(state: dict[str, Any]) -> str:
    """One shared or drive index of ``status``, as a person reads it (its URL has no password)."""
    said = [f"{state['files']} files"]
    if state.get("drive_model"):
        words_only = state["without_meaning"]
        said.append(f"made with {state['drive_model']}: {words_only} passages by their words only")
    if state.get("other_model"):
        said.append(f"not searched: made with {state['other_model']}")
    if state.get("error"):
        said.append(("refused: " if state.get("refused") else "") + str(state["error"]))
    return f"{state['name']} ({'; '.join(said)})"
