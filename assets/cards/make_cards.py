#!/usr/bin/env python3
"""Generate the card-art SVG files of Card Table: ``french.svg``, ``declaration.svg`` and
``frontier.svg``, written next to this script.

Pure standard library and deterministic: running it twice gives byte-identical files.
All art is drawn here (no third-party images). Only SVG Tiny 1.2 features that Qt's
``QSvgRenderer`` supports are used: paths, basic shapes, ``<use>``, linear and radial
gradients, and ``<text>`` with font-family/size/weight, fill and text-anchor.

Each card face is one top-level ``<g id="...">`` whose id is the engine's face text
(rank + suit code, e.g. ``10H``, ``EV``, ``1W``), translated to its own cell of a grid;
``fc_`` + id is the four-colour / colour-blind-safe variant (every suit its own colour,
chosen to stay apart under protanopia, deuteranopia and tritanopia; tests/gui/test_card_art.py
checks it), and ``back_<colour>`` (blue, red, green, purple, black) are the backs.
Every card spans exactly 250 x 350 units.

Run: ``python assets/cards/make_cards.py``
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

HERE = Path(__file__).resolve().parent

W, H = 250, 350
RADIUS = 16
CELL_W, CELL_H = 260, 360
MARGIN = 5
COLUMNS = 13
FONT = "DejaVu Sans"
CX, CY = W / 2, H / 2
FLIP = f"rotate(180 {CX:g} {CY:g})"

GOLD = "#d9a520"
GOLD_DARK = "#8a6a10"
CREAM = "#fbf4e2"
INK = "#1a1a1a"
SKIN = "#f6d7b8"
SKIN_LINE = "#9a6440"

# Pip columns and the vertical extent of the pip area (card units).
PIP_COLS = (80.0, 125.0, 170.0)
PIP_TOP, PIP_BOTTOM = 72.0, 278.0
PIP_SCALE = 0.4  # symbols are drawn within +-50 units: pips are 40 units tall


def n(v: float) -> str:
    """A compact number."""
    s = f"{v:.2f}".rstrip("0").rstrip(".")
    return "0" if s in ("-0", "") else s


def pts(points: Sequence[tuple[float, float]]) -> str:
    """An SVG path for a closed polygon."""
    head, *rest = points
    return f"M{n(head[0])} {n(head[1])}" + "".join(f"L{n(x)} {n(y)}" for x, y in rest) + "Z"


def circle_d(cx: float, cy: float, r: float) -> str:
    """A circle as a path (two arcs), so it can share a path with other shapes."""
    return (
        f"M{n(cx - r)} {n(cy)}A{n(r)} {n(r)} 0 1 0 {n(cx + r)} {n(cy)}"
        f"A{n(r)} {n(r)} 0 1 0 {n(cx - r)} {n(cy)}Z"
    )


def star_points(
    count: int, outer: float, inner: float, cx: float = 0, cy: float = 0, turn: float = 0
) -> list[tuple[float, float]]:
    """The corners of a star with ``count`` points, the first one straight up."""
    out = []
    for i in range(count * 2):
        r = outer if i % 2 == 0 else inner
        a = math.pi * i / count + turn
        out.append((cx + r * math.sin(a), cy - r * math.cos(a)))
    return out


def mirror_x(d_points: Sequence[tuple[float, float]], axis: float = 0) -> list[tuple[float, float]]:
    """Points mirrored about the vertical line ``x = axis``."""
    return [(2 * axis - x, y) for x, y in d_points]


# ----------------------------------------------------------------------------------------
# Suit symbols: each drawn at the origin within +-50 units, with no fill of its own so a
# <use fill="..."> colours it.
# ----------------------------------------------------------------------------------------

SPADE = (
    "M0 -50C9 -33 50 -14 50 14C50 35 27 45 7 31C9 41 14 47 21 50L-21 50"
    "C-14 47 -9 41 -7 31C-27 45 -50 35 -50 14C-50 -14 -9 -33 0 -50Z"
)
HEART = (
    "M0 46C-14 32 -50 9 -50 -16C-50 -36 -35 -46 -23 -46C-11 -46 -3 -38 0 -28"
    "C3 -38 11 -46 23 -46C35 -46 50 -36 50 -16C50 9 14 32 0 46Z"
)
DIAMOND = "M0 -50C9 -32 23 -15 38 0C23 15 9 32 0 50C-9 32 -23 15 -38 0C-23 -15 -9 -32 0 -50Z"
CLUB = (
    circle_d(0, -24, 21)
    + circle_d(-23, 9, 21)
    + circle_d(23, 9, 21)
    + "M-12 -8L-14 14L14 14L12 -8Z"
    + "M-5 6C-5 28 -12 42 -21 50L21 50C12 42 5 28 5 6Z"
)


def crescent_d(r_out: float, r_in: float, dx: float, dy: float, turn: float = 0) -> str:
    """A crescent: the circle ``r_out`` at the origin minus the circle ``r_in`` at (dx, dy)."""
    d = math.hypot(dx, dy)
    # Intersection points of the two circles.
    a = (r_out**2 - r_in**2 + d**2) / (2 * d)
    h = math.sqrt(max(r_out**2 - a**2, 0))
    ux, uy = dx / d, dy / d
    px, py = a * ux, a * uy
    p1 = (px + h * uy, py - h * ux)
    p2 = (px - h * uy, py + h * ux)

    def rot(p: tuple[float, float]) -> tuple[float, float]:
        c, s = math.cos(turn), math.sin(turn)
        return (p[0] * c - p[1] * s, p[0] * s + p[1] * c)

    p1, p2 = rot(p1), rot(p2)
    return (
        f"M{n(p1[0])} {n(p1[1])}A{n(r_out)} {n(r_out)} 0 1 0 {n(p2[0])} {n(p2[1])}"
        f"A{n(r_in)} {n(r_in)} 0 1 1 {n(p1[0])} {n(p1[1])}Z"
    )


def sun_d() -> str:
    """A sun disc with twelve triangular rays."""
    d = circle_d(0, 0, 23)
    for i in range(12):
        a = math.pi * 2 * i / 12
        tip = (49 * math.sin(a), -49 * math.cos(a))
        half = math.pi / 12 * 0.62
        b1 = (30 * math.sin(a - half), -30 * math.cos(a - half))
        b2 = (30 * math.sin(a + half), -30 * math.cos(a + half))
        d += pts([b1, tip, b2])
    return d


FLAME = (
    "M2 -50C10 -30 40 -14 36 16C33 38 18 50 0 50C-18 50 -34 38 -35 18"
    "C-36 0 -26 -12 -20 -24C-16 -10 -10 -4 -4 -2C-10 -20 -6 -38 2 -50Z"
    # The inner tongue (a hole with evenodd).
    "M0 44C10 44 18 36 18 24C18 12 8 4 4 -6C0 6 -14 14 -16 26C-17 36 -10 44 0 44Z"
)


def wave_d() -> str:
    """Three wavy bands (the Tide)."""
    d = ""
    for yc in (-27, 0, 27):
        top = []
        bot = []
        for i in range(25):
            x = -48 + 96 * i / 24
            y = yc - 2 + 8 * math.sin(math.pi * 2 * (x + 48) / 48)
            top.append((x, y - 6))
            bot.append((x, y + 6))
        d += pts(top + bot[::-1])
    return d


def eclipse_d() -> str:
    """A dark disc inside a corona ring, with four short flares."""
    d = circle_d(0, 0, 27) + circle_d(0, 0, 47) + circle_d(0, 0, 36)  # disc + ring (evenodd)
    return d


VOID = circle_d(0, 0, 49) + circle_d(0, 0, 35) + circle_d(0, 0, 22)  # evenodd: ring + core
FRONTIER = "M-50 42L-19 -12L-7 6L15 -44L50 42Z"  # two mountain peaks
BORDER = (
    "M-42 -46L-27 -46L-27 -34L-8 -34L-8 -46L8 -46L8 -34L27 -34L27 -46L42 -46"
    "L42 2C42 24 22 40 0 50C-22 40 -42 24 -42 2Z"
)
CORE = pts(star_points(8, 50, 24)) + circle_d(0, 0, 12)


@dataclass(frozen=True)
class SuitArt:
    code: str
    name: str
    symbol: str  # path data, +-50 units
    colour: str
    fc_colour: str
    evenodd: bool = False
    marker: bool = False  # draw the suit letter in the fc corner index
    text: str = ""  # the Unicode sign closest to the pip, as the game's words write the suit


# ----------------------------------------------------------------------------------------
# SVG assembly
# ----------------------------------------------------------------------------------------


class Sheet:
    """One SVG file: shared definitions and a grid of cards."""

    def __init__(self, title: str) -> None:
        self.title = title
        self.defs: list[str] = []
        self.def_ids: set[str] = set()
        self.cards: list[tuple[str, str]] = []

    def define(self, ident: str, body: str) -> str:
        """Add a definition once; return ``#ident``."""
        if ident not in self.def_ids:
            self.def_ids.add(ident)
            self.defs.append(body)
        return "#" + ident

    def add(self, ident: str, body: str) -> None:
        self.cards.append((ident, body))

    def skip_cell(self) -> None:
        self.cards.append(("", ""))

    def new_row(self) -> None:
        while len(self.cards) % COLUMNS:
            self.skip_cell()

    def render(self) -> str:
        rows = (len(self.cards) + COLUMNS - 1) // COLUMNS
        width = MARGIN * 2 + COLUMNS * CELL_W - (CELL_W - W)
        height = MARGIN * 2 + rows * CELL_H - (CELL_H - H)
        out = [
            '<?xml version="1.0" encoding="UTF-8"?>',
            '<svg xmlns="http://www.w3.org/2000/svg" '
            'xmlns:xlink="http://www.w3.org/1999/xlink" version="1.2" baseProfile="tiny" '
            f'width="{width}" height="{height}" viewBox="0 0 {width} {height}">',
            f"<title>{self.title}</title>",
            "<defs>",
            *self.defs,
            "</defs>",
        ]
        for i, (ident, body) in enumerate(self.cards):
            if not ident:
                continue
            x = MARGIN + (i % COLUMNS) * CELL_W
            y = MARGIN + (i // COLUMNS) * CELL_H
            out.append(f'<g id="{ident}" transform="translate({x} {y})">{body}</g>')
        out.append("</svg>")
        return "\n".join(out) + "\n"


def use(ref: str, transform: str = "", **attrs: str) -> str:
    t = f' transform="{transform}"' if transform else ""
    extra = "".join(f' {k.replace("_", "-")}="{v}"' for k, v in attrs.items())
    return f'<use xlink:href="{ref}"{t}{extra}/>'


def place(x: float, y: float, scale: float, flip: bool = False) -> str:
    rot = " rotate(180)" if flip else ""
    return f"translate({n(x)} {n(y)}){rot} scale({n(scale)})"


def text(
    x: float, y: float, s: str, size: float, fill: str, weight: str = "bold", sx: float = 1.0
) -> str:
    """Centred text; ``sx`` squeezes it horizontally."""
    t = f' transform="scale({n(sx)} 1)"' if sx != 1.0 else ""
    return (
        f'<text x="{n(x / sx)}" y="{n(y)}"{t} font-family="{FONT}" font-size="{n(size)}" '
        f'font-weight="{weight}" fill="{fill}" text-anchor="middle">{s}</text>'
    )


def common_defs(sheet: Sheet) -> None:
    sheet.define(
        "grad_face",
        '<linearGradient id="grad_face" x1="0" y1="0" x2="0" y2="1">'
        '<stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#f6f0e2"/>'
        "</linearGradient>",
    )
    sheet.define(
        "grad_gold",
        '<linearGradient id="grad_gold" x1="0" y1="0" x2="1" y2="1">'
        '<stop offset="0" stop-color="#f4d36b"/><stop offset="0.5" stop-color="#d9a520"/>'
        '<stop offset="1" stop-color="#a97a12"/></linearGradient>',
    )


def blank(fill: str = "url(#grad_face)", edge: str = "#9c9585") -> str:
    """The card outline: exactly 0..250 x 0..350, the border drawn inside it."""
    return (
        f'<rect x="0" y="0" width="{W}" height="{H}" rx="{RADIUS}" fill="{fill}"/>'
        f'<rect x="1" y="1" width="{W - 2}" height="{H - 2}" rx="{RADIUS - 1}" fill="none" '
        f'stroke="{edge}" stroke-width="2"/>'
    )


def corner_index(rank: str, sym: str, colour: str, marker: str = "") -> str:
    """Rank and suit at the top left, and the same turned at the bottom right."""
    sx = 0.6 if len(rank) > 1 else 1.0
    parts = [text(27, 52, rank, 44, colour, sx=sx), use(sym, place(27, 80, 0.32))]
    if marker:
        parts.append(
            f'<rect x="15.5" y="101" width="23" height="21" rx="4" fill="none" '
            f'stroke="{colour}" stroke-width="1.6"/>' + text(27, 117.5, marker, 16, colour)
        )
    one = f'<g fill="{colour}">{"".join(parts)}</g>'
    return one + f'<g transform="{FLIP}">{one}</g>'


PIP_LAYOUTS: dict[int, list[tuple[int, float]]] = {
    2: [(1, 0), (1, 1)],
    3: [(1, 0), (1, 0.5), (1, 1)],
    4: [(0, 0), (2, 0), (0, 1), (2, 1)],
    5: [(0, 0), (2, 0), (1, 0.5), (0, 1), (2, 1)],
    6: [(0, 0), (2, 0), (0, 0.5), (2, 0.5), (0, 1), (2, 1)],
    7: [(0, 0), (2, 0), (1, 0.25), (0, 0.5), (2, 0.5), (0, 1), (2, 1)],
    8: [(0, 0), (2, 0), (1, 0.25), (0, 0.5), (2, 0.5), (1, 0.75), (0, 1), (2, 1)],
    9: [(0, 0), (2, 0), (0, 1 / 3), (2, 1 / 3), (1, 0.5), (0, 2 / 3), (2, 2 / 3), (0, 1), (2, 1)],
    10: [
        (0, 0), (2, 0), (1, 1 / 6), (0, 1 / 3), (2, 1 / 3),
        (0, 2 / 3), (2, 2 / 3), (1, 5 / 6), (0, 1), (2, 1),
    ],
}  # fmt: skip


def pips(
    count: int,
    sym: str,
    colour: str,
    top: float = PIP_TOP,
    bottom: float = PIP_BOTTOM,
    scale: float = PIP_SCALE,
) -> str:
    """The classic pip layout of a number card; pips below the middle are turned."""
    out = []
    for col, f in PIP_LAYOUTS[count]:
        y = top + (bottom - top) * f
        out.append(use(sym, place(PIP_COLS[col], y, scale, flip=f > 0.5)))
    return f'<g fill="{colour}">{"".join(out)}</g>'


def ace(sym: str, colour: str, scale: float = 1.1, ring: bool = True) -> str:
    """A single large central pip, on a fine double ring."""
    deco = ""
    if ring:
        deco = (
            f'<circle cx="{CX}" cy="{CY}" r="78" fill="none" stroke="{colour}" '
            'stroke-width="1.2" stroke-opacity="0.35"/>'
            f'<circle cx="{CX}" cy="{CY}" r="83" fill="none" stroke="{GOLD}" '
            'stroke-width="2" stroke-opacity="0.7"/>'
        )
    return deco + f'<g fill="{colour}">{use(sym, place(CX, CY, scale))}</g>'


def suit_symbol_defs(sheet: Sheet, suits: Sequence[SuitArt]) -> dict[str, str]:
    refs = {}
    for s in suits:
        rule = ' fill-rule="evenodd"' if s.evenodd else ""
        refs[s.code] = sheet.define(
            f"sym_{s.code}", f'<path id="sym_{s.code}"{rule} d="{s.symbol}"/>'
        )
    return refs


# ----------------------------------------------------------------------------------------
# Card backs
# ----------------------------------------------------------------------------------------

BACK_COLOURS = {
    "blue": ("#14306e", "#2c5bb8", "#9cc0ff"),
    "red": ("#6e1118", "#b8303a", "#ffb0b0"),
    "green": ("#0f4a2a", "#2a8a52", "#a8ecc0"),
    "purple": ("#2e1250", "#6a3db8", "#dcc8ff"),
    "black": ("#111215", "#3b3f47", "#f0d27a"),
}


def lattice_d(x0: float, y0: float, x1: float, y1: float, step: float) -> str:
    """Diagonal lines both ways across a rectangle, cut at its edges."""
    d = []
    span = (x1 - x0) + (y1 - y0)
    k = 0.0
    while k <= span + 0.01:
        # Lines x - y = c.
        c = x0 - y1 + k
        xa, xb = max(x0, y0 + c), min(x1, y1 + c)
        if xb > xa:
            d.append(f"M{n(xa)} {n(xa - c)}L{n(xb)} {n(xb - c)}")
        # Lines x + y = c.
        c = x0 + y0 + k
        xa, xb = max(x0, c - y1), min(x1, c - y0)
        if xb > xa:
            d.append(f"M{n(xa)} {n(c - xa)}L{n(xb)} {n(c - xb)}")
        k += step
    return "".join(d)


def lattice_dots_d(x0: float, y0: float, x1: float, y1: float, step: float) -> str:
    """Small diamonds at the centres of the cells of ``lattice_d``."""
    c0, d0 = x0 - y1, x0 + y0  # the first lines x - y = c0 and x + y = d0
    count = int(((x1 - x0) + (y1 - y0)) / step) + 1
    d = []
    for j in range(count):
        for i in range(count):
            u = c0 + (i + 0.5) * step
            v = d0 + (j + 0.5) * step
            x, y = (u + v) / 2, (v - u) / 2
            if x0 + 3 < x < x1 - 3 and y0 + 3 < y < y1 - 3:
                d.append(f"M{n(x)} {n(y - 1.8)}l1.8 1.8l-1.8 1.8l-1.8 -1.8z")
    return "".join(d)


def back_card(sheet: Sheet, name: str, emblem: Callable[[str, str], str]) -> str:
    dark, mid, light = BACK_COLOURS[name]
    grad = sheet.define(
        f"grad_back_{name}",
        f'<radialGradient id="grad_back_{name}" cx="0.5" cy="0.5" r="0.75">'
        f'<stop offset="0" stop-color="{mid}"/><stop offset="1" stop-color="{dark}"/>'
        "</radialGradient>",
    )
    pattern = sheet.define(
        "back_pattern",
        '<g id="back_pattern">'
        f'<path d="{lattice_d(14, 14, 236, 336, 15)}" fill="none" stroke="#ffffff" '
        'stroke-width="1.1" stroke-opacity="0.22"/>'
        f'<path d="{lattice_dots_d(14, 14, 236, 336, 15)}" fill="#ffffff" fill-opacity="0.35"/>'
        "</g>",
    )
    rays = []
    for i in range(36):
        a = math.pi * 2 * i / 36
        half = math.pi / 36 * 0.45
        p = [
            (CX + 70 * math.sin(a - half), CY - 92 * math.cos(a - half)),
            (CX + 104 * math.sin(a), CY - 136 * math.cos(a)),
            (CX + 70 * math.sin(a + half), CY - 92 * math.cos(a + half)),
        ]
        rays.append(pts(p))
    corners = "".join(
        use("#sym_back_corner", f"translate({x} {y}) rotate({r})")
        for x, y, r in ((30, 30, 0), (220, 30, 90), (220, 320, 180), (30, 320, 270))
    )
    sheet.define(
        "sym_back_corner",
        f'<path id="sym_back_corner" d="M-8 -8L14 -8C6 -4 -4 6 -8 14Z{circle_d(3, 3, 3)}"/>',
    )
    return (
        blank("#fbf8f0")
        + f'<rect x="10" y="10" width="230" height="330" rx="9" fill="url({grad})"/>'
        + use(pattern)
        + f'<path d="{"".join(rays)}" fill="{light}" fill-opacity="0.35"/>'
        + f'<ellipse cx="{CX}" cy="{CY}" rx="66" ry="86" fill="{dark}" stroke="{CREAM}" '
        'stroke-width="3"/>'
        + f'<ellipse cx="{CX}" cy="{CY}" rx="58" ry="78" fill="none" stroke="{GOLD}" '
        'stroke-width="1.5"/>'
        + emblem(dark, light)
        + '<rect x="16" y="16" width="218" height="318" rx="6" fill="none" '
        f'stroke="{CREAM}" stroke-width="1.6"/>'
        + '<rect x="21" y="21" width="208" height="308" rx="4" fill="none" '
        f'stroke="{GOLD}" stroke-width="1"/>' + f'<g fill="{GOLD}">{corners}</g>'
    )


def add_backs(sheet: Sheet, emblem: Callable[[str, str], str]) -> None:
    sheet.new_row()
    for name in BACK_COLOURS:
        sheet.add(f"back_{name}", back_card(sheet, name, emblem))


# ----------------------------------------------------------------------------------------
# French deck
# ----------------------------------------------------------------------------------------

FRENCH = (
    SuitArt("S", "Spades", SPADE, INK, "#000000"),
    SuitArt("H", "Hearts", HEART, "#c8102e", "#cc3311"),
    SuitArt("D", "Diamonds", DIAMOND, "#c8102e", "#0047ab"),
    SuitArt("C", "Clubs", CLUB, INK, "#009e73"),
)
FRENCH_RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")

FRAME = (52, 30, 146, 290)  # x, y, w, h of the court picture


def face_features(rank: str) -> str:
    """Eyes, brows, nose and mouth of a court figure (head centred at 125,100)."""
    eyes = (
        '<ellipse cx="118.5" cy="97" rx="2" ry="2.4" fill="#2b1d12"/>'
        '<ellipse cx="131.5" cy="97" rx="2" ry="2.4" fill="#2b1d12"/>'
    )
    brows = (
        '<path d="M114 92Q118.5 89.5 122 91.5M128 91.5Q131.5 89.5 136 92" fill="none" '
        'stroke="#5a3a20" stroke-width="1.4"/>'
    )
    nose = (
        '<path d="M125 98L122.8 105.5L126 106" fill="none" '
        f'stroke="{SKIN_LINE}" stroke-width="1.1"/>'
    )
    if rank == "Q":
        mouth = (
            '<path d="M121 111.5Q125 114.5 129 111.5Q125 112.5 121 111.5Z" fill="#c43048" '
            'stroke="#c43048" stroke-width="1"/>'
        )
        cheeks = (
            '<circle cx="114.5" cy="105" r="3.2" fill="#ef8f8f" fill-opacity="0.55"/>'
            '<circle cx="135.5" cy="105" r="3.2" fill="#ef8f8f" fill-opacity="0.55"/>'
        )
        lashes = (
            '<path d="M115.5 95.5L114 94M134.5 95.5L136 94" stroke="#2b1d12" stroke-width="1"/>'
        )
        return eyes + brows + nose + mouth + cheeks + lashes
    if rank == "J":
        mouth = (
            '<path d="M121 111Q125 113.5 129 111" fill="none" stroke="#9a3a30" stroke-width="1.4"/>'
        )
        tache = (
            '<path d="M118 108.5Q125 105 132 108.5Q125 107.5 118 108.5Z" fill="#4a2c17" '
            'stroke="#4a2c17" stroke-width="1"/>'
        )
        return eyes + brows + nose + mouth + tache
    return eyes + brows + nose


def mix(colour: str, other: str, t: float) -> str:
    """``colour`` moved a fraction ``t`` towards ``other`` (both ``#rrggbb``)."""
    a = [int(colour[i : i + 2], 16) for i in (1, 3, 5)]
    b = [int(other[i : i + 2], 16) for i in (1, 3, 5)]
    return "#" + "".join(f"{round(x + (y - x) * t):02x}" for x, y in zip(a, b, strict=True))


def skin(cx: float, cy: float, rx: float, ry: float) -> str:
    return (
        f'<ellipse cx="{n(cx)}" cy="{n(cy)}" rx="{n(rx)}" ry="{n(ry)}" fill="{SKIN}" '
        f'stroke="{SKIN_LINE}" stroke-width="1"/>'
    )


def court_figure(rank: str, colour: str) -> str:
    """The upper half of a court picture (above y = 175): a stylised bust.

    King: crown, beard, ermine collar and sceptre. Queen: long hair, tiara with a flower,
    pearls and a rose. Jack: feathered cap, moustache, buttoned tunic and halberd.
    """
    out = []
    light = mix(colour, "#ffffff", 0.45)
    hair = {"K": "#7a5a3a", "Q": "#d9a23f", "J": "#4a2c17"}[rank]
    line = f'stroke="{INK}" stroke-width="1.2" stroke-linejoin="round"'
    # Long hair for the queen, behind everything.
    if rank == "Q":
        out.append(
            '<path d="M125 74C102 74 98 92 101 108C103 121 97 130 90 137L160 137'
            f'C153 130 147 121 149 108C152 92 148 74 125 74Z" fill="{hair}" '
            'stroke="#9a6a1a" stroke-width="1"/>'
        )
    # The mantle, with a gold hem along the shoulders.
    out.append(
        '<path d="M52 175L52 143C66 135 86 130 104 127L146 127C164 130 184 135 198 143'
        f'L198 175Z" fill="{colour}" {line}/>'
        '<path d="M52 150C66 142 86 137 104 134M146 134C164 137 184 142 198 150" fill="none" '
        f'stroke="{GOLD}" stroke-width="2.4"/>'
    )
    loz = "".join(
        pts([(x, y - 6), (x + 5, y), (x, y + 6), (x - 5, y)])
        for x, y in ((64, 163), (82, 157), (100, 163), (150, 163), (168, 157), (186, 163))
    )
    out.append(f'<path d="{loz}" fill="{GOLD}" stroke="{GOLD_DARK}" stroke-width="0.6"/>')
    # The front of the robe.
    if rank == "K":
        out.append(
            f'<path d="M60 155Q125 190 190 155" fill="none" stroke="{GOLD}" stroke-width="3.4"/>'
            f'<path d="M60 155Q125 190 190 155" fill="none" stroke="{GOLD_DARK}" '
            'stroke-width="1" stroke-dasharray="3 3"/>'
        )
        spots = "".join(
            f"M{n(x)} {n(y)}l-1.8 4.5l1.8 -1.2l1.8 1.2z"
            for x, y in ((113, 132), (125, 136), (137, 132), (119, 146), (131, 146), (125, 157))
        )
        out.append(
            f'<path d="M102 127L125 172L148 127Z" fill="#ffffff" stroke="{GOLD}" '
            f'stroke-width="4" stroke-linejoin="round"/><path d="{spots}" fill="{INK}"/>'
        )
    elif rank == "Q":
        lace = "".join(
            circle_d(110 + 3.75 * i, 150 + 3.5 * math.sin(math.pi * i / 8), 1.6) for i in range(9)
        )
        out.append(
            f'<path d="M104 127L146 127L142 147Q125 158 108 147Z" fill="{light}" {line}/>'
            f'<path d="M108 147Q125 158 142 147L150 175L100 175Z" fill="{light}" {line}/>'
            f'<path d="M114 160L136 166M114 166L136 160M116 170L134 174" stroke="{GOLD}" '
            'stroke-width="1.6"/>'
            f'<path d="{lace}" fill="#ffffff" stroke="{GOLD_DARK}" stroke-width="0.5"/>'
        )
    else:
        out.append(
            f'<path d="M108 127L142 127L146 175L104 175Z" fill="{light}" {line}/>'
            '<path d="M106 127L125 141L144 127L144 133L125 148L106 133Z" fill="#ffffff" '
            f'stroke="{INK}" stroke-width="0.8"/>'
            f'<path d="M125 148L125 175" stroke="{GOLD}" stroke-width="5"/>'
            f'<path d="{circle_d(125, 156, 2) + circle_d(125, 166, 2)}" fill="{GOLD_DARK}"/>'
        )
    # Neck and head.
    out.append(
        f'<path d="M116 110L134 110L134 128Q125 133 116 128Z" fill="{SKIN}" '
        f'stroke="{SKIN_LINE}" stroke-width="0.8"/>'
    )
    if rank == "Q":
        pearls = "".join(
            circle_d(125 + 17 * math.sin(a), 127 + 8 * math.cos(a), 1.8)
            for a in (i * math.pi / 8 - math.pi / 2 for i in range(9))
        )
        out.append(f'<path d="{pearls}" fill="#ffffff" stroke="#8a8a8a" stroke-width="0.5"/>')
    out.append(skin(125, 100, 17, 20))
    out.append(face_features(rank))
    if rank == "K":
        out.append(
            '<path d="M108 85C104 96 105 108 108 112L111 110C109 102 110 94 112 86Z'
            f'M142 85C146 96 145 108 142 112L139 110C141 102 140 94 138 86Z" fill="{hair}"/>'
            '<path d="M108 104C108 118 115 131 125 135C135 131 142 118 142 104C139 112 133 115'
            f' 125 115C117 115 111 112 108 104Z" fill="{hair}" stroke="#5a3f22" '
            'stroke-width="0.8"/>'
            '<path d="M114 109.5C118 106 122 106 125 108C128 106 132 106 136 109.5'
            f'C131 111.5 128 111 125 110C122 111 119 111.5 114 109.5Z" fill="{hair}" '
            'stroke="#5a3f22" stroke-width="0.6"/>'
        )
        out.append(
            '<path d="M105 84L102 57L114 70L125 50L136 70L148 57L145 84Z" fill="url(#grad_gold)" '
            f'stroke="{GOLD_DARK}" stroke-width="1.3" stroke-linejoin="round"/>'
            f'<rect x="104" y="77" width="42" height="8" fill="{GOLD}" stroke="{GOLD_DARK}" '
            'stroke-width="1"/>'
            f'<path d="{circle_d(102, 56, 3) + circle_d(125, 49, 3.4) + circle_d(148, 56, 3)}" '
            f'fill="#fff3c0" stroke="{GOLD_DARK}" stroke-width="0.8"/>'
            f'<path d="{circle_d(114, 81, 2) + circle_d(136, 81, 2)}" fill="#1e5cc8"/>'
            f'<path d="{circle_d(125, 81, 2.6)}" fill="#c8102e" stroke="#fff" stroke-width="0.6"/>'
        )
        # Sceptre.
        held = (
            f'<path d="M172 172L172 96" stroke="{GOLD_DARK}" stroke-width="5"/>'
            f'<path d="M172 172L172 96" stroke="{GOLD}" stroke-width="3"/>'
            f'<path d="{circle_d(172, 91, 7)}" fill="url(#grad_gold)" stroke="{GOLD_DARK}" '
            'stroke-width="1"/>'
            f'<path d="M172 75L172 86M167 79.5L177 79.5" stroke="{GOLD_DARK}" stroke-width="2.4"/>'
        )
    elif rank == "Q":
        out.append(
            f'<path d="M108 93C108 78 142 78 142 93C136 86 114 86 108 93Z" fill="{hair}" '
            'stroke="#9a6a1a" stroke-width="0.8"/>'
            '<path d="M108 84L106 72L116 78L125 66L134 78L144 72L142 84Q125 79 108 84Z" '
            f'fill="url(#grad_gold)" stroke="{GOLD_DARK}" stroke-width="1.1" '
            'stroke-linejoin="round"/>'
        )
        petals = "".join(
            circle_d(125 + 4.2 * math.sin(a), 62 - 4.2 * math.cos(a), 3.2)
            for a in (i * 2 * math.pi / 5 for i in range(5))
        )
        out.append(
            f'<path d="{petals}" fill="#ffffff" stroke="{GOLD_DARK}" stroke-width="0.7"/>'
            f'<path d="{circle_d(125, 62, 2.4)}" fill="{GOLD}"/>'
        )
        rose = "".join(
            circle_d(172 + 6 * math.sin(a), 102 - 6 * math.cos(a), 5.5)
            for a in (i * 2 * math.pi / 5 for i in range(5))
        )
        held = (
            '<path d="M172 172C170 150 170 128 172 108" fill="none" stroke="#2f7a2a" '
            'stroke-width="2.6"/>'
            '<path d="M171 126C162 122 158 116 158 112C165 113 170 118 171 126Z" '
            'fill="#3f9a35"/>'
            f'<path d="{rose}" fill="#e0455f" stroke="#8a1028" stroke-width="0.8"/>'
            f'<path d="{circle_d(172, 102, 4)}" fill="#b8163a"/>'
        )
    else:
        out.append(
            '<path d="M107 96C104 85 146 85 143 96L145 109C141 105 140 100 139 95'
            f'L111 95C110 100 109 105 105 109Z" fill="{hair}"/>'
        )
        # Feathered cap.
        out.append(
            '<path d="M104 80C96 68 92 54 92 38C102 50 110 64 112 78Z" fill="#ffffff" '
            'stroke="#6a6a6a" stroke-width="1"/>'
            '<path d="M108 79C101 66 96 54 93 41" fill="none" stroke="#6a6a6a" '
            'stroke-width="0.8"/>'
            f'<path d="M99 89C96 70 150 63 155 84C141 93 113 95 99 89Z" fill="{colour}" '
            f"{line}/>"
            f'<path d="M100 88C115 93 140 92 154 84" fill="none" stroke="{GOLD}" '
            'stroke-width="3"/>'
        )
        # Halberd.
        held = (
            '<path d="M172 172L172 56" stroke="#6b4526" stroke-width="3.4"/>'
            '<path d="M172 62L188 64C193 72 192 82 184 88L172 84Z" fill="#b7c0c8" '
            'stroke="#4a525a" stroke-width="1"/>'
            '<path d="M172 64L165 71L172 74Z" fill="#b7c0c8" stroke="#4a525a" stroke-width="1"/>'
            '<path d="M168.5 60L172 41L175.5 60Z" fill="#b7c0c8" stroke="#4a525a" '
            'stroke-width="1"/>'
        )
    # The arm holding the sceptre, rose or halberd: sleeve, cuff and hand over the shaft.
    out.append(held)
    out.append(
        f'<path d="M142 128C164 128 186 138 186 160L162 161C161 151 154 143 142 141Z" '
        f'fill="{light}" {line}/>'
        f'<path d="M161 156L187 155L187 162L161 163Z" fill="{GOLD}" stroke="{GOLD_DARK}" '
        'stroke-width="0.8"/>'
    )
    out.append(skin(172, 149, 6.5, 7.5))
    return "".join(out)


def french_court(sheet: Sheet, rank: str, suit: SuitArt, colour: str, sym: str) -> str:
    fid = f"fig_{rank}_{colour.lstrip('#')}"
    ref = sheet.define(fid, f'<g id="{fid}">{court_figure(rank, colour)}</g>')
    x, y, w, h = FRAME
    return (
        f'<rect x="{x}" y="{y}" width="{w}" height="{h}" fill="{CREAM}"/>'
        + use(ref)
        + use(ref, FLIP)
        + f'<path d="M{x} {CY}L{x + w} {CY}" stroke="{colour}" stroke-width="1.2"/>'
        + f'<g fill="{colour}">{use(sym, place(70, 50, 0.22))}'
        + use(sym, place(180, 300, 0.22, flip=True))
        + "</g>"
        + f'<rect x="{x}" y="{y}" width="{w}" height="{h}" fill="none" stroke="{colour}" '
        'stroke-width="2.2"/>'
        + f'<rect x="{x + 4}" y="{y + 4}" width="{w - 8}" height="{h - 8}" fill="none" '
        f'stroke="{GOLD}" stroke-width="1.2"/>'
    )


def french_emblem(dark: str, light: str) -> str:
    parts = []
    for code, (dx, dy) in zip("SHCD", ((0, -34), (30, 0), (0, 34), (-30, 0)), strict=True):
        parts.append(use(f"#sym_{code}", place(CX + dx, CY + dy, 0.3)))
    star = pts(star_points(4, 13, 4, CX, CY))
    return f'<g fill="{CREAM}">{"".join(parts)}</g><path d="{star}" fill="{GOLD}"/>'


def build_french() -> str:
    sheet = Sheet("Card Table: French-suited deck")
    common_defs(sheet)
    refs = suit_symbol_defs(sheet, FRENCH)
    for prefix in ("", "fc_"):
        for suit in FRENCH:
            colour = suit.fc_colour if prefix else suit.colour
            sym = refs[suit.code]
            for rank in FRENCH_RANKS:
                if rank == "A":
                    art = ace(sym, colour)
                elif rank in "JQK":
                    art = french_court(sheet, rank, suit, colour, sym)
                else:
                    art = pips(int(rank), sym, colour)
                sheet.add(
                    f"{prefix}{rank}{suit.code}",
                    blank() + art + corner_index(rank, sym, colour, suit.code if prefix else ""),
                )
    add_backs(sheet, french_emblem)
    return sheet.render()


# ----------------------------------------------------------------------------------------
# Declaration deck
# ----------------------------------------------------------------------------------------

DECLARATION = (
    SuitArt("V", "Void", VOID, "#23203a", "#000000", evenodd=True, marker=True, text="\u25c9"),
    SuitArt("F", "Frontier", FRONTIER, "#c8102e", "#d55e00", marker=True, text="\u25b2"),
    SuitArt("B", "Border", BORDER, "#1f5fbf", "#0047ab", marker=True, text="\u2b1f"),
    SuitArt("C", "Core", CORE, "#1e8c3a", "#009e73", evenodd=True, marker=True, text="\u2738"),
)
DECLARATION_RANKS = ("2", "3", "4", "5", "6", "7", "8", "9", "10", "O", "M", "P", "E")
COURT_NAMES = {"O": "OFFICER", "M": "COMMANDER", "P": "VOIDPILOT", "E": "EMPEROR"}

CHEVRON = "M-38 8L0 -22L38 8L38 26L0 -4L-38 26Z"


def emblem(rank: str, colour: str) -> str:
    """A court emblem centred at the origin, about 90 units across."""
    gold = f'stroke="{GOLD_DARK}" stroke-width="1.2"'
    if rank == "O":
        return (
            f'<path d="{CHEVRON}" transform="translate(0 6) scale(1.1)" fill="{colour}" '
            f'stroke="{GOLD}" stroke-width="3" stroke-linejoin="round"/>'
            f'<path d="M-30 36L30 36L30 42L-30 42Z" fill="{GOLD}" {gold}/>'
        )
    if rank == "M":
        star = pts(star_points(5, 14, 5.6, 0, -30))
        return (
            f'<path d="{CHEVRON}" transform="translate(0 10)" fill="{colour}" stroke="{GOLD}" '
            'stroke-width="2.6" stroke-linejoin="round"/>'
            f'<path d="{CHEVRON}" transform="translate(0 34)" fill="{colour}" stroke="{GOLD}" '
            'stroke-width="2.6" stroke-linejoin="round"/>'
            f'<path d="{star}" fill="url(#grad_gold)" {gold} stroke-linejoin="round"/>'
        )
    if rank == "P":
        wing = [
            (-16, 2), (-30, -4), (-44, -16), (-50, -30), (-40, -24), (-44, -36),
            (-32, -26), (-34, -40), (-22, -26), (-18, -14),
        ]  # fmt: skip
        wing_d = pts(wing) + pts(mirror_x(wing))
        quills = [((-20, -6), (-42, -24)), ((-20, -12), (-36, -32)), ((-19, -18), (-28, -34))]
        quill_d = "".join(
            f"M{n(a[0])} {n(a[1])}L{n(b[0])} {n(b[1])}M{n(-a[0])} {n(a[1])}L{n(-b[0])} {n(b[1])}"
            for a, b in quills
        )
        return (
            f'<path d="{wing_d}" fill="{mix(colour, "#ffffff", 0.7)}" stroke="{colour}" '
            'stroke-width="2.4" stroke-linejoin="round"/>'
            f'<path d="{quill_d}" stroke="{colour}" stroke-width="1.2"/>'
            f'<path d="M-20 26C-24 -6 -12 -28 0 -28C12 -28 24 -6 20 26Z" fill="{colour}" '
            f'stroke="{GOLD}" stroke-width="2.4"/>'
            '<path d="M-16 0C-8 -6 8 -6 16 0L14 12C6 8 -6 8 -14 12Z" fill="url(#grad_gold)" '
            f"{gold}/>"
            f'<path d="M0 -28L0 -8" stroke="{GOLD}" stroke-width="2"/>'
            f'<path d="M-22 26L22 26L22 32L-22 32Z" fill="{GOLD}" {gold}/>'
        )
    # Emperor: a crown with rays.
    rays = []
    for i in range(16):
        a = math.pi * 2 * i / 16
        half = math.pi / 16 * 0.5
        rays.append(
            pts(
                [
                    (26 * math.sin(a - half), -4 - 26 * math.cos(a - half)),
                    (50 * math.sin(a), -4 - 50 * math.cos(a)),
                    (26 * math.sin(a + half), -4 - 26 * math.cos(a + half)),
                ]
            )
        )
    return (
        f'<path d="{"".join(rays)}" fill="{GOLD}" fill-opacity="0.85"/>'
        f'<path d="{circle_d(0, -4, 30)}" fill="#ffffff"/>'
        f'<path d="M-30 20L-33 -16L-16 -2L0 -26L16 -2L33 -16L30 20Z" fill="{colour}" '
        f'stroke="{GOLD}" stroke-width="2.4" stroke-linejoin="round"/>'
        f'<path d="M-31 12L31 12L30 22L-30 22Z" fill="url(#grad_gold)" {gold}/>'
        f'<path d="{circle_d(-33, -18, 3.4) + circle_d(0, -28, 4) + circle_d(33, -18, 3.4)}" '
        f'fill="url(#grad_gold)" {gold}/>'
        f'<path d="{circle_d(0, 17, 2.8)}" fill="#ffffff"/>'
    )


def declaration_court(sheet: Sheet, rank: str, colour: str, sym: str) -> str:
    x, y, w, h = FRAME
    gid = f"grad_tint_{colour.lstrip('#')}"
    grad = sheet.define(
        gid,
        f'<radialGradient id="{gid}" cx="0.5" cy="0.42" r="0.7">'
        f'<stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="{colour}" '
        'stop-opacity="0.22"/></radialGradient>',
    )
    eid = f"emb_{rank}_{colour.lstrip('#')}"
    emb = sheet.define(eid, f'<g id="{eid}">{emblem(rank, colour)}</g>')
    name = COURT_NAMES[rank]
    banner = (
        f"M{x - 3} 256L{x + w + 3} 256L{x + w - 4} 269L{x + w + 3} 282L{x - 3} 282L{x + 4} 269Z"
    )
    return (
        f'<rect x="{x}" y="{y}" width="{w}" height="{h}" fill="{CREAM}"/>'
        f'<rect x="{x}" y="{y}" width="{w}" height="{h}" fill="url({grad})"/>'
        f'<circle cx="{CX}" cy="150" r="70" fill="none" stroke="{GOLD}" stroke-width="1.4"/>'
        f'<circle cx="{CX}" cy="150" r="63" fill="#ffffff" stroke="{colour}" stroke-width="4"/>'
        + use(emb, f"translate({CX} 152)")
        + f'<path d="{banner}" fill="{colour}" stroke="{GOLD}" stroke-width="1.4"/>'
        + text(CX, 275, name, 16 if len(name) < 9 else 14.5, "#ffffff")
        + f'<g fill="{colour}">{use(sym, place(70, 50, 0.2))}{use(sym, place(180, 50, 0.2))}'
        + use(sym, place(CX, 302, 0.24))
        + "</g>"
        + f'<rect x="{x}" y="{y}" width="{w}" height="{h}" fill="none" stroke="{colour}" '
        'stroke-width="2.2"/>'
        + f'<rect x="{x + 4}" y="{y + 4}" width="{w - 8}" height="{h - 8}" fill="none" '
        f'stroke="{GOLD}" stroke-width="1.2"/>'
    )


def declaration_emblem(dark: str, light: str) -> str:
    ring = circle_d(CX, CY, 44) + circle_d(CX, CY, 36)
    star = pts(star_points(8, 32, 13, CX, CY))
    return (
        f'<path d="{ring}" fill="{CREAM}" fill-rule="evenodd"/>'
        f'<path d="{star}" fill="{GOLD}"/>'
        f'<path d="{circle_d(CX, CY, 7)}" fill="{dark}"/>'
    )


def build_declaration() -> str:
    sheet = Sheet("Card Table: Declaration deck")
    common_defs(sheet)
    refs = suit_symbol_defs(sheet, DECLARATION)
    for prefix in ("", "fc_"):
        for suit in DECLARATION:
            colour = suit.fc_colour if prefix else suit.colour
            sym = refs[suit.code]
            marker = suit.code if prefix and suit.marker else ""
            for rank in DECLARATION_RANKS:
                if rank in COURT_NAMES:
                    art = declaration_court(sheet, rank, colour, sym)
                else:
                    art = pips(int(rank), sym, colour)
                sheet.add(
                    f"{prefix}{rank}{suit.code}",
                    blank() + art + corner_index(rank, sym, colour, marker),
                )
    add_backs(sheet, declaration_emblem)
    return sheet.render()


# ----------------------------------------------------------------------------------------
# Frontier deck
# ----------------------------------------------------------------------------------------

FRONTIER_SUITS = (
    SuitArt("S", "Sun", sun_d(), "#c8102e", "#c98600", marker=True),
    SuitArt("F", "Flame", FLAME, "#c8102e", "#b8002e", evenodd=True, marker=True),
    SuitArt("M", "Moon", crescent_d(46, 38, 22, -12), "#1f4fbf", "#0047ab", marker=True),
    SuitArt("T", "Tide", wave_d(), "#1f4fbf", "#009e73", marker=True),
    SuitArt("W", "Shadow", eclipse_d(), "#1a1a1a", "#000000", evenodd=True, marker=True),
)
FRONTIER_RANKS = tuple(str(r) for r in range(1, 11))


def wild_frame(colour: str) -> str:
    """The distinct frame and WILD labels of a Shadow card."""
    label = f'<rect x="88" y="26" width="74" height="24" rx="12" fill="{colour}"/>' + text(
        CX, 44, "WILD", 17, "#f4d36b"
    )
    return (
        f'<rect x="3.5" y="3.5" width="{W - 7}" height="{H - 7}" rx="13" fill="none" '
        f'stroke="{colour}" stroke-width="4"/>'
        f'<rect x="7.5" y="7.5" width="{W - 15}" height="{H - 15}" rx="9" fill="none" '
        f'stroke="{GOLD}" stroke-width="1.2" stroke-dasharray="6 3"/>'
        + label
        + f'<g transform="{FLIP}">{label}</g>'
    )


def frontier_emblem(dark: str, light: str) -> str:
    return (
        f'<g fill="{GOLD}">{use("#sym_S", place(CX, CY, 0.95))}</g>'
        f'<g fill="{dark}">{use("#sym_M", place(CX, CY, 0.4))}</g>'
    )


def build_frontier() -> str:
    sheet = Sheet("Card Table: Frontier deck")
    common_defs(sheet)
    refs = suit_symbol_defs(sheet, FRONTIER_SUITS)
    sheet.define(
        "grad_wild",
        '<linearGradient id="grad_wild" x1="0" y1="0" x2="0" y2="1">'
        '<stop offset="0" stop-color="#f3eef8"/><stop offset="1" stop-color="#ddd3ea"/>'
        "</linearGradient>",
    )
    for prefix in ("", "fc_"):
        for suit in FRONTIER_SUITS:
            colour = suit.fc_colour if prefix else suit.colour
            sym = refs[suit.code]
            marker = suit.code if prefix and suit.marker else ""
            wild = suit.code == "W"
            for rank in FRONTIER_RANKS:
                if rank == "1":
                    art = ace(sym, colour, scale=1.0)
                elif wild:
                    art = pips(int(rank), sym, colour, top=86, bottom=264, scale=0.36)
                else:
                    art = pips(int(rank), sym, colour)
                face = blank("url(#grad_wild)", "#5a4a70") if wild else blank()
                deco = wild_frame(colour) if wild else ""
                sheet.add(
                    f"{prefix}{rank}{suit.code}",
                    face + deco + art + corner_index(rank, sym, colour, marker),
                )
            sheet.skip_cell()
            sheet.skip_cell()
            sheet.skip_cell()
    add_backs(sheet, frontier_emblem)
    return sheet.render()


DECKS: dict[str, Callable[[], str]] = {
    "french": build_french,
    "declaration": build_declaration,
    "frontier": build_frontier,
}


def main() -> None:
    for name, build in DECKS.items():
        path = HERE / f"{name}.svg"
        path.write_text(build(), encoding="utf-8")
        print(f"wrote {path} ({path.stat().st_size} bytes)")


if __name__ == "__main__":
    main()
