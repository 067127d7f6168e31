"""The card-art SVGs: every face the engines deal exists, is card-shaped and renders."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import importlib.util  # noqa: E402
import re  # noqa: E402
import sys  # noqa: E402
import xml.etree.ElementTree as ET  # noqa: E402
from pathlib import Path  # noqa: E402

import pytest  # noqa: E402
from PySide6.QtCore import QRectF, Qt  # noqa: E402
from PySide6.QtGui import QGuiApplication, QImage, QPainter  # noqa: E402
from PySide6.QtSvg import QSvgRenderer  # noqa: E402

from engine.cards import STANDARD_52, DeckSpec  # noqa: E402
from engine.games import declaration, frontier  # noqa: E402

CARDS = Path(__file__).resolve().parents[2] / "assets" / "cards"
BACKS = ("back_blue", "back_red", "back_green")
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
