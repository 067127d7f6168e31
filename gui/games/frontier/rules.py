"""Frontier's rules as the table plays them, in words, from the options in force.

A rule that is off is not described, and every number is the table's own; ``docs/rules``
holds the binding rules. Every sentence is a literal string passed to
``QCoreApplication.translate`` so Qt Linguist finds it (context ``RulesText``).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

from gui.rules_text import bullets, dollars, heading, para

translate = QCoreApplication.translate


def rules_html(o: Any) -> str:
    """Frontier's rules for options ``o``."""
    parts = [
        "<h2>" + translate("RulesText", "Frontier") + "</h2>",
        para(
            translate(
                "RulesText",
                "%1 players each start with %2. Five rounds; the most cash "
                "at the end wins, equal cash shares the win.",
            )
            .replace("%1", str(o.players))
            .replace("%2", dollars(o.starting_cash))
        ),
        para(
            translate(
                "RulesText",
                "50 cards: five suits numbered 1 to 10. Sun and Flame are "
                "red, Moon and Tide blue, Shadow is the black Wildcard suit "
                "that goes with any colour.",
            )
        ),
        para(
            translate(
                "RulesText",
                "You hold 1 card in round 1, 2 in round 2, up to 5 in round "
                "5: at the start of each round everyone draws up to that "
                "number. Played cards are shuffled back; unplayed cards "
                "stay in your hand.",
            )
        ),
        para(
            translate(
                "RulesText",
                "You act first in round 1, the next seat in round 2, and so on round the "
                "table (at four seats round 5 starts with you again); a seat out of money "
                "is passed over.",
            )
        ),
        heading(translate("RulesText", "Your turn")),
        bullets(
            translate(
                "RulesText",
                "Mulligan, once per game, before committing: discard your "
                "hand and draw a fresh one. It takes your turn: the others act, then you "
                "stake or fold (a bet made meanwhile leaves you to call, raise or fold).",
            ),
            translate(
                "RulesText", "Bet: commit one or more cards face down, then bet at least %1."
            ).replace("%1", dollars(o.min_bet)),
            translate("RulesText", "Raise: make the bet at least %1 higher.").replace(
                "%1", dollars(o.min_bet)
            ),
            translate("RulesText", "Call: match the current bet."),
            translate("RulesText", "Fold: leave the round."),
        ),
        para(
            translate(
                "RulesText",
                "No bet may be more than the poorest player still in the "
                "round can match. Committed cards cannot be taken back. A "
                "player with no cash sits out for good.",
            )
        ),
        heading(translate("RulesText", "Showdown")),
        para(
            translate(
                "RulesText",
                "Committed cards are revealed together and the strongest "
                "configuration takes the pot; equal ones split it, the odd "
                "dollar to the first tied player in turn order.",
            )
        ),
        para(
            translate(
                "RulesText",
                "More cards always beat fewer cards. Among equal counts: "
                "of a rank (or a pair), then Pure (all of one suit: a Wildcard stays a "
                "Shadow), then Coalition (one colour, Wildcards joining any), then "
                "Campaign (consecutive numbers), then Skirmish (anything else, a single "
                "card too).",
            )
        ),
        para(
            translate(
                "RulesText",
                "Pure, Coalition and Campaign take three cards or more: two cards are a "
                "pair or a Skirmish, named by their suits as below.",
            )
        ),
        para(
            translate(
                "RulesText",
                "A Skirmish is named by its cards and scores: a Pure Skirmish (one "
                "suit), the product doubled; a Coalition Skirmish (one colour), the "
                "product; a Divided Skirmish (both colours), the sum. "
                "In the score a 1 counts as the highest card committed with it (4, 3, 1 "
                "scores as 4, 3, 4), except in a Campaign; for the class it stays a 1 "
                "(4 and 1 are not a pair). In round 1 the higher number wins.",
            )
        ),
    ]
    return "\n".join(parts)
