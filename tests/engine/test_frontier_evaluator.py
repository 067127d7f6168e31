"""Frontier: a table of hand pairs with the winner worked out by hand, and round properties.

Every row's expected winner was derived from the rules (``docs/rules/frontier.md``), not from
the evaluator: compare by (number of
cards, class, value); classes of a Rank/Pair > Pure > Coalition > Campaign > Skirmish; a 1
counts as the set's highest printed rank outside Campaigns; a single card is its raw rank.
Suits: S Sun, F Flame (red); M Moon, T Tide (blue); W Shadow (Wildcards, colourless).
"""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.cards import parse_cards
from engine.games.frontier.state import FrontierOptions, Phase, compare, evaluate, new_state

A, B, TIE = 1, -1, 0

# (hand a, hand b, winner)  # reason
PAIRS = [
    # -- 1 card: round 1, raw rank ------------------------------------------------------------
    ("5S", "3M", A),  # raw rank 5 > 3 (the seed's own example)
    ("1S", "2M", B),  # a lone 1 is 1: the Rank 1 rule needs a higher card in the set
    ("10W", "9S", A),  # a Wildcard alone is just its rank, 10 > 9
    ("7F", "7T", TIE),  # equal raw ranks tie; suit and colour do not matter
    ("1W", "1S", TIE),  # two lone 1s: 1 = 1
    # -- 2 cards -------------------------------------------------------------------------------
    ("3W 3S", "10S 9S", A),  # Shadow 3 + Sun 3 is a Pair; any Pair beats the best skirmish
    ("1S 1M", "2S 2M", B),  # Pair of 1s is worth 1 (no higher card), Pair of 2s is worth 2
    ("10M 10T", "10S 10W", TIE),  # two Pairs of 10s
    ("2S 9S", "5S 6M", A),  # Pure skirmish 2x9x2 = 36 beats Divided 5+6 = 11
    ("1M 7T", "6M 8T", A),  # blue Coalition skirmish: the 1 counts 7, 7x7 = 49 > 6x8 = 48
    ("2S 9S", "4M 9T", TIE),  # Pure skirmish 36 and Coalition skirmish 36: same class, value
    ("1S 10M", "9S 10F", B),  # Divided: 1 counts 10, 10+10 = 20; red Coalition 9x10 = 90
    ("2W 9W", "5W 8S", B),  # two Shadows Pure 2x9x2 = 36; Shadow + Sun Coalition 5x8 = 40
    ("1W 6M", "10S 3T", A),  # Shadow + Moon Coalition, 1 counts 6: 36; Divided 10+3 = 13
    ("1S 9S", "9F 10F", B),  # Pure skirmish, 1 counts 9: 9x9x2 = 162 < 9x10x2 = 180
    ("2S 4M", "10W", A),  # more cards beat fewer: any 2 cards beat any single card
    # -- 3 cards -------------------------------------------------------------------------------
    ("4S 3S 1F", "5S 3F 2F", A),  # the seed's 4,3,1 as 4x3x4 = 48; other Coalition 5x3x2 = 30
    ("1S 1M 1W", "10S 9S 8S", A),  # three of a Rank (even of 1s) beats a Pure
    ("2S 3S 9S", "10S 10M 10F", B),  # three of a Rank beats Pure 2x3x9x2 = 108
    ("2S 3S 9S", "10S 9F 8S", A),  # Pure beats Coalition whatever the values (108 vs 720)
    ("1S 2F 3W", "8S 9M 10F", A),  # red+Wildcard 1-2-3 is a Coalition (its highest class),
    #                                 which beats the Campaign 8-9-10
    ("1S 2M 3F", "2S 3M 4F", B),  # Campaigns: the 1 stays 1, value is the top: 3 < 4
    ("9S 10M 1F", "2S 3M 4F", B),  # 9-10-1 is no Campaign (1 is low only): Divided skirmish
    ("3S 4W 5M", "2S 3M 9F", A),  # 3-4-5 of both colours is a Campaign; 2-3-9 only a Divided
    ("2S 3F 8S", "4M 6T 2M", TIE),  # red Coalition 2x3x8 = 48, blue Coalition 4x6x2 = 48
    ("5S 5M 5W", "4S 4F 4T", A),  # three 5s beat three 4s
    ("1S 5M 8F", "7S 6M 9F", B),  # Divided: 1 counts 8, 8+5+8 = 21 < 7+6+9 = 22
    ("2W 5S 9F", "3W 5M 6T", TIE),  # Wildcard joins red or blue: Coalitions 90 and 90
    ("2W 5S 9M", "2S 3F 4S", B),  # Sun and Moon around a Shadow: Divided; red 2-3-4 Coalition
    ("10S 10F", "1S 2M 4F", B),  # 3 cards beat 2: Divided 4+2+4 = 10 beats a Pair of 10s
    ("8W 8S 8M", "7S 7F 7T", A),  # a Wildcard keeps its printed rank: three 8s > three 7s
    # -- 4 cards -------------------------------------------------------------------------------
    ("9S 9F 9M 9T", "10S 10F 10M 10T", B),  # four 9s < four 10s
    ("2M 3T 5M 6T", "2S 3S 4S 6S", B),  # blue Coalition 180 < Pure 2x3x4x6x2 = 288
    ("7S 8M 9T 10F", "2S 3F 4W 6S", B),  # Campaign 7-10 < red+Wildcard Coalition 144
    ("1S 2M 3F 4T", "2S 3M 4F 5T", B),  # Campaigns: tops 4 < 5 (the 1 stays 1)
    ("1M 2T 3W 4M", "2M 3T 4W 4T", TIE),  # blue+Wildcard 1-2-3-4 is a Coalition, so the 1
    #                                         counts 4: 4x2x3x4 = 96 = 2x3x4x4
    ("10S 10F 10M 10T", "2S 4M 6F 8T 10W", B),  # 5 cards beat 4, even four 10s
    ("2S 4S 6S 9S", "2F 4F 6F 10F", B),  # Pures: 2x4x6x9x2 = 864 < 2x4x6x10x2 = 960
    ("10S 10F 10M 9T", "1S 2M 3F 4T", B),  # Divided skirmish 39 < any 4-card Campaign
    # -- 5 cards -------------------------------------------------------------------------------
    ("2S 4M 6F 8T 10S", "9S 9F 9M 9T", A),  # seed: 5 unmatched Divided cards beat 4 of a Rank
    ("7S 7F 7M 7W 3F", "10S 10F 10M 10T", A),  # four 7s + intruder: 5-card skirmish beats 4
    ("2S 4S 6S 9S 10M", "1S 3M 5F 7T 10W", B),  # 4 Sun + a Moon is Divided (31); the other's
    #                                             1 counts 10: 10+3+5+7+10 = 35
    ("1W 2W 3W 4W 5W", "6S 7S 8S 9S 10S", B),  # five Shadows are Pure, 1 counts 5:
    #                                             5x2x3x4x5x2 = 1200 < 6x7x8x9x10x2 = 60480
    ("1S 2M 3F 4T 5S", "6S 7M 8F 9T 10S", B),  # Campaigns: tops 5 < 10
    ("2S 3F 4S 5F 6W", "6M 7M 8F 9T 10S", A),  # red+Wildcard run is a Coalition (highest
    #                                             class) > the Divided run, a Campaign
    ("3S 3F 3M 3T 3W", "10S 9S 8S 7S 6S", A),  # five of a Rank beats a 5-card Pure
    ("2M 3M 5M 7M 1T", "2T 3T 5T 7T 1M", TIE),  # blue Coalitions, 1 counts 7: 1470 each
    ("1S 2S 3S 4S 5S", "1F 2F 3F 4F 6F", B),  # Pures (the run is Pure, its highest class),
    #                                           1 counts 5 vs 6: 1200 < 1728
    ("1W 9S 9F 2S 3F", "10S 10F 9M 8T 7S", A),  # red+Wildcard Coalition 9x9x9x2x3 = 4374
    #                                             beats a Divided skirmish 44
]


