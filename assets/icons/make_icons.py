"""Draw the application icon's PNG sizes from its SVG (a dev tool; the PNGs are committed).

Run: ``QT_QPA_PLATFORM=offscreen .venv/bin/python assets/icons/make_icons.py``
"""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
from gui import resources  # noqa: E402


def main() -> None:
    app = QGuiApplication.instance() or QGuiApplication(sys.argv)  # noqa: F841 - Qt needs it
    svg = QSvgRenderer(str(resources.icon_svg()))
    assert svg.isValid(), resources.icon_svg()
    for size in resources.ICON_SIZES:
        image = QImage(size, size, QImage.Format.Format_ARGB32)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        svg.render(painter)
        painter.end()
        image.save(str(resources.icon_png(size)))
        print(resources.icon_png(size))


if __name__ == "__main__":
    main()
