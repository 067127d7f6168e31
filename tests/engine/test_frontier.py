"""Frontier: evaluator examples and order, rule scenarios, properties, conformance and bots."""

from __future__ import annotations

import json
import random
from collections import Counter

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.cards import Card, parse_cards
from engine.conformance import check_playout
from engine.core import Action, IllegalActionError, InvalidOptionsError
from engine.games.frontier import GAME
from engine.games.frontier.bots import BOTS, EasyBot, MediumBot
from engine.games.frontier.events import (
    Committed,
    Folded,
    FrontierGameOver,
    Mulliganed,
    PotTaken,
    Raised,
    Reshuffled,
    RoundEnded,
    RoundPassed,
    Showdown,
)
from engine.games.frontier.state import (
    DECK,
    FrontierOptions,
    FrontierState,
    Phase,
    amount_choices,
    compare,
    evaluate,
    new_state,
    split_pot,
)
from engine.play import play_game
from engine.records import make_record, replay

PACK = DECK.build()


def cs(text: str) -> list[Card]:
    return parse_cards(text.split())


def ev(text: str):
    return evaluate(cs(text))


def stacked(players: int, first: str, **options) -> FrontierState:
    return new_state(FrontierOptions(players=players, **options), 7, cs(first))


def play(state: FrontierState, *actions: str) -> list:
    events = []
    for a in actions:
        events.extend(state.apply(a))
    return events


def give(state: FrontierState, seat: int, text: str) -> None:
    """Test surgery: put these cards in ``seat``'s hand, swapping its old cards into the draw."""
    cards = cs(text)
    assert len(cards) == len(state.hands[seat])
    for c in cards:
        assert c in state.draw or c in state.hands[seat], f"{c} is not free"
    old = [c for c in state.hands[seat] if c not in cards]
    state.draw = [c for c in state.draw if c not in cards] + old
    state.hands[seat] = cards


def fold_round(state: FrontierState) -> None:
    """Everyone but the last contender folds before any bet; then deal the next round."""
    while state.phase == Phase.ACTION:
        state.apply("fold")
    if state.phase == Phase.ROUND_OVER:
        state.apply("next")


# -- evaluator: the worked examples ------------------------------------------------------------


def test_five_unmatched_divided_beat_four_of_a_rank():
    five = ev("2S 4M 6F 8T 10S")
    assert five.code == "divided_skirmish" and five.value == 30
    four = ev("9S 9F 9M 9T")
    assert four.code == "of_a_rank"
    assert five.key > four.key
    assert compare(cs("2S 4M 6F 8T 10S"), cs("9S 9F 9M 9T")) == 1


@pytest.mark.parametrize("fifth", ["1S", "5W", "10M", "3F", "8T"])
def test_four_sevens_and_an_intruder_is_a_divided_skirmish(fifth):
    conf = ev(f"7S 7F 7M 7W {fifth}")
    fifth_value = 7 if fifth.startswith("1") and len(fifth) == 2 else int(fifth[:-1])
    assert conf.name == ("divided_skirmish", 5, 28 + fifth_value)
    for four in ("10S 10F 10M 10T", "10S 9S 8S 7S", "9M 10T 8M 10W", "7S 8M 9T 10F"):
        assert conf.key > ev(four).key


def test_four_sun_and_a_moon_is_divided_not_pure():
    assert ev("2S 4S 6S 9S").code == "pure"
    conf = ev("2S 4S 6S 9S 10M")
    assert conf.name == ("divided_skirmish", 5, 31)
    assert conf.key < ev("1S 3M 5F 7T 10W").key  # the 1 counts 10: sum 35


def test_sun4_sun3_flame1_is_a_coalition_of_48():
    assert ev("4S 3S 1F").name == ("coalition", 3, 48)
    # the seed's 4, 3 and 1 of one suit: 4 x 3 x 4, doubled for Pure
    assert ev("4S 3S 1S").name == ("pure", 3, 96)


def test_pure_skirmish_pair_and_divided_skirmish():
    sun = ev("2S 9S")
    assert sun.name == ("pure_skirmish", 2, 36)
    divided = ev("5S 6M")
    assert divided.name == ("divided_skirmish", 2, 11)
    assert sun.key > divided.key
    for pair in ("1S 1M", "2F 2T", "10S 10W"):
        assert ev(pair).code == "pair"
        assert ev(pair).key > sun.key
        assert ev(pair).key > ev("10S 9S").key  # the best possible skirmish, 180


