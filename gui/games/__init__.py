"""Each game's table, as one plugin object: ``gui/games/<game id>/`` exports ``PLUGIN``.

A ``TablePlugin`` carries every hook the shared GUI needs from a game (its table adapter
today; its words, statistics, rules text and tutorial as they move in). Shared modules ask
``plugin_for(game_id)`` and never name a game. A game whose package is here, or whose
plugin was given to ``register_plugin`` (a game that lives elsewhere, such as the tests'
own), gets a table in the app; the others play headless only.
"""

from __future__ import annotations

import importlib
import importlib.util
from collections.abc import Callable
from dataclasses import dataclass

from gui.games.base import GameAdapter
from gui.games.measures import GameMeasures

__all__ = ["TablePlugin", "adapter_for", "has_table", "plugin_for", "register_plugin"]


@dataclass(frozen=True)
class TablePlugin:
    """Everything the shared GUI needs from one game."""

    game_id: str
    adapter: Callable[[], GameAdapter]
    """A fresh table adapter."""
    measures: GameMeasures
    """Its statistics: its rounds' measures, its figures and its chart."""


_PLUGINS: dict[str, TablePlugin] = {}


def register_plugin(plugin: TablePlugin) -> None:
    """Add a game's table plugin (the built-in games are found by their package)."""
    if not isinstance(plugin, TablePlugin):
        raise TypeError(f"not a TablePlugin: {plugin!r}")
    _PLUGINS[plugin.game_id] = plugin


def has_table(game_id: str) -> bool:
    """Whether the GUI can show this game."""
    if game_id in _PLUGINS:
        return True
    try:
        return importlib.util.find_spec(f"gui.games.{game_id}") is not None
    except (ImportError, ValueError):
        return False


def plugin_for(game_id: str) -> TablePlugin:
    """The game's table plugin; ``KeyError`` for a game without a table."""
    if game_id not in _PLUGINS:
        if not has_table(game_id):
            raise KeyError(game_id)
        plugin = importlib.import_module(f"gui.games.{game_id}").PLUGIN
        if not isinstance(plugin, TablePlugin) or plugin.game_id != game_id:
            raise TypeError(f"gui.games.{game_id}.PLUGIN is not the TablePlugin of {game_id!r}")
        _PLUGINS[game_id] = plugin
    return _PLUGINS[game_id]


def adapter_for(game_id: str) -> GameAdapter:
    """A fresh adapter for the game's table."""
    return plugin_for(game_id).adapter()
