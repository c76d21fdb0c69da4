"""PySide6 front end. Only this package imports Qt."""
