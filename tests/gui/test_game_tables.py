"""Each game's table as its players expect it (issue 18): Declaration's suit signs as on the
cards, every legal Coinche bid on the chooser, and a Frontier stake of any amount."""

from __future__ import annotations

import itertools

import pytest
from PySide6.QtCore import Qt

from engine.cards import Card
from engine.core import Action
from engine.games.declaration.state import SUITS
from tests.gui.test_card_art import _load_generator
from tests.gui.test_frontier_table import commit_hand, until_human_commits

COINCHE = {"variant": "coinche", "target": 300}


# -- Declaration: the suits in words as on the cards --------------------------------------
def test_declaration_suit_signs_and_colours_are_the_card_arts() -> None:
    from gui.games.declaration.adapter import SUIT_SIGNS, card_words, suit_words

    art = {s.code: s for s in _load_generator().DECLARATION}
    assert set(art) == set(SUIT_SIGNS) == {s.code for s in SUITS}
    assert len({a.text for a in art.values()}) == 4 and all(a.text for a in art.values())
    for s in SUITS:
        sign, colour = SUIT_SIGNS[s.code]
        assert (sign, colour) == (art[s.code].text, art[s.code].colour), s.name
        assert s.symbol == sign, s.name  # the engine's (history, command line) agrees
    # the pips: Void a ringed dot, Core a star (not the black circle it was written as)
    assert SUIT_SIGNS["V"][0] == "\u25c9" and SUIT_SIGNS["C"][0] == "\u2738"
    assert suit_words("C") == "\u2738 Core" and card_words("10V") == "10\u25c9"


def test_declaration_status_log_and_rules_write_the_trump_as_its_cards(make_window, qtbot):
    from gui.games.declaration.adapter import SUIT_SIGNS, suit_words
    from gui.games.declaration.rules import rules_html

    w = make_window()
    w.start_game("declaration", {}, ["easy"] * 3, seed=3)
    obs = w.controller.observation
    sign = SUIT_SIGNS[obs.trump][0]
    info = w.controller.adapter._info(obs)
    assert f"Trump: {suit_words(obs.trump)}" in info and sign in info
    html = rules_html(w.controller.state.options)
    for sign, colour in SUIT_SIGNS.values():
        assert f'<span style="color:{colour}">{sign}</span>' in html


def test_the_declaration_bids_give_the_felt_back_its_rows_as_the_card_play_begins(
    make_window, qtbot
):
    # with the drawer open at 1024x700 the 14 bid buttons took rows under the felt (four,
    # before they were numbers alone) and kept them, empty, through the whole card play
    w = make_window()
    w.table_page.set_drawer(True, 320)
    w.resize(1024, 700)
    w.start_game("declaration", {}, ["easy"] * 3, seed=7)
    c = w.controller
    row = w.table_page._row_widget
    bidding = []
    while True:
        qtbot.waitUntil(lambda: c.is_human_turn(), timeout=15000)
        legal = c.state.legal_actions()
        if c.observation.phase == "play":
            break
        if c.observation.phase == "bid":
            bidding.append((row.minimumHeight(), w.view.height()))
        c.play(legal[-1] if c.observation.phase != "bid" else legal[3])
    held, felt = bidding[-1]
    given = held - row.minimumHeight()
    assert given >= 10  # the bid buttons' rows are given back
    qtbot.waitUntil(lambda: w.view.height() >= felt + given, timeout=2000)
    grown = w.view.height()
    for _ in range(3):  # and the felt keeps that height through the play
        c.play(c.state.legal_actions()[0])
        qtbot.waitUntil(lambda: c.is_human_turn() or c.waits_for_next(), timeout=15000)
        assert w.view.height() == grown


def test_the_declaration_dares_and_bids_take_few_rows_in_german(make_window, qtbot):
    # German at 1024x700 with the drawer open: "Wette 2 × Ante ($4)" took a row a button
    # (six) and "3 bieten" five rows, squeezing the felt to 430 px for the whole bidding
    from gui import app

    app.install_translators("de")
    try:
        w = make_window()
        w.table_page.set_drawer(True, 320)
        w.resize(1024, 700)
        w.start_game("declaration", {}, ["easy"] * 3, seed=5)
        c = w.controller
        rows = {}
        while c.observation.phase != "play":
            qtbot.waitUntil(lambda: c.is_human_turn(), timeout=15000)
            phase = c.observation.phase
            shown = [b for b in w.action_buttons.values() if b.isVisible()]
            rows[phase] = len({b.geometry().top() for b in shown})
            legal = c.state.legal_actions()
            c.play(legal[3] if phase == "bid" else legal[-1])
            qtbot.waitUntil(lambda p=phase: c.observation.phase != p or not c.is_human_turn())
        assert rows["dare"] <= 2 and rows["bid"] <= 3, rows
        labels = [b.text() for b in w.action_bar._pool[:14]]
        assert labels[:3] == ["0", "1", "2"]  # the bids are their numbers
    finally:
        app.remove_translators()


