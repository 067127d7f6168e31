"""The table scene: cards move to their places, turn over, and report when they are done."""

from __future__ import annotations

from gui.games.base import Layout, Pile
from gui.table.scene import TableScene


def layout(face):
    return Layout([Pile("p", 0.5, 0.5, [("k", face)])], [], deck_origin=(0.1, 0.1))


def test_cards_fly_turn_over_and_land(qtbot):
    scene = TableScene()
    scene.resize_table(1000, 700)
    scene.speed = 1.0
    with qtbot.waitSignal(scene.animations_finished, timeout=3000):
        scene.show_layout(layout(None))
    item = scene.items_by_key["k"]
    assert item.pos() == item.home and item.look[0] == "back_blue"
    back = item.pixmap().cacheKey()
    scene.show_layout(layout("QS"))
    assert item in scene.flips and scene.is_animating()
    with qtbot.waitSignal(scene.animations_finished, timeout=3000):
        pass
    assert item.look[0] == "QS" and item.pixmap().cacheKey() != back
    assert item.transform().isIdentity() and not scene.flips


def test_instant_speed_places_cards_at_once(qtbot):
    scene = TableScene()
    scene.resize_table(1000, 700)
    scene.speed = 0.0
    with qtbot.waitSignal(scene.animations_finished, timeout=1000):
        scene.show_layout(layout("AH"))
    item = scene.items_by_key["AH" and "k"]
    assert item.pos() == item.home and not scene.is_animating()
    # a resize lays the table out again at the new card size
    w = item.pixmap().width()
    scene.resize_table(500, 350)
    assert item.pixmap().width() < w and item.pos() == item.home
