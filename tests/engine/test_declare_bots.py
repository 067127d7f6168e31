"""Declare bots: legal, reproducible, blind to hidden cards, and Medium stronger than Easy."""

from __future__ import annotations

import dataclasses
import math
import random

import pytest

from engine.ai import make_bot
from engine.cards import Card
from engine.core import Action
from engine.games.declare.bots import HardBot, OpponentModel, _match_win, _Planner, turns_played
from engine.games.declare.state import DECK, DeclareOptions, card_value, new_state
from engine.play import bots_for, play_game
from engine.registry import get_game
from engine.rng import derive_seed


def test_medium_beats_easy():
    game = get_game("declare")
    bots = bots_for(game, ["medium", "easy", "easy", "easy"])
    n, wins = 160, 0
    for i in range(n):
        state = play_game(game, DeclareOptions(), bots, derive_seed(99, "game", i))
        wins += 0 in state.result().winners
    # an Easy seat would win about a quarter of the matches
    assert wins / n > 0.32, wins / n


def shuffle_hidden(state, seat, rng):
    """A different world with the same observation for ``seat``: swap the unknown cards of
    other hands with cards of the draw pile."""
    world = state.clone()
    for s in range(world.n):
        if s == seat:
            continue
        for i, card in enumerate(world.hands[s]):
            if card in world.known[s] or not world.draw:
                continue
            j = rng.randrange(len(world.draw))
            world.hands[s][i], world.draw[j] = world.draw[j], card
    rng.shuffle(world.draw)
    return world


@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
def test_bots_never_peek(level):
    rng = random.Random(3)
    state = new_state(DeclareOptions(players=4, go_arounds=0), seed=8)
    bot = make_bot("declare", level)
    checked = 0
    while not state.is_terminal and checked < 150:
        seat = state.current_player
        obs = state.observation(seat)
        other = shuffle_hidden(state, seat, rng)
        assert other.observation(seat) == obs
        legal = state.legal_actions()
        seed = derive_seed(1, len(state.history))
        a = bot.choose(obs, legal, random.Random(seed))
        b = bot.choose(other.observation(seat), other.legal_actions(), random.Random(seed))
        assert a == b and a in legal
        state.apply(a)
        checked += 1
    assert checked > 50


def test_every_round_ends_with_bots():
    game = get_game("declare")
    opts = DeclareOptions(players=6, declare_limit=5, rounds=3)
    bots = bots_for(game, ["medium", "easy"] * 3)
    for i in range(20):
        assert play_game(game, opts, bots, i, max_actions=50_000).is_terminal


# -- Hard --------------------------------------------------------------------------------------

C = Card.parse

LARGE = DeclareOptions(players=20, hand_size=4, decks=2, go_arounds=1, rounds=1)


@pytest.mark.parametrize(
    "options",
    [
        DeclareOptions(players=2, rounds=2),
        DeclareOptions(players=3, hand_size=10, declare_limit=5, go_arounds=0, rounds=2),
        DeclareOptions(players=4, declare_limit=7, go_arounds=6, rounds=1),
        DeclareOptions(players=5, hand_size=7, decks=3, rounds=2, unlimited=True),
        DeclareOptions(players=8, hand_size=6, go_arounds=2, rounds=1, declare_limit=5),
        LARGE,
        DeclareOptions(players=20, hand_size=10, decks=4, go_arounds=0, declare_limit=7, rounds=1),
    ],
)
def test_hard_plays_legally_to_the_end(options):
    """Every action of every seat goes through the engine's checks; the match ends."""
    game = get_game("declare")
    levels = ["hard", "medium", "easy", "hard"] * 5
    bots = bots_for(game, levels[: options.players])
    state = play_game(game, options, bots, seed=11, max_actions=60_000)
    assert state.is_terminal
    if options.players == 20:
        assert any(a.kind == "declare" for a in state.history)  # also at a 20-seat table
    # every round ended by a declare or, nobody declaring in time, void (rule decision 9):
    # 8 seats with 6-card hands under 5 took Hard and Medium 323 go-arounds to declare
    if not options.unlimited:
        assert state.round_no == options.rounds


def test_hard_is_reproducible_from_a_seed():
    game = get_game("declare")
    opts = DeclareOptions(players=4, rounds=2)
    bots = bots_for(game, ["hard"] * 4)
    a = play_game(game, opts, bots, seed=21)
    b = play_game(game, opts, bots_for(game, ["hard"] * 4), seed=21)
    assert a.snapshot() == b.snapshot()
    assert [str(x) for x in a.history] == [str(x) for x in b.history]


