"""Belote for four players in two teams: With trump, No trump and Coinche.

Rules: ``docs/rules/belote.md``, the complete rulebook with our own decisions. Pure rules
live in :mod:`.rules` and :mod:`.scoring`; the game state, its actions and observations in
:mod:`.state`.
"""

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
    GAME,
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
