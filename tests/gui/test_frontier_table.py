"""The Frontier table played through the real window: selecting, committing, betting, reveals."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest

from engine.core import Action
from engine.games.frontier.events import RoundEnded, Showdown
from engine.games.frontier.state import evaluate
from engine.records import load_record
from gui.games.frontier.adapter import FrontierAdapter, config_words
from tests.gui.gestures import drag, play_to_end

OPTIONS = {"players": 3, "starting_cash": 20}


def click_card(window, key):
    """A single click on a card, as a player would."""
    item = window.scene.items_by_key[key]
    at = window.view.mapFromScene(item.sceneBoundingRect().center())
    QTest.mouseClick(
        window.view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, at
    )


def press(window, qtbot, action):
    """Click the button of ``action`` (it must be offered and enabled)."""
    button = window.action_buttons[str(action)]
    assert button.isEnabled(), (str(action), button.toolTip())
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def human_move(window, qtbot, turn):
    """One move for the player: commit by clicking cards and Commit, then stake by buttons."""
    c = window.controller
    obs = c.observation
    n = len(c.state.history)
    if obs.phase == "action" and not obs.committed:
        # pick the first cards of the hand (all but one, at least one) one click at a time
        picks = list(obs.hand[: max(1, len(obs.hand) - 1)])
        for card in picks:
            click_card(window, f"c:{card}")
        assert c.adapter.selected == picks
        label = window.action_buttons[str(c.adapter._commit_of(picks))].text()
        assert label == f"Commit ({len(picks)})"
        press(window, qtbot, c.adapter._commit_of(picks))
    elif obs.phase == "stake":
        bets = [a for a in map(Action.parse, window.action_buttons) if a.kind == "bet"]
        raises = [a for a in map(Action.parse, window.action_buttons) if a.kind == "raise"]
        if bets:
            press(window, qtbot, bets[turn % 2 and len(bets) > 1])
        elif raises and turn % 3 == 0:
            press(window, qtbot, raises[0])
        else:
            press(window, qtbot, Action("call"))
    else:  # a later turn of the round: call small bets, fold big ones
        if obs.to_call <= 4:
            press(window, qtbot, Action("call"))
        else:
            press(window, qtbot, Action("fold"))
    qtbot.waitUntil(lambda: len(c.state.history) > n, timeout=3000)


def test_whole_game_through_the_window(make_window, qtbot):
    w = make_window()
    w.start_game("frontier", OPTIONS, ["easy", "medium"], seed=4)
    c = w.controller
    moves = play_to_end(w, qtbot, human_move)
    assert moves >= 3
    kinds = {a.kind for a in c.state.history}
    assert "commit" in kinds and ({"bet", "call", "raise"} & kinds)
    result = c.state.result()
    qtbot.waitUntil(lambda: w.pending_dialog is not None)
    assert w.pending_dialog.result_label is not None
    # the finished game was archived; its record replays to the same result
    _, replayed = load_record(c.archived)
    assert replayed.result() == result
    assert replayed.history == c.state.history
    # the score sheet has a row per round played, and the final cash as totals
    rounds = c.state.round_no
    assert w.score_sheet.rowCount() == rounds + 1
    totals = [int(w.score_sheet.item(rounds, s).text().lstrip("$")) for s in range(3)]
    assert tuple(totals) == result.scores
    assert w.score_sheet.verticalHeaderItem(rounds).text() == "Cash"
    # the last summary is the final standings: richest first, with the change since the start
    table = w.pending_dialog.table
    rows = [[table.item(r, col).text() for col in range(4)] for r in range(table.rowCount())]
    order = sorted(range(3), key=lambda s: (-result.scores[s], s))
    assert [r[1] for r in rows] == [c.names[s] for s in order]
    assert [r[2] for r in rows] == [f"${result.scores[s]}" for s in order]
    assert [int(r[3]) for r in rows] == [result.scores[s] - 20 for s in order]
    assert rows[0][0] == "1"
    for r, s in zip(rows, order, strict=True):
        assert int(r[0]) == 1 + sum(x > result.scores[s] for x in result.scores)


def until_human_commits(window, qtbot):
    c = window.controller
    qtbot.waitUntil(
        lambda: (
            c.is_human_turn() and c.observation.phase == "action" and not c.observation.committed
        ),
        timeout=15000,
    )


def test_selection_toggles_and_redraws_without_touching_the_engine(make_window, qtbot):
    w = make_window()
    w.start_game("frontier", {"players": 2, "starting_cash": 30}, ["easy"], seed=7)
    c = w.controller
    # round 1 holds one card; go on to round 2 (two cards) by folding round 1
    until_human_commits(w, qtbot)
    press(w, qtbot, Action("fold"))
    qtbot.waitUntil(lambda: w.pending_dialog is not None, timeout=15000)
    w.pending_dialog.next_button.click()
    until_human_commits(w, qtbot)
    obs = c.observation
    assert len(obs.hand) == 2
    before = json.dumps(c.state.snapshot())
    first, second = (f"c:{x}" for x in obs.hand)
    home = w.scene.items_by_key[first].pos()
    click_card(w, first)
    assert c.adapter.selected == [obs.hand[0]]
    raised = w.scene.items_by_key[first].pos()
    assert raised.y() < home.y() and raised.x() == home.x()  # the card rose out of the hand
    assert "Commit (1)" in [b.text() for b in w.action_buttons.values()]
    # what the pick makes is said by the commit spot, not on the plate (it jumped)
    assert "selected" not in w.scene.seat_plates[0][1].text().lower()
    assert w.scene.pile_labels["commit"].text().startswith("Selected: ")
    click_card(w, second)
    assert "Commit (2)" in [b.text() for b in w.action_buttons.values()]
    click_card(w, first)  # a second click puts it back
    assert c.adapter.selected == [obs.hand[1]]
    assert w.scene.items_by_key[first].pos() == home
    assert json.dumps(c.state.snapshot()) == before
    # dragging a card onto the commit spot puts it with the selection, and commits nothing
    # (a first card dragged there was committed alone, the player meaning to add a second)
    drag(w, first, "commit")
    assert sorted(c.adapter.selected) == sorted(obs.hand)
    assert json.dumps(c.state.snapshot()) == before
    assert "Commit (2)" in [b.text() for b in w.action_buttons.values()]
    drag(w, first, "commit")  # again: still two, once each
    assert len(c.adapter.selected) == 2
    qtbot.mouseClick(
        w.action_buttons[str(c.adapter._commit_of(c.adapter.selected))], Qt.MouseButton.LeftButton
    )
    assert sorted(map(str, c.state.committed[0])) == sorted(map(str, obs.hand))
    assert c.state.phase == "stake"
    assert c.adapter.selected == []
    # now the bet buttons are live, the commit one says what was committed
    labels = [b.text() for b in w.action_buttons.values()]
    assert "Committed (2)" in labels
    assert any(t.startswith(("Bet $", "Call $")) for t in labels)
    # the player sees the committed cards face up: "committed face down" read as a mistake
    why = w.action_bar.why.text()
    assert "see only their backs" in why and "face down" not in why


def test_illegal_move_is_refused_and_changes_nothing(make_window, qtbot):
    w = make_window()
    w.start_game("frontier", OPTIONS, ["easy", "easy"], seed=5)
    c = w.controller
    until_human_commits(w, qtbot)
    before = json.dumps(c.state.snapshot())
    # betting before committing: the button is offered but disabled, with the reason
    bet = next(a for a in map(Action.parse, w.action_buttons) if a.kind in ("bet", "call"))
    button = w.action_buttons[str(bet)]
    assert not button.isEnabled()
    assert "Commit your cards" in button.toolTip()
    c.play(bet)
    assert json.dumps(c.state.snapshot()) == before
    assert "Commit your cards" in w.statusBar().currentMessage()
    # committing nothing: Commit (0) is refused
    commit = w.action_buttons["commit"]
    assert commit.text() == "Commit (0)" and not commit.isEnabled()
    c.play("commit")
    assert json.dumps(c.state.snapshot()) == before
    assert "at least one card" in w.statusBar().currentMessage()
    # a card dropped anywhere but the commit spot goes home
    key = f"c:{c.observation.hand[0]}"
    home = w.scene.items_by_key[key].home
    drag(w, key, "draw")
    assert json.dumps(c.state.snapshot()) == before
    assert "cannot go there" in w.statusBar().currentMessage()
    qtbot.waitUntil(lambda: w.scene.items_by_key[key].pos() == home)


def test_every_offered_amount_is_listed_by_the_engine_and_labels_stay_put():
    from engine.registry import get_game

    game = get_game("frontier")
    state = game.new_state(game.options_type(players=4, starting_cash=500), 11)
    adapter = FrontierAdapter()
    adapter.set_seats(["You", "A", "B", "C"], ["human", "easy", "easy", "easy"])
    adapter.reset(state.observation(0))
    checked = 0
    import random

    rng = random.Random(3)
    for _ in range(60):
        if state.is_terminal:
            break
        seat = state.current_player
        obs = state.observation(seat)
        adapter.layout(state.observation(0), [])
        buttons = adapter.buttons(obs) if seat == 0 else []
        assert buttons == [] or [b.label for b in buttons] == [
            b.label for b in adapter.buttons(obs)
        ]  # the same observation, the same buttons
        legal = state.legal_actions()
        if state.phase == "stake" or (state.phase == "action" and obs.committed):
            for b in buttons:
                if b.action.kind in ("bet", "raise", "call"):
                    assert b.action in legal
                    checked += 1
        action = rng.choice([a for a in legal if a.kind != "mulligan"])
        if action.kind == "commit" and len(legal) > 3:
            action = next(a for a in legal if a.kind == "commit")
        state.apply(action)
    assert checked


def test_once_the_mulligan_is_used_the_commit_note_no_longer_speaks_of_it():
    # a play tester read "…so Fold and Mulligan grey out" long after its mulligan was gone
    from engine.registry import get_game

    game = get_game("frontier")
    state = game.new_state(game.options_type(players=2), 5)
    adapter = FrontierAdapter()
    adapter.set_seats(["You", "A"], ["human", "easy"])
    adapter.reset(state.observation(0))
    notes = {}
    for _ in range(40):
        if state.is_terminal or len(notes) == 2:
            break
        seat, legal = state.current_player, state.legal_actions()
        obs = state.observation(seat)
        if seat == 0 and any(a.kind == "commit" for a in legal):
            adapter.selected = list(obs.hand)
            note = next(b.note for b in adapter.buttons(obs) if b.action.kind == "commit")
            notes[obs.mulligan_used[0]] = note
            if Action("mulligan") in legal:
                state.apply("mulligan")
                continue
        state.apply(next(a for a in legal if a.kind in ("commit", "call", "bet", "next")))
    assert "Mulligan" in notes[False] and "Mulligan" not in notes[True], notes
    assert "Fold" in notes[True]


def test_reveal_names_every_configuration_and_summary_has_each_seat():
    adapter = FrontierAdapter()
    adapter.set_seats(["You", "Ann", "Bob"], ["human", "easy", "medium"])
    adapter.start_cash = [20, 20, 20]
    hands = [["4S", "3S", "1F"], ["7M", "7T"], None]
    configs = [
        list(evaluate(__import__("engine.cards").cards.Card.parse(t) for t in h).name)
        if h
        else None
        for h in hands
    ]
    assert config_words(*configs[0]) == "3-card Coalition, 48"
    assert (
        adapter.summary(
            Showdown(
                round=2,
                pot=12,
                cards=hands,
                configs=configs,
                winners=[0],
                shares=[12, 0, 0],
                stakes=[5, 5, 2],
                uncontested=False,
            )
        )
        is None
    )
    s = adapter.summary(RoundEnded(2, [27, 15, 18], False))
    assert s is not None and s.key == 2
    assert "you win the $12 pot (+$7) with 3-card Coalition, 48" in s.title  # net of the $5 staked
    assert [r[0] for r in s.rows] == ["You", "Ann", "Bob"]
    assert s.rows[1][2] == "Pair, 7"
    assert s.sheet_row == ["+7", "-5", "-2"] and s.totals == ["$27", "$15", "$18"]
    assert s.totals_label == "Cash"  # helper-5 read the cash, "Total", as the rows' sum
    # the columns add up: the pot won less the stake is the change
    assert s.headers[3:6] == ["Stake", "Pot won", "Change"]
    assert [r[3:6] for r in s.rows] == [["$5", "$12", "+7"], ["$5", "$0", "-5"], ["$2", "$0", "-2"]]


def test_resume_between_rounds_shows_the_round_again(make_window, qtbot):
    first = make_window()
    first.start_game("frontier", OPTIONS, ["easy", "medium"], seed=4)
    c = first.controller
    turn = 0
    while c.state.phase != "round_over":
        qtbot.waitUntil(lambda: c.is_human_turn(), timeout=15000)
        if c.state.phase == "round_over":
            break
        human_move(first, qtbot, turn)
        turn += 1
    snapshot = c.state.snapshot()
    first.close()
    second = make_window()
    assert second.resume()
    assert second.controller.state.snapshot() == snapshot
    qtbot.waitUntil(lambda: second.pending_dialog is not None)
    dlg = second.pending_dialog
    assert dlg.table is not None and dlg.table.rowCount() == 3
    assert second.score_sheet.rowCount() == 2
    dlg.next_button.click()
    qtbot.waitUntil(lambda: second.controller.state.round_no == 2)
    play_to_end(second, qtbot, human_move)
    _, replayed = load_record(second.controller.archived)
    assert replayed.result() == second.controller.state.result()


@pytest.mark.parametrize("players", range(2, 9))
def test_every_table_size_lays_out_each_seat_once(players):
    import random

    from engine.registry import get_game

    game = get_game("frontier")
    state = game.new_state(game.options_type(players=players), players)
    adapter = FrontierAdapter()
    adapter.set_seats([f"P{s}" for s in range(players)], ["human"] + ["easy"] * (players - 1))
    adapter.reset(state.observation(0))
    events = list(state.events_of_start)
    rng = random.Random(players)
    while not state.is_terminal:
        obs = state.observation(0)
        layout = adapter.layout(obs, events)
        keys = [k for p in layout.piles for k, _ in p.cards]
        assert len(keys) == len(set(keys))
        assert sorted(s.seat for s in layout.seats) == list(range(players))
        assert f"Round {obs.round_no} of 5" in layout.info and "capacity" in layout.info
        if obs.phase in ("action", "stake"):  # the seat that opens is named, as a role
            # (the player's plate is one line: its title comes first)
            openers = [
                v.seat for v in layout.seats if v.lines[0].split("  —  ")[0].endswith(" · opener")
            ]
            assert openers == [obs.first_seat]
        # every other seat's face-down cards match the public counts
        for s in range(1, players):
            backs = [
                k
                for p in layout.piles
                if p.id in (f"seat{s}", f"commit{s}")
                for k, face in p.cards
                if face is None
            ]
            if obs.phase in ("action", "stake"):
                assert len(backs) == obs.hand_counts[s] + obs.committed_counts[s]
        events = state.apply(rng.choice(state.legal_actions()))


# -- chips and the final standings ---------------------------------------------------------------


def commit_hand(window, qtbot):
    """Click every card of the hand, then Commit."""
    c = window.controller
    hand = list(c.observation.hand)
    qtbot.waitUntil(lambda: not window.scene.is_animating())  # click where the cards rest
    for card in hand:
        click_card(window, f"c:{card}")
    press(window, qtbot, c.adapter._commit_of(hand))


def record_chip_flights(window, places=(), where=None):
    """After every table update, the chip flights the scene planned: (amount, start centre,
    end centre, delay ms) per flying stack. Returns the list it fills. With ``places``
    (table fractions of plates and pots), ``where`` gets where each one was shown then
    (the scene moves a plate or a pot off a card or a label)."""
    from gui.table.chips import ChipItem

    flights: list[list] = []

    def record(*_):
        planned = []
        for item, start, end, delay, _ms in window.scene.moves:
            if isinstance(item, ChipItem):
                half = item.boundingRect().center()
                planned.append((item.amount, start + half, end + half, delay))
        flights.append(planned)
        if where is not None:
            where.append([window.scene.at(xy) for xy in places])

    window.controller.layout_changed.connect(record)  # after the window's own slot
    return flights


def near(a, b):
    return abs(a.x() - b.x()) < 1 and abs(a.y() - b.y()) < 1


def test_chips_fly_from_the_bettor_to_the_pot_and_from_the_pot_to_the_winner(make_window, qtbot):
    from gui.games.frontier.adapter import POT_XY

    w = make_window()
    w.scene.speed = w.controller.speed = 0.3  # animated (the window tests run instant)
    where: list = []
    places = [p["plate"] for p in FrontierAdapter._places(2)] + [POT_XY]
    flights = record_chip_flights(w, places, where)
    w.start_game("frontier", {"players": 2, "starting_cash": 20}, ["easy"], seed=6)
    c, scene = w.controller, w.scene
    until_human_commits(w, qtbot)
    commit_hand(w, qtbot)
    flights.clear()
    where.clear()
    bet = [a for a in map(Action.parse, w.action_buttons) if a.kind == "bet"][1]
    amount = int(bet.args[0])  # $5 of the $20 limit: Easy calls it
    press(w, qtbot, bet)
    *plate, pot = where[0]  # where the plates and the pot were shown then
    # the player's stake flies from their plate into the pot
    ((paid, start, end, delay),) = flights[0]
    assert paid == amount and near(start, plate[0]) and near(end, pot) and delay == 0
    assert scene.is_animating()
    # the pot waits for the money flying into it: two amounts were written one over the
    # other ("$1$100", helper-5)
    assert not scene.chip_stacks["pot"].isVisible()
    qtbot.waitUntil(lambda: not scene.is_animating(), timeout=5000)
    assert not any(item.isVisible() for item in scene.flyers)  # landed
    stack = scene.chip_stacks["pot"]
    assert stack.isVisible() and stack.amount == amount
    assert near(stack.sceneBoundingRect().center(), pot)
    # Easy calls: its stake goes in, then the pot goes to the winner(s), after it lands
    qtbot.waitUntil(lambda: c.state.phase == "round_over", timeout=15000)
    sd = c.state.showdown
    assert sd["pot"] == 2 * amount and not sd["uncontested"]
    i = next(i for i, f in enumerate(flights) if any(near(s, where[i][2]) for _, s, _, _ in f))
    planned, (*plate, pot) = flights[i], where[i]
    stake = [(a, d) for a, s, e, d in planned if near(s, plate[1]) and near(e, pot)]
    assert stake == [(amount, 0)]
    payout = sorted(
        (a, next(i for i in (0, 1) if near(e, plate[i])))
        for a, s, e, d in planned
        if near(s, pot) and d > 0
    )
    assert payout == sorted((sd["shares"][s], s) for s in sd["winners"])
    assert sum(a for a, _ in payout) == 2 * amount
    qtbot.waitUntil(lambda: not scene.is_animating(), timeout=5000)
    assert not scene.chip_stacks["pot"].isVisible()  # paid out


def test_no_chips_fly_at_instant_speed(make_window, qtbot):
    w = make_window()
    flights = record_chip_flights(w)
    w.start_game("frontier", {"players": 2, "starting_cash": 20}, ["easy"], seed=6)
    until_human_commits(w, qtbot)
    commit_hand(w, qtbot)
    press(w, qtbot, Action("bet", ("5",)))
    assert flights[-1] == [] and not w.scene.flying
    assert w.scene.chip_stacks["pot"].amount == 5  # the pot still shows at once


def test_chip_moves_follow_the_events():
    from engine.registry import get_game
    from gui.games.frontier.adapter import POT_XY

    game = get_game("frontier")
    state = game.new_state(game.options_type(players=3, starting_cash=50), 2)
    adapter = FrontierAdapter()
    adapter.set_seats(["You", "A", "B"], ["human", "easy", "easy"])
    adapter.reset(state.observation(0))
    plate = [p["plate"] for p in FrontierAdapter._places(3)]
    adapter.layout(state.observation(0), list(state.events_of_start))
    events = state.apply("commit " + str(state.hands[0][0])) + state.apply("bet 4")
    layout = adapter.layout(state.observation(0), events)
    assert [(m.amount, m.start, m.end, m.wave) for m in layout.chip_moves] == [
        (4, plate[0], POT_XY, 0)
    ]
    assert [(c.id, c.amount) for c in layout.chips] == [("pot", 4)]
    events = state.apply("commit " + str(state.hands[1][0])) + state.apply("raise 9")
    layout = adapter.layout(state.observation(0), events)
    assert [(m.amount, m.start, m.end) for m in layout.chip_moves] == [(9, plate[1], POT_XY)]
    events = state.apply("commit " + str(state.hands[2][0])) + state.apply("call")
    events += state.apply("call")  # seat 0 adds 5: the round is resolved
    sd = state.showdown
    layout = adapter.layout(state.observation(0), events)
    moves = [(m.amount, m.start, m.end, m.wave) for m in layout.chip_moves]
    assert moves[:2] == [(9, plate[2], POT_XY, 0), (5, plate[0], POT_XY, 0)]
    assert moves[2:] == [
        (sd["shares"][s], POT_XY, plate[s], 1) for s in range(3) if sd["shares"][s]
    ]
    assert sum(m[0] for m in moves[2:]) == 27
    assert layout.chips[0].amount == 0


def test_final_standings_rank_by_cash_with_the_change_over_the_game():
    adapter = FrontierAdapter()
    adapter.set_seats(["You", "Ann", "Bob", "Cy"], ["human", "easy", "medium", "hard"])
    adapter.starting_cash = 100
    adapter.start_cash = [90, 130, 90, 90]
    adapter.summary(
        Showdown(
            round=5,
            pot=30,
            cards=[["4S"], None, ["7M"], ["2T"]],
            configs=[["skirmish", 1, 4], None, ["skirmish", 1, 7], ["skirmish", 1, 2]],
            winners=[2],
            shares=[0, 0, 30, 0],
            stakes=[10, 0, 10, 10],
            uncontested=False,
        )
    )
    s = adapter.summary(RoundEnded(5, [80, 130, 110, 80], True))
    assert s.headers == ["Rank", "Player", "Cash", "Change", "Last round"]
    assert [r[:4] for r in s.rows] == [
        ["1", "Ann", "$130", "+30"],
        ["2", "Bob", "$110", "+10"],
        ["3", "You", "$80", "-20"],
        ["3", "Cy", "$80", "-20"],
    ]
    # Bob won $20 net of his own $10 stake; the game's winner is Ann, the richest
    assert s.rows[1][4] == "1-card Skirmish, 7 · won $20"
    assert s.title.startswith(
        "Final standings: Ann wins the game. Round 5: Bob wins the $30 pot (+$20)"
    )
    # the score sheet still gets the round's own changes and the cash
    assert s.sheet_row == ["-10", "+0", "+20", "-10"]
    assert s.totals == ["$80", "$130", "$110", "$80"]
    # an ordinary round keeps the round table
    s = adapter.summary(RoundEnded(3, [80, 130, 110, 80], False))
    assert s.headers[0] == "Player"


def test_final_standings_have_no_empty_last_round_column():
    """helper-3: when everyone folded in the last round, the final standings had a "Last
    round" column with nothing in it, the widest of the box."""
    from engine.games.frontier.events import PotTaken

    adapter = FrontierAdapter()
    adapter.set_seats(["You", "Ann", "Bob"], ["human", "easy", "easy"])
    adapter.starting_cash = 100
    adapter.start_cash = [100, 150, 50]
    adapter.summary(PotTaken(seat=1, pot=1))  # only Ann's own $1: nothing won
    s = adapter.summary(RoundEnded(5, [100, 150, 50], True))
    assert s.headers == ["Rank", "Player", "Cash", "Change"]
    assert all(len(row) == 4 for row in s.rows)


