"""The move area under the felt: buttons keep their places by role, rows are never split by
the utility buttons, no label or explanation is cut, and the Coinche chooser offers a legal
value (issues #17/#18)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QFontMetrics

from engine.core import Action
from gui import app
from gui.games import adapter_for
from gui.games.base import ActionButton
from gui.window.bid_chooser import BidChooser
from tests.gui.test_frontier_table import commit_hand, until_human_commits
from tests.gui.test_layout import _first_turn


def _where(w, button):
    """A button's rectangle in the window's coordinates."""
    return QRect(button.mapTo(w, button.rect().topLeft()), button.size())


def _by_role(w):
    """Each shown move button's rectangle, by its move's kind and rank among that kind."""
    out, seen = {}, {}
    for text, b in w.action_buttons.items():
        kind = text.split()[0]
        n = seen[kind] = seen.get(kind, -1) + 1
        if b.isVisible():
            out[f"{kind}#{n}"] = _where(w, b)
    return out


def _settled(w, qtbot):
    """The buttons' places once the window has laid itself out (no layout request left)."""
    last = None
    for _ in range(20):
        qtbot.wait(30)
        now = (_by_role(w), w.view.height())
        if now == last:
            return now
        last = now
    return last


def test_frontier_buttons_keep_their_places_and_the_felt_its_height_after_commit(
    make_window, qtbot
):
    w = make_window()
    w.resize(1024, 700)
    w.start_game("frontier", {"players": 4, "starting_cash": 1000}, ["easy"] * 3, seed=3)
    c = w.controller
    until_human_commits(w, qtbot)
    qtbot.waitUntil(lambda: not w.scene.is_animating())
    before, felt = _settled(w, qtbot)
    assert {"commit#0", "fold#0", "mulligan#0"} <= set(before)
    assert any(k.startswith(("bet#", "raise#", "call#")) for k in before), before
    commit_hand(w, qtbot)
    qtbot.waitUntil(lambda: c.state.phase == "stake")
    qtbot.waitUntil(lambda: w.action_bar.bet_slider.isVisible())
    after, felt_after = _settled(w, qtbot)
    assert "Committed" in w.action_buttons["commit"].text()
    assert after == before  # the same button, by its role, at the same place and size
    assert felt_after == felt  # the felt did not jump
    # the slider, its amount box and its button on one row
    s = w.action_bar.bet_slider
    rows = {_where(w, x).center().y() for x in (s.slider, s.box, s.button)}
    assert max(rows) - min(rows) <= 4, rows
    assert s.height() <= 2 * s.button.height()


def test_frontiers_fold_mulligan_and_commit_keep_their_places_from_turn_to_turn(make_window, qtbot):
    """A play tester: "Fold was at (541,543), then (480,579), (97,582), (450,579)": it came
    after the bet amounts and moved with their number, and the buttons' width changed with
    every panel. Fold, Mulligan and the commit come first now, as Fold does at a poker
    table, and the buttons are as wide as the game's longest label from the first turn."""
    from tests.gui.gestures import play_until

    w = make_window()
    w.resize(1024, 700)
    w.start_game("frontier", {"players": 4}, ["medium"] * 3, seed=4)
    c = w.controller
    seen: dict[str, set] = {"fold": set(), "mulligan": set(), "commit": set()}

    def look(obs) -> None:
        if obs.phase not in ("action", "stake"):
            return
        qtbot.waitUntil(lambda: w.action_buttons.get("fold") is not None)
        for key, places in seen.items():
            button = w.action_buttons.get(key)
            if button is not None and button.isVisible():
                places.add(_where(w, button).topLeft().toTuple())

    play_until(w, qtbot, lambda: c.observation.round_no >= 4, moves=60, before=look)
    assert c.observation.round_no >= 3
    # each at one place across the row (as wide as the game's longest label from the start,
    # and Mulligan greyed once used rather than gone); the row's height may still change
    # between rounds
    for key, places in seen.items():
        assert len({x for x, _y in places}) == 1, (key, seen)
    assert len(seen["fold"]) <= 3, seen


def _show(w, qapp, game_id, options, want, size=(1024, 700)):
    """The window at ``size``, showing the moves of the first turn where ``want`` holds."""
    w.resize(*size)
    w._show_table(game_id)
    qapp.processEvents()
    state = _first_turn(game_id, options, want)
    adapter = adapter_for(game_id)
    adapter.set_seats([""] * state.num_players, ["human", *["hard"] * (state.num_players - 1)])
    w.action_bar.show_moves(adapter.buttons(state.observation(0)))
    qapp.processEvents()