@pytest.mark.parametrize("options", [DeclareOptions(players=4, go_arounds=0), LARGE])
def test_hard_never_peeks(options):
    """The decision is the same in every world that gives this seat the same observation."""
    rng = random.Random(4)
    state = new_state(options, seed=9)
    bot = make_bot("declare", "hard")
    checked = 0
    while not state.is_terminal and checked < 120:
        seat = state.current_player
        obs = state.observation(seat)
        other = shuffle_hidden(state, seat, rng)
        assert other.observation(seat) == obs
        legal = state.legal_actions()
        seed = derive_seed(2, len(state.history))
        a = bot.choose(obs, legal, random.Random(seed))
        b = bot.choose(other.observation(seat), other.legal_actions(), random.Random(seed))
        assert a == b and a in legal
        state.apply(a)
        checked += 1
    assert checked > 60


def two_seats(seat0, seat1, face_up, **opts):
    """Two players, seat 0 deals, seat 1 starts; hands dealt one card at a time."""
    options = DeclareOptions(players=2, hand_size=len(seat0), **opts)
    order = [C(c) for pair in zip(seat1, seat0, strict=True) for c in pair]
    order += [C(c) for c in face_up]
    return new_state(options, seed=3, deck=order)


def test_model_knows_a_picked_card_until_its_holder_throws_it():
    s = two_seats(["9S", "9H", "8S", "8H"], ["KS", "KH", "2C", "5C"], ["QS", "4D"])
    s.apply("joker 0")  # Q is the joker rank; 4D starts the pile
    s.apply("throw K")
    s.apply("pick 4D")  # seat 1 takes the 4 face up
    model = OpponentModel(s.observation(0))
    assert model.seats == [1]
    assert model.known_total[1] == 4 and model.unknown[1] == 2
    rng = random.Random(1)
    assert all(model.sample_totals(rng)[0] >= 4 + 0 for _ in range(200))
    assert model.expected_total(1) > 4
    s.apply("throw 9")
    s.apply("pick draw")
    assert OpponentModel(s.observation(0)).known_total[1] == 4  # still held
    s.apply("throw 4")  # seat 1 throws it: no longer known
    s.apply("pick draw")
    model = OpponentModel(s.observation(0))
    assert model.known_total[1] == 0 and model.unknown[1] == 3


def test_model_knows_a_hand_of_known_cards_exactly():
    s = two_seats(["9S", "9H", "8S", "8H"], ["KS", "KH", "2C", "5C"], ["QS", "4D"])
    s.apply("joker 0")
    obs = dataclasses.replace(s.observation(0), hand_counts=(4, 2), known=((), (C("3D"), C("AC"))))
    model = OpponentModel(obs)
    rng = random.Random(2)
    assert {model.sample_totals(rng)[0] for _ in range(50)} == {4}
    assert model.expected_total(1) == 4


def test_opponents_who_played_longer_are_expected_lower():
    state = new_state(DeclareOptions(players=3, go_arounds=5), seed=4)
    bots = bots_for(get_game("declare"), ["medium"] * 3)
    rng = random.Random(0)
    means = []
    while state.turns_done < 12:
        seat = state.current_player
        obs = state.observation(seat)
        if obs.phase == "turn" and state.turns_done % 3 == 0:
            model = OpponentModel(obs)
            s = model.seats[0]
            assert turns_played(obs, s) == sum(
                1 for t in range(state.turns_done) if (obs.dealer + 1 + t) % 3 == s
            )
            odds = model.value_odds(s)
            means.append(sum(v * w for v, w in enumerate(odds)) / sum(odds))
        state.apply(bots[seat].choose(obs, state.legal_actions(), rng))
    assert means[0] > means[-1]  # the same unseen cards, held longer, count for less


def test_draw_odds_lean_high_and_sum_to_one():
    state = new_state(DeclareOptions(players=6, go_arounds=4), seed=6)
    bots = bots_for(get_game("declare"), ["medium"] * 6)
    rng = random.Random(0)
    while state.turns_done < 18:
        seat = state.current_player
        state.apply(bots[seat].choose(state.observation(seat), state.legal_actions(), rng))
    obs = state.observation(state.current_player)
    model = OpponentModel(obs)
    odds = model.draw_odds()
    assert sum(odds.values()) == pytest.approx(1.0)
    jr = obs.joker_rank
    value = {r: card_value(Card.of(r, "S"), jr) for r in odds}
    pool = [card_value(c, jr) for c in model.pool]
    assert sum(value[r] * p for r, p in odds.items()) > sum(pool) / len(pool)


