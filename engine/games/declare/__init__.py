"""Declare: a lowest-hand game for 2 to 20 players with a joker rank.

The rules, state and observation are in :mod:`.state`; the bots in :mod:`.bots`. This
module plugs them in: ``GAME``.
"""

from engine.core import Game, ScoreCheck, State
from engine.games.declare.bots import BOTS
from engine.games.declare.events import RoundScored
from engine.games.declare.state import DECK, DeclareOptions, DeclareState, new_state

__all__ = ["GAME"]


def check_round(state: State, event: RoundScored) -> None:
    """A scored round: a void one (nobody declared in time) scores nothing; otherwise the
    declarer's hand was within the limit."""
    if event.declarer is None:  # a void round: nobody declared in time, nobody scores
        assert event.void and not any(event.added), f"a void round scored {event.added}"
        return
    limit = state.options.declare_limit
    total = event.totals[event.declarer]
    assert total <= limit, f"declared with {total} over the limit {limit}"


GAME = Game(
    id="declare",
    name="Declare",
    version=1,
    order=40,
    min_players=2,
    max_players=20,
    deck=DECK,
    options_type=DeclareOptions,
    new_state=new_state,
    players_of=lambda o: o.players,
    bots=BOTS,
    money=None,
    score_check=ScoreCheck(RoundScored, "added", check_round),
    description="A quick lowest-hand game with a joker rank, for 2 to 20 players.",
    lower_score_wins=True,
)
DeclareState.game = GAME
