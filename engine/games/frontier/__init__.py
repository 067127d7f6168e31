"""Frontier: a five-round betting game over configurations of committed cards, 2 to 8 seats.

The rules, state and observation are in :mod:`.state`; the bots in :mod:`.bots`. This
module plugs them in: ``GAME``.
"""

from engine.core import Game
from engine.games.frontier.bots import BOTS
from engine.games.frontier.state import DECK, FrontierOptions, FrontierState, new_state

__all__ = ["GAME"]


def table_money(state: FrontierState) -> int:
    """The money on the table: every player's cash and stake (as the snapshot shows them)."""
    return sum(state.cash) + sum(state.stakes)


GAME = Game(
    id="frontier",
    name="Frontier",
    version=1,
    order=20,
    min_players=2,
    max_players=8,
    deck=DECK,
    options_type=FrontierOptions,
    new_state=new_state,
    players_of=lambda o: o.players,
    bots=BOTS,
    money=table_money,
    score_check=None,  # money, not points: the money check follows it
    description="Commit cards face down, bet on their strength, reveal: five rounds, "
    "2 to 8 players.",
)
FrontierState.game = GAME
