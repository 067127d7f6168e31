"""Declaration: the seed's worked example, rule scenarios from stacked decks, properties."""

from __future__ import annotations

import json
import random
from collections import Counter
from dataclasses import replace

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.cards import Card
from engine.conformance import check_playout
from engine.core import Action, IllegalActionError, InvalidOptionsError
from engine.events import GameOver, TrickWon
from engine.games.declaration import GAME
from engine.games.declaration import state as dm
from engine.games.declaration.bots import BOTS, EasyBot, MediumBot, estimate_tricks
from engine.games.declaration.events import (
    BiddingDone,
    BidMade,
    DareSet,
    DaresFixed,
    DeclarationGameOver,
    DeclarationHandStarted,
    DeclarationTrickWon,
    HandScored,
    MeldDeclared,
)
from engine.games.declaration.state import (
    PACK,
    DeclarationOptions,
    DeclarationState,
    MeldKind,
    classify_meld,
    find_melds,
    game_outcome,
    hand_limit,
    score_team,
    settle_pot,
    stacked_deck,
    trick_winner,
)
from engine.play import play_game

# -- helpers ---------------------------------------------------------------------------


def cs(text: str) -> list[Card]:
    """Cards from a space-separated text."""
    return [Card.parse(t) for t in text.split()]


def deal(hands: dict[int, str], **options) -> DeclarationState:
    """A new game whose first hand gives ``hands[seat]`` (the rest filled from the pack)."""
    full = [cs(hands.get(s, "")) for s in range(4)]
    return dm.new_state(DeclarationOptions(**options), 1, stacked_deck(full))


def snap(state: DeclarationState) -> str:
    return json.dumps(state.snapshot(), sort_keys=True)


def refused(state: DeclarationState, action: str) -> str:
    """Apply an action that must be refused; check nothing changed; return the reason."""
    before, history = snap(state), list(state.history)
    with pytest.raises(IllegalActionError) as err:
        state.apply(action)
    assert snap(state) == before and state.history == history
    assert " " not in err.value.reason
    return err.value.reason


def run(state: DeclarationState, *actions: str) -> list:
    """Apply actions in order; return all events."""
    events = []
    for a in actions:
        events.extend(state.apply(a))
    return events


def finish_hand(state: DeclarationState) -> list:
    """Play the first legal card until the hand is settled; return the events."""
    events = []
    hand = state.hand_no
    while state.phase == "play" and state.hand_no == hand:
        events.extend(state.apply(state.legal_actions()[0]))
    return events


def event(events: list, cls: type):
    """The one event of class ``cls`` among ``events``."""
    found = [e for e in events if isinstance(e, cls)]
    assert len(found) == 1, [e.kind for e in events]
    return found[0]


# Seat 0 holds every Core card (trump in hand 1), so it wins all 13 tricks when it leads
# trumps; seat 1 holds a triad of fives.
ALL_CORE = {0: " ".join(f"{r}C" for r in dm.RANKS), 1: "5V 5F 5B"}


# -- the seed's worked example ---------------------------------------------------------


def test_seed_worked_example_dare_meld_cost_and_failure():
    """Ante $2; A dares $6 against B; B declares an accepted triad; B fails; A gets $32."""
    s = deal({1: "5V 5F 5B 2V 3V"})
    run(s, "dare 6", "dare 0")  # seat 0 sets Team A's (NS) dare, seat 1 Team B's (EW)
    assert s.pot_ante == 8 and s.pot_action == 0
    events = run(s, "pass", "meld 5V 5F 5B")
    declared = event(events, MeldDeclared)
    assert declared.dare == 6 and declared.cost == 6
    run(s, "pass", "pass")
    assert (s.pot_ante, s.pot_action, s.pot_total) == (8, 12, 20)
    run(s, "bid 0", "bid 13", "bid 0", "bid 13")  # Team B (EW) bids 26: it must fail
    scored = event(finish_hand(s), HandScored)
    assert scored.success == [True, False]
    assert scored.pot_before == 20 and scored.penalties == [0, 12]
    assert scored.payout == [32, 0] and scored.pot_outcome == "won"
    assert scored.purses == [-4 + 32, -4 - 12 - 12]  # antes, dare + cost, penalty
    assert settle_pot(8, 12, (True, False)).payout == (32, 0)


def test_worked_example_is_a_pure_function_too():
    pot = settle_pot(8, 12, (True, False))
    assert pot.penalties == (0, 12) and pot.payout == (32, 0) and pot.carried == 0


# -- options ---------------------------------------------------------------------------


def test_default_options_follow_the_rulings():
    o = DeclarationOptions()
    assert (o.target, o.ante, o.bid_stake, o.void_lock) == (250, 2, 0, False)
    assert (o.both_succeed, o.both_fail, o.dare_cap) == ("carry", "carry", 10)
    assert dm.TARGET_PRESETS == (150, 200, 250)
    for t in (50, 150, 200, 1000, 370):
        assert DeclarationOptions(target=t).target == t


@pytest.mark.parametrize(
    ("kwargs", "reason"),
    [
        ({"target": 255}, "not_a_multiple"),
        ({"target": 40}, "out_of_range"),
        ({"target": 1010}, "out_of_range"),
        ({"ante": 0}, "out_of_range"),
        ({"ante": 101}, "out_of_range"),
        ({"bid_stake": 11}, "out_of_range"),
        ({"both_fail": "burn"}, "not_a_choice"),
        ({"both_succeed": "keep"}, "not_a_choice"),
        ({"void_lock": "yes"}, "not_a_boolean"),
    ],
)
def test_options_out_of_range_are_refused(kwargs, reason):
    with pytest.raises(InvalidOptionsError) as err:
        DeclarationOptions(**kwargs)
    assert err.value.reason == reason


