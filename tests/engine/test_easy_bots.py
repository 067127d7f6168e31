"""Easy is weaker through less memory and information, never through random blunders.

Over whole games of Easy bots, every decision Easy makes is asked again with differently
seeded RNGs: it must give the same action. The only exception is Declare's joker pick, a
blind choice among face-down cards where every choice is alike.
"""

from __future__ import annotations

import random

import pytest

from engine.ai import make_bot
from engine.registry import get_game

CASES = [
    ("declare", {}),
    ("declare", {"players": 6}),
    ("declaration", {}),
    ("declaration", {"void_lock": True}),
    ("belote", {"variant": "with_trump"}),
    ("belote", {"variant": "no_trump"}),
    ("belote", {"variant": "coinche", "rules": "official"}),
    ("frontier", {"players": 4}),
]
BLIND = {("declare", "joker")}  # choices among cards nobody can see


@pytest.mark.parametrize(("game_id", "options"), CASES, ids=[f"{g}-{o}" for g, o in CASES])
def test_easy_ignores_its_rng(game_id, options):
    game = get_game(game_id)
    state = game.new_state(game.options_from_dict(options), 11)
    bot = make_bot(game_id, "easy")
    asked = 0
    for _ in range(3000):
        seat = state.current_player
        if seat is None:
            break
        legal = state.legal_actions()
        obs = state.observation(seat)
        choices = {bot.choose(obs, legal, random.Random(k)) for k in range(4)}
        if (game_id, str(getattr(obs, "phase", ""))) not in BLIND and len(legal) > 1:
            assert len(choices) == 1, f"Easy's choice depends on luck: {sorted(map(str, choices))}"
            asked += 1
        state.apply(min(choices, key=str))
    assert asked > 20