def _cards(text: str):
    return parse_cards(text.split())


@pytest.mark.parametrize(("a", "b", "winner"), PAIRS, ids=[f"{a}|{b}" for a, b, _ in PAIRS])
def test_hand_pair(a, b, winner):
    ca, cb = _cards(a), _cards(b)
    assert not set(ca) & set(cb), "a row must be two hands of one deck"
    assert compare(ca, cb) == winner
    assert compare(cb, ca) == -winner


def test_the_table_covers_every_class_count_wildcards_and_the_one():
    assert len(PAIRS) >= 40
    hands = [_cards(t) for a, b, _ in PAIRS for t in (a, b)]
    confs = [evaluate(h) for h in hands]
    assert {c.code for c in confs} == {
        "skirmish",
        "pair",
        "pure_skirmish",
        "coalition_skirmish",
        "divided_skirmish",
        "of_a_rank",
        "pure",
        "coalition",
        "campaign",
    }
    assert {c.count for c in confs} == {1, 2, 3, 4, 5}
    for n in (3, 4, 5):  # every class at every size where it exists
        assert {c.code for c in confs if c.count == n} >= {
            "of_a_rank",
            "pure",
            "coalition",
            "campaign",
            "divided_skirmish",
        }
    assert sum(any(c.suit == "W" for c in h) for h in hands) >= 10
    ones = [h for h in hands if any(c.rank == "1" for c in h) and len(h) > 1]
    assert len(ones) >= 10
    assert {evaluate(h).code for h in ones} >= {
        "campaign",
        "coalition",
        "pure",
        "divided_skirmish",
        "coalition_skirmish",
    }
    assert sum(1 for a, b, _ in PAIRS if " " not in a and " " not in b) >= 5  # round 1
    assert {w for _, _, w in PAIRS} == {A, B, TIE}