def test_options_round_trip_through_the_game():
    o = DeclarationOptions(
        target=150, ante=5, bid_stake=2, void_lock=True, both_succeed="split", both_fail="split"
    )
    assert GAME.options_from_dict(GAME.options_to_dict(o)) == o
    with pytest.raises(InvalidOptionsError):
        GAME.options_from_dict({"players": 4})


# -- deck, deal, trump, turn order -----------------------------------------------------


def test_deck_has_52_unique_cards_with_parseable_codes():
    assert len(PACK) == 52 and len(set(PACK)) == 52
    for c in PACK:
        assert Card.parse(str(c)) == c
    assert {s.code for s in dm.SUITS}.isdisjoint(dm.RANKS)
    assert Card.parse("10V") in PACK and Card.parse("EC") in PACK


def test_stacked_deck_deals_the_given_hands():
    s = deal({0: "EV PV MV", 2: "2C 3C", 3: "10B"})
    assert s.phase == "dare" and s.hands == [[], [], [], []] and len(s.stock) == 52
    run(s, "dare 0", "dare 0")
    assert all(len(h) == 13 for h in s.hands)
    assert set(cs("EV PV MV")) <= set(s.hands[0]) and set(cs("2C 3C")) <= set(s.hands[2])
    assert Card.parse("10B") in s.hands[3] and not s.stock


def test_bad_stacked_decks_are_refused():
    with pytest.raises(InvalidOptionsError):
        dm.new_state(DeclarationOptions(), 0, cs("EV EV"))
    with pytest.raises(InvalidOptionsError):
        dm.new_state(DeclarationOptions(), 0, cs("EH"))
    with pytest.raises(InvalidOptionsError):
        stacked_deck([cs("EV"), cs("EV"), [], []])


def test_first_hand_east_deals_south_acts_first_then_deal_rotates():
    s = dm.new_state(seed=5)
    assert (s.hand_no, s.dealer, s.trump, s.current_player) == (1, 3, "C", 0)
    run(s, "dare 1", "dare 2")
    assert s.phase == "declare" and s.current_player == 0
    run(s, "pass", "pass", "pass", "pass")
    assert s.phase == "bid" and s.current_player == 0
    run(s, "bid 1", "bid 1", "bid 1", "bid 1")
    assert s.phase == "play" and s.current_player == 0 and s.leader == 0
    finish_hand(s)
    assert (s.hand_no, s.dealer, s.trump) == (2, 0, "B")
    assert s.current_player == 0  # South always sets the NS dare first
    run(s, "dare 0", "dare 0")
    assert s.current_player == 1  # left of the dealer declares, bids and leads first
    run(s, "pass", "pass", "pass", "pass")
    assert s.current_player == 1
    run(s, "bid 0", "bid 0", "bid 0", "bid 0")
    assert s.current_player == 1 and s.leader == 1


def _trumps(options: DeclarationOptions, hands: int) -> list[str]:
    s = dm.new_state(options, 3)
    out = [s.trump]
    rng = random.Random(0)
    while len(out) < hands:
        for e in s.apply(s.legal_actions()[rng.randrange(len(s.legal_actions()))]):
            if isinstance(e, DeclarationHandStarted):
                out.append(e.trump)
    return out


def test_trump_rotates_core_border_frontier_void():
    assert _trumps(DeclarationOptions(), 6) == ["C", "B", "F", "V", "C", "B"]


def test_void_lock_keeps_void_trump():
    assert _trumps(DeclarationOptions(void_lock=True), 5) == ["V"] * 5


# -- dares ------------------------------------------------------------------------------


def test_dare_range_is_zero_to_five_antes():
    s = dm.new_state(DeclarationOptions(ante=3), 0)
    assert [a.args[0] for a in s.legal_actions()] == [str(n) for n in range(16)]
    assert refused(s, "dare 16") == "dare_out_of_range"
    assert refused(s, "dare -1") == "bad_argument"
    assert refused(s, "dare 03") == "bad_argument"
    assert refused(s, "dare") == "bad_argument"
    assert refused(s, "bid 3") == "wrong_phase"
    s.apply("dare 15")
    assert s.dares == [15, None]


def test_dares_are_sealed_until_both_are_set_then_fixed():
    s = dm.new_state(seed=0)
    events = s.apply("dare 7")
    assert events == [DareSet(0, 0)]  # the amount is not announced yet
    assert s.observation(0).dares == (7, None) and s.observation(2).dares == (7, None)
    assert s.observation(1).dares == (None, None) and s.observation(3).dares == (None, None)
    events = s.apply("dare 3")
    assert event(events, DaresFixed).dares == [7, 3]
    assert all(s.observation(k).dares == (7, 3) for k in range(4))
    assert s.phase == "declare" and all(a.kind != "dare" for a in s.legal_actions())
    assert refused(s, "dare 0") == "wrong_phase"


def test_dare_is_paid_once_per_team_by_the_declaring_team():
    s = deal({0: "2V 3V 4V", 1: "2F 3F 4F", 2: "2B 3B 4B", 3: "6C 7C 8C"})
    run(s, "dare 7", "dare 4")  # NS dares 7 against EW, EW dares 4 against NS
    purses = list(s.purses)
    paid = [
        event(run(s, f"meld {m}"), MeldDeclared).dare
        for m in ("2V 3V 4V", "2F 3F 4F", "2B 3B 4B", "6C 7C 8C")
    ]
    assert paid == [4, 7, 0, 0]
    assert s.purses == [purses[0] - 4 - 2 - 2, purses[1] - 7 - 2 - 2]
    assert s.pot_action == 4 + 7 + 4 * 2
    assert s.dare_paid == [True, True]


