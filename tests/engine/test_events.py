"""Typed events: every game makes only typed events, with a stable ``kind`` name and ``seat``;
hand boundaries are decided in one place (``engine.events``)."""

from __future__ import annotations

import importlib
import json
import pickle
import random

import pytest

from engine.core import Event
from engine.events import (
    HAND_BOUNDARY_KINDS,
    CardPlayed,
    Dealt,
    GameOver,
    HandEnded,
    HandStarted,
    Passed,
    Scored,
    is_hand_boundary,
)
from engine.games.belote.events import BidPassed
from engine.games.frontier.events import Bet, Raised
from engine.registry import list_games

# Options that between them make every kind of event of each game in a few playouts.
VARIANTS = {
    "belote": [
        {"variant": v, "rules": r}
        for v in ("with_trump", "no_trump", "coinche")
        for r in ("house", "official")
    ],
    "declaration": [{}],
    "declare": [{"players": 2}, {"players": 5}],
    "frontier": [{"players": 2}, {"players": 5}],
}
SEEDS = range(3)

# The kinds the GUI's undo and hand log always treated as a hand's start or end.
OLD_BOUNDARY = {
    "dealt",
    "round_started",
    "deal_started",
    "hand_started",
    "round_scored",
    "hand_scored",
    "deal_scored",
    "thrown_in",
    "round_ended",
    "game_over",
    "match_over",
}


def playouts(game):
    """Every event of random playouts of ``game`` in each of its ``VARIANTS``, one list per
    game played (its start's events first)."""
    for data in VARIANTS[game.id]:
        options = game.options_from_dict(data)
        for seed in SEEDS:
            state = game.new_state(options, seed)
            rng = random.Random(seed)
            events = list(state.events_of_start)
            while not state.is_terminal:
                legal = state.legal_actions()
                events += state.apply(legal[rng.randrange(len(legal))])
            yield events


@pytest.fixture(scope="module", params=[g.id for g in list_games()])
def game_events(request):
    game = next(g for g in list_games() if g.id == request.param)
    return game, list(playouts(game))


def test_every_kind_of_event_of_every_game_is_typed(game_events):
    game, games = game_events
    module = importlib.import_module(f"engine.games.{game.id}.events")
    declared = {getattr(module, name) for name in module.__all__}
    seen = set()
    for events in games:
        for e in events:
            seen.add(type(e))
            assert isinstance(e, Event) and isinstance(e, tuple), e
            assert type(e) in declared, f"{game.id} made {type(e).__name__}, not its own event"
            assert isinstance(type(e).__dict__.get("kind", type(e).kind), str)
            assert e.seat is None or 0 <= e.seat < 20
    # the playouts made every event class the game declares
    assert seen == declared, sorted(c.__name__ for c in declared - seen)


def test_events_round_trip_through_their_fields_pickle_and_json(game_events):
    _, games = game_events
    for events in games:
        for e in events:
            fields = e._asdict()
            assert type(e)(**fields) == e
            assert pickle.loads(pickle.dumps(e)) == e
            # the fields are JSON data: rebuilt from their JSON, the event is the same
            assert type(e)(**json.loads(json.dumps(fields))) == e


def test_each_game_starts_and_ends_its_hands_with_boundary_events(game_events):
    _, games = game_events
    for events in games:
        assert isinstance(events[0], HandStarted)
        assert isinstance(events[-1], GameOver)
        assert any(isinstance(e, Dealt) for e in events)
        assert any(isinstance(e, Scored) for e in events)
        for e in events:
            assert is_hand_boundary(e) == (e.kind in OLD_BOUNDARY), e
            assert (e.kind in HAND_BOUNDARY_KINDS) == is_hand_boundary(e)


def test_the_boundary_kinds_are_the_long_standing_ones():
    assert set(HAND_BOUNDARY_KINDS) == OLD_BOUNDARY
    for kind, cls in HAND_BOUNDARY_KINDS.items():
        assert issubclass(cls, (HandStarted, HandEnded)) and cls.kind == kind


def test_events_of_different_classes_never_compare_equal():
    assert Bet(0, 5, 5, 10) == Bet(0, 5, 5, 10)
    assert hash(Bet(0, 5, 5, 10)) == hash(Bet(0, 5, 5, 10))
    assert Bet(0, 5, 5, 10) != Raised(0, 5, 5, 10)
    assert Bet(0, 5, 5, 10) != (0, 5, 5, 10)
    assert Passed(1) != BidPassed(1, 1) and Passed(1) == Passed(1)
    assert Passed(1).kind == BidPassed(1, 1).kind == "passed"
    assert Bet(0, 5, 5, 10)._asdict() == {"seat": 0, "amount": 5, "paid": 5, "pot": 10}


def test_only_events_with_fields_are_made():
    for abstract in (Event, Scored, HandStarted):
        with pytest.raises(TypeError, match="abstract event class"):
            abstract()
    with pytest.raises(TypeError):
        Event("gossip", 2, {"about": "AS"})  # the untyped form is gone


def test_belote_plays_are_card_played_like_the_other_trick_games():
    game = next(g for g in list_games() if g.id == "belote")
    events = next(playouts(game))
    played = [e for e in events if isinstance(e, CardPlayed)]
    assert played and all(e.kind == "card_played" and e._fields == ("seat", "card") for e in played)
    assert "played" not in {e.kind for e in events}
