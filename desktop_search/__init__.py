"""desktop-search: find your own files by meaning, fully on your machine."""

__version__ = "0.1.0"
APP_NAME = "desktop-search"