def test_no_dare_without_an_accepted_meld():
    s = deal({1: "2F 3F 4F"})
    run(s, "dare 10", "dare 10")
    assert refused(s, "meld 2V 3V") in ("meld_too_few_cards", "not_in_hand")
    run(s, "pass")
    assert refused(s, "meld 2F 3F 5F") in ("meld_not_consecutive", "not_in_hand")
    run(s, "pass", "pass", "pass")
    assert s.pot_action == 0 and s.dare_paid == [False, False]
    assert s.purses == [-4, -4]


# -- declarations -------------------------------------------------------------------------


def test_meld_classification():
    assert classify_meld(cs("5V 6V 7V")) == MeldKind.RUN3
    assert classify_meld(cs("7V 5V 6V")) == MeldKind.RUN3
    assert classify_meld(cs("10V OV MV PV")) == MeldKind.RUN4
    assert classify_meld(cs("2C 3C 4C 5C 6C 7C")) == MeldKind.RUN4
    assert classify_meld(cs("OV OF OB")) == MeldKind.TRIAD
    assert classify_meld(cs("EV EF EB EC")) == MeldKind.QUAD
    assert classify_meld(cs("PV EV 2V")) == "meld_wraps_around"
    assert classify_meld(cs("EV 2V 3V 4V")) == "meld_wraps_around"
    assert classify_meld(cs("5V 6V 8V")) == "meld_not_consecutive"
    assert classify_meld(cs("EV 2V 5V")) == "meld_not_consecutive"
    assert classify_meld(cs("5V 6F 7V")) == "meld_not_one_suit_or_rank"
    assert classify_meld(cs("5V 5F")) == "meld_too_few_cards"
    assert classify_meld(cs("5V 5V 5F")) == "meld_duplicate_card"


def test_find_melds_lists_every_meld_once():
    hand = cs("2V 3V 4V 5V 9F 9B 9C 9V EB")
    melds = find_melds(hand)
    runs = [m for m in melds if classify_meld(list(m)) in (MeldKind.RUN3, MeldKind.RUN4)]
    assert sorted(map(len, runs)) == [3, 3, 4]
    assert sum(1 for m in melds if classify_meld(list(m)) == MeldKind.TRIAD) == 4
    assert sum(1 for m in melds if classify_meld(list(m)) == MeldKind.QUAD) == 1
    assert len(set(melds)) == len(melds) == 8


def test_rejected_melds_give_reasons_cost_nothing_and_keep_the_turn():
    s = deal({0: "5V 6V 8V 9V EV 2V 3V 5F OB OF OC"})
    run(s, "dare 10", "dare 10")
    assert refused(s, "meld 5V 6V") == "meld_too_few_cards"
    assert refused(s, "meld 5V 6V 8V") == "meld_not_consecutive"
    assert refused(s, "meld EV 2V 3V") == "meld_wraps_around"
    assert refused(s, "meld 5V 5F 6V") == "meld_not_one_suit_or_rank"
    assert refused(s, "meld 5V 5V 6V") == "meld_duplicate_card"
    assert refused(s, "meld 9C 10C OC") == "not_in_hand"
    assert refused(s, "meld 5V 6V XX") == "bad_argument"
    assert refused(s, "meld") == "meld_too_few_cards"
    assert refused(s, "pass now") == "bad_argument"
    assert s.current_player == 0 and s.pot_action == 0 and s.dare_paid == [False, False]
    events = run(s, "meld OF OC OB")  # any order; stored in canonical order
    declared = event(events, MeldDeclared)
    assert declared.meld_kind == "triad"
    assert declared.cards == ["OF", "OB", "OC"]
    assert declared.cost == 6 and declared.dare == 10 and s.pot_action == 16
    assert s.current_player == 1  # one meld per player: the turn has passed


@pytest.mark.parametrize(
    ("meld", "kind", "multiple", "points"),
    [
        ("4B 5B 6B", "run3", 1, 10),
        ("4B 5B 6B 7B", "run4", 2, 20),
        ("4B 5B 6B 7B 8B 9B", "run4", 2, 20),
        ("9V 9F 9B", "triad", 3, 30),
        ("9V 9F 9B 9C", "quad", 4, 40),
    ],
)
def test_graduated_meld_cost(meld, kind, multiple, points):
    s = deal({2: meld}, ante=3)
    run(s, "dare 0", "dare 0", "pass", "pass")
    before = (list(s.purses), s.pot_action)
    e = event(run(s, f"meld {meld}"), MeldDeclared)
    assert (e.meld_kind, e.cost, e.points) == (kind, 3 * multiple, points)
    assert s.pot_action == before[1] + 3 * multiple
    assert s.purses == [before[0][0] - 3 * multiple, before[0][1]]


def test_meld_cards_are_face_up_to_everyone_other_cards_hidden():
    s = deal({1: "5V 5F 5B 5C"})
    run(s, "dare 0", "dare 0", "pass", "meld 5V 5F 5B 5C")
    quad = set(cs("5V 5F 5B 5C"))
    for seat in (0, 2, 3):
        obs = s.observation(seat)
        assert quad <= obs.cards()
        assert set(obs.meld_cards_in_hand[1]) == quad
        assert not (obs.cards() & (set(s.hands[1]) - quad))
        assert not (s.hidden_from(seat) & quad)
    assert s.observation(3).melds[1].kind == MeldKind.QUAD


# -- bidding ----------------------------------------------------------------------------