def test_blue_pair_of_suits_with_a_one_is_a_coalition_of_49():
    assert ev("1M 7T").name == ("coalition_skirmish", 2, 49)


def test_shadow_and_sun_of_one_rank_is_a_pair():
    assert ev("3W 3S").name == ("pair", 2, 3)


def test_round_one_raw_rank():
    assert ev("5S").name == ("skirmish", 1, 5)
    assert ev("5S").key > ev("3M").key
    assert ev("1W").value == 1
    assert ev("1W").key < ev("2M").key
    assert ev("10T").key > ev("9W").key
    assert compare(cs("6S"), cs("6M")) == 0


def test_display_name_four_card_coalition():
    assert ev("2M 3T 5M 6T").name == ("coalition", 4, 180)


def test_more_cards_always_beat_fewer():
    assert ev("1S 2M 4F").key > ev("10S 10F").key
    assert ev("1S 2M 4F 6T").key > ev("10S 10F 10M").key
    assert ev("2S 4M").key > ev("10W").key


def test_three_card_class_order():
    order = ["5S 5M 5W", "2S 3S 9S", "2S 3F 9S", "4S 5M 6F", "2S 3M 9F"]
    codes = ["of_a_rank", "pure", "coalition", "campaign", "divided_skirmish"]
    confs = [ev(t) for t in order]
    assert [c.code for c in confs] == codes
    for hi, lo in zip(confs, confs[1:], strict=False):
        assert hi.key > lo.key
    # class before value: a low Coalition beats a high Campaign
    assert ev("1S 2F 3W").code == "coalition"
    assert ev("2M 3T 4M").key > ev("8S 9M 10F").key


def test_a_set_takes_its_highest_class():
    assert ev("3S 4S 5S").code == "pure"  # also a Campaign
    assert ev("3S 4F 5S").code == "coalition"  # also a Campaign
    assert ev("3S 4W 5M").name == ("campaign", 3, 5)


def test_campaigns_and_the_one():
    assert ev("1S 2M 3F").name == ("campaign", 3, 3)  # a 1 stays 1 in a Campaign
    assert ev("1S 2M 3F 4T 5S").name == ("campaign", 5, 5)
    nine_ten_one = ev("9S 10M 1F")
    assert nine_ten_one.name == ("divided_skirmish", 3, 29)  # not a Campaign; 1 counts as 10
    assert ev("6S 7M 8F 9T 10S").key > ev("1S 2M 3F 4T 5W").key


def test_wildcards_are_colourless():
    # five Shadow cards are Pure (and the 1 counts 5)
    assert ev("1W 2W 3W 4W 5W").name == ("pure", 5, 5 * 2 * 3 * 4 * 5 * 2)
    assert ev("2W 5S 9F").name == ("coalition", 3, 90)
    assert ev("2W 5M 9T").code == "coalition"
    assert ev("2W 5S 9M").code == "divided_skirmish"
    assert ev("2W 9W").name == ("pure_skirmish", 2, 36)
    assert ev("2W 9S").name == ("coalition_skirmish", 2, 18)


def test_one_takes_the_highest_rank_outside_campaigns():
    assert ev("1S 1M").name == ("pair", 2, 1)
    assert ev("1S 1M").key < ev("2S 2M").key
    assert ev("1S 1M 1W").name == ("of_a_rank", 3, 1)
    assert ev("1S 5S").name == ("pure_skirmish", 2, 50)
    assert ev("1S 5M 8F").name == ("divided_skirmish", 3, 21)


def test_equal_keys_tie():
    assert ev("2S 3F 8S").key == ev("4M 6T 2M").key  # two Coalitions of 48
    assert compare(cs("2S 3F 8S"), cs("4M 6T 2M")) == 0
    # a Pure skirmish and a Coalition skirmish of equal value tie too
    assert ev("2S 9S").key == ev("4M 9T").key


def test_evaluator_refuses_bad_sets():
    with pytest.raises(ValueError):
        evaluate([])
    with pytest.raises(ValueError):
        evaluate(cs("1S 2S 3S 4S 5S 6S"))
    with pytest.raises(ValueError):
        evaluate([Card("11", "S")])


# -- evaluator: an independent reference and order properties --------------------------------


