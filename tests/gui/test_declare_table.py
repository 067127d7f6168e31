"""Declare's table: a round nobody declares in ends void (docs/rules/declare.md, decision
9): the table warns as it comes, the reveal says so, the hand log and the rules tell it;
seat plates count cards in the singular and plural."""

from __future__ import annotations

import random

from engine.cards import Card
from engine.games.declare.state import VOID_AFTER, DeclareOptions, new_state, void_from
from gui.games.declare.adapter import VOID_WARNING, DeclareAdapter
from gui.rules_text import rules_html
from gui.table.hand_log import event_line


def _to_void(opts):
    """Play throws and picks (never a declare) until the round ends; returns the states'
    observations for seat 0 along the way and the final events."""
    s = new_state(opts, seed=11)
    rng = random.Random(4)
    s.apply("joker 0")
    seen = []
    while True:
        legal = [a for a in s.legal_actions() if a.kind != "declare"]
        events = s.apply(legal[rng.randrange(len(legal))])
        seen.append((s.turns_done, s.observation(0)))
        if s.phase not in ("turn", "pick"):
            return s, seen, events


def test_the_table_warns_then_shows_a_void_round(qapp):
    opts = DeclareOptions(players=3, go_arounds=1, rounds=3)
    adapter = DeclareAdapter()
    adapter.set_seats(["You", "Ann", "Bob"], ["human", "easy", "easy"])
    state, seen, events = _to_void(opts)
    warned = [t for t, obs in seen if "round void in" in adapter._info(obs, "K")]
    last = void_from(opts)
    assert warned and all(last - VOID_WARNING * 3 <= t < last for t in warned)
    assert max(warned) == last - 1  # the last turn before the void still warns
    assert not any(
        "round void in" in adapter._info(obs, "K") for t, obs in seen if t < last - VOID_WARNING * 3
    )
    scored = next(e for e in events if e.kind == "round_scored")
    summary = adapter.summary(scored)
    assert summary is not None and f"in {VOID_AFTER} more turns each" in summary.title
    assert "void" in summary.title and summary.sheet_row == ["+0", "+0", "+0"]
    layout = adapter.layout(state.observation(0), events)  # every hand shown face up
    hands = {p.id: p.cards for p in layout.piles if p.id in ("hand", "seat1", "seat2")}
    assert len(hands) == 3 and all(
        cards and all(face for _, face in cards) for cards in hands.values()
    )
    line = event_line("declare", scored, lambda s: ["You", "Ann", "Bob"][s])
    assert line is not None and "void" in line.text


def test_the_rules_say_when_a_round_is_void(qapp):
    from engine.registry import get_game

    text = rules_html(get_game("declare"), DeclareOptions())
    assert f"{VOID_AFTER} more turn" in text and "the round is void" in text


def test_seat_plates_count_cards_in_the_singular_and_plural(qapp):
    """ "1 card", not "1 cards" (the plate used a plain %1 before)."""
    from gui.app import install_translators, remove_translators

    opts = DeclareOptions(players=3, go_arounds=0)
    state, seen, _events = _to_void(opts)
    obs = next(o for _t, o in seen if 1 in o.hand_counts and max(o.hand_counts) > 1)
    adapter = DeclareAdapter()
    adapter.set_seats(["You", "Ann", "Bob"], ["human", "easy", "easy"])
    for lang, one, many in (("en", "1 card ·", "cards ·"), ("fr", "1 carte ·", "cartes ·")):
        install_translators(lang)
        try:
            plates = {v.seat: " ".join(v.lines) for v in adapter.layout(obs, []).seats}
        finally:
            remove_translators()
        for s, count in enumerate(obs.hand_counts):
            if count == 1:
                assert one in plates[s] and f"1 {many}" not in plates[s], plates[s]
            elif count > 1:
                assert f"{count} {many}" in plates[s], plates[s]


def test_the_hand_says_what_to_do_on_the_players_turn(qapp):
    # the trick games prompt under the hand; Declare said nothing, and a new player did not
    # know that a card is dragged onto the pile (or the pile's card to the hand)
    opts = DeclareOptions(players=3, go_arounds=1, rounds=3)
    _state, seen, _events = _to_void(opts)
    adapter = DeclareAdapter()
    adapter.set_seats(["You", "Ann", "Bob"], ["human", "easy", "easy"])
    said = {}
    for _t, obs in seen:
        hand = next(p for p in adapter.layout(obs, []).piles if p.id == "hand")
        mine = obs.current_player == obs.seat and obs.phase in ("turn", "pick")
        assert bool(hand.label) == mine, (obs.phase, obs.current_player, hand.label)
        if mine:
            said[obs.phase] = hand.label
    assert "throw" in said["turn"] and "pile" in said["turn"]
    assert "draw" in said["pick"] and "hand" in said["pick"]
    adapter.prompts = False  # a replay: nothing to do
    assert not any(
        p.label for _t, obs in seen for p in adapter.layout(obs, []).piles if p.id == "hand"
    )