# -- Belote: the Coinche auction ----------------------------------------------------------
def coinche_auction(make_window, qtbot, seed):
    w = make_window()
    w.start_game("belote", COINCHE, ["easy"] * 3, seed=seed)
    c = w.controller
    qtbot.waitUntil(
        lambda: (
            c.is_human_turn() and c.observation.phase == "auction" or c.observation.phase == "play"
        ),
        timeout=15000,
    )
    if c.observation.phase != "auction":
        pytest.skip("the auction ended before the player spoke")
    return w


def legal_bids(obs):
    return {str(a) for a in obs.legal if a.kind in ("bid", "capot")}


def test_coinche_chooser_offers_exactly_the_engines_legal_bids(make_window, qtbot):
    w = coinche_auction(make_window, qtbot, seed=4)
    chooser = w.action_bar.bid_chooser
    assert chooser.isVisible()
    cells = chooser.offered()
    offered = {str(b.action) for b in cells if b.enabled}
    assert offered == legal_bids(w.controller.observation)
    assert len(offered) > 8  # more than the next two values (the old buttons)
    values = [chooser.value_box.itemText(i) for i in range(chooser.value_box.count())]
    assert values[-1] == "Capot" and "160" in values
    assert set(chooser.suit_buttons) == {"♠", "♥", "♦", "♣"}
    # Pass and Coinche stay buttons; no bid is a button of its own any more
    assert "pass" in w.action_buttons and "coinche" in w.action_buttons
    assert not any(t.startswith(("bid ", "capot ")) for t in w.action_buttons)
    # the auction so far beside it
    assert chooser.history.isVisible() and chooser.history.text()


def test_the_auction_gives_the_felt_back_its_rows_when_it_ends(make_window, qtbot):
    # at 1024x700 the chooser's rows (and a line per call) stayed under the felt through the
    # whole deal, and grew with every auction
    w = coinche_auction(make_window, qtbot, seed=4)
    w.resize(1024, 700)
    c = w.controller
    row = w.table_page._row_widget
    during = []
    bidding = ("auction", "coinche_window", "surcoinche")
    while c.observation.phase in bidding:
        assert "\n" not in w.action_bar.bid_chooser.history.text()  # the calls in one line
        during.append(w.view.height())
        held = row.minimumHeight()
        c.play(Action("pass"))
        qtbot.waitUntil(
            lambda: c.is_human_turn() or c.observation.phase not in bidding, timeout=15000
        )
        during.append(w.view.height())  # the felt keeps its height through the auction
        assert len(set(during)) == 1, during
    qtbot.waitUntil(lambda: c.is_human_turn(), timeout=15000)
    assert row.minimumHeight() < held - 40  # what the card play's own moves need
    qtbot.waitUntil(lambda: w.view.height() > max(during) + 40, timeout=2000)


def test_choosing_100_hearts_bids_it(make_window, qtbot):
    w = coinche_auction(make_window, qtbot, seed=4)
    c = w.controller
    assert "bid 100 H" in legal_bids(c.observation)
    chooser = w.action_bar.bid_chooser
    chooser.value_box.setCurrentText("100")
    qtbot.mouseClick(chooser.suit_buttons["♥"], Qt.MouseButton.LeftButton)
    assert chooser.bid_button.isEnabled() and "100 ♥" in chooser.bid_button.text()
    n = len(c.state.history)
    qtbot.mouseClick(chooser.bid_button, Qt.MouseButton.LeftButton)
    assert len(c.state.history) == n + 1
    assert str(c.state.history[-1]) == "bid 100 H"