def reference_key(cards: list[Card]) -> tuple[int, int, int]:
    """The rulings, written out a second time in a different shape."""
    n = len(cards)
    printed = sorted(int(c.rank) for c in cards)
    hi = printed[-1]
    val = [hi if r == 1 else r for r in printed]
    prod = 1
    for v in val:
        prod *= v
    reds = any(c.suit in "SF" for c in cards)
    blues = any(c.suit in "MT" for c in cards)
    same_suit = len({c.suit for c in cards}) == 1
    if n == 1:
        return (1, 1, printed[0])
    if printed.count(printed[0]) == n:
        return (n, 5, printed[0])
    if n == 2:
        if same_suit:
            return (2, 1, 2 * prod)
        return (2, 1, prod) if not (reds and blues) else (2, 1, sum(val))
    if same_suit:
        return (n, 4, 2 * prod)
    if not (reds and blues):
        return (n, 3, prod)
    if printed == list(range(printed[0], printed[0] + n)):
        return (n, 2, hi)
    return (n, 1, sum(val))


card_sets = st.lists(st.sampled_from(PACK), min_size=1, max_size=5, unique=True)


@settings(max_examples=400, deadline=None)
@given(card_sets)
def test_evaluator_matches_reference(cards):
    assert evaluate(cards).key == reference_key(cards)
    assert evaluate(reversed(cards)).key == evaluate(cards).key


@settings(max_examples=300, deadline=None)
@given(card_sets, card_sets, card_sets)
def test_evaluator_is_a_total_order(a, b, c):
    ab, ba = compare(a, b), compare(b, a)
    assert ab == -ba  # antisymmetric
    assert compare(a, a) == 0
    if ab >= 0 and compare(b, c) >= 0:
        assert compare(a, c) >= 0  # transitive
        if ab > 0 or compare(b, c) > 0:
            assert compare(a, c) > 0
    if ab == 0 and compare(b, c) == 0:
        assert compare(a, c) == 0
    if len(a) > len(b):
        assert ab == 1


def test_evaluator_sorts_every_hand_of_the_pack_consistently():
    rng = random.Random(3)
    sets = [rng.sample(PACK, rng.randint(1, 5)) for _ in range(300)]
    ranked = sorted(sets, key=lambda s: evaluate(s).key)
    for lo, hi in zip(ranked, ranked[1:], strict=False):
        assert compare(hi, lo) >= 0


# -- pot splitting and amounts --------------------------------------------------------------


def test_split_pot_leftovers_in_turn_order():
    assert split_pot(9, [1, 2]) == {1: 5, 2: 4}
    assert split_pot(10, [2, 0, 1]) == {2: 4, 0: 3, 1: 3}
    assert split_pot(11, [2, 0, 1]) == {2: 4, 0: 4, 1: 3}
    assert split_pot(7, [3]) == {3: 7}
    with pytest.raises(ValueError):
        split_pot(5, [])


@given(st.integers(0, 100_000), st.permutations(range(8)), st.integers(1, 8))
def test_split_pot_pays_exactly(pot, order, k):
    tied = list(order[:k])
    shares = split_pot(pot, tied)
    assert sum(shares.values()) == pot
    values = [shares[s] for s in tied]
    assert max(values) - min(values) <= 1
    assert values == sorted(values, reverse=True)  # extras go to the earliest seats


def test_amount_choices():
    assert amount_choices(1, 10) == list(range(1, 11))
    assert amount_choices(5, 29) == list(range(5, 30))
    assert amount_choices(3, 2) == []
    big = amount_choices(1, 100)
    assert big[0] == 1 and big[-1] == 100 and 5 in big and 50 in big
    assert big == sorted(set(big))
    huge = amount_choices(7, 40_000)
    assert huge[0] == 7 and huge[-1] == 40_000 and len(huge) <= 23
    assert all(a % 2000 == 0 for a in huge[1:-1])


# -- rule scenarios with stacked decks -------------------------------------------------------


def test_first_deal_follows_the_stacked_deck():
    s = stacked(3, "5S 3M 9W")
    assert s.round_no == 1 and s.capacity == 1
    assert s.hands == [cs("5S"), cs("3M"), cs("9W")]
    assert s.current_player == 0 and s.phase == Phase.ACTION
    assert len(s.draw) == 47
    with pytest.raises(InvalidOptionsError):
        stacked(2, "5S 5S")
    with pytest.raises(InvalidOptionsError):
        stacked(2, "11S")