PANELS = [
    ("declaration", {}, lambda o: o.phase == "dare"),
    ("declaration", {}, lambda o: o.phase == "bid"),
    ("frontier", {"players": 4, "starting_cash": 1000}, lambda o: o.phase == "action"),
    ("frontier", {"players": 4, "starting_cash": 1000}, lambda o: o.phase == "stake"),
    ("belote", {"variant": "coinche"}, lambda o: o.phase == "auction"),
    ("declare", {"players": 4}, lambda o: True),
]
IDS = [
    "declaration-dare",
    "declaration-bid",
    "frontier-action",
    "frontier-stake",
    "coinche",
    "declare",
]


@pytest.mark.parametrize("size", [(1024, 700), (1600, 1000)])
@pytest.mark.parametrize("game_id, options, want", PANELS, ids=IDS)
def test_no_move_button_is_below_the_utility_row(make_window, qapp, size, game_id, options, want):
    w = make_window()
    _show(w, qapp, game_id, options, want, size)
    page = w.table_page
    utility = [_where(w, b) for b in (w.hint_button, page.drawer_button, page.back_button)]
    centres = [r.center().y() for r in utility]
    assert max(centres) - min(centres) <= 3, utility  # one row
    shown = [_where(w, b) for b in w.action_buttons.values() if b.isVisible()]
    assert shown
    bottom = max(r.bottom() for r in utility)
    for r in shown:
        assert r.bottom() <= bottom, (r, utility)
        assert not any(r.intersects(u) for u in utility)
    # the move rows follow each other: no gap taller than a row between two of them
    tops = sorted({r.top() for r in shown})
    height = max(r.height() for r in shown)
    assert all(b - a <= height + 12 for a, b in zip(tops, tops[1:], strict=False)), tops


def _fits(button) -> bool:
    text = button.text().replace("&&", "\0").replace("&", "").replace("\0", "&")
    # a margin either side of the label, as a desktop button has
    return QFontMetrics(button.font()).horizontalAdvance(text) + 24 <= button.width()


@pytest.mark.parametrize("lang", ["en", "fr", "de", "es"])
def test_every_label_and_the_explanation_line_show_whole(make_window, qapp, lang):
    app.install_translators(lang)
    try:
        w = make_window()
        for game_id, options, want in PANELS:
            _show(w, qapp, game_id, options, want)
            bar = w.action_bar
            buttons = [b for b in w.action_buttons.values() if b.isVisible()]
            if bar.bet_slider.isVisible():
                buttons.append(bar.bet_slider.button)
            if bar.bid_chooser.isVisible():
                buttons.append(bar.bid_chooser.bid_button)
            assert buttons, game_id
            for b in buttons:
                assert _fits(b), (game_id, lang, b.text(), b.width())
                assert w.rect().contains(_where(w, b)), (game_id, b.text())
            why = bar.why
            if why.isVisible() and why.text():
                box = QRect(0, 0, why.width(), 10**5)
                flags = int(Qt.TextFlag.TextWordWrap | Qt.AlignmentFlag.AlignLeft)
                need = why.fontMetrics().boundingRect(box, flags, why.text()).height()
                assert need <= why.height(), (game_id, lang, why.text(), need, why.height())
                assert w.rect().contains(_where(w, why)), (game_id, lang)
    finally:
        app.remove_translators()


def test_the_frontier_explanation_line_is_whole_in_french_after_commit(make_window, qtbot):
    app.install_translators("fr")
    try:
        w = make_window()
        w.resize(1024, 700)
        w.start_game("frontier", {"players": 4, "starting_cash": 1000}, ["easy"] * 3, seed=3)
        until_human_commits(w, qtbot)
        commit_hand(w, qtbot)
        qtbot.waitUntil(lambda: w.controller.state.phase == "stake")
        why = w.action_bar.why
        assert why.isVisible() and why.text()
        box = QRect(0, 0, why.width(), 10**5)
        flags = int(Qt.TextFlag.TextWordWrap | Qt.AlignmentFlag.AlignLeft)
        assert why.fontMetrics().boundingRect(box, flags, why.text()).height() <= why.height()
    finally:
        app.remove_translators()


# -- Coinche: the amount box always offers a legal value ----------------------------------
def _cells(values, legal, detail):
    return [
        ActionButton(
            f"{v} {s}",
            Action("bid", (v, s)),
            enabled=v in legal,
            choice=(v, s),
            detail=detail,
        )
        for v in values
        for s in ("♠", "♥")
    ]


