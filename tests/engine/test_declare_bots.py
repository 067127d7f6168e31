"""Declare bots: legal, reproducible, blind to hidden cards, and Medium stronger than Easy."""

from __future__ import annotations

import random

import pytest

from engine.ai import make_bot
from engine.games.declare import DeclareOptions, new_state
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


@pytest.mark.parametrize("level", ["easy", "medium"])
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
