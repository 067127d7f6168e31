"""Each game's table adapter: ``gui/games/<game id>.py`` defines ``ADAPTER``.

A game whose module is here gets a table in the app; the others play headless only.
"""

from __future__ import annotations

import importlib
import importlib.util

from gui.games.base import GameAdapter


def has_table(game_id: str) -> bool:
    """Whether the GUI can show this game."""
    return importlib.util.find_spec(f"gui.games.{game_id}") is not None


def adapter_for(game_id: str) -> GameAdapter:
    """A fresh adapter for the game's table."""
    if not has_table(game_id):
        raise KeyError(game_id)
    module = importlib.import_module(f"gui.games.{game_id}")
    return module.ADAPTER()  # type: ignore[no-any-return]
