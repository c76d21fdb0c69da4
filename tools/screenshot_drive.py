"""Render the window of a computer that searches a folder whose index travels with its drive.

    xvfb-run -a .venv/bin/python tools/screenshot_drive.py docs/screenshot-drive.png \
        --settings docs/screenshot-drive-settings.png --other-model docs/screenshot-drive-other-model.png

Computer A keeps an "Archive" drive's index on the drive; the drive is then seen by computer B
at another path (as a drive mounted elsewhere), which indexes its own sample folder, attaches the
drive and searches both. The settings dialog, with the drive folder chosen, goes to a second PNG.
``--other-model``: the drive indexed by a computer whose model is multilingual-e5-small, attached
by one with the English default: found by its words, with the offer to add this model's vectors.
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
from desktop_search.core.elsewhere.db_pulling import replica_paths
from desktop_search.core.elsewhere.drive_copying import DriveCopy, drive_url
from desktop_search.core.elsewhere.drive_writing import index_on_drive
from desktop_search.core.models.builtin import ensure_default_model
from tools.sample_folder import write_sample
from tools.screenshot import settle, show_results, wait_for

#: An old archive drive: theses, trips, scanned letters' text.
ARCHIVE = {
    "Thesis/abstract.txt": "Thesis abstract (2014): the migration of wading birds along the estuary, "
    "counted each spring from the sea wall, and how the new harbour changed their resting places.",
    "Trips/iceland-2016.txt": "Iceland, August 2016: drove the ring road in ten days; the glacier lagoon "
    "at dawn, puffins on the cliffs at Dyrholaey, a night of northern lights near Hofn.",
    "Letters/grandma-1998.txt": "Letter from grandma, March 1998: the recipe for her plum cake, with a "
    "note to bake it slowly and to let it rest a day before cutting.",
    "Projects/boat-restoration.txt": "Restoring the wooden dinghy: sanded the hull, replaced two ribs, "
    "three coats of varnish; launched on the lake in June.",
}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", nargs="?", default="docs/screenshot-drive.png")
    parser.add_argument(
        "--settings", help="also the settings dialog with the drive folder chosen, to this PNG"
    )
    parser.add_argument("--query", default="grandmother's cake recipe")
    parser.add_argument("--other-model", help="also a drive indexed with another model, to this PNG")
    args = parser.parse_args()
    app = QApplication.instance() or QApplication(sys.argv)
    from desktop_search.ui import i18n

    i18n.install(app)
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp)
        drive = root / "media" / "anna" / "Archive"  # where computer A sees the drive
        for rel, text in ARCHIVE.items():
            (drive / rel).parent.mkdir(parents=True, exist_ok=True)
            (drive / rel).write_text(text + "\n", encoding="utf-8")
        model = ensure_default_model(Paths(root / "computer-a").ensure().models_dir)
        index_on_drive(drive, settings=Settings(), model_path=model)
        there = root / "run" / "media" / "ben" / "Archive"  # computer B mounts it elsewhere
        there.parent.mkdir(parents=True)
        shutil.move(drive, there)
        b = Paths(root / "computer-b").ensure()
        Settings(drive_indexes=[str(there)]).save(b.settings_path)
        DriveCopy(there, replica_paths(b.data_dir, drive_url(there))).pull()
        notes = write_sample(root / "Documents")
        desktop = DesktopApp(b)
        desktop.start()
        wait_for(desktop.worker.engine_ready)
        desktop.window.folders_added.emit([str(notes)])
        wait_for(desktop.worker.indexing_finished)
        show_results(desktop, args.query)
        desktop.window.grab().save(args.out)
        print(f"wrote {args.out}")
        if args.settings:
            from desktop_search.ui.settings_dialog import SettingsDialog

            dialog = SettingsDialog(Settings.load(b.settings_path), [str(notes)], desktop.window)
            dialog.resize(760, 560)
            dialog.show()
            dialog.folders.setCurrentRow(1)
            settle()
            dialog.grab().save(args.settings)
            dialog.close()
            print(f"wrote {args.settings}")
        desktop.shutdown()
        if args.other_model:
            other_model_shot(root / "other", args.other_model)
    return 0


def other_model_shot(root: Path, out: str) -> None:
    from desktop_search.core.models.builtin import MULTILINGUAL_MODEL_NAME, ensure_builtin_model

    drive = root / "media" / "Archive"
    for rel, text in ARCHIVE.items():
        (drive / rel).parent.mkdir(parents=True, exist_ok=True)
        (drive / rel).write_text(text + "\n", encoding="utf-8")
    e5 = ensure_builtin_model(MULTILINGUAL_MODEL_NAME, Paths(root / "computer-a").ensure().models_dir)
    index_on_drive(drive, settings=Settings(), model_path=e5)
    b = Paths(root / "computer-b").ensure()
    ensure_default_model(b.models_dir)
    Settings(drive_indexes=[str(drive)]).save(b.settings_path)
    desktop = DesktopApp(b)
    desktop.start()
    wait_for(desktop.worker.engine_ready)
    window = desktop.window
    for _ in range(300):  # the puller copies the drive's index on its own thread
        if window.drive_offer.isVisibleTo(window):
            break
        settle()
    show_results(desktop, "plum cake recipe")
    window.grab().save(out)
    print(f"wrote {out}")
    desktop.shutdown()


if __name__ == "__main__":
    sys.exit(main())