def test_the_hint_points_at_the_bid_on_the_chooser(make_window, qtbot):
    w = coinche_auction(make_window, qtbot, seed=4)
    chooser = w.action_bar.bid_chooser
    w._on_controller_hint_ready(Action("bid", ("110", "S")))
    assert str(chooser.cell().action) == "bid 110 S"
    assert "#ffd166" in chooser.bid_button.styleSheet()
    w._clear_hint()
    assert chooser.bid_button.styleSheet() == ""


# -- Frontier: a stake of any amount ------------------------------------------------------
def _staking(make_window, qtbot):
    """A two-seat Frontier game at the player's first stake, its hand committed."""
    w = make_window()
    w.start_game("frontier", {"players": 2, "starting_cash": 500}, ["easy"], seed=6)
    until_human_commits(w, qtbot)
    commit_hand(w, qtbot)
    return w, w.controller


def test_frontier_slider_spans_the_engines_range_and_stakes_the_amount(make_window, qtbot):
    w, c = _staking(make_window, qtbot)
    assert c.state.phase == "stake"
    slider = w.action_bar.bet_slider
    assert slider.isVisible()
    lo, hi = c.state.bet_range()
    assert (slider.slider.minimum(), slider.slider.maximum()) == (lo, hi)
    assert (slider.box.minimum(), slider.box.maximum()) == (lo, hi)
    listed = {int(a.args[0]) for a in c.observation.legal if a.kind == "bet"}
    amount = next(a for a in range(lo + 1, hi) if a not in listed)  # not a quick amount
    # the hint sets the slider to its amount and frames the button
    w._on_controller_hint_ready(Action("bet", (str(amount + 1),)))
    assert slider.amount() == amount + 1 and "#ffd166" in slider.button.styleSheet()
    slider.box.setValue(amount)
    assert slider.slider.value() == amount and slider.button.text() == f"Bet ${amount}"
    n = len(c.state.history)
    qtbot.mouseClick(slider.button, Qt.MouseButton.LeftButton)
    assert len(c.state.history) == n + 1
    assert str(c.state.history[-1]) == f"bet {amount}"


def test_enter_in_the_amount_box_stakes_the_amount_typed(make_window, qtbot):
    # a play tester typed an amount and pressed Enter: nothing happened
    from PySide6.QtTest import QTest

    w, c = _staking(make_window, qtbot)
    box = w.action_bar.bet_slider.box
    lo, hi = c.state.bet_range()
    amount = lo + (hi - lo) // 3 + 1
    box.setFocus()
    box.selectAll()
    QTest.keyClicks(box, str(amount))
    n = len(c.state.history)
    QTest.keyClick(box, Qt.Key.Key_Return)
    assert len(c.state.history) == n + 1
    assert str(c.state.history[-1]) == f"bet {amount}"


def test_belote_target_box_steps_from_usual_to_the_variants_target(qtbot):
    from engine.registry import get_game
    from gui.dialogs.new_game import NewGameDialog

    dlg = NewGameDialog(get_game("belote"), {"variant": "coinche"})
    qtbot.addWidget(dlg)
    box = dlg.widgets["target"]
    assert box.value() == 0 and box.text() == "Usual for the variant"
    box.stepBy(1)
    assert box.value() == 2000  # Coinche's usual target, not 1
    box.stepBy(1)
    assert box.value() == 2050
    box.setValue(50)
    box.stepBy(-1)
    assert box.value() == 0 and box.text() == "Usual for the variant"
    variant = dlg.widgets["variant"]
    variant.setCurrentIndex(variant.findData("with_trump"))
    box.stepBy(1)
    assert box.value() == 1000


# -- the move keys the labels and the tutorial name -----------------------------------------
def test_declare_button_answers_the_d_key_as_the_tutorial_says(make_window, qtbot):
    from PySide6.QtGui import QKeySequence

    w = make_window()
    w.start_game("declare", {"players": 3}, ["easy", "easy"], seed=2)
    qtbot.waitUntil(lambda: "declare" in w.action_buttons, timeout=15000)
    button = w.action_buttons["declare"]
    assert button.text() == "&Declare"
    assert button.shortcut() == QKeySequence("D")  # not only Alt+D from the label's "&"


def test_belote_buttons_keep_their_keys_not_the_labels_alt_ones(make_window, qtbot):
    from PySide6.QtGui import QKeySequence

    w = make_window()
    w.start_game("belote", {"variant": "with_trump", "target": 300}, ["easy"] * 3, seed=4)
    c = w.controller
    qtbot.waitUntil(lambda: c.is_human_turn() and c.observation.phase == "bid", timeout=15000)
    assert w.action_buttons["pass"].text() == "&Pass"
    assert w.action_buttons["pass"].shortcut() == QKeySequence("P")
    assert w.action_buttons["take"].shortcut() == QKeySequence("T")


