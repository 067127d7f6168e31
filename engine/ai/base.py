"""Bots: making one of a game's levels (the game's own bots, from its ``Game``), and the
random baseline every game has. The protocol and the level names are in :mod:`engine.core`.

A bot chooses from the legal actions using only its seat's observation and an RNG it is
given, so it cannot peek at hidden cards and each decision can be reproduced from a seed.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any

from engine.core import BOT_LEVELS, Action, Bot, BotLevel, Observation
from engine.registry import get_game

__all__ = [
    "BOT_LEVELS",
    "Bot",
    "BotLevel",
    "RandomBot",
    "bot_factory",
    "choose_explained",
    "choose_text",
    "choose_with",
    "exit_with_parent",
    "levels_for",
    "make_bot",
]


class RandomBot:
    """A uniformly random legal action: the baseline and test opponent."""

    name = BotLevel.RANDOM

    def choose(
        self, observation: Observation, legal: Sequence[Action], rng: random.Random
    ) -> Action:
        """Pick uniformly."""
        return legal[rng.randrange(len(legal))]


def choose_text(
    game_id: str, level: str, observation: Observation, legal: Sequence[Action], seed: int
) -> str:
    """One decision as text, by a bot of this game and level."""
    return choose_with(bot_factory(game_id, level), observation, legal, seed)


def choose_with(
    factory: Callable[[], Bot[Any]], observation: Observation, legal: Sequence[Action], seed: int
) -> str:
    """One decision as text, by a fresh bot from ``factory``: what the GUI's search process
    runs (picklable in and out). The factory (a bot class) is found here, from the registry,
    and travels by reference, so the search process needs no registry of its own: a game
    given to ``engine.registry.register`` is played there too."""
    return str(factory().choose(observation, legal, random.Random(seed)))


def choose_explained(
    factory: Callable[[], Bot[Any]],
    game_id: str,
    observation: Observation,
    legal: Sequence[Action],
    seed: int,
) -> tuple[str, Any]:
    """One decision as text and its reason (:func:`engine.ai.reasons.explain`): what the
    GUI's search process runs for a hint."""
    from engine.ai.reasons import explain

    action = factory().choose(observation, legal, random.Random(seed))
    return str(action), explain(game_id, observation, legal, action)


def exit_with_parent() -> None:
    """Search-process initializer: end this process as soon as the app that started it
    ends, however it ends (a killed app must not leave a search running)."""
    import multiprocessing
    import os
    import threading
    from multiprocessing.connection import wait

    parent = multiprocessing.parent_process()
    if parent is None:
        return

    def watch() -> None:
        wait([parent.sentinel])
        os._exit(0)

    threading.Thread(target=watch, name="exit-with-parent", daemon=True).start()


def levels_for(game_id: str) -> tuple[str, ...]:
    """The levels a game's bots really have (Easy, Medium, ...), weakest first."""
    bots = get_game(game_id).bots
    return tuple(lv for lv in BOT_LEVELS if lv in bots)


def make_bot(game_id: str, level: str) -> Bot[Any]:
    """A bot of this level for this game. Hard falls back to the best level the game has."""
    return bot_factory(game_id, level)()


def bot_factory(game_id: str, level: str) -> Callable[[], Bot[Any]]:
    """What makes a bot of this level for this game (``make_bot`` calls it): the game's
    own, falling back to its best level below, else ``RandomBot``."""
    if level == BotLevel.RANDOM:
        return RandomBot
    if level not in BOT_LEVELS:
        raise ValueError(f"unknown bot level {level!r}; known: {', '.join(BOT_LEVELS)}")
    bots = get_game(game_id).bots
    for lv in BOT_LEVELS[BOT_LEVELS.index(level) :: -1]:
        if lv in bots:
            return bots[lv]
    return RandomBot