def test_bids_zero_to_thirteen_and_bid_stake_into_pot_action():
    s = dm.new_state(DeclarationOptions(bid_stake=3), 2)
    run(s, "dare 0", "dare 0", "pass", "pass", "pass", "pass")
    assert [a.args[0] for a in s.legal_actions()] == [str(n) for n in range(14)]
    assert s.observation(0).contracts == (None, None)
    assert refused(s, "bid 14") == "bid_out_of_range"
    assert refused(s, "bid x") == "bad_argument"
    purses = list(s.purses)
    events = run(s, "bid 4", "bid 0", "bid 13", "bid 2")
    assert [e.stake for e in events if isinstance(e, BidMade)] == [12, 0, 39, 6]
    assert event(events, BiddingDone).contracts == [17, 2]
    assert s.pot_action == 57 and s.purses == [purses[0] - 51, purses[1] - 6]
    assert s.observation(3).bids == (4, 0, 13, 2)
    assert s.observation(1).contracts == (17, 2)


# -- trick play -------------------------------------------------------------------------


def _to_play(s: DeclarationState, melds: dict[int, str] | None = None) -> None:
    """Dares 0, the given melds (others pass), everyone bids 3."""
    melds = melds or {}
    run(s, "dare 0", "dare 0")
    for seat in range(4):
        run(s, f"meld {melds[seat]}" if seat in melds else "pass")
    run(s, "bid 3", "bid 3", "bid 3", "bid 3")
    assert s.phase == "play"


def test_must_follow_suit_if_able():
    s = deal({0: "2V", 1: "3V 4V 9F EF"})
    _to_play(s)
    s.apply("play 2V")
    legal = {a.args[0] for a in s.legal_actions()}
    assert {c for c in legal} == {str(c) for c in s.hands[1] if c.suit == "V"}
    assert refused(s, "play EF") == "must_follow_suit"
    assert refused(s, "play 2V") == "not_in_hand"
    assert refused(s, "play ZZ") == "bad_argument"
    s.apply("play 4V")


def test_void_may_play_anything_and_trump_wins():
    # hand 1: Core is trump. Seat 1 has no Void and ruffs with its smallest Core.
    s = deal({0: "EV", 1: "2C 2F 3F 4F 5F 6F 7F 8F 9F 10F OF MF PF", 2: "2V", 3: "3V"})
    _to_play(s)
    s.apply("play EV")
    assert {a.args[0] for a in s.legal_actions()} == {str(c) for c in s.hands[1]}
    events = run(s, "play 2C", "play 2V", "play 3V")
    won = event(events, DeclarationTrickWon)
    assert won.seat == 1 and won.cards == ["EV", "2C", "2V", "3V"]
    assert s.current_player == 1 and s.seat_tricks == [0, 1, 0, 0]


def test_trick_winner_rules():
    t = [(0, Card.parse("5V")), (1, Card.parse("EF")), (2, Card.parse("9V")), (3, Card.parse("2V"))]
    assert trick_winner(t, "C") == 2  # off-suit Emperor does not win
    assert trick_winner(t, "F") == 1  # a trump wins
    t2 = [
        (0, Card.parse("5C")),
        (1, Card.parse("EV")),
        (2, Card.parse("2C")),
        (3, Card.parse("3C")),
    ]
    assert trick_winner(t2, "C") == 0  # trump led: highest trump
    t3 = [
        (1, Card.parse("5V")),
        (2, Card.parse("2C")),
        (3, Card.parse("6C")),
        (0, Card.parse("EV")),
    ]
    assert trick_winner(t3, "C") == 3  # higher trump overruffs


def test_declared_meld_cards_before_non_meld_cards():
    s = deal({0: "5V 6V 7V MV EF 2B", 1: "8V 9V 10V 2V 2F", 2: "3F", 3: "4F"})
    _to_play(s, {0: "5V 6V 7V", 1: "8V 9V 10V"})
    # leading: only meld cards may be led
    assert {a.args[0] for a in s.legal_actions()} == {"5V", "6V", "7V"}
    assert refused(s, "play EF") == "must_play_meld_card"
    assert refused(s, "play MV") == "must_play_meld_card"
    s.apply("play 7V")
    # following suit while holding meld cards of that suit: a meld card
    assert {a.args[0] for a in s.legal_actions()} == {"8V", "9V", "10V"}
    assert refused(s, "play 2F") == "must_follow_suit"
    assert refused(s, "play 2V") == "must_play_meld_card"
    s.apply("play 8V")
    assert s.observation(2).meld_cards_in_hand[1] == tuple(cs("9V 10V"))


def test_meld_first_applies_when_void_of_the_suit_led():
    # Seat 1 has no Frontier but a declared Void run: it must discard a meld card.
    s = deal({0: "2F", 1: "8V 9V 10V 2C 3C 4C 5C 6C 7C 8C 9C 10C OC"})
    _to_play(s, {1: "8V 9V 10V"})
    s.apply("play 2F")
    assert {a.args[0] for a in s.legal_actions()} == {"8V", "9V", "10V"}
    assert refused(s, "play OC") == "must_play_meld_card"


def test_meld_cards_free_when_no_meld_card_of_the_suit_led():
    s = deal({0: "2F", 1: "8V 9V 10V 3F 4F"})
    _to_play(s, {1: "8V 9V 10V"})
    s.apply("play 2F")
    assert {a.args[0] for a in s.legal_actions()} == {str(c) for c in s.hands[1] if c.suit == "F"}


# -- settlement -------------------------------------------------------------------------


def test_score_success_book_and_meld():
    ts = score_team(9, 7, 30, 0)
    assert (ts.success, ts.trick_points, ts.meld_points, ts.bags_added, ts.delta) == (
        True,
        30,
        30,
        2,
        60,
    )
    assert score_team(6, 4, 0, 0).delta == 0  # the book scores nothing
    assert score_team(5, 0, 10, 0).delta == 10  # below the book, but a success
    assert score_team(13, 13, 0, 0).delta == 70


