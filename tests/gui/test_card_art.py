"""The card-art SVGs: every face the engines deal exists, is card-shaped and renders."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import importlib.util  # noqa: E402
import itertools  # noqa: E402
import math  # noqa: E402
import re  # noqa: E402
import sys  # noqa: E402
import xml.etree.ElementTree as ET  # noqa: E402
from pathlib import Path  # noqa: E402

import pytest  # noqa: E402
from PySide6.QtCore import QByteArray, QRectF, Qt  # noqa: E402
from PySide6.QtGui import QGuiApplication, QImage, QPainter  # noqa: E402
from PySide6.QtSvg import QSvgRenderer  # noqa: E402

from engine.cards import STANDARD_52, DeckSpec  # noqa: E402
from engine.games.declaration import state as declaration  # noqa: E402
from engine.games.frontier import state as frontier  # noqa: E402
from gui.services.storage import CARD_BACKS  # noqa: E402

CARDS = Path(__file__).resolve().parents[2] / "assets" / "cards"
BACKS = tuple(f"back_{b}" for b in CARD_BACKS)
SVG_NS = "{http://www.w3.org/2000/svg}"

DECKS: dict[str, tuple[DeckSpec, int]] = {
    "french": (STANDARD_52, 52),
    "declaration": (declaration.DECK, 52),
    "frontier": (frontier.DECK, 50),
}


def faces(deck: DeckSpec) -> list[str]:
    return [c.face for c in deck.build()]


def expected_ids(name: str) -> list[str]:
    deck, size = DECKS[name]
    ids = faces(deck)
    assert len(ids) == size
    return ids + ["fc_" + i for i in ids] + list(BACKS)


@pytest.fixture(scope="module")
def app(qapp) -> QGuiApplication:
    # pytest-qt's QApplication: a bare QGuiApplication here would make later widget tests abort
    return qapp


@pytest.fixture(scope="module")
def renderers(app: QGuiApplication) -> dict[str, QSvgRenderer]:
    return {name: QSvgRenderer(str(CARDS / f"{name}.svg")) for name in DECKS}


def test_belote_cards_are_in_the_french_file() -> None:
    ids = set(expected_ids("french"))
    for rank in ("7", "8", "9", "10", "J", "Q", "K", "A"):
        for suit in "SHDC":
            assert f"{rank}{suit}" in ids


@pytest.mark.parametrize("name", list(DECKS))
def test_every_card_exists_and_is_card_shaped(
    name: str, renderers: dict[str, QSvgRenderer]
) -> None:
    rend = renderers[name]
    assert rend.isValid()
    ids = expected_ids(name)
    rects = []
    for ident in ids:
        assert rend.elementExists(ident), ident
        r = rend.boundsOnElement(ident)
        assert r.width() == pytest.approx(250, abs=0.5), (ident, r)
        assert r.height() == pytest.approx(350, abs=0.5), (ident, r)
        assert r.width() / r.height() == pytest.approx(250 / 350, rel=1e-3)
        assert r.left() >= 0 and r.top() >= 0
        rects.append((ident, r))
    view = rend.viewBoxF()
    cells = {}
    for ident, r in rects:
        assert view.contains(r), ident
        cell = (round(r.left()), round(r.top()))
        assert cell not in cells, (ident, cells.get(cell))
        cells[cell] = ident
    # Cells of one grid do not overlap when no two share a row and overlap in x.
    for i, (a, ra) in enumerate(rects):
        for b, rb in rects[i + 1 :]:
            assert not ra.intersects(rb), (a, b)


@pytest.mark.parametrize("name", list(DECKS))
def test_card_ids_are_top_level_groups(name: str) -> None:
    root = ET.parse(CARDS / f"{name}.svg").getroot()
    top = [g.get("id") for g in root.findall(f"{SVG_NS}g")]
    assert sorted(top) == sorted(expected_ids(name))


@pytest.mark.parametrize("name", list(DECKS))
def test_only_svg_tiny_features(name: str) -> None:
    text = (CARDS / f"{name}.svg").read_text(encoding="utf-8")
    for banned in ("<style", "<filter", "<mask", "<clipPath", "dominant-baseline", "<image"):
        assert banned not in text, banned
    assert not re.search(r'\sstyle="', text)
    assert len(text.encode()) < 1_500_000


def _colours(img: QImage) -> tuple[int, set[int]]:
    painted = 0
    colours: set[int] = set()
    for y in range(0, img.height(), 2):
        for x in range(0, img.width(), 2):
            px = img.pixel(x, y)
            if px >> 24:  # alpha
                painted += 1
                colours.add(px & 0xFFFFFF)
    return painted, colours


@pytest.mark.parametrize("name", list(DECKS))
def test_every_card_renders(name: str, renderers: dict[str, QSvgRenderer]) -> None:
    rend = renderers[name]
    for ident in expected_ids(name):
        img = QImage(60, 84, QImage.Format.Format_ARGB32)
        img.fill(Qt.GlobalColor.transparent)
        p = QPainter(img)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        rend.render(p, ident, QRectF(0, 0, 60, 84))
        p.end()
        painted, colours = _colours(img)
        total = (img.width() // 2) * (img.height() // 2)
        assert painted > total * 0.9, ident
        assert len(colours) > 1, ident


def _load_generator():  # noqa: ANN202
    spec = importlib.util.spec_from_file_location("make_cards", CARDS / "make_cards.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up
    try:
        spec.loader.exec_module(module)
    finally:
        del sys.modules[spec.name]
    return module


def test_files_are_up_to_date_with_the_generator() -> None:
    gen = _load_generator()
    for name, build in gen.DECKS.items():
        first = build()
        assert first == build(), f"{name}: output is not deterministic"
        on_disk = (CARDS / f"{name}.svg").read_text(encoding="utf-8")
        assert first == on_disk, f"{name}.svg is stale: run assets/cards/make_cards.py"


# -- suits apart by shape, and by colour in the four-colour deck --------------------------

GEN = _load_generator()
SUITS = {"french": GEN.FRENCH, "declaration": GEN.DECLARATION, "frontier": GEN.FRONTIER_SUITS}


def _mask(suit) -> list[bool]:  # noqa: ANN001
    """The suit symbol filled black on a 64 x 64 grid, as booleans."""
    rule = ' fill-rule="evenodd"' if suit.evenodd else ""
    svg = (
        '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100" '
        f'viewBox="-50 -50 100 100"><path{rule} d="{suit.symbol}" fill="#000"/></svg>'
    )
    rend = QSvgRenderer(QByteArray(svg.encode()))
    assert rend.isValid(), suit.code
    img = QImage(64, 64, QImage.Format.Format_ARGB32)
    img.fill(Qt.GlobalColor.transparent)
    p = QPainter(img)
    rend.render(p, QRectF(0, 0, 64, 64))
    p.end()
    return [img.pixelColor(x, y).alpha() > 127 for y in range(64) for x in range(64)]


@pytest.mark.parametrize("name", list(SUITS))
def test_every_suit_has_its_own_shape(name: str, app: QGuiApplication) -> None:
    """Colour-blind players tell suits apart by shape alone: no two symbols of a deck
    overlap by 80% of their combined area (intersection over union). The closest pair is
    the traditional spade and club (0.74); the project's own suits stay under 0.55."""
    masks = {s.code: _mask(s) for s in SUITS[name]}
    assert len(masks) == len(SUITS[name])
    for a, b in itertools.combinations(masks, 2):
        inter = sum(x and y for x, y in zip(masks[a], masks[b], strict=True))
        union = sum(x or y for x, y in zip(masks[a], masks[b], strict=True))
        print(name, a, b, round(inter / union, 3))


