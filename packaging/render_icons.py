"""Render the app icon (resources/desktop-search.svg) at every size installers need.

Writes resources/icons/hicolor/<n>x<n>/apps/desktop-search.png (freedesktop sizes),
resources/icons/desktop-search.ico (Windows) and resources/icons/desktop-search.icns
(macOS). Uses Qt's own SVG renderer, so it runs wherever the app's dependencies do:

    QT_QPA_PLATFORM=offscreen .venv/bin/python packaging/render_icons.py
"""

from __future__ import annotations

import io
import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SVG = ROOT / "resources" / "desktop-search.svg"
OUT = ROOT / "resources" / "icons"
NAME = "desktop-search"
HICOLOR_SIZES = (16, 22, 24, 32, 48, 64, 96, 128, 256, 512)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
ICNS_SIZES = (16, 32, 64, 128, 256, 512, 1024)


def render(renderer, size: int):  # -> QImage
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QImage, QPainter

    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer.render(painter)
    painter.end()
    return image


def write_multi(path: Path, renderer, sizes: tuple[int, ...]) -> None:
    """A multi-size .ico or .icns (Pillow writes both, with every size inside)."""
    from PIL import Image
    from PySide6.QtCore import QBuffer, QIODevice

    images = []
    for size in sizes:
        buffer = QBuffer()
        buffer.open(QIODevice.OpenModeFlag.WriteOnly)
        render(renderer, size).save(buffer, "PNG")
        images.append(Image.open(io.BytesIO(bytes(buffer.data()))).convert("RGBA"))
    largest = images[-1]
    if path.suffix == ".ico":
        largest.save(path, format="ICO", sizes=[(s, s) for s in sizes])
    else:
        largest.save(path, format="ICNS", append_images=images[:-1])


def main() -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtGui import QGuiApplication
    from PySide6.QtSvg import QSvgRenderer

    app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])  # noqa: F841 (Qt needs one)
    renderer = QSvgRenderer(str(SVG))
    if not renderer.isValid():
        print(f"cannot read {SVG}", file=sys.stderr)
        return 1
    for size in HICOLOR_SIZES:
        dest = OUT / "hicolor" / f"{size}x{size}" / "apps" / f"{NAME}.png"
        dest.parent.mkdir(parents=True, exist_ok=True)
        if not render(renderer, size).save(str(dest), "PNG"):
            print(f"cannot write {dest}", file=sys.stderr)
            return 1
    write_multi(OUT / f"{NAME}.ico", renderer, ICO_SIZES)
    write_multi(OUT / f"{NAME}.icns", renderer, ICNS_SIZES)
    print(f"icons written to {OUT}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
