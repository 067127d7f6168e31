"""Belote for four players in two teams: With trump, No trump and Coinche.

Rules: ``docs/rules/belote.md``, the complete rulebook with our own decisions. Pure rules
live in :mod:`.rules` and :mod:`.scoring`; the game state, its actions and observations in
:mod:`.state`; the bots in :mod:`.bots`. This module plugs them in: ``GAME``.
"""

from engine.core import Game, ScoreCheck, State
from engine.games.belote.bots import BOTS
from engine.games.belote.events import DealScored
from engine.games.belote.rules import (
    DECK,
    Declaration,
    RuleSet,
    Variant,
    card_points,
    compare_declarations,
    deal_totals,
    hand_declarations,
    legal_cards,
    trick_winner,
)
from engine.games.belote.scoring import DealScore, official_round, score_classic, score_coinche
from engine.games.belote.state import (
    BeloteObservation,
    BeloteOptions,
    BeloteReason,
    BeloteState,
    Contract,
    Phase,
    Trick,
    deal_order,
    first_dealer,
    new_state,
)

__all__ = [
    "DECK",
    "GAME",
    "BeloteObservation",
    "BeloteOptions",
    "BeloteReason",
    "BeloteState",
    "Contract",
    "DealScore",
    "Declaration",
    "Phase",
    "RuleSet",
    "Trick",
    "Variant",
    "card_points",
    "compare_declarations",
    "deal_order",
    "deal_totals",
    "first_dealer",
    "hand_declarations",
    "legal_cards",
    "new_state",
    "official_round",
    "score_classic",
    "score_coinche",
    "trick_winner",
]


def check_deal(state: State, event: DealScored) -> None:
    """A scored deal's card points add up to the deal's total, or are a capot."""
    total, capot = deal_totals(state.variant, state.options.rules)  # type: ignore[attr-defined]
    points = event.card_points  # a team that took every trick counts the capot value
    assert sum(points) == total or sorted(points) == [0, capot], (
        f"card points {points} do not add up to {total} (nor are a capot of {capot})"
    )


GAME = Game(
    id="belote",
    name="Belote",
    version=1,
    order=30,
    min_players=4,
    max_players=4,
    deck=DECK,
    options_type=BeloteOptions,
    new_state=new_state,
    players_of=lambda o: 4,
    bots=BOTS,
    money=None,
    score_check=ScoreCheck(DealScored, "added", check_deal),
    description="The French trick-taking game for two teams: with trump, no trump or coinche.",
    summary_keys=("variant", "rules", "declarations", "target"),
    teams=((0, 2), (1, 3)),
)
BeloteState.game = GAME