def test_declare_hand_is_sorted_by_rank_so_pairs_and_runs_sit_together(make_window, qtbot):
    w = make_window()
    w.start_game("declare", {"players": 3}, ["easy", "easy"], seed=2)
    c = w.controller
    qtbot.waitUntil(c.is_human_turn, timeout=15000)
    if c.observation.phase == "joker":  # the player deals: pick the joker first
        assert c.play(c.observation.legal[0])
        qtbot.waitUntil(c.is_human_turn, timeout=15000)
    assert c.observation.hand is not None
    hand = next(p for p in c.adapter.layout(c.observation, []).piles if p.id == "hand")
    order = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"]
    assert all(key.startswith("c:") for key, _ in hand.cards)  # the player's own cards
    ranks = [Card.parse(key[2:]).rank for key, _ in hand.cards]
    assert [order.index(r) for r in ranks] == sorted(order.index(r) for r in ranks)
    assert len(ranks) == len(c.observation.hand)
    # fanned with the room available: side by side, not overlapping, within the table
    shown = next(p for p in w.scene.layout_now.piles if p.id == "hand")
    xs = [p.x() for p in w.scene.card_positions(shown)]
    assert len(xs) >= 2 and min(b - a for a, b in itertools.pairwise(xs)) >= w.scene.card_w
    table = w.scene.table_rect()
    assert table.left() <= xs[0] and xs[-1] + w.scene.card_w <= table.right()


@pytest.mark.parametrize(("rules", "words"), [("house", "House rules"), ("official", "Official")])
def test_belote_table_shows_the_rule_set_with_the_contract(make_window, qtbot, rules, words):
    w = make_window()
    w.start_game("belote", {**COINCHE, "rules": rules}, ["easy"] * 3, seed=4)
    c = w.controller
    info = c.adapter._info(c.observation, False)
    assert "Coinche" in info and words in info


def test_frontier_money_won_is_net_of_the_players_own_stake() -> None:
    from engine.games.frontier.events import PotTaken, RoundEnded, Showdown
    from gui.games.frontier.adapter import FrontierAdapter

    adapter = FrontierAdapter()
    adapter.set_seats(["You", "Ann", "Bob"], ["human", "easy", "easy"])
    adapter.start_cash = [100, 100, 100]
    adapter.summary(
        Showdown(
            round=2,
            pot=30,
            cards=[["4S"], ["7M"], ["2T"]],
            configs=[["skirmish", 1, 4], ["skirmish", 1, 7], ["skirmish", 1, 2]],
            winners=[0],
            shares=[30, 0, 0],
            stakes=[10, 10, 10],
            uncontested=False,
        )
    )
    s = adapter.summary(RoundEnded(2, [120, 90, 90], False))
    # the pot as the table names it, and the gain net of the player's own $10
    assert s.title.startswith("Round 2: you win the $30 pot (+$20) with")
    # the pot taken, its own stake included, then the change: the columns add up
    won, change = s.headers.index("Pot won"), s.headers.index("Change")
    assert [(r[won], r[change]) for r in s.rows] == [("$30", "+20"), ("$0", "-10"), ("$0", "-10")]
    # everyone else folded: the taker's own $5 is not "won"
    adapter.start_cash = [120, 90, 90]
    adapter.summary(PotTaken(seat=1, pot=15))
    s = adapter.summary(RoundEnded(3, [115, 100, 85], True))
    assert "Ann takes $10 unseen" in s.title
    assert s.title.startswith("Final standings: you win the game.")


def test_frontier_log_names_the_pot_taken_and_the_summary_the_gain(qapp) -> None:
    # the hand log says what was in the pot (stakes included), as it does for a pot taken
    # unseen; "won"/"wins" is kept for the gain net of the winner's own stake (summary, plates)
    from engine.games.frontier.events import Showdown
    from gui.games.frontier.words import event_line

    names = ["You", "Ann", "Bob"].__getitem__

    def showdown(winners: list[int]) -> str:
        entry = event_line(
            Showdown(
                2, 30, [["4S"], ["7M"], ["2T"]], [None] * 3, winners, [30, 0, 0], [10] * 3, False
            ),
            names,
        )
        assert entry is not None
        return entry.text

    assert showdown([0]) == "Showdown: you took the pot of $30"
    assert showdown([1]) == "Showdown: Ann took the pot of $30"
    assert showdown([1, 2]) == "Showdown: Ann, Bob shared the pot of $30"


