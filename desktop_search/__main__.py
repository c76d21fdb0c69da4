"""``python -m desktop_search`` and the frozen app's entry: the CLI; without a command it starts the app.

Absolute imports, because PyInstaller runs this file as a top-level script.
``freeze_support()`` must come first: the extraction sandbox spawns its child
with the ``spawn`` start method, and in the frozen app that child is this same
executable, started with multiprocessing's arguments instead of ours.
"""

import multiprocessing
import sys

if __name__ == "__main__":
    multiprocessing.freeze_support()
    from desktop_search.cli import main

    sys.exit(main())
