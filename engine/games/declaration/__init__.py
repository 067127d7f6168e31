"""Declaration: a four-seat partnership trick-taking game with melds, dares and a Hand Pot.

The rules, state and observation are in :mod:`.state`; the bots in :mod:`.bots`. This
module plugs them in: ``GAME``.
"""

from engine.core import Game, ScoreCheck
from engine.games.declaration.bots import BOTS
from engine.games.declaration.events import HandScored
from engine.games.declaration.state import (
    DECK,
    NUM_SEATS,
    DeclarationOptions,
    DeclarationState,
    new_state,
)

__all__ = ["GAME"]


def table_money(state: DeclarationState) -> int:
    """The chips on the table: both team purses and both pots (as the snapshot shows them)."""
    return sum(state.purses) + state.pot_ante + state.pot_action


GAME = Game(
    id="declaration",
    name="Declaration",
    version=1,
    order=10,
    min_players=NUM_SEATS,
    max_players=NUM_SEATS,
    deck=DECK,
    options_type=DeclarationOptions,
    new_state=new_state,
    players_of=lambda o: NUM_SEATS,
    bots=BOTS,
    money=table_money,
    score_check=ScoreCheck(HandScored, "delta"),
    description="Partnership tricks with public melds, Meld Dares and a Hand Pot, "
    "for four players.",
    summary_keys=("target", "ante", "void_lock"),
    teams=((0, 2), (1, 3)),
)
DeclarationState.game = GAME
