"""A long saved game for the long-load tests and ``bench/long_load.py``: a 20-seat Declare
match whose seats play legal moves at random (never declaring, never stopping), so rounds
run to their void and the record grows to any length without ending."""

from __future__ import annotations

import random
from typing import Any

from engine.match import Match
from engine.registry import get_game

OPTIONS = {"players": 20, "go_arounds": 20, "rounds": 50, "decks": 10, "hand_size": 10}


def long_record(actions: int, seed: int = 7) -> dict[str, Any]:
    """The record of a game in progress after ``actions`` actions (the player in seat 0)."""
    game = get_game("declare")
    options = game.options_from_dict(OPTIONS)
    n = game.players_of(options)
    match = Match.new(
        game, options, seed, ["human"] + ["easy"] * (n - 1), [f"P{i}" for i in range(n)]
    )
    rng = random.Random(seed)
    for _ in range(actions):
        legal = match.state.legal_actions()
        calm = [a for a in legal if a.kind not in ("stop", "declare")]
        match.apply(rng.choice(calm or legal))
        if match.state.is_terminal:
            raise ValueError(f"the game ended before {actions} actions")
    return match.record()
