"""Frontier: a five-round betting game over configurations of committed cards, 2 to 8 seats.

The rules, state and observation are in :mod:`.state`; the bots in :mod:`.bots`.
"""

from engine.games.frontier.state import GAME

__all__ = ["GAME"]
