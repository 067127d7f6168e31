#!/usr/bin/env python3
"""Generate ``CardTableSuits.otf``, written next to this script: the suit symbols that the
fonts the README installs (``fonts-dejavu-core``) cannot draw, each drawn from its deck's
card art (``assets/cards/make_cards.py``), so that text shows the same symbol as the cards.

Today one symbol: the Frontier deck's Flame (U+1F525). The app registers the font at
start (``gui.theme.install_fonts``) and Qt falls back to it for these characters only:
every other character keeps the system's font. A symbol added to a deck that the system
fonts lack goes into ``SYMBOLS`` (tests/gui/test_language.py finds any that is missing).

Needs fontTools at build time only (``pip install fonttools``); the app needs just the
.otf. Deterministic: running it twice gives byte-identical files.

Run: ``python assets/fonts/make_font.py``
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent / "cards"))

from fontTools.fontBuilder import FontBuilder  # noqa: E402
from fontTools.pens.areaPen import AreaPen  # noqa: E402
from fontTools.pens.recordingPen import RecordingPen  # noqa: E402
from fontTools.pens.reverseContourPen import ReverseContourPen  # noqa: E402
from fontTools.pens.t2CharStringPen import T2CharStringPen  # noqa: E402
from fontTools.pens.transformPen import TransformPen  # noqa: E402
from fontTools.svgLib.path import parse_path  # noqa: E402
from make_cards import FLAME  # noqa: E402

FAMILY = "Card Table Suits"
FILE = HERE / "CardTableSuits.otf"
EM = 1000
ADVANCE = 900
SCALE = 8.2  # the art's +-50 units: 820 font units tall, as tall as a capital with its descent
ASCENT, DESCENT = 800, 200
# code point -> (glyph name, the art's path data)
SYMBOLS = {0x1F525: ("flame", FLAME)}


def _contours(d: str) -> list[RecordingPen]:
    """The path's contours, each recorded on its own, in font units (y up, on the baseline)."""
    rec = RecordingPen()
    # x: centred in the advance; y: the art's +50 (bottom) sits a little below the baseline
    parse_path(d, TransformPen(rec, (SCALE, 0, 0, -SCALE, ADVANCE / 2, 50 * SCALE - 120)))
    out: list[RecordingPen] = []
    for op, args in rec.value:
        if op == "moveTo":
            out.append(RecordingPen())
        out[-1].value.append((op, args))
    return out


def _area(contour: RecordingPen) -> float:
    pen = AreaPen()
    contour.replay(pen)
    return pen.value


def glyph(d: str) -> T2CharStringPen:
    """The symbol as a CFF glyph. The art fills with the even-odd rule and a font with the
    non-zero one, so each inner contour (a hole: the Flame's tongue) is turned against
    the outer one."""
    contours = _contours(d)
    outer = _area(contours[0])
    pen = T2CharStringPen(ADVANCE, None)
    for i, c in enumerate(contours):
        hole = i > 0
        same = (_area(c) > 0) == (outer > 0)
        c.replay(ReverseContourPen(pen) if hole == same else pen)
    return pen


def build() -> bytes:
    names = [".notdef", *(name for name, _d in SYMBOLS.values())]
    fb = FontBuilder(EM, isTTF=False)
    fb.setupGlyphOrder(names)
    fb.setupCharacterMap({cp: name for cp, (name, _d) in SYMBOLS.items()})
    notdef = T2CharStringPen(ADVANCE, None)
    charstrings = {".notdef": notdef.getCharString()}
    for name, d in SYMBOLS.values():
        charstrings[name] = glyph(d).getCharString()
    fb.setupCFF(FAMILY.replace(" ", ""), {"FullName": FAMILY}, charstrings, {})
    fb.setupHorizontalMetrics({n: (ADVANCE, 0) for n in names})
    fb.setupHorizontalHeader(ascent=ASCENT, descent=-DESCENT)
    fb.setupNameTable(
        {
            "familyName": FAMILY,
            "styleName": "Regular",
            "copyright": "Card Table developers, drawn from the Card Table card art",
            "licenseDescription": "MIT License (assets/fonts/LICENSE.txt)",
            "version": "Version 1.000",
        }
    )
    fb.setupOS2(
        sTypoAscender=ASCENT, sTypoDescender=-DESCENT, usWinAscent=ASCENT, usWinDescent=DESCENT
    )
    fb.setupPost()
    fb.font["head"].created = fb.font["head"].modified = 0  # deterministic
    from io import BytesIO

    out = BytesIO()
    fb.save(out)
    return out.getvalue()


if __name__ == "__main__":
    FILE.write_bytes(build())
    print(f"wrote {FILE.name}")
