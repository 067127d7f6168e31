"""The Declaration table: one plugin object with every hook the shared GUI needs."""

from gui.games import TablePlugin
from gui.games.declaration.adapter import DeclarationAdapter

PLUGIN = TablePlugin("declaration", adapter=DeclarationAdapter)

__all__ = ["PLUGIN"]
