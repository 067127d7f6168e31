"""The bot protocol and the bot registry.

A bot chooses from the legal actions using only its seat's observation and an RNG it is
given, so it cannot peek at hidden cards and each decision can be reproduced from a seed.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Protocol

from engine.core import Action, Observation

__all__ = ["BOT_LEVELS", "Bot", "RandomBot", "make_bot"]

BOT_LEVELS = ("random", "easy", "medium", "hard")


class Bot(Protocol):
    """Chooses one of ``legal`` for the seat that ``observation`` belongs to."""

    name: str

    def choose(
        self, observation: Observation, legal: Sequence[Action], rng: random.Random
    ) -> Action:
        """Pick an action."""
        ...


class RandomBot:
    """A uniformly random legal action: the baseline and test opponent."""

    name = "random"

    def choose(
        self, observation: Observation, legal: Sequence[Action], rng: random.Random
    ) -> Action:
        """Pick uniformly."""
        return legal[rng.randrange(len(legal))]


def _factories() -> dict[str, dict[str, Callable[[], Bot]]]:
    from engine.ai import belote, declaration, declare, frontier

    return {
        "belote": belote.BOTS,
        "declaration": declaration.BOTS,
        "declare": declare.BOTS,
        "frontier": frontier.BOTS,
    }


def make_bot(game_id: str, level: str) -> Bot:
    """A bot of this level for this game. Hard falls back to the best level the game has."""
    if level == "random":
        return RandomBot()
    table = _factories().get(game_id, {})
    if level not in BOT_LEVELS:
        raise ValueError(f"unknown bot level {level!r}; known: {', '.join(BOT_LEVELS)}")
    for lv in BOT_LEVELS[BOT_LEVELS.index(level) :: -1]:
        if lv in table:
            return table[lv]()
    return RandomBot()
