"""Declaration: a four-seat partnership trick-taking game with melds, dares and a Hand Pot.

The rules, state and observation are in :mod:`.state`; the bots in :mod:`.bots`.
"""

from engine.games.declaration.state import GAME

__all__ = ["GAME"]
