"""The Belote table: one plugin object with every hook the shared GUI needs."""

from gui.games import TablePlugin
from gui.games.belote.adapter import BeloteAdapter
from gui.games.belote.stats import MEASURES

PLUGIN = TablePlugin("belote", adapter=BeloteAdapter, measures=MEASURES)

__all__ = ["PLUGIN"]
