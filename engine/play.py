"""Headless play: run bots against each other through the same protocol the GUI uses."""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import fields
from typing import Any

from engine.ai import Bot, make_bot
from engine.core import Game, State
from engine.rng import derive_seed

__all__ = ["options_for_seats", "play_game"]


def options_for_seats(game: Game, data: dict[str, Any] | None, seats: int) -> Any:
    """Options from JSON data, with the seat count taken from ``seats`` when not given."""
    data = dict(data or {})
    if "players" not in data and any(f.name == "players" for f in fields(game.options_type)):
        data["players"] = seats
    return game.options_from_dict(data)


def play_game(
    game: Game, options: Any, bots: Sequence[Bot], seed: int, max_actions: int = 200_000
) -> State:
    """Play one game to the end with ``bots[seat]`` choosing for each seat."""
    state = game.new_state(options, seed)
    rngs = [random.Random(derive_seed(seed, "ai", s)) for s in range(len(bots))]
    for _ in range(max_actions):
        seat = state.current_player
        if seat is None:
            return state
        legal = state.legal_actions()
        action = (
            legal[0]
            if len(legal) == 1
            else bots[seat].choose(state.observation(seat), legal, rngs[seat])
        )
        state.apply(action)
    raise RuntimeError(f"game did not end within {max_actions} actions")


def bots_for(game: Game, levels: Sequence[str]) -> list[Bot]:
    """One bot per seat."""
    return [make_bot(game.id, lv) for lv in levels]
