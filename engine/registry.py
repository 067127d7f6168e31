"""The registry of games: the packages of ``engine.games`` and the games given to ``register``.

Each package ``engine/games/<id>/`` exports its :class:`~engine.core.Game` as ``GAME``; the
registry finds them on first use (importing this module imports no game) and keeps them in
the app's order (``Game.order``). A game that lives elsewhere (the tests' extra game) joins
with :func:`register`. Every game is checked as it joins: a wrong one fails loudly there.
"""

from __future__ import annotations

import importlib
import pkgutil
from typing import Any

import engine.games
from engine.core import Game

__all__ = ["get_game", "list_games", "register", "unregister"]  # and ``GAMES``, found on use

_games: dict[str, Game] | None = None
"""Every game by id, in the app's order, once found (``GAMES``)."""


def _registry() -> dict[str, Game]:
    global _games
    if _games is None:
        found: dict[str, Game] = {}
        for info in pkgutil.iter_modules(engine.games.__path__, f"{engine.games.__name__}."):
            if info.ispkg:
                module = importlib.import_module(info.name)
                game = _check(getattr(module, "GAME", None), found, info.name)
                found[game.id] = game
        _games = _in_order(found)
    return _games


def _in_order(games: dict[str, Game]) -> dict[str, Game]:
    return {g.id: g for g in sorted(games.values(), key=lambda g: (g.order, g.id))}


def _check(game: Any, known: dict[str, Game], where: str = "register") -> Game:
    """``game``, unless it cannot be a game beside ``known`` (``Game`` checks its fields)."""
    if not isinstance(game, Game):
        raise TypeError(f"{where}: GAME must be an engine.core.Game, not {type(game).__name__}")
    if game.id in known:
        raise ValueError(f"{where}: a game {game.id!r} is already registered")
    state = game.new_state(game.options_type(), 0)
    if state.game is not game:
        raise ValueError(f"{where}: the states of {game.id!r} do not belong to its GAME")
    return game


def register(game: Game) -> Game:
    """Add a game that lives outside ``engine.games``; returns it.

    Raises ``TypeError`` for something that is not a ``Game`` and ``ValueError`` for an id
    already taken or states that do not name ``game`` as theirs.
    """
    games = _registry()
    games[game.id] = _check(game, games)
    ordered = _in_order(games)
    games.clear()
    games.update(ordered)  # the same dict: ``GAMES`` imported anywhere sees the change
    return game


def unregister(game_id: str) -> None:
    """Remove a game (a test's game, once the test is done); ``KeyError`` if unknown."""
    get_game(game_id)
    del _registry()[game_id]


def get_game(game_id: str) -> Game:
    """The game with this id; ``KeyError`` naming the known ids otherwise."""
    games = _registry()
    try:
        return games[game_id]
    except KeyError:
        raise KeyError(f"unknown game {game_id!r}; known: {', '.join(games)}") from None


def list_games() -> list[Game]:
    """Every registered game, in the app's order."""
    return list(_registry().values())


def __getattr__(name: str) -> Any:
    if name == "GAMES":  # found on first use, as everything here
        return _registry()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
