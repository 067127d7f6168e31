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


def test_a_resize_while_cards_fly_lets_them_fly_on_to_their_new_places(qtbot):
    # the row under the felt grows as a deal begins (an auction's panel): the deal went on
    # being dealt, it did not jump to its end
    deal = Layout(
        [Pile("p", 0.5, 0.8, [(f"k{i}", None) for i in range(8)])],
        [],
        deck_origin=(0.1, 0.1),
        deal=[f"k{i}" for i in range(8)],
    )
    scene = TableScene()
    scene.resize_table(1000, 700)
    scene.speed = 1.0
    scene.show_layout(deal)
    assert scene.is_animating()
    last = scene.items_by_key["k7"]
    start = last.pos()
    scene.resize_table(1000, 600)
    assert scene.is_animating()
    assert last.pos() == start  # still at the deck, its turn to be dealt yet to come
    assert last.home != start
    with qtbot.waitSignal(scene.animations_finished, timeout=5000):
        pass
    assert all(it.pos() == it.home for it in scene.items_by_key.values())
    assert last.home.y() < 600