def test_the_bid_chooser_offers_a_legal_value_on_each_new_auction_state(qtbot):
    chooser = BidChooser()
    qtbot.addWidget(chooser)
    values = ["80", "90", "100", "110", "120"]
    chooser.show_cells(_cells(values, values, "No call yet"))
    assert chooser.value_box.currentText() == "80"
    chooser.value_box.setCurrentText("120")  # the player picks 120, then the deal ends
    chooser.forget()
    # the next deal: 80 is not legal (say a variant's opening), 90 is the lowest legal
    chooser.show_cells(_cells(values, values[1:], "West: Pass"))
    assert chooser.value_box.currentText() == "90"
    assert chooser.cell().enabled
    # the same auction goes on: the player's choice stays while it is legal...
    chooser.value_box.setCurrentText("110")
    chooser.show_cells(_cells(values, values[2:], "West: Pass\nNorth: 90 ♠"))
    assert chooser.value_box.currentText() == "110"
    # ...and gives way to the lowest legal one when it is not
    chooser.show_cells(_cells(values, ["120"], "West: Pass\nNorth: 90 ♠\nEast: 110 ♥"))
    assert chooser.value_box.currentText() == "120" and chooser.cell().enabled
    # a new auction with the same values never keeps the last deal's choice
    chooser.show_cells(_cells(values, values, "No call yet"))
    assert chooser.value_box.currentText() == "80"


def test_the_aids_keep_their_width_when_no_move_is_offered(make_window, qtbot):
    """Seen at 1600x1000: on an AI seat's turn Hint and Back to games stretched across
    the whole row under the felt."""
    w = make_window()
    w.resize(1600, 1000)
    w.start_game("declaration", {}, ["medium"] * 3, seed=5)
    c = w.controller
    for _ in range(30):  # to the first card, through the dare, the meld and the bid
        qtbot.waitUntil(lambda: c.is_human_turn(), timeout=15000)
        if c.observation.phase == "play":
            break
        c.play(c.state.legal_actions()[-1])
    c.play(c.state.legal_actions()[0])  # an AI seat plays next: no move under the felt
    assert not c.is_human_turn()
    w.layout().activate()
    qtbot.wait(20)
    for b in (w.table_page.back_button, *w.table_page.findChildren(type(w.table_page.back_button))):
        if b.isVisible():
            assert b.width() <= b.sizeHint().width() * 1.5, (b.text(), b.width())
    # and they stay together at the right, not spread along the row
    page = w.table_page
    aids = sorted(
        (b for b in (page.back_button, page.drawer_button, w.hint_button) if b.isVisible()),
        key=lambda b: b.x(),
    )
    for left, right in zip(aids, aids[1:], strict=False):
        assert right.x() - (left.x() + left.width()) <= 24, (left.text(), right.text())


def test_a_button_relabelled_by_a_move_takes_no_click_for_a_moment(qtbot):
    """helper-5 pressed "No coinche" (Coinche's out-of-turn window); the auction's Pass took
    its place and its label, and the next press passed the auction. After a move, a button
    whose label changed, or every button of a panel laid out anew, ignores clicks for
    ``guard_ms``; labels changed by the player's own picks (no move) do not."""
    from PySide6.QtWidgets import QWidget

    from gui.window.action_bar import ActionBar

    holder = QWidget()
    qtbot.addWidget(holder)
    bar = ActionBar()
    holder.setLayout(bar)
    holder.show()
    now = [100.0]
    bar.clock = lambda: now[0]
    bar.guard_ms = 400
    got: list[Action] = []
    bar.chosen.connect(got.append)

    def panel(first: str) -> list[ActionButton]:
        return [ActionButton(first, Action("pass")), ActionButton("Coinche!", Action("coinche"))]

    def click(action: str) -> None:
        qtbot.mouseClick(bar.buttons[action], Qt.MouseButton.LeftButton)

    bar.show_moves(panel("No coinche"), moved=True)  # a new panel: held back a moment
    click("pass")
    assert got == []
    now[0] += 0.5
    click("pass")
    assert got == [Action("pass")]
    bar.show_moves(panel("Pass"), moved=True)  # the same place, a new meaning
    bar.show_moves(panel("Pass"))  # a refresh without a move keeps the hold
    click("pass")
    click("coinche")  # its label did not change: it takes the click
    assert got == [Action("pass"), Action("coinche")]
    now[0] += 0.5
    click("pass")
    assert got[-1] == Action("pass") and len(got) == 3
    bar.show_moves(panel("Pass (2)"))  # relabelled by the player's own pick: no hold
    click("pass")
    assert len(got) == 4
    bar.guard_ms = 0  # instant speed: never held back
    bar.show_moves(panel("No coinche"), moved=True)
    click("pass")
    assert len(got) == 5


def test_the_window_holds_relabelled_buttons_back_after_a_move_unless_instant(make_window):
    from gui.table import speeds

    w = make_window()
    seen: list[bool] = []
    w.controller.buttons_changed.connect(lambda _b, moved: seen.append(moved))
    w.start_game("belote", {"variant": "coinche"}, ["easy"] * 3, seed=2)
    assert True in seen  # the deal's events: a move was made
    w.settings.animation_speed = "normal"
    w.apply_settings()
    assert w.action_bar.guard_ms == speeds.RELABEL_GUARD
    w.settings.animation_speed = "instant"
    w.apply_settings()
    assert w.action_bar.guard_ms == 0
