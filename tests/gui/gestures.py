"""Mouse gestures on the table, as a player makes them (QTest on the view's viewport)."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest


def view_point(window, item_or_rect):
    """The viewport point at the centre of an item or a scene rectangle."""
    rect = item_or_rect if hasattr(item_or_rect, "center") else item_or_rect.sceneBoundingRect()
    return window.view.mapFromScene(rect.center())


def drag(window, key, pile_id):
    """Press on a card, move it over a pile and release."""
    scene, vp = window.scene, window.view.viewport()
    item = scene.items_by_key[key]
    start = window.view.mapFromScene(item.sceneBoundingRect().center())
    pile = next(p for p in scene.layout_now.piles if p.id == pile_id)
    end = window.view.mapFromScene(scene.pile_rect(pile).center())
    QTest.mousePress(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    mid = QPoint((start.x() + end.x()) // 2, (start.y() + end.y()) // 2)
    QTest.mouseMove(vp, mid)
    QTest.mouseMove(vp, end)
    QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end)