def test_round_one_showdown_raw_rank():
    s = stacked(2, "5S 3M")
    assert [str(a) for a in s.legal_actions()] == ["mulligan", "commit 5S", "fold"]
    events = play(s, "commit 5S")
    assert events[0] == Committed(0, 1) and events[0].count == 1
    assert s.phase == Phase.STAKE and s.current_player == 0
    play(s, "bet 10", "commit 3M", "call")
    assert s.cash == [110, 90]
    assert s.phase == Phase.ROUND_OVER and s.current_player == 0
    sd = s.observation(1).showdown
    assert sd is not None
    assert sd["cards"] == [["5S"], ["3M"]] and sd["winners"] == [0]
    assert sd["configs"] == [["skirmish", 1, 5], ["skirmish", 1, 3]]
    assert s.legal_actions() == [Action("next")]


def test_committed_cards_are_face_down_until_the_reveal():
    s = stacked(3, "5S 3M 9W")
    events = play(s, "commit 5S", "bet 4")
    other = s.observation(1)
    assert other.committed_counts == (1, 0, 0)
    assert Card.parse("5S") not in other.cards()
    assert Card.parse("5S") in s.hidden_from(1)
    assert Card.parse("5S") in s.observation(0).cards()
    assert all("5S" not in json.dumps(e) for e in events)


def test_tie_splits_with_leftover_in_turn_order_from_the_first_seat():
    s = stacked(3, "2S 5M 5F")
    play(s, "commit 2S", "bet 3", "commit 5M", "call", "commit 5F", "call")
    assert s.showdown["winners"] == [1, 2]
    assert s.cash == [97, 100 - 3 + 5, 100 - 3 + 4]
    # round 3 starts with seat 2, so seat 2 is first in turn order and takes the extra dollar
    s.apply("next")
    fold_round(s)
    assert s.round_no == 3 and s.first == 2
    give(s, 0, "9S 9M 2F")
    give(s, 1, "1S 2M 4T")
    give(s, 2, "1F 2T 4S")
    before = list(s.cash)
    play(s, "commit 1F 2T 4S", "bet 1", "commit 9S 9M", "call", "commit 1S 2M 4T", "call")
    assert s.showdown["winners"] == [2, 1]  # turn order from seat 2
    assert s.cash == [before[0] - 1, before[1] - 1 + 1, before[2] - 1 + 2]


def test_mulligan_once_before_committing():
    s = stacked(3, "2S 3M 4F")
    events = play(s, "mulligan")
    assert isinstance(events[0], Mulliganed) and events[0].drawn == 1
    assert s.discarded[0] == cs("2S") and len(s.hands[0]) == 1 and s.hands[0] != cs("2S")
    assert s.current_player == 1  # the mulligan was seat 0's action
    play(s, "commit 3M", "bet 2", "commit 4F", "call")
    assert s.current_player == 0  # the turn comes back to the player who mulliganed
    with pytest.raises(IllegalActionError) as e:
        s.apply("mulligan")
    assert e.value.reason == "mulligan_used"
    assert Action("mulligan") not in s.legal_actions()
    play(s, f"commit {s.hands[0][0]}", "call")
    assert s.phase == Phase.ROUND_OVER
    # the mulliganed card goes back into the deck before the next draw
    s.apply("next")
    assert Card.parse("2S") in s.draw + [c for h in s.hands for c in h]
    assert not any(s.discarded)
    # once per game: still refused in round 2
    assert s.round_no == 2 and s.current_player == 1
    play(s, f"commit {s.hands[1][0]}", "bet 1", "fold")
    assert s.current_player == 0 and not s.committed[0]
    assert Action("mulligan") not in s.legal_actions()
    with pytest.raises(IllegalActionError) as e:
        s.apply("mulligan")
    assert e.value.reason == "mulligan_used"


def test_no_mulligan_after_committing():
    s = stacked(2, "2S 3M")
    play(s, "commit 2S", "bet 1", "commit 3M", "raise 5")
    assert s.current_player == 0
    with pytest.raises(IllegalActionError) as e:
        s.apply("mulligan")
    assert e.value.reason == "already_committed"
    with pytest.raises(IllegalActionError) as e:
        s.apply("commit 2S")
    assert e.value.reason == "already_committed"


