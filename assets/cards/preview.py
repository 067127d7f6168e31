#!/usr/bin/env python3
"""Render card elements of a deck SVG into a contact-sheet PNG, to check the art by eye.

Every top-level ``<g id>`` is drawn through ``QSvgRenderer.render(painter, id, rect)``,
the way the table draws cards. Example::

    QT_QPA_PLATFORM=offscreen .venv/bin/python assets/cards/preview.py french \\
        --width 70 --out /tmp/french_small.png
    .venv/bin/python assets/cards/preview.py declaration --match '^(E|fc_E)' --width 250

Write the PNGs somewhere outside the repository (default: /tmp).
"""

from __future__ import annotations

import argparse
import os
import re
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QRectF  # noqa: E402
from PySide6.QtGui import QColor, QGuiApplication, QImage, QPainter  # noqa: E402
from PySide6.QtSvg import QSvgRenderer  # noqa: E402

HERE = Path(__file__).resolve().parent
SVG_NS = "{http://www.w3.org/2000/svg}"


def card_ids(path: Path) -> list[str]:
    """The ids of the top-level groups (the cards), in file order."""
    root = ET.parse(path).getroot()
    return [g.get("id") for g in root.findall(f"{SVG_NS}g") if g.get("id")]


def contact_sheet(
    path: Path, ids: list[str], width: int, columns: int, background: str = "#2f7a4f"
) -> QImage:
    """All ``ids`` drawn ``width`` pixels wide on a felt-green sheet."""
    rend = QSvgRenderer(str(path))
    if not rend.isValid():
        raise SystemExit(f"{path}: not a valid SVG for Qt")
    height = round(width * 350 / 250)
    gap = max(4, width // 12)
    rows = (len(ids) + columns - 1) // columns
    img = QImage(
        gap + columns * (width + gap), gap + rows * (height + gap), QImage.Format.Format_ARGB32
    )
    img.fill(QColor(background))
    p = QPainter(img)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    p.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    for i, ident in enumerate(ids):
        if not rend.elementExists(ident):
            raise SystemExit(f"{path}: no element {ident!r}")
        x = gap + (i % columns) * (width + gap)
        y = gap + (i // columns) * (height + gap)
        rend.render(p, ident, QRectF(x, y, width, height))
    p.end()
    return img


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("deck", help="french, declaration, frontier, or a path to an SVG")
    ap.add_argument("--width", type=int, default=120, help="card width in pixels")
    ap.add_argument("--columns", type=int, default=13)
    ap.add_argument("--match", default="", help="regular expression the ids must match")
    ap.add_argument("--out", default="", help="PNG path (default /tmp/cards_<deck>_<w>.png)")
    args = ap.parse_args(argv)
    path = Path(args.deck)
    if not path.suffix:
        path = HERE / f"{args.deck}.svg"
    ids = [i for i in card_ids(path) if re.search(args.match, i)]
    if not ids:
        print("no matching elements", file=sys.stderr)
        return 1
    _app = QGuiApplication.instance() or QGuiApplication([])
    img = contact_sheet(path, ids, args.width, min(args.columns, len(ids)))
    out = Path(args.out or f"/tmp/cards_{path.stem}_{args.width}.png")
    img.save(str(out))
    print(f"{out}: {len(ids)} cards, {img.width()}x{img.height()} px")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