def test_score_failure_loses_ten_per_trick_short_and_halves_meld():
    ts = score_team(5, 8, 30, 4)
    assert (ts.success, ts.trick_points, ts.meld_points, ts.bags, ts.delta) == (
        False,
        -30,
        15,
        4,
        -15,
    )
    assert score_team(8, 9, 10, 0).delta == -10 + 5  # no trick points above the book
    assert score_team(0, 26, 0, 0).delta == -260
    assert score_team(2, 3, 50, 0).meld_points == 25
    assert score_team(2, 3, 70, 0).meld_points == 35


def test_bags_reaching_ten_cost_120_and_reduce_by_ten():
    ts = score_team(9, 6, 0, 8)
    assert (ts.bags_added, ts.bag_penalty, ts.bags, ts.delta) == (3, 120, 1, 30 - 120)
    ts = score_team(13, 0, 0, 9)
    assert (ts.bag_penalty, ts.bags, ts.delta) == (240, 2, 70 - 240)
    assert score_team(9, 6, 0, 6).bag_penalty == 0  # exactly 9
    assert score_team(7, 3, 0, 6).bags == 0  # exactly 10


def test_hand_settlement_in_play():
    """NS takes all 13 tricks with trumps; EW fails by one; melds full and half."""
    s = deal(ALL_CORE)
    run(s, "dare 4", "dare 2", "meld 2C 3C 4C", "meld 5V 5F 5B", "pass", "pass")
    assert s.pot_action == (2 + 2) + (6 + 4)
    run(s, "bid 5", "bid 1", "bid 3", "bid 0")
    events = finish_hand(s)
    assert sum(1 for e in events if isinstance(e, TrickWon) and e.seat == 0) == 13
    d = event(events, HandScored)
    assert d.tricks == [13, 0] and d.contracts == [8, 1]
    assert d.success == [True, False]
    assert d.trick_points == [70, -10] and d.meld_points == [10, 15]
    assert d.delta == [80, 5] and d.scores == [80, 5] and d.bags == [5, 0]
    assert d.penalties == [0, 14] and d.payout == [8 + 14 + 14, 0]
    assert d.purses == [-4 - 4 + 36, -4 - 10 - 14]
    assert s.scores == [80, 5] and s.bags == [5, 0]
    # the next hand has begun: new antes, empty pot otherwise
    assert s.hand_no == 2 and s.pot_ante == 8 and s.pot_action == 0


def _pot_hand(
    both_succeed: str, both_fail: str, bids: tuple[int, ...]
) -> tuple[dict, DeclarationState]:
    s = deal(ALL_CORE, ante=3, both_succeed=both_succeed, both_fail=both_fail)
    run(s, "dare 5", "dare 0", "pass", "meld 5V 5F 5B", "pass", "pass")  # action 5 + 9
    run(s, *(f"bid {b}" for b in bids))
    return event(finish_hand(s), HandScored), s


@pytest.mark.parametrize("mode", ["carry", "split"])
def test_both_succeed_pot(mode):
    d, s = _pot_hand(mode, "carry", (6, 0, 7, 0))  # NS 13 of 13, EW 0 of 0
    assert d.success == [True, True] and d.penalties == [0, 0]
    if mode == "carry":
        assert d.pot_outcome == "carried" and d.payout == [0, 0]
        assert (d.pot_ante, d.pot_action) == (12, 14)
        assert (s.pot_ante, s.pot_action) == (12 + 12, 14)  # plus hand 2's antes
    else:
        assert d.pot_outcome == "split" and d.payout == [13, 13]
        assert (d.pot_ante, d.pot_action) == (0, 0)
        assert d.purses == [-6 + 13, -6 - 14 + 13]