def test_declaration_keyboard_focus_lands_only_on_playable_cards(make_window, qtbot):
    from PySide6.QtTest import QTest

    w = make_window()
    w.start_game("declaration", {}, ["easy"] * 3, seed=3)
    c = w.controller
    for _ in range(200):  # the player's moves by the engine's first legal one, to a follow
        qtbot.waitUntil(c.is_human_turn, timeout=15000)
        obs = c.observation
        plays = [a for a in obs.legal if a.kind == "play"]
        if obs.phase == "play" and obs.trick and len(plays) < len(obs.hand):
            break
        assert c.play(obs.legal[0])
    else:
        pytest.fail("no follow with unplayable cards")
    legal = [f"c:{a.args[0]}" for a in plays]
    assert sorted(w.view.draggable) == sorted(legal)
    w.view.setFocus()
    QTest.keyClick(w.view, Qt.Key.Key_Home)
    for _ in range(len(legal) + 1):
        assert w.view.draggable[w.view.focus_index] in legal
        QTest.keyClick(w.view, Qt.Key.Key_Right)


def test_declaration_seats_named_by_direction_with_the_partner_marked(make_window, qtbot):
    w = make_window()
    w.start_game("declaration", {}, ["medium"] * 3, seed=3)
    c = w.controller
    seats = {v.seat: v.lines[0] for v in c.adapter.layout(c.observation, []).seats}
    assert "West" in seats[1] and "partner" not in seats[1]
    assert "North" in seats[2] and "your partner" in seats[2]
    assert "East" in seats[3] and "partner" not in seats[3]


def test_declaration_declare_button_shows_the_full_cost_with_the_dare(make_window, qtbot):
    from engine.games.declaration.state import classify_meld, find_melds
    from gui.games.base import money

    w = make_window()
    w.start_game("declaration", {}, ["medium"] * 3, seed=3)
    c = w.controller
    ante = c.state.options.ante
    seen = False
    for seed in range(3, 40):
        if seen:
            break
        w.start_game("declaration", {}, ["medium"] * 3, seed=seed)
        for _ in range(20):
            qtbot.waitUntil(c.is_human_turn, timeout=15000)
            obs = c.observation
            if obs.phase == "dare":
                assert c.play(obs.legal[0])
                continue
            break
        obs = c.observation
        melds = find_melds(obs.hand) if obs.phase == "declare" else []
        dare = obs.dares[1 - obs.team] or 0
        if not melds or not dare or obs.dare_paid[obs.team]:
            continue
        c.adapter.selected = list(melds[0])
        kind = classify_meld(list(melds[0]))
        label = c.adapter.buttons(obs)[0].label
        total = money(kind.cost * ante + dare)
        assert label.endswith(f" ({money(kind.cost * ante)} + dare {money(dare)} = {total})")
        seen = True
    assert seen, "no deal where the player may meld with an opponents' dare to pay"


def test_coinche_panels_keep_pass_and_coinche_in_the_same_places() -> None:
    from engine.registry import get_game
    from gui.games.belote.adapter import BeloteAdapter

    game = get_game("belote")
    adapter = BeloteAdapter()
    state = game.new_state(game.options_from_dict(COINCHE), 4)
    places = {}
    for _ in range(60):
        obs = state.observation(state.current_player)
        if obs.phase in ("auction", "coinche_window", "surcoinche"):
            kinds = [b.action.kind for b in adapter.buttons(obs) if b.choice is None]
            places[obs.phase] = kinds
        if obs.phase == "play":
            break
        legal = state.legal_actions()
        # bid once, then coinche when it may, so every panel shows up
        pick = next((a for a in legal if a.kind in ("coinche", "surcoinche")), None)
        if pick is None and obs.high_bid is None:
            pick = next((a for a in legal if a.kind == "bid"), None)
        state.apply(pick or next(a for a in legal if a.kind == "pass"))
    assert places["auction"][:2] == ["pass", "coinche"]
    assert places["coinche_window"] == ["pass", "coinche"]
    if "surcoinche" in places:
        assert places["surcoinche"] == ["pass", "surcoinche"]


