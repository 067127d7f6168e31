"""The felt shows which way play goes round the table: the arrows on its oval turn the way
the seats follow one another on screen (Belote counter-clockwise, the others clockwise)."""

from __future__ import annotations

import math

import pytest
from PySide6.QtGui import QColor, QImage, QPainter

from gui.table.scene import TURN_ARROWS, TURN_RING, paint_turn_order


def _turning(points: list[tuple[float, float]]) -> float:
    """The signed angle swept walking from point to point round the felt's centre
    (positive: clockwise on a screen, whose y points down)."""
    cx, cy = TURN_RING[0], TURN_RING[1]
    swept = 0.0
    for (x0, y0), (x1, y1) in zip(points, points[1:], strict=False):
        a0, a1 = math.atan2(y0 - cy, x0 - cx), math.atan2(y1 - cy, x1 - cx)
        swept += (a1 - a0 + math.pi) % (2 * math.pi) - math.pi
    return swept


@pytest.mark.parametrize(
    ("game", "options", "seats"),
    [
        ("belote", {}, 4),
        ("declaration", {}, 4),
        ("declare", {"players": 6}, 6),
        ("frontier", {"players": 5}, 5),
    ],
)
def test_the_felts_arrows_turn_the_way_the_seats_follow_one_another(
    make_window, qtbot, game, options, seats
):
    w = make_window()
    w.start_game(game, options, ["easy"] * (seats - 1), seed=5)
    qtbot.waitUntil(lambda: w.scene.layout_now is not None, timeout=5000)
    layout = w.scene.layout_now
    where = {sv.seat: (sv.x, sv.y) for sv in layout.seats}
    # the seats in the order they play, from the player round the table and back
    walk = [where[s] for s in range(seats)] + [where[0]]
    swept = _turning(walk)
    assert abs(abs(swept) - 2 * math.pi) < 0.5  # once round the table
    assert layout.turn_order == (1 if swept > 0 else -1)
    assert w.scene.turn_order == layout.turn_order
    assert (game == "belote") == (layout.turn_order == -1)


def test_two_seats_show_no_direction(make_window, qtbot):
    w = make_window()
    w.start_game("frontier", {"players": 2}, ["easy"], seed=5)
    qtbot.waitUntil(lambda: w.scene.layout_now is not None, timeout=5000)
    assert w.scene.layout_now.turn_order == 0 == w.scene.turn_order


def _painted(order: int, w: int, h: int) -> QImage:
    img = QImage(w, h, QImage.Format.Format_RGB32)
    img.fill(QColor("black"))
    painter = QPainter(img)
    paint_turn_order(painter, w, h, order)
    painter.end()
    return img


@pytest.mark.parametrize("order", [1, -1])
def test_each_arrow_points_the_way_play_goes(order):
    w, h = 900, 600
    img = _painted(order, w, h)
    cx, cy, rx, ry = TURN_RING[0] * w, TURN_RING[1] * h, TURN_RING[2] * w, TURN_RING[3] * h
    size = max(7.0, min(w, h) / 55)

    def lit(at: tuple[float, float], way: tuple[float, float], along: float, aside: float) -> int:
        """Brightness ``along`` arrow sizes ahead of ``at`` the way ``way`` points, and
        ``aside`` to its side."""
        (x, y), (ux, uy) = at, way
        px = x + (ux * along - uy * aside) * size
        py = y + (uy * along + ux * aside) * size
        return QColor(img.pixel(round(px), round(py))).value()

    for deg in TURN_ARROWS:
        t = math.radians(deg)
        at = (cx + rx * math.cos(t), cy + ry * math.sin(t))
        dx, dy = -rx * math.sin(t) * order, ry * math.cos(t) * order  # clockwise times order
        n = math.hypot(dx, dy)
        way = (dx / n, dy / n)
        # the arrow is widest behind its point on the oval and narrows to its tip ahead
        assert lit(at, way, 0, 0) > 20, deg
        assert lit(at, way, -0.3, 0.5) > 20, deg
        assert lit(at, way, 0.6, 0.5) < 10, deg
