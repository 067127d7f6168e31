"""The Frontier table: one plugin object with every hook the shared GUI needs."""

from gui.games import TablePlugin
from gui.games.frontier.adapter import FrontierAdapter
from gui.games.frontier.stats import MEASURES

PLUGIN = TablePlugin("frontier", adapter=FrontierAdapter, measures=MEASURES)

__all__ = ["PLUGIN"]