# -- round properties over random play ----------------------------------------------------------


def _random_round_walk(seed: int, players: int, cash: int):
    """Yield (state, action) for every action of a random game, before it is applied."""
    s = new_state(FrontierOptions(players=players, starting_cash=cash), seed)
    rng = random.Random(seed)
    while not s.is_terminal:
        legal = s.legal_actions()
        action = legal[rng.randrange(len(legal))]
        yield s, action
        s.apply(action)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    seed=st.integers(0, 2**32), players=st.integers(2, 8), cash=st.sampled_from([10, 37, 100, 1000])
)
def test_committed_cards_never_return_before_the_round_ends(seed, players, cash):
    s = new_state(FrontierOptions(players=players, starting_cash=cash), seed)
    rng = random.Random(seed)
    committed: dict[int, list] = {}  # seat -> its cards committed this round
    while not s.is_terminal:
        legal = s.legal_actions()
        action = legal[rng.randrange(len(legal))]
        seat, round_no = s.current, s.round_no
        s.apply(action)
        if s.round_no != round_no:  # a new round: last round's cards may come back now
            committed = {}
            continue
        if action.kind == "commit":
            committed[seat] = _cards(" ".join(action.args))
        _assert_committed_stay(s, committed)


def _assert_committed_stay(s, committed):
    in_hands = {c for h in s.hands for c in h}
    in_draw = set(s.draw)
    for seat, cards in committed.items():
        for c in cards:
            assert c not in in_hands and c not in in_draw, f"{c} of seat {seat} came back"
        if s.phase in (Phase.ACTION, Phase.STAKE):
            assert sorted(map(str, s.committed[seat])) == sorted(map(str, cards))
        else:  # resolved: face up if contested, face down in the discard otherwise
            assert set(cards) <= set(s.revealed[seat]) | set(s.discarded[seat])


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    seed=st.integers(0, 2**32), players=st.integers(2, 8), cash=st.sampled_from([10, 37, 100, 1000])
)
def test_no_stake_exceeds_the_poorest_contenders_cash(seed, players, cash):
    for s, _action in _random_round_walk(seed, players, cash):
        if s.phase not in (Phase.ACTION, Phase.STAKE):
            continue
        contenders = [p for p in range(players) if s.active[p] and not s.folded[p]]
        poorest = min(s.round_cash[p] for p in contenders)
        assert s.limit == poorest
        assert max(s.stakes) <= poorest
        assert s.current_bet <= poorest
        for p in range(players):
            assert s.stakes[p] <= s.round_cash[p]