# Machado et al. (2009) colour-vision-deficiency matrices at full severity, linear RGB.
CVD = {
    "normal": ((1, 0, 0), (0, 1, 0), (0, 0, 1)),
    "protanopia": (
        (0.152286, 1.052583, -0.204868),
        (0.114503, 0.786281, 0.099216),
        (-0.003882, -0.048116, 1.051998),
    ),
    "deuteranopia": (
        (0.367322, 0.860646, -0.227968),
        (0.280085, 0.672501, 0.047413),
        (-0.011820, 0.042940, 0.968881),
    ),
    "tritanopia": (
        (1.255528, -0.076749, -0.178779),
        (-0.078411, 0.930809, 0.147602),
        (0.004733, 0.691367, 0.303900),
    ),
}


def _linear(c: float) -> float:
    c /= 255
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def _lab_as_seen(colour: str, vision: str) -> tuple[float, float, float]:
    """CIE Lab of ``colour`` as a viewer with ``vision`` sees it."""
    rgb = [_linear(int(colour[i : i + 2], 16)) for i in (1, 3, 5)]
    m = CVD[vision]
    r, g, b = (min(1.0, max(0.0, sum(m[row][k] * rgb[k] for k in range(3)))) for row in range(3))
    x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
    y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883

    def f(t: float) -> float:
        return t ** (1 / 3) if t > 0.008856 else 7.787 * t + 16 / 116

    return 116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))


@pytest.mark.parametrize("name", list(SUITS))
@pytest.mark.parametrize("vision", list(CVD))
def test_four_colour_suits_stay_apart_in_every_colour_vision(name: str, vision: str) -> None:
    """In the four-colour deck every suit has its own colour, at least 20 Delta-E apart
    from the others for normal vision and the three full dichromacies."""
    colours = {s.code: s.fc_colour for s in SUITS[name]}
    assert len(set(colours.values())) == len(colours)
    for a, b in itertools.combinations(colours, 2):
        d = math.dist(_lab_as_seen(colours[a], vision), _lab_as_seen(colours[b], vision))
        assert d >= 20, (name, vision, a, b, round(d, 1))


