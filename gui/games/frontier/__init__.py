"""The Frontier table: one plugin object with every hook the shared GUI needs."""

from gui.games import TablePlugin
from gui.games.frontier.adapter import FrontierAdapter

PLUGIN = TablePlugin("frontier", adapter=FrontierAdapter)

__all__ = ["PLUGIN"]
