"""Declare rules: the seed's worked example and a scenario for every ruling."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.cards import Card, parse_cards
from engine.core import IllegalActionError, InvalidOptionsError
from engine.events import Reshuffled
from engine.games.declare.events import Declared, RoundScored, Thrown
from engine.games.declare.state import (
    DeclareOptions,
    card_value,
    decks_needed,
    hand_total,
    new_state,
    round_scores,
    winners_of,
)

C = Card.parse


def stacked(players, hands_by_seat, face_up, starter=1, **opts):
    """A state whose first deal gives each seat exactly these cards (dealt one at a time)."""
    options = DeclareOptions(players=players, hand_size=len(hands_by_seat[0]), **opts)
    order = []
    for i in range(options.hand_size):
        for k in range(players):
            order.append(C(hands_by_seat[(starter + k) % players][i]))
    order += [C(c) for c in face_up]
    return new_state(options, seed=5, deck=order)


# Alex (seat 0) 6, Blake (seat 1) 7, Casey (seat 2) 19: the seed's worked example.
ALEX = ["AS", "2S", "AH", "2H"]
BLAKE = ["AD", "2D", "AC", "3S"]
CASEY = ["10S", "4H", "3H", "2C"]


def test_worked_example_rule_function():
    good, added = round_scores([6, 7, 19], declarer=1)
    assert not good
    assert added == [0, 32, 0]


def test_worked_example_played():
    s = stacked(3, [ALEX, BLAKE, CASEY], ["KS", "QS"], go_arounds=0)
    assert s.observation(0).hand is None  # the dealer picks blind
    assert [s.total(i) for i in range(3)] == [6, 7, 19]
    s.apply("joker 0")  # K is the joker rank; no K in any hand
    assert s.current_player == 1  # the seat after the dealer starts
    events = s.apply("declare")
    scored = next(e for e in events if isinstance(e, RoundScored))
    assert scored.good is False
    assert scored.added == [0, 32, 0]
    assert s.scores == [0, 32, 0]
    assert scored.totals == [6, 7, 19]


def test_good_declare_declarer_adds_zero_others_add_own():
    s = stacked(3, [CASEY, BLAKE, ["5S", "5H", "6S", "6H"]], ["KS", "QS"], go_arounds=0)
    s.apply("joker 0")
    s.apply("declare")  # Blake 7 against 19 and 22
    assert s.scores == [19, 0, 22]


def test_tie_is_a_bad_declare():
    good, added = round_scores([7, 7, 30], declarer=0)
    assert not good and added == [44, 0, 0]


def test_card_values_and_joker_rank():
    assert [card_value(C(c), None) for c in ["AS", "2H", "10D", "JC", "QS", "KH"]] == [
        1,
        2,
        10,
        10,
        10,
        10,
    ]
    assert card_value(C("QS"), "Q") == 0
    assert hand_total(parse_cards(["QS", "QH", "3D"]), "Q") == 3


def test_joker_pick_sets_card_aside_and_other_starts_pile():
    s = stacked(3, [ALEX, BLAKE, CASEY], ["KS", "3C"])
    s.apply("joker 1")  # picks 3C: threes are worth 0
    obs = s.observation(2)
    assert obs.joker_card == C("3C") and obs.joker_rank == "3"
    assert obs.newest == (C("KS"),)
    assert s.total(2) == 16  # Casey's 3H now counts 0
    assert s.observation(0).hand == tuple(parse_cards(ALEX))  # the dealer sees after the pick
    assert C("3C") not in s.draw


def test_throw_takes_the_whole_rank_and_pick_from_previous_pile():
    s = stacked(3, [ALEX, ["5S", "5H", "5D", "9C"], CASEY], ["KS", "QS"], go_arounds=0)
    s.apply("joker 0")
    events = s.apply("throw 5")
    assert events == [Thrown(1, ["5S", "5H", "5D"])]
    assert s.hands[1] == [C("9C")]
    with pytest.raises(IllegalActionError) as e:
        s.apply("pick 5S")  # never pick back a card just thrown
    assert e.value.reason == "not_in_pile"
    s.apply("pick QS")  # the single face-up card of the first turn
    assert s.hands[1] == [C("9C"), C("QS")]
    assert s.newest == parse_cards(["5S", "5H", "5D"])
    assert s.known[1] == [C("QS")]  # a face-up pick is public


def test_cards_under_newest_pile_are_dead():
    s = stacked(3, [ALEX, BLAKE, CASEY], ["KS", "QS"], go_arounds=0)
    s.apply("joker 0")
    s.apply("throw A")  # Blake throws AD AC
    s.apply("pick draw")
    s.apply("throw 10")  # Casey throws 10S; previous pile is AD AC
    s.apply("pick AD")
    assert s.dead == [C("QS"), C("AC")]  # the unpicked face-up card, then the rest of AD AC
    with pytest.raises(IllegalActionError):
        s.apply("pick AC")  # wrong phase now: Alex must throw first


def test_hand_never_grows():
    s = new_state(DeclareOptions(players=3), seed=9)
    s.apply("joker 0")
    for _ in range(30):
        seat = s.current_player
        before = len(s.hands[seat])
        s.apply(next(a for a in s.legal_actions() if a.kind == "throw"))
        s.apply(s.legal_actions()[0])
        assert len(s.hands[seat]) <= before


def test_empty_draw_pile_reshuffles_dead_cards_only():
    # 5 players x 10 cards + 2 face-up = 52: the draw pile starts empty.
    s = new_state(DeclareOptions(players=5, hand_size=10, go_arounds=0), seed=3)
    assert s.draw == []
    s.apply("joker 0")
    s.apply("throw " + s.hands[1][0].rank)
    with pytest.raises(IllegalActionError) as e:
        s.apply("pick draw")
    assert e.value.reason == "draw_empty"
    reshuffles = 0
    for _ in range(40):
        if s.phase == "turn":
            s.apply(next(a for a in s.legal_actions() if a.kind == "throw"))
        dead_before = list(s.dead) + list(s.previous)
        picks = [a for a in s.legal_actions() if a.args[0] != "draw"]
        action = picks[-1] if not s.draw else s.legal_actions()[0]
        taken = None if action.args[0] == "draw" else Card.parse(action.args[0])
        events = s.apply(action)
        shuffled = [e for e in events if isinstance(e, Reshuffled)]
        if shuffled:
            reshuffles += 1
            expected = sorted(map(str, (c for c in dead_before if c != taken)))
            assert sorted(map(str, s.draw)) == expected
            assert shuffled[0].count == len(s.draw)
            assert s.joker_card not in s.draw
            assert not set(s.newest) & set(s.draw)
            assert s.dead == []
    assert reshuffles >= 1


def test_declare_lock_until_go_arounds_complete():
    low = ["AS", "AH", "2S", "2H"]
    s = stacked(
        3, [low, ["AD", "AC", "2D", "2C"], ["3S", "3H", "3D", "3C"]], ["KS", "QS"], go_arounds=1
    )
    s.apply("joker 0")
    for _turn in range(3):
        with pytest.raises(IllegalActionError) as e:
            s.apply("declare")
        assert e.value.reason == "declare_locked"
        s.apply(next(a for a in s.legal_actions() if a.kind == "throw"))
        s.apply("pick draw")
    assert s.turns_done == 3
    if s.total(s.current_player) < 10:
        s.apply("declare")
        assert s.phase in ("round_over", "over")


def test_declare_needs_total_strictly_below_limit():
    s = stacked(
        3, [ALEX, ["5S", "5H", "QD", "KC"], CASEY], ["7S", "8S"], go_arounds=0, declare_limit=7
    )
    s.apply("joker 0")
    with pytest.raises(IllegalActionError) as e:
        s.apply("declare")
    assert e.value.reason == "total_too_high"
    assert e.value.details == {"total": 30, "limit": 7}


def test_limit_is_strict():
    s = stacked(3, [ALEX, BLAKE, CASEY], ["KS", "QS"], go_arounds=0, declare_limit=7)
    s.apply("joker 0")
    assert s.total(1) == 7
    assert not s.is_legal(s.legal_actions()[0]) or s.legal_actions()[0].kind != "declare"


def test_dealer_rotates_and_starter_follows():
    s = stacked(3, [ALEX, BLAKE, CASEY], ["KS", "QS"], go_arounds=0, rounds=3)
    assert (s.dealer, s.current_player) == (0, 0)
    s.apply("joker 0")
    s.apply("declare")
    assert s.phase == "round_over" and s.current_player == 0
    s.apply("next")
    assert s.round_no == 2 and s.dealer == 1 and s.current_player == 1
    s.apply("joker 0")
    assert s.current_player == 2


def test_fixed_match_ends_after_last_round_with_joint_winners():
    s = stacked(
        3,
        [["5S", "5H", "6S", "6H"], BLAKE, ["5D", "5C", "6D", "6C"]],
        ["KS", "QS"],
        go_arounds=0,
        rounds=1,
    )
    s.apply("joker 0")
    s.apply("declare")  # good: Blake 0, the others 22 each
    assert s.is_terminal
    assert s.result().winners == (1,)
    assert winners_of([5, 3, 3]) == (1, 2)


def test_unlimited_match_stops_only_when_asked():
    s = stacked(3, [ALEX, BLAKE, CASEY], ["KS", "QS"], go_arounds=0, unlimited=True)
    s.apply("joker 0")
    s.apply("declare")
    assert [str(a) for a in s.legal_actions()] == ["next", "stop"]
    s.apply("stop")
    assert s.is_terminal and s.result().scores == (0, 32, 0)
    fixed = stacked(3, [ALEX, BLAKE, CASEY], ["KS", "QS"], go_arounds=0)
    fixed.apply("joker 0")
    fixed.apply("declare")
    with pytest.raises(IllegalActionError) as e:
        fixed.apply("stop")
    assert e.value.reason == "not_unlimited"


def test_options_needing_more_cards_are_refused_with_decks_needed():
    with pytest.raises(InvalidOptionsError) as e:
        DeclareOptions(players=20, hand_size=10, decks=2)
    assert e.value.reason == "not_enough_cards"
    assert e.value.details["decks_needed"] == 4
    DeclareOptions(players=20, hand_size=10, decks=4)


@pytest.mark.parametrize(
    "bad",
    [
        {"players": 1},
        {"players": 21},
        {"hand_size": 3},
        {"hand_size": 11},
        {"decks": 0},
        {"decks": 11},
        {"declare_limit": 8},
        {"go_arounds": 21},
        {"rounds": 0},
        {"rounds": 51},
        {"turn_time": 5},
        {"turn_time": 121},
        {"players": "4"},
    ],
)
def test_out_of_range_options_are_refused(bad):
    with pytest.raises(InvalidOptionsError):
        DeclareOptions(**bad)


@given(players=st.integers(2, 20), hand=st.integers(4, 10), decks=st.integers(1, 10))
@settings(max_examples=200)
def test_decks_rule_matches_card_count(players, hand, decks):
    ok = players * hand + 2 <= 52 * decks
    assert (decks >= decks_needed(players, hand)) == ok


@given(seed=st.integers(0, 10**9), players=st.integers(2, 20), hand=st.integers(4, 10))
@settings(max_examples=30, deadline=None)
def test_big_tables_play_to_the_end(seed, players, hand):
    from engine.conformance import check_playout
    from engine.registry import get_game

    opts = DeclareOptions(
        players=players, hand_size=hand, decks=decks_needed(players, hand), go_arounds=0, rounds=2
    )
    check_playout(get_game("declare"), opts, seed, roundtrip=False)


@given(totals=st.lists(st.integers(0, 100), min_size=2, max_size=20), data=st.data())
def test_scoring_properties(totals, data):
    d = data.draw(st.integers(0, len(totals) - 1))
    good, added = round_scores(totals, d)
    assert good == all(t > totals[d] for i, t in enumerate(totals) if i != d)
    if good:
        assert added[d] == 0 and sum(added) == sum(totals) - totals[d]
    else:
        assert added[d] == sum(totals) and sum(added) == sum(totals)


def _play_without_declaring(s, rng):
    """Random throws and picks, never a declare; returns the events of the last action."""
    legal = [a for a in s.legal_actions() if a.kind != "declare"]
    return s.apply(legal[rng.randrange(len(legal))])


@pytest.mark.parametrize("players,go_arounds", [(2, 0), (5, 3)])
def test_a_round_nobody_declares_in_is_void_after_thirty_go_arounds(players, go_arounds):
    """docs/rules/declare.md: VOID_AFTER go-arounds after declaring opens, the round ends
    with nobody scoring, and it counts as a round of the match."""
    import random

    from engine.games.declare.state import VOID_AFTER, void_from

    opts = DeclareOptions(players=players, go_arounds=go_arounds, rounds=2)
    assert VOID_AFTER == 30 and void_from(opts) == (go_arounds + 30) * players
    s = new_state(opts, seed=3)
    rng = random.Random(1)
    s.apply("joker 0")
    while True:
        turns = s.turns_done
        events = _play_without_declaring(s, rng)
        if any(isinstance(e, RoundScored) for e in events):
            break
        assert s.phase in ("turn", "pick") and s.turns_done < void_from(opts)
    assert turns + 1 == s.turns_done == void_from(opts)  # ended by the turn that reached it
    scored = next(e for e in events if isinstance(e, RoundScored))
    assert scored.void and scored.declarer is None and not scored.good
    assert scored.added == [0] * players and s.scores == [0] * players
    assert not any(isinstance(e, Declared) for e in events)
    assert s.phase == "round_over" and [str(a) for a in s.legal_actions()] == ["next"]
    s.apply("next")
    assert s.round_no == 2 and s.turns_done == 0  # the next round starts afresh


def test_a_declare_on_the_last_turn_before_the_void_still_counts():
    import random

    from engine.games.declare.state import void_from

    opts = DeclareOptions(players=2, go_arounds=0, rounds=1, declare_limit=10)
    s = new_state(opts, seed=8)
    rng = random.Random(2)
    s.apply("joker 0")
    while s.turns_done < void_from(opts) - 1 or s.phase != "turn":
        _play_without_declaring(s, rng)
    if s.total(s.current_player) < 10:
        events = s.apply("declare")
        assert any(isinstance(e, Declared) for e in events) and s.is_terminal
    else:  # cannot declare: the last throw and pick make the round void
        _play_without_declaring(s, rng)
        events = _play_without_declaring(s, rng)
        assert s.reveal["void"] and s.is_terminal


def test_the_stuck_soak_table_now_ends():
    """Soak seed 13, Declare game 719: seven Easy bots, 5-card hands, declare under 5, nine
    rounds; round 5 had gone 99,000 turns without a declare when the soak gave up."""
    import random

    from engine.ai import make_bot
    from engine.registry import get_game

    opts = DeclareOptions(
        players=7, hand_size=5, decks=1, declare_limit=5, go_arounds=1, rounds=9, turn_time=43
    )
    s = get_game("declare").new_state(opts, 1965448640)
    bots = [make_bot("declare", "easy") for _ in range(7)]
    rng = random.Random(0)
    for _ in range(20_000):
        if s.is_terminal:
            break
        p = s.current_player
        s.apply(bots[p].choose(s.observation(p), s.legal_actions(), rng))
    assert s.is_terminal and s.round_no == 9
