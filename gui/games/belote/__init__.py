"""The Belote table: one plugin object with every hook the shared GUI needs."""

from gui.games import TablePlugin
from gui.games.belote.adapter import BeloteAdapter

PLUGIN = TablePlugin("belote", adapter=BeloteAdapter)

__all__ = ["PLUGIN"]
