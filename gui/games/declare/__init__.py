"""The Declare table: one plugin object with every hook the shared GUI needs."""

from gui.games import TablePlugin
from gui.games.declare.adapter import DeclareAdapter

PLUGIN = TablePlugin("declare", adapter=DeclareAdapter)

__all__ = ["PLUGIN"]
