"""``python -m desktop_search``: the CLI; without a command it starts the app."""

import sys

from .cli import main

sys.exit(main())
