"""The Declaration table: one plugin object with every hook the shared GUI needs."""

from gui.games import TablePlugin
from gui.games.declaration.adapter import DeclarationAdapter
from gui.games.declaration.stats import MEASURES

PLUGIN = TablePlugin("declaration", adapter=DeclarationAdapter, measures=MEASURES)

__all__ = ["PLUGIN"]