@pytest.mark.parametrize("mode", ["carry", "split"])
def test_both_fail_pot(mode):
    d, s = _pot_hand("carry", mode, (13, 1, 13, 0))  # NS 13 of 26, EW 0 of 1
    assert d.success == [False, False] and d.penalties == [14, 14]
    total = 12 + 14 + 14 + 14
    if mode == "carry":
        assert d.pot_outcome == "carried"
        assert (d.pot_ante, d.pot_action) == (12 + 28, 14)
        assert d.purses == [-6 - 14, -6 - 14 - 14]
    else:
        assert d.pot_outcome == "split" and d.payout == [total // 2, total // 2]
        assert d.purses == [-6 - 14 + 27, -6 - 14 - 14 + 27]
    assert sum(d.purses) + d.pot_ante + d.pot_action == 0


def test_exactly_one_team_fails_takes_the_pot_each_way():
    d, _ = _pot_hand("split", "split", (13, 0, 13, 0))  # NS fails, EW succeeds
    assert d.success == [False, True] and d.penalties == [14, 0]
    assert d.payout == [0, 12 + 14 + 14] and d.pot_outcome == "won"


def test_settle_pot_splits_leave_the_odd_dollar():
    pot = settle_pot(9, 4, (True, True), both_succeed="split")
    assert pot.payout == (6, 6) and (pot.pot_ante, pot.pot_action) == (1, 0)
    pot = settle_pot(9, 4, (False, False), both_fail="split")
    assert pot.penalties == (4, 4) and pot.payout == (10, 10) and pot.carried == 1
    pot = settle_pot(9, 4, (False, False), both_fail="carry")
    assert (pot.pot_ante, pot.pot_action, pot.payout) == (17, 4, (0, 0))
    pot = settle_pot(9, 4, (True, True))
    assert (pot.pot_ante, pot.pot_action, pot.payout) == (9, 4, (0, 0))
    pot = settle_pot(9, 4, (False, True))
    assert pot.payout == (0, 17) and pot.penalties == (4, 0)


def test_carried_pot_action_counts_in_the_next_failure_penalty():
    d, s = _pot_hand("carry", "carry", (6, 0, 7, 0))  # both succeed: 12 + 14 carried
    assert (s.pot_ante, s.pot_action) == (24, 14)
    assert s.current_player == 0 and s.dealer == 0
    run(s, "dare 0", "dare 0", "pass", "pass", "pass", "pass")
    run(s, "bid 0", "bid 13", "bid 0", "bid 13")  # seats 1, 2, 3, 0: NS bids 26, EW 0
    d2 = event(finish_hand(s), HandScored)
    assert d2.contracts == [26, 0] and d2.success == [False, True]
    assert d2.penalties == [14, 0] and d2.payout == [0, 24 + 14 + 14]


# -- end of the game --------------------------------------------------------------------


def test_game_outcome_rules():
    assert game_outcome([250, 100], 250, 3) == (0,)
    assert game_outcome([240, 250], 250, 3) == (1,)
    assert game_outcome([270, 260], 250, 3) == (0,)  # both reached: the higher wins
    assert game_outcome([250, 250], 250, 3) is None  # exact tie plays on
    assert game_outcome([240, 100], 250, 3) is None
    assert game_outcome([-50, -60], 250, 50) == (0,)  # safety cap
    assert game_outcome([10, 10], 250, 50) == (0, 1)  # a tie at the cap is a draw
    assert hand_limit(250) == 50 and hand_limit(150) == 30 and hand_limit(50) == 20


def _near_end(scores: list[int], **options) -> DeclarationState:
    """Hand 1 with NS taking 13 of 13 tricks for +70, EW 0 of 0 for 0."""
    s = deal(ALL_CORE, **options)
    s.scores = list(scores)  # test-only: start the hand from these scores
    run(s, "dare 0", "dare 0", "pass", "pass", "pass", "pass", "bid 6", "bid 0", "bid 7", "bid 0")
    return s


def test_reaching_the_target_ends_the_game():
    s = _near_end([180, 100])
    events = finish_hand(s)
    over = event(events, DeclarationGameOver)
    assert over.winners == [0] and s.is_terminal and s.phase == "over"
    assert s.result().scores == (250, 100, 250, 100) and s.result().winners == (0, 2)
    assert s.legal_actions() == [] and s.current_player is None
    with pytest.raises(IllegalActionError) as err:
        s.apply("dare 0")
    assert err.value.reason == "game_over"
    assert s.observation(1).winners == (0,)


def test_custom_target():
    s = _near_end([0, 0], target=70)
    finish_hand(s)
    assert s.result().winners == (0, 2)


def test_higher_score_wins_when_both_pass_the_target():
    s = _near_end([200, 260])
    finish_hand(s)
    assert s.scores == [270, 260] and s.result().winners == (0, 2)


def test_exact_tie_at_target_plays_another_hand():
    s = _near_end([180, 250])
    events = finish_hand(s)
    assert s.scores == [250, 250] and not s.is_terminal
    assert not [e for e in events if isinstance(e, GameOver)]
    assert s.hand_no == 2 and s.phase == "dare" and s.trump == "B"
    rng = random.Random(2)
    while not s.is_terminal and s.hand_no == 2:
        s.apply(s.legal_actions()[rng.randrange(len(s.legal_actions()))])
    assert s.is_terminal == (game_outcome(s.scores, 250, 2) is not None)


def test_random_game_stops_at_the_safety_cap():
    s = dm.new_state(DeclarationOptions(target=50), 11)
    rng = random.Random(11)
    while not s.is_terminal:
        s.apply(s.legal_actions()[rng.randrange(len(s.legal_actions()))])
    assert s.hand_no <= hand_limit(50)
    assert s.winners == game_outcome(s.scores, 50, s.hand_no)


# -- properties -------------------------------------------------------------------------

OPTION_SETS = st.builds(
    DeclarationOptions,
    target=st.sampled_from([50, 150, 250]),
    ante=st.integers(1, 100),
    bid_stake=st.integers(0, 10),
    void_lock=st.booleans(),
    both_succeed=st.sampled_from(["carry", "split"]),
    both_fail=st.sampled_from(["carry", "split"]),
)


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(options=OPTION_SETS, seed=st.integers(0, 2**32), hands=st.integers(1, 4))
def test_property_money_is_conserved_and_the_pot_pays_out_exactly(options, seed, hands):
    s = dm.new_state(options, seed)
    rng = random.Random(seed)
    assert sum(s.purses) + s.pot_total == 0
    while not s.is_terminal and s.hand_no <= hands:
        before_action, before_total = s.pot_action, s.pot_total
        legal = s.legal_actions()
        events = s.apply(legal[rng.randrange(len(legal))])
        assert sum(s.purses) + s.pot_total == 0
        assert s.pot_ante >= 0 and s.pot_action >= 0
        for e in events:
            if not isinstance(e, HandScored):
                continue
            d = e
            assert d.pot_before == before_total
            assert d.penalties == [0 if ok else before_action for ok in d.success]
            paid_in = before_total + sum(d.penalties)
            assert sum(d.payout) + d.pot_ante + d.pot_action == paid_in
            if d.success[0] != d.success[1]:
                winner = d.success.index(True)
                assert d.payout[winner] == paid_in and d.pot_ante == d.pot_action == 0
            elif (options.both_succeed if d.success[0] else options.both_fail) == "split":
                assert d.payout[0] == d.payout[1]
                assert d.pot_action == 0 and d.pot_ante in (0, 1)
            else:
                assert d.payout == [0, 0] and d.pot_action == before_action


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32), steps=st.integers(0, 150))
def test_property_legal_actions_apply_and_unlisted_plays_raise(seed, steps):
    s = dm.new_state(DeclarationOptions(), seed)
    rng = random.Random(seed)
    for _ in range(steps):
        legal = s.legal_actions()
        s.apply(legal[rng.randrange(len(legal))])
    legal = s.legal_actions()
    assert legal and len(set(legal)) == len(legal)
    for a in legal:
        assert s.clone().apply(a) is not None
    seat = s.current_player
    if s.phase == "play":
        listed = {a.args[0] for a in legal}
        for c in PACK:
            if str(c) in listed:
                continue
            with pytest.raises(IllegalActionError) as err:
                s.clone().apply(f"play {c}")
            expected = (
                ("must_follow_suit", "must_play_meld_card")
                if c in s.hands[seat]
                else ("not_in_hand",)
            )
            assert err.value.reason in expected
    elif s.phase == "declare":
        listed = {frozenset(a.args) for a in legal if a.kind == "meld"}
        hand = s.hands[seat]
        for _ in range(30):
            pick = rng.sample(hand, rng.choice((3, 4)))
            ok = s.is_legal(Action("meld", tuple(map(str, pick))))
            assert ok == (frozenset(map(str, pick)) in listed)


