"""A global shortcut as the settings store it, and as each platform's registration names it.

The settings keep Qt's portable text (``"Ctrl+Alt+Space"``, what ``QKeySequence`` writes and a
``QKeySequenceEdit`` shows). Registering it system-wide needs it in the platform's own terms:
an X11 keysym name and modifier mask, the XDG shortcuts text of the desktop portal
(``"CTRL+ALT+space"``), a Windows virtual-key code with ``MOD_*`` flags, a macOS virtual key
code with Carbon's modifier bits. Only keys every platform can grab are accepted: letters,
digits, F1–F12, Space and the navigation keys, with at least one of Ctrl, Alt or Meta (a bare
letter or Shift+letter would take that letter from every program).

Qt on macOS names the Command key ``Ctrl`` and the Control key ``Meta``; the macOS mapping
below follows Qt, so the text means on each platform what Qt's own shortcuts mean there.
"""

from __future__ import annotations

import sys
from dataclasses import dataclass

from . import reasons

#: The default: bound by none of GNOME, KDE Plasma, Xfce, Cinnamon or Windows (Super+Space switches
#: the input source, Alt+Space opens the window menu or KRunner). On macOS Qt's Ctrl is Command:
#: Cmd+Space is Spotlight and Cmd+Alt+Space Finder's search window, Cmd+Shift+Space is free.
DEFAULT_SHORTCUT = "Ctrl+Shift+Space" if sys.platform == "darwin" else "Ctrl+Alt+Space"

MODIFIERS = ("Ctrl", "Alt", "Shift", "Meta")
_NAV = {  # Qt's portable name: (X11 keysym, Windows VK, macOS kVK)
    "Space": ("space", 0x20, 49),
    "Ins": ("Insert", 0x2D, 114),
    "Del": ("Delete", 0x2E, 117),
    "Home": ("Home", 0x24, 115),
    "End": ("End", 0x23, 119),
    "PgUp": ("Prior", 0x21, 116),
    "PgDown": ("Next", 0x22, 121),
    "Left": ("Left", 0x25, 123),
    "Right": ("Right", 0x27, 124),
    "Up": ("Up", 0x26, 126),
    "Down": ("Down", 0x28, 125),
    "Pause": ("Pause", 0x13, 113),
}
#: macOS virtual key codes (kVK_ANSI_*) in code order from 0; "§" is 0x0A, the ISO section key.
_MAC_LETTERS = dict(zip("ASDFHGZXCV§BQWERYT123465=97-80]OU[IP", range(36), strict=True))
_MAC_LETTERS.update({"L": 37, "J": 38, "K": 40, "N": 45, "M": 46})
_MAC_F = (122, 120, 99, 118, 96, 97, 98, 100, 101, 109, 103, 111)
#: Windows' RegisterHotKey flags, and X11's modifier masks (Alt is Mod1, Super/Meta is Mod4).
MOD_ALT, MOD_CONTROL, MOD_SHIFT, MOD_WIN, MOD_NOREPEAT = 0x1, 0x2, 0x4, 0x8, 0x4000
X_SHIFT, X_LOCK, X_CONTROL, X_MOD1, X_MOD2, X_MOD4 = 1, 2, 4, 8, 16, 64
#: Carbon's modifier bits (cmdKey, shiftKey, optionKey, controlKey).
MAC_CMD, MAC_SHIFT, MAC_OPTION, MAC_CONTROL = 0x100, 0x200, 0x800, 0x1000


class ShortcutError(ValueError):
    """A shortcut that cannot be used: the message says why, for the settings."""