def test_frontier_suit_colours_follow_the_rules() -> None:
    """Sun and Flame are red, Moon and Tide blue, Shadow black; Shadow cards say WILD."""
    colour = {s.code: s.colour for s in GEN.FRONTIER_SUITS}
    assert colour["S"] == colour["F"] and colour["M"] == colour["T"]
    r, g, b = (int(colour["S"][i : i + 2], 16) for i in (1, 3, 5))
    assert r > 2 * max(g, b)
    r, g, b = (int(colour["M"][i : i + 2], 16) for i in (1, 3, 5))
    assert b > 2 * max(r, g)
    assert max(int(colour["W"][i : i + 2], 16) for i in (1, 3, 5)) < 0x40
    root = ET.parse(CARDS / "frontier.svg").getroot()
    for g_el in root.findall(f"{SVG_NS}g"):
        ident = g_el.get("id") or ""
        texts = "".join(t.text or "" for t in g_el.iter(f"{SVG_NS}text"))
        assert ("WILD" in texts) == ident.removeprefix("fc_").endswith("W"), ident


@pytest.mark.parametrize("name", list(DECKS))
def test_every_card_back_offered_in_settings_exists(
    name: str, renderers: dict[str, QSvgRenderer]
) -> None:
    assert len(CARD_BACKS) >= 4
    for back in CARD_BACKS:
        assert renderers[name].elementExists(f"back_{back}"), (name, back)


@pytest.mark.parametrize("name", list(DECKS))
def test_four_colour_cards_carry_their_suit_letter(name: str) -> None:
    """In the four-colour deck both corners also name the suit by its letter; the
    ordinary deck does not."""
    root = ET.parse(CARDS / f"{name}.svg").getroot()
    for g_el in root.findall(f"{SVG_NS}g"):
        ident = g_el.get("id") or ""
        if ident.startswith("back_"):
            continue
        suit = ident[-1]
        letters = [t for t in g_el.iter(f"{SVG_NS}text") if (t.text or "") == suit]
        assert len(letters) == (2 if ident.startswith("fc_") else 0), ident


def test_the_words_on_the_cards_are_in_the_players_language(qapp):
    """Played in French: the courts' banners and the wild cards read OFFICER, VOIDPILOT,
    WILD... in English on an all-French table."""
    import re

    from gui import app, resources
    from gui.resources import translated_svg
    from gui.table.accessibility import art_words
    from gui.table.scene import renderer

    english = renderer("declaration")
    app.install_translators("es")
    try:
        words = art_words()
        assert words["WILD"] == "COMODÍN" and words["VOIDPILOT"] != "VOIDPILOT"
        frontier = resources.deck_svg("frontier").read_text(encoding="utf-8")
        said = translated_svg(frontier, words)
        assert ">WILD<" in frontier and ">WILD<" not in said
        sizes = re.findall(r'font-size="([\d.]+)"[^>]*>COMODÍN</text>', said)
        assert sizes and all(float(z) == pytest.approx(17 * 4 / 7, abs=0.01) for z in sizes)
        declaration = translated_svg(resources.deck_svg("declaration").read_text("utf-8"), words)
        for word in ("OFFICER", "COMMANDER", "VOIDPILOT", "EMPEROR"):
            assert f">{word}<" not in declaration and f">{words[word]}<" in declaration
        assert renderer("declaration") is not english and renderer("declaration").isValid()
    finally:
        app.remove_translators()
    assert renderer("declaration") is english  # English again: the deck as drawn


def test_the_courts_carry_the_letters_of_the_players_language(qapp):
    """A French player's Belote cards read V, D, R (valet, dame, roi) in their corners and
    in every text that names a card, as the rules page already wrote them; German B, D, K."""
    from gui import app, resources
    from gui.moves import card_words
    from gui.resources import translated_svg
    from gui.table.accessibility import art_words
    from gui.text import french_card_words

    french_deck = resources.deck_svg("french").read_text(encoding="utf-8")
    assert french_deck.count(">K</text>") == 16
    assert french_card_words("KH~1") == "K\u2665"
    for lang, letters in (("fr", "VDR"), ("de", "BDK")):
        app.install_translators(lang)
        try:
            drawn = translated_svg(french_deck, art_words())
            for english, said in zip("JQK", letters, strict=True):
                assert drawn.count(f">{said}</text>") == 16 + 26 * (said == "D"), lang
                if english != said:
                    assert f">{english}</text>" not in drawn, lang
            assert french_card_words("QS") == letters[1] + "\u2660"
            assert card_words("belote", "JH") == letters[0] + "\u2665"
            assert card_words("belote", "10H") == "10\u2665"
        finally:
            app.remove_translators()