@pytest.mark.parametrize("seed", range(4))
def test_conformance_default_options(seed):
    final = check_playout(GAME, DeclarationOptions(), seed, roundtrip=seed < 2)
    assert final.is_terminal and final.result().winners


@pytest.mark.parametrize(
    "options",
    [
        DeclarationOptions(
            target=50, ante=7, bid_stake=3, void_lock=True, both_succeed="split", both_fail="split"
        ),
        DeclarationOptions(target=100, ante=1, both_fail="split"),
        DeclarationOptions(target=150, ante=100, bid_stake=10, both_succeed="split"),
    ],
)
@pytest.mark.parametrize("seed", range(2))
def test_conformance_other_options(options, seed):
    final = check_playout(GAME, options, 100 + seed)
    assert final.is_terminal and final.hand_no <= hand_limit(options.target)


def test_same_seed_same_game_and_clone_is_independent():
    def play(seed: int) -> dict:
        s = dm.new_state(DeclarationOptions(), seed)
        rng = random.Random(seed)
        for _ in range(200):
            s.apply(s.legal_actions()[rng.randrange(len(s.legal_actions()))])
        return s.snapshot()

    assert play(4) == play(4) and play(4) != play(5)
    s = dm.new_state(DeclarationOptions(), 9)
    run(s, "dare 1", "dare 1")
    twin = s.clone()
    twin.apply(twin.legal_actions()[0])
    assert s.phase == "declare" and s.current_player == 0 and twin.current_player == 1


# -- bots -------------------------------------------------------------------------------


def test_bots_registered_and_named():
    assert set(BOTS) == {"easy", "medium", "hard"}
    assert EasyBot().name == "easy" and MediumBot().name == "medium"


def test_bots_always_choose_legal_actions():
    for g, seats in enumerate([("easy",) * 4, ("medium",) * 4, ("medium", "easy") * 2]):
        bots = [BOTS[lv]() for lv in seats]
        s = dm.new_state(DeclarationOptions(ante=3, bid_stake=1), 70 + g)
        rngs = [random.Random(s_) for s_ in range(4)]
        while not s.is_terminal:
            seat = s.current_player
            legal = s.legal_actions()
            action = bots[seat].choose(s.observation(seat), legal, rngs[seat])
            assert action in legal
            s.apply(action)


def test_medium_bids_from_hand_strength():
    strong = cs("EC PC MC OC 10C EV PV EF PF EB 2V 3V 4V")
    weak = cs("2C 5V 6V 7V 6F 7F 8F 2B 3B 4B 5B 6B 7B")
    assert estimate_tricks(strong, "C") > 8 > 1 > estimate_tricks(weak, "C")
    s = deal({0: " ".join(map(str, strong)), 2: " ".join(map(str, weak))})
    run(s, "dare 0", "dare 0", "pass", "pass", "pass", "pass")
    bot = MediumBot()
    high = int(bot.choose(s.observation(0), s.legal_actions(), random.Random(0)).args[0])
    run(s, f"bid {high}", "bid 3")
    low = int(bot.choose(s.observation(2), s.legal_actions(), random.Random(0)).args[0])
    assert high >= 8 and low <= 1


def test_medium_declares_worthwhile_melds_and_dares():
    s = deal({0: "9V 9F 9B 2V 3V 4V"})
    obs = s.observation(0)
    assert MediumBot().choose(obs, s.legal_actions(), random.Random(0)) == Action("dare", ("10",))
    run(s, "dare 10", "dare 10")
    choice = MediumBot().choose(s.observation(0), s.legal_actions(), random.Random(0))
    assert choice.kind == "meld" and classify_meld(cs(" ".join(choice.args))) == "triad"
    # a lone Run(3) is worth its cost, but not a $10 dare on top of it
    lone_run = {0: "2V 3V 4V 6V 8V 10V MV 2F 4F 6F 8F 10F MF"}
    for dare, expected in (("10", "pass"), ("0", "meld")):
        s = deal(lone_run)
        run(s, "dare 10", f"dare {dare}")
        assert [len(m) for m in find_melds(s.hands[0])] == [3]
        choice = MediumBot().choose(s.observation(0), s.legal_actions(), random.Random(0))
        assert choice.kind == expected