def test_stake_order_rules():
    s = stacked(3, "2S 3M 4F")
    for action, reason in (
        ("call", "commit_first"),
        ("bet 5", "commit_first"),
        ("commit 9S", "not_in_hand"),
        ("commit", "no_cards"),
        ("commit 2S 2S", "duplicate_card"),
        ("bet x", "bad_argument"),
    ):
        with pytest.raises(IllegalActionError) as e:
            s.apply(action)
        assert e.value.reason == reason, action
    s.apply("commit 2S")
    for action, reason in (
        ("call", "no_bet_yet"),
        ("raise 5", "no_bet_yet"),
        ("fold", "wrong_phase"),
        ("mulligan", "wrong_phase"),
        ("bet 0", "amount_too_low"),
        ("bet 101", "amount_too_high"),
    ):
        with pytest.raises(IllegalActionError) as e:
            s.apply(action)
        assert e.value.reason == reason, action
    play(s, "bet 5", "commit 3M")
    with pytest.raises(IllegalActionError) as e:
        s.apply("bet 6")
    assert e.value.reason == "bet_made"
    with pytest.raises(IllegalActionError) as e:
        s.apply("raise 5")
    assert e.value.reason == "amount_too_low"
    events = play(s, "raise 12")
    assert isinstance(events[0], Raised) and events[0].amount == 12
    assert s.stakes == [5, 12, 0] and s.cash == [95, 88, 100]


def test_raise_reopens_the_action_and_callers_are_not_asked_again():
    s = stacked(3, "2S 3M 4F")
    play(s, "commit 2S", "bet 5", "mulligan")
    assert s.current_player == 2
    play(s, "commit 4F", "call")
    assert s.current_player == 1  # seat 0 bet and seat 2 called: only seat 1 must act
    play(s, f"commit {s.hands[1][0]}", "raise 9")
    assert s.current_player == 2
    play(s, "call")
    assert s.current_player == 0
    assert [str(a) for a in s.legal_actions()][:2] == ["call", "raise 10"]
    play(s, "call")
    assert s.phase == Phase.ROUND_OVER and s.showdown["pot"] == 27


def test_bet_limit_is_the_poorest_contenders_cash():
    s = stacked(3, "10S 2M 3F")
    play(s, "commit 10S", "bet 40", "commit 2M", "call", "fold")
    assert s.cash == [140, 60, 100]
    s.apply("next")
    assert s.round_no == 2 and s.current_player == 1 and s.limit == 60
    play(s, "fold")  # the poorest folds: the limit rises to the lesser of the two left
    assert s.limit == 100
    s.apply(f"commit {s.hands[2][0]}")
    assert s.bet_range() == (1, 100)
    with pytest.raises(IllegalActionError) as e:
        s.apply("bet 101")
    assert e.value.reason == "amount_too_high"
    play(s, "bet 100")
    s.apply(f"commit {s.hands[0][0]}")
    assert [str(a) for a in s.legal_actions()] == ["call"]  # no raise above the limit
    with pytest.raises(IllegalActionError):
        s.apply("raise 101")


def test_limit_with_the_poorest_still_in():
    s = stacked(3, "10S 2M 3F")
    play(s, "commit 10S", "bet 40", "commit 2M", "call", "fold", "next")
    s.apply(f"commit {s.hands[1][0]}")
    assert s.bet_range() == (1, 60)
    legal = s.legal_actions()
    assert legal[-1] == Action("bet", ("60",))
    with pytest.raises(IllegalActionError):
        s.apply("bet 61")


def test_minimum_bet_and_raise_steps():
    s = stacked(2, "10S 2M", min_bet=5)
    s.apply("commit 10S")
    assert s.legal_actions()[0] == Action("bet", ("5",))
    with pytest.raises(IllegalActionError) as e:
        s.apply("bet 4")
    assert e.value.reason == "amount_too_low"
    play(s, "bet 85", "commit 2M")
    assert s.raise_range() == (90, 100)
    with pytest.raises(IllegalActionError):
        s.apply("raise 89")
    play(s, "call", "next")
    assert s.cash == [185, 15]
    # the poorest has less than the minimum bet: the minimum is capped by the limit
    s.apply(f"commit {s.hands[1][0]}")
    assert s.bet_range() == (5, 15)
    fresh = stacked(2, "10S 2M", min_bet=20)
    play(fresh, "commit 10S", "bet 85", "commit 2M", "call", "next")
    fresh.apply(f"commit {fresh.hands[1][0]}")
    assert fresh.bet_range() == (15, 15)
    assert [str(a) for a in fresh.legal_actions()] == ["bet 15"]


