"""The bot protocol and the bot registry.

A bot chooses from the legal actions using only its seat's observation and an RNG it is
given, so it cannot peek at hidden cards and each decision can be reproduced from a seed.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Protocol

from engine.core import Action, Observation

__all__ = [
    "BOT_LEVELS",
    "Bot",
    "RandomBot",
    "choose_text",
    "exit_with_parent",
    "levels_for",
    "make_bot",
]

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
    from engine.games.belote import bots as belote
    from engine.games.declaration import bots as declaration
    from engine.games.declare import bots as declare
    from engine.games.frontier import bots as frontier

    return {
        "belote": belote.BOTS,
        "declaration": declaration.BOTS,
        "declare": declare.BOTS,
        "frontier": frontier.BOTS,
    }


def choose_text(
    game_id: str, level: str, observation: Observation, legal: Sequence[Action], seed: int
) -> str:
    """One decision as text: what the GUI's search process runs (picklable in and out)."""
    bot = make_bot(game_id, level)
    return str(bot.choose(observation, legal, random.Random(seed)))


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
    table = _factories().get(game_id, {})
    return tuple(lv for lv in BOT_LEVELS if lv in table)


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