@dataclass(frozen=True)
class Shortcut:
    modifiers: frozenset[str]  #: among :data:`MODIFIERS`
    key: str  #: Qt's portable key name: "Space", "K", "7", "F12", "PgUp"

    @classmethod
    def parse(cls, text: str) -> Shortcut:
        """From Qt's portable text; raises :class:`ShortcutError` naming what is wrong."""
        parts = [p.strip() for p in text.replace(" ", "").split("+")]
        if text.endswith("++"):  # "Ctrl++" would be the plus key: not one every layout has
            raise ShortcutError(reasons.SHORTCUT_PLUS_KEY(shortcut=text))
        if not text.strip() or "" in parts or "," in text:
            raise ShortcutError(reasons.SHORTCUT_NOT_ONE_KEY(shortcut=repr(text)))
        *mods, key = parts
        names = {m.lower(): m for m in MODIFIERS}
        chosen = set()
        for mod in mods:
            if mod.lower() not in names:
                raise ShortcutError(reasons.SHORTCUT_NOT_A_MODIFIER(shortcut=text, modifier=mod))
            chosen.add(names[mod.lower()])
        key = key.upper() if len(key) == 1 else key[:1].upper() + key[1:]
        if not _known_key(key):
            raise ShortcutError(reasons.SHORTCUT_KEY_NOT_EVERYWHERE(shortcut=text, key=key))
        if not chosen & {"Ctrl", "Alt", "Meta"}:
            raise ShortcutError(reasons.SHORTCUT_NEEDS_MODIFIER(shortcut=text, key=key))
        return cls(frozenset(chosen), key)

    @property
    def text(self) -> str:
        """Qt's portable text, modifiers in Qt's order."""
        return "+".join([*(m for m in MODIFIERS if m in self.modifiers), self.key])

    # -- each platform's terms --------------------------------------------------------------

    @property
    def x11_keysym(self) -> str:
        if self.key in _NAV:
            return _NAV[self.key][0]
        return self.key.lower() if len(self.key) == 1 else self.key  # "k", "7", "F12"

    @property
    def x11_mask(self) -> int:
        masks = {"Shift": X_SHIFT, "Ctrl": X_CONTROL, "Alt": X_MOD1, "Meta": X_MOD4}
        return sum(masks[m] for m in self.modifiers)

    @property
    def portal_trigger(self) -> str:
        """The XDG "shortcuts" text the GlobalShortcuts portal takes as the preferred trigger."""
        names = {"Ctrl": "CTRL", "Alt": "ALT", "Shift": "SHIFT", "Meta": "LOGO"}
        return "+".join([*(names[m] for m in MODIFIERS if m in self.modifiers), self.x11_keysym])

    @property
    def windows(self) -> tuple[int, int]:
        """``(fsModifiers, vk)`` for RegisterHotKey (held keys do not repeat the press)."""
        flags = {"Alt": MOD_ALT, "Ctrl": MOD_CONTROL, "Shift": MOD_SHIFT, "Meta": MOD_WIN}
        mods = sum(flags[m] for m in self.modifiers) | MOD_NOREPEAT
        if self.key in _NAV:
            return mods, _NAV[self.key][1]
        if self.key.startswith("F") and len(self.key) > 1:
            return mods, 0x6F + int(self.key[1:])  # VK_F1 is 0x70
        return mods, ord(self.key)  # VK codes of letters and digits are their ASCII capitals

    @property
    def macos(self) -> tuple[int, int]:
        """``(virtual key code, Carbon modifiers)`` for RegisterEventHotKey (Qt's Ctrl is Command)."""
        bits = {"Ctrl": MAC_CMD, "Shift": MAC_SHIFT, "Alt": MAC_OPTION, "Meta": MAC_CONTROL}
        mods = sum(bits[m] for m in self.modifiers)
        if self.key in _NAV:
            return _NAV[self.key][2], mods
        if self.key.startswith("F") and len(self.key) > 1:
            return _MAC_F[int(self.key[1:]) - 1], mods
        return _MAC_LETTERS[self.key], mods


def _known_key(key: str) -> bool:
    if key in _NAV:
        return True
    if len(key) == 1:
        return key.isascii() and key.isalnum()
    return key.startswith("F") and key[1:].isdigit() and 1 <= int(key[1:]) <= 12