def test_forced_fold_when_the_bet_cannot_be_matched():
    s = stacked(3, "10S 2M 3F")
    play(s, "commit 10S", "bet 30")
    s.round_cash[1] = 20  # cannot arise under the limit; the rule is kept regardless
    assert s.legal_actions() == [Action("fold")]
    for action in ("mulligan", "commit 2M"):
        with pytest.raises(IllegalActionError) as e:
            s.apply(action)
        assert e.value.reason == "must_fold"
    events = s.apply("fold")
    assert isinstance(events[0], Folded) and events[0].forced is True


def test_last_player_standing_takes_the_pot_unseen():
    s = stacked(3, "2S 10M 9F")
    play(s, "commit 2S", "bet 10", "commit 10M", "raise 20", "fold")
    events = s.apply("fold")
    made = {type(e) for e in events}
    assert PotTaken in made and Showdown not in made
    assert s.cash == [90, 110, 100]
    assert s.showdown["uncontested"] and s.showdown["cards"] == [None, None, None]
    for seat in (0, 2):
        assert Card.parse("10M") in s.hidden_from(seat)
        assert Card.parse("10M") not in s.observation(seat).cards()
    assert Card.parse("2S") in s.hidden_from(1)


def test_everyone_folds_before_any_bet():
    s = stacked(3, "2S 10M 9F")
    events = play(s, "fold", "fold")
    assert [type(e) for e in events][-2:] == [RoundPassed, RoundEnded]
    assert s.cash == [100, 100, 100] and s.phase == Phase.ROUND_OVER


def test_a_folded_player_contests_nothing():
    s = stacked(3, "10S 2M 3F")
    play(s, "commit 10S", "bet 5", "commit 2M", "raise 20", "commit 3F", "call", "fold")
    assert s.showdown["winners"] == [2]
    assert s.showdown["cards"] == [None, ["2M"], ["3F"]]
    assert s.cash == [95, 80, 125]
    assert Card.parse("10S") in s.hidden_from(1)  # folded cards stay face down


def test_sitting_out_at_zero_and_turn_order():
    s = stacked(3, "10S 2M 3F")
    play(s, "commit 10S", "bet 100", "commit 2M", "call", "fold")
    assert s.cash == [200, 0, 100]
    s.apply("next")
    assert s.active == [True, False, True]
    assert s.first == 2 and s.current_player == 2  # round 2 would start with seat 1
    assert s.hands[1] == [] and len(s.hands[0]) == 2 and len(s.hands[2]) == 2
    assert s.observation(0).limit == 100  # seat 1's $0 does not cap the bets
    play(s, f"commit {s.hands[2][0]}", "bet 1")
    assert s.current_player == 0  # seat 1 is skipped
    play(s, f"commit {s.hands[0][0]}", "call")
    assert s.showdown["cards"][1] is None and s.phase == Phase.ROUND_OVER


def test_sitting_out_players_hand_goes_back():
    s = stacked(3, "10S 2M 3F")
    play(s, "fold", "fold", "next")  # round passes; everyone holds a card into round 2
    assert s.round_no == 2 and s.current_player == 1
    give(s, 0, "10S 10M")
    give(s, 2, "3F 2T")
    play(s, "fold", "commit 2T", "bet 100", "commit 10S 10M", "call")
    assert s.showdown["winners"] == [0] and s.cash == [200, 100, 0]
    assert s.hands[2] == cs("3F")  # the uncommitted card is still held
    s.apply("next")
    assert not s.active[2] and s.hands[2] == []
    assert Card.parse("3F") in s.draw + s.hands[0] + s.hands[1]
    assert Counter(s.all_cards()) == Counter(PACK)


def test_game_ends_when_one_player_holds_all_the_money():
    s = stacked(2, "10S 2M")
    events = play(s, "commit 10S", "bet 100", "commit 2M", "call")
    assert s.is_terminal and s.phase == Phase.OVER
    assert isinstance(events[-1], FrontierGameOver)
    assert s.result().scores == (200, 0) and s.result().winners == (0,)
    assert s.legal_actions() == []
    with pytest.raises(IllegalActionError) as e:
        s.apply("next")
    assert e.value.reason == "game_over"


def test_five_rounds_capacity_and_carry_over():
    s = stacked(2, "3S 4M")
    play(s, "fold", "next")  # seat 0 folds; seat 1 takes the empty pot
    assert s.round_no == 2 and s.capacity == 2
    assert [len(h) for h in s.hands] == [2, 2]
    assert cs("3S")[0] in s.hands[0]  # uncommitted cards stay in hand
    assert s.first == 1
    keep = s.hands[1][0]
    play(s, f"commit {s.hands[1][1]}", "bet 1", f"commit {s.hands[0][0]}", "call", "next")
    assert s.round_no == 3 and s.first == 0 and [len(h) for h in s.hands] == [3, 3]
    assert keep in s.hands[1]
    for r in (3, 4, 5):
        assert s.capacity == r and all(len(h) == r for h in s.hands)
        assert s.first == (r - 1) % 2
        s.apply("fold")
        if r < 5:
            s.apply("next")
    assert s.is_terminal and s.round_no == 5
    assert sum(s.result().scores) == 200


