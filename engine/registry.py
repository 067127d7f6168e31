"""The registry of games: an explicit list, no import side effects."""

from __future__ import annotations

from engine.core import Game
from engine.games import belote, declaration, declare, frontier

GAMES: dict[str, Game] = {
    g.id: g for g in (declaration.GAME, frontier.GAME, belote.GAME, declare.GAME)
}


def get_game(game_id: str) -> Game:
    """The game with this id; ``KeyError`` naming the known ids otherwise."""
    try:
        return GAMES[game_id]
    except KeyError:
        raise KeyError(f"unknown game {game_id!r}; known: {', '.join(GAMES)}") from None


def list_games() -> list[Game]:
    """Every registered game, in registry order."""
    return list(GAMES.values())