def test_medium_does_not_overtake_a_partner_winning_trick():
    # West's Commander is winning; East, last to play with EV and 4V, plays low.
    s = deal({0: "2V", 1: "MV", 2: "3V", 3: "EV 4V"})
    _to_play(s)
    run(s, "play 2V", "play MV", "play 3V")
    obs, legal = s.observation(3), s.legal_actions()
    assert {a.args[0] for a in legal} == {"EV", "4V"}
    assert MediumBot().choose(obs, legal, random.Random(0)) == Action("play", ("4V",))
    assert EasyBot().choose(obs, legal, random.Random(0)) == Action("play", ("EV",))


def test_medium_wins_an_opponent_trick_cheaply_when_last():
    s = deal({0: "10V", 1: "3V", 2: "4V", 3: "OV MV PV 2B"})
    _to_play(s)
    run(s, "play 10V", "play 3V", "play 4V")
    choice = MediumBot().choose(s.observation(3), s.legal_actions(), random.Random(0))
    assert choice == Action("play", ("OV",))


def test_bot_decisions_depend_only_on_the_observation():
    """Swapping hidden cards between two other seats changes nothing the bot sees or does."""
    rng = random.Random(3)
    for level in ("easy", "medium"):
        checked = 0
        for seed in range(6):
            s = dm.new_state(DeclarationOptions(), 300 + seed)
            for _ in range(rng.randrange(10, 40)):
                s.apply(s.legal_actions()[rng.randrange(len(s.legal_actions()))])
            me = s.current_player
            a, b = [x for x in range(4) if x != me][:2]
            free_a = [c for c in s.hands[a] if c not in s.meld_sets[a]]
            free_b = [c for c in s.hands[b] if c not in s.meld_sets[b]]
            if not free_a or not free_b:
                continue
            other = s.clone()
            ca, cb = free_a[0], free_b[-1]
            other.hands[a] = dm.sort_cards([cb if c == ca else c for c in other.hands[a]])
            other.hands[b] = dm.sort_cards([ca if c == cb else c for c in other.hands[b]])
            assert other.snapshot() != s.snapshot()
            assert other.observation(me) == s.observation(me)
            bot = BOTS[level]()
            for k in range(3):
                assert bot.choose(
                    s.observation(me), s.legal_actions(), random.Random(k)
                ) == bot.choose(other.observation(me), other.legal_actions(), random.Random(k))
            checked += 1
        assert checked >= 3


def test_medium_beats_easy():
    wins = Counter()
    games = 16
    for g in range(games):
        medium_team = g % 2
        bots = [MediumBot() if s % 2 == medium_team else EasyBot() for s in range(4)]
        final = play_game(GAME, DeclarationOptions(), bots, seed=2000 + g)
        w = final.winners
        wins[
            "medium" if w == (medium_team,) else "easy" if w == (1 - medium_team,) else "draw"
        ] += 1
    assert wins["medium"] >= 10, wins


def test_event_and_observation_data_are_json():
    s = dm.new_state(DeclarationOptions(), 8)
    rng = random.Random(8)
    while s.hand_no < 2:
        for e in s.apply(s.legal_actions()[rng.randrange(len(s.legal_actions()))]):
            json.dumps(e)  # an event's fields are JSON data
    obs = s.observation(0)
    assert obs.pot_total == s.pot_total and obs.team == 0 and obs.partner == 2
    assert obs.last_settlement is not None and obs.last_settlement["hand"] == 1


def test_finished_hand_is_the_table_the_settlement_left_before_the_next_antes():
    """The settlement and the next hand's antes are one action; ``finished_hand`` keeps
    the table in between (what the GUI's summary opens over): every trick of the hand, the
    settled scores, purses and pot, no one to act. Later hands replace it, clones and
    replays agree, and the game itself goes on from the new hand unchanged."""
    s = dm.new_state(DeclarationOptions(ante=3, bid_stake=1), 4)
    rng = random.Random(4)
    assert s.finished_hand(0) is None
    before = None
    while s.hand_no == 1:
        if s.phase == "play" and len(s.tricks_history) == 12 and len(s.trick) == 3:
            before = s.observation(0)
        s.apply(s.legal_actions()[rng.randrange(len(s.legal_actions()))])
    assert before is not None and s.phase == "dare" and s.hand_no == 2
    ls = s.last_settlement
    end = s.finished_hand(0)
    assert end is not None and end.hand_no == 1 and end.phase == "play"
    assert end.current_player is None and end.legal == () and end.trick == ()
    assert len(end.tricks_history) == 13 and sum(end.seat_tricks) == 13
    assert list(end.purses) == ls["purses"] and list(end.scores) == ls["scores"]
    assert (end.pot_ante, end.pot_action) == (ls["pot_ante"], ls["pot_action"])
    assert end.tricks_history[:12] == before.tricks_history and end.bids == before.bids
    assert (end.melds, end.dealer, end.trump) == (before.melds, before.dealer, before.trump)
    # the next hand's antes came after it: 2 x ante per team
    assert [p - 2 * 3 for p in end.purses] == s.purses
    assert end.pot_ante + 4 * 3 == s.pot_ante
    # every seat sees the same table (nothing is left in hand)
    assert all(s.finished_hand(k) == replace(end, seat=k) for k in range(4))
    assert s.clone().finished_hand(0) == end
    replayed = dm.new_state(DeclarationOptions(ante=3, bid_stake=1), 4)
    for a in s.history:
        replayed.apply(a)
    assert replayed.finished_hand(0) == end
    # the view is not the game: the new hand goes on, and its end replaces the view
    while s.hand_no == 2 and not s.is_terminal:
        s.apply(s.legal_actions()[rng.randrange(len(s.legal_actions()))])
        assert s.finished_hand(0) == end or s.hand_no == 3 or s.is_terminal
    if s.hand_no == 3:
        assert s.finished_hand(0).hand_no == 2
