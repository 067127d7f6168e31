"""Headless play: run bots against each other through the same protocol the GUI uses."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import fields
from typing import Any

from engine.ai import Bot, make_bot
from engine.core import Game, State
from engine.match import Match

__all__ = ["bots_for", "options_for_seats", "play_game", "play_match"]


def options_for_seats(game: Game, data: dict[str, Any] | None, seats: int) -> Any:
    """Options from JSON data, with the seat count taken from ``seats`` when not given."""
    data = dict(data or {})
    if "players" not in data and any(f.name == "players" for f in fields(game.options_type)):
        data["players"] = seats
    return game.options_from_dict(data)


def play_game(
    game: Game, options: Any, bots: Sequence[Bot[Any]], seed: int, max_actions: int = 200_000
) -> State:
    """Play one game to the end with ``bots[seat]`` choosing for each seat, each drawing from
    its seat's own random stream (``Match.play_out``); returns the final state."""
    return play_match(game, options, bots, seed, max_actions).state


def play_match(
    game: Game, options: Any, bots: Sequence[Bot[Any]], seed: int, max_actions: int = 200_000
) -> Match:
    """As ``play_game``, the whole match (its actors, events and record) returned."""
    match = Match.new(game, options, seed, [b.name for b in bots], fair=False)
    match.play_out(bots, max_actions)
    return match


def bots_for(game: Game, levels: Sequence[str]) -> list[Bot[Any]]:
    """One bot per seat."""
    return [make_bot(game.id, lv) for lv in levels]