def test_game_winners_share_on_equal_cash():
    s = stacked(2, "3S 4M")
    for _ in range(4):
        play(s, "fold", "next")
    s.apply("fold")
    assert s.is_terminal and s.result().winners == (0, 1)


def test_played_cards_are_shuffled_back_before_the_next_draw():
    s = stacked(2, "5S 3M")
    play(s, "commit 5S", "bet 1", "commit 3M", "call")
    assert s.revealed == [cs("5S"), cs("3M")]
    assert Card.parse("5S") not in s.hidden_from(1)
    s.apply("next")
    assert s.revealed == [[], []] and len(s.draw) == 50 - 4
    assert Counter(s.all_cards()) == Counter(PACK)


def test_mulligan_reshuffles_discards_when_the_draw_runs_out():
    s = new_state(FrontierOptions(players=8), 11)
    for _ in range(4):
        fold_round(s)
    assert s.round_no == 5 and len(s.draw) == 10 and s.first == 4
    play(s, "mulligan", "mulligan")
    assert s.draw == []
    old = list(s.hands[6])
    events = s.apply("mulligan")
    assert any(isinstance(e, Reshuffled) for e in events)
    assert len(s.hands[6]) == 5 and not set(old) & set(s.hands[6])
    assert s.discarded[6] == old
    assert Counter(s.all_cards()) == Counter(PACK)


def test_options_validation():
    assert FrontierOptions() == FrontierOptions(players=4, starting_cash=100, min_bet=1)
    for bad in (
        {"players": 1},
        {"players": 9},
        {"starting_cash": 9},
        {"starting_cash": 10_001},
        {"min_bet": 0},
        {"players": "4"},
    ):
        with pytest.raises(InvalidOptionsError):
            FrontierOptions(**bad)
    with pytest.raises(InvalidOptionsError) as e:
        FrontierOptions(starting_cash=50, min_bet=60)
    assert e.value.reason == "min_bet_above_cash"
    with pytest.raises(InvalidOptionsError):
        GAME.options_from_dict({"seats": 3})
    assert GAME.players_of(GAME.options_from_dict({"players": 6})) == 6


def test_record_replays_a_stacked_game():
    s = stacked(3, "10S 2M 3F")
    play(s, "commit 10S", "bet 40", "commit 2M", "call", "fold", "next")
    record = json.loads(json.dumps(make_record(s, deck=cs("10S 2M 3F"))))
    assert replay(record).snapshot() == s.snapshot()


def test_clone_is_independent():
    s = stacked(3, "10S 2M 3F")
    twin = s.clone()
    play(s, "commit 10S", "bet 40")
    assert twin.hands[0] == cs("10S") and twin.cash == [100] * 3 and twin.history == []
    assert twin.snapshot() != s.snapshot()
    play(twin, "commit 10S", "bet 40")
    assert twin.snapshot() == s.snapshot()


# -- properties over random play ------------------------------------------------------------