def test_no_call_button_when_there_is_nothing_to_call_and_none_enabled_off_turn(make_window, qtbot):
    # every button panel the table shows during a whole game: while others act after the
    # player bet, called or went all in, there is nothing to call ("Call $0" was offered), and
    # no button is ever enabled when it is not the player's turn (AI thinking, the reveal)
    w = make_window()
    c = w.controller
    seen = []

    def record(buttons, _moved):
        obs = c.observation
        seen.append(
            (
                c.is_human_turn(),
                obs.phase,
                obs.to_call,
                obs.current_bet,
                [(b.label, b.enabled, b.action.kind) for b in buttons],
            )
        )

    c.buttons_changed.connect(record)
    w.start_game("frontier", OPTIONS, ["easy", "medium"], seed=4)
    play_to_end(w, qtbot, human_move)
    matched = [s for s in seen if not s[0] and s[1] in ("action", "stake") and s[3] and not s[2]]
    assert matched, "the player never waited with the bet matched"
    for turn, phase, to_call, _bet, buttons in seen:
        calls = [label for label, _on, kind in buttons if kind == "call"]
        assert all(to_call > 0 and label.endswith(f"${to_call}") for label in calls), (
            phase,
            to_call,
            calls,
        )
        if not turn:
            assert not any(on for _label, on, _kind in buttons), (phase, buttons)


