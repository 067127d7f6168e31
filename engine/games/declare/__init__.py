"""Declare: a lowest-hand game for 2 to 20 players with a joker rank.

The rules, state and observation are in :mod:`.state`; the bots in :mod:`.bots`.
"""

from engine.games.declare.state import GAME

__all__ = ["GAME"]