def brute_value(planner, hand, k):
    """The planner's definition, computed the slow way."""
    if k == 0:
        return sum(planner.values[r] for r in hand) + planner.card_weight * len(hand)
    best = float("inf")
    for r in set(hand):
        rest = [x for x in hand if x != r]
        best = min(
            best, sum(p * brute_value(planner, [*rest, c], k - 1) for c, p, _ in planner.draw)
        )
    return best


def test_planner_closed_form_matches_brute_force():
    rng = random.Random(5)
    ranks = DECK.ranks
    for _ in range(40):
        jr = rng.choice(ranks)
        values = {r: card_value(Card.of(r, "S"), jr) for r in ranks}
        weights = [rng.random() for _ in ranks]
        draw = {r: w / sum(weights) for r, w in zip(ranks, weights, strict=True)}
        weight = rng.choice([0.0, 1.0, 2.5])
        hand = tuple(rng.choice(ranks[:6]) for _ in range(rng.randint(1, 6)))
        planner = _Planner(values, draw, weight)
        for k in (0, 1, 2):
            assert planner.value(hand, k) == pytest.approx(brute_value(planner, hand, k))


def declare_spot(mine, theirs, known_low=None, players=2):
    """Seat 1's observation at its first turn, declaring allowed, when every opponent holds
    ``theirs`` (or, for seat ``known_low``, a lone ace), all picked face up and so known."""
    state = new_state(DeclareOptions(players=players, decks=2, go_arounds=0), seed=7)
    used = {C(c).rank for c in [*mine, *theirs, "AC"]}
    free = [i for i, c in enumerate(state.observation(1).face_up) if c.rank not in used]
    state.apply(f"joker {free[0]}")
    hands = [[C(c) for c in theirs] for _ in range(players)]
    if known_low is not None:
        hands[known_low] = [C("AC~1")]
    hands[1] = [C(c) for c in mine]
    known = tuple(() if s == 1 else tuple(h) for s, h in enumerate(hands))
    return dataclasses.replace(
        state.observation(1),
        hand=tuple(hands[1]),
        hand_counts=tuple(len(h) for h in hands),
        known=known,
    )


@pytest.mark.parametrize("players", [2, 20])
def test_hard_declares_exactly_when_it_is_sure_to_be_lowest(players):
    bot = HardBot()
    high = ["KS~1", "KH~1", "QD~1"]
    sure = declare_spot(["AS", "2S"], high, players=players)
    assert bot.choose(
        sure, [Action("declare"), Action("throw", ("2",))], random.Random(1)
    ) == Action("declare")
    beaten = declare_spot(["AS", "2S"], high, known_low=0, players=players)
    assert bot.choose(
        beaten, [Action("declare"), Action("throw", ("2",))], random.Random(1)
    ) != Action("declare")


def test_declare_value_counts_the_gain_and_the_penalty_in_points():
    """A good declare gains what the others add; a bad one costs every hand's total."""
    bot = HardBot()
    rng = random.Random(3)
    spot = declare_spot(["AS", "2S", "3S"], ["KS~1", "KH~1"])
    p, now, _ = bot.declare_value(unlimited(spot), OpponentModel(spot), after=6.0, rng=rng)
    assert p == 1.0 and now == pytest.approx(20.0)
    # in a fixed-length match the chance of winning it counts too: round 1 of 5, a 20-point
    # lead that may move by round_spread per round over the 4 rounds left
    p, now, _ = bot.declare_value(spot, OpponentModel(spot), after=6.0, rng=rng)
    assert p == 1.0 and now == pytest.approx(20.0 + HardBot.match_weight * lead_kept(20))
    spot = declare_spot(["AS", "2S", "3S"], ["4S~1", "4H~1"], known_low=0)
    p, now, _ = bot.declare_value(unlimited(spot), OpponentModel(spot), after=6.0, rng=rng)
    assert p == 0.0 and now == pytest.approx(-7.0)  # 6 + the ace: the declarer adds 7
    p, now, _ = bot.declare_value(spot, OpponentModel(spot), after=6.0, rng=rng)
    assert p == 0.0 and now == pytest.approx(-7.0 + HardBot.match_weight * lead_kept(-7))


def unlimited(obs):
    """The same observation in an unlimited match (no match-win chance to weigh)."""
    return dataclasses.replace(obs, options=dataclasses.replace(obs.options, unlimited=True))


