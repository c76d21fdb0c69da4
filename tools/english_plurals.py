"""Fill the English plural forms of ``resources/translations/desktop_search_en.ts``.

The source texts are English with Qt's plural convention: "%n file(s)", "%n match(es)". English
still needs a translation file for them, with the singular and the plural written out ("%n file",
"%n files"); this derives both from the source, so no one keeps that file by hand.
``make translations-update`` runs it after ``pyside6-lupdate -pluralonly``.

    python tools/english_plurals.py resources/translations/desktop_search_en.ts
"""

from __future__ import annotations

import sys
import xml.etree.ElementTree as ET
from pathlib import Path


def forms(source: str) -> tuple[str, str]:
    """The singular and the plural of a source text written with "(s)" / "(es)"."""
    singular = source.replace("(es)", "").replace("(s)", "")
    plural = source.replace("(es)", "es").replace("(s)", "s")
    return singular, plural


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


def main(argv: list[str]) -> int:
    for name in argv or ["resources/translations/desktop_search_en.ts"]:
        print(f"{name}: {fill(Path(name))} plural forms")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
