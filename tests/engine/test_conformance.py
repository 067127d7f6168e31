"""Every registered game keeps the protocol's invariants over random playouts."""

from __future__ import annotations

from typing import Any, NamedTuple

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.conformance import check_playout
from engine.events import Event
from engine.games.belote.events import DealScored
from engine.games.declare.events import RoundScored
from engine.registry import get_game, list_games
from tests.plugin_game.engine_side import GAME as PLUGIN

GAME_IDS = [g.id for g in list_games()] + [PLUGIN.id]
"""The app's games and the tests' extra game, which plugs in through the registry alone."""


class _Gossip(NamedTuple):
    about: Any


class Gossip(_Gossip, Event):
    """A made-up event that tells what it should not (a card deep in its fields)."""

    __slots__ = ()
    kind = "gossip"


@pytest.fixture(scope="module", params=GAME_IDS)
def game(request):
    if request.param == PLUGIN.id:
        request.getfixturevalue("plugin_game")  # registered while its tests run
    return get_game(request.param)


@pytest.mark.parametrize("seed", range(6))
def test_random_playouts_keep_invariants(game, seed):
    final = check_playout(game, game.options_type(), seed)
    assert final.is_terminal
    result = final.result()
    assert result is not None and result.winners


@settings(max_examples=10, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**63 - 1))
def test_property_random_seeds(game, seed):
    check_playout(game, game.options_type(), seed, roundtrip=False)


def test_same_seed_same_record(game):
    import random

    from engine.records import make_record

    def run(disturb: bool):
        state = game.new_state(game.options_type(), 42)
        rng = random.Random(7)
        while not state.is_terminal:
            if disturb:
                random.random()  # the global RNG must not matter
            legal = state.legal_actions()
            state.apply(legal[rng.randrange(len(legal))])
        return make_record(state), state.snapshot()

    assert run(False) == run(True)


# The checks themselves: a game that breaks an invariant is caught.
def _declare():
    return get_game("declare")


@pytest.mark.parametrize(
    "break_cards",
    [
        lambda cards: cards[1:],  # a lost card
        lambda cards: cards[:-1] + cards[:1],  # a duplicated card (the count stays the same)
    ],
    ids=["lost", "duplicated"],
)
def test_a_lost_or_duplicated_card_is_caught(monkeypatch, break_cards):
    game = _declare()
    cls = type(game.new_state(game.options_type(), 1))
    real = cls.all_cards
    monkeypatch.setattr(
        cls,
        "all_cards",
        lambda self: break_cards(real(self)) if len(self.history) > 3 else real(self),
    )
    with pytest.raises(AssertionError, match="cards not conserved"):
        check_playout(game, game.options_type(), 1, roundtrip=False)


def test_an_observation_that_peeks_is_caught(monkeypatch):
    game = _declare()
    cls = type(game.new_state(game.options_type(), 1))
    real = cls.observation
    monkeypatch.setattr(
        cls, "observation", lambda self, seat: real(self, (seat + 1) % self.num_players)
    )
    with pytest.raises(AssertionError, match="sees hidden cards"):
        check_playout(game, game.options_type(), 1, roundtrip=False)


@pytest.mark.parametrize("api_rate", [1.0, 0.3])
def test_an_unfaithful_clone_is_caught(monkeypatch, api_rate):
    game = _declare()
    cls = type(game.new_state(game.options_type(), 1))
    real = cls.clone

    def drifting(self):
        twin = real(self)
        twin.scores = [s + 1 for s in twin.scores]  # a clone that is not a faithful copy
        return twin

    monkeypatch.setattr(cls, "clone", drifting)
    with pytest.raises(AssertionError, match="clone and original disagree on state"):
        check_playout(game, game.options_type(), 1, roundtrip=False, api_rate=api_rate)


def test_sampled_api_checks_play_the_same_game():
    """``api_rate`` changes what is checked, never which game is played."""
    game = _declare()
    full = check_playout(game, game.options_type(), 5, roundtrip=False)
    sampled = check_playout(game, game.options_type(), 5, roundtrip=False, api_rate=0.1)
    assert full.snapshot() == sampled.snapshot()