def test_a_drag_carries_the_selected_cards_and_the_commit_step_says_what_it_does(
    make_window, qtbot
):
    """Dragging one card moves the selected ones with it (they commit together, and go home
    together when refused); the panel says what Commit does, then why Fold and Mulligan are
    greyed out once the cards are committed."""
    w = make_window()
    w.start_game("frontier", {"players": 2, "starting_cash": 30}, ["easy"], seed=7)
    c = w.controller
    until_human_commits(w, qtbot)
    press(w, qtbot, Action("fold"))  # round 1 holds one card: on to round 2 (two cards)
    qtbot.waitUntil(lambda: w.pending_dialog is not None, timeout=15000)
    w.pending_dialog.next_button.click()
    until_human_commits(w, qtbot)
    line = w.action_bar.why
    assert not line.isHidden() and "Click the cards to commit" in line.text()
    first, second = (f"c:{x}" for x in c.observation.hand)
    click_card(w, second)
    assert "the selected cards go face down" in line.text()
    scene, vp = w.scene, w.view.viewport()
    a, b = scene.items_by_key[first], scene.items_by_key[second]
    a_home, b_home = a.pos(), b.pos()
    start = w.view.mapFromScene(a.sceneBoundingRect().center())
    QTest.mousePress(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    QTest.mouseMove(vp, start + QPoint(0, -120))
    assert a.pos() != a_home and b.pos() - b_home == a.pos() - a_home  # carried along
    # dropped nowhere: both cards go home
    QTest.mouseRelease(
        vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start + QPoint(0, -120)
    )
    qtbot.waitUntil(lambda: a.pos() == a.home and b.pos() == b.home)
    assert c.state.phase == "action" and not c.state.committed[0]
    # dragged onto the commit spot, then Commit: both commit
    drag(w, first, "commit")
    assert not c.state.committed[0]
    c.play(c.adapter._commit_of(c.adapter.selected))
    assert sorted(map(str, c.state.committed[0])) == sorted(x[2:] for x in (first, second))
    assert c.state.phase == "stake"
    fold, mulligan = w.action_buttons["fold"], w.action_buttons["mulligan"]
    assert not fold.isEnabled() and "fold on a later turn" in fold.toolTip()
    assert not mulligan.isEnabled() and "once your cards are committed" in mulligan.toolTip()
    assert "Fold comes back on your next turn" in line.text() and not line.isHidden()


def test_the_reveal_labels_each_configuration_on_the_table(make_window, qtbot):
    w = make_window()
    w.start_game("frontier", OPTIONS, ["easy", "easy"], seed=4)
    c = w.controller
    for _ in range(40):  # until a round ends in a showdown with cards shown
        qtbot.waitUntil(
            lambda: w.pending_dialog is not None or (c.is_human_turn() and not c.waits_for_next()),
            timeout=15000,
        )
        sd = c.observation.showdown
        if w.pending_dialog is not None and sd and sum(1 for x in sd["cards"] if x) >= 2:
            break
        if w.pending_dialog is not None:
            w.pending_dialog.next_button.click()
            qtbot.waitUntil(lambda: not c.waits_for_next() or c.state.is_terminal)
            continue
        human_move(w, qtbot, 1)
    else:
        pytest.fail("no showdown")
    # the player's under its cards; each other seat's on its plate (a label under its cards
    # as well lay in the info line's way at every showdown)
    piles = {p.id: p for p in w.scene.layout_now.piles}
    for s, conf in enumerate(sd["configs"]):
        if sd["cards"][s] and conf:
            if s == 0:
                assert piles["commit"].label == config_words(*conf)
                assert w.scene.pile_labels["commit"].isVisible()
            else:
                plate, text = w.scene.seat_plates[s]
                assert config_words(*conf) in text.text().split("\n") and plate.isVisible()


def test_the_info_line_stays_put_as_cards_are_picked_and_put_back(make_window, qtbot):
    # seen at 1600x1000: picking the round's card raised it into the info line's place, and
    # the line jumped from under the commit spot to above it
    w = make_window()
    w.resize(1600, 1000)
    w.start_game("frontier", {"players": 4}, ["medium"] * 3, seed=9)
    c = w.controller
    until_human_commits(w, qtbot)
    qtbot.wait(100)  # the row under the felt takes its height for the moves
    key = f"c:{c.observation.hand[0]}"
    before = w.scene.info.pos()
    plate = w.scene.seat_plates[0][0].rect()
    click_card(w, key)
    assert c.adapter.selected
    assert w.scene.info.pos() == before
    assert w.scene.seat_plates[0][0].rect() == plate  # the player's plate stays put too
    raised = w.scene.items_by_key[key].sceneBoundingRect()
    assert not raised.intersects(w.scene.info.sceneBoundingRect())
    click_card(w, key)
    assert not c.adapter.selected and w.scene.info.pos() == before


def test_with_the_drawer_open_the_bets_have_the_felts_whole_width(make_window, qtbot):
    # French at 1024x700 with the drawer open: beside Hint, Scores and log and Back to
    # games the bets stood one to a row, eight rows, and the felt was 250 px high
    from gui import app

    app.install_translators("fr")
    try:
        w = make_window()
        w.table_page.set_drawer(True, 320)
        w.resize(1024, 700)
        w.start_game("frontier", {"players": 4}, ["medium"] * 3, seed=8)
        c = w.controller
        until_human_commits(w, qtbot)
        qtbot.wait(100)
        shown = [b for b in w.action_buttons.values() if b.isVisible()]
        assert len({b.geometry().top() for b in shown}) <= 3
        drawer, back = w.table_page.drawer, w.table_page.back_button
        assert drawer.isAncestorOf(back) and drawer.isAncestorOf(w.hint_button)
        assert w.view.height() >= 400, w.view.height()
        w.table_page.drawer_action.trigger()  # closed: the aids come back under the felt
        assert not drawer.isAncestorOf(back) and back.isVisible() and w.hint_button.isVisible()
        assert c.is_human_turn()
    finally:
        app.remove_translators()


def test_a_pot_of_only_ones_own_stake_comes_back_and_a_call_says_what_it_paid(qapp):
    # a new player read "you take $0 unseen" beside "Pot $1 won by You", and "Call $4" on
    # the button beside "called $5" in the log
    from engine.games.frontier.events import Called, PotTaken
    from gui.table.hand_log import event_line

    adapter = FrontierAdapter()
    adapter.set_seats(["You", "Ann", "Bob"], ["human", "easy", "easy"])
    adapter.start_cash = [100, 100, 100]
    adapter.summary(PotTaken(seat=0, pot=1))
    s = adapter.summary(RoundEnded(1, [100, 100, 100], False))
    assert "your $1 comes back" in s.title and "$0" not in s.title
    adapter.start_cash = [100, 100, 100]
    adapter.summary(PotTaken(seat=1, pot=9))
    s = adapter.summary(RoundEnded(2, [97, 103, 100], False))
    assert "Ann takes $3 unseen" in s.title  # net of her own $6 in the $9 pot
    line = event_line("frontier", Called(seat=1, amount=5, paid=4, pot=14), lambda s: "Ann")
    assert line is not None and line.text == "Ann called $4"


def test_a_share_of_the_pot_beyond_the_limit_is_named_the_limit(qapp):
    """Seen: "Raise to $100 (½ pot)" where half the pot was beyond the $100 limit."""
    from types import SimpleNamespace

    from gui.games.frontier.adapter import FrontierAdapter

    obs = SimpleNamespace(current_bet=40, pot=160)
    listed = tuple(range(41, 101))  # a limit of $100: ½ pot ($120) and pot ($200) beyond it
    assert FrontierAdapter._amounts(obs, listed) == [(41, "min"), (100, "max")]
    roomy = tuple(range(41, 401))
    assert FrontierAdapter._amounts(obs, roomy) == [
        (41, "min"),
        (120, "½ pot"),
        (200, "pot"),
        (400, "max"),
    ]


@pytest.mark.parametrize(
    ("players", "size"),
    [(4, (1024, 700)), (6, (1024, 700)), (5, (1280, 800))],
)
def test_the_other_seats_plates_stay_put_as_cards_are_committed_and_dealt(
    make_window, qtbot, players, size
):
    """Seen by a play tester: the AI seats' plates flipped above or below their cards after
    the first bet. Each plate grew and shrank with its third line and was pushed off its
    hand or its committed cards each time (at six seats 41 moves in a game, 7 to 11 a
    plate); it now keeps room for three lines between the two."""
    from PySide6.QtCore import QPointF

    from tests.gui.gestures import play_until

    w = make_window()
    w.resize(*size)
    w.start_game("frontier", {"players": players}, ["medium"] * (players - 1), seed=4)
    c, scene = w.controller, w.scene
    last: dict[int, QPointF] = {}
    moves = dict.fromkeys(range(1, players), 0)
    sizes = [scene.table_rect().size()]

    overlaps = []

    def seen() -> None:
        grew = scene.table_rect().size() != sizes[-1]
        sizes.append(scene.table_rect().size())
        # no seat's committed or revealed cards lie on another's (helper-2 saw the top
        # seat's revealed 9 almost hidden behind the player's committed 5)
        commits = [p for p in scene.layout_now.piles if p.id.startswith("commit")]
        rects = {
            p.id: [scene.items_by_key[k].sceneBoundingRect() for k, _f in p.cards] for p in commits
        }
        for a in rects:
            for b in rects:
                if a < b and any(r.intersects(q) for r in rects[a] for q in rects[b]):
                    overlaps.append((a, b))
        for s in moves:
            at = scene.seat_plates[s][0].rect().center()
            if s in last and not grew and (at - last[s]).manhattanLength() > 4:
                moves[s] += 1
            last[s] = at

    scene.laid_out.connect(seen)
    play_until(w, qtbot, lambda: False, moves=400)
    scene.laid_out.disconnect(seen)
    assert c.state.is_terminal or c.observation.round_no == 5
    assert max(moves.values()) <= 3, moves
    # at five seats the second seat's revealed cards touched the player's until the
    # player's commit spot moved a little lower (COMMIT_XY)
    assert not overlaps, overlaps[:5]


def test_the_info_line_tells_the_player_they_won_in_words_of_their_own(qapp):
    """Seen: "Pot $70 won by You" and "Winner: You with $135" on the felt; then (helper-3)
    "You won the $1 pot" when everyone folded to the player's $1 and it gained nothing."""
    import random

    from engine.games.frontier.bots import MediumBot
    from engine.games.frontier.state import FrontierOptions, new_state

    adapter = FrontierAdapter()
    adapter.set_seats(["You", "Ann", "Bob"], ["human", "medium", "medium"])
    seen = {"showdown": False, "back": False, "game": False}
    for seed in range(60):
        state, rng, bot = (
            new_state(FrontierOptions(players=3), seed),
            random.Random(seed),
            MediumBot(),
        )
        adapter.reset(state.observation(0))
        while not state.is_terminal:
            obs = state.observation(0)
            sd = obs.showdown
            info = adapter.layout(obs, []).info
            if sd is not None and sd["pot"] and list(sd["winners"]) == [0]:
                pot, own = sd["pot"], sd["stakes"][0]
                assert "by You" not in info
                if not sd.get("uncontested"):
                    assert f"You won the ${pot} pot" in info
                    seen["showdown"] = True
                elif pot <= own:
                    assert f"Everyone else folded: your ${pot} comes back" in info
                    assert "won" not in info
                    seen["back"] = True
                else:
                    assert f"You take ${pot - own} unseen" in info
            seat = state.current_player
            state.apply(bot.choose(state.observation(seat), state.legal_actions(), rng))
        obs = state.observation(0)
        info = adapter.layout(obs, []).info
        if list(obs.cash).count(max(obs.cash)) == 1 and obs.cash[0] == max(obs.cash):
            assert f"You win with ${obs.cash[0]}" in info and "Winner" not in info
            seen["game"] = True
        if all(seen.values()):
            break
    assert all(seen.values()), seen


def test_the_aids_stand_one_above_another_where_the_moves_then_take_fewer_rows(
    make_window, qtbot, tmp_path
):
    """Seen at 800x600, and in German at 1024x700 (helper-3): Hint, Scores and log and Back
    to games side by side took half the row under the felt, so Frontier's moves stood two
    to a row in five rows and the felt was 290 (390) px high. Where the moves then take
    fewer rows the aids stand in a column at the right; with two moves (Belote's Take and
    Pass) they stay side by side, a column of three being the taller."""
    from gui import app
    from gui.main_window import MainWindow
    from gui.services import storage

    def table(size, game, options, lang="en"):
        app.install_translators(lang)
        w = MainWindow(
            storage.AppSettings(animation_speed="instant"),
            save_path=tmp_path / f"{game}{lang}{size[0]}" / "save.json",
            config_path=tmp_path / f"{game}{lang}{size[0]}" / "settings.json",
        )
        qtbot.addWidget(w)
        w.resize(*size)
        w.show()
        w.start_game(game, options, ["easy"] * 3, seed=4)
        c = w.controller
        qtbot.waitUntil(lambda: c.is_human_turn() and bool(w.action_buttons), timeout=15000)
        qtbot.wait(50)
        aids = [w.hint_button, w.table_page.drawer_button, w.table_page.back_button]
        tops = [a.geometry().top() for a in aids]
        lefts = {a.geometry().left() for a in aids}
        shown = [b for b in w.action_buttons.values() if b.isVisible()]
        rows = len({b.geometry().top() for b in shown})
        felt = w.view.height()
        c.shutdown()
        app.remove_translators()
        return max(tops) - min(tops) <= 2, len(lefts) == 1, rows, felt

    side, column, rows, felt = table((800, 600), "frontier", {"players": 4})
    assert column and not side and rows <= 3 and felt >= 360, (rows, felt)
    side, column, rows, felt = table((1024, 700), "frontier", {"players": 4}, "de")
    assert column and rows <= 3 and felt >= 440, (rows, felt)
    side, column, rows, _felt = table((800, 600), "belote", {"variant": "with_trump"})
    assert side and rows == 1  # Take and Pass: the aids stay in a row
    side, column, rows, _felt = table((1024, 700), "belote", {"variant": "with_trump"})
    assert side and rows == 1


@pytest.mark.parametrize("mulligan", [False, True])
def test_the_commit_note_names_the_mulligan_only_while_it_is_to_be_had(qapp, mulligan):
    """helper-4: after committing, the note still said "Mulligan only before committing"
    though the mulligan was used."""
    from engine.games.frontier.state import FrontierOptions, new_state

    state = new_state(FrontierOptions(players=2), seed=7)
    if mulligan:
        state.apply("mulligan")  # the player's turn; the other seat then opens
        other = state.observation(1)
        state.apply(f"commit {other.hand[0]}")
        state.apply("bet 1")
    hand = state.observation(0).hand
    state.apply(f"commit {hand[0]}")
    obs = state.observation(0)
    assert obs.phase == "stake" and obs.current_player == 0
    assert obs.mulligan_used[0] == mulligan
    adapter = FrontierAdapter()
    adapter.set_seats(["You", "Ann"], ["human", "easy"])
    adapter.reset(obs)
    note = next(b.why for b in adapter.buttons(obs) if b.action.kind == "commit")
    assert note.startswith("Your cards are committed")
    assert ("Mulligan" in note) != mulligan, note


def test_a_round_box_says_who_folded(qapp):
    """helper-4: seats that folded had empty Cards and Configuration cells, read as missing
    figures. They say "folded"; a seat out of money says nothing."""
    adapter = FrontierAdapter()
    adapter.set_seats(["You", "Ann", "Bob", "Cy"], ["human", "easy", "easy", "easy"])
    adapter.start_cash = [90, 130, 90, 0]
    adapter.summary(
        Showdown(
            round=2,
            pot=20,
            cards=[["4S"], None, ["7M"], None],
            configs=[["skirmish", 1, 4], None, ["skirmish", 1, 7], None],
            winners=[2],
            shares=[0, 0, 20, 0],
            stakes=[10, 0, 10, 0],
            uncontested=False,
        )
    )
    s = adapter.summary(RoundEnded(2, [80, 130, 100, 0], False))
    conf = s.headers.index("Configuration")
    assert [r[conf] for r in s.rows] == ["1-card Skirmish, 4", "folded", "1-card Skirmish, 7", ""]


def test_every_plate_says_the_mulligan_is_used_the_players_too(qapp):
    """helper-4 looked on their own plate for the mulligan they had taken; only the greyed
    button said it."""
    from engine.games.frontier.state import FrontierOptions, new_state

    state = new_state(FrontierOptions(players=2), seed=7)
    adapter = FrontierAdapter()
    adapter.set_seats(["You", "Ann"], ["human", "easy"])
    adapter.reset(state.observation(0))

    def plates() -> list[str]:
        obs = state.observation(0)
        return ["\n".join(v.lines) for v in adapter.layout(obs, []).seats]

    assert not any("mulligan used" in p for p in plates())
    state.apply("mulligan")  # the player's; then the other seat's
    assert ["mulligan used" in p for p in plates()] == [True, False]
    state.apply("mulligan")
    assert ["mulligan used" in p for p in plates()] == [True, True]


@pytest.mark.parametrize("players", range(2, 9))
@pytest.mark.parametrize("size", [(1024, 463), (1280, 580)])
def test_the_pot_stands_clear_of_every_seats_committed_cards(qapp, players, size):
    """A play tester read the pot's chips, set beside the top seat's committed cards at four
    seats, as that seat's stake. In round 5, everyone's five cards committed, the pot keeps
    at least a third of a card's width from each seat's cards."""
    from PySide6.QtCore import QRectF

    from engine.registry import get_game
    from gui.table.scene import TableScene

    game = get_game("frontier")
    state = game.new_state(game.options_type(players=players), players)

    def ready() -> bool:
        obs = state.observation(0)
        return obs.round_no == 5 and obs.phase == "stake" and min(obs.committed_counts) == 5

    while not ready():
        legal = state.legal_actions()
        commits = [a for a in legal if a.kind == "commit"]
        if commits:
            state.apply(max(commits, key=lambda a: len(a.args)))
        elif Action("call") in legal:
            state.apply("call")
        else:
            state.apply(next(a for a in legal if a.kind in ("bet", "next")))
    obs = state.observation(0)
    assert obs.pot > 0
    adapter = FrontierAdapter()
    adapter.set_seats([f"P{s}" for s in range(players)], ["human"] + ["easy"] * (players - 1))
    adapter.reset(obs)
    scene = TableScene()
    scene.resize_table(*size)
    scene.show_layout(adapter.layout(obs, []), animate=False)
    pot = scene.chip_stacks["pot"].sceneBoundingRect()
    room = scene.card_w / 3
    for pile in scene.layout_now.piles:
        if not pile.id.startswith("commit") or not pile.cards:
            continue
        for key, _ in pile.cards:
            item = scene.items_by_key[key]
            card = QRectF(item.home, item.boundingRect().size())
            assert not card.adjusted(-room, -room, room, room).intersects(pot), (pile.id, card, pot)