def test_a_bad_declare_says_how_its_sum_adds_up(qapp):
    # the seed's worked example (Alex 6, Blake declares on 7, Casey 19: Blake adds 32); a
    # new player saw "+42" with no word of where it came from
    from engine.games.declare.events import RoundScored

    adapter = DeclareAdapter()
    adapter.set_seats(["Alex", "Blake", "Casey"], ["easy", "human", "easy"])
    hands = [["6S"], ["7H"], ["9C", "10D"]]
    bad = RoundScored(1, 1, False, False, hands, [6, 7, 19], [0, 32, 0], [0, 32, 0])
    s = adapter.summary(bad)
    assert s is not None and s.lines == [
        "A bad declare: Blake adds every hand's total, 6 + 7 + 19 = 32."
    ]
    assert [r[3] for r in s.rows] == ["+0", "+32", "+0"]
    good = RoundScored(1, 1, True, False, hands, [9, 4, 19], [9, 0, 19], [9, 0, 19])
    assert "Blake adds 0" in adapter.summary(good).lines[0]
    void = RoundScored(1, None, False, True, hands, [6, 7, 19], [0, 0, 0], [0, 0, 0])
    assert adapter.summary(void).lines == []


def test_the_wait_before_declaring_is_told_in_go_arounds(qapp):
    # the option is "Go-arounds before declaring" (3); the line said "in 10 turns" (every
    # seat's), which read as a contradiction
    opts = DeclareOptions(players=4, go_arounds=3, rounds=3)
    _state, seen, _events = _to_void(opts)
    adapter = DeclareAdapter()
    adapter.set_seats(["You", "Ann", "Bob", "Cy"], ["human", "easy", "easy", "easy"])
    first = next(obs for _t, obs in seen if obs.phase in ("turn", "pick"))
    left = first.declare_from - first.turns_done
    info = adapter._info(first, "K")
    assert f"declaring opens in {-(-left // 4)} go-around" in info, info
    assert "turn(s)" not in info.split("round void")[0]


def test_a_single_click_on_a_card_says_how_to_throw_it(make_window, qtbot):
    """A new player clicked a card to throw it, saw nothing happen, and found the
    double-click only from a hint. The click says how, and changes nothing."""
    import json

    w = make_window()
    w.start_game("declare", {"players": 3}, ["easy", "easy"], seed=5)
    c = w.controller
    for _ in range(10):
        qtbot.waitUntil(lambda: c.is_human_turn(), timeout=15000)
        if c.observation.phase == "turn":
            break
        n = len(c.state.history)
        c.play(c.state.legal_actions()[0])  # the joker, or a pick
        qtbot.waitUntil(lambda n=n: len(c.state.history) > n, timeout=3000)
    assert c.observation.phase == "turn"
    before = json.dumps(c.state.snapshot())
    said = []
    c.status.connect(said.append)
    c.clicked(f"c:{c.observation.hand[0]}")
    assert said == ["Drag the card, or double-click it, to make its move."]
    assert json.dumps(c.state.snapshot()) == before


def test_every_face_up_card_of_the_joker_rank_carries_a_star(make_window, qtbot):
    """A new player did not see which of the cards in hand were jokers (worth 0): only the
    joker spot said "Joker: 7 = 0". Every face-up card of that rank, in the hand, on the
    piles and on the joker spot, carries a star; no other card does, and the backs never."""
    w = make_window()
    w.start_game("declare", {"players": 3}, ["easy", "easy"], seed=5)
    c = w.controller
    checked = 0
    for _ in range(12):
        qtbot.waitUntil(lambda: c.is_human_turn(), timeout=15000)
        obs = c.observation
        layout = w.scene.layout_now
        jr = obs.joker_rank
        for pile in layout.piles:
            for key, face in pile.cards:
                jokers = bool(face) and Card.parse(key[2:]).rank == jr
                assert (key in pile.marked) == jokers, (pile.id, key, jr)
                item = w.scene.items_by_key[key]
                shown = item.mark is not None and item.mark.isVisible()
                assert shown == jokers, (pile.id, key, jr)
                checked += jokers
        n = len(c.state.history)
        legal = c.state.legal_actions()
        c.play(next((a for a in legal if a.kind != "declare"), legal[0]))
        qtbot.waitUntil(lambda n=n: len(c.state.history) > n, timeout=3000)
    assert checked, "no joker-rank card was in view in twelve turns"