def random_game(seed: int, players: int, cash: int, min_bet: int):
    s = new_state(FrontierOptions(players=players, starting_cash=cash, min_bet=min_bet), seed)
    return s, random.Random(seed)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    seed=st.integers(0, 2**32),
    players=st.integers(2, 8),
    cash=st.sampled_from([10, 37, 100, 1000, 10_000]),
    min_bet=st.integers(1, 10),
)
def test_money_is_conserved(seed, players, cash, min_bet):
    s, rng = random_game(seed, players, cash, min(min_bet, cash))
    total = players * cash
    while not s.is_terminal:
        legal = s.legal_actions()
        pot_before = s.pot
        events = s.apply(legal[rng.randrange(len(legal))])
        assert sum(s.cash) + s.pot == total
        assert all(c >= 0 for c in s.cash)
        for e in events:
            if isinstance(e, Showdown):
                assert sum(e.shares) == e.pot >= pot_before
                assert e.pot == sum(e.stakes)
    assert sum(s.result().scores) == total


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32), players=st.integers(2, 8), cash=st.sampled_from([10, 100, 5000]))
def test_listed_actions_apply_and_amounts_outside_limits_raise(seed, players, cash):
    s, rng = random_game(seed, players, cash, 1)
    while not s.is_terminal:
        legal = s.legal_actions()
        assert legal and len(set(legal)) == len(legal)
        for a in legal:
            twin = s.clone()
            twin.apply(a)
        kinds = {a.kind for a in legal}
        if "bet" in kinds or "raise" in kinds:
            kind = "bet" if "bet" in kinds else "raise"
            amounts = [int(a.args[0]) for a in legal if a.kind == kind]
            lo, hi = s.bet_range() if kind == "bet" else s.raise_range()
            assert amounts[0] == lo and amounts[-1] == hi and amounts == sorted(amounts)
            for bad in (lo - 1, hi + 1, hi + 1000, -1):
                with pytest.raises(IllegalActionError) as e:
                    s.apply(Action(kind, (str(bad),)))
                assert e.value.reason in ("amount_too_low", "amount_too_high")
            for amount in range(lo, hi + 1, max(1, (hi - lo) // 7)):
                assert s.is_legal(Action(kind, (str(amount),)))
        s.apply(legal[rng.randrange(len(legal))])


@pytest.mark.parametrize("players", [2, 5, 8])
@pytest.mark.parametrize("seed", range(10))
def test_check_playout(players, seed):
    final = check_playout(GAME, FrontierOptions(players=players), seed)
    assert final.is_terminal and final.result().winners


def test_check_playout_small_cash():
    for seed in range(5):
        check_playout(GAME, FrontierOptions(players=6, starting_cash=10, min_bet=3), seed)


# -- bots -----------------------------------------------------------------------------------


def test_bots_registry():
    assert set(BOTS) == {"easy", "medium", "hard"}
    assert BOTS["easy"]().name == "easy" and BOTS["medium"]().name == "medium"


@pytest.mark.parametrize("players", [2, 5, 8])
def test_bots_play_legal_games(players):
    bots = [EasyBot() if s % 2 else MediumBot() for s in range(players)]
    state = play_game(GAME, FrontierOptions(players=players), bots, 5 + players)
    assert state.is_terminal
    assert sum(state.result().scores) == players * 100


def test_medium_beats_easy():
    med_wins = easy_wins = med_cash = easy_cash = 0
    for players, games in ((2, 20), (4, 8)):
        for g in range(games):
            bots = [MediumBot() if (s + g) % 2 == 0 else EasyBot() for s in range(players)]
            res = play_game(GAME, FrontierOptions(players=players), bots, 1000 + g).result()
            for s in range(players):
                if bots[s].name == "medium":
                    med_cash += res.scores[s]
                    med_wins += s in res.winners
                else:
                    easy_cash += res.scores[s]
                    easy_wins += s in res.winners
    assert med_wins >= 1.5 * easy_wins
    assert med_cash > easy_cash


def _permute_hidden(state: FrontierState, seat: int, rng: random.Random) -> FrontierState:
    """A twin where every card hidden from ``seat`` has been swapped among the hidden places."""
    twin = state.clone()
    hidden = sorted(state.hidden_from(seat))
    moved = list(hidden)
    rng.shuffle(moved)
    swap = dict(zip(hidden, moved, strict=True))
    twin.draw = [swap.get(c, c) for c in twin.draw]
    for name in ("hands", "committed", "discarded", "revealed"):
        setattr(twin, name, [[swap.get(c, c) for c in p] for p in getattr(twin, name)])
    return twin


@pytest.mark.parametrize("bot_type", [EasyBot, MediumBot])
def test_bot_decisions_depend_only_on_the_observation(bot_type):
    checked = changed = 0
    for seed in range(6):
        s = new_state(FrontierOptions(players=4), seed)
        rng = random.Random(seed)
        while not s.is_terminal:
            seat = s.current_player
            legal = s.legal_actions()
            twin = _permute_hidden(s, seat, random.Random(seed + 99))
            assert twin.observation(seat) == s.observation(seat)
            assert twin.legal_actions() == legal
            changed += twin.snapshot() != s.snapshot()
            a = bot_type().choose(s.observation(seat), legal, random.Random(seed))
            b = bot_type().choose(twin.observation(seat), legal, random.Random(seed))
            assert a == b and a in legal
            checked += 1
            s.apply(legal[rng.randrange(len(legal))])
    assert checked > 50 and changed > checked // 2
