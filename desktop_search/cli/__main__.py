"""``python -m desktop_search.cli``: the command line, as ``desktop-search`` runs it."""

import sys

from desktop_search.cli import main

sys.exit(main())