def test_a_score_that_drifts_from_its_events_is_caught(monkeypatch):
    game = _declare()
    cls = type(game.new_state(game.options_type(), 1))
    real = cls._end_round

    def drifting(self, declarer):
        events = real(self, declarer)
        for e in events:
            if isinstance(e, RoundScored):
                e.scores[0] += 1  # announces a score the round did not add
        return events

    monkeypatch.setattr(cls, "_end_round", drifting)
    with pytest.raises(AssertionError, match="round_scored: scores"):
        check_playout(game, game.options_type(), 1, roundtrip=False)


def test_belote_card_points_must_add_up(monkeypatch):
    belote = get_game("belote")
    state = belote.new_state(belote.options_type(), 1)  # With trump: 162 a deal
    rule = belote.score_check.rule
    scored = DealScored(1, "made", {}, None, [0, 0], [0, 0], [0, 0], [0, 0], [0, 0], 0, [0, 0])
    rule(state, scored._replace(card_points=[81, 81]))
    rule(state, scored._replace(card_points=[0, 252]))
    for wrong in ([81, 80], [252, 10], [162, 162]):
        with pytest.raises(AssertionError, match="do not add up to 162"):
            rule(state, scored._replace(card_points=wrong))


@pytest.mark.parametrize("game_id", ["frontier", "declaration"])
def test_the_money_check_counts_what_the_snapshot_publishes(game_id):
    game = get_game(game_id)
    state = game.new_state(game.options_type(), 4)
    for _ in range(60):
        if state.is_terminal:
            break
        snap = state.snapshot()
        published = (
            sum(snap["cash"]) + sum(snap["stakes"])
            if game_id == "frontier"
            else sum(snap["purses"]) + snap["pot_ante"] + snap["pot_action"]
        )
        assert game.money(state) == published
        state.apply(state.legal_actions()[0])


def test_money_that_vanishes_is_caught(monkeypatch):
    game = get_game("declaration")
    cls = type(game.new_state(game.options_type(), 1))
    real = cls._apply

    def leaking(self, action):
        events = real(self, action)
        if len(self.history) == 5:
            self.pot_action -= 1  # a chip lost from the pot
        return events

    monkeypatch.setattr(cls, "_apply", leaking)
    with pytest.raises(AssertionError, match="money not conserved"):
        check_playout(game, game.options_type(), 1, roundtrip=False, api_rate=0.0)


def test_an_event_that_names_a_hidden_card_is_caught(monkeypatch):
    """Even deep in an event's fields (a list inside a dict), a hidden card is found."""
    game = _declare()
    cls = type(game.new_state(game.options_type(), 1))
    real = cls._apply

    def telling(self, action):
        events = real(self, action)
        if len(self.history) == 3:
            secret = sorted(self.hidden_from(0), key=str)[0]
            events.append(Gossip([{"card": secret.text}]))
        return events

    monkeypatch.setattr(cls, "_apply", telling)
    with pytest.raises(AssertionError, match="name hidden cards"):
        check_playout(game, game.options_type(), 1, roundtrip=False, api_rate=0.0)


def test_event_cards_reads_every_card_text_and_nothing_else():
    from engine.conformance import event_cards
    from engine.games.declare.events import Picked, Thrown

    game = _declare()
    events = [
        Gossip(
            {
                "cards": ["AS", "10H"],
                "n": 3,
                "t": ("KD", "hello"),
                "deep": {"k": [["2C"]]},
                "bogus": "ZZ",
                "many": "AS KH",
            },
        ),
        Thrown(1, ["5S", "5H"]),
        Picked(2, "pile", "QS"),
        Picked(3, "draw"),
    ]
    found = {c.text for c in event_cards(events, game)}
    assert found == {"AS", "10H", "KD", "2C", "5S", "5H", "QS"}


def test_a_void_declare_round_must_score_nothing():
    game = _declare()
    state = game.new_state(game.options_type(), 1)
    rule = game.score_check.rule
    void = RoundScored(1, None, False, True, [[]] * 4, [9] * 4, [0] * 4, [0] * 4)
    rule(state, void)
    with pytest.raises(AssertionError, match="a void round scored"):
        rule(state, void._replace(added=[0, 3, 0, 0]))
    with pytest.raises(AssertionError, match="over the limit"):
        rule(state, void._replace(declarer=1, void=False, totals=[1, 11, 2, 3]))
