"""Playing through the window as a player: mouse gestures (QTest on the view's viewport) and
the loop that plays a game to its end."""

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


def play_to_end(window, qtbot, move, stop_after=None, stats=None, until=None):
    """Play until the game ends: ``move(window, qtbot, n)`` makes the player's n-th move;
    summary dialogs are closed with Next (counted in ``stats["dialogs"]`` when given).
    Stops early after ``stop_after`` moves, or at a turn of the player's where ``until()``
    holds."""
    c = window.controller
    moves = 0
    while not c.state.is_terminal and (stop_after is None or moves < stop_after):
        qtbot.waitUntil(
            lambda: (
                c.state.is_terminal
                or window.pending_dialog is not None
                or (c.is_human_turn() and not c.waits_for_next())
            ),
            timeout=15000,
        )
        if c.state.is_terminal:
            break
        if window.pending_dialog is not None:
            window.pending_dialog.next_button.click()
            if stats is not None:
                stats["dialogs"] = stats.get("dialogs", 0) + 1
            qtbot.waitUntil(lambda: not c.waits_for_next() or c.state.is_terminal)
            continue
        if until is not None and until():
            break
        move(window, qtbot, moves)
        moves += 1
    return moves


def play_until(window, qtbot, done, moves=200, before=None, after=None):
    """Medium plays the player's seat (its own seeded stream) until ``done()`` holds at
    one of the player's turns, or the game ends; round boxes are closed with Next. Returns
    whether ``done()`` was reached. ``before(obs)`` / ``after(obs)`` see each move's
    observation just before and after it is played."""
    import random

    from engine.ai.base import make_bot

    c = window.controller
    bot, rng = make_bot(c.state.game.id, "medium"), random.Random(1)

    def move(_window, qtbot, _n):
        obs = c.observation
        if before is not None:
            before(obs)
        n = len(c.state.history)
        c.play(bot.choose(obs, c.state.legal_for(0), rng))
        qtbot.waitUntil(lambda: len(c.state.history) > n, timeout=3000)
        if after is not None:
            after(obs)

    play_to_end(window, qtbot, move, stop_after=moves, until=done)
    return bool(done())
