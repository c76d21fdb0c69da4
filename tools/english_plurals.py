"""Fill the English plural forms of ``resources/translations/desktop_search_en.ts``.

The source texts are English with Qt's plural convention: "%n file(s)", "%n match(es)". English
still needs a translation file for them, with the singular and the plural written out ("%n file",
"%n files"); this derives both from the source, so no one keeps that file by hand.
``make translations-update`` runs it after ``pyside6-lupdate -pluralonly``.

    python tools/english_plurals.py resources/translations/desktop_search_en.ts [other .ts files]

Given the other languages' files too, it also drops from all of them the notes lupdate took
from the code's ``#:`` comments (documentation for developers, not notes to translators).
"""

from __future__ import annotations

import re
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from desktop_search.core.common.texts import english_forms

#: The rule the command line's English follows too (the window's comes from the file this fills).
forms = english_forms


def fill(path: Path) -> int:
    """Write both forms into every plural message of ``path``; returns how many were filled."""
    tree = ET.parse(path)
    count = 0
    for message in tree.getroot().iter("message"):
        if message.get("numerus") != "yes":
            continue
        source = message.findtext("source") or ""
        translation = message.find("translation")
        if translation is None:
            translation = ET.SubElement(message, "translation")
        for old in list(translation):
            translation.remove(old)
        translation.attrib.pop("type", None)
        translation.text = None
        for text in forms(source):
            ET.SubElement(translation, "numerusform").text = text
        count += 1
    ET.indent(tree, space="    ")
    body = ET.tostring(tree.getroot(), encoding="unicode")
    path.write_text(f'<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n{body}\n', encoding="utf-8")
    return count


#: lupdate takes the code's ``#:`` documentation comments for notes to translators: they are not.
DEVELOPER_NOTE = re.compile(r"\n\s*<extracomment>.*?</extracomment>", re.S)


def tidy(path: Path) -> None:
    """Drop the notes lupdate took from the code's comments (the rest of the file as lupdate wrote it)."""
    text = path.read_text(encoding="utf-8")
    path.write_text(DEVELOPER_NOTE.sub("", text), encoding="utf-8")


def main(argv: list[str]) -> int:
    """``english_plurals.py EN.ts [OTHER.ts ...]``: fill the first's plurals, tidy every file."""
    names = argv or ["resources/translations/desktop_search_en.ts"]
    print(f"{names[0]}: {fill(Path(names[0]))} plural forms")
    for name in names:
        tidy(Path(name))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
