"""Memory stays flat over a long match (issue #22): the table frees the card items of
cards that have left it (each hand's new card backs used to pile up: 611 items, 16 in view,
at hand 40) and every closed round summary is freed."""

from __future__ import annotations

from gui.app import autoplay
from gui.dialogs.summary import SummaryDialog
from gui.table.scene import CardItem

GAME = ("declare", {"players": 3, "rounds": 5}, ["easy", "easy"])


def _card_items(window) -> int:
    return sum(isinstance(i, CardItem) for i in window.scene.items())


def test_a_long_match_keeps_the_card_items_and_dialogs_bounded(make_window, qtbot):
    w = make_window()
    hands: list[int] = []
    counts: dict[int, tuple[int, int, int]] = {}
    seed = [0]

    def summaries(found, *_):
        for _s in found:
            hands.append(1)
            counts[len(hands)] = (
                _card_items(w),
                len(w.scene.items_by_key),
                len(w.findChildren(SummaryDialog)),
            )

    w.controller.summaries_ready.connect(summaries)

    def new_game() -> None:
        seed[0] += 1
        w.start_game(*GAME, seed[0])

    new_game()
    timer = autoplay(w, 5)
    try:
        while len(hands) < 14:
            qtbot.waitUntil(
                lambda: len(hands) >= 14 or w.controller.state.is_terminal, timeout=120_000
            )
            if w.controller.state.is_terminal and len(hands) < 14:
                qtbot.waitUntil(lambda: w.pending_dialog is None, timeout=10_000)
                new_game()
    finally:
        timer.stop()
    early, late = counts[4], counts[14]
    # every item in the scene is one the table knows, and they do not add up hand by hand
    assert late[0] == late[1]
    assert late[0] <= early[0] + 20, counts
    assert max(c[0] for c in counts.values()) <= 80, counts
    # at most the summary on screen (and one being freed) is alive
    assert max(c[2] for c in counts.values()) <= 2, counts