def test_belote_first_card_announces_the_declarations_automatically(make_window, qtbot):
    w = make_window()
    c = w.controller
    for seed in range(1, 40):
        w.start_game("belote", {"variant": "with_trump", "target": 300}, ["easy"] * 3, seed=seed)
        for _ in range(40):  # take at once, then wait for the first card to play
            qtbot.waitUntil(c.is_human_turn, timeout=15000)
            obs = c.observation
            if obs.phase != "bid":
                break
            assert c.play(next(a for a in obs.legal if a.kind == "take"))
        obs = c.observation
        if obs.phase == "play" and any(a.kind == "declare" for a in obs.legal):
            break
    else:
        pytest.fail("no deal where the player may declare")
    n = len(c.state.history)
    card = next(a for a in obs.legal if a.kind == "play")
    assert c.play(card)
    made = c.state.history[n : n + 2]
    assert [a.kind for a in made] == ["declare", "play"] and made[1] == card
    assert c.state.observation(0).announced[0]  # the declarations stand announced


# -- Belote: the out-of-turn coinche in words ------------------------------------------------
def test_a_pass_out_of_the_auctions_turn_is_said_as_what_it_does(qtbot):
    """Played by a new player: the coinche window's answer read "Pass" on its button and
    "passes" in the replay, as if the auction had a call more, and the last turns were listed
    by seat, not in the order they were taken."""
    import random

    from engine.ai import make_bot
    from engine.games.belote.events import CoincheDeclined
    from engine.registry import get_game
    from gui.games.belote.adapter import BeloteAdapter
    from gui.moves import move_words
    from gui.table.hand_log import HandLog

    game = get_game("belote")
    state = game.new_state(game.options_from_dict({**COINCHE, "rules": "house"}), 4)
    bots = [make_bot("belote", "easy") for _ in range(4)]
    rng = random.Random(4)
    events, declined, asked = [], [], []
    while state.phase in ("auction", "coinche_window", "surcoinche"):
        seat, phase = state.current_player, state.phase
        if phase == "coinche_window" and seat == 0:
            adapter = BeloteAdapter()
            buttons = adapter.buttons(state.observation(0))
            assert buttons[0].label == "&No coinche" and str(buttons[0].action) == "pass"
            asked.append(adapter.standing_move(state.observation(0))[1])
        action = bots[seat].choose(state.observation(seat), state.legal_actions(), rng)
        caused = state.apply(action)
        events += caused
        if phase == "coinche_window" and str(action) == "pass":
            assert any(isinstance(e, CoincheDeclined) for e in caused)
            declined.append((action, caused))
    assert declined  # this deal has the window, answered with no coinche
    action, caused = declined[0]
    assert move_words("belote", action, "East", caused) == "East lets the bid stand"
    assert move_words("belote", action, events=caused, you=True) == "You let the bid stand"
    assert move_words("belote", Action("pass"), "East", []) == "East passes"  # in turn
    log = HandLog()
    qtbot.addWidget(log)
    log.reset("belote", ["You", "East", "North", "West"], events)
    # the last turns in the order they were taken: the auction's calls, the latest last
    calls = [e.seat for e in log.entries if e.seat is not None]
    latest = list(dict.fromkeys(reversed(calls)))[::-1]
    assert list(log.last_turns()) == latest
    assert len(log.entries) == len(state.calls)  # a line a call: none for a window's answer
    # asked again about the same bid after a pass, the player is told it still stands
    assert any("still stands" in text for text in asked), asked


def test_a_new_game_starts_with_the_row_under_the_felt_at_its_own_height(make_window, qtbot):
    # seen: Declare started after a Frontier game kept Frontier's rows of bets, empty,
    # under a felt of 350 px
    w = make_window()
    w.resize(1024, 700)
    w.start_game("frontier", {"players": 4}, ["easy"] * 3, seed=8)
    c = w.controller
    until_human_commits(w, qtbot)
    row = w.table_page._row_widget
    frontier = row.minimumHeight()
    w.start_game("declare", {"players": 4}, ["easy"] * 3, seed=3)
    qtbot.waitUntil(lambda: c.is_human_turn(), timeout=15000)
    qtbot.wait(50)
    assert row.minimumHeight() < frontier - 30, (row.minimumHeight(), frontier)
