"""Each game's table adapter."""

from __future__ import annotations

from gui.games.base import GameAdapter


def adapter_for(game_id: str) -> GameAdapter:
    """A fresh adapter for the game's table."""
    from gui.games.declare import DeclareAdapter

    adapters = {"declare": DeclareAdapter}
    if game_id not in adapters:
        raise KeyError(game_id)
    return adapters[game_id]()


def has_table(game_id: str) -> bool:
    """Whether the GUI can show this game yet."""
    return game_id in ("declare",)
