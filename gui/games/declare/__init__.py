"""The Declare table: one plugin object with every hook the shared GUI needs."""

from gui.games import TablePlugin
from gui.games.declare.adapter import DeclareAdapter
from gui.games.declare.stats import MEASURES

PLUGIN = TablePlugin("declare", adapter=DeclareAdapter, measures=MEASURES)

__all__ = ["PLUGIN"]
