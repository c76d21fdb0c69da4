"""The user's editor command as the settings keep it (the ``editor`` setting): a template such as
``code -g {file}:{line}`` or ``gedit +{line} {file}``.

It is split like a shell would split it (never run by one), as its platform's users write it,
and checked before it is saved (:func:`check_editor_template`); :func:`.opening.editor_command`
fills in ``{file}``, ``{line}`` and ``{column}`` (:data:`PLACEHOLDER`) inside the split words.
"""

from __future__ import annotations

import re
import shlex
import sys

from . import reasons

PLACEHOLDER = re.compile(r"\{(file|line|column)\}")


def split_command(template: str, *, platform: str = sys.platform) -> list[str]:
    """A command line split into words as its platform's users write it; ``ValueError`` if unbalanced.

    POSIX: shell quoting (``'...'``, ``"..."``, backslashes). Windows: double quotes group words
    and backslashes are path separators (``"C:\\Program Files\\Editor\\editor.exe" -n {file}``).
    """
    if platform not in ("win32", "cygwin"):
        return shlex.split(template)
    lexer = shlex.shlex(template, posix=False)
    lexer.whitespace_split = True
    lexer.commenters = ""
    words = list(lexer)
    return [w[1:-1] if len(w) >= 2 and w[0] == w[-1] == '"' else w for w in words]


def check_editor_template(template: str, *, platform: str = sys.platform) -> str:
    """``template`` when it is empty or a usable editor command; raises ``ValueError`` why not."""
    if not template.strip():
        return template
    try:
        words = split_command(template, platform=platform)
    except ValueError:  # shlex's "No closing quotation", "No escaped character"
        raise ValueError(reasons.COMMAND_UNBALANCED()) from None
    if not words or PLACEHOLDER.search(words[0]):
        # "{file} ..." would run the document itself.
        raise ValueError(reasons.COMMAND_NO_PROGRAM())
    return template