def lead_kept(lead, rounds_left=4):
    """The chance a lead is still a lead after the rounds left (normal, round_spread each)."""
    spread = HardBot.round_spread * math.sqrt(rounds_left)
    return 0.5 * (1 + math.erf(lead / (spread * math.sqrt(2))))


def test_a_dragging_round_makes_hard_declare_at_last():
    """Twenty seats, a low total but little chance to be lowest: Hard plays on at first,
    and declares once the round has dragged on, so a table of Hard bots ends its rounds."""
    spot = declare_spot(["AS", "3S"], ["KS~1", "KH~1"], players=20)
    spot = dataclasses.replace(spot, known=((),) * 20)  # nobody's cards are known
    legal = [Action("declare"), Action("throw", ("A",)), Action("throw", ("3",))]
    assert HardBot().choose(spot, legal, random.Random(1)) != Action("declare")
    late = dataclasses.replace(spot, turns_done=spot.declare_from + 45 * 20)
    assert HardBot().choose(late, legal, random.Random(1)) == Action("declare")


def test_medium_bots_never_trade_the_same_cards_forever():
    """Found by the soak: two Medium bots that cannot declare (8 cards, limit 7) picked each
    other's throws round after round. After LONG_ROUND go-arounds they draw instead."""
    from engine.ai import make_bot
    from engine.conformance import check_playout
    from engine.registry import get_game

    game = get_game("declare")
    options = game.options_from_dict(
        {
            "players": 2,
            "hand_size": 8,
            "decks": 6,
            "declare_limit": 7,
            "go_arounds": 10,
            "rounds": 48,
            "unlimited": False,
            "turn_time": 99,
        }
    )
    bots = [make_bot("declare", "medium"), make_bot("declare", "medium")]
    state = check_playout(game, options, 518178186, bots=bots, roundtrip=False)
    assert state.is_terminal


def test_match_win_chance_grows_with_the_lead_and_is_exact_in_the_last_round():
    scores = [10, 30, 30, 50]
    assert _match_win(scores, 0, [0, 0, 0, 0]) == 1.0
    assert _match_win(scores, 0, [20, 0, 0, 0]) == 0.5  # tied with two others: joint
    assert _match_win(scores, 0, [21, 0, 0, 0]) == 0.0
    chances = [_match_win(scores, 0, [a, 0, 0, 0], spread=14.0) for a in (0, 10, 20, 40)]
    assert all(0.0 < c < 1.0 for c in chances)
    assert chances == sorted(chances, reverse=True)
    # level with everyone, rounds to go: an even chance against each of the three
    assert _match_win([5] * 4, 2, [0] * 4, spread=14.0) == pytest.approx(0.125)


def test_hard_plans_ahead_once_declaring_opens_only_head_to_head():
    """Before declaring opens Hard plans its turns up to the opening (at most two); after, one
    more turn at two players, none at more: there the round often ends before its next
    turn, so the hand it holds after this turn is what counts."""
    bot = HardBot()
    for players, after_open in ((2, 1), (4, 0), (8, 0)):
        obs = new_state(DeclareOptions(players=players, go_arounds=3), seed=1).observation(0)
        n = players
        assert bot.horizon(dataclasses.replace(obs, turns_done=0)) == 2
        assert bot.horizon(dataclasses.replace(obs, turns_done=n + 1)) == 1
        assert bot.horizon(dataclasses.replace(obs, turns_done=3 * n)) == after_open
        assert bot.horizon(dataclasses.replace(obs, turns_done=9 * n)) == after_open


@pytest.mark.parametrize("players", [4, 20])
def test_hard_weighs_a_declare_on_a_fixed_count_of_sampled_deals(players, monkeypatch):
    """Issue #23: a fixed number of sampled opponent deals per declare decision, whatever the
    clock says, so a decision is the same on a fast or a loaded machine (seeded)."""
    calls = []
    real = OpponentModel.sample_totals

    def counted(self, rng):
        calls.append(1)
        return real(self, rng)

    monkeypatch.setattr(OpponentModel, "sample_totals", counted)
    spot = declare_spot(["AS", "3S"], ["5S~1", "6H~1"], players=players)
    spot = dataclasses.replace(spot, known=((),) * players)  # nobody's cards are known
    legal = [Action("declare"), Action("throw", ("A",)), Action("throw", ("3",))]
    first = HardBot().choose(spot, legal, random.Random(5))
    assert len(calls) == HardBot.samples
    calls.clear()
    assert HardBot().choose(spot, legal, random.Random(5)) == first
    assert len(calls) == HardBot.samples
